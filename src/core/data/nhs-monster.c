/* nhs-monster.c: names of the games' monster flags, resistances and colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-monster.h"

#include <string.h>

/* A monster keeps its flags in two 64-bit words. */
G_STATIC_ASSERT (NHS_N_MFLAGS <= 128);

/* In NhsMFlag order. */
static const char *const mflag_names[NHS_N_MFLAGS] = {
  "M1_FLY", "M1_SWIM", "M1_AMORPHOUS", "M1_WALLWALK", "M1_CLING",
  "M1_TUNNEL", "M1_NEEDPICK", "M1_CONCEAL", "M1_HIDE", "M1_AMPHIBIOUS",
  "M1_BREATHLESS", "M1_NOTAKE", "M1_NOEYES", "M1_NOHANDS", "M1_NOLIMBS",
  "M1_NOHEAD", "M1_MINDLESS", "M1_HUMANOID", "M1_ANIMAL", "M1_SLITHY",
  "M1_UNSOLID", "M1_THICK_HIDE", "M1_OVIPAROUS", "M1_REGEN", "M1_SEE_INVIS",
  "M1_TPORT", "M1_TPORT_CNTRL", "M1_ACID", "M1_POIS", "M1_CARNIVORE",
  "M1_HERBIVORE", "M1_METALLIVORE",
  "M2_NOPOLY", "M2_UNDEAD", "M2_WERE", "M2_HUMAN", "M2_ELF", "M2_DWARF",
  "M2_GNOME", "M2_ORC", "M2_HOBBIT", "M2_VAMPIRE", "M2_DEMON", "M2_MERC",
  "M2_LORD", "M2_PRINCE", "M2_MINION", "M2_GIANT", "M2_SHAPESHIFTER",
  "M2_MALE", "M2_FEMALE", "M2_NEUTER", "M2_PNAME", "M2_HOSTILE",
  "M2_PEACEFUL", "M2_DOMESTIC", "M2_WANDER", "M2_STALK", "M2_NASTY",
  "M2_STRONG", "M2_ROCKTHROW", "M2_GREEDY", "M2_JEWELS", "M2_COLLECT",
  "M2_MAGIC",
  "M2_DRUID_FORM_A", "M2_DRUID_FORM_B", "M2_DRUID_FORM_C", "M2_DRUID_FORM_D",
  "M2_VAMPIRE_FORM",
  "M3_WANTSAMUL", "M3_WANTSBELL", "M3_WANTSBOOK", "M3_WANTSCAND",
  "M3_WANTSARTI", "M3_WANTSALL", "M3_WAITFORU", "M3_CLOSE", "M3_COVETOUS",
  "M3_INFRAVISION", "M3_INFRAVISIBLE", "M3_DISPLACES", "M3_TRAITOR",
  "M3_NOTAME",
  "M3_ULTRAVISION", "M3_SKITTISH", "M3_ACCURATE", "M3_BERSERK", "M3_STATIONARY",
  "M4_VULNERABLE_FIRE", "M4_VULNERABLE_COLD", "M4_VULNERABLE_ELEC", "M4_VULNERABLE_ACID",
  "MH_HUMAN", "MH_ELF", "MH_DWARF", "MH_GNOME", "MH_ORC", "MH_GIANT",
  "MH_HOBBIT", "MH_CENTAUR", "MH_ILLITHID", "MH_TORTLE", "MH_DROW", "MH_ZOMBIE",
  "MH_VAMPIRE", "MH_AASIMAR", "MH_DEMON", "MH_UNZOMBIE", "MH_WERE", "MH_DRAGON",
  "MH_ANGEL", "MH_OGRE", "MH_TROLL", "MH_GNOLL", "MH_SPIDER", "MH_JABBERWOCK",
  "MH_WRAITH",
  "M3_NONCORPOREAL",
};

typedef struct {
  guint bit;
  const char *name;
} BitName;

static const BitName geno_names[] = {
  { NHS_G_UNIQ, "G_UNIQ" },
  { NHS_G_NOHELL, "G_NOHELL" },
  { NHS_G_HELL, "G_HELL" },
  { NHS_G_NOGEN, "G_NOGEN" },
  { NHS_G_SGROUP, "G_SGROUP" },
  { NHS_G_LGROUP, "G_LGROUP" },
  { NHS_G_GENO, "G_GENO" },
  { NHS_G_NOCORPSE, "G_NOCORPSE" },
  { NHS_G_VLGROUP, "G_VLGROUP" },
  { NHS_G_TALG, "G_TALG" },
  { NHS_G_VLAD, "G_VLAD" },
  { NHS_G_VECNA, "G_VECNA" },
};

static const BitName resist_names[] = {
  { NHS_MR_FIRE, "MR_FIRE" },
  { NHS_MR_COLD, "MR_COLD" },
  { NHS_MR_SLEEP, "MR_SLEEP" },
  { NHS_MR_DISINT, "MR_DISINT" },
  { NHS_MR_ELEC, "MR_ELEC" },
  { NHS_MR_POISON, "MR_POISON" },
  { NHS_MR_ACID, "MR_ACID" },
  { NHS_MR_STONE, "MR_STONE" },
  { NHS_MR_DEATH, "MR_DEATH" },
  { NHS_MR_DRAIN, "MR_DRAIN" },
  { NHS_MR_PLUSONE, "MR_PLUSONE" },
  { NHS_MR_PLUSTWO, "MR_PLUSTWO" },
  { NHS_MR_PLUSTHREE, "MR_PLUSTHREE" },
  { NHS_MR_PLUSFOUR, "MR_PLUSFOUR" },
  { NHS_MR_HITASONE, "MR_HITASONE" },
  { NHS_MR_HITASTWO, "MR_HITASTWO" },
  { NHS_MR_HITASTHREE, "MR_HITASTHREE" },
  { NHS_MR_HITASFOUR, "MR_HITASFOUR" },
  { NHS_MR_PSYCHIC, "MR_PSYCHIC" },
};

/* Index = colour number as the games count them (color.h). */
static const char *const color_names[16] = {
  "CLR_BLACK", "CLR_RED", "CLR_GREEN", "CLR_BROWN",
  "CLR_BLUE", "CLR_MAGENTA", "CLR_CYAN", "CLR_GRAY",
  "NO_COLOR", "CLR_ORANGE", "CLR_BRIGHT_GREEN", "CLR_YELLOW",
  "CLR_BRIGHT_BLUE", "CLR_BRIGHT_MAGENTA", "CLR_BRIGHT_CYAN", "CLR_WHITE",
};

/* monst.c's own shorthands, in case a hand-written file uses them. */
static const struct {
  const char *name;
  int color;
} color_aliases[] = {
  { "HI_DOMESTIC", 15 },
  { "HI_LORD", 5 },
};

const char *
nhs_mflag_name (NhsMFlag flag)
{
  if ((int) flag < 0 || flag >= NHS_N_MFLAGS)
    return NULL;
  return mflag_names[flag];
}

gboolean
nhs_mflag_from_name (const char *name,
                     NhsMFlag   *out)
{
  if (name == NULL)
    return FALSE;
  for (int i = 0; i < NHS_N_MFLAGS; i++)
    if (strcmp (mflag_names[i], name) == 0)
      {
        if (out)
          *out = (NhsMFlag) i;
        return TRUE;
      }
  return FALSE;
}

static const char *
bit_name (const BitName *table,
          gsize          n,
          guint          bit)
{
  for (gsize i = 0; i < n; i++)
    if (table[i].bit == bit)
      return table[i].name;
  return NULL;
}

static gboolean
bit_from_name (const BitName *table,
               gsize          n,
               const char    *name,
               guint         *out)
{
  if (name == NULL)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (strcmp (table[i].name, name) == 0)
      {
        if (out)
          *out = table[i].bit;
        return TRUE;
      }
  return FALSE;
}

const char *
nhs_geno_flag_name (guint bit)
{
  return bit_name (geno_names, G_N_ELEMENTS (geno_names), bit);
}

gboolean
nhs_geno_flag_from_name (const char *name,
                         guint      *out)
{
  return bit_from_name (geno_names, G_N_ELEMENTS (geno_names), name, out);
}

const char *
nhs_resist_name (guint bit)
{
  return bit_name (resist_names, G_N_ELEMENTS (resist_names), bit);
}

gboolean
nhs_resist_from_name (const char *name,
                      guint      *out)
{
  return bit_from_name (resist_names, G_N_ELEMENTS (resist_names), name, out);
}

const char *
nhs_color_name (int color)
{
  if (color < 0 || color >= (int) G_N_ELEMENTS (color_names))
    return NULL;
  return color_names[color];
}

/* -1 when the name is not a colour. */
int
nhs_color_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < (int) G_N_ELEMENTS (color_names); i++)
    if (strcmp (color_names[i], name) == 0)
      return i;
  for (gsize i = 0; i < G_N_ELEMENTS (color_aliases); i++)
    if (strcmp (color_aliases[i].name, name) == 0)
      return color_aliases[i].color;
  return -1;
}

/* The Rogue level keeps only monsters whose class symbol passes isupper();
 * this is its complement: lowercase letters and every non-letter ('@', '&',
 * ';', ':', '\'', ' ', '~', ']') count as "lowercase" here, as in the game. */
gboolean
nhs_monster_is_lowercase (const NhsMonster *m)
{
  return !g_ascii_isupper (m->symbol);
}
