/* nhs-bar-chart.c: the live bar chart of a distribution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thin widget: it holds the chances (rndmonst's or mkclass's), the
 * previous ones (for the entered/left marks) and the focused monster, takes its colours from CSS,
 * and leaves every pixel to nhs_render_chart ().
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-bar-chart.h"
#include "nhs-render-views.h"
#include "nhs-render-chart.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

struct _NhsBarChart
{
  GtkWidget parent_instance;

  NhsChances *dist;
  NhsChances *previous;
  int focused;
  gboolean group_by_class;
  char *title;
  char *marks_legend;            /* what the marks of the last change mean; NULL: no marks */
  gboolean title_shown;          /* FALSE: the title is only exported (a label above shows it) */
  NhsRenderTheme theme;
  NhsChartCache *cache;
  guint paint_count;

  GtkAdjustment *vadjustment;   /* of the scrolled window we sit in, if any */
  gulong vadjustment_handler;
};

G_DEFINE_FINAL_TYPE (NhsBarChart, nhs_bar_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CHANCES,
  PROP_FOCUSED,
  PROP_GROUP_BY_CLASS,
  PROP_TITLE,
  PROP_TITLE_SHOWN,
  PROP_MARKS_LEGEND,
  PROP_HAS_MARKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

void
nhs_bar_chart_params_init (NhsChartParams *params,
                           NhsChances     *chances,
                           const char     *title)
{
  /* the words export draws too (nhs-render-views.h), in the window's language */
  nhs_view_chart_params_init (params, chances, title, &nhs_strings_phrasebook);
}

static void
fill_params (NhsBarChart    *self,
             NhsChartParams *params)
{
  nhs_bar_chart_params_init (params, self->dist, self->title_shown ? self->title : NULL);
  /* a title shown wraps at the chart's width (the height follows it) */
  if (params->title != NULL)
    params->title_wrap = gtk_widget_get_width (GTK_WIDGET (self));
  params->cache = self->cache;
  params->previous = self->previous;
  params->focused = self->focused;
  params->group_by_class = self->group_by_class;
}

static gboolean
same_eligibility (const NhsChances *a,
                  const NhsChances *b)
{
  if (a->set != b->set || a->n_results != b->n_results)
    return FALSE;
  for (int i = 0; i < a->n; i++)
    if ((a->p[i] > 0) != (b->p[i] > 0))
      return FALSE;
  return TRUE;
}

static void
update_accessible (NhsBarChart *self)
{
  g_autofree char *text = nhs_bar_chart_describe (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
update_marks_legend (NhsBarChart *self)
{
  NhsChartParams params;
  int entered = 0, left = 0;
  g_autofree char *text = NULL;

  fill_params (self, &params);
  if (self->dist != NULL)
    nhs_render_chart_count_changes (&params, &entered, &left);
  text = nhs_bar_chart_marks_legend_text (entered, left);
  gboolean had = self->marks_legend != NULL;

  if (g_strcmp0 (text, self->marks_legend) == 0)
    return;
  g_free (self->marks_legend);
  self->marks_legend = g_steal_pointer (&text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS_LEGEND]);
  if (had != (self->marks_legend != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_MARKS]);
}

/* Colours from CSS, so that dark mode and high contrast follow the theme. */
static void
update_theme (NhsBarChart *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autofree char *theme_name = NULL;

  nhs_widget_get_render_theme (widget, &self->theme);
  self->theme.dim = self->theme.foreground;
  self->theme.dim.alpha = 0.6;
  if (!nhs_widget_lookup_color (widget, "accent_bg_color", &self->theme.accent))
    nhs_widget_lookup_color (widget, "theme_selected_bg_color", &self->theme.accent);
  nhs_widget_lookup_color (widget, "warning_color", &self->theme.warning);
  nhs_widget_lookup_color (widget, "view_bg_color", &self->theme.background);

  g_object_get (gtk_widget_get_settings (widget), "gtk-theme-name", &theme_name, NULL);
  self->theme.high_contrast = theme_name != NULL && strstr (theme_name, "HighContrast") != NULL;
  if (self->theme.high_contrast)
    self->theme.dim = self->theme.foreground;
}

static void
move_focus (NhsBarChart *self,
            int          delta)
{
  g_autoptr(GArray) rows = NULL;
  NhsChartParams params;
  int pos = -1, n;

  if (self->dist == NULL)
    return;
  fill_params (self, &params);
  rows = nhs_render_chart_rows (&params);
  n = rows->len;
  for (int i = 0; i < n; i++)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);

      if (row->kind == NHS_CHART_ROW_BAR && row->index == self->focused)
        pos = i;
    }
  for (int i = pos + delta; i >= 0 && i < n; i += delta)
    {
      const NhsChartRow *row = &g_array_index (rows, NhsChartRow, i);

      if (row->kind == NHS_CHART_ROW_BAR)
        {
          nhs_bar_chart_set_focused (self, row->index);
          if (self->vadjustment)
            {
              double y = nhs_render_chart_row_y (&params, row->index);
              double value = gtk_adjustment_get_value (self->vadjustment);
              double page = gtk_adjustment_get_page_size (self->vadjustment);

              if (y < value)
                gtk_adjustment_set_value (self->vadjustment, y);
              else if (y + NHS_CHART_ROW_HEIGHT > value + page)
                gtk_adjustment_set_value (self->vadjustment, y + NHS_CHART_ROW_HEIGHT - page);
            }
          return;
        }
    }
}

/* Callbacks */

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            NhsBarChart     *self)
{
  int index = nhs_bar_chart_monster_at (self, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index >= 0)
    nhs_bar_chart_set_focused (self, index);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                NhsBarChart           *self)
{
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_focus (self, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_focus (self, 1);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
vadjustment_changed_cb (GtkAdjustment *adjustment,
                        NhsBarChart   *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Overrides */

static void
nhs_bar_chart_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  NhsBarChart *self = NHS_BAR_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double y_from = 0, y_to = height;
  NhsChartParams params;
  cairo_t *cr;

  self->paint_count++;
  if (self->dist == NULL || width <= 0 || height <= 0)
    return;

  /* Only what the scrolled window shows: a long chart stays cheap. */
  if (self->vadjustment)
    {
      GtkWidget *sw = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
      double y = 0;
      gboolean ok;

#if GTK_CHECK_VERSION (4, 12, 0)
      graphene_point_t p;

      ok = sw && gtk_widget_compute_point (sw, widget, &GRAPHENE_POINT_INIT (0, 0), &p);
      y = ok ? p.y : 0;
#else
      double x = 0;

      ok = sw && gtk_widget_translate_coordinates (sw, widget, 0, 0, &x, &y);
#endif
      if (ok)
        {
          y_from = MAX (0, floor (y));
          y_to = MIN (height, ceil (y + gtk_widget_get_height (sw)));
        }
    }
  fill_params (self, &params);
  /* nothing below the last row: a short chart in a tall view draws (and,
     with a cairo node, allocates) only its rows */
  y_to = MIN (y_to, ceil (nhs_render_chart_height (&params)));
  if (y_to <= y_from)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, y_from, width, y_to - y_from));
  nhs_render_chart (cr, &self->theme, &params, width, y_from, y_to);
  cairo_destroy (cr);
}

/* With its title shown, the chart's height follows its width (the title
   wraps); without, it is constant (the Overview's: no measuring per width). */
static GtkSizeRequestMode
nhs_bar_chart_get_request_mode (GtkWidget *widget)
{
  NhsBarChart *self = NHS_BAR_CHART (widget);

  return self->title_shown && self->title != NULL ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                                  : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
nhs_bar_chart_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  NhsBarChart *self = NHS_BAR_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 380;
      *natural = 560;
    }
  else
    {
      NhsChartParams params;

      fill_params (self, &params);
      if (params.title != NULL && for_size > 0)
        params.title_wrap = for_size;
      *minimum = *natural = self->dist ? (int) ceil (nhs_render_chart_height (&params)) : 100;
    }
}

static gboolean
nhs_bar_chart_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_mode,
                             GtkTooltip *tooltip)
{
  NhsBarChart *self = NHS_BAR_CHART (widget);
  int index = keyboard_mode ? self->focused : nhs_bar_chart_monster_at (self, y);
  const NhsMonster *m;
  g_autofree char *markup = NULL;
  g_autofree char *fraction = NULL;
  g_autofree char *pct = NULL;
  g_autofree char *align = NULL;
  g_autofree char *name = NULL;

  if (index < 0 || self->dist == NULL)
    return FALSE;
  m = &self->dist->set->monsters[index];
  name = g_markup_escape_text (m->name, -1);
  align = nhs_strings_alignment (m->alignment);
  pct = nhs_render_percent (self->dist->p[index]);

  if (self->dist->rndmonst == NULL)
    {
      if (self->dist->p[index] <= 0)
        return FALSE;
      fraction = nhs_chances_fraction (self->dist, index);
      /* Translators: the classes chart's tooltip; %% is a percent sign */
      markup = g_strdup_printf (_("<b>%c %s</b>\n"
                                  "Level %d, difficulty %d, frequency %d, alignment %s\n"
                                  "Chance %s = %s"),
                                m->symbol, name, m->level, m->difficulty, m->frequency, align,
                                fraction, pct);
    }
  else if (self->dist->rndmonst->candidates[index].num == 0)
    {
      g_autofree char *why = nhs_strings_exclusion (self->dist->rndmonst, index);
      g_autofree char *why_escaped = g_markup_escape_text (why, -1);

      /* Translators: tooltip of a monster that left the window */
      markup = g_strdup_printf (_("<b>%c %s</b>\nNo longer possible: %s"), m->symbol, name, why_escaped);
    }
  else
    {
      const NhsCandidate *c = &self->dist->rndmonst->candidates[index];

      fraction = nhs_chances_fraction (self->dist, index);
      /* Translators: the chart's tooltip; %% is a percent sign */
      markup = g_strdup_printf (_("<b>%c %s</b>\n"
                                  "Level %d, difficulty %d\n"
                                  "Frequency %d, alignment %s, shift %+d\n"
                                  "Weight %d of %d\n"
                                  "Chance %s = %s"),
                                m->symbol, name, m->level, m->difficulty,
                                m->frequency, align, c->align_shift + c->temperature_shift,
                                c->weight, self->dist->rndmonst->total_weight,
                                fraction, pct);
    }
  gtk_tooltip_set_markup (tooltip, markup);
  return TRUE;
}

static void
nhs_bar_chart_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (nhs_bar_chart_parent_class)->css_changed (widget, change);
  update_theme (NHS_BAR_CHART (widget));
  gtk_widget_queue_draw (widget);
}

static void
nhs_bar_chart_root (GtkWidget *widget)
{
  NhsBarChart *self = NHS_BAR_CHART (widget);
  GtkWidget *sw;

  GTK_WIDGET_CLASS (nhs_bar_chart_parent_class)->root (widget);
  sw = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  if (sw)
    {
      self->vadjustment = g_object_ref (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sw)));
      self->vadjustment_handler = g_signal_connect (self->vadjustment, "value-changed",
                                                    G_CALLBACK (vadjustment_changed_cb), self);
    }
  update_theme (self);
}

static void
nhs_bar_chart_unroot (GtkWidget *widget)
{
  NhsBarChart *self = NHS_BAR_CHART (widget);

  if (self->vadjustment)
    {
      g_clear_signal_handler (&self->vadjustment_handler, self->vadjustment);
      g_clear_object (&self->vadjustment);
    }
  GTK_WIDGET_CLASS (nhs_bar_chart_parent_class)->unroot (widget);
}

static void
nhs_bar_chart_finalize (GObject *object)
{
  NhsBarChart *self = NHS_BAR_CHART (object);

  g_clear_pointer (&self->dist, nhs_chances_unref);
  g_clear_pointer (&self->previous, nhs_chances_unref);
  g_free (self->title);
  g_free (self->marks_legend);
  nhs_chart_cache_free (self->cache);
  G_OBJECT_CLASS (nhs_bar_chart_parent_class)->finalize (object);
}

static void
nhs_bar_chart_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  NhsBarChart *self = NHS_BAR_CHART (object);

  switch (prop_id)
    {
    case PROP_CHANCES: g_value_set_boxed (value, self->dist); break;
    case PROP_FOCUSED: g_value_set_int (value, self->focused); break;
    case PROP_GROUP_BY_CLASS: g_value_set_boolean (value, self->group_by_class); break;
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_TITLE_SHOWN: g_value_set_boolean (value, self->title_shown); break;
    case PROP_MARKS_LEGEND: g_value_set_string (value, self->marks_legend); break;
    case PROP_HAS_MARKS: g_value_set_boolean (value, self->marks_legend != NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_bar_chart_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  NhsBarChart *self = NHS_BAR_CHART (object);

  switch (prop_id)
    {
    case PROP_CHANCES: nhs_bar_chart_set_chances (self, g_value_get_boxed (value)); break;
    case PROP_FOCUSED: nhs_bar_chart_set_focused (self, g_value_get_int (value)); break;
    case PROP_GROUP_BY_CLASS: nhs_bar_chart_set_group_by_class (self, g_value_get_boolean (value)); break;
    case PROP_TITLE: nhs_bar_chart_set_title (self, g_value_get_string (value)); break;
    case PROP_TITLE_SHOWN:
      if (self->title_shown != g_value_get_boolean (value))
        {
          self->title_shown = g_value_get_boolean (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_bar_chart_class_init (NhsBarChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = nhs_bar_chart_finalize;
  object_class->get_property = nhs_bar_chart_get_property;
  object_class->set_property = nhs_bar_chart_set_property;

  widget_class->snapshot = nhs_bar_chart_snapshot;
  widget_class->measure = nhs_bar_chart_measure;
  widget_class->get_request_mode = nhs_bar_chart_get_request_mode;
  widget_class->query_tooltip = nhs_bar_chart_query_tooltip;
  widget_class->css_changed = nhs_bar_chart_css_changed;
  widget_class->root = nhs_bar_chart_root;
  widget_class->unroot = nhs_bar_chart_unroot;

  properties[PROP_CHANCES] =
    g_param_spec_boxed ("chances", NULL, NULL, NHS_TYPE_CHANCES,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUSED] =
    g_param_spec_int ("focused", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GROUP_BY_CLASS] =
    g_param_spec_boolean ("group-by-class", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* FALSE: the title is not drawn on screen (a label above the scrolled
     chart shows it, so that it stays in view), but exports still carry it. */
  properties[PROP_TITLE_SHOWN] =
    g_param_spec_boolean ("title-shown", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The legend of the marks the last change left ("new", "left the
     window"), for a label beside the chart; NULL while there are none. */
  properties[PROP_MARKS_LEGEND] =
    g_param_spec_string ("marks-legend", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether there is such a legend (the label's visibility, in .ui) */
  properties[PROP_HAS_MARKS] =
    g_param_spec_boolean ("has-marks", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "barchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
nhs_bar_chart_init (NhsBarChart *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->focused = -1;
  self->title_shown = TRUE;
  self->cache = nhs_chart_cache_new ();
  nhs_render_theme_default (&self->theme, FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Monster chances"),
                                  -1);
}

/* Public API */

GtkWidget *
nhs_bar_chart_new (void)
{
  return g_object_new (NHS_TYPE_BAR_CHART, NULL);
}

NhsChances *
nhs_bar_chart_get_chances (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), NULL);
  return self->dist;
}

void
nhs_bar_chart_set_chances (NhsBarChart *self,
                           NhsChances  *chances)
{
  NhsChances *old;
  int old_height = 0, new_height = 0;

  g_return_if_fail (NHS_IS_BAR_CHART (self));

  if (chances == self->dist)
    return;

  old = g_steal_pointer (&self->dist);
  self->dist = chances ? nhs_chances_ref (chances) : NULL;

  /* Marks show what the last step changed, and only that: the next step
     clears them (a step that changes no monster's eligibility shows none). */
  g_clear_pointer (&self->previous, nhs_chances_unref);
  if (old != NULL && chances != NULL && old->set == chances->set && !same_eligibility (old, chances))
    self->previous = g_steal_pointer (&old);
  g_clear_pointer (&old, nhs_chances_unref);

  if (self->focused >= 0 && self->dist && self->focused >= self->dist->n)
    nhs_bar_chart_set_focused (self, -1);

  {
    NhsChartParams params;

    fill_params (self, &params);
    new_height = self->dist ? (int) ceil (nhs_render_chart_height (&params)) : 100;
    old_height = gtk_widget_get_height (GTK_WIDGET (self));
  }
  if (new_height != old_height)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  update_accessible (self);
  update_marks_legend (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHANCES]);
}

NhsDistribution *
nhs_bar_chart_get_distribution (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), NULL);
  return self->dist ? self->dist->rndmonst : NULL;
}

void
nhs_bar_chart_set_distribution (NhsBarChart     *self,
                                NhsDistribution *dist)
{
  g_autoptr(NhsChances) chances = NULL;

  g_return_if_fail (NHS_IS_BAR_CHART (self));

  if (self->dist && self->dist->rndmonst == dist)
    return;
  if (dist)
    chances = nhs_chances_new_rndmonst (dist);
  nhs_bar_chart_set_chances (self, chances);
}

int
nhs_bar_chart_get_focused (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), -1);
  return self->focused;
}

void
nhs_bar_chart_set_focused (NhsBarChart *self,
                           int          index)
{
  g_return_if_fail (NHS_IS_BAR_CHART (self));

  if (index == self->focused)
    return;
  self->focused = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUSED]);
}

void
nhs_bar_chart_scroll_to (NhsBarChart *self,
                         int          index)
{
  NhsChartParams params;
  double y, value, page;

  g_return_if_fail (NHS_IS_BAR_CHART (self));
  if (self->dist == NULL || self->vadjustment == NULL || index < 0)
    return;
  fill_params (self, &params);
  y = nhs_render_chart_row_y (&params, index);
  if (y < 0)
    return;
  value = gtk_adjustment_get_value (self->vadjustment);
  page = gtk_adjustment_get_page_size (self->vadjustment);
  /* only when the row is out of view: the scroll position never jumps */
  if (y < value)
    gtk_adjustment_set_value (self->vadjustment, y);
  else if (y + NHS_CHART_ROW_HEIGHT > value + page)
    gtk_adjustment_set_value (self->vadjustment, y + NHS_CHART_ROW_HEIGHT - page);
}

gboolean
nhs_bar_chart_get_group_by_class (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), FALSE);
  return self->group_by_class;
}

void
nhs_bar_chart_set_group_by_class (NhsBarChart *self,
                                  gboolean     group)
{
  g_return_if_fail (NHS_IS_BAR_CHART (self));

  group = !!group;
  if (group == self->group_by_class)
    return;
  self->group_by_class = group;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GROUP_BY_CLASS]);
}

void
nhs_bar_chart_set_title (NhsBarChart *self,
                         const char  *title)
{
  g_return_if_fail (NHS_IS_BAR_CHART (self));

  if (g_strcmp0 (title, self->title) == 0)
    return;
  /* a title shown may wrap onto another number of lines (the Overview's
     chart does not show its title: no resize per step there) */
  if ((title == NULL) != (self->title == NULL) || self->title_shown)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  g_free (self->title);
  self->title = g_strdup (title);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

guint
nhs_bar_chart_get_paint_count (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), 0);
  return self->paint_count;
}

int
nhs_bar_chart_monster_at (NhsBarChart *self,
                          double       y)
{
  NhsChartParams params;

  g_return_val_if_fail (NHS_IS_BAR_CHART (self), -1);
  if (self->dist == NULL)
    return -1;
  fill_params (self, &params);
  return nhs_render_chart_bar_at_y (&params, y);
}

char *
nhs_bar_chart_marks_legend_text (int entered,
                                 int left)
{
  GString *s;

  if (entered == 0 && left == 0)
    return NULL;
  /* Translators: the legend of the chart's marks, begun; followed by one
     or both of the next two parts and the closing sentence */
  s = g_string_new (_("Marks of the last change:"));
  if (entered > 0)
    {
      g_string_append_c (s, ' ');
      /* Translators: “new” is the chart's mark (the same word as there) */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "“new”: %d monster that can appear now and could not before.",
                                              "“new”: %d monsters that can appear now and could not before.",
                                              entered), entered);
    }
  if (left > 0)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "%d monster that can no longer appear, listed last with the reason.",
                                              "%d monsters that can no longer appear, listed last with the reason.",
                                              left), left);
    }
  g_string_append_c (s, ' ');
  g_string_append (s, _("The marks clear at the next change."));
  return g_string_free (s, FALSE);
}

const char *
nhs_bar_chart_get_marks_legend (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), NULL);
  return self->marks_legend;
}

char *
nhs_bar_chart_describe (NhsBarChart *self)
{
  GString *s;
  NhsChartParams params;
  int entered, left;

  g_return_val_if_fail (NHS_IS_BAR_CHART (self), NULL);
  if (self->dist == NULL)
    return g_strdup (_("No distribution yet."));

  s = g_string_new (NULL);
  if (self->dist->rndmonst)
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "%d monster can appear, difficulty %d to %d.",
                                            "%d monsters can appear, difficulty %d to %d.",
                                            self->dist->n_results),
                            self->dist->n_results, self->dist->rndmonst->min_difficulty,
                            self->dist->rndmonst->max_difficulty);
  else
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                            "%d monster can appear.",
                                            "%d monsters can appear.",
                                            self->dist->n_results),
                            self->dist->n_results);
  for (int i = 0; i < MIN (5, self->dist->n_results); i++)
    {
      int idx = self->dist->order[i];
      g_autofree char *fraction = nhs_chances_fraction (self->dist, idx);

      g_string_append_printf (s, i == 0 ? _(" Most likely: %s %s") : ", %s %s",
                              self->dist->set->monsters[idx].name, fraction);
    }
  if (self->dist->n_results > 0)
    g_string_append_c (s, '.');
  if (self->dist->none > 0)
    {
      g_autofree char *none = nhs_chances_none_fraction (self->dist);

      g_string_append_printf (s, _(" No monster: %s."), none);
    }
  fill_params (self, &params);
  nhs_render_chart_count_changes (&params, &entered, &left);
  if (entered || left)
    g_string_append_printf (s, _(" Since the last change %d entered and %d left."), entered, left);
  return g_string_free (s, FALSE);
}

void
nhs_bar_chart_get_export (NhsBarChart    *self,
                          NhsChartParams *params,
                          NhsRenderTheme *theme)
{
  g_return_if_fail (NHS_IS_BAR_CHART (self));

  fill_params (self, params);
  params->title = self->title;
  params->cache = NULL;
  params->previous = NULL;
  *theme = self->theme;
}

const char *
nhs_bar_chart_get_title (NhsBarChart *self)
{
  g_return_val_if_fail (NHS_IS_BAR_CHART (self), NULL);
  return self->title;
}
