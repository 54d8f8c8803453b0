/* nhs-monster-sets.h: the monster sets the window's parts share, loaded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-data.h"
#include "nhs-variant.h"

G_BEGIN_DECLS

/* The variant's monster set, loaded on first use and kept for the process:
 * the window, its pages and exports share one copy. Returns a new reference,
 * or NULL with error set. */
NhsMonsterSet *nhs_monster_sets_get (NhsVariantId   variant,
                                     GError       **error);

G_END_DECLS
