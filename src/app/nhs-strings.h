/* nhs-strings.h: the core's English words, translated for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core names regions, exclusions and difficulty rules in English for the
 * CLI; these pure helpers give the same facts in the user's language.
 */
#pragma once

#include "nhs-situation-title.h"
#include "nhs-level.h"
#include "nhs-presets.h"
#include "nhs-rndmonst.h"
#include "nhs-spawn.h"
#include "nhs-muse-scenario.h"

G_BEGIN_DECLS

/* For a .ui <closure function="nhs_translate">: the translation of a
   core word marked with NHS_N_ (a version's display name). */
char       *nhs_strings_translate_closure (gpointer    unused,
                                           const char *text);
/* gettext as a function pointer: the `translate` the core's and render's
   words take (tables, drawings) */
const char *nhs_strings_gettext      (const char            *text);
const char *nhs_strings_region       (NhsRegion              region);
/* the region's name as a sentence says it ("the Castle"), translated */
const char *nhs_strings_region_place (NhsRegion              region);
const char *nhs_strings_level_align  (NhsLevelAlign          align);
char       *nhs_strings_exclusion    (const NhsDistribution *dist,
                                      int                    index);
/* n reasons (the core's codes and numbers) in words, joined */
char       *nhs_strings_exclusion_reasons (const NhsExclusionReason *r,
                                           int                       n);
char       *nhs_strings_difficulty   (const NhsSituation    *sit);
char       *nhs_strings_difficulty_explained (const NhsDifficultyExplanation *explanation);
/* The whole situation in one line (chart titles and exports). */
/* The chart's title: what the bars measure, then the whole situation
   ("Chance that the next random monster is each of these: NetHack 3.6.7,
   ..."), as nhspawn-cli export chart titles it. */
char       *nhs_strings_chart_title  (const NhsSituation    *sit,
                                      const char            *role,
                                      const NhsMonsterSet   *set);
char       *nhs_strings_situation_title (const NhsSituation  *sit,
                                         const char          *role,
                                         const NhsMonsterSet *set);
const char *nhs_strings_spawn_reason (const NhsSpawnRate    *rate);
/* The chance of a monster at the rate's first turn in words: "1/70", or for
   a mixture (EvilHack's spawn clock, xNetHack's second draw) its exact
   fraction when short, else a percentage. */
char       *nhs_strings_spawn_chance (const NhsSituation    *sit,
                                      const NhsSpawnRate    *rate);
/* The Spawn page's first sentences: the chance each turn and why, the
   second draw or where the monsters land, the expected wait. */
char       *nhs_strings_spawn_rate   (const NhsSituation    *sit,
                                      const NhsSpawnRate    *rate);
char       *nhs_strings_alignment    (int                    malign);
const char *nhs_strings_level_phase  (const NhsVariant      *variant,
                                      NhsLevelPhase          phase);
/* The core marks these with NHS_N_ (nhs-presets.c); translated here. */
const char *nhs_strings_preset_name    (const NhsPresetInfo  *preset);
/* What a monster does with an item (the game's MUSE_* use) in a player's
   words: "zaps its wand of digging to dig down and escape"; `item` may be
   NULL for the stairs and traps; `fn` is the function that chose it
   (NhsMuseFn: EvilHack's offensive MUSE_WAN_POLYMORPH is zapped at the
   hero).  An unknown use gives the game's name. */
char       *nhs_strings_muse_use       (const char           *muse,
                                        int                   fn,
                                        const char           *item);
/* One outcome of a decision in the window's words (the target too). */
char       *nhs_strings_muse_outcome   (const NhsMuseOutcome *o);
const char *nhs_strings_preset_summary (const NhsPresetInfo  *preset);

/* The core's words in the window's language (gettext). */
extern const NhsPhrasebook nhs_strings_phrasebook;

G_END_DECLS
