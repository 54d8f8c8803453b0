/* nhs-level-wall.c: mkmaze.c's wallification, for every generator that
 * makes walls from a map of floor and stone (the Mines' caves, mazes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

#include <string.h>

/* The level's terrain is copied to a grid of bytes with a border of stone
 * all round (grid[x + 1][y + 1] is square x, y; column 0 of the map is
 * outside isok () and stays stone, as everything off the map counts as
 * solid stone here), worked on there, and each change written back. */
typedef guint8 Grid[COLNO + 2][ROWNO + 2];

/* a wall, door or iron bars: something a wall may run into */
static inline gboolean
iswall_t (int t)
{
  return NHS_SQ_IS_WALL (t) || t == NHS_SQ_DOOR || t == NHS_SQ_SDOOR || t == NHS_SQ_IRONBARS;
}

#define AT(grid, x, y) ((grid)[(x) + 1][(y) + 1])

/* does the wall go on towards (dx, dy)? Not when it only runs along a solid
 * mass there. around[i][j] is square (x + i - 1, y + j - 1). */
static int
extend_spine (const gboolean around[3][3], gboolean wall_there, int dx, int dy)
{
  int nx = 1 + dx, ny = 1 + dy;

  if (!wall_there)
    return 0;
  if (dx)
    return !(around[1][0] && around[1][2] && around[nx][0] && around[nx][2]);
  return !(around[0][1] && around[2][1] && around[0][ny] && around[2][ny]);
}

void
nhs_lev_wallification (Gen *g, int x1, int y1, int x2, int y2)
{
  /* by the directions a wall goes on: north 8, south 4, east 2, west 1 */
  static const guint8 shape[16] = {
    NHS_SQ_VWALL, NHS_SQ_HWALL, NHS_SQ_HWALL, NHS_SQ_HWALL,
    NHS_SQ_VWALL, NHS_SQ_TRCORNER, NHS_SQ_TLCORNER, NHS_SQ_TDWALL,
    NHS_SQ_VWALL, NHS_SQ_BRCORNER, NHS_SQ_BLCORNER, NHS_SQ_TUWALL,
    NHS_SQ_VWALL, NHS_SQ_TLWALL, NHS_SQ_TRWALL, NHS_SQ_CROSSWALL,
  };
  Grid grid;

  memset (grid, NHS_SQ_STONE, sizeof grid);
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      AT (grid, x, y) = TYP (g, x, y);

  /* wall_cleanup: walls with nothing but rock around them become rock */
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      if (NHS_SQ_IS_WALL (AT (grid, x, y)))
        {
          gboolean solid = TRUE;

          for (int dx = -1; dx <= 1 && solid; dx++)
            for (int dy = -1; dy <= 1 && solid; dy++)
              if ((dx || dy) && AT (grid, x + dx, y + dy) > NHS_SQ_TRWALL)
                solid = FALSE;
          if (solid)
            {
              AT (grid, x, y) = NHS_SQ_STONE;
              set_typ (g, x, y, NHS_SQ_STONE);
            }
        }

  /* fix_wall_spines: the others take the shape of the walls they join */
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      {
        gboolean around[3][3];
        int bits, t = AT (grid, x, y);

        if (!NHS_SQ_IS_WALL (t))
          continue;
        for (int dx = -1; dx <= 1; dx++)
          for (int dy = -1; dy <= 1; dy++)
            {
              int n = AT (grid, x + dx, y + dy);

              around[dx + 1][dy + 1] = (dx || dy) && (n == NHS_SQ_STONE || iswall_t (n));
            }
        bits = (extend_spine (around, iswall_t (AT (grid, x, y - 1)), 0, -1) << 3)
               | (extend_spine (around, iswall_t (AT (grid, x, y + 1)), 0, 1) << 2)
               | (extend_spine (around, iswall_t (AT (grid, x + 1, y)), 1, 0) << 1)
               | extend_spine (around, iswall_t (AT (grid, x - 1, y)), -1, 0);
        if (bits && t != shape[bits])
          {
            AT (grid, x, y) = shape[bits];
            set_typ (g, x, y, shape[bits]);
          }
      }
}
