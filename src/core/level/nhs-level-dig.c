/* nhs-level-dig.c: sp_lev.c's dig_corridor, for corridors between rooms
 * and the Mines' floor joining its caves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

/* The level, the variant's rules, the phase and the generator's state are
 * read once into locals (the state written back at the end): a square
 * written through g->lev is a byte store, which may alias any of g's
 * fields, so the compiler would load them again after every square (and
 * each die would wait for the state's round trip through memory). */
gboolean
nhs_lev_dig_corridor (Gen *g, const Coord *org, const Coord *dest,
                      gboolean nxcor, int ftyp, int btyp)
{
  NhsSquare (*sq)[ROWNO] = g->lev->sq;
  const gboolean meander = g->variant->level_corridors_meander;
  /* a corridor is secret 1 time in 100 (only corridors; 5.0.0: only below
     depth 2; not where secret doors follow the square root rule) */
  const gboolean may_hide = ftyp == NHS_SQ_CORR && !g->variant->level_secret_door_sqrt
                            && !(g->variant->level_secrets_below_depth2 && g->depth <= 2);
  /* the types the corridor may go on through: btyp, ftyp and SCORR, a bit
     each */
  const guint64 open = (G_GUINT64_CONSTANT (1) << btyp) | (G_GUINT64_CONSTANT (1) << ftyp)
                       | (G_GUINT64_CONSTANT (1) << NHS_SQ_SCORR);
  guint32 *dug = g->dug;
  const guint8 phase = (guint8) g->phase;
  NhsRng rng = g->rng;
  NhsSquare *here;   /* &sq[xx][yy] */
  int dx = 0, dy = 0, dix, diy, cct;
  int tx, ty, xx, yy;
  int t, points = 0;
  gboolean done = FALSE;

  G_STATIC_ASSERT (NHS_N_SQ <= 64);
  /* a square's neighbour (dx, dy) is dx * ROWNO + dy squares on */
#define STEP(dx, dy) ((dx) * ROWNO + (dy))
#define OPEN(s) ((open >> (s)->typ) & 1)

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
  here = &sq[xx][yy];
  cct = 0;
  g->dig_points = 0;
  for (;;)
    {
      if (xx == tx && yy == ty)
        {
          done = TRUE;
          break;
        }
      if (cct++ > 500 || (nxcor && !nhs_rn2 (&rng, 35)))
        break;
      xx += dx;
      yy += dy;
      if (xx >= COLNO - 1 || xx <= 0 || yy <= 0 || yy >= ROWNO - 1)
        break;
      here += STEP (dx, dy);

      t = here->typ;
      if (t == btyp)
        {
          points++;
          /* (a boulder 1 time in 50 on an nxcor corridor: an object) */
          here->typ = (guint8) ((!may_hide || nhs_rn2 (&rng, 100)) ? ftyp : NHS_SQ_SCORR);
          here->phase = phase;
          if (dug)
            dug[xx] |= 1u << yy;
        }
      else if (t != ftyp && t != NHS_SQ_SCORR)
        break;   /* strange ... */

      dix = ABS (xx - tx);
      diy = ABS (yy - ty);
      /* 3.6: now and then the corridor turns towards the goal early */
      if (!meander)
        ;
      else if ((dix > diy) && diy && !nhs_rn2 (&rng, dix - diy + 1))
        dix = 0;
      else if ((diy > dix) && dix && !nhs_rn2 (&rng, diy - dix + 1))
        diy = 0;

      /* do we have to change direction ? */
      if (dy && dix > diy)
        {
          int ddx = (xx > tx) ? -1 : 1;

          if (OPEN (here + STEP (ddx, 0)))
            {
              dx = ddx;
              dy = 0;
              continue;
            }
        }
      else if (dx && diy > dix)
        {
          int ddy = (yy > ty) ? -1 : 1;

          if (OPEN (here + STEP (0, ddy)))
            {
              dy = ddy;
              dx = 0;
              continue;
            }
        }

      /* continue straight on? */
      if (OPEN (here + STEP (dx, dy)))
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
      if (OPEN (here + STEP (dx, dy)))
        continue;
      dy = -dy;
      dx = -dx;
    }
#undef STEP
#undef OPEN
  g->rng = rng;
  g->dig_points = points;
  return done;
}
