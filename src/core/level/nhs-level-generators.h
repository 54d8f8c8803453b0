/* nhs-level-generators.h: the level generators the dispatcher
 * (nhs-level.c) chooses from; each makes the whole level on an empty one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-level-gen.h"

G_BEGIN_DECLS

/* nhs-level-rooms.c: mklev.c's makelevel () for an ordinary level */
void nhs_level_make_rooms (NhsLevelGen *g);
/* nhs-level-themerms.c: 5.0.0's makelevel () with dat/themerms.lua's
   themed rooms */
void nhs_level_make_themed (NhsLevelGen *g);
/* nhs-level-mines.c: the Gnomish Mines' filler level (minefill) */
void nhs_level_make_mines (NhsLevelGen *g);
/* nhs-level-maze.c: mkmaze.c's makemaz ("") */
void nhs_level_make_maze  (NhsLevelGen *g);
/* nhs-level-hellfill.c: 5.0.0's Gehennom filler (dat/hellfill.lua) */
void nhs_level_make_hellfill (NhsLevelGen *g);
/* nhs-level-hellfill-xnh.c: xNetHack's Gehennom filler (its dat/hellfill.lua) */
void nhs_level_make_hellfill_xnh (NhsLevelGen *g);
/* nhs-level-hellfill-evil.c: EvilHack's Gehennom filler (dat/gehennom.des
   "hellfill") */
void nhs_level_make_hellfill_evil (NhsLevelGen *g);
/* the same file: xNetHack's Cocytus and Abyss fillers (dat/cocytusfill.lua,
   dat/abyssfill.lua) */
void nhs_level_make_cocytus_xnh (NhsLevelGen *g);
void nhs_level_make_abyss_xnh (NhsLevelGen *g);
/* nhs-level-rogue.c: the Rogue level (extralev.c) */
void nhs_level_make_rogue (NhsLevelGen *g);

G_END_DECLS
