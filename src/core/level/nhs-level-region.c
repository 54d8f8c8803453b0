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
#include "nhs-dungeon-desc.h"

#include <string.h>

/* Marks the words the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

/* The fixed-map regions: the place and its maps; SLASH'EM's rows only where
 * its dungeon differs. */
typedef struct {
  NhsRegion region;
  const char *place;
  const char *maps;
  const char *maps_slashem;   /* NULL: as maps */
  const char *levels;         /* the dungeon description's level names */
} FixedRegion;

static const FixedRegion fixed[] = {
  { NHS_REGION_MINETOWN, NHS_N_ ("Minetown"), NHS_N_ ("one of the minetn-N maps"), NULL, "minetn" },
  { NHS_REGION_MINES_END, NHS_N_ ("Mines' End"), NHS_N_ ("one of the minend-N maps"),
    NHS_N_ ("one of the minend-N maps, and below it mineking (the Gnome King's wine cellar)"), "minend mineking" },
  { NHS_REGION_SOKOBAN, NHS_N_ ("Sokoban"),
    /* dungeon.def's ENTRY -1: the game enters Sokoban at its bottom level,
       soko4; soko1 is the top */
    NHS_N_ ("one of the soko4-N maps at its entry (the bottom level), soko3-N and soko2-N "
            "above it, and soko1-N at the top"), NULL, "soko1 soko2 soko3 soko4" },
  { NHS_REGION_ORACLE, NHS_N_ ("the Oracle"), NHS_N_ ("the oracle map"), NULL, "oracle" },
  { NHS_REGION_BIGROOM, NHS_N_ ("the big room"), NHS_N_ ("one of the bigrm-N maps"), NULL, "bigrm" },
  { NHS_REGION_QUEST, NHS_N_ ("the Quest"),
    NHS_N_ ("the role's own maps: x-strt (home), x-loca (locate), x-goal (goal) and the "
            "filler maps x-fila and x-filb (x: the role's three letters)"), NULL, "x-strt x-loca x-goal" },
  { NHS_REGION_LUDIOS, NHS_N_ ("Fort Ludios"), NHS_N_ ("the knox map"), NULL, "knox" },
  { NHS_REGION_MEDUSA, NHS_N_ ("Medusa's island"), NHS_N_ ("one of the medusa-N maps"), NULL, "medusa" },
  { NHS_REGION_CASTLE, NHS_N_ ("the Castle"), NHS_N_ ("the castle map"), NULL, "castle" },
  { NHS_REGION_VALLEY, NHS_N_ ("the Valley of the Dead"), NHS_N_ ("the valley map"), NULL, "valley" },
  { NHS_REGION_VLAD, NHS_N_ ("Vlad's Tower"), NHS_N_ ("the tower1, tower2 and tower3 maps"), NULL, "tower1 tower2 tower3" },
  { NHS_REGION_WIZARD_TOWER, NHS_N_ ("the Wizard's Tower"), NHS_N_ ("the wizard1, wizard2 and wizard3 maps"), NULL, "wizard1 wizard2 wizard3" },
  { NHS_REGION_EARTH, NHS_N_ ("the Plane of Earth"), NHS_N_ ("the earth map"), NULL, "earth" },
  { NHS_REGION_AIR, NHS_N_ ("the Plane of Air"), NHS_N_ ("the air map"), NULL, "air" },
  { NHS_REGION_FIRE, NHS_N_ ("the Plane of Fire"), NHS_N_ ("the fire map"), NULL, "fire" },
  { NHS_REGION_WATER, NHS_N_ ("the Plane of Water"), NHS_N_ ("the water map"), NULL, "water" },
  { NHS_REGION_ASTRAL, NHS_N_ ("the Astral Plane"), NHS_N_ ("the astral map"), NULL, "astral" },
};

/* xNetHack's own dungeons below Gehennom (dat/dungeon.lua) made of fixed
 * maps only (Cocytus's and the Abyss's fillers are made: below) */
static const struct {
  NhsRegion region;
  const char *why;
} xnh_regions[] = {
  { NHS_REGION_ASPHODEL, NHS_N_ ("its one level is a lawful demon lord's fixed map, not "
                                 "generated") },
  { NHS_REGION_SHEDAKLAH, NHS_N_ ("its levels are fixed maps (juiblex and a chaotic demon "
                                  "lord's lair), not generated") },
  { NHS_REGION_CITADEL_OF_DIS, NHS_N_ ("its one level is the dispater map, not generated") },
  { NHS_REGION_TARTARUS, NHS_N_ ("its one level is the demogorgon map, not generated") },
};

void
nhs_level_region_plan (const NhsVariant   *variant,
                       int                 region,
                       NhsLevelRegionPlan *plan)
{
  g_return_if_fail (variant != NULL && plan != NULL);
  *plan = (NhsLevelRegionPlan) { .shown = NHS_LEVEL_SHOWN_MADE, .kind = NHS_LEVEL_KIND_ROOMS,
                                 .region = region };

  if (region >= 0 && region < NHS_N_REGIONS && !nhs_region_available (variant->id, region))
    {
      plan->shown = NHS_LEVEL_SHOWN_ABSENT;
      plan->place = nhs_region_info (region)->name;
      return;
    }
  if (variant->levels_not_modelled)
    {
      plan->place = region >= 0 && region < NHS_N_REGIONS ? nhs_region_info (region)->name
                                                          : NHS_N_ ("the Dungeons of Doom");
      plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
      plan->why = NHS_N_ ("this version's levels are not modelled yet: its level generator and "
                          "level files differ from NetHack's, so no level of it is shown");
      return;
    }

  /* EvilHack's own branches: the game's level files, not modelled (its
     ordinary Dungeons of Doom levels, Mines and Gehennom fillers are) */
  if (variant->level_rooms == NHS_LEVEL_ROOMS_EVILHACK)
    {
      static const struct { NhsRegion region; const char *why; } evil[] = {
        { NHS_REGION_GOBLIN_TOWN, NHS_N_ ("Goblin Town is the game's own level "
                                          "(dat/goblintown.des), which is not modelled") },
        { NHS_REGION_ICE_QUEEN, NHS_N_ ("the Ice Queen's Realm is made from the game's own "
                                        "level file (dat/icequeen.des), which is not modelled") },
        { NHS_REGION_HIDDEN_DUNGEON, NHS_N_ ("the Hidden Dungeon is made from the game's own "
                                             "level file (dat/hdgn.des), which is not modelled") },
        { NHS_REGION_VECNA, NHS_N_ ("Vecna's Domain is made from the game's own level file "
                                    "(dat/vecna.des), which is not modelled") },
        { NHS_REGION_WIZARD_DUNGEON, NHS_N_ ("the Wizard's Tower is made from the game's own "
                                             "wizard1, wizard2 and wizard3 levels (dat/yendor.des), which are not modelled") },
        { NHS_REGION_PURGATORY, NHS_N_ ("Purgatory is made from the game's own level file "
                                        "(dat/purgatory.des), which is not modelled") },
      };

      for (guint i = 0; i < G_N_ELEMENTS (evil); i++)
        if ((int) evil[i].region == region)
          {
            plan->place = nhs_region_info (region)->name;
            plan->kind = NHS_LEVEL_KIND_ROOMS;
            plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
            plan->why = evil[i].why;
            return;
          }
    }

  for (guint i = 0; i < G_N_ELEMENTS (xnh_regions); i++)
    if ((int) xnh_regions[i].region == region)
      {
        plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
        plan->place = nhs_region_info (region)->name;
        plan->why = xnh_regions[i].why;
        return;
      }
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
      if (variant->level_hell_fill == NHS_HELL_FILL_LUA_37)
        {
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("the 2024 snapshot's filler levels come from its own "
                              "dat/hellfill.lua, which is not modelled (5.0.0's is)");
        }
      break;
    case NHS_REGION_COCYTUS:
      /* (only xNetHack has it: the test above) */
      plan->place = NHS_N_ ("Cocytus");
      plan->kind = NHS_LEVEL_KIND_COCYTUS;
      break;
    case NHS_REGION_ABYSS:
      plan->place = NHS_N_ ("the Abyss");
      plan->kind = NHS_LEVEL_KIND_ABYSS;
      break;
    case NHS_REGION_ROGUE:
      plan->place = NHS_N_ ("the Rogue level");
      plan->kind = NHS_LEVEL_KIND_ROGUE;
      if (!variant->has_rogue_level)
        plan->shown = NHS_LEVEL_SHOWN_ABSENT;
      break;
    case NHS_REGION_DUNGEONS:
    default:
      plan->place = NHS_N_ ("the Dungeons of Doom");
      plan->kind = NHS_LEVEL_KIND_ROOMS;
      switch (variant->level_rooms)
        {
        case NHS_LEVEL_ROOMS_MKLEV_367:
        case NHS_LEVEL_ROOMS_MKLEV_343:
        case NHS_LEVEL_ROOMS_SLASHEM:
          break;
        case NHS_LEVEL_ROOMS_THEMED_37:
          plan->shown = NHS_LEVEL_SHOWN_NOT_MODELLED;
          plan->why = NHS_N_ ("the 2024 snapshot's ordinary levels are built by its own "
                      "dat/themerms.lua, which is not modelled (the snapshot is here to "
                      "compare monster selection)");
          break;
        case NHS_LEVEL_ROOMS_THEMED_500:
        case NHS_LEVEL_ROOMS_THEMED_XNH:
          break;   /* nhs-level-themerms.c */
        case NHS_LEVEL_ROOMS_EVILHACK:
          break;   /* nhs-level-evilhack.c */
        }
      break;
    }
}

int
nhs_level_region_maps (const NhsVariant *variant,
                       int               region,
                       NhsLevelRegionMap *out,
                       int               n)
{
  g_autoptr (NhsDungeonDesc) desc = NULL;
  g_auto (GStrv) names = NULL;
  int k = 0;

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if ((int) fixed[i].region == region)
      names = g_strsplit (fixed[i].levels, " ", -1);
  if (names == NULL || (desc = nhs_dungeon_desc_new (variant->id, NULL)) == NULL)
    return 0;
  for (int w = 0; names[w] && k < n; w++)
    for (guint d = 0; d < desc->dungeons->len; d++)
      {
        const NhsDungeonDungeonDesc *dg = g_ptr_array_index (desc->dungeons, d);

        for (guint l = 0; l < dg->levels->len && k < n; l++)
          {
            const NhsDungeonLevelDesc *lv = g_ptr_array_index (dg->levels, l);

            if (strcmp (lv->name, names[w]) != 0)
              continue;
            out[k].name = g_intern_string (lv->name);
            out[k].maps = lv->maps;
            out[k].chance = lv->chance;
            k++;
          }
      }
  return k;
}

/* "minetn-1 ... minetn-7 (1 in 7 each)", "the bigrm-N ... (40 in 100 games)" */
static char *
maps_text (const NhsVariant *variant, int region)
{
  NhsLevelRegionMap maps[8];
  int n = nhs_level_region_maps (variant, region, maps, G_N_ELEMENTS (maps));
  GString *s;

  gboolean worth = FALSE;

  for (int i = 0; i < n; i++)
    worth |= maps[i].maps > 1 || (maps[i].chance > 0 && maps[i].chance < 100);
  if (!worth)
    return NULL;   /* single maps, always made: the names say it all */
  s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      if (i)
        g_string_append (s, "; ");
      if (maps[i].maps > 1)
        g_string_append_printf (s, "%s-1 ... %s-%d, 1 in %d each", maps[i].name, maps[i].name,
                                maps[i].maps, maps[i].maps);
      else if (maps[i].maps == 1)
        g_string_append_printf (s, "%s-1", maps[i].name);
      else
        g_string_append (s, maps[i].name);
      if (maps[i].chance > 0 && maps[i].chance < 100)
        g_string_append_printf (s, ", made in %d of 100 games", maps[i].chance);
    }
  return g_string_free (s, FALSE);
}

char *
nhs_level_region_sentence (const NhsVariant         *variant,
                           const NhsLevelRegionPlan *plan)
{
  switch (plan->shown)
    {
    case NHS_LEVEL_SHOWN_FIXED_MAP:
      {
        g_autofree char *maps = maps_text (variant, plan->region);

        return g_strdup_printf ("In %s, %s is not generated: the game draws it from its "
                                "own maps (%s%s%s); nhspawn-cli dungeon gives where it lies.",
                                variant->display_name, plan->place, plan->maps,
                                maps ? ": " : "", maps ? maps : "");
      }
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
