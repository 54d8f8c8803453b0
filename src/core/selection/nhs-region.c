/* nhs-region.c: the regions a situation can name, and what each is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-situation.h"

/* the core's words the window translates (xgettext keywords); NHS_NC_
   gives a word a context, as gettext's pgettext () keys it: the context,
   \004, the word (nhs_place_translate () reads it) */
#define NHS_N_(s) s
#define NHS_NC_(context, s) context "\004" s

#include <string.h>

/* One row per region: what it is, not where it lies.  Its depths in each
 * version are the dungeon model's (src/core/dungeon/, from each version's
 * dungeon.def or dungeon.lua), computed when the program is built
 * (nhs-dungeon-builtin.h) and read by nhs_region_depth_range (); the planes
 * and the Astral Plane take the Sanctum's depth, since the game's endgame
 * rule is depth(Sanctum) + XL / 2.
 *
 * Level alignments follow the dungeon files: the Mines are lawful, Sokoban
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
  [NHS_REGION_DUNGEONS] = { "dungeons", NHS_N_ ("Dungeons of Doom"), NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Dungeons of Doom") },
  [NHS_REGION_MINES] = { "mines", NHS_N_ ("Gnomish Mines"), NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .in_mines = TRUE, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Gnomish Mines") },
  [NHS_REGION_MINETOWN] = { "minetown", NHS_N_ ("Minetown"), NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .in_mines = TRUE, .depth_meaning = "dungeon depth", .level = "minetn",
    .place = NHS_NC_ ("place", "Minetown") },
  [NHS_REGION_MINES_END] = { "mines-end", NHS_N_ ("Mines' End"), NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .in_mines = TRUE, .mines_end = TRUE, .depth_meaning = "dungeon depth", .level = "minend",
    .place = NHS_NC_ ("place", "Mines' End") },
  [NHS_REGION_SOKOBAN] = { "sokoban", NHS_N_ ("Sokoban"), NHS_ALIGN_NEUTRAL,
    .align_from_branch = TRUE, .builds_up = TRUE, .depth_meaning = "depth of the Sokoban level",
    .place = NHS_NC_ ("place", "Sokoban") },
  [NHS_REGION_ORACLE] = { "oracle", NHS_N_ ("Oracle"), NHS_ALIGN_NEUTRAL,
    .oracle = TRUE, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Oracle"), .level = "oracle" },
  [NHS_REGION_BIGROOM] = { "bigroom", NHS_N_ ("Big Room"), NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Big Room"), .level = "bigrm" },
  [NHS_REGION_ROGUE] = { "rogue", NHS_N_ ("Rogue level"), NHS_ALIGN_NONE,
    .rogue = TRUE, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Rogue level"), .level = "rogue" },
  [NHS_REGION_QUEST] = { "quest", NHS_N_ ("Quest"), NHS_ALIGN_NONE,
    .quest = TRUE, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Quest") },
  [NHS_REGION_LUDIOS] = { "ludios", NHS_N_ ("Fort Ludios"), NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth", .level = "knox",
    .place = NHS_NC_ ("place", "Fort Ludios") },
  [NHS_REGION_MEDUSA] = { "medusa", NHS_N_ ("Medusa's Island"), NHS_ALIGN_CHAOTIC,
    .depth_meaning = "dungeon depth", .level = "medusa",
    .place = NHS_NC_ ("place", "Medusa's Island") },
  [NHS_REGION_CASTLE] = { "castle", NHS_N_ ("Castle"), NHS_ALIGN_NONE,
    .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Castle"), .level = "castle" },
  [NHS_REGION_GEHENNOM] = { "gehennom", NHS_N_ ("Gehennom"), NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth",
    .place = NHS_NC_ ("place", "Gehennom") },
  [NHS_REGION_VALLEY] = { "valley", NHS_N_ ("Valley of the Dead"), NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_NORMAL, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Valley of the Dead"), .level = "valley" },
  [NHS_REGION_VLAD] = { "vlad", NHS_N_ ("Vlad's Tower"), NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .builds_up = TRUE, .past_gehennom = TRUE,
    .depth_meaning = "depth of the tower level",
    .place = NHS_NC_ ("place", "Vlad's Tower") },
  [NHS_REGION_WIZARD_TOWER] = { "wizard-tower", NHS_N_ ("Wizard's Tower"), NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Wizard's Tower") },
  [NHS_REGION_EARTH] = { "earth", NHS_N_ ("Plane of Earth"), NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum", .place = NHS_N_ ("the Plane of Earth"), .level = "earth" },
  [NHS_REGION_AIR] = { "air", NHS_N_ ("Plane of Air"), NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum", .place = NHS_N_ ("the Plane of Air"), .level = "air" },
  [NHS_REGION_FIRE] = { "fire", NHS_N_ ("Plane of Fire"), NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "depth of the Sanctum", .place = NHS_N_ ("the Plane of Fire"), .level = "fire" },
  [NHS_REGION_WATER] = { "water", NHS_N_ ("Plane of Water"), NHS_ALIGN_NONE,
    .elemental = TRUE, .endgame = TRUE, .depth_meaning = "depth of the Sanctum", .place = NHS_N_ ("the Plane of Water"), .level = "water" },
  [NHS_REGION_ASTRAL] = { "astral", NHS_N_ ("Astral Plane"), NHS_ALIGN_NONE,
    .endgame = TRUE, .depth_meaning = "depth of the Sanctum", .place = NHS_N_ ("the Astral Plane"), .level = "astral" },
  /* EvilHack's dungeons (dat/dungeon.def): each a dungeon of its own, none
     hellish, their alignments the dungeons' own.  The Hidden Dungeon's
     portal lies on the Valley, Vecna's Domain's on the level below it, the
     Wizard's Tower's on wizportal, deep in Gehennom, and Purgatory's in the
     Sanctum, where the game opens it once Lucifer is dead (do.c). */
  [NHS_REGION_GOBLIN_TOWN] = { "goblin-town", NHS_N_ ("Goblin Town"), NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .pool = NHS_POOL_GOBLIN_TOWN,
    .only_layout = NHS_DUNGEON_LAYOUT_EVILHACK + 1, .depth_meaning = "dungeon depth",
    .place = NHS_NC_ ("place", "Goblin Town") },
  [NHS_REGION_ICE_QUEEN] = { "ice-queen", NHS_N_ ("Ice Queen's Realm"), NHS_ALIGN_NONE,
    .align_from_branch = TRUE, .pool = NHS_POOL_ICE_QUEEN,
    .only_layout = NHS_DUNGEON_LAYOUT_EVILHACK + 1, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Ice Queen's Realm") },
  [NHS_REGION_HIDDEN_DUNGEON] = { "hidden-dungeon", NHS_N_ ("Hidden Dungeon"), NHS_ALIGN_CHAOTIC, .align_from_branch = TRUE,
    .only_layout = NHS_DUNGEON_LAYOUT_EVILHACK + 1, .depth_meaning = "dungeon depth", .place = NHS_N_ ("the Hidden Dungeon"), .level = "hdgn" },
  [NHS_REGION_VECNA] = { "vecna", NHS_N_ ("Vecna's Domain"), NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .past_gehennom = TRUE,
    .only_layout = NHS_DUNGEON_LAYOUT_EVILHACK + 1, .depth_meaning = "dungeon depth",
    .place = NHS_NC_ ("place", "Vecna's Domain") },
  [NHS_REGION_WIZARD_DUNGEON] = { "wizard-dungeon", NHS_N_ ("Wizard's Tower (a dungeon of its own)"),
    NHS_ALIGN_CHAOTIC, .align_from_branch = TRUE, .builds_up = TRUE, .past_gehennom = TRUE,
    .only_layout = NHS_DUNGEON_LAYOUT_EVILHACK + 1,
    .depth_meaning = "depth of the tower level", .place = NHS_N_ ("the Wizard's Tower") },
  [NHS_REGION_PURGATORY] = { "purgatory", NHS_N_ ("Purgatory"), NHS_ALIGN_NEUTRAL,
    .align_from_branch = TRUE, .builds_up = TRUE, .past_gehennom = TRUE, .past_invocation = TRUE,
    .pool = NHS_POOL_PURGATORY, .only_layout = NHS_DUNGEON_LAYOUT_EVILHACK + 1,
    .depth_meaning = "depth of the Purgatory level",
    .place = NHS_NC_ ("place", "Purgatory") },
  /* xNetHack 9.1's dat/dungeon.lua: dungeons of their own, each reached
     from one fixed level of Gehennom (ten levels).  Their alignments are
     branch alignments, lost as 5.0.0's are (dungeon_align_lost; the Citadel
     of Dis names none: its file spells the key "kkalignment"); all are
     "hellish", so Inhell holds.  Temperatures: sp_lev.c makes a level in
     Gehennom hot unless its file says otherwise: cocytusfill.lua and
     asmodeus.lua say "cold", and baalz.lua and geryon.lua say so in
     Cocytus; juiblex.lua (Shedaklah's first level) says "temperate".  The
     Citadel of Dis goes up from Gehennom: a single level that builds up
     (dungeon.c builds_up: its branch's end1_up), so its difficulty is its
     depth + 2. */
  [NHS_REGION_COCYTUS] = { "cocytus", NHS_N_ ("Cocytus"), NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .in_hell = TRUE, .temperature = NHS_TEMPERATURE_COLD,
    .pool = NHS_POOL_COLD_OR_DEMON, .depth_meaning = "dungeon depth", .only_layout = NHS_DUNGEON_LAYOUT_XNETHACK + 1,
    .place = NHS_NC_ ("place", "Cocytus") },
  [NHS_REGION_ASPHODEL] = { "asphodel", NHS_N_ ("Asphodel"), NHS_ALIGN_LAWFUL,
    .align_from_branch = TRUE, .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "dungeon depth", .only_layout = NHS_DUNGEON_LAYOUT_XNETHACK + 1,
    .place = NHS_NC_ ("place", "Asphodel") },
  [NHS_REGION_SHEDAKLAH] = { "shedaklah", NHS_N_ ("Shedaklah"), NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "dungeon depth", .only_layout = NHS_DUNGEON_LAYOUT_XNETHACK + 1,
    .place = NHS_NC_ ("place", "Shedaklah") },
  [NHS_REGION_CITADEL_OF_DIS] = { "citadel-of-dis", NHS_N_ ("Citadel of Dis"), NHS_ALIGN_NONE,
    .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT, .builds_up = TRUE, .depth_meaning = "dungeon depth", .only_layout = NHS_DUNGEON_LAYOUT_XNETHACK + 1, .place = NHS_N_ ("the Citadel of Dis") },
  [NHS_REGION_ABYSS] = { "abyss", NHS_N_ ("Abyss"), NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "dungeon depth", .only_layout = NHS_DUNGEON_LAYOUT_XNETHACK + 1, .place = NHS_N_ ("the Abyss") },
  [NHS_REGION_TARTARUS] = { "tartarus", NHS_N_ ("Tartarus"), NHS_ALIGN_CHAOTIC,
    .align_from_branch = TRUE, .in_hell = TRUE, .temperature = NHS_TEMPERATURE_HOT,
    .depth_meaning = "dungeon depth", .only_layout = NHS_DUNGEON_LAYOUT_XNETHACK + 1,
    .place = NHS_NC_ ("place", "Tartarus") },
};

/* xNetHack 9.1's dat/dungeon.lua, where its regions differ from NetHack's
 * in more than depth: the Wizard's Tower is a dungeon of its own, going up
 * from Gehennom's eighth level (it builds up, as Vlad's Tower does). */
static NhsRegionInfo xnethack_regions[NHS_N_REGIONS];

static void
xnethack_regions_init (void)
{
  static gsize once;

  if (!g_once_init_enter (&once))
    return;
  memcpy (xnethack_regions, regions, sizeof regions);
  xnethack_regions[NHS_REGION_WIZARD_TOWER].builds_up = TRUE;
  xnethack_regions[NHS_REGION_WIZARD_TOWER].depth_meaning = "depth of the tower level";
  g_once_init_leave (&once, 1);
}

const NhsRegionInfo *
nhs_region_info_in (NhsVariantId variant,
                    NhsRegion    region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, &regions[0]);
  if (variant >= 0 && variant < NHS_N_VARIANTS
      && nhs_variant_get (variant)->dungeon_layout == NHS_DUNGEON_LAYOUT_XNETHACK)
    {
      xnethack_regions_init ();
      return &xnethack_regions[region];
    }
  return &regions[region];
}


const NhsRegionInfo *
nhs_region_info (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, &regions[0]);
  return &regions[region];
}

const char *
nhs_place_translate (const char  *place,
                     const char *(*translate) (const char *))
{
  const char *english, *t;

  g_return_val_if_fail (place != NULL, "");
  english = strchr (place, '\004') ? strchr (place, '\004') + 1 : place;
  if (translate == NULL)
    return english;
  t = translate (place);
  /* gettext answers the key itself where it has no translation */
  return t == NULL || strcmp (t, place) == 0 ? english : t;
}

const char *
nhs_region_place (const NhsRegionInfo *info)
{
  g_return_val_if_fail (info != NULL, "");
  return nhs_place_translate (info->place, NULL);
}

const char *
nhs_region_place_translated (const NhsRegionInfo *info,
                             const char       *(*translate) (const char *))
{
  g_return_val_if_fail (info != NULL, "");
  return nhs_place_translate (info->place, translate);
}

const char *
nhs_region_level_place (const char *level)
{
  g_return_val_if_fail (level != NULL, NULL);
  for (int i = 0; i < NHS_N_REGIONS; i++)
    if (regions[i].level && strcmp (regions[i].level, level) == 0)
      return nhs_region_place (&regions[i]);
  return NULL;
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

/* "dungeons, mines, ... or purgatory": every key, built once from the table. */
const char *
nhs_region_keys (void)
{
  static char *keys;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      GString *s = g_string_new (NULL);

      for (int i = 0; i < NHS_N_REGIONS; i++)
        {
          if (i > 0)
            g_string_append (s, i == NHS_N_REGIONS - 1 ? " or " : ", ");
          g_string_append (s, regions[i].key);
        }
      keys = g_string_free (s, FALSE);
      g_once_init_leave (&once, 1);
    }
  return keys;
}
