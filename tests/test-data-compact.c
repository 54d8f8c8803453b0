/* test-data-compact.c: the built-in tables, compiled at build time, are what
 * the JSON loader makes of data/monsters-<key>.json, field by field
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-data-compact.h"
#include "nhs-error.h"
#include "nhs-variant.h"

#include <string.h>

static void
assert_same_monster (const NhsMonster *a,
                     const NhsMonster *b)
{
  g_assert_cmpint (a->index, ==, b->index);
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpstr (a->name_male, ==, b->name_male);
  g_assert_cmpstr (a->name_female, ==, b->name_female);
  g_assert_cmpint (a->symbol, ==, b->symbol);
  g_assert_cmpstr (a->class_id, ==, b->class_id);
  g_assert_cmpint (a->mlet, ==, b->mlet);
  g_assert_cmpint (a->level, ==, b->level);
  g_assert_cmpint (a->speed, ==, b->speed);
  g_assert_cmpint (a->ac, ==, b->ac);
  g_assert_cmpint (a->mr, ==, b->mr);
  g_assert_cmpint (a->alignment, ==, b->alignment);
  g_assert_cmpint (a->frequency, ==, b->frequency);
  g_assert_cmpuint (a->geno, ==, b->geno);
  g_assert_cmpint (a->difficulty, ==, b->difficulty);
  g_assert_cmpint (a->size, ==, b->size);
  g_assert_cmpint (a->cwt, ==, b->cwt);
  g_assert_cmpint (a->cnutrit, ==, b->cnutrit);
  g_assert_cmpstr (a->sound, ==, b->sound);
  g_assert_cmpuint (a->resists, ==, b->resists);
  g_assert_cmpuint (a->conveys, ==, b->conveys);
  g_assert_cmpuint (a->mflags[0], ==, b->mflags[0]);
  g_assert_cmpuint (a->mflags[1], ==, b->mflags[1]);
  g_assert_cmpint (a->color, ==, b->color);
  g_assert_cmpint (a->n_attacks, ==, b->n_attacks);
  for (int k = 0; k < a->n_attacks; k++)
    {
      g_assert_cmpstr (a->attacks[k].type, ==, b->attacks[k].type);
      g_assert_cmpstr (a->attacks[k].damage, ==, b->attacks[k].damage);
      g_assert_cmpint (a->attacks[k].dice, ==, b->attacks[k].dice);
      g_assert_cmpint (a->attacks[k].sides, ==, b->attacks[k].sides);
    }
  g_assert_cmpint (a->placeholder, ==, b->placeholder);
}

static void
assert_same_set (const NhsMonsterSet *a,
                 const NhsMonsterSet *b)
{
  GHashTableIter iter;
  gpointer key, value;

  g_assert_cmpstr (a->variant, ==, b->variant);
  g_assert_cmpint (a->n, ==, b->n);
  g_assert_cmpint (a->special_pm, ==, b->special_pm);
  g_assert_cmpint (a->has_difficulty, ==, b->has_difficulty);
  for (int i = 0; i < a->n; i++)
    assert_same_monster (&a->monsters[i], &b->monsters[i]);
  /* The same names find the same entries. */
  g_assert_cmpuint (g_hash_table_size (a->by_name), ==, g_hash_table_size (b->by_name));
  g_hash_table_iter_init (&iter, b->by_name);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_assert_cmpint (nhs_monster_set_lookup (a, key)->index, ==, ((const NhsMonster *) value)->index);
}

/* Every version of the version table: the built-in set equals the loader's
   reading of the JSON file in data/. */
static void
test_built_in_equals_json (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const char *key = nhs_variant_get (v)->key;
      g_autofree char *name = g_strdup_printf ("monsters-%s.json", key);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(NhsMonsterSet) json = nhs_monster_set_load_file (path, &error);
      g_autoptr(NhsMonsterSet) built_in = NULL;

      g_assert_no_error (error);
      built_in = nhs_monster_set_load_variant (key, &error);
      g_assert_no_error (error);
      g_assert_nonnull (built_in->compact);
      g_assert_null (json->compact);
      g_test_message ("%s: %d monsters", key, built_in->n);
      assert_same_set (built_in, json);
    }
}

/* A set survives its compiled form, gendered names and computed
   difficulties included; the strings are the compiled data's own. */
static void
test_round_trip (void)
{
  const char *fixtures[] = { "monsters-good.json", "monsters-computed.json" };

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", fixtures[f], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(NhsMonsterSet) set = nhs_monster_set_load_file (path, &error);
      g_autoptr(GVariant) compact = NULL;
      g_autoptr(NhsMonsterSet) back = NULL;
      gsize size;
      const char *data;

      g_assert_no_error (error);
      compact = nhs_monster_set_to_compact (set);
      g_assert_true (g_variant_is_of_type (compact, G_VARIANT_TYPE (NHS_COMPACT_SET_TYPE)));
      back = nhs_monster_set_from_compact (compact, "round trip", &error);
      g_assert_no_error (error);
      assert_same_set (back, set);
      data = g_variant_get_data (compact);
      size = g_variant_get_size (compact);
      g_assert_true (back->monsters[0].name >= data && back->monsters[0].name < data + size);
    }
}

/* A compiled form of another type is refused with a sentence. */
static void
test_wrong_form (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) v = g_variant_ref_sink (g_variant_new ("(si)", "3.6.7", 1));

  g_assert_null (nhs_monster_set_from_compact (v, "x.gvariant", &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
  g_assert_cmpstr (error->message, ==, "x.gvariant: the compiled monster data has the wrong form.");
  g_clear_error (&error);
  g_assert_null (nhs_monster_set_load_variant ("4.0", &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/data-compact/built-in-equals-json", test_built_in_equals_json);
  g_test_add_func ("/nhs/data-compact/round-trip", test_round_trip);
  g_test_add_func ("/nhs/data-compact/wrong-form", test_wrong_form);
  return g_test_run ();
}
