/* nhs-data-compact.h: a monster set's compiled form, a GVariant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The built-in versions' tables are not parsed at run time. At build time
 * src/gen/nhs-data-compile loads each data/monsters-<key>.json with the
 * JSON loader (every check it makes, difficulties computed where the file
 * has none) and writes the accepted sets as one GVariant, a dictionary from
 * version key to set, into the GResource uncompressed. At run time the
 * resource is mapped with the program; a version's set is built from its
 * part only when first asked for: the monsters' strings point into the
 * mapped data, nothing is copied or parsed.
 */
#pragma once

#include "nhs-data.h"

G_BEGIN_DECLS

/* One set: (variant, has_difficulty, special_pm, monsters); one monster:
 * name, male and female names, symbol, class, mlet, level, speed, AC, MR,
 * alignment, frequency, geno flags, difficulty, size, corpse weight,
 * nutrition, sound, resists, conveys, the two flag words, colour, attacks
 * (type, damage, dice, sides), placeholder. */
#define NHS_COMPACT_MONSTER_TYPE "(smsmsysiiiiiiiuiiiisuutti" "a(ssii)" "bi)"
#define NHS_COMPACT_SET_TYPE "(sbia" NHS_COMPACT_MONSTER_TYPE ")"
/* The compiled file: version key -> set. */
#define NHS_COMPACT_TABLE_TYPE "a{sv}"

/* The set as its compiled form (a new floating-free reference). */
GVariant      *nhs_monster_set_to_compact   (const NhsMonsterSet  *set);
/* The set built from a compiled form, which it keeps a reference to;
 * origin names it in messages. NULL with error set if the form is not of
 * NHS_COMPACT_SET_TYPE or repeats a name. */
NhsMonsterSet *nhs_monster_set_from_compact (GVariant             *compact,
                                             const char           *origin,
                                             GError              **error);

/* Registers the core's GResource (the compiled tables) once. */
void           nhs_data_bundled_register    (void);

G_END_DECLS
