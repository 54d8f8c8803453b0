/* nhs-export-dialog.h: how to export the page (format, size, theme, rows)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-render-view.h"

G_BEGIN_DECLS

/* What nhspawn-cli export's --output extension, --scale, --dark and --top
   say, chosen in the window. */
typedef struct {
  NhsFileFormat format;
  int scale;          /* PNG: 1 or 2 */
  gboolean dark;
  int top;            /* 0: every row */
} NhsExportOptions;

#define NHS_TYPE_EXPORT_DIALOG (nhs_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (NhsExportDialog, nhs_export_dialog, NHS, EXPORT_DIALOG, GtkWindow)

/* has_rows: whether the page's view has rows to cut (the "top" choice shows
   only then); dark: the theme preselected. Emits "export" with the choices
   when the user asks for the file, then closes. */
NhsExportDialog *nhs_export_dialog_new         (GtkWindow        *parent,
                                                gboolean          has_rows,
                                                gboolean          dark);
void             nhs_export_dialog_get_options (NhsExportDialog  *self,
                                                NhsExportOptions *options);
/* For the tests: choose as a user would. */
void             nhs_export_dialog_set_options (NhsExportDialog        *self,
                                                const NhsExportOptions *options);
/* Presses the dialog's Export button. */
void             nhs_export_dialog_accept      (NhsExportDialog  *self);
/* The translated name of a format ("PNG picture"). */
const char      *nhs_export_format_name        (NhsFileFormat     format);

G_END_DECLS
