/* nhs-object-json.c: the object facts' file (data/objects-<key>.json),
 * checked and compiled at build time; and the class names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-object.h"
#include "nhs-error.h"
#include "nhs-json-check.h"

#include <json-glib/json-glib.h>
#include <string.h>

#define MAX_NAME NHS_OBJECT_MAX_NAME

static const char *class_keys[NHS_OC_N_CLASSES] = {
  "weapon", "armor", "ring", "amulet", "tool", "food", "potion", "scroll", "spbook", "wand",
  "coin", "gem", "rock", "ball", "chain", "venom",
};

static const char *slot_keys[] = { "suit", "shield", "helm", "gloves", "boots", "cloak", "shirt", NULL };

const char *
nhs_object_class_key (NhsObjectClass oclass)
{
  g_return_val_if_fail (oclass < NHS_OC_N_CLASSES, NULL);
  return class_keys[oclass];
}

gboolean
nhs_object_class_from_key (const char     *key,
                           NhsObjectClass *out)
{
  for (int i = 0; i < NHS_OC_N_CLASSES; i++)
    if (g_strcmp0 (key, class_keys[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

/* ---- Build time: the JSON facts, checked ---- */

static gboolean
bad (GError    **error,
     const char *origin,
     guint       i,
     const char *what)
{
  nhs_error_set (error, NHS_ERROR_DATA, "%s: objects[%u]: %s.", origin, i, what);
  return FALSE;
}

static gboolean
string_member (JsonObject  *o,
               const char  *member,
               gboolean     required,
               const char **out)
{
  JsonNode *n = json_object_get_member (o, member);

  *out = "";
  if (n == NULL)
    return !required;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return FALSE;
  *out = json_node_get_string (n);
  return **out != '\0' && strlen (*out) <= MAX_NAME;
}

static gboolean
bool_member (JsonObject *o,
             const char *member,
             gboolean   *out)
{
  JsonNode *n = json_object_get_member (o, member);

  *out = FALSE;
  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return FALSE;
  *out = json_node_get_boolean (n);
  return TRUE;
}

GVariant *
nhs_objects_compile_json (const char  *text,
                          gsize        length,
                          const char  *origin,
                          GError     **error)
{
  static const char *known[] = { "name", "class", "material", "skill", "slot", "metallic", "charged",
                                 "magic", "unique", "weight", "dir", "prob", "ac", "prop",
                                 "bimanual", "pierces", "slashes", "whacks", NULL };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GVariantBuilder b;
  JsonNode *root;
  JsonArray *objs;

  if (!nhs_json_check (text, length, NHS_JSON_MAX_DEPTH, origin, error))
    return NULL;
  if (!json_parser_load_from_data (parser, text, (gssize) length, NULL))
    {
      nhs_error_set (error, NHS_ERROR_DATA, "%s: not JSON.", origin);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (!JSON_NODE_HOLDS_OBJECT (root) || !json_object_has_member (json_node_get_object (root), "objects")
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (json_node_get_object (root), "objects")))
    {
      nhs_error_set (error, NHS_ERROR_DATA, "%s: no \"objects\" array.", origin);
      return NULL;
    }
  objs = json_object_get_array_member (json_node_get_object (root), "objects");
  g_variant_builder_init (&b, G_VARIANT_TYPE (NHS_OBJECTS_COMPACT_TYPE));
  for (guint i = 0; i < json_array_get_length (objs); i++)
    {
      JsonNode *n = json_array_get_element (objs, i);
      JsonObject *o;
      const char *name, *cls, *material, *skill, *slot, *dir, *prop;
      gboolean metallic, charged, magic, unique, bimanual, pierces, slashes, whacks;
      NhsObjectClass oclass;
      gint64 weight, prob = -1, ac = 0;
      g_autoptr (GList) members = NULL;
      gboolean slot_ok = FALSE;

      if (!JSON_NODE_HOLDS_OBJECT (n))
        return bad (error, origin, i, "not an object"), g_variant_builder_clear (&b), NULL;
      o = json_node_get_object (n);
      members = json_object_get_members (o);
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_strv_contains (known, l->data))
          return bad (error, origin, i, "an unknown field"), g_variant_builder_clear (&b), NULL;
      if (!string_member (o, "name", TRUE, &name) || !string_member (o, "class", TRUE, &cls)
          || !string_member (o, "material", FALSE, &material) || !string_member (o, "skill", FALSE, &skill)
          || !string_member (o, "slot", FALSE, &slot) || !string_member (o, "dir", FALSE, &dir)
          || !string_member (o, "prop", FALSE, &prop)
          || !bool_member (o, "bimanual", &bimanual) || !bool_member (o, "pierces", &pierces)
          || !bool_member (o, "slashes", &slashes) || !bool_member (o, "whacks", &whacks)
          || !bool_member (o, "metallic", &metallic) || !bool_member (o, "charged", &charged)
          || !bool_member (o, "magic", &magic) || !bool_member (o, "unique", &unique))
        return bad (error, origin, i, "a field of the wrong type or length"), g_variant_builder_clear (&b), NULL;
      if (!nhs_object_class_from_key (cls, &oclass))
        return bad (error, origin, i, "an unknown class"), g_variant_builder_clear (&b), NULL;
      for (int k = 0; slot_keys[k] != NULL; k++)
        slot_ok |= strcmp (slot, slot_keys[k]) == 0;
      if ((oclass == NHS_OC_ARMOR) != slot_ok)
        return bad (error, origin, i, "armour needs a slot, nothing else has one"), g_variant_builder_clear (&b), NULL;
      if ((oclass == NHS_OC_WAND) != (*dir != '\0')
          || (*dir != '\0' && strcmp (dir, "ray") != 0 && strcmp (dir, "immediate") != 0 && strcmp (dir, "nodir") != 0))
        return bad (error, origin, i, "a wand needs its dir (ray, immediate or nodir), nothing else has one"),
               g_variant_builder_clear (&b), NULL;
      n = json_object_get_member (o, "weight");
      if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
          || (weight = json_node_get_int (n)) < 0 || weight > 65535)
        return bad (error, origin, i, "no weight from 0 to 65535"), g_variant_builder_clear (&b), NULL;
      n = json_object_get_member (o, "prob");
      if (n != NULL
          && (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
              || (prob = json_node_get_int (n)) < 0 || prob > 1000))
        return bad (error, origin, i, "a prob not from 0 to 1000"), g_variant_builder_clear (&b), NULL;
      n = json_object_get_member (o, "ac");
      if ((n != NULL) != (oclass == NHS_OC_ARMOR)
          || (n != NULL
              && (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
                  || (ac = json_node_get_int (n)) < -100 || ac > 100)))
        return bad (error, origin, i, "armour needs its ac from -100 to 100, nothing else has one"),
               g_variant_builder_clear (&b), NULL;
      /* objects.c gives oc_dir to weapons and weapon-tools, and WHACK to
         the heavy iron ball and the iron chain */
      if (bimanual && oclass != NHS_OC_WEAPON && oclass != NHS_OC_TOOL)
        return bad (error, origin, i, "only a weapon or tool is bimanual"), g_variant_builder_clear (&b), NULL;
      if ((pierces || slashes || whacks) && oclass != NHS_OC_WEAPON && oclass != NHS_OC_TOOL
          && oclass != NHS_OC_BALL && oclass != NHS_OC_CHAIN)
        return bad (error, origin, i, "only a weapon, tool, ball or chain pierces, slashes or whacks"),
               g_variant_builder_clear (&b), NULL;
      if (!g_hash_table_add (names, g_utf8_casefold (name, -1)))
        return bad (error, origin, i, "a name given twice"), g_variant_builder_clear (&b), NULL;
      g_variant_builder_add (&b, NHS_OBJECT_COMPACT_TYPE, name, cls, material, skill, slot,
                             (metallic ? NHS_OBJ_METALLIC : 0) | (charged ? NHS_OBJ_CHARGED : 0)
                             | (magic ? NHS_OBJ_MAGIC : 0) | (unique ? NHS_OBJ_UNIQUE : 0)
                             | (strcmp (dir, "ray") == 0 ? NHS_OBJ_RAY : 0)
                             | (bimanual ? NHS_OBJ_BIMANUAL : 0) | (pierces ? NHS_OBJ_PIERCES : 0)
                             | (slashes ? NHS_OBJ_SLASHES : 0) | (whacks ? NHS_OBJ_WHACKS : 0),
                             (guint16) weight, (gint16) prob, (gint16) ac, prop);
    }
  return g_variant_ref_sink (g_variant_builder_end (&b));
}

