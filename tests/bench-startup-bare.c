/* bench-startup-bare.c: the yardstick of bench-startup, a bare GTK 4 window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What any GTK 4 application pays before it shows anything: a GtkApplication
 * (same flags as nhspawn's, its own id) opens an empty GtkApplicationWindow
 * of nhspawn's default size (1280 x 800) and quits after its first painted
 * frame, printing the same line nhspawn prints with NHSPAWN_FIRST_FRAME=1.
 *
 * With --title-bar the window has GTK's own title bar (a GtkHeaderBar
 * showing the window's title), as a GNOME desktop draws any GTK 4 window:
 * the bare window a user sees there. Without it the window draws no text at
 * all, which only happens with no window manager, as under plain Xvfb (no
 * fonts are loaded then).
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <unistd.h>

static gint64 start_time;

/* Resident memory now, in kB (Linux /proc/self/statm), or -1. */
static long
rss_kb (void)
{
  g_autofree char *text = NULL;
  long size, resident;

  if (!g_file_get_contents ("/proc/self/statm", &text, NULL, NULL)
      || sscanf (text, "%ld %ld", &size, &resident) != 2)
    return -1;
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static void
first_frame_cb (GdkFrameClock *clock,
                GApplication  *app)
{
  g_print ("{\"first_frame_ms\": %.1f, \"rss_kb\": %ld}\n",
           (g_get_monotonic_time () - start_time) / 1000.0, rss_kb ());
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, app);
  g_application_quit (app);
}

static gboolean title_bar;

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = gtk_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  if (title_bar)
    {
      gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
      gtk_window_set_title (GTK_WINDOW (window), "Bare window");
    }
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_cb), app);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GtkApplication) app = NULL;

  start_time = g_get_monotonic_time ();
  title_bar = argc > 1 && g_str_equal (argv[1], "--title-bar");
  app = gtk_application_new ("io.github.nhspawn.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
