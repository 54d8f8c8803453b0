/* test-objects.c: every object of each version (data/objects-<key>.json,
 * compiled into the GResource) known to item use by name, with what the
 * game would do with it lying within a monster's reach (issue 24 item 7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "nhs-data.h"
#include "nhs-muse-scenario.h"
#include "nhs-object.h"
#include "nhs-variant.h"

/* The compiled table holds exactly the file's objects, in its order, with
   its class and facts. */
static void
test_compiled_equals_data (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *var = nhs_variant_get (v);
      g_autofree char *name = g_strdup_printf ("objects-%s.json", var->key);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
      g_autoptr (JsonParser) p = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonArray *a;
      guint n = 0;
      const NhsObject *objs = nhs_objects (var, &n);

      g_assert_true (json_parser_load_from_file (p, path, &error));
      g_assert_no_error (error);
      a = json_object_get_array_member (json_node_get_object (json_parser_get_root (p)), "objects");
      g_assert_cmpuint (n, ==, json_array_get_length (a));
      g_assert_cmpuint (n, >, 400);
      for (guint i = 0; i < n; i++)
        {
          JsonObject *o = json_array_get_object_element (a, i);
          const char *material = json_object_has_member (o, "material")
                                 ? json_object_get_string_member (o, "material") : "";

          g_assert_cmpstr (objs[i].name, ==, json_object_get_string_member (o, "name"));
          g_assert_cmpstr (nhs_object_class_key (objs[i].oclass), ==, json_object_get_string_member (o, "class"));
          g_assert_cmpstr (objs[i].material, ==, material);
          g_assert_cmpint (objs[i].weight, ==, json_object_get_int_member (o, "weight"));
          g_assert_cmpint (objs[i].prob, ==, json_object_get_int_member_with_default (o, "prob", -1));
          g_assert_cmpint ((objs[i].flags & NHS_OBJ_METALLIC) != 0, ==,
                           json_object_has_member (o, "metallic"));
          g_assert_cmpint (objs[i].ac, ==, json_object_get_int_member_with_default (o, "ac", 0));
          g_assert_cmpstr (objs[i].prop, ==, json_object_get_string_member_with_default (o, "prop", ""));
          g_assert_cmpint ((objs[i].flags & NHS_OBJ_BIMANUAL) != 0, ==,
                           json_object_get_boolean_member_with_default (o, "bimanual", FALSE));
          g_assert_cmpint ((objs[i].flags & NHS_OBJ_PIERCES) != 0, ==,
                           json_object_get_boolean_member_with_default (o, "pierces", FALSE));
          g_assert_cmpint ((objs[i].flags & NHS_OBJ_SLASHES) != 0, ==,
                           json_object_get_boolean_member_with_default (o, "slashes", FALSE));
          g_assert_cmpint ((objs[i].flags & NHS_OBJ_WHACKS) != 0, ==,
                           json_object_get_boolean_member_with_default (o, "whacks", FALSE));
          g_assert_true (nhs_object_lookup (var, objs[i].name) == &objs[i]);
          /* every object is an item a scenario can hold */
          g_assert_nonnull (nhs_muse_item_lookup (var, objs[i].name));
        }
    }
}

/* The facts item use reads of armour and weapons, as each objects.c gives
   them (objects.c's ARMOR(...) a_ac, oc_oprop, WEAPON(...) bimanual and
   strike mode): plate mail 7, a cloak of magic resistance 1 and ANTIMAGIC,
   speed boots FAST, a two-handed sword bimanual, a dagger PIERCE everywhere
   but a knife PIERCE|SLASH only before EvilHack (its knife is SLASH), a
   long sword SLASH and a mace WHACK alone, a halberd PIERCE|SLASH, a bow
   none, a pick-axe WHACK (its WEPTOOL ()'s strike-mode argument), the
   heavy iron ball and the iron chain WHACK (session 23: EvilHack's dmgval
   () reads it on a bone or wooden form). */
static void
test_armour_and_weapon_facts (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *var = nhs_variant_get (v);
      const NhsObject *o;

      g_assert_cmpint (nhs_object_lookup (var, "plate mail")->ac, ==, 7);
      o = nhs_object_lookup (var, "cloak of magic resistance");
      g_assert_cmpint (o->ac, ==, 1);
      g_assert_cmpstr (o->prop, ==, "ANTIMAGIC");
      g_assert_cmpstr (nhs_object_lookup (var, "speed boots")->prop, ==, "FAST");
      g_assert_cmpstr (nhs_object_lookup (var, "ring of fire resistance")->prop, ==, "FIRE_RES");
      g_assert_cmpstr (nhs_object_lookup (var, "amulet of reflection")->prop, ==, "REFLECTING");
      g_assert_cmpstr (nhs_object_lookup (var, "long sword")->prop, ==, "");
      g_assert_true (nhs_object_lookup (var, "two-handed sword")->flags & NHS_OBJ_BIMANUAL);
      g_assert_false (nhs_object_lookup (var, "long sword")->flags & NHS_OBJ_BIMANUAL);
      g_assert_true (nhs_object_lookup (var, "dagger")->flags & NHS_OBJ_PIERCES);
      g_assert_true (((nhs_object_lookup (var, "knife")->flags & NHS_OBJ_PIERCES) != 0) == (v != NHS_VARIANT_EVILHACK));
      g_assert_true (nhs_object_lookup (var, "knife")->flags & NHS_OBJ_SLASHES);
      g_assert_cmpint (nhs_object_lookup (var, "long sword")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==, NHS_OBJ_SLASHES);
      g_assert_cmpint (nhs_object_lookup (var, "mace")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==, NHS_OBJ_WHACKS);
      g_assert_cmpint (nhs_object_lookup (var, "bow")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==, 0);
      g_assert_cmpint (nhs_object_lookup (var, "pick-axe")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==, NHS_OBJ_WHACKS);
      g_assert_cmpint (nhs_object_lookup (var, "halberd")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==,
                       v == NHS_VARIANT_EVILHACK ? NHS_OBJ_SLASHES : NHS_OBJ_PIERCES | NHS_OBJ_SLASHES);
      g_assert_cmpint (nhs_object_lookup (var, "long sword")->ac, ==, 0);
      g_assert_cmpint (nhs_object_lookup (var, "heavy iron ball")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==, NHS_OBJ_WHACKS);
      g_assert_cmpint (nhs_object_lookup (var, "iron chain")->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS), ==, NHS_OBJ_WHACKS);
    }
}

/* A file whose armour lacks its ac, or gives one, a bimanual or a strike
   mode to what cannot have it, is refused in one sentence. */
static void
test_compile_refuses (void)
{
  static const char *const bad[] = {
    "{\"objects\": [{\"name\": \"x\", \"class\": \"armor\", \"slot\": \"suit\", \"weight\": 1}]}",
    "{\"objects\": [{\"name\": \"x\", \"class\": \"ring\", \"ac\": 1, \"weight\": 1}]}",
    "{\"objects\": [{\"name\": \"x\", \"class\": \"armor\", \"slot\": \"suit\", \"ac\": 1, \"bimanual\": true, \"weight\": 1}]}",
    "{\"objects\": [{\"name\": \"x\", \"class\": \"weapon\", \"pierces\": 1, \"weight\": 1}]}",
    "{\"objects\": [{\"name\": \"x\", \"class\": \"ring\", \"prop\": 3, \"weight\": 1}]}",
    "{\"objects\": [{\"name\": \"x\", \"class\": \"ball\", \"bimanual\": true, \"weight\": 1}]}",
    "{\"objects\": [{\"name\": \"x\", \"class\": \"gem\", \"whacks\": true, \"weight\": 1}]}",
  };
  const char *good = "{\"objects\": [{\"name\": \"x\", \"class\": \"armor\", \"slot\": \"suit\", \"ac\": 5, \"prop\": \"FAST\", \"weight\": 1}]}";
  g_autoptr (GVariant) ok = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GVariant) r = nhs_objects_compile_json (bad[i], strlen (bad[i]), "t.json", &error);

      g_assert_null (r);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "t.json: objects[0]: "));
    }
  ok = nhs_objects_compile_json (good, strlen (good), "t.json", NULL);
  g_assert_nonnull (ok);
}

/* The issue's names, refused before, in every version; the facts read. */
static void
test_issue_names (void)
{
  static const char *names[] = { "cream pie", "amulet of life saving", "luckstone", "elven mithril-coat",
                                 "magic marker" };

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        const NhsVariant *var = nhs_variant_get (v);
        /* EvilHack and xNetHack have no elven mithril-coat (objects there
           have materials of their own; their elven mail is "elven chain
           mail" / "elven ring mail") */
        gboolean has = !(strcmp (names[i], "elven mithril-coat") == 0
                         && (v == NHS_VARIANT_EVILHACK || v == NHS_VARIANT_XNETHACK));
        g_assert_true ((nhs_object_lookup (var, names[i]) != NULL) == has);
      }
  g_assert_nonnull (nhs_object_lookup (nhs_variant_get (NHS_VARIANT_EVILHACK), "elven chain mail"));
  g_assert_nonnull (nhs_object_lookup (nhs_variant_get (NHS_VARIANT_XNETHACK), "elven ring mail"));
  {
    const NhsVariant *v = nhs_variant_from_key ("3.6.7");
    const NhsObject *coat = nhs_object_lookup (v, "Elven Mithril-Coat");   /* any case */
    const NhsObject *luck = nhs_object_lookup (v, "luckstone");

    g_assert_cmpint (coat->oclass, ==, NHS_OC_ARMOR);
    g_assert_cmpstr (coat->slot, ==, "suit");
    g_assert_cmpstr (coat->material, ==, "MITHRIL");
    g_assert_true (coat->flags & NHS_OBJ_METALLIC);
    g_assert_cmpint (luck->oclass, ==, NHS_OC_GEM);
    g_assert_cmpstr (luck->material, ==, "MINERAL");
    g_assert_true (nhs_object_lookup (v, "wand of digging")->flags & NHS_OBJ_RAY);
    g_assert_false (nhs_object_lookup (v, "wand of striking")->flags & NHS_OBJ_RAY);
  }
  /* per version: SLASH'EM's wand of fireball, 3.7's amulet of guarding */
  g_assert_null (nhs_object_lookup (nhs_variant_from_key ("3.6.7"), "wand of fireball"));
  g_assert_nonnull (nhs_object_lookup (nhs_variant_from_key ("slashem"), "wand of fireball"));
  g_assert_null (nhs_object_lookup (nhs_variant_from_key ("3.6.7"), "amulet of guarding"));
  g_assert_nonnull (nhs_object_lookup (nhs_variant_from_key ("3.7"), "amulet of guarding"));
}

static void
test_suggest (void)
{
  const NhsVariant *v = nhs_variant_from_key ("3.6.7");
  g_autofree char *msg = NULL;

  g_assert_cmpstr (nhs_object_suggest (v, "life saving"), ==, "amulet of life saving");
  g_assert_cmpstr (nhs_object_suggest (v, "amulet of lfe saving"), ==, "amulet of life saving");
  g_assert_cmpstr (nhs_object_suggest (v, "elven mithril coat"), ==, "elven mithril-coat");
  g_assert_cmpstr (nhs_object_suggest (v, "wand of fireball"), ==, "wand of fire");
  g_assert_null (nhs_object_suggest (v, "xyzzy"));
  g_assert_null (nhs_object_suggest (v, ""));
  msg = nhs_muse_item_unknown (v, "cream pi");
  g_assert_cmpstr (msg, ==, "NetHack 3.6.7 has no object named “cream pi”; did you mean “cream pie”?");
}

/* The decision's per-item answer for one item of one monster. */
static NhsMuseItemFate
fate (const char *variant,
      const char *monster,
      const char *item,
      const char *extra)
{
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (variant, NULL);
  g_autoptr (GError) error = NULL;
  /* item: a name, or an item object of its own ("{...}") */
  g_autofree char *it = item[0] == '{' ? g_strdup (item) : g_strdup_printf ("{\"name\":\"%s\"}", item);
  g_autofree char *json = g_strdup_printf ("{\"monster\":\"%s\",\"items\":[%s%s]%s}", monster, it, extra != NULL && g_str_has_prefix (extra, ",{") ? extra : "",
                                           extra != NULL && !g_str_has_prefix (extra, ",{") ? extra : "");
  g_autoptr (NhsMuseScenario) sc = nhs_muse_scenario_from_json (json, -1, set, &error);
  g_autoptr (NhsMuseDecision) d = NULL;

  g_assert_no_error (error);
  g_assert_true (sc->variant == nhs_variant_from_key (variant));
  d = nhs_muse_decide (sc, sc->variant);
  return d->fates[0];
}

#define ASSERT_FATE(f, want_likes, want_carry) \
  G_STMT_START { NhsMuseItemFate f_ = (f); g_assert_cmphex (f_.likes, ==, (want_likes)); \
                 g_assert_cmpint (f_.carry, ==, (want_carry)); } G_STMT_END

/* m_move()'s likes and can_carry()'s refusals, each against the monster's
   flags and the object's facts */
static void
test_fates (void)
{
  /* greedy: coins */
  ASSERT_FATE (fate ("3.6.7", "leprechaun", "gold piece", NULL), NHS_MUSE_LIKE_GOLD, NHS_MUSE_CARRY_OK);
  /* a weapon user collects armour, food and gems (a gray stone too: GEM_CLASS) */
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "elven mithril-coat", NULL), NHS_MUSE_LIKE_OBJECTS, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "cream pie", NULL), NHS_MUSE_LIKE_OBJECTS, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "luckstone", NULL), NHS_MUSE_LIKE_OBJECTS, NHS_MUSE_CARRY_OK);
  /* ... but not a tool it cannot use */
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "magic marker", NULL), 0, NHS_MUSE_CARRY_OK);
  /* an amulet of life saving is an item it can use, unless nonliving */
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "amulet of life saving", NULL), NHS_MUSE_LIKE_USES, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "lich", "amulet of life saving", NULL), NHS_MUSE_LIKE_MAGIC, NHS_MUSE_CARRY_OK);
  /* gems: glass and gemstones, not gray stones; a unicorn only gemstones */
  ASSERT_FATE (fate ("3.6.7", "black dragon", "ruby", NULL), NHS_MUSE_LIKE_GEMS, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "black dragon", "luckstone", NULL), 0, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "white unicorn", "ruby", NULL), NHS_MUSE_LIKE_GEMS, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "white unicorn", "worthless piece of red glass", NULL), 0, NHS_MUSE_CARRY_OK);
  /* a charged wand of digging is sought; an empty one is not; a floater never seeks it */
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "wand of digging", NULL), NHS_MUSE_LIKE_USES, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "{\"name\":\"wand of digging\",\"spe\":0}", NULL), 0, NHS_MUSE_CARRY_OK);
  /* can_carry: a cockatrice corpse without gloves, silver for a demon, a peaceful monster */
  /* (corpses are food, but collected only by nymphs; with gloves a cockatrice corpse is a weapon it seeks) */
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "cockatrice corpse", NULL), 0, NHS_MUSE_CARRY_PETRIFIES);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "cockatrice corpse", ",{\"name\":\"leather gloves\",\"worn\":true}"),
               NHS_MUSE_LIKE_USES, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "newt corpse", NULL), 0, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "horned devil", "silver saber", NULL), NHS_MUSE_LIKE_OBJECTS, NHS_MUSE_CARRY_SILVER);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "cream pie", ",\"state\":{\"peaceful\":true}"), NHS_MUSE_LIKE_OBJECTS,
               NHS_MUSE_CARRY_PEACEFUL);
  /* the load limits */
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "cream pie", ",\"state\":{\"load_percent\":75}"), 0, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "leprechaun", "gold piece", ",\"state\":{\"load_percent\":94}"), NHS_MUSE_LIKE_GOLD,
               NHS_MUSE_CARRY_OK);
  /* the version's own rules: 3.7's amulet of guarding and containers; 3.4.3 seeks no scroll of fire */
  ASSERT_FATE (fate ("3.7", "gnome lord", "amulet of guarding", NULL), NHS_MUSE_LIKE_USES, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.7", "gnome lord", "sack", NULL), NHS_MUSE_LIKE_USES, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "sack", NULL), 0, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.6.7", "gnome lord", "scroll of fire", NULL), NHS_MUSE_LIKE_USES, NHS_MUSE_CARRY_OK);
  ASSERT_FATE (fate ("3.4.3", "gnome lord", "scroll of fire", NULL), 0, NHS_MUSE_CARRY_OK);
  /* a gelatinous cube eats nearly anything */
  ASSERT_FATE (fate ("5.0.0", "gelatinous cube", "magic marker", NULL), NHS_MUSE_LIKE_ENGULFS, NHS_MUSE_CARRY_OK);
}

/* Every object of every version as an inventory item, in scenarios of 64:
   each is parsed, decided and given a fate without complaint. */
static void
test_every_object_decides (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *var = nhs_variant_get (v);
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (var->key, NULL);
      guint n = 0;
      const NhsMuseItemInfo *items = nhs_muse_items (var, &n);

      for (guint start = 0; start < n; start += NHS_MUSE_MAX_ITEMS)
        {
          g_autoptr (GString) json = g_string_new ("{\"monster\":\"soldier\",\"hp\":3,\"items\":[");
          g_autoptr (GError) error = NULL;
          g_autoptr (NhsMuseScenario) sc = NULL;
          g_autoptr (NhsMuseDecision) d = NULL;
          g_autofree char *out = NULL;

          for (guint i = start; i < n && i < start + NHS_MUSE_MAX_ITEMS; i++)
            g_string_append_printf (json, "%s{\"name\":\"%s\"}", i > start ? "," : "", items[i].name);
          g_string_append (json, "]}");
          sc = nhs_muse_scenario_from_json (json->str, -1, set, &error);
          g_assert_no_error (error);
          d = nhs_muse_decide (sc, var);
          out = nhs_muse_decision_to_json (d);
          g_assert_nonnull (strstr (out, "\"items\""));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/objects/compiled-equals-data", test_compiled_equals_data);
  g_test_add_func ("/nhs/objects/issue-names", test_issue_names);
  g_test_add_func ("/nhs/objects/armour-and-weapon-facts", test_armour_and_weapon_facts);
  g_test_add_func ("/nhs/objects/compile-refuses", test_compile_refuses);
  g_test_add_func ("/nhs/objects/suggest", test_suggest);
  g_test_add_func ("/nhs/objects/fates", test_fates);
  g_test_add_func ("/nhs/objects/every-object-decides", test_every_object_decides);
  return g_test_run ();
}
