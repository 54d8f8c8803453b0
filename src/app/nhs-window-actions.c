/* nhs-window-actions.c: the window's actions (win.*)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "nhs-window-private.h"

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  _nhs_window_set_page (NHS_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
focus_search_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);

  _nhs_window_set_page (self, "monsters");
  gtk_widget_grab_focus (GTK_WIDGET (self->monster_search));
}

static void
focus_genocide_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);

  g_object_set (self, "show-sidebar", TRUE, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->genocide_entry));
}

static void
step (GtkAdjustment *adjustment,
      double         delta)
{
  gtk_adjustment_set_value (adjustment, round (gtk_adjustment_get_value (adjustment)) + delta);
}

static void
depth_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  step (NHS_WINDOW (widget)->depth_adjustment, g_str_equal (action_name, "win.deeper") ? 1 : -1);
}

static void
xl_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *param)
{
  step (NHS_WINDOW (widget)->xl_adjustment, g_str_equal (action_name, "win.xl-up") ? 1 : -1);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  _nhs_window_reset (NHS_WINDOW (widget));
}

static void
new_level_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  NhsWindow *self = NHS_WINDOW (widget);

  gtk_adjustment_set_value (self->seed_adjustment, g_random_int ());
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  /* Export arrives with the "guides" issue; the action stays disabled until then. */
}

void
_nhs_window_class_add_actions (GtkWidgetClass *widget_class)
{
  static const struct { const char *page; guint key; } pages[] = {
    { "overview", GDK_KEY_1 }, { "monsters", GDK_KEY_2 }, { "classes", GDK_KEY_3 },
    { "spawn", GDK_KEY_4 }, { "level", GDK_KEY_5 },
  };

  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    gtk_widget_class_add_binding_action (widget_class, pages[i].key, GDK_CONTROL_MASK,
                                         "win.show-page", "s", pages[i].page);

  gtk_widget_class_install_property_action (widget_class, "win.show-sidebar", "show-sidebar");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-sidebar", NULL);

  gtk_widget_class_install_action (widget_class, "win.focus-search", NULL, focus_search_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "win.focus-search", NULL);
  gtk_widget_class_install_action (widget_class, "win.genocide", NULL, focus_genocide_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK,
                                       "win.genocide", NULL);

  gtk_widget_class_install_action (widget_class, "win.deeper", NULL, depth_action);
  gtk_widget_class_install_action (widget_class, "win.shallower", NULL, depth_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "win.deeper", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "win.shallower", NULL);
  gtk_widget_class_install_action (widget_class, "win.xl-up", NULL, xl_action);
  gtk_widget_class_install_action (widget_class, "win.xl-down", NULL, xl_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.xl-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.xl-down", NULL);

  gtk_widget_class_install_action (widget_class, "win.reset", NULL, reset_action);
  gtk_widget_class_install_action (widget_class, "win.new-level", NULL, new_level_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-level", NULL);

  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export", NULL);
}

void
_nhs_window_update_actions (NhsWindow *self)
{
  /* Export is implemented by the "guides" issue. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", FALSE);
}
