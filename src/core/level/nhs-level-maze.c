/* nhs-level-maze.c: NetHack 3.6.7's makemaz("") for a Gehennom filler level
 * and, with params.invocation, the invocation level (3.4.3's, SLASH'EM's,
 * 3.6.7's and EvilHack's, whose Gehennom filler is otherwise its des file):
 * single passages, and the vibrating square's place (a trap from 3.6 on)
 * instead of the down stairs.
 *
 * Written from reading the game's mkmaze.c (makemaz, mazexy; create_maze,
 * walkfrom and maze_remove_deadends are nhs-level-mazegen.c's) and mklev.c (mktrap for a
 * maze); the decisions are taken in the game's order so that mazes are
 * distributed as the game's are.
 *
 * The boulders are made (nhs_lev_put_boulder ()): 3.4.3's and SLASH'EM's
 * one where the walk began, then every version's rn1 (10, 2) on random
 * passage squares, two or more on one square where mazexy () gives it
 * again. A random monster drawn for a boulder's square that can neither
 * pass walls nor throw rocks is drawn again (makemon's goodpos loop, 50
 * times at most), a group's copies stand where goodpos () lets the monster
 * (off boulders unless it passes walls or throws rocks), and pits and holes
 * are placed elsewhere. The branch (Vlad's Tower's stairs up; SLASH'EM's
 * way to Frankenstein's Lab too) is drawn as the dungeon has it
 * (nhs_lev_filler_branch ()) and placed on a random passage square after
 * the stairs. The traps are the version's Gehennom kinds; on the
 * invocation level a hole or trap door is a falling rock trap
 * (nhs_lev_random_trap_kind_hell ()).
 *
 * Left out, knowingly:
 *  - objects and gold: their dice (and their mazexy () calls) are not
 *    rolled (a rolling boulder trap's boulder is made: trap.c
 *    mkroll_launch () draws where it lies);
 *  - the dead adventurer of shallow levels' traps (objects; never in
 *    Gehennom anyway).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

#include <string.h>

typedef NhsLevMaze Maze;

static inline int
typ_at (Maze *m, int x, int y)
{
  return LEV (m->g, x, y)->typ;
}

static inline int
passage_typ (Maze *m)
{
  return m->corrmaze ? NHS_SQ_CORR : NHS_SQ_ROOM;
}

/* ---------------------------------------------------------- placements */

/* a random passage square: 100 tries, then the first one (the game scans
 * also when only the hundredth try found one) */
static void
maze_xy (Maze *m, int *x, int *y)
{
  int tries = 0, want = passage_typ (m);

  if (m->g->variant->level_hell_fill == NHS_HELL_FILL_MAZE_343)
    {
      /* 3.4.3's mazexy: only the maze's odd squares (its cells) */
      int cx = (m->xmax >> 1) - 1, cy = (m->ymax >> 1) - 1;

      do
        {
          *x = 3 + 2 * rn2 (m->g, cx);
          *y = 3 + 2 * rn2 (m->g, cy);
          tries++;
        }
      while (tries < 100 && typ_at (m, *x, *y) != want);
      if (tries < 100)
        return;
      for (int i = 0; i < cx; i++)
        for (int j = 0; j < cy; j++)
          if (typ_at (m, 3 + 2 * i, 3 + 2 * j) == want)
            {
              *x = 3 + 2 * i;
              *y = 3 + 2 * j;
              return;
            }
      return;
    }
  do
    {
      *x = 1 + rn2 (m->g, m->xmax);
      *y = 1 + rn2 (m->g, m->ymax);
      tries++;
    }
  while (tries < 100 && typ_at (m, *x, *y) != want);
  if (tries < 100)
    return;
  for (int sx = 1; sx < m->xmax; sx++)
    for (int sy = 1; sy < m->ymax; sy++)
      if (typ_at (m, sx, sy) == want)
        {
          *x = sx;
          *y = sy;
          return;
        }
}

/* mklev.c mktrap (0, 1, NULL, NULL) in Gehennom */
static void
maze_trap (Maze *m)
{
  int kind, x, y, tries = 0;
  gboolean avoid_boulder;

  kind = nhs_lev_random_trap_kind_hell (m->g);
  avoid_boulder = kind == NHS_TRAP_PIT || kind == NHS_TRAP_SPIKED_PIT
                  || kind == NHS_TRAP_HOLE || kind == NHS_TRAP_TRAPDOOR;

  do
    {
      if (++tries > 200)
        return;
      maze_xy (m, &x, &y);
    }
  while (nhs_lev_occupied (m->g, x, y)
         || (avoid_boulder && (LEV (m->g, x, y)->flags & NHS_SQF_BOULDER)));

  nhs_lev_trap_with_spider (m->g, x, y, kind);
}

/* SLASH'EM's wallification (..., TRUE): the walls' stuff, rn2 (20); every
 * wall square of the maze becomes it (wallify_special), or stone walls
 * (wallify_stone, as the other versions) */
static void
maze_walls (Maze *m)
{
  static const struct { int below; int typ; } stuff[] = {
    { 4, NHS_SQ_STONE }, { 6, NHS_SQ_CLOUD }, { 10, NHS_SQ_MOAT },
    { 14, NHS_SQ_ICE }, { 17, NHS_SQ_LAVA }, { 20, NHS_SQ_IRONBARS },
  };
  int typ = NHS_SQ_STONE;

  if (m->g->variant->level_maze_wall_stuff)
    {
      int r = rn2 (m->g, 20);

      for (guint i = 0; i < G_N_ELEMENTS (stuff); i++)
        if (r < stuff[i].below)
          {
            typ = stuff[i].typ;
            break;
          }
    }
  if (typ == NHS_SQ_STONE)
    {
      nhs_lev_wallification (m->g, 2, 2, m->xmax, m->ymax);
      return;
    }
  for (int x = 2; x <= m->xmax; x++)
    for (int y = 2; y <= m->ymax; y++)
      if (NHS_SQ_IS_WALL (TYP (m->g, x, y)))
        set_typ (m->g, x, y, typ);
}

void
nhs_level_make_maze (NhsLevelGen *g)
{
  Maze maze = { g, NHS_MAZE_XMAX, NHS_MAZE_YMAX, FALSE };
  Maze *m = &maze;
  int x, y;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  /* 3.4.3 and SLASH'EM: always the walled maze of single squares; the
     invocation level's maze has single passages, no die for them (3.6) */
  if (g->variant->level_hell_fill == NHS_HELL_FILL_MAZE_343)
    nhs_lev_create_maze (m, 1, 1, NHS_MAZE_DEADENDS_KEEP);
  else
    {
      m->corrmaze = !rn2 (m->g, 3);
      if (!g->lev->params.invocation && rn2 (m->g, 2))
        {
          int corrwid = rnd (m->g, 4);

          nhs_lev_create_maze (m, corrwid, rnd (m->g, 4) - corrwid,
                               NHS_MAZE_DEADENDS_ROLL);
        }
      else
        nhs_lev_create_maze (m, 1, 1, NHS_MAZE_DEADENDS_ROLL);
    }
  /* 3.4.3, SLASH'EM: "a boulder at the maze center" (where the walk began) */
  if (g->variant->level_hell_fill == NHS_HELL_FILL_MAZE_343)
    nhs_lev_put_boulder (g, m->x0, m->y0);
  if (!m->corrmaze)
    maze_walls (m);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_ROOMS, TRUE);

  g->phase = NHS_LEVEL_PHASE_STAIRS;
  maze_xy (m, &x, &y);
  nhs_lev_mkstairs (g, TRUE, x, y, -1);
  if (!g->lev->params.invocation)
    {
      maze_xy (m, &x, &y);
      nhs_lev_mkstairs (g, FALSE, x, y, -1);
    }
  else   /* the vibrating square instead of the down stairs; 3.6 on a trap */
    nhs_lev_place_vibrasquare (g, 0,
                               g->variant->level_invocation == NHS_INVOCATION_MAZE_TRAP);
  /* place_branch (Is_branchlev (), 0, 0): with no rooms, find_branch_room ()
     takes mazexy ()'s square (Vlad's Tower's stairs up, SLASH'EM's way to
     Frankenstein's Lab) */
  {
    NhsLevelBranch br = nhs_lev_filler_branch (&g->lev->params);

    if (br != NHS_LEVEL_BRANCH_NONE)
      {
        maze_xy (m, &x, &y);
        nhs_lev_place_branch_at (g, br, x, y, -1);
      }
  }
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (m->g, (NhsLevelPhase) p, TRUE);

  /* (objects: left out), then the boulders */
  for (int n = rn1 (m->g, 10, 2); n; n--)
    {
      maze_xy (m, &x, &y);
      nhs_lev_put_boulder (g, x, y);
    }
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = rn2 (m->g, NHS_MAZE_MINOTAUR_DIE); n; n--)
    {
      maze_xy (m, &x, &y);
      nhs_lev_make_named_monster (g, "minotaur", 'H', x, y, FALSE);
    }
  for (int n = rn1 (m->g, NHS_MAZE_RANDOM_SPREAD, NHS_MAZE_RANDOM_BASE); n; n--)
    {
      maze_xy (m, &x, &y);
      if (g->variant->level_maze_mplayer_ok)   /* with its group */
        nhs_lev_make_splev_anymon (g, x, y);
      else
        nhs_lev_make_anymon (g, x, y, FALSE, TRUE);
    }
  /* (gold: left out) */
  g->phase = NHS_LEVEL_PHASE_TRAPS;
  g->trap_boulders = TRUE;
  for (int n = rn1 (m->g, NHS_MAZE_TRAP_SPREAD, NHS_MAZE_TRAP_BASE); n; n--)
    maze_trap (m);
  g->trap_boulders = FALSE;
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
