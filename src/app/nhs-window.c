/* nhs-window.c: the main window: the frame (header, sidebar, the pages'
 * stack); owns the situation and its distribution and gives them to the
 * pages, which are built from the page table when first shown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "nhs-settings.h"
#include "nhs-window-private.h"
#include "nhs-bar-chart.h"
#include "nhs-chances.h"
#include "nhs-dungeon-place.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-dungeon-report.h"
#include "nhs-dungeon-page.h"
#include "nhs-dungeon-regions.h"
#include "nhs-format.h"
#include "nhs-monster-sets.h"
#include "nhs-pages.h"
#include "nhs-strings.h"

G_DEFINE_FINAL_TYPE (NhsWindow, nhs_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_SIDEBAR,
  PROP_VARIANT,
  PROP_FOCUSED_MONSTER,
  PROP_SITUATION,
  PROP_DISTRIBUTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

static void
show_error (NhsWindow  *self,
            const char *message)
{
  nhs_sidebar_set_status (self->sidebar, NULL, message);
}

/* The sidebar's line under the sliders. */
static void
update_status (NhsWindow *self)
{
  const NhsDistribution *dist = self->chances->ordinary;
  g_autofree char *summary = NULL;

  if (self->chances->mkclass != NULL)
    {
      g_autofree char *share = nhs_format_fraction (dist->quest_num, dist->den);

      /* Translators: the Quest: how many monsters, the chance the role's quest
         enemies answer (a fraction), and the role */
      summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%d monster can appear. The %s's quest enemies answer with chance %s; the chart shows the whole mixture.",
                                              "%d monsters can appear. The %s's quest enemies answer with chance %s; the chart shows the whole mixture.",
                                              self->chances->n_results),
                                 self->chances->n_results, self->chances->role, share);
    }
  else
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Monster difficulty %d to %d: %d monster can appear, total weight %d.",
                                            "Monster difficulty %d to %d: %d monsters can appear, total weight %d.",
                                            dist->n_eligible),
                               dist->min_difficulty, dist->max_difficulty,
                               dist->n_eligible, dist->total_weight);
  nhs_sidebar_set_status (self->sidebar, summary, NULL);
}

/* The core's words in the window's language. */
static const char *
translate (const char *text)
{
  return _(text);
}

/* The sidebar's line on the level the situation stands on: the core
   writes it, in the window's language. */
static void
update_depth_note (NhsWindow *self)
{
  g_autofree char *line = nhs_dungeon_describe_situation (&self->situation, translate);

  nhs_sidebar_set_depth_note (self->sidebar, line);
}

/* The sidebar's situation goes to the session: one answer per change. */
static void
situation_changed (NhsWindow *self)
{
  if (!self->ready)
    return;
  nhs_session_set_situation (self->session, nhs_sidebar_get_situation (self->sidebar),
                             nhs_sidebar_get_role (self->sidebar),
                             nhs_sidebar_get_genocided (self->sidebar),
                             nhs_sidebar_get_extinct (self->sidebar));
}

/* The session's answer: the sidebar's lines and the window's properties
   follow it (the pages read it from the session themselves). */
static void
answer_changed_cb (NhsWindow *self)
{
  NhsAnswer *answer = nhs_session_get_answer (self->session);
  gboolean variant_changed;

  if (answer == NULL)
    {
      /* The sidebar offers only what has an effect; the core's sentence
         says what slipped through. The pages keep the last answer. */
      show_error (self, nhs_session_get_error (self->session));
      return;
    }
  variant_changed = self->chances == NULL || self->situation.variant != answer->situation.variant;
  self->situation = answer->situation;
  g_clear_pointer (&self->chances, nhs_chances_unref);
  self->chances = nhs_chances_ref (answer->chances);
  self->n_updates++;
  update_status (self);
  update_depth_note (self);
  /* the explanation of the answer computed, never of the controls alone */
  {
    g_autofree char *why = nhs_strings_difficulty_explained (&answer->difficulty);

    nhs_sidebar_set_difficulty (self->sidebar, why);
  }
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SITUATION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DISTRIBUTION]);
  if (variant_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
  g_object_thaw_notify (G_OBJECT (self));
  _nhs_window_update_actions (self);
}

/* Shows a sentence in the window's banner (no Open button). */
static void
show_banner (NhsWindow  *self,
             const char *text)
{
  g_clear_handle_id (&self->toast_source, g_source_remove);
  gtk_label_set_text (self->export_error_label, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->export_error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->export_open_button), FALSE);
  gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
}

/* The table in use lacks genocided monsters: they go from the sidebar,
   and the banner names them. */
static void
genocides_dropped_cb (NhsWindow          *self,
                      const char * const *names)
{
  g_autofree char *list = g_strjoinv (", ", (char **) names);
  g_autofree char *text = NULL;

  nhs_sidebar_drop_genocides (self->sidebar, names);
  /* Translators: after a change of version or monster table; the names
     of the genocided monsters the table in use does not have */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The monster table in use has no %s: its genocide was dropped.",
                                       "The monster table in use has none of %s: their genocides were dropped.",
                                       g_strv_length ((char **) names)),
                          list);
  show_banner (self, text);
}

gboolean
_nhs_window_open_monster_table (NhsWindow   *self,
                                const char  *path,
                                GError     **error)
{
  g_autoptr(GError) local = NULL;
  NhsVariantId id;
  guint before;

  g_return_val_if_fail (NHS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  before = nhs_session_get_n_computations (self->session);
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
  if (!nhs_session_open_table (self->session, path, self->situation.variant, &id, &local))
    {
      /* The previous table stays; the sentence shows in the banner. */
      gtk_label_set_text (self->export_error_label, local->message);
      gtk_widget_set_visible (GTK_WIDGET (self->export_open_button), FALSE);
      gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* Everything follows the new table, as after a version change. */
  if (nhs_sidebar_get_situation (self->sidebar)->variant != id)
    nhs_sidebar_select_variant (self->sidebar, id);
  if (nhs_session_get_n_computations (self->session) == before)
    situation_changed (self);
  return TRUE;
}

static void
sidebar_changed_cb (NhsWindow *self)
{
  situation_changed (self);
}

/* The pages */

/* The stack page of each row holds a box; the row's page goes into it
   when the page is first shown. */
NhsPage *
_nhs_window_get_page (NhsWindow  *self,
                      const char *key)
{
  const NhsPageInfo *info = nhs_page_lookup (key);
  GtkWidget *slot;
  GtkWidget *page;

  g_return_val_if_fail (NHS_IS_WINDOW (self), NULL);
  if (info == NULL || (slot = gtk_stack_get_child_by_name (self->stack, key)) == NULL)
    return NULL;
  page = gtk_widget_get_first_child (slot);
  if (page != NULL)
    return NHS_PAGE (page);

  page = g_object_new (info->get_type (), "hexpand", TRUE, "vexpand", TRUE, NULL);
  g_return_val_if_fail (NHS_IS_PAGE (page), NULL);
  /* the page reads the session's answer and tables */
  nhs_page_set_session (NHS_PAGE (page), self->session);
  for (guint i = 0; i < NHS_PAGE_MAX_BINDINGS && info->window[i].source; i++)
    g_object_bind_property (self, info->window[i].source, page, info->window[i].property,
                            G_BINDING_SYNC_CREATE
                            | (info->window[i].both_ways ? G_BINDING_BIDIRECTIONAL : 0));
  for (guint i = 0; i < NHS_PAGE_MAX_BINDINGS && info->settings[i].source; i++)
    g_settings_bind (self->settings, info->settings[i].source, page, info->settings[i].property,
                     NHS_SETTINGS_BIND);
  gtk_box_append (GTK_BOX (slot), page);
  return NHS_PAGE (page);
}

NhsPage *
_nhs_window_get_visible_page (NhsWindow *self)
{
  const char *key = gtk_stack_get_visible_child_name (self->stack);
  guint n;

  return _nhs_window_get_page (self, key ? key : nhs_pages (&n)[0].key);
}

static void
page_changed_cb (NhsWindow *self)
{
  if (self->ready)
    _nhs_window_get_visible_page (self);
}

static void
export_open_cb (NhsWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->exported_uri == NULL)
    return;
  if (!g_app_info_launch_default_for_uri (self->exported_uri, NULL, &error))
    {
      gtk_label_set_text (self->export_error_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->export_error_label), "error");
      gtk_widget_set_visible (GTK_WIDGET (self->export_open_button), FALSE);
      return;
    }
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
}

static void
export_dismiss_cb (NhsWindow *self)
{
  g_clear_handle_id (&self->toast_source, g_source_remove);
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
}

static gboolean
toast_done_cb (gpointer data)
{
  NhsWindow *self = data;

  self->toast_source = 0;
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
  return G_SOURCE_REMOVE;
}

void
_nhs_window_show_toast (NhsWindow  *self,
                        const char *text)
{
  show_banner (self, text);
  self->toast_source = g_timeout_add_seconds (4, toast_done_cb, self);
}

/* Settings mappings: a string key <-> a drop-down position */

/* The version: its key in the settings, its row of the table in the drop-down */

/* The saved page: a key of the page table, else the first page. */
static gboolean
get_page_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const NhsPageInfo *page = nhs_page_lookup (g_variant_get_string (variant, NULL));
  guint n;

  g_value_set_string (value, page ? page->key : nhs_pages (&n)[0].key);
  return TRUE;
}

static GVariant *
set_page_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const NhsPageInfo *page = nhs_page_lookup (g_value_get_string (value));

  return page ? g_variant_new_string (page->key) : NULL;
}

/* Narrower than FOLD_WIDTH the sidebar folds away (F9 brings it back);
   wider again, it comes back if it was folded for the width. */
#define FOLD_WIDTH 900

static void
fold_sidebar_cb (GObject    *object,
                 GParamSpec *pspec,
                 NhsWindow  *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0)
    return;
  if (width < FOLD_WIDTH && self->show_sidebar && !self->sidebar_folded)
    {
      self->sidebar_folded = TRUE;
      g_object_set (self, "show-sidebar", FALSE, NULL);
    }
  else if (width >= FOLD_WIDTH && self->sidebar_folded)
    {
      self->sidebar_folded = FALSE;
      g_object_set (self, "show-sidebar", TRUE, NULL);
    }
}

/* Written as they change, so that a crash loses nothing. */
static void
save_geometry_cb (GObject    *object,
                  GParamSpec *pspec,
                  NhsWindow  *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  int width, height;

  if (self->settings == NULL)
    return;
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  gtk_window_get_default_size (window, &width, &height);
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

static void
save_focused_cb (GObject    *object,
                 GParamSpec *pspec,
                 NhsWindow  *self)
{
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "focused", self->focused_name ? self->focused_name : "");
}

/* Overrides */

static gboolean
nhs_window_close_request (GtkWindow *window)
{
  NhsWindow *self = NHS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
  return GTK_WINDOW_CLASS (nhs_window_parent_class)->close_request (window);
}

static void
nhs_window_constructed (GObject *object)
{
  NhsWindow *self = NHS_WINDOW (object);
  G_OBJECT_CLASS (nhs_window_parent_class)->constructed (object);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind_with_mapping (self->settings, "page", self->stack, "visible-child-name",
                                NHS_SETTINGS_BIND, get_page_mapping, set_page_mapping,
                                NULL, NULL);
  g_settings_bind (self->settings, "show-sidebar", self, "show-sidebar", NHS_SETTINGS_BIND);

  self->focused_name = g_settings_get_string (self->settings, "focused");
  if (self->focused_name && *self->focused_name == '\0')
    g_clear_pointer (&self->focused_name, g_free);
  g_object_notify_by_pspec (object, properties[PROP_FOCUSED_MONSTER]);
  g_signal_connect (self, "notify::focused-monster", G_CALLBACK (save_focused_cb), self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (save_geometry_cb), self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (fold_sidebar_cb), self);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (save_geometry_cb), self);
  g_signal_connect (self, "notify::maximized", G_CALLBACK (save_geometry_cb), self);

  /* Said once, here and on stderr, when settings cannot be kept (nhs-settings.c). */
  {
    g_autofree char *unkept = nhs_settings_unkept_sentence ();

    if (unkept != NULL)
      {
        gtk_label_set_text (self->export_error_label, unkept);
        gtk_widget_remove_css_class (GTK_WIDGET (self->export_error_label), "error");
        gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
      }
  }

  self->ready = TRUE;
  situation_changed (self);
  /* only the page shown is built; the others when they are first shown */
  _nhs_window_get_visible_page (self);
  _nhs_window_update_actions (self);
}

static void
nhs_window_dispose (GObject *object)
{
  NhsWindow *self = NHS_WINDOW (object);

  if (self->settings && self->focused_name)
    g_settings_set_string (self->settings, "focused", self->focused_name);
  g_clear_handle_id (&self->toast_source, g_source_remove);
  _nhs_window_close_export (self);
  _nhs_window_close_open_table (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), NHS_TYPE_WINDOW);
  G_OBJECT_CLASS (nhs_window_parent_class)->dispose (object);
}

static void
nhs_window_finalize (GObject *object)
{
  NhsWindow *self = NHS_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->chances, nhs_chances_unref);
  g_clear_object (&self->session);
  g_free (self->focused_name);
  g_free (self->exported_uri);
  G_OBJECT_CLASS (nhs_window_parent_class)->finalize (object);
}

static void
nhs_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  NhsWindow *self = NHS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SIDEBAR:
      g_value_set_boolean (value, self->show_sidebar);
      break;
    case PROP_VARIANT:
      g_value_set_string (value, nhs_variant_get (self->situation.variant)->key);
      break;
    case PROP_FOCUSED_MONSTER:
      g_value_set_string (value, self->focused_name);
      break;
    case PROP_SITUATION:
      g_value_set_boxed (value, self->chances ? &self->situation : NULL);
      break;
    case PROP_DISTRIBUTION:
      g_value_set_boxed (value, self->chances);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  NhsWindow *self = NHS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SIDEBAR:
      if (self->show_sidebar != g_value_get_boolean (value))
        {
          self->show_sidebar = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_VARIANT:
      {
        const NhsVariant *v = nhs_variant_from_key (g_value_get_string (value));

        if (v != NULL)
          nhs_sidebar_select_variant (self->sidebar, v->id);
      }
      break;
    case PROP_FOCUSED_MONSTER:
      if (g_value_get_string (value))
        nhs_window_focus_monster (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_window_class_init (NhsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = nhs_window_constructed;
  object_class->dispose = nhs_window_dispose;
  object_class->finalize = nhs_window_finalize;
  object_class->get_property = nhs_window_get_property;
  object_class->set_property = nhs_window_set_property;
  window_class->close_request = nhs_window_close_request;

  properties[PROP_SHOW_SIDEBAR] =
    g_param_spec_boolean ("show-sidebar", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The game version's key ("3.6.7"), for pages that follow the window. */
  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, nhs_variant_default ()->key,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUSED_MONSTER] =
    g_param_spec_string ("focused-monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The situation the sidebar sets, once the core has accepted it, and
     its distribution: what every page shows (read-only; the sidebar is
     where they change). */
  properties[PROP_SITUATION] =
    g_param_spec_boxed ("situation", NULL, NULL, NHS_TYPE_SITUATION,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DISTRIBUTION] =
    g_param_spec_boxed ("distribution", NULL, NULL, NHS_TYPE_CHANCES,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_SIDEBAR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-window.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, sidebar_revealer);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, switcher);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, export_revealer);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, export_error_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, export_open_button);

  /* looked up by name only (gtk_widget_get_template_child): the lazy menu */
  gtk_widget_class_bind_template_child_full (widget_class, "menu_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "primary_menu", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_dismiss_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_open_cb);

  _nhs_window_class_add_actions (widget_class);
}

/* The main menu is given to its button when first opened: a menu button
   with a model builds the whole menu (a GtkPopoverMenu and a button per
   item) at once, about 0.35 MB at every start (issue 16). */
static void
menu_popup_cb (GtkMenuButton *button,
               gpointer       data)
{
  NhsWindow *self = NHS_WINDOW (data);
  GMenuModel *menu = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (self), NHS_TYPE_WINDOW,
                                                                  "primary_menu"));

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, menu);
}

static void
nhs_window_init (NhsWindow *self)
{
  self->show_sidebar = TRUE;
  self->settings = nhs_settings_new ();
  self->session = nhs_session_new ();
  g_signal_connect_swapped (self->session, "notify::answer", G_CALLBACK (answer_changed_cb), self);
  g_signal_connect_swapped (self->session, "genocides-dropped", G_CALLBACK (genocides_dropped_cb), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  nhs_sidebar_set_session (self->sidebar, self->session);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (self),
                                                                                         NHS_TYPE_WINDOW,
                                                                                         "menu_button")),
                                         menu_popup_cb, self, NULL);
  /* one stack page per row of the page table, each an empty box until
     its page is first shown (_nhs_window_get_page) */
  {
    guint n;
    const NhsPageInfo *pages = nhs_pages (&n);

    for (guint i = 0; i < n; i++)
      gtk_stack_add_titled (self->stack, gtk_box_new (GTK_ORIENTATION_VERTICAL, 0),
                            pages[i].key, _(pages[i].title));
  }
  {
    /* Eight pages in the header: each tab as wide as its own title, not
       all as wide as the widest, so the window still fits small screens. */
    static GtkCssProvider *style;
    GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->switcher);

    if (GTK_IS_BOX_LAYOUT (layout))
      gtk_box_layout_set_homogeneous (GTK_BOX_LAYOUT (layout), FALSE);
    /* the window's style sheet (ui/style.css), once per display: GTK 4.8's
       GtkApplication does not load one by itself, and windows made without
       the application (tests, benches) need it too */
    if (style == NULL)
      {
        style = gtk_css_provider_new ();
        gtk_css_provider_load_from_resource (style, "/io/github/nhspawn/SpawnExplorer/style.css");
        gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                    GTK_STYLE_PROVIDER (style),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      }
    gtk_widget_add_css_class (self->switcher, "nhs-pages");
  }
}

/* Public API */

NhsWindow *
nhs_window_new (NhsApplication *app)
{
  return g_object_new (NHS_TYPE_WINDOW, "application", app, NULL);
}

const NhsSituation *
nhs_window_get_situation (NhsWindow *self)
{
  g_return_val_if_fail (NHS_IS_WINDOW (self), NULL);
  return &self->situation;
}

gboolean
nhs_window_focus_monster (NhsWindow  *self,
                          const char *name)
{
  const NhsMonster *m;

  g_return_val_if_fail (NHS_IS_WINDOW (self), FALSE);
  if (self->chances == NULL || name == NULL)
    return FALSE;
  m = nhs_monster_set_lookup (self->chances->set, name);
  if (m == NULL)
    return FALSE;
  if (g_strcmp0 (self->focused_name, m->name) == 0)
    return TRUE;
  g_free (self->focused_name);
  self->focused_name = g_strdup (m->name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUSED_MONSTER]);
  return TRUE;
}

void
_nhs_window_set_page (NhsWindow  *self,
                      const char *page)
{
  if (gtk_stack_get_child_by_name (self->stack, page))
    gtk_stack_set_visible_child_name (self->stack, page);
}

void
_nhs_window_reset (NhsWindow *self)
{
  nhs_sidebar_reset (self->sidebar);
}
