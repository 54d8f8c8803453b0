/* nhs-muse-pet.c: what a pet does with an object on its square — the
 * games' dogmove.c dog_invent() with droppables(), dog.c dogfood() and
 * mon.c can_carry()'s weight (max_mon_load(), curr_mon_load())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Followed for the versions whose NhsVariant.muse_pet_rules names them
 * (all seven; EvilHack's dog_invent() adds could_use_item() and its own
 * droppables(), dogfood() and could_reach_item(), below). The item is
 * taken off the inventory and laid on the pet's square; the rest of the
 * inventory is what the pet carries.
 * Everything is decided but the last two rolls: rn2(20) < apport + 3, then
 * rn2(udist) || !rn2(apport), udist being distu() of the pet's square.
 */
#include "nhs-muse-pet.h"
#include "nhs-level.h"
#include "nhs-muse-evil-weapons.h"
#include "nhs-format.h"
#include "nhs-q64.h"

#include <string.h>

static gboolean
mon_is (const NhsMonster *m,
        const char       *name)
{
  return m != NULL && m->name != NULL && strcmp (m->name, name) == 0;
}

static gboolean
mon_class (const NhsMonster *m,
           const char       *class_id)
{
  return m != NULL && m->class_id != NULL && strcmp (m->class_id, class_id) == 0;
}

/* objclass.h's materials, in their order (is_organic(): up to WOOD) */
static int
material_rank (const char *material)
{
  static const char *const order[] = { "", "LIQUID", "WAX", "VEGGY", "FLESH", "PAPER", "CLOTH", "LEATHER", "WOOD",
                                       "BONE", "DRAGON_HIDE", "IRON", "METAL", "COPPER", "SILVER", "GOLD",
                                       "PLATINUM", "MITHRIL", "PLASTIC", "GLASS", "GEMSTONE", "MINERAL", NULL };

  for (int i = 0; order[i] != NULL; i++)
    if (strcmp (order[i], material) == 0)
      return i;
  return 0;
}

/* is_metallic () of a material: some object of the version made of it is
   metallic (the data's facts; EvilHack's run IRON to ADAMANTINE) */
static gboolean
material_metallic (const NhsVariant *variant,
                   const char       *material)
{
  guint n;
  const NhsObject *all = nhs_objects (variant, &n);

  for (guint k = 0; k < n; k++)
    if (strcmp (all[k].material, material) == 0)
      return (all[k].flags & NHS_OBJ_METALLIC) != 0;
  return FALSE;
}

gboolean
nhs_muse_touch_petrifies (const char *monster)
{
  return monster != NULL
         && (strcmp (monster, "cockatrice") == 0 || strcmp (monster, "chickatrice") == 0
             || strcmp (monster, "basilisk") == 0 || strcmp (monster, "asphynx") == 0);
}

static gboolean
petrifies (const NhsMonster *f)
{
  return f != NULL && nhs_muse_touch_petrifies (f->name);
}

/* is_rider(): Death, Pestilence, Famine */
static gboolean
rider (const NhsMonster *f)
{
  return mon_is (f, "Death") || mon_is (f, "Pestilence") || mon_is (f, "Famine");
}

/* mondata.h vegan() (SLASH'EM: nor Frankenstein's monster) */
static gboolean
vegan (const NhsMonster *f)
{
  return mon_class (f, "S_BLOB") || mon_class (f, "S_JELLY") || mon_class (f, "S_FUNGUS")
         || mon_class (f, "S_VORTEX") || mon_class (f, "S_LIGHT")
         || (mon_class (f, "S_ELEMENTAL") && !mon_is (f, "stalker"))
         || (mon_class (f, "S_GOLEM") && !mon_is (f, "flesh golem") && !mon_is (f, "leather golem")
             && !mon_is (f, "Frankenstein's Monster"))
         || mon_class (f, "S_GHOST");
}

/* SLASH'EM mondata.h has_blood(): not vegetarian (vegan, or a pudding but
   the black pudding), no golem, no bad food but the killer tripe ration,
   not undead unless a vampire */
static gboolean
has_blood (const NhsMonster *f)
{
  return !vegan (f) && !(mon_class (f, "S_PUDDING") && !mon_is (f, "black pudding")) && !mon_class (f, "S_GOLEM")
         && (!mon_class (f, "S_BAD_FOOD") || mon_is (f, "killer tripe ration"))
         && (!nhs_monster_has (f, NHS_M2_UNDEAD) || nhs_monster_has (f, NHS_M2_VAMPIRE));
}

/* 3.6.7 on mondata.c same_race() (3.7, 5.0.0 and xNetHack the same);
   EvilHack's (`evil`) tells its races apart by mhflags, drow, hobbits,
   centaurs, tortles, zombies, vampires, aasimar and gnolls too, and all
   illithids after the golems, then as 3.6.7 */
static gboolean
same_race (const NhsMonster *a,
           const NhsMonster *b,
           gboolean          evil)
{
  static const NhsMFlag m2races[] = { NHS_M2_HUMAN, NHS_M2_ELF, NHS_M2_DWARF, NHS_M2_GNOME, NHS_M2_ORC, NHS_M2_GIANT };
  static const NhsMFlag mhraces[] = { NHS_MH_HUMAN, NHS_MH_ELF, NHS_MH_DROW, NHS_MH_DWARF, NHS_MH_GNOME, NHS_MH_ORC,
                                      NHS_MH_HOBBIT, NHS_MH_CENTAUR, NHS_MH_TORTLE, NHS_MH_ZOMBIE, NHS_MH_VAMPIRE,
                                      NHS_MH_AASIMAR, NHS_MH_GIANT, NHS_MH_GNOLL };
  const NhsMFlag *races = evil ? mhraces : m2races;
  guint nraces = evil ? G_N_ELEMENTS (mhraces) : G_N_ELEMENTS (m2races);
  static const char *const classes[] = { "S_OGRE", "S_NYMPH", "S_CENTAUR", "S_DRAGON", "S_NAGA" };
  static const char *const undead[] = { "S_ZOMBIE", "S_MUMMY", "S_VAMPIRE", "S_LICH", "S_WRAITH", "S_GHOST" };
#define KOBOLDISH(m) (mon_class (m, "S_KOBOLD") || mon_is (m, "kobold zombie") || mon_is (m, "kobold mummy"))
#define FLAYER(m) (mon_is (m, "mind flayer") || mon_is (m, "master mind flayer"))
#define UNICORN(m) (mon_class (m, "S_UNICORN") && nhs_monster_has (m, NHS_M2_JEWELS))

  if (a == b)
    return TRUE;
  for (guint k = 0; k < nraces; k++)
    if (nhs_monster_has (a, races[k]))
      return nhs_monster_has (b, races[k]);
  if (mon_class (a, "S_GOLEM"))
    return mon_class (b, "S_GOLEM");
  if (evil && nhs_monster_has (a, NHS_MH_ILLITHID))
    return nhs_monster_has (b, NHS_MH_ILLITHID);
  if (FLAYER (a))
    return FLAYER (b);
  if (KOBOLDISH (a))
    return KOBOLDISH (b);
  for (guint k = 0; k < G_N_ELEMENTS (classes); k++)
    if (mon_class (a, classes[k]))
      return mon_class (b, classes[k]);
  if (UNICORN (a))
    return UNICORN (b);
  if (mon_class (a, "S_DRAGON"))
    return mon_class (b, "S_DRAGON");
  if (rider (a))
    return rider (b);
  if (nhs_monster_has (a, NHS_M2_MINION))
    return nhs_monster_has (b, NHS_M2_MINION);
  if (mon_is (a, "tengu") || mon_is (b, "tengu"))
    return FALSE;
  if (mon_class (a, "S_IMP"))
    return mon_class (b, "S_IMP");
  if (mon_class (b, "S_IMP"))
    return FALSE;
  if (nhs_monster_has (a, NHS_M2_DEMON))
    return nhs_monster_has (b, NHS_M2_DEMON);
  if (nhs_monster_has (a, NHS_M2_UNDEAD))
    {
      for (guint k = 0; k < G_N_ELEMENTS (undead); k++)
        if (mon_class (a, undead[k]))
          return mon_class (b, undead[k]);
    }
  else if (nhs_monster_has (b, NHS_M2_UNDEAD))
    return FALSE;
  /* (the little and big forms of one kind, grownups[]: none of them is
     humanoid but those matched above, and dogfood () asks only for a
     humanoid pet) */
  if (mon_is (a, "gargoyle") || mon_is (a, "winged gargoyle"))
    return mon_is (b, "gargoyle") || mon_is (b, "winged gargoyle");
  return FALSE;
#undef KOBOLDISH
#undef FLAYER
#undef UNICORN
}

/* 3.4.3's dogfood() and the SLASH'EM one built on it */
static gboolean
old_rules (NhsMusePetRules rules)
{
  return rules == NHS_MUSE_PET_343 || rules == NHS_MUSE_PET_SLASHEM;
}

/* telepathic(): the floating eye and the mind flayers */
static gboolean
telepathic (const NhsMonster *f)
{
  return mon_is (f, "floating eye") || mon_is (f, "mind flayer") || mon_is (f, "master mind flayer");
}

/* xNetHack mon.c mon_wants_prop(): the corpse conveys a resistance (fire
   to stone, MR_* in order) or telepathy the pet lacks by its species
   (mintrinsics, which a pet just tamed has none of, and mresists) */
static gboolean
wants_prop (const NhsMonster *f,
            const NhsMonster *m)
{
  return f != NULL
         && ((f->conveys & ~m->resists & (NHS_MR_FIRE | NHS_MR_COLD | NHS_MR_SLEEP | NHS_MR_DISINT
                                          | NHS_MR_ELEC | NHS_MR_POISON | NHS_MR_ACID | NHS_MR_STONE)) != 0
             || (telepathic (f) && !telepathic (m)));
}

/* dogfood (): whether the pet eats any organic object (is_organic ():
   up to WOOD): the gelatinous cube (SLASH'EM: the shoggoths and the
   Tasmanian devil too) */
static gboolean
eats_organic (const NhsMuseScenario *sc,
              const NhsMonster      *m)
{
  return mon_is (m, "gelatinous cube")
         || (sc->variant->muse_pet_rules == NHS_MUSE_PET_SLASHEM
             && (mon_is (m, "shoggoth") || mon_is (m, "giant shoggoth") || mon_is (m, "Tasmanian devil")));
}

/* dog.c dogfood() for an uncursed or cursed object of the scenario: a
   fresh corpse, tin or egg of the monster it names (fptr), never poisoned,
   an artifact or erodeproof */
static NhsMuseDogfood
dogfood (const NhsMuseScenario *sc,
         const NhsMuseItemInfo *info,
         const NhsMonster      *fptr,
         gboolean               cursed,
         gboolean               hates,
         const char            *mat,
         guint                  skip)
{
  NhsMusePetRules rules = sc->variant->muse_pet_rules;
  const NhsMonster *m = sc->data;
  const char *n = info->object->name;
  gboolean carni = nhs_monster_has (m, NHS_M1_CARNIVORE), herbi = nhs_monster_has (m, NHS_M1_HERBIVORE);
  gboolean starving = sc->pet_starving;
  gboolean mblind = sc->blind && !nhs_monster_has (m, NHS_M1_NOEYES);
  gboolean corpse = strcmp (n, "corpse") == 0, egg = strcmp (n, "egg") == 0;
  /* resists_*(): its species' and what it wears but the object itself */
  guint res = nhs_muse_mon_resists_worn (sc, skip);
  const NhsObject *slime_mold = nhs_object_lookup (sc->variant, "slime mold");

  /* obj_resists(obj, 0, 95): the invocation items and the Amulet */
  if (strcmp (n, "Amulet of Yendor") == 0 || strcmp (n, "Book of the Dead") == 0
      || strcmp (n, "Candelabrum of Invocation") == 0 || strcmp (n, "Bell of Opening") == 0)
    return cursed ? NHS_MUSE_TABU : NHS_MUSE_APPORT;
  /* SLASH'EM: a koala eats only eucalyptus */
  if (rules == NHS_MUSE_PET_SLASHEM && mon_is (m, "koala"))
    return strcmp (n, "eucalyptus leaf") == 0 ? NHS_MUSE_DOGFOOD : NHS_MUSE_APPORT;
  if (info->oclass == NHS_OC_FOOD)
    {
      gboolean newer = rules == NHS_MUSE_PET_37 || rules == NHS_MUSE_PET_XNH;

      if (old_rules (rules))
        {
          if (corpse && ((petrifies (fptr) && !(res & NHS_MR_STONE)) || rider (fptr)))
            return NHS_MUSE_TABU;
          /* ghouls (SLASH'EM: and ghasts) eat only old corpses; a
             scenario's are fresh */
          if (mon_is (m, "ghoul") || (rules == NHS_MUSE_PET_SLASHEM && mon_is (m, "ghast")))
            return NHS_MUSE_TABU;
          /* SLASH'EM: a vampire drinks a fresh corpse with blood (all of
             the scenario's have it) */
          if (rules == NHS_MUSE_PET_SLASHEM && nhs_monster_has (m, NHS_M2_VAMPIRE))
            return corpse && has_blood (fptr) ? NHS_MUSE_DOGFOOD : NHS_MUSE_TABU;
        }
      else
        {
          if (corpse && rider (fptr))
            return NHS_MUSE_TABU;
          /* 3.7 on flesh_petrifies(): Medusa too */
          if ((corpse || egg) && (petrifies (fptr) || (newer && mon_is (fptr, "Medusa"))) && !(res & NHS_MR_STONE))
            return NHS_MUSE_POISON;
          if ((rules == NHS_MUSE_PET_37 || rules == NHS_MUSE_PET_XNH) && strcmp (n, "lump of royal jelly") == 0 && mon_is (m, "killer bee"))
            {
              /* find_pmmonst(PM_QUEEN_BEE): a queen bee on the level */
              for (guint k = 0; k < sc->others->len; k++)
                if (mon_is (((const NhsMuseOther *) sc->others->pdata[k])->data, "queen bee"))
                  return NHS_MUSE_TABU;
              return NHS_MUSE_DOGFOOD;
            }
        }
      if (!carni && !herbi)
        return cursed ? NHS_MUSE_UNDEF : NHS_MUSE_APPORT;
      if (!old_rules (rules) && mon_is (m, "ghoul"))
        {
          /* a fresh corpse, not of a vegan monster, only when starving;
             a fresh egg is no stale_egg() */
          if (corpse)
            return starving && !vegan (fptr) ? NHS_MUSE_ACCFOOD : NHS_MUSE_POISON;
          if (egg)
            return starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_POISON;
          return NHS_MUSE_TABU;
        }
      if (strcmp (n, "tripe ration") == 0 || strcmp (n, "meatball") == 0 || strcmp (n, "meat ring") == 0
          || strcmp (n, "meat stick") == 0 || strcmp (n, "huge chunk of meat") == 0
          || strcmp (n, "enormous meatball") == 0)
        return carni ? NHS_MUSE_DOGFOOD : NHS_MUSE_MANFOOD;
      if (egg)
        {
          if (old_rules (rules) && petrifies (fptr) && !(res & NHS_MR_STONE))
            return NHS_MUSE_POISON;
          /* 3.7 on: a pyrolisk's egg to one that does not like fire
             (likes_fire(): fire vortex, flaming sphere, likes_lava()) */
          if (newer && mon_is (fptr, "pyrolisk") && !mon_is (m, "fire vortex") && !mon_is (m, "flaming sphere")
              && !mon_is (m, "fire elemental") && !mon_is (m, "salamander"))
            return NHS_MUSE_POISON;
          return carni ? NHS_MUSE_CADAVER : NHS_MUSE_MANFOOD;
        }
      if (corpse)
        {
          /* fresh: not old; acidic or poisonous to a pet that does not
             resist (green slime, 3.6.7's next rule, leaves no corpse) */
          gboolean wants = rules == NHS_MUSE_PET_XNH && wants_prop (fptr, m);

          /* SLASH'EM: not its own class's */
          if (rules == NHS_MUSE_PET_SLASHEM && fptr->mlet == m->mlet)
            return starving && carni ? NHS_MUSE_ACCFOOD : NHS_MUSE_TABU;
          if ((nhs_monster_has (fptr, NHS_M1_ACID) && !(res & NHS_MR_ACID))
              || (nhs_monster_has (fptr, NHS_M1_POIS) && !(res & NHS_MR_POISON)))
            return NHS_MUSE_POISON;
          /* 3.7 on polyfood(): a shapeshifter's or a polymorpher's (AD_POLY)
             corpse, avoided unless starving by a pet tame above 1 (as
             initedog () makes it, 5 or 10) */
          if (newer && !starving
              && (nhs_monster_has (fptr, NHS_M2_SHAPESHIFTER) || nhs_monster_has_attack_for (fptr, NULL, "AD_POLY")))
            return NHS_MUSE_MANFOOD;
          if (vegan (fptr))
            return herbi ? (wants ? NHS_MUSE_DOGFOOD : NHS_MUSE_CADAVER) : NHS_MUSE_MANFOOD;
          /* 3.6.0 on: most humanoids avoid cannibalism unless starving,
             elves even then */
          if (!old_rules (rules) && nhs_monster_has (m, NHS_M1_HUMANOID) && same_race (m, fptr, FALSE)
              && !nhs_monster_has (m, NHS_M2_UNDEAD) && !mon_class (fptr, "S_KOBOLD") && !mon_class (fptr, "S_ORC")
              && !mon_class (fptr, "S_OGRE"))
            return starving && carni && !nhs_monster_has (m, NHS_M2_ELF) ? NHS_MUSE_ACCFOOD : NHS_MUSE_TABU;
          if (!carni)
            return NHS_MUSE_MANFOOD;
          return wants ? NHS_MUSE_DOGFOOD : NHS_MUSE_CADAVER;
        }
      if ((rules == NHS_MUSE_PET_37 || rules == NHS_MUSE_PET_XNH) && strcmp (n, "glob of green slime") == 0)
        {
          /* slimeproof(): green slime, the flaming monsters, S_GHOST */
          gboolean slimeproof = mon_is (m, "green slime") || mon_is (m, "fire vortex")
                                || mon_is (m, "flaming sphere") || mon_is (m, "fire elemental")
                                || mon_is (m, "salamander") || mon_class (m, "S_GHOST");
          return starving || slimeproof ? NHS_MUSE_ACCFOOD : NHS_MUSE_POISON;
        }
      if (strcmp (n, "clove of garlic") == 0)
        return nhs_monster_has (m, NHS_M2_UNDEAD) ? NHS_MUSE_TABU
               : herbi || starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "tin") == 0)
        return nhs_monster_has (m, NHS_M1_METALLIVORE) ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "apple") == 0 || (old_rules (rules) && strcmp (n, "carrot") == 0))
        return herbi ? NHS_MUSE_DOGFOOD : starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "carrot") == 0)
        return herbi || mblind ? NHS_MUSE_DOGFOOD : starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "banana") == 0)
        {
          if (mon_class (m, "S_YETI") && (old_rules (rules) || herbi))
            return NHS_MUSE_DOGFOOD;
          return herbi || starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
        }
      if (starving)
        return NHS_MUSE_ACCFOOD;
      /* obj->otyp > SLIME_MOLD */
      if (slime_mold != NULL && info->object > slime_mold)
        return carni ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      return herbi ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
    }
  if (info->oclass == NHS_OC_ROCK)
    return NHS_MUSE_UNDEF;
  /* xNetHack: gems (and rocks) for a lithivore (the rock mole) */
  if (rules == NHS_MUSE_PET_XNH && info->oclass == NHS_OC_GEM)
    return !mon_is (m, "rock mole") ? NHS_MUSE_UNDEF
           : strcmp (info->object->material, "GEMSTONE") == 0 ? NHS_MUSE_DOGFOOD : NHS_MUSE_ACCFOOD;
  if (strcmp (n, "amulet of strangulation") == 0 || strcmp (n, "ring of slow digestion") == 0)
    return NHS_MUSE_TABU;
  /* hates_silver() (3.6.7 on: mon_hates_silver(), the same for a monster
     in its own form); a ring's or wand's material (`mat`) goes with its
     appearance: the scenario's, or its own where it has only one (fate ()
     gives no answer without it) */
  if (rules == NHS_MUSE_PET_XNH ? hates : strcmp (mat, "SILVER") == 0 && nhs_muse_hates_silver (m))
    return NHS_MUSE_TABU;
  if (eats_organic (sc, m) && material_rank (mat) <= material_rank ("WOOD"))
    return NHS_MUSE_ACCFOOD;
  /* is_metallic (): IRON to MITHRIL */
  if (nhs_monster_has (m, NHS_M1_METALLIVORE)
      && material_rank (mat) >= material_rank ("IRON") && material_rank (mat) <= material_rank ("MITHRIL")
      && (strcmp (mat, "IRON") == 0 || !mon_is (m, "rust monster")))
    /* rustprone and not erodeproof: preferred */
    return strcmp (mat, "IRON") == 0 ? NHS_MUSE_DOGFOOD : NHS_MUSE_ACCFOOD;
  if (!cursed && info->oclass != NHS_OC_BALL && info->oclass != NHS_OC_CHAIN)
    return NHS_MUSE_APPORT;
  return NHS_MUSE_UNDEF;
}

/* weight() of one object of the scenario, or -1 when the scenario does not
   hold it (a container's contents, a statue's monster, a corpse of no named
   monster, a candelabrum's candles) */
static int
weight_of (const NhsMuseItem     *it,
           const NhsMuseItemInfo *info)
{
  const char *n = info->object->name;

  if (info->oclass == NHS_OC_COIN)
    return 0;                   /* (quan + 50) / 100 */
  if (strcmp (n, "corpse") == 0)
    return it->made_of_data != NULL ? it->made_of_data->cwt : -1;
  if (strcmp (n, "statue") == 0)
    return -1;
  if ((strcmp (n, "sack") == 0 || strcmp (n, "oilskin sack") == 0 || strcmp (n, "bag of holding") == 0
       || strcmp (n, "large box") == 0 || strcmp (n, "chest") == 0 || strcmp (n, "ice box") == 0)
      && !it->empty)
    return -1;
  if (strcmp (n, "Candelabrum of Invocation") == 0 && it->spe > 0)
    return -1;
  return info->object->weight;
}

/* max_mon_load() (mon.c): MAX_CARR_CAP `cap` (1000; EvilHack more for some
   races), WT_HUMAN 1450, MZ_HUMAN 2 */
static int
max_mon_load (const NhsMonster *m,
              long              cap)
{
  gboolean strong = nhs_monster_has (m, NHS_M2_STRONG);
  long maxload;

  if (m->cwt == 0)
    maxload = (cap * m->size) / 2;
  else if (!strong || m->cwt > 1450)
    maxload = (cap * m->cwt) / 1450;
  else
    maxload = cap;
  if (!strong)
    maxload /= 2;
  return maxload < 1 ? 1 : (int) maxload;
}

static gboolean
otyp_is (const NhsMuseItem *it,
         const char        *name)
{
  return it->object != NULL && strcmp (it->object->name, name) == 0;
}

/* whether the material of ring or wand `it` is not said and can_carry ()
   would refuse some it may be made of but not all: a ring's or wand's
   material is that of its random appearance (o_init.c shuffle ()
   shuffles their oc_material) */
static gboolean
hates_some_material_of (const NhsMuseScenario *sc,
                        const NhsMuseItem     *it)
{
  return nhs_muse_material_refusal (sc, it) == NHS_MUSE_CARRY_PET;
}

/* the last two rolls: rn2(20) < apport + 3, then rn2(udist) || !rn2(apport) */
static gboolean
pick_chance (const NhsMuseScenario *sc,
             NhsMuseItemFate       *f,
             guint64                udist)
{
  guint64 apport = (guint64) sc->pet_apport, first = MIN (apport + 3, 20);
  NhsQ64 p = nhs_q64 (first * ((udist - 1) * apport + 1), 20 * udist * apport);

  f->pet = NHS_MUSE_PET_PICKS_UP;
  f->pet_why = NHS_MUSE_PET_WHY_NONE;
  f->pick_num = p.num;
  f->pick_den = p.den;
  return TRUE;
}

/* An answer the scenario cannot give: the caller says "not modelled". */
#define EVIL_UNKNOWN (-1)
/* A ring or wand for a pet that hates a material some ring (wand) is made
   of: TABU if it hates this one's, else APPORT or UNDEF; never below
   APPORT, all could_use_item () asks */
#define EVIL_HATED_OR_NOT (-2)

static gboolean evil_is_ammo (const NhsMuseItem *it);
static gboolean evil_is_launcher (const NhsMuseItem *it);
static gboolean evil_fires_from (const NhsMuseItem *ammo,
                                 const NhsMuseItem *launcher);
static gboolean named (const NhsMuseItem *it,
                       const char        *name);
static gboolean evil_race (const NhsMuseScenario *sc,
                           NhsMFlag               flag);

/* ---- EvilHack: an intelligent pet's weapon choice ----

   weapon.c select_hwep (), select_rwep (), would_prefer_hwep () and
   would_prefer_rwep (), asked by droppables () and could_use_item ().
   Two objects of one kind are told apart by rolling dmgval () for each
   against the pet's target, every call rolling afresh, so the answers are
   chances. The target (mon_melee_target ()) is the hero when no other
   monster is about: the scenario then answers it for a hero who is a
   human of medium size (no lycanthrope), or polymorphed into any form
   (evil_dmgval () reads it as weapon.c does). */

#define EVIL_WMAX 24          /* more objects than this: not answered */
#define EVIL_TMAX 9           /* the hero and a monster on each of the eight lines */
#define DOFF 160
#define DN 400

typedef struct {
  guint64 c[DN];              /* c[v + DOFF]: the ways to roll v */
  guint64 den;
} Dist;

/* a select_rwep () outcome: the missile (-1 none) and the launcher it
   leaves in `propellor` (-1 &zeroobj) */
typedef struct {
  NhsQ64 p;
  int res, prop;
} Rwep;

typedef struct {
  const NhsMuseScenario *sc;
  guint skip;                 /* the object on the floor, not in its pack */
  gboolean unknown;           /* it needs what the scenario does not say */
  int welded;                 /* the wielded weapon welded to its hand (mwelded ()), -1 none */
  gboolean gave_up;           /* weapon_check == NO_WEAPON_WANTED: it has tried to wield another and failed */
  gboolean overflow;          /* a chance too fine for 64 bits */
  gboolean have_h, have_r;
  NhsQ64 h[EVIL_WMAX + 1];    /* select_hwep (): item, or EVIL_WMAX for none */
  Rwep r[(EVIL_WMAX + 1) * (EVIL_WMAX + 1)];
  guint nr;
  Dist *dmg[EVIL_WMAX][EVIL_TMAX];  /* dmgval () of item k against target t */
  gboolean have_t;
  guint nt;                   /* mon_melee_target ()'s outcomes: */
  const NhsMuseOther *targ[EVIL_TMAX];  /* targ[0] NULL, the hero (no target) */
  NhsQ64 tp[EVIL_TMAX];       /* ... and their chances */
} WCtx;

/* set *q to 0 (q_none ()) or 1 (q_sure ()): the answer is known */
static gboolean
q_none (NhsQ64 *q)
{
  *q = NHS_Q64_ZERO;
  return TRUE;
}

static gboolean
q_sure (NhsQ64 *q)
{
  *q = NHS_Q64_ONE;
  return TRUE;
}

static gboolean
name_in (const char        *name,
         const char *const *list)
{
  for (guint i = 0; list[i] != NULL; i++)
    if (strcmp (list[i], name) == 0)
      return TRUE;
  return FALSE;
}

static const char *
otyp (const WCtx *w,
      int         k)
{
  return ((const NhsMuseItem *) w->sc->items->pdata[k])->object->name;
}

static gboolean
evil_is_weapon (const NhsObject *o)
{
  return o->oclass == NHS_OC_WEAPON || (o->oclass == NHS_OC_TOOL && *o->skill != '\0');
}

/* convolve with rnd(n) added (sign +1) or taken off (-1) */
static void
d_roll (Dist *d,
        int   n,
        int   sign)
{
  Dist o = *d;

  memset (d->c, 0, sizeof d->c);
  for (int v = 0; v < DN; v++)
    if (o.c[v] != 0)
      for (int k = 1; k <= n; k++)
        {
          int t = CLAMP (v + sign * k, 0, DN - 1);
          d->c[t] += o.c[v];
        }
  d->den = o.den * (guint64) n;
}

static void
d_shift (Dist *d,
         int   s)
{
  Dist o = *d;

  memset (d->c, 0, sizeof d->c);
  for (int v = 0; v < DN; v++)
    d->c[CLAMP (v + s, 0, DN - 1)] += o.c[v];
}

/* What the monster meets first on the line (sx, sy) (each -1, 0 or 1,
   not both 0) within `reach` squares, as dogmove.c find_targ () and
   mthrowu.c mfind_target () walk it: LINE_HERO (the square where it
   believes the hero is; for a pet the hero's own, set_apparxy ()), the
   index of another monster, or LINE_NOTHING. A monster is seen on its own
   square first; a wall or boulder with none on it ends the line there
   (m_cansee ()'s clear_path () looks between the ends). The one walk of
   other_may_be_target (), melee_targets () and first_on_line (). */
enum { LINE_NOTHING = -2, LINE_HERO = -1 };

static int
first_along (const NhsMuseScenario *sc,
             int                    sx,
             int                    sy,
             int                    reach)
{
  for (int k = 1; k <= reach; k++)
    {
      int x = sx * k, y = sy * k;

      if (x == sc->hero_dx && y == sc->hero_dy)
        return LINE_HERO;
      for (guint o = 0; o < sc->others->len; o++)
        {
          const NhsMuseOther *other = sc->others->pdata[o];

          if (other->dx == x && other->dy == y)
            return (int) o;
        }
      if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y)
          || nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_BOULDER, x, y))
        return LINE_NOTHING;
    }
  return LINE_NOTHING;
}

/* weapon.c mon_melee_target () (1444-1475): a tame monster's weapon choice
   aims its dmgval () at the best target find_targ () (dogmove.c 1174)
   finds on the eight lines from it within 7 squares: the first monster on
   each, unless the square where it believes the hero is (mux, muy) comes
   first (then the hero): for a pet the hero's own square (monmove.c
   set_apparxy () 2724-2726: a pet knows the hero's smell; dochug () 831
   asks it before the pet moves). A tame one is refused (acceptable_pet_target ()
   1422: no pet attacks a pet without Conflict) and hides what is behind
   it. Another monster may be the target only when it is first on such a
   line and is not a pet, or Conflict reigns; else the target is the hero,
   as without others. find_targ () stops where it cannot see (m_cansee ():
   clear_path () looks at the squares between the ends), so a wall or
   boulder ends the line after its own square: what stands behind it is
   never a target. */
static gboolean
other_may_be_target (const NhsMuseScenario *sc)
{
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      if (dx != 0 || dy != 0)
        {
          int first = first_along (sc, dx, dy, 7);

          if (first >= 0 && (!((const NhsMuseOther *) sc->others->pdata[first])->tame || sc->conflict))
            return TRUE;
        }
  return FALSE;
}

/* mondata.h is_wooden () (the wood golem, ents, is_blight ()) or
   is_plant () (S_PLANT) */
static gboolean
evil_wooden_or_plant (const NhsMonster *f)
{
  static const char *const wooden[] = { "wood golem", "ent", "elder ent", NULL };

  return name_in (f->name, wooden) || nhs_muse_evil_is_blight (f) || mon_class (f, "S_PLANT");
}

/* mondata.h is_bone_monster (): the bone devil or a skeleton (S_SKELETON) */
static gboolean
evil_bone_monster (const NhsMonster *f)
{
  return strcmp (f->name, "bone devil") == 0 || mon_class (f, "S_SKELETON");
}

/* artifact.c shade_glare (): silver or bone, or a weapon or weapon-tool
   at +2 or more (a scenario holds no artifacts) */
static gboolean
evil_shade_glare (const NhsMuseItem *it)
{
  const NhsObject *o = it->object;

  return strcmp (o->material, "SILVER") == 0 || strcmp (o->material, "BONE") == 0
         || (evil_is_weapon (o) && it->spe > 1);
}

/* weapon.c find_silver_recurse (): racial_vampire (mdef) or is_demon
   (raceptr (mdef)), for the hero its form once polymorphed (mondata.h
   276, mondata.c 1445; the hero has no ERAC, and is otherwise a human),
   for another monster its race ("race", else its species) */
static gboolean
evil_silver_target (const NhsMonster *f)
{
  return f != NULL && (nhs_monster_has (f, NHS_MH_VAMPIRE) || nhs_monster_has (f, NHS_MH_DEMON));
}

/* dogmove.c find_friends (pet, o, 15): the hero where the pet believes it
   is (its own square: set_apparxy ()), or a pet (or a quest leader or guardian), on the line beyond o
   before the pet's sight ends (a wall or boulder between) */
static gboolean
friends_behind (const NhsMuseScenario *sc,
                const NhsMuseOther    *o)
{
  int dx = (o->dx > 0) - (o->dx < 0), dy = (o->dy > 0) - (o->dy < 0);
  int dist = MAX (ABS (o->dx), ABS (o->dy));

  for (int x = o->dx, y = o->dy; dist <= 15; dist++)
    {
      if ((x != o->dx || y != o->dy)
          && (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y) || nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_BOULDER, x, y)))
        return FALSE;
      x += dx, y += dy;
      if (x == sc->hero_dx && y == sc->hero_dy)
        return TRUE;
      for (guint i = 0; i < sc->others->len; i++)
        {
          const NhsMuseOther *p = sc->others->pdata[i];

          if (p->dx == x && p->dy == y
              && (p->tame || strcmp (p->data->sound, "MS_LEADER") == 0 || strcmp (p->data->sound, "MS_GUARDIAN") == 0))
            return TRUE;
        }
    }
  return FALSE;
}

/* Kinds the game makes minions at times, so that a scenario must say
   whether one is ("minion"): minion.c summon_minion () and msummon ()
   (lminion (): S_ANGEL; the four elementals; 1 in 50 a woodchuck
   (EvilHack); ndemon (), dlord (), dprince (): demons) and makemon.c (1
   Angel in 3, 3.6.0 on). A pet is tamed by tamedog (), which refuses a
   minion (EvilHack dog.c 1699), or made tame by makemon () (a figurine,
   a familiar), which makes only Angels and priests minions; the guardian
   angel is an Angel (minion.c gain_guardian_angel ()). */
static gboolean
may_be_minion (const NhsMonster *m,
               gboolean          tame)
{
  static const char *const summoned[] = { "air elemental", "fire elemental", "earth elemental", "water elemental",
                                          "woodchuck", NULL };

  if (tame)
    return mon_is (m, "Angel");
  return mon_class (m, "S_ANGEL") || nhs_monster_has (m, NHS_M2_DEMON) || name_in (m->name, summoned);
}

/* dogmove.c score_targ ()'s faith (EvilHack 1276-1300): a minion
   (isminion, its god EMIN min_align) or a priest (ispriest, EPRI
   shralign) has one, its god the scenario's. An aligned or high priest
   (MS_PRIEST) is one or the other unless tame: tamedog () refuses both
   (dog.c 1699) and makemon () makes a priest without EPRI a minion
   (makemon.c 3776-3792), so a tame one said not to be a minion is a pet
   polymorphed into it. EvilHack's champions, agents and templars are
   always minions (makemon.c 3794-3800). */
typedef enum { FAITH_NONE, FAITH_SOME, FAITH_UNSAID } Faith;

static Faith
faith_of (const NhsMonster *m,
          NhsMuseMinion     minion,
          NhsMuseGod        god,
          gboolean          tame)
{
  static const char *const always[] = { "champion", "agent", "templar", NULL };
  gboolean priest = strcmp (m->sound, "MS_PRIEST") == 0, has;

  if (minion == NHS_MUSE_MINION_YES || minion == NHS_MUSE_MINION_GUARDIAN)
    has = TRUE;
  else if (minion == NHS_MUSE_MINION_NO)
    has = priest && !tame;
  else if (priest || name_in (m->name, always))
    has = TRUE;
  else if (may_be_minion (m, tame))
    return FAITH_UNSAID;
  else
    has = FALSE;
  if (!has)
    return FAITH_NONE;
  return god == NHS_MUSE_GOD_UNKNOWN ? FAITH_UNSAID : FAITH_SOME;
}

/* score_targ (): pet and target of one faith and one god, the target
   peaceful, scores -5000 */
static gboolean
same_faith (const NhsMuseScenario *sc,
            const NhsMuseOther    *o)
{
  return o->peaceful && faith_of (sc->data, sc->minion, sc->god, TRUE) == FAITH_SOME
         && faith_of (o->data, o->minion, o->god, o->tame) == FAITH_SOME && sc->god == o->god;
}

gboolean
nhs_muse_pet_faith_unsaid (const NhsMuseScenario *sc,
                           const NhsMuseOther    *o)
{
  Faith fp = faith_of (sc->data, sc->minion, sc->god, TRUE), fo = faith_of (o->data, o->minion, o->god, o->tame);

  return o->peaceful && fp != FAITH_NONE && fo != FAITH_NONE && (fp == FAITH_UNSAID || fo == FAITH_UNSAID);
}

int
nhs_muse_pet_minion_skips_invent (const NhsMuseScenario *sc)
{
  gboolean no_invent = sc->variant->muse_pet_minion_no_invent;

  switch (sc->minion)
    {
    case NHS_MUSE_MINION_GUARDIAN:
      return 1;
    case NHS_MUSE_MINION_YES:
      return no_invent ? 1 : 0;
    case NHS_MUSE_MINION_NO:
      return 0;
    case NHS_MUSE_MINION_UNKNOWN:
    default:
      /* a tame Angel may be the guardian angel unless it has a pet's
         record ("state.pet"); where has_edog = !isminion, one made tame
         by makemon () may be a minion too (an Angel 1 time in 3, a
         priest always in 3.6.7), and in SLASH'EM one a god gave
         (pray.c god_gives_pet (): make_pet_minion ()) */
      if (no_invent)
        return may_be_minion (sc->data, TRUE) || strcmp (sc->data->sound, "MS_PRIEST") == 0 || sc->prayer_minion
               ? -1 : 0;
      return may_be_minion (sc->data, TRUE) && !sc->has_pet ? -1 : 0;
    }
}

/* dogmove.c score_targ (pet, o) (1263-1366), o NULL for the hero: its
   outcomes into v[], p[] (*n of them). The pet is no vampshifter; its
   faith and the target's as faith_of () says; the level is no quest
   home. */
static void
score_add (long   *v,
           NhsQ64 *p,
           guint  *n,
           long    value,
           NhsQ64  q,
           gboolean *overflow)
{
  for (guint i = 0; i < *n; i++)
    if (v[i] == value)
      {
        p[i] = nhs_q64_add (p[i], q, overflow);
        return;
      }
  v[*n] = value;
  p[(*n)++] = q;
}

static void
score_targ (const NhsMuseScenario *sc,
            const NhsMuseOther    *o,
            long                  *v,
            NhsQ64                *p,
            guint                 *n,
            gboolean              *overflow)
{
  int plev = sc->data->level;
  gboolean early = TRUE;
  long base = -3000;
  NhsQ64 block = sc->confused ? nhs_q64 (1, 3) : NHS_Q64_ONE, fifth = nhs_q64 (1, 5);
  NhsQ64 keep = sc->confused ? nhs_q64 (2, 3) : NHS_Q64_ONE, lose = sc->confused ? nhs_q64 (1, 3) : NHS_Q64_ZERO;

  *n = 0;
  if (o != NULL && (strcmp (o->data->sound, "MS_LEADER") == 0 || strcmp (o->data->sound, "MS_GUARDIAN") == 0
                    || same_faith (sc, o)))
    base = -5000;
  else if (o != NULL && MAX (ABS (o->dx), ABS (o->dy)) > 1 && !o->tame && !friends_behind (sc, o))
    {
      const NhsAttack *a0 = o->data->n_attacks > 0 ? &o->data->attacks[0] : NULL;

      early = FALSE;
      base = o->peaceful ? 0 : 10;
      if (a0 == NULL || a0->type == NULL || strcmp (a0->type, "AT_NONE") == 0)
        base -= 1000;
      if ((o->level < 2 && plev > 5)
          || (plev > 12 && o->level < plev - 9 && sc->hero_level > 8 && o->level < sc->hero_level - 7))
        base -= 25;
      if (o->level > plev + 4)
        base -= (o->level - plev) * 20L;
      base += o->level * 2 + o->hp / 3;
    }
  /* the block runs (1 time in 3 when confused): an early answer is final */
  if (early)
    score_add (v, p, n, base, block, overflow);
  for (int r = 1; r <= 5; r++)
    {
      NhsQ64 q;

      if (!early)
        {
          q = nhs_q64_mul (block, fifth, overflow);
          score_add (v, p, n, base + r, nhs_q64_mul (q, keep, overflow), overflow);
          if (sc->confused)
            score_add (v, p, n, base + r - 1000, nhs_q64_mul (q, lose, overflow), overflow);
        }
      if (sc->confused)
        {
          /* the block skipped: the fuzz alone, and 1 time in 3 -1000 */
          q = nhs_q64_mul (nhs_q64_not (block), fifth, overflow);
          score_add (v, p, n, r, nhs_q64_mul (q, keep, overflow), overflow);
          score_add (v, p, n, r - 1000, nhs_q64_mul (q, lose, overflow), overflow);
        }
    }
}

/* weapon.c mon_melee_target () (1444-1475): on the eight lines (dx, then
   dy, from -1 to 1) find_targ () finds the first monster within 7
   squares, or the hero where the pet believes it is; the pet keeps the
   best score_targ () of those acceptable_pet_target () (ranged FALSE)
   accepts, the first of equal scores; none: the hero. Its outcomes into
   w->targ[], w->tp[]; w->unknown where the scenario does not say. */
static void
melee_targets (WCtx *w)
{
  const NhsMuseScenario *sc = w->sc;
  enum { SMAX = 64 * EVIL_TMAX };
  long best[SMAX], nbest[SMAX];
  int who[SMAX], nwho[SMAX];  /* -1 none, 0 the hero, 1 + k other_monsters[k] */
  NhsQ64 sp[SMAX], nsp[SMAX];
  guint ns = 1;

  if (w->have_t)
    return;
  w->have_t = TRUE;
  w->nt = 1;
  w->targ[0] = NULL;
  w->tp[0] = NHS_Q64_ONE;
  if (!other_may_be_target (sc))
    return;
  /* the hero's own acceptable_pet_target () (youmonst's form's passive
     attacks, kind and grudges); a pet never loses the hero's square
     (set_apparxy ()) */
  if (sc->poly_data != NULL)
    {
      w->unknown = TRUE;
      return;
    }
  best[0] = -1000000;
  who[0] = -1;
  sp[0] = NHS_Q64_ONE;
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      {
        int first = dx != 0 || dy != 0 ? first_along (sc, dx, dy, 7) : LINE_NOTHING;
        int cand = first == LINE_HERO ? 0 : first >= 0 ? 1 + first : -1;
        NhsQ64 accept, p[32];
        long v[32];
        guint n, ns0 = ns;

        if (cand < 0)
          continue;
        if (cand == 0)
          {
            /* youmonst: m_lev 0, not tame or peaceful, its role's monster
               (sc->hero_form) without passive attacks; refused only when
               the balk is 0 or less, where a grudge (mm_aggression ())
               against the hero's form and race ("hero.race") counts */
            if (nhs_muse_pet_balk (sc) <= 0 && !nhs_monster_has_attack (sc->data, "AT_EXPL"))
              {
                NhsMuseOther you = { .data = sc->hero_form, .race_data = sc->hero_race_data,
                                     .dx = sc->hero_dx, .dy = sc->hero_dy, .can_move = TRUE,
                                     .has_level = TRUE, .level = 0, .hp = 1, .hpmax = 1 };

                if (sc->hero_race_data == NULL || sc->hero_form == NULL
                    || !nhs_muse_pet_accepts (sc, &you, &accept))
                  {
                    w->unknown = TRUE;
                    return;
                  }
              }
            else
              accept = NHS_Q64_ONE;
          }
        else if (!nhs_muse_pet_accepts (sc, sc->others->pdata[cand - 1], &accept))
          {
            w->unknown = TRUE;
            return;
          }
        if (nhs_q64_is_zero (accept))
          continue;
        score_targ (sc, cand == 0 ? NULL : sc->others->pdata[cand - 1], v, p, &n, &w->overflow);
        ns = 0;
        for (guint s0 = 0; s0 < ns0; s0++)
          for (guint j = 0; j <= n; j++)
            {
              /* j == n: refused (1 - accept), the state unchanged */
              NhsQ64 q = j == n ? nhs_q64_mul (sp[s0], nhs_q64_not (accept), &w->overflow)
                                : nhs_q64_mul (sp[s0], nhs_q64_mul (accept, p[j], &w->overflow), &w->overflow);
              gboolean better = j < n && v[j] > best[s0];
              long nb = better ? v[j] : best[s0];
              int nw = better ? cand : who[s0];
              guint t;

              if (q.num == 0)
                continue;
              for (t = 0; t < ns; t++)
                if (nbest[t] == nb && nwho[t] == nw)
                  break;
              if (t == ns)
                {
                  if (ns == SMAX)
                    {
                      w->unknown = TRUE;
                      return;
                    }
                  nbest[ns] = nb, nwho[ns] = nw, nsp[ns++] = NHS_Q64_ZERO;
                }
              nsp[t] = nhs_q64_add (nsp[t], q, &w->overflow);
            }
        memcpy (best, nbest, ns * sizeof best[0]);
        memcpy (who, nwho, ns * sizeof who[0]);
        memcpy (sp, nsp, ns * sizeof sp[0]);
      }
  /* the outcomes by target */
  w->tp[0] = NHS_Q64_ZERO;
  for (guint s0 = 0; s0 < ns; s0++)
    {
      guint t = 0;

      if (who[s0] > 0)
        {
          const NhsMuseOther *o = sc->others->pdata[who[s0] - 1];

          for (t = 1; t < w->nt && w->targ[t] != o; t++)
            ;
          if (t == w->nt)
            {
              /* dmgval () against it: find_mac () reads its race's AC
                 (r_data ()) less 10 for a shopkeeper (has_eshk ()); a
                 shopkeeper's race not said is decide_races ()'s to vary */
              if (strcmp (o->data->sound, "MS_SELL") == 0 && o->race_data == NULL)
                w->unknown = TRUE;
              w->targ[w->nt] = o;
              w->tp[w->nt++] = NHS_Q64_ZERO;
            }
        }
      w->tp[t] = nhs_q64_add (w->tp[t], sp[s0], &w->overflow);
    }
}

/* weapon.c dmgval (pet, item k, target t): the hero (t 0) or the
   monster w->targ[t], whose form is its species, its size (r_bigmonst ())
   and AC (find_mac (): r_data ()'s, nothing worn) its race's ("race",
   else its species') */
static const Dist *
evil_dmgval_vs (WCtx  *w,
                int    k,
                guint  t)
{
  const NhsMuseItem *it = w->sc->items->pdata[k];
  const NhsObject *o = it->object;
  const NhsMuseEvilWeapon *wp = nhs_muse_evil_weapon (o->name);
  const char *mat = o->material;
  /* objclass.h oc_dir: how it hits (the objects data's strike bits) */
  guint dir = o->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS);
  gboolean ps = (dir & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES)) != 0;
  const NhsMonster *form = t == 0 ? w->sc->poly_data : w->targ[t]->data;
  const NhsMonster *rform = t == 0 ? form : nhs_muse_other_race_of (w->targ[t]);
  gboolean large = rform != NULL && rform->size >= 3; /* r_bigmonst (): MZ_LARGE */
  int mac = rform != NULL ? rform->ac : 10, die;

  /* a monster's find_mac () (worn.c 726-832) takes (m_lev / 2) / 3 off
     its AC, (m_lev / 2) / 4 above level 20, at most 20 */
  if (t > 0)
    mac -= MIN (w->targ[t]->level / 2 / (w->targ[t]->level > 20 ? 4 : 3), 20);
  /* worn.c 818-822: a shopkeeper (has_eshk ()) keeps its buffed AC, its
     race's less 10 */
  if (t > 0 && strcmp (w->targ[t]->data->sound, "MS_SELL") == 0)
    mac -= 10;
  Dist *d;

  if (w->dmg[k][t] != NULL)
    return w->dmg[k][t];
  d = w->dmg[k][t] = g_new0 (Dist, 1);
  d->den = 1;
  d->c[DOFF] = 1;
  if (strcmp (o->name, "cream pie") == 0)
    return d;
  die = wp == NULL ? 0 : large ? wp->ldam : wp->sdam;
  if (die > 0)
    d_roll (d, die, 1);
  for (const NhsMuseEvilExtra *e = large ? nhs_muse_evil_large_extras : nhs_muse_evil_small_extras; e->names != NULL; e++)
    if (name_in (o->name, e->names))
      {
        for (int i = 0; i < e->dice; i++)
          d_roll (d, e->sides, 1);
        break;
      }
  if (evil_is_weapon (o))
    {
      gboolean steel_third;

      d_shift (d, CLAMP (it->spe, -DOFF / 2, DOFF / 2));
      d_shift (d, nhs_muse_evil_material_damage (o, mat, &steel_third));
      if (steel_third)
        {
          /* !rn2(3): one more */
          Dist o2 = *d;

          for (int v = 0; v < DN; v++)
            d->c[v] = 2 * o2.c[v] + (v > 0 ? o2.c[v - 1] : 0);
          d->den *= 3;
        }
    }
  /* negative damage becomes 0 (weapon.c 586-588); a scenario's objects are
     not eroded or forged, and neither the hero nor another monster has
     barkskin or stoneskin (mextrinsics). The
     hero's armour class there is find_mac (&youmonst): without a form its
     role's monster's AC 10 (no worn objects, no level: youmonst.m_lev is
     never set). */
  for (int v = 0; v < DOFF; v++)
    d->c[DOFF] += d->c[v], d->c[v] = 0;
  if (rform != NULL)
    {
      gboolean zero = FALSE;

      /* ptr = r_data (mdef): the race's monster for a target made with a
         race ("race"), the form for the hero (no ERAC).
         A thick hide (thick_skinned (): M1_THICK_HIDE) feels nothing of
         leather or softer; a noncorporeal form (S_GHOST) nothing that
         shade_glare () does not allow (589-597) */
      if (nhs_monster_has (rform, NHS_M1_THICK_HIDE) && nhs_level_evil_material_soft (mat))
        zero = TRUE;
      if (mon_class (rform, "S_GHOST") && !evil_shade_glare (it))
        zero = TRUE;
      if (zero)
        {
          guint64 all = 0;

          for (int v = 0; v < DN; v++)
            all += d->c[v], d->c[v] = 0;
          d->c[DOFF] = all;
        }
      /* the bonus against its kind (620-668), each rolled in turn: a
         cursed weapon +d4 on an angel or aasimar, an axe (is_axe (): skill
         P_AXE) +d4 on a wooden form or a plant, a whacking weapon -(d3+3)
         there, a piercing or slashing one -(d5+3) on a bone monster and a
         whacking one +d4 */
      if (it->cursed && (nhs_monster_has (rform, NHS_MH_ANGEL) || nhs_monster_has (rform, NHS_MH_AASIMAR)))
        d_roll (d, 4, 1);
      if (evil_wooden_or_plant (rform))
        {
          if ((o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_TOOL) && strcmp (o->skill, "P_AXE") == 0)
            d_roll (d, 4, 1);
          if (dir & NHS_OBJ_WHACKS)
            d_roll (d, 3, -1), d_shift (d, -3);
        }
      if (evil_bone_monster (rform))
        {
          if (ps)
            d_roll (d, 5, -1), d_shift (d, -3);
          if (dir & NHS_OBJ_WHACKS)
            d_roll (d, 4, 1);
        }
      /* a form that hates the material (mon_hates_material (): the form's
         hates_material (), the hero having no ERAC) takes rnd
         (sear_damage ()) more (mondata.c 467): d20 for silver, d(rnd (3)
         + 3) for iron and mithril */
      if (nhs_muse_evil_hates_material_of (rform, t == 0 ? NULL : w->targ[t]->race_data, mat))
        {
          if (strcmp (mat, "SILVER") == 0)
            d_roll (d, 20, 1);
          else
            {
              Dist o2 = *d;

              memset (d->c, 0, sizeof d->c);
              for (int s = 4; s <= 6; s++)
                for (int v = 0; v < DN; v++)
                  for (int k = 1; k <= s; k++)
                    d->c[MIN (v + k, DN - 1)] += o2.c[v] * (guint64) (60 / s);
              d->den = o2.den * 180;
            }
        }
    }
  /* a positive sum: a form below AC 0 takes rnd (-AC) off, never below 1
     (670-686); then below 0 is 0 (688-690) */
  if (mac < 0)
    {
      Dist o2 = *d;

      memset (d->c, 0, sizeof d->c);
      for (int v = 0; v <= DOFF; v++)
        d->c[v] = o2.c[v] * (guint64) -mac;
      for (int v = DOFF + 1; v < DN; v++)
        for (int k = 1; k <= -mac; k++)
          d->c[MAX (v - k, DOFF + 1)] += o2.c[v];
      d->den = o2.den * (guint64) -mac;
    }
  for (int v = 0; v < DOFF; v++)
    d->c[DOFF] += d->c[v], d->c[v] = 0;
  return d;
}

/* dmgval (pet, item k, &youmonst): oselect () compares against the hero */
static const Dist *
evil_dmgval (WCtx *w,
             int   k)
{
  return evil_dmgval_vs (w, k, 0);
}

/* P(X > Y), X and Y rolled apart */
static NhsQ64
p_greater (WCtx       *w,
           const Dist *x,
           const Dist *y)
{
  guint64 below = 0, n = 0, t, d;

  for (int v = 0; v < DN; v++)
    {
      if (x->c[v] != 0)
        {
          if (__builtin_mul_overflow (x->c[v], below, &t) || __builtin_add_overflow (n, t, &n))
            w->overflow = TRUE;
        }
      below += y->c[v];
    }
  if (__builtin_mul_overflow (x->den, y->den, &d))
    {
      w->overflow = TRUE;
      return NHS_Q64_ZERO;
    }
  return nhs_q64 (n, d);
}

static const Dist *
d_zero (void)
{
  static Dist z;

  z.den = 1;
  z.c[DOFF] = 1;
  return &z;
}

/* would_prefer_hwep () and would_prefer_rwep (): dmgval (pet, item k,
   mdef) > dmgval (pet, item wep, mdef) (wep -1: 0), mdef what a fresh
   mon_melee_target () chose */
static NhsQ64
prefer_vs_target (WCtx *w,
                  int   k,
                  int   wep)
{
  NhsQ64 sum = NHS_Q64_ZERO;

  melee_targets (w);
  for (guint t = 0; t < w->nt; t++)
    if (w->tp[t].num != 0)
      sum = nhs_q64_add (sum, nhs_q64_mul (w->tp[t], p_greater (w, evil_dmgval_vs (w, k, t),
                                                                  wep >= 0 ? evil_dmgval_vs (w, wep, t) : d_zero ()),
                                           &w->overflow), &w->overflow);
  return sum;
}

/* mondata.h is_priest () */
static gboolean
evil_priest (const NhsMonster *m)
{
  return mon_is (m, "priest") || mon_is (m, "priestess") || mon_is (m, "high priest")
         || mon_is (m, "Arch Priest") || mon_is (m, "acolyte") || mon_is (m, "aligned priest");
}

static gboolean
worn_slot (const WCtx *w,
           const char *slot)
{
  for (guint i = 0; i < w->sc->items->len; i++)
    {
      const NhsMuseItem *it = w->sc->items->pdata[i];

      if (i != w->skip && it->worn && strcmp (it->object->slot, slot) == 0)
        return TRUE;
    }
  return FALSE;
}

/* wearing a shield, bracers not counted (select_hwep (), would_prefer_hwep ()) */
static gboolean
shield_not_bracers (const WCtx *w)
{
  if (!worn_slot (w, "shield"))
    return FALSE;
  for (guint i = 0; i < w->sc->items->len; i++)
    {
      const NhsMuseItem *it = w->sc->items->pdata[i];

      if (i != w->skip && it->worn
          && (named (it, "bracers") || named (it, "dark elven bracers") || named (it, "runed bracers")))
        return FALSE;
    }
  return TRUE;
}

static gboolean
bimanual_type (const WCtx *w,
               const char *type)
{
  const NhsObject *o = nhs_object_lookup (w->sc->variant, type);

  return o != NULL && (o->flags & NHS_OBJ_BIMANUAL);
}

/* oselect (): which carried object of kind `type` it takes, p[] over the
   items (FALSE: none). Among several, each next one replaces the best so
   far when its dmgval () beats the best's. */
static gboolean
oselect (WCtx       *w,
         const char *type,
         NhsQ64     *p)
{
  const NhsMuseScenario *sc = w->sc;
  gboolean found = FALSE;

  for (guint i = 0; i < sc->items->len; i++)
    p[i] = NHS_Q64_ZERO;
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = sc->items->pdata[i];
      const NhsObject *o = it->object;
      if (i == w->skip || strcmp (o->name, type) != 0)
        continue;
      if ((strcmp (type, "corpse") == 0 || strcmp (type, "egg") == 0) && !petrifies (it->made_of_data))
        continue;
      if (nhs_muse_evil_hates_material (sc, o->material))
        continue;
      if (evil_priest (sc->data) && nhs_muse_evil_priest_refuses (o))
        continue;
      if (!found)
        p[i] = NHS_Q64_ONE;
      else
        for (guint b = 0; b < i; b++)
          if (p[b].num != 0)
            {
              NhsQ64 s = p_greater (w, evil_dmgval (w, i), evil_dmgval (w, b));

              p[i] = nhs_q64_add (p[i], nhs_q64_mul (p[b], s, &w->overflow), &w->overflow);
              p[b] = nhs_q64_mul (p[b], nhs_q64_not (s), &w->overflow);
            }
      found = TRUE;
    }
  return found;
}

/* select_hwep () */
static const NhsQ64 *
select_hwep (WCtx *w)
{
  const NhsMuseScenario *sc = w->sc;
  const NhsMonster *m = sc->data;
  gboolean strong = nhs_monster_has (m, NHS_M2_STRONG), shield = shield_not_bracers (w);
  gboolean stone = worn_slot (w, "gloves") || (nhs_muse_mon_resists_worn (sc, w->skip) & NHS_MR_STONE);

  if (w->have_h)
    return w->h;
  w->have_h = TRUE;
  memset (w->h, 0, sizeof w->h);
  /* no artifacts; silver first (find_silver_recurse ()) only against a
     vampire or demon target (evil_silver_target ()): the hero's form or
     another monster. A scenario's weapons are of their kind's material,
     and none of EvilHack's is silver (objects.c), so this never arises;
     were one silver, it would not be answered */
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = sc->items->pdata[i];

      if (i != w->skip && it->object->oclass == NHS_OC_WEAPON
          && strcmp (it->object->material, "SILVER") == 0 && !evil_is_ammo (it)
          && !g_str_has_prefix (it->object->skill, "-P_DART") && strcmp (it->object->skill, "-P_SHURIKEN") != 0
          && strcmp (it->object->skill, "-P_BOOMERANG") != 0)
        {
          melee_targets (w);
          for (guint t = 0; t < w->nt; t++)
            if (w->tp[t].num != 0 && evil_silver_target (t == 0 ? sc->poly_data : nhs_muse_other_race_of (w->targ[t])))
              w->unknown = TRUE;
        }
    }
  if (evil_race (sc, NHS_MH_GIANT) && oselect (w, "club", w->h))
    return w->h;
  for (guint t = 0; nhs_muse_evil_hwep[t] != NULL; t++)
    {
      const char *type = nhs_muse_evil_hwep[t];
      const NhsObject *o = nhs_object_lookup (sc->variant, type);

      if (strcmp (type, "corpse") == 0 && !stone)
        continue;
      if (((strong && !shield) || !bimanual_type (w, type) || nhs_monster_has (m, NHS_M2_GIANT))
          && o != NULL && !nhs_muse_evil_hates_material (sc, o->material) && oselect (w, type, w->h))
        return w->h;
    }
  memset (w->h, 0, sizeof w->h);
  w->h[EVIL_WMAX] = NHS_Q64_ONE;
  return w->h;
}

/* add the outcomes of a missile (p over the items, or the one item
   `res`, -1 none) with a propellor (q over the items, or the one `prop`,
   -1 &zeroobj), drawn apart */
static void
rwep_add (WCtx    *w,
          const NhsQ64 *p,
          int      res,
          const NhsQ64 *q,
          int      prop)
{
  guint n = w->sc->items->len;

  for (guint a = 0; a < (p != NULL ? n : 1); a++)
    for (guint b = 0; b < (q != NULL ? n : 1); b++)
      {
        NhsQ64 pa = p != NULL ? p[a] : NHS_Q64_ONE, pb = q != NULL ? q[b] : NHS_Q64_ONE;

        if (pa.num != 0 && pb.num != 0)
          w->r[w->nr++] = (Rwep) { nhs_q64_mul (pa, pb, &w->overflow), p != NULL ? (int) a : res,
                                   q != NULL ? (int) b : prop };
      }
}

static gboolean
carries_kind (const WCtx        *w,
              const char *const *list)
{
  for (guint i = 0; i < w->sc->items->len; i++)
    if (i != w->skip && name_in (otyp (w, i), list))
      return TRUE;
  return FALSE;
}

/* oselect ()'s choice res[] and the welded weapon: 1 when it is surely
   the welded one, 0 surely not (or none welded), -1 either (not
   answered: w->unknown) */
static int
on_welded (WCtx         *w,
           const NhsQ64 *res)
{
  if (w->welded < 0 || nhs_q64_is_zero (res[w->welded]))
    return 0;
  if (nhs_q64_is_one (res[w->welded]))
    return 1;
  w->unknown = TRUE;
  return -1;
}

/* select_rwep (): its missile and `propellor` */
static void
select_rwep (WCtx *w)
{
  const NhsMuseScenario *sc = w->sc;
  const NhsMonster *m = sc->data;
  gboolean strong = nhs_monster_has (m, NHS_M2_STRONG);
  guint n = sc->items->len;
  NhsQ64 res[EVIL_WMAX], prop[EVIL_WMAX], tmpprop[EVIL_WMAX];
  int tmp = 0;   /* tmpprop: 0 &zeroobj, 1 a launcher (tmpprop[]), 2 none */

  if (w->have_r)
    return;
  w->have_r = TRUE;
  w->nr = 0;
  /* a polearm: where it believes the hero is (set_apparxy (): a pet
     knows, 2724-2726) and whether the hero sees its square. A welded
     weapon: evil_fate () asks with weapon_check either way (w->gave_up) */
  if (carries_kind (w, nhs_muse_evil_pwep)
      && (sc->blind || nhs_muse_hero_invisible_to_it (sc) || sc->features->len > 0))
    w->unknown = TRUE;
  if (oselect (w, "egg", res) || (mon_class (m, "S_KOP") && oselect (w, "cream pie", res))
      || (nhs_muse_racial_flag (sc, NHS_M2_ROCKTHROW) && oselect (w, "boulder", res)))
    {
      rwep_add (w, res, 0, NULL, -1);
      return;
    }
  /* polearms when it believes the hero within dist2 5 and the hero could
     see its square (the wielded weapon is never welded here) */
  if (sc->hero_dx * sc->hero_dx + sc->hero_dy * sc->hero_dy <= 5)
    for (guint t = 0; nhs_muse_evil_pwep[t] != NULL; t++)
      if (((strong && !worn_slot (w, "shield")) || !bimanual_type (w, nhs_muse_evil_pwep[t]))
          && oselect (w, nhs_muse_evil_pwep[t], res))
        {
          /* mweponly: having given up, only its welded polearm */
          if (w->gave_up && w->welded >= 0)
            {
              int on = on_welded (w, res);

              if (on < 0)
                return;
              if (on == 0)
                continue;
            }
          for (guint i = 0; i < n; i++)
            if (res[i].num != 0)
              w->r[w->nr++] = (Rwep) { res[i], (int) i, (int) i };
          return;
        }
  for (guint t = 0; nhs_muse_evil_rwep[t] != NULL; t++)
    {
      const char *type = nhs_muse_evil_rwep[t];
      const NhsObject *o = nhs_object_lookup (sc->variant, type);
      const char *skill = o == NULL ? "" : o->oclass == NHS_OC_GEM ? "-P_SLING" : o->skill;
      gboolean have_prop = TRUE, zero = TRUE;

      if (strcmp (type, "dart") == 0 && !nhs_monster_has (m, NHS_M2_JEWELS))
        {
          int sling = -1, gem = -1;

          for (guint i = 0; i < n; i++)
            {
              const NhsMuseItem *it = sc->items->pdata[i];

              if (i == w->skip)
                continue;
              if (sling < 0 && strcmp (it->object->name, "sling") == 0)
                sling = i;
              if (gem < 0 && it->object->oclass == NHS_OC_GEM && !(named (it, "loadstone") && it->cursed))
                gem = i;
            }
          if (sling >= 0 && gem >= 0)
            {
              rwep_add (w, NULL, gem, NULL, sling);
              return;
            }
        }
      if (skill[0] == '-')
        {
          const char *const *list = nhs_muse_evil_launchers (o);

          if (list != NULL)
            {
              zero = FALSE;
              have_prop = FALSE;
              for (guint l = 0; list[l] != NULL && !have_prop; l++)
                have_prop = oselect (w, list[l], prop);
            }
          if (tmp == 0 && !zero)
            {
              tmp = have_prop ? 1 : 2;
              memcpy (tmpprop, prop, sizeof prop);
            }
        }
      /* having given up with a welded weapon, it fires only from that
         one: no other launcher, no missile needing none (weapon.c 1376) */
      if (skill[0] == '-' && w->gave_up && w->welded >= 0)
        {
          int on = zero || !have_prop ? 0 : on_welded (w, prop);

          if (on < 0)
            return;
          have_prop = on == 1;
        }
      if (!have_prop)
        continue;
      if (strcmp (type, "loadstone") != 0)
        {
          if (oselect (w, type, res))
            {
              /* never the welded weapon in its hand (1390) */
              int on = on_welded (w, res);

              if (on < 0)
                return;
              if (on == 0)
                {
                  rwep_add (w, res, 0, zero ? NULL : prop, -1);
                  return;
                }
            }
        }
      else
        for (guint i = 0; i < n; i++)
          {
            const NhsMuseItem *it = sc->items->pdata[i];

            if (i != w->skip && named (it, "loadstone") && !it->cursed)
              {
                rwep_add (w, NULL, (int) i, zero ? NULL : prop, -1);
                return;
              }
          }
    }
  /* none: propellor is what it found for its first launcher-fired kind */
  rwep_add (w, NULL, -1, tmp == 1 ? tmpprop : NULL, -1);
}

static gboolean
is_pole (const NhsObject *o)
{
  return (o->oclass == NHS_OC_WEAPON || o->oclass == NHS_OC_TOOL)
         && (strcmp (o->skill, "P_POLEARMS") == 0 || strcmp (o->skill, "P_LANCE") == 0);
}

/* would_prefer_rwep (pet, item k) */
static NhsQ64
would_prefer_rwep (WCtx *w,
                   int   k)
{
  const NhsMuseScenario *sc = w->sc;
  const NhsMonster *m = sc->data;
  const char *kt = otyp (w, k);
  gboolean kop = mon_class (m, "S_KOP"), rocks = nhs_muse_racial_flag (sc, NHS_M2_ROCKTHROW);
  gboolean poles = nhs_monster_has (m, NHS_M2_STRONG) && !worn_slot (w, "shield");
  NhsQ64 sum = NHS_Q64_ZERO;

  select_rwep (w);
  for (guint r = 0; r < w->nr; r++)
    {
      int wep = w->r[r].res;
      const char *wt = wep >= 0 ? otyp (w, wep) : "";
      NhsQ64 v = NHS_Q64_ZERO;
      const char *const *lists[2] = { poles ? nhs_muse_evil_pwep : NULL, nhs_muse_evil_rwep };

      if (wep == k)
        v = NHS_Q64_ONE;
      else if (wep >= 0 && ((kop && strcmp (wt, "cream pie") == 0) || (rocks && strcmp (wt, "boulder") == 0)))
        v = NHS_Q64_ZERO;
      else if (wep >= 0 && ((kop && strcmp (kt, "cream pie") == 0) || (rocks && strcmp (kt, "boulder") == 0)))
        v = NHS_Q64_ONE;
      else
        for (int l = 0; l < 2; l++)
          {
            gboolean done = FALSE;

            if (lists[l] == NULL)
              continue;
            if (l == 1 && is_pole (((const NhsMuseItem *) sc->items->pdata[k])->object))
              break;
            for (guint t = 0; lists[l][t] != NULL && !done; t++)
              {
                const char *type = lists[l][t];

                if (wep >= 0 && strcmp (wt, type) == 0)
                  {
                    if (strcmp (kt, type) == 0)
                      v = prefer_vs_target (w, k, wep);
                    done = TRUE;
                  }
                else if (strcmp (kt, type) == 0)
                  v = NHS_Q64_ONE, done = TRUE;
              }
            if (done)
              break;
          }
      sum = nhs_q64_add (sum, nhs_q64_mul (w->r[r].p, v, &w->overflow), &w->overflow);
    }
  return sum;
}

/* would_prefer_hwep (pet, item k) */
static NhsQ64
would_prefer_hwep (WCtx *w,
                   int   k)
{
  const NhsMuseScenario *sc = w->sc;
  const NhsQ64 *h = select_hwep (w);
  const char *kt = otyp (w, k);
  gboolean giant = evil_race (sc, NHS_MH_GIANT), strong = nhs_monster_has (sc->data, NHS_M2_STRONG);
  gboolean shield = shield_not_bracers (w);
  gboolean stone = worn_slot (w, "gloves") || (nhs_muse_mon_resists_worn (sc, w->skip) & NHS_MR_STONE);
  NhsQ64 sum = NHS_Q64_ZERO;

  for (guint r = 0; r <= EVIL_WMAX; r++)
    {
      int wep = r == EVIL_WMAX ? -1 : (int) r;
      const char *wt;
      NhsQ64 v = NHS_Q64_ZERO;

      if (h[r].num == 0)
        continue;
      wt = wep >= 0 ? otyp (w, wep) : "";
      if (wep == k)
        v = NHS_Q64_ONE;
      else if (wep >= 0 && giant && strcmp (wt, "club") == 0)
        v = NHS_Q64_ZERO;
      else if (wep >= 0 && giant && strcmp (kt, "club") == 0)
        v = NHS_Q64_ONE;
      else
        for (guint t = 0; nhs_muse_evil_hwep[t] != NULL; t++)
          {
            const char *type = nhs_muse_evil_hwep[t];

            if (strcmp (type, "corpse") == 0 && !stone)
              continue;
            if (wep >= 0 && strcmp (wt, type) == 0)
              break;
            if (strcmp (kt, type) == 0)
              {
                if ((strong && !shield) || !bimanual_type (w, kt))
                  v = prefer_vs_target (w, k, wep);
                break;
              }
          }
      sum = nhs_q64_add (sum, nhs_q64_mul (h[r], v, &w->overflow), &w->overflow);
    }
  return sum;
}


static gboolean evil_could_use (WCtx   *w,
                                guint   k,
                                NhsQ64 *out);

/* droppables(): the chance the pet drops something it carries (all but
   item `skip`, which lies on the floor), `drop`: 0 or 1 but for an
   intelligent EvilHack pet, `w` given with the weapons droppables () chose
   (hwep, proj: items or -1; rwep: the propellor, -1 &zeroobj). FALSE
   where the scenario does not say. */
static gboolean
droppables_given (const NhsMuseScenario *sc,
                  guint                  skip,
                  WCtx                  *w,
                  int                    hwep,
                  int                    proj,
                  int                    rwep,
                  NhsQ64                *drop)
{
  const NhsMonster *m = sc->data;
  gboolean evil = sc->variant->muse_pet_rules == NHS_MUSE_PET_EVIL;
  gboolean intelligent = !nhs_monster_has (m, NHS_M1_ANIMAL) && !nhs_monster_has (m, NHS_M1_MINDLESS);
  /* the tools it keeps: 0 none yet, 1 the dummy (it keeps none of
     them), 2 one of its own; for the key, which one it holds */
  int pickaxe = 0, unihorn = 0, key = 0;
  const NhsMuseItem *kept_pick = NULL, *kept_key = NULL, *wep = NULL;
  gboolean shield = FALSE, unknown = FALSE;
  NhsQ64 stay = NHS_Q64_ONE;  /* the chance it has dropped none so far */

  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = sc->items->pdata[i];
      if (i == skip)
        continue;
      if (it->wielded)
        wep = it;
      shield |= it->worn && it->object != NULL && strcmp (it->object->slot, "shield") == 0;
    }
  *drop = NHS_Q64_ZERO;
  if (old_rules (sc->variant->muse_pet_rules))
    {
      /* DROPPABLES() (dogmove.c 24-48): item1 the pick, item2 the horn */
      gboolean item1 = FALSE, item2 = FALSE;

      if (nhs_monster_has (m, NHS_M1_ANIMAL) || nhs_monster_has (m, NHS_M1_MINDLESS))
        item1 = item2 = TRUE;
      if (!nhs_monster_has (m, NHS_M1_TUNNEL) || !nhs_monster_has (m, NHS_M1_NEEDPICK))
        item1 = TRUE;
      for (guint i = 0; i < sc->items->len; i++)
        {
          const NhsMuseItem *it = sc->items->pdata[i];
          if (i == skip)
            continue;
          if (!item1 && (otyp_is (it, "pick-axe") || otyp_is (it, "dwarvish mattock"))
              && (!otyp_is (it, "dwarvish mattock") || !shield))
            {
              item1 = TRUE;
              continue;
            }
          if (!item2 && otyp_is (it, "unicorn horn") && !it->cursed)
            {
              item2 = TRUE;
              continue;
            }
          if (!it->worn && it != wep)
            return q_sure (drop);
        }
      return TRUE;
    }
  /* droppables() (3.6.7 dogmove.c 26-120; 3.7 27-132; EvilHack 294-403):
     no artifacts in a scenario, so the first of each kind is the one kept */
  if (!intelligent)
    pickaxe = unihorn = key = 1;
  else
    {
      /* EvilHack: racial_tunnels(), racial_needspick() */
      if (!nhs_muse_racial_flag (sc, NHS_M1_TUNNEL) || !nhs_muse_racial_flag (sc, NHS_M1_NEEDPICK))
        pickaxe = 1;
      /* xNetHack: !can_open_doors(), a zombie too */
      if (nhs_monster_has (m, NHS_M1_NOHANDS) || m->size == 0
          || (sc->variant->muse_pet_rules == NHS_MUSE_PET_XNH && mon_class (m, "S_ZOMBIE")
              && strstr (m->name, "zombie") != NULL))
        key = 1;
    }
  if (wep != NULL)
    {
      if (otyp_is (wep, "pick-axe") || otyp_is (wep, "dwarvish mattock"))
        pickaxe = 2, kept_pick = wep;
      if (otyp_is (wep, "unicorn horn"))
        unihorn = 2;
    }
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = sc->items->pdata[i];
      gboolean is_pick = FALSE;

      if (i == skip)
        continue;
      if (otyp_is (it, "dwarvish mattock"))
        {
          if (!shield)
            {
              /* a pick-axe kept earlier, not wielded, is dropped */
              if (pickaxe == 2 && otyp_is (kept_pick, "pick-axe") && kept_pick != wep)
                return q_sure (drop);
              is_pick = TRUE;
            }
        }
      else if (otyp_is (it, "pick-axe"))
        is_pick = TRUE;
      if (is_pick)
        {
          if (pickaxe == 0)
            {
              pickaxe = 2, kept_pick = it;
              continue;
            }
        }
      else if (otyp_is (it, "unicorn horn") && !it->cursed)
        {
          if (unihorn == 0)
            {
              unihorn = 2;
              continue;
            }
        }
      else if (otyp_is (it, "skeleton key") || otyp_is (it, "lock pick") || otyp_is (it, "credit card"))
        {
          /* a key before a lock pick before a credit card: a worse one
             kept earlier is dropped */
          if (key == 2 && otyp_is (it, "skeleton key") && otyp_is (kept_key, "lock pick"))
            return q_sure (drop);
          if (key == 2 && !otyp_is (it, "credit card") && otyp_is (kept_key, "credit card"))
            return q_sure (drop);
          if (key == 0)
            {
              key = 2, kept_key = it;
              continue;
            }
        }
      if (it->worn || it == wep)
        continue;
      if (!evil || !intelligent)
        return q_sure (drop);
      /* EvilHack: it keeps the weapons it chose, what it would prefer to
         them, ammunition and launchers unless it has a propellor (then
         ammunition for that one), and what it could use. An object whose
         answer is unknown does not hide a later one it surely drops. */
      {
        NhsQ64 keep_h, keep_r, use, p;

        if ((int) i == hwep || (int) i == proj || (int) i == rwep)
          continue;
        keep_h = would_prefer_hwep (w, i);
        keep_r = would_prefer_rwep (w, i);
        p = nhs_q64_mul (nhs_q64_not (keep_h), nhs_q64_not (keep_r), &w->overflow);
        if (p.num == 0)
          continue;
        if (rwep < 0 ? evil_is_ammo (it) || evil_is_launcher (it) : evil_fires_from (it, sc->items->pdata[rwep]))
          continue;
        if (!evil_could_use (w, i, &use))
          {
            unknown = TRUE;
            continue;
          }
        p = nhs_q64_mul (p, nhs_q64_not (use), &w->overflow);
        if (nhs_q64_is_one (p))
          return q_sure (drop);
        stay = nhs_q64_mul (stay, nhs_q64_not (p), &w->overflow);
      }
    }
  *drop = nhs_q64_not (stay);
  return !unknown;
}

/* droppables () for dog_invent (): the chance it drops something first;
   an intelligent EvilHack pet that fights with weapons chooses them first
   (select_hwep (), select_rwep (): its propellor) */
static gboolean
droppables (const NhsMuseScenario *sc,
            guint                  skip,
            WCtx                  *w,
            NhsQ64                *drop)
{
  const NhsMonster *m = sc->data;
  NhsQ64 sum = NHS_Q64_ZERO;

  if (sc->variant->muse_pet_rules != NHS_MUSE_PET_EVIL || nhs_monster_has (m, NHS_M1_ANIMAL)
      || nhs_monster_has (m, NHS_M1_MINDLESS))
    return droppables_given (sc, skip, w, -1, -1, -1, drop);
  if (!nhs_monster_has_attack (m, "AT_WEAP"))
    return droppables_given (sc, skip, w, -1, -1, -1, drop) && !w->unknown;
  {
    const NhsQ64 *h = select_hwep (w);
    NhsQ64 hc[EVIL_WMAX + 1];
    Rwep r[G_N_ELEMENTS (w->r)];
    guint nr;

    select_rwep (w);
    memcpy (hc, h, sizeof hc);
    nr = w->nr;
    memcpy (r, w->r, nr * sizeof r[0]);
    for (guint a = 0; a <= EVIL_WMAX; a++)
      for (guint b = 0; b < nr; b++)
        {
          NhsQ64 d, p = nhs_q64_mul (hc[a], r[b].p, &w->overflow);

          if (p.num == 0)
            continue;
          if (!droppables_given (sc, skip, w, a == EVIL_WMAX ? -1 : (int) a, r[b].res, r[b].prop, &d))
            return FALSE;
          sum = nhs_q64_add (sum, nhs_q64_mul (p, d, &w->overflow), &w->overflow);
        }
  }
  *drop = sum;
  return !w->unknown && !w->overflow;
}

/* ---- EvilHack ---- */

static gboolean
named (const NhsMuseItem *it,
       const char        *name)
{
  return it != NULL && it->name != NULL && g_ascii_strcasecmp (it->name, name) == 0;
}

static gboolean
skill_is (const NhsMuseItem *it,
          const char        *skill)
{
  return it->object != NULL && strcmp (it->object->skill, skill) == 0;
}

static NhsObjectClass
oclass_of (const NhsMuseItem *it)
{
  return it->object != NULL ? it->object->oclass : NHS_OC_N_CLASSES;
}

/* obj.h is_ammo(): a weapon fired from a launcher, or any gem or stone
   (objects.c makes every GEM_CLASS object sling ammunition) */
static gboolean
evil_is_ammo (const NhsMuseItem *it)
{
  return oclass_of (it) == NHS_OC_GEM
         || (oclass_of (it) == NHS_OC_WEAPON
             && (skill_is (it, "-P_BOW") || skill_is (it, "-P_SLING") || skill_is (it, "-P_CROSSBOW")));
}

static gboolean
evil_is_launcher (const NhsMuseItem *it)
{
  return oclass_of (it) == NHS_OC_WEAPON && (skill_is (it, "P_BOW") || skill_is (it, "P_SLING") || skill_is (it, "P_CROSSBOW"));
}

/* ammo_and_launcher() */
static gboolean
evil_fires_from (const NhsMuseItem *ammo,
                 const NhsMuseItem *launcher)
{
  const char *s = oclass_of (ammo) == NHS_OC_GEM ? "-P_SLING" : ammo->object->skill;

  return evil_is_ammo (ammo) && evil_is_launcher (launcher) && s[0] == '-' && strcmp (s + 1, launcher->object->skill) == 0;
}

/* is_missile() || throwing_weapon() (dothrow.c 1358): a missile, a spear,
   a blade that is no sword (EvilHack's P_DAGGER, which includes knives,
   P_AXE, P_PICK_AXE) and pierces (oc_dir PIERCE), the heavy war hammer
   and the aklys */
static gboolean
evil_thrown (const NhsMuseItem *it)
{
  NhsObjectClass c = oclass_of (it);

  if ((c == NHS_OC_WEAPON || c == NHS_OC_TOOL)
      && (skill_is (it, "-P_DART") || skill_is (it, "-P_SHURIKEN") || skill_is (it, "-P_BOOMERANG")))
    return TRUE;
  if (c != NHS_OC_WEAPON)
    return FALSE;
  if ((skill_is (it, "P_DAGGER") || skill_is (it, "P_AXE") || skill_is (it, "P_PICK_AXE"))
      && (it->object->flags & NHS_OBJ_PIERCES))
    return TRUE;
  return skill_is (it, "P_SPEAR") || named (it, "heavy war hammer") || named (it, "aklys");
}

/* mondata.h telepathic () */
static gboolean
evil_telepathic (const NhsMonster *f)
{
  static const char *const t[] = { "floating eye", "mind flayer", "master mind flayer", "goblin shaman",
                                   "kobold shaman", "orc shaman", "hill giant shaman", "elven wizard",
                                   "gnomish wizard", "alhoon", "illithid", "gnoll cleric", "neothelid",
                                   "tortle shaman", "drow mage", "drow cleric", NULL };

  return f != NULL && f->name != NULL && g_strv_contains (t, f->name);
}

/* eat.c can_give_new_mintrinsic(): the corpse conveys fire, cold, sleep,
   disintegration, shock or poison resistance the pet lacks, or telepathy
   when it is not telepathic */
static gboolean
evil_new_intrinsic (const NhsMuseScenario *sc,
                    const NhsMonster      *f)
{
  return f != NULL && ((f->conveys & ~nhs_muse_mon_resists (sc) & (NHS_MR_FIRE | NHS_MR_COLD | NHS_MR_SLEEP
                                                                   | NHS_MR_DISINT | NHS_MR_ELEC | NHS_MR_POISON)) != 0
                       || (evil_telepathic (f) && !evil_telepathic (sc->data)));
}

/* mondata.h vegan (), vegetarian (), has_blood () */
static gboolean
evil_vegan (const NhsMonster *f)
{
  return mon_class (f, "S_BLOB") || mon_class (f, "S_JELLY") || mon_class (f, "S_FUNGUS")
         || mon_class (f, "S_VORTEX") || mon_class (f, "S_LIGHT") || mon_class (f, "S_PLANT")
         || (mon_class (f, "S_ELEMENTAL") && !mon_is (f, "stalker"))
         || (mon_class (f, "S_ENT") && !mon_is (f, "petrified ent"))
         || (mon_class (f, "S_GOLEM") && !mon_is (f, "flesh golem") && !mon_is (f, "leather golem"))
         || mon_class (f, "S_GHOST");
}

static gboolean
evil_has_blood (const NhsMonster *f)
{
  gboolean vegetarian = evil_vegan (f) || (mon_class (f, "S_PUDDING") && !mon_is (f, "black pudding"));

  return !vegetarian && (!nhs_monster_has (f, NHS_M2_UNDEAD) || nhs_monster_has (f, NHS_MH_VAMPIRE))
         && (!mon_class (f, "S_GOLEM") || mon_is (f, "flesh golem"));
}

/* mondata.h slimeproof (): green slime, flaming () or noncorporeal */
gboolean
nhs_muse_evil_slimeproof (const NhsMonster *m)
{
  static const char *const flaming[] = { "fire vortex", "flaming sphere", "fire elemental", "salamander",
                                         "lava demon", "lava gremlin", "balrog", "Mephistopheles", "orb of fire",
                                         NULL };

  return mon_is (m, "green slime") || (m->name != NULL && g_strv_contains (flaming, m->name)) || mon_class (m, "S_GHOST");
}

/* the pet's race (mon_has_race(): its race's flags when it has one, else
   its species') */
static gboolean
evil_race (const NhsMuseScenario *sc,
           NhsMFlag               flag)
{
  return nhs_monster_has (nhs_muse_race_of (sc), flag);
}

/* EvilHack dog.c dogfood() (1251-1457) for the scenario's item: a fresh
   corpse, tin or egg, never an artifact, poisoned or erodeproof, at its
   base material; EVIL_UNKNOWN where the scenario does not say */
static int
evil_dogfood (const NhsMuseScenario *sc,
              const NhsMuseItem     *it,
              guint                  skip)
{
  const NhsMonster *m = sc->data, *f = it->made_of_data;
  const char *n = it->object->name;
  gboolean carni = nhs_monster_has (m, NHS_M1_CARNIVORE), herbi = nhs_monster_has (m, NHS_M1_HERBIVORE);
  gboolean starving = sc->pet_starving, mblind = sc->blind && !nhs_monster_has (m, NHS_M1_NOEYES);
  gboolean corpse = strcmp (n, "corpse") == 0, egg = strcmp (n, "egg") == 0;
  /* resists_*(): species, race and what it wears but the object itself
     (can_give_new_mintrinsic () reads its intrinsics alone) */
  guint res = nhs_muse_mon_resists_worn (sc, skip);
  const NhsObject *slime_mold = nhs_object_lookup (sc->variant, "slime mold");

  if (strcmp (n, "Amulet of Yendor") == 0 || strcmp (n, "Book of the Dead") == 0
      || strcmp (n, "Candelabrum of Invocation") == 0 || strcmp (n, "Bell of Opening") == 0)
    return it->cursed ? NHS_MUSE_TABU : NHS_MUSE_APPORT;
  if (oclass_of (it) == NHS_OC_FOOD)
    {
      /* a corpse of no named monster */
      if (corpse && f == NULL)
        return EVIL_UNKNOWN;
      if (corpse && rider (f))
        return NHS_MUSE_TABU;
      /* touch_petrifies (), and Medusa's, which petrifies who eats it */
      if ((corpse || egg) && (petrifies (f) || mon_is (f, "Medusa")) && !(res & NHS_MR_STONE))
        return NHS_MUSE_POISON;
      /* a vampire drains fresh blood (has_blood ()), nothing else;
         satiated, only for a new intrinsic */
      if (nhs_monster_has (m, NHS_MH_VAMPIRE))
        {
          if (!corpse || !evil_has_blood (f))
            return NHS_MUSE_TABU;
          return sc->pet_satiated && !evil_new_intrinsic (sc, f) ? NHS_MUSE_MANFOOD : NHS_MUSE_DOGFOOD;
        }
      if (!carni && !herbi)
        return it->cursed ? NHS_MUSE_UNDEF : NHS_MUSE_APPORT;
      /* ghouls and zombies by race: a fresh corpse of a monster that is
         not vegan, or a fresh egg, only when starving */
      if (mon_is (m, "ghoul") || evil_race (sc, NHS_MH_ZOMBIE))
        return (corpse && !evil_vegan (f)) || egg ? (starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_POISON)
               : corpse ? NHS_MUSE_POISON : NHS_MUSE_TABU;
      if (egg && evil_race (sc, NHS_MH_GNOME))
        return NHS_MUSE_TABU;
      if (strcmp (n, "tripe ration") == 0 || strcmp (n, "meatball") == 0 || strcmp (n, "meat ring") == 0
          || strcmp (n, "meat stick") == 0 || g_str_has_prefix (n, "meat ") || strcmp (n, "strip of bacon") == 0
          || strcmp (n, "huge chunk of meat") == 0)
        return carni ? NHS_MUSE_DOGFOOD : NHS_MUSE_MANFOOD;
      if (egg)
        return carni ? NHS_MUSE_CADAVER : NHS_MUSE_MANFOOD;
      if (corpse)
        {
          /* a fresh corpse (a pet that is not turning to stone: the
             lizard cures none) */
          if ((nhs_monster_has (f, NHS_M1_ACID) && !(res & NHS_MR_ACID))
              || (nhs_monster_has (f, NHS_M1_POIS) && !(res & NHS_MR_POISON)))
            return NHS_MUSE_POISON;
          /* green slime is better than starving, unless slimeproof () */
          if (mon_is (f, "green slime") && !nhs_muse_evil_slimeproof (m))
            return starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_POISON;
          if (nhs_monster_has (f, NHS_M2_SHAPESHIFTER))
            return starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
          if (evil_vegan (f))
            return herbi ? (evil_new_intrinsic (sc, f) ? NHS_MUSE_DOGFOOD : NHS_MUSE_CADAVER) : NHS_MUSE_MANFOOD;
          /* no cannibals, elves and drow not even starving */
          if (nhs_monster_has (m, NHS_M1_HUMANOID) && same_race (m, f, TRUE) && !nhs_monster_has (m, NHS_M2_UNDEAD)
              && !mon_class (f, "S_KOBOLD") && !mon_class (f, "S_ORC") && !mon_class (f, "S_OGRE"))
            return starving && carni && !evil_race (sc, NHS_MH_ELF) && !evil_race (sc, NHS_MH_DROW) ? NHS_MUSE_ACCFOOD
                   : NHS_MUSE_TABU;
          if (!carni)
            return NHS_MUSE_MANFOOD;
          return evil_new_intrinsic (sc, f) ? NHS_MUSE_DOGFOOD : NHS_MUSE_CADAVER;
        }
      if (strcmp (n, "clove of garlic") == 0)
        return nhs_monster_has (m, NHS_M2_UNDEAD) ? NHS_MUSE_TABU
               : herbi || starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "tin") == 0)
        return nhs_monster_has (m, NHS_M1_METALLIVORE) ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "eucalyptus leaf") == 0)
        return starving || herbi ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "apple") == 0 || strcmp (n, "orange") == 0 || strcmp (n, "pear") == 0
          || strcmp (n, "melon") == 0 || strcmp (n, "mistletoe") == 0 || strcmp (n, "kelp frond") == 0
          || strcmp (n, "slime mold") == 0)
        return herbi ? NHS_MUSE_DOGFOOD : starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "carrot") == 0)
        return herbi || mblind ? NHS_MUSE_DOGFOOD : starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      if (strcmp (n, "banana") == 0)
        return mon_class (m, "S_YETI") && herbi ? NHS_MUSE_DOGFOOD
               : herbi || starving ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      /* rations: the races that eat them */
      if ((strcmp (n, "K-ration") == 0 || strcmp (n, "C-ration") == 0 || strcmp (n, "cram ration") == 0
           || strcmp (n, "lembas wafer") == 0 || strcmp (n, "food ration") == 0)
          && (evil_race (sc, NHS_MH_HUMAN) || evil_race (sc, NHS_MH_ELF) || evil_race (sc, NHS_MH_DROW)
              || evil_race (sc, NHS_MH_DWARF) || evil_race (sc, NHS_MH_GNOME) || evil_race (sc, NHS_MH_ORC)
              || evil_race (sc, NHS_MH_HOBBIT) || evil_race (sc, NHS_MH_GIANT) || evil_race (sc, NHS_MH_CENTAUR)
              || evil_race (sc, NHS_MH_ILLITHID) || evil_race (sc, NHS_MH_TORTLE) || evil_race (sc, NHS_MH_AASIMAR)))
        return NHS_MUSE_ACCFOOD;
      if (starving)
        return NHS_MUSE_ACCFOOD;
      if (slime_mold != NULL && it->object > slime_mold)
        return carni ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
      return herbi ? NHS_MUSE_ACCFOOD : NHS_MUSE_MANFOOD;
    }
  if (oclass_of (it) == NHS_OC_ROCK)
    return NHS_MUSE_UNDEF;
  if (strcmp (n, "amulet of strangulation") == 0 || strcmp (n, "ring of slow digestion") == 0)
    return NHS_MUSE_TABU;
  /* a ring's or wand's material goes with its random appearance: the
     scenario's "material", or its own where it has only one; not said,
     not known where the pet hates a material it may be made of (no ring
     or wand is mithril, so an orc's is known) */
  if ((oclass_of (it) == NHS_OC_RING || oclass_of (it) == NHS_OC_WAND)
      && nhs_muse_item_material (sc->variant, it) == NULL)
    {
      if (mon_is (m, "gelatinous cube") || nhs_monster_has (m, NHS_M1_METALLIVORE))
        return EVIL_UNKNOWN;
      if (hates_some_material_of (sc, it))
        return EVIL_HATED_OR_NOT;
    }
  else
    {
      const char *mat = nhs_muse_item_material (sc->variant, it);
      /* a ring's or wand's is_metallic () by its material (EvilHack's
         IRON to ADAMANTINE: some object of the version of that material
         is metallic), any other object's as its kind's */
      gboolean metallic = oclass_of (it) == NHS_OC_RING || oclass_of (it) == NHS_OC_WAND
                          ? material_metallic (sc->variant, mat) : (it->object->flags & NHS_OBJ_METALLIC) != 0;

      if (nhs_muse_evil_hates_material (sc, mat))
        return NHS_MUSE_TABU;
      if (mon_is (m, "gelatinous cube") && material_rank (mat) <= material_rank ("WOOD"))
        return NHS_MUSE_ACCFOOD;
      if (nhs_monster_has (m, NHS_M1_METALLIVORE) && metallic
          && (strcmp (mat, "IRON") == 0 || !mon_is (m, "rust monster")))
        return strcmp (mat, "IRON") == 0 ? NHS_MUSE_DOGFOOD : NHS_MUSE_ACCFOOD;
    }
  if (!it->cursed && oclass_of (it) != NHS_OC_BALL && oclass_of (it) != NHS_OC_CHAIN)
    return NHS_MUSE_APPORT;
  return NHS_MUSE_UNDEF;
}

/* the objects could_use_item() names (dogmove.c 127-185) */
static gboolean
evil_useful_kind (const NhsMuseScenario *sc,
                  const NhsMuseItem     *it)
{
  static const char *const useful[] = {
    "amulet of life saving", "amulet of reflection", "amulet of flying", "amulet of magic resistance",
    "amulet of guarding", "amulet of ESP", "bag of holding", "bag of tricks", "oilskin sack", "sack",
    "scroll of teleportation", "scroll of earth", "scroll of remove curse", "scroll of charging", "scroll of fire",
    "scroll of stinking cloud", "wand of wishing", "wand of death", "wand of digging", "wand of fire",
    "wand of cold", "wand of lightning", "wand of magic missile", "wand of striking", "wand of teleportation",
    "wand of polymorph", "wand of cancellation", "wand of undead turning", "potion of healing",
    "potion of extra healing", "potion of full healing", "potion of restore ability", "potion of paralysis",
    "potion of blindness", "potion of confusion", "potion of hallucination", "potion of acid",
    "potion of polymorph", "potion of oil", "ring of invisibility", "ring of fire resistance",
    "ring of cold resistance", "ring of poison resistance", "ring of shock resistance", "ring of regeneration",
    "ring of teleportation", "ring of teleport control", "ring of slow digestion", "ring of increase damage",
    "ring of increase accuracy", "ring of protection", "ring of levitation", "ring of free action",
    "ring of ancient", "ring of lustrous", "frost horn", "fire horn", "magic harp", "drum of earthquake",
    "figurine", "eucalyptus leaf", "mistletoe", "unicorn horn", NULL
  };

  for (int k = 0; useful[k] != NULL; k++)
    if (named (it, useful[k]))
      return TRUE;
  return nhs_monster_has (sc->data, NHS_MH_VAMPIRE) && (named (it, "potion of blood") || named (it, "potion of vampire blood"));
}

/* muse.c cures_stoning(…, FALSE): a potion of acid or a lizard corpse (none
   of the scenario's other corpses is acidic) */
static gboolean
evil_cures_stoning (const char *name)
{
  return name != NULL && (g_ascii_strcasecmp (name, "potion of acid") == 0 || g_ascii_strcasecmp (name, "lizard corpse") == 0);
}

/* the bags could_use_item() ranks, worst first (objects[] order) */
static int
evil_bag_rank (const char *name)
{
  static const char *const bags[] = { "sack", "oilskin sack", "bag of holding", NULL };

  for (int k = 0; name != NULL && bags[k] != NULL; k++)
    if (g_ascii_strcasecmp (name, bags[k]) == 0)
      return k + 1;
  return 0;
}

/* ---- EvilHack: is_better_armor() (dogmove.c 31-97) ---- */

/* a worn object of the pet's pack (all but item `skip`) whose oc_oprop is
   PROP: what update_mon_intrinsics () puts into mextrinsics (MR2_*) and
   resists_magm () and mon_reflects () find on it */
gboolean
nhs_muse_pet_wears_prop (const NhsMuseScenario *sc,
                     guint                  skip,
                     const char            *prop)
{
  for (guint k = 0; k < sc->items->len; k++)
    {
      const NhsMuseItem *it = sc->items->pdata[k];
      if (k != skip && it->worn && it->object != NULL && strcmp (it->object->prop, prop) == 0)
        return TRUE;
    }
  return FALSE;
}

/* muse.c mon_reflects (): a worn shield of reflection, amulet of
   reflection or silver dragon scales (a cloak), a silver dragon, Tiamat
   (no artifacts, barding or dragon-scaled suits in a scenario) */
gboolean
nhs_muse_pet_reflects (const NhsMuseScenario *sc,
                       guint                  skip)
{
  return nhs_muse_pet_wears_prop (sc, skip, "REFLECTING") || mon_is (sc->data, "silver dragon")
         || mon_is (sc->data, "Tiamat");
}

/* mondata.c max_passive_dmg (mdef, magr): the most passive damage mdef's
   AT_NONE or AT_BOOM attacks can do to magr (resistances `res`,
   NHS_MR_*) times magr's touching attacks */
int
nhs_muse_max_passive_dmg (const NhsMonster *mdef,
                          const NhsMonster *magr,
                          guint             res)
{
  static const char *const touching[] = { "AT_CLAW", "AT_BITE", "AT_KICK", "AT_BUTT", "AT_TUCH", "AT_STNG",
                                          "AT_HUGS", "AT_ENGL", "AT_TENT", "AT_WEAP", NULL };
  int multi2 = 0, max_dmg = 0;

  for (int i = 0; i < magr->n_attacks; i++)
    if (magr->attacks[i].type != NULL && name_in (magr->attacks[i].type, touching))
      multi2++;
  for (int i = 0; i < mdef->n_attacks; i++)
    {
      const NhsAttack *a = &mdef->attacks[i];
      const char *ad = a->damage != NULL ? a->damage : "";
      int dmg = 0;

      if (a->type == NULL || (strcmp (a->type, "AT_NONE") != 0 && strcmp (a->type, "AT_BOOM") != 0))
        continue;
      if ((strcmp (ad, "AD_ACID") == 0 && !(res & NHS_MR_ACID)) || (strcmp (ad, "AD_COLD") == 0 && !(res & NHS_MR_COLD))
          || (strcmp (ad, "AD_FIRE") == 0 && !(res & NHS_MR_FIRE)) || (strcmp (ad, "AD_ELEC") == 0 && !(res & NHS_MR_ELEC))
          || strcmp (ad, "AD_DISE") == 0 || strcmp (ad, "AD_STON") == 0 || strcmp (ad, "AD_PHYS") == 0)
        dmg = (a->dice != 0 ? a->dice : mdef->level + 1) * a->sides;
      max_dmg = MAX (max_dmg, dmg);
    }
  return max_dmg * multi2;
}

/* worn.c armor_bonus () of an object at its base material, neither eroded
   nor forged better or worse, not dragon-scaled: a_ac, at least 1 for
   metal (material_bonus ()), plus its enchantment */
static int
evil_armor_bonus (const NhsObject *o,
                  int              spe)
{
  int bon = o->ac;

  if ((o->flags & NHS_OBJ_METALLIC) && bon < 1)
    bon = 1;
  return MAX (bon, 0) + spe;
}

/* worn.c extra_pref (who, obj, 0) for a piece of armour, by the one
   property its oc_oprop gives. The hero (`hero`) has no extrinsic
   MR2_* bits (youmonst.mextrinsics is never set) and is never MFAST
   (youmonst.permspeed); it is a human, not polymorphed (the caller
   checks). */
static int
evil_extra_pref (const NhsMuseScenario *sc,
                 gboolean               hero,
                 guint                  skip,
                 const NhsObject       *o)
{
  const NhsMonster *m = sc->data;
  const char *p = o->prop;
  gboolean grounded = !nhs_monster_has (m, NHS_M1_FLY) && !mon_class (m, "S_EYE") && !mon_class (m, "S_LIGHT")
                      && !mon_class (m, "S_ORB") && !nhs_monster_has (m, NHS_M1_CLING);

  if (strcmp (p, "ANTIMAGIC") == 0)
    {
      gboolean resists;

      if (hero)
        {
          resists = FALSE;
          for (guint a = 0; a < sc->hero_armor->len; a++)
            {
              const NhsObject *w = nhs_object_lookup (sc->variant, ((NhsMuseArmor *) sc->hero_armor->pdata[a])->name);
              resists |= w != NULL && strcmp (w->prop, "ANTIMAGIC") == 0;
            }
        }
      else
        /* resists_mgc (), a worn antimagic object, defended (): an
           adult gray dragon is its own scales */
        resists = nhs_monster_has_attack_for (m, NULL, "AD_MAGM") || nhs_monster_has_attack_for (m, NULL, "AD_RBRE") || mon_is (m, "baby gray dragon")
                  || mon_is (m, "Archon") || mon_is (m, "Archangel") || mon_is (m, "aasimar")
                  || mon_is (m, "gray dragon") || nhs_muse_pet_wears_prop (sc, skip, "ANTIMAGIC");
      return resists ? 0 : 50;
    }
  if (strcmp (p, "REFLECTING") == 0)
    {
      /* mon_reflects (): a worn shield of reflection, amulet of reflection
         or silver dragon scales (a cloak), a silver dragon, Tiamat;
         the hero's ureflects () */
      gboolean reflects = hero ? nhs_muse_hero_reflects (sc) : nhs_muse_pet_reflects (sc, skip);
      return reflects ? 0 : 40;
    }
  if (strcmp (p, "DISPLACED") == 0)
    return !hero && nhs_muse_pet_wears_prop (sc, skip, p) ? 0 : 30;
  if (strcmp (p, "FREE_ACTION") == 0)
    return !hero && nhs_muse_pet_wears_prop (sc, skip, p) ? 0 : 30;
  if (strcmp (p, "FAST") == 0)
    return !hero && sc->speed == NHS_MUSE_SPEED_FAST ? 0 : 25; /* permspeed: worn speed boots do not count */
  if (strcmp (p, "FLYING") == 0)
    return hero || (grounded && !nhs_muse_pet_wears_prop (sc, skip, p)) ? 20 : 0;
  if (strcmp (p, "LEVITATION") == 0)
    return hero || (grounded && !nhs_muse_pet_wears_prop (sc, skip, p)) ? 15 : 0;
  if (strcmp (p, "JUMPING") == 0 || strcmp (p, "WWALKING") == 0)
    return !hero && nhs_muse_pet_wears_prop (sc, skip, p) ? 0 : 10;
  return 0;
}

/* mondata.c num_horns () > 0 */
static gboolean
evil_horned (const NhsMonster *m)
{
  static const char *const horned[] = { "horned devil", "minotaur", "elder minotaur", "Asmodeus", "Baphomet", "balrog",
                                        "satyr", "stag", "white unicorn", "gray unicorn", "black unicorn",
                                        "eldritch ki-rin", "ki-rin", NULL };

  for (int k = 0; horned[k] != NULL; k++)
    if (mon_is (m, horned[k]))
      return TRUE;
  return FALSE;
}

/* obj.h is_flimsy () at the base material: up to LEATHER in EvilHack's
   order (SPIDER_SILK among them), or DRAGON_HIDE */
static gboolean
evil_flimsy (const NhsObject *o)
{
  return nhs_level_evil_material_soft (o->material) || strcmp (o->material, "DRAGON_HIDE") == 0
         || strcmp (o->name, "rubber hose") == 0;
}

/* you.h druid_form, vampire_form: the hero is a Druid in one of its
   wildshapes, or a vampire by race in one of its forms (monst.c's
   M2_DRUID_FORM_*, M2_VAMPIRE_FORM). sliparm () and breakarm () ask it
   whoever wears the armour. */
static gboolean
evil_shapeform (const NhsMuseScenario *sc)
{
  const NhsMonster *f = sc->poly_data;

  return f != NULL
         && ((sc->hero_shapechanger == 1
              && (nhs_monster_has (f, NHS_M2_DRUID_FORM_A) || nhs_monster_has (f, NHS_M2_DRUID_FORM_B)
                  || nhs_monster_has (f, NHS_M2_DRUID_FORM_C) || nhs_monster_has (f, NHS_M2_DRUID_FORM_D)))
             || (sc->hero_shapechanger == 2 && nhs_monster_has (f, NHS_M2_VAMPIRE_FORM)));
}

/* mondata.c cantweararm () = breakarm () || sliparm () by r_data (): the
   pet's race's monster, or the hero's form (`r`, centaur and tortle by
   race) */
static gboolean
evil_cantweararm (const NhsMuseScenario *sc,
                  const NhsMonster      *r,
                  gboolean               centaur,
                  gboolean               tortle)
{
  gboolean shape = evil_shapeform (sc);

  if (!shape && (mon_class (r, "S_VORTEX") || mon_is (r, "air elemental") || r->size <= 1 /* MZ_SMALL */
                 || mon_class (r, "S_GHOST")))
    return TRUE;                                     /* sliparm () */
  if (centaur)
    return FALSE;
  if (tortle)
    return TRUE;
  if (mon_is (r, "drider") || shape)
    return FALSE;
  return r->size >= 3 /* MZ_LARGE */ || (r->size > 1 && !nhs_monster_has (r, NHS_M1_HUMANOID)) || mon_is (r, "marilith");
}

/* is_better_armor (who, otmp) for the scenario's item `k` (its spe), the
   pet's pack being the scenario's items but `skip`; the hero's worn armour
   is the scenario's, each +0. With the hero polymorphed its form decides
   for the hero, and a Druid's or vampire's form (evil_shapeform ()) for
   both; EVIL_UNKNOWN where the hero's form would weigh a property. */
static int
evil_better_armor (const NhsMuseScenario *sc,
                   gboolean               hero,
                   guint                  k,
                   guint                  skip)
{
  const NhsMuseItem *it = sc->items->pdata[k];
  const NhsObject *o = it->object;
  const NhsMonster *m = sc->data;
  const char *slot = o->slot;
  gboolean found = FALSE;
  int best = 0, mine;

  if (o->oclass != NHS_OC_ARMOR)
    return FALSE;
  if (hero && sc->poly_data != NULL)
    {
      /* the hero polymorphed: its form (r_data (&youmonst)) decides as a
         monster's would; what worn objects give it (extra_pref ()) is
         the form's too, answered only where nothing compared has a
         property */
      const NhsMonster *f = sc->poly_data;
      const NhsObject *w = sc->hero_wielding != NULL ? nhs_object_lookup (sc->variant, sc->hero_wielding) : NULL;

      if (evil_cantweararm (sc, f, nhs_monster_has (f, NHS_MH_CENTAUR), nhs_monster_has (f, NHS_MH_TORTLE))
          && !(strcmp (slot, "cloak") == 0 && f->size == 1 /* MZ_SMALL */))
        return FALSE;
      if (strcmp (slot, "shield") == 0 && w != NULL && (w->oclass == NHS_OC_WEAPON || w->oclass == NHS_OC_TOOL)
          && (w->flags & NHS_OBJ_BIMANUAL))
        return FALSE;
      if ((strcmp (slot, "gloves") == 0 && nhs_monster_has (f, NHS_M1_NOHANDS))
          || (strcmp (slot, "boots") == 0 && (nhs_monster_has (f, NHS_M1_SLITHY) || mon_class (f, "S_CENTAUR")))
          || (strcmp (slot, "helm") == 0 && !evil_flimsy (o) && evil_horned (f)))
        return FALSE;
      if (*o->prop != '\0')
        return EVIL_UNKNOWN;
      for (guint a = 0; a < sc->hero_armor->len; a++)
        {
          const NhsObject *h = nhs_object_lookup (sc->variant, ((NhsMuseArmor *) sc->hero_armor->pdata[a])->name);

          if (h == NULL || strcmp (h->slot, slot) != 0)
            continue;
          if (*h->prop != '\0')
            return EVIL_UNKNOWN;
          if (!found || evil_armor_bonus (h, 0) > best)
            best = evil_armor_bonus (h, 0), found = TRUE;
        }
      return !found || evil_armor_bonus (o, it->spe) > best;
    }
  if (hero)
    {
      const NhsObject *w = sc->hero_wielding != NULL ? nhs_object_lookup (sc->variant, sc->hero_wielding) : NULL;

      /* a human: no cantweararm (), no horns, hands, feet; no
         misc_worn_check for the hero, so a shirt is never refused; a
         shield not beside a two-handed weapon (bimanual ()) */
      if (strcmp (slot, "shield") == 0 && w != NULL && (w->oclass == NHS_OC_WEAPON || w->oclass == NHS_OC_TOOL)
          && (w->flags & NHS_OBJ_BIMANUAL))
        return FALSE;
      for (guint a = 0; a < sc->hero_armor->len; a++)
        {
          const NhsObject *h = nhs_object_lookup (sc->variant, ((NhsMuseArmor *) sc->hero_armor->pdata[a])->name);
          int v;

          if (h == NULL || strcmp (h->slot, slot) != 0)
            continue;
          v = evil_armor_bonus (h, 0) + evil_extra_pref (sc, TRUE, skip, h);
          if (!found || v > best)
            best = v, found = TRUE;
        }
      mine = evil_armor_bonus (o, it->spe) + evil_extra_pref (sc, TRUE, skip, o);
      return !found || mine > best;
    }
  if (evil_cantweararm (sc, nhs_muse_race_of (sc), evil_race (sc, NHS_MH_CENTAUR), evil_race (sc, NHS_MH_TORTLE))
      && !(strcmp (slot, "cloak") == 0 && m->size == 1 /* MZ_SMALL */))
    return FALSE;
  if (strcmp (slot, "shirt") == 0)
    for (guint a = 0; a < sc->items->len; a++)
      {
        const NhsMuseItem *w = sc->items->pdata[a];
        if (a != skip && w->worn && w->object != NULL && strcmp (w->object->slot, "suit") == 0)
          return FALSE;
      }
  if (strcmp (slot, "shield") == 0)
    for (guint a = 0; a < sc->items->len; a++)
      {
        const NhsMuseItem *w = sc->items->pdata[a];
        /* mon_bimanual (): a giant (by its species) wields any but a
           two-handed launcher in one hand */
        if (a != skip && w->wielded && w->object != NULL
            && (w->object->oclass == NHS_OC_WEAPON || w->object->oclass == NHS_OC_TOOL)
            && (w->object->flags & NHS_OBJ_BIMANUAL)
            && (!nhs_monster_has (m, NHS_MH_GIANT)
                || (w->object->oclass == NHS_OC_WEAPON
                    && (strcmp (w->object->skill, "P_BOW") == 0
                        || (strcmp (w->object->skill, "P_CROSSBOW") == 0
                            && strcmp (w->object->name, "dark elven hand crossbow") != 0)))))
          return FALSE;
      }
  if (strcmp (slot, "gloves") == 0 && nhs_monster_has (m, NHS_M1_NOHANDS))
    return FALSE;
  if (strcmp (slot, "boots") == 0 && (nhs_monster_has (m, NHS_M1_SLITHY) || mon_class (m, "S_CENTAUR")))
    return FALSE;
  if (strcmp (slot, "helm") == 0 && !evil_flimsy (o) && evil_horned (m))
    return FALSE;
  for (guint a = 0; a < sc->items->len; a++)
    {
      const NhsMuseItem *w = sc->items->pdata[a];
      int v;

      if (a == skip || a == k || !w->worn || w->object == NULL || strcmp (w->object->slot, slot) != 0)
        continue;
      v = evil_armor_bonus (w->object, w->spe) + evil_extra_pref (sc, FALSE, skip, w->object);
      if (!found || v > best)
        best = v, found = TRUE;
    }
  mine = evil_armor_bonus (o, it->spe) + evil_extra_pref (sc, FALSE, skip, o);
  return !found || mine > best;
}

/* EvilHack dogmove.c could_use_item(mtmp, obj, TRUE, FALSE) (103-292) for
   item `k`, lying on the floor (`floor`) or in the pack; the pack is the
   scenario's items but `skip`. The hero's inventory is what the scenario
   says the hero wields and wears. `out`: the chance, 0 or 1 but where an
   intelligent pet's weapon preferences roll. FALSE where it needs what the
   scenario does not hold. */
/* msp_reading ("state.reading") as dog_invent () finds it: the pet's turn
   asks find_misc () first (monmove.c dochug () 854-862) unless
   find_defensive () found something, and find_misc () (muse.c 3472-3500)
   keeps it only while the pet sees, is neither stunned nor confused, and
   carries a book of that kind (item `skip` lies on its square); a hostile
   one near the hero stops too, but a pet is peaceful. *kept: kept; FALSE
   where it depends on find_defensive () (it would stop, if asked) */
static gboolean
evil_reading (const NhsMuseScenario *sc,
              guint                  skip,
              gboolean              *kept)
{
  *kept = FALSE;
  if (sc->reading == NULL)
    return TRUE;
  if (sc->blind || sc->stunned || sc->confused)
    return FALSE;
  for (guint k = 0; k < sc->items->len; k++)
    {
      const NhsMuseItem *it = sc->items->pdata[k];

      if (k != skip && it->kind == NHS_MI_SPELLBOOK && strcmp (it->object->name, sc->reading) == 0)
        {
          *kept = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
evil_could_use (WCtx   *w,
                guint   k,
                NhsQ64 *out)
{
  const NhsMuseScenario *sc = w->sc;
  guint skip = w->skip;
  const NhsMonster *m = sc->data;
  const NhsMuseItem *it = sc->items->pdata[k];
  NhsObjectClass c = oclass_of (it);
  int df;
  gboolean can_use, thrown, reading = FALSE;
  NhsQ64 weapon = NHS_Q64_ZERO;

  *out = NHS_Q64_ZERO;
  if (nhs_monster_has (m, NHS_M1_ANIMAL) || nhs_monster_has (m, NHS_M1_MINDLESS) || nhs_monster_has (m, NHS_M1_NOHANDS))
    return TRUE;
  df = evil_dogfood (sc, it, skip);
  thrown = evil_thrown (it);
  if (df == EVIL_UNKNOWN)
    return FALSE;
  /* could_use_item () asks only dogfood () < APPORT: neither TABU nor
     APPORT is, so a carried ring's unknown material changes nothing */
  if (df == EVIL_HATED_OR_NOT)
    df = NHS_MUSE_TABU;
  /* ... || mon_wants_spellbook () (muse.c 3426-3442): a book a spellcaster
     can learn from, or of the kind it is partway through (msp_reading,
     as this turn's find_misc () leaves it: evil_reading ()) */
  if (c == NHS_OC_SPBOOK && sc->reading != NULL && strcmp (it->object->name, sc->reading) == 0
      && !evil_reading (sc, skip, &reading))
    return FALSE;
  can_use = df < NHS_MUSE_APPORT || evil_useful_kind (sc, it) || evil_cures_stoning (it->name)
            || (c == NHS_OC_SPBOOK && (nhs_muse_can_learn_spell (sc, it)
                                       || (reading && strcmp (it->object->name, sc->reading) == 0)));
  /* a better weapon: would_prefer_hwep () or would_prefer_rwep () */
  if (!can_use && nhs_monster_has_attack (m, "AT_WEAP") && evil_is_weapon (it->object))
    {
      weapon = nhs_q64_not (nhs_q64_mul (nhs_q64_not (would_prefer_hwep (w, k)),
                                         nhs_q64_not (would_prefer_rwep (w, k)), &w->overflow));
      if (w->unknown || w->overflow)
        return FALSE;
    }
  /* mon_wants_ammo() (weapon.c 1216): ammunition for a launcher it
     carries, any missile or throwing weapon, not of a hated material,
     unless a hostile monster (neither peaceful nor tame) is beside it */
  if (!can_use && (evil_is_ammo (it) || thrown) && !nhs_muse_evil_hates_material (sc, it->object->material))
    {
      gboolean fighting = FALSE;

      for (guint o = 0; o < sc->others->len; o++)
        {
          const NhsMuseOther *other = sc->others->pdata[o];

          fighting |= ABS (other->dx) <= 1 && ABS (other->dy) <= 1 && !other->peaceful && !other->tame;
        }
      can_use = thrown && !fighting;
      for (guint o = 0; o < sc->items->len && !can_use && !fighting; o++)
        can_use = o != skip && o != k && evil_fires_from (it, sc->items->pdata[o]);
    }
  /* better armour (is_better_armor ()) */
  if (!can_use && c == NHS_OC_ARMOR)
    {
      int better = evil_better_armor (sc, FALSE, k, skip);

      if (better == EVIL_UNKNOWN)
        return FALSE;
      can_use = better;
    }
  /* from here on the answer is certain once it could use it */
  *out = can_use ? NHS_Q64_ONE : weapon;
  if (out->num == 0)
    return TRUE;
  if (nhs_monster_has (m, NHS_M2_GREEDY))
    return TRUE;
  /* armour: only what would not be better armour for the hero */
  if (c == NHS_OC_ARMOR)
    {
      int better = evil_better_armor (sc, TRUE, k, skip);

      if (better == EVIL_UNKNOWN)
        return FALSE;
      if (better)
        *out = NHS_Q64_ZERO;
      return TRUE;
    }
  /* is_chargeable() && spe <= 0: a ring with charges is chargeable when
     the hero knows its enchantment, or has seen it and knows its kind
     ("identified") */
  if (nhs_muse_item_charged_ring (it) && it->spe <= 0 && it->identified)
    return q_none (out);
  if ((c == NHS_OC_WAND || (c == NHS_OC_TOOL && *it->object->skill == '\0' && (it->object->flags & NHS_OBJ_CHARGED)))
      && it->spe <= 0)
    return q_none (out);
  if ((named (it, "bag of holding") || named (it, "bag of tricks")) && it->cursed)
    return q_none (out);
  /* one of a kind in its pack (ammunition excepted); no worse bag than
     one it has */
  for (guint o = 0; o < sc->items->len; o++)
    {
      const NhsMuseItem *other = sc->items->pdata[o];

      if (o == skip || o == k)
        continue;
      if (evil_bag_rank (it->object->name) > 0 && evil_bag_rank (other->object->name) > evil_bag_rank (it->object->name))
        return q_none (out);
      if (other->object == it->object)
        {
          if (evil_is_ammo (it) || thrown)
            continue;
          return q_none (out);
        }
    }
  if (c == NHS_OC_POTION || c == NHS_OC_SCROLL || c == NHS_OC_RING || c == NHS_OC_AMULET
      || (c == NHS_OC_WAND && !named (it, "wand of death") && !named (it, "wand of wishing")))
    return TRUE;
  if (evil_is_ammo (it) || thrown)
    return TRUE;
  /* otherwise only what the hero has one like already */
  {
    const char *hero[1 + 16];
    guint nh = 0;

    if (sc->hero_wielding != NULL)
      hero[nh++] = sc->hero_wielding;
    for (guint a = 0; a < sc->hero_armor->len && nh < G_N_ELEMENTS (hero); a++)
      hero[nh++] = ((const NhsMuseArmor *) sc->hero_armor->pdata[a])->name;
    for (guint h = 0; h < nh; h++)
      {
        const NhsMuseItemInfo *hi = nhs_muse_item_lookup (sc->variant, hero[h]);

        if (evil_cures_stoning (it->name))
          {
            if (evil_cures_stoning (hero[h]))
              return TRUE;
          }
        else if (evil_bag_rank (it->object->name) > 0)
          {
            if (evil_bag_rank (hero[h]) >= evil_bag_rank (it->object->name))
              return TRUE;
          }
        else if ((hi != NULL && hi->object == it->object) || (c == NHS_OC_FOOD && hi != NULL && hi->oclass == NHS_OC_FOOD))
          return TRUE;
      }
  }
  return q_none (out);
}

/* could_reach_item() (dogmove.c 2298): a floating monster (is_floater ())
   or one levitating (can_levitate (): MR2_LEVITATE, which a worn object
   whose oc_oprop is LEVITATION gives, update_mon_intrinsics ()) does not
   reach the floor */
static gboolean
evil_reaches (const NhsMuseScenario *sc,
              guint                  skip)
{
  if (mon_class (sc->data, "S_EYE") || mon_class (sc->data, "S_LIGHT") || mon_class (sc->data, "S_ORB"))
    return FALSE;
  return !nhs_muse_pet_wears_prop (sc, skip, "LEVITATION");
}

/* EvilHack dog_invent() (dogmove.c 882-985) after the hero's square: FALSE
   where the scenario does not say */
static gboolean
evil_fate_rest (WCtx            *wc,
                guint            i,
                NhsMuseItemFate *f,
                int              load,
                int              w,
                guint64          udist)
{
  const NhsMuseScenario *sc = wc->sc;
  const NhsMuseItem *it = sc->items->pdata[i];
  const char *n = it->object->name;
  int df, reach;
  gboolean hated_or_not;
  NhsQ64 use;

  /* nofetch[], the mail scroll and the crystal chest (no pet orders: none
     given, as initedog() leaves it) */
  if (oclass_of (it) == NHS_OC_BALL || oclass_of (it) == NHS_OC_CHAIN || oclass_of (it) == NHS_OC_ROCK
      || strcmp (n, "scroll of mail") == 0 || strcmp (n, "crystal chest") == 0)
    {
      f->pet_why = NHS_MUSE_PET_NOT_FETCHED;
      return TRUE;
    }
  df = evil_dogfood (sc, it, i);
  reach = evil_reaches (sc, i);
  if (df == EVIL_UNKNOWN)
    return FALSE;
  /* not food whatever its material (TABU, APPORT or UNDEF): it is not
     eaten, and what can_carry () refuses after the material (the weight),
     a cursed one or one out of reach is left whatever it is made of */
  hated_or_not = df == EVIL_HATED_OR_NOT;
  if (hated_or_not)
    df = NHS_MUSE_TABU;
  f->has_dogfood = !hated_or_not;
  f->dogfood = (NhsMuseDogfood) df;
  /* satiated, it eats only a corpse that gives it a new resistance */
  if ((df <= NHS_MUSE_CADAVER || (sc->pet_starving && df == NHS_MUSE_ACCFOOD)) && reach
      && (!sc->pet_satiated || (strcmp (n, "corpse") == 0 && evil_new_intrinsic (sc, it->made_of_data))))
    {
      f->pet = NHS_MUSE_PET_EATS;
      return TRUE;
    }
  if (f->carry != NHS_MUSE_CARRY_OK)
    {
      f->pet_why = NHS_MUSE_PET_CANNOT_CARRY;
      return TRUE;
    }
  /* nymphs and Croesus carry any amount; a giant or centaur by race 400
     more, a tortle 200 */
  if (!mon_class (sc->data, "S_NYMPH") && !mon_is (sc->data, "Croesus") && load < 0)
    return FALSE;
  if (!mon_class (sc->data, "S_NYMPH") && !mon_is (sc->data, "Croesus")
      && load + w > max_mon_load (sc->data, 1000 + (evil_race (sc, NHS_MH_GIANT) || evil_race (sc, NHS_MH_CENTAUR) ? 400 : 0)
                                            + (evil_race (sc, NHS_MH_TORTLE) ? 200 : 0)))
    {
      f->pet_why = NHS_MUSE_PET_TOO_HEAVY;
      return TRUE;
    }
  if (it->cursed)
    {
      f->pet_why = NHS_MUSE_PET_CURSED;
      return TRUE;
    }
  if (!reach)
    {
      f->pet_why = NHS_MUSE_PET_CANNOT_REACH;
      return TRUE;
    }
  /* can_carry () (mon.c mon_hates_material ()): left if it hates this
     ring's material, which the scenario does not say */
  if (hated_or_not)
    {
      f->unknown = NHS_MUSE_PET_UNKNOWN_RING_MATERIAL;
      return FALSE;
    }
  if (!evil_could_use (wc, i, &use) || wc->overflow)
    return FALSE;
  f->pet = NHS_MUSE_PET_PICKS_UP;
  if (nhs_q64_is_one (use))
    {
      f->pet_why = NHS_MUSE_PET_CAN_USE;
      f->pick_num = f->pick_den = 1;
      return TRUE;
    }
  pick_chance (sc, f, udist);
  if (use.num != 0)
    {
      /* could_use_item () by its weapons' rolls, else the usual chance */
      NhsQ64 pick = { f->pick_num, f->pick_den };
      NhsQ64 p = nhs_q64_add (use, nhs_q64_mul (nhs_q64_not (use), pick, &wc->overflow), &wc->overflow);

      f->pick_num = p.num;
      f->pick_den = p.den;
      f->pet_why = NHS_MUSE_PET_WEAPON_ROLLS;
    }
  return !wc->overflow;
}

/* EvilHack dog_invent () after the hero's square: droppables () first,
   whose chance may lie between 0 and 1 when an intelligent pet weighs its
   weapons; then the rest. FALSE where the scenario does not say, or the
   pet would eat it only when it drops nothing (eating is all or
   nothing in the answer). */
static gboolean
evil_fate_given (const NhsMuseScenario *sc,
                 guint                  i,
                 NhsMuseItemFate       *f,
                 int                    load,
                 int                    w,
                 guint64                udist,
                 int                    welded,
                 gboolean               gave_up)
{
  WCtx *wc = g_new0 (WCtx, 1);
  NhsQ64 drop;
  gboolean ok;

  wc->sc = sc;
  wc->skip = i;
  wc->welded = welded;
  wc->gave_up = gave_up;
  ok = sc->items->len <= EVIL_WMAX && droppables (sc, i, wc, &drop);
  if (ok && nhs_q64_is_one (drop))
    f->pet_why = NHS_MUSE_PET_DROPS_FIRST;
  else if (ok)
    {
      ok = evil_fate_rest (wc, i, f, load, w, udist);
      /* a pet without hands asks droppables () again before picking up */
      if (ok && drop.num != 0
          && (f->pet == NHS_MUSE_PET_EATS || (f->pet == NHS_MUSE_PET_PICKS_UP && nhs_monster_has (sc->data, NHS_M1_NOHANDS))))
        ok = FALSE;
      else if (ok && drop.num != 0)
        {
          f->pet_why = NHS_MUSE_PET_WEAPON_ROLLS;
          if (f->pet == NHS_MUSE_PET_PICKS_UP)
            {
              NhsQ64 p = nhs_q64_mul (nhs_q64_not (drop), (NhsQ64) { f->pick_num, f->pick_den }, &wc->overflow);

              f->pick_num = p.num;
              f->pick_den = p.den;
              if (p.num == 0)
                f->pet = NHS_MUSE_PET_LEAVES;
            }
          ok = !wc->overflow;
        }
    }
  for (guint k = 0; k < EVIL_WMAX; k++)
    for (guint t = 0; t < EVIL_TMAX; t++)
      g_free (wc->dmg[k][t]);
  g_free (wc);
  return ok;
}

/* ... with a weapon welded to its hand (mwelded (): wielded, cursed, a
   weapon, weapon-tool, iron ball or chain or a tin opener; an Infidel's
   never welds), select_rwep () reads weapon_check (weapon.c 1308-1392),
   which the scenario does not hold: answered where both states give the
   same fate */
static gboolean
evil_fate (const NhsMuseScenario *sc,
           guint                  i,
           NhsMuseItemFate       *f,
           int                    load,
           int                    w,
           guint64                udist)
{
  int welded = -1;
  NhsMuseItemFate f2;

  for (guint k = 0; k < sc->items->len; k++)
    {
      const NhsMuseItem *it = sc->items->pdata[k];
      const NhsObject *o = it->object;

      if (k != i && it->wielded && it->cursed && strcmp (sc->data->name, "infidel") != 0
          && (o->oclass == NHS_OC_WEAPON || (o->oclass == NHS_OC_TOOL && *o->skill != '\0')
              || o->oclass == NHS_OC_BALL || o->oclass == NHS_OC_CHAIN || strcmp (o->name, "tin opener") == 0))
        welded = (int) k;
    }
  f2 = *f;
  /* the scenario's weapon_check, when given, is the one state */
  if (welded >= 0 && sc->weapon_check != NHS_MUSE_WCHECK_UNKNOWN)
    return evil_fate_given (sc, i, f, load, w, udist, welded, sc->weapon_check == NHS_MUSE_WCHECK_NO_WEAPON_WANTED);
  if (!evil_fate_given (sc, i, f, load, w, udist, welded, FALSE))
    return FALSE;
  if (welded < 0)
    return TRUE;
  if (!evil_fate_given (sc, i, &f2, load, w, udist, welded, TRUE))
    {
      f->unknown = f2.unknown;
      return FALSE;
    }
  return f->pet == f2.pet && f->pet_why == f2.pet_why && f->pick_num == f2.pick_num && f->pick_den == f2.pick_den;
}


/* dog_invent (): it eats what dogfood () calls food (<= CADAVER), and
   ACCFOOD starving; xNetHack: nothing while satiated (hungrytime < moves
   + DOG_SATIATED) */
static gboolean
pet_eats (const NhsMuseScenario *sc,
          NhsMuseDogfood         df)
{
  return (df <= NHS_MUSE_CADAVER || (sc->pet_starving && df == NHS_MUSE_ACCFOOD))
         && !(nhs_muse_pet_satiation (sc->variant) && sc->pet_satiated);
}

/* dog_invent() after the hero's square (every version but EvilHack):
   FALSE where the scenario does not say (a weight it does not hold,
   load -1, when the game weighs it) */
static gboolean
fate (const NhsMuseScenario *sc,
      guint                  i,
      const NhsMuseItemInfo *info,
      NhsMuseItemFate       *f,
      int                    load,
      int                    w,
      guint64                udist)
{
  const NhsMuseItem *it = sc->items->pdata[i];
  NhsMusePetRules rules = sc->variant->muse_pet_rules;
  const char *n = info->object->name;
  const char *mat;
  gboolean hated_or_not;
  NhsQ64 drop;

  if (!droppables (sc, i, NULL, &drop))
    return FALSE;
  if (nhs_q64_is_one (drop))
    {
      f->pet_why = NHS_MUSE_PET_DROPS_FIRST;
      return TRUE;
    }
  /* nofetch[] (BALL_CLASS, CHAIN_CLASS, ROCK_CLASS) and the mail scroll */
  if (info->oclass == NHS_OC_BALL || info->oclass == NHS_OC_CHAIN || info->oclass == NHS_OC_ROCK
      || strcmp (n, "scroll of mail") == 0)
    {
      f->pet_why = NHS_MUSE_PET_NOT_FETCHED;
      return TRUE;
    }
  /* a ring's or wand's material goes with its random appearance: the
     scenario's "material", else every one it may be made of (dogfood ()
     reads it for a metal or organic eater, can_carry () for a pet that
     hates one: below) */
  mat = nhs_muse_item_material (sc->variant, it);
  hated_or_not = hates_some_material_of (sc, it);
  if (mat != NULL)
    {
      f->has_dogfood = TRUE;
      f->dogfood = dogfood (sc, info, it->made_of_data, it->cursed,
                            f->carry == NHS_MUSE_CARRY_SILVER || f->carry == NHS_MUSE_CARRY_HATES_MATERIAL, mat, i);
    }
  else
    {
      /* a ring or wand of a material not said: dogfood () for each its
         appearance may be made of; answered where they agree on eating
         it (a metal eater eats an iron one; an organic eater's ACCFOOD
         matters only starving) */
      const char *mats[NHS_MUSE_MAX_MATERIALS];
      guint nm = nhs_muse_object_materials (sc->variant, it->object, mats), eaten = 0;

      f->has_dogfood = TRUE;
      for (guint k = 0; k < nm; k++)
        {
          NhsMuseDogfood df = dogfood (sc, info, it->made_of_data, it->cursed,
                                       nhs_muse_hates_material (sc, mats[k]), mats[k], i);

          eaten += pet_eats (sc, df);
          if (k == 0)
            f->dogfood = df;
          f->has_dogfood &= df == f->dogfood;
        }
      if (eaten != 0 && eaten != nm)
        {
          f->has_dogfood = FALSE;
          f->unknown = NHS_MUSE_PET_UNKNOWN_RING_MATERIAL;
          return FALSE;
        }
    }
  if (pet_eats (sc, f->dogfood))
    {
      f->pet = NHS_MUSE_PET_EATS;
      return TRUE;
    }
  if (f->carry != NHS_MUSE_CARRY_OK)
    {
      f->pet_why = NHS_MUSE_PET_CANNOT_CARRY;
      return TRUE;
    }
  /* nymphs carry any amount; everyone else up to max_mon_load() */
  if (!mon_class (sc->data, "S_NYMPH") && load < 0)
    return FALSE;
  if (!mon_class (sc->data, "S_NYMPH") && load + w > max_mon_load (sc->data, 1000))
    {
      f->pet_why = NHS_MUSE_PET_TOO_HEAVY;
      return TRUE;
    }
  /* SLASH'EM: demons and undead take cursed objects too */
  if (it->cursed
      && !(rules == NHS_MUSE_PET_SLASHEM
           && (nhs_monster_has (sc->data, NHS_M2_DEMON) || nhs_monster_has (sc->data, NHS_M2_UNDEAD))))
    {
      f->pet_why = NHS_MUSE_PET_CURSED;
      return TRUE;
    }
  /* SLASH'EM: a pet without hands takes up to 10 × its level (dogquan),
     nothing at level 0 (the species' level) */
  if (rules == NHS_MUSE_PET_SLASHEM && nhs_monster_has (sc->data, NHS_M1_NOHANDS) && sc->data->level <= 0)
    {
      f->pet_why = NHS_MUSE_PET_LEVEL_ZERO;
      return TRUE;
    }
  /* ... and can_carry() (3.6.7 on can_touch_safely()) refuses a material
     the pet hates, such as a silver ring or wand for a were, a demon or the
     shade: whether it would pick this one up depends on the game */
  if (hated_or_not)
    {
      f->unknown = NHS_MUSE_PET_UNKNOWN_RING_MATERIAL;
      return FALSE;
    }
  return pick_chance (sc, f, udist);
}

gboolean
nhs_muse_pet_satiation (const NhsVariant *variant)
{
  return variant->muse_pet_rules == NHS_MUSE_PET_XNH || variant->muse_pet_rules == NHS_MUSE_PET_EVIL;
}

gboolean
nhs_muse_pet_hero_shapechanger (const NhsVariant *variant)
{
  return variant->muse_pet_rules == NHS_MUSE_PET_EVIL;
}

gboolean
nhs_muse_reads_god (const NhsVariant *variant)
{
  /* mm_aggression ()'s priests' rule is asked where the target is
     guessed (nhs-muse-decide.c); score_targ ()'s faith by EvilHack's pets */
  return variant->muse_target_guessed || variant->muse_pet_rules == NHS_MUSE_PET_EVIL;
}

gboolean
nhs_muse_god_read (const NhsMuseScenario *sc)
{
  if (sc->data == NULL || !nhs_muse_reads_god (sc->variant))
    return FALSE;
  if (strcmp (sc->data->sound, "MS_PRIEST") == 0)
    return TRUE;
  return sc->tame && sc->variant->muse_pet_rules == NHS_MUSE_PET_EVIL
         && faith_of (sc->data, sc->minion, NHS_MUSE_GOD_LAWFUL, TRUE) != FAITH_NONE;
}

guint
nhs_muse_other_fields (const NhsVariant *variant)
{
  guint f = 0;

  g_return_val_if_fail (variant != NULL, 0);
  if (variant->muse_pet_rules == NHS_MUSE_PET_EVIL)
    f |= NHS_MUSE_OTHER_LEVEL | NHS_MUSE_OTHER_HP | NHS_MUSE_OTHER_MINION;
  if (variant->muse_races)
    f |= NHS_MUSE_OTHER_RACE;
  if (nhs_muse_reads_god (variant))
    f |= NHS_MUSE_OTHER_GOD;
  return f;
}

/* o first on one of the eight lines from the monster within `reach`
   squares: nothing (the hero, another monster, a wall or boulder) nearer
   on its line (first_along ()) */
static gboolean
first_on_line (const NhsMuseScenario *sc,
               const NhsMuseOther    *o,
               int                    reach)
{
  int n = nhs_muse_line_steps (o->dx, o->dy), first;

  if (n == 0 || n > reach)
    return FALSE;
  first = first_along (sc, (o->dx > 0) - (o->dx < 0), (o->dy > 0) - (o->dy < 0), n);
  return first >= 0 && sc->others->pdata[first] == o;
}

int
nhs_muse_line_steps (int dx,
                     int dy)
{
  return dx == 0 || dy == 0 || ABS (dx) == ABS (dy) ? MAX (ABS (dx), ABS (dy)) : 0;
}

gboolean
nhs_muse_lined_up_within (const NhsVariant *v,
                          int               dx,
                          int               dy)
{
  int n = nhs_muse_line_steps (dx, dy);

  return n > 0 && n < v->muse_bolt_lim;
}

gboolean
nhs_muse_other_in_bolt_line (const NhsMuseScenario *sc,
                             const NhsMuseOther    *o)
{
  int n = nhs_muse_line_steps (o->dx, o->dy);

  return n > 0 && n <= sc->variant->muse_bolt_lim;
}

/* Whether EvilHack's mthrowu.c mfind_target () (486-541) walking from
   the monster along o's line reaches o's square: a wall nearer ends the
   walk (!ZAP_POS; a boulder does not, ZAP_POS reads the terrain); for a
   pet the hero nearer ends it without Conflict (`conflicted` is then
   never true), and a fellow pet nearer always does (mtmp->mtame &&
   mat->mtame). A pet's melee target (first_along () within 7) lies on
   the same walk, nearer. */
static gboolean
mfind_walk_reaches (const NhsMuseScenario *sc,
                    const NhsMuseOther    *o)
{
  int n = nhs_muse_line_steps (o->dx, o->dy), sx = (o->dx > 0) - (o->dx < 0), sy = (o->dy > 0) - (o->dy < 0);

  for (int k = 1; k < n; k++)
    {
      int x = sx * k, y = sy * k;

      if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y))
        return FALSE;
      if (sc->tame && !sc->conflict && x == sc->hero_dx && y == sc->hero_dy)
        return FALSE;
      for (guint i = 0; sc->tame && i < sc->others->len; i++)
        {
          const NhsMuseOther *p = sc->others->pdata[i];

          if (p->tame && p->dx == x && p->dy == y)
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
nhs_muse_other_race_read (const NhsMuseScenario *sc,
                          const NhsMuseOther    *o)
{
  /* a peaceful monster that is not tame passes over whatever
     mfind_target () finds (find_offensive ()) and has no melee target:
     no rule reads another monster's race */
  if (sc->peaceful && !sc->tame)
    return FALSE;
  return !(sc->tame && o->tame && !sc->conflict) && nhs_muse_other_in_bolt_line (sc, o)
         && mfind_walk_reaches (sc, o);
}

guint
nhs_muse_other_fields_read (const NhsMuseScenario *sc,
                            const NhsMuseOther    *o)
{
  const NhsVariant *v;
  guint shown, f = 0;
  gboolean pet, melee, aimed, priests, unsaid;

  g_return_val_if_fail (sc != NULL && o != NULL, 0);
  v = sc->variant;
  if (sc->data == NULL || o->data == NULL || v == NULL)
    return 0;
  shown = nhs_muse_other_fields (v);
  pet = sc->tame && v->muse_pet_rules == NHS_MUSE_PET_EVIL;
  /* weapon.c mon_melee_target (): find_targ () up to 7 squares; a pet
     attacks no pet without Conflict (acceptable_pet_target ()) */
  melee = pet && (!o->tame || sc->conflict) && first_on_line (sc, o, 7);
  /* mthrowu.c mfind_target (): a monster in line within BOLT_LIM, for a
     pet or a hostile monster, on a walk that a boulder does not end
     (ZAP_POS reads the terrain; mfind_walk_reaches ()): its fields are
     read there even where mlined_up () then refuses it for the boulder */
  aimed = v->muse_target_guessed && !(sc->peaceful && !sc->tame) && !(sc->tame && o->tame && !sc->conflict)
          && nhs_muse_other_in_bolt_line (sc, o) && mfind_walk_reaches (sc, o);
  /* decide_races () (nhs-muse-decide.c) decides the scenario under every
     race of another monster in line within BOLT_LIM whose race is not
     said (not a pet's fellow pet without Conflict), for a pet or a hostile
     monster; a pet's acceptable_pet_target () reads its level and hit
     points there */
  unsaid = (o->race_data != NULL || o->n_may_race > 0) && nhs_muse_other_race_read (sc, o);
  if (melee || (unsaid && pet && o->race == NULL))
    f |= NHS_MUSE_OTHER_LEVEL | NHS_MUSE_OTHER_HP;
  if (unsaid)
    f |= NHS_MUSE_OTHER_RACE;
  if (aimed && pet && o->peaceful && !sc->conflict && nhs_muse_pet_support_caster (sc->data))
    f |= NHS_MUSE_OTHER_HP;
  if ((melee || aimed) && (o->race_data != NULL || o->n_may_race > 0))
    f |= NHS_MUSE_OTHER_RACE;
  /* score_targ ()'s faith: a peaceful target whose faith may be its */
  if (melee && o->peaceful && faith_of (sc->data, sc->minion, NHS_MUSE_GOD_LAWFUL, TRUE) != FAITH_NONE)
    {
      if (faith_of (o->data, NHS_MUSE_MINION_YES, NHS_MUSE_GOD_LAWFUL, o->tame)
          != faith_of (o->data, NHS_MUSE_MINION_NO, NHS_MUSE_GOD_LAWFUL, o->tame))
        f |= NHS_MUSE_OTHER_MINION;
      if (faith_of (o->data, o->minion, NHS_MUSE_GOD_LAWFUL, o->tame) != FAITH_NONE)
        f |= NHS_MUSE_OTHER_GOD;
    }
  /* mm_aggression (): two priests of one god spare each other */
  priests = strcmp (sc->data->sound, "MS_PRIEST") == 0 && strcmp (o->data->sound, "MS_PRIEST") == 0;
  if (priests && (melee || aimed))
    f |= NHS_MUSE_OTHER_GOD;
  return f & shown;
}

gboolean
nhs_muse_minion_read (const NhsMuseScenario *sc)
{
  return sc->tame && sc->variant->muse_pet_rules != NHS_MUSE_PET_UNMODELLED;
}

gboolean
nhs_muse_reads_spell_being (const NhsVariant *variant)
{
  return variant->muse_pet_spell_beings != NULL && variant->muse_pet_rules != NHS_MUSE_PET_UNMODELLED;
}

gboolean
nhs_muse_spell_being_kind (const NhsVariant *variant,
                           const NhsMonster *m)
{
  return variant->muse_pet_spell_beings != NULL && m != NULL
         && g_strv_contains (variant->muse_pet_spell_beings, m->name);
}

gboolean
nhs_muse_spell_being_read (const NhsMuseScenario *sc)
{
  return sc->tame && nhs_muse_reads_spell_being (sc->variant) && nhs_muse_spell_being_kind (sc->variant, sc->data);
}

gboolean
nhs_muse_pet_weapon_check (const NhsVariant *variant)
{
  /* evil_fate (): select_rwep () with a welded weapon */
  return variant->muse_pet_rules == NHS_MUSE_PET_EVIL;
}

gboolean
nhs_muse_pet_knows_item (const NhsVariant  *variant,
                         const NhsMuseItem *it)
{
  return variant->muse_pet_rules == NHS_MUSE_PET_EVIL && nhs_muse_item_charged_ring (it);
}

NhsQ64
nhs_muse_pet_betrayal (const NhsMuseScenario *sc)
{
  const NhsMonster *m = sc->data;
  guint64 udist = (guint64) (sc->hero_dx * sc->hero_dx + sc->hero_dy * sc->hero_dy);
  int tame = nhs_muse_pet_tameness (sc);
  gboolean overflow = FALSE;
  NhsQ64 p;

  /* SLASH'EM dogmove.c dog_move () 721: !rn2 (850) && betrayed (mtmp),
     after `if (!udist) return 0` (a steed's udist is 1 there, and
     betrayed () reads its distu, 0); betrayed () 634-660: udist < 4,
     has_edog (no minion), !isspell, !rn2 (3), can_betray (), !mindless (),
     mhp >= u.uhp, rn2 (22) > mtame, rn2 (abuse + 2) */
  if (!sc->tame || !sc->variant->muse_pet_betrayal || m == NULL || (udist == 0 && !sc->pet_ridden) || udist >= 4
      || nhs_muse_pet_starves (sc)
      || sc->minion == NHS_MUSE_MINION_YES || sc->minion == NHS_MUSE_MINION_GUARDIAN
      || sc->spell_being == NHS_MUSE_SPELL_BEING_YES || !nhs_monster_has (m, NHS_M3_TRAITOR)
      || nhs_monster_has (m, NHS_M1_MINDLESS) || sc->hp < sc->hero_hp || tame >= 21)
    return nhs_q64 (0, 1);
  p = nhs_q64 (1, 850 * 3);
  p = nhs_q64_mul (p, nhs_q64 ((guint64) (21 - tame), 22), &overflow);
  p = nhs_q64_mul (p, nhs_q64 ((guint64) sc->pet_abuse + 1, (guint64) sc->pet_abuse + 2), &overflow);
  return p;
}

gboolean
nhs_muse_pet_may_starve (const NhsMonster *m)
{
  /* dog_hunger (): !carnivorous () && !herbivorous () starts hungrytime again */
  return m != NULL && (nhs_monster_has (m, NHS_M1_CARNIVORE) || nhs_monster_has (m, NHS_M1_HERBIVORE));
}

gboolean
nhs_muse_pet_weak_allowed (const NhsMuseScenario *sc)
{
  /* dog_hunger (): past DOG_WEAK without mhpmax_penalty (a starving pet
     has it), so neither starving nor satiated; a kind that eats neither
     meat nor plants has its hungrytime started again instead */
  return sc->tame && sc->has_pet && !sc->pet_starving
         && !sc->pet_satiated && nhs_muse_pet_may_starve (sc->data);
}

/* EvilHack dog_move (): the pet the blood rule may be asked of (a pet's
   record, its species is_vampire ()), its hunger apart */
static gboolean
vampire_pet (const NhsMuseScenario *sc)
{
  return sc->tame && nhs_muse_reads_pet_hungry (sc->variant) && sc->data != NULL
         && nhs_monster_has (sc->data, NHS_MH_VAMPIRE);
}

gboolean
nhs_muse_reads_pet_hungry (const NhsVariant *variant)
{
  return variant != NULL && variant->muse_pet_vampire_drinks_blood;
}

gboolean
nhs_muse_pet_hungry_read (const NhsMuseScenario *sc)
{
  return vampire_pet (sc) && sc->has_pet && !sc->pet_satiated
         && !sc->pet_starving && !sc->pet_weak;
}

gboolean
nhs_muse_reads_charisma (const NhsVariant *variant)
{
  return variant != NULL && variant->muse_steed_conflict == NHS_MUSE_STEED_CONFLICT_CHARISMA;
}

gboolean
nhs_muse_charisma_read (const NhsMuseScenario *sc)
{
  /* dog_move (): only the steed (mtmp == u.usteed) under Conflict asks */
  return sc->tame && sc->pet_ridden && sc->conflict && nhs_muse_reads_charisma (sc->variant);
}

gboolean
nhs_muse_pet_starves (const NhsMuseScenario *sc)
{
  /* dog_move (): `has_edog [&& !is_spell] && dog_hunger ()` returns 2
     (starved) before udist, the steed's Conflict, betrayed () and
     dog_invent (); dog_hunger (): moves > hungrytime + 750 (DOG_STARVE)
     with mhpmax_penalty set. A minion without a pet's record and a
     spell being have left before (nhs_muse_pet_fate () asks them first) */
  return sc->tame && sc->pet_starves && sc->pet_starving;
}

int
nhs_muse_pet_default_tameness (const NhsMonster *m)
{
  /* dog.c initedog (): mtame = is_domestic ? 10 : 5 */
  return m != NULL && nhs_monster_has (m, NHS_M2_DOMESTIC) ? 10 : 5;
}

int
nhs_muse_pet_tameness (const NhsMuseScenario *sc)
{
  if (sc->pet_tameness > 0)
    return sc->pet_tameness;
  return nhs_muse_pet_default_tameness (sc->data);
}

/* Weighs a pet's item fate by the chance its move ends first in betrayal
   (nhs_muse_pet_betrayal ()); FALSE when the product does not fit. */
static gboolean
weigh_betrayal (const NhsMuseScenario *sc,
                NhsMuseItemFate       *f)
{
  NhsQ64 b = nhs_muse_pet_betrayal (sc), p;
  gboolean overflow = FALSE;

  f->betray_num = b.num;
  f->betray_den = b.den;
  if (f->pet == NHS_MUSE_PET_PICKS_UP)
    {
      p = nhs_q64_mul (nhs_q64_not (b), (NhsQ64) { f->pick_num, f->pick_den }, &overflow);
      f->pick_num = p.num;
      f->pick_den = p.den;
    }
  return !overflow;
}

/* dog_move (): the chance the hero's steed fails to resist the hero's
   Conflict and throws its rider (NhsVariant.muse_steed_conflict), 0/1
   for any other pet. The steed's m_lev is its species' level. */
static NhsQ64
steed_thrown (const NhsMuseScenario *sc)
{
  int lev = sc->data->level, dlev, n, rc;

  if (!sc->pet_ridden || !sc->conflict)
    return nhs_q64 (0, 1);
  switch (sc->variant->muse_steed_conflict)
    {
    case NHS_MUSE_STEED_CONFLICT_MR_MPLAYER:
      /* 3.6.7 zap.c resist (): a player monster passes against Conflict */
      if (sc->mplayer)
        return nhs_q64 (0, 1);
      G_GNUC_FALLTHROUGH;
    case NHS_MUSE_STEED_CONFLICT_MR:
      /* resist (mtmp, RING_CLASS, 0, 0): alev 5; rn2 (100 + 5 - dlev) < mr */
      dlev = lev > 50 ? 50 : lev < 1 ? (sc->mplayer ? sc->hero_level : 1) : lev;
      n = 100 + 5 - dlev;
      return nhs_q64 ((guint64) (n - MIN (sc->data->mr, n)), (guint64) n);
    case NHS_MUSE_STEED_CONFLICT_CHARISMA:
    default:
      /* resist_conflict (): thrown when rnd (20) <= min (19, Cha - m_lev + u.ulevel) */
      rc = MIN (19, sc->hero_charisma - lev + sc->hero_level);
      return nhs_q64 ((guint64) CLAMP (rc, 0, 19), 20);
    }
}

/* Weighs the betrayal and the fate's chance by the steed keeping its
   rider (steed_thrown ()); FALSE when a product does not fit. */
static gboolean
weigh_thrown (const NhsMuseScenario *sc,
              NhsMuseItemFate       *f)
{
  NhsQ64 t = steed_thrown (sc), keep = nhs_q64_not (t), p;
  gboolean overflow = FALSE;

  f->thrown_num = t.num;
  f->thrown_den = t.den;
  p = nhs_q64_mul (keep, (NhsQ64) { f->betray_num, f->betray_den }, &overflow);
  f->betray_num = p.num;
  f->betray_den = p.den;
  if (f->pet == NHS_MUSE_PET_PICKS_UP)
    {
      p = nhs_q64_mul (keep, (NhsQ64) { f->pick_num, f->pick_den }, &overflow);
      f->pick_num = p.num;
      f->pick_den = p.den;
    }
  return !overflow;
}

/* EvilHack dog_move () 1546-1600: an uncursed potion of blood or vampire
   blood in the inventory, item i (lying on the square) apart */
static gboolean
carries_blood (const NhsMuseScenario *sc,
               guint                  i)
{
  for (guint k = 0; k < sc->items->len; k++)
    {
      const NhsMuseItem *o = sc->items->pdata[k];

      if (k != i && !o->cursed
          && (g_ascii_strcasecmp (o->name, "potion of blood") == 0
              || g_ascii_strcasecmp (o->name, "potion of vampire blood") == 0))
        return TRUE;
    }
  return FALSE;
}

gboolean
nhs_muse_pet_drinks_blood (const NhsMuseScenario *sc,
                           guint                  i)
{
  /* after dog_hunger (), which leaves a weak pet starving; has_edog (a
     minion has left before); petstrat 0 (not told to come); is_vampire ()
     of its species (MH_VAMPIRE); monstermoves > hungrytime + 300 */
  return vampire_pet (sc)
         && (sc->pet_hungry || sc->pet_starving || sc->pet_weak) && carries_blood (sc, i);
}

gboolean
nhs_muse_pet_fate (const NhsMuseScenario *sc,
                   guint                  i,
                   NhsMuseItemFate       *f)
{
  const NhsMuseItem *it = sc->items->pdata[i];
  const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, it->name);
  NhsMusePetRules rules = sc->variant->muse_pet_rules;
  const char *n;
  guint64 udist;
  int load = 0, w;

  f->pet = NHS_MUSE_PET_NONE;
  f->unknown = NHS_MUSE_PET_UNKNOWN_NONE;
  f->betray_num = 0;
  f->betray_den = 1;
  f->thrown_num = 0;
  f->thrown_den = 1;
  if (!sc->tame || rules == NHS_MUSE_PET_UNMODELLED || info == NULL || info->object == NULL)
    return FALSE;
  /* dog_move (): a minion skips dog_invent () where the version says
     (has_edog = !isminion), the guardian angel (no EDOG) everywhere;
     not said of a kind that may be one: not answered */
  /* SLASH'EM dogmove.c 728: a spell being too (has_edog && !is_spell);
     not said of a kind a spell makes one of: not answered */
  if (nhs_muse_spell_being_read (sc) && sc->spell_being != NHS_MUSE_SPELL_BEING_NO)
    {
      if (sc->spell_being == NHS_MUSE_SPELL_BEING_UNKNOWN)
        return FALSE;
      f->likes = 0;
      f->pet = NHS_MUSE_PET_LEAVES;
      f->pet_why = NHS_MUSE_PET_SPELL_BEING;
      return TRUE;
    }
  switch (nhs_muse_pet_minion_skips_invent (sc))
    {
    case 1:
      f->likes = 0;
      f->pet = NHS_MUSE_PET_LEAVES;
      f->pet_why = NHS_MUSE_PET_MINION;
      return TRUE;
    case -1:
      return FALSE;
    default:
      break;
    }
  /* dog_move (): dog_hunger () first; a pet starved past its limit dies,
     and so does a weak one whose first starving move leaves it no HP
     (mhpmax / 3 = 0, mhp cut to it: DEADMONSTER ()) */
  if (nhs_muse_pet_starves (sc) || (sc->pet_weak && sc->hpmax / 3 < 1))
    {
      f->likes = 0;
      f->pet = NHS_MUSE_PET_LEAVES;
      f->pet_why = nhs_muse_pet_starves (sc) ? NHS_MUSE_PET_STARVES : NHS_MUSE_PET_WEAK_DIES;
      return TRUE;
    }
  /* a weak pet lives on starving: mhpmax_penalty set, mhpmax a third,
     mhp at most that, confused (dog_hunger () draws no rn2; beg ()'s
     noises choose only words); the rest of its move is a starving pet's */
  if (sc->pet_weak)
    {
      NhsMuseScenario starving = *sc;

      starving.pet_weak = FALSE;
      starving.pet_starving = TRUE;
      starving.hpmax = sc->hpmax / 3;
      starving.hp = MIN (sc->hp, starving.hpmax);
      starving.confused = TRUE;
      return nhs_muse_pet_fate (&starving, i, f);
    }
  /* EvilHack: a hungry vampire drinks a blood potion it carries */
  if (nhs_muse_pet_drinks_blood (sc, i))
    {
      f->likes = 0;
      f->pet = NHS_MUSE_PET_LEAVES;
      f->pet_why = NHS_MUSE_PET_DRINKS_BLOOD;
      return TRUE;
    }
  n = info->object->name;
  /* a corpse of no named monster; an egg of none before 3.7 (mons[NON_PM]) */
  if ((strcmp (n, "corpse") == 0 && it->made_of_data == NULL)
      || (strcmp (n, "egg") == 0 && it->made_of_data == NULL && rules != NHS_MUSE_PET_37 && rules != NHS_MUSE_PET_XNH
          && rules != NHS_MUSE_PET_EVIL))
    return FALSE;
  w = weight_of (it, info);
  for (guint k = 0; k < sc->items->len; k++)
    if (k != i)
      {
        const NhsMuseItem *o = sc->items->pdata[k];
        const NhsMuseItemInfo *oi = nhs_muse_item_lookup (sc->variant, o->name);
        int ow = oi != NULL && oi->object != NULL ? weight_of (o, oi) : -1;

        /* curr_mon_load(): a boulder thrower's boulders weigh nothing */
        if (ow < 0)
          load = -1;
        else if (load >= 0 && !(strcmp (oi->object->name, "boulder") == 0 && nhs_muse_racial_flag (sc, NHS_M2_ROCKTHROW)))
          load += ow;
      }
  /* a weight the scenario does not hold (-1) matters only when the game
     weighs it */
  if (w < 0)
    load = -1;
  udist = (guint64) (sc->hero_dx * sc->hero_dx + sc->hero_dy * sc->hero_dy);
  /* dog_move (): the hero's steed takes udist = 1 (dogmove.c, every
     version: "let steeds eat") */
  if (sc->pet_ridden)
    udist = 1;
  if (udist != 0)
    {
      NhsMuseItemFate before = *f;

      f->likes = 0;          /* dog_move() replaces m_move()'s likes */
      f->pet = NHS_MUSE_PET_LEAVES;
      if ((rules == NHS_MUSE_PET_EVIL ? evil_fate (sc, i, f, load, w, udist) : fate (sc, i, info, f, load, w, udist))
          && weigh_betrayal (sc, f) && weigh_thrown (sc, f))
        return TRUE;
      before.unknown = f->unknown;
      *f = before;
      return FALSE;
    }
  f->likes = 0;          /* dog_move() replaces m_move()'s likes */
  f->pet = NHS_MUSE_PET_LEAVES;
  f->pet_why = NHS_MUSE_PET_HERO_HERE;
  return TRUE;
}
