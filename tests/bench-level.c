/* bench-level.c: how fast the 3.6.7 level generator runs (not a test)
 *
 * Prints {"levels_per_s": ..., "levels_per_s_with_phases": ...,
 *         "stats_10000_s": ...} with medians of 5 rounds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "nhs-level.h"

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
levels_per_s (gboolean phases, int depth)
{
  NhsLevelParams p = { 0 };
  int n = 20000;
  gint64 t0;

  p.depth = depth;
  p.record_phases = phases;
  t0 = g_get_monotonic_time ();
  for (int i = 0; i < n; i++)
    {
      p.seed = (guint64) i;
      nhs_level_free (nhs_level_generate (&p, NULL));
    }
  return n / ((g_get_monotonic_time () - t0) / 1e6);
}

static double
stats_seconds (void)
{
  NhsLevelStats *st = nhs_level_stats_new (10);
  NhsLevelParams p = { 0 };
  gint64 t0;
  char *json;

  p.depth = 10;
  p.seed = 1;
  t0 = g_get_monotonic_time ();
  nhs_level_stats_run (st, &p, 10000, NULL);
  json = nhs_level_stats_to_json (st);
  g_free (json);
  nhs_level_stats_free (st);
  return (g_get_monotonic_time () - t0) / 1e6;
}

int
main (void)
{
  double a[5], b[5], c[5];

  for (int i = 0; i < 5; i++)
    {
      a[i] = levels_per_s (FALSE, 1 + 5 * i);
      b[i] = levels_per_s (TRUE, 1 + 5 * i);
      c[i] = stats_seconds ();
    }
  qsort (a, 5, sizeof (double), cmp_double);
  qsort (b, 5, sizeof (double), cmp_double);
  qsort (c, 5, sizeof (double), cmp_double);
  printf ("{\"levels_per_s\": %.0f, \"levels_per_s_with_phases\": %.0f, "
          "\"stats_10000_s\": %.3f}\n", a[2], b[2], c[2]);
  return 0;
}
