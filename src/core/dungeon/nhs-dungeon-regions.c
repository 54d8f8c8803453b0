/* nhs-dungeon-regions.c: which dungeon and which special levels each region is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-dungeon-regions.h"

#include <string.h>

/* marks the places the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

/* A region is its special levels (any of them; those a version lacks are
   skipped) or, without levels, its whole dungeon. */
static const struct {
  const char *dungeon;
  const char *levels[4];           /* NULL-terminated */
} places[NHS_N_REGIONS] = {
  [NHS_REGION_DUNGEONS] = { "The Dungeons of Doom", { NULL } },
  [NHS_REGION_MINES] = { "The Gnomish Mines", { NULL } },
  [NHS_REGION_MINETOWN] = { "The Gnomish Mines", { "minetn" } },
  [NHS_REGION_MINES_END] = { "The Gnomish Mines", { "minend", "mineking" } },
  [NHS_REGION_SOKOBAN] = { "Sokoban", { NULL } },
  [NHS_REGION_ORACLE] = { "The Dungeons of Doom", { "oracle" } },
  [NHS_REGION_BIGROOM] = { "The Dungeons of Doom", { "bigrm" } },
  [NHS_REGION_ROGUE] = { "The Dungeons of Doom", { "rogue" } },
  [NHS_REGION_QUEST] = { "The Quest", { NULL } },
  [NHS_REGION_LUDIOS] = { "Fort Ludios", { NULL } },
  [NHS_REGION_MEDUSA] = { "The Dungeons of Doom", { "medusa" } },
  [NHS_REGION_CASTLE] = { "The Dungeons of Doom", { "castle" } },
  [NHS_REGION_GEHENNOM] = { "Gehennom", { NULL } },
  [NHS_REGION_VALLEY] = { "Gehennom", { "valley" } },
  [NHS_REGION_VLAD] = { "Vlad's Tower", { NULL } },
  [NHS_REGION_WIZARD_TOWER] = { "Gehennom", { "wizard1", "wizard2", "wizard3" } },
  [NHS_REGION_EARTH] = { NULL, { "sanctum" } },
  [NHS_REGION_AIR] = { NULL, { "sanctum" } },
  [NHS_REGION_FIRE] = { NULL, { "sanctum" } },
  [NHS_REGION_WATER] = { NULL, { "sanctum" } },
  [NHS_REGION_ASTRAL] = { NULL, { "sanctum" } },
  [NHS_REGION_GOBLIN_TOWN] = { "Goblin Town", { NULL } },
  [NHS_REGION_ICE_QUEEN] = { "The Ice Queen's Realm", { NULL } },
  [NHS_REGION_HIDDEN_DUNGEON] = { "The Hidden Dungeon", { NULL } },
  [NHS_REGION_VECNA] = { "Vecna's Domain", { NULL } },
  [NHS_REGION_WIZARD_DUNGEON] = { "The Wizard's Tower", { NULL } },
  [NHS_REGION_PURGATORY] = { "Purgatory", { NULL } },
  [NHS_REGION_COCYTUS] = { "Cocytus", { NULL } },
  [NHS_REGION_ASPHODEL] = { "Asphodel", { NULL } },
  [NHS_REGION_SHEDAKLAH] = { "Shedaklah", { NULL } },
  [NHS_REGION_CITADEL_OF_DIS] = { "The Citadel of Dis", { NULL } },
  [NHS_REGION_ABYSS] = { "The Abyss", { NULL } },
  [NHS_REGION_TARTARUS] = { "Tartarus", { NULL } },
};

/* The dungeons no region is, as a sentence names them.  A region's
   dungeon is named by the region table (nhs_region_place ()).  The game's
   own article is kept, lower case inside a sentence ("The Wyrm Caves":
   "the Wyrm Caves"); SLASH'EM's dungeon.def names its alignment quests
   without one ("Lawful Quest"), which English gives them as it gives the
   Quest one. */
static const struct {
  const char *dungeon;
  const char *place;
} other_places[] = {
  { "The Elemental Planes", NHS_N_ ("the Elemental Planes") },
  { "The Tutorial", NHS_N_ ("the Tutorial") },
  { "Lawful Quest", NHS_N_ ("the Lawful Quest") },
  { "Neutral Quest", NHS_N_ ("the Neutral Quest") },
  { "Chaotic Quest", NHS_N_ ("the Chaotic Quest") },
  { "Grund's Stronghold", NHS_N_ ("Grund's Stronghold") },
  { "The Wyrm Caves", NHS_N_ ("the Wyrm Caves") },
  { "One-eyed Sam's Market", NHS_N_ ("One-eyed Sam's Market") },
  { "The Lost Tomb", NHS_N_ ("the Lost Tomb") },
  { "The Spider Caves", NHS_N_ ("the Spider Caves") },
  { "The Sunless Sea", NHS_N_ ("the Sunless Sea") },
  { "The Temple of Moloch", NHS_N_ ("the Temple of Moloch") },
  { "The Giant Caverns", NHS_N_ ("the Giant Caverns") },
  { "Frankenstein's Lab", NHS_N_ ("Frankenstein's Lab") },
};

const char *
nhs_dungeon_place (const char  *dungeon,
                   const char *(*translate) (const char *))
{
  g_return_val_if_fail (dungeon != NULL, NULL);
  for (int r = 0; r < NHS_N_REGIONS; r++)
    if (places[r].dungeon != NULL && places[r].levels[0] == NULL
        && strcmp (places[r].dungeon, dungeon) == 0)
      return nhs_region_place_translated (nhs_region_info (r), translate);
  for (guint i = 0; i < G_N_ELEMENTS (other_places); i++)
    if (strcmp (other_places[i].dungeon, dungeon) == 0)
      return translate ? translate (other_places[i].place) : other_places[i].place;
  return NULL;
}

/* Whether the region applies to the model's version (a variant's own
   region has no depths in another version, though a dungeon of the same
   name may exist there). */
static gboolean
region_in_version (const NhsDungeonModel *model,
                   NhsRegion              region)
{
  int only = nhs_region_info (region)->only_layout;

  return only == 0 || only == (int) nhs_variant_get (model->variant)->dungeon_layout + 1;
}

/* Whether a level of `dungeon` counts for a region that names its levels:
   one in the region's own dungeon does; one elsewhere does unless another
   region of the version is that whole dungeon (EvilHack's Wizard's Tower,
   a dungeon of its own, is the region wizard-dungeon, not wizard-tower;
   xNetHack's, with no such region, stays wizard-tower). */
static gboolean
level_counts (const NhsDungeonModel *model,
              NhsRegion              region,
              const char            *dungeon)
{
  if (places[region].dungeon == NULL || strcmp (places[region].dungeon, dungeon) == 0)
    return TRUE;
  for (int r = 0; r < NHS_N_REGIONS; r++)
    if (r != (int) region && places[r].levels[0] == NULL && places[r].dungeon != NULL
        && strcmp (places[r].dungeon, dungeon) == 0 && region_in_version (model, r))
      return FALSE;
  return TRUE;
}

const char *
nhs_dungeon_region_dungeon (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, NULL);
  return places[region].dungeon;
}

const char * const *
nhs_dungeon_region_levels (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, NULL);
  return places[region].levels;
}

gboolean
nhs_dungeon_region_range (const NhsDungeonModel *model,
                          NhsRegion              region,
                          int                   *min_depth,
                          int                   *max_depth)
{
  int lo = G_MAXINT, hi = G_MININT;

  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, FALSE);
  /* A region of another version's (EvilHack's Wizard's Tower dungeon in
     xNetHack, whose tower is the region wizard-tower) has no depths here,
     though a dungeon of the same name may exist. */
  if (places[region].dungeon != NULL && !region_in_version (model, region))
    hi = G_MININT;
  else if (places[region].levels[0] != NULL)
    {
      for (int i = 0; i < 4 && places[region].levels[i]; i++)
        {
          int l = nhs_dungeon_model_find_level (model, places[region].levels[i]);
          int a, b;

          if (l >= 0
              && level_counts (model, region,
                               g_array_index (model->dungeons, NhsDungeonResult,
                                              g_array_index (model->levels, NhsSpecialLevelResult,
                                                             l).dungeon).desc->name)
              && nhs_depth_dist_range (&g_array_index (model->levels,
                                                              NhsSpecialLevelResult, l).depth,
                                              &a, &b))
            {
              lo = MIN (lo, a);
              hi = MAX (hi, b);
            }
        }
    }
  else if (places[region].dungeon != NULL)
    {
      int d = nhs_dungeon_model_find_dungeon (model, places[region].dungeon);

      if (d >= 0)
        {
          const NhsDungeonResult *r = &g_array_index (model->dungeons, NhsDungeonResult, d);
          int s_lo, s_hi, n_lo, n_hi;

          if (nhs_depth_dist_range (&r->depth_start, &s_lo, &s_hi)
              && nhs_depth_dist_range (&r->levels, &n_lo, &n_hi))
            {
              lo = s_lo;
              /* the deepest level: the deepest start with the most levels
                 (both come from one draw, so check pairs in the by-depth table) */
              for (guint i = 0; i < model->by_depth->len; i++)
                {
                  const NhsDepthKinds *dk = &g_array_index (model->by_depth, NhsDepthKinds, i);

                  if (dk->dungeon == d)
                    {
                      lo = MIN (lo, dk->depth);
                      hi = MAX (hi, dk->depth);
                    }
                }
              if (hi < lo)
                hi = s_hi + n_hi - 1;
            }
        }
    }
  if (hi < lo)
    {
      if (min_depth)
        *min_depth = 0;
      if (max_depth)
        *max_depth = 0;
      return FALSE;
    }
  if (min_depth)
    *min_depth = lo;
  if (max_depth)
    *max_depth = hi;
  return TRUE;
}

int
nhs_dungeon_region_levels_above_entry (const NhsDungeonModel *model,
                                       NhsRegion              region)
{
  int d = -1, lo, hi;

  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, 0);
  if (!nhs_region_info_in (model->variant, region)->builds_up
      || !nhs_dungeon_region_range (model, region, NULL, NULL))
    return 0;
  /* the dungeon the region is, or the one its first existing level is in
     (xNetHack's Wizard's Tower: wizard1 in a dungeon of its own) */
  if (places[region].levels[0] == NULL)
    d = nhs_dungeon_model_find_dungeon (model, places[region].dungeon);
  for (int i = 0; d < 0 && i < 4 && places[region].levels[i]; i++)
    {
      int l = nhs_dungeon_model_find_level (model, places[region].levels[i]);

      if (l >= 0)
        d = g_array_index (model->levels, NhsSpecialLevelResult, l).dungeon;
    }
  if (d < 0 || !nhs_depth_dist_range (&g_array_index (model->dungeons, NhsDungeonResult, d).levels,
                                      &lo, &hi))
    return 0;
  return hi - 1;
}
