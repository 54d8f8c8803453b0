/* nhs-render-compare.c: paired bars for two situations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-compare.h"

#include <math.h>
#include <string.h>

#define MARGIN 8.0
#define SIDE_H 20.0       /* a side's name, with its swatch */
#define PLACE_H 16.0      /* its depth line under it */
#define SYMBOL_X 14.0
#define NAME_X 36.0
#define NAME_W 190.0      /* the name column, wider (to NAME_MAX_W) for a renamed pair */
#define NAME_MAX_W 260.0
#define CHANGE_W 150.0

static int
n_rows (const NhsCompareParams *p)
{
  return p->top > 0 ? MIN (p->top, p->diff->n_rows) : p->diff->n_rows;
}

double
nhs_render_compare_head_height (const NhsCompareParams *params)
{
  double h = MARGIN + 2 * SIDE_H + 4;

  for (int s = 0; s < 2; s++)
    if (params->place[s] != NULL && *params->place[s] != '\0')
      h += PLACE_H;
  return h;
}

double
nhs_render_compare_height (const NhsCompareParams *params)
{
  return nhs_render_compare_head_height (params) + n_rows (params) * NHS_COMPARE_ROW_HEIGHT + MARGIN;
}

int
nhs_render_compare_row_at (const NhsCompareParams *params,
                           double                  y)
{
  double head_h = nhs_render_compare_head_height (params);
  int row;

  if (y < head_h)
    return -1;
  row = (int) ((y - head_h) / NHS_COMPARE_ROW_HEIGHT);
  return row < n_rows (params) ? row : -1;
}

void
nhs_render_compare (cairo_t                *cr,
                    const NhsRenderTheme   *theme,
                    const NhsCompareParams *params,
                    double                  width)
{
  const NhsDiff *diff = params->diff;
  g_autofree char *la = NULL, *lb = NULL;
  PangoLayout *name, *small, *sym, *head;
  double name_w = NAME_W, bar_x, bar_w, pmax = 0, tag_w = 60, y_side = MARGIN;
  double head_h = nhs_render_compare_head_height (params);
  NhsRgba color_a = theme->dim, color_b = theme->accent;
  char buf[96];

  g_return_if_fail (cr != NULL && theme != NULL && params != NULL && diff != NULL);

  /* the change's tag after the points: as wide as its longest word in
     the reader's language ("hinzugekommen" is wider than "entered") */
  {
    const char *tags[] = {
      params->entered_label ? params->entered_label : "entered",
      params->left_label ? params->left_label : "left",
      params->merged_label ? params->merged_label : "merged",
      params->renamed_label ? params->renamed_label : "renamed",
    };
    PangoLayout *measure = nhs_render_layout_new (cr, "Sans 8");

    for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
      {
        int w;

        pango_layout_set_text (measure, tags[t], -1);
        pango_layout_get_pixel_size (measure, &w, NULL);
        tag_w = MAX (tag_w, w + 4);
      }
    g_object_unref (measure);
  }
  /* a renamed or merged monster's "old → new" label is the longest name:
     the column takes it whole where it can ("amorous demon → succubus +
     incubus"), the bars give way */
  {
    PangoLayout *measure = nhs_render_layout_new (cr, "Sans 10");

    for (int i = 0; i < n_rows (params); i++)
      if (strstr (diff->rows[i].label, "→") != NULL)
        {
          int w;

          pango_layout_set_text (measure, diff->rows[i].label, -1);
          pango_layout_get_pixel_size (measure, &w, NULL);
          name_w = MAX (name_w, MIN (w + 4, NAME_MAX_W));
        }
    g_object_unref (measure);
  }
  bar_x = NAME_X + name_w + 6;
  bar_w = MAX (width - bar_x - CHANGE_W - (tag_w - 60) - MARGIN, 40);
  for (int i = 0; i < n_rows (params); i++)
    pmax = MAX (pmax, MAX (mpq_get_d (diff->rows[i].chance_a), mpq_get_d (diff->rows[i].chance_b)));
  if (pmax <= 0)
    pmax = 1;
  name = nhs_render_layout_new (cr, "Sans 10");
  small = nhs_render_layout_new (cr, "Sans 8");
  sym = nhs_render_layout_new (cr, "Monospace Bold 11");
  head = nhs_render_layout_new (cr, "Sans Bold 10");
  pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
  pango_layout_set_width (name, (int) (name_w * PANGO_SCALE));
  pango_layout_set_ellipsize (head, PANGO_ELLIPSIZE_END);
  pango_layout_set_width (head, (int) ((width - 2 * MARGIN - 22) * PANGO_SCALE));

  /* the two situations, each with its swatch and, under its name, its
     depth line */
  la = nhs_diff_side_label (diff->a, params->phrases);
  lb = nhs_diff_side_label (diff->b, params->phrases);
  pango_layout_set_ellipsize (small, PANGO_ELLIPSIZE_END);
  pango_layout_set_width (small, (int) ((width - 2 * MARGIN - 22) * PANGO_SCALE));
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *text = g_strdup_printf ("%s: %s", s == 0 ? "A" : "B", s == 0 ? la : lb);

      nhs_render_set_source (cr, s == 0 ? &color_a : &color_b);
      cairo_rectangle (cr, MARGIN, y_side + 4, 14, 10);
      cairo_fill (cr);
      nhs_render_set_source (cr, &theme->foreground);
      nhs_render_text (cr, head, text, MARGIN + 22, y_side, 0);
      y_side += SIDE_H;
      if (params->place[s] != NULL && *params->place[s] != '\0')
        {
          nhs_render_set_source (cr, &theme->dim);
          nhs_render_text (cr, small, params->place[s], MARGIN + 22, y_side - 2, 0);
          y_side += PLACE_H;
        }
    }
  pango_layout_set_ellipsize (small, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_width (small, -1);

  for (int i = 0; i < n_rows (params); i++)
    {
      const NhsDiffRow *r = &diff->rows[i];
      double y = head_h + i * NHS_COMPARE_ROW_HEIGHT;
      double pa = mpq_get_d (r->chance_a), pb = mpq_get_d (r->chance_b);
      NhsDiffChange change = nhs_diff_row_change (r);
      const NhsMonsterSet *set = r->index_b >= 0 ? diff->b->set : diff->a->set;
      int index = r->index_b >= 0 ? r->index_b : r->index_a;
      NhsRgba mcolor;
      char s[2] = { r->symbol, 0 };

      if (i == params->focused)
        {
          NhsRgba tint = theme->accent;

          tint.alpha = 0.15;
          nhs_render_set_source (cr, &tint);
          cairo_rectangle (cr, 0, y, width, NHS_COMPARE_ROW_HEIGHT);
          cairo_fill (cr);
        }
      nhs_render_game_color (theme, set->monsters[index].color, &mcolor);
      nhs_render_set_source (cr, &mcolor);
      nhs_render_text (cr, sym, s, SYMBOL_X, y + 4, 0);
      nhs_render_set_source (cr, &theme->foreground);
      nhs_render_text (cr, name, r->label, NAME_X, y + 4, 0);

      color_a.alpha = 0.8;
      nhs_render_set_source (cr, &color_a);
      cairo_rectangle (cr, bar_x, y + 4, MAX (pa > 0 ? 1.5 : 0, bar_w * pa / pmax), 8);
      cairo_fill (cr);
      nhs_render_set_source (cr, &color_b);
      cairo_rectangle (cr, bar_x, y + 13, MAX (pb > 0 ? 1.5 : 0, bar_w * pb / pmax), 8);
      cairo_fill (cr);

      {
        g_autofree char *pp = nhs_render_number (100.0 * (pb - pa), 3);

        g_snprintf (buf, sizeof buf, "%s%s pp", pb > pa ? "+" : "", pp);
      }
      nhs_render_set_source (cr, &theme->foreground);
      nhs_render_text (cr, small, buf, width - MARGIN - tag_w - 6, y + 6, 2);
      if (change != NHS_DIFF_STAYED)
        {
          nhs_render_set_source (cr, &theme->warning);
          nhs_render_text (cr, small,
                           change == NHS_DIFF_ENTERED
                           ? (params->entered_label ? params->entered_label : "entered")
                           : (params->left_label ? params->left_label : "left"),
                           width - MARGIN - tag_w, y + 6, 0);
        }
      else if (nhs_diff_row_identity (r) != NHS_DIFF_SAME_NAME)
        {
          gboolean merged = nhs_diff_row_identity (r) == NHS_DIFF_MERGED;

          nhs_render_set_source (cr, &theme->dim);
          nhs_render_text (cr, small,
                           merged ? (params->merged_label ? params->merged_label : "merged")
                                  : (params->renamed_label ? params->renamed_label : "renamed"),
                           width - MARGIN - tag_w, y + 6, 0);
        }
    }
  g_object_unref (name);
  g_object_unref (small);
  g_object_unref (sym);
  g_object_unref (head);
}
