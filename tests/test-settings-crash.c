/* test-settings-crash.c: settings are written as they change, so a crash loses none
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui' (needs a display). The settings go to GLib's keyfile backend in
 * a temporary folder: a child process builds the window, moves the controls
 * and then aborts without closing anything; the parent reads the keyfile.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "nhs-window-private.h"
#include "nhs-sidebar-private.h"
#include "nhs-ui-test-utils.h"

static char *config_dir;

static char *
keyfile_path (void)
{
  return g_build_filename (config_dir, "glib-2.0", "settings", "keyfile", NULL);
}

static void
test_survive_abort (void)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = keyfile_path ();
  g_autofree char *group = g_strdup_printf ("%s", "io/github/nhspawn/SpawnExplorer");

  if (g_test_subprocess ())
    {
      NhsWindow *win;

      if (!nhs_ui_test_open_display ())
        exit (77);
      win = nhs_window_new (NULL);
      gtk_window_present (GTK_WINDOW (win));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      gtk_adjustment_set_value (win->sidebar->depth_adjustment, 17);
      gtk_adjustment_set_value (win->sidebar->xl_adjustment, 9);
      gtk_switch_set_active (win->sidebar->amulet_switch, TRUE);
      nhs_window_focus_monster (win, "dwarf");
      gtk_window_set_default_size (GTK_WINDOW (win), 1111, 777);
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      /* A crash: no close, no dispose, no exit handlers. */
      abort ();
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_failed ();

  g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_key_file_get_integer (kf, group, "depth", NULL), ==, 17);
  g_assert_cmpint (g_key_file_get_integer (kf, group, "xl", NULL), ==, 9);
  g_assert_true (g_key_file_get_boolean (kf, group, "amulet", NULL));
  /* The window's new size was written without a close; GTK may add its
     client-side decoration margins to what it reports, so allow for them. */
  g_assert_cmpint (g_key_file_get_integer (kf, group, "window-width", NULL), >=, 1111);
  g_assert_cmpint (g_key_file_get_integer (kf, group, "window-width", NULL), <=, 1111 + 64);
  g_assert_cmpint (g_key_file_get_integer (kf, group, "window-height", NULL), >=, 777);
  g_assert_cmpint (g_key_file_get_integer (kf, group, "window-height", NULL), <=, 777 + 64);
  {
    g_autofree char *focused = g_key_file_get_string (kf, group, "focused", NULL);

    g_assert_cmpstr (focused, ==, "'dwarf'");
  }
}

static void
skip_no_display (void)
{
  g_test_skip ("no display");
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* Before anything reads GSettings: a private keyfile backend. */
  if (g_getenv ("NHS_TEST_CONFIG_DIR") == NULL)
    {
      g_autoptr (GError) error = NULL;

      config_dir = g_dir_make_tmp ("nhs-settings-XXXXXX", &error);
      g_assert_no_error (error);
      g_setenv ("NHS_TEST_CONFIG_DIR", config_dir, TRUE);
    }
  else
    config_dir = g_strdup (g_getenv ("NHS_TEST_CONFIG_DIR"));
  g_setenv ("XDG_CONFIG_HOME", config_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);

  g_test_init (&argc, &argv, NULL);
  if (!g_test_subprocess () && !nhs_ui_test_open_display ())
    {
      g_test_add_func ("/nhs/settings/survive-abort", skip_no_display);
      return g_test_run ();
    }
  g_test_add_func ("/nhs/settings/survive-abort", test_survive_abort);
  status = g_test_run ();
  if (!g_test_subprocess ())
    {
      g_autofree char *path = keyfile_path ();
      g_autofree char *dir1 = g_path_get_dirname (path);
      g_autofree char *dir2 = g_path_get_dirname (dir1);

      g_unlink (path);
      g_rmdir (dir1);
      g_rmdir (dir2);
      g_rmdir (config_dir);
    }
  g_free (config_dir);
  return status;
}
