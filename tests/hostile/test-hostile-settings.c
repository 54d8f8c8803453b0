/* test-hostile-settings.c: hostile settings (issue 15, class 8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui'. A keyfile in a private folder holds settings no window wrote:
 * a negative and a huge window size, and genocided names that no monster
 * has. The window must start without a Gtk-CRITICAL (the tests run with
 * G_DEBUG=fatal-warnings), with the sizes' defaults and only the real
 * monster's chip.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "nhs-window-private.h"

static char *config_dir;

static char *
keyfile_path (void)
{
  return g_build_filename (config_dir, "glib-2.0", "settings", "keyfile", NULL);
}

static void
test_hostile_keyfile (void)
{
  static const char text[] =
    "[io/github/nhspawn/SpawnExplorer]\n"
    "window-width=-5\n"
    "window-height=100000\n"
    "variant='3.6.7'\n"
    "genocided=['newt', 'no such monster', 'NEWT', 'x\\u0007y', '']\n";
  g_autofree char *path = keyfile_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GSettings) settings = NULL;
  g_auto (GStrv) stored = NULL;
  NhsWindow *win;
  int width = 0, height = 0;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  win = nhs_window_new (NULL);
  gtk_window_get_default_size (GTK_WINDOW (win), &width, &height);
  /* Out of the schema's range: the defaults are read instead. */
  g_assert_cmpint (width, ==, 1280);
  g_assert_cmpint (height, ==, 800);
  /* Only the real monster, once. */
  g_assert_cmpuint (win->genocided->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (win->genocided, 0), ==, "newt");
  /* ... and the cleaned list is what is stored now. */
  settings = g_settings_new ("io.github.nhspawn.SpawnExplorer");
  stored = g_settings_get_strv (settings, "genocided");
  g_assert_cmpuint (g_strv_length (stored), ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
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
  g_autoptr (GError) error = NULL;
  int status;

  /* Before anything reads GSettings: a private keyfile backend. */
  config_dir = g_dir_make_tmp ("nhs-hostile-settings-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_CONFIG_HOME", config_dir, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);

  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/nhs/hostile/settings", skip_no_display);
      return g_test_run ();
    }
  g_test_add_func ("/nhs/hostile/settings", test_hostile_keyfile);
  status = g_test_run ();
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
