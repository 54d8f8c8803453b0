/* nhs-dungeon-desc.h: a version's dungeon description (the facts of its
 * dungeon.def or dat/dungeon.lua), in our own words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-variant.h"

G_BEGIN_DECLS

/* The game's MAXLEVEL: a dungeon has at most this many levels. */
#define NHS_DUNGEON_MAX_LEVELS 50

typedef enum {
  NHS_BRANCH_STAIR,
  NHS_BRANCH_PORTAL,
  NHS_BRANCH_NO_DOWN,   /* one-way: no stair down into the child (Gehennom, the Planes) */
  NHS_BRANCH_NO_UP,
} NhsBranchType;

/* A special level: placed on base .. base + range - 1 of its dungeon
   (base < 0: counted from the bottom, -1 = last level; chain: counted from
   the named level, which must be placed first); it exists with chance in
   100; maps > 0: the game picks one of name-1 .. name-maps. */
typedef struct {
  const char *name;
  int base;
  int range;
  const char *chain;
  int chance;
  int maps;
  /* xNetHack's dungeon.lua swaps two demons' lairs with percent(50): the
     level here is `name` in one game of two and `swap_name` in the other
     (the draw is independent of every other choice); NULL: no swap. */
  const char *swap_name;
} NhsDungeonLevelDesc;

/* A branch, listed in its parent dungeon: where the parent's end lies. */
typedef struct {
  const char *child;
  int base;
  int range;
  const char *chain;
  NhsBranchType type;
  gboolean up;          /* the branch goes up from the parent */
} NhsDungeonBranchDesc;

typedef struct {
  const char *name;     /* "The Dungeons of Doom" */
  int base;             /* number of levels: base .. base + range - 1 */
  int range;
  int entry;            /* entry level: 0 top, > 0 that level, < 0 from the bottom */
  int chance;           /* in 100 */
  gboolean unconnected; /* no branch leads here (5.0.0's tutorial); depth starts at 1 */
  gboolean floating_entry; /* the branch drawn here is moved later (Fort Ludios's
                              portal goes into a vault while the game is played) */
  gboolean no_up_stairs; /* none of its levels has an up staircase (the game's
                            xupstair): Vlad's Tower, whose levels join by ladders
                            (tower.des), and xNetHack's and EvilHack's Wizard's
                            Tower (wizard1-3: ladders and portals) */
  GPtrArray *levels;    /* of NhsDungeonLevelDesc* (owned by the description) */
  GPtrArray *branches;  /* of NhsDungeonBranchDesc* */
} NhsDungeonDungeonDesc;

typedef struct {
  const char *variant_key;
  const char *source;
  GPtrArray *dungeons;  /* of NhsDungeonDungeonDesc*, in the file's order */
  /* Where the game picks among several maps of a special level: always when
     the level is first made (mkmaze.c makemaz(): rnd(rndlevs)). */
  const char *map_chosen;
  /* The endgame fix-up (dungeon.c): the dungeon holding the level named
     "dummy" moves up by one when it would overlap the surface. */
  const char *dummy_level;
} NhsDungeonDesc;

/* The description of a version's dungeon; NULL (and error set) when the
   version's dungeon is not described. */
NhsDungeonDesc *nhs_dungeon_desc_new  (NhsVariantId     variant,
                                       GError         **error);
void            nhs_dungeon_desc_free (NhsDungeonDesc  *desc);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsDungeonDesc, nhs_dungeon_desc_free)

G_END_DECLS
