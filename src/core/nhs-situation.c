/* nhs-situation.c: regions, and the level difficulty the game derives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-situation.h"
#include "nhs-error.h"

#include <string.h>

/* Depth ranges are those of a standard dungeon (dungeon.def); the planes and
 * the Astral Plane take the Sanctum's depth, since the game's endgame rule is
 * depth(Sanctum) + XL / 2.  Level alignments follow dungeon.def: a special
 * level without its own alignment takes its branch's. */
static const NhsRegionInfo regions[NHS_N_REGIONS] = {
  [NHS_REGION_DUNGEONS] = { "dungeons", "Dungeons of Doom", 1, 29, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_MINES] = { "mines", "Gnomish Mines", 3, 13, NHS_ALIGN_LAWFUL,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_MINETOWN] = { "minetown", "Minetown", 5, 8, NHS_ALIGN_LAWFUL,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_MINES_END] = { "mines-end", "Mines' End", 10, 13, NHS_ALIGN_LAWFUL,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_SOKOBAN] = { "sokoban", "Sokoban", 2, 9, NHS_ALIGN_NEUTRAL,
    .builds_up = TRUE, .depth_meaning = "depth of the Sokoban level" },
  [NHS_REGION_ORACLE] = { "oracle", "Oracle", 5, 9, NHS_ALIGN_NEUTRAL,
    .oracle = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_BIGROOM] = { "bigroom", "Big Room", 10, 12, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_ROGUE] = { "rogue", "Rogue level", 15, 18, NHS_ALIGN_NONE,
    .rogue = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_QUEST] = { "quest", "Quest", 12, 22, NHS_ALIGN_NONE,
    .quest = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_LUDIOS] = { "ludios", "Fort Ludios", 19, 22, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_MEDUSA] = { "medusa", "Medusa's Island", 21, 24, NHS_ALIGN_CHAOTIC,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_CASTLE] = { "castle", "Castle", 25, 29, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_GEHENNOM] = { "gehennom", "Gehennom", 26, 53, NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth" },
  [NHS_REGION_VALLEY] = { "valley", "Valley of the Dead", 26, 30, NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth" },
  [NHS_REGION_VLAD] = { "vlad", "Vlad's Tower", 31, 41, NHS_ALIGN_CHAOTIC,
    .builds_up = TRUE, .depth_meaning = "depth of the tower level" },
  [NHS_REGION_WIZARD_TOWER] = { "wizard-tower", "Wizard's Tower", 36, 45, NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth" },
  [NHS_REGION_EARTH] = { "earth", "Plane of Earth", 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_AIR] = { "air", "Plane of Air", 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_FIRE] = { "fire", "Plane of Fire", 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_WATER] = { "water", "Plane of Water", 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_ASTRAL] = { "astral", "Astral Plane", 45, 53, NHS_ALIGN_NONE,
    .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
};

void
nhs_situation_init (NhsSituation *sit)
{
  memset (sit, 0, sizeof *sit);
  sit->variant = NHS_VARIANT_367;
  sit->region = NHS_REGION_DUNGEONS;
  sit->depth = 1;
  sit->difficulty = 0;
  sit->deepest = 0;
  sit->levels_above_entry = 0;
  sit->xl = 1;
  sit->align = NHS_ALIGN_FROM_REGION;
  sit->temperature = NHS_TEMPERATURE_FROM_REGION;
  sit->groundhog_day = NHS_TRISTATE_FROM_REGION;
}

const NhsRegionInfo *
nhs_region_info (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, &regions[0]);
  return &regions[region];
}

gboolean
nhs_region_from_key (const char *key,
                     NhsRegion  *out)
{
  if (key == NULL)
    return FALSE;
  for (int i = 0; i < NHS_N_REGIONS; i++)
    if (g_ascii_strcasecmp (regions[i].key, key) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
nhs_region_keys (void)
{
  return "dungeons, mines, minetown, mines-end, sokoban, oracle, bigroom, rogue, quest, "
         "ludios, medusa, castle, gehennom, valley, vlad, wizard-tower, earth, air, fire, "
         "water or astral";
}

static const char *align_keys[] = { "none", "lawful", "neutral", "chaotic" };

gboolean
nhs_level_align_from_key (const char    *key,
                          NhsLevelAlign *out)
{
  if (key == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (key, "region") == 0)
    {
      *out = NHS_ALIGN_FROM_REGION;
      return TRUE;
    }
  for (int i = 0; i < (int) G_N_ELEMENTS (align_keys); i++)
    if (g_ascii_strcasecmp (align_keys[i], key) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
nhs_level_align_key (NhsLevelAlign align)
{
  if (align < 0 || align > NHS_ALIGN_CHAOTIC)
    return "region";
  return align_keys[align];
}

gboolean
nhs_situation_validate (const NhsSituation *sit,
                        GError            **error)
{
  if (sit->variant < 0 || sit->variant >= NHS_N_VARIANTS)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown game version (%d).", sit->variant);
  if (sit->region < 0 || sit->region >= NHS_N_REGIONS)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown dungeon region (%d).", sit->region);
  if (sit->xl < NHS_XL_MIN || sit->xl > NHS_XL_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Experience level %d is out of range: it must be from %d to %d.",
                          sit->xl, NHS_XL_MIN, NHS_XL_MAX);
  if (sit->difficulty < 0 || sit->difficulty > NHS_DIFFICULTY_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Level difficulty %d is out of range: it must be from 1 to %d.",
                          sit->difficulty, NHS_DIFFICULTY_MAX);
  if (sit->difficulty == 0 && (sit->depth < 1 || sit->depth > NHS_DEPTH_MAX))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Depth %d is out of range: it must be from 1 to %d.",
                          sit->depth, NHS_DEPTH_MAX);
  if (sit->deepest < 0 || sit->deepest > NHS_DEPTH_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Deepest level %d is out of range: it must be from 1 to %d.",
                          sit->deepest, NHS_DEPTH_MAX);
  if (sit->levels_above_entry < 0 || sit->levels_above_entry > 10)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Levels above the branch entry (%d) must be from 0 to 10.",
                          sit->levels_above_entry);
  if (sit->align < NHS_ALIGN_FROM_REGION || sit->align > NHS_ALIGN_CHAOTIC)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown level alignment (%d).", sit->align);
  if (sit->temperature < NHS_TEMPERATURE_FROM_REGION || sit->temperature > NHS_TEMPERATURE_COLD)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown level temperature (%d).",
                          sit->temperature);
  return TRUE;
}

/* The game's level_difficulty(), plus 3.7's aggravate rule. */
int
nhs_situation_difficulty (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  int res;

  if (sit->difficulty > 0)
    return sit->difficulty;

  if (info->endgame)
    res = sit->depth + sit->xl / 2;
  else if (sit->amulet)
    res = sit->deepest > 0 ? MAX (sit->deepest, sit->depth) : sit->depth;
  else
    {
      res = sit->depth;
      if (info->builds_up)
        res += 2 * (sit->levels_above_entry + 1);
    }
  if (variant->aggravate_difficulty && sit->aggravate)
    res += 15;
  return res;
}

char *
nhs_situation_explain_difficulty (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  int d = nhs_situation_difficulty (sit);
  const char *aggr = (variant->aggravate_difficulty && sit->aggravate) ? " + 15 (aggravate monster)" : "";

  if (sit->difficulty > 0)
    return g_strdup_printf ("difficulty %d: set directly", d);
  if (info->endgame)
    return g_strdup_printf ("difficulty %d: Sanctum depth %d + XL %d / 2%s", d, sit->depth,
                            sit->xl, aggr);
  if (sit->amulet)
    return g_strdup_printf ("difficulty %d: deepest level reached (carrying the Amulet)%s", d, aggr);
  if (info->builds_up)
    return g_strdup_printf ("difficulty %d: depth %d + 2 × %d levels climbed from the entry%s", d,
                            sit->depth, sit->levels_above_entry + 1, aggr);
  return g_strdup_printf ("difficulty %d: depth %d%s", d, sit->depth, aggr);
}

NhsLevelAlign
nhs_situation_align (const NhsSituation *sit)
{
  if (sit->align != NHS_ALIGN_FROM_REGION)
    return sit->align;
  return nhs_region_info (sit->region)->align;
}

NhsTemperature
nhs_situation_temperature (const NhsSituation *sit)
{
  if (!nhs_variant_get (sit->variant)->has_temperature)
    return NHS_TEMPERATURE_NORMAL;
  if (sit->temperature != NHS_TEMPERATURE_FROM_REGION)
    return sit->temperature;
  return nhs_region_info (sit->region)->temperature;
}

gboolean
nhs_situation_groundhog_day (const NhsSituation *sit)
{
  return sit->groundhog_day == NHS_TRISTATE_YES;
}

int
nhs_situation_min_difficulty (const NhsSituation *sit)
{
  return nhs_situation_difficulty (sit) / 6;
}

int
nhs_situation_max_difficulty (const NhsSituation *sit)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  int zlevel = nhs_situation_difficulty (sit);

  if (variant->maxmlev_round_up)
    return (zlevel + sit->xl + 1) / 2;
  return (zlevel + sit->xl) / 2;
}
