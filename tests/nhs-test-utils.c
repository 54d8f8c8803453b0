/* nhs-test-utils.c: helpers the core tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-test-utils.h"

static NhsMonsterSet *sets[NHS_N_VARIANTS];

NhsMonsterSet *
nhs_test_variant_set (NhsVariantId id)
{
  if (sets[id] == NULL)
    {
      g_autoptr (GError) error = NULL;

      sets[id] = nhs_monster_set_load_variant (nhs_variant_get (id)->key, &error);
      g_assert_no_error (error);
    }
  return sets[id];
}

void
nhs_test_clear_variant_sets (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_clear_pointer (&sets[v], nhs_monster_set_unref);
}

int
nhs_test_monster_index (NhsMonsterSet *set,
                        const char    *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (set, name);

  g_assert_nonnull (m);
  return m->index;
}

void
nhs_test_situation (NhsSituation *sit,
                    NhsVariantId  v,
                    NhsRegion     region,
                    int           depth,
                    int           xl)
{
  nhs_situation_init (sit);
  sit->variant = v;
  sit->region = region;
  sit->depth = depth;
  sit->xl = xl;
}

void
nhs_test_assert_total_one (const NhsClassDist *d)
{
  mpq_t t;

  mpq_init (t);
  nhs_class_dist_total (d, t);
  nhs_test_assert_mpq (t, "1");
  mpq_clear (t);
}
