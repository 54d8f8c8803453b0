/* nhs-spawn.h: when random monsters arrive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-situation.h"

G_BEGIN_DECLS

/* What set the per-turn chance (the CLI words it, the window translates). */
typedef enum {
  NHS_SPAWN_WHY_ORDINARY,      /* the version's ordinary rate */
  NHS_SPAWN_WHY_BELOW_CASTLE,  /* deeper than the Castle (Gehennom, Vlad's Tower) */
  NHS_SPAWN_WHY_DEMIGOD,       /* the hero is a demigod */
  NHS_SPAWN_WHY_CLOCK,         /* EvilHack's spawn clock: the turn and the events */
  NHS_SPAWN_WHY_INVOKED,       /* EvilHack's spawn clock after the invocation: its fastest */
  NHS_SPAWN_WHY_CASTLE_OPEN,   /* the layout leaves open whether the level lies below the
                                  Castle (SLASH'EM's Vlad's Tower): the mean of both rates */
} NhsSpawnWhy;

typedef struct {
  /* The main draw (allmain.c's `!rn2 (n)`): 1 in one_in every turn, or,
     under EvilHack's spawn clock, 1 in one_in_min .. one_in_max as the
     turn and the hidden start of the clock give it (one_in is then 0
     unless every turn of the window and every start give the same). */
  int one_in;
  int one_in_min;
  int one_in_max;
  /* EvilHack: the cap its events put on the clock (its slowest when none) */
  int clock_cap;
  NhsSpawnWhy why;
  const char *reason;          /* English: "demigod", "below the Castle", "ordinary",
                                  "spawn clock", "after the invocation" */
  /* xNetHack: a second draw each turn, 1 in extra_one_in, on the up stairs
     (archfiends in play after the Amulet was picked up); 0: none. */
  int extra_one_in;
  /* That draw makes its monster only where the level has a staircase up:
     where the layout leaves that open (some of the Quest's depths), the
     chance stairs_num / stairs_den that it has one, the figures the mean
     over both kinds of level (one level, one game); stairs_den 0 where
     the level always has one. */
  unsigned long stairs_num, stairs_den;
  /* EvilHack after the invocation: of ten monsters this many land on the
     level's up stairs (when it has one); 0: anywhere. */
  int stairs_in_ten;
  int turn;                    /* the window's first turn (the game's turn counter) */
  int turns;
  double chance;               /* chance of a monster at the first turn */
  double expected;             /* expected arrivals in `turns` turns */
  double at_least_one;         /* chance of at least one arrival in `turns` turns */
  double no_arrival;           /* 1 - at_least_one, worked out apart: near 1 the chance
                                  keeps its digits (nhs_spawn_rate_at_least_one_q ()) */
  double log_no_arrival;       /* its natural log, from log1p: finite where no_arrival
                                  underflows ((9/10)^1000000 is e^-105361) */
  double mean_wait;            /* expected turns from the first turn to the first arrival,
                                  that turn counting as one */
  /* NHS_SPAWN_WHY_CASTLE_OPEN: the chance below_num / below_den that the
     level lies below the Castle, given the situation (one_in_min its rate,
     one_in_max the rate above; one_in 0); below_den 0 otherwise. */
  unsigned long below_num, below_den;
} NhsSpawnRate;

/* The game's end-of-turn checks (allmain.c) for `turns` turns from the
   situation's turn: NetHack 1/25 for a demigod, 1/50 below the Castle
   (Gehennom, Vlad's Tower where it lies deeper: nhs_dungeon_situation_below_castle ()),
   1/70 otherwise (xNetHack 40, 100, 150 and its
   archfiends' stair draw); EvilHack's spawn clock, over its hidden start
   (each of its values equally likely). */
void   nhs_spawn_rate              (const NhsSituation *sit,
                                    int                 turns,
                                    NhsSpawnRate       *out);
/* Exactly: the chance of a monster at the first turn (out_chance), and the
   expected arrivals in `turns` turns (out_expected); either may be NULL. */
void   nhs_spawn_exact             (const NhsSituation *sit,
                                    int                 turns,
                                    mpq_t               out_chance,
                                    mpq_t               out_expected);
/* Exact chance of at least one arrival in `turns` turns, 1 - ((n-1)/n)^turns,
   as a reduced fraction string; NULL when turns > 2000 (too long to print). */
char  *nhs_spawn_at_least_one_fraction (int one_in,
                                        int turns);
/* The same for the rate's window: both draws, when the chance is the same
   every turn or a mean of two fixed chances (NHS_SPAWN_WHY_CASTLE_OPEN,
   or a staircase up the layout leaves open: stairs_den); NULL when it
   varies (EvilHack's clock) or turns > 2000. */
char  *nhs_spawn_rate_at_least_one_fraction (const NhsSpawnRate *rate);

/* The same chance as the game's power, "1 − (69/70)^1000", where the
   chance is the same every turn (both draws together, in lowest terms):
   the exact answer where the fraction has too many digits to print; NULL
   where it varies (EvilHack's clock) or is a mean of two rates (the
   Castle's side or the staircase up left open). */
char  *nhs_spawn_rate_at_least_one_power (const NhsSpawnRate *rate);

/* The chance of at least one arrival in the rate's window as a rational,
   1 - e^log_no_arrival: never 1 where a monster may fail to come (a double's
   1 - 5e-19 is 1, and (9/10)^1000000 is 0 as a double). */
void   nhs_spawn_rate_at_least_one_q (const NhsSpawnRate *rate,
                                      mpq_t               out);

/* The chance of at least one arrival within t turns, for t = 0, step,
   2 step, ... (n values into out): the spawn view's curve. */
void   nhs_spawn_curve             (const NhsSituation *sit,
                                    int                 step,
                                    int                 n,
                                    double             *out);

/* The Spawn page's figures as a table (Figure, Exact, Value): the chance
   each turn, the expected arrivals and the chance of at least one in
   `turns` turns; words through `translate` (NULL: English). */
/* Where an arrival is made, EvilHack after the invocation (allmain.c
   306-316): on or next to the level's up stairs, else its branch stairs,
   else anywhere, each as the variant's draws and the staircases the
   situation's level has (nhs_dungeon_situation_stairs ()) give it; the
   three shares sum to 1.  FALSE (nothing set) where no such rule applies
   or the level is not known. */
gboolean   nhs_spawn_placement      (const NhsSituation *sit,
                                    mpq_t               up_stairs,
                                    mpq_t               branch_stairs,
                                    mpq_t               anywhere);

typedef struct _NhsTable NhsTable;
NhsTable *nhs_spawn_table          (const NhsSituation *sit,
                                    int                 turns,
                                    const char         *caption,
                                    const char       *(*translate) (const char *text));

G_END_DECLS
