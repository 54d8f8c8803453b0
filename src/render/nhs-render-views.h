/* nhs-render-views.h: the Monsters, Spawn and Dungeon views, built once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One builder for what the window's Monsters, Spawn and Dungeon pages export and
 * what `nhspawn-cli export monsters` / `spawn` / `dungeon` draw: the same
 * table, curve or column of levels under the same title.  The words are English; the window
 * passes a phrasebook that translates them (NHS_N_ marks them).
 */
#pragma once

#include "nhs-answer.h"
#include "nhs-render-view.h"
#include "nhs-situation-title.h"

G_BEGIN_DECLS

#define NHS_SPAWN_VIEW_STEP 10     /* turns between two points of the curve */
#define NHS_SPAWN_VIEW_POINTS 101  /* 0 .. 1000 turns */

/* What a built view points to; free it after the view is drawn. */
typedef struct {
  char *title;
  NhsTable *table;
  NhsLineSeries series[1];
  double curve[NHS_SPAWN_VIEW_POINTS];
} NhsViewParts;

void          nhs_view_parts_free         (NhsViewParts        *parts);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsViewParts, nhs_view_parts_free)

/* The Monsters view: every monster the chances name, as a table titled
   "Monsters: " and the whole situation.  pb: NULL for English. */
NhsViewParts *nhs_view_build_monsters     (NhsView             *view,
                                           const NhsSituation  *sit,
                                           const NhsChances    *chances,
                                           const NhsPhrasebook *pb);
/* The Spawn view: the chance of at least one random arrival over 0 to
   1000 turns, titled with the per-turn rate and only what the spawn rate
   uses (version, region, depth, demigod, EvilHack's turn and events,
   xNetHack's archfiends; never the XL). */
NhsViewParts *nhs_view_build_spawn        (NhsView             *view,
                                           const NhsSituation  *sit,
                                           const NhsPhrasebook *pb);

/* The Dungeon page's heading and its view's title. */
char         *nhs_view_dungeon_title      (NhsVariantId           variant,
                                           const NhsPhrasebook   *pb);
/* The Dungeon view: where every level can be, titled with the version;
   the region's dungeon and depth highlighted (depth 0: none). */
NhsViewParts *nhs_view_build_dungeon      (NhsView               *view,
                                           const NhsDungeonModel *model,
                                           NhsRegion              region,
                                           int                    depth,
                                           const NhsPhrasebook   *pb);

G_END_DECLS
