/* test-session.c: the window's session (issue 23): one answer per change of
 * situation; a monster table opened with Open Monster Table… reaches every
 * page that shows monsters; genocides survive a change of table by name,
 * or are dropped and named; the sidebar disables an input the situation
 * does not use and says why; the difficulty line explains the answer
 * computed
 *
 * Suite 'ui'.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "nhs-item-use-page.h"
#include "nhs-sidebar-private.h"
#include "nhs-strings.h"
#include "nhs-ui-test-utils.h"

static guint
computations (NhsWindow *win)
{
  return nhs_session_get_n_computations (win->session);
}

/* Each change of the situation, whatever the control, is one answer:
   not one per page, not one per property. */
static void
test_one_computation_per_change (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  guint n;

  /* three pages built, so that more than one follows the answer */
  _nhs_window_get_page (win, "monsters");
  _nhs_window_get_page (win, "classes");
  nhs_ui_test_settle ();

  n = computations (win);
  gtk_adjustment_set_value (win->sidebar->depth_adjustment, 7);
  nhs_ui_test_settle ();
  g_assert_cmpuint (computations (win), ==, n + 1);
  g_assert_cmpint (nhs_session_get_answer (win->session)->situation.depth, ==, 7);

  n = computations (win);
  gtk_adjustment_set_value (win->sidebar->xl_adjustment, 9);
  nhs_ui_test_settle ();
  g_assert_cmpuint (computations (win), ==, n + 1);

  n = computations (win);
  nhs_choice_button_set_selected (win->sidebar->region_dropdown, NHS_REGION_MINES);
  nhs_ui_test_settle ();
  g_assert_cmpuint (computations (win), ==, n + 1);
  g_assert_cmpint (nhs_session_get_answer (win->session)->situation.region, ==, NHS_REGION_MINES);

  n = computations (win);
  gtk_switch_set_active (win->sidebar->demigod_switch, TRUE);
  nhs_ui_test_settle ();
  g_assert_cmpuint (computations (win), ==, n + 1);

  /* every page shows that one answer's chances */
  g_assert_true (nhs_page_get_distribution (_nhs_window_get_page (win, "monsters"))
                 == nhs_session_get_answer (win->session)->chances);
  g_assert_true (nhs_page_get_distribution (_nhs_window_get_page (win, "overview"))
                 == nhs_session_get_answer (win->session)->chances);
  nhs_ui_test_destroy_window (win);
}

static char *
custom_table (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "monsters-custom.json", NULL);
}

static gboolean
shows (NhsChances *chances,
       const char *name)
{
  const NhsMonster *m = chances ? nhs_monster_set_lookup (chances->set, name) : NULL;

  return m != NULL && nhs_chances_possible (chances, m->index);
}

/* A custom 3.6.7 table (its giant ant renamed the glass ant): every page
   that shows monsters computes on it, not on the built-in table. */
static void
test_custom_table_every_page (void)
{
  g_autofree char *path = custom_table ();
  g_autoptr(GError) error = NULL;
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsMonsterSet *table;
  NhsPage *page;
  const NhsDiff *diff;
  g_autofree char *cell = NULL;

  nhs_sidebar_select_variant (win->sidebar, NHS_VARIANT_367);
  gtk_adjustment_set_value (win->sidebar->depth_adjustment, 8);
  gtk_adjustment_set_value (win->sidebar->xl_adjustment, 8);
  nhs_ui_test_settle ();
  g_assert_false (shows (nhs_session_get_answer (win->session)->chances, "glass ant"));

  g_assert_true (_nhs_window_open_monster_table (win, path, &error));
  g_assert_no_error (error);
  nhs_ui_test_settle ();
  table = nhs_session_get_table (win->session, NHS_VARIANT_367, NULL);
  g_assert_cmpstr (nhs_session_get_table_file (win->session, NHS_VARIANT_367), ==, path);
  g_assert_nonnull (nhs_monster_set_lookup (table, "glass ant"));
  g_assert_true (nhs_session_get_answer (win->session)->set == table);
  g_assert_true (shows (nhs_session_get_answer (win->session)->chances, "glass ant"));

  /* the pages of the situation's distribution, each shown in turn */
  {
    const char *keys[] = { "overview", "monsters", "classes", "level" };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        _nhs_window_set_page (win, keys[i]);
        nhs_ui_test_settle ();
        page = _nhs_window_get_page (win, keys[i]);
        g_assert_true (nhs_page_get_distribution (page)->set == table);
        g_assert_true (shows (nhs_page_get_distribution (page), "glass ant"));
      }
  }
  g_assert_true (nhs_bar_chart_get_chances (nhs_overview_page_get_chart (NHS_UI_OVERVIEW (win)))->set
                 == table);
  g_assert_true (nhs_level_page_get_sample (NHS_UI_LEVEL (win)) != NULL);

  /* Compare: side A is the table in use */
  _nhs_window_set_page (win, "compare");
  nhs_ui_test_settle ();
  diff = nhs_compare_page_get_diff (NHS_UI_COMPARE (win));
  g_assert_nonnull (diff);
  g_assert_true (diff->a->set == table);

  /* Profile: the renamed monster has a profile (the built-in table has no
     such monster) */
  _nhs_window_set_page (win, "profile");
  nhs_profile_page_set_monster (NHS_UI_PROFILE (win), "glass ant");
  nhs_ui_test_settle ();
  cell = nhs_profile_page_describe_cell (NHS_UI_PROFILE (win), 8, 8);
  g_assert_nonnull (cell);

  /* Item use: its monster list is the table in use */
  _nhs_window_set_page (win, "item-use");
  nhs_ui_test_settle ();
  page = _nhs_window_get_page (win, "item-use");
  nhs_item_use_page_set_variant (NHS_ITEM_USE_PAGE (page), "3.6.7");
  nhs_ui_test_settle ();
  g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "glass ant"));
  g_assert_false (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "killer bee"));

  /* the sidebar offers the table's monsters to genocide */
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->genocide_entry), "glass");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "search-changed");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->genocide_suggestions)));
  nhs_ui_test_destroy_window (win);
}

/* The sidebar's extinct list, apart from the genocides: it offers only
   monsters made at random (makemon.c propagate () makes extinct nothing
   else: not the minotaur, G_NOGEN); an extinct soldier ant is out of
   rndmonst () as a genocided one would be (G_GONE), with its own reason,
   and the soldier ant is not genocided. */
static void
test_extinct_list (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsAnswer *answer;
  NhsExclusionReason why;
  int ant;

  nhs_sidebar_select_variant (win->sidebar, NHS_VARIANT_367);
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->extinct_entry), "minotaur");
  g_signal_emit_by_name (win->sidebar->extinct_entry, "search-changed");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->extinct_suggestions)));
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->extinct_entry), "soldier ant");
  g_signal_emit_by_name (win->sidebar->extinct_entry, "search-changed");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->extinct_suggestions)));
  g_signal_emit_by_name (win->sidebar->extinct_entry, "activate");
  nhs_ui_test_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->extinct_chips)));
  answer = nhs_session_get_answer (win->session);
  ant = nhs_monster_set_lookup (answer->set, "soldier ant")->index;
  g_assert_cmpuint (g_strv_length (answer->extinct), ==, 1);
  g_assert_cmpuint (g_strv_length (answer->genocides), ==, 0);
  g_assert_true (nhs_situation_is_extinct (&answer->situation, ant));
  g_assert_false (nhs_situation_is_genocided (&answer->situation, ant));
  g_assert_false (nhs_chances_possible (answer->chances, ant));
  g_assert_true (nhs_answer_exclusion (answer, ant, &why));
  g_assert_cmpint (why.code, ==, NHS_EXCLUDED_EXTINCT);
  nhs_ui_test_destroy_window (win);
}

/* Genocides are names: the jackal, in both tables (at different places in
   mons[]), stays genocided; the newt, which the custom table lacks, is
   dropped and the banner names it. */
static void
test_genocides_by_name (void)
{
  g_autofree char *path = custom_table ();
  g_autoptr(GError) error = NULL;
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsAnswer *answer;
  const NhsMonster *jackal;
  NhsExclusionReason why;
  int builtin_index;

  nhs_sidebar_select_variant (win->sidebar, NHS_VARIANT_367);
  /* the game refuses to genocide Medusa (no G_GENO, never random): not
     offered; the Angel lacks G_GENO too but is random, so can be extinct */
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->genocide_entry), "medusa");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "search-changed");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->genocide_suggestions)));
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->genocide_entry), "angel");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "search-changed");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->genocide_suggestions)));
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->genocide_entry), "jackal");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "search-changed");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "activate");
  gtk_editable_set_text (GTK_EDITABLE (win->sidebar->genocide_entry), "newt");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "search-changed");
  g_signal_emit_by_name (win->sidebar->genocide_entry, "activate");
  nhs_ui_test_settle ();
  answer = nhs_session_get_answer (win->session);
  g_assert_cmpuint (g_strv_length (answer->genocides), ==, 2);
  builtin_index = nhs_monster_set_lookup (answer->set, "jackal")->index;

  g_assert_true (_nhs_window_open_monster_table (win, path, &error));
  g_assert_no_error (error);
  nhs_ui_test_settle ();
  answer = nhs_session_get_answer (win->session);
  jackal = nhs_monster_set_lookup (answer->set, "jackal");
  g_assert_nonnull (jackal);
  g_assert_cmpint (jackal->index, !=, builtin_index);
  g_assert_cmpuint (g_strv_length (answer->genocides), ==, 1);
  g_assert_cmpstr (answer->genocides[0], ==, "jackal");
  g_assert_true (nhs_situation_is_genocided (&answer->situation, jackal->index));
  g_assert_true (nhs_answer_exclusion (answer, jackal->index, &why));
  g_assert_cmpint (why.code, ==, NHS_EXCLUDED_GENOCIDED);
  /* the newt: out of the sidebar, named in the banner */
  g_assert_cmpuint (win->sidebar->genocided->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (win->sidebar->genocided, 0), ==, "jackal");
  g_assert_true (gtk_revealer_get_reveal_child (win->export_revealer));
  g_assert_nonnull (strstr (gtk_label_get_text (win->export_error_label), "newt"));
  nhs_ui_test_destroy_window (win);
}

/* The levels climbed: usable in 3.6.7's Sokoban, disabled elsewhere and
   with the Amulet, each time with a caption that says why; a disabled
   control's value never reaches the situation. */
static void
test_sidebar_disables_unused (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsSidebar *bar = win->sidebar;

  nhs_sidebar_select_variant (bar, NHS_VARIANT_367);
  nhs_choice_button_set_selected (bar->region_dropdown, NHS_REGION_DUNGEONS);
  nhs_ui_test_settle ();
  g_assert_true (gtk_widget_get_visible (bar->climbed_row));
  g_assert_false (gtk_widget_get_sensitive (bar->climbed_row));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar->climbed_caption)));
  g_assert_nonnull (strstr (gtk_label_get_text (bar->climbed_caption), "Sokoban"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (bar->climbed_row), ==,
                   gtk_label_get_text (bar->climbed_caption));
  /* the role, likewise, off the Quest */
  g_assert_false (gtk_widget_get_sensitive (bar->role_row));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar->role_caption)));

  nhs_choice_button_set_selected (bar->region_dropdown, NHS_REGION_SOKOBAN);
  nhs_ui_test_settle ();
  g_assert_true (gtk_widget_get_sensitive (bar->climbed_row));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar->climbed_caption)));
  gtk_adjustment_set_value (bar->climbed_adjustment, 2);
  nhs_ui_test_settle ();
  g_assert_cmpint (nhs_session_get_answer (win->session)->situation.levels_above_entry, ==, 2);

  /* with the Amulet the climb still says which level the hero is on (the
     game allows it); the difficulty is then the deepest level reached, at
     least the entry's depth: depth + 2 */
  gtk_switch_set_active (bar->amulet_switch, TRUE);
  nhs_ui_test_settle ();
  g_assert_true (gtk_widget_get_sensitive (bar->climbed_row));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar->climbed_caption)));
  g_assert_cmpint (nhs_session_get_answer (win->session)->situation.levels_above_entry, ==, 2);
  g_assert_cmpint (nhs_session_get_answer (win->session)->difficulty.rule, ==,
                   NHS_DIFFICULTY_RULE_AMULET);
  g_assert_cmpint (nhs_session_get_answer (win->session)->difficulty.difficulty, >=,
                   nhs_session_get_answer (win->session)->situation.depth + 2);
  g_assert_cmpint ((int) gtk_adjustment_get_lower (bar->deepest_adjustment), ==,
                   nhs_session_get_answer (win->session)->situation.depth + 2);
  g_assert_null (nhs_session_get_error (win->session));
  nhs_ui_test_destroy_window (win);
}

/* The line under the depth is the explanation of the answer computed: the
   levels climbed it names are the control's (issue 23 saw "2 × 1 levels
   climbed" next to a control showing 0; issue 24: the line said so still,
   the game counting the entry level as one). */
static void
test_difficulty_line_is_the_answers (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsSidebar *bar = win->sidebar;

  nhs_sidebar_select_variant (bar, NHS_VARIANT_367);
  nhs_choice_button_set_selected (bar->region_dropdown, NHS_REGION_SOKOBAN);
  nhs_ui_test_settle ();
  for (int climbed = 0; climbed <= 3; climbed++)
    {
      NhsAnswer *answer;
      g_autofree char *expected = NULL;

      gtk_adjustment_set_value (bar->climbed_adjustment, climbed);
      nhs_ui_test_settle ();
      answer = nhs_session_get_answer (win->session);
      g_assert_cmpint (answer->situation.levels_above_entry, ==,
                       (int) gtk_adjustment_get_value (bar->climbed_adjustment));
      expected = nhs_strings_difficulty_explained (&answer->difficulty);
      g_assert_cmpstr (gtk_label_get_text (bar->difficulty_label), ==, expected);
      /* and it names the control's number, not the game's count from the
         level below the entry ("2 × 1 levels climbed" beside a 0) */
      {
        g_autofree char *says = g_strdup_printf ("(%d levels climbed + 1)", climbed);

        g_assert_nonnull (strstr (expected, says));
      }
      g_assert_cmpint (answer->difficulty.difficulty, ==,
                       answer->situation.depth + 2 * answer->difficulty.climbed);
    }
  nhs_ui_test_destroy_window (win);
}

/* EvilHack's spawn-clock events: one the situation implies (the core's
   nhs_situation_spawn_events ()) shows ticked and fixed with a caption —
   the invocation with the Amulet, Gehennom on its levels — and the
   user's own ticks are kept under it. */
static void
test_sidebar_implied_events (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsSidebar *bar = win->sidebar;
  const guint invoked = 5, gehennom = 0, crowned = 1;

  G_STATIC_ASSERT (NHS_SPAWN_EVENT_INVOKED == 1u << 5 && NHS_SPAWN_EVENT_GEHENNOM == 1u << 0);
  nhs_sidebar_select_variant (bar, NHS_VARIANT_EVILHACK);
  nhs_choice_button_set_selected (bar->region_dropdown, NHS_REGION_DUNGEONS);
  gtk_switch_set_active (bar->amulet_switch, FALSE);
  nhs_ui_test_settle ();
  g_assert_true (gtk_widget_get_visible (bar->events_row));
  gtk_check_button_set_active (bar->event_checks[crowned], TRUE);
  nhs_ui_test_settle ();
  g_assert_false (gtk_check_button_get_active (bar->event_checks[invoked]));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (bar->event_checks[invoked])));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar->events_caption)));

  for (int step = 0; step < 2; step++)
    {
      NhsAnswer *answer;
      guint events;

      if (step == 0)
        gtk_switch_set_active (bar->amulet_switch, TRUE);
      else
        {
          gtk_switch_set_active (bar->amulet_switch, FALSE);
          nhs_choice_button_set_selected (bar->region_dropdown, NHS_REGION_GEHENNOM);
        }
      nhs_ui_test_settle ();
      answer = nhs_session_get_answer (win->session);
      events = nhs_situation_spawn_events (&answer->situation);
      g_assert_true (events & (step == 0 ? NHS_SPAWN_EVENT_INVOKED : NHS_SPAWN_EVENT_GEHENNOM));
      /* every check shows the situation's events, the implied ones fixed */
      for (guint i = 0; i < G_N_ELEMENTS (bar->event_checks); i++)
        {
          gboolean implied = i == (step == 0 ? invoked : gehennom);

          g_assert_cmpint (gtk_check_button_get_active (bar->event_checks[i]), ==,
                           (events >> i) & 1);
          g_assert_cmpint (gtk_widget_get_sensitive (GTK_WIDGET (bar->event_checks[i])), ==,
                           !implied);
        }
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar->events_caption)));
      g_assert_nonnull (strstr (gtk_label_get_text (bar->events_caption),
                                step == 0 ? "invocation" : "Gehennom"));
      /* the user's own tick stays; the implied one is not saved as theirs */
      g_assert_true (gtk_check_button_get_active (bar->event_checks[crowned]));
      g_assert_cmpuint (answer->situation.spawn_events, ==, NHS_SPAWN_EVENT_CROWNED);
    }

  /* back in the main dungeon without the Amulet: nothing implied */
  nhs_choice_button_set_selected (bar->region_dropdown, NHS_REGION_DUNGEONS);
  nhs_ui_test_settle ();
  g_assert_false (gtk_check_button_get_active (bar->event_checks[invoked]));
  g_assert_false (gtk_check_button_get_active (bar->event_checks[gehennom]));
  g_assert_true (gtk_check_button_get_active (bar->event_checks[crowned]));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar->events_caption)));
  nhs_ui_test_destroy_window (win);
}

int
main (int   argc,
      char *argv[])
{
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/nhs/session/one-computation-per-change", test_one_computation_per_change);
  g_test_add_func ("/nhs/session/custom-table-every-page", test_custom_table_every_page);
  g_test_add_func ("/nhs/session/genocides-by-name", test_genocides_by_name);
  g_test_add_func ("/nhs/session/extinct-list", test_extinct_list);
  g_test_add_func ("/nhs/session/sidebar-disables-unused", test_sidebar_disables_unused);
  g_test_add_func ("/nhs/session/difficulty-line-is-the-answers", test_difficulty_line_is_the_answers);
  g_test_add_func ("/nhs/session/sidebar-implied-events", test_sidebar_implied_events);
  return g_test_run ();
}
