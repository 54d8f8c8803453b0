/* nhs-level-sample.c: the sample level of a situation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "nhs-level-sample.h"
#include "nhs-level-picker.h"
#include "nhs-level.h"
#include "nhs-variant.h"
#include "nhs-dungeon-place.h"
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-regions.h"
#include "nhs-dungeon-report.h"
#include "nhs-strings.h"

/* The sentence in place of a level the game does not generate here. */
static char *
plan_message (const NhsVariant         *chosen,
              const NhsLevelRegionPlan *plan)
{
  /* the region as a sentence says it, in German with its article ("das
     Fegefeuer", where the drop-down says "Fegefeuer") */
  const char *place = plan->region >= 0 && plan->region < NHS_N_REGIONS
                      ? nhs_strings_region_place (plan->region) : _(plan->place);

  if (plan->shown == NHS_LEVEL_SHOWN_FIXED_MAP)
    {
      NhsLevelRegionMap maps[8];
      int n = nhs_level_region_maps (chosen, plan->region, maps, G_N_ELEMENTS (maps));
      g_autoptr (GString) list = g_string_new (NULL);
      g_autofree char *words = nhs_level_region_maps_words (chosen, plan->region,
                                                            nhs_strings_gettext);

      /* each level drawn from several maps, or not always made: how likely */
      for (int i = 0; i < n; i++)
        {
          if (maps[i].maps > 1)
            /* Translators: a level's maps: name, name, count, count */
            g_string_append_printf (list, _(" %s-1 … %s-%d: 1 in %d each."), maps[i].name,
                                    maps[i].name, maps[i].maps, maps[i].maps);
          if (maps[i].chance > 0 && maps[i].chance < 100)
            /* Translators: a level the game makes only sometimes: name, chance */
            g_string_append_printf (list, _(" %s is made in %d of 100 games."),
                                    maps[i].name, maps[i].chance);
        }
      /* Translators: the level view in a fixed-map region: the version,
         the place, the game's names of its maps, then how likely each is */
      return g_strdup_printf (_("In %s, %s is not generated: the game draws it from "
                                "its own maps (%s).%s The Dungeon page gives where it "
                                "lies."),
                              _(chosen->display_name), place, words ? words : "",
                              list->str);
    }
  if (plan->shown == NHS_LEVEL_SHOWN_NOT_MODELLED)
    /* Translators: the level view where a level's rules are not modelled:
       the version, the place, then what is not modelled */
    return g_strdup_printf (_("In %s, %s: %s."), _(chosen->display_name),
                            place, _(plan->why));
  /* Translators: the version, then a place it does not have, as a
     sentence says it ("the Rogue level", "Purgatory") */
  return g_strdup_printf (_("%s does not have %s."), _(chosen->display_name), place);
}

static char *
about_text (int               kind,
            const NhsVariant *chosen)
{
  if (kind == NHS_LEVEL_KIND_MAZE && chosen->level_hell_fill == NHS_HELL_FILL_LUA)
    /* Translators: under the sample level, in 5.0.0's or 3.7's Gehennom; %s is a game version */
    return g_strdup_printf (_("%s's Gehennom filler level, one of the kinds its dat/hellfill.lua "
                              "makes (mazes, caves, lava), the way the game makes it, boulders "
                              "included. Other objects and gold are left out, and so are the "
                              "stairs to Vlad's Tower on the level that holds them."),
                            _(chosen->display_name));
  if (kind == NHS_LEVEL_KIND_MAZE && chosen->level_hell_fill == NHS_HELL_FILL_CAVE_XNH)
    /* Translators: under the sample level, in xNetHack's Gehennom; %s is a game version */
    return g_strdup_printf (_("%s's Gehennom filler level, a cave with lava and up to two of "
                              "the prefabs its dat/hellfill.lua draws from, the way the game "
                              "makes it, boulders included, with the branch stairs each of "
                              "these levels holds (down to Cocytus, Asphodel or the Abyss, or "
                              "up to the Wizard's Tower). Other objects and gold are left "
                              "out; the spiral, "
                              "the kraken and the pit fiends' hall are drawn as their outline."),
                            _(chosen->display_name));
  if (kind == NHS_LEVEL_KIND_COCYTUS)
    /* Translators: under the sample level, in xNetHack's Cocytus; %s is a game version */
    return g_strdup_printf (_("%s's Cocytus filler level, the first level of Cocytus (the two "
                              "below it are fixed maps): a cave whose floor is half ice, with "
                              "its ice devils, demons and cold traps, the way the game's "
                              "dat/cocytusfill.lua makes it, boulders included, mirrored at "
                              "random as the game mirrors it. Other objects and gold are "
                              "left out."),
                            _(chosen->display_name));
  if (kind == NHS_LEVEL_KIND_ABYSS)
    /* Translators: under the sample level, in xNetHack's Abyss; %s is a game version */
    return g_strdup_printf (_("%s's Abyss filler level, the Abyss's first or second level (its "
                              "third is a fixed map): a rim of floor round a gulf of open air "
                              "(the faintly coloured blank squares), with its demons, the way "
                              "the game's dat/abyssfill.lua makes it, its rolling boulder "
                              "traps' boulders included, mirrored at random as the game "
                              "mirrors it (the rim at the top or the bottom, the up stairs "
                              "at the left or the right end). Other objects are left out."),
                            _(chosen->display_name));
  if (kind == NHS_LEVEL_KIND_MAZE && chosen->level_hell_fill == NHS_HELL_FILL_DES_EVILHACK)
    /* Translators: under the sample level, in EvilHack's Gehennom; %s is a game version */
    return g_strdup_printf (_("%s's Gehennom filler level (hellfill in its dat/gehennom.des): a "
                              "cave in lava with a lava river, its undead, dragons, demons and "
                              "salamanders and its objects (what each is, not its enchantment "
                              "or contents), its statue traps' statues and rolling boulder "
                              "traps' boulders and its branch where it holds one (Vecna's "
                              "Domain's portal, the stairs down to Vlad's Tower), the way the "
                              "game makes it."),
                            _(chosen->display_name));
  if (kind == NHS_LEVEL_KIND_MINES && chosen->level_minefill == NHS_MINEFILL_LUA)
    /* Translators: under the sample level, in the Gnomish Mines of 3.7,
       5.0.0 and xNetHack (minefill.lua); %s is a game version */
    return g_strdup_printf (_("%s's Gnomish Mines filler level, a cave with its gnomes, "
                              "dwarves and traps, the way the game makes it, boulders "
                              "included. Other objects and gold are left out."),
                            _(chosen->display_name));
  if (kind == NHS_LEVEL_KIND_ROGUE && chosen->level_rogue_rooms_unfilled)
    /* Translators: under the sample level, on 3.7's and 5.0.0's Rogue level;
       %s is a game version */
    return g_strdup_printf (_("%s's Rogue level, nine cells of rooms and crossings joined by "
                              "corridors, the way the game makes it: its rooms are never "
                              "filled (no monster, trap or gold), so a sleeping ghost is its "
                              "one monster. The ghost's objects are left out."),
                            _(chosen->display_name));
  return g_strdup_printf (
    kind == NHS_LEVEL_KIND_MAZE
    /* Translators: under the sample level, in Gehennom; %s is a game version */
    ? _("%s's maze, as Gehennom's filler levels are made, "
        "the way the game makes it, boulders included, with the stairs to Vlad's Tower on "
        "the level that holds them. Other objects and gold are left out.")
    : kind == NHS_LEVEL_KIND_MINES
    /* Translators: under the sample level, in the Gnomish Mines; %s is a game version */
    ? _("%s's Gnomish Mines filler level, a cave with its gnomes, "
        "dwarves and traps, the way the game makes it. Objects and gold are left out.")
    : kind == NHS_LEVEL_KIND_ROGUE
    /* Translators: under the sample level, on the Rogue level; %s is a game version */
    ? _("%s's Rogue level, nine cells of rooms and crossings joined by corridors, "
        "with a sleeping ghost, the way the game makes it. Objects and gold are left out.")
    /* Translators: under the sample level; %s is a game version */
    : _("%s's ordinary room-and-corridor level, made the way "
        "the game makes it. Objects and gold are left out."),
    _(chosen->display_name));
}

/* The exception to "objects are left out": a statue trap's statue, where
   the level has one and its words above do not name it already */
static const char *
statue_text (const NhsLevel   *level,
             int               kind,
             const NhsVariant *chosen)
{
  if (kind == NHS_LEVEL_KIND_MAZE && chosen->level_hell_fill == NHS_HELL_FILL_DES_EVILHACK)
    return "";
  for (int i = 0; i < nhs_level_n_objects (level); i++)
    {
      const NhsLevelObject *o = nhs_level_object (level, i);

      if (nhs_level_square (level, o->x, o->y)->trap != NHS_TRAP_STATUE)
        continue;
      if (o->contents_known == NHS_CONTENTS_KNOWN)
        /* Translators: added after the sample level's description when it
           has a statue trap whose contents are modelled; ` is the
           statue's symbol */
        return _(" The statue traps are the exception: each holds its statue (`), of the "
                 "monster the game draws for it, with what that monster starts with "
                 "inside; point at one to see them.");
      /* Translators: added after the sample level's description when it
         has a statue trap; ` is the statue's symbol */
      return _(" The statue traps are the exception: each holds its statue (`), of the "
               "monster the game draws for it; point at one to see which.");
    }
  return "";
}

/* The other exception: xNetHack's Billiards room, whose boulders are made
   (the only boulders an ordinary level shows) */
static const char *
billiards_text (const NhsLevel *level,
                int             kind)
{
  if (kind != NHS_LEVEL_KIND_ROOMS)
    return "";
  for (int i = 0; i < nhs_level_n_themed_rooms (level); i++)
    if (g_strcmp0 (nhs_level_themed_room (level, i), "Billiards room") == 0)
      /* Translators: added after the sample level's description when it
         has xNetHack's Billiards room (the room's name is the game's); 0
         is the boulder's symbol */
      return _(" The Billiards room's nine boulders (0) are shown, where the game puts them.");
  return "";
}

/* The invocation level, as the version makes it (NhsVariant.level_invocation) */
static char *
invocation_about_text (const NhsVariant *chosen)
{
  if (chosen->level_invocation == NHS_INVOCATION_MAZE_POS)
    /* Translators: under the sample level, the invocation level of 3.4.3
       and SLASH'EM; %s is a game version */
    return g_strdup_printf (_("%s's invocation level, the maze above Gehennom's bottom: the "
                              "vibrating square's place instead of the down stairs. No trap "
                              "marks it in this version (the game shows floor there): it is "
                              "drawn ~ here and named when pointed at. Objects and gold are "
                              "left out."),
                            _(chosen->display_name));
  if (chosen->level_invocation == NHS_INVOCATION_FILLER_TRAP)
    /* Translators: under the sample level, 5.0.0's invocation level; %s is
       a game version */
    return g_strdup_printf (_("%s's invocation level: a Gehennom filler of its dat/hellfill.lua "
                              "with the vibrating square (~, a trap, drawn as every trap here, "
                              "seen or not) instead of the down stairs, boulders included. "
                              "Other objects and gold are left out."),
                            _(chosen->display_name));
  /* Translators: under the sample level, the invocation level of 3.6.7
     and EvilHack; %s is a game version */
  return g_strdup_printf (_("%s's invocation level, the maze above Gehennom's bottom: the "
                            "vibrating square (~, a trap, drawn as every trap here, seen or "
                            "not) instead of the down stairs, boulders included. Other "
                            "objects and gold are left out."),
                          _(chosen->display_name));
}

/* The themed rooms other than the version's plain one (5.0.0's "default",
   EvilHack's ordinary room) and the fills, by the game's names
   (" Themed rooms: Pillars; fills: Ice room."; EvilHack: " Room templates
   (dat/vaults.des): storeroom."), or "". */
static char *
themed_text (const NhsLevel *level)
{
  g_autoptr (GString) rooms = g_string_new (NULL);
  g_autoptr (GString) fills = g_string_new (NULL);

  for (int i = 0; i < nhs_level_n_themed_rooms (level); i++)
    {
      const char *name = nhs_level_themed_room (level, i);

      if (nhs_level_themed_room_plain (nhs_level_get_variant (level), name))
        continue;
      g_string_append_printf (rooms, "%s%s", rooms->len ? ", " : "", name);
    }
  for (int i = 0; i < nhs_level_n_themed_fills (level); i++)
    g_string_append_printf (fills, "%s%s", fills->len ? ", " : "", nhs_level_themed_fill (level, i));
  /* EvilHack has no themed rooms: its makerooms () builds rooms from the
     templates of dat/vaults.des (rooms of type rndvault, none of them a
     special room; the names are the file's), and it has no fills */
  if (rooms->len && nhs_level_get_variant (level)->level_rooms == NHS_LEVEL_ROOMS_EVILHACK)
    /* Translators: the sample EvilHack level's room templates (the names
       dat/vaults.des gives them, kept in English) */
    return g_strdup_printf (_(" Room templates (dat/vaults.des): %s."), rooms->str);
  if (rooms->len && fills->len)
    /* Translators: the sample level's themed rooms, then their fills (the game's names) */
    return g_strdup_printf (_(" Themed rooms: %s; fills: %s."), rooms->str, fills->str);
  if (rooms->len)
    /* Translators: the sample level's themed rooms (the game's names) */
    return g_strdup_printf (_(" Themed rooms: %s."), rooms->str);
  if (fills->len)
    /* Translators: the sample level's themed fills (the game's names) */
    return g_strdup_printf (_(" Themed fills: %s."), fills->str);
  return g_strdup ("");
}

static char *
info_text (const NhsLevelSample *sample)
{
  int n = nhs_level_n_monsters (sample->level);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, sample->seed);
  /* Translators: how many monsters the sample level holds */
  g_autofree char *monsters = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d monster",
                                                             "%d monsters", n), n);

  if (sample->kind == NHS_LEVEL_KIND_COCYTUS)
    /* Translators: the sample Cocytus level: depth, seed, then "N monsters" */
    return g_strdup_printf (_("Depth %d, seed %s: a Cocytus filler level, %s. "
                              "Point at a square to see what it is."),
                            sample->depth, seed, monsters);
  if (sample->kind == NHS_LEVEL_KIND_ABYSS)
    /* Translators: the sample Abyss level: depth, seed, then "N monsters" */
    return g_strdup_printf (_("Depth %d, seed %s: an Abyss filler level, %s. "
                              "Point at a square to see what it is."),
                            sample->depth, seed, monsters);
  /* (makemaz ("")'s mazes are mazes; the fillers of 5.0.0, xNetHack and
     EvilHack are level files of their own) */
  if (sample->kind == NHS_LEVEL_KIND_MAZE
      && nhs_variant_get (sample->situation.variant)->level_hell_fill != NHS_HELL_FILL_MAZE_343
      && nhs_variant_get (sample->situation.variant)->level_hell_fill != NHS_HELL_FILL_MAZE_36)
    /* Translators: the sample Gehennom filler level: depth, seed, then "N monsters" */
    return g_strdup_printf (_("Depth %d, seed %s: a Gehennom filler level, %s. "
                              "Point at a square to see what it is."),
                            sample->depth, seed, monsters);
  if (sample->kind == NHS_LEVEL_KIND_MAZE)
    /* Translators: the sample maze: depth, seed, then "N monsters" */
    return g_strdup_printf (_("Depth %d, seed %s: a maze, %s. "
                              "Point at a square to see what it is."),
                            sample->depth, seed, monsters);
  if (sample->kind == NHS_LEVEL_KIND_MINES)
    /* Translators: the sample Mines level: depth, seed, then "N monsters" */
    return g_strdup_printf (_("Depth %d, seed %s: a Gnomish Mines level, %s. "
                              "Point at a square to see what it is."),
                            sample->depth, seed, monsters);
  {
    g_autofree char *themed = themed_text (sample->level);

    /* Translators: the sample level: depth, seed, rooms, "N monsters", then
       the themed rooms' sentence or nothing */
    return g_strdup_printf (_("Depth %d, seed %s: %d rooms, %s.%s "
                              "Point at a square to see what it is."),
                            sample->depth, seed, nhs_level_n_rooms (sample->level), monsters,
                            themed);
  }
}

/* Whether the games in the sample's situation have a filler level there
   (the sidebar's line gives every kind, from the same core answer):
   nothing when all have, else a sentence with the share. */
static char *
existence_text (const NhsLevelSample *sample)
{
  NhsSituation sit = sample->situation;
  g_autofree char *share = NULL;

  sit.depth = sample->depth;
  share = nhs_dungeon_situation_share (&sit, sample->invocation);
  if (strcmp (share, "1") == 0)
    return g_strdup ("");
  if (strcmp (share, "0") == 0)
    /* Translators: after the sample level's description; %d is the depth */
    return g_strdup_printf (_(" At depth %d no game has a level like this one: the sidebar's "
                              "depth line says what is there. This shows what one would be."),
                            sample->depth);
  /* Translators: after the sample level's description; the depth, then a
     fraction of games ("1/5") */
  return g_strdup_printf (_(" At depth %d a level like this one is made in %s of the games "
                            "in this situation; the sidebar's depth line gives the others."),
                          sample->depth, share);
}

gboolean
nhs_level_sample_seeded (const NhsSituation *situation)
{
  NhsLevelRegionPlan plan;

  g_return_val_if_fail (situation != NULL, FALSE);
  nhs_level_region_plan (nhs_variant_get (situation->variant), situation->region, &plan);
  return plan.shown == NHS_LEVEL_SHOWN_MADE;
}

NhsLevelSample *
nhs_level_sample_new (const NhsSituation *situation,
                      NhsMonsterSet      *set,
                      guint64             seed,
                      gboolean            invocation,
                      gboolean            record_phases)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsLevelSample *sample = g_new0 (NhsLevelSample, 1);
  const NhsVariant *chosen = nhs_variant_get (situation->variant);
  NhsLevelRegionPlan plan;
  NhsLevelParams params = { 0 };

  sample->kind = -1;
  sample->situation = *situation;
  sample->depth = MAX (1, situation->depth);
  sample->seed = seed;
  sample->set = set;
  sample->invocation = invocation = invocation && situation->region == NHS_REGION_GEHENNOM;

  params.depth = sample->depth;
  params.seed = seed;
  params.amulet = situation->amulet;
  params.branch = NHS_LEVEL_BRANCH_AUTO;
  params.record_phases = record_phases;
  /* the level's monsters: the core's exact distributions for this version
     and situation, at the level's depth, so every one carries its name */
  if (set != NULL)
    {
      picker = nhs_level_picker_new (set, situation, params.depth, NULL);
      if (picker != NULL)
        nhs_level_picker_install (picker, &params);
    }
  /* the level the region holds in this version: made by a generator, or
     the game's own map (named, not drawn), or not modelled */
  nhs_level_region_plan (chosen, situation->region, &plan);
  if (!nhs_level_sample_seeded (situation))
    {
      sample->message = plan_message (chosen, &plan);
      if (plan.shown == NHS_LEVEL_SHOWN_FIXED_MAP)
        {
          /* which of its levels the situation stands on (the sidebar's line) */
          g_autofree char *line = nhs_dungeon_describe_situation (situation, nhs_strings_gettext);

          if (line != NULL)
            {
              /* Translators: after the fixed maps' sentence: what the level
                 the situation stands on is ("depth 6: always Sokoban's
                 third level") */
              char *more = g_strdup_printf (_("%s Here: %s."), sample->message, line);

              g_free (sample->message);
              sample->message = more;
            }
        }
      sample->about = g_strdup (sample->message);
      sample->info = g_strdup ("");
      return sample;
    }
  params.kind = plan.kind;
  params.variant = chosen;
  params.invocation = invocation;
  if (invocation && chosen->level_invocation == NHS_INVOCATION_FIXED_MAP)
    {
      /* Translators: the Level page's invocation level in xNetHack; %s is a
         game version, dat/invocation.lua the game's file */
      sample->message = g_strdup_printf (_("%s draws the invocation level from its own fixed "
                                           "map, dat/invocation.lua; none is made here."),
                                         _(chosen->display_name));
      sample->about = g_strdup (sample->message);
      sample->info = g_strdup ("");
      return sample;
    }
  sample->level = nhs_level_generate (&params, &error);
  if (sample->level == NULL)
    {
      sample->info = g_strdup (error->message);
      sample->about = g_strdup ("");
      return sample;
    }
  sample->kind = params.kind;
  {
    g_autofree char *about = invocation ? invocation_about_text (chosen)
                                        : about_text (params.kind, chosen);
    g_autofree char *exists = existence_text (sample);
    g_autofree char *medusa = nhs_level_above_medusa_words (sample->level, nhs_strings_gettext);
    g_autofree char *engravings = nhs_level_engravings_words (sample->level, nhs_strings_gettext);

    sample->about = g_strconcat (about, statue_text (sample->level, params.kind, chosen),
                                 billiards_text (sample->level, params.kind), exists,
                                 medusa != NULL ? " " : "", medusa != NULL ? medusa : "",
                                 engravings != NULL ? " " : "", engravings != NULL ? engravings : "",
                                 " ", _(nhs_level_hero_words ()), NULL);
  }
  sample->info = info_text (sample);
  return sample;
}

gboolean
nhs_level_sample_is_for (const NhsLevelSample *sample,
                         const NhsSituation   *situation,
                         const NhsMonsterSet  *set,
                         guint64               seed,
                         gboolean              invocation)
{
  invocation = invocation && situation->region == NHS_REGION_GEHENNOM;
  return sample != NULL && sample->seed == seed && sample->set == set
         && sample->invocation == invocation
         && memcmp (&sample->situation, situation, sizeof *situation) == 0;
}

void
nhs_level_sample_free (NhsLevelSample *sample)
{
  if (sample == NULL)
    return;
  g_clear_pointer (&sample->level, nhs_level_free);
  g_free (sample->message);
  g_free (sample->about);
  g_free (sample->info);
  g_free (sample);
}
