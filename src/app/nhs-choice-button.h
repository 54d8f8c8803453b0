/* nhs-choice-button.h: a drop-down whose list is made when first opened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sidebar's five choices (version, region, Quest role, alignment,
 * temperature). A GtkDropDown builds its popover, search entry, list view
 * and a row widget for every item when it is made, whether or not it is
 * ever opened: for the sidebar's 50-odd items about 1.2 MB at every start
 * (issue 16's budget is 6 MB for the whole app). This button shows the
 * chosen item's text and builds its list the first time it is opened; its
 * properties are GtkDropDown's (model, selected, expression), so settings
 * bind to "selected" the same way.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define NHS_TYPE_CHOICE_BUTTON (nhs_choice_button_get_type ())

G_DECLARE_FINAL_TYPE (NhsChoiceButton, nhs_choice_button, NHS, CHOICE_BUTTON, GtkWidget)

/* Whether the item at a position can be chosen now (drawn insensitive,
   with the button's unavailable tooltip, when not). */
typedef gboolean (*NhsChoiceAvailableFunc) (guint    position,
                                            gpointer data);

GtkWidget     *nhs_choice_button_new                (void);
GListModel    *nhs_choice_button_get_model          (NhsChoiceButton        *self);
void           nhs_choice_button_set_model          (NhsChoiceButton        *self,
                                                     GListModel             *model);
guint          nhs_choice_button_get_selected       (NhsChoiceButton        *self);
void           nhs_choice_button_set_selected       (NhsChoiceButton        *self,
                                                     guint                   position);
gpointer       nhs_choice_button_get_selected_item  (NhsChoiceButton        *self);
/* How an item becomes its text; NULL: a GtkStringObject's string. */
GtkExpression *nhs_choice_button_get_expression     (NhsChoiceButton        *self);
void           nhs_choice_button_set_expression     (NhsChoiceButton        *self,
                                                     GtkExpression          *expression);
/* The text the button shows for an item of its model (newly allocated). */
char          *nhs_choice_button_item_text          (NhsChoiceButton        *self,
                                                     gpointer                item);
void           nhs_choice_button_set_available_func (NhsChoiceButton        *self,
                                                     NhsChoiceAvailableFunc  func,
                                                     gpointer                data,
                                                     const char             *unavailable_tooltip);
/* The list, made now if it was not yet (tests; the button makes it when it
   is first opened): a GtkListBox of one row per item. */
GtkListBox    *nhs_choice_button_get_list           (NhsChoiceButton        *self);
/* Opens the list (as a click does). */
void           nhs_choice_button_popup              (NhsChoiceButton        *self);

G_END_DECLS
