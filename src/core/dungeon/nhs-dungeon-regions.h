/* nhs-dungeon-regions.h: the situation's regions in the dungeon model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-dungeon.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

/* The game's name of the dungeon a region lies in ("The Gnomish Mines");
   NULL for the Elemental Planes and the Astral Plane (their depth is the
   Sanctum's). */
const char *nhs_dungeon_region_dungeon (NhsRegion              region);
/* A dungeon (the game's name, "The Gnomish Mines", "Lawful Quest") as a
   sentence names it, with its article where English gives it one, lower
   case: "the Gnomish Mines", "the Lawful Quest", "Sokoban", translated by
   `translate` (NULL: English).  A region's dungeon takes the region
   table's place (nhs_region_place_translated ()).  NULL for a name no
   version's dungeon has. */
const char *nhs_dungeon_place          (const char            *dungeon,
                                        const char          *(*translate) (const char *));
/* The game's names of the special levels a region is (any of them; those
   a version lacks are absent from its model), NULL-terminated; an empty
   list for a region that is a whole dungeon. */
const char * const *nhs_dungeon_region_levels (NhsRegion       region);
/* The depths the region can lie at by the model: its special levels' depths
   or its dungeon's; FALSE when the version has no such place. */
gboolean    nhs_dungeon_region_range   (const NhsDungeonModel *model,
                                        NhsRegion              region,
                                        int                   *min_depth,
                                        int                   *max_depth);

/* A region that builds up (NhsRegionInfo.builds_up in the model's version):
   how many levels can lie above its entry level, its dungeon's most levels
   less one; 0 for any other region. */
int         nhs_dungeon_region_levels_above_entry (const NhsDungeonModel *model,
                                                   NhsRegion              region);

G_END_DECLS
