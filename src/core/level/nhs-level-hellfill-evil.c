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
 *  - a joined, smoothed, walled cave of unlit floor in stone;
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
 *  - twelve random traps (Gehennom's kinds) on floor;
 *  - wallification () of the whole map.
 *
 * Left out, knowingly: what mksobj () does to an object once its kind is
 * drawn (and its dice), the boulders and statues some traps bring, the branch (Vlad's Tower's stairs on the level
 * that holds it), a monster placed on a square the lava later covers keeps
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
bad_location (Gen *g, int x, int y, const Box *out)
{
  const NhsSquare *s = LEV (g, x, y);

  return s->trap || within (out, x, y)
         || !(s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_GRASS || s->typ == NHS_SQ_ICE
              || s->typ == NHS_SQ_SAND);
}

/* place_lregion () for stairs: 200 random squares of the region, then the
 * first good one column by column, then (EvilHack) the first of the whole
 * map with no box to keep out of */
static void
place_stairs (Gen *g, const StairRegion *r, gboolean up)
{
  static const Box none = { 0, 0, -1, -1 };
  int x, y;

  for (int tries = 0; tries < 200; tries++)
    {
      x = rn1 (g, r->in.hx - r->in.lx + 1, r->in.lx);
      y = rn1 (g, r->in.hy - r->in.ly + 1, r->in.ly);
      if (!bad_location (g, x, y, &r->out))
        goto found;
    }
  for (x = r->in.lx; x <= r->in.hx; x++)
    for (y = r->in.ly; y <= r->in.hy; y++)
      if (!bad_location (g, x, y, &r->out))
        goto found;
  for (x = 1; x < COLNO - 1; x++)
    for (y = 0; y < ROWNO - 1; y++)
      if (!bad_location (g, x, y, &none))
        goto found;
  return;
found:
  nhs_lev_mkstairs (g, up, x, y, -1);
}

/* TERRAIN: floodfill (x, y), 'L': selection_floodfill (x, y), not
 * diagonally (the squares of the start's kind joined to it), made lava
 * (always lit). Lava flooded again stays lava: a start already lava
 * changes nothing. */
static void
flood_lava (Gen *g, int x, int y)
{
  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
  guint16 stack[COLNO * ROWNO];
  int n = 0, want = TYP (g, x, y);

  if (want == NHS_SQ_LAVA)
    return;
  stack[n++] = (guint16) (x * ROWNO + y);
  set_typ (g, x, y, NHS_SQ_LAVA);
  while (n > 0)
    {
      int at = stack[--n];

      x = at / ROWNO;
      y = at % ROWNO;
      LEV (g, x, y)->flags |= NHS_SQF_LIT;
      for (int d = 0; d < 4; d++)
        {
          int nx = x + dx[d], ny = y + dy[d];

          if (nx >= 1 && nx < COLNO && ny >= 0 && ny < ROWNO && TYP (g, nx, ny) == want)
            {
              set_typ (g, nx, ny, NHS_SQ_LAVA);
              stack[n++] = (guint16) (nx * ROWNO + ny);
            }
        }
    }
}

/* TERRAIN: sel, 'L' (lava is always lit) */
static void
lava (Gen *g, const Sel *s)
{
  nhs_sp_terrain_sel (g, s, NHS_SQ_LAVA);
  for (int x = 1; x < COLNO; x++)
    for (guint32 w = s->c[x]; w; w &= w - 1)
      LEV (g, x, __builtin_ctz (w))->flags |= NHS_SQF_LIT;
}

void
nhs_level_make_hellfill_evil (NhsLevelGen *g)
{
  /* the des file's coordinates: NOMAP puts (0, 0) at column 1 */
  static const int stone_x[3] = { 19, 39, 59 };
  static const int flood_x[5] = { 0, 19, 39, 59, 78 };
  const StairRegion *up, *down;
  NhsLevMkmap cave = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = TRUE,
                       .joined = TRUE, .lit = FALSE, .walled = TRUE,
                       .wallification = FALSE, .on_stone = TRUE };
  Sel sel;

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

  nhs_des_monster (g, 'V', NULL);
  nhs_des_monster (g, 'V', NULL);
  nhs_des_monster (g, 'D', NULL);
  nhs_des_monster (g, 'D', NULL);
  nhs_des_monster (g, ' ', NULL);
  nhs_des_monster (g, '&', NULL);
  nhs_des_monster (g, 0, NULL);
  nhs_des_monster (g, 'H', NULL);
  nhs_des_monster (g, percent (g, 50) ? 'L' : 0, NULL);
  if (percent (g, 50))
    {
      nhs_des_monster (g, ' ', "shade");
      nhs_des_monster (g, ' ', "shade");
    }
  else
    {
      nhs_des_monster (g, 'z', "skeleton warrior");
      nhs_des_monster (g, 'z', "skeletal dragon");
    }
  nhs_des_monster (g, percent (g, 66) ? 'J' : 0, NULL);
  nhs_des_monster (g, ':', "salamander");
  if (percent (g, 75))
    nhs_des_monster (g, ':', "salamander");
  else
    nhs_des_monster (g, '&', "lava demon");
  if (percent (g, 20))
    nhs_des_monster (g, 'h', "alhoon");
  else
    nhs_des_monster (g, 0, NULL);

  /* the stone squares that keep the flood out of the middle, then the
   * floods, then the river */
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  for (int i = 0; i < 3; i++)
    {
      set_typ (g, 1 + stone_x[i], 0, NHS_SQ_STONE);
      set_typ (g, 1 + stone_x[i], ROWNO - 1, NHS_SQ_STONE);
    }
  for (int row = 0; row < 2; row++)
    for (int i = 0; i < 5; i++)
      flood_lava (g, 1 + flood_x[i], row ? ROWNO - 1 : 0);
  nhs_sp_sel_clear (&sel, 0);
  if (percent (g, 50))
    nhs_sp_sel_randline_36 (g, 1 + 30, 0, 1 + 50, 20, 10, 12, &sel);
  else
    nhs_sp_sel_randline_36 (g, 1 + 50, 0, 1 + 30, 20, 10, 12, &sel);
  nhs_sp_sel_grow (g, &sel, W_NORTH | W_WEST);
  lava (g, &sel);

  g->phase = NHS_LEVEL_PHASE_TRAPS;
  for (int i = 0; i < 12; i++)
    nhs_des_trap (g, TRUE);

  /* the end of sp_level_coder (), then fixup_special ()'s stairs */
  nhs_lev_wallification (g, 1, 0, COLNO - 1, ROWNO - 1);
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  place_stairs (g, up, TRUE);
  place_stairs (g, down, FALSE);

  /* the phases: the cave, then the lava, stairs and traps (the game makes
   * the stairs last), then the monsters */
  for (int p = NHS_LEVEL_PHASE_STAIRS; p <= NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (g, (NhsLevelPhase) p, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
