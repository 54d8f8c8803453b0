/* nhs-diff.h: what changes between two situations (two variants, or two depths)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Monsters are matched by name (case-insensitive) and class symbol, since
 * the variants' mons[] differ in order and content; a monster renamed
 * between the versions (nhs-renames.h: 3.6.7's dwarf lord is 5.0.0's dwarf
 * leader) is one row, and monsters merged into one (incubus and succubus,
 * 5.0.0's amorous demon) are one row with their chances summed.  Chances
 * are exact fractions.
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-format.h"
#include "nhs-answer.h"
#include "nhs-mkclass.h"   /* nhs_mpq_to_string () */
#include "nhs-rndmonst.h"
#include "nhs-situation-title.h"
#include "nhs-table.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;          /* the name in side A, or in B when A lacks it */
  const char *name_b;        /* B's name where it differs (renamed, merged), else NULL */
  char *label;               /* the row as people read it: the name, "dwarf lord →
                                dwarf leader", "incubus + succubus → amorous demon" */
  char symbol;
  int index_a, index_b;      /* mons[] index in each set (the first, when
                                merged), -1 when absent */
  int n_a, n_b;              /* entries summed on each side (2 for a merge) */
  int weight_a, weight_b;    /* rndmonst weight (0: no chance), summed */
  mpq_t chance_a, chance_b;  /* exact chances */
  mpq_t difference;          /* chance_b - chance_a */
} NhsDiffRow;

typedef struct {
  gint ref_count;
  NhsDistribution *a, *b;    /* each side's ordinary list (its situation, weights) */
  int n_rows;
  NhsDiffRow *rows;          /* every monster with a chance on either side,
                                largest |difference| first, then by name */
} NhsDiff;

/* Each side's answer (no role; the situations' own genocide sets); B in
   another version drops the inputs that version does not use. */
NhsDiff *nhs_diff_compute (NhsMonsterSet      *set_a,
                           const NhsSituation *sit_a,
                           NhsMonsterSet      *set_b,
                           const NhsSituation *sit_b,
                           GError            **error);
/* The same between two answers (on a Quest level with a role: the
   role's mixture); the weights are the ordinary lists'. */
NhsDiff *nhs_diff_compute_answers (const NhsAnswer *a,
                                   const NhsAnswer *b);
NhsDiff *nhs_diff_ref     (NhsDiff            *diff);
void     nhs_diff_unref   (NhsDiff            *diff);
/* Finds a row by monster name (the first, for were-creatures); NULL when
   neither side can pick it.  Rows match monsters by name and symbol. */
const NhsDiffRow *nhs_diff_lookup (const NhsDiff *diff,
                                   const char    *name);
typedef enum {
  NHS_DIFF_STAYED,     /* a chance on both sides */
  NHS_DIFF_ENTERED,    /* no chance in A, a chance in B */
  NHS_DIFF_LEFT,       /* a chance in A, none in B */
} NhsDiffChange;

NhsDiffChange nhs_diff_row_change (const NhsDiffRow *row);

typedef enum {
  NHS_DIFF_SAME_NAME,
  NHS_DIFF_RENAMED,    /* one monster, another name in B */
  NHS_DIFF_MERGED,     /* several entries of one side are one of the other */
} NhsDiffIdentity;

NhsDiffIdentity nhs_diff_row_identity (const NhsDiffRow *row);
/* The side's whole situation, "NetHack 3.6.7, Dungeons of Doom, depth 12,
   XL 8", in the phrasebook's words (NULL: English). */
char     *nhs_diff_side_label (const NhsDistribution *dist,
                               const NhsPhrasebook   *phrases);
/* The rows as a table (caption: both situations) for the writers. */
NhsTable *nhs_diff_table   (const NhsDiff *diff);
/* JSON, or any format nhs_table_write () takes. */
char    *nhs_report_diff   (const NhsDiff *diff,
                            NhsFormat      format);

/* Map genocides and extinctions from one set onto another by name (names
   the other set lacks, or cannot have on such a list, are skipped:
   nhs_situation_mark_gone ()). */
void     nhs_situation_copy_genocides (const NhsSituation  *from,
                                       const NhsMonsterSet *from_set,
                                       NhsSituation        *to,
                                       const NhsMonsterSet *to_set);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsDiff, nhs_diff_unref)

G_END_DECLS
