/* nhs-chances.c: a distribution over monsters as views show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-chances.h"
#include "nhs-format.h"

static NhsChances *
chances_alloc (NhsMonsterSet *set,
               int            n)
{
  NhsChances *c = g_new0 (NhsChances, 1);

  c->ref_count = 1;
  c->set = nhs_monster_set_ref (set);
  c->n = n;
  c->p = g_new0 (double, MAX (n, 1));
  c->order = g_new (int, MAX (n, 1));
  return c;
}

NhsChances *
nhs_chances_new_rndmonst (NhsDistribution *dist)
{
  NhsChances *c;

  g_return_val_if_fail (dist != NULL, NULL);

  c = chances_alloc (dist->set, dist->n);
  c->rndmonst = nhs_distribution_ref (dist);
  c->ordinary = nhs_distribution_ref (dist);
  for (int i = 0; i < dist->n_eligible; i++)
    {
      int idx = dist->order[i];

      c->p[idx] = nhs_distribution_probability (dist, idx);
      c->order[i] = idx;
    }
  c->n_results = dist->n_eligible;
  c->none = nhs_distribution_none_probability (dist);
  return c;
}

NhsChances *
nhs_chances_new_mkclass (NhsClassDist *dist)
{
  NhsChances *c;

  g_return_val_if_fail (dist != NULL, NULL);

  c = chances_alloc (dist->set, dist->n);
  c->mkclass = nhs_class_dist_ref (dist);
  for (int i = 0; i < dist->n_results; i++)
    {
      int idx = dist->order[i];

      c->p[idx] = nhs_mpq_to_double (dist->probs[idx]);
      c->order[i] = idx;
    }
  c->n_results = dist->n_results;
  c->none = nhs_mpq_to_double (dist->none);
  return c;
}

NhsChances *
nhs_chances_new_quest (NhsClassDist    *mix,
                       NhsDistribution *ordinary,
                       const char      *role)
{
  NhsChances *c;

  g_return_val_if_fail (mix != NULL && ordinary != NULL, NULL);
  c = nhs_chances_new_mkclass (mix);
  c->ordinary = nhs_distribution_ref (ordinary);
  c->role = g_strdup (role);
  return c;
}

G_DEFINE_BOXED_TYPE (NhsChances, nhs_chances, nhs_chances_ref, nhs_chances_unref)

NhsChances *
nhs_chances_ref (NhsChances *chances)
{
  g_return_val_if_fail (chances != NULL, NULL);
  g_atomic_int_inc (&chances->ref_count);
  return chances;
}

void
nhs_chances_unref (NhsChances *chances)
{
  if (chances == NULL || !g_atomic_int_dec_and_test (&chances->ref_count))
    return;
  g_clear_pointer (&chances->rndmonst, nhs_distribution_unref);
  g_clear_pointer (&chances->mkclass, nhs_class_dist_unref);
  g_clear_pointer (&chances->ordinary, nhs_distribution_unref);
  g_free (chances->role);
  nhs_monster_set_unref (chances->set);
  g_free (chances->p);
  g_free (chances->order);
  g_free (chances);
}

char *
nhs_chances_fraction (const NhsChances *chances,
                      int               index)
{
  g_return_val_if_fail (chances != NULL && index >= 0 && index < chances->n, NULL);
  if (chances->rndmonst)
    return nhs_distribution_fraction (chances->rndmonst, index);
  return nhs_mpq_to_string (chances->mkclass->probs[index]);
}

void
nhs_chances_exact (const NhsChances *chances,
                   int               index,
                   mpq_t             out)
{
  g_return_if_fail (chances != NULL && index >= 0 && index < chances->n);
  if (chances->mkclass)
    mpq_set (out, chances->mkclass->probs[index]);
  else if (chances->rndmonst->exact)
    mpq_set (out, chances->rndmonst->exact[index]);
  else
    nhs_mpq_set_fraction (out, chances->rndmonst->candidates[index].num, chances->rndmonst->den);
}

void
nhs_chances_class_share (const NhsChances *chances,
                         int               mlet,
                         mpq_t             out)
{
  mpq_t p;

  g_return_if_fail (chances != NULL);
  mpq_set_ui (out, 0, 1);
  mpq_init (p);
  for (int i = 0; i < chances->n_results; i++)
    {
      int idx = chances->order[i];

      if (chances->set->monsters[idx].mlet != mlet)
        continue;
      nhs_chances_exact (chances, idx, p);
      mpq_add (out, out, p);
    }
  mpq_clear (p);
}

char *
nhs_chances_none_fraction (const NhsChances *chances)
{
  g_return_val_if_fail (chances != NULL, NULL);
  if (chances->rndmonst)
    return nhs_distribution_none_fraction (chances->rndmonst);
  return nhs_mpq_to_string (chances->mkclass->none);
}

gboolean
nhs_chances_possible (const NhsChances *chances,
                      int               index)
{
  return chances != NULL && index >= 0 && index < chances->n && chances->p[index] > 0;
}
