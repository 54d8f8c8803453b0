/* test-golden.c: rndmonst against weights computed from each game's own tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/rndmonst-golden.json holds, for 48 situations over the four
 * versions, the weight of every eligible monster as computed from the game's
 * own compiled mons[] (and makedefs' monstr[] for 3.4.3 and SLASH'EM) with
 * the game's rndmonst rules.  Our core must give the same weights and total.
 */
#include "nhs-data.h"
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
  g_assert_cmpuint (json_array_get_length (cases), ==, 48);
  for (guint i = 0; i < json_array_get_length (cases); i++)
    check_case (json_array_get_object_element (cases, i));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/golden/rndmonst-weights", test_golden);
  return g_test_run ();
}
