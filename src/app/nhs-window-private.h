/* nhs-window-private.h: NhsWindow's insides, shared by nhs-window*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-export-dialog.h"
#include "nhs-window.h"
#include "nhs-page.h"
#include "nhs-session.h"
#include "nhs-sidebar.h"
#include "nhs-data.h"
#include "nhs-dungeon.h"
#include "nhs-rndmonst.h"

G_BEGIN_DECLS

struct _NhsWindow
{
  GtkApplicationWindow parent_instance;

  GSettings *settings;
  NhsSession *session;           /* the situation, the tables in use, the answer */
  NhsSituation situation;        /* the session's answer's: for the window's properties */
  NhsChances *chances;           /* likewise: rndmonst, or on the Quest the role's mixture */
  char *focused_name;            /* kept across variants */
  gboolean ready;                /* template bound and settings applied */
  gboolean show_sidebar;
  gboolean sidebar_folded;        /* hidden because the window is narrow */
  guint n_updates;

  /* template children: the frame */
  GtkRevealer *sidebar_revealer;
  NhsSidebar *sidebar;
  GtkWidget *switcher;
  GtkStack *stack;
  GtkRevealer *export_revealer;
  GtkLabel *export_error_label;
  GtkButton *export_open_button;

  char *exported_uri;            /* the last export, for its Open button */
  GObject *export_dialog;         /* the open export chooser (nhs-window-actions.c) */
  NhsExportDialog *export_options_dialog;   /* the open export choices, or NULL */
  NhsExportOptions export_options;          /* the last export choices */
  GObject *open_table_dialog;     /* the open "Open Monster Table" chooser, likewise */
  guint toast_source;             /* hides the banner's passing sentence */
};

/* nhs-window-actions.c */
void _nhs_window_class_add_actions (GtkWidgetClass *widget_class);
void _nhs_window_close_export      (NhsWindow      *self);
void _nhs_window_update_actions    (NhsWindow      *self);

/* nhs-window.c */
void _nhs_window_set_page          (NhsWindow      *self,
                                    const char     *page);
void _nhs_window_reset             (NhsWindow      *self);
/* The page of the table's row `key`, built now if it was not yet (pages
   are built when first shown); NULL for a key not in the table. */
NhsPage *_nhs_window_get_page      (NhsWindow      *self,
                                    const char     *key);
/* The page shown. */
NhsPage *_nhs_window_get_visible_page (NhsWindow   *self);
/* nhs-window-actions.c: draws the current page into path (PNG, SVG or
   PDF by its extension) and says so in the window's banner, or shows the
   error there too. options: the export dialog's choices, which path's
   extension must agree with (NULL: the window's look, 1×, every row). */
gboolean _nhs_window_export        (NhsWindow              *self,
                                    const char             *path,
                                    const NhsExportOptions *options,
                                    GError                **error);
/* path with the extension of format (kept, replaced or added). */
char    *_nhs_window_export_path   (const char             *path,
                                    NhsFileFormat           format);
/* Loads a custom monster table as nhspawn-cli --data does (limits, strict
   JSON, every field checked). Its own "variant", when it is a version
   nhspawn knows, chooses the version; otherwise the chosen version's rules
   apply. The table replaces that version's bundled one in this window. A
   refused file changes nothing: the previous table stays and the sentence
   shows in the banner (and in *error). */
gboolean _nhs_window_open_monster_table (NhsWindow   *self,
                                         const char  *path,
                                         GError     **error);
void     _nhs_window_close_open_table  (NhsWindow   *self);

/* The visible page's table as text (nhs_table_formats), or NULL; *what
   (when not NULL) what it is, for the toast. */
/* the banner's sentence after Copy the Page's Table copied `what` */
char     *_nhs_window_copied_sentence (const char *what,
                                       NhsFormat   format);
char     *_nhs_window_copy_text (NhsWindow *self,
                                 NhsFormat  format,
                                 char     **what);
/* A passing sentence in the window's banner, gone by itself after a few
   seconds (a toast). */
void      _nhs_window_show_toast (NhsWindow  *self,
                                  const char *text);

G_END_DECLS
