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
#define ATTK NHS_ART_ATTK
#define DBONUS NHS_ART_DBONUS
#define ATK(ad, n, d) #ad, n, d
#define NO_ATTK NULL, 0, 0

static const NhsArtifact evil_artifacts[] = {
  { "Excalibur", "long sword", NOGEN | RESTR | INTEL, L, "knight", NULL, NOBANE, NULL, NULL, ATK (PHYS, 5, 10) },
  { "Stormbringer", "runesword", RESTR | INTEL | ATTK, C, NULL, NULL, NOBANE, "STEEL", NULL, ATK (DRLI, 5, 2) },
  { "Mjollnir", "heavy war hammer", RESTR | ATTK, N, "valkyrie", NULL, NOBANE, NULL, NULL, ATK (ELEC, 5, 24) },
  { "Cleaver", "battle-axe", RESTR, N, "barbarian", NULL, NOBANE, NULL, NULL, ATK (PHYS, 3, 6) },
  { "Grimtooth", "orcish dagger", RESTR | ATTK | DBONUS, C, NULL, "orc", BANE2 (NHS_MH_ELF, NHS_MH_DROW), NULL, NULL, ATK (DISE, 5, 6) },
  { "Orcrist", "elven broadsword", DBONUS, C, NULL, "elf", BANE1 (NHS_MH_ORC), "MITHRIL", NULL, ATK (PHYS, 5, 0) },
  { "Sting", "elven dagger", DBONUS, C, NULL, "elf", BANE2 (NHS_MH_ORC, NHS_MH_SPIDER), "MITHRIL", NULL, ATK (PHYS, 5, 0) },
  { "Magicbane", "quarterstaff", RESTR | ATTK, N, "wizard", NULL, NOBANE, NULL, NULL, ATK (STUN, 3, 4) },
  { "Frost Brand", "short sword", RESTR | ATTK, U, NULL, NULL, NOBANE, "STEEL", NULL, ATK (COLD, 5, 0) },
  { "Fire Brand", "short sword", RESTR | ATTK, U, NULL, NULL, NOBANE, "STEEL", NULL, ATK (FIRE, 5, 0) },
  { "Dragonbane", "gloves", RESTR | DBONUS, U, NULL, NULL, BANE1 (NHS_MH_DRAGON), "DRAGON_HIDE", NULL, NO_ATTK },
  { "Demonbane", "heavy mace", RESTR | DBONUS, L, "priest", NULL, BANE1 (NHS_MH_DEMON), "SILVER", NULL, ATK (PHYS, 5, 0) },
  { "Werebane", "scimitar", RESTR | DBONUS, U, "druid", NULL, BANE1 (NHS_MH_WERE), "SILVER", NULL, ATK (PHYS, 5, 0) },
  { "Grayswandir", "saber", RESTR, L, NULL, NULL, NOBANE, "SILVER", NULL, ATK (PHYS, 5, 0) },
  { "Giantslayer", "spear", RESTR | DBONUS, N, NULL, NULL, BANE1 (NHS_MH_GIANT), NULL, NULL, ATK (PHYS, 5, 0) },
  { "Ogresmasher", "heavy war hammer", RESTR | DBONUS, U, NULL, NULL, BANE1 (NHS_MH_OGRE), NULL, NULL, ATK (PHYS, 5, 0) },
  { "Trollsbane", "morning star", RESTR | DBONUS, U, NULL, NULL, BANE1 (NHS_MH_TROLL), NULL, NULL, ATK (PHYS, 5, 0) },
  { "Vorpal Blade", "long sword", RESTR | DBONUS, N, NULL, NULL, BANE1 (NHS_MH_JABBERWOCK), "STEEL", NULL, ATK (PHYS, 5, 6) },
  { "Snickersnee", "katana", RESTR, L, "samurai", NULL, NOBANE, NULL, NULL, ATK (PHYS, 5, 8) },
  { "Sunsword", "long sword", RESTR | DBONUS, L, NULL, NULL, BANE2 (NHS_MH_ZOMBIE, NHS_MH_UNZOMBIE), "GEMSTONE", NULL, ATK (PHYS, 5, 0) },
  { "Lifestealer", "two-handed sword", NOGEN | RESTR | INTEL | ATTK, C, NULL, NULL, NOBANE, NULL, NULL, ATK (DRLI, 5, 2) },
  { "Keolewa", "club", RESTR | ATTK, N, "caveman", NULL, NOBANE, NULL, NULL, ATK (ELEC, 5, 10) },
  { "Dirge", "long sword", NOGEN | RESTR | INTEL | ATTK, C, NULL, NULL, NOBANE, "MITHRIL", NULL, ATK (ACID, 5, 10) },
  { "The Sword of Kas", "two-handed sword", NOGEN | RESTR | INTEL | DALIGN | ATTK | DBONUS, C, NULL, NULL, NOBANE, "GEMSTONE", NULL, ATK (DRST, 10, 0) },
  { "Magic 8-Ball", "eight ball", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "Luck Blade", "broadsword", RESTR, C, "convict", NULL, NOBANE, "STEEL", NULL, ATK (PHYS, 5, 6) },
  { "Secespita", "knife", RESTR | ATTK, C, "infidel", NULL, NOBANE, "COPPER", NULL, ATK (DREN, 8, 8) },
  { "Bag of the Hesperides", "bag of holding", NOGEN | RESTR, U, NULL, NULL, NOBANE, "DRAGON_HIDE", NULL, NO_ATTK },
  { "Angelslayer", "trident", RESTR | ATTK | DBONUS, U, NULL, NULL, BANE2 (NHS_MH_ANGEL, NHS_MH_AASIMAR), NULL, NULL, ATK (FIRE, 5, 10) },
  { "Butcher", "triple-headed flail", NOGEN | RESTR | INTEL | ATTK, C, NULL, NULL, NOBANE, "BONE", NULL, ATK (STUN, 5, 8) },
  { "Wand of Orcus", "rod", NOGEN | RESTR | INTEL | ATTK, C, NULL, NULL, NOBANE, "GEMSTONE", NULL, ATK (DETH, 5, 6) },
  { "The Eye of Vecna", "eyeball", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Hand of Vecna", "mummified hand", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, "FLESH", NULL, NO_ATTK },
  { "Dramborleg", "dwarvish bearded axe", RESTR | INTEL | DBONUS, L, NULL, NULL, BANE1 (NHS_MH_DEMON), "MITHRIL", NULL, ATK (PHYS, 8, 8) },
  { "The One Ring", "ring of lustrous", NOGEN | RESTR | INTEL | DBONUS, U, NULL, NULL, BANE1 (NHS_MH_WRAITH), "GOLD", NULL, NO_ATTK },
  /* the forged ones (SPFX_FORGED) */
  { "The Sword of Annihilation", "long sword", NOGEN | RESTR | INTEL | ATTK, U, NULL, NULL, NOBANE, "STEEL", NULL, ATK (DISN, 5, 12) },
  { "Glamdring", "elven long sword", NOGEN | RESTR | DBONUS, C, NULL, "elf", BANE1 (NHS_MH_ORC), "MITHRIL", NULL, ATK (PHYS, 8, 0) },
  { "The Staff of the Archmagi", "ashwood staff", NOGEN | RESTR | INTEL | ATTK, U, "wizard", NULL, NOBANE, NULL, NULL, ATK (STUN, 5, 8) },
  { "Shadowblade", "athame", NOGEN | RESTR | INTEL | ATTK | DBONUS, C, NULL, "drow", BANE1 (NHS_MH_WERE), "ADAMANTINE", NULL, ATK (DRLI, 8, 10) },
  { "Gauntlets of Purity", "gauntlets of power", NOGEN | RESTR | INTEL, L, NULL, NULL, NOBANE, "SILVER", NULL, NO_ATTK },
  { "Ashmar", "dwarvish roundshield", NOGEN | RESTR | INTEL, U, NULL, "dwarf", NOBANE, "MITHRIL", NULL, NO_ATTK },
  { "Hammer of the Gods", "heavy war hammer", NOGEN | RESTR | INTEL | DBONUS, L, NULL, NULL, BANE3 (NHS_MH_DEMON, NHS_MH_ZOMBIE, NHS_MH_UNZOMBIE), "SILVER", NULL, ATK (PHYS, 8, 0) },
  { "Tempest", "halberd", NOGEN | RESTR | INTEL | ATTK, U, NULL, NULL, NOBANE, "IRON", NULL, ATK (ELEC, 10, 24) },
  { "Ithilmar", "runed barding", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, "STEEL", NULL, NO_ATTK },
  { "Armor of Retribution", "crystal plate mail", NOGEN | RESTR | INTEL, U, NULL, NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "Dichotomy", "runesword", NOGEN | RESTR | ATTK, U, NULL, NULL, NOBANE, "GEMSTONE", NULL, ATK (FUSE, 8, 0) },
  { "Harbinger", "aklys", NOGEN | RESTR | ATTK | DBONUS, U, NULL, NULL, BANE1 (NHS_MH_GIANT), "STEEL", NULL, ATK (ACID, 8, 8) },
  /* the Quest's */
  { "Xiuhcoatl", "atlatl", NOGEN | RESTR | INTEL | ATTK, L, "archeologist", NULL, NOBANE, NULL, NULL, ATK (FIRE, 5, 24) },
  { "The Sceptre of Might", "rod", NOGEN | RESTR | INTEL | DALIGN | DBONUS, L, "caveman", NULL, NOBANE, "STEEL", NULL, ATK (PHYS, 5, 0) },
  { "Bracers of the First Circle", "runed bracers", NOGEN | RESTR | INTEL, N, "druid", NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Staff of Aesculapius", "quarterstaff", NOGEN | RESTR | INTEL | ATTK, N, "healer", NULL, NOBANE, NULL, NULL, ATK (DRLI, 5, 0) },
  { "The Magic Mirror of Merlin", "mirror", NOGEN | RESTR | INTEL, L, "knight", NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Eyes of the Overworld", "lenses", NOGEN | RESTR | INTEL, N, "monk", NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Mitre of Holiness", "helm of brilliance", NOGEN | RESTR | INTEL | DBONUS, L, "priest", NULL, BANE2 (NHS_MH_ZOMBIE, NHS_MH_UNZOMBIE), NULL, NULL, NO_ATTK },
  { "The Longbow of Diana", "bow", NOGEN | RESTR | INTEL, C, "ranger", NULL, NOBANE, NULL, NULL, ATK (PHYS, 5, 0) },
  { "The Crossbow of Carl", "crossbow", NOGEN | RESTR | INTEL, C, "ranger", NULL, NOBANE, NULL, NULL, ATK (PHYS, 5, 0) },
  { "The Master Key of Thievery", "skeleton key", NOGEN | RESTR | INTEL, C, "rogue", NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Tsurugi of Muramasa", "tsurugi", NOGEN | RESTR | INTEL, L, "samurai", NULL, NOBANE, NULL, NULL, ATK (PHYS, 3, 8) },
  { "The Platinum Yendorian Express Card", "credit card", NOGEN | RESTR | INTEL, N, "tourist", NULL, NOBANE, "PLATINUM", NULL, NO_ATTK },
  { "Gjallar", "tooled horn", NOGEN | RESTR | INTEL, N, "valkyrie", NULL, NOBANE, "BONE", NULL, NO_ATTK },
  { "The Eye of the Aethiopica", "amulet of ESP", NOGEN | RESTR | INTEL, N, "wizard", NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Ring of P'hul", "ring of ancient", NOGEN | RESTR | INTEL, C, "barbarian", NULL, NOBANE, "GEMSTONE", NULL, NO_ATTK },
  { "The Striped Shirt of Liberation", "striped shirt", NOGEN | RESTR | INTEL, C, "convict", NULL, NOBANE, NULL, NULL, NO_ATTK },
  { "The Idol of Moloch", "figurine", NOGEN | RESTR | INTEL, C, "infidel", NULL, NOBANE, NULL, NULL, NO_ATTK },
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

/* artifact.c spec_applies () against the hero described at
   nhs_artifact_evil_score (), with its special cases (spec_dbon ()) */
static gboolean
applies_to_hero (const NhsArtifact *a, int hero_align)
{
  if (strcmp (a->attack, "PHYS") == 0 && a->attack_damn == 0 && a->attack_damd == 0)
    return FALSE;
  /* Grimtooth: no sickness resistance; Vorpal Blade and Dramborleg:
     always; Angelslayer: not a demon; Harbinger: no acid resistance */
  if (strcmp (a->name, "Grimtooth") == 0 || strcmp (a->name, "Vorpal Blade") == 0
      || strcmp (a->name, "Dramborleg") == 0 || strcmp (a->name, "Angelslayer") == 0
      || strcmp (a->name, "Harbinger") == 0)
    return TRUE;
  if (!(a->flags & (NHS_ART_DBONUS | NHS_ART_ATTK)))
    return strcmp (a->attack, "PHYS") == 0;
  /* SPFX_DFLAGH against the hero's race (urace.selfmask): human */
  for (guint i = 0; i < a->n_bane; i++)
    if (a->bane[i] == NHS_MH_HUMAN)
      return TRUE;
  if ((a->flags & NHS_ART_DALIGN) && hero_align != a->alignment)
    return TRUE;
  /* SPFX_ATTK: the hero resists nothing (AD_DREN: the hero lives) */
  return (a->flags & NHS_ART_ATTK) != 0;
}

int
nhs_artifact_evil_score (const NhsArtifact *a, int small_die, int spe, int hero_align)
{
  int base = (small_die + 1) / 2, score = base + spe;

  g_return_val_if_fail (a != NULL, -1);
  if (a->attack == NULL)
    return score;
  if (strcmp (a->attack, "DRLI") == 0 || strcmp (a->name, "Dichotomy") == 0
      || strcmp (a->name, "The Sword of Annihilation") == 0 || strcmp (a->name, "Wand of Orcus") == 0)
    return -1;
  if (applies_to_hero (a, hero_align))
    {
      /* spec_dbon ()'s mean: d (damd), or the base hit again when damd is
         0; the hero is vulnerable to nothing, resists no fire */
      score += a->attack_damd ? (a->attack_damd + 1) / 2 : MAX (base, 1);
      if (strcmp (a->name, "Magicbane") == 0 || strcmp (a->name, "Butcher") == 0
          || strcmp (a->name, "The Staff of the Archmagi") == 0 || strcmp (a->name, "Tempest") == 0)
        score += 4;
    }
  return score;
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
