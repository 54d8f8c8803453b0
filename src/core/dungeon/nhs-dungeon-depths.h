/* nhs-dungeon-depths.h: what the dungeon model says, in a compact form made
 * once at build time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dungeon model (nhs-dungeon.h) is the one owner of the dungeon's facts.
 * It takes tens of milliseconds and a few hundred kB (exact rationals) to
 * compute, too much for every command and for the window's start, and what
 * the rest of the program needs from it never changes for a built-in
 * version: each region's depth range and levels above its entry (the
 * situation's checks, nhs_region_depth_range ()) and what the level at each
 * depth can be (the sidebar's "depth 7: the Oracle 1/5, …").  So the build
 * computes the model for every version (src/gen/nhs-dungeon-compile.c) and
 * writes those parts into the core's resource, which
 * nhs-dungeon-builtin.h reads; the Dungeon page and the `dungeon` command
 * still compute the model itself.  tests/test-dungeon.c checks the compact
 * form against the model for every version, region, dungeon and depth.
 */
#pragma once

#include <glib.h>
#include "nhs-dungeon.h"

G_BEGIN_DECLS

/* One version: (dungeon name, depth, [(kind key, chance as a fraction)]),
   the kinds most likely first, as the model's NhsDepthKinds. */
#define NHS_DUNGEON_DEPTHS_TYPE "a(sia(ss))"
/* One version's regions: (region key, shallowest depth, deepest depth,
   levels above the entry), only the regions the version has. */
#define NHS_DUNGEON_REGIONS_TYPE "a(siii)"
/* One version: (dungeon name, levels climbed above its entry, [(kind key,
   chance given the dungeon)]), as the model's by_climb. */
#define NHS_DUNGEON_CLIMBS_TYPE NHS_DUNGEON_DEPTHS_TYPE
/* One version: (dungeon name, depth, [(key, chance)]), as the model's
   NhsDepthKinds.plain: "plain" the chance that the level there is no
   special level, "branch:Sokoban" that it is none and holds the branch's
   end; the keys in the model's order, not sorted. */
#define NHS_DUNGEON_PLAIN_TYPE NHS_DUNGEON_DEPTHS_TYPE
/* Every built-in version: version key -> its depths, its regions, its
   climbs and its plain levels. */
#define NHS_DUNGEON_TABLE_TYPE "a{s(" NHS_DUNGEON_DEPTHS_TYPE NHS_DUNGEON_REGIONS_TYPE \
  NHS_DUNGEON_CLIMBS_TYPE NHS_DUNGEON_PLAIN_TYPE ")}"

/* The model's by-depth kinds in the compact form (a new reference, not
   floating). */
GVariant *nhs_dungeon_depths_to_compact (const NhsDungeonModel *model);
/* The model's kinds by levels climbed above each dungeon's entry in the
   compact form (a new reference, not floating); look one up with
   nhs_dungeon_depths_lookup (), the climb in place of the depth. */
GVariant *nhs_dungeon_climbs_to_compact (const NhsDungeonModel *model);
/* The model's plain levels by depth (NhsDepthKinds.plain, the depths that
   have them) in the compact form (a new reference, not floating); look one
   up with nhs_dungeon_depths_lookup (). */
GVariant *nhs_dungeon_plain_to_compact  (const NhsDungeonModel *model);
/* The model's regions (nhs-dungeon-regions.h) in the compact form (a new
   reference, not floating). */
GVariant *nhs_dungeon_regions_to_compact (const NhsDungeonModel *model);
/* The (key, chance) pairs, type "a(ss)", of a dungeon's level at a depth in
   a compact form (new reference); NULL when the dungeon has no entry for
   that depth. */
GVariant *nhs_dungeon_depths_lookup     (GVariant              *compact,
                                         const char            *dungeon,
                                         int                    depth);

G_END_DECLS
