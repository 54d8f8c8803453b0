/* nhs-render-views.h: the pages' views, built once for the window and the CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One builder for what the window's Monsters, Classes, Spawn, Level, Dungeon
 * and Compare pages export and what `nhspawn-cli export monsters` /
 * `classes` / `spawn` / `level` / `dungeon` / `compare` draw: the same
 * table, chart, curve, map or column of levels under the same title.  The
 * words are English; the window passes a phrasebook that translates them
 * (NHS_N_ marks them).
 */
#pragma once

#include "nhs-answer.h"
#include "nhs-diff.h"
#include "nhs-presets.h"
#include "nhs-render-view.h"
#include "nhs-situation-title.h"

G_BEGIN_DECLS

#define NHS_SPAWN_VIEW_STEP 10     /* turns between two points of the curve */
#define NHS_SPAWN_VIEW_POINTS 101  /* 0 .. 1000 turns */

/* What a built view points to; free it after the view is drawn. */
typedef struct {
  char *title;
  char *place;               /* the line under the title (NhsView.place) */
  char *side_place[2];       /* Compare: each side's, under its own name */
  NhsTable *table;
  NhsChances *chances;
  NhsLineSeries series[1];
  double curve[NHS_SPAWN_VIEW_POINTS];
} NhsViewParts;

void          nhs_view_parts_free         (NhsViewParts        *parts);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsViewParts, nhs_view_parts_free)

/* The line an exported picture draws under its title (NhsView.place):
   the level the situation stands on, the sidebar's depth line
   (nhs_dungeon_describe_situation ()) in the phrasebook's language; NULL
   where the situation places no level.  The builders below set it. */
char         *nhs_view_place              (const NhsSituation  *sit,
                                           const NhsPhrasebook *pb);

/* A chart's words ("no monster", "new", "left the window", the sentence
   under a cut) in the phrasebook's language; no title when title is NULL. */
void          nhs_view_chart_params_init  (NhsChartParams      *params,
                                           const NhsChances    *chances,
                                           const char          *title,
                                           const NhsPhrasebook *pb);
/* The live chart's title: what it measures, then the whole situation. */
char         *nhs_view_chart_title        (const NhsSituation  *sit,
                                           const char          *role,
                                           const NhsMonsterSet *set,
                                           const NhsPhrasebook *pb);

/* The Monsters view: every monster the chances name, as a table titled
   "Monsters: " and the whole situation.  pb: NULL for English. */
NhsViewParts *nhs_view_build_monsters     (NhsView             *view,
                                           const NhsSituation  *sit,
                                           const NhsChances    *chances,
                                           const NhsPhrasebook *pb);
/* The Spawn view: the chance of at least one random arrival over 0 to
   1000 turns, titled with the per-turn rate and only what the spawn rate
   uses (version, region, depth, demigod, EvilHack's turn and events,
   xNetHack's archfiends; never the XL). */
NhsViewParts *nhs_view_build_spawn        (NhsView             *view,
                                           const NhsSituation  *sit,
                                           const NhsPhrasebook *pb);

/* The Classes view: mkclass's chances (chances->mkclass) as a chart under
   nhs_class_dist_title (), grouped by class or most likely first. */
NhsViewParts *nhs_view_build_classes      (NhsView             *view,
                                           const NhsSituation  *sit,
                                           NhsChances          *chances,
                                           const NhsPresetInfo *preset,
                                           const char          *role,
                                           gboolean             group_by_class,
                                           const NhsPhrasebook *pb);
/* The Level view: the level (up to up_to_phase; NHS_LEVEL_N_PHASES or the
   last phase: all of it), titled "Sample level: " (or the invocation
   level's), the situation and the seed; drawn before its last phase, the
   title ends "; built up to the phase: Vault". */
NhsViewParts *nhs_view_build_level        (NhsView             *view,
                                           const NhsSituation  *sit,
                                           const char          *role,
                                           const NhsMonsterSet *set,
                                           const NhsLevel      *level,
                                           guint64              seed,
                                           gboolean             invocation,
                                           int                  up_to_phase,
                                           const NhsPhrasebook *pb);
/* The Compare view: both sides' bars and the change, largest first; under
   the title each side's place ("A: depth 12: …"). */
NhsViewParts *nhs_view_build_compare      (NhsView             *view,
                                           const NhsDiff       *diff,
                                           const NhsPhrasebook *pb);

/* The Dungeon page's heading and its view's title. */
char         *nhs_view_dungeon_title      (NhsVariantId           variant,
                                           const NhsPhrasebook   *pb);
/* The Dungeon view: where every level can be, titled with the version;
   the situation's dungeon and depth highlighted and its place under the
   title (sit NULL or depth 0: none). */
NhsViewParts *nhs_view_build_dungeon      (NhsView               *view,
                                           const NhsDungeonModel *model,
                                           const NhsSituation    *sit,
                                           const NhsPhrasebook   *pb);

G_END_DECLS
