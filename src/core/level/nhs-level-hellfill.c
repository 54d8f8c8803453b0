/* nhs-level-hellfill.c: NetHack 5.0.0's and the 3.7 snapshot's Gehennom
 * filler level (dat/hellfill.lua)
 *
 * Written from reading 5.0.0's dat/hellfill.lua and dat/nhlib.lua (the
 * level's script, shuffle, percent, hell_tweaks), sp_lev.c (level_init,
 * mazewalk, replace_terrain, terrain, stair, trap, monster, get_location,
 * wallify_map, the end of load_special), nhlsel.c and selvar.c (the
 * selections), mkmaze.c (create_maze, walkfrom), mkmap.c (the cave),
 * mklev.c (mktrap) and nhlua.c (math.random is 1 + rn2 (n), and a + rn2
 * (b - a + 1) with two arguments; percent (n) is rn2 (100) < n).
 *
 * The script picks one of seven kinds of level (math.random (1, 7); the
 * 3.7 snapshot's has the first six, math.random (1, 6), and is otherwise
 * the same script run by the same C code where it matters here):
 *  1 a cave of floor in lava (the Mines' cave, its stone turned to lava);
 *  2 the old maze on a grid of walls, with hell_tweaks (pools and rivers of
 *    lava, walls turned to boulders or iron bars);
 *  3 a maze with passages 1 to 4 squares wide;
 *  4 the same, its walls iron bars or lava;
 *  5 a maze with thick walls, lava in their place half the time;
 *  6 a cold maze with ice, pools and walls of water;
 *  7 an open cavern of floor in stone or lava.
 * Then up stairs, down stairs, and populatemaze (): 1 to 3 minotaurs, 8 to
 * 12 random monsters, 8 to 13 random traps.
 *
 * The prefab maps (rnd_hell_prefab) the script lays over some mazes 1 time
 * in 4 are described here by their own rectangles (no map text of the
 * game's): halls, a keep in a moat with drawbridges and its garrison, an
 * unaligned altar, a cage, a lich's island, rings of lava or pools, passages.
 *
 * The boulders are made: hell_tweaks ()'s on walls turned floor, and
 * populatemaze ()'s rock-class objects that are boulders (1 in 10), and a
 * rolling boulder trap's; they refuse a DRY square (monsters, traps).
 *
 * Left out, knowingly (their dice are not rolled):
 *  - the other objects and gold (as every generator here but EvilHack's
 *    Gehennom filler);
 *  - the groups of the prefabs' own monsters;
 *  - the branch (Vlad's Tower's stairs);
 *  The random trap kind is drawn with 3.6's rnd (23): 5.0.0 draws rnd (25)
 *  and refuses the two it adds, which gives every kind the same chance.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"
#include "nhs-level-splev.h"

#include <string.h>

/* the script's map characters (nhlua.c's table), and 'w' any wall or
 * stone (IS_STWALL), 'x' anything */
enum { MATCH_WALL = 100, MATCH_ANY = 101 };

static int
chr2typ (char c)
{
  switch (c)
    {
    case ' ': return NHS_SQ_STONE;
    case '.': return NHS_SQ_ROOM;
    case '-': return NHS_SQ_HWALL;
    case 'L': return NHS_SQ_LAVA;
    case 'Z': return NHS_SQ_LAVAWALL;
    case 'F': return NHS_SQ_IRONBARS;
    case 'W': return NHS_SQ_WATER;
    case 'P': return NHS_SQ_POOL;
    case 'I': return NHS_SQ_ICE;
    case 'w': return MATCH_WALL;
    default:  return MATCH_ANY;
    }
}

static inline gboolean
match_typ (int want, int t)
{
  if (want == MATCH_ANY)
    return TRUE;
  if (want == MATCH_WALL)
    return t <= NHS_SQ_TRWALL;   /* stone or a wall */
  return want == t;
}

/* ------------------------------------------------------------ selections */


void
nhs_sp_sel_clear (Sel *s, int v)
{
  for (int x = 0; x < COLNO; x++)
    s->c[x] = v ? SEL_COL : 0;
}


int
nhs_sp_sel_count (const Sel *s)
{
  int n = 0;

  for (int x = 0; x < COLNO; x++)
    n += __builtin_popcount (s->c[x]);
  return n;
}

static void
sel_and (Sel *a, const Sel *b)
{
  for (int x = 0; x < COLNO; x++)
    a->c[x] &= b->c[x];
}

static void
sel_or (Sel *a, const Sel *b)
{
  for (int x = 0; x < COLNO; x++)
    a->c[x] |= b->c[x];
}

static void
sel_not (Sel *a)
{
  for (int x = 0; x < COLNO; x++)
    a->c[x] ^= SEL_COL;
}

/* selection.percentage (sel, pct): a new selection (out may be in); a
 * die for every point, in order, its answer the point's bit */
static void
sel_percentage (Gen *g, const Sel *in, int pct, Sel *out)
{
  /* the generator in a local copy: the compiler need not reload it */
  NhsRng rng = g->rng;
  guint64 bound = nhs_rn2_below_bound (100, pct);

  for (int x = 0; x < COLNO; x++)
    {
      guint32 w = in->c[x], o = 0;

      while (w)
        {
          int y = __builtin_ctz (w);

          w &= w - 1;
          o |= (guint32) nhs_rn2_below (&rng, bound) << y;   /* rn2 (100) < pct */
        }
      out->c[x] = o;
    }
  g->rng = rng;
}


/* selection_do_grow (sel, dir): a direction grows the selection that way;
 * two neighbouring directions also grow it diagonally between them. A
 * square joins when the square (dx, dy) from it is in (off the map: not
 * in): west looks east (1, 0), north looks south (0, 1), ...; on columns
 * of bits, column x + dx moved by dy rows. */
void
nhs_sp_sel_grow (Gen *g, Sel *s, int dir)
{
  Sel in = *s;
  gboolean w, n, e, so;
  int dxs[8], dys[8], k = 0;

  if (dir == W_RANDOM)
    {
      static const int wdirs[4] = { W_NORTH, W_SOUTH, W_EAST, W_WEST };

      dir = wdirs[rn2 (g, 4)];
    }
  w = (dir & W_WEST) != 0;
  n = (dir & W_NORTH) != 0;
  e = (dir & W_EAST) != 0;
  so = (dir & W_SOUTH) != 0;
#define STEP(dx, dy) (dxs[k] = (dx), dys[k] = (dy), k++)
  if (w)
    STEP (1, 0);
  if (w && n)
    STEP (1, 1);
  if (n)
    STEP (0, 1);
  if (n && e)
    STEP (-1, 1);
  if (e)
    STEP (-1, 0);
  if (e && so)
    STEP (-1, -1);
  if (so)
    STEP (0, -1);
  if (so && w)
    STEP (1, -1);
#undef STEP
  for (int i = 0; i < k; i++)
    for (int x = 0; x < COLNO; x++)
      {
        int fx = x + dxs[i];
        guint32 col;

        if (fx < 0 || fx >= COLNO)
          continue;
        col = in.c[fx];
        s->c[x] |= (dys[i] >= 0 ? col >> dys[i] : col << -dys[i]) & SEL_COL;
      }
}
/* A map fragment (rows of the script's characters, odd sizes) compiled to
 * the kinds it wants, the centre first */
typedef struct {
  int n;
  int dx[9], dy[9], want[9];
} Frag;

static void
frag_compile (const char *const *rows, int w, int h, Frag *f)
{
  f->n = 0;
  f->dx[0] = f->dy[0] = 0;
  f->want[0] = chr2typ (rows[h / 2][w / 2]);
  f->n = 1;
  for (int rx = -(w / 2); rx <= w / 2; rx++)
    for (int ry = -(h / 2); ry <= h / 2; ry++)
      if (rx || ry)
        {
          f->dx[f->n] = rx;
          f->dy[f->n] = ry;
          f->want[f->n] = chr2typ (rows[ry + h / 2][rx + w / 2]);
          f->n++;
        }
}

/* does the fragment match around (x, y)? Off the map counts as stone. */
static gboolean
frag_match (Gen *g, const Frag *f, int x, int y)
{
  for (int i = 0; i < f->n; i++)
    {
      int fx = x + f->dx[i], fy = y + f->dy[i];
      int t = isok (fx, fy) ? TYP (g, fx, fy) : NHS_SQ_STONE;

      if (!match_typ (f->want[i], t))
        return FALSE;
    }
  return TRUE;
}

/* which kinds of square a fragment's character matches */
static void
match_table_want (int want, guint8 match[256])
{
  for (int t = 0; t < 256; t++)
    match[t] = match_typ (want, t);
}

static void
match_table (char c, guint8 match[256])
{
  match_table_want (chr2typ (c), match);
}

/* The squares that match `want`, as columns of bits: plane[x + 1] holds
 * square (x, y) at bit y + 1; off the map (columns -1, 0 and COLNO, rows
 * -1 and ROWNO) counts as stone, as in frag_match () */
#define NCOL (COLNO + 2)

static void
match_plane (Gen *g, int want, guint32 plane[NCOL])
{
  guint8 match[256];
  gboolean stone = match_typ (want, NHS_SQ_STONE);
  guint32 edge_rows = stone ? 1u | (1u << (ROWNO + 1)) : 0;

  match_table_want (want, match);
  plane[0] = plane[1] = plane[COLNO + 1] = stone ? ~0u : 0;
  for (int x = 1; x < COLNO; x++)
    {
      const NhsSquare *sq = g->lev->sq[x];
      guint32 acc = edge_rows;

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        acc |= (guint32) match[sq[y].typ] << (y + 1);
      plane[x + 1] = acc;
    }
}

/* selection.match (fragment): columns 1.. of every row. frag_match () at
 * every square, a column at a time: a square matches when each of the
 * fragment's squares does, so the planes of what they want, moved by
 * their offsets, are ANDed */
static void
sel_match (Gen *g, const char *const *rows, int w, int h, Sel *out)
{
  Frag f;
  guint32 planes[9][NCOL], all[NCOL];
  int plane_of[9];

  frag_compile (rows, w, h, &f);
  /* one plane per kind wanted */
  for (int i = 0; i < f.n; i++)
    {
      plane_of[i] = i;
      for (int j = 0; j < i; j++)
        if (f.want[j] == f.want[i])
          {
            plane_of[i] = plane_of[j];
            break;
          }
      if (plane_of[i] == i)
        match_plane (g, f.want[i], planes[i]);
    }
  for (int x = 1; x < COLNO; x++)
    {
      all[x + 1] = ~0u;
      for (int i = 0; i < f.n; i++)
        {
          guint32 p = planes[plane_of[i]][x + 1 + f.dx[i]];

          all[x + 1] &= f.dy[i] >= 0 ? p >> f.dy[i] : p << -f.dy[i];
        }
    }
  out->c[0] = 0;
  for (int x = 1; x < COLNO; x++)
    out->c[x] = (all[x + 1] >> 1) & SEL_COL;
}

static void
sel_match1 (Gen *g, char c, Sel *out)
{
  guint8 match[256];

  match_table (c, match);
  /* a fragment of one square: that square only (column 0 left out) */
  out->c[0] = 0;
  for (int x = 1; x < COLNO; x++)
    {
      const NhsSquare *sq = g->lev->sq[x];
      guint32 acc = 0;

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        acc |= (guint32) match[sq[y].typ] << y;
      out->c[x] = acc;
    }
}

/* selection.rndcoord (sel) */
gboolean
nhs_sp_sel_rndcoord (Gen *g, const Sel *s, int *x, int *y)
{
  int n = nhs_sp_sel_count (s), c;

  *x = *y = -1;
  if (n == 0)
    return FALSE;
  c = rn2 (g, n);
  /* the c-th square in (x outer, y inner): whole columns skipped by
   * their number of squares */
  for (int cx = 0; cx < COLNO; cx++)
    {
      guint32 w = s->c[cx];
      int k = __builtin_popcount (w);

      if (c >= k)
        {
          c -= k;
          continue;
        }
      while (c-- > 0)
        w &= w - 1;
      *x = cx;
      *y = __builtin_ctz (w);
      return TRUE;
    }
  return FALSE;
}

void
nhs_sp_sel_flood_within (const Sel *kind, const Sel *seeds, Sel *out)
{
  int lo = COLNO, hi = 0;
  gboolean more;

  out->c[0] = 0;
  for (int x = 1; x < COLNO; x++)
    {
      out->c[x] = nhs_lev_fill_runs (kind->c[x], seeds->c[x]);
      if (out->c[x])
        lo = MIN (lo, x), hi = MAX (hi, x);
    }
  if (hi == 0)
    return;
  /* sweeps right and left, each column taking what touches its neighbour
   * and then all joined to that up and down, until a round adds nothing
   * (each column is always whole runs of its kind) */
  do
    {
      more = FALSE;
      for (int x = lo + 1; x < COLNO; x++)
        {
          guint32 in = out->c[x - 1] & kind->c[x] & ~out->c[x];

          if (in)
            out->c[x] = nhs_lev_fill_runs (kind->c[x], out->c[x] | in), more = TRUE, hi = MAX (hi, x);
          else if (x > hi)
            break;
        }
      for (int x = hi - 1; x >= 1; x--)
        {
          guint32 in = out->c[x + 1] & kind->c[x] & ~out->c[x];

          if (in)
            out->c[x] = nhs_lev_fill_runs (kind->c[x], out->c[x] | in), more = TRUE, lo = MIN (lo, x);
          else if (x < lo)
            break;
        }
    }
  while (more);
}

void
nhs_sp_sel_floodfill_kind (Gen *g, int want, const Sel *seeds, Sel *out)
{
  Sel kind;

  /* the squares of that kind, columns 1 .. COLNO - 1 */
  kind.c[0] = 0;
  for (int x = 1; x < COLNO; x++)
    {
      const NhsSquare *sq = g->lev->sq[x];
      guint32 acc = 0;

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        acc |= (guint32) (sq[y].typ == want) << y;
      kind.c[x] = acc;
    }
  nhs_sp_sel_flood_within (&kind, seeds, out);
}

/* selection_do_randline: a line bent at random midpoints; set_end: the
 * end of every piece is set too (selvar.c), else only the midpoints and a
 * piece of no length (3.6's sp_lev.c) */
static void
randline (Gen *g, int x1, int y1, int x2, int y2, int rough, int rec, gboolean set_end, Sel *s)
{
  int mx, my;

  if (rec < 1)
    return;
  if (x2 == x1 && y2 == y1)
    {
      if (!set_end && x1 >= 0 && y1 >= 0 && x1 < COLNO && y1 < ROWNO)
        sel_set (s, x1, y1, TRUE);
      return;
    }
  rough = MIN (rough, MAX (ABS (x2 - x1), ABS (y2 - y1)));
  if (ABS (x2 - x1) <= 1 && ABS (y2 - y1) <= 1)
    {
      /* Two squares side by side or corner to corner roll no die, and the
       * rest of the recursion (up to rec levels, 2^rec calls) always gives
       * the same: the midpoint M is the pair's smaller x and smaller y,
       * and both halves (P, M) and (M, Q) have the same M as theirs (or
       * are one square, which sets itself without set_end), so every call
       * below sets M again, and with set_end each piece's end: Q and M.
       * So this sets M, and Q with set_end, as the whole recursion would. */
      sel_set (s, (x1 + x2) / 2, (y1 + y2) / 2, TRUE);
      if (set_end && x2 >= 0 && y2 >= 0 && x2 < COLNO && y2 < ROWNO)
        sel_set (s, x2, y2, TRUE);
      return;
    }
  if (rough < 2)
    {
      mx = (x1 + x2) / 2;
      my = (y1 + y2) / 2;
    }
  else
    do
      {
        int dx = rn2 (g, rough) - rough / 2;
        int dy = rn2 (g, rough) - rough / 2;

        mx = (x1 + x2) / 2 + dx;
        my = (y1 + y2) / 2 + dy;
      }
    while (mx > COLNO - 1 || mx < 0 || my < 0 || my > ROWNO - 1);
  sel_set (s, mx, my, TRUE);
  rough = (rough * 2) / 3;
  rec--;
  randline (g, x1, y1, mx, my, rough, rec, set_end, s);
  randline (g, mx, my, x2, y2, rough, rec, set_end, s);
  if (set_end && x2 >= 0 && y2 >= 0 && x2 < COLNO && y2 < ROWNO)
    sel_set (s, x2, y2, TRUE);
}

void
nhs_sp_sel_randline (Gen *g, int x1, int y1, int x2, int y2, int rough, int rec, Sel *s)
{
  randline (g, x1, y1, x2, y2, rough, rec, TRUE, s);
}

void
nhs_sp_sel_randline_36 (Gen *g, int x1, int y1, int x2, int y2, int rough, int rec, Sel *s)
{
  randline (g, x1, y1, x2, y2, rough, rec, FALSE, s);
}

/* des.terrain (sel, typ) */
void
nhs_sp_terrain_sel (Gen *g, const Sel *s, int t)
{
  for (int x = 1; x < COLNO; x++)   /* column 0 is left out */
    {
      NhsSquare *sq = g->lev->sq[x];

      for (guint32 w = s->c[x]; w; w &= w - 1)
        put_typ_when (g, &sq[__builtin_ctz (w)], TRUE, t);
    }
}

/* des.replace_terrain ({ mapfragment or fromterrain, toterrain, chance })
 * over the whole map: a die for every square that matches, as it goes */
static void
replace_terrain (Gen *g, const char *const *rows, int w, int h, int to, int chance)
{
  Frag f;

  frag_compile (rows, w, h, &f);
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      if (frag_match (g, &f, x, y) && rn2 (g, 100) < chance)
        if (TYP (g, x, y) != to)
          set_typ (g, x, y, to);
}

void
nhs_sp_replace_terrain1 (Gen *g, char from, int to, int chance)
{
  guint8 match[256];
  guint16 at[COLNO * ROWNO];
  NhsSquare *sq = &g->lev->sq[0][0];
  NhsRng rng = g->rng;   /* a local copy: the squares' bytes could alias it */
  int n = 0;

  /* a square's match depends on that square only, which is visited once:
   * the matches can all be taken first (column 0 left out), as a list
   * made without a branch (which squares match is unpredictable) */
  match_table (from, match);
#pragma GCC unroll 8
  for (int i = ROWNO; i < COLNO * ROWNO; i++)
    {
      at[n] = (guint16) i;
      n += match[sq[i].typ];
    }
  if (chance >= 100)
    /* rn2 (100) < chance whatever the die: it is rolled, its value (which
     * the compiler then need not work out) is not looked at */
    for (int i = 0; i < n; i++)
      {
        (void) nhs_rn2 (&rng, 100);
        put_typ_when (g, &sq[at[i]], TRUE, to);
      }
  else
    {
      guint64 bound = nhs_rn2_below_bound (100, chance);

      for (int i = 0; i < n; i++)   /* rn2 (100) < chance */
        put_typ_when (g, &sq[at[i]], nhs_rn2_below (&rng, bound), to);
    }
  g->rng = rng;
}

/* ----------------------------------------------------------- the script */


/* des.level_init ({ style = "solidfill", fg = " " }): the level is stone
 * already */

/* des.level_init ({ style = "maze", corrwid, wallthick }), -1: random */
static void
init_maze (Gen *g, int corrwid, int wallthick)
{
  NhsLevMaze m = { g, NHS_MAZE_XMAX, NHS_MAZE_YMAX, FALSE };

  if (corrwid == -1)
    corrwid = rnd (g, 4);
  if (wallthick == -1)
    wallthick = rnd (g, 4) - corrwid;
  nhs_lev_create_maze (&m, corrwid, wallthick, NHS_MAZE_DEADENDS_KEEP);
}

/* hell_tweaks (nhlib.lua) on everything but `keep` */
static void
hell_tweaks (Gen *g, const Sel *keep)
{
  Sel prot = *keep;
  int n_unprot;

  sel_not (&prot);   /* the area the tweaks may touch */
  n_unprot = COLNO * ROWNO - nhs_sp_sel_count (&prot);

  /* random pools of lava */
  if (percent (g, 20 + g->depth))
    {
      Sel pools, one;
      int maxpools = 5 + lua_random (g, g->depth);
      int x, y;

      nhs_sp_sel_clear (&pools, 0);
      for (int i = 0; i < maxpools; i++)
        {
          x = 1 + rn2 (g, COLNO - 1);
          y = rn2 (g, ROWNO);
          sel_set (&pools, x, y, TRUE);
        }
      for (int k = 0; k < 3; k++)
        {
          static const int dirs[3] = { W_WEST, W_NORTH, W_RANDOM };

          nhs_sp_sel_clear (&one, 0);
          x = 1 + rn2 (g, COLNO - 1);
          y = rn2 (g, ROWNO);
          sel_set (&one, x, y, TRUE);
          nhs_sp_sel_grow (g, &one, dirs[k]);
          sel_or (&pools, &one);
        }
      sel_and (&pools, &prot);
      if (percent (g, 80))
        {
          Sel ground = pools;
          int pval;

          nhs_sp_sel_grow (g, &ground, W_ANY);
          sel_and (&ground, &prot);
          pval = lua_random (g, 8) * 10;
          sel_percentage (g, &ground, pval, &ground);
          nhs_sp_terrain_sel (g, &ground, NHS_SQ_ROOM);
        }
      nhs_sp_terrain_sel (g, &pools, NHS_SQ_LAVA);
    }

  /* a river of lava */
  if (percent (g, 50))
    {
      Sel rivers, floor, line;
      /* the script's division is Lua's, in floating point */
      double reqpts = (double) (COLNO * ROWNO - n_unprot) / 12.0;
      int rpts, tries = 0;

      nhs_sp_sel_clear (&rivers, 0);
      do
        {
          int ax, ay, bx, by;

          sel_match1 (g, '.', &floor);
          nhs_sp_sel_rndcoord (g, &floor, &ax, &ay);
          nhs_sp_sel_rndcoord (g, &floor, &bx, &by);
          nhs_sp_sel_clear (&line, 0);
          nhs_sp_sel_randline (g, ax, ay, bx, by, 10, 12, &line);
          if (percent (g, 50))
            nhs_sp_sel_grow (g, &line, W_NORTH);
          if (percent (g, 50))
            nhs_sp_sel_grow (g, &line, W_WEST);
          sel_or (&rivers, &line);
          sel_and (&rivers, &prot);
          rpts = nhs_sp_sel_count (&rivers);
          tries++;
        }
      while (!(rpts > reqpts || tries > 7));
      if (percent (g, 60))
        {
          int prc = 10 * lua_random (g, 6);
          Sel banks = rivers;

          nhs_sp_sel_grow (g, &banks, W_ANY);
          sel_and (&banks, &prot);
          sel_percentage (g, &banks, prc, &banks);
          nhs_sp_terrain_sel (g, &banks, NHS_SQ_ROOM);
        }
      nhs_sp_terrain_sel (g, &rivers, NHS_SQ_LAVA);
    }

  /* walls between floor: boulders on new floor (des.object ("boulder",
     x, y): no die), or iron bars */
  for (int kind = 0; kind < 2; kind++)
    if (percent (g, 20))
      {
        static const char *const across[1] = { ".w." };
        static const char *const down[3] = { ".", "w", "." };
        int amount = 3 * lua_random (g, 8);
        Sel a, b;

        sel_match (g, across, 3, 1, &a);
        sel_percentage (g, &a, amount, &a);
        sel_match (g, down, 1, 3, &b);
        sel_percentage (g, &b, amount, &b);
        sel_or (&a, &b);
        if (kind == 0)
          {
            sel_and (&a, &prot);
            nhs_sp_terrain_sel (g, &a, NHS_SQ_ROOM);
            for (int x = 1; x < COLNO; x++)
              for (guint32 w = a.c[x]; w; w &= w - 1)
                nhs_lev_put_boulder (g, x, __builtin_ctz (w));
          }
        else
          {
            Sel walls;

            nhs_sp_sel_grow (g, &a, W_ANY);
            sel_match1 (g, 'w', &walls);
            sel_and (&a, &walls);
            sel_and (&a, &prot);
            nhs_sp_terrain_sel (g, &a, NHS_SQ_IRONBARS);
          }
      }
}

/* ------------------------------------------------------- prefab maps */


void
nhs_sp_pm_init (Pmap *m, int w, int h, guint8 fill)
{
  m->w = w;
  m->h = h;
  memset (m->t, fill, sizeof m->t);
}

void
nhs_sp_pm_rect (Pmap *m, int x1, int y1, int x2, int y2, guint8 t)
{
  for (int y = y1; y <= y2; y++)
    for (int x = x1; x <= x2; x++)
      m->t[y][x] = t;
}


/* rnd_halign () and nhs_sp_rnd_valign (): one of three, 1 + rn2 (3) */
static int
rnd_halign (Gen *g)
{
  static const int a[3] = { AL_HALF_LEFT, AL_CENTER, AL_HALF_RIGHT };

  return a[rn2 (g, 3)];
}

int
nhs_sp_rnd_valign (Gen *g)
{
  static const int a[3] = { AL_TOP, AL_CENTER, AL_BOTTOM };

  return a[rn2 (g, 3)];
}

/* sp_lev.c lspo_map (): where the map goes (by alignment, odd squares, or
 * at x, y), then its squares */
void
nhs_sp_lay_map (Gen *g, const Pmap *m, int lr, int tb, int x, int y, gboolean lit,
         int *xs, int *ys)
{
  int xstart = x, ystart = y;

  if (lr != AL_NONE || tb != AL_NONE)
    {
      switch (lr)
        {
        case AL_HALF_LEFT:
          xstart = 2 + ((NHS_MAZE_XMAX - 2 - m->w) / 4);
          break;
        case AL_HALF_RIGHT:
          xstart = 2 + ((NHS_MAZE_XMAX - 2 - m->w) * 3 / 4);
          break;
        default:
          xstart = 2 + ((NHS_MAZE_XMAX - 2 - m->w) / 2);
          break;
        }
      switch (tb)
        {
        case AL_TOP:
          ystart = 3;
          break;
        case AL_BOTTOM:
          ystart = NHS_MAZE_YMAX - m->h - 1;
          break;
        default:
          ystart = 2 + ((NHS_MAZE_YMAX - 2 - m->h) / 2);
          break;
        }
      if (!(xstart % 2))
        xstart++;
      if (!(ystart % 2))
        ystart++;
    }
  if (ystart < 0 || ystart + m->h > ROWNO)
    {
      ystart += (ystart > 0) ? -2 : 2;
      if (ystart < 0 || ystart + m->h > ROWNO)
        ystart = 0;
    }
  for (int yy = ystart; yy < MIN (ROWNO, ystart + m->h); yy++)
    for (int xx = xstart; xx < MIN (COLNO, xstart + m->w); xx++)
      {
        guint8 t = m->t[yy - ystart][xx - xstart];
        NhsSquare *s;

        if (t == PM_KEEP || !isok (xx, yy))
          continue;
        s = LEV (g, xx, yy);
        s->flags &= (guint8) ~NHS_SQF_LIT;
        s->doormask &= (guint8) ~SQ_BOUNDARY;
        if (t == PM_BOUNDARY)
          {
            /* (the game keeps a CROSSWALL there until the end: it is
             * floor for the walls, never dry while the level is made) */
            t = NHS_SQ_ROOM;
            s->doormask |= SQ_BOUNDARY;
            g->boundaries = TRUE;
          }
        if (s->typ != t)
          set_typ (g, xx, yy, t);
        if (lit)
          s->flags |= NHS_SQF_LIT;
      }
  *xs = xstart;
  *ys = ystart;
}


/* 1 and 4: open floor; 2: a round hall; 5: a lit square hall */
static void
prefab_tall_hall (Gen *g)
{
  Pmap m;
  int xs, ys, lr;

  nhs_sp_pm_init (&m, 6, 16, NHS_SQ_ROOM);
  lr = rnd_halign (g);
  nhs_sp_lay_map (g, &m, lr, AL_CENTER, -1, -1, FALSE, &xs, &ys);
}

static void
prefab_round_hall (Gen *g)
{
  static const int span[17][2] = {
    { 6, 10 }, { 4, 12 }, { 2, 14 }, { 2, 14 }, { 1, 15 }, { 1, 15 },
    { 0, 16 }, { 0, 16 }, { 0, 16 }, { 0, 16 }, { 0, 16 },
    { 1, 15 }, { 1, 15 }, { 2, 14 }, { 2, 14 }, { 4, 12 }, { 6, 10 },
  };
  Pmap m;
  int xs, ys, lr;

  nhs_sp_pm_init (&m, 17, 17, PM_KEEP);
  for (int y = 0; y < 17; y++)
    nhs_sp_pm_rect (&m, span[y][0], y, span[y][1], y, NHS_SQ_ROOM);
  lr = rnd_halign (g);
  nhs_sp_lay_map (g, &m, lr, AL_CENTER, -1, -1, FALSE, &xs, &ys);
}

static void
prefab_wide_hall (Gen *g)
{
  Pmap m;
  int xs, ys;

  nhs_sp_pm_init (&m, 62, 5, NHS_SQ_ROOM);
  nhs_sp_lay_map (g, &m, AL_CENTER, AL_CENTER, -1, -1, FALSE, &xs, &ys);
}

static void
prefab_lit_hall (Gen *g)
{
  Pmap m;
  int xs, ys, lr, tb;

  nhs_sp_pm_init (&m, 7, 7, NHS_SQ_ROOM);
  m.t[0][0] = m.t[0][6] = m.t[6][0] = m.t[6][6] = PM_KEEP;
  lr = rnd_halign (g);
  tb = nhs_sp_rnd_valign (g);
  nhs_sp_lay_map (g, &m, lr, tb, -1, -1, TRUE, &xs, &ys);
}

/* 3: a walled keep in a moat of lava (of water in the cold maze), closed
 * drawbridges on 1 to 4 of its sides, 4 to 8 giants, trolls or humans */
void
nhs_sp_prefab_keep (Gen *g, int lr, gboolean coldhell)
{
  static const struct { int x, y, dx, dy; } dblocs_init[4] = {
    { 1, 5, 1, 0 }, { 11, 5, -1, 0 }, { 6, 1, 0, 1 }, { 6, 9, 0, -1 },
  };
  struct { int x, y, dx, dy; } dblocs[4];
  char mons[3] = { 'H', 'T', '@' };
  Pmap m;
  int xs, ys, tb, n;

  nhs_sp_pm_init (&m, 13, 11, PM_KEEP);
  nhs_sp_pm_rect (&m, 1, 1, 11, 9, NHS_SQ_LAVA);
  nhs_sp_pm_rect (&m, 2, 2, 10, 8, NHS_SQ_HWALL);
  nhs_sp_pm_rect (&m, 2, 3, 2, 7, NHS_SQ_VWALL);
  nhs_sp_pm_rect (&m, 10, 3, 10, 7, NHS_SQ_VWALL);
  nhs_sp_pm_rect (&m, 3, 3, 9, 7, NHS_SQ_ROOM);
  m.t[0][6] = m.t[10][6] = m.t[5][0] = m.t[5][12] = NHS_SQ_ROOM;
  tb = nhs_sp_rnd_valign (g);
  nhs_sp_lay_map (g, &m, lr, tb, -1, -1, FALSE, &xs, &ys);

  /* (its inside lit, not diggable, no teleporting in: no dice) */
  if (coldhell)   /* replace_terrain (1,1 to 11,9): lava to pools */
    for (int x = MAX (1, xs + 1); x <= xs + 11; x++)
      for (int y = ys + 1; y <= ys + 9; y++)
        if (isok (x, y) && TYP (g, x, y) == NHS_SQ_LAVA && rn2 (g, 100) < 100)
          set_typ (g, x, y, NHS_SQ_POOL);
  memcpy (dblocs, dblocs_init, sizeof dblocs);
  for (int i = 4; i >= 2; i--)   /* shuffle () */
    {
      int j = rn2 (g, i);
      __typeof__ (dblocs[0]) tmp = dblocs[i - 1];

      dblocs[i - 1] = dblocs[j];
      dblocs[j] = tmp;
    }
  n = 1 + rn2 (g, 4);
  for (int i = 0; i < n; i++)
    {
      /* create_drawbridge (closed): the moat square raises the bridge,
       * the wall beside it becomes its portcullis */
      int x = xs + dblocs[i].x, y = ys + dblocs[i].y;
      int wx = x + dblocs[i].dx, wy = y + dblocs[i].dy;

      if (!isok (x, y) || !isok (wx, wy) || !NHS_SQ_IS_WALL (TYP (g, wx, wy)))
        continue;
      set_typ (g, x, y, NHS_SQ_DRAWBRIDGE_UP);
      set_typ (g, wx, wy, NHS_SQ_DBWALL);
    }
  for (int i = 3; i >= 2; i--)
    {
      int j = rn2 (g, i);
      char tmp = mons[i - 1];

      mons[i - 1] = mons[j];
      mons[j] = tmp;
    }
  n = 3 + 1 + rn2 (g, 5);
  for (int i = 0; i < n; i++)
    nhs_sp_pick_location_monster (g, mons[0], NULL, xs + 6, ys + 5);
}

/* 6: an unaligned altar (a shrine 3 times in 4) in a room of floor
 * behind an invisible boundary */
void
nhs_sp_prefab_altar (Gen *g, int lr)
{
  Pmap m;
  int xs, ys, tb, x, y, depth = g->depth;

  nhs_sp_pm_init (&m, 7, 7, PM_BOUNDARY);
  nhs_sp_pm_rect (&m, 1, 1, 5, 5, NHS_SQ_ROOM);
  tb = nhs_sp_rnd_valign (g);
  nhs_sp_lay_map (g, &m, lr, tb, -1, -1, FALSE, &xs, &ys);
  /* des.region ({ region = {2,2, 2,2}, type = "temple", filled,
   * irregular }): lit by litstate_rnd (-1); the flood fill from the
   * region's square takes the floor inside the crosswalls, the map's 5 by 5
   * middle, and add_room (..., special) makes it a temple room (its altar
   * and priest come next) */
  {
    gboolean lit = rnd (g, 1 + ABS (depth)) < 11 && rn2 (g, 77);
    int ri = g->lev->nroom;

    nhs_lev_add_special_room (g, xs + 1, ys + 1, xs + 5, ys + 5, lit, NHS_ROOM_TEMPLE);
    g->lev->rooms[ri].irregular = TRUE;
    for (x = xs; x <= xs + 6; x++)
      for (y = ys; y <= ys + 6; y++)
        if (isok (x, y))
          LEV (g, x, y)->room = (gint8) ri;
  }
  x = xs + 3;
  y = ys + 3;
  {
    gboolean shrine = !(rn2 (g, 100) < 75);

    if (isok (x, y))
      {
        set_typ (g, x, y, NHS_SQ_ALTAR);
        LEV (g, x, y)->altar_align = NHS_ALTAR_UNALIGNED;
        if (shrine)
          {
            /* create_altar (): a shrine in the temple gets its priest
             * (priestini): the first free square round the altar from a
             * random one of the eight directions */
            static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
            static const int ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };
            int si = rn2 (g, 8), px = x, py = y;

            LEV (g, x, y)->flags |= NHS_SQF_SHRINE;
            for (int i = 0; i < 8; i++)
              {
                int tx = x + xdir[(i + si) % 8], ty = y + ydir[(i + si) % 8];

                if (isok (tx, ty) && nhs_sp_dry (LEV (g, tx, ty)) && !LEV (g, tx, ty)->mon)
                  {
                    px = tx;
                    py = ty;
                    break;
                  }
              }
            if (!LEV (g, px, py)->mon)
              nhs_lev_make_named_monster (g, "aligned cleric", '@', px, py, FALSE);
          }
      }
  }
}

/* 7: a cage of iron bars in floor, an Angel, a dragon, a giant or a lich
 * in it */
static void
prefab_cage (Gen *g)
{
  static const struct { char mclass; const char *name; } who[4] = {
    { 'A', "Angel" }, { 'D', NULL }, { 'H', NULL }, { 'L', NULL },
  };
  Pmap m;
  int xs, ys, lr, tb, k;

  nhs_sp_pm_init (&m, 10, 10, NHS_SQ_ROOM);
  nhs_sp_pm_rect (&m, 3, 3, 6, 6, NHS_SQ_IRONBARS);
  nhs_sp_pm_rect (&m, 4, 4, 5, 5, NHS_SQ_ROOM);
  lr = rnd_halign (g);
  tb = nhs_sp_rnd_valign (g);
  nhs_sp_lay_map (g, &m, lr, tb, -1, -1, FALSE, &xs, &ys);
  k = rn2 (g, 4);
  nhs_sp_pick_location_monster (g, who[k].mclass, who[k].name, xs + 4, ys + 4);
}

/* 8: a lich on a walled island in a moat */
static void
prefab_island (Gen *g)
{
  Pmap m;
  int xs, ys, lr, tb;

  nhs_sp_pm_init (&m, 9, 9, NHS_SQ_ROOM);
  nhs_sp_pm_rect (&m, 1, 1, 7, 7, NHS_SQ_MOAT);
  nhs_sp_pm_rect (&m, 3, 2, 5, 6, NHS_SQ_HWALL);
  nhs_sp_pm_rect (&m, 2, 3, 6, 5, NHS_SQ_HWALL);
  m.t[4][2] = m.t[4][6] = NHS_SQ_VWALL;
  nhs_sp_pm_rect (&m, 3, 4, 5, 4, NHS_SQ_ROOM);
  m.t[3][4] = m.t[5][4] = NHS_SQ_ROOM;
  lr = rnd_halign (g);
  tb = nhs_sp_rnd_valign (g);
  nhs_sp_lay_map (g, &m, lr, tb, -1, -1, FALSE, &xs, &ys);
  nhs_sp_pick_location_monster (g, 'L', NULL, xs + 4, ys + 4);
}

/* 9: five small rings of lava round a wall of lava (3 in 10), or of
 * pools round a wall of water, spread across the level */
static void
prefab_rings (Gen *g)
{
  gboolean lava = rn2 (g, 100) < 30;
  Pmap m;

  nhs_sp_pm_init (&m, 5, 5, NHS_SQ_ROOM);
  nhs_sp_pm_rect (&m, 1, 1, 3, 3, lava ? NHS_SQ_LAVA : NHS_SQ_POOL);
  m.t[2][2] = lava ? NHS_SQ_LAVAWALL : NHS_SQ_WATER;
  for (int dx = 1; dx <= 5; dx++)
    {
      int xs, ys, y = 3 + rn2 (g, 13);

      nhs_sp_lay_map (g, &m, AL_NONE, AL_NONE, dx * 14 - 4, y, FALSE, &xs, &ys);
    }
}

/* 10: three passages of floor from top to bottom */
static void
prefab_columns (Gen *g)
{
  Pmap m;

  nhs_sp_pm_init (&m, 3, 17, NHS_SQ_ROOM);
  for (int dx = 1; dx <= 3; dx++)
    {
      int xs, ys, x = 3 + rn2 (g, 73);

      nhs_sp_lay_map (g, &m, AL_NONE, AL_NONE, x, 3, FALSE, &xs, &ys);
    }
}

/* rnd_hell_prefab (coldhell): a prefab at random; after a repeatable one
 * (a hall or the passages) the loop goes on unless math.random (0, 2n) is
 * 0 (n: the prefabs so far); six at most */
static void
hell_prefab (Gen *g, gboolean coldhell)
{
  gboolean again = TRUE;
  int nloops = 0;

  do
    {
      nloops++;
      switch (1 + rn2 (g, 10))
        {
        case 1: prefab_tall_hall (g); break;
        case 2: prefab_round_hall (g); break;
        case 3: nhs_sp_prefab_keep (g, rnd_halign (g), coldhell); again = FALSE; continue;
        case 4: prefab_wide_hall (g); break;
        case 5: prefab_lit_hall (g); break;
        case 6: nhs_sp_prefab_altar (g, rnd_halign (g)); again = FALSE; continue;
        case 7: prefab_cage (g); again = FALSE; continue;
        case 8: prefab_island (g); again = FALSE; continue;
        case 9: prefab_rings (g); again = FALSE; continue;
        default: prefab_columns (g); break;
        }
      /* a repeatable one: stop when math.random (0, 2 * nloops) is 0 */
      again = !(rn2 (g, nloops * 2 + 1) == 0);
    }
  while (again && nloops <= 5);
}

/* 1: the Mines' cave, its stone turned to lava */
static void
hell_lava_cave (Gen *g)
{
  NhsLevMkmap o = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = TRUE,
                    .joined = TRUE, .lit = FALSE, .walled = TRUE,
                    .on_stone = TRUE };   /* (the level's first lines) */

  nhs_lev_mkmap (g, &o);
  nhs_sp_replace_terrain1 (g, ' ', NHS_SQ_LAVA, 100);
  nhs_sp_replace_terrain1 (g, '.', NHS_SQ_LAVA, 5);
  nhs_sp_replace_terrain1 (g, 'w', NHS_SQ_LAVA, 20);
  nhs_sp_replace_terrain1 (g, 'w', NHS_SQ_ROOM, 15);
}

/* 2: the maze on a grid of walls, walked from the west edge */
static void
hell_grid_maze (Gen *g)
{
  NhsLevMaze m = { g, NHS_MAZE_XMAX, NHS_MAZE_YMAX, FALSE };
  Sel keep;
  int lx = COLNO, ly = ROWNO, hx = -1, hy = -1;

  /* level_init ({ style = "mazegrid", bg = "-" }) */
  for (int x = 2; x <= NHS_MAZE_XMAX; x++)
    for (int y = 0; y <= NHS_MAZE_YMAX; y++)
      if (!(y < 2 || ((x % 2) && (y % 2))))
        set_typ (g, x, y, NHS_SQ_HWALL);
  /* mazewalk ({ coord = { 1, 10 }, dir = "east" }): (2, 10) on the map,
   * the square east of it opened, the walk from the cell above */
  set_typ (g, 3, 10, NHS_SQ_ROOM);
  nhs_lev_maze_walk (&m, 3, 9, NHS_SQ_ROOM);

  /* what hell_tweaks leaves alone: all but the inside of the walls'
   * bounds (selection.fillrect (lx, ly + 1, hx - 2, hy - 1), moved one
   * column east as the script's coordinates are) */
  for (int x = 1; x < COLNO; x++)
    {
      const NhsSquare *sq = g->lev->sq[x];
      guint32 walls = 0;   /* bit y: a wall at (x, y) */

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        walls |= (guint32) (sq[y].typ == NHS_SQ_HWALL) << y;
      if (walls)
        {
          lx = MIN (lx, x);
          hx = MAX (hx, x);
          ly = MIN (ly, __builtin_ctz (walls));
          hy = MAX (hy, 31 - __builtin_clz (walls));
        }
    }
  nhs_sp_sel_clear (&keep, 1);
  for (int x = lx + 1; x <= hx - 1; x++)
    for (int y = ly + 1; y <= hy - 1; y++)
      sel_set (&keep, x, y, FALSE);
  hell_tweaks (g, &keep);
  if (percent (g, 25))
    hell_prefab (g, FALSE);
}

/* 4: a maze, its walls iron bars or lava */
static void
hell_barred_maze (Gen *g)
{
  int cwid = lua_random (g, 4);
  Sel outside;
  int wall;

  init_maze (g, cwid, 1);
  sel_match1 (g, ' ', &outside);
  /* shuffle ({ "F", "L" }): the second stays put with rn2 (2) == 1 */
  wall = rn2 (g, 2) ? NHS_SQ_IRONBARS : NHS_SQ_LAVA;
  nhs_sp_replace_terrain1 (g, 'w', wall, 100);
  if (cwid == 1)
    {
      if (wall == NHS_SQ_IRONBARS && percent (g, 80))
        {
          static const char *const gap[3] = { ".", "F", "." };

          replace_terrain (g, gap, 1, 3, NHS_SQ_ROOM, 25 * lua_random (g, 4));
        }
      else if (percent (g, 25))
        hell_prefab (g, FALSE);
    }
  nhs_sp_terrain_sel (g, &outside, NHS_SQ_STONE);
}

/* 5: thick walls, lava in their place half the time */
static void
hell_thick_maze (Gen *g)
{
  int wwid = 1 + lua_random (g, 2);
  int corrwid = lua_random (g, 2);

  init_maze (g, corrwid, wwid);
  if (percent (g, 50))
    {
      Sel outside;

      sel_match1 (g, ' ', &outside);
      nhs_sp_replace_terrain1 (g, 'w', NHS_SQ_LAVA, 100);
      nhs_sp_terrain_sel (g, &outside, NHS_SQ_STONE);
      if (wwid == 3 && percent (g, 40))
        {
          static const char *const block[3] = { "LLL", "LLL", "LLL" };
          Sel s;
          int pct;

          sel_match (g, block, 3, 3, &s);
          pct = 30 * lua_random (g, 4);
          sel_percentage (g, &s, pct, &s);
          nhs_sp_terrain_sel (g, &s, NHS_SQ_LAVAWALL);
        }
    }
}

/* 6: the cold maze: ice, pools, walls of water */
static void
hell_cold_maze (Gen *g)
{
  int cwid = lua_random (g, 4);
  Sel outside, icey, s, floor;
  const NhsLevelParams *p = &g->lev->params;

  /* des.level_flags (..., "cold"): its monsters are a cold level's */
  if (p->cold)
    p->cold (p->picker_data, TRUE);
  init_maze (g, cwid, 1);
  sel_match1 (g, ' ', &outside);
  /* selection.negate ():percentage (10):grow ():filter_mapchar (".") */
  nhs_sp_sel_clear (&icey, 1);
  sel_percentage (g, &icey, 10, &icey);
  nhs_sp_sel_grow (g, &icey, W_ANY);
  sel_match1 (g, '.', &floor);
  sel_and (&icey, &floor);
  nhs_sp_terrain_sel (g, &icey, NHS_SQ_ICE);
  if (cwid > 1)
    {
      sel_percentage (g, &icey, 1, &s);
      nhs_sp_terrain_sel (g, &s, NHS_SQ_WATER);
    }
  sel_percentage (g, &icey, 5, &s);
  nhs_sp_terrain_sel (g, &s, NHS_SQ_POOL);
  if (percent (g, 25))
    {
      sel_match1 (g, 'w', &s);
      nhs_sp_terrain_sel (g, &s, NHS_SQ_WATER);
    }
  if (cwid == 1 && percent (g, 25))
    hell_prefab (g, TRUE);
  nhs_sp_terrain_sel (g, &outside, NHS_SQ_STONE);
}

/* 7: an open cavern, walled with stone or lava */
static void
hell_cavern (Gen *g)
{
  int wter = percent (g, 50) ? NHS_SQ_STONE : NHS_SQ_LAVA;
  NhsLevMkmap o = { .fg = NHS_SQ_ROOM, .bg = wter, .smoothed = TRUE,
                    .joined = TRUE, .lit = FALSE, .walled = FALSE,
                    .on_stone = TRUE };   /* (the level's first lines) */
  Sel s;

  nhs_lev_mkmap (g, &o);
  sel_match1 (g, '.', &s);
  nhs_sp_sel_grow (g, &s, W_ANY);
  nhs_sp_terrain_sel (g, &s, NHS_SQ_ROOM);
  /* selection.rect (0, 0, 78, 20): columns 1 and 79, rows 0 and 20 */
  nhs_sp_sel_clear (&s, 0);
  for (int x = 1; x < COLNO; x++)
    s.c[x] = 1u | (1u << (ROWNO - 1));
  s.c[1] = s.c[COLNO - 1] = SEL_COL;
  nhs_sp_terrain_sel (g, &s, wter);
  nhs_lev_wallify_map (g, 0, -1, COLNO, ROWNO);
}

/* ------------------------------------------------------ the level's lines */

/* get_location (random): 100 tries anywhere, then the first good square */
gboolean
nhs_sp_random_location (Gen *g, gboolean (*ok) (const NhsSquare *s), int *x, int *y)
{
  return nhs_sp_box_location (g, 1, 0, COLNO - 1, ROWNO, ok, x, y);
}

/* the same inside the map being filled (x0, y0: its first square) */
/* get_location ()'s loop: up to 100 random squares of the box, then the
   first that fits, column by column; a square fits ok () or, ok NULL,
   is_ok_location () with humidity */
static gboolean
box_location (Gen *g, int x0, int y0, int w, int h, gboolean (*ok) (const NhsSquare *s),
              int humidity, int *x, int *y)
{
#define FITS(xx, yy) (isok ((xx), (yy)) \
                      && (ok ? ok (LEV (g, (xx), (yy))) : nhs_lev_loc_ok (g, (xx), (yy), humidity)))
  for (int cpt = 0; cpt < 100; cpt++)
    {
      *x = x0 + rn2 (g, w);
      *y = y0 + rn2 (g, h);
      if (FITS (*x, *y))
        return TRUE;
    }
  for (int xx = x0; xx < x0 + w; xx++)
    for (int yy = y0; yy < y0 + h; yy++)
      if (FITS (xx, yy))
        {
          *x = xx;
          *y = yy;
          return TRUE;
        }
  return FALSE;
#undef FITS
}

gboolean
nhs_sp_box_location (Gen *g, int x0, int y0, int w, int h,
                     gboolean (*ok) (const NhsSquare *s), int *x, int *y)
{
  return box_location (g, x0, y0, w, h, ok, 0, x, y);
}

/* sp_lev.c create_monster ()'s random square in the box (w 0: the whole
   map) for monster mindex: get_location_coord () with pm_to_humidity ()
   (two get_location () tries), then with DRY added (two more); makemon
   (NULL)'s (mindex -1, random TRUE) DRY only */
gboolean
nhs_sp_monster_location (Gen *g, int mindex, gboolean random, int x0, int y0, int w, int h,
                         int *x, int *y)
{
  int loc = random ? NHS_LOC_DRY : nhs_lev_monster_humidity (g, mindex);

  if (!w)
    x0 = 1, y0 = 0, w = COLNO - 1, h = ROWNO;
  if (box_location (g, x0, y0, w, h, NULL, loc, x, y)
      || box_location (g, x0, y0, w, h, NULL, loc, x, y))
    return TRUE;
  return !random && (box_location (g, x0, y0, w, h, NULL, loc | NHS_LOC_DRY, x, y)
                     || box_location (g, x0, y0, w, h, NULL, loc | NHS_LOC_DRY, x, y));
}

/* DRY: SPACE_POS without a boulder; a prefab's boundary is still a
 * CROSSWALL then */
gboolean
nhs_sp_dry (const NhsSquare *s)
{
  return NHS_SQ_IS_SPACE_POS (s->typ) && s->typ != NHS_SQ_AIR
         && !(s->flags & NHS_SQF_BOULDER) && !(s->doormask & SQ_BOUNDARY);
}

/* des.object ("boulder") at a random DRY square */
void
nhs_sp_boulder (Gen *g)
{
  int x, y;

  if (nhs_sp_random_location (g, nhs_sp_dry, &x, &y))
    nhs_lev_put_boulder (g, x, y);
}

gboolean
nhs_sp_stair_ok (const NhsSquare *s)
{
  return (s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_CORR || s->typ == NHS_SQ_ICE)
         && !(s->doormask & SQ_BOUNDARY);
}

/* A taken square gives way to the one enexto () gives monster mindex (-1:
 * none chosen yet); FALSE when there is none. */
gboolean
nhs_sp_monster_spot (Gen *g, int mindex, int *x, int *y)
{
  if (LEV (g, *x, *y)->mon)
    nhs_lev_enexto (g, mindex, *x, *y, x, y);
  return !LEV (g, *x, *y)->mon;
}

/* des.monster's choice, made before its square: the named monster, one of
 * the class, or (the class gone) a random monster */
void
nhs_sp_pick_monster (Gen *g, char mclass, const char *name, NhsSpPick *pick)
{
  *pick = (NhsSpPick) { .idx = -1, .sym = mclass };
  if (!name && !nhs_lev_pick_monster (g, mclass, &pick->idx, &pick->sym, &pick->picked))
    pick->random = TRUE;
}

/* ... made at (x, y), or the nearest free square when it is taken */
void
nhs_sp_place_monster (Gen *g, char mclass, const char *name, const NhsSpPick *pick, int x, int y)
{
  int idx = pick->idx;

  if (name && g->lev->params.lookup)
    idx = g->lev->params.lookup (g->lev->params.picker_data, name, NULL);
  if (!nhs_sp_monster_spot (g, idx, &x, &y))
    return;
  if (name)
    nhs_lev_make_named_monster (g, name, mclass, x, y, FALSE);
  else if (pick->random)
    nhs_lev_make_random_monster (g, 0, x, y, FALSE);
  else
    nhs_lev_add_monster (g, x, y, pick->idx, pick->sym, pick->picked, FALSE);
}

/* des.monster ({ class or id, x, y }) at a square of a prefab: the
 * monster is chosen first, then the square (the nearest free one when it
 * is taken) */
void
nhs_sp_pick_location_monster (Gen *g, char mclass, const char *name, int x, int y)
{
  NhsSpPick pick;

  nhs_sp_pick_monster (g, mclass, name, &pick);
  if (isok (x, y))
    nhs_sp_place_monster (g, mclass, name, &pick, x, y);
}

void
nhs_sp_stair (Gen *g, gboolean up)
{
  int x, y;

  if (nhs_sp_random_location (g, nhs_sp_stair_ok, &x, &y))
    {
      LEV (g, x, y)->trap = 0;   /* a trap there goes (a prefab's pit) */
      nhs_lev_mkstairs (g, up, x, y, -1);
    }
}

/* the stairs' phase: des.stair ("up"), des.stair ("down"), and the
 * snapshots of the phases up to the traps */
void
nhs_sp_stairs (Gen *g)
{
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  nhs_sp_stair (g, TRUE);
  nhs_sp_stair (g, FALSE);
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (g, (NhsLevelPhase) p, TRUE);
}

/* selvar.c selection_do_ellipse (), filled */
void
nhs_lev_ellipse (int xc, int yc, int a, int b, void (*set) (gpointer ud, int x, int y),
                 gpointer ud)
{
  long x = 0, y = b, a2 = (long) a * a, b2 = (long) b * b;
  long crit1 = -(a2 / 4 + a % 2 + b2), crit2 = -(b2 / 4 + b % 2 + a2);
  long crit3 = -(b2 / 4 + b % 2), t = -a2 * y, dxt = 0, dyt = -2 * a2 * y;
  long d2xt = 2 * b2, d2yt = 2 * a2, width = 1;

#define ROW(yy)                                                             \
  for (long i = 0; i < width; i++)                                          \
    if (xc - x + i >= 0 && xc - x + i < COLNO && (yy) >= 0 && (yy) < ROWNO) \
      set (ud, (int) (xc - x + i), (int) (yy))
  while (y >= 0 && x <= a)
    {
      if (t + b2 * x <= crit1 || t + a2 * y <= crit3)
        {
          x++;
          dxt += d2xt;
          t += dxt;
          width += 2;
        }
      else
        {
          gboolean diag = !(t - a2 * y > crit2);

          ROW (yc - y);
          if (y != 0)
            ROW (yc + y);
          if (diag)
            {
              x++;
              dxt += d2xt;
              t += dxt;
              width += 2;
            }
          y--;
          dyt += d2yt;
          t += dyt;
        }
    }
#undef ROW
}

/* des.monster ({ id = name }) or des.monster () */
void
nhs_sp_monster (Gen *g, const char *name, char symbol)
{
  int x, y;

  int idx = name && g->lev->params.lookup
            ? g->lev->params.lookup (g->lev->params.picker_data, name, NULL) : -1;

  if (!nhs_sp_monster_location (g, idx, !name, 0, 0, 0, 0, &x, &y)
      || !nhs_sp_monster_spot (g, idx, &x, &y))
    return;
  if (name)
    nhs_lev_make_named_monster (g, name, symbol, x, y, FALSE);
  else
    nhs_lev_make_anymon (g, x, y, FALSE, TRUE);   /* with its group */
}

/* des.trap (): a random dry square not on stairs (100 tries), a random
 * kind (mktrap in Gehennom) */
void
nhs_sp_trap (Gen *g)
{
  int x, y, tries = 0, kind;

  do
    if (!nhs_sp_random_location (g, nhs_sp_dry, &x, &y))
      return;
  while (TYP (g, x, y) == NHS_SQ_STAIRS && ++tries <= 100);
  if (tries > 100)
    return;
  kind = nhs_lev_random_trap_kind_hell (g);
  nhs_lev_trap_with_spider (g, x, y, kind);
}

void
nhs_level_make_hellfill (NhsLevelGen *g)
{
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  switch (lua_random (g, g->variant->level_hell_fill_kinds))
    {
    case 1:
      hell_lava_cave (g);
      break;
    case 2:
      hell_grid_maze (g);
      break;
    case 3:
      init_maze (g, -1, 1);
      break;
    case 4:
      hell_barred_maze (g);
      break;
    case 5:
      hell_thick_maze (g);
      break;
    case 6:
      hell_cold_maze (g);
      break;
    default:
      hell_cavern (g);
      break;
    }
  /* the end of load_special (): wallification of the whole map (the
   * level is not a corridor maze) */
  nhs_lev_wallification (g, 1, 0, COLNO - 1, ROWNO - 1);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_ROOMS, TRUE);

  if (!g->lev->params.invocation)
    nhs_sp_stairs (g);
  else
    {
      /* the invocation level: des.stair ("up"), then des.trap ("vibrating
         square") where the down stairs would be (pick_vibrasquare_location) */
      g->phase = NHS_LEVEL_PHASE_STAIRS;
      nhs_sp_stair (g, TRUE);
      nhs_lev_place_vibrasquare (g, 1000, TRUE);
      for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
        nhs_lev_snapshot (g, (NhsLevelPhase) p, TRUE);
    }

  /* populatemaze (): (the objects and gold are left out, their dice too)
     math.random (10) + 2 objects of the rock class ("`"), each at a random
     dry square, then mkobj (ROCK_CLASS) draws its kind by the objects'
     chances (a boulder 100 in 1000, a statue the rest; the statues are
     left out) */
  for (int n = lua_random (g, 10) + 2; n; n--)
    {
      int x, y;

      if (nhs_sp_random_location (g, nhs_sp_dry, &x, &y)
          && g_strcmp0 (nhs_lev_rnd_kind (g, NHS_OC_ROCK), "boulder") == 0)
        nhs_lev_put_boulder (g, x, y);
    }
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = lua_random (g, NHS_MAZE_MINOTAUR_DIE); n; n--)
    nhs_sp_monster (g, "minotaur", 'H');
  for (int n = lua_random (g, NHS_MAZE_RANDOM_SPREAD) + NHS_MAZE_RANDOM_BASE; n; n--)
    nhs_sp_monster (g, NULL, 0);
  /* (gold left out) */
  g->phase = NHS_LEVEL_PHASE_TRAPS;
  g->trap_boulders = TRUE;   /* (a rolling boulder trap's boulder) */
  for (int n = lua_random (g, NHS_MAZE_TRAP_SPREAD) + NHS_MAZE_TRAP_BASE; n; n--)
    nhs_sp_trap (g);
  g->trap_boulders = FALSE;
  /* remove_boundary_syms (): the boundaries are floor now */
  if (g->boundaries)   /* (else there are none to clear) */
    for (int x = 0; x < COLNO; x++)
      for (int y = 0; y < ROWNO; y++)
        LEV (g, x, y)->doormask &= (guint8) ~SQ_BOUNDARY;
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
