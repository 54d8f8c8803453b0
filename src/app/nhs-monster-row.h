/* nhs-monster-row.h: one monster of a distribution, as a row for list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "nhs-rndmonst.h"
#include "nhs-chances.h"

G_BEGIN_DECLS

#define NHS_TYPE_MONSTER_ROW (nhs_monster_row_get_type ())

G_DECLARE_FINAL_TYPE (NhsMonsterRow, nhs_monster_row, NHS, MONSTER_ROW, GObject)

/* The Chance column shows a fraction whole up to this many characters
   ("12345/6789"), beyond it "≈ 0.001234" with the fraction in its tooltip:
   the column stays narrow enough for the page at 800 pixels. */
#define NHS_MONSTER_ROW_FRACTION_CHARS 10

NhsMonsterRow *nhs_monster_row_new        (const NhsDistribution *dist,
                                           const NhsChances      *chances,
                                           int                    index);
int            nhs_monster_row_get_index  (NhsMonsterRow         *self);
const char    *nhs_monster_row_get_name   (NhsMonsterRow         *self);
double         nhs_monster_row_get_probability (NhsMonsterRow    *self);
gboolean       nhs_monster_row_get_eligible (NhsMonsterRow       *self);

/* Every monster of the distribution in mons[] order (excluded ones too when
   with_excluded), as NhsMonsterRow items. */
GListStore    *nhs_monster_rows_new       (const NhsDistribution *dist,
                                           const NhsChances      *chances,
                                           gboolean               with_excluded);

G_END_DECLS
