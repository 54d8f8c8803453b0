/* nhs-render-heatmap.h: a monster's chance over depth × XL as a colour grid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Depth runs down, XL across (1 to 30); the colour scale is linear from 0
 * to the largest chance drawn, shown as a legend beside it.  Only the
 * depths the region has in the version are drawn, unless `beyond` asks for
 * all 60: the others are then hatched and the legend says why.  The
 * current situation's cell is outlined.
 */
#pragma once

#include <cairo.h>
#include "nhs-profile.h"
#include "nhs-render-common.h"

G_BEGIN_DECLS

typedef struct {
  const NhsHeatmap *heatmap;   /* required */
  const char *title;           /* NULL: none */
  const char *caption;         /* under the title, what it measures; NULL: none */
  int marker_depth, marker_xl; /* the current situation; 0: no marker */
  int hover_depth, hover_xl;   /* a highlighted cell; 0: none */
  const char *depth_label;     /* "depth" (translated by the caller) */
  const char *xl_label;        /* "experience level" */
  gboolean beyond;             /* every depth 1..60, not only the region's */
  const char *beyond_label;    /* the hatch's legend: "beyond the Dungeons of Doom" */
} NhsHeatmapParams;

/* The depths drawn: the region's range, or 1..60 with `beyond`. */
void     nhs_render_heatmap_depths       (const NhsHeatmapParams *params,
                                          int                    *first,
                                          int                    *last);

/* What the title and caption take beyond one line each at `width` (they
   wrap, never cut). */
double   nhs_render_heatmap_title_extra  (const NhsHeatmapParams *params,
                                          double                  width);
void     nhs_render_heatmap_natural_size (const NhsHeatmapParams *params,
                                          double                 *width,
                                          double                 *height);
void     nhs_render_heatmap              (cairo_t                *cr,
                                          const NhsRenderTheme   *theme,
                                          const NhsHeatmapParams *params,
                                          double                  width,
                                          double                  height);
/* The cell under (x, y) of a drawing of width × height; FALSE outside. */
gboolean nhs_render_heatmap_cell_at      (const NhsHeatmapParams *params,
                                          double                  width,
                                          double                  height,
                                          double                  x,
                                          double                  y,
                                          int                    *depth,
                                          int                    *xl);
/* The colour scale at t in [0, 1]. */
void     nhs_render_heatmap_color        (const NhsRenderTheme   *theme,
                                          double                  t,
                                          NhsRgba                *out);

G_END_DECLS
