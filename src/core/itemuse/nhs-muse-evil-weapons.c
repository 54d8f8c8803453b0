/* nhs-muse-evil-weapons.c: EvilHack 0.9.3's weapon facts a pet's weapon
 * choice reads (weapon.c select_hwep (), select_rwep (), dmgval ())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "nhs-muse-evil-weapons.h"

#include <string.h>

/* objects.c: every weapon, weapon-tool, gem, rock, boulder, iron ball and
   chain with its small-monster damage die (oc_wsdam; 0: none) and how it
   hits (oc_dir: Pierce, Slash, Whack) */
static const NhsMuseEvilWeapon weapons[] = {
  { "arrow", 6, "P" },
  { "elven arrow", 7, "P" },
  { "orcish arrow", 5, "P" },
  { "dark elven arrow", 7, "P" },
  { "ya", 7, "P" },
  { "crossbow bolt", 4, "P" },
  { "dark elven crossbow bolt", 4, "P" },
  { "dart", 3, "P" },
  { "shuriken", 8, "P" },
  { "boomerang", 9, "W" },
  { "spear", 6, "P" },
  { "elven spear", 7, "P" },
  { "orcish spear", 5, "P" },
  { "dwarvish spear", 8, "P" },
  { "dark elven spear", 7, "P" },
  { "javelin", 6, "P" },
  { "atlatl", 8, "P" },
  { "trident", 6, "P" },
  { "dagger", 4, "P" },
  { "elven dagger", 5, "P" },
  { "orcish dagger", 3, "P" },
  { "dark elven dagger", 5, "P" },
  { "athame", 4, "S" },
  { "scalpel", 3, "S" },
  { "knife", 3, "S" },
  { "stiletto", 3, "P" },
  { "worm tooth", 2, "P" },
  { "crysknife", 10, "P" },
  { "axe", 6, "S" },
  { "dwarvish bearded axe", 8, "S" },
  { "battle-axe", 8, "S" },
  { "short sword", 6, "P" },
  { "elven short sword", 8, "P" },
  { "orcish short sword", 5, "P" },
  { "dwarvish short sword", 7, "P" },
  { "dark elven short sword", 8, "P" },
  { "scimitar", 8, "S" },
  { "orcish scimitar", 6, "S" },
  { "saber", 8, "S" },
  { "broadsword", 4, "S" },
  { "elven broadsword", 6, "S" },
  { "dark elven broadsword", 6, "S" },
  { "long sword", 8, "S" },
  { "elven long sword", 10, "S" },
  { "orcish long sword", 8, "S" },
  { "dark elven long sword", 10, "S" },
  { "two-handed sword", 12, "S" },
  { "katana", 10, "S" },
  { "tsurugi", 16, "S" },
  { "runesword", 4, "S" },
  { "partisan", 6, "P" },
  { "ranseur", 4, "P" },
  { "spetum", 6, "P" },
  { "glaive", 6, "S" },
  { "lance", 6, "P" },
  { "halberd", 10, "S" },
  { "bardiche", 4, "S" },
  { "voulge", 4, "S" },
  { "dwarvish mattock", 12, "W" },
  { "fauchard", 6, "S" },
  { "guisarme", 4, "S" },
  { "bill-guisarme", 4, "S" },
  { "lucern hammer", 4, "W" },
  { "bec de corbin", 8, "P" },
  { "mace", 6, "W" },
  { "dark elven mace", 6, "W" },
  { "heavy mace", 10, "W" },
  { "dark elven heavy mace", 10, "W" },
  { "rod", 6, "W" },
  { "morning star", 4, "W" },
  { "orcish morning star", 4, "W" },
  { "war hammer", 4, "W" },
  { "heavy war hammer", 8, "W" },
  { "club", 6, "W" },
  { "rubber hose", 4, "W" },
  { "quarterstaff", 6, "W" },
  { "staff of divination", 6, "W" },
  { "staff of healing", 6, "W" },
  { "staff of holiness", 6, "W" },
  { "staff of matter", 6, "W" },
  { "staff of escape", 6, "W" },
  { "staff of war", 6, "W" },
  { "staff of evocation", 6, "W" },
  { "ashwood staff", 8, "W" },
  { "aklys", 6, "W" },
  { "flail", 6, "W" },
  { "triple-headed flail", 12, "W" },
  { "bullwhip", 2, "" },
  { "bow", 2, "" },
  { "elven bow", 2, "" },
  { "orcish bow", 2, "" },
  { "dark elven bow", 2, "" },
  { "yumi", 2, "" },
  { "sling", 2, "" },
  { "dark elven hand crossbow", 2, "" },
  { "crossbow", 2, "" },
  { "pick-axe", 6, "W" },
  { "grappling hook", 2, "W" },
  { "unicorn horn", 8, "P" },
  { "dilithium crystal", 3, "" },
  { "diamond", 3, "" },
  { "ruby", 3, "" },
  { "jacinth", 3, "" },
  { "sapphire", 3, "" },
  { "black opal", 3, "" },
  { "emerald", 3, "" },
  { "turquoise", 3, "" },
  { "citrine", 3, "" },
  { "aquamarine", 3, "" },
  { "amber", 3, "" },
  { "topaz", 3, "" },
  { "jet", 3, "" },
  { "opal", 3, "" },
  { "chrysoberyl", 3, "" },
  { "garnet", 3, "" },
  { "amethyst", 3, "" },
  { "jasper", 3, "" },
  { "fluorite", 3, "" },
  { "obsidian", 3, "" },
  { "agate", 3, "" },
  { "jade", 3, "" },
  { "worthless piece of white glass", 3, "" },
  { "worthless piece of blue glass", 3, "" },
  { "worthless piece of red glass", 3, "" },
  { "worthless piece of yellowish brown glass", 3, "" },
  { "worthless piece of orange glass", 3, "" },
  { "worthless piece of yellow glass", 3, "" },
  { "worthless piece of black glass", 3, "" },
  { "worthless piece of green glass", 3, "" },
  { "worthless piece of violet glass", 3, "" },
  { "luckstone", 3, "" },
  { "loadstone", 3, "" },
  { "touchstone", 3, "" },
  { "flint", 6, "" },
  { "sling bullet", 6, "" },
  { "rock", 3, "" },
  { "boulder", 20, "" },
  { "heavy iron ball", 25, "W" },
  { "iron chain", 4, "W" },
};

const NhsMuseEvilWeapon *
nhs_muse_evil_weapon (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (weapons); i++)
    if (strcmp (weapons[i].name, name) == 0)
      return &weapons[i];
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

/* dmgval () against a small monster: what it adds to the die */
const char *const nhs_muse_evil_plus_one[] = {
  "iron chain", "crossbow bolt", "dark elven crossbow bolt", "mace",
  "dark elven mace", "heavy mace", "dark elven heavy mace", "rod",
  "war hammer", "heavy war hammer", "flail", "triple-headed flail",
  "spetum", "trident", NULL
};
const char *const nhs_muse_evil_plus_d4[] = {
  "battle-axe", "bardiche", "bill-guisarme", "guisarme", "lucern hammer",
  "morning star", "orcish morning star", "ranseur", "broadsword",
  "elven broadsword", "dark elven broadsword", "runesword", "voulge", NULL
};
