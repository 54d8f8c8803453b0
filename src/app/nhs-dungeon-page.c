/* nhs-dungeon-page.c: the Dungeon page (core: nhs-dungeon; drawing: nhs-render-dungeon)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-dungeon-page.h"
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-regions.h"
#include "nhs-dungeon-place.h"
#include "nhs-dungeon-report.h"
#include "nhs-report.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */
#include "nhs-english.h"   /* nhs_sentence_start () */
#include "nhs-render-dungeon.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

#include <glib/gi18n.h>
#include <string.h>

struct _NhsDungeonPage {
  NhsPage parent_instance;

  GtkLabel *title_label;
  GtkLabel *maps_label;
  GtkDrawingArea *area;

  NhsSituation situation;
  NhsDungeonModel *model;
  int model_variant;            /* -1: none computed */
};

G_DEFINE_FINAL_TYPE (NhsDungeonPage, nhs_dungeon_page, NHS_TYPE_PAGE)


static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        data)
{
  NhsDungeonPage *self = data;
  NhsRenderTheme theme;
  NhsRenderDungeonOptions options = { 0 };

  if (self->model == NULL)
    return;
  nhs_widget_get_render_theme (GTK_WIDGET (area), &theme);
  options.highlight_dungeon = nhs_dungeon_region_dungeon_in (self->situation.variant,
                                                             self->situation.region);
  options.highlight_depth = self->situation.depth;
  options.translate = nhs_strings_gettext;
  nhs_render_dungeon (cr, self->model, &theme, &options, width, height);
}

/* "Minetown: one of 7 maps (minetn-1 … minetn-7), 1/7 each, …", and
   after Medusa's maps the chance each depth lies above Medusa's level */
static char *
maps_text (const NhsDungeonModel *m)
{
  GString *out = g_string_new (NULL);
  g_autofree char *medusa = nhs_dungeon_medusa_draw_words (m->variant, nhs_strings_gettext);

  for (guint l = 0; l < m->levels->len; l++)
    {
      const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);
      g_autofree char *ex = nhs_mpq_to_string (r->exists);
      /* each line starts with the level's name: "The Big Room: …" */
      g_autofree char *title = nhs_sentence_start (_(nhs_dungeon_kind_title (r->desc->name)));

      if (r->desc->maps <= 1 && r->desc->chance >= 100)
        continue;
      if (out->len)
        g_string_append_c (out, '\n');
      if (r->desc->maps > 1)
        /* Translators: a special level, how many maps, the first and last
           map's names, the chance of each */
        g_string_append_printf (out, _("%s: one of %d maps (%s-1 … %s-%d), 1/%d each, "
                                       "picked when the level is first made"),
                                title, r->desc->maps,
                                r->desc->name, r->desc->name, r->desc->maps, r->desc->maps);
      if (r->desc->chance < 100 && r->desc->maps > 1)
        /* Translators: follows the maps of a level: its chance to exist at all */
        g_string_append_printf (out, _("; it exists in %s of games"), ex);
      else if (r->desc->chance < 100)
        /* Translators: a special level, its chance to exist at all */
        g_string_append_printf (out, _("%s exists in %s of games"), title, ex);
      if (medusa != NULL && strcmp (r->desc->name, nhs_region_info (NHS_REGION_MEDUSA)->level) == 0)
        {
          g_string_append_printf (out, "\n%s", medusa);
          g_clear_pointer (&medusa, g_free);
        }
    }
  if (medusa != NULL)
    g_string_append_printf (out, "%s%s", out->len ? "\n" : "", medusa);
  return g_string_free (out, FALSE);
}

static void
update (NhsDungeonPage *self)
{
  const NhsVariant *v = nhs_variant_get (self->situation.variant);

  if (self->model_variant != (int) self->situation.variant)
    {
      g_autoptr (GError) error = NULL;

      g_clear_pointer (&self->model, nhs_dungeon_model_free);
      self->model = nhs_dungeon_model_new (self->situation.variant, &error);
      self->model_variant = self->situation.variant;
      if (self->model == NULL)
        {
          /* Translators: the Dungeon page when a version's dungeon is not
             modelled: the version, then the reason */
          g_autofree char *text = g_strdup_printf (_("%s: %s"), _(v->display_name),
                                                   error->message);
          gtk_label_set_text (self->title_label, text);
          gtk_label_set_text (self->maps_label, "");
        }
      else
        {
          g_autofree char *text = nhs_view_dungeon_title (self->situation.variant,
                                                          &nhs_strings_phrasebook);
          g_autofree char *maps = maps_text (self->model);

          gtk_label_set_text (self->title_label, text);
          gtk_label_set_text (self->maps_label, maps);
          gtk_drawing_area_set_content_height (self->area,
                                               (int) nhs_render_dungeon_height (self->model, 600));
        }
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

const NhsSituation *
nhs_dungeon_page_get_situation (NhsDungeonPage *self)
{
  g_return_val_if_fail (NHS_IS_DUNGEON_PAGE (self), NULL);
  return &self->situation;
}

/* The model must be current even while the page is hidden: the sidebar's
   "depth N: ..." line reads it. */
static void
situation_changed (NhsPage *page)
{
  NhsDungeonPage *self = NHS_DUNGEON_PAGE (page);

  self->situation = *nhs_page_get_situation (page);
  update (self);
}

void
nhs_dungeon_page_set_situation (NhsDungeonPage     *self,
                                const NhsSituation *situation)
{
  g_return_if_fail (NHS_IS_DUNGEON_PAGE (self));
  g_return_if_fail (situation != NULL);
  nhs_page_set_situation (NHS_PAGE (self), situation);
}

const NhsDungeonModel *
nhs_dungeon_page_get_model (NhsDungeonPage *self)
{
  g_return_val_if_fail (NHS_IS_DUNGEON_PAGE (self), NULL);
  if (self->model_variant < 0)
    update (self);
  return self->model;
}

static void
nhs_dungeon_page_dispose (GObject *object)
{
  NhsDungeonPage *self = NHS_DUNGEON_PAGE (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->model, nhs_dungeon_model_free);
  G_OBJECT_CLASS (nhs_dungeon_page_parent_class)->dispose (object);
}

/* Export and copy: the column of levels, and its table. */
static gboolean
page_get_view (NhsPage         *page,
               NhsView         *view,
               NhsRenderTheme  *theme,
               GPtrArray       *keep,
               GError         **error)
{
  NhsDungeonPage *self = NHS_DUNGEON_PAGE (page);
  const NhsDungeonModel *model = nhs_dungeon_page_get_model (self);

  if (model == NULL)
    return nhs_page_nothing_to_export (error);
  /* what nhspawn-cli export dungeon draws: the heading above, the
     situation's level highlighted (nhs-render-views.h) */
  nhs_page_keep_view_parts (page, nhs_view_build_dungeon (view, model, &self->situation,
                                                          &nhs_strings_phrasebook));
  nhs_widget_get_render_theme (GTK_WIDGET (page), theme);
  return TRUE;
}

static char *
page_copy_text (NhsPage   *page,
                NhsFormat  format,
                char     **what)
{
  const NhsDungeonModel *model = nhs_dungeon_page_get_model (NHS_DUNGEON_PAGE (page));
  g_autoptr (NhsTable) table = NULL;

  if (model == NULL)
    return NULL;
  table = nhs_dungeon_table (model, nhs_strings_gettext);
  {
    int n = nhs_table_n_rows (table);

    /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
    *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the dungeon's %d level",
                                          "the dungeon's %d levels", n), n);
  }
  /* the core's writer: CSV carries the Medusa draw after its rows */
  return nhs_dungeon_table_write (model, format, nhs_strings_gettext);
}

/* A row's whole line (the row may be cut with "…" in a narrow window). */
static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  NhsDungeonPage *self = data;
  g_autofree char *line = NULL;
  int dungeon, depth;

  if (keyboard || self->model == NULL
      || !nhs_render_dungeon_row_at (self->model, y, &dungeon, &depth))
    return FALSE;
  line = nhs_dungeon_describe_depth (self->model,
                                     g_array_index (self->model->dungeons, NhsDungeonResult,
                                                    dungeon).desc->name,
                                     depth, nhs_strings_gettext);
  if (line == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, line);
  return TRUE;
}

static void
nhs_dungeon_page_class_init (NhsDungeonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = nhs_dungeon_page_dispose;
  NHS_PAGE_CLASS (klass)->situation_changed = situation_changed;
  NHS_PAGE_CLASS (klass)->get_view = page_get_view;
  NHS_PAGE_CLASS (klass)->copy_text = page_copy_text;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-dungeon-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsDungeonPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, NhsDungeonPage, maps_label);
  gtk_widget_class_bind_template_child (widget_class, NhsDungeonPage, area);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
nhs_dungeon_page_init (NhsDungeonPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  nhs_situation_init (&self->situation);
  self->model_variant = -1;
  gtk_drawing_area_set_draw_func (self->area, draw_cb, self, NULL);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->area), TRUE);
  g_signal_connect (self->area, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
}

GtkWidget *
nhs_dungeon_page_new (void)
{
  return g_object_new (NHS_TYPE_DUNGEON_PAGE, NULL);
}
