/* nhs-level-material.c: what a made object is made of
 *
 * Written from reading xNetHack 9.1's mkobj.c (init_obj_material (),
 * material_list (), nonsensical_obj_material (), valid_obj_material (),
 * matac[], material_bonus ()) and obj.h (is_elven_obj (), is_dwarvish_obj (),
 * is_orcish_obj (), is_pick ()). NhsVariant.object_materials says whether a
 * version draws materials; in the others an object is made of its kind's
 * oc_material every time.
 *
 * mksobj () sets the kind's material, then its init (mksobj_init ())
 * calls init_obj_material (): when the kind has a list, rnd (100) picks an
 * entry of it; an entry of 0 keeps the kind's own material, and so do
 * silver picked in Gehennom and a material that makes no sense for the
 * object (a glass or plastic pick, paper weapons and armour, iron elven
 * gear).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-object.h"

typedef struct {
  int prob;
  const char *material;   /* NULL: the kind's own */
} Entry;

#define END { 0, "" }

/* for objects that are normally iron or metal */
static const Entry metal[] = {
  { 75, NULL }, { 6, "IRON" }, { 6, "WOOD" }, { 5, "COPPER" }, { 2, "SILVER" }, { 1, "MITHRIL" },
  { 1, "GOLD" }, { 1, "BONE" }, { 1, "GLASS" }, { 1, "PLATINUM" }, { 1, "PLASTIC" }, END
};
/* normally wooden (gold is listed with 0: never drawn) */
static const Entry wood[] = {
  { 80, "WOOD" }, { 10, "MINERAL" }, { 5, "IRON" }, { 3, "BONE" }, { 1, "COPPER" }, { 0, "GOLD" },
  { 1, "SILVER" }, END
};
static const Entry cloth[] = {
  { 80, "CLOTH" }, { 10, "LEATHER" }, { 7, "PLASTIC" }, { 3, "PAPER" }, END
};
static const Entry leather[] = {
  { 76, "LEATHER" }, { 17, "CLOTH" }, { 7, "PLASTIC" }, END
};
static const Entry dwarvish[] = {
  { 85, "IRON" }, { 10, "MITHRIL" }, { 2, "COPPER" }, { 1, "SILVER" }, { 1, "GOLD" },
  { 1, "PLATINUM" }, END
};
/* orcish make: no valuables */
static const Entry crude[] = {
  { 60, NULL }, { 20, "IRON" }, { 8, "BONE" }, { 7, "WOOD" }, { 5, "MINERAL" }, END
};
/* elven make: no iron */
static const Entry elven[] = {
  { 60, NULL }, { 20, "WOOD" }, { 10, "COPPER" }, { 5, "MITHRIL" }, { 3, "SILVER" }, { 2, "GOLD" }, END
};
/* the shield of reflection and every amulet */
static const Entry shiny[] = {
  { 30, "SILVER" }, { 22, "COPPER" }, { 12, "GOLD" }, { 12, "IRON" }, { 10, "GLASS" },
  { 7, "MITHRIL" }, { 5, "METAL" }, { 2, "PLATINUM" }, END
};
/* bells, lamps, whistles, flutes, harps, the bugle */
static const Entry resonant[] = {
  { 55, NULL }, { 25, "COPPER" }, { 6, "SILVER" }, { 5, "IRON" }, { 5, "MITHRIL" }, { 3, "GOLD" },
  { 1, "PLATINUM" }, END
};
static const Entry horn[] = {
  { 70, "BONE" }, { 10, "COPPER" }, { 8, "MITHRIL" }, { 5, "WOOD" }, { 5, "SILVER" }, { 2, "GOLD" }, END
};
static const Entry statue[] = {
  { 95, "MINERAL" }, { 4, "COPPER" }, { 1, "GOLD" }, END
};
static const Entry figurine[] = {
  { 40, "MINERAL" }, { 30, "WOOD" }, { 10, "BONE" }, { 5, "PLASTIC" }, { 5, "GLASS" }, { 5, "METAL" },
  { 4, "COPPER" }, { 1, "GOLD" }, END
};
static const Entry elven_helm[] = {
  { 70, "LEATHER" }, { 20, "COPPER" }, { 10, "WOOD" }, END
};
static const Entry bow[] = {
  { 75, "WOOD" }, { 7, "IRON" }, { 5, "MITHRIL" }, { 4, "COPPER" }, { 4, "BONE" }, { 2, "SILVER" },
  { 2, "PLASTIC" }, { 1, "GOLD" }, END
};

/* material_list ()'s kinds named one by one */
static const struct {
  const char *name;
  const Entry *list;   /* NULL: always the kind's own material */
} by_name[] = {
  { "bullwhip", NULL }, { "worm tooth", NULL }, { "crysknife", NULL }, { "elven boots", NULL },
  { "leather drum", NULL }, { "drum of earthquake", NULL }, { "land mine", NULL }, { "towel", NULL },
  { "mummy wrapping", NULL }, { "Amulet of Yendor", NULL },
  { "cheap plastic imitation of the Amulet of Yendor", NULL },
  { "shield of reflection", shiny },
  { "bow", bow }, { "orcish bow", bow }, { "yumi", bow }, { "boomerang", bow },
  { "elven helm", elven_helm },
  { "bell", resonant }, { "bugle", resonant }, { "lantern", resonant }, { "oil lamp", resonant },
  { "magic lamp", resonant }, { "pea whistle", resonant }, { "magic whistle", resonant },
  { "mundane flute", resonant }, { "magic flute", resonant }, { "mundane harp", resonant },
  { "magic harp", resonant },
  { "tooled horn", horn }, { "fire horn", horn }, { "frost horn", horn }, { "horn of plenty", horn },
  { "statue", statue }, { "figurine", figurine },
};

/* obj.h is_elven_obj (), is_dwarvish_obj (), is_orcish_obj () */
static const char *const elven_kinds[] = {
  "elven helm", "elven cloak", "elven shield", "elven boots", "elven ring mail", "elven arrow",
  "elven spear", "elven dagger", "elven short sword", "elven broadsword", "elven bow",
};
static const char *const dwarvish_kinds[] = {
  "dwarvish helm", "dwarvish cloak", "dwarvish roundshield", "dwarvish ring mail", "dwarvish spear",
  "dwarvish short sword", "dwarvish mattock",
};
static const char *const orcish_kinds[] = {
  "orcish helm", "orcish cloak", "Uruk-hai shield", "orcish shield", "orcish ring mail",
  "orcish arrow", "orcish spear", "orcish dagger", "orcish short sword", "orcish bow",
};

static gboolean
among (const char *name, const char *const *kinds, guint n)
{
  for (guint i = 0; i < n; i++)
    if (strcmp (name, kinds[i]) == 0)
      return TRUE;
  return FALSE;
}

#define AMONG(name, kinds) among ((name), (kinds), G_N_ELEMENTS (kinds))

static gboolean
is (const char *a, const char *b)
{
  return g_strcmp0 (a, b) == 0;
}

/* mkobj.c material_list () */
static const Entry *
material_list (const NhsObject *o)
{
  const char *base = o->material;

  for (guint i = 0; i < G_N_ELEMENTS (by_name); i++)
    if (strcmp (o->name, by_name[i].name) == 0)
      return by_name[i].list;
  if (AMONG (o->name, elven_kinds) && !is (base, "CLOTH"))
    return elven;
  if (AMONG (o->name, dwarvish_kinds) && !is (base, "CLOTH"))
    return dwarvish;
  if (AMONG (o->name, orcish_kinds) && !is (base, "CLOTH"))
    return crude;
  if (o->oclass == NHS_OC_AMULET)
    return shiny;
  if (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR || o->oclass == NHS_OC_TOOL)
    {
      if (is (base, "IRON") || is (base, "METAL"))
        return metal;
      if (is (base, "WOOD"))
        return wood;
      if (is (base, "CLOTH"))
        return cloth;
      if (is (base, "LEATHER"))
        return leather;
    }
  return NULL;
}

/* mkobj.c nonsensical_obj_material () */
static gboolean
nonsensical (const NhsObject *o, const char *mat)
{
  gboolean pick = ((o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_TOOL)
                   && is (o->skill, "P_PICK_AXE"))
                  || is (o->name, "grappling hook");

  if (pick && (is (mat, "PLASTIC") || is (mat, "GLASS")))
    return TRUE;
  if ((o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR) && is (mat, "PAPER"))
    return TRUE;
  return AMONG (o->name, elven_kinds) && is (mat, "IRON");
}

const char *
nhs_lev_init_material (Gen *g, const NhsObject *o, gboolean in_hell)
{
  const Entry *e;
  int i;

  if (g->variant->object_materials != NHS_MATERIALS_XNH || (e = material_list (o)) == NULL)
    return o->material;
  for (i = rnd (g, 100); i > e->prob; e++)
    i -= e->prob;
  /* (silver is not picked from a list in Gehennom) */
  if (e->material == NULL || (in_hell && is (e->material, "SILVER")) || nonsensical (o, e->material))
    return o->material;
  return e->material;
}

gboolean
nhs_lev_material_valid (const NhsObject *o, const char *mat)
{
  const Entry *e;

  if (is (o->material, mat))
    return TRUE;
  if (nonsensical (o, mat) || (e = material_list (o)) == NULL)
    return FALSE;
  for (int i = 100; i > 0; i -= e->prob, e++)
    if (is (e->material, mat))
      return TRUE;
  return FALSE;
}

/* objclass.h's materials in their order, with mkobj.c matac[] (the armour
   class a piece of it gives) and decl.c materialnm[] (the word objnam.c
   puts before an object's name) */
static const struct {
  const char *key, *word;
  int ac;
} materials[] = {
  { "", "mysterious", 0 }, { "LIQUID", "liquid", 0 }, { "WAX", "wax", 1 },
  { "VEGGY", "organic", 1 }, { "FLESH", "flesh", 3 }, { "PAPER", "paper", 1 },
  { "CLOTH", "cloth", 2 }, { "LEATHER", "leather", 3 }, { "WOOD", "wooden", 4 },
  { "BONE", "bone", 4 }, { "DRAGON_HIDE", "dragonhide", 10 }, { "IRON", "iron", 5 },
  { "METAL", "metal", 5 }, { "COPPER", "copper", 4 }, { "SILVER", "silver", 5 },
  { "GOLD", "gold", 3 }, { "PLATINUM", "platinum", 4 }, { "MITHRIL", "mithril", 6 },
  { "PLASTIC", "plastic", 3 }, { "GLASS", "glass", 5 }, { "GEMSTONE", "gemstone", 7 },
  { "MINERAL", "stone", 6 },
};

int
nhs_lev_material_index (const char *mat)
{
  for (guint i = 0; i < G_N_ELEMENTS (materials); i++)
    if (is (materials[i].key, mat))
      return (int) i;
  return 0;
}

/* the material of objclass.h's number index (NULL: none) */
const char *
nhs_lev_material_key (int index)
{
  return index > 0 && index < (int) G_N_ELEMENTS (materials) ? materials[index].key : NULL;
}

const char *
nhs_level_material_word (const char *mat)
{
  return mat ? materials[nhs_lev_material_index (mat)].word : NULL;
}

/* mkobj.c material_bonus (): the armour class a piece made of mat gives
   more than one of its kind's own material, never taking its base below 0
   (1 when mat is a metal: iron to mithril) */
int
nhs_lev_material_bonus (const NhsObject *o, int a_ac, const char *mat)
{
  int m = nhs_lev_material_index (mat);
  int diff = materials[m].ac - materials[nhs_lev_material_index (o->material)].ac;
  int min_ac = m >= nhs_lev_material_index ("IRON") && m <= nhs_lev_material_index ("MITHRIL");

  return a_ac + diff < min_ac ? min_ac - a_ac : diff;
}

/* objclass.h force_material_name (): kinds whose name always carries
   their material (the gloves once their name is known, as ours are) */
static const char *const named_with_material[] = {
  "light armor", "studded armor", "jacket", "plain cloak", "figurine", "statue", "gloves",
};

char *
nhs_level_item_name (const NhsVariant *variant,
                     const char       *name,
                     const char       *material)
{
  /* (a statue is named with its monster: "statue of a dwarf") */
  gboolean statue = g_str_has_prefix (name, "statue of ");
  const NhsObject *o = material ? nhs_object_lookup (variant, statue ? "statue" : name) : NULL;

  /* objnam.c xname (): the material's word first when it is not the
     kind's own, or the kind always says it */
  if (o != NULL && (statue || !is (o->material, material) || AMONG (name, named_with_material)))
    return g_strdup_printf ("%s %s", nhs_level_material_word (material), name);
  return g_strdup (name);
}
