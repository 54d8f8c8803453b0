/* nhs-bench.c: the core's benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-bench.h"
#include "nhs-data.h"
#include "nhs-level.h"
#include "nhs-mkclass.h"
#include "nhs-profile.h"
#include "nhs-answer.h"

#include <stdlib.h>

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
nhs_bench_median_us (void   (*fn) (gpointer),
                     gpointer data,
                     int      rounds,
                     int      inner,
                     double  *min_us)
{
  g_autofree double *times = g_new (double, rounds);
  double median;

  fn (data); /* warm up */
  for (int r = 0; r < rounds; r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (int i = 0; i < inner; i++)
        fn (data);
      times[r] = (double) (g_get_monotonic_time () - start) / inner;
    }
  qsort (times, rounds, sizeof (double), compare_double);
  median = times[rounds / 2];
  if (min_us)
    *min_us = times[0];
  return median;
}

/* The 1-minute load average, or -1 where the system does not tell. */
static double
load_average (void)
{
  double load[1];

  return getloadavg (load, 1) == 1 ? load[0] : -1;
}

typedef struct {
  NhsMonsterSet *set;
  NhsSituation sit;
  int target;
  NhsHeatmap heatmap;
} ProbsBench;

/* One situation's whole answer, as every command and page gets it. */
static void
probs_once (gpointer data)
{
  ProbsBench *b = data;
  nhs_answer_unref (nhs_answer_compute (b->set, &b->sit, NULL, NULL, NULL, NULL));
}

/* The profile's heatmap (nhs-profile.c), as the window and export make it. */
static void
heatmap_once (gpointer data)
{
  ProbsBench *b = data;

  nhs_heatmap_compute (&b->heatmap, b->set, &b->sit, &b->target, 1, NULL);
}


/* A monster's profile over every version (nhs-profile.c), as the Profile
   page makes it: timed `repeats` times, the median in ms (the fastest in
   *min_ms). */

typedef struct {
  NhsMonsterSet *sets[NHS_N_VARIANTS];
  NhsSituation sit;
} ProfileBench;

static void
profile_once (gpointer data)
{
  ProfileBench *b = data;
  nhs_profile_unref (nhs_profile_compute (b->sets, &b->sit, "soldier ant", NULL, NULL));
}

static double
bench_profile_ms (int     repeats,
                  double *min_ms)
{
  g_autofree ProfileBench *b = g_new0 (ProfileBench, 1);
  double ms = -1, min_us = -1;

  nhs_situation_init (&b->sit);
  b->sit.depth = 12;
  b->sit.xl = 8;
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    b->sets[v] = nhs_monster_set_load_variant (nhs_variant_get (v)->key, NULL);
  if (b->sets[b->sit.variant] != NULL)
    ms = nhs_bench_median_us (profile_once, b, repeats, 1, &min_us) / 1000.0;
  if (min_ms)
    *min_ms = min_us / 1000.0;
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_clear_pointer (&b->sets[v], nhs_monster_set_unref);
  return ms;
}

/* The slowest class tree: every variant's slowest class at depth 20, XL 10
 * (outside Gehennom, where 3.7's rn2(9) restriction branches most). */
static double
bench_mkclass (double *worst_min)
{
  double worst = -1;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (nhs_variant_get (v)->key, NULL);
      NhsSituation sit;
      double us, min_us;

      if (set == NULL)
        continue;
      nhs_situation_init (&sit);
      sit.variant = v;
      sit.depth = 20;
      sit.xl = 10;
      us = nhs_mkclass_bench_us (set, &sit, &min_us);
      if (us > worst)
        {
          worst = us;
          *worst_min = min_us;
        }
    }
  return worst;
}

gboolean
nhs_bench_run (NhsBenchResult *result,
               GError        **error)
{
  ProbsBench b = { 0 };
  const NhsMonster *ant;

  /* docs/cli-contract.md's contract: probs_us times one full 3.6.7 distribution: the
     whole answer (nhs_answer_compute ()), as a command or a page gets it. */
  b.set = nhs_monster_set_load_variant (nhs_variant_get (NHS_VARIANT_367)->key, error);
  if (b.set == NULL)
    return FALSE;
  nhs_situation_init (&b.sit);
  b.sit.variant = NHS_VARIANT_367;
  b.sit.depth = 12;
  b.sit.xl = 8;
  b.sit.region = NHS_REGION_MINES;
  {
    g_autoptr (NhsAnswer) answer = nhs_answer_compute (b.set, &b.sit, NULL, NULL, NULL, error);

    if (answer == NULL)
      {
        nhs_monster_set_unref (b.set);
        return FALSE;
      }
  }
  ant = nhs_monster_set_lookup (b.set, "soldier ant");
  b.target = ant ? ant->index : 0;

  result->processors = (int) g_get_num_processors ();
  result->load_start = load_average ();
  result->probs_us = nhs_bench_median_us (probs_once, &b, NHS_BENCH_PROBS_REPEATS, 200,
                                          &result->probs_us_min);
  result->heatmap_ms = nhs_bench_median_us (heatmap_once, &b, NHS_BENCH_HEATMAP_REPEATS, 1,
                                            &result->heatmap_ms_min) / 1000.0;
  result->heatmap_ms_min /= 1000.0;
  result->profile_ms = bench_profile_ms (NHS_BENCH_PROFILE_REPEATS, &result->profile_ms_min);
  /* mkclass and the level generator add their own measures below. */
  result->mkclass_us_min = -1;
  result->mkclass_us = bench_mkclass (&result->mkclass_us_min);
  result->levels_per_s = nhs_level_bench_levels_per_s (&result->levels_per_s_max);
  {
    NhsLevelGeneratorSpeed speeds[G_N_ELEMENTS (result->generator_names)];

    result->n_generators = nhs_level_bench_generators (speeds, G_N_ELEMENTS (speeds));
    for (int i = 0; i < result->n_generators; i++)
      {
        g_strlcpy (result->generator_names[i], speeds[i].name, sizeof result->generator_names[i]);
        result->generator_levels_per_s[i] = speeds[i].levels_per_s;
        result->generator_levels_per_s_best[i] = speeds[i].levels_per_s_best;
        result->generator_levels_per_s_cpu[i] = speeds[i].levels_per_s_cpu;
      }
  }
  result->load_end = load_average ();

  nhs_heatmap_clear (&b.heatmap);
  nhs_monster_set_unref (b.set);
  return TRUE;
}

char *
nhs_bench_result_to_string (const NhsBenchResult *r,
                            gboolean              json)
{
  GString *s = g_string_new (NULL);

  if (json)
    {
      g_string_append_printf (s, "{\"probs_us\": %.3f, \"mkclass_us\": %.3f, \"heatmap_ms\": %.3f, "
                              "\"levels_per_s\": %.0f, \"profile_ms\": %.3f, "
                              "\"probs_us_min\": %.3f, \"mkclass_us_min\": %.3f, \"heatmap_ms_min\": %.3f, "
                              "\"levels_per_s_max\": %.0f, \"profile_ms_min\": %.3f, "
                              "\"repeats\": {\"probs\": %d, \"mkclass\": %d, \"heatmap\": %d, \"levels\": %d, "
                              "\"profile\": %d}, "
                              "\"load_average\": {\"start\": %.2f, \"end\": %.2f}, \"processors\": %d, "
                              "\"level_generators_per_s\": {",
                              r->probs_us, r->mkclass_us, r->heatmap_ms, r->levels_per_s, r->profile_ms,
                              r->probs_us_min, r->mkclass_us_min, r->heatmap_ms_min, r->levels_per_s_max,
                              r->profile_ms_min,
                              NHS_BENCH_PROBS_REPEATS, NHS_BENCH_MKCLASS_REPEATS,
                              NHS_BENCH_HEATMAP_REPEATS, NHS_BENCH_LEVEL_REPEATS,
                              NHS_BENCH_PROFILE_REPEATS,
                              r->load_start, r->load_end, r->processors);
      for (int i = 0; i < r->n_generators; i++)
        g_string_append_printf (s, "%s\"%s\": %.0f", i ? ", " : "", r->generator_names[i],
                                r->generator_levels_per_s[i]);
      g_string_append (s, "}, \"level_generators_per_s_best\": {");
      for (int i = 0; i < r->n_generators; i++)
        g_string_append_printf (s, "%s\"%s\": %.0f", i ? ", " : "", r->generator_names[i],
                                r->generator_levels_per_s_best[i]);
      g_string_append (s, "}, \"level_generators_per_s_cpu\": {");
      for (int i = 0; i < r->n_generators; i++)
        g_string_append_printf (s, "%s\"%s\": %.0f", i ? ", " : "", r->generator_names[i],
                                r->generator_levels_per_s_cpu[i]);
      g_string_append (s, "}}\n");
      return g_string_free (s, FALSE);
    }
  g_string_append_printf (s, "               median        best  repeats\n"
                          "probs_us      %10.3f  %10.3f  %7d  (one full 3.6.7 distribution)\n"
                          "mkclass_us    %10.3f  %10.3f  %7d  (the slowest class tree)\n"
                          "heatmap_ms    %10.3f  %10.3f  %7d  (60 x 30 depth x XL grid)\n"
                          "levels_per_s  %10.0f  %10.0f  %7d  (sample levels generated)\n"
                          "profile_ms    %10.3f  %10.3f  %7d  (a monster's profile over every version)\n",
                          r->probs_us, r->probs_us_min, NHS_BENCH_PROBS_REPEATS,
                          r->mkclass_us, r->mkclass_us_min, NHS_BENCH_MKCLASS_REPEATS,
                          r->heatmap_ms, r->heatmap_ms_min, NHS_BENCH_HEATMAP_REPEATS,
                          r->levels_per_s, r->levels_per_s_max, NHS_BENCH_LEVEL_REPEATS,
                          r->profile_ms, r->profile_ms_min, NHS_BENCH_PROFILE_REPEATS);
  for (int i = 0; i < r->n_generators; i++)
    g_string_append_printf (s, "levels_per_s  %10.0f  %10.0f  %7d  (generator: %s; median %.0f a second of CPU time)\n",
                            r->generator_levels_per_s[i], r->generator_levels_per_s_best[i], 9,
                            r->generator_names[i], r->generator_levels_per_s_cpu[i]);
  g_string_append_printf (s, "load average  %.2f at the start, %.2f at the end, %d processors%s\n",
                          r->load_start, r->load_end, r->processors,
                          MAX (r->load_start, r->load_end) > r->processors
                            ? " (busy: trust the best column, and for the generators their CPU time)" : "");
  return g_string_free (s, FALSE);
}
