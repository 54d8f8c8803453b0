/* nhs-level-private.h: what the maze generator (nhs-level-maze.c) uses of
 * the level being made in nhs-level.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-level.h"

G_BEGIN_DECLS

typedef struct _NhsLevelGen NhsLevelGen;

NhsRng    *nhs_level_gen_rng       (NhsLevelGen *g);
int        nhs_level_random_trap_kind (NhsRng  *rng,
                                       int      lvl,
                                       gboolean in_hell);
int        nhs_level_gen_depth     (NhsLevelGen *g);
NhsSquare *nhs_level_gen_square    (NhsLevelGen *g, int x, int y);
/* sets the type and tags the square with the current phase */
void       nhs_level_gen_set_typ   (NhsLevelGen *g, int x, int y, NhsSquareType typ);
void       nhs_level_gen_set_phase (NhsLevelGen *g, NhsLevelPhase phase);
/* the game's occupied(): a trap, furniture or water */
gboolean   nhs_level_gen_occupied  (NhsLevelGen *g, int x, int y);
/* trap.c maketrap() */
gboolean   nhs_level_gen_maketrap  (NhsLevelGen *g, int x, int y, NhsTrapType typ);
/* makemon (NULL, x, y) and makemon (&mons[name], x, y): the monster's
 * index in the level, or -1 when none was made */
int        nhs_level_gen_random_monster (NhsLevelGen *g, int x, int y);
int        nhs_level_gen_named_monster  (NhsLevelGen *g, const char *name,
                                         char symbol, int x, int y);
/* mkclass (mclass) or, with mclass 0, rndmonst (), without placing it:
 * FALSE when the game's function would give none; without a picker TRUE,
 * *mindex -1 and *symbol the class (or '?') */
gboolean   nhs_level_gen_pick_monster (NhsLevelGen *g, char mclass,
                                       int *mindex, char *symbol);
/* makemon (picked, x, y): the monster's index in the level, or -1 */
int        nhs_level_gen_add_monster  (NhsLevelGen *g, int x, int y,
                                       int mindex, char symbol);
/* mkstairs() outside any room */
void       nhs_level_gen_stairs    (NhsLevelGen *g, gboolean up, int x, int y);
/* the phase's snapshot, [x * NHS_LEVEL_ROWS + y], or NULL without phases */
NhsSquare *nhs_level_gen_snapshot  (NhsLevelGen *g, NhsLevelPhase phase);

/* nhs-level-mines.c: the Gnomish Mines' filler level (minefill) */
void       nhs_level_make_mines    (NhsLevelGen *g);

/* nhs-level-maze.c: mkmaze.c's makemaz("") */
void       nhs_level_make_maze     (NhsLevelGen *g);

G_END_DECLS
