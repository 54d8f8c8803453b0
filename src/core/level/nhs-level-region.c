/* nhs-level-region.c: which level the sample level is in each region of each
 * version's dungeon — made by one of our generators, or one of the game's own
 * maps (named, never copied), or not modelled yet
 *
 * The map names are the games' level names (dungeon.def, dat/dungeon.lua and
 * the level files); how likely each map is, and where it lies, is the
 * Dungeon model's business (nhspawn-cli dungeon).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level.h"
#include "nhs-situation.h"

/* Marks the words the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

/* The fixed-map regions: the place and its maps; SLASH'EM's rows only where
 * its dungeon differs. */
typedef struct {
  NhsRegion region;
  const char *place;
  const char *maps;
  const char *maps_slashem;   /* NULL: as maps */
} FixedRegion;

static const FixedRegion fixed[] = {
  { NHS_REGION_MINETOWN, NHS_N_ ("Minetown"), NHS_N_ ("one of the minetn-N maps"), NULL },
  { NHS_REGION_MINES_END, NHS_N_ ("Mines' End"), NHS_N_ ("one of the minend-N maps"),
    NHS_N_ ("one of the minend-N maps, and below it mineking (the Gnome King's wine cellar)") },
  { NHS_REGION_SOKOBAN, NHS_N_ ("Sokoban"),
    NHS_N_ ("one of the soko1-N maps at its entry, soko2-N, soko3-N and soko4-N above"), NULL },
  { NHS_REGION_ORACLE, NHS_N_ ("the Oracle"), NHS_N_ ("the oracle map"), NULL },
  { NHS_REGION_BIGROOM, NHS_N_ ("the big room"), NHS_N_ ("one of the bigrm-N maps"), NULL },
  { NHS_REGION_QUEST, NHS_N_ ("the Quest"),
    NHS_N_ ("the role's own maps: x-strt (home), x-loca (locate), x-goal (goal) and the "
            "filler maps x-fila and x-filb (x: the role's three letters)"), NULL },
  { NHS_REGION_LUDIOS, NHS_N_ ("Fort Ludios"), NHS_N_ ("the knox map"), NULL },
  { NHS_REGION_MEDUSA, NHS_N_ ("Medusa's island"), NHS_N_ ("one of the medusa-N maps"), NULL },
  { NHS_REGION_CASTLE, NHS_N_ ("the Castle"), NHS_N_ ("the castle map"), NULL },
  { NHS_REGION_VALLEY, NHS_N_ ("the Valley of the Dead"), NHS_N_ ("the valley map"), NULL },
  { NHS_REGION_VLAD, NHS_N_ ("Vlad's Tower"), NHS_N_ ("the tower1, tower2 and tower3 maps"), NULL },
  { NHS_REGION_WIZARD_TOWER, NHS_N_ ("the Wizard's Tower"), NHS_N_ ("the wizard1, wizard2 and wizard3 maps"), NULL },
  { NHS_REGION_EARTH, NHS_N_ ("the Plane of Earth"), NHS_N_ ("the earth map"), NULL },
  { NHS_REGION_AIR, NHS_N_ ("the Plane of Air"), NHS_N_ ("the air map"), NULL },
  { NHS_REGION_FIRE, NHS_N_ ("the Plane of Fire"), NHS_N_ ("the fire map"), NULL },
  { NHS_REGION_WATER, NHS_N_ ("the Plane of Water"), NHS_N_ ("the water map"), NULL },
  { NHS_REGION_ASTRAL, NHS_N_ ("the Astral Plane"), NHS_N_ ("the astral map"), NULL },
};

void
nhs_level_region_plan (const NhsVariant   *variant,
                       int                 region,
                       NhsLevelRegionPlan *plan)
{
  g_return_if_fail (variant != NULL && plan != NULL);
  *plan = (NhsLevelRegionPlan) { .shown = NHS_LEVEL_SHOWN_MADE, .kind = NHS_LEVEL_KIND_ROOMS };

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if ((int) fixed[i].region == region)
      {
        plan->shown = NHS_LEVEL_SHOWN_FIXED_MAP;
        plan->place = fixed[i].place;
        plan->maps = variant->dungeon_layout == NHS_DUNGEON_LAYOUT_SLASHEM && fixed[i].maps_slashem
                     ? fixed[i].maps_slashem : fixed[i].maps;
        return;
      }

  switch (region)
    {
    case NHS_REGION_MINES:
      plan->place = NHS_N_ ("the Gnomish Mines");
      plan->kind = NHS_LEVEL_KIND_MINES;
      break;
    case NHS_REGION_GEHENNOM:
      plan->place = NHS_N_ ("Gehennom");
      plan->kind = NHS_LEVEL_KIND_MAZE;
      if (variant->level_hell_fill == NHS_HELL_FILL_LUA)
        {
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("its filler levels come from dat/hellfill.lua, which is not modelled yet");
        }
      break;
    case NHS_REGION_ROGUE:
      plan->place = NHS_N_ ("the Rogue level");
      plan->kind = NHS_LEVEL_KIND_ROGUE;
      if (!variant->has_rogue_level)
        plan->shown = NHS_LEVEL_SHOWN_ABSENT;
      else if (variant->level_rooms != NHS_LEVEL_ROOMS_MKLEV_343
               && variant->level_rooms != NHS_LEVEL_ROOMS_MKLEV_367)
        {
          /* its rooms are extralev.c's, but its stairs and room contents
             follow the version's own mklev.c */
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("its stairs and room contents follow this version's own mklev.c, "
                              "which is not modelled yet");
        }
      break;
    case NHS_REGION_DUNGEONS:
    default:
      plan->place = NHS_N_ ("the Dungeons of Doom");
      plan->kind = NHS_LEVEL_KIND_ROOMS;
      switch (variant->level_rooms)
        {
        case NHS_LEVEL_ROOMS_MKLEV_367:
        case NHS_LEVEL_ROOMS_MKLEV_343:
          break;
        case NHS_LEVEL_ROOMS_SLASHEM:
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("its ordinary levels have SLASH'EM's own special rooms (real zoos, "
                              "giant courts, dragon lairs, lemure pits, Mi-Go hives, fungus farms "
                              "and more shops), which are not modelled yet");
          break;
        case NHS_LEVEL_ROOMS_THEMED_37:
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("the 2024 snapshot's ordinary levels are built by its own "
                      "dat/themerms.lua, which is not modelled (the snapshot is here to "
                      "compare monster selection)");
          break;
        case NHS_LEVEL_ROOMS_THEMED_500:
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("its ordinary levels are built by dat/themerms.lua, which is not "
                      "modelled yet");
          break;
        }
      break;
    }
}

char *
nhs_level_region_sentence (const NhsVariant         *variant,
                           const NhsLevelRegionPlan *plan)
{
  switch (plan->shown)
    {
    case NHS_LEVEL_SHOWN_FIXED_MAP:
      return g_strdup_printf ("In %s, %s is not generated: the game draws it from its "
                              "own maps (%s); nhspawn-cli dungeon gives where it lies "
                              "and the chance of each map.",
                              variant->display_name, plan->place, plan->maps);
    case NHS_LEVEL_SHOWN_NOT_MODELLED:
      return g_strdup_printf ("In %s, %s: %s.", variant->display_name, plan->place, plan->why);
    case NHS_LEVEL_SHOWN_ABSENT:
      return g_strdup_printf ("%s does not have %s.", variant->display_name, plan->place);
    case NHS_LEVEL_SHOWN_MADE:
    default:
      return g_strdup_printf ("In %s, %s is made by this program's generator.",
                              variant->display_name, plan->place);
    }
}
