/* nhs-profile-page.c: the Profile page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Thin: the page holds the monster's name and the window's situation,
 * asks the core for the profile and draws it with render/ (the same
 * drawing as `nhspawn-cli export profile`).  Hovering the heatmap names the
 * cell's exact chance.
 */
#include "nhs-profile-page.h"

#include <glib/gi18n.h>
#include <math.h>

#include "nhs-format.h"
#include "nhs-monster-sets.h"
#include "nhs-profile.h"
#include "nhs-render-profile.h"
#include "nhs-render-common.h"
#include "nhs-answer.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

struct _NhsProfilePage
{
  NhsPage parent_instance;

  GtkWidget *box;
  GtkEntry *entry;
  GtkLabel *status;
  GtkDrawingArea *area;
  GtkCheckButton *beyond_check;
  char *monster;
  NhsProfile *profile;
  int hover_depth, hover_xl;
  double natural_width, natural_height;   /* the picture's, unscaled */
};

G_DEFINE_FINAL_TYPE (NhsProfilePage, nhs_profile_page, NHS_TYPE_PAGE)

/* The picture never scrolls sideways: narrower than its natural width, it
   is drawn scaled down to the page's width (hover cells follow). */
static double
picture_scale (NhsProfilePage *self,
               int             width)
{
  if (self->natural_width <= 0 || width <= 0 || width >= self->natural_width)
    return 1.0;
  return width / self->natural_width;
}

static void
fit_height (NhsProfilePage *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->area));
  double scale = picture_scale (self, width > 0 ? width : (int) self->natural_width);

  gtk_drawing_area_set_content_height (self->area, (int) ceil (self->natural_height * scale));
}

static void
area_resize_cb (GtkDrawingArea *area,
                int             width,
                int             height,
                gpointer        data)
{
  fit_height (data);
}

enum {
  PROP_0,
  PROP_MONSTER,
  PROP_BEYOND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void compute (NhsProfilePage *self);

/* Only while the page shows (NhsPage refreshes it when it is shown). */
static void
recompute (NhsProfilePage *self)
{
  nhs_page_queue_refresh (NHS_PAGE (self));
}

static void
refresh (NhsPage *page)
{
  compute (NHS_PROFILE_PAGE (page));
}

static void
compute (NhsProfilePage *self)
{
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  g_autoptr (GError) error = NULL;
  NhsProfile *profile = NULL;
  double w, h;
  const NhsSituation *sit = nhs_page_get_situation (NHS_PAGE (self));

  if (sit == NULL)
    return;
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_page_get_table (NHS_PAGE (self), v, NULL);   /* the tables in use */
  if (sets[sit->variant] != NULL)
    {
      const char *name = self->monster;
      g_autoptr (NhsAnswer) answer = NULL;
      gboolean is_class;

      /* No monster chosen: the answer's most likely one (the session's, as
         every page shows it; a page on its own asks the answer module). */
      if (name == NULL || *name == '\0')
        {
          NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));

          if (chances == NULL
              && (answer = nhs_answer_compute_as_given (sets[sit->variant], sit, NULL)) != NULL)
            chances = answer->chances;
          if (chances != NULL && chances->n_results > 0)
            name = chances->set->monsters[chances->order[0]].name;
        }
      /* one character: a class; otherwise a monster's name */
      is_class = name != NULL && g_utf8_strlen (name, -1) == 1;
      if (name != NULL)
        profile = nhs_profile_compute (sets, sit, is_class ? NULL : name,
                                       is_class ? name : NULL, &error);
      else
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                             _("Type a monster's name, or a class symbol such as c."));
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_clear_pointer (&sets[v], nhs_monster_set_unref);
  g_clear_pointer (&self->profile, nhs_profile_unref);
  self->profile = profile;
  if (profile == NULL)
    gtk_label_set_text (self->status, error ? error->message : "");
  else
    {
      int xl = profile->situation.xl;
      g_autofree char *text = NULL;

      g_autofree char *depths = nhs_profile_best_depths_text (profile, xl);

      if (profile->best_depth[xl - 1] > 0)
        /* Translators: the monster, the depths where it is most likely
           ("6" or "6–7"), the XL, the first depth where it can appear */
        text = g_strdup_printf (_("%s: most likely at depth %s at XL %d; first possible at depth %d."),
                                profile->title, depths, xl, profile->first_depth[xl - 1]);
      else
        text = g_strdup_printf (_("%s: never chosen at random at XL %d here."), profile->title, xl);
      /* the other pages show the Quest's mixture: say why these numbers differ */
      if (nhs_page_get_distribution (NHS_PAGE (self)) != NULL
          && nhs_page_get_distribution (NHS_PAGE (self))->role != NULL)
        {
          char *more = g_strconcat (text, " ",
                                    _("A profile follows rndmonst ()'s own list through every depth, "
                                      "without the role's quest enemies the other pages mix in."),
                                    NULL);

          g_free (text);
          text = more;
        }
      gtk_label_set_text (self->status, text);
    }
  if (self->profile)
    {
      NhsProfileParams params = { .profile = self->profile, .translate = nhs_strings_gettext,
                                  .beyond = gtk_check_button_get_active (self->beyond_check) };

      nhs_render_profile_natural_size (&params, &w, &h);
      self->natural_width = w;
      self->natural_height = h;
      fit_height (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        data)
{
  NhsProfilePage *self = data;
  NhsProfileParams params = { 0 };
  NhsRenderTheme theme;

  if (self->profile == NULL)
    return;
  nhs_widget_get_render_theme (GTK_WIDGET (area), &theme);
  params.profile = self->profile;
  params.translate = nhs_strings_gettext;
  params.hover_depth = self->hover_depth;
  params.hover_xl = self->hover_xl;
  params.beyond = gtk_check_button_get_active (self->beyond_check);
  {
    double scale = picture_scale (self, width);

    cairo_scale (cr, scale, scale);
    nhs_render_profile (cr, &theme, &params, width / scale, height / scale);
  }
}

char *
nhs_profile_page_describe_cell (NhsProfilePage *self,
                                int             depth,
                                int             xl)
{
  const NhsProfileCell *c;
  g_autofree char *fraction = NULL;
  g_autofree char *pct = NULL;
  double p;

  g_return_val_if_fail (NHS_IS_PROFILE_PAGE (self), NULL);
  if (self->profile == NULL || depth < 1 || depth > NHS_PROFILE_DEPTHS || xl < 1
      || xl > NHS_PROFILE_XLS)
    return NULL;
  c = &self->profile->heatmap.cells[depth - 1][xl - 1];
  fraction = nhs_profile_cell_fraction (c);
  p = nhs_profile_cell_p (c);
  pct = nhs_render_percent (p);
  /* Translators: a heatmap cell: depth, experience level, exact chance, percent */
  return g_strdup_printf (_("depth %d, XL %d: %s (%s)"), depth, xl, fraction, pct);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           gpointer                  data)
{
  NhsProfilePage *self = data;
  NhsProfileParams params = { .profile = self->profile, .translate = nhs_strings_gettext,
                              .beyond = gtk_check_button_get_active (self->beyond_check) };
  NhsHeatmapParams hp;
  double bx, by, bw, bh;
  int depth = 0, xl = 0;
  int width = gtk_widget_get_width (GTK_WIDGET (self->area));
  int height = gtk_widget_get_height (GTK_WIDGET (self->area));
  double scale = picture_scale (self, width);

  if (self->profile == NULL)
    return;
  x /= scale;
  y /= scale;
  width = (int) (width / scale);
  height = (int) (height / scale);
  nhs_render_profile_heatmap_box (&params, width, height, &bx, &by, &bw, &bh);
  nhs_render_profile_heatmap_params (&params, &hp);
  if (!nhs_render_heatmap_cell_at (&hp, bw, bh, x - bx, y - by, &depth, &xl))
    depth = xl = 0;
  if (depth != self->hover_depth || xl != self->hover_xl)
    {
      g_autofree char *tip = nhs_profile_page_describe_cell (self, depth, xl);

      self->hover_depth = depth;
      self->hover_xl = xl;
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->area), tip);
      gtk_widget_queue_draw (GTK_WIDGET (self->area));
    }
}

static void
beyond_toggled_cb (GtkCheckButton *check,
                   gpointer        data)
{
  NhsProfilePage *self = data;

  self->hover_depth = self->hover_xl = 0;
  if (self->profile != NULL)
    {
      NhsProfileParams params = { .profile = self->profile, .translate = nhs_strings_gettext,
                                  .beyond = gtk_check_button_get_active (check) };

      nhs_render_profile_natural_size (&params, &self->natural_width, &self->natural_height);
      fit_height (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEYOND]);
}

static void
entry_activate_cb (GtkEntry *entry,
                   gpointer  data)
{
  NhsProfilePage *self = data;

  nhs_profile_page_set_monster (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}


void
nhs_profile_page_set_situation (NhsProfilePage     *self,
                                const NhsSituation *sit)
{
  g_return_if_fail (NHS_IS_PROFILE_PAGE (self));
  nhs_page_set_situation (NHS_PAGE (self), sit);
}

const char *
nhs_profile_page_get_status (NhsProfilePage *self)
{
  g_return_val_if_fail (NHS_IS_PROFILE_PAGE (self), NULL);
  return gtk_label_get_text (self->status);
}

const char *
nhs_profile_page_get_monster (NhsProfilePage *self)
{
  g_return_val_if_fail (NHS_IS_PROFILE_PAGE (self), NULL);
  return self->monster;
}

void
nhs_profile_page_set_monster (NhsProfilePage *self,
                              const char     *name)
{
  g_return_if_fail (NHS_IS_PROFILE_PAGE (self));

  if (g_strcmp0 (self->monster, name) == 0)
    return;
  g_free (self->monster);
  self->monster = g_strdup (name);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->entry)), name ? name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), name ? name : "");
  recompute (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MONSTER]);
}

/* Copy: the page's own table. */
static char *
page_copy_text (NhsPage   *page,
                NhsFormat  format,
                char     **what)
{
  NhsProfilePage *self = NHS_PROFILE_PAGE (page);
  g_autoptr (NhsTable) depth = NULL;
  g_autoptr (NhsTable) origins = NULL;
  g_autofree char *a = NULL, *b = NULL;

  g_return_val_if_fail (NHS_IS_PROFILE_PAGE (self), NULL);
  compute (self);
  if (self->profile == NULL)
    return NULL;
  /* the depths the pictures show: the region's, or all with the switch */
  depth = nhs_profile_depth_table_in (self->profile, gtk_check_button_get_active (self->beyond_check),
                                      nhs_strings_gettext);
  origins = nhs_profile_origin_table_in (self->profile, nhs_strings_gettext);
  a = nhs_table_write (depth, format);
  /* Translators: what Copy the Page's Table copied, in "Copied %s as %s."
     (%d: depths, %s: the monster) */
  *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the profile's %d depth of the %s",
                                        "the profile's %d depths of the %s",
                                        nhs_table_n_rows (depth)),
                           nhs_table_n_rows (depth), self->monster);
  if (format == NHS_FORMAT_CSV || nhs_table_n_rows (origins) == 0)
    return g_steal_pointer (&a);
  b = nhs_table_write (origins, format);
  return g_strconcat (a, "\n", b, NULL);
}

/* Export: the page's own drawing. */
static gboolean
page_get_view (NhsPage         *page,
               NhsView         *view,
               NhsRenderTheme  *theme,
               GPtrArray       *keep,
               GError         **error)
{
  NhsProfilePage *self = NHS_PROFILE_PAGE (page);

  compute (self);
  nhs_widget_get_render_theme (GTK_WIDGET (page), theme);
  if (self->profile == NULL)
    return nhs_page_nothing_to_export (error);
  nhs_view_init (view, NHS_VIEW_PROFILE);
  view->profile.profile = self->profile;
  view->profile.translate = nhs_strings_gettext;
  view->profile.beyond = gtk_check_button_get_active (self->beyond_check);
  nhs_page_set_view_place (view, &self->profile->situation, keep);
  return TRUE;
}

static void
nhs_profile_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  NhsProfilePage *self = NHS_PROFILE_PAGE (object);

  switch (prop_id)
    {
    case PROP_MONSTER:
      g_value_set_string (value, self->monster);
      break;
    case PROP_BEYOND:
      g_value_set_boolean (value, gtk_check_button_get_active (self->beyond_check));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_profile_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  NhsProfilePage *self = NHS_PROFILE_PAGE (object);

  switch (prop_id)
    {
    case PROP_MONSTER:
      nhs_profile_page_set_monster (self, g_value_get_string (value));
      break;
    case PROP_BEYOND:
      gtk_check_button_set_active (self->beyond_check, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_profile_page_dispose (GObject *object)
{
  NhsProfilePage *self = NHS_PROFILE_PAGE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->profile, nhs_profile_unref);
  g_clear_pointer (&self->monster, g_free);
  G_OBJECT_CLASS (nhs_profile_page_parent_class)->dispose (object);
}

static void
nhs_profile_page_class_init (NhsProfilePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nhs_profile_page_dispose;
  object_class->get_property = nhs_profile_page_get_property;
  object_class->set_property = nhs_profile_page_set_property;
  properties[PROP_MONSTER] =
    g_param_spec_string ("monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* every depth 1..60, not only the region's (those beyond it hatched) */
  properties[PROP_BEYOND] =
    g_param_spec_boolean ("beyond", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  NHS_PAGE_CLASS (klass)->refresh = refresh;
  NHS_PAGE_CLASS (klass)->get_view = page_get_view;
  NHS_PAGE_CLASS (klass)->copy_text = page_copy_text;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
nhs_profile_page_init (NhsProfilePage *self)
{
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Monster or class:"));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_start (top, 12);
  gtk_widget_set_margin_end (top, 12);
  gtk_widget_set_margin_top (top, 8);
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->entry, _("cockatrice, soldier ant, c …"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->entry));
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->status, 0);
  gtk_label_set_wrap (self->status, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->status), TRUE);
  gtk_box_append (GTK_BOX (top), label);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->entry));
  /* Translators: the Profile page's switch; the region is the sidebar's */
  self->beyond_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Show depths _beyond the region")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->beyond_check),
                               _("Draw every depth from 1 to 60; those the region does not have are hatched"));
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->beyond_check));
  gtk_box_append (GTK_BOX (self->box), top);
  gtk_widget_set_margin_start (GTK_WIDGET (self->status), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->status), 12);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->status));

  self->area = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_draw_func (self->area, draw_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The monster's chance by depth and experience level"), -1);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->area), motion);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->area));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  g_signal_connect (self->area, "resize", G_CALLBACK (area_resize_cb), self);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroll);

  g_signal_connect (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  g_signal_connect (self->beyond_check, "toggled", G_CALLBACK (beyond_toggled_cb), self);
}
