/* nhs-render-level.h: a generated level drawn as NetHack draws it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "nhs-level.h"
#include "nhs-render-common.h"

G_BEGIN_DECLS

/* The colour (a game colour, CLR_BLACK 0 .. CLR_WHITE 15) to draw a monster
 * in, or -1 for the default (the theme's foreground). */
typedef int (*NhsRenderMonsterColor) (gpointer               user_data,
                                      const NhsLevelMonster *monster);

typedef struct {
  gboolean dec_graphics;        /* line-drawing walls instead of | and - */
  gboolean reveal_secrets;      /* secret doors and corridors drawn as such */
  gboolean show_monsters;
  NhsLevelPhase up_to_phase;    /* draw the level as it was after this phase */
  int highlight_x, highlight_y; /* a square to highlight, or -1 */
  const char *font_family;      /* NULL: "Monospace" */
  NhsRenderMonsterColor monster_color;
  gpointer monster_color_data;
} NhsRenderLevelOptions;

/* Everything shown, ASCII walls, no highlight. */
void     nhs_render_level_options_init (NhsRenderLevelOptions *options);

/* Draws the map filling width x height: the part of the 80x21 grid the level
 * uses (and a square around it) as large as fits, centred, cells 1:2 as the
 * font's. */
void     nhs_render_level              (cairo_t                     *cr,
                                        const NhsLevel              *level,
                                        const NhsRenderTheme        *theme,
                                        const NhsRenderLevelOptions *options,
                                        double                       width,
                                        double                       height);

/* The map square under (px, py) of level's drawing of width x height; FALSE
 * when outside the map. level NULL: the whole grid. */
gboolean nhs_render_level_square_at    (const NhsLevel *level,
                                        double width,
                                        double height,
                                        double px,
                                        double py,
                                        int   *x,
                                        int   *y);

/* The size that shows the map at cell_height pixels per row. */
void     nhs_render_level_natural_size (double  cell_height,
                                        double *width,
                                        double *height);

/* The game's default colour (drawing.c defsyms) of a square as drawn. */
int      nhs_render_level_square_color (const NhsSquare *square);

G_END_DECLS
