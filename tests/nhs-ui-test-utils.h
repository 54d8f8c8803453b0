/* nhs-ui-test-utils.h: what the window's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-window.h"
#include "nhs-window-private.h"
#include "nhs-classes-page.h"
#include "nhs-compare-page.h"
#include "nhs-level-page.h"
#include "nhs-monsters-page.h"
#include "nhs-overview-page.h"
#include "nhs-profile-page.h"
#include "nhs-spawn-page.h"

G_BEGIN_DECLS

/* GTK on the display: FALSE only when none is named (no DISPLAY, no
   WAYLAND_DISPLAY); a named display that does not answer is asked again
   for 5 seconds, then the test fails (exit 1) rather than skip. */
gboolean   nhs_ui_test_open_display    (void);
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

/* gettext in LANGUAGE language with the catalogues of dir, the app's
   domain the default one as main.c makes it (NULL: the test's own,
   English); binding the domain again drops gettext's cache */
void       nhs_ui_test_use_language    (const char *language,
                                        const char *dir);

/* The window's pages (built when first asked for, as when first shown). */
#define NHS_UI_OVERVIEW(win) NHS_OVERVIEW_PAGE (_nhs_window_get_page ((win), "overview"))
#define NHS_UI_MONSTERS(win) NHS_MONSTERS_PAGE (_nhs_window_get_page ((win), "monsters"))
#define NHS_UI_CLASSES(win)  NHS_CLASSES_PAGE (_nhs_window_get_page ((win), "classes"))
#define NHS_UI_LEVEL(win)    NHS_LEVEL_PAGE (_nhs_window_get_page ((win), "level"))
#define NHS_UI_COMPARE(win)  NHS_COMPARE_PAGE (_nhs_window_get_page ((win), "compare"))
#define NHS_UI_PROFILE(win)  NHS_PROFILE_PAGE (_nhs_window_get_page ((win), "profile"))
/* The Level page's sample level for the window's situation, made now. */
const NhsLevel *nhs_ui_test_level      (NhsWindow *win);

G_END_DECLS
