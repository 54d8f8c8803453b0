/* nhs-level-mkmap.c: mkmap.c's mkmap () (the INIT_MAP / level_init "mines"
 * cave), for the Gnomish Mines' filler and 5.0.0's cavernous Gehennom
 *
 * Written from reading the games' mkmap.c (init_map, init_fill, the three
 * passes, flood_fill_rm, join_map, finish_map) and sp_lev.c (dig_corridor,
 * wallify_map); the dice are rolled in the game's order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

#include <string.h>

#define HEIGHT (ROWNO - 1)
#define WIDTH (COLNO - 2)
#define MAXROOMS (NHS_LEVEL_MAX_ROOMS * 2)

typedef struct {
  int lx, ly, hx, hy;
} MRoom;

typedef struct {
  NhsLevelGen *g;
  const NhsLevMkmap *o;
  MRoom rooms[MAXROOMS];
  /* each region's squares, as columns of bits (see Cols below): the
   * game's roomno of each square, kept as the flood found it */
  guint32 region[MAXROOMS][COLNO + 2];
  int nroom;
} Mkmap;

/* The cave is grown in columns of bits: col[x + 1] holds square (x, y) at
 * bit y + 1, 1 for the foreground, 0 for the background, with a border of
 * background all round (everything get_map () calls background outside
 * columns 1..WIDTH and rows 0..HEIGHT-1 stays 0). The passes count each
 * square's eight neighbours for a whole column at once, with adders on the
 * bits; the squares they give are the game's, in its order (pass one
 * changes in place, as it goes: its chain down a column is followed bit by
 * bit). The cave is then written to the level. */
#define NCOL (COLNO + 2)
#define INNER_ROWS (((2u << HEIGHT) - 1) & ~3u)   /* bits 2..HEIGHT: rows 1..HEIGHT-1 */

typedef guint32 Cols[NCOL];

/* Columns side by side in one vector of unsigned words (GCC's and clang's
 * vector extension: SSE2 or NEON where there is one, plain words where
 * not): the passes that read only the cave as it was before them work out
 * LANES columns at a time with the same bit operations. */
#define LANES 4
typedef guint32 Lanes __attribute__ ((vector_size (LANES * sizeof (guint32))));

static inline Lanes
lanes_at (const guint32 *p)
{
  Lanes v;

  memcpy (&v, p, sizeof v);
  return v;
}

/* the eight neighbours' count of every square of a column, as four planes
 * of bits (n0 + 2 n1 + 4 n2 + 8 n3), for each lane's column */
typedef struct {
  Lanes n0, n1, n2, n3;
} Count;

static inline void
full_add (Lanes a, Lanes b, Lanes c, Lanes *sum, Lanes *carry)
{
  Lanes ab = a ^ b;

  *sum = ab ^ c;
  *carry = (a & b) | (c & ab);
}

static inline Count
count8 (Lanes a, Lanes b, Lanes c, Lanes d, Lanes e, Lanes f, Lanes g, Lanes h)
{
  Lanes s1, c1, s2, c2, s3, c3, c4, t, c5, c6;
  Count n;

  full_add (a, b, c, &s1, &c1);
  full_add (d, e, f, &s2, &c2);
  s3 = g ^ h;
  c3 = g & h;
  full_add (s1, s2, s3, &n.n0, &c4);
  full_add (c1, c2, c3, &t, &c5);
  n.n1 = t ^ c4;
  c6 = t & c4;
  n.n2 = c5 ^ c6;
  n.n3 = c5 & c6;
  return n;
}

static void
init_fill (Mkmap *m, Cols col)
{
  const int limit = (WIDTH * HEIGHT * 2) / 5;
  int count = 0;
  /* the generator's state in a local copy, so that it stays in registers
   * over these 1,600-odd dice (the writes to col could alias it) */
  NhsRng rng = m->g->rng;
  /* row j's bit, from a table: a shift by a variable count is three
   * micro-operations on many x86 processors, and the loop is bound by
   * their number */
  static const guint32 row_bit[HEIGHT] = {
#define B4(n) 2u << (n), 2u << ((n) + 1), 2u << ((n) + 2), 2u << ((n) + 3)
    B4 (0), B4 (4), B4 (8), B4 (12), B4 (16),
#undef B4
  };

  G_STATIC_ASSERT (HEIGHT == 20);
  while (count < limit)
    {
      int i = nhs_rn1 (&rng, WIDTH - 1, 2);
      int j = nhs_rnd (&rng, HEIGHT - 1);
      guint32 bit = row_bit[j];

      /* a square already foreground counts nothing; without a branch,
       * which would be mispredicted one time in four */
      count += !(col[i + 1] & bit);
      col[i + 1] |= bit;
    }
  m->g->rng = rng;
}

/* pass one: changes in place, as it goes (columns left to right, each from
 * the top); a square's count takes the square above it as already changed */
static void
pass_one (Cols col)
{
  for (int i = 2; i <= WIDTH; i++)
    {
      int c = i + 1;
      guint32 old = col[c];
      Lanes l = { col[c - 1] }, r = { col[c + 1] }, o = { old };
      /* the seven neighbours other than the one above (lane 0 only: each
       * column takes the one before it as this pass left it) */
      Count v = count8 (l << 1, l, l >> 1, o >> 1, r << 1, r, r >> 1, (Lanes) { 0 });
      struct { guint32 n0, n1, n2, n3; } n = { v.n0[0], v.n1[0], v.n2[0], v.n3[0] };
      guint32 le2 = ~n.n3 & ~n.n2 & ~(n.n1 & n.n0);
      guint32 le1 = ~n.n3 & ~n.n2 & ~n.n1;
      guint32 ge5 = n.n3 | (n.n2 & (n.n1 | n.n0));
      guint32 ge4 = n.n3 | n.n2;
      /* what the square becomes with the square above background (a0) or
       * foreground (a1); a0 is inside a1, so a square is a0, or a1 when
       * the one above ended foreground: a carry running down the column,
       * which an addition works out (generate a0, propagate a1 - a0) */
      guint32 a0 = (ge5 | (old & ~le2)) & INNER_ROWS;
      guint32 a1 = (ge4 | (old & ~le1)) & INNER_ROWS;
      guint32 prop = a1 & ~a0;
      guint32 now = ((((a0 | prop) + a0) ^ prop) >> 1) & INNER_ROWS;

      col[c] = now;
    }
}

/* passes two and three: all at once, each column from the cave as it was
 * before the pass (LANES columns at a time; the last group ends at the
 * last column and may overlap the one before) */
static void
pass_two_three (Cols col, gboolean three)
{
  guint32 out[NCOL];

  for (int c = 3;; c += LANES)
    {
      int at = MIN (c, WIDTH + 2 - LANES);   /* columns at .. at + LANES - 1 */
      Lanes l = lanes_at (&col[at - 1]), self = lanes_at (&col[at]),
            r = lanes_at (&col[at + 1]);
      Count n = count8 (l << 1, l, l >> 1, self << 1, self >> 1, r << 1, r, r >> 1);
      Lanes clear = three ? ~n.n3 & ~n.n2 & ~(n.n1 & n.n0)          /* < 3 */
                          : ~n.n3 & n.n2 & ~n.n1 & n.n0;            /* == 5 */
      Lanes now = self & ~(clear & INNER_ROWS);

      memcpy (&out[at], &now, sizeof now);
      if (at + LANES - 1 >= WIDTH + 1)
        break;
    }
  memcpy (&col[3], &out[3], (WIDTH - 1) * sizeof col[0]);
}

/* init_map (bg), then the cellular passes; every square of columns
 * 1..COLNO-1 ends foreground or background */
static void write_cave (Mkmap *m, const Cols col);

static void
grow_cave (Mkmap *m, Cols col)
{
  memset (col, 0, sizeof (Cols));
  init_fill (m, col);
  pass_one (col);
  pass_two_three (col, FALSE);
  if (m->o->smoothed)
    {
      pass_two_three (col, TRUE);
      pass_two_three (col, TRUE);
    }
  write_cave (m, col);
}

/* the cave onto the level: every square of columns 1..COLNO-1 fg or bg,
 * the phase set only where the square changes */
/* on a map all stone before: only the squares that are not stone change
 * (fg_only: the background is stone, so only the foreground's, to fg) */
static inline __attribute__ ((always_inline)) void
write_cave_on_stone (Mkmap *m, const Cols col, gboolean fg_only)
{
  const guint8 kind[2] = { (guint8) m->o->bg, (guint8) m->o->fg };
  const guint8 phase = (guint8) m->g->phase;
  const guint32 all_rows = ((2u << ROWNO) - 1) & ~1u;

  for (int x = 1; x < COLNO; x++)
    {
      NhsSquare *s = &m->g->lev->sq[x][0];
      guint32 fgb = col[x + 1] & all_rows, bgb = ~col[x + 1] & all_rows;
      guint32 changed = fg_only ? fgb
                                : (m->o->fg != NHS_SQ_STONE ? fgb : 0)
                                  | (m->o->bg != NHS_SQ_STONE ? bgb : 0);

      for (; changed; changed &= changed - 1)
        {
          int b = __builtin_ctz (changed);

          s[b - 1].typ = fg_only ? kind[1] : kind[(fgb >> b) & 1];
          s[b - 1].phase = phase;
        }
    }
}

static void
write_cave (Mkmap *m, const Cols col)
{
  const guint8 kind[2] = { (guint8) m->o->bg, (guint8) m->o->fg };
  guint8 phase = (guint8) m->g->phase;

  if (m->o->on_stone && m->o->bg == NHS_SQ_STONE)
    {
      write_cave_on_stone (m, col, TRUE);
      return;
    }
  if (m->o->on_stone)
    {
      write_cave_on_stone (m, col, FALSE);
      return;
    }
  for (int x = 1; x < COLNO; x++)
    {
      NhsSquare *s = &m->g->lev->sq[x][0];
      guint32 bits = col[x + 1] >> 1;

      for (int y = 0; y < ROWNO; y++, bits >>= 1)
        {
          guint8 t = kind[bits & 1], old = s[y].typ, old_phase = s[y].phase;

          /* the phase only where the square changes (a choice of
           * values, not a branch: the squares are foreground or
           * background at random, a branch would often be mispredicted) */
          s[y].typ = t;
          s[y].phase = old != t ? phase : old_phase;
        }
    }
}

static inline int
popcount32 (guint32 v)
{
  v = v - ((v >> 1) & 0x55555555u);
  v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
  return (int) ((((v + (v >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

/* flood_fill_rm (not anyroom): the 8-connected foreground around square
 * (sx, sy), as columns of bits in region (all 0 before); sweeps right and
 * left, each column taking what touches its neighbour and then everything
 * joined to that up and down, until a round adds nothing. Returns its size
 * (counted only as far as 4: the caller asks whether it is more than 3)
 * and its bounding box. */
static int
flood_region (const Cols fg, int sx, int sy, Cols region, MRoom *box)
{
  int lo = sx + 1, hi = sx + 1, n = 0;
  gboolean more;

  region[lo] = nhs_lev_fill_runs (fg[lo], 1u << (sy + 1));
  do
    {
      more = FALSE;
      /* (a column gains squares only where its neighbour touches
       * foreground it does not hold yet) */
      for (int c = lo + 1; c < NCOL - 1; c++)   /* to the right */
        {
          guint32 near = region[c - 1];
          guint32 in = (near | (near << 1) | (near >> 1)) & fg[c] & ~region[c];

          if (in)
            {
              region[c] = nhs_lev_fill_runs (fg[c], region[c] | in);
              more = TRUE;
              hi = MAX (hi, c);
            }
          else if (c > hi)
            break;
        }
      for (int c = hi - 1; c > 0; c--)           /* to the left */
        {
          guint32 near = region[c + 1];
          guint32 in = (near | (near << 1) | (near >> 1)) & fg[c] & ~region[c];

          if (in)
            {
              region[c] = nhs_lev_fill_runs (fg[c], region[c] | in);
              more = TRUE;
              lo = MIN (lo, c);
            }
          else if (c < lo)
            break;
        }
    }
  while (more);

  box->lx = lo - 1;
  box->hx = hi - 1;
  {
    guint32 rows = 0;   /* every row the region has a square in */

    for (int c = lo; c <= hi; c++)
      {
        rows |= region[c];
        if (n <= 3)   /* (beyond 3 the size is not looked at) */
          n += popcount32 (region[c]);
      }
    box->ly = __builtin_ctz (rows) - 1;
    box->hy = 30 - __builtin_clz (rows);
  }
  return n;
}

/* mkroom.c somexy() for an irregular room */
static gboolean
cave_somexy (Mkmap *m, int r, int *x, int *y)
{
  const MRoom *c = &m->rooms[r];

  for (int tries = 0; tries < nhs_lev_somexy_tries (m->g); tries++)
    {
      *x = rn1 (m->g, c->hx - c->lx + 1, c->lx);
      *y = rn1 (m->g, c->hy - c->ly + 1, c->ly);
      if ((m->region[r][*x + 1] >> (*y + 1)) & 1)
        return TRUE;
    }
  for (*x = c->lx; *x <= c->hx; (*x)++)
    for (*y = c->ly; *y <= c->hy; (*y)++)
      if ((m->region[r][*x + 1] >> (*y + 1)) & 1)
        return TRUE;
  return FALSE;
}

/* the regions, in the game's order of discovery (columns left to right,
 * each from the top); tiny ones filled in */
static void
join_map (Mkmap *m, Cols fg)
{
  Cols left;   /* foreground in no region yet */
  int c = 3;   /* column of square x = 2 */
  guint32 dug[COLNO] = { 0 };   /* dig_corridor's squares: bit y of dug[x] */

  memcpy (left, fg, sizeof left);
  while (m->nroom < MAXROOMS)
    {
      /* the region is flooded where the next room's squares are kept */
      guint32 *region = m->region[m->nroom];
      MRoom box;
      int n;

      while (c <= WIDTH + 1 && !left[c])
        c++;
      if (c > WIDTH + 1)
        break;
      memset (region, 0, sizeof (Cols));
      n = flood_region (fg, c - 1, __builtin_ctz (left[c]) - 1, region, &box);
      for (int x = box.lx; x <= box.hx; x++)
        {
          guint32 bits = region[x + 1];

          left[x + 1] &= ~bits;
          if (n <= 3)   /* a tiny hole: filled in */
            {
              fg[x + 1] &= ~bits;
              for (; bits; bits &= bits - 1)
                set_typ (m->g, x, __builtin_ctz (bits) - 1, m->o->bg);
            }
        }
      if (n > 3)
        m->rooms[m->nroom++] = box;
    }

  for (int a = 0, b = 1; b < m->nroom; b++)
    {
      int sx, sy, ex, ey;
      const MRoom *ra = &m->rooms[a], *rb = &m->rooms[b];

      if (!cave_somexy (m, a, &sx, &sy) || !cave_somexy (m, b, &ex, &ey))
        {
          sx = ra->lx + (ra->hx - ra->lx) / 2;
          sy = ra->ly + (ra->hy - ra->ly) / 2;
          ex = rb->lx + (rb->hx - rb->lx) / 2;
          ey = rb->ly + (rb->hy - rb->ly) / 2;
        }
      {
        Coord org = { sx, sy }, dest = { ex, ey };

        /* sp_lev.c dig_corridor (org, dest, FALSE, fg, bg); the squares
         * it digs become fg in the cave's bits too */
        m->g->dug = dug;
        nhs_lev_dig_corridor (m->g, &org, &dest, FALSE, m->o->fg, m->o->bg);
        m->g->dug = NULL;
      }
      if (rb->lx > ra->hx
          || ((rb->ly > ra->hy || rb->hy < ra->ly) && rn2 (m->g, 3)))
        a = b;
    }
  for (int x = 1; x < COLNO; x++)
    fg[x + 1] |= dug[x] << 1;
}

/* a square's kind for wallify_map: 1 floor, 1 << 32 stone; [1]: with the
 * 3.7 rule (IS_ROOM () or a crossing wall is floor) */
static guint64 kind_floor[2][256];

static void
init_kind_floor (void)
{
  for (int t = 0; t < 256; t++)
    for (int first = 0; first < 2; first++)
      kind_floor[first][t] = (guint64) (first ? (t >= NHS_SQ_ROOM || t == NHS_SQ_CROSSWALL)
                                              : t == NHS_SQ_ROOM)
                             | ((guint64) (t == NHS_SQ_STONE) << 32);
}

static void
kind_floor_ready (void)
{
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      init_kind_floor ();
      g_once_init_leave (&ready, 1);
    }
}

/* wallify_map's walls, from floor[x + 1] bit y + 1: floor at (x, y) inside
 * the rectangle (nothing outside it counts) and stone[x + 1]: stone there.
 * A wall set on the way is not floor: the order of the squares does not
 * matter, only which floor around one decides. */
static void
wallify_columns (Gen *g, const guint32 floor[NCOL], const guint32 stone[NCOL],
                 int x1, int x2, guint32 rows, guint32 walls_made[NCOL],
                 guint32 horizontal_made[NCOL])
{
  gboolean first = g->variant->level_wallify_first_floor;

  for (int x = x1; x <= x2; x++)
    {
      int c = x + 1;
      guint32 three = floor[c - 1] | floor[c] | floor[c + 1];
      guint32 above = three << 1, below = three >> 1;
      guint32 here = floor[c - 1] | floor[c + 1];
      guint32 walls = stone[c] & rows & (above | here | below);
      /* first: the first floor, row by row, decides; else the last one */
      guint32 horizontal = first ? (above | ~here) : (below | (~here & above));

      if (walls_made)
        walls_made[c] = walls;
      if (horizontal_made)
        {
          /* not written: the wallification () that follows writes them
           * (nhs_lev_wallification_fresh ()) */
          horizontal_made[c] = horizontal & walls;
          continue;
        }
      for (; walls; walls &= walls - 1)
        {
          int b = __builtin_ctz (walls);

          set_typ (g, x, b - 1, (horizontal >> b) & 1 ? NHS_SQ_HWALL : NHS_SQ_VWALL);
        }
    }
}

void
nhs_lev_wallify_map (Gen *g, int x1, int y1, int x2, int y2)
{
  guint32 floor[NCOL], stone[NCOL], rows;
  int first = g->variant->level_wallify_first_floor ? 1 : 0;

  kind_floor_ready ();
  x1 = MAX (x1, 1);
  y1 = MAX (y1, 0);
  x2 = MIN (x2, COLNO - 1);
  y2 = MIN (y2, ROWNO - 1);
  if (x1 > x2 || y1 > y2)
    return;
  rows = ((2u << (y2 + 1)) - 1) & ~((1u << (y1 + 1)) - 1);
  memset (floor, 0, sizeof floor);
  memset (stone, 0, sizeof stone);
  for (int x = x1; x <= x2; x++)
    {
      const NhsSquare *s = &g->lev->sq[x][0];
      guint64 acc = 0;

      /* 3.7 on: IS_ROOM () or a crossing wall is floor; before: floor only
       * (bit 0 of kind_floor); bit 32: stone */
      for (int y = y1; y <= y2; y++)
        acc |= kind_floor[first][s[y].typ] << (y + 1);
      floor[x + 1] = (guint32) acc;
      stone[x + 1] = (guint32) (acc >> 32);
    }
  wallify_columns (g, floor, stone, x1, x2, rows, NULL, NULL);
}

/* Both read the map once: wallify_map's floor and stone and
 * wallification's kinds; the walls wallify_map makes were stone (solid,
 * not a wall, joining nothing) and are walls that join for wallification,
 * without reading them again (the squares it writes are only those) */
void
nhs_lev_wallify_map_and_wallification (Gen *g)
{
  const guint32 all_rows = ((2u << ROWNO) - 1) & ~1u;
  const guint64 *bits = nhs_lev_wall_kind_bits ();
  int first = g->variant->level_wallify_first_floor ? 1 : 0;
  guint32 floor[NCOL] = { 0 }, stone[NCOL] = { 0 }, walls[NCOL] = { 0 }, horizontal[NCOL];
  NhsLevWallKinds k;

  kind_floor_ready ();
  for (int x = 1; x < COLNO; x++)
    {
      const NhsSquare *s = &g->lev->sq[x][0];
      guint64 acc = 0, kinds = 0;

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        {
          int t = s[y].typ;

          acc |= kind_floor[first][t] << (y + 1);
          kinds |= bits[t] << y;
        }
      floor[x + 1] = (guint32) acc;
      stone[x + 1] = (guint32) (acc >> 32);
      nhs_lev_wall_kinds_column (&k, x, kinds);
    }
  wallify_columns (g, floor, stone, 1, COLNO - 1, all_rows, walls, horizontal);
  for (int c = 2; c <= COLNO; c++)
    {
      k.wall[c] |= walls[c];
      k.joins[c] |= walls[c];
    }
  nhs_lev_wallification_fresh (g, &k, walls, horizontal, g->phase);
}

/* The cave's own bits stand for the map from here on: fg where they say,
 * the walls wallify_cave () makes, bg elsewhere, except the squares
 * changed after the cave was made (EvilHack's rivers), each of a type
 * known by its plane. other may be NULL (none): the functions below are
 * always inlined so that without it they do no more than before rivers
 * existed. */
typedef struct {
  int n;
  guint8 typ[NHS_LEV_CAVE_CHANGE_TYPES];
  Cols plane[NHS_LEV_CAVE_CHANGE_TYPES];   /* column x + 1, bit y + 1 */
  Cols any;                                /* every plane's */
} Other;

#define OTHER(other, c) ((other) ? (other)->any[c] : 0u)

/* the changed squares of column c whose type has `kind` (a table by type:
 * kind[t] & mask) */
static inline __attribute__ ((always_inline)) guint32
other_of (const Other *other, int c, const guint64 *kind, guint64 mask)
{
  guint32 b = 0;

  if (other && other->any[c])
    for (int i = 0; i < other->n; i++)
      b |= kind[other->typ[i]] & mask ? other->plane[i][c] : 0;
  return b;
}

/* wallify_map (1, 0, COLNO - 1, ROWNO - 1) on the cave just made, from its
 * columns of bits instead of the level; the walls it makes in walls[] */
static inline __attribute__ ((always_inline)) void
wallify_cave (Mkmap *m, const Cols cave, const Other *other, Cols walls, guint32 *horizontal)
{
  int first = m->g->variant->level_wallify_first_floor ? 1 : 0;
  const guint32 all_rows = ((2u << ROWNO) - 1) & ~1u;
  gboolean fg_floor, bg_floor;
  gboolean fg_stone = m->o->fg == NHS_SQ_STONE, bg_stone = m->o->bg == NHS_SQ_STONE;
  guint32 floor[NCOL] = { 0 }, stone[NCOL] = { 0 };

  kind_floor_ready ();
  fg_floor = kind_floor[first][m->o->fg] & 1;
  bg_floor = kind_floor[first][m->o->bg] & 1;
  for (int c = 2; c <= COLNO; c++)
    {
      guint32 f = cave[c] & ~OTHER (other, c) & all_rows;
      guint32 b = ~cave[c] & ~OTHER (other, c) & all_rows;

      floor[c] = (fg_floor ? f : 0) | (bg_floor ? b : 0)
                 | other_of (other, c, kind_floor[first], 1);
      stone[c] = (fg_stone ? f : 0) | (bg_stone ? b : 0)
                 | other_of (other, c, kind_floor[first], (guint64) 1 << 32);
    }
  wallify_columns (m->g, floor, stone, 1, COLNO - 1, all_rows, walls, horizontal);
}

/* finish_map's lighting, lit[] by type */
static inline __attribute__ ((always_inline)) void
light_cave (Mkmap *m, const Cols cave, const Other *other, const Cols walls,
            const guint8 lit[256])
{
  const NhsLevMkmap *o = m->o;
  guint64 lit64[256];

  if (other)
    for (int i = 0; i < other->n; i++)
      lit64[other->typ[i]] = lit[other->typ[i]];
  for (int x = 1; x < COLNO; x++)
    {
      NhsSquare *s = &m->g->lev->sq[x][0];
      guint32 wb = walls[x + 1], ob = OTHER (other, x + 1) & ~wb;
      guint32 fgb = cave[x + 1] & ~wb & ~ob, bgb = ~cave[x + 1] & ~wb & ~ob;
      guint32 on = (lit[o->fg] ? fgb : 0) | (lit[o->bg] ? bgb : 0)
                   | (lit[NHS_SQ_HWALL] ? wb : 0)   /* (HWALL or VWALL) */
                   | (other_of (other, x + 1, lit64, NHS_SQF_LIT) & ~wb);
      const guint8 flag[2] = { 0, NHS_SQF_LIT };

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        s[y].flags |= flag[(on >> (y + 1)) & 1];
    }
}

/* the kinds wallification () reads, of every square of the map as the
 * cave leaves it, from the cave's bits and the walls wallify_cave () made */
static inline __attribute__ ((always_inline)) void
cave_kinds (Mkmap *m, const Cols cave, const Other *other, const Cols walls,
            NhsLevWallKinds *kp)
{
  const guint32 all_rows = ((2u << ROWNO) - 1) & ~1u;
  const guint32 border = 1u | (1u << (ROWNO + 1));
  guint fgk = nhs_lev_wall_kind (m->o->fg), bgk = nhs_lev_wall_kind (m->o->bg);
  guint wk = nhs_lev_wall_kind (NHS_SQ_HWALL);   /* (as VWALL) */
  guint64 kind[256];
  NhsLevWallKinds k;

  if (other)
    for (int i = 0; i < other->n; i++)
      kind[other->typ[i]] = nhs_lev_wall_kind (other->typ[i]);
  /* which of the cave's squares (fg, bg, its walls) have each kind: a
   * mask of all ones or none, worked out once */
#define HAS(kinds, kind) ((guint32) 0 - (((kinds) & (kind)) != 0))
  const guint32 fg_wall = HAS (fgk, NHS_LEV_KIND_WALL), bg_wall = HAS (bgk, NHS_LEV_KIND_WALL),
                w_wall = HAS (wk, NHS_LEV_KIND_WALL);
  const guint32 fg_joins = HAS (fgk, NHS_LEV_KIND_JOINS), bg_joins = HAS (bgk, NHS_LEV_KIND_JOINS),
                w_joins = HAS (wk, NHS_LEV_KIND_JOINS);
  const guint32 fg_solid = HAS (fgk, NHS_LEV_KIND_SOLID), bg_solid = HAS (bgk, NHS_LEV_KIND_SOLID),
                w_solid = HAS (wk, NHS_LEV_KIND_SOLID);
#undef HAS

  for (int c = 2; c <= COLNO; c++)
    {
      guint32 wb = walls[c] & all_rows, ob = OTHER (other, c) & ~wb & all_rows;
      guint32 fgb = cave[c] & ~ob & all_rows;
      guint32 bgb = ~cave[c] & ~wb & ~ob & all_rows;

      k.wall[c] = (other_of (other, c, kind, NHS_LEV_KIND_WALL) & ob)
                  | (fgb & fg_wall) | (bgb & bg_wall) | (wb & w_wall);
      k.joins[c] = (other_of (other, c, kind, NHS_LEV_KIND_JOINS) & ob)
                   | (fgb & fg_joins) | (bgb & bg_joins) | (wb & w_joins);
      k.solid[c] = border | (other_of (other, c, kind, NHS_LEV_KIND_SOLID) & ob)
                   | (fgb & fg_solid) | (bgb & bg_solid) | (wb & w_solid);
      k.open[c] = ~k.solid[c] & all_rows;
    }
  *kp = k;
}

/* finish_map (and the Mines' closing wallification ()) from the cave's
 * bits */
static inline __attribute__ ((always_inline)) void
finish_cave (Mkmap *m, const Cols cave, const Other *other, const guint8 lit[256])
{
  const NhsLevMkmap *o = m->o;
  Cols walls = { 0 }, horizontal;

  /* with the wallification () below, the walls are written once, there,
   * in their last shape (nothing in between reads their type) */
  if (o->walled)
    wallify_cave (m, cave, other, walls, o->wallification || o->fresh ? horizontal : NULL);
  /* (only the cave's kinds are left on the map: without lighting and
   * without lava nothing is lit) */
  if (o->lit || o->fg == NHS_SQ_LAVA || o->bg == NHS_SQ_LAVA)
    light_cave (m, cave, other, walls, lit);
  if (o->wallification || o->kinds)
    {
      NhsLevWallKinds k;

      cave_kinds (m, cave, other, walls, &k);
      if (o->kinds)
        *o->kinds = k;
      if (o->fresh)
        {
          memcpy (o->fresh->walls, walls, sizeof o->fresh->walls);
          memcpy (o->fresh->horizontal, horizontal, sizeof o->fresh->horizontal);
          o->fresh->phase = m->g->phase;
        }
      if (o->wallification && o->walled)
        nhs_lev_wallification_fresh (m->g, &k, walls, horizontal, m->g->phase);
      else if (o->wallification)
        nhs_lev_wallification_kinds (m->g, &k);
    }
}

void
nhs_lev_mkmap (Gen *g, const NhsLevMkmap *o)
{
  Mkmap m;
  Cols fg;
  Other other;
  guint8 lit[256] = { 0 };
  /* after join_map every square of columns 1..COLNO-1 is fg where fg has
   * its bit, else bg (but the squares after_join changed, other[]), and
   * wallify_cave () knows the walls it makes: the map need not be read
   * back (unless a corridor of fg dug as corridor could have been made
   * secret) */
  gboolean known = o->fg != NHS_SQ_CORR;
  gboolean changed_some = FALSE;

  m.g = g;
  m.o = o;
  m.nroom = 0;
  g_return_if_fail (o->fg != o->bg);
  g_return_if_fail (!o->fresh || (o->walled && o->kinds && !o->wallification
                                  && o->fg != NHS_SQ_CORR));
  grow_cave (&m, fg);
  if (o->joined)
    join_map (&m, fg);
  /* the regions join_map () joined stay the level's rooms (ordinary,
   * irregular, each region's squares its room's; finish_map () marks them
   * lit with the cave), unless the version clears them again */
  if (o->joined && !g->variant->level_join_map_clears_rooms)
    for (int r = 0; r < m.nroom && g->lev->nroom < NHS_LEVEL_MAX_ROOMS; r++)
      {
        int ri = g->lev->nroom;

        nhs_lev_add_special_room (g, m.rooms[r].lx, m.rooms[r].ly, m.rooms[r].hx,
                                  m.rooms[r].hy, FALSE, NHS_ROOM_ORDINARY);
        g->lev->rooms[ri].irregular = TRUE;
        g->lev->rooms[ri].lit = o->lit;
        for (int x = m.rooms[r].lx; x <= m.rooms[r].hx; x++)
          for (guint32 bits = m.region[r][x + 1]; bits; bits &= bits - 1)
            LEV (g, x, __builtin_ctz (bits) - 1)->room = (gint8) ri;
      }
  if (o->after_join)
    {
      NhsLevCaveChanges changed;

      memset (changed.bits, 0, sizeof changed.bits);
      changed.n_typ = 0;
      changed_some = o->after_join (g, o->after_join_data, o->lit, &changed);
      /* (only the types some square took: the planes are read per column
       * several times below) */
      other.n = 0;
      memset (other.any, 0, sizeof other.any);
      for (int i = 0; i < changed.n_typ; i++)
        {
          guint32 *plane = other.plane[other.n];
          Lanes some = { 0 };

          plane[0] = plane[1] = plane[COLNO + 1] = 0;
          /* columns 1 .. COLNO - 1, LANES at a time (the last group ends at
           * the last column and may go over one again: the same values) */
          for (int x = 1;; x += LANES)
            {
              int at = MIN (x, COLNO - LANES);
              Lanes b = lanes_at (&changed.bits[i][at]) << 1;
              Lanes any = lanes_at (&other.any[at + 1]) | b;

              memcpy (&plane[at + 1], &b, sizeof b);
              memcpy (&other.any[at + 1], &any, sizeof any);
              some |= b;
              if (at + LANES >= COLNO)
                break;
            }
          if (some[0] | some[1] | some[2] | some[3])
            other.typ[other.n++] = changed.typ[i];
        }
    }

  /* finish_map: what is lit */
  for (int t = 0; t < NHS_N_SQ; t++)
    {
      gboolean l = FALSE;

      if (o->lit)
        l = (t == o->fg && t >= NHS_SQ_POOL) || (t == o->bg && t >= NHS_SQ_POOL)
            || (o->walled && NHS_SQ_IS_WALL (t));
      if (t == NHS_SQ_LAVA)   /* lava glows even in the dark */
        l = TRUE;
      lit[t] = l ? NHS_SQF_LIT : 0;
    }

  if (known && changed_some)
    finish_cave (&m, fg, &other, lit);
  else if (known)
    finish_cave (&m, fg, NULL, lit);
  else
    {
      if (o->walled)
        nhs_lev_wallify_map (g, 1, 0, COLNO - 1, ROWNO - 1);
      if (o->lit || o->fg == NHS_SQ_LAVA || o->bg == NHS_SQ_LAVA)
        for (int x = 1; x < COLNO; x++)
          {
            NhsSquare *s = &g->lev->sq[x][0];

            for (int y = 0; y < ROWNO; y++)
              s[y].flags |= lit[s[y].typ];
          }
      if (o->kinds)
        nhs_lev_wall_kinds_read (g, o->kinds);
      if (o->wallification)
        nhs_lev_wallification (g, 1, 0, COLNO - 1, ROWNO - 1);
    }
}
