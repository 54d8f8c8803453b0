/* nhs-level-sample.h: the sample level of a situation, as the Overview and
 * the Level page show it
 *
 * The level the situation's region holds in its version: made by the
 * core's generator with the core's monsters (every one named), or, where
 * the game draws the level from its own maps or a rule is not modelled,
 * the sentence that says so. One function, so the two pages never differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-data.h"
#include "nhs-level.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

typedef struct {
  NhsLevel *level;      /* NULL when none is made: `message` says why */
  int kind;             /* NhsLevelKind, or -1 */
  /* what it was made for: the whole situation (its monsters follow the
     experience level, alignment and genocides too), the table, the seed */
  NhsSituation situation;
  const NhsMonsterSet *set;
  guint64 seed;
  int depth;
  gboolean invocation;  /* Gehennom's invocation level was asked for */
  char *message;        /* no level: the region's maps, or what is not modelled */
  char *about;          /* the kind of level, in a sentence */
  char *info;           /* depth, seed, rooms and monsters; or the error */
} NhsLevelSample;

/* invocation: in the Gehennom region, the invocation level (the vibrating
   square's) instead of an ordinary filler */
NhsLevelSample *nhs_level_sample_new  (const NhsSituation   *situation,
                                       NhsMonsterSet        *set,
                                       guint64               seed,
                                       gboolean              invocation,
                                       gboolean              record_phases);
/* Whether the seed chooses anything in `situation`: FALSE where the game
   draws the region's level from its own maps, or its rules are not
   modelled (nhs_level_sample_new () then makes no level, only the
   sentence). The Level page's seed, New Level and phase, and the
   window's win.new-level (Ctrl+N, on the Overview too) follow it. */
gboolean        nhs_level_sample_seeded (const NhsSituation   *situation);
/* Whether sample is the one nhs_level_sample_new () would make. */
gboolean        nhs_level_sample_is_for (const NhsLevelSample *sample,
                                         const NhsSituation   *situation,
                                         const NhsMonsterSet  *set,
                                         guint64               seed,
                                         gboolean              invocation);
void            nhs_level_sample_free (NhsLevelSample       *sample);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsLevelSample, nhs_level_sample_free)

G_END_DECLS
