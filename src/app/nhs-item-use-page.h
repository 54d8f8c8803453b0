/* nhs-item-use-page.h: the "Item use" page — what a monster would do with items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-page.h"

G_BEGIN_DECLS

#define NHS_TYPE_ITEM_USE_PAGE (nhs_item_use_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsItemUsePage, nhs_item_use_page, NHS, ITEM_USE_PAGE, NhsPage)

GtkWidget  *nhs_item_use_page_new          (void);
/* "3.4.3", "3.6.7", "3.7" or "slashem" (the CLI's --variant words). */
const char *nhs_item_use_page_get_variant  (NhsItemUsePage *self);
void        nhs_item_use_page_set_variant  (NhsItemUsePage *self,
                                            const char     *variant);
const char *nhs_item_use_page_get_monster  (NhsItemUsePage *self);
/* Selects the monster of that name (case-insensitive); FALSE if unknown. */
gboolean    nhs_item_use_page_set_monster  (NhsItemUsePage *self,
                                            const char     *name);

/* "This turn": add an item to the scenario's inventory (FALSE if unknown
   or full), and the turn's outcomes as text, one "p/q MUSE item" a line. */
gboolean    nhs_item_use_page_add_item     (NhsItemUsePage *self,
                                            const char     *name);
/* "This turn": another monster of that kind (case-insensitive) in the
   surroundings, beside it on the first free square (west first), as the
   window's "Add monster" makes it; FALSE if the version has none of that name or the list is full. */
gboolean    nhs_item_use_page_add_monster  (NhsItemUsePage *self,
                                            const char     *name);
/* Empty the scenario's inventory. */
void        nhs_item_use_page_clear_items  (NhsItemUsePage *self);
char       *nhs_item_use_page_get_turn_text (NhsItemUsePage *self);
/* The trace as the window shows it (translated), one step a line, and the
   scenario the page answers, as a scenario file (for tests). */
char       *nhs_item_use_page_get_trace_text (NhsItemUsePage *self);
char       *nhs_item_use_page_get_scenario_json (NhsItemUsePage *self);
/* Whether the list of items to add, searched for `typed`, finds `name`
   (any word of its name or class, as the drop-down's search). */
gboolean    nhs_item_use_page_item_found   (NhsItemUsePage *self,
                                            const char     *name,
                                            const char     *typed);

G_END_DECLS
