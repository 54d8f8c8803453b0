/* nhs-seed-entry.h: a field for a level seed, any unsigned 64-bit value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define NHS_TYPE_SEED_ENTRY (nhs_seed_entry_get_type ())

G_DECLARE_FINAL_TYPE (NhsSeedEntry, nhs_seed_entry, NHS, SEED_ENTRY, GtkWidget)

guint64   nhs_seed_entry_get_seed (NhsSeedEntry *self);
void      nhs_seed_entry_set_seed (NhsSeedEntry *self,
                                   guint64       seed);
/* The text field itself (tests type into it). */
GtkEntry *nhs_seed_entry_get_entry (NhsSeedEntry *self);

G_END_DECLS
