/* nhs-page.c: what every page of the window shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "nhs-page.h"
#include "nhs-bar-chart.h"   /* the chart's export */
#include "nhs-error.h"
#include "nhs-monster-sets.h"
#include "nhs-report.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

typedef struct
{
  NhsSession *session;
  NhsSituation situation;
  gboolean has_situation;
  NhsChances *chances;
  gboolean stale;          /* changed while hidden: refresh when shown */
  NhsViewParts *exported;  /* what the last exported view points to */
} NhsPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (NhsPage, nhs_page, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SITUATION, PROP_DISTRIBUTION, PROP_SESSION, N_PROPS };
static GParamSpec *properties[N_PROPS];

const NhsSituation *
nhs_page_get_situation (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_val_if_fail (NHS_IS_PAGE (self), NULL);
  return priv->has_situation ? &priv->situation : NULL;
}

NhsChances *
nhs_page_get_distribution (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_val_if_fail (NHS_IS_PAGE (self), NULL);
  return priv->chances;
}

/* The distribution was computed for the situation (or there is none yet):
   the two properties have both arrived. */
static gboolean
consistent (NhsPagePrivate *priv)
{
  const NhsDistribution *ordinary = priv->chances ? priv->chances->ordinary : NULL;

  return priv->has_situation
         && (ordinary == NULL
             || memcmp (&ordinary->situation, &priv->situation, sizeof priv->situation) == 0);
}

void
nhs_page_queue_refresh (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && consistent (priv)
      && NHS_PAGE_GET_CLASS (self)->refresh)
    {
      priv->stale = FALSE;
      NHS_PAGE_GET_CLASS (self)->refresh (self);
    }
  else
    priv->stale = TRUE;
}

void
nhs_page_update_now (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  if (priv->stale && consistent (priv) && NHS_PAGE_GET_CLASS (self)->refresh)
    {
      priv->stale = FALSE;
      NHS_PAGE_GET_CLASS (self)->refresh (self);
    }
}

void
nhs_page_set_situation (NhsPage            *self,
                        const NhsSituation *situation)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  g_return_if_fail (situation != NULL);
  if (priv->has_situation && memcmp (&priv->situation, situation, sizeof *situation) == 0)
    return;
  priv->situation = *situation;
  priv->has_situation = TRUE;
  if (NHS_PAGE_GET_CLASS (self)->situation_changed)
    NHS_PAGE_GET_CLASS (self)->situation_changed (self);
  nhs_page_queue_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SITUATION]);
}

void
nhs_page_set_distribution (NhsPage    *self,
                           NhsChances *chances)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  if (priv->chances == chances)
    return;
  if (chances)
    nhs_chances_ref (chances);
  g_clear_pointer (&priv->chances, nhs_chances_unref);
  priv->chances = chances;
  nhs_page_queue_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DISTRIBUTION]);
}

/* The session */

/* The session's answer: its situation and its chances, in the order that
   makes one refresh. */
static void
answer_changed_cb (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);
  NhsAnswer *answer = nhs_session_get_answer (priv->session);

  if (answer == NULL)
    return; /* no answer: the page keeps the last one (the sidebar says why) */
  nhs_page_set_distribution (self, answer->chances);
  nhs_page_set_situation (self, &answer->situation);
}

/* Another table in use: what the page computed from tables is stale. */
static void
tables_changed_cb (NhsPage *self)
{
  NHS_PAGE_GET_CLASS (self)->tables_changed (self);
}

static void
nhs_page_real_tables_changed (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  if (!priv->has_situation)
    return;
  if (NHS_PAGE_GET_CLASS (self)->situation_changed)
    NHS_PAGE_GET_CLASS (self)->situation_changed (self);
  nhs_page_queue_refresh (self);
}

NhsSession *
nhs_page_get_session (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_val_if_fail (NHS_IS_PAGE (self), NULL);
  return priv->session;
}

void
nhs_page_set_session (NhsPage    *self,
                      NhsSession *session)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  g_return_if_fail (session == NULL || NHS_IS_SESSION (session));
  if (priv->session == session)
    return;
  if (priv->session != NULL)
    g_signal_handlers_disconnect_by_data (priv->session, self);
  g_set_object (&priv->session, session);
  if (session != NULL)
    {
      g_signal_connect_swapped (session, "notify::answer", G_CALLBACK (answer_changed_cb), self);
      g_signal_connect_swapped (session, "tables-changed", G_CALLBACK (tables_changed_cb), self);
      answer_changed_cb (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

NhsMonsterSet *
nhs_page_get_table (NhsPage       *self,
                    NhsVariantId   variant,
                    GError       **error)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);
  NhsMonsterSet *set;

  g_return_val_if_fail (NHS_IS_PAGE (self), NULL);
  if (priv->session == NULL)
    return nhs_monster_sets_get (variant, error);
  set = nhs_session_get_table (priv->session, variant, error);
  return set ? nhs_monster_set_ref (set) : NULL;
}

/* Export and copy */

gboolean
nhs_page_nothing_to_export (GError **error)
{
  g_set_error_literal (error, NHS_ERROR, NHS_ERROR_INVALID,
                       _("There is nothing on this page to export yet."));
  return FALSE;
}

gboolean
nhs_page_get_view (NhsPage         *self,
                   NhsView         *view,
                   NhsRenderTheme  *theme,
                   GPtrArray       *keep,
                   GError         **error)
{
  g_return_val_if_fail (NHS_IS_PAGE (self), FALSE);
  nhs_page_update_now (self);
  return NHS_PAGE_GET_CLASS (self)->get_view (self, view, theme, keep, error);
}

char *
nhs_page_copy_text (NhsPage   *self,
                    NhsFormat  format,
                    char     **what)
{
  char *text, *said = NULL;

  g_return_val_if_fail (NHS_IS_PAGE (self), NULL);
  nhs_page_update_now (self);
  text = NHS_PAGE_GET_CLASS (self)->copy_text (self, format, &said);
  if (what != NULL)
    *what = said;
  else
    g_free (said);
  return text;
}

void
nhs_page_keep_view_parts (NhsPage      *self,
                          NhsViewParts *parts)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  g_clear_pointer (&priv->exported, nhs_view_parts_free);
  priv->exported = parts;
}

void
nhs_page_set_view_place (NhsView            *view,
                         const NhsSituation *sit,
                         GPtrArray          *keep)
{
  char *place = nhs_view_place (sit, &nhs_strings_phrasebook);

  if (place != NULL)
    g_ptr_array_add (keep, place);
  view->place = place;
}

/* The Monsters and Spawn pages: the view nhspawn-cli export monsters /
   spawn draws, from the same builder (nhs-render-views.h), in the
   window's language. */
gboolean
nhs_page_get_shared_view (NhsPage          *self,
                          NhsSharedView     which,
                          NhsView          *view,
                          NhsRenderTheme   *theme,
                          GError          **error)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  if (priv->chances == NULL || !priv->has_situation)
    return nhs_page_nothing_to_export (error);
  nhs_page_keep_view_parts (self, which == NHS_SHARED_VIEW_MONSTERS
                                   ? nhs_view_build_monsters (view, &priv->situation, priv->chances,
                                                              &nhs_strings_phrasebook)
                                   : nhs_view_build_spawn (view, &priv->situation,
                                                           &nhs_strings_phrasebook));
  nhs_widget_get_render_theme (GTK_WIDGET (self), theme);
  return TRUE;
}

/* The live chart the page is about: the distribution, titled with the
   whole situation. */
static gboolean
nhs_page_real_get_view (NhsPage         *self,
                        NhsView         *view,
                        NhsRenderTheme  *theme,
                        GPtrArray       *keep,
                        GError         **error)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);
  char *title;

  if (priv->chances == NULL || !priv->has_situation)
    return nhs_page_nothing_to_export (error);
  title = nhs_strings_chart_title (&priv->situation, priv->chances->role, priv->chances->set);
  g_ptr_array_add (keep, title);
  nhs_view_init (view, NHS_VIEW_CHART);
  nhs_bar_chart_params_init (&view->chart, priv->chances, title);
  nhs_page_set_view_place (view, &priv->situation, keep);
  nhs_widget_get_render_theme (GTK_WIDGET (self), theme);
  return TRUE;
}

/* The chart's monsters: the chances the chart shows (on the Quest the
   role's mixture) */
static char *
nhs_page_real_copy_text (NhsPage   *self,
                         NhsFormat  format,
                         char     **what)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);
  g_autoptr (NhsTable) table = NULL;
  int n;

  if (priv->chances == NULL)
    return NULL;
  table = nhs_chances_table (priv->chances);
  n = nhs_table_n_rows (table);
  /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
  *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the chart's %d monster",
                                        "the chart's %d monsters", n), n);
  return nhs_table_write (table, format);
}

/* GObject */

static void
nhs_page_map (GtkWidget *widget)
{
  NhsPage *self = NHS_PAGE (widget);
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  GTK_WIDGET_CLASS (nhs_page_parent_class)->map (widget);
  if (priv->stale)
    nhs_page_queue_refresh (self);
}

static void
nhs_page_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  NhsPage *self = NHS_PAGE (object);

  switch (prop_id)
    {
    case PROP_SITUATION:
      g_value_set_boxed (value, nhs_page_get_situation (self));
      break;
    case PROP_DISTRIBUTION:
      g_value_set_boxed (value, nhs_page_get_distribution (self));
      break;
    case PROP_SESSION:
      g_value_set_object (value, nhs_page_get_session (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_page_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  NhsPage *self = NHS_PAGE (object);

  switch (prop_id)
    {
    case PROP_SITUATION:
      if (g_value_get_boxed (value) != NULL)
        nhs_page_set_situation (self, g_value_get_boxed (value));
      break;
    case PROP_DISTRIBUTION:
      nhs_page_set_distribution (self, g_value_get_boxed (value));
      break;
    case PROP_SESSION:
      nhs_page_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_page_dispose (GObject *object)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (NHS_PAGE (object));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&priv->chances, nhs_chances_unref);
  g_clear_pointer (&priv->exported, nhs_view_parts_free);
  nhs_page_set_session (NHS_PAGE (object), NULL);
  G_OBJECT_CLASS (nhs_page_parent_class)->dispose (object);
}

static void
nhs_page_class_init (NhsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = nhs_page_get_property;
  object_class->set_property = nhs_page_set_property;
  object_class->dispose = nhs_page_dispose;
  widget_class->map = nhs_page_map;
  klass->get_view = nhs_page_real_get_view;
  klass->copy_text = nhs_page_real_copy_text;
  klass->tables_changed = nhs_page_real_tables_changed;

  properties[PROP_SITUATION] =
    g_param_spec_boxed ("situation", NULL, NULL, NHS_TYPE_SITUATION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DISTRIBUTION] =
    g_param_spec_boxed ("distribution", NULL, NULL, NHS_TYPE_CHANCES,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The window's session: the page shows its answer (situation and
     distribution follow it) and reads its tables. */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, NHS_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
nhs_page_init (NhsPage *self)
{
}
