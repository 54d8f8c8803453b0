/* nhs-monster-sets.c: the monster sets the window's parts share, loaded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include "nhs-monster-sets.h"

/* The app's one cache (the core keeps no global state; the app may): each
   version is parsed at most once, when it is first needed, on the main
   thread. */
static NhsMonsterSet *sets[NHS_N_VARIANTS];

NhsMonsterSet *
nhs_monster_sets_get (NhsVariantId   variant,
                      GError       **error)
{
  g_return_val_if_fail ((guint) variant < NHS_N_VARIANTS, NULL);

  if (sets[variant] == NULL)
    sets[variant] = nhs_monster_set_load_variant (nhs_variant_get (variant)->key, error);
  return sets[variant] ? nhs_monster_set_ref (sets[variant]) : NULL;
}
