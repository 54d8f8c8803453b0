/* nhs-render-lines.c: series as lines, with axes and a legend
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-lines.h"

#include <math.h>

#define MARGIN 12.0
#define TITLE_H 28.0
#define LEFT_MIN 40.0      /* the y labels' column at least */
#define LEGEND_SAMPLE 22.0
#define BOTTOM 38.0
#define LEGEND_H 22.0

void
nhs_render_lines_natural_size (const NhsLinesParams *params,
                               double               *width,
                               double               *height)
{
  *width = 900;
  *height = 300 + (params->title ? TITLE_H + nhs_render_lines_title_extra (params, *width) : 0);
}

double
nhs_render_lines_title_extra (const NhsLinesParams *params,
                              double                width)
{
  return nhs_render_title_extra (params->title, width - 2 * MARGIN);
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

/* The series' own look: a dash pattern (the first solid) and a marker. */
static const double dash_patterns[NHS_LINES_N_STYLES][4] = {
  { 0 }, { 9, 4 }, { 2, 3 }, { 9, 3, 2, 3 }, { 5, 5 }, { 14, 4 }, { 2, 6 }, { 6, 3, 2, 3 },
};
static const int dash_lengths[NHS_LINES_N_STYLES] = { 0, 2, 2, 4, 2, 2, 2, 4 };

static void
set_dash (cairo_t *cr,
          int      style)
{
  style %= NHS_LINES_N_STYLES;
  cairo_set_dash (cr, dash_patterns[style], dash_lengths[style], 0);
}

/* A regular polygon of n corners, the first at angle a0. */
static void
polygon_path (cairo_t *cr,
              int      n,
              double   a0,
              double   x,
              double   y,
              double   r)
{
  for (int k = 0; k < n; k++)
    {
      double a = a0 + k * 2 * G_PI / n;

      if (k == 0)
        cairo_move_to (cr, x + r * cos (a), y + r * sin (a));
      else
        cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
    }
  cairo_close_path (cr);
}

/* A marker of shape `style` centred on (x, y), r its half size. */
static void
marker_path (cairo_t *cr,
             int      style,
             double   x,
             double   y,
             double   r)
{
  switch (style % NHS_LINES_N_STYLES)
    {
    case 0: /* circle */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1: /* square */
      cairo_rectangle (cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case 2: /* triangle up */
      cairo_move_to (cr, x, y - r * 1.1);
      cairo_line_to (cr, x + r, y + r * 0.8);
      cairo_line_to (cr, x - r, y + r * 0.8);
      cairo_close_path (cr);
      break;
    case 3: /* diamond */
      cairo_move_to (cr, x, y - r * 1.2);
      cairo_line_to (cr, x + r, y);
      cairo_line_to (cr, x, y + r * 1.2);
      cairo_line_to (cr, x - r, y);
      cairo_close_path (cr);
      break;
    case 4: /* triangle down */
      cairo_move_to (cr, x, y + r * 1.1);
      cairo_line_to (cr, x + r, y - r * 0.8);
      cairo_line_to (cr, x - r, y - r * 0.8);
      cairo_close_path (cr);
      break;
    case 5: /* plus, as a filled shape */
      cairo_rectangle (cr, x - r, y - r * 0.4, 2 * r, r * 0.8);
      cairo_rectangle (cr, x - r * 0.4, y - r, r * 0.8, 2 * r);
      break;
    case 6: /* pentagon */
      polygon_path (cr, 5, -G_PI / 2, x, y, r);
      break;
    default: /* hexagon */
      polygon_path (cr, 6, 0, x, y, r);
      break;
    }
}

static void
draw_marker (cairo_t              *cr,
             const NhsRenderTheme *theme,
             const NhsRgba        *color,
             int                   style,
             double                x,
             double                y)
{
  cairo_save (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  marker_path (cr, style, x, y, 4.5);
  nhs_render_set_source (cr, &theme->background);
  cairo_set_line_width (cr, 2);
  cairo_stroke_preserve (cr);
  nhs_render_set_source (cr, color);
  cairo_fill (cr);
  cairo_restore (cr);
}

static gboolean
series_real (const NhsLineSeries *ser,
             double               x)
{
  return ser->real_max <= ser->real_min || (x >= ser->real_min - 1e-9 && x <= ser->real_max + 1e-9);
}

/* The x range drawn. */
static void
x_range (const NhsLinesParams *params,
         double               *lo,
         double               *hi)
{
  double xmax = params->x0;

  for (int s = 0; s < params->n_series; s++)
    xmax = MAX (xmax, params->x0 + (params->series[s].n - 1) * params->dx);
  *lo = params->x0;
  *hi = xmax;
  if (params->x_max > params->x_min)
    {
      *lo = MAX (*lo, params->x_min);
      *hi = MIN (*hi, params->x_max);
    }
  if (*hi <= *lo)
    *hi = *lo + 1;
}

/* Whether a point at x is inside the x range drawn. */
static gboolean
point_shown (double lo,
             double hi,
             double x)
{
  return x >= lo - 1e-9 && x <= hi + 1e-9;
}

void
nhs_render_lines (cairo_t              *cr,
                  const NhsRenderTheme *theme,
                  const NhsLinesParams *params,
                  double                width,
                  double                height)
{
  PangoLayout *small;
  double top = MARGIN + (params->title ? TITLE_H + nhs_render_lines_title_extra (params, width) : 0)
               + LEGEND_H;
  double x_left = MARGIN, x_right = width - MARGIN;
  double y_bottom = height - BOTTOM, ymax = 0, xmin, xmax, step;
  double legend_w = 0, label_top, label_w = 0;
  g_autofree double *item_w = NULL;
  int legend_rows = 0;
  gboolean markers = params->n_series > 1;
  int n_points = 0;
  char buf[64];

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL);

  x_range (params, &xmin, &xmax);
  small = nhs_render_layout_new (cr, "Sans 8");
  /* the legend: in the y axis label's row, right-aligned, when it fits
     beside the label; else in rows of its own under it, from the left */
  item_w = g_new0 (double, MAX (params->n_series, 1));
  for (int s = 0; s < params->n_series; s++)
    {
      int w;

      pango_layout_set_text (small, params->series[s].label, -1);
      pango_layout_get_pixel_size (small, &w, NULL);
      item_w[s] = LEGEND_SAMPLE + 4 + w + 14;
      legend_w += item_w[s];
    }
  label_top = top - LEGEND_H + 4;
  if (params->y_label)
    {
      int w;

      pango_layout_set_text (small, params->y_label, -1);
      pango_layout_get_pixel_size (small, &w, NULL);
      label_w = w + 12;
    }
  if (x_right - legend_w < MARGIN + label_w)
    {
      double lx = MARGIN;

      legend_rows = 1;
      for (int s = 0; s < params->n_series; s++)
        {
          if (lx > MARGIN && lx + item_w[s] > x_right)
            {
              legend_rows++;
              lx = MARGIN;
            }
          lx += item_w[s];
        }
      top += LEGEND_H * legend_rows;
    }
  label_w = 0;

  for (int s = 0; s < params->n_series; s++)
    for (int i = 0; i < params->series[s].n; i++)
      {
        double x = params->x0 + i * params->dx;

        if (point_shown (xmin, xmax, x))
          {
            ymax = MAX (ymax, params->series[s].y[i]);
            if (s == 0)
              n_points++;
          }
      }
  if (ymax <= 0)
    ymax = params->y_percent ? 0.01 : 1;
  step = nice_step (ymax, 4);
  ymax = ceil (ymax / step) * step;

  /* the y labels' column is as wide as its widest label (a percentage
     never runs into the margin, however narrow the picture) */
  for (double v = 0; v <= ymax + step / 2; v += step)
    {
      int w;

      format_value (buf, sizeof buf, params, v);
      pango_layout_set_text (small, buf, -1);
      pango_layout_get_pixel_size (small, &w, NULL);
      label_w = MAX (label_w, w);
    }
  x_left = MARGIN + MAX (label_w + 10, LEFT_MIN);

  if (params->title)
    {
      nhs_render_set_source (cr, &theme->foreground);
      nhs_render_title (cr, params->title, MARGIN, MARGIN, width - 2 * MARGIN);
    }

#define PX(x) (x_left + ((x) - xmin) / (xmax - xmin) * (x_right - x_left))
#define PY(y) (y_bottom - (y) / ymax * (y_bottom - top))

  /* beyond the region: shaded, labelled */
  if (params->region_max > params->region_min)
    {
      NhsRgba veil = theme->dim;
      double spans[2][2] = { { xmin, params->region_min - 0.5 }, { params->region_max + 0.5, xmax } };
      gboolean labelled = FALSE;

      veil.alpha = 0.12;
      for (int k = 0; k < 2; k++)
        {
          double a = MAX (spans[k][0], xmin), b = MIN (spans[k][1], xmax);

          if (b <= a)
            continue;
          nhs_render_set_source (cr, &veil);
          cairo_rectangle (cr, PX (a), top, PX (b) - PX (a), y_bottom - top);
          cairo_fill (cr);
          if (params->beyond_label && !labelled && PX (b) - PX (a) > 40)
            {
              pango_layout_set_width (small, (int) ((PX (b) - PX (a) - 8) * PANGO_SCALE));
              pango_layout_set_wrap (small, PANGO_WRAP_WORD);
              nhs_render_set_source (cr, &theme->dim);
              nhs_render_text (cr, small, params->beyond_label, (PX (a) + PX (b)) / 2, top + 4, 1);
              pango_layout_set_width (small, -1);
              labelled = TRUE;
            }
        }
    }

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
    double xs = nice_step (xmax - xmin, 10);

    if (xs < 1 && params->dx >= 1)
      xs = 1;
    nhs_render_set_source (cr, &theme->dim);
    for (double x = ceil (xmin / xs) * xs; x <= xmax + 1e-9; x += xs)
      {
        int w;

        g_snprintf (buf, sizeof buf, "%g", x);
        pango_layout_set_text (small, buf, -1);
        pango_layout_get_pixel_size (small, &w, NULL);
        /* centred under its tick, but never past the picture's edge ("1000") */
        if (PX (x) + w / 2.0 > width - 2)
          nhs_render_text (cr, small, buf, width - 2, y_bottom + 4, 2);
        else
          nhs_render_text (cr, small, buf, PX (x), y_bottom + 4, 1);
      }
    if (params->x_label)
      nhs_render_text (cr, small, params->x_label, (x_left + x_right) / 2, y_bottom + 20, 1);
    if (params->y_label)
      nhs_render_text (cr, small, params->y_label, MARGIN, label_top, 0);
  }

  /* marker */
  if (params->marker_x >= xmin && params->marker_x <= xmax)
    {
      nhs_render_set_source (cr, &theme->accent);
      cairo_set_line_width (cr, 1.5);
      cairo_move_to (cr, PX (params->marker_x), top);
      cairo_line_to (cr, PX (params->marker_x), y_bottom);
      cairo_stroke (cr);
    }

  /* series, each in its own dash pattern, then the markers: series s marks
     every `every`-th point from an offset of its own, so that equal lines
     show every series' markers side by side */
  {
    int every = MAX (params->n_series, (n_points + 9) / 10);

    cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
    for (int s = 0; s < params->n_series; s++)
      {
        const NhsLineSeries *ser = &params->series[s];
        NhsRgba color;

        nhs_render_game_color (theme, ser->color, &color);
        /* the real part, then beyond it (thin, dotted) */
        for (int part = 0; part < 2; part++)
          {
            gboolean open = FALSE;

            nhs_render_set_source (cr, &color);
            if (part == 0)
              {
                cairo_set_line_width (cr, 2);
                set_dash (cr, s);
              }
            else
              {
                static const double dots[] = { 1, 3 };

                cairo_set_line_width (cr, 1);
                cairo_set_dash (cr, dots, 2, 0);
              }
            for (int i = 0; i < ser->n; i++)
              {
                double x = params->x0 + i * params->dx;
                double xn = x + params->dx;
                gboolean here = point_shown (xmin, xmax, x)
                                && (part == 0) == series_real (ser, x);

                /* a segment belongs to the part of both its ends, or
                   (real to beyond) to the beyond part */
                if (!here && !(part == 1 && i + 1 < ser->n && point_shown (xmin, xmax, x)
                               && point_shown (xmin, xmax, xn)
                               && series_real (ser, x) && !series_real (ser, xn)))
                  {
                    open = FALSE;
                    continue;
                  }
                if (!open)
                  cairo_move_to (cr, PX (x), PY (ser->y[i]));
                else
                  cairo_line_to (cr, PX (x), PY (ser->y[i]));
                open = TRUE;
              }
            cairo_stroke (cr);
          }
        cairo_set_dash (cr, NULL, 0, 0);
      }
    if (markers)
      for (int s = 0; s < params->n_series; s++)
        {
          const NhsLineSeries *ser = &params->series[s];
          int k = 0;
          NhsRgba color;

          nhs_render_game_color (theme, ser->color, &color);
          for (int i = 0; i < ser->n; i++)
            {
              double x = params->x0 + i * params->dx;

              if (!point_shown (xmin, xmax, x))
                continue;
              if (series_real (ser, x) && (k - s * every / params->n_series) % every == 0)
                draw_marker (cr, theme, &color, s, PX (x), PY (ser->y[i]));
              k++;
            }
        }
  }

  /* legend: each series' dash and marker */
  {
    double lx = legend_rows > 0 ? MARGIN : x_right - legend_w;
    double ly = legend_rows > 0 ? label_top + LEGEND_H - 4 : label_top - 4;

    for (int s = 0; s < params->n_series; s++)
      {
        const NhsLineSeries *ser = &params->series[s];
        NhsRgba color;

        if (legend_rows > 0 && lx > MARGIN && lx + item_w[s] > x_right)
          {
            lx = MARGIN;
            ly += LEGEND_H;
          }
        nhs_render_game_color (theme, ser->color, &color);
        nhs_render_set_source (cr, &color);
        cairo_set_line_width (cr, 2);
        set_dash (cr, s);
        cairo_move_to (cr, lx, ly + 9);
        cairo_line_to (cr, lx + LEGEND_SAMPLE, ly + 9);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        if (markers)
          draw_marker (cr, theme, &color, s, lx + LEGEND_SAMPLE / 2, ly + 9);
        nhs_render_set_source (cr, &theme->foreground);
        nhs_render_text (cr, small, ser->label, lx + LEGEND_SAMPLE + 4, ly + 2, 0);
        lx += item_w[s];
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
}
