/* nhs-application.c: the GtkApplication
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "nhs-application.h"
#include "nhs-settings.h"
#include "nhs-window.h"

struct _NhsApplication
{
  GtkApplication parent_instance;

  GSettings *settings;
  GDBusConnection *session_bus;  /* kept for GApplication to reuse */
};

G_DEFINE_FINAL_TYPE (NhsApplication, nhs_application, GTK_TYPE_APPLICATION)

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

/* NHSPAWN_FIRST_FRAME=1: print the time to the first painted frame and the
   resident memory then, and quit (for measuring cold start:
   tests/bench-startup). */
static void
first_frame_cb (GdkFrameClock *clock,
                GApplication  *app)
{
  g_print ("{\"first_frame_ms\": %.1f, \"rss_kb\": %ld}\n",
           (g_get_monotonic_time () - start_time) / 1000.0, rss_kb ());
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, app);
  g_application_quit (app);
}

static void
nhs_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (nhs_window_new (NHS_APPLICATION (app)));
  gtk_window_present (window);
  if (g_getenv ("NHSPAWN_FIRST_FRAME"))
    g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                      G_CALLBACK (first_frame_cb), app);
}

/* The dark style toggle (app.dark-style) follows the setting: on, dark; off,
   light (as GTK 4.8's prefer-dark-theme FALSE is). GTK reloads its theme's
   CSS whenever the property is set, even to the value it has: set it only
   when it changes (at start-up, with the setting off, never). */
static void
apply_dark_style (GSettings  *settings,
                  const char *key,
                  gpointer    data)
{
  gboolean dark = g_settings_get_boolean (settings, "dark-style");
  GtkSettings *gtk_settings = gtk_settings_get_default ();
#if GTK_CHECK_VERSION (4, 20, 0)
  GtkInterfaceColorScheme want = dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_LIGHT;
  GtkInterfaceColorScheme have;

  g_object_get (gtk_settings, "gtk-interface-color-scheme", &have, NULL);
  if (have != want)
    g_object_set (gtk_settings, "gtk-interface-color-scheme", want, NULL);
#else
  gboolean have;

  g_object_get (gtk_settings, "gtk-application-prefer-dark-theme", &have, NULL);
  if (have != dark)
    g_object_set (gtk_settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

static void
nhs_application_startup (GApplication *app)
{
  NhsApplication *self = NHS_APPLICATION (app);

  G_APPLICATION_CLASS (nhs_application_parent_class)->startup (app);

  g_set_application_name (_("Spawn Explorer"));
  gtk_window_set_default_icon_name (APP_ID);

  self->settings = nhs_settings_new ();
  g_signal_connect (self->settings, "changed::dark-style", G_CALLBACK (apply_dark_style), NULL);
  apply_dark_style (self->settings, "dark-style", NULL);
  _nhs_application_add_actions (self);
}

static void
nhs_application_dispose (GObject *object)
{
  NhsApplication *self = NHS_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->session_bus);
  G_OBJECT_CLASS (nhs_application_parent_class)->dispose (object);
}

static void
nhs_application_class_init (NhsApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = nhs_application_dispose;
  app_class->activate = nhs_application_activate;
  app_class->startup = nhs_application_startup;
}

static void
nhs_application_init (NhsApplication *self)
{
}

NhsApplication *
nhs_application_new (void)
{
  GDBusConnection *bus;
  NhsApplication *self;

  start_time = g_get_monotonic_time ();
  bus = nhs_settings_init ();
  self = g_object_new (NHS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", "/io/github/nhspawn/SpawnExplorer",
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       NULL);
  self->session_bus = bus;
  return self;
}
