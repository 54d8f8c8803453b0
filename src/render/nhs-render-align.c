/* nhs-render-align.c: two versions' alignment-shift tables side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-align.h"

#include <math.h>
#include <pango/pangocairo.h>

#define GAP 16.0
#define TITLE_H 24.0
#define FOOTER_H 24.0

const NhsVariant *
nhs_render_align_variant (const NhsAlignParams *params,
                          int                   table)
{
  const NhsVariant *pair[2];

  g_return_val_if_fail (table == 0 || table == 1, nhs_variant_default ());
  if (params != NULL && params->variant[table] != NULL)
    return params->variant[table];
  nhs_variant_align_pair (NULL, pair);
  return pair[table];
}

int
nhs_render_align_focused_row (const NhsVariant *variant,
                              int               alignment)
{
  NhsAlignRange ranges[NHS_ALIGN_MAX_RANGES];
  int n = nhs_align_table_ranges (variant, ranges);

  return nhs_align_table_row (ranges, n, alignment);
}

static int
n_rows (const NhsAlignParams *params,
        int                   table)
{
  NhsAlignRange ranges[NHS_ALIGN_MAX_RANGES];

  return nhs_align_table_ranges (nhs_render_align_variant (params, table), ranges);
}

/* The header takes two rows: the level-alignment span over the three value
   columns, then the column heads (the first column's head may have two lines). */
#define HEADER_ROWS 2

static const char *english_columns[4] = { "Monster\nalignment", "L", "N", "C" };

static const char *
column_label (const NhsAlignParams *params,
              int                   c)
{
  return params->column[c] ? params->column[c] : english_columns[c];
}

static const char *
unaligned_format (const NhsAlignParams *params)
{
  return params->unaligned_format ? params->unaligned_format : "unaligned as %d";
}

static const char *
span_label (const NhsAlignParams *params)
{
  return params->level_span ? params->level_span : "Level alignment";
}

double
nhs_render_align_height (const NhsAlignParams *params)
{
  int rows = MAX (n_rows (params, 0), n_rows (params, 1));

  return TITLE_H + (rows + HEADER_ROWS) * NHS_ALIGN_ROW_HEIGHT + FOOTER_H + 4;
}

static int
text_width (PangoLayout *layout,
            const char  *text)
{
  int tw;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &tw, NULL);
  return tw;
}

/* The widths one table's columns need: the first (range) column, and each of
   the three value columns; the span label over the three value columns and the
   title are checked too. */
static void
measure_columns (PangoLayout          *layout,
                 const NhsAlignParams *params,
                 double               *first,
                 double               *value,
                 double               *total)
{
  PangoFontDescription *head = pango_font_description_from_string ("Sans Bold 8");
  PangoFontDescription *bold = pango_font_description_from_string ("Sans Bold 9");
  double span;

  pango_layout_set_width (layout, -1);
  pango_layout_set_font_description (layout, bold);
  /* the widest range, in bold when focused (A_NONE's row where a version
     has one) */
  {
    g_autofree char *none = g_strdup_printf (unaligned_format (params), -3);

    *first = MAX (text_width (layout, "-19 … -17"), text_width (layout, none)) + 10;
  }
  *value = text_width (layout, "+5") + 12;
  pango_layout_set_font_description (layout, head);
  *first = MAX (*first, text_width (layout, column_label (params, 0)) + 10);
  for (int c = 1; c < 4; c++)
    *value = MAX (*value, text_width (layout, column_label (params, c)) + 12);
  span = text_width (layout, span_label (params)) + 8;
  *value = MAX (*value, span / 3.0);
  *total = *first + 3 * *value;
  pango_font_description_free (head);
  pango_font_description_free (bold);
}

double
nhs_render_align_min_width (const NhsAlignParams *params)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  double first, value, total;

  g_return_val_if_fail (params != NULL, 0);

  measure_columns (layout, params, &first, &value, &total);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ceil (2 * total + GAP);
}

double
nhs_render_align_height_for_width (const NhsAlignParams *params,
                                   double                width)
{
  double h = nhs_render_align_height (params);

  return width < nhs_render_align_min_width (params) ? 2 * h + GAP : h;
}

static void
cell (cairo_t     *cr,
      PangoLayout *layout,
      const char  *text,
      double       x,
      double       y,
      double       w,
      gboolean     right)
{
  int tw, th;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_move_to (cr, right ? x + w - tw - 6 : x + 4, y + (NHS_ALIGN_ROW_HEIGHT - th) / 2.0);
  nhs_render_show_layout (cr, layout);
}

static void
draw_table (cairo_t              *cr,
            const NhsRenderTheme *theme,
            const NhsAlignParams *params,
            int                   table,
            double                x0,
            double                width)
{
  const NhsVariant *variant = nhs_render_align_variant (params, table);
  NhsAlignRange ranges[NHS_ALIGN_MAX_RANGES];
  int n = nhs_align_table_ranges (variant, ranges);
  int focus_row = params->has_focus ? nhs_align_table_row (ranges, n, params->focused_alignment) : -1;
  int hl_col = params->level_align >= NHS_ALIGN_LAWFUL && params->level_align <= NHS_ALIGN_CHAOTIC
               ? params->level_align : -1;
  double col_w[4], y;
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 9");
  PangoFontDescription *bold = pango_font_description_from_string ("Sans Bold 9");
  char buf[64];

  {
    double first, value, total;

    /* the range column gets what it needs (and a share of any spare room), the
       value columns split the rest */
    measure_columns (layout, params, &first, &value, &total);
    col_w[0] = MAX (first, width * 0.30);
    if (col_w[0] + 3 * value > width)
      col_w[0] = MAX (width - 3 * value, width * 0.25);
    col_w[1] = col_w[2] = col_w[3] = (width - col_w[0]) / 3.0;
  }

  /* title */
  pango_layout_set_font_description (layout, bold);
  nhs_render_set_source (cr, &theme->foreground);
  if (params->title[table])
    g_snprintf (buf, sizeof buf, "%s", params->title[table]);
  else
    g_snprintf (buf, sizeof buf, "%s (ALIGNWEIGHT %d)", variant->family, variant->align_weight);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  cell (cr, layout, buf, x0 - 4, 2, width, FALSE);
  pango_layout_set_width (layout, -1);

  y = TITLE_H;

  /* level-alignment column */
  if (hl_col > 0)
    {
      NhsRgba tint = theme->accent;
      double cx = x0 + col_w[0] + (hl_col - 1) * col_w[1];

      tint.alpha = 0.16;
      nhs_render_set_source (cr, &tint);
      cairo_rectangle (cr, cx, y + NHS_ALIGN_ROW_HEIGHT, col_w[1], (n + 1) * NHS_ALIGN_ROW_HEIGHT);
      cairo_fill (cr);
    }

  /* header: the level-alignment span, then the column heads */
  {
    double x = x0;
    double vx = x0 + col_w[0];
    double vw = 3 * col_w[1];
    PangoFontDescription *head = pango_font_description_from_string ("Sans Bold 8");
    int tw, th;

    pango_layout_set_font_description (layout, head);
    pango_font_description_free (head);

    /* long words (other languages) are cut short rather than overlap */
    pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    pango_layout_set_width (layout, (int) ((vw - 4) * PANGO_SCALE));
    pango_layout_set_text (layout, span_label (params), -1);
    pango_layout_get_pixel_size (layout, &tw, &th);
    nhs_render_set_source (cr, &theme->foreground);
    cairo_move_to (cr, vx + 2, y + (NHS_ALIGN_ROW_HEIGHT - th) / 2.0);
    nhs_render_show_layout (cr, layout);
    pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
    nhs_render_set_source (cr, &theme->dim);
    cairo_rectangle (cr, vx + 6, y + NHS_ALIGN_ROW_HEIGHT - 2, vw - 12, 1);
    cairo_fill (cr);

    /* the first column's head may take both header rows */
    nhs_render_set_source (cr, &theme->foreground);
    pango_layout_set_width (layout, (int) ((col_w[0] - 6) * PANGO_SCALE));
    pango_layout_set_text (layout, column_label (params, 0), -1);
    pango_layout_set_spacing (layout, -2 * PANGO_SCALE);
    pango_layout_get_pixel_size (layout, &tw, &th);
    cairo_move_to (cr, x + 4, y + 2 * NHS_ALIGN_ROW_HEIGHT - th - 2);
    nhs_render_show_layout (cr, layout);
    pango_layout_set_spacing (layout, 0);
    x += col_w[0];
    y += NHS_ALIGN_ROW_HEIGHT;

    for (int c = 1; c < 4; c++)
      {
        nhs_render_set_source (cr, c == hl_col ? &theme->accent : &theme->foreground);
        pango_layout_set_width (layout, (int) ((col_w[c] - 8) * PANGO_SCALE));
        cell (cr, layout, column_label (params, c), x, y, col_w[c], TRUE);
        x += col_w[c];
      }
    pango_layout_set_width (layout, -1);
    nhs_render_set_source (cr, &theme->dim);
    cairo_rectangle (cr, x0, y + NHS_ALIGN_ROW_HEIGHT - 1, width, 1);
    cairo_fill (cr);
    y += NHS_ALIGN_ROW_HEIGHT;
  }

  pango_layout_set_font_description (layout, font);
  for (int r = 0; r < n; r++, y += NHS_ALIGN_ROW_HEIGHT)
    {
      const NhsAlignRange *range = &ranges[r];
      int values[3] = { range->lawful, range->neutral, range->chaotic };
      double x = x0 + col_w[0];

      if (r == focus_row)
        {
          NhsRgba tint = theme->accent;

          tint.alpha = 0.30;
          nhs_render_set_source (cr, &tint);
          cairo_rectangle (cr, x0, y, width, NHS_ALIGN_ROW_HEIGHT);
          cairo_fill (cr);
          nhs_render_set_source (cr, &theme->accent);
          cairo_set_line_width (cr, 1.5);
          cairo_rectangle (cr, x0 + 0.75, y + 0.75, width - 1.5, NHS_ALIGN_ROW_HEIGHT - 1.5);
          cairo_stroke (cr);
        }

      pango_layout_set_font_description (layout, r == focus_row ? bold : font);
      nhs_render_set_source (cr, &theme->foreground);
      if (range->lo == NHS_A_NONE)
        g_snprintf (buf, sizeof buf, unaligned_format (params), range->counts_as);
      else if (range->lo == range->hi)
        g_snprintf (buf, sizeof buf, "%d", range->lo);
      else
        g_snprintf (buf, sizeof buf, "%d … %d", range->lo, range->hi);
      cell (cr, layout, buf, x0, y, col_w[0], FALSE);
      for (int c = 0; c < 3; c++)
        {
          gboolean hit = r == focus_row && c + 1 == hl_col;

          pango_layout_set_font_description (layout, hit ? bold : font);
          nhs_render_set_source (cr, values[c] == 0 && !hit ? &theme->dim : &theme->foreground);
          g_snprintf (buf, sizeof buf, values[c] ? "+%d" : "%d", values[c]);
          cell (cr, layout, buf, x, y, col_w[1], TRUE);
          x += col_w[1];
        }
    }

  /* the focused monster's weight in this game; none for an unaligned one
     where A_NONE has no row (only the never-random Wizard of Yendor has it
     there) */
  if (params->has_focus && params->focused_name
      && nhs_align_effective (variant, params->focused_alignment) != NHS_A_NONE)
    {
      int as = nhs_align_effective (variant, params->focused_alignment);
      int shift = nhs_align_shift (variant->align_weight, params->level_align, as);
      g_autofree char *line = NULL;

      line = g_strdup_printf (params->weight_format ? params->weight_format : "%s: %d + %d = %d",
                              params->focused_name, params->focused_frequency, shift,
                              params->focused_frequency + shift);
      pango_layout_set_font_description (layout, bold);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      nhs_render_set_source (cr, &theme->foreground);
      cell (cr, layout, line, x0 - 4,
            TITLE_H + (MAX (n_rows (params, 0), n_rows (params, 1)) + HEADER_ROWS) * NHS_ALIGN_ROW_HEIGHT + 3,
            width, FALSE);
    }

  pango_font_description_free (font);
  pango_font_description_free (bold);
}

void
nhs_render_align (cairo_t              *cr,
                  const NhsRenderTheme *theme,
                  const NhsAlignParams *params,
                  double                width)
{
  double w = (width - GAP) / 2.0;

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL);

  cairo_save (cr);
  if (width < nhs_render_align_min_width (params))
    {
      /* too narrow for both side by side: one above the other */
      draw_table (cr, theme, params, 0, 0, width);
      cairo_translate (cr, 0, nhs_render_align_height (params) + GAP);
      draw_table (cr, theme, params, 1, 0, width);
    }
  else
    {
      draw_table (cr, theme, params, 0, 0, w);
      draw_table (cr, theme, params, 1, w + GAP, w);
    }
  cairo_restore (cr);
}
