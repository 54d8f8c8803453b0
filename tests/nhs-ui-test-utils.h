/* nhs-ui-test-utils.h: what the window's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-window.h"

G_BEGIN_DECLS

/* g_test_init () and GTK: FALSE (the run marked skipped) without a display;
   then main () just returns g_test_run (). */
gboolean   nhs_ui_test_init            (int        *argc,
                                        char     ***argv);
/* Lets the main loop run what is pending (up to 20 iterations). */
void       nhs_ui_test_settle          (void);
/* Every key of the schema back to its default (GSETTINGS_BACKEND=memory). */
void       nhs_ui_test_reset_settings  (void);
/* A new window on default settings, 1280x800, presented and drawn once. */
NhsWindow *nhs_ui_test_make_window     (void);
/* Destroys it and lets the main loop settle. */
void       nhs_ui_test_destroy_window  (NhsWindow *win);

G_END_DECLS
