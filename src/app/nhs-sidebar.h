/* nhs-sidebar.h: the situation's controls — every input the core understands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A control shows where the chosen version has its input at all, and is
 * usable only where the situation uses it (nhs_situation_inputs_used ());
 * otherwise a caption under it says why. The ranges are the core's
 * (nhs_situation_depth_range ()), so the window cannot reach a situation
 * the CLI refuses. The controls keep their values in GSettings; the
 * genocides are names, which the session resolves against the table in use.
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-session.h"

#include "nhs-situation.h"

G_BEGIN_DECLS


#define NHS_TYPE_SIDEBAR (nhs_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (NhsSidebar, nhs_sidebar, NHS, SIDEBAR, GtkWidget)

/* The situation the controls say now (notify::situation when it changes). */
const NhsSituation *nhs_sidebar_get_situation (NhsSidebar *self);
/* The Quest role chosen, or NULL when the region is not the Quest. */
const char         *nhs_sidebar_get_role      (NhsSidebar *self);
/* The genocided monsters' names, NULL-terminated (owned by the sidebar). */
const char * const *nhs_sidebar_get_genocided (NhsSidebar *self);
/* The extinct monsters' names, the same way. */
const char * const *nhs_sidebar_get_extinct   (NhsSidebar *self);
/* "What the window made of it": the summary line, or an error sentence. */
void                nhs_sidebar_set_status    (NhsSidebar *self,
                                               const char *summary,
                                               const char *error);
void                nhs_sidebar_step_depth    (NhsSidebar *self,
                                               int         delta);
void                nhs_sidebar_step_xl       (NhsSidebar *self,
                                               int         delta);
void                nhs_sidebar_focus_genocide (NhsSidebar *self);
void                nhs_sidebar_select_variant (NhsSidebar *self,
                                                NhsVariantId variant);
/* A line under the depth's difficulty: what the level at that depth can
   be (the Dungeon page's model); NULL hides it. */
void                nhs_sidebar_set_depth_note (NhsSidebar *self,
                                                const char *note);
/* Back to the defaults (the settings' defaults, no genocides). */
void                nhs_sidebar_reset         (NhsSidebar *self);
/* The session whose tables the sidebar offers (the Quest's roles, the
   genocide suggestions); set once, by the window that owns both. */
void                nhs_sidebar_set_session   (NhsSidebar *self,
                                               NhsSession *session);
/* The answer's explanation of the level difficulty, under the depth. */
void                nhs_sidebar_set_difficulty (NhsSidebar *self,
                                                const char *text);
/* Takes genocides out of the list, without a change of situation (the
   session already left them out: its table lacks them). */
void                nhs_sidebar_drop_genocides (NhsSidebar         *self,
                                                const char * const *names);

G_END_DECLS
