/* nhs-variant-model.c: the version table as a GListModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-variant-model.h"

/* ------------------------------------------------------------ the item */

struct _NhsVariantItem
{
  GObject parent_instance;
  const NhsVariant *variant;
};

G_DEFINE_FINAL_TYPE (NhsVariantItem, nhs_variant_item, G_TYPE_OBJECT)

enum { ITEM_PROP_0, ITEM_PROP_KEY, ITEM_PROP_DISPLAY_NAME, ITEM_PROP_SHORT_NAME,
       ITEM_PROP_FAMILY, ITEM_N_PROPS };
static GParamSpec *item_properties[ITEM_N_PROPS];

static void
nhs_variant_item_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  NhsVariantItem *self = NHS_VARIANT_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_KEY:
      g_value_set_string (value, self->variant->key);
      break;
    case ITEM_PROP_DISPLAY_NAME:
      g_value_set_string (value, self->variant->display_name);
      break;
    case ITEM_PROP_SHORT_NAME:
      g_value_set_string (value, self->variant->short_name);
      break;
    case ITEM_PROP_FAMILY:
      g_value_set_string (value, self->variant->family);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_variant_item_class_init (NhsVariantItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = nhs_variant_item_get_property;
  item_properties[ITEM_PROP_KEY] =
    g_param_spec_string ("key", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  item_properties[ITEM_PROP_DISPLAY_NAME] =
    g_param_spec_string ("display-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  item_properties[ITEM_PROP_SHORT_NAME] =
    g_param_spec_string ("short-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  item_properties[ITEM_PROP_FAMILY] =
    g_param_spec_string ("family", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ITEM_N_PROPS, item_properties);
}

static void
nhs_variant_item_init (NhsVariantItem *self)
{
  self->variant = nhs_variant_default ();
}

const NhsVariant *
nhs_variant_item_get_variant (NhsVariantItem *self)
{
  g_return_val_if_fail (NHS_IS_VARIANT_ITEM (self), NULL);
  return self->variant;
}

/* ----------------------------------------------------------- the model */

struct _NhsVariantModel
{
  GObject parent_instance;
  NhsVariantItem *items[NHS_N_VARIANTS];
};

static GType
nhs_variant_model_get_item_type (GListModel *model)
{
  return NHS_TYPE_VARIANT_ITEM;
}

static guint
nhs_variant_model_get_n_items (GListModel *model)
{
  return NHS_N_VARIANTS;
}

static gpointer
nhs_variant_model_get_item (GListModel *model,
                            guint       position)
{
  NhsVariantModel *self = NHS_VARIANT_MODEL (model);

  if (position >= NHS_N_VARIANTS)
    return NULL;
  return g_object_ref (self->items[position]);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = nhs_variant_model_get_item_type;
  iface->get_n_items = nhs_variant_model_get_n_items;
  iface->get_item = nhs_variant_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (NhsVariantModel, nhs_variant_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static void
nhs_variant_model_dispose (GObject *object)
{
  NhsVariantModel *self = NHS_VARIANT_MODEL (object);

  for (int i = 0; i < NHS_N_VARIANTS; i++)
    g_clear_object (&self->items[i]);
  G_OBJECT_CLASS (nhs_variant_model_parent_class)->dispose (object);
}

static void
nhs_variant_model_class_init (NhsVariantModelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = nhs_variant_model_dispose;
}

static void
nhs_variant_model_init (NhsVariantModel *self)
{
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      self->items[i] = g_object_new (NHS_TYPE_VARIANT_ITEM, NULL);
      self->items[i]->variant = nhs_variant_get (i);
    }
}

NhsVariantModel *
nhs_variant_model_new (void)
{
  return g_object_new (NHS_TYPE_VARIANT_MODEL, NULL);
}
