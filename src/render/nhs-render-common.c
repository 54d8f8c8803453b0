/* nhs-render-common.c: colours shared by every view's drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-common.h"

#include "nhs-format.h"

#include <locale.h>
#include <math.h>
#include <string.h>

void
nhs_render_theme_default (NhsRenderTheme *theme,
                          gboolean        dark)
{
  if (dark)
    {
      *theme = (NhsRenderTheme) {
        .foreground = { 0.93, 0.93, 0.93, 1 },
        .background = { 0.14, 0.14, 0.14, 1 },
        .accent = { 0.47, 0.68, 0.93, 1 },
        .dim = { 0.60, 0.60, 0.60, 1 },
        .warning = { 0.97, 0.75, 0.25, 1 },
        .dark = TRUE,
      };
    }
  else
    {
      *theme = (NhsRenderTheme) {
        .foreground = { 0.12, 0.12, 0.12, 1 },
        .background = { 1, 1, 1, 1 },
        .accent = { 0.21, 0.52, 0.89, 1 },
        .dim = { 0.45, 0.45, 0.45, 1 },
        .warning = { 0.80, 0.47, 0.0, 1 },
        .dark = FALSE,
      };
    }
}

/* The tty colours, in two tunings: on a light background the bright colours
   are darkened so that yellow and white stay legible. */
static const NhsRgba on_dark[16] = {
  { 0.45, 0.45, 0.55, 1 }, /* black: shown as dark blue-grey */
  { 0.87, 0.20, 0.20, 1 }, /* red */
  { 0.25, 0.70, 0.25, 1 }, /* green */
  { 0.70, 0.50, 0.20, 1 }, /* brown */
  { 0.35, 0.45, 0.95, 1 }, /* blue */
  { 0.80, 0.30, 0.80, 1 }, /* magenta */
  { 0.20, 0.70, 0.75, 1 }, /* cyan */
  { 0.75, 0.75, 0.75, 1 }, /* gray */
  { 0.55, 0.55, 0.55, 1 }, /* no color */
  { 1.00, 0.55, 0.10, 1 }, /* orange */
  { 0.35, 0.95, 0.35, 1 }, /* bright green */
  { 0.98, 0.90, 0.25, 1 }, /* yellow */
  { 0.50, 0.65, 1.00, 1 }, /* bright blue */
  { 1.00, 0.45, 1.00, 1 }, /* bright magenta */
  { 0.40, 0.95, 0.95, 1 }, /* bright cyan */
  { 1.00, 1.00, 1.00, 1 }, /* white */
};

static const NhsRgba on_light[16] = {
  { 0.15, 0.15, 0.25, 1 },
  { 0.75, 0.10, 0.10, 1 },
  { 0.10, 0.50, 0.10, 1 },
  { 0.55, 0.35, 0.10, 1 },
  { 0.15, 0.25, 0.80, 1 },
  { 0.60, 0.15, 0.60, 1 },
  { 0.05, 0.50, 0.55, 1 },
  { 0.45, 0.45, 0.45, 1 },
  { 0.40, 0.40, 0.40, 1 },
  { 0.85, 0.40, 0.00, 1 },
  { 0.15, 0.60, 0.15, 1 },
  { 0.65, 0.55, 0.00, 1 },
  { 0.25, 0.40, 0.90, 1 },
  { 0.75, 0.20, 0.75, 1 },
  { 0.05, 0.55, 0.60, 1 },
  { 0.30, 0.30, 0.30, 1 },
};

void
nhs_render_game_color (const NhsRenderTheme *theme,
                       int                   color,
                       NhsRgba              *out)
{
  if (color < 0 || color > 15)
    color = 7;
  if (theme->high_contrast)
    {
      *out = theme->foreground;
      return;
    }
  *out = theme->dark ? on_dark[color] : on_light[color];
}

void
nhs_render_set_source (cairo_t       *cr,
                       const NhsRgba *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}

/* Text, and SVG's real text */

typedef struct {
  char *text;
  double x, y;          /* baseline start, device units */
  double size;          /* pixels */
  char *family;
  gboolean bold;
  NhsRgba color;
} SinkItem;

struct _NhsTextSink {
  GArray *items;
};

static const cairo_user_data_key_t sink_key;

static void
clear_item (gpointer data)
{
  SinkItem *item = data;

  g_free (item->text);
  g_free (item->family);
}

NhsTextSink *
nhs_text_sink_new (void)
{
  NhsTextSink *sink = g_new0 (NhsTextSink, 1);

  sink->items = g_array_new (FALSE, TRUE, sizeof (SinkItem));
  g_array_set_clear_func (sink->items, clear_item);
  return sink;
}

void
nhs_text_sink_free (NhsTextSink *sink)
{
  if (sink == NULL)
    return;
  g_array_unref (sink->items);
  g_free (sink);
}

void
nhs_text_sink_attach (cairo_t     *cr,
                      NhsTextSink *sink)
{
  cairo_set_user_data (cr, &sink_key, sink, NULL);
}

int
nhs_text_sink_count (const NhsTextSink *sink)
{
  return (int) sink->items->len;
}

static void
record_layout (cairo_t     *cr,
               NhsTextSink *sink,
               PangoLayout *layout)
{
  const PangoFontDescription *desc = pango_layout_get_font_description (layout);
  const char *all = pango_layout_get_text (layout);
  PangoLayoutIter *iter;
  cairo_pattern_t *source = cairo_get_source (cr);
  NhsRgba color = { 0, 0, 0, 1 };
  double x0, y0, size = 12, dx, dy;

  if (desc == NULL)
    desc = pango_context_get_font_description (pango_layout_get_context (layout));
  if (cairo_pattern_get_type (source) == CAIRO_PATTERN_TYPE_SOLID)
    cairo_pattern_get_rgba (source, &color.red, &color.green, &color.blue, &color.alpha);
  if (desc != NULL && pango_font_description_get_size (desc) > 0)
    {
      size = (double) pango_font_description_get_size (desc) / PANGO_SCALE;
      if (!pango_font_description_get_size_is_absolute (desc))
        {
          double dpi = pango_cairo_context_get_resolution (pango_layout_get_context (layout));

          size *= (dpi > 0 ? dpi : 96.0) / 72.0;   /* pango-cairo's default: 96 dpi */
        }
    }
  dx = size, dy = 0;
  cairo_user_to_device_distance (cr, &dx, &dy);
  size = sqrt (dx * dx + dy * dy);
  cairo_get_current_point (cr, &x0, &y0);

  iter = pango_layout_get_iter (layout);
  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      PangoRectangle logical;
      SinkItem item = { 0 };
      double x, y;

      if (line->length == 0)
        continue;
      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      if (line->runs != NULL)
        {
          /* The size the font was really shaped at (hinting and the
             context's resolution included), in user units. */
          PangoGlyphItem *run = line->runs->data;
          PangoFontDescription *real = pango_font_describe_with_absolute_size (run->item->analysis.font);
          double px = (double) pango_font_description_get_size (real) / PANGO_SCALE, ddx = px, ddy = 0;

          pango_font_description_free (real);
          cairo_user_to_device_distance (cr, &ddx, &ddy);
          if (px > 0)
            size = sqrt (ddx * ddx + ddy * ddy);
        }
      x = x0 + (double) logical.x / PANGO_SCALE;
      y = y0 + (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE;
      cairo_user_to_device (cr, &x, &y);
      item.text = g_strndup (all + line->start_index, line->length);
      item.x = x;
      item.y = y;
      item.size = size;
      item.family = g_strdup (desc && pango_font_description_get_family (desc)
                              ? pango_font_description_get_family (desc) : "sans-serif");
      item.bold = desc && pango_font_description_get_weight (desc) >= PANGO_WEIGHT_SEMIBOLD;
      item.color = color;
      g_array_append_val (sink->items, item);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

gboolean
nhs_text_sink_add (cairo_t    *cr,
                   const char *text,
                   double      x,
                   double      y,
                   const char *family,
                   double      size,
                   gboolean    bold)
{
  NhsTextSink *sink = cairo_get_user_data (cr, &sink_key);
  cairo_pattern_t *source;
  SinkItem item = { 0 };
  double dx = size, dy = 0;

  if (sink == NULL)
    return FALSE;
  item.color = (NhsRgba) { 0, 0, 0, 1 };
  source = cairo_get_source (cr);
  if (cairo_pattern_get_type (source) == CAIRO_PATTERN_TYPE_SOLID)
    cairo_pattern_get_rgba (source, &item.color.red, &item.color.green, &item.color.blue,
                            &item.color.alpha);
  cairo_user_to_device (cr, &x, &y);
  cairo_user_to_device_distance (cr, &dx, &dy);
  item.text = g_strdup (text);
  item.x = x;
  item.y = y;
  item.size = sqrt (dx * dx + dy * dy);
  item.family = g_strdup (family);
  item.bold = bold;
  g_array_append_val (sink->items, item);
  return TRUE;
}

void
nhs_render_show_layout (cairo_t     *cr,
                        PangoLayout *layout)
{
  NhsTextSink *sink = cairo_get_user_data (cr, &sink_key);

  if (sink != NULL)
    record_layout (cr, sink, layout);
  else
    pango_cairo_show_layout (cr, layout);
}

static const char *
css_family (const char *family)
{
  if (g_ascii_strcasecmp (family, "Sans") == 0)
    return "sans-serif";
  if (g_ascii_strcasecmp (family, "Monospace") == 0)
    return "monospace";
  if (g_ascii_strcasecmp (family, "Serif") == 0)
    return "serif";
  return family;
}

void
nhs_text_sink_to_svg (const NhsTextSink *sink,
                      GByteArray        *svg)
{
  GString *text = g_string_new ("<g id=\"nhs-text\">\n");
  const char *end_tag = "</svg>";
  gsize at = svg->len;

  for (guint i = 0; i < sink->items->len; i++)
    {
      const SinkItem *item = &g_array_index (sink->items, SinkItem, i);
      g_autofree char *escaped = g_markup_escape_text (item->text, -1);
      g_autofree char *family = g_markup_escape_text (css_family (item->family), -1);
      char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE], size[G_ASCII_DTOSTR_BUF_SIZE];
      char opacity[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (x, sizeof x, "%.2f", item->x);
      g_ascii_formatd (y, sizeof y, "%.2f", item->y);
      g_ascii_formatd (size, sizeof size, "%.2f", item->size);
      g_ascii_formatd (opacity, sizeof opacity, "%.3f", item->color.alpha);
      g_string_append_printf (text, "<text x=\"%s\" y=\"%s\" font-family=\"%s\" font-size=\"%s\"%s "
                              "fill=\"#%02x%02x%02x\"%s%s%s xml:space=\"preserve\">%s</text>\n",
                              x, y, family, size, item->bold ? " font-weight=\"bold\"" : "",
                              (int) (CLAMP (item->color.red, 0, 1) * 255 + 0.5),
                              (int) (CLAMP (item->color.green, 0, 1) * 255 + 0.5),
                              (int) (CLAMP (item->color.blue, 0, 1) * 255 + 0.5),
                              item->color.alpha < 1 ? " fill-opacity=\"" : "",
                              item->color.alpha < 1 ? opacity : "",
                              item->color.alpha < 1 ? "\"" : "", escaped);
    }
  g_string_append (text, "</g>\n");
  /* Find the last closing tag. */
  for (gsize i = svg->len; i >= strlen (end_tag); i--)
    if (memcmp (svg->data + i - strlen (end_tag), end_tag, strlen (end_tag)) == 0)
      {
        at = i - strlen (end_tag);
        break;
      }
  g_byte_array_remove_range (svg, at, svg->len - at);
  g_byte_array_append (svg, (const guint8 *) text->str, text->len);
  g_byte_array_append (svg, (const guint8 *) "</svg>\n", 7);
  g_string_free (text, TRUE);
}

PangoLayout *
nhs_render_layout_new (cairo_t    *cr,
                       const char *font)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

static PangoLayout *
wrapped_layout (cairo_t    *cr,
                const char *font,
                const char *title,
                double      width)
{
  PangoLayout *layout = nhs_render_layout_new (cr, font);

  /* whole words on as many lines as it takes; a word wider than the line
     is broken, never cut */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_text (layout, title, -1);
  return layout;
}

PangoLayout *
nhs_render_title_layout (cairo_t    *cr,
                         const char *title,
                         double      width)
{
  return wrapped_layout (cr, NHS_RENDER_TITLE_FONT, title, width);
}

double
nhs_render_title_extra (const char *title,
                        double      width)
{
  return nhs_render_wrapped_extra (NHS_RENDER_TITLE_FONT, title, width);
}

double
nhs_render_wrapped_extra (const char *font,
                          const char *title,
                          double      width)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout;
  PangoRectangle first, all;

  if (title == NULL || *title == '\0')
    return 0;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  layout = wrapped_layout (cr, font, title, width);
  pango_layout_get_pixel_extents (layout, NULL, &all);
  pango_layout_line_get_pixel_extents (pango_layout_get_line_readonly (layout, 0), NULL, &first);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return MAX (all.height - first.height, 0);
}

double
nhs_render_title (cairo_t    *cr,
                  const char *title,
                  double      x,
                  double      y,
                  double      width)
{
  return nhs_render_wrapped (cr, NHS_RENDER_TITLE_FONT, title, x, y, width);
}

double
nhs_render_wrapped (cairo_t    *cr,
                    const char *font,
                    const char *title,
                    double      x,
                    double      y,
                    double      width)
{
  PangoLayout *layout;
  int h;

  if (title == NULL)
    return 0;
  layout = wrapped_layout (cr, font, title, width);
  pango_layout_get_pixel_size (layout, NULL, &h);
  cairo_move_to (cr, x, y);
  nhs_render_show_layout (cr, layout);
  g_object_unref (layout);
  return h;
}

double
nhs_render_text (cairo_t     *cr,
                 PangoLayout *layout,
                 const char  *text,
                 double       x,
                 double       y,
                 int          align)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, align == 2 ? x - w : align == 1 ? x - w / 2.0 : x, y);
  nhs_render_show_layout (cr, layout);
  return w;
}

static const char *decimal_point_override;

void
nhs_render_set_decimal_point (const char *point)
{
  decimal_point_override = point;
}

static char *
localize_point (char *text)
{
  const char *point = decimal_point_override ? decimal_point_override : localeconv ()->decimal_point;
  char *dot = strchr (text, '.');
  char *out;

  if (dot == NULL || point == NULL || strcmp (point, ".") == 0 || *point == '\0')
    return text;
  out = g_strdup_printf ("%.*s%s%s", (int) (dot - text), text, point, dot + 1);
  g_free (text);
  return out;
}

char *
nhs_render_fraction_within (const char *fraction,
                            double      p,
                            gsize       max_chars)
{
  g_autofree char *approx = NULL;

  if (strlen (fraction) <= max_chars)
    return g_strdup (fraction);
  approx = nhs_render_number (p, 4);
  return g_strdup_printf ("≈ %s", approx);
}

char *
nhs_render_fraction_short (const char *fraction,
                           double      p)
{
  return nhs_render_fraction_within (fraction, p, NHS_RENDER_FRACTION_CHARS);
}

char *
nhs_render_localized (const char *decimal)
{
  char *end = NULL;

  g_return_val_if_fail (decimal != NULL, NULL);
  const char *dot = strchr (decimal, '.');

  g_ascii_strtod (decimal, &end);
  /* the number alone, or with its unit after a no-break space ("1.429 %") */
  if (end == decimal || dot == NULL || dot > end
      || (*end != '\0' && !g_str_has_prefix (end, "\u00a0")))
    return g_strdup (decimal);
  return localize_point (g_strdup (decimal));
}

char *
nhs_render_number (double value,
                   int    digits)
{
  return localize_point (nhs_format_significant (value, digits));
}

static char *
with_percent_sign (char *number)
{
  g_autofree char *shown = localize_point (number);

  /* a no-break space keeps the sign with its number */
  return g_strdup_printf ("%s\u00a0%%", shown);
}

char *
nhs_render_percent (double probability)
{
  return with_percent_sign (nhs_format_percent (probability));
}

char *
nhs_render_percent_mpq (const mpq_t probability)
{
  return with_percent_sign (nhs_format_percent_mpq (probability));
}
