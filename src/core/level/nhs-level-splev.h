/* nhs-level-splev.h: what the generators written from a game's Lua level
 * script share (nhs-level-hellfill.c defines the functions): selections,
 * laid maps, and the des.* lines that place stairs, monsters and traps at
 * random squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-level-gen.h"

G_BEGIN_DECLS

/* A selection covers the whole map, column 0 too; every operation that
 * rolls dice visits its points column by column (x outer, y inner), as
 * selvar.c's loops over the bounds do. Chosen for speed: a column is a
 * word of bits (bit y: square (x, y) is in), so and, or, not, count and
 * grow take a whole column at a time, and the points are found by their
 * bits (whole columns skipped) instead of a byte scan of every square. */
typedef struct {
  guint32 c[COLNO];
} Sel;

#define SEL_COL ((1u << ROWNO) - 1)   /* every row of a column */
G_STATIC_ASSERT (ROWNO < 32);

static inline gboolean
sel_has (const Sel *s, int x, int y)
{
  return (s->c[x] >> y) & 1;
}

static inline void
sel_set (Sel *s, int x, int y, gboolean v)
{
  s->c[x] = (s->c[x] & ~(1u << y)) | ((guint32) (v != 0) << y);
}

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

/* A prefab's map, described by its own rectangles (no map text of the
 * game's): its size and each square's terrain, or PM_KEEP where the map
 * leaves the level as it is; PM_BOUNDARY is the game's 'B' (an invisible
 * boundary: CROSSWALL while the level is made, floor at the end). */
enum { PM_KEEP = 0xff, PM_BOUNDARY = 0xfe };

/* the game's boundary squares, while the level is made: not dry, not for
 * stairs; floor at the end (remove_boundary_syms). A bit of the square's
 * doormask (a boundary is floor, never a door; every bit of its flags is
 * taken: NHS_SQF_BOULDER is the one above NHS_SQF_SUBROOM) */
#define SQ_BOUNDARY 0x80

typedef struct {
  int w, h;
  guint8 t[ROWNO][COLNO];   /* [y][x] */
} Pmap;

enum { AL_NONE = -1, AL_HALF_LEFT, AL_CENTER, AL_HALF_RIGHT, AL_TOP, AL_BOTTOM };

enum { W_RANDOM = -1 };   /* (W_NORTH … W_ANY: nhs-level-gen.h) */

void     nhs_sp_sel_clear      (Sel *s, int v);
int      nhs_sp_sel_count      (const Sel *s);
void     nhs_sp_sel_grow       (Gen *g, Sel *s, int dir);
void     nhs_sp_sel_randline   (Gen *g, int x1, int y1, int x2, int y2, int rough, int rec,
                                Sel *s);
/* the same as 3.6's sp_lev.c draws it: the midpoints only (no end) */
void     nhs_sp_sel_randline_36 (Gen *g, int x1, int y1, int x2, int y2, int rough, int rec,
                                 Sel *s);
gboolean nhs_sp_sel_rndcoord   (Gen *g, const Sel *s, int *x, int *y);
/* selection.floodfill (x, y), not diagonally, from several starts at
 * once: the squares of kind `want` joined to a start up, down, left and
 * right, in columns 1 .. COLNO - 1 (starts of another kind are left out):
 * the union of each start's own flood */
void     nhs_sp_sel_floodfill_kind (Gen *g, int want, const Sel *seeds, Sel *out);
/* the same where the squares of that kind are known: `kind` (column 0
 * empty) */
void     nhs_sp_sel_flood_within (const Sel *kind, const Sel *seeds, Sel *out);
/* des.terrain (sel, typ) */
void     nhs_sp_terrain_sel    (Gen *g, const Sel *s, int t);
/* des.replace_terrain ({ fromterrain, toterrain, chance }) on the whole map */
void     nhs_sp_replace_terrain1 (Gen *g, char from, int to, int chance);
void     nhs_sp_pm_init        (Pmap *m, int w, int h, guint8 fill);
void     nhs_sp_pm_rect        (Pmap *m, int x1, int y1, int x2, int y2, guint8 t);
int      nhs_sp_rnd_valign     (Gen *g);
/* des.map: lays m by alignment (or at x, y); *xs, *ys its first square */
void     nhs_sp_lay_map        (Gen *g, const Pmap *m, int lr, int tb, int x, int y,
                                gboolean lit, int *xs, int *ys);
/* get_location (random): 100 tries anywhere, then the first good square */
gboolean nhs_sp_random_location (Gen *g, gboolean (*ok) (const NhsSquare *s), int *x, int *y);
/* the same inside a box (the map being filled: w by h from x0, y0) */
gboolean nhs_sp_box_location   (Gen *g, int x0, int y0, int w, int h,
                                gboolean (*ok) (const NhsSquare *s), int *x, int *y);
gboolean nhs_sp_dry            (const NhsSquare *s);
/* des.object ("boulder"): a boulder at a random DRY square */
void     nhs_sp_boulder        (Gen *g);
gboolean nhs_sp_stair_ok       (const NhsSquare *s);
gboolean nhs_sp_monster_spot   (Gen *g, int mindex, int *x, int *y);
/* sp_lev.c create_monster ()'s random square for monster mindex (random:
 * makemon (NULL)'s) in the box x0, y0, w, h (w 0: the whole map) */
gboolean nhs_sp_monster_location (Gen *g, int mindex, gboolean random, int x0, int y0, int w,
                                  int h, int *x, int *y);
/* des.monster ({ class or id, x, y }): the monster first, then the square */
/* des.monster in two steps, for callers that draw the square in between:
   the monster first (its dice), then the square */
typedef struct { int idx; char sym; const char *picked; gboolean random; } NhsSpPick;
void     nhs_sp_pick_monster   (Gen *g, char mclass, const char *name, NhsSpPick *pick);
void     nhs_sp_place_monster  (Gen *g, char mclass, const char *name, const NhsSpPick *pick,
                                int x, int y);
void     nhs_sp_pick_location_monster (Gen *g, char mclass, const char *name, int x, int y);
/* des.stair (up or down) at a random square */
void     nhs_sp_stair          (Gen *g, gboolean up);
/* the stairs' phase: up and down stairs, the phases' snapshots */
void     nhs_sp_stairs         (Gen *g);
/* des.monster ({ id = name }) or des.monster () at a random dry square */
void     nhs_sp_monster        (Gen *g, const char *name, char symbol);
/* des.trap () at a random dry square: the kind as 5.0.0's mktrap in Gehennom */
void     nhs_sp_trap           (Gen *g);

/* the prefabs both Gehennom fillers have (5.0.0's and xNetHack's): a keep
 * in a moat of lava (of water in 5.0.0's cold maze) and an unaligned
 * altar; lr: the half the script's rnd_halign () gave */
void     nhs_sp_prefab_keep    (Gen *g, int lr, gboolean coldhell);
void     nhs_sp_prefab_altar   (Gen *g, int lr);

/* sp_lev.c flip_level_rnd (allow, FALSE) at the end of a level script
 * (nhs-level-flip.c): mirrors the level top to bottom (allow & 1) and side
 * to side (allow & 2), a coin each, about its extent (mkmaze.c
 * get_level_extends (); maze: the script's "mazelevel" flag). `f' tells
 * how, for the level regions the script declared (nhs_lev_flip_box ()). */
typedef struct {
  int flp;                    /* 1 top to bottom, 2 side to side, 3 both, 0 none */
  int minx, miny, maxx, maxy; /* the box mirrored */
} NhsLevFlip;

void     nhs_lev_flip_rnd      (Gen *g, int allow, gboolean maze, NhsLevFlip *f);
/* a box (inclusive corners) as the mirror moves it, corners in order */
void     nhs_lev_flip_box      (const NhsLevFlip *f, int *x1, int *y1, int *x2, int *y2);

G_END_DECLS
