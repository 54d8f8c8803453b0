/* nhs-muse-evil-weapons.c: EvilHack 0.9.3's weapon facts a pet's weapon
 * choice reads (weapon.c select_hwep (), select_rwep (), dmgval ())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "nhs-muse-evil-weapons.h"

#include <string.h>

/* objects.c: every weapon, weapon-tool, gem, rock, boulder, iron ball and
   chain with its small-monster and large-monster damage dice (oc_wsdam,
   oc_wldam; 0: none; how it hits, oc_dir, is the objects data's strike
   bits) */
static const NhsMuseEvilWeapon weapons[] = {
  { "arrow", 6, 6 },
  { "elven arrow", 7, 6 },
  { "orcish arrow", 5, 6 },
  { "dark elven arrow", 7, 6 },
  { "ya", 7, 7 },
  { "crossbow bolt", 4, 6 },
  { "dark elven crossbow bolt", 4, 6 },
  { "dart", 3, 2 },
  { "shuriken", 8, 6 },
  { "boomerang", 9, 9 },
  { "spear", 6, 8 },
  { "elven spear", 7, 8 },
  { "orcish spear", 5, 8 },
  { "dwarvish spear", 8, 8 },
  { "dark elven spear", 7, 8 },
  { "javelin", 6, 6 },
  { "atlatl", 8, 12 },
  { "trident", 6, 4 },
  { "dagger", 4, 3 },
  { "elven dagger", 5, 3 },
  { "orcish dagger", 3, 3 },
  { "dark elven dagger", 5, 3 },
  { "athame", 4, 3 },
  { "scalpel", 3, 3 },
  { "knife", 3, 2 },
  { "stiletto", 3, 2 },
  { "worm tooth", 2, 2 },
  { "crysknife", 10, 10 },
  { "axe", 6, 4 },
  { "dwarvish bearded axe", 8, 10 },
  { "battle-axe", 8, 6 },
  { "short sword", 6, 8 },
  { "elven short sword", 8, 8 },
  { "orcish short sword", 5, 8 },
  { "dwarvish short sword", 7, 8 },
  { "dark elven short sword", 8, 8 },
  { "scimitar", 8, 8 },
  { "orcish scimitar", 6, 8 },
  { "saber", 8, 8 },
  { "broadsword", 4, 6 },
  { "elven broadsword", 6, 6 },
  { "dark elven broadsword", 6, 6 },
  { "long sword", 8, 12 },
  { "elven long sword", 10, 12 },
  { "orcish long sword", 8, 10 },
  { "dark elven long sword", 10, 12 },
  { "two-handed sword", 12, 6 },
  { "katana", 10, 12 },
  { "tsurugi", 16, 8 },
  { "runesword", 4, 6 },
  { "partisan", 6, 6 },
  { "ranseur", 4, 4 },
  { "spetum", 6, 6 },
  { "glaive", 6, 10 },
  { "lance", 6, 8 },
  { "halberd", 10, 6 },
  { "bardiche", 4, 4 },
  { "voulge", 4, 4 },
  { "dwarvish mattock", 12, 8 },
  { "fauchard", 6, 8 },
  { "guisarme", 4, 8 },
  { "bill-guisarme", 4, 10 },
  { "lucern hammer", 4, 6 },
  { "bec de corbin", 8, 6 },
  { "mace", 6, 6 },
  { "dark elven mace", 6, 8 },
  { "heavy mace", 10, 10 },
  { "dark elven heavy mace", 10, 12 },
  { "rod", 6, 8 },
  { "morning star", 4, 6 },
  { "orcish morning star", 4, 6 },
  { "war hammer", 4, 4 },
  { "heavy war hammer", 8, 10 },
  { "club", 6, 3 },
  { "rubber hose", 4, 3 },
  { "quarterstaff", 6, 6 },
  { "staff of divination", 6, 6 },
  { "staff of healing", 6, 6 },
  { "staff of holiness", 6, 6 },
  { "staff of matter", 6, 6 },
  { "staff of escape", 6, 6 },
  { "staff of war", 6, 6 },
  { "staff of evocation", 6, 6 },
  { "ashwood staff", 8, 10 },
  { "aklys", 6, 3 },
  { "flail", 6, 4 },
  { "triple-headed flail", 12, 6 },
  { "bullwhip", 2, 1 },
  { "bow", 2, 2 },
  { "elven bow", 2, 2 },
  { "orcish bow", 2, 2 },
  { "dark elven bow", 2, 2 },
  { "yumi", 2, 2 },
  { "sling", 2, 2 },
  { "dark elven hand crossbow", 2, 2 },
  { "crossbow", 2, 2 },
  { "pick-axe", 6, 3 },
  { "grappling hook", 2, 6 },
  { "unicorn horn", 8, 10 },
  { "dilithium crystal", 3, 3 },
  { "diamond", 3, 3 },
  { "ruby", 3, 3 },
  { "jacinth", 3, 3 },
  { "sapphire", 3, 3 },
  { "black opal", 3, 3 },
  { "emerald", 3, 3 },
  { "turquoise", 3, 3 },
  { "citrine", 3, 3 },
  { "aquamarine", 3, 3 },
  { "amber", 3, 3 },
  { "topaz", 3, 3 },
  { "jet", 3, 3 },
  { "opal", 3, 3 },
  { "chrysoberyl", 3, 3 },
  { "garnet", 3, 3 },
  { "amethyst", 3, 3 },
  { "jasper", 3, 3 },
  { "fluorite", 3, 3 },
  { "obsidian", 3, 3 },
  { "agate", 3, 3 },
  { "jade", 3, 3 },
  { "worthless piece of white glass", 3, 3 },
  { "worthless piece of blue glass", 3, 3 },
  { "worthless piece of red glass", 3, 3 },
  { "worthless piece of yellowish brown glass", 3, 3 },
  { "worthless piece of orange glass", 3, 3 },
  { "worthless piece of yellow glass", 3, 3 },
  { "worthless piece of black glass", 3, 3 },
  { "worthless piece of green glass", 3, 3 },
  { "worthless piece of violet glass", 3, 3 },
  { "luckstone", 3, 3 },
  { "loadstone", 3, 3 },
  { "touchstone", 3, 3 },
  { "flint", 6, 6 },
  { "sling bullet", 6, 8 },
  { "rock", 3, 3 },
  { "boulder", 20, 20 },
  { "heavy iron ball", 25, 25 },
  { "iron chain", 4, 4 },
};

const NhsMuseEvilWeapon *
nhs_muse_evil_weapon (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (weapons); i++)
    if (strcmp (weapons[i].name, name) == 0)
      return &weapons[i];
  return NULL;
}

/* weapon.c oselect_recurse (): a priest takes no weapon or weapon-tool
   that only pierces or only slashes (objclass.h is_pierce (), is_slash
   (): oc_dir equal to PIERCE or SLASH, the objects data's strike bits)
   and no launcher (obj.h is_launcher (): skill P_BOW to P_CROSSBOW) but
   a sling */
gboolean
nhs_muse_evil_priest_refuses (const NhsObject *o)
{
  guint dir = o->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS);

  if (o->oclass != NHS_OC_WEAPON && (o->oclass != NHS_OC_TOOL || o->skill[0] == '\0'))
    return FALSE;
  return dir == NHS_OBJ_PIERCES || dir == NHS_OBJ_SLASHES
         || ((strcmp (o->skill, "P_BOW") == 0 || strcmp (o->skill, "P_SLING") == 0
              || strcmp (o->skill, "P_CROSSBOW") == 0)
             && strcmp (o->name, "sling") != 0);
}

/* select_rwep (): the launchers that fire missile o (by its skill: a
   bow's -P_BOW, a crossbow's -P_CROSSBOW; a gem or rock a sling's), or
   NULL for one thrown by hand */
const char *const *
nhs_muse_evil_launchers (const NhsObject *o)
{
  if (o->oclass == NHS_OC_GEM)
    return nhs_muse_evil_slings;
  if (strcmp (o->skill, "-P_BOW") == 0)
    return nhs_muse_evil_bows;
  if (strcmp (o->skill, "-P_CROSSBOW") == 0)
    return nhs_muse_evil_crossbows;
  if (strcmp (o->skill, "-P_SLING") == 0)
    return nhs_muse_evil_slings;
  return NULL;
}

/* weapon.c hwep[]: hand-to-hand weapons, best first ("corpse": a
   cockatrice's) */
const char *const nhs_muse_evil_hwep[] = {
  "corpse", "tsurugi", "runesword", "triple-headed flail", "dwarvish mattock",
  "two-handed sword", "battle-axe", "dark elven heavy mace", "heavy mace",
  "katana", "dark elven long sword", "elven long sword", "unicorn horn",
  "crysknife", "trident", "long sword", "orcish long sword", "atlatl",
  "heavy war hammer", "dwarvish bearded axe", "dark elven broadsword",
  "elven broadsword", "broadsword", "scimitar", "orcish scimitar", "saber",
  "morning star", "orcish morning star", "dark elven short sword",
  "elven short sword", "dwarvish short sword", "short sword",
  "orcish short sword", "rod", "dark elven mace", "mace", "axe",
  "dwarvish spear", "dark elven spear", "elven spear", "spear",
  "orcish spear", "flail", "bullwhip", "quarterstaff", "javelin", "aklys",
  "club", "pick-axe", "rubber hose", "war hammer", "dark elven dagger",
  "elven dagger", "dagger", "orcish dagger", "athame", "scalpel", "knife",
  "stiletto", "worm tooth", NULL
};

/* weapon.c rwep[]: missiles, best first */
const char *const nhs_muse_evil_rwep[] = {
  "dwarvish spear", "dark elven spear", "elven spear", "spear", "orcish spear",
  "javelin", "shuriken", "ya", "elven arrow", "dark elven arrow", "arrow",
  "orcish arrow", "crossbow bolt", "dark elven crossbow bolt",
  "dark elven dagger", "elven dagger", "dagger", "orcish dagger", "knife",
  "sling bullet", "flint", "rock", "loadstone", "luckstone", "dart",
  "cream pie", NULL
};

/* weapon.c pwep[]: polearms and the lance */
const char *const nhs_muse_evil_pwep[] = {
  "halberd", "bardiche", "spetum", "bill-guisarme", "voulge", "ranseur",
  "guisarme", "glaive", "lucern hammer", "bec de corbin", "fauchard",
  "partisan", "lance", NULL
};

/* select_rwep (): the launchers it looks for, in order, by the missile's
   skill */
const char *const nhs_muse_evil_bows[] = { "yumi", "elven bow", "dark elven bow", "bow", "orcish bow", NULL };
const char *const nhs_muse_evil_slings[] = { "sling", NULL };
const char *const nhs_muse_evil_crossbows[] = { "crossbow", "dark elven hand crossbow", NULL };

/* dmgval () (weapon.c 424-512): what it adds to the die, against a small
   or medium monster and against a large one (r_bigmonst ()); +1 is one
   roll of a 1-sided die. Its acid venom (+d6 either way) is left out:
   no venom is in hwep[], rwep[] or pwep[], so none is rolled for. */
static const char *const small_one[] = {
  "iron chain", "crossbow bolt", "dark elven crossbow bolt", "mace",
  "dark elven mace", "heavy mace", "dark elven heavy mace", "rod",
  "war hammer", "heavy war hammer", "flail", "triple-headed flail",
  "spetum", "trident", NULL
};
static const char *const small_d4[] = {
  "battle-axe", "bardiche", "bill-guisarme", "guisarme", "lucern hammer",
  "morning star", "orcish morning star", "ranseur", "broadsword",
  "elven broadsword", "dark elven broadsword", "runesword", "voulge", NULL
};
static const char *const large_one[] = {
  "iron chain", "crossbow bolt", "dark elven crossbow bolt", "morning star",
  "orcish morning star", "partisan", "runesword", "elven broadsword",
  "dark elven broadsword", "broadsword", NULL
};
static const char *const large_d4[] = { "flail", "ranseur", "voulge", NULL };
static const char *const large_d6[] = { "halberd", "spetum", NULL };
static const char *const large_2d4[] = { "battle-axe", "bardiche", "trident", NULL };
static const char *const large_2d6[] = { "tsurugi", "dwarvish mattock", "two-handed sword", NULL };
static const char *const large_3d6[] = { "triple-headed flail", NULL };

const NhsMuseEvilExtra nhs_muse_evil_small_extras[] = {
  { small_one, 1, 1 }, { small_d4, 1, 4 }, { NULL, 0, 0 }
};
const NhsMuseEvilExtra nhs_muse_evil_large_extras[] = {
  { large_one, 1, 1 }, { large_d4, 1, 4 }, { large_d6, 1, 6 }, { large_2d4, 2, 4 },
  { large_2d6, 2, 6 }, { large_3d6, 3, 6 }, { NULL, 0, 0 }
};

int
nhs_muse_evil_material_damage (const NhsObject *o, const char *mat, gboolean *steel_third)
{
  guint dir = o->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS);
  gboolean ps = (dir & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES)) != 0;

  *steel_third = FALSE;
  if (strcmp (mat, "GLASS") == 0 || strcmp (mat, "GEMSTONE") == 0)
    return ps ? 3 : 0;
  if (strcmp (mat, "GOLD") == 0 || strcmp (mat, "PLATINUM") == 0)
    return (dir & NHS_OBJ_WHACKS) != 0 ? 1 : 0;
  if (strcmp (mat, "MITHRIL") == 0)
    return ps ? 2 : 0;
  if (strcmp (mat, "ADAMANTINE") == 0)
    return ps ? 3 : 0;
  if (strcmp (mat, "MINERAL") == 0)
    return (dir & (NHS_OBJ_SLASHES | NHS_OBJ_WHACKS)) != 0 ? 2 : 0;
  if (strcmp (mat, "PLASTIC") == 0 || strcmp (mat, "PAPER") == 0)
    return -2;
  if (strcmp (mat, "WOOD") == 0)
    {
      /* is_blade () but is_elven_weapon () */
      static const char *const blades[] = { "P_DAGGER", "P_AXE", "P_PICK_AXE", "P_SHORT_SWORD", "P_BROAD_SWORD",
                                            "P_LONG_SWORD", "P_TWO_HANDED_SWORD", "P_SABER" };
      static const char *const elven[] = { "elven arrow", "elven spear", "elven dagger", "elven short sword",
                                           "elven broadsword", "elven bow", "elven long sword" };
      gboolean blade = FALSE;

      if (o->oclass != NHS_OC_WEAPON)
        return 0;
      for (guint i = 0; i < G_N_ELEMENTS (blades); i++)
        blade |= strcmp (o->skill, blades[i]) == 0;
      for (guint i = 0; i < G_N_ELEMENTS (elven); i++)
        blade &= strcmp (o->name, elven[i]) != 0;
      return blade ? -1 : 0;
    }
  if ((strcmp (mat, "STEEL") == 0 || strcmp (mat, "BRONZE") == 0) && ps)
    {
      *steel_third = strcmp (mat, "STEEL") == 0;
      return 1;
    }
  return 0;
}
