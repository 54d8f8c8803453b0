/* nhs-steady-bin.c: a place for a label whose text changes on every step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include "nhs-steady-bin.h"

/* After the text has rested this long, the reserved height fits it again. */
#define SHRINK_DELAY_MS 700

struct _NhsSteadyBin
{
  GtkWidget parent_instance;

  int min_lines;
  int reserved;            /* the height answered, in pixels; 0: not yet known */
  int line_height;         /* the font's, in pixels; 0: not yet read */
  int char_width;
  int needed;              /* the label's height at the last allocation */
  guint grow_id;
  guint shrink_id;
};

static void nhs_steady_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (NhsSteadyBin, nhs_steady_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      nhs_steady_bin_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum { PROP_0, PROP_MIN_LINES, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* Helpers */

/* The font's line height and character width, read once per style. */
static void
ensure_metrics (NhsSteadyBin *self,
                GtkWidget    *child)
{
  PangoContext *context;
  PangoFontMetrics *metrics;
  int height;

  if (self->line_height > 0)
    return;
  context = gtk_widget_get_pango_context (child);
  metrics = pango_context_get_metrics (context, pango_context_get_font_description (context),
                                       pango_context_get_language (context));
  height = pango_font_metrics_get_height (metrics);
  if (height <= 0)
    height = pango_font_metrics_get_ascent (metrics) + pango_font_metrics_get_descent (metrics);
  self->line_height = MAX (1, PANGO_PIXELS_CEIL (height));
  self->char_width = MAX (1, PANGO_PIXELS_CEIL (pango_font_metrics_get_approximate_char_width (metrics)));
  pango_font_metrics_unref (metrics);
}

static int
vertical_margins (GtkWidget *child)
{
  return gtk_widget_get_margin_top (child) + gtk_widget_get_margin_bottom (child);
}

static int
floor_height (NhsSteadyBin *self,
              GtkWidget    *child)
{
  ensure_metrics (self, child);
  return self->min_lines * self->line_height + vertical_margins (child);
}

static gboolean
grow_cb (gpointer data)
{
  NhsSteadyBin *self = data;

  self->grow_id = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static gboolean
shrink_cb (gpointer data)
{
  NhsSteadyBin *self = data;
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));

  self->shrink_id = 0;
  if (child != NULL)
    {
      int height = MAX (self->needed, floor_height (self, child));

      if (height != self->reserved)
        {
          self->reserved = height;
          gtk_widget_queue_resize (GTK_WIDGET (self));
        }
    }
  return G_SOURCE_REMOVE;
}

/* The bin shows exactly when its label does (a hidden label leaves no
   gap in its box). */
static void
child_visible_cb (GtkWidget    *child,
                  GParamSpec   *pspec,
                  NhsSteadyBin *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self), gtk_widget_get_visible (child));
}

static void
nhs_steady_bin_add_child (GtkBuildable *buildable,
                          GtkBuilder   *builder,
                          GObject      *child,
                          const char   *type)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (buildable);

  if (GTK_IS_WIDGET (child) && type == NULL)
    {
      nhs_steady_bin_set_child (self, GTK_WIDGET (child));
      return;
    }
  parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
nhs_steady_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = nhs_steady_bin_add_child;
}

/* Overrides */

static GtkSizeRequestMode
nhs_steady_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
nhs_steady_bin_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_get_visible (child))
    return;
  if (!GTK_IS_LABEL (child))
    {
      /* not a label: nothing steady to offer */
      gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
      return;
    }
  ensure_metrics (self, child);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      GtkLabel *label = GTK_LABEL (child);
      int margins = gtk_widget_get_margin_start (child) + gtk_widget_get_margin_end (child);
      int width = MAX (gtk_label_get_width_chars (label), 0) * self->char_width;
      int max_width = MAX (gtk_label_get_max_width_chars (label), 0) * self->char_width;

      *minimum = width + margins;
      *natural = MAX (width, max_width) + margins;
    }
  else
    {
      if (self->reserved <= 0)
        self->reserved = floor_height (self, child);
      *minimum = *natural = self->reserved;
    }
}

static void
nhs_steady_bin_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  PangoLayout *layout;
  int text_width, text_height;

  if (child == NULL || !gtk_widget_get_visible (child))
    return;
  gtk_widget_allocate (child, width, height, -1, NULL);
  if (!GTK_IS_LABEL (child))
    return;
  /* The layout the label draws, at the width it has: what the text needs. */
  layout = gtk_label_get_layout (GTK_LABEL (child));
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  self->needed = text_height + vertical_margins (child);
  if (self->needed > self->reserved)
    {
      self->reserved = self->needed;
      if (self->grow_id == 0)
        self->grow_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, grow_cb, self, NULL);
    }
  if (self->shrink_id != 0)
    g_source_remove (self->shrink_id);
  self->shrink_id = 0;
  if (self->reserved > MAX (self->needed, floor_height (self, child)))
    self->shrink_id = g_timeout_add (SHRINK_DELAY_MS, shrink_cb, self);
}

static void
nhs_steady_bin_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (widget);

  GTK_WIDGET_CLASS (nhs_steady_bin_parent_class)->css_changed (widget, change);
  /* (a font change reaches the label as its own style change) */
  self->line_height = 0;
  self->reserved = 0;
  gtk_widget_queue_resize (widget);
}

static void
nhs_steady_bin_dispose (GObject *object)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (object);
  GtkWidget *child;

  g_clear_handle_id (&self->grow_id, g_source_remove);
  g_clear_handle_id (&self->shrink_id, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (nhs_steady_bin_parent_class)->dispose (object);
}

static void
nhs_steady_bin_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (object);

  switch (prop_id)
    {
    case PROP_MIN_LINES:
      g_value_set_int (value, self->min_lines);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_steady_bin_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  NhsSteadyBin *self = NHS_STEADY_BIN (object);

  switch (prop_id)
    {
    case PROP_MIN_LINES:
      nhs_steady_bin_set_min_lines (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_steady_bin_class_init (NhsSteadyBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nhs_steady_bin_dispose;
  object_class->get_property = nhs_steady_bin_get_property;
  object_class->set_property = nhs_steady_bin_set_property;
  widget_class->get_request_mode = nhs_steady_bin_get_request_mode;
  widget_class->measure = nhs_steady_bin_measure;
  widget_class->size_allocate = nhs_steady_bin_size_allocate;
  widget_class->css_changed = nhs_steady_bin_css_changed;

  /* The fewest lines reserved, whatever the text. */
  properties[PROP_MIN_LINES] =
    g_param_spec_int ("min-lines", NULL, NULL, 1, 20, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
nhs_steady_bin_init (NhsSteadyBin *self)
{
  self->min_lines = 1;
}

/* Public API */

int
nhs_steady_bin_get_min_lines (NhsSteadyBin *self)
{
  g_return_val_if_fail (NHS_IS_STEADY_BIN (self), 1);
  return self->min_lines;
}

void
nhs_steady_bin_set_min_lines (NhsSteadyBin *self,
                              int           lines)
{
  g_return_if_fail (NHS_IS_STEADY_BIN (self));
  lines = CLAMP (lines, 1, 20);
  if (lines == self->min_lines)
    return;
  self->min_lines = lines;
  self->reserved = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_LINES]);
}

void
nhs_steady_bin_set_child (NhsSteadyBin *self,
                          GtkWidget    *child)
{
  g_return_if_fail (NHS_IS_STEADY_BIN (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_first_child (GTK_WIDGET (self)) == NULL);
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  g_signal_connect_object (child, "notify::visible", G_CALLBACK (child_visible_cb), self, 0);
  child_visible_cb (child, NULL, self);
}

int
nhs_steady_bin_get_reserved (NhsSteadyBin *self)
{
  g_return_val_if_fail (NHS_IS_STEADY_BIN (self), 0);
  return self->reserved;
}
