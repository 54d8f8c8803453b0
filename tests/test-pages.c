/* test-pages.c: one UI test per page of the page table (nhs-pages.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui'.  The stack holds exactly the table's pages in its order; for
 * each page, its Ctrl+N shortcut (the window class's binding) shows it, it
 * draws, it is remembered as the saved page, and an export of it writes a
 * PNG whose title carries the whole situation.  The shortcuts window lists
 * every page with its accelerator.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <string.h>
#include <glib/gstdio.h>

#include "nhs-window-private.h"
#include "nhs-ui-test-utils.h"
#include "nhs-sidebar-private.h"
#include "nhs-pages.h"
#include "nhs-monster-row.h"
#include "nhs-strings.h"
#include "nhs-spawn.h"

static void
test_stack_is_the_table (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  g_autoptr(GListModel) stack_pages = G_LIST_MODEL (gtk_stack_get_pages (win->stack));
  guint n;
  const NhsPageInfo *pages = nhs_pages (&n);

  g_assert_cmpuint (g_list_model_get_n_items (stack_pages), ==, n);
  for (guint i = 0; i < n; i++)
    {
      GtkStackPage *page = g_list_model_get_item (stack_pages, i);

      g_assert_cmpstr (gtk_stack_page_get_name (page), ==, pages[i].key);
      g_assert_cmpstr (gtk_stack_page_get_title (page), ==, pages[i].title);
      g_object_unref (page);
    }
  nhs_ui_test_destroy_window (win);
}

/* Ctrl+(i+1) as the window's shortcut controller sees it */
static gboolean
press_ctrl_digit (NhsWindow *win,
                  guint      digit)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (win));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);
      GListModel *shortcuts;

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      shortcuts = G_LIST_MODEL (c);
      for (guint k = 0; k < g_list_model_get_n_items (shortcuts) && !handled; k++)
        {
          g_autoptr(GtkShortcut) s = g_list_model_get_item (shortcuts, k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (s);
          g_autoptr(GtkShortcutTrigger) want =
            gtk_keyval_trigger_new (GDK_KEY_0 + digit, GDK_CONTROL_MASK);

          if (gtk_shortcut_trigger_equal (trigger, want))
            handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (s), 0,
                                                    GTK_WIDGET (win), gtk_shortcut_get_arguments (s));
        }
    }
  g_object_unref (controllers);
  return handled;
}

static void
test_page (gconstpointer data)
{
  const NhsPageInfo *info = data;
  NhsWindow *win = nhs_ui_test_make_window ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *saved = NULL;
  g_autofree char *dir = g_dir_make_tmp ("nhs-pages-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "page.png", NULL);
  g_autoptr(GError) error = NULL;
  guint n, index = 0;
  const NhsPageInfo *pages = nhs_pages (&n);
  NhsSituation sit;
  GtkWidget *child;
  NhsPage *page;

  for (guint i = 0; i < n; i++)
    if (&pages[i] == info)
      index = i;

  /* a situation with more than the defaults: the Quest, a role */
  nhs_situation_init (&sit);
  sit.region = NHS_REGION_QUEST;
  sit.depth = 15;
  sit.xl = 12;
  _nhs_sidebar_set_situation (win->sidebar, &sit, "Valkyrie");

  /* the chart's title carries the whole situation: version, region, role */
  {
    g_autofree char *title = NULL;

    g_object_get (nhs_overview_page_get_chart (NHS_UI_OVERVIEW (win)), "title", &title, NULL);
    g_assert_nonnull (strstr (title, nhs_variant_get (sit.variant)->display_name));
    g_assert_nonnull (strstr (title, "Quest"));
    g_assert_nonnull (strstr (title, "Valkyrie"));
  }
  g_assert_true (press_ctrl_digit (win, index + 1));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, info->key);
  child = gtk_stack_get_visible_child (win->stack);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_get_mapped (child));
  g_assert_cmpint (gtk_widget_get_width (child), >, 0);
  saved = g_settings_get_string (settings, "page");
  g_assert_cmpstr (saved, ==, info->key);

  page = _nhs_window_get_visible_page (win);
  nhs_page_update_now (page);
  if (NHS_IS_LEVEL_PAGE (page) && nhs_level_page_get_sample (NHS_LEVEL_PAGE (page))->level == NULL)
    {
      /* the Quest's home level is one of the game's maps: the Level page
         exports nothing and says why, as `nhspawn-cli export level` does */
      g_assert_false (_nhs_window_export (win, path, NULL, &error));
      g_assert_cmpstr (error->message, ==, nhs_level_page_get_sample (NHS_LEVEL_PAGE (page))->message);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  else
    {
      g_assert_true (_nhs_window_export (win, path, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
      g_unlink (path);
    }
  g_rmdir (dir);
  nhs_ui_test_destroy_window (win);
}

static void
test_unknown_saved_page (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  NhsWindow *win;
  guint n;

  nhs_ui_test_reset_settings ();
  g_settings_set_string (settings, "page", "no-such-page");
  win = nhs_window_new (NULL);
  gtk_window_present (GTK_WINDOW (win));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, nhs_pages (&n)[0].key);
  nhs_ui_test_destroy_window (win);
}

static void
test_shortcuts_window (void)
{
  g_autofree char *xml = nhs_pages_shortcuts_xml ();
  guint n;
  const NhsPageInfo *pages = nhs_pages (&n);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *accel = g_strdup_printf ("&lt;Control&gt;%u<", i + 1);
      g_autofree char *title = g_strdup_printf (">%s<", pages[i].title);

      g_assert_nonnull (strstr (xml, accel));
      g_assert_nonnull (strstr (xml, title));
    }
}

/* The About dialog's logo: the app icon is in the resource, under the path
   GtkApplication adds to the icon theme, so it shows from the build tree. */
static void
test_about_icon (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());

  g_autoptr (GtkIconPaintable) logo = NULL;
  int sizes[] = { 16, 32, 48, 64, 128, 256 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/io/github/nhspawn/SpawnExplorer/icons/%dx%d/apps/"
                                               APP_ID ".png", sizes[i], sizes[i]);

      g_assert_true (g_resources_get_info (path, 0, NULL, NULL, NULL));
    }
  gtk_icon_theme_add_resource_path (theme, "/io/github/nhspawn/SpawnExplorer/icons");
  g_assert_true (gtk_icon_theme_has_icon (theme, APP_ID));
  /* the About dialog's size comes from a PNG, not an SVG (no librsvg at start) */
  logo = gtk_icon_theme_lookup_icon (theme, APP_ID, NULL, 128, 1, GTK_TEXT_DIR_NONE, 0);
  g_assert_nonnull (logo);
  {
    g_autoptr (GFile) file = gtk_icon_paintable_get_file (logo);
    g_autofree char *uri = g_file_get_uri (file);

    g_assert_true (g_str_has_suffix (uri, ".png"));
  }
}

/* The Monsters page lists the most likely monster first. */
static void
test_monsters_sorted_by_chance (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  GListModel *rows;
  double last = 2;

  gtk_stack_set_visible_child_name (win->stack, "monsters");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  rows = nhs_monsters_page_get_rows (NHS_UI_MONSTERS (win));
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, 3);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(NhsMonsterRow) row = g_list_model_get_item (rows, i);
      double p = nhs_monster_row_get_probability (row);

      g_assert_cmpfloat (p, <=, last);
      last = p;
    }
  nhs_ui_test_destroy_window (win);
}

/* Ctrl+F on the Overview: the search focuses the monster it matches and
   scrolls the chart to it. */
static void
test_chart_search (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsSituation sit;
  NhsChances *chances;
  const char *last;
  g_autofree char *focused = NULL;
  GtkAdjustment *vadj;

  nhs_situation_init (&sit);
  sit.depth = 20;
  sit.xl = 14;
  _nhs_sidebar_set_situation (win->sidebar, &sit, NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  chances = nhs_bar_chart_get_chances (nhs_overview_page_get_chart (NHS_UI_OVERVIEW (win)));
  g_assert_cmpint (chances->n_results, >, 40);
  last = chances->set->monsters[chances->order[chances->n_results - 1]].name;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.focus-search", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (win->stack), ==, "overview");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (nhs_overview_page_get_search (NHS_UI_OVERVIEW (win))))
                 || gtk_widget_is_focus (gtk_widget_get_first_child (GTK_WIDGET (nhs_overview_page_get_search (NHS_UI_OVERVIEW (win)))))
                 || gtk_widget_get_focus_child (GTK_WIDGET (nhs_overview_page_get_search (NHS_UI_OVERVIEW (win)))) != NULL);
  gtk_editable_set_text (GTK_EDITABLE (nhs_overview_page_get_search (NHS_UI_OVERVIEW (win))), last);
  g_signal_emit_by_name (nhs_overview_page_get_search (NHS_UI_OVERVIEW (win)), "activate");
  g_object_get (win, "focused-monster", &focused, NULL);
  g_assert_cmpstr (focused, ==, last);
  vadj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gtk_widget_get_parent (GTK_WIDGET (nhs_overview_page_get_chart (NHS_UI_OVERVIEW (win))))));
  g_assert_cmpfloat (gtk_adjustment_get_value (vadj), >, 0);
  nhs_ui_test_destroy_window (win);
}

/* The spawn clock's controls: shown for the version that reads them, and
   what they hold reaches the window's situation and the Spawn page's words
   (EvilHack's clock at turn 60,000 after crowning, as docs/versions.md). */
static void
test_spawn_controls (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsSituation sit, *shown = NULL;
  NhsSpawnRate rate;
  g_autofree char *words = NULL;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.depth = 12;
  sit.xl = 12;
  sit.turn = 60000;
  sit.spawn_events = NHS_SPAWN_EVENT_CROWNED;
  _nhs_sidebar_set_situation (win->sidebar, &sit, NULL);
  g_assert_true (gtk_widget_get_visible (win->sidebar->turn_row));
  g_assert_true (gtk_widget_get_visible (win->sidebar->events_row));
  g_assert_false (gtk_widget_get_visible (win->sidebar->fiends_row));
  g_object_get (win, "situation", &shown, NULL);
  g_assert_cmpint (shown->turn, ==, 60000);
  g_assert_cmpuint (shown->spawn_events, ==, NHS_SPAWN_EVENT_CROWNED);
  nhs_spawn_rate (shown, 1000, &rate);
  words = nhs_strings_spawn_rate (shown, &rate);
  g_assert_nonnull (strstr (words, "281793347/10966800000"));
  g_assert_nonnull (strstr (words, "1 in 40 and 1 in 36"));
  g_clear_pointer (&shown, g_free);

  /* xNetHack: no clock; the archfiends' count, usable with the Amulet */
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  sit.depth = 12;
  sit.xl = 12;
  _nhs_sidebar_set_situation (win->sidebar, &sit, NULL);
  g_assert_false (gtk_widget_get_visible (win->sidebar->turn_row));
  g_assert_false (gtk_widget_get_visible (win->sidebar->events_row));
  g_assert_true (gtk_widget_get_visible (win->sidebar->fiends_row));
  g_assert_false (gtk_widget_get_sensitive (win->sidebar->fiends_row));
  sit.amulet = TRUE;
  sit.active_fiends = 3;
  _nhs_sidebar_set_situation (win->sidebar, &sit, NULL);
  g_assert_true (gtk_widget_get_sensitive (win->sidebar->fiends_row));
  g_object_get (win, "situation", &shown, NULL);
  g_assert_cmpint (shown->active_fiends, ==, 3);
  g_clear_pointer (&shown, g_free);
  nhs_ui_test_destroy_window (win);
}

/* An SVG's words: its elements' text, each ended by one space, runs of
   spaces as one (a title wrapped onto two lines reads as one). */
static char *
svg_words (const char *svg)
{
  GString *out = g_string_new (NULL);
  gboolean in_tag = FALSE;

  for (const char *p = svg; *p; p++)
    {
      char c = *p;

      if (c == '<')
        in_tag = TRUE;
      if (in_tag)
        {
          in_tag = c != '>';
          c = ' ';
        }
      if (c == '\n')
        c = ' ';
      if (c != ' ' || (out->len > 0 && out->str[out->len - 1] != ' '))
        g_string_append_c (out, c);
    }
  return g_string_free (out, FALSE);
}

/* Every page's exported picture whose answer reads the situation shows the
   sidebar's depth line under its title, word for word (Compare under
   side A's name); Item use, whose answers do not read the depth, does not. */
static void
test_export_place (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  g_autofree char *dir = g_dir_make_tmp ("nhs-place-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "page.svg", NULL);
  const char *line;
  NhsSituation sit;
  guint n;
  const NhsPageInfo *pages = nhs_pages (&n);

  /* NetHack 3.6.7's depth 7: the Oracle's range meets Sokoban's branch */
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 7;
  sit.xl = 5;
  _nhs_sidebar_set_situation (win->sidebar, &sit, NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win->sidebar->depth_note_label)));
  line = gtk_label_get_text (win->sidebar->depth_note_label);
  g_assert_true (g_str_has_prefix (line, "depth 7: "));
  g_assert_nonnull (strstr (line, "the Oracle"));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *svg = NULL;
      g_autofree char *want = NULL;

      _nhs_window_set_page (win, pages[i].key);
      g_assert_true (_nhs_window_export (win, path, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
      svg = svg_words (data);
      want = g_strdup (line);
      if (strcmp (pages[i].key, "item-use") == 0)
        g_assert_null (strstr (svg, line));
      else if (strstr (svg, want) == NULL)
        g_error ("the %s page's picture lacks the sidebar's line “%s”", pages[i].key, want);
      /* Compare: side A's line under A's name, before B's */
      if (strcmp (pages[i].key, "compare") == 0)
        {
          const char *a = strstr (svg, "A: "), *b = strstr (svg, "B: ");

          g_assert_true (a != NULL && b != NULL);
          g_assert_true (a < strstr (svg, want) && strstr (svg, want) < b);
        }
      g_unlink (path);
    }
  g_rmdir (dir);
  nhs_ui_test_destroy_window (win);
}

int
main (int   argc,
      char *argv[])
{
  guint n;
  const NhsPageInfo *pages;

  /* not gtk_test_init (): it sets the en_US.UTF-8 locale, and a newer GTK
     warns (fatally here) where that locale is not installed */
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  pages = nhs_pages (&n);
  g_test_add_func ("/nhs/pages/stack-is-the-table", test_stack_is_the_table);
  g_test_add_func ("/nhs/pages/unknown-saved-page", test_unknown_saved_page);
  g_test_add_func ("/nhs/pages/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/nhs/pages/about-icon", test_about_icon);
  g_test_add_func ("/nhs/pages/chart-search", test_chart_search);
  g_test_add_func ("/nhs/pages/spawn-controls", test_spawn_controls);
  g_test_add_func ("/nhs/pages/monsters-sorted-by-chance", test_monsters_sorted_by_chance);
  g_test_add_func ("/nhs/pages/export-place", test_export_place);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/nhs/pages/page/%s", pages[i].key);

      g_test_add_data_func (path, &pages[i], test_page);
    }
  return g_test_run ();
}
