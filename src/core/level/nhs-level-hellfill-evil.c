/* nhs-level-hellfill-evil.c: EvilHack 0.9.3's Gehennom filler level
 *
 * EvilHack's mklev.c makes every Gehennom level that is not a special
 * level from the des level "hellfill" (dat/gehennom.des, from line 2196);
 * only the invocation level (the vibrating square's) stays makemaz ("")'s
 * maze. Written from reading that level, sp_lev.c (how its lines run),
 * mkmap.c (the cave: nhs-level-mkmap.c) and mkmaze.c (fixup_special (),
 * place_lregion (), put_lregion_here (), bad_location ()); the dice are
 * rolled in the game's order. What is the same as the Mines' filler (a
 * random square, a monster, a trap on a level without a map) is
 * nhs-level-mines.c's nhs_des_* lines.
 *
 * What the level is, in the game's order:
 *  - a joined, smoothed, walled cave of unlit floor in stone, each of its
 *    regions a room (join_map ()'s add_room (): ordinary, irregular);
 *  - its up and down stairs chosen, half the time up on the left (columns
 *    1-20) and down on the right (50-70) or the other way round, half the
 *    time one of them in the middle (30-50, never columns 38-42) and the
 *    other anywhere in columns 1-70 outside the middle; each keeps out of
 *    a small box near the centre. The game places them last (fixup_special
 *    ()), on floor with no trap;
 *  - eight objects, each on a random dry square: two tools, a wand, a
 *    ring, a spellbook, a weapon and two of any class (Gehennom's class
 *    table), each kind by the version's chances (nhs-level-object.c);
 *    and a random object under each spider and snake makemon () makes
 *    (the webs' spiders and random s and S);
 *  - monsters: two V, two D, a ghost-class (' '), a demon (&), a random
 *    monster, a giant (H); a lich (L) or a random monster (1 in 2); two
 *    shades or a skeleton warrior and a skeletal dragon (1 in 2); a J or a
 *    random monster (66 in 100); two salamanders, or a salamander and a
 *    lava demon (1 in 4); an alhoon or a random monster (1 in 5) — all
 *    hostile, on random floor squares; class letters are the special
 *    level's mkclass (G_NOGEN allowed);
 *  - six squares of the top and bottom rows made stone, then lava
 *    flood-filled from ten squares of those rows: every square of the same
 *    kind joined to them (the stone outside the cave's walls) turns to
 *    lava;
 *  - a lava river: a random line from (31, 0) to (51, 20) or from (51, 0)
 *    to (31, 20), grown to the north and west;
 *  - twelve random traps (Gehennom's kinds) on floor, a statue trap with
 *    its statue, a rolling boulder trap with its boulder (nhs-level-trap.c);
 *  - wallification () of the whole map;
 *  - after the stairs, the branch: on the level below the valley (depth
 *    27-31) Vecna's Domain's portal, on one of Gehennom's levels 8-12
 *    (depth 33-41) the stairs down to Vlad's Tower (EvilHack's goes down:
 *    dungeon.def 59): place_branch () in a random one of the cave's rooms
 *    (nhs_lev_filler_branch () has the chances).
 *
 * Left out, knowingly: what mksobj () does to an object once its kind is
 * drawn (and its dice), a trap's statue's contents, a monster placed on a square the lava later covers keeps
 * it as in the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-splev.h"
#include "nhs-level-generators.h"
#include "nhs-object.h"

/* a levregion: (lx, ly)-(hx, hy) in absolute map squares */
typedef struct { int lx, ly, hx, hy; } Box;

/* The stairs' STAIR: levregion (where), levregion (not there) lines: up
 * first, then down, in each of the four options */
typedef struct { Box in, out; } StairRegion;

static const StairRegion left = { { 1, 1, 20, 20 }, { 40, 10, 44, 12 } };
static const StairRegion right = { { 50, 1, 70, 20 }, { 45, 10, 49, 12 } };
static const StairRegion centre = { { 30, 1, 50, 20 }, { 38, 1, 42, 20 } };
static const StairRegion elsewhere = { { 1, 1, 70, 20 }, { 30, 1, 50, 20 } };

static gboolean
within (const Box *b, int x, int y)
{
  return x >= b->lx && x <= b->hx && y >= b->ly && y <= b->hy;
}

/* bad_location (): a trap, furniture, lava or water, the box it must keep
 * out of, or not floor (grass, ice and sand count; this cave has no
 * corridor) */
static gboolean
bad_location (Gen *g, int x, int y, gconstpointer data)
{
  const Box *out = data;
  const NhsSquare *s = LEV (g, x, y);

  return s->trap || within (out, x, y)
         || !(s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_GRASS || s->typ == NHS_SQ_ICE
              || s->typ == NHS_SQ_SAND);
}

/* place_lregion () for stairs (nhs_lev_place_lregion ()), then (EvilHack)
 * the first square of the whole map with no box to keep out of, a trap on
 * a bad square taken away there too */
static void
place_stairs (Gen *g, const StairRegion *r, gboolean up)
{
  static const Box none = { 0, 0, -1, -1 };
  int x, y;

  if (nhs_lev_place_lregion (g, r->in.lx, r->in.ly, r->in.hx, r->in.hy, TRUE, bad_location,
                             &r->out, &x, &y)
      || nhs_lev_place_lregion (g, 1, 0, COLNO - 2, ROWNO - 2, FALSE, bad_location, &none,
                                &x, &y))
    nhs_lev_mkstairs (g, up, x, y, -1);
}

/* The cave's walls, when no phase is recorded, are written only by the
 * closing wallification (NhsLevMkmap.fresh): until then the level shows
 * stone on their squares, and what looks at them here asks this first.
 * Nothing else on the level looks at a wall: the random squares of the
 * objects, monsters and traps, and enexto (), take floor only. */
typedef struct {
  NhsLevFreshWalls walls;
  gboolean on;
} Fresh;

/* the MONSTER lines: the $monster array ('V', 'D', ' ', '&', 'Z'; a 3.6
 * des array is not shuffled) by index 0, 0, 1, 1, 2, 3, a random one, a
 * giant (H), then the IFs: a lich or random (50), two shades or a skeleton
 * warrior and a skeletal dragon (50), a jabberwock (J) or random (66), a
 * salamander, another or a lava demon (75), an alhoon or random (20) */
static const NhsDesMonsterLine evil_hellfill_monsters[] = {
  { 100, 'V', NULL, 0, NULL, FALSE },
  { 100, 'V', NULL, 0, NULL, FALSE },
  { 100, 'D', NULL, 0, NULL, FALSE },
  { 100, 'D', NULL, 0, NULL, FALSE },
  { 100, ' ', NULL, 0, NULL, FALSE },
  { 100, '&', NULL, 0, NULL, FALSE },
  { 100, 0, NULL, 0, NULL, FALSE },
  { 100, 'H', NULL, 0, NULL, FALSE },
  { 50, 'L', NULL, 0, NULL, FALSE },
  { 50, ' ', "shade", 'z', "skeleton warrior", FALSE },
  { 50, ' ', "shade", 'z', "skeletal dragon", TRUE },
  { 66, 'J', NULL, 0, NULL, FALSE },
  { 100, ':', "salamander", 0, NULL, FALSE },
  { 75, ':', "salamander", '&', "lava demon", FALSE },
  { 20, 'h', "alhoon", 0, NULL, FALSE },
};

const NhsDesMonsterLine *
nhs_level_evil_hellfill_monsters (guint *n_lines)
{
  *n_lines = G_N_ELEMENTS (evil_hellfill_monsters);
  return evil_hellfill_monsters;
}

/* the square's type, a wall not yet written included */
static int
fresh_typ (Gen *g, const Fresh *f, int x, int y)
{
  if (f->on && ((f->walls.walls[x + 1] >> (y + 1)) & 1))
    return (f->walls.horizontal[x + 1] >> (y + 1)) & 1 ? NHS_SQ_HWALL : NHS_SQ_VWALL;
  return TYP (g, x, y);
}

/* the squares of column x at bits y of `rows` are no longer walls to
 * write */
static void
fresh_gone (Fresh *f, int x, guint32 rows)
{
  f->walls.walls[x + 1] &= ~(rows << 1);
}

/* TERRAIN: sel, 'L' (lava is always lit); the wallification's kinds
 * follow: lava is neither solid nor a wall */
static void
lava (Gen *g, const Sel *s, NhsLevWallKinds *k, Fresh *f)
{
  guint8 phase = (guint8) g->phase;

  for (int x = 1; x < COLNO; x++)   /* (column 0 is left out) */
    {
      NhsSquare *sq = g->lev->sq[x];

      /* (a wall not yet written shows stone: its phase changes too) */
      fresh_gone (f, x, s->c[x]);

      for (guint32 w = s->c[x]; w; w &= w - 1)
        {
          NhsSquare *q = &sq[__builtin_ctz (w)];

          /* (the phase only where the square changes) */
          q->phase = q->typ != NHS_SQ_LAVA ? phase : q->phase;
          q->typ = NHS_SQ_LAVA;
          q->flags |= NHS_SQF_LIT;
        }
      nhs_lev_wall_kinds_open (k, x, s->c[x]);
    }
}

/* The ten TERRAIN: floodfill (x, y), 'L' lines: each is
 * selection_floodfill (x, y), not diagonally (the squares of the start's
 * kind joined to it), made lava (always lit); a start already lava (from
 * the map or an earlier flood) changes nothing. No die is rolled, and a
 * flood changes only squares of its own kind, so the floods of one kind
 * never change what a flood of another kind finds: the lava is the union,
 * over each kind the starts have on the map before the first flood, of
 * the squares of that kind joined to its starts, flooded at once. The
 * stone's squares are known from the kinds k (solid, joining no wall). */
static void
flood_lava (Gen *g, const Coord *start, int n, NhsLevWallKinds *k, Fresh *f)
{
  Sel all, seeds, sel;
  gboolean done[16] = { FALSE };

  g_assert (n <= 16);
  nhs_sp_sel_clear (&all, 0);
  for (int i = 0; i < n; i++)
    {
      int want = fresh_typ (g, f, start[i].x, start[i].y);

      if (done[i] || want == NHS_SQ_LAVA)
        continue;
      nhs_sp_sel_clear (&seeds, 0);
      for (int j = i; j < n; j++)
        if (fresh_typ (g, f, start[j].x, start[j].y) == want)
          {
            seeds.c[start[j].x] |= 1u << start[j].y;
            done[j] = TRUE;
          }
      if (want == NHS_SQ_STONE)
        {
          Sel stone;

          stone.c[0] = 0;
          for (int x = 1; x < COLNO; x++)
            stone.c[x] = ((k->solid[x + 1] & ~k->joins[x + 1]) >> 1) & SEL_COL;
          nhs_sp_sel_flood_within (&stone, &seeds, &sel);
        }
      else if (f->on && (want == NHS_SQ_HWALL || want == NHS_SQ_VWALL))
        {
          /* the cave's walls of that shape (no other wall is made
           * before) */
          Sel walls;

          walls.c[0] = 0;
          for (int x = 1; x < COLNO; x++)
            walls.c[x] = ((f->walls.walls[x + 1]
                           & (want == NHS_SQ_HWALL ? f->walls.horizontal[x + 1]
                                                   : ~f->walls.horizontal[x + 1])) >> 1)
                         & SEL_COL;
          nhs_sp_sel_flood_within (&walls, &seeds, &sel);
        }
      else
        nhs_sp_sel_floodfill_kind (g, want, &seeds, &sel);
      for (int x = 0; x < COLNO; x++)
        all.c[x] |= sel.c[x];
    }
  lava (g, &all, k, f);
}

void
nhs_level_make_hellfill_evil (NhsLevelGen *g)
{
  /* the des file's coordinates: NOMAP puts (0, 0) at column 1 */
  static const int stone_x[3] = { 19, 39, 59 };
  static const int flood_x[5] = { 0, 19, 39, 59, 78 };
  const StairRegion *up, *down;
  Coord flood[10];
  /* the kinds of square the closing wallification () reads: the cave's,
   * kept up to date with every square changed after it (the traps change
   * none: they are made on floor, which stays floor) */
  NhsLevWallKinds kinds;
  NhsLevMkmap cave = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = TRUE,
                       .joined = TRUE, .lit = FALSE, .walled = TRUE,
                       .wallification = FALSE, .on_stone = TRUE, .kinds = &kinds };
  Sel sel;
  /* the walls written once, at the end, unless the cave's phase is
   * recorded (its snapshot shows them as made) */
  Fresh fresh;

  fresh.on = g->lev->snap == NULL;
  cave.fresh = fresh.on ? &fresh.walls : NULL;

  /* sp_level_coder: the shuffled alignments (unused here) */
  (void) rn2 (g, 3);
  (void) rn2 (g, 2);

  /* MAZE: "hellfill", ' ' (stone); INIT_MAP: mines, '.', ' ', smoothed,
   * joined, unlit, walled */
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  nhs_lev_mkmap (g, &cave);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_ROOMS, FALSE);

  /* the stairs' regions (IF [50%]: rn2 (100) < 50) */
  if (percent (g, 50))
    {
      if (percent (g, 50))
        up = &left, down = &right;
      else
        up = &right, down = &left;
    }
  else if (percent (g, 50))
    up = &centre, down = &elsewhere;
  else
    up = &elsewhere, down = &centre;

  /* the OBJECT lines: the $object array ('(', '/', '=', '+', ')', ...; a
   * 3.6 des array is not shuffled) by index 0, 0, 1, 2, 3, 4, then two
   * random objects; shown with the monsters (no phase of their own) */
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  g->make_objects = g->objects_in_hell = TRUE;
  nhs_des_object (g, NHS_OC_TOOL, TRUE);
  nhs_des_object (g, NHS_OC_TOOL, TRUE);
  nhs_des_object (g, NHS_OC_WAND, TRUE);
  nhs_des_object (g, NHS_OC_RING, TRUE);
  nhs_des_object (g, NHS_OC_SPBOOK, TRUE);
  nhs_des_object (g, NHS_OC_WEAPON, TRUE);
  nhs_des_object (g, -1, TRUE);
  nhs_des_object (g, -1, TRUE);

  {
    guint n;
    const NhsDesMonsterLine *lines = nhs_level_evil_hellfill_monsters (&n);
    gboolean first = TRUE;

    for (guint i = 0; i < n; i++)
      {
        if (lines[i].percent < 100 && !lines[i].same_roll)
          first = percent (g, lines[i].percent);
        if (lines[i].percent >= 100 || first)
          nhs_des_monster (g, lines[i].cls_a, lines[i].name_a);
        else
          nhs_des_monster (g, lines[i].cls_b, lines[i].name_b);
      }
  }

  /* the stone squares that keep the flood out of the middle, then the
   * floods, then the river */
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  for (int i = 0; i < 3; i++)
    {
      set_typ (g, 1 + stone_x[i], 0, NHS_SQ_STONE);
      set_typ (g, 1 + stone_x[i], ROWNO - 1, NHS_SQ_STONE);
      fresh_gone (&fresh, 1 + stone_x[i], 1u | (1u << (ROWNO - 1)));
      nhs_lev_wall_kinds_put (&kinds, 1 + stone_x[i], 0, NHS_SQ_STONE);
      nhs_lev_wall_kinds_put (&kinds, 1 + stone_x[i], ROWNO - 1, NHS_SQ_STONE);
    }
  for (int row = 0; row < 2; row++)
    for (int i = 0; i < 5; i++)
      flood[row * 5 + i] = (Coord) { 1 + flood_x[i], row ? ROWNO - 1 : 0 };
  flood_lava (g, flood, 10, &kinds, &fresh);
  nhs_sp_sel_clear (&sel, 0);
  if (percent (g, 50))
    nhs_sp_sel_randline_36 (g, 1 + 30, 0, 1 + 50, 20, 10, 12, &sel);
  else
    nhs_sp_sel_randline_36 (g, 1 + 50, 0, 1 + 30, 20, 10, 12, &sel);
  nhs_sp_sel_grow (g, &sel, W_NORTH | W_WEST);
  lava (g, &sel, &kinds, &fresh);

  g->phase = NHS_LEVEL_PHASE_TRAPS;
  for (int i = 0; i < NHS_EVIL_HELLFILL_TRAPS; i++)
    nhs_des_trap (g, TRUE);

  /* the end of sp_level_coder (), then fixup_special ()'s stairs */
  if (fresh.on)
    nhs_lev_wallification_fresh (g, &kinds, fresh.walls.walls, fresh.walls.horizontal,
                                 fresh.walls.phase);
  else
    nhs_lev_wallification_kinds (g, &kinds);
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  place_stairs (g, up, TRUE);
  place_stairs (g, down, FALSE);
  /* then fixup_special ()'s branch: Vecna's Domain's portal or the stairs
   * down to Vlad's Tower, by place_branch () in one of the cave's rooms (the
   * level has rooms) */
  {
    static const Box none = { 0, 0, -1, -1 };

    nhs_lev_place_default_branch (g, nhs_lev_filler_branch (&g->lev->params), bad_location,
                                  &none);
  }

  /* the phases: the cave, then the lava, stairs and traps (the game makes
   * the stairs last), then the monsters */
  for (int p = NHS_LEVEL_PHASE_STAIRS; p <= NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (g, (NhsLevelPhase) p, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
