/* test-dungeon-page.c: the Dungeon page follows its situation's version and
 * says what a depth can be
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <string.h>

#include "nhs-dungeon-page.h"
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-place.h"
#include "nhs-format.h"
#include "nhs-dungeon-report.h"
#include "nhs-render-dungeon.h"
#include "nhs-sidebar.h"
#include "nhs-strings.h"
#include "nhs-ui-test-utils.h"

static GtkWidget *
find_drawing_area (GtkWidget *widget)
{
  if (GTK_IS_DRAWING_AREA (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_drawing_area (c);

      if (found)
        return found;
    }
  return NULL;
}

static void
test_page (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = nhs_dungeon_page_new ();
  NhsSituation sit;
  const NhsDungeonModel *m;
  g_autofree char *line = NULL;
  g_autofree char *none = NULL;
  NhsSituation *got = NULL;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 7;
  g_object_set (page, "situation", &sit, NULL);
  g_object_get (page, "situation", &got, NULL);
  g_assert_nonnull (got);
  g_assert_cmpint (got->variant, ==, NHS_VARIANT_367);
  g_assert_cmpint (got->depth, ==, 7);
  g_free (got);
  m = nhs_dungeon_page_get_model (NHS_DUNGEON_PAGE (page));
  g_assert_nonnull (m);
  g_assert_cmpint (m->variant, ==, NHS_VARIANT_367);
  {
    g_autoptr (GVariant) depths = nhs_dungeon_depths_to_compact (m);
    g_autoptr (GVariant) at7 = nhs_dungeon_depths_lookup (depths, "The Dungeons of Doom", 7);
    g_autoptr (GVariant) at40 = nhs_dungeon_depths_lookup (depths, "The Dungeons of Doom", 40);

    line = nhs_dungeon_describe_kinds (at7, 7, NULL);
    g_assert_cmpstr (line, ==, "depth 7: an ordinary level (3/5), the way to Sokoban (1/5), the Oracle (1/5)");
    none = nhs_dungeon_describe_kinds (at40, 40, NULL);
    g_assert_null (none);
  }
  /* drawing it does not fail */
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  /* a row cut with "…" in a narrow window: its tooltip has the whole line,
     the model's own (3.6.7: the Oracle at 5-9, Sokoban's branch below it) */
  {
    GtkWidget *area = find_drawing_area (page);
    GtkTooltip *tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
    gboolean shown = FALSE;
    int y = 0, dungeon = -1, depth = -1;

    g_assert_nonnull (area);
    while (y < 4000 && !(nhs_render_dungeon_row_at (m, y, &dungeon, &depth) && dungeon == 0
                         && depth == 7))
      y++;
    g_assert_cmpint (depth, ==, 7);
    g_signal_emit_by_name (area, "query-tooltip", 20, y, FALSE, tooltip, &shown);
    g_assert_true (shown);
    /* the dungeon's heading, above its first row: none */
    g_assert_false (nhs_render_dungeon_row_at (m, 0, &dungeon, &depth));
    g_signal_emit_by_name (area, "query-tooltip", 20, 0, FALSE, tooltip, &shown);
    g_assert_false (shown);
    g_object_unref (tooltip);
  }

  /* another version: a new model */
  sit.variant = NHS_VARIANT_343;
  nhs_dungeon_page_set_situation (NHS_DUNGEON_PAGE (page), &sit);
  m = nhs_dungeon_page_get_model (NHS_DUNGEON_PAGE (page));
  g_assert_nonnull (m);
  g_assert_cmpint (m->variant, ==, NHS_VARIANT_343);

  /* SLASH'EM: its own dungeon, modelled too */
  sit.variant = NHS_VARIANT_SLASHEM;
  nhs_dungeon_page_set_situation (NHS_DUNGEON_PAGE (page), &sit);
  m = nhs_dungeon_page_get_model (NHS_DUNGEON_PAGE (page));
  g_assert_nonnull (m);
  g_assert_cmpint (m->variant, ==, NHS_VARIANT_SLASHEM);
  g_clear_pointer (&line, g_free);
  {
    g_autoptr (GVariant) depths = nhs_dungeon_depths_to_compact (m);
    g_autoptr (GVariant) at8 = nhs_dungeon_depths_lookup (depths, "The Dungeons of Doom", 8);

    line = nhs_dungeon_describe_kinds (at8, 8, NULL);
  }
  /* the Oracle on 7-9, Sokoban's branch the level below it */
  g_assert_cmpstr (line, ==, "depth 8: the way to Sokoban (1/3), the Oracle (1/3), an ordinary level (1/3)");
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* every label's text under widget, one a line */
static void
labels_text (GtkWidget *widget,
             GString   *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    labels_text (c, out);
}

/* a window holding `page`, shown */
static GtkWidget *
present (GtkWidget *page)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* the page answers for version v at depth 5 */
static void
show_version (GtkWidget *page, NhsSituation *sit, int v)
{
  sit->variant = v;
  sit->depth = 5;
  nhs_dungeon_page_set_situation (NHS_DUNGEON_PAGE (page), sit);
}

/* The page shows the Medusa draw (issue 26) under Medusa's maps: for
 * every depth where a level of rooms may lie either side of Medusa's
 * level, the dungeon model's chance that it lies above
 * (nhs_dungeon_rooms_above_medusa ()), exact, "22: 85/86", and no other
 * depth; in every version. */
static void
test_medusa_draw (void)
{
  GtkWidget *page = nhs_dungeon_page_new ();
  GtkWidget *window = present (page);
  NhsSituation sit;

  nhs_situation_init (&sit);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      const char *sentence, *maps;
      int listed = 0, entries = 1;
      mpq_t q;

      show_version (page, &sit, v);
      g_assert_nonnull (nhs_dungeon_page_get_model (NHS_DUNGEON_PAGE (page)));
      labels_text (page, text);
      sentence = strstr (text->str, "A level of rooms lies above Medusa's level");
      g_assert_nonnull (sentence);
      /* right under Medusa's maps, where the version has more than one */
      maps = strstr (text->str, "Medusa's Island: one of");
      if (maps != NULL)
        g_assert_true (strchr (maps, '\n') + 1 == sentence);
      mpq_init (q);
      for (int d = 1; d <= NHS_DEPTH_MAX; d++)
        if (nhs_dungeon_rooms_above_medusa (v, d, q) && mpq_sgn (q) > 0 && mpq_cmp_ui (q, 1, 1) < 0)
          {
            g_autofree char *chance = nhs_mpq_to_string (q);
            g_autofree char *with_comma = g_strdup_printf (" %d: %s,", d, chance);
            g_autofree char *with_stop = g_strdup_printf (" %d: %s.", d, chance);
            const char *end = strchr (sentence, '\n');

            g_assert_true ((strstr (sentence, with_comma) != NULL && strstr (sentence, with_comma) < end)
                           || (strstr (sentence, with_stop) != NULL && strstr (sentence, with_stop) < end));
            listed++;
          }
      mpq_clear (q);
      for (const char *c = strstr (sentence, "by depth:"); *c != '\n'; c++)
        entries += *c == ',';
      g_test_message ("%d: %d depths", v, listed);
      g_assert_cmpint (listed, >=, 4);
      g_assert_cmpint (entries, ==, listed);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The exported picture and the copied table carry the same Medusa draw
 * line as the page, the core's words (nhs_dungeon_medusa_draw_words ()):
 * the picture under its heading, the table in its caption, and the CSV,
 * which has no caption, after its rows (nhs_dungeon_table_write ()); in
 * every version. */
static void
test_medusa_draw_exported (void)
{
  GtkWidget *page = nhs_dungeon_page_new ();
  GtkWidget *window = present (page);
  NhsSituation sit;

  nhs_situation_init (&sit);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autofree char *medusa = nhs_dungeon_medusa_draw_words (v, nhs_strings_gettext);
      g_autofree char *copied = NULL;
      g_autoptr (GPtrArray) keep = g_ptr_array_new ();
      NhsView view;
      NhsRenderTheme theme;
      const char *under;

      show_version (page, &sit, v);
      g_assert_nonnull (medusa);
      g_assert_true (nhs_page_get_view (NHS_PAGE (page), &view, &theme, keep, NULL));
      g_assert_cmpint (view.kind, ==, NHS_VIEW_DUNGEON);
      /* the heading's own line, then the Medusa line */
      under = strchr (view.title, '\n');
      g_assert_nonnull (under);
      g_assert_cmpstr (under + 1, ==, medusa);
      g_assert_true (g_str_has_prefix (view.title, "Where every level can be in "));
      for (int f = 0; f < 2; f++)
        {
          static const NhsFormat formats[] = { NHS_FORMAT_MARKDOWN, NHS_FORMAT_TABLE };

          copied = nhs_page_copy_text (NHS_PAGE (page), formats[f], NULL);
          g_assert_nonnull (copied);
          if (strstr (copied, medusa) == NULL)
            g_error ("the copied table lacks the Medusa draw “%s”:\n%s", medusa, copied);
          g_clear_pointer (&copied, g_free);
        }
      /* CSV has no caption: the rows, a blank line, then the sentence as
         its one field (quoted: it holds commas), the last line */
      {
        g_autofree char *field = nhs_csv_field (medusa);
        g_autofree char *tail = g_strdup_printf ("\n\n%s\n", field);

        copied = nhs_page_copy_text (NHS_PAGE (page), NHS_FORMAT_CSV, NULL);
        g_assert_nonnull (copied);
        g_assert_true (field[0] == '"');
        if (!g_str_has_suffix (copied, tail))
          g_error ("the copied CSV does not end with the Medusa draw “%s”:\n%s", medusa, copied);
        /* the rows before it: one a level, as the table has */
        g_assert_true (g_str_has_prefix (copied, "Level,Dungeon,Exists,Depths,Maps,Name\n"));
        g_clear_pointer (&copied, g_free);
      }
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/nhs/dungeon-page/page", test_page);
  g_test_add_func ("/nhs/dungeon-page/medusa-draw", test_medusa_draw);
  g_test_add_func ("/nhs/dungeon-page/medusa-draw-exported", test_medusa_draw_exported);
  return g_test_run ();
}
