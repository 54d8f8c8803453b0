/* nhs-compare-page.c: the Compare page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Thin: side A is the window's situation, side B the same with the page's
 * version, depth, XL, region, level alignment and Amulet (what
 * `nhspawn-cli compare` can change); the core's diff gives both exact chances and the
 * change, render/ draws them as `nhspawn-cli export compare` does.
 */
#include "nhs-compare-page.h"

#include <glib/gi18n.h>

#include "nhs-diff.h"
#include "nhs-monster-sets.h"
#include "nhs-render-compare.h"
#include "nhs-render-views.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

#define COMPARE_MIN_WIDTH 560   /* the page's least: it draws at its own width, so the
                                   change and its tag stay in view in an 800 px window */

struct _NhsComparePage
{
  NhsPage parent_instance;

  GtkWidget *box;
  GtkDropDown *version;
  GtkSpinButton *depth;
  GtkSpinButton *xl;
  GtkDropDown *region;
  GtkDropDown *align;      /* position 0: the region's, then NHS_ALIGN_NONE + i - 1 */
  GtkSwitch *amulet;
  GtkLabel *status;
  GtkDrawingArea *area;
  NhsDiff *diff;
  char *place[2];          /* each side's depth line (the sidebar's words) */
  gboolean syncing;
  gboolean user_set;     /* B's controls were changed by hand: they stay */
};

G_DEFINE_FINAL_TYPE (NhsComparePage, nhs_compare_page, NHS_TYPE_PAGE)

static void
compute (NhsComparePage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set_a = NULL;
  g_autoptr (NhsMonsterSet) set_b = NULL;
  NhsSituation b;
  NhsDiff *diff = NULL;

  const NhsSituation *a = nhs_page_get_situation (NHS_PAGE (self));

  if (a == NULL)
    return;
  nhs_compare_page_get_other (self, &b);
  /* the tables in use (an opened one included) */
  set_a = nhs_page_get_table (NHS_PAGE (self), a->variant, &error);
  if (set_a != NULL)
    set_b = nhs_page_get_table (NHS_PAGE (self), b.variant, &error);
  if (set_b != NULL)
    {
      nhs_situation_copy_genocides (a, set_a, &b, set_b);
      /* Another version: only its depth must be real there (what it lacks
         is what is compared); the same version: every option must count. */
      if (b.variant == a->variant ? nhs_situation_check_effective (&b, &error)
                                               : nhs_situation_check_depth (&b, &error))
        diff = nhs_diff_compute (set_a, a, set_b, &b, &error);
    }
  g_clear_pointer (&self->diff, nhs_diff_unref);
  self->diff = diff;
  for (int s = 0; s < 2; s++)
    {
      g_clear_pointer (&self->place[s], g_free);
      if (diff != NULL)
        self->place[s] = nhs_view_place (s == 0 ? &diff->a->situation : &diff->b->situation,
                                         &nhs_strings_phrasebook);
    }
  if (diff == NULL)
    gtk_label_set_text (self->status, error ? error->message : "");
  else
    {
      int entered = 0, left = 0, renamed = 0;
      g_autofree char *text = NULL;
      NhsCompareParams params = { .diff = diff, .focused = -1,
                                  .place = { self->place[0], self->place[1] } };

      for (int i = 0; i < diff->n_rows; i++)
        {
          entered += nhs_diff_row_change (&diff->rows[i]) == NHS_DIFF_ENTERED;
          left += nhs_diff_row_change (&diff->rows[i]) == NHS_DIFF_LEFT;
          renamed += nhs_diff_row_identity (&diff->rows[i]) != NHS_DIFF_SAME_NAME;
        }
      if (renamed > 0)
        /* Translators: renamed counts monsters B calls by another name
           (3.6.7's dwarf lord is 5.0.0's dwarf leader) or merged */
        text = g_strdup_printf (_("%d monsters; %d entered, %d left, %d renamed or merged. "
                                  "Largest change first, in percentage points (pp)."),
                                diff->n_rows, entered, left, renamed);
      else
        text = g_strdup_printf (_("%d monsters; %d entered, %d left. "
                                  "Largest change first, in percentage points (pp)."),
                                diff->n_rows, entered, left);
      gtk_label_set_text (self->status, text);
      gtk_drawing_area_set_content_width (self->area, COMPARE_MIN_WIDTH);
      gtk_drawing_area_set_content_height (self->area, (int) nhs_render_compare_height (&params));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
recompute (NhsComparePage *self)
{
  nhs_page_queue_refresh (NHS_PAGE (self));
}

static void
refresh (NhsPage *page)
{
  compute (NHS_COMPARE_PAGE (page));
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        data)
{
  NhsComparePage *self = data;
  NhsCompareParams params = { .focused = -1 };
  NhsRenderTheme theme;

  if (self->diff == NULL)
    return;
  nhs_widget_get_render_theme (GTK_WIDGET (area), &theme);
  params.diff = self->diff;
  params.phrases = &nhs_strings_phrasebook;
  params.place[0] = self->place[0];
  params.place[1] = self->place[1];
  params.entered_label = _("entered");
  params.left_label = _("left");
  /* Translators: a mark in the comparison: the same monster under another name */
  params.renamed_label = _("renamed");
  /* Translators: a mark in the comparison: two monsters became one (incubus, succubus) */
  params.merged_label = _("merged");
  nhs_render_compare (cr, &theme, &params, width);
}

static void
control_changed_cb (GObject    *object,
                    GParamSpec *pspec,
                    gpointer    data)
{
  NhsComparePage *self = data;

  if (!self->syncing)
    {
      self->user_set = TRUE;
      recompute (self);
    }
}


void
nhs_compare_page_get_other (NhsComparePage *self,
                            NhsSituation   *b)
{
  guint align = gtk_drop_down_get_selected (self->align);

  g_return_if_fail (NHS_IS_COMPARE_PAGE (self));
  if (nhs_page_get_situation (NHS_PAGE (self)) != NULL)
    *b = *nhs_page_get_situation (NHS_PAGE (self));
  else
    nhs_situation_init (b);
  b->variant = (NhsVariantId) gtk_drop_down_get_selected (self->version);
  b->depth = gtk_spin_button_get_value_as_int (self->depth);
  b->xl = gtk_spin_button_get_value_as_int (self->xl);
  b->region = (NhsRegion) MIN (gtk_drop_down_get_selected (self->region), NHS_N_REGIONS - 1);
  b->align = align == 0 || align == GTK_INVALID_LIST_POSITION
             ? NHS_ALIGN_FROM_REGION : (NhsLevelAlign) (NHS_ALIGN_NONE + (int) align - 1);
  b->amulet = gtk_switch_get_active (self->amulet);
  if (nhs_page_get_situation (NHS_PAGE (self)) != NULL
      && b->region != nhs_page_get_situation (NHS_PAGE (self))->region)
    {
      /* another place: what only A's region uses does not come along
         (B starts at a builds-up branch's entry level) */
      b->levels_above_entry = 0;
    }
}

/* Until changed by hand, B follows A, five experience levels on (or back,
   at the top): a situation that is always real, with a change to show at
   once. */
static void
situation_changed (NhsPage *page)
{
  NhsComparePage *self = NHS_COMPARE_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);

  if (self->user_set)
    return;
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->version, sit->variant);
  gtk_spin_button_set_value (self->depth, sit->depth);
  gtk_spin_button_set_value (self->xl, sit->xl + 5 <= NHS_XL_MAX ? sit->xl + 5 : sit->xl - 5);
  gtk_drop_down_set_selected (self->region, sit->region);
  gtk_drop_down_set_selected (self->align, sit->align == NHS_ALIGN_FROM_REGION
                                           ? 0 : (guint) (sit->align - NHS_ALIGN_NONE + 1));
  gtk_switch_set_active (self->amulet, sit->amulet);
  self->syncing = FALSE;
}

void
nhs_compare_page_set_situation (NhsComparePage     *self,
                                const NhsSituation *sit)
{
  g_return_if_fail (NHS_IS_COMPARE_PAGE (self));
  nhs_page_set_situation (NHS_PAGE (self), sit);
}

void
nhs_compare_page_set_other (NhsComparePage *self,
                            NhsVariantId    variant,
                            int             depth,
                            int             xl)
{
  g_return_if_fail (NHS_IS_COMPARE_PAGE (self));

  self->syncing = TRUE;
  self->user_set = TRUE;
  gtk_drop_down_set_selected (self->version, variant);
  gtk_spin_button_set_value (self->depth, depth > 0 ? depth
                             : nhs_page_get_situation (NHS_PAGE (self))->depth);
  gtk_spin_button_set_value (self->xl, xl > 0 ? xl : nhs_page_get_situation (NHS_PAGE (self))->xl);
  self->syncing = FALSE;
  compute (self);
}

const NhsDiff *
nhs_compare_page_get_diff (NhsComparePage *self)
{
  g_return_val_if_fail (NHS_IS_COMPARE_PAGE (self), NULL);
  return self->diff;
}

void
nhs_compare_page_set_other_place (NhsComparePage *self,
                                  NhsRegion       region,
                                  NhsLevelAlign   align,
                                  gboolean        amulet)
{
  g_return_if_fail (NHS_IS_COMPARE_PAGE (self));

  self->syncing = TRUE;
  self->user_set = TRUE;
  gtk_drop_down_set_selected (self->region, region);
  gtk_drop_down_set_selected (self->align, align == NHS_ALIGN_FROM_REGION
                                           ? 0 : (guint) (align - NHS_ALIGN_NONE + 1));
  gtk_switch_set_active (self->amulet, amulet);
  self->syncing = FALSE;
  compute (self);
}

/* Copy: the page's own table. */
static char *
page_copy_text (NhsPage   *page,
                NhsFormat  format,
                char     **what)
{
  NhsComparePage *self = NHS_COMPARE_PAGE (page);
  g_autoptr (NhsTable) table = NULL;

  compute (self);
  if (self->diff == NULL)
    return NULL;
  table = nhs_diff_table (self->diff);
  {
    int n = nhs_table_n_rows (table);

    /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
    *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the comparison's %d monster",
                                          "the comparison's %d monsters", n), n);
  }
  return nhs_table_write (table, format);
}

/* Export: the page's own drawing. */
static gboolean
page_get_view (NhsPage         *page,
               NhsView         *view,
               NhsRenderTheme  *theme,
               GPtrArray       *keep,
               GError         **error)
{
  NhsComparePage *self = NHS_COMPARE_PAGE (page);

  compute (self);
  nhs_widget_get_render_theme (GTK_WIDGET (page), theme);
  if (self->diff == NULL)
    return nhs_page_nothing_to_export (error);
  /* what nhspawn-cli export compare draws (nhs-render-views.h) */
  nhs_page_keep_view_parts (page, nhs_view_build_compare (view, self->diff, &nhs_strings_phrasebook));
  return TRUE;
}

int
nhs_compare_page_get_n_rows (NhsComparePage *self)
{
  g_return_val_if_fail (NHS_IS_COMPARE_PAGE (self), 0);
  compute (self);
  return self->diff ? self->diff->n_rows : 0;
}

static void
nhs_compare_page_dispose (GObject *object)
{
  NhsComparePage *self = NHS_COMPARE_PAGE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->diff, nhs_diff_unref);
  g_clear_pointer (&self->place[0], g_free);
  g_clear_pointer (&self->place[1], g_free);
  G_OBJECT_CLASS (nhs_compare_page_parent_class)->dispose (object);
}

static void
nhs_compare_page_class_init (NhsComparePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nhs_compare_page_dispose;
  NHS_PAGE_CLASS (klass)->situation_changed = situation_changed;
  NHS_PAGE_CLASS (klass)->refresh = refresh;
  NHS_PAGE_CLASS (klass)->get_view = page_get_view;
  NHS_PAGE_CLASS (klass)->copy_text = page_copy_text;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
nhs_compare_page_init (NhsComparePage *self)
{
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *place = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkStringList *versions = gtk_string_list_new (NULL);
  GtkWidget *l_version, *l_depth, *l_xl, *l_region, *l_align, *l_amulet;
  GtkStringList *regions = gtk_string_list_new (NULL);
  GtkStringList *aligns = gtk_string_list_new (NULL);

  /* the version table, in its order (ids are positions) */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    gtk_string_list_append (versions, nhs_variant_get (v)->display_name);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_start (top, 12);
  gtk_widget_set_margin_end (top, 12);
  gtk_widget_set_margin_top (top, 8);
  /* Translators: the Compare page: side B is the sidebar's situation with these changed */
  l_version = gtk_label_new_with_mnemonic (_("B: _version"));
  self->version = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (versions), NULL));
  l_depth = gtk_label_new_with_mnemonic (_("_depth"));
  self->depth = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, NHS_DEPTH_MAX, 1));
  l_xl = gtk_label_new_with_mnemonic (_("_XL"));
  self->xl = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (NHS_XL_MIN, NHS_XL_MAX, 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (l_version), GTK_WIDGET (self->version));
  gtk_label_set_mnemonic_widget (GTK_LABEL (l_depth), GTK_WIDGET (self->depth));
  gtk_label_set_mnemonic_widget (GTK_LABEL (l_xl), GTK_WIDGET (self->xl));
  /* the core's region table, translated, as the sidebar's */
  for (int r = 0; r < NHS_N_REGIONS; r++)
    gtk_string_list_append (regions, nhs_strings_region (r));
  l_region = gtk_label_new_with_mnemonic (_("_region"));
  self->region = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (regions), NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (l_region), GTK_WIDGET (self->region));
  gtk_string_list_append (aligns, _("As the region says"));
  for (NhsLevelAlign a = NHS_ALIGN_NONE; a <= NHS_ALIGN_CHAOTIC; a++)
    gtk_string_list_append (aligns, nhs_strings_level_align (a));
  l_align = gtk_label_new_with_mnemonic (_("_alignment"));
  self->align = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (aligns), NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (l_align), GTK_WIDGET (self->align));
  l_amulet = gtk_label_new_with_mnemonic (_("A_mulet"));
  self->amulet = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->amulet), GTK_ALIGN_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l_amulet), GTK_WIDGET (self->amulet));
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->status, 0);
  gtk_label_set_wrap (self->status, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->status), TRUE);
  gtk_box_append (GTK_BOX (top), l_version);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->version));
  gtk_box_append (GTK_BOX (top), l_depth);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->depth));
  gtk_box_append (GTK_BOX (top), l_xl);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->xl));
  /* a second row: the place, so that the page fits a narrow window */
  gtk_widget_set_margin_start (place, 12);
  gtk_widget_set_margin_end (place, 12);
  gtk_box_append (GTK_BOX (place), l_region);
  gtk_box_append (GTK_BOX (place), GTK_WIDGET (self->region));
  gtk_box_append (GTK_BOX (place), l_align);
  gtk_box_append (GTK_BOX (place), GTK_WIDGET (self->align));
  gtk_box_append (GTK_BOX (place), l_amulet);
  gtk_box_append (GTK_BOX (place), GTK_WIDGET (self->amulet));
  gtk_box_append (GTK_BOX (self->box), top);
  gtk_box_append (GTK_BOX (self->box), place);
  gtk_widget_set_margin_start (GTK_WIDGET (self->status), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->status), 12);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->status));

  self->area = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_draw_func (self->area, draw_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Each monster's chance in A and in B"), -1);
  gtk_widget_set_hexpand (GTK_WIDGET (self->area), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->area));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroll);

  g_signal_connect (self->version, "notify::selected", G_CALLBACK (control_changed_cb), self);
  g_signal_connect (self->depth, "notify::value", G_CALLBACK (control_changed_cb), self);
  g_signal_connect (self->xl, "notify::value", G_CALLBACK (control_changed_cb), self);
  g_signal_connect (self->region, "notify::selected", G_CALLBACK (control_changed_cb), self);
  g_signal_connect (self->align, "notify::selected", G_CALLBACK (control_changed_cb), self);
  g_signal_connect (self->amulet, "notify::active", G_CALLBACK (control_changed_cb), self);
}
