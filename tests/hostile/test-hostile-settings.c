/* test-hostile-settings.c: hostile settings and monster tables in the window
 * (issue 15, classes 8 and 9)
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
#include <string.h>
#include <sys/stat.h>

#include "nhs-error.h"

#include "nhs-window-private.h"
#include "nhs-sidebar-private.h"

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
    "genocided=['newt', 'no such monster', 'NEWT', 'x\\u0007y', '']\n"
    "role='no such role\\u0007'\n"
    "focused='no such monster'\n"
    "deepest=1000\n";
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
  g_assert_cmpuint (win->sidebar->genocided->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (win->sidebar->genocided, 0), ==, "newt");
  /* ... and the cleaned list is what is stored now. */
  settings = g_settings_new ("io.github.nhspawn.SpawnExplorer");
  stored = g_settings_get_strv (settings, "genocided");
  g_assert_cmpuint (g_strv_length (stored), ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
wait_idle (void)
{
  for (int i = 0; i < 50; i++)
    while (g_main_context_pending (NULL))
      g_main_context_iteration (NULL, FALSE);
}

/* Open Monster Table: a refused file keeps the previous table and shows the
   sentence in the banner; a good one replaces its version's table. */
static void
test_open_monster_table (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "data", "monsters-good.json", NULL);
  g_autofree char *deep_path = g_build_filename (config_dir, "deep.json", NULL);
  g_autofree char *slashem_path = g_build_filename (config_dir, "slashem.json", NULL);
  g_autofree char *good_text = NULL;
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autoptr (GString) slashem = NULL;
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *before;
  NhsChances *dist_before;
  NhsWindow *win;
  int v;

  win = nhs_window_new (NULL);
  gtk_window_present (GTK_WINDOW (win));
  wait_idle ();
  v = win->situation.variant;
  before = nhs_session_get_table (win->session, v, NULL);
  dist_before = win->chances;
  g_assert_nonnull (before);
  g_assert_nonnull (dist_before);

  for (int i = 0; i < 70000; i++)
    g_string_append_c (deep, '[');
  g_assert_true (g_file_set_contents (deep_path, deep->str, (gssize) deep->len, NULL));
  g_assert_false (_nhs_window_open_monster_table (win, deep_path, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
  g_clear_error (&error);
  g_assert_true (gtk_revealer_get_reveal_child (win->export_revealer));
  g_assert_nonnull (strstr (gtk_label_get_text (win->export_error_label), "nested more than 32 deep"));
  g_assert_true (nhs_session_get_table (win->session, v, NULL) == before);
  g_assert_true (win->chances == dist_before);

  /* A FIFO neither blocks nor replaces anything. */
  {
    g_autofree char *fifo = g_build_filename (config_dir, "fifo.json", NULL);

    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    g_assert_false (_nhs_window_open_monster_table (win, fifo, &error));
    g_clear_error (&error);
    g_assert_true (nhs_session_get_table (win->session, v, NULL) == before);
    g_unlink (fifo);
  }

  /* A table for no known version: the chosen version's rules, its table. */
  g_assert_true (_nhs_window_open_monster_table (win, good, &error));
  g_assert_no_error (error);
  wait_idle ();
  /* the genocided newt (the first test's) is not in this table: dropped, and said */
  g_assert_true (gtk_revealer_get_reveal_child (win->export_revealer));
  g_assert_nonnull (strstr (gtk_label_get_text (win->export_error_label), "newt"));
  g_assert_cmpuint (win->sidebar->genocided->len, ==, 0);
  g_assert_true (nhs_session_get_table (win->session, v, NULL) != before);
  g_assert_true (win->chances->set == nhs_session_get_table (win->session, v, NULL));
  g_assert_cmpint (win->situation.variant, ==, v);

  /* A table that says it is SLASH'EM's: SLASH'EM is chosen. */
  g_assert_true (g_file_get_contents (good, &good_text, NULL, NULL));
  slashem = g_string_new (good_text);
  g_assert_cmpuint (g_string_replace (slashem, "\"variant\": \"test\"", "\"variant\": \"slashem\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (slashem_path, slashem->str, (gssize) slashem->len, NULL));
  g_assert_true (_nhs_window_open_monster_table (win, slashem_path, &error));
  g_assert_no_error (error);
  wait_idle ();
  g_assert_cmpint (win->situation.variant, ==, nhs_variant_from_key ("slashem")->id);
  g_assert_true (win->chances->set == nhs_session_get_table (win->session, win->situation.variant, NULL));
  g_assert_cmpstr (win->chances->set->origin, ==, slashem_path);

  gtk_window_destroy (GTK_WINDOW (win));
  g_unlink (deep_path);
  g_unlink (slashem_path);
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
  /* No GIO modules (gvfs, dconf): the keyfile backend is built in, and GIO
     keeps the modules it scans in a way LeakSanitizer reports. */
  g_setenv ("GIO_MODULE_DIR", config_dir, TRUE);

  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/nhs/hostile/settings", skip_no_display);
      g_test_add_func ("/nhs/hostile/open-monster-table", skip_no_display);
      return g_test_run ();
    }
  g_test_add_func ("/nhs/hostile/settings", test_hostile_keyfile);
  g_test_add_func ("/nhs/hostile/open-monster-table", test_open_monster_table);
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
