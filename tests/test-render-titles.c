/* test-render-titles.c: an exported picture keeps every word of its title (issue 24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Render layer, no display. A title longer than the picture is wide (a
 * long situation: genocides, the Amulet, a demigod ...) wraps onto more
 * lines and its row grows; it never ends in "…". Tested on the layout
 * the views draw with, on the views' heights, and on the words an SVG
 * export holds as <text>.
 */
#include <cairo.h>
#include <string.h>

#include "nhs-answer.h"
#include "nhs-render-view.h"
#include "nhs-render-views.h"
#include "nhs-render-dungeon.h"
#include "nhs-variant.h"
#include "nhs-level.h"

/* A long situation: three genocides with long names and every flag. */
static NhsAnswer *
long_answer (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", &error);
  const char *gone[] = { "master mind flayer", "gnome lord", "Woodland-elf" };
  NhsSituation sit;
  NhsAnswer *answer;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 12;
  sit.xl = 8;
  sit.amulet = TRUE;
  sit.deepest = 40;
  sit.demigod = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (set, gone[i]);

      g_assert_nonnull (m);
      nhs_situation_set_genocided (&sit, m->index, TRUE);
    }
  answer = nhs_answer_compute (set, &sit, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  return answer;
}

/* The words of every <text> of an SVG, one space between them. */
static char *
svg_words (GBytes *svg)
{
  g_autoptr (GRegex) text = g_regex_new ("<text[^>]*>([^<]*)</text>", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *data = g_strndup (g_bytes_get_data (svg, NULL), g_bytes_get_size (svg));
  GString *out = g_string_new (NULL);

  g_regex_match (text, data, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *part = g_match_info_fetch (match, 1);
      g_auto (GStrv) words = g_strsplit (g_strstrip (part), " ", -1);

      for (int i = 0; words[i]; i++)
        if (*words[i])
          g_string_append_printf (out, "%s%s", out->len ? " " : "", words[i]);
      g_match_info_next (match, NULL);
    }
  return g_string_free (out, FALSE);
}

/* The view drawn as SVG at `width` (0: its own) holds the whole title, in
   one piece, and no "…". */
static void
assert_title_whole (const NhsView *view,
                    const char    *title,
                    int            width)
{
  NhsRenderTheme theme;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) svg = NULL;
  g_autofree char *words = NULL, *escaped = g_markup_escape_text (title, -1);

  nhs_render_theme_default (&theme, FALSE);
  svg = nhs_render_view_to_bytes (view, &theme, NHS_FILE_SVG, width, 0, FALSE, &error);
  g_assert_no_error (error);
  words = svg_words (svg);
  if (strstr (words, escaped) == NULL)
    g_error ("the picture lacks words of “%s”: %s", title, words);
  g_assert_null (strstr (words, "…"));
}

static void
test_long_title_wraps (void)
{
  g_autoptr (NhsAnswer) answer = long_answer ();
  g_autofree char *title = nhs_view_chart_title (&answer->situation, NULL, answer->set, NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout;
  NhsView view, plain;
  double w, h, pw, ph;

  /* the title names every genocide, and is longer than the widest chart */
  g_assert_nonnull (strstr (title, "master mind flayer"));
  g_assert_nonnull (strstr (title, "Woodland-elf"));
  layout = nhs_render_title_layout (cr, title, 1200);
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (pango_layout_get_line_count (layout), >=, 2);
  g_assert_cmpstr (pango_layout_get_text (layout), ==, title);
  g_object_unref (layout);
  g_assert_cmpfloat (nhs_render_title_extra (title, 1200), >, 10);
  g_assert_cmpfloat (nhs_render_title_extra ("Chance", 1200), ==, 0);

  /* the chart grows by the extra lines, at its own width and at a narrow one */
  nhs_view_init (&view, NHS_VIEW_CHART);
  nhs_view_chart_params_init (&view.chart, answer->chances, title, NULL);
  nhs_view_init (&plain, NHS_VIEW_CHART);
  nhs_view_chart_params_init (&plain.chart, answer->chances, "Chance", NULL);
  nhs_render_view_natural_size (&view, &w, &h);
  nhs_render_view_natural_size (&plain, &pw, &ph);
  g_assert_cmpfloat (w, <=, 1200);
  g_assert_cmpfloat (h, >=, ph + nhs_render_title_extra (title, w - 16));
  assert_title_whole (&view, title, 0);
  assert_title_whole (&view, title, 500);

  /* the Monsters view (a table) and the level's title too */
  {
    NhsView table;
    g_autoptr (NhsViewParts) parts = nhs_view_build_monsters (&table, &answer->situation,
                                                              answer->chances, NULL);

    assert_title_whole (&table, parts->title, 0);
    assert_title_whole (&table, parts->title, 420);
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The Dungeon picture is wide enough for the words after every depth's bar
   (its rows do not wrap): EvilHack's deep Gehennom rows name five levels
   and branches with their chances and ended in "…" at the title's width. */
static void
test_dungeon_rows_whole (void)
{
  double widest_evilhack = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      NhsDungeonModel *model = nhs_dungeon_model_new (v, &error);
      NhsView view;
      double w, h;

      g_assert_no_error (error);
      g_assert_nonnull (model);
      {
        g_autoptr (NhsViewParts) parts = nhs_view_build_dungeon (&view, model, NULL, NULL);

        nhs_render_view_natural_size (&view, &w, &h);
        for (guint i = 0; i < model->by_depth->len; i++)
          {
            double end = nhs_render_dungeon_row_extent (model, &view.dungeon_options, i);

            /* the words' box ends 8 pixels inside the picture */
            if (end + 8 > w)
              g_error ("%s: depth row %u's words end at %.0f in a picture %.0f wide",
                       nhs_variant_get (v)->key, i, end, w);
            if (v == NHS_VARIANT_EVILHACK)
              widest_evilhack = MAX (widest_evilhack, end);
          }
      }
      nhs_dungeon_model_free (model);
    }
  /* the rule is reached: wider than the 900 pixels the picture had */
  g_assert_cmpfloat (widest_evilhack, >, 900);
}

/* A level drawn before its generator's last phase (the Level page's Phase
   slider) says so in its exported title, in the phase's own words; the
   whole level does not. */
static void
test_level_phase_in_title (void)
{
  NhsLevelParams lp = { 0 };
  g_autoptr (GError) error = NULL;
  NhsLevel *level;
  NhsSituation sit;

  lp.depth = 5;
  lp.seed = 1234;
  lp.record_phases = TRUE;
  level = nhs_level_generate (&lp, &error);
  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 5;
  sit.xl = 5;
  {
    NhsView half, whole, all;
    g_autoptr (NhsViewParts) a = nhs_view_build_level (&half, &sit, NULL, NULL, level, 1234, FALSE,
                                                       NHS_LEVEL_PHASE_VAULT, NULL);
    g_autoptr (NhsViewParts) b = nhs_view_build_level (&whole, &sit, NULL, NULL, level, 1234, FALSE,
                                                       NHS_LEVEL_N_PHASES - 1, NULL);
    g_autoptr (NhsViewParts) c = nhs_view_build_level (&all, &sit, NULL, NULL, level, 1234, FALSE,
                                                       NHS_LEVEL_N_PHASES, NULL);

    g_assert_true (g_str_has_suffix (a->title, "; built up to the phase: Vault"));
    g_assert_true (g_str_has_prefix (a->title, b->title));
    g_assert_null (strstr (b->title, "phase"));
    g_assert_cmpstr (b->title, ==, c->title);
  }
  nhs_level_free (level);
}

/* A table picture shows each decimal of a number column with the reader's
   decimal point ("0,08287" in German, as the charts' "2,762 %"): short
   ones and those with a unit as they are, long ones at four digits; a
   fraction and a text column's words are left alone. */
static void
test_table_decimal_point (void)
{
  g_autoptr (NhsTable) t = nhs_table_new ("Decimals");
  g_autoptr (GBytes) svg = NULL, plain = NULL;
  g_autoptr (GError) error = NULL;
  NhsRenderTheme theme;
  NhsView view;
  g_autofree char *text = NULL, *plain_text = NULL;
  gconstpointer data;
  gsize size = 0;
  const char *shown[] = { ">0,08287<", ">1,429\u00a0%<", ">14,29<", ">2/3<", ">version 3.6<" };

  nhs_table_add_column (t, "Words", NHS_COLUMN_TEXT);
  nhs_table_add_column (t, "Value", NHS_COLUMN_NUMBER);
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "version 3.6");
  nhs_table_add_text (t, "0.08287");
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "a fraction");
  nhs_table_add_text (t, "2/3");
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "a chance");
  nhs_table_add_text (t, "1.429\u00a0%");
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "a long one");
  nhs_table_add_text (t, "14.285714285714286");
  nhs_render_theme_default (&theme, FALSE);
  nhs_view_init (&view, NHS_VIEW_TABLE);
  view.table.table = t;
  nhs_render_set_decimal_point (",");
  svg = nhs_render_view_to_bytes (&view, &theme, NHS_FILE_SVG, 0, 0, FALSE, &error);
  nhs_render_set_decimal_point (NULL);
  g_assert_no_error (error);
  /* the picture's bytes end with no NUL: a string of them */
  data = g_bytes_get_data (svg, &size);
  text = g_strndup (data, size);
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    if (strstr (text, shown[i]) == NULL)
      g_error ("the table picture lacks “%s”", shown[i]);
  g_assert_null (strstr (text, "0.08287"));
  /* the C locale's point again */
  plain = nhs_render_view_to_bytes (&view, &theme, NHS_FILE_SVG, 0, 0, FALSE, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (plain, &size);
  plain_text = g_strndup (data, size);
  g_assert_nonnull (strstr (plain_text, ">0.08287<"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/render-titles/long-title-wraps", test_long_title_wraps);
  g_test_add_func ("/nhs/render-titles/dungeon-rows-whole", test_dungeon_rows_whole);
  g_test_add_func ("/nhs/render-titles/level-phase-in-title", test_level_phase_in_title);
  g_test_add_func ("/nhs/render-titles/table-decimal-point", test_table_decimal_point);
  return g_test_run ();
}
