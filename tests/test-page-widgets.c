/* test-page-widgets.c: the Overview, Monsters, Classes and Level pages on
 * their own, outside the window: each takes `situation` and `distribution`
 * as properties, refreshes once per change (when the two agree) and only
 * while shown, and shows the core's numbers
 *
 * Suite 'ui'.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-monster-row.h"
#include "nhs-monster-sets.h"
#include "nhs-steady-bin.h"
#include "nhs-ui-test-utils.h"
#include "nhs-word-search.h"

typedef struct {
  GtkWidget *window;
  GtkStack *stack;
  NhsPage *page;
  NhsMonsterSet *set;
} Harness;

/* The page in a stack beside another page, the other one shown. */
static void
harness_init (Harness *h,
              GType    type)
{
  h->window = gtk_window_new ();
  h->stack = GTK_STACK (gtk_stack_new ());
  h->page = g_object_new (type, NULL);
  g_assert_true (NHS_IS_PAGE (h->page));
  gtk_stack_add_named (h->stack, gtk_label_new ("another page"), "other");
  gtk_stack_add_named (h->stack, GTK_WIDGET (h->page), "page");
  gtk_stack_set_visible_child_name (h->stack, "other");
  gtk_window_set_child (GTK_WINDOW (h->window), GTK_WIDGET (h->stack));
  gtk_window_set_default_size (GTK_WINDOW (h->window), 1100, 760);
  gtk_window_present (GTK_WINDOW (h->window));
  h->set = nhs_monster_sets_get (NHS_VARIANT_367, NULL);
  g_assert_nonnull (h->set);
  nhs_ui_test_settle ();
}

static void
harness_show (Harness  *h,
              gboolean  shown)
{
  gtk_stack_set_visible_child_name (h->stack, shown ? "page" : "other");
  nhs_ui_test_settle ();
  g_assert_cmpint (gtk_widget_get_mapped (GTK_WIDGET (h->page)), ==, shown);
}

static void
harness_clear (Harness *h)
{
  gtk_window_destroy (GTK_WINDOW (h->window));
  nhs_monster_set_unref (h->set);
  nhs_ui_test_settle ();
}

static void
situation_at (NhsSituation *sit,
              int           depth,
              int           xl)
{
  nhs_situation_init (sit);
  sit->variant = NHS_VARIANT_367;
  sit->depth = depth;
  sit->xl = xl;
}

/* The core's distribution for sit with a version's set, as the window
   computes it. */
static NhsChances *
chances_of (NhsMonsterSet      *set,
            const NhsSituation *sit)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDistribution) dist = nhs_rndmonst_compute (set, sit, &error);

  g_assert_no_error (error);
  return nhs_chances_new_rndmonst (dist);
}

static NhsChances *
chances_for (Harness            *h,
             const NhsSituation *sit)
{
  return chances_of (h->set, sit);
}

/* The window's order: the situation, then its distribution. */
static void
give (Harness            *h,
      const NhsSituation *sit,
      NhsChances         *chances)
{
  g_object_set (h->page, "situation", sit, NULL);
  g_object_set (h->page, "distribution", chances, NULL);
}

/* The marks' legend above a chart: the label in the NhsSteadyBin just
   above the chart's scrolled window. Its text changes with nearly every
   step of a slider; in a bin, the window does not measure the wrapping
   label again for each text (in bench-chart's callgrind, on main at
   9deed34, that was 11.7 M of a depth step's 13.4 M instructions of
   layout). */
static GtkLabel *
marks_legend_of (NhsBarChart *chart)
{
  GtkWidget *sw = gtk_widget_get_ancestor (GTK_WIDGET (chart), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *bin = sw != NULL ? gtk_widget_get_prev_sibling (sw) : NULL;
  GtkWidget *legend;

  g_assert_true (NHS_IS_STEADY_BIN (bin));
  legend = gtk_widget_get_first_child (bin);
  g_assert_true (GTK_IS_LABEL (legend));
  g_assert_true (gtk_widget_get_visible (bin));
  return GTK_LABEL (legend);
}

static void
test_overview (void)
{
  Harness h;
  NhsSituation a, b;
  g_autoptr (NhsChances) ca = NULL;
  g_autoptr (NhsChances) cb = NULL;
  NhsOverviewPage *page;
  NhsBarChart *chart;
  g_autofree char *focused = NULL;

  harness_init (&h, NHS_TYPE_OVERVIEW_PAGE);
  page = NHS_OVERVIEW_PAGE (h.page);
  chart = nhs_overview_page_get_chart (page);
  situation_at (&a, 12, 8);
  situation_at (&b, 3, 1);
  ca = chances_for (&h, &a);
  cb = chances_for (&h, &b);

  /* hidden: the chart is not filled */
  give (&h, &a, ca);
  g_assert_null (nhs_bar_chart_get_chances (chart));
  /* shown: the core's chances, titled with the situation */
  harness_show (&h, TRUE);
  g_assert_true (nhs_bar_chart_get_chances (chart) == ca);
  g_assert_nonnull (strstr (nhs_bar_chart_get_title (chart), "depth 12"));

  /* a new situation alone waits for its distribution: no refresh with a
     distribution computed for another situation */
  g_object_set (h.page, "situation", &b, NULL);
  g_assert_true (nhs_bar_chart_get_chances (chart) == ca);
  g_assert_nonnull (strstr (nhs_bar_chart_get_title (chart), "depth 12"));
  g_object_set (h.page, "distribution", cb, NULL);
  g_assert_true (nhs_bar_chart_get_chances (chart) == cb);
  g_assert_nonnull (strstr (nhs_bar_chart_get_title (chart), "depth 3"));

  /* issue 24: the "new" marks of that change are explained beside the
     chart, with their counts, and cleared by the next change */
  {
    NhsChartParams params;
    NhsRenderTheme theme;
    int entered, left;
    g_autofree char *want = NULL;
    g_autoptr (NhsChances) cb2 = chances_for (&h, &b);
    gboolean has;

    nhs_bar_chart_params_init (&params, cb, NULL);
    nhs_bar_chart_get_export (chart, &params, &theme);
    params.previous = ca;
    nhs_render_chart_count_changes (&params, &entered, &left);
    g_assert_cmpint (entered + left, >, 0);
    want = nhs_bar_chart_marks_legend_text (entered, left);
    g_assert_cmpstr (nhs_bar_chart_get_marks_legend (chart), ==, want);
    g_assert_nonnull (strstr (want, "“new”"));
    g_object_get (chart, "has-marks", &has, NULL);
    g_assert_true (has);
    {
      GtkLabel *legend = marks_legend_of (chart);

      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (legend)));
      g_assert_cmpstr (gtk_label_get_label (legend), ==, want);
    }
    g_assert_null (nhs_bar_chart_marks_legend_text (0, 0));
    /* the same eligibility again: no marks, no legend */
    g_object_set (h.page, "distribution", cb2, NULL);
    g_assert_true (nhs_bar_chart_get_chances (chart) == cb2);
    g_assert_null (nhs_bar_chart_get_marks_legend (chart));
    g_object_get (chart, "has-marks", &has, NULL);
    g_assert_false (has);
    /* the legend's line stays, empty: the chart does not move up and down
       a line while a slider is dragged (and hiding it set GTK's frame clock
       ticking after each step) */
    {
      GtkLabel *legend = marks_legend_of (chart);

      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (legend)));
      g_assert_cmpstr (gtk_label_get_label (legend), ==, "");
    }
    g_object_set (h.page, "distribution", cb, NULL);
  }

  /* the search focuses the most likely monster whose name holds the text */
  g_assert_true (nhs_overview_page_find (page, "NEWT"));
  g_object_get (page, "focused-monster", &focused, NULL);
  g_assert_cmpstr (focused, ==, "newt");
  g_assert_cmpint (nhs_bar_chart_get_focused (chart), ==,
                   nhs_monster_set_lookup (h.set, "newt")->index);
  g_assert_nonnull (strstr (gtk_label_get_text (nhs_overview_page_get_focus_label (page)), "newt"));
  g_assert_false (nhs_overview_page_find (page, "no such monster"));

  /* the sample level follows the seed */
  g_object_set (page, "seed", (guint64) 42, NULL);
  g_assert_nonnull (nhs_level_view_get_level (nhs_overview_page_get_level_view (page)));
  g_assert_cmpuint (nhs_level_get_seed (nhs_level_view_get_level (nhs_overview_page_get_level_view (page))),
                    ==, 42);
  harness_clear (&h);
}

static void
test_monsters (void)
{
  Harness h;
  NhsSituation a;
  g_autoptr (NhsChances) ca = NULL;
  NhsMonstersPage *page;
  GListModel *rows;
  g_autofree char *focused = NULL;

  harness_init (&h, NHS_TYPE_MONSTERS_PAGE);
  page = NHS_MONSTERS_PAGE (h.page);
  rows = nhs_monsters_page_get_rows (page);
  situation_at (&a, 12, 8);
  ca = chances_for (&h, &a);

  give (&h, &a, ca);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);   /* hidden */
  harness_show (&h, TRUE);
  /* every monster that can appear, most likely first */
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, (guint) ca->n_results);
  {
    g_autoptr (NhsMonsterRow) first = g_list_model_get_item (rows, 0);

    g_assert_cmpint (nhs_monster_row_get_index (first), ==, ca->order[0]);
  }
  /* the excluded too, when asked */
  g_object_set (page, "show-excluded", TRUE, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, (guint) ca->n_results);
  g_object_set (page, "show-excluded", FALSE, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, (guint) ca->n_results);
  /* picking a row focuses its monster */
  gtk_single_selection_set_selected (nhs_monsters_page_get_selection (page), 0);
  g_object_get (page, "focused-monster", &focused, NULL);
  g_assert_cmpstr (focused, ==, h.set->monsters[ca->order[0]].name);
  harness_clear (&h);
}

/* the labels the picker's search keeps for `typed`: the drop-down's filter
   keeps an item whose search string starts with what was typed */
static GPtrArray *
kept_by_search (GtkDropDown *dd,
                const char  *typed)
{
  GListModel *model = gtk_drop_down_get_model (dd);
  GtkExpression *expression = gtk_drop_down_get_expression (dd);
  GPtrArray *kept = g_ptr_array_new_with_free_func (g_free);
  GtkEditable *entry = g_object_get_data (G_OBJECT (dd), "nhs-word-search-entry");

  g_assert_nonnull (entry);
  gtk_editable_set_text (entry, typed);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);
      g_auto (GValue) v = G_VALUE_INIT;
      g_autofree char *a = NULL, *b = NULL;

      g_assert_true (gtk_expression_evaluate (expression, item, &v));
      a = g_utf8_casefold (g_value_get_string (&v), -1);
      b = g_utf8_casefold (typed, -1);
      if (g_str_has_prefix (a, b))
        g_ptr_array_add (kept, g_strdup (gtk_string_object_get_string (item)));
    }
  gtk_editable_set_text (entry, "");
  return kept;
}

static gboolean
kept_has (GPtrArray  *kept,
          const char *label)
{
  for (guint i = 0; i < kept->len; i++)
    if (strcmp (g_ptr_array_index (kept, i), label) == 0)
      return TRUE;
  return FALSE;
}

/* The Classes picker's search finds any word: a class by its symbol or S_
   name (in part), a preset by a word of its title or its key (issue 24);
   GtkDropDown's own search matched only a label's start */
static void
test_classes_search (void)
{
  Harness h;
  NhsSituation a;
  g_autoptr (NhsChances) ca = NULL;
  GtkDropDown *dd;

  g_assert_true (nhs_word_search_matches ("Class D (S_DRAGON)", "dragon"));
  g_assert_true (nhs_word_search_matches ("Class D (S_DRAGON)", "S_DRAG"));
  g_assert_true (nhs_word_search_matches ("Class & (S_DEMON)", "&"));
  g_assert_true (nhs_word_search_matches ("A throne room's court", "THRONE ro"));
  g_assert_false (nhs_word_search_matches ("Class D (S_DRAGON)", "ragon"));
  g_assert_false (nhs_word_search_matches (NULL, "x"));

  harness_init (&h, NHS_TYPE_CLASSES_PAGE);
  situation_at (&a, 12, 8);
  ca = chances_for (&h, &a);
  give (&h, &a, ca);
  harness_show (&h, TRUE);
  dd = nhs_classes_page_get_picker (NHS_CLASSES_PAGE (h.page));
  {
    g_autoptr (GPtrArray) kept = kept_by_search (dd, "dragon");

    g_assert_cmpuint (kept->len, ==, 1);
    g_assert_true (kept_has (kept, "Class D (S_DRAGON)"));
  }
  {
    g_autoptr (GPtrArray) kept = kept_by_search (dd, "S_DRAGON");

    g_assert_true (kept_has (kept, "Class D (S_DRAGON)"));
  }
  {
    g_autoptr (GPtrArray) kept = kept_by_search (dd, "throne");

    g_assert_cmpuint (kept->len, ==, 1);
    g_assert_true (kept_has (kept, "A throne room's court (courtmon)"));
  }
  {
    /* a preset by its key */
    g_autoptr (GPtrArray) kept = kept_by_search (dd, "demon-gating");

    g_assert_true (kept_has (kept, "Demon gating and demon minions (ndemon)"));
  }
  harness_clear (&h);
}

static void
test_classes (void)
{
  Harness h;
  NhsSituation a;
  g_autoptr (NhsChances) ca = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsClassDist) want = NULL;
  NhsClassesPage *page;
  NhsChances *shown;

  harness_init (&h, NHS_TYPE_CLASSES_PAGE);
  page = NHS_CLASSES_PAGE (h.page);
  situation_at (&a, 12, 8);
  ca = chances_for (&h, &a);
  give (&h, &a, ca);
  g_assert_null (nhs_bar_chart_get_chances (nhs_classes_page_get_chart (page)));
  harness_show (&h, TRUE);
  /* the legend of its marks, as the Overview's, keeps its place */
  marks_legend_of (nhs_classes_page_get_chart (page));
  /* the first class of the table: mkclass () of it, as the core computes */
  shown = nhs_bar_chart_get_chances (nhs_classes_page_get_chart (page));
  g_assert_nonnull (shown);
  g_assert_nonnull (shown->mkclass);
  want = nhs_mkclass_compute (h.set, &a, h.set->monsters[0].mlet, NHS_MKCLASS_ANY_ALIGN, &error);
  g_assert_no_error (error);
  g_assert_cmpint (shown->n_results, ==, want->n_results);
  for (int i = 0; i < want->n_results; i++)
    g_assert_true (mpq_equal (shown->mkclass->probs[want->order[i]], want->probs[want->order[i]]));
  /* the copy is the class table */
  {
    g_autofree char *csv = nhs_page_copy_text (h.page, NHS_FORMAT_CSV, NULL);

    g_assert_nonnull (csv);
    g_assert_nonnull (strstr (csv, h.set->monsters[want->order[0]].name));
  }
  harness_clear (&h);
}

/* The page given the situation and its rndmonst chances for the version's
   set (returned; the caller keeps them while the page shows them). */
static NhsChances *
give_region (Harness            *h,
             NhsMonsterSet      *set,
             const NhsSituation *sit)
{
  NhsChances *chances = chances_of (set, sit);

  give (h, sit, chances);
  return chances;
}

static void
test_level (void)
{
  Harness h;
  NhsSituation a;
  g_autoptr (NhsChances) ca = NULL;
  NhsLevelPage *page;
  const NhsLevelSample *sample;

  harness_init (&h, NHS_TYPE_LEVEL_PAGE);
  page = NHS_LEVEL_PAGE (h.page);
  situation_at (&a, 5, 3);
  ca = chances_for (&h, &a);
  g_object_set (page, "seed", (guint64) 1234, NULL);
  give (&h, &a, ca);
  harness_show (&h, TRUE);
  sample = nhs_level_page_get_sample (page);
  g_assert_nonnull (sample->level);
  g_assert_cmpuint (nhs_level_get_seed (sample->level), ==, 1234);
  g_assert_cmpint (sample->kind, ==, NHS_LEVEL_KIND_ROOMS);
  for (int i = 0; i < nhs_level_n_monsters (sample->level); i++)
    g_assert_nonnull (nhs_level_monster (sample->level, i)->name);
  g_assert_true (nhs_level_view_get_level (nhs_level_page_get_view (page)) == sample->level);
  /* the same situation and seed: the same level, not made again */
  g_assert_true (nhs_level_page_get_sample (page) == sample);
  /* 5.0.0: the info line names the level's themed rooms, by the game's names */
  a.variant = NHS_VARIANT_500;
  g_clear_pointer (&ca, nhs_chances_unref);
  {
    g_autoptr (NhsMonsterSet) set500 = nhs_monster_sets_get (NHS_VARIANT_500, NULL);
    gboolean named = FALSE;

    ca = chances_of (set500, &a);
    for (guint64 seed = 1; seed < 200 && !named; seed++)
      {
        g_object_set (page, "seed", seed, NULL);
        give (&h, &a, ca);
        sample = nhs_level_page_get_sample (page);
        g_assert_nonnull (sample->level);
        for (int i = 0; i < nhs_level_n_themed_rooms (sample->level); i++)
          {
            const char *name = nhs_level_themed_room (sample->level, i);

            if (g_strcmp0 (name, "default") == 0)
              continue;
            g_assert_nonnull (strstr (sample->info, "Themed rooms: "));
            g_assert_nonnull (strstr (sample->info, name));
            named = TRUE;
          }
        if (!named)
          g_assert_null (strstr (sample->info, "Themed rooms"));
      }
    g_assert_true (named);
    /* EvilHack: no themed rooms; its rooms from dat/vaults.des's templates
       are called room templates, by the file's names */
    {
      g_autoptr (NhsMonsterSet) set_evil = nhs_monster_sets_get (NHS_VARIANT_EVILHACK, NULL);
      g_autoptr (NhsChances) ce = NULL;
      NhsSituation e = a;

      e.variant = NHS_VARIANT_EVILHACK;
      ce = chances_of (set_evil, &e);
      named = FALSE;
      for (guint64 seed = 1; seed < 200 && !named; seed++)
        {
          g_object_set (page, "seed", seed, NULL);
          give (&h, &e, ce);
          sample = nhs_level_page_get_sample (page);
          g_assert_nonnull (sample->level);
          g_assert_null (strstr (sample->info, "Themed"));
          for (int i = 0; i < nhs_level_n_themed_rooms (sample->level); i++)
            {
              const char *name = nhs_level_themed_room (sample->level, i);

              if (nhs_level_themed_room_plain (nhs_level_get_variant (sample->level), name))
                continue;
              g_assert_nonnull (strstr (sample->info, " Room templates (dat/vaults.des): "));
              g_assert_nonnull (strstr (sample->info, name));
              named = TRUE;
            }
        }
      g_assert_true (named);
    }
    /* 5.0.0's Gehennom: a filler level of dat/hellfill.lua, said so */
    a.region = NHS_REGION_GEHENNOM;
    a.depth = 30;
    g_clear_pointer (&ca, nhs_chances_unref);
    ca = give_region (&h, set500, &a);
    sample = nhs_level_page_get_sample (page);
    g_assert_nonnull (sample->level);
    g_assert_cmpint (sample->kind, ==, NHS_LEVEL_KIND_MAZE);
    g_assert_nonnull (strstr (sample->about, "dat/hellfill.lua"));
    g_assert_nonnull (strstr (sample->info, "Gehennom filler level"));
    /* 5.0.0's Rogue level is made, its rooms said to be unfilled */
    a.region = NHS_REGION_ROGUE;
    a.depth = 16;
    g_clear_pointer (&ca, nhs_chances_unref);
    ca = give_region (&h, set500, &a);
    sample = nhs_level_page_get_sample (page);
    g_assert_nonnull (sample->level);
    g_assert_cmpint (sample->kind, ==, NHS_LEVEL_KIND_ROGUE);
    g_assert_cmpint (nhs_level_n_monsters (sample->level), ==, 1);
    g_assert_nonnull (strstr (sample->about, "never filled"));
    /* a level made: the sentence under it says what kind */
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (nhs_level_page_get_about (page))));
    /* and its seed and phase can be chosen */
    g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (nhs_level_page_get_seed_entry (page))));
    g_assert_true (gtk_widget_get_sensitive (nhs_level_page_get_phase_row (page)));
    g_assert_null (gtk_widget_get_tooltip_text (nhs_level_page_get_phase_row (page)));
    a.region = NHS_REGION_DUNGEONS;
    a.depth = 5;
  }
  a.variant = NHS_VARIANT_367;
  g_clear_pointer (&ca, nhs_chances_unref);
  ca = chances_for (&h, &a);

  /* Sokoban is the game's own map: no level, its maps named */
  a.region = NHS_REGION_SOKOBAN;
  a.depth = 6;
  g_clear_pointer (&ca, nhs_chances_unref);
  ca = chances_for (&h, &a);
  give (&h, &a, ca);
  sample = nhs_level_page_get_sample (page);
  g_assert_null (sample->level);
  g_assert_nonnull (strstr (sample->message, "soko1"));
  g_assert_nonnull (strstr (gtk_label_get_text (nhs_level_page_get_about (page)), "soko1"));
  /* the map's place says it; the line under it would say it again */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (nhs_level_page_get_about (page))));
  /* no level: the seed and the phase choose nothing, and say why */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (nhs_level_page_get_seed_entry (page))));
  g_assert_false (gtk_widget_get_sensitive (nhs_level_page_get_phase_row (page)));
  {
    const char *tip = gtk_widget_get_tooltip_text (nhs_level_page_get_phase_row (page));

    g_assert_cmpstr (tip, ==, sample->message);
  }
  /* with 0 levels climbed the hero is on the entry, soko4 (ENTRY -1);
     two climbed, on soko2: the page says which */
  g_assert_nonnull (strstr (sample->message, "Here: depth 6: always Sokoban's first level, the entry."));
  a.levels_above_entry = 2;
  g_clear_pointer (&ca, nhs_chances_unref);
  ca = chances_for (&h, &a);
  give (&h, &a, ca);
  sample = nhs_level_page_get_sample (page);
  g_assert_nonnull (strstr (sample->message, "Here: depth 6: always Sokoban's third level."));
  harness_clear (&h);
}

/* The UI tests' log rules (nhs_ui_test_init): any warning or critical,
   ours or GTK's, ends the test, except GTK 4.24's frame-timing warning on
   X11, which is printed and let through. */
static void
warn_after_frame_timing (gboolean ours)
{
  g_log_structured ("Gdk", G_LOG_LEVEL_WARNING,
                    "MESSAGE", "gdk_frame_timings_submitted() called on submitted frame.");
  g_printerr ("still running\n");
  if (ours)
    g_warning ("a warning of ours");
  else
    g_log_structured ("Gtk", G_LOG_LEVEL_CRITICAL, "MESSAGE", "a critical of GTK's");
  g_printerr ("not reached\n");
}

static void
warn_ours (void)
{
  warn_after_frame_timing (TRUE);
}

static void
warn_gtk (void)
{
  warn_after_frame_timing (FALSE);
}

static void
test_warnings_fatal (void)
{
  const char *which[] = { "ours", "gtk" };

  for (guint i = 0; i < G_N_ELEMENTS (which); i++)
    {
      g_autofree char *path = g_strdup_printf ("/nhs/page-widgets/warnings-fatal/subprocess/%s", which[i]);

      g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_failed ();
      g_test_trap_assert_stderr ("*gdk_frame_timings_submitted*still running*");
      g_test_trap_assert_stderr_unmatched ("*not reached*");
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/nhs/page-widgets/overview", test_overview);
  g_test_add_func ("/nhs/page-widgets/monsters", test_monsters);
  g_test_add_func ("/nhs/page-widgets/classes", test_classes);
  g_test_add_func ("/nhs/page-widgets/classes-search", test_classes_search);
  g_test_add_func ("/nhs/page-widgets/level", test_level);
  g_test_add_func ("/nhs/page-widgets/warnings-fatal", test_warnings_fatal);
  g_test_add_func ("/nhs/page-widgets/warnings-fatal/subprocess/ours", warn_ours);
  g_test_add_func ("/nhs/page-widgets/warnings-fatal/subprocess/gtk", warn_gtk);
  return g_test_run ();
}
