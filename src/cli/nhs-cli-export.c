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
#include "nhs-situation-title.h"
#include "nhs-dungeon-regions.h"
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
#include "nhs-presets.h"
#include "nhs-report.h"
#include "nhs-render-views.h"
#include "nhs-variant.h"

#include <string.h>

typedef enum {
  VIEW_CHART,
  VIEW_MONSTERS,
  VIEW_MKCLASS,
  VIEW_ALIGN_TABLE,
  VIEW_SPAWN,
  VIEW_LEVEL,
  VIEW_COMPARE,
  VIEW_PROFILE,
  VIEW_HEATMAP,
  VIEW_DUNGEON,
} ExportView;

/* Every view the window shows, by the page's key; "mkclass" is the old
   name of "classes". */
static const struct {
  const char *key;
  ExportView view;
  NhsViewKind kind;
} views[] = {
  { "chart", VIEW_CHART, NHS_VIEW_CHART },
  { "monsters", VIEW_MONSTERS, NHS_VIEW_TABLE },
  { "align-table", VIEW_ALIGN_TABLE, NHS_VIEW_ALIGN_TABLE },
  { "classes", VIEW_MKCLASS, NHS_VIEW_CHART },
  { "spawn", VIEW_SPAWN, NHS_VIEW_LINES },
  { "level", VIEW_LEVEL, NHS_VIEW_LEVEL },
  { "compare", VIEW_COMPARE, NHS_VIEW_COMPARE },
  { "profile", VIEW_PROFILE, NHS_VIEW_PROFILE },
  { "heatmap", VIEW_HEATMAP, NHS_VIEW_HEATMAP },
  { "dungeon", VIEW_DUNGEON, NHS_VIEW_DUNGEON },
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
  NhsDiff *diff;
  NhsProfile *profile;
  char *caption;           /* what a heatmap measures */
  char *place;             /* the line under the title (nhs_view_place ()) */
  NhsDungeonModel *dungeon;
  NhsViewParts *parts;     /* built as the window builds them (nhs-render-views.h) */
} Drawing;

/* The options of the views beyond the situation's. */
typedef struct {
  char *seed;
  char *class_text;
  char *aligned;
  char *preset;
  char *monster;
  gboolean special_level;
  gboolean group_by_class;
  gboolean invocation;
  gboolean beyond;
  int top;
  NhsCliCompareArgs compare;
} ViewArgs;

static void
drawing_clear (Drawing *d)
{
  g_clear_pointer (&d->chances, nhs_chances_unref);
  g_clear_pointer (&d->dist, nhs_distribution_unref);
  g_clear_pointer (&d->title, g_free);
  g_clear_pointer (&d->caption, g_free);
  g_clear_pointer (&d->place, g_free);
  g_clear_pointer (&d->level, nhs_level_free);
  g_clear_pointer (&d->dungeon, nhs_dungeon_model_free);
  g_clear_pointer (&d->diff, nhs_diff_unref);
  g_clear_pointer (&d->profile, nhs_profile_unref);
  g_clear_pointer (&d->parts, nhs_view_parts_free);
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

/* Which views draw which option: an option given to a view that does not
   draw it is refused, never ignored. */
#define V(view) (1u << (view))
#define ANSWER_VIEWS (V (VIEW_CHART) | V (VIEW_MONSTERS) | V (VIEW_MKCLASS) | V (VIEW_COMPARE))
#define SITUATION_VIEWS (ANSWER_VIEWS | V (VIEW_LEVEL) | V (VIEW_PROFILE) | V (VIEW_HEATMAP))

static gboolean
check_options_drawn (ExportView           what,
                     const char          *key,
                     NhsCliSituationArgs *args,
                     ViewArgs            *va,
                     GError             **error)
{
  const NhsCliCompareArgs *c = &va->compare;
  const struct {
    const char *option;
    gboolean given;
    guint views;
  } options[] = {
    { "--data", args->data != NULL, SITUATION_VIEWS },
    { "--depth", args->depth != NULL, SITUATION_VIEWS | V (VIEW_SPAWN) | V (VIEW_DUNGEON) },
    { "--difficulty", args->difficulty != NULL, SITUATION_VIEWS },
    { "--region", args->region != NULL,
      SITUATION_VIEWS | V (VIEW_SPAWN) | V (VIEW_DUNGEON) | V (VIEW_ALIGN_TABLE) },
    { "--xl", args->xl != NULL, SITUATION_VIEWS },
    { "--align", args->align != NULL, SITUATION_VIEWS | V (VIEW_ALIGN_TABLE) },
    { "--genocide", args->genocide != NULL, SITUATION_VIEWS },
    { "--extinct", args->extinct != NULL, SITUATION_VIEWS },
    { "--temperature", args->temperature != NULL, SITUATION_VIEWS },
    { "--groundhog-day", args->groundhog_day, SITUATION_VIEWS },
    { "--amulet", args->amulet, SITUATION_VIEWS },
    { "--demigod", args->demigod, SITUATION_VIEWS | V (VIEW_SPAWN) },
    { "--aggravate", args->aggravate, SITUATION_VIEWS },
    { "--deepest", args->deepest != NULL, SITUATION_VIEWS },
    { "--levels-above-entry", args->levels_above_entry != NULL, SITUATION_VIEWS },
    { "--role", args->role != NULL, ANSWER_VIEWS },
    { "--seed", va->seed != NULL, V (VIEW_LEVEL) },
    { "--class", va->class_text != NULL, V (VIEW_MKCLASS) | V (VIEW_PROFILE) | V (VIEW_HEATMAP) },
    { "--preset", va->preset != NULL, V (VIEW_MKCLASS) },
    { "--aligned", va->aligned != NULL, V (VIEW_MKCLASS) },
    { "--special-level", va->special_level, V (VIEW_MKCLASS) },
    { "--group-by-class", va->group_by_class, V (VIEW_MKCLASS) },
    { "--invocation", va->invocation, V (VIEW_LEVEL) },
    { "--monster", va->monster != NULL, V (VIEW_PROFILE) | V (VIEW_HEATMAP) },
    { "--beyond", va->beyond, V (VIEW_PROFILE) | V (VIEW_HEATMAP) },
    { "--against", c->against != NULL, V (VIEW_COMPARE) },
    { "--depth2", c->depth2 != NULL, V (VIEW_COMPARE) },
    { "--xl2", c->xl2 != NULL, V (VIEW_COMPARE) },
    { "--region2", c->region2 != NULL, V (VIEW_COMPARE) },
    { "--align2", c->align2 != NULL, V (VIEW_COMPARE) },
    { "--amulet2", c->amulet2 != NULL, V (VIEW_COMPARE) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (options[i].given && !(options[i].views & V (what)))
      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "The %s view does not draw %s; leave it out.", key, options[i].option);
  return TRUE;
}

/* Prepares d for `view`; FALSE with *error for bad options. */
static gboolean
prepare (Drawing             *d,
         NhsCliSituationArgs *args,
         ViewArgs            *va,
         GError             **error)
{
  g_autoptr (NhsMonsterSet) set = NULL;
  NhsSituation sit;

  switch (d->what)
    {
    case VIEW_CHART:
    case VIEW_MONSTERS:
      {
        g_autoptr (NhsAnswer) answer = nhs_cli_compute_answer (args, error);

        if (answer == NULL)
          return FALSE;
        if (d->what == VIEW_MONSTERS)
          {
            /* the window's Monsters page exports the same (nhs-render-views.h) */
            d->parts = nhs_view_build_monsters (&d->view, &answer->situation, answer->chances, NULL);
            return TRUE;
          }
        /* the chart says what it measures (the Overview's chart's title) */
        d->title = nhs_view_chart_title (&answer->situation, answer->role, answer->set, NULL);
        d->chances = nhs_chances_ref (answer->chances);
        nhs_view_chart_params_init (&d->view.chart, d->chances, d->title, NULL);
        d->place = nhs_view_place (&answer->situation, NULL);
        d->view.place = d->place;
      }
      return TRUE;

    case VIEW_MKCLASS:
      {
        g_autoptr (NhsClassDist) dist = NULL;
        g_autoptr (NhsChances) chances = NULL;
        g_autofree char *role = NULL;
        int atyp, mlet = 0;

        if ((va->class_text == NULL) == (va->preset == NULL))
          return nhs_error_set (error, NHS_ERROR_INVALID,
                                "Give the monster class with --class SYMBOL (such as n, & or Z) "
                                "or one of the game's uses with --preset NAME.");
        /* --role is the quest preset's here, on any level (as mkclass's) */
        role = g_steal_pointer (&args->role);
        if (!parse_aligned (va->aligned, &atyp, error)
            || !nhs_cli_resolve_situation (args, TRUE, &sit, &set, error))
          return FALSE;
        if (va->class_text)
          {
            mlet = nhs_mkclass_lookup_class (set, va->class_text);
            if (mlet == 0)
              return nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME,
                                    "Unknown monster class “%s”: give a class symbol such as n, & "
                                    "or Z, or a name such as S_NYMPH.", va->class_text);
            dist = nhs_mkclass_compute_spc (set, &sit, mlet,
                                            va->special_level
                                              ? nhs_mkclass_special_level_spc (nhs_variant_get (sit.variant))
                                              : 0,
                                            atyp, error);
          }
        else
          {
            NhsPresetOptions opts = { role, atyp };

            dist = nhs_preset_compute (set, &sit, va->preset, &opts, error);
          }
        if (dist == NULL)
          return FALSE;
        chances = nhs_chances_new_mkclass (dist);
        /* the window's Classes page exports the same (nhs-render-views.h) */
        d->parts = nhs_view_build_classes (&d->view, &sit, chances,
                                           va->preset ? nhs_preset_lookup (va->preset) : NULL,
                                           role, va->group_by_class, NULL);
      }
      return TRUE;

    case VIEW_ALIGN_TABLE:
      /* The situation options are optional: an alignment highlights a column. */
      if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error))
        return FALSE;
      d->view.align.level_align = nhs_situation_align (&sit);
      if (args->align == NULL && args->region == NULL)
        d->view.align.level_align = NHS_ALIGN_NONE;
      /* the version's table beside the first that differs, as the window */
      nhs_variant_align_pair (nhs_variant_get (sit.variant), d->view.align.variant);
      return TRUE;

    case VIEW_SPAWN:
      if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error))
        {
          /* the view reads the depth; --difficulty is refused above */
          nhs_cli_error_drop_difficulty_hint (error);
          return FALSE;
        }
      d->parts = nhs_view_build_spawn (&d->view, &sit, NULL);
      return TRUE;

    case VIEW_LEVEL:
      {
        NhsLevelParams p = { 0 };
        g_autoptr (NhsLevelPicker) picker = NULL;
        guint64 seed = 1;

        if (args->depth == NULL)
          return nhs_error_set (error, NHS_ERROR_INVALID, "Give the level's depth with --depth N.");
        /* without --variant: the default version, as `level` */
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
        if (va->seed != NULL)
          {
            if (!nhs_cli_parse_seed (va->seed, &seed, error))
              return FALSE;
          }
        if (va->invocation)
          {
            g_autofree char *why = nhs_level_invocation_refusal (p.variant, p.kind);

            if (why != NULL)
              return nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
          }
        p.depth = sit.depth;
        p.seed = seed;
        p.amulet = sit.amulet;
        p.invocation = va->invocation;
        picker = nhs_level_picker_new (set, &sit, sit.depth, error);
        if (picker == NULL)
          return FALSE;
        nhs_level_picker_install (picker, &p);
        d->level = nhs_level_generate (&p, error);
        if (d->level == NULL)
          return FALSE;
        /* the window's Level page exports the same (nhs-render-views.h) */
        d->parts = nhs_view_build_level (&d->view, &sit, args->role, set, d->level, seed,
                                         va->invocation, NHS_LEVEL_N_PHASES, NULL);
      }
      return TRUE;

    case VIEW_COMPARE:
      d->diff = nhs_cli_compute_diff (args, &va->compare, error);
      if (d->diff == NULL)
        return FALSE;
      /* the window's Compare page exports the same (nhs-render-views.h) */
      d->parts = nhs_view_build_compare (&d->view, d->diff, NULL);
      return TRUE;

    case VIEW_PROFILE:
    case VIEW_HEATMAP:
      d->profile = nhs_cli_compute_profile (args, va->monster, va->class_text, error);
      if (d->profile == NULL)
        return FALSE;
      d->title = nhs_profile_caption (d->profile, NULL);
      d->view.profile.profile = d->profile;
      d->view.profile.title = d->title;
      d->view.profile.beyond = va->beyond;
      d->place = nhs_view_place (&d->profile->situation, NULL);
      d->view.place = d->place;
      if (d->what == VIEW_HEATMAP)
        {
          /* the profile's own heatmap, drawn alone */
          nhs_render_profile_heatmap_params (&d->view.profile, &d->view.heatmap);
          d->caption = nhs_render_profile_measures (&d->view.profile, FALSE);
          d->view.heatmap.title = d->title;
          d->view.heatmap.caption = d->caption;
          d->view.heatmap.marker_depth = args->depth ? d->profile->situation.depth : 0;
          d->view.profile.profile = NULL;
        }
      return TRUE;

    case VIEW_DUNGEON:
      {
        const NhsVariant *variant;

        if (!nhs_cli_parse_variant ("--variant", args->variant, &variant, error))
          return FALSE;
        d->dungeon = nhs_dungeon_model_new (variant->id, error);
        if (d->dungeon == NULL)
          return FALSE;
        nhs_situation_init (&sit);
        sit.variant = variant->id;
        sit.region = NHS_REGION_DUNGEONS;
        sit.depth = 0;
        if (args->depth && args->difficulty == NULL)
          {
            if (args->region && !nhs_region_from_key (args->region, &sit.region))
              return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown region “%s”: use %s.",
                                    args->region, nhs_region_keys ());
            if (!nhs_cli_parse_int ("--depth", args->depth, 1, NHS_DEPTH_MAX, &sit.depth, error))
              return FALSE;
          }
        /* the window's Dungeon page exports the same (nhs-render-views.h) */
        d->parts = nhs_view_build_dungeon (&d->view, d->dungeon, &sit, NULL);
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
  ViewArgs va = { 0 };
  g_autoptr (GOptionContext) context = NULL;
  g_autofree char *output = NULL;
  g_autofree char *width_text = NULL;
  g_autofree char *height_text = NULL;
  g_autofree char *top_text = NULL;
  g_autofree char *scale_text = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gboolean dark = FALSE;
  GError *error = NULL;
  Drawing d = { 0 };
  NhsFileFormat kind = NHS_FILE_PNG;
  int view = -1, kind_of_view = 0;
  int width = 0, height = 0, scale = 1;
  int status = NHS_CLI_EXIT_OK;
  GString *view_list = g_string_new (NULL);
  g_autofree char *summary = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "The picture to write: FILE.png, FILE.svg or FILE.pdf", "FILE" },
    { "width", 0, 0, G_OPTION_ARG_STRING, &width_text,
      "Width in pixels (PNG) or points (SVG, PDF); default: the view's own", "W" },
    { "height", 0, 0, G_OPTION_ARG_STRING, &height_text,
      "Height; default: all of the view at its width", "H" },
    { "scale", 0, 0, G_OPTION_ARG_STRING, &scale_text,
      "PNG: 1 or 2 pixels per unit (2: for high-density screens)", "S" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Draw with the dark theme", NULL },
    { "top", 0, 0, G_OPTION_ARG_STRING, &top_text,
      "chart, monsters, classes, compare: only the N first rows", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &va.seed, "level: the level's seed (default 1)", "S" },
    { "class", 0, 0, G_OPTION_ARG_STRING, &va.class_text,
      "classes: the monster class (n, &, Z or S_NYMPH); profile, heatmap: a whole class", "C" },
    { "preset", 0, 0, G_OPTION_ARG_STRING, &va.preset,
      "classes: one of the game's uses of mkclass (see “presets”)", "NAME" },
    { "special-level", 0, 0, G_OPTION_ARG_NONE, &va.special_level,
      "classes --class: as a special level's class monster asks (never-generated monsters allowed)", NULL },
    { "group-by-class", 0, 0, G_OPTION_ARG_NONE, &va.group_by_class,
      "classes: the bars grouped by monster class, as the Classes page shows them", NULL },
    { "invocation", 0, 0, G_OPTION_ARG_NONE, &va.invocation,
      "level with --region gehennom: the invocation level (the vibrating square's)", NULL },
    { "aligned", 0, 0, G_OPTION_ARG_STRING, &va.aligned,
      "classes: mkclass_aligned() with lawful, neutral or chaotic (3.6 and later)", "A" },
    { "monster", 0, 0, G_OPTION_ARG_STRING, &va.monster, "profile, heatmap: the monster", "NAME" },
    { "beyond", 0, 0, G_OPTION_ARG_NONE, &va.beyond,
      "profile, heatmap: every depth 1-60, not only the region's (those beyond it hatched)", NULL },
    { NULL }
  };

  for (guint i = 0; i + 1 < G_N_ELEMENTS (views); i++)   /* (not the old name) */
    g_string_append_printf (view_list, "%s%s",
                            i == 0 ? "" : (i + 2 == G_N_ELEMENTS (views) ? " or " : ", "),
                            views[i].key);
  context = g_option_context_new ("VIEW - draw a view into a PNG, SVG or PDF file");
  summary = g_strdup_printf ("VIEW is one of: %s.\nThe --output file's extension chooses the "
                             "format. compare takes compare's\n--against/--depth2/... options; "
                             "profile and heatmap take --monster or --class.", view_list->str);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, NULL);
  nhs_cli_compare_add_options (context, &va.compare);
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
                   "The export command takes no --format: the --output file's extension chooses it.");
  if (error != NULL
      || !nhs_render_file_format_from_path (output, &kind, &error)
      || (width_text
          && !nhs_cli_parse_int ("--width", width_text, NHS_VIEW_MIN_SIZE, NHS_VIEW_MAX_SIZE, &width,
                                 &error))
      || (height_text
          && !nhs_cli_parse_int ("--height", height_text, NHS_VIEW_MIN_SIZE, NHS_VIEW_MAX_SIZE, &height,
                                 &error))
      || (top_text && !nhs_cli_parse_int ("--top", top_text, 1, NHS_MAX_MONSTERS, &va.top, &error))
      || (scale_text && !nhs_cli_parse_int ("--scale", scale_text, 1, 2, &scale, &error)))
    {
      status = nhs_cli_fail (error);
      goto out;
    }

  nhs_view_init (&d.view, (NhsViewKind) kind_of_view);
  d.what = (ExportView) view;
  nhs_render_theme_default (&d.theme, dark);
  if (!check_options_drawn (d.what, argv[1], &args, &va, &error)
      || !prepare (&d, &args, &va, &error))
    {
      status = nhs_cli_fail (error);
      goto out;
    }
  if (va.top > 0 && !nhs_view_has_rows (&d.view))
    {
      nhs_error_set (&error, NHS_ERROR_INVALID,
                     "--top keeps the most likely rows, and the %s view has none; leave it out.",
                     argv[1]);
      status = nhs_cli_fail (error);
      goto out;
    }
  nhs_view_set_top (&d.view, va.top);
  d.view.scale = scale;   /* after prepare (): a shared builder starts the view afresh */

  bytes = nhs_render_view_to_bytes (&d.view, &d.theme, kind, width, height, nhs_cli_get_dry_run (),
                                    &error);
  if (bytes == NULL || (!nhs_cli_get_dry_run () && !nhs_atomic_write_bytes (output, bytes, &error)))
    status = nhs_cli_fail (error);

out:
  drawing_clear (&d);
  nhs_cli_situation_args_clear (&args);
  nhs_cli_compare_args_clear (&va.compare);
  g_free (va.seed);
  g_free (va.class_text);
  g_free (va.aligned);
  g_free (va.preset);
  g_free (va.monster);
  g_string_free (view_list, TRUE);
  return status;
}
