/* nhs-export-dialog.c: how to export the page
 *
 * The window's counterpart of nhspawn-cli export's options: the format
 * (the CLI's --output extension), 1× or 2× for PNG (--scale), the light or
 * dark theme (--dark) and, where the page has rows, only the N most likely
 * (--top). "Export…" hands the choices to the window, which asks for the
 * file and draws through the same render/ path as the CLI.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-export-dialog.h"
#include "nhs-situation.h"

#include <glib/gi18n.h>

struct _NhsExportDialog
{
  GtkWindow       parent_instance;
  GtkDropDown    *format_dropdown;
  GtkDropDown    *size_dropdown;
  GtkLabel       *size_label;
  GtkDropDown    *theme_dropdown;
  GtkCheckButton *top_check;
  GtkSpinButton  *top_spin;
  GtkAdjustment  *top_adjustment;
};

G_DEFINE_FINAL_TYPE (NhsExportDialog, nhs_export_dialog, GTK_TYPE_WINDOW)

enum { SIGNAL_EXPORT, N_SIGNALS };
static guint signals[N_SIGNALS];

const char *
nhs_export_format_name (NhsFileFormat format)
{
  switch (format)
    {
    case NHS_FILE_SVG:
      return _("SVG drawing");
    case NHS_FILE_PDF:
      return _("PDF document");
    case NHS_FILE_PNG:
    default:
      return _("PNG picture");
    }
}

static void
format_changed_cb (NhsExportDialog *self)
{
  /* only a PNG has pixels to double; SVG and PDF are drawn, not painted */
  gboolean png = gtk_drop_down_get_selected (self->format_dropdown) == NHS_FILE_PNG;

  gtk_widget_set_sensitive (GTK_WIDGET (self->size_dropdown), png);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_label), png);
}

void
nhs_export_dialog_get_options (NhsExportDialog  *self,
                               NhsExportOptions *options)
{
  g_return_if_fail (NHS_IS_EXPORT_DIALOG (self));
  options->format = (NhsFileFormat) gtk_drop_down_get_selected (self->format_dropdown);
  options->scale = options->format == NHS_FILE_PNG
                   ? (int) gtk_drop_down_get_selected (self->size_dropdown) + 1 : 1;
  options->dark = gtk_drop_down_get_selected (self->theme_dropdown) == 1;
  options->top = gtk_widget_get_visible (GTK_WIDGET (self->top_check))
                 && gtk_check_button_get_active (self->top_check)
                 ? gtk_spin_button_get_value_as_int (self->top_spin) : 0;
}

void
nhs_export_dialog_set_options (NhsExportDialog        *self,
                               const NhsExportOptions *options)
{
  g_return_if_fail (NHS_IS_EXPORT_DIALOG (self));
  gtk_drop_down_set_selected (self->format_dropdown, options->format);
  gtk_drop_down_set_selected (self->size_dropdown, options->scale == 2 ? 1 : 0);
  gtk_drop_down_set_selected (self->theme_dropdown, options->dark ? 1 : 0);
  gtk_check_button_set_active (self->top_check, options->top > 0);
  if (options->top > 0)
    gtk_adjustment_set_value (self->top_adjustment, options->top);
}

static void
export_clicked_cb (NhsExportDialog *self)
{
  NhsExportOptions options;

  nhs_export_dialog_get_options (self, &options);
  g_signal_emit (self, signals[SIGNAL_EXPORT], 0, &options);
  gtk_window_destroy (GTK_WINDOW (self));
}

void
nhs_export_dialog_accept (NhsExportDialog *self)
{
  g_return_if_fail (NHS_IS_EXPORT_DIALOG (self));
  export_clicked_cb (self);
}

static void
nhs_export_dialog_class_init (NhsExportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* export (const NhsExportOptions *options) */
  signals[SIGNAL_EXPORT] = g_signal_new ("export", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, format_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, size_label);
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, theme_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, top_check);
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, top_spin);
  gtk_widget_class_bind_template_child (widget_class, NhsExportDialog, top_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, format_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
nhs_export_dialog_init (NhsExportDialog *self)
{
  g_autoptr (GtkStringList) formats = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  for (NhsFileFormat f = NHS_FILE_PNG; f <= NHS_FILE_PDF; f++)
    {
      /* Translators: a format in the export dialog: "PNG picture (.png)" */
      g_autofree char *item = g_strdup_printf (_("%s (.%s)"), nhs_export_format_name (f),
                                               nhs_render_file_format_extension (f));

      gtk_string_list_append (formats, item);
    }
  gtk_drop_down_set_model (self->format_dropdown, G_LIST_MODEL (formats));
  gtk_adjustment_set_upper (self->top_adjustment, NHS_MAX_MONSTERS);
  format_changed_cb (self);
}

NhsExportDialog *
nhs_export_dialog_new (GtkWindow *parent,
                       gboolean   has_rows,
                       gboolean   dark)
{
  NhsExportDialog *self = g_object_new (NHS_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);

  gtk_drop_down_set_selected (self->theme_dropdown, dark ? 1 : 0);
  gtk_widget_set_visible (GTK_WIDGET (self->top_check), has_rows);
  gtk_widget_set_visible (GTK_WIDGET (self->top_spin), has_rows);
  return self;
}
