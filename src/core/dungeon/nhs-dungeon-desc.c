/* nhs-dungeon-desc.c: each version's dungeon description
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NetHack 3.4.3, 3.6.7, the 3.7 snapshot and 5.0.0 describe one dungeon
 * (dat/dungeon.def; dat/dungeon.lua since 3.7) that differs in a few
 * numbers only: those are the named fields of a version's row below.
 * SLASH'EM's dungeon.def is a dungeon of its own.  The numbers are read
 * from the game's file (base, range, chance, the number of maps); the
 * words are ours.
 */
#include "nhs-dungeon-desc.h"
#include "nhs-error.h"

#include <string.h>

/* What a version's row changes in NetHack's dungeon. */
typedef struct {
  const char *variant_key;
  const char *source;
  gboolean slashem;          /* SLASH'EM's own dungeon.def */
  int bigroom_maps;          /* bigrm-1 .. bigrm-N */
  int medusa_maps;           /* medusa-1 .. medusa-N */
  gboolean tower_levels_listed; /* tower2, tower3 are named special levels (3.6+) */
  gboolean tutorial;         /* "The Tutorial", an unconnected dungeon (3.7+) */
  gboolean rogue;            /* the Rogue level (3.4.3 with REINCARNATION, 3.6, 3.7, 5.0) */
  gboolean xnethack;         /* xNetHack's own dat/dungeon.lua */
} VersionRow;

static const VersionRow rows[] = {
  { "3.4.3", "NetHack 3.4.3 dat/dungeon.def, src/dungeon.c (REINCARNATION on)",
    FALSE, 5, 2, FALSE, FALSE, TRUE },
  { "3.6.7", "NetHack 3.6.7 dat/dungeon.def, src/dungeon.c",
    FALSE, 10, 4, TRUE, FALSE, TRUE },
  { "3.7", "NetHack 3.7 snapshot 79c88950 dat/dungeon.lua, src/dungeon.c",
    FALSE, 11, 4, TRUE, TRUE, TRUE },
  { "5.0.0", "NetHack 5.0.0 (16ff5911) dat/dungeon.lua, src/dungeon.c",
    FALSE, 13, 4, TRUE, TRUE, TRUE },
  { "slashem", "SLASH'EM 0.0.8E0F2 dat/dungeon.def, src/dungeon.c (REINCARNATION off)",
    TRUE, 5, 4, FALSE, FALSE, FALSE },
  { "xnethack", "xNetHack 9.1 (3dd346ca) dat/dungeon.lua, src/dungeon.c",
    FALSE, 15, 4, TRUE, TRUE, FALSE, TRUE },
};

static NhsDungeonDungeonDesc *
dungeon (NhsDungeonDesc *d,
         const char     *name,
         int             base,
         int             range,
         int             entry)
{
  NhsDungeonDungeonDesc *dg = g_new0 (NhsDungeonDungeonDesc, 1);

  dg->name = name;
  dg->base = base;
  dg->range = range;
  dg->entry = entry;
  dg->chance = 100;
  dg->levels = g_ptr_array_new_with_free_func (g_free);
  dg->branches = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (d->dungeons, dg);
  return dg;
}

static NhsDungeonLevelDesc *
level (NhsDungeonDungeonDesc *dg,
       const char            *name,
       int                    base,
       int                    range)
{
  NhsDungeonLevelDesc *l = g_new0 (NhsDungeonLevelDesc, 1);

  l->name = name;
  l->base = base;
  l->range = range;
  l->chance = 100;
  g_ptr_array_add (dg->levels, l);
  return l;
}

static NhsDungeonLevelDesc *
chained (NhsDungeonDungeonDesc *dg,
         const char            *name,
         const char            *chain,
         int                    base)
{
  NhsDungeonLevelDesc *l = level (dg, name, base, 0);

  l->chain = chain;
  return l;
}

static NhsDungeonBranchDesc *
branch (NhsDungeonDungeonDesc *dg,
        const char            *child,
        int                    base,
        int                    range,
        NhsBranchType          type,
        gboolean               up)
{
  NhsDungeonBranchDesc *b = g_new0 (NhsDungeonBranchDesc, 1);

  b->child = child;
  b->base = base;
  b->range = range;
  b->type = type;
  b->up = up;
  g_ptr_array_add (dg->branches, b);
  return b;
}

static void
mapped (NhsDungeonLevelDesc *l,
        int                  chance,
        int                  maps)
{
  l->chance = chance;
  l->maps = maps;
}

/* The quest, the Elemental Planes and the rest every NetHack shares. */
static void
describe_nethack (NhsDungeonDesc  *d,
                  const VersionRow *row)
{
  NhsDungeonDungeonDesc *dg;

  dg = dungeon (d, "The Dungeons of Doom", 25, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  if (row->rogue)
    level (dg, "rogue", 15, 4);
  level (dg, "oracle", 5, 5);
  branch (dg, "Sokoban", 1, 0, NHS_BRANCH_STAIR, TRUE)->chain = "oracle";
  mapped (level (dg, "bigrm", 10, 3), 40, row->bigroom_maps);
  branch (dg, "The Quest", 6, 2, NHS_BRANCH_PORTAL, FALSE)->chain = "oracle";
  branch (dg, "Fort Ludios", 18, 4, NHS_BRANCH_PORTAL, FALSE);
  mapped (level (dg, "medusa", -5, 4), 100, row->medusa_maps);
  level (dg, "castle", -1, 0);
  branch (dg, "Gehennom", 0, 0, NHS_BRANCH_NO_DOWN, FALSE)->chain = "castle";
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);

  dg = dungeon (d, "Gehennom", 20, 5, 0);
  branch (dg, "Vlad's Tower", 9, 5, NHS_BRANCH_STAIR, TRUE);
  level (dg, "valley", 1, 0);
  level (dg, "sanctum", -1, 0);
  level (dg, "juiblex", 4, 4);
  level (dg, "baalz", 6, 4);
  level (dg, "asmodeus", 2, 6);
  level (dg, "wizard1", 11, 6);
  chained (dg, "wizard2", "wizard1", 1);
  chained (dg, "wizard3", "wizard1", 2);
  level (dg, "orcus", 10, 6);
  level (dg, "fakewiz1", -6, 4);
  level (dg, "fakewiz2", -6, 4);

  dg = dungeon (d, "The Gnomish Mines", 8, 2, 0);
  mapped (level (dg, "minetn", 3, 2), 100, 7);
  mapped (level (dg, "minend", -1, 0), 100, 3);

  dg = dungeon (d, "The Quest", 5, 2, 0);
  level (dg, "x-strt", 1, 1);
  level (dg, "x-loca", 3, 1);
  level (dg, "x-goal", -1, 0);

  dg = dungeon (d, "Sokoban", 4, 0, -1);
  for (int i = 1; i <= 4; i++)
    mapped (level (dg, (const char *[]) { "soko1", "soko2", "soko3", "soko4" }[i - 1], i, 0),
            100, 2);

  dg = dungeon (d, "Fort Ludios", 1, 0, 0);
  dg->floating_entry = TRUE;
  level (dg, "knox", -1, 0);

  dg = dungeon (d, "Vlad's Tower", 3, 0, -1);
  level (dg, "tower1", 1, 0);
  if (row->tower_levels_listed)
    {
      level (dg, "tower2", 2, 0);
      level (dg, "tower3", 3, 0);
    }

  dg = dungeon (d, "The Elemental Planes", 6, 0, -2);
  level (dg, "astral", 1, 0);
  level (dg, "water", 2, 0);
  level (dg, "fire", 3, 0);
  level (dg, "air", 4, 0);
  level (dg, "earth", 5, 0);
  level (dg, "dummy", 6, 0);

  if (row->tutorial)
    {
      dg = dungeon (d, "The Tutorial", 2, 0, 0);
      dg->unconnected = TRUE;
      level (dg, "tut-1", 1, 0);
      level (dg, "tut-2", 2, 0);
    }
}

/* xNetHack 9.1: 5.0's Dungeons of Doom without the Rogue level, the Big Room
 * lower (13-15) with 15 maps, three Oracle maps; eight Minetown and four
 * Mines' End maps; a Gehennom of exactly ten levels with fixed levels and
 * seven branches at fixed places: Vlad's Tower (four levels) up from its
 * second level, Cocytus, Asphodel and Shedaklah down from the third to the
 * fifth, the Citadel of Dis up from the sixth, the Abyss (with Tartarus below
 * its second level) down from the seventh, the Wizard's Tower (three levels,
 * a dungeon of its own) up from the eighth.  dungeon.lua swaps the two law
 * demons' levels (baalz, geryon) with percent(50), so Cocytus's second level
 * and Asphodel's are each one of the two; the chaos demons' (orcus,
 * yeenoghu) likewise for Shedaklah's second level and the Abyss's third:
 * those levels are named by the pair. */
static void
describe_xnethack (NhsDungeonDesc  *d,
                   const VersionRow *row)
{
  NhsDungeonDungeonDesc *dg;

  dg = dungeon (d, "The Dungeons of Doom", 25, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "Sokoban", 1, 0, NHS_BRANCH_STAIR, TRUE)->chain = "oracle";
  branch (dg, "The Quest", 6, 2, NHS_BRANCH_PORTAL, FALSE)->chain = "oracle";
  branch (dg, "Fort Ludios", 18, 4, NHS_BRANCH_PORTAL, FALSE);
  branch (dg, "Gehennom", 0, 0, NHS_BRANCH_NO_DOWN, FALSE)->chain = "castle";
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);
  mapped (level (dg, "oracle", 5, 5), 100, 3);
  mapped (level (dg, "bigrm", 13, 3), 40, row->bigroom_maps);
  mapped (level (dg, "medusa", -5, 4), 100, row->medusa_maps);
  level (dg, "castle", -1, 0);

  dg = dungeon (d, "Gehennom", 10, 0, 0);
  branch (dg, "Vlad's Tower", 2, 0, NHS_BRANCH_STAIR, TRUE);
  branch (dg, "Cocytus", 3, 0, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "Asphodel", 4, 0, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "Shedaklah", 5, 0, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Citadel of Dis", 6, 0, NHS_BRANCH_STAIR, TRUE);
  branch (dg, "The Abyss", 7, 0, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Wizard's Tower", 8, 0, NHS_BRANCH_STAIR, TRUE);
  level (dg, "valley", 1, 0);
  level (dg, "hellgate", 2, 0);
  level (dg, "styxmarsh", 5, 0);
  level (dg, "dis", 6, 0);
  level (dg, "invocation", -2, 0);
  level (dg, "sanctum", -1, 0);

  dg = dungeon (d, "The Gnomish Mines", 8, 2, 0);
  mapped (level (dg, "minetn", 3, 2), 100, 8);
  mapped (level (dg, "minend", -1, 0), 100, 4);

  dg = dungeon (d, "The Quest", 5, 2, 0);
  level (dg, "x-strt", 1, 1);
  level (dg, "x-loca", 3, 1);
  level (dg, "x-goal", -1, 0);

  dg = dungeon (d, "Sokoban", 4, 0, -1);
  for (int i = 1; i <= 4; i++)
    mapped (level (dg, (const char *[]) { "soko1", "soko2", "soko3", "soko4" }[i - 1], i, 0),
            100, 2);

  dg = dungeon (d, "Fort Ludios", 1, 0, 0);
  dg->floating_entry = TRUE;
  level (dg, "knox", -1, 0);

  dg = dungeon (d, "Vlad's Tower", 4, 0, -1);
  for (int i = 1; i <= 4; i++)
    level (dg, (const char *[]) { "tower1", "tower2", "tower3", "tower4" }[i - 1], i, 0);

  dg = dungeon (d, "Cocytus", 3, 0, 1);
  level (dg, "baalz or geryon", 2, 0);
  level (dg, "asmodeus", 3, 0);

  level (dungeon (d, "Asphodel", 1, 0, 0), "geryon or baalz", 1, 0);

  dg = dungeon (d, "Shedaklah", 2, 0, 0);
  level (dg, "juiblex", 1, 0);
  level (dg, "orcus or yeenoghu", 2, 0);

  level (dungeon (d, "The Citadel of Dis", 1, 0, 0), "dispater", 1, 0);

  dg = dungeon (d, "The Abyss", 3, 0, 0);
  branch (dg, "Tartarus", 2, 0, NHS_BRANCH_STAIR, FALSE);
  level (dg, "yeenoghu or orcus", 3, 0);

  level (dungeon (d, "Tartarus", 1, 0, 0), "demogorgon", 1, 0);

  dg = dungeon (d, "The Wizard's Tower", 3, 0, -1);
  level (dg, "wizard1", 1, 0);
  level (dg, "wizard2", 2, 0);
  level (dg, "wizard3", 3, 0);

  dg = dungeon (d, "The Elemental Planes", 6, 0, -2);
  level (dg, "astral", 1, 0);
  level (dg, "water", 2, 0);
  level (dg, "fire", 3, 0);
  level (dg, "air", 4, 0);
  level (dg, "earth", 5, 0);
  level (dg, "dummy", 6, 0);

  dg = dungeon (d, "The Tutorial", 2, 0, 0);
  dg->unconnected = TRUE;
  level (dg, "tut-1", 1, 0);
  level (dg, "tut-2", 2, 0);
}

/* SLASH'EM: its dungeon.def gives a dungeon's entry level on the branch
 * that leads there (add_branch); the first such branch sets it, which is
 * what `entry` holds here. */
static void
describe_slashem (NhsDungeonDesc  *d,
                  const VersionRow *row)
{
  NhsDungeonDungeonDesc *dg;
  static const char *const alignment_quests[] = { "Lawful Quest", "Neutral Quest",
                                                  "Chaotic Quest" };
  static const struct { const char *dungeon, *level; } one_level[] = {
    { "Lawful Quest", "nightmar" }, { "Neutral Quest", "beholder" },
    { "Chaotic Quest", "lich" },
  };
  static const struct { const char *dungeon, *level; } one_level_late[] = {
    { "The Wyrm Caves", "dragons" }, { "One-eyed Sam's Market", "blkmar" },
    { "The Lost Tomb", "tomb" }, { "The Spider Caves", "spiders" },
    { "The Sunless Sea", "sea" }, { "The Temple of Moloch", "mtemple" },
    { "The Giant Caverns", "cav2fill" },
  };

  dg = dungeon (d, "The Dungeons of Doom", 42, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  mapped (level (dg, "mall", 5, 2), 75, 2);
  level (dg, "oracle", 7, 3);
  branch (dg, "Sokoban", 1, 0, NHS_BRANCH_STAIR, TRUE)->chain = "oracle";
  mapped (level (dg, "rats", 10, 2), 50, 0);
  mapped (level (dg, "kobold", 11, 2), 50, 2);
  branch (dg, "Grund's Stronghold", 12, 2, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Quest", 15, 5, NHS_BRANCH_PORTAL, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (alignment_quests); i++)
    branch (dg, alignment_quests[i], 15, 5, NHS_BRANCH_PORTAL, FALSE);
  if (row->rogue)
    level (dg, "rogue", 15, 5);
  branch (dg, "The Wyrm Caves", 20, 2, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "One-eyed Sam's Market", 22, 2, NHS_BRANCH_PORTAL, FALSE);
  branch (dg, "The Lost Tomb", 21, 4, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Spider Caves", 26, 4, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Sunless Sea", 28, 4, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Temple of Moloch", 32, 4, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "The Giant Caverns", 32, 4, NHS_BRANCH_STAIR, FALSE);
  mapped (level (dg, "nymph", 23, 2), 45, 0);
  mapped (level (dg, "bigrm", 20, 7), 15, row->bigroom_maps);
  mapped (level (dg, "stor", 19, 8), 66, 3);
  mapped (level (dg, "guild", 26, 6), 50, 0);
  branch (dg, "Fort Ludios", 23, 4, NHS_BRANCH_PORTAL, FALSE);
  mapped (level (dg, "medusa", -5, 4), 100, row->medusa_maps);
  level (dg, "castle", -1, 0);
  branch (dg, "Gehennom", 0, 0, NHS_BRANCH_NO_DOWN, FALSE)->chain = "castle";
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);

  dg = dungeon (d, "Gehennom", 17, 0, 0);
  level (dg, "valley", 1, 0);
  level (dg, "sanctum", -1, 0);
  branch (dg, "Vlad's Tower", 3, 10, NHS_BRANCH_STAIR, TRUE);
  branch (dg, "Frankenstein's Lab", 3, 10, NHS_BRANCH_STAIR, TRUE);
  level (dg, "juiblex", 2, 5);
  level (dg, "yeenoghu", 2, 5);
  level (dg, "orcus", 2, 5);
  level (dg, "demogorg", 2, 5);
  level (dg, "wizard1", 7, 0);
  chained (dg, "wizard2", "wizard1", 1);
  chained (dg, "wizard3", "wizard1", 2);
  level (dg, "baalz", 10, 6);
  level (dg, "geryon", 10, 6);
  level (dg, "dispater", 10, 6);
  level (dg, "asmodeus", 10, 6);
  level (dg, "fakewiz1", 10, 6);
  level (dg, "fakewiz2", 10, 6);

  dg = dungeon (d, "The Gnomish Mines", 8, 2, 0);
  mapped (level (dg, "minetn", 3, 2), 100, 7);
  mapped (level (dg, "minend", -2, 0), 100, 3);
  level (dg, "mineking", -1, 0);

  dg = dungeon (d, "The Quest", 5, 2, 0);
  level (dg, "x-strt", 1, 1);
  level (dg, "x-loca", 3, 1);
  level (dg, "x-goal", -1, 0);

  for (guint i = 0; i < G_N_ELEMENTS (one_level); i++)
    level (dungeon (d, one_level[i].dungeon, 1, 0, 0), one_level[i].level, 1, 0);

  dg = dungeon (d, "Sokoban", 4, 0, -1);
  mapped (level (dg, "soko1", 1, 0), 100, 4);
  mapped (level (dg, "soko2", 2, 0), 100, 7);
  mapped (level (dg, "soko3", 3, 0), 100, 7);
  mapped (level (dg, "soko4", 4, 0), 100, 5);

  mapped (level (dungeon (d, "Grund's Stronghold", 1, 0, 0), "grund", 1, 0), 100, 3);

  dg = dungeon (d, "Fort Ludios", 1, 0, 0);
  dg->floating_entry = TRUE;
  level (dg, "knox", -1, 0);

  for (guint i = 0; i < G_N_ELEMENTS (one_level_late); i++)
    level (dungeon (d, one_level_late[i].dungeon, 1, 0, 0), one_level_late[i].level, 1, 0);

  dungeon (d, "Vlad's Tower", 3, 0, -1);
  level (dungeon (d, "Frankenstein's Lab", 1, 0, 0), "frnknstn", 1, 0);

  dg = dungeon (d, "The Elemental Planes", 6, 0, -2);
  level (dg, "astral", 1, 0);
  level (dg, "water", 2, 0);
  level (dg, "fire", 3, 0);
  level (dg, "air", 4, 0);
  level (dg, "earth", 5, 0);
  level (dg, "dummy", 6, 0);
}

static void
dungeon_desc_free (gpointer p)
{
  NhsDungeonDungeonDesc *dg = p;

  g_ptr_array_unref (dg->levels);
  g_ptr_array_unref (dg->branches);
  g_free (dg);
}

NhsDungeonDesc *
nhs_dungeon_desc_new (NhsVariantId variant,
                      GError     **error)
{
  const NhsVariant *v = nhs_variant_get (variant);
  NhsDungeonDesc *d;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      if (strcmp (rows[i].variant_key, v->key) != 0)
        continue;
      d = g_new0 (NhsDungeonDesc, 1);
      d->variant_key = v->key;
      d->source = rows[i].source;
      d->map_chosen = "creation";
      d->dummy_level = "dummy";
      d->dungeons = g_ptr_array_new_with_free_func (dungeon_desc_free);
      if (rows[i].slashem)
        describe_slashem (d, &rows[i]);
      else if (rows[i].xnethack)
        describe_xnethack (d, &rows[i]);
      else
        describe_nethack (d, &rows[i]);
      return d;
    }
  nhs_error_set (error, NHS_ERROR_INVALID, "%s has no dungeon description yet.",
                 v->display_name);
  return NULL;
}

void
nhs_dungeon_desc_free (NhsDungeonDesc *desc)
{
  if (desc == NULL)
    return;
  g_ptr_array_unref (desc->dungeons);
  g_free (desc);
}
