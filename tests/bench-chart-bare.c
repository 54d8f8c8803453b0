/* bench-chart-bare.c: the yardstick of bench-chart, labelled bars with cairo and pango alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test: a benchmark. bench-chart runs it (beside itself) in the same
 * run and writes it the chart's bars on stdin, one a line:
 *
 *   SYMBOL <tab> NAME <tab> CHANCE (0..1) <tab> LABEL
 *
 * It draws those bars — a symbol, the name, a bar as long as the chance
 * and its label — as a plain cairo + pango program would (one PangoLayout,
 * its text set for every label, every frame laid out anew) into an image
 * surface of the width given on the command line, as many times as asked,
 * and prints {"bare_ms_p50": ..., "bare_ms_min": ..., "bare_cpu_ms_p50": ...,
 * "bars": ...} (wall clock, and the thread's CPU time): what
 * drawing those labelled bars costs with nothing of GTK around it.
 *
 *   bench-chart-bare WIDTH FRAMES < bars.tsv
 */
#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ROW_HEIGHT 22.0
#define MARGIN 8.0

typedef struct {
  char *symbol;
  char *name;
  double chance;
  char *label;
} Bar;

static void
bar_clear (gpointer data)
{
  Bar *bar = data;

  g_free (bar->symbol);
  g_free (bar->name);
  g_free (bar->label);
}

static void
show (cairo_t     *cr,
      PangoLayout *layout,
      const char  *text,
      double       x,
      double       mid,
      int          width)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, width > 0 ? width * PANGO_SCALE : -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x, mid - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* CPU time of this thread, in ms: what drawing costs without the waiting
   a loaded machine adds. */
static double
thread_cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static double
draw_once (GArray *bars,
           int     width,
           double *cpu_ms)
{
  int height = (int) (bars->len * ROW_HEIGHT + 2 * MARGIN);
  PangoFontDescription *name_font = pango_font_description_from_string ("Sans 10");
  PangoFontDescription *symbol_font = pango_font_description_from_string ("Monospace Bold 11");
  PangoFontDescription *small_font = pango_font_description_from_string ("Sans 9");
  double pmax = 0, bar_x = 180, room = width - bar_x - MARGIN;
  gint64 t0 = g_get_monotonic_time ();
  double c0 = thread_cpu_ms ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *layout = pango_cairo_create_layout (cr);

  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  for (guint i = 0; i < bars->len; i++)
    pmax = MAX (pmax, g_array_index (bars, Bar, i).chance);
  for (guint i = 0; i < bars->len; i++)
    {
      const Bar *bar = &g_array_index (bars, Bar, i);
      double y = MARGIN + i * ROW_HEIGHT, mid = y + ROW_HEIGHT / 2;
      double len = pmax > 0 ? MAX (2.0, room * bar->chance / pmax) : 2.0;

      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      pango_layout_set_font_description (layout, symbol_font);
      show (cr, layout, bar->symbol, MARGIN, mid, -1);
      pango_layout_set_font_description (layout, name_font);
      show (cr, layout, bar->name, MARGIN + 18, mid, (int) (bar_x - MARGIN - 24));
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_rectangle (cr, bar_x, y + 3, len, ROW_HEIGHT - 6);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      pango_layout_set_font_description (layout, small_font);
      show (cr, layout, bar->label, bar_x + len + 6, mid, -1);
    }
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairo_surface_destroy (surface);
  pango_font_description_free (name_font);
  pango_font_description_free (symbol_font);
  pango_font_description_free (small_font);
  *cpu_ms = thread_cpu_ms () - c0;
  return (g_get_monotonic_time () - t0) / 1000.0;
}

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  int width = argc > 1 ? atoi (argv[1]) : 500;
  int frames = argc > 2 ? atoi (argv[2]) : 200;
  g_autoptr(GArray) bars = g_array_new (FALSE, TRUE, sizeof (Bar));
  g_autofree double *ms = NULL;
  g_autofree double *cpu = NULL;
  char line[1024];

  if (width < 100 || width > 10000 || frames < 1 || frames > 100000)
    {
      g_printerr ("bench-chart-bare: WIDTH (100 to 10000) and FRAMES (1 to 100000), please\n");
      return 2;
    }
  g_array_set_clear_func (bars, bar_clear);
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto(GStrv) fields = g_strsplit (g_strchomp (line), "\t", 4);
      Bar bar;

      if (g_strv_length (fields) != 4)
        continue;
      bar.symbol = g_strdup (fields[0]);
      bar.name = g_strdup (fields[1]);
      bar.chance = g_ascii_strtod (fields[2], NULL);
      bar.label = g_strdup (fields[3]);
      g_array_append_val (bars, bar);
    }
  if (bars->len == 0)
    {
      g_printerr ("bench-chart-bare: no bars on stdin (SYMBOL, NAME, CHANCE, LABEL, tab-separated)\n");
      return 2;
    }
  ms = g_new (double, frames);
  cpu = g_new (double, frames);
  draw_once (bars, width, &cpu[0]); /* fonts found once, as any program's first frame */
  for (int i = 0; i < frames; i++)
    ms[i] = draw_once (bars, width, &cpu[i]);
  qsort (ms, frames, sizeof (double), compare_double);
  qsort (cpu, frames, sizeof (double), compare_double);
  g_print ("{\"bare_ms_p50\": %.3f, \"bare_ms_min\": %.3f, \"bare_cpu_ms_p50\": %.3f, "
           "\"bars\": %u, \"width\": %d}\n",
           ms[frames / 2], ms[0], cpu[frames / 2], bars->len, width);
  return 0;
}
