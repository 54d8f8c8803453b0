/* nhs-level-minvent.c: what a monster made off the map starts with
 * (makemon.c makemon (), m_initweap (), m_initinv ()): a statue trap's
 * contents
 *
 * Written from reading 3.4.3's, 3.6.7's, 3.7's, 5.0.0's, SLASH'EM's and
 * xNetHack's makemon.c (NhsVariant.level_statue_contents says which one a
 * version follows; EvilHack's is not modelled). xNetHack's objects also
 * get a material as they are made (mksobj ()'s init_obj_material (),
 * nhs-level-material.c; then mongets () draws a worn or wielded item's
 * again while its monster hates it, and a few branches set one). mk_trap_statue () makes the statue's monster with makemon
 * () and moves its whole inventory into the statue, so the statue holds
 * what m_initweap () (for a monster with a weapon attack) and m_initinv ()
 * give it, and in 3.6.7 a saddle 1 time in 100 for a domestic monster that
 * can wear one. Each item is named as the game names its kind identified
 * ("elven mithril-coat", "wand of striking"); its quantity, enchantment,
 * curse and erosion are left out, but where a die depends on them (a
 * mercenary's armour: each piece's enchantment decides whether it gets
 * the next) they are drawn as mksobj () draws them. The random defensive,
 * offensive and misc items are drawn from the item-use side's exact tables
 * (nhs_item_gen_compute ()), behind the game's gates (m_lev > rn2 (50),
 * rn2 (75), rn2 (100); a soldier's 12 times in 13 return).
 *
 * Monsters that makemon () never makes at random (G_NOGEN: shopkeepers,
 * priests, guards, the Quest's guardians, player monsters) and uniques are
 * never a statue trap's monster in these versions, so their own branches
 * are not written here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-muse.h"
#include "nhs-muse-pet.h"
#include "nhs-object.h"

typedef struct {
  Gen *g;
  const NhsMonster *m;    /* mtmp->data */
  int mlev;               /* mtmp->m_lev */
  const char **items;
  const char **mats;      /* each item's material (NULL: no materials drawn) */
  int n, max;
  gboolean gold;          /* findgold (mtmp->minvent) */
  gboolean v343;          /* 3.4.3's makemon.c or SLASH'EM's, made from it */
  gboolean v37;           /* 3.7's makemon.c or one made from it */
  gboolean slashem;       /* SLASH'EM's own branches */
  gboolean xnh;           /* xNetHack's: 3.7's with its own branches */
  gboolean in_hell;       /* Gehennom (init_obj_material () picks no silver) */
  NhsItemGenOptions opts; /* peaceful: no invisibility (rnd_misc_item ()) */
} Inv;

/* a monster named either way (3.6.7's name, 3.7's: "Elvenking" is the
   elven monarch's male name there) */
static gboolean
named (const NhsMonster *m, const char *old, const char *now)
{
  return nhs_monster_named (m, old) || nhs_monster_named (m, now);
}

/* mpickobj (): the item, made of mat, joins the inventory */
static void
add (Inv *inv, const char *name, const char *mat)
{
  if (name == NULL)
    return;
  if (inv->n < inv->max)
    {
      if (inv->mats)
        inv->mats[inv->n] = mat;
      inv->items[inv->n++] = name;
    }
  if (g_strcmp0 (name, "gold piece") == 0)
    inv->gold = TRUE;
}

/* the last item's material set (set_material ()) */
static void
set_material (Inv *inv, const char *name, const char *mat)
{
  if (inv->mats && inv->n > 0 && inv->items[inv->n - 1] == name)
    inv->mats[inv->n - 1] = mat;
}

/* mksobj (otyp, TRUE, ...)'s material, then mongets ()'s: a weapon, a
   piece of armour, a weapon-tool or an amulet is drawn again while the
   monster hates it, and after the 100th draw the first material in
   objclass.h's order it may be made of and does not hate. A wand's or a
   ring's material comes with its appearance, which the game shuffles:
   NULL. */
static const char *
made_material (Inv *inv, const char *name)
{
  const NhsObject *o;
  const char *mat;

  if (inv->mats == NULL || (o = nhs_object_lookup (inv->g->variant, name)) == NULL
      || o->oclass == NHS_OC_WAND || o->oclass == NHS_OC_RING)
    return NULL;
  mat = nhs_lev_init_material (inv->g, o, inv->in_hell);
  if (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR || o->oclass == NHS_OC_AMULET
      || (o->oclass == NHS_OC_TOOL && o->skill[0] != '\0'))
    {
      for (int tries = 0; nhs_muse_xnh_hates_material (inv->m, mat); )
        {
          mat = nhs_lev_init_material (inv->g, o, inv->in_hell);
          if (++tries < 100)
            continue;
          for (int k = 1; nhs_lev_material_key (k); k++)
            if (nhs_lev_material_valid (o, nhs_lev_material_key (k))
                && !nhs_muse_xnh_hates_material (inv->m, nhs_lev_material_key (k)))
              return nhs_lev_material_key (k);
          return o->material;
        }
    }
  return mat;
}

/* mongets (): the item, made with mksobj ()'s init, joins the inventory */
static void
give (Inv *inv, const char *name)
{
  if (name != NULL)
    add (inv, name, made_material (inv, name));
}

/* an item made without init (mksobj (otyp, FALSE, FALSE)): its kind's
   own material */
static void
give_plain (Inv *inv, const char *name)
{
  const NhsObject *o = inv->mats ? nhs_object_lookup (inv->g->variant, name) : NULL;

  add (inv, name, o ? o->material : NULL);
}

/* xNetHack's name for a kind where 3.7 has another */
static const char *
xn (Inv *inv, const char *v37, const char *xnh)
{
  return inv->xnh ? xnh : v37;
}

/* a second stack of a kind it already holds (SLASH'EM's two knives, its
   soldiers' two stacks of bullets): the contents list kinds, so it is
   listed once (the game merges the stacks when their curse and
   enchantment agree) */
static void
give_once (Inv *inv, const char *name)
{
  for (int k = 0; k < inv->n; k++)
    if (g_strcmp0 (inv->items[k], name) == 0)
      return;
  give (inv, name);
}

/* an object from `first` up to, not including, `end` in the version's
   objects[], each as likely (first + rn2 (end - first)) */
static const char *
kind_before (Gen *g, const char *first, const char *end)
{
  guint n = 0, a = 0, b;
  const NhsObject *objs = nhs_objects (g->variant, &n);

  while (a < n && g_strcmp0 (objs[a].name, first) != 0)
    a++;
  for (b = a; b < n && g_strcmp0 (objs[b].name, end) != 0; b++)
    ;
  return b < n && b > a ? objs[a + rn2 (g, (int) (b - a))].name : NULL;
}

/* rnd.c rne (3): 1, then one more while rn2 (3) is 0, up to 5 (the hero's
   level below 15) or the level / 3 */
static int
rne3 (Inv *inv)
{
  int xl = MAX (inv->g->lev->params.xl, 1);
  int most = xl < 15 ? 5 : xl / 3, t = 1;

  while (t < most && !rn2 (inv->g, 3))
    t++;
  return t;
}

/* 3.7 on, mksobj_init ()'s mkobj_erosions () of a piece of armour made
   of mat, when it can be damaged at all: not erodeproof (1 in 100), then
   1 time in 80 a first erosion (burnt, rusty or cracked: a material up to
   WOOD but liquid (xNetHack: up to BONE), plastic, iron or glass) and 1 in
   80 a second (rotted or corroded: up to WOOD but liquid, copper or iron;
   xNetHack also silver and dragon hide), each 1, then one more while
   !rn2 (9), up to 3; 1 in 1000 greased. Returns greatest_erosion (). */
static int
erode (Inv *inv, gboolean can)
{
  int e = 0;

  if (!rn2 (inv->g, 80) && can)
    for (e = 1; e < 3 && !rn2 (inv->g, 9);)
      e++;
  return e;
}

static int
erosion (Inv *inv, const char *mat)
{
  int m = nhs_lev_material_index (mat);
  gboolean iron = m == nhs_lev_material_index ("IRON");
  gboolean burns = (m >= nhs_lev_material_index ("WAX")
                    && m <= nhs_lev_material_index (inv->xnh ? "BONE" : "WOOD"))
                   || iron || m == nhs_lev_material_index ("PLASTIC")
                   || m == nhs_lev_material_index ("GLASS");
  gboolean rots = (m >= nhs_lev_material_index ("WAX") && m <= nhs_lev_material_index ("WOOD"))
                  || iron || m == nhs_lev_material_index ("COPPER")
                  || (inv->xnh && (m == nhs_lev_material_index ("SILVER")
                                   || m == nhs_lev_material_index ("DRAGON_HIDE")));
  int worst = 0;

  if (!burns && !rots)
    return 0;   /* (may_generate_eroded ()) */
  if (rn2 (inv->g, 100))
    {
      worst = erode (inv, burns);
      worst = MAX (worst, erode (inv, rots));
    }
  rn2 (inv->g, 1000);
  return worst;
}

/* mongets () of armour (its kind's armour class ac), returning what it adds to
   the monster's: ac and its enchantment as mksobj ()'s init gives it
   (mkobj.c, ARMOR_CLASS): when rn2 (10) and then !rn2 (11), cursed and
   -rne (3); else 1 time in 10 +rne (3); else blessorcurse () (no
   enchantment); 3.7 on, ARM_BONUS () less its erosion (at most ac).
   xNetHack: armor_bonus (): ac with its material's bonus less its erosion
   (not below 0), and a lord's or prince's piece (mongets ()) neither
   eroded nor below +0 */
static int
give_armor (Inv *inv, const char *name)
{
  const char *mat = made_material (inv, name);
  const NhsObject *o = nhs_object_lookup (inv->g->variant, name);
  int ac = o ? o->ac : 0;   /* a_ac, from the version's objects[] */
  gboolean leader = nhs_monster_has (inv->m, NHS_M2_LORD) || nhs_monster_has (inv->m, NHS_M2_PRINCE);
  int spe = 0, e = 0;

  if (rn2 (inv->g, 10) && !rn2 (inv->g, 11))
    spe = -rne3 (inv);
  else if (!rn2 (inv->g, 10))
    {
      rn2 (inv->g, 2);   /* blessed */
      spe = rne3 (inv);
    }
  else if (!rn2 (inv->g, 10))
    rn2 (inv->g, 2);     /* blessorcurse (otmp, 10): which */
  if (inv->v37)
    e = erosion (inv, mat ? mat : o ? o->material : "");
  add (inv, name, mat);
  if (inv->xnh && leader)
    return MAX (ac + nhs_lev_material_bonus (o, ac, mat), 0) + MAX (spe, 0);
  if (inv->xnh)
    return MAX (ac + nhs_lev_material_bonus (o, ac, mat) - e, 0) + spe;
  return ac + spe - MIN (e, ac);
}

/* makemon.c adj_lev (): the monster's level against the level's
   difficulty and the hero's */
static int
adj_lev (const NhsMonster *m, int difficulty, int xl)
{
  int tmp = m->level, tmp2;

  if (tmp > 49)
    return 50;
  tmp2 = difficulty - tmp;
  if (tmp2 < 0)
    tmp--;
  else
    tmp += tmp2 / 5;
  tmp2 = xl - m->level;
  if (tmp2 > 0)
    tmp += tmp2 / 4;
  tmp2 = MIN (3 * m->level / 2, 49);
  return tmp > tmp2 ? tmp2 : MAX (tmp, 0);
}

/* one of the item-use side's tables (rnd_defensive_item () ...): the
   exact chances drawn once */
static const char *
draw_table (Inv *inv, const NhsItemGenTable *t)
{
  double u = (double) (nhs_rng_next (&inv->g->rng) >> 11) * (1.0 / 9007199254740992.0);
  double acc = 0;

  for (guint i = 0; i < t->chances->len; i++)
    {
      const NhsItemChance *c = &g_array_index (t->chances, NhsItemChance, i);

      acc += (double) c->num / (double) c->den;
      if (u < acc)
        return c->item;
    }
  return NULL;
}

/* The item-use side's tables for one monster (NULL: the game's functions
   give it none), worked out once per version, monster and peacefulness
   and kept for the program's life */
G_LOCK_DEFINE_STATIC (gens);
static GHashTable *gens;

static const NhsItemGen *
item_gen (Inv *inv)
{
  gpointer key = GINT_TO_POINTER ((((int) inv->g->variant->id * 4096 + inv->m->index) << 1)
                                  | (inv->opts.no_invisibility != 0));
  NhsItemGen *gen;
  gboolean found;

  G_LOCK (gens);
  if (gens == NULL)
    gens = g_hash_table_new (g_direct_hash, g_direct_equal);
  found = g_hash_table_lookup_extended (gens, key, NULL, (gpointer *) &gen);
  if (!found)
    {
      gen = nhs_item_gen_compute (inv->g->variant, inv->m, 0, &inv->opts, NULL);
      g_hash_table_insert (gens, key, gen);
    }
  G_UNLOCK (gens);
  return gen;
}

/* `m_lev > rn2 (den)`, then the table's item (none for the monsters the
   game's function refuses: animals, mindless ones, ...) */
static void
muse_item (Inv *inv, NhsItemGenKind kind)
{
  const NhsItemGen *gen = item_gen (inv);
  int den;

  den = gen ? gen->tables[kind].gen_den
        : kind == NHS_ITEM_GEN_DEFENSIVE ? inv->g->variant->muse_defense_gen_den
        : kind == NHS_ITEM_GEN_OFFENSIVE ? inv->g->variant->muse_offense_gen_den
        : inv->g->variant->muse_misc_gen_den;
  if (inv->mlev > rn2 (inv->g, den) && gen)
    give (inv, draw_table (inv, &gen->tables[kind]));
}

/* mongets (mtmp, rnd_offensive_item (mtmp)) with no gate; a second of a
   kind already held listed once */
static void
muse_item_always (Inv *inv, NhsItemGenKind kind)
{
  const NhsItemGen *gen = item_gen (inv);

  if (gen)
    give_once (inv, draw_table (inv, &gen->tables[kind]));
}

/* m_initthrow (): a stack of missiles */
static void
throw (Inv *inv, const char *name)
{
  give (inv, name);
}

/* rn1 (BEC_DE_CORBIN - PARTISAN + 1, PARTISAN): any object from the
   partisan to the bec de corbin in the version's objects[] (3.6.7: the
   lance and the dwarvish mattock among them; 3.7 draws again until one of
   the polearms skill, and its objects[] has only those there) */
static const char *
polearm (Gen *g)
{
  guint n = 0, first = 0, last, pick;
  const NhsObject *objs = nhs_objects (g->variant, &n);

  while (first < n && g_strcmp0 (objs[first].name, "partisan") != 0)
    first++;
  for (last = first; last < n && g_strcmp0 (objs[last].name, "bec de corbin") != 0; last++)
    ;
  if (last >= n)
    return NULL;
  do
    pick = (guint) rn1 (g, (int) (last - first + 1), (int) first);
  while ((g->variant->level_statue_contents == NHS_MINVENT_37
          || g->variant->level_statue_contents == NHS_MINVENT_500
          || g->variant->level_statue_contents == NHS_MINVENT_XNH)
         && g_strcmp0 (objs[pick].skill, "P_POLEARMS") != 0);
  return objs[pick].name;
}

static void
mercenary_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *w1 = NULL, *w2 = NULL;

  if (inv->slashem && nhs_monster_named (m, "soldier"))
    {
      /* SLASH'EM's firearms */
      w1 = rn2 (g, 2) ? "rifle" : "submachine gun";
      throw (inv, "bullet");
      w2 = rn2 (g, 2) ? "knife" : "dagger";
      give (inv, "frag grenade");
    }
  else if (inv->slashem && nhs_monster_named (m, "lieutenant"))
    {
      w1 = rn2 (g, 2) ? "heavy machine gun" : "submachine gun";
      throw (inv, "bullet");
      w2 = rn2 (g, 2) ? "knife" : "dagger";
      give (inv, rn2 (g, 2) ? "frag grenade" : "gas grenade");
    }
  else if (inv->slashem && nhs_monster_named (m, "sergeant"))
    {
      if (rn2 (g, 2))
        {
          w1 = "auto shotgun";
          throw (inv, "shotgun shell");
        }
      else
        {
          w1 = "assault rifle";
          throw (inv, "bullet");
        }
      w2 = rn2 (g, 2) ? "dagger" : "knife";
      throw (inv, rn2 (g, 2) ? "frag grenade" : "gas grenade");
      if (!rn2 (g, 5))
        give (inv, "grenade launcher");
    }
  else if (inv->slashem && nhs_monster_named (m, "captain"))
    {
      if (rn2 (g, 2))
        {
          w1 = "auto shotgun";
          throw (inv, "shotgun shell");
        }
      else
        {
          w1 = rn2 (g, 2) ? "heavy machine gun" : "assault rifle";
          throw (inv, "bullet");
        }
      if (rn2 (g, 2))
        {
          w2 = "rocket launcher";
          throw (inv, "rocket");
        }
      else if (rn2 (g, 2))
        {
          give (inv, "grenade launcher");
          throw (inv, rn2 (g, 2) ? "frag grenade" : "gas grenade");
        }
      else
        w2 = rn2 (g, 2) ? "silver saber" : "dagger";
    }
  else if (nhs_monster_named (m, "watchman") || nhs_monster_named (m, "soldier"))
    {
      if (!rn2 (g, 3))
        {
          w1 = polearm (g);
          w2 = rn2 (g, 2) ? "dagger" : "knife";
        }
      else
        w1 = rn2 (g, 2) ? "spear" : "short sword";
    }
  else if (nhs_monster_named (m, "sergeant"))
    w1 = rn2 (g, 2) ? "flail" : "mace";
  else if (nhs_monster_named (m, "lieutenant"))
    w1 = rn2 (g, 2) ? "broadsword" : "long sword";
  else if (nhs_monster_named (m, "captain") || nhs_monster_named (m, "watch captain"))
    {
      /* (xNetHack: the watch captain's skeleton key, so no knife) */
      if (inv->xnh && nhs_monster_named (m, "watch captain"))
        w2 = "skeleton key";
      w1 = rn2 (g, 2) ? "long sword" : xn (inv, "silver saber", "saber");
    }
  else
    {
      if (!rn2 (g, 4))
        w1 = "dagger";
      if (!rn2 (g, 7))
        w2 = "spear";
    }
  give (inv, w1);
  if (!w2 && g_strcmp0 (w1, "dagger") != 0 && !rn2 (g, 4))
    w2 = "knife";
  give (inv, w2);
}

static void
elf_weapons (Inv *inv)
{
  Gen *g = inv->g;
  gboolean sl = inv->slashem;

  if (sl && nhs_monster_named (inv->m, "drow"))
    {
      give (inv, "dark elven mithril-coat");
      give (inv, "dark elven short sword");
      give (inv, "dark elven bow");
      throw (inv, "dark elven arrow");
      return;
    }
  /* (SLASH'EM: the coat 1 time in 4, the helm and the dagger 1 in 3) */
  if (rn2 (g, 2))
    give (inv, (sl ? !rn2 (g, 4) : rn2 (g, 2)) ? xn (inv, "elven mithril-coat", "elven ring mail")
                                                : "elven cloak");
  if (sl ? !rn2 (g, 3) : rn2 (g, 2))
    give (inv, xn (inv, "elven leather helm", "elven helm"));
  else if (!rn2 (g, 4))
    give (inv, "elven boots");
  if (sl ? !rn2 (g, 3) : rn2 (g, 2))
    give (inv, "elven dagger");
  switch (rn2 (g, 3))
    {
    case 0:
      if (!rn2 (g, 4))
        give (inv, "elven shield");
      if (rn2 (g, 3))
        give (inv, "elven short sword");
      give (inv, "elven bow");
      throw (inv, "elven arrow");
      break;
    case 1:
      give (inv, "elven broadsword");
      if (rn2 (g, 2))
        give (inv, "elven shield");
      break;
    default:
      if (rn2 (g, 2))
        {
          give (inv, "elven spear");
          give (inv, "elven shield");
        }
      break;
    }
  if (named (inv->m, "Elvenking", "elven monarch"))
    {
      if (rn2 (g, 3))   /* (or on the Plane of Earth) */
        give (inv, "pick-axe");
      if (!rn2 (g, 50))
        give (inv, "crystal ball");
    }
}

static void
humanoid_weapons (Inv *inv, gboolean in_mines)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;

  if (nhs_monster_named (m, "hobbit"))
    {
      static const char *const w[] = { "dagger", "elven dagger", "sling" };
      int k = rn2 (g, 3);

      /* (xNetHack: flint stones or rocks before the sling) */
      if (k == 2 && inv->xnh)
        give (inv, rn2 (g, 4) ? "flint" : "rock");
      give (inv, w[k]);
      if (k == 2 && inv->v37)
        give_once (inv, !rn2 (g, 4) ? "flint" : "rock");
      if (k == 2 && inv->slashem)
        throw (inv, "rock");
      if (!rn2 (g, 10))
        {
          const char *coat = xn (inv, "elven mithril-coat", "elven ring mail");

          give (inv, coat);
          set_material (inv, coat, "MITHRIL");
        }
      else if (inv->slashem && !rn2 (g, 2))
        give (inv, "leather armor");
      if (!rn2 (g, 10))
        give (inv, "dwarvish cloak");
      /* xNetHack: fruit while !rn2 (3), apple + rn2 (carrot - apple) */
      while (inv->xnh && !rn2 (g, 3))
        give_once (inv, kind_before (g, "apple", "carrot"));
    }
  else if (inv->slashem && nhs_monster_named (m, "mind flayer"))
    {
      if (!rn2 (g, 2))
        give (inv, "robe");
    }
  else if (inv->slashem && nhs_monster_named (m, "master mind flayer"))
    give (inv, !rn2 (g, 10) ? "robe of protection" : !rn2 (g, 10) ? "robe of power" : "robe");
  else if (nhs_monster_has (m, NHS_M2_DWARF))
    {
      if (inv->xnh && !rn2 (g, in_mines ? 40 : 8))
        give (inv, "potion of booze");
      if (rn2 (g, 7))
        give (inv, "dwarvish cloak");
      if (rn2 (g, 7))
        give (inv, xn (inv, "iron shoes", "dwarvish boots"));
      if (!rn2 (g, 4))
        {
          give (inv, "dwarvish short sword");
          if (rn2 (g, 2))
            give (inv, "dwarvish mattock");
          else
            {
              give (inv, inv->v343 || rn2 (g, 2) ? "axe" : "dwarvish spear");
              give (inv, "dwarvish roundshield");
            }
          give (inv, xn (inv, "dwarvish iron helm", "dwarvish helm"));
          if (!rn2 (g, inv->slashem ? 4 : 3))
            {
              const char *coat = xn (inv, "dwarvish mithril-coat", "dwarvish ring mail");

              give (inv, coat);
              /* (xNetHack: mithril for a dwarf leader 1 time in 4, a
                 dwarf ruler 1 in 2) */
              if (inv->xnh && ((nhs_monster_named (m, "dwarf leader") && !rn2 (g, 4))
                               || (nhs_monster_named (m, "dwarf ruler") && !rn2 (g, 2))))
                set_material (inv, coat, "MITHRIL");
            }
        }
      else
        give (inv, !rn2 (g, 3) ? "pick-axe" : "dagger");
    }
}

static void
orc_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *as = m->name;

  if (rn2 (g, 2))
    give (inv, "orcish helm");
  if (nhs_monster_named (m, "orc-captain"))
    as = rn2 (g, 2) ? "Mordor orc" : "Uruk-hai";
  /* (SLASH'EM: an orcish dagger where the Mordor orc's scimitar or the
     Uruk-hai's short sword is not given, an orcish spear 1 time in 4 and
     a second knife; its goblins and hobgoblins their own) */
  if (g_strcmp0 (as, "Mordor orc") == 0)
    {
      if (!rn2 (g, 3))
        give (inv, !inv->xnh || rn2 (g, 3) ? "scimitar" : "orcish spear");
      else if (inv->slashem)
        give (inv, "orcish dagger");
      if (!rn2 (g, 3))
        give (inv, "orcish shield");
      if (!rn2 (g, 3))
        give (inv, "knife");
      if (inv->slashem && !rn2 (g, 4))
        throw (inv, "orcish spear");
      if (inv->slashem && !rn2 (g, 3))
        give_once (inv, "knife");
      if (!rn2 (g, 3))
        give (inv, xn (inv, "orcish chain mail", "orcish ring mail"));
    }
  else if (g_strcmp0 (as, "Uruk-hai") == 0)
    {
      if (!rn2 (g, 3))
        give (inv, "orcish cloak");
      if (!rn2 (g, 3))
        give (inv, !inv->xnh || rn2 (g, 3) ? "orcish short sword" : "orcish spear");
      else if (inv->slashem)
        give (inv, "orcish dagger");
      if (!rn2 (g, 3))
        give (inv, xn (inv, "iron shoes", "dwarvish boots"));
      if (!rn2 (g, 3))
        {
          give (inv, "orcish bow");
          throw (inv, "orcish arrow");
        }
      if (!rn2 (g, 3))
        give (inv, "Uruk-hai shield");
    }
  else if (inv->slashem && nhs_monster_named (m, "goblin"))
    give (inv, !rn2 (g, 3) ? "orcish short sword" : "orcish dagger");
  else if (inv->slashem && nhs_monster_named (m, "hobgoblin"))
    give (inv, !rn2 (g, 3) ? "morning star" : !rn2 (g, 3) ? "orcish short sword" : "orcish dagger");
  else if (!nhs_monster_named (m, "orc shaman") && rn2 (g, 2))
    give (inv, (!inv->slashem && nhs_monster_named (m, "goblin")) || rn2 (g, 2) == 0 ? "orcish dagger"
                                                                                     : "scimitar");
}

static void general_weapons (Inv *inv);

/* SLASH'EM's gnolls (the other gnomes: the general case) */
static void
gnoll_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;

  if (nhs_monster_named (m, "gnoll"))
    {
      if (!rn2 (g, 3))
        give (inv, "orcish helm");
      if (!rn2 (g, 3))
        give (inv, "studded leather armor");
      if (!rn2 (g, 3))
        give (inv, "orcish shield");
      if (!rn2 (g, 4))
        give (inv, "spear");
    }
  else if (nhs_monster_named (m, "gnoll warrior"))
    {
      if (!rn2 (g, 2))
        give (inv, "orcish helm");
      give (inv, !rn2 (g, 20) ? "orange dragon scale mail" : rn2 (g, 3) ? "scale mail" : "splint mail");
      if (!rn2 (g, 2))
        give (inv, "orcish shield");
      if (!rn2 (g, 3))
        give (inv, "katana");
    }
  else if (nhs_monster_named (m, "gnoll chieftain"))
    {
      give (inv, "orcish helm");
      give (inv, !rn2 (g, 10) ? "blue dragon scale mail" : "crystal plate mail");
      give (inv, "orcish shield");
      give (inv, "katana");
      muse_item_always (inv, NHS_ITEM_GEN_OFFENSIVE);
    }
  else if (nhs_monster_named (m, "gnoll shaman"))
    {
      give (inv, !rn2 (g, 10) ? "silver dragon scale mail"
                 : rn2 (g, 5) ? "crystal plate mail" : "red dragon scale mail");
      give (inv, "athame");
      throw (inv, "shuriken");
      muse_item_always (inv, NHS_ITEM_GEN_OFFENSIVE);
      muse_item_always (inv, NHS_ITEM_GEN_OFFENSIVE);
    }
  else
    general_weapons (inv);
}

/* m_initweap ()'s general case: a weapon 5 times in 14 - 2 x bias
   (SLASH'EM: 7 times) */
static void
general_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  gboolean strong = nhs_monster_has (m, NHS_M2_STRONG);
  int bias = nhs_monster_has (m, NHS_M2_LORD) + 2 * nhs_monster_has (m, NHS_M2_PRINCE)
             + nhs_monster_has (m, NHS_M2_NASTY);

  switch (rnd (g, 14 - 2 * bias))
    {
    case 1:
      if (strong)
        give (inv, "battle-axe");
      else
        throw (inv, "dart");
      break;
    case 2:
      if (strong)
        give (inv, "two-handed sword");
      else
        {
          give (inv, "crossbow");
          throw (inv, "crossbow bolt");
        }
      break;
    case 3:
      give (inv, "bow");
      throw (inv, "arrow");
      break;
    case 4:
      if (strong)
        give (inv, "long sword");
      else
        throw (inv, "dagger");
      break;
    case 5:
      give (inv, strong ? xn (inv, "lucern hammer", "bec de corbin") : "aklys");
      break;
    case 6:   /* SLASH'EM's two more */
      if (inv->slashem)
        give (inv, strong ? "axe" : "short sword");
      break;
    case 7:
      if (inv->slashem)
        give (inv, strong ? "mace" : "club");
      break;
    default:
      break;
    }
}

/* makemon.c m_initweap () */
static void
initweap (Inv *inv, gboolean in_mines)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *c = m->class_id;

  if (g_strcmp0 (c, "S_GIANT") == 0)
    {
      if (rn2 (g, 2))
        give (inv, nhs_monster_named (m, "ettin") ? "club" : "boulder");
      if (inv->v37 && !nhs_monster_named (m, "ettin") && !rn2 (g, 5))
        give (inv, rn2 (g, 2) ? "two-handed sword" : "battle-axe");
    }
  else if (g_strcmp0 (c, "S_HUMAN") == 0)
    {
      if (nhs_monster_has (m, NHS_M2_MERC))
        mercenary_weapons (inv);
      else if (nhs_monster_has (m, NHS_M2_ELF) && !inv->xnh)
        elf_weapons (inv);
    }
  else if (g_strcmp0 (c, "S_ELF") == 0 && inv->xnh)
    elf_weapons (inv);   /* (xNetHack's elves are a class of their own) */
  else if (g_strcmp0 (c, "S_ANGEL") == 0 && inv->xnh)
    {
      if (nhs_monster_has (m, NHS_M1_HUMANOID))
        {
          /* a long sword, or 1 time in 3 a silver mace (made without
             init); the shield by mongets (); not a lord: 1 time in 20 a
             harp, magic 1 time in 5 */
          const char *w = rn2 (g, 3) ? "long sword" : "mace";

          give_plain (inv, w);
          if (g_strcmp0 (w, "mace") == 0)
            set_material (inv, w, "SILVER");
          give (inv, !rn2 (g, 4) || nhs_monster_has (m, NHS_M2_LORD) ? "shield of reflection"
                                                                     : "large shield");
          if (!rn2 (g, 20) && !nhs_monster_has (m, NHS_M2_LORD))
            give (inv, rn2 (g, 5) ? "mundane harp" : "magic harp");
        }
    }
  else if (g_strcmp0 (c, "S_ANGEL") == 0)
    {
      if (nhs_monster_has (m, NHS_M1_HUMANOID))
        {
          /* (maybe Demonbane or Sunsword) 3.7: a mace 2 times in 5;
             5.0.0: a silver mace 1 time in 3 */
          gboolean v500 = g->variant->level_statue_contents == NHS_MINVENT_500;

          give (inv, !inv->v37 ? "long sword"
                     : v500 ? (rn2 (g, 3) ? "long sword" : "silver mace")
                     : rn2 (g, 5) > 1 ? "long sword" : "mace");
          give (inv, !rn2 (g, 4) || nhs_monster_has (m, NHS_M2_LORD) ? "shield of reflection"
                                                                     : "large shield");
        }
    }
  else if (g_strcmp0 (c, "S_HUMANOID") == 0)
    humanoid_weapons (inv, in_mines);
  else if (g_strcmp0 (c, "S_KOP") == 0)
    {
      if (!rn2 (g, 4))
        throw (inv, "cream pie");
      if (!rn2 (g, 3))
        give (inv, rn2 (g, 2) ? "club" : "rubber hose");
    }
  else if (g_strcmp0 (c, "S_ORC") == 0)
    orc_weapons (inv);
  else if (g_strcmp0 (c, "S_OGRE") == 0)
    give (inv, !rn2 (g, named (m, "ogre king", "ogre tyrant") ? 3
                        : named (m, "ogre lord", "ogre leader") ? 6 : 12) ? "battle-axe" : "club");
  else if (g_strcmp0 (c, "S_TROLL") == 0)
    {
      static const char *const w[] = { "ranseur", "partisan", "glaive", "spetum" };
      static const char *const wx[] = { "halberd", "partisan", "glaive", "bec de corbin" };

      if (!rn2 (g, 2))
        give (inv, (inv->xnh ? wx : w)[rn2 (g, 4)]);
    }
  else if (g_strcmp0 (c, "S_KOBOLD") == 0 && inv->slashem)
    {
      throw (inv, !rn2 (g, 4) ? "orcish spear" : "dart");
      give (inv, !rn2 (g, 4) ? "orcish short sword" : "orcish dagger");
    }
  else if (g_strcmp0 (c, "S_KOBOLD") == 0)
    {
      if (!rn2 (g, 4))
        throw (inv, "dart");
    }
  else if (g_strcmp0 (c, "S_GNOME") == 0 && inv->slashem)
    gnoll_weapons (inv);
  else if (g_strcmp0 (c, "S_CENTAUR") == 0)
    {
      if (rn2 (g, 2))
        {
          gboolean forest = nhs_monster_named (m, "forest centaur");

          give (inv, forest ? "bow" : "crossbow");
          throw (inv, forest ? "arrow" : "crossbow bolt");
        }
    }
  else if (g_strcmp0 (c, "S_WRAITH") == 0)
    {
      give (inv, "knife");
      give (inv, "long sword");
    }
  else if (g_strcmp0 (c, "S_ZOMBIE") == 0)
    {
      if (!rn2 (g, 4))
        give (inv, xn (inv, "leather armor", "light armor"));
      if (!rn2 (g, 4))
        give (inv, rn2 (g, 3) ? "knife" : "short sword");
    }
  else if (g_strcmp0 (c, "S_LIZARD") == 0)
    {
      if (nhs_monster_named (m, "salamander"))
        give (inv, rn2 (g, 7) ? "spear" : rn2 (g, 3) ? "trident" : xn (inv, "stiletto", "knife"));
    }
  else if (g_strcmp0 (c, "S_DEMON") == 0)
    {
      if (nhs_monster_named (m, "balrog"))
        {
          give (inv, "bullwhip");
          give (inv, "broadsword");
        }
      else if (nhs_monster_named (m, "Orcus"))
        give (inv, "wand of death");
      else if (nhs_monster_named (m, "horned devil"))
        give (inv, rn2 (g, 4) ? "trident" : "bullwhip");
      else if (nhs_monster_named (m, "Dispater"))
        give (inv, "wand of striking");
      else if (nhs_monster_named (m, "Yeenoghu") && !inv->xnh)
        give (inv, "flail");
      /* djinn and mail daemons: nothing more */
      if (nhs_monster_has (m, NHS_M2_DEMON))
        general_weapons (inv);
    }
  else
    general_weapons (inv);
  muse_item (inv, NHS_ITEM_GEN_OFFENSIVE);
}

/* a mercenary's armour, each piece while its armour class (counting each
   piece's enchantment) stays below 10 */
static void
mercenary_armor (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  int mac = nhs_monster_named (m, "soldier") || nhs_monster_named (m, "watchman") ? 3
            : nhs_monster_named (m, "sergeant") ? 0
            : nhs_monster_named (m, "lieutenant") || nhs_monster_named (m, "watch captain") ? -2
            : nhs_monster_named (m, "captain") ? -3
            : -1;   /* the guard */

  if (mac < -1 && rn2 (g, 5))
    mac += give_armor (inv, rn2 (g, 5) ? "plate mail" : "crystal plate mail");
  else if (mac < 3 && rn2 (g, 5))
    mac += give_armor (inv, rn2 (g, 3) ? "splint mail" : "banded mail");
  else if (rn2 (g, 5))
    mac += give_armor (inv, rn2 (g, 3) ? "ring mail" : xn (inv, "studded leather armor", "studded armor"));
  else
    mac += give_armor (inv, xn (inv, "leather armor", "light armor"));

  if (mac < 10 && rn2 (g, 3))
    mac += give_armor (inv, "helmet");
  else if (mac < 10 && rn2 (g, 2))
    mac += give_armor (inv, "dented pot");
  if (mac < 10 && rn2 (g, 3))
    mac += give_armor (inv, "small shield");
  else if (mac < 10 && rn2 (g, 2))
    mac += give_armor (inv, "large shield");
  if (mac < 10 && rn2 (g, 3))
    mac += give_armor (inv, "low boots");
  else if (mac < 10 && rn2 (g, 2))
    mac += give_armor (inv, "high boots");
  if (mac < 10 && rn2 (g, 3))
    give_armor (inv, xn (inv, "leather gloves", "gloves"));
  else if (mac < 10 && rn2 (g, 2))
    give_armor (inv, xn (inv, "leather cloak", "plain cloak"));

  if (nhs_monster_named (m, "watch captain"))
    ;
  else if (nhs_monster_named (m, "watchman"))
    {
      if (rn2 (g, 3))
        give (inv, xn (inv, "tin whistle", "pea whistle"));
    }
  else if (nhs_monster_named (m, "guard"))
    {
      if (!inv->v343)
        give (inv, xn (inv, "tin whistle", "pea whistle"));
    }
  else
    {
      if (!rn2 (g, 3))
        give (inv, "K-ration");
      if (!rn2 (g, 2))
        give (inv, "C-ration");
      if (!nhs_monster_named (m, "soldier") && !rn2 (g, 3))
        give (inv, "bugle");
    }
}

/* mkmonmoney (): gold joins the inventory from 3.6.0 on; 3.4.3 keeps it
   in mtmp->mgold, which stays with the monster (not in the statue); how
   much is left out */
static void
money (Inv *inv)
{
  if (inv->v343)
    inv->gold = TRUE;   /* (!mtmp->mgold is what 3.4.3 asks) */
  else
    give (inv, "gold piece");
}

/* SLASH'EM's vampires (not the star or fire vampire): the cloak whose
   appearance is the opera cloak (o_init.c shuffles the five cloaks from
   the cloak of protection to the cloak of displacement: each is it 1 time
   in 5), then half the time a potion of vampire blood when m_lev >
   rn2 (30), else of blood */
static void
vampire_items (Inv *inv)
{
  Gen *g = inv->g;
  static const char *const cloaks[] = { "cloak of protection", "poisonous cloak",
                                        "cloak of invisibility", "cloak of magic resistance",
                                        "cloak of displacement" };

  if (nhs_monster_named (inv->m, "star vampire") || nhs_monster_named (inv->m, "fire vampire"))
    return;
  give (inv, cloaks[rn2 (g, G_N_ELEMENTS (cloaks))]);
  if (rn2 (g, 2))
    give (inv, inv->mlev > rn2 (g, 30) ? "potion of vampire blood" : "potion of blood");
}

/* makemon.c m_initinv () */
static void
initinv (Inv *inv, gboolean in_mines)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *c = m->class_id;

  if (g_strcmp0 (c, "S_HUMAN") == 0)
    {
      if (nhs_monster_has (m, NHS_M2_MERC))
        mercenary_armor (inv);
    }
  else if (g_strcmp0 (c, "S_NYMPH") == 0)
    {
      if (!rn2 (g, 2))
        give (inv, "mirror");
      if (!rn2 (g, 2))
        give (inv, "potion of object detection");
    }
  else if (g_strcmp0 (c, "S_GIANT") == 0)
    {
      if (nhs_monster_named (m, "minotaur"))
        {
          /* (or on the Plane of Earth) 5.0.0: 1 time in 8 */
          if (!rn2 (g, g->variant->level_statue_contents == NHS_MINVENT_500 ? 8 : 3))
            give (inv, "wand of digging");
        }
      else if (nhs_monster_has (m, NHS_M2_GIANT))
        for (int cnt = inv->mlev / 2 > 0 ? rn2 (g, inv->mlev / 2) : 0; cnt; cnt--)
          {
            /* made without init, so a gem of a kind it has already joins
               that stack (mpickobj ()) */
            const char *gem = nhs_lev_rnd_gem (g);
            gboolean held = FALSE;

            for (int k = 0; k < inv->n; k++)
              held |= inv->items[k] == gem;
            if (!held)
              give (inv, gem);
          }
    }
  else if (g_strcmp0 (c, "S_WRAITH") == 0)
    {
      if (inv->slashem && !rn2 (g, 2))
        give (inv, "robe");
      if (nhs_monster_named (m, "Nazgul"))
        give (inv, "ring of invisibility");
    }
  else if (g_strcmp0 (c, "S_LICH") == 0)
    {
      if (nhs_monster_named (m, "master lich") && !rn2 (g, 13))
        give (inv, rn2 (g, 7) ? "athame" : "wand of nothing");
      else if (nhs_monster_named (m, "arch-lich") && !rn2 (g, 3))
        give (inv, rn2 (g, 3) ? "athame" : "quarterstaff");
    }
  else if (g_strcmp0 (c, "S_MUMMY") == 0)
    {
      if (rn2 (g, 7))
        give (inv, "mummy wrapping");
    }
  else if (g_strcmp0 (c, "S_QUANTMECH") == 0 || g_strcmp0 (c, "S_ABERRATION") == 0)
    {
      /* (3.7: the quantum mechanic's, not the genetic engineer's; made
         without init) */
      if (!rn2 (g, 20) && nhs_monster_named (m, "quantum mechanic"))
        give_plain (inv, "large box");   /* (3.6: a cat's corpse inside) */
    }
  else if (g_strcmp0 (c, "S_LEPRECHAUN") == 0)
    money (inv);   /* d (level_difficulty (), 30) */
  else if (g_strcmp0 (c, "S_DEMON") == 0)
    {
      if (nhs_monster_named (m, "ice devil") && !rn2 (g, 4))
        give (inv, "spear");
      else if (nhs_monster_named (m, "Asmodeus"))
        {
          give (inv, "wand of cold");
          give (inv, "wand of fire");
        }
    }
  else if (g_strcmp0 (c, "S_GNOME") == 0 && !inv->v343)
    {
      if (!rn2 (g, in_mines ? 20 : 60))
        give (inv, rn2 (g, 4) ? "tallow candle" : "wax candle");
      /* xNetHack: a gnome leader's touchstone 1 time in 20 (Mines 100);
         out of the Mines rn2 (1 + min (difficulty / 5, 2)) gems or glass
         (rnd_class (FIRST_REAL_GEM, LAST_GLASS_GEM)) */
      if (inv->xnh && nhs_monster_named (m, "gnome leader") && !rn2 (g, in_mines ? 100 : 20))
        give (inv, "touchstone");
      if (inv->xnh && !in_mines)
        for (int k = rn2 (g, 1 + MIN (g->depth / 5, 2)); k > 0; k--)
          give_once (inv, nhs_lev_rnd_gem (g));
    }

  else if (g_strcmp0 (c, "S_VAMPIRE") == 0 && inv->slashem)
    vampire_items (inv);

  /* ordinary soldiers rarely have access to magic (or gold) */
  if (nhs_monster_named (m, "soldier") && rn2 (g, inv->slashem ? 15 : 13))
    return;
  muse_item (inv, NHS_ITEM_GEN_DEFENSIVE);
  muse_item (inv, NHS_ITEM_GEN_MISC);
  if (nhs_monster_has (m, NHS_M2_GREEDY) && !inv->gold && !rn2 (g, 5))
    money (inv);   /* d (level_difficulty (), 5 or 10) */
}

/* steed.c can_saddle (): a steed's class, medium or bigger, not humanoid
   (but a centaur), not amorphous, noncorporeal, whirly or unsolid */
static gboolean
can_saddle (const NhsMonster *m)
{
  static const char *const steeds[] = { "S_QUADRUPED", "S_UNICORN", "S_ANGEL", "S_CENTAUR",
                                        "S_DRAGON", "S_JABBERWOCK" };
  gboolean steed = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (steeds); i++)
    steed |= nhs_monster_in_class (m, steeds[i]);
  return steed && m->size >= 2
         && (!nhs_monster_has (m, NHS_M1_HUMANOID) || nhs_monster_in_class (m, "S_CENTAUR"))
         && !nhs_monster_has (m, NHS_M1_AMORPHOUS) && !nhs_monster_in_class (m, "S_GHOST")
         && !nhs_monster_in_class (m, "S_VORTEX") && !nhs_monster_has (m, NHS_M1_UNSOLID);
}

int
nhs_lev_minvent (Gen *g, int mindex, const char **items, const char **materials, int max)
{
  const NhsLevelParams *p = &g->lev->params;
  NhsMinventRules rules = g->variant->level_statue_contents;
  gboolean v343 = rules == NHS_MINVENT_343 || rules == NHS_MINVENT_SLASHEM;
  const NhsMonster *m;
  Inv inv = { 0 };

  for (int k = 0; materials != NULL && k < max; k++)
    materials[k] = NULL;
  if (rules == NHS_MINVENT_NONE || p->monster == NULL)
    return -1;
  m = p->monster (p->picker_data, mindex);
  if (m == NULL)
    return -1;
  inv.g = g;
  inv.items = items;
  inv.mats = g->variant->object_materials != NHS_MATERIALS_FIXED ? materials : NULL;
  inv.max = max;
  inv.m = m;
  inv.xnh = rules == NHS_MINVENT_XNH;
  inv.in_hell = p->kind == NHS_LEVEL_KIND_MAZE || p->kind == NHS_LEVEL_KIND_COCYTUS
                || p->kind == NHS_LEVEL_KIND_ABYSS;
  inv.v343 = v343;
  inv.v37 = rules == NHS_MINVENT_37 || rules == NHS_MINVENT_500 || rules == NHS_MINVENT_XNH;
  inv.slashem = rules == NHS_MINVENT_SLASHEM;
  /* makemon () -> newcham () of a shapechanger: from 3.6.0 on no
     inventory once it has changed; 3.4.3 gives it the inventory of its
     new form (m_initweap () only if its own kind has a weapon attack) */
  if (p->form)
    {
      char sym;
      const char *name;
      int form = p->form (p->picker_data, &g->rng, mindex, g->rogue, FALSE, &sym, &name);

      if (form >= 0 && !v343)
        return 0;
      if (form >= 0)
        inv.m = p->monster (p->picker_data, form);
    }
  inv.mlev = adj_lev (inv.m, g->depth, MAX (p->xl, 1));
  /* makemon ()'s peace_minded () (rnd_misc_item () gives a peaceful
     monster no invisibility: the new hero cannot see invisible) */
  inv.opts.no_invisibility = p->peaceful && p->peaceful (p->picker_data, &g->rng, mindex, p->amulet);
  /* SLASH'EM's gypsy is made peaceful (gypsy_init ()) */
  inv.opts.no_invisibility |= rules == NHS_MINVENT_SLASHEM && nhs_monster_named (m, "gypsy");
  /* 3.6.0 on: an Angel is made a minion 1 time in 3, of a random
     alignment, a renegade 1 time in 3; peaceful when of the hero's
     alignment and no renegade, or of another and a renegade */
  if (!v343 && nhs_monster_named (m, "Angel") && !rn2 (g, 3))
    {
      int align = rn2 (g, 3) - 1, hero = p->hero_align ? p->hero_align (p->picker_data) : 0;
      gboolean renegade = !rn2 (g, 3);

      inv.opts.no_invisibility = align == hero ? !renegade : renegade;
    }
  /* (on the Rogue level m_initweap () and m_initinv () return at once) */
  if (nhs_monster_has_attack (m, "AT_WEAP") && !g->rogue)
    initweap (&inv, p->kind == NHS_LEVEL_KIND_MINES);
  if (!g->rogue)
    initinv (&inv, p->kind == NHS_LEVEL_KIND_MINES);
  if (!v343 && !rn2 (g, 100) && nhs_monster_has (m, NHS_M2_DOMESTIC) && can_saddle (m))
    give (&inv, "saddle");
  return inv.n;
}
