/* nhs-level-hellfill-xnh.c: xNetHack 9.1's Gehennom filler level
 * (its own dat/hellfill.lua), and at the end the fillers of two of its own
 * dungeons, Cocytus's and the Abyss's (dat/cocytusfill.lua,
 * dat/abyssfill.lua)
 *
 * Written from reading xNetHack's dat/hellfill.lua and dat/nhlib.lua (d,
 * percent, shuffle), sp_lev.c (level_init "mines", map, replace_terrain,
 * terrain, stair, monster, trap, get_location, wallify, load_special),
 * nhlsel.c and selvar.c (randline, grow, ellipse; a selection's
 * coordinates are the map's, one column right of the script's while no map
 * is being filled) and mkmap.c (the cave). What it shares with 5.0.0's
 * filler (selections, laid maps, stairs, random monsters and traps) is in
 * nhs-level-splev.h.
 *
 * The level: the Mines' cave unsmoothed and unjoined (its floor in stone,
 * not lit, no walls yet), a river of lava across it 1 time in 5, 4 to 8
 * pools of lava (ellipses), then no prefab 1 time in 10, else two prefabs
 * at half-left and half-right 1 time in 3, else one anywhere (its half
 * never one taken before); up and down stairs; 1 to 3 minotaurs, 6 demons
 * (class &), 4 to 8 imps (class i), 0 to 3 zombies, a shade or a wraith
 * (class W), a lich (class L) 3 times in 10 or a ghost, 7 to 12 random
 * monsters; 6 fire traps and 8 to 13 random traps; 5 to 8 boulders; then
 * the walls; then the branch every one of these levels holds (Gehennom's
 * levels 3, 4, 7 and 8, its only fillers: the ways down to Cocytus,
 * Asphodel and the Abyss, up to the Wizard's Tower), in the altar's
 * temple when the level has one, else anywhere.
 *
 * The script says "noflip", so the level is never mirrored (Cocytus and
 * the Abyss are: nhs-level-flip.c). The twelve prefabs are described by
 * their own rectangles (no map text of the game's). Left out, knowingly:
 *  - the other objects and gold (as every generator here but EvilHack's
 *    Gehennom filler);
 *  - the spiral chamber's, the kraken's and the pit fiends' hall's inner
 *    walls and water: each is laid as its outline (floor, the kraken's body
 *    water), the dice of their contents rolled as the game rolls them;
 *  - the invocation level.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-generators.h"
#include "nhs-level-splev.h"

/* d (n): math.random (1, n) */
static inline int
d1 (Gen *g, int n)
{
  return lua_random (g, n);
}

/* rnd_halign (): one of the three not used yet (the script's own loop of
 * math.random (1, 3) until one is free) */
typedef struct {
  gboolean used[3];
} Haligns;

static int
xnh_halign (Gen *g, Haligns *h)
{
  static const int a[3] = { AL_HALF_LEFT, AL_CENTER, AL_HALF_RIGHT };
  int k;

  if (h->used[0] && h->used[1] && h->used[2])
    return AL_CENTER;   /* (the script's impossible ()) */
  do
    k = rn2 (g, 3);
  while (h->used[k]);
  h->used[k] = TRUE;
  return a[k];
}

/* the square of a monster already chosen, at random in the box (w 0: the
 * whole map), by its pm_to_humidity () (sp_lev.c create_monster ()) */
static void
place_in (Gen *g, char mclass, const char *name, const NhsSpPick *pick, int x0, int y0,
          int w, int h)
{
  int x, y;

  if (nhs_sp_monster_location (g, pick->idx, pick->random && !name, x0, y0, w, h, &x, &y))
    nhs_sp_place_monster (g, mclass, name, pick, x, y);
}

/* des.monster (class or name) at a random square of the box (w 0: the
 * whole map): the monster first, then the square */
static void
monster_in (Gen *g, char mclass, const char *name, int x0, int y0, int w, int h)
{
  NhsSpPick pick;

  nhs_sp_pick_monster (g, mclass, name, &pick);
  if (name && g->lev->params.lookup)
    pick.idx = g->lev->params.lookup (g->lev->params.picker_data, name, NULL);
  place_in (g, mclass, name, &pick, x0, y0, w, h);
}

/* des.trap (kind) at a random dry square not on stairs (in the box, or w
 * 0 the whole map); kind -1: mktrap's random kind in Gehennom, -2 in
 * Cocytus */
static void
trap_in (Gen *g, int kind, int x0, int y0, int w, int h)
{
  int x, y, tries = 0;

  do
    if (!(w ? nhs_sp_box_location (g, x0, y0, w, h, nhs_sp_dry, &x, &y)
            : nhs_sp_random_location (g, nhs_sp_dry, &x, &y)))
      return;
  while (TYP (g, x, y) == NHS_SQ_STAIRS && ++tries <= 100);
  if (tries > 100)
    return;
  if (kind == -2)
    kind = nhs_level_random_trap_kind_cocytus (g->variant, &g->rng, g->depth);
  else if (kind < 0)
    kind = nhs_level_random_trap_kind_for (g->variant, &g->rng, g->depth, TRUE);
  nhs_lev_trap_with_spider (g, x, y, kind);
}

/* xNetHack's mkmaze.c bad_location (): a trap, furniture, anything not
 * accessible or open air, and all but floor or grass (a corridor too on a
 * maze level: these two have none) */
static gboolean
lregion_bad (Gen *g, int x, int y, gconstpointer data)
{
  const NhsSquare *s = LEV (g, x, y);

  return s->trap || !(s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_GRASS);
}

/* des.replace_terrain ({ selection, fromterrain, toterrain, chance }):
 * a die for every square of the selection that matches (in the game's
 * order, each column from the top; only the selection's squares are
 * visited, found by their bits) */
static void
replace_in (Gen *g, const Sel *s, int from, int to, int chance)
{
  for (int x = 1; x < COLNO; x++)
    for (guint32 m = s->c[x] & SEL_COL; m; m &= m - 1)
      {
        int y = __builtin_ctz (m);

        if (TYP (g, x, y) == from && rn2 (g, 100) < chance)
          set_typ (g, x, y, to);
      }
}

static void
sel_square (gpointer ud, int x, int y)
{
  sel_set (ud, x, y, TRUE);
}

/* a map with its corners left as the level is (its 'x's) */
static void
cut_corners (Pmap *m, int k)
{
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k - i; j++)
      {
        m->t[i][j] = m->t[i][m->w - 1 - j] = PM_KEEP;
        m->t[m->h - 1 - i][j] = m->t[m->h - 1 - i][m->w - 1 - j] = PM_KEEP;
      }
}

/* both scripts' undead: a shade or a W (half and half), then an L (lich_pct
 * in 100) or a ghost, anywhere */
static void
undead_pair (Gen *g, int lich_pct)
{
  if (percent (g, 50))
    monster_in (g, ' ', "shade", 0, 0, 0, 0);
  else
    monster_in (g, 'W', NULL, 0, 0, 0, 0);
  if (percent (g, lich_pct))
    monster_in (g, 'L', NULL, 0, 0, 0, 0);
  else
    monster_in (g, ' ', "ghost", 0, 0, 0, 0);
}

/* ------------------------------------------------------------ prefabs */

typedef struct {
  Gen *g;
  Haligns h;
} Fill;

static void
lay (Fill *f, Pmap *m, int tb, gboolean lit, int *xs, int *ys)
{
  int lr = xnh_halign (f->g, &f->h);

  if (tb == AL_NONE)
    tb = nhs_sp_rnd_valign (f->g);
  nhs_sp_lay_map (f->g, m, lr, tb, -1, -1, lit, xs, ys);
}

/* 1: a spiral chamber (laid as its floor) */
static void
pf_spiral (Fill *f)
{
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 15, 13, NHS_SQ_ROOM);
  nhs_sp_pm_rect (&m, 3, 3, 11, 9, NHS_SQ_HWALL);
  nhs_sp_pm_rect (&m, 5, 5, 9, 7, NHS_SQ_ROOM);
  lay (f, &m, AL_NONE, FALSE, &xs, &ys);
}

/* 2: a large round open area, a cross of iron bars in its middle */
static void
pf_open (Fill *f)
{
  static const int span[9] = { 6, 4, 2, 2, 1, 1, 0, 0, 0 };
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 17, 17, PM_KEEP);
  for (int y = 0; y < 17; y++)
    {
      int k = span[y < 9 ? y : 16 - y];

      nhs_sp_pm_rect (&m, k, y, 16 - k, y, NHS_SQ_ROOM);
    }
  nhs_sp_pm_rect (&m, 7, 8, 9, 8, NHS_SQ_IRONBARS);
  m.t[7][8] = m.t[9][8] = NHS_SQ_IRONBARS;
  lay (f, &m, AL_CENTER, FALSE, &xs, &ys);
}

/* 3: the keep in its moat of lava (5.0.0's prefab_keep) */
static void
pf_keep (Fill *f)
{
  nhs_sp_prefab_keep (f->g, xnh_halign (f->g, &f->h), FALSE);
}

/* 4: a small lit round area with 9 demons (&, 65 in 100) or imps */
static void
pf_demons (Fill *f)
{
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 7, 7, NHS_SQ_ROOM);
  cut_corners (&m, 1);
  m.t[3][3] = m.t[3][4] = NHS_SQ_IRONBARS;
  lay (f, &m, AL_NONE, TRUE, &xs, &ys);
  for (int i = 0; i < 9; i++)
    monster_in (f->g, percent (f->g, 65) ? '&' : 'i', NULL, xs, ys, 7, 7);
}

/* 5: the unaligned altar (5.0.0's prefab_altar) */
static void
pf_altar (Fill *f)
{
  nhs_sp_prefab_altar (f->g, xnh_halign (f->g, &f->h));
}

/* 6: a cage of iron bars, an Angel, a dragon, a giant or a lich in it */
static void
pf_cage (Fill *f)
{
  static const struct { char mclass; const char *name; } who[4] = {
    { 'A', "Angel" }, { 'D', NULL }, { 'H', NULL }, { 'L', NULL },
  };
  Pmap m;
  int xs, ys, k;

  nhs_sp_pm_init (&m, 10, 10, NHS_SQ_ROOM);
  cut_corners (&m, 3);
  nhs_sp_pm_rect (&m, 3, 3, 6, 6, NHS_SQ_IRONBARS);
  nhs_sp_pm_rect (&m, 4, 4, 5, 5, NHS_SQ_ROOM);
  lay (f, &m, AL_NONE, FALSE, &xs, &ys);
  k = rn2 (f->g, 4);
  nhs_sp_pick_location_monster (f->g, who[k].mclass, who[k].name, xs + 4, ys + 4);
}

/* 7: a lich in a little walled tower in a moat */
static void
pf_tower (Fill *f)
{
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 9, 9, NHS_SQ_ROOM);
  cut_corners (&m, 1);
  nhs_sp_pm_rect (&m, 2, 1, 6, 7, NHS_SQ_MOAT);
  nhs_sp_pm_rect (&m, 1, 2, 7, 6, NHS_SQ_MOAT);
  nhs_sp_pm_rect (&m, 3, 2, 5, 6, NHS_SQ_HWALL);
  nhs_sp_pm_rect (&m, 2, 3, 6, 5, NHS_SQ_HWALL);
  m.t[4][2] = m.t[4][6] = NHS_SQ_VWALL;
  nhs_sp_pm_rect (&m, 3, 4, 5, 4, NHS_SQ_ROOM);
  m.t[3][4] = m.t[5][4] = NHS_SQ_ROOM;
  lay (f, &m, AL_NONE, FALSE, &xs, &ys);
  nhs_sp_pick_location_monster (f->g, 'L', NULL, xs + 4, ys + 4);
}

/* 8: a pool of lava: half the squares of its middle, then the floor
 * between two lava squares */
static void
pf_lava_pool (Fill *f)
{
  Gen *g = f->g;
  Pmap m;
  int xs, ys;
  Sel in, fill;

  nhs_sp_pm_init (&m, 11, 9, NHS_SQ_ROOM);
  lay (f, &m, AL_NONE, FALSE, &xs, &ys);
  nhs_sp_sel_clear (&in, 0);
  for (int x = xs + 1; x <= xs + 8; x++)
    for (int y = ys + 1; y <= ys + 7; y++)
      if (isok (x, y))
        sel_set (&in, x, y, TRUE);
  replace_in (g, &in, NHS_SQ_ROOM, NHS_SQ_LAVA, 50);
  nhs_sp_sel_clear (&fill, 0);
  for (int x = 2; x < COLNO - 1; x++)
    for (int y = 1; y < ROWNO - 1; y++)
      if (sel_has (&in, x, y) && TYP (g, x, y) == NHS_SQ_ROOM
          && ((TYP (g, x - 1, y) == NHS_SQ_LAVA && TYP (g, x + 1, y) == NHS_SQ_LAVA)
              || (TYP (g, x, y - 1) == NHS_SQ_LAVA && TYP (g, x, y + 1) == NHS_SQ_LAVA)))
        sel_set (&fill, x, y, TRUE);
  nhs_sp_terrain_sel (g, &fill, NHS_SQ_LAVA);
}

/* 9: one to three rivers (of lava 8 times in 10, else water) from the
 * top of the level to its bottom */
static void
pf_river (Fill *f)
{
  Gen *g = f->g;
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 15, 21, PM_KEEP);
  lay (f, &m, AL_CENTER, FALSE, &xs, &ys);
  for (int n = d1 (g, 3); n; n--)
    {
      Sel river;

      nhs_sp_sel_clear (&river, 0);
      nhs_sp_sel_randline (g, xs + 7, ys, xs + 7, ys + 20, 60, 12, &river);
      nhs_sp_sel_grow (g, &river, W_EAST);
      nhs_sp_sel_grow (g, &river, W_WEST);
      nhs_sp_terrain_sel (g, &river, percent (g, 80) ? NHS_SQ_LAVA : NHS_SQ_MOAT);
    }
}

/* 10: the kraken (laid as its outline: floor round a body of water); 4 in
 * 10 its water is lava with salamanders, demons and fire elementals, else
 * krakens, sharks and piranhas */
static void
pf_kraken (Fill *f)
{
  Gen *g = f->g;
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 18, 19, NHS_SQ_ROOM);
  cut_corners (&m, 2);
  nhs_sp_pm_rect (&m, 6, 0, 11, 18, NHS_SQ_MOAT);
  nhs_sp_pm_rect (&m, 3, 9, 14, 17, NHS_SQ_MOAT);
  lay (f, &m, AL_CENTER, FALSE, &xs, &ys);
  if (percent (g, 40))
    {
      Sel all;

      nhs_sp_sel_clear (&all, 0);
      for (int x = MAX (1, xs); x <= xs + 19 && x < COLNO; x++)
        for (int y = ys; y <= ys + 18 && y < ROWNO; y++)
          sel_set (&all, x, y, TRUE);
      replace_in (g, &all, NHS_SQ_MOAT, NHS_SQ_LAVA, 100);
      for (int n = 2 + d1 (g, 3); n; n--)
        {
          monster_in (g, ':', "salamander", xs, ys, 18, 19);
          monster_in (g, '&', NULL, xs, ys, 18, 19);
        }
      for (int n = d1 (g, 4); n; n--)
        monster_in (g, 'E', "fire elemental", xs, ys, 18, 19);
    }
  else
    {
      /* (the ring, chest and gems in the water: objects, left out) */
      for (int n = 2 + d1 (g, 3); n; n--)
        monster_in (g, ';', "kraken", xs, ys, 18, 19);
      for (int n = d1 (g, 4); n; n--)
        monster_in (g, ';', "shark", xs, ys, 18, 19);
      for (int n = d1 (g, 3) + 1; n; n--)
        monster_in (g, ';', "piranha", xs, ys, 18, 19);
    }
}

/* 11: the pit fiends' hall (laid as its floor): 9 to 11 pits, a pit fiend
 * by each 7 times in 10 */
static void
pf_pits (Fill *f)
{
  Gen *g = f->g;
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 10, 10, NHS_SQ_ROOM);
  cut_corners (&m, 2);
  lay (f, &m, AL_NONE, FALSE, &xs, &ys);
  for (int n = 8 + d1 (g, 3); n; n--)
    {
      trap_in (g, NHS_TRAP_PIT, xs, ys, 10, 10);
      if (percent (g, 70))
        monster_in (g, '&', "pit fiend", xs, ys, 10, 10);
    }
}

/* 12: a square of lava round a wall of lava (3 in 10), or of pools round
 * a wall of water */
static void
pf_columns (Fill *f)
{
  gboolean lava = percent (f->g, 30);
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 5, 5, NHS_SQ_ROOM);
  nhs_sp_pm_rect (&m, 1, 1, 3, 3, lava ? NHS_SQ_LAVA : NHS_SQ_POOL);
  m.t[2][2] = lava ? NHS_SQ_LAVAWALL : NHS_SQ_WATER;
  lay (f, &m, AL_NONE, FALSE, &xs, &ys);
}

static void
prefab (Fill *f, int k)
{
  static void (*const made[12]) (Fill *f) = {
    pf_spiral, pf_open, pf_keep, pf_demons, pf_altar, pf_cage,
    pf_tower, pf_lava_pool, pf_river, pf_kraken, pf_pits, pf_columns,
  };

  made[k - 1] (f);
}

/* ------------------------------------------------------------ the level */

void
nhs_level_make_hellfill_xnh (NhsLevelGen *g)
{
  NhsLevMkmap cave = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = FALSE,
                       .joined = FALSE, .lit = FALSE, .walled = FALSE,
                       .on_stone = TRUE };
  Fill f = { g, { { FALSE, FALSE, FALSE } } };
  int p1, p2;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  nhs_lev_mkmap (g, &cave);
  if (percent (g, 20))
    {
      Sel river;
      int y1 = 2 + d1 (g, 15), y2 = 2 + d1 (g, 15);

      nhs_sp_sel_clear (&river, 0);
      nhs_sp_sel_randline (g, 1, y1, 79, y2, 40, 12, &river);
      for (int n = 1 + d1 (g, 2); n; n--)
        nhs_sp_sel_grow (g, &river, percent (g, 50) ? W_NORTH : W_SOUTH);
      nhs_sp_terrain_sel (g, &river, NHS_SQ_LAVA);
    }
  for (int n = 3 + d1 (g, 5); n; n--)
    {
      Sel pool;
      int x = 4 + d1 (g, 68), y = 2 + d1 (g, 16);
      int a = 2 + d1 (g, 2), b = 1 + d1 (g, 2);

      nhs_sp_sel_clear (&pool, 0);
      nhs_lev_ellipse (x + 1, y, a, b, sel_square, &pool);
      replace_in (g, &pool, NHS_SQ_ROOM, NHS_SQ_LAVA, 100);
    }
  p1 = d1 (g, 12);
  p2 = d1 (g, 12);
  if (!percent (g, 10))
    {
      if (percent (g, 33))
        {
          f.h.used[1] = TRUE;   /* no centred one beside the two */
          prefab (&f, p1);
          prefab (&f, p2);
        }
      else
        prefab (&f, p1);
    }
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_ROOMS, TRUE);

  nhs_sp_stairs (g);

  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = d1 (g, 3); n; n--)
    monster_in (g, 'H', "minotaur", 0, 0, 0, 0);
  for (int n = 6; n; n--)
    monster_in (g, '&', NULL, 0, 0, 0, 0);
  for (int n = 3 + d1 (g, 5); n; n--)
    monster_in (g, 'i', NULL, 0, 0, 0, 0);
  for (int n = rn2 (g, 4); n; n--)
    monster_in (g, 'Z', NULL, 0, 0, 0, 0);
  undead_pair (g, 30);
  for (int n = 6 + d1 (g, 6); n; n--)
    nhs_sp_monster (g, NULL, 0);

  g->phase = NHS_LEVEL_PHASE_TRAPS;
  g->trap_boulders = TRUE;   /* (a rolling boulder trap's boulder) */
  for (int n = 6; n; n--)
    trap_in (g, NHS_TRAP_FIRE, 0, 0, 0, 0);
  for (int n = 7 + d1 (g, 6); n; n--)
    trap_in (g, -1, 0, 0, 0, 0);
  g->trap_boulders = FALSE;
  /* the default objects: 4 + d (4) boulders at random DRY squares (the
     gold and the other objects are left out, their dice too) */
  for (int n = 4 + d1 (g, 4); n; n--)
    nhs_sp_boulder (g);
  /* des.wallify () over the whole map,
   * then load_special ()'s boundaries to floor (a flag, which neither
   * looks at) and wallification () */
  nhs_lev_wallify_map_and_wallification (g);
  if (g->boundaries)
    for (int x = 0; x < COLNO; x++)
      for (int y = 0; y < ROWNO; y++)
        LEV (g, x, y)->doormask &= (guint8) ~SQ_BOUNDARY;
  /* fixup_special ()'s branch, which the script leaves to the game
     (place_lregion (0, ..., LR_BRANCH)): with a room (the altar prefab's
     temple) place_branch () in the room find_branch_room () picks, else
     anywhere on the level */
  nhs_lev_place_default_branch (g, nhs_lev_filler_branch (&g->lev->params), lregion_bad, NULL);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}

/* ------------------------------------------- Cocytus's and the Abyss's */

/* A stair of a level region (place_lregion (), nhs_lev_place_lregion ()).
 * branch: the branch's stairs (place_branch ()) rather than the level's
 * own. */
static void
lregion_stair (Gen *g, int lx, int ly, int hx, int hy, gboolean up, gboolean branch)
{
  int x, y;

  if (!nhs_lev_place_lregion (g, lx, ly, hx, hy, TRUE, lregion_bad, NULL, &x, &y))
    return;
  if (branch)
    nhs_lev_place_branch_at (g, up ? NHS_LEVEL_BRANCH_STAIRS_UP : NHS_LEVEL_BRANCH_STAIRS_DOWN, x,
                             y, -1);
  else
    nhs_lev_mkstairs (g, up, x, y, -1);
}

/* a level region the script declared, mirrored as the level was, then
   its stair */
static void
abyss_region_stair (Gen *g, const NhsLevFlip *f, int lx, int ly, int hx, int hy, gboolean up,
                    gboolean branch)
{
  nhs_lev_flip_box (f, &lx, &ly, &hx, &hy);
  lregion_stair (g, lx, ly, hx, hy, up, branch);
}

/* des.monster ({ class, align }) at a random square of the box: the class
 * of that alignment (mkclass_aligned), then the square */
static void
aligned_monster_in (Gen *g, char mclass, int align, int x0, int y0, int w, int h)
{
  NhsSpPick pick = { .idx = -1, .sym = mclass };

  if (!nhs_lev_pick_aligned_monster (g, mclass, align, &pick.idx, &pick.sym, &pick.picked))
    pick.random = TRUE;
  place_in (g, mclass, NULL, &pick, x0, y0, w, h);
}

/* the stairs' phase's snapshots, once the script's stairs are made */
static void
stairs_done (Gen *g)
{
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (g, (NhsLevelPhase) p, TRUE);
}

/* dat/cocytusfill.lua: the level is Cocytus's first (the two below it are
 * fixed maps); the Mines' cave unsmoothed, half its floor ice; the down
 * stairs (its up stairs are not made on a dungeon's first level: mkstairs ()
 * refuses, after the square is drawn); 7 to 9 ice devils (6 in 10) or
 * demons, 3 imps (class i), a shade or a wraith (class W), a lich (class L)
 * 4 times in 10 or a ghost, 5 to 7 of the script's seven icy monsters;
 * 20 cold traps and 8 random ones (Cocytus's kinds); 6 or 7 boulders; the
 * walls; the level mirrored at random (the script allows it); then the
 * branch's up stairs to Gehennom (place_lregion () anywhere). */
void
nhs_level_make_cocytus_xnh (NhsLevelGen *g)
{
  static const char *const icy[] = {
    "ice vortex", "ice troll", "freezing sphere", "winter wolf", "blue jelly",
    "white dragon", "brown mold",
  };
  static const char icy_class[] = { 'v', 'T', 'e', 'd', 'j', 'D', 'F' };
  NhsLevMkmap cave = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = FALSE,
                       .joined = FALSE, .lit = FALSE, .walled = FALSE,
                       .on_stone = TRUE };
  NhsLevFlip flip;
  int x, y;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  nhs_lev_mkmap (g, &cave);
  nhs_sp_replace_terrain1 (g, '.', NHS_SQ_ICE, 50);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_ROOMS, TRUE);

  g->phase = NHS_LEVEL_PHASE_STAIRS;
  (void) nhs_sp_random_location (g, nhs_sp_stair_ok, &x, &y);   /* des.stair ("up") */
  nhs_sp_stair (g, FALSE);
  stairs_done (g);

  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = 6 + d1 (g, 3); n; n--)
    if (percent (g, 60))
      monster_in (g, '&', "ice devil", 0, 0, 0, 0);
    else
      monster_in (g, '&', NULL, 0, 0, 0, 0);
  for (int n = 3; n; n--)
    monster_in (g, 'i', NULL, 0, 0, 0, 0);
  undead_pair (g, 40);
  for (int n = 4 + d1 (g, 3); n; n--)
    {
      int k = d1 (g, G_N_ELEMENTS (icy)) - 1;

      monster_in (g, icy_class[k], icy[k], 0, 0, 0, 0);
    }

  g->phase = NHS_LEVEL_PHASE_TRAPS;
  g->trap_boulders = TRUE;   /* (a rolling boulder trap's boulder) */
  for (int n = 20; n; n--)
    trap_in (g, NHS_TRAP_COLD, 0, 0, 0, 0);
  for (int n = 8; n; n--)
    trap_in (g, -2, 0, 0, 0, 0);
  g->trap_boulders = FALSE;
  /* the objects: 5 + d (2) boulders at random DRY squares (the gold and
     the sapphires or random objects after them are left out, their dice
     too); des.wallify (), load_special ()'s wallification, then
     fixup_special ()'s branch */
  for (int n = 5 + d1 (g, 2); n; n--)
    nhs_sp_boulder (g);
  nhs_lev_wallify_map (g, 0, -1, COLNO, ROWNO);
  nhs_lev_wallification (g, 1, 0, COLNO - 1, ROWNO - 1);
  /* the script has no "noflip" (nor "mazelevel": the cave's level_init
     made it no maze); the branch, which it leaves to the game, is placed
     after the mirror (the unjoined cave has no room: anywhere) */
  nhs_lev_flip_rnd (g, 3, FALSE, &flip);
  nhs_lev_place_default_branch (g, NHS_LEVEL_BRANCH_STAIRS_UP, lregion_bad, NULL);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}

/* dat/abyssfill.lua, the Abyss's first and second levels (its third is a
 * demon lord's fixed map): a floor of 75 by 18 in stone, an ellipse of open
 * air (centred below the map's bottom at a random column, 90 by 20) cut
 * into it, leaving a rim at the top and the ends; 1 to 3 engravings; 9 to
 * 13 demons (class &: chaotic ones 9 times in 10, else of any alignment),
 * each followed 3 times in 10 by an imp (class i); 1 to 4 random monsters
 * and a lich (class L); 15 random traps. Then the level is mirrored at
 * random (so the rim is at the bottom half the time, and the map's rows
 * 3-20 then lie in rows 2-19), and the level regions, mirrored with it: the
 * up stairs in the map's first column (not made on the first level), the
 * down stairs in its last, the branch anywhere on the map. Which of the two
 * levels: --branch up the first (its branch goes up to Gehennom), down the
 * second (Tartarus's branch goes down), auto one of them evenly. */
void
nhs_level_make_abyss_xnh (NhsLevelGen *g)
{
  Pmap m;
  Sel air, spots;
  NhsLevFlip flip;
  int xs, ys, x, y;
  gboolean first;
  NhsLevelBranch br = g->lev->params.branch;

  if (br == NHS_LEVEL_BRANCH_AUTO)
    {
      NhsRng r;

      nhs_rng_init (&r, g->lev->params.seed ^ G_GUINT64_CONSTANT (0x6162797373310a01));
      first = nhs_rn2 (&r, 2) == 0;
    }
  else
    first = br != NHS_LEVEL_BRANCH_STAIRS_DOWN;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  nhs_sp_pm_init (&m, 75, 18, NHS_SQ_ROOM);
  nhs_sp_lay_map (g, &m, AL_CENTER, AL_CENTER, -1, -1, FALSE, &xs, &ys);
  nhs_sp_sel_clear (&air, 0);
  nhs_lev_ellipse (xs + rn2 (g, 75), ys + 22, 90, 20, sel_square, &air);
  replace_in (g, &air, NHS_SQ_ROOM, NHS_SQ_AIR, 100);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_ROOMS, TRUE);
  stairs_done (g);   /* (the stairs come last, as level regions) */

  /* the engravings, on the floor of the map's box (columns 0-74, rows
     0-19: the rows below the level are no squares) */
  nhs_sp_sel_clear (&spots, 0);
  for (x = xs; x < MIN (COLNO, xs + 75); x++)
    for (y = ys; y < ROWNO; y++)
      if (TYP (g, x, y) == NHS_SQ_ROOM)
        sel_set (&spots, x, y, TRUE);
  for (int n = d1 (g, 3); n; n--)
    if (nhs_sp_sel_rndcoord (g, &spots, &x, &y))
      {
        NhsLevelEngravingKind kind = percent (g, 90) ? NHS_ENGRAVING_BLOOD   /* else burnt */
                                                      : NHS_ENGRAVING_BURN;

        (void) d1 (g, 16);        /* which of the script's sixteen sentences */
        nhs_lev_add_engraving (g, x, y, "(one of the Abyss's sixteen demotivations)", kind);
      }

  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = 8 + d1 (g, 5); n; n--)
    {
      if (percent (g, 90))
        aligned_monster_in (g, '&', -1, xs, ys, 75, 18);
      else
        monster_in (g, '&', NULL, xs, ys, 75, 18);
      if (percent (g, 30))
        monster_in (g, 'i', NULL, xs, ys, 75, 18);
    }
  for (int n = d1 (g, 4); n; n--)
    if (nhs_sp_box_location (g, xs, ys, 75, 18, nhs_sp_dry, &x, &y)
        && nhs_sp_monster_spot (g, -1, &x, &y))
      nhs_lev_make_anymon (g, x, y, FALSE, TRUE);   /* with its group */
  monster_in (g, 'L', NULL, xs, ys, 75, 18);

  g->phase = NHS_LEVEL_PHASE_TRAPS;
  g->trap_boulders = TRUE;   /* (a rolling boulder trap's boulder) */
  for (int n = 15; n; n--)
    trap_in (g, -1, xs, ys, 75, 18);
  g->trap_boulders = FALSE;
  /* (the random objects left out, their dice too) the mirror (the script
     says "mazelevel", not "noflip"), then the level regions, mirrored
     with the map, in the script's order */
  nhs_lev_flip_rnd (g, 3, TRUE, &flip);
  if (!first)
    abyss_region_stair (g, &flip, xs, ys, xs, ys + 17, TRUE, FALSE);
  abyss_region_stair (g, &flip, xs + 74, ys, xs + 74, ys + 17, FALSE, FALSE);
  abyss_region_stair (g, &flip, xs, ys, xs + 74, ys + 17, first, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
