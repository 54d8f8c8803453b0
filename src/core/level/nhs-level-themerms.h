/* nhs-level-themerms.h: the machinery of the themed rooms (themerms.lua and
 * the sp_lev.c calls it makes), shared by 5.0.0's rooms
 * (nhs-level-themerms.c) and xNetHack's (nhs-level-themerms-xnh.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-level-gen.h"

G_BEGIN_DECLS

#define MAX_POST 64

typedef enum { POST_GARDEN, POST_DIG, POST_TELEPORT } PostKind;

typedef struct {
  PostKind kind;
  int room;            /* POST_GARDEN */
  int x, y;            /* POST_DIG: the chest; POST_TELEPORT: the trap */
} Post;

/* The room a Lua function is filling: a room (sub -1) or a subroom */
typedef struct {
  int room;
  int sub;
} Ref;

typedef struct {
  Gen *g;
  int diff;                /* nh.level_difficulty (): the depth here */
  gboolean failed;         /* gt.themeroom_failed */
  guint versions;          /* THM_500 or THM_XNH: whose table entries count */
  Post post[MAX_POST];     /* post_level_generate ()'s handlers */
  int n_post;
} Themes;

/* which versions' themerms.lua an entry belongs to */
enum { THM_500 = 1 << 0, THM_XNH = 1 << 1, THM_BOTH = THM_500 | THM_XNH };

static inline gboolean
percent (Gen *g, int n)
{
  return rn2 (g, 100) < n;
}

/* nhlib.lua d (n, m): n dice of m sides */
static inline int
thm_dice (Gen *g, int n, int m)
{
  int sum = 0;

  while (n-- > 0)
    sum += 1 + rn2 (g, m);
  return sum;
}

static inline NhsLevelRoom *
ref_room (Themes *t, Ref r)
{
  return r.sub >= 0 ? &t->g->lev->subrooms[r.sub] : &t->g->lev->rooms[r.room];
}

/* selvar.c selections: squares of the map, visited column by column within
   their bounds */
typedef struct {
  guint8 pt[COLNO][ROWNO];
  int lx, ly, hx, hy;
  int n;
} Sel;

/* for each square (x, y) of the selection, column by column */
#define SEL_EACH(s, x, y)                                                     \
  for (int x = (s).lx; x <= (s).hx; x++)                                      \
    for (int y = (s).ly; y <= (s).hy; y++)                                    \
      if ((s).pt[x][y])


/* A door's state for nhs_thm_des_door: a door mask, or one of these */
enum { THM_DOOR_RANDOM = -1, THM_DOOR_SECRET = -2 };

typedef void (*Contents) (Themes *t, Ref r, gpointer data);

#define THM_MAP_W 25
#define THM_MAP_H 13
#define MAP_X 0xff   /* a square the map leaves as it is */

/* A themed map's shape: its size, its floor as rectangles (inclusive,
 * relative to the map), a block of lava in the floor, whether a ring of
 * water surrounds it; the walls are the squares beside the floor, '-'
 * where floor lies above or below (or only diagonally), '|' otherwise
 * (hwall lists the few squares the game draws '-' against that rule);
 * then `put' lays rectangles of other terrain over that (doors, iron bars,
 * corridor, stone, walls across the floor). */
typedef struct {
  int wid, hei;
  int nrect;
  int rect[24][4];
  int lava[4];           /* all 0: none */
  gboolean moat;
  int nhwall;
  int hwall[4][2];
  int nput;
  int put[12][5];        /* x1, y1, x2, y2, NhsSquareType */
} Shape;

/* 5.0.0's themed map shapes (nhs_thm_shape ()) */
enum {
  SH_L0, SH_L1, SH_L2, SH_L3, SH_BLOCKED, SH_CIRC_S, SH_CIRC_M, SH_CIRC_B, SH_T0, SH_T1,
  SH_T2, SH_T3, SH_S0, SH_S1, SH_Z0, SH_Z1, SH_CROSS, SH_CLOVER, SH_WATER_VAULT
};

const Shape *nhs_thm_shape       (int which);
int      nhs_thm_shuffle_first   (Gen *g, int n);
void     nhs_thm_sel_room        (Themes *t, Ref r, Sel *s);
void     nhs_thm_sel_percentage  (Gen *g, Sel *s, int p);
gboolean nhs_thm_sel_rndcoord    (Gen *g, Sel *s, gboolean remove, int *px, int *py);
void     nhs_thm_sel_level_floor (Gen *g, Sel *s);
gboolean nhs_thm_room_loc        (Themes *t, Ref r, int *px, int *py);
void     nhs_thm_set_terrain     (Gen *g, int x, int y, int typ);
/* des.monster (class) somewhere in the room: mkclass () first, then the
   monster's square (sp_lev.c create_monster ()) */
void     nhs_thm_monster_class_in (Themes *t, Ref r, char mclass, gboolean asleep);
void     nhs_thm_monster_named_in (Themes *t, Ref r, const char *name, char symbol,
                                   gboolean asleep);
void     nhs_thm_themeroom_fill  (Themes *t, Ref r);
gboolean nhs_thm_des_room        (Themes *t, const Ref *parent, int x, int y, int w, int h,
                                  NhsRoomType rtype, int lit, gboolean filled, gboolean joined,
                                  Contents contents, gpointer data);
Coord    nhs_thm_des_door        (Themes *t, Ref r, int state, int walls);
int      nhs_thm_shop_door_state (Gen *g);
int      nhs_thm_region_room     (Themes *t, int sx, int sy, NhsRoomType rtype, int lit_state,
                                  gboolean filled, gboolean joined, gboolean may_fill);
void     nhs_thm_filler_region   (Themes *t, int x, int y);
gboolean nhs_thm_des_map         (Themes *t, const Shape *sh, int *xs, int *ys);

/* 5.0.0's room contents that xNetHack's rooms of the same name call */
void     nhs_thm_delphi_inner    (Themes *t, Ref r, gpointer data);
void     nhs_thm_pillars         (Themes *t, Ref r, gpointer data);
void     nhs_thm_mausoleum       (Themes *t, Ref r, gpointer data);
void     nhs_thm_garden          (Themes *t, Ref r, gboolean statues);
void     nhs_thm_ghost           (Themes *t, Ref r, gboolean mostly_cursed);

/* xNetHack's own fills and rooms (nhs-level-themerms-xnh.c), and its
   versions of 5.0.0's where they differ */
void nhs_thm_xnh_fill_garden     (Themes *t, Ref r);
void nhs_thm_xnh_fill_statuary   (Themes *t, Ref r);
void nhs_thm_xnh_fill_ghost      (Themes *t, Ref r);
void nhs_thm_xnh_fill_graffiti   (Themes *t, Ref r);
void nhs_thm_xnh_fill_moldy      (Themes *t, Ref r);
void nhs_thm_xnh_fill_spore_den  (Themes *t, Ref r);
void nhs_thm_xnh_fill_water_temple (Themes *t, Ref r);
void nhs_thm_xnh_fill_meadow     (Themes *t, Ref r);
void nhs_thm_xnh_fill_minesweeper (Themes *t, Ref r);
void nhs_thm_xnh_fill_sauna      (Themes *t, Ref r);
void nhs_thm_xnh_fill_gems       (Themes *t, Ref r);

void nhs_thm_xnh_fake_delphi     (Themes *t);
void nhs_thm_xnh_pillars         (Themes *t);
void nhs_thm_xnh_mausoleum       (Themes *t);
void nhs_thm_xnh_four_connected  (Themes *t);
void nhs_thm_xnh_barbell_h       (Themes *t);
void nhs_thm_xnh_barbell_v       (Themes *t);
void nhs_thm_xnh_small_pillars   (Themes *t);
void nhs_thm_xnh_boomerang_1     (Themes *t);
void nhs_thm_xnh_boomerang_2     (Themes *t);
void nhs_thm_xnh_ring_blocked    (Themes *t);
void nhs_thm_xnh_tiny_cage       (Themes *t);
void nhs_thm_xnh_split_room      (Themes *t);
void nhs_thm_xnh_corner_subroom  (Themes *t);
void nhs_thm_xnh_storeroom_vault (Themes *t);
void nhs_thm_xnh_storeroom_vault2 (Themes *t);
void nhs_thm_xnh_crossed_water   (Themes *t);
void nhs_thm_xnh_mini_maze       (Themes *t);
void nhs_thm_xnh_closets         (Themes *t);
void nhs_thm_xnh_beehives        (Themes *t);
void nhs_thm_xnh_honeycomb       (Themes *t);
void nhs_thm_xnh_random_terrain  (Themes *t);
void nhs_thm_xnh_swimming_pool   (Themes *t);
void nhs_thm_xnh_anti_pool       (Themes *t);
void nhs_thm_xnh_thin_long       (Themes *t);
void nhs_thm_xnh_ozymandias      (Themes *t);
void nhs_thm_xnh_billiards       (Themes *t);
void nhs_thm_xnh_circle_cross    (Themes *t);
void nhs_thm_xnh_four_3x3        (Themes *t);
void nhs_thm_xnh_prison_cell     (Themes *t);
void nhs_thm_xnh_mirrored        (Themes *t);
void nhs_thm_xnh_dragon_hall     (Themes *t);
void nhs_thm_xnh_triple_rhombus  (Themes *t);
void nhs_thm_xnh_spiral          (Themes *t);
void nhs_thm_xnh_kitchen         (Themes *t);
void nhs_thm_xnh_abandoned_shop  (Themes *t);
void nhs_thm_xnh_anthole         (Themes *t);
void nhs_thm_xnh_amontillado     (Themes *t);
void nhs_thm_xnh_triple_rhombus2 (Themes *t);
void nhs_thm_xnh_spikes          (Themes *t);
void nhs_thm_xnh_pennants        (Themes *t);
void nhs_thm_xnh_wizard_study    (Themes *t);
void nhs_thm_xnh_ring_medium     (Themes *t);
void nhs_thm_xnh_ring_big        (Themes *t);
void nhs_thm_xnh_player_statuary (Themes *t);

G_END_DECLS
