/* nhs-ui-test-utils.c: what the window's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include "nhs-ui-test-utils.h"

gboolean
nhs_ui_test_init (int    *argc,
                  char ***argv)
{
  g_test_init (argc, argv, NULL);
  if (gtk_init_check ())
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
