/* nhs-level-wall.c: mkmaze.c's wallification, for every generator that
 * makes walls from a map of floor and stone (the Mines' caves, mazes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

/* a wall, door or iron bars: something a wall may run into */
static gboolean
iswall (Gen *g, int x, int y)
{
  int t;

  if (!isok (x, y))
    return FALSE;
  t = TYP (g, x, y);
  return NHS_SQ_IS_WALL (t) || t == NHS_SQ_DOOR || t == NHS_SQ_SDOOR
         || t == NHS_SQ_IRONBARS;
}

static gboolean
iswall_or_stone (Gen *g, int x, int y)
{
  return !isok (x, y) || TYP (g, x, y) == NHS_SQ_STONE || iswall (g, x, y);
}

/* stone or a wall (off the map counts as solid) */
static gboolean
is_solid (Gen *g, int x, int y)
{
  return !isok (x, y) || TYP (g, x, y) <= NHS_SQ_TRWALL;
}

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

  /* wall_cleanup: walls with nothing but rock around them become rock */
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      if (NHS_SQ_IS_WALL (TYP (g, x, y)))
        {
          gboolean solid = TRUE;

          for (int dx = -1; dx <= 1 && solid; dx++)
            for (int dy = -1; dy <= 1 && solid; dy++)
              if ((dx || dy) && !is_solid (g, x + dx, y + dy))
                solid = FALSE;
          if (solid)
            set_typ (g, x, y, NHS_SQ_STONE);
        }

  /* fix_wall_spines: the others take the shape of the walls they join */
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      {
        gboolean around[3][3];
        int bits;

        if (!NHS_SQ_IS_WALL (TYP (g, x, y)))
          continue;
        for (int dx = -1; dx <= 1; dx++)
          for (int dy = -1; dy <= 1; dy++)
            around[dx + 1][dy + 1] = (dx || dy)
                                     && iswall_or_stone (g, x + dx, y + dy);
        bits = (extend_spine (around, iswall (g, x, y - 1), 0, -1) << 3)
               | (extend_spine (around, iswall (g, x, y + 1), 0, 1) << 2)
               | (extend_spine (around, iswall (g, x + 1, y), 1, 0) << 1)
               | extend_spine (around, iswall (g, x - 1, y), -1, 0);
        if (bits && TYP (g, x, y) != shape[bits])
          set_typ (g, x, y, shape[bits]);
      }
}
