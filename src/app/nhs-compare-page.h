/* nhs-compare-page.h: the "Compare" page — the window's situation (A) beside another (B)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-render-view.h"
#include "nhs-diff.h"
#include "nhs-page.h"
#include "nhs-situation.h"
#include "nhs-table.h"

G_BEGIN_DECLS

#define NHS_TYPE_COMPARE_PAGE (nhs_compare_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsComparePage, nhs_compare_page, NHS, COMPARE_PAGE, NhsPage)

/* Side A: the window's situation.  Side B is A with the page's own version,
   depth and XL. */
void      nhs_compare_page_set_situation (NhsComparePage     *self,
                                          const NhsSituation *sit);
/* Side B's version, depth (0: A's) and XL (0: A's). */
void      nhs_compare_page_set_other     (NhsComparePage     *self,
                                          NhsVariantId        variant,
                                          int                 depth,
                                          int                 xl);
/* Side B's region, level alignment (NHS_ALIGN_FROM_REGION: the region's)
   and Amulet, as the page's controls set them. */
void      nhs_compare_page_set_other_place (NhsComparePage   *self,
                                            NhsRegion         region,
                                            NhsLevelAlign     align,
                                            gboolean          amulet);
/* The situation side B stands for, now. */
void      nhs_compare_page_get_other     (NhsComparePage     *self,
                                          NhsSituation       *b);
/* The rows shown: monsters with a chance on either side. */
int       nhs_compare_page_get_n_rows    (NhsComparePage     *self);
/* The core's comparison shown, or NULL (refused or not computed yet). */
const NhsDiff *nhs_compare_page_get_diff (NhsComparePage     *self);

G_END_DECLS
