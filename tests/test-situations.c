/* test-situations.c: the window's controls reach every situation the core
 * understands, and the window and the CLI say the same numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui'.  Thirty random situations (a fixed seed; the Quest in every
 * version, the Amulet with a deepest level, Sokoban's levels climbed and
 * the switches only some versions have among them) are set through the
 * sidebar's controls; the chart's exact fractions must equal those of
 * `nhspawn-cli probs --format json` for the same situation.  The same
 * situations then hold the window's explanations (nhs-strings.c) and the
 * CLI's (the core's English) to the same numbers.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "nhs-window-private.h"
#include "nhs-ui-test-utils.h"
#include "nhs-sidebar-private.h"
#include "nhs-monster-sets.h"
#include "nhs-renames.h"
#include "nhs-answer.h"
#include "nhs-presets.h"
#include "nhs-strings.h"

#define N_SITUATIONS 30

typedef struct {
  NhsSituation sit;
  char *role;
} Case;

static Case cases[N_SITUATIONS];

static const char *
cli_path (void)
{
  const char *path = g_getenv ("NHSPAWN_CLI");

  g_assert_nonnull (path);
  return path;
}

/* A random situation the core accepts; `force` steers the first ones to
   the cases the issue names. */
static void
make_case (GRand *rand,
           int    k,
           Case  *c)
{
  NhsSituation *sit = &c->sit;
  const NhsVariant *v;
  const NhsRegionInfo *info;
  g_autoptr(NhsMonsterSet) set = NULL;
  int lo, hi;

  nhs_situation_init (sit);
  sit->variant = g_rand_int_range (rand, 0, NHS_N_VARIANTS);
  do
    sit->region = g_rand_int_range (rand, 0, NHS_N_REGIONS);
  while (!nhs_region_available (sit->variant, sit->region));
  /* the first cases: the Quest in every version, Sokoban, the Amulet, the
     version-only switches */
  if (k < NHS_N_VARIANTS)
    {
      sit->variant = k;
      sit->region = NHS_REGION_QUEST;
    }
  else if (k < 2 * NHS_N_VARIANTS)
    {
      sit->variant = k - NHS_N_VARIANTS;
      sit->region = NHS_REGION_SOKOBAN;
    }
  else if (k < 2 * NHS_N_VARIANTS + 2)
    sit->amulet = TRUE;
  else if (k < 2 * NHS_N_VARIANTS + 2 + NHS_N_VARIANTS)
    sit->region = NHS_REGION_ORACLE, sit->variant = k - 2 * NHS_N_VARIANTS - 2;
  v = nhs_variant_get (sit->variant);
  info = nhs_region_info (sit->region);
  if (!sit->amulet)
    sit->amulet = g_rand_int_range (rand, 0, 5) == 0;
  /* the climb with or without the Amulet: both are states of the game */
  if (info->builds_up && v->builds_up_difficulty)
    sit->levels_above_entry = g_rand_int_range (rand, 0, nhs_region_levels_above_entry (sit->variant, sit->region) + 1);
  /* the depth: where a level climbed that high can lie */
  g_assert_true (nhs_situation_depth_range (sit, &lo, &hi));
  sit->depth = g_rand_int_range (rand, lo, hi + 1);
  sit->xl = g_rand_int_range (rand, NHS_XL_MIN, NHS_XL_MAX + 1);
  if (g_rand_int_range (rand, 0, 3) == 0)
    sit->align = g_rand_int_range (rand, NHS_ALIGN_NONE, NHS_ALIGN_CHAOTIC + 1);
  if (sit->amulet && !info->endgame)
    {
      int bottom = 1, up = g_rand_int_range (rand, 0, 20);

      /* the deepest level reached lies in the version's dungeon */
      for (int r = 0; r < NHS_N_REGIONS; r++)
        if (nhs_region_depth_range (sit->variant, r, NULL, &hi))
          bottom = MAX (bottom, hi);
      /* and no shallower than a builds-up branch's entry, climbed from */
      sit->deepest = MAX (MIN (sit->depth + up, bottom), sit->depth + sit->levels_above_entry);
    }
  if (v->aggravate_rule != NHS_AGGRAVATE_RULE_NONE)
    sit->aggravate = g_rand_boolean (rand);
  if (v->has_temperature && g_rand_boolean (rand))
    sit->temperature = g_rand_int_range (rand, NHS_TEMPERATURE_NORMAL, NHS_TEMPERATURE_COLD + 1);
  if (v->oracle_woodchuck && info->oracle)
    sit->groundhog_day = g_rand_boolean (rand) ? NHS_TRISTATE_YES : NHS_TRISTATE_NO;
  sit->demigod = g_rand_int_range (rand, 0, 4) == 0;
  /* the invocation (the Amulet, the Planes) sets the flag: the window's and
     the CLI's situations both say so */
  sit->demigod = nhs_situation_demigod (sit);
  set = nhs_monster_sets_get (sit->variant, NULL);
  g_assert_nonnull (set);
  for (int n = g_rand_int_range (rand, 0, 3); n > 0; n--)
    {
      int i = g_rand_int_range (rand, 0, set->special_pm);

      /* genocides go by name: a name two entries share (a were-creature's
         forms) names the first that can be gone; one the game never lets
         go is refused (nhs_monster_refuse_genocide ()) */
      if (nhs_monster_set_lookup_gone (set, set->monsters[i].name)->index == i)
        (void) nhs_situation_mark_gone (sit, set, &set->monsters[i], FALSE, NULL);
    }
  if (info->quest)
    {
      g_autofree const char **roles = nhs_preset_quest_roles (set);
      int n = g_strv_length ((char **) roles);

      c->role = g_strdup (roles[g_rand_int_range (rand, 0, n)]);
    }
  g_assert_true (nhs_situation_validate (sit, NULL));
}

static GPtrArray *
cli_args (const Case *c,
          const char *format)
{
  const NhsSituation *sit = &c->sit;
  const NhsVariant *v = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  g_autoptr(NhsMonsterSet) set = nhs_monster_sets_get (sit->variant, NULL);
  GPtrArray *argv = g_ptr_array_new_with_free_func (g_free);
  static const char *temps[] = { "normal", "hot", "cold" };

  g_ptr_array_add (argv, g_strdup (cli_path ()));
  g_ptr_array_add (argv, g_strdup ("probs"));
  g_ptr_array_add (argv, g_strdup_printf ("--variant=%s", v->key));
  g_ptr_array_add (argv, g_strdup_printf ("--region=%s", info->key));
  g_ptr_array_add (argv, g_strdup_printf ("--depth=%d", sit->depth));
  g_ptr_array_add (argv, g_strdup_printf ("--xl=%d", sit->xl));
  g_ptr_array_add (argv, g_strdup_printf ("--format=%s", format));
  if (sit->align != NHS_ALIGN_FROM_REGION)
    g_ptr_array_add (argv, g_strdup_printf ("--align=%s", nhs_level_align_key (sit->align)));
  if (sit->amulet)
    g_ptr_array_add (argv, g_strdup ("--amulet"));
  if (sit->deepest > 0)
    g_ptr_array_add (argv, g_strdup_printf ("--deepest=%d", sit->deepest));
  if (sit->levels_above_entry > 0)
    g_ptr_array_add (argv, g_strdup_printf ("--levels-above-entry=%d", sit->levels_above_entry));
  if (sit->aggravate)
    g_ptr_array_add (argv, g_strdup ("--aggravate"));
  if (sit->temperature != NHS_TEMPERATURE_FROM_REGION)
    g_ptr_array_add (argv, g_strdup_printf ("--temperature=%s", temps[sit->temperature]));
  if (sit->groundhog_day == NHS_TRISTATE_YES)
    g_ptr_array_add (argv, g_strdup ("--groundhog-day"));
  if (sit->demigod)
    g_ptr_array_add (argv, g_strdup ("--demigod"));
  for (int i = 0; i < set->n && i < NHS_MAX_MONSTERS; i++)
    if (nhs_situation_is_genocided (&c->sit, i))
      g_ptr_array_add (argv, g_strdup_printf ("--genocide=%s", set->monsters[i].name));
    else if (nhs_situation_is_extinct (&c->sit, i))
      g_ptr_array_add (argv, g_strdup_printf ("--extinct=%s", set->monsters[i].name));
  if (c->role)
    g_ptr_array_add (argv, g_strdup_printf ("--role=%s", c->role));
  g_ptr_array_add (argv, NULL);
  return argv;
}

static char *
run_cli (const Case *c,
         const char *format,
         const char *extra)
{
  g_autoptr(GPtrArray) argv = cli_args (c, format);
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = 0;

  if (extra)
    {
      g_ptr_array_remove_index (argv, argv->len - 1);
      g_ptr_array_add (argv, g_strdup (extra));
      g_ptr_array_add (argv, NULL);
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("nhspawn-cli failed: %s", err);
  return out;
}

static void
test_chart_equals_cli (void)
{
  NhsWindow *win;
  int n_with_monsters = 0;

  nhs_ui_test_reset_settings ();
  win = nhs_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (win), 1280, 800);
  gtk_window_present (GTK_WINDOW (win));

  for (int k = 0; k < N_SITUATIONS; k++)
    {
      const Case *c = &cases[k];
      g_autofree char *json = run_cli (c, "json", NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GHashTable) want = g_hash_table_new (g_str_hash, g_str_equal);
      JsonArray *monsters;
      NhsChances *chances;
      const NhsSituation *shown;

      _nhs_sidebar_set_situation (win->sidebar, &c->sit, c->role);
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);

      /* the controls gave the window exactly this situation */
      shown = nhs_window_get_situation (win);
      g_test_message ("case %d: %s %s depth %d deepest %d amulet %d", k, nhs_variant_get (c->sit.variant)->key, nhs_region_info (c->sit.region)->key, c->sit.depth, c->sit.deepest, c->sit.amulet);
      g_assert_cmpint (shown->variant, ==, c->sit.variant);
      g_assert_cmpint (shown->region, ==, c->sit.region);
      g_assert_cmpint (shown->depth, ==, c->sit.depth);
      g_assert_cmpint (shown->xl, ==, c->sit.xl);
      g_assert_cmpint (shown->align, ==, c->sit.align);
      g_assert_cmpint (shown->amulet, ==, c->sit.amulet);
      g_assert_cmpint (shown->deepest, ==, c->sit.deepest);
      g_assert_cmpint (shown->levels_above_entry, ==, c->sit.levels_above_entry);
      g_assert_cmpint (shown->aggravate, ==, c->sit.aggravate);
      g_assert_cmpint (shown->temperature, ==, c->sit.temperature);
      g_assert_cmpint (shown->groundhog_day, ==, c->sit.groundhog_day);
      g_assert_cmpint (shown->demigod, ==, c->sit.demigod);
      g_assert_cmpmem (shown, sizeof *shown, &c->sit, sizeof c->sit);
      g_assert_cmpstr (nhs_sidebar_get_role (win->sidebar), ==, c->role);

      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      monsters = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                               "monsters");
      for (guint i = 0; i < json_array_get_length (monsters); i++)
        {
          JsonObject *m = json_array_get_object_element (monsters, i);

          g_hash_table_insert (want, (gpointer) json_object_get_string_member (m, "name"),
                               (gpointer) json_object_get_string_member (m, "fraction"));
        }
      chances = nhs_bar_chart_get_chances (nhs_overview_page_get_chart (NHS_UI_OVERVIEW (win)));
      g_assert_nonnull (chances);
      g_test_message ("situation %d: %s region %s depth %d → %u monsters", k,
                      nhs_variant_get (c->sit.variant)->key, nhs_region_info (c->sit.region)->key,
                      c->sit.depth, g_hash_table_size (want));
      g_assert_cmpint (chances->n_results, ==, (int) g_hash_table_size (want));
      n_with_monsters += chances->n_results > 0;
      for (int i = 0; i < chances->n_results; i++)
        {
          int index = chances->order[i];
          const char *name = chances->set->monsters[index].name;
          g_autofree char *fraction = nhs_chances_fraction (chances, index);

          g_assert_cmpstr (fraction, ==, g_hash_table_lookup (want, name));
        }
    }
  /* a plane can hold no monster for a high XL, but not most situations */
  g_assert_cmpint (n_with_monsters, >=, N_SITUATIONS - 3);
  gtk_window_destroy (GTK_WINDOW (win));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Every integer in a sentence, in order ("−" and "+" signs kept). */
static GArray *
numbers (const char *text)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (gint64));
  const char *p = text;

  while (*p)
    {
      if (g_ascii_isdigit (*p))
        {
          char *end;
          gint64 v = g_ascii_strtoll (p, &end, 10);

          if (p > text && (p[-1] == '-' || p[-1] == '+'))
            v = p[-1] == '-' ? -v : v;
          g_array_append_val (out, v);
          p = end;
        }
      else
        p++;
    }
  return out;
}

static void
assert_same_numbers (const char *cli,
                     const char *app)
{
  g_autoptr(GArray) a = numbers (cli);
  g_autoptr(GArray) b = numbers (app);

  /* (memcmp may not be handed the NULL data of two empty arrays) */
  if (a->len != b->len || (a->len > 0 && memcmp (a->data, b->data, a->len * sizeof (gint64)) != 0))
    g_error ("the CLI says “%s”, the window “%s”: not the same numbers", cli, app);
}

static void
test_difficulty_numbers (void)
{
  for (int k = 0; k < N_SITUATIONS; k++)
    {
      Case c = cases[k];
      g_autofree char *text = NULL;
      g_autofree char *app = NULL;
      char *line, *end;

      c.role = NULL;  /* the explanation is rndmonst's table's */
      text = run_cli (&c, "table", NULL);
      line = strstr (text, "\nlevel difficulty ");
      g_assert_nonnull (line);
      line += strlen ("\nlevel ");
      end = strchr (line, '\n');
      *end = '\0';
      app = nhs_strings_difficulty (&c.sit);
      assert_same_numbers (line, app);
    }
}

static void
test_exclusion_numbers (void)
{
  for (int k = 0; k < N_SITUATIONS; k++)
    {
      Case c = cases[k];
      g_autofree char *text = NULL;
      g_autoptr(NhsMonsterSet) set = nhs_monster_sets_get (c.sit.variant, NULL);
      g_autoptr(NhsDistribution) dist = nhs_rndmonst_compute (set, &c.sit, NULL);
      g_auto(GStrv) lines = NULL;
      gboolean in_list = FALSE;
      int n = 0, next = 0;

      c.role = NULL;
      text = run_cli (&c, "table", "--excluded");
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 0; lines[i]; i++)
        {
          g_autofree char *name = NULL;
          g_autofree char *app = NULL;
          const char *colon;

          if (g_str_equal (lines[i], "cannot appear:"))
            {
              in_list = TRUE;
              continue;
            }
          if (!in_list || lines[i][0] == '\0')
            continue;
          colon = strstr (lines[i], ": ");
          g_assert_nonnull (colon);
          name = g_strndup (lines[i] + 2, colon - lines[i] - 2);
          /* the CLI lists them in mons[] order (names repeat: were-creatures);
             not SLASH'EM's woodchuck on Groundhog Day, out of the list but
             drawn by the Oracle's own rule */
          while (next < dist->n && (dist->candidates[next].exclusion == NHS_EXCLUDED_NOT
                                    || dist->candidates[next].num > 0
                                    || set->monsters[next].placeholder))
            next++;
          g_assert_cmpint (next, <, dist->n);
          g_assert_cmpstr (name, ==, set->monsters[next].name);
          /* one wording, the core's: the window's words (English here)
             are the CLI's, reason for reason */
          app = nhs_strings_exclusion (dist, next);
          g_assert_cmpstr (colon + 2, ==, app);
          next++;
          n++;
        }
      g_assert_true (in_list);
      g_assert_cmpint (n, >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GRand) rand = NULL;
  guint32 seed = 20261123;

  /* not gtk_test_init (): it sets the en_US.UTF-8 locale, and a newer GTK
     warns (fatally here) where that locale is not installed */
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  if (g_getenv ("NHS_TEST_SEED"))
    seed = (guint32) g_ascii_strtoull (g_getenv ("NHS_TEST_SEED"), NULL, 10);
  g_test_message ("seed %u (NHS_TEST_SEED sets another)", seed);
  rand = g_rand_new_with_seed (seed);
  for (int k = 0; k < N_SITUATIONS; k++)
    make_case (rand, k, &cases[k]);

  g_test_add_func ("/nhs/situations/chart-equals-cli", test_chart_equals_cli);
  g_test_add_func ("/nhs/situations/difficulty-numbers", test_difficulty_numbers);
  g_test_add_func ("/nhs/situations/exclusion-numbers", test_exclusion_numbers);
  return g_test_run ();
}
