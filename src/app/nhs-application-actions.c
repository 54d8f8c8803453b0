/* nhs-application-actions.c: the application's actions (app.*)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-settings.h"
#include "nhs-application.h"
#include "nhs-pages.h"

static void
quit_activated (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* close the windows so that they save their size */
  for (GList *l = windows; l; )
    {
      GList *next = l->next;

      gtk_window_close (l->data);
      l = next;
    }
  g_application_quit (G_APPLICATION (app));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  GtkApplication *app = user_data;
  static const char *authors[] = { "The nhspawn developers", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (app),
                         "program-name", _("Spawn Explorer"),
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Which monsters NetHack creates, where and how often — exactly"),
                         "website", "https://github.com/nhspawn/nhspawn",
                         "website-label", _("Website"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", "© 2025 The nhspawn developers",
                         "authors", authors,
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  GtkApplication *app = user_data;
  g_autoptr(GBytes) bytes =
    g_resources_lookup_data ("/io/github/nhspawn/SpawnExplorer/shortcuts-window.ui", 0, NULL);
  g_autofree char *rows = nhs_pages_shortcuts_xml ();
  g_autoptr(GString) ui = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  /* The "Pages" group's rows come from the page table (nhs-pages.c). */
  g_string_replace (ui, "<!-- @PAGES@ -->", rows, 1);
  builder = gtk_builder_new_from_string (ui->str, ui->len);
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts"));

  gtk_window_set_transient_for (shortcuts, gtk_application_get_active_window (app));
  gtk_window_set_application (shortcuts, app);
  gtk_window_present (shortcuts);
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
  { .name = "shortcuts", .activate = shortcuts_activated },
};

void
_nhs_application_add_actions (NhsApplication *self)
{
  g_autoptr(GSettings) settings = nhs_settings_new ();
  g_autoptr(GAction) dark = g_settings_create_action (settings, "dark-style");
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.shortcuts", { "<Control>question", "<Control>slash", NULL } },
    /* the window's own shortcuts are its class's bindings (nhs-window-actions.c) */
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries, G_N_ELEMENTS (app_entries), self);
  g_action_map_add_action (G_ACTION_MAP (self), dark);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);
}
