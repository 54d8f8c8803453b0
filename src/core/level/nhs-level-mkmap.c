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

/* The cave is grown on a grid of its own, 1 for the foreground, 0 for the
 * background, with a border of background all round (cell[x + 1][y + 1] is
 * square x, y; everything get_map () calls background outside columns
 * 1..WIDTH and rows 0..HEIGHT-1 stays 0), then written to the level: the
 * same squares the game's passes leave, faster. */
typedef guint8 Cells[COLNO + 2][ROWNO + 2];

static void
init_fill (Mkmap *m, Cells cell)
{
  const int limit = (WIDTH * HEIGHT * 2) / 5;
  int count = 0;

  while (count < limit)
    {
      int i = rn1 (m->g, WIDTH - 1, 2);
      int j = rnd (m->g, HEIGHT - 1);

      if (!cell[i + 1][j + 1])
        {
          cell[i + 1][j + 1] = 1;
          count++;
        }
    }
}

static inline int
fg_neighbours (Cells cell, int i, int j)
{
  const guint8 *l = cell[i], *c = cell[i + 1], *r = cell[i + 2];

  return l[j] + l[j + 1] + l[j + 2] + c[j] + c[j + 2] + r[j] + r[j + 1] + r[j + 2];
}

/* pass one: changes in place, as it goes */
static void
pass_one (Cells cell)
{
  for (int i = 2; i <= WIDTH; i++)
    for (int j = 1; j < HEIGHT; j++)
      {
        int count = fg_neighbours (cell, i, j);

        if (count <= 2)
          cell[i + 1][j + 1] = 0;
        else if (count >= 5)
          cell[i + 1][j + 1] = 1;
      }
}

/* passes two and three: all at once */
static void
pass_two_three (Cells cell, gboolean three)
{
  Cells next;

  memcpy (next, cell, sizeof next);
  for (int i = 2; i <= WIDTH; i++)
    for (int j = 1; j < HEIGHT; j++)
      {
        int count = fg_neighbours (cell, i, j);

        if (three ? count < 3 : count == 5)
          next[i + 1][j + 1] = 0;
      }
  memcpy (cell, next, sizeof next);
}

/* init_map (bg), then the cellular passes; every square of columns
 * 1..COLNO-1 ends foreground or background */
static void
grow_cave (Mkmap *m)
{
  Cells cell;

  memset (cell, 0, sizeof cell);
  init_fill (m, cell);
  pass_one (cell);
  pass_two_three (cell, FALSE);
  if (m->o->smoothed)
    {
      pass_two_three (cell, TRUE);
      pass_two_three (cell, TRUE);
    }
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      put (m, x, y, cell[x + 1][y + 1] ? m->o->fg : m->o->bg);
}

/* flood_fill_rm (not anyroom): the 8-connected foreground around (sx, sy),
 * marked with region rmno; its size and bounding box */
static int
flood_region (Mkmap *m, int sx, int sy, int rmno, MRoom *box)
{
  static const int dirs[8][2] = {
    { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 },
    { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 },
  };
  int stack[COLNO * ROWNO][2];
  int sp = 0, n = 0;

  box->lx = box->hx = sx;
  box->ly = box->hy = sy;
  m->roomno[sx][sy] = (guint8) rmno;
  stack[sp][0] = sx;
  stack[sp][1] = sy;
  sp++;
  while (sp > 0)
    {
      int x, y;

      sp--;
      x = stack[sp][0];
      y = stack[sp][1];
      n++;
      box->lx = MIN (box->lx, x);
      box->hx = MAX (box->hx, x);
      box->ly = MIN (box->ly, y);
      box->hy = MAX (box->hy, y);
      for (int d = 0; d < 8; d++)
        {
          int nx = x + dirs[d][0], ny = y + dirs[d][1];

          if (!isok (nx, ny) || nx > WIDTH || typ (m, nx, ny) != m->o->fg
              || m->roomno[nx][ny] == rmno)
            continue;
          m->roomno[nx][ny] = (guint8) rmno;
          stack[sp][0] = nx;
          stack[sp][1] = ny;
          sp++;
        }
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

static void
join_map (Mkmap *m)
{
  for (int i = 2; i <= WIDTH && m->nroom < MAXROOMS; i++)
    for (int j = 1; j < HEIGHT && m->nroom < MAXROOMS; j++)
      {
        MRoom box;
        int n;

        if (typ (m, i, j) != m->o->fg || m->roomno[i][j])
          continue;
        n = flood_region (m, i, j, m->nroom + 1, &box);
        if (n > 3)
          m->rooms[m->nroom++] = box;
        else   /* a tiny hole: filled in */
          for (int x = box.lx; x <= box.hx; x++)
            for (int y = box.ly; y <= box.hy; y++)
              if (m->roomno[x][y] == m->nroom + 1)
                {
                  set_typ (m->g, x, y, m->o->bg);
                  m->roomno[x][y] = 0;
                }
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

void
nhs_lev_wallify_map (Gen *g, int x1, int y1, int x2, int y2)
{
  typedef guint8 Floor[COLNO + 2][ROWNO + 2];
  Floor floor;   /* 1 for floor, a border of 0 (off the map) */
  gboolean first = g->variant->level_wallify_first_floor;

  x1 = MAX (x1, 1);
  y1 = MAX (y1, 0);
  x2 = MIN (x2, COLNO - 1);
  y2 = MIN (y2, ROWNO - 1);
  memset (floor, 0, sizeof floor);
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      {
        int t = TYP (g, x, y);

        /* 3.7 on: IS_ROOM () or a crossing wall; before: floor only */
        floor[x + 1][y + 1] = first ? (t >= NHS_SQ_ROOM || t == NHS_SQ_CROSSWALL)
                                    : t == NHS_SQ_ROOM;
      }
  /* a wall set on the way is not floor: the order of the squares does not
   * matter, only which floor around one decides */
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      {
        int below, here, above;
        gboolean horizontal;

        if (TYP (g, x, y) != NHS_SQ_STONE)
          continue;
        above = floor[x][y] | floor[x + 1][y] | floor[x + 2][y];
        here = floor[x][y + 1] | floor[x + 2][y + 1];
        below = floor[x][y + 2] | floor[x + 1][y + 2] | floor[x + 2][y + 2];
        if (!above && !here && !below)
          continue;
        if (first)   /* the first floor, row by row, decides */
          horizontal = above || !here;
        else         /* the last one does */
          horizontal = below || (!here && above);
        set_typ (g, x, y, horizontal ? NHS_SQ_HWALL : NHS_SQ_VWALL);
      }
}

void
nhs_lev_mkmap (Gen *g, const NhsLevMkmap *o)
{
  Mkmap *m = g_new0 (Mkmap, 1);

  m->g = g;
  m->o = o;
  grow_cave (m);
  if (o->joined)
    join_map (m);
  if (o->walled)
    nhs_lev_wallify_map (g, 1, 0, COLNO - 1, ROWNO - 1);
  /* finish_map: what is lit */
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      {
        int t = typ (m, x, y);
        gboolean lit = FALSE;

        if (o->lit)
          lit = (t == o->fg && t >= NHS_SQ_POOL) || (t == o->bg && t >= NHS_SQ_POOL)
                || (o->walled && NHS_SQ_IS_WALL (t));
        if (t == NHS_SQ_LAVA)   /* lava glows even in the dark */
          lit = TRUE;
        if (lit)
          LEV (g, x, y)->flags |= NHS_SQF_LIT;
      }
  g_free (m);
}
