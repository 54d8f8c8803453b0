/* nhs-ui-test-utils.c: what the window's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include "nhs-ui-test-utils.h"

#include <stdlib.h>
#include <libintl.h>

/* One warning is GTK's and not ours: GTK 4.24's X11 backend (Debian
   testing, tools/check-newer-gtk) marks some frames as submitted twice and
   warns "gdk_frame_timings_submitted() called on submitted frame" on Xvfb,
   depending on timing, in any program that shows a window there; nhspawn
   never touches frame timings. */
static gboolean
is_gtk_frame_timing_warning (const GLogField *fields,
                             gsize            n_fields)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      message = fields[i].value;
  return g_strcmp0 (domain, "Gdk") == 0 && message != NULL
         && g_str_has_prefix (message, "gdk_frame_timings_submitted() called on submitted frame");
}

/* Every warning and critical still ends the test, as G_DEBUG=fatal-warnings
   and g_test_init () make them, except GTK's one above, which is printed and
   let through. GLib's own mask cannot make that exception for GTK's
   structured messages, so this writer does. */
static GLogWriterOutput
ui_test_log_writer (GLogLevelFlags   log_level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         data)
{
  GLogWriterOutput out = g_log_writer_default (log_level, fields, n_fields, data);

  if ((log_level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL)) != 0
      && !is_gtk_frame_timing_warning (fields, n_fields))
    abort ();
  return out;
}

gboolean
nhs_ui_test_open_display (void)
{
  if (gtk_init_check ())
    return TRUE;
  /* Only a run with no display at all skips the window's tests. Under
     xvfb-run the display is there, but it can refuse a connection while
     many tests start at once (seen in CI runs: a whole UI test silently
     counted as skipped). Ask again for a few seconds — gdk_display_open (),
     since GTK counts itself initialised after the first try — and fail
     rather than skip when the display named never answers. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    return FALSE;
  for (int attempt = 0; attempt < 20; attempt++)
    {
      g_usleep (G_USEC_PER_SEC / 4);
      if (gdk_display_open (NULL) != NULL)
        return TRUE;
    }
  g_printerr ("The display %s did not answer in 5 seconds.\n",
              g_getenv ("DISPLAY") != NULL ? g_getenv ("DISPLAY") : g_getenv ("WAYLAND_DISPLAY"));
  exit (1);
}

gboolean
nhs_ui_test_init (int    *argc,
                  char ***argv)
{
  g_test_init (argc, argv, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  g_log_set_writer_func (ui_test_log_writer, NULL, NULL);
  if (nhs_ui_test_open_display ())
    return TRUE;
  g_test_skip ("no display");
  return FALSE;
}

void
nhs_ui_test_settle (void)
{
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

void
nhs_ui_test_reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i]; i++)
    g_settings_reset (settings, keys[i]);
}

NhsWindow *
nhs_ui_test_make_window (void)
{
  NhsWindow *win;

  nhs_ui_test_reset_settings ();
  win = nhs_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (win), 1280, 800);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

void
nhs_ui_test_destroy_window (NhsWindow *win)
{
  gtk_window_destroy (GTK_WINDOW (win));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

const NhsLevel *
nhs_ui_test_level (NhsWindow *win)
{
  return nhs_level_page_get_sample (NHS_UI_LEVEL (win))->level;
}

void
nhs_ui_test_use_language (const char *language,
                          const char *dir)
{
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  bindtextdomain (GETTEXT_PACKAGE, dir);
  textdomain (language != NULL ? GETTEXT_PACKAGE : "messages");
}
