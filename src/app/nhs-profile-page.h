/* nhs-profile-page.h: the "Profile" page — one monster across depths, XLs and versions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-page.h"
#include "nhs-render-view.h"
#include "nhs-situation.h"
#include "nhs-table.h"

G_BEGIN_DECLS

#define NHS_TYPE_PROFILE_PAGE (nhs_profile_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsProfilePage, nhs_profile_page, NHS, PROFILE_PAGE, NhsPage)

/* The window's situation: the heatmap's marker and every other option. */
void        nhs_profile_page_set_situation (NhsProfilePage     *self,
                                            const NhsSituation *sit);
const char *nhs_profile_page_get_monster   (NhsProfilePage     *self);
void        nhs_profile_page_set_monster   (NhsProfilePage     *self,
                                            const char         *name);
/* The profile's tables (chance by depth, then the other origins) in one of
   nhs_table_formats; NULL when there is no profile. */
/* The view as the page shows it, for Export (borrowed pointers). */
/* "depth 12, XL 8: 5/281 (1.78 %)" for a heatmap cell, for tests and the tooltip. */
char       *nhs_profile_page_describe_cell (NhsProfilePage     *self,
                                            int                 depth,
                                            int                 xl);
/* The line above the picture (the monster's best depth, or why there is
   no profile), for tests. */
const char *nhs_profile_page_get_status    (NhsProfilePage     *self);

G_END_DECLS
