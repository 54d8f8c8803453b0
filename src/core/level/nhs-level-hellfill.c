/* nhs-level-hellfill.c: NetHack 5.0.0's Gehennom filler level
 * (dat/hellfill.lua)
 *
 * Written from reading 5.0.0's dat/hellfill.lua and dat/nhlib.lua (the
 * level's script, shuffle, percent, hell_tweaks), sp_lev.c (level_init,
 * mazewalk, replace_terrain, terrain, stair, trap, monster, get_location,
 * wallify_map, the end of load_special), nhlsel.c and selvar.c (the
 * selections), mkmaze.c (create_maze, walkfrom), mkmap.c (the cave),
 * mklev.c (mktrap) and nhlua.c (math.random is 1 + rn2 (n), and a + rn2
 * (b - a + 1) with two arguments; percent (n) is rn2 (100) < n).
 *
 * The script picks one of seven kinds of level (math.random (1, 7)):
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
 * Left out, knowingly (their dice are not rolled):
 *  - objects, boulders and gold (as every generator here);
 *  - the prefab maps (rnd_hell_prefab) the script lays over some mazes 1
 *    time in 4: the percent () that decides is rolled, the map is not laid;
 *  - the branch (Vlad's Tower's stairs) and the invocation level's
 *    vibrating square: every level is an ordinary filler;
 *  - 5.0.0's enexto () order (NEW_ENEXTO shuffles the rings around a
 *    taken square; here a random one of the nearest free squares, 3.6's
 *    rule), for a taken square and for a group's copies alike.
 *  The random trap kind is drawn with 3.6's rnd (23): 5.0.0 draws rnd (25)
 *  and refuses the two it adds, which gives every kind the same chance.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

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

/* A selection covers the whole map, column 0 too; every operation that
 * rolls dice visits its points column by column (x outer, y inner), as
 * selvar.c's loops over the bounds do. */
typedef struct {
  guint8 p[COLNO][ROWNO];
} Sel;

static void
sel_clear (Sel *s, int v)
{
  memset (s->p, v, sizeof s->p);
}

/* The selection's 0 and 1 bytes, eight at a time (COLNO * ROWNO is a
 * multiple of 8) */
#define SEL_WORDS (COLNO * ROWNO / 8)
G_STATIC_ASSERT (COLNO * ROWNO % 8 == 0);

static inline guint64
sel_word (const Sel *s, int i)
{
  guint64 v;

  memcpy (&v, &s->p[0][0] + 8 * i, 8);
  return v;
}

static inline void
sel_set_word (Sel *s, int i, guint64 v)
{
  memcpy (&s->p[0][0] + 8 * i, &v, 8);
}

static int
sel_count (const Sel *s)
{
  guint64 sum = 0;

  /* each byte 0 or 1: the bytes add up without carries for 255 words */
  for (int i = 0; i < SEL_WORDS; i++)
    sum += sel_word (s, i);
  sum = (sum & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff))
        + ((sum >> 8) & G_GUINT64_CONSTANT (0x00ff00ff00ff00ff));
  return (int) ((sum * G_GUINT64_CONSTANT (0x0001000100010001)) >> 48);
}

static void
sel_and (Sel *a, const Sel *b)
{
  for (int i = 0; i < SEL_WORDS; i++)
    sel_set_word (a, i, sel_word (a, i) & sel_word (b, i));
}

static void
sel_or (Sel *a, const Sel *b)
{
  for (int i = 0; i < SEL_WORDS; i++)
    sel_set_word (a, i, sel_word (a, i) | sel_word (b, i));
}

static void
sel_not (Sel *a)
{
  for (int i = 0; i < SEL_WORDS; i++)
    sel_set_word (a, i, sel_word (a, i) ^ G_GUINT64_CONSTANT (0x0101010101010101));
}

/* selection.percentage (sel, pct): a new selection */
static void
sel_percentage (Gen *g, const Sel *in, int pct, Sel *out)
{
  Sel tmp;

  sel_clear (&tmp, 0);
  for (int x = 0; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      if (in->p[x][y] && rn2 (g, 100) < pct)
        tmp.p[x][y] = 1;
  *out = tmp;
}

enum { W_NORTH = 1, W_SOUTH = 2, W_EAST = 4, W_WEST = 8, W_ANY = 15, W_RANDOM = -1 };

/* dst[i] |= src[i] for n bytes of 0 and 1, eight at a time */
static inline void
or_bytes (guint8 *dst, const guint8 *src, int n)
{
  int i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 a, b;

      memcpy (&a, dst + i, 8);
      memcpy (&b, src + i, 8);
      a |= b;
      memcpy (dst + i, &a, 8);
    }
  for (; i < n; i++)
    dst[i] |= src[i];
}

/* selection_do_grow (sel, dir): a direction grows the selection that way;
 * two neighbouring directions also grow it diagonally between them. The
 * selection is laid out with a border of 0 (stride BROWS), so each
 * direction is one OR of the whole grid moved by that step. */
#define BROWS (ROWNO + 2)
static void
sel_grow (Gen *g, Sel *s, int dir)
{
  guint8 b[(COLNO + 2) * BROWS], out[(COLNO + 2) * BROWS];
  gboolean w, n, e, so;
  int steps[8], k = 0;

  if (dir == W_RANDOM)
    {
      static const int wdirs[4] = { W_NORTH, W_SOUTH, W_EAST, W_WEST };

      dir = wdirs[rn2 (g, 4)];
    }
  w = (dir & W_WEST) != 0;
  n = (dir & W_NORTH) != 0;
  e = (dir & W_EAST) != 0;
  so = (dir & W_SOUTH) != 0;
  memset (b, 0, sizeof b);
  for (int x = 0; x < COLNO; x++)
    memcpy (&b[(x + 1) * BROWS + 1], s->p[x], ROWNO);
  memcpy (out, b, sizeof out);
  /* a square joins when the square (dx, dy) from it is in: west looks
   * east (1, 0), north looks south (0, 1), ... */
#define STEP(dx, dy) (steps[k++] = (dx) * BROWS + (dy))
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
  /* the inside of the bordered grid: squares (0, 0) to (COLNO-1, ROWNO-1)
   * and the border rows between columns, which are not copied back */
  for (int i = 0; i < k; i++)
    or_bytes (out + BROWS + 1, b + BROWS + 1 + steps[i], COLNO * BROWS - 2);
  for (int x = 0; x < COLNO; x++)
    memcpy (s->p[x], &out[(x + 1) * BROWS + 1], ROWNO);
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

/* selection.match (fragment): columns 1.. of every row */
static void
sel_match (Gen *g, const char *const *rows, int w, int h, Sel *out)
{
  Frag f;

  frag_compile (rows, w, h, &f);
  sel_clear (out, 0);
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      out->p[x][y] = frag_match (g, &f, x, y);
}

/* which kinds of square a one-square fragment matches */
static void
match_table (char c, guint8 match[256])
{
  int want = chr2typ (c);

  for (int t = 0; t < 256; t++)
    match[t] = match_typ (want, t);
}

static void
sel_match1 (Gen *g, char c, Sel *out)
{
  guint8 match[256];

  match_table (c, match);
  /* a fragment of one square: that square only (column 0 left out) */
  memset (out->p[0], 0, sizeof out->p[0]);
  for (int x = 1; x < COLNO; x++)
    {
      const NhsSquare *sq = g->lev->sq[x];

      for (int y = 0; y < ROWNO; y++)
        out->p[x][y] = match[sq[y].typ];
    }
}

/* selection.rndcoord (sel) */
static gboolean
sel_rndcoord (Gen *g, const Sel *s, int *x, int *y)
{
  int n = sel_count (s), c;

  *x = *y = -1;
  if (n == 0)
    return FALSE;
  c = rn2 (g, n);
  for (int dx = 0; dx < COLNO; dx++)
    for (int dy = 0; dy < ROWNO; dy++)
      if (s->p[dx][dy] && c-- == 0)
        {
          *x = dx;
          *y = dy;
          return TRUE;
        }
  return FALSE;
}

/* selection_do_randline: a line bent at random midpoints */
static void
sel_randline (Gen *g, int x1, int y1, int x2, int y2, int rough, int rec, Sel *s)
{
  int mx, my;

  if (rec < 1 || (x2 == x1 && y2 == y1))
    return;
  rough = MIN (rough, MAX (ABS (x2 - x1), ABS (y2 - y1)));
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
  s->p[mx][my] = 1;
  rough = (rough * 2) / 3;
  rec--;
  sel_randline (g, x1, y1, mx, my, rough, rec, s);
  sel_randline (g, mx, my, x2, y2, rough, rec, s);
  if (x2 >= 0 && y2 >= 0 && x2 < COLNO && y2 < ROWNO)
    s->p[x2][y2] = 1;
}

/* des.terrain (sel, typ) */
static void
terrain_sel (Gen *g, const Sel *s, int t)
{
  for (int x = 1; x < COLNO; x++)
    {
      const guint8 *p = s->p[x];
      NhsSquare *sq = g->lev->sq[x];

      for (int y = 0; y < ROWNO; y++)
        if (p[y] && sq[y].typ != t)
          {
            sq[y].typ = (guint8) t;
            sq[y].phase = (guint8) g->phase;
          }
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

static void
replace_terrain1 (Gen *g, char from, int to, int chance)
{
  guint8 match[256];

  match_table (from, match);
  for (int x = 1; x < COLNO; x++)
    {
      NhsSquare *sq = g->lev->sq[x];

      for (int y = 0; y < ROWNO; y++)
        if (match[sq[y].typ] && rn2 (g, 100) < chance && sq[y].typ != to)
          {
            sq[y].typ = (guint8) to;
            sq[y].phase = (guint8) g->phase;
          }
    }
}

/* ----------------------------------------------------------- the script */

static inline int
lua_random (Gen *g, int n)   /* math.random (n) */
{
  return 1 + rn2 (g, n);
}

static inline gboolean
percent (Gen *g, int n)
{
  return rn2 (g, 100) < n;
}

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
  n_unprot = COLNO * ROWNO - sel_count (&prot);

  /* random pools of lava */
  if (percent (g, 20 + g->depth))
    {
      Sel pools, one;
      int maxpools = 5 + lua_random (g, g->depth);
      int x, y;

      sel_clear (&pools, 0);
      for (int i = 0; i < maxpools; i++)
        {
          x = 1 + rn2 (g, COLNO - 1);
          y = rn2 (g, ROWNO);
          pools.p[x][y] = 1;
        }
      for (int k = 0; k < 3; k++)
        {
          static const int dirs[3] = { W_WEST, W_NORTH, W_RANDOM };

          sel_clear (&one, 0);
          x = 1 + rn2 (g, COLNO - 1);
          y = rn2 (g, ROWNO);
          one.p[x][y] = 1;
          sel_grow (g, &one, dirs[k]);
          sel_or (&pools, &one);
        }
      sel_and (&pools, &prot);
      if (percent (g, 80))
        {
          Sel ground = pools;
          int pval;

          sel_grow (g, &ground, W_ANY);
          sel_and (&ground, &prot);
          pval = lua_random (g, 8) * 10;
          sel_percentage (g, &ground, pval, &ground);
          terrain_sel (g, &ground, NHS_SQ_ROOM);
        }
      terrain_sel (g, &pools, NHS_SQ_LAVA);
    }

  /* a river of lava */
  if (percent (g, 50))
    {
      Sel rivers, floor, line;
      /* the script's division is Lua's, in floating point */
      double reqpts = (double) (COLNO * ROWNO - n_unprot) / 12.0;
      int rpts, tries = 0;

      sel_clear (&rivers, 0);
      do
        {
          int ax, ay, bx, by;

          sel_match1 (g, '.', &floor);
          sel_rndcoord (g, &floor, &ax, &ay);
          sel_rndcoord (g, &floor, &bx, &by);
          sel_clear (&line, 0);
          sel_randline (g, ax, ay, bx, by, 10, 12, &line);
          if (percent (g, 50))
            sel_grow (g, &line, W_NORTH);
          if (percent (g, 50))
            sel_grow (g, &line, W_WEST);
          sel_or (&rivers, &line);
          sel_and (&rivers, &prot);
          rpts = sel_count (&rivers);
          tries++;
        }
      while (!(rpts > reqpts || tries > 7));
      if (percent (g, 60))
        {
          int prc = 10 * lua_random (g, 6);
          Sel banks = rivers;

          sel_grow (g, &banks, W_ANY);
          sel_and (&banks, &prot);
          sel_percentage (g, &banks, prc, &banks);
          terrain_sel (g, &banks, NHS_SQ_ROOM);
        }
      terrain_sel (g, &rivers, NHS_SQ_LAVA);
    }

  /* walls between floor: boulders (left out) on new floor, or iron bars */
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
            terrain_sel (g, &a, NHS_SQ_ROOM);
          }
        else
          {
            Sel walls;

            sel_grow (g, &a, W_ANY);
            sel_match1 (g, 'w', &walls);
            sel_and (&a, &walls);
            sel_and (&a, &prot);
            terrain_sel (g, &a, NHS_SQ_IRONBARS);
          }
      }
}

/* rnd_hell_prefab (): left out (see the top) */
static void
hell_prefab (Gen *g)
{
}

/* 1: the Mines' cave, its stone turned to lava */
static void
hell_lava_cave (Gen *g)
{
  NhsLevMkmap o = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = TRUE,
                    .joined = TRUE, .lit = FALSE, .walled = TRUE };

  nhs_lev_mkmap (g, &o);
  replace_terrain1 (g, ' ', NHS_SQ_LAVA, 100);
  replace_terrain1 (g, '.', NHS_SQ_LAVA, 5);
  replace_terrain1 (g, 'w', NHS_SQ_LAVA, 20);
  replace_terrain1 (g, 'w', NHS_SQ_ROOM, 15);
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
    for (int y = 0; y < ROWNO; y++)
      if (TYP (g, x, y) == NHS_SQ_HWALL)
        {
          lx = MIN (lx, x);
          hx = MAX (hx, x);
          ly = MIN (ly, y);
          hy = MAX (hy, y);
        }
  sel_clear (&keep, 1);
  for (int x = lx + 1; x <= hx - 1; x++)
    for (int y = ly + 1; y <= hy - 1; y++)
      keep.p[x][y] = 0;
  hell_tweaks (g, &keep);
  if (percent (g, 25))
    hell_prefab (g);
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
  replace_terrain1 (g, 'w', wall, 100);
  if (cwid == 1)
    {
      if (wall == NHS_SQ_IRONBARS && percent (g, 80))
        {
          static const char *const gap[3] = { ".", "F", "." };

          replace_terrain (g, gap, 1, 3, NHS_SQ_ROOM, 25 * lua_random (g, 4));
        }
      else if (percent (g, 25))
        hell_prefab (g);
    }
  terrain_sel (g, &outside, NHS_SQ_STONE);
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
      replace_terrain1 (g, 'w', NHS_SQ_LAVA, 100);
      terrain_sel (g, &outside, NHS_SQ_STONE);
      if (wwid == 3 && percent (g, 40))
        {
          static const char *const block[3] = { "LLL", "LLL", "LLL" };
          Sel s;
          int pct;

          sel_match (g, block, 3, 3, &s);
          pct = 30 * lua_random (g, 4);
          sel_percentage (g, &s, pct, &s);
          terrain_sel (g, &s, NHS_SQ_LAVAWALL);
        }
    }
}

/* 6: the cold maze: ice, pools, walls of water */
static void
hell_cold_maze (Gen *g)
{
  int cwid = lua_random (g, 4);
  Sel outside, icey, s, floor;

  init_maze (g, cwid, 1);
  sel_match1 (g, ' ', &outside);
  /* selection.negate ():percentage (10):grow ():filter_mapchar (".") */
  sel_clear (&icey, 1);
  sel_percentage (g, &icey, 10, &icey);
  sel_grow (g, &icey, W_ANY);
  sel_match1 (g, '.', &floor);
  sel_and (&icey, &floor);
  terrain_sel (g, &icey, NHS_SQ_ICE);
  if (cwid > 1)
    {
      sel_percentage (g, &icey, 1, &s);
      terrain_sel (g, &s, NHS_SQ_WATER);
    }
  sel_percentage (g, &icey, 5, &s);
  terrain_sel (g, &s, NHS_SQ_POOL);
  if (percent (g, 25))
    {
      sel_match1 (g, 'w', &s);
      terrain_sel (g, &s, NHS_SQ_WATER);
    }
  if (cwid == 1 && percent (g, 25))
    hell_prefab (g);
  terrain_sel (g, &outside, NHS_SQ_STONE);
}

/* 7: an open cavern, walled with stone or lava */
static void
hell_cavern (Gen *g)
{
  int wter = percent (g, 50) ? NHS_SQ_STONE : NHS_SQ_LAVA;
  NhsLevMkmap o = { .fg = NHS_SQ_ROOM, .bg = wter, .smoothed = TRUE,
                    .joined = TRUE, .lit = FALSE, .walled = FALSE };
  Sel s;

  nhs_lev_mkmap (g, &o);
  sel_match1 (g, '.', &s);
  sel_grow (g, &s, W_ANY);
  terrain_sel (g, &s, NHS_SQ_ROOM);
  /* selection.rect (0, 0, 78, 20): columns 1 and 79, rows 0 and 20 */
  sel_clear (&s, 0);
  for (int x = 1; x < COLNO; x++)
    s.p[x][0] = s.p[x][ROWNO - 1] = 1;
  for (int y = 0; y < ROWNO; y++)
    s.p[1][y] = s.p[COLNO - 1][y] = 1;
  terrain_sel (g, &s, wter);
  nhs_lev_wallify_map (g, 0, -1, COLNO, ROWNO);
}

/* ------------------------------------------------------ the level's lines */

/* get_location (random): 100 tries anywhere, then the first good square */
static gboolean
random_location (Gen *g, gboolean (*ok) (int typ), int *x, int *y)
{
  for (int cpt = 0; cpt < 100; cpt++)
    {
      *x = 1 + rn2 (g, COLNO - 1);
      *y = rn2 (g, ROWNO);
      if (ok (TYP (g, *x, *y)))
        return TRUE;
    }
  for (int xx = 0; xx < COLNO - 1; xx++)
    for (int yy = 0; yy < ROWNO; yy++)
      if (ok (TYP (g, 1 + xx, yy)))
        {
          *x = 1 + xx;
          *y = yy;
          return TRUE;
        }
  return FALSE;
}

/* DRY: SPACE_POS (boulders, which would also refuse a square, are left
 * out) */
static gboolean
dry (int t)
{
  return t > NHS_SQ_DOOR;
}

static gboolean
stair_ok (int t)
{
  return t == NHS_SQ_ROOM || t == NHS_SQ_CORR || t == NHS_SQ_ICE;
}

static void
stair (Gen *g, gboolean up)
{
  int x, y;

  if (random_location (g, stair_ok, &x, &y))
    nhs_lev_mkstairs (g, up, x, y, -1);
}

/* des.monster ({ id = name }) or des.monster () */
static void
monster (Gen *g, const char *name, char symbol)
{
  int x, y;

  if (!random_location (g, dry, &x, &y))
    return;
  if (LEV (g, x, y)->mon)
    nhs_lev_enexto (g, x, y, &x, &y);
  if (LEV (g, x, y)->mon)
    return;
  if (name)
    nhs_lev_make_named_monster (g, name, symbol, x, y, FALSE);
  else
    nhs_lev_make_anymon (g, x, y, FALSE, TRUE);   /* with its group */
}

/* des.trap (): a random dry square not on stairs (100 tries), a random
 * kind (mktrap in Gehennom) */
static void
trap (Gen *g)
{
  int x, y, tries = 0, kind;

  do
    if (!random_location (g, dry, &x, &y))
      return;
  while (TYP (g, x, y) == NHS_SQ_STAIRS && ++tries <= 100);
  if (tries > 100)
    return;
  kind = nhs_level_random_trap_kind (&g->rng, g->depth, TRUE);
  nhs_lev_trap_with_spider (g, x, y, kind);
}

void
nhs_level_make_hellfill (NhsLevelGen *g)
{
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  switch (lua_random (g, 7))
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

  g->phase = NHS_LEVEL_PHASE_STAIRS;
  stair (g, TRUE);
  stair (g, FALSE);
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (g, (NhsLevelPhase) p, TRUE);

  /* populatemaze (): (objects and boulders left out) */
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  for (int n = lua_random (g, 3); n; n--)
    monster (g, "minotaur", 'H');
  for (int n = lua_random (g, 5) + 7; n; n--)
    monster (g, NULL, 0);
  /* (gold left out) */
  g->phase = NHS_LEVEL_PHASE_TRAPS;
  for (int n = lua_random (g, 6) + 7; n; n--)
    trap (g);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
}
