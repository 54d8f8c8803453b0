/* nhs-level-minvent.c: what a monster made off the map starts with
 * (makemon.c makemon (), m_initweap (), m_initinv ()): a statue trap's
 * contents
 *
 * Written from reading 3.4.3's, 3.6.7's, 3.7's, 5.0.0's, SLASH'EM's,
 * xNetHack's and EvilHack's makemon.c (NhsVariant.level_statue_contents
 * says which one a version follows; EvilHack's also worn.c m_dowear (),
 * weapon.c select_hwep ()/select_rwep () and pickup.c m_stash_items (),
 * and for its player monsters u_init.c's kits and mon.c's races). xNetHack's objects also
 * get a material as they are made (mksobj ()'s init_obj_material (),
 * nhs-level-material.c; then mongets () draws a worn or wielded item's
 * again while its monster hates it, and a few branches set one; EvilHack
 * the same with its own lists). mk_trap_statue () makes the statue's monster with makemon
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
 * priests, guards, the Quest's guardians, player monsters but EvilHack's)
 * and uniques are never a statue trap's monster in these versions, so
 * their own branches are not written here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-artifact.h"
#include "nhs-muse.h"
#include "nhs-muse-evil-weapons.h"
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
  gboolean evil;          /* EvilHack's: 3.6.7's with its own branches */
  const NhsMonster *race; /* EvilHack: a mercenary's or player monster's race (apply_race ()); NULL: its own */
  gboolean mplayer;       /* EvilHack: a player monster (is_mplayer ()) */
  gboolean priest;        /* EvilHack: is_priest () (weapon.c oselect ()'s priest rule) */
  int *spe;               /* EvilHack: what each item adds to its armour class beyond its kind's and
                             material's (enchantment, make; 0 where not drawn); NULL elsewhere */
  gboolean *cursed;       /* EvilHack: each item cursed (where drawn); NULL elsewhere */
  gboolean *blessed;      /* EvilHack: each item blessed (where drawn: create_oprop ()'s
                             blessorcurse () leaves a blessed one alone); NULL elsewhere */
  int *eroded;            /* EvilHack: each item's greatest_erosion () as mksobj () made it; NULL elsewhere */
  NhsLevelItemState *state; /* EvilHack: each item's poison, erosions, erodeproofing and grease
                             as mksobj () and mongets () left them; NULL elsewhere */
  gboolean lminion;       /* EvilHack: mondata.h is_lminion (): a minion kind (M2_MINION) of
                             lawful alignment (align above) */
  gboolean erode_late;    /* add () leaves a piece of armour's erosion and quality to
                             evil_erode_late (): mksobj ()'s init (enchantment, property)
                             comes first */
  int *qual;              /* EvilHack: each item's forged_qual as armor_bonus () counts it
                             (superior +1, exceptional +2, inferior -2); NULL elsewhere */
  const char **made_of;   /* EvilHack: an egg's or tin's monster as mksobj () draws it
                             (NULL: generic, spinach or none); NULL elsewhere */
  const NhsArtifact **arti; /* EvilHack: the artifact each item was made (NULL: none);
                             NULL elsewhere */
  guint *props;           /* EvilHack: each item's object properties (NHS_OPROP_*) as
                             mksobj () and m_initweap () gave them; NULL elsewhere */
  guint *gives;           /* EvilHack: what each piece of armour gives its wearer that
                             worn.c extra_pref () asks about (EVIL_GIVES_*: a dragon-scaled
                             suit's scales, a property's resistance); NULL elsewhere */
  int n_first;            /* EvilHack's player monster: the items made before
                             m_initweap ()'s m_dowear () */
  gboolean in_hell;       /* Gehennom (init_obj_material () picks no silver) */
  int align;              /* the monster's alignment as makemon () left it before the
                             inventory: a minion's EMIN min_align, else maligntyp */
  NhsItemGenOptions opts; /* peaceful: no invisibility (rnd_misc_item ()) */
} Inv;

/* the most items a monster is given before EvilHack's tidying leaves
   what the statue holds (a player monster of level 20 gets dozens) */
#define INV_MAX (NHS_LEVEL_MAX_CONTENTS * 4)

/* a monster named either way (3.6.7's name, 3.7's: "Elvenking" is the
   elven monarch's male name there) */
static gboolean
named (const NhsMonster *m, const char *old, const char *now)
{
  return nhs_monster_named (m, old) || nhs_monster_named (m, now);
}

static void evil_erode (Inv *inv, const char *name, const char *mat);
static void evil_erode_item (Inv *inv, int i, const NhsObject *o, const char *mat);
static void evil_erode_late (Inv *inv, const char *name);

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
      if (inv->spe)
        inv->spe[inv->n] = 0;
      if (inv->cursed)
        inv->cursed[inv->n] = FALSE;
      if (inv->blessed)
        inv->blessed[inv->n] = FALSE;
      if (inv->state)
        memset (&inv->state[inv->n], 0, sizeof inv->state[inv->n]);
      if (inv->eroded)
        evil_erode (inv, name, mat);
      if (inv->made_of)
        inv->made_of[inv->n] = NULL;
      if (inv->arti)
        inv->arti[inv->n] = NULL;
      if (inv->gives)
        inv->gives[inv->n] = 0;
      if (inv->props)
        inv->props[inv->n] = 0;
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

/* mondata.h mon_has_race (): the race apply_race () gave a mercenary, else
   the monster's own (mhflags) */
static gboolean
racial (const Inv *inv, NhsMFlag flag)
{
  return nhs_monster_has (inv->race ? inv->race : inv->m, flag);
}

/* EvilHack's mondata.c mon_hates_material (): silver for the monster's
   (or race's) silver-haters, iron for elves and drow, mithril for orcs,
   but not when undead; a race's own dislikes count too */
static gboolean
evil_hates (const Inv *inv, const char *mat)
{
  const NhsMonster *r = inv->race ? inv->race : inv->m;
  gboolean undead = nhs_monster_has (r, NHS_MH_ZOMBIE) || nhs_monster_has (r, NHS_MH_UNZOMBIE);

  if (g_strcmp0 (mat, "SILVER") == 0)
    return (nhs_monster_in_class (r, "S_IMP") && !nhs_monster_named (r, "tengu")
            && !nhs_monster_named (r, "leprechaun"))
           || nhs_monster_has (r, NHS_MH_WERE) || nhs_monster_has (r, NHS_MH_VAMPIRE)
           || nhs_monster_has (r, NHS_MH_DEMON) || nhs_monster_named (r, "shade");
  if (g_strcmp0 (mat, "IRON") == 0)
    return (!undead && (nhs_monster_has (r, NHS_MH_ELF) || nhs_monster_has (r, NHS_MH_DROW)))
           || (inv->race && (racial (inv, NHS_MH_ELF) || racial (inv, NHS_MH_DROW)));
  if (g_strcmp0 (mat, "MITHRIL") == 0)
    return (!undead && nhs_monster_has (r, NHS_MH_ORC)) || (inv->race && racial (inv, NHS_MH_ORC));
  return FALSE;
}

/* the monster hates mat (EvilHack's rule or xNetHack's) */
static gboolean
hates (const Inv *inv, const char *mat)
{
  return inv->evil ? evil_hates (inv, mat) : nhs_muse_xnh_hates_material (inv->m, mat);
}

/* mksobj ()'s material (init_obj_material ()); a wand's, a ring's or a
   spellbook's in o_init.c shuffle ()'s range (the magic, non-unique ones)
   comes with its appearance, which the game shuffles: NULL (and NULL
   where materials are not drawn). *out: the kind */
static const char *
first_material (Inv *inv, const char *name, const NhsObject **out)
{
  const NhsObject *o;

  *out = NULL;
  if (inv->mats == NULL || (o = nhs_object_lookup (inv->g->variant, name)) == NULL
      || nhs_lev_material_shuffled (o))
    return NULL;
  *out = o;
  return nhs_lev_init_material (inv->g, o, inv->in_hell);
}

/* mksobj (otyp, TRUE, ...)'s material, then mongets ()'s: a weapon, a
   piece of armour, a weapon-tool or an amulet is drawn again while the
   monster hates it, and after the 100th draw the first material in
   objclass.h's order it may be made of and does not hate. */
static const char *
made_material (Inv *inv, const char *name)
{
  const NhsObject *o;
  const char *mat = first_material (inv, name, &o);

  if (o == NULL)
    return NULL;
  /* (EvilHack: any tool) */
  if (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR || o->oclass == NHS_OC_AMULET
      || (o->oclass == NHS_OC_TOOL && (o->skill[0] != '\0' || inv->evil)))
    {
      const NhsVariant *v = inv->g->variant;

      for (int tries = 0; hates (inv, mat); )
        {
          mat = nhs_lev_init_material (inv->g, o, inv->in_hell);
          if (++tries < 100)
            continue;
          for (int k = 1; nhs_lev_material_key (v, k); k++)
            if (nhs_lev_material_valid (v, o, nhs_lev_material_key (v, k))
                && !hates (inv, nhs_lev_material_key (v, k)))
              return nhs_lev_material_key (v, k);
          return o->material;
        }
    }
  return mat;
}

/* mkobj.c rndmonnum () (rndmonst (), else Plan B) */
static const NhsMonster *
rndmonnum (Inv *inv)
{
  const NhsLevelParams *p = &inv->g->lev->params;
  char sym;
  const char *name;
  int k = p->rndmonnum ? p->rndmonnum (p->picker_data, &inv->g->rng, 0, &sym, &name) : -1;

  return k >= 0 ? p->monster (p->picker_data, k) : NULL;
}

/* a monster's index by name, -1 when the version has none */
static int
mon_index (Inv *inv, const char *name)
{
  const NhsLevelParams *p = &inv->g->lev->params;

  return p->lookup ? p->lookup (p->picker_data, name, NULL) : -1;
}

/* mondata.c little_to_big () where it decides can_be_hatched (): the
   young whose grown form lays eggs and who do not (the chickatrice, the
   large hawk, the baby dragons, worms, crocodile and owlbear, the naga
   hatchlings); the others' grown forms lay eggs as they do, or neither */
static const NhsMonster *
egg_grown (Inv *inv, const NhsMonster *m)
{
  const NhsLevelParams *p = &inv->g->lev->params;
  g_autofree char *grown = NULL;
  int k;

  if (nhs_monster_named (m, "chickatrice"))
    grown = g_strdup ("cockatrice");
  else if (nhs_monster_named (m, "large hawk"))
    grown = g_strdup ("giant hawk");
  else if (g_str_has_prefix (m->name, "baby "))
    grown = g_strdup (m->name + 5);
  else if (g_str_has_suffix (m->name, " hatchling"))
    grown = g_strndup (m->name, strlen (m->name) - strlen (" hatchling"));
  k = grown ? mon_index (inv, grown) : -1;
  return k >= 0 ? p->monster (p->picker_data, k) : m;
}

/* mkobj.c mksobj ()'s egg: 1 time in 3 a typed one, up to 200 draws of
   rndmonnum () until can_be_hatched () (mon.c) gives a monster not
   genocided: the grown form of one that lays eggs (the queen bee's,
   winged gargoyle's and queen ant's only when BREEDER_EGG's rn2 (77)
   gives 0; the killer bee, gargoyle and the ants without it) */
static const char *
egg_made_of (Inv *inv)
{
  const NhsLevelParams *p = &inv->g->lev->params;

  if (rn2 (inv->g, 3))
    return NULL;
  for (int tries = 200; tries > 0; tries--)
    {
      const NhsMonster *m = rndmonnum (inv);
      gboolean hatch;

      if (m == NULL)
        return NULL;
      m = egg_grown (inv, m);
      if (nhs_monster_named (m, "killer bee") || nhs_monster_named (m, "gargoyle")
          || nhs_monster_named (m, "giant ant") || nhs_monster_named (m, "fire ant")
          || nhs_monster_named (m, "soldier ant"))
        hatch = TRUE;
      else
        hatch = nhs_monster_has (m, NHS_M1_OVIPAROUS)
                && (!rn2 (inv->g, 77)
                    || !(nhs_monster_named (m, "queen bee") || nhs_monster_named (m, "winged gargoyle")
                         || nhs_monster_named (m, "queen ant")));
      if (hatch && !(p->gone && p->gone (p->picker_data, mon_index (inv, m->name))))
        return m->name;
    }
  return NULL;
}

/* mon.c undead_to_corpse (): the corpse a zombie, mummy, vampire lord or
   witherling leaves */
static const char *
undead_corpse (const NhsMonster *m)
{
  static const char *const races[] = { "kobold", "dwarf", "gnome", "orc", "elf", "drow", "hobbit", "human",
                                       "giant", "ettin" };

  for (guint i = 0; i < G_N_ELEMENTS (races); i++)
    {
      g_autofree char *z = g_strconcat (races[i], " zombie", NULL);
      g_autofree char *u = g_strconcat (races[i], " mummy", NULL);

      if (nhs_monster_named (m, z) || nhs_monster_named (m, u))
        return races[i];
    }
  if (nhs_monster_named (m, "vampire sovereign") || nhs_monster_named (m, "vampire noble")
      || nhs_monster_named (m, "vampire royal") || nhs_monster_named (m, "vampire mage"))
    return "human";
  if (nhs_monster_named (m, "gnoll witherling"))
    return "gnoll";
  return NULL;
}

/* mkobj.c mksobj ()'s tin: 1 time in 6 spinach, else up to 200 draws of
   rndmonnum () (a zombie's or mummy's its race's) until one that leaves a
   corpse with nutrition */
static const char *
tin_made_of (Inv *inv)
{
  const NhsLevelParams *p = &inv->g->lev->params;

  if (!rn2 (inv->g, 6))
    return NULL;
  for (int tries = 200; tries > 0; tries--)
    {
      const NhsMonster *m = rndmonnum (inv);
      const char *race;
      int k;

      if (m == NULL)
        return NULL;
      race = undead_corpse (m);
      k = race ? mon_index (inv, race) : -1;
      if (k >= 0)
        m = p->monster (p->picker_data, k);
      if (m->cnutrit > 0 && !(m->geno & NHS_G_NOCORPSE))
        return m->name;
    }
  return NULL;
}

/* mksobj ()'s init of an egg or a tin (EvilHack's: what muse.c's
   searches_for_item () looks at when it tidies) */
static void
draw_made_of (Inv *inv, const char *name)
{
  if (inv->made_of == NULL || inv->n == 0 || inv->items[inv->n - 1] != name)
    return;
  if (strcmp (name, "egg") == 0)
    inv->made_of[inv->n - 1] = egg_made_of (inv);
  else if (strcmp (name, "tin") == 0)
    inv->made_of[inv->n - 1] = tin_made_of (inv);
}

static int rne3 (Inv *inv);
static void evil_oprop_fixup (Inv *inv, guint props, int *spe, gboolean *blessed, gboolean *cursed);
static guint evil_oprop_gives (guint props);
static int armor_init_spe (Inv *inv, const char *kind, gboolean *blessed, gboolean *cursed);

/* The rest of EvilHack's mksobj () init of armour (mkobj.c ARMOR_CLASS,
   mongets ()'s artif FALSE) for the item just made, of kind o, after its
   enchantment spe and curse: 1 time in 150 an object property
   (nhs_lev_create_oprop (obj, TRUE): fumbling and hunger too), kept with
   the resistances it gives, then evil_oprop_fixup (); the enchantment,
   blessing and curse kept */
static void
evil_armor_oprop_init (Inv *inv, const NhsObject *o, int spe, gboolean blessed, gboolean cursed)
{
  int i = inv->n - 1;

  if (!rn2 (inv->g, 150))
    {
      inv->props[i] = nhs_lev_create_oprop (inv->g, o, inv->mats ? inv->mats[i] : NULL, TRUE);
      inv->gives[i] |= evil_oprop_gives (inv->props[i]);
      evil_oprop_fixup (inv, inv->props[i], &spe, &blessed, &cursed);
    }
  inv->spe[i] = spe;
  inv->blessed[i] = blessed;
  inv->cursed[i] = cursed;
}

/* EvilHack's mksobj () init of armour for the item just made, name:
   armor_init_spe (), then evil_armor_oprop_init () */
static void
evil_armor_init (Inv *inv, const char *name)
{
  const NhsObject *o;
  gboolean blessed = FALSE, cursed = FALSE;
  int spe;

  if (!inv->evil || inv->props == NULL || inv->n == 0 || inv->items[inv->n - 1] != name
      || (o = nhs_object_lookup (inv->g->variant, name)) == NULL || o->oclass != NHS_OC_ARMOR)
    return;
  spe = armor_init_spe (inv, name, &blessed, &cursed);
  evil_armor_oprop_init (inv, o, spe, blessed, cursed);
}

/* The rest of EvilHack's mksobj () init of a weapon o (mkobj.c
   WEAPON_CLASS, with mongets ()'s artif FALSE) after its enchantment and
   curse: poisoned or tainted (nhs_lev_evil_poison (), into *poisoned and
   *tainted), then an
   object property when rn2 (175) < level_difficulty () / 2
   (nhs_lev_create_oprop (obj, TRUE)), kept in inv->props, and
   evil_oprop_fixup () */
static void
evil_weapon_oprop_init (Inv *inv, const NhsObject *o, int *spe, gboolean *blessed, gboolean *cursed,
                        gboolean *poisoned, gboolean *tainted)
{
  Gen *g = inv->g;
  guint props = 0;

  nhs_lev_evil_poison (g, o, poisoned, tainted);
  if (rn2 (g, 175) < g->depth / 2)
    props = nhs_lev_create_oprop (g, o, NULL, TRUE);
  evil_oprop_fixup (inv, props, spe, blessed, cursed);
  if (inv->props)
    inv->props[inv->n - 1] = props;
}

/* EvilHack's mksobj () init of a weapon (mkobj.c WEAPON_CLASS): 1 time
   in 11 +rne (3) and blessed 1 time in 2, else 1 time in 10 cursed and
   -rne (3), else blessorcurse (otmp, 10); the rest of the init
   (evil_weapon_oprop_init ()), then mkobj_erosions () and
   mkobj_quality () (evil_erode_item ()); kept (inv->spe, inv->blessed,
   inv->cursed, inv->qual) for weapon.c oselect ()'s dmgval () rolls, the
   poison and taint in inv->state. (mongets ()'s own changes after it:
   evil_mongets_fix ().) */
static void
evil_weapon_init (Inv *inv, const char *name)
{
  const NhsObject *o;
  int spe = 0;
  gboolean blessed = FALSE, cursed = FALSE, poisoned = FALSE, tainted = FALSE;

  if (!inv->evil || inv->spe == NULL || inv->n == 0 || inv->items[inv->n - 1] != name
      || (o = nhs_object_lookup (inv->g->variant, name)) == NULL || o->oclass != NHS_OC_WEAPON)
    return;
  if (!rn2 (inv->g, 11))
    {
      spe = rne3 (inv);
      blessed = rn2 (inv->g, 2);
    }
  else if (!rn2 (inv->g, 10))
    {
      cursed = TRUE;
      spe = -rne3 (inv);
    }
  else if (!rn2 (inv->g, 10))
    {
      cursed = !rn2 (inv->g, 2);
      blessed = !cursed;
    }
  evil_weapon_oprop_init (inv, o, &spe, &blessed, &cursed, &poisoned, &tainted);
  if (inv->state)
    {
      inv->state[inv->n - 1].poisoned = poisoned;
      inv->state[inv->n - 1].tainted = tainted;
    }
  evil_erode_item (inv, inv->n - 1, o, inv->mats ? inv->mats[inv->n - 1] : NULL);
  inv->spe[inv->n - 1] = spe;
  inv->blessed[inv->n - 1] = blessed;
  inv->cursed[inv->n - 1] = cursed;
}

/* EvilHack's mksobj () init of a ring o (mkobj.c RING_CLASS), what worn.c
   m_dowear () weighs: a charged kind is blessorcurse (otmp, 3)'d, then 9
   times in 10 given rne (3) of the sign of its blessing (1 time in 10,
   or when uncursed and unblessed, of either sign), a +0 one rn2 (4) -
   rn2 (3), and a negative one cursed 4 times in 5; any other kind is
   cursed when rn2 (10) and it is a ring of teleportation, polymorph,
   aggravate monster or hunger, or also !rn2 (9) */
static void
evil_ring_draw (Inv *inv, const NhsObject *o, int *spe, gboolean *cursed)
{
  Gen *g = inv->g;
  static const char *const bad[] = {
    "ring of teleportation", "ring of polymorph", "ring of aggravate monster", "ring of hunger",
  };

  *spe = 0;
  *cursed = FALSE;
  if (o->flags & NHS_OBJ_CHARGED)
    {
      int sign = 0;

      if (!rn2 (g, 3))
        sign = rn2 (g, 2) ? 1 : -1;
      if (rn2 (g, 10))
        {
          if (rn2 (g, 10) && sign != 0)
            *spe = sign * rne3 (inv);
          else
            *spe = rn2 (g, 2) ? rne3 (inv) : -rne3 (inv);
        }
      if (*spe == 0)
        {
          int up = rn2 (g, 4);

          *spe = up - rn2 (g, 3);
        }
      /* (the rn2 (5) is drawn for any negative ring, cursed already or not) */
      gboolean curse = *spe < 0 && rn2 (g, 5);

      *cursed = sign < 0 || curse;
    }
  else if (rn2 (g, 10))
    {
      gboolean is_bad = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (bad); k++)
        is_bad |= strcmp (o->name, bad[k]) == 0;
      *cursed = is_bad || !rn2 (g, 9);
    }
}

/* the ring just made (its enchantment and curse kept in inv->spe and
   inv->cursed for m_dowear ()) */
static void
evil_ring_init (Inv *inv, const char *name)
{
  const NhsObject *o;

  if (!inv->evil || inv->spe == NULL || inv->n == 0 || inv->items[inv->n - 1] != name
      || (o = nhs_object_lookup (inv->g->variant, name)) == NULL || o->oclass != NHS_OC_RING)
    return;
  evil_ring_draw (inv, o, &inv->spe[inv->n - 1], &inv->cursed[inv->n - 1]);
}

static int evil_mongets (Inv *inv, const char *name);
static void evil_erode_rest (Inv *inv, const char *name);

/* mongets (): the item, made with mksobj ()'s init, joins the inventory
   (EvilHack's: evil_mongets ()) */
static void
give (Inv *inv, const char *name)
{
  if (name != NULL && inv->evil)
    evil_mongets (inv, name);
  else if (name != NULL)
    {
      const char *mat = made_material (inv, name);

      add (inv, name, mat);
      draw_made_of (inv, name);
    }
}

/* an item made without init (mksobj (otyp, FALSE, FALSE)): its kind's
   own material (EvilHack's mksobj () draws it all the same, and any
   class's erosions and quality: a piece of armour's in add (), the
   rest's evil_erode_rest ()) */
static void
give_plain (Inv *inv, const char *name)
{
  const NhsObject *o = inv->mats ? nhs_object_lookup (inv->g->variant, name) : NULL;

  if (inv->evil)
    {
      add (inv, name, first_material (inv, name, &o));
      evil_erode_rest (inv, name);
    }
  else
    add (inv, name, o ? o->material : NULL);
}

/* an item made with mksobj ()'s init (its material as drawn, not drawn
   again for a monster that hates it: ini_mon_inv (), mkobj ()) */
static void
give_made (Inv *inv, const char *name)
{
  const NhsObject *o;

  if (name != NULL)
    {
      const char *mat = first_material (inv, name, &o);

      inv->erode_late = TRUE;
      add (inv, name, mat);
      evil_weapon_init (inv, name);
      evil_armor_init (inv, name);
      evil_erode_late (inv, name);
      evil_ring_init (inv, name);
      draw_made_of (inv, name);
      evil_erode_rest (inv, name);
    }
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
  guint n = 0, a, b;
  const NhsObject *objs = nhs_objects (g->variant, &n);

  nhs_lev_object_span (g->variant, first, end, &a, &b);
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

/* mkobj.c mkobj_erosions () of a piece of armour made of mat (3.7 on,
   mksobj_init (); EvilHack, mksobj () whatever init was asked), when it
   can be damaged at all (nhs_lev_material_erodes ()): not erodeproof (1 in
   100), then 1 time in 80 a first erosion (burnt, rusty or cracked) and
   1 in 80 a second (rotted or corroded), each where the material takes
   it, each 1, then one more while !rn2 (9), up to 3; 1 in 1000 greased.
   Returns greatest_erosion (). */
static int
erode (Gen *g, gboolean can)
{
  int e = 0;

  if (!rn2 (g, 80) && can)
    for (e = 1; e < 3 && !rn2 (g, 9);)
      e++;
  return e;
}

void
nhs_lev_erosions_kept (Gen *g, const char *mat, int *first, int *second, gboolean *proof, gboolean *greased)
{
  gboolean burns, rots, p = FALSE, gr;

  *first = *second = 0;
  if (proof != NULL)
    *proof = FALSE;
  if (greased != NULL)
    *greased = FALSE;
  if (!nhs_lev_material_erodes (g->variant, mat, &burns, &rots))
    return;   /* (may_generate_eroded ()) */
  if (rn2 (g, 100))
    {
      *first = erode (g, burns);
      *second = erode (g, rots);
    }
  else
    p = TRUE;   /* (maybe_erodeproof (): no supermaterial gets here) */
  gr = !rn2 (g, 1000);
  if (proof != NULL)
    *proof = p;
  if (greased != NULL)
    *greased = gr;
}

void
nhs_lev_erosions (Gen *g, const char *mat, int *first, int *second)
{
  nhs_lev_erosions_kept (g, mat, first, second, NULL, NULL);
}

int
nhs_lev_erosion (Gen *g, const char *mat)
{
  int first, second;

  nhs_lev_erosions (g, mat, &first, &second);
  return MAX (first, second);
}

static int
erosion (Inv *inv, const char *mat)
{
  return nhs_lev_erosion (inv->g, mat);
}

/* what armor_bonus () and dmgval () add for a forged quality (superior
   +1, exceptional +2, inferior -2) */
static int
qual_bonus (NhsForgedQuality q)
{
  return q == NHS_FQ_SUPERIOR ? 1 : q == NHS_FQ_EXCEPTIONAL ? 2 : q == NHS_FQ_INFERIOR ? -2 : 0;
}

/* EvilHack's mksobj (): after the init, whatever init was asked,
   mkobj_erosions () (of a kind whose erosion matters,
   nhs_lev_evil_may_erode (); nhs_lev_erosions_kept ()) and
   mkobj_quality () (nhs_lev_evil_quality ()) of item i made of mat, kept
   (the greatest erosion in inv->eroded, each in inv->state, the quality
   as qual_bonus () counts it) */
static void
evil_erode_item (Inv *inv, int i, const NhsObject *o, const char *mat)
{
  int first = 0, second = 0;
  gboolean proof = FALSE, greased = FALSE;

  if (mat == NULL)
    mat = o->material;
  if (nhs_lev_evil_may_erode (o))
    nhs_lev_erosions_kept (inv->g, mat, &first, &second, &proof, &greased);
  if (inv->eroded)
    inv->eroded[i] = MAX (first, second);
  if (inv->state)
    {
      inv->state[i].eroded = (guint8) first;
      inv->state[i].eroded2 = (guint8) second;
      inv->state[i].erodeproof = proof;
      inv->state[i].greased = greased;
    }
  if (inv->qual)
    inv->qual[i] = qual_bonus (nhs_lev_evil_quality (inv->g, o, mat));
}

static const char *evil_ring_material (Gen *g, const NhsObject *ring);

/* the same for the item just made, name, when it is neither a weapon nor
   a piece of armour (their erosions come with their init): a ring's
   material is its appearance's in the level's shuffle
   (evil_ring_material ()), a wand's one drawn for it
   (nhs_lev_appearance_material (), as the floor's), kept for the
   erosion's words; a barding's quality too */
static void
evil_erode_rest (Inv *inv, const char *name)
{
  const NhsObject *o;
  const char *mat;
  int i = inv->n - 1;

  if (inv->eroded == NULL || inv->n == 0 || inv->items[i] != name
      || (o = nhs_object_lookup (inv->g->variant, name)) == NULL
      || o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR || !nhs_lev_evil_may_erode (o))
    return;
  if (o->oclass == NHS_OC_RING)
    mat = evil_ring_material (inv->g, o);
  else if (o->oclass == NHS_OC_WAND)
    mat = nhs_lev_appearance_material (inv->g, o);
  else
    mat = inv->mats && inv->mats[i] ? inv->mats[i] : o->material;
  evil_erode_item (inv, i, o, mat);
  if (inv->state && (o->oclass == NHS_OC_RING || o->oclass == NHS_OC_WAND))
    inv->state[i].appearance_material = mat;
}

/* the same for the item about to join the inventory, name, when it is a
   piece of armour (a weapon's come after its init, evil_weapon_init ()
   and give_plain ()) */
static void
evil_erode (Inv *inv, const char *name, const char *mat)
{
  const NhsObject *o = nhs_object_lookup (inv->g->variant, name);

  inv->eroded[inv->n] = 0;
  inv->qual[inv->n] = 0;
  if (o != NULL && o->oclass == NHS_OC_ARMOR && !inv->erode_late)
    evil_erode_item (inv, inv->n, o, mat);
}

/* mksobj (otyp, TRUE, ...) of armour: mkobj_erosions () and
   mkobj_quality () after the init (armor_init_spe (), the 1 in 150
   property), for the item just added, name (add () left them) */
static void
evil_erode_late (Inv *inv, const char *name)
{
  const NhsObject *o;

  inv->erode_late = FALSE;
  if (inv->eroded == NULL || inv->n == 0 || inv->items[inv->n - 1] != name
      || (o = nhs_object_lookup (inv->g->variant, name)) == NULL || o->oclass != NHS_OC_ARMOR)
    return;
  evil_erode_item (inv, inv->n - 1, o, inv->mats ? inv->mats[inv->n - 1] : NULL);
}

/* mksobj ()'s enchantment of a piece of armour of kind (mkobj.c,
   ARMOR_CLASS); *blessed and *cursed (may be NULL) whether it is made
   blessed or cursed. Fumble
   boots, levitation boots, a helm of opposite alignment and gauntlets of
   fumbling are made cursed and -rne (3) whenever rn2 (10) (no rn2 (11)
   is drawn for them), any other piece when also !rn2 (11) */
static int
armor_init_spe (Inv *inv, const char *kind, gboolean *blessed, gboolean *cursed)
{
  static const char *const bad[] = {
    "fumble boots", "levitation boots", "helm of opposite alignment", "gauntlets of fumbling",
  };
  int spe = 0;
  gboolean b = FALSE, c = FALSE, is_bad = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (bad); k++)
    is_bad |= g_strcmp0 (kind, bad[k]) == 0;
  if (rn2 (inv->g, 10) && (is_bad || !rn2 (inv->g, 11)))
    {
      spe = -rne3 (inv);
      c = TRUE;
    }
  else if (!rn2 (inv->g, 10))
    {
      b = rn2 (inv->g, 2);
      spe = rne3 (inv);
    }
  else if (!rn2 (inv->g, 10))
    {
      c = !rn2 (inv->g, 2);   /* blessorcurse (otmp, 10): cursed or blessed */
      b = !c;
    }
  if (blessed)
    *blessed = b;
  if (cursed)
    *cursed = c;
  return spe;
}

/* mkobj.c set_material () of item i, of kind o, to mat (EvilHack): an
   erosion the new material cannot take goes (the first unless it burns
   or rusts, the second unless it rots or corrodes or is glass), and so
   does erodeproofing where the material cannot erode at all (a
   supermaterial's: maybe_erodeproof ()) */
static void
evil_set_material (Inv *inv, int i, const NhsObject *o, const char *mat)
{
  NhsLevelItemState *st;
  gboolean burns, rots, damageable;

  if (inv->state == NULL || !nhs_lev_evil_may_erode (o))
    return;
  st = &inv->state[i];
  damageable = nhs_lev_material_erodes (inv->g->variant, mat != NULL ? mat : o->material, &burns, &rots);
  if (!burns)
    st->eroded = 0;
  if (!rots && g_strcmp0 (mat != NULL ? mat : o->material, "GLASS") != 0)
    st->eroded2 = 0;
  st->erodeproof &= damageable;
  if (inv->eroded)
    inv->eroded[i] = MAX (st->eroded, st->eroded2);
}

/* mongets ()'s maybe_erodeproof (otmp, 1) of item i, of kind o, made of
   mat: kept where its erosion matters and the material may erode (else
   it says nothing) */
static void
evil_erodeproof (Inv *inv, int i, const NhsObject *o, const char *mat)
{
  gboolean burns, rots;

  if (inv->state != NULL && nhs_lev_evil_may_erode (o)
      && nhs_lev_material_erodes (inv->g->variant, mat != NULL ? mat : o->material, &burns, &rots))
    inv->state[i].erodeproof = TRUE;
}

/* makemon.c mongets ()'s own changes (EvilHack) to item i, of kind o,
   that mksobj () has made, in its order: a demon's blessed item cursed;
   a lawful minion's (is_lminion ()) not cursed, not below +0 and
   erodeproof; a prince's weapon below +1 made +1 to +3, its armour +1 to
   +4, a lord's either +1 to +2, its erosions taken away and erodeproof 1
   time in 5 (a lord's 1 in 8); then, for a weapon, weapon-tool, armour,
   amulet or tool but the Bell of Opening, the material drawn again
   (init_obj_material (): its kind's own first, then the drawn one, each
   through evil_set_material ()) while the monster hates it, and after the
   100th draw the first in objclass.h's order that it may be made of and
   does not hate */
static void
evil_mongets_fix (Inv *inv, int i, const NhsObject *o)
{
  Gen *g = inv->g;
  const NhsVariant *v = g->variant;
  gboolean prince = nhs_monster_has (inv->m, NHS_M2_PRINCE), lord = nhs_monster_has (inv->m, NHS_M2_LORD);
  const char *mat = inv->mats ? inv->mats[i] : NULL;

  if (nhs_monster_in_class (inv->m, "S_DEMON"))
    {
      if (inv->blessed && inv->blessed[i])
        {
          inv->blessed[i] = FALSE;
          inv->cursed[i] = TRUE;
        }
    }
  else if (inv->lminion)
    {
      if (inv->cursed)
        inv->cursed[i] = FALSE;
      if (inv->spe && inv->spe[i] < 0)
        inv->spe[i] = 0;
      evil_erodeproof (inv, i, o, mat);
    }
  if ((prince || lord) && (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR)
      && inv->spe && inv->spe[i] < 1)
    {
      inv->spe[i] = o->oclass == NHS_OC_WEAPON ? (prince ? rn2 (g, 3) + 1 : rn2 (g, 2) + 1)
                    : prince ? rn2 (g, 4) + 1 : rn2 (g, 2) + 1;   /* (no Wizard of Yendor here) */
      if (inv->state)
        inv->state[i].eroded = inv->state[i].eroded2 = 0;
      if (inv->eroded)
        inv->eroded[i] = 0;
      if (!rn2 (g, prince ? 5 : 8))
        evil_erodeproof (inv, i, o, mat);
    }
  if (inv->mats == NULL || mat == NULL
      || !(o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR || o->oclass == NHS_OC_AMULET
           || (o->oclass == NHS_OC_TOOL && strcmp (o->name, "Bell of Opening") != 0)))
    return;
  for (int tries = 0; evil_hates (inv, mat);)
    {
      mat = nhs_lev_init_material (g, o, inv->in_hell);
      evil_set_material (inv, i, o, o->material);
      evil_set_material (inv, i, o, mat);
      if (++tries < 100)
        continue;
      mat = o->material;
      for (int k = 1; nhs_lev_material_key (v, k); k++)
        if (nhs_lev_material_valid (v, o, nhs_lev_material_key (v, k))
            && !evil_hates (inv, nhs_lev_material_key (v, k)))
          {
            mat = nhs_lev_material_key (v, k);
            break;
          }
      evil_set_material (inv, i, o, mat);
      break;
    }
  inv->mats[i] = mat;
}

/* EvilHack's mongets (): mksobj (otyp, TRUE, FALSE) — the material
   (init_obj_material ()), the class's init, mkobj_erosions () and
   mkobj_quality (), all by that first material — then mongets ()'s own
   changes (evil_mongets_fix ()); returns the item's enchantment as
   mongets () does (0 where it is not kept) */
static int
evil_mongets (Inv *inv, const char *name)
{
  const NhsObject *o;
  const char *mat = first_material (inv, name, &o);

  inv->erode_late = TRUE;
  add (inv, name, mat);
  evil_weapon_init (inv, name);
  evil_armor_init (inv, name);
  evil_erode_late (inv, name);
  evil_ring_init (inv, name);
  draw_made_of (inv, name);
  evil_erode_rest (inv, name);
  if (inv->n == 0 || inv->items[inv->n - 1] != name
      || (o == NULL && (o = nhs_object_lookup (inv->g->variant, name)) == NULL))
    return 0;
  evil_mongets_fix (inv, inv->n - 1, o);
  return inv->spe ? inv->spe[inv->n - 1] : 0;
}

/* mongets () of armour (its kind's armour class ac), returning what it adds to
   the monster's: ac and its enchantment as mksobj ()'s init gives it
   (mkobj.c, ARMOR_CLASS): when rn2 (10) and then !rn2 (11) (or a kind
   armor_init_spe () names), cursed and -rne (3); else 1 time in 10 +rne (3); else blessorcurse () (no
   enchantment); 3.7 on, mkobj_erosions () (nhs_lev_erosion ()); counted
   as the version's ARM_BONUS () or armor_bonus () (nhs_lev_armor_bonus ()).
   xNetHack: a lord's or prince's piece (mongets ()) neither eroded nor
   below +0 */
static int
give_armor (Inv *inv, const char *name)
{
  const char *mat;
  const NhsObject *o = nhs_object_lookup (inv->g->variant, name);
  gboolean leader = nhs_monster_has (inv->m, NHS_M2_LORD) || nhs_monster_has (inv->m, NHS_M2_PRINCE);
  gboolean blessed = FALSE, cursed = FALSE;
  int spe, e = 0;

  /* (EvilHack: mongets ()'s order, evil_mongets (); the piece counted
     with its last material, its erosion and quality left out) */
  if (inv->evil)
    {
      spe = evil_mongets (inv, name);
      mat = inv->mats && inv->n > 0 && inv->items[inv->n - 1] == name ? inv->mats[inv->n - 1] : NULL;
      return o == NULL ? spe : nhs_lev_armor_bonus (inv->g->variant, o, mat, spe, 0, 0);
    }
  mat = made_material (inv, name);
  spe = armor_init_spe (inv, name, &blessed, &cursed);

  if (inv->v37)
    e = erosion (inv, mat ? mat : o ? o->material : "");
  inv->erode_late = TRUE;
  add (inv, name, mat);
  if (o == NULL)
    {
      inv->erode_late = FALSE;
      return spe;
    }
  evil_erode_late (inv, name);
  if (inv->xnh && leader)
    return nhs_lev_armor_bonus (inv->g->variant, o, mat, MAX (spe, 0), 0, 0);
  return nhs_lev_armor_bonus (inv->g->variant, o, mat, spe, e, 0);
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
      gboolean refused = nhs_item_gen_refusal (inv->g->variant, inv->m) != NULL;

      gen = refused ? NULL : nhs_item_gen_compute (inv->g->variant, inv->m, 0, &inv->opts, NULL);
      /* A monster the game gives these items always has its tables: the
         only other NULL, a chance that did not fit in 64 bits, never
         happens (tests/test-q64.c item-gen-fits computes every version,
         difficulty a monster has and set of options, which is all a
         monster can set, and all fit), so a level never quietly loses
         its items to it. */
      g_assert (gen != NULL || refused);
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

/* m_initthrow (): a stack of missiles (EvilHack's mksobj () material,
   not drawn again for a monster that hates it) */
static void
throw (Inv *inv, const char *name)
{
  const NhsObject *o;

  if (inv->evil)
    {
      add (inv, name, first_material (inv, name, &o));
      evil_weapon_init (inv, name);
    }
  else
    give (inv, name);
}

/* rn1 (BEC_DE_CORBIN - PARTISAN + 1, PARTISAN): any object from the
   partisan to the bec de corbin in the version's objects[] (3.6.7: the
   lance and the dwarvish mattock among them; 3.7 draws again until one of
   the polearms skill, and its objects[] has only those there) */
static const char *
polearm (Gen *g)
{
  guint n = 0, first, last, pick;
  const NhsObject *objs = nhs_objects (g->variant, &n);

  nhs_lev_object_span (g->variant, "partisan", "bec de corbin", &first, &last);
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

/* every orc's first: an orcish helm half the time, and the orc-captain
   armed as a Mordor orc or an Uruk-hai; the kind to arm */
static const char *
orc_start (Inv *inv)
{
  if (rn2 (inv->g, 2))
    give (inv, "orcish helm");
  if (nhs_monster_named (inv->m, "orc-captain"))
    return rn2 (inv->g, 2) ? "Mordor orc" : "Uruk-hai";
  return inv->m->name;
}

static void
orc_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *as = orc_start (inv);

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

/* what a worn piece gives that worn.c extra_pref () asks about (Inv.gives):
   a resistance (NHS_MR_*, in mon->mextrinsics) or flying */
#define EVIL_GIVES_FLY (1u << 30)

/* makemon.c ini_mon_inv (): a kit's suit above level 19 gets
   rnd_class (FIRST_DRAGON_SCALES, LAST_DRAGON_SCALES - 1), each of the 14
   as likely (their oc_prob is 0), a Wizard's drawn again without the gray
   ones; worn, armor_provides_extrinsic () gives the scales' property */
static guint
evil_dragon_scales (Inv *inv)
{
  /* gray, silver, shimmering, red, white, orange, black, blue, green,
     gold, sea, yellow, shadow, celestial dragon scales' oc_oprop */
  static const guint gives[] = {
    0, 0, 0, NHS_MR_FIRE, NHS_MR_COLD, NHS_MR_SLEEP, NHS_MR_DISINT, NHS_MR_ELEC, NHS_MR_POISON,
    0, 0, NHS_MR_ACID, 0, EVIL_GIVES_FLY,
  };
  int k = rn2 (inv->g, G_N_ELEMENTS (gives));

  if (strcmp (inv->m->name, "wizard") == 0)
    k = 1 + rn2 (inv->g, G_N_ELEMENTS (gives) - 1);
  return gives[k];
}

/* the resistances properties give the wearer of a piece of armour
   (update_mon_intrinsics (): fire, frost, shock, venom) */
static guint
evil_oprop_gives (guint props)
{
  static const guint res[] = { NHS_MR_FIRE, NHS_MR_COLD, NHS_MR_ELEC, NHS_MR_POISON };
  guint gives = 0;

  for (guint k = 0; k < G_N_ELEMENTS (res); k++)
    if (props & (1u << k))
      gives |= res[k];
  return gives;
}

/* the end of create_oprop () (artifact.c) for an object with properties
   props (none: nothing): with fumbling or hunger cursed (curse ():
   blessed no more) and -rne (3); else 1 time in 8 blessorcurse (obj, 8)
   (mkobj.c: nothing for an object blessed or cursed already, else 1 time
   in 8 cursed or blessed) and a new enchantment, -rne (3) when cursed,
   else rne (3) */
static void
evil_oprop_fixup (Inv *inv, guint props, int *spe, gboolean *blessed, gboolean *cursed)
{
  Gen *g = inv->g;

  if (props == 0)
    return;
  if (props & (NHS_OPROP_FUMBLING | NHS_OPROP_HUNGER))
    {
      *cursed = TRUE;
      *blessed = FALSE;
      *spe = -rne3 (inv);
    }
  else if (!rn2 (g, 8))
    {
      if (!*blessed && !*cursed && !rn2 (g, 8))
        {
          *cursed = !rn2 (g, 2);
          *blessed = !*cursed;
        }
      *spe = *cursed ? -rne3 (inv) : rne3 (inv);
    }
}

/* create_oprop (obj, FALSE) of item i (a weapon or a piece of armour of
   kind o that is no artifact, no magic kind, no dragon-scaled armour: the
   callers' tests) after what mksobj () gave it: properties only when it
   has none yet (nhs_lev_oprop_props ()), the resistances they give, then
   evil_oprop_fixup () */
static void
evil_oprop_again (Inv *inv, int i, const NhsObject *o)
{
  inv->props[i] = nhs_lev_oprop_props (inv->g, o, inv->mats ? inv->mats[i] : NULL, FALSE, inv->props[i]);
  if (o->oclass == NHS_OC_ARMOR)
    inv->gives[i] |= evil_oprop_gives (inv->props[i]);
  evil_oprop_fixup (inv, inv->props[i], &inv->spe[i], &inv->blessed[i], &inv->cursed[i]);
}

/* create_oprop (obj, FALSE)'s draws for a weapon made without init (an
   Angel's, never given properties before) that is no launcher, ammo,
   missile, artifact nor magic kind: its properties, then
   evil_oprop_fixup () (the property and enchantment are not kept here:
   the callers make the weapon blessed and enchant it again after) */
static void
evil_weapon_oprop (Inv *inv)
{
  int spe = 0;
  gboolean blessed = FALSE, cursed = FALSE;

  evil_oprop_fixup (inv, nhs_lev_oprop_props (inv->g, NULL, NULL, FALSE, 0), &spe, &blessed, &cursed);
}

/* do_name.c oname () of the item just made as the version's artifact
   named name (makemon.c m_initweap ()'s Angels): nothing when that
   artifact exists already (exist_artifact ()), else it counts as made
   (artifact_exists ()) and takes the artifact's material
   (artifact_material (); the kind's own when it names none). TRUE: the
   item became the artifact. */
static gboolean
name_artifact (Inv *inv, const char *name)
{
  Gen *g = inv->g;
  guint n_all;
  const NhsArtifact *all = nhs_artifacts (g->variant, &n_all);
  const NhsArtifact *a = nhs_artifact_lookup (g->variant, name);
  guint64 bit;
  int i = inv->n - 1;

  g_return_val_if_fail (a != NULL && i >= 0 && strcmp (a->kind, inv->items[i]) == 0, FALSE);
  bit = G_GUINT64_CONSTANT (1) << (a - all);
  if (g->artifacts_made & bit)
    return FALSE;
  g->artifacts_made |= bit;
  if (inv->arti)
    inv->arti[i] = a;
  if (inv->mats)
    {
      const NhsObject *o = nhs_object_lookup (g->variant, a->kind);

      inv->mats[i] = a->material ? a->material : o ? o->material : inv->mats[i];
    }
  return TRUE;
}

/* makemon.c m_initweap ()'s S_ANGEL branch, xNetHack's and EvilHack's
   alike: whether the Angel's weapon is promoted to an artifact,
   (!rn2 (20) || is_lord ()) && lawful (sgn () of a minion's min_align,
   else of its kind's alignment); the die is drawn for every humanoid
   Angel, lord or not */
static gboolean
angel_promoted (Inv *inv)
{
  return (!rn2 (inv->g, 20) || nhs_monster_has (inv->m, NHS_M2_LORD)) && inv->align > 0;
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
          /* promoted to Sunsword (the long sword) or Demonbane (the mace)
             when (!rn2 (20) || is_lord ()) and lawful (a minion's
             min_align, else its own alignment); oname () gives the
             artifact its own material (artilist.h) unless it exists
             already; the mace is made silver after, Demonbane or not */
          if (angel_promoted (inv))
            name_artifact (inv, g_strcmp0 (w, "long sword") == 0 ? "Sunsword" : "Demonbane");
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

/* ---- EvilHack: m_initweap () and m_initinv () differ in most branches,
   and setup_mon_inventory () then keeps only what the monster wears or
   would use ---- */

/* mon.c m_randrace () and m_chooserace () for a mercenary (not the guard)
   or a player monster: each race mon.c permits it (nhs_muse_races_listed
   (), in m_chooserace ()'s order) and not genocided or extinct (G_GONE)
   as likely; none (NULL: its own, human) when all are gone */
static const NhsMonster *
evil_race (Inv *inv)
{
  const NhsLevelParams *p = &inv->g->lev->params;
  g_auto (GStrv) races = nhs_muse_races_listed (inv->g->variant, inv->m->name);
  const NhsMonster *race = NULL;
  int count = 0;

  for (guint i = 0; races != NULL && races[i] != NULL; i++)
    {
      int k = p->lookup ? p->lookup (p->picker_data, races[i], NULL) : -1;

      if (k < 0 || (p->gone && p->gone (p->picker_data, k)))
        continue;
      if (!rn2 (inv->g, ++count))
        race = p->monster (p->picker_data, k);
    }
  return race;
}

static void
evil_mercenary_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  gboolean elf = racial (inv, NHS_MH_ELF), drow = racial (inv, NHS_MH_DROW);
  gboolean dwarf = racial (inv, NHS_MH_DWARF), orc = racial (inv, NHS_MH_ORC);
  gboolean giant = racial (inv, NHS_MH_GIANT), centaur = racial (inv, NHS_MH_CENTAUR);
  const char *w1 = NULL, *w2 = NULL;

  if (nhs_monster_named (m, "soldier"))
    {
      if (elf && !rn2 (g, 3))
        {
          give (inv, "elven bow");
          throw (inv, "elven arrow");
          give (inv, "elven dagger");
        }
      else if (elf)
        w1 = rn2 (g, 2) ? "elven spear" : "elven short sword";
      else if (drow && !rn2 (g, 3))
        {
          give (inv, "dark elven hand crossbow");
          throw (inv, "dark elven crossbow bolt");
          give (inv, "dark elven dagger");
        }
      else if (drow)
        w1 = rn2 (g, 2) ? "dark elven spear" : "dark elven short sword";
      else if (dwarf && !rn2 (g, 3))
        {
          w1 = polearm (g);
          w2 = rn2 (g, 2) ? "dagger" : "axe";
        }
      else if (dwarf)
        w1 = rn2 (g, 2) ? "dwarvish spear" : "dwarvish short sword";
      else if (orc && !rn2 (g, 3))
        {
          give (inv, "orcish bow");
          throw (inv, "orcish arrow");
          w1 = rn2 (g, 2) ? "orcish dagger" : "knife";
        }
      else if (orc)
        w1 = rn2 (g, 2) ? "orcish spear" : rn2 (g, 2) ? "orcish short sword" : "orcish scimitar";
      else if (!rn2 (g, 3))
        {
          w1 = polearm (g);
          w2 = rn2 (g, 2) ? "dagger" : "knife";
        }
      else
        w1 = rn2 (g, 2) ? "spear" : "short sword";
    }
  else if (nhs_monster_named (m, "sergeant"))
    {
      /* (a bow and arrows more in the Castle) */
      if (elf)
        w1 = rn2 (g, 2) ? "elven broadsword" : "quarterstaff";
      else if (drow)
        w1 = rn2 (g, 2) ? "dark elven broadsword" : "dark elven short sword";
      else if (dwarf)
        w1 = rn2 (g, 2) ? "morning star" : "dwarvish mattock";
      else if (orc)
        w1 = rn2 (g, 2) ? "orcish morning star" : "orcish short sword";
      else if (centaur)
        {
          give (inv, "crossbow");
          throw (inv, "crossbow bolt");
          w1 = rn2 (g, 2) ? "club" : "mace";
        }
      else if (giant)
        {
          w1 = rn2 (g, 2) ? "heavy war hammer" : "battle-axe";
          give (inv, "boulder");
        }
      else
        w1 = rn2 (g, 2) ? "flail" : "mace";
    }
  else if (nhs_monster_named (m, "lieutenant"))
    {
      if (elf)
        w1 = rn2 (g, 4) ? "elven broadsword" : "elven long sword";
      else if (drow)
        w1 = rn2 (g, 4) ? "dark elven broadsword" : "dark elven long sword";
      else if (dwarf)
        w1 = rn2 (g, 2) ? "dwarvish short sword" : "dwarvish bearded axe";
      else if (orc)
        w1 = rn2 (g, 2) ? "orcish long sword" : "orcish scimitar";
      else if (giant)
        {
          w1 = rn2 (g, 2) ? "halberd" : "battle-axe";
          give (inv, "boulder");
        }
      else
        {
          /* a wand: striking, magic missile, sleep, fire, cold,
             lightning, or 1 time in 14 of the sevenths death */
          static const char *const wands[] = { "wand of striking", "wand of magic missile",
                                               "wand of sleep", "wand of fire", "wand of cold",
                                               "wand of lightning", "wand of death" };
          int k;

          w1 = rn2 (g, 3) ? "broadsword" : "long sword";
          do
            k = rn2 (g, 7);
          while (k > 5 && rn2 (g, 14));
          give (inv, wands[k]);
        }
    }
  else
    {
      /* the captain */
      if (elf)
        w1 = "elven long sword";
      else if (drow)
        w1 = "dark elven long sword";
      else if (dwarf)
        w1 = rn2 (g, 4) ? "dwarvish bearded axe" : "battle-axe";
      else if (giant)
        w1 = rn2 (g, 2) ? "two-handed sword" : "battle-axe";
      else
        w1 = rn2 (g, 2) ? "long sword" : "saber";
      give (inv, "skeleton key");
    }
  give (inv, w1);
  if (!w2 && g_strcmp0 (w1, "dagger") != 0 && !rn2 (g, 4))
    w2 = "knife";
  give (inv, w2);
}

/* mongets () of armour: its enchantment (what EvilHack adds to the
   monster's armour class after its own figure for the piece) */
static int
give_spe (Inv *inv, const char *name)
{
  const NhsObject *o = nhs_object_lookup (inv->g->variant, name);

  return give_armor (inv, name) - (o ? o->ac : 0);
}

/* a mercenary's armour by its race, each piece while its armour class
   stays below 10 (the game's own figure for each piece plus its
   enchantment) */
static void
evil_mercenary_armor (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  gboolean elf = racial (inv, NHS_MH_ELF), drow = racial (inv, NHS_MH_DROW);
  gboolean orc = racial (inv, NHS_MH_ORC), giant = racial (inv, NHS_MH_GIANT);
  gboolean centaur = racial (inv, NHS_MH_CENTAUR);
  gboolean plain = !(giant || elf || drow || orc), unfey = !(elf || drow || orc);
  int mac = nhs_monster_named (m, "soldier") ? 3 : nhs_monster_named (m, "sergeant") ? 0
            : nhs_monster_named (m, "lieutenant") ? -2 : -3;

  if (mac < -1 && rn2 (g, 5) && !giant)
    mac += 7 + give_spe (inv, rn2 (g, 15) ? "plate mail" : "crystal plate mail");
  else if (mac < 3 && rn2 (g, 5) && plain)
    mac += 6 + give_spe (inv, rn2 (g, 3) ? "splint mail" : "banded mail");
  else if (mac < 3 && rn2 (g, 5) && elf)
    mac += 6 + give_spe (inv, rn2 (g, 3) ? "elven chain mail" : "banded mail");
  else if (mac < 3 && rn2 (g, 5) && drow)
    mac += 6 + give_spe (inv, rn2 (g, 3) ? "dark elven chain mail" : "dark elven tunic");
  else if (rn2 (g, 5) && plain)
    mac += 3 + give_spe (inv, rn2 (g, 3) ? "ring mail" : "studded armor");
  else if (rn2 (g, 5) && drow)
    mac += 3 + give_spe (inv, "dark elven tunic");
  else if (rn2 (g, 5) && orc)
    mac += 3 + give_spe (inv, rn2 (g, 3) ? "orcish ring mail" : "armor");
  else if (drow)
    mac += 2 + give_spe (inv, "dark elven tunic");
  else if (!giant)
    mac += 2 + give_spe (inv, "armor");

  if (mac < 10 && rn2 (g, 3) && unfey)
    mac += 1 + give_spe (inv, "helmet");
  else if (mac < 10 && rn2 (g, 2) && unfey)
    mac += 1 + give_spe (inv, "dented pot");
  else if (mac < 10 && rn2 (g, 3) && elf)
    mac += 1 + give_spe (inv, "elven helm");
  else if (mac < 10 && rn2 (g, 3) && drow)
    mac += 1 + give_spe (inv, "dark elven helm");
  else if (mac < 10 && rn2 (g, 3) && orc)
    mac += 1 + give_spe (inv, "orcish helm");

  if (mac < 10 && rn2 (g, 3) && unfey)
    mac += 1 + give_spe (inv, "small shield");
  else if (mac < 10 && rn2 (g, 2) && unfey)
    mac += 2 + give_spe (inv, "large shield");
  else if (mac < 10 && rn2 (g, 2) && elf)
    mac += 2 + give_spe (inv, "elven shield");
  else if (mac < 10 && rn2 (g, 2) && drow)
    mac += 2 + give_spe (inv, "dark elven bracers");
  else if (mac < 10 && rn2 (g, 2) && orc)
    mac += 2 + give_spe (inv, "orcish shield");

  if (mac < 10 && rn2 (g, 3) && !(centaur || drow))
    mac += 1 + give_spe (inv, "low boots");
  else if (mac < 10 && rn2 (g, 2) && !(centaur || drow))
    mac += 2 + give_spe (inv, "high boots");
  else if (mac < 10 && rn2 (g, 2) && drow)
    mac += 2 + give_spe (inv, "dark elven boots");

  if (mac < 10 && rn2 (g, 3))
    give_spe (inv, rn2 (g, 3) ? "gloves" : "gauntlets");
  else if (mac < 10 && rn2 (g, 3) && drow)
    give_spe (inv, "dark elven gloves");
  else if (mac < 10 && rn2 (g, 2) && plain)
    give_spe (inv, "cloak");
  else if (mac < 10 && rn2 (g, 2) && elf)
    give_spe (inv, "elven cloak");
  else if (mac < 10 && rn2 (g, 2) && drow)
    give_spe (inv, "dark elven cloak");
  else if (mac < 10 && rn2 (g, 2) && orc)
    give_spe (inv, "orcish cloak");

  /* soldiers and their officers */
  if (!rn2 (g, 3))
    give (inv, "K-ration");
  if (!rn2 (g, 2))
    give (inv, "C-ration");
  if (!nhs_monster_named (m, "soldier") && !rn2 (g, 3))
    give (inv, "bugle");
}

/* an elf that is no mercenary: a helm or cloak, maybe boots (the mithril
   coat it would make of elven chain mail it never carries), a dagger, and
   a bow, swords or a spear, not for the elven wizard */
static void
evil_elf_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  gboolean wizard = nhs_monster_named (m, "elven wizard");

  if (rn2 (g, 2))
    give (inv, rn2 (g, 2) && (nhs_monster_named (m, "Grey-elf") || nhs_monster_named (m, "elven noble")
                              || nhs_monster_named (m, "elven royal") || wizard)
               ? "elven helm" : "elven cloak");
  if (rn2 (g, 2) && !wizard)
    ;
  else if (!rn2 (g, 4))
    give (inv, "elven boots");
  if (rn2 (g, 2))
    give (inv, "elven dagger");
  switch (rn2 (g, 3))
    {
    case 0:
      if (wizard)
        break;
      if (!rn2 (g, 4))
        give (inv, "elven shield");
      if (rn2 (g, 3))
        give (inv, "elven short sword");
      give (inv, "elven bow");
      throw (inv, "elven arrow");
      break;
    case 1:
      if (wizard)
        break;
      give (inv, rn2 (g, 2) ? "elven long sword" : "elven broadsword");
      if (rn2 (g, 2))
        give (inv, "elven shield");
      break;
    default:
      if (!wizard && rn2 (g, 2))
        {
          give (inv, "elven spear");
          give (inv, "elven shield");
        }
      break;
    }
  if (nhs_monster_named (m, "elven royal"))
    {
      if (rn2 (g, 3))   /* (or on the Plane of Earth) */
        give (inv, "pick-axe");
      if (!rn2 (g, 50))
        give (inv, "crystal ball");
    }
}

static void
evil_drow_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  gboolean caster = nhs_monster_named (m, "drow mage") || nhs_monster_named (m, "drow cleric");
  gboolean cleric = nhs_monster_named (m, "drow cleric");
  int k;

  if (rn2 (g, 2))
    give (inv, rn2 (g, 2) ? "dark elven helm" : "dark elven cloak");
  if (rn2 (g, 2) && !caster)
    give (inv, rn2 (g, 5) ? "dark elven tunic" : "dark elven chain mail");
  else if (!rn2 (g, 3))
    give (inv, rn2 (g, 2) ? "dark elven boots" : "dark elven gloves");
  if (rn2 (g, 2) && !cleric)
    give (inv, "dark elven dagger");
  k = rn2 (g, 4);
  if (k <= 1 && !caster)
    {
      if (!rn2 (g, 4))
        give (inv, "dark elven bracers");
      if (rn2 (g, 3))
        give (inv, "dark elven short sword");
      give (inv, k == 0 ? "dark elven bow" : "dark elven hand crossbow");
      throw (inv, k == 0 ? "dark elven arrow" : "dark elven crossbow bolt");
    }
  else if (k == 2 && !caster)
    {
      give (inv, !rn2 (g, 4) ? "dark elven long sword" : "dark elven broadsword");
      if (rn2 (g, 2))
        give (inv, "dark elven bracers");
    }
  else if (k == 3 && !caster && rn2 (g, 2))
    {
      give (inv, "dark elven spear");
      give (inv, "dark elven bracers");
    }
  if (cleric)
    {
      if (rn2 (g, 4))
        give (inv, "dark elven bracers");
      if (rn2 (g, 3))
        give (inv, "dark elven tunic");
      if (rn2 (g, 8))
        give (inv, rn2 (g, 2) ? "dark elven mace" : "dark elven heavy mace");
    }
}

static void
evil_humanoid_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;

  if (nhs_monster_has (m, NHS_MH_HOBBIT))
    {
      switch (rn2 (g, 3))
        {
        case 0:
          give (inv, "dagger");
          break;
        case 1:
          give (inv, "elven dagger");
          break;
        default:
          give (inv, "sling");
          throw (inv, rn2 (g, 3) ? "flint" : "sling bullet");
          break;
        }
      rn2 (g, 10);   /* (a mithril coat of the elven chain mail it never has) */
      if (!rn2 (g, 10))
        give (inv, "dwarvish cloak");
      if (nhs_monster_named (m, "hobbit pickpocket"))
        {
          money (inv);
          if (!rn2 (g, 6))
            give (inv, "lock pick");
          if (!rn2 (g, 8))
            give (inv, "sack");
        }
    }
  else if (nhs_monster_has (m, NHS_MH_DWARF))
    {
      if (rn2 (g, 7))
        give (inv, "dwarvish cloak");
      if (rn2 (g, 7))
        give (inv, "dwarvish boots");
      if (!rn2 (g, 4))
        {
          give (inv, rn2 (g, 5) ? "dwarvish short sword" : "dwarvish bearded axe");
          if (rn2 (g, 2))
            give (inv, "dwarvish mattock");
          else
            {
              give (inv, rn2 (g, 2) ? "axe" : "dwarvish spear");
              give (inv, "dwarvish roundshield");
            }
          give (inv, "dwarvish helm");
          if (!rn2 (g, 3) && !nhs_monster_named (m, "mountain dwarf"))
            {
              const char *mail = "dwarvish chain mail";

              give (inv, mail);
              /* mithril for a dwarf noble 1 time in 4, a dwarf royal 1 in 2 */
              if ((nhs_monster_named (m, "dwarf noble") && !rn2 (g, 4))
                  || (nhs_monster_named (m, "dwarf royal") && !rn2 (g, 2)))
                set_material (inv, mail, "MITHRIL");
            }
        }
      else
        give (inv, !rn2 (g, 3) ? "pick-axe" : "dagger");
    }
  else if (nhs_monster_named (m, "alhoon"))
    {
      if (!rn2 (g, 3))
        give (inv, rn2 (g, 3) ? "athame" : "quarterstaff");
    }
  else if (nhs_monster_has (m, NHS_MH_GNOLL))
    {
      if (rn2 (g, 4))
        give (inv, "armor");
      if (!rn2 (g, 5))
        give (inv, "cloak");
      if (!nhs_monster_named (m, "gnoll cleric"))
        give (inv, rn2 (g, 4) ? (rn2 (g, 3) ? "flail" : "spear") : (!rn2 (g, 3) ? "voulge" : "morning star"));
      if (nhs_monster_named (m, "gnoll hunter"))
        {
          give (inv, "bow");
          throw (inv, "arrow");
        }
      if (nhs_monster_named (m, "flind"))
        {
          if (rn2 (g, 4))
            give (inv, "high boots");
          if (!rn2 (g, 4))
            give (inv, "helmet");
          give (inv, !rn2 (g, 3) ? "two-handed sword" : "battle-axe");
        }
    }
}

static void
evil_orc_weapons (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *as = orc_start (inv);   /* (the goblin king, unique, gets no helm) */

  if (g_strcmp0 (as, "Mordor orc") == 0)
    {
      if (!rn2 (g, 3))
        give (inv, "orcish scimitar");
      if (!rn2 (g, 3))
        give (inv, "orcish shield");
      if (!rn2 (g, 3))
        give (inv, "knife");
      if (!rn2 (g, 3))
        give (inv, "orcish chain mail");
    }
  else if (g_strcmp0 (as, "Uruk-hai") == 0)
    {
      if (!rn2 (g, 3))
        give (inv, "orcish cloak");
      if (!rn2 (g, 3))
        give (inv, "orcish short sword");
      if (!rn2 (g, 3))
        give (inv, "orcish boots");
      if (!rn2 (g, 3))
        {
          give (inv, "orcish bow");
          throw (inv, "orcish arrow");
        }
      if (!rn2 (g, 3))
        give (inv, "Uruk-hai shield");
    }
  else if (nhs_monster_named (m, "goblin outrider"))
    {
      if (!rn2 (g, 3))
        give (inv, "orcish cloak");
      if (!rn2 (g, 3))
        give (inv, "orcish spear");
      if (!rn2 (g, 3))
        give (inv, "orcish shield");
      if (!rn2 (g, 3))
        {
          give (inv, "orcish bow");
          throw (inv, "orcish arrow");
        }
    }
  else if (nhs_monster_named (m, "goblin-captain"))
    {
      static const char *const kit[] = { "orcish cloak", "orcish scimitar", "orcish shield",
                                          "orcish morning star", "orcish chain mail", "orcish boots" };

      for (guint i = 0; i < G_N_ELEMENTS (kit); i++)
        if (!rn2 (g, 3))
          give (inv, kit[i]);
    }
  else if (!nhs_monster_named (m, "orc shaman") && rn2 (g, 2))
    give (inv, nhs_monster_named (m, "goblin") || rn2 (g, 2) == 0 ? "orcish dagger" : "orcish scimitar");
}

/* EvilHack's m_initweap () for a monster made at random (its player
   monsters' weapons are evil_mplayer_weap ()'s) */
static void
evil_initweap (Inv *inv)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *c = m->class_id;

  if (g_strcmp0 (c, "S_GIANT") == 0)
    {
      if (rn2 (g, 2))
        give (inv, nhs_monster_named (m, "ettin") ? "club" : "boulder");
    }
  else if (g_strcmp0 (c, "S_HUMAN") == 0)
    {
      if (nhs_monster_has (m, NHS_M2_MERC))
        evil_mercenary_weapons (inv);
      else if (racial (inv, NHS_MH_ELF))
        evil_elf_weapons (inv);
      else if (racial (inv, NHS_MH_DROW))
        evil_drow_weapons (inv);
    }
  else if (g_strcmp0 (c, "S_ANGEL") == 0)
    {
      if (nhs_monster_has (m, NHS_M1_HUMANOID))
        {
          /* made without mongets (); promoted to Sunsword (the long
             sword) or Demonbane (the heavy mace) when (!rn2 (20) ||
             is_lord ()) and lawful (a minion's min_align, else its own
             alignment); Demonbane not for a Priest hero who did not start
             lawful (nhspawn's hero is no Priest); a weapon not made the
             artifact (it exists already) gets a property 1 time in 10
             (create_oprop (otmp, FALSE)); then blessed, +rn2 (4) */
          const char *w = rn2 (g, 2) ? "long sword" : "heavy mace";

          give_plain (inv, w);
          if (angel_promoted (inv)
              && !name_artifact (inv, strcmp (w, "long sword") == 0 ? "Sunsword" : "Demonbane")
              && !rn2 (g, 10))
            evil_weapon_oprop (inv);
          rn2 (g, 4);
          give_plain (inv, !rn2 (g, 4) || nhs_monster_has (m, NHS_M2_LORD) || nhs_monster_has (m, NHS_M2_PRINCE)
                             ? "shield of reflection" : rn2 (g, 3) ? "large shield" : "shield of light");
        }
    }
  else if (g_strcmp0 (c, "S_HUMANOID") == 0)
    evil_humanoid_weapons (inv);
  else if (g_strcmp0 (c, "S_KOP") == 0)
    {
      if (!rn2 (g, 4))
        throw (inv, "cream pie");
      if (!rn2 (g, 3))
        give (inv, rn2 (g, 2) ? "club" : "rubber hose");
    }
  else if (g_strcmp0 (c, "S_ORC") == 0)
    evil_orc_weapons (inv);
  else if (g_strcmp0 (c, "S_OGRE") == 0)
    give (inv, !rn2 (g, nhs_monster_named (m, "ogre royal") ? 3 : nhs_monster_named (m, "ogre noble") ? 6 : 12)
               ? "battle-axe" : "club");
  else if (g_strcmp0 (c, "S_TROLL") == 0)
    {
      static const char *const w[] = { "ranseur", "partisan", "glaive", "spetum" };

      if (!rn2 (g, 2))
        give (inv, w[rn2 (g, 4)]);
    }
  else if (g_strcmp0 (c, "S_KOBOLD") == 0)
    {
      if (!rn2 (g, 4))
        throw (inv, "dart");
    }
  else if (g_strcmp0 (c, "S_CENTAUR") == 0)
    {
      if (rn2 (g, 2))
        {
          gboolean forest = nhs_monster_named (m, "forest centaur");

          give (inv, rn2 (g, 2) ? "armor" : "studded armor");
          give (inv, rn2 (g, 2) ? "gloves" : "elven helm");
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
        give (inv, "armor");
      if (!rn2 (g, 4))
        give (inv, rn2 (g, 3) ? "knife" : "short sword");
    }
  else if (g_strcmp0 (c, "S_LIZARD") == 0)
    {
      if (nhs_monster_named (m, "sea tortle"))
        give (inv, rn2 (g, 5) ? "spear" : "trident");
      else if (nhs_monster_named (m, "salamander"))
        give (inv, rn2 (g, 7) ? "spear" : rn2 (g, 3) ? "trident" : "stiletto");
      else if (nhs_monster_named (m, "frost salamander"))
        give (inv, rn2 (g, 4) ? "halberd" : "spetum");
    }
  else if (g_strcmp0 (c, "S_NYMPH") == 0)
    {
      if (nhs_monster_named (m, "satyr"))
        {
          if (!rn2 (g, 4))
            give (inv, rn2 (g, 3) ? "elven short sword" : "elven spear");
          if (rn2 (g, 3))
            give (inv, "elven dagger");
        }
    }
  else if (g_strcmp0 (c, "S_SKELETON") == 0)
    {
      if (nhs_monster_named (m, "skeleton"))
        {
          if (rn2 (g, 2))
            give (inv, "helmet");
          if (rn2 (g, 2))
            give (inv, rn2 (g, 4) ? (rn2 (g, 3) ? "armor" : "studded armor") : "ring mail");
          if (rn2 (g, 3))
            give (inv, rn2 (g, 4) ? (rn2 (g, 3) ? "short sword" : "broadsword") : polearm (g));
        }
      else if (nhs_monster_named (m, "skeleton warrior"))
        {
          if (rn2 (g, 2))
            give (inv, "helmet");
          if (rn2 (g, 5))
            give (inv, rn2 (g, 4) ? (rn2 (g, 3) ? "chain mail" : "splint mail") : "banded mail");
          give (inv, rn2 (g, 3) ? "two-handed sword" : "battle-axe");
        }
    }
  else if (g_strcmp0 (c, "S_DEMON") == 0)
    {
      if (nhs_monster_named (m, "horned devil"))
        give (inv, rn2 (g, 4) ? "trident" : "bullwhip");
      else if (nhs_monster_named (m, "balrog"))
        {
          /* made without mongets (): 1 time in 20 a trident named
             Angelslayer by oname () (a plain one when Angelslayer exists
             already), else a fiery broadsword; each then spe = rnd (3)
             (+ 2), and a fiery bullwhip, rnd (3) + 2 */
          if (!rn2 (g, 20))
            {
              give_plain (inv, "trident");
              name_artifact (inv, "Angelslayer");
            }
          else
            give_plain (inv, "broadsword");
          rnd (g, 3);
          give_plain (inv, "bullwhip");
          rnd (g, 3);
        }
      if (nhs_monster_has (m, NHS_MH_DEMON))
        general_weapons (inv);
    }
  else if (g_strcmp0 (c, "S_ENT") != 0 && g_strcmp0 (c, "S_PLANT") != 0)
    general_weapons (inv);
  if (g_strcmp0 (c, "S_ENT") != 0 && g_strcmp0 (c, "S_PLANT") != 0)
    muse_item (inv, NHS_ITEM_GEN_OFFENSIVE);
}

/* EvilHack's m_initinv () */
static void
evil_initinv (Inv *inv, gboolean in_mines)
{
  Gen *g = inv->g;
  const NhsMonster *m = inv->m;
  const char *c = m->class_id;

  if (g_strcmp0 (c, "S_HUMAN") == 0)
    {
      if (nhs_monster_has (m, NHS_M2_MERC))
        evil_mercenary_armor (inv);
    }
  else if (g_strcmp0 (c, "S_NYMPH") == 0)
    {
      if (nhs_monster_named (m, "satyr"))
        {
          if (rn2 (g, 5))
            give (inv, "pan flute");
        }
      else
        {
          if (!rn2 (g, 2))
            give (inv, "mirror");
          if (!rn2 (g, 2))
            give (inv, "potion of object detection");
        }
    }
  else if (g_strcmp0 (c, "S_GIANT") == 0)
    {
      if (nhs_monster_named (m, "minotaur") || nhs_monster_named (m, "elder minotaur"))
        {
          if (!rn2 (g, 3))
            give (inv, "wand of digging");
        }
      else if (nhs_monster_has (m, NHS_MH_GIANT))
        for (int cnt = rn2 (g, MAX (1, inv->mlev / 2)); cnt; cnt--)
          {
            const char *gem = nhs_lev_rnd_gem (g);

            give_once (inv, gem);
          }
    }
  else if (g_strcmp0 (c, "S_WRAITH") == 0)
    {
      if (nhs_monster_named (m, "Nazgul"))
        give_plain (inv, "ring of invisibility");
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
  else if (g_strcmp0 (c, "S_QUANTMECH") == 0)
    {
      if (!rn2 (g, 20) && nhs_monster_named (m, "quantum mechanic"))
        give_plain (inv, "large box");
    }
  else if (g_strcmp0 (c, "S_LEPRECHAUN") == 0)
    money (inv);
  else if (g_strcmp0 (c, "S_LIZARD") == 0)
    {
      if (nhs_monster_named (m, "sea tortle") && !rn2 (g, 3))
        give (inv, "small shield");
    }
  else if (g_strcmp0 (c, "S_DEMON") == 0)
    {
      if (nhs_monster_named (m, "ice devil") && !rn2 (g, 4))
        give (inv, "spear");
    }
  else if (g_strcmp0 (c, "S_GNOME") == 0)
    {
      if (!rn2 (g, in_mines ? 20 : 60))
        give (inv, rn2 (g, 4) ? "tallow candle" : "wax candle");
    }
  else if (g_strcmp0 (c, "S_SPIDER") == 0)
    {
      if (nhs_monster_named (m, "drider"))
        {
          gboolean bow = rn2 (g, 3);

          give (inv, bow ? "dark elven bow" : "dark elven hand crossbow");
          throw (inv, bow ? "dark elven arrow" : "dark elven crossbow bolt");
          if (rn2 (g, 3))
            give (inv, rn2 (g, 4) ? "dark elven spear"
                       : rn2 (g, 3) ? "dark elven broadsword" : "dark elven long sword");
          if (!rn2 (g, 3))
            give (inv, rn2 (g, 6) ? "dark elven tunic" : "dark elven chain mail");
        }
    }
  else if (g_strcmp0 (c, "S_VAMPIRE") == 0)
    {
      if (rn2 (g, 2))
        give (inv, rn2 (g, 4) ? "potion of blood" : "potion of vampire blood");
    }

  /* (EvilHack reads "ordinary soldiers rarely have access to magic" the
     other way round: every other monster goes on 1 time in 13) */
  if (!nhs_monster_named (m, "soldier") && rn2 (g, 13))
    return;
  if (g_strcmp0 (c, "S_ENT") == 0 || g_strcmp0 (c, "S_PLANT") == 0)
    return;
  muse_item (inv, NHS_ITEM_GEN_DEFENSIVE);
  muse_item (inv, NHS_ITEM_GEN_MISC);
  if (nhs_monster_has (m, NHS_M2_GREEDY) && !inv->gold && !rn2 (g, 5))
    money (inv);
}

/* the index of the first item of kind name (m_carrying ()), or -1 */
static int
carried (const Inv *inv, const char *name)
{
  for (int k = 0; k < inv->n; k++)
    if (g_strcmp0 (inv->items[k], name) == 0)
      return k;
  return -1;
}

/* weapon.c oselect_recurse ()'s rule for a priest (o: the item's kind) */
static gboolean
priest_refuses (const Inv *inv, const NhsObject *o)
{
  return inv->priest && o != NULL && nhs_muse_evil_priest_refuses (o);
}

/* artifact.c touch_artifact () of item k by a player monster (the only
   monsters whose items are made artifacts here): no class or alignment
   refuses it (is_mplayer ()), but bane_applies () does: an artifact whose
   SPFX_DFLAGH names the monster's race (ERAC ()'s mrace) */
static gboolean
touchable (const Inv *inv, int k)
{
  const NhsArtifact *a = inv->arti ? inv->arti[k] : NULL;

  for (guint b = 0; a != NULL && b < a->n_bane; b++)
    if (racial (inv, a->bane[b]))
      return FALSE;
  return TRUE;
}

/* weapon.c oselect_recurse (): item k is of kind name, not of a material
   the monster hates, not one a priest refuses, and not an artifact it
   may not touch */
static gboolean
usable_at (const Inv *inv, int k, const char *name)
{
  return g_strcmp0 (inv->items[k], name) == 0 && !(inv->mats && inv->mats[k] && evil_hates (inv, inv->mats[k]))
         && !(inv->priest && priest_refuses (inv, nhs_object_lookup (inv->g->variant, name))) && touchable (inv, k);
}

/* weapon.c dmgval () of item k against the levels' hero (a human of a new
   game: medium, its armour class not below 0, hating no material, no
   thick skin, not undead): the kind's small die and its additions, for
   a weapon or weapon-tool its enchantment and its material's bonus, and
   its forged quality (superior +1, exceptional +2, inferior -2, kept in
   inv->qual: mksobj ()'s 1-in-80 mkobj_quality (), a player monster's
   level-10 forging); not below 0. (dmgval () reads no erosion) */
static int
evil_dmgval_hero (const Inv *inv, int k)
{
  Gen *g = inv->g;
  const NhsObject *o = nhs_object_lookup (g->variant, inv->items[k]);
  const NhsMuseEvilWeapon *wp = nhs_muse_evil_weapon (inv->items[k]);
  int tmp = 0;

  if (o == NULL || strcmp (o->name, "cream pie") == 0)
    return 0;
  if (wp != NULL && wp->sdam > 0)
    tmp = rnd (g, wp->sdam);
  for (const NhsMuseEvilExtra *e = nhs_muse_evil_small_extras; e->names != NULL; e++)
    if (g_strv_contains (e->names, o->name))
      {
        for (int d = 0; d < e->dice; d++)
          tmp += rnd (g, e->sides);
        break;
      }
  if (o->oclass == NHS_OC_WEAPON || (o->oclass == NHS_OC_TOOL && o->skill[0] != '\0'))
    {
      gboolean steel_third;

      tmp += (inv->spe ? inv->spe[k] : 0)
             + nhs_muse_evil_material_damage (o, inv->mats && inv->mats[k] ? inv->mats[k] : o->material,
                                              &steel_third);
      if (steel_third && !rn2 (g, 3))
        tmp++;
    }
  tmp += inv->qual ? inv->qual[k] : 0;
  return MAX (tmp, 0);
}

/* weapon.c oselect (): of the items of kind name it may use,
   oselect_recurse () walks the inventory newest first and takes a later
   one only when its dmgval () roll against the hero is higher than a new
   roll of the one it holds (a Ranger's +2 and +0 arrows); -1 when none */
static int
usable (const Inv *inv, const char *name)
{
  int best = -1;

  for (int k = inv->n - 1; k >= 0; k--)
    if (usable_at (inv, k, name))
      {
        int roll, held;

        if (best < 0)
          {
            best = k;
            continue;
          }
        roll = evil_dmgval_hero (inv, k);
        held = evil_dmgval_hero (inv, best);
        if (roll > held)
          best = k;
      }
  return best;
}

/* the place of name among the first n entries of the NULL-terminated
   list, or n */
static guint
rank_in (const char *const *list, guint n, const char *name)
{
  for (guint i = 0; i < n && list[i] != NULL; i++)
    if (strcmp (list[i], name) == 0)
      return i;
  return n;
}

/* weapon.c select_hwep () of a monster made off the map (no target):
   an artifact weapon it may touch and wield (find_artifact_recurse ():
   walking the inventory newest first, a later one only when its
   score_artifact_weapon () against the hero is higher,
   nhs_artifact_evil_score (); one whose score is not written here
   stops the ranking at the one held), else a giant's club, else the
   first of hwep[] it carries and may wield (the list's cockatrice
   corpse is no weapon or tool, so never picked here); o[] the items'
   kinds */
static int
evil_select_hwep (const Inv *inv, const NhsObject *const *o, gboolean wearing_shield)
{
  const NhsLevelParams *p = &inv->g->lev->params;
  gboolean strong = nhs_monster_has (inv->m, NHS_M2_STRONG);
  gboolean giant = nhs_monster_has (inv->m, NHS_MH_GIANT);
  int hero = p->hero_align ? p->hero_align (p->picker_data) : 0;
  guint best = G_MAXUINT;
  int k, pick = -1, pick_score = 0;

  for (int i = inv->n - 1; inv->arti && i >= 0; i--)
    if (inv->arti[i] != NULL && o[i] != NULL && o[i]->oclass == NHS_OC_WEAPON && touchable (inv, i)
        && !(inv->mats && inv->mats[i] && evil_hates (inv, inv->mats[i]))
        && ((strong && !wearing_shield) || !(o[i]->flags & NHS_OBJ_BIMANUAL) || giant))
      {
        const NhsMuseEvilWeapon *wp = nhs_muse_evil_weapon (inv->items[i]);
        int score = nhs_artifact_evil_score (inv->arti[i], wp ? wp->sdam : 0,
                                             inv->spe ? inv->spe[i] : 0, hero);

        if (pick < 0 || score > pick_score)
          {
            pick = i;
            pick_score = score;
          }
        if (score < 0)
          break;
      }
  if (pick >= 0)
    return pick;
  if (racial (inv, NHS_MH_GIANT) && (k = usable (inv, "club")) >= 0)
    return k;
  for (int i = 0; i < inv->n; i++)
    {
      guint r;

      if (o[i] == NULL || (o[i]->oclass != NHS_OC_WEAPON && o[i]->oclass != NHS_OC_TOOL)
          || (inv->mats && inv->mats[i] && evil_hates (inv, inv->mats[i])) || priest_refuses (inv, o[i])
          || !touchable (inv, i))
        continue;
      r = rank_in (nhs_muse_evil_hwep, best, o[i]->name);
      if (r < best && ((strong && !wearing_shield) || !(o[i]->flags & NHS_OBJ_BIMANUAL) || giant)
          && !evil_hates (inv, o[i]->material))
        {
          best = r;
          pick = i;
        }
    }
  /* (Oselect () of that kind: which of its items) */
  return pick < 0 ? -1 : usable (inv, inv->items[pick]);
}

/* weapon.c select_rwep () far from the hero (no polearm): the first of
   rwep[] it carries whose launcher it carries too; *launcher that
   launcher, or when nothing is found a bow it carries */
static int
evil_select_rwep (const Inv *inv, const NhsObject *const *o, int *launcher)
{
  int bow = -1, crossbow = -1, sling = -1, k, pick;
  guint best, skip = 0;

  *launcher = -1;
  /* Oselect (EGG) first: an egg that petrifies by touch (oselect ():
     safe_touch_petrifies () of the egg's monster) */
  for (int i = 0; inv->made_of && i < inv->n; i++)
    if (strcmp (inv->items[i], "egg") == 0 && nhs_muse_touch_petrifies (inv->made_of[i]))
      return i;
  if (nhs_monster_in_class (inv->m, "S_KOP") && (k = usable (inv, "cream pie")) >= 0)
    return k;
  if ((nhs_monster_has (inv->m, NHS_M2_ROCKTHROW) || (inv->race && nhs_monster_has (inv->race, NHS_M2_ROCKTHROW)))
      && (k = usable (inv, "boulder")) >= 0)
    return k;
  for (guint i = 0; nhs_muse_evil_bows[i] != NULL && bow < 0; i++)
    bow = usable (inv, nhs_muse_evil_bows[i]);
  for (guint i = 0; nhs_muse_evil_crossbows[i] != NULL && crossbow < 0; i++)
    crossbow = usable (inv, nhs_muse_evil_crossbows[i]);
  for (guint i = 0; nhs_muse_evil_slings[i] != NULL && sling < 0; i++)
    sling = usable (inv, nhs_muse_evil_slings[i]);
  /* the kinds in rwep[]'s order from `skip` on: the first it holds (and
     can fire) whose Oselect () is no artifact ("Don't throw ... an
     artifact": then the next kind) */
again:
  best = G_MAXUINT;
  pick = -1;
  *launcher = -1;
  for (int i = 0; i < inv->n; i++)
    {
      const char *w = inv->items[i];
      const char *const *fired_from;
      guint r;
      int need;

      if (o[i] == NULL
          || (o[i]->oclass != NHS_OC_WEAPON && o[i]->oclass != NHS_OC_GEM && strcmp (w, "cream pie") != 0)
          || (inv->mats && inv->mats[i] && evil_hates (inv, inv->mats[i])) || priest_refuses (inv, o[i]))
        continue;
      r = rank_in (nhs_muse_evil_rwep, best, w);
      if (r >= best || r < skip)
        continue;
      /* ammunition needs its launcher: arrows and ya a bow, bolts a
         crossbow, stones and bullets a sling */
      fired_from = nhs_muse_evil_launchers (o[i]);
      need = fired_from == nhs_muse_evil_bows ? bow
             : fired_from == nhs_muse_evil_crossbows ? crossbow
             : fired_from == nhs_muse_evil_slings ? sling : i;
      if (need < 0)
        continue;
      best = r;
      pick = i;
      *launcher = need == i ? -1 : need;
    }
  /* nothing before the darts: a monster that does not love gems shoots
     the last made of its gems (but a loadstone, made cursed) from a
     sling it carries */
  if (best >= rank_in (nhs_muse_evil_rwep, G_MAXUINT, "dart") && !nhs_monster_has (inv->m, NHS_M2_JEWELS)
      && carried (inv, "sling") >= 0)
    for (int i = inv->n - 1; i >= 0; i--)
      if (o[i] != NULL && o[i]->oclass == NHS_OC_GEM && strcmp (inv->items[i], "loadstone") != 0)
        {
          *launcher = carried (inv, "sling");
          return i;
        }
  if (pick < 0)
    {
      *launcher = bow;
      return -1;
    }
  /* (Oselect () of that kind: which of its items) */
  k = usable (inv, inv->items[pick]);
  if (k >= 0 && inv->arti && inv->arti[k] != NULL)
    {
      skip = best + 1;
      goto again;
    }
  return k;
}

/* ---- EvilHack's player monsters: makemon.c m_initweap ()'s own branch
   (ini_mon_inv () of the role's kit, u_init.c's tables and makemon.c's
   for a giant, a tortle or a centaur, and the kits by level) ---- */

/* one line of a kit (struct trobj): the kind (NULL: UNDEF_TYP, a random
   one of the class), the enchantment (KIT_SPE_ANY: UNDEF_SPE, mksobj ()'s
   own; an odd figure is its even part plus rn2 (3) - 1: RND_SPE is bit
   1, so a "1" is -1 to 1), the class and how many (0 ends a kit) */
typedef struct {
  const char *kind;
  gint8 spe;
  guint8 oclass;
  guint8 quan;
} KitItem;

#define KIT_SPE_ANY 127
#define W NHS_OC_WEAPON
#define A NHS_OC_ARMOR
#define T NHS_OC_TOOL
#define F NHS_OC_FOOD
#define P NHS_OC_POTION
#define S NHS_OC_SCROLL
#define B NHS_OC_SPBOOK
#define WA NHS_OC_WAND
#define R NHS_OC_RING
#define AM NHS_OC_AMULET
#define G NHS_OC_GEM
#define U KIT_SPE_ANY

/* u_init.c's (the hero's), with makemon.c's changes where a line says so */
static const KitItem k_archeologist[] = {
  { "bullwhip", 2, W, 1 }, { "jacket", 0, A, 1 }, { "fedora", 0, A, 1 }, { "food ration", 0, F, 3 },
  { "pick-axe", 0, T, 1 }, { "tinning kit", U, T, 1 }, { "touchstone", 0, G, 1 }, { "sack", 0, T, 1 }, { 0 } };
static const KitItem k_tortle_archeologist[] = {
  { "bullwhip", 2, W, 1 }, { "gloves", 0, A, 1 }, { "fedora", 0, A, 1 }, { "food ration", 0, F, 3 },
  { "pick-axe", U, T, 1 }, { "tinning kit", U, T, 1 }, { "touchstone", 0, G, 1 }, { "sack", 0, T, 1 }, { 0 } };
/* the Barbarian's first two lines are drawn (BARB_MAJOR, BARB_MINOR) */
static const KitItem k_barbarian[] = {
  { NULL, 0, W, 1 }, { NULL, 0, W, 1 }, { "ring mail", 0, A, 1 }, { "food ration", 0, F, 1 }, { 0 } };
static const KitItem k_giant_barbarian[] = {
  { NULL, 0, W, 1 }, { NULL, 0, W, 1 }, { "helmet", 0, A, 1 }, { "food ration", 0, F, 1 }, { 0 } };
static const KitItem k_tortle_barbarian[] = {
  { "trident", 0, W, 1 }, { NULL, 0, W, 1 }, { "toque", 0, A, 1 }, { "food ration", 0, F, 1 }, { 0 } };
static const KitItem k_caveman[] = {
  { "club", 1, W, 1 }, { "sling", 2, W, 1 }, { "flint", 0, G, 10 }, { "sling bullet", 0, G, 1 },
  { "armor", 0, A, 1 }, { 0 } };
static const KitItem k_giant_caveman[] = {
  { "club", 1, W, 1 }, { "sling", 2, W, 1 }, { "flint", 0, G, 10 }, { "sling bullet", 0, G, 1 },
  { "helmet", 0, A, 1 }, { 0 } };
static const KitItem k_convict[] = { { "rock", 0, G, 1 }, { "striped shirt", 0, A, 1 }, { 0 } };
/* the Druid's first line and its ninth are drawn (D_MAJOR, D_BOOK) */
static const KitItem k_druid[] = {
  { NULL, 1, W, 1 }, { "bracers", 1, A, 1 }, { "cloak", 0, A, 1 }, { "eucalyptus leaf", 0, F, 1 },
  { "mistletoe", 0, F, 1 }, { NULL, U, P, 2 }, { "spellbook of entangle", 0, B, 1 },
  { "spellbook of create grass", 0, B, 1 }, { NULL, U, B, 1 }, { "sack", 0, T, 1 }, { 0 } };
static const KitItem k_giant_druid[] = {
  { NULL, 1, W, 1 }, { "bracers", 1, A, 1 }, { "high boots", 0, A, 1 }, { "eucalyptus leaf", 0, F, 1 },
  { "mistletoe", 0, F, 1 }, { NULL, U, P, 2 }, { "spellbook of entangle", 0, B, 1 },
  { "spellbook of create grass", 0, B, 1 }, { NULL, U, B, 1 }, { "sack", 0, T, 1 }, { 0 } };
static const KitItem k_tortle_druid[] = {
  { NULL, 1, W, 1 }, { "bracers", 1, A, 1 }, { "toque", 0, A, 1 }, { "eucalyptus leaf", 0, F, 1 },
  { "mistletoe", 0, F, 1 }, { NULL, U, P, 2 }, { "spellbook of entangle", 0, B, 1 },
  { "spellbook of create grass", 0, B, 1 }, { NULL, U, B, 1 }, { "sack", 0, T, 1 }, { 0 } };
static const KitItem k_healer[] = {
  { "scalpel", 0, W, 1 }, { "gloves", 1, A, 1 }, { "stethoscope", 0, T, 1 }, { "potion of healing", 0, P, 4 },
  { "potion of extra healing", 0, P, 4 }, { "wand of sleep", U, WA, 1 }, { "spellbook of healing", 0, B, 1 },
  { "spellbook of extra healing", 0, B, 1 }, { "spellbook of stone to flesh", 0, B, 1 }, { "apple", 0, F, 5 },
  { 0 } };
/* makemon.c's: a cheap imitation for the Amulet, one scroll of charging */
static const KitItem k_infidel[] = {
  { "cheap plastic imitation of the Amulet of Yendor", 0, AM, 1 }, { "dagger", 1, W, 1 }, { "jacket", 1, A, 1 },
  { "cloak of protection", 0, A, 1 }, { "potion of water", 0, P, 3 }, { "scroll of charging", 0, S, 1 },
  { "spellbook of drain life", 0, B, 1 }, { NULL, U, B, 1 }, { "fire horn", U, T, 1 }, { "oilskin sack", 0, T, 1 },
  { 0 } };
static const KitItem k_draugr_infidel[] = {
  { "cheap plastic imitation of the Amulet of Yendor", 0, AM, 1 }, { "dagger", 1, W, 1 }, { "jacket", 1, A, 1 },
  { "cloak of protection", 0, A, 1 }, { "potion of water", 0, P, 3 }, { "scroll of charging", 0, S, 1 },
  { "fire horn", U, T, 1 }, { "oilskin sack", 0, T, 1 }, { 0 } };
static const KitItem k_giant_infidel[] = {
  { "cheap plastic imitation of the Amulet of Yendor", 0, AM, 1 }, { "dagger", 1, W, 1 }, { "low boots", 1, A, 1 },
  { "gauntlets of protection", 0, A, 1 }, { "potion of water", 0, P, 3 }, { "scroll of charging", 0, S, 1 },
  { "spellbook of drain life", 0, B, 1 }, { NULL, U, B, 1 }, { "fire horn", U, T, 1 }, { "oilskin sack", 0, T, 1 },
  { 0 } };
/* the Knight's by race: only the shield differs, and the draugr's has no
   food (KNIGHT_SHIELD) */
static const KitItem k_knight[] = {
  { "long sword", 1, W, 1 }, { "lance", 1, W, 1 }, { "plate mail", 0, A, 1 }, { "helmet", 0, A, 1 },
  { NULL, 0, A, 1 }, { "gauntlets", 0, A, 1 }, { "apple", 0, F, 10 }, { "carrot", 0, F, 10 }, { 0 } };
static const KitItem k_monk[] = {
  { "gloves", 2, A, 1 }, { "robe", 1, A, 1 }, { NULL, 0, B, 1 }, { NULL, U, S, 1 },
  { "potion of healing", 0, P, 3 }, { "food ration", 0, F, 3 }, { "apple", 0, F, 5 }, { "orange", 0, F, 5 },
  { "fortune cookie", 0, F, 3 }, { 0 } };
static const KitItem k_giant_monk[] = {
  { "gloves", 2, A, 1 }, { "high boots", 1, A, 1 }, { NULL, 0, B, 1 }, { NULL, U, S, 1 },
  { "potion of healing", 0, P, 3 }, { "food ration", 0, F, 3 }, { "apple", 0, F, 5 }, { "orange", 0, F, 5 },
  { "fortune cookie", 0, F, 3 }, { 0 } };
static const KitItem k_tortle_monk[] = {
  { "gloves", 2, A, 1 }, { "toque", 1, A, 1 }, { NULL, 0, B, 1 }, { NULL, U, S, 1 },
  { "potion of healing", 0, P, 3 }, { "food ration", 0, F, 3 }, { "apple", 0, F, 5 }, { "orange", 0, F, 5 },
  { "fortune cookie", 0, F, 3 }, { 0 } };
static const KitItem k_draugr_monk[] = {
  { "gloves", 2, A, 1 }, { "robe", 1, A, 1 }, { NULL, U, S, 1 }, { "potion of healing", 0, P, 3 },
  { "food ration", 0, F, 3 }, { "fortune cookie", 0, F, 3 }, { 0 } };
static const KitItem k_vampire_monk[] = {
  { "gloves", 2, A, 1 }, { "robe", 1, A, 1 }, { NULL, 0, B, 1 }, { NULL, U, S, 1 },
  { "potion of vampire blood", 0, P, 1 }, { "potion of blood", 0, P, 3 }, { 0 } };
static const KitItem k_priest[] = {
  { "mace", 1, W, 1 }, { "robe", 0, A, 1 }, { "small shield", 0, A, 1 }, { "potion of water", 0, P, 4 },
  { "clove of garlic", 0, F, 1 }, { "sprig of wolfsbane", 0, F, 1 }, { NULL, U, B, 2 }, { 0 } };
static const KitItem k_giant_priest[] = {
  { "mace", 1, W, 1 }, { "high boots", 0, A, 1 }, { "small shield", 0, A, 1 }, { "potion of water", 0, P, 4 },
  { "clove of garlic", 0, F, 1 }, { "sprig of wolfsbane", 0, F, 1 }, { NULL, U, B, 2 }, { 0 } };
static const KitItem k_tortle_priest[] = {
  { "mace", 1, W, 1 }, { "toque", 0, A, 1 }, { "small shield", 0, A, 1 }, { "potion of water", 0, P, 4 },
  { "clove of garlic", 0, F, 1 }, { "sprig of wolfsbane", 0, F, 1 }, { NULL, U, B, 2 }, { 0 } };
static const KitItem k_ranger[] = {
  { "dagger", 1, W, 1 }, { "bow", 1, W, 1 }, { "arrow", 2, W, 1 }, { "arrow", 0, W, 1 },
  { "cloak of displacement", 2, A, 1 }, { "cram ration", 0, F, 4 }, { 0 } };
static const KitItem k_rogue[] = {
  { "short sword", 0, W, 1 }, { "dagger", 0, W, 1 }, { "armor", 1, A, 1 }, { "potion of sickness", 0, P, 1 },
  { "lock pick", 0, T, 1 }, { "trap kit", U, T, 1 }, { "sack", 0, T, 1 }, { 0 } };
static const KitItem k_drow_rogue[] = {
  { "short sword", 0, W, 1 }, { "dark elven hand crossbow", 0, W, 1 }, { "dark elven crossbow bolt", 0, W, 1 },
  { "dark elven tunic", 0, A, 1 }, { "potion of drow poison", 0, P, 2 }, { "lock pick", 0, T, 1 },
  { "trap kit", U, T, 1 }, { "sack", 0, T, 1 }, { 0 } };
static const KitItem k_samurai[] = {
  { "katana", 0, W, 1 }, { "short sword", 0, W, 1 }, { "yumi", 0, W, 1 }, { "ya", 0, W, 1 },
  { "splint mail", 0, A, 1 }, { 0 } };
static const KitItem k_giant_samurai[] = {
  { "katana", 0, W, 1 }, { "short sword", 0, W, 1 }, { "yumi", 0, W, 1 }, { "ya", 0, W, 1 },
  { "large splint mail", 0, A, 1 }, { 0 } };
static const KitItem k_tortle_samurai[] = {
  { "katana", 0, W, 1 }, { "short sword", 0, W, 1 }, { "yumi", 0, W, 1 }, { "ya", 0, W, 1 },
  { "toque", 0, A, 1 }, { 0 } };
static const KitItem k_tourist[] = {
  { "dart", 2, W, 1 }, { NULL, U, F, 10 }, { "potion of extra healing", 0, P, 2 },
  { "scroll of magic mapping", 0, S, 4 }, { "Hawaiian shirt", 0, A, 1 }, { "expensive camera", U, T, 1 },
  { "credit card", 0, T, 1 }, { 0 } };
static const KitItem k_tortle_tourist[] = {
  { "dart", 2, W, 1 }, { NULL, U, F, 10 }, { "potion of extra healing", 0, P, 2 },
  { "scroll of magic mapping", 0, S, 4 }, { "toque", 0, A, 1 }, { "expensive camera", U, T, 1 },
  { "credit card", 0, T, 1 }, { 0 } };
static const KitItem k_valkyrie[] = {
  { "spear", 1, W, 1 }, { "dagger", 0, W, 1 }, { "small shield", 3, A, 1 }, { "food ration", 0, F, 1 }, { 0 } };
static const KitItem k_wizard[] = {
  { "cloak of magic resistance", 0, A, 1 }, { "wand of magic missile", U, WA, 1 }, { NULL, U, WA, 1 },
  { NULL, U, R, 2 }, { NULL, U, P, 3 }, { NULL, U, S, 3 }, { "spellbook of force bolt", 0, B, 1 },
  { NULL, U, B, 1 }, { 0 } };
static const KitItem k_giant_wizard[] = {
  { "amulet of magic resistance", 0, AM, 1 }, { "wand of magic missile", U, WA, 1 }, { NULL, U, WA, 1 },
  { NULL, U, R, 2 }, { NULL, U, P, 3 }, { NULL, U, S, 3 }, { "spellbook of force bolt", 0, B, 1 },
  { NULL, U, B, 1 }, { 0 } };
static const KitItem k_tortle_wizard[] = {
  { "amulet of magic resistance", 0, AM, 1 }, { "wand of magic missile", U, WA, 1 }, { NULL, U, WA, 1 },
  { NULL, U, R, 2 }, { NULL, U, P, 3 }, { NULL, U, S, 3 }, { "spellbook of force bolt", 0, B, 1 },
  { NULL, U, B, 1 }, { "gloves", 0, A, 1 }, { 0 } };
static const KitItem k_tin_opener[] = { { "tin opener", 0, T, 1 }, { 0 } };
static const KitItem k_lamp[] = { { "oil lamp", 1, T, 1 }, { 0 } };
static const KitItem k_blindfold[] = { { "blindfold", 0, T, 1 }, { 0 } };
static const KitItem k_leash[] = { { "leash", 0, T, 1 }, { 0 } };
static const KitItem k_towel[] = { { "towel", 0, T, 1 }, { 0 } };

/* makemon.c's kits by level: a level-10 kit's pieces are +1 to +3, a
   level-20 kit's +3 to +5 */
static const KitItem k_l10[2][5] = {
  { { "armor", 3, A, 1 }, { "helmet", 3, A, 1 }, { "high boots", 3, A, 1 }, { "gauntlets", 3, A, 1 }, { 0 } },
  { { "studded armor", 3, A, 1 }, { "elven helm", 3, A, 1 }, { "low boots", 3, A, 1 }, { "gloves", 3, A, 1 }, { 0 } },
};
static const KitItem k_l20[8][6] = {
  { { "ring mail", 5, A, 1 }, { "gauntlets of power", 5, A, 1 }, { "cloak of magic resistance", 5, A, 1 },
    { "speed boots", 5, A, 1 }, { "helm of telepathy", 5, A, 1 }, { 0 } },
  { { "banded mail", 5, A, 1 }, { "gauntlets of dexterity", 5, A, 1 }, { "jumping boots", 5, A, 1 },
    { "robe", 5, A, 1 }, { "helm of brilliance", 5, A, 1 }, { 0 } },
  { { "splint mail", 5, A, 1 }, { "gloves", 5, A, 1 }, { "water walking boots", 5, A, 1 },
    { "cloak of protection", 5, A, 1 }, { "helm of speed", 5, A, 1 }, { 0 } },
  { { "plate mail", 5, A, 1 }, { "gauntlets", 5, A, 1 }, { "water walking boots", 5, A, 1 },
    { "cloak of displacement", 5, A, 1 }, { "helm of brilliance", 5, A, 1 }, { 0 } },
  { { "chain mail", 5, A, 1 }, { "gauntlets of protection", 5, A, 1 }, { "kicking boots", 5, A, 1 },
    { "alchemy smock", 5, A, 1 }, { "helm of speed", 5, A, 1 }, { 0 } },
  { { "scale mail", 5, A, 1 }, { "gauntlets of dexterity", 5, A, 1 }, { "high boots", 5, A, 1 },
    { "oilskin cloak", 5, A, 1 }, { "helm of telepathy", 5, A, 1 }, { 0 } },
  { { "armor", 5, A, 1 }, { "gauntlets of dexterity", 5, A, 1 }, { "jumping boots", 5, A, 1 },
    { "cloak of magic resistance", 5, A, 1 }, { "cornuthaum", 5, A, 1 }, { 0 } },
  { { "studded armor", 5, A, 1 }, { "gauntlets of power", 5, A, 1 }, { "speed boots", 5, A, 1 },
    { "cloak of invisibility", 5, A, 1 }, { "elven helm", 5, A, 1 }, { 0 } },
};
static const KitItem k_l10_monk[2][3] = {
  { { "helmet", 3, A, 1 }, { "gauntlets", 3, A, 1 }, { 0 } },
  { { "elven helm", 3, A, 1 }, { "gloves", 3, A, 1 }, { 0 } },
};
static const KitItem k_l20_monk[2][3] = {
  { { "gauntlets of power", 5, A, 1 }, { "helm of telepathy", 5, A, 1 }, { 0 } },
  { { "gauntlets of dexterity", 5, A, 1 }, { "helm of brilliance", 5, A, 1 }, { 0 } },
};
static const KitItem k_l10_giant[] = {
  { "helmet", 3, A, 1 }, { "high boots", 3, A, 1 }, { "gauntlets", 3, A, 1 }, { 0 } };
static const KitItem k_l20_giant[] = {
  { "gauntlets of protection", 5, A, 1 }, { "water walking boots", 5, A, 1 }, { "helm of speed", 5, A, 1 }, { 0 } };
static const KitItem k_l10_centaur[2][5] = {
  { { "armor", 3, A, 1 }, { "helmet", 3, A, 1 }, { "cloak", 3, A, 1 }, { "gauntlets", 3, A, 1 }, { 0 } },
  { { "studded armor", 3, A, 1 }, { "elven helm", 3, A, 1 }, { "elven cloak", 3, A, 1 }, { "gloves", 3, A, 1 }, { 0 } },
};
static const KitItem k_l20_centaur[2][5] = {
  { { "chain mail", 5, A, 1 }, { "gauntlets of power", 5, A, 1 }, { "cloak of magic resistance", 5, A, 1 },
    { "helm of speed", 5, A, 1 }, { 0 } },
  { { "splint mail", 5, A, 1 }, { "gauntlets of dexterity", 5, A, 1 }, { "cloak of displacement", 5, A, 1 },
    { "helm of telepathy", 5, A, 1 }, { 0 } },
};
static const KitItem k_l10_tortle[] = {
  { "toque", 3, A, 1 }, { "small shield", 3, A, 1 }, { "gloves", 3, A, 1 }, { 0 } };
static const KitItem k_l20_tortle[] = {
  { "gauntlets of protection", 5, A, 1 }, { "shield of reflection", 5, A, 1 }, { "elven helm", 5, A, 1 }, { 0 } };

#undef W
#undef A
#undef T
#undef F
#undef P
#undef S
#undef B
#undef WA
#undef R
#undef AM
#undef G
#undef U

/* objects.c: EvilHack's spellbooks of level 4 and up (ini_mon_inv ()
   makes none of them at random) */
static const char *const evil_high_books[] = {
  "fireball", "cone of cold", "finger of death", "lightning", "poison blast", "acid blast", "power word kill",
  "charm monster", "levitation", "detect treasure", "magic mapping", "turn undead", "dispel evil", "polymorph",
  "teleport away", "cancellation", "reflection", "critical healing", "create trees", "stoneskin",
  "change metal to wood", "summon elemental",
};

/* ini_mon_inv ()'s refusals of a random kind: too strong, useless, its
   role's own, a second of one ring or spellbook (nocreate4), polymorph
   with its control (nocreate..nocreate3) */
static gboolean
kit_refused (const Inv *inv, const char *kind, const char *const *nocreate)
{
  static const char *const never[] = {
    "wand of wishing", "ring of levitation", "potion of hallucination", "potion of acid", "scroll of amnesia",
    "scroll of fire", "scroll of blank paper", "spellbook of blank paper", "ring of aggravate monster",
    "ring of hunger", "wand of nothing",
  };
  const char *m = inv->m->name;

  for (int k = 0; k < 4; k++)
    if (g_strcmp0 (kind, nocreate[k]) == 0)
      return TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (never); k++)
    if (strcmp (kind, never[k]) == 0)
      return TRUE;
  if ((strcmp (kind, "scroll of enchant weapon") == 0 && strcmp (m, "monk") == 0)
      || ((strcmp (kind, "spellbook of force bolt") == 0 || strcmp (kind, "wand of magic missile") == 0)
          && strcmp (m, "wizard") == 0)
      || (strcmp (kind, "spellbook of entangle") == 0 && strcmp (m, "druid") == 0)
      || ((strcmp (kind, "spellbook of drain life") == 0 || strcmp (kind, "spellbook of clairvoyance") == 0)
          && strcmp (m, "infidel") == 0))
    return TRUE;
  if (g_str_has_prefix (kind, "spellbook of "))
    for (guint k = 0; k < G_N_ELEMENTS (evil_high_books); k++)
      if (strcmp (kind + strlen ("spellbook of "), evil_high_books[k]) == 0)
        return TRUE;
  return FALSE;
}

/* a kind of the weapon or armour class: a kit's line of one makes an
   object of its own even when the monster holds that kind (mpickobj ()
   merges no armour and no stacks of other enchantments or materials;
   weapon.c oselect () then chooses among the stacks, a Ranger's +2 and
   +0 arrows, and worn.c m_dowear () among the pieces, a tortle's +0
   toque and its level kit's +1 to +3 one) */
static gboolean
own_object_kind (Gen *g, const char *kind)
{
  const NhsObject *o = nhs_object_lookup (g->variant, kind);

  return o != NULL && (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR);
}

/* makemon.c ini_mon_inv (mtmp, kit, chance): each object 1 time in
   chance (every one when chance is 1); a weapon's or tool's line is one
   stack, any other line as many objects (the contents list a kind once);
   a piece of armour's enchantment, scaled by rn2 (chance) / chance when
   chance > 1, is kept for m_dowear () (inv->spe) */
static void
mplayer_kit (Inv *inv, const KitItem *kit, int chance)
{
  Gen *g = inv->g;
  const char *nocreate[4] = { NULL, NULL, NULL, NULL };

  for (; kit->quan != 0; kit++)
    for (int q = kit->quan; q > 0; q--)
      {
        const char *kind = kit->kind;
        const NhsObject *o;
        int spe = 0;

        if (chance > 1 && rn2 (g, chance))
          continue;
        if (kind == NULL)
          {
            do
              kind = nhs_lev_rnd_kind (g, kit->oclass);
            while (kind != NULL && kit_refused (inv, kind, nocreate));
            if (kind == NULL)
              break;
            if (g_str_has_suffix (kind, " polymorph") && !g_str_has_prefix (kind, "spellbook"))
              nocreate[0] = "ring of polymorph control";
            else if (strcmp (kind, "ring of polymorph control") == 0)
              {
                nocreate[0] = "ring of polymorph";
                nocreate[1] = "spellbook of polymorph";
                nocreate[2] = "potion of polymorph";
              }
            if (kit->oclass == NHS_OC_RING || kit->oclass == NHS_OC_SPBOOK)
              nocreate[3] = kind;
          }
        else if (carried (inv, kind) >= 0 && !own_object_kind (g, kind))
          continue;   /* (one more of a kind it holds) */
        o = nhs_object_lookup (g->variant, kind);
        if (kit->spe != KIT_SPE_ANY)
          {
            spe = kit->spe & ~1;
            if (kit->spe & 1)
              spe += rn2 (g, 3) - 1;
          }
        if (o != NULL && o->oclass == NHS_OC_ARMOR && chance > 1)
          spe = spe * rn2 (g, chance) / chance;
        /* above level 19 a kit's suit is dragon-scaled (obj->dragonscales):
           armor_bonus () counts it 5 more (Is_dragon_scaled_armor ()) */
        if (o != NULL && o->oclass == NHS_OC_ARMOR && inv->mlev > 19 && g_strcmp0 (o->slot, "suit") == 0)
          spe += 5;
        give_made (inv, kind);
        if (inv->n > 0 && inv->items[inv->n - 1] == kind && o != NULL && o->oclass == NHS_OC_RING)
          {
            /* a ring keeps mksobj ()'s enchantment, at least rne (3) when
               charged, and is not cursed (trbless is never CURSED) */
            if ((o->flags & NHS_OBJ_CHARGED) && inv->spe[inv->n - 1] <= 0)
              inv->spe[inv->n - 1] = rne3 (inv);
            inv->cursed[inv->n - 1] = FALSE;
          }
        else if (inv->n > 0 && inv->items[inv->n - 1] == kind)
          {
            if (o != NULL && o->oclass == NHS_OC_ARMOR && inv->mlev > 19 && g_strcmp0 (o->slot, "suit") == 0)
              inv->gives[inv->n - 1] = evil_dragon_scales (inv);
            inv->spe[inv->n - 1] = spe;
            /* an Infidel's weapons and armour are cursed, and a striped
               shirt (a kit's own curse is on an Infidel's lines only) */
            inv->cursed[inv->n - 1] = strcmp (kind, "striped shirt") == 0
                                      || (strcmp (inv->m->name, "infidel") == 0 && o != NULL
                                          && (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_ARMOR));
          }
        if (o != NULL && (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_TOOL))
          break;
      }
}

/* isqrt () */
static int
int_sqrt (int v)
{
  int r = 0;

  while ((r + 1) * (r + 1) <= v)
    r++;
  return r;
}

/* the level kits' chances: a level-20 kit's each piece 1 time in
   isqrt (23 - m_lev) below level 20, a level-10 kit's 1 time in
   isqrt (13 - m_lev) below level 10 */
static int
chance20 (const Inv *inv)
{
  return inv->mlev >= 20 ? 1 : int_sqrt (23 - inv->mlev);
}

static int
chance10 (const Inv *inv)
{
  return inv->mlev >= 10 ? 1 : int_sqrt (13 - inv->mlev);
}

/* mon.c apply_race ()'s alignment of a player monster by its race and
   role, in the game's order (a later line overrides): "*" any role; den
   0: a; den > 0: rn2 (den) ? a : b; den -2: rn2 (2) ? a : rn2 (2) ? b :
   -3. A race with no line for the role keeps the role's own. */
static const struct { const char *race, *roles; int a, b, den; } evil_race_align[] = {
  { "human", "convict", -3, 0, 0 }, { "human", "infidel", -128, 0, 0 },
  { "human", "barbarian ranger rogue wizard", 0, -3, 2 },
  { "human", "archeologist caveman cavewoman valkyrie", 0, 3, 2 }, { "human", "knight", 3, -3, 2 },
  { "human", "monk priest priestess", 3, 0, -2 },
  { "elf", "infidel", -128, 0, 0 }, { "elf", "healer druid", 0, 0, 0 }, { "elf", "knight", -3, 0, 0 },
  { "elf", "monk priest priestess ranger rogue wizard", -3, 0, 3 },
  { "dwarf", "convict", -3, 0, 0 },
  { "dwarf", "archeologist caveman cavewoman monk priest priestess valkyrie", 3, 0, 3 },
  { "dwarf", "barbarian healer wizard", 0, 0, 0 }, { "dwarf", "knight", 3, 0, 0 },
  { "giant", "infidel", -128, 0, 0 }, { "giant", "caveman cavewoman valkyrie", 0, 3, 2 },
  { "giant", "barbarian wizard", 0, -3, 2 }, { "giant", "healer druid", 0, 0, 0 },
  { "giant", "monk priest priestess", 3, 0, -2 },
  { "gnome", "*", 0, 0, 0 }, { "gnome", "convict", -3, 0, 0 }, { "gnome", "ranger rogue wizard", 0, -3, 3 },
  { "hobbit", "*", 0, 0, 0 }, { "hobbit", "convict", -3, 0, 0 },
  { "hobbit", "archeologist priest priestess", 0, 3, 3 },
  { "centaur", "infidel", -128, 0, 0 }, { "centaur", "healer valkyrie druid", 0, 0, 0 },
  { "centaur", "barbarian monk priest priestess", -3, 0, 3 },
  { "orc", "*", -3, 0, 0 }, { "orc", "infidel", -128, 0, 0 },
  { "illithid", "*", -3, 0, 0 }, { "illithid", "infidel", -128, 0, 0 },
  { "tortle", "*", 0, 0, 0 }, { "tortle", "archeologist monk priest priestess", 3, 0, 4 },
  { "drow", "*", -3, 0, 0 }, { "drow", "infidel", -128, 0, 0 },
  { "draugr", "*", -3, 0, 0 }, { "draugr", "infidel", -128, 0, 0 },
  { "vampire", "*", -3, 0, 0 }, { "vampire", "infidel", -128, 0, 0 },
  { "aasimar", "*", 3, 0, 0 },
};

/* mon.c apply_race ()'s alignment (ERAC ralign) of a player monster of
   race inv->race (its role's own without a race) */
static int
evil_race_alignment (Inv *inv)
{
  int mal = inv->m->alignment;

  for (guint i = 0; inv->race != NULL && i < G_N_ELEMENTS (evil_race_align); i++)
    {
      g_auto (GStrv) roles = NULL;

      if (strcmp (evil_race_align[i].race, inv->race->name) != 0)
        continue;
      roles = g_strsplit (evil_race_align[i].roles, " ", -1);
      if (strcmp (evil_race_align[i].roles, "*") != 0 && !g_strv_contains ((const char *const *) roles, inv->m->name))
        continue;
      mal = evil_race_align[i].den == 0 ? evil_race_align[i].a
            : evil_race_align[i].den > 0 ? (rn2 (inv->g, evil_race_align[i].den) ? evil_race_align[i].a : evil_race_align[i].b)
            : rn2 (inv->g, 2) ? evil_race_align[i].a : rn2 (inv->g, 2) ? evil_race_align[i].b : -3;
    }
  return mal;
}

/* makemon.c peace_minded () of a player monster for the picker's hero (a
   human of a new game, not a Convict: no race it loves, gnomes, orcs,
   centaurs, illithids, draugr and vampires it hates), with the alignment
   apply_race () gave it */
static gboolean
evil_mplayer_peaceful_as (Inv *inv, int mal)
{
  const NhsLevelParams *p = &inv->g->lev->params;
  const NhsMonster *r = inv->race ? inv->race : inv->m;
  int hero = p->hero_align ? p->hero_align (p->picker_data) : 0;

  if (nhs_monster_has (inv->m, NHS_M2_PEACEFUL))
    return TRUE;
  if (nhs_monster_has (inv->m, NHS_M2_HOSTILE))
    return FALSE;
  if (nhs_monster_has (r, NHS_MH_GNOME) || nhs_monster_has (r, NHS_MH_ORC) || nhs_monster_has (r, NHS_MH_CENTAUR)
      || nhs_monster_has (r, NHS_MH_ILLITHID) || nhs_monster_has (r, NHS_MH_ZOMBIE) || nhs_monster_has (r, NHS_MH_VAMPIRE))
    return FALSE;
  if ((mal > 0) - (mal < 0) != hero)
    return FALSE;
  if (mal < 0 && p->amulet)
    return FALSE;
  return rn2 (inv->g, 16) != 0 && rn2 (inv->g, 2 + ABS (mal)) != 0;
}

/* the same, the alignment drawn here (a statue's monster: the checks of
   always peaceful and always hostile come first, then apply_race ()'s
   dice) */
static gboolean
evil_mplayer_peaceful (Inv *inv)
{
  if (nhs_monster_has (inv->m, NHS_M2_PEACEFUL) || nhs_monster_has (inv->m, NHS_M2_HOSTILE))
    return evil_mplayer_peaceful_as (inv, inv->m->alignment);
  return evil_mplayer_peaceful_as (inv, evil_race_alignment (inv));
}

const NhsMonster *
nhs_lev_evil_mplayer_makemon (Gen *g, int mindex, int *align)
{
  const NhsLevelParams *p = &g->lev->params;
  Inv inv = { 0 };
  int mal;

  *align = 0;
  if (p->monster == NULL || (inv.m = p->monster (p->picker_data, mindex)) == NULL)
    return NULL;
  inv.g = g;
  /* makemon.c 3471-3483: neither male nor female, it is female 1 time in
     2 (a role's player monster never is the quest's leader or nemesis) */
  if (!nhs_monster_has (inv.m, NHS_M2_MALE) && !nhs_monster_has (inv.m, NHS_M2_FEMALE))
    rn2 (g, 2);
  /* init_mplayer_erac () (3500): the race, apply_race ()'s alignment */
  inv.race = evil_race (&inv);
  mal = evil_race_alignment (&inv);
  *align = mal == -128 ? -128 : (mal > 0) - (mal < 0);
  /* (its name, get_mplname (): a die over the high-score file's ranks
     when the file opens and one over its race's list of names, not drawn)
     then peace_minded () (3504) */
  (void) evil_mplayer_peaceful_as (&inv, mal);
  return inv.race;
}

/* artifact.c mk_artifact (otmp, A_NONE) of item i, a weapon of kind o
   (makemon.c m_initweap (), a player monster above level 10): nothing
   when mksobj () gave it a property (evil_weapon_oprop_init ()), else
   nhs_lev_mk_artifact () (none: the weapon
   stays as it was); oname () then gives it the artifact's material (its
   kind's own when the artifact names none) */
static void
evil_mk_artifact (Inv *inv, int i, const NhsObject *o)
{
  Gen *g = inv->g;
  const NhsArtifact *a;

  if (inv->props[i])
    return;
  if ((a = nhs_lev_mk_artifact (g, inv->items[i])) == NULL)
    return;
  inv->arti[i] = a;
  if (inv->mats)
    inv->mats[i] = a->material ? a->material : o->material;
}

/* m_initweap ()'s player-monster branch */
static void
evil_mplayer_weap (Inv *inv)
{
  Gen *g = inv->g;
  const char *m = inv->m->name;
  gboolean giant = racial (inv, NHS_MH_GIANT), tortle = racial (inv, NHS_MH_TORTLE);
  gboolean draugr = racial (inv, NHS_MH_ZOMBIE), drow = racial (inv, NHS_MH_DROW);

  if (inv->mlev > 1)
    {
      gboolean big = inv->mlev > 10 || !rn2 (g, 15);

      if (strcmp (m, "monk") == 0)
        {
          if (big)
            mplayer_kit (inv, k_l20_monk[rn2 (g, 2) ? 0 : 1], chance20 (inv));
          mplayer_kit (inv, k_l10_monk[rn2 (g, 2) ? 0 : 1], chance10 (inv));
        }
      else if (giant)
        {
          if (big)
            mplayer_kit (inv, k_l20_giant, chance20 (inv));
          mplayer_kit (inv, k_l10_giant, chance10 (inv));
          give (inv, "boulder");
        }
      else if (racial (inv, NHS_MH_CENTAUR))
        {
          if (big)
            mplayer_kit (inv, k_l20_centaur[rn2 (g, 2) ? 0 : 1], chance20 (inv));
          mplayer_kit (inv, k_l10_centaur[rn2 (g, 2) ? 0 : 1], chance10 (inv));
        }
      else if (tortle)
        {
          if (big)
            mplayer_kit (inv, k_l20_tortle, chance20 (inv));
          mplayer_kit (inv, k_l10_tortle, chance10 (inv));
        }
      else
        {
          if (big)
            {
              int pair = rnd (g, 4) - 1;

              mplayer_kit (inv, k_l20[2 * pair + (rn2 (g, 2) ? 0 : 1)], chance20 (inv));
            }
          mplayer_kit (inv, k_l10[rn2 (g, 2) ? 0 : 1], chance10 (inv));
        }
    }

  if (strcmp (m, "archeologist") == 0)
    {
      mplayer_kit (inv, tortle ? k_tortle_archeologist : k_archeologist, 1);
      if (!rn2 (g, 10))
        mplayer_kit (inv, k_tin_opener, 1);
      else if (!rn2 (g, 4))
        mplayer_kit (inv, k_lamp, 1);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "barbarian") == 0)
    {
      /* (a new game's tables: makemon.c writes the battle-axe into them,
         so in one game every later barbarian keeps it) */
      gboolean axe = rn2 (g, 100) >= 50;
      KitItem kit[5];

      memcpy (kit, giant ? k_giant_barbarian : tortle ? k_tortle_barbarian : k_barbarian, sizeof kit);
      if (!tortle)
        kit[0].kind = axe ? "battle-axe" : "two-handed sword";
      kit[1].kind = axe ? "short sword" : "axe";
      mplayer_kit (inv, kit, 1);
      mplayer_kit (inv, k_lamp, 6);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "caveman") == 0 || strcmp (m, "cavewoman") == 0)
    {
      rn2 (g, 11);   /* the flint's number */
      mplayer_kit (inv, giant ? k_giant_caveman : k_caveman, 1);
    }
  else if (strcmp (m, "convict") == 0)
    {
      mplayer_kit (inv, k_convict, 1);
      give (inv, "skeleton key");
      if (!drow)
        give (inv, "grappling hook");
    }
  else if (strcmp (m, "druid") == 0)
    {
      static const char *const spells[] = {
        "spellbook of barkskin", "spellbook of summon animal", "spellbook of healing", "spellbook of knock",
        "spellbook of cure sickness",
      };
      KitItem kit[11];

      memcpy (kit, tortle ? k_tortle_druid : giant ? k_giant_druid : k_druid, sizeof kit);
      kit[8].kind = spells[rn2 (g, 100) / 20];
      kit[0].kind = rn2 (g, 100) >= 50 ? "scimitar" : "quarterstaff";
      mplayer_kit (inv, kit, 1);
      mplayer_kit (inv, k_lamp, 25);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "healer") == 0)
    {
      money (inv);
      mplayer_kit (inv, k_healer, 1);
      mplayer_kit (inv, k_lamp, 25);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "infidel") == 0)
    {
      money (inv);
      mplayer_kit (inv, giant ? k_giant_infidel : draugr ? k_draugr_infidel : k_infidel, 1);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "knight") == 0)
    {
      KitItem kit[9];

      memcpy (kit, k_knight, sizeof kit);
      kit[4].kind = racial (inv, NHS_MH_ELF) ? "elven shield" : racial (inv, NHS_MH_DWARF) ? "dwarvish roundshield"
                    : racial (inv, NHS_MH_ORC) ? "orcish shield" : "large shield";
      if (draugr)
        kit[6].quan = 0;   /* (no food) */
      mplayer_kit (inv, kit, 1);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "monk") == 0)
    {
      static const char *const spells[] = {
        "spellbook of healing", "spellbook of protection", "spellbook of confuse monster",
      };
      const KitItem *base = giant ? k_giant_monk : tortle ? k_tortle_monk : draugr ? k_draugr_monk
                            : racial (inv, NHS_MH_VAMPIRE) ? k_vampire_monk : k_monk;
      const char *book = spells[rn2 (g, 90) / 30];
      KitItem kit[10];

      memcpy (kit, base, sizeof kit[0] * (base == k_draugr_monk ? 7 : base == k_vampire_monk ? 7 : 10));
      /* (the draugr's kit has no book; the vampire's keeps its random
         one: makemon.c writes the drawn book into the human's kit) */
      if (base != k_draugr_monk && base != k_vampire_monk)
        kit[2].kind = book;
      mplayer_kit (inv, kit, 1);
      mplayer_kit (inv, k_lamp, 10);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "priest") == 0 || strcmp (m, "priestess") == 0)
    {
      money (inv);
      mplayer_kit (inv, giant ? k_giant_priest : tortle ? k_tortle_priest : k_priest, 1);
      if (!drow)
        mplayer_kit (inv, k_lamp, 10);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "ranger") == 0)
    {
      rn2 (g, 10);   /* the arrows' numbers */
      rn2 (g, 10);
      mplayer_kit (inv, k_ranger, 1);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "rogue") == 0)
    {
      money (inv);
      rn2 (g, drow ? 20 : 10);   /* the bolts' or daggers' number */
      mplayer_kit (inv, drow ? k_drow_rogue : k_rogue, 1);
      mplayer_kit (inv, k_blindfold, 5);
    }
  else if (strcmp (m, "samurai") == 0)
    {
      rn2 (g, 20);   /* the ya's number */
      mplayer_kit (inv, giant ? k_giant_samurai : tortle ? k_tortle_samurai : k_samurai, 1);
      mplayer_kit (inv, k_blindfold, 5);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "tourist") == 0)
    {
      rn2 (g, 20);   /* the darts' number */
      money (inv);
      mplayer_kit (inv, tortle ? k_tortle_tourist : k_tourist, 1);
      if (!rn2 (g, 25))
        mplayer_kit (inv, k_tin_opener, 1);
      else if (!rn2 (g, 25))
        mplayer_kit (inv, k_leash, 1);
      else if (!rn2 (g, 25))
        mplayer_kit (inv, k_towel, 1);
    }
  else if (strcmp (m, "valkyrie") == 0)
    {
      mplayer_kit (inv, k_valkyrie, 1);
      mplayer_kit (inv, k_lamp, 6);
      give (inv, "skeleton key");
    }
  else if (strcmp (m, "wizard") == 0)
    {
      mplayer_kit (inv, giant ? k_giant_wizard : tortle ? k_tortle_wizard : k_wizard, 1);
      mplayer_kit (inv, k_blindfold, 5);
      give (inv, "skeleton key");
    }

  /* above level 10 a bag unless it holds a sack; its weapons and armour
     may become artifacts (evil_mk_artifact ()), get a property or a
     better make (kinds kept; a metal piece of armour's make adds to its
     armour class); the inventory is walked as the game's chain, the
     last made first (mkobj.c add_to_minv () puts each at its head). A
     property (artifact.c create_oprop (obj, FALSE): never to a magic
     kind, nor to a dragon-scaled suit, here every suit above level 19) is
     1 time in 8 followed by blessorcurse (obj, 8) and a new enchantment,
     -rne (3) when cursed, else rne (3): a level kit's +3 to +5 piece may
     come out +1 (a piece mksobj () made blessed stays so, and
     blessorcurse () draws nothing for it; an uncursed, unblessed one is
     cursed 1 time in 16) */
  if (inv->mlev > 10)
    {
      if (carried (inv, "sack") < 0 && carried (inv, "oilskin sack") < 0)
        give (inv, !rn2 (g, 5) ? "sack" : rn2 (g, 4) ? "oilskin sack" : rn2 (g, 7) ? "bag of holding" : "bag of tricks");
      for (int i = inv->n - 1; i >= 0; i--)
        {
          const NhsObject *o = nhs_object_lookup (g->variant, inv->items[i]);
          gboolean metal = inv->mats && inv->mats[i] && nhs_lev_evil_forgeable (inv->mats[i]);
          gboolean oprop = FALSE;

          if (o == NULL || (o->oclass != NHS_OC_WEAPON && o->oclass != NHS_OC_ARMOR))
            continue;
          if (inv->mlev >= 20 || rn2 (g, 400) < inv->mlev * inv->mlev)
            {
              if (o->oclass == NHS_OC_WEAPON)
                {
                  if (!rn2 (g, 100 + 10 * __builtin_popcountll (g->artifacts_made)))
                    evil_mk_artifact (inv, i, o);
                  else
                    oprop = !rn2 (g, 4) && !(o->flags & NHS_OBJ_MAGIC);
                }
              else
                oprop = !rn2 (g, 5) && !(o->flags & NHS_OBJ_MAGIC)
                        && !(inv->mlev > 19 && g_strcmp0 (o->slot, "suit") == 0);
            }
          if (oprop)
            evil_oprop_again (inv, i, o);
          if (o->oclass == NHS_OC_WEAPON)
            rn2 (g, 3);
          if (!rn2 (g, o->oclass == NHS_OC_WEAPON ? 4 : 5) && inv->arti[i] == NULL && !(o->flags & NHS_OBJ_MAGIC)
              && metal)
            inv->qual[i] = rn2 (g, 4) ? 1 : 2;   /* (forged_qual set anew) */
        }
    }
  if (inv->mlev >= 20)
    {
      int quan;

      give (inv, rn2 (g, 2) ? "amulet of reflection" : rn2 (g, 4) ? "amulet of magic resistance" : "amulet of life saving");
      give (inv, nhs_lev_rnd_class_between (g, "ring of adornment", "ring of protection from shape changers"));
      quan = rn2 (g, 3) ? rn2 (g, 3) : rn2 (g, 16);
      while (quan--)
        give_once (inv, nhs_lev_rnd_class_between (g, "dilithium crystal", "jade"));
      rn2 (g, 1000);
      money (inv);
      for (quan = rn2 (g, 10); quan > 0; quan--)
        {
          const char *kind = nhs_lev_rnd_kind (g, nhs_lev_rnd_class (g, inv->in_hell));
          const NhsObject *o = kind ? nhs_object_lookup (g->variant, kind) : NULL;


          /* (listed once, but armour and rings, which never merge: worn.c
             m_dowear () chooses among them) */
          if (o != NULL && o->oclass != NHS_OC_ARMOR && o->oclass != NHS_OC_RING && carried (inv, kind) >= 0)
            continue;
          /* (mkobj () makes it with mksobj ()'s init: each keeps the
             enchantment and curse give_made () drew) */
          give_made (inv, kind);
        }
      for (quan = rnd (g, 3); quan > 0; quan--)
        muse_item_always (inv, NHS_ITEM_GEN_OFFENSIVE);
      for (quan = rnd (g, 3); quan > 0; quan--)
        muse_item_always (inv, NHS_ITEM_GEN_DEFENSIVE);
      for (quan = rnd (g, 3); quan > 0; quan--)
        muse_item_always (inv, NHS_ITEM_GEN_MISC);
    }
}

/* what a worn item gives that worn.c extra_pref () asks about
   (mon_resistancebits (): magic resistance, reflection, displacement,
   jumping, water walking, levitation: update_mon_intrinsics () sets
   MR2_LEVITATE for any worn object whose oc_oprop is LEVITATION, the
   boots or the ring, so can_levitate () gives levitation boots no 15
   while the monster wears either) */
enum { PROP_MR = 1, PROP_REFLECT = 2, PROP_DISPLACED = 4, PROP_JUMP = 8, PROP_WWALK = 16, PROP_LEV = 32 };

static const struct { const char *kind; guint prop; int pref; } evil_prefs[] = {
  { "cloak of magic resistance", PROP_MR, 50 }, { "amulet of magic resistance", PROP_MR, 0 },
  { "shield of reflection", PROP_REFLECT, 40 }, { "amulet of reflection", PROP_REFLECT, 0 },
  { "cloak of displacement", PROP_DISPLACED, 30 }, { "speed boots", 0, 25 }, { "helm of speed", 0, 25 },
  { "levitation boots", PROP_LEV, 15 }, { "ring of levitation", PROP_LEV, 0 }, { "jumping boots", PROP_JUMP, 10 },
  { "water walking boots", PROP_WWALK, 10 },
};

static guint
evil_prop (const char *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (evil_prefs); i++)
    if (strcmp (kind, evil_prefs[i].kind) == 0)
      return evil_prefs[i].prop;
  return 0;
}

/* worn.c armor_bonus () + extra_pref () of item i while the monster has
   props (speed from speed boots is not its permanent speed, so it
   always counts) */
static int
evil_armor_score (const Inv *inv, const NhsObject *const *o, int i, guint props)
{
  const char *mat = inv->mats && inv->mats[i] ? inv->mats[i] : o[i]->material;
  int sc = nhs_lev_armor_bonus (inv->g->variant, o[i], mat, inv->spe ? inv->spe[i] : 0,
                                inv->eroded ? inv->eroded[i] : 0, inv->qual ? inv->qual[i] : 0);

  for (guint k = 0; k < G_N_ELEMENTS (evil_prefs); k++)
    if (strcmp (inv->items[i], evil_prefs[k].kind) == 0 && !(props & evil_prefs[k].prop))
      sc += evil_prefs[k].pref;
  return sc;
}

/* o_init.c shuffle (RIN_ADORNMENT, RIN_PROTECTION_FROM_SHAPE_CHANGERS,
   TRUE): a new game gives the random ring kinds their appearances, and
   each appearance its material, by a Fisher-Yates shuffle (no ring is
   known at the start). nhspawn makes each level for a new game, so the
   level draws its own shuffle the first time a statue's ring asks; the
   artifact rings after the range keep their own material */
static const char *
evil_ring_material (Gen *g, const NhsObject *ring)
{
  guint n = 0, a, b;
  const NhsObject *objs = nhs_objects (g->variant, &n);

  nhs_lev_object_span (g->variant, "ring of adornment", "ring of protection from shape changers", &a, &b);
  if (b >= n)
    return ring->material;
  if (g->n_ring_mats == 0)
    {
      int cnt = MIN ((int) (b - a + 1), (int) G_N_ELEMENTS (g->ring_mats));

      for (int j = 0; j < cnt; j++)
        g->ring_mats[j] = objs[a + j].material;
      for (int j = 0; j < cnt; j++)
        {
          int i = j + rn2 (g, cnt - j);
          const char *sw = g->ring_mats[j];

          g->ring_mats[j] = g->ring_mats[i];
          g->ring_mats[i] = sw;
        }
      g->n_ring_mats = cnt;
    }
  for (int j = 0; j < g->n_ring_mats; j++)
    if (&objs[a + j] == ring || strcmp (objs[a + j].name, ring->name) == 0)
      return g->ring_mats[j];
  return ring->material;
}

/* worn.c armor_bonus () of a ring of material mat, but its enchantment:
   a_ac is 0, and mkobj.c material_bonus () keeps a metal piece's at 1
   (is_metallic (): IRON to ADAMANTINE), less its erosion, not below 0.
   mkobj_erosions (): 1 time in 100 erodeproof, else 1 in 80 rusty (iron)
   and 1 in 80 corroded (iron, copper, bronze); steel and the precious
   metals never erode */
static gboolean
evil_ring_metal_kind (const char *mat)
{
  static const char *const metals[] = {
    "IRON", "STEEL", "COPPER", "BRONZE", "SILVER", "GOLD", "PLATINUM", "MITHRIL", "ADAMANTINE",
  };
  gboolean metal = FALSE;

  for (guint k = 0; k < G_N_ELEMENTS (metals); k++)
    metal |= g_strcmp0 (mat, metals[k]) == 0;
  return metal;
}

static int
evil_ring_metal (Gen *g, const char *mat)
{
  gboolean metal = evil_ring_metal_kind (mat), iron = g_strcmp0 (mat, "IRON") == 0;
  gboolean corrodes = iron || g_strcmp0 (mat, "COPPER") == 0 || g_strcmp0 (mat, "BRONZE") == 0;

  if (metal && corrodes && rn2 (g, 100))
    {
      gboolean rusty = !rn2 (g, 80) && iron;

      if (!rn2 (g, 80) || rusty)
        return 0;
    }
  return metal ? 1 : 0;
}

/* a ring worn.c m_dowear () may put on */
typedef struct {
  const char *kind;
  int item;        /* its index in the inventory; -1: a container's (mkbox_cnts ()) */
  int made;        /* its index, or its container's: it is there for a dressing after it */
  gboolean in_sack;
  int chain;       /* its place in mon->minvent: the walk meets higher first */
  int spe;
  gboolean cursed;
  gboolean hated;  /* mon_hates_material () */
  int bonus;       /* worn.c armor_bonus (): its material's (1 for a metal, as
                      material_bonus () keeps a metal piece's at least 1),
                      less its erosion, not below 0, then its enchantment */
} EvilRing;

/* what worn.c extra_pref () reads of the monster being dressed */
typedef struct {
  const NhsMonster *data;   /* mon->data (a player monster's role) */
  guint res;                /* its own, its race's and its role's resistances */
  gboolean peaceful;        /* mpeaceful (the new hero does not see invisible) */
  gboolean grounded;        /* mondata.h grounded (mon->data) */
  guint armour;             /* what its worn armour and amulet give (NHS_MR_*, EVIL_GIVES_FLY) */
  gboolean lev_boots;       /* it wears levitation boots */
  EvilRing *ring;
  int n_ring;
  int worn[2];              /* the ring on its left and right hand (W_RINGL, W_RINGR); -1: none */
} EvilDress;

static gboolean
ring_is (const EvilDress *d, int r, const char *kind)
{
  return r >= 0 && strcmp (d->ring[r].kind, kind) == 0;
}

/* a ring's oc_oprop, as update_mon_intrinsics () gives it a monster */
static guint
ring_resists (const char *kind)
{
  static const struct { const char *kind; guint res; } rings[] = {
    { "ring of fire resistance", NHS_MR_FIRE }, { "ring of cold resistance", NHS_MR_COLD },
    { "ring of shock resistance", NHS_MR_ELEC }, { "ring of poison resistance", NHS_MR_POISON },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rings); k++)
    if (strcmp (kind, rings[k].kind) == 0)
      return rings[k].res;
  return 0;
}

static gboolean
ring_free_action (const EvilDress *d, int r)
{
  return ring_is (d, r, "ring of free action") || ring_is (d, r, "ring of ancient");
}

/* worn.c armor_bonus () + extra_pref (mon, ring c, hand): extra_pref ()
   takes off the ring on that hand while it asks (update_mon_intrinsics ():
   a resistance stays when something else worn gives it, levitation and
   free action go whatever else gives them), but mon_prop () (regeneration,
   teleportation, teleport control) walks what is worn and still finds it;
   the other hand's ring counts. Its first answer wins: free action 30
   when the monster lacks it, levitation 15 when grounded and not
   levitating; then by kind, 1 when nothing applies */
static int
evil_ring_score (const EvilDress *d, int c, int hand)
{
  const EvilRing *r = &d->ring[c];
  const NhsMonster *m = d->data;
  int other = d->worn[1 - hand], strip = d->worn[hand];
  guint res = d->res | d->armour | (other >= 0 ? ring_resists (d->ring[other].kind) : 0);
  gboolean flies = (d->armour & EVIL_GIVES_FLY) != 0;
  gboolean free_action = ring_free_action (d, other) && !ring_free_action (d, strip);
  gboolean levitates = (d->lev_boots || ring_is (d, other, "ring of levitation"))
                       && !ring_is (d, strip, "ring of levitation");
  gboolean regen = nhs_monster_has (m, NHS_M1_REGEN) || ring_is (d, other, "ring of regeneration")
                   || ring_is (d, strip, "ring of regeneration");
  gboolean tport = nhs_monster_has (m, NHS_M1_TPORT) || ring_is (d, other, "ring of teleportation")
                   || ring_is (d, strip, "ring of teleportation");
  gboolean tctrl = nhs_monster_has (m, NHS_M1_TPORT_CNTRL) || nhs_monster_has (m, NHS_M3_COVETOUS)
                   || ring_is (d, other, "ring of teleport control") || ring_is (d, strip, "ring of teleport control");
  const char *k = r->kind;
  guint resists = ring_resists (k);
  int rc = 1;

  if ((strcmp (k, "ring of free action") == 0 || strcmp (k, "ring of ancient") == 0) && !free_action)
    return r->bonus + 30;
  if (strcmp (k, "ring of levitation") == 0 && d->grounded && !levitates)
    return r->bonus + 15;
  if (resists != 0)
    {
      /* (no wielded weapon yet: a monster being made wields nothing) */
      static const struct { guint res; const char *ad[3]; } hits[] = {
        { NHS_MR_FIRE, { "AD_FIRE" } }, { NHS_MR_COLD, { "AD_COLD" } }, { NHS_MR_ELEC, { "AD_ELEC" } },
        { NHS_MR_POISON, { "AD_DRST", "AD_DRCO", "AD_DRDX" } },
      };

      if (!(res & resists))
        for (guint h = 0; h < G_N_ELEMENTS (hits); h++)
          if (hits[h].res == resists)
            {
              gboolean hit = FALSE;

              for (int a = 0; a < 3 && hits[h].ad[a]; a++)
                hit |= nhs_monster_has_attack_for (m, NULL, hits[h].ad[a]);
              rc = hit ? 25 : 5;
            }
    }
  else if (strcmp (k, "ring of regeneration") == 0)
    rc = !regen ? 25 : 5;
  else if (strcmp (k, "ring of invisibility") == 0 || strcmp (k, "ring of lustrous") == 0)
    rc = d->peaceful ? 0 : 30;
  else if (strcmp (k, "ring of increase damage") == 0 || strcmp (k, "ring of increase accuracy") == 0
           || strcmp (k, "ring of protection") == 0)
    rc = r->spe > 0 ? 10 + 3 * r->spe : 0;
  else if (strcmp (k, "ring of teleportation") == 0)
    {
      if (!tport)
        rc = r->cursed ? 5 : 15;
    }
  else if (strcmp (k, "ring of teleport control") == 0)
    {
      if (!tctrl)
        rc = tport ? 20 : 5;
    }
  else if (strcmp (k, "ring of slow digestion") == 0)
    rc = nhs_monster_has_attack_for (m, NULL, "AD_DGST") ? 35 : 25;
  else if (strcmp (k, "ring of levitation") == 0)
    rc = d->grounded && !flies && !levitates ? 20 : 0;
  return r->bonus + rc;
}

/* worn.c m_dowear_type (mon, W_RINGL or W_RINGR): a cursed ring stays
   on; else find_best_armor_recurse () walks the inventory from its head
   (a container's contents where the container is) and takes a ring only
   when it scores more than the best so far, starting from the one worn;
   one found in the sack is taken out (mon_container_extract (): it joins
   the inventory at its head) and not put on in this call */
static void
evil_ring_slot (EvilDress *d, int hand, int limit, int *head)
{
  int old = d->worn[hand], best = old, best_score = 0;

  if (old >= 0 && d->ring[old].cursed)
    return;
  if (old >= 0)
    best_score = evil_ring_score (d, old, hand);
  for (int top = G_MAXINT;;)
    {
      int c = -1;

      for (int k = 0; k < d->n_ring; k++)
        if (d->ring[k].chain < top && (c < 0 || d->ring[k].chain > d->ring[c].chain))
          c = k;
      if (c < 0)
        break;
      top = d->ring[c].chain;
      if (d->ring[c].hated || c == d->worn[0] || c == d->worn[1] || d->ring[c].made >= limit)
        continue;
      if (best >= 0)
        {
          int sc = evil_ring_score (d, c, hand);

          if (best_score >= sc)
            continue;
          best_score = sc;
        }
      else
        best_score = evil_ring_score (d, c, hand);
      best = c;
    }
  if (best < 0 || best == old)
    return;
  if (d->ring[best].in_sack)
    {
      d->ring[best].in_sack = FALSE;
      d->ring[best].chain = (*head)++;
      return;
    }
  d->worn[hand] = best;
}

int
nhs_lev_evil_best_amulet (const NhsLevEvilAmulet *a, int n, int limit, int best)
{
  int box_done = -1;

  for (int top = limit;;)
    {
      int c = -1;

      for (int k = 0; k < n; k++)
        if (a[k].chain < top && (c < 0 || a[k].chain > a[c].chain))
          c = k;
      if (c < 0)
        return best;
      top = a[c].chain;
      if (a[c].hated || (a[c].box >= 0 && a[c].box == box_done))
        continue;
      if (strcmp (a[c].kind, "amulet of guarding") == 0)
        {
          if (best < 0)
            best = c;
          continue;
        }
      best = c;
      if (a[c].box < 0)
        return best;
      box_done = a[c].box;
    }
}

gboolean
nhs_lev_evil_mplayer_erac (const NhsMonster *role, const NhsMonster *race, NhsMonster *erac)
{
  static const struct { const char *role; gboolean see_invis; guint resists; } role_erac[] = {
    { "barbarian", FALSE, NHS_MR_POISON }, { "convict", FALSE, NHS_MR_POISON },
    { "druid", FALSE, NHS_MR_SLEEP },      { "healer", FALSE, NHS_MR_POISON },
    { "infidel", FALSE, NHS_MR_FIRE },     { "monk", TRUE, NHS_MR_POISON | NHS_MR_SLEEP },
    { "valkyrie", FALSE, NHS_MR_COLD },
  };

  for (guint j = 0; j < G_N_ELEMENTS (role_erac); j++)
    if (nhs_monster_named (role, role_erac[j].role))
      {
        *erac = *race;
        if (role_erac[j].see_invis)
          erac->mflags[NHS_M1_SEE_INVIS / 64] |= G_GUINT64_CONSTANT (1) << (NHS_M1_SEE_INVIS % 64);
        /* (an infidel draugr gets no fire resistance: the game compares
           the race's whole flag set (rptr->mrace) with MH_ZOMBIE and
           MH_VAMPIRE, and a vampire's is MH_UNZOMBIE | MH_VAMPIRE, so a
           vampire infidel resists fire, whatever the source's comment
           says) */
        if (!(role_erac[j].resists == NHS_MR_FIRE && nhs_monster_has (race, NHS_MH_ZOMBIE)))
          erac->resists |= role_erac[j].resists;
        return TRUE;
      }
  return FALSE;
}

/* setup_mon_inventory (): worn.c m_dowear (mtmp, TRUE), then pickup.c
   m_stash_items (mtmp, TRUE). A monster with hands keeps what it wears,
   the melee and ranged weapons (and launcher) it would choose, and its
   other things; any other weapon or piece of armour is thrown away, and
   with a bag the things it would not look for go into the bag (the
   statue lists what the monster carries, not what its bag holds).
   Pieces that cannot be worn are the size, the form and the race's. */
static void
evil_tidy (Inv *inv)
{
  const NhsMonster *m = inv->m, *r = inv->race ? inv->race : m;
  const NhsObject *o[INV_MAX];
  gboolean keep[INV_MAX] = { FALSE }, worn_shield = FALSE;
  int n = inv->n, bag = -1, hwep = -1, proj = -1, launcher = -1, k = 0;
  const char *taken_out[2] = { NULL }, *worn[INV_MAX + 3] = { NULL };
  int n_taken_out = 0;
  signed char locked[INV_MAX];   /* a large box's or chest's lock (mksobj ()); -1: not drawn */
  int n_worn = 0;
  NhsMonster erac_own;
  const NhsMonster *erac = inv->race;

  for (int i = 0; i < n; i++)
    {
      o[i] = nhs_object_lookup (inv->g->variant, inv->items[i]);
      locked[i] = -1;
    }
  /* mplayer.c init_mplayer_erac (): a player monster's race (ERAC ())
     gets its role's flags and intrinsics beside the race's, which
     searches_for_item () and worn.c extra_pref () read (mon_prop
     (SEE_INVIS), resists_*()) */
  if (inv->mplayer && nhs_lev_evil_mplayer_erac (m, r, &erac_own))
    erac = &erac_own;
  /* m_dowear () */
  if (r->size >= 1 && !nhs_monster_has (m, NHS_M1_NOHANDS) && !nhs_monster_has (m, NHS_M1_ANIMAL)
      && !nhs_monster_in_class (m, "S_ENT") && !nhs_monster_in_class (m, "S_PLANT")
      && (!nhs_monster_has (m, NHS_M1_MINDLESS) || nhs_monster_in_class (m, "S_MUMMY")
          || nhs_monster_in_class (m, "S_SKELETON")))
    {
      /* mondata.c sliparm (), breakarm () */
      gboolean slip = nhs_monster_in_class (r, "S_VORTEX") || nhs_monster_named (r, "air elemental")
                      || r->size <= 1 || nhs_monster_in_class (r, "S_GHOST");
      gboolean brk = !slip && !racial (inv, NHS_MH_CENTAUR)
                     && (racial (inv, NHS_MH_TORTLE)
                         || (!nhs_monster_named (r, "drider")
                             && (r->size >= 3 || !nhs_monster_has (r, NHS_M1_HUMANOID)
                                 || nhs_monster_named (r, "marilith"))));
      gboolean cant = slip || brk;
      /* gems, food, potions, scrolls, spellbooks, coins, wands, rings, amulets */
      static const int box_prob[] = { 18, 15, 18, 18, 12, 7, 6, 5, 1 };
      static const char *const wears[] = {
        "ring of invisibility", "ring of fire resistance", "ring of cold resistance",
        "ring of poison resistance", "ring of shock resistance", "ring of regeneration",
        "ring of teleportation", "ring of teleport control", "ring of slow digestion",
        "ring of increase damage", "ring of increase accuracy", "ring of protection",
        "ring of levitation", "ring of free action", "ring of ancient", "ring of lustrous",
        "amulet of life saving", "amulet of reflection", "amulet of magic resistance",
        "amulet of guarding", "amulet of ESP", "amulet of flying",
      };
      gboolean feet = !nhs_monster_has (m, NHS_M1_SLITHY) && !racial (inv, NHS_MH_CENTAUR)
                      && !nhs_monster_named (m, "drider") && !racial (inv, NHS_MH_TORTLE);

      /* mkobj.c mkbox_cnts (): each container made with init while the
         level is made holds rn2 (n + 1) random objects (boxiprobs[]): a
         sack, an oilskin sack or a bag of holding n = 1, a large box 5
         when locked (mksobj (): 4 times in 5) else 3, a chest 7 or 5, an
         iron safe 10 and a crystal chest 7 (always locked); an ice box
         only corpses. A player monster's random objects (the level-20
         mkobj (RANDOM_CLASS) loop) may be boxes; other monsters' boxes
         are made without init (empty). worn.c find_best_armor_recurse ()
         looks into every container: m_dowear () takes out an amulet it
         wears (which the monster then keeps), or a ring it wears when
         that ring is the best (below) */
      const char *in_box[16];
      int in_box_of[16], in_box_at[16], n_in_box = 0;
      NhsLevEvilAmulet amu[INV_MAX + 16];
      int n_amu = 0;

      for (int i = 0; i < n; i++)
        {
          const char *b = inv->items[i];
          int cap = 0, t, c;

          if (strcmp (b, "sack") == 0 || strcmp (b, "oilskin sack") == 0 || strcmp (b, "bag of holding") == 0)
            cap = 1;
          else if (inv->mplayer && (strcmp (b, "large box") == 0 || strcmp (b, "chest") == 0))
            {
              locked[i] = rn2 (inv->g, 5) != 0;
              cap = (strcmp (b, "chest") == 0 ? 5 : 3) + 2 * locked[i];
            }
          else if (inv->mplayer && strcmp (b, "iron safe") == 0)
            cap = 10;
          else if (inv->mplayer && strcmp (b, "crystal chest") == 0)
            cap = 7;
          for (int j = 0, cnt = cap ? rn2 (inv->g, cap + 1) : 0; j < cnt; j++)
            {
              t = rnd (inv->g, 100);
              c = 0;
              while ((t -= box_prob[c]) > 0)
                c++;
              if (c < 7)
                continue;
              const char *kind = nhs_lev_rnd_kind (inv->g, c == 7 ? NHS_OC_RING : NHS_OC_AMULET);

              for (guint w = 0; kind && w < G_N_ELEMENTS (wears); w++)
                if (g_strcmp0 (kind, wears[w]) == 0)
                  {
                    if (c == 7 && n_in_box < (int) G_N_ELEMENTS (in_box))
                      {
                        in_box[n_in_box] = kind;
                        in_box_of[n_in_box] = i;
                        in_box_at[n_in_box++] = j;
                      }
                    else if (c == 8 && n_amu < (int) G_N_ELEMENTS (amu))
                      {
                        const NhsObject *ao = nhs_object_lookup (inv->g->variant, kind);

                        amu[n_amu].kind = kind;
                        amu[n_amu].box = i;
                        amu[n_amu].chain = 16 * i + j;
                        amu[n_amu].item = -1;
                        /* (mkobj () draws its material; nothing re-draws a
                           hated one) */
                        amu[n_amu++].hated = ao != NULL && evil_hates (inv, nhs_lev_init_material (inv->g, ao, inv->in_hell));
                      }
                  }
            }
        }
      static const char *const slots[] = { "shirt", "cloak", "helm", "shield", "rings", "gloves", "boots", "suit" };
      int head = 16 * n + 16;
      EvilRing ring[INV_MAX + G_N_ELEMENTS (in_box)];
      EvilDress dress = {
        .data = m, .res = m->resists | (erac ? erac->resists : 0), .peaceful = inv->opts.no_invisibility,
        .grounded = !nhs_monster_has (m, NHS_M1_FLY) && !nhs_monster_has (m, NHS_M1_CLING)
                    && !nhs_monster_in_class (m, "S_EYE") && !nhs_monster_in_class (m, "S_LIGHT")
                    && !nhs_monster_in_class (m, "S_ORB"),
        .ring = ring, .worn = { -1, -1 },
      };

      /* the rings worn.c find_best_armor_recurse () would put on, with
         what armor_bonus () and extra_pref () read of each (its
         material the level's shuffle's: a metal ring not eroded counts 1,
         one of a material the monster hates is never worn); the Nazgul
         wear no ring of invisibility */
      for (int i = 0; i < n + n_in_box; i++)
        {
          const char *kind = i < n ? inv->items[i] : in_box[i - n];
          const NhsObject *ro = i < n ? o[i] : kind ? nhs_object_lookup (inv->g->variant, kind) : NULL;
          gboolean wearable = FALSE;
          const char *mat;
          EvilRing *rg = &ring[dress.n_ring];

          for (guint w = 0; kind && w < G_N_ELEMENTS (wears) && !wearable; w++)
            wearable = strcmp (kind, wears[w]) == 0;
          if (!wearable || ro == NULL || ro->oclass != NHS_OC_RING
              || (nhs_monster_named (m, "Nazgul") && strcmp (kind, "ring of invisibility") == 0))
            continue;
          rg->kind = kind;
          rg->item = i < n ? i : -1;
          rg->made = i < n ? i : in_box_of[i - n];
          rg->in_sack = i >= n;
          rg->chain = i < n ? 16 * i + 15 : 16 * in_box_of[i - n] + in_box_at[i - n];
          if (i < n)
            {
              rg->spe = inv->spe ? inv->spe[i] : 0;
              rg->cursed = inv->cursed ? inv->cursed[i] : FALSE;
            }
          else
            evil_ring_draw (inv, ro, &rg->spe, &rg->cursed);
          mat = evil_ring_material (inv->g, ro);
          rg->hated = evil_hates (inv, mat);
          /* (a ring it holds: its erosion as mksobj () made it,
             evil_erode_rest (); a container's is drawn here) */
          if (i < n && inv->eroded)
            rg->bonus = (evil_ring_metal_kind (mat) && inv->eroded[i] == 0) + rg->spe;
          else
            rg->bonus = evil_ring_metal (inv->g, mat) + rg->spe;
          dress.n_ring++;
        }
      /* the amulet first (m_dowear_type (W_AMUL)), at each dressing
         where it wears none or one of guarding:
         find_best_armor_recurse () walks the chain newest first and
         stops at the first amulet of life saving, reflection, magic
         resistance, ESP or flying (a container's first one only ends
         that container's walk, and a later one, in the chain or another
         container, replaces it), else takes the first of guarding; one
         in a container is taken out (mon_container_extract ()) and not
         worn that time. So a container's amulet is taken out only when
         the monster carries no such amulet it does not hate (a player
         monster of level 20 carries one from m_initweap ()) */
      for (int i = 0; i < n; i++)
        {
          gboolean wearable = FALSE;

          for (guint w = 0; w < G_N_ELEMENTS (wears) && !wearable; w++)
            wearable = strcmp (inv->items[i], wears[w]) == 0;
          if (!wearable || o[i] == NULL || o[i]->oclass != NHS_OC_AMULET || n_amu >= (int) G_N_ELEMENTS (amu))
            continue;
          amu[n_amu].kind = inv->items[i];
          amu[n_amu].box = -1;
          amu[n_amu].chain = 16 * i + 14;
          amu[n_amu].item = i;
          amu[n_amu++].hated = inv->mats && inv->mats[i] && evil_hates (inv, inv->mats[i]);
        }
      {
        int worn_amu = -1;

        for (int pass = inv->mplayer ? 2 : 1; pass > 0; pass--)
          {
            int limit = pass == 2 ? 16 * inv->n_first : G_MAXINT;
            int b;

            if (worn_amu >= 0 && strcmp (amu[worn_amu].kind, "amulet of guarding") != 0)
              break;
            b = nhs_lev_evil_best_amulet (amu, n_amu, limit, worn_amu);
            if (b < 0 || b == worn_amu)
              continue;
            if (amu[b].box >= 0)
              {
                /* (taken out to the head of the chain: after what was made
                   before this dressing, before what is made after) */
                amu[b].box = -1;
                amu[b].chain = limit == G_MAXINT ? 16 * n + 15 : limit - 1;
                if (n_taken_out < (int) G_N_ELEMENTS (taken_out))
                  taken_out[n_taken_out++] = amu[b].kind;
              }
            else
              worn_amu = b;
          }
        if (worn_amu >= 0 && amu[worn_amu].item >= 0)
          keep[amu[worn_amu].item] = TRUE;
      }
      /* (ini_mon_inv ()'s mon_wield_item () wields nothing: a monster
         being made has no weapon_check yet, so nothing keeps a shield
         off) */
      /* m_dowear_type () slot by slot, in m_dowear ()'s order: the best
         piece (armor_bonus () + extra_pref ()), the last made of equals,
         over what it wears only when better; a player monster dresses
         twice (m_initweap () and setup_mon_inventory ()), the second time
         with what its worn pieces give it, so a cloak of magic resistance
         it wears weighs no more than its armour class */
      for (int pass = inv->mplayer ? 2 : 1; pass > 0; pass--)
        for (guint sl = 0; sl < G_N_ELEMENTS (slots); sl++)
          {
            const char *slot = slots[sl];
            int old = -1, best, best_score = G_MININT;
            guint props = 0;

            if (strcmp (slot, "rings") == 0)
              {
                /* m_dowear ()'s two rings, between the shield and the
                   gloves: none under cursed gloves (nothing is wielded
                   yet); with only the left hand's ring on, the right hand
                   first; a player monster's first dressing (m_initweap
                   ()) sees only what was made before it */
                gboolean cursed_glove = FALSE;

                dress.armour = 0;
                dress.lev_boots = FALSE;
                for (int i = 0; i < n; i++)
                  if (keep[i] && o[i])
                    {
                      if (o[i]->oclass == NHS_OC_ARMOR)
                        dress.armour |= inv->gives ? inv->gives[i] : 0;
                      if (strcmp (inv->items[i], "amulet of flying") == 0)
                        dress.armour |= EVIL_GIVES_FLY;
                      dress.lev_boots |= strcmp (inv->items[i], "levitation boots") == 0;
                      cursed_glove |= g_strcmp0 (o[i]->slot, "gloves") == 0 && inv->cursed && inv->cursed[i];
                    }
                if (!cursed_glove)
                  {
                    gboolean right_first = dress.worn[0] >= 0 && dress.worn[1] < 0;

                    for (int h = 0; h < 2; h++)
                      evil_ring_slot (&dress, right_first ? 1 - h : h, pass == 2 ? inv->n_first : n, &head);
                  }
                /* (what is worn now, for the slots after: a ring of
                   levitation leaves levitation boots no 15) */
                for (int c = 0; c < dress.n_ring; c++)
                  if (ring[c].item >= 0)
                    keep[ring[c].item] = c == dress.worn[0] || c == dress.worn[1];
                continue;
              }
            /* worn.c m_dowear (): one that cannot wear armour still tries
               a suit with RACE_EXCEPTION, which racial_exception () grants
               only a hobbit (by kind or race) and only elven armour
               (is_elven_armor (): of the suits, elven chain mail) */
            gboolean elven_only = strcmp (slot, "suit") == 0 && cant;

            if ((strcmp (slot, "cloak") == 0 && cant && r->size != 1)
                || (strcmp (slot, "boots") == 0 && !feet)
                || (elven_only && !racial (inv, NHS_MH_HOBBIT))
                || (strcmp (slot, "shirt") == 0 && cant))
              continue;
            for (int i = 0; i < n; i++)
              if (keep[i])
                {
                  props |= evil_prop (inv->items[i]);
                  if (o[i] && o[i]->oclass == NHS_OC_ARMOR && g_strcmp0 (o[i]->slot, slot) == 0)
                    old = i;
                }
            for (int h = 0; h < 2; h++)
              if (dress.worn[h] >= 0 && ring[dress.worn[h]].item < 0)
                props |= evil_prop (ring[dress.worn[h]].kind);   /* (a container's ring) */
            if (strcmp (slot, "shirt") == 0)
              for (int i = 0; i < n; i++)
                if (keep[i] && o[i] && g_strcmp0 (o[i]->slot, "suit") == 0)
                  old = -2;   /* (no shirt over a suit) */
            if (old == -2 || (old >= 0 && inv->cursed && inv->cursed[old]))
              continue;   /* (a cursed piece stays on) */
            best = old;
            if (old >= 0)
              best_score = evil_armor_score (inv, o, old, props);
            for (int i = n - 1; i >= 0; i--)
              {
                int sc;

                if (keep[i] || o[i] == NULL || o[i]->oclass != NHS_OC_ARMOR || g_strcmp0 (o[i]->slot, slot) != 0
                    || (inv->mats && inv->mats[i] && evil_hates (inv, inv->mats[i]))
                    || (elven_only && !g_str_has_prefix (o[i]->name, "elven ")))
                  continue;
                sc = evil_armor_score (inv, o, i, props);
                if (sc > best_score)
                  {
                    best = i;
                    best_score = sc;
                  }
              }
            if (old >= 0)
              keep[old] = FALSE;
            if (best >= 0)
              keep[best] = TRUE;
          }
      /* the rings on its hands stay on; one taken out of the sack is
         carried */
      for (int c = 0; c < dress.n_ring; c++)
        {
          gboolean on = c == dress.worn[0] || c == dress.worn[1];

          if (ring[c].item >= 0)
            keep[ring[c].item] |= on;
          else if (!ring[c].in_sack && n < INV_MAX)
            {
              add (inv, ring[c].kind, NULL);
              if (inv->spe != NULL && inv->n == n + 1)
                {
                  inv->spe[n] = ring[c].spe;
                  inv->cursed[n] = ring[c].cursed;
                }
              o[n] = nhs_object_lookup (inv->g->variant, ring[c].kind);
              keep[n] = on;
              n++;
            }
        }
      for (int i = 0; i < n; i++)
        worn_shield |= keep[i] && o[i] && g_strcmp0 (o[i]->slot, "shield") == 0 && !g_str_has_suffix (o[i]->name, "bracers");
    }
  if (nhs_monster_has (m, NHS_M1_NOHANDS))
    return;   /* (m_stash_items () leaves it all) */
  /* the bag: a bag of holding, else an oilskin sack, else a sack, else
     the last made of the other containers it can open (a large box or
     a chest is made locked 4 times in 5, an iron safe and a crystal
     chest always) */
  for (int i = n - 1; i >= 0; i--)
    {
      const char *b = inv->items[i];
      gboolean box = strcmp (b, "ice box") == 0
                     || ((strcmp (b, "large box") == 0 || strcmp (b, "chest") == 0)
                         && !(locked[i] >= 0 ? locked[i] : rn2 (inv->g, 5)));

      if (strcmp (b, "bag of holding") == 0)
        {
          bag = i;
          break;
        }
      if (bag < 0 ? (box || strcmp (b, "oilskin sack") == 0 || strcmp (b, "sack") == 0)
          : (strcmp (b, "oilskin sack") == 0 && strcmp (inv->items[bag], "oilskin sack") != 0)
            || (strcmp (b, "sack") == 0 && strcmp (inv->items[bag], "oilskin sack") != 0
                && strcmp (inv->items[bag], "sack") != 0))
        bag = i;
    }
  if (nhs_monster_has_attack (m, "AT_WEAP"))
    {
      hwep = evil_select_hwep (inv, o, worn_shield);
      proj = evil_select_rwep (inv, o, &launcher);
    }
  /* what it wears when it stashes: the armour m_dowear () put on and the
     ring or amulet it took out of its sack */
  for (int i = 0; i < n; i++)
    if (keep[i])
      worn[n_worn++] = inv->items[i];
  for (int t = 0; t < n_taken_out; t++)
    worn[n_worn++] = taken_out[t];
  for (int i = 0; i < n; i++)
    {
      gboolean stay = keep[i] || i == bag || i == hwep || i == proj || i == launcher
                      || (o[i] && (g_strcmp0 (o[i]->name, "large box") == 0 || g_strcmp0 (o[i]->name, "boulder") == 0
                                   || g_strcmp0 (o[i]->name, "luckstone") == 0 || g_strcmp0 (o[i]->name, "loadstone") == 0
                                   || g_strcmp0 (o[i]->name, "flint") == 0 || g_strcmp0 (o[i]->name, "chest") == 0
                                   || g_strcmp0 (o[i]->name, "iron safe") == 0
                                   || g_strcmp0 (o[i]->name, "crystal chest") == 0
                                   || g_strcmp0 (o[i]->name, "ice box") == 0
                                   || g_strcmp0 (o[i]->name, "cheap plastic imitation of the Amulet of Yendor") == 0))
                      || (nhs_monster_named (m, "balrog") && g_strcmp0 (inv->items[i], "bullwhip") == 0)
                      /* (what would blow up a bag of holding) */
                      || (bag >= 0 && strcmp (inv->items[bag], "bag of holding") == 0
                          && (strcmp (inv->items[i], "wand of cancellation") == 0
                              || strcmp (inv->items[i], "bag of holding") == 0
                              || strcmp (inv->items[i], "bag of tricks") == 0));

      if (!stay && o[i] && (o[i]->oclass == NHS_OC_WEAPON || o[i]->oclass == NHS_OC_ARMOR))
        continue;   /* thrown away */
      /* searches_for_item (): what it is made with is new, its wands,
         horns, bags of tricks and cameras charged (mkobj.c) */
      if (!stay && bag >= 0 && o[i])
        {
          /* an egg or tin by what it is made of ("cockatrice egg") */
          const char *of = inv->made_of ? inv->made_of[i] : NULL;
          g_autofree char *named = of == NULL ? NULL
                                   : strcmp (o[i]->name, "egg") == 0 ? g_strconcat (of, " egg", NULL)
                                   : g_strconcat ("tin of ", of, " meat", NULL);

          /* m_stash_items () walks the chain newest first, so beside the
             tin the monster still carries what was made before it and
             the weapons it keeps (mcould_eat_tin () looks at them) */
          const char *carried[INV_MAX + 1] = { NULL };
          int n_carried = 0, of_k = of != NULL ? mon_index (inv, of) : -1;
          const NhsMonster *of_data = of_k >= 0 ? inv->g->lev->params.monster (inv->g->lev->params.picker_data, of_k) : NULL;

          /* (a ring's enchantment and curse as mksobj () drew them: a
             ring of protection, increase damage or accuracy is sought
             when positive; anything else counts as +1, uncursed) */
          gboolean ring = o[i]->oclass == NHS_OC_RING && inv->spe != NULL;
          int ring_spe = ring ? inv->spe[i] : 1;
          gboolean ring_cursed = ring && inv->cursed[i];

          if (strcmp (o[i]->name, "tin") == 0)
            for (int j = 0; j < n; j++)
              if (j < i || (j != i && (j == hwep || j == proj || j == launcher)))
                carried[n_carried++] = inv->items[j];
          if (!nhs_muse_searches_for_item_carrying (inv->g->variant, m, erac, worn, carried, of_data,
                                                    named ? named : o[i]->name, ring_spe, ring_cursed))
            continue;   /* into the bag */
        }
      else if (!stay && bag >= 0)
        continue;
      inv->items[k] = inv->items[i];
      if (inv->mats)
        inv->mats[k] = inv->mats[i];
      if (inv->made_of)
        inv->made_of[k] = inv->made_of[i];
      if (inv->arti)
        inv->arti[k] = inv->arti[i];
      if (inv->props)
        inv->props[k] = inv->props[i];
      if (inv->qual)
        inv->qual[k] = inv->qual[i];
      if (inv->state)
        inv->state[k] = inv->state[i];
      k++;
    }
  inv->n = k;
  for (int t = 0; t < n_taken_out; t++)
    add (inv, taken_out[t], NULL);
}

/* steed.c can_saddle () (by the monster's race's data): a steed's class,
   medium or bigger, not humanoid (but a centaur), not amorphous, a ghost,
   a vortex or unsolid, and in a class with steeds and others only the
   steeds */
static gboolean
evil_can_saddle (const Inv *inv)
{
  static const struct {
    const char *cls;
    const char *only;   /* NULL: any of the class; else the steeds, '|' between */
  } steeds[] = {
    { "S_QUADRUPED", "|rothe|leocrotta|wumpus|mumak|titanothere|baluchitherium|mastodon|woolly mammoth|" },
    { "S_UNICORN", "|pony|horse|warhorse|lesser nightmare|nightmare|cauchemar|white unicorn|gray unicorn|"
                   "black unicorn|pegasus|greater pegasus|pale horse|black horse|white horse|red horse|" },
    { "S_ANGEL", NULL }, { "S_CENTAUR", NULL }, { "S_DRAGON", NULL },
    { "S_JABBERWOCK", "|jabberwock|vorpal jabberwock|" }, { "S_DOG", "|wolf|warg|" },
    { "S_FELINE", "|saber-toothed tiger|" }, { "S_SPIDER", "|giant spider|gargantuan spider|" },
    { "S_LIZARD", "|cave lizard|large cave lizard|" },
    { "S_SKELETON", "|skeletal pony|skeletal horse|skeletal warhorse|skeletal dragon|" },
  };
  const NhsMonster *m = inv->m, *r = inv->race ? inv->race : m;
  g_autofree char *bar = g_strdup_printf ("|%s|", m->name);

  if (r->size < 2 || (nhs_monster_has (r, NHS_M1_HUMANOID) && !nhs_monster_in_class (r, "S_CENTAUR"))
      || nhs_monster_has (r, NHS_M1_AMORPHOUS) || nhs_monster_in_class (r, "S_GHOST")
      || nhs_monster_in_class (r, "S_VORTEX") || nhs_monster_has (r, NHS_M1_UNSOLID))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (steeds); i++)
    if (nhs_monster_in_class (r, steeds[i].cls))
      return steeds[i].only == NULL || strstr (steeds[i].only, bar) != NULL;
  return FALSE;
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
nhs_lev_minvent (Gen *g, int mindex, const char **items, const char **materials,
                 const char **artifacts, guint *props, NhsForgedQuality *quality,
                 NhsLevelItemState *state, int max)
{
  const NhsLevelParams *p = &g->lev->params;
  NhsMinventRules rules = g->variant->level_statue_contents;
  gboolean v343 = rules == NHS_MINVENT_343 || rules == NHS_MINVENT_SLASHEM;
  const NhsMonster *m;
  Inv inv = { 0 };
  const NhsArtifact *made_arti[NHS_LEVEL_MAX_CONTENTS];

  for (int k = 0; materials != NULL && k < max; k++)
    materials[k] = NULL;
  for (int k = 0; artifacts != NULL && k < max; k++)
    artifacts[k] = NULL;
  if (state != NULL)
    memset (state, 0, sizeof *state * (gsize) MAX (max, 0));
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
  inv.evil = rules == NHS_MINVENT_EVIL;
  inv.mplayer = inv.evil && p->lookup && nhs_monster_in_class (m, "S_HUMAN")
                && mindex >= p->lookup (p->picker_data, "archeologist", NULL)
                && mindex <= p->lookup (p->picker_data, "wizard", NULL);
  /* mondata.h is_priest () */
  inv.priest = inv.evil
               && (nhs_monster_named (m, "priest") || nhs_monster_named (m, "priestess")
                   || nhs_monster_named (m, "high priest") || nhs_monster_named (m, "Arch Priest")
                   || nhs_monster_named (m, "acolyte") || nhs_monster_named (m, "aligned priest"));
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
  /* (EvilHack's player monster: rn1 (5, u.ulevel - 2), 1 to 30, drawn
     where makemon () draws it, below) */
  inv.mlev = adj_lev (inv.m, g->depth, MAX (p->xl, 1));
  /* makemon ()'s peace_minded () (rnd_misc_item () gives a peaceful
     monster no invisibility: the new hero cannot see invisible) */
  inv.opts.no_invisibility = p->peaceful && p->peaceful (p->picker_data, &g->rng, mindex, p->amulet);
  /* then makemon ()'s S_UNICORN case, still before m_initweap ():
     a unicorn of the hero's alignment is made peaceful whatever
     peace_minded () said (every version's makemon.c; a statue trap
     draws such a unicorn again up to ten times from 3.6.0 on, so it
     shows only when every draw is one) */
  inv.opts.no_invisibility |= p->coaligned_unicorn && p->coaligned_unicorn (p->picker_data, mindex);
  /* SLASH'EM's gypsy is made peaceful (gypsy_init ()) */
  inv.opts.no_invisibility |= rules == NHS_MINVENT_SLASHEM && nhs_monster_named (m, "gypsy");
  /* 3.6.0 on: an Angel is made a minion 1 time in 3, of a random
     alignment, a renegade 1 time in 3; peaceful when of the hero's
     alignment and no renegade, or of another and a renegade */
  inv.align = m->alignment;
  if (!v343 && nhs_monster_named (m, "Angel") && !rn2 (g, 3))
    {
      int align = rn2 (g, 3) - 1, hero = p->hero_align ? p->hero_align (p->picker_data) : 0;
      gboolean renegade = !rn2 (g, 3);

      inv.opts.no_invisibility = align == hero ? !renegade : renegade;
      inv.align = align;
    }
  if (inv.evil)
    {
      /* the items as made (more than a statue holds) and what each adds
         to its armour class; what the statue keeps is copied back */
      const char *made[INV_MAX], *made_mats[INV_MAX];
      int spe[INV_MAX], eroded[INV_MAX], qual[INV_MAX];
      gboolean cursed[INV_MAX], blessed[INV_MAX];
      const char *made_of[INV_MAX];
      const NhsArtifact *arti[INV_MAX];
      guint gives[INV_MAX], made_props[INV_MAX];
      NhsLevelItemState made_state[INV_MAX];

      inv.state = made_state;
      /* mondata.h is_lminion (): a minion kind, lawful (a made minion's
         min_align, else its own) */
      inv.lminion = nhs_monster_has (m, NHS_M2_MINION) && inv.align > 0;
      inv.gives = gives;
      inv.props = made_props;
      inv.cursed = cursed;
      inv.blessed = blessed;
      inv.made_of = made_of;
      inv.arti = arti;
      inv.items = made;
      inv.mats = materials != NULL ? made_mats : NULL;
      inv.spe = spe;
      inv.eroded = eroded;
      inv.qual = qual;
      inv.max = INV_MAX;
      /* newmonhp ()'s level of a player monster (its own rule, before
         the race), then init_mplayer_erac () or apply_race () before the
         inventory; then setup_mon_inventory () and 1 time in 2000 a
         saddle, on it 1 time in 100 barding */
      if (inv.mplayer)
        {
          int lev = rn1 (g, 5, MAX (p->xl, 1) - 2);

          inv.mlev = CLAMP (lev, 1, 30);
        }
      if (inv.mplayer || (nhs_monster_has (m, NHS_M2_MERC) && !nhs_monster_named (m, "guard")))
        inv.race = evil_race (&inv);
      /* (a player monster's peacefulness follows its race's alignment:
         rnd_misc_item () gives a peaceful one no invisibility) */
      if (inv.mplayer)
        inv.opts.no_invisibility = evil_mplayer_peaceful (&inv);
      if (inv.mplayer)
        {
          evil_mplayer_weap (&inv);
          inv.n_first = inv.n;
        }
      else if (nhs_monster_has_attack (m, "AT_WEAP"))
        evil_initweap (&inv);
      evil_initinv (&inv, p->kind == NHS_LEVEL_KIND_MINES);
      evil_tidy (&inv);
      if (!rn2 (g, 2000) && evil_can_saddle (&inv))
        {
          give (&inv, "saddle");
          if (!rn2 (g, 100) && !nhs_monster_in_class (inv.race ? inv.race : m, "S_CENTAUR"))
            give (&inv, rn2 (g, 4) ? "barding" : rn2 (g, 3) ? "spiked barding" : "barding of reflection");
        }
      for (int k = 0; k < inv.n && k < max; k++)
        {
          items[k] = made[k];
          if (materials != NULL)
            materials[k] = made_mats[k];
          if (artifacts != NULL && arti[k] != NULL)
            artifacts[k] = arti[k]->name;
          if (props != NULL)
            props[k] = made_props[k];
          if (quality != NULL)
            quality[k] = qual[k] == 1 ? NHS_FQ_SUPERIOR : qual[k] == 2 ? NHS_FQ_EXCEPTIONAL
                         : qual[k] == -2 ? NHS_FQ_INFERIOR : NHS_FQ_NORMAL;
          if (state != NULL)
            state[k] = made_state[k];
        }
      return MIN (inv.n, max);
    }
  /* (the artifacts made: xNetHack's Angels') */
  inv.arti = max <= NHS_LEVEL_MAX_CONTENTS ? made_arti : NULL;
  /* (on the Rogue level m_initweap () and m_initinv () return at once) */
  if (nhs_monster_has_attack (m, "AT_WEAP") && !g->rogue)
    initweap (&inv, p->kind == NHS_LEVEL_KIND_MINES);
  if (!g->rogue)
    initinv (&inv, p->kind == NHS_LEVEL_KIND_MINES);
  if (!v343 && !rn2 (g, 100) && nhs_monster_has (m, NHS_M2_DOMESTIC) && can_saddle (m))
    give (&inv, "saddle");
  for (int k = 0; artifacts != NULL && inv.arti != NULL && k < inv.n; k++)
    artifacts[k] = made_arti[k] ? made_arti[k]->name : NULL;
  return inv.n;
}
