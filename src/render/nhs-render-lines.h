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
  /* Where the values are real (the region's depths in that version):
     outside [real_min, real_max] the line is drawn thin and dotted, and
     only where the chart's x range reaches; real_max <= real_min: all. */
  double real_min, real_max;
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
  /* The x range drawn (x_max <= x_min: every value).  Values outside a
     series' real range are drawn only where this reaches. */
  double x_min, x_max;
  /* x outside [region_min, region_max] is shaded and labelled with
     beyond_label ("beyond the Dungeons of Doom"); region_max <= region_min:
     nothing is. */
  double region_min, region_max;
  const char *beyond_label;
} NhsLinesParams;

/* Every series gets its own dash pattern and marker shape (by its index),
   and the markers of series s sit at points offset by s: lines that lie
   on each other all stay visible. */
#define NHS_LINES_N_STYLES 8

/* What the title takes beyond one line at `width` (it wraps, never cut). */
double nhs_render_lines_title_extra (const NhsLinesParams *params,
                                     double                width);
void nhs_render_lines_natural_size (const NhsLinesParams *params,
                                    double               *width,
                                    double               *height);
void nhs_render_lines              (cairo_t              *cr,
                                    const NhsRenderTheme *theme,
                                    const NhsLinesParams *params,
                                    double                width,
                                    double                height);

G_END_DECLS
