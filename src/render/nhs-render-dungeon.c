/* nhs-render-dungeon.c: drawing the dungeon model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-dungeon.h"
#include "nhs-dungeon-report.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */

#include <math.h>
#include <string.h>

#define ROW 22.0
#define LEGEND ROW   /* the bar's legend, above the first dungeon */
#define HEADER 30.0
#define DEPTH_W 36.0
#define BAR_W 160.0
#define ROW_FONT "Sans 9"

/* Rows: a header per dungeon, then its depths. */
static double
layout_rows (const NhsDungeonModel *m,
             int                    stop_index,
             gboolean              *is_header)
{
  double y = 6 + LEGEND;
  int last = -1;

  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);

      if (dk->dungeon != last)
        {
          y += HEADER;
          last = dk->dungeon;
        }
      if ((int) i == stop_index)
        return y;
      y += ROW;
    }
  (void) is_header;
  return y + 6;
}

double
nhs_render_dungeon_height (const NhsDungeonModel *model,
                           double                 width)
{
  return layout_rows (model, -1, NULL);
}

gboolean
nhs_render_dungeon_row_at (const NhsDungeonModel *model,
                           double                 y,
                           int                   *dungeon,
                           int                   *depth)
{
  for (guint i = 0; i < model->by_depth->len; i++)
    {
      double top = layout_rows (model, i, NULL);

      if (y >= top && y < top + ROW)
        {
          const NhsDepthKinds *dk = &g_array_index (model->by_depth, NhsDepthKinds, i);

          *dungeon = dk->dungeon;
          *depth = dk->depth;
          return TRUE;
        }
    }
  return FALSE;
}

/* A stable colour per kind: the game's colours, skipping black and grey. */
static void
kind_color (const NhsRenderTheme *theme,
            const char           *key,
            NhsRgba              *out)
{
  static const int palette[] = { 1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14 };
  guint h = g_str_hash (key);

  if (strcmp (key, "ordinary") == 0)
    {
      *out = theme->dim;
      out->alpha = 0.45;
      return;
    }
  nhs_render_game_color (theme, palette[h % G_N_ELEMENTS (palette)], out);
}

static const char *
tr (const NhsRenderDungeonOptions *o,
    const char                    *s)
{
  return o && o->translate ? o->translate (s) : s;
}

/* The legend's entries: the parts of a bar the words after it do not
   name (a special level's or branch's part is named there), each kind
   with its colour and its own name: grey an ordinary level, empty the
   chance the dungeon has no level at the depth. */
static const char *const legend[] = { "ordinary", "none" };

static const char *
legend_words (const NhsRenderDungeonOptions *options,
              guint                          i)
{
  return tr (options, nhs_dungeon_kind_title (legend[i]));
}

#define SWATCH_W 24.0

/* The legend's width with LAYOUT (in the rows' font). */
static double
legend_extent_with (PangoLayout                   *layout,
                    const NhsRenderDungeonOptions *options)
{
  double x = DEPTH_W + 8;

  for (guint i = 0; i < G_N_ELEMENTS (legend); i++)
    {
      int tw = 0;

      pango_layout_set_text (layout, legend_words (options, i), -1);
      pango_layout_get_pixel_size (layout, &tw, NULL);
      x += SWATCH_W + 6 + tw + 18;
    }
  return x;
}

/* One line above the dungeons: what the bars' grey and empty parts
   mean. */
static void
draw_legend (cairo_t                       *cr,
             PangoLayout                   *layout,
             const NhsRenderTheme          *theme,
             const NhsRenderDungeonOptions *options)
{
  double x = DEPTH_W + 8, y = 6;

  for (guint i = 0; i < G_N_ELEMENTS (legend); i++)
    {
      int tw, th;

      if (strcmp (legend[i], "none") != 0)
        {
          NhsRgba c;

          kind_color (theme, legend[i], &c);
          nhs_render_set_source (cr, &c);
          cairo_rectangle (cr, x, y + 4, SWATCH_W, ROW - 8);
          cairo_fill (cr);
        }
      nhs_render_set_source (cr, &theme->dim);
      cairo_set_line_width (cr, 1);
      cairo_rectangle (cr, x + 0.5, y + 4.5, SWATCH_W - 1, ROW - 9);
      cairo_stroke (cr);
      pango_layout_set_text (layout, legend_words (options, i), -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      nhs_render_set_source (cr, &theme->foreground);
      cairo_move_to (cr, x + SWATCH_W + 6, y + (ROW - th) / 2);
      nhs_render_show_layout (cr, layout);   /* SVG keeps it as <text> */
      x += SWATCH_W + 6 + tw + 18;
    }
}

/* The words after a depth's bar: each special level and branch there with
   its chance, in the bar's order (a branch by its arrow; the Planes' by the
   words of level 1's up stairs). */
static GString *
row_words (const NhsDepthKinds           *dk,
           const NhsRenderDungeonOptions *options)
{
  GString *words = g_string_new (NULL);

  for (guint k = 0; k < dk->kinds->len; k++)
    {
      const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);

      if (strcmp (kind->key, "none") != 0 && strcmp (kind->key, "ordinary") != 0)
        {
          g_autofree char *f = nhs_mpq_to_string (kind->p);
          g_autofree char *phrase = nhs_dungeon_kind_phrase (kind->key, f, TRUE,
                                                             options ? options->translate : NULL);

          g_string_append_printf (words, "%s%s", words->len ? ", " : "", phrase);
        }
    }
  return words;
}

/* How far a row reaches: its depth, its bar and its words, measured with
   LAYOUT (already in the rows' font). */
static double
row_extent_with (PangoLayout                   *layout,
                 const NhsDungeonModel         *model,
                 const NhsRenderDungeonOptions *options,
                 guint                          row)
{
  GString *words = row_words (&g_array_index (model->by_depth, NhsDepthKinds, row), options);
  int tw = 0;

  pango_layout_set_text (layout, words->str, -1);
  if (words->len)
    pango_layout_get_pixel_size (layout, &tw, NULL);
  g_string_free (words, TRUE);
  return DEPTH_W + BAR_W + 16 + tw;
}

/* A layout in the rows' font on a 1×1 surface, to measure with; *surface
   and *cr are to be freed with the layout. */
static PangoLayout *
measuring_layout (cairo_surface_t **surface,
                  cairo_t         **cr)
{
  PangoLayout *layout;
  PangoFontDescription *font = pango_font_description_from_string (ROW_FONT);

  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  *cr = cairo_create (*surface);
  layout = pango_cairo_create_layout (*cr);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

static void
measuring_done (PangoLayout     *layout,
                cairo_surface_t *surface,
                cairo_t         *cr)
{
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

double
nhs_render_dungeon_row_extent (const NhsDungeonModel         *model,
                               const NhsRenderDungeonOptions *options,
                               guint                          row)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout;
  double w;

  g_return_val_if_fail (row < model->by_depth->len, 0);
  layout = measuring_layout (&surface, &cr);
  w = row_extent_with (layout, model, options, row);
  measuring_done (layout, surface, cr);
  return w;
}

/* Every row measured with one surface and one layout. */
double
nhs_render_dungeon_natural_width (const NhsDungeonModel         *model,
                                  const NhsRenderDungeonOptions *options)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout = measuring_layout (&surface, &cr);
  double w = 0;

  for (guint i = 0; i < model->by_depth->len; i++)
    w = MAX (w, row_extent_with (layout, model, options, i));
  w = MAX (w, legend_extent_with (layout, options));
  measuring_done (layout, surface, cr);
  return ceil (w + 20);
}

void
nhs_render_dungeon (cairo_t                       *cr,
                    const NhsDungeonModel         *m,
                    const NhsRenderTheme          *theme,
                    const NhsRenderDungeonOptions *options,
                    double                         width,
                    double                         height)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (ROW_FONT);
  PangoFontDescription *bold = pango_font_description_from_string ("Sans Bold 10");
  int last = -1;

  nhs_render_set_source (cr, &theme->background);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  pango_layout_set_font_description (layout, font);
  draw_legend (cr, layout, theme, options);
  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
      const NhsDungeonResult *dr = &g_array_index (m->dungeons, NhsDungeonResult, dk->dungeon);
      double y = layout_rows (m, i, NULL);
      double x = DEPTH_W + 8;
      GString *words;
      char num[16];
      double scale;

      if (dk->dungeon != last)
        {
          last = dk->dungeon;
          pango_layout_set_font_description (layout, bold);
          pango_layout_set_text (layout, tr (options, dr->desc->name), -1);
          nhs_render_set_source (cr, &theme->foreground);
          cairo_move_to (cr, 4, y - HEADER + 8);
          nhs_render_show_layout (cr, layout);   /* SVG keeps it as <text> */
        }
      if (options && options->highlight_dungeon
          && strcmp (options->highlight_dungeon, dr->desc->name) == 0
          && options->highlight_depth == dk->depth)
        {
          NhsRgba a = theme->accent;

          a.alpha = 0.25;
          nhs_render_set_source (cr, &a);
          cairo_rectangle (cr, 0, y, width, ROW);
          cairo_fill (cr);
        }
      pango_layout_set_font_description (layout, font);
      g_snprintf (num, sizeof num, "%d", dk->depth);
      pango_layout_set_text (layout, num, -1);
      nhs_render_set_source (cr, &theme->foreground);
      {
        int tw, th;

        pango_layout_get_pixel_size (layout, &tw, &th);
        cairo_move_to (cr, DEPTH_W - tw, y + (ROW - th) / 2);
      }
      nhs_render_show_layout (cr, layout);   /* SVG keeps it as <text> */

      /* the bar: the kinds in order, "none" left empty; a special level can
         also hold a branch, so when the kinds add up to more than 1 they are
         drawn in proportion */
      {
        double sum = 0;

        for (guint k = 0; k < dk->kinds->len; k++)
          if (strcmp (g_array_index (dk->kinds, NhsDepthKind, k).key, "none") != 0)
            sum += mpq_get_d (g_array_index (dk->kinds, NhsDepthKind, k).p);
        scale = sum > 1 ? 1 / sum : 1;
      }
      for (guint k = 0; k < dk->kinds->len; k++)
        {
          const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);
          double w = mpq_get_d (kind->p) * BAR_W * scale;
          NhsRgba c;

          if (strcmp (kind->key, "none") == 0)
            continue;
          kind_color (theme, kind->key, &c);
          nhs_render_set_source (cr, &c);
          cairo_rectangle (cr, x, y + 4, MAX (w, 1), ROW - 8);
          cairo_fill (cr);
          x += w;
        }
      words = row_words (dk, options);
      nhs_render_set_source (cr, &theme->dim);
      cairo_set_line_width (cr, 1);
      cairo_rectangle (cr, DEPTH_W + 8.5, y + 4.5, BAR_W - 1, ROW - 9);
      cairo_stroke (cr);
      if (words->len)
        {
          pango_layout_set_text (layout, words->str, -1);
          pango_layout_set_width (layout, (int) MAX (10, width - DEPTH_W - BAR_W - 24) * PANGO_SCALE);
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          nhs_render_set_source (cr, &theme->foreground);
          {
            int tw, th;

            pango_layout_get_pixel_size (layout, &tw, &th);
            cairo_move_to (cr, DEPTH_W + BAR_W + 16, y + (ROW - th) / 2);
          }
          nhs_render_show_layout (cr, layout);   /* SVG keeps it as <text> */
          pango_layout_set_width (layout, -1);
        }
      g_string_free (words, TRUE);
    }
  pango_font_description_free (font);
  pango_font_description_free (bold);
  g_object_unref (layout);
}
