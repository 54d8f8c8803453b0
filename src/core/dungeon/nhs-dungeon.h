/* nhs-dungeon.h: the exact distribution of the dungeon a version draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * init_dungeons() draws every dungeon's length, places each special level
 * (uniformly among the positions its description allows and no earlier
 * level took, backtracking when a later level would find no room), decides
 * which levels exist at all, and places each branch (uniformly, moving to
 * the next level when one already holds a branch).  NhsDungeonModel holds
 * the exact distribution of all of it as GMP rationals.
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-variant.h"
#include "nhs-dungeon-desc.h"

G_BEGIN_DECLS

/* Depths run from NHS_DUNGEON_DEPTH_LO (the endgame lies above the
   surface) to NHS_DUNGEON_DEPTH_HI. */
#define NHS_DUNGEON_DEPTH_LO (-16)
#define NHS_DUNGEON_DEPTH_HI 127
#define NHS_DUNGEON_DEPTH_N (NHS_DUNGEON_DEPTH_HI - NHS_DUNGEON_DEPTH_LO + 1)

/* A distribution over depths (or numbers of levels): p[v - NHS_DUNGEON_DEPTH_LO]. */
typedef struct {
  mpq_t p[NHS_DUNGEON_DEPTH_N];
} NhsDepthDist;

typedef struct {
  const NhsDungeonDungeonDesc *desc;
  mpq_t exists;
  NhsDepthDist depth_start;  /* depth of the dungeon's first level */
  NhsDepthDist levels;       /* number of levels */
} NhsDungeonResult;

typedef struct {
  const NhsDungeonLevelDesc *desc;
  int dungeon;               /* index into the model's dungeons */
  mpq_t exists;
  NhsDepthDist depth;        /* P(it exists and lies at this depth) */
} NhsSpecialLevelResult;

typedef struct {
  const NhsDungeonBranchDesc *desc;
  int parent;                /* dungeon indices */
  int child;
  NhsDepthDist depth;        /* depth of the level in the parent that holds it */
} NhsBranchResult;

/* What the level of a dungeon at a depth is.  A special level and a branch
   can share a level (the Quest's portal in the big room), so the kinds of
   a depth may add up to more than 1; "ordinary" is a level with neither,
   "none" means the dungeon has no level at that depth. */
typedef struct {
  char *key;                 /* "ordinary", "none", "oracle", "branch:Sokoban" */
  mpq_t p;
} NhsDepthKind;

typedef struct {
  int dungeon;
  int depth;
  GArray *kinds;             /* of NhsDepthKind, most likely first */
  /* The same depth when it is no special level (what a generator of
     ordinary levels makes there): "plain" the chance of that, and
     "branch:Sokoban" the chance of that and of the branch end there;
     Fort Ludios's floating portal is left out as in kinds.  May be NULL. */
  GArray *plain;             /* of NhsDepthKind */
} NhsDepthKinds;

typedef struct {
  NhsVariantId variant;
  NhsDungeonDesc *desc;
  GArray *dungeons;          /* of NhsDungeonResult */
  GArray *levels;            /* of NhsSpecialLevelResult, in the description's order */
  GArray *branches;          /* of NhsBranchResult, in the order the game draws them */
  GArray *by_depth;          /* of NhsDepthKinds, dungeon by dungeon, shallowest first */
  /* What the level L above a dungeon's entry level is, given the dungeon
     (the hero went in by its branch and climbed L): NhsDepthKinds whose
     `depth` is L (0 = the entry), "none" where the dungeon can end below;
     for every dungeon, L from 0 up to its most levels above its entry.
     The entry's depth is drawn apart from everything the dungeon draws
     itself (nhs-dungeon.c), so this is also the level there given the
     entry's depth.  `plain` is NULL. */
  GArray *by_climb;
  guint64 n_states;          /* partial outcomes the computation kept apart (its work) */
  GPtrArray *swapped;        /* the descriptions of the levels a swap puts in another's
                                place (NhsDungeonLevelDesc.swap_name), owned */
} NhsDungeonModel;

NhsDungeonModel *nhs_dungeon_model_new        (NhsVariantId           variant,
                                               GError               **error);
void             nhs_dungeon_model_free       (NhsDungeonModel       *model);

/* Lookups by the game's names; -1 when absent. */
int              nhs_dungeon_model_find_dungeon (const NhsDungeonModel *model,
                                                 const char            *name);
int              nhs_dungeon_model_find_level   (const NhsDungeonModel *model,
                                                 const char            *name);
/* The depths with a nonzero chance: FALSE when there is none. */
gboolean         nhs_depth_dist_range         (const NhsDepthDist    *dist,
                                               int                   *lo,
                                               int                   *hi);
/* The kinds of a dungeon's level at a depth; NULL when it has none there. */
const NhsDepthKinds *nhs_dungeon_model_kinds_at (const NhsDungeonModel *model,
                                                 int                    dungeon,
                                                 int                    depth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsDungeonModel, nhs_dungeon_model_free)

G_END_DECLS
