/* nhs-object.c: every object of a version (data/objects-<key>.json, compiled)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-object.h"
#include "nhs-data-compact.h"
#include "nhs-error.h"
#include <string.h>

#define OBJECTS_PATH "/io/github/nhspawn/SpawnExplorer/data/objects.gvariant"
#define MAX_NAME NHS_OBJECT_MAX_NAME

/* ---- Run time: the compiled tables ---- */

typedef struct {
  NhsObject *objects;
  guint n;
  GHashTable *by_name;   /* casefolded name -> NhsObject * */
  GHashTable *by_exact;  /* the name as spelt -> NhsObject * (the fast path) */
} Table;

static Table tables[NHS_N_VARIANTS];
static gsize table_once[NHS_N_VARIANTS];

static void
table_build (Table            *t,
             const NhsVariant *v)
{
  static GVariant *all;
  static gsize all_once;
  g_autoptr (GVariant) objs = NULL;

  if (g_once_init_enter (&all_once))
    {
      g_autoptr (GBytes) bytes = NULL;

      nhs_data_bundled_register ();
      /* Trusted: the build wrote it from files nhs_objects_compile_json ()
         accepted (tests/test-objects.c compares it with data/). */
      bytes = g_resources_lookup_data (OBJECTS_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert (bytes != NULL);
      all = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (NHS_OBJECTS_TABLE_TYPE), bytes, TRUE));
      g_once_init_leave (&all_once, 1);
    }
  t->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  t->by_exact = g_hash_table_new (g_str_hash, g_str_equal);
  objs = g_variant_lookup_value (all, v->key, G_VARIANT_TYPE (NHS_OBJECTS_COMPACT_TYPE));
  if (objs == NULL)
    return;
  t->n = (guint) g_variant_n_children (objs);
  t->objects = g_new0 (NhsObject, t->n);
  for (guint i = 0; i < t->n; i++)
    {
      NhsObject *o = &t->objects[i];
      const char *cls;
      guint16 weight;
      gint16 prob, ac;

      /* the strings point into the mapped resource, which lives as long as the program */
      g_variant_get_child (objs, i, NHS_OBJECT_COMPACT_BORROW, &o->name, &cls, &o->material, &o->skill,
                           &o->slot, &o->flags, &weight, &prob, &ac, &o->prop);
      o->ac = ac;
      o->weight = weight;
      o->prob = prob;
      if (!nhs_object_class_from_key (cls, &o->oclass))
        g_assert_not_reached ();
      g_hash_table_insert (t->by_name, g_utf8_casefold (o->name, -1), o);
      g_hash_table_insert (t->by_exact, (gpointer) o->name, o);
    }
}

static Table *
table_for (const NhsVariant *v)
{
  g_return_val_if_fail (v != NULL && v->id < NHS_N_VARIANTS, NULL);
  if (g_once_init_enter (&table_once[v->id]))
    {
      table_build (&tables[v->id], v);
      g_once_init_leave (&table_once[v->id], 1);
    }
  return &tables[v->id];
}

const NhsObject *
nhs_objects (const NhsVariant *variant,
             guint            *n_out)
{
  Table *t = table_for (variant);

  if (n_out != NULL)
    *n_out = t != NULL ? t->n : 0;
  return t != NULL ? t->objects : NULL;
}

gboolean
nhs_object_appearances (const NhsVariant *variant,
                        const NhsObject  *o,
                        guint            *first,
                        guint            *run,
                        guint            *nameless)
{
  guint n = 0, f = 0, last, k, extra = 0;
  const NhsObject *all = nhs_objects (variant, &n);
  gboolean ring = o->oclass == NHS_OC_RING, in_run = FALSE;

  *first = *run = *nameless = 0;
  if (!ring && o->oclass != NHS_OC_WAND)
    return FALSE;
  while (f < n && all[f].oclass != o->oclass)
    f++;
  for (last = f; last + 1 < n && all[last + 1].oclass == o->oclass; last++)
    if (ring && variant->muse_ring_shuffle_last != NULL && strcmp (all[last].name, variant->muse_ring_shuffle_last) == 0)
      break;
  for (k = f; k <= last && k < n; k++)
    in_run |= &all[k] == o;
  if (!in_run)
    return FALSE;
  while (!ring && variant->muse_wand_nameless_materials != NULL && variant->muse_wand_nameless_materials[extra] != NULL)
    extra++;
  *first = f;
  *run = last - f + 1;
  *nameless = extra;
  return TRUE;
}

const NhsObject *
nhs_object_lookup (const NhsVariant *variant,
                   const char       *name)
{
  Table *t = table_for (variant);
  g_autofree char *key = NULL;
  const NhsObject *o;

  if (t == NULL || name == NULL)
    return NULL;
  /* (the level generator asks by the exact name, many times a level) */
  if ((o = g_hash_table_lookup (t->by_exact, name)) != NULL)
    return o;
  if (!g_utf8_validate (name, -1, NULL))
    return NULL;
  key = g_utf8_casefold (name, -1);
  return g_hash_table_lookup (t->by_name, key);
}

/* Edit distance (insert, delete, substitute, swap two neighbours) between
   two short casefolded strings, or `cap` + 1 once it exceeds `cap`. */
static guint
distance (const char *a,
          const char *b,
          guint       cap)
{
  gsize la = strlen (a), lb = strlen (b);
  guint row[3][MAX_NAME + 2];
  guint best = 0;

  if (la > MAX_NAME || lb > MAX_NAME || (la > lb ? la - lb : lb - la) > cap)
    return cap + 1;
  for (gsize j = 0; j <= lb; j++)
    row[0][j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    {
      guint *cur = row[i % 3], *prev = row[(i - 1) % 3], *prev2 = row[(i + 1) % 3];

      cur[0] = (guint) i;
      best = cur[0];
      for (gsize j = 1; j <= lb; j++)
        {
          guint v = prev[j - 1] + (a[i - 1] != b[j - 1]);
          v = MIN (v, prev[j] + 1);
          v = MIN (v, cur[j - 1] + 1);
          if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
            v = MIN (v, prev2[j - 2] + 1);
          cur[j] = v;
          best = MIN (best, v);
        }
      if (best > cap)
        return cap + 1;
    }
  return row[la % 3][lb];
}

const char *
nhs_object_suggest (const NhsVariant *variant,
                    const char       *name)
{
  Table *t = table_for (variant);
  g_autofree char *key = NULL;
  g_autofree char *trimmed = NULL;
  const char *found = NULL;
  guint best, cap, n_suffix = 0;
  const char *suffix = NULL;

  if (t == NULL || name == NULL || !g_utf8_validate (name, -1, NULL) || strlen (name) > MAX_NAME)
    return NULL;
  trimmed = g_strstrip (g_strdup (name));
  key = g_utf8_casefold (trimmed, -1);
  if (*key == '\0')
    return NULL;
  /* the name without its class word ("life saving" for "amulet of life saving") */
  for (guint i = 0; i < t->n; i++)
    {
      g_autofree char *full = g_utf8_casefold (t->objects[i].name, -1);
      gsize lf = strlen (full), lk = strlen (key);

      if (lf > lk + 4 && strcmp (full + lf - lk, key) == 0 && strncmp (full + lf - lk - 4, " of ", 4) == 0)
        suffix = t->objects[i].name, n_suffix++;
    }
  if (n_suffix == 1)
    return suffix;
  cap = MAX (2, (guint) strlen (key) / 4);
  best = cap + 1;
  for (guint i = 0; i < t->n; i++)
    {
      g_autofree char *full = g_utf8_casefold (t->objects[i].name, -1);
      guint d = distance (key, full, MIN (best, cap));

      if (d < best)
        best = d, found = t->objects[i].name;
    }
  return best <= cap ? found : NULL;
}
