/* nhs-strings.c: the core's English words, translated for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-strings.h"

static const char *region_names[NHS_N_REGIONS] = {
  [NHS_REGION_DUNGEONS] = N_("Dungeons of Doom"),
  [NHS_REGION_MINES] = N_("Gnomish Mines"),
  [NHS_REGION_MINETOWN] = N_("Minetown"),
  [NHS_REGION_MINES_END] = N_("Mines' End"),
  [NHS_REGION_SOKOBAN] = N_("Sokoban"),
  [NHS_REGION_ORACLE] = N_("Oracle"),
  [NHS_REGION_BIGROOM] = N_("Big Room"),
  [NHS_REGION_ROGUE] = N_("Rogue level"),
  [NHS_REGION_QUEST] = N_("Quest"),
  [NHS_REGION_LUDIOS] = N_("Fort Ludios"),
  [NHS_REGION_MEDUSA] = N_("Medusa's Island"),
  [NHS_REGION_CASTLE] = N_("Castle"),
  [NHS_REGION_GEHENNOM] = N_("Gehennom"),
  [NHS_REGION_VALLEY] = N_("Valley of the Dead"),
  [NHS_REGION_VLAD] = N_("Vlad's Tower"),
  [NHS_REGION_WIZARD_TOWER] = N_("Wizard's Tower"),
  [NHS_REGION_EARTH] = N_("Plane of Earth"),
  [NHS_REGION_AIR] = N_("Plane of Air"),
  [NHS_REGION_FIRE] = N_("Plane of Fire"),
  [NHS_REGION_WATER] = N_("Plane of Water"),
  [NHS_REGION_ASTRAL] = N_("Astral Plane"),
};

char *
nhs_strings_translate_closure (gpointer    unused,
                               const char *text)
{
  return g_strdup (text != NULL ? _(text) : "");
}

const char *
nhs_strings_region (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, "");
  return _(region_names[region]);
}

const char *
nhs_strings_level_align (NhsLevelAlign align)
{
  switch (align)
    {
    /* Translators: a level's alignment */
    case NHS_ALIGN_LAWFUL: return _("lawful");
    case NHS_ALIGN_NEUTRAL: return _("neutral");
    case NHS_ALIGN_CHAOTIC: return _("chaotic");
    case NHS_ALIGN_NONE:
    case NHS_ALIGN_FROM_REGION:
    default:
      /* Translators: a level without an alignment */
      return _("unaligned");
    }
}

char *
nhs_strings_alignment (int malign)
{
  if (malign == -128)
    /* Translators: the game's A_NONE, e.g. Moloch's priests */
    return g_strdup (_("none"));
  return g_strdup_printf ("%+d", malign);
}

/* The core's codes and numbers (nhs_distribution_exclusion_reason), in words. */
char *
nhs_strings_exclusion (const NhsDistribution *dist,
                       int                    index)
{
  NhsExclusionReason r;

  g_return_val_if_fail (dist != NULL && index >= 0 && index < dist->n, NULL);
  if (!nhs_distribution_exclusion_reason (dist, index, &r))
    return g_strdup (dist->candidates[index].num == 0 ? _("no chance") : "");

  switch (r.code)
    {
    case NHS_EXCLUDED_SPECIAL:
      return g_strdup (_("never random (after SPECIAL_PM)"));
    case NHS_EXCLUDED_TOO_WEAK:
      return g_strdup_printf (_("too weak: difficulty %d < %d"), r.difficulty, r.bound);
    case NHS_EXCLUDED_TOO_STRONG:
      return g_strdup_printf (_("too strong: difficulty %d > %d"), r.difficulty, r.bound);
    case NHS_EXCLUDED_ROGUE_LOWERCASE:
      return g_strdup_printf (_("lowercase symbol “%c” on the Rogue level"), r.symbol);
    case NHS_EXCLUDED_WRONG_ELEMENT:
      /* Translators: an elemental plane filters this monster out */
      return g_strdup_printf (_("filtered out: cannot live on the %s"), nhs_strings_region (r.region));
    case NHS_EXCLUDED_UNIQUE:
      return g_strdup (_("unique"));
    case NHS_EXCLUDED_NOGEN:
      return g_strdup (_("never randomly generated"));
    case NHS_EXCLUDED_GENOCIDED:
      return g_strdup (_("genocided"));
    case NHS_EXCLUDED_LAWFUL_IN_HELL:
      return g_strdup_printf (_("lawful (alignment %d) in Gehennom"), r.alignment);
    case NHS_EXCLUDED_HELL_ONLY:
      return g_strdup (_("Gehennom only"));
    case NHS_EXCLUDED_NOHELL:
      return g_strdup (_("never in Gehennom"));
    case NHS_EXCLUDED_ZERO_WEIGHT:
      return g_strdup_printf (_("weight %d: frequency %d, alignment shift %+d"),
                              r.weight, r.frequency, r.align_shift);
    case NHS_EXCLUDED_NOT:
    default:
      return g_strdup (_("excluded"));
    }
}

/* The core's explanation (nhs_situation_difficulty_explanation), in words:
   the branch and the numbers are the core's, never re-derived here. */
char *
nhs_strings_difficulty (const NhsSituation *sit)
{
  NhsDifficultyExplanation e;
  g_autofree char *base = NULL;

  nhs_situation_difficulty_explanation (sit, &e);
  switch (e.rule)
    {
    case NHS_DIFFICULTY_RULE_DIRECT:
      return g_strdup_printf (_("Difficulty %d, set directly"), e.difficulty);
    case NHS_DIFFICULTY_RULE_ENDGAME:
      base = g_strdup_printf (_("Difficulty %d = Sanctum depth %d + XL %d / 2"), e.difficulty,
                              e.depth, e.xl);
      break;
    case NHS_DIFFICULTY_RULE_AMULET:
      /* Translators: level difficulty with the Amulet: the deepest level reached */
      base = g_strdup_printf (_("Difficulty %d = the deepest level reached, %d, because you carry "
                                "the Amulet"), e.difficulty, e.deepest);
      break;
    case NHS_DIFFICULTY_RULE_BUILDS_UP:
      base = g_strdup_printf (_("Difficulty %d = depth %d + 2 × %d levels climbed"), e.difficulty,
                              e.depth, e.climbed);
      break;
    case NHS_DIFFICULTY_RULE_DEPTH:
    default:
      /* Translators: level difficulty equal to the level's depth */
      base = g_strdup_printf (_("Difficulty %d = depth %d"), e.difficulty, e.depth);
      break;
    }
  if (e.aggravate == NHS_AGGRAVATE_RULE_PLUS_15)
    return g_strdup_printf (_("%s, + 15 for aggravate monster"), base);
  if (e.aggravate == NHS_AGGRAVATE_RULE_DOUBLE)
    return g_strdup_printf (_("%s, doubled (at most 50) for aggravate monster"), base);
  return g_steal_pointer (&base);
}

const char *
nhs_strings_spawn_reason (const NhsSpawnRate *rate)
{
  switch (rate->one_in)
    {
    case 25: return _("you are a demigod");
    case 50: return _("below the Castle");
    default: return _("the ordinary rate");
    }
}

const char *
nhs_strings_level_phase (NhsLevelPhase phase)
{
  /* Translators: the Level page's phases of the level generator */
  static const char *const names[] = {
    N_("Rooms"), N_("Stairs"), N_("Corridors"), N_("Niches"), N_("Vault"), N_("Special rooms"),
    N_("Fountains, sinks, altars, graves"), N_("Traps"), N_("Monsters"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == NHS_LEVEL_N_PHASES);
  if ((int) phase < 0 || phase >= NHS_LEVEL_N_PHASES)
    return _("Unknown");
  return _(names[phase]);
}

const char *
nhs_strings_preset_name (const NhsPresetInfo *preset)
{
  return g_dgettext (GETTEXT_PACKAGE, preset->name);
}

const char *
nhs_strings_preset_summary (const NhsPresetInfo *preset)
{
  return g_dgettext (GETTEXT_PACKAGE, preset->summary);
}

/* The whole situation in one line, for the chart's title and exports:
   version, region, depth, XL, then only what is set. */
char *
nhs_strings_situation_title (const NhsSituation  *sit,
                             const char          *role,
                             const NhsMonsterSet *set)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  GString *out = g_string_new (NULL);
  int n_genocided = 0;

  /* Translators: chart title: version, region, depth, experience level */
  g_string_append_printf (out, _("%s, %s, depth %d, XL %d"), _(variant->display_name),
                          nhs_strings_region (sit->region), sit->depth, sit->xl);
  if (info->quest && role != NULL)
    /* Translators: chart title: the Quest's role */
    g_string_append_printf (out, _(", %s"), role);
  if (info->builds_up && variant->builds_up_difficulty && !sit->amulet && sit->levels_above_entry > 0)
    /* Translators: chart title: Sokoban / Vlad's Tower levels above the entry */
    g_string_append_printf (out, _(", %d above the entry"), sit->levels_above_entry);
  if (sit->align != NHS_ALIGN_FROM_REGION)
    /* Translators: chart title: a forced level alignment */
    g_string_append_printf (out, _(", %s level"), nhs_strings_level_align (sit->align));
  if (variant->has_temperature && sit->temperature != NHS_TEMPERATURE_FROM_REGION)
    g_string_append_printf (out, ", %s", sit->temperature == NHS_TEMPERATURE_HOT ? _("hot level")
                                          : sit->temperature == NHS_TEMPERATURE_COLD ? _("cold level")
                                          : _("temperate level"));
  if (sit->amulet)
    {
      if (sit->deepest > sit->depth && !info->endgame)
        /* Translators: chart title: the Amulet and the deepest level reached */
        g_string_append_printf (out, _(", with the Amulet (deepest level %d)"), sit->deepest);
      else
        g_string_append (out, _(", with the Amulet"));
    }
  if (sit->demigod)
    g_string_append (out, _(", demigod"));
  if (variant->aggravate_rule != NHS_AGGRAVATE_RULE_NONE && sit->aggravate)
    g_string_append (out, _(", aggravate monster"));
  if (variant->oracle_woodchuck && info->oracle && sit->groundhog_day == NHS_TRISTATE_YES)
    g_string_append (out, _(", Groundhog Day"));
  for (int i = 0; set != NULL && i < set->n && i < NHS_MAX_MONSTERS; i++)
    n_genocided += nhs_situation_is_genocided (sit, i);
  if (n_genocided > 0 && n_genocided <= 3)
    {
      gboolean first = TRUE;

      /* Translators: chart title: the genocided monsters follow */
      g_string_append (out, _(", genocided: "));
      for (int i = 0; i < set->n && i < NHS_MAX_MONSTERS; i++)
        if (nhs_situation_is_genocided (sit, i))
          {
            g_string_append_printf (out, "%s%s", first ? "" : ", ", set->monsters[i].name);
            first = FALSE;
          }
    }
  else if (n_genocided > 3)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, ", %d genocided", ", %d genocided",
                                              n_genocided), n_genocided);
  return g_string_free (out, FALSE);
}
