/* test-data-loader.c: reading and refusing monster data files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-error.h"

#include <string.h>

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static void
test_good (void)
{
  g_autofree char *path = fixture ("monsters-good.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_file (path, &error);
  const NhsMonster *m;

  g_assert_no_error (error);
  g_assert_nonnull (set);
  g_assert_cmpstr (set->variant, ==, "test");
  g_assert_cmpstr (set->origin, ==, path);
  g_assert_cmpint (set->n, ==, 6);
  g_assert_cmpint (set->special_pm, ==, 5);
  g_assert_true (set->has_difficulty);

  m = nhs_monster_set_lookup (set, "Giant Ant");
  g_assert_nonnull (m);
  g_assert_true (m == &set->monsters[0]);
  g_assert_cmpint (m->index, ==, 0);
  g_assert_cmpint (m->symbol, ==, 'a');
  g_assert_cmpstr (m->class_id, ==, "S_ANT");
  g_assert_cmpint (m->mlet, ==, 1);
  g_assert_cmpint (m->level, ==, 2);
  g_assert_cmpint (m->speed, ==, 18);
  g_assert_cmpint (m->ac, ==, 3);
  g_assert_cmpint (m->frequency, ==, 3);
  g_assert_cmpuint (m->geno, ==, NHS_G_GENO | NHS_G_SGROUP);
  g_assert_cmpint (m->n_attacks, ==, 1);
  g_assert_cmpstr (m->attacks[0].type, ==, "AT_BITE");
  g_assert_cmpstr (m->attacks[0].damage, ==, "AD_PHYS");
  g_assert_cmpint (m->attacks[0].dice, ==, 1);
  g_assert_cmpint (m->attacks[0].sides, ==, 4);
  g_assert_null (m->attacks[1].type);
  g_assert_cmpint (m->difficulty, ==, 4);
  g_assert_cmpstr (m->sound, ==, "MS_SILENT");
  g_assert_cmpint (m->size, ==, 0);
  g_assert_true (nhs_monster_has (m, NHS_M1_ANIMAL));
  g_assert_true (nhs_monster_has (m, NHS_M1_OVIPAROUS));
  g_assert_false (nhs_monster_has (m, NHS_M1_FLY));
  g_assert_true (nhs_monster_has (m, NHS_M2_HOSTILE));
  g_assert_cmpint (m->color, ==, nhs_color_from_name ("CLR_BROWN"));
  g_assert_true (nhs_monster_is_lowercase (m));
  g_assert_false (m->placeholder);

  /* M1_NOLIMBS includes M1_NOHANDS, as in the games */
  m = nhs_monster_set_lookup (set, "jackal");
  g_assert_true (nhs_monster_has (m, NHS_M1_NOLIMBS));
  g_assert_true (nhs_monster_has (m, NHS_M1_NOHANDS));

  /* the same name in two classes: lookup finds the first */
  m = nhs_monster_set_lookup (set, "werejackal");
  g_assert_true (m == &set->monsters[2]);
  g_assert_cmpint (set->monsters[3].symbol, ==, '@');
  g_assert_true (nhs_monster_is_lowercase (&set->monsters[3]));  /* '@' is not isupper */

  /* gendered names */
  m = nhs_monster_set_lookup (set, "gnome lady");
  g_assert_true (m == &set->monsters[4]);
  g_assert_true (nhs_monster_set_lookup (set, "GNOME LORD") == m);
  g_assert_cmpstr (m->name, ==, "gnome leader");
  g_assert_cmpstr (m->name_male, ==, "gnome lord");
  g_assert_cmpstr (m->name_female, ==, "gnome lady");
  g_assert_null (set->monsters[0].name_male);
  g_assert_false (nhs_monster_is_lowercase (m));
  /* M3_WANTSALL stands for the five wants; covetous follows */
  g_assert_true (nhs_monster_has (m, NHS_M3_WANTSAMUL));
  g_assert_true (nhs_monster_has (m, NHS_M3_WANTSARTI));
  g_assert_true (nhs_monster_has (m, NHS_M3_WANTSALL));
  g_assert_true (nhs_monster_has (m, NHS_M3_COVETOUS));

  g_assert_null (nhs_monster_set_lookup (set, "grid bug"));
  g_assert_null (nhs_monster_set_lookup (set, NULL));

  /* ref counting */
  g_assert_true (nhs_monster_set_ref (set) == set);
  nhs_monster_set_unref (set);
}

static void
test_computed (void)
{
  g_autofree char *path = fixture ("monsters-computed.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_file (path, &error);
  /* by hand from makedefs' rule:
   * giant ant: lvl 2, n = group 1 + AC<4 1 + speed 1 + bite 1 = 4 -> 2 + 4/3 + 1 = 4
   * jackal: lvl 0, n = group 1 + bite 1 = 2 -> 0 + 0 + 1 = 1
   * werejackal (d): lvl 2, n = bite 1 + AD_WERE 2 = 3 -> 2 + 1 + 1 = 4
   * werejackal (@): lvl 2, n = ranged (weapon) 1 + weapon 1 = 2 -> 3
   * gnome leader: lvl 3, n = ranged 1 + weapon 1 = 2 -> 4
   * long worm tail: lvl 0, n = AC<4 1 -> 1 */
  static const int expected[] = { 4, 1, 4, 3, 4, 1 };

  g_assert_no_error (error);
  g_assert_false (set->has_difficulty);
  g_assert_cmpint (set->n, ==, G_N_ELEMENTS (expected));
  for (int i = 0; i < set->n; i++)
    g_assert_cmpint (set->monsters[i].difficulty, ==, expected[i]);
}

typedef struct {
  const char *file;
  int code;
  const char *message;   /* after "<path>: "; NULL: only the prefix is checked */
} BadCase;

static const BadCase bad_cases[] = {
  { "monsters-truncated.json", NHS_ERROR_DATA, NULL },
  { "monsters-not-object.json", NHS_ERROR_DATA, "the top level must be a JSON object." },
  { "monsters-wrong-type.json", NHS_ERROR_DATA,
    "entry 1 (\"jackal\"): field \"level\" must be an integer from -1 to 127." },
  { "monsters-level-range.json", NHS_ERROR_DATA,
    "entry 1 (\"jackal\"): field \"level\" must be an integer from -1 to 127." },
  { "monsters-float.json", NHS_ERROR_DATA,
    "entry 0 (\"giant ant\"): field \"ac\" must be an integer from -128 to 127." },
  { "monsters-frequency.json", NHS_ERROR_DATA,
    "entry 0 (\"giant ant\"): field \"frequency\" must be an integer from 0 to 7." },
  { "monsters-unknown-flag.json", NHS_ERROR_DATA,
    "entry 1 (\"jackal\"): field \"m1\" has an unknown flag \"M1_FLYING\"." },
  /* a one-letter flag name once read past its end (found by fuzz-data-loader) */
  { "monsters-short-flag.json", NHS_ERROR_DATA,
    "entry 1 (\"jackal\"): field \"m1\" has an unknown flag \"M\"." },
  { "monsters-wrong-array.json", NHS_ERROR_DATA,
    "entry 1 (\"jackal\"): field \"m2\" holds \"M1_ANIMAL\", which belongs in \"m1\"." },
  { "monsters-duplicate-name.json", NHS_ERROR_DATA,
    "entry 2 (\"jackal\"): field \"name\" repeats entry 1 of the same class." },
  { "monsters-missing-field.json", NHS_ERROR_DATA,
    "entry 4 (\"gnome leader\"): field \"speed\" is missing." },
  { "monsters-mixed-difficulty.json", NHS_ERROR_DATA,
    "entry 3 (\"werejackal\"): field \"difficulty\" is missing, but entry 0 has one "
    "(give it in every entry or in none)." },
  { "monsters-too-many-attacks.json", NHS_ERROR_DATA,
    "entry 0 (\"giant ant\"): field \"attacks\" must hold at most 6 attacks, not 7." },
  { "monsters-attack-type.json", NHS_ERROR_DATA,
    "entry 0 (\"giant ant\"): field \"attacks[0].type\" must be an attack type such as \"AT_BITE\"." },
  { "monsters-special-pm.json", NHS_ERROR_DATA,
    "field \"special_pm\" must be an integer from 0 to 6." },
  { "monsters-symbol.json", NHS_ERROR_DATA,
    "entry 0 (\"giant ant\"): field \"symbol\" must be a single printable ASCII character." },
  { "monsters-class-mismatch.json", NHS_ERROR_DATA,
    "entry 2 (\"werejackal\"): field \"symbol\" must be \"d\" like entry 1 (\"jackal\"), "
    "which has the same mlet 4." },
  { "monsters-color.json", NHS_ERROR_DATA,
    "entry 5 (\"long worm tail\"): field \"color\" must be a colour from \"CLR_BLACK\" to \"CLR_WHITE\"." },
  { "no-such-file.json", NHS_ERROR_INVALID, NULL },
};

static void
test_bad (gconstpointer data)
{
  const BadCase *bc = data;
  g_autofree char *path = fixture (bc->file);
  g_autofree char *prefix = g_strconcat (path, ": ", NULL);
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_file (path, &error);

  g_assert_null (set);
  g_assert_error (error, NHS_ERROR, bc->code);
  if (bc->message == NULL && strstr (bc->file, "no-such") != NULL)
    {
      g_assert_nonnull (strstr (error->message, path));
      return;
    }
  g_assert_true (g_str_has_prefix (error->message, prefix));
  if (bc->message)
    g_assert_cmpstr (error->message + strlen (prefix), ==, bc->message);
  else
    g_assert_true (g_str_has_prefix (error->message + strlen (prefix), "not valid JSON"));
  /* one sentence */
  g_assert_true (g_str_has_suffix (error->message, "."));
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_bytes (void)
{
  static const char text[] = "{\"variant\": \"x\", \"special_pm\": 0, \"monsters\": []}";
  g_autoptr (GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_bytes (bytes, "inline.json", &error);

  g_assert_null (set);
  g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
  g_assert_cmpstr (error->message, ==,
                   "inline.json: field \"monsters\" must be an array of 1 to 1024 monsters.");
}

static void
test_unknown_variant (void)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant ("3.5.0", &error);

  g_assert_null (set);
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "There is no monster data for a variant named \"3.5.0\".");
}

static void
test_names (void)
{
  NhsMFlag f;
  guint bit;

  g_assert_true (nhs_mflag_from_name ("M2_NASTY", &f));
  g_assert_cmpint (f, ==, NHS_M2_NASTY);
  g_assert_cmpstr (nhs_mflag_name (NHS_M3_NOTAME), ==, "M3_NOTAME");
  for (int i = 0; i < NHS_N_MFLAGS; i++)
    {
      g_assert_true (nhs_mflag_from_name (nhs_mflag_name (i), &f));
      g_assert_cmpint (f, ==, i);
    }
  g_assert_false (nhs_mflag_from_name ("M1_OMNIVORE", &f));
  g_assert_null (nhs_mflag_name (NHS_N_MFLAGS));
  g_assert_true (nhs_geno_flag_from_name ("G_VLGROUP", &bit));
  g_assert_cmpuint (bit, ==, NHS_G_VLGROUP);
  g_assert_cmpstr (nhs_geno_flag_name (NHS_G_NOHELL), ==, "G_NOHELL");
  g_assert_true (nhs_resist_from_name ("MR_DRAIN", &bit));
  g_assert_cmpuint (bit, ==, NHS_MR_DRAIN);
  g_assert_cmpstr (nhs_resist_name (NHS_MR_HITASTWO), ==, "MR_HITASTWO");
  g_assert_false (nhs_resist_from_name ("MR_LOVE", &bit));
  g_assert_cmpint (nhs_color_from_name ("CLR_BLACK"), ==, 0);
  g_assert_cmpint (nhs_color_from_name ("CLR_WHITE"), ==, 15);
  g_assert_cmpint (nhs_color_from_name ("HI_LORD"), ==, 5);
  g_assert_cmpint (nhs_color_from_name ("HI_DOMESTIC"), ==, 15);
  g_assert_cmpint (nhs_color_from_name ("CLR_PURPLE"), ==, -1);
  g_assert_cmpstr (nhs_color_name (12), ==, "CLR_BRIGHT_BLUE");
  g_assert_null (nhs_color_name (16));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/nhs/data-loader/good", test_good);
  g_test_add_func ("/nhs/data-loader/computed-difficulty", test_computed);
  g_test_add_func ("/nhs/data-loader/bytes", test_bytes);
  g_test_add_func ("/nhs/data-loader/unknown-variant", test_unknown_variant);
  g_test_add_func ("/nhs/data-loader/names", test_names);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/nhs/data-loader/bad/%s", bad_cases[i].file);
      g_test_add_data_func (p, &bad_cases[i], test_bad);
    }
  return g_test_run ();
}
