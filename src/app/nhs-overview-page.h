/* nhs-overview-page.h: the Overview: the chart of the next random monster,
 * the alignment shifts, the sample level and the focused monster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-page.h"
#include "nhs-alignment-table.h"
#include "nhs-bar-chart.h"
#include "nhs-level-view.h"

G_BEGIN_DECLS

#define NHS_TYPE_OVERVIEW_PAGE (nhs_overview_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsOverviewPage, nhs_overview_page, NHS, OVERVIEW_PAGE, NhsPage)

/* Its parts, for the tests and the benchmarks. */
NhsBarChart       *nhs_overview_page_get_chart       (NhsOverviewPage *self);
NhsAlignmentTable *nhs_overview_page_get_align_table (NhsOverviewPage *self);
NhsLevelView      *nhs_overview_page_get_level_view  (NhsOverviewPage *self);
GtkSearchEntry    *nhs_overview_page_get_search      (NhsOverviewPage *self);
GtkLabel          *nhs_overview_page_get_focus_label (NhsOverviewPage *self);
/* Focuses the first monster of the chart whose name holds text (most
   likely first) and scrolls to it; FALSE when none does. */
gboolean           nhs_overview_page_find            (NhsOverviewPage *self,
                                                      const char      *text);

G_END_DECLS
