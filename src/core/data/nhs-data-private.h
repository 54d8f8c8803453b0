/* nhs-data-private.h: what the compiled form of a monster set (nhs-data-compact.c)
 * shares with the JSON loader (nhs-data.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-data.h"

G_BEGIN_DECLS

/* Frees a set whatever its reference count (a set being built). */
void     _nhs_monster_set_free        (NhsMonsterSet  *set);
/* Builds set->by_name by the loader's rule (first entry wins, gendered names
 * after every neutral one); FALSE with error set on a repeated name. */
gboolean _nhs_monster_set_index_names (NhsMonsterSet  *set,
                                       GError        **error);

G_END_DECLS
