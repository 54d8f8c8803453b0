/* nhs-origins.h: where a level's monsters come from, as the game's code does it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three sources, each an expected count per monster:
 *  - a fresh room-and-corridor level: makelevel() makes one random monster
 *    in each ordinary room with chance 1/3 (in every room while the hero
 *    carries the Amulet); 3.6+ pass MM_NOGRP, so no groups there, while
 *    3.4.3 and SLASH'EM let them form groups; xNetHack's room gets one
 *    with chance 1/2 (every room with the Amulet) and its
 *    mkmonst_in_room () then adds one more 1 time in 3, again and again
 *    (3/2 a time), 3/4 a room;
 *  - a fresh maze: rn2(3) minotaurs and rn1(5, 7) = 7..11 random monsters,
 *    groups allowed (always: no 1-in-3 chance on the whole lot); in 3.7's
 *    and 5.0.0's Gehennom the filler dat/hellfill.lua instead (its
 *    populatemaze ()): math.random (3) = 1..3 minotaurs, each a random
 *    monster once minotaurs are gone (sp_lev.c's create_monster ()), and
 *    math.random (5) + 7 = 8..12 random monsters; in EvilHack's Gehennom
 *    its gehennom.des "hellfill": its MONSTER lines, each a class's
 *    mkclass (class, G_NOGEN) (none: a random monster), a named monster
 *    (gone: a random one) or a random monster (the class and named ones in
 *    no group); xNetHack's Gehennom filler, its own hellfill.lua with
 *    prefabs that bring their own monsters, is not counted;
 *  - the webs among the level's random traps (mklev.c mktrap ()): each
 *    makes its spider, a giant spider (EvilHack: a jumping, cave, large or
 *    giant spider, 1/4 each), named, so in no group and not where it is
 *    genocided; a room's traps are while (!rn2 (x)), x = 8 - difficulty /
 *    6 (at least 2), a limit of 999 in 3.7, 5.0.0 and xNetHack; a maze's
 *    rn1 (6, 7), hellfill.lua's math.random (6) + 7, EvilHack's filler's
 *    12 TRAP lines; a web is mktrap ()'s kind by its exact chance (in
 *    Gehennom after the fire trap's 1 in 5); the Rogue level's traps are
 *    of its own seven kinds, never a web;
 *  - N turns on the level: one monster with chance 1/25, 1/50 or 1/70 each
 *    turn (nhs-spawn.h), groups allowed.
 * A random monster is rndmonst()'s pick; a G_SGROUP / G_LGROUP (SLASH'EM:
 * G_VLGROUP) monster brings m_initgrp()'s expected extra members, counting
 * every member as hostile and placed (peaceful ones are not made, so the
 * group figures are upper bounds for monsters that can be peaceful).
 */
#pragma once

#include <glib.h>
#include "nhs-answer.h"
#include <gmp.h>
#include "nhs-data.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_ORIGINS_DEFAULT_ROOMS 9

typedef struct {
  int index;
  double room_level;       /* expected on a fresh room-and-corridor level */
  double maze;             /* expected on a fresh maze level */
  double over_turns;       /* expected arrivals in `turns` turns */
  double group_size;       /* expected members per random creation (1 + extras) */
  mpq_t room_level_q;
  mpq_t maze_q;
  mpq_t over_turns_q;
  mpq_t group_size_q;
} NhsOriginRow;

/* Which maze or filler makes a fresh maze level in the situation's region. */
typedef enum {
  NHS_MAZE_FILL_MAKEMAZ,   /* mkmaze.c makemaz (""): rn2 (3) minotaurs, rn1 (5, 7) random */
  NHS_MAZE_FILL_HELLFILL,  /* 3.7, 5.0.0 Gehennom: dat/hellfill.lua's populatemaze () */
  NHS_MAZE_FILL_EVIL,      /* EvilHack Gehennom: dat/gehennom.des "hellfill"'s MONSTER
                              lines (nhs_level_evil_hellfill_monsters ()) */
  NHS_MAZE_FILL_NONE,      /* xNetHack Gehennom: its own filler with prefabs, not counted */
} NhsMazeFill;

NhsMazeFill nhs_origins_maze_fill     (const NhsSituation *sit);
/* Whether makelevel () (mklev.c) makes a fresh level of that kind in the
   situation's region: pass 0 a room-and-corridor level, pass 1 a maze or
   the version's Gehennom filler. Where it makes none, the figures for that
   kind are what such a level would hold, and are said to be so. */
gboolean    nhs_origins_filler_made   (const NhsSituation *sit,
                                       int                 pass);

typedef struct {
  NhsMonsterSet *set;
  NhsSituation situation;
  const NhsVariant *variant;
  int difficulty;
  int rooms;
  int turns;
  int spawn_one_in;         /* the main draw's 1 in n; 0 when it varies (EvilHack's clock) */
  mpq_t spawn_chance;       /* the chance of a monster at the first turn (every draw) */
  gboolean spawn_clock;     /* the chance changes from turn to turn (EvilHack's clock) */
  int spawn_turn;           /* the first turn, the game's turn counter */
  gboolean room_groups;    /* room monsters may form groups in this variant */
  mpq_t room_draws;        /* expected random draws at level creation */
  NhsMazeFill maze_fill;
  mpq_t maze_draws;        /* expected random draws: 9 (makemaz), 10 (hellfill.lua; 12
                              with minotaurs gone), 0 (none counted) */
  mpq_t maze_minotaurs;    /* expected minotaurs: 1 (makemaz), 2 (hellfill.lua); 0 when
                              genocided or none counted (EvilHack: in its class lines) */
  mpq_t turn_draws;        /* expected arrivals in the turns (nhs_spawn_exact ()) */
  mpq_t rndmonst_none;     /* chance rndmonst() finds nothing */
  mpq_t room_webs;         /* expected webs, each with its spider, among a fresh */
  mpq_t maze_webs;         /* room-and-corridor level's and maze's random traps */
  mpq_t room_total_q, maze_total_q, turns_total_q;
  double room_total, maze_total, turns_total;
  int n_rows;
  NhsOriginRow *rows;      /* monsters with a nonzero expectation, most expected first */
} NhsOrigins;

/* Expected extra group members m_initgrp(n) adds, for the hero's level
   (xNetHack: for the level's difficulty). */
void        nhs_group_extra_expected (const NhsVariant   *variant,
                                      int                 xl,
                                      int                 difficulty,
                                      int                 n,
                                      mpq_t               out);
/* 1 + the expected extra members when makemon() makes `index` at random. */
void        nhs_group_size_expected  (const NhsMonsterSet *set,
                                      const NhsSituation  *sit,
                                      int                  index,
                                      mpq_t                out);
/* Each monster's expected count from the situation's one answer (on a
   Quest level with a role: the role's mixture). */
NhsOrigins *nhs_origins_compute_answer (const NhsAnswer  *answer,
                                        int               rooms,
                                        int               turns,
                                        GError          **error);
/* The same for a situation (no role; its own genocide set). */
NhsOrigins *nhs_origins_compute      (NhsMonsterSet      *set,
                                      const NhsSituation *sit,
                                      int                 rooms,
                                      int                 turns,
                                      GError            **error);
void        nhs_origins_free         (NhsOrigins         *origins);
char       *nhs_origins_report       (const NhsOrigins   *origins,
                                      gboolean            json);

G_END_DECLS
