/* nhs-data-compact.c: a monster set's compiled form, a GVariant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data-compact.h"
#include "nhs-data-private.h"
#include "nhs-error.h"

GVariant *
nhs_monster_set_to_compact (const NhsMonsterSet *set)
{
  GVariantBuilder monsters;

  g_return_val_if_fail (set != NULL, NULL);

  g_variant_builder_init (&monsters, G_VARIANT_TYPE ("a" NHS_COMPACT_MONSTER_TYPE));
  for (int i = 0; i < set->n; i++)
    {
      const NhsMonster *m = &set->monsters[i];
      GVariantBuilder attacks;

      g_variant_builder_init (&attacks, G_VARIANT_TYPE ("a(ssii)"));
      for (int k = 0; k < m->n_attacks; k++)
        g_variant_builder_add (&attacks, "(ssii)", m->attacks[k].type, m->attacks[k].damage,
                               m->attacks[k].dice, m->attacks[k].sides);
      g_variant_builder_add (&monsters, NHS_COMPACT_MONSTER_TYPE,
                             m->name, m->name_male, m->name_female, (guchar) m->symbol,
                             m->class_id, m->mlet, m->level, m->speed, m->ac, m->mr,
                             m->alignment, m->frequency, m->geno, m->difficulty, m->size,
                             m->cwt, m->cnutrit, m->sound, m->resists, m->conveys,
                             m->mflags[0], m->mflags[1], m->color, &attacks, m->placeholder,
                             m->color_256);
    }
  return g_variant_ref_sink (g_variant_new ("(sbi@a" NHS_COMPACT_MONSTER_TYPE ")", set->variant,
                                            set->has_difficulty, set->special_pm,
                                            g_variant_builder_end (&monsters)));
}

NhsMonsterSet *
nhs_monster_set_from_compact (GVariant    *compact,
                              const char  *origin,
                              GError     **error)
{
  g_autoptr(GVariant) monsters = NULL;
  NhsMonsterSet *set;
  const char *variant;
  gboolean has_difficulty;
  int special_pm;

  g_return_val_if_fail (compact != NULL, NULL);
  if (!g_variant_is_of_type (compact, G_VARIANT_TYPE (NHS_COMPACT_SET_TYPE)))
    {
      nhs_error_set (error, NHS_ERROR_DATA, "%s: the compiled monster data has the wrong form.",
                     origin);
      return NULL;
    }
  g_variant_get (compact, "(&sbi@a" NHS_COMPACT_MONSTER_TYPE ")", &variant, &has_difficulty,
                 &special_pm, &monsters);

  set = g_new0 (NhsMonsterSet, 1);
  set->ref_count = 1;
  set->compact = g_variant_ref (compact);
  set->variant = g_strdup (variant);
  set->origin = g_strdup (origin);
  set->has_difficulty = has_difficulty;
  set->special_pm = special_pm;
  set->n = (int) g_variant_n_children (monsters);
  set->monsters = g_new0 (NhsMonster, set->n);
  for (int i = 0; i < set->n; i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (monsters, i);
      g_autoptr(GVariantIter) attacks = NULL;
      NhsMonster *m = &set->monsters[i];
      const char *name, *male, *female, *class_id, *sound;
      const char *type, *damage;
      guchar symbol;
      int dice, sides;

      /* The strings point into the compiled data, which set->compact keeps. */
      g_variant_get (child, "(&sm&sm&sy&siiiiiiiuiiii&suutti" "a(ssii)" "bi)",
                     &name, &male, &female, &symbol, &class_id, &m->mlet, &m->level,
                     &m->speed, &m->ac, &m->mr, &m->alignment, &m->frequency, &m->geno,
                     &m->difficulty, &m->size, &m->cwt, &m->cnutrit, &sound, &m->resists,
                     &m->conveys, &m->mflags[0], &m->mflags[1], &m->color, &attacks,
                     &m->placeholder, &m->color_256);
      m->index = i;
      m->name = (char *) name;
      m->name_male = (char *) male;
      m->name_female = (char *) female;
      m->symbol = (char) symbol;
      m->class_id = (char *) class_id;
      m->sound = (char *) sound;
      while (m->n_attacks < NHS_MAX_ATTACKS
             && g_variant_iter_next (attacks, "(&s&sii)", &type, &damage, &dice, &sides))
        m->attacks[m->n_attacks++] = (NhsAttack) { type, damage, dice, sides };
    }
  if (!_nhs_monster_set_index_names (set, error))
    {
      _nhs_monster_set_free (set);
      return NULL;
    }
  return set;
}
