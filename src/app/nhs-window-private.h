/* nhs-window-private.h: NhsWindow's insides, shared by nhs-window*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-seed-entry.h"
#include "nhs-spawn-page.h"
#include "nhs-export-dialog.h"
#include "nhs-window.h"
#include "nhs-compare-page.h"
#include "nhs-profile-page.h"
#include "nhs-alignment-table.h"
#include "nhs-bar-chart.h"
#include "nhs-level-view.h"
#include "nhs-dungeon-page.h"
#include "nhs-sidebar.h"
#include "nhs-data.h"
#include "nhs-rndmonst.h"

G_BEGIN_DECLS

struct _NhsWindow
{
  GtkApplicationWindow parent_instance;

  GSettings *settings;
  NhsSituation situation;
  NhsMonsterSet *sets[NHS_N_VARIANTS];
  NhsDistribution *dist;
  NhsChances *chances;           /* what the chart shows: dist, or on the Quest the role's mixture */
  char *focused_name;            /* kept across variants */
  GListStore *monster_rows;
  gboolean monster_rows_dirty;
  gboolean ready;                /* template bound and settings applied */
  gboolean show_sidebar;
  gboolean sidebar_folded;        /* hidden because the window is narrow */
  guint n_updates;

  /* template children */
  GtkRevealer *sidebar_revealer;
  GtkStack *stack;
  NhsDungeonPage *dungeon_page;
  NhsSidebar *sidebar;
  GtkRevealer *export_revealer;
  GtkLabel *export_error_label;
  GtkButton *export_open_button;
  char *exported_uri;            /* the last export, for its Open button */
  GObject *export_dialog;         /* the open export chooser (nhs-window-actions.c) */
  NhsExportDialog *export_options_dialog;   /* the open export choices, or NULL */
  NhsExportOptions export_options;          /* the last export choices */
  GObject *open_table_dialog;     /* the open "Open Monster Table" chooser, likewise */
  char *table_file;               /* the custom monster table in use, or NULL */

  NhsBarChart *chart;
  GtkSearchEntry *chart_search;
  NhsAlignmentTable *align_table;
  GtkLabel *focus_label;
  GtkLabel *spawn_summary_label;
  GtkWidget *overview_level_slot;

  GtkSearchEntry *monster_search;
  GtkSwitch *show_excluded_switch;
  GtkColumnView *monster_view;
  GtkColumnViewColumn *column_percent;
  GtkFilterListModel *monster_filter_model;
  GtkSingleSelection *monster_selection;
  GtkLabel *monster_count_label;

  NhsProfilePage *profile_page;
  GtkWidget *switcher;
  NhsComparePage *compare_page;

  NhsBarChart *class_chart;
  GtkDropDown *preset_dropdown;
  GtkStringList *preset_list;
  GtkDropDown *class_align_dropdown;
  GtkWidget *class_align_label;
  GtkDropDown *class_role_dropdown;
  GtkWidget *class_role_label;
  GtkStringList *class_role_list;
  GtkLabel *class_description_label;
  GArray *class_choices;         /* ClassChoice per preset_list item */
  int class_choices_variant;     /* the variant they were listed for, or -1 */
  gboolean class_dirty;          /* recompute when the Classes page shows */
  gboolean filling_classes;

  GtkAdjustment *turns_adjustment;

  GtkWidget *level_slot;
  NhsLevelView *overview_level;
  NhsLevelView *level_view;
  NhsSeedEntry *seed_entry;
  GtkAdjustment *phase_adjustment;
  GtkLabel *phase_label;
  GtkLabel *level_info_label;
  GtkLabel *level_kind_label;
  NhsLevel *level;
  int level_depth;
  int level_region;    /* the situation the level (or its message) is for */
  int level_variant;
  int level_kind;      /* NhsLevelKind, or -1 for none */
  guint level_idle;
};

/* nhs-window-actions.c */
void _nhs_window_class_add_actions (GtkWidgetClass *widget_class);
void _nhs_window_close_export      (NhsWindow      *self);
void _nhs_window_update_actions    (NhsWindow      *self);

/* nhs-window.c */
void _nhs_window_set_page          (NhsWindow      *self,
                                    const char     *page);
void _nhs_window_reset             (NhsWindow      *self);
void _nhs_window_generate_level    (NhsWindow      *self);
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
/* The distribution the Classes page shows, now (for tests). */
void _nhs_window_update_classes    (NhsWindow      *self);

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

/* The visible page's table as text (nhs_table_formats), or NULL. */
char     *_nhs_window_copy_text (NhsWindow *self,
                                 NhsFormat  format);

G_END_DECLS
