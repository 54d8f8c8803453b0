/* nhs-cli-export.c: nhspawn-cli export — a view drawn by render/ into PNG, SVG or PDF
 *
 * The picture is drawn in memory and written with nhs_atomic_write, so a
 * failed export never leaves a half-written file or damages the old one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-atomic.h"
#include "nhs-error.h"
#include "nhs-level.h"
#include "nhs-render-align.h"
#include "nhs-render-chart.h"
#include "nhs-render-common.h"
#include "nhs-render-level.h"
#include "nhs-rndmonst.h"
#include "nhs-variant.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <string.h>

#define EXPORT_MIN_SIZE 16
#define EXPORT_MAX_SIZE 32768
#define EXPORT_MAX_PIXELS (64 * 1024 * 1024)   /* PNG: 256 MiB of pixels at most */
#define LEVEL_CELL_HEIGHT 16.0
#define ALIGN_MARGIN 12.0

typedef enum {
  VIEW_CHART,
  VIEW_ALIGN_TABLE,
  VIEW_LEVEL,
} ExportView;

typedef enum {
  FILE_PNG,
  FILE_SVG,
  FILE_PDF,
} ExportFile;

static const struct {
  const char *key;
  ExportView view;
} views[] = {
  { "chart", VIEW_CHART },
  { "align-table", VIEW_ALIGN_TABLE },
  { "level", VIEW_LEVEL },
};

/* What gets drawn, with its natural size. */
typedef struct {
  ExportView view;
  NhsRenderTheme theme;
  double width, height;
  /* chart */
  NhsDistribution *dist;
  char *title;
  /* align-table */
  NhsAlignParams align;
  /* level */
  NhsLevel *level;
} Drawing;

static void
drawing_clear (Drawing *d)
{
  g_clear_pointer (&d->dist, nhs_distribution_unref);
  g_clear_pointer (&d->title, g_free);
  g_clear_pointer (&d->level, nhs_level_free);
}

/* Helpers */

static gboolean
file_kind_from_path (const char *path,
                     ExportFile *out,
                     GError    **error)
{
  const char *dot = strrchr (path, '.');
  const char *slash = strrchr (path, '/');

  if (dot != NULL && (slash == NULL || dot > slash))
    {
      if (g_ascii_strcasecmp (dot, ".png") == 0)
        return (*out = FILE_PNG, TRUE);
      if (g_ascii_strcasecmp (dot, ".svg") == 0)
        return (*out = FILE_SVG, TRUE);
      if (g_ascii_strcasecmp (dot, ".pdf") == 0)
        return (*out = FILE_PDF, TRUE);
    }
  return nhs_error_set (error, NHS_ERROR_INVALID,
                        "--output “%s” must end in .png, .svg or .pdf: its extension chooses the format.",
                        path);
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
draw (cairo_t       *cr,
      const Drawing *d,
      double         width,
      double         height)
{
  nhs_render_set_source (cr, &d->theme.background);
  cairo_paint (cr);

  switch (d->view)
    {
    case VIEW_CHART:
      {
        NhsChartParams params = {
          .dist = d->dist,
          .focused = -1,
          .title = d->title,
          .left_label = "left the window",
          .entered_label = "new",
        };

        nhs_render_chart (cr, &d->theme, &params, width, 0, height);
      }
      break;
    case VIEW_ALIGN_TABLE:
      cairo_translate (cr, ALIGN_MARGIN, ALIGN_MARGIN);
      nhs_render_align (cr, &d->theme, &d->align, width - 2 * ALIGN_MARGIN);
      break;
    case VIEW_LEVEL:
      {
        NhsRenderLevelOptions options;

        nhs_render_level_options_init (&options);
        nhs_render_level (cr, d->level, &d->theme, &options, width, height);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Draws onto a surface of the file's kind and returns the file's bytes. */
static GBytes *
render_to_bytes (const Drawing *d,
                 ExportFile     kind,
                 int            width,
                 int            height,
                 gboolean       dry_run,
                 GError       **error)
{
  g_autoptr (GByteArray) out = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (dry_run)
    {
      cairo_rectangle_t extents = { 0, 0, width, height };

      surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
    }
  else if (kind == FILE_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  else if (kind == FILE_SVG)
    surface = cairo_svg_surface_create_for_stream (append_cb, out, width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (append_cb, out, width, height);

  cr = cairo_create (surface);
  draw (cr, d, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && kind == FILE_PNG && !dry_run)
    status = cairo_surface_write_to_png_stream (surface, append_cb, out);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      nhs_error_set (error, NHS_ERROR_IO, "Could not draw the picture: %s.",
                     cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

static char *
chart_title (const NhsDistribution *dist)
{
  const NhsSituation *sit = &dist->situation;
  const NhsRegionInfo *region = nhs_region_info (sit->region);

  if (sit->difficulty > 0)
    return g_strdup_printf ("%s · %s, difficulty %d, XL %d", dist->variant->display_name,
                            region->name, dist->difficulty, sit->xl);
  return g_strdup_printf ("%s · %s, depth %d, XL %d (difficulty %d)", dist->variant->display_name,
                          region->name, sit->depth, sit->xl, dist->difficulty);
}

/* Prepares d for `view`; FALSE with *error for bad options. */
static gboolean
prepare (Drawing             *d,
         NhsCliSituationArgs *args,
         const char          *seed_text,
         GError             **error)
{
  g_autoptr (NhsMonsterSet) set = NULL;
  NhsSituation sit;

  switch (d->view)
    {
    case VIEW_CHART:
      if (!nhs_cli_resolve_situation (args, TRUE, &sit, &set, error)
          || !(d->dist = nhs_rndmonst_compute (set, &sit, error)))
        return FALSE;
      d->title = chart_title (d->dist);
      {
        NhsChartParams params = { .dist = d->dist, .focused = -1, .title = d->title };

        d->width = 720;
        d->height = nhs_render_chart_height (&params);
      }
      return TRUE;

    case VIEW_ALIGN_TABLE:
      /* The situation options are optional: an alignment highlights a column. */
      if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error))
        return FALSE;
      d->align.level_align = nhs_situation_align (&sit);
      if (args->align == NULL && args->region == NULL)
        d->align.level_align = NHS_ALIGN_NONE;
      d->width = 640 + 2 * ALIGN_MARGIN;
      d->height = nhs_render_align_height (&d->align) + 2 * ALIGN_MARGIN;
      return TRUE;

    case VIEW_LEVEL:
      {
        NhsLevelParams p = { 0 };
        gint64 seed = 1;
        char *end = NULL;

        if (args->depth == NULL)
          return nhs_error_set (error, NHS_ERROR_INVALID, "Give the level's depth with --depth N.");
        if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error))
          return FALSE;
        if (seed_text != NULL)
          {
            seed = g_ascii_strtoll (seed_text, &end, 10);
            if (*seed_text == '\0' || *end != '\0' || seed < 0)
              return nhs_error_set (error, NHS_ERROR_INVALID,
                                    "--seed must be a whole number from 0 up, not “%s”.", seed_text);
          }
        p.depth = sit.depth;
        p.seed = (guint64) seed;
        p.amulet = sit.amulet;
        d->level = nhs_level_generate (&p, error);
        if (d->level == NULL)
          return FALSE;
        nhs_render_level_natural_size (LEVEL_CELL_HEIGHT, &d->width, &d->height);
      }
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

/* The export command */

int
nhs_cli_export_main (int    argc,
                     char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *output = NULL;
  g_autofree char *width_text = NULL;
  g_autofree char *height_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gboolean dark = FALSE;
  GError *error = NULL;
  Drawing d = { 0 };
  ExportFile kind = FILE_PNG;
  int width = 0, height = 0;
  int status = NHS_CLI_EXIT_OK;
  GString *view_list = g_string_new (NULL);
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "The picture to write: FILE.png, FILE.svg or FILE.pdf", "FILE" },
    { "width", 0, 0, G_OPTION_ARG_STRING, &width_text,
      "Width in pixels (PNG) or points (SVG, PDF); default: the view's own", "W" },
    { "height", 0, 0, G_OPTION_ARG_STRING, &height_text,
      "Height; default: all of the view at its width", "H" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Draw with the dark theme", NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "level: the level's seed (default 1)", "S" },
    { NULL }
  };

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    g_string_append_printf (view_list, "%s%s", i == 0 ? "" : (i + 1 == G_N_ELEMENTS (views) ? " or " : ", "),
                            views[i].key);
  context = g_option_context_new ("VIEW - draw a view into a PNG, SVG or PDF file");
  g_option_context_set_summary (context, "VIEW is one of: chart, align-table, level.\n"
                                         "The --output file's extension chooses the format.");
  g_option_context_add_main_entries (context, entries, NULL);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse_with_arguments (context, &argc, &argv, 1, 1, "VIEW"))
    {
      status = NHS_CLI_EXIT_USAGE;
      goto out;
    }

  d.view = (ExportView) -1;
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    if (strcmp (argv[1], views[i].key) == 0)
      d.view = views[i].view;
  if ((int) d.view < 0)
    nhs_error_set (&error, NHS_ERROR_INVALID, "Unknown view “%s”: use %s.", argv[1], view_list->str);
  else if (output == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "Give the file to write with --output FILE.png, .svg or .pdf.");
  else if (args.format != NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID,
                   "export takes no --format: the --output file's extension chooses it.");
  if (error != NULL
      || !file_kind_from_path (output, &kind, &error)
      || (width_text
          && !nhs_cli_parse_int ("--width", width_text, EXPORT_MIN_SIZE, EXPORT_MAX_SIZE, &width, &error))
      || (height_text
          && !nhs_cli_parse_int ("--height", height_text, EXPORT_MIN_SIZE, EXPORT_MAX_SIZE, &height,
                                 &error)))
    {
      status = nhs_cli_fail (error);
      goto out;
    }

  nhs_render_theme_default (&d.theme, dark);
  if (!prepare (&d, &args, seed_text, &error))
    {
      status = nhs_cli_fail (error);
      goto out;
    }

  /* Sizes: what was asked, else the view's own; a level keeps its aspect. */
  if (d.view == VIEW_LEVEL && width > 0 && height == 0)
    height = (int) (width * d.height / d.width + 0.5);
  else if (d.view == VIEW_LEVEL && height > 0 && width == 0)
    width = (int) (height * d.width / d.height + 0.5);
  if (width == 0)
    width = (int) (d.width + 0.5);
  if (height == 0)
    height = (int) (d.height + 0.5);
  width = CLAMP (width, EXPORT_MIN_SIZE, EXPORT_MAX_SIZE);
  height = CLAMP (height, EXPORT_MIN_SIZE, EXPORT_MAX_SIZE);
  if (kind == FILE_PNG && (gint64) width * height > EXPORT_MAX_PIXELS)
    {
      nhs_error_set (&error, NHS_ERROR_INVALID,
                     "A %d×%d PNG is too large: use at most %d million pixels, or SVG or PDF.",
                     width, height, EXPORT_MAX_PIXELS / (1024 * 1024));
      status = nhs_cli_fail (error);
      goto out;
    }

  bytes = render_to_bytes (&d, kind, width, height, nhs_cli_get_dry_run (), &error);
  if (bytes == NULL || (!nhs_cli_get_dry_run () && !nhs_atomic_write_bytes (output, bytes, &error)))
    status = nhs_cli_fail (error);

out:
  drawing_clear (&d);
  nhs_cli_situation_args_clear (&args);
  g_string_free (view_list, TRUE);
  return status;
}
