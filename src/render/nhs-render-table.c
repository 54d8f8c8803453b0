/* nhs-render-table.c: a core table drawn as a picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-table.h"

#include <math.h>
#include <string.h>

#define MARGIN 12.0
#define PAD 8.0
#define TITLE_H 30.0
#define MAX_COLUMN 440.0

static int
shown_rows (const NhsTableParams *p)
{
  int n = nhs_table_n_rows (p->table);

  return p->top > 0 ? MIN (p->top, n) : n;
}

/* Long decimals (the writers' shortest round-trip) read better in a
   picture at four significant digits; the copied text keeps them whole.
   Every decimal of a number column shows the locale's decimal point. */
static const char *
shown_text (const NhsTableParams *p,
            int                   row,
            int                   column,
            char                 *buf,
            gsize                 len)
{
  const char *text = nhs_table_cell (p->table, row, column);
  char *end = NULL;
  double v;

  if (nhs_table_column_kind (p->table, column) != NHS_COLUMN_NUMBER
      || strchr (text, '.') == NULL || strchr (text, '/') != NULL)
    return text;
  v = g_ascii_strtod (text, &end);
  if (end == NULL || (*end != '\0' && !g_str_has_prefix (end, "\u00a0")))
    return text;
  {
    g_autofree char *shown = strlen (text) <= 8 || *end != '\0' ? nhs_render_localized (text)
                                                                 : nhs_render_number (v, 4);

    g_strlcpy (buf, shown, len);
  }
  return buf;
}

/* Column widths from the text, measured on `target` (the surface the table
   is drawn on: its font options and scale give the widths the text will
   have there; a scratch surface's can be narrower, and the words then come
   out cut: "level creati…"), or on a scratch surface when NULL. */
static void
measure (cairo_t              *target,
         const NhsTableParams *p,
         double               *widths,
         double               *natural,
         double               *title_w)
{
  cairo_surface_t *surface = target ? NULL : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = target ? cairo_reference (target) : cairo_create (surface);
  PangoLayout *body = nhs_render_layout_new (cr, "Sans 9");
  PangoLayout *head = nhs_render_layout_new (cr, "Sans Bold 9");
  PangoLayout *title = nhs_render_layout_new (cr, "Sans Bold 11");
  int nc = nhs_table_n_columns (p->table), w;

  for (int c = 0; c < nc; c++)
    {
      pango_layout_set_text (head, nhs_table_heading (p->table, c), -1);
      pango_layout_get_pixel_size (head, &w, NULL);
      widths[c] = w;
      for (int r = 0; r < shown_rows (p); r++)
        {
          char buf[64];

          pango_layout_set_text (body, shown_text (p, r, c, buf, sizeof buf), -1);
          pango_layout_get_pixel_size (body, &w, NULL);
          widths[c] = MAX (widths[c], w);
        }
      /* one pixel more: the pixel size is rounded, the ellipsis is not */
      if (natural != NULL)
        natural[c] = widths[c] + 1 + 2 * PAD;
      widths[c] = MIN (widths[c] + 1, MAX_COLUMN) + 2 * PAD;
    }
  pango_layout_set_text (title, p->title ? p->title : nhs_table_caption (p->table), -1);
  pango_layout_get_pixel_size (title, &w, NULL);
  *title_w = w;
  g_object_unref (body);
  g_object_unref (head);
  g_object_unref (title);
  cairo_destroy (cr);
  if (surface)
    cairo_surface_destroy (surface);
}

static const char *
title_text (const NhsTableParams *params)
{
  return params->title ? params->title : nhs_table_caption (params->table);
}

double
nhs_render_table_title_extra (const NhsTableParams *params,
                              double                width)
{
  return nhs_render_title_extra (title_text (params), width - 2 * MARGIN);
}

/* The columns' widths added up; *title_w the title's one-line width. */
static double
columns_total (const NhsTableParams *params,
               double               *title_w)
{
  int nc = nhs_table_n_columns (params->table);
  g_autofree double *widths = g_new0 (double, MAX (nc, 1));
  double total = 0;

  measure (NULL, params, widths, NULL, title_w);
  for (int c = 0; c < nc; c++)
    total += widths[c];
  return total;
}

double
nhs_render_table_least_width (const NhsTableParams *params)
{
  double title_w;

  return ceil (columns_total (params, &title_w) + 2 * MARGIN);
}

void
nhs_render_table_natural_size (const NhsTableParams *params,
                               double               *width,
                               double               *height)
{
  double title_w, total = columns_total (params, &title_w);

  *width = ceil (MAX (total, MIN (title_w, 900)) + 2 * MARGIN);
  /* a longer title wraps: its row grows */
  *height = ceil (TITLE_H + nhs_render_table_title_extra (params, *width)
                  + (shown_rows (params) + 1) * NHS_TABLE_ROW_HEIGHT + 2 * MARGIN);
}

void
nhs_render_table (cairo_t              *cr,
                  const NhsRenderTheme *theme,
                  const NhsTableParams *params,
                  double                width)
{
  int nc = nhs_table_n_columns (params->table);
  g_autofree double *widths = g_new0 (double, MAX (nc, 1));
  g_autofree double *natural = g_new0 (double, MAX (nc, 1));
  PangoLayout *body, *head;
  double total = 0, title_w, scale, x, y;
  NhsRgba tint = theme->dim;

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL && params->table != NULL);

  measure (cr, params, widths, natural, &title_w);
  /* wider than its natural width (a table in a page's picture): a column
     capped at MAX_COLUMN takes the room its longest text needs */
  {
    double sum = 0, room = width - 2 * MARGIN;

    for (int c = 0; c < nc; c++)
      sum += widths[c];
    for (int c = 0; c < nc && sum < room; c++)
      if (natural[c] > widths[c])
        {
          double more = MIN (natural[c] - widths[c], room - sum);

          widths[c] += more;
          sum += more;
        }
  }
  /* narrower than its natural width: the words give way and keep the
     numbers whole (a cut number is a wrong number); only when even the
     numbers do not fit does every column shrink */
  {
    double numbers = 0, words = 0, room = width - 2 * MARGIN;

    for (int c = 0; c < nc; c++)
      if (nhs_table_column_kind (params->table, c) == NHS_COLUMN_NUMBER)
        numbers += widths[c];
      else
        words += widths[c];
    if (numbers + words > room && words > 0 && room - numbers >= 0.3 * words)
      for (int c = 0; c < nc; c++)
        if (nhs_table_column_kind (params->table, c) != NHS_COLUMN_NUMBER)
          widths[c] *= (room - numbers) / words;
  }
  for (int c = 0; c < nc; c++)
    total += widths[c];
  scale = total > 0 ? MIN (1.0, (width - 2 * MARGIN) / total) : 1.0;
  body = nhs_render_layout_new (cr, "Sans 9");
  head = nhs_render_layout_new (cr, "Sans Bold 9");
  pango_layout_set_ellipsize (body, PANGO_ELLIPSIZE_END);

  nhs_render_set_source (cr, &theme->foreground);
  nhs_render_title (cr, title_text (params), MARGIN, MARGIN, width - 2 * MARGIN);
  y = MARGIN + TITLE_H + nhs_render_table_title_extra (params, width);
  tint.alpha = 0.10;
  for (int r = -1; r < shown_rows (params); r++)
    {
      if (r >= 0 && r % 2 == 1)
        {
          nhs_render_set_source (cr, &tint);
          cairo_rectangle (cr, MARGIN, y, total * scale, NHS_TABLE_ROW_HEIGHT);
          cairo_fill (cr);
        }
      x = MARGIN;
      for (int c = 0; c < nc; c++)
        {
          double cw = widths[c] * scale;
          gboolean right = nhs_table_column_kind (params->table, c) == NHS_COLUMN_NUMBER;
          PangoLayout *l = r < 0 ? head : body;
          char buf[64];
          const char *text = r < 0 ? nhs_table_heading (params->table, c)
                                   : shown_text (params, r, c, buf, sizeof buf);
          int th;

          pango_layout_set_width (l, (int) (MAX (cw - 2 * PAD, 4) * PANGO_SCALE));
          pango_layout_set_alignment (l, right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
          pango_layout_set_text (l, text, -1);
          pango_layout_get_pixel_size (l, NULL, &th);
          if (nhs_table_column_kind (params->table, c) == NHS_COLUMN_SYMBOL && r >= 0)
            nhs_render_set_source (cr, &theme->accent);
          else
            nhs_render_set_source (cr, r < 0 ? &theme->foreground : &theme->foreground);
          cairo_move_to (cr, x + PAD, y + (NHS_TABLE_ROW_HEIGHT - th) / 2.0);
          nhs_render_show_layout (cr, l);
          x += cw;
        }
      if (r < 0)
        {
          nhs_render_set_source (cr, &theme->dim);
          cairo_rectangle (cr, MARGIN, y + NHS_TABLE_ROW_HEIGHT - 1, total * scale, 1);
          cairo_fill (cr);
        }
      y += NHS_TABLE_ROW_HEIGHT;
    }
  g_object_unref (body);
  g_object_unref (head);
}
