/* nhs-level-dig.c: sp_lev.c's dig_corridor, for corridors between rooms
 * and the Mines' floor joining its caves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

gboolean
nhs_lev_dig_corridor (Gen *g, const Coord *org, const Coord *dest,
                      gboolean nxcor, int ftyp, int btyp)
{
  int dx = 0, dy = 0, dix, diy, cct;
  int tx, ty, xx, yy;
  int t;

  xx = org->x;
  yy = org->y;
  tx = dest->x;
  ty = dest->y;
  if (xx <= 0 || yy <= 0 || tx <= 0 || ty <= 0 || xx > COLNO - 1
      || tx > COLNO - 1 || yy > ROWNO - 1 || ty > ROWNO - 1)
    return FALSE;
  if (tx > xx)
    dx = 1;
  else if (ty > yy)
    dy = 1;
  else if (tx < xx)
    dx = -1;
  else
    dy = -1;

  xx -= dx;
  yy -= dy;
  cct = 0;
  g->dig_points = 0;
  while (xx != tx || yy != ty)
    {
      if (cct++ > 500 || (nxcor && !rn2 (g, 35)))
        return FALSE;
      xx += dx;
      yy += dy;
      if (xx >= COLNO - 1 || xx <= 0 || yy <= 0 || yy >= ROWNO - 1)
        return FALSE;

      t = TYP (g, xx, yy);
      if (t == btyp)
        {
          g->dig_points++;
          /* a corridor is secret 1 time in 100 (only corridors; 5.0.0:
             only below depth 2) */
          if (ftyp != NHS_SQ_CORR || g->variant->level_secret_door_sqrt
              || (g->variant->level_secrets_below_depth2 && g->depth <= 2)
              || rn2 (g, 100))
            set_typ (g, xx, yy, ftyp);
          /* (a boulder 1 time in 50 on an nxcor corridor: an object) */
          else
            set_typ (g, xx, yy, NHS_SQ_SCORR);
          if (g->dug)
            g->dug[xx] |= 1u << yy;
        }
      else if (t != ftyp && t != NHS_SQ_SCORR)
        return FALSE;   /* strange ... */

      dix = ABS (xx - tx);
      diy = ABS (yy - ty);
      /* 3.6: now and then the corridor turns towards the goal early */
      if (!g->variant->level_corridors_meander)
        ;
      else if ((dix > diy) && diy && !rn2 (g, dix - diy + 1))
        dix = 0;
      else if ((diy > dix) && dix && !rn2 (g, diy - dix + 1))
        diy = 0;

      /* do we have to change direction ? */
      if (dy && dix > diy)
        {
          int ddx = (xx > tx) ? -1 : 1;

          t = TYP (g, xx + ddx, yy);
          if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
            {
              dx = ddx;
              dy = 0;
              continue;
            }
        }
      else if (dx && diy > dix)
        {
          int ddy = (yy > ty) ? -1 : 1;

          t = TYP (g, xx, yy + ddy);
          if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
            {
              dy = ddy;
              dx = 0;
              continue;
            }
        }

      /* continue straight on? */
      t = TYP (g, xx + dx, yy + dy);
      if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
        continue;

      /* no, what must we do now?? */
      if (dx)
        {
          dx = 0;
          dy = (ty < yy) ? -1 : 1;
        }
      else
        {
          dy = 0;
          dx = (tx < xx) ? -1 : 1;
        }
      t = TYP (g, xx + dx, yy + dy);
      if (t == btyp || t == ftyp || t == NHS_SQ_SCORR)
        continue;
      dy = -dy;
      dx = -dx;
    }
  return TRUE;
}
