/* test-render-profile.c: the profile's pictures are honest (issue 24 item 6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Render layer, no display: the heatmap and the lines draw the region's
 * real depths (from the core's region facts), every depth only when asked;
 * every line of a chart stays visible when the lines lie on each other.
 */
#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "nhs-render-profile.h"
#include "nhs-rndmonst.h"

static NhsProfile *
profile_of (const char *variant,
            NhsRegion   region,
            int         depth,
            const char *monster)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (variant, &error);
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  NhsSituation sit;
  NhsProfile *p;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = nhs_variant_from_key (variant)->id;
  sit.region = region;
  sit.depth = depth;
  sit.xl = 8;
  sets[sit.variant] = set;
  p = nhs_profile_compute (sets, &sit, monster, NULL, &error);
  g_assert_no_error (error);
  return p;
}

/* The heatmap's rows are the region's depths in the version (the core's
   nhs_region_depth_range), all 60 only with `beyond`; the cell under the
   grid's last row is the region's deepest depth. */
static void
test_heatmap_depths (void)
{
  static const struct {
    const char *variant;
    NhsRegion region;
    int depth;
  } cases[] = {
    { "3.6.7", NHS_REGION_DUNGEONS, 12 },
    { "3.6.7", NHS_REGION_MINES, 5 },
    { "3.6.7", NHS_REGION_GEHENNOM, 40 },
    { "5.0.0", NHS_REGION_GEHENNOM, 40 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (NhsProfile) p = profile_of (cases[i].variant, cases[i].region, cases[i].depth,
                                             "cockatrice");
      NhsProfileParams params = { .profile = p };
      NhsHeatmapParams hp;
      int lo, hi, first, last, depth = 0, xl = 0;
      double w, h;

      g_assert_true (nhs_region_depth_range (p->situation.variant, cases[i].region, &lo, &hi));
      g_assert_cmpint (hi - lo, <, NHS_PROFILE_DEPTHS - 1);

      nhs_render_profile_heatmap_params (&params, &hp);
      nhs_render_heatmap_depths (&hp, &first, &last);
      g_assert_cmpint (first, ==, lo);
      g_assert_cmpint (last, ==, hi);
      nhs_render_profile_depths (&params, &first, &last);
      g_assert_cmpint (first, ==, lo);
      g_assert_cmpint (last, ==, hi);
      nhs_render_heatmap_natural_size (&hp, &w, &h);
      /* the bottom row is the region's last depth, the top its first */
      g_assert_true (nhs_render_heatmap_cell_at (&hp, w, h, w / 3, h - 14, &depth, &xl));
      g_assert_cmpint (depth, ==, hi);
      g_assert_true (nhs_render_heatmap_cell_at (&hp, w, h, w / 3, 12 + 34 + 2, &depth, &xl));
      g_assert_cmpint (depth, ==, lo);

      params.beyond = TRUE;
      nhs_render_profile_heatmap_params (&params, &hp);
      nhs_render_heatmap_depths (&hp, &first, &last);
      g_assert_cmpint (first, ==, 1);
      g_assert_cmpint (last, ==, NHS_PROFILE_DEPTHS);
      nhs_render_profile_depths (&params, &first, &last);
      g_assert_cmpint (last, ==, NHS_PROFILE_DEPTHS);
      nhs_render_heatmap_natural_size (&hp, &w, &h);
      g_assert_true (nhs_render_heatmap_cell_at (&hp, w, h, w / 3, h - 14 - 20, &depth, &xl));
      g_assert_cmpint (depth, ==, NHS_PROFILE_DEPTHS);
    }
}

/* The lines of the profile are real over their own version's depths. */
static void
test_series_ranges (void)
{
  g_autoptr (NhsProfile) p = profile_of ("3.6.7", NHS_REGION_DUNGEONS, 12, "cockatrice");
  g_autofree NhsLineSeries *series = NULL;
  g_autofree double *values = NULL;
  int n = 0, lo, hi;

  series = nhs_render_profile_series (p, &n, &values);
  g_assert_cmpint (n, ==, 1);
  g_assert_true (nhs_region_depth_range (p->situation.variant, NHS_REGION_DUNGEONS, &lo, &hi));
  g_assert_cmpfloat (series[0].real_min, ==, lo);
  g_assert_cmpfloat (series[0].real_max, ==, hi);
}

static gboolean
near (guint8 a,
      double b)
{
  return fabs (a - b * 255.0) <= 2.5;
}

/* Pixels of exactly the series' colour in the plot (below its legend). */
static int
count_colour (cairo_surface_t *surface,
              const NhsRgba   *c,
              int              y_from)
{
  int stride = cairo_image_surface_get_stride (surface);
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int n = 0;

  for (int y = y_from; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 px = *(const guint32 *) (const void *) (data + y * stride + 4 * x);
        guint8 r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

        if (near (r, c->red) && near (g, c->green) && near (b, c->blue))
          n++;
      }
  return n;
}

/* Seven equal series (as 3.4.3 and 3.6.7 often are): each one's colour
   still shows in the plot, so none hides under the others. */
static void
test_equal_lines_visible (void)
{
  enum { N_SERIES = 7, N_POINTS = 30 };
  static const int colors[N_SERIES] = { 4, 1, 2, 5, 9, 6, 3 };
  static const char *labels[N_SERIES] = { "a", "b", "c", "d", "e", "f", "g" };
  NhsLineSeries series[N_SERIES] = { 0 };
  double y[N_POINTS];
  NhsLinesParams lp = { 0 };
  NhsRenderTheme theme;
  cairo_surface_t *surface;
  cairo_t *cr;

  for (int i = 0; i < N_POINTS; i++)
    y[i] = 0.01 + 0.02 * sin (i / 5.0) * sin (i / 5.0);
  for (int s = 0; s < N_SERIES; s++)
    series[s] = (NhsLineSeries) { labels[s], y, N_POINTS, colors[s], 0, 0 };
  lp.x0 = 1;
  lp.dx = 1;
  lp.series = series;
  lp.n_series = N_SERIES;
  lp.y_percent = TRUE;
  lp.marker_x = -1;
  nhs_render_theme_default (&theme, FALSE);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 300);
  cr = cairo_create (surface);
  nhs_render_set_source (cr, &theme.background);
  cairo_paint (cr);
  nhs_render_lines (cr, &theme, &lp, 600, 300);
  cairo_surface_flush (surface);
  for (int s = 0; s < N_SERIES; s++)
    {
      NhsRgba c;

      nhs_render_game_color (&theme, colors[s], &c);
      /* the legend sits in the top 60 pixels; count below it */
      g_test_message ("series %d: %d pixels", s, count_colour (surface, &c, 60));
      g_assert_cmpint (count_colour (surface, &c, 60), >=, 20);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A fraction of dozens of digits (an EvilHack mixture) is shown by its
   value; a short one as it is (issue 24 item 7). */
static void
test_fraction_short (void)
{
  g_autofree char *shortf = nhs_render_fraction_short ("3/118", 3.0 / 118);
  g_autofree char *longf = nhs_render_fraction_short ("2122175587212217558721/8998704000089987040000",
                                                      2122175587212217558721.0 / 8998704000089987040000.0);

  g_assert_cmpstr (shortf, ==, "3/118");
  g_assert_true (g_str_has_prefix (longf, "≈ "));
  g_assert_cmpuint (strlen (longf), <=, NHS_RENDER_FRACTION_CHARS);
  g_assert_null (strchr (longf, '/'));
  g_assert_nonnull (strstr (longf, "0.2358"));
}

/* The profile's text tables list the depths the pictures draw (issue 24):
   the region's, every depth 1-60 only with `beyond`, those beyond the
   region marked in a "Note" column as the pictures hatch them. */
/* A stand-in for the window's gettext: German for the depth table's words */
static const char *
to_german (const char *text)
{
  static const char *pairs[][2] = {
    { "Depth", "Tiefe" }, { "Note", "Anmerkung" },
    { "beyond the region", "jenseits der Region" },
    { "beyond the region in %s", "jenseits der Region in %s" },
    { "%s: rndmonst() chance by depth", "%s: Chance nach Tiefe" },
    { "%s · %s · %s, XL %d", "%s · %s · %s, EP-Stufe %d" },
    { ", %s level", ", Level %s" }, { "lawful", "rechtschaffen" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    if (strcmp (text, pairs[i][0]) == 0)
      return pairs[i][1];
  return text;
}

/* The Profile page copies its depth table in the window's language: every
   heading, the title and the notes go through the translation it is given
   (they stayed English in German); without one the CLI's English table. */
static void
test_depth_table_translated (void)
{
  g_autoptr (NhsProfile) p = profile_of ("3.6.7", NHS_REGION_MINES, 5, "gnome lord");
  g_autoptr (NhsTable) en = nhs_profile_depth_table (p, TRUE);
  g_autoptr (NhsTable) en2 = nhs_profile_depth_table_in (p, TRUE, NULL);
  g_autoptr (NhsTable) de = nhs_profile_depth_table_in (p, TRUE, to_german);
  int note = nhs_table_n_columns (de) - 1;
  int beyond = 0;

  g_assert_cmpstr (nhs_table_heading (en, 0), ==, "Depth");
  g_assert_cmpstr (nhs_table_heading (en2, 0), ==, "Depth");
  g_assert_cmpstr (nhs_table_caption (en2), ==, nhs_table_caption (en));
  g_assert_cmpstr (nhs_table_heading (de, 0), ==, "Tiefe");
  g_assert_cmpstr (nhs_table_heading (de, note), ==, "Anmerkung");
  g_assert_true (g_str_has_suffix (nhs_table_caption (de), ": Chance nach Tiefe"));
  for (int r = 0; r < nhs_table_n_rows (de); r++)
    {
      const char *n = nhs_table_cell (de, r, note);

      g_assert_null (strstr (n, "beyond"));
      beyond += g_str_has_prefix (n, "jenseits der Region");
      g_assert_cmpint (g_str_has_prefix (n, "jenseits"), ==,
                       g_str_has_prefix (nhs_table_cell (en, r, note), "beyond"));
    }
  g_assert_cmpint (beyond, >, 0);
  /* the title names the situation in the same language ("XL 8" stayed
     English in a German Profile page) */
  g_assert_true (g_str_has_prefix (nhs_table_caption (de), "gnome lord · NetHack 3.6.7 · Gnomish Mines, EP-Stufe "));
  g_assert_true (g_str_has_prefix (nhs_table_caption (en), "gnome lord · NetHack 3.6.7 · Gnomish Mines, XL "));
  {
    g_autoptr (NhsProfile) lawful = profile_of ("3.6.7", NHS_REGION_MINES, 5, "gnome lord");
    g_autofree char *caption = NULL;

    lawful->situation.align = NHS_ALIGN_LAWFUL;
    caption = nhs_profile_caption (lawful, to_german);
    g_assert_true (g_str_has_suffix (caption, ", Level rechtschaffen"));
  }
}

/* A profile's caption names the whole situation its numbers are computed
   in, in the chart title's words: a genocide changes a class profile's
   chances, so the caption must say it (it named only the alignment and the
   Amulet, and a heatmap with a genocided gnome lord read as the plain one). */
static void
test_caption_names_situation (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", &error);
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  g_autoptr (NhsProfile) plain = profile_of ("3.6.7", NHS_REGION_DUNGEONS, 5, "dwarf");
  g_autoptr (NhsProfile) geno = NULL;
  g_autofree char *plain_caption = nhs_profile_caption (plain, NULL);
  g_autofree char *caption = NULL;
  NhsSituation sit;
  int gnome_lord;

  g_assert_no_error (error);
  g_assert_nonnull (nhs_monster_set_lookup (set, "gnome lord"));
  gnome_lord = (int) (nhs_monster_set_lookup (set, "gnome lord") - set->monsters);
  nhs_situation_init (&sit);
  sit.variant = nhs_variant_from_key ("3.6.7")->id;
  sit.region = NHS_REGION_DUNGEONS;
  sit.depth = 5;
  sit.xl = 8;
  sit.align = NHS_ALIGN_CHAOTIC;
  nhs_situation_set_genocided (&sit, gnome_lord, TRUE);
  sets[sit.variant] = set;
  geno = nhs_profile_compute (sets, &sit, "dwarf", NULL, &error);
  g_assert_no_error (error);
  caption = nhs_profile_caption (geno, NULL);
  g_assert_cmpstr (plain_caption, ==, "dwarf · NetHack 3.6.7 · Dungeons of Doom, XL 8");
  g_assert_cmpstr (caption, ==, "dwarf · NetHack 3.6.7 · Dungeons of Doom, XL 8, chaotic level, "
                                "genocided: gnome lord");
}

static void
test_tables_follow_depths (void)
{
  static const struct { const char *variant; NhsRegion region; int depth; } cases[] = {
    { "3.6.7", NHS_REGION_DUNGEONS, 12 },
    { "3.6.7", NHS_REGION_MINES, 5 },
    { "5.0.0", NHS_REGION_GEHENNOM, 40 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (NhsProfile) p = profile_of (cases[i].variant, cases[i].region, cases[i].depth,
                                             "cockatrice");
      g_autoptr (NhsTable) depth = nhs_profile_depth_table (p, FALSE);
      g_autoptr (NhsTable) all = nhs_profile_depth_table (p, TRUE);
      g_autoptr (NhsTable) heat = nhs_heatmap_table (p, FALSE);
      g_autoptr (NhsTable) heat_all = nhs_heatmap_table (p, TRUE);
      NhsProfileParams params = { .profile = p };
      g_autofree char *first = NULL;
      int lo, hi, note;

      nhs_render_profile_depths (&params, &lo, &hi);
      first = g_strdup_printf ("%d", lo);
      g_assert_cmpint (nhs_table_n_rows (depth), ==, hi - lo + 1);
      g_assert_cmpstr (nhs_table_cell (depth, 0, 0), ==, first);
      g_assert_cmpint (nhs_table_n_rows (heat), ==, (hi - lo + 1) * NHS_PROFILE_XLS);
      params.beyond = TRUE;
      nhs_render_profile_depths (&params, &lo, &hi);
      g_assert_cmpint (lo, ==, 1);
      g_assert_cmpint (nhs_table_n_rows (all), ==, NHS_PROFILE_DEPTHS);
      g_assert_cmpint (nhs_table_n_rows (heat_all), ==, NHS_PROFILE_DEPTHS * NHS_PROFILE_XLS);
      /* the last column says which rows lie beyond the region */
      note = nhs_table_n_columns (all) - 1;
      g_assert_cmpstr (nhs_table_heading (all, note), ==, "Note");
      for (int d = 1; d <= NHS_PROFILE_DEPTHS; d++)
        {
          gboolean outside = d < p->heatmap.depth_lo || d > p->heatmap.depth_hi;

          g_assert_cmpint (outside, ==, strcmp (nhs_table_cell (all, d - 1, note), "beyond the region") == 0);
          g_assert_cmpint (outside, ==,
                           strcmp (nhs_table_cell (heat_all, (d - 1) * NHS_PROFILE_XLS,
                                                   nhs_table_n_columns (heat_all) - 1),
                                   "beyond the region") == 0);
        }
    }
}

/* Issue 24: the Profile's line for another version is the same monster
   there, as Compare pairs them: 3.6.7's dwarf is EvilHack's mountain dwarf
   (EvilHack's "dwarf" is a race placeholder, which drew a flat zero line),
   the dwarf lord is 5.0.0's dwarf leader (it had no line), and 5.0.0's
   amorous demon is 3.6.7's incubus and succubus together; each such line
   says the name, and its chances are that version's own. */
static void
test_lines_follow_renames (void)
{
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  NhsSituation sit;
  g_autoptr (GError) error = NULL;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_monster_set_load_variant (nhs_variant_get (v)->key, &error);
  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.region = NHS_REGION_DUNGEONS;
  sit.depth = 10;
  sit.xl = 8;
  {
    NhsProfile *p;
    NhsProfile *own;
    NhsSituation evil = sit;

    sit.variant = NHS_VARIANT_367;
    p = nhs_profile_compute (sets, &sit, "dwarf", NULL, &error);
    g_assert_no_error (error);
    g_assert_true (p->lines[NHS_VARIANT_EVILHACK].present);
    g_assert_cmpstr (p->lines[NHS_VARIANT_EVILHACK].name, ==, "mountain dwarf");
    g_assert_null (p->lines[NHS_VARIANT_500].name);
    evil.variant = NHS_VARIANT_EVILHACK;
    own = nhs_profile_compute (sets, &evil, "mountain dwarf", NULL, &error);
    g_assert_no_error (error);
    for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
      g_assert_cmpfloat (nhs_profile_cell_p (&p->lines[NHS_VARIANT_EVILHACK].cells[d]), ==,
                         nhs_profile_cell_p (&own->lines[NHS_VARIANT_EVILHACK].cells[d]));
    g_assert_cmpfloat (nhs_profile_cell_p (&p->lines[NHS_VARIANT_EVILHACK].cells[9]), >, 0);
    nhs_profile_unref (own);
    nhs_profile_unref (p);

    /* EvilHack's own "dwarf" is its race placeholder: refused with the
       dwarf it makes, not a flat zero line */
    g_assert_null (nhs_profile_compute (sets, &evil, "dwarf", NULL, &error));
    g_assert_nonnull (error);
    g_assert_true (g_str_has_suffix (error->message, "the dwarf it makes is “mountain dwarf”."));
    g_clear_error (&error);

    p = nhs_profile_compute (sets, &sit, "dwarf lord", NULL, &error);
    g_assert_no_error (error);
    g_assert_true (p->lines[NHS_VARIANT_500].present);
    g_assert_cmpstr (p->lines[NHS_VARIANT_500].name, ==, "dwarf leader");
    g_assert_cmpstr (p->lines[NHS_VARIANT_EVILHACK].name, ==, "dwarf noble");
    /* the picture's legend says the name too, as the depth table's heading */
    {
      g_autofree NhsLineSeries *series = NULL;
      g_autofree double *values = NULL;
      g_autoptr (NhsTable) t = nhs_profile_depth_table_in (p, FALSE, NULL);
      int n = 0, found = 0;

      series = nhs_render_profile_series (p, &n, &values);
      for (int k = 0; k < n; k++)
        {
          gboolean in_table = FALSE;

          for (int c = 0; c < nhs_table_n_columns (t); c++)
            in_table |= g_strcmp0 (nhs_table_heading (t, c), series[k].label) == 0;
          g_assert_true (in_table);
          found += g_strcmp0 (series[k].label, "EvilHack (dwarf noble)") == 0;
          found += g_strcmp0 (series[k].label, "5.0.0 (dwarf leader)") == 0;
        }
      g_assert_cmpint (found, ==, 2);
    }
    nhs_profile_unref (p);
  }
  {
    NhsProfile *p;
    g_autoptr (NhsDistribution) d367 = NULL;
    NhsSituation at = sit;
    const NhsMonster *inc = nhs_monster_set_lookup (sets[NHS_VARIANT_367], "incubus");
    const NhsMonster *suc = nhs_monster_set_lookup (sets[NHS_VARIANT_367], "succubus");

    sit.variant = NHS_VARIANT_500;
    p = nhs_profile_compute (sets, &sit, "amorous demon", NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (p->lines[NHS_VARIANT_367].name, ==, "succubus + incubus");
    at.variant = NHS_VARIANT_367;
    at.depth = 26;
    d367 = nhs_rndmonst_compute (sets[NHS_VARIANT_367], &at, &error);
    g_assert_no_error (error);
    g_assert_cmpfloat_with_epsilon (nhs_profile_cell_p (&p->lines[NHS_VARIANT_367].cells[25]),
                                    (double) (d367->candidates[inc->index].num
                                              + d367->candidates[suc->index].num) / d367->den,
                                    1e-12);
    g_assert_cmpfloat (nhs_profile_cell_p (&p->lines[NHS_VARIANT_367].cells[25]), >, 0);
    nhs_profile_unref (p);
  }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    nhs_monster_set_unref (sets[v]);
}

/* A tie for the largest chance names every depth that has it: xNetHack's
   soldier ant at XL 8 is as likely at depth 7 as at 6 (1/105 each); the
   picture said "most likely at depth 6". */
static void
test_best_depths_tie (void)
{
  g_autoptr (NhsProfile) p = profile_of ("xnethack", NHS_REGION_DUNGEONS, 12, "soldier ant");
  g_autoptr (NhsProfile) q = profile_of ("3.6.7", NHS_REGION_DUNGEONS, 12, "soldier ant");
  g_autofree char *tie = nhs_profile_best_depths_text (p, 8);
  g_autofree char *one = nhs_profile_best_depths_text (q, 8);

  g_assert_cmpint (p->best_depth[7], ==, 6);
  g_assert_cmpstr (tie, ==, "6\u20137");
  g_assert_cmpfloat (nhs_profile_cell_p (&p->heatmap.cells[5][7]), ==,
                     nhs_profile_cell_p (&p->heatmap.cells[6][7]));
  /* no tie: the one depth */
  g_assert_null (strchr (one, ','));
  g_assert_cmpint (atoi (one), ==, q->best_depth[7]);
}

/* The picture's "first depth" line and profile's table group the
   experience levels alike (nhs_profile_first_depth_run_end ()): 3.6.7's
   soldier ant (difficulty 6) is in rndmonst ()'s window once
   (depth + XL) / 2 reaches 6 (makemon.c's monmax_difficulty ()), so its
   first depth is 12 - XL up to XL 10, each its own item, and depth 1 from
   XL 11 to 30, one item "11–30". */
static void
test_first_depth_runs (void)
{
  g_autoptr (NhsProfile) p = profile_of ("3.6.7", NHS_REGION_DUNGEONS, 12, "soldier ant");
  int items = 0;

  for (int x = 0; x < NHS_PROFILE_XLS; items++)
    {
      int y = nhs_profile_first_depth_run_end (p, x);
      g_autofree char *words = nhs_profile_xl_range_text (x, y);

      if (x < 10)
        {
          g_assert_cmpint (y, ==, x);
          g_assert_cmpint (p->first_depth[x], ==, 12 - (x + 1));
          g_assert_cmpint (atoi (words), ==, x + 1);
        }
      else
        {
          g_assert_cmpint (x, ==, 10);
          g_assert_cmpint (y, ==, NHS_PROFILE_XLS - 1);
          g_assert_cmpint (p->first_depth[x], ==, 1);
          g_assert_cmpstr (words, ==, "11\u201330");
        }
      x = y + 1;
    }
  g_assert_cmpint (items, ==, 11);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/render-profile/heatmap-depths", test_heatmap_depths);
  g_test_add_func ("/nhs/render-profile/tables-follow-depths", test_tables_follow_depths);
  g_test_add_func ("/nhs/render-profile/depth-table-translated", test_depth_table_translated);
  g_test_add_func ("/nhs/render-profile/series-ranges", test_series_ranges);
  g_test_add_func ("/nhs/render-profile/equal-lines-visible", test_equal_lines_visible);
  g_test_add_func ("/nhs/render-profile/fraction-short", test_fraction_short);
  g_test_add_func ("/nhs/render-profile/lines-follow-renames", test_lines_follow_renames);
  g_test_add_func ("/nhs/render-profile/best-depths-tie", test_best_depths_tie);
  g_test_add_func ("/nhs/render-profile/first-depth-runs", test_first_depth_runs);
  g_test_add_func ("/nhs/render-profile/caption-names-situation", test_caption_names_situation);
  return g_test_run ();
}
