/* nhs-render-chart.h: monster chances (rndmonst or mkclass) as a bar chart, onto any cairo_t
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per monster with a chance (most likely first, or grouped by class
 * with a header row per class), a row for "no monster" when that can
 * happen, then one row per monster that left the window since the previous
 * distribution. Rows have a fixed height, so hit testing
 * and the height needed are plain arithmetic.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "nhs-render-common.h"
#include "nhs-chances.h"

G_BEGIN_DECLS

#define NHS_CHART_ROW_HEIGHT   22.0
#define NHS_CHART_TITLE_HEIGHT 30.0
#define NHS_CHART_MARGIN        8.0

/* Optional: keeps shaped text between frames (names and symbols do not
   change while sliders move). Owned by the caller, one per surface kind. */
typedef struct _NhsChartCache NhsChartCache;

NhsChartCache *nhs_chart_cache_new  (void);
void           nhs_chart_cache_free (NhsChartCache *cache);

typedef struct {
  const NhsChances *chances;        /* required */
  NhsChartCache *cache;             /* NULL: shape every text anew */
  const NhsChances *previous;       /* NULL, or the one before: marks entered/left */
  int focused;                      /* mons[] index or -1 */
  gboolean group_by_class;
  int top;                          /* > 0: only the `top` most likely (not grouped) */
  const char *title;                /* NULL: no title row */
  double title_wrap;                /* > 0: the width the chart is drawn at; the title wraps
                                       there and its row grows. 0: one line, cut with "…" */
  const char *left_label;           /* "left the window" (translated by the caller) */
  const char *genocided_label;      /* "genocided": a left row the genocide set removed */
  const char *extinct_label;        /* "extinct": one the extinction set removed */
  const char *filtered_label;       /* "filtered out by the plane": an elemental plane's filter */
  const char *entered_label;        /* "new" */
  const char *none_label;           /* "no monster" */
  /* Under a chart cut to its `top` rows (printf formats, NULL: English):
     "%d of %d shown" and, when the cut splits a tie, "%d of %d shown; %d
     more at %s" (the chance they share). */
  const char *cut_label;
  const char *cut_tie_label;
} NhsChartParams;

typedef enum {
  NHS_CHART_ROW_BAR,
  NHS_CHART_ROW_CLASS,      /* group header */
  NHS_CHART_ROW_LEFT,       /* left the window since `previous` */
  NHS_CHART_ROW_NONE,       /* the share of "no monster" (index -1) */
  NHS_CHART_ROW_CUT,        /* the `top` rows are not all: how many are left out */
} NhsChartRowKind;

typedef struct {
  NhsChartRowKind kind;
  int index;                /* mons[] index (BAR, LEFT) or the class's mlet */
  gboolean entered;         /* BAR: not eligible in `previous` */
} NhsChartRow;

/* The sentence under a chart cut to its top rows ("15 of 172 shown; 6 more
   at 3/290"), NULL when nothing is cut. */
char *nhs_render_chart_cut_text (const NhsChartParams *params);

/* The rows, top to bottom. Free with g_array_unref. */
GArray  *nhs_render_chart_rows      (const NhsChartParams *params);
/* Height needed to draw every row. */
double   nhs_render_chart_height    (const NhsChartParams *params);
/* The monster under y (BAR or LEFT rows), or -1. */
int      nhs_render_chart_bar_at_y  (const NhsChartParams *params,
                                     double                y);
/* Top of the row of monster `index`, or -1 when it has none. */
double   nhs_render_chart_row_y     (const NhsChartParams *params,
                                     int                   index);
/* Number of monsters that entered / left since `previous`. */
void     nhs_render_chart_count_changes (const NhsChartParams *params,
                                         int                  *entered,
                                         int                  *left);
/* Draw the rows that intersect [y_from, y_to) (pass 0 and G_MAXDOUBLE for
   all); the caller has cleared or painted the background. */
void     nhs_render_chart           (cairo_t              *cr,
                                     const NhsRenderTheme *theme,
                                     const NhsChartParams *params,
                                     double                width,
                                     double                y_from,
                                     double                y_to);

G_END_DECLS
