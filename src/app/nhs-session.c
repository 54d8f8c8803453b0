/* nhs-session.c: what the window shows: one situation and its one answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include "nhs-session.h"
#include "nhs-monster-sets.h"
#include "nhs-renames.h"

#include <string.h>

struct _NhsSession
{
  GObject parent_instance;

  NhsSituation situation;
  gboolean has_situation;
  char *role;
  GStrv genocides;                       /* as the answer counts them */
  GStrv extinct;                         /* the same */
  NhsMonsterSet *tables[NHS_N_VARIANTS]; /* loaded on first use; opened ones replace */
  char *table_files[NHS_N_VARIANTS];     /* NULL: the built-in table */
  NhsAnswer *answer;
  char *error;
  guint n_computations;
};

G_DEFINE_FINAL_TYPE (NhsSession, nhs_session, G_TYPE_OBJECT)

enum { PROP_0, PROP_ANSWER, PROP_ERROR, PROP_N_COMPUTATIONS, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { GENOCIDES_DROPPED, TABLES_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Helpers */

/* The answer for what the session holds, computed once. */
/* The names of `*names` the table in use can have on that list into
   `known`, the others into `dropped` (a race placeholder, another
   version's monster of that name, or one the version never lets go:
   nhs_situation_mark_gone () refuses it); `*names` keeps the known. */
static void
sort_names (NhsMonsterSet *set,
            GStrv         *names,
            gboolean       extinct,
            GPtrArray     *known,
            GPtrArray     *dropped)
{
  guint before = dropped->len;

  g_ptr_array_set_size (known, 0);
  for (guint i = 0; *names && (*names)[i]; i++)
    {
      const NhsMonster *m = nhs_monster_set_lookup_gone (set, (*names)[i]);
      NhsSituation probe;

      memset (&probe, 0, sizeof probe);
      g_ptr_array_add (m != NULL && nhs_situation_mark_gone (&probe, set, m, extinct, NULL)
                       ? known : dropped,
                       g_strdup ((*names)[i]));
    }
  g_ptr_array_add (known, NULL);
  if (dropped->len > before)
    {
      g_strfreev (*names);
      *names = g_strdupv ((char **) known->pdata);
    }
}

/* The answer for what the session holds, computed once. */
static void
compute (NhsSession *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) dropped = g_ptr_array_new_with_free_func (g_free);
  NhsMonsterSet *set;
  NhsAnswer *answer = NULL;

  if (!self->has_situation)
    return;
  set = nhs_session_get_table (self, self->situation.variant, &error);
  if (set != NULL)
    {
      /* genocides and extinctions by name: what the table in use knows
         counts */
      sort_names (set, &self->genocides, FALSE, known, dropped);
      sort_names (set, &self->extinct, TRUE, known, dropped);
      answer = nhs_answer_compute (set, &self->situation, self->role,
                                   (const char * const *) self->genocides,
                                   (const char * const *) self->extinct, &error);
    }
  self->n_computations++;

  g_clear_pointer (&self->answer, nhs_answer_unref);
  self->answer = answer;
  g_clear_pointer (&self->error, g_free);
  if (answer == NULL)
    self->error = g_strdup (error->message);
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANSWER]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_COMPUTATIONS]);
  g_object_thaw_notify (G_OBJECT (self));
  if (dropped->len > 0)
    {
      g_ptr_array_add (dropped, NULL);
      g_signal_emit (self, signals[GENOCIDES_DROPPED], 0, (const char * const *) dropped->pdata);
    }
}

/* GObject */

static void
nhs_session_finalize (GObject *object)
{
  NhsSession *self = NHS_SESSION (object);

  g_free (self->role);
  g_strfreev (self->genocides);
  g_strfreev (self->extinct);
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      g_clear_pointer (&self->tables[i], nhs_monster_set_unref);
      g_free (self->table_files[i]);
    }
  g_clear_pointer (&self->answer, nhs_answer_unref);
  g_free (self->error);
  G_OBJECT_CLASS (nhs_session_parent_class)->finalize (object);
}

static void
nhs_session_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  NhsSession *self = NHS_SESSION (object);

  switch (prop_id)
    {
    case PROP_ANSWER:
      g_value_set_boxed (value, self->answer);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_N_COMPUTATIONS:
      g_value_set_uint (value, self->n_computations);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_session_class_init (NhsSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = nhs_session_finalize;
  object_class->get_property = nhs_session_get_property;

  /* The answer to the situation, NULL while there is none. */
  properties[PROP_ANSWER] =
    g_param_spec_boxed ("answer", NULL, NULL, NHS_TYPE_ANSWER,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Why there is no answer, one sentence; NULL when there is one. */
  properties[PROP_ERROR] =
    g_param_spec_string ("error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_COMPUTATIONS] =
    g_param_spec_uint ("n-computations", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Genocides the table in use lacks, by name: the answer left them out. */
  signals[GENOCIDES_DROPPED] =
    g_signal_new ("genocides-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRV);
  /* A version's table in use changed (an opened one). */
  signals[TABLES_CHANGED] =
    g_signal_new ("tables-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
nhs_session_init (NhsSession *self)
{
  nhs_situation_init (&self->situation);
  self->genocides = g_new0 (char *, 1);
  self->extinct = g_new0 (char *, 1);
}

/* Public API */

NhsSession *
nhs_session_new (void)
{
  return g_object_new (NHS_TYPE_SESSION, NULL);
}

void
nhs_session_set_situation (NhsSession         *self,
                           const NhsSituation *sit,
                           const char         *role,
                           const char * const *genocides,
                           const char * const *extinct)
{
  g_return_if_fail (NHS_IS_SESSION (self));
  g_return_if_fail (sit != NULL);

  self->situation = *sit;
  /* the genocides and extinctions are the names; the sets come from them */
  memset (self->situation.genocided, 0, sizeof self->situation.genocided);
  memset (self->situation.extinct, 0, sizeof self->situation.extinct);
  self->has_situation = TRUE;
  g_free (self->role);
  self->role = g_strdup (role);
  g_strfreev (self->genocides);
  self->genocides = genocides ? g_strdupv ((char **) genocides) : g_new0 (char *, 1);
  g_strfreev (self->extinct);
  self->extinct = extinct ? g_strdupv ((char **) extinct) : g_new0 (char *, 1);
  compute (self);
}

const NhsSituation *
nhs_session_get_situation (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  return self->has_situation ? &self->situation : NULL;
}

const char *
nhs_session_get_role (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  return self->role;
}

const char * const *
nhs_session_get_genocides (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  return (const char * const *) self->genocides;
}

const char * const *
nhs_session_get_extinct (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  return (const char * const *) self->extinct;
}

NhsAnswer *
nhs_session_get_answer (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  return self->answer;
}

const char *
nhs_session_get_error (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  return self->error;
}

guint
nhs_session_get_n_computations (NhsSession *self)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), 0);
  return self->n_computations;
}

NhsMonsterSet *
nhs_session_get_table (NhsSession    *self,
                       NhsVariantId   variant,
                       GError       **error)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  g_return_val_if_fail (variant >= 0 && variant < NHS_N_VARIANTS, NULL);
  if (self->tables[variant] == NULL)
    self->tables[variant] = nhs_monster_sets_get (variant, error);
  return self->tables[variant];
}

const char *
nhs_session_get_table_file (NhsSession   *self,
                            NhsVariantId  variant)
{
  g_return_val_if_fail (NHS_IS_SESSION (self), NULL);
  g_return_val_if_fail (variant >= 0 && variant < NHS_N_VARIANTS, NULL);
  return self->table_files[variant];
}

void
nhs_session_get_tables (NhsSession    *self,
                        NhsMonsterSet *sets[NHS_N_VARIANTS])
{
  g_return_if_fail (NHS_IS_SESSION (self));
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_session_get_table (self, v, NULL);
}

gboolean
nhs_session_open_table (NhsSession    *self,
                        const char    *path,
                        NhsVariantId   fallback,
                        NhsVariantId  *variant,
                        GError       **error)
{
  g_autoptr(NhsMonsterSet) set = NULL;
  const NhsVariant *own;
  NhsVariantId id;

  g_return_val_if_fail (NHS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  set = nhs_monster_set_load_file (path, error);
  if (set == NULL)
    return FALSE;
  own = nhs_variant_from_key (set->variant);
  id = own ? own->id : fallback;
  g_clear_pointer (&self->tables[id], nhs_monster_set_unref);
  self->tables[id] = g_steal_pointer (&set);
  g_free (self->table_files[id]);
  self->table_files[id] = g_strdup (path);
  if (variant)
    *variant = id;
  g_signal_emit (self, signals[TABLES_CHANGED], 0);
  if (self->has_situation && self->situation.variant == id)
    compute (self);
  return TRUE;
}
