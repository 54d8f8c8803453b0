/* nhs-cli-export.c: nhspawn-cli export — a view drawn by render/ into PNG, SVG or PDF
 *
 * The drawing and the atomic write are render/'s (nhs-render-view.h), which
 * the window's Export uses too; this file only turns options into a view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>

#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-atomic.h"
#include "nhs-error.h"
#include "nhs-chances.h"
#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-mkclass.h"
#include "nhs-render-align.h"
#include "nhs-render-chart.h"
#include "nhs-render-common.h"
#include "nhs-render-level.h"
#include "nhs-render-view.h"
#include "nhs-rndmonst.h"
#include "nhs-variant.h"

#include <string.h>

typedef enum {
  VIEW_CHART,
  VIEW_MKCLASS,
  VIEW_ALIGN_TABLE,
  VIEW_LEVEL,
} ExportView;

static const struct {
  const char *key;
  ExportView view;
  NhsViewKind kind;
} views[] = {
  { "chart", VIEW_CHART, NHS_VIEW_CHART },
  { "align-table", VIEW_ALIGN_TABLE, NHS_VIEW_ALIGN_TABLE },
  { "level", VIEW_LEVEL, NHS_VIEW_LEVEL },
  { "mkclass", VIEW_MKCLASS, NHS_VIEW_CHART },
};

/* What gets drawn, and what it borrows. */
typedef struct {
  ExportView what;
  NhsView view;
  NhsRenderTheme theme;
  NhsDistribution *dist;
  NhsChances *chances;
  char *title;
  NhsLevel *level;
} Drawing;

static void
drawing_clear (Drawing *d)
{
  g_clear_pointer (&d->chances, nhs_chances_unref);
  g_clear_pointer (&d->dist, nhs_distribution_unref);
  g_clear_pointer (&d->title, g_free);
  g_clear_pointer (&d->level, nhs_level_free);
}

static char *
chart_title (const char         *what,
             const NhsVariant   *variant,
             const NhsSituation *sit,
             int                 difficulty)
{
  const NhsRegionInfo *region = nhs_region_info (sit->region);

  if (sit->difficulty > 0)
    return g_strdup_printf ("%s%s · %s, difficulty %d, XL %d", what, variant->display_name,
                            region->name, difficulty, sit->xl);
  if (*what != '\0')
    return g_strdup_printf ("%s%s · %s, depth %d, XL %d", what, variant->display_name,
                            region->name, sit->depth, sit->xl);
  return g_strdup_printf ("%s%s · %s, depth %d, XL %d (difficulty %d)", what, variant->display_name,
                          region->name, sit->depth, sit->xl, difficulty);
}

static void
set_chart (Drawing *d)
{
  d->view.chart.chances = d->chances;
  d->view.chart.title = d->title;
  d->view.chart.left_label = "left the window";
  d->view.chart.entered_label = "new";
  d->view.chart.none_label = "no monster";
}

static gboolean
parse_aligned (const char *text,
               int        *atyp,
               GError    **error)
{
  *atyp = NHS_MKCLASS_ANY_ALIGN;
  if (text == NULL || g_ascii_strcasecmp (text, "any") == 0 || g_ascii_strcasecmp (text, "none") == 0)
    return TRUE;
  if (g_ascii_strcasecmp (text, "lawful") == 0)
    *atyp = 1;
  else if (g_ascii_strcasecmp (text, "neutral") == 0)
    *atyp = 0;
  else if (g_ascii_strcasecmp (text, "chaotic") == 0)
    *atyp = -1;
  else
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Unknown alignment “%s” for --aligned: use lawful, neutral or chaotic.", text);
  return TRUE;
}

/* Prepares d for `view`; FALSE with *error for bad options. */
static gboolean
prepare (Drawing             *d,
         NhsCliSituationArgs *args,
         const char          *seed_text,
         const char          *class_text,
         const char          *aligned_text,
         GError             **error)
{
  g_autoptr (NhsMonsterSet) set = NULL;
  NhsSituation sit;

  switch (d->what)
    {
    case VIEW_CHART:
      {
        g_autoptr (NhsDistribution) dist = NULL;

        if (!nhs_cli_resolve_situation (args, TRUE, &sit, &set, error)
            || !(dist = nhs_rndmonst_compute (set, &sit, error)))
          return FALSE;
        d->title = chart_title ("", dist->variant, &sit, dist->difficulty);
        d->chances = nhs_chances_new_rndmonst (dist);
        set_chart (d);
      }
      return TRUE;

    case VIEW_MKCLASS:
      {
        g_autoptr (NhsClassDist) dist = NULL;
        g_autofree char *what = NULL;
        int atyp, mlet;

        if (class_text == NULL)
          return nhs_error_set (error, NHS_ERROR_INVALID,
                                "Give the monster class with --class SYMBOL (such as n, & or Z).");
        if (!parse_aligned (aligned_text, &atyp, error)
            || !nhs_cli_resolve_situation (args, TRUE, &sit, &set, error))
          return FALSE;
        mlet = nhs_mkclass_lookup_class (set, class_text);
        if (mlet == 0)
          return nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME,
                                "Unknown monster class “%s”: give a class symbol such as n, & or Z, "
                                "or a name such as S_NYMPH.", class_text);
        dist = nhs_mkclass_compute (set, &sit, mlet, atyp, error);
        if (dist == NULL)
          return FALSE;
        what = g_strdup_printf ("%s: ", dist->title);
        d->title = chart_title (what, dist->variant, &sit, dist->difficulty);
        d->chances = nhs_chances_new_mkclass (dist);
        set_chart (d);
        d->view.chart_width = 840;   /* room for the longer title */
      }
      return TRUE;

    case VIEW_ALIGN_TABLE:
      /* The situation options are optional: an alignment highlights a column. */
      if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error))
        return FALSE;
      d->view.align.level_align = nhs_situation_align (&sit);
      if (args->align == NULL && args->region == NULL)
        d->view.align.level_align = NHS_ALIGN_NONE;
      return TRUE;

    case VIEW_LEVEL:
      {
        NhsLevelParams p = { 0 };
        g_autoptr (NhsLevelPicker) picker = NULL;
        const NhsVariant *generator = nhs_variant_get (NHS_LEVEL_GENERATOR_VARIANT);
        guint64 seed = 1;
        char *end = NULL;

        if (args->depth == NULL)
          return nhs_error_set (error, NHS_ERROR_INVALID, "Give the level's depth with --depth N.");
        /* without --variant: the version whose generator is modelled, not
           the default version */
        if (args->variant == NULL)
          args->variant = g_strdup (generator->key);
        if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error))
          return FALSE;
        /* Every situation option takes effect or is refused: the level is
           made by the version's generator for the region, its monsters come
           from the situation's exact distributions (--xl, --genocide,
           --align ...); a region the game draws from its own maps, or whose
           rules are not modelled, is refused saying so. */
        {
          NhsLevelRegionPlan plan;

          nhs_level_region_plan (nhs_variant_get (sit.variant), sit.region, &plan);
          if (plan.shown != NHS_LEVEL_SHOWN_MADE)
            {
              g_autofree char *why = nhs_level_region_sentence (nhs_variant_get (sit.variant), &plan);

              return nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
            }
          p.kind = plan.kind;
          p.variant = nhs_variant_get (sit.variant);
        }
        if (seed_text != NULL)
          {
            errno = 0;
            seed = g_ascii_strtoull (seed_text, &end, 10);
            if (*seed_text == '\0' || *end != '\0' || errno != 0 || seed_text[0] == '-')
              return nhs_error_set (error, NHS_ERROR_INVALID,
                                    "--seed must be a whole number from 0 to %" G_GUINT64_FORMAT ", not “%s”.",
                                    G_MAXUINT64, seed_text);
          }
        p.depth = sit.depth;
        p.seed = seed;
        p.amulet = sit.amulet;
        picker = nhs_level_picker_new (set, &sit, sit.depth, error);
        if (picker == NULL)
          return FALSE;
        nhs_level_picker_install (picker, &p);
        d->level = nhs_level_generate (&p, error);
        if (d->level == NULL)
          return FALSE;
        d->view.level = d->level;
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
  g_autofree char *class_text = NULL;
  g_autofree char *aligned_text = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gboolean dark = FALSE;
  GError *error = NULL;
  Drawing d = { 0 };
  NhsFileFormat kind = NHS_FILE_PNG;
  int view = -1, kind_of_view = 0;
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
    { "class", 0, 0, G_OPTION_ARG_STRING, &class_text,
      "mkclass: the monster class, a symbol (n, &, Z) or a name (S_NYMPH)", "SYMBOL" },
    { "aligned", 0, 0, G_OPTION_ARG_STRING, &aligned_text,
      "mkclass: mkclass_aligned() with lawful, neutral or chaotic (3.6 and later)", "A" },
    { NULL }
  };

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    g_string_append_printf (view_list, "%s%s", i == 0 ? "" : (i + 1 == G_N_ELEMENTS (views) ? " or " : ", "),
                            views[i].key);
  context = g_option_context_new ("VIEW - draw a view into a PNG, SVG or PDF file");
  g_option_context_set_summary (context, "VIEW is one of: chart, align-table, level, mkclass.\n"
                                         "The --output file's extension chooses the format.");
  g_option_context_add_main_entries (context, entries, NULL);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse_with_arguments (context, &argc, &argv, 1, 1, "VIEW"))
    {
      status = NHS_CLI_EXIT_USAGE;
      goto out;
    }

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    if (strcmp (argv[1], views[i].key) == 0)
      {
        view = views[i].view;
        kind_of_view = views[i].kind;
      }
  if (view < 0)
    nhs_error_set (&error, NHS_ERROR_INVALID, "Unknown view “%s”: use %s.", argv[1], view_list->str);
  else if (output == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "Give the file to write with --output FILE.png, .svg or .pdf.");
  else if (args.format != NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID,
                   "export takes no --format: the --output file's extension chooses it.");
  if (error != NULL
      || !nhs_render_file_format_from_path (output, &kind, &error)
      || (width_text
          && !nhs_cli_parse_int ("--width", width_text, NHS_VIEW_MIN_SIZE, NHS_VIEW_MAX_SIZE, &width,
                                 &error))
      || (height_text
          && !nhs_cli_parse_int ("--height", height_text, NHS_VIEW_MIN_SIZE, NHS_VIEW_MAX_SIZE, &height,
                                 &error)))
    {
      status = nhs_cli_fail (error);
      goto out;
    }

  nhs_view_init (&d.view, (NhsViewKind) kind_of_view);
  d.what = (ExportView) view;
  nhs_render_theme_default (&d.theme, dark);
  if (!prepare (&d, &args, seed_text, class_text, aligned_text, &error))
    {
      status = nhs_cli_fail (error);
      goto out;
    }

  bytes = nhs_render_view_to_bytes (&d.view, &d.theme, kind, width, height, nhs_cli_get_dry_run (),
                                    &error);
  if (bytes == NULL || (!nhs_cli_get_dry_run () && !nhs_atomic_write_bytes (output, bytes, &error)))
    status = nhs_cli_fail (error);

out:
  drawing_clear (&d);
  nhs_cli_situation_args_clear (&args);
  g_string_free (view_list, TRUE);
  return status;
}
