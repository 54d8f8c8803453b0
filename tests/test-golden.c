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
 *
 * tests/data/rndmonst-golden-xnethack.json and mkclass-golden-xnethack.json
 * come from xNetHack 9.1's own makemon.c (rndmonst's weights read from its
 * reservoir-sampling rn2 () calls, mkclass_aligned's every rn2/rnd path),
 * over its regions (Cocytus's pool among them), the demigod's bound, level
 * temperatures, genocides, alignments and special levels' G_NOGEN; its
 * mkclass in every region the version has (its six new Gehennom dungeons,
 * the Wizard's Tower, the Valley, the planes...), plain, aligned and for a
 * demigod (which its mkclass does not read: the answers must not move).
 *
 * tests/data/quest-golden.json holds the exact distribution of qt_montype ()
 * (questpgr.c) of EvilHack 0.9.3 and xNetHack 9.1 for every role of their
 * role.c (EvilHack's roles[] and align_roles[]: 17 roles), with their own
 * mkclass (), over five (difficulty, XL) pairs and one with the fixed
 * enemies genocided, with the role table's facts (abbreviation, the role's
 * monster, enemy1num/enemy2num, enemy1sym/enemy2sym) as the compiled game
 * has them.
 */
#include "nhs-data.h"
#include "nhs-mkclass.h"
#include "nhs-presets.h"
#include "nhs-rndmonst.h"

#include <json-glib/json-glib.h>

/* The case's "genocided" names, if any, into the situation. */
static void
set_genocides (JsonObject          *c,
               const NhsMonsterSet *set,
               NhsSituation        *sit)
{
  JsonArray *g;

  if (!json_object_has_member (c, "genocided"))
    return;
  g = json_object_get_array_member (c, "genocided");
  for (guint i = 0; i < json_array_get_length (g); i++)
    nhs_situation_set_genocided (sit, nhs_monster_set_lookup (set, json_array_get_string_element (g, i))->index, TRUE);
}

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
  sit.demigod = json_object_get_boolean_member_with_default (c, "demigod", FALSE);
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

/* The golden files and how many cases each holds: one per real-code
   instrument run (tests/data). */
static const struct {
  const char *rndmonst;
  guint rndmonst_cases;
  const char *mkclass;
  guint mkclass_cases;
} golden_files[] = {
  { "rndmonst-golden.json", 142, "mkclass-golden.json", 215 },
  { "rndmonst-golden-xnethack.json", 56, "mkclass-golden-xnethack.json", 398 },
};

static JsonArray *
load_cases (JsonParser *parser,
            const char *name,
            guint       expected)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GError) error = NULL;
  JsonArray *cases;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  g_assert_cmpuint (json_array_get_length (cases), ==, expected);
  return cases;
}

static void
test_golden (void)
{
  for (guint f = 0; f < G_N_ELEMENTS (golden_files); f++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonArray *cases = load_cases (parser, golden_files[f].rndmonst, golden_files[f].rndmonst_cases);

      for (guint i = 0; i < json_array_get_length (cases); i++)
        check_case (json_array_get_object_element (cases, i));
    }
}

/* The case's "result" and "none" are exactly the distribution's; `what`
   names the case in the message ("3.6.7 mkclass 'n' dungeons"). */
static void
assert_dist_is (JsonObject          *c,
                const NhsMonsterSet *set,
                const NhsClassDist  *dist,
                const char          *what)
{
  JsonObject *result = json_object_get_object_member (c, "result");
  g_autofree char *none = NULL;
  guint found = 0;

  for (int i = 0; i < set->n; i++)
    if (mpq_sgn (dist->probs[i]) > 0)
      {
        g_autofree char *got = nhs_mpq_to_string (dist->probs[i]);
        const char *name = set->monsters[i].name;

        if (!json_object_has_member (result, name)
            || !g_str_equal (got, json_object_get_string_member (result, name)))
          g_error ("%s, difficulty %d XL %d: %s has %s, the game %s", what,
                   dist->situation.difficulty, dist->situation.xl, name, got,
                   json_object_has_member (result, name) ? json_object_get_string_member (result, name) : "0");
        found++;
      }
  g_assert_cmpuint (found, ==, json_object_get_size (result));
  none = nhs_mpq_to_string (dist->none);
  g_assert_cmpstr (none, ==, json_object_get_string_member (c, "none"));
}

static void
assert_class_dist (JsonObject          *c,
                   const NhsMonsterSet *set,
                   const NhsClassDist  *dist,
                   const char          *variant_key)
{
  g_autofree char *what = g_strdup_printf ("%s mkclass '%s' %s", variant_key,
                                           json_object_get_string_member (c, "class"),
                                           json_object_get_string_member (c, "region"));

  assert_dist_is (c, set, dist, what);
}

static void
check_mkclass_case (JsonObject *c)
{
  const char *variant_key = json_object_get_string_member (c, "variant");
  const NhsVariant *variant = nhs_variant_from_key (variant_key);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsClassDist) dist = NULL;
  const char *atyp_key = NULL;
  NhsSituation sit;
  int mlet, atyp = NHS_MKCLASS_ANY_ALIGN;

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
  sit.demigod = json_object_get_boolean_member_with_default (c, "demigod", FALSE);
  set_genocides (c, set, &sit);
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
  assert_class_dist (c, set, dist, variant_key);
}

/* tests/data/evilhack-golden.json: EvilHack 0.9.3's own rndmonst () and
 * mkclass_aligned (), every outcome walked (its player monsters' rn2(3)
 * over all 2^k paths), over a grid with every EvilHack region, Halloween,
 * the demigod flag, genocides and the hero's role.  Our fractions must be
 * the same, for every monster and for no monster. */
static void
evil_situation (JsonObject          *c,
                const NhsMonsterSet *set,
                NhsSituation        *sit)
{
  nhs_situation_init (sit);
  sit->variant = NHS_VARIANT_EVILHACK;
  g_assert_true (nhs_region_from_key (json_object_get_string_member (c, "region"), &sit->region));
  sit->difficulty = json_object_get_int_member (c, "difficulty");
  sit->xl = json_object_get_int_member (c, "xl");
  sit->halloween = json_object_get_boolean_member_with_default (c, "halloween", FALSE);
  sit->demigod = json_object_get_boolean_member_with_default (c, "demigod", FALSE);
  sit->infidel = json_object_get_boolean_member_with_default (c, "infidel", FALSE);
  set_genocides (c, set, sit);
}

static void
check_evil_rndmonst (JsonObject    *c,
                     NhsMonsterSet *set)
{
  JsonObject *chances = json_object_get_object_member (c, "chances");
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDistribution) dist = NULL;
  g_autofree char *none = NULL;
  NhsSituation sit;
  guint found = 0;

  evil_situation (c, set, &sit);
  dist = nhs_rndmonst_compute (set, &sit, &error);
  g_assert_no_error (error);
  g_assert_cmpint (dist->n_mplayers, ==, json_object_get_int_member (c, "mplayer_rolls"));
  for (int i = 0; i < dist->n; i++)
    if (nhs_distribution_possible (dist, i))
      {
        g_autofree char *got = nhs_distribution_fraction (dist, i);
        const char *name = set->monsters[i].name;

        if (!json_object_has_member (chances, name)
            || !g_str_equal (got, json_object_get_string_member (chances, name)))
          g_error ("evilhack rndmonst %s difficulty %d XL %d: %s has %s, the game %s",
                   json_object_get_string_member (c, "region"), sit.difficulty, sit.xl, name, got,
                   json_object_has_member (chances, name) ? json_object_get_string_member (chances, name) : "0");
        found++;
      }
  g_assert_cmpuint (found, ==, json_object_get_size (chances));
  none = nhs_distribution_none_fraction (dist);
  g_assert_cmpstr (none, ==, json_object_get_string_member (c, "none"));
}

static void
check_evil_mkclass (JsonObject    *c,
                    NhsMonsterSet *set)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsClassDist) dist = NULL;
  const char *atyp_key = json_object_get_string_member_with_default (c, "atyp", NULL);
  int atyp = NHS_MKCLASS_ANY_ALIGN, mlet;
  NhsSituation sit;

  evil_situation (c, set, &sit);
  if (atyp_key != NULL)
    atyp = g_str_equal (atyp_key, "lawful") ? 1 : g_str_equal (atyp_key, "chaotic") ? -1 : 0;
  mlet = nhs_mkclass_lookup_class (set, json_object_get_string_member (c, "class"));
  g_assert_cmpint (mlet, >, 0);
  dist = nhs_mkclass_compute_spc (set, &sit, mlet,
                                  json_object_get_boolean_member_with_default (c, "spc_nogen", FALSE)
                                    ? NHS_MKCLASS_SPC_NOGEN : 0,
                                  atyp, &error);
  g_assert_no_error (error);
  assert_class_dist (c, set, dist, "evilhack");
}

static void
test_evilhack_golden (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "evilhack-golden.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (GHashTable) regions = g_hash_table_new (g_str_hash, g_str_equal);
  JsonArray *cases;
  int mixtures = 0, halloween = 0, kinds[2] = { 0, 0 };

  g_assert_no_error (error);
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject *c = json_array_get_object_element (cases, i);
      gboolean rnd = g_str_equal (json_object_get_string_member (c, "kind"), "rndmonst");

      NhsSituation sit;

      /* Purgatory opens from the Sanctum, after the invocation, which sets
         udemigod (spell.c 286): its rndmonst () cases carry the flag, as
         the game ran them (without it a case describes no game: its bound
         differs, monst.h 305); none is left out */
      evil_situation (c, set, &sit);
      if (rnd && nhs_situation_demigod (&sit))
        g_assert_true (json_object_get_boolean_member_with_default (c, "demigod", FALSE));
      if (rnd)
        check_evil_rndmonst (c, set);
      else
        check_evil_mkclass (c, set);
      kinds[rnd]++;
      mixtures += rnd && json_object_get_int_member (c, "mplayer_rolls") > 0;
      halloween += json_object_get_boolean_member_with_default (c, "halloween", FALSE);
      g_hash_table_add (regions, (gpointer) json_object_get_string_member (c, "region"));
    }
  /* the grid covers both functions, the mixture, Halloween and every EvilHack region */
  g_assert_cmpint (kinds[0], >, 50);
  g_assert_cmpint (kinds[1], >, 50);
  g_assert_cmpint (mixtures, >, 20);
  g_assert_cmpint (halloween, >, 3);
  for (int r = 0; r < NHS_N_REGIONS; r++)
    if (nhs_region_info (r)->only_layout == NHS_DUNGEON_LAYOUT_EVILHACK + 1)
      g_assert_true (g_hash_table_contains (regions, nhs_region_info (r)->key));
}

/* xNetHack's mkclass golden has every region the version has, each plain,
   aligned and for a demigod. */
static void
assert_xnethack_regions_covered (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonArray *cases = load_cases (parser, "mkclass-golden-xnethack.json", 398);
  guint kinds[NHS_N_REGIONS] = { 0 };

  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject *c = json_array_get_object_element (cases, i);
      NhsRegion r;

      g_assert_true (nhs_region_from_key (json_object_get_string_member (c, "region"), &r));
      kinds[r] |= json_object_get_null_member (c, "atyp") ? 1 : 2;
      kinds[r] |= json_object_get_boolean_member_with_default (c, "demigod", FALSE) ? 4 : 0;
    }
  for (int r = 0; r < NHS_N_REGIONS; r++)
    if (nhs_region_available (NHS_VARIANT_XNETHACK, r))
      {
        if (kinds[r] != 7)
          g_error ("xNetHack's mkclass golden lacks %s (plain, aligned or demigod)",
                   nhs_region_info (r)->key);
      }
    else
      g_assert_cmpuint (kinds[r], ==, 0);
}

static void
test_mkclass_golden (void)
{
  int special = 0, variants_seen = 0;
  gboolean seen[NHS_N_VARIANTS] = { FALSE };

  for (guint f = 0; f < G_N_ELEMENTS (golden_files); f++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonArray *cases = load_cases (parser, golden_files[f].mkclass, golden_files[f].mkclass_cases);

      for (guint i = 0; i < json_array_get_length (cases); i++)
        {
          JsonObject *c = json_array_get_object_element (cases, i);

          check_mkclass_case (c);
          special += json_object_get_boolean_member (c, "spc_nogen");
          seen[nhs_variant_from_key (json_object_get_string_member (c, "variant"))->id] = TRUE;
        }
    }
  seen[NHS_VARIANT_EVILHACK] = TRUE;  /* its own file: test_evilhack_golden */
  assert_xnethack_regions_covered ();
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    variants_seen += seen[v];
  g_assert_cmpint (special, >, 10);
  g_assert_cmpint (variants_seen, ==, NHS_N_VARIANTS);
}

/* A name of the game's, or NULL for JSON null. */
static const char *
string_or_null (JsonObject *c,
                const char *member)
{
  return json_object_get_null_member (c, member) ? NULL : json_object_get_string_member (c, member);
}

static void
check_quest_case (JsonObject    *c,
                  NhsMonsterSet *set)
{
  const char *role_name = json_object_get_string_member (c, "role");
  const NhsQuestRole *role = nhs_quest_role_lookup (set, role_name);
  const NhsMonster *self;
  NhsPresetOptions opts = { role_name, NHS_MKCLASS_ANY_ALIGN };
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsClassDist) dist = NULL;
  g_autofree char *what = NULL;
  NhsSituation sit;

  /* the role table's facts */
  g_assert_nonnull (role);
  g_assert_cmpstr (role->abbrev, ==, json_object_get_string_member (c, "abbrev"));
  self = nhs_monster_set_lookup (set, json_object_get_string_member (c, "self"));
  g_assert_nonnull (self);
  /* the role's monster by its name or, from 3.7 on, its male name (Priest:
     the cleric, "priest"; Caveman: the cave dweller, "caveman") */
  g_assert_true (g_strcmp0 (role->self, self->name) == 0 || g_strcmp0 (role->self, self->name_male) == 0);
  g_assert_cmpstr (role->enemy1, ==, string_or_null (c, "enemy1"));
  g_assert_cmpstr (role->enemy2, ==, string_or_null (c, "enemy2"));
  g_assert_cmpstr (role->enemy1sym, ==, json_object_get_string_member (c, "enemy1sym"));
  g_assert_cmpstr (role->enemy2sym, ==, json_object_get_string_member (c, "enemy2sym"));

  /* qt_montype ()'s distribution */
  nhs_situation_init (&sit);
  sit.variant = nhs_variant_from_key (json_object_get_string_member (c, "variant"))->id;
  sit.region = NHS_REGION_QUEST;
  sit.difficulty = json_object_get_int_member (c, "difficulty");
  sit.xl = json_object_get_int_member (c, "xl");
  set_genocides (c, set, &sit);
  dist = nhs_preset_compute (set, &sit, "quest", &opts, &error);
  g_assert_no_error (error);
  what = g_strdup_printf ("%s quest of a %s", set->variant, role_name);
  assert_dist_is (c, set, dist, what);
}

/* Every role of EvilHack and xNetHack: the game's own qt_montype (); and
   the version's role list is exactly the game's roles. */
static void
test_quest_golden (void)
{
  static const char *keys[] = { "evilhack", "xnethack" };
  static const guint n_roles[] = { 17, 13 };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "quest-golden.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *cases;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (keys[k], &error);
      g_autoptr (GHashTable) roles = g_hash_table_new (g_str_hash, g_str_equal);
      g_autofree const char **listed = NULL;
      guint n_cases = 0;

      g_assert_no_error (error);
      for (guint i = 0; i < json_array_get_length (cases); i++)
        {
          JsonObject *c = json_array_get_object_element (cases, i);

          if (!g_str_equal (json_object_get_string_member (c, "variant"), keys[k]))
            continue;
          check_quest_case (c, set);
          g_hash_table_add (roles, (gpointer) json_object_get_string_member (c, "role"));
          n_cases++;
        }
      g_assert_cmpuint (n_cases, ==, 6 * n_roles[k]);
      g_assert_cmpuint (g_hash_table_size (roles), ==, n_roles[k]);
      listed = nhs_preset_quest_roles (set);
      g_assert_cmpuint (g_strv_length ((char **) listed), ==, n_roles[k]);
      for (guint r = 0; listed[r]; r++)
        g_assert_true (g_hash_table_contains (roles, listed[r]));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/golden/rndmonst-weights", test_golden);
  g_test_add_func ("/nhs/golden/mkclass-exact", test_mkclass_golden);
  g_test_add_func ("/nhs/golden/evilhack-exact", test_evilhack_golden);
  g_test_add_func ("/nhs/golden/quest-exact", test_quest_golden);
  return g_test_run ();
}
