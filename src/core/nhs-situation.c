/* nhs-situation.c: regions, and the level difficulty the game derives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-situation.h"

/* the core's words the window translates (xgettext keyword) */
#define NHS_N_(s) s
#include "nhs-error.h"

#include <string.h>

/* One row per region.  Depth ranges are those of a standard NetHack dungeon
 * (dungeon.def in 3.4.3 and 3.6.7, dat/dungeon.lua in 3.7: the three place
 * every region alike); SLASH'EM's are in slashem_depths below.  The planes
 * and the Astral Plane take the Sanctum's depth, since the game's endgame
 * rule is depth(Sanctum) + XL / 2.
 *
 * Level alignments follow the same files: the Mines are lawful, Sokoban
 * neutral, Vlad's Tower chaotic (branch alignments); the Oracle neutral and
 * Medusa chaotic (level alignments); a special level without its own takes
 * its branch's (dungeon.c init_level), so Minetown and Mines' End are lawful
 * (but see NhsVariant.dungeon_align_lost: 3.7 and later lose the branches');
 * the Dungeons of Doom, Gehennom ("noalign"), the Quest, Fort Ludios and the
 * Elemental Planes are unaligned.
 *
 * Temperatures are 3.7's (the others ignore them): every Gehennom level is
 * hot (sp_lev.c / mklev.c set hot when In_hell) unless its level file says
 * otherwise: valley.lua (and juiblex.lua) say "temperate", one of the six
 * hellfill.lua filler styles says "cold", fire.lua says "hot".  Vlad's Tower
 * is not in Gehennom's dungeon and stays temperate; so does the Plane of
 * Water. */
static const NhsRegionInfo regions[NHS_N_REGIONS] = {
  [NHS_REGION_DUNGEONS] = { "dungeons", NHS_N_ ("Dungeons of Doom"), 1, 29, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_MINES] = { "mines", NHS_N_ ("Gnomish Mines"), 3, 13, NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_MINETOWN] = { "minetown", NHS_N_ ("Minetown"), 5, 8, NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_MINES_END] = { "mines-end", NHS_N_ ("Mines' End"), 10, 13, NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_SOKOBAN] = { "sokoban", NHS_N_ ("Sokoban"), 2, 9, NHS_ALIGN_NEUTRAL,
    .align_from_branch = TRUE, .builds_up = TRUE, .max_levels_above_entry = 3, .depth_meaning = "depth of the Sokoban level" },
  [NHS_REGION_ORACLE] = { "oracle", NHS_N_ ("Oracle"), 5, 9, NHS_ALIGN_NEUTRAL,
    .oracle = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_BIGROOM] = { "bigroom", NHS_N_ ("Big Room"), 10, 12, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_ROGUE] = { "rogue", NHS_N_ ("Rogue level"), 15, 18, NHS_ALIGN_NONE,
    .rogue = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_QUEST] = { "quest", NHS_N_ ("Quest"), 11, 21, NHS_ALIGN_NONE,
    .quest = TRUE, .depth_meaning = "dungeon depth" },
  [NHS_REGION_LUDIOS] = { "ludios", NHS_N_ ("Fort Ludios"), 18, 21, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_MEDUSA] = { "medusa", NHS_N_ ("Medusa's Island"), 21, 28, NHS_ALIGN_CHAOTIC,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_CASTLE] = { "castle", NHS_N_ ("Castle"), 25, 29, NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth" },
  [NHS_REGION_GEHENNOM] = { "gehennom", NHS_N_ ("Gehennom"), 26, 53, NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth" },
  [NHS_REGION_VALLEY] = { "valley", NHS_N_ ("Valley of the Dead"), 26, 30, NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_NORMAL, .depth_meaning = "dungeon depth" },
  [NHS_REGION_VLAD] = { "vlad", NHS_N_ ("Vlad's Tower"), 31, 41, NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .builds_up = TRUE, .max_levels_above_entry = 2, .depth_meaning = "depth of the tower level" },
  [NHS_REGION_WIZARD_TOWER] = { "wizard-tower", NHS_N_ ("Wizard's Tower"), 36, 47, NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth" },
  [NHS_REGION_EARTH] = { "earth", NHS_N_ ("Plane of Earth"), 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_AIR] = { "air", NHS_N_ ("Plane of Air"), 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_FIRE] = { "fire", NHS_N_ ("Plane of Fire"), 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_WATER] = { "water", NHS_N_ ("Plane of Water"), 45, 53, NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
  [NHS_REGION_ASTRAL] = { "astral", NHS_N_ ("Astral Plane"), 45, 53, NHS_ALIGN_NONE,
    .endgame = TRUE, .depth_meaning = "depth of the Sanctum" },
};

/* SLASH'EM's dungeon.def: the Dungeons of Doom have 42-46 levels, Gehennom
 * exactly 17, the Oracle is on 7-9, the Quest portal on 15-19, the Big Room
 * on 20-26, Fort Ludios's portal on 23-26; Mines' End is one level above the
 * Mine King's level at the bottom of the Mines (both counted here); Vlad's
 * Tower hangs from Gehennom level 3-12 and the Wizard's Tower starts on
 * Gehennom level 7.  No Rogue level (REINCARNATION is off). */
static const struct { int min, max; } slashem_depths[NHS_N_REGIONS] = {
  [NHS_REGION_DUNGEONS] = { 1, 46 },
  [NHS_REGION_MINES] = { 3, 13 },
  [NHS_REGION_MINETOWN] = { 5, 8 },
  [NHS_REGION_MINES_END] = { 9, 13 },
  [NHS_REGION_SOKOBAN] = { 4, 9 },
  [NHS_REGION_ORACLE] = { 7, 9 },
  [NHS_REGION_BIGROOM] = { 20, 26 },
  [NHS_REGION_ROGUE] = { 0, 0 },
  [NHS_REGION_QUEST] = { 15, 24 },
  [NHS_REGION_LUDIOS] = { 23, 26 },
  [NHS_REGION_MEDUSA] = { 38, 45 },
  [NHS_REGION_CASTLE] = { 42, 46 },
  [NHS_REGION_GEHENNOM] = { 43, 63 },
  [NHS_REGION_VALLEY] = { 43, 47 },
  [NHS_REGION_VLAD] = { 42, 57 },
  [NHS_REGION_WIZARD_TOWER] = { 49, 55 },
  [NHS_REGION_EARTH] = { 59, 63 },
  [NHS_REGION_AIR] = { 59, 63 },
  [NHS_REGION_FIRE] = { 59, 63 },
  [NHS_REGION_WATER] = { 59, 63 },
  [NHS_REGION_ASTRAL] = { 59, 63 },
};

gboolean
nhs_region_available (NhsVariantId variant,
                      NhsRegion    region)
{
  if (region == NHS_REGION_ROGUE)
    return nhs_variant_get (variant)->has_rogue_level;
  return region >= 0 && region < NHS_N_REGIONS;
}

gboolean
nhs_region_depth_range (NhsVariantId variant,
                        NhsRegion    region,
                        int         *min_depth,
                        int         *max_depth)
{
  const NhsVariant *v = nhs_variant_get (variant);
  int lo, hi;

  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, FALSE);
  if (!nhs_region_available (variant, region))
    {
      lo = hi = 0;
    }
  else if (v->dungeon_layout == NHS_DUNGEON_LAYOUT_SLASHEM)
    {
      lo = slashem_depths[region].min;
      hi = slashem_depths[region].max;
    }
  else
    {
      lo = regions[region].min_depth;
      hi = regions[region].max_depth;
    }
  if (min_depth)
    *min_depth = lo;
  if (max_depth)
    *max_depth = hi;
  return lo > 0;
}

void
nhs_situation_init (NhsSituation *sit)
{
  memset (sit, 0, sizeof *sit);
  sit->variant = nhs_variant_default ()->id;
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
  if (!nhs_region_available (sit->variant, sit->region))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "%s has no %s: its default build leaves REINCARNATION off.",
                          nhs_variant_get (sit->variant)->display_name,
                          regions[sit->region].name);
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
  if (regions[sit->region].builds_up
      && sit->levels_above_entry > regions[sit->region].max_levels_above_entry)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "%s has only %d levels above its entry level, not %d.",
                          regions[sit->region].name,
                          regions[sit->region].max_levels_above_entry, sit->levels_above_entry);
  if (sit->align < NHS_ALIGN_FROM_REGION || sit->align > NHS_ALIGN_CHAOTIC)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown level alignment (%d).", sit->align);
  if (sit->temperature < NHS_TEMPERATURE_FROM_REGION || sit->temperature > NHS_TEMPERATURE_COLD)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown level temperature (%d).",
                          sit->temperature);
  return TRUE;
}

/* "NetHack 3.7" or "NetHack 3.6.7, NetHack 3.7 and SLASH'EM": the versions
   whose row says yes, from the variant table. */
static char *
variants_with (gboolean (*has) (const NhsVariant *v))
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (int id = 0; id < NHS_N_VARIANTS; id++)
    if (has (nhs_variant_get (id)))
      g_ptr_array_add (names, (gpointer) nhs_variant_get (id)->display_name);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (out, "%s%s", i == 0 ? "" : i + 1 == names->len ? " and " : ", ",
                            (const char *) names->pdata[i]);
  return g_string_free (out, FALSE);
}

static gboolean has_aggravate (const NhsVariant *v) { return v->aggravate_rule != NHS_AGGRAVATE_RULE_NONE; }
static gboolean has_temperature (const NhsVariant *v) { return v->has_temperature; }
static gboolean has_woodchuck (const NhsVariant *v) { return v->oracle_woodchuck; }
static gboolean has_builds_up (const NhsVariant *v) { return v->builds_up_difficulty; }

gboolean
nhs_situation_check_depth (const NhsSituation *sit,
                           GError            **error)
{
  const NhsRegionInfo *info;
  int lo, hi;

  if (!nhs_situation_validate (sit, error))
    return FALSE;
  info = &regions[sit->region];
  if (sit->difficulty == 0 && nhs_region_depth_range (sit->variant, sit->region, &lo, &hi)
      && (sit->depth < lo || sit->depth > hi))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Depth %d is not a depth of %s in %s: its %s is from %d to %d "
                          "(or set the level difficulty directly).",
                          sit->depth, info->name, nhs_variant_get (sit->variant)->display_name,
                          info->depth_meaning, lo, hi);
  return TRUE;
}

gboolean
nhs_situation_check_effective (const NhsSituation *sit,
                               GError            **error)
{
  const NhsVariant *v;
  const NhsRegionInfo *info;
  gboolean direct;

  if (!nhs_situation_validate (sit, error))
    return FALSE;
  v = nhs_variant_get (sit->variant);
  info = &regions[sit->region];
  direct = sit->difficulty > 0;

  if (!nhs_situation_check_depth (sit, error))
    return FALSE;
  if (sit->aggravate && v->aggravate_rule == NHS_AGGRAVATE_RULE_NONE)
    {
      g_autofree char *which = variants_with (has_aggravate);

      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "Aggravate monster has no effect on the level difficulty in %s; it counts in %s.",
                            v->display_name, which);
    }
  if (sit->aggravate && direct)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Aggravate monster has no effect when the level difficulty is set directly: "
                          "give the depth instead.");
  if (sit->temperature != NHS_TEMPERATURE_FROM_REGION && !v->has_temperature)
    {
      g_autofree char *which = variants_with (has_temperature);

      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "%s has no level temperature; levels have one in %s.", v->display_name, which);
    }
  if (sit->groundhog_day == NHS_TRISTATE_YES && !v->oracle_woodchuck)
    {
      g_autofree char *which = variants_with (has_woodchuck);

      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "Groundhog Day has no effect in %s; only the Oracle level of %s uses it.",
                            v->display_name, which);
    }
  if (sit->groundhog_day == NHS_TRISTATE_YES && !info->oracle)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Groundhog Day only matters on the Oracle level, not in %s: choose the Oracle region.",
                          info->name);
  if (sit->deepest > 0 && !sit->amulet)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "The deepest level reached only counts while the hero carries the Amulet: "
                          "add the Amulet, or leave the deepest level out.");
  if (sit->deepest > 0 && (direct || info->endgame))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "The deepest level reached has no effect %s.",
                          direct ? "when the level difficulty is set directly"
                                 : "on the Planes, where the difficulty is the Sanctum's depth + XL / 2");
  if (sit->deepest > 0 && sit->deepest < sit->depth)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "The deepest level reached (%d) cannot be shallower than the depth (%d).",
                          sit->deepest, sit->depth);
  if (sit->levels_above_entry > 0 && !info->builds_up)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Levels above the entry only exist in Sokoban and Vlad's Tower, not in %s.",
                          info->name);
  if (sit->levels_above_entry > 0 && !v->builds_up_difficulty)
    {
      g_autofree char *which = variants_with (has_builds_up);

      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "Levels above the entry have no effect on the difficulty in %s; they count in %s.",
                            v->display_name, which);
    }
  if (sit->levels_above_entry > 0 && direct)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Levels above the entry have no effect when the level difficulty is set directly.");
  return TRUE;
}

/* The game's level_difficulty(), plus 3.7's aggravate rule: the one place
   the rule stands; the result and the explanation come out together. */
void
nhs_situation_difficulty_explanation (const NhsSituation       *sit,
                                      NhsDifficultyExplanation *out)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  const NhsVariant *variant = nhs_variant_get (sit->variant);

  memset (out, 0, sizeof *out);
  out->depth = sit->depth;
  out->xl = sit->xl;
  if (sit->difficulty > 0)
    {
      out->rule = NHS_DIFFICULTY_RULE_DIRECT;
      out->difficulty = sit->difficulty;
      return;
    }
  if (info->endgame)
    {
      out->rule = NHS_DIFFICULTY_RULE_ENDGAME;
      out->difficulty = sit->depth + sit->xl / 2;
    }
  else if (sit->amulet)
    {
      out->rule = NHS_DIFFICULTY_RULE_AMULET;
      out->deepest = sit->deepest > 0 ? MAX (sit->deepest, sit->depth) : sit->depth;
      out->difficulty = out->deepest;
    }
  else if (info->builds_up && variant->builds_up_difficulty)
    {
      out->rule = NHS_DIFFICULTY_RULE_BUILDS_UP;
      out->climbed = sit->levels_above_entry + 1;
      out->difficulty = sit->depth + 2 * out->climbed;
    }
  else
    {
      out->rule = NHS_DIFFICULTY_RULE_DEPTH;
      out->difficulty = sit->depth;
    }
  out->before_aggravate = out->difficulty;
  out->aggravate = sit->aggravate ? variant->aggravate_rule : NHS_AGGRAVATE_RULE_NONE;
  switch (out->aggravate)
    {
    case NHS_AGGRAVATE_RULE_PLUS_15:
      out->difficulty += 15;
      break;
    case NHS_AGGRAVATE_RULE_DOUBLE:
      out->difficulty = out->difficulty > 25 ? 50 : 2 * out->difficulty;
      break;
    case NHS_AGGRAVATE_RULE_NONE:
      break;
    }
}

int
nhs_situation_difficulty (const NhsSituation *sit)
{
  NhsDifficultyExplanation e;

  nhs_situation_difficulty_explanation (sit, &e);
  return e.difficulty;
}

char *
nhs_situation_explain_difficulty (const NhsSituation *sit)
{
  NhsDifficultyExplanation e;
  g_autofree char *base = NULL;

  nhs_situation_difficulty_explanation (sit, &e);
  switch (e.rule)
    {
    case NHS_DIFFICULTY_RULE_DIRECT:
      return g_strdup_printf ("difficulty %d: set directly", e.difficulty);
    case NHS_DIFFICULTY_RULE_ENDGAME:
      base = g_strdup_printf ("difficulty %d: Sanctum depth %d + XL %d / 2", e.difficulty, e.depth,
                              e.xl);
      break;
    case NHS_DIFFICULTY_RULE_AMULET:
      base = g_strdup_printf ("difficulty %d: deepest level reached %d (carrying the Amulet)",
                              e.difficulty, e.deepest);
      break;
    case NHS_DIFFICULTY_RULE_BUILDS_UP:
      base = g_strdup_printf ("difficulty %d: depth %d + 2 × %d levels climbed from the entry",
                              e.difficulty, e.depth, e.climbed);
      break;
    case NHS_DIFFICULTY_RULE_DEPTH:
    default:
      base = g_strdup_printf ("difficulty %d: depth %d", e.difficulty, e.depth);
      break;
    }
  switch (e.aggravate)
    {
    case NHS_AGGRAVATE_RULE_PLUS_15:
      return g_strdup_printf ("%s + 15 (aggravate monster)", base);
    case NHS_AGGRAVATE_RULE_DOUBLE:
      return g_strdup_printf ("%s, doubled, at most 50 (aggravate monster)", base);
    case NHS_AGGRAVATE_RULE_NONE:
    default:
      return g_steal_pointer (&base);
    }
}

NhsLevelAlign
nhs_situation_align (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);

  if (sit->align != NHS_ALIGN_FROM_REGION)
    return sit->align;
  if (info->align_from_branch && nhs_variant_get (sit->variant)->dungeon_align_lost)
    return NHS_ALIGN_NONE;
  return info->align;
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
