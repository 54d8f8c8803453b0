/* bench-startup.c: nhspawn's start against a bare GTK 4 window, in the same run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test: a benchmark. Run under Xvfb:
 *
 *   xvfb-run -a -s "-screen 0 1400x900x24" build/tests/bench-startup [RUNS]
 *
 * Starts the bare window (bench-startup-bare, beside this program) with
 * GTK's title bar, as a desktop shows any GTK 4 window, the same without
 * one (no text at all: only where there is no window manager), and nhspawn
 * (NHSPAWN_FIRST_FRAME=1), in turn, RUNS times each (default 9),
 * each a fresh process that quits after its first painted frame, and
 * measures for each:
 *   - the time from starting the process to its first painted frame (wall
 *     clock from fork to the line it prints then), and
 *   - its memory: the peak resident set size the kernel reports at exit
 *     (wait4's ru_maxrss), which is the largest it grew to up to that frame.
 * Prints the minimum and median of each, and nhspawn's extra memory and time
 * ratio (of the medians) against the bare window with its title bar, with
 * the goals (at most 6 MB more, at most 1.3 times the time), and the same
 * against the window without one, as JSON. The environment is the same for both:
 * GSETTINGS_BACKEND=memory, GTK_A11Y=none and this build's schema unless
 * already set.
 */
#include "nhs-config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
  double ms;
  double rss_mb;       /* peak */
  double rss_now_mb;   /* at the first frame, as the process read it */
} Sample;

static gboolean
run_once (const char *program,
          const char *arg,
          Sample     *out)
{
  int fds[2];
  pid_t pid;
  gint64 t0, t_line = 0;
  struct rusage ru;
  int status;
  char buf[256];
  FILE *in;

  if (pipe (fds) != 0)
    return FALSE;
  t0 = g_get_monotonic_time ();
  pid = fork ();
  if (pid < 0)
    return FALSE;
  if (pid == 0)
    {
      dup2 (fds[1], STDOUT_FILENO);
      close (fds[0]);
      close (fds[1]);
      execl (program, program, arg, (char *) NULL);
      _exit (127);
    }
  close (fds[1]);
  in = fdopen (fds[0], "r");
  out->rss_now_mb = -1;
  while (fgets (buf, sizeof buf, in) != NULL)
    if (t_line == 0 && strstr (buf, "first_frame_ms") != NULL)
      {
        const char *rss = strstr (buf, "\"rss_kb\":");

        t_line = g_get_monotonic_time ();
        if (rss)
          out->rss_now_mb = g_ascii_strtod (rss + strlen ("\"rss_kb\":"), NULL) / 1024.0;
      }
  fclose (in);
  if (wait4 (pid, &status, 0, &ru) != pid || !WIFEXITED (status) || WEXITSTATUS (status) != 0 || t_line == 0)
    {
      g_printerr ("bench-startup: %s did not reach its first frame.\n", program);
      return FALSE;
    }
  out->ms = (t_line - t0) / 1000.0;
  out->rss_mb = ru.ru_maxrss / 1024.0;   /* kB on Linux */
  return TRUE;
}

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
stats (const Sample *s,
       int           n,
       int           what,   /* 0 time, 1 peak memory, 2 memory at the first frame */
       double       *min,
       double       *median)
{
  g_autofree double *v = g_new (double, n);

  for (int i = 0; i < n; i++)
    v[i] = what == 0 ? s[i].ms : what == 1 ? s[i].rss_mb : s[i].rss_now_mb;
  qsort (v, n, sizeof *v, cmp_double);
  *min = v[0];
  *median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int
main (int    argc,
      char **argv)
{
  int runs = argc > 1 ? atoi (argv[1]) : 9;
  g_autofree char *dir = g_path_get_dirname (argv[0]);
  g_autofree char *bare = g_build_filename (dir, "bench-startup-bare", NULL);
  g_autofree char *app = g_build_filename (dir, "..", "src", "app", "nhspawn", NULL);
  g_autofree char *schemas = g_build_filename (dir, "..", "data", NULL);
  Sample *samples[3];
  const char *programs[3] = { bare, bare, app };
  const char *args[3] = { "--title-bar", NULL, NULL };
  const char *names[3] = { "bare", "bare_no_title_bar", "app" };
  double ms_min[3], ms_med[3], mb_min[3], mb_med[3], now_min[3], now_med[3];
  double load[3] = { 0 };

  if (runs < 1 || runs > 1000)
    {
      g_printerr ("bench-startup: RUNS must be from 1 to 1000.\n");
      return 2;
    }
  g_setenv ("GSETTINGS_BACKEND", "memory", FALSE);
  g_setenv ("GTK_A11Y", "none", FALSE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", schemas, FALSE);
  g_setenv ("NHSPAWN_FIRST_FRAME", "1", TRUE);

  for (int p = 0; p < 3; p++)
    samples[p] = g_new (Sample, runs);
  /* One of each first, not counted: the disk cache and the font cache warm. */
  for (int p = 0; p < 3; p++)
    if (!run_once (programs[p], args[p], &samples[p][0]))
      return 1;
  for (int i = 0; i < runs; i++)
    for (int p = 0; p < 3; p++)
      if (!run_once (programs[p], args[p], &samples[p][i]))
        return 1;
  for (int p = 0; p < 3; p++)
    {
      stats (samples[p], runs, 0, &ms_min[p], &ms_med[p]);
      stats (samples[p], runs, 1, &mb_min[p], &mb_med[p]);
      stats (samples[p], runs, 2, &now_min[p], &now_med[p]);
    }
  if (getloadavg (load, 3) < 0)
    load[0] = load[1] = load[2] = -1;

  g_print ("{\n  \"runs\": %d,\n  \"load_average\": [%.2f, %.2f, %.2f],\n", runs, load[0], load[1], load[2]);
  for (int p = 0; p < 3; p++)
    g_print ("  \"%s_first_frame_ms\": {\"min\": %.1f, \"median\": %.1f},\n"
             "  \"%s_peak_rss_mb\": {\"min\": %.2f, \"median\": %.2f},\n"
             "  \"%s_rss_at_first_frame_mb\": {\"min\": %.2f, \"median\": %.2f},\n",
             names[p], ms_min[p], ms_med[p], names[p], mb_min[p], mb_med[p],
             names[p], now_min[p], now_med[p]);
  g_print ("  \"extra_memory_at_first_frame_mb\": %.2f,\n", now_med[2] - now_med[0]);
  g_print ("  \"extra_memory_mb\": %.2f,\n"
           "  \"time_ratio\": %.2f,\n"
           "  \"goals\": {\"extra_memory_mb\": 6, \"time_ratio\": 1.3},\n"
           "  \"within_goals\": %s,\n"
           "  \"against_no_title_bar\": {\"extra_memory_mb\": %.2f, \"time_ratio\": %.2f}\n"
           "}\n",
           mb_med[2] - mb_med[0], ms_med[2] / ms_med[0],
           (mb_med[2] - mb_med[0] <= 6 && ms_med[2] / ms_med[0] <= 1.3) ? "true" : "false",
           mb_med[2] - mb_med[1], ms_med[2] / ms_med[1]);
  for (int p = 0; p < 3; p++)
    g_free (samples[p]);
  return 0;
}
