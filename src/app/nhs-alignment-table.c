/* nhs-alignment-table.c: two versions' alignment-shift tables, drawn (the
 * situation's version and the first with another table)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-alignment-table.h"
#include "nhs-render-align.h"
#include "nhs-rndmonst.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

struct _NhsAlignmentTable
{
  GtkWidget parent_instance;

  const NhsVariant *variant[2];
  NhsLevelAlign level_align;
  char *focused_name;
  int focused_alignment;
  int focused_frequency;
  NhsRenderTheme theme;
};

G_DEFINE_FINAL_TYPE (NhsAlignmentTable, nhs_alignment_table, GTK_TYPE_WIDGET)

static void
fill_params (NhsAlignmentTable *self,
             NhsAlignParams    *params,
             char             **titles)
{
  for (int t = 0; t < 2; t++)
    /* Translators: a game's name ("NetHack") and its ALIGNWEIGHT constant */
    titles[t] = g_strdup_printf (_("%s (ALIGNWEIGHT %d)"), self->variant[t]->family,
                                 self->variant[t]->align_weight);
  *params = (NhsAlignParams) {
    .variant = { self->variant[0], self->variant[1] },
    .level_align = self->level_align,
    .has_focus = self->focused_name != NULL,
    .focused_alignment = self->focused_alignment,
    .focused_frequency = self->focused_frequency,
    .focused_name = self->focused_name,
    .title = { titles[0], titles[1] },
    .column = {
      /* Translators: head of the alignment-shift table's first column (the
         monster's alignment ranges); two short lines, split by \n */
      _("Monster\nalignment"),
      /* Translators: alignment-shift table, column head of a lawful level: one
         or two letters; the columns sit under "Level alignment" */
      C_("level alignment column", "L"),
      /* Translators: alignment-shift table, column head of a neutral level: one
         or two letters */
      C_("level alignment column", "N"),
      /* Translators: alignment-shift table, column head of a chaotic level: one
         or two letters */
      C_("level alignment column", "C"),
    },
    /* Translators: alignment-shift table, a head over the three columns L, N, C
       (lawful, neutral and chaotic levels); about 20 characters at most */
    .level_span = _("Level alignment"),
    /* Translators: the focused monster's weight: name, frequency, shift, weight */
    .weight_format = _("%s: weight %d %+d = %d"),
    /* Translators: alignment-shift table, the row of unaligned (A_NONE)
       monsters, which EvilHack counts as another alignment (-3); short */
    .unaligned_format = _("unaligned as %d"),
  };
}

static void
nhs_alignment_table_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  NhsAlignmentTable *self = NHS_ALIGNMENT_TABLE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  NhsAlignParams params;
  char *titles[2];
  cairo_t *cr;

  fill_params (self, &params, titles);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  nhs_render_align (cr, &self->theme, &params, width);
  cairo_destroy (cr);
  g_free (titles[0]);
  g_free (titles[1]);
}

static GtkSizeRequestMode
nhs_alignment_table_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
nhs_alignment_table_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      NhsAlignParams params;
      char *titles[2];

      /* side by side as wide as the translated column heads need; in a
         narrow window (800 x 600) one above the other, half as wide */
      fill_params (NHS_ALIGNMENT_TABLE (widget), &params, titles);
      *natural = MAX (400, (int) nhs_render_align_min_width (&params)) + 20;
      *minimum = (int) ceil (nhs_render_align_min_width (&params) / 2);
      g_free (titles[0]);
      g_free (titles[1]);
    }
  else
    {
      NhsAlignParams params;
      char *titles[2];

      fill_params (NHS_ALIGNMENT_TABLE (widget), &params, titles);
      /* for_size -1: the height side by side */
      *minimum = *natural = (int) ceil (for_size < 0 ? nhs_render_align_height (&params)
                                                     : nhs_render_align_height_for_width (&params,
                                                                                          for_size));
      g_free (titles[0]);
      g_free (titles[1]);
    }
}

static void
nhs_alignment_table_css_changed (GtkWidget         *widget,
                                 GtkCssStyleChange *change)
{
  NhsAlignmentTable *self = NHS_ALIGNMENT_TABLE (widget);
  NhsRgba accent;

  GTK_WIDGET_CLASS (nhs_alignment_table_parent_class)->css_changed (widget, change);
  nhs_widget_get_render_theme (widget, &self->theme);
  if (nhs_widget_lookup_color (widget, "accent_bg_color", &accent))
    self->theme.accent = (NhsRgba) { accent.red, accent.green, accent.blue, 1 };
  self->theme.dim = self->theme.foreground;
  self->theme.dim.alpha = 0.55;
  gtk_widget_queue_draw (widget);
}

static void
nhs_alignment_table_finalize (GObject *object)
{
  NhsAlignmentTable *self = NHS_ALIGNMENT_TABLE (object);

  g_free (self->focused_name);
  G_OBJECT_CLASS (nhs_alignment_table_parent_class)->finalize (object);
}

static void
nhs_alignment_table_class_init (NhsAlignmentTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = nhs_alignment_table_finalize;
  widget_class->snapshot = nhs_alignment_table_snapshot;
  widget_class->measure = nhs_alignment_table_measure;
  widget_class->get_request_mode = nhs_alignment_table_get_request_mode;
  widget_class->css_changed = nhs_alignment_table_css_changed;

  gtk_widget_class_set_css_name (widget_class, "alignmenttable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
update_accessible (NhsAlignmentTable *self)
{
  g_autofree char *text = NULL;
  const NhsVariant *a = self->variant[0], *b = self->variant[1];

  if (self->focused_name && nhs_alignment_table_get_focused_weight (self, 0) >= 0
      && nhs_alignment_table_get_focused_weight (self, 1) >= 0)
    /* Translators: two games' names, a level alignment, a monster, its
       alignment and its weight in each game */
    text = g_strdup_printf (_("Alignment-shift tables of %s and %s; the level's alignment: %s. "
                              "%s, alignment %d: weight %d in %s, %d in %s."),
                            a->family, b->family,
                            nhs_strings_level_align (self->level_align), self->focused_name,
                            self->focused_alignment,
                            nhs_alignment_table_get_focused_weight (self, 0), a->family,
                            nhs_alignment_table_get_focused_weight (self, 1), b->family);
  else
    /* Translators: two games' names and a level alignment */
    text = g_strdup_printf (_("Alignment-shift tables of %s and %s; the level's alignment: %s."),
                            a->family, b->family, nhs_strings_level_align (self->level_align));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
nhs_alignment_table_init (NhsAlignmentTable *self)
{
  self->level_align = NHS_ALIGN_NONE;
  nhs_variant_align_pair (NULL, self->variant);
  nhs_render_theme_default (&self->theme, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Alignment shift"), -1);
}

GtkWidget *
nhs_alignment_table_new (void)
{
  return g_object_new (NHS_TYPE_ALIGNMENT_TABLE, NULL);
}

void
nhs_alignment_table_set_level_align (NhsAlignmentTable *self,
                                     NhsLevelAlign      align)
{
  g_return_if_fail (NHS_IS_ALIGNMENT_TABLE (self));
  if (align == self->level_align)
    return;
  self->level_align = align;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
nhs_alignment_table_set_version (NhsAlignmentTable *self,
                                 const NhsVariant  *variant)
{
  const NhsVariant *pair[2];

  g_return_if_fail (NHS_IS_ALIGNMENT_TABLE (self));
  nhs_variant_align_pair (variant, pair);
  if (pair[0] == self->variant[0] && pair[1] == self->variant[1])
    return;
  self->variant[0] = pair[0];
  self->variant[1] = pair[1];
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const NhsVariant *
nhs_alignment_table_get_version (NhsAlignmentTable *self,
                                 int                table)
{
  g_return_val_if_fail (NHS_IS_ALIGNMENT_TABLE (self) && (table == 0 || table == 1), NULL);
  return self->variant[table];
}

NhsLevelAlign
nhs_alignment_table_get_level_align (NhsAlignmentTable *self)
{
  g_return_val_if_fail (NHS_IS_ALIGNMENT_TABLE (self), NHS_ALIGN_NONE);
  return self->level_align;
}

void
nhs_alignment_table_set_focus (NhsAlignmentTable *self,
                               const char        *name,
                               int                alignment,
                               int                frequency)
{
  g_return_if_fail (NHS_IS_ALIGNMENT_TABLE (self));

  if (g_strcmp0 (name, self->focused_name) == 0 && alignment == self->focused_alignment &&
      frequency == self->focused_frequency)
    return;
  g_free (self->focused_name);
  self->focused_name = g_strdup (name);
  self->focused_alignment = alignment;
  self->focused_frequency = frequency;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
nhs_alignment_table_get_focused_row (NhsAlignmentTable *self,
                                     int                table)
{
  g_return_val_if_fail (NHS_IS_ALIGNMENT_TABLE (self), -1);
  if (self->focused_name == NULL)
    return -1;
  return nhs_render_align_focused_row (self->variant[table], self->focused_alignment);
}

int
nhs_alignment_table_get_focused_weight (NhsAlignmentTable *self,
                                        int                table)
{
  g_return_val_if_fail (NHS_IS_ALIGNMENT_TABLE (self), -1);
  if (self->focused_name == NULL)
    return -1;
  {
    const NhsVariant *v = self->variant[table];
    int as = nhs_align_effective (v, self->focused_alignment);

    if (as == NHS_A_NONE)
      return -1;   /* no row: the table gives it no weight */
    return self->focused_frequency + nhs_align_shift (v->align_weight, self->level_align, as);
  }
}

void
nhs_alignment_table_get_export (NhsAlignmentTable *self,
                                NhsAlignParams    *params,
                                char             **titles,
                                NhsRenderTheme    *theme)
{
  g_return_if_fail (NHS_IS_ALIGNMENT_TABLE (self));

  fill_params (self, params, titles);
  *theme = self->theme;
}
