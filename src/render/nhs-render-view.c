/* nhs-render-view.c: a whole view drawn into a PNG, SVG or PDF file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-view.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "nhs-atomic.h"
#include "nhs-error.h"

#define LEVEL_CELL_HEIGHT 16.0
#define MARGIN 12.0
#define CHART_WIDTH 720.0
#define OVERVIEW_CHART_WIDTH 560.0
#define ALIGN_WIDTH 640.0

void
nhs_view_init (NhsView     *view,
               NhsViewKind  kind)
{
  g_return_if_fail (view != NULL);

  memset (view, 0, sizeof *view);
  view->kind = kind;
  view->chart.focused = -1;
  view->align.level_align = NHS_ALIGN_NONE;
  view->compare.focused = -1;
  view->lines.marker_x = -G_MAXDOUBLE;
  nhs_render_level_options_init (&view->level_options);
}

gboolean
nhs_view_has_rows (const NhsView *view)
{
  g_return_val_if_fail (view != NULL, FALSE);
  switch (view->kind)
    {
    case NHS_VIEW_CHART:
    case NHS_VIEW_OVERVIEW:
    case NHS_VIEW_TABLE:
    case NHS_VIEW_COMPARE:
      return TRUE;
    default:
      return FALSE;
    }
}

void
nhs_view_set_top (NhsView *view,
                  int      top)
{
  g_return_if_fail (view != NULL);
  top = MAX (top, 0);
  switch (view->kind)
    {
    case NHS_VIEW_CHART:
    case NHS_VIEW_OVERVIEW:
      view->chart.top = top;
      break;
    case NHS_VIEW_TABLE:
      view->table.top = top;
      break;
    case NHS_VIEW_COMPARE:
      view->compare.top = top;
      break;
    default:
      break;
    }
}

const char *
nhs_render_file_format_extension (NhsFileFormat format)
{
  switch (format)
    {
    case NHS_FILE_SVG:
      return "svg";
    case NHS_FILE_PDF:
      return "pdf";
    case NHS_FILE_PNG:
    default:
      return "png";
    }
}

/* The window's gettext for an export's sentences; NULL: English. */
#define TR(text) (translate ? translate (text) : (text))

static gboolean
format_from_path (const char     *path,
                  NhsFileFormat  *format,
                  const char   *(*translate) (const char *text),
                  GError        **error)
{
  const char *dot = strrchr (path, '.');
  const char *slash = strrchr (path, '/');

  if (dot != NULL && (slash == NULL || dot > slash))
    for (NhsFileFormat f = NHS_FILE_PNG; f <= NHS_FILE_PDF; f++)
      if (g_ascii_strcasecmp (dot + 1, nhs_render_file_format_extension (f)) == 0)
        return (*format = f, TRUE);
  /* Translators: an export's file name that names no format; png, svg and
     pdf are the extensions */
  return nhs_error_set (error, NHS_ERROR_INVALID,
                        TR ("“%s” must end in .png, .svg or .pdf: its extension chooses the format."),
                        path);
}

gboolean
nhs_render_file_format_from_path (const char     *path,
                                  NhsFileFormat  *format,
                                  GError        **error)
{
  return format_from_path (path, format, NULL, error);
}

static double
chart_width (const NhsView *view)
{
  if (view->chart_width > 0)
    return view->chart_width;
  return view->kind == NHS_VIEW_OVERVIEW ? OVERVIEW_CHART_WIDTH : CHART_WIDTH;
}

/* The title the view's kind draws (NULL: it draws none). */
static const char **
title_slot (NhsView *view)
{
  switch (view->kind)
    {
    case NHS_VIEW_CHART:
    case NHS_VIEW_OVERVIEW:
      return &view->chart.title;
    case NHS_VIEW_TABLE:
      return &view->table.title;
    case NHS_VIEW_LINES:
      return &view->lines.title;
    case NHS_VIEW_HEATMAP:
      return &view->heatmap.title;
    case NHS_VIEW_PROFILE:
      return &view->profile.title;
    case NHS_VIEW_LEVEL:
    case NHS_VIEW_DUNGEON:
    case NHS_VIEW_COMPARE:
      return &view->title;
    case NHS_VIEW_ALIGN_TABLE:
    default:
      return NULL;
    }
}

/* The view as drawn: a copy whose title ends with its place line (the
   title's text in *owned, to free); the view itself when it has no place
   line or no title to put it under. */
static const NhsView *
placed (const NhsView *view,
        NhsView       *copy,
        char         **owned)
{
  const char **slot;
  const char *title;
  g_autofree char *caption = NULL;

  *owned = NULL;
  if (view->place == NULL || *view->place == '\0')
    return view;
  *copy = *view;
  copy->place = NULL;
  slot = title_slot (copy);
  if (slot == NULL)
    return copy;
  title = *slot;
  /* a table or profile without a title shows its caption as one */
  if (title == NULL && copy->kind == NHS_VIEW_TABLE && copy->table.table != NULL)
    title = nhs_table_caption (copy->table.table);
  else if (title == NULL && copy->kind == NHS_VIEW_PROFILE && copy->profile.profile != NULL)
    title = caption = nhs_profile_caption (copy->profile.profile, copy->profile.translate);
  *owned = title != NULL ? g_strconcat (title, "\n", view->place, NULL) : g_strdup (view->place);
  *slot = *owned;
  return copy;
}

#define TITLE_ROW 30.0

/* The title row of a level, dungeon or compare view at `width`: a long
   title wraps and the row grows (an exported picture keeps every word). */
static double
title_height (const NhsView *view,
              double         width)
{
  return view->title ? TITLE_ROW + nhs_render_title_extra (view->title, width - 2 * MARGIN) : 0;
}

static void
draw_title (cairo_t              *cr,
            const NhsView        *view,
            const NhsRenderTheme *theme,
            double                width)
{
  if (view->title == NULL)
    return;
  nhs_render_set_source (cr, &theme->foreground);
  nhs_render_title (cr, view->title, MARGIN, 6, width - 2 * MARGIN);
}

/* A chart's natural width makes room for its one-line title, as a
   table's does (up to TITLE_MAX_WIDTH; a longer one wraps). A width the
   caller set (the window's) is kept. */
#define TITLE_MAX_WIDTH 1200.0

/* The width a one-line title needs between two margins, at least `least`
   and at most TITLE_MAX_WIDTH. */
static double
title_natural_width (const char *title,
                     double      margin,
                     double      least)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoLayout *layout;
  int w = 0;

  if (title == NULL)
    return least;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  layout = nhs_render_layout_new (cr, "Sans Bold 11");
  pango_layout_set_text (layout, title, -1);
  pango_layout_get_pixel_size (layout, &w, NULL);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ceil (MAX (least, MIN (w + 2 * margin + 2, TITLE_MAX_WIDTH)));
}

static double
chart_natural_width (const NhsView *view)
{
  if (view->chart_width > 0)
    return chart_width (view);
  return title_natural_width (view->chart.title, NHS_CHART_MARGIN, chart_width (view));
}

/* The chart's parameters drawn `width` wide: its title wraps there. */
static NhsChartParams
chart_at (const NhsView *view,
          double         width)
{
  NhsChartParams chart = view->chart;

  chart.title_wrap = width;
  return chart;
}

static double
chart_height (const NhsView *view,
              double         width)
{
  NhsChartParams chart = chart_at (view, width);

  return view->chart.chances ? nhs_render_chart_height (&chart) : 100.0;
}

/* The view's size at its own width (at_width <= 0) or at at_width: a
   title that wraps makes it taller. */
static void
view_size (const NhsView *view,
           double         at_width,
           double        *width,
           double        *height)
{
  double lw, lh, cw;

  switch (view->kind)
    {
    case NHS_VIEW_CHART:
      *width = at_width > 0 ? at_width : chart_natural_width (view);
      *height = chart_height (view, *width);
      break;
    case NHS_VIEW_ALIGN_TABLE:
      *width = at_width > 0 ? at_width : ALIGN_WIDTH + 2 * MARGIN;
      *height = nhs_render_align_height (&view->align) + 2 * MARGIN;
      break;
    case NHS_VIEW_LEVEL:
      nhs_render_level_natural_size (LEVEL_CELL_HEIGHT, width, height);
      *height += title_height (view, *width);
      break;
    case NHS_VIEW_TABLE:
      nhs_render_table_natural_size (&view->table, width, height);
      if (at_width > 0)
        {
          *height += nhs_render_table_title_extra (&view->table, at_width)
                     - nhs_render_table_title_extra (&view->table, *width);
          *width = at_width;
        }
      break;
    case NHS_VIEW_LINES:
      nhs_render_lines_natural_size (&view->lines, width, height);
      if (at_width > 0)
        {
          *height += nhs_render_lines_title_extra (&view->lines, at_width)
                     - nhs_render_lines_title_extra (&view->lines, *width);
          *width = at_width;
        }
      break;
    case NHS_VIEW_HEATMAP:
      nhs_render_heatmap_natural_size (&view->heatmap, width, height);
      if (at_width > 0)
        {
          *height += nhs_render_heatmap_title_extra (&view->heatmap, at_width)
                     - nhs_render_heatmap_title_extra (&view->heatmap, *width);
          *width = at_width;
        }
      break;
    case NHS_VIEW_PROFILE:
      nhs_render_profile_natural_size (&view->profile, width, height);
      if (at_width > 0)
        {
          *height += nhs_render_profile_title_extra (&view->profile, at_width)
                     - nhs_render_profile_title_extra (&view->profile, *width);
          *width = at_width;
        }
      break;
    case NHS_VIEW_COMPARE:
      *width = at_width > 0 ? at_width : chart_width (view);
      *height = nhs_render_compare_height (&view->compare) + title_height (view, *width);
      break;
    case NHS_VIEW_DUNGEON:
      /* the column of levels, widened for its heading (German is longer) */
      *width = at_width > 0 ? at_width : title_natural_width (view->title, MARGIN, 900);
      /* and for the words after its widest row: every chance shown whole */
      if (at_width <= 0 && view->dungeon)
        *width = MAX (*width, nhs_render_dungeon_natural_width (view->dungeon, &view->dungeon_options));
      *height = (view->dungeon ? nhs_render_dungeon_height (view->dungeon, *width) : 0)
                + title_height (view, *width);
      break;
    case NHS_VIEW_OVERVIEW:
      nhs_render_level_natural_size (LEVEL_CELL_HEIGHT, &lw, &lh);
      lh = lh * ALIGN_WIDTH / MAX (lw, 1);
      *width = at_width > 0 ? at_width : chart_width (view) + ALIGN_WIDTH + 2 * MARGIN;
      cw = MIN (chart_width (view), *width / 2);
      *height = MAX (chart_height (view, cw),
                     nhs_render_align_height (&view->align) + 2 * MARGIN
                     + (view->level ? lh + MARGIN : 0));
      break;
    default:
      g_return_if_reached ();
    }
}

/* The width below which the view's words or numbers would be cut or run
   into each other (its title wraps at any width): drawn narrower, it is
   drawn this wide and shrunk as a whole. 0: it scales itself (a level). */
static double
view_least_width (const NhsView *view)
{
  double w = 0, h;

  switch (view->kind)
    {
    case NHS_VIEW_CHART:
    case NHS_VIEW_COMPARE:
      return chart_width (view);
    case NHS_VIEW_ALIGN_TABLE:
      return ALIGN_WIDTH + 2 * MARGIN;
    case NHS_VIEW_TABLE:
      return view->table.table ? nhs_render_table_least_width (&view->table) : 0;
    case NHS_VIEW_DUNGEON:
      return view->dungeon ? nhs_render_dungeon_natural_width (view->dungeon, &view->dungeon_options) : 0;
    case NHS_VIEW_LINES:
    case NHS_VIEW_HEATMAP:
    case NHS_VIEW_PROFILE:
    case NHS_VIEW_OVERVIEW:
      view_size (view, 0, &w, &h);
      return w;
    case NHS_VIEW_LEVEL:
    default:
      return 0;
    }
}

void
nhs_render_view_natural_size (const NhsView *view,
                              double        *width,
                              double        *height)
{
  NhsView copy;
  g_autofree char *title = NULL;

  g_return_if_fail (view != NULL && width != NULL && height != NULL);

  view_size (placed (view, &copy, &title), 0, width, height);
}

void
nhs_render_view (cairo_t              *cr,
                 const NhsView        *view,
                 const NhsRenderTheme *theme,
                 double                width,
                 double                height)
{
  NhsView copy;
  g_autofree char *title = NULL;

  g_return_if_fail (cr != NULL && view != NULL && theme != NULL);

  view = placed (view, &copy, &title);
  nhs_render_set_source (cr, &theme->background);
  cairo_paint (cr);

  switch (view->kind)
    {
    case NHS_VIEW_CHART:
      if (view->chart.chances)
        {
          NhsChartParams chart = chart_at (view, width);

          nhs_render_chart (cr, theme, &chart, width, 0, height);
        }
      break;
    case NHS_VIEW_ALIGN_TABLE:
      cairo_save (cr);
      cairo_translate (cr, MARGIN, MARGIN);
      nhs_render_align (cr, theme, &view->align, width - 2 * MARGIN);
      cairo_restore (cr);
      break;
    case NHS_VIEW_LEVEL:
      draw_title (cr, view, theme, width);
      cairo_save (cr);
      cairo_translate (cr, 0, title_height (view, width));
      if (view->level)
        nhs_render_level (cr, view->level, theme, &view->level_options, width,
                          height - title_height (view, width));
      cairo_restore (cr);
      break;
    case NHS_VIEW_TABLE:
      if (view->table.table)
        nhs_render_table (cr, theme, &view->table, width);
      break;
    case NHS_VIEW_LINES:
      nhs_render_lines (cr, theme, &view->lines, width, height);
      break;
    case NHS_VIEW_HEATMAP:
      if (view->heatmap.heatmap)
        nhs_render_heatmap (cr, theme, &view->heatmap, width, height);
      break;
    case NHS_VIEW_PROFILE:
      if (view->profile.profile)
        nhs_render_profile (cr, theme, &view->profile, width, height);
      break;
    case NHS_VIEW_DUNGEON:
      draw_title (cr, view, theme, width);
      cairo_save (cr);
      cairo_translate (cr, 0, title_height (view, width));
      if (view->dungeon)
        nhs_render_dungeon (cr, view->dungeon, theme, &view->dungeon_options, width,
                            height - title_height (view, width));
      cairo_restore (cr);
      break;
    case NHS_VIEW_COMPARE:
      draw_title (cr, view, theme, width);
      cairo_save (cr);
      cairo_translate (cr, 0, title_height (view, width));
      if (view->compare.diff)
        nhs_render_compare (cr, theme, &view->compare, width);
      cairo_restore (cr);
      break;
    case NHS_VIEW_OVERVIEW:
      {
        double cw = MIN (chart_width (view), width / 2);
        double aw = width - cw - 2 * MARGIN;
        double ah = nhs_render_align_height (&view->align);

        if (view->chart.chances)
          {
            NhsChartParams chart = chart_at (view, cw);

            nhs_render_chart (cr, theme, &chart, cw, 0, height);
          }
        cairo_save (cr);
        cairo_translate (cr, cw + MARGIN, MARGIN);
        nhs_render_align (cr, theme, &view->align, aw);
        if (view->level)
          {
            double lw, lh;

            nhs_render_level_natural_size (LEVEL_CELL_HEIGHT, &lw, &lh);
            lh = MIN (lh * aw / MAX (lw, 1), height - ah - 2 * MARGIN);
            cairo_translate (cr, 0, ah + MARGIN);
            if (lh > 0)
              nhs_render_level (cr, view->level, theme, &view->level_options, aw, lh);
          }
        cairo_restore (cr);
      }
      break;
    default:
      g_return_if_reached ();
    }
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* SOURCE_DATE_EPOCH (reproducible-builds.org): a PDF's creation date in
   place of the clock's, so that the same export twice writes the same
   bytes (cairo writes the time of the export otherwise; an SVG or PNG
   carries no date). *iso: NULL when it is not set or empty. */
static gboolean
pdf_source_date (char   **iso,
                 const char *(*translate) (const char *text),
                 GError **error)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  g_autoptr (GDateTime) t = NULL;
  guint64 seconds;

  *iso = NULL;
  if (epoch == NULL || *epoch == '\0')
    return TRUE;
  if (!g_ascii_string_to_unsigned (epoch, 10, 0, G_MAXINT64, &seconds, NULL)
      || (t = g_date_time_new_from_unix_utc ((gint64) seconds)) == NULL)
    /* Translators: SOURCE_DATE_EPOCH is an environment variable's name;
       %s its value */
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          TR ("SOURCE_DATE_EPOCH is “%s”: it must be a whole number of seconds since "
                          "1970-01-01 00:00 UTC, before the year 10000."), epoch);
  *iso = g_date_time_format (t, "%Y-%m-%dT%H:%M:%SZ");
  return TRUE;
}

static GBytes *
view_to_bytes (const NhsView        *view,
               const NhsRenderTheme *theme,
               NhsFileFormat         format,
               int                   width,
               int                   height,
               gboolean              dry_run,
               const char         *(*translate) (const char *text),
               GError              **error)
{
  g_autoptr (GByteArray) out = g_byte_array_new ();
  g_autofree char *title = NULL;
  g_autofree char *created = NULL;
  NhsView copy;
  cairo_surface_t *surface;
  cairo_status_t status;
  NhsTextSink *sink = NULL;
  cairo_t *cr;
  double nw, nh, least, shrink = 1;
  int scale;

  g_return_val_if_fail (view != NULL && theme != NULL, NULL);

  view = placed (view, &copy, &title);
  nhs_render_view_natural_size (view, &nw, &nh);
  least = view_least_width (view);
  /* Narrower than its words need, a view is drawn that wide and shrunk as
     a whole, so that no word is cut and no heading runs into the next (a
     level scales itself); shrunk below NHS_VIEW_MIN_SHRINK its words could
     not be read */
  if (width > 0 && width < (int) least)
    {
      int floor_width = (int) ceil (least * NHS_VIEW_MIN_SHRINK);

      if (width < floor_width)
        {
          nhs_error_set (error, NHS_ERROR_INVALID,
                         TR ("A width of %d is too narrow for this picture: its words need %d, and shrunk "
                             "below %d they could not be read; give at least %d."),
                         width, (int) least, floor_width, floor_width);
          return NULL;
        }
      shrink = width / least;
      view_size (view, least, &nw, &nh);
      nw = least;
    }
  /* A width without a height: the height the view needs at that width (a
     title wraps onto more lines when narrower) */
  else if (view->kind != NHS_VIEW_LEVEL && width > 0 && height <= 0)
    view_size (view, width, &nw, &nh);
  if (shrink < 1 && height <= 0)
    height = (int) ceil (nh * shrink);
  /* A level keeps its aspect when only one side is given. */
  if (view->kind == NHS_VIEW_LEVEL && width > 0 && height <= 0)
    height = (int) (width * nh / nw + 0.5);
  else if (view->kind == NHS_VIEW_LEVEL && height > 0 && width <= 0)
    width = (int) (height * nw / nh + 0.5);
  if (width <= 0)
    width = (int) (nw + 0.5);
  if (height <= 0)
    height = (int) (nh + 0.5);
  width = CLAMP (width, NHS_VIEW_MIN_SIZE, NHS_VIEW_MAX_SIZE);
  height = CLAMP (height, NHS_VIEW_MIN_SIZE, NHS_VIEW_MAX_SIZE);
  scale = format == NHS_FILE_PNG && view->scale > 1 ? view->scale : 1;
  /* Checked here, before cairo sees the size: cairo's own refusal reads
     "invalid value (typically too big) for the size of the input". */
  if (format == NHS_FILE_PNG
      && (width * scale > NHS_VIEW_MAX_PNG_SIDE || height * scale > NHS_VIEW_MAX_PNG_SIDE))
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     TR ("A %d×%d PNG is too large: a PNG side can be at most %d pixels (SVG and PDF up to %d)."),
                     width * scale, height * scale, NHS_VIEW_MAX_PNG_SIDE, NHS_VIEW_MAX_SIZE);
      return NULL;
    }
  if (format == NHS_FILE_PNG
      && (gint64) (width * scale) * (gint64) (height * scale) > NHS_VIEW_MAX_PIXELS)
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     TR ("A %d×%d PNG is too large: use at most %d million pixels, or SVG or PDF."),
                     width * scale, height * scale, NHS_VIEW_MAX_PIXELS / (1024 * 1024));
      return NULL;
    }

  if (format == NHS_FILE_PDF && !pdf_source_date (&created, translate, error))
    return NULL;
  if (dry_run)
    {
      cairo_rectangle_t extents = { 0, 0, width, height };

      surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
    }
  else if (format == NHS_FILE_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  else if (format == NHS_FILE_SVG)
    surface = cairo_svg_surface_create_for_stream (append_cb, out, width, height);
  else
    {
      surface = cairo_pdf_surface_create_for_stream (append_cb, out, width, height);
      if (created != NULL)
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, created);
    }

  cr = cairo_create (surface);
  cairo_scale (cr, scale * shrink, scale * shrink);
  if (format == NHS_FILE_SVG && !dry_run)
    {
      /* Labels as <text>, not glyph outlines: recorded, then written in. */
      sink = nhs_text_sink_new ();
      nhs_text_sink_attach (cr, sink);
    }
  if (shrink < 1)
    nhs_render_view (cr, view, theme, nw, height / shrink);
  else
    nhs_render_view (cr, view, theme, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == NHS_FILE_PNG && !dry_run)
    status = cairo_surface_write_to_png_stream (surface, append_cb, out);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (sink != NULL)
    {
      if (status == CAIRO_STATUS_SUCCESS)
        nhs_text_sink_to_svg (sink, out);
      nhs_text_sink_free (sink);
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      /* Translators: %s is cairo's reason, in English */
      nhs_error_set (error, NHS_ERROR_IO, TR ("Could not draw the picture: %s."),
                     cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

GBytes *
nhs_render_view_to_bytes (const NhsView        *view,
                          const NhsRenderTheme *theme,
                          NhsFileFormat         format,
                          int                   width,
                          int                   height,
                          gboolean              dry_run,
                          GError              **error)
{
  return view_to_bytes (view, theme, format, width, height, dry_run, NULL, error);
}

gboolean
nhs_render_view_to_file (const NhsView        *view,
                         const NhsRenderTheme *theme,
                         const char           *path,
                         int                   width,
                         int                   height,
                         const char         *(*translate) (const char *text),
                         GError              **error)
{
  g_autoptr (GBytes) bytes = NULL;
  NhsFileFormat format;

  g_return_val_if_fail (path != NULL, FALSE);

  if (!format_from_path (path, &format, translate, error))
    return FALSE;
  bytes = view_to_bytes (view, theme, format, width, height, FALSE, translate, error);
  return bytes != NULL && nhs_atomic_write_bytes_translated (path, bytes, translate, error);
}
