/* nhs-dungeon-page.h: the Dungeon page — where every level can be
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "nhs-dungeon.h"
#include "nhs-page.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_TYPE_DUNGEON_PAGE (nhs_dungeon_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsDungeonPage, nhs_dungeon_page, NHS, DUNGEON_PAGE, NhsPage)

GtkWidget             *nhs_dungeon_page_new           (void);
const NhsSituation    *nhs_dungeon_page_get_situation (NhsDungeonPage     *self);
/* Follows the situation's version; marks the situation's depth. */
void                   nhs_dungeon_page_set_situation (NhsDungeonPage     *self,
                                                       const NhsSituation *situation);
/* The model of the situation's version; NULL when it is not modelled (the
   page then says why). */
const NhsDungeonModel *nhs_dungeon_page_get_model     (NhsDungeonPage     *self);

G_END_DECLS
