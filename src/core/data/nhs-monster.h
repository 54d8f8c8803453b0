/* nhs-monster.h: one monster's facts, as a game's mons[] entry holds them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Generation flags. Bit values are our own; names are the game's. */
typedef enum {
  NHS_G_UNIQ     = 1 << 0,
  NHS_G_NOHELL   = 1 << 1,
  NHS_G_HELL     = 1 << 2,
  NHS_G_NOGEN    = 1 << 3,
  NHS_G_SGROUP   = 1 << 4,
  NHS_G_LGROUP   = 1 << 5,
  NHS_G_GENO     = 1 << 6,
  NHS_G_NOCORPSE = 1 << 7,
  NHS_G_VLGROUP  = 1 << 8,   /* SLASH'EM only */
  NHS_G_TALG     = 1 << 9,   /* EvilHack: no genocide before Tal'Gath, Vlad, Vecna die */
  NHS_G_VLAD     = 1 << 10,
  NHS_G_VECNA    = 1 << 11,
} NhsGenoFlags;

/* Every M1_/M2_/M3_ flag any supported variant knows, as one enum.
 * A monster keeps them in a 128-bit set (see nhs_monster_has). */
typedef enum {
  /* M1 */
  NHS_M1_FLY, NHS_M1_SWIM, NHS_M1_AMORPHOUS, NHS_M1_WALLWALK, NHS_M1_CLING,
  NHS_M1_TUNNEL, NHS_M1_NEEDPICK, NHS_M1_CONCEAL, NHS_M1_HIDE, NHS_M1_AMPHIBIOUS,
  NHS_M1_BREATHLESS, NHS_M1_NOTAKE, NHS_M1_NOEYES, NHS_M1_NOHANDS, NHS_M1_NOLIMBS,
  NHS_M1_NOHEAD, NHS_M1_MINDLESS, NHS_M1_HUMANOID, NHS_M1_ANIMAL, NHS_M1_SLITHY,
  NHS_M1_UNSOLID, NHS_M1_THICK_HIDE, NHS_M1_OVIPAROUS, NHS_M1_REGEN, NHS_M1_SEE_INVIS,
  NHS_M1_TPORT, NHS_M1_TPORT_CNTRL, NHS_M1_ACID, NHS_M1_POIS, NHS_M1_CARNIVORE,
  NHS_M1_HERBIVORE, NHS_M1_METALLIVORE,
  /* M2 */
  NHS_M2_NOPOLY, NHS_M2_UNDEAD, NHS_M2_WERE, NHS_M2_HUMAN, NHS_M2_ELF, NHS_M2_DWARF,
  NHS_M2_GNOME, NHS_M2_ORC, NHS_M2_HOBBIT, NHS_M2_VAMPIRE, NHS_M2_DEMON, NHS_M2_MERC,
  NHS_M2_LORD, NHS_M2_PRINCE, NHS_M2_MINION, NHS_M2_GIANT, NHS_M2_SHAPESHIFTER,
  NHS_M2_MALE, NHS_M2_FEMALE, NHS_M2_NEUTER, NHS_M2_PNAME, NHS_M2_HOSTILE,
  NHS_M2_PEACEFUL, NHS_M2_DOMESTIC, NHS_M2_WANDER, NHS_M2_STALK, NHS_M2_NASTY,
  NHS_M2_STRONG, NHS_M2_ROCKTHROW, NHS_M2_GREEDY, NHS_M2_JEWELS, NHS_M2_COLLECT,
  NHS_M2_MAGIC,
  /* EvilHack's M2 additions */
  NHS_M2_DRUID_FORM_A, NHS_M2_DRUID_FORM_B, NHS_M2_DRUID_FORM_C, NHS_M2_DRUID_FORM_D,
  NHS_M2_VAMPIRE_FORM,
  /* M3 */
  NHS_M3_WANTSAMUL, NHS_M3_WANTSBELL, NHS_M3_WANTSBOOK, NHS_M3_WANTSCAND,
  NHS_M3_WANTSARTI, NHS_M3_WANTSALL, NHS_M3_WAITFORU, NHS_M3_CLOSE, NHS_M3_COVETOUS,
  NHS_M3_INFRAVISION, NHS_M3_INFRAVISIBLE, NHS_M3_DISPLACES, NHS_M3_TRAITOR,
  NHS_M3_NOTAME,
  /* EvilHack's M3 additions, its M4 (elemental vulnerabilities) and its race
     flags (mhflags: MH_*) */
  NHS_M3_ULTRAVISION, NHS_M3_SKITTISH, NHS_M3_ACCURATE, NHS_M3_BERSERK, NHS_M3_STATIONARY,
  NHS_M4_VULNERABLE_FIRE, NHS_M4_VULNERABLE_COLD, NHS_M4_VULNERABLE_ELEC,
  NHS_M4_VULNERABLE_ACID,
  NHS_MH_HUMAN, NHS_MH_ELF, NHS_MH_DWARF, NHS_MH_GNOME, NHS_MH_ORC, NHS_MH_GIANT,
  NHS_MH_HOBBIT, NHS_MH_CENTAUR, NHS_MH_ILLITHID, NHS_MH_TORTLE, NHS_MH_DROW, NHS_MH_ZOMBIE,
  NHS_MH_VAMPIRE, NHS_MH_AASIMAR, NHS_MH_DEMON, NHS_MH_UNZOMBIE, NHS_MH_WERE, NHS_MH_DRAGON,
  NHS_MH_ANGEL, NHS_MH_OGRE, NHS_MH_TROLL, NHS_MH_GNOLL, NHS_MH_SPIDER, NHS_MH_JABBERWOCK,
  NHS_MH_WRAITH,
  NHS_M3_NONCORPOREAL,
  NHS_N_MFLAGS
} NhsMFlag;

/* Resistances (MR_*), our own bits. SLASH'EM adds death and drain. */
typedef enum {
  NHS_MR_FIRE   = 1 << 0,
  NHS_MR_COLD   = 1 << 1,
  NHS_MR_SLEEP  = 1 << 2,
  NHS_MR_DISINT = 1 << 3,
  NHS_MR_ELEC   = 1 << 4,
  NHS_MR_POISON = 1 << 5,
  NHS_MR_ACID   = 1 << 6,
  NHS_MR_STONE  = 1 << 7,
  NHS_MR_DEATH  = 1 << 8,
  NHS_MR_DRAIN  = 1 << 9,
  /* SLASH'EM keeps "needs a +N weapon to hit" and "hits as a +N weapon"
   * in mresists too. */
  NHS_MR_PLUSONE    = 1 << 10,
  NHS_MR_PLUSTWO    = 1 << 11,
  NHS_MR_PLUSTHREE  = 1 << 12,
  NHS_MR_PLUSFOUR   = 1 << 13,
  NHS_MR_HITASONE   = 1 << 14,
  NHS_MR_HITASTWO   = 1 << 15,
  NHS_MR_HITASTHREE = 1 << 16,
  NHS_MR_HITASFOUR  = 1 << 17,
  NHS_MR_PSYCHIC    = 1 << 18,   /* EvilHack */
} NhsResist;

/* The games' A_NONE alignment (Moloch's priests, EvilHack's infidel). */
#define NHS_A_NONE (-128)

#define NHS_MAX_ATTACKS 6

/* One attack: AT_* and AD_* kept as the game's names (interned strings). */
typedef struct {
  const char *type;    /* "AT_BITE"; NULL for an empty slot */
  const char *damage;  /* "AD_PHYS" */
  int dice;
  int sides;
} NhsAttack;

typedef struct {
  int index;                 /* position in the game's mons[] */
  char *name;                /* the neutral name */
  char *name_male;           /* 3.7 gendered names, or NULL */
  char *name_female;
  char symbol;               /* the class's default display character */
  char *class_id;            /* "S_ANT" */
  int mlet;                  /* class number as the game counts them (S_ANT = 1) */
  int level;
  int speed;
  int ac;
  int mr;
  int alignment;             /* maligntyp, -128..127 (A_NONE is -128) */
  int frequency;             /* geno & G_FREQ, 0..7 */
  guint geno;                /* NhsGenoFlags */
  int difficulty;            /* the game's difficulty / monstr[] */
  int size;                  /* MZ_TINY = 0 .. MZ_GIGANTIC = 7 */
  int cwt;                   /* corpse weight */
  int cnutrit;
  char *sound;               /* "MS_SILENT" */
  guint resists;             /* NhsResist */
  guint conveys;             /* NhsResist */
  guint64 mflags[2];         /* bit per NhsMFlag */
  int color;                 /* 0..15, CLR_BLACK .. CLR_WHITE */
  int n_attacks;
  NhsAttack attacks[NHS_MAX_ATTACKS];
  gboolean placeholder;      /* the game's is_placeholder(): "human", "elf", ... */
  int color_256;             /* EvilHack's 256-colour mcolor (color is its 16-colour
                                fallback), or -1 */
} NhsMonster;

static inline gboolean
nhs_monster_has (const NhsMonster *m,
                 NhsMFlag          flag)
{
  return (m->mflags[flag / 64] >> (flag % 64)) & 1;
}

/* The games' mondata.h tests by name: the monster is called NAME (any
   case), is of class CLASS_ID ("S_DOG"), has an attack of TYPE ("AT_WEAP"). */
static inline gboolean
nhs_monster_named (const NhsMonster *m,
                   const char       *name)
{
  return g_ascii_strcasecmp (m->name, name) == 0;
}

static inline gboolean
nhs_monster_in_class (const NhsMonster *m,
                      const char       *class_id)
{
  return g_strcmp0 (m->class_id, class_id) == 0;
}

/* an attack of TYPE ("AT_WEAP") dealing DAMAGE ("AD_MAGM"), NULL for any
   (mondata.c attacktype_fordmg () with AT_ANY) */
static inline gboolean
nhs_monster_has_attack_for (const NhsMonster *m,
                            const char       *type,
                            const char       *damage)
{
  for (int i = 0; i < m->n_attacks; i++)
    if ((type == NULL ? m->attacks[i].type != NULL : g_strcmp0 (m->attacks[i].type, type) == 0)
        && (damage == NULL || g_strcmp0 (m->attacks[i].damage, damage) == 0))
      return TRUE;
  return FALSE;
}

static inline gboolean
nhs_monster_has_attack (const NhsMonster *m,
                        const char       *type)
{
  return nhs_monster_has_attack_for (m, type, NULL);
}

const char *nhs_mflag_name        (NhsMFlag     flag);
gboolean    nhs_mflag_from_name   (const char  *name,
                                   NhsMFlag    *out);
const char *nhs_geno_flag_name    (guint        bit);
gboolean    nhs_geno_flag_from_name (const char *name,
                                     guint      *out);
const char *nhs_resist_name       (guint        bit);
gboolean    nhs_resist_from_name  (const char  *name,
                                   guint       *out);
const char *nhs_color_name        (int          color);
int         nhs_color_from_name   (const char  *name);
gboolean    nhs_monster_is_lowercase (const NhsMonster *m);

G_END_DECLS
