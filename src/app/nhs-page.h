/* nhs-page.h: what every page of the window shares
 *
 * A page shows the window's situation. The window owns the situation and
 * binds each page's `situation` property to its own in the .ui; the page
 * is told when it changes (situation_changed, at once: for what must stay
 * current even while hidden) and redraws when it is shown (refresh: only
 * while mapped, and once on being mapped after a change while hidden), so
 * a hidden page costs nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_TYPE_PAGE (nhs_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (NhsPage, nhs_page, NHS, PAGE, GtkWidget)

struct _NhsPageClass
{
  GtkWidgetClass parent_class;

  /* The situation changed; called at once, shown or not. Optional. */
  void (*situation_changed) (NhsPage *self);
  /* Bring what is shown up to date; called only while the page is mapped. */
  void (*refresh)           (NhsPage *self);
};

/* NULL until the window has given one. */
const NhsSituation *nhs_page_get_situation (NhsPage            *self);
void                nhs_page_set_situation (NhsPage            *self,
                                            const NhsSituation *situation);
/* Refresh now if the page is shown, else when it next is. */
void                nhs_page_queue_refresh (NhsPage            *self);

G_END_DECLS
