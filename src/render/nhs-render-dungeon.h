/* nhs-render-dungeon.h: the dungeon as a column of levels with their chances
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "nhs-dungeon.h"
#include "nhs-render-common.h"

G_BEGIN_DECLS

/* Translates a player's name of a level kind ("the Oracle"); NULL: as is. */
typedef const char *(*NhsRenderTranslate) (const char *text);

typedef struct {
  const char *highlight_dungeon;  /* the row to mark, or NULL */
  int highlight_depth;
  NhsRenderTranslate translate;
} NhsRenderDungeonOptions;

/* Height of the drawing at this width (one row per depth of each dungeon). */
double nhs_render_dungeon_height (const NhsDungeonModel        *model,
                                  double                        width);
/* Each depth of each connected dungeon: its number, a bar split by what the
   level there can be (ordinary grey, special levels and branches in colour,
   no level at all left empty) and the chances in words. */
void   nhs_render_dungeon        (cairo_t                      *cr,
                                  const NhsDungeonModel        *model,
                                  const NhsRenderTheme         *theme,
                                  const NhsRenderDungeonOptions *options,
                                  double                        width,
                                  double                        height);
/* The dungeon and depth of the row under y; FALSE between rows. */
/* Where the words after row `row`'s bar end (the depths in the model's
   order), and the width that shows every row's words whole: an exported
   picture is at least that wide (its rows are not wrapped; only a window
   narrower than that cuts them, with "…"). */
double nhs_render_dungeon_row_extent    (const NhsDungeonModel         *model,
                                         const NhsRenderDungeonOptions *options,
                                         guint                          row);
double nhs_render_dungeon_natural_width (const NhsDungeonModel         *model,
                                         const NhsRenderDungeonOptions *options);
gboolean nhs_render_dungeon_row_at (const NhsDungeonModel *model,
                                    double                 y,
                                    int                   *dungeon,
                                    int                   *depth);

G_END_DECLS
