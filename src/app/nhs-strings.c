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

char *
nhs_strings_exclusion (const NhsDistribution *dist,
                       int                    index)
{
  const NhsCandidate *c;
  const NhsMonster *m;

  g_return_val_if_fail (dist != NULL && index >= 0 && index < dist->n, NULL);
  c = &dist->candidates[index];
  m = &dist->set->monsters[index];

  switch (c->exclusion)
    {
    case NHS_EXCLUDED_NOT:
      if (c->num == 0)
        return g_strdup (_("no chance"));
      return g_strdup ("");
    case NHS_EXCLUDED_SPECIAL:
      return g_strdup (_("never random (after SPECIAL_PM)"));
    case NHS_EXCLUDED_TOO_WEAK:
      return g_strdup_printf (_("too weak: difficulty %d < %d"), m->difficulty, dist->min_difficulty);
    case NHS_EXCLUDED_TOO_STRONG:
      return g_strdup_printf (_("too strong: difficulty %d > %d"), m->difficulty, dist->max_difficulty);
    case NHS_EXCLUDED_ROGUE_LOWERCASE:
      return g_strdup_printf (_("lowercase symbol “%c” on the Rogue level"), m->symbol);
    case NHS_EXCLUDED_WRONG_ELEMENT:
      return g_strdup_printf (_("cannot live on the %s"), nhs_strings_region (dist->situation.region));
    case NHS_EXCLUDED_UNIQUE:
      return g_strdup (_("unique"));
    case NHS_EXCLUDED_NOGEN:
      return g_strdup (_("never randomly generated"));
    case NHS_EXCLUDED_GENOCIDED:
      return g_strdup (_("genocided"));
    case NHS_EXCLUDED_LAWFUL_IN_HELL:
      return g_strdup_printf (_("lawful (alignment %d) in Gehennom"), m->alignment);
    case NHS_EXCLUDED_HELL_ONLY:
      return g_strdup (_("Gehennom only"));
    case NHS_EXCLUDED_NOHELL:
      return g_strdup (_("never in Gehennom"));
    case NHS_EXCLUDED_ZERO_WEIGHT:
      return g_strdup_printf (_("weight %d: frequency %d, alignment shift %+d"),
                              m->frequency + c->align_shift + c->temperature_shift,
                              m->frequency, c->align_shift);
    default:
      return g_strdup (_("excluded"));
    }
}

/* The same branches as nhs_situation_explain_difficulty (), in words. */
char *
nhs_strings_difficulty (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  int d = nhs_situation_difficulty (sit);
  g_autofree char *base = NULL;

  if (sit->difficulty > 0)
    base = g_strdup_printf (_("Difficulty %d, set directly"), d);
  else if (info->endgame)
    base = g_strdup_printf (_("Difficulty %d = Sanctum depth %d + XL %d / 2"), d, sit->depth, sit->xl);
  else if (sit->amulet)
    base = g_strdup_printf (_("Difficulty %d: the deepest level reached, because you carry the Amulet"), d);
  else if (info->builds_up)
    base = g_strdup_printf (_("Difficulty %d = depth %d + 2 × %d levels climbed"), d, sit->depth,
                            sit->levels_above_entry + 1);
  else
    base = g_strdup_printf (_("Difficulty %d = the level’s depth"), d);

  if (sit->aggravate && variant->aggravate_rule == NHS_AGGRAVATE_RULE_PLUS_15)
    return g_strdup_printf (_("%s, + 15 for aggravate monster"), base);
  if (sit->aggravate && variant->aggravate_rule == NHS_AGGRAVATE_RULE_DOUBLE)
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
