/* nhs-level-wall.c: mkmaze.c's wallification, for every generator that
 * makes walls from a map of floor and stone (the Mines' caves, mazes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

#include <string.h>

/* The level's terrain is read once into columns of bits (one guint32 per
 * column, bit y + 1 for row y), with a border all round that counts as
 * solid stone, as everything off the map does here (column 0 of the map is
 * outside isok () and counts as stone too). Both steps below give every
 * square an answer that depends only on the kinds of its neighbours (a wall
 * cleaned up becomes stone, which counts as solid like the wall it was; a
 * wall reshaped stays a wall), never on the order the game visits them, so
 * they are worked out a whole column at a time and only the squares that
 * change are written back. */
#define NCOL (COLNO + 2)            /* column c is square x = c - 1 */

typedef NhsLevWallKinds Kinds;

guint
nhs_lev_wall_kind (int t)
{
  gboolean w = NHS_SQ_IS_WALL (t);
  /* (a drawbridge's portcullis is a wall the others join, never
   * reshaped) */
  gboolean j = w || t == NHS_SQ_DOOR || t == NHS_SQ_SDOOR || t == NHS_SQ_IRONBARS
               || t == NHS_SQ_DBWALL;

  return (w ? NHS_LEV_KIND_WALL : 0) | (j ? NHS_LEV_KIND_JOINS : 0)
         | (j || t == NHS_SQ_STONE ? NHS_LEV_KIND_SOLID : 0);
}

/* a square's kind as three planes of 21 bits (a bit a row): bit 0 a wall,
 * bit 21 it joins walls, bit 42 solid */
#define PLANE 21
static guint64 kind_bits[256];

static void
init_kind_bits (void)
{
  for (int t = 0; t < 256; t++)
    {
      guint k = nhs_lev_wall_kind (t);

      kind_bits[t] = (guint64) ((k & NHS_LEV_KIND_WALL) != 0)
                     | ((guint64) ((k & NHS_LEV_KIND_JOINS) != 0) << PLANE)
                     | ((guint64) ((k & NHS_LEV_KIND_SOLID) != 0) << (2 * PLANE));
    }
}

/* the columns off the map: x = -1, x = 0 (outside isok ()) and x = COLNO */
static void
border_kinds (Kinds *k)
{
  k->wall[0] = k->joins[0] = k->open[0] = 0;
  k->wall[1] = k->joins[1] = k->open[1] = 0;
  k->wall[COLNO + 1] = k->joins[COLNO + 1] = k->open[COLNO + 1] = 0;
  k->solid[0] = k->solid[1] = k->solid[COLNO + 1] = ~0u;
}

static inline const guint64 *
kind_bits_ready (void)
{
  static gsize ready;

  G_STATIC_ASSERT (ROWNO <= PLANE);
  if (g_once_init_enter (&ready))
    {
      init_kind_bits ();
      g_once_init_leave (&ready, 1);
    }
  return kind_bits;
}

static inline void
kinds_column (Kinds *k, int x, guint64 acc)
{
  const guint32 border = 1u | (1u << (ROWNO + 1));
  const guint32 plane = (1u << PLANE) - 1;
  guint32 solid = (((guint32) (acc >> (2 * PLANE)) & plane) << 1) | border;

  k->wall[x + 1] = ((guint32) acc & plane) << 1;
  k->joins[x + 1] = ((guint32) (acc >> PLANE) & plane) << 1;
  k->solid[x + 1] = solid;
  k->open[x + 1] = ~solid & (((1u << (ROWNO + 1)) - 1) & ~1u);
}

const guint64 *
nhs_lev_wall_kind_bits (void)
{
  return kind_bits_ready ();
}

void
nhs_lev_wall_kinds_column (NhsLevWallKinds *k, int x, guint64 acc)
{
  kinds_column (k, x, acc);
}

/* the columns of squares xlo .. xhi, rows ylo .. yhi (the others are left
   unread: their bits are 0, open) */
static void
read_kinds_range (Gen *g, Kinds *k, int xlo, int xhi, int ylo, int yhi)
{
  const guint64 *bits = kind_bits_ready ();

  border_kinds (k);
  for (int x = MAX (xlo, 1); x <= MIN (xhi, COLNO - 1); x++)
    {
      const NhsSquare *s = &g->lev->sq[x][0];
      guint64 acc = 0;

      if (ylo == 0 && yhi == ROWNO - 1)
        {
          /* the whole column (the usual case): a loop the compiler lays
             out flat */
#pragma GCC unroll 21
          for (int y = 0; y < ROWNO; y++)
            acc |= bits[s[y].typ] << y;
        }
      else
        for (int y = ylo; y <= yhi; y++)
          acc |= bits[s[y].typ] << y;
      kinds_column (k, x, acc);
    }
}

static void wallify_kinds (Gen *g, Kinds *k, int x1, int y1, int x2, int y2,
                           const guint32 *fresh, const guint32 *horizontal, guint8 made_phase);

void
nhs_lev_wall_kinds_read (Gen *g, NhsLevWallKinds *k)
{
  read_kinds_range (g, k, 1, COLNO - 1, 0, ROWNO - 1);
}

void
nhs_lev_wall_kinds_put (NhsLevWallKinds *k, int x, int y, int typ)
{
  guint kind = nhs_lev_wall_kind (typ);
  guint32 b = 1u << (y + 1);

  k->wall[x + 1] = (k->wall[x + 1] & ~b) | (kind & NHS_LEV_KIND_WALL ? b : 0);
  k->joins[x + 1] = (k->joins[x + 1] & ~b) | (kind & NHS_LEV_KIND_JOINS ? b : 0);
  k->solid[x + 1] = (k->solid[x + 1] & ~b) | (kind & NHS_LEV_KIND_SOLID ? b : 0);
  k->open[x + 1] = (k->open[x + 1] & ~b) | (kind & NHS_LEV_KIND_SOLID ? 0 : b);
}

void
nhs_lev_wallification (Gen *g, int x1, int y1, int x2, int y2)
{
  Kinds k;

  /* a square's new kind depends only on its neighbours: read the columns
     and rows beside the range too, no more */
  read_kinds_range (g, &k, x1 - 1, x2 + 1, MAX (y1 - 1, 0), MIN (y2 + 1, ROWNO - 1));
  wallify_kinds (g, &k, x1, y1, x2, y2, NULL, NULL, 0);
}

void
nhs_lev_wallification_kinds (Gen *g, Kinds *k)
{
  border_kinds (k);
  wallify_kinds (g, k, 1, 0, COLNO - 1, ROWNO - 1, NULL, NULL, 0);
}

void
nhs_lev_wallification_fresh (Gen *g, Kinds *k, const guint32 *fresh, const guint32 *horizontal,
                             int made_phase)
{
  border_kinds (k);
  wallify_kinds (g, k, 1, 0, COLNO - 1, ROWNO - 1, fresh, horizontal, (guint8) made_phase);
}

/* A column's north, south and east (bits 1 .. ROWNO, as fix_wall_spines
 * finds them) in one word, row y of each at bits y, y + ROWNO and
 * y + 2 ROWNO: a wall's three bits are then picked with one shift and one
 * mask, and one multiplication moves them to bits 63, 62 and 61 (each of
 * the three products a bit of its own: no carries) */
G_STATIC_ASSERT (3 * ROWNO <= 64);

static inline guint64
spines_word (guint32 north, guint32 south, guint32 east)
{
  const guint32 row_bits = (1u << ROWNO) - 1;

  return (guint64) ((north >> 1) & row_bits) | ((guint64) ((south >> 1) & row_bits) << ROWNO)
         | ((guint64) ((east >> 1) & row_bits) << (2 * ROWNO));
}

/* the wall's directions at row y (north 8, south 4, east 2, west 1) */
static inline int
spines_at (guint64 nse, guint32 west, int y)
{
  const guint64 pick = 1 | (G_GUINT64_CONSTANT (1) << ROWNO) | (G_GUINT64_CONSTANT (1) << (2 * ROWNO));
  const guint64 gather = (G_GUINT64_CONSTANT (1) << 63) | (G_GUINT64_CONSTANT (1) << (62 - ROWNO))
                         | (G_GUINT64_CONSTANT (1) << (61 - 2 * ROWNO));

  return (int) ((((nse >> y) & pick) * gather) >> 60) | ((west >> (y + 1)) & 1);
}

/* fresh (or NULL): walls made on stone in phase made_phase and not yet
 * written (horizontal: those that are HWALL, the others VWALL); each is
 * written once here, as the two steps would leave it: cleaned up, stone
 * (its phase the current one, as for a wall made and cleaned up);
 * reshaped, its shape (the phase made_phase where that is the shape it
 * was made with, which the game leaves alone, else the current one); else
 * what it was made, in made_phase */
static inline __attribute__ ((always_inline)) void
wallify_kinds_in (Gen *g, Kinds *k, int x1, int y1, int x2, int y2,
                  const guint32 *fresh, const guint32 *horizontal, gboolean earlier,
                  guint8 made_phase)
{
  /* by the directions a wall goes on: north 8, south 4, east 2, west 1 */
  static const guint8 shape[16] = {
    NHS_SQ_VWALL, NHS_SQ_HWALL, NHS_SQ_HWALL, NHS_SQ_HWALL,
    NHS_SQ_VWALL, NHS_SQ_TRCORNER, NHS_SQ_TLCORNER, NHS_SQ_TDWALL,
    NHS_SQ_VWALL, NHS_SQ_BRCORNER, NHS_SQ_BLCORNER, NHS_SQ_TUWALL,
    NHS_SQ_VWALL, NHS_SQ_TLWALL, NHS_SQ_TRWALL, NHS_SQ_CROSSWALL,
  };
  const guint8 phase = (guint8) g->phase;
  guint32 rows;

  if (!nhs_lev_clamp_box (&x1, &y1, &x2, &y2))
    return;
  rows = ((2u << (y2 + 1)) - 1) & ~((1u << (y1 + 1)) - 1);

  /* wall_cleanup: walls with nothing but rock (stone or walls, doors, bars)
   * around them become rock */
  for (int x = x1; x <= x2; x++)
    {
      int c = x + 1;
      guint32 near = k->open[c - 1] | k->open[c] | k->open[c + 1];
      guint32 gone = k->wall[c] & rows & ~(near | (near << 1) | (near >> 1));

      k->wall[c] &= ~gone;
      k->joins[c] &= ~gone;
      for (guint32 m = gone; m; m &= m - 1)
        set_typ (g, x, __builtin_ctz (m) - 1, NHS_SQ_STONE);
    }

  /* fix_wall_spines: the others take the shape of the walls they join; a
   * wall goes on towards a neighbour that joins, unless it would only run
   * along a solid mass there */
  for (int x = x1; x <= x2; x++)
    {
      int c = x + 1;
      guint32 sl = k->solid[c - 1], sc = k->solid[c], sr = k->solid[c + 1];
      guint32 north = (k->joins[c] << 1) & ~(sl & sr & (sl << 1) & (sr << 1));
      guint32 south = (k->joins[c] >> 1) & ~(sl & sr & (sl >> 1) & (sr >> 1));
      guint32 east = k->joins[c + 1] & ~((sc << 1) & (sc >> 1) & (sr << 1) & (sr >> 1));
      guint32 west = k->joins[c - 1] & ~((sc << 1) & (sc >> 1) & (sl << 1) & (sl >> 1));

      guint64 nse = spines_word (north, south, east);
      guint32 reshaped = k->wall[c] & rows & (north | south | east | west);
      /* fresh walls: stone on the level, so always written; in this phase,
       * or (made earlier) in made_phase where the shape is the one made */
      guint32 now = fresh ? reshaped & fresh[c] : 0;

      for (guint32 m = now; m; m &= m - 1)
        {
          int b = __builtin_ctz (m), y = b - 1;
          NhsSquare *s = LEV (g, x, y);
          guint8 t = shape[spines_at (nse, west, y)];

          s->typ = t;
          if (earlier)
            {
              /* (a choice of values, not a branch: whether the shape is
               * the one made is as good as random) */
              guint8 made = (horizontal[c] >> b) & 1 ? NHS_SQ_HWALL : NHS_SQ_VWALL;
              guint8 differ = (guint8) -(t != made);

              s->phase = (guint8) ((phase & differ) | (made_phase & ~differ));
            }
          else
            s->phase = phase;
        }
      for (guint32 m = reshaped & ~now; m; m &= m - 1)
        {
          int y = __builtin_ctz (m) - 1;

          put_typ_when (g, LEV (g, x, y), TRUE, shape[spines_at (nse, west, y)]);
        }
      if (fresh)
        for (guint32 m = fresh[c] & k->wall[c] & rows & ~(north | south | east | west); m;
             m &= m - 1)
          {
            int b = __builtin_ctz (m);

            set_typ (g, x, b - 1, (horizontal[c] >> b) & 1 ? NHS_SQ_HWALL : NHS_SQ_VWALL);
            if (earlier)
              LEV (g, x, b - 1)->phase = made_phase;
          }
    }
}

/* (inlined twice: without fresh walls of an earlier phase, the loops do
 * no more than before there were any) */
static void
wallify_kinds (Gen *g, Kinds *k, int x1, int y1, int x2, int y2,
               const guint32 *fresh, const guint32 *horizontal, guint8 made_phase)
{
  if (fresh && made_phase != g->phase)
    wallify_kinds_in (g, k, x1, y1, x2, y2, fresh, horizontal, TRUE, made_phase);
  else
    wallify_kinds_in (g, k, x1, y1, x2, y2, fresh, horizontal, FALSE, 0);
}
