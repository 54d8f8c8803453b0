/* nhs-window-actions.c: the window's actions (win.*)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "nhs-window-private.h"
#include "nhs-pages.h"
#include "nhs-monsters-page.h"
#include "nhs-overview-page.h"
#include "nhs-level-sample.h"
#include "nhs-render-view.h"
#include "nhs-error.h"
#include "nhs-strings.h"

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  _nhs_window_set_page (NHS_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
focus_search_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);

  /* Ctrl+F searches the page shown: the Overview's chart, else the Monsters list */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "overview") == 0)
    {
      NhsPage *page = _nhs_window_get_page (self, "overview");

      gtk_widget_grab_focus (GTK_WIDGET (nhs_overview_page_get_search (NHS_OVERVIEW_PAGE (page))));
      return;
    }
  _nhs_window_set_page (self, "monsters");
  gtk_widget_grab_focus (GTK_WIDGET (nhs_monsters_page_get_search (
    NHS_MONSTERS_PAGE (_nhs_window_get_page (self, "monsters")))));
}

static void
focus_genocide_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);

  g_object_set (self, "show-sidebar", TRUE, NULL);
  nhs_sidebar_focus_genocide (self->sidebar);
}

static void
depth_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  nhs_sidebar_step_depth (NHS_WINDOW (widget)->sidebar, g_str_equal (action_name, "win.deeper") ? 1 : -1);
}

static void
xl_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  nhs_sidebar_step_xl (NHS_WINDOW (widget)->sidebar, g_str_equal (action_name, "win.xl-up") ? 1 : -1);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  _nhs_window_reset (NHS_WINDOW (widget));
}

static void
new_level_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);

  /* any of the 2^64 seeds; the Overview and the Level page follow the setting */
  g_settings_set_uint64 (self->settings, "level-seed",
                         ((guint64) g_random_int () << 32) | g_random_int ());
}

/* Export */

static const char *
current_page (NhsWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  return page ? page : "overview";
}

/* The page shown, as a render/ view with its look; the strings the view
   points to are kept in keep. */
static gboolean
page_view (NhsWindow       *self,
           NhsView         *view,
           NhsRenderTheme  *theme,
           GPtrArray       *keep,
           GError         **error)
{
  return nhs_page_get_view (_nhs_window_get_visible_page (self), view, theme, keep, error);
}

static void
show_export_result (NhsWindow  *self,
                    const char *path,
                    GError     *error)
{
  if (error != NULL)
    {
      gtk_label_set_text (self->export_error_label, error->message);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->export_error_label), error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->export_error_label), "error");
      gtk_widget_set_visible (GTK_WIDGET (self->export_open_button), FALSE);
      gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
      return;
    }
  /* Confirm, and offer to open what was written. */
  {
    g_autofree char *name = g_filename_display_basename (path);
    /* Translators: after an export; %s is the file's name */
    g_autofree char *text = g_strdup_printf (_("Exported to %s."), name);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_free (self->exported_uri);
    self->exported_uri = g_file_get_uri (file);
    gtk_label_set_text (self->export_error_label, text);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->export_error_label), text);
    gtk_widget_remove_css_class (GTK_WIDGET (self->export_error_label), "error");
    gtk_widget_set_visible (GTK_WIDGET (self->export_open_button), TRUE);
    gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
  }
}

gboolean
_nhs_window_export (NhsWindow              *self,
                    const char             *path,
                    const NhsExportOptions *options,
                    GError                **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  NhsRenderTheme theme;
  NhsView view;
  gboolean ok;

  g_return_val_if_fail (NHS_IS_WINDOW (self), FALSE);

  ok = page_view (self, &view, &theme, keep, &local_error);
  if (ok && options != NULL)
    {
      NhsFileFormat format;

      /* the choices, as nhspawn-cli export --scale/--dark/--top apply them */
      if (nhs_render_file_format_from_path (path, &format, NULL) && format != options->format)
        ok = nhs_error_set (&local_error, NHS_ERROR_INVALID,
                            _("“%s” does not end in .%s, the format chosen."), path,
                            nhs_render_file_format_extension (options->format));
      nhs_render_theme_default (&theme, options->dark);
      view.scale = options->scale;
      nhs_view_set_top (&view, options->top);
    }
  if (ok)
    ok = nhs_render_view_to_file (&view, &theme, path, 0, 0, nhs_strings_gettext, &local_error);
  show_export_result (self, path, ok ? NULL : local_error);
  if (!ok)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return ok;
}

/* The file's name with the chosen format's extension: kept when it has
   it, put in place of another format's, added otherwise. */
char *
_nhs_window_export_path (const char    *path,
                         NhsFileFormat  format)
{
  NhsFileFormat named;
  const char *ext = nhs_render_file_format_extension (format);

  if (nhs_render_file_format_from_path (path, &named, NULL))
    {
      if (named == format)
        return g_strdup (path);
      return g_strdup_printf ("%.*s.%s", (int) (strrchr (path, '.') - path), path, ext);
    }
  return g_strdup_printf ("%s.%s", path, ext);
}

static void
export_to_file (NhsWindow *self,
                GFile     *file)
{
  g_autofree char *chosen = file ? g_file_get_path (file) : NULL;
  g_autofree char *path = NULL;

  if (chosen == NULL)
    return;
  path = _nhs_window_export_path (chosen, self->export_options.format);
  _nhs_window_export (self, path, &self->export_options, NULL);
}

static GtkFileFilter *
export_filter_new (NhsFileFormat format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree char *pattern = g_strdup_printf ("*.%s", nhs_render_file_format_extension (format));

  gtk_file_filter_set_name (filter, nhs_export_format_name (format));
  gtk_file_filter_add_pattern (filter, pattern);
  return filter;
}

static char *
export_initial_name (NhsWindow *self)
{
  /* Translators: default file name of an export: the page's key, then the
     format's extension (png, svg or pdf) */
  return g_strdup_printf (_("nhspawn-%s.%s"), current_page (self),
                          nhs_render_file_format_extension (self->export_options.format));
}

/* The file chooser for the choices made: GtkFileDialog where GTK has it
   (4.10 and later), GtkFileChooserNative on 4.8. Either way it goes through
   the file chooser portal inside the Flatpak sandbox. self->export_dialog is
   what is open: the GtkFileChooserNative, or the GCancellable of the
   GtkFileDialog. */
#if GTK_CHECK_VERSION (4, 10, 0)
static void
export_save_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(NhsWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  /* Cancelled by the window going away: touch nothing of it. */
  if (self->export_dialog == NULL)
    return;
  g_clear_object (&self->export_dialog);
  export_to_file (self, file);
}

static void
choose_export_file (NhsWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = NULL;
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = export_filter_new (self->export_options.format);
  g_autofree char *name = export_initial_name (self);

  if (self->export_dialog)
    return;
  dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (dialog, _("Export the Page"));
  gtk_file_dialog_set_accept_label (dialog, _("_Export"));
  gtk_file_dialog_set_initial_name (dialog, name);
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  self->export_dialog = G_OBJECT (g_cancellable_new ());
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), G_CANCELLABLE (self->export_dialog),
                        export_save_cb, g_object_ref (self));
}

void
_nhs_window_close_export (NhsWindow *self)
{
  g_autoptr(GObject) cancellable = g_steal_pointer (&self->export_dialog);

  if (cancellable)
    g_cancellable_cancel (G_CANCELLABLE (cancellable));
  if (self->export_options_dialog)
    gtk_window_destroy (GTK_WINDOW (self->export_options_dialog));
}
#else
static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    NhsWindow       *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      export_to_file (self, file);
    }
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&self->export_dialog);
}

static void
choose_export_file (NhsWindow *self)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = export_filter_new (self->export_options.format);
  g_autofree char *name = export_initial_name (self);

  if (self->export_dialog)
    return;
  native = gtk_file_chooser_native_new (_("Export the Page"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_signal_connect (native, "response", G_CALLBACK (export_response_cb), self);
  self->export_dialog = G_OBJECT (native);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

void
_nhs_window_close_export (NhsWindow *self)
{
  g_autoptr(GObject) native = g_steal_pointer (&self->export_dialog);

  if (native)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (native));
  if (self->export_options_dialog)
    gtk_window_destroy (GTK_WINDOW (self->export_options_dialog));
}
#endif

static void
export_chosen_cb (NhsExportDialog        *dialog,
                  const NhsExportOptions *options,
                  NhsWindow              *self)
{
  self->export_options = *options;
  choose_export_file (self);
}

/* Ctrl+E: the choices first (format, size, theme, rows), then the file. */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  NhsRenderTheme theme;
  NhsView view;
  gboolean has_rows;

  if (self->export_dialog || self->export_options_dialog)
    return;
  if (!page_view (self, &view, &theme, keep, &error))
    {
      show_export_result (self, NULL, error);
      return;
    }
  has_rows = nhs_view_has_rows (&view);
  self->export_options_dialog = nhs_export_dialog_new (GTK_WINDOW (self), has_rows, theme.dark);
  if (self->export_options.format != NHS_FILE_PNG || self->export_options.scale > 1)
    {
      /* the last choices stay, the theme follows the window */
      NhsExportOptions last = self->export_options;

      last.dark = theme.dark;
      nhs_export_dialog_set_options (self->export_options_dialog, &last);
    }
  g_object_add_weak_pointer (G_OBJECT (self->export_options_dialog),
                             (gpointer *) &self->export_options_dialog);
  g_signal_connect_object (self->export_options_dialog, "export", G_CALLBACK (export_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->export_options_dialog));
}

/* Open Monster Table: a custom monster table, as nhspawn-cli --data loads
   it (issue 15). The chooser is the export one's kind; the loading and the
   banner on refusal are _nhs_window_open_monster_table's. */
static GtkFileFilter *
table_filter_new (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Monster tables (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  return filter;
}

static void
open_table_file (NhsWindow *self,
                 GFile     *file)
{
  g_autofree char *path = file ? g_file_get_path (file) : NULL;

  if (path)
    _nhs_window_open_monster_table (self, path, NULL);
}

#if GTK_CHECK_VERSION (4, 10, 0)
static void
open_table_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(NhsWindow) self = data;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (self->open_table_dialog == NULL)
    return;
  g_clear_object (&self->open_table_dialog);
  open_table_file (self, file);
}

static void
open_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);
  g_autoptr(GtkFileDialog) dialog = NULL;
  g_autoptr(GtkFileFilter) filter = table_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

  if (self->open_table_dialog)
    return;
  dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (dialog, _("Open a Monster Table"));
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  self->open_table_dialog = G_OBJECT (g_cancellable_new ());
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), G_CANCELLABLE (self->open_table_dialog),
                        open_table_cb, g_object_ref (self));
}

void
_nhs_window_close_open_table (NhsWindow *self)
{
  g_autoptr(GObject) cancellable = g_steal_pointer (&self->open_table_dialog);

  if (cancellable)
    g_cancellable_cancel (G_CANCELLABLE (cancellable));
}
#else
static void
open_table_response_cb (GtkNativeDialog *dialog,
                        int              response,
                        NhsWindow       *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      open_table_file (self, file);
    }
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&self->open_table_dialog);
}

static void
open_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = table_filter_new ();
  GtkFileChooserNative *native;

  if (self->open_table_dialog)
    return;
  native = gtk_file_chooser_native_new (_("Open a Monster Table"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_signal_connect (native, "response", G_CALLBACK (open_table_response_cb), self);
  self->open_table_dialog = G_OBJECT (native);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

void
_nhs_window_close_open_table (NhsWindow *self)
{
  g_autoptr(GObject) native = g_steal_pointer (&self->open_table_dialog);

  if (native)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (native));
}
#endif

/* Copy: the visible page's table in one of the writers' formats. */
char *
_nhs_window_copy_text (NhsWindow *self,
                       NhsFormat  format,
                       char     **what)
{
  return nhs_page_copy_text (_nhs_window_get_visible_page (self), format, what);
}

/* the name of a copy format, as the menu names it */
static const char *
copy_format_name (NhsFormat format)
{
  switch (format)
    {
    case NHS_FORMAT_CSV:
      return "CSV";
    case NHS_FORMAT_MARKDOWN:
      return "Markdown";
    case NHS_FORMAT_WIKI:
      return "MediaWiki";
    default:
      return nhs_format_key (format);
    }
}

char *
_nhs_window_copied_sentence (const char *what,
                             NhsFormat   format)
{
  /* Translators: after Copy the Page's Table; %s: what was copied ("the
     chart's 9 monsters"), then the format ("Markdown") */
  return g_strdup_printf (_("Copied %s as %s."), what ? what : _("the page's table"),
                          copy_format_name (format));
}

static void
copy_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);
  g_autofree char *text = NULL;
  g_autofree char *what = NULL;
  NhsFormat format;

  if (!nhs_format_from_key (g_variant_get_string (param, NULL), &format))
    return;
  text = _nhs_window_copy_text (self, format, &what);
  if (text != NULL)
    {
      g_autofree char *said = NULL;

      gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
      said = _nhs_window_copied_sentence (what, format);
      _nhs_window_show_toast (self, said);
    }
  else
    _nhs_window_show_toast (self, _("This page has no table to copy yet."));
}

void
_nhs_window_class_add_actions (GtkWidgetClass *widget_class)
{
  guint n_pages;
  const NhsPageInfo *pages = nhs_pages (&n_pages);

  /* Every shortcut once, here: Ctrl+1…N from the page table. */
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  for (guint i = 0; i < n_pages; i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_CONTROL_MASK,
                                         "win.show-page", "s", pages[i].key);

  gtk_widget_class_install_property_action (widget_class, "win.show-sidebar", "show-sidebar");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-sidebar", NULL);

  gtk_widget_class_install_action (widget_class, "win.focus-search", NULL, focus_search_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "win.focus-search", NULL);
  gtk_widget_class_install_action (widget_class, "win.genocide", NULL, focus_genocide_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "win.genocide", NULL);

  gtk_widget_class_install_action (widget_class, "win.deeper", NULL, depth_action);
  gtk_widget_class_install_action (widget_class, "win.shallower", NULL, depth_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "win.deeper", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "win.shallower", NULL);
  gtk_widget_class_install_action (widget_class, "win.xl-up", NULL, xl_action);
  gtk_widget_class_install_action (widget_class, "win.xl-down", NULL, xl_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.xl-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.xl-down", NULL);

  gtk_widget_class_install_action (widget_class, "win.reset", NULL, reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.reset", NULL);
  gtk_widget_class_install_action (widget_class, "win.new-level", NULL, new_level_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-level", NULL);

  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.copy-table", "s", copy_table_action);
  gtk_widget_class_install_action (widget_class, "win.open-monster-table", NULL, open_table_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export", NULL);
}

void
_nhs_window_update_actions (NhsWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", self->chances != NULL);
  /* a new seed where the seed chooses nothing (a fixed map) would do
     nothing: Ctrl+N is off there, on every page, as the Level page's
     New Level button is */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-level",
                                 self->chances == NULL
                                 || nhs_level_sample_seeded (&self->situation));
}
