/* test-golden.c: rndmonst against weights computed from each game's own tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/rndmonst-golden.json holds, for 142 situations over the five
 * versions, the weight of every eligible monster.  All but 24 come from the
 * real games' rndmonst() itself, driven outside the repository (the game's
 * level_difficulty() where a case gives the depth with the Amulet or
 * aggravate monster); the first 12 cases of 3.4.3 and of SLASH'EM were
 * computed from the game's own compiled mons[] and makedefs' monstr[] with
 * its rndmonst rules.  Our core must give the same weights and total.
 *
 * tests/data/mkclass-golden.json holds the exact distributions of the real
 * mkclass_aligned() of 3.6.7, 3.7 and 5.0.0 and the real mkclass() of 3.4.3
 * and SLASH'EM, every rn2/rnd path enumerated: plain, aligned (where the
 * version has it), with genocides and as a special level's class monster
 * (spc G_NOGEN).  Our core must give the same fractions.
 */
#include "nhs-data.h"
#include "nhs-mkclass.h"
#include "nhs-rndmonst.h"

#include <json-glib/json-glib.h>

static void
check_case (JsonObject *c)
{
  const char *variant_key = json_object_get_string_member (c, "variant");
  const char *region_key = json_object_get_string_member (c, "region");
  const NhsVariant *variant = nhs_variant_from_key (variant_key);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsDistribution) dist = NULL;
  g_autoptr (GHashTable) got = g_hash_table_new (g_str_hash, g_str_equal);
  JsonObject *weights = json_object_get_object_member (c, "weights");
  g_autoptr (GList) names = json_object_get_members (weights);
  NhsSituation sit;

  g_assert_nonnull (variant);
  set = nhs_monster_set_load_variant (variant_key, &error);
  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = variant->id;
  g_assert_true (nhs_region_from_key (region_key, &sit.region));
  sit.difficulty = json_object_get_int_member (c, "difficulty");
  sit.xl = json_object_get_int_member (c, "xl");
  if (json_object_get_boolean_member_with_default (c, "amulet", FALSE)
      || json_object_get_boolean_member_with_default (c, "aggravate", FALSE))
    {
      /* the game's own level_difficulty() gave "difficulty": so must ours */
      sit.difficulty = 0;
      sit.depth = json_object_get_int_member (c, "depth");
      sit.amulet = json_object_get_boolean_member_with_default (c, "amulet", FALSE);
      sit.deepest = json_object_get_int_member_with_default (c, "deepest", 0);
      sit.aggravate = json_object_get_boolean_member_with_default (c, "aggravate", FALSE);
      g_assert_cmpint (nhs_situation_difficulty (&sit), ==,
                       json_object_get_int_member (c, "difficulty"));
    }
  if (json_object_has_member (c, "genocided"))
    {
      JsonArray *g = json_object_get_array_member (c, "genocided");

      for (guint i = 0; i < json_array_get_length (g); i++)
        {
          const NhsMonster *m = nhs_monster_set_lookup (set, json_array_get_string_element (g, i));

          g_assert_nonnull (m);
          nhs_situation_set_genocided (&sit, m->index, TRUE);
        }
    }
  if (json_object_has_member (c, "temperature"))
    {
      const char *t = json_object_get_string_member (c, "temperature");

      sit.temperature = g_str_equal (t, "hot") ? NHS_TEMPERATURE_HOT
                        : g_str_equal (t, "cold") ? NHS_TEMPERATURE_COLD
                        : NHS_TEMPERATURE_NORMAL;
    }
  dist = nhs_rndmonst_compute (set, &sit, &error);
  g_assert_no_error (error);

  g_assert_cmpint (dist->total_weight, ==, json_object_get_int_member (c, "total_weight"));
  for (int i = 0; i < dist->n; i++)
    if (dist->candidates[i].weight > 0)
      {
        const char *name = set->monsters[i].name;
        int w = GPOINTER_TO_INT (g_hash_table_lookup (got, name));

        g_hash_table_insert (got, (gpointer) name, GINT_TO_POINTER (w + dist->candidates[i].weight));
      }
  g_assert_cmpint (g_hash_table_size (got), ==, g_list_length (names));
  for (GList *l = names; l; l = l->next)
    {
      int expected = json_object_get_int_member (weights, l->data);
      int actual = GPOINTER_TO_INT (g_hash_table_lookup (got, l->data));

      if (expected != actual)
        g_error ("%s %s difficulty %d XL %d: %s weighs %d, the game says %d", variant_key,
                 region_key, sit.difficulty, sit.xl, (const char *) l->data, actual, expected);
    }
}

static void
test_golden (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rndmonst-golden.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *cases;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  g_assert_cmpuint (json_array_get_length (cases), ==, 142);
  for (guint i = 0; i < json_array_get_length (cases); i++)
    check_case (json_array_get_object_element (cases, i));
}

static void
check_mkclass_case (JsonObject *c)
{
  const char *variant_key = json_object_get_string_member (c, "variant");
  const NhsVariant *variant = nhs_variant_from_key (variant_key);
  JsonObject *result = json_object_get_object_member (c, "result");
  g_autoptr (GList) names = json_object_get_members (result);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsClassDist) dist = NULL;
  g_autofree char *none = NULL;
  const char *atyp_key = NULL;
  NhsSituation sit;
  int mlet, atyp = NHS_MKCLASS_ANY_ALIGN, found = 0;

  g_assert_nonnull (variant);
  set = nhs_monster_set_load_variant (variant_key, &error);
  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = variant->id;
  g_assert_true (nhs_region_from_key (json_object_get_string_member (c, "region"), &sit.region));
  g_assert_cmpint (nhs_region_info (sit.region)->in_hell, ==,
                   json_object_get_boolean_member (c, "gehennom"));
  sit.difficulty = json_object_get_int_member (c, "difficulty");
  sit.xl = json_object_get_int_member (c, "xl");
  if (json_object_has_member (c, "genocided"))
    {
      JsonArray *g = json_object_get_array_member (c, "genocided");

      for (guint i = 0; i < json_array_get_length (g); i++)
        nhs_situation_set_genocided (&sit, nhs_monster_set_lookup (set, json_array_get_string_element (g, i))->index, TRUE);
    }
  if (!json_object_get_null_member (c, "atyp"))
    atyp_key = json_object_get_string_member (c, "atyp");
  if (atyp_key != NULL)
    atyp = g_str_equal (atyp_key, "lawful") ? 1 : g_str_equal (atyp_key, "chaotic") ? -1 : 0;
  mlet = nhs_mkclass_lookup_class (set, json_object_get_string_member (c, "class"));
  g_assert_cmpint (mlet, >, 0);
  dist = nhs_mkclass_compute_spc (set, &sit, mlet,
                                  json_object_get_boolean_member (c, "spc_nogen") ? NHS_MKCLASS_SPC_NOGEN : 0,
                                  atyp, &error);
  g_assert_no_error (error);
  for (int i = 0; i < set->n; i++)
    if (mpq_sgn (dist->probs[i]) > 0)
      {
        g_autofree char *got = nhs_mpq_to_string (dist->probs[i]);
        const char *name = set->monsters[i].name;

        if (!json_object_has_member (result, name)
            || !g_str_equal (got, json_object_get_string_member (result, name)))
          g_error ("%s mkclass '%s' difficulty %d XL %d: %s has %s, the game %s", variant_key,
                   json_object_get_string_member (c, "class"), sit.difficulty, sit.xl, name, got,
                   json_object_has_member (result, name) ? json_object_get_string_member (result, name) : "0");
        found++;
      }
  g_assert_cmpint (found, ==, g_list_length (names));
  none = nhs_mpq_to_string (dist->none);
  g_assert_cmpstr (none, ==, json_object_get_string_member (c, "none"));
}

static void
test_mkclass_golden (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "mkclass-golden.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *cases;
  int special = 0, variants_seen = 0;
  gboolean seen[NHS_N_VARIANTS] = { FALSE };

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  g_assert_cmpuint (json_array_get_length (cases), ==, 215);
  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject *c = json_array_get_object_element (cases, i);

      check_mkclass_case (c);
      special += json_object_get_boolean_member (c, "spc_nogen");
      seen[nhs_variant_from_key (json_object_get_string_member (c, "variant"))->id] = TRUE;
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    variants_seen += seen[v];
  g_assert_cmpint (special, >, 10);
  g_assert_cmpint (variants_seen, ==, NHS_N_VARIANTS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/golden/rndmonst-weights", test_golden);
  g_test_add_func ("/nhs/golden/mkclass-exact", test_mkclass_golden);
  return g_test_run ();
}
