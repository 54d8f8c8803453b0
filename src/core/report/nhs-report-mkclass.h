/* nhs-report-mkclass.h: mkclass and preset distributions as JSON, CSV, text and wiki
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-presets.h"
#include "nhs-situation-title.h"
#include "nhs-table.h"

G_BEGIN_DECLS

/* The probs shape (docs/cli-contract.md) plus "class"/"class_id", "aligned", "preset"
 * and "none" (when the chance of no monster is not zero). `preset_key` may
 * be NULL. */
char *nhs_report_class_dist (const NhsClassDist *dist,
                             const char         *preset_key,
                             NhsFormat           format);

/* The title of a class's or preset's chances, the Classes view's and the
   tables': "mkclass(S_ANT) at level difficulty 12 (the list may end at a
   member above difficulty 6): <the situation>", or the preset's name (with the role it
   was asked for, when it needs one) and the situation.  sit: the
   situation as the reader set it (NULL: the distribution's); preset: NULL
   for a class; role: the preset's when it needs one, else the
   situation's (named on the Quest); pb: NULL for English. */
char *nhs_class_dist_title (const NhsClassDist  *dist,
                            const NhsSituation  *sit,
                            const NhsPresetInfo *preset,
                            const char          *role,
                            const NhsPhrasebook *pb);

/* The distribution as a table (caption: nhs_class_dist_title ()) for the
   writers. */
NhsTable *nhs_class_dist_table (const NhsClassDist *dist);

G_END_DECLS
