/* nhs-level-themerms.c: NetHack 5.0.0's ordinary levels — mklev.c's
 * makelevel () with makerooms () asking dat/themerms.lua for each room
 *
 * Written from reading 5.0.0's dat/themerms.lua and dat/nhlib.lua (the
 * tables of themed rooms and fills, their weights, difficulty limits and
 * what each one does), mklev.c (makerooms, join,
 * finddpos, the niches, the room loop; generate_stairs is shared with
 * the Rogue level: nhs-level-fill.c), sp_lev.c (lspo_room, build_room,
 * create_room, create_subroom, create_door, lspo_map in themed-room mode,
 * lspo_region, flood_fill_rm) and selvar.c (the selections' order). The
 * Lua helpers draw from the game's one generator: percent (n) is
 * rn2 (100) < n, math.random (n) 1 + rn2 (n), shuffle () rn2 (i) for i from
 * the list's length down to 2, d (n, m) n times 1 + rn2 (m); they are
 * drawn here in the file's order.
 *
 * Every themed room and fill is made, by the game's name. Where this is
 * not the game, knowingly:
 *  - objects are not made (boulders, chests, corpses, statues, the
 *    adventurer's gear, the lamp, shop stock) and their own dice are not
 *    rolled; the Lua dice around them are;
 *  - a themed map's shape is described here by its floor rectangles (the
 *    walls are the squares beside the floor; no map text of the game's);
 *  - the gas cloud, the ice's melt timers (their rn2 (1000) are drawn),
 *    the zombies' timers and the exclusion zone have no square of their
 *    own; the Garden's secret doors keep their look;
 *  - the room loop is the shared one (nhs-level-fill.c, with 5.0.0's free
 *    floor for the monster and furniture); mkgold's, the statue's and the
 *    bonus item's dice are not drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-themerms.h"
#include "nhs-level-generators.h"

#include <string.h>

/* ------------------------------------------------------------------ state */

/* nhlib.lua shuffle (): the draws, leaving the list's first element's
   index in *first (the only one the file uses) */
int
nhs_thm_shuffle_first (Gen *g, int n)
{
  int list[32];

  for (int i = 0; i < n; i++)
    list[i] = i;
  for (int i = n; i >= 2; i--)
    {
      int j = rn2 (g, i) + 1, t = list[i - 1];

      list[i - 1] = list[j - 1];
      list[j - 1] = t;
    }
  return list[0];
}


static void
record (const char **list, int *n, int max, const char *name)
{
  if (*n < max)
    list[(*n)++] = name;
}

/* selvar.c selection_from_mkroom (): the room's own floor squares, visited
   as every selection is, column by column */

void
nhs_thm_sel_room (Themes *t, Ref r, Sel *s)
{
  const NhsLevelRoom *rm = ref_room (t, r);
  Gen *g = t->g;

  memset (s, 0, sizeof *s);
  s->lx = rm->lx;
  s->ly = rm->ly;
  s->hx = rm->hx;
  s->hy = rm->hy;
  for (int x = rm->lx; x <= rm->hx; x++)
    for (int y = rm->ly; y <= rm->hy; y++)
      {
        const NhsSquare *q = LEV (g, x, y);

        if (q->room != r.room || NHS_SQ_IS_OBSTRUCTED (q->typ) || q->typ == NHS_SQ_DOOR)
          continue;
        if ((r.sub >= 0) != ((q->flags & NHS_SQF_SUBROOM) != 0))
          continue;
        s->pt[x][y] = 1;
        s->n++;
      }
}

/* selection:percentage (p) */
void
nhs_thm_sel_percentage (Gen *g, Sel *s, int p)
{
  s->n = 0;
  for (int x = s->lx; x <= s->hx; x++)
    for (int y = s->ly; y <= s->hy; y++)
      if (s->pt[x][y])
        {
          s->pt[x][y] = rn2 (g, 100) < p;
          s->n += s->pt[x][y];
        }
}

/* selection:rndcoord (remove) */
gboolean
nhs_thm_sel_rndcoord (Gen *g, Sel *s, gboolean remove, int *px, int *py)
{
  int c;

  if (s->n <= 0)
    return FALSE;
  c = rn2 (g, s->n);
  for (int x = s->lx; x <= s->hx; x++)
    for (int y = s->ly; y <= s->hy; y++)
      if (s->pt[x][y] && !c--)
        {
          *px = x;
          *py = y;
          if (remove)
            {
              s->pt[x][y] = 0;
              s->n--;
            }
          return TRUE;
        }
  return FALSE;
}

/* every floor square of the level (selection.negate ():filter_mapchar (".")) */
void
nhs_thm_sel_level_floor (Gen *g, Sel *s)
{
  memset (s, 0, sizeof *s);
  s->lx = 0;
  s->ly = 0;
  s->hx = COLNO - 1;
  s->hy = ROWNO - 1;
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      if (TYP (g, x, y) == NHS_SQ_ROOM)
        {
          s->pt[x][y] = 1;
          s->n++;
        }
}

/* sp_lev.c get_location () in a room (DRY) */
gboolean
nhs_thm_room_loc (Themes *t, Ref r, int *px, int *py)
{
  return nhs_lev_room_loc (t->g, ref_room (t, r), NHS_LOC_DRY, px, py);
}

/* sp_lev.c create_monster ()'s square in the room for monster idx (-1:
   makemon (NULL)'s, DRY): nhs_lev_splev_monster_loc () */
static gboolean
monster_loc (Themes *t, Ref r, int idx, int *x, int *y)
{
  return nhs_lev_splev_monster_loc (t->g, ref_room (t, r), idx, x, y);
}

void
nhs_thm_set_terrain (Gen *g, int x, int y, int typ)
{
  if (isok (x, y))
    set_typ (g, x, y, typ);
}

/* des.monster ({ id = name }) somewhere in the room */
void
nhs_thm_monster_named_in (Themes *t, Ref r, const char *name, char symbol, gboolean asleep)
{
  Gen *g = t->g;
  const NhsLevelParams *p = &g->lev->params;
  int idx = p->lookup ? p->lookup (p->picker_data, name, NULL) : -1, x, y;

  /* sp_lev.c create_monster (): the monster's own humidity first (a
     swimmer's: water only), then with dry floor added; someone on the
     square: enexto () */
  if (monster_loc (t, r, idx, &x, &y) && nhs_lev_splev_square (g, idx, ref_room (t, r), &x, &y))
    nhs_lev_make_named_monster (g, name, symbol, x, y, asleep);
}

/* des.monster (class) somewhere in the room: sp_lev.c create_monster ()
   draws mkclass () first, then the monster's square (monster_loc ()); a
   class with none left: makemon (NULL) on dry floor */
void
nhs_thm_monster_class_in (Themes *t, Ref r, char mclass, gboolean asleep)
{
  Gen *g = t->g;
  int idx = -1, x, y;
  char sym;
  const char *name;

  if (!nhs_lev_pick_monster (g, mclass, &idx, &sym, &name) && g->lev->params.picker)
    {
      if (monster_loc (t, r, -1, &x, &y)
          && nhs_lev_splev_square (g, -1, ref_room (t, r), &x, &y))
        nhs_lev_make_random_monster (g, 0, x, y, asleep);
      return;
    }
  if (monster_loc (t, r, idx, &x, &y) && nhs_lev_splev_square (g, idx, ref_room (t, r), &x, &y))
    nhs_lev_add_monster (g, x, y, idx, sym, name, asleep);
}

/* ------------------------------------------------------------------ fills */

typedef void (*FillFn) (Themes *t, Ref r);

static void
fill_ice (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  for (int x = s.lx; x <= s.hx; x++)
    for (int y = s.ly; y <= s.hy; y++)
      if (s.pt[x][y])
        set_typ (g, x, y, NHS_SQ_ICE);
  if (percent (g, 25))
    for (int i = 0; i < s.n; i++)
      rn2 (g, 1000);   /* each square's melting time */
}

static void
fill_cloud (Themes *t, Ref r)
{
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  for (int i = 1; i <= s.n / 4; i++)
    nhs_thm_monster_named_in (t, r, "fog cloud", 'v', TRUE);
}

static void
fill_boulder (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  nhs_thm_sel_percentage (g, &s, 30);
  for (int x = s.lx; x <= s.hx; x++)
    for (int y = s.ly; y <= s.hy; y++)
      if (s.pt[x][y] && !percent (g, 50))
        nhs_lev_maketrap (g, x, y, NHS_TRAP_ROLLING_BOULDER);
}

static void
fill_spider (Themes *t, Ref r)
{
  Gen *g = t->g;
  gboolean spooders = t->diff > 8;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  nhs_thm_sel_percentage (g, &s, 30);
  for (int x = s.lx; x <= s.hx; x++)
    for (int y = s.ly; y <= s.hy; y++)
      if (s.pt[x][y])
        {
          gboolean spider = spooders && percent (g, 80);

          if (nhs_lev_maketrap (g, x, y, NHS_TRAP_WEB) && spider)
            nhs_lev_make_named_monster (g, "giant spider", 's', x, y, FALSE);
        }
}

static void
fill_traps (Themes *t, Ref r)
{
  static const int kinds[] = {
    NHS_TRAP_ARROW, NHS_TRAP_DART, NHS_TRAP_ROCK, NHS_TRAP_BEAR,
    NHS_TRAP_LANDMINE, NHS_TRAP_SLP_GAS, NHS_TRAP_RUST, NHS_TRAP_ANTI_MAGIC,
  };
  Gen *g = t->g;
  int kind = kinds[nhs_thm_shuffle_first (g, G_N_ELEMENTS (kinds))];
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  nhs_thm_sel_percentage (g, &s, 30);
  for (int x = s.lx; x <= s.hx; x++)
    for (int y = s.ly; y <= s.hy; y++)
      if (s.pt[x][y])
        nhs_lev_maketrap (g, x, y, nhs_lev_trap_victim_kind (g, kind));
}

/* the Garden: a wood nymph for every six squares, each with a fountain 3
   times in 10 (and in xNetHack a gnome's statue 3 times in 10, an object),
   and its walls turned to trees once the level is made */
void
nhs_thm_garden (Themes *t, Ref r, gboolean statues)
{
  Gen *g = t->g;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  for (int i = 1; i <= s.n / 6; i++)
    {
      int x, y;

      nhs_thm_monster_named_in (t, r, "wood nymph", 'n', TRUE);
      if (percent (g, 30) && nhs_thm_room_loc (t, r, &x, &y) && !nhs_lev_occupied (g, x, y))
        set_typ (g, x, y, NHS_SQ_FOUNTAIN);
      if (statues)
        percent (g, 30);
    }
  if (t->n_post < MAX_POST)
    t->post[t->n_post++] = (Post) { POST_GARDEN, r.room, 0, 0 };
}

static void
fill_garden (Themes *t, Ref r)
{
  nhs_thm_garden (t, r, FALSE);
}

static void
fill_buried_treasure (Themes *t, Ref r)
{
  int x, y;

  /* the buried chest (its d(3,4) objects are not made) */
  if (nhs_thm_room_loc (t, r, &x, &y) && t->n_post < MAX_POST)
    t->post[t->n_post++] = (Post) { POST_DIG, r.room, x, y };
}

static void
fill_buried_zombies (Themes *t, Ref r)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int kinds = t->diff > 6 ? 8 : t->diff > 3 ? 6 : 4;
  int w = rm->hx - rm->lx + 1, h = rm->hy - rm->ly + 1;

  for (int i = 1; i <= (w * h) / 2; i++)
    {
      int x, y;

      nhs_thm_shuffle_first (g, kinds);
      nhs_thm_room_loc (t, r, &x, &y);   /* the buried corpse's place */
      rn2 (g, 21);               /* its zombify timer, 990-1010 */
    }
}

static void
fill_massacre (Themes *t, Ref r)
{
  Gen *g = t->g;
  int n = 0;

  (void) r;
  rn2 (g, 27);   /* whose corpses */
  for (int i = 0; i < 5; i++)
    n += 1 + rn2 (g, 5);
  for (int i = 0; i < n; i++)
    if (percent (g, 10))
      rn2 (g, 27);
}

static void
fill_statuary (Themes *t, Ref r)
{
  Gen *g = t->g;
  int n;

  for (int i = 0; i < 5; i++)
    rn2 (g, 5);   /* d(5,5) statues (objects) */
  n = 1 + rn2 (g, 3);
  for (int i = 0; i < n; i++)
    {
      int x, y;

      if (nhs_thm_room_loc (t, r, &x, &y))
        nhs_lev_maketrap (g, x, y, NHS_TRAP_STATUE);
    }
}

static void
fill_light_source (Themes *t, Ref r)
{
  (void) t;
  (void) r;   /* a lit oil lamp: an object */
}

static void
fill_temple (Themes *t, Ref r)
{
  Gen *g = t->g;

  for (int a = 0; a < 3; a++)
    {
      int x, y;

      if (nhs_thm_room_loc (t, r, &x, &y) && !nhs_lev_occupied (g, x, y))
        {
          set_typ (g, x, y, NHS_SQ_ALTAR);
          LEV (g, x, y)->altar_align = (gint8) (1 - a);  /* one of each */
        }
    }
}

/* the Ghost of an Adventurer: the ghost on a random square of the room,
   then its gear's chances (the objects are not made); xNetHack's gear is
   cursed 8 times in 10 ("mostly cursed": a die for each object, the bow's
   arrows too) */
void
nhs_thm_ghost (Themes *t, Ref r, gboolean mostly_cursed)
{
  static const int items[] = { 65, 55, 45, 65, 20, 20 };
  Gen *g = t->g;
  Sel s;
  int x, y;

  nhs_thm_sel_room (t, r, &s);
  if (nhs_thm_sel_rndcoord (g, &s, FALSE, &x, &y))
    nhs_lev_make_named_monster (g, "ghost", ' ', x, y, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    if (percent (g, items[i]) && mostly_cursed)
      for (int k = 0; k < (i == 2 ? 2 : 1); k++)
        percent (g, 80);
}

static void
fill_ghost (Themes *t, Ref r)
{
  nhs_thm_ghost (t, r, FALSE);
}

static void
fill_storeroom (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  nhs_thm_sel_percentage (g, &s, 30);
  for (int x = s.lx; x <= s.hx; x++)
    for (int y = s.ly; y <= s.hy; y++)
      if (s.pt[x][y] && !percent (g, 25))
        nhs_lev_make_splev_class_monster (g, 'm', x, y, FALSE);   /* as a chest */
}

/* The Teleportation hub (5.0.0's and xNetHack's themerms.lua): 2 + rn2 (3)
   squares drawn (each taken out of the selection) for traps made after the
   level. rndcoord () gives the square relative to the room (nhlsel.c
   l_selection_rndcoord (): x minus the room's lx, the coder's croom: the
   room, subroom or region the fill is in) and the fill keeps it only
   `if (pos.x > 0)`: a square of the room's leftmost column makes no trap */
static void
fill_teleport_hub (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;
  int n = 2 + rn2 (g, 3), lx = ref_room (t, r)->lx;

  nhs_thm_sel_room (t, r, &s);
  for (int i = 0; i < n; i++)
    {
      int x, y;

      if (nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y) && x > lx && t->n_post < MAX_POST)
        t->post[t->n_post++] = (Post) { POST_TELEPORT, r.room, x, y };
    }
}

/* a fill's "eligible" function: any room, lit or unlit rooms only (the
   Garden, the Meadow; the Light source), xNetHack's Minesweeper in a room of
   40 or more floor squares and Monster sauna in one of fewer than 20
   squares */
typedef enum { ELIG_ANY, ELIG_LIT, ELIG_UNLIT, ELIG_FLOOR_40, ELIG_SMALL_20 } Eligible;

/* The fills of both versions' themerms.lua, each version's in its file's
 * order (xNetHack's are 5.0.0's, three of them changed, then its own);
 * mindiff and maxdiff 0: no limit. xNetHack's nh.mon_difficulty () limits
 * are its monsters' difficulties: wood nymph 5, water nymph 6, steam
 * vortex 9. */
static const struct {
  const char *name;
  int frequency, mindiff, maxdiff;
  Eligible eligible;
  guint versions;
  FillFn fill;
} fills[] = {
  { "Ice room", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_ice },
  { "Cloud room", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_cloud },
  { "Boulder room", 1, 4, 0, ELIG_ANY, THM_BOTH, fill_boulder },
  { "Spider nest", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_spider },
  { "Trap room", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_traps },
  { "Garden", 1, 0, 0, ELIG_LIT, THM_500, fill_garden },
  { "Garden", 1, 5 + 2, 0, ELIG_LIT, THM_XNH, nhs_thm_xnh_fill_garden },
  { "Buried treasure", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_buried_treasure },
  { "Buried zombies", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_buried_zombies },
  { "Massacre", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_massacre },
  { "Statuary", 1, 0, 0, ELIG_ANY, THM_500, fill_statuary },
  { "Statuary", 1, 0, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_statuary },
  { "Light source", 1, 0, 0, ELIG_UNLIT, THM_BOTH, fill_light_source },
  { "Temple of the gods", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_temple },
  { "Ghost of an Adventurer", 1, 0, 0, ELIG_ANY, THM_500, fill_ghost },
  { "Ghost of an Adventurer", 1, 0, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_ghost },
  { "Storeroom", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_storeroom },
  { "Teleportation hub", 1, 0, 0, ELIG_ANY, THM_BOTH, fill_teleport_hub },
  { "Graffiti room", 1, 0, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_graffiti },
  { "Scummy moldy room", 1, 6, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_moldy },
  { "Gas spore den", 1, 5, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_spore_den },
  { "Water temple", 1, 6 + 1, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_water_temple },
  { "Meadow", 1, 0, 0, ELIG_LIT, THM_XNH, nhs_thm_xnh_fill_meadow },
  { "Minesweeper", 1, 7, 0, ELIG_FLOOR_40, THM_XNH, nhs_thm_xnh_fill_minesweeper },
  { "Monster sauna", 1, 9, 0, ELIG_SMALL_20, THM_XNH, nhs_thm_xnh_fill_sauna },
  { "Scattered gems", 1, 0, 0, ELIG_ANY, THM_XNH, nhs_thm_xnh_fill_gems },
};

static gboolean
diff_ok (int diff, int mindiff, int maxdiff)
{
  return !(mindiff && diff < mindiff) && !(maxdiff && diff > maxdiff);
}

/* a fill's eligible () for the room */
static gboolean
fill_eligible (Themes *t, Ref r, Eligible e)
{
  const NhsLevelRoom *rm = ref_room (t, r);
  Sel s;
  int floor = 0;

  switch (e)
    {
    case ELIG_LIT:
      return rm->lit;
    case ELIG_UNLIT:
      return !rm->lit;
    case ELIG_FLOOR_40:
      nhs_thm_sel_room (t, r, &s);
      for (int x = s.lx; x <= s.hx; x++)
        for (int y = s.ly; y <= s.hy; y++)
          floor += s.pt[x][y] && TYP (t->g, x, y) == NHS_SQ_ROOM;
      return floor >= 40;
    case ELIG_SMALL_20:
      nhs_thm_sel_room (t, r, &s);
      return s.n < 20;
    case ELIG_ANY:
    default:
      return TRUE;
    }
}

/* themerms.lua themeroom_fill (rm): reservoir sampling over the eligible
   fills */
void
nhs_thm_themeroom_fill (Themes *t, Ref r)
{
  Gen *g = t->g;
  int pick = -1, total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (fills); i++)
    {
      if (!(fills[i].versions & t->versions)
          || !diff_ok (t->diff, fills[i].mindiff, fills[i].maxdiff)
          || !fill_eligible (t, r, fills[i].eligible))
        continue;
      total += fills[i].frequency;
      if (fills[i].frequency > 0 && rn2 (g, total) < fills[i].frequency)
        pick = i;
    }
  if (pick < 0)
    return;
  record (g->lev->themed_fills, &g->lev->n_themed_fills,
          G_N_ELEMENTS (g->lev->themed_fills), fills[pick].name);
  fills[pick].fill (t, r);
}

/* -------------------------------------------------------- des.room, doors */

typedef void (*Contents) (Themes *t, Ref r, gpointer data);

/* sp_lev.c lspo_room () → build_room (): a room, or inside `parent` a
   subroom; the contents run in it. FALSE (and the themed room failed)
   when it could not be made. */
gboolean
nhs_thm_des_room (Themes *t, const Ref *parent, int x, int y, int w, int h, NhsRoomType rtype,
          int lit, gboolean filled, gboolean joined, Contents contents, gpointer data)
{
  Gen *g = t->g;
  NhsLevel *lev = g->lev;
  Ref r;

  if (t->failed)
    return FALSE;
  rn2 (g, 100);   /* build_room's chance (100) */
  if (parent)
    {
      r.room = parent->room;
      r.sub = nhs_lev_create_subroom (g, ref_room (t, *parent), parent->room, x, y, w, h,
                                      rtype, lit);
      if (r.sub < 0)
        {
          t->failed = TRUE;
          return FALSE;
        }
    }
  else
    {
      r.room = lev->nroom;
      r.sub = -1;
      if (!nhs_lev_create_room_at (g, x, y, w, h, -1, -1, rtype, lit))
        {
          t->failed = TRUE;
          return FALSE;
        }
    }
  ref_room (t, r)->unfilled = !filled;
  ref_room (t, r)->unjoined = !joined;
  if (contents)
    contents (t, r, data);
  return TRUE;
}


/* sp_lev.c lspo_door () + create_door () on a room's wall: state -1 is
   "random" (rnddoor (), then create_door's own draw), or a door mask, or
   -2 a secret door */
Coord
nhs_thm_des_door (Themes *t, Ref r, int state, int walls)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  gboolean secret = state == THM_DOOR_SECRET;
  int mask = state, x = 0, y = 0;

  if (g->variant->level_door_mask_xnh)
    {
      /* xNetHack lspo_door (): a random door is secret 1 time in 2; every
         door draws random_door_mask (), and a given state replaces its
         state (a locked door: closed and locked) */
      if (state == THM_DOOR_RANDOM)
        secret = !rn2 (g, 2);
      mask = nhs_lev_random_door_mask_xnh (g, secret ? NHS_SQ_SDOOR : NHS_SQ_DOOR, FALSE);
      if (secret)
        mask = (mask & (NHS_DOOR_TRAPPED | NHS_DOOR_IRON))
               | (mask & NHS_DOOR_LOCKED ? NHS_DOOR_LOCKED : NHS_DOOR_CLOSED);
      else if (state != THM_DOOR_RANDOM)
        mask = (mask & (NHS_DOOR_TRAPPED | NHS_DOOR_IRON)) | state;
    }
  else if (state == THM_DOOR_RANDOM)
    {
      rn2 (g, 5);   /* rnddoor (): drawn, then unused */
      if (!rn2 (g, 3))
        {
          if (!rn2 (g, 5))
            mask = NHS_DOOR_ISOPEN;
          else if (!rn2 (g, 6))
            mask = NHS_DOOR_LOCKED;
          else
            mask = NHS_DOOR_CLOSED;
          if (mask != NHS_DOOR_ISOPEN && !rn2 (g, 25))
            mask |= NHS_DOOR_TRAPPED;
        }
      else
        mask = NHS_DOOR_NODOOR;
    }
  else if (secret)
    mask = NHS_DOOR_CLOSED;
  if (!nhs_lev_door_spot (g, rm, walls, &x, &y))
    return (Coord) { 0, 0 };
  set_typ (g, x, y, secret ? NHS_SQ_SDOOR : NHS_SQ_DOOR);
  LEV (g, x, y)->doormask = (guint8) mask;
  if (g->variant->level_door_mask_xnh)
    nhs_lev_clear_nonsense_doortrap (g, x, y);
  return (Coord) { x, y };
}

int
nhs_thm_shop_door_state (Gen *g)
{
  if (percent (g, 1))
    return NHS_DOOR_LOCKED;
  if (percent (g, 50))
    return NHS_DOOR_CLOSED;
  return NHS_DOOR_ISOPEN;
}

/* ---------------------------------------------------------- themed rooms */

static void
door_random (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, -1, W_ANY);
}

static void
fill_contents (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_themeroom_fill (t, r);
}

static void
room_default (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, NULL, NULL);
}

void
nhs_thm_delphi_inner (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_room (t, &r, 4, 3, 3, 3, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, door_random, NULL);
}

static void
room_fake_delphi (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 11, 9, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, nhs_thm_delphi_inner, NULL);
}

static void
room_in_room_inner (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_room (t, &r, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1, FALSE, TRUE, door_random, NULL);
}

static void
room_room_in_room (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, room_in_room_inner,
            NULL);
}

static void
huge_doors (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, -1, W_ANY);
  if (percent (t->g, 50))
    nhs_thm_des_door (t, r, -1, W_ANY);
}

static void
huge_inner (Themes *t, Ref r, gpointer data)
{
  (void) data;
  if (percent (t->g, 90))
    nhs_thm_des_room (t, &r, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, huge_doors, NULL);
}

static void
room_huge (Themes *t)
{
  int w = rn2 (t->g, 10) + 11;
  int h = rn2 (t->g, 5) + 8;

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, huge_inner, NULL);
}

static void
nest_doors (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, -1, W_ANY);
  if (percent (t->g, 15))
    nhs_thm_des_door (t, r, -1, W_ANY);
}

static void
nest_middle (Themes *t, Ref r, gpointer data)
{
  (void) data;
  if (percent (t->g, 90))
    nhs_thm_des_room (t, &r, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, nest_doors, NULL);
  nest_doors (t, r, NULL);
}

static void
nest_outer (Themes *t, Ref r, gpointer data)
{
  const NhsLevelRoom *rm = ref_room (t, r);
  int width = rm->hx - rm->lx + 1, height = rm->hy - rm->ly + 1;
  int wid = width / 2 + rn2 (t->g, width - 2 + 1 - width / 2);
  int hei = height / 2 + rn2 (t->g, height - 2 + 1 - height / 2);

  (void) data;
  nhs_thm_des_room (t, &r, -1, -1, wid, hei, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, nest_middle, NULL);
}

static void
room_nesting (Themes *t)
{
  int w = 9 + rn2 (t->g, 4);
  int h = 9 + rn2 (t->g, 4);

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, nest_outer, NULL);
}

static void
room_themed_fill (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, FALSE, TRUE, fill_contents, NULL);
}

static void
room_unlit_themed_fill (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, 0, FALSE, TRUE, fill_contents, NULL);
}

static void
room_both_fill (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, TRUE, TRUE, fill_contents, NULL);
}

void
nhs_thm_pillars (Themes *t, Ref r, gpointer data)
{
  static const int terr[] = {
    NHS_SQ_HWALL, NHS_SQ_HWALL, NHS_SQ_HWALL, NHS_SQ_HWALL, NHS_SQ_LAVA, NHS_SQ_POOL,
    NHS_SQ_TREE,
  };
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int typ = terr[nhs_thm_shuffle_first (g, G_N_ELEMENTS (terr))];
  int width = rm->hx - rm->lx + 1, height = rm->hy - rm->ly + 1;

  (void) data;
  /* Lua's `for x = 0, (w / 4) - 1`: a float limit, so w / 4 rounded down */
  for (int x = 0; x * 4 <= width - 4; x++)
    for (int y = 0; y * 4 <= height - 4; y++)
      for (int dx = 2; dx <= 3; dx++)
        for (int dy = 2; dy <= 3; dy++)
          nhs_thm_set_terrain (g, rm->lx + x * 4 + dx, rm->ly + y * 4 + dy, typ);
}

static void
room_pillars (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 10, 10, NHS_ROOM_THEMED, -1, FALSE, TRUE, nhs_thm_pillars, NULL);
}

static void
mausoleum_tomb (Themes *t, Ref r, gpointer data)
{
  static const char classes[] = { 'M', 'V', 'L', 'Z' };
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);

  (void) data;
  if (percent (g, 50))
    {
      char mclass = classes[nhs_thm_shuffle_first (g, 4)];
      int made = nhs_lev_make_splev_class_monster (g, mclass, rm->lx, rm->ly, FALSE);

      /* des.monster ({ ..., waiting = 1 }) */
      nhs_lev_monster_waiting (g, made);
    }
  /* else a human corpse: an object */
  if (percent (g, 20))
    nhs_thm_des_door (t, r, -2, W_ANY);
}

void
nhs_thm_mausoleum (Themes *t, Ref r, gpointer data)
{
  const NhsLevelRoom *rm = ref_room (t, r);
  int width = rm->hx - rm->lx + 1, height = rm->hy - rm->ly + 1;

  (void) data;
  nhs_thm_des_room (t, &r, (width - 1) / 2, (height - 1) / 2, 1, 1, NHS_ROOM_THEMED, -1, FALSE,
            FALSE, mausoleum_tomb, NULL);
}

static void
room_mausoleum (Themes *t)
{
  int w = 5 + rn2 (t->g, 3) * 2;
  int h = 5 + rn2 (t->g, 3) * 2;

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_THEMED, -1, FALSE, TRUE, nhs_thm_mausoleum, NULL);
}

static void
feature_middle (Themes *t, Ref r, gpointer data)
{
  static const int feature[] = {
    NHS_SQ_CLOUD, NHS_SQ_LAVA, NHS_SQ_ICE, NHS_SQ_POOL, NHS_SQ_TREE,
  };
  const NhsLevelRoom *rm = ref_room (t, r);
  int typ = feature[nhs_thm_shuffle_first (t->g, G_N_ELEMENTS (feature))];
  int width = rm->hx - rm->lx + 1, height = rm->hy - rm->ly + 1;

  (void) data;
  nhs_thm_set_terrain (t->g, rm->lx + (width - 1) / 2, rm->ly + (height - 1) / 2, typ);
}

static void
room_feature (Themes *t)
{
  int w = 3 + rn2 (t->g, 3) * 2;
  int h = 3 + rn2 (t->g, 3) * 2;

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, feature_middle, NULL);
}

static void
twin_shop (Themes *t, Ref r, gpointer data)
{
  int wall = GPOINTER_TO_INT (data);

  nhs_thm_des_door (t, r, nhs_thm_shop_door_state (t->g), wall);
}

typedef struct {
  int lx, ly, rx, ry, lwall, rwall;
} Placement;

static void
twin_businesses (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  /* the eight placements of the two 3x3 shops in the 9x5 room: left and
     right shop's corner and door wall; a "southeast" door wall is south or
     east, drawn as the table is built */
  Placement p[8];
#define EITHER(a, b) (percent (g, 50) ? (a) : (b))
  p[0] = (Placement) { 1, 1, 4, 1, W_SOUTH, 0 };
  p[0].rwall = EITHER (W_SOUTH, W_EAST);
  p[1] = (Placement) { 1, 2, 4, 2, W_NORTH, 0 };
  p[1].rwall = EITHER (W_NORTH, W_EAST);
  p[2] = (Placement) { 1, 1, 5, 1, 0, 0 };
  p[2].lwall = EITHER (W_SOUTH, W_EAST);
  p[2].rwall = EITHER (W_SOUTH, W_WEST);
  p[3] = (Placement) { 1, 1, 5, 2, 0, 0 };
  p[3].lwall = EITHER (W_SOUTH, W_EAST);
  p[3].rwall = EITHER (W_NORTH, W_WEST);
  p[4] = (Placement) { 1, 2, 5, 1, 0, 0 };
  p[4].lwall = EITHER (W_NORTH, W_EAST);
  p[4].rwall = EITHER (W_SOUTH, W_WEST);
  p[5] = (Placement) { 1, 2, 5, 2, 0, 0 };
  p[5].lwall = EITHER (W_NORTH, W_EAST);
  p[5].rwall = EITHER (W_NORTH, W_WEST);
  p[6] = (Placement) { 2, 1, 5, 1, 0, W_SOUTH };
  p[6].lwall = EITHER (W_SOUTH, W_WEST);
  p[7] = (Placement) { 2, 2, 5, 2, 0, W_NORTH };
  p[7].lwall = EITHER (W_NORTH, W_WEST);
#undef EITHER
  {
    gboolean swap = percent (g, 50);
    int k = rn2 (g, 8);
    int sub0 = g->lev->nsubroom;

    (void) data;
    /* weapon shop on the left, armor shop on the right, or swapped */
    nhs_thm_des_room (t, &r, p[k].lx, p[k].ly, 3, 3, NHS_ROOM_SHOP, -1, TRUE, FALSE, twin_shop,
              GINT_TO_POINTER (p[k].lwall));
    if (g->lev->nsubroom > sub0)
      g->lev->subrooms[sub0].shop_kind = swap ? 1 : 4;
    nhs_thm_des_room (t, &r, p[k].rx, p[k].ry, 3, 3, NHS_ROOM_SHOP, -1, TRUE, FALSE, twin_shop,
              GINT_TO_POINTER (p[k].rwall));
    if (g->lev->nsubroom > sub0 + 1)
      g->lev->subrooms[sub0 + 1].shop_kind = swap ? 4 : 1;
  }
}

static void
room_twin_businesses (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 9, 5, NHS_ROOM_THEMED, -1, FALSE, TRUE, twin_businesses, NULL);
}

/* ------------------------------------------------------------ themed maps */


static const Shape shapes[] = {
  [SH_L0] = { 8, 8, 2, { { 1, 1, 3, 3 }, { 1, 4, 6, 6 } } },
  [SH_L1] = { 8, 8, 2, { { 4, 1, 6, 3 }, { 1, 4, 6, 6 } } },
  [SH_L2] = { 8, 8, 2, { { 1, 1, 6, 3 }, { 4, 4, 6, 6 } } },
  [SH_L3] = { 8, 8, 2, { { 1, 1, 6, 3 }, { 1, 4, 3, 6 } } },
  [SH_BLOCKED] = { 11, 11, 1, { { 1, 1, 9, 9 } }, { 4, 4, 6, 6 } },
  [SH_CIRC_S] = { 7, 7, 3, { { 3, 1, 3, 5 }, { 2, 2, 4, 4 }, { 1, 3, 5, 3 } } },
  [SH_CIRC_M] = { 9, 9, 3, { { 3, 1, 5, 7 }, { 2, 2, 6, 6 }, { 1, 3, 7, 5 } } },
  [SH_CIRC_B] = { 11, 11, 3, { { 4, 1, 6, 9 }, { 2, 2, 8, 8 }, { 1, 4, 9, 6 } },
                  { 0 }, FALSE, 4, { { 1, 2 }, { 9, 2 }, { 1, 8 }, { 9, 8 } } },
  [SH_T0] = { 11, 8, 2, { { 4, 1, 6, 3 }, { 1, 4, 9, 6 } } },
  [SH_T1] = { 8, 11, 2, { { 1, 1, 3, 9 }, { 1, 4, 6, 6 } } },
  [SH_T2] = { 11, 8, 2, { { 1, 1, 9, 3 }, { 4, 4, 6, 6 } } },
  [SH_T3] = { 8, 11, 2, { { 4, 1, 6, 9 }, { 1, 4, 6, 6 } } },
  [SH_S0] = { 8, 11, 3, { { 1, 1, 3, 3 }, { 1, 4, 6, 6 }, { 4, 7, 6, 9 } } },
  [SH_S1] = { 11, 8, 2, { { 4, 1, 9, 3 }, { 1, 4, 6, 6 } } },
  [SH_Z0] = { 8, 11, 3, { { 4, 1, 6, 3 }, { 1, 4, 6, 6 }, { 1, 7, 3, 9 } } },
  [SH_Z1] = { 11, 8, 2, { { 1, 1, 6, 3 }, { 4, 4, 9, 6 } } },
  [SH_CROSS] = { 11, 11, 2, { { 4, 1, 6, 9 }, { 1, 4, 9, 6 } } },
  [SH_CLOVER] = { 11, 11, 7, { { 1, 1, 3, 3 }, { 7, 1, 9, 3 }, { 1, 3, 9, 3 }, { 3, 4, 7, 6 },
                               { 1, 7, 9, 7 }, { 1, 7, 3, 9 }, { 7, 7, 9, 9 } } },
  [SH_WATER_VAULT] = { 6, 6, 1, { { 2, 2, 3, 3 } }, { 0 }, TRUE },
};

/* one of the shapes above (EvilHack's vaults.des draws eleven of them too) */
const Shape *
nhs_thm_shape (int which)
{
  g_return_val_if_fail (which >= 0 && which < (int) G_N_ELEMENTS (shapes), NULL);
  return &shapes[which];
}

static void
shape_grid (const Shape *sh, guint8 grid[THM_MAP_W][THM_MAP_H])
{
  guint8 floor[THM_MAP_W + 2][THM_MAP_H + 2];

  memset (floor, 0, sizeof floor);
  for (int i = 0; i < sh->nrect; i++)
    for (int x = sh->rect[i][0]; x <= sh->rect[i][2]; x++)
      for (int y = sh->rect[i][1]; y <= sh->rect[i][3]; y++)
        floor[x + 1][y + 1] = 1;
  if (sh->lava[2])
    for (int x = sh->lava[0]; x <= sh->lava[2]; x++)
      for (int y = sh->lava[1]; y <= sh->lava[3]; y++)
        floor[x + 1][y + 1] = 2;
  for (int x = 0; x < sh->wid; x++)
    for (int y = 0; y < sh->hei; y++)
      {
        gboolean near = FALSE, vert = FALSE, horiz = FALSE;

        if (floor[x + 1][y + 1])
          {
            grid[x][y] = floor[x + 1][y + 1] == 2 ? NHS_SQ_LAVA : NHS_SQ_ROOM;
            continue;
          }
        for (int dx = -1; dx <= 1; dx++)
          for (int dy = -1; dy <= 1; dy++)
            if (floor[x + 1 + dx][y + 1 + dy])
              {
                near = TRUE;
                vert |= dx == 0;
                horiz |= dy == 0;
              }
        if (!near)
          grid[x][y] = sh->moat ? NHS_SQ_MOAT : MAP_X;
        else
          grid[x][y] = (vert || !horiz) ? NHS_SQ_HWALL : NHS_SQ_VWALL;
      }
  for (int i = 0; i < sh->nhwall; i++)
    grid[sh->hwall[i][0]][sh->hwall[i][1]] = NHS_SQ_HWALL;
  for (int i = 0; i < sh->nput; i++)
    for (int x = sh->put[i][0]; x <= sh->put[i][2]; x++)
      for (int y = sh->put[i][1]; y <= sh->put[i][3]; y++)
        grid[x][y] = (guint8) sh->put[i][4];
}

/* sp_lev.c flood_fill_rm () and lspo_region ()'s irregular room: the
   floor joined to (sx, sy) and its walls become room nroom. Joined counts
   diagonals (mkmap.c flood_fill_rm (): a row's square whose neighbour
   above or below is not floor tries that neighbour's left and right; so
   two floor squares touching at a corner are one room, as xNetHack's
   Irregular anthole's ragged floor is) */
int
nhs_thm_region_room (Themes *t, int sx, int sy, NhsRoomType rtype, int lit_state,
                     gboolean filled, gboolean joined, gboolean may_fill)
{
  Gen *g = t->g;
  NhsLevel *lev = g->lev;
  int ri = lev->nroom, typ = TYP (g, sx, sy);
  int lx = sx, hx = sx, ly = sy, hy = sy;
  guint16 queue[COLNO * ROWNO];
  guint8 seen[COLNO][ROWNO];
  int head = 0, tail = 0;
  gboolean lit = nhs_lev_litstate_rnd (g, lit_state);
  NhsLevelRoom *rm;

  if (lev->nroom >= MAXNROFROOMS)
    return -1;
  memset (seen, 0, sizeof seen);
  seen[sx][sy] = 1;
  queue[tail++] = (guint16) (sx * ROWNO + sy);
  while (head < tail)
    {
      int x = queue[head] / ROWNO, y = queue[head] % ROWNO;

      head++;
      LEV (g, x, y)->room = (gint8) ri;
      if (lit)
        LEV (g, x, y)->flags |= NHS_SQF_LIT;
      lx = MIN (lx, x);
      hx = MAX (hx, x);
      ly = MIN (ly, y);
      hy = MAX (hy, y);
      for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++)
          {
            int nx = x + dx, ny = y + dy;

            if (!isok (nx, ny) || seen[nx][ny])
              continue;
            if (TYP (g, nx, ny) == typ)
              {
                seen[nx][ny] = 1;
                queue[tail++] = (guint16) (nx * ROWNO + ny);
              }
            else if (NHS_SQ_IS_WALL (TYP (g, nx, ny)))
              {
                LEV (g, nx, ny)->room = (gint8) ri;
                if (lit)
                  LEV (g, nx, ny)->flags |= NHS_SQF_LIT;
              }
          }
    }
  g->smeq[ri] = ri;
  nhs_lev_add_special_room (g, lx, ly, hx, hy, lit, rtype);
  rm = &lev->rooms[ri];
  rm->irregular = TRUE;
  rm->unfilled = !filled;
  rm->unjoined = !joined;
  if (may_fill)
    nhs_thm_themeroom_fill (t, (Ref) { ri, -1 });
  return ri;
}

/* themerms.lua nhs_thm_filler_region (x, y): 3 in 10 a themed room with a fill */
void
nhs_thm_filler_region (Themes *t, int x, int y)
{
  if (percent (t->g, 30))
    nhs_thm_region_room (t, x, y, NHS_ROOM_THEMED, -1, TRUE, TRUE, TRUE);
  else
    nhs_thm_region_room (t, x, y, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, FALSE);
}

/* sp_lev.c lspo_map () while themed rooms are made: a random place where
   the map overwrites nothing (100 tries); FALSE (failed) when none (or,
   in the 3.7 snapshot, when the map would reach past the bottom row) */
gboolean
nhs_thm_des_map (Themes *t, const Shape *sh, int *xs, int *ys)
{
  Gen *g = t->g;
  guint8 grid[THM_MAP_W][THM_MAP_H];
  /* what each square of the map and the ring around it must hold: stone
     (0), stone or the map's own square, or anything (MAP_X) */
  guint8 want[THM_MAP_W + 2][THM_MAP_H + 2];
  int tryct = 0;
  gboolean by_width = g->variant->level_themed_map_y_by_width;

  if (t->failed)
    return FALSE;
  shape_grid (sh, grid);
  memset (want, 0, sizeof want);
  for (int x = 0; x < sh->wid; x++)
    for (int y = 0; y < sh->hei; y++)
      want[x + 1][y + 1] = grid[x][y];
  for (;;)
    {
      int x0 = 1 + rn2 (g, COLNO - 1 - sh->wid);
      int y0 = rn2 (g, ROWNO - (by_width ? sh->wid : sh->hei));
      /* (x0, y0) leave the map's far sides and the ring on the map; the
         near ring is off it (outside isok ()) when x0 is 1 or y0 0. The
         answer is whether every square fits, in whatever order they are
         looked at (no die is rolled): a column at a time here, the middle
         one first (a place that overlaps something most often does there,
         and is then refused after one column) */
      gboolean ok = x0 > 1 && y0 > 0 && y0 + sh->hei < ROWNO;
      int mid = (sh->wid + 2) / 2;

      if (y0 + sh->hei > ROWNO)
        {
          /* (the 3.7 snapshot: past the bottom row) */
          t->failed = TRUE;
          return FALSE;
        }
      for (int k = 0; ok && k < sh->wid + 2; k++)
        {
          int i = k == 0 ? mid : k <= mid ? k - 1 : k;
          const NhsSquare *col = &g->lev->sq[x0 - 1 + i][y0 - 1];
          guint bad = 0;

          for (int j = 0; j < sh->hei + 2; j++)
            {
              guint w = want[i][j], typ = col[j].typ;

              bad |= (w != MAP_X) & (((typ != NHS_SQ_STONE) & (typ != w)) | (col[j].room >= 0));
            }
          ok = !bad;
        }
      if (ok)
        {
          *xs = x0;
          *ys = y0;
          break;
        }
      if (tryct++ >= 100)
        {
          t->failed = TRUE;
          return FALSE;
        }
    }
  for (int y = *ys; y < MIN (ROWNO, *ys + sh->hei); y++)
    for (int x = *xs; x < MIN (COLNO, *xs + sh->wid); x++)
      {
        int typ = grid[x - *xs][y - *ys];
        NhsSquare *q;

        if (typ == MAP_X)
          continue;
        q = LEV (g, x, y);
        q->flags = typ == NHS_SQ_HWALL ? NHS_SQF_HORIZONTAL : 0;
        q->room = -1;
        set_typ (g, x, y, typ);
      }
  return TRUE;
}

static void
first_floor (const Shape *sh, int *x, int *y)
{
  *x = sh->rect[0][0];
  *y = sh->rect[0][1];
}

static void
room_shape (Themes *t, int which)
{
  const Shape *sh = &shapes[which];
  int xs, ys, fx, fy;

  if (!nhs_thm_des_map (t, sh, &xs, &ys))
    return;
  first_floor (sh, &fx, &fy);
  if (which == SH_BLOCKED && percent (t->g, 30))
    {
      /* the lava block turns to wall or water */
      int typ = nhs_thm_shuffle_first (t->g, 2) == 0 ? NHS_SQ_HWALL : NHS_SQ_POOL;

      for (int x = sh->lava[0]; x <= sh->lava[2]; x++)
        for (int y = sh->lava[1]; y <= sh->lava[3]; y++)
          set_typ (t->g, xs + x, ys + y, typ);
    }
  nhs_thm_filler_region (t, xs + fx, ys + fy);
}

#define SHAPE_FN(fn, which) static void fn (Themes *t) { room_shape (t, which); }
SHAPE_FN (room_l0, SH_L0)
SHAPE_FN (room_l1, SH_L1)
SHAPE_FN (room_l2, SH_L2)
SHAPE_FN (room_l3, SH_L3)
SHAPE_FN (room_blocked, SH_BLOCKED)
SHAPE_FN (room_circ_s, SH_CIRC_S)
SHAPE_FN (room_circ_m, SH_CIRC_M)
SHAPE_FN (room_circ_b, SH_CIRC_B)
SHAPE_FN (room_t0, SH_T0)
SHAPE_FN (room_t1, SH_T1)
SHAPE_FN (room_t2, SH_T2)
SHAPE_FN (room_t3, SH_T3)
SHAPE_FN (room_s0, SH_S0)
SHAPE_FN (room_s1, SH_S1)
SHAPE_FN (room_z0, SH_Z0)
SHAPE_FN (room_z1, SH_Z1)
SHAPE_FN (room_cross, SH_CROSS)
SHAPE_FN (room_clover, SH_CLOVER)
#undef SHAPE_FN

static void
room_water_vault (Themes *t)
{
  static const char *const undead[] = { "giant zombie", "ettin zombie", "vampire lord" };
  static const char symbols[] = { 'Z', 'Z', 'V' };
  Gen *g = t->g;
  const Shape *sh = &shapes[SH_WATER_VAULT];
  int xs, ys, k;

  if (!nhs_thm_des_map (t, sh, &xs, &ys))
    return;
  nhs_thm_region_room (t, xs + 3, ys + 3, NHS_ROOM_THEMED, -1, FALSE, FALSE, FALSE);
  nhs_thm_shuffle_first (g, 4);   /* the chests' places */
  rn2 (g, 4);             /* the escape item (the chests are objects) */
  k = nhs_thm_shuffle_first (g, 3);
  nhs_lev_make_named_monster (g, undead[k], symbols[k], xs + 2, ys + 2, FALSE);
}

typedef void (*RoomFn) (Themes *t);

/* The rooms of both versions' themerms.lua, each version's in its file's
 * order (xNetHack's: 5.0.0's 31, three of them changed, then its own 41);
 * xNetHack's limits by nh.mon_difficulty (): black dragon 20, soldier
 * ant 7. */
static const struct {
  const char *name;
  int frequency, mindiff, maxdiff;
  guint versions;
  RoomFn make;
} rooms[] = {
  { "default", 1000, 0, 0, THM_BOTH, room_default },
  { "Fake Delphi", 1, 0, 0, THM_500, room_fake_delphi },
  { "Fake Delphi", 1, 0, 0, THM_XNH, nhs_thm_xnh_fake_delphi },
  { "Room in a room", 1, 0, 0, THM_BOTH, room_room_in_room },
  { "Huge room with another room inside", 1, 0, 0, THM_BOTH, room_huge },
  { "Nesting rooms", 1, 0, 0, THM_BOTH, room_nesting },
  { "Default room with themed fill", 6, 0, 0, THM_BOTH, room_themed_fill },
  { "Unlit room with themed fill", 2, 0, 0, THM_BOTH, room_unlit_themed_fill },
  { "Room with both normal contents and themed fill", 2, 0, 0, THM_BOTH, room_both_fill },
  { "Pillars", 1, 0, 0, THM_500, room_pillars },
  { "Pillars", 1, 0, 0, THM_XNH, nhs_thm_xnh_pillars },
  { "Mausoleum", 1, 0, 0, THM_500, room_mausoleum },
  { "Mausoleum", 1, 0, 0, THM_XNH, nhs_thm_xnh_mausoleum },
  { "Random dungeon feature in the middle of an odd-sized room", 1, 0, 0, THM_BOTH,
    room_feature },
  { "L-shaped", 1, 0, 0, THM_BOTH, room_l0 },
  { "L-shaped, rot 1", 1, 0, 0, THM_BOTH, room_l1 },
  { "L-shaped, rot 2", 1, 0, 0, THM_BOTH, room_l2 },
  { "L-shaped, rot 3", 1, 0, 0, THM_BOTH, room_l3 },
  { "Blocked center", 1, 0, 0, THM_BOTH, room_blocked },
  { "Circular, small", 1, 0, 0, THM_BOTH, room_circ_s },
  { "Circular, medium", 1, 0, 0, THM_BOTH, room_circ_m },
  { "Circular, big", 1, 0, 0, THM_BOTH, room_circ_b },
  { "T-shaped", 1, 0, 0, THM_BOTH, room_t0 },
  { "T-shaped, rot 1", 1, 0, 0, THM_BOTH, room_t1 },
  { "T-shaped, rot 2", 1, 0, 0, THM_BOTH, room_t2 },
  { "T-shaped, rot 3", 1, 0, 0, THM_BOTH, room_t3 },
  { "S-shaped", 1, 0, 0, THM_BOTH, room_s0 },
  { "S-shaped, rot 1", 1, 0, 0, THM_BOTH, room_s1 },
  { "Z-shaped", 1, 0, 0, THM_BOTH, room_z0 },
  { "Z-shaped, rot 1", 1, 0, 0, THM_BOTH, room_z1 },
  { "Cross", 1, 0, 0, THM_BOTH, room_cross },
  { "Four-leaf clover", 1, 0, 0, THM_BOTH, room_clover },
  { "Water-surrounded vault", 1, 0, 0, THM_BOTH, room_water_vault },
  { "Twin businesses", 1, 4, 0, THM_BOTH, room_twin_businesses },
  { "Four connected rooms", 1, 0, 0, THM_XNH, nhs_thm_xnh_four_connected },
  { "Barbell-shaped room, horizontal", 1, 0, 0, THM_XNH, nhs_thm_xnh_barbell_h },
  { "Barbell-shaped room, vertical", 1, 0, 0, THM_XNH, nhs_thm_xnh_barbell_v },
  { "Room with small pillars", 1, 0, 0, THM_XNH, nhs_thm_xnh_small_pillars },
  { "Boomerang-shaped, rot 1", 1, 0, 0, THM_XNH, nhs_thm_xnh_boomerang_1 },
  { "Boomerang-shaped, rot 2", 1, 0, 0, THM_XNH, nhs_thm_xnh_boomerang_2 },
  { "Rectangular 1-wide ring around a blocked center", 1, 0, 0, THM_XNH,
    nhs_thm_xnh_ring_blocked },
  { "Tiny cage, big monster", 1, 0, 0, THM_XNH, nhs_thm_xnh_tiny_cage },
  { "Split room", 1, 0, 0, THM_XNH, nhs_thm_xnh_split_room },
  { "Corner 2x2 subroom", 1, 0, 0, THM_XNH, nhs_thm_xnh_corner_subroom },
  { "Storeroom vault", 1, 0, 14, THM_XNH, nhs_thm_xnh_storeroom_vault },
  { "Storeroom vault v2", 1, 0, 0, THM_XNH, nhs_thm_xnh_storeroom_vault2 },
  { "Crossed X of water", 1, 0, 0, THM_XNH, nhs_thm_xnh_crossed_water },
  { "Mini maze", 1, 6, 0, THM_XNH, nhs_thm_xnh_mini_maze },
  { "Bunch of closets", 1, 5, 0, THM_XNH, nhs_thm_xnh_closets },
  { "Beehives", 1, 10, 0, THM_XNH, nhs_thm_xnh_beehives },
  { "Super Honeycomb", 1, 13, 0, THM_XNH, nhs_thm_xnh_honeycomb },
  { "Random terrain room v2", 1, 0, 0, THM_XNH, nhs_thm_xnh_random_terrain },
  { "Swimming pool", 1, 5, 0, THM_XNH, nhs_thm_xnh_swimming_pool },
  { "Anti swimming pool", 1, 14, 0, THM_XNH, nhs_thm_xnh_anti_pool },
  { "Thin long horizontal room", 1, 0, 0, THM_XNH, nhs_thm_xnh_thin_long },
  { "Ozymandias' Tomb", 1, 18, 0, THM_XNH, nhs_thm_xnh_ozymandias },
  { "Billiards room", 1, 0, 0, THM_XNH, nhs_thm_xnh_billiards },
  { "Four-way circle-and-cross room", 1, 0, 0, THM_XNH, nhs_thm_xnh_circle_cross },
  { "Four 3x3 rooms, directly adjacent", 1, 0, 0, THM_XNH, nhs_thm_xnh_four_3x3 },
  { "Prison cell", 1, 8, 0, THM_XNH, nhs_thm_xnh_prison_cell },
  { "Mirrored obstacles, sort of like a Rorschasch figure", 1, 5, 0, THM_XNH,
    nhs_thm_xnh_mirrored },
  { "Dragon hall", 1, 20 + 1, 0, THM_XNH, nhs_thm_xnh_dragon_hall },
  { "Triple rhombus", 1, 0, 0, THM_XNH, nhs_thm_xnh_triple_rhombus },
  { "Spiral", 1, 0, 0, THM_XNH, nhs_thm_xnh_spiral },
  { "Kitchen", 1, 0, 0, THM_XNH, nhs_thm_xnh_kitchen },
  { "Abandoned shop", 1, 16, 0, THM_XNH, nhs_thm_xnh_abandoned_shop },
  { "Irregular anthole", 1, 7 + 4, 0, THM_XNH, nhs_thm_xnh_anthole },
  { "The Casque of Amontillado", 1, 8, 0, THM_XNH, nhs_thm_xnh_amontillado },
  { "Triple Rhombus v2", 1, 0, 0, THM_XNH, nhs_thm_xnh_triple_rhombus2 },
  { "Spikes", 1, 0, 0, THM_XNH, nhs_thm_xnh_spikes },
  { "Pennants", 1, 0, 0, THM_XNH, nhs_thm_xnh_pennants },
  { "Wizard study", 1, 14, 0, THM_XNH, nhs_thm_xnh_wizard_study },
  { "Ring, medium", 1, 0, 0, THM_XNH, nhs_thm_xnh_ring_medium },
  { "Ring, big", 1, 0, 0, THM_XNH, nhs_thm_xnh_ring_big },
  { "Player statuary", 1, 15, 0, THM_XNH, nhs_thm_xnh_player_statuary },
};

/* the versions whose entries a version's themerms.lua holds */
static guint
variant_versions (const NhsVariant *variant)
{
  switch (variant->level_rooms)
    {
    case NHS_LEVEL_ROOMS_THEMED_37:    /* the same lists */
    case NHS_LEVEL_ROOMS_THEMED_500:
      return THM_500;
    case NHS_LEVEL_ROOMS_THEMED_XNH:
      return THM_XNH;
    default:
      return 0;
    }
}

gboolean
nhs_level_rooms_themed (const NhsVariant *variant)
{
  return variant != NULL && variant_versions (variant) != 0;
}

gboolean
nhs_level_themed_entry (const NhsVariant *variant,
                        gboolean          want_fills,
                        int               i,
                        const char      **name,
                        int              *frequency,
                        int              *mindiff,
                        int              *maxdiff)
{
  guint versions, k, n = want_fills ? G_N_ELEMENTS (fills) : G_N_ELEMENTS (rooms);

  g_return_val_if_fail (variant != NULL, FALSE);
  if (variant->level_rooms == NHS_LEVEL_ROOMS_EVILHACK)   /* its room templates */
    {
      *maxdiff = G_MAXINT;
      return !want_fills && nhs_level_evil_template (i, name, frequency, mindiff);
    }
  versions = variant_versions (variant);
  if (!versions || i < 0)
    return FALSE;
  /* the version's i-th entry */
  for (k = 0; k < n; k++)
    if (((want_fills ? fills[k].versions : rooms[k].versions) & versions) && i-- == 0)
      break;
  if (k >= n)
    return FALSE;
  *name = want_fills ? fills[k].name : rooms[k].name;
  *frequency = want_fills ? fills[k].frequency : rooms[k].frequency;
  *mindiff = want_fills ? fills[k].mindiff : rooms[k].mindiff;
  *maxdiff = want_fills ? fills[k].maxdiff : rooms[k].maxdiff;
  return TRUE;
}

gboolean
nhs_level_themed_room_plain (const NhsVariant *variant,
                             const char       *name)
{
  const char *plain = NULL;
  int f, lo, hi;

  return name != NULL && nhs_level_themed_entry (variant, FALSE, 0, &plain, &f, &lo, &hi)
         && strcmp (name, plain) == 0;
}

/* themerms.lua themerooms_generate (): reservoir sampling over the rooms
   the difficulty allows; TRUE when the room failed */
static gboolean
themerooms_generate (Themes *t)
{
  Gen *g = t->g;
  int pick = -1, total = 0;
  /* the dice from a local copy of the generator: through g the compiler
     stores and reloads its state for every one of the table's ~70 dice */
  NhsRng rng = g->rng;
  const guint versions = t->versions;
  const int diff = t->diff;

  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      if (!(rooms[i].versions & versions)
          || !diff_ok (diff, rooms[i].mindiff, rooms[i].maxdiff))
        continue;
      total += rooms[i].frequency;
      if (rooms[i].frequency > 0 && nhs_rn2 (&rng, total) < rooms[i].frequency)
        pick = i;
    }
  g->rng = rng;
  t->failed = FALSE;
  g->in_themerooms = TRUE;
  rooms[pick].make (t);
  g->in_themerooms = FALSE;
  if (!t->failed)
    record (g->lev->themed_rooms, &g->lev->n_themed_rooms,
            G_N_ELEMENTS (g->lev->themed_rooms), rooms[pick].name);
  return t->failed;
}

/* mklev.c makerooms () with themed rooms */
static void
makerooms (Themes *t)
{
  Gen *g = t->g;
  NhsLevel *lev = g->lev;
  gboolean tried_vault = FALSE;
  int tries = 0;

  while (lev->nroom < MAXNROFROOMS - 1 && nhs_lev_rnd_rect (g))
    {
      if (lev->nroom >= MAXNROFROOMS / 6 && rn2 (g, 2) && !tried_vault)
        {
          tried_vault = TRUE;
          if (nhs_lev_create_room (g, TRUE))
            {
              g->vault_x = lev->rooms[lev->nroom].lx;
              g->vault_y = lev->rooms[lev->nroom].ly;
              lev->rooms[lev->nroom].hx = -1;
            }
        }
      else if (themerooms_generate (t)
               && (tries++ > 10 || lev->nroom >= MAXNROFROOMS / 6))
        break;
    }
}

/* ------------------------------------------------------------ after all */

/* shknam.c shkinit () and stock_room () for the shops among the subrooms
 * from `first' on (5.0.0's twin shops, EvilHack's twin businesses and
 * bazaar): the shopkeeper inside the door, then the stock */
void
nhs_lev_subroom_shopkeepers (Gen *g, int first)
{
  NhsLevel *lev = g->lev;

  for (int i = first; i < lev->nsubroom; i++)
    {
      const NhsLevelRoom *r = &lev->subrooms[i];

      if (r->type != NHS_ROOM_SHOP)
        continue;
      for (int x = r->lx - 1; x <= r->hx + 1; x++)
        for (int y = r->ly - 1; y <= r->hy + 1; y++)
          if ((TYP (g, x, y) == NHS_SQ_DOOR || TYP (g, x, y) == NHS_SQ_SDOOR)
              && (x == r->lx - 1 || x == r->hx + 1 || y == r->ly - 1 || y == r->hy + 1))
            {
              int sx = x == r->lx - 1 ? x + 1 : x == r->hx + 1 ? x - 1 : x;
              int sy = y == r->ly - 1 ? y + 1 : y == r->hy + 1 ? y - 1 : y;

              if (nhs_lev_make_named_monster (g, "shopkeeper", '@', sx, sy, FALSE) >= 0)
                {
                  nhs_lev_shop_door (g, r, x, y);
                  nhs_lev_stock_shop (g, r, -1, x, y);
                }
              x = r->hx + 2;
              break;
            }
    }
}

/* sp_lev.c fill_special_room () for the hives and ant holes the themed
 * rooms made (xNetHack's): their monsters once every room is filled (the
 * special room makelevel () picks is filled as it is made) */
static void
themed_zoos (Gen *g)
{
  NhsLevel *lev = g->lev;

  g->phase = NHS_LEVEL_PHASE_SPECIAL_ROOMS;
  for (int i = 0; i < lev->nsubroom; i++)
    {
      NhsLevelRoom *r = &lev->subrooms[i];
      Coord door = { 0, 0 };
      gboolean has_door = FALSE;

      if ((r->type != NHS_ROOM_BEEHIVE && r->type != NHS_ROOM_ANTHOLE) || r->unfilled)
        continue;
      for (int x = r->lx - 1; x <= r->hx + 1 && !has_door; x++)
        for (int y = r->ly - 1; y <= r->hy + 1; y++)
          if ((x < r->lx || x > r->hx || y < r->ly || y > r->hy)
              && is_door_or_sdoor (TYP (g, x, y)))
            {
              door = (Coord) { x, y };
              has_door = TRUE;
              break;
            }
      nhs_lev_fill_zoo_room (g, r, r->parent, has_door, door);
    }
  for (int i = 0; i < lev->nroom; i++)
    {
      NhsLevelRoom *r = &lev->rooms[i];

      if ((r->type == NHS_ROOM_BEEHIVE || r->type == NHS_ROOM_ANTHOLE) && !r->unfilled
          && r->type_phase == NHS_LEVEL_PHASE_ROOMS)
        nhs_lev_fill_zoo_room (g, r, i, r->doorct > 0,
                               r->doorct > 0 ? lev->doors[lev->fdoor[i]] : (Coord) { 0, 0 });
    }
}

/* make_dig_engraving ()'s text: "Dig", then the way from the engraving to
   the chest, dx squares east (west when negative), then dy south (north),
   each left out when 0, or " here" on the chest's own square. The Lua's
   tx = x - pos.x - 1 is this dx: rndcoord () answers pos.x less xstart,
   which reset_xystart_size () has made 1 (mklev.c
   themerooms_post_level_generate ()). */
static void
dig_text (int dx, int dy, char text[NHS_LEVEL_ENGRAVING_CHARS])
{
  char ew[16] = "", ns[16] = "";

  if (dx != 0)
    g_snprintf (ew, sizeof ew, " %d %s", ABS (dx), dx > 0 ? "east" : "west");
  if (dy != 0)
    g_snprintf (ns, sizeof ns, " %d %s", ABS (dy), dy > 0 ? "south" : "north");
  g_snprintf (text, NHS_LEVEL_ENGRAVING_CHARS, "Dig%s%s", dx == 0 && dy == 0 ? " here" : ew, ns);
}

static void
post_level_generate (Themes *t)
{
  Gen *g = t->g;

  for (int i = 0; i < t->n_post; i++)
    {
      const Post *p = &t->post[i];

      switch (p->kind)
        {
        case POST_GARDEN:
          {
            /* the room's walls become trees */
            Sel s;

            nhs_thm_sel_room (t, (Ref) { p->room, -1 }, &s);
            for (int x = MAX (1, s.lx - 1); x <= MIN (COLNO - 1, s.hx + 1); x++)
              for (int y = MAX (0, s.ly - 1); y <= MIN (ROWNO - 1, s.hy + 1); y++)
                {
                  gboolean next = FALSE;

                  for (int dx = -1; dx <= 1 && !next; dx++)
                    for (int dy = -1; dy <= 1 && !next; dy++)
                      next = x + dx >= 0 && x + dx < COLNO && y + dy >= 0 && y + dy < ROWNO
                             && s.pt[x + dx][y + dy];
                  if (next && NHS_SQ_IS_WALL (TYP (g, x, y)))
                    set_typ (g, x, y, NHS_SQ_TREE);
                }
            break;
          }
        case POST_DIG:
          {
            Sel s;
            int x, y;
            char text[NHS_LEVEL_ENGRAVING_CHARS];

            nhs_thm_sel_level_floor (g, &s);
            if (nhs_thm_sel_rndcoord (g, &s, FALSE, &x, &y))
              {
                dig_text (p->x - x, p->y - y, text);
                nhs_lev_add_engraving (g, x, y, text, NHS_ENGRAVING_BURN);
              }
            break;
          }
        case POST_TELEPORT:
          {
            Sel s;
            int x, y, tries = 0;

            nhs_thm_sel_level_floor (g, &s);
            do
              if (!nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y))
                break;
            while ((x == p->x || y == p->y) && ++tries < 1000);
            /* a trap, shown with the traps */
            g->phase = NHS_LEVEL_PHASE_TRAPS;
            nhs_lev_maketrap (g, p->x, p->y, NHS_TRAP_TELEP);
            g->phase = NHS_LEVEL_PHASE_FEATURES;
            break;
          }
        }
    }
}

/* ---------------------------------------------------------------- makelevel */

void
nhs_level_make_themed (Gen *g)
{
  NhsLevel *lev = g->lev;
  NhsLevelBranch br = nhs_lev_level_branch (&lev->params);
  int room_threshold, branch_x = 0, branch_y = 0, fillable = 0, bonus;
  Themes t = { .g = g, .diff = g->depth, .versions = variant_versions (g->variant) };

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  /* from nhs_lev_begin ()'s all-stone map, every square written through
     set_typ () (or a wall reshaped): check_room reads g->nonstone */
  memset (g->nonstone, 0, sizeof g->nonstone);
  g->nonstone_on = TRUE;
  makerooms (&t);
  g->nonstone_on = FALSE;
  nhs_lev_sort_rooms (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_ROOMS);

  nhs_lev_generate_stairs (g);
  room_threshold = (br != NHS_LEVEL_BRANCH_NONE) ? 4 : 3;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_STAIRS);

  nhs_lev_makecorridors (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_CORRIDORS);

  nhs_lev_make_niches (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_NICHES);

  nhs_lev_make_vault (g, br, &room_threshold);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_VAULT);

  nhs_lev_special_rooms (g, room_threshold);
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  nhs_lev_place_branch (g, br, &branch_x, &branch_y);
  g->phase = NHS_LEVEL_PHASE_SPECIAL_ROOMS;
  nhs_lev_subroom_shopkeepers (g, 0);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_SPECIAL_ROOMS);

  /* the room that may get the bonus item (its object is not made) */
  for (int room = 0; lev->rooms[room].hx > 0; room++)
    if ((lev->rooms[room].type == NHS_ROOM_ORDINARY || lev->rooms[room].type == NHS_ROOM_THEMED)
        && !lev->rooms[room].unfilled)
      fillable++;
  bonus = fillable ? rn2 (g, fillable) : -1;
  (void) bonus;
  /* fill_ordinary_room (): a room's subrooms first (the innermost first),
     then the room */
  for (int room = 0; lev->rooms[room].hx > 0; room++)
    if (lev->rooms[room].type == NHS_ROOM_ORDINARY || lev->rooms[room].type == NHS_ROOM_THEMED)
      {
        for (int i = lev->nsubroom - 1; i >= 0; i--)
          {
            NhsLevelRoom *sr = &lev->subrooms[i];

            if (sr->parent == room && !sr->unfilled
                && (sr->type == NHS_ROOM_ORDINARY || sr->type == NHS_ROOM_THEMED))
              nhs_lev_room_contents_in (g, sr);
          }
        if (!lev->rooms[room].unfilled)
          nhs_lev_room_contents (g, room);
      }
  themed_zoos (g);
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  post_level_generate (&t);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_FEATURES);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_TRAPS);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_MONSTERS);
  nhs_lev_finish_room_snapshots (g, branch_x, branch_y);
}
