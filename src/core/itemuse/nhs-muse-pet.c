/* nhs-muse-pet.c: what a pet does with an object on its square — the
 * games' dogmove.c dog_invent() with droppables(), dog.c dogfood() and
 * mon.c can_carry()'s weight (max_mon_load(), curr_mon_load())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Followed for the versions whose NhsVariant.muse_pet_rules names them
 * (every version but EvilHack). The item is taken off the inventory and laid
 * on the pet's square; the rest of the inventory is what the pet carries.
 * Everything is decided but the last two rolls: rn2(20) < apport + 3, then
 * rn2(udist) || !rn2(apport), udist being distu() of the pet's square.
 */
#include "nhs-muse-pet.h"
#include "nhs-format.h"

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

/* hates_silver() of the species (SLASH'EM's is_vampire() is M2_VAMPIRE, which only its monsters have) */
static gboolean
hates_silver (const NhsMonster *m)
{
  return nhs_monster_has (m, NHS_M2_WERE) || mon_class (m, "S_VAMPIRE") || nhs_monster_has (m, NHS_M2_VAMPIRE)
         || nhs_monster_has (m, NHS_M2_DEMON)
         || mon_is (m, "shade") || (mon_class (m, "S_IMP") && !mon_is (m, "tengu"));
}

/* touch_petrifies() / flesh_petrifies(): the cockatrice and chickatrice
   (Medusa's corpse is no scenario item) */
static gboolean
petrifies (const NhsMonster *f)
{
  return mon_is (f, "cockatrice") || mon_is (f, "chickatrice");
}

/* 3.4.3's dogfood() and the SLASH'EM one built on it */
static gboolean
old_rules (NhsMusePetRules rules)
{
  return rules == NHS_MUSE_PET_343 || rules == NHS_MUSE_PET_SLASHEM;
}

/* xNetHack mon.c mon_wants_prop(): the corpse conveys a resistance (fire
   to stone, MR_* in order) the pet lacks (telepathy: none of the
   scenario's corpses is telepathic) */
static gboolean
wants_prop (const NhsMonster *f,
            const NhsMonster *m)
{
  return f != NULL && (f->conveys & ~m->resists & (NHS_MR_FIRE | NHS_MR_COLD | NHS_MR_SLEEP | NHS_MR_DISINT
                                                   | NHS_MR_ELEC | NHS_MR_POISON | NHS_MR_ACID | NHS_MR_STONE)) != 0;
}

/* dog.c dogfood() for an uncursed or cursed object of the scenario: a
   fresh corpse, tin or egg of the monster it names (fptr), never poisoned,
   an artifact or erodeproof */
static NhsMuseDogfood
dogfood (const NhsMuseScenario *sc,
         const NhsMuseItemInfo *info,
         const NhsMonster      *fptr,
         gboolean               cursed,
         gboolean               hates)
{
  NhsMusePetRules rules = sc->variant->muse_pet_rules;
  const NhsMonster *m = sc->data;
  const char *n = info->object->name;
  gboolean carni = nhs_monster_has (m, NHS_M1_CARNIVORE), herbi = nhs_monster_has (m, NHS_M1_HERBIVORE);
  gboolean starving = sc->pet_starving;
  gboolean mblind = sc->blind && !nhs_monster_has (m, NHS_M1_NOEYES);
  gboolean corpse = strcmp (n, "corpse") == 0, egg = strcmp (n, "egg") == 0;
  guint res = m->resists;
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
      if (old_rules (rules))
        {
          if (corpse && petrifies (fptr) && !(res & NHS_MR_STONE))
            return NHS_MUSE_TABU;
          /* ghouls (SLASH'EM: and ghasts) eat only old corpses; a
             scenario's are fresh */
          if (mon_is (m, "ghoul") || (rules == NHS_MUSE_PET_SLASHEM && mon_is (m, "ghast")))
            return NHS_MUSE_TABU;
          /* SLASH'EM: a vampire drinks a fresh corpse with blood (all of
             the scenario's have it) */
          if (rules == NHS_MUSE_PET_SLASHEM && nhs_monster_has (m, NHS_M2_VAMPIRE))
            return corpse ? NHS_MUSE_DOGFOOD : NHS_MUSE_TABU;
        }
      else
        {
          if ((corpse || egg) && petrifies (fptr) && !(res & NHS_MR_STONE))
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
          /* a fresh corpse of no vegan monster (none of the scenario's is
             vegan); a fresh egg is no stale_egg() */
          if (corpse || egg)
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
          /* 3.7's pyrolisk egg: no scenario item */
          return carni ? NHS_MUSE_CADAVER : NHS_MUSE_MANFOOD;
        }
      if (corpse)
        {
          /* fresh: not old; acidic or poisonous to a pet that does not
             resist. None of the scenario's corpses (lizard, newt,
             cockatrice, chickatrice) is vegan, a polymorph food, green
             slime or of a humanoid pet's race (same_race()). */
          /* SLASH'EM: not its own class's */
          if (rules == NHS_MUSE_PET_SLASHEM && fptr->mlet == m->mlet)
            return starving && carni ? NHS_MUSE_ACCFOOD : NHS_MUSE_TABU;
          if ((nhs_monster_has (fptr, NHS_M1_ACID) && !(res & NHS_MR_ACID))
              || (nhs_monster_has (fptr, NHS_M1_POIS) && !(res & NHS_MR_POISON)))
            return NHS_MUSE_POISON;
          if (!carni)
            return NHS_MUSE_MANFOOD;
          return rules == NHS_MUSE_PET_XNH && wants_prop (fptr, m) ? NHS_MUSE_DOGFOOD : NHS_MUSE_CADAVER;
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
     in its own form); a ring's material goes with its appearance */
  if (rules == NHS_MUSE_PET_XNH ? hates
      : info->oclass != NHS_OC_RING && info->oclass != NHS_OC_WAND && strcmp (info->object->material, "SILVER") == 0
        && hates_silver (m))
    return NHS_MUSE_TABU;
  if ((mon_is (m, "gelatinous cube")
       || (rules == NHS_MUSE_PET_SLASHEM
           && (mon_is (m, "shoggoth") || mon_is (m, "giant shoggoth") || mon_is (m, "Tasmanian devil"))))
      && material_rank (info->object->material) <= material_rank ("WOOD"))
    return NHS_MUSE_ACCFOOD;
  if (nhs_monster_has (m, NHS_M1_METALLIVORE) && (info->object->flags & NHS_OBJ_METALLIC)
      && (strcmp (info->object->material, "IRON") == 0 || !mon_is (m, "rust monster")))
    /* rustprone and not erodeproof: preferred */
    return strcmp (info->object->material, "IRON") == 0 ? NHS_MUSE_DOGFOOD : NHS_MUSE_ACCFOOD;
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

/* max_mon_load() (mon.c): MAX_CARR_CAP 1000, WT_HUMAN 1450, MZ_HUMAN 2 */
static int
max_mon_load (const NhsMonster *m)
{
  gboolean strong = nhs_monster_has (m, NHS_M2_STRONG);
  long maxload;

  if (m->cwt == 0)
    maxload = (1000L * m->size) / 2;
  else if (!strong || m->cwt > 1450)
    maxload = (1000L * m->cwt) / 1450;
  else
    maxload = 1000;
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

/* droppables(): whether the pet carries something it would drop (all but
   item `skip`, which lies on the floor) */
static gboolean
has_droppables (const NhsMuseScenario *sc,
                guint                  skip)
{
  const NhsMonster *m = sc->data;
  /* the tools it keeps: 0 none yet, 1 the dummy (it keeps none of
     them), 2 one of its own; for the key, which one it holds */
  int pickaxe = 0, unihorn = 0, key = 0;
  const NhsMuseItem *kept_pick = NULL, *kept_key = NULL, *wep = NULL;
  gboolean shield = FALSE;

  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = sc->items->pdata[i];
      if (i == skip)
        continue;
      if (it->wielded)
        wep = it;
      shield |= it->worn && it->object != NULL && strcmp (it->object->slot, "shield") == 0;
    }
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
            return TRUE;
        }
      return FALSE;
    }
  /* droppables() (3.6.7 dogmove.c 26-120; 3.7 27-132): no artifacts in a
     scenario, so the first of each kind is the one kept */
  if (nhs_monster_has (m, NHS_M1_ANIMAL) || nhs_monster_has (m, NHS_M1_MINDLESS))
    pickaxe = unihorn = key = 1;
  else
    {
      if (!nhs_monster_has (m, NHS_M1_TUNNEL) || !nhs_monster_has (m, NHS_M1_NEEDPICK))
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
                return TRUE;
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
            return TRUE;
          if (key == 2 && !otyp_is (it, "credit card") && otyp_is (kept_key, "credit card"))
            return TRUE;
          if (key == 0)
            {
              key = 2, kept_key = it;
              continue;
            }
        }
      if (!it->worn && it != wep)
        return TRUE;
    }
  return FALSE;
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
  guint64 udist, apport, first, num, den, g;
  int load = 0, w;

  f->pet = NHS_MUSE_PET_NONE;
  if (!sc->tame || rules == NHS_MUSE_PET_UNMODELLED || info == NULL || info->object == NULL)
    return FALSE;
  n = info->object->name;
  /* a corpse of no named monster; an egg of none before 3.7 (mons[NON_PM]) */
  if ((strcmp (n, "corpse") == 0 && it->made_of_data == NULL)
      || (strcmp (n, "egg") == 0 && it->made_of_data == NULL && rules != NHS_MUSE_PET_37 && rules != NHS_MUSE_PET_XNH))
    return FALSE;
  /* a ring's or wand's material goes with its random appearance: a
     metal eater's or the gelatinous cube's dogfood() reads it */
  if ((info->oclass == NHS_OC_RING || info->oclass == NHS_OC_WAND)
      && (nhs_monster_has (sc->data, NHS_M1_METALLIVORE) || mon_is (sc->data, "gelatinous cube")))
    return FALSE;
  w = weight_of (it, info);
  for (guint k = 0; k < sc->items->len; k++)
    if (k != i)
      {
        const NhsMuseItem *o = sc->items->pdata[k];
        const NhsMuseItemInfo *oi = nhs_muse_item_lookup (sc->variant, o->name);
        int ow = oi != NULL && oi->object != NULL ? weight_of (o, oi) : -1;

        if (ow < 0)
          return FALSE;
        /* curr_mon_load(): a boulder thrower's boulders weigh nothing */
        if (!(strcmp (oi->object->name, "boulder") == 0 && nhs_monster_has (sc->data, NHS_M2_ROCKTHROW)))
          load += ow;
      }
  if (w < 0)
    return FALSE;
  udist = (guint64) (sc->hero_dx * sc->hero_dx + sc->hero_dy * sc->hero_dy);
  f->likes = 0;          /* dog_move() replaces m_move()'s likes */
  f->pet = NHS_MUSE_PET_LEAVES;
  if (udist == 0)
    {
      f->pet_why = NHS_MUSE_PET_HERO_HERE;
      return TRUE;
    }
  if (has_droppables (sc, i))
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
  f->has_dogfood = TRUE;
  f->dogfood = dogfood (sc, info, it->made_of_data, it->cursed,
                        f->carry == NHS_MUSE_CARRY_SILVER || f->carry == NHS_MUSE_CARRY_HATES_MATERIAL);
  /* xNetHack: a satiated pet eats nothing (hungrytime < moves + DOG_SATIATED) */
  if ((f->dogfood <= NHS_MUSE_CADAVER || (sc->pet_starving && f->dogfood == NHS_MUSE_ACCFOOD))
      && !(rules == NHS_MUSE_PET_XNH && sc->pet_satiated))
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
  if (!mon_class (sc->data, "S_NYMPH") && load + w > max_mon_load (sc->data))
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
  /* rn2(20) < apport + 3, then rn2(udist) || !rn2(apport) */
  apport = (guint64) sc->pet_apport;
  first = MIN (apport + 3, 20);
  num = first * ((udist - 1) * apport + 1);
  den = 20 * udist * apport;
  g = nhs_gcd64 (num, den);
  f->pet = NHS_MUSE_PET_PICKS_UP;
  f->pet_why = NHS_MUSE_PET_WHY_NONE;
  f->pick_num = num / g;
  f->pick_den = den / g;
  return TRUE;
}
