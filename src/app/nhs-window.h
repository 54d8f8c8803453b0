/* nhs-window.h: the main window; owns one situation and tells the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-application.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_TYPE_WINDOW (nhs_window_get_type ())

G_DECLARE_FINAL_TYPE (NhsWindow, nhs_window, NHS, WINDOW, GtkApplicationWindow)

NhsWindow          *nhs_window_new           (NhsApplication *app);
const NhsSituation *nhs_window_get_situation (NhsWindow      *self);
/* Focus a monster by its name in the current variant; FALSE if unknown. */
gboolean            nhs_window_focus_monster (NhsWindow      *self,
                                              const char     *name);

G_END_DECLS
