/* nhs-level-object.c: the objects a level's des file places (mkobj.c)
 *
 * Written from reading mkobj.c's mkobj () and o_init.c's setgemprobs () as
 * 3.6.7 and EvilHack 0.9.3 have them: a random object's class is drawn
 * from a table of percentages (Gehennom's own in Gehennom), then its kind
 * from its class by each kind's oc_prob (rnd (the class's total), the
 * kinds in objects[] order). The gems' chances depend on the level:
 * setgemprobs () (called by makelevel ()'s oinit ()) gives the first
 * 9 - ledger / 3 precious gems none and the rest (171 + k) / m each (k
 * their place among the m left, rounded down); in Gehennom the ledger
 * number is the depth (the Dungeons of Doom come first), so from depth 27
 * on every precious gem can be made. The kinds' chances are the version's
 * object data (data/objects-<key>.json "prob"); a version without them
 * makes no object.
 *
 * What mksobj () then does to the object (enchantment, curses, erosion,
 * a box's contents) is left out, and so are its dice, but for the
 * artifact: mkobj () passes on its artif, which makes a weapon or a piece
 * of armour an artifact 1 time in NhsVariant.floor_artifact_weapon or
 * floor_artifact_armor (EvilHack's rn2 (30) and rn2 (40)), then artifact.c
 * mk_artifact (otmp, A_NONE) (nhs_lev_mk_artifact ()), and do_name.c
 * oname () gives it the artifact's material (the kind's own when it names
 * none). EvilHack (NhsVariant.floor_object_properties) also draws the
 * object's material first (init_obj_material (), kept: but for a wand's,
 * a ring's or a magic spellbook's, whose material comes with its shuffled
 * appearance), a weapon's poison or taint (nhs_lev_evil_poison ()), where
 * the artifact's die did not come up the object property: a weapon's
 * when rn2 (175) < level_difficulty () / 2, a piece of armour's, a sling
 * bullet's and a barding's 1 time in 150, then artifact.c create_oprop ()
 * (nhs_lev_create_oprop ()); then, for any object that is no artifact,
 * mkobj_erosions () (nhs_lev_evil_may_erode (), nhs_lev_erosions ()) and
 * mkobj_quality () (nhs_lev_evil_quality ()), all kept. The enchantment
 * and curse are not drawn (nothing shown depends on them).
 *
 * Traps' objects (nhs-level-trap.c) come here too: a statue trap's statue.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-object.h"

#define NHS_N_(s) s

typedef struct {
  int prob;
  NhsObjectClass oclass;
} ClassProb;

/* mkobj.c's mkobjprobs[] and hellprobs[] (the same in 3.4.3, 3.6.7 and
   EvilHack 0.9.3); each sums to 100 */
static const ClassProb mkobj_probs[] = {
  { 10, NHS_OC_WEAPON }, { 10, NHS_OC_ARMOR }, { 20, NHS_OC_FOOD }, { 8, NHS_OC_TOOL },
  { 8, NHS_OC_GEM },     { 16, NHS_OC_POTION }, { 16, NHS_OC_SCROLL }, { 4, NHS_OC_SPBOOK },
  { 4, NHS_OC_WAND },    { 3, NHS_OC_RING },    { 1, NHS_OC_AMULET },
};
static const ClassProb hell_probs[] = {
  { 20, NHS_OC_WEAPON }, { 20, NHS_OC_ARMOR }, { 16, NHS_OC_FOOD }, { 12, NHS_OC_TOOL },
  { 10, NHS_OC_GEM },    { 1, NHS_OC_POTION },  { 1, NHS_OC_SCROLL }, { 8, NHS_OC_WAND },
  { 8, NHS_OC_RING },    { 4, NHS_OC_AMULET },
};

/* def_oc_syms[]: the class's symbol in the default symbol set */
static const char class_symbol[NHS_OC_N_CLASSES] = {
  ')', '[', '=', '"', '(', '%', '!', '?', '+', '/', '$', '*', '`', '0', '_', '.',
};

/* A precious gem: the gems setgemprobs () sets (objects[] from the class's
   first up to LAST_GEM, the last gemstone before the worthless glass) */
static gboolean
precious_gem (const NhsObject *o)
{
  return o->oclass == NHS_OC_GEM && g_strcmp0 (o->material, "GEMSTONE") == 0;
}

/* Where the precious gems are in the version's objects: the first one's
   index and how many */
typedef struct {
  guint first, m;
} Gems;

static Gems
find_gems (const NhsObject *objs, guint n)
{
  Gems gems = { 0, 0 };

  while (gems.first < n && !precious_gem (&objs[gems.first]))
    gems.first++;
  while (gems.first + gems.m < n && precious_gem (&objs[gems.first + gems.m]))
    gems.m++;
  return gems;
}

/* What mkobj () reads of a version's objects, worked out once: each
   class's kinds (objects[] holds them together, the classes in
   NhsObjectClass order), the sum of their chances (the gems' depend on
   the level: not summed), and which kinds are precious gems */
typedef struct {
  guint first[NHS_OC_N_CLASSES], end[NHS_OC_N_CLASSES];
  int total[NHS_OC_N_CLASSES];
  guint8 *precious;   /* by kind */
  /* by kind: TRUE when nhs_object_lookup () of its name finds that very
     kind (every kind with a chance, unless a name were given twice), so
     that mkobj () takes the kind it drew instead of looking its name up */
  guint8 *found_by_name;
  /* by kind: the chances of its class's kinds up to it, summed, for a
     binary search of the walk's stop; sorted[c]: no chance in class c is
     negative, so the sums never fall (else the walk is taken) */
  int *upto;
  gboolean sorted[NHS_OC_N_CLASSES];
  /* by kind: what EvilHack's floor objects ask of it by its name (TRAIT_*) */
  guint8 *traits;
  Gems gems;
  /* rnd_class (DILITHIUM_CRYSTAL, LUCKSTONE - 1)'s kinds: from the
     dilithium crystal to the kind before the luckstone (0, 0: none) */
  guint rnd_gem_first, rnd_gem_last;
} Kinds;

/* what obj.h's tests by name say of a kind, worked out once per version
   (every EvilHack floor object asks several, each a walk of strcmp ()) */
enum {
  TRAIT_BARDING = 1 << 0,      /* is_barding () */
  TRAIT_BODY_PART = 1 << 1,    /* body_part () */
  TRAIT_MAY_ERODE = 1 << 2,    /* nhs_lev_evil_may_erode () */
  TRAIT_POISONABLE = 1 << 3,   /* nhs_lev_evil_poisonable () */
  TRAIT_DROW = 1 << 4,         /* nhs_lev_evil_drow_weapon () */
  TRAIT_SLING_BULLET = 1 << 5, /* the sling bullet */
};

static guint8 traits_by_rules (const NhsObject *o);
static guint traits (const NhsVariant *v, const NhsObject *o);

static Kinds kinds_of[NHS_N_VARIANTS];
static gsize kinds_once[NHS_N_VARIANTS];

static const Kinds *
kinds_for (const NhsVariant *v, const NhsObject *objs, guint n)
{
  if (g_once_init_enter (&kinds_once[v->id]))
    {
      Kinds *k = &kinds_of[v->id];

      k->precious = g_new0 (guint8, n);
      k->found_by_name = g_new0 (guint8, n);
      k->traits = g_new0 (guint8, n);
      for (guint i = 0; i < n; i++)
        {
          k->traits[i] = traits_by_rules (&objs[i]);
          k->precious[i] = precious_gem (&objs[i]);
          k->found_by_name[i] = nhs_object_lookup (v, objs[i].name) == &objs[i];
        }
      k->gems = find_gems (objs, n);
      for (int c = 0; c < NHS_OC_N_CLASSES; c++)
        {
          k->first[c] = k->end[c] = 0;
          k->total[c] = 0;
        }
      for (guint i = n; i-- > 0;)
        k->first[objs[i].oclass] = i;
      for (int c = 0; c < NHS_OC_N_CLASSES; c++)
        k->sorted[c] = TRUE;
      k->upto = g_new0 (int, n);
      for (guint i = 0; i < n; i++)
        {
          k->end[objs[i].oclass] = i + 1;
          k->total[objs[i].oclass] += objs[i].prob;
          k->upto[i] = k->total[objs[i].oclass];
          if (objs[i].prob < 0)
            k->sorted[objs[i].oclass] = FALSE;
        }
      {
        guint first = 0, last;

        while (first < n && g_strcmp0 (objs[first].name, "dilithium crystal") != 0)
          first++;
        last = first;
        while (last < n && g_strcmp0 (objs[last].name, "luckstone") != 0)
          last++;
        k->rnd_gem_first = k->rnd_gem_last = 0;
        if (first < n && last < n && last != first)
          {
            k->rnd_gem_first = first;
            k->rnd_gem_last = last - 1;
          }
      }
      g_once_init_leave (&kinds_once[v->id], 1);
    }
  return &kinds_of[v->id];
}

/* The chance of kind i in its class at this ledger number (setgemprobs ()
   for the precious gems, else oc_prob) */
static int
kind_prob (const NhsObject *objs, const Kinds *kinds, guint i, int ledger)
{
  const Gems *gems = &kinds->gems;
  guint k, zeroed;

  if (!kinds->precious[i])
    return objs[i].prob;
  zeroed = ledger / 3 >= 9 ? 0 : (guint) (9 - ledger / 3);
  k = i - gems->first;
  if (k < zeroed || zeroed >= gems->m)
    return 0;
  return (int) ((171 + k - zeroed) / (gems->m - zeroed));
}

/* mkobj.c mkobj (oclass)'s kind: each of the class's kinds by its
   probability (a gem's by the level's setgemprobs ()): its index in the
   version's objects, -1 when the class has none */
static int
rnd_kind_index (Gen *g, int oclass, const NhsObject **objs_out)
{
  guint n = 0, pick, first;
  const NhsObject *objs = *objs_out = nhs_objects (g->variant, &n);
  int total = 0, prob;
  const Kinds *kinds;

  if (n == 0 || objs[0].prob < 0)
    return -1;
  /* the class's kinds, and (but for the gems) the sum of their chances,
     worked out once */
  kinds = kinds_for (g->variant, objs, n);
  first = kinds->first[oclass];
  if (oclass == NHS_OC_GEM)
    for (guint i = first; i < kinds->end[oclass]; i++)
      total += kind_prob (objs, kinds, i, g->depth);
  else
    total = kinds->total[oclass];
  if (total <= 0)
    return -1;
  prob = rnd (g, total);
  pick = first;
  if (oclass == NHS_OC_GEM)
    while ((prob -= kind_prob (objs, kinds, pick, g->depth)) > 0)
      pick++;
  else if (kinds->sorted[oclass])
    {
      /* the walk below stops at the first kind whose sum reaches prob
         (the last one's is the total); halving without a branch, which
         the random prob would mispredict */
      const int *at = kinds->upto + first;

      for (guint len = kinds->end[oclass] - first; len > 1;)
        {
          guint half = len / 2;

          at += half & -(guint) (at[half - 1] < prob);
          len -= half;
        }
      pick = (guint) (at - kinds->upto);
    }
  else
    while ((prob -= objs[pick].prob) > 0)
      pick++;
  return (int) pick;
}

const char *
nhs_lev_rnd_kind (Gen *g, int oclass)
{
  const NhsObject *objs;
  int i = rnd_kind_index (g, oclass, &objs);

  return i < 0 ? NULL : objs[i].name;
}

int
nhs_lev_rnd_class (Gen *g, gboolean in_hell)
{
  const ClassProb *t = in_hell ? hell_probs : mkobj_probs;
  int tprob = rnd (g, 100);

  while ((tprob -= t->prob) > 0)
    t++;
  return t->oclass;
}

const NhsArtifact *
nhs_lev_mk_artifact (Gen *g, const char *kind)
{
  guint n_all, n = 0;
  const NhsArtifact *all = nhs_artifacts (g->variant, &n_all);
  guint eligible[64];

  g_assert (n_all <= 64);
  for (guint m = 0; m < n_all; m++)
    if (!(g->artifacts_made & (G_GUINT64_CONSTANT (1) << m)) && !(all[m].flags & NHS_ART_NOGEN)
        && strcmp (all[m].kind, kind) == 0)
      eligible[n++] = m;
  if (n == 0)
    return NULL;
  n = eligible[rn2 (g, n)];
  g->artifacts_made |= G_GUINT64_CONSTANT (1) << n;
  return &all[n];
}

/* obj.h's kinds create_oprop () treats apart, by the kind's skill
   (objects[].oc_skill) or name */
static gboolean
skill_among (const NhsObject *o, const char *const *skills, guint n)
{
  for (guint k = 0; k < n; k++)
    if (g_strcmp0 (o->skill, skills[k]) == 0)
      return TRUE;
  return FALSE;
}

/* is_launcher (): a weapon of skill P_BOW to P_CROSSBOW */
static gboolean
is_launcher (const NhsObject *o)
{
  static const char *const s[] = { "P_BOW", "P_SLING", "P_CROSSBOW" };

  return o->oclass == NHS_OC_WEAPON && skill_among (o, s, G_N_ELEMENTS (s));
}

/* is_ammo () (-P_CROSSBOW to -P_BOW), is_missile () (-P_BOOMERANG to
   -P_DART) or is_bullet () (the sling bullet, a gem) */
static gboolean
is_thrown (const NhsObject *o)
{
  static const char *const s[] = {
    "-P_BOW", "-P_SLING", "-P_CROSSBOW", "-P_DART", "-P_SHURIKEN", "-P_BOOMERANG",
  };

  return ((o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_GEM || o->oclass == NHS_OC_TOOL)
          && skill_among (o, s, G_N_ELEMENTS (s)))
         || strcmp (o->name, "sling bullet") == 0;
}

/* is_barding () */
static gboolean
is_barding (const NhsObject *o)
{
  static const char *const kinds[] = { "barding", "spiked barding", "barding of reflection", "runed barding" };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (strcmp (o->name, kinds[k]) == 0)
      return TRUE;
  return FALSE;
}

/* a weapon or is_weptool () (a tool with a skill) */
static gboolean
is_weapon_like (const NhsObject *o)
{
  return o->oclass == NHS_OC_WEAPON || (o->oclass == NHS_OC_TOOL && o->skill && o->skill[0] != '\0');
}

/* a part of a monster's body, made when it dies: no property, erosion
   nor quality */
static gboolean
body_part (const NhsObject *o)
{
  return strcmp (o->name, "worm tooth") == 0 || strcmp (o->name, "unicorn horn") == 0
         || strcmp (o->name, "crysknife") == 0;
}

gboolean
nhs_lev_evil_poisonable (const NhsObject *o)
{
  return o->oclass == NHS_OC_WEAPON && !is_launcher (o)
         && (o->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS)) != NHS_OBJ_WHACKS;
}

gboolean
nhs_lev_evil_drow_weapon (const NhsObject *o)
{
  static const char *const kinds[] = {
    "dark elven arrow", "dark elven crossbow bolt", "dark elven hand crossbow", "dark elven spear",
    "dark elven dagger", "dark elven short sword", "dark elven broadsword", "dark elven bow",
    "dark elven long sword", "dark elven mace", "dark elven heavy mace",
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (strcmp (o->name, kinds[k]) == 0)
      return TRUE;
  return FALSE;
}

void
nhs_lev_evil_poison (Gen *g, const NhsObject *o, gboolean *poisoned, gboolean *tainted)
{
  gboolean p = FALSE, t = FALSE;

  guint kt = traits (g->variant, o);

  if (kt & TRAIT_POISONABLE)
    {
      p = !rn2 (g, 100);
      if (!p && (kt & TRAIT_DROW))
        t = !rn2 (g, 100);
    }
  if (poisoned)
    *poisoned = p;
  if (tainted)
    *tainted = t;
}

gboolean
nhs_lev_evil_forgeable (const char *mat)
{
  static const char *const forged[] = {
    "IRON", "STEEL", "COPPER", "BRONZE", "SILVER", "GOLD", "PLATINUM", "MITHRIL", "ADAMANTINE", "GEMSTONE",
  };

  for (guint k = 0; k < G_N_ELEMENTS (forged); k++)
    if (g_strcmp0 (mat, forged[k]) == 0)
      return TRUE;
  return FALSE;
}

static gboolean is_barding (const NhsObject *o);

NhsForgedQuality
nhs_lev_evil_quality (Gen *g, const NhsObject *o, const char *mat)
{
  guint t = traits (g->variant, o);

  if ((o->oclass != NHS_OC_WEAPON && o->oclass != NHS_OC_ARMOR && !(t & TRAIT_BARDING))
      || (t & TRAIT_BODY_PART)
      || (o->flags & NHS_OBJ_MAGIC) || !nhs_lev_evil_forgeable (mat != NULL ? mat : o->material)
      || rn2 (g, 80))
    return NHS_FQ_NORMAL;
  return rn2 (g, 8) ? NHS_FQ_SUPERIOR : rn2 (g, 2) ? NHS_FQ_EXCEPTIONAL : NHS_FQ_INFERIOR;
}

gboolean
nhs_lev_evil_may_erode (const NhsObject *o)
{
  switch (o->oclass)
    {
    case NHS_OC_WEAPON:
    case NHS_OC_ARMOR:
    case NHS_OC_AMULET:
    case NHS_OC_RING:
    case NHS_OC_WAND:
      break;
    case NHS_OC_TOOL:
      /* (erosion_matters () falls through from the tools to the weapons) */
      if (strcmp (o->name, "tallow candle") == 0 || strcmp (o->name, "wax candle") == 0)
        return FALSE;
      break;
    case NHS_OC_GEM:
      if (strcmp (o->name, "sling bullet") != 0)
        return FALSE;
      break;
    default:
      /* (food erodes, but is never made rotten; balls and chains are
         never a random object) */
      return FALSE;
    }
  return !body_part (o);
}

static guint8
traits_by_rules (const NhsObject *o)
{
  return (is_barding (o) ? TRAIT_BARDING : 0) | (body_part (o) ? TRAIT_BODY_PART : 0)
         | (nhs_lev_evil_may_erode (o) ? TRAIT_MAY_ERODE : 0)
         | (nhs_lev_evil_poisonable (o) ? TRAIT_POISONABLE : 0)
         | (nhs_lev_evil_drow_weapon (o) ? TRAIT_DROW : 0)
         | (strcmp (o->name, "sling bullet") == 0 ? TRAIT_SLING_BULLET : 0);
}

/* the kind's traits: from the table when it is one of the version's
   objects */
static guint
traits (const NhsVariant *v, const NhsObject *o)
{
  guint n = 0;
  const NhsObject *objs = nhs_objects (v, &n);
  guintptr at = (guintptr) o;

  if (n == 0 || at < (guintptr) objs || at >= (guintptr) (objs + n))
    return traits_by_rules (o);
  return kinds_for (v, objs, n)->traits[o - objs];
}

gboolean
nhs_lev_material_shuffled (const NhsObject *o)
{
  return o->oclass == NHS_OC_WAND || o->oclass == NHS_OC_RING
         || (o->oclass == NHS_OC_SPBOOK && (o->flags & NHS_OBJ_MAGIC) && !(o->flags & NHS_OBJ_UNIQUE));
}

const char *
nhs_lev_appearance_material (Gen *g, const NhsObject *o)
{
  const NhsVariant *v = g->variant;
  const NhsObject *all = nhs_objects (v, NULL);
  guint first, run, nameless, k;

  if (!nhs_object_appearances (v, o, &first, &run, &nameless))
    return o->material;
  k = (guint) rn2 (g, (int) (run + nameless));
  return k < run ? all[first + k].material : v->muse_wand_nameless_materials[k - run];
}

guint
nhs_lev_oprop_props (Gen *g, const NhsObject *o, const char *mat, gboolean detrimental, guint props)
{
  const guint bad = NHS_OPROP_FUMBLING | NHS_OPROP_HUNGER;
  gboolean weapon = o == NULL || is_weapon_like (o);
  gboolean launcher = o != NULL && is_launcher (o), thrown = o != NULL && is_thrown (o);
  gboolean barding = o != NULL && is_barding (o);

  if (o != NULL && mat == NULL)
    mat = o->material;
  while (!props || !rn2 (g, 100000))
    {
      guint j = 1u << rn2 (g, NHS_N_OPROPS);

      if ((props & j) || ((j & bad) && !detrimental)
          || (weapon && (j & (NHS_OPROP_DRAIN | bad | NHS_OPROP_OILSKIN)))
          || (launcher && (j & (NHS_OPROP_DAMAGE | NHS_OPROP_OILSKIN)))
          || (thrown && (j & (NHS_OPROP_DRAIN | NHS_OPROP_OILSKIN | NHS_OPROP_TELEPATHY
                              | NHS_OPROP_EXCELLENCE | NHS_OPROP_SEARCHING | NHS_OPROP_WARNING | bad)))
          || ((props & NHS_OPROP_DAMAGE) && (j & NHS_OPROP_DAMAGE))
          || ((j & NHS_OPROP_OILSKIN)
              && (g_strcmp0 (mat, "CLOTH") != 0 || (o != NULL && strcmp (o->name, "oilskin cloak") == 0)))
          || (o != NULL && (j & NHS_OPROP_TELEPATHY) && g_strcmp0 (o->slot, "helm") == 0)
          || (barding && (j & (NHS_OPROP_OILSKIN | NHS_OPROP_EXCELLENCE | NHS_OPROP_SEARCHING
                               | NHS_OPROP_WARNING | bad))))
        continue;
      props |= j;
    }
  return props;
}

/* create_oprop (obj, detrimental) of an object of kind o made of mat that
   is no artifact (the caller's test): none for a unique kind, a part of a
   monster's body (worm tooth, unicorn horn, crysknife), 9 times in 10
   (rn2 (10)) a magic kind, dragon scales and anything but a weapon, a
   weapon-tool, a sling bullet, a barding or armour; else
   nhs_lev_oprop_props (). Its enchantment and curse after (1 time in 8,
   or with fumbling or hunger) are not drawn here: a floor object's are not
   kept (the statues' draw them, nhs-level-minvent.c). */
guint
nhs_lev_create_oprop (Gen *g, const NhsObject *o, const char *mat, gboolean detrimental)
{
  if ((o->flags & NHS_OBJ_UNIQUE) || body_part (o))
    return 0;
  if ((o->flags & NHS_OBJ_MAGIC) && rn2 (g, 10))
    return 0;
  if (g_str_has_suffix (o->name, " dragon scales") || g_str_has_suffix (o->name, " dragon scale mail"))
    return 0;
  if (!is_weapon_like (o) && strcmp (o->name, "sling bullet") != 0 && !is_barding (o)
      && o->oclass != NHS_OC_ARMOR)
    return 0;
  return nhs_lev_oprop_props (g, o, mat, detrimental, 0);
}

static const struct {
  const char *key, *weapon, *armor;
} oprop_names[NHS_N_OPROPS] = {
  /* objnam.c propnames ()'s words, said our way */
  { "fire", NHS_N_ ("fire damage"), NHS_N_ ("fire resistance") },
  { "frost", NHS_N_ ("cold damage"), NHS_N_ ("cold resistance") },
  { "shock", NHS_N_ ("shock damage"), NHS_N_ ("shock resistance") },
  { "venom", NHS_N_ ("poison damage"), NHS_N_ ("poison resistance") },
  { "drain", NHS_N_ ("life draining"), NHS_N_ ("drain resistance") },
  { "oilskin", NHS_N_ ("oilskin (always greased)"), NHS_N_ ("oilskin (always greased)") },
  { "telepathy", NHS_N_ ("telepathy"), NHS_N_ ("telepathy") },
  { "searching", NHS_N_ ("automatic searching"), NHS_N_ ("automatic searching") },
  { "warning", NHS_N_ ("warning"), NHS_N_ ("warning") },
  { "excellence", NHS_N_ ("excellence (luck and charisma)"), NHS_N_ ("excellence (luck and charisma)") },
  { "fumbling", NHS_N_ ("fumbling"), NHS_N_ ("fumbling") },
  { "hunger", NHS_N_ ("hunger"), NHS_N_ ("hunger") },
};

static int
oprop_index (guint prop)
{
  for (int k = 0; k < NHS_N_OPROPS; k++)
    if (prop == 1u << k)
      return k;
  return -1;
}

const char *
nhs_level_oprop_key (guint prop)
{
  int k = oprop_index (prop);

  return k < 0 ? NULL : oprop_names[k].key;
}

const char *
nhs_level_oprop_words (guint prop, gboolean weapon)
{
  int k = oprop_index (prop);

  return k < 0 ? NULL : weapon ? oprop_names[k].weapon : oprop_names[k].armor;
}

const char *
nhs_level_quality_key (NhsForgedQuality quality)
{
  /* Translators: an EvilHack floor object's forged quality (objnam.c's
     "inferior", "superior", "exceptional"), in parentheses after its
     name: "long sword (superior)" */
  switch (quality)
    {
    case NHS_FQ_INFERIOR:
      return NHS_N_ ("inferior");
    case NHS_FQ_SUPERIOR:
      return NHS_N_ ("superior");
    case NHS_FQ_EXCEPTIONAL:
      return NHS_N_ ("exceptional");
    case NHS_FQ_NORMAL:
    default:
      return NULL;
    }
}

const char *
nhs_level_erosion_words (const char *mat, gboolean second, int degree)
{
  /* Translators: an EvilHack floor object's erosion (objnam.c's words),
     in parentheses after its name: "mace (very rusty)" */
  /* objnam.c add_erosion_words (): the first erosion is rust on iron, else
     burning (food's decay: never made so); the second corrosion on copper,
     iron and bronze, else rot (glass, fractured, takes none when made) */
  static const char *const words[4][3] = {
    { NHS_N_ ("rusty"), NHS_N_ ("very rusty"), NHS_N_ ("thoroughly rusty") },
    { NHS_N_ ("burnt"), NHS_N_ ("very burnt"), NHS_N_ ("thoroughly burnt") },
    { NHS_N_ ("corroded"), NHS_N_ ("very corroded"), NHS_N_ ("thoroughly corroded") },
    { NHS_N_ ("rotted"), NHS_N_ ("very rotted"), NHS_N_ ("thoroughly rotted") },
  };
  int row;

  if (degree < 1 || degree > 3)
    return NULL;
  if (!second)
    row = g_strcmp0 (mat, "IRON") == 0 ? 0 : 1;
  else
    row = g_strcmp0 (mat, "IRON") == 0 || g_strcmp0 (mat, "COPPER") == 0 || g_strcmp0 (mat, "BRONZE") == 0 ? 2 : 3;
  return words[row][degree - 1];
}

/* mksobj (otyp, TRUE, TRUE)'s artifact for the object just made, of
   class oclass and kind name (see the top of this file); TRUE when the
   artifact's die came up (mk_artifact () was called, whether or not it
   found one), which takes the place of EvilHack's object property */
static gboolean
floor_artifact (Gen *g, int oclass, const char *name)
{
  const NhsVariant *v = g->variant;
  int one_in = oclass == NHS_OC_WEAPON ? v->floor_artifact_weapon
               : oclass == NHS_OC_ARMOR ? v->floor_artifact_armor : 0;
  NhsLevelObject *o = &g->lev->objects[g->lev->n_objects - 1];
  const NhsArtifact *a;

  if (one_in <= 0 || v->artifacts == NHS_ARTIFACTS_NONE || rn2 (g, one_in))
    return FALSE;
  if ((a = nhs_lev_mk_artifact (g, name)) == NULL)
    return TRUE;
  o->artifact = a->name;
  if (a->material)
    o->material = a->material;
  else
    {
      const NhsObject *kind = nhs_object_lookup (v, name);

      o->material = kind ? kind->material : NULL;
    }
  return TRUE;
}

/* EvilHack's mksobj (): the object property of the object just made, of
   class oclass and kind name, made of mat (NhsVariant.floor_object_properties);
   artifact: the artifact's die came up */
static void
floor_oprop (Gen *g, int oclass, const NhsObject *kind, const char *name, const char *mat,
             gboolean artifact)
{
  NhsLevelObject *o = &g->lev->objects[g->lev->n_objects - 1];
  gboolean made;

  if (kind == NULL || artifact)
    return;
  if (oclass == NHS_OC_WEAPON)
    made = rn2 (g, 175) < g->depth / 2;   /* (level_difficulty ()) */
  else if (oclass == NHS_OC_ARMOR
           || (traits (g->variant, kind) & (TRAIT_SLING_BULLET | TRAIT_BARDING)))
    made = !rn2 (g, 150);
  else
    return;
  /* (a barding's never fumbling nor hunger) */
  if (made)
    o->props = nhs_lev_create_oprop (g, kind, mat, !(traits (g->variant, kind) & TRAIT_BARDING));
}

gboolean
nhs_lev_mkobj (Gen *g, int oclass, gboolean in_hell, int x, int y)
{
  guint n = 0;
  const NhsObject *objs = nhs_objects (g->variant, &n);
  NhsLevel *lev = g->lev;
  const char *name;
  int i;

  /* a full list rolls no dice */
  if (n == 0 || objs[0].prob < 0 || lev->n_objects >= (int) G_N_ELEMENTS (lev->objects))
    return FALSE;
  if (oclass < 0)
    oclass = nhs_lev_rnd_class (g, in_hell);
  if ((i = rnd_kind_index (g, oclass, &objs)) < 0)
    return FALSE;
  name = objs[i].name;
  if (!nhs_lev_add_object (g, x, y, oclass, name))
    return FALSE;
  if (g->variant->floor_object_properties)
    {
      /* mksobj ()'s init_obj_material () first: the material decides
         whether the object may be oilskin (not said on the floor, where
         only an artifact's is) */
      const NhsObject *kind = kinds_for (g->variant, objs, n)->found_by_name[i]
                              ? &objs[i] : nhs_object_lookup (g->variant, name);
      const char *mat = kind ? nhs_lev_init_material (g, kind, in_hell) : NULL;
      NhsLevelObject *o = &lev->objects[lev->n_objects - 1];

      if (kind != NULL && !nhs_lev_material_shuffled (kind))
        o->material = mat;
      if (kind != NULL && oclass == NHS_OC_WEAPON)
        nhs_lev_evil_poison (g, kind, &o->poisoned, &o->tainted);
      floor_oprop (g, oclass, kind, name, mat, floor_artifact (g, oclass, name));
      /* then, whatever the class, mkobj_erosions () and mkobj_quality ()
         of an object that is no artifact (its material is the
         artifact's now) */
      if (kind != NULL && o->artifact == NULL)
        {
          /* (a ring's or wand's material is its shuffled appearance's,
             not said: its erosion goes by one drawn for this game,
             nhs_lev_appearance_material (), kept for the erosion's words) */
          if (kind->oclass == NHS_OC_RING || kind->oclass == NHS_OC_WAND)
            mat = o->appearance_material = nhs_lev_appearance_material (g, kind);
          if ((traits (g->variant, kind) & TRAIT_MAY_ERODE) && mat != NULL)
            nhs_lev_erosions_kept (g, mat, &o->eroded, &o->eroded2, &o->erodeproof, &o->greased);
          o->quality = nhs_lev_evil_quality (g, kind, mat);
        }
    }
  else
    floor_artifact (g, oclass, name);
  return TRUE;
}

/* rnd_class () over objs[first..last]: by their chances (a gem's by
   setgemprobs ()), each as likely when they sum to 0 */
static const char *
rnd_range (Gen *g, const NhsObject *objs, const Kinds *kinds, guint first, guint last)
{
  int sum = 0, x;
  guint i;

  for (i = first; i <= last; i++)
    sum += kind_prob (objs, kinds, i, g->depth);
  if (sum <= 0)
    return objs[rn1 (g, (int) (last - first + 1), (int) first)].name;
  x = rnd (g, sum);
  for (i = first; i < last; i++)
    if ((x -= kind_prob (objs, kinds, i, g->depth)) <= 0)
      break;
  return objs[i].name;
}

const char *
nhs_lev_rnd_gem (Gen *g)
{
  guint n = 0, first = 0, last;
  const NhsObject *objs = nhs_objects (g->variant, &n);
  const Kinds *kinds;

  if (n == 0 || objs[0].prob < 0)
    return NULL;
  /* (the kinds' range is found once, not at every call) */
  kinds = kinds_for (g->variant, objs, n);
  first = kinds->rnd_gem_first;
  last = kinds->rnd_gem_last;
  if (first == 0 && last == 0)
    return NULL;
  return rnd_range (g, objs, kinds, first, last);
}

void
nhs_lev_object_span (const NhsVariant *v, const char *first, const char *last, guint *a, guint *b)
{
  guint n = 0;
  const NhsObject *objs = nhs_objects (v, &n);
  const NhsObject *f = first != NULL ? nhs_object_lookup (v, first) : NULL;
  const NhsObject *l = last != NULL ? nhs_object_lookup (v, last) : NULL;

  /* (names are unique: each looks up to its own entry, test-objects) */
  *a = f != NULL && g_strcmp0 (f->name, first) == 0 ? (guint) (f - objs) : n;
  *b = l != NULL && g_strcmp0 (l->name, last) == 0 && l >= objs + *a ? (guint) (l - objs) : n;
}

/* mkobj.c rnd_class (first, last) by the kinds' names (NULL when either
   is not in the version's objects) */
const char *
nhs_lev_rnd_class_between (Gen *g, const char *first, const char *last)
{
  guint n = 0, a = 0, b;
  const NhsObject *objs = nhs_objects (g->variant, &n);

  if (n == 0 || objs[0].prob < 0)
    return NULL;
  nhs_lev_object_span (g->variant, first, last, &a, &b);
  return b < n ? rnd_range (g, objs, kinds_for (g->variant, objs, n), a, b) : NULL;
}

/* an object of a given kind and name (a statue "statue of a gnome lord"):
   the name lives as long as the program */
gboolean
nhs_lev_add_object (Gen *g, int x, int y, int oclass, const char *name)
{
  NhsLevel *lev = g->lev;
  NhsLevelObject *o;

  if (lev->n_objects >= (int) G_N_ELEMENTS (lev->objects))
    return FALSE;
  o = &lev->objects[lev->n_objects++];
  o->x = x;
  o->y = y;
  o->symbol = class_symbol[oclass];
  o->name = name;
  o->class_key = nhs_object_class_key ((NhsObjectClass) oclass);
  o->phase = g->phase;
  o->contents_known = NHS_CONTENTS_NOT_SAID;
  o->n_contents = 0;
  o->material = NULL;
  o->artifact = NULL;
  o->props = 0;
  memset (o->contents_props, 0, sizeof o->contents_props);
  o->poisoned = o->tainted = FALSE;
  o->eroded = o->eroded2 = 0;
  o->erodeproof = o->greased = FALSE;
  o->appearance_material = NULL;
  o->quality = NHS_FQ_NORMAL;
  for (int k = 0; k < NHS_LEVEL_MAX_CONTENTS; k++)
    o->contents_quality[k] = NHS_FQ_NORMAL;
  return TRUE;
}

int
nhs_level_n_objects (const NhsLevel *level)
{
  return level->n_objects;
}

const NhsLevelObject *
nhs_level_object (const NhsLevel *level,
                  int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_objects, NULL);
  return &level->objects[i];
}

int
nhs_level_boulders_at (const NhsLevel *level,
                       int             x,
                       int             y)
{
  const NhsSquare *s = nhs_level_square (level, x, y);
  int n;

  if (s == NULL || !(s->flags & NHS_SQF_BOULDER))
    return 0;
  n = 1;
  for (int i = 0; i < level->n_more_boulders; i++)
    n += level->more_boulders[i].x == x && level->more_boulders[i].y == y;
  return n;
}

const NhsLevelObject *
nhs_level_object_at (const NhsLevel *level,
                     NhsLevelPhase   phase,
                     int             x,
                     int             y)
{
  for (int i = level->n_objects - 1; i >= 0; i--)
    {
      const NhsLevelObject *o = &level->objects[i];

      if (o->x == x && o->y == y && o->phase <= phase)
        return o;
    }
  return NULL;
}
