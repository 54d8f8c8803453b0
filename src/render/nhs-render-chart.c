/* nhs-render-chart.c: a distribution as a bar chart, onto any cairo_t
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-chart.h"

#include <string.h>

#include <math.h>
#include <pango/pangocairo.h>

#define SYMBOL_X     (NHS_CHART_MARGIN + 6)
#define NAME_X       (NHS_CHART_MARGIN + 28)
#define NAME_WIDTH   150.0          /* at least; wider for a longer name */
#define NAME_WIDTH_MAX 300.0
#define LABEL_ROOM   105.0

static gboolean
eligible_in (const NhsChances *chances,
             int               index)
{
  return nhs_chances_possible (chances, index);
}

static gboolean
comparable (const NhsChartParams *params)
{
  return params->previous != NULL && params->previous != params->chances &&
         params->previous->set == params->chances->set;
}

static int
compare_mlet (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  const NhsChances *dist = user_data;
  int ia = *(const int *) a, ib = *(const int *) b;
  int ma = dist->set->monsters[ia].mlet, mb = dist->set->monsters[ib].mlet;

  if (ma != mb)
    return ma < mb ? -1 : 1;
  return 0; /* stable: keeps most likely first within a class */
}

GArray *
nhs_render_chart_rows (const NhsChartParams *params)
{
  const NhsChances *dist = params->chances;
  GArray *rows = g_array_sized_new (FALSE, FALSE, sizeof (NhsChartRow),
                                    dist ? dist->n_results + 32 : 0);
  gboolean marks;

  if (dist == NULL)
    return rows;
  marks = comparable (params);

  if (params->group_by_class)
    {
      g_autofree int *order = g_memdup2 (dist->order, sizeof (int) * MAX (dist->n_results, 1));
      int last_mlet = -1;

      g_qsort_with_data (order, dist->n_results, sizeof (int), compare_mlet, (gpointer) dist);
      for (int i = 0; i < dist->n_results; i++)
        {
          int idx = order[i];
          int mlet = dist->set->monsters[idx].mlet;
          NhsChartRow row = { NHS_CHART_ROW_BAR, idx, FALSE };

          if (mlet != last_mlet)
            {
              NhsChartRow header = { NHS_CHART_ROW_CLASS, mlet, FALSE };
              g_array_append_val (rows, header);
              last_mlet = mlet;
            }
          row.entered = marks && !eligible_in (params->previous, idx);
          g_array_append_val (rows, row);
        }
    }
  else
    {
      int n = params->top > 0 ? MIN (params->top, dist->n_results) : dist->n_results;

      for (int i = 0; i < n; i++)
        {
          int idx = dist->order[i];
          NhsChartRow row = { NHS_CHART_ROW_BAR, idx, FALSE };

          row.entered = marks && !eligible_in (params->previous, idx);
          g_array_append_val (rows, row);
        }
      if (n < dist->n_results)
        {
          NhsChartRow row = { NHS_CHART_ROW_CUT, n, FALSE };
          g_array_append_val (rows, row);
        }
    }

  if (dist->none > 0)
    {
      NhsChartRow row = { NHS_CHART_ROW_NONE, -1, FALSE };
      g_array_append_val (rows, row);
    }

  if (marks)
    {
      const NhsChances *prev = params->previous;

      for (int i = 0; i < prev->n_results; i++)
        {
          int idx = prev->order[i];

          if (!eligible_in (dist, idx))
            {
              NhsChartRow row = { NHS_CHART_ROW_LEFT, idx, FALSE };
              g_array_append_val (rows, row);
            }
        }
    }
  return rows;
}

char *
nhs_render_chart_cut_text (const NhsChartParams *params)
{
  const NhsChances *dist = params->chances;
  int n, tied = 0;
  g_autofree char *last = NULL;

  if (dist == NULL || params->group_by_class || params->top <= 0 || params->top >= dist->n_results)
    return NULL;
  n = params->top;
  /* the rows left out that share the last shown row's exact chance */
  last = nhs_chances_fraction (dist, dist->order[n - 1]);
  for (int i = n; i < dist->n_results; i++)
    {
      g_autofree char *f = nhs_chances_fraction (dist, dist->order[i]);

      if (strcmp (f, last) != 0)
        break;
      tied++;
    }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  if (tied > 0)
    return g_strdup_printf (params->cut_tie_label ? params->cut_tie_label
                                                  : "%d of %d shown; %d more at %s",
                            n, dist->n_results, tied, last);
  return g_strdup_printf (params->cut_label ? params->cut_label : "%d of %d shown",
                          n, dist->n_results);
#pragma GCC diagnostic pop
}

static double
rows_top (const NhsChartParams *params)
{
  if (params->title == NULL)
    return 0.0;
  /* a wrapped title's row grows by its further lines */
  return NHS_CHART_TITLE_HEIGHT
         + (params->title_wrap > 0
            ? nhs_render_title_extra (params->title, params->title_wrap - 2 * NHS_CHART_MARGIN) : 0);
}

double
nhs_render_chart_height (const NhsChartParams *params)
{
  g_autoptr(GArray) rows = nhs_render_chart_rows (params);

  return rows_top (params) + rows->len * NHS_CHART_ROW_HEIGHT + NHS_CHART_MARGIN;
}

int
nhs_render_chart_bar_at_y (const NhsChartParams *params,
                           double                y)
{
  g_autoptr(GArray) rows = NULL;
  const NhsChartRow *row;
  int i;

  y -= rows_top (params);
  if (y < 0)
    return -1;
  i = (int) floor (y / NHS_CHART_ROW_HEIGHT);
  rows = nhs_render_chart_rows (params);
  if (i >= (int) rows->len)
    return -1;
  row = &g_array_index (rows, NhsChartRow, i);
  return row->kind == NHS_CHART_ROW_BAR || row->kind == NHS_CHART_ROW_LEFT ? row->index : -1;
}

double
nhs_render_chart_row_y (const NhsChartParams *params,
                        int                   index)
{
  g_autoptr(GArray) rows = nhs_render_chart_rows (params);

  for (guint i = 0; i < rows->len; i++)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);

      if ((row->kind == NHS_CHART_ROW_BAR || row->kind == NHS_CHART_ROW_LEFT) && row->index == index)
        return rows_top (params) + i * NHS_CHART_ROW_HEIGHT;
    }
  return -1;
}

void
nhs_render_chart_count_changes (const NhsChartParams *params,
                                int                  *entered,
                                int                  *left)
{
  g_autoptr(GArray) rows = nhs_render_chart_rows (params);

  *entered = *left = 0;
  for (guint i = 0; i < rows->len; i++)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);

      if (row->kind == NHS_CHART_ROW_LEFT)
        (*left)++;
      else if (row->kind == NHS_CHART_ROW_BAR && row->entered)
        (*entered)++;
    }
}

/* Text, shaped once and kept when a cache is given */

struct _NhsChartCache {
  PangoContext *context;
  GHashTable *layouts;   /* "font\x1fwidth\x1ftext" -> PangoLayout */
};

#define CACHE_MAX 4096

NhsChartCache *
nhs_chart_cache_new (void)
{
  NhsChartCache *cache = g_new0 (NhsChartCache, 1);

  cache->context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  cache->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return cache;
}

void
nhs_chart_cache_free (NhsChartCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_unref (cache->layouts);
  g_object_unref (cache->context);
  g_free (cache);
}

typedef struct {
  cairo_t *cr;
  NhsChartCache *cache;
  PangoLayout *scratch;              /* without a cache */
  const PangoFontDescription *font;
  const char *font_key;
} TextState;

static PangoLayout *
get_layout (TextState  *ts,
            const char *text,
            double      max_width)
{
  int width = max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1;
  PangoLayout *layout;
  char key[512];

  if (ts->cache == NULL)
    {
      pango_layout_set_font_description (ts->scratch, ts->font);
      pango_layout_set_text (ts->scratch, text, -1);
      pango_layout_set_width (ts->scratch, width);
      return ts->scratch;
    }
  g_snprintf (key, sizeof key, "%s\x1f%d\x1f%s", ts->font_key, width, text);
  layout = g_hash_table_lookup (ts->cache->layouts, key);
  if (layout == NULL)
    {
      if (g_hash_table_size (ts->cache->layouts) > CACHE_MAX)
        g_hash_table_remove_all (ts->cache->layouts);
      layout = pango_layout_new (ts->cache->context);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_font_description (layout, ts->font);
      pango_layout_set_text (layout, text, -1);
      pango_layout_set_width (layout, width);
      g_hash_table_insert (ts->cache->layouts, g_strdup (key), layout);
    }
  return layout;
}

static void
set_font (TextState                  *ts,
          const PangoFontDescription *font,
          const char                 *key)
{
  ts->font = font;
  ts->font_key = key;
}

static void
show_text (TextState  *ts,
           const char *text,
           double      x,
           double      y_mid,
           double      max_width,
           gboolean    right_align)
{
  PangoLayout *layout = get_layout (ts, text, max_width);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (ts->cr, right_align ? x - w : x, y_mid - h / 2.0);
  nhs_render_show_layout (ts->cr, layout);
}

static double
text_width (TextState  *ts,
            const char *text)
{
  int w;

  pango_layout_get_pixel_size (get_layout (ts, text, -1), &w, NULL);
  return w;
}

/* A bar's label: inside the bar's end where it fits there, else after the
   bar, and where the chart's right edge leaves no room for that, ending at
   the edge over the bar's end, so that it is never cut (a narrow Overview
   on the Quest: "6341/11200  56.62 %" beside a bar too short to hold it) */
static void
show_bar_label (TextState  *ts,
                const char *label,
                double      bar_x,
                double      len,
                double      right,
                double      mid)
{
  double lw = text_width (ts, label);

  if (lw + 12 < len)
    show_text (ts, label, bar_x + len - 6, mid, -1, TRUE);
  else if (bar_x + len + 6 + lw <= right)
    show_text (ts, label, bar_x + len + 6, mid, -1, FALSE);
  else
    show_text (ts, label, MAX (right, bar_x + lw), mid, -1, TRUE);
}

static char
class_symbol (const NhsChances *dist,
              int               mlet,
              const char      **class_id)
{
  for (int i = 0; i < dist->n; i++)
    if (dist->set->monsters[i].mlet == mlet)
      {
        *class_id = dist->set->monsters[i].class_id;
        return dist->set->monsters[i].symbol;
      }
  *class_id = "";
  return '?';
}

/* Why a row left the window: genocide, extinction and an elemental
   plane's filter say so; anything else "left the window". */
static const char *
left_label (const NhsChartParams *params,
            int                   index)
{
  const NhsDistribution *d = params->chances->rndmonst;
  NhsExclusion why = d && index >= 0 && index < d->n ? d->candidates[index].exclusion
                                                     : NHS_EXCLUDED_NOT;

  if (why == NHS_EXCLUDED_GENOCIDED && params->genocided_label)
    return params->genocided_label;
  if (why == NHS_EXCLUDED_EXTINCT && params->extinct_label)
    return params->extinct_label;
  if (why == NHS_EXCLUDED_WRONG_ELEMENT && params->filtered_label)
    return params->filtered_label;
  return params->left_label ? params->left_label : "left the window";
}

/* The name column: as wide as the longest name among the rows (the few
   longest by characters are measured), so that no name is cut — in the
   window and in every export ("guardian naga hatchling"). */
static double
name_column_width (TextState            *ts,
                   const NhsChances     *dist,
                   GArray               *rows,
                   PangoFontDescription *name_font)
{
  enum { N_LONGEST = 4 };
  const char *longest[N_LONGEST] = { NULL };
  size_t lengths[N_LONGEST] = { 0 };
  double w = NAME_WIDTH;

  for (guint i = 0; i < rows->len; i++)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);
      const char *name;
      size_t len;

      if (row->kind != NHS_CHART_ROW_BAR && row->kind != NHS_CHART_ROW_LEFT)
        continue;
      name = dist->set->monsters[row->index].name;
      len = g_utf8_strlen (name, -1);
      for (int k = 0; k < N_LONGEST; k++)
        if (len > lengths[k])
          {
            memmove (&lengths[k + 1], &lengths[k], (N_LONGEST - k - 1) * sizeof lengths[0]);
            memmove (&longest[k + 1], &longest[k], (N_LONGEST - k - 1) * sizeof longest[0]);
            lengths[k] = len;
            longest[k] = name;
            break;
          }
    }
  set_font (ts, name_font, "name");
  for (int k = 0; k < N_LONGEST && longest[k]; k++)
    w = MAX (w, text_width (ts, longest[k]) + 4);
  return MIN (w, NAME_WIDTH_MAX);
}

void
nhs_render_chart (cairo_t              *cr,
                  const NhsRenderTheme *theme,
                  const NhsChartParams *params,
                  double                width,
                  double                y_from,
                  double                y_to)
{
  const NhsChances *dist = params->chances;
  g_autoptr(GArray) rows = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  TextState ts = { cr, params->cache, NULL, NULL, NULL };
  PangoFontDescription *name_font, *symbol_font, *small_font;
  double top, bar_x, bar_room, name_width, pmax = 0;
  int first, last;

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL);
  if (dist == NULL)
    return;

  rows = nhs_render_chart_rows (params);
  layout = pango_cairo_create_layout (cr);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  ts.scratch = layout;
  if (ts.cache)
    pango_cairo_update_context (cr, ts.cache->context);
  name_font = pango_font_description_from_string ("Sans 10");
  symbol_font = pango_font_description_from_string ("Monospace Bold 11");
  small_font = pango_font_description_from_string ("Sans 9");

  cairo_save (cr);
  top = rows_top (params);

  if (params->title && y_from < top)
    {
      PangoFontDescription *title_font = pango_font_description_from_string (NHS_RENDER_TITLE_FONT);

      nhs_render_set_source (cr, &theme->foreground);
      if (params->title_wrap > 0)
        /* every word, on as many lines as it takes */
        nhs_render_title (cr, params->title, NHS_CHART_MARGIN, 6, params->title_wrap - 2 * NHS_CHART_MARGIN);
      else
        {
          set_font (&ts, title_font, "title");
          show_text (&ts, params->title, NHS_CHART_MARGIN, top / 2.0,
                     width - 2 * NHS_CHART_MARGIN, FALSE);
        }
      pango_font_description_free (title_font);
    }

  name_width = name_column_width (&ts, dist, rows, name_font);
  bar_x = NAME_X + name_width + 6;
  bar_room = MAX (width - bar_x - NHS_CHART_MARGIN - LABEL_ROOM, 20.0);
  if (dist->n_results > 0)
    pmax = dist->p[dist->order[0]];
  pmax = MAX (pmax, dist->none);
  if (pmax <= 0)
    pmax = 1;

  first = (int) CLAMP (floor ((y_from - top) / NHS_CHART_ROW_HEIGHT), 0, rows->len);
  last = (int) CLAMP (ceil ((y_to - top) / NHS_CHART_ROW_HEIGHT), -1, (double) rows->len - 1);

  for (int i = first; i <= last; i++)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);
      double y = top + i * NHS_CHART_ROW_HEIGHT;
      double mid = y + NHS_CHART_ROW_HEIGHT / 2.0;
      const NhsMonster *m;
      NhsRgba color;
      char sym[2] = { 0, 0 };

      if (row->kind == NHS_CHART_ROW_CLASS)
        {
          const char *class_id;
          g_autofree char *text = NULL;

          sym[0] = class_symbol (dist, row->index, &class_id);
          g_autofree char *pct = NULL;
          mpq_t share;

          /* summed exactly: a whole class is "100 %" */
          mpq_init (share);
          nhs_chances_class_share (dist, row->index, share);
          pct = nhs_render_percent_mpq (share);
          mpq_clear (share);

          text = g_strdup_printf ("%s  %s", class_id, pct);
          nhs_render_set_source (cr, &theme->dim);
          cairo_rectangle (cr, NHS_CHART_MARGIN, y + NHS_CHART_ROW_HEIGHT - 1.5,
                           width - 2 * NHS_CHART_MARGIN, 1);
          cairo_fill (cr);
          set_font (&ts, symbol_font, "symbol");
          nhs_render_set_source (cr, &theme->foreground);
          show_text (&ts, sym, SYMBOL_X, mid, -1, FALSE);
          set_font (&ts, small_font, "small");
          nhs_render_set_source (cr, &theme->dim);
          show_text (&ts, text, NAME_X, mid, width - NAME_X - NHS_CHART_MARGIN, FALSE);
          continue;
        }

      if (row->kind == NHS_CHART_ROW_CUT)
        {
          g_autofree char *text = nhs_render_chart_cut_text (params);

          set_font (&ts, small_font, "small");
          nhs_render_set_source (cr, &theme->dim);
          show_text (&ts, text ? text : "", NAME_X, mid, width - NAME_X - NHS_CHART_MARGIN, FALSE);
          continue;
        }

      if (row->kind == NHS_CHART_ROW_NONE)
        {
          g_autofree char *fraction = nhs_chances_none_fraction (dist);
          g_autofree char *pct = nhs_render_percent (dist->none);
          g_autofree char *label = g_strdup_printf ("%s  %s", fraction, pct);
          double len = MAX (2.0, bar_room * dist->none / pmax);
          NhsRgba fill = theme->dim;

          set_font (&ts, symbol_font, "symbol");
          nhs_render_set_source (cr, &theme->dim);
          show_text (&ts, "∅", SYMBOL_X, mid, -1, FALSE);
          set_font (&ts, name_font, "name");
          nhs_render_set_source (cr, &theme->foreground);
          show_text (&ts, params->none_label ? params->none_label : "no monster",
                     NAME_X, mid, name_width, FALSE);
          fill.alpha = 0.25;
          nhs_render_set_source (cr, &fill);
          cairo_rectangle (cr, bar_x, y + 3, len, NHS_CHART_ROW_HEIGHT - 6);
          cairo_fill (cr);
          set_font (&ts, small_font, "small");
          nhs_render_set_source (cr, &theme->foreground);
          show_bar_label (&ts, label, bar_x, len, width - NHS_CHART_MARGIN, mid);
          continue;
        }

      m = &dist->set->monsters[row->index];
      sym[0] = m->symbol;
      nhs_render_game_color (theme, m->color, &color);

      if (row->index == params->focused)
        {
          NhsRgba tint = theme->accent;

          tint.alpha = 0.20;
          nhs_render_set_source (cr, &tint);
          cairo_rectangle (cr, 0, y, width, NHS_CHART_ROW_HEIGHT);
          cairo_fill (cr);
          nhs_render_set_source (cr, &theme->accent);
          cairo_set_line_width (cr, 2);
          cairo_rectangle (cr, 1, y + 1, width - 2, NHS_CHART_ROW_HEIGHT - 2);
          cairo_stroke (cr);
        }

      if (row->entered)
        {
          nhs_render_set_source (cr, &theme->warning);
          cairo_move_to (cr, 1, mid - 5);
          cairo_line_to (cr, 7, mid);
          cairo_line_to (cr, 1, mid + 5);
          cairo_close_path (cr);
          cairo_fill (cr);
        }

      set_font (&ts, symbol_font, "symbol");
      nhs_render_set_source (cr, &color);
      show_text (&ts, sym, SYMBOL_X, mid, -1, FALSE);

      set_font (&ts, name_font, "name");
      nhs_render_set_source (cr, row->kind == NHS_CHART_ROW_LEFT ? &theme->dim : &theme->foreground);
      show_text (&ts, m->name, NAME_X, mid, name_width, FALSE);

      if (row->kind == NHS_CHART_ROW_LEFT)
        {
          double tw = MIN (text_width (&ts, m->name), name_width);

          cairo_set_line_width (cr, 1);
          cairo_move_to (cr, NAME_X, floor (mid) + 0.5);
          cairo_line_to (cr, NAME_X + tw, floor (mid) + 0.5);
          cairo_stroke (cr);
          set_font (&ts, small_font, "small");
          nhs_render_set_source (cr, &theme->warning);
          show_text (&ts, left_label (params, row->index), bar_x, mid,
                     width - bar_x - NHS_CHART_MARGIN, FALSE);
          continue;
        }

      {
        double p = dist->p[row->index];
        double len = MAX (2.0, bar_room * p / pmax);
        g_autofree char *fraction = nhs_chances_fraction (dist, row->index);
        g_autofree char *label = NULL;
        g_autofree char *pct = NULL;
        NhsRgba fill = color;

        /* a fraction too long for its bar gives way to an approximation;
           the exact value stays in the tooltip and the exports' tables */
        {
          char *shown = nhs_render_fraction_short (fraction, p);

          g_free (fraction);
          fraction = shown;
        }
        {
          mpq_t exact;

          /* rounded from the exact chance, not from its double */
          mpq_init (exact);
          nhs_chances_exact (dist, row->index, exact);
          pct = nhs_render_percent_mpq (exact);
          mpq_clear (exact);
        }
        if (row->entered && params->entered_label)
          label = g_strdup_printf ("%s  %s  %s", fraction, pct, params->entered_label);
        else
          label = g_strdup_printf ("%s  %s", fraction, pct);

        fill.alpha = theme->high_contrast ? 0.35 : 0.45;
        nhs_render_set_source (cr, &fill);
        cairo_rectangle (cr, bar_x, y + 3, len, NHS_CHART_ROW_HEIGHT - 6);
        cairo_fill (cr);
        nhs_render_set_source (cr, &color);
        cairo_rectangle (cr, bar_x, y + 3, 3, NHS_CHART_ROW_HEIGHT - 6);
        cairo_fill (cr);

        set_font (&ts, small_font, "small");
        nhs_render_set_source (cr, &theme->foreground);
        show_bar_label (&ts, label, bar_x, len, width - NHS_CHART_MARGIN, mid);
      }
    }

  cairo_restore (cr);
  pango_font_description_free (name_font);
  pango_font_description_free (symbol_font);
  pango_font_description_free (small_font);
}
