/* nhs-level-themerms-xnh.c: xNetHack 9.1's own themed rooms and fills
 * (its dat/themerms.lua), and its versions of the 5.0.0 ones it changed;
 * the machinery (des.room, des.map, des.region, des.door, the selections,
 * the reservoir sampling, makerooms ()) is nhs-level-themerms.c's
 *
 * Written from reading xNetHack's dat/themerms.lua, dat/nhlib.lua, sp_lev.c
 * (lspo_door, create_door, lspo_region, lspo_map), selvar.c (lines,
 * ellipses) and mklev.c (random_door_mask). The Lua dice are drawn in the
 * file's order, as 5.0.0's are; where this is not the game, knowingly (as
 * for 5.0.0, and in docs/level-validation.md):
 *  - objects are not made and their own dice are not rolled (the Lua dice
 *    around them are), nor are a des.object's own place and the engravings'
 *    texts; the boulders of the Billiards room are shown;
 *  - a map's shape is described by its floor rectangles and a few squares
 *    laid over them (no map text of the game's);
 *  - the Abandoned shop is shown as a themed room (the game's is a shop
 *    that is never stocked and has no shopkeeper).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-themerms.h"

#include <string.h>

/* ---------------------------------------------------------------- helpers */

/* nhlib.lua shuffle (list) */
static void
shuffle (Gen *g, int *list, int n)
{
  for (int i = n; i >= 2; i--)
    {
      int j = rn2 (g, i) + 1, tmp = list[i - 1];

      list[i - 1] = list[j - 1];
      list[j - 1] = tmp;
    }
}

/* des.terrain (x, y, typ) inside a room: x, y relative to its floor */
static void
rel_terrain (Themes *t, Ref r, int x, int y, int typ)
{
  const NhsLevelRoom *rm = ref_room (t, r);

  nhs_thm_set_terrain (t->g, rm->lx + x, rm->ly + y, typ);
}

/* des.trap (kind) somewhere in the room (kind 0: a random kind) */
static void
room_trap (Themes *t, Ref r, int kind)
{
  int x, y;

  if (!kind)
    kind = nhs_level_random_trap_kind_for (t->g->variant, &t->g->rng, t->diff, FALSE);
  if (nhs_thm_room_loc (t, r, &x, &y))
    nhs_lev_trap_with_spider (t->g, x, y, kind);
}

/* des.feature (typ) somewhere in the room */
static void
room_feature (Themes *t, Ref r, int typ)
{
  int x, y;

  if (nhs_thm_room_loc (t, r, &x, &y) && !nhs_lev_occupied (t->g, x, y))
    set_typ (t->g, x, y, typ);
}

/* des.monster (class) somewhere in the room; class 0: des.monster (), a
   random monster with its group */
static void
room_monster (Themes *t, Ref r, char mclass)
{
  int x, y;

  if (mclass)
    {
      nhs_thm_monster_class_in (t, r, mclass, FALSE);
      return;
    }
  if (!nhs_thm_room_loc (t, r, &x, &y))
    return;
  if (nhs_lev_splev_square (t->g, -1, ref_room (t, r), &x, &y))
    nhs_lev_make_anymon (t->g, x, y, FALSE, TRUE);
}

/* a monster at a place a Lua selection gave, or beside it when someone
   stands there: sp_lev.c create_monster () moves it (enexto ()) only when
   the square is taken (MON_AT ()); a coordinate given to des.monster ()
   is not checked against the monster's humidity (get_location () tests
   is_ok_location () only for a random one), and makemon () of a given
   monster asks no goodpos (), so a dragon whose square (from the Dragon
   hall's unfiltered gold pile) is a wall or rock is made there (a square
   left of or above the hall's map is not the one meant: map_coord ()) */
static void
monster_near (Gen *g, const char *name, char symbol, char mclass, int x, int y)
{
  const NhsLevelParams *p = &g->lev->params;
  int cx = x, cy = y;
  int idx = name && p->lookup ? p->lookup (p->picker_data, name, NULL) : -1;

  if (LEV (g, x, y)->mon)
    if (!nhs_lev_enexto (g, idx, x, y, &cx, &cy))
      return;
  if (name)
    nhs_lev_make_named_monster (g, name, symbol, cx, cy, FALSE);
  else
    nhs_lev_make_splev_class_monster (g, mclass, cx, cy, FALSE);
}

/* lspo_region () of a rectangle (not irregular): the room over the map's
   squares x1..x2, y1..y2 (relative to the map at xs, ys). Unlike
   create_room () and the irregular region (sp_lev.c 1733, 5882), it sets
   no smeq[] for the room: makecorridors () reads whatever the slot held,
   0 in a new game and where the level before joined its rooms, so
   such a room counts as joined already to the first room and the second
   and third passes do not join it; the level's smeq[] starts at 0 here */
static int
rect_region (Themes *t, int xs, int ys, int x1, int y1, int x2, int y2, NhsRoomType rtype,
             gboolean filled, gboolean joined)
{
  Gen *g = t->g;
  NhsLevel *lev = g->lev;
  gboolean lit = nhs_lev_litstate_rnd (g, -1);
  int ri = lev->nroom;

  if (ri >= MAXNROFROOMS)
    return -1;
  nhs_lev_add_special_room (g, xs + x1, ys + y1, xs + x2, ys + y2, lit, rtype);
  for (int x = xs + x1 - 1; x <= xs + x2 + 1; x++)
    for (int y = ys + y1 - 1; y <= ys + y2 + 1; y++)
      if (isok (x, y) && (LEV (g, x, y)->room < 0 || (x >= xs + x1 && x <= xs + x2
                                                       && y >= ys + y1 && y <= ys + y2)))
        LEV (g, x, y)->room = (gint8) ri;
  lev->rooms[ri].unfilled = !filled;
  lev->rooms[ri].unjoined = !joined;
  return ri;
}

/* the room a region made, for its contents */
static Ref
room_ref (int ri)
{
  return (Ref) { ri, -1 };
}

/* xNetHack lspo_door () at a square: "random" (-1, secret 1 time in 2), a
   state, or secret (-2); iron -1 unless the file says */
static void
door_at (Themes *t, int x, int y, int state, int iron)
{
  Gen *g = t->g;
  gboolean secret = state == THM_DOOR_SECRET || (state == THM_DOOR_RANDOM && !rn2 (g, 2));
  int mask = nhs_lev_random_door_mask_xnh (g, secret ? NHS_SQ_SDOOR : NHS_SQ_DOOR, FALSE);
  int bits = mask & (NHS_DOOR_TRAPPED | NHS_DOOR_IRON);

  if (secret)
    mask = bits | (mask & NHS_DOOR_LOCKED ? NHS_DOOR_LOCKED : NHS_DOOR_CLOSED);
  else if (state >= 0)
    mask = bits | state;
  if (iron >= 0)
    mask = (mask & ~NHS_DOOR_IRON) | (iron ? NHS_DOOR_IRON : 0);
  if (!isok (x, y))
    return;
  set_typ (g, x, y, secret ? NHS_SQ_SDOOR : NHS_SQ_DOOR);
  LEV (g, x, y)->doormask = (guint8) mask;
}

/* des.door on a wall of the room with the iron bit given (-1: random) */
static void
wall_door (Themes *t, Ref r, int state, int walls, int iron)
{
  Coord c = nhs_thm_des_door (t, r, state, walls);

  if (c.x && iron >= 0)
    LEV (t->g, c.x, c.y)->doormask = (guint8) ((LEV (t->g, c.x, c.y)->doormask & ~NHS_DOOR_IRON)
                                               | (iron ? NHS_DOOR_IRON : 0));
}

/* themerms.lua way_out_method (trap_ok): a hole or teleport trap, or an
   escape item (an object) */
static void
way_out (Themes *t, Ref r, gboolean trap_ok)
{
  Gen *g = t->g;

  if (trap_ok && percent (g, 60))
    room_trap (t, r, percent (g, 60) ? NHS_TRAP_HOLE : NHS_TRAP_TELEP);
  else
    rn2 (g, 5);   /* which item */
}

/* a map: placed (or the room failed), then its contents at (xs, ys) */
static gboolean
map_at (Themes *t, const Shape *sh, int *xs, int *ys)
{
  return nhs_thm_des_map (t, sh, xs, ys);
}

/* selection.room ():filter_mapchar ("."): the room's plain floor */
static void
room_floor (Themes *t, Ref r, Sel *s)
{
  nhs_thm_sel_room (t, r, s);
  s->n = 0;
  for (int x = s->lx; x <= s->hx; x++)
    for (int y = s->ly; y <= s->hy; y++)
      {
        s->pt[x][y] = s->pt[x][y] && TYP (t->g, x, y) == NHS_SQ_ROOM;
        s->n += s->pt[x][y];
      }
}

/* ------------------------------------------------------------------ fills */

void
nhs_thm_xnh_fill_garden (Themes *t, Ref r)
{
  nhs_thm_garden (t, r, TRUE);
}

void
nhs_thm_xnh_fill_statuary (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;

  /* a statue on half the squares, else a statue trap 12 times in 100 */
  nhs_thm_sel_room (t, r, &s);
  SEL_EACH (s, x, y)
      if (!percent (g, 50) && percent (g, 12))
        nhs_lev_maketrap (g, x, y, NHS_TRAP_STATUE);
}

void
nhs_thm_xnh_fill_ghost (Themes *t, Ref r)
{
  nhs_thm_ghost (t, r, TRUE);
}

void
nhs_thm_xnh_fill_graffiti (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  nhs_thm_sel_percentage (g, &s, 30);
  SEL_EACH (s, x, y)
        nhs_lev_add_engraving (g, x, y, "(a random engraving)", NHS_ENGRAVING_MARK);
}

void
nhs_thm_xnh_fill_moldy (Themes *t, Ref r)
{
  static const char classes[] = { 0, 'F', 'b', 'j', 'P' };
  Gen *g = t->g;
  Sel s;
  int n, roll;

  nhs_thm_sel_room (t, r, &s);
  /* themerms.lua math.min (numpoints, d (4, 3)): one roll (GLib's MIN ()
     would evaluate a draw twice) */
  roll = thm_dice (g, 4, 3);
  n = MIN (s.n, roll);
  for (int i = 0; i < n; i++)
    {
      int k = rn2 (g, 5);

      if (!classes[k])
        nhs_thm_monster_named_in (t, r, "gas spore", 'e', FALSE);
      else
        nhs_thm_monster_class_in (t, r, classes[k], FALSE);
    }
}

void
nhs_thm_xnh_fill_spore_den (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;

  nhs_thm_sel_room (t, r, &s);
  SEL_EACH (s, x, y)
      if (percent (g, MIN (100, 75 + t->diff)))
        nhs_lev_make_named_monster (g, "gas spore", 'e', x, y, TRUE);
}

void
nhs_thm_xnh_fill_water_temple (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;
  int quarter, n, roll;

  nhs_thm_sel_room (t, r, &s);
  quarter = s.n / 4;
  /* each count is math.min (d (...), totsiz / 4): one roll, then the least */
  roll = 1 + rn2 (g, 6) + 6;
  n = MIN (roll, quarter);
  for (int i = 0; i < n; i++)
    room_feature (t, r, NHS_SQ_POOL);
  roll = 1 + rn2 (g, 3);
  n = MIN (roll, quarter);
  for (int i = 0; i < n; i++)
    room_feature (t, r, NHS_SQ_FOUNTAIN);
  if (percent (g, 30))
    room_feature (t, r, NHS_SQ_SINK);
  roll = 1 + rn2 (g, 4) + 1;
  n = MIN (roll, quarter);
  for (int i = 0; i < n; i++)
    nhs_thm_monster_named_in (t, r, "water nymph", 'n', FALSE);
}

void
nhs_thm_xnh_fill_meadow (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;
  int lx = 1000, hx = 0, ly = 1000, hy = 0, pn = 0, pe = 0, ps = 0, pw = 0, n;

  nhs_thm_sel_room (t, r, &s);
  SEL_EACH (s, x, y)
        {
          set_typ (g, x, y, NHS_SQ_GRASS);
          lx = MIN (lx, x);
          hx = MAX (hx, x);
          ly = MIN (ly, y);
          hy = MAX (hy, y);
        }
  SEL_EACH (s, x, y)
        {
          pw += x == lx;
          pe += x == hx;
          pn += y == ly;
          ps += y == hy;
        }
  /* d(4) - 2 trees, none that would leave a wall without a square for a
     door in front of it */
  n = 1 + rn2 (g, 4) - 2;
  for (int i = 1; i <= n; i++)
    {
      int x = 0, y = 0;
      gboolean w, no, e, so;

      if (!nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y))
        break;
      w = x == lx;
      no = y == ly;
      e = x == hx;
      so = y == hy;
      if ((w && pw == 1) || (no && pn == 1) || (e && pe == 1) || (so && ps == 1))
        continue;
      set_typ (g, x, y, NHS_SQ_TREE);
      pw -= w;
      pn -= no;
      pe -= e;
      ps -= so;
    }
}

void
nhs_thm_xnh_fill_minesweeper (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;
  int n;

  room_floor (t, r, &s);
  n = s.n * 15 / 100;
  for (int i = 0; i < n; i++)
    {
      int x, y;

      if (nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y))
        nhs_lev_maketrap (g, x, y, NHS_TRAP_LANDMINE);
    }
  /* (the numbers burnt into the floor: engravings without dice) */
}

void
nhs_thm_xnh_fill_sauna (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;
  int n, x, y;

  nhs_thm_sel_room (t, r, &s);
  for (int i = 1; i <= s.n / 4; i++)
    nhs_thm_monster_named_in (t, r, "steam vortex", 'v', FALSE);
  for (int i = 1; i <= s.n / 3; i++)
    nhs_thm_monster_named_in (t, r, "fog cloud", 'v', FALSE);
  n = 1 + rn2 (g, 2);
  for (int i = 0; i < n; i++)
    room_monster (t, r, 0);
  rn2 (g, 3);   /* d(3) towels */
  SEL_EACH (s, xx, yy)
      if (percent (g, 40))
        set_typ (g, xx, yy, NHS_SQ_CLOUD);
  /* the cooling pool */
  nhs_thm_sel_room (t, r, &s);
  if (nhs_thm_sel_rndcoord (g, &s, FALSE, &x, &y))
    set_typ (g, x, y, NHS_SQ_POOL);
}

void
nhs_thm_xnh_fill_gems (Themes *t, Ref r)
{
  Gen *g = t->g;
  Sel s;
  int n;

  room_floor (t, r, &s);
  n = s.n / 3;
  for (int i = 0; i < n; i++)
    {
      int x, y;

      nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y);   /* the gem's square */
    }
}

/* -------------------------------------------------- 5.0.0's, changed */

static void
delphi_centre (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, THM_DOOR_RANDOM, W_ANY);
  rel_terrain (t, r, 1, 1, NHS_SQ_FOUNTAIN);
}

static void
delphi_outer (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_room (t, &r, 4, 3, 3, 3, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, delphi_centre, NULL);
  rn2 (t->g, 2);   /* d(2) centaur statues */
}

void
nhs_thm_xnh_fake_delphi (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 11, 9, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, delphi_outer,
                    NULL);
}

void
nhs_thm_xnh_pillars (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 10, 10, NHS_ROOM_THEMED, -1, TRUE, TRUE, nhs_thm_pillars,
                    NULL);
}

void
nhs_thm_xnh_mausoleum (Themes *t)
{
  int w = 5 + rn2 (t->g, 3) * 2;
  int h = 5 + rn2 (t->g, 3) * 2;

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_THEMED, -1, TRUE, TRUE, nhs_thm_mausoleum,
                    NULL);
}

/* ----------------------------------------------------------------- shapes */

enum {
  XS_FOUR_CONNECTED, XS_BARBELL_H, XS_BARBELL_V, XS_BOOMERANG_1, XS_BOOMERANG_2,
  XS_TINY_CAGE, XS_STOREROOM_V2, XS_MINI_MAZE, XS_HONEYCOMB, XS_CIRCLE_CROSS, XS_PRISON,
  XS_DRAGON_HALL, XS_TRIPLE_RHOMBUS, XS_SPIRAL, XS_ANTHOLE, XS_AMONTILLADO,
  XS_TRIPLE_RHOMBUS_2, XS_SPIKES, XS_PENNANTS, XS_RING_MEDIUM, XS_RING_BIG,
};

#define D NHS_SQ_DOOR
#define C NHS_SQ_CORR
#define F NHS_SQ_IRONBARS
#define V NHS_SQ_VWALL
#define H NHS_SQ_HWALL
#define S NHS_SQ_STONE

static const Shape xshapes[] = {
  [XS_FOUR_CONNECTED] = { 11, 11, 4, { { 1, 1, 3, 3 }, { 7, 1, 9, 3 }, { 1, 7, 3, 9 },
                                       { 7, 7, 9, 9 } },
                          .nput = 12, .put = { { 4, 2, 4, 2, D }, { 6, 2, 6, 2, D },
                                               { 4, 8, 4, 8, D }, { 6, 8, 6, 8, D },
                                               { 2, 4, 2, 4, D }, { 8, 4, 8, 4, D },
                                               { 2, 6, 2, 6, D }, { 8, 6, 8, 6, D },
                                               { 5, 2, 5, 2, C }, { 5, 8, 5, 8, C },
                                               { 2, 5, 2, 5, C }, { 8, 5, 8, 5, C } } },
  [XS_BARBELL_H] = { 13, 5, 3, { { 1, 1, 3, 3 }, { 9, 1, 11, 3 }, { 4, 2, 8, 2 } } },
  [XS_BARBELL_V] = { 5, 13, 3, { { 1, 1, 3, 3 }, { 2, 4, 2, 8 }, { 1, 9, 3, 11 } } },
  [XS_BOOMERANG_1] = { 10, 13, 9, { { 1, 1, 3, 1 }, { 1, 2, 5, 2 }, { 2, 3, 6, 3 },
                                    { 5, 4, 7, 4 }, { 6, 5, 8, 7 }, { 5, 8, 7, 8 },
                                    { 2, 9, 6, 9 }, { 1, 10, 5, 10 }, { 1, 11, 3, 11 } } },
  [XS_BOOMERANG_2] = { 10, 13, 9, { { 6, 1, 8, 1 }, { 4, 2, 8, 2 }, { 3, 3, 7, 3 },
                                    { 2, 4, 4, 4 }, { 1, 5, 3, 7 }, { 2, 8, 4, 8 },
                                    { 3, 9, 7, 9 }, { 4, 10, 8, 10 }, { 6, 11, 8, 11 } } },
  [XS_TINY_CAGE] = { 7, 7, 1, { { 1, 1, 5, 5 } },
                     .nput = 4, .put = { { 2, 2, 4, 2, F }, { 2, 4, 4, 4, F }, { 2, 3, 2, 3, F },
                                         { 4, 3, 4, 3, F } } },
  [XS_STOREROOM_V2] = { 8, 6, 4, { { 1, 1, 6, 1 }, { 6, 2, 6, 2 }, { 4, 3, 6, 4 },
                                   { 1, 3, 2, 4 } } },
  [XS_MINI_MAZE] = { 11, 9, 20, { { 1, 1, 1, 1 }, { 3, 1, 3, 1 }, { 5, 1, 5, 1 }, { 7, 1, 7, 1 },
                                  { 9, 1, 9, 1 }, { 1, 3, 1, 3 }, { 3, 3, 3, 3 }, { 5, 3, 5, 3 },
                                  { 7, 3, 7, 3 }, { 9, 3, 9, 3 }, { 1, 5, 1, 5 }, { 3, 5, 3, 5 },
                                  { 5, 5, 5, 5 }, { 7, 5, 7, 5 }, { 9, 5, 9, 5 }, { 1, 7, 1, 7 },
                                  { 3, 7, 3, 7 }, { 5, 7, 5, 7 }, { 7, 7, 7, 7 },
                                  { 9, 7, 9, 7 } } },
  /* seven cells of a honeycomb, three to a row in the middle */
  [XS_HONEYCOMB] = { 18, 11, 21, { { 5, 1, 6, 1 }, { 4, 2, 7, 2 }, { 5, 3, 6, 3 },
                                   { 11, 1, 12, 1 }, { 10, 2, 13, 2 }, { 11, 3, 12, 3 },
                                   { 2, 4, 3, 4 }, { 1, 5, 4, 5 }, { 2, 6, 3, 6 },
                                   { 8, 4, 9, 4 }, { 7, 5, 10, 5 }, { 8, 6, 9, 6 },
                                   { 14, 4, 15, 4 }, { 13, 5, 16, 5 }, { 14, 6, 15, 6 },
                                   { 5, 7, 6, 7 }, { 4, 8, 7, 8 }, { 5, 9, 6, 9 },
                                   { 11, 7, 12, 7 }, { 10, 8, 13, 8 }, { 11, 9, 12, 9 } } },
  [XS_CIRCLE_CROSS] = { 11, 11, 7, { { 5, 1, 5, 2 }, { 4, 3, 6, 3 }, { 3, 4, 7, 4 },
                                     { 1, 5, 9, 5 }, { 3, 6, 7, 6 }, { 4, 7, 6, 7 },
                                     { 5, 8, 5, 9 } } },
  [XS_PRISON] = { 8, 7, 1, { { 1, 1, 6, 5 } },
                  .nput = 3, .put = { { 1, 3, 4, 3, F }, { 4, 4, 4, 4, F }, { 4, 5, 4, 5, D } } },
  [XS_DRAGON_HALL] = { 19, 11, 10, { { 7, 1, 8, 1 }, { 13, 1, 14, 1 }, { 5, 2, 15, 2 },
                                     { 4, 3, 16, 3 }, { 2, 4, 17, 4 }, { 1, 5, 16, 5 },
                                     { 1, 6, 15, 6 }, { 4, 7, 13, 7 }, { 5, 8, 12, 8 },
                                     { 8, 9, 11, 9 } } },
  [XS_TRIPLE_RHOMBUS] = { 17, 13, 12, { { 1, 1, 5, 1 }, { 11, 1, 15, 1 }, { 2, 2, 6, 2 },
                                        { 10, 2, 14, 2 }, { 3, 3, 7, 3 }, { 9, 3, 13, 3 },
                                        { 4, 4, 12, 4 }, { 8, 5, 8, 6 }, { 7, 7, 9, 7 },
                                        { 6, 8, 10, 9 }, { 7, 10, 9, 10 }, { 8, 11, 8, 11 } },
                          .nput = 1, .put = { { 8, 3, 8, 3, V } } },
  /* a passage winding in to a closed centre */
  [XS_SPIRAL] = { 15, 13, 20, { { 1, 2, 1, 10 }, { 13, 2, 13, 9 }, { 11, 4, 11, 10 },
                                { 3, 4, 3, 8 }, { 9, 6, 9, 8 }, { 6, 5, 6, 7 }, { 2, 1, 10, 1 },
                                { 1, 2, 2, 2 }, { 10, 2, 12, 2 }, { 4, 3, 8, 3 }, { 4, 4, 4, 4 },
                                { 8, 4, 10, 4 }, { 5, 6, 5, 6 }, { 7, 6, 7, 6 }, { 4, 8, 4, 8 },
                                { 8, 8, 8, 8 }, { 4, 9, 8, 9 }, { 2, 10, 2, 10 },
                                { 10, 10, 10, 10 }, { 2, 11, 10, 11 } },
                  .nput = 2, .put = { { 8, 6, 8, 6, D }, { 12, 12, 12, 12, H } } },
  [XS_ANTHOLE] = { 15, 7, 1, { { 0, 0, 14, 6 } } },
  [XS_AMONTILLADO] = { 12, 5, 2, { { 1, 1, 8, 3 }, { 10, 3, 10, 3 } } },
  [XS_TRIPLE_RHOMBUS_2] = { 25, 13, 19, { { 4, 1, 4, 2 }, { 3, 3, 5, 4 }, { 3, 8, 5, 9 },
                                          { 4, 10, 4, 11 }, { 12, 1, 12, 2 }, { 11, 3, 13, 4 },
                                          { 11, 8, 13, 9 }, { 12, 10, 12, 11 }, { 20, 1, 20, 2 },
                                          { 19, 3, 21, 4 }, { 19, 8, 21, 9 }, { 20, 10, 20, 11 },
                                          { 1, 5, 7, 5 }, { 9, 5, 15, 5 }, { 17, 5, 23, 5 },
                                          { 1, 6, 23, 6 }, { 1, 7, 7, 7 }, { 9, 7, 15, 7 },
                                          { 17, 7, 23, 7 } },
                          .nput = 4, .put = { { 8, 5, 8, 5, V }, { 16, 5, 16, 5, V },
                                              { 8, 7, 8, 7, V }, { 16, 7, 16, 7, V } } },
  [XS_SPIKES] = { 19, 9, 10, { { 3, 1, 3, 2 }, { 2, 3, 4, 5 }, { 1, 6, 5, 6 }, { 9, 1, 9, 2 },
                               { 8, 3, 10, 5 }, { 7, 6, 11, 6 }, { 15, 1, 15, 2 },
                               { 14, 3, 16, 5 }, { 13, 6, 17, 6 }, { 1, 7, 17, 7 } },
                  .nput = 2, .put = { { 6, 6, 6, 6, V }, { 12, 6, 12, 6, V } } },
  [XS_PENNANTS] = { 19, 9, 10, { { 1, 1, 17, 1 }, { 1, 2, 5, 2 }, { 2, 3, 4, 5 }, { 3, 6, 3, 7 },
                                 { 7, 2, 11, 2 }, { 8, 3, 10, 5 }, { 9, 6, 9, 7 },
                                 { 13, 2, 17, 2 }, { 14, 3, 16, 5 }, { 15, 6, 15, 7 } },
                    .nput = 2, .put = { { 6, 2, 6, 2, V }, { 12, 2, 12, 2, V } } },
  [XS_RING_MEDIUM] = { 9, 9, 12, { { 3, 1, 5, 1 }, { 2, 2, 3, 2 }, { 5, 2, 6, 2 },
                                   { 1, 3, 2, 3 }, { 6, 3, 7, 3 }, { 1, 4, 1, 4 },
                                   { 7, 4, 7, 4 }, { 1, 5, 2, 5 }, { 6, 5, 7, 5 },
                                   { 2, 6, 3, 6 }, { 5, 6, 6, 6 }, { 3, 7, 5, 7 } },
                       .nput = 5, .put = { { 4, 2, 4, 2, V }, { 4, 6, 4, 6, V },
                                           { 3, 4, 3, 4, V }, { 5, 4, 5, 4, V },
                                           { 4, 4, 4, 4, S } } },
  [XS_RING_BIG] = { 11, 11, 16, { { 4, 1, 6, 1 }, { 2, 2, 4, 2 }, { 6, 2, 8, 2 }, { 2, 3, 2, 3 },
                                  { 8, 3, 8, 3 }, { 1, 4, 2, 4 }, { 8, 4, 9, 4 }, { 1, 5, 1, 5 },
                                  { 9, 5, 9, 5 }, { 1, 6, 2, 6 }, { 8, 6, 9, 6 }, { 2, 7, 2, 7 },
                                  { 8, 7, 8, 7 }, { 2, 8, 4, 8 }, { 6, 8, 8, 8 },
                                  { 4, 9, 6, 9 } },
                    .nput = 5, .put = { { 5, 2, 5, 2, V }, { 5, 8, 5, 8, V },
                                        { 3, 5, 3, 5, V }, { 7, 5, 7, 5, V },
                                        { 4, 4, 6, 6, S } } },
};

#undef D
#undef C
#undef F
#undef V
#undef H
#undef S

/* a map room whose contents are filler_region (x, y) */
static void
filler_map (Themes *t, int which, int fx, int fy)
{
  int xs, ys;

  if (map_at (t, &xshapes[which], &xs, &ys))
    nhs_thm_filler_region (t, xs + fx, ys + fy);
}

/* ------------------------------------------------------------------ rooms */

void
nhs_thm_xnh_four_connected (Themes *t)
{
  static const int cells[4][4] = { { 1, 1, 3, 3 }, { 1, 7, 3, 9 }, { 7, 1, 9, 3 },
                                   { 7, 7, 9, 9 } };
  int xs, ys;

  if (!map_at (t, &xshapes[XS_FOUR_CONNECTED], &xs, &ys))
    return;
  for (int i = 0; i < 4; i++)
    rect_region (t, xs, ys, cells[i][0], cells[i][1], cells[i][2], cells[i][3],
                 NHS_ROOM_ORDINARY, TRUE, TRUE);
}

/* the barbells: filler_region, or (doors being no filler's) a themed room
   with a random door at each end of the bar */
static void
barbell (Themes *t, int which, int d1x, int d1y, int d2x, int d2y)
{
  int xs, ys;

  if (!map_at (t, &xshapes[which], &xs, &ys))
    return;
  if (percent (t->g, 50))
    nhs_thm_filler_region (t, xs + 2, ys + 2);
  else
    {
      nhs_thm_region_room (t, xs + 2, ys + 2, NHS_ROOM_THEMED, -1, TRUE, TRUE, FALSE);
      door_at (t, xs + d1x, ys + d1y, THM_DOOR_RANDOM, -1);
      door_at (t, xs + d2x, ys + d2y, THM_DOOR_RANDOM, -1);
    }
}

void
nhs_thm_xnh_barbell_h (Themes *t)
{
  barbell (t, XS_BARBELL_H, 4, 2, 8, 2);
}

void
nhs_thm_xnh_barbell_v (Themes *t)
{
  barbell (t, XS_BARBELL_V, 2, 4, 2, 8);
}

static void
small_pillars (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int w = rm->hx - rm->lx + 1, h = rm->hy - rm->ly + 1;
  gboolean grove = percent (g, 20);

  (void) data;
  if (t->diff < 5)   /* nh.mon_difficulty ("wood nymph") */
    grove = FALSE;
  for (int i = 0; i <= (w - 3) / 2; i++)
    for (int j = 0; j <= (h - 3) / 2; j++)
      rel_terrain (t, r, i * 2 + 1, j * 2 + 1, grove ? NHS_SQ_TREE : NHS_SQ_HWALL);
  if (!grove)
    return;
  /* the floor turns to grass (replace_terrain rolls for each square) */
  for (int x = rm->lx; x <= rm->hx; x++)
    for (int y = rm->ly; y <= rm->hy; y++)
      if (TYP (g, x, y) == NHS_SQ_ROOM && rn2 (g, 100) < 100)
        set_typ (g, x, y, NHS_SQ_GRASS);
  percent (g, 50);   /* a wood nymph's statue */
  if (percent (g, 20))
    percent (g, 50);   /* a statue or a figurine */
  for (int i = (1 + rn2 (g, t->diff)) / 4; i > 0; i--)
    nhs_thm_monster_named_in (t, r, "wood nymph", 'n', FALSE);
}

void
nhs_thm_xnh_small_pillars (Themes *t)
{
  int w = 5 + rn2 (t->g, 3) * 2;
  int h = 5 + rn2 (t->g, 3) * 2;

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_THEMED, -1, TRUE, TRUE, small_pillars,
                    NULL);
}

void
nhs_thm_xnh_boomerang_1 (Themes *t)
{
  filler_map (t, XS_BOOMERANG_1, 2, 2);
}

void
nhs_thm_xnh_boomerang_2 (Themes *t)
{
  filler_map (t, XS_BOOMERANG_2, 7, 1);
}

static void
ring_blocked (Themes *t, Ref r, gpointer data)
{
  const NhsLevelRoom *rm = ref_room (t, r);

  (void) data;
  for (int x = 1; x <= rm->hx - rm->lx - 1; x++)
    for (int y = 1; y <= rm->hy - rm->ly - 1; y++)
      rel_terrain (t, r, x, y, NHS_SQ_HWALL);
}

void
nhs_thm_xnh_ring_blocked (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, TRUE, TRUE, ring_blocked,
                    NULL);
}

void
nhs_thm_xnh_tiny_cage (Themes *t)
{
  Gen *g = t->g;
  int xs, ys;

  if (!map_at (t, &xshapes[XS_TINY_CAGE], &xs, &ys))
    return;
  rect_region (t, xs, ys, 1, 1, 5, 5, NHS_ROOM_THEMED, TRUE, TRUE);
  if (percent (g, 80))
    {
      char classes[6] = { 'M', 'Z', 'O', 'T' };
      int n = 4;

      if (t->diff > 6)
        {
          classes[n++] = 'H';
          if (t->diff > 12)
            classes[n++] = 'D';
        }
      nhs_lev_make_splev_class_monster (g, classes[nhs_thm_shuffle_first (g, n)], xs + 3,
                                        ys + 3, FALSE);
    }
  else
    nhs_lev_trap_with_spider (g, xs + 3, ys + 3,
                              nhs_level_random_trap_kind_for (g->variant, &g->rng, t->diff,
                                                              FALSE));
}

typedef struct {
  int state, wall, iron;
} DoorSpec;

static void
spec_door (Themes *t, Ref r, gpointer data)
{
  const DoorSpec *d = data;

  wall_door (t, r, d->state, d->wall, d->iron);
}

/* the door states the split rooms choose from: open, closed, locked, and
   from difficulty 5 secret (unless iron) */
static int
split_door_state (Themes *t, gboolean allow_secret)
{
  int states[4] = { NHS_DOOR_ISOPEN, NHS_DOOR_CLOSED, NHS_DOOR_LOCKED, THM_DOOR_SECRET };
  int n = 3 + (allow_secret != FALSE);

  shuffle (t->g, states, n);
  return states[0];
}

static void
split_room (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int w = rm->hx - rm->lx + 1, h = rm->hy - rm->ly + 1;
  gboolean doiron = t->diff > 10 && percent (g, 30);
  DoorSpec d = { split_door_state (t, t->diff >= 5 && !doiron), 0, doiron };
  int rndx = rn2 (g, w - 2) + 1, rndy = rn2 (g, h - 2) + 1;
  int repl;

  (void) data;
  if (percent (g, 50))
    {
      d.wall = W_EAST;
      nhs_thm_des_room (t, &r, 0, 0, rndx, h, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, spec_door, &d);
      repl = NHS_SQ_VWALL;
    }
  else
    {
      d.wall = W_SOUTH;
      nhs_thm_des_room (t, &r, 0, 0, w, rndy, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, spec_door, &d);
      repl = NHS_SQ_HWALL;
    }
  if (doiron)
    for (int x = rm->lx; x <= rm->hx; x++)
      for (int y = rm->ly; y <= rm->hy; y++)
        if (TYP (g, x, y) == repl && rn2 (g, 100) < 100)
          set_typ (g, x, y, NHS_SQ_IRONBARS);
}

void
nhs_thm_xnh_split_room (Themes *t)
{
  int w = 3 + rn2 (t->g, 10);
  int h = 3 + rn2 (t->g, 4);

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, split_room, NULL);
}

static void
corner_subroom (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  DoorSpec d = { split_door_state (t, t->diff >= 5), W_ANY, -1 };
  int rmx = percent (g, 50) ? rm->hx - rm->lx + 1 - 2 : 0;
  int rmy = percent (g, 50) ? rm->hy - rm->ly + 1 - 2 : 0;

  (void) data;
  nhs_thm_des_room (t, &r, rmx, rmy, 2, 2, NHS_ROOM_THEMED, -1, TRUE, TRUE, spec_door, &d);
}

void
nhs_thm_xnh_corner_subroom (Themes *t)
{
  int w = 4 + rn2 (t->g, 9);
  int h = 4 + rn2 (t->g, 3);

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_THEMED, -1, TRUE, TRUE, corner_subroom,
                    NULL);
}

static void
storeroom_vault (Themes *t, Ref r, gpointer data)
{
  (void) data;
  rn2 (t->g, 3);   /* d(3) chests */
  way_out (t, r, TRUE);
}

void
nhs_thm_xnh_storeroom_vault (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 2, 2, NHS_ROOM_THEMED, -1, FALSE, FALSE, storeroom_vault,
                    NULL);
}

void
nhs_thm_xnh_storeroom_vault2 (Themes *t)
{
  Gen *g = t->g;
  int xs, ys, ri, n;

  if (!map_at (t, &xshapes[XS_STOREROOM_V2], &xs, &ys))
    return;
  nhs_thm_region_room (t, xs + 1, ys + 1, NHS_ROOM_THEMED, -1, FALSE, TRUE, FALSE);
  ri = rect_region (t, xs, ys, 1, 3, 2, 4, NHS_ROOM_THEMED, FALSE, FALSE);
  if (ri < 0)
    return;
  n = 1 + rn2 (g, 2);
  for (int i = 0; i < n; i++)
    if (!percent (g, 4))
      percent (g, 50);   /* an ice box, a chest or a large box */
  n = 1 + rn2 (g, 4);
  for (int i = 0; i < n; i++)
    room_monster (t, room_ref (ri), 'r');
  if (percent (g, 20))
    {
      int state = percent (g, 50) ? THM_DOOR_SECRET : NHS_DOOR_LOCKED;

      wall_door (t, room_ref (ri), state, W_EAST, 1);
    }
  way_out (t, room_ref (ri), TRUE);
}

/* selvar.c selection_do_line (): Bresenham's steps along the longer axis
   (x when it is strictly longer) */
static void
line_terrain (Gen *g, int x1, int y1, int x2, int y2, int typ)
{
  int dx = ABS (x2 - x1), dy = ABS (y2 - y1);
  gboolean along_x = dx > dy;
  int *major = along_x ? &x1 : &y1, *minor = along_x ? &y1 : &x1;
  int major_end = along_x ? x2 : y2;
  int major_step = along_x ? (x1 < x2 ? 1 : -1) : (y1 < y2 ? 1 : -1);
  int minor_step = along_x ? (y1 < y2 ? 1 : -1) : (x1 < x2 ? 1 : -1);
  int dmaj = along_x ? dx : dy, dmin = along_x ? dy : dx;
  int ai = (dmin - dmaj) * 2, bi = dmin * 2, d0 = bi - dmaj;

  nhs_thm_set_terrain (g, x1, y1, typ);
  if (!dx && !dy)
    return;
  do
    {
      if (d0 >= 0)
        {
          *minor += minor_step;
          d0 += ai;
        }
      else
        d0 += bi;
      *major += major_step;
      nhs_thm_set_terrain (g, x1, y1, typ);
    }
  while (*major != major_end);
}

static void
crossed_water (Themes *t, Ref r, gpointer data)
{
  const NhsLevelRoom *rm = ref_room (t, r);

  (void) data;
  line_terrain (t->g, rm->lx, rm->ly, rm->hx, rm->hy, NHS_SQ_MOAT);
  line_terrain (t->g, rm->lx, rm->hy, rm->hx, rm->ly, NHS_SQ_MOAT);
}

void
nhs_thm_xnh_crossed_water (Themes *t)
{
  int w = 5 + rn2 (t->g, 9);
  int h = 5 + rn2 (t->g, 3);

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_THEMED, -1, TRUE, TRUE, crossed_water,
                    NULL);
}

/* the Mini maze's own maze walk: from a cell, the four directions shuffled,
   each wall to a cell not yet reached knocked down */
static void
mini_maze_step (Gen *g, int xs, int ys, int x, int y, guint8 reached[11][9])
{
  int dirs[4] = { 0, 1, 2, 3 };
  static const int ddx[4] = { 0, 0, 1, -1 }, ddy[4] = { -1, 1, 0, 0 };

  shuffle (g, dirs, 4);
  for (int i = 0; i < 4; i++)
    {
      int cx = x + 2 * ddx[dirs[i]], cy = y + 2 * ddy[dirs[i]];

      if (cx > 0 && cy > 0 && cx < 11 && cy < 9 && !reached[cx][cy])
        {
          nhs_thm_set_terrain (g, xs + x + ddx[dirs[i]], ys + y + ddy[dirs[i]], NHS_SQ_ROOM);
          reached[cx][cy] = 1;
          mini_maze_step (g, xs, ys, cx, cy, reached);
        }
    }
}

void
nhs_thm_xnh_mini_maze (Themes *t)
{
  guint8 reached[11][9];
  int xs, ys;

  if (!map_at (t, &xshapes[XS_MINI_MAZE], &xs, &ys))
    return;
  memset (reached, 0, sizeof reached);
  reached[5][3] = 1;
  mini_maze_step (t->g, xs, ys, 5, 3, reached);
  nhs_thm_region_room (t, xs + 3, ys + 3, NHS_ROOM_THEMED, 1, TRUE, TRUE, FALSE);
}

static void
closets (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);

  (void) data;
  for (int x = 0; x <= rm->hx - rm->lx; x++)
    for (int y = 0; y <= 4; y++)
      {
        if (y == 0 || y == 4)
          {
            if (x % 2 == 0)
              {
                if (percent (g, 10) && !LEV (g, rm->lx + x, rm->ly + y)->mon)
                  nhs_lev_make_anymon (g, rm->lx + x, rm->ly + y, FALSE, TRUE);
                percent (g, 10);   /* an object */
              }
            else
              rel_terrain (t, r, x, y, NHS_SQ_VWALL);
          }
        else if (y == 1 || y == 3)
          {
            if (x % 2 == 0)
              door_at (t, rm->lx + x, rm->ly + y, THM_DOOR_RANDOM, percent (g, t->diff * 4));
            else
              rel_terrain (t, r, x, y, NHS_SQ_HWALL);
          }
      }
}

void
nhs_thm_xnh_closets (Themes *t)
{
  int w = 3 + rn2 (t->g, 6) * 2;

  nhs_thm_des_room (t, NULL, -1, -1, w, 5, NHS_ROOM_THEMED, -1, TRUE, TRUE, closets, NULL);
}

static void
hive_door (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, THM_DOOR_RANDOM, W_ANY);
}

static void
beehives (Themes *t, Ref r, gpointer data)
{
  int n = GPOINTER_TO_INT (data);

  for (int i = 1; i <= n; i++)
    nhs_thm_des_room (t, &r, i * 5 - 3, 2, 2, 2, NHS_ROOM_BEEHIVE, -1, TRUE, TRUE, hive_door,
                      NULL);
}

void
nhs_thm_xnh_beehives (Themes *t)
{
  int n = 1 + rn2 (t->g, 3);

  nhs_thm_des_room (t, NULL, -1, -1, 1 + 5 * n, 6, NHS_ROOM_THEMED, -1, FALSE, TRUE, beehives,
                    GINT_TO_POINTER (n));
}

void
nhs_thm_xnh_honeycomb (Themes *t)
{
  /* the pairs of cells (1-7, left to right, top to bottom) a wall between
     them joins, and the wall's two squares */
  static const int conns[12][6] = {
    { 1, 2, 8, 2, 9, 2 }, { 1, 3, 4, 3, 4, 4 }, { 1, 4, 7, 3, 7, 4 },
    { 2, 4, 10, 3, 10, 4 }, { 2, 5, 13, 3, 13, 4 }, { 3, 4, 5, 5, 6, 5 },
    { 3, 6, 4, 6, 4, 7 }, { 4, 5, 11, 5, 12, 5 }, { 4, 6, 7, 6, 7, 7 },
    { 4, 7, 10, 6, 10, 7 }, { 5, 7, 13, 6, 13, 7 }, { 6, 7, 8, 8, 9, 8 },
  };
  Gen *g = t->g;
  gboolean reached[8] = { FALSE };
  int xs, ys;

  if (!map_at (t, &xshapes[XS_HONEYCOMB], &xs, &ys))
    return;
  reached[1 + rn2 (g, 7)] = TRUE;
  for (int n = 1; n < 7; n++)
    {
      int pick;

      do
        pick = rn2 (g, 12);
      while (reached[conns[pick][0]] == reached[conns[pick][1]]);
      nhs_thm_set_terrain (g, xs + conns[pick][2], ys + conns[pick][3], NHS_SQ_ROOM);
      nhs_thm_set_terrain (g, xs + conns[pick][4], ys + conns[pick][5], NHS_SQ_ROOM);
      reached[conns[pick][0]] = reached[conns[pick][1]] = TRUE;
    }
  nhs_thm_region_room (t, xs + 5, ys + 1, NHS_ROOM_BEEHIVE, -1, TRUE, TRUE, FALSE);
}

static void
random_terrain (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int w = rm->hx - rm->lx + 1, h = rm->hy - rm->ly + 1;
  int feature[6] = { NHS_SQ_CLOUD, NHS_SQ_ICE, NHS_SQ_GRASS }, n = 3;
  guint8 pick[COLNO][ROWNO];

  (void) data;
  /* the room's floor, 30 squares in 100 */
  memset (pick, 0, sizeof pick);
  for (int x = rm->lx; x <= rm->hx; x++)
    for (int y = rm->ly; y <= rm->hy; y++)
      pick[x][y] = TYP (g, x, y) == NHS_SQ_ROOM && rn2 (g, 100) < 30;
  if (t->diff > 4)
    {
      feature[n++] = NHS_SQ_POOL;
      feature[n++] = NHS_SQ_TREE;
      if (t->diff > 10)
        feature[n++] = NHS_SQ_LAVA;
    }
  shuffle (g, feature, n);
  if (feature[0] == NHS_SQ_POOL || feature[0] == NHS_SQ_TREE || feature[0] == NHS_SQ_LAVA)
    {
      /* a free square on each wall */
      int top = rn2 (g, w), bottom = rn2 (g, w), left = rn2 (g, h), right = rn2 (g, h);

      pick[rm->lx + top][rm->ly] = 0;
      pick[rm->lx + bottom][rm->hy] = 0;
      pick[rm->lx][rm->ly + left] = 0;
      pick[rm->hx][rm->ly + right] = 0;
    }
  for (int x = rm->lx; x <= rm->hx; x++)
    for (int y = rm->ly; y <= rm->hy; y++)
      if (pick[x][y])
        set_typ (g, x, y, feature[0]);
}

void
nhs_thm_xnh_random_terrain (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, TRUE, TRUE, random_terrain,
                    NULL);
}

/* des.monster (";") in a room: a sea monster on one of its water squares */
static void
sea_monster (Themes *t, Ref r)
{
  const NhsLevelRoom *rm = ref_room (t, r);
  Gen *g = t->g;

  for (int i = 0; i < 100; i++)
    {
      int x = somex (g, rm), y = somey (g, rm);

      if (TYP (g, x, y) == NHS_SQ_MOAT && !LEV (g, x, y)->mon)
        {
          nhs_lev_make_splev_class_monster (g, ';', x, y, FALSE);
          return;
        }
    }
}

static void
swimming_pool (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int w = rm->hx - rm->lx + 1, h = rm->hy - rm->ly + 1, n, roll;

  (void) data;
  for (int x = rm->lx + 1; x <= rm->hx - 1; x++)
    for (int y = rm->ly + 1; y <= rm->hy - 1; y++)
      set_typ (g, x, y, NHS_SQ_MOAT);
  /* math.min (d (5), waterarea / 2): one roll */
  roll = 1 + rn2 (g, 5);
  n = MIN (roll, (w - 2) * (h - 2) / 2);
  for (int i = 0; i < n; i++)
    sea_monster (t, r);
  if (percent (g, 50))
    {
      /* the sunken chest: its square, its gems and its gold */
      if ((w - 2) * (h - 2) > 0)
        rn2 (g, (w - 2) * (h - 2));
      thm_dice (g, 2, 2);
      thm_dice (g, 80, 5);
    }
}

void
nhs_thm_xnh_swimming_pool (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, FALSE, TRUE, swimming_pool,
                    NULL);
}

static void
anti_pool (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int n;

  (void) data;
  for (int x = rm->lx; x <= rm->hx; x++)
    for (int y = rm->ly; y <= rm->hy; y++)
      if (x == rm->lx || x == rm->hx || y == rm->ly || y == rm->hy)
        set_typ (g, x, y, NHS_SQ_MOAT);
  n = 1 + rn2 (g, 3);
  for (int i = 0; i < n; i++)
    sea_monster (t, r);
}

void
nhs_thm_xnh_anti_pool (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, FALSE, TRUE, anti_pool, NULL);
}

void
nhs_thm_xnh_thin_long (Themes *t)
{
  int w = 14 + 1 + rn2 (t->g, 6);
  int h = 1 + rn2 (t->g, 2);

  nhs_thm_des_room (t, NULL, -1, -1, w, h, h == 1 ? NHS_ROOM_THEMED : NHS_ROOM_ORDINARY, -1,
                    TRUE, TRUE, NULL, NULL);
}

static void
ozymandias (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  int n;

  (void) data;
  rel_terrain (t, r, 3, 3, NHS_SQ_THRONE);
  n = 2 + 1 + rn2 (g, 4);
  for (int i = 0; i < n; i++)
    {
      int x, y;

      if (nhs_thm_room_loc (t, r, &x, &y))
        nhs_lev_maketrap (g, x, y, NHS_TRAP_WEB);   /* no spider on it */
    }
  for (int i = 0; i < 4; i++)
    if (percent (g, 75))
      room_trap (t, r, NHS_TRAP_ROCK);
  n = 1 + rn2 (g, 3) + 1;
  for (int i = 0; i < n; i++)
    room_trap (t, r, NHS_TRAP_HOLE);
  room_trap (t, r, NHS_TRAP_STATUE);
  room_trap (t, r, NHS_TRAP_STATUE);
  /* the engraving beside the throne */
  if (percent (g, 50))
    rn2 (g, 2);
  else
    rn2 (g, 2);
}

void
nhs_thm_xnh_ozymandias (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 7, 7, NHS_ROOM_THEMED, -1, FALSE, TRUE, ozymandias, NULL);
}

static void
billiards (Themes *t, Ref r, gpointer data)
{
  static const int pockets[6][2] = { { 0, 0 }, { 0, 4 }, { 0, 8 }, { 8, 0 }, { 8, 4 }, { 8, 8 } };
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);

  (void) data;
  for (int i = 0; i < 6; i++)
    nhs_lev_maketrap (g, rm->lx + pockets[i][0], rm->ly + pockets[i][1], NHS_TRAP_HOLE);
  for (int i = 0; i < 9; i++)
    {
      int bx = 0, by = 0;

      while ((bx == 0 || bx == 8) && by % 4 == 0)
        {
          bx = rn2 (g, 9);
          by = rn2 (g, 9);
        }
      /* (des.object at a fixed place: no check of the square, so two
         may fall on one) */
      nhs_lev_put_boulder (g, rm->lx + bx, rm->ly + by);
    }
}

void
nhs_thm_xnh_billiards (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 9, 9, NHS_ROOM_THEMED, -1, FALSE, TRUE, billiards, NULL);
}

void
nhs_thm_xnh_circle_cross (Themes *t)
{
  Gen *g = t->g;
  int xs, ys;
  gboolean centre;

  if (!map_at (t, &xshapes[XS_CIRCLE_CROSS], &xs, &ys))
    return;
  centre = percent (g, 15);
  nhs_thm_region_room (t, xs + 5, ys + 1, centre ? NHS_ROOM_THEMED : NHS_ROOM_ORDINARY, -1,
                       FALSE, TRUE, FALSE);
  if (centre)
    nhs_thm_set_terrain (g, xs + 5, ys + 5, percent (g, 20) ? NHS_SQ_TREE : NHS_SQ_FOUNTAIN);
}

static void
door_ws (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, THM_DOOR_RANDOM, W_WEST);
  nhs_thm_des_door (t, r, THM_DOOR_RANDOM, W_SOUTH);
}

static void
door_ne (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_door (t, r, THM_DOOR_RANDOM, W_NORTH);
  nhs_thm_des_door (t, r, THM_DOOR_RANDOM, W_EAST);
}

static void
four_3x3 (Themes *t, Ref r, gpointer data)
{
  (void) data;
  nhs_thm_des_room (t, &r, 1, 1, 3, 3, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, NULL, NULL);
  nhs_thm_des_room (t, &r, 4, 1, 3, 3, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, door_ws, NULL);
  nhs_thm_des_room (t, &r, 1, 4, 3, 3, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, door_ne, NULL);
}

void
nhs_thm_xnh_four_3x3 (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 7, 7, NHS_ROOM_ORDINARY, -1, TRUE, TRUE, four_3x3, NULL);
}

void
nhs_thm_xnh_prison_cell (Themes *t)
{
  static const char *const rats[] = { "sewer rat", "giant rat", "rabid rat" };
  Gen *g = t->g;
  int xs, ys;

  if (!map_at (t, &xshapes[XS_PRISON], &xs, &ys))
    return;
  door_at (t, xs + 4, ys + 5, NHS_DOOR_LOCKED, 1);
  if (percent (g, 70))
    {
      int px = 1 + rn2 (g, 3), py = 3 + 1 + rn2 (g, 2);
      int x, y, tries = 0, rat;

      nhs_lev_make_named_monster (g, "prisoner", '@', xs + px, ys + py, TRUE);
      /* and a rat for company, somewhere on the map */
      rat = rn2 (g, 3);
      do
        {
          x = xs + 1 + rn2 (g, 6);
          y = ys + 1 + rn2 (g, 5);
        }
      while ((TYP (g, x, y) != NHS_SQ_ROOM || LEV (g, x, y)->mon) && ++tries < 100);
      nhs_lev_make_named_monster (g, rats[rat], 'r', x, y, FALSE);
    }
  nhs_thm_region_room (t, xs + 1, ys + 1, NHS_ROOM_THEMED, -1, TRUE, TRUE, FALSE);
  nhs_thm_region_room (t, xs + 1, ys + 4, NHS_ROOM_THEMED, -1, FALSE, FALSE, FALSE);
}

static void
mirrored (Themes *t, Ref r, gpointer data)
{
  static const int obstacles[] = { NHS_SQ_TREE, NHS_SQ_MOAT, NHS_SQ_IRONBARS, NHS_SQ_LAVA,
                                   NHS_SQ_CLOUD };
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int w = rm->hx - rm->lx + 1, h = rm->hy - rm->ly + 1;
  int typ = obstacles[rn2 (g, 5)];

  (void) data;
  for (int x = 1; x <= w / 2; x++)
    for (int y = 1; y <= h - 2; y++)
      if (percent (g, 40))
        {
          rel_terrain (t, r, x, y, typ);
          rel_terrain (t, r, w - x - 1, y, typ);
        }
}

void
nhs_thm_xnh_mirrored (Themes *t)
{
  int w = 5 + rn2 (t->g, 10);
  int h = 5 + rn2 (t->g, 4);

  nhs_thm_des_room (t, NULL, -1, -1, w, h, NHS_ROOM_THEMED, -1, FALSE, TRUE, mirrored, NULL);
}

/* the Dragon hall's loot (): d(25) picks the kind; weapons and armor roll
   their enchantment, a scroll or book its class; 1 time in 10 more loot */
static void
dragon_loot (Gen *g)
{
  do
    {
      int choice = 1 + rn2 (g, 25);

      if (choice == 2 || choice == 3)
        rn2 (g, 3);
      else if (choice == 8)
        percent (g, 50);
    }
  while (percent (g, 10));
}

/* where des.monster ({ coord = pt }) inside a map's contents (the map at
   xs, ys; no room of the coder's) puts a monster whose selection point
   (rndcoord () gives it back relative to the map) is the square x, y:
   sp_lev.c lspo_monster () packs the relative coordinate with
   SP_COORD_PACK (), which keeps its low 8 bits, so a point left of or above
   the map (relative x or y below 0) unpacks to 255, 254, ...: a square off
   the level, which create_monster ()'s second get_location_coord () (DRY
   added, no NO_LOC_WARN) turns into (x_maze_max, y_maze_max), the level's
   bottom right corner, where every such monster after the first stands
   beside the one before (enexto ()). (Relative (-1, -1) would be a random
   square of the map instead; the Dragon hall's gold pile never reaches
   it: its hall floor is at least sqrt (34) from there, the pile's radius
   sqrt (29).) */
static void
map_coord (int xs, int ys, int *x, int *y)
{
  if (*x < xs || *y < ys)
    {
      *x = NHS_MAZE_XMAX;
      *y = NHS_MAZE_YMAX;
    }
}

void
nhs_thm_xnh_dragon_hall (Themes *t)
{
  static const char *const colours[] = { "gray", "silver", "red", "white", "orange", "black",
                                         "blue", "green", "yellow", "gold" };
  Gen *g = t->g;
  Sel floor, pile;
  int xs, ys, cx, cy, n;

  if (!map_at (t, &xshapes[XS_DRAGON_HALL], &xs, &ys))
    return;
  nhs_thm_region_room (t, xs + 4, ys + 4, NHS_ROOM_THEMED, -1, FALSE, TRUE, FALSE);
  /* the hall's floor (a flood fill from where the region began) */
  memset (&floor, 0, sizeof floor);
  floor.lx = xs;
  floor.ly = ys;
  floor.hx = xs + 18;
  floor.hy = ys + 10;
  for (int x = floor.lx; x <= floor.hx; x++)
    for (int y = floor.ly; y <= floor.hy; y++)
      if (isok (x, y) && TYP (g, x, y) == NHS_SQ_ROOM)
        {
          floor.pt[x][y] = 1;
          floor.n++;
        }
  if (!nhs_thm_sel_rndcoord (g, &floor, FALSE, &cx, &cy))
    return;
  /* the hoard: a circle of radius 5 round its centre */
  memset (&pile, 0, sizeof pile);
  pile.lx = MAX (cx - 5, 0);
  pile.hx = MIN (cx + 5, COLNO - 1);
  pile.ly = MAX (cy - 5, 0);
  pile.hy = MIN (cy + 5, ROWNO - 1);
  for (int x = pile.lx; x <= pile.hx; x++)
    for (int y = pile.ly; y <= pile.hy; y++)
      if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= 29)
        {
          pile.pt[x][y] = 1;
          pile.n++;
        }
  for (int x = pile.lx; x <= pile.hx; x++)
    for (int y = pile.ly; y <= pile.hy; y++)
      {
        int d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy);
        gboolean gold;

        if (!pile.pt[x][y] || TYP (g, x, y) != NHS_SQ_ROOM)
          continue;
        if (d2 >= 20)
          gold = percent (g, 20);
        else if (d2 >= 12)
          gold = percent (g, 50);
        else
          gold = TRUE;
        if (gold)
          rn2 (g, 50);   /* its amount */
        if (percent (g, 40 - d2 * 2))
          dragon_loot (g);
        if (d2 < 3)
          percent (g, 80);   /* a dragon egg */
      }
  /* pits and traps off the pile */
  for (int x = floor.lx; x <= floor.hx; x++)
    for (int y = floor.ly; y <= floor.hy; y++)
      if (floor.pt[x][y] && pile.pt[x][y])
        {
          floor.pt[x][y] = 0;
          floor.n--;
        }
  n = 2 + 1 + rn2 (g, 2);
  for (int i = 0; i < n; i++)
    {
      int x, y;

      if (nhs_thm_sel_rndcoord (g, &floor, FALSE, &x, &y))
        nhs_lev_maketrap (g, x, y, NHS_TRAP_PIT);
      if (nhs_thm_sel_rndcoord (g, &floor, FALSE, &x, &y))
        nhs_lev_trap_with_spider (g, x, y,
                                  nhs_level_random_trap_kind_for (g->variant, &g->rng, t->diff,
                                                                  FALSE));
    }
  n = 3 + 1 + rn2 (g, 3);
  for (int i = 0; i < n; i++)
    {
      char name[32];
      int x, y;

      g_snprintf (name, sizeof name, "baby %s dragon", colours[rn2 (g, 10)]);
      if (nhs_thm_sel_rndcoord (g, &pile, FALSE, &x, &y))
        {
          map_coord (xs, ys, &x, &y);
          monster_near (g, g_intern_string (name), 'D', 0, x, y);
        }
    }
  n = 5 + 1 + rn2 (g, 5);
  for (int i = 0; i < n; i++)
    {
      char name[32];
      int x, y;

      g_snprintf (name, sizeof name, "%s dragon", colours[rn2 (g, 10)]);
      if (nhs_thm_sel_rndcoord (g, &pile, FALSE, &x, &y))
        {
          map_coord (xs, ys, &x, &y);
          monster_near (g, g_intern_string (name), 'D', 0, x, y);
        }
    }
}

void
nhs_thm_xnh_triple_rhombus (Themes *t)
{
  filler_map (t, XS_TRIPLE_RHOMBUS, 1, 1);
}

void
nhs_thm_xnh_spiral (Themes *t)
{
  Gen *g = t->g;
  int xs, ys, ri, choice;

  if (!map_at (t, &xshapes[XS_SPIRAL], &xs, &ys))
    return;
  nhs_thm_region_room (t, xs + 2, ys + 1, NHS_ROOM_THEMED, -1, TRUE, TRUE, FALSE);
  ri = nhs_thm_region_room (t, xs + 6, ys + 6, NHS_ROOM_THEMED, -1, FALSE, FALSE, FALSE);
  if (ri >= 0)
    {
      /* the centre: a tree, a fountain, an altar or a throne, objects or
         nothing (at its room's (1, 1)), and a monster */
      const NhsLevelRoom *rm = &g->lev->rooms[ri];
      int cx = rm->lx + 1, cy = rm->ly + 1;

      choice = 1 + rn2 (g, 5);
      if (choice == 1)
        nhs_thm_set_terrain (g, cx, cy, NHS_SQ_TREE);
      else if (choice == 2)
        nhs_thm_set_terrain (g, cx, cy, NHS_SQ_FOUNTAIN);
      else if (choice == 3)
        {
          if (percent (g, 50))
            {
              nhs_thm_set_terrain (g, cx, cy, NHS_SQ_ALTAR);
              LEV (g, cx, cy)->altar_align = (gint8) (rn2 (g, 3) - 1);
            }
          else
            nhs_thm_set_terrain (g, cx, cy, NHS_SQ_THRONE);
        }
      room_monster (t, room_ref (ri), 0);
    }
  door_at (t, xs + 8, ys + 6, THM_DOOR_RANDOM, -1);
}

static void
kitchen (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  int n;

  (void) data;
  n = 1 + rn2 (g, 2);
  for (int i = 0; i < n; i++)
    room_feature (t, r, NHS_SQ_SINK);
  /* the kitchen's things are objects: only the file's dice */
  percent (g, 50);
  rn2 (g, 3);
  rn2 (g, 3);
  percent (g, 70);
  percent (g, 20);
  percent (g, 20);
  rn2 (g, 3);
  rn2 (g, 3);
  percent (g, 50);
  rn2 (g, 3);
  n = 1 + rn2 (g, 4) + 4;
  for (int i = 0; i < n; i++)
    {
      rn2 (g, 11);
      rn2 (g, 11);
    }
}

void
nhs_thm_xnh_kitchen (Themes *t)
{
  int w = 1 + rn2 (t->g, 4) + 8;

  nhs_thm_des_room (t, NULL, -1, -1, w, 2, NHS_ROOM_THEMED, -1, FALSE, TRUE, kitchen, NULL);
}

static void
abandoned_shop (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  int n = (rm->hx - rm->lx + 1) * (rm->hy - rm->ly + 1) / 5 + 1 + rn2 (g, 3);

  (void) data;
  for (int i = 0; i < n; i++)
    {
      room_monster (t, r, 'm');
      percent (g, 35);   /* an object */
    }
}

void
nhs_thm_xnh_abandoned_shop (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, FALSE, TRUE, abandoned_shop,
                    NULL);
}

/* a square of the anthole's 15 by 7 rings */
static void
ring_square (gpointer ud, int x, int y)
{
  guint8 (*sel)[7] = ud;

  if (x < 15 && y < 7)
    sel[x][y] = 1;
}

void
nhs_thm_xnh_anthole (Themes *t)
{
  static const int rings[4][3] = { { 7, 3, 80 }, { 5, 2, 60 }, { 3, 1, 40 }, { 0, 0, 20 } };
  Gen *g = t->g;
  guint8 outer[15][7], inner[15][7], reach[15][7];
  int xs, ys, ri;

  if (!map_at (t, &xshapes[XS_ANTHOLE], &xs, &ys))
    return;
  /* rings from the edge in, each taken away at a chance that falls
     towards the centre: the squares outside the ellipse, then outside the
     next one, ... then the innermost ellipse */
  memset (outer, 1, sizeof outer);
  for (int k = 0; k < 4; k++)
    {
      memset (inner, 0, sizeof inner);
      if (k < 3)
        nhs_lev_ellipse (7, 3, rings[k][0], rings[k][1], ring_square, inner);
      for (int x = 0; x < 15; x++)
        for (int y = 0; y < 7; y++)
          if (outer[x][y] && !inner[x][y] && TYP (g, xs + x, ys + y) == NHS_SQ_ROOM
              && rn2 (g, 100) < rings[k][2])
            set_typ (g, xs + x, ys + y, NHS_SQ_STONE);
      memcpy (outer, inner, sizeof outer);
      if (k == 2)
        {
          /* the last: the innermost ellipse itself, at 20 */
          for (int x = 0; x < 15; x++)
            for (int y = 0; y < 7; y++)
              if (inner[x][y] && TYP (g, xs + x, ys + y) == NHS_SQ_ROOM && rn2 (g, 100) < 20)
                set_typ (g, xs + x, ys + y, NHS_SQ_STONE);
          break;
        }
    }
  set_typ (g, xs + 7, ys + 3, NHS_SQ_ROOM);
  /* floor not joined to the centre (diagonals count) turns to stone */
  memset (reach, 0, sizeof reach);
  reach[7][3] = 1;
  for (gboolean grew = TRUE; grew;)
    {
      grew = FALSE;
      for (int x = 0; x < 15; x++)
        for (int y = 0; y < 7; y++)
          if (!reach[x][y] && TYP (g, xs + x, ys + y) == NHS_SQ_ROOM)
            for (int dx = -1; dx <= 1 && !reach[x][y]; dx++)
              for (int dy = -1; dy <= 1; dy++)
                if (x + dx >= 0 && x + dx < 15 && y + dy >= 0 && y + dy < 7
                    && reach[x + dx][y + dy])
                  {
                    reach[x][y] = 1;
                    grew = TRUE;
                    break;
                  }
    }
  for (int x = 0; x < 15; x++)
    for (int y = 0; y < 7; y++)
      if (!reach[x][y] && TYP (g, xs + x, ys + y) == NHS_SQ_ROOM)
        set_typ (g, xs + x, ys + y, NHS_SQ_STONE);
  /* des.wallify () (sp_lev.c lspo_wallify ()): wallify_map () over the
     map and a border, xstart - 1 .. xstart + xsize + 1 (and so for y), so
     floor on the map's edge gets its wall outside the map too */
  nhs_lev_wallify_map (g, xs - 1, ys - 1, xs + 15 + 1, ys + 7 + 1);
  ri = nhs_thm_region_room (t, xs + 7, ys + 3, NHS_ROOM_ANTHOLE, -1, TRUE, TRUE, FALSE);
  (void) ri;
}

void
nhs_thm_xnh_amontillado (Themes *t)
{
  int xs, ys, ri;

  if (!map_at (t, &xshapes[XS_AMONTILLADO], &xs, &ys))
    return;
  rect_region (t, xs, ys, 1, 1, 8, 3, NHS_ROOM_THEMED, TRUE, TRUE);
  ri = rect_region (t, xs, ys, 10, 3, 10, 3, NHS_ROOM_THEMED, FALSE, FALSE);
  if (ri >= 0)
    nhs_lev_add_engraving (t->g, xs + 10, ys + 3, "Amontillado!", NHS_ENGRAVING_ENGRAVE);
}

void
nhs_thm_xnh_triple_rhombus2 (Themes *t)
{
  filler_map (t, XS_TRIPLE_RHOMBUS_2, 4, 6);
}

void
nhs_thm_xnh_spikes (Themes *t)
{
  int xs, ys, ri;

  if (!map_at (t, &xshapes[XS_SPIKES], &xs, &ys))
    return;
  if (percent (t->g, 90))
    {
      nhs_thm_filler_region (t, xs + 3, ys + 3);
      return;
    }
  ri = nhs_thm_region_room (t, xs + 3, ys + 3, NHS_ROOM_THEMED, -1, TRUE, TRUE, FALSE);
  if (ri >= 0)
    for (int i = 0; i < 5; i++)
      room_trap (t, room_ref (ri), NHS_TRAP_SPIKED_PIT);
}

void
nhs_thm_xnh_pennants (Themes *t)
{
  int xs, ys;

  if (!map_at (t, &xshapes[XS_PENNANTS], &xs, &ys))
    return;
  if (percent (t->g, 10))
    nhs_thm_shuffle_first (t->g, 3);   /* the piece of cloth's pennant */
  nhs_thm_filler_region (t, xs + 3, ys + 3);
}

static void
wizard_study (Themes *t, Ref r, gpointer data)
{
  Gen *g = t->g;
  const NhsLevelRoom *rm = ref_room (t, r);
  Sel s;
  int x, y;

  (void) data;
  nhs_thm_sel_room (t, r, &s);
  if (s.pt[rm->lx + 1][rm->ly + 1])
    {
      s.pt[rm->lx + 1][rm->ly + 1] = 0;   /* the centre stays free */
      s.n--;
    }
  if (nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y))
    nhs_lev_maketrap (g, x, y, NHS_TRAP_TELEP);
  if (percent (g, 10))
    {
      percent (g, 50);   /* a magic marker or a cloak of magic resistance */
      nhs_thm_sel_rndcoord (g, &s, TRUE, &x, &y);
    }
  /* books, a scroll, and three more of scrolls, rings, wands or amulets */
  for (int i = 0; i < 4; i++)
    nhs_thm_sel_rndcoord (g, &s, FALSE, &x, &y);
  for (int i = 0; i < 3; i++)
    {
      rn2 (g, 4);
      nhs_thm_sel_rndcoord (g, &s, FALSE, &x, &y);
    }
}

void
nhs_thm_xnh_wizard_study (Themes *t)
{
  nhs_thm_des_room (t, NULL, -1, -1, 3, 3, NHS_ROOM_THEMED, -1, FALSE, FALSE, wizard_study,
                    NULL);
}

void
nhs_thm_xnh_ring_medium (Themes *t)
{
  filler_map (t, XS_RING_MEDIUM, 4, 1);
}

void
nhs_thm_xnh_ring_big (Themes *t)
{
  filler_map (t, XS_RING_BIG, 5, 1);
}

void
nhs_thm_xnh_player_statuary (Themes *t)
{
  gboolean nothing = percent (t->g, 75);

  /* the statues of the hero along the longer walls are objects */
  nhs_thm_des_room (t, NULL, -1, -1, -1, -1, NHS_ROOM_THEMED, -1, nothing, TRUE, NULL, NULL);
}
