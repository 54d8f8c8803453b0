/* test-answer-cli.c: every command and export view shows the one answer
 * (issue 23), for kinds of situation held out from the other tests: the
 * Quest with a role in every version, Sokoban climbed, the Amulet,
 * Gehennom's temperatures, genocides, a custom table; and one test per
 * input a situation does not use, refused in one sentence (exit 2).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-answer.h"
#include "nhs-data.h"
#include "nhs-presets.h"
#include "nhs-situation-title.h"
#include "nhs-test-utils.h"

#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

static char *tmpdir;

static const char *
cli_path (void)
{
  const char *path = g_getenv ("NHSPAWN_CLI");

  g_assert_nonnull (path);
  return path;
}

/* Runs nhspawn-cli with `args` (NULL-terminated); its stdout, *status and
   *err (when asked). */
static char *
run (const char * const *args,
     int                *status,
     char              **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL, *errout = NULL;
  int wait = 0;

  g_ptr_array_add (argv, (gpointer) cli_path ());
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &errout, &wait, &error));
  g_assert_no_error (error);
  *status = g_spawn_check_wait_status (wait, NULL) ? 0 : WEXITSTATUS (wait);
  if (err)
    *err = errout;
  else
    g_free (errout);
  return out;
}

/* argv = command + the situation + extra, NULL-terminated (borrowed). */
static GPtrArray *
args_of (const char         *command,
         const char * const *situation,
         const char         *extra1,
         const char         *extra2)
{
  GPtrArray *a = g_ptr_array_new ();

  g_ptr_array_add (a, (gpointer) command);
  if (strchr (command, ' '))
    {
      /* "export chart": two words */
      g_auto (GStrv) words = g_strsplit (command, " ", 2);

      a->pdata[0] = (gpointer) g_intern_string (words[0]);
      g_ptr_array_add (a, (gpointer) g_intern_string (words[1]));
    }
  for (int i = 0; situation[i]; i++)
    g_ptr_array_add (a, (gpointer) situation[i]);
  if (extra1)
    g_ptr_array_add (a, (gpointer) extra1);
  if (extra2)
    g_ptr_array_add (a, (gpointer) extra2);
  g_ptr_array_add (a, NULL);
  return a;
}

static char *
run_ok (GPtrArray *args)
{
  g_autofree char *err = NULL;
  int status;
  char *out = run ((const char * const *) args->pdata, &status, &err);

  if (status != 0)
    g_error ("nhspawn-cli %s failed: %s", (const char *) args->pdata[0], err);
  return out;
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  return json_node_get_object (json_parser_get_root (parser));
}

/* The one answer of the situation: probs --format json's monsters and their
   fractions, most likely first. */
static void
check_situation (const char * const *situation,
                 const char         *what)
{
  g_autoptr (GPtrArray) probs_args = args_of ("probs", situation, "--format", "json");
  g_autofree char *probs = run_ok (probs_args);
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonArray *monsters = json_object_get_array_member (parse_object (parser, probs), "monsters");
  guint n = MIN (json_array_get_length (monsters), 8);
  g_autofree char *chart_path = g_build_filename (tmpdir, "chart.svg", NULL);
  g_autofree char *table_path = g_build_filename (tmpdir, "monsters.svg", NULL);
  g_autoptr (GPtrArray) chart_args = args_of ("export chart", situation, "-o", chart_path);
  g_autoptr (GPtrArray) table_args = args_of ("export monsters", situation, "-o", table_path);
  g_autoptr (GPtrArray) origins_args = args_of ("origins", situation, "--format", "json");
  g_autofree char *chart_out = NULL, *table_out = NULL, *chart = NULL, *table = NULL;
  g_autofree char *origins = NULL;
  g_autoptr (JsonParser) oparser = json_parser_new ();
  g_autoptr (GHashTable) in_origins = g_hash_table_new (g_str_hash, g_str_equal);
  JsonArray *rows;

  g_test_message ("%s", what);
  g_assert_cmpuint (n, >, 0);
  chart_out = run_ok (chart_args);
  table_out = run_ok (table_args);
  g_assert_true (g_file_get_contents (chart_path, &chart, NULL, NULL));
  g_assert_true (g_file_get_contents (table_path, &table, NULL, NULL));
  origins = run_ok (origins_args);
  rows = json_object_get_array_member (parse_object (oparser, origins), "monsters");
  for (guint i = 0; i < json_array_get_length (rows); i++)
    g_hash_table_add (in_origins, (gpointer) json_object_get_string_member (
                                    json_array_get_object_element (rows, i), "name"));

  for (guint i = 0; i < n; i++)
    {
      JsonObject *m = json_array_get_object_element (monsters, i);
      const char *name = json_object_get_string_member (m, "name");
      const char *fraction = json_object_get_string_member (m, "fraction");
      g_autofree char *cell = g_strdup_printf (">%s<", fraction);   /* a table's cell */
      g_autofree char *label = g_strdup_printf (">%s ", fraction);  /* a bar's "p/q  n %" */

      /* a fraction longer than the chart's MAX_FRACTION_CHARS (16,
         nhs-render-chart.c) is drawn as its approximation (EvilHack's
         player-monster mixtures): the table keeps it exact */
      if (strlen (fraction) > 16)
        {
          g_free (label);
          label = g_strdup_printf (">≈ %.4g ", json_object_get_double_member (m, "probability"));
        }

      /* each picture writes the chance as SVG text */
      if (strstr (chart, label) == NULL)
        g_error ("%s: %s's chance %s is missing from export chart", what, name, fraction);
      if (strstr (table, cell) == NULL)
        g_error ("%s: %s's chance %s is missing from export monsters", what, name, fraction);
      /* origins counts every monster the answer can pick */
      g_assert_true (g_hash_table_contains (in_origins, name));
    }
  g_assert_cmpuint (g_hash_table_size (in_origins), >=, json_array_get_length (monsters));
}

/* The same situation compared with itself: side A's column is the answer. */
static void
check_compare (const char * const *situation,
               const char         *variant)
{
  g_autoptr (GPtrArray) probs_args = args_of ("probs", situation, "--format", "json");
  g_autoptr (GPtrArray) cmp_args = args_of ("compare", situation, "--against", variant);
  g_autofree char *probs = run_ok (probs_args);
  g_autofree char *cmp = NULL;
  g_autoptr (JsonParser) p1 = json_parser_new ();
  g_autoptr (JsonParser) p2 = json_parser_new ();
  g_autoptr (GHashTable) a = g_hash_table_new (g_str_hash, g_str_equal);
  JsonArray *monsters, *rows;

  g_ptr_array_remove_index (cmp_args, cmp_args->len - 1);
  g_ptr_array_add (cmp_args, "--format=json");
  g_ptr_array_add (cmp_args, NULL);
  cmp = run_ok (cmp_args);
  monsters = json_object_get_array_member (parse_object (p1, probs), "monsters");
  rows = json_object_get_array_member (parse_object (p2, cmp), "monsters");
  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *r = json_array_get_object_element (rows, i);

      g_hash_table_insert (a, (gpointer) json_object_get_string_member (r, "name"),
                           (gpointer) json_object_get_string_member (r, "fraction_a"));
    }
  g_assert_cmpuint (json_array_get_length (rows), ==, json_array_get_length (monsters));
  for (guint i = 0; i < json_array_get_length (monsters); i++)
    {
      JsonObject *m = json_array_get_object_element (monsters, i);

      g_assert_cmpstr (g_hash_table_lookup (a, json_object_get_string_member (m, "name")), ==,
                       json_object_get_string_member (m, "fraction"));
    }
}

static void
test_quest_every_version (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (variant->key, NULL);
      g_autofree const char **roles = nhs_preset_quest_roles (set);
      g_autofree char *depth = NULL;
      g_autofree char *what = NULL;
      int lo, hi;

      g_assert_true (nhs_region_depth_range (v, NHS_REGION_QUEST, &lo, &hi));
      depth = g_strdup_printf ("%d", (lo + hi) / 2);
      /* a different role in each version */
      {
        const char *role = roles[v % g_strv_length ((char **) roles)];
        const char *sit[] = { "--variant", variant->key, "--region", "quest", "--role", role,
                              "--depth", depth, "--xl", "12", NULL };

        what = g_strdup_printf ("%s, Quest, %s", variant->key, role);
        check_situation (sit, what);
        check_compare (sit, variant->key);
      }
    }
}

static void
test_sokoban_climbed (void)
{
  const char *sit[] = { "--variant", "3.6.7", "--region", "sokoban", "--depth", "6",
                        "--levels-above-entry", "2", "--xl", "5", NULL };

  check_situation (sit, "Sokoban, two levels climbed");
  check_compare (sit, "3.6.7");
}

static void
test_amulet (void)
{
  const char *sit[] = { "--variant", "5.0.0", "--depth", "20", "--amulet", "--deepest", "45",
                        "--xl", "14", NULL };

  /* Sokoban climbed with the Amulet: accepted, the climb adds nothing */
  const char *climbed[] = { "--variant", "3.6.7", "--region", "sokoban", "--depth", "6",
                            "--levels-above-entry", "2", "--amulet", "--deepest", "12",
                            "--xl", "9", NULL };
  g_autoptr (GPtrArray) probs = NULL;
  g_autofree char *out = NULL;

  check_situation (sit, "the Amulet, deepest level 45");
  check_compare (sit, "5.0.0");
  check_situation (climbed, "Sokoban climbed with the Amulet");
  probs = args_of ("probs", climbed, NULL, NULL);
  out = run_ok (probs);
  g_assert_nonnull (strstr (out, "level difficulty 12: deepest level reached 12 (carrying the Amulet; "
                                 "the 2 levels climbed above the entry do not count)"));
}

/* Issue 24: how the level difficulty came about is one sentence, in the
   text's second line and JSON's difficulty_explanation alike: 3.6.7's
   level_difficulty () in Sokoban, depth 6 and two levels above the entry:
   6 + 2 x (entry_lev 4 - dlevel 2 + 1) = 12; in the Dungeons, the depth. */
static void
test_difficulty_explanation (void)
{
  const char *climbed[] = { "--variant", "3.6.7", "--region", "sokoban", "--depth", "6",
                            "--levels-above-entry", "2", "--xl", "5", NULL };
  const char *plain[] = { "--variant", "3.6.7", "--depth", "6", "--xl", "5", NULL };
  const char *const *sits[] = { climbed, plain };
  const char *want[] = {
    "level difficulty 12: depth 6 + 2 × (2 levels climbed above the entry + 1)",
    "level difficulty 6: depth 6",
  };

  for (guint i = 0; i < G_N_ELEMENTS (sits); i++)
    {
      g_autoptr (GPtrArray) text_args = args_of ("probs", sits[i], NULL, NULL);
      g_autoptr (GPtrArray) json_args = args_of ("probs", sits[i], "--format", "json");
      g_autofree char *text = run_ok (text_args);
      g_autofree char *json = run_ok (json_args);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_auto (GStrv) lines = g_strsplit (text, "\n", 3);

      g_assert_cmpstr (lines[1], ==, want[i]);
      g_assert_cmpstr (json_object_get_string_member (parse_object (parser, json),
                                                      "difficulty_explanation"), ==, want[i]);
    }
}

/* Issue 24: the CLI's text titles (probs' table and wiki caption, mkclass's
   table) say the whole situation in the words of the window's chart title
   and every export's (nhs_situation_title ()), the levels climbed too. */
static void
test_text_titles (void)
{
  const char *sit[] = { "--variant", "3.6.7", "--region", "sokoban", "--depth", "6",
                        "--levels-above-entry", "2", "--xl", "5", NULL };
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", NULL);
  g_autoptr (GPtrArray) table_args = args_of ("probs", sit, "--format", "table");
  g_autoptr (GPtrArray) wiki_args = args_of ("probs", sit, "--format", "wiki");
  g_autoptr (GPtrArray) class_args = args_of ("mkclass", sit, "--class", "a");
  g_autofree char *table = run_ok (table_args);
  g_autofree char *wiki = run_ok (wiki_args);
  g_autofree char *classes = run_ok (class_args);
  g_autofree char *title = NULL, *line = NULL, *caption = NULL, *class_line = NULL;
  NhsSituation s;

  nhs_situation_init (&s);
  s.variant = NHS_VARIANT_367;
  s.region = NHS_REGION_SOKOBAN;
  s.depth = 6;
  s.levels_above_entry = 2;
  s.xl = 5;
  title = nhs_situation_title (&s, NULL, set, NULL);
  g_assert_nonnull (strstr (title, ", 2 above the entry"));
  /* 3.6.7's level_difficulty (): depth 6 + 2 x (entry_lev 4 - dlevel 2 + 1) */
  line = g_strdup_printf ("%s: level difficulty 12, ", title);
  g_assert_true (g_str_has_prefix (table, line));
  caption = g_strdup_printf ("\n|+ %s", line);
  g_assert_nonnull (strstr (wiki, caption + 2));
  /* 3.6.7's mkclass_aligned (): maxmlev = level_difficulty () >> 1 = 6 */
  class_line = g_strdup_printf ("mkclass(S_ANT) at level difficulty 12 (the list may end at "
                                "a member above difficulty 6): %s\n", title);
  g_assert_true (g_str_has_prefix (classes, class_line));
  /* on a Plane the depth given is the Sanctum's, and the title says so:
     3.6.7's level_difficulty () In_endgame: depth (&sanctum_level) + XL / 2 */
  {
    const char *plane[] = { "probs", "--variant", "3.6.7", "--region", "air", "--depth", "50",
                            "--xl", "14", "--format", "table", NULL };
    int status;
    g_autofree char *out = run (plane, &status, NULL);

    g_assert_cmpint (status, ==, 0);
    g_assert_true (g_str_has_prefix (out, "NetHack 3.6.7, Plane of Air, Sanctum depth 50, XL 14, "
                                          "demigod: level difficulty 57, "));
  }
}

static void
test_gehennom_temperatures (void)
{
  static const char *temps[] = { "hot", "normal", "cold" };

  for (guint i = 0; i < G_N_ELEMENTS (temps); i++)
    {
      const char *sit[] = { "--variant", "3.7", "--region", "gehennom", "--depth", "35",
                            "--temperature", temps[i], "--xl", "20", NULL };

      check_situation (sit, temps[i]);
    }
}

static void
test_genocides (void)
{
  const char *sit[] = { "--variant", "3.6.7", "--depth", "10", "--xl", "8", "--genocide",
                        "soldier ant", "--genocide", "dingo", NULL };
  g_autoptr (GPtrArray) args = args_of ("probs", sit, "--format", "json");
  g_autofree char *probs = run_ok (args);

  check_situation (sit, "genocides");
  check_compare (sit, "3.6.7");
  g_assert_null (strstr (probs, "\"soldier ant\""));
  g_assert_null (strstr (probs, "\"dingo\""));
}

/* A custom table: 3.6.7's with the newt made seven times as common; every
   command computes on it (and differs from the bundled table there). */
static void
test_custom_table (void)
{
  g_autofree char *bundled = g_test_build_filename (G_TEST_DIST, "..", "data", "monsters-3.6.7.json", NULL);
  g_autofree char *custom = g_build_filename (tmpdir, "custom.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (GError) error = NULL;
  JsonArray *monsters;
  gboolean changed = FALSE;

  g_assert_true (json_parser_load_from_file (parser, bundled, &error));
  g_assert_no_error (error);
  monsters = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                           "monsters");
  for (guint i = 0; i < json_array_get_length (monsters); i++)
    {
      JsonObject *m = json_array_get_object_element (monsters, i);

      if (g_str_equal (json_object_get_string_member (m, "name"), "newt"))
        {
          json_object_set_int_member (m, "frequency", 7);
          changed = TRUE;
        }
    }
  g_assert_true (changed);
  json_generator_set_root (gen, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (gen, custom, &error));
  g_assert_no_error (error);
  {
    const char *sit[] = { "--data", custom, "--depth", "3", "--xl", "2", "--genocide", "jackal", NULL };
    const char *plain[] = { "--variant", "3.6.7", "--depth", "3", "--xl", "2", "--genocide", "jackal", NULL };
    g_autoptr (GPtrArray) a1 = args_of ("probs", sit, "--format", "json");
    g_autoptr (GPtrArray) a2 = args_of ("probs", plain, "--format", "json");
    g_autofree char *ours = run_ok (a1);
    g_autofree char *theirs = run_ok (a2);
    g_autoptr (JsonParser) p = json_parser_new ();
    JsonObject *first;

    check_situation (sit, "custom table");
    check_compare (sit, "3.6.7");
    first = json_array_get_object_element (json_object_get_array_member (parse_object (p, ours), "monsters"), 0);
    g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "newt");
    g_assert_cmpstr (ours, !=, theirs);
  }
}

/* Every input a situation does not use is refused: one sentence, exit 2,
   nothing on stdout. */
static void
test_refused (void)
{
  static const struct {
    const char *args[16];
    const char *says;
  } cases[] = {
    { { "probs", "--variant", "3.6.7", "--region", "sokoban", "--depth", "9",
        "--levels-above-entry", "2", "--xl", "5" }, "11" },
    /* the climb with the Amulet is a real state, but not in 3.4.3, whose
       level_difficulty () has no builds-up term at all */
    { { "probs", "--variant", "3.4.3", "--region", "sokoban", "--depth", "7",
        "--levels-above-entry", "1", "--amulet", "--xl", "5" }, "3.4.3" },
    { { "probs", "--variant", "3.6.7", "--depth", "7", "--role", "Valkyrie", "--xl", "5" }, "Quest" },
    { { "probs", "--variant", "3.6.7", "--depth", "7", "--temperature", "hot", "--xl", "5" },
      "temperature" },
    { { "probs", "--variant", "3.6.7", "--depth", "7", "--genocide", "zorkmid", "--xl", "5" },
      "zorkmid" },
    { { "origins", "--variant", "3.6.7", "--depth", "7", "--role", "Valkyrie", "--xl", "5" }, "Quest" },
    { { "compare", "--variant", "3.6.7", "--depth", "7", "--deepest", "9", "--xl", "5",
        "--depth2", "8" }, "Amulet" },
    { { "profile", "--monster", "newt", "--role", "Valkyrie" }, "--role" },
    { { "export", "level", "--against", "3.6.7", "--depth", "5", "-o", "x.png" }, "--against" },
    { { "export", "chart", "--class", "D", "--depth", "5", "--xl", "3", "-o", "x.png" }, "--class" },
    { { "export", "heatmap", "--against", "3.4.3", "--monster", "newt", "-o", "x.png" }, "--against" },
    { { "export", "dungeon", "--xl", "3", "-o", "x.png" }, "--xl" },
    { { "export", "spawn", "--genocide", "newt", "-o", "x.png" }, "--genocide" },
    /* the spawn clock's inputs only where a version reads them */
    { { "origins", "--variant", "3.6.7", "--depth", "7", "--turn", "40000", "--xl", "5" },
      "EvilHack" },
    { { "origins", "--variant", "xnethack", "--depth", "7", "--event", "crowned", "--xl", "5" },
      "EvilHack" },
    { { "origins", "--variant", "evilhack", "--depth", "7", "--event", "knighted", "--xl", "5" },
      "knighted" },
    { { "origins", "--variant", "evilhack", "--depth", "7", "--amulet", "--turn", "9", "--xl", "5" },
      "invocation" },
    { { "origins", "--variant", "evilhack", "--depth", "7", "--demon-lords", "2", "--xl", "5" },
      "xNetHack" },
    { { "origins", "--variant", "xnethack", "--depth", "7", "--demon-lords", "2", "--xl", "5" },
      "Amulet" },
    { { "origins", "--variant", "xnethack", "--depth", "7", "--amulet", "--demon-lords", "9",
        "--xl", "5" }, "--demon-lords" },
    /* on the Planes the want of a staircase up is the reason, with or without the Amulet */
    { { "origins", "--variant", "xnethack", "--region", "astral", "--depth", "45", "--demon-lords", "2",
        "--xl", "5" }, "staircase up, which" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *err = NULL;
      g_autofree char *out = NULL;
      int status;

      out = run (cases[i].args, &status, &err);
      g_test_message ("%s %s: %s", cases[i].args[0], cases[i].args[1], err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, cases[i].says));
      /* one sentence, one line */
      g_assert_nonnull (strchr (err, '\n'));
      g_assert_cmpstr (strchr (err, '\n'), ==, "\n");
    }
}

/* --data reaches every command that computes from monster data: a broken
   table is refused by each, naming the file. */
static void
test_data_every_command (void)
{
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "data", "monsters-truncated.json", NULL);
  g_autofree char *out_png = g_build_filename (tmpdir, "never.png", NULL);
  const char *situation[] = { "--depth", "5", "--xl", "3", NULL };
  static const char *commands[] = {
    "probs", "mkclass --class=a", "origins", "compare --depth2=6", "profile --monster=newt",
    "export chart", "export monsters", "export classes --class=a", "export level",
    "export compare --depth2=6", "export profile --monster=newt", "export heatmap --monster=newt",
    "level --seed=1", "level-stats --seed=1 --count=2", "monsters", "item-use --monster=newt",
    "item-gen --monster=newt", "spawn",
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (GStrv) words = g_strsplit (commands[i], " ", -1);
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      g_autofree char *err = NULL;
      g_autofree char *out = NULL;
      gboolean takes_situation = !g_str_has_prefix (commands[i], "monsters")
                                 && !g_str_has_prefix (commands[i], "item-");
      int status;

      for (int w = 0; words[w]; w++)
        g_ptr_array_add (args, words[w]);
      g_ptr_array_add (args, "--data");
      g_ptr_array_add (args, bad);
      for (int k = 0; takes_situation && situation[k]; k++)
        if (!(g_str_has_prefix (commands[i], "level") && g_str_equal (situation[k], "--xl")))
          g_ptr_array_add (args, (gpointer) situation[k]);
        else
          k++;
      if (g_str_has_prefix (commands[i], "export"))
        {
          g_ptr_array_add (args, "-o");
          g_ptr_array_add (args, out_png);
        }
      g_ptr_array_add (args, NULL);
      out = run ((const char * const *) args->pdata, &status, &err);
      g_test_message ("%s: %s", commands[i], err);
      g_assert_cmpint (status, ==, 2);
      g_assert_nonnull (strstr (err, "monsters-truncated.json"));
      g_assert_false (g_file_test (out_png, G_FILE_TEST_EXISTS));
    }
}

/* probs on a Quest level with --role (the qt_montype () mixture) says
   rndmonst ()'s window as every probs answer does: 3.6.7's rndmonst () at
   level difficulty 14, XL 14: minmlev 14 / 6 = 2, maxmlev (14 + 14) / 2 =
   14; mkclass's own limit, level_difficulty () >> 1 = 7, as mkclass_limit. */
static void
test_quest_window_json (void)
{
  const char *sit[] = { "--variant", "3.6.7", "--region", "quest", "--role", "Valkyrie",
                        "--depth", "14", "--xl", "14", NULL };
  g_autoptr (GPtrArray) probs = args_of ("probs", sit, "--format", "json");
  g_autofree char *out = run_ok (probs);
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root = parse_object (parser, out);

  g_assert_cmpint (json_object_get_int_member (root, "min_difficulty"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (root, "max_difficulty"), ==, 14);
  g_assert_cmpint (json_object_get_int_member (root, "mkclass_limit"), ==, 7);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("nhs-answer-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  g_test_add_func ("/nhs/answer-cli/quest-every-version", test_quest_every_version);
  g_test_add_func ("/nhs/answer-cli/sokoban-climbed", test_sokoban_climbed);
  g_test_add_func ("/nhs/answer-cli/amulet", test_amulet);
  g_test_add_func ("/nhs/answer-cli/quest-window-json", test_quest_window_json);
  g_test_add_func ("/nhs/answer-cli/text-titles", test_text_titles);
  g_test_add_func ("/nhs/answer-cli/difficulty-explanation", test_difficulty_explanation);
  g_test_add_func ("/nhs/answer-cli/gehennom-temperatures", test_gehennom_temperatures);
  g_test_add_func ("/nhs/answer-cli/genocides", test_genocides);
  g_test_add_func ("/nhs/answer-cli/custom-table", test_custom_table);
  g_test_add_func ("/nhs/answer-cli/refused", test_refused);
  g_test_add_func ("/nhs/answer-cli/data-every-command", test_data_every_command);
  status = g_test_run ();
  nhs_test_remove_tree (tmpdir);
  g_free (tmpdir);
  return status;
}
