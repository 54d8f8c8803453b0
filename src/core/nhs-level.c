/* nhs-level.c: NetHack 3.6.7's makelevel() for ordinary levels
 *
 * Written from reading the game's mklev.c, rect.c, sp_lev.c (create_room,
 * check_room, dig_corridor), mkroom.c, shknam.c (stock_room's door rules)
 * and trap.c (maketrap); the structure and the order of the dice follow the
 * game so that the generated levels are distributed as the game's are.
 *
 * Left out, knowingly:
 *  - objects and gold (boulders, gold, boxes, statues, corpses, graffiti,
 *    trap victims' belongings, shop stock): their dice are not rolled, which
 *    changes no other distribution since every roll is independent;
 *  - genocides and extinctions: every monster the game may name exists;
 *  - the Rogue level, special levels and mazes: only ordinary levels;
 *  - the temple altar's alignment is rn2(3)-1 (the game's induced_align(80)
 *    depends on the dungeon's alignment; the Dungeons of Doom have none).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level.h"
#include "nhs-error.h"
#include "nhs-level-private.h"

#include <string.h>

#define COLNO NHS_LEVEL_COLS
#define ROWNO NHS_LEVEL_ROWS
#define MAXNROFROOMS NHS_LEVEL_MAX_ROOMS
#define DOORMAX 120
#define MAXRECT 50
#define XLIM 4
#define YLIM 3

typedef struct {
  int lx, ly, hx, hy;
} Rect;

typedef struct {
  int x, y;
} Coord;

struct _NhsLevel {
  NhsLevelParams params;
  NhsSquare sq[COLNO][ROWNO];
  /* rooms[nroom] is the game's "hx = -1" terminator */
  NhsLevelRoom rooms[MAXNROFROOMS + 2];
  int fdoor[MAXNROFROOMS + 2];
  int nroom;
  int vault_room;
  Coord doors[DOORMAX];
  int doorindex;
  int up_x, up_y, up_room;      /* up_x == 0: none */
  int dn_x, dn_y, dn_room;
  int niches;
  NhsLevelMonster *monsters;
  int n_monsters, monsters_alloc;
  NhsLevelEngraving engravings[8];
  int n_engravings;
  NhsSquare (*snap)[COLNO][ROWNO];   /* NHS_LEVEL_N_PHASES snapshots */
};

/* What only lives while a level is made */
typedef struct _NhsLevelGen {
  NhsLevel *lev;
  NhsRng rng;
  Rect rect[MAXRECT + 1];
  int rect_cnt;
  int smeq[MAXNROFROOMS + 2];
  int vault_x, vault_y;         /* vault_x == -1: no vault planned */
  NhsLevelPhase phase;
  int depth;
  int spider_index;
  char spider_symbol;
} Gen;

#define LEV(g, x, y) (&(g)->lev->sq[(x)][(y)])
#define TYP(g, x, y) ((g)->lev->sq[(x)][(y)].typ)

static inline gboolean
isok (int x,
      int y)
{
  return x >= 1 && x <= COLNO - 1 && y >= 0 && y <= ROWNO - 1;
}

static inline int
rn2 (Gen *g, int x)
{
  return nhs_rn2 (&g->rng, x);
}

static inline int
rnd (Gen *g, int x)
{
  return nhs_rnd (&g->rng, x);
}

static inline int
rn1 (Gen *g, int x, int y)
{
  return nhs_rn1 (&g->rng, x, y);
}

static inline void
set_typ (Gen *g, int x, int y, int typ)
{
  NhsSquare *s = LEV (g, x, y);

  s->typ = (guint8) typ;
  s->phase = (guint8) g->phase;
}

/* ---------------------------------------------------------------- rect.c */

static void
init_rect (Gen *g)
{
  g->rect_cnt = 1;
  g->rect[0].lx = g->rect[0].ly = 0;
  g->rect[0].hx = COLNO - 1;
  g->rect[0].hy = ROWNO - 1;
}

static int
get_rect_ind (Gen *g, const Rect *r)
{
  for (int i = 0; i < g->rect_cnt; i++)
    if (r->lx == g->rect[i].lx && r->ly == g->rect[i].ly
        && r->hx == g->rect[i].hx && r->hy == g->rect[i].hy)
      return i;
  return -1;
}

/* a free rectangle that includes r */
static Rect *
get_rect (Gen *g, const Rect *r)
{
  for (int i = 0; i < g->rect_cnt; i++)
    if (r->lx >= g->rect[i].lx && r->ly >= g->rect[i].ly
        && r->hx <= g->rect[i].hx && r->hy <= g->rect[i].hy)
      return &g->rect[i];
  return NULL;
}

static Rect *
rnd_rect (Gen *g)
{
  return g->rect_cnt > 0 ? &g->rect[rn2 (g, g->rect_cnt)] : NULL;
}

static gboolean
intersect (const Rect *r1, const Rect *r2, Rect *r3)
{
  if (r2->lx > r1->hx || r2->ly > r1->hy || r2->hx < r1->lx
      || r2->hy < r1->ly)
    return FALSE;
  r3->lx = MAX (r2->lx, r1->lx);
  r3->ly = MAX (r2->ly, r1->ly);
  r3->hx = MIN (r2->hx, r1->hx);
  r3->hy = MIN (r2->hy, r1->hy);
  return !(r3->lx > r3->hx || r3->ly > r3->hy);
}

static void
remove_rect (Gen *g, const Rect *r)
{
  int ind = get_rect_ind (g, r);

  if (ind >= 0)
    g->rect[ind] = g->rect[--g->rect_cnt];
}

static void
add_rect (Gen *g, const Rect *r)
{
  if (g->rect_cnt >= MAXRECT)
    return;
  if (get_rect (g, r))
    return;   /* already inside a free one */
  g->rect[g->rect_cnt++] = *r;
}

/* r2 (inside r1) is taken: split r1 and every free rectangle touching r2 */
static void
split_rects (Gen *g, Rect *r1, const Rect *r2)
{
  Rect r, old_r = *r1;

  remove_rect (g, r1);
  for (int i = g->rect_cnt - 1; i >= 0; i--)
    if (intersect (&g->rect[i], r2, &r))
      split_rects (g, &g->rect[i], &r);

  if (r2->ly - old_r.ly - 1
      > (old_r.hy < ROWNO - 1 ? 2 * YLIM : YLIM + 1) + 4)
    {
      r = old_r;
      r.hy = r2->ly - 2;
      add_rect (g, &r);
    }
  if (r2->lx - old_r.lx - 1
      > (old_r.hx < COLNO - 1 ? 2 * XLIM : XLIM + 1) + 4)
    {
      r = old_r;
      r.hx = r2->lx - 2;
      add_rect (g, &r);
    }
  if (old_r.hy - r2->hy - 1 > (old_r.ly > 0 ? 2 * YLIM : YLIM + 1) + 4)
    {
      r = old_r;
      r.ly = r2->hy + 2;
      add_rect (g, &r);
    }
  if (old_r.hx - r2->hx - 1 > (old_r.lx > 0 ? 2 * XLIM : XLIM + 1) + 4)
    {
      r = old_r;
      r.lx = r2->hx + 2;
      add_rect (g, &r);
    }
}

/* ------------------------------------------------------------- helpers */

static int
somex (Gen *g, const NhsLevelRoom *r)
{
  return rn1 (g, r->hx - r->lx + 1, r->lx);
}

static int
somey (Gen *g, const NhsLevelRoom *r)
{
  return rn1 (g, r->hy - r->ly + 1, r->ly);
}

static inline gboolean
is_door_or_sdoor (int typ)
{
  return typ == NHS_SQ_DOOR || typ == NHS_SQ_SDOOR;
}

static gboolean
bydoor (Gen *g, int x, int y)
{
  if (isok (x + 1, y) && is_door_or_sdoor (TYP (g, x + 1, y)))
    return TRUE;
  if (isok (x - 1, y) && is_door_or_sdoor (TYP (g, x - 1, y)))
    return TRUE;
  if (isok (x, y + 1) && is_door_or_sdoor (TYP (g, x, y + 1)))
    return TRUE;
  if (isok (x, y - 1) && is_door_or_sdoor (TYP (g, x, y - 1)))
    return TRUE;
  return FALSE;
}

static gboolean
nexttodoor (Gen *g, int sx, int sy)
{
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      if (isok (sx + dx, sy + dy) && is_door_or_sdoor (TYP (g, sx + dx, sy + dy)))
        return TRUE;
  return FALSE;
}

static gboolean
okdoor (Gen *g, int x, int y)
{
  int t = TYP (g, x, y);

  return (t == NHS_SQ_HWALL || t == NHS_SQ_VWALL)
         && g->lev->doorindex < DOORMAX && !bydoor (g, x, y);
}

/* the game's occupied(): a trap, furniture, or water */
static gboolean
occupied (Gen *g, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);

  return s->trap != NHS_TRAP_NONE || NHS_SQ_IS_FURNITURE (s->typ)
         || s->typ == NHS_SQ_POOL;
}

static gboolean
has_upstairs (Gen *g, int room)
{
  return g->lev->up_x && g->lev->up_room == room;
}

static gboolean
has_dnstairs (Gen *g, int room)
{
  return g->lev->dn_x && g->lev->dn_room == room;
}

/* --------------------------------------------------------------- monsters */

static int
add_monster (Gen *g, int x, int y, int mindex, char symbol, const char *name,
             gboolean asleep)
{
  NhsLevel *lev = g->lev;
  NhsLevelMonster *m;

  if (LEV (g, x, y)->mon)
    return -1;    /* makemon: someone is already there */
  if (lev->n_monsters == lev->monsters_alloc)
    {
      lev->monsters_alloc = lev->monsters_alloc ? lev->monsters_alloc * 2 : 32;
      lev->monsters = g_renew (NhsLevelMonster, lev->monsters, lev->monsters_alloc);
    }
  m = &lev->monsters[lev->n_monsters];
  m->x = x;
  m->y = y;
  m->mindex = mindex;
  m->symbol = symbol;
  m->name = name;
  m->phase = g->phase;
  m->asleep = asleep;
  LEV (g, x, y)->mon = (guint16) (++lev->n_monsters);
  return lev->n_monsters - 1;
}

/* makemon (mkclass (mclass), x, y) or, with mclass 0, makemon (NULL, x, y) */
static int
make_random_monster (Gen *g, char mclass, int x, int y, gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = -1;
  char sym = mclass ? mclass : '?';

  if (LEV (g, x, y)->mon)
    return -1;
  if (p->picker)
    {
      idx = p->picker (p->picker_data, &g->rng, mclass, &sym);
      if (idx < 0)
        return -1;
    }
  return add_monster (g, x, y, idx, sym, NULL, asleep);
}

/* makemon (&mons[PM_...], x, y) */
static int
make_named_monster (Gen *g, const char *name, char symbol, int x, int y,
                    gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = p->lookup ? p->lookup (p->picker_data, name) : -1;

  return add_monster (g, x, y, idx, symbol, name, asleep);
}

static void
add_engraving (Gen *g, int x, int y, const char *text)
{
  NhsLevel *lev = g->lev;

  if (lev->n_engravings < (int) G_N_ELEMENTS (lev->engravings))
    {
      lev->engravings[lev->n_engravings].x = x;
      lev->engravings[lev->n_engravings].y = y;
      lev->engravings[lev->n_engravings].text = text;
      lev->n_engravings++;
    }
}

/* ------------------------------------------------------------------ traps */

/* trap.c maketrap(), for what an ordinary level asks of it */
static gboolean
maketrap (Gen *g, int x, int y, int typ)
{
  NhsSquare *s = LEV (g, x, y);

  if (s->trap)
    {
      if (s->trap == NHS_TRAP_MAGIC_PORTAL
          || s->trap == NHS_TRAP_VIBRATING_SQUARE)
        return FALSE;
    }
  else if (NHS_SQ_IS_FURNITURE (s->typ)
           && (s->typ != NHS_SQ_GRAVE
               || (typ != NHS_TRAP_PIT && typ != NHS_TRAP_HOLE)))
    return FALSE;   /* no trap on furniture */

  s->trap = (guint8) typ;
  s->trap_phase = (guint8) g->phase;
  switch (typ)
    {
    case NHS_TRAP_PIT:
    case NHS_TRAP_SPIKED_PIT:
    case NHS_TRAP_HOLE:
    case NHS_TRAP_TRAPDOOR:
      s->doormask = 0;
      if (s->typ >= NHS_SQ_ROOM)
        {
          if (s->typ != NHS_SQ_ROOM)
            set_typ (g, x, y, NHS_SQ_ROOM);
        }
      else if (s->typ == NHS_SQ_STONE || s->typ == NHS_SQ_SCORR)
        set_typ (g, x, y, NHS_SQ_CORR);  /* e.g. a trap door niche */
      else if (NHS_SQ_IS_WALL (s->typ) || s->typ == NHS_SQ_SDOOR)
        set_typ (g, x, y, NHS_SQ_DOOR);
      break;
    default:
      break;
    }
  return TRUE;
}

/* mklev.c mktrap's choice of a random trap kind for level difficulty `lvl`:
 * Gehennom first makes a fire trap 1 time in 5; then kinds are drawn until
 * one is not too hard for the level (holes only 1 time in 7, fire traps only
 * in Gehennom, never a portal or the vibrating square). Every generator
 * takes its random traps from here, so the rule stands once. */
int
nhs_level_random_trap_kind (NhsRng   *rng,
                            int       lvl,
                            gboolean  in_hell)
{
  int kind;

  if (in_hell && !nhs_rn2 (rng, 5))
    return NHS_TRAP_FIRE;
  do
    {
      kind = nhs_rnd (rng, NHS_N_TRAPS - 1);
      switch (kind)
        {
        case NHS_TRAP_MAGIC_PORTAL:
        case NHS_TRAP_VIBRATING_SQUARE:
          kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_ROLLING_BOULDER:
        case NHS_TRAP_SLP_GAS:
          if (lvl < 2)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_LEVEL_TELEP:  /* (or a no-teleport level: none here) */
        case NHS_TRAP_SPIKED_PIT:
          if (lvl < 5)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_LANDMINE:
          if (lvl < 6)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_WEB:
          if (lvl < 7)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_STATUE:
        case NHS_TRAP_POLY:
          if (lvl < 8)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_FIRE:
          if (!in_hell)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_HOLE:
          if (nhs_rn2 (rng, 7))  /* much rarer than the others */
            kind = NHS_TRAP_NONE;
          break;
        default:
          break;
        }
    }
  while (kind == NHS_TRAP_NONE);
  return kind;
}

/* mklev.c mktrap(0, 0, croom, NULL): a random trap for the level's
 * difficulty, somewhere unoccupied in the room */
static void
mktrap_in_room (Gen *g, int room)
{
  int lvl = g->depth;
  int kind;
  int tryct = 0;
  int mx, my;
  const NhsLevelRoom *r = &g->lev->rooms[room];

  kind = nhs_level_random_trap_kind (&g->rng, lvl, FALSE);

  /* an ordinary level always has a level below: holes stay holes */
  do
    {
      if (++tryct > 200)
        return;
      mx = somex (g, r);
      my = somey (g, r);
    }
  while (occupied (g, mx, my));
  /* (pits and holes also avoid boulders; rooms have none here) */

  if (maketrap (g, mx, my, kind) && kind == NHS_TRAP_WEB)
    {
      NhsLevelPhase ph = g->phase;

      g->phase = NHS_LEVEL_PHASE_MONSTERS;
      make_named_monster (g, "giant spider", 's', mx, my, FALSE);
      g->phase = ph;
    }
  /* (the dead adventurer's belongings on shallow levels are objects) */
}

/* ------------------------------------------------------------------ rooms */

/* sp_lev.c check_room(): is the area around the room free (shrinking it if
 * need be)? */
static gboolean
check_room (Gen *g, int *lowx, int *ddx, int *lowy, int *ddy, gboolean vault)
{
  int x, y, hix = *lowx + *ddx, hiy = *lowy + *ddy;
  int xlim = XLIM + (vault ? 1 : 0), ylim = YLIM + (vault ? 1 : 0);
  int ymax;

  if (*lowx < 3)
    *lowx = 3;
  if (*lowy < 2)
    *lowy = 2;
  if (hix > COLNO - 3)
    hix = COLNO - 3;
  if (hiy > ROWNO - 3)
    hiy = ROWNO - 3;
chk:
  if (hix <= *lowx || hiy <= *lowy)
    return FALSE;

  for (x = *lowx - xlim; x <= hix + xlim; x++)
    {
      const NhsSquare *col;

      if (x <= 0 || x >= COLNO)
        continue;
      y = *lowy - ylim;
      ymax = hiy + ylim;
      if (y < 0)
        y = 0;
      if (ymax >= ROWNO)
        ymax = ROWNO - 1;
      col = g->lev->sq[x];
      for (; y <= ymax; y++)
        {
          if (col[y].typ)
            {
              if (!rn2 (g, 3))
                return FALSE;
              if (x < *lowx)
                *lowx = x + xlim + 1;
              else
                hix = x - xlim - 1;
              if (y < *lowy)
                *lowy = y + ylim + 1;
              else
                hiy = y - ylim - 1;
              goto chk;
            }
        }
    }
  *ddx = hix - *lowx;
  *ddy = hiy - *lowy;
  return TRUE;
}

/* mklev.c add_room() / do_room_or_subroom() for an ordinary level */
static void
add_room (Gen *g, int lowx, int lowy, int hix, int hiy, gboolean lit,
          NhsRoomType rtype)
{
  NhsLevel *lev = g->lev;
  int ri = lev->nroom;
  NhsLevelRoom *croom = &lev->rooms[ri];
  int x, y;

  if (!lowx)
    lowx++;
  if (!lowy)
    lowy++;
  if (hix >= COLNO - 1)
    hix = COLNO - 2;
  if (hiy >= ROWNO - 1)
    hiy = ROWNO - 2;

  if (lit)
    for (x = lowx - 1; x <= hix + 1; x++)
      for (y = MAX (lowy - 1, 0); y <= hiy + 1; y++)
        lev->sq[x][y].flags |= NHS_SQF_LIT;

  croom->lit = lit;
  croom->lx = lowx;
  croom->hx = hix;
  croom->ly = lowy;
  croom->hy = hiy;
  croom->type = rtype;
  croom->shop_kind = -1;
  croom->doorct = 0;
  croom->type_phase = g->phase;
  lev->fdoor[ri] = lev->doorindex;

  for (x = lowx - 1; x <= hix + 1; x++)
    for (y = lowy - 1; y <= hiy + 1; y += (hiy - lowy + 2))
      {
        set_typ (g, x, y, NHS_SQ_HWALL);
        lev->sq[x][y].flags |= NHS_SQF_HORIZONTAL;
        lev->sq[x][y].room = (gint8) ri;
      }
  for (x = lowx - 1; x <= hix + 1; x += (hix - lowx + 2))
    for (y = lowy; y <= hiy; y++)
      {
        set_typ (g, x, y, NHS_SQ_VWALL);
        lev->sq[x][y].flags &= ~NHS_SQF_HORIZONTAL;
        lev->sq[x][y].room = (gint8) ri;
      }
  for (x = lowx; x <= hix; x++)
    for (y = lowy; y <= hiy; y++)
      {
        set_typ (g, x, y, NHS_SQ_ROOM);
        lev->sq[x][y].room = (gint8) ri;
      }
  set_typ (g, lowx - 1, lowy - 1, NHS_SQ_TLCORNER);
  set_typ (g, hix + 1, lowy - 1, NHS_SQ_TRCORNER);
  set_typ (g, lowx - 1, hiy + 1, NHS_SQ_BLCORNER);
  set_typ (g, hix + 1, hiy + 1, NHS_SQ_BRCORNER);

  lev->nroom++;
  lev->rooms[lev->nroom].hx = -1;
}

/* sp_lev.c create_room (-1, -1, -1, -1, -1, -1, OROOM, -1) and the vault's
 * create_room (-1, -1, 2, 2, -1, -1, VAULT, TRUE): both take the "random
 * rectangle" path. For the vault only the place is reserved (as the game
 * does): rooms[nroom].lx/ly hold it. */
static gboolean
create_room (Gen *g, gboolean vault)
{
  NhsLevel *lev = g->lev;
  int xabs = 0, yabs = 0, wtmp = 0, htmp = 0;
  Rect *r1 = NULL, r2 = { 0, 0, 0, 0 };
  int trycnt = 0;
  int xlim = XLIM, ylim = YLIM;
  gboolean rlit = TRUE;

  if (vault)
    {
      xlim++;
      ylim++;
    }
  else
    {
      /* on low levels the room is lit (usually) */
      rlit = rnd (g, 1 + g->depth) < 11 && rn2 (g, 77);
    }

  do
    {
      int hx, hy, lx, ly, dx, dy, xborder, yborder;

      r1 = rnd_rect (g);
      if (!r1)
        return FALSE;   /* no more free rectangles */
      hx = r1->hx;
      hy = r1->hy;
      lx = r1->lx;
      ly = r1->ly;
      if (vault)
        dx = dy = 1;
      else
        {
          dx = 2 + rn2 (g, (hx - lx > 28) ? 12 : 8);
          dy = 2 + rn2 (g, 4);
          if (dx * dy > 50)
            dy = 50 / dx;
        }
      xborder = (lx > 0 && hx < COLNO - 1) ? 2 * xlim : xlim + 1;
      yborder = (ly > 0 && hy < ROWNO - 1) ? 2 * ylim : ylim + 1;
      if (hx - lx < dx + 3 + xborder || hy - ly < dy + 3 + yborder)
        {
          r1 = NULL;
          continue;
        }
      xabs = lx + (lx > 0 ? xlim : 3)
             + rn2 (g, hx - (lx > 0 ? lx : 3) - dx - xborder + 1);
      yabs = ly + (ly > 0 ? ylim : 2)
             + rn2 (g, hy - (ly > 0 ? ly : 2) - dy - yborder + 1);
      if (ly == 0 && hy >= ROWNO - 1
          && (!lev->nroom || !rn2 (g, lev->nroom))
          && (yabs + dy > ROWNO / 2))
        {
          yabs = rn1 (g, 3, 2);
          if (lev->nroom < 4 && dy > 1)
            dy--;
        }
      if (!check_room (g, &xabs, &dx, &yabs, &dy, vault))
        {
          r1 = NULL;
          continue;
        }
      wtmp = dx + 1;
      htmp = dy + 1;
      r2.lx = xabs - 1;
      r2.ly = yabs - 1;
      r2.hx = xabs + wtmp;
      r2.hy = yabs + htmp;
    }
  while (++trycnt <= 100 && !r1);
  if (!r1)
    return FALSE;
  split_rects (g, r1, &r2);

  if (!vault)
    {
      g->smeq[lev->nroom] = lev->nroom;
      add_room (g, xabs, yabs, xabs + wtmp - 1, yabs + htmp - 1, rlit,
                NHS_ROOM_ORDINARY);
    }
  else
    {
      lev->rooms[lev->nroom].lx = xabs;
      lev->rooms[lev->nroom].ly = yabs;
    }
  return TRUE;
}

static void
makerooms (Gen *g)
{
  NhsLevel *lev = g->lev;
  gboolean tried_vault = FALSE;

  while (lev->nroom < MAXNROFROOMS && rnd_rect (g))
    {
      if (lev->nroom >= MAXNROFROOMS / 6 && rn2 (g, 2) && !tried_vault)
        {
          tried_vault = TRUE;
          if (create_room (g, TRUE))
            {
              g->vault_x = lev->rooms[lev->nroom].lx;
              g->vault_y = lev->rooms[lev->nroom].ly;
              lev->rooms[lev->nroom].hx = -1;
            }
        }
      else if (!create_room (g, FALSE))
        return;
    }
}

/* qsort by lx; stable (glibc's qsort is a merge sort for small arrays) */
static void
sort_rooms (Gen *g)
{
  NhsLevel *lev = g->lev;

  for (int i = 1; i < lev->nroom; i++)
    {
      NhsLevelRoom r = lev->rooms[i];
      int j = i - 1;

      while (j >= 0 && lev->rooms[j].lx > r.lx)
        {
          lev->rooms[j + 1] = lev->rooms[j];
          j--;
        }
      lev->rooms[j + 1] = r;
    }
  /* squares remember their room */
  for (int i = 0; i < lev->nroom; i++)
    {
      NhsLevelRoom *r = &lev->rooms[i];

      for (int x = r->lx - 1; x <= r->hx + 1; x++)
        for (int y = r->ly - 1; y <= r->hy + 1; y++)
          lev->sq[x][y].room = (gint8) i;
    }
}

/* ------------------------------------------------------------------ doors */

static void
finddpos (Gen *g, Coord *cc, int xl, int yl, int xh, int yh)
{
  int x, y;

  x = rn1 (g, xh - xl + 1, xl);
  y = rn1 (g, yh - yl + 1, yl);
  if (okdoor (g, x, y))
    goto gotit;
  for (x = xl; x <= xh; x++)
    for (y = yl; y <= yh; y++)
      if (okdoor (g, x, y))
        goto gotit;
  for (x = xl; x <= xh; x++)
    for (y = yl; y <= yh; y++)
      if (is_door_or_sdoor (TYP (g, x, y)))
        goto gotit;
  x = xl;   /* cannot find something reasonable -- strange */
  y = yh;
gotit:
  cc->x = x;
  cc->y = y;
}

/* mklev.c add_door(): keep each room's doors together in doors[] */
static void
add_door (Gen *g, int x, int y, int room)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *aroom = &lev->rooms[room];

  if (aroom->doorct == 0)
    lev->fdoor[room] = lev->doorindex;
  aroom->doorct++;
  for (int tmp = lev->doorindex; tmp > lev->fdoor[room]; tmp--)
    lev->doors[tmp] = lev->doors[tmp - 1];
  for (int i = 0; i < lev->nroom; i++)
    if (i != room && lev->rooms[i].doorct && lev->fdoor[i] >= lev->fdoor[room])
      lev->fdoor[i]++;
  lev->doorindex++;
  lev->doors[lev->fdoor[room]].x = x;
  lev->doors[lev->fdoor[room]].y = y;
}

static void
dosdoor (Gen *g, int x, int y, int room, int type)
{
  NhsSquare *s = LEV (g, x, y);
  /* a shop's door (no shop exists yet when an ordinary level's doors are
   * made, but the rule is the game's) */
  gboolean shdoor = s->room >= 0 && g->lev->rooms[s->room].type == NHS_ROOM_SHOP;

  if (!NHS_SQ_IS_WALL (s->typ))  /* avoid SDOORs on already made doors */
    type = NHS_SQ_DOOR;
  set_typ (g, x, y, type);
  if (type == NHS_SQ_DOOR)
    {
      if (!rn2 (g, 3))
        {
          if (!rn2 (g, 5))
            s->doormask = NHS_DOOR_ISOPEN;
          else if (!rn2 (g, 6))
            s->doormask = NHS_DOOR_LOCKED;
          else
            s->doormask = NHS_DOOR_CLOSED;
          if (s->doormask != NHS_DOOR_ISOPEN && !shdoor && g->depth >= 5
              && !rn2 (g, 25))
            s->doormask |= NHS_DOOR_TRAPPED;
        }
      else
        s->doormask = shdoor ? NHS_DOOR_ISOPEN : NHS_DOOR_NODOOR;

      if ((s->doormask & NHS_DOOR_TRAPPED) && g->depth >= 9 && !rn2 (g, 5))
        {
          /* a mimic instead of the trap */
          s->doormask = NHS_DOOR_NODOOR;
          make_random_monster (g, 'm', x, y, FALSE);
        }
    }
  else
    {
      if (shdoor || !rn2 (g, 5))
        s->doormask = NHS_DOOR_LOCKED;
      else
        s->doormask = NHS_DOOR_CLOSED;
      if (!shdoor && g->depth >= 4 && !rn2 (g, 20))
        s->doormask |= NHS_DOOR_TRAPPED;
    }
  add_door (g, x, y, room);
}

static void
dodoor (Gen *g, int x, int y, int room)
{
  if (g->lev->doorindex >= DOORMAX)
    return;
  dosdoor (g, x, y, room, rn2 (g, 8) ? NHS_SQ_DOOR : NHS_SQ_SDOOR);
}

/* -------------------------------------------------------------- corridors */

static gboolean
dig_corridor (Gen *g, Coord *org, Coord *dest, gboolean nxcor)
{
  const int ftyp = NHS_SQ_CORR, btyp = NHS_SQ_STONE;
  int dx = 0, dy = 0, dix, diy, cct;
  int tx, ty, xx, yy;
  int t;

  xx = org->x;
  yy = org->y;
  tx = dest->x;
  ty = dest->y;
  if (xx <= 0 || yy <= 0 || tx <= 0 || ty <= 0 || xx > COLNO - 1
      || tx > COLNO - 1 || yy > ROWNO - 1 || ty > ROWNO - 1)
    return FALSE;
  if (tx > xx)
    dx = 1;
  else if (ty > yy)
    dy = 1;
  else if (tx < xx)
    dx = -1;
  else
    dy = -1;

  xx -= dx;
  yy -= dy;
  cct = 0;
  while (xx != tx || yy != ty)
    {
      if (cct++ > 500 || (nxcor && !rn2 (g, 35)))
        return FALSE;
      xx += dx;
      yy += dy;
      if (xx >= COLNO - 1 || xx <= 0 || yy <= 0 || yy >= ROWNO - 1)
        return FALSE;

      t = TYP (g, xx, yy);
      if (t == btyp)
        {
          if (rn2 (g, 100))
            set_typ (g, xx, yy, ftyp);
          /* (a boulder 1 time in 50 on an nxcor corridor: an object) */
          else
            set_typ (g, xx, yy, NHS_SQ_SCORR);
        }
      else if (t != ftyp && t != NHS_SQ_SCORR)
        return FALSE;   /* strange ... */

      dix = ABS (xx - tx);
      diy = ABS (yy - ty);
      if ((dix > diy) && diy && !rn2 (g, dix - diy + 1))
        dix = 0;
      else if ((diy > dix) && dix && !rn2 (g, diy - dix + 1))
        diy = 0;

      /* do we have to change direction ? */
      if (dy && dix > diy)
        {
          int ddx = (xx > tx) ? -1 : 1;

          t = TYP (g, xx + ddx, yy);
          if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
            {
              dx = ddx;
              dy = 0;
              continue;
            }
        }
      else if (dx && diy > dix)
        {
          int ddy = (yy > ty) ? -1 : 1;

          t = TYP (g, xx, yy + ddy);
          if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
            {
              dy = ddy;
              dx = 0;
              continue;
            }
        }

      /* continue straight on? */
      t = TYP (g, xx + dx, yy + dy);
      if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
        continue;

      /* no, what must we do now?? */
      if (dx)
        {
          dx = 0;
          dy = (ty < yy) ? -1 : 1;
        }
      else
        {
          dy = 0;
          dx = (tx < xx) ? -1 : 1;
        }
      t = TYP (g, xx + dx, yy + dy);
      if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
        continue;
      dy = -dy;
      dx = -dx;
    }
  return TRUE;
}

static void
join (Gen *g, int a, int b, gboolean nxcor)
{
  NhsLevel *lev = g->lev;
  Coord cc, tt, org, dest;
  int tx, ty, xx, yy;
  NhsLevelRoom *croom = &lev->rooms[a], *troom = &lev->rooms[b];
  int dx, dy;

  if (troom->hx < 0 || croom->hx < 0 || lev->doorindex >= DOORMAX)
    return;
  if (troom->lx > croom->hx)
    {
      dx = 1;
      dy = 0;
      xx = croom->hx + 1;
      tx = troom->lx - 1;
      finddpos (g, &cc, xx, croom->ly, xx, croom->hy);
      finddpos (g, &tt, tx, troom->ly, tx, troom->hy);
    }
  else if (troom->hy < croom->ly)
    {
      dy = -1;
      dx = 0;
      yy = croom->ly - 1;
      finddpos (g, &cc, croom->lx, yy, croom->hx, yy);
      ty = troom->hy + 1;
      finddpos (g, &tt, troom->lx, ty, troom->hx, ty);
    }
  else if (troom->hx < croom->lx)
    {
      dx = -1;
      dy = 0;
      xx = croom->lx - 1;
      tx = troom->hx + 1;
      finddpos (g, &cc, xx, croom->ly, xx, croom->hy);
      finddpos (g, &tt, tx, troom->ly, tx, troom->hy);
    }
  else
    {
      dy = 1;
      dx = 0;
      yy = croom->hy + 1;
      ty = troom->ly - 1;
      finddpos (g, &cc, croom->lx, yy, croom->hx, yy);
      finddpos (g, &tt, troom->lx, ty, troom->hx, ty);
    }
  xx = cc.x;
  yy = cc.y;
  tx = tt.x - dx;
  ty = tt.y - dy;
  if (nxcor && TYP (g, xx + dx, yy + dy))
    return;
  if (okdoor (g, xx, yy) || !nxcor)
    dodoor (g, xx, yy, a);

  org.x = xx + dx;
  org.y = yy + dy;
  dest.x = tx;
  dest.y = ty;
  if (!dig_corridor (g, &org, &dest, nxcor))
    return;

  /* we succeeded in digging the corridor */
  if (okdoor (g, tt.x, tt.y) || !nxcor)
    dodoor (g, tt.x, tt.y, b);

  if (g->smeq[a] < g->smeq[b])
    g->smeq[b] = g->smeq[a];
  else
    g->smeq[a] = g->smeq[b];
}

static void
makecorridors (Gen *g)
{
  int nroom = g->lev->nroom;
  int a, b, i;
  gboolean any = TRUE;

  for (a = 0; a < nroom - 1; a++)
    {
      join (g, a, a + 1, FALSE);
      if (!rn2 (g, 50))
        break;   /* allow some randomness */
    }
  for (a = 0; a < nroom - 2; a++)
    if (g->smeq[a] != g->smeq[a + 2])
      join (g, a, a + 2, FALSE);
  for (a = 0; any && a < nroom; a++)
    {
      any = FALSE;
      for (b = 0; b < nroom; b++)
        if (g->smeq[a] != g->smeq[b])
          {
            join (g, a, b, FALSE);
            any = TRUE;
          }
    }
  if (nroom > 2)
    for (i = rn2 (g, nroom) + 4; i; i--)
      {
        a = rn2 (g, nroom);
        b = rn2 (g, nroom - 2);
        if (b >= a)
          b += 2;
        join (g, a, b, TRUE);
      }
}

/* ----------------------------------------------------------------- niches */

static gboolean
place_niche (Gen *g, int room, int *dy, int *xx, int *yy)
{
  const NhsLevelRoom *aroom = &g->lev->rooms[room];
  Coord dd;

  if (rn2 (g, 2))
    {
      *dy = 1;
      finddpos (g, &dd, aroom->lx, aroom->hy + 1, aroom->hx, aroom->hy + 1);
    }
  else
    {
      *dy = -1;
      finddpos (g, &dd, aroom->lx, aroom->ly - 1, aroom->hx, aroom->ly - 1);
    }
  *xx = dd.x;
  *yy = dd.y;
  return isok (*xx, *yy + *dy) && TYP (g, *xx, *yy + *dy) == NHS_SQ_STONE
         && isok (*xx, *yy - *dy)
         && TYP (g, *xx, *yy - *dy) != NHS_SQ_POOL
         && !NHS_SQ_IS_FURNITURE (TYP (g, *xx, *yy - *dy));
}

static void
makeniche (Gen *g, int trap_type)
{
  NhsLevel *lev = g->lev;
  int vct = 8;
  int dy, xx, yy;

  if (lev->doorindex >= DOORMAX)
    return;
  while (vct--)
    {
      int room = rn2 (g, lev->nroom);
      NhsLevelRoom *aroom = &lev->rooms[room];
      NhsSquare *rm;

      if (aroom->type != NHS_ROOM_ORDINARY)
        continue;
      if (aroom->doorct == 1 && rn2 (g, 5))
        continue;
      if (!place_niche (g, room, &dy, &xx, &yy))
        continue;

      rm = LEV (g, xx, yy + dy);
      rm->flags |= NHS_SQF_NICHE;
      lev->niches++;
      if (trap_type || !rn2 (g, 4))
        {
          set_typ (g, xx, yy + dy, NHS_SQ_SCORR);
          if (trap_type)
            {
              /* (holes stay holes: an ordinary level has a level below) */
              if (maketrap (g, xx, yy + dy, trap_type))
                {
                  if (trap_type == NHS_TRAP_TRAPDOOR)
                    add_engraving (g, xx, yy - dy, "Vlad was here");
                  else if (trap_type == NHS_TRAP_TELEP
                           || trap_type == NHS_TRAP_LEVEL_TELEP)
                    add_engraving (g, xx, yy - dy, "ad aerarium");
                }
            }
          dosdoor (g, xx, yy, room, NHS_SQ_SDOOR);
        }
      else
        {
          set_typ (g, xx, yy + dy, NHS_SQ_CORR);
          if (rn2 (g, 7))
            dosdoor (g, xx, yy, room, rn2 (g, 5) ? NHS_SQ_SDOOR : NHS_SQ_DOOR);
          else
            {
              /* inaccessible niches occasionally have iron bars (and a
               * corpse, a scroll of teleportation, an object: left out) */
              if (!rn2 (g, 5) && NHS_SQ_IS_WALL (TYP (g, xx, yy)))
                set_typ (g, xx, yy, NHS_SQ_IRONBARS);
            }
        }
      return;
    }
}

static void
make_niches (Gen *g)
{
  int ct = rnd (g, (g->lev->nroom >> 1) + 1), dep = g->depth;
  gboolean ltptr = dep > 15, vamp = dep > 5 && dep < 25;

  while (ct--)
    {
      if (ltptr && !rn2 (g, 6))
        {
          ltptr = FALSE;
          makeniche (g, NHS_TRAP_LEVEL_TELEP);
        }
      else if (vamp && !rn2 (g, 6))
        {
          vamp = FALSE;
          makeniche (g, NHS_TRAP_TRAPDOOR);
        }
      else
        makeniche (g, NHS_TRAP_NONE);
    }
}

/* ------------------------------------------------------------ branches */

/* AUTO: the branch an ordinary Dungeons of Doom level at this depth has in
 * the game, drawn with the chance it has there. dungeon.def places the
 * Elemental Planes' up stairs on level 1, the Gnomish Mines' down stairs on
 * one of levels 2-4, the Oracle on one of 5-9 (each equally likely) with
 * Sokoban's up stairs on the level below it and the Quest's portal 6 or 7
 * levels below it. Given that the level is an ordinary one (not the Oracle,
 * the big room or the Rogue level, which this generator does not make):
 *   2-4: Mines 1/3;  6-9: Sokoban 1/4 (the Oracle is not here: 1/5 of 4/5);
 *   10: Sokoban 1/5;  11 and 16: Quest 1/10;  12-15: Quest 1/5.
 * The draw uses its own stream (from the seed), so the level's own dice are
 * those of the same seed with the branch given explicitly. Fort Ludios'
 * portal is not a branch of the plan: it is made with the vault (see
 * makelevel). Measured against the game's own init_dungeons() + mklev():
 * docs/level-validation.md. */
static NhsLevelBranch
level_branch (const NhsLevelParams *p)
{
  NhsRng r;
  int d = p->depth, one_in = 0;
  NhsLevelBranch br = NHS_LEVEL_BRANCH_NONE;

  if (p->branch != NHS_LEVEL_BRANCH_AUTO)
    return p->branch;
  if (d == 1)
    return NHS_LEVEL_BRANCH_STAIRS_UP;
  if (d >= 2 && d <= 4)
    one_in = 3, br = NHS_LEVEL_BRANCH_STAIRS_DOWN;
  else if (d >= 6 && d <= 9)
    one_in = 4, br = NHS_LEVEL_BRANCH_STAIRS_UP;
  else if (d == 10)
    one_in = 5, br = NHS_LEVEL_BRANCH_STAIRS_UP;
  else if (d == 11 || d == 16)
    one_in = 10, br = NHS_LEVEL_BRANCH_PORTAL;
  else if (d >= 12 && d <= 15)
    one_in = 5, br = NHS_LEVEL_BRANCH_PORTAL;
  if (!one_in)
    return NHS_LEVEL_BRANCH_NONE;
  nhs_rng_init (&r, p->seed ^ G_GUINT64_CONSTANT (0x6272616e63680a01));
  return nhs_rn2 (&r, one_in) == 0 ? br : NHS_LEVEL_BRANCH_NONE;
}

static void
place_branch_at (Gen *g, NhsLevelBranch br, int x, int y, int room)
{
  NhsLevel *lev = g->lev;

  if (br == NHS_LEVEL_BRANCH_PORTAL)
    {
      maketrap (g, x, y, NHS_TRAP_MAGIC_PORTAL);
      LEV (g, x, y)->flags |= NHS_SQF_BRANCH;
      return;
    }
  set_typ (g, x, y, NHS_SQ_STAIRS);
  LEV (g, x, y)->flags |= NHS_SQF_BRANCH;
  if (br == NHS_LEVEL_BRANCH_STAIRS_UP)
    {
      LEV (g, x, y)->flags |= NHS_SQF_UP;
      if (!lev->up_x)
        {
          lev->up_x = x;
          lev->up_y = y;
          lev->up_room = room;
        }
    }
  else if (!lev->dn_x)
    {
      lev->dn_x = x;
      lev->dn_y = y;
      lev->dn_room = room;
    }
}

/* mklev.c place_branch() with find_branch_room() */
static void
place_branch (Gen *g, NhsLevelBranch br, int *bx, int *by)
{
  NhsLevel *lev = g->lev;
  int room, tryct = 0, x, y;

  if (br == NHS_LEVEL_BRANCH_NONE || lev->nroom == 0)
    return;
  if (lev->nroom > 2)
    {
      do
        room = rn2 (g, lev->nroom);
      while ((room == lev->dn_room || room == lev->up_room
              || lev->rooms[room].type != NHS_ROOM_ORDINARY)
             && ++tryct < 100);
    }
  else
    room = rn2 (g, lev->nroom);
  do
    {
      x = somex (g, &lev->rooms[room]);
      y = somey (g, &lev->rooms[room]);
    }
  while (occupied (g, x, y)
         || (TYP (g, x, y) != NHS_SQ_CORR && TYP (g, x, y) != NHS_SQ_ROOM));
  place_branch_at (g, br, x, y, room);
  *bx = x;
  *by = y;
}

/* ------------------------------------------------------------ special rooms */

static const struct {
  const char *name;
  int prob;
  gboolean wand_or_book;
} shtypes[] = {
  { "general store", 42, FALSE },
  { "used armor dealership", 14, FALSE },
  { "second-hand bookstore", 10, FALSE },
  { "liquor emporium", 10, FALSE },
  { "antique weapons outlet", 5, FALSE },
  { "delicatessen", 5, FALSE },
  { "jewelers", 3, FALSE },
  { "quality apparel and accessories", 3, TRUE },
  { "hardware store", 3, FALSE },
  { "rare books", 3, TRUE },
  { "health food store", 2, FALSE },
  { "lighting store", 0, FALSE },
};

static gboolean
isbig (const NhsLevelRoom *r)
{
  return (r->hx - r->lx + 1) * (r->hy - r->ly + 1) > 20;
}

static void
set_room_type (Gen *g, int room, NhsRoomType type)
{
  g->lev->rooms[room].type = type;
  g->lev->rooms[room].type_phase = g->phase;
}

static void
mkshop (Gen *g)
{
  NhsLevel *lev = g->lev;
  int room, i, j, sx, sy;
  NhsLevelRoom *sroom;
  NhsSquare *door;

  for (room = 0;; room++)
    {
      if (lev->rooms[room].hx < 0)
        return;
      if (room >= lev->nroom)
        return;
      if (lev->rooms[room].type != NHS_ROOM_ORDINARY)
        continue;
      if (has_dnstairs (g, room) || has_upstairs (g, room))
        continue;
      if (lev->rooms[room].doorct == 1)
        break;
    }
  sroom = &lev->rooms[room];
  if (!sroom->lit)
    {
      for (int x = sroom->lx - 1; x <= sroom->hx + 1; x++)
        for (int y = sroom->ly - 1; y <= sroom->hy + 1; y++)
          lev->sq[x][y].flags |= NHS_SQF_LIT;
      sroom->lit = TRUE;
    }
  for (j = rnd (g, 100), i = 0; (j -= shtypes[i].prob) > 0; i++)
    ;
  if (isbig (sroom) && shtypes[i].wand_or_book)
    i = 0;   /* big rooms cannot be wand or book shops */
  set_room_type (g, room, NHS_ROOM_SHOP);
  sroom->shop_kind = i;

  /* shknam.c shkinit(): the shopkeeper stands inside the door */
  sx = lev->doors[lev->fdoor[room]].x;
  sy = lev->doors[lev->fdoor[room]].y;
  door = LEV (g, sx, sy);
  if (sx == sroom->lx - 1)
    sx++;
  else if (sx == sroom->hx + 1)
    sx--;
  else if (sy == sroom->ly - 1)
    sy++;
  else if (sy == sroom->hy + 1)
    sy--;
  else
    return;
  if (make_named_monster (g, "shopkeeper", '@', sx, sy, FALSE) < 0)
    return;

  /* stock_room(): no doorways without doors, no trapped or secret door */
  sx = lev->doors[lev->fdoor[room]].x;
  sy = lev->doors[lev->fdoor[room]].y;
  if (door->doormask == NHS_DOOR_NODOOR)
    door->doormask = NHS_DOOR_ISOPEN;
  if (door->typ == NHS_SQ_SDOOR)
    {
      set_typ (g, sx, sy, NHS_SQ_DOOR);
      if (!(door->doormask & NHS_DOOR_LOCKED))
        door->doormask |= NHS_DOOR_CLOSED;
    }
  if (door->doormask & NHS_DOOR_TRAPPED)
    door->doormask = NHS_DOOR_LOCKED;
  door->phase = (guint8) g->phase;
  if (door->doormask == NHS_DOOR_LOCKED)
    {
      int m = sx, n = sy;

      if (sx + 1 >= sroom->lx && sx + 1 <= sroom->hx && sy >= sroom->ly && sy <= sroom->hy)
        m--;
      else if (sx - 1 >= sroom->lx && sx - 1 <= sroom->hx && sy >= sroom->ly && sy <= sroom->hy)
        m++;
      if (sy + 1 >= sroom->ly && sy + 1 <= sroom->hy && sx >= sroom->lx && sx <= sroom->hx)
        n--;
      else if (sy - 1 >= sroom->ly && sy - 1 <= sroom->hy && sx >= sroom->lx && sx <= sroom->hx)
        n++;
      add_engraving (g, m, n, "Closed for inventory");
    }
}

/* pick an unused room, preferably with only one door */
static int
pick_room (Gen *g, gboolean strict)
{
  NhsLevel *lev = g->lev;
  int i = lev->nroom;
  int room;

  for (room = rn2 (g, lev->nroom); i--; room++)
    {
      if (room == lev->nroom)
        room = 0;
      if (lev->rooms[room].hx < 0)
        return -1;
      if (lev->rooms[room].type != NHS_ROOM_ORDINARY)
        continue;
      if (!strict)
        {
          if (has_upstairs (g, room) || (has_dnstairs (g, room) && rn2 (g, 3)))
            continue;
        }
      else if (has_upstairs (g, room) || has_dnstairs (g, room))
        continue;
      if (lev->rooms[room].doorct == 1 || !rn2 (g, 5))
        return room;
    }
  return -1;
}

static void
somexy (Gen *g, int room, int *x, int *y)
{
  *x = somex (g, &g->lev->rooms[room]);
  *y = somey (g, &g->lev->rooms[room]);
}

static void
courtmon (Gen *g, int x, int y)
{
  int i = rn2 (g, 60) + rn2 (g, 3 * g->depth);

  if (i > 100)
    make_random_monster (g, 'D', x, y, TRUE);
  else if (i > 95)
    make_random_monster (g, 'H', x, y, TRUE);
  else if (i > 85)
    make_random_monster (g, 'T', x, y, TRUE);
  else if (i > 75)
    make_random_monster (g, 'C', x, y, TRUE);
  else if (i > 60)
    make_random_monster (g, 'o', x, y, TRUE);
  else if (i > 45)
    make_named_monster (g, "bugbear", 'h', x, y, TRUE);
  else if (i > 30)
    make_named_monster (g, "hobgoblin", 'o', x, y, TRUE);
  else if (i > 15)
    make_random_monster (g, 'G', x, y, TRUE);
  else
    make_random_monster (g, 'k', x, y, TRUE);
}

static void
squadmon (Gen *g, int x, int y)
{
  static const struct {
    const char *name;
    int prob;
  } squadprob[] = {
    { "soldier", 80 }, { "sergeant", 15 }, { "lieutenant", 4 }, { "captain", 1 },
  };
  int sel_prob = rnd (g, 80 + g->depth), cpro = 0, i;

  for (i = 0; i < 4; i++)
    {
      cpro += squadprob[i].prob;
      if (cpro > sel_prob)
        break;
    }
  if (i == 4)
    i = rn2 (g, 4);
  make_named_monster (g, squadprob[i].name, '@', x, y, TRUE);
}

static void
morguemon (Gen *g, int x, int y)
{
  int i = rn2 (g, 100), hd = rn2 (g, g->depth);

  if (hd > 10 && i < 10)
    {
      /* ndemon (A_NONE): a random demon */
      make_random_monster (g, '&', x, y, TRUE);
      return;
    }
  if (hd > 8 && i > 85)
    make_random_monster (g, 'V', x, y, TRUE);
  else if (i < 20)
    make_named_monster (g, "ghost", ' ', x, y, TRUE);
  else if (i < 40)
    make_named_monster (g, "wraith", 'W', x, y, TRUE);
  else
    make_random_monster (g, 'Z', x, y, TRUE);
}

/* the game takes ubirthday % 3; the seed stands in for the birthday */
static const char *
antholemon_name (Gen *g)
{
  int indx = (int) (g->lev->params.seed % 3) + g->depth;

  switch (indx % 3)
    {
    case 0:
      return "soldier ant";
    case 1:
      return "fire ant";
    default:
      return "giant ant";
    }
}

static void
mk_zoo_thronemon (Gen *g, int x, int y)
{
  int i = rnd (g, g->depth);
  const char *name = (i > 9) ? "ogre king"
                     : (i > 5) ? "elvenking"
                     : (i > 2) ? "dwarf king"
                     : "gnome king";
  char sym = (i > 9) ? 'O' : (i > 5) ? '@' : (i > 2) ? 'h' : 'G';

  make_named_monster (g, name, sym, x, y, TRUE);
}

static void
make_grave (Gen *g, int x, int y)
{
  if (TYP (g, x, y) != NHS_SQ_ROOM && TYP (g, x, y) != NHS_SQ_GRAVE)
    return;
  if (LEV (g, x, y)->trap)
    return;
  set_typ (g, x, y, NHS_SQ_GRAVE);
}

static void
fill_zoo (Gen *g, int room)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *sroom = &lev->rooms[room];
  NhsRoomType type = sroom->type;
  int sh = lev->fdoor[room];
  int tx = 0, ty = 0, sx, sy, i;
  Coord door = { 0, 0 };

  if (sroom->doorct)
    door = lev->doors[sh];
  switch (type)
    {
    case NHS_ROOM_COURT:
      i = 100;
      do   /* don't place throne on top of stairs */
        somexy (g, room, &tx, &ty);
      while (occupied (g, tx, ty) && --i > 0);
      mk_zoo_thronemon (g, tx, ty);
      break;
    case NHS_ROOM_BEEHIVE:
      tx = sroom->lx + (sroom->hx - sroom->lx + 1) / 2;
      ty = sroom->ly + (sroom->hy - sroom->ly + 1) / 2;
      break;
    default:
      break;
    }

  for (sx = sroom->lx; sx <= sroom->hx; sx++)
    for (sy = sroom->ly; sy <= sroom->hy; sy++)
      {
        if (!(TYP (g, sx, sy) > NHS_SQ_DOOR)
            || (sroom->doorct
                && ((sx == sroom->lx && door.x == sx - 1)
                    || (sx == sroom->hx && door.x == sx + 1)
                    || (sy == sroom->ly && door.y == sy - 1)
                    || (sy == sroom->hy && door.y == sy + 1))))
          continue;
        if (type == NHS_ROOM_COURT && TYP (g, sx, sy) == NHS_SQ_THRONE)
          continue;
        switch (type)
          {
          case NHS_ROOM_COURT:
            courtmon (g, sx, sy);
            break;
          case NHS_ROOM_BARRACKS:
            squadmon (g, sx, sy);
            break;
          case NHS_ROOM_MORGUE:
            morguemon (g, sx, sy);
            break;
          case NHS_ROOM_BEEHIVE:
            if (sx == tx && sy == ty)
              make_named_monster (g, "queen bee", 'a', sx, sy, TRUE);
            else
              make_named_monster (g, "killer bee", 'a', sx, sy, TRUE);
            break;
          case NHS_ROOM_LEPREHALL:
            make_named_monster (g, "leprechaun", 'l', sx, sy, TRUE);
            break;
          case NHS_ROOM_COCKNEST:
            make_named_monster (g, "cockatrice", 'c', sx, sy, TRUE);
            break;
          case NHS_ROOM_ANTHOLE:
            make_named_monster (g, antholemon_name (g), 'a', sx, sy, TRUE);
            break;
          default:
            make_random_monster (g, 0, sx, sy, TRUE);
            break;
          }
        /* (gold, corpses, boxes, royal jelly, statues, food: objects) */
        if (type == NHS_ROOM_MORGUE && !rn2 (g, 5))
          make_grave (g, sx, sy);
      }
  if (type == NHS_ROOM_COURT)
    {
      set_typ (g, tx, ty, NHS_SQ_THRONE);
      /* (the royal chest is an object) */
    }
}

static void
mkzoo (Gen *g, NhsRoomType type)
{
  int room = pick_room (g, FALSE);

  if (room >= 0)
    {
      set_room_type (g, room, type);
      fill_zoo (g, room);
    }
}

static void
mkswamp (Gen *g)
{
  NhsLevel *lev = g->lev;
  int eelct = 0;

  for (int i = 0; i < 5; i++)   /* turn up to 5 rooms swampy */
    {
      int room = rn2 (g, lev->nroom);
      NhsLevelRoom *sroom = &lev->rooms[room];

      if (sroom->hx < 0 || sroom->type != NHS_ROOM_ORDINARY
          || has_upstairs (g, room) || has_dnstairs (g, room))
        continue;
      set_room_type (g, room, NHS_ROOM_SWAMP);
      for (int sx = sroom->lx; sx <= sroom->hx; sx++)
        for (int sy = sroom->ly; sy <= sroom->hy; sy++)
          if (!LEV (g, sx, sy)->mon && !LEV (g, sx, sy)->trap
              && !nexttodoor (g, sx, sy))
            {
              if ((sx + sy) % 2)
                {
                  set_typ (g, sx, sy, NHS_SQ_POOL);
                  if (!eelct || !rn2 (g, 4))
                    {
                      /* mkclass() won't do, as we might get kraken */
                      if (rn2 (g, 5))
                        make_named_monster (g, "giant eel", ';', sx, sy, FALSE);
                      else if (rn2 (g, 2))
                        make_named_monster (g, "piranha", ';', sx, sy, FALSE);
                      else
                        make_named_monster (g, "electric eel", ';', sx, sy, FALSE);
                      eelct++;
                    }
                }
              else if (!rn2 (g, 4))   /* swamps tend to be moldy */
                make_random_monster (g, 'F', sx, sy, FALSE);
            }
    }
}

static void
mktemple (Gen *g)
{
  NhsLevel *lev = g->lev;
  int room = pick_room (g, TRUE);
  NhsLevelRoom *sroom;
  int delta, x, y;

  if (room < 0)
    return;
  sroom = &lev->rooms[room];
  set_room_type (g, room, NHS_ROOM_TEMPLE);
  /* shrine_pos(): the centre, or next to it */
  delta = sroom->hx - sroom->lx;
  x = sroom->lx + delta / 2;
  if ((delta % 2) && rn2 (g, 2))
    x++;
  delta = sroom->hy - sroom->ly;
  y = sroom->ly + delta / 2;
  if ((delta % 2) && rn2 (g, 2))
    y++;
  set_typ (g, x, y, NHS_SQ_ALTAR);
  LEV (g, x, y)->flags |= NHS_SQF_SHRINE;
  LEV (g, x, y)->altar_align = (gint8) (rn2 (g, 3) - 1);
  /* priestini(): the priest stands east of the altar */
  make_named_monster (g, "aligned priest", '@', x + 1, y, FALSE);
}

static void
special_rooms (Gen *g, int room_threshold)
{
  int u_depth = g->depth;
  int medusa = g->lev->params.medusa_depth > 0 ? g->lev->params.medusa_depth : 24;
  int nroom = g->lev->nroom;

  if (u_depth > 1 && u_depth < medusa && nroom >= room_threshold
      && rn2 (g, u_depth) < 3)
    mkshop (g);
  else if (u_depth > 4 && !rn2 (g, 6))
    mkzoo (g, NHS_ROOM_COURT);
  else if (u_depth > 5 && !rn2 (g, 8))
    mkzoo (g, NHS_ROOM_LEPREHALL);
  else if (u_depth > 6 && !rn2 (g, 7))
    mkzoo (g, NHS_ROOM_ZOO);
  else if (u_depth > 8 && !rn2 (g, 5))
    mktemple (g);
  else if (u_depth > 9 && !rn2 (g, 5))
    mkzoo (g, NHS_ROOM_BEEHIVE);
  else if (u_depth > 11 && !rn2 (g, 6))
    mkzoo (g, NHS_ROOM_MORGUE);
  else if (u_depth > 12 && !rn2 (g, 8))
    mkzoo (g, NHS_ROOM_ANTHOLE);
  else if (u_depth > 14 && !rn2 (g, 4))
    mkzoo (g, NHS_ROOM_BARRACKS);
  else if (u_depth > 15 && !rn2 (g, 6))
    mkswamp (g);
  else if (u_depth > 16 && !rn2 (g, 8))
    mkzoo (g, NHS_ROOM_COCKNEST);
}

/* ---------------------------------------------------------------- features */

static gboolean
find_furniture_spot (Gen *g, int room, int *x, int *y)
{
  int tryct = 0;

  do
    {
      if (++tryct > 200)
        return FALSE;
      somexy (g, room, x, y);
    }
  while (occupied (g, *x, *y) || bydoor (g, *x, *y));
  return TRUE;
}

static void
room_contents (Gen *g, int room)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *croom = &lev->rooms[room];
  int x, y;

  /* put a sleeping monster inside (it may be on the stairs) */
  if (lev->params.amulet || !rn2 (g, 3))
    {
      int mi;

      x = somex (g, croom);
      y = somey (g, croom);
      g->phase = NHS_LEVEL_PHASE_MONSTERS;
      mi = make_random_monster (g, 0, x, y, FALSE);
      if (mi >= 0 && g->spider_index >= 0
          && lev->monsters[mi].mindex == g->spider_index
          && !occupied (g, x, y))
        {
          g->phase = NHS_LEVEL_PHASE_TRAPS;
          maketrap (g, x, y, NHS_TRAP_WEB);
        }
    }

  /* put traps and mimics inside */
  g->phase = NHS_LEVEL_PHASE_TRAPS;
  x = 8 - (g->depth / 6);
  if (x <= 1)
    x = 2;
  while (!rn2 (g, x))
    mktrap_in_room (g, room);

  /* (gold: an object) */
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  if (!rn2 (g, 10) && find_furniture_spot (g, room, &x, &y))
    set_typ (g, x, y, NHS_SQ_FOUNTAIN);   /* (blessed 1 in 7: not kept) */
  if (!rn2 (g, 60) && find_furniture_spot (g, room, &x, &y))
    set_typ (g, x, y, NHS_SQ_SINK);
  if (!rn2 (g, 60) && croom->type == NHS_ROOM_ORDINARY
      && find_furniture_spot (g, room, &x, &y))
    {
      set_typ (g, x, y, NHS_SQ_ALTAR);
      LEV (g, x, y)->altar_align = (gint8) (rn2 (g, 3) - 1);
    }
  x = 80 - (g->depth * 2);
  if (x < 2)
    x = 2;
  if (!rn2 (g, x) && croom->type == NHS_ROOM_ORDINARY
      && find_furniture_spot (g, room, &x, &y))
    make_grave (g, x, y);
  /* (statues, boxes, graffiti, objects: left out) */
}

/* ------------------------------------------------------------ phases */

static void
end_phase (Gen *g, NhsLevelPhase phase)
{
  if (g->lev->snap)
    memcpy (g->lev->snap[phase], g->lev->sq, sizeof g->lev->sq);
  g->phase = phase + 1;
}

/* The room loop interleaves monsters, traps and features; their snapshots
 * are built from the final level, which only they changed since then. */
static void
finish_snapshots (Gen *g, int branch_x, int branch_y)
{
  NhsLevel *lev = g->lev;
  NhsSquare (*snap)[COLNO][ROWNO] = lev->snap;

  if (!snap)
    return;
  /* branch stairs (or portal) are made after the special rooms; show them
   * with the other stairs */
  if (branch_x)
    for (int p = NHS_LEVEL_PHASE_STAIRS; p <= NHS_LEVEL_PHASE_SPECIAL_ROOMS; p++)
      snap[p][branch_x][branch_y] = lev->sq[branch_x][branch_y];

  for (int x = 0; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      {
        const NhsSquare *fin = &lev->sq[x][y];
        NhsSquare s = snap[NHS_LEVEL_PHASE_SPECIAL_ROOMS][x][y];

        s.mon = 0;
        if (fin->phase == NHS_LEVEL_PHASE_FEATURES)
          {
            s.typ = fin->typ;
            s.phase = fin->phase;
            s.altar_align = fin->altar_align;
          }
        snap[NHS_LEVEL_PHASE_FEATURES][x][y] = s;
        if (fin->trap && fin->trap_phase == NHS_LEVEL_PHASE_TRAPS)
          {
            s.trap = fin->trap;
            s.trap_phase = fin->trap_phase;
          }
        snap[NHS_LEVEL_PHASE_TRAPS][x][y] = s;
        snap[NHS_LEVEL_PHASE_MONSTERS][x][y] = *fin;
      }
  /* monsters: only those of earlier phases appear in earlier snapshots */
  for (int p = 0; p < NHS_LEVEL_PHASE_MONSTERS; p++)
    for (int x = 0; x < COLNO; x++)
      for (int y = 0; y < ROWNO; y++)
        {
          NhsSquare *s = &snap[p][x][y];

          s->mon = 0;
          if (lev->sq[x][y].mon
              && lev->monsters[lev->sq[x][y].mon - 1].phase <= (NhsLevelPhase) p)
            s->mon = lev->sq[x][y].mon;
        }
}

/* ------------------------------------------- for makemaz (nhs-level-maze.c) */

NhsRng *
nhs_level_gen_rng (NhsLevelGen *g)
{
  return &g->rng;
}

int
nhs_level_gen_depth (NhsLevelGen *g)
{
  return g->depth;
}

NhsSquare *
nhs_level_gen_square (NhsLevelGen *g, int x, int y)
{
  return LEV (g, x, y);
}

void
nhs_level_gen_set_typ (NhsLevelGen *g, int x, int y, NhsSquareType typ)
{
  set_typ (g, x, y, typ);
}

void
nhs_level_gen_set_phase (NhsLevelGen *g, NhsLevelPhase phase)
{
  g->phase = phase;
}

gboolean
nhs_level_gen_occupied (NhsLevelGen *g, int x, int y)
{
  return occupied (g, x, y);
}

gboolean
nhs_level_gen_maketrap (NhsLevelGen *g, int x, int y, NhsTrapType typ)
{
  return maketrap (g, x, y, typ);
}

int
nhs_level_gen_random_monster (NhsLevelGen *g, int x, int y)
{
  return make_random_monster (g, 0, x, y, FALSE);
}

int
nhs_level_gen_named_monster (NhsLevelGen *g, const char *name, char symbol,
                             int x, int y)
{
  return make_named_monster (g, name, symbol, x, y, FALSE);
}

gboolean
nhs_level_gen_pick_monster (NhsLevelGen *g, char mclass, int *mindex,
                            char *symbol)
{
  const NhsLevelParams *p = &g->lev->params;

  *mindex = -1;
  *symbol = mclass ? mclass : '?';
  if (!p->picker)
    return TRUE;
  *mindex = p->picker (p->picker_data, &g->rng, mclass, symbol);
  return *mindex >= 0;
}

int
nhs_level_gen_add_monster (NhsLevelGen *g, int x, int y, int mindex,
                           char symbol)
{
  return add_monster (g, x, y, mindex, symbol, NULL, FALSE);
}

void
nhs_level_gen_stairs (NhsLevelGen *g, gboolean up, int x, int y)
{
  set_typ (g, x, y, NHS_SQ_STAIRS);
  if (up)
    {
      LEV (g, x, y)->flags |= NHS_SQF_UP;
      g->lev->up_x = x;
      g->lev->up_y = y;
      g->lev->up_room = -1;
    }
  else
    {
      g->lev->dn_x = x;
      g->lev->dn_y = y;
      g->lev->dn_room = -1;
    }
}

NhsSquare *
nhs_level_gen_snapshot (NhsLevelGen *g, NhsLevelPhase phase)
{
  return g->lev->snap ? &g->lev->snap[phase][0][0] : NULL;
}

/* ------------------------------------------------------------ makelevel */

static void
makelevel (Gen *g)
{
  NhsLevel *lev = g->lev;
  NhsLevelBranch br = level_branch (&lev->params);
  int room_threshold;
  int croom, troom;
  int branch_x = 0, branch_y = 0;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  makerooms (g);
  sort_rooms (g);
  end_phase (g, NHS_LEVEL_PHASE_ROOMS);

  /* construct stairs (up and down in different rooms if possible) */
  croom = rn2 (g, lev->nroom);
  {
    int x = somex (g, &lev->rooms[croom]);
    int y = somey (g, &lev->rooms[croom]);

    set_typ (g, x, y, NHS_SQ_STAIRS);
    lev->dn_x = x;
    lev->dn_y = y;
    lev->dn_room = croom;
  }
  if (lev->nroom > 1)
    {
      troom = croom;
      croom = rn2 (g, lev->nroom - 1);
      if (croom == troom)
        croom++;
    }
  if (g->depth != 1)
    {
      int sx, sy;

      do
        {
          sx = somex (g, &lev->rooms[croom]);
          sy = somey (g, &lev->rooms[croom]);
        }
      while (occupied (g, sx, sy));
      set_typ (g, sx, sy, NHS_SQ_STAIRS);
      LEV (g, sx, sy)->flags |= NHS_SQF_UP;
      lev->up_x = sx;
      lev->up_y = sy;
      lev->up_room = croom;
    }
  room_threshold = (br != NHS_LEVEL_BRANCH_NONE) ? 4 : 3;
  end_phase (g, NHS_LEVEL_PHASE_STAIRS);

  makecorridors (g);
  end_phase (g, NHS_LEVEL_PHASE_CORRIDORS);

  make_niches (g);
  end_phase (g, NHS_LEVEL_PHASE_NICHES);

  /* make a secret treasure vault, not connected to the rest */
  if (g->vault_x != -1)
    {
      int w = 1, h = 1;
      gboolean ok = FALSE;

      if (check_room (g, &g->vault_x, &w, &g->vault_y, &h, TRUE))
        ok = TRUE;
      else if (rnd_rect (g) && create_room (g, TRUE))
        {
          g->vault_x = lev->rooms[lev->nroom].lx;
          g->vault_y = lev->rooms[lev->nroom].ly;
          if (check_room (g, &g->vault_x, &w, &g->vault_y, &h, TRUE))
            ok = TRUE;
          else
            lev->rooms[lev->nroom].hx = -1;
        }
      if (ok)
        {
          lev->vault_room = lev->nroom;
          add_room (g, g->vault_x, g->vault_y, g->vault_x + w, g->vault_y + h,
                    TRUE, NHS_ROOM_VAULT);
          ++room_threshold;
          /* (fill_room: the vault's gold is an object) */
          /* mk_knox_portal(): Fort Ludios' portal, 1 time in 3 below
           * depth 10 and above Medusa, while it is not yet placed */
          if (!lev->params.ludios_placed && br == NHS_LEVEL_BRANCH_NONE
              && !rn2 (g, 3) && g->depth > 10
              && g->depth < (lev->params.medusa_depth > 0
                             ? lev->params.medusa_depth : 24))
            maketrap (g, g->vault_x + w, g->vault_y + h, NHS_TRAP_MAGIC_PORTAL);
          if (!rn2 (g, 3))
            makeniche (g, NHS_TRAP_TELEP);   /* makevtele() */
        }
    }
  end_phase (g, NHS_LEVEL_PHASE_VAULT);

  special_rooms (g, room_threshold);
  /* place the branch (stairs to the Planes on level 1, the Mines',
   * Sokoban's stairs, the Quest's portal): shown with the stairs */
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  place_branch (g, br, &branch_x, &branch_y);
  g->phase = NHS_LEVEL_PHASE_SPECIAL_ROOMS;
  end_phase (g, NHS_LEVEL_PHASE_SPECIAL_ROOMS);

  /* for each room: put things inside */
  for (int room = 0; lev->rooms[room].hx > 0; room++)
    if (lev->rooms[room].type == NHS_ROOM_ORDINARY)
      room_contents (g, room);
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  end_phase (g, NHS_LEVEL_PHASE_FEATURES);
  end_phase (g, NHS_LEVEL_PHASE_TRAPS);
  end_phase (g, NHS_LEVEL_PHASE_MONSTERS);
  finish_snapshots (g, branch_x, branch_y);
}

NhsLevel *
nhs_level_generate (const NhsLevelParams *params,
                    GError              **error)
{
  NhsLevel *lev;
  Gen g;

  g_return_val_if_fail (params != NULL, NULL);
  if (params->depth < 1 || params->depth > 60)
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "The depth must be between 1 and 60, not %d.", params->depth);
      return NULL;
    }
  lev = g_new (NhsLevel, 1);
  memset (lev->sq, 0, sizeof lev->sq);
  for (int x = 0; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      lev->sq[x][y].room = -1;
  lev->params = *params;
  lev->nroom = 0;
  lev->rooms[0].hx = -1;
  lev->vault_room = -1;
  lev->doorindex = 0;
  lev->up_x = lev->up_y = lev->dn_x = lev->dn_y = 0;
  lev->up_room = lev->dn_room = -1;
  lev->niches = 0;
  lev->monsters = NULL;
  lev->n_monsters = lev->monsters_alloc = 0;
  lev->n_engravings = 0;
  lev->snap = params->record_phases
              ? g_malloc (sizeof (NhsSquare[COLNO][ROWNO]) * NHS_LEVEL_N_PHASES)
              : NULL;

  g.lev = lev;
  nhs_rng_init (&g.rng, params->seed);
  g.depth = params->depth;
  g.vault_x = -1;
  g.vault_y = -1;
  g.phase = NHS_LEVEL_PHASE_ROOMS;
  init_rect (&g);
  g.spider_index = params->lookup
                   ? params->lookup (params->picker_data, "giant spider") : -1;
  if (params->kind == NHS_LEVEL_KIND_MAZE)
    nhs_level_make_maze (&g);
  else if (params->kind == NHS_LEVEL_KIND_MINES)
    nhs_level_make_mines (&g);
  else
    makelevel (&g);
  return lev;
}

void
nhs_level_free (NhsLevel *level)
{
  if (!level)
    return;
  g_free (level->monsters);
  g_free (level->snap);
  g_free (level);
}

/* ------------------------------------------------------------ accessors */

int
nhs_level_get_depth (const NhsLevel *level)
{
  return level->params.depth;
}

guint64
nhs_level_get_seed (const NhsLevel *level)
{
  return level->params.seed;
}

const NhsSquare *
nhs_level_square (const NhsLevel *level,
                  int             x,
                  int             y)
{
  g_return_val_if_fail (x >= 0 && x < COLNO && y >= 0 && y < ROWNO, NULL);
  return &level->sq[x][y];
}

const NhsSquare *
nhs_level_square_at_phase (const NhsLevel *level,
                           NhsLevelPhase   phase,
                           int             x,
                           int             y)
{
  g_return_val_if_fail (x >= 0 && x < COLNO && y >= 0 && y < ROWNO, NULL);
  if (!level->snap || phase >= NHS_LEVEL_N_PHASES || phase < 0)
    return &level->sq[x][y];
  return &level->snap[phase][x][y];
}

gboolean
nhs_level_has_phases (const NhsLevel *level)
{
  return level->snap != NULL;
}

int
nhs_level_n_rooms (const NhsLevel *level)
{
  return level->nroom;
}

const NhsLevelRoom *
nhs_level_room (const NhsLevel *level,
                int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->nroom, NULL);
  return &level->rooms[i];
}

int
nhs_level_vault_room (const NhsLevel *level)
{
  return level->vault_room;
}

int
nhs_level_n_monsters (const NhsLevel *level)
{
  return level->n_monsters;
}

const NhsLevelMonster *
nhs_level_monster (const NhsLevel *level,
                   int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_monsters, NULL);
  return &level->monsters[i];
}

int
nhs_level_n_engravings (const NhsLevel *level)
{
  return level->n_engravings;
}

const NhsLevelEngraving *
nhs_level_engraving (const NhsLevel *level,
                     int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_engravings, NULL);
  return &level->engravings[i];
}

gboolean
nhs_level_get_stairs (const NhsLevel *level,
                      gboolean        up,
                      int            *x,
                      int            *y,
                      int            *room)
{
  int sx = up ? level->up_x : level->dn_x;

  if (!sx)
    return FALSE;
  if (x)
    *x = sx;
  if (y)
    *y = up ? level->up_y : level->dn_y;
  if (room)
    *room = up ? level->up_room : level->dn_room;
  return TRUE;
}

int
nhs_level_n_niches (const NhsLevel *level)
{
  return level->niches;
}
