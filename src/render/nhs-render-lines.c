/* nhs-render-lines.c: series as lines, with axes and a legend
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-lines.h"

#include <math.h>

#define MARGIN 12.0
#define TITLE_H 28.0
#define LEFT 56.0
#define BOTTOM 38.0
#define LEGEND_H 22.0

void
nhs_render_lines_natural_size (const NhsLinesParams *params,
                               double               *width,
                               double               *height)
{
  *width = 900;
  *height = 300 + (params->title ? TITLE_H : 0);
}

/* A round step for about `ticks` ticks over range. */
static double
nice_step (double range,
           int    ticks)
{
  double raw = range / MAX (ticks, 1), mag = pow (10, floor (log10 (raw))), f = raw / mag;

  return mag * (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10);
}

static void
format_value (char                 *buf,
              gsize                 len,
              const NhsLinesParams *p,
              double                v)
{
  g_autofree char *text = p->y_percent ? nhs_render_percent (v) : nhs_render_number (v, 3);

  g_strlcpy (buf, text, len);
}

void
nhs_render_lines (cairo_t              *cr,
                  const NhsRenderTheme *theme,
                  const NhsLinesParams *params,
                  double                width,
                  double                height)
{
  PangoLayout *small, *title;
  double top = MARGIN + (params->title ? TITLE_H : 0) + LEGEND_H;
  double x_left = MARGIN + LEFT, x_right = width - MARGIN;
  double y_bottom = height - BOTTOM, ymax = 0, xmax = params->x0, step;
  double legend_w = 0, label_top;
  char buf[64];

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL);

  small = nhs_render_layout_new (cr, "Sans 8");
  /* the legend, right-aligned above the plot, and the y axis's label at
     its left: when they would meet, the label takes a row of its own */
  for (int s = 0; s < params->n_series; s++)
    {
      int w;

      pango_layout_set_text (small, params->series[s].label, -1);
      pango_layout_get_pixel_size (small, &w, NULL);
      legend_w += 18 + w + 20;
    }
  label_top = top - LEGEND_H + 4;
  if (params->y_label)
    {
      int w;

      pango_layout_set_text (small, params->y_label, -1);
      pango_layout_get_pixel_size (small, &w, NULL);
      if (x_right - legend_w < MARGIN + w + 12)
        top += LEGEND_H;
    }

  for (int s = 0; s < params->n_series; s++)
    {
      for (int i = 0; i < params->series[s].n; i++)
        ymax = MAX (ymax, params->series[s].y[i]);
      xmax = MAX (xmax, params->x0 + (params->series[s].n - 1) * params->dx);
    }
  if (ymax <= 0)
    ymax = params->y_percent ? 0.01 : 1;
  step = nice_step (ymax, 4);
  ymax = ceil (ymax / step) * step;
  if (xmax <= params->x0)
    xmax = params->x0 + 1;

  title = nhs_render_layout_new (cr, "Sans Bold 11");
  if (params->title)
    {
      pango_layout_set_width (title, (int) ((width - 2 * MARGIN) * PANGO_SCALE));
      pango_layout_set_ellipsize (title, PANGO_ELLIPSIZE_END);
      nhs_render_set_source (cr, &theme->foreground);
      nhs_render_text (cr, title, params->title, MARGIN, MARGIN, 0);
    }

#define PX(x) (x_left + ((x) - params->x0) / (xmax - params->x0) * (x_right - x_left))
#define PY(y) (y_bottom - (y) / ymax * (y_bottom - top))

  /* grid and y labels */
  cairo_set_line_width (cr, 1);
  for (double v = 0; v <= ymax + step / 2; v += step)
    {
      NhsRgba grid = theme->dim;

      grid.alpha = 0.3;
      nhs_render_set_source (cr, &grid);
      cairo_move_to (cr, x_left, floor (PY (v)) + 0.5);
      cairo_line_to (cr, x_right, floor (PY (v)) + 0.5);
      cairo_stroke (cr);
      nhs_render_set_source (cr, &theme->dim);
      format_value (buf, sizeof buf, params, v);
      nhs_render_text (cr, small, buf, x_left - 6, PY (v) - 6, 2);
    }
  /* x labels */
  {
    double xs = nice_step (xmax - params->x0, 10);

    nhs_render_set_source (cr, &theme->dim);
    for (double x = ceil (params->x0 / xs) * xs; x <= xmax + 1e-9; x += xs)
      {
        g_snprintf (buf, sizeof buf, "%g", x);
        nhs_render_text (cr, small, buf, PX (x), y_bottom + 4, 1);
      }
    if (params->x_label)
      nhs_render_text (cr, small, params->x_label, (x_left + x_right) / 2, y_bottom + 20, 1);
    if (params->y_label)
      nhs_render_text (cr, small, params->y_label, MARGIN, label_top, 0);
  }

  /* marker */
  if (params->marker_x >= params->x0 && params->marker_x <= xmax)
    {
      nhs_render_set_source (cr, &theme->accent);
      cairo_set_line_width (cr, 1.5);
      cairo_move_to (cr, PX (params->marker_x), top);
      cairo_line_to (cr, PX (params->marker_x), y_bottom);
      cairo_stroke (cr);
    }

  /* series and legend (right-aligned above the plot) */
  {
    double lx = x_right - legend_w;

    for (int s = 0; s < params->n_series; s++)
      {
        const NhsLineSeries *ser = &params->series[s];
        NhsRgba color;

        nhs_render_game_color (theme, ser->color, &color);
        nhs_render_set_source (cr, &color);
        cairo_set_line_width (cr, 2);
        for (int i = 0; i < ser->n; i++)
          {
            double x = PX (params->x0 + i * params->dx), y = PY (ser->y[i]);

            if (i == 0)
              cairo_move_to (cr, x, y);
            else
              cairo_line_to (cr, x, y);
          }
        cairo_stroke (cr);
        cairo_rectangle (cr, lx, top - LEGEND_H + 6, 14, 4);
        cairo_fill (cr);
        nhs_render_set_source (cr, &theme->foreground);
        lx += 18 + nhs_render_text (cr, small, ser->label, lx + 18, top - LEGEND_H, 0) + 20;
      }
  }
  /* axes */
  nhs_render_set_source (cr, &theme->foreground);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, x_left + 0.5, top);
  cairo_line_to (cr, x_left + 0.5, y_bottom + 0.5);
  cairo_line_to (cr, x_right, y_bottom + 0.5);
  cairo_stroke (cr);
#undef PX
#undef PY
  g_object_unref (small);
  g_object_unref (title);
}
