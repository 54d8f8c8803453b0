/* nhs-situation-title.h: the whole situation in one line
 *
 * One builder for the chart's title in the window and every export's title
 * in the CLI: version, region, depth (or the difficulty given directly),
 * XL, then only what is set — the Quest's role, levels above a builds-up
 * branch's entry, a forced alignment, the temperature, the Amulet and the
 * deepest level, demigod, aggravate monster, Groundhog Day, genocides.
 * Its words are English; the window passes a phrasebook that translates
 * them (the strings are marked NHS_N_/NHS_NN_ for xgettext).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-data.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

typedef struct {
  const char *(*gettext)  (const char *msgid);
  const char *(*ngettext) (const char *msgid,
                           const char *msgid_plural,
                           gulong      n);
} NhsPhrasebook;

/* A level's alignment in English ("lawful", "unaligned"), marked for the
   window's translation. */
const char *nhs_level_align_word (NhsLevelAlign align);

/* role: the Quest's role as the caller names it, or NULL; set: for the
   genocided monsters' names (NULL: only their number); pb: NULL for English. */
char *nhs_situation_title (const NhsSituation  *sit,
                           const char          *role,
                           const NhsMonsterSet *set,
                           const NhsPhrasebook *pb);

typedef enum {
  NHS_TITLE_NO_XL = 1 << 0,   /* a view the experience level does not change (Spawn):
                                 "version, region, depth N" */
  NHS_TITLE_EXTRAS_ONLY = 1 << 1, /* only what follows the version, region, depth
                                     and XL (", lawful level, with the Amulet,
                                     genocided: …"; "" when nothing is set): for a
                                     caption that names those its own way */
} NhsTitleFlags;

/* nhs_situation_title with flags; NHS_TITLE_NO_XL needs a depth (not a
   difficulty). */
char *nhs_situation_title_full (const NhsSituation  *sit,
                                const char          *role,
                                const NhsMonsterSet *set,
                                const NhsPhrasebook *pb,
                                NhsTitleFlags        flags);

G_END_DECLS
