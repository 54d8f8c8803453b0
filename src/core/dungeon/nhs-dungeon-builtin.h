/* nhs-dungeon-builtin.h: the dungeon model's answers for the built-in
 * versions, as the build computed them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The compact form of nhs-dungeon-depths.h, read from the core's resource:
 * no model is computed at run time for these.
 */
#pragma once

#include <glib.h>
#include "nhs-situation.h"

G_BEGIN_DECLS

/* The region's depth range and the levels above its entry (0 unless it
   builds up) in the version's dungeon; FALSE (and zeros) when the version
   has no such region.  Any pointer may be NULL. */
gboolean  nhs_dungeon_builtin_region (NhsVariantId variant,
                                      NhsRegion    region,
                                      int         *min_depth,
                                      int         *max_depth,
                                      int         *levels_above_entry);
/* The version's by-depth kinds, NHS_DUNGEON_DEPTHS_TYPE (a new reference). */
GVariant *nhs_dungeon_builtin_depths (NhsVariantId variant);
/* The version's kinds by levels climbed above each dungeon's entry,
   NHS_DUNGEON_CLIMBS_TYPE (a new reference). */
GVariant *nhs_dungeon_builtin_climbs (NhsVariantId variant);
/* The version's by-depth kinds of the levels that are no special level
   (the model's NhsDepthKinds.plain), NHS_DUNGEON_PLAIN_TYPE (a new
   reference). */
GVariant *nhs_dungeon_builtin_plain  (NhsVariantId variant);

G_END_DECLS
