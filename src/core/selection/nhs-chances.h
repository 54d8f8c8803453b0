/* nhs-chances.h: a distribution over monsters as views show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * rndmonst (NhsDistribution) and mkclass and its presets (NhsClassDist)
 * both convert to this small model: each monster's chance as a double for
 * drawing, the monsters with a chance in order, and the share of "no
 * monster".  Exact fractions come from the source on demand.
 */
#pragma once

#include <glib.h>

#include "nhs-data.h"
#include "nhs-mkclass.h"
#include "nhs-rndmonst.h"

G_BEGIN_DECLS

typedef struct {
  gint ref_count;
  NhsMonsterSet *set;
  int n;                        /* == set->n */
  double *p;                    /* n entries: each monster's chance, 0 when impossible */
  int n_results;
  int *order;                   /* monsters with a chance, most likely first */
  double none;                  /* chance of no monster at all */
  /* The source: exactly one is set. */
  NhsDistribution *rndmonst;
  NhsClassDist *mkclass;
  /* rndmonst () only: the situation's ordinary distribution (the source
     itself, or on the Quest the ordinary list the role's quest enemies are
     mixed with); its `situation` is the one these chances are for. NULL
     for mkclass and its presets. */
  NhsDistribution *ordinary;
  char *role;                   /* the Quest's role (its mixture), else NULL */
} NhsChances;

NhsChances *nhs_chances_new_rndmonst (NhsDistribution  *dist);
NhsChances *nhs_chances_new_mkclass  (NhsClassDist     *dist);
/* rndmonst () on the Quest: `mix` (nhs_quest_rndmonst_compute ()) for
   `role`, with `ordinary` the same situation's plain distribution. */
NhsChances *nhs_chances_new_quest    (NhsClassDist     *mix,
                                      NhsDistribution  *ordinary,
                                      const char       *role);
NhsChances *nhs_chances_ref          (NhsChances       *chances);
void        nhs_chances_unref        (NhsChances       *chances);
#define NHS_TYPE_CHANCES (nhs_chances_get_type ())
GType       nhs_chances_get_type     (void) G_GNUC_CONST;
/* index's chance in lowest terms ("3/17"); free with g_free. */
char       *nhs_chances_fraction     (const NhsChances *chances,
                                      int               index);
/* index's chance exactly, into out (initialised by the caller). */
void        nhs_chances_exact        (const NhsChances *chances,
                                      int               index,
                                      mpq_t             out);
/* The share of one class (mlet) exactly: the sum of its members' chances
   (a chart's class heading; summed as doubles 1 reads 99.99999999999999 %). */
void        nhs_chances_class_share  (const NhsChances *chances,
                                      int               mlet,
                                      mpq_t             out);
/* The "no monster" share in lowest terms. */
char       *nhs_chances_none_fraction (const NhsChances *chances);
gboolean    nhs_chances_possible     (const NhsChances *chances,
                                      int               index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsChances, nhs_chances_unref)

G_END_DECLS
