/* test-cli.c: the built nhspawn-cli — error paths and the probs JSON contract
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The binary is found through $NHSPAWN_CLI (set by tests/meson.build).
 */
#include <glib.h>
#include <gmp.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "nhs-data.h"
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-muse-scenario.h"
#include "nhs-object.h"
#include "nhs-artifact.h"
#include "nhs-spawn.h"
#include "nhs-table.h"
#include "nhs-situation.h"
#include "nhs-variant.h"
#include "nhs-test-utils.h"

static const char *
cli_path (void)
{
  const char *path = g_getenv ("NHSPAWN_CLI");

  if (path == NULL || !g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    return NULL;
  return path;
}

/* Runs nhspawn-cli with ARGS (its arguments, without the program); returns
   its exit status. */
static int
run_cli_args (GPtrArray *args,
              char     **out,
              char     **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_ptr_array_add (argv, (gpointer) cli_path ());
  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, args->pdata[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

/* Runs nhspawn-cli with the NULL-terminated arguments. */
static int
run_cli (char      **out,
         char      **err,
         const char *first,
         ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  return run_cli_args (args, out, err);
}

/* Exit status 2, nothing on stdout, one line on stderr that is one sentence. */
static void
assert_usage_error (const char *expect_in_message,
                    const char *first,
                    ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *arg;
  const char *end;
  int wait_status = 0;
  va_list ap;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_ptr_array_add (argv, (gpointer) cli_path ());
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  if (WEXITSTATUS (wait_status) != 2)
    g_error ("expected exit status 2, got %d; stderr: %s", WEXITSTATUS (wait_status), err);
  g_assert_cmpstr (out, ==, "");
  /* one line ... */
  g_assert_true (g_str_has_suffix (err, "\n"));
  g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);
  g_assert_true (g_str_has_prefix (err, "nhspawn-cli: "));
  /* ... that begins as a sentence does (with a capital, an option's "--"
     or a version's own name, "xNetHack 9.1") ... */
  if (g_ascii_islower (err[strlen ("nhspawn-cli: ")])
      && !g_str_has_prefix (err + strlen ("nhspawn-cli: "), "xNetHack"))
    g_error ("stderr “%s” does not begin with a capital letter", err);
  /* ... and ends as a sentence does */
  end = err + strlen (err) - 2;
  g_assert_true (*end == '.' || *end == '!' || *end == '?');
  if (expect_in_message != NULL && strstr (err, expect_in_message) == NULL)
    g_error ("stderr “%s” does not mention “%s”", err, expect_in_message);
}

/* Any object of the version is an item; the JSON says what the monster
   would do with each (issue 24 item 7). */
static void
test_item_use_any_object (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *items;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "3.6.7", "--monster", "soldier", "--item",
                            "cream pie", "--item", "amulet of life saving", "--item", "magic marker", "--format",
                            "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (p, out, -1, &error));
  items = json_object_get_array_member (json_node_get_object (json_parser_get_root (p)), "items");
  g_assert_cmpuint (json_array_get_length (items), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (items, 0), "class"), ==, "food");
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (items, 0), "picked_up"));
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (
                     json_array_get_object_element (items, 1), "likes"), 0), ==, "uses");
  g_assert_false (json_object_get_boolean_member (json_array_get_object_element (items, 2), "picked_up"));
}

/* Every object of every version is known to item-use by name (issue 26):
   the whole table, 64 items to a run (the scenario's limit), each run
   accepted with a JSON answer naming each item. EvilHack looks inside the
   containers a monster carries, which a scenario does not describe, so
   there a container is given empty. */
static void
test_item_use_every_object (void)
{
  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *var = nhs_variant_get (v);
      guint n = 0;
      const NhsObject *objs = nhs_objects (var, &n);

      g_assert_cmpuint (n, >, 400);
      for (guint start = 0; start < n; start += NHS_MUSE_MAX_ITEMS)
        {
          g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
          g_autoptr (JsonParser) p = json_parser_new ();
          g_autoptr (GError) error = NULL;
          g_autofree char *out = NULL, *err = NULL;
          guint count = 0;
          JsonArray *items;

          g_ptr_array_add (argv, g_strdup ("item-use"));
          g_ptr_array_add (argv, g_strdup ("--variant"));
          g_ptr_array_add (argv, g_strdup (var->key));
          g_ptr_array_add (argv, g_strdup ("--monster"));
          g_ptr_array_add (argv, g_strdup ("soldier"));
          for (guint i = start; i < n && i < start + NHS_MUSE_MAX_ITEMS; i++, count++)
            {
              const NhsMuseItemInfo *info = nhs_muse_item_lookup (var, objs[i].name);
              gboolean empty = v == NHS_VARIANT_EVILHACK && info != NULL && info->kind == NHS_MI_CONTAINER;

              g_ptr_array_add (argv, g_strdup ("--item"));
              g_ptr_array_add (argv, g_strdup_printf ("%s%s", objs[i].name, empty ? ":empty" : ""));
            }
          g_ptr_array_add (argv, g_strdup ("--format"));
          g_ptr_array_add (argv, g_strdup ("json"));
          if (run_cli_args (argv, &out, &err) != 0)
            g_error ("%s, objects %u-%u: %s", var->key, start, start + count - 1, err);
          g_assert_true (json_parser_load_from_data (p, out, -1, &error));
          items = json_object_get_array_member (json_node_get_object (json_parser_get_root (p)), "items");
          g_assert_cmpuint (json_array_get_length (items), ==, count);
          for (guint i = 0; i < count; i++)
            g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (items, i), "name"), ==,
                             objs[start + i].name);
        }
    }
}

static void
test_errors (void)
{
  assert_usage_error ("--xl", "probs", "--depth", "5", "--xl", "0", NULL);
  /* an object the version lacks: one sentence, the closest name (issue 24 item 7) */
  assert_usage_error ("NetHack 3.6.7 has no object named “cream pi”; did you mean “cream pie”?", "item-use",
                      "--variant", "3.6.7", "--monster", "soldier", "--item", "cream pi", NULL);
  /* EvilHack: a scenario it cannot hold is refused with what is missing */
  assert_usage_error ("looks inside the containers a monster carries", "item-use", "--variant", "evilhack",
                      "--monster", "soldier", "--item", "sack", NULL);
  assert_usage_error ("NetHack 3.4.3 has no object named “wand of fireball”", "item-use", "--variant", "3.4.3",
                      "--monster", "soldier", "--item", "wand of fireball", NULL);
  assert_usage_error ("--xl", "probs", "--depth", "5", "--xl", "31", NULL);
  assert_usage_error ("narnia", "probs", "--depth", "5", "--xl", "3", "--region", "narnia", NULL);
  assert_usage_error ("3.5", "probs", "--variant", "3.5", "--depth", "5", "--xl", "3", NULL);
  assert_usage_error ("snorlax", "probs", "--depth", "5", "--xl", "3", "--genocide", "snorlax", NULL);
  /* EvilHack's race placeholder "dwarf": never its monster; do_genocide ()
     refuses it (no G_GENO); both sentences name the dwarf it makes */
  assert_usage_error ("the dwarf it makes is “mountain dwarf”", "item-use", "--variant", "evilhack",
                      "--monster", "dwarf", NULL);
  assert_usage_error ("EvilHack 0.9.3 refuses to genocide “dwarf”", "probs", "--variant", "evilhack",
                      "--depth", "5", "--xl", "3", "--genocide", "dwarf", NULL);
  assert_usage_error ("good", "probs", "--depth", "5", "--xl", "3", "--align", "good", NULL);
  assert_usage_error ("--depth", "probs", "--depth", "-3", "--xl", "3", NULL);
  assert_usage_error ("--depth", "probs", "--depth", "0", "--xl", "3", NULL);
  assert_usage_error ("yaml", "probs", "--depth", "5", "--xl", "3", "--format", "yaml", NULL);
  assert_usage_error ("not both", "probs", "--depth", "5", "--difficulty", "5", "--xl", "3", NULL);
  assert_usage_error ("--xl", "probs", "--depth", "5", NULL);
  assert_usage_error ("Rogue", "probs", "--variant", "slashem", "--region", "rogue", "--depth", "15",
                      "--xl", "3", NULL);
  assert_usage_error ("tepid", "probs", "--variant", "3.7", "--depth", "5", "--xl", "3",
                      "--temperature", "tepid", NULL);
  assert_usage_error (NULL, "probs", "--depth", "5", "--xl", "3", "--bogus", NULL);
  assert_usage_error (NULL, "frobnicate", NULL);
  assert_usage_error ("3.5", "monsters", "--variant", "3.5", NULL);
  assert_usage_error ("xml", "monsters", "--format", "xml", NULL);
  assert_usage_error ("3.5", "align-table", "--variant", "3.5", NULL);
  assert_usage_error ("csvx", "align-table", "--format", "csvx", NULL);
  assert_usage_error ("--against", "diff", "--depth", "5", "--xl", "3", NULL);
  assert_usage_error ("3.9", "diff", "--depth", "5", "--xl", "3", "--against", "3.9", NULL);
  assert_usage_error ("--depth2", "diff", "--difficulty", "5", "--xl", "3", "--depth2", "9", NULL);
  assert_usage_error ("Rogue", "diff", "--region", "rogue", "--depth", "15", "--xl", "3",
                      "--against", "slashem", NULL);
}

/* A pet's options (--tame --apport --starving, session 16): each misuse is
   one sentence naming the option, exit 2; a valid one answers with the
   pet's fate. Expected: 3.6.7 dogmove.c 448-449, rn2 (20) < apport + 3
   then rn2 (udist) || !rn2 (apport); apport 5, the hero 2 squares east
   (udist 4): 8/20 x (3/4 + 1/4 x 1/5) = 8/20 x 16/20 = 8/25. */
static void
test_item_use_pet (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *pet;

  assert_usage_error ("--apport describes a pet: give --tame too", "item-use", "--monster", "little dog",
                      "--apport", "5", "--item", "dagger", NULL);
  assert_usage_error ("--starving describes a pet: give --tame too", "item-use", "--monster", "little dog",
                      "--starving", "--item", "dagger", NULL);
  assert_usage_error ("--apport is answered for the items given with --item", "item-use", "--monster",
                      "little dog", "--tame", "--apport", "5", NULL);
  assert_usage_error ("--starving is answered for the items given with --item", "item-use", "--monster",
                      "little dog", "--tame", "--starving", NULL);
  assert_usage_error ("--apport 0 is out of range: it must be from 1 to 10000", "item-use", "--monster",
                      "little dog", "--tame", "--apport", "0", "--item", "dagger", NULL);
  assert_usage_error ("--apport 10001 is out of range", "item-use", "--monster", "little dog", "--tame",
                      "--apport", "10001", "--item", "dagger", NULL);
  assert_usage_error ("--apport must be a whole number, not “5x”", "item-use", "--monster", "little dog",
                      "--tame", "--apport", "5x", "--item", "dagger", NULL);
  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "3.6.7", "--monster", "little dog", "--tame",
                            "--apport", "5", "--distance", "2", "--item", "dagger", "--format", "json", NULL),
                   ==, 0);
  g_assert_true (json_parser_load_from_data (p, out, -1, &error));
  pet = json_object_get_object_member (json_array_get_object_element (json_object_get_array_member (
                                         json_node_get_object (json_parser_get_root (p)), "items"), 0), "pet");
  g_assert_nonnull (pet);
  g_assert_cmpstr (json_object_get_string_member (pet, "does"), ==, "picks-up");
  g_assert_cmpstr (json_object_get_string_member (pet, "chance"), ==, "8/25");
}

/* --ridden and --starves (session 27, dog_move ()'s order): misuse is one
   sentence naming the option; a ridden little dog in 3.6.7 takes udist 1
   (the hero on its square): rn2 (udist) is then always 0, so 8/20 x 1/5
   = 2/25 with apport 5 (dogmove.c 448-449, rn2 (20) < apport + 3, then
   rn2 (udist) || !rn2 (apport)); starving to death, it leaves the dagger,
   why "starves". */
static void
test_item_use_steed_starves (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *pet;

  assert_usage_error ("--ridden describes a pet: give --tame too", "item-use", "--monster", "little dog",
                      "--ridden", "--item", "dagger", NULL);
  assert_usage_error ("--ridden is answered for the items given with --item", "item-use", "--monster",
                      "little dog", "--tame", "--ridden", NULL);
  assert_usage_error ("--distance is not used with --ridden", "item-use", "--monster", "little dog", "--tame",
                      "--ridden", "--distance", "1", "--item", "dagger", NULL);
  assert_usage_error ("--starves describes a starving pet: give --starving too", "item-use", "--monster",
                      "little dog", "--tame", "--starves", "--item", "dagger", NULL);
  assert_usage_error ("--ridden is not used with --scenario", "item-use", "--scenario", "/dev/null", "--ridden",
                      NULL);
  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "3.6.7", "--monster", "little dog", "--tame",
                            "--apport", "5", "--ridden", "--item", "dagger", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (p, out, -1, &error));
  pet = json_object_get_object_member (json_array_get_object_element (json_object_get_array_member (
                                         json_node_get_object (json_parser_get_root (p)), "items"), 0), "pet");
  g_assert_cmpstr (json_object_get_string_member (pet, "does"), ==, "picks-up");
  g_assert_cmpstr (json_object_get_string_member (pet, "chance"), ==, "2/25");
  g_assert_cmpint (run_cli (&out2, &err2, "item-use", "--variant", "3.6.7", "--monster", "little dog", "--tame",
                            "--starving", "--starves", "--item", "dagger", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (p, out2, -1, &error));
  pet = json_object_get_object_member (json_array_get_object_element (json_object_get_array_member (
                                         json_node_get_object (json_parser_get_root (p)), "items"), 0), "pet");
  g_assert_cmpstr (json_object_get_string_member (pet, "does"), ==, "leaves");
  g_assert_cmpstr (json_object_get_string_member (pet, "why"), ==, "starves");
}

/* --weak, --hungry, --hero-charisma (session 28, muse3 lane): misuse is
   one sentence (also where nothing reads them: the muwin lane), naming
   the option (issue 26: without --item, and the scenario's contradictions,
   which named the scenario's fields); a ridden 3.7 little dog under Conflict with Charisma 25
   at level 30 throws its rider 19/20 (resist_conflict (): rnd (20) <=
   min (19, 25 - 2 + 30)), so its dagger's 2/25 becomes 2/25 x 1/20 =
   1/250. */
static void
test_item_use_steed_conflict (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *pet;

  assert_usage_error ("--weak describes a pet: give --tame too", "item-use", "--monster", "little dog",
                      "--weak", "--item", "dagger", NULL);
  assert_usage_error ("--hungry describes a pet: give --tame too", "item-use", "--monster", "little dog",
                      "--hungry", "--item", "dagger", NULL);
  assert_usage_error ("--hero-charisma 2 is out of range", "item-use", "--monster", "little dog", "--tame",
                      "--ridden", "--conflict", "--hero-charisma", "2", "--item", "dagger", NULL);
  assert_usage_error ("--weak is not used with --scenario", "item-use", "--scenario", "/dev/null", "--weak", NULL);
  /* an option the scenario does not read is refused, by the rule the
     window greys its control by (nhs_muse_charisma_read (),
     nhs_muse_pet_hungry_read ()) */
  assert_usage_error ("--hero-charisma is not read in NetHack 3.6.7", "item-use", "--variant", "3.6.7",
                      "--monster", "little dog", "--tame", "--ridden", "--conflict", "--hero-charisma", "12",
                      "--item", "dagger", NULL);
  assert_usage_error ("--hero-charisma is read only for the hero's steed under the hero's Conflict", "item-use",
                      "--variant", "3.7", "--monster", "little dog", "--tame", "--ridden", "--hero-charisma", "12",
                      "--item", "dagger", NULL);
  assert_usage_error ("--hungry is EvilHack's", "item-use", "--variant", "3.7", "--monster", "little dog",
                      "--tame", "--hungry", "--item", "dagger", NULL);
  assert_usage_error ("--hungry is read only of a vampire pet", "item-use", "--variant", "evilhack", "--monster",
                      "little dog", "--tame", "--hungry", "--item", "dagger", NULL);
  assert_usage_error ("--hungry is said already by --starving", "item-use", "--variant", "evilhack", "--monster",
                      "vampire noble", "--tame", "--starving", "--hungry", "--item", "dagger", NULL);
  /* without --item nothing reads them (the monster's general answer has
     no pet's move): refused, each named, not ignored */
  assert_usage_error ("--weak is answered for the items given with --item", "item-use", "--monster", "little dog",
                      "--tame", "--weak", NULL);
  assert_usage_error ("--hungry is answered for the items given with --item", "item-use", "--variant",
                      "evilhack", "--monster", "vampire noble", "--tame", "--hungry", NULL);
  assert_usage_error ("--hero-charisma is answered for the items given with --item", "item-use", "--variant",
                      "3.7", "--monster", "little dog", "--conflict", "--hero-charisma", "12", NULL);
  assert_usage_error ("--hero-charisma must be a whole number, not “x12”", "item-use", "--variant", "3.7",
                      "--monster", "little dog", "--tame", "--ridden", "--conflict", "--hero-charisma", "x12",
                      "--item", "dagger", NULL);
  /* the scenario's contradictions name the options given, not the
     scenario's fields */
  assert_usage_error ("--weak and --starving are both given: a weak pet starts starving on this move", "item-use",
                      "--monster", "little dog", "--tame", "--weak", "--starving", "--item", "dagger", NULL);
  assert_usage_error ("--satiated is given with --weak: a satiated pet is not hungry", "item-use", "--variant",
                      "xnethack", "--monster", "little dog", "--tame", "--weak", "--satiated", "--item", "dagger",
                      NULL);
  assert_usage_error ("--weak is given, but the gas spore eats neither meat nor plants", "item-use", "--monster",
                      "gas spore", "--tame", "--weak", "--item", "dagger", NULL);
  assert_usage_error ("--satiated is given with --hungry: a satiated pet is not hungry", "item-use", "--variant",
                      "evilhack", "--monster", "vampire noble", "--tame", "--hungry", "--satiated", "--item",
                      "dagger", NULL);
  assert_usage_error ("--satiated and --starving are both given", "item-use", "--variant", "xnethack", "--monster",
                      "little dog", "--tame", "--satiated", "--starving", "--item", "dagger", NULL);
  assert_usage_error ("--starves is given, but the gas spore eats neither meat nor plants", "item-use",
                      "--monster", "gas spore", "--tame", "--starving", "--starves", "--item", "dagger", NULL);
  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "3.7", "--monster", "little dog", "--tame",
                            "--apport", "5", "--ridden", "--conflict", "--hero-charisma", "25", "--xl", "30",
                            "--item", "dagger", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (p, out, -1, &error));
  pet = json_object_get_object_member (json_array_get_object_element (json_object_get_array_member (
                                         json_node_get_object (json_parser_get_root (p)), "items"), 0), "pet");
  g_assert_cmpstr (json_object_get_string_member (pet, "does"), ==, "picks-up");
  g_assert_cmpstr (json_object_get_string_member (pet, "throws-rider"), ==, "19/20");
  g_assert_cmpstr (json_object_get_string_member (pet, "chance"), ==, "1/250");
}

/* EvilHack's --race (session 17): one sentence naming --race for a race
   the species is never made with (shknam.c shkinit (): no shop's keeper
   is a hobbit, nor m_randrace ()'s), without --item, beside --scenario,
   and in another version; a drow shopkeeper (a wand, potion or scroll
   shop's) will not touch a cold-iron dagger (mon.c can_carry () 2644,
   mon_hates_material ()). */
static void
test_item_use_race (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *item;

  assert_usage_error ("--race: EvilHack 0.9.3 gives the shopkeeper only these races: human, elf, dwarf, gnome, "
                      "orc, giant, centaur, illithid, drow, aasimar, nymph; not “hobbit”", "item-use", "--variant",
                      "evilhack", "--monster", "shopkeeper", "--item", "dagger", "--race", "hobbit", NULL);
  assert_usage_error ("--race is answered for the items given with --item", "item-use", "--variant", "evilhack",
                      "--monster", "shopkeeper", "--race", "drow", NULL);
  assert_usage_error ("--race is not used with --scenario", "item-use", "--variant", "evilhack", "--scenario",
                      "/dev/null", "--race", "drow", NULL);
  assert_usage_error ("--race is EvilHack's", "item-use", "--variant", "3.6.7", "--monster", "soldier", "--item",
                      "dagger", "--race", "elf", NULL);
  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "evilhack", "--monster", "shopkeeper", "--race",
                            "drow", "--item", "dagger", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (p, out, -1, &error));
  item = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json_parser_get_root (p)),
                                                                      "items"), 0);
  g_assert_cmpstr (json_object_get_string_member (item, "refused"), ==, "hates-material");
}

/* EvilHack's --hero-race (session 25, "hero.race"): misuse is one
   sentence naming it (an unknown race, without --item, beside --scenario,
   in another version); what it changes is test-muse-scenario's
   evil-pet-hero-race */
static void
test_item_use_hero_race (void)
{
  assert_usage_error ("--hero-race must be one of human, elf", "item-use", "--variant", "evilhack", "--monster",
                      "hill orc", "--item", "dagger", "--hero-race", "nymph", NULL);
  assert_usage_error ("--hero-race is answered for the items given with --item", "item-use", "--variant",
                      "evilhack", "--monster", "hill orc", "--hero-race", "elf", NULL);
  assert_usage_error ("--hero-race is not used with --scenario", "item-use", "--variant", "evilhack", "--scenario",
                      "/dev/null", "--hero-race", "elf", NULL);
  assert_usage_error ("--hero-race is EvilHack's, whose pets may hold a grudge against the hero's race; the "
                      "rules of NetHack 3.6.7 here never read it.", "item-use", "--variant", "3.6.7", "--monster",
                      "soldier", "--item", "dagger", "--hero-race", "elf", NULL);
  /* the refusals name every race of role.c races[] from one list, the last
     after "or" (a shopkeeper's nymph after them where "--race" takes it) */
  /* a part of --item given twice is refused, not the last one taken */
  assert_usage_error ("“material” is given twice; give it once.", "item-use", "--variant", "3.4.3", "--monster", "soldier", "--item",
                      "wand of striking:material=silver:material=iron", NULL);
  assert_usage_error ("“spe” is given twice", "item-use", "--monster", "soldier", "--item",
                      "wand of striking:spe=1:spe=2", NULL);
  assert_usage_error ("draugr, vampire or aasimar, not “nymph”.", "item-use", "--variant", "evilhack", "--monster",
                      "hill orc", "--item", "dagger", "--hero-race", "nymph", NULL);
  assert_usage_error ("--race must be one of human, elf, dwarf, gnome, orc, giant, hobbit, centaur, illithid, "
                      "tortle, drow, draugr, vampire, aasimar or (a shopkeeper's) nymph, not “zzz”.", "item-use",
                      "--variant", "evilhack", "--monster", "soldier", "--item", "dagger", "--race", "zzz", NULL);
}

/* EvilHack's --weapon-check (session 23, "state.weapon_check"): misuse is
   one sentence naming it; a hill orc with its welded bec de corbin, the
   hero within dist2 5, keeps everything and could use a spetum once it has
   given up wielding another (weapon.c select_rwep (): its welded polearm),
   and the answer without the flag is not given (the states differ) */
static void
test_item_use_weapon_check (void)
{
  const char *kit[] = { "--item", "bec de corbin:cursed:wielded", "--item", "spetum", "--item", "guisarme",
                        "--item", "halberd" };

  assert_usage_error ("Unknown --weapon-check “often”: use need-weapon or no-weapon-wanted", "item-use", "--variant",
                      "evilhack", "--monster", "hill orc", "--tame", "--item", "dagger", "--weapon-check", "often",
                      NULL);
  /* the option's spelling only: the scenario's "need weapon" is not it */
  assert_usage_error ("Unknown --weapon-check “need weapon”: use need-weapon or no-weapon-wanted", "item-use",
                      "--variant", "evilhack", "--monster", "hill orc", "--tame", "--item", "dagger",
                      "--weapon-check", "need weapon", NULL);
  assert_usage_error ("--weapon-check is answered for the items given with --item", "item-use", "--variant",
                      "evilhack", "--monster", "hill orc", "--weapon-check", "need-weapon", NULL);
  assert_usage_error ("--weapon-check is not used with --scenario", "item-use", "--variant", "evilhack",
                      "--scenario", "/dev/null", "--weapon-check", "need-weapon", NULL);
  if (cli_path () == NULL)
    return;
  for (int given = 0; given < 2; given++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_autoptr (JsonParser) p = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonNode *pet;

      g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "evilhack", "--monster", "hill orc", "--tame",
                                "--distance", "2", kit[0], kit[1], kit[2], kit[3], kit[4], kit[5], kit[6], kit[7],
                                "--format", "json", given ? "--weapon-check" : NULL, "no-weapon-wanted", NULL),
                       ==, 0);
      g_assert_true (json_parser_load_from_data (p, out, -1, &error));
      pet = json_object_get_member (json_array_get_object_element (json_object_get_array_member (
                                      json_node_get_object (json_parser_get_root (p)), "items"), 1), "pet");
      if (!given)
        g_assert_true (JSON_NODE_HOLDS_NULL (pet));
      else
        {
          g_assert_cmpstr (json_object_get_string_member (json_node_get_object (pet), "does"), ==, "picks-up");
          g_assert_cmpstr (json_object_get_string_member (json_node_get_object (pet), "why"), ==, "can-use");
        }
    }
}

/* item-use --help names every part of an --item that the refusal of an
   unknown part lists ("“x” is not cursed, wielded, …, or (for a
   spellbook) studied=N."): each as [:PART] */
static void
test_item_use_help_item_parts (void)
{
  g_autofree char *help = NULL, *help_err = NULL, *out = NULL, *err = NULL;
  g_auto (GStrv) words = NULL;
  const char *list;
  int named = 0;
  static const char *const glue[] = { "or", "for", "a", "container", "ring", "wand", "with", "charges", "spellbook", NULL };

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_assert_cmpint (run_cli (&help, &help_err, "item-use", "--help", NULL), ==, 0);
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--monster", "gnome lord", "--item", "dagger:x", NULL), !=, 0);
  list = strstr (err, "“x” is not ");
  g_assert_nonnull (list);
  words = g_strsplit_set (list + strlen ("“x” is not "), " ,().\n", -1);
  for (char **w = words; *w != NULL; w++)
    {
      g_autofree char *part = g_strdup_printf ("[:%s]", *w);

      /* the words that join the parts, and what a part is for */
      if (**w == '\0' || g_strv_contains (glue, *w))
        continue;
      g_test_message ("%s", part);
      g_assert_nonnull (strstr (help, part));
      named++;
    }
  g_assert_cmpint (named, >=, 9);
}

/* EvilHack's --reading and an --item book's studied=N (session 23): misuse
   is one sentence naming them; a gnomish wizard partway through a book
   reads on from its cursed copy before a book it could learn from */
static void
test_item_use_reading (void)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *misc;
  gboolean read = FALSE;

  assert_usage_error ("--reading is answered for the items given with --item", "item-use", "--variant", "evilhack",
                      "--monster", "gnomish wizard", "--reading", "spellbook of sleep", NULL);
  assert_usage_error ("--reading is not used with --scenario", "item-use", "--variant", "evilhack", "--scenario",
                      "/dev/null", "--reading", "spellbook of sleep", NULL);
  assert_usage_error ("--reading is for a spellcaster", "item-use", "--variant", "evilhack", "--monster", "soldier",
                      "--item", "dagger", "--reading", "spellbook of sleep", NULL);
  /* a refusal names the options given, not the scenario's fields */
  assert_usage_error ("--reading names the spellbook of sleep, whose spell --known-spell says it knows already.",
                      "item-use", "--variant", "evilhack", "--monster", "gnomish wizard", "--item", "dagger",
                      "--known-spell", "spellbook of sleep", "--reading", "spellbook of sleep", NULL);
  assert_usage_error ("studied must be a whole number from 0 to 100", "item-use", "--variant", "evilhack",
                      "--monster", "gnomish wizard", "--item", "spellbook of sleep:studied=x", NULL);
  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&out, &err, "item-use", "--variant", "evilhack", "--monster", "gnomish wizard",
                            "--distance", "3", "--reading", "spellbook of sleep", "--item",
                            "spellbook of force bolt", "--item", "spellbook of sleep:cursed:studied=4", "--format",
                            "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (p, out, -1, &error));
  misc = json_object_get_array_member (json_node_get_object (json_parser_get_root (p)), "misc");
  for (guint i = 0; i < json_array_get_length (misc); i++)
    {
      JsonObject *o = json_array_get_object_element (misc, i);

      read |= g_strcmp0 (json_object_get_string_member_with_default (o, "muse", ""), "MUSE_SPELLBOOK") == 0
              && g_strcmp0 (json_object_get_string_member_with_default (o, "item", ""), "spellbook of sleep") == 0;
    }
  g_assert_true (read);
}

/* level, level-stats and export level default to 5.0.0, as every other
   command: without --variant the same levels as with --variant 5.0.0. */
static void
test_level_default_variant (void)
{
  const char *cmds[][2] = { { "level", "text" }, { "level-stats", "json" } };

  if (cli_path () == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cmds); i++)
    {
      g_autofree char *plain = NULL, *named = NULL, *other = NULL, *e1 = NULL, *e2 = NULL, *e3 = NULL;

      g_assert_cmpint (run_cli (&plain, &e1, cmds[i][0], "--depth", "6", "--seed", "5", "--count", "3",
                                "--format", cmds[i][1], NULL), ==, 0);
      g_assert_cmpint (run_cli (&named, &e2, cmds[i][0], "--depth", "6", "--seed", "5", "--count", "3",
                                "--format", cmds[i][1], "--variant", "5.0.0", NULL), ==, 0);
      g_assert_cmpint (run_cli (&other, &e3, cmds[i][0], "--depth", "6", "--seed", "5", "--count", "3",
                                "--format", cmds[i][1], "--variant", "3.6.7", NULL), ==, 0);
      g_assert_cmpstr (plain, ==, named);
      g_assert_cmpstr (plain, !=, other);
    }
}

/* What the sample levels leave out is said plainly, once: `level --help`'s
   "Left out: …" is the JSON's left_out, and the lists it names hold the
   exceptions: a 3.6.7 Gehennom maze (mkmaze.c's fill: rn1 (10, 2) = 2 to
   11 boulders) lists its boulders under "boulders" and has "objects"; a
   5.0.0 one, from dat/hellfill.lua, lists its boulders too. */
static void
test_level_left_out (void)
{
  g_autofree char *help = NULL, *json = NULL, *e1 = NULL, *e2 = NULL;
  g_autofree char *lua = NULL, *e3 = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonParser) lua_parser = json_parser_new ();
  JsonObject *root, *level;
  const char *left_out;
  g_autofree char *sentence = NULL;
  guint boulders;

  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&help, &e1, "level", "--help", NULL), ==, 0);
  g_assert_cmpint (run_cli (&json, &e2, "level", "--variant", "3.6.7", "--region", "gehennom",
                            "--depth", "30", "--seed", "1", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  left_out = json_object_get_string_member (root, "left_out");
  g_assert_true (g_str_has_prefix (left_out, "objects and gold, except "));
  sentence = g_strdup_printf ("\nLeft out: %s.\n", left_out);
  g_assert_nonnull (strstr (help, sentence));
  level = json_array_get_object_element (json_object_get_array_member (root, "levels"), 0);
  g_assert_nonnull (strstr (left_out, "(JSON \"boulders\")"));
  g_assert_nonnull (strstr (left_out, "minefill.lua and hellfill.lua"));
  g_assert_nonnull (strstr (left_out, "(JSON \"objects\")"));
  g_assert_true (json_object_has_member (level, "objects"));
  boulders = json_array_get_length (json_object_get_array_member (level, "boulders"));
  g_assert_cmpuint (boulders, >=, 2);
  g_assert_cmpuint (boulders, <=, 11);
  g_assert_cmpint (run_cli (&lua, &e3, "level", "--variant", "5.0.0", "--region", "gehennom",
                            "--depth", "40", "--seed", "1", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (lua_parser, lua, -1, NULL));
  root = json_node_get_object (json_parser_get_root (lua_parser));
  g_assert_cmpstr (json_object_get_string_member (root, "left_out"), ==, left_out);
  level = json_array_get_object_element (json_object_get_array_member (root, "levels"), 0);
  g_assert_true (json_object_has_member (level, "boulders"));
  /* an ordinary xNetHack level lists its Billiards room's nine boulders
     (dat/themerms.lua; seed 377 at depth 10 has one), as the phrase says */
  g_assert_nonnull (strstr (left_out, "xNetHack's Billiards room"));
  {
    g_autofree char *xnh = NULL, *e4 = NULL;
    g_autoptr (JsonParser) xnh_parser = json_parser_new ();

    g_assert_cmpint (run_cli (&xnh, &e4, "level", "--variant", "xnethack", "--depth", "10", "--seed", "377",
                              "--format", "json", NULL), ==, 0);
    g_assert_true (json_parser_load_from_data (xnh_parser, xnh, -1, NULL));
    root = json_node_get_object (json_parser_get_root (xnh_parser));
    level = json_array_get_object_element (json_object_get_array_member (root, "levels"), 0);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (level, "boulders")), ==, 9);
  }
}

/* Issue 24: the hero the sample levels are made for is said once, in the
   core's words: `level --help` and `level-stats --help` print it, their
   JSON gives it as "hero".  The picker's peace_minded () takes a human
   hero of a new game, neutral unless set (test-level-groups checks what it
   makes peaceful), so the sentence names a neutral human hero. */
static void
test_level_hero (void)
{
  g_autofree char *help = NULL, *stats_help = NULL, *json = NULL, *stats = NULL;
  g_autofree char *e1 = NULL, *e2 = NULL, *e3 = NULL, *e4 = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonParser) stats_parser = json_parser_new ();
  const char *hero;

  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&help, &e1, "level", "--help", NULL), ==, 0);
  g_assert_cmpint (run_cli (&stats_help, &e2, "level-stats", "--help", NULL), ==, 0);
  g_assert_cmpint (run_cli (&json, &e3, "level", "--variant", "3.6.7", "--depth", "3", "--seed",
                            "1", "--format", "json", NULL), ==, 0);
  g_assert_cmpint (run_cli (&stats, &e4, "level-stats", "--variant", "3.6.7", "--depth", "3",
                            "--seed", "1", "--count", "2", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  g_assert_true (json_parser_load_from_data (stats_parser, stats, -1, NULL));
  hero = json_object_get_string_member (json_node_get_object (json_parser_get_root (parser)), "hero");
  g_assert_true (g_str_has_prefix (hero, "Made for a neutral human hero of a new game"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json_parser_get_root (stats_parser)),
                                                  "hero"), ==, hero);
  g_assert_nonnull (strstr (help, hero));
  g_assert_nonnull (strstr (stats_help, hero));
}

/* JSON "boulders" holds one entry a boulder: makemaz ()'s mazexy () does
   not avoid a boulder, so two fall on one square now and then (SLASH'EM's
   Gehennom at depth 50: about one level in eleven), and that square is
   listed twice, each a '0' on the map where no monster stands; a count of
   squares had 7.71 a level against the real game's 7.83 (regress lane's
   instrument, 22,100 levels) */
static void
test_level_boulders_stacked (void)
{
  g_autofree char *json = NULL, *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonArray *levels;
  int twice = 0;

  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&json, &err, "level", "--variant", "slashem", "--region", "gehennom",
                            "--depth", "50", "--seed", "1", "--count", "60",
                            "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  levels = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                         "levels");
  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      JsonArray *b = json_object_get_array_member (json_array_get_object_element (levels, i),
                                                   "boulders");
      guint n = json_array_get_length (b);

      /* the maze's own, 1 + rn1 (10, 2), are at least 3 */
      g_assert_cmpuint (n, >=, 3);
      for (guint j = 0; j < n; j++)
        for (guint k = j + 1; k < n; k++)
          {
            JsonObject *p = json_array_get_object_element (b, j);
            JsonObject *q = json_array_get_object_element (b, k);

            twice += json_object_get_int_member (p, "x") == json_object_get_int_member (q, "x")
                     && json_object_get_int_member (p, "y") == json_object_get_int_member (q, "y");
          }
    }
  g_assert_cmpint (twice, >, 0);
}

/* JSON "stairs" names the level's own up and down stairs and, apart, its
   branch ("branch": square and kind, or null): on xNetHack's second Abyss
   level (--branch down) the down stairs stand at an end of the map (column
   3 or 77, as the mirror puts them) and the branch's down stairs
   elsewhere; the branch on Cocytus goes up; an ordinary level with no
   branch says null */
static void
test_level_branch_json (void)
{
  static const struct {
    const char *region, *depth, *branch, *kind;
  } cases[] = {
    { "abyss", "35", "down", "stairs down" },
    { "cocytus", "31", "auto", "stairs up" },
    { "dungeons", "12", "portal", "portal" },
    { "dungeons", "12", "none", NULL },
  };

  if (cli_path () == NULL)
    return;
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *json = NULL, *err = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonArray *levels;

      g_assert_cmpint (run_cli (&json, &err, "level", "--variant", "xnethack", "--region",
                                cases[c].region, "--depth", cases[c].depth, "--branch",
                                cases[c].branch, "--seed", "1", "--count", "20", "--format",
                                "json", NULL), ==, 0);
      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      levels = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                             "levels");
      g_assert_cmpuint (json_array_get_length (levels), ==, 20);
      for (guint i = 0; i < json_array_get_length (levels); i++)
        {
          JsonObject *st = json_object_get_object_member (json_array_get_object_element (levels, i),
                                                          "stairs");
          JsonObject *b = json_object_get_null_member (st, "branch")
                            ? NULL : json_object_get_object_member (st, "branch");

          if (cases[c].kind == NULL)
            {
              g_assert_null (b);
              continue;
            }
          g_assert_nonnull (b);
          g_assert_cmpstr (json_object_get_string_member (b, "kind"), ==, cases[c].kind);
          if (strcmp (cases[c].region, "abyss") == 0)
            {
              JsonObject *down = json_object_get_object_member (st, "down");
              gint64 x = json_object_get_int_member (down, "x");

              g_assert_true (x == 3 || x == 77);
              g_assert_false (x == json_object_get_int_member (b, "x")
                              && json_object_get_int_member (down, "y")
                                   == json_object_get_int_member (b, "y"));
            }
        }
    }
}

/* level / level-stats follow the region and the version (issue 12): a
 * fixed-map region is refused with the names of its maps; --kind is a
 * synonym of --region; every monster of every level carries its name */
/* every object of every level of `level --format json`'s output json,
   parsed by parser (which owns them) */
static GPtrArray *
level_json_objects (JsonParser *parser, const char *json)
{
  GPtrArray *all = g_ptr_array_new ();
  JsonArray *levels;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  levels = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "levels");
  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      JsonArray *objects = json_object_get_array_member (json_array_get_object_element (levels, i), "objects");

      for (guint j = 0; j < json_array_get_length (objects); j++)
        g_ptr_array_add (all, json_array_get_object_element (objects, j));
    }
  return all;
}

/* Occurrences of `needle` in `hay`. */
static int
count_in (const char *hay, const char *needle)
{
  int n = 0;

  for (const char *at = strstr (hay, needle); at; at = strstr (at + 1, needle))
    n++;
  return n;
}

/* `level --format text` says under each map what the JSON's
   "above_medusa" says (issue 26): the Level page's sentence
   (nhs_level_above_medusa_words ()), "drawn above" for each level the
   JSON has above, "drawn below" for each below, with the JSON's chance;
   at a depth where every level lies above (10) no sentence. */
static void
test_level_text_above_medusa (void)
{
  g_autofree char *text = NULL, *json = NULL, *shallow = NULL, *e1 = NULL, *e2 = NULL, *e3 = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *with_chance = NULL;
  JsonArray *levels;
  int above = 0, below = 0;
  const char *chance = NULL;

  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&text, &e1, "level", "--variant", "3.6.7", "--depth", "25", "--seed", "3",
                            "--count", "24", NULL), ==, 0);
  g_assert_cmpint (run_cli (&json, &e2, "level", "--variant", "3.6.7", "--depth", "25", "--seed", "3",
                            "--count", "24", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  levels = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "levels");
  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      JsonObject *lev = json_array_get_object_element (levels, i);

      chance = json_object_get_string_member (lev, "above_medusa_chance");
      if (json_object_get_boolean_member (lev, "above_medusa"))
        above++;
      else
        below++;
    }
  g_assert_cmpint (above, >, 0);
  g_assert_cmpint (below, >, 0);
  g_assert_cmpint (count_in (text, "This level was drawn above Medusa's, as "), ==, above);
  g_assert_cmpint (count_in (text, "This level was drawn below Medusa's ("), ==, below);
  with_chance = g_strdup_printf ("(%s of the levels of rooms", chance);
  g_assert_cmpint (count_in (text, with_chance), ==, below);
  g_assert_cmpint (run_cli (&shallow, &e3, "level", "--variant", "3.6.7", "--depth", "10", "--seed", "3",
                            "--count", "4", NULL), ==, 0);
  g_assert_cmpint (count_in (shallow, "Medusa"), ==, 0);
}

/* `level --format json` names a statue's artifacts (issue 26): where the
   version makes artifacts (EvilHack, xNetHack) a statue trap's statue adds
   "contents_artifacts", one entry for each of "contents", the artifact's
   name or null, beside the fields it had; the item is of the artifact's
   kind. Levels are read 500 at a time until a statue holds one (an
   Archon's Sunsword or Demonbane, a player monster's weapon: at depth
   28, XL 30 about one level in 1,500 has one). A 5.0.0 statue has no
   such field. */
static void
test_level_statue_artifacts (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  int named = 0, statues = 0;

  if (cli_path () == NULL)
    return;
  for (int first = 1; named == 0 && first < 6000; first += 500)
    {
      g_autofree char *json = NULL, *err = NULL, *seed = g_strdup_printf ("%d", first);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GPtrArray) objects = NULL;

      g_assert_cmpint (run_cli (&json, &err, "level", "--variant", "evilhack", "--depth", "28", "--xl", "30",
                                "--seed", seed, "--count", "500", "--format", "json", NULL), ==, 0);
      objects = level_json_objects (parser, json);
      for (guint j = 0; j < objects->len; j++)
        {
          JsonObject *o = g_ptr_array_index (objects, j);
          JsonArray *contents, *artifacts;

          if (!json_object_has_member (o, "contents"))
            continue;
          statues++;
          contents = json_object_get_array_member (o, "contents");
          artifacts = json_object_get_array_member (o, "contents_artifacts");
          g_assert_nonnull (artifacts);
          g_assert_true (json_object_has_member (o, "contents_materials"));
          g_assert_true (json_object_has_member (o, "name"));
          g_assert_cmpuint (json_array_get_length (artifacts), ==, json_array_get_length (contents));
          for (guint k = 0; k < json_array_get_length (artifacts); k++)
            if (!json_node_is_null (json_array_get_element (artifacts, k)))
              {
                const NhsArtifact *a = nhs_artifact_lookup (v, json_array_get_string_element (artifacts, k));

                g_assert_nonnull (a);
                g_assert_cmpstr (a->kind, ==, json_array_get_string_element (contents, k));
                named++;
              }
        }
    }
  g_test_message ("%d artifacts named in %d statues", named, statues);
  g_assert_cmpint (named, >, 0);
  {
    g_autofree char *json = NULL, *err = NULL;

    g_assert_cmpint (run_cli (&json, &err, "level", "--variant", "5.0.0", "--depth", "14", "--seed", "1",
                              "--count", "200", "--format", "json", NULL), ==, 0);
    g_assert_nonnull (strstr (json, "\"contents\""));
    g_assert_null (strstr (json, "contents_artifacts"));
  }
}

/* `level --format json` names a floor object's artifact (issue 26): in
   EvilHack and xNetHack every object adds "artifact", the artifact's name
   or null; EvilHack's Gehennom filler makes a floor weapon one 1 time in
   30 (mkobj.c mksobj ()), whose "name" is then the artifact's kind and
   "material" its material (9 in these 300 levels). A 5.0.0 object has no
   such field. */
static void
test_level_floor_artifacts (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  g_autofree char *json = NULL, *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GPtrArray) objects = NULL;
  int named = 0;

  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&json, &err, "level", "--variant", "evilhack", "--region", "gehennom",
                            "--depth", "30", "--seed", "1", "--count", "300", "--format", "json", NULL), ==, 0);
  objects = level_json_objects (parser, json);
  for (guint j = 0; j < objects->len; j++)
    {
      JsonObject *o = g_ptr_array_index (objects, j);
      const NhsArtifact *a;
      g_autofree char *material = NULL;

      g_assert_true (json_object_has_member (o, "artifact"));
      if (json_object_get_null_member (o, "artifact"))
        continue;
      a = nhs_artifact_lookup (v, json_object_get_string_member (o, "artifact"));
      g_assert_nonnull (a);
      g_assert_cmpstr (a->kind, ==, json_object_get_string_member (o, "name"));
      material = g_ascii_strdown (a->material ? a->material
                                  : nhs_object_lookup (v, a->kind)->material, -1);
      g_assert_cmpstr (json_object_get_string_member (o, "material"), ==, material);
      named++;
    }
  g_test_message ("%d floor artifacts named", named);
  g_assert_cmpint (named, >, 0);
  {
    g_autofree char *json5 = NULL, *err5 = NULL;

    g_assert_cmpint (run_cli (&json5, &err5, "level", "--variant", "5.0.0", "--region", "gehennom",
                              "--depth", "30", "--seed", "1", "--count", "50", "--format", "json", NULL), ==, 0);
    g_assert_null (strstr (json5, "\"artifact\""));
  }
}

/* level and level-stats make levels only at the region's depths, as export
   level and the window's depth slider do: 3.6.7's Dungeons of Doom have 25
   to 29 levels (dungeon.def: "D" (25, 5)), so depth 30 is refused with the
   range; --beyond makes it all the same and says so (issue 24) */
static void
test_level_beyond (void)
{
  g_autofree char *out = NULL, *err = NULL;

  assert_usage_error ("from 1 to 29; --beyond makes a level there all the same", "level",
                      "--variant", "3.6.7", "--depth", "30", "--seed", "1", NULL);
  assert_usage_error ("from 1 to 29; --beyond", "level-stats", "--variant", "3.6.7",
                      "--depth", "30", "--seed", "1", "--count", "2", NULL);
  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&out, &err, "level", "--variant", "3.6.7", "--depth", "29",
                            "--seed", "1", "--format", "json", NULL), ==, 0);
  g_assert_null (strstr (out, "outside_region"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "level", "--variant", "3.6.7", "--depth", "30", "--beyond",
                            "--seed", "1", "--format", "json", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"outside_region\" : true"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "level", "--variant", "3.6.7", "--depth", "30", "--beyond",
                            "--seed", "1", NULL), ==, 0);
  g_assert_nonnull (strstr (err, "Depth 30 lies outside the Dungeons of Doom's depths in NetHack 3.6.7"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "level-stats", "--variant", "3.6.7", "--depth", "30",
                            "--beyond", "--seed", "1", "--count", "2", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "{\n  \"outside_region\" : true,\n  \"levels\" : 2,"));
}

/* profile's text table, Markdown and wiki: a fraction too long to read
   (EvilHack's chances by depth are means over its dungeon layouts, 80
   digits) reads as its value, "≈ 0.01341", as the window's chart shows it,
   with a line saying the exact fraction is in CSV and JSON; CSV keeps it
   exact, and every such cell of the CSV is that value in each (issue 24) */
static void
test_profile_long_fractions (void)
{
  static const char *formats[] = { "table", "markdown", "wiki" };
  g_autofree char *csv = NULL, *err = NULL;
  g_auto (GStrv) lines = NULL;

  if (cli_path () == NULL)
    return;
  g_assert_cmpint (run_cli (&csv, &err, "profile", "--variant", "3.7", "--monster", "cockatrice",
                            "--format", "csv", NULL), ==, 0);
  lines = g_strsplit (csv, "\n", -1);
  /* the text table, Markdown and wiki alike: no run of 16 digits, each long
     fraction of the CSV as its value, and the line saying where the exact
     one is; the CSV keeps the fractions and has no such line */
  g_assert_null (strstr (csv, NHS_TABLE_ROUNDED_NOTE));
  for (gsize f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *text = NULL;
      int run = 0, long_cells = 0;

      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run_cli (&text, &err, "profile", "--variant", "3.7", "--monster", "cockatrice",
                                "--format", formats[f], NULL), ==, 0);
      for (const char *c = text; *c; c++)
        {
          run = g_ascii_isdigit (*c) ? run + 1 : 0;
          g_assert_cmpint (run, <, 16);
        }
      g_assert_nonnull (strstr (text, "\n" NHS_TABLE_ROUNDED_NOTE "\n"));
      for (int i = 0; lines[i]; i++)
        {
          g_auto (GStrv) cells = g_strsplit (lines[i], ",", -1);

          for (int k = 0; cells[k]; k++)
            if (strchr (cells[k], '/') && strlen (cells[k]) > NHS_FORMAT_FRACTION_CHARS)
              {
                g_autofree char *digits = NULL, *want = NULL;
                mpq_t q;

                mpq_init (q);
                g_assert_cmpint (mpq_set_str (q, cells[k], 10), ==, 0);
                digits = nhs_format_significant_mpq (q, 4);
                mpq_clear (q);
                want = g_strdup_printf ("≈ %s", digits);
                g_assert_nonnull (strstr (text, want));
                long_cells++;
              }
        }
      g_assert_cmpint (long_cells, >, 0);
    }
}

static void
test_level_regions (void)
{
  const char *variants[] = { "3.4.3", "3.6.7", "3.7", "5.0.0", "slashem" };

  assert_usage_error ("soko1-N", "level", "--depth", "7", "--region", "sokoban",
                      "--variant", "3.6.7", NULL);
  assert_usage_error ("oracle", "level", "--depth", "7", "--region", "oracle",
                      "--variant", "3.6.7", NULL);
  /* the invocation level: Gehennom's only; xNetHack's fixed map named */
  assert_usage_error ("gehennom region", "level", "--depth", "45", "--invocation", NULL);
  assert_usage_error ("dat/invocation.lua", "level", "--depth", "45", "--region", "gehennom",
                      "--invocation", "--variant", "xnethack", NULL);
  assert_usage_error ("minetn-N", "level", "--depth", "7", "--region", "minetown",
                      "--variant", "slashem", NULL);
  /* the maps and their chances, from the version's dungeon description */
  assert_usage_error ("minetn-1 ... minetn-7, 1 in 7 each", "level", "--depth", "7",
                      "--region", "minetown", "--variant", "3.6.7", NULL);
  assert_usage_error ("bigrm-1 ... bigrm-10, 1 in 10 each, made in 40 of 100 games", "level",
                      "--depth", "11", "--region", "bigroom", "--variant", "3.6.7", NULL);
  assert_usage_error ("castle", "level-stats", "--depth", "27", "--count", "5",
                      "--region", "castle", "--variant", "3.6.7", NULL);
  assert_usage_error ("--region", "level", "--depth", "7", "--kind", "maze", "--region", "mines",
                      NULL);
  assert_usage_error ("Rogue", "level", "--depth", "15", "--region", "rogue",
                      "--variant", "slashem", NULL);
  if (cli_path () == NULL)
    return;
  {
    /* the Rogue level is counted like a room level: each of its nine cells
       is a room 4 times in 5 (the last one always when the first eight are
       not): 7.2 rooms a level on average */
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;
    g_autoptr (JsonParser) parser = json_parser_new ();
    double mean;

    g_assert_cmpint (run_cli (&out, &err, "level-stats", "--region", "rogue", "--depth", "16",
                              "--variant", "3.6.7", "--seed", "1", "--count", "4000", NULL), ==, 0);
    g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
    mean = json_object_get_double_member (
      json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "rooms"),
      "mean");
    g_assert_cmpfloat (fabs (mean - 7.2), <, 0.06);
  }
  {
    /* a filler level is counted by its terrain, traps by kind and stairs:
       the invocation level by the vibrating square's distance */
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonObject *o;

    g_assert_cmpint (run_cli (&out, &err, "level-stats", "--region", "gehennom", "--invocation",
                              "--depth", "45", "--variant", "evilhack", "--seed", "1", "--count",
                              "3", NULL), ==, 0);
    g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
    o = json_node_get_object (json_parser_get_root (parser));
    g_assert_cmpint (json_object_get_int_member (
                       json_object_get_object_member (o, "vibrating_square_distance"), "n"), ==, 3);
    g_assert_cmpfloat (json_object_get_double_member (
                         json_object_get_object_member (o, "traps_by_kind"), "vibrating square"),
                       ==, 1.0);
  }
  {
    /* SLASH'EM's invocation level can lie at depth 61 or 62: --depth goes
       to 63, SLASH'EM's deepest level, and no further */
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_assert_cmpint (run_cli (&out, &err, "level", "--region", "gehennom", "--invocation",
                              "--depth", "62", "--variant", "slashem", "--seed", "1", NULL), ==, 0);
    assert_usage_error ("1 to 63", "level", "--depth", "64", NULL);
  }
  {
    /* EvilHack's Ice Queen's Realm is the game's three fixed maps
       (dat/icequeen.des), refused as every fixed map is, never "not
       modelled" */
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_assert_cmpint (run_cli (&out, &err, "level", "--region", "ice-queen", "--depth", "20",
                              "--variant", "evilhack", "--seed", "1", NULL), ==, 2);
    g_assert_nonnull (strstr (err, "the Ice Queen's Realm is not generated: the game draws it "
                                   "from its own maps (the icequeen-1 map, the icequeen-2 map "
                                   "and the icequeen-3 map)"));
    g_assert_null (strstr (err, "not modelled"));
  }
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      const char *regions[] = { "mines", "gehennom", "dungeons", "rogue" };

      for (guint r = 0; r < G_N_ELEMENTS (regions); r++)
        {
          g_autofree char *out = NULL;
          g_autofree char *err = NULL;
          g_autoptr (JsonParser) parser = json_parser_new ();
          g_autoptr (GError) error = NULL;
          JsonObject *root;
          JsonArray *levels;
          guint n_mons;
          int status = run_cli (&out, &err, "level", "--depth", r == 1 ? "45" : r == 3 ? "16" : "6",
                                "--region", regions[r], "--variant", variants[v],
                                "--seed", "11", "--count", "3", "--format", "json", NULL);

          if (status == 2)
            {
              /* only the levels whose rules are not modelled are refused,
                 and SLASH'EM's Rogue level, which it does not have (every
                 NetHack's is made) */
              if (r == 3)
                {
                  g_assert_cmpstr (variants[v], ==, "slashem");
                  g_assert_true (strstr (err, "has no Rogue level.") != NULL);
                }
              else
                g_assert_true (strstr (err, "not modelled") != NULL);
              continue;
            }
          g_assert_cmpint (status, ==, 0);
          g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
          root = json_node_get_object (json_parser_get_root (parser));
          g_assert_cmpstr (json_object_get_string_member (root, "variant"), ==, variants[v]);
          g_assert_cmpstr (json_object_get_string_member (root, "region"), ==, regions[r]);
          levels = json_object_get_array_member (root, "levels");
          g_assert_cmpint (json_array_get_length (levels), ==, 3);
          n_mons = 0;
          for (guint i = 0; i < 3; i++)
            {
              JsonObject *level = json_array_get_object_element (levels, i);
              JsonArray *mons = json_object_get_array_member (level, "monsters");
              JsonArray *boulders = json_object_get_array_member (level, "boulders");
              JsonArray *map = json_object_get_array_member (level, "map");
              gboolean lua_filler = r <= 1 && (strcmp (variants[v], "5.0.0") == 0
                                               || strcmp (variants[v], "3.7") == 0);

              /* the boulders, each a '0' on the map: every makemaz () maze
                 has some; 3.7's and 5.0.0's hellfill.lua and minefill.lua
                 make some on some levels; the other levels none */
              g_assert_nonnull (boulders);
              if (lua_filler)
                ;
              else if (r == 1)
                g_assert_cmpint (json_array_get_length (boulders), >, 0);
              else
                g_assert_cmpint (json_array_get_length (boulders), ==, 0);
              for (guint j = 0; j < json_array_get_length (boulders); j++)
                {
                  JsonObject *b = json_array_get_object_element (boulders, j);
                  gint64 bx = json_object_get_int_member (b, "x");
                  gint64 by = json_object_get_int_member (b, "y");
                  const char *row = json_array_get_string_element (map, by);
                  gboolean under_monster = FALSE;

                  for (guint k = 0; k < json_array_get_length (mons); k++)
                    {
                      JsonObject *m = json_array_get_object_element (mons, k);

                      under_monster |= json_object_get_int_member (m, "x") == bx
                                       && json_object_get_int_member (m, "y") == by;
                    }
                  /* a monster on it shows above it */
                  if (!under_monster)
                    g_assert_cmpint (row[bx], ==, '0');
                }
              /* (an ordinary level may have none: each room's monster is
                 1 in 3, 3.7's level at depth 6, seed 13, has none) */
              n_mons += json_array_get_length (mons);
              for (guint j = 0; j < json_array_get_length (mons); j++)
                {
                  JsonObject *m = json_array_get_object_element (mons, j);

                  g_assert_false (json_object_get_null_member (m, "name"));
                  g_assert_cmpstr (json_object_get_string_member (m, "name"), !=, "");
                }
            }
          g_assert_cmpint (n_mons, >, 0);
        }
    }
}

/* Sum of "p/q" strings with GMP; every fraction must be in lowest terms. */
static void
add_fraction (mpq_t       sum,
              const char *text)
{
  mpq_t q, check;

  mpq_inits (q, check, NULL);
  g_assert_cmpint (mpq_set_str (q, text, 10), ==, 0);
  mpq_set (check, q);
  mpq_canonicalize (check);
  g_assert_cmpint (mpq_equal (q, check), !=, 0);  /* already in lowest terms */
  g_assert_cmpint (mpq_sgn (q), >, 0);
  mpq_add (sum, sum, q);
  mpq_clears (q, check, NULL);
}

static void
check_probs_json (const char *variant,
                  const char *region,
                  const char *depth,
                  const char *xl,
                  const char *extra)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root;
  JsonArray *monsters;
  mpq_t sum;
  double psum = 0;
  gint64 total, wsum = 0;
  int status;

  status = run_cli (&out, &err, "probs", "--variant", variant, "--region", region, "--depth", depth,
                    "--xl", xl, "--format", "json", extra, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "variant"), ==, variant);
  g_assert_true (json_object_has_member (root, "difficulty"));
  g_assert_true (json_object_has_member (root, "min_difficulty"));
  g_assert_true (json_object_has_member (root, "max_difficulty"));
  g_assert_true (json_object_has_member (root, "total_weight"));
  total = json_object_get_int_member (root, "total_weight");
  monsters = json_object_get_array_member (root, "monsters");
  mpq_init (sum);
  for (guint i = 0; i < json_array_get_length (monsters); i++)
    {
      JsonObject *m = json_array_get_object_element (monsters, i);

      g_assert_true (json_object_has_member (m, "name"));
      g_assert_cmpuint (strlen (json_object_get_string_member (m, "symbol")), ==, 1);
      add_fraction (sum, json_object_get_string_member (m, "fraction"));
      psum += json_object_get_double_member (m, "probability");
      wsum += json_object_get_int_member (m, "weight");
      if (i > 0)
        g_assert_cmpfloat (json_object_get_double_member (m, "probability"), <=,
                           json_object_get_double_member (json_array_get_object_element (monsters, i - 1),
                                                          "probability"));
    }
  if (json_object_has_member (root, "none"))
    add_fraction (sum, json_object_get_string_member (root, "none"));
  if (json_object_has_member (root, "quest_enemies"))
    add_fraction (sum, json_object_get_string_member (root, "quest_enemies"));
  g_assert_cmpint (mpq_cmp_ui (sum, 1, 1), ==, 0);
  if (!json_object_has_member (root, "quest_enemies") && json_array_get_length (monsters) > 0)
    g_assert_cmpfloat_with_epsilon (psum, 1.0, 1e-9);
  /* The woodchuck's fixed share is not a weight, and SLASH'EM's Quest never
     reaches the list; elsewhere the weights add up to the total. */
  if ((g_strcmp0 (region, "oracle") != 0 || g_strcmp0 (variant, "slashem") != 0)
      && (g_strcmp0 (region, "quest") != 0 || g_strcmp0 (variant, "slashem") != 0))
    g_assert_cmpint (wsum, ==, total);
  mpq_clear (sum);
}

static void
test_probs_json (void)
{
  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  check_probs_json ("3.6.7", "dungeons", "10", "8", "--align=lawful");
  check_probs_json ("3.6.7", "oracle", "5", "1", "--amulet");
  check_probs_json ("3.4.3", "rogue", "15", "14", "--genocide=soldier ant");
  check_probs_json ("3.7", "gehennom", "35", "20", "--temperature=cold");
  check_probs_json ("3.7", "fire", "50", "30", "--aggravate");
  check_probs_json ("slashem", "oracle", "8", "10", "--groundhog-day");
  check_probs_json ("slashem", "quest", "17", "14", "--demigod");
  check_probs_json ("3.6.7", "quest", "15", "14", "--demigod");
  check_probs_json ("3.6.7", "air", "50", "14", "--demigod");
}

/* Issue 24: --excluded in JSON lists every reason, the lasting first;
   a never-random monster is never "too strong" first; the excluded and
   the possible monsters are apart. */
static void
test_probs_excluded (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GHashTable) possible = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonObject *root;
  JsonArray *excluded, *monsters;
  int seen = 0;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_assert_cmpint (run_cli (&out, &err, "probs", "--variant", "3.6.7", "--depth", "10", "--xl", "8",
                            "--excluded", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  monsters = json_object_get_array_member (root, "monsters");
  for (guint i = 0; i < json_array_get_length (monsters); i++)
    {
      JsonObject *m = json_array_get_object_element (monsters, i);

      /* name and symbol: a were-creature's two forms share a name */
      g_hash_table_add (possible, g_strdup_printf ("%s %s", json_object_get_string_member (m, "name"),
                                                   json_object_get_string_member (m, "symbol")));
    }
  excluded = json_object_get_array_member (root, "excluded");
  g_assert_nonnull (excluded);
  for (guint i = 0; i < json_array_get_length (excluded); i++)
    {
      JsonObject *e = json_array_get_object_element (excluded, i);
      const char *name = json_object_get_string_member (e, "name");
      JsonArray *reasons = json_object_get_array_member (e, "reasons");
      JsonArray *codes = json_object_get_array_member (e, "codes");
      const char *first = json_array_get_string_element (codes, 0);
      g_autofree char *key = g_strdup_printf ("%s %s", name, json_object_get_string_member (e, "symbol"));

      g_assert_false (g_hash_table_contains (possible, key));
      g_assert_cmpuint (json_array_get_length (reasons), ==, json_array_get_length (codes));
      g_assert_cmpuint (json_array_get_length (codes), >=, 1);
      if (g_str_equal (name, "Medusa") || g_str_equal (name, "Juiblex"))
        {
          g_assert_cmpstr (first, ==, "unique");
          g_assert_true (g_str_has_prefix (json_array_get_string_element (reasons, 0), "never random"));
          seen++;
        }
      else if (g_str_equal (name, "queen bee") || g_str_equal (name, "shopkeeper")
               || g_str_equal (name, "minotaur") || g_str_equal (name, "ghost")
               || g_str_equal (name, "mail daemon"))
        {
          g_assert_cmpstr (first, ==, "nogen");
          seen++;
        }
      else if (g_str_equal (name, "hell hound") || g_str_equal (name, "hell hound pup"))
        {
          g_assert_cmpstr (first, ==, "hell_only");
          g_assert_cmpstr (json_array_get_string_element (reasons, 0), ==, "Gehennom only (G_HELL)");
          seen++;
        }
    }
  g_assert_cmpint (seen, ==, 9);
  /* CSV: the reasons as a second table after a blank line */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "probs", "--variant", "3.6.7", "--depth", "10", "--xl", "8",
                            "--excluded", "--format", "csv", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\n\nSymbol,Monster,Reasons\n"));
  g_assert_nonnull (strstr (out, "\n&,Juiblex,never random: unique (G_UNIQ)"));

  /* the Rogue level: rndmonst () keeps only isupper () symbols, so the
     soldier's '@' (not a letter at all) is named as not a capital letter */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "probs", "--variant", "3.4.3", "--region", "rogue",
                            "--depth", "15", "--xl", "10", "--excluded", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "  soldier: symbol '@' is not a capital letter (Rogue level)"));
  g_assert_null (strstr (out, "lowercase"));
}

/* Issue 24: mkclass --excluded names every monster of the class that
   mkclass_aligned () cannot make.  3.6.7's mkclass_aligned (S_LICH, 0,
   A_LAWFUL) (makemon.c: sgn (maligntyp) != sgn (atyp) is skipped): every
   lich is chaotic, so none is made and each is excluded for its alignment
   alone; Markdown gives the reasons a table of their own.  With a preset,
   the preset's own test counts too: 3.6.7's lminion () (minion.c) draws
   mkclass (S_ANGEL, 0) up to 20 times and takes the first that is not
   is_lord (); monst.c makes the ki-rin and the Archon M2_LORD, so they are
   drawn but never made, and the couatl, Aleax and Angel are made. */
static void
test_mkclass_excluded (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root;
  JsonArray *excluded;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_assert_cmpint (run_cli (&out, &err, "mkclass", "--variant", "3.6.7", "--class", "L",
                            "--aligned", "lawful", "--difficulty", "20", "--xl", "10",
                            "--excluded", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "monsters")), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root, "none"), ==, "1");
  excluded = json_object_get_array_member (root, "excluded");
  g_assert_cmpuint (json_array_get_length (excluded), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *e = json_array_get_object_element (excluded, i);
      JsonArray *codes = json_object_get_array_member (e, "codes");

      g_assert_cmpstr (json_object_get_string_member (e, "symbol"), ==, "L");
      g_assert_cmpuint (json_array_get_length (codes), ==, 1);
      g_assert_cmpstr (json_array_get_string_element (codes, 0), ==, "wrong_alignment");
    }
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (json_array_get_object_element (excluded, 0), "reasons"), 0),
                   ==, "alignment -9 is not lawful");

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "mkclass", "--variant", "3.6.7", "--class", "L",
                            "--aligned", "lawful", "--difficulty", "20", "--xl", "10",
                            "--excluded", "--format", "markdown", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "**Cannot appear**"));
  g_assert_nonnull (strstr (out, "| L | arch-lich | alignment -15 is not lawful |"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_object (&parser);
  parser = json_parser_new ();
  g_assert_cmpint (run_cli (&out, &err, "mkclass", "--variant", "3.6.7", "--preset",
                            "lawful-minion", "--difficulty", "20", "--xl", "10",
                            "--excluded", "--format", "json", NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "monsters")), ==, 3);
  excluded = json_object_get_array_member (root, "excluded");
  g_assert_cmpuint (json_array_get_length (excluded), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *e = json_array_get_object_element (excluded, i);

      g_assert_cmpstr (json_object_get_string_member (e, "name"), ==, i == 0 ? "ki-rin" : "Archon");
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (e, "codes"), 0),
                       ==, "refused");
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (e, "reasons"), 0),
                       ==, "drawn, but refused: lminion () takes no lord");
    }
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "mkclass", "--variant", "3.6.7", "--preset",
                            "lawful-minion", "--difficulty", "20", "--xl", "10",
                            "--excluded", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "cannot appear:\n  ki-rin: drawn, but refused: lminion () takes no lord\n"
                                 "  Archon: drawn, but refused: lminion () takes no lord\n"));
}

/* Issue 24: profile says where a monster can first appear for each
   experience level in words and a small table, in every format but CSV.
   A newt (difficulty 1) in 3.6.7: rndmonst ()'s window is zlevel / 6 to
   (zlevel + u.ulevel) / 2 (makemon.c), so at depth 1 it is in the window at
   every XL from 1 up: one row, XL 1–30, depth 1. */
static void
test_profile_first_depth (void)
{
  static const char *formats[] = { "table", "markdown", "wiki" };
  static const char *row[] = { "1–30", "| 1–30 | 1 |", "| 1–30 || 1" };

  if (cli_path () == NULL)
    return;
  for (gsize f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (run_cli (&out, &err, "profile", "--variant", "3.6.7", "--monster", "newt",
                                "--format", formats[f], NULL), ==, 0);
      g_assert_nonnull (strstr (out, "First depth where it can appear, by experience level"));
      g_assert_nonnull (strstr (out, row[f]));
      if (f == 0)
        {
          /* the text table's row: the range, then spaces, then the depth */
          const char *c = strstr (out, row[f]) + strlen (row[f]);

          while (*c == ' ')
            c++;
          g_assert_true (g_str_has_prefix (c, "1\n"));
        }
      g_assert_null (strstr (out, "by XL:"));
    }
}

/* Issue 24: the sentences the level command and the dispatcher print
   themselves are sentences too: capitalised, one line, naming what was
   wrong (assert_usage_error checks the form) */
static void
test_error_sentences (void)
{
  assert_usage_error ("No seed given", "level", "--depth", "3", NULL);
  assert_usage_error ("Unknown game version “nethack9”", "level", "--variant", "nethack9",
                      "--depth", "3", "--seed", "1", NULL);
  assert_usage_error ("Unknown branch “sideways”", "level", "--branch", "sideways", "--depth", "3",
                      "--seed", "1", NULL);
  assert_usage_error ("Unknown region “moria”", "level", "--region", "moria", "--depth", "3",
                      "--seed", "1", NULL);
  /* a branch the level can never hold, or one left out: said, never
     dropped in silence */
  assert_usage_error ("the first Mines level's stairs up", "level", "--variant", "3.6.7",
                      "--region", "mines", "--depth", "5", "--branch", "up", "--seed", "1", NULL);
  assert_usage_error ("the stairs to Vlad's Tower are not modelled", "level", "--variant",
                      "5.0.0", "--region", "gehennom", "--depth", "35", "--branch", "portal",
                      "--seed", "1", NULL);
  assert_usage_error ("No Gehennom filler level of EvilHack 0.9.3 holds branch stairs up",
                      "level", "--variant", "evilhack", "--region", "gehennom", "--depth", "35",
                      "--branch", "up", "--seed", "1", NULL);
  assert_usage_error ("No Gehennom filler level of NetHack 3.6.7 holds a portal", "level",
                      "--variant", "3.6.7", "--region", "gehennom", "--depth", "35", "--branch",
                      "portal", "--seed", "1", NULL);
  assert_usage_error ("Cocytus filler level always holds the branch's stairs up", "level",
                      "--variant", "xnethack", "--region", "cocytus", "--depth", "31", "--branch",
                      "none", "--seed", "1", NULL);
  assert_usage_error ("up on the first and down on the second", "level", "--variant",
                      "xnethack", "--region", "abyss", "--depth", "35", "--branch", "portal",
                      "--seed", "1", NULL);
  assert_usage_error ("Unknown format “yaml”", "level", "--format", "yaml", "--depth", "3",
                      "--seed", "1", NULL);
  assert_usage_error ("Unknown command “frobnicate”", "frobnicate", NULL);
  assert_usage_error ("No VIEW given", "export", NULL);
}

/* Issue 24: exactly 10 % is "10" in every table format, 0.1 in JSON. */
static void
test_ten_percent (void)
{
  static const char *formats[] = { "table", "csv", "wiki", "markdown", "json" };

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  for (gsize f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (&out, &err, "mkclass", "--class", "D", "--depth", "20", "--xl", "14",
                                "--format", formats[f], NULL), ==, 0);
      g_assert_null (strstr (out, "e+01"));
      if (g_str_equal (formats[f], "json"))
        g_assert_nonnull (strstr (out, "\"probability\" : 0.1,"));
      else if (g_str_equal (formats[f], "csv"))
        g_assert_nonnull (strstr (out, ",1/10,10\n"));
      else if (g_str_equal (formats[f], "table"))
        g_assert_nonnull (strstr (out, "1/10  10\n"));
      else if (g_str_equal (formats[f], "wiki"))
        g_assert_nonnull (strstr (out, "1/10 || 10\n"));
      else
        g_assert_nonnull (strstr (out, "| 1/10 | 10 |"));
    }
}

/* dungeon --format csv: CSV has no caption, so the Medusa draw the
   Markdown caption ends with follows the rows after a blank line, one
   quoted field (nhs_dungeon_table_write ()): 3.6.7's "22: 85/86" to
   "27: 1/2." */
static void
test_dungeon_csv_medusa (void)
{
  g_autofree char *out = NULL, *err = NULL, *md = NULL, *err2 = NULL;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_assert_cmpint (run_cli (&out, &err, "dungeon", "--variant", "3.6.7", "--format", "csv", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Level,Dungeon,Exists,Depths,Maps,Name\n"));
  if (!g_str_has_suffix (out, "\n\n\"A level of rooms lies above Medusa's level, where shops and Fort Ludios' "
                         "portal are made, by depth: 22: 85/86, 23: 70/73, 24: 25/28, 25: 5/6, 26: 5/7, "
                         "27: 1/2.\"\n"))
    g_error ("the CSV does not end with the Medusa draw:\n%s", out);
  /* the same sentence as the Markdown caption's */
  g_assert_cmpint (run_cli (&md, &err2, "dungeon", "--variant", "3.6.7", "--format", "markdown", NULL), ==, 0);
  g_assert_nonnull (strstr (md, "by depth: 22: 85/86, 23: 70/73, 24: 25/28, 25: 5/6, 26: 5/7, 27: 1/2."));
}

/* The JSON contracts of monsters and align-table, briefly. */
static void
test_tables_json (void)
{
  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonObject *root;
      JsonArray *rows;

      g_assert_cmpint (run_cli (&out, &err, "align-table", "--variant", variant->key, "--format",
                                "json", NULL), ==, 0);
      g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
      root = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpint (json_object_get_int_member (root, "align_weight"), ==, variant->align_weight);
      rows = json_object_get_array_member (root, "rows");
      g_assert_cmpuint (json_array_get_length (rows), ==, 41);
      for (guint i = 0; i < 41; i++)
        {
          JsonObject *row = json_array_get_object_element (rows, i);
          int a = (int) i - 20, w = variant->align_weight;

          g_assert_cmpint (json_object_get_int_member (row, "alignment"), ==, a);
          g_assert_cmpint (json_object_get_int_member (row, "lawful"), ==, (a + 20) / (2 * w));
          g_assert_cmpint (json_object_get_int_member (row, "neutral"), ==, (20 - ABS (a)) / w);
          g_assert_cmpint (json_object_get_int_member (row, "chaotic"), ==, (20 - a) / (2 * w));
        }
    }
}

/* mkclass --special-level: the ghost class (every member frequency 0)
   gives a monster only in versions with the all-zero-class rule; the option
   goes with --class only. */
static void
test_special_level (void)
{
  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      g_autofree char *out = NULL, *err = NULL, *plain = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonObject *root;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (variant->key, &error);

      g_assert_no_error (error);
      if (nhs_mkclass_lookup_class (set, " ") <= 0)
        {
          /* xNetHack: ghosts and shades are W; no class ' ' to ask for */
          g_assert_cmpint (run_cli (&out, &err, "mkclass", "--variant", variant->key, "--class", " ",
                                    "--special-level", "--difficulty", "20", "--xl", "10", NULL), ==, 2);
          g_clear_pointer (&out, g_free);
          g_clear_pointer (&err, g_free);
          continue;
        }
      g_assert_cmpint (run_cli (&out, &err, "mkclass", "--variant", variant->key, "--class", " ",
                                "--special-level", "--difficulty", "20", "--xl", "10",
                                "--format", "json", NULL), ==, 0);
      g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
      root = json_node_get_object (json_parser_get_root (parser));
      /* (SLASH'EM's special levels also stop at 4 x the limit: MKC_ULIMIT) */
      g_assert_cmpstr (json_object_get_string_member (root, "title"), ==,
                       variant->splev_mkclass_ulimit ? "mkclass(S_GHOST, G_NOGEN|MKC_ULIMIT)"
                                                     : "mkclass(S_GHOST, G_NOGEN)");
      /* (EvilHack's spectre has frequency 1: a member anyway) */
      g_assert_cmpint (json_array_get_length (json_object_get_array_member (root, "monsters")) > 0,
                       ==, variant->mkclass_zero_freq_class || v == NHS_VARIANT_EVILHACK);
      g_clear_pointer (&err, g_free);
      /* without the option: never a ghost */
      g_assert_cmpint (run_cli (&plain, &err, "mkclass", "--variant", variant->key, "--class", " ",
                                "--difficulty", "20", "--xl", "10", "--format", "json", NULL), ==, 0);
      if (v != NHS_VARIANT_EVILHACK)
        g_assert_nonnull (strstr (plain, "\"none\" : \"1\""));
    }
  assert_usage_error ("--special-level goes with --class", "mkclass", "--preset", "graveyard",
                      "--special-level", "--depth", "10", "--xl", "5", NULL);
}

/* A shapechanger's shape: `level` JSON keeps the monster's own name,
   symbol and index and adds the shape it was made in ("form") and whether
   that is another ("disguised"); the map shows the form. `level-stats`
   counts monsters by the form's name and by their own. */
static void
test_level_forms (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonParser) stats_parser = json_parser_new ();
  JsonArray *levels;
  JsonObject *stats, *by_form, *by_name;
  int disguised = 0;
  double sum_form = 0, sum_name = 0;
  g_autoptr (GList) members = NULL;

  g_assert_cmpint (run_cli (&out, &err, "level", "--variant", "3.6.7", "--region", "gehennom",
                            "--depth", "40", "--seed", "1", "--count", "60", "--format", "json",
                            NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  levels = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                         "levels");
  for (guint i = 0; i < json_array_get_length (levels); i++)
    {
      JsonObject *level = json_array_get_object_element (levels, i);
      JsonArray *mons = json_object_get_array_member (level, "monsters");
      JsonArray *map = json_object_get_array_member (level, "map");

      for (guint k = 0; k < json_array_get_length (mons); k++)
        {
          JsonObject *m = json_array_get_object_element (mons, k);
          JsonObject *form = json_object_get_object_member (m, "form");
          const char *name = json_object_get_string_member (m, "name");
          const char *row = json_array_get_string_element (map, json_object_get_int_member (m, "y"));
          gboolean other = json_object_get_boolean_member (m, "disguised");

          g_assert_nonnull (form);
          g_assert_true (json_object_has_member (m, "symbol"));
          g_assert_true (json_object_has_member (m, "index"));
          g_assert_cmpint (row[json_object_get_int_member (m, "x")], ==,
                           json_object_get_string_member (form, "symbol")[0]);
          g_assert_cmpint (other, ==,
                           strcmp (json_object_get_string_member (form, "name"), name) != 0);
          if (strcmp (name, "vampire") == 0 || strcmp (name, "vampire lord") == 0)
            g_assert_true (other);
          disguised += other;
        }
    }
  g_assert_cmpint (disguised, >, 0);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "level-stats", "--variant", "3.6.7", "--depth", "24",
                            "--xl", "14", "--seed", "1", "--count", "300", "--format", "json",
                            NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (stats_parser, out, -1, NULL));
  stats = json_node_get_object (json_parser_get_root (stats_parser));
  by_form = json_object_get_object_member (stats, "monsters_by_name");
  by_name = json_object_get_object_member (stats, "monsters_by_true_name");
  g_assert_nonnull (json_object_get_string_member (stats, "monsters_by_name_counts"));
  /* vampires there, as what they are; none shown as one */
  g_assert_true (json_object_has_member (by_name, "vampire"));
  g_assert_false (json_object_has_member (by_form, "vampire"));
  members = json_object_get_members (by_form);
  for (GList *l = members; l; l = l->next)
    sum_form += json_object_get_double_member (by_form, l->data);
  g_clear_pointer (&members, g_list_free);
  members = json_object_get_members (by_name);
  for (GList *l = members; l; l = l->next)
    sum_name += json_object_get_double_member (by_name, l->data);
  /* the same monsters counted twice: both add up to the monsters a level */
  g_assert_cmpfloat (fabs (sum_form - sum_name), <, 1e-4);
  g_assert_cmpfloat (fabs (sum_form - json_object_get_double_member (
                             json_object_get_object_member (stats, "monsters"), "mean")), <, 1e-4);
}

/* tests/data/random-golden.json: situations drawn at random over every
 * version (every region, depth, XL, the level's alignment, levels climbed,
 * genocides, the Amulet, aggravate monster, temperature, Halloween, the
 * demigod flag, an Infidel's mkclass, a special level's G_NOGEN, mkclass's
 * alignment), each answered by the game's own makemon.c and dungeon.c built
 * outside the repository and driven over every random outcome (the file's
 * "source").  Each case's arguments go to the built nhspawn-cli as a user
 * types them: its chances (the Quest's share as "<quest>") and the chance of
 * no monster must be the game's, fraction for fraction. */
static void
test_random_golden (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "random-golden.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *cases;
  guint seen[NHS_N_VARIANTS] = { 0 };

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  cases = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "cases");
  g_assert_cmpuint (json_array_get_length (cases), >=, 7 * 30);
  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject *c = json_array_get_object_element (cases, i);
      JsonArray *args = json_object_get_array_member (c, "args");
      JsonObject *want = json_object_get_object_member (c, "chances");
      g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (JsonParser) answer = json_parser_new ();
      g_autoptr (GString) what = g_string_new (NULL);
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      JsonObject *root;
      JsonArray *monsters;
      mpq_t sum, got, expected;
      guint found = 0;

      for (guint a = 0; a < json_array_get_length (args); a++)
        {
          g_ptr_array_add (argv, g_strdup (json_array_get_string_element (args, a)));
          g_string_append_printf (what, " %s", json_array_get_string_element (args, a));
        }
      g_ptr_array_add (argv, g_strdup ("--format"));
      g_ptr_array_add (argv, g_strdup ("json"));
      if (run_cli_args (argv, &out, &err) != 0)
        g_error ("nhspawn-cli%s: %s", what->str, err);
      json_parser_load_from_data (answer, out, -1, &error);
      g_assert_no_error (error);
      root = json_node_get_object (json_parser_get_root (answer));
      seen[nhs_variant_from_key (json_object_get_string_member (root, "variant"))->id]++;
      monsters = json_object_get_array_member (root, "monsters");
      mpq_inits (sum, got, expected, NULL);
      for (guint m = 0; m <= json_array_get_length (monsters); m++)
        {
          const char *name, *fraction;

          if (m < json_array_get_length (monsters))
            {
              JsonObject *o = json_array_get_object_element (monsters, m);

              name = json_object_get_string_member (o, "name");
              fraction = json_object_get_string_member (o, "fraction");
            }
          else if (json_object_has_member (root, "quest_enemies"))
            {
              name = "<quest>";
              fraction = json_object_get_string_member (root, "quest_enemies");
            }
          else
            break;
          g_assert_cmpint (mpq_set_str (got, fraction, 10), ==, 0);
          mpq_canonicalize (got);
          if (mpq_sgn (got) == 0)
            continue;
          if (!json_object_has_member (want, name))
            g_error ("nhspawn-cli%s: %s has %s, the game never makes it", what->str, name, fraction);
          g_assert_cmpint (mpq_set_str (expected, json_object_get_string_member (want, name), 10), ==, 0);
          mpq_canonicalize (expected);
          if (!mpq_equal (got, expected))
            g_error ("nhspawn-cli%s: %s has %s, the game %s", what->str, name, fraction,
                     json_object_get_string_member (want, name));
          mpq_add (sum, sum, got);
          found++;
        }
      g_assert_cmpuint (found, ==, json_object_get_size (want));
      /* the rest is no monster at all */
      g_assert_cmpint (mpq_set_str (expected, json_object_get_string_member (c, "none"), 10), ==, 0);
      mpq_canonicalize (expected);
      mpq_set_ui (got, 1, 1);
      mpq_sub (got, got, sum);
      if (!mpq_equal (got, expected))
        g_error ("nhspawn-cli%s: no monster has a chance the game does not give", what->str);
      mpq_clears (sum, got, expected, NULL);
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_assert_cmpuint (seen[v], >=, 30);
}

/* The chance of at least one arrival in N turns is 1 - (1 - p)^N, below 1
   for any chance p below 1 a turn: never "100 %", however many nines it
   takes.  xNetHack with the Amulet and 3 archfiends in play: 33/800 a turn
   and the stairs' second draw, about 1 - 5e-19 over 1000 turns (a double
   rounds that to 1). */
static void
test_spawn_never_certain (void)
{
  NhsSituation sit;
  g_autoptr (NhsTable) t = NULL;
  gboolean seen = FALSE;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  sit.depth = 20;
  sit.xl = 10;
  sit.amulet = TRUE;
  sit.active_fiends = 3;
  t = nhs_spawn_table (&sit, 1000, NULL, NULL);
  for (int r = 0; r < nhs_table_n_rows (t); r++)
    if (g_str_has_prefix (nhs_table_cell (t, r, 0), "Chance of at least one"))
      {
        const char *value = nhs_table_cell (t, r, 2);

        /* the chance of none is below 10^-6: the bound, never "100" */
        g_assert_cmpstr (value, ==, NHS_FORMAT_NEAR_CERTAIN "\u00a0%");
        g_assert_null (strstr (value, "100"));
        seen = TRUE;
      }
  g_assert_true (seen);
}

/* A chance of none far below a double's range is still no certainty:
   EvilHack's Purgatory spawns at 1 in 10 each turn (allmain.c after the
   invocation), so in 1,000,000 turns the chance of none is (9/10)^1000000
   = e^(1000000 ln 0.9) = e^-105360.5, 10^-45757.5. Text says the bound,
   CSV the double below 100; 3.6.7's 1 in 70 over 600 turns, whose chance
   of none (69/70)^600 = 0.0001782 is in range, still reads 99.98 %. */
static void
test_spawn_underflow (void)
{
  NhsSituation sit;
  NhsSpawnRate rate;
  mpq_t q;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_PURGATORY, 45, 1);
  nhs_spawn_rate (&sit, 1000000, &rate);
  g_assert_cmpint (rate.one_in, ==, 10);
  g_assert_cmpfloat_with_epsilon (rate.log_no_arrival, 1000000 * log (0.9), 1e-6);
  mpq_init (q);
  nhs_spawn_rate_at_least_one_q (&rate, q);
  g_assert_cmpint (mpq_cmp_ui (q, 1, 1), <, 0);
  mpq_clear (q);
  for (int pass = 0; pass < 2; pass++)
    {
      g_autoptr (NhsTable) t = NULL;
      int last;

      if (pass == 1)
        nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 10, 1);
      t = nhs_spawn_table (&sit, pass == 0 ? 1000000 : 600, NULL, NULL);
      last = nhs_table_n_rows (t) - 1;
      g_assert_true (g_str_has_prefix (nhs_table_cell (t, last, 0), "Chance of at least one"));
      if (pass == 0)
        {
          g_assert_cmpstr (nhs_table_cell (t, last, 2), ==, NHS_FORMAT_NEAR_CERTAIN "\u00a0%");
          g_assert_cmpstr (nhs_table_cell_csv (t, last, 2), ==, "99.99999999999999");
        }
      else
        g_assert_cmpstr (nhs_table_cell (t, last, 2), ==, "99.98\u00a0%");
    }
}

/* spawn: the Spawn page's table (nhs_spawn_table ()) from the command line.
   JSON rows against the core's exact answer (nhs_spawn_exact ()) for a
   fixed rate (5.0.0: 1 in 70 outside Gehennom) and EvilHack's clock, and
   against the numbers of an instrument running EvilHack's own allmain.c
   clock over all 10000 hidden starts (test-situation.c's golden rows). */
static JsonObject *
spawn_row (JsonNode   *root,
           const char *figure_prefix)
{
  JsonArray *rows = json_object_get_array_member (json_node_get_object (root), "rows");

  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      if (g_str_has_prefix (json_object_get_string_member (row, "figure"), figure_prefix))
        return row;
    }
  g_error ("no row “%s”", figure_prefix);
  return NULL;
}

/* A row's "value": a JSON number (never a string), its "percent" as said */
static double
spawn_value (JsonObject *row,
             gboolean    percent)
{
  JsonNode *node = json_object_get_member (row, "value");
  GType type;

  g_assert_nonnull (node);
  g_assert_cmpint (json_node_get_node_type (node), ==, JSON_NODE_VALUE);
  type = json_node_get_value_type (node);
  g_assert_true (type == G_TYPE_DOUBLE || type == G_TYPE_INT64);
  g_assert_cmpint (json_object_get_boolean_member (row, "percent"), ==, percent);
  return json_node_get_double (node);
}

static void
check_spawn (const char *variant,
             const char *turn,
             const char *event,
             int         turns,
             const char *golden_chance,
             const char *golden_expected,
             double      golden_at_least_one,
             double      golden_wait)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL, *chance_text = NULL, *expected_text = NULL;
  const NhsVariant *v = nhs_variant_from_key (variant);
  NhsSituation sit;
  NhsSpawnRate rate;
  JsonObject *row;
  mpq_t chance, expected;

  g_assert_nonnull (v);
  nhs_situation_init (&sit);
  sit.variant = v->id;
  g_ptr_array_add (args, g_strdup ("spawn"));
  g_ptr_array_add (args, g_strdup ("--format=json"));
  g_ptr_array_add (args, g_strdup_printf ("--variant=%s", variant));
  g_ptr_array_add (args, g_strdup_printf ("--depth=%d", sit.depth));
  g_ptr_array_add (args, g_strdup_printf ("--xl=%d", sit.xl));
  g_ptr_array_add (args, g_strdup_printf ("--turns=%d", turns));
  if (turn)
    {
      g_ptr_array_add (args, g_strdup_printf ("--turn=%s", turn));
      sit.turn = atoi (turn);
    }
  if (event)
    {
      NhsSpawnEvent bit;

      g_ptr_array_add (args, g_strdup_printf ("--event=%s", event));
      g_assert_true (nhs_spawn_event_from_key (event, &bit));
      sit.spawn_events |= bit;
    }
  g_assert_cmpint (run_cli_args (args, &out, &err), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);

  mpq_inits (chance, expected, NULL);
  nhs_spawn_exact (&sit, turns, chance, expected);
  nhs_spawn_rate (&sit, turns, &rate);
  chance_text = mpq_get_str (NULL, 10, chance);
  expected_text = mpq_get_str (NULL, 10, expected);
  row = spawn_row (json_parser_get_root (parser), "Chance of a new monster");
  g_assert_cmpstr (json_object_get_string_member (row, "exact"), ==, chance_text);
  if (golden_chance)
    g_assert_cmpstr (json_object_get_string_member (row, "exact"), ==, golden_chance);
  row = spawn_row (json_parser_get_root (parser), "Expected arrivals");
  g_assert_cmpstr (json_object_get_string_member (row, "exact"), ==, expected_text);
  if (golden_expected)
    g_assert_cmpstr (json_object_get_string_member (row, "exact"), ==, golden_expected);
  /* a value beside a fraction is that fraction correctly rounded, to the
     last digit, and a JSON number */
  g_assert_cmpfloat (spawn_value (row, FALSE), ==, nhs_mpq_to_double (expected));
  row = spawn_row (json_parser_get_root (parser), "Chance of a new monster");
  {
    /* a chance as a percentage: 100 times the fraction, correctly rounded */
    mpq_t pct;

    mpq_init (pct);
    mpq_set_ui (pct, 100, 1);
    mpq_mul (pct, pct, chance);
    g_assert_cmpfloat (spawn_value (row, TRUE), ==, nhs_mpq_to_double (pct));
    mpq_clear (pct);
  }
  row = spawn_row (json_parser_get_root (parser), "Chance of at least one");
  g_assert_cmpfloat_with_epsilon (spawn_value (row, TRUE), 100 * rate.at_least_one, 1e-9);
  if (golden_at_least_one >= 0)
    g_assert_cmpfloat_with_epsilon (spawn_value (row, TRUE), 100 * golden_at_least_one, 1e-7);
  row = spawn_row (json_parser_get_root (parser), "Expected turns");
  if (rate.one_in > 0 && mpq_cmp_ui (chance, 1, (unsigned long) rate.one_in) == 0)
    {
      /* a fixed rate 1/n: n turns, exactly ("70", not "70.00000000000026");
         the number itself, 70, not 70.00000000000026 */
      g_autofree char *n = g_strdup_printf ("%d", rate.one_in);

      g_assert_cmpstr (json_object_get_string_member (row, "exact"), ==, n);
      g_assert_cmpfloat (spawn_value (row, FALSE), ==, rate.one_in);
      g_assert_nonnull (strstr (out, "\"value\" : 70,"));
    }
  g_assert_cmpfloat_with_epsilon (spawn_value (row, FALSE), rate.mean_wait, 1e-9 * rate.mean_wait);
  if (golden_wait > 0)
    g_assert_cmpfloat_with_epsilon (spawn_value (row, FALSE), golden_wait, 1e-9 * golden_wait);
  mpq_clears (chance, expected, NULL);
}

static void
test_spawn (void)
{
  g_autofree char *out = NULL, *err = NULL;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  /* its --help offers --depth, not --difficulty, which it refuses */
  g_assert_cmpint (run_cli (&out, &err, "spawn", "--help", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "--depth=N"));
  g_assert_null (strstr (out, "--difficulty"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "probs", "--help", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "--difficulty=N"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* where the fraction is too long to print, its exact value is the
     game's power: 1 in 70 a turn (allmain.c) leaves 69/70 of no monster,
     over 1000 turns; the xNetHack archfiends' second draw multiplies in
     (1 in 40 with the Amulet, and 1 in 60 with three archfiends:
     39/40 x 59/60 = 767/800) */
  g_assert_cmpint (run_cli (&out, &err, "spawn", "--variant", "5.0.0", "--depth", "10", "--turns",
                            "1000", "--format", "csv", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "1 − (69/70)^1000"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "spawn", "--variant", "xnethack", "--depth", "10", "--amulet",
                            "--demon-lords", "3", "--turns", "1000", "--format", "csv", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "1 − (767/800)^1000"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* allmain.c: 1 in 70 outside Gehennom when not past the Wizard */
  check_spawn ("5.0.0", NULL, NULL, 1000, "1/70", NULL, -1, 70);
  /* the instrument's rows: turn 25002 over 3 turns; turn 90000 with the
     first event of bit 3 over 50 turns */
  check_spawn ("evilhack", "25002", NULL, 3, "790001/63200000", "1185003/31600000",
               0.037033295693337798, 79.991935565846916);
  check_spawn ("evilhack", "90000", nhs_spawn_event_key (3), 50, "63173/1625000", "505433/260000",
               0.86222885181179598, 25.728300000000019);
  /* the window's other formats: the same table */
  g_assert_cmpint (run_cli (&out, &err, "spawn", "--variant=evilhack", "--depth=1", "--xl=1",
                            "--turn=25002", "--turns=3", "--format=wiki", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Chance of a new monster at turn 25002"));
  g_assert_nonnull (strstr (out, "790001/63200000"));
  /* arrivals read neither the experience level (optional, and then not in
     the title, as the Spawn picture's) nor the level difficulty (refused) */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_cli (&out, &err, "spawn", "--variant=3.6.7", "--depth=5", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Random arrivals: NetHack 3.6.7, Dungeons of Doom, depth 5\n"));
  g_assert_null (strstr (out, "XL"));
  g_assert_nonnull (strstr (out, "1/70"));
  assert_usage_error ("--difficulty", "spawn", "--difficulty=5", "--xl=1", NULL);
  /* without a depth it asks for the depth alone; a depth out of the
     region's range is refused without pointing to the difficulty, which
     arrivals do not read (probs keeps that way out) */
  assert_usage_error ("Give the level with --depth N:", "spawn", "--xl=1", NULL);
  for (int i = 0; i < 3; i++)
    {
      static const char *const commands[][3] = {
        { "spawn", "--xl=1", "--turns=5" },
        { "export", "spawn", "--output=unused.svg" },
        { "probs", "--xl=1", "--format=table" },
      };

      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run_cli (&out, &err, commands[i][0], commands[i][1], commands[i][2],
                                "--variant=xnethack", "--region=vlad", "--depth=40", NULL), ==, 2);
      g_assert_nonnull (strstr (err, "from 23 to 30"));
      g_assert_cmpint (strstr (err, "difficulty") != NULL, ==, i == 2);
    }
  assert_usage_error ("--turns", "spawn", "--depth=1", "--xl=1", "--turns=0", NULL);
  assert_usage_error ("--turn", "spawn", "--depth=1", "--xl=1", "--turn=x", NULL);
  assert_usage_error ("format", "spawn", "--depth=1", "--xl=1", "--format=png", NULL);
}

/* The format names (nhs_format_key ()) that appear as words in `text`, as
   a bit set over NhsFormat. */
static guint
format_words (const char *text)
{
  guint set = 0;

  for (NhsFormat f = NHS_FORMAT_JSON; f <= NHS_FORMAT_MARKDOWN; f++)
    {
      const char *key = nhs_format_key (f);
      size_t n = strlen (key);

      for (const char *p = strstr (text, key); p != NULL; p = strstr (p + 1, key))
        if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[n]))
          set |= 1u << f;
    }
  return set;
}

/* Every command's --help names exactly the formats its --format accepts
   (the names its "unknown format" sentence lists), one of them the
   default; a command whose help has no --format refuses it. The commands
   are read from nhspawn-cli --help. */
static void
test_format_help (void)
{
  /* what a command needs besides --format to reach the format's check */
  static const char *const needs[][7] = {
    { "level", "--depth", "1", "--seed", "1", NULL },
    { "level-stats", "--depth", "1", "--count", "1", "--seed", "1" },
    { "item-use", "--monster", "gnome lord", NULL },
    { "item-gen", "--difficulty", "1", NULL },
    { "export", "chart", "--output", "format-help.png", NULL },
  };
  g_autofree char *usage = NULL, *usage_err = NULL;
  g_auto (GStrv) lines = NULL;
  gboolean in_commands = FALSE;
  int checked = 0, without = 0;

  if (cli_path () == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set to the built nhspawn-cli");
      return;
    }
  g_assert_cmpint (run_cli (&usage, &usage_err, "--help", NULL), ==, 0);
  lines = g_strsplit (usage, "\n", -1);
  for (char **l = lines; *l != NULL; l++)
    {
      g_autofree char *command = NULL, *help = NULL, *help_err = NULL;
      g_autofree char *out = NULL, *err = NULL;
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      const char *line, *use;

      if (g_str_has_prefix (*l, "Commands:"))
        {
          in_commands = TRUE;
          continue;
        }
      if (!in_commands || !g_str_has_prefix (*l, "  "))
        {
          in_commands = in_commands && **l != '\0';
          continue;
        }
      command = g_strndup (*l + 2, strcspn (*l + 2, " "));
      g_assert_cmpint (run_cli (&help, &help_err, command, "--help", NULL), ==, 0);
      line = strstr (help, "--format=");
      g_ptr_array_add (args, command);
      for (guint i = 0; i < G_N_ELEMENTS (needs); i++)
        if (strcmp (needs[i][0], command) == 0)
          for (guint j = 1; j < G_N_ELEMENTS (needs[i]) && needs[i][j] != NULL; j++)
            g_ptr_array_add (args, (gpointer) needs[i][j]);
      g_ptr_array_add (args, "--format");
      if (line == NULL)
        {
          /* the option is not offered: it is refused, in one sentence naming it */
          g_ptr_array_add (args, "json");
          g_assert_cmpint (run_cli_args (args, &out, &err), !=, 0);
          g_assert_nonnull (strstr (err, "--format"));
          without++;
          continue;
        }
      {
        g_autofree char *help_line = g_strndup (line, strcspn (line, "\n"));
        const char *text = help_line + strcspn (help_line, " ");
        guint offered = format_words (text);

        g_test_message ("%s: %s", command, text);
        g_assert_cmpuint (offered, !=, 0);
        /* one default */
        g_assert_nonnull (strstr (text, " (default)"));
        g_assert_null (strstr (strstr (text, " (default)") + 1, " (default)"));
        g_ptr_array_add (args, "no-such-format");
        g_assert_cmpint (run_cli_args (args, &out, &err), ==, 2);
        use = strstr (err, "use ");
        g_assert_nonnull (use);
        g_assert_cmpuint (format_words (use), ==, offered);
        checked++;
      }
    }
  /* the table commands, spawn, dungeon, item use, levels, bench … */
  g_assert_cmpint (checked, >=, 14);
  /* export: the file's extension chooses */
  g_assert_cmpint (without, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/cli/errors", test_errors);
  g_test_add_func ("/nhs/cli/spawn", test_spawn);
  g_test_add_func ("/nhs/cli/spawn-never-certain", test_spawn_never_certain);
  g_test_add_func ("/nhs/cli/spawn-underflow", test_spawn_underflow);
  g_test_add_func ("/nhs/cli/item-use-any-object", test_item_use_any_object);
  g_test_add_func ("/nhs/cli/item-use-every-object", test_item_use_every_object);
  g_test_add_func ("/nhs/cli/item-use-pet", test_item_use_pet);
  g_test_add_func ("/nhs/cli/item-use-steed-starves", test_item_use_steed_starves);
  g_test_add_func ("/nhs/cli/item-use-steed-conflict", test_item_use_steed_conflict);
  g_test_add_func ("/nhs/cli/dungeon-csv-medusa", test_dungeon_csv_medusa);
  g_test_add_func ("/nhs/cli/item-use-race", test_item_use_race);
  g_test_add_func ("/nhs/cli/item-use-hero-race", test_item_use_hero_race);
  g_test_add_func ("/nhs/cli/item-use-weapon-check", test_item_use_weapon_check);
  g_test_add_func ("/nhs/cli/item-use-reading", test_item_use_reading);
  g_test_add_func ("/nhs/cli/item-use-help-item-parts", test_item_use_help_item_parts);
  g_test_add_func ("/nhs/cli/level-default-variant", test_level_default_variant);
  g_test_add_func ("/nhs/cli/level-left-out", test_level_left_out);
  g_test_add_func ("/nhs/cli/level-hero", test_level_hero);
  g_test_add_func ("/nhs/cli/level-boulders-stacked", test_level_boulders_stacked);
  g_test_add_func ("/nhs/cli/level-regions", test_level_regions);
  g_test_add_func ("/nhs/cli/level-beyond", test_level_beyond);
  g_test_add_func ("/nhs/cli/level-statue-artifacts", test_level_statue_artifacts);
  g_test_add_func ("/nhs/cli/level-text-above-medusa", test_level_text_above_medusa);
  g_test_add_func ("/nhs/cli/level-floor-artifacts", test_level_floor_artifacts);
  g_test_add_func ("/nhs/cli/profile-long-fractions", test_profile_long_fractions);
  g_test_add_func ("/nhs/cli/probs-json", test_probs_json);
  g_test_add_func ("/nhs/cli/probs-excluded", test_probs_excluded);
  g_test_add_func ("/nhs/cli/mkclass-excluded", test_mkclass_excluded);
  g_test_add_func ("/nhs/cli/error-sentences", test_error_sentences);
  g_test_add_func ("/nhs/cli/profile-first-depth", test_profile_first_depth);
  g_test_add_func ("/nhs/cli/ten-percent", test_ten_percent);
  g_test_add_func ("/nhs/cli/tables-json", test_tables_json);
  g_test_add_func ("/nhs/cli/special-level", test_special_level);
  g_test_add_func ("/nhs/cli/level-forms", test_level_forms);
  g_test_add_func ("/nhs/cli/random-golden", test_random_golden);
  g_test_add_func ("/nhs/cli/format-help", test_format_help);
  g_test_add_func ("/nhs/cli/level-branch-json", test_level_branch_json);
  return g_test_run ();
}
