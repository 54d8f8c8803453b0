/* nhs-bench.h: the core's benchmarks (medians and minimums measured in-process)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each measure is repeated (the counts below) and reported as the median
 * (the contract's fields: probs_us, mkclass_us, heatmap_ms, levels_per_s)
 * and the best repeat (the minimum time, the maximum rate), which a busy
 * machine disturbs least. */
#define NHS_BENCH_PROBS_REPEATS 51     /* of 200 distributions each */
#define NHS_BENCH_HEATMAP_REPEATS 15
#define NHS_BENCH_MKCLASS_REPEATS 31   /* of 20 trees each (nhs-mkclass.c) */
#define NHS_BENCH_LEVEL_REPEATS 15     /* of 50 levels each (nhs-level-stats.c) */
#define NHS_BENCH_PROFILE_REPEATS 9    /* of one profile over every version (nhs-profile.c) */

typedef struct {
  double probs_us;      /* one full 3.6.7 rndmonst distribution (the whole answer), median */
  double mkclass_us;    /* the slowest class tree, median; < 0 when not measured */
  double heatmap_ms;    /* a 60 x 30 depth x XL grid for one monster, median */
  double levels_per_s;  /* sample levels generated per second, median; < 0 when not measured */
  double probs_us_min;
  double mkclass_us_min;
  double heatmap_ms_min;
  double levels_per_s_max;
  double profile_ms;    /* a monster's profile over every version (heatmap, lines, origins), median */
  double profile_ms_min;
  /* The machine's load average (1 minute) when the bench started and
     ended, -1 where the system does not tell; its processors. */
  double load_start;
  double load_end;
  int processors;
  /* each level generator (nhs_level_bench_generators) */
  char generator_names[48][32];      /* (7 versions, up to 7 kinds each) */
  double generator_levels_per_s[48];        /* median */
  double generator_levels_per_s_best[48];
  double generator_levels_per_s_cpu[48];    /* median, in CPU time */
  int n_generators;
} NhsBenchResult;

gboolean nhs_bench_run              (NhsBenchResult       *result,
                                     GError              **error);
char    *nhs_bench_result_to_string (const NhsBenchResult *result,
                                     gboolean              json);
/* `rounds` timings of `fn` run `inner` times each, in microseconds per
   call: the median is returned, the fastest stored in *min_us (may be NULL). */
double   nhs_bench_median_us        (void                (*fn) (gpointer),
                                     gpointer              data,
                                     int                   rounds,
                                     int                   inner,
                                     double               *min_us);

G_END_DECLS
