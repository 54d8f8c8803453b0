/* nhs-alignment-table.h: the vanilla and SLASH'EM alignment-shift tables, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-render-align.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_TYPE_ALIGNMENT_TABLE (nhs_alignment_table_get_type ())

G_DECLARE_FINAL_TYPE (NhsAlignmentTable, nhs_alignment_table, NHS, ALIGNMENT_TABLE, GtkWidget)

GtkWidget *nhs_alignment_table_new             (void);
void       nhs_alignment_table_set_level_align (NhsAlignmentTable *self,
                                                NhsLevelAlign      align);
NhsLevelAlign nhs_alignment_table_get_level_align (NhsAlignmentTable *self);
/* Table 0 shows `variant` (NULL: the default version), table 1 the first
   version whose table differs (nhs_variant_align_pair). */
void       nhs_alignment_table_set_version     (NhsAlignmentTable *self,
                                                const NhsVariant  *variant);
const NhsVariant *nhs_alignment_table_get_version (NhsAlignmentTable *self,
                                                   int                table);
/* name NULL: no monster focused. */
void       nhs_alignment_table_set_focus       (NhsAlignmentTable *self,
                                                const char        *name,
                                                int                alignment,
                                                int                frequency);
/* The highlighted row of table 0 or 1, or -1. */
int        nhs_alignment_table_get_focused_row (NhsAlignmentTable *self,
                                                int                table);
/* The focused monster's weight on this level in table's game, or -1 (none
   focused, or an unaligned one where the table has no row for A_NONE). */
int        nhs_alignment_table_get_focused_weight (NhsAlignmentTable *self,
                                                   int                table);
/* What the table draws now, for an export; free titles[0..1] with g_free. */
void       nhs_alignment_table_get_export      (NhsAlignmentTable *self,
                                                NhsAlignParams    *params,
                                                char             **titles,
                                                NhsRenderTheme    *theme);

G_END_DECLS
