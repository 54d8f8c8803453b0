/* nhs-dungeon-place.h: the level a situation stands on, by the dungeon model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One answer for every reader (the window's sidebar and Level page, the
 * CLI's probs): what the level the hero is on can be, given everything the
 * situation says of where the hero is — the region, the depth, the levels
 * climbed above a builds-up branch's entry — from the dungeon model the
 * build computed (nhs-dungeon-builtin.h).
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-situation.h"

G_BEGIN_DECLS

/* The game's name of the dungeon the region lies in in the version (the
   Dungeon page's row to mark): nhs_dungeon_region_dungeon (), except where
   the version keeps the region's levels in a dungeon of their own
   (xNetHack's Wizard's Tower); for a Plane, whose depth is the Sanctum's,
   Gehennom; NULL where the version lacks the region. */
const char *nhs_dungeon_region_dungeon_in   (NhsVariantId        variant,
                                             NhsRegion           region);
/* (kind key, chance as a fraction) pairs, "a(ss)", most likely first, the
   chances given the situation:
   - where the climb places the hero (nhs_situation_climbed () >= 0): the
     level that many above the branch's entry (Sokoban's ENTRY -1: climbing
     two from soko4 reaches soko2, whatever the depth);
   - a region of named levels (Minetown, the Wizard's Tower): which of them
     lies at the depth, given one of them does;
   - a whole dungeon (the Gnomish Mines): what its level at the depth is,
     given the dungeon has one there;
   - an Elemental Plane: where among the Planes it lies, counted from the
     entry: keys "plane:N" (N = 1 the entry), the depth being the Sanctum's.
   NULL when the situation places no level (a difficulty set directly) or
   the version lacks the region. */
GVariant *nhs_dungeon_situation_kinds       (const NhsSituation *sit);
/* The same as one line, the sidebar's: "depth 6: always Sokoban's third
   level", "Plane of Air: plane 1 from the entry (1/4), …"; words through
   `translate` (NULL: English); NULL where the kinds are NULL. */
char     *nhs_dungeon_describe_situation    (const NhsSituation *sit,
                                             const char       *(*translate) (const char *text));
/* The chance, given the situation, that its level is a filler (a level not
   from a fixed map: nhs_dungeon_filler_share ()) or, with `invocation`,
   the invocation level (just above the Sanctum): "p/q", "0" or "1"; "1"
   where the kinds are NULL and in a region of named levels (the Rogue
   level: the level is the region's). */
char     *nhs_dungeon_situation_share       (const NhsSituation *sit,
                                             gboolean            invocation);

/* The chance, given the situation, that its level lies deeper than the
   Castle (allmain.c's random arrivals: depth (&u.uz) > depth
   (&stronghold_level)), "p/q", "0" or "1": 1 in Gehennom and its
   branches, 0 above the Castle and on the Planes, and for Vlad's Tower as
   the Castle's depth and the tower's branch give it (SLASH'EM's and
   xNetHack's towers reach up to the Castle's depth and above).  NULL
   where the situation places no level (Vlad's Tower with a difficulty set
   directly) or the version lacks the region. */
char     *nhs_dungeon_situation_below_castle (const NhsSituation *sit);

/* The staircases the level a situation stands on has, as EvilHack's
   arrivals after the invocation look for them (allmain.c): an up staircase
   (xupstair: never on its dungeon's first level, mklev.c mkstairs (); no
   ladder) and a branch's staircase (sstairs: at an end of a branch that
   makes stairs there, mklev.c place_branch (); no portal).  Their joint
   chances given the situation into out[0] neither, out[1] up stairs only,
   out[2] branch stairs only, out[3] both.  FALSE (out untouched) where the
   situation places no level or the version lacks the region. */
gboolean  nhs_dungeon_situation_stairs      (const NhsSituation *sit,
                                             mpq_t               out[4]);
/* The chance, given the situation, that its level has a staircase up of
   either kind (xNetHack's stairway_find_type_dir (FALSE, TRUE)): "p/q",
   "0" or "1"; NULL where the situation places no level. */
char     *nhs_dungeon_situation_up_staircase (const NhsSituation *sit);

/* The chance that a room-and-corridor level makelevel () makes at `depth`
   in the Dungeons of Doom lies above Medusa's level (mklev.c: shops and
   Fort Ludios' portal only there), given that it is one: an ordinary level
   (no special level) there lies above Medusa with A = P(plain, Medusa
   deeper) and below with B = P(plain, Medusa shallower); below Medusa
   makelevel () makes rooms only 1 time in NHS_ROOMS_BELOW_MEDUSA_ONE_IN
   where the version makes mazes there (mazes_below_medusa), so the chance
   is A / (A + B / 5), else A / (A + B).  From the model's chances at each
   depth: Medusa's level lies above the Castle's, the last of the dungeon,
   so with Medusa shallower than the depth the level there is the Castle,
   none or ordinary: B = P(Medusa shallower) - P(Castle) - P(none), when no
   other special level can lie at the depth, and A = P(plain) - B.  Into
   out; FALSE (out untouched) where the version has no Medusa, the
   dungeon no plain level at the depth, or another special level may lie
   there below Medusa (none of the built-in versions). */
gboolean  nhs_dungeon_rooms_above_medusa    (NhsVariantId        variant,
                                             int                 depth,
                                             mpq_t               out);
/* The chance that such a level of rooms at `depth` holds the way into
   `region`'s dungeon (an NhsRegion: its stairs or portal), for a branch
   whose level lies above Medusa's (EvilHack's Ice Queen's Realm, right
   above it): the model's chance of the branch on a plain level at the
   depth (NhsDepthKinds.plain: not where a special level holds it) over
   A + B above. Into out (0 where the branch never lies there); FALSE (out
   unknown) where the version has no such dungeon, the model does not
   split the depth, or the branch may lie below Medusa. */
gboolean  nhs_dungeon_rooms_branch_above_medusa (NhsVariantId    variant,
                                                 int             region,
                                                 int             depth,
                                                 mpq_t           out);
/* The end of a branch an ordinary level holds, as the level generator lays
   it (mklev.c place_branch ()): its stairs up or down, or a portal */
typedef enum {
  NHS_BRANCH_END_STAIRS_UP,
  NHS_BRANCH_END_STAIRS_DOWN,
  NHS_BRANCH_END_PORTAL,
} NhsBranchEnd;

typedef struct {
  char *dungeon;             /* the game's name of the dungeon it leads into */
  NhsBranchEnd end;
  mpq_t p;                   /* its chance, given the level is ordinary */
} NhsPlainBranch;

/* The branches an ordinary level (no special level there: what makelevel
   () makes) of `region`'s dungeon (an NhsRegion) at `depth` may hold, each
   with its exact chance given that the level there is ordinary, from the
   dungeon model's plain kinds (NhsDepthKinds.plain, as the build computed
   them): in the order the version's dungeon.def / dungeon.lua lists them
   (the description's), those with a chance only, and only the ends the
   level lays (a one-way branch's end without stairs, none); Fort Ludios'
   portal, which the game moves into a vault, is not among them.  The
   branches exclude each other (dungeon.c parent_dlevel () never puts two
   on one level), so their chances add up to at most 1.  A new GArray of
   NhsPlainBranch (clears its elements); empty where an ordinary level
   there holds no branch; NULL where the version lacks the dungeon or the
   dungeon has no ordinary level at the depth. */
GArray   *nhs_dungeon_plain_branches        (NhsVariantId    variant,
                                             int             region,
                                             int             depth);

/* The chance that a filler (no special level there) at `depth` of
   `parent`'s dungeon holds the way into `region`'s dungeon (NhsRegion
   values), for a branch that never lies on a special level (EvilHack's
   Vecna's Domain: CHAINBRANCH "valley" + (1, 0), Gehennom's second level,
   never special): the model's chance of the branch at the depth over the
   fillers' share there (nhs_dungeon_filler_share ()). Into out (0 where
   the branch never lies there or the dungeon has no level at the depth);
   FALSE where the version has no such dungeons, or the branch's chance is
   more than the fillers' (it may lie on a special level). */
gboolean  nhs_dungeon_filler_branch         (NhsVariantId    variant,
                                             int             parent,
                                             int             region,
                                             int             depth,
                                             mpq_t           out);

G_END_DECLS
