/* nhs-data-source.c: the monster data in use, and replacing it safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data-source.h"

struct _NhsDataSource {
  GObject parent_instance;
  NhsMonsterSet *set;
  char *file;       /* custom file, or NULL */
  char *variant;    /* bundled variant key, or NULL */
};

G_DEFINE_FINAL_TYPE (NhsDataSource, nhs_data_source, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MONSTER_SET,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Helpers */

/* Takes ownership of `set`. */
static void
replace (NhsDataSource *self,
         NhsMonsterSet *set,
         const char    *file,
         const char    *variant)
{
  gboolean file_changed = g_strcmp0 (self->file, file) != 0;

  g_clear_pointer (&self->set, nhs_monster_set_unref);
  self->set = set;
  g_free (self->file);
  self->file = g_strdup (file);
  g_free (self->variant);
  self->variant = g_strdup (variant);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MONSTER_SET]);
  if (file_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* Overrides */

static void
nhs_data_source_finalize (GObject *object)
{
  NhsDataSource *self = NHS_DATA_SOURCE (object);

  g_clear_pointer (&self->set, nhs_monster_set_unref);
  g_clear_pointer (&self->file, g_free);
  g_clear_pointer (&self->variant, g_free);
  G_OBJECT_CLASS (nhs_data_source_parent_class)->finalize (object);
}

static void
nhs_data_source_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  NhsDataSource *self = NHS_DATA_SOURCE (object);

  switch (prop_id)
    {
    case PROP_MONSTER_SET:
      g_value_set_pointer (value, self->set);
      break;
    case PROP_FILE:
      g_value_set_string (value, self->file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_data_source_class_init (NhsDataSourceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = nhs_data_source_finalize;
  object_class->get_property = nhs_data_source_get_property;

  /* The NhsMonsterSet in use (borrowed); notified whenever it is replaced. */
  properties[PROP_MONSTER_SET] =
    g_param_spec_pointer ("monster-set", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_string ("file", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
nhs_data_source_init (NhsDataSource *self)
{
}

/* Public API */

NhsDataSource *
nhs_data_source_new (const char  *variant_key,
                     GError     **error)
{
  g_autoptr (NhsDataSource) self = g_object_new (NHS_TYPE_DATA_SOURCE, NULL);

  g_return_val_if_fail (variant_key != NULL, NULL);
  self->set = nhs_monster_set_load_variant (variant_key, error);
  if (self->set == NULL)
    return NULL;
  self->variant = g_strdup (variant_key);
  return g_steal_pointer (&self);
}

NhsMonsterSet *
nhs_data_source_get_set (NhsDataSource *self)
{
  g_return_val_if_fail (NHS_IS_DATA_SOURCE (self), NULL);
  return self->set;
}

const char *
nhs_data_source_get_file (NhsDataSource *self)
{
  g_return_val_if_fail (NHS_IS_DATA_SOURCE (self), NULL);
  return self->file;
}

const char *
nhs_data_source_get_variant (NhsDataSource *self)
{
  g_return_val_if_fail (NHS_IS_DATA_SOURCE (self), NULL);
  return self->variant;
}

gboolean
nhs_data_source_load_file (NhsDataSource  *self,
                           const char     *path,
                           GError        **error)
{
  NhsMonsterSet *set;

  g_return_val_if_fail (NHS_IS_DATA_SOURCE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  set = nhs_monster_set_load_file (path, error);
  if (set == NULL)
    return FALSE;
  replace (self, set, path, NULL);
  return TRUE;
}

gboolean
nhs_data_source_load_bytes (NhsDataSource  *self,
                            GBytes         *bytes,
                            const char     *origin,
                            GError        **error)
{
  NhsMonsterSet *set;

  g_return_val_if_fail (NHS_IS_DATA_SOURCE (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (origin != NULL, FALSE);
  set = nhs_monster_set_load_bytes (bytes, origin, error);
  if (set == NULL)
    return FALSE;
  replace (self, set, origin, NULL);
  return TRUE;
}

gboolean
nhs_data_source_use_variant (NhsDataSource  *self,
                             const char     *variant_key,
                             GError        **error)
{
  NhsMonsterSet *set;

  g_return_val_if_fail (NHS_IS_DATA_SOURCE (self), FALSE);
  g_return_val_if_fail (variant_key != NULL, FALSE);
  set = nhs_monster_set_load_variant (variant_key, error);
  if (set == NULL)
    return FALSE;
  replace (self, set, NULL, variant_key);
  return TRUE;
}
