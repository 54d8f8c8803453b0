/* bench-chart.c: slider change -> the chart's next painted frame, in the real window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test: a benchmark. Run under Xvfb with GSK_RENDERER=cairo,
 * GSETTINGS_SCHEMA_DIR=<build>/data and GSETTINGS_BACKEND=memory:
 *
 *   xvfb-run -a -s "-screen 0 1400x900x24" build/tests/bench-chart [CHANGES]
 *
 * Prints {"frame_ms_p50": ..., "frame_ms_p95": ..., ...}: the time from
 * setting a slider's value to the end of the frame that painted the chart.
 * Between changes the loop rests 20 ms, so that each change finds the frame
 * clock idle, as a person dragging a slider does.
 *
 * After each frame it also draws the same chart, the part the window shows,
 * with the render layer alone onto a cairo image surface of the chart's
 * size: the bare cost of drawing those bars ("cairo_ms_p50", and
 * "frame_over_cairo" = frame_ms_p50 / cairo_ms_p50), so that the window's
 * overhead (recomputing the distribution, layout, GTK's frame) reads as a
 * ratio. "load_average" is the machine's 1-minute load at the start and the
 * end.
 *
 * Then, in the same run, the yardstick: bench-chart-bare (beside this
 * program) draws the first 150 labelled bars of the fullest chart the run
 * showed (each bar: symbol, name, bar, label) with cairo and pango alone into an
 * image surface, as many times as there were changes: "bare_ms_p50",
 * "bars", and "p95_over_bare" = frame_ms_p95 / bare_ms_p50 (issue 23's goal:
 * at most 2.5); the same in the two programs' CPU time ("bare_cpu_ms_p50",
 * "cpu_p95_over_bare_cpu"), which a loaded machine disturbs less.
 */
#include "nhs-config.h"

#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nhs-window-private.h"
#include "nhs-overview-page.h"
#include "nhs-render-chart.h"
#include "nhs-sidebar-private.h"

typedef struct {
  gint64 t_begin, t_layout, t_paint;
  gint64 c_begin, c_layout, c_paint;
  /* sums over the changes, wall and CPU ms: setting the slider, then
     waiting for the frame to begin, the frame's update phase (up to the
     layout), the layout, the paint */
  double sum_set, sum_wait, sum_update, sum_layout, sum_paint;
  double cpu_set, cpu_wait, cpu_update, cpu_layout, cpu_paint;
  NhsWindow *win;
  guint paints_before;
  gint64 painted_at;
  gint64 painted_cpu;
  gboolean waiting;
  gboolean rested;
} Bench;

/* CPU time of this thread: what the window spends, without the waiting a
   loaded machine adds. */
static gint64
thread_cpu_us (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return (gint64) t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *b)
{
  if (b->waiting && nhs_bar_chart_get_paint_count (nhs_overview_page_get_chart (NHS_OVERVIEW_PAGE (_nhs_window_get_page (b->win, "overview")))) > b->paints_before)
    {
      b->painted_at = g_get_monotonic_time ();
      b->painted_cpu = thread_cpu_us ();
      b->waiting = FALSE;
    }
}

/* The start of a frame clock phase: an emission hook runs before every
   handler, GTK's own included (a handler connected here would run after
   GTK's and time the phase's end). */
static gboolean
phase_hook_cb (GSignalInvocationHint *hint,
               guint                  n_params,
               const GValue          *params,
               gpointer               data)
{
  Bench *b = data;
  const char *name = g_signal_name (hint->signal_id);
  gint64 *t = NULL, *c = NULL;

  if (!b->waiting)
    return TRUE;
  if (strcmp (name, "before-paint") == 0)
    t = &b->t_begin, c = &b->c_begin;
  else if (strcmp (name, "layout") == 0)
    t = &b->t_layout, c = &b->c_layout;
  else if (strcmp (name, "paint") == 0)
    t = &b->t_paint, c = &b->c_paint;
  if (t != NULL && *t == 0)
    {
      *t = g_get_monotonic_time ();
      *c = thread_cpu_us ();
    }
  return TRUE;
}

static gboolean
rest_done_cb (gpointer data)
{
  ((Bench *) data)->rested = TRUE;
  return G_SOURCE_REMOVE;
}

static void
rest (Bench *b,
      guint  ms)
{
  b->rested = FALSE;
  g_timeout_add (ms, rest_done_cb, b);
  while (!b->rested)
    g_main_context_iteration (NULL, TRUE);
}

/* The chart as the window shows it (its visible rows), drawn straight with
   cairo onto an image surface; wall-clock ms. */
static double
bare_cairo_ms (NhsBarChart *chart,
               int          width,
               int          height)
{
  NhsChartParams params;
  NhsRenderTheme theme;
  cairo_surface_t *surface;
  cairo_t *cr;
  gint64 t0;

  nhs_bar_chart_get_export (chart, &params, &theme);
  t0 = g_get_monotonic_time ();
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  nhs_render_chart (cr, &theme, &params, width, 0, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairo_surface_destroy (surface);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

/* The chart's bars as bench-chart-bare reads them. */
#define BARE_BARS 150

static char *
bars_text (NhsChances *chances)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; chances != NULL && i < MIN (chances->n_results, BARE_BARS); i++)
    {
      int index = chances->order[i];
      const NhsMonster *m = &chances->set->monsters[index];
      g_autofree char *fraction = nhs_chances_fraction (chances, index);
      char chance[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_dtostr (chance, sizeof chance, chances->p[index]);
      g_string_append_printf (out, "%c\t%s\t%s\t%s  %.2f %%\n", m->symbol, m->name, chance,
                              fraction, 100.0 * chances->p[index]);
    }
  return g_string_free (out, FALSE);
}

/* Runs bench-chart-bare on the bars; its median frame in ms, or -1. */
static double
bare_p50 (const char *argv0,
          NhsChances *chances,
          int         width,
          int         frames,
          guint      *n_bars,
          double     *cpu_ms)
{
  g_autofree char *dir = g_path_get_dirname (argv0);
  g_autofree char *bare = g_build_filename (dir, "bench-chart-bare", NULL);
  g_autofree char *input = bars_text (chances);
  g_autofree char *output = NULL;
  g_autofree char *width_arg = g_strdup_printf ("%d", width);
  g_autofree char *frames_arg = g_strdup_printf ("%d", frames);
  const char *argv[] = { bare, width_arg, frames_arg, NULL };
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  const char *p50;

  *n_bars = chances ? (guint) MIN (chances->n_results, BARE_BARS) : 0;
  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                            &error);
  if (proc == NULL || !g_subprocess_communicate_utf8 (proc, input, NULL, &output, NULL, &error)
      || (p50 = strstr (output, "\"bare_ms_p50\": ")) == NULL)
    {
      g_printerr ("bench-chart: %s\n", error ? error->message : "bench-chart-bare said nothing");
      return -1;
    }
  {
    const char *cpu = strstr (output, "\"bare_cpu_ms_p50\": ");

    *cpu_ms = cpu ? g_ascii_strtod (cpu + strlen ("\"bare_cpu_ms_p50\": "), NULL) : -1;
  }
  return g_ascii_strtod (p50 + strlen ("\"bare_ms_p50\": "), NULL);
}

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int   argc,
      char *argv[])
{
  int changes = argc > 1 ? atoi (argv[1]) : 1000;
  g_autofree double *ms = NULL;
  g_autofree double *cpu_ms = NULL;
  g_autofree double *cairo_ms = NULL;
  double load_start[1] = { -1 }, load_end[1] = { -1 };
  int chart_w, chart_h;
  g_autoptr(GSettings) settings = NULL;
  GdkFrameClock *clock;
  Bench b = { 0 };
  int depth = 1, xl = 1, ddir = 1, xdir = 1;
  double sum = 0, bare_ms, bare_cpu_ms = -1;
  g_autoptr(NhsChances) fullest = NULL;
  guint n_bars;

  if (!gtk_init_check ())
    {
      g_printerr ("bench-chart: no display (run it under xvfb-run)\n");
      return 77;
    }
  if (changes < 10)
    changes = 10;
  ms = g_new0 (double, changes);
  cpu_ms = g_new0 (double, changes);
  cairo_ms = g_new0 (double, changes);
  if (getloadavg (load_start, 1) < 1)
    load_start[0] = -1;

  settings = g_settings_new (APP_ID);
  g_settings_reset (settings, "window-maximized");
  g_settings_set_int (settings, "window-width", 1280);
  g_settings_set_int (settings, "window-height", 800);
  g_settings_set_string (settings, "page", "overview");
  g_settings_set_string (settings, "region", "dungeons");

  b.win = nhs_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (b.win), 1280, 800);
  gtk_window_present (GTK_WINDOW (b.win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (b.win));
  rest (&b, 200);

  /* What the chart paints: its width, and the height the scrolled window
     shows of it (the bench does not scroll). */
  {
    GtkWidget *chart = GTK_WIDGET (nhs_overview_page_get_chart (NHS_OVERVIEW_PAGE (_nhs_window_get_page (b.win, "overview"))));
    GtkWidget *sw = gtk_widget_get_ancestor (chart, GTK_TYPE_SCROLLED_WINDOW);

    chart_w = gtk_widget_get_width (chart);
    chart_h = sw ? MIN (gtk_widget_get_height (chart), gtk_widget_get_height (sw))
                 : gtk_widget_get_height (chart);
  }

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (b.win));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &b);
  for (guint k = 0; k < 3; k++)
    g_signal_add_emission_hook (g_signal_lookup ((const char *[]) { "before-paint", "layout", "paint" }[k],
                                                 GDK_TYPE_FRAME_CLOCK),
                                0, phase_hook_cb, &b, NULL);

  for (int i = 0; i < changes; i++)
    {
      gint64 t0, c0, t_set, c_set;

      rest (&b, 20);
      /* walk the depth and XL sliders back and forth, one step at a time */
      b.paints_before = nhs_bar_chart_get_paint_count (nhs_overview_page_get_chart (NHS_OVERVIEW_PAGE (_nhs_window_get_page (b.win, "overview"))));
      b.waiting = TRUE;
      b.t_begin = b.t_layout = b.t_paint = 0;
      t0 = g_get_monotonic_time ();
      c0 = thread_cpu_us ();
      if (i % 2 == 0)
        {
          if (depth + ddir < 1 || depth + ddir > 29)
            ddir = -ddir;
          depth += ddir;
          gtk_adjustment_set_value (b.win->sidebar->depth_adjustment, depth);
        }
      else
        {
          if (xl + xdir < 1 || xl + xdir > 30)
            xdir = -xdir;
          xl += xdir;
          gtk_adjustment_set_value (b.win->sidebar->xl_adjustment, xl);
        }
      t_set = g_get_monotonic_time ();
      c_set = thread_cpu_us ();
      while (b.waiting)
        g_main_context_iteration (NULL, TRUE);
      ms[i] = (b.painted_at - t0) / 1000.0;
      cpu_ms[i] = (b.painted_cpu - c0) / 1000.0;
      /* a frame without a layout phase of its own: its times are the paint's */
      if (b.t_paint == 0)
        b.t_paint = b.painted_at, b.c_paint = b.painted_cpu;
      if (b.t_layout == 0)
        b.t_layout = b.t_paint, b.c_layout = b.c_paint;
      if (b.t_begin == 0)
        b.t_begin = b.t_layout, b.c_begin = b.c_layout;
      b.sum_set += (t_set - t0) / 1000.0;
      b.sum_wait += (b.t_begin - t_set) / 1000.0;
      b.sum_update += (b.t_layout - b.t_begin) / 1000.0;
      b.sum_layout += (b.t_paint - b.t_layout) / 1000.0;
      b.sum_paint += (b.painted_at - b.t_paint) / 1000.0;
      b.cpu_set += (c_set - c0) / 1000.0;
      b.cpu_wait += (b.c_begin - c_set) / 1000.0;
      b.cpu_update += (b.c_layout - b.c_begin) / 1000.0;
      b.cpu_layout += (b.c_paint - b.c_layout) / 1000.0;
      b.cpu_paint += (b.painted_cpu - b.c_paint) / 1000.0;
      sum += ms[i];
      cairo_ms[i] = bare_cairo_ms (nhs_overview_page_get_chart (NHS_OVERVIEW_PAGE (_nhs_window_get_page (b.win, "overview"))), chart_w, chart_h);
      {
        NhsChances *shown = nhs_bar_chart_get_chances (nhs_overview_page_get_chart (NHS_OVERVIEW_PAGE (_nhs_window_get_page (b.win, "overview"))));

        if (shown != NULL && (fullest == NULL || shown->n_results > fullest->n_results))
          {
            g_clear_pointer (&fullest, nhs_chances_unref);
            fullest = nhs_chances_ref (shown);
          }
      }
    }

  if (g_getenv ("NHS_BENCH_PHASES"))
    g_printerr ("mean ms, wall (CPU): set_value %.3f (%.3f), wait for the frame %.3f (%.3f), "
                "update %.3f (%.3f), layout %.3f (%.3f), paint %.3f (%.3f)\n",
                b.sum_set / changes, b.cpu_set / changes, b.sum_wait / changes, b.cpu_wait / changes,
                b.sum_update / changes, b.cpu_update / changes, b.sum_layout / changes,
                b.cpu_layout / changes, b.sum_paint / changes, b.cpu_paint / changes);
  qsort (ms, changes, sizeof (double), compare_double);
  qsort (cpu_ms, changes, sizeof (double), compare_double);
  qsort (cairo_ms, changes, sizeof (double), compare_double);
  bare_ms = bare_p50 (argv[0], fullest, chart_w, changes, &n_bars, &bare_cpu_ms);
  if (getloadavg (load_end, 1) < 1)
    load_end[0] = -1;
  g_print ("{\"frame_ms_p50\": %.3f, \"frame_ms_p95\": %.3f, \"frame_ms_max\": %.3f, "
           "\"frame_ms_mean\": %.3f, \"frame_ms_min\": %.3f, \"cpu_ms_p50\": %.3f, \"cpu_ms_p95\": %.3f, "
           "\"cairo_ms_p50\": %.3f, \"cairo_ms_min\": %.3f, \"frame_over_cairo\": %.2f, "
           "\"changes\": %d, \"width\": %d, \"height\": %d, \"chart_width\": %d, \"chart_height\": %d, "
           "\"renderer\": \"%s\", \"bare_ms_p50\": %.3f, \"bare_cpu_ms_p50\": %.3f, \"bars\": %u, "
           "\"p95_over_bare\": %.2f, \"cpu_p95_over_bare_cpu\": %.2f, "
           "\"load_average\": [%.2f, %.2f]}\n",
           ms[changes / 2], ms[(int) (changes * 0.95)], ms[changes - 1], sum / changes, ms[0],
           cpu_ms[changes / 2], cpu_ms[(int) (changes * 0.95)],
           cairo_ms[changes / 2], cairo_ms[0], ms[changes / 2] / MAX (cairo_ms[changes / 2], 0.001),
           changes,
           gtk_widget_get_width (GTK_WIDGET (b.win)), gtk_widget_get_height (GTK_WIDGET (b.win)),
           chart_w, chart_h,
           g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default",
           bare_ms, bare_cpu_ms, n_bars, bare_ms > 0 ? ms[(int) (changes * 0.95)] / bare_ms : -1.0,
           bare_cpu_ms > 0 ? cpu_ms[(int) (changes * 0.95)] / bare_cpu_ms : -1.0,
           load_start[0], load_end[0]);
  gtk_window_destroy (GTK_WINDOW (b.win));
  return 0;
}
