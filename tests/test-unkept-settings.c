/* test-unkept-settings.c: the window works with any home folder (issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui' (needs a display). No session bus, so GLib's keyfile settings
 * back end, in a config folder that is broken in one way per case: the
 * settings folder a regular file, a config folder that cannot be written,
 * a settings file that is not a key file, no config folder at all. The
 * application starts as main() starts it, in a child process: the window is
 * sensitive, every page shows and stays shown, a slider stays where it is
 * moved, the dark-style and quit actions work; stderr says once (and the
 * banner says) that settings will not be kept and why, or nothing at all
 * when they will be.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "nhs-application.h"
#include "nhs-test-utils.h"
#include "nhs-pages.h"
#include "nhs-settings.h"
#include "nhs-window-private.h"
#include "nhs-sidebar-private.h"

static char *self_path;
static char *runtime_dir;   /* private: no bus socket in it */

static void
iterate (int times)
{
  for (int i = 0; i < times; i++)
    {
      g_usleep (5000);
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
    }
}

static void
drive_window (NhsWindow *win)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (win));
  const char *expect = g_getenv ("NHS_TEST_REASON");
  const char *banner = gtk_label_get_text (win->export_error_label);
  guint n;
  const NhsPageInfo *pages = nhs_pages (&n);

  /* The banner says it, or is not shown. */
  if (*expect != '\0')
    {
      g_assert_true (gtk_revealer_get_reveal_child (win->export_revealer));
      g_assert_true (g_str_has_prefix (banner, "Settings will not be kept after this session: "));
      g_assert_nonnull (strstr (banner, expect));
    }
  else
    g_assert_false (gtk_revealer_get_reveal_child (win->export_revealer));

  /* Every control can be used: nothing is greyed out by a key that cannot
     be written (the window itself was, issue 27). */
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (win)));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (win->stack)));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (win->sidebar)));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "dark-style"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "quit"));

  for (guint i = 0; i < n; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (win), "win.show-page", "s", pages[i].key);
      iterate (4);
      g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, pages[i].key);
      g_assert_true (gtk_widget_is_sensitive (gtk_stack_get_visible_child (win->stack)));
    }
  gtk_adjustment_set_value (win->sidebar->depth_adjustment, 17);
  g_action_group_activate_action (G_ACTION_GROUP (app), "dark-style", NULL);
  iterate (20);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, pages[n - 1].key);
  g_assert_cmpfloat (gtk_adjustment_get_value (win->sidebar->depth_adjustment), ==, 17);

  /* Ctrl+Q's action ends the application (g_application_run returns). */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
}

static void
activate_cb (GtkApplication *app)
{
  NhsWindow *win = NHS_WINDOW (gtk_application_get_active_window (app));

  g_assert_nonnull (win);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  drive_window (win);
}

/* The child: the application as main() runs it. */
static void
run_app (void)
{
  g_autoptr(NhsApplication) app = nhs_application_new ();

  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
}

/* Runs the application in a child with XDG_CONFIG_HOME=CONFIG; it must pass.
   REASON: what the sentence must name ("" when settings are kept). Returns
   the child's stderr. */
static char *
run_child (const char *config,
           const char *reason)
{
  const char *argv[] = { self_path, "-p", "/nhs/unkept-settings/child", "--GTestSubprocess", NULL };
  g_autofree char *out = NULL;
  char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = g_get_environ ();
  int wait_status = 0;

  env = g_environ_setenv (env, "XDG_CONFIG_HOME", config, TRUE);
  env = g_environ_setenv (env, "NHS_TEST_REASON", reason, TRUE);
  env = g_environ_setenv (env, "XDG_RUNTIME_DIR", runtime_dir, TRUE);
  env = g_environ_unsetenv (env, "DBUS_SESSION_BUS_ADDRESS");
  env = g_environ_unsetenv (env, "GSETTINGS_BACKEND");
  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                &wait_status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (wait_status, NULL))
    {
      g_test_message ("the child failed; its stdout:\n%s\nits stderr:\n%s", out, err);
      g_test_fail ();
    }
  return err;
}

/* How many lines of ERR start with "nhspawn: Settings will not be kept". */
static guint
count_unkept_lines (const char *err)
{
  g_auto(GStrv) lines = g_strsplit (err, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_has_prefix (lines[i], "nhspawn: Settings will not be kept after this session: ");
  return n;
}

static char *
make_tmp (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("nhs-unkept-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_child (void)
{
  if (g_test_subprocess ())
    run_app ();
}

/* ~/.config/glib-2.0/settings is a regular file. */
static void
test_settings_is_a_file (void)
{
  g_autofree char *tmp = make_tmp ();
  g_autofree char *dir = g_build_filename (tmp, "glib-2.0", NULL);
  g_autofree char *settings = g_build_filename (dir, "settings", NULL);
  g_autofree char *err = NULL;
  g_autofree char *reason = NULL;

  g_mkdir (dir, 0700);
  g_assert_true (g_file_set_contents (settings, "not a folder", -1, NULL));
  reason = g_strdup_printf ("“%s” is not a folder", settings);
  err = run_child (tmp, reason);
  g_assert_cmpuint (count_unkept_lines (err), ==, 1);
  /* GLib's own "Failed to create" is not reached: the back end is not made. */
  g_assert_null (strstr (err, "Failed to create"));
  nhs_test_remove_tree (tmp);
}

/* A config folder that cannot be written. As a user: the folder 0555 over a
   stored depth, which is read back. As root (who may write anywhere but a
   read-only file system): a config folder in /proc. */
static void
test_config_read_only (void)
{
  g_autofree char *tmp = make_tmp ();
  g_autofree char *err = NULL;

  if (getuid () != 0)
    {
      g_autofree char *dir = g_build_filename (tmp, "glib-2.0", "settings", NULL);
      g_autofree char *keyfile = g_build_filename (dir, "keyfile", NULL);

      g_mkdir_with_parents (dir, 0700);
      g_assert_true (g_file_set_contents (keyfile, "[io/github/nhspawn/SpawnExplorer]\npage='dungeon'\n", -1, NULL));
      g_chmod (dir, 0555);
      err = run_child (tmp, "cannot be written");
    }
  else
    {
      g_autofree char *config = g_strdup_printf ("/proc/self/nhs-config-%u", (guint) getpid ());

      err = run_child (config, "cannot be made");
    }
  g_assert_cmpuint (count_unkept_lines (err), ==, 1);
  nhs_test_remove_tree (tmp);
}

/* The settings file is not a key file: reported, and left as it was. */
static void
test_corrupt_keyfile (void)
{
  g_autofree char *tmp = make_tmp ();
  g_autofree char *dir = g_build_filename (tmp, "glib-2.0", "settings", NULL);
  g_autofree char *keyfile = g_build_filename (dir, "keyfile", NULL);
  g_autofree char *err = NULL;
  g_autofree char *after = NULL;
  static const char garbage[] = "\x01\x02 this = is [not a key file\n=\n";

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (keyfile, garbage, -1, NULL));
  err = run_child (tmp, "is not a settings file");
  g_assert_cmpuint (count_unkept_lines (err), ==, 1);
  g_assert_true (g_file_get_contents (keyfile, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, garbage);
  nhs_test_remove_tree (tmp);
}

/* No config folder at all: it is made, settings are kept, nothing is said
   but where they go. */
static void
test_missing_config (void)
{
  g_autofree char *tmp = make_tmp ();
  g_autofree char *config = g_build_filename (tmp, "not", "there", NULL);
  g_autofree char *keyfile = g_build_filename (config, "glib-2.0", "settings", "keyfile", NULL);
  g_autofree char *err = run_child (config, "");

  g_assert_cmpuint (count_unkept_lines (err), ==, 0);
  g_assert_nonnull (strstr (err, "settings are kept in"));
  g_assert_true (g_file_test (keyfile, G_FILE_TEST_IS_REGULAR));
  nhs_test_remove_tree (tmp);
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

  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_add_func ("/nhs/unkept-settings/settings-is-a-file", skip_no_display);
      return g_test_run ();
    }
  g_test_add_func ("/nhs/unkept-settings/child", test_child);
  g_test_add_func ("/nhs/unkept-settings/settings-is-a-file", test_settings_is_a_file);
  g_test_add_func ("/nhs/unkept-settings/config-read-only", test_config_read_only);
  g_test_add_func ("/nhs/unkept-settings/corrupt-keyfile", test_corrupt_keyfile);
  g_test_add_func ("/nhs/unkept-settings/missing-config", test_missing_config);
  if (!g_test_subprocess ())
    runtime_dir = make_tmp ();
  status = g_test_run ();
  if (runtime_dir != NULL)
    nhs_test_remove_tree (runtime_dir);
  return status;
}
