/* nhs-dungeon-desc.c: each version's dungeon description
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * NetHack 3.4.3, 3.6.7, the 3.7 snapshot and 5.0.0 describe one dungeon
 * (dat/dungeon.def; dat/dungeon.lua since 3.7) that differs in a few
 * numbers only: those are the named fields of a version's row below.
 * SLASH'EM's dungeon.def, xNetHack's dungeon.lua and EvilHack's
 * dungeon.def are dungeons of their own; what they share with NetHack's
 * (the Mines, the Quest, Sokoban, Fort Ludios, Vlad's Tower, the Elemental
 * Planes) is described once, below, with the numbers they differ in as
 * arguments.  The numbers are read from the game's file (base, range,
 * chance, the number of maps); the words are ours.
 */
#include "nhs-dungeon-desc.h"
#include "nhs-error.h"

#include <string.h>

/* marks the dungeons' names the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

typedef struct VersionRow VersionRow;

/* What a version's row changes in NetHack's dungeon. */
struct VersionRow {
  const char *variant_key;
  const char *source;
  /* the version's description: NetHack's, or a variant's own file */
  void (*describe) (NhsDungeonDesc *d, const VersionRow *row);
  int bigroom_maps;          /* bigrm-1 .. bigrm-N */
  int medusa_maps;           /* medusa-1 .. medusa-N */
  gboolean tower_levels_listed; /* tower2, tower3 are named special levels (3.6+) */
  gboolean tutorial;         /* "The Tutorial", an unconnected dungeon (3.7+) */
  gboolean rogue;            /* the Rogue level (3.4.3 with REINCARNATION, 3.6, 3.7, 5.0) */
};

static void describe_nethack  (NhsDungeonDesc *d, const VersionRow *row);
static void describe_slashem  (NhsDungeonDesc *d, const VersionRow *row);
static void describe_xnethack (NhsDungeonDesc *d, const VersionRow *row);
static void describe_evilhack (NhsDungeonDesc *d, const VersionRow *row);

static const VersionRow rows[] = {
  { "3.4.3", "NetHack 3.4.3 dat/dungeon.def, src/dungeon.c (REINCARNATION on)",
    describe_nethack, 5, 2, FALSE, FALSE, TRUE },
  { "3.6.7", "NetHack 3.6.7 dat/dungeon.def, src/dungeon.c",
    describe_nethack, 10, 4, TRUE, FALSE, TRUE },
  { "3.7", "NetHack 3.7 snapshot 79c88950 dat/dungeon.lua, src/dungeon.c",
    describe_nethack, 11, 4, TRUE, TRUE, TRUE },
  { "5.0.0", "NetHack 5.0.0 (16ff5911) dat/dungeon.lua, src/dungeon.c",
    describe_nethack, 13, 4, TRUE, TRUE, TRUE },
  { "slashem", "SLASH'EM 0.0.8E0F2 dat/dungeon.def, src/dungeon.c (REINCARNATION off)",
    describe_slashem, 5, 4, FALSE, FALSE, FALSE },
  { "xnethack", "xNetHack 9.1 (3dd346ca) dat/dungeon.lua, src/dungeon.c",
    describe_xnethack, 15, 4, TRUE, TRUE, FALSE },
  { "evilhack", "EvilHack 0.9.3 (c444f6a3) dat/dungeon.def, src/dungeon.c",
    describe_evilhack, 10, 4, TRUE, FALSE, FALSE },
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

static NhsDungeonBranchDesc *
chained_branch (NhsDungeonDungeonDesc *dg,
                const char            *child,
                const char            *chain,
                int                    base,
                int                    range,
                NhsBranchType          type,
                gboolean               up)
{
  NhsDungeonBranchDesc *b = branch (dg, child, base, range, type, up);

  b->chain = chain;
  return b;
}

static NhsDungeonLevelDesc *
mapped (NhsDungeonLevelDesc *l,
        int                  chance,
        int                  maps)
{
  l->chance = chance;
  l->maps = maps;
  return l;
}

/* Levels name-1 .. name-n on a dungeon's levels 1 .. n, each with `maps`
   maps (0: one). */
static void
numbered_levels (NhsDungeonDungeonDesc *dg,
                 const char            *const *names,
                 int                    n,
                 int                    maps)
{
  for (int i = 0; i < n; i++)
    mapped (level (dg, names[i], i + 1, 0), 100, maps);
}

/* ---- the dungeons NetHack and its variants share ---- */

/* The Gnomish Mines: eight or nine levels, Minetown on the third or fourth,
   Mines' End at the bottom. */
static void
describe_mines (NhsDungeonDesc *d,
                int             minetown_maps,
                int             mines_end_maps)
{
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("The Gnomish Mines"), 8, 2, 0);

  mapped (level (dg, "minetn", 3, 2), 100, minetown_maps);
  mapped (level (dg, "minend", -1, 0), 100, mines_end_maps);
}

/* The Quest: five or six levels, the home level first, the locate level
   third or fourth, the goal last. */
static void
describe_quest (NhsDungeonDesc *d)
{
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("The Quest"), 5, 2, 0);

  level (dg, "x-strt", 1, 1);
  level (dg, "x-loca", 3, 1);
  level (dg, "x-goal", -1, 0);
}

/* Sokoban: four levels entered at the bottom. */
static void
describe_sokoban (NhsDungeonDesc *d,
                  int             maps)
{
  static const char *const names[] = { "soko1", "soko2", "soko3", "soko4" };

  numbered_levels (dungeon (d, NHS_N_ ("Sokoban"), 4, 0, -1), names, 4, maps);
}

/* Fort Ludios: one level, its portal put into a vault while the game is
   played. */
static void
describe_ludios (NhsDungeonDesc *d,
                 int             maps)
{
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("Fort Ludios"), 1, 0, 0);

  dg->floating_entry = TRUE;
  mapped (level (dg, "knox", -1, 0), 100, maps);
}

/* Vlad's Tower: `n` levels entered at the bottom; `listed` of them named. */
static void
describe_vlad (NhsDungeonDesc *d,
               int             n,
               int             listed)
{
  static const char *const names[] = { "tower1", "tower2", "tower3", "tower4" };
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("Vlad's Tower"), n, 0, -1);

  /* its levels join by ladders (tower.des) */
  dg->no_up_stairs = TRUE;
  numbered_levels (dg, names, listed, 0);
}

/* The Wizard's Tower as a dungeon of its own (xNetHack, EvilHack): three
   levels, entered at the bottom. */
static void
describe_wizard_tower (NhsDungeonDesc *d,
                       int             entry)
{
  static const char *const names[] = { "wizard1", "wizard2", "wizard3" };
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("The Wizard's Tower"), 3, 0, entry);

  /* none of its levels has an up staircase (EvilHack's yendor.des,
     xNetHack's wizard1-3.lua: ladders and portals) */
  dg->no_up_stairs = TRUE;
  numbered_levels (dg, names, 3, 0);
}

/* The Elemental Planes: six levels entered at the fifth; the Astral Plane
   on top and the "dummy" level the endgame fix-up looks for at the bottom.
   The four elemental planes lie in the order Water, Fire, Air, Earth, or,
   `shuffled`, anywhere on levels 2-5 (place_level then draws their order). */
static void
describe_planes (NhsDungeonDesc *d,
                 gboolean        shuffled)
{
  static const char *const names[] = { "water", "fire", "air", "earth" };
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("The Elemental Planes"), 6, 0, -2);

  level (dg, "astral", 1, 0);
  for (int i = 0; i < 4; i++)
    level (dg, names[i], shuffled ? 2 : 2 + i, shuffled ? 4 : 0);
  level (dg, "dummy", 6, 0);
}

/* The Tutorial (3.7 and later): two levels no branch leads to. */
static void
describe_tutorial (NhsDungeonDesc *d)
{
  NhsDungeonDungeonDesc *dg = dungeon (d, NHS_N_ ("The Tutorial"), 2, 0, 0);
  static const char *const names[] = { "tut-1", "tut-2" };

  dg->unconnected = TRUE;
  numbered_levels (dg, names, 2, 0);
}

/* NetHack 3.4.3, 3.6.7, 3.7 and 5.0.0. */
static void
describe_nethack (NhsDungeonDesc  *d,
                  const VersionRow *row)
{
  NhsDungeonDungeonDesc *dg;

  dg = dungeon (d, NHS_N_ ("The Dungeons of Doom"), 25, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  if (row->rogue)
    level (dg, "rogue", 15, 4);
  level (dg, "oracle", 5, 5);
  chained_branch (dg, "Sokoban", "oracle", 1, 0, NHS_BRANCH_STAIR, TRUE);
  mapped (level (dg, "bigrm", 10, 3), 40, row->bigroom_maps);
  chained_branch (dg, "The Quest", "oracle", 6, 2, NHS_BRANCH_PORTAL, FALSE);
  branch (dg, "Fort Ludios", 18, 4, NHS_BRANCH_PORTAL, FALSE);
  mapped (level (dg, "medusa", -5, 4), 100, row->medusa_maps);
  level (dg, "castle", -1, 0);
  chained_branch (dg, "Gehennom", "castle", 0, 0, NHS_BRANCH_NO_DOWN, FALSE);
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);

  dg = dungeon (d, NHS_N_ ("Gehennom"), 20, 5, 0);
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

  describe_mines (d, 7, 3);
  describe_quest (d);
  describe_sokoban (d, 2);
  describe_ludios (d, 0);
  describe_vlad (d, 3, row->tower_levels_listed ? 3 : 1);
  describe_planes (d, FALSE);
  if (row->tutorial)
    describe_tutorial (d);
}

/* xNetHack 9.1: 5.0's Dungeons of Doom without the Rogue level, the Big Room
 * lower (13-15) with 15 maps, three Oracle maps; eight Minetown and four
 * Mines' End maps; a Gehennom of exactly ten levels with fixed levels and
 * seven branches at fixed places: Vlad's Tower (four levels) up from its
 * second level, Cocytus, Asphodel and Shedaklah down from the third to the
 * fifth, the Citadel of Dis up from the sixth, the Abyss (with Tartarus below
 * its second level) down from the seventh, the Wizard's Tower (three levels,
 * a dungeon of its own) up from the eighth.  dungeon.lua swaps the two law
 * demons' lairs (baalz, geryon) with percent(50), so Cocytus's second level
 * and Asphodel's are each one of the two; the chaos demons' (orcus,
 * yeenoghu) likewise for Shedaklah's second level and the Abyss's third. */
static void
describe_xnethack (NhsDungeonDesc  *d,
                   const VersionRow *row)
{
  NhsDungeonDungeonDesc *dg;

  dg = dungeon (d, NHS_N_ ("The Dungeons of Doom"), 25, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  chained_branch (dg, "Sokoban", "oracle", 1, 0, NHS_BRANCH_STAIR, TRUE);
  chained_branch (dg, "The Quest", "oracle", 6, 2, NHS_BRANCH_PORTAL, FALSE);
  branch (dg, "Fort Ludios", 18, 4, NHS_BRANCH_PORTAL, FALSE);
  chained_branch (dg, "Gehennom", "castle", 0, 0, NHS_BRANCH_NO_DOWN, FALSE);
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);
  mapped (level (dg, "oracle", 5, 5), 100, 3);
  mapped (level (dg, "bigrm", 13, 3), 40, row->bigroom_maps);
  mapped (level (dg, "medusa", -5, 4), 100, row->medusa_maps);
  level (dg, "castle", -1, 0);

  dg = dungeon (d, NHS_N_ ("Gehennom"), 10, 0, 0);
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

  describe_mines (d, 8, 4);
  describe_quest (d);
  describe_sokoban (d, 2);
  describe_ludios (d, 0);
  describe_vlad (d, 4, 4);

  dg = dungeon (d, NHS_N_ ("Cocytus"), 3, 0, 1);
  level (dg, "baalz", 2, 0)->swap_name = "geryon";
  level (dg, "asmodeus", 3, 0);

  level (dungeon (d, NHS_N_ ("Asphodel"), 1, 0, 0), "geryon", 1, 0)->swap_name = "baalz";

  dg = dungeon (d, NHS_N_ ("Shedaklah"), 2, 0, 0);
  level (dg, "juiblex", 1, 0);
  level (dg, "orcus", 2, 0)->swap_name = "yeenoghu";

  level (dungeon (d, NHS_N_ ("The Citadel of Dis"), 1, 0, 0), "dispater", 1, 0);

  dg = dungeon (d, NHS_N_ ("The Abyss"), 3, 0, 0);
  branch (dg, "Tartarus", 2, 0, NHS_BRANCH_STAIR, FALSE);
  level (dg, "yeenoghu", 3, 0)->swap_name = "orcus";

  level (dungeon (d, NHS_N_ ("Tartarus"), 1, 0, 0), "demogorgon", 1, 0);

  describe_wizard_tower (d, -1);
  describe_planes (d, FALSE);
  describe_tutorial (d);
}

/* EvilHack 0.9.3 (dat/dungeon.def, the file's order, which is the order
 * init_dungeons() reads and draws in): NetHack 3.6's Dungeons of Doom
 * without the Rogue level, with two levels that may not exist (the nymphs'
 * level on 8-19, 45 in 100; the forest on 12-21, 40 in 100), Goblin Town's
 * portal on 2-3 (its first level has two maps) and the Ice Queen's Realm's
 * portal one level above Medusa's; three Oracle maps, three castles.
 * Gehennom has 16-20 levels: the Valley first, three filler styles (hella
 * on 3-4 with four maps, hellb on 6-7, hellc on 12-13, three each), Orcus
 * Town on 9-10, the Wizard's Tower's portal level ("wizportal") third from
 * the bottom, the Sanctum last.  From the Valley portals lead to the Hidden
 * Dungeon (one level) and, from the level below, to Vecna's Domain (three);
 * Vlad's Tower (four levels, entered at the bottom) is reached by stairs
 * down from Gehennom level 8-12; the Wizard's Tower (three levels, entered
 * at the bottom: its ENTRY is 3) by a portal up from wizportal;
 * Purgatory (two levels, entered at the bottom) by a portal up from the
 * Sanctum.  Minetown has eight maps, Mines' End five, each Sokoban level
 * six, Fort Ludios three.  The four elemental planes are all placed on
 * levels 2-5 of the endgame, so their order is drawn. */
static void
describe_evilhack (NhsDungeonDesc  *d,
                   const VersionRow *row)
{
  static const char *const ice_queen[] = { "icequeen-1", "icequeen-2", "icequeen-3" };
  static const char *const vecna[] = { "vecna-1", "vecna-2", "vecna-3" };
  static const char *const purgatory[] = { "purgatory-1", "purgatory-2" };
  NhsDungeonDungeonDesc *dg;

  dg = dungeon (d, NHS_N_ ("The Dungeons of Doom"), 25, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  branch (dg, "Goblin Town", 2, 2, NHS_BRANCH_PORTAL, FALSE);
  mapped (level (dg, "oracle", 5, 5), 100, 3);
  chained_branch (dg, "Sokoban", "oracle", 1, 0, NHS_BRANCH_STAIR, TRUE);
  mapped (level (dg, "bigrm", 10, 3), 40, row->bigroom_maps);
  chained_branch (dg, "The Quest", "oracle", 6, 2, NHS_BRANCH_PORTAL, FALSE);
  branch (dg, "Fort Ludios", 18, 4, NHS_BRANCH_PORTAL, FALSE);
  mapped (level (dg, "nymph", 8, 12), 45, 0);
  mapped (level (dg, "forest", 12, 10), 40, 0);
  mapped (level (dg, "medusa", -5, 4), 100, row->medusa_maps);
  chained_branch (dg, "The Ice Queen's Realm", "medusa", -1, 0, NHS_BRANCH_PORTAL, FALSE);
  mapped (level (dg, "castle", -1, 0), 100, 3);
  chained_branch (dg, "Gehennom", "castle", 0, 0, NHS_BRANCH_NO_DOWN, FALSE);
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);

  dg = dungeon (d, NHS_N_ ("Gehennom"), 16, 5, 0);
  branch (dg, "Vlad's Tower", 8, 5, NHS_BRANCH_STAIR, FALSE);
  level (dg, "valley", 1, 0);
  mapped (level (dg, "hella", 3, 2), 100, 4);
  mapped (level (dg, "hellb", 6, 2), 100, 3);
  mapped (level (dg, "hellc", 12, 2), 100, 3);
  level (dg, "orcus", 9, 2);
  level (dg, "sanctum", -1, 0);
  level (dg, "wizportal", -3, 0);
  chained_branch (dg, "The Hidden Dungeon", "valley", 0, 0, NHS_BRANCH_PORTAL, FALSE);
  chained_branch (dg, "Vecna's Domain", "valley", 1, 0, NHS_BRANCH_PORTAL, FALSE);
  chained_branch (dg, "The Wizard's Tower", "wizportal", 0, 0, NHS_BRANCH_PORTAL, TRUE);
  chained_branch (dg, "Purgatory", "sanctum", 0, 0, NHS_BRANCH_PORTAL, TRUE);

  describe_mines (d, 8, 5);

  dg = dungeon (d, NHS_N_ ("Goblin Town"), 2, 0, 0);
  mapped (level (dg, "goblintown-1", 1, 0), 100, 2);
  level (dg, "goblintown-2", 2, 0);

  describe_quest (d);
  describe_sokoban (d, 6);
  describe_ludios (d, 3);
  numbered_levels (dungeon (d, NHS_N_ ("The Ice Queen's Realm"), 3, 0, 0), ice_queen, 3, 0);
  level (dungeon (d, NHS_N_ ("The Hidden Dungeon"), 1, 0, 0), "hdgn", 1, 0);
  numbered_levels (dungeon (d, NHS_N_ ("Vecna's Domain"), 3, 0, 0), vecna, 3, 0);
  describe_vlad (d, 4, 4);
  numbered_levels (dungeon (d, NHS_N_ ("Purgatory"), 2, 0, -1), purgatory, 2, 0);
  describe_wizard_tower (d, 3);
  describe_planes (d, TRUE);
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
    { NHS_N_ ("Lawful Quest"), "nightmar" }, { NHS_N_ ("Neutral Quest"), "beholder" },
    { NHS_N_ ("Chaotic Quest"), "lich" },
  };
  static const struct { const char *dungeon, *level; } one_level_late[] = {
    { NHS_N_ ("The Wyrm Caves"), "dragons" }, { NHS_N_ ("One-eyed Sam's Market"), "blkmar" },
    { NHS_N_ ("The Lost Tomb"), "tomb" }, { NHS_N_ ("The Spider Caves"), "spiders" },
    { NHS_N_ ("The Sunless Sea"), "sea" }, { NHS_N_ ("The Temple of Moloch"), "mtemple" },
    { NHS_N_ ("The Giant Caverns"), "cav2fill" },
  };

  dg = dungeon (d, NHS_N_ ("The Dungeons of Doom"), 42, 5, 0);
  branch (dg, "The Gnomish Mines", 2, 3, NHS_BRANCH_STAIR, FALSE);
  mapped (level (dg, "mall", 5, 2), 75, 2);
  level (dg, "oracle", 7, 3);
  chained_branch (dg, "Sokoban", "oracle", 1, 0, NHS_BRANCH_STAIR, TRUE);
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
  chained_branch (dg, "Gehennom", "castle", 0, 0, NHS_BRANCH_NO_DOWN, FALSE);
  branch (dg, "The Elemental Planes", 1, 0, NHS_BRANCH_NO_DOWN, TRUE);

  dg = dungeon (d, NHS_N_ ("Gehennom"), 17, 0, 0);
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

  dg = dungeon (d, NHS_N_ ("The Gnomish Mines"), 8, 2, 0);
  mapped (level (dg, "minetn", 3, 2), 100, 7);
  mapped (level (dg, "minend", -2, 0), 100, 3);
  level (dg, "mineking", -1, 0);

  describe_quest (d);

  for (guint i = 0; i < G_N_ELEMENTS (one_level); i++)
    level (dungeon (d, one_level[i].dungeon, 1, 0, 0), one_level[i].level, 1, 0);

  dg = dungeon (d, NHS_N_ ("Sokoban"), 4, 0, -1);
  mapped (level (dg, "soko1", 1, 0), 100, 4);
  mapped (level (dg, "soko2", 2, 0), 100, 7);
  mapped (level (dg, "soko3", 3, 0), 100, 7);
  mapped (level (dg, "soko4", 4, 0), 100, 5);

  mapped (level (dungeon (d, NHS_N_ ("Grund's Stronghold"), 1, 0, 0), "grund", 1, 0), 100, 3);

  describe_ludios (d, 0);

  for (guint i = 0; i < G_N_ELEMENTS (one_level_late); i++)
    level (dungeon (d, one_level_late[i].dungeon, 1, 0, 0), one_level_late[i].level, 1, 0);

  describe_vlad (d, 3, 0);
  level (dungeon (d, NHS_N_ ("Frankenstein's Lab"), 1, 0, 0), "frnknstn", 1, 0);
  describe_planes (d, FALSE);
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
      rows[i].describe (d, &rows[i]);
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
