/* nhs-artifact.c: EvilHack's and xNetHack's artifacts
 *
 * Written from reading EvilHack 0.9.3's and xNetHack 9.1's
 * include/artilist.h: each artifact's name, object, the spfx bits the
 * rules read (SPFX_NOGEN, SPFX_RESTR, SPFX_INTEL, SPFX_DALIGN), alignment,
 * role, race, what its SPFX_DFLAGH (EvilHack: races), SPFX_DFLAG2
 * (xNetHack: M2 flags) or SPFX_DCLAS (a class) makes it the bane of, and
 * its material. EvilHack's makemon.c m_initweap () makes a player
 * monster's weapons artifacts (mk_artifact (otmp, A_NONE)) and weapon.c
 * select_hwep () prefers one it may touch; both versions' m_initweap ()
 * names an Angel's weapon Sunsword or Demonbane (oname (), which gives it
 * the artifact's material). The other versions make player monsters only
 * for the Astral Plane (mplayer.c mk_mplayer ()'s special weapons), never
 * a random level's statue, and their Angels' artifacts keep the weapon's
 * material (no materials).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-artifact.h"

#include <string.h>

#define L 1
#define N 0
#define C (-1)
#define U NHS_ART_UNALIGNED
#define NOGEN NHS_ART_NOGEN
#define RESTR NHS_ART_RESTR
#define INTEL NHS_ART_INTEL
#define DALIGN NHS_ART_DALIGN
#define BANE1(a) { a }, 1
#define BANE2(a, b) { a, b }, 2
#define BANE3(a, b, c) { a, b, c }, 3
#define NOBANE { 0 }, 0

static const NhsArtifact evil_artifacts[] = {
  { "Excalibur", "long sword", NOGEN | RESTR | INTEL, L, "knight", NULL, NOBANE, NULL },
  { "Stormbringer", "runesword", RESTR | INTEL, C, NULL, NULL, NOBANE, "STEEL" },
  { "Mjollnir", "heavy war hammer", RESTR, N, "valkyrie", NULL, NOBANE, NULL },
  { "Cleaver", "battle-axe", RESTR, N, "barbarian", NULL, NOBANE, NULL },
  { "Grimtooth", "orcish dagger", RESTR, C, NULL, "orc", BANE2 (NHS_MH_ELF, NHS_MH_DROW), NULL },
  { "Orcrist", "elven broadsword", 0, C, NULL, "elf", BANE1 (NHS_MH_ORC), "MITHRIL" },
  { "Sting", "elven dagger", 0, C, NULL, "elf", BANE2 (NHS_MH_ORC, NHS_MH_SPIDER), "MITHRIL" },
  { "Magicbane", "quarterstaff", RESTR, N, "wizard", NULL, NOBANE, NULL },
  { "Frost Brand", "short sword", RESTR, U, NULL, NULL, NOBANE, "STEEL" },
  { "Fire Brand", "short sword", RESTR, U, NULL, NULL, NOBANE, "STEEL" },
  { "Dragonbane", "gloves", RESTR, U, NULL, NULL, BANE1 (NHS_MH_DRAGON), "DRAGON_HIDE" },
  { "Demonbane", "heavy mace", RESTR, L, "priest", NULL, BANE1 (NHS_MH_DEMON), "SILVER" },
  { "Werebane", "scimitar", RESTR, U, "druid", NULL, BANE1 (NHS_MH_WERE), "SILVER" },
  { "Grayswandir", "saber", RESTR, L, NULL, NULL, NOBANE, "SILVER" },
  { "Giantslayer", "spear", RESTR, N, NULL, NULL, BANE1 (NHS_MH_GIANT), NULL },
  { "Ogresmasher", "heavy war hammer", RESTR, U, NULL, NULL, BANE1 (NHS_MH_OGRE), NULL },
  { "Trollsbane", "morning star", RESTR, U, NULL, NULL, BANE1 (NHS_MH_TROLL), NULL },
  { "Vorpal Blade", "long sword", RESTR, N, NULL, NULL, BANE1 (NHS_MH_JABBERWOCK), "STEEL" },
  { "Snickersnee", "katana", RESTR, L, "samurai", NULL, NOBANE, NULL },
  { "Sunsword", "long sword", RESTR, L, NULL, NULL, BANE2 (NHS_MH_ZOMBIE, NHS_MH_UNZOMBIE), "GEMSTONE" },
  { "Lifestealer", "two-handed sword", NOGEN | RESTR | INTEL, C, NULL, NULL, NOBANE, NULL },
  { "Keolewa", "club", RESTR, N, "caveman", NULL, NOBANE, NULL },
  { "Dirge", "long sword", NOGEN | RESTR | INTEL, C, NULL, NULL, NOBANE, "MITHRIL" },
  { "The Sword of Kas", "two-handed sword", NOGEN | RESTR | INTEL | DALIGN, C, NULL, NULL, NOBANE, "GEMSTONE" },
  { "Magic 8-Ball", "eight ball", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, NULL },
  { "Luck Blade", "broadsword", RESTR, C, "convict", NULL, NOBANE, "STEEL" },
  { "Secespita", "knife", RESTR, C, "infidel", NULL, NOBANE, "COPPER" },
  { "Bag of the Hesperides", "bag of holding", NOGEN | RESTR, U, NULL, NULL, NOBANE, "DRAGON_HIDE" },
  { "Angelslayer", "trident", RESTR, U, NULL, NULL, BANE2 (NHS_MH_ANGEL, NHS_MH_AASIMAR), NULL },
  { "Butcher", "triple-headed flail", NOGEN | RESTR | INTEL, C, NULL, NULL, NOBANE, "BONE" },
  { "Wand of Orcus", "rod", NOGEN | RESTR | INTEL, C, NULL, NULL, NOBANE, "GEMSTONE" },
  { "The Eye of Vecna", "eyeball", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, NULL },
  { "The Hand of Vecna", "mummified hand", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, "FLESH" },
  { "Dramborleg", "dwarvish bearded axe", RESTR | INTEL, L, NULL, NULL, BANE1 (NHS_MH_DEMON), "MITHRIL" },
  { "The One Ring", "ring of lustrous", NOGEN | RESTR | INTEL, U, NULL, NULL, BANE1 (NHS_MH_WRAITH), "GOLD" },
  /* the forged ones (SPFX_FORGED) */
  { "The Sword of Annihilation", "long sword", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, "STEEL" },
  { "Glamdring", "elven long sword", NOGEN | RESTR, C, NULL, "elf", BANE1 (NHS_MH_ORC), "MITHRIL" },
  { "The Staff of the Archmagi", "ashwood staff", NOGEN | RESTR | INTEL, U, "wizard", NULL, NOBANE, NULL },
  { "Shadowblade", "athame", NOGEN | RESTR | INTEL, C, NULL, "drow", BANE1 (NHS_MH_WERE), "ADAMANTINE" },
  { "Gauntlets of Purity", "gauntlets of power", NOGEN | RESTR | INTEL, L, NULL, NULL, NOBANE, "SILVER" },
  { "Ashmar", "dwarvish roundshield", NOGEN | RESTR | INTEL, U, NULL, "dwarf", NOBANE, "MITHRIL" },
  { "Hammer of the Gods", "heavy war hammer", NOGEN | RESTR | INTEL, L, NULL, NULL, BANE3 (NHS_MH_DEMON, NHS_MH_ZOMBIE, NHS_MH_UNZOMBIE), "SILVER" },
  { "Tempest", "halberd", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, "IRON" },
  { "Ithilmar", "runed barding", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, "STEEL" },
  { "Armor of Retribution", "crystal plate mail", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, NULL },
  { "Dichotomy", "runesword", NOGEN | RESTR, U, NULL, NULL, NOBANE, "GEMSTONE" },
  { "Harbinger", "aklys", NOGEN | RESTR, U, NULL, NULL, BANE1 (NHS_MH_GIANT), "STEEL" },
  /* the Quest's */
  { "Xiuhcoatl", "atlatl", NOGEN | RESTR | INTEL, L, "archeologist", NULL, NOBANE, NULL },
  { "The Sceptre of Might", "rod", NOGEN | RESTR | INTEL | DALIGN, L, "caveman", NULL, NOBANE, "STEEL" },
  { "Bracers of the First Circle", "runed bracers", NOGEN | RESTR | INTEL, N, "druid", NULL, NOBANE, NULL },
  { "The Staff of Aesculapius", "quarterstaff", NOGEN | RESTR | INTEL, N, "healer", NULL, NOBANE, NULL },
  { "The Magic Mirror of Merlin", "mirror", NOGEN | RESTR | INTEL, L, "knight", NULL, NOBANE, NULL },
  { "The Eyes of the Overworld", "lenses", NOGEN | RESTR | INTEL, N, "monk", NULL, NOBANE, NULL },
  { "The Mitre of Holiness", "helm of brilliance", NOGEN | RESTR | INTEL, L, "priest", NULL, BANE2 (NHS_MH_ZOMBIE, NHS_MH_UNZOMBIE), NULL },
  { "The Longbow of Diana", "bow", NOGEN | RESTR | INTEL, C, "ranger", NULL, NOBANE, NULL },
  { "The Crossbow of Carl", "crossbow", NOGEN | RESTR | INTEL, C, "ranger", NULL, NOBANE, NULL },
  { "The Master Key of Thievery", "skeleton key", NOGEN | RESTR | INTEL, C, "rogue", NULL, NOBANE, NULL },
  { "The Tsurugi of Muramasa", "tsurugi", NOGEN | RESTR | INTEL, L, "samurai", NULL, NOBANE, NULL },
  { "The Platinum Yendorian Express Card", "credit card", NOGEN | RESTR | INTEL, N, "tourist", NULL, NOBANE, "PLATINUM" },
  { "Gjallar", "tooled horn", NOGEN | RESTR | INTEL, N, "valkyrie", NULL, NOBANE, "BONE" },
  { "The Eye of the Aethiopica", "amulet of ESP", NOGEN | RESTR | INTEL, N, "wizard", NULL, NOBANE, NULL },
  { "The Ring of P'hul", "ring of ancient", NOGEN | RESTR | INTEL, C, "barbarian", NULL, NOBANE, "GEMSTONE" },
  { "The Striped Shirt of Liberation", "striped shirt", NOGEN | RESTR | INTEL, C, "convict", NULL, NOBANE, NULL },
  { "The Idol of Moloch", "figurine", NOGEN | RESTR | INTEL, C, "infidel", NULL, NOBANE, NULL },
};

static const NhsArtifact xnh_artifacts[] = {
  { "Excalibur", "long sword", NOGEN | RESTR | INTEL, L, "knight", NULL, NOBANE, NULL },
  { "Stormbringer", "runesword", RESTR | INTEL, C, NULL, NULL, NOBANE, NULL },
  { "Mjollnir", "war hammer", RESTR, N, "valkyrie", NULL, NOBANE, NULL },
  { "Cleaver", "battle-axe", RESTR, N, "barbarian", NULL, NOBANE, NULL },
  { "Grimtooth", "orcish dagger", RESTR, C, NULL, "orc", BANE1 (NHS_M2_ELF), NULL },
  { "Orcrist", "elven broadsword", 0, C, NULL, "elf", BANE1 (NHS_M2_ORC), NULL },
  { "Sting", "elven dagger", 0, C, NULL, "elf", BANE1 (NHS_M2_ORC), NULL },
  { "Magicbane", "athame", RESTR, N, "wizard", NULL, NOBANE, NULL },
  { "Frost Brand", "short sword", RESTR, U, NULL, NULL, NOBANE, NULL },
  { "Fire Brand", "short sword", RESTR, U, NULL, NULL, NOBANE, NULL },
  { "Mirror Brand", "short sword", RESTR, U, NULL, NULL, NOBANE, "GLASS" },
  { "Dragonbane", "dwarvish spear", RESTR, U, NULL, NULL, NOBANE, NULL, "S_DRAGON" },
  { "Demonbane", "mace", RESTR, L, "cleric", NULL, BANE1 (NHS_M2_DEMON), "SILVER" },
  { "Werebane", "saber", RESTR, U, NULL, NULL, BANE1 (NHS_M2_WERE), "SILVER" },
  { "Grayswandir", "saber", RESTR, L, NULL, NULL, NOBANE, "SILVER" },
  { "Giantslayer", "long sword", RESTR, N, NULL, NULL, BANE1 (NHS_M2_GIANT), NULL },
  { "Ogresmasher", "war hammer", RESTR, U, NULL, NULL, NOBANE, NULL },
  { "Trollsbane", "morning star", RESTR, U, NULL, NULL, NOBANE, NULL, "S_TROLL" },
  { "Vorpal Blade", "long sword", RESTR, N, NULL, NULL, NOBANE, NULL },
  { "Snickersnee", "katana", RESTR, L, "samurai", NULL, NOBANE, NULL },
  { "Sunsword", "long sword", RESTR, L, NULL, NULL, BANE1 (NHS_M2_UNDEAD), "GOLD" },
  { "The Apple of Discord", "apple", RESTR, C, NULL, NULL, NOBANE, "GOLD" },
  { "The Amulet of Storms", "amulet of flying", RESTR, C, NULL, NULL, NOBANE, NULL },
  { "Itlachiayaque", "shield of reflection", NOGEN | RESTR | INTEL, L, "archeologist", NULL, NOBANE, "GOLD" },
  { "The Heart of Ahriman", "luckstone", NOGEN | RESTR | INTEL, N, "barbarian", NULL, NOBANE, NULL },
  { "Big Stick", "club", NOGEN | RESTR | INTEL, C, "cave dweller", NULL, NOBANE, NULL },
  { "The Staff of Aesculapius", "quarterstaff", NOGEN | RESTR | INTEL, N, "healer", NULL, NOBANE, NULL },
  { "The Magic Mirror of Merlin", "mirror", NOGEN | RESTR | INTEL, L, "knight", NULL, NOBANE, NULL },
  { "The Eyes of the Overworld", "lenses", NOGEN | RESTR | INTEL, N, "monk", NULL, NOBANE, NULL },
  { "The Sceptre of Might", "mace", NOGEN | RESTR | INTEL | DALIGN, L, "cleric", NULL, NOBANE, "METAL" },
  { "The Mitre of Holiness", "helm of brilliance", NOGEN | RESTR | INTEL, L, "cleric", NULL, BANE1 (NHS_M2_UNDEAD), "SILVER" },
  { "The Longbow of Diana", "bow", NOGEN | RESTR | INTEL, C, "ranger", NULL, NOBANE, NULL },
  { "The Master Key of Thievery", "skeleton key", NOGEN | RESTR | INTEL, C, "rogue", NULL, NOBANE, NULL },
  { "The Tsurugi of Muramasa", "tsurugi", NOGEN | RESTR | INTEL, L, "samurai", NULL, NOBANE, NULL },
  { "The Platinum Yendorian Express Card", "credit card", NOGEN | RESTR | INTEL, N, "tourist", NULL, NOBANE, "PLATINUM" },
  { "Sol Valtiva", "two-handed sword", NOGEN | RESTR | INTEL, C, "valkyrie", NULL, NOBANE, "MITHRIL" },
  { "The Eye of the Aethiopica", "amulet of ESP", NOGEN | RESTR | INTEL, N, "wizard", NULL, NOBANE, NULL },
};

/* a level's artiexist[] is a bit for each (NhsLevelGen.artifacts_made) */
G_STATIC_ASSERT (G_N_ELEMENTS (evil_artifacts) <= 64 && G_N_ELEMENTS (xnh_artifacts) <= 64);

const NhsArtifact *
nhs_artifacts (const NhsVariant *variant, guint *n)
{
  switch (variant != NULL ? variant->artifacts : NHS_ARTIFACTS_NONE)
    {
    case NHS_ARTIFACTS_EVIL:
      *n = G_N_ELEMENTS (evil_artifacts);
      return evil_artifacts;
    case NHS_ARTIFACTS_XNH:
      *n = G_N_ELEMENTS (xnh_artifacts);
      return xnh_artifacts;
    case NHS_ARTIFACTS_NONE:
    default:
      *n = 0;
      return NULL;
    }
}

const NhsArtifact *
nhs_artifact_lookup (const NhsVariant *variant, const char *name)
{
  guint n;
  const NhsArtifact *a = nhs_artifacts (variant, &n);

  for (guint i = 0; name != NULL && i < n; i++)
    if (strcmp (a[i].name, name) == 0)
      return &a[i];
  return NULL;
}
