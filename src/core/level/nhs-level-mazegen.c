/* nhs-level-mazegen.c: mkmaze.c's maze of passages (create_maze, walkfrom,
 * maze_remove_deadends), for makemaz ("") and the level_init "maze" and
 * "mazegrid" / mazewalk of 5.0.0's Gehennom
 *
 * Written from reading the games' mkmaze.c and sp_lev.c (lvlfill_maze_grid,
 * lspo_mazewalk); the dice are rolled in the game's order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

#include <string.h>

typedef NhsLevMaze Maze;

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
static const int step_dx[4] = { 0, 1, 0, -1 };
static const int step_dy[4] = { -1, 0, 1, 0 };

static inline void
step (int *x, int *y, int dir)
{
  *x += step_dx[dir];
  *y += step_dy[dir];
}

/* the k-th direction (counting from 0) among the set bits of a mask of
 * directions (bit d: direction d) */
static int
nth_dir (unsigned mask, int k)
{
  for (int d = 0; d < 4; d++)
    if (mask & (1u << d) && k-- == 0)
      return d;
  return 0;
}

void
nhs_lev_maze_walk (NhsLevMaze *m, int x, int y, int typ)
{
  enum { CELLS = (COLNO * ROWNO) / 4 + 1 };
  guint8 sx[CELLS], sy[CELLS];
  /* where the walk may still go: bit y + 2 of free_[x + 2] for untouched
   * stone at (x, y) inside the walk's bounds (x and y from 3 to the maze's
   * maximum); only squares an even number of steps from the start are ever
   * asked about, and only the walk changes them while it runs */
  guint32 free_[COLNO + 4];
  /* for each mask of the ways open and each die, the step (one load
   * each, not a direction and then its step: the walk is one long chain
   * of such lookups) */
  gint8 pick_dx[16][4], pick_dy[16][4];
  guint8 count[16];
  int top = 0;
  /* the generator in a local copy, kept in registers over the walk (the
   * writes to the squares' bytes could alias it) */
  NhsRng rng = m->g->rng;

  memset (free_, 0, sizeof free_);
  for (int fx = 3 + ((x + 1) & 1); fx <= m->xmax && fx < COLNO; fx += 2)
    for (int fy = 3 + ((y + 1) & 1); fy <= m->ymax && fy < ROWNO; fy += 2)
      if (typ_at (m, fx, fy) == NHS_SQ_STONE)
        free_[fx + 2] |= 1u << (fy + 2);
  for (unsigned mask = 0; mask < 16; mask++)
    {
      count[mask] = (guint8) ((mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + (mask >> 3));
      for (int k = 0; k < 4; k++)
        {
          pick_dx[mask][k] = (gint8) step_dx[nth_dir (mask, k)];
          pick_dy[mask][k] = (gint8) step_dy[nth_dir (mask, k)];
        }
    }

  /* a depth-first walk, with a stack of its own in place of the game's
   * recursion (the same squares and the same dice) */
  if (typ_at (m, x, y) != NHS_SQ_DOOR)
    put (m, x, y, typ);
  if (typ != NHS_SQ_STONE)
    free_[x + 2] &= ~(1u << (y + 2));
  sx[0] = (guint8) x;
  sy[0] = (guint8) y;
  while (top >= 0)
    {
      unsigned mask;
      int r, dx, dy;

      x = sx[top];
      y = sy[top];
      /* can the walk go two squares that way, into untouched stone?
       * (north, east, south, west) */
      mask = ((free_[x + 2] >> y) & 1)
             | (((free_[x + 4] >> (y + 2)) & 1) << 1)
             | (((free_[x + 2] >> (y + 4)) & 1) << 2)
             | (((free_[x] >> (y + 2)) & 1) << 3);
      if (mask == 0)
        {
          top--;
          continue;
        }
      r = nhs_rn2 (&rng, count[mask]);
      dx = pick_dx[mask][r];
      dy = pick_dy[mask][r];
      put_typ_when (m->g, LEV (m->g, x + dx, y + dy), TRUE, typ);
      x += 2 * dx;
      y += 2 * dy;
      put_typ_when (m->g, LEV (m->g, x, y), TRUE, typ);
      if (typ != NHS_SQ_STONE)
        free_[x + 2] &= ~(1u << (y + 2));
      if (top + 1 >= CELLS)
        break;   /* cannot happen: each cell is entered once */
      top++;
      sx[top] = (guint8) x;
      sy[top] = (guint8) y;
    }
  m->g->rng = rng;
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

void
nhs_lev_create_maze (NhsLevMaze *m, int corrwid, int wallthick, NhsMazeDeadEnds deadends)
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
      {
        NhsSquare *sq = m->g->lev->sq[x];

        for (int y = 2; y <= rdy * 2; y++)
          {
            int t = ((x % 2) && (y % 2)) ? NHS_SQ_STONE : NHS_SQ_HWALL;

            put_typ_when (m->g, &sq[y], TRUE, t);
          }
      }

  m->xmax = rdx * 2;
  m->ymax = rdy * 2;
  {
    /* maze0xy () */
    int x0 = 3 + 2 * rn2 (m->g, (m->xmax >> 1) - 1);
    int y0 = 3 + 2 * rn2 (m->g, (m->ymax >> 1) - 1);

    m->x0 = x0;
    m->y0 = y0;
    nhs_lev_maze_walk (m, x0, y0, passage_typ (m));
  }
  if (deadends == NHS_MAZE_DEADENDS_REMOVE
      || (deadends == NHS_MAZE_DEADENDS_ROLL && !rn2 (m->g, 5)))
    remove_dead_ends (m, passage_typ (m));
  m->xmax = NHS_MAZE_XMAX;
  m->ymax = NHS_MAZE_YMAX;

  if (scale > 2)
    {
      /* the small maze, stretched: odd columns and rows become corrwid
       * wide, even ones wallthick (the outermost ones 1) */
      guint8 small[COLNO][ROWNO];
      int rx, ry, x, y;

      for (x = 1; x < m->xmax; x++)
        {
          const NhsSquare *sq = m->g->lev->sq[x];

          for (y = 1; y < m->ymax; y++)
            small[x][y] = sq[y].typ;
        }
      /* which square of the small maze each square of the level takes:
       * the same for every column (rows) and every row (columns); then
       * one plain pass, without the branches of the blocks' sizes */
      guint8 from_x[COLNO], from_y[ROWNO];

      for (rx = x = 2; rx < m->xmax; x++)
        {
          int w = (x % 2) ? corrwid : ((x == 2 || x == rdx * 2) ? 1 : wallthick);

          for (int dx = 0; dx < w && rx + dx < m->xmax; dx++)
            from_x[rx + dx] = (guint8) x;
          rx += w;
        }
      for (ry = y = 2; ry < m->ymax; y++)
        {
          int h = (y % 2) ? corrwid : ((y == 2 || y == rdy * 2) ? 1 : wallthick);

          for (int dy = 0; dy < h && ry + dy < m->ymax; dy++)
            from_y[ry + dy] = (guint8) y;
          ry += h;
        }
      for (x = 2; x < m->xmax; x++)
        {
          NhsSquare *sq = m->g->lev->sq[x];
          const guint8 *col = small[from_x[x]];

          for (y = 2; y < m->ymax; y++)
            put_typ_when (m->g, &sq[y], TRUE, col[from_y[y]]);
        }
    }
}
