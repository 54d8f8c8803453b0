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
#include "nhs-dungeon-regions.h"

#include <string.h>

/* Marks the words the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

/* The fixed-map regions: the levels the version's dungeon description holds
 * for each (NULL: the region's one level, else every level of the region's
 * dungeon, nhs_dungeon_region_dungeon ()); their place is the region's
 * (nhs_region_place ()); their maps are said from the description
 * (nhs_level_region_maps_words ()), except where `maps` says more than it
 * can: the Quest's maps are the role's, SLASH'EM's Mines' End has the
 * mineking level below it. */
typedef struct {
  NhsRegion region;
  const char *levels;         /* NULL: the region's one level (NhsRegionInfo.level),
                                 else every level of its dungeon */
  const char *maps;           /* NULL: from the description */
  const char *maps_slashem;   /* NULL: as maps */
  const char *protofile;      /* the dungeon's PROTOFILE: its levels are this name
                                 numbered 1..length, listed or not (3.4.3 lists
                                 only tower1, SLASH'EM none) */
} FixedRegion;

static const FixedRegion fixed[] = {
  { NHS_REGION_MINETOWN, NULL },
  { NHS_REGION_MINES_END, "minend mineking", NULL,
    NHS_N_ ("one of the minend-N maps, and below it mineking (the Gnome King's wine cellar)") },
  /* dungeon.def's ENTRY -1: the game enters Sokoban at its bottom level,
     soko4; soko1 is the top (the words say so from the description) */
  { NHS_REGION_SOKOBAN, NULL },
  { NHS_REGION_ORACLE, NULL },
  { NHS_REGION_BIGROOM, NULL },
  { NHS_REGION_QUEST, "x-strt x-loca x-goal",
    NHS_N_ ("the role's own maps: x-strt (home), x-loca (locate), x-goal (goal) and the "
            "filler maps x-fila and x-filb (x: the role's three letters)") },
  { NHS_REGION_LUDIOS, NULL },
  { NHS_REGION_MEDUSA, NULL },
  { NHS_REGION_CASTLE, NULL },
  { NHS_REGION_VALLEY, NULL },
  /* three levels in NetHack, four in xNetHack and EvilHack */
  { NHS_REGION_VLAD, NULL, NULL, NULL, "tower" },
  { NHS_REGION_WIZARD_TOWER, "wizard1 wizard2 wizard3" },
  { NHS_REGION_EARTH, NULL },
  { NHS_REGION_AIR, NULL },
  { NHS_REGION_FIRE, NULL },
  { NHS_REGION_WATER, NULL },
  { NHS_REGION_ASTRAL, NULL },
  /* EvilHack's own dungeons (dat/dungeon.def): every level a MAP of
     goblintown.des, icequeen.des, hdgn.des, vecna.des, yendor.des and
     purgatory.des */
  { NHS_REGION_GOBLIN_TOWN, NULL },
  { NHS_REGION_ICE_QUEEN, NULL },
  { NHS_REGION_HIDDEN_DUNGEON, NULL },
  { NHS_REGION_VECNA, NULL },
  { NHS_REGION_WIZARD_DUNGEON, NULL },
  { NHS_REGION_PURGATORY, NULL },
  /* xNetHack's own dungeons below Gehennom (dat/dungeon.lua) whose levels
     are all the demon lords' lairs, each a des.map of its .lua (Cocytus's
     and the Abyss's fillers are made: below) */
  { NHS_REGION_ASPHODEL, NULL },
  { NHS_REGION_SHEDAKLAH, NULL },
  { NHS_REGION_CITADEL_OF_DIS, NULL },
  { NHS_REGION_TARTARUS, NULL },
};

/* The picker's peace_minded () (nhs-level-picker.c) takes a human hero of
   a new game whose alignment is neutral unless set; makemon.c makes no
   group of a peaceful monster (m_initgrp ()), trap.c's statue trap draws
   again for a unicorn of the hero's alignment, and sp_lev.c turns two
   gnomes or dwarves in three into random monsters in the Mines for a gnome
   or dwarf hero. */
const char *
nhs_level_hero_words (void)
{
  return NHS_N_ ("Made for a neutral human hero of a new game, at the experience level "
                 "chosen: the game reads the hero's alignment and race to decide which "
                 "monsters are peaceful (it makes no group of a peaceful monster), which "
                 "unicorn a statue trap can hold and, in the Gnomish Mines, how many gnomes "
                 "and dwarves a gnome or dwarf hero meets.");
}

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
  plan->place = nhs_region_place (nhs_region_info_in (variant->id, region >= 0 && region < NHS_N_REGIONS
                                                                  ? region : NHS_REGION_DUNGEONS));
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if ((int) fixed[i].region == region)
      {
        plan->shown = NHS_LEVEL_SHOWN_FIXED_MAP;
        return;
      }

  switch (region)
    {
    case NHS_REGION_MINES:
      plan->kind = NHS_LEVEL_KIND_MINES;
      break;
    case NHS_REGION_GEHENNOM:
      plan->kind = NHS_LEVEL_KIND_MAZE;
      break;
    case NHS_REGION_COCYTUS:
      /* (only xNetHack has it: the test above) */
      plan->kind = NHS_LEVEL_KIND_COCYTUS;
      break;
    case NHS_REGION_ABYSS:
      plan->kind = NHS_LEVEL_KIND_ABYSS;
      break;
    case NHS_REGION_ROGUE:
      plan->kind = NHS_LEVEL_KIND_ROGUE;
      if (!variant->has_rogue_level)
        {
          plan->shown = NHS_LEVEL_SHOWN_ABSENT;
          plan->place = nhs_region_info (region)->name;
        }
      break;
    case NHS_REGION_DUNGEONS:
    default:
      plan->kind = NHS_LEVEL_KIND_ROOMS;
      switch (variant->level_rooms)
        {
        case NHS_LEVEL_ROOMS_MKLEV_367:
        case NHS_LEVEL_ROOMS_MKLEV_343:
        case NHS_LEVEL_ROOMS_SLASHEM:
          break;
        case NHS_LEVEL_ROOMS_THEMED_37:
        case NHS_LEVEL_ROOMS_THEMED_500:
        case NHS_LEVEL_ROOMS_THEMED_XNH:
          break;   /* nhs-level-themerms.c */
        case NHS_LEVEL_ROOMS_EVILHACK:
          break;   /* nhs-level-evilhack.c */
        }
      break;
    }
}

static const FixedRegion *
fixed_region (int region)
{
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if ((int) fixed[i].region == region)
      return &fixed[i];
  return NULL;
}

/* The region's levels from the description, in the order the hero meets
   them: from the entry up in a dungeon entered at its bottom level
   (*from_bottom_out TRUE: dungeon.def's ENTRY -1, or an ENTRY that is its
   last level, as EvilHack's Wizard's Tower's 3 of 3), else from the top */
static int
region_maps (const NhsVariant  *variant,
             int                region,
             NhsLevelRegionMap *out,
             int                n,
             gboolean          *from_bottom_out)
{
  int entry = 0, levels = 0;
  gboolean from_bottom;

  const FixedRegion *f = fixed_region (region);
  g_autoptr (NhsDungeonDesc) desc = NULL;
  g_auto (GStrv) names = NULL;
  const char *whole = NULL;
  int k = 0;

  if (from_bottom_out)
    *from_bottom_out = FALSE;
  if (f == NULL || (desc = nhs_dungeon_desc_new (variant->id, NULL)) == NULL)
    return 0;
  if (f->levels)
    names = g_strsplit (f->levels, " ", -1);
  else if (nhs_region_info (region)->level)
    names = g_strsplit (nhs_region_info (region)->level, " ", -1);
  else
    whole = nhs_dungeon_region_dungeon (region);
  for (guint d = 0; d < desc->dungeons->len; d++)
    {
      const NhsDungeonDungeonDesc *dg = g_ptr_array_index (desc->dungeons, d);

      if (whole && strcmp (dg->name, whole) != 0)
        continue;
      if (whole && f->protofile)
        {
          /* every level of the dungeon is its protofile's map, numbered */
          for (int i = 1; i <= dg->base && k < n; i++)
            {
              g_autofree char *name = g_strdup_printf ("%s%d", f->protofile, i);

              entry = dg->entry;
              levels = dg->range == 0 ? dg->base : 0;
              out[k++] = (NhsLevelRegionMap) { .name = g_intern_string (name), .maps = 0,
                                               .chance = 100 };
            }
          continue;
        }
      for (guint l = 0; l < dg->levels->len && k < n; l++)
        {
          const NhsDungeonLevelDesc *lv = g_ptr_array_index (dg->levels, l);

          if (names && !g_strv_contains ((const char *const *) names, lv->name))
            continue;
          entry = dg->entry;
          levels = dg->range == 0 ? dg->base : 0;
          out[k].name = g_intern_string (lv->name);
          out[k].maps = lv->maps;
          out[k].chance = lv->chance;
          out[k].swap = lv->swap_name ? g_intern_string (lv->swap_name) : NULL;
          k++;
        }
    }
  /* the description lists a dungeon's levels from the top */
  from_bottom = entry == -1 || (entry > 1 && entry == levels);
  for (int i = 0; from_bottom && i < k / 2; i++)
    {
      NhsLevelRegionMap m = out[i];

      out[i] = out[k - 1 - i];
      out[k - 1 - i] = m;
    }
  if (from_bottom_out)
    *from_bottom_out = from_bottom;
  return k;
}

int
nhs_level_region_maps (const NhsVariant *variant,
                       int               region,
                       NhsLevelRegionMap *out,
                       int               n)
{
  return region_maps (variant, region, out, n, NULL);
}

#define TR(text) (translate ? translate (text) : (text))

char *
nhs_level_region_maps_words (const NhsVariant *variant,
                             int               region,
                             const char     *(*translate) (const char *))
{
  const FixedRegion *f = fixed_region (region);
  NhsLevelRegionMap maps[8];
  g_autoptr (GPtrArray) each = g_ptr_array_new_with_free_func (g_free);
  GString *s;
  gboolean from_bottom = FALSE;
  int n;

  if (f == NULL)
    return NULL;
  if (variant->dungeon_layout == NHS_DUNGEON_LAYOUT_SLASHEM && f->maps_slashem)
    return g_strdup (TR (f->maps_slashem));
  if (f->maps)
    return g_strdup (TR (f->maps));
  n = region_maps (variant, region, maps, G_N_ELEMENTS (maps), &from_bottom);
  for (int i = 0; i < n; i++)
    {
      const NhsLevelRegionMap *m = &maps[i];

      g_ptr_array_add (each, m->swap != NULL
                             /* Translators: xNetHack's swapped demon lairs: a level that is
                                one map in one game of two, the other in the other */
                             ? g_strdup_printf (TR ("the %s or the %s map"), m->name,
                                                m->swap)
                             : m->maps > 1
                             /* Translators: one of a level's maps; %s is its name (soko4) */
                             ? g_strdup_printf (TR ("one of the %s-N maps"), m->name)
                             /* Translators: a level's one map; %s is its name (castle) */
                             : g_strdup_printf (TR ("the %s map"), m->name));
    }
  if (each->len == 0)
    return NULL;
  s = g_string_new (g_ptr_array_index (each, 0));
  for (guint i = 1; i < each->len; i++)
    {
      if (i + 1 < each->len)
        g_string_append_printf (s, ", %s", (const char *) g_ptr_array_index (each, i));
      else
        {
          /* Translators: the last of a list: "A, B and C" (%s: the list so far, the last) */
          g_autofree char *joined = g_strdup_printf (TR ("%s and %s"), s->str,
                                                     (const char *) g_ptr_array_index (each, i));

          g_string_assign (s, joined);
        }
    }
  /* a dungeon entered at its bottom: said from the entry up */
  if (from_bottom && each->len > 1)
    {
      /* Translators: a dungeon entered at its bottom level; %s: its levels' maps from
         the bottom up */
      g_autofree char *up = g_strdup_printf (TR ("from its entry, the bottom level, up: %s"),
                                             s->str);

      g_string_assign (s, up);
    }
  return g_string_free (s, FALSE);
}

#undef TR

/* "minetn-1 ... minetn-7 (1 in 7 each)", "the bigrm-N ... (40 in 100 games)" */
static char *
maps_text (const NhsVariant *variant, int region)
{
  NhsLevelRegionMap maps[8];
  int n = nhs_level_region_maps (variant, region, maps, G_N_ELEMENTS (maps));
  GString *s;

  gboolean worth = FALSE;

  for (int i = 0; i < n; i++)
    worth |= maps[i].maps > 1 || (maps[i].chance > 0 && maps[i].chance < 100)
             || maps[i].swap != NULL;
  if (!worth)
    return NULL;   /* single maps, always made: the names say it all */
  s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      if (i)
        g_string_append (s, "; ");
      if (maps[i].swap != NULL)
        g_string_append_printf (s, "%s or %s, 1 in 2 each", maps[i].name, maps[i].swap);
      else if (maps[i].maps > 1)
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
        g_autofree char *words = nhs_level_region_maps_words (variant, plan->region, NULL);

        return g_strdup_printf ("In %s, %s is not generated: the game draws it from its "
                                "own maps (%s%s%s); nhspawn-cli dungeon gives where it lies.",
                                variant->display_name, plan->place, words ? words : "",
                                maps ? ": " : "", maps ? maps : "");
      }
    case NHS_LEVEL_SHOWN_NOT_MODELLED:
      return g_strdup_printf ("In %s, %s: %s.", variant->display_name, plan->place, plan->why);
    case NHS_LEVEL_SHOWN_ABSENT:
      /* the same place as another of the version's regions (EvilHack's
         Wizard's Tower, a dungeon of its own): named, not denied */
      for (int r = 0; plan->region >= 0 && plan->region < NHS_N_REGIONS && r < NHS_N_REGIONS; r++)
        {
          const char *place = nhs_region_place (nhs_region_info (plan->region));

          if (r != plan->region && nhs_region_available (variant->id, r)
              && strcmp (nhs_region_place (nhs_region_info_in (variant->id, r)), place) == 0)
            return g_strdup_printf ("In %s, %s is not the region %s but the region %s.",
                                    variant->display_name, place,
                                    nhs_region_info (plan->region)->key, nhs_region_info (r)->key);
        }
      return g_strdup_printf ("%s has no %s.", variant->display_name, plan->place);
    case NHS_LEVEL_SHOWN_MADE:
    default:
      return g_strdup_printf ("In %s, %s is made by this program's generator.",
                              variant->display_name, plan->place);
    }
}
