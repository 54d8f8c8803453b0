/* nhs-level-material.c: what a made object is made of
 *
 * Written from reading xNetHack 9.1's mkobj.c (init_obj_material (),
 * material_list (), nonsensical_obj_material (), valid_obj_material (),
 * matac[], material_bonus ()) and obj.h (is_elven_obj (), is_dwarvish_obj (),
 * is_orcish_obj (), is_pick ()), and EvilHack 0.9.3's (its own lists out of
 * 1000, invalid_obj_material (), decl.c materialnm[]). NhsVariant.object_materials
 * says whether a version draws materials, and whose way; in the others an
 * object is made of its kind's oc_material every time.
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

/* EvilHack's lists, out of 1000 (NULL: the kind's own material) */
static const Entry e_metal[] = {
  { 600, NULL }, { 50, "IRON" }, { 50, "STEEL" }, { 50, "BRONZE" }, { 50, "BONE" }, { 50, "WOOD" },
  { 40, "SILVER" }, { 40, "COPPER" }, { 30, "MITHRIL" }, { 10, "GOLD" }, { 10, "GLASS" },
  { 10, "MINERAL" }, { 10, "PLATINUM" }, END
};
static const Entry e_wood[] = {
  { 800, "WOOD" }, { 80, "MINERAL" }, { 30, "IRON" }, { 20, "STEEL" }, { 20, "MITHRIL" },
  { 20, "BONE" }, { 10, "BRONZE" }, { 10, "COPPER" }, { 10, "SILVER" }, END
};
static const Entry e_cloth[] = {
  { 800, "CLOTH" }, { 190, "LEATHER" }, { 9, "DRAGON_HIDE" }, { 1, "SPIDER_SILK" }, END
};
static const Entry e_leather[] = {
  { 860, "LEATHER" }, { 130, "CLOTH" }, { 9, "DRAGON_HIDE" }, { 1, "SPIDER_SILK" }, END
};
static const Entry e_dwarvish[] = {
  { 600, "IRON" }, { 200, "STEEL" }, { 150, "MITHRIL" }, { 30, "SILVER" }, { 10, "GOLD" },
  { 8, "PLATINUM" }, { 2, "ADAMANTINE" }, END
};
static const Entry e_elven[] = {
  { 600, NULL }, { 200, "WOOD" }, { 100, "COPPER" }, { 50, "MITHRIL" }, { 30, "SILVER" }, { 20, "GOLD" }, END
};
/* drow make: always the kind's own */
static const Entry e_own[] = { { 1000, NULL }, END };
static const Entry e_orcish[] = {
  { 600, "IRON" }, { 200, "BONE" }, { 100, "BRONZE" }, { 100, "MINERAL" }, END
};
static const Entry e_shiny[] = {
  { 500, NULL }, { 200, "SILVER" }, { 150, "GOLD" }, { 40, "COPPER" }, { 30, "MITHRIL" },
  { 30, "STEEL" }, { 30, "BRONZE" }, { 10, "PLATINUM" }, { 10, "ADAMANTINE" }, END
};
static const Entry e_resonant[] = {
  { 550, NULL }, { 100, "COPPER" }, { 100, "BRONZE" }, { 60, "SILVER" }, { 50, "IRON" },
  { 50, "STEEL" }, { 50, "MITHRIL" }, { 30, "GOLD" }, { 10, "PLATINUM" }, END
};
static const Entry e_horn[] = {
  { 600, "BONE" }, { 100, "COPPER" }, { 100, "BRONZE" }, { 80, "MITHRIL" }, { 50, "WOOD" },
  { 50, "SILVER" }, { 20, "GOLD" }, END
};
static const Entry e_flute[] = {
  { 600, "WOOD" }, { 100, "BONE" }, { 100, "BRONZE" }, { 80, "MITHRIL" }, { 50, "COPPER" },
  { 50, "SILVER" }, { 20, "GOLD" }, END
};
static const Entry e_elven_helm[] = { { 900, "LEATHER" }, { 90, "CLOTH" }, { 10, "DRAGON_HIDE" }, END };
static const Entry e_bag[] = { { 930, "CLOTH" }, { 60, "LEATHER" }, { 10, "DRAGON_HIDE" }, END };
static const Entry e_dwarvish_weapon[] = {
  { 500, "IRON" }, { 250, "STEEL" }, { 200, "MITHRIL" }, { 48, "GEMSTONE" }, { 2, "ADAMANTINE" }, END
};
static const Entry e_elven_weapon[] = {
  { 500, "WOOD" }, { 250, "COPPER" }, { 200, "MITHRIL" }, { 50, "SILVER" }, END
};
static const Entry e_bow[] = {
  { 750, "WOOD" }, { 70, "IRON" }, { 70, "BONE" }, { 40, "MITHRIL" }, { 20, "COPPER" },
  { 20, "BRONZE" }, { 20, "SILVER" }, { 10, "GOLD" }, END
};
static const Entry e_rod[] = { { 900, "GEMSTONE" }, { 40, "GOLD" }, { 30, "SILVER" }, { 30, "PLATINUM" }, END };
static const Entry e_bullet[] = {
  { 600, "IRON" }, { 150, "STEEL" }, { 100, "MITHRIL" }, { 50, "SILVER" }, { 40, "COPPER" },
  { 40, "BRONZE" }, { 10, "GOLD" }, { 10, "PLATINUM" }, END
};
static const Entry e_bracers[] = {
  { 500, "LEATHER" }, { 160, "IRON" }, { 100, "BONE" }, { 50, "MINERAL" }, { 40, "STEEL" },
  { 40, "WOOD" }, { 20, "MITHRIL" }, { 20, "SILVER" }, { 20, "COPPER" }, { 20, "BRONZE" },
  { 20, "GOLD" }, { 10, "DRAGON_HIDE" }, END
};
static const Entry e_barding[] = {
  { 400, NULL }, { 125, "LEATHER" }, { 100, "IRON" }, { 65, "STEEL" }, { 50, "BRONZE" },
  { 50, "BONE" }, { 50, "WOOD" }, { 40, "SILVER" }, { 40, "COPPER" }, { 20, "GOLD" },
  { 20, "PLATINUM" }, { 15, "MITHRIL" }, { 15, "ADAMANTINE" }, { 10, "DRAGON_HIDE" }, END
};

/* EvilHack's material_list ()'s kinds named one by one ('|' between) */
typedef struct {
  const char *names;
  const Entry *list;
  gboolean unless_cloth;   /* (not for a kind made of cloth) */
} Named;

static const Named e_by_name[] = {
  { "|bullwhip|worm tooth|crysknife|staff of divination|staff of healing|staff of holiness|"
    "staff of matter|staff of escape|staff of war|staff of evocation|ashwood staff|grappling hook|"
    "iron safe|crystal chest|hidden chest|magic key|leather drum|drum of earthquake|land mine|"
    "beartrap|sleeping gas trap|fire trap|ice trap|teleportation trap|magic trap|anti-magic trap|"
    "polymorph trap|magic beam trap|towel|blindfold|leash|saddle|trap kit|tinning kit|mummy wrapping|"
    "oilskin sack|bag of treasure|bag of devouring|oilskin cloak|runed bracers|blacksmith hammer|"
    "Amulet of Yendor|cheap plastic imitation of the Amulet of Yendor|", NULL },
  { "|shield of reflection|barding of reflection|shield of light|shield of mobility|", e_shiny },
  { "|bow|yumi|boomerang|", e_bow },
  { "|elven helm|elven boots|", e_elven_helm },
  { "|dwarvish spear|dwarvish short sword|dwarvish mattock|dwarvish bearded axe|", e_dwarvish_weapon },
  { "|elven spear|elven dagger|elven short sword|elven broadsword|elven long sword|", e_elven_weapon },
  { "|dark elven spear|dark elven dagger|dark elven short sword|dark elven broadsword|"
    "dark elven long sword|dark elven mace|dark elven heavy mace|dark elven bow|dark elven arrow|"
    "dark elven hand crossbow|dark elven crossbow bolt|dark elven helm|dark elven chain mail|"
    "dark elven tunic|dark elven cloak|dark elven bracers|dark elven boots|dark elven gloves|", e_own },
  { "|chest|large box|", e_wood },
  { "|lock pick|tin opener|stethoscope|", e_metal },
  { "|bell|bugle|lantern|oil lamp|magic lamp|pea whistle|magic whistle|harp|magic harp|", e_resonant },
  { "|skeleton key|tooled horn|fire horn|frost horn|horn of plenty|", e_horn },
  { "|flute|pan flute|magic flute|", e_flute },
  { "|sack|bag of holding|bag of tricks|", e_bag },
  { "|rod|", e_rod }, { "|sling bullet|", e_bullet }, { "|bracers|", e_bracers },
  { "|barding|spiked barding|", e_barding },
  /* (the ammunition traps' list has nothing to draw: their own material) */
  { "|dart trap|bolt trap|arrow trap|spear trap|", NULL },
  /* obj.h's gear of the three peoples, but what is made of cloth */
  { "|elven helm|elven chain mail|elven cloak|elven shield|elven boots|elven arrow|elven spear|"
    "elven dagger|elven short sword|elven broadsword|elven bow|elven long sword|", e_elven, TRUE },
  { "|dwarvish helm|dwarvish chain mail|dwarvish cloak|dwarvish boots|dwarvish roundshield|"
    "dwarvish spear|dwarvish short sword|dwarvish mattock|dwarvish bearded axe|", e_dwarvish, TRUE },
  { "|orcish helm|orcish chain mail|orcish ring mail|orcish cloak|Uruk-hai shield|orcish shield|"
    "orcish boots|orcish arrow|orcish spear|orcish dagger|orcish short sword|orcish bow|"
    "orcish morning star|orcish scimitar|orcish long sword|", e_orcish, TRUE },
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

/* e_by_name[] as a table, name -> its row, made once */
static GHashTable *
e_named (void)
{
  static GHashTable *named;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      GHashTable *t = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      for (guint i = 0; i < G_N_ELEMENTS (e_by_name); i++)
        {
          g_auto (GStrv) names = g_strsplit (e_by_name[i].names, "|", -1);

          /* (a kind named twice keeps its first row: the elven helm's own
             list before the elven gear's) */
          for (int k = 0; names[k]; k++)
            if (names[k][0] != '\0' && !g_hash_table_contains (t, names[k]))
              g_hash_table_insert (t, g_strdup (names[k]), (gpointer) &e_by_name[i]);
        }
      named = t;
      g_once_init_leave (&once, 1);
    }
  return named;
}

/* EvilHack's material_list () */
static const Entry *
evil_material_list (const NhsObject *o)
{
  const char *base = o->material;
  const Named *row = g_hash_table_lookup (e_named (), o->name);

  if (row != NULL && !(row->unless_cloth && is (base, "CLOTH")))
    return row->list;
  if (o->oclass == NHS_OC_AMULET)
    return e_shiny;
  if (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR || o->oclass == NHS_OC_TOOL)
    {
      if (is (base, "IRON") || is (base, "STEEL"))
        return e_metal;
      if (is (base, "WOOD"))
        return e_wood;
      if (is (base, "CLOTH"))
        return e_cloth;
      if (is (base, "LEATHER"))
        return e_leather;
    }
  return NULL;
}

static const Entry *
list_by_rules (const NhsVariant *v, const NhsObject *o)
{
  switch (v->object_materials)
    {
    case NHS_MATERIALS_XNH:
      return material_list (o);
    case NHS_MATERIALS_EVIL:
      return evil_material_list (o);
    case NHS_MATERIALS_FIXED:
    default:
      return NULL;
    }
}

/* the kind's list, worked out once per version for each of its objects
   (every floor object asks, and the rules read its name) */
static const Entry *
list_of (const NhsVariant *v, const NhsObject *o)
{
  static const Entry **lists[NHS_N_VARIANTS];
  static gsize once[NHS_N_VARIANTS];
  guint n = 0;
  const NhsObject *objs = nhs_objects (v, &n);
  guintptr at = (guintptr) o, first = (guintptr) objs;

  if (objs == NULL || at < first || at >= (guintptr) (objs + n))
    return list_by_rules (v, o);
  if (g_once_init_enter (&once[v->id]))
    {
      const Entry **l = g_new (const Entry *, n);

      for (guint i = 0; i < n; i++)
        l[i] = list_by_rules (v, &objs[i]);
      lists[v->id] = l;
      g_once_init_leave (&once[v->id], 1);
    }
  return lists[v->id][o - objs];
}

/* mkobj.c nonsensical_obj_material () (EvilHack: invalid_obj_material (),
   without xNetHack's grappling hook and elven iron) */
static gboolean
nonsensical (const NhsVariant *v, const NhsObject *o, const char *mat)
{
  gboolean xnh = v->object_materials == NHS_MATERIALS_XNH;
  gboolean pick = ((o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_TOOL)
                   && is (o->skill, "P_PICK_AXE"))
                  || (xnh && is (o->name, "grappling hook"));

  if (pick && (is (mat, "PLASTIC") || is (mat, "GLASS")))
    return TRUE;
  if ((o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR) && is (mat, "PAPER"))
    return TRUE;
  return xnh && AMONG (o->name, elven_kinds) && is (mat, "IRON");
}

/* a list's whole: xNetHack draws out of 100, EvilHack out of 1000 */
static int
list_total (const NhsVariant *v)
{
  return v->object_materials == NHS_MATERIALS_EVIL ? 1000 : 100;
}

const char *
nhs_lev_init_material (Gen *g, const NhsObject *o, gboolean in_hell)
{
  const Entry *e = list_of (g->variant, o);
  int i;

  if (e == NULL)
    return o->material;
  for (i = rnd (g, list_total (g->variant)); i > e->prob; e++)
    i -= e->prob;
  /* (xNetHack picks no silver from a list in Gehennom) */
  if (e->material == NULL || nonsensical (g->variant, o, e->material)
      || (in_hell && is (e->material, "SILVER") && g->variant->object_materials == NHS_MATERIALS_XNH))
    return o->material;
  return e->material;
}

gboolean
nhs_lev_material_valid (const NhsVariant *v, const NhsObject *o, const char *mat)
{
  const Entry *e;

  if (is (o->material, mat))
    return TRUE;
  if (nonsensical (v, o, mat) || (e = list_of (v, o)) == NULL)
    return FALSE;
  for (int i = list_total (v); i > 0; i -= e->prob, e++)
    if (is (e->material, mat))
      return TRUE;
  return FALSE;
}

/* The window shows a material's word as C_ ("material", word); xgettext
   reads the context from the mark (po/meson.build's NHS_NC_:1c,2), the
   tables hold the word alone */
#define NHS_NC_(context, s) s

/* objclass.h's materials in their order, with mkobj.c matac[] (the armour
   class a piece of it gives) and decl.c materialnm[] (the word objnam.c
   puts before an object's name) */
static const struct {
  const char *key, *word;
  int ac;
} materials[] = {
  { "", NHS_NC_ ("material", "mysterious"), 0 }, { "LIQUID", NHS_NC_ ("material", "liquid"), 0 },
  { "WAX", NHS_NC_ ("material", "wax"), 1 }, { "VEGGY", NHS_NC_ ("material", "organic"), 1 },
  { "FLESH", NHS_NC_ ("material", "flesh"), 3 }, { "PAPER", NHS_NC_ ("material", "paper"), 1 },
  { "CLOTH", NHS_NC_ ("material", "cloth"), 2 }, { "LEATHER", NHS_NC_ ("material", "leather"), 3 },
  { "WOOD", NHS_NC_ ("material", "wooden"), 4 }, { "BONE", NHS_NC_ ("material", "bone"), 4 },
  { "DRAGON_HIDE", NHS_NC_ ("material", "dragonhide"), 10 }, { "IRON", NHS_NC_ ("material", "iron"), 5 },
  { "METAL", NHS_NC_ ("material", "metal"), 5 }, { "COPPER", NHS_NC_ ("material", "copper"), 4 },
  { "SILVER", NHS_NC_ ("material", "silver"), 5 }, { "GOLD", NHS_NC_ ("material", "gold"), 3 },
  { "PLATINUM", NHS_NC_ ("material", "platinum"), 4 }, { "MITHRIL", NHS_NC_ ("material", "mithril"), 6 },
  { "PLASTIC", NHS_NC_ ("material", "plastic"), 3 }, { "GLASS", NHS_NC_ ("material", "glass"), 5 },
  { "GEMSTONE", NHS_NC_ ("material", "gemstone"), 7 }, { "MINERAL", NHS_NC_ ("material", "stone"), 6 },
};

int
nhs_lev_material_index (const char *mat)
{
  for (guint i = 0; i < G_N_ELEMENTS (materials); i++)
    if (is (materials[i].key, mat))
      return (int) i;
  return 0;
}

/* EvilHack's objclass.h materials in their order, with its mkobj.c matac[]
   and decl.c materialnm[] */
static const struct {
  const char *key, *word;
  int ac;
} e_materials[] = {
  { "", NHS_NC_ ("material", "mysterious"), 0 }, { "LIQUID", NHS_NC_ ("material", "liquid"), 0 },
  { "WAX", NHS_NC_ ("material", "wax"), 1 }, { "VEGGY", NHS_NC_ ("material", "organic"), 1 },
  { "FLESH", NHS_NC_ ("material", "flesh"), 3 }, { "PAPER", NHS_NC_ ("material", "paper"), 1 },
  { "CLOTH", NHS_NC_ ("material", "cloth"), 2 }, { "SPIDER_SILK", NHS_NC_ ("material", "spider silk"), 4 },
  { "LEATHER", NHS_NC_ ("material", "leather"), 3 }, { "WOOD", NHS_NC_ ("material", "wooden"), 4 },
  { "BONE", NHS_NC_ ("material", "bone"), 5 }, { "DRAGON_HIDE", NHS_NC_ ("material", "dragonhide"), 8 },
  { "IRON", NHS_NC_ ("material", "iron"), 5 }, { "STEEL", NHS_NC_ ("material", "steel"), 5 },
  { "COPPER", NHS_NC_ ("material", "copper"), 4 }, { "BRONZE", NHS_NC_ ("material", "bronze"), 5 },
  { "SILVER", NHS_NC_ ("material", "silver"), 5 }, { "GOLD", NHS_NC_ ("material", "gold"), 3 },
  { "PLATINUM", NHS_NC_ ("material", "platinum"), 4 }, { "MITHRIL", NHS_NC_ ("material", "mithril"), 6 },
  { "ADAMANTINE", NHS_NC_ ("material", "adamantine"), 7 }, { "PLASTIC", NHS_NC_ ("material", "plastic"), 3 },
  { "GLASS", NHS_NC_ ("material", "glass"), 5 }, { "GEMSTONE", NHS_NC_ ("material", "crystal"), 7 },
  { "MINERAL", NHS_NC_ ("material", "stone"), 6 },
};

static int
e_material_index (const char *mat)
{
  /* (a material drawn from a list is mostly this table's own string:
     its address is tried first, then the names) */
  for (guint i = 0; i < G_N_ELEMENTS (e_materials); i++)
    if (e_materials[i].key == mat)
      return (int) i;
  for (guint i = 0; mat != NULL && i < G_N_ELEMENTS (e_materials); i++)
    if (strcmp (e_materials[i].key, mat) == 0)
      return (int) i;
  return 0;
}

gboolean
nhs_level_evil_material_soft (const char *material)
{
  int i;

  for (i = 0; i < (int) G_N_ELEMENTS (e_materials) && !is (e_materials[i].key, material); i++)
    ;
  return i <= e_material_index ("LEATHER");
}

/* the material of the version's objclass.h number index (NULL: none) */
const char *
nhs_lev_material_key (const NhsVariant *v, int index)
{
  if (v->object_materials == NHS_MATERIALS_EVIL)
    return index > 0 && index < (int) G_N_ELEMENTS (e_materials) ? e_materials[index].key : NULL;
  return index > 0 && index < (int) G_N_ELEMENTS (materials) ? materials[index].key : NULL;
}

const char *
nhs_level_material_word (const NhsVariant *variant, const char *mat)
{
  if (mat == NULL)
    return NULL;
  if (variant->object_materials == NHS_MATERIALS_EVIL)
    {
      return e_materials[e_material_index (mat)].word;
    }
  return materials[nhs_lev_material_index (mat)].word;
}

/* mkobj.c material_bonus (): the armour class a piece made of mat gives
   more than one of its kind's own material, never taking its base below 0
   (1 when mat is a metal: iron to mithril; EvilHack's iron to adamantine,
   by its own matac[]; its barding's extra point is left out) */
int
nhs_lev_material_bonus (const NhsVariant *v, const NhsObject *o, int a_ac, const char *mat)
{
  gboolean evil = v->object_materials == NHS_MATERIALS_EVIL;
  int m = evil ? e_material_index (mat) : nhs_lev_material_index (mat);
  int diff = evil ? e_materials[m].ac - e_materials[e_material_index (o->material)].ac
                  : materials[m].ac - materials[nhs_lev_material_index (o->material)].ac;
  int min_ac = evil ? m >= e_material_index ("IRON") && m <= e_material_index ("ADAMANTINE")
                    : m >= nhs_lev_material_index ("IRON") && m <= nhs_lev_material_index ("MITHRIL");

  return a_ac + diff < min_ac ? min_ac - a_ac : diff;
}

/* What a piece of armour of kind o made of mat (NULL: its kind's) with
   enchantment spe, greatest_erosion () eroded and EvilHack's forged_qual
   worth qual (superior +1, exceptional +2, inferior -2) counts in
   m_dowear ()'s choice and the wearer's armour class. 3.4.3 to 3.7 and
   5.0.0 (hack.h ARM_BONUS ()): a_ac + spe less the erosion, at most a_ac.
   xNetHack and EvilHack (worn.c armor_bonus ()): a_ac with its
   material's bonus less the erosion, not below 0, + spe; EvilHack's also
   + qual (xNetHack has no forged quality: qual is not read). EvilHack's
   dragon-scaled armour's 5 is left to the caller. */
int
nhs_lev_armor_bonus (const NhsVariant *v, const NhsObject *o, const char *mat, int spe, int eroded, int qual)
{
  int bon;

  if (v->object_materials == NHS_MATERIALS_FIXED)
    return o->ac + spe - MIN (eroded, o->ac);
  bon = MAX (o->ac + nhs_lev_material_bonus (v, o, o->ac, mat != NULL ? mat : o->material) - eroded, 0) + spe;
  return v->object_materials == NHS_MATERIALS_EVIL ? bon + qual : bon;
}

/* mkobj.c mkobj_erosions ()'s tests of a material: whether an object
   made of mat is damageable at all (may_generate_eroded ()'s material
   part; FALSE: no die is drawn), and which of the two erosions it takes:
   *burns (burnt, rusty or cracked), *rots (rotted or corroded). 3.7:
   wax to wood but liquid, iron, plastic, glass; wax to wood, iron,
   copper. xNetHack: the first up to bone, the second also silver and
   dragon hide. EvilHack: is_flammable () (up to bone but liquid, or
   plastic) or iron; is_rottable () (up to wood but liquid, bone and
   spider silk) or copper, iron, bronze; glass is damageable but takes
   neither, and no supermaterial (steel, silver, mithril...) any. */
gboolean
nhs_lev_material_erodes (const NhsVariant *v, const char *mat, gboolean *burns, gboolean *rots)
{
  if (v->object_materials == NHS_MATERIALS_EVIL)
    {
      /* the rules below, one bit a material, worked out once: every
         floor object asks, and the names are found by a walk of strcmp () */
      static gsize once;
      static guint32 burn_bits, rot_bits, glass_bit;
      int m = e_material_index (mat);

      G_STATIC_ASSERT (G_N_ELEMENTS (e_materials) <= 32);
      if (g_once_init_enter (&once))
        {
          for (int k = 0; k < (int) G_N_ELEMENTS (e_materials); k++)
            {
              gboolean iron = k == e_material_index ("IRON");

              if ((k >= e_material_index ("WAX") && k <= e_material_index ("BONE"))
                  || k == e_material_index ("PLASTIC") || iron)
                burn_bits |= 1u << k;
              if ((k >= e_material_index ("WAX") && k <= e_material_index ("WOOD")
                   && k != e_material_index ("SPIDER_SILK"))
                  || iron || k == e_material_index ("COPPER") || k == e_material_index ("BRONZE"))
                rot_bits |= 1u << k;
            }
          glass_bit = 1u << e_material_index ("GLASS");
          g_once_init_leave (&once, 1);
        }
      *burns = (burn_bits >> m) & 1;
      *rots = (rot_bits >> m) & 1;
      return *burns || *rots || (glass_bit >> m) & 1;
    }
  else
    {
      gboolean xnh = v->object_materials == NHS_MATERIALS_XNH;
      int m = nhs_lev_material_index (mat);
      gboolean iron = m == nhs_lev_material_index ("IRON");

      *burns = (m >= nhs_lev_material_index ("WAX") && m <= nhs_lev_material_index (xnh ? "BONE" : "WOOD")) || iron
               || m == nhs_lev_material_index ("PLASTIC") || m == nhs_lev_material_index ("GLASS");
      *rots = (m >= nhs_lev_material_index ("WAX") && m <= nhs_lev_material_index ("WOOD")) || iron
              || m == nhs_lev_material_index ("COPPER")
              || (xnh && (m == nhs_lev_material_index ("SILVER") || m == nhs_lev_material_index ("DRAGON_HIDE")));
      return *burns || *rots;
    }
}

/* objclass.h force_material_name (): kinds whose name always carries
   their material (the gloves once their name is known, as ours are);
   EvilHack's objnam.c's */
static const char *const named_with_material[] = {
  "light armor", "studded armor", "jacket", "plain cloak", "figurine", "statue", "gloves",
};
static const char *const e_named_with_material[] = {
  "armor", "studded armor", "jacket", "cloak", "bracers", "gloves", "gauntlets",
};

char *
nhs_level_item_name (const NhsVariant *variant,
                     const char       *name,
                     const char       *material)
{
  /* (a statue is named with its monster: "statue of a dwarf"; xNetHack
     says its material, EvilHack not) */
  gboolean evil = variant->object_materials == NHS_MATERIALS_EVIL;
  gboolean statue = g_str_has_prefix (name, "statue of ");
  const NhsObject *o = material ? nhs_object_lookup (variant, statue ? "statue" : name) : NULL;
  gboolean forced = evil ? AMONG (name, e_named_with_material) : statue || AMONG (name, named_with_material);

  /* objnam.c xname (): the material's word first when it is not the
     kind's own, or the kind always says it */
  if (o != NULL && (forced || (!statue && !is (o->material, material))))
    return g_strdup_printf ("%s %s", nhs_level_material_word (variant, material), name);
  return g_strdup (name);
}
