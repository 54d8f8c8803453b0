/* test-answer.c: one situation in, one answer out (issue 23); the inputs a
 * situation uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-answer.h"
#include "nhs-error.h"
#include "nhs-presets.h"
#include "nhs-profile.h"
#include "nhs-test-utils.h"

#include <string.h>

/* Every chance and "none" add up to exactly 1, or the answer lost a share. */
static void
assert_whole (const NhsAnswer *a)
{
  mpq_t sum, q;

  mpq_inits (sum, q, NULL);
  for (int i = 0; i < a->set->n; i++)
    {
      nhs_answer_chance (a, i, q);
      g_assert_cmpint (mpq_sgn (q) > 0, ==, nhs_chances_possible (a->chances, i));
      mpq_add (sum, sum, q);
    }
  nhs_answer_none (a, q);
  mpq_add (sum, sum, q);
  /* on a Quest level without a role the quest enemies' share is apart */
  if (a->ordinary->quest_num > 0 && !nhs_answer_is_quest_mix (a))
    {
      mpq_set_ui (q, a->ordinary->quest_num, a->ordinary->den);
      mpq_canonicalize (q);
      mpq_add (sum, sum, q);
    }
  nhs_test_assert_mpq (sum, "1");
  mpq_clears (sum, q, NULL);
}

/* The Quest in every version, with every role the table knows: the answer
   is the role's mixture (the preset's own function), whole, and each
   monster the mixture can pick has no exclusion. */
static void
test_quest_every_version (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      g_autofree const char **roles = nhs_preset_quest_roles (set);
      NhsSituation sit;
      int lo, hi;

      g_assert_true (nhs_region_depth_range (v, NHS_REGION_QUEST, &lo, &hi));
      nhs_test_situation (&sit, v, NHS_REGION_QUEST, (lo + hi) / 2, 12);
      for (int r = 0; roles[r]; r++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (NhsAnswer) a = nhs_answer_compute (set, &sit, roles[r], NULL, NULL, &error);
          g_autoptr (NhsClassDist) mix = nhs_quest_rndmonst_compute (set, &sit, roles[r], NULL);
          mpq_t q;

          g_assert_no_error (error);
          g_assert_true (nhs_answer_is_quest_mix (a));
          g_assert_cmpstr (a->role, ==, roles[r]);
          assert_whole (a);
          mpq_init (q);
          for (int i = 0; i < set->n; i++)
            {
              nhs_answer_chance (a, i, q);
              g_assert_true (mpq_equal (q, mix->probs[i]));
              if (mpq_sgn (q) > 0)
                g_assert_false (nhs_answer_exclusion (a, i, NULL));
            }
          mpq_clear (q);
        }
      /* without a role: the ordinary list, the quest share apart */
      {
        g_autoptr (NhsAnswer) a = nhs_answer_compute (set, &sit, NULL, NULL, NULL, NULL);

        g_assert_nonnull (a);
        g_assert_false (nhs_answer_is_quest_mix (a));
        assert_whole (a);
      }
    }
}

/* Genocides by name against the table in use; the answer lists them by the
   table's names; an unknown name is one sentence. */
static void
test_genocides_by_name (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  const char *names[] = { "jackal", "newt", NULL };
  const char *bad[] = { "jackal", "zorkmid", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsAnswer) a = NULL;
  NhsSituation sit;
  NhsExclusionReason why;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 3, 3);
  a = nhs_answer_compute (set, &sit, NULL, names, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (a->genocides), ==, 2);
  for (int k = 0; k < 2; k++)
    {
      int i = nhs_test_monster_index (set, names[k]);

      g_assert_false (nhs_chances_possible (a->chances, i));
      g_assert_true (nhs_answer_exclusion (a, i, &why));
      g_assert_cmpint (why.code, ==, NHS_EXCLUDED_GENOCIDED);
      g_assert_true (g_strv_contains ((const char * const *) a->genocides, names[k]));
    }
  assert_whole (a);

  g_assert_null (nhs_answer_compute (set, &sit, NULL, bad, NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_UNKNOWN_NAME);
  g_assert_nonnull (strstr (error->message, "zorkmid"));
  g_assert_null (strchr (error->message, '\n'));
}

/* Extinct apart from genocided.  rndmonst () skips G_GONE, genocided or
   extinct alike (makemon.c), so an extinct monster leaves every chance as
   its genocide does, with its own reason.  read.c do_genocide () refuses
   a monster without G_GENO ("No, mortal!"), so such a monster on the
   genocide list can only have died out; makemon.c propagate () makes
   extinct only a monster made at random (no G_NOGEN: never the minotaur),
   and a unique is never made at random. */
static void
test_extinct (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      const char *ant[] = { "soldier ant", NULL };
      const char *golem[] = { "iron golem", NULL };
      const char *minotaur[] = { "minotaur", NULL };
      const char *medusa[] = { "Medusa", NULL };
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsAnswer) geno = NULL, ext = NULL, golem_geno = NULL;
      int a = nhs_test_monster_index (set, "soldier ant");
      int g = nhs_test_monster_index (set, "iron golem");
      NhsExclusionReason why;
      NhsSituation sit;
      mpq_t p, q;

      nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, 10, 10);
      geno = nhs_answer_compute (set, &sit, NULL, ant, NULL, &error);
      g_assert_no_error (error);
      ext = nhs_answer_compute (set, &sit, NULL, NULL, ant, &error);
      g_assert_no_error (error);
      g_assert_true (nhs_situation_is_genocided (&geno->situation, a));
      g_assert_false (nhs_situation_is_extinct (&geno->situation, a));
      g_assert_true (nhs_situation_is_extinct (&ext->situation, a));
      g_assert_false (nhs_situation_is_genocided (&ext->situation, a));
      g_assert_cmpuint (g_strv_length (ext->genocides), ==, 0);
      g_assert_cmpstrv (ext->extinct, ant);
      mpq_inits (p, q, NULL);
      for (int i = 0; i < set->n; i++)
        {
          nhs_answer_chance (geno, i, p);
          nhs_answer_chance (ext, i, q);
          g_assert_true (mpq_equal (p, q));
        }
      nhs_answer_none (geno, p);
      nhs_answer_none (ext, q);
      g_assert_true (mpq_equal (p, q));
      mpq_clears (p, q, NULL);
      g_assert_true (nhs_answer_exclusion (geno, a, &why));
      g_assert_cmpint (why.code, ==, NHS_EXCLUDED_GENOCIDED);
      g_assert_true (nhs_answer_exclusion (ext, a, &why));
      g_assert_cmpint (why.code, ==, NHS_EXCLUDED_EXTINCT);

      /* the iron golem lacks G_GENO in every version: a genocide of it is
         its extinction */
      golem_geno = nhs_answer_compute (set, &sit, NULL, golem, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (nhs_situation_is_extinct (&golem_geno->situation, g));
      g_assert_false (nhs_situation_is_genocided (&golem_geno->situation, g));
      g_assert_true (nhs_answer_exclusion (golem_geno, g, &why));
      g_assert_cmpint (why.code, ==, NHS_EXCLUDED_EXTINCT);

      g_assert_null (nhs_answer_compute (set, &sit, NULL, NULL, minotaur, &error));
      g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "G_NOGEN"));
      g_clear_error (&error);
      g_assert_null (nhs_answer_compute (set, &sit, NULL, NULL, medusa, &error));
      g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "G_UNIQ"));
    }
  nhs_test_clear_variant_sets ();
}

/* Sokoban climbed: the difficulty counts the levels climbed, and the depth
   must be one a level that high can lie at (entry minus levels climbed). */
static void
test_sokoban_climbed (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsAnswer) a = NULL;
  NhsSituation sit;
  int lo, hi, entry_lo, entry_hi;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_SOKOBAN, 9, 5);
  g_assert_true (nhs_situation_depth_range (&sit, &entry_lo, &entry_hi));
  sit.levels_above_entry = 2;
  g_assert_true (nhs_situation_depth_range (&sit, &lo, &hi));
  g_assert_cmpint (lo, ==, entry_lo - 2);
  g_assert_cmpint (hi, ==, entry_hi - 2);
  /* depth 9, two levels up: the entry would be at 11 */
  g_assert_null (nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "11"));
  g_clear_error (&error);

  sit.depth = hi;
  a = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a->difficulty.rule, ==, NHS_DIFFICULTY_RULE_BUILDS_UP);
  g_assert_cmpint (a->difficulty.difficulty, ==, hi + 2 * 3);
  g_assert_cmpint (a->ordinary->difficulty, ==, a->difficulty.difficulty);
  assert_whole (a);
}

/* The Amulet: the deepest level reached decides (dungeon.c level_difficulty:
   u.uhave.amulet reads deepest_lev_reached () before builds_up ()); levels
   climbed still say where the hero stands but add nothing, and the entry
   they were climbed from was reached; a deepest level without the Amulet is
   refused. */
static void
test_amulet (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_500);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsAnswer) a = NULL;
  g_autoptr (NhsAnswer) b = NULL;
  g_autoptr (NhsAnswer) c = NULL;
  g_autofree char *words = NULL;
  NhsSituation sit;

  nhs_test_situation (&sit, NHS_VARIANT_500, NHS_REGION_SOKOBAN, 7, 5);
  sit.amulet = TRUE;
  sit.deepest = 40;
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_LEVELS_CLIMBED);
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_DEEPEST);
  a = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a->difficulty.rule, ==, NHS_DIFFICULTY_RULE_AMULET);
  g_assert_cmpint (a->difficulty.difficulty, ==, 40);
  assert_whole (a);

  /* one level above the entry (entry at depth 8): still 40, not 7 + 2 x 2 */
  sit.levels_above_entry = 1;
  b = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (b->difficulty.rule, ==, NHS_DIFFICULTY_RULE_AMULET);
  g_assert_cmpint (b->difficulty.difficulty, ==, 40);
  words = nhs_situation_explain_difficulty (&sit);
  g_assert_nonnull (strstr (words, "climbed above the entry does not count"));

  /* no deepest level given: the entry's depth, 8, which the hero stood on */
  sit.deepest = 0;
  c = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (c->difficulty.difficulty, ==, 8);
  /* a deepest level shallower than that entry cannot be */
  sit.deepest = 7;
  g_assert_null (nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "entry"));
  g_clear_error (&error);

  sit.levels_above_entry = 0;
  sit.deepest = 40;
  sit.amulet = FALSE;
  g_assert_null (nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
}

/* Gehennom's temperatures (versions that weigh them): the answer's weights
   carry the temperature's shift; elsewhere a temperature is refused. */
static void
test_temperatures (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      int lo, hi;

      g_assert_true (nhs_region_depth_range (v, NHS_REGION_GEHENNOM, &lo, &hi));
      nhs_test_situation (&sit, v, NHS_REGION_GEHENNOM, lo + 2, 20);
      for (int t = NHS_TEMPERATURE_NORMAL; t <= NHS_TEMPERATURE_COLD; t++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (NhsAnswer) a = NULL;

          sit.temperature = t;
          a = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
          if (!nhs_variant_get (v)->has_temperature)
            {
              g_autofree char *why = nhs_situation_input_unused_reason (&sit, NHS_INPUT_TEMPERATURE);

              g_assert_null (a);
              g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
              g_assert_cmpstr (error->message, ==, why);
              continue;
            }
          g_assert_no_error (error);
          g_assert_cmpint (nhs_situation_temperature (&a->situation), ==, t);
          for (int i = 0; i < set->n; i++)
            if (t == NHS_TEMPERATURE_NORMAL)
              g_assert_cmpint (a->ordinary->candidates[i].temperature_shift, ==, 0);
          assert_whole (a);
        }
    }
}

/* Which inputs a situation uses, and a sentence for each one it does not. */
static void
test_inputs_used (void)
{
  NhsSituation sit;
  NhsInput used;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 5, 5);
  used = nhs_situation_inputs_used (&sit);
  g_assert_false (used & NHS_INPUT_ROLE);
  g_assert_false (used & NHS_INPUT_LEVELS_CLIMBED);
  g_assert_false (used & NHS_INPUT_TEMPERATURE);
  g_assert_false (used & NHS_INPUT_DEEPEST);
  g_assert_true (used & NHS_INPUT_DEPTH);
  for (NhsInput in = 1; in & NHS_INPUT_ALL; in <<= 1)
    {
      g_autofree char *why = nhs_situation_input_unused_reason (&sit, in);

      g_assert_cmpint (why == NULL, ==, (used & in) != 0);
    }
  sit.region = NHS_REGION_QUEST;
  sit.depth = 15;
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_ROLE);
  g_assert_true (nhs_situation_check_role (&sit, "Valkyrie", NULL));
  sit.region = NHS_REGION_MINES;
  g_assert_false (nhs_situation_check_role (&sit, "Valkyrie", NULL));
  /* a difficulty set directly: no depth, no levels climbed */
  sit.region = NHS_REGION_SOKOBAN;
  sit.difficulty = 9;
  g_assert_false (nhs_situation_inputs_used (&sit) & NHS_INPUT_DEPTH);
  g_assert_false (nhs_situation_inputs_used (&sit) & NHS_INPUT_LEVELS_CLIMBED);
  sit.difficulty = 0;
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_LEVELS_CLIMBED);
  /* 3.7 weighs the temperature and counts aggravate monster */
  sit.variant = NHS_VARIANT_37;
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_TEMPERATURE);
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_AGGRAVATE);
}

/* A custom table: the answer is on it, not on the bundled one, and
   genocides resolve against it. */
static void
test_custom_table (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "monsters-good.json", NULL);
  const char *ours[] = { "giant ant", NULL };
  const char *bundled_only[] = { "newt", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsAnswer) a = NULL;
  NhsSituation sit;

  set = nhs_monster_set_load_file (path, &error);
  g_assert_no_error (error);
  /* its own "variant" is no version's: 3.6.7's rules */
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 5, 5);
  a = nhs_answer_compute (set, &sit, NULL, ours, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (a->set == set);
  g_assert_cmpint (a->chances->n, ==, set->n);
  g_assert_false (nhs_chances_possible (a->chances, nhs_test_monster_index (set, "giant ant")));
  assert_whole (a);
  g_assert_null (nhs_answer_compute (set, &sit, NULL, bundled_only, NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_UNKNOWN_NAME);
}

/* The level generator refuses what the plan says the version does not
   make (SLASH'EM has no Rogue level) instead of making another version's
   level; the 2024 snapshot's ordinary levels and Gehennom filler are made
   by its own rules. */
static void
test_level_not_modelled (void)
{
  static const NhsLevelKind kinds[] = { NHS_LEVEL_KIND_ROOMS, NHS_LEVEL_KIND_MAZE };
  g_autoptr (GError) error = NULL;
  NhsLevelParams rogue = { .kind = NHS_LEVEL_KIND_ROGUE, .depth = 15, .seed = 1,
                           .variant = nhs_variant_get (NHS_VARIANT_SLASHEM) };

  g_assert_null (nhs_level_generate (&rogue, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "has no"));
  g_clear_error (&error);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      NhsLevelParams p = { 0 };
      NhsLevel *lev;

      p.kind = kinds[i];
      p.depth = kinds[i] == NHS_LEVEL_KIND_MAZE ? 30 : 5;
      p.seed = 1;
      p.variant = nhs_variant_get (NHS_VARIANT_37);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      g_assert_nonnull (lev);
      nhs_level_free (lev);
    }
}

/* The core's inner uses of rndmonst () read the one answer: taken as
   given, it is the checked answer where that one exists, and it answers a
   depth beyond the region's range (a sample level's) that the checked one
   refuses; a preset's makemon (NULL) share is the answer's list scaled. */
static void
test_as_given (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsAnswer) checked = NULL;
  g_autoptr (NhsAnswer) given = NULL;
  g_autoptr (NhsAnswer) deep = NULL;
  g_autoptr (NhsClassDist) grave = NULL;
  NhsSituation sit;
  mpq_t a, b;

  mpq_inits (a, b, NULL);
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 12, 9);
  checked = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  given = nhs_answer_compute_as_given (set, &sit, &error);
  g_assert_no_error (error);
  for (int i = 0; i < set->n; i++)
    {
      nhs_answer_chance (checked, i, a);
      nhs_answer_chance (given, i, b);
      g_assert_true (mpq_equal (a, b));
    }

  sit.depth = 45;
  g_assert_null (nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
  g_clear_error (&error);
  deep = nhs_answer_compute_as_given (set, &sit, &error);
  g_assert_no_error (error);
  assert_whole (deep);
  g_assert_cmpint (deep->difficulty.difficulty, ==, 45);

  /* every zombie and mummy gone: digging up a grave makes a random
     monster where it would make one of them (2 in 5) */
  sit.depth = 12;
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].mlet == nhs_mkclass_lookup_class (set, "Z")
        || set->monsters[i].mlet == nhs_mkclass_lookup_class (set, "M"))
      nhs_situation_set_genocided (&sit, i, TRUE);
  g_clear_pointer (&given, nhs_answer_unref);
  given = nhs_answer_compute_as_given (set, &sit, &error);
  g_assert_no_error (error);
  grave = nhs_preset_compute (set, &sit, "grave", NULL, &error);
  g_assert_no_error (error);
  for (int i = 0; i < set->n; i++)
    {
      nhs_answer_chance (given, i, a);
      mpq_set_ui (b, 2, 5);
      mpq_mul (a, a, b);
      g_assert_true (mpq_equal (a, grave->probs[i]));
    }
  mpq_clears (a, b, NULL);
}

/* The profile (heatmap, chance by depth in every version) reads the answer
   module: for held-out situations its cell at the situation's depth and XL,
   and its line of the situation's version at that depth, are the answer's
   chance of the monster (the same fraction; within rounding of the exact
   chance where the list is exact). */
static void
assert_profile_cell (const NhsProfileCell *cell,
                     const NhsAnswer      *a,
                     int                   index)
{
  mpq_t q;

  mpq_init (q);
  nhs_answer_chance (a, index, q);
  g_assert_cmpuint (cell->den, ==, a->ordinary->den);
  g_assert_cmpuint (cell->num, ==, a->ordinary->candidates[index].num);
  g_assert_cmpfloat_with_epsilon (nhs_fraction_to_double (cell->num, cell->den), mpq_get_d (q),
                                  1.0 / (double) cell->den + 1e-15);
  if (a->ordinary->exact == NULL)
    {
      mpq_t c;

      mpq_init (c);
      mpq_set_ui (c, cell->num, cell->den);
      mpq_canonicalize (c);
      g_assert_true (mpq_equal (c, q));
      mpq_clear (c);
    }
  mpq_clear (q);
}

static void
test_profile_agrees (void)
{
  NhsMonsterSet *sets[NHS_N_VARIANTS];
  struct {
    NhsVariantId v;
    NhsRegion region;
    int depth, xl, climbed, deepest;
    const char *monster;
    const char *genocides[3];
  } cases[] = {
    { NHS_VARIANT_367, NHS_REGION_SOKOBAN, 4, 6, 2, 0, "giant bat", { NULL } },
    { NHS_VARIANT_500, NHS_REGION_SOKOBAN, 7, 5, 0, 40, "soldier ant", { NULL } },
    { NHS_VARIANT_343, NHS_REGION_DUNGEONS, 14, 11, 0, 0, "soldier ant", { "cockatrice", "chickatrice", NULL } },
    { NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, 30, 14, 0, 0, "hell hound", { "ghoul", NULL } },
    { NHS_VARIANT_XNETHACK, NHS_REGION_VLAD, 0, 12, 1, 0, "vampire", { NULL } },
    { NHS_VARIANT_SLASHEM, NHS_REGION_MINES, 8, 3, 0, 0, "gnome lord", { "gnome", NULL } },
  };

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_test_variant_set (v);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsAnswer) a = NULL;
      g_autoptr (NhsProfile) p = NULL;
      const NhsMonster *m = nhs_monster_set_lookup (sets[cases[i].v], cases[i].monster);
      NhsSituation sit;
      int depth = cases[i].depth;

      g_assert_nonnull (m);
      if (depth == 0)
        {
          int lo, hi;

          nhs_test_situation (&sit, cases[i].v, cases[i].region, 1, cases[i].xl);
          sit.levels_above_entry = cases[i].climbed;
          g_assert_true (nhs_situation_depth_range (&sit, &lo, &hi));
          depth = lo;
        }
      nhs_test_situation (&sit, cases[i].v, cases[i].region, depth, cases[i].xl);
      sit.levels_above_entry = cases[i].climbed;
      if (cases[i].deepest > 0)
        sit.amulet = TRUE, sit.deepest = cases[i].deepest;
      a = nhs_answer_compute (sets[cases[i].v], &sit, NULL, cases[i].genocides, NULL, &error);
      g_assert_no_error (error);
      p = nhs_profile_compute (sets, &a->situation, cases[i].monster, NULL, &error);
      g_assert_no_error (error);
      assert_profile_cell (&p->heatmap.cells[depth - 1][cases[i].xl - 1], a, m->index);
      assert_profile_cell (&p->lines[cases[i].v].cells[depth - 1], a, m->index);
      if (cases[i].genocides[0] != NULL)
        {
          const NhsMonster *gone = nhs_monster_set_lookup (sets[cases[i].v], cases[i].genocides[0]);
          g_autoptr (NhsProfile) q = nhs_profile_compute (sets, &a->situation, cases[i].genocides[0],
                                                          NULL, &error);

          g_assert_no_error (error);
          g_assert_cmpuint (q->heatmap.cells[depth - 1][cases[i].xl - 1].num, ==, 0);
          assert_profile_cell (&q->heatmap.cells[depth - 1][cases[i].xl - 1], a, gone->index);
        }
    }
  /* the Quest without a role in every version (a profile follows a monster
     through every depth, so it takes no role) */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsAnswer) a = NULL;
      g_autoptr (NhsProfile) p = NULL;
      const NhsMonster *m;
      NhsSituation sit;
      int lo, hi;

      g_assert_true (nhs_region_depth_range (v, NHS_REGION_QUEST, &lo, &hi));
      nhs_test_situation (&sit, v, NHS_REGION_QUEST, hi, 14);
      a = nhs_answer_compute (sets[v], &sit, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      /* the most likely monster; SLASH'EM's Quest levels make only quest
         enemies (qt_montype), so there every ordinary chance is 0 */
      m = a->chances->n_results > 0 ? &sets[v]->monsters[a->chances->order[0]]
                                    : nhs_monster_set_lookup (sets[v], "soldier ant");
      p = nhs_profile_compute (sets, &a->situation, m->name, NULL, &error);
      g_assert_no_error (error);
      assert_profile_cell (&p->heatmap.cells[hi - 1][13], a, m->index);
    }
}

/* The profile's table of other origins says "none" in its caption when it
   has no row, and only then (a header over nothing read as a cut table;
   xNetHack's soldier ant, whose mkclass(S_ANT) walk ends before it, had
   one).  (issue 24) */
static void
test_profile_origins_none (void)
{
  const char *names[] = { "soldier ant", "newt", "gnome lord", "cockatrice", "minotaur" };
  NhsMonsterSet *sets[NHS_N_VARIANTS];
  gboolean seen_empty = FALSE, seen_full = FALSE;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_test_variant_set (v);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (NhsProfile) p = NULL;
        g_autoptr (NhsTable) t = NULL;
        NhsSituation sit;

        if (nhs_monster_set_lookup (sets[v], names[i]) == NULL)
          continue;
        nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, 10, 8);
        p = nhs_profile_compute (sets, &sit, names[i], NULL, &error);
        g_assert_no_error (error);
        t = nhs_profile_origin_table (p);
        g_assert_cmpint (nhs_table_n_rows (t), ==, (int) p->origins->len);
        g_assert_cmpint (g_str_has_suffix (nhs_table_caption (t), ": none"), ==, p->origins->len == 0);
        seen_empty |= p->origins->len == 0;
        seen_full |= p->origins->len > 0;
      }
  g_assert_true (seen_empty);
  g_assert_true (seen_full);
}

/* The profile's "other ways" name only the fillers makelevel () can run
   there (mklev.c): a maze on an ordinary Dungeons level only below Medusa
   (3.4.3's dungeon.def: the Dungeons 25-29 levels, Medusa 5 to 2 from the
   bottom, so never above depth 22), never in EvilHack's or xNetHack's
   Dungeons, always in Gehennom, where no room-and-corridor level is made
   (nor in the Mines: minefill); xNetHack's Gehennom filler (its own level
   file with prefabs) is not counted. */
static void
test_profile_fillers (void)
{
  struct {
    NhsVariantId v;
    NhsRegion region;
    int depth;
    gboolean level, maze;
  } cases[] = {
    { NHS_VARIANT_343, NHS_REGION_DUNGEONS, 12, TRUE, FALSE },
    { NHS_VARIANT_343, NHS_REGION_DUNGEONS, 21, TRUE, FALSE },
    { NHS_VARIANT_343, NHS_REGION_DUNGEONS, 22, TRUE, TRUE },
    { NHS_VARIANT_367, NHS_REGION_DUNGEONS, 12, TRUE, FALSE },
    { NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 27, TRUE, FALSE },
    { NHS_VARIANT_XNETHACK, NHS_REGION_DUNGEONS, 27, TRUE, FALSE },
    { NHS_VARIANT_343, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
    /* 3.7's and 5.0.0's hellfill.lua and EvilHack's gehennom.des filler
       are counted; xNetHack's own Gehennom filler is not */
    { NHS_VARIANT_37, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
    { NHS_VARIANT_500, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
    { NHS_VARIANT_XNETHACK, NHS_REGION_GEHENNOM, 35, FALSE, FALSE },
    { NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
    { NHS_VARIANT_343, NHS_REGION_MINES, 5, FALSE, FALSE },
  };
  NhsMonsterSet *sets[NHS_N_VARIANTS];

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_test_variant_set (v);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsProfile) p = NULL;
      gboolean level = FALSE, maze = FALSE;
      NhsSituation sit;

      nhs_test_situation (&sit, cases[i].v, cases[i].region, cases[i].depth, 14);
      /* a class every level's random pick can give, so each possible way shows */
      p = nhs_profile_compute (sets, &sit, NULL, "Z", &error);
      g_assert_no_error (error);
      for (guint k = 0; k < p->origins->len; k++)
        {
          const NhsProfileOrigin *o = g_ptr_array_index (p->origins, k);

          level |= o->kind == NHS_PROFILE_ORIGIN_LEVEL;
          maze |= o->kind == NHS_PROFILE_ORIGIN_MAZE;
        }
      g_test_message ("case %u", i);
      g_assert_cmpint (maze, ==, cases[i].maze);
      g_assert_cmpint (level, ==, cases[i].level);
    }
  /* 3.7's Gehennom filler: math.random (3) minotaurs, 2 expected (the
     minotaur is never a random pick) */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (NhsProfile) p = NULL;
    NhsSituation sit;
    gboolean seen = FALSE;

    nhs_test_situation (&sit, NHS_VARIANT_37, NHS_REGION_GEHENNOM, 35, 14);
    p = nhs_profile_compute (sets, &sit, "minotaur", NULL, &error);
    g_assert_no_error (error);
    for (guint k = 0; k < p->origins->len; k++)
      {
        const NhsProfileOrigin *o = g_ptr_array_index (p->origins, k);

        if (o->kind == NHS_PROFILE_ORIGIN_MAZE)
          {
            g_assert_true (o->has_value);
            g_assert_cmpint (mpq_cmp_ui (o->value, 2, 1), ==, 0);
            seen = TRUE;
          }
      }
    g_assert_true (seen);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/answer/quest-every-version", test_quest_every_version);
  g_test_add_func ("/nhs/answer/genocides-by-name", test_genocides_by_name);
  g_test_add_func ("/nhs/answer/extinct", test_extinct);
  g_test_add_func ("/nhs/answer/sokoban-climbed", test_sokoban_climbed);
  g_test_add_func ("/nhs/answer/amulet", test_amulet);
  g_test_add_func ("/nhs/answer/temperatures", test_temperatures);
  g_test_add_func ("/nhs/answer/inputs-used", test_inputs_used);
  g_test_add_func ("/nhs/answer/custom-table", test_custom_table);
  g_test_add_func ("/nhs/answer/level-not-modelled", test_level_not_modelled);
  g_test_add_func ("/nhs/answer/as-given", test_as_given);
  g_test_add_func ("/nhs/answer/profile-agrees", test_profile_agrees);
  g_test_add_func ("/nhs/answer/profile-fillers", test_profile_fillers);
  g_test_add_func ("/nhs/answer/profile-origins-none", test_profile_origins_none);
  return g_test_run ();
}
