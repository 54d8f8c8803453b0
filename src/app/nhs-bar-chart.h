/* nhs-bar-chart.h: the live bar chart of a distribution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-chances.h"
#include "nhs-render-chart.h"

G_BEGIN_DECLS

#define NHS_TYPE_BAR_CHART (nhs_bar_chart_get_type ())

G_DECLARE_FINAL_TYPE (NhsBarChart, nhs_bar_chart, NHS, BAR_CHART, GtkWidget)

GtkWidget       *nhs_bar_chart_new                (void);
/* The model: rndmonst's or mkclass's chances. */
NhsChances      *nhs_bar_chart_get_chances        (NhsBarChart     *self);
void             nhs_bar_chart_set_chances        (NhsBarChart     *self,
                                                   NhsChances      *chances);
/* Shortcuts for an rndmonst model: NULL when the model is mkclass's. */
NhsDistribution *nhs_bar_chart_get_distribution   (NhsBarChart     *self);
void             nhs_bar_chart_set_distribution   (NhsBarChart     *self,
                                                   NhsDistribution *dist);
int              nhs_bar_chart_get_focused        (NhsBarChart     *self);
void             nhs_bar_chart_set_focused        (NhsBarChart     *self,
                                                   int              index);
/* Scrolls the chart's scrolled window just enough to show index's row. */
void             nhs_bar_chart_scroll_to          (NhsBarChart     *self,
                                                   int              index);
gboolean         nhs_bar_chart_get_group_by_class (NhsBarChart     *self);
void             nhs_bar_chart_set_group_by_class (NhsBarChart     *self,
                                                   gboolean         group);
const char      *nhs_bar_chart_get_title          (NhsBarChart     *self);
void             nhs_bar_chart_set_title          (NhsBarChart     *self,
                                                   const char      *title);
/* How many times the chart has been drawn (for tests and the benchmark). */
guint            nhs_bar_chart_get_paint_count    (NhsBarChart     *self);
/* The monster under a point in widget coordinates, or -1. */
int              nhs_bar_chart_monster_at         (NhsBarChart     *self,
                                                   double           y);
/* What the chart draws now, for an export: no text cache, labels
   translated; the pointers are the chart's (valid until it changes). */
void             nhs_bar_chart_get_export     (NhsBarChart     *self,
                                               NhsChartParams  *params,
                                               NhsRenderTheme  *theme);
/* The text the chart's accessible description says. */
char            *nhs_bar_chart_describe           (NhsBarChart     *self);
/* What the marks of the last change mean (NULL: there are none); the
   `marks-legend` property. */
const char      *nhs_bar_chart_get_marks_legend   (NhsBarChart     *self);
/* The legend's sentence for that many entered and left monsters (NULL
   for none). */
char            *nhs_bar_chart_marks_legend_text  (int              entered,
                                                   int              left);

/* A chart's parameters for chances, titled `title` (NULL: none), with no
   focus, grouping or change marks: what an export of a page without a
   chart of its own draws. */
void             nhs_bar_chart_params_init        (NhsChartParams  *params,
                                                   NhsChances      *chances,
                                                   const char      *title);

G_END_DECLS
