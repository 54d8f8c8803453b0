/* nhs-level-flip.c: a Lua level's random flip (3.7's sp_lev.c
 * flip_level_rnd () and flip_level (), with mkmaze.c get_level_extends ())
 *
 * Written from reading xNetHack 9.1's sp_lev.c and mkmaze.c. Once a level
 * script has run, sp_level_loader () wallifies the map, then mirrors the
 * level top to bottom (rn2 (2)) and side to side (rn2 (2)) where the
 * script's level flags allow it: every 3.7-family level script flips
 * unless it says "noflip". Of the scripts nhspawn follows, 3.7's, 5.0.0's
 * and xNetHack's minefill.lua and hellfill.lua say "noflip"; xNetHack's
 * cocytusfill.lua and abyssfill.lua do not, so those two levels are
 * mirrored at random. The level regions the script declared (the Abyss's
 * stairs) are mirrored with the map and only then filled
 * (fixup_special ()), so their stairs follow the mirror.
 *
 * The mirror is about the level's extent, not the whole map: the box of
 * squares that are not stone, one square wider on each side (two where the
 * outermost column or row holds more than walls, or on a level that is not
 * a maze), kept inside the map (columns 1-79, rows 0-20). A square x goes
 * to maxx - x + minx. Since the box is clamped at the map's edge, a level
 * that reaches the last row does not land where it was: the Abyss's floor,
 * rows 3-20, lies in rows 2-19 once mirrored top to bottom.
 *
 * What moves: the terrain (with its trap, monster, boulder and room
 * marks), the stairs, the traps, the objects and monsters inside the box,
 * every engraving, the rooms and subrooms, the doors; then the game fixes
 * the walls' shapes (fix_wall_spines (): here a table, see mirror_walls ()).
 * The phases' snapshots taken before the flip are mirrored too, so every
 * phase is shown in the level's final orientation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-splev.h"


/* rm.h IS_WALL (): the walls and a drawbridge's portcullis */
static inline gboolean
is_wall (int t)
{
  return NHS_SQ_IS_WALL (t) || t == NHS_SQ_DBWALL;
}

/* one side of get_level_extends (): the first column (or row) from `from'
   towards `step' holding a square that is not stone, one further on (the
   game's loop steps once more before it tests), then back two where that
   line holds more than walls or the level is no maze, else one */
static int
extent (Gen *g, gboolean columns, int from, int step, int limit, int x0, int x1,
        gboolean maze)
{
  int v;
  gboolean found = FALSE, nonwall = FALSE;

  for (v = from; !found && v != limit; v += step)
    {
      int n = columns ? ROWNO : x1 - x0 + 1;

      for (int i = 0; i < n; i++)
        {
          int x = columns ? v : x0 + i, y = columns ? i : v;
          int t;

          /* (the game reads a column past the map's last, or a row below
             its last, only when the level is all stone: no square of
             the level is off the map here) */
          if (x < 0 || x >= COLNO || y < 0 || y >= ROWNO)
            continue;
          t = TYP (g, x, y);
          if (t != NHS_SQ_STONE)
            {
              found = TRUE;
              if (!is_wall (t))
                nonwall = TRUE;
            }
        }
    }
  return v - step * ((nonwall || !maze) ? 2 : 1);
}

static void
level_extends (Gen *g, gboolean maze, NhsLevFlip *f)
{
  f->minx = extent (g, TRUE, 0, 1, COLNO + 1, 0, 0, maze);
  if (f->minx < 0)
    f->minx = 0;
  f->maxx = extent (g, TRUE, COLNO - 1, -1, -1, 0, 0, maze);
  if (f->maxx >= COLNO)
    f->maxx = COLNO - 1;
  f->miny = extent (g, FALSE, 0, 1, ROWNO + 1, f->minx, f->maxx, maze);
  f->maxy = extent (g, FALSE, ROWNO - 1, -1, -1, f->minx, f->maxx, maze);
  /* flip_level ()'s own limits */
  f->miny = MAX (f->miny, 0);
  f->minx = MAX (f->minx, 1);
  f->maxx = MIN (f->maxx, COLNO - 1);
  f->maxy = MIN (f->maxy, ROWNO - 1);
}

static inline int
flip_x (const NhsLevFlip *f, int x)
{
  return f->maxx - x + f->minx;
}

static inline int
flip_y (const NhsLevFlip *f, int y)
{
  return f->maxy - y + f->miny;
}

static inline gboolean
in_area (const NhsLevFlip *f, int x, int y)
{
  return x >= f->minx && x <= f->maxx && y >= f->miny && y <= f->maxy;
}

static void
flip_xy (const NhsLevFlip *f, int *x, int *y)
{
  if (f->flp & 1)
    *y = flip_y (f, *y);
  if (f->flp & 2)
    *x = flip_x (f, *x);
}

/* a point that moves only inside the box */
static void
flip_inside (const NhsLevFlip *f, int *x, int *y)
{
  if (in_area (f, *x, *y))
    flip_xy (f, x, y);
}

void
nhs_lev_flip_box (const NhsLevFlip *f, int *x1, int *y1, int *x2, int *y2)
{
  flip_xy (f, x1, y1);
  flip_xy (f, x2, y2);
  if (*x1 > *x2)
    {
      int t = *x1;

      *x1 = *x2;
      *x2 = t;
    }
  if (*y1 > *y2)
    {
      int t = *y1;

      *y1 = *y2;
      *y2 = t;
    }
}

/* the map's squares of the box, swapped whole: each square with its
   mirror image, once (the game swaps rows, then columns: the same end) */
static void
flip_grid (const NhsLevFlip *f, NhsSquare (*sq)[ROWNO])
{
  int w = f->maxx - f->minx + 1, h = f->maxy - f->miny + 1;

  if (f->flp == 1)
    for (int x = f->minx; x <= f->maxx; x++)
      for (int y = f->miny; y < f->miny + h / 2; y++)
        {
          NhsSquare t = sq[x][y];

          sq[x][y] = sq[x][flip_y (f, y)];
          sq[x][flip_y (f, y)] = t;
        }
  else if (f->flp == 2)
    for (int x = f->minx; x < f->minx + w / 2; x++)
      {
        NhsSquare *a = &sq[x][f->miny], *b = &sq[flip_x (f, x)][f->miny];

        for (int i = 0; i < h; i++)
          {
            NhsSquare t = a[i];

            a[i] = b[i];
            b[i] = t;
          }
      }
  else if (f->flp == 3)
    {
      /* (x, y) with (maxx - x + minx, maxy - y + miny): the first half of
         the box in column order meets the second half; a middle square
         of an odd box is its own image */
      int n = w * h;

      for (int k = 0; k < n / 2; k++)
        {
          int x = f->minx + k / h, y = f->miny + k % h;
          NhsSquare t = sq[x][y];

          sq[x][y] = sq[flip_x (f, x)][flip_y (f, y)];
          sq[flip_x (f, x)][flip_y (f, y)] = t;
        }
    }
}

/* A wall's shape seen in the mirror, a table for each of the three
 * mirrors. The game swaps the squares, then fix_wall_spines () gives every
 * wall the shape of the walls it joins (nhs-level-wall.c); the level was
 * wallified just before and the mirror keeps each wall's neighbours, so a
 * joined wall's new shape is its old one mirrored (the spines' rule looks
 * the same from either side), and a wall that joins none keeps its shape,
 * which on these levels is a plain horizontal or vertical wall: mirrored,
 * the same. So a table gives the game's answer without reading every
 * wall's neighbours again. */
static guint8 mirror_table[4][256];

static void
init_mirror_table (void)
{
  static const struct {
    int a, b;
    int axis;   /* 1: top to bottom, 2: side to side */
  } pairs[] = {
    { NHS_SQ_TLCORNER, NHS_SQ_TRCORNER, 2 }, { NHS_SQ_BLCORNER, NHS_SQ_BRCORNER, 2 },
    { NHS_SQ_TLWALL, NHS_SQ_TRWALL, 2 },     { NHS_SQ_TLCORNER, NHS_SQ_BLCORNER, 1 },
    { NHS_SQ_TRCORNER, NHS_SQ_BRCORNER, 1 }, { NHS_SQ_TDWALL, NHS_SQ_TUWALL, 1 },
  };

  for (int flp = 0; flp < 4; flp++)
    for (int t = 0; t < 256; t++)
      {
        int m = t;

        for (int axis = 1; axis <= 2; axis++)
          {
            if (!(flp & axis))
              continue;
            for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
              if (pairs[i].axis == axis && (m == pairs[i].a || m == pairs[i].b))
                {
                  m = m == pairs[i].a ? pairs[i].b : pairs[i].a;
                  break;
                }
          }
        mirror_table[flp][t] = (guint8) m;
      }
}

static const guint8 *
mirror_of (int flp)
{
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      init_mirror_table ();
      g_once_init_leave (&ready, 1);
    }
  return mirror_table[flp & 3];
}

/* the walls of the box take their mirrored shapes; with nonstone, the
   box's bits of it are set again from the squares (nothing outside the
   box moved) */
static void
mirror_walls (const NhsLevFlip *f, NhsSquare (*sq)[ROWNO], guint32 *nonstone)
{
  const guint8 *mirror = mirror_of (f->flp);
  guint32 box = ((2u << f->maxy) - 1) & ~((1u << f->miny) - 1);

  for (int x = f->minx; x <= f->maxx; x++)
    {
      guint32 bits = 0;

      for (int y = f->miny; y <= f->maxy; y++)
        {
          guint8 t = mirror[sq[x][y].typ];

          sq[x][y].typ = t;
          bits |= (guint32) (t != NHS_SQ_STONE) << y;
        }
      if (nonstone)
        nonstone[x] = (nonstone[x] & ~box) | bits;
    }
}

static void
flip_level (Gen *g, const NhsLevFlip *f)
{
  NhsLevel *lev = g->lev;

  if (lev->up_x)
    flip_xy (f, &lev->up_x, &lev->up_y);
  if (lev->dn_x)
    flip_xy (f, &lev->dn_x, &lev->dn_y);
  for (int i = 0; i < lev->n_objects; i++)
    flip_inside (f, &lev->objects[i].x, &lev->objects[i].y);
  for (int i = 0; i < lev->n_more_boulders; i++)
    flip_inside (f, &lev->more_boulders[i].x, &lev->more_boulders[i].y);
  for (int i = 0; i < lev->n_monsters; i++)
    flip_inside (f, &lev->monsters[i].x, &lev->monsters[i].y);
  for (int i = 0; i < lev->n_engravings; i++)
    flip_xy (f, &lev->engravings[i].x, &lev->engravings[i].y);
  for (int i = 0; i < lev->nroom; i++)
    nhs_lev_flip_box (f, &lev->rooms[i].lx, &lev->rooms[i].ly, &lev->rooms[i].hx,
                      &lev->rooms[i].hy);
  for (int i = 0; i < lev->nsubroom; i++)
    nhs_lev_flip_box (f, &lev->subrooms[i].lx, &lev->subrooms[i].ly, &lev->subrooms[i].hx,
                      &lev->subrooms[i].hy);
  for (int i = 0; i < lev->doorindex; i++)
    if (lev->doors[i].x)
      flip_inside (f, &lev->doors[i].x, &lev->doors[i].y);

  flip_grid (f, lev->sq);
  mirror_walls (f, lev->sq, g->nonstone);
  if (lev->snap)
    for (int p = 0; p < NHS_LEVEL_N_PHASES; p++)
      {
        flip_grid (f, lev->snap[p]);
        mirror_walls (f, lev->snap[p], NULL);
      }
}

void
nhs_lev_flip_rnd (Gen *g, int allow, gboolean maze, NhsLevFlip *f)
{
  f->flp = 0;
  if ((allow & 1) && rn2 (g, 2))
    f->flp |= 1;
  if ((allow & 2) && rn2 (g, 2))
    f->flp |= 2;
  level_extends (g, maze, f);
  if (f->flp)
    flip_level (g, f);
}
