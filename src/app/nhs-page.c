/* nhs-page.c: what every page of the window shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-page.h"
#include "nhs-sidebar.h"   /* NHS_TYPE_SITUATION */

#include <string.h>

typedef struct
{
  NhsSituation situation;
  gboolean has_situation;
  gboolean stale;          /* changed while hidden: refresh when shown */
} NhsPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (NhsPage, nhs_page, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SITUATION, N_PROPS };
static GParamSpec *properties[N_PROPS];

const NhsSituation *
nhs_page_get_situation (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_val_if_fail (NHS_IS_PAGE (self), NULL);
  return priv->has_situation ? &priv->situation : NULL;
}

void
nhs_page_queue_refresh (NhsPage *self)
{
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  g_return_if_fail (NHS_IS_PAGE (self));
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && NHS_PAGE_GET_CLASS (self)->refresh)
    {
      priv->stale = FALSE;
      NHS_PAGE_GET_CLASS (self)->refresh (self);
    }
  else
    priv->stale = TRUE;
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

static void
nhs_page_map (GtkWidget *widget)
{
  NhsPage *self = NHS_PAGE (widget);
  NhsPagePrivate *priv = nhs_page_get_instance_private (self);

  GTK_WIDGET_CLASS (nhs_page_parent_class)->map (widget);
  if (priv->stale && priv->has_situation)
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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_page_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
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

  properties[PROP_SITUATION] =
    g_param_spec_boxed ("situation", NULL, NULL, NHS_TYPE_SITUATION,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
nhs_page_init (NhsPage *self)
{
}
