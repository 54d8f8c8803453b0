/* test-no-session-bus.c: the window works and remembers its settings with no D-Bus session bus
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui' (needs a display). What a container, an SSH session or plain
 * Xvfb gives: no DBUS_SESSION_BUS_ADDRESS, no bus socket in XDG_RUNTIME_DIR,
 * and GSettings' default backend (GSETTINGS_BACKEND unset, so dconf where it
 * is installed). The application starts as main() starts it, in a child
 * process: a page switch and a slider move must stay put; a second child
 * (the restart) must find both.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "nhs-application.h"
#include "nhs-test-utils.h"
#include "nhs-window-private.h"
#include "nhs-sidebar-private.h"

static char *tmp_dir;

static void
quit_cb (gpointer app)
{
  g_application_quit (G_APPLICATION (app));
}

/* The dark style as GTK has it (the app sets it from its dark-style setting). */
static gboolean
gtk_is_dark (void)
{
#if GTK_CHECK_VERSION (4, 20, 0)
  GtkInterfaceColorScheme scheme;

  g_object_get (gtk_settings_get_default (), "gtk-interface-color-scheme", &scheme, NULL);
  return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
  gboolean dark;

  g_object_get (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
#endif
}

/* First run: change the page, the depth and the dark style, then let the
   main loop run long enough for a failed settings write to snap them back. */
static void
change_then_check (NhsWindow *win)
{
  g_assert_false (gtk_is_dark ());
  gtk_widget_activate_action (GTK_WIDGET (win), "win.show-page", "s", "classes");
  gtk_adjustment_set_value (win->sidebar->depth_adjustment, 17);
  g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (win))),
                                  "dark-style", NULL);
  for (int i = 0; i < 50; i++)
    {
      g_usleep (10000);
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, "classes");
  g_assert_cmpfloat (gtk_adjustment_get_value (win->sidebar->depth_adjustment), ==, 17);
}

static void
check_remembered (NhsWindow *win)
{
  g_assert_true (gtk_is_dark ());
  g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, "classes");
  g_assert_cmpfloat (gtk_adjustment_get_value (win->sidebar->depth_adjustment), ==, 17);
}

static void
activate_cb (GtkApplication *app,
             gpointer        check)
{
  NhsWindow *win = NHS_WINDOW (gtk_application_get_active_window (app));

  g_assert_nonnull (win);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  ((void (*) (NhsWindow *)) check) (win);
  g_idle_add_once (quit_cb, app);
}

static void
run_app (void (*check) (NhsWindow *))
{
  g_autoptr(NhsApplication) app = nhs_application_new ();

  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), check);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
}

static char *self_path;

/* One run of the application in a child process (this program with
   --GTestSubprocess): it must pass; returns its stderr. On failure both of
   its outputs are shown (a newer GLib reports fatal messages on stdout). */
static char *
run_child (const char *run)
{
  const char *argv[] = { self_path, "-p", "/nhs/no-session-bus/remembered", "--GTestSubprocess", NULL };
  g_autofree char *out = NULL;
  char *err = NULL;
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  g_setenv ("NHS_TEST_RUN", run, TRUE);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                &wait_status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (wait_status, NULL))
    {
      g_test_message ("run %s failed; its stdout:\n%s\nits stderr:\n%s", run, out, err);
      g_test_fail ();
    }
  return err;
}

static void
test_remembered (void)
{
  g_autofree char *keyfile = g_build_filename (tmp_dir, "config", "glib-2.0", "settings", "keyfile", NULL);
  g_autofree char *err = NULL;

  if (g_test_subprocess ())
    {
      if (g_str_equal (g_getenv ("NHS_TEST_RUN"), "1"))
        run_app (change_then_check);
      else
        run_app (check_remembered);
      return;
    }

  err = run_child ("1");
  /* One line says where the settings go. */
  g_assert_true (g_pattern_match_simple ("*nhspawn: no D-Bus session bus; settings are kept in *keyfile\n*", err));
  g_assert_true (g_file_test (keyfile, G_FILE_TEST_EXISTS));
  g_free (run_child ("2"));
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

  /* Before anything touches D-Bus or GSettings: no session bus, the default
     backend, a private config and runtime directory. */
  if (g_getenv ("NHS_TEST_TMP_DIR") == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *config = NULL;
      g_autofree char *runtime = NULL;

      tmp_dir = g_dir_make_tmp ("nhs-no-bus-XXXXXX", &error);
      g_assert_no_error (error);
      config = g_build_filename (tmp_dir, "config", NULL);
      runtime = g_build_filename (tmp_dir, "runtime", NULL);
      g_mkdir (config, 0700);
      g_mkdir (runtime, 0700);
      g_setenv ("NHS_TEST_TMP_DIR", tmp_dir, TRUE);
      g_setenv ("XDG_CONFIG_HOME", config, TRUE);
      g_setenv ("XDG_RUNTIME_DIR", runtime, TRUE);
    }
  else
    tmp_dir = g_strdup (g_getenv ("NHS_TEST_TMP_DIR"));
  g_unsetenv ("DBUS_SESSION_BUS_ADDRESS");
  g_unsetenv ("GSETTINGS_BACKEND");

  self_path = argv[0];
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    g_test_add_func ("/nhs/no-session-bus/remembered", skip_no_display);
  else
    g_test_add_func ("/nhs/no-session-bus/remembered", test_remembered);
  status = g_test_run ();
  if (!g_test_subprocess ())
    nhs_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
