/* nhs-sidebar.h: the situation's controls — every input the core understands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each control shows only where the chosen version and region use it, as
 * the version table's fields (nhs-variant.h) and the region table say; the
 * ranges are the core's (nhs_region_depth_range ()), so the window cannot
 * reach a situation the CLI refuses.  The controls keep their values in
 * GSettings.
 */
#pragma once

#include <gtk/gtk.h>

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

G_END_DECLS
