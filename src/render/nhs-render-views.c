/* nhs-render-views.c: the pages' views, built once for the window and the CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-views.h"

#include <string.h>

#include "nhs-dungeon-regions.h"
#include "nhs-dungeon-place.h"
#include "nhs-dungeon-report.h"
#include "nhs-mkclass.h"
#include "nhs-report-mkclass.h"
#include "nhs-format.h"
#include "nhs-spawn.h"

#define NHS_N_(s) s

static const char *
tr (const NhsPhrasebook *pb,
    const char          *msgid)
{
  return pb != NULL && pb->gettext != NULL ? pb->gettext (msgid) : msgid;
}

void
nhs_view_parts_free (NhsViewParts *parts)
{
  if (parts == NULL)
    return;
  g_free (parts->title);
  g_free (parts->place);
  g_free (parts->side_place[0]);
  g_free (parts->side_place[1]);
  g_clear_pointer (&parts->table, nhs_table_free);
  g_clear_pointer (&parts->chances, nhs_chances_unref);
  g_free (parts);
}

char *
nhs_view_place (const NhsSituation  *sit,
                const NhsPhrasebook *pb)
{
  g_return_val_if_fail (sit != NULL, NULL);
  return nhs_dungeon_describe_situation (sit, pb != NULL ? pb->gettext : NULL);
}

/* The view's place line, kept in parts. */
static void
set_place (NhsView             *view,
           NhsViewParts        *parts,
           const NhsSituation  *sit,
           const NhsPhrasebook *pb)
{
  parts->place = nhs_view_place (sit, pb);
  view->place = parts->place;
}

void
nhs_view_chart_params_init (NhsChartParams      *params,
                            const NhsChances    *chances,
                            const char          *title,
                            const NhsPhrasebook *pb)
{
  *params = (NhsChartParams) {
    .chances = chances,
    .title = title,
    .focused = -1,
    /* Translators: marks a monster that can no longer appear after the last change */
    .left_label = tr (pb, NHS_N_("left the window")),
    /* Translators: marks a monster genocided at the last change */
    .genocided_label = tr (pb, NHS_N_("genocided")),
    /* Translators: a chart row gone because the monster was born too often */
    .extinct_label = tr (pb, NHS_N_("extinct")),
    /* Translators: marks a monster an elemental plane filters out at the last change */
    .filtered_label = tr (pb, NHS_N_("filtered out by the plane")),
    /* Translators: marks a monster that can appear since the last change */
    .entered_label = tr (pb, NHS_N_("new")),
    /* Translators: the chart's row for the chance that no monster is made */
    .none_label = tr (pb, NHS_N_("no monster")),
    /* Translators: under a chart cut to its most likely rows: shown, of all */
    .cut_label = tr (pb, NHS_N_("%d of %d shown")),
    /* Translators: the same when the cut splits a tie: shown, of all, how many
       more share the last shown chance, that chance */
    .cut_tie_label = tr (pb, NHS_N_("%d of %d shown; %d more at %s")),
  };
}

char *
nhs_view_chart_title (const NhsSituation  *sit,
                      const char          *role,
                      const NhsMonsterSet *set,
                      const NhsPhrasebook *pb)
{
  g_autofree char *situation = nhs_situation_title (sit, role, set, pb);

  /* Translators: the chart's title: what the bars measure, then the whole situation */
  return g_strdup_printf (tr (pb, NHS_N_("Chance that the next random monster is each of these: %s")),
                          situation);
}

NhsViewParts *
nhs_view_build_monsters (NhsView             *view,
                         const NhsSituation  *sit,
                         const NhsChances    *chances,
                         const NhsPhrasebook *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);
  g_autofree char *situation = nhs_situation_title (sit, chances->role, chances->set, pb);

  /* Translators: the Monsters view's title; %s is the whole situation */
  parts->title = g_strdup_printf (tr (pb, NHS_N_("Monsters: %s")), situation);
  parts->table = nhs_chances_table (chances);
  /* the headings in the reader's language (the CLI's tables keep English) */
  for (int c = 0; c < nhs_table_n_columns (parts->table); c++)
    nhs_table_set_heading (parts->table, c, tr (pb, nhs_table_heading (parts->table, c)));
  nhs_view_init (view, NHS_VIEW_TABLE);
  view->table.table = parts->table;
  view->table.title = parts->title;
  set_place (view, parts, sit, pb);
  return parts;
}

NhsViewParts *
nhs_view_build_spawn (NhsView             *view,
                      const NhsSituation  *sit,
                      const NhsPhrasebook *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);
  NhsSpawnRate rate;
  /* the title names what the spawn rate reads, nothing else */
  NhsSituation used = {
    .variant = sit->variant, .region = sit->region, .depth = sit->depth,
    .align = NHS_ALIGN_FROM_REGION, .temperature = NHS_TEMPERATURE_FROM_REGION,
    .groundhog_day = NHS_TRISTATE_FROM_REGION,
    .demigod = sit->demigod, .turn = sit->turn, .spawn_events = sit->spawn_events,
    .active_fiends = sit->active_fiends, .xl = sit->xl,
  };
  g_autofree char *situation = nhs_situation_title_full (&used, NULL, NULL, pb, NHS_TITLE_NO_XL);
  g_autofree char *rate_text = NULL;

  nhs_spawn_rate (sit, 0, &rate);
  nhs_spawn_curve (sit, NHS_SPAWN_VIEW_STEP, NHS_SPAWN_VIEW_POINTS, parts->curve);
  if (rate.one_in > 0 && rate.extra_one_in == 0)
    /* Translators: the Spawn view's title; %d: 1 in N; %s: why ("ordinary"), then the situation */
    rate_text = g_strdup_printf (tr (pb, NHS_N_("Random arrivals, 1 in %d each turn (%s): ")),
                                 rate.one_in, tr (pb, rate.reason));
  else
    /* Translators: the Spawn view's title; %.4g %%: a percentage, %s: why, then the situation */
    rate_text = g_strdup_printf (tr (pb, NHS_N_("Random arrivals, %.4g %% each turn (%s): ")),
                                 100 * rate.chance, tr (pb, rate.reason));
  parts->title = g_strconcat (rate_text, situation, NULL);
  parts->series[0] = (NhsLineSeries) { tr (pb, NHS_N_("at least one arrival")), parts->curve,
                                       NHS_SPAWN_VIEW_POINTS, 4 };
  nhs_view_init (view, NHS_VIEW_LINES);
  view->lines.title = parts->title;
  view->lines.x_label = tr (pb, NHS_N_("turns on the level"));
  view->lines.y_label = tr (pb, NHS_N_("chance of at least one random monster"));
  view->lines.x0 = 0;
  view->lines.dx = NHS_SPAWN_VIEW_STEP;
  view->lines.series = parts->series;
  view->lines.n_series = 1;
  view->lines.y_percent = TRUE;
  set_place (view, parts, sit, pb);
  return parts;
}

char *
nhs_view_dungeon_title (NhsVariantId         variant,
                        const NhsPhrasebook *pb)
{
  /* Translators: the Dungeon page's heading; the version */
  return g_strdup_printf (tr (pb, NHS_N_("Where every level can be in %s: the exact chances "
                                         "of the dungeon the game draws when it starts")),
                          tr (pb, nhs_variant_get (variant)->display_name));
}

NhsViewParts *
nhs_view_build_dungeon (NhsView               *view,
                        const NhsDungeonModel *model,
                        const NhsSituation    *sit,
                        const NhsPhrasebook   *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);

  g_autofree char *heading = nhs_view_dungeon_title (model->variant, pb);
  /* the Dungeon page's Medusa draw line, under the heading, in the
     core's words */
  g_autofree char *medusa = nhs_dungeon_medusa_draw_words (model->variant,
                                                           pb != NULL ? pb->gettext : NULL);

  parts->title = medusa ? g_strconcat (heading, "\n", medusa, NULL) : g_steal_pointer (&heading);
  nhs_view_init (view, NHS_VIEW_DUNGEON);
  view->dungeon = model;
  view->title = parts->title;
  view->dungeon_options.translate = pb != NULL ? pb->gettext : NULL;
  if (sit != NULL && sit->depth > 0)
    {
      view->dungeon_options.highlight_dungeon = nhs_dungeon_region_dungeon_in (model->variant, sit->region);
      view->dungeon_options.highlight_depth = sit->depth;
      set_place (view, parts, sit, pb);
    }
  return parts;
}

NhsViewParts *
nhs_view_build_classes (NhsView             *view,
                        const NhsSituation  *sit,
                        NhsChances          *chances,
                        const NhsPresetInfo *preset,
                        const char          *role,
                        gboolean             group_by_class,
                        const NhsPhrasebook *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);

  parts->title = nhs_class_dist_title (chances->mkclass, sit, preset, role, pb);
  parts->chances = nhs_chances_ref (chances);
  nhs_view_init (view, NHS_VIEW_CHART);
  nhs_view_chart_params_init (&view->chart, parts->chances, parts->title, pb);
  view->chart.group_by_class = group_by_class;
  set_place (view, parts, sit, pb);
  return parts;
}

NhsViewParts *
nhs_view_build_level (NhsView             *view,
                      const NhsSituation  *sit,
                      const char          *role,
                      const NhsMonsterSet *set,
                      const NhsLevel      *level,
                      guint64              seed,
                      gboolean             invocation,
                      int                  up_to_phase,
                      const NhsPhrasebook *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);
  g_autofree char *situation = nhs_situation_title (sit, role, set, pb);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  parts->title = g_strdup_printf (invocation
                                  /* Translators: the Level view's title: the whole situation, then the seed */
                                  ? tr (pb, NHS_N_("Sample invocation level: %s, seed %s"))
                                  /* Translators: the Level view's title: the whole situation, then the seed */
                                  : tr (pb, NHS_N_("Sample level: %s, seed %s")),
                                  situation, seed_text);
  /* the seed stays on the line of its word when the title wraps */
  {
    char *space = g_str_has_suffix (parts->title, seed_text)
                  ? parts->title + strlen (parts->title) - strlen (seed_text) - 1 : NULL;

    if (space != NULL && space > parts->title && *space == ' ')
      {
        char *kept;

        *space = '\0';
        kept = g_strconcat (parts->title, "\u00a0", space + 1, NULL);
        g_free (parts->title);
        parts->title = kept;
      }
  }
  /* drawn before its last phase: the title says how far it is built */
  if (up_to_phase >= 0 && up_to_phase < NHS_LEVEL_N_PHASES - 1)
    {
      /* Translators: the Level view's title, then the generator's phase it is drawn up to */
      char *built = g_strdup_printf (tr (pb, NHS_N_("%s; built up to the phase: %s")), parts->title,
                                     tr (pb, nhs_level_phase_title (nhs_variant_get (sit->variant),
                                                                   up_to_phase)));

      g_free (parts->title);
      parts->title = built;
    }
  nhs_view_init (view, NHS_VIEW_LEVEL);
  view->level = level;
  view->title = parts->title;
  if (up_to_phase >= 0 && up_to_phase < NHS_LEVEL_N_PHASES)
    view->level_options.up_to_phase = up_to_phase;
  set_place (view, parts, sit, pb);
  return parts;
}

#define COMPARE_VIEW_WIDTH 900

NhsViewParts *
nhs_view_build_compare (NhsView             *view,
                        const NhsDiff       *diff,
                        const NhsPhrasebook *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);

  /* Translators: the Compare view's title; A and B are named below it */
  parts->title = g_strdup (tr (pb, NHS_N_("Compare: each monster's chance in A and B, largest "
                                          "change first")));
  nhs_view_init (view, NHS_VIEW_COMPARE);
  view->title = parts->title;
  view->compare.diff = diff;
  view->compare.phrases = pb;
  /* Translators: Compare: a monster B can make and A cannot */
  view->compare.entered_label = tr (pb, NHS_N_("entered"));
  /* Translators: Compare: a monster A can make and B cannot */
  view->compare.left_label = tr (pb, NHS_N_("left"));
  /* Translators: Compare: the same monster under B's name */
  view->compare.renamed_label = tr (pb, NHS_N_("renamed"));
  /* Translators: Compare: two monsters of one side are one of the other */
  view->compare.merged_label = tr (pb, NHS_N_("merged"));
  view->chart_width = COMPARE_VIEW_WIDTH;
  /* each side's place, under that side's own name (not under the title,
     where it would belong to neither) */
  parts->side_place[0] = nhs_view_place (&diff->a->situation, pb);
  parts->side_place[1] = nhs_view_place (&diff->b->situation, pb);
  view->compare.place[0] = parts->side_place[0];
  view->compare.place[1] = parts->side_place[1];
  return parts;
}
