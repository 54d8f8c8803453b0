/* nhs-level-mines.c: NetHack 3.6.7's Gnomish Mines filler level ("minefill")
 *
 * Written from reading the game's dat/mines.des (the minefill level),
 * mkmap.c (the INIT_MAP "mines" cave), sp_lev.c (how the level's lines run:
 * random locations, stairs, monsters, traps), mkmaze.c (wallification),
 * mklev.c (mkstairs, mktrap) and teleport.c (enexto); the order of the dice
 * follows the game.
 *
 * minefill is: a lit-or-not cave of floor in stone, smoothed and joined,
 * walled; up stairs, down stairs anywhere on the floor; three gems, a tool
 * and three random objects; seven gnomes, a gnome lord, two dwarves, two
 * random G and one random h; six random traps.
 *
 * Left out, knowingly:
 *  - the objects (their dice are not rolled; no other distribution
 *    depends on them) and the gold and gems mineralize() buries;
 *  - the first Mines level: its up stairs are the branch stairs, placed by
 *    the game after the rest (here it gets ordinary up stairs);
 *  - a gnome or dwarf hero: the game then makes 2 in 3 of the level's
 *    gnomes and dwarves random monsters instead;
 *  - genocides: every monster the level names exists;
 *  - the random G and h are the picker's mkclass(), which the game calls
 *    with G_NOGEN (the classes' members are all generated normally).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

#include <string.h>

#define HEIGHT (ROWNO - 1)
#define WIDTH (COLNO - 2)
#define MAXROOMS (NHS_LEVEL_MAX_ROOMS * 2)

typedef struct {
  int lx, ly, hx, hy;
} MRoom;

typedef struct {
  NhsLevelGen *g;
  guint8 roomno[COLNO][ROWNO];   /* 1 + region index, or 0 */
  MRoom rooms[MAXROOMS];
  int nroom;
} Mines;

static inline int
typ (Mines *m, int x, int y)
{
  return LEV (m->g, x, y)->typ;
}

/* ------------------------------------------------------------- mkmap.c */

/* The cave is grown on a grid of its own, 1 for floor, with a border of
 * stone all round (cell[x + 1][y + 1] is square x, y; everything get_map ()
 * calls stone outside columns 1..WIDTH and rows 0..HEIGHT-1 stays 0), then
 * written to the level: the same squares the game's passes leave, faster. */
typedef guint8 Cells[COLNO + 2][ROWNO + 2];

static void
init_fill (Mines *m, Cells cell)
{
  const int limit = (WIDTH * HEIGHT * 2) / 5;
  int count = 0;

  while (count < limit)
    {
      int i = rn1 (m->g, WIDTH - 1, 2);
      int j = rnd (m->g, HEIGHT - 1);

      if (!cell[i + 1][j + 1])
        {
          cell[i + 1][j + 1] = 1;
          count++;
        }
    }
}

static inline int
floor_neighbours (Cells cell, int i, int j)
{
  const guint8 *l = cell[i], *c = cell[i + 1], *r = cell[i + 2];

  return l[j] + l[j + 1] + l[j + 2] + c[j] + c[j + 2] + r[j] + r[j + 1] + r[j + 2];
}

/* pass one: changes in place, as it goes */
static void
pass_one (Cells cell)
{
  for (int i = 2; i <= WIDTH; i++)
    for (int j = 1; j < HEIGHT; j++)
      {
        int count = floor_neighbours (cell, i, j);

        if (count <= 2)
          cell[i + 1][j + 1] = 0;
        else if (count >= 5)
          cell[i + 1][j + 1] = 1;
      }
}

/* passes two and three: all at once */
static void
pass_two_three (Cells cell, gboolean three)
{
  Cells next;

  memcpy (next, cell, sizeof next);
  for (int i = 2; i <= WIDTH; i++)
    for (int j = 1; j < HEIGHT; j++)
      {
        int count = floor_neighbours (cell, i, j);

        if (three ? count < 3 : count == 5)
          next[i + 1][j + 1] = 0;
      }
  memcpy (cell, next, sizeof next);
}

static void
grow_cave (Mines *m)
{
  Cells cell;

  memset (cell, 0, sizeof cell);
  init_fill (m, cell);
  pass_one (cell);
  pass_two_three (cell, FALSE);
  pass_two_three (cell, TRUE);
  pass_two_three (cell, TRUE);
  for (int i = 2; i <= WIDTH; i++)
    for (int j = 1; j < HEIGHT; j++)
      if (cell[i + 1][j + 1])
        set_typ (m->g, i, j, NHS_SQ_ROOM);
}

/* flood_fill_rm (not anyroom): the 8-connected floor around (sx, sy),
 * marked with region rmno; its size and bounding box */
static int
flood_region (Mines *m, int sx, int sy, int rmno, MRoom *box)
{
  static const int dirs[8][2] = {
    { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 },
    { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 },
  };
  int stack[COLNO * ROWNO][2];
  int sp = 0, n = 0;

  box->lx = box->hx = sx;
  box->ly = box->hy = sy;
  m->roomno[sx][sy] = (guint8) rmno;
  stack[sp][0] = sx;
  stack[sp][1] = sy;
  sp++;
  while (sp > 0)
    {
      int x, y;

      sp--;
      x = stack[sp][0];
      y = stack[sp][1];
      n++;
      box->lx = MIN (box->lx, x);
      box->hx = MAX (box->hx, x);
      box->ly = MIN (box->ly, y);
      box->hy = MAX (box->hy, y);
      for (int d = 0; d < 8; d++)
        {
          int nx = x + dirs[d][0], ny = y + dirs[d][1];

          if (!isok (nx, ny) || nx > WIDTH || typ (m, nx, ny) != NHS_SQ_ROOM
              || m->roomno[nx][ny] == rmno)
            continue;
          m->roomno[nx][ny] = (guint8) rmno;
          stack[sp][0] = nx;
          stack[sp][1] = ny;
          sp++;
        }
    }
  return n;
}

/* mkroom.c somexy() for an irregular room */
static gboolean
cave_somexy (Mines *m, int r, int *x, int *y)
{
  const MRoom *c = &m->rooms[r];

  for (int tries = 0; tries < 100; tries++)
    {
      *x = rn1 (m->g, c->hx - c->lx + 1, c->lx);
      *y = rn1 (m->g, c->hy - c->ly + 1, c->ly);
      if (m->roomno[*x][*y] == r + 1)
        return TRUE;
    }
  for (*x = c->lx; *x <= c->hx; (*x)++)
    for (*y = c->ly; *y <= c->hy; (*y)++)
      if (m->roomno[*x][*y] == r + 1)
        return TRUE;
  return FALSE;
}

static void
join_map (Mines *m)
{
  for (int i = 2; i <= WIDTH && m->nroom < MAXROOMS; i++)
    for (int j = 1; j < HEIGHT && m->nroom < MAXROOMS; j++)
      {
        MRoom box;
        int n;

        if (typ (m, i, j) != NHS_SQ_ROOM || m->roomno[i][j])
          continue;
        n = flood_region (m, i, j, m->nroom + 1, &box);
        if (n > 3)
          m->rooms[m->nroom++] = box;
        else   /* a tiny hole: filled in */
          for (int x = box.lx; x <= box.hx; x++)
            for (int y = box.ly; y <= box.hy; y++)
              if (m->roomno[x][y] == m->nroom + 1)
                {
                  set_typ (m->g, x, y, NHS_SQ_STONE);
                  m->roomno[x][y] = 0;
                }
      }

  for (int a = 0, b = 1; b < m->nroom; b++)
    {
      int sx, sy, ex, ey;
      const MRoom *ra = &m->rooms[a], *rb = &m->rooms[b];

      if (!cave_somexy (m, a, &sx, &sy) || !cave_somexy (m, b, &ex, &ey))
        {
          sx = ra->lx + (ra->hx - ra->lx) / 2;
          sy = ra->ly + (ra->hy - ra->ly) / 2;
          ex = rb->lx + (rb->hx - rb->lx) / 2;
          ey = rb->ly + (rb->hy - rb->ly) / 2;
        }
      {
        Coord org = { sx, sy }, dest = { ex, ey };

        /* sp_lev.c dig_corridor (org, dest, FALSE, ROOM, STONE) */
        nhs_lev_dig_corridor (m->g, &org, &dest, FALSE, NHS_SQ_ROOM, NHS_SQ_STONE);
      }
      if (rb->lx > ra->hx
          || ((rb->ly > ra->hy || rb->hy < ra->ly) && rn2 (m->g, 3)))
        a = b;
    }
}

/* mkmap.c wallify_map: stone next to floor becomes a wall, horizontal
 * when the last floor around it (in the game's order) is above or below */
static void
wallify_map (Mines *m)
{
  Cells floor;   /* 1 for floor, a border of 0 (off the map) */

  memset (floor, 0, sizeof floor);
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      floor[x + 1][y + 1] = typ (m, x, y) == NHS_SQ_ROOM;
  /* the game sets the square for each floor neighbour in turn, rows above
   * to below: the last one decides, so the lowest row with floor does */
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      {
        int below, here, above;

        if (typ (m, x, y) != NHS_SQ_STONE)
          continue;
        above = floor[x][y] | floor[x + 1][y] | floor[x + 2][y];
        here = floor[x][y + 1] | floor[x + 2][y + 1];
        below = floor[x][y + 2] | floor[x + 1][y + 2] | floor[x + 2][y + 2];
        if (below || (!here && above))
          set_typ (m->g, x, y, NHS_SQ_HWALL);
        else if (here)
          set_typ (m->g, x, y, NHS_SQ_VWALL);
      }
}

/* mkmap (INIT_MAP: mines, '.', ' ', smoothed, joined, lit, walled) */
static void
mkmap (Mines *m, gboolean lit)
{
  grow_cave (m);
  join_map (m);
  wallify_map (m);
  if (lit)
    for (int x = 1; x < COLNO; x++)
      for (int y = 0; y < ROWNO; y++)
        {
          int t = typ (m, x, y);

          if (t == NHS_SQ_ROOM || NHS_SQ_IS_WALL (t))
            LEV (m->g, x, y)->flags |= NHS_SQF_LIT;
        }
  /* (sp_lev.c runs wallification() after the level's lines; only the
   * walls change, which nothing on the level touches, so it is done here
   * and the map shows the walls as the game draws them) */
  nhs_lev_wallification (m->g, 1, 0, COLNO - 1, ROWNO - 1);
}

/* ----------------------------------------------------------- sp_lev.c */

/* get_location (random, DRY, no room): floor anywhere on the level */
static gboolean
random_floor (Mines *m, int *x, int *y)
{
  for (int cpt = 0; cpt < 100; cpt++)
    {
      int t;

      *x = 1 + rn2 (m->g, COLNO - 1);
      *y = rn2 (m->g, ROWNO);
      t = typ (m, *x, *y);
      if (t == NHS_SQ_ROOM || t == NHS_SQ_CORR)
        return TRUE;
    }
  for (int xx = 0; xx < COLNO - 1; xx++)
    for (int yy = 0; yy < ROWNO; yy++)
      {
        int t = typ (m, 1 + xx, yy);

        if (t == NHS_SQ_ROOM || t == NHS_SQ_CORR)
          {
            *x = 1 + xx;
            *y = yy;
            return TRUE;
          }
      }
  return FALSE;
}

/* goodpos for a walker: somewhere to stand, nobody there */
static gboolean
goodpos (Mines *m, int x, int y)
{
  const NhsSquare *s = LEV (m->g, x, y);

  return !s->mon && s->typ >= NHS_SQ_DOOR
         && !(s->typ == NHS_SQ_DOOR
              && (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED)));
}

/* teleport.c enexto(): a random one of the nearest free squares */
static gboolean
enexto (Mines *m, int xx, int yy, int *cx, int *cy)
{
  enum { MAX_GOOD = 15 };
  int good[MAX_GOOD][2];
  int n = 0;
  int rangemax = MAX (MAX (xx - 1, (COLNO - 1) - xx),
                      MAX (yy, (ROWNO - 1) - yy));
  int range = 1;

#define TRY(px, py) \
  do { \
    if (goodpos (m, (px), (py))) \
      { \
        good[n][0] = (px); \
        good[n][1] = (py); \
        if (++n == MAX_GOOD) \
          goto full; \
      } \
  } while (0)
  do
    {
      int xmin = MAX (1, xx - range), xmax = MIN (COLNO - 1, xx + range);
      int ymin = MAX (0, yy - range), ymax = MIN (ROWNO - 1, yy + range);

      for (int x = xmin; x <= xmax; x++)
        {
          TRY (x, ymin);
          TRY (x, ymax);
        }
      for (int y = ymin; y < ymax; y++)
        {
          TRY (xmin, y);
          TRY (xmax, y);
        }
    }
  while (++range <= rangemax && n == 0);
#undef TRY
  if (n == 0)
    return FALSE;
full:
  {
    int i = rn2 (m->g, n);

    *cx = good[i][0];
    *cy = good[i][1];
  }
  return TRUE;
}

/* MONSTER: (class, "name"), random  or  MONSTER: class, random */
static void
create_monster (Mines *m, char mclass, const char *name)
{
  int idx = -1, x, y;
  char sym = mclass;
  const char *picked_name = NULL;
  gboolean random_pick = FALSE;

  if (!name)
    {
      /* mkclass (class, G_NOGEN); none: a random monster instead */
      if (!nhs_lev_pick_monster (m->g, mclass, &idx, &sym, &picked_name))
        random_pick = TRUE;
    }
  if (!random_floor (m, &x, &y))
    return;
  if (LEV (m->g, x, y)->mon)
    enexto (m, x, y, &x, &y);
  if (LEV (m->g, x, y)->mon)
    return;   /* makemon: someone is already there */
  if (name)
    nhs_lev_make_named_monster (m->g, name, mclass, x, y, FALSE);
  else if (random_pick)
    nhs_lev_make_random_monster (m->g, 0, x, y, FALSE);
  else
    nhs_lev_add_monster (m->g, x, y, idx, sym, picked_name, FALSE);
}

/* mklev.c mktrap (random kind) for a special level outside Gehennom */
static int
random_trap_kind (Mines *m)
{
  int lvl = m->g->depth;
  int kind;

  kind = nhs_level_random_trap_kind (&m->g->rng, lvl, FALSE);
  /* a filler level always has a level below: holes stay holes */
  return kind;
}

/* TRAP: random, random */
static void
create_trap (Mines *m)
{
  int x, y, kind;

  /* (the game retries on stairs, which random floor never is) */
  if (!random_floor (m, &x, &y))
    return;
  kind = random_trap_kind (m);
  nhs_lev_trap_with_spider (m->g, x, y, kind);
  /* (a dead adventurer's belongings on shallow levels are objects) */
}

/* the six TRAP: random lines */
static void
make_traps (Mines *m)
{
  NhsLevelPhase ph = m->g->phase;

  m->g->phase = NHS_LEVEL_PHASE_TRAPS;
  for (int i = 0; i < 6; i++)
    create_trap (m);
  m->g->phase = ph;
}

void
nhs_level_make_mines (NhsLevelGen *g)
{
  static const struct { char mclass; const char *name; } monsters[] = {
    { 'G', "gnome" }, { 'G', "gnome" }, { 'G', "gnome" }, { 'G', "gnome" },
    { 'G', "gnome" }, { 'G', "gnome" }, { 'G', "gnome" },
    { 'G', "gnome lord" }, { 'h', "dwarf" }, { 'h', "dwarf" },
    { 'G', NULL }, { 'G', NULL }, { 'h', NULL },
  };
  Mines *m = g_new0 (Mines, 1);
  gboolean lit;
  int x, y;

  m->g = g;

  /* sp_level_coder: the shuffled alignments (unused here) */
  (void) rn2 (m->g, 3);
  (void) rn2 (m->g, 2);

  /* MAZE: "minefill", ' ' fills the level with stone; INIT_MAP: ...,
   * random (lit), ... */
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  lit = rn2 (m->g, 2);
  mkmap (m, lit);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_ROOMS, FALSE);

  /* STAIR: random, up  and  STAIR: random, down */
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  if (random_floor (m, &x, &y))
    nhs_lev_mkstairs (g, TRUE, x, y, -1);
  if (random_floor (m, &x, &y))
    nhs_lev_mkstairs (g, FALSE, x, y, -1);
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (m->g, (NhsLevelPhase) p, FALSE);

  /* (OBJECT lines: left out) */

  /* 3.4.3's sp_lev.c makes a part's traps before its monsters; 3.6 runs
   * the lines in the file's order */
  if (g->variant->level_minefill == NHS_MINEFILL_DES_343)
    make_traps (m);
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  if (g->variant->level_minefill == NHS_MINEFILL_LUA)
    {
      /* minefill.lua: math.random (6, 8) gnomes, a gnome lord, two
       * dwarves, two G, then an h or a G (percent (50)) */
      for (int n = 6 + rn2 (m->g, 3); n; n--)
        create_monster (m, 'G', "gnome");
      create_monster (m, 'G', "gnome lord");
      create_monster (m, 'h', "dwarf");
      create_monster (m, 'h', "dwarf");
      create_monster (m, 'G', NULL);
      create_monster (m, 'G', NULL);
      create_monster (m, rn2 (m->g, 100) < 50 ? 'h' : 'G', NULL);
    }
  else
    for (guint i = 0; i < G_N_ELEMENTS (monsters); i++)
      create_monster (m, monsters[i].mclass, monsters[i].name);
  if (g->variant->level_minefill != NHS_MINEFILL_DES_343)
    make_traps (m);

  /* the traps come after the monsters in the game; the phases show the
   * traps first as on the room level */
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
  g_free (m);
}
