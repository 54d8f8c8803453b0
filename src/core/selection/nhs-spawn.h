/* nhs-spawn.h: when random monsters arrive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-situation.h"

G_BEGIN_DECLS

typedef struct {
  int one_in;                  /* a monster each turn with chance 1/one_in */
  const char *reason;          /* "demigod", "below the Castle", "ordinary" */
  double expected;             /* expected arrivals in `turns` turns */
  double at_least_one;         /* chance of at least one arrival in `turns` turns */
  int turns;
} NhsSpawnRate;

/* The game's end-of-turn check: 1/25 for a demigod, 1/50 below the Castle
   (Gehennom, Vlad's Tower), 1/70 otherwise. */
void   nhs_spawn_rate              (const NhsSituation *sit,
                                    int                 turns,
                                    NhsSpawnRate       *out);
/* Exact chance of at least one arrival in `turns` turns, 1 - ((n-1)/n)^turns,
   as a reduced fraction string; NULL when turns > 2000 (too long to print). */
char  *nhs_spawn_at_least_one_fraction (int one_in,
                                        int turns);

/* The chance of at least one arrival within t turns, for t = 0, step,
   2 step, ... (n values into out): the spawn view's curve. */
void   nhs_spawn_curve             (const NhsSituation *sit,
                                    int                 step,
                                    int                 n,
                                    double             *out);

/* The Spawn page's figures as a table (Figure, Exact, Value): the chance
   each turn, the expected arrivals and the chance of at least one in
   `turns` turns; words through `translate` (NULL: English). */
typedef struct _NhsTable NhsTable;
NhsTable *nhs_spawn_table          (const NhsSituation *sit,
                                    int                 turns,
                                    const char         *caption,
                                    const char       *(*translate) (const char *text));

G_END_DECLS
