/* nhs-render-views.c: the Monsters, Spawn and Dungeon views, built once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-views.h"

#include "nhs-dungeon-regions.h"
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
  g_clear_pointer (&parts->table, nhs_table_free);
  g_free (parts);
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
  nhs_view_init (view, NHS_VIEW_TABLE);
  view->table.table = parts->table;
  view->table.title = parts->title;
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
                        NhsRegion              region,
                        int                    depth,
                        const NhsPhrasebook   *pb)
{
  NhsViewParts *parts = g_new0 (NhsViewParts, 1);

  parts->title = nhs_view_dungeon_title (model->variant, pb);
  nhs_view_init (view, NHS_VIEW_DUNGEON);
  view->dungeon = model;
  view->title = parts->title;
  view->dungeon_options.translate = pb != NULL ? pb->gettext : NULL;
  if (depth > 0)
    {
      view->dungeon_options.highlight_dungeon = nhs_dungeon_region_dungeon (region);
      view->dungeon_options.highlight_depth = depth;
    }
  return parts;
}
