/* nhs-level-view.c: a generated level, drawn by render/, with hover info
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "nhs-level-view.h"
#include "nhs-strings.h"
#include "nhs-theme.h"
#include "nhs-render-level.h"

struct _NhsLevelView
{
  GtkWidget parent_instance;

  const NhsLevel *level;
  NhsLevelPhase phase;
  NhsRenderTheme theme;
  int hover_x, hover_y;
  char *hover;
  char *message;     /* shown instead of a level (a fixed-map region) */
};

G_DEFINE_FINAL_TYPE (NhsLevelView, nhs_level_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_HOVER, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
set_hover (NhsLevelView *self,
           int           x,
           int           y)
{
  if (x == self->hover_x && y == self->hover_y)
    return;
  self->hover_x = x;
  self->hover_y = y;
  g_clear_pointer (&self->hover, g_free);
  if (self->level && x >= 0)
    {
      g_autofree char *what = nhs_level_describe_square_with (self->level, x, y,
                                                              nhs_strings_gettext);
      const NhsSquare *square = nhs_level_square (self->level, x, y);

      /* Translators: a map square's coordinates, what is there (the
         monsters by the game's own English names) and the generator phase
         that made it */
      self->hover = g_strdup_printf (_("Square %d,%d: %s; made in phase: %s"), x, y, what,
                                     nhs_strings_level_phase (nhs_level_get_variant (self->level),
                                                              square->phase));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER]);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    px,
           double                    py,
           NhsLevelView             *self)
{
  int x, y;

  if (nhs_render_level_square_at (self->level,
                                  gtk_widget_get_width (GTK_WIDGET (self)),
                                  gtk_widget_get_height (GTK_WIDGET (self)), px, py, &x, &y))
    set_hover (self, x, y);
  else
    set_hover (self, -1, -1);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          NhsLevelView             *self)
{
  set_hover (self, -1, -1);
}

static void
nhs_level_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  NhsLevelView *self = NHS_LEVEL_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  NhsRenderLevelOptions options;
  cairo_t *cr;

  if (self->level == NULL)
    {
      /* what the game places here, in the middle of the view */
      if (self->message)
        {
          PangoLayout *layout = gtk_widget_create_pango_layout (widget, self->message);
          int lw, lh;
          GdkRGBA color;

          pango_layout_set_width (layout, MAX (1, width - 48) * PANGO_SCALE);
          pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
          pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
          pango_layout_get_pixel_size (layout, &lw, &lh);
          color = (GdkRGBA) { self->theme.foreground.red, self->theme.foreground.green,
                              self->theme.foreground.blue, 1.0 };
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (24, MAX (0, (height - lh) / 2)));
          gtk_snapshot_append_layout (snapshot, layout, &color);
          gtk_snapshot_restore (snapshot);
          g_object_unref (layout);
        }
      return;
    }
  nhs_render_level_options_init (&options);
  options.up_to_phase = self->phase;
  options.highlight_x = self->hover_x;
  options.highlight_y = self->hover_y;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  nhs_render_level (cr, self->level, &self->theme, &options, width, height);
  cairo_destroy (cr);
}

static void
nhs_level_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  double w, h;

  nhs_render_level_natural_size (12, &w, &h);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 320;
      *natural = (int) w;
    }
  else
    {
      /* no taller than the map is at the width given: no empty rows
         above and below it */
      *minimum = 120;
      *natural = for_size > 0 ? CLAMP ((int) ceil (h * for_size / w), 120, (int) h) : (int) h;
    }
}

/* Height for width, like the labels beside it: a page's boxes then ask
   every child for its height at the width it gets. GTK 4.8's viewport
   (the page scroller) measures a width-for-height child's height with no
   width, which at 800 x 600 gave the Overview 625 pixels for 1,054 pixels
   of content (the alignment tables stack at that width) and showed the
   page cut at its top. */
static GtkSizeRequestMode
nhs_level_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
nhs_level_view_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  NhsLevelView *self = NHS_LEVEL_VIEW (widget);

  GTK_WIDGET_CLASS (nhs_level_view_parent_class)->css_changed (widget, change);
  nhs_widget_get_render_theme (widget, &self->theme);
  gtk_widget_queue_draw (widget);
}

static void
nhs_level_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_HOVER: g_value_set_string (value, NHS_LEVEL_VIEW (object)->hover); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_level_view_finalize (GObject *object)
{
  g_free (NHS_LEVEL_VIEW (object)->hover);
  g_free (NHS_LEVEL_VIEW (object)->message);
  G_OBJECT_CLASS (nhs_level_view_parent_class)->finalize (object);
}

static void
nhs_level_view_class_init (NhsLevelViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = nhs_level_view_get_property;
  object_class->finalize = nhs_level_view_finalize;
  widget_class->snapshot = nhs_level_view_snapshot;
  widget_class->measure = nhs_level_view_measure;
  widget_class->get_request_mode = nhs_level_view_get_request_mode;
  widget_class->css_changed = nhs_level_view_css_changed;

  properties[PROP_HOVER] = g_param_spec_string ("hover", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "levelview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
nhs_level_view_init (NhsLevelView *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->phase = NHS_LEVEL_N_PHASES - 1;
  self->hover_x = self->hover_y = -1;
  nhs_render_theme_default (&self->theme, FALSE);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Sample level"), -1);
}

void
nhs_level_view_set_level (NhsLevelView   *self,
                          const NhsLevel *level)
{
  g_return_if_fail (NHS_IS_LEVEL_VIEW (self));
  /* the same level made again (a slider step that changed nothing it is
     made from, e.g. an experience level with the same monster window):
     nothing to draw again */
  if (self->level != NULL && level != NULL && nhs_level_same (self->level, level))
    {
      self->level = level;
      return;
    }
  self->level = level;
  self->hover_x = self->hover_y = -2;
  set_hover (self, -1, -1);
  if (level)
    {
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, nhs_level_get_seed (level));
      g_autofree char *desc = g_strdup_printf (_("A generated level at depth %d, seed %s, with %d rooms."),
                                               nhs_level_get_depth (level), seed,
                                               nhs_level_n_rooms (level));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, desc, -1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
nhs_level_view_set_phase (NhsLevelView  *self,
                          NhsLevelPhase  phase)
{
  g_return_if_fail (NHS_IS_LEVEL_VIEW (self));
  self->phase = phase;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
nhs_level_view_set_message (NhsLevelView *self,
                            const char   *message)
{
  g_return_if_fail (NHS_IS_LEVEL_VIEW (self));
  if (g_strcmp0 (message, self->message) == 0)
    return;
  g_free (self->message);
  self->message = g_strdup (message);
  if (message)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
nhs_level_view_get_hover (NhsLevelView *self)
{
  g_return_val_if_fail (NHS_IS_LEVEL_VIEW (self), NULL);
  return self->hover;
}

const NhsLevel *
nhs_level_view_get_level (NhsLevelView *self)
{
  g_return_val_if_fail (NHS_IS_LEVEL_VIEW (self), NULL);
  return self->level;
}
