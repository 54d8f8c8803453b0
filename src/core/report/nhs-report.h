/* nhs-report.h: the core's answers as JSON, CSV, text tables and wiki tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One place writes every table, so the CLI, the window's exports and the
 * tests all print the same thing.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "nhs-format.h"
#include "nhs-rndmonst.h"
#include "nhs-table.h"

G_BEGIN_DECLS

/* The situation's members of a JSON object, written once for every
   report (probs, each side of compare): variant, region, depth (when the
   difficulty comes from it), difficulty and its explanation, the window,
   xl, align, total_weight, and none, quest_enemies and temperature where
   they apply.  The caller opens and closes the object. */
void  nhs_report_json_situation (JsonBuilder          *b,
                                 const NhsDistribution *dist);
char *nhs_report_probs       (const NhsDistribution *dist,
                              NhsFormat              format);
char *nhs_report_monsters    (const NhsMonsterSet   *set,
                              const NhsVariant      *variant,
                              NhsFormat              format);
char *nhs_report_align_table (const NhsVariant      *variant,
                              NhsFormat              format);

/* The same as tables for the writers (nhs-table.h): the distribution
   (caption: the whole situation) and the alignment shifts (grouped: equal
   rows as one range, as the seed tables print them). */
char     *nhs_probs_caption      (const NhsDistribution *dist);
NhsTable *nhs_probs_table        (const NhsDistribution *dist);
NhsTable *nhs_align_table        (const NhsVariant      *variant,
                                  gboolean               grouped);

/* One group of equal rows of an alignment-shift table: alignments lo..hi
   (A_NONE: lo = hi = NHS_A_NONE, counted as counts_as). */
typedef struct {
  int lo, hi;
  int lawful, neutral, chaotic;
  int counts_as;
} NhsAlignRange;

/* -20 .. 20 in at most 41 ranges, and A_NONE's own row where the version
   counts it as another alignment (EvilHack: -3). */
#define NHS_ALIGN_MAX_RANGES 42

/* Fills up to NHS_ALIGN_MAX_RANGES ranges of a version's table; returns how
   many. */
/* Where no monster rndmonst () can pick is unaligned (A_NONE), one sentence
   saying so and what the A_NONE row stands for (align-table's JSON "note"
   and the tables' last line); NULL where one is (EvilHack). */
char *nhs_align_unaligned_note (const NhsVariant *variant);
int   nhs_align_table_ranges (const NhsVariant      *variant,
                              NhsAlignRange         *ranges);
/* The range (row) of the table that holds a monster of alignment
   `alignment`, or -1 (beyond +-20, or A_NONE where it has no row). */
int   nhs_align_table_row    (const NhsAlignRange   *ranges,
                              int                    n,
                              int                    alignment);

/* Every reason a monster cannot appear (n of them into out), the lasting
   first; 0 when it can.  probs reads rndmonst ()'s, mkclass its walk's. */
typedef int (*NhsReasonsFunc) (gconstpointer      data,
                               int                index,
                               NhsExclusionReason out[NHS_EXCLUSION_N_CODES]);

/* `text` (a report in `format`) with every monster that cannot appear and
   why added (placeholders left out): JSON an "excluded" array of {"name",
   "symbol", "reasons", "codes"}; the text table "cannot appear:" lines;
   CSV, Markdown and wiki a second table (Symbol, Monster, Reasons) after a
   blank line.  Takes `text`. */
char *nhs_report_add_excluded (char                *text,
                               NhsFormat            format,
                               const NhsMonsterSet *set,
                               NhsReasonsFunc       reasons,
                               gconstpointer        data);

G_END_DECLS
