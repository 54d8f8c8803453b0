/* nhs-monsters-page.h: the Monsters page: every monster of the version, its
 * numbers and its chance, or why it cannot appear, in a sortable list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-page.h"

G_BEGIN_DECLS

#define NHS_TYPE_MONSTERS_PAGE (nhs_monsters_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsMonstersPage, nhs_monsters_page, NHS, MONSTERS_PAGE, NhsPage)

/* Its parts, for the tests. */
GtkColumnView      *nhs_monsters_page_get_view      (NhsMonstersPage *self);
GtkSearchEntry     *nhs_monsters_page_get_search    (NhsMonstersPage *self);
GtkSingleSelection *nhs_monsters_page_get_selection (NhsMonstersPage *self);
/* The rows shown (after the search), in their sorted order. */
GListModel         *nhs_monsters_page_get_rows      (NhsMonstersPage *self);

G_END_DECLS
