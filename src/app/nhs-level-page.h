/* nhs-level-page.h: the Level page: the sample level of the situation,
 * phase by phase, and what each square is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-page.h"
#include "nhs-level-sample.h"
#include "nhs-level-view.h"
#include "nhs-seed-entry.h"

G_BEGIN_DECLS

#define NHS_TYPE_LEVEL_PAGE (nhs_level_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsLevelPage, nhs_level_page, NHS, LEVEL_PAGE, NhsPage)

/* The level shown (brought up to date first), or NULL. */
const NhsLevelSample *nhs_level_page_get_sample     (NhsLevelPage *self);
/* Its parts, for the tests. */
NhsLevelView         *nhs_level_page_get_view       (NhsLevelPage *self);
NhsSeedEntry         *nhs_level_page_get_seed_entry (NhsLevelPage *self);
GtkWidget            *nhs_level_page_get_phase_row  (NhsLevelPage *self);
GtkLabel             *nhs_level_page_get_about      (NhsLevelPage *self);

G_END_DECLS
