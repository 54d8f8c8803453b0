/* nhs-monsters-page.c: the Monsters page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-monsters-page.h"
#include "nhs-render-common.h"
#include "nhs-monster-row.h"

struct _NhsMonstersPage
{
  NhsPage parent_instance;

  char *focused_name;
  NhsChances *shown;            /* the chances the rows are for */
  gboolean shown_excluded;      /* and whether they list the excluded */

  GtkSearchEntry *monster_search;
  GtkSwitch *show_excluded_switch;
  GtkColumnView *monster_view;
  GtkColumnViewColumn *column_percent;
  GtkColumnViewColumn *column_fraction;
  GtkColumnViewColumn *column_difficulty;
  GtkColumnViewColumn *column_frequency;
  GtkColumnViewColumn *column_alignment;
  GtkColumnViewColumn *column_shift;
  int fold_width;               /* the width the columns were last fitted to */
  int fold_widths[4];           /* the foldable columns' own widths */
  guint fold_idle;
  GtkFilterListModel *monster_filter_model;
  GtkSingleSelection *monster_selection;
  GtkLabel *monster_count_label;
};

G_DEFINE_FINAL_TYPE (NhsMonstersPage, nhs_monsters_page, NHS_TYPE_PAGE)

enum { PROP_0, PROP_FOCUSED_MONSTER, PROP_SHOW_EXCLUDED, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
update_count (NhsMonstersPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->monster_filter_model));
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u monster",
                                                         "%u monsters", n), n);

  gtk_label_set_text (self->monster_count_label, count);
}

static void
nhs_monsters_page_refresh (NhsPage *page)
{
  NhsMonstersPage *self = NHS_MONSTERS_PAGE (page);
  NhsChances *chances = nhs_page_get_distribution (page);
  gboolean excluded = gtk_switch_get_active (self->show_excluded_switch);
  g_autoptr (GListStore) store = NULL;

  if (chances == NULL || chances->ordinary == NULL
      || (chances == self->shown && excluded == self->shown_excluded))
    return;
  store = nhs_monster_rows_new (chances->ordinary, chances, excluded);
  gtk_filter_list_model_set_model (self->monster_filter_model, G_LIST_MODEL (store));
  g_clear_pointer (&self->shown, nhs_chances_unref);
  self->shown = nhs_chances_ref (chances);
  self->shown_excluded = excluded;
  update_count (self);
}

static void
monster_selected_cb (GtkSingleSelection *selection,
                     GParamSpec         *pspec,
                     NhsMonstersPage    *self)
{
  NhsMonsterRow *row = gtk_single_selection_get_selected_item (selection);

  if (row != NULL)
    g_object_set (self, "focused-monster", nhs_monster_row_get_name (row), NULL);
}

static void
show_excluded_cb (NhsMonstersPage *self)
{
  nhs_page_queue_refresh (NHS_PAGE (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_EXCLUDED]);
}

static void
monster_search_cb (NhsMonstersPage *self)
{
  update_count (self);
}

/* A narrow page folds columns away rather than scroll sideways: the name
   and the reason keep at least these widths (a name wraps onto two lines,
   a reason onto a few). */
#define NAME_MIN_WIDTH 130
#define REASON_MIN_WIDTH 190

/* The columns a narrow page may fold, the last shown first; the weight's
   tooltip keeps their numbers (frequency, shift, alignment). */
static int
foldable_columns (NhsMonstersPage      *self,
                  GtkColumnViewColumn **out)
{
  out[0] = self->column_difficulty;
  out[1] = self->column_frequency;
  out[2] = self->column_shift;
  out[3] = self->column_alignment;
  return 4;
}

static void
fold_columns (NhsMonstersPage *self,
              int              width)
{
  GListModel *columns = gtk_column_view_get_columns (self->monster_view);
  GtkColumnViewColumn *foldable[G_N_ELEMENTS (self->fold_widths)];
  int n_foldable = foldable_columns (self, foldable);
  int need = NAME_MIN_WIDTH + REASON_MIN_WIDTH;

  /* the columns that always stay, then the foldable ones while they fit */
  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      gboolean folds = FALSE;

      for (int k = 0; k < n_foldable; k++)
        folds |= column == foldable[k];
      if (!folds && !gtk_column_view_column_get_expand (column))
        need += gtk_column_view_column_get_fixed_width (column);
    }
  for (int k = 0; k < n_foldable; k++)
    {
      gboolean show;

      if (gtk_column_view_column_get_visible (foldable[k]))
        self->fold_widths[k] = gtk_column_view_column_get_fixed_width (foldable[k]);
      need += self->fold_widths[k];
      show = need <= width;
      /* GTK 4.8 counts a hidden column's width when it shares out the
         view's (the name and the reason lost it): a folded one is 0 wide */
      gtk_column_view_column_set_fixed_width (foldable[k], show ? self->fold_widths[k] : 0);
      gtk_column_view_column_set_visible (foldable[k], show);
    }
  self->fold_width = width;
  /* the name and the reason take the room given up */
  gtk_widget_queue_resize (GTK_WIDGET (self->monster_view));
}

static gboolean
fold_idle_cb (gpointer data)
{
  NhsMonstersPage *self = data;
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->monster_view));

  self->fold_idle = 0;
  fold_columns (self, (int) gtk_adjustment_get_page_size (h));
  return G_SOURCE_REMOVE;
}

/* The view's width (its sideways adjustment's page) changed: fit the
   columns to it, not while it is being allocated (a column shown or
   hidden resizes the view). */
static void
view_width_cb (GtkAdjustment   *h,
               GParamSpec      *pspec,
               NhsMonstersPage *self)
{
  int width = (int) gtk_adjustment_get_page_size (h);

  if (width > 0 && width != self->fold_width && self->fold_idle == 0)
    self->fold_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, fold_idle_cb, self, NULL);
}

/* GObject */

static void
nhs_monsters_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  NhsMonstersPage *self = NHS_MONSTERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOCUSED_MONSTER:
      g_value_set_string (value, self->focused_name);
      break;
    case PROP_SHOW_EXCLUDED:
      g_value_set_boolean (value, gtk_switch_get_active (self->show_excluded_switch));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_monsters_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  NhsMonstersPage *self = NHS_MONSTERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOCUSED_MONSTER:
      if (g_strcmp0 (self->focused_name, g_value_get_string (value)) != 0)
        {
          g_free (self->focused_name);
          self->focused_name = g_value_dup_string (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_EXCLUDED:
      gtk_switch_set_active (self->show_excluded_switch, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_monsters_page_finalize (GObject *object)
{
  NhsMonstersPage *self = NHS_MONSTERS_PAGE (object);

  g_free (self->focused_name);
  g_clear_pointer (&self->shown, nhs_chances_unref);
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  G_OBJECT_CLASS (nhs_monsters_page_parent_class)->finalize (object);
}

/* Export: what nhspawn-cli export monsters draws (the same builder). */
static gboolean
monsters_page_export_view (NhsPage         *page,
                           NhsView         *view,
                           NhsRenderTheme  *theme,
                           GPtrArray       *keep,
                           GError         **error)
{
  return nhs_page_get_shared_view (page, NHS_SHARED_VIEW_MONSTERS, view, theme, error);
}

static void
nhs_monsters_page_class_init (NhsMonstersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  NhsPageClass *page_class = NHS_PAGE_CLASS (klass);

  object_class->get_property = nhs_monsters_page_get_property;
  object_class->set_property = nhs_monsters_page_set_property;
  object_class->finalize = nhs_monsters_page_finalize;
  page_class->refresh = nhs_monsters_page_refresh;

  properties[PROP_FOCUSED_MONSTER] =
    g_param_spec_string ("focused-monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_EXCLUDED] =
    g_param_spec_boolean ("show-excluded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_MONSTER_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-monsters-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, monster_search);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, show_excluded_switch);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, monster_view);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, column_percent);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, column_fraction);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, column_difficulty);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, column_frequency);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, column_alignment);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, column_shift);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, monster_filter_model);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, monster_selection);
  gtk_widget_class_bind_template_child (widget_class, NhsMonstersPage, monster_count_label);
  gtk_widget_class_bind_template_callback (widget_class, monster_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_excluded_cb);
  gtk_widget_class_bind_template_callback (widget_class, monster_search_cb);
  NHS_PAGE_CLASS (klass)->get_view = monsters_page_export_view;
}

static void
nhs_monsters_page_init (NhsMonstersPage *self)
{
  GListModel *columns;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* the number columns as wide as their titles (their cells are short),
     so that the name and the reason keep the room */
  columns = gtk_column_view_get_columns (self->monster_view);
  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr (GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      g_autoptr (PangoLayout) layout = NULL;
      int w;

      if (gtk_column_view_column_get_expand (column))
        continue;   /* the name and the reason share what is left */
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->monster_view),
                                               gtk_column_view_column_get_title (column));
      pango_layout_get_pixel_size (layout, &w, NULL);
      if (column == self->column_percent || column == self->column_fraction)
        {
          /* its widest cell: a fraction is shown whole up to
             NHS_MONSTER_ROW_FRACTION_CHARS characters, "≈ 0.0001234"
             beyond */
          g_autofree char *widest = g_strnfill (NHS_MONSTER_ROW_FRACTION_CHARS, '0');
          const char *cells[] = { "100.000 %", widest, "≈ 0.0001234" };

          for (guint c = column == self->column_percent ? 0 : 1;
               c < (column == self->column_percent ? 1 : G_N_ELEMENTS (cells)); c++)
            {
              int cell;

              pango_layout_set_text (layout, cells[c], -1);
              pango_layout_get_pixel_size (layout, &cell, NULL);
              w = MAX (w, cell);
            }
        }
      /* the title's padding and the sort arrow */
      gtk_column_view_column_set_fixed_width (column, w + 24);
    }
  g_signal_connect_object (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->monster_view)),
                           "notify::page-size", G_CALLBACK (view_width_cb), self, 0);
  /* most likely first, until the user sorts otherwise */
  gtk_column_view_sort_by_column (self->monster_view, self->column_percent, GTK_SORT_DESCENDING);
}

GtkColumnView *
nhs_monsters_page_get_view (NhsMonstersPage *self)
{
  return self->monster_view;
}

GtkSearchEntry *
nhs_monsters_page_get_search (NhsMonstersPage *self)
{
  return self->monster_search;
}

GtkSingleSelection *
nhs_monsters_page_get_selection (NhsMonstersPage *self)
{
  return self->monster_selection;
}

GListModel *
nhs_monsters_page_get_rows (NhsMonstersPage *self)
{
  return G_LIST_MODEL (self->monster_selection);
}
