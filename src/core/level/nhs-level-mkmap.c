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
  guint8 roomno[COLNO][ROWNO];   /* 1 + region index, or 0 */
  MRoom rooms[MAXROOMS];
  int nroom;
} Mkmap;

static inline int
typ (Mkmap *m, int x, int y)
{
  return LEV (m->g, x, y)->typ;
}

static inline void
put (Mkmap *m, int x, int y, int t)
{
  if (typ (m, x, y) != t)
    set_typ (m->g, x, y, t);
}

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

/* the eight neighbours' count of every square of column c, as four planes
 * of bits (n0 + 2 n1 + 4 n2 + 8 n3) */
typedef struct {
  guint32 n0, n1, n2, n3;
} Count;

static inline void
full_add (guint32 a, guint32 b, guint32 c, guint32 *sum, guint32 *carry)
{
  guint32 ab = a ^ b;

  *sum = ab ^ c;
  *carry = (a & b) | (c & ab);
}

static inline Count
count8 (guint32 a, guint32 b, guint32 c, guint32 d, guint32 e, guint32 f,
        guint32 g, guint32 h)
{
  guint32 s1, c1, s2, c2, s3, c3, c4, t, c5, c6;
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

/* the neighbours of column c (the column itself only above and below) */
static inline Count
neighbours (const Cols col, int c, guint32 self)
{
  guint32 l = col[c - 1], r = col[c + 1];

  return count8 (l << 1, l, l >> 1, self << 1, self >> 1, r << 1, r, r >> 1);
}

static void
init_fill (Mkmap *m, Cols col)
{
  const int limit = (WIDTH * HEIGHT * 2) / 5;
  int count = 0;

  while (count < limit)
    {
      int i = rn1 (m->g, WIDTH - 1, 2);
      int j = rnd (m->g, HEIGHT - 1);
      guint32 bit = 1u << (j + 1);

      if (!(col[i + 1] & bit))
        {
          col[i + 1] |= bit;
          count++;
        }
    }
}

/* pass one: changes in place, as it goes (columns left to right, each from
 * the top); a square's count takes the square above it as already changed */
static void
pass_one (Cols col)
{
  for (int i = 2; i <= WIDTH; i++)
    {
      int c = i + 1;
      guint32 old = col[c], l = col[c - 1], r = col[c + 1];
      /* the seven neighbours other than the one above */
      Count n = count8 (l << 1, l, l >> 1, old >> 1, r << 1, r, r >> 1, 0);
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

/* passes two and three: all at once */
static void
pass_two_three (Cols col, gboolean three)
{
  Cols next;

  memcpy (next, col, sizeof next);
  for (int i = 2; i <= WIDTH; i++)
    {
      int c = i + 1;
      Count n = neighbours (col, c, col[c]);
      guint32 clear = three ? ~n.n3 & ~n.n2 & ~(n.n1 & n.n0)          /* < 3 */
                            : ~n.n3 & n.n2 & ~n.n1 & n.n0;            /* == 5 */

      next[c] &= ~(clear & INNER_ROWS);
    }
  memcpy (col, next, sizeof next);
}

/* init_map (bg), then the cellular passes; every square of columns
 * 1..COLNO-1 ends foreground or background */
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
  for (int x = 1; x < COLNO; x++)
    {
      NhsSquare *s = &m->g->lev->sq[x][0];
      guint32 bits = col[x + 1] >> 1;

      for (int y = 0; y < ROWNO; y++, bits >>= 1)
        {
          guint8 t = (guint8) ((bits & 1) ? m->o->fg : m->o->bg);

          /* put (): the phase only where the square changes */
          s[y].phase = s[y].typ != t ? (guint8) m->g->phase : s[y].phase;
          s[y].typ = t;
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

/* the foreground squares of a column joined up and down to seeds */
static inline guint32
fill_column (guint32 fg, guint32 seed)
{
  guint32 prev;

  seed &= fg;
  do
    {
      prev = seed;
      seed = fg & (seed | (seed << 1) | (seed >> 1));
    }
  while (seed != prev);
  return seed;
}

/* flood_fill_rm (not anyroom): the 8-connected foreground around square
 * (sx, sy), as columns of bits in region (all 0 before); sweeps right and
 * left, each column taking what touches its neighbour and then everything
 * joined to that up and down, until a round adds nothing. Returns its size
 * and its bounding box. */
static int
flood_region (const Cols fg, int sx, int sy, Cols region, MRoom *box)
{
  int lo = sx + 1, hi = sx + 1, n = 0;
  gboolean more;

  region[lo] = fill_column (fg[lo], 1u << (sy + 1));
  do
    {
      more = FALSE;
      for (int c = lo + 1; c < NCOL - 1; c++)   /* to the right */
        {
          guint32 near = region[c - 1];
          guint32 now = fill_column (fg[c], region[c] | near | (near << 1) | (near >> 1));

          if (now != region[c])
            {
              region[c] = now;
              more = TRUE;
              hi = MAX (hi, c);
            }
          else if (c > hi)
            break;
        }
      for (int c = hi - 1; c > 0; c--)           /* to the left */
        {
          guint32 near = region[c + 1];
          guint32 now = fill_column (fg[c], region[c] | near | (near << 1) | (near >> 1));

          if (now != region[c])
            {
              region[c] = now;
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
  box->ly = ROWNO;
  box->hy = -1;
  for (int c = lo; c <= hi; c++)
    {
      box->ly = MIN (box->ly, __builtin_ctz (region[c]) - 1);
      box->hy = MAX (box->hy, 30 - __builtin_clz (region[c]));
      n += popcount32 (region[c]);
    }
  return n;
}

/* mkroom.c somexy() for an irregular room */
static gboolean
cave_somexy (Mkmap *m, int r, int *x, int *y)
{
  const MRoom *c = &m->rooms[r];

  for (int tries = 0; tries < 100; tries++)
    {
      *x = rn1 (m->g, c->hx - c->lx + 1, c->lx);
      *y = rn1 (m->g, c->hy - c->ly + 1, c->ly);
      if (m->roomno[*x][*y] == r + 1)
        return TRUE;
    }
  for (*x = c->lx; *x <= c->hx; (*x)++)
    for (*y = c->ly; *y <= c->hy; (*y)++)
      if (m->roomno[*x][*y] == r + 1)
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

  memcpy (left, fg, sizeof left);
  while (m->nroom < MAXROOMS)
    {
      Cols region;
      MRoom box;
      int n;

      while (c <= WIDTH + 1 && !left[c])
        c++;
      if (c > WIDTH + 1)
        break;
      memset (region, 0, sizeof region);
      n = flood_region (fg, c - 1, __builtin_ctz (left[c]) - 1, region, &box);
      for (int x = box.lx; x <= box.hx; x++)
        {
          guint32 bits = region[x + 1];

          left[x + 1] &= ~bits;
          if (n <= 3)   /* a tiny hole: filled in */
            fg[x + 1] &= ~bits;
          for (; bits; bits &= bits - 1)
            {
              int y = __builtin_ctz (bits) - 1;

              if (n > 3)
                m->roomno[x][y] = (guint8) (m->nroom + 1);
              else
                set_typ (m->g, x, y, m->o->bg);
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

        /* sp_lev.c dig_corridor (org, dest, FALSE, fg, bg) */
        nhs_lev_dig_corridor (m->g, &org, &dest, FALSE, m->o->fg, m->o->bg);
      }
      if (rb->lx > ra->hx
          || ((rb->ly > ra->hy || rb->hy < ra->ly) && rn2 (m->g, 3)))
        a = b;
    }
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

void
nhs_lev_wallify_map (Gen *g, int x1, int y1, int x2, int y2)
{
  static gsize ready;

  /* floor[x + 1] bit y + 1: floor at (x, y) inside the rectangle (nothing
   * outside it counts); stone[x + 1]: stone there */
  guint32 floor[NCOL], stone[NCOL], rows;
  int first = g->variant->level_wallify_first_floor ? 1 : 0;

  if (g_once_init_enter (&ready))
    {
      init_kind_floor ();
      g_once_init_leave (&ready, 1);
    }
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
  /* a wall set on the way is not floor: the order of the squares does not
   * matter, only which floor around one decides */
  for (int x = x1; x <= x2; x++)
    {
      int c = x + 1;
      guint32 three = floor[c - 1] | floor[c] | floor[c + 1];
      guint32 above = three << 1, below = three >> 1;
      guint32 here = floor[c - 1] | floor[c + 1];
      guint32 walls = stone[c] & rows & (above | here | below);
      /* first: the first floor, row by row, decides; else the last one */
      guint32 horizontal = first ? (above | ~here) : (below | (~here & above));

      for (; walls; walls &= walls - 1)
        {
          int b = __builtin_ctz (walls);

          set_typ (g, x, b - 1, (horizontal >> b) & 1 ? NHS_SQ_HWALL : NHS_SQ_VWALL);
        }
    }
}

void
nhs_lev_mkmap (Gen *g, const NhsLevMkmap *o)
{
  Mkmap m;
  Cols fg;
  guint8 lit[256] = { 0 };

  m.g = g;
  m.o = o;
  m.nroom = 0;
  memset (m.roomno, 0, sizeof m.roomno);
  g_return_if_fail (o->fg != o->bg);
  grow_cave (&m, fg);
  if (o->joined)
    join_map (&m, fg);
  if (o->walled)
    nhs_lev_wallify_map (g, 1, 0, COLNO - 1, ROWNO - 1);
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
  /* (only the cave's kinds are left on the map: without lighting and
   * without lava nothing is lit) */
  if (o->lit || o->fg == NHS_SQ_LAVA || o->bg == NHS_SQ_LAVA)
    for (int x = 1; x < COLNO; x++)
      {
        NhsSquare *s = &g->lev->sq[x][0];

        for (int y = 0; y < ROWNO; y++)
          s[y].flags |= lit[s[y].typ];
      }
}
