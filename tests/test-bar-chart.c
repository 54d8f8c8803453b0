/* test-bar-chart.c: the chart's layout, hit testing and drawing (render layer, no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cairo.h>

#include "nhs-render-align.h"
#include "nhs-render-chart.h"
#include "nhs-answer.h"

static NhsDistribution *
compute (NhsMonsterSet *set,
         int            depth,
         int            xl)
{
  g_autoptr(GError) error = NULL;
  NhsSituation sit;
  NhsDistribution *dist;

  nhs_situation_init (&sit);
  sit.depth = depth;
  sit.xl = xl;
  dist = nhs_rndmonst_compute (set, &sit, &error);
  g_assert_no_error (error);
  return dist;
}

static NhsMonsterSet *
load_set (void)
{
  g_autoptr(GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant ("3.6.7", &error);

  g_assert_no_error (error);
  return set;
}

/* Issue 24: a chart cut to its top N rows says how many it shows and,
   when the cut splits a tie, how many more share the last row's chance;
   one more row holds the sentence. */
static void
test_top_cut (void)
{
  g_autoptr(NhsMonsterSet) set = load_set ();
  g_autoptr(NhsDistribution) dist = compute (set, 10, 8);
  g_autoptr(NhsChances) chances = nhs_chances_new_rndmonst (dist);
  NhsChartParams params = { .chances = chances, .focused = -1 };
  int n = dist->n_eligible;

  g_assert_null (nhs_render_chart_cut_text (&params));
  for (int top = 1; top < n; top++)
    {
      g_autofree char *text = NULL;
      g_autofree char *want = NULL;
      int tied = 0;

      params.top = top;
      for (int i = top; i < n && dist->candidates[dist->order[i]].num
                                   == dist->candidates[dist->order[top - 1]].num; i++)
        tied++;
      if (tied > 0)
        {
          g_autofree char *f = nhs_distribution_fraction (dist, dist->order[top - 1]);

          want = g_strdup_printf ("%d of %d shown; %d more at %s", top, n, tied, f);
        }
      else
        want = g_strdup_printf ("%d of %d shown", top, n);
      text = nhs_render_chart_cut_text (&params);
      g_assert_cmpstr (text, ==, want);
      g_assert_cmpfloat (nhs_render_chart_height (&params), ==,
                         (top + 1) * NHS_CHART_ROW_HEIGHT + NHS_CHART_MARGIN);
    }
  params.top = n;
  g_assert_null (nhs_render_chart_cut_text (&params));
}

static void
test_height_and_hit (void)
{
  g_autoptr(NhsMonsterSet) set = load_set ();
  g_autoptr(NhsDistribution) dist = compute (set, 12, 8);
  g_autoptr(NhsChances) chances = nhs_chances_new_rndmonst (dist);
  NhsChartParams params = { .chances = chances, .focused = -1, .title = "title" };
  double top = NHS_CHART_TITLE_HEIGHT;
  int n = dist->n_eligible;

  g_assert_cmpint (n, >, 10);
  g_assert_cmpfloat (nhs_render_chart_height (&params), ==,
                     top + n * NHS_CHART_ROW_HEIGHT + NHS_CHART_MARGIN);

  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, 2), ==, -1);       /* the title */
  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, top + 1), ==, dist->order[0]);
  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, top + 3.5 * NHS_CHART_ROW_HEIGHT), ==,
                   dist->order[3]);
  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, top + (n - 0.5) * NHS_CHART_ROW_HEIGHT), ==,
                   dist->order[n - 1]);
  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, top + (n + 0.5) * NHS_CHART_ROW_HEIGHT), ==, -1);
  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, -5), ==, -1);

  for (int i = 0; i < n; i += 7)
    {
      double y = nhs_render_chart_row_y (&params, dist->order[i]);

      g_assert_cmpfloat (y, ==, top + i * NHS_CHART_ROW_HEIGHT);
      g_assert_cmpint (nhs_render_chart_bar_at_y (&params, y + 1), ==, dist->order[i]);
    }

  params.title = NULL;
  g_assert_cmpint (nhs_render_chart_bar_at_y (&params, 1), ==, dist->order[0]);
  g_assert_cmpfloat (nhs_render_chart_height (&params), ==, n * NHS_CHART_ROW_HEIGHT + NHS_CHART_MARGIN);
}

static void
test_grouped (void)
{
  g_autoptr(NhsMonsterSet) set = load_set ();
  g_autoptr(NhsDistribution) dist = compute (set, 12, 8);
  g_autoptr(NhsChances) chances = nhs_chances_new_rndmonst (dist);
  NhsChartParams params = { .chances = chances, .focused = -1, .group_by_class = TRUE };
  g_autoptr(GArray) rows = nhs_render_chart_rows (&params);
  int bars = 0, headers = 0, last_mlet = -1;

  for (guint i = 0; i < rows->len; i++)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);

      if (row->kind == NHS_CHART_ROW_CLASS)
        {
          headers++;
          g_assert_cmpint (row->index, >, last_mlet);     /* classes in order */
          last_mlet = row->index;
          g_assert_cmpint (nhs_render_chart_bar_at_y (&params, (i + 0.5) * NHS_CHART_ROW_HEIGHT), ==, -1);
        }
      else
        {
          bars++;
          g_assert_cmpint (set->monsters[row->index].mlet, ==, last_mlet);
        }
    }
  g_assert_cmpint (bars, ==, dist->n_eligible);
  g_assert_cmpint (headers, >, 1);
  g_assert_cmpfloat (nhs_render_chart_height (&params), ==,
                     rows->len * NHS_CHART_ROW_HEIGHT + NHS_CHART_MARGIN);
}

static void
test_marks (void)
{
  g_autoptr(NhsMonsterSet) set = load_set ();
  g_autoptr(NhsDistribution) shallow = compute (set, 3, 1);
  g_autoptr(NhsDistribution) deep = compute (set, 15, 10);
  g_autoptr(NhsChances) shallow_chances = nhs_chances_new_rndmonst (shallow);
  g_autoptr(NhsChances) deep_chances = nhs_chances_new_rndmonst (deep);
  NhsChartParams params = { .chances = deep_chances, .previous = shallow_chances, .focused = -1 };
  int entered, left, expect_entered = 0, expect_left = 0;

  for (int i = 0; i < set->n; i++)
    {
      gboolean was = shallow->candidates[i].num > 0, is = deep->candidates[i].num > 0;

      expect_entered += is && !was;
      expect_left += was && !is;
    }
  nhs_render_chart_count_changes (&params, &entered, &left);
  g_assert_cmpint (entered, ==, expect_entered);
  g_assert_cmpint (left, ==, expect_left);
  g_assert_cmpint (entered, >, 0);
  g_assert_cmpint (left, >, 0);
  /* the monsters that left come last, and can be hovered */
  g_assert_cmpfloat (nhs_render_chart_height (&params), ==,
                     (deep->n_eligible + left) * NHS_CHART_ROW_HEIGHT + NHS_CHART_MARGIN);
  {
    int idx = nhs_render_chart_bar_at_y (&params, (deep->n_eligible + 0.5) * NHS_CHART_ROW_HEIGHT);

    g_assert_cmpint (idx, >=, 0);
    g_assert_true (shallow->candidates[idx].num > 0 && deep->candidates[idx].num == 0);
  }

  /* no previous, or the same one: no marks */
  params.previous = deep_chances;
  nhs_render_chart_count_changes (&params, &entered, &left);
  g_assert_cmpint (entered + left, ==, 0);
}

static void
test_draw (void)
{
  g_autoptr(NhsMonsterSet) set = load_set ();
  g_autoptr(NhsDistribution) dist = compute (set, 12, 8);
  g_autoptr(NhsDistribution) prev = compute (set, 6, 8);
  g_autoptr(NhsChances) chances = nhs_chances_new_rndmonst (dist);
  g_autoptr(NhsChances) prev_chances = nhs_chances_new_rndmonst (prev);
  NhsChartParams params = { .chances = chances, .previous = prev_chances, .focused = dist->order[1],
                            .title = "t" };
  NhsRenderTheme theme;
  double h = nhs_render_chart_height (&params);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, (int) h);
  cairo_t *cr = cairo_create (surface);
  unsigned char *data;
  int stride, y;
  guint32 px;

  nhs_render_theme_default (&theme, FALSE);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  nhs_render_chart (cr, &theme, &params, 640, 0, G_MAXDOUBLE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (surface);
  if (g_getenv ("NHS_TEST_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("NHS_TEST_PNG"));

  /* the focused row is tinted with the accent colour at its far right */
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  y = (int) (nhs_render_chart_row_y (&params, dist->order[1]) + NHS_CHART_ROW_HEIGHT / 2);
  px = *(guint32 *) (data + y * stride + 630 * 4);
  g_assert_cmphex (px & 0xffffff, !=, 0xffffff);
  /* an ordinary row is not */
  y = (int) (nhs_render_chart_row_y (&params, dist->order[3]) + NHS_CHART_ROW_HEIGHT / 2);
  px = *(guint32 *) (data + y * stride + 630 * 4);
  g_assert_cmphex (px & 0xffffff, ==, 0xffffff);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Every bar's label lies inside the chart, whatever its width: the
   Quest's mixture for a Valkyrie (5.0.0, depth 14, XL 14), whose first bar
   (the fire ant, 6341/11200) is long and its label too, drawn at the
   narrow widths of the Overview and at an export's; nothing may be drawn
   right of the chart's width (the surface is wider, its extra columns
   must stay blank) */
static void
test_labels_inside (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(NhsMonsterSet) set = nhs_monster_set_load_variant ("5.0.0", &error);
  NhsAnswer *answer;
  NhsSituation sit;
  const double widths[] = { 360, 400, 430, 460, 500, 640, 860 };

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_500;
  sit.region = NHS_REGION_QUEST;
  sit.depth = 14;
  sit.xl = 14;
  answer = nhs_answer_compute (set, &sit, "Valkyrie", NULL, NULL, &error);
  g_assert_no_error (error);
  for (gsize w = 0; w < G_N_ELEMENTS (widths); w++)
    for (int dark = 0; dark < 2; dark++)
      {
        NhsChartParams params = { .chances = answer->chances, .focused = -1 };
        NhsRenderTheme theme;
        /* the first rows: the longest bars */
        double h = MIN (nhs_render_chart_height (&params), 12 * NHS_CHART_ROW_HEIGHT);
        int extra = 80, width = (int) widths[w];
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width + extra, (int) h);
        cairo_t *cr = cairo_create (surface);
        unsigned char *data;
        int stride;

        nhs_render_theme_default (&theme, dark);
        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_paint (cr);
        nhs_render_chart (cr, &theme, &params, widths[w], 0, h);
        cairo_surface_flush (surface);
        data = cairo_image_surface_get_data (surface);
        stride = cairo_image_surface_get_stride (surface);
        for (int y = 0; y < (int) h; y++)
          for (int x = width; x < width + extra; x++)
            g_assert_cmphex (*(guint32 *) (data + y * stride + x * 4) & 0xffffff, ==, 0xffffff);
        cairo_destroy (cr);
        cairo_surface_destroy (surface);
      }
  nhs_answer_unref (answer);
}

static void
test_align_rows (void)
{
  /* ALIGNWEIGHT 4: alignment 0 gets +2/+5/+2 and is its own row */
  NhsAlignRange ranges[NHS_ALIGN_MAX_RANGES];
  const NhsVariant *t0 = nhs_render_align_variant (NULL, 0);
  const NhsVariant *t1 = nhs_render_align_variant (NULL, 1);
  const NhsVariant *evil = nhs_variant_get (NHS_VARIANT_EVILHACK);
  int n = nhs_align_table_ranges (t0, ranges);
  int row = nhs_render_align_focused_row (t0, 0);

  g_assert_cmpint (t0->align_weight, ==, 4);
  g_assert_cmpint (t1->align_weight, ==, 10);
  g_assert_cmpint (row, >=, 0);
  g_assert_cmpint (row, <, n);
  g_assert_cmpint (ranges[row].lo, <=, 0);
  g_assert_cmpint (ranges[row].hi, >=, 0);
  g_assert_cmpint (nhs_render_align_focused_row (t0, -128), ==, -1);
  g_assert_cmpint (nhs_render_align_focused_row (t1, 20), ==,
                   nhs_align_table_ranges (t1, ranges) - 1);
  /* EvilHack's A_NONE demons: their own last row, counted as -3 */
  n = nhs_align_table_ranges (evil, ranges);
  g_assert_cmpint (nhs_render_align_focused_row (evil, -128), ==, n - 1);
  g_assert_cmpint (ranges[n - 1].counts_as, ==, -3);
  g_assert_cmpint (ranges[n - 1].neutral, ==, ranges[nhs_render_align_focused_row (evil, -3)].neutral);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/bar-chart/height-and-hit", test_height_and_hit);
  g_test_add_func ("/nhs/bar-chart/top-cut", test_top_cut);
  g_test_add_func ("/nhs/bar-chart/grouped", test_grouped);
  g_test_add_func ("/nhs/bar-chart/marks", test_marks);
  g_test_add_func ("/nhs/bar-chart/draw", test_draw);
  g_test_add_func ("/nhs/bar-chart/labels-inside", test_labels_inside);
  g_test_add_func ("/nhs/bar-chart/align-rows", test_align_rows);
  return g_test_run ();
}
