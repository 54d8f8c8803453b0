/* nhs-render-align.c: the vanilla and SLASH'EM alignment-shift tables side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-align.h"

#include <pango/pangocairo.h>

#define GAP 16.0
#define TITLE_H 24.0
#define FOOTER_H 24.0

static const NhsVariantId table_variant[2] = { NHS_VARIANT_367, NHS_VARIANT_SLASHEM };

int
nhs_render_align_weight (int table)
{
  g_return_val_if_fail (table == 0 || table == 1, 0);
  return nhs_variant_get (table_variant[table])->align_weight;
}

int
nhs_render_align_focused_row (int table,
                              int alignment)
{
  NhsAlignRange ranges[41];
  int n = nhs_align_table_ranges (nhs_render_align_weight (table), ranges);

  for (int i = 0; i < n; i++)
    if (alignment >= ranges[i].lo && alignment <= ranges[i].hi)
      return i;
  return -1;
}

static int
n_rows (int table)
{
  NhsAlignRange ranges[41];

  return nhs_align_table_ranges (nhs_render_align_weight (table), ranges);
}

double
nhs_render_align_height (const NhsAlignParams *params)
{
  int rows = MAX (n_rows (0), n_rows (1));

  return TITLE_H + (rows + 1) * NHS_ALIGN_ROW_HEIGHT + FOOTER_H + 4;
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
  pango_cairo_show_layout (cr, layout);
}

static void
draw_table (cairo_t              *cr,
            const NhsRenderTheme *theme,
            const NhsAlignParams *params,
            int                   table,
            double                x0,
            double                width)
{
  static const char *english_columns[4] = { "Alignment", "lawful", "neutral", "chaotic" };
  NhsAlignRange ranges[41];
  int n = nhs_align_table_ranges (nhs_render_align_weight (table), ranges);
  int focus_row = params->has_focus ? nhs_render_align_focused_row (table, params->focused_alignment) : -1;
  int hl_col = params->level_align >= NHS_ALIGN_LAWFUL && params->level_align <= NHS_ALIGN_CHAOTIC
               ? params->level_align : -1;
  double col_w[4], y;
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 9");
  PangoFontDescription *bold = pango_font_description_from_string ("Sans Bold 9");
  char buf[64];

  col_w[0] = width * 0.32;
  col_w[1] = col_w[2] = col_w[3] = (width - col_w[0]) / 3.0;

  /* title */
  pango_layout_set_font_description (layout, bold);
  nhs_render_set_source (cr, &theme->foreground);
  if (params->title[table])
    g_snprintf (buf, sizeof buf, "%s", params->title[table]);
  else
    g_snprintf (buf, sizeof buf, "%s (ALIGNWEIGHT %d)",
                table == 0 ? "NetHack" : "SLASH'EM", nhs_render_align_weight (table));
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
      cairo_rectangle (cr, cx, y, col_w[1], (n + 1) * NHS_ALIGN_ROW_HEIGHT);
      cairo_fill (cr);
    }

  /* header */
  {
    double x = x0;
    PangoFontDescription *head = pango_font_description_from_string ("Sans Bold 8");

    pango_layout_set_font_description (layout, head);
    pango_font_description_free (head);

    for (int c = 0; c < 4; c++)
      {
        const char *label = params->column[c] ? params->column[c] : english_columns[c];

        nhs_render_set_source (cr, c == hl_col ? &theme->accent : &theme->foreground);
        /* long words (other languages) are cut short rather than overlap */
        pango_layout_set_width (layout, (int) ((col_w[c] - 8) * PANGO_SCALE));
        cell (cr, layout, label, x, y, col_w[c], c > 0);
        pango_layout_set_width (layout, -1);
        x += col_w[c];
      }
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
      if (range->lo == range->hi)
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

  /* the focused monster's weight in this game */
  if (params->has_focus && params->focused_name)
    {
      int shift = nhs_align_shift (nhs_render_align_weight (table),
                                   params->level_align, params->focused_alignment);
      g_autofree char *line = NULL;

      if (params->focused_alignment == -128)
        shift = 0; /* A_NONE: the game's shift formulas are not meant for it; rndmonst never meets it */
      line = g_strdup_printf (params->weight_format ? params->weight_format : "%s: %d + %d = %d",
                              params->focused_name, params->focused_frequency, shift,
                              params->focused_frequency + shift);
      pango_layout_set_font_description (layout, bold);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      nhs_render_set_source (cr, &theme->foreground);
      cell (cr, layout, line, x0 - 4, TITLE_H + (MAX (n_rows (0), n_rows (1)) + 1) * NHS_ALIGN_ROW_HEIGHT + 3,
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
  draw_table (cr, theme, params, 0, 0, w);
  draw_table (cr, theme, params, 1, w + GAP, w);
  cairo_restore (cr);
}
