/* nhs-render-profile.c: the profile drawn as one picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-profile.h"
#include "nhs-render-table.h"

#include <math.h>

#define MARGIN 12.0
#define TITLE_H 48.0        /* the title and the sentence saying what it measures */
#define GAP 12.0
#define LINES_W 560.0
#define LINES_MIN_W 340.0
#define LINES_H 300.0
#define SUMMARY_H 64.0

/* One game colour per version row, in table order. */
static const int line_colors[] = { 4, 1, 2, 5, 9, 6, 3, 13 };

NhsLineSeries *
nhs_render_profile_series (const NhsProfile *profile,
                           int              *n_series,
                           double          **values)
{
  NhsLineSeries *series = g_new0 (NhsLineSeries, NHS_N_VARIANTS);
  double *y = g_new0 (double, NHS_N_VARIANTS * NHS_PROFILE_DEPTHS);
  int n = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (profile->lines[v].present)
      {
        for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
          {
            const NhsProfileCell *c = &profile->lines[v].cells[d];

            y[n * NHS_PROFILE_DEPTHS + d] = nhs_profile_cell_p (c);
          }
        series[n].label = profile->lines[v].label;
        series[n].y = y + n * NHS_PROFILE_DEPTHS;
        series[n].n = NHS_PROFILE_DEPTHS;
        series[n].color = line_colors[v % G_N_ELEMENTS (line_colors)];
        series[n].real_min = profile->lines[v].depth_lo;
        series[n].real_max = profile->lines[v].depth_hi;
        n++;
      }
  *n_series = n;
  *values = y;
  return series;
}

void
nhs_render_profile_depths (const NhsProfileParams *params,
                           int                    *first,
                           int                    *last)
{
  const NhsProfile *p = params->profile;

  *first = 1;
  *last = NHS_PROFILE_DEPTHS;
  if (params->beyond)
    return;
  *first = p->heatmap.depth_lo;
  *last = p->heatmap.depth_hi;
  *first = CLAMP (*first, 1, NHS_PROFILE_DEPTHS);
  *last = CLAMP (*last, *first, NHS_PROFILE_DEPTHS);
}

static NhsTable *
origins_table (const NhsProfileParams *params)
{
  return nhs_profile_origin_table_in (params->profile, params->translate);
}

static const char *
tr (const NhsProfileParams *params,
    const char             *text)
{
  return params->translate ? params->translate (text) : text;
}

char *
nhs_render_profile_measures (const NhsProfileParams *params,
                             gboolean                with_lines)
{
  const NhsProfile *p = params->profile;
  g_autofree char *what = NULL;

  if (p->is_class && p->members->len > 0)
    /* Translators: %c is a class's symbol: what a profile's picture is about */
    what = g_strdup_printf (tr (params, "a monster of class %c"),
                            p->set->monsters[g_array_index (p->members, int, 0)].symbol);
  else
    /* Translators: %s is a monster's name: what a profile's picture is about */
    what = g_strdup_printf (tr (params, "the %s"), p->title);
  if (!with_lines)
    /* Translators: a heatmap's caption: %s "the cockatrice" or "a monster of
       class c" */
    return g_strdup_printf (tr (params, "Chance that the next random monster is %s, by depth and "
                                        "experience level."), what);
  /* Translators: a profile's caption: %s "the cockatrice" or "a monster of
     class c", %d the experience level */
  return g_strdup_printf (tr (params, "Chance that the next random monster is %s: by depth and "
                                      "experience level, and by depth in every version at XL %d."),
                          what, p->situation.xl);
}

void
nhs_render_profile_heatmap_params (const NhsProfileParams *params,
                                   NhsHeatmapParams       *hp)
{
  const NhsProfile *p = params->profile;

  *hp = (NhsHeatmapParams) { .heatmap = &p->heatmap };
  hp->marker_xl = p->situation.xl;
  hp->marker_depth = p->situation.difficulty > 0 ? 0 : p->situation.depth;
  hp->hover_depth = params->hover_depth;
  hp->hover_xl = params->hover_xl;
  hp->xl_label = tr (params, "experience level");
  hp->depth_label = tr (params, "depth");
  hp->beyond = params->beyond;
  /* Translators: the heatmap's legend for the hatched rows */
  hp->beyond_label = tr (params, "depths the region does not have in this version");
}

#define TITLE_FONT "Sans Bold 12"
#define MEASURES_FONT "Sans 9"

double
nhs_render_profile_title_extra (const NhsProfileParams *params,
                                double                  width)
{
  g_autofree char *caption = params->title ? NULL : nhs_profile_caption (params->profile, params->translate);
  g_autofree char *measures = nhs_render_profile_measures (params, TRUE);

  return nhs_render_wrapped_extra (TITLE_FONT, params->title ? params->title : caption, width - 2 * MARGIN)
         + nhs_render_wrapped_extra (MEASURES_FONT, measures, width - 2 * MARGIN);
}

void
nhs_render_profile_natural_size (const NhsProfileParams *params,
                                 double                 *width,
                                 double                 *height)
{
  NhsHeatmapParams hp;
  g_autoptr (NhsTable) table = origins_table (params);
  NhsTableParams tp = { .table = table, .title = "" };
  double hw, hh, tw, th;

  nhs_render_profile_heatmap_params (params, &hp);
  nhs_render_heatmap_natural_size (&hp, &hw, &hh);
  nhs_render_table_natural_size (&tp, &tw, &th);
  *width = MAX (2 * MARGIN + hw + GAP + LINES_W, tw);
  *height = MARGIN + TITLE_H + nhs_render_profile_title_extra (params, *width)
            + MAX (hh, LINES_H + SUMMARY_H)
            + (nhs_table_n_rows (table) > 0 ? th : 0) + MARGIN;
}

void
nhs_render_profile_heatmap_box (const NhsProfileParams *params,
                                double                  width,
                                double                  height,
                                double                 *x,
                                double                 *y,
                                double                 *w,
                                double                 *h)
{
  NhsHeatmapParams hp;

  nhs_render_profile_heatmap_params (params, &hp);
  nhs_render_heatmap_natural_size (&hp, w, h);
  *x = MARGIN;
  *y = MARGIN + TITLE_H + nhs_render_profile_title_extra (params, width);
  /* narrower than natural: the heatmap gives way first, down to what
     leaves the lines LINES_MIN_W */
  *w = MIN (*w, MAX (width - 2 * MARGIN - GAP - LINES_MIN_W, 240));
  (void) height;
}

void
nhs_render_profile (cairo_t                *cr,
                    const NhsRenderTheme   *theme,
                    const NhsProfileParams *params,
                    double                  width,
                    double                  height)
{
  const NhsProfile *p = params->profile;
  g_autofree char *caption = nhs_profile_caption (p, params->translate);
  g_autofree NhsLineSeries *series = NULL;
  g_autofree double *values = NULL;
  g_autoptr (NhsTable) table = origins_table (params);
  NhsHeatmapParams hp;
  NhsLinesParams lp = { 0 };
  PangoLayout *body;
  double hx, hy, hw, hh, lx;
  int n_series, xl = p->situation.xl;
  GString *summary = g_string_new (NULL);

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL && p != NULL);

  body = nhs_render_layout_new (cr, MEASURES_FONT);
  nhs_render_set_source (cr, &theme->foreground);
  /* the title and what it measures wrap: every word kept */
  {
    const char *shown = params->title ? params->title : caption;
    g_autofree char *measures = nhs_render_profile_measures (params, TRUE);

    nhs_render_wrapped (cr, TITLE_FONT, shown, MARGIN, MARGIN, width - 2 * MARGIN);
    nhs_render_wrapped (cr, MEASURES_FONT, measures, MARGIN,
                        MARGIN + 22 + nhs_render_wrapped_extra (TITLE_FONT, shown, width - 2 * MARGIN),
                        width - 2 * MARGIN);
  }

  /* the heatmap, left */
  nhs_render_profile_heatmap_box (params, width, height, &hx, &hy, &hw, &hh);
  nhs_render_profile_heatmap_params (params, &hp);
  cairo_save (cr);
  cairo_translate (cr, hx, hy);
  nhs_render_heatmap (cr, theme, &hp, hw, hh);
  cairo_restore (cr);

  /* the lines by version, right */
  lx = hx + hw + GAP;
  series = nhs_render_profile_series (p, &n_series, &values);
  lp.x0 = 1;
  lp.dx = 1;
  lp.series = series;
  lp.n_series = n_series;
  lp.y_percent = TRUE;
  lp.x_label = tr (params, "depth");
  lp.marker_x = p->situation.difficulty > 0 ? 0 : p->situation.depth;
  {
    int first, last;

    nhs_render_profile_depths (params, &first, &last);
    lp.x_min = first;
    lp.x_max = last;
    if (params->beyond)
      {
        lp.region_min = p->heatmap.depth_lo;
        lp.region_max = p->heatmap.depth_hi;
        /* Translators: the line chart's shading of depths the region does not have */
        lp.beyond_label = tr (params, "beyond the region");
      }
  }
  {
    g_autofree char *ylabel = g_strdup_printf (tr (params, "chance at XL %d, every version"), xl);

    lp.y_label = ylabel;
    cairo_save (cr);
    cairo_translate (cr, lx, hy);
    nhs_render_lines (cr, theme, &lp, MAX (width - lx - MARGIN, 200), LINES_H);
    cairo_restore (cr);
  }

  /* the summary under the lines */
  if (p->best_depth[xl - 1] > 0)
    {
      /* every depth that ties ("6–7"), not only the first */
      g_autofree char *depths = nhs_profile_best_depths_text (p, xl);

      g_string_append_printf (summary, tr (params, "Most likely at depth %s at XL %d (%s)."),
                              depths, xl, tr (params, nhs_region_info (p->situation.region)->name));
    }
  else
    g_string_append_printf (summary, tr (params, "Never made by rndmonst() at XL %d in %s."), xl,
                            nhs_region_place_translated (nhs_region_info (p->situation.region), params->translate));
  g_string_append_c (summary, '\n');
  /* the experience levels with one first depth as one item, as
     nhs_profile_first_depth_table () has them */
  g_string_append (summary, tr (params, "First depth where it can appear, by XL:"));
  for (int x = 0; x < NHS_PROFILE_XLS;)
    {
      int y = nhs_profile_first_depth_run_end (p, x);
      g_autofree char *xls = nhs_profile_xl_range_text (x, y);
      /* Translators: experience levels ("1" or "2–9"), then the first
         depth where the monster can appear at them */
      g_autofree char *item = p->first_depth[x] > 0
                              ? g_strdup_printf (tr (params, "XL %s: %d"), xls, p->first_depth[x])
                              /* Translators: experience levels where it never appears */
                              : g_strdup_printf (tr (params, "XL %s: never"), xls);
      g_auto (GStrv) words = g_strsplit (item, " ", -1);
      g_autofree char *spaced = g_strjoinv ("\xc2\xa0", words);   /* a line never breaks inside one, */
      g_auto (GStrv) dashes = g_strsplit (spaced, "\xe2\x80\x93", -1);
      g_autofree char *kept = g_strjoinv ("\xe2\x81\xa0\xe2\x80\x93\xe2\x81\xa0", dashes);   /* nor at a range's dash (U+2060 word joiners) */

      g_string_append (summary, "  ");
      g_string_append (summary, kept);
      x = y + 1;
    }
  pango_layout_set_width (body, (int) (MAX (width - lx - MARGIN, 200) * PANGO_SCALE));
  pango_layout_set_wrap (body, PANGO_WRAP_WORD);
  nhs_render_set_source (cr, &theme->foreground);
  nhs_render_text (cr, body, summary->str, lx + 12, hy + LINES_H + 4, 0);
  g_string_free (summary, TRUE);

  /* the other origins, below */
  if (nhs_table_n_rows (table) > 0)
    {
      NhsTableParams tp = { .table = table, .title = tr (params, "Other ways the game makes it") };

      cairo_save (cr);
      cairo_translate (cr, 0, hy + MAX (hh, LINES_H + SUMMARY_H));
      nhs_render_table (cr, theme, &tp, width);
      cairo_restore (cr);
    }
  g_object_unref (body);
}
