/* nhs-render-heatmap.c: the depth × XL grid, its legend and marker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-heatmap.h"

#include <math.h>

#define MARGIN 12.0
#define TITLE_H 28.0
#define CAPTION_H 20.0
#define AXIS_LEFT 44.0      /* depth labels */
#define AXIS_TOP 34.0       /* XL labels */
#define LEGEND_W 96.0
#define CELL_W 18.0
#define CELL_H 10.0
#define LEGEND_NOTE_H 20.0 /* with `beyond`: the line under the grid saying what is hatched */

#define GRID_MIN_H 240.0   /* a short range's cells grow to this height in all */

typedef struct {
  double x0, y0, cw, ch;
  int first, last;          /* the depths drawn */
} Geometry;

void
nhs_render_heatmap_depths (const NhsHeatmapParams *params,
                           int                    *first,
                           int                    *last)
{
  const NhsHeatmap *hm = params->heatmap;

  *first = 1;
  *last = NHS_PROFILE_DEPTHS;
  if (!params->beyond && hm->depth_lo >= 1 && hm->depth_hi >= hm->depth_lo)
    {
      *first = MAX (hm->depth_lo, 1);
      *last = MIN (hm->depth_hi, NHS_PROFILE_DEPTHS);
    }
}

static int
n_depths (const NhsHeatmapParams *p)
{
  int first, last;

  nhs_render_heatmap_depths (p, &first, &last);
  return last - first + 1;
}

#define CAPTION_FONT "Sans 8"

double
nhs_render_heatmap_title_extra (const NhsHeatmapParams *params,
                                double                  width)
{
  return nhs_render_title_extra (params->title, width - 2 * MARGIN)
         + nhs_render_wrapped_extra (CAPTION_FONT, params->caption, width - 2 * MARGIN);
}

static void
geometry (const NhsHeatmapParams *p,
          double                  width,
          double                  height,
          Geometry               *g)
{
  double top = MARGIN + (p->title ? TITLE_H : 0) + (p->caption ? CAPTION_H : 0) + AXIS_TOP
               + nhs_render_heatmap_title_extra (p, width);
  double room_w = width - 2 * MARGIN - AXIS_LEFT - LEGEND_W;
  double room_h = height - top - MARGIN - (p->beyond ? LEGEND_NOTE_H : 0);

  nhs_render_heatmap_depths (p, &g->first, &g->last);
  g->x0 = MARGIN + AXIS_LEFT;
  g->y0 = top;
  g->cw = MAX (room_w / NHS_PROFILE_XLS, 2.0);
  g->ch = MAX (room_h / (g->last - g->first + 1), 1.0);
}

void
nhs_render_heatmap_natural_size (const NhsHeatmapParams *params,
                                 double                 *width,
                                 double                 *height)
{
  *width = 2 * MARGIN + AXIS_LEFT + NHS_PROFILE_XLS * CELL_W + LEGEND_W;
  *height = 2 * MARGIN + (params->title ? TITLE_H : 0) + (params->caption ? CAPTION_H : 0) + AXIS_TOP
            + nhs_render_heatmap_title_extra (params, *width)
            + MAX (n_depths (params) * CELL_H, GRID_MIN_H) + (params->beyond ? LEGEND_NOTE_H : 0);
}

/* A perceptual ramp (after viridis): dark blue to yellow; on a dark
   background the same, which stays readable both ways. */
void
nhs_render_heatmap_color (const NhsRenderTheme *theme,
                          double                t,
                          NhsRgba              *out)
{
  static const double stops[][3] = {
    { 0.267, 0.005, 0.329 }, { 0.231, 0.322, 0.545 }, { 0.129, 0.569, 0.549 },
    { 0.369, 0.788, 0.384 }, { 0.993, 0.906, 0.144 },
  };
  double s = CLAMP (t, 0, 1) * (G_N_ELEMENTS (stops) - 1);
  int i = MIN ((int) s, (int) G_N_ELEMENTS (stops) - 2);
  double f = s - i;

  if (theme->high_contrast)
    {
      *out = theme->foreground;
      out->alpha = 0.15 + 0.85 * CLAMP (t, 0, 1);
      return;
    }
  out->red = stops[i][0] + f * (stops[i + 1][0] - stops[i][0]);
  out->green = stops[i][1] + f * (stops[i + 1][1] - stops[i][1]);
  out->blue = stops[i][2] + f * (stops[i + 1][2] - stops[i][2]);
  out->alpha = 1;
}

/* a cell whose chance is 0 (never at that depth and XL), in the grid and
   in the legend alike */
static void
zero_color (const NhsRenderTheme *theme,
            NhsRgba              *color)
{
  *color = theme->dim;
  color->alpha = 0.08;
}

static void
percent_text (char   *buf,
              gsize   len,
              double  p)
{
  g_autofree char *text = nhs_render_percent (p);

  g_strlcpy (buf, text, len);
}

void
nhs_render_heatmap (cairo_t                *cr,
                    const NhsRenderTheme   *theme,
                    const NhsHeatmapParams *params,
                    double                  width,
                    double                  height)
{
  const NhsHeatmap *hm = params->heatmap;
  PangoLayout *small;
  Geometry g;
  double max_p, shown_max;
  gboolean hatched = FALSE;
  char buf[64];

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL && hm != NULL);

  geometry (params, width, height, &g);
  /* the scale runs to the largest chance drawn */
  max_p = 0;
  for (int d = g.first - 1; d < g.last; d++)
    for (int x = 0; x < NHS_PROFILE_XLS; x++)
      max_p = MAX (max_p, nhs_heatmap_cell_p (hm, d + 1, x + 1));
  shown_max = max_p;
  if (max_p <= 0)
    max_p = 1;
  small = nhs_render_layout_new (cr, "Sans 8");

  /* title and caption wrap: every word kept */
  nhs_render_set_source (cr, &theme->foreground);
  nhs_render_title (cr, params->title, MARGIN, MARGIN, width - 2 * MARGIN);
  if (params->caption)
    nhs_render_wrapped (cr, CAPTION_FONT, params->caption, MARGIN,
                        MARGIN + (params->title
                                  ? TITLE_H + nhs_render_title_extra (params->title, width - 2 * MARGIN)
                                  : 0) - 4,
                        width - 2 * MARGIN);

#define ROW_Y(depth) (g.y0 + ((depth) - g.first) * g.ch)
  /* cells */
  for (int d = g.first - 1; d < g.last; d++)
    for (int x = 0; x < NHS_PROFILE_XLS; x++)
      {
        const NhsProfileCell *c = &hm->cells[d][x];
        double p = nhs_profile_cell_p (c);
        NhsRgba color;

        if (p <= 0)
          zero_color (theme, &color);
        else
          nhs_render_heatmap_color (theme, p / max_p, &color);
        nhs_render_set_source (cr, &color);
        cairo_rectangle (cr, g.x0 + x * g.cw, ROW_Y (d + 1), g.cw - 0.5, g.ch - 0.5);
        cairo_fill (cr);
      }

  /* depths the region does not have (drawn only when asked): veiled and
     hatched, and said so under the grid */
  for (int d = g.first - 1; d < g.last; d++)
    if (d + 1 < hm->depth_lo || d + 1 > hm->depth_hi)
      {
        NhsRgba veil = theme->background;

        veil.alpha = 0.55;
        nhs_render_set_source (cr, &veil);
        cairo_rectangle (cr, g.x0, ROW_Y (d + 1), NHS_PROFILE_XLS * g.cw, g.ch);
        cairo_fill (cr);
        hatched = TRUE;
      }
  if (hatched)
    {
      double gx1 = g.x0 + NHS_PROFILE_XLS * g.cw;

      cairo_save (cr);
      for (int d = g.first - 1; d < g.last; d++)
        if (d + 1 < hm->depth_lo || d + 1 > hm->depth_hi)
          cairo_rectangle (cr, g.x0, ROW_Y (d + 1), NHS_PROFILE_XLS * g.cw, g.ch);
      cairo_clip (cr);
      nhs_render_set_source (cr, &theme->dim);
      cairo_set_line_width (cr, 1);
      for (double k = g.x0 - (g.last - g.first + 1) * g.ch; k < gx1; k += 8)
        {
          cairo_move_to (cr, k, g.y0);
          cairo_line_to (cr, k + (g.last - g.first + 1) * g.ch, ROW_Y (g.last + 1));
        }
      cairo_stroke (cr);
      cairo_restore (cr);
      /* the legend's sample and words, under the grid */
      {
        double ny = ROW_Y (g.last + 1) + 6;

        cairo_save (cr);
        cairo_rectangle (cr, g.x0, ny, 14, 10);
        cairo_clip_preserve (cr);
        nhs_render_set_source (cr, &theme->dim);
        cairo_stroke (cr);
        for (double k = g.x0 - 10; k < g.x0 + 14; k += 4)
          {
            cairo_move_to (cr, k, ny);
            cairo_line_to (cr, k + 10, ny + 10);
          }
        cairo_stroke (cr);
        cairo_restore (cr);
        nhs_render_set_source (cr, &theme->foreground);
        nhs_render_text (cr, small, params->beyond_label ? params->beyond_label
                                                         : "depths the region does not have",
                         g.x0 + 20, ny - 2, 0);
      }
    }

  /* axes */
  nhs_render_set_source (cr, &theme->foreground);
  for (int x = 1; x <= NHS_PROFILE_XLS; x++)
    if (x == 1 || x % 5 == 0)
      {
        g_snprintf (buf, sizeof buf, "%d", x);
        nhs_render_text (cr, small, buf, g.x0 + (x - 0.5) * g.cw, g.y0 - 16, 1);
      }
  for (int d = g.first; d <= g.last; d++)
    if (d == g.first || d == g.last || (d % 5 == 0 && d - g.first >= 2 && g.last - d >= 2)
        || g.ch >= 14)
      {
        int th;

        g_snprintf (buf, sizeof buf, "%d", d);
        pango_layout_set_text (small, buf, -1);
        pango_layout_get_pixel_size (small, NULL, &th);
        nhs_render_text (cr, small, buf, g.x0 - 6, ROW_Y (d + 0.5) - th / 2.0, 2);
      }
  nhs_render_set_source (cr, &theme->dim);
  nhs_render_text (cr, small, params->xl_label ? params->xl_label : "experience level",
                   g.x0 + NHS_PROFILE_XLS * g.cw / 2, g.y0 - 30, 1);
  nhs_render_text (cr, small, params->depth_label ? params->depth_label : "depth", MARGIN,
                   g.y0 - 16, 0);

  /* marker and hover */
  if (params->marker_depth >= g.first && params->marker_depth <= g.last
      && params->marker_xl >= 1 && params->marker_xl <= NHS_PROFILE_XLS)
    {
      nhs_render_set_source (cr, &theme->foreground);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, g.x0 + (params->marker_xl - 1) * g.cw - 1,
                       ROW_Y (params->marker_depth) - 1, g.cw + 1.5, g.ch + 1.5);
      cairo_stroke (cr);
      nhs_render_set_source (cr, &theme->background);
      cairo_set_line_width (cr, 1);
      cairo_rectangle (cr, g.x0 + (params->marker_xl - 1) * g.cw + 0.5,
                       ROW_Y (params->marker_depth) + 0.5, g.cw - 1.5, g.ch - 1.5);
      cairo_stroke (cr);
    }
  if (params->hover_depth >= g.first && params->hover_depth <= g.last
      && params->hover_xl >= 1 && params->hover_xl <= NHS_PROFILE_XLS)
    {
      nhs_render_set_source (cr, &theme->accent);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, g.x0 + (params->hover_xl - 1) * g.cw - 1,
                       ROW_Y (params->hover_depth) - 1, g.cw + 1.5, g.ch + 1.5);
      cairo_stroke (cr);
    }

  /* legend: the ramp from the smallest chance above 0 to the largest, and
     under it the cells' colour of a chance of 0 (never), as the cells use
     them */
  {
    double lx = g.x0 + NHS_PROFILE_XLS * g.cw + 16;
    double lh = MIN ((g.last - g.first + 1) * g.ch, 240);
    double ramp = MAX (lh - 18, 24);
    int steps = 48;
    NhsRgba zero;

    for (int i = 0; i < steps; i++)
      {
        NhsRgba color;

        nhs_render_heatmap_color (theme, 1.0 - (double) i / (steps - 1), &color);
        nhs_render_set_source (cr, &color);
        cairo_rectangle (cr, lx, g.y0 + i * ramp / steps, 14, ramp / steps + 0.5);
        cairo_fill (cr);
      }
    zero_color (theme, &zero);
    nhs_render_set_source (cr, &zero);
    cairo_rectangle (cr, lx, g.y0 + ramp + 8, 14, 10);
    cairo_fill (cr);
    nhs_render_set_source (cr, &theme->dim);
    cairo_set_line_width (cr, 1);
    cairo_rectangle (cr, lx + 0.5, g.y0 + ramp + 8.5, 13, 9);
    cairo_stroke (cr);
    nhs_render_set_source (cr, &theme->foreground);
    percent_text (buf, sizeof buf, shown_max);
    nhs_render_text (cr, small, buf, lx + 18, g.y0 - 2, 0);
    if (ramp >= 60)
      {
        percent_text (buf, sizeof buf, shown_max / 2);
        nhs_render_text (cr, small, buf, lx + 18, g.y0 + ramp / 2 - 6, 0);
      }
    nhs_render_text (cr, small, "> 0", lx + 18, g.y0 + ramp - 10, 0);
    nhs_render_text (cr, small, "0", lx + 18, g.y0 + ramp + 6, 0);
  }

#undef ROW_Y
  g_object_unref (small);
}

gboolean
nhs_render_heatmap_cell_at (const NhsHeatmapParams *params,
                            double                  width,
                            double                  height,
                            double                  x,
                            double                  y,
                            int                    *depth,
                            int                    *xl)
{
  Geometry g;
  int cx, cy;

  geometry (params, width, height, &g);
  if (x < g.x0 || y < g.y0)
    return FALSE;
  cx = (int) ((x - g.x0) / g.cw);
  cy = (int) ((y - g.y0) / g.ch);
  if (cx >= NHS_PROFILE_XLS || cy > g.last - g.first)
    return FALSE;
  *depth = g.first + cy;
  *xl = cx + 1;
  return TRUE;
}
