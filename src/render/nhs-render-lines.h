/* nhs-render-lines.h: a few series as lines on one chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The profile's chance by depth (one line per version) and the spawn
 * page's chance of an arrival by turns draw this way.
 */
#pragma once

#include <cairo.h>
#include "nhs-render-common.h"

G_BEGIN_DECLS

typedef struct {
  const char *label;
  const double *y;        /* n values at x = x0 + i * dx */
  int n;
  int color;              /* a game colour (CLR_*) for the line */
} NhsLineSeries;

typedef struct {
  const char *title;      /* NULL: none */
  const char *x_label;
  const char *y_label;
  double x0, dx;
  const NhsLineSeries *series;
  int n_series;
  double marker_x;        /* a vertical line (the current situation); < x0: none */
  gboolean y_percent;     /* y values are chances: label them in % */
} NhsLinesParams;

void nhs_render_lines_natural_size (const NhsLinesParams *params,
                                    double               *width,
                                    double               *height);
void nhs_render_lines              (cairo_t              *cr,
                                    const NhsRenderTheme *theme,
                                    const NhsLinesParams *params,
                                    double                width,
                                    double                height);

G_END_DECLS
