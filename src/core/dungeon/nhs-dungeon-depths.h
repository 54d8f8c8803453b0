/* nhs-dungeon-depths.h: what the level at each depth can be, in a compact
 * form made once at build time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's sidebar says what the level at the chosen depth can be
 * ("depth 7: the Oracle 1/5, …"). That needs the whole dungeon model, which
 * takes tens of milliseconds and a few hundred kB (exact rationals) to
 * compute. Its by-depth part is small and never changes for a built-in
 * version, so the build computes it with the model (src/gen/
 * nhs-dungeon-compile.c) and the app reads it from its resource; the
 * Dungeon page still computes the model when it is first shown.
 * tests/test-dungeon.c checks the compact form against the model for every
 * version, dungeon and depth.
 */
#pragma once

#include <glib.h>
#include "nhs-dungeon.h"

G_BEGIN_DECLS

/* One version: (dungeon name, depth, [(kind key, chance as a fraction)]),
   the kinds most likely first, as the model's NhsDepthKinds. */
#define NHS_DUNGEON_DEPTHS_TYPE "a(sia(ss))"
/* Every built-in version: version key -> its NHS_DUNGEON_DEPTHS_TYPE. */
#define NHS_DUNGEON_DEPTHS_TABLE_TYPE "a{sv}"

/* The model's by-depth kinds in the compact form (a new reference, not
   floating). */
GVariant *nhs_dungeon_depths_to_compact (const NhsDungeonModel *model);
/* The (key, chance) pairs, type "a(ss)", of a dungeon's level at a depth in
   a compact form (new reference); NULL when the dungeon has no entry for
   that depth. */
GVariant *nhs_dungeon_depths_lookup     (GVariant              *compact,
                                         const char            *dungeon,
                                         int                    depth);

G_END_DECLS
