/* nhs-bench.h: the core's benchmarks (medians measured in-process)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  double probs_us;      /* one full 3.6.7 rndmonst distribution */
  double mkclass_us;    /* the slowest class tree; < 0 when not measured */
  double heatmap_ms;    /* a 60 x 30 depth x XL grid for one monster */
  double levels_per_s;  /* sample levels generated per second; < 0 when not measured */
} NhsBenchResult;

gboolean nhs_bench_run              (NhsBenchResult       *result,
                                     GError              **error);
char    *nhs_bench_result_to_string (const NhsBenchResult *result,
                                     gboolean              json);
/* Median of `rounds` timings of `fn` run `inner` times each, in microseconds per call. */
double   nhs_bench_median_us        (void                (*fn) (gpointer),
                                     gpointer              data,
                                     int                   rounds,
                                     int                   inner);

G_END_DECLS
