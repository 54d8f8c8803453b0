/* nhs-muse-words.h: the games' item uses in plain words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-muse-scenario.h"
#include "nhs-situation-title.h"

G_BEGIN_DECLS

/* What the monster does for the use named MUSE (muse.c's MUSE_* name) by
   the function FN (NhsMuseFn) with ITEM, e.g. "zaps its wand of digging to
   dig down and escape"; in the phrasebook's language (NULL: English).
   NULL when the use has no words. Free with g_free (). */
/* TEXT (English) in the phrasebook's language; PB NULL: TEXT itself. */
const char *nhs_muse_text (const NhsPhrasebook *pb,
                           const char          *text) G_GNUC_FORMAT (2);

char *nhs_muse_use_words (const char          *muse,
                          int                  fn,
                          const char          *item,
                          const NhsPhrasebook *pb);

/* The words for one outcome of a decision: nhs_muse_use_words (), and for
   EvilHack's offensive item aimed at another monster (mfind_target), which
   one.  Free with g_free (). */
char *nhs_muse_outcome_words (const NhsMuseOutcome *o,
                              const NhsPhrasebook  *pb);

G_END_DECLS
