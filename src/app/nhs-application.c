/* nhs-application.c: the GtkApplication
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-application.h"
#include "nhs-window.h"

struct _NhsApplication
{
  GtkApplication parent_instance;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (NhsApplication, nhs_application, GTK_TYPE_APPLICATION)

static void
nhs_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (nhs_window_new (NHS_APPLICATION (app)));
  gtk_window_present (window);
}

static void
nhs_application_startup (GApplication *app)
{
  NhsApplication *self = NHS_APPLICATION (app);

  G_APPLICATION_CLASS (nhs_application_parent_class)->startup (app);

  g_set_application_name (_("Spawn Explorer"));
  gtk_window_set_default_icon_name (APP_ID);

  self->settings = g_settings_new (APP_ID);
  /* The dark style toggle (app.dark-style) follows the setting. */
  g_settings_bind (self->settings, "dark-style", gtk_settings_get_default (),
                   "gtk-application-prefer-dark-theme", G_SETTINGS_BIND_GET);
  _nhs_application_add_actions (self);
}

static void
nhs_application_dispose (GObject *object)
{
  NhsApplication *self = NHS_APPLICATION (object);

  g_clear_object (&self->settings);
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
  return g_object_new (NHS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", "/io/github/nhspawn/SpawnExplorer",
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       NULL);
}
