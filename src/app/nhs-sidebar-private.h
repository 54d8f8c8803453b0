/* nhs-sidebar-private.h: for tests — set every control from a situation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-choice-button.h"

#include "nhs-sidebar.h"

G_BEGIN_DECLS

struct _NhsSidebar
{
  GtkWidget parent_instance;

  GSettings *settings;
  NhsSession *session;           /* the window's; its tables (not owned) */
  NhsSituation situation;
  char *role;                    /* chosen Quest role, NULL off the Quest */
  GPtrArray *genocided;          /* monster names (char *): genocided (G_GENOD) */
  GPtrArray *extinct;            /* and extinct, born too often (G_EXTINCT) */
  gboolean ready;                /* settings bound: changes are the user's */
  gboolean filling;              /* the controls are being set from code */
  gboolean updating;             /* changed () is setting ranges: no nested change */
  int roles_variant;             /* the version the role list was made for, or -1 */

  NhsChoiceButton *variant_dropdown;
  NhsChoiceButton *region_dropdown;
  GtkWidget *role_row;
  GtkLabel *role_caption;
  NhsChoiceButton *role_dropdown;
  GtkStringList *role_list;
  GtkAdjustment *depth_adjustment;
  GtkScale *depth_scale;
  GtkLabel *difficulty_label;
  GtkLabel *depth_note_label;
  GtkWidget *climbed_row;
  GtkLabel *climbed_caption;
  GtkAdjustment *climbed_adjustment;
  GtkAdjustment *xl_adjustment;
  NhsChoiceButton *align_dropdown;
  GtkWidget *temperature_row;
  NhsChoiceButton *temperature_dropdown;
  GtkSwitch *amulet_switch;
  GtkWidget *deepest_row;
  GtkLabel *deepest_caption;
  GtkAdjustment *deepest_adjustment;
  GtkSwitch *demigod_switch;
  GtkWidget *aggravate_row;
  GtkSwitch *aggravate_switch;
  GtkWidget *halloween_row;
  GtkWidget *demigod_row;
  GtkLabel *demigod_caption;
  GtkSwitch *halloween_switch;
  GtkWidget *turn_row;
  GtkLabel *turn_caption;
  GtkAdjustment *turn_adjustment;
  GtkWidget *events_row;
  GtkBox *events_box;
  GtkCheckButton *event_checks[6];
  GtkLabel *events_caption;      /* why a check is ticked and fixed */
  guint user_events;             /* the events the user ticked (NhsSpawnEvent) */
  GtkWidget *fiends_row;
  GtkLabel *fiends_caption;
  GtkAdjustment *fiends_adjustment;
  GtkWidget *groundhog_row;
  GtkLabel *groundhog_caption;
  GtkSwitch *groundhog_switch;
  GtkSearchEntry *genocide_entry;
  GtkListBox *genocide_suggestions;
  GtkFlowBox *genocide_chips;
  GtkSearchEntry *extinct_entry;  /* the extinct list's, as the genocides' */
  GtkListBox *extinct_suggestions;
  GtkFlowBox *extinct_chips;
  GtkLabel *summary_label;
  GtkLabel *error_label;
};


/* Drives the controls (as a user would) to show sit and the Quest role. */
void          _nhs_sidebar_set_situation  (NhsSidebar         *self,
                                           const NhsSituation *sit,
                                           const char         *role);

G_END_DECLS
