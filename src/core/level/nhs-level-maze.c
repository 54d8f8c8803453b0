/* nhs-level-maze.c: NetHack 3.6.7's makemaz("") for a Gehennom filler level
 *
 * Written from reading the game's mkmaze.c (makemaz, create_maze, walkfrom,
 * maze_remove_deadends, mazexy, wallification) and mklev.c (mktrap for a
 * maze); the decisions are taken in the game's order so that mazes are
 * distributed as the game's are.
 *
 * Left out, knowingly:
 *  - objects, boulders and gold: their dice (and their mazexy () calls) are
 *    not rolled;
 *  - the branch (Vlad's Tower's stairs) and the vibrating square of the
 *    invocation level: every maze is an ordinary filler level;
 *  - monster groups (the rooms generator leaves them out too): one monster
 *    per makemon ();
 *  - the dead adventurer of shallow levels' traps (objects; never in
 *    Gehennom anyway).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

#include <string.h>

/* the game's x_maze_max and y_maze_max outside create_maze () */
#define MAZE_XMAX ((COLNO - 1) & ~1)
#define MAZE_YMAX ((ROWNO - 1) & ~1)

typedef struct {
  NhsLevelGen *g;
  int xmax, ymax;          /* the maze's bounds of the moment */
  gboolean corrmaze;       /* passages of corridor, no walls */
} Maze;

static inline int
typ_at (Maze *m, int x, int y)
{
  return LEV (m->g, x, y)->typ;
}

static inline void
put (Maze *m, int x, int y, int typ)
{
  if (typ_at (m, x, y) != typ)
    set_typ (m->g, x, y, typ);
}

static inline int
passage_typ (Maze *m)
{
  return m->corrmaze ? NHS_SQ_CORR : NHS_SQ_ROOM;
}

/* one step: 0 north, 1 east, 2 south, 3 west */
static inline void
step (int *x, int *y, int dir)
{
  switch (dir)
    {
    case 0: --*y; break;
    case 1: ++*x; break;
    case 2: ++*y; break;
    default: --*x; break;
    }
}

/* can the walk go two squares that way, into untouched stone? */
static gboolean
can_walk (Maze *m, int x, int y, int dir)
{
  step (&x, &y, dir);
  step (&x, &y, dir);
  return !(x < 3 || y < 3 || x > m->xmax || y > m->ymax)
         && typ_at (m, x, y) == NHS_SQ_STONE;
}

/* The depth-first walk, with a stack of its own in place of the game's
 * recursion (the same squares and the same dice). */
static void
walk_from (Maze *m, int x, int y)
{
  int typ = passage_typ (m);
  int cells = (COLNO * ROWNO) / 4 + 1;
  g_autofree int *sx = g_new (int, cells);
  g_autofree int *sy = g_new (int, cells);
  int top = 0;

  put (m, x, y, typ);
  sx[0] = x;
  sy[0] = y;
  while (top >= 0)
    {
      int dirs[4], n = 0, dir;

      x = sx[top];
      y = sy[top];
      for (int d = 0; d < 4; d++)
        if (can_walk (m, x, y, d))
          dirs[n++] = d;
      if (n == 0)
        {
          top--;
          continue;
        }
      dir = dirs[rn2 (m->g, n)];
      step (&x, &y, dir);
      put (m, x, y, typ);
      step (&x, &y, dir);
      put (m, x, y, typ);
      if (top + 1 >= cells)
        return;   /* cannot happen: each cell is entered once */
      top++;
      sx[top] = x;
      sy[top] = y;
    }
}

static inline gboolean
inside_maze (Maze *m, int x, int y)
{
  return x >= 2 && y >= 2 && x < m->xmax && y < m->ymax && isok (x, y);
}

static inline gboolean
accessible (int typ)
{
  return typ >= NHS_SQ_DOOR;
}

/* open one wall of some dead ends: makes loops */
static void
remove_dead_ends (Maze *m, int typ)
{
  for (int x = 2; x < m->xmax; x++)
    for (int y = 2; y < m->ymax; y++)
      {
        int ok[4], n = 0, closed = 0;

        if (!(accessible (typ_at (m, x, y)) && (x % 2) && (y % 2)))
          continue;
        for (int d = 0; d < 4; d++)
          {
            int x1 = x, y1 = y, x2, y2;

            step (&x1, &y1, d);
            if (!inside_maze (m, x1, y1))
              {
                closed++;
                continue;
              }
            x2 = x1;
            y2 = y1;
            step (&x2, &y2, d);
            if (!inside_maze (m, x2, y2))
              {
                closed++;
                continue;
              }
            if (!accessible (typ_at (m, x1, y1)) && accessible (typ_at (m, x2, y2)))
              {
                ok[n++] = d;
                closed++;
              }
          }
        if (closed >= 3 && n > 0)
          {
            int x1 = x, y1 = y;

            step (&x1, &y1, ok[rn2 (m->g, n)]);
            put (m, x1, y1, typ);
          }
      }
}

/* the maze, with passages corrwid wide between walls wallthick thick */
static void
create_maze (Maze *m, int corrwid, int wallthick)
{
  int scale, rdx, rdy;

  wallthick = CLAMP (wallthick, 1, 5);
  corrwid = CLAMP (corrwid, 1, 5);
  scale = corrwid + wallthick;
  rdx = m->xmax / scale;
  rdy = m->ymax / scale;

  /* the grid: cells of stone at odd squares, walls between them (a
   * corridor maze leaves all stone) */
  if (!m->corrmaze)
    for (int x = 2; x <= rdx * 2; x++)
      for (int y = 2; y <= rdy * 2; y++)
        put (m, x, y, ((x % 2) && (y % 2)) ? NHS_SQ_STONE : NHS_SQ_HWALL);

  m->xmax = rdx * 2;
  m->ymax = rdy * 2;
  walk_from (m, 3 + 2 * rn2 (m->g, (m->xmax >> 1) - 1),
             3 + 2 * rn2 (m->g, (m->ymax >> 1) - 1));
  if (m->g->variant->level_hell_fill == NHS_HELL_FILL_MAZE_36 && !rn2 (m->g, 5))
    remove_dead_ends (m, passage_typ (m));
  m->xmax = MAZE_XMAX;
  m->ymax = MAZE_YMAX;

  if (scale > 2)
    {
      /* the small maze, stretched: odd columns and rows become corrwid
       * wide, even ones wallthick (the outermost ones 1) */
      guint8 small[COLNO][ROWNO];
      int rx, ry, x, y;

      for (x = 1; x < m->xmax; x++)
        for (y = 1; y < m->ymax; y++)
          small[x][y] = (guint8) typ_at (m, x, y);
      for (rx = x = 2; rx < m->xmax; x++)
        {
          int w = (x % 2) ? corrwid : ((x == 2 || x == rdx * 2) ? 1 : wallthick);

          for (ry = y = 2; ry < m->ymax; y++)
            {
              int h = (y % 2) ? corrwid : ((y == 2 || y == rdy * 2) ? 1 : wallthick);

              for (int dx = 0; dx < w; dx++)
                for (int dy = 0; dy < h; dy++)
                  if (rx + dx < m->xmax && ry + dy < m->ymax)
                    put (m, rx + dx, ry + dy, small[x][y]);
              ry += h;
            }
          rx += w;
        }
    }
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
  int lvl = m->g->depth;
  int kind, x, y, tries = 0;

  kind = nhs_level_random_trap_kind (&m->g->rng, lvl, TRUE);
  /* a filler level always has one below: holes stay holes */

  do
    {
      if (++tries > 200)
        return;
      maze_xy (m, &x, &y);
    }
  while (nhs_lev_occupied (m->g, x, y));
  /* (pits and holes also avoid boulders, which are left out) */

  nhs_lev_trap_with_spider (m->g, x, y, kind);
}

void
nhs_level_make_maze (NhsLevelGen *g)
{
  Maze maze = { g, MAZE_XMAX, MAZE_YMAX, FALSE };
  Maze *m = &maze;
  int x, y;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  /* 3.4.3 and SLASH'EM: always the walled maze of single squares */
  if (g->variant->level_hell_fill != NHS_HELL_FILL_MAZE_36)
    create_maze (m, 1, 1);
  else
    {
      m->corrmaze = !rn2 (m->g, 3);
      if (rn2 (m->g, 2))
        {
          int corrwid = rnd (m->g, 4);

          create_maze (m, corrwid, rnd (m->g, 4) - corrwid);
        }
      else
        create_maze (m, 1, 1);
    }
  if (!m->corrmaze)
    nhs_lev_wallification (m->g, 2, 2, m->xmax, m->ymax);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_ROOMS, TRUE);

  g->phase = NHS_LEVEL_PHASE_STAIRS;
  maze_xy (m, &x, &y);
  nhs_lev_mkstairs (g, TRUE, x, y, -1);
  maze_xy (m, &x, &y);
  nhs_lev_mkstairs (g, FALSE, x, y, -1);
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (m->g, (NhsLevelPhase) p, TRUE);

  /* (objects, then boulders: left out) */
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = rn2 (m->g, 3); n; n--)
    {
      maze_xy (m, &x, &y);
      nhs_lev_make_named_monster (g, "minotaur", 'H', x, y, FALSE);
    }
  for (int n = rn1 (m->g, 5, 7); n; n--)
    {
      maze_xy (m, &x, &y);
      nhs_lev_make_random_monster (g, 0, x, y, FALSE);
    }
  /* (gold: left out) */
  g->phase = NHS_LEVEL_PHASE_TRAPS;
  for (int n = rn1 (m->g, 6, 7); n; n--)
    maze_trap (m);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
