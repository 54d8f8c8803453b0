/* nhs-muse-scenario.h: one concrete item-use scenario (a monster with its
 * inventory, state and surroundings, and the hero) and the game's three
 * decisions for it, find_defensive, find_misc and find_offensive (muse.c),
 * with every outcome's exact probability and a trace of the rules checked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-data.h"
#include "nhs-monster.h"
#include "nhs-muse.h"
#include "nhs-object.h"
#include "nhs-variant.h"

G_BEGIN_DECLS

/* Limits of a scenario (hostile input stays bounded). */
#define NHS_MUSE_MAX_ITEMS          64
#define NHS_MUSE_MAX_FEATURES       64
#define NHS_MUSE_MAX_OTHERS         64
#define NHS_MUSE_MAX_ARMOR          7
#define NHS_MUSE_MAX_OFFSET_X       30   /* |dx| */
#define NHS_MUSE_MAX_OFFSET_Y       8    /* |dy| */
#define NHS_MUSE_MAX_HP             10000
#define NHS_MUSE_MAX_RACES          16    /* EvilHack's races and the nymph */
#define NHS_MUSE_MAX_LEVEL          127   /* another monster's m_lev (a schar) */
#define NHS_MUSE_MAX_STUDIED        100   /* a spellbook's spestudied */
#define NHS_MUSE_MAX_MATERIALS      24    /* objclass.h's materials, more than any version has */
#define NHS_MUSE_MAX_SPELL_STUDY    3     /* spell.h MAX_SPELL_STUDY: a book read so often is worn out */
#define NHS_MUSE_MAX_SCENARIO_BYTES (1024 * 1024)
#define NHS_MUSE_MAX_APPORT         10000
#define NHS_MUSE_MAX_KNOWN_SPELLS   8    /* EvilHack mextra.h MAXMONSPELL */
#define NHS_MUSE_DEFAULT_APPORT     10   /* initedog(): the hero's Charisma; 10 taken */
#define NHS_MUSE_DEFAULT_CHARISMA   10   /* "hero.charisma": ACURR(A_CHA), the same 10 taken */
#define NHS_MUSE_DEFAULT_HERO_HP    16   /* u.uhp: a starting Valkyrie's (role.c hpadv 14 + human 2) */
#define NHS_MUSE_MAX_ABUSE          10000

/* What an item is, as far as muse.c cares (the game's otyp, or a group). */
typedef enum {
  NHS_MI_OTHER = 0,
  /* defensive */
  NHS_MI_WAN_DIGGING, NHS_MI_WAN_TELEPORTATION, NHS_MI_SCR_TELEPORTATION,
  NHS_MI_POT_FULL_HEALING, NHS_MI_POT_EXTRA_HEALING, NHS_MI_POT_HEALING,
  NHS_MI_WAN_CREATE_MONSTER, NHS_MI_SCR_CREATE_MONSTER, NHS_MI_POT_SICKNESS,
  NHS_MI_UNICORN_HORN, NHS_MI_LIZARD_CORPSE, NHS_MI_LIZARD_TIN, NHS_MI_BUGLE,
  NHS_MI_TIN_OPENER, NHS_MI_AMULET_OF_YENDOR, NHS_MI_WAN_UNDEAD_TURNING,
  /* offensive */
  NHS_MI_WAN_DEATH, NHS_MI_WAN_SLEEP, NHS_MI_WAN_FIRE, NHS_MI_FIRE_HORN,
  NHS_MI_WAN_COLD, NHS_MI_FROST_HORN, NHS_MI_WAN_LIGHTNING, NHS_MI_WAN_MAGIC_MISSILE,
  NHS_MI_WAN_STRIKING, NHS_MI_POT_PARALYSIS, NHS_MI_POT_BLINDNESS, NHS_MI_POT_CONFUSION,
  NHS_MI_POT_SLEEPING, NHS_MI_POT_ACID, NHS_MI_SCR_EARTH, NHS_MI_SCR_FIRE,
  /* misc */
  NHS_MI_POT_GAIN_LEVEL, NHS_MI_BULLWHIP, NHS_MI_WAN_MAKE_INVISIBLE,
  NHS_MI_POT_INVISIBILITY, NHS_MI_WAN_SPEED_MONSTER, NHS_MI_POT_SPEED,
  NHS_MI_WAN_POLYMORPH, NHS_MI_POT_POLYMORPH, NHS_MI_MUMMY_WRAPPING,
  /* 3.7 */
  NHS_MI_CONTAINER, NHS_MI_BAG_OF_TRICKS, NHS_MI_EXPENSIVE_CAMERA,
  /* SLASH'EM */
  NHS_MI_WAN_CREATE_HORDE, NHS_MI_WAN_HEALING, NHS_MI_WAN_EXTRA_HEALING, NHS_MI_POT_VAMPIRE_BLOOD,
  NHS_MI_WAN_FIREBALL, NHS_MI_WAN_DRAINING, NHS_MI_POT_AMNESIA, NHS_MI_WAN_CANCELLATION,
  /* xNetHack */
  NHS_MI_POT_RESTORE_ABILITY, NHS_MI_POT_HALLUCINATION, NHS_MI_POT_OIL, NHS_MI_MAGIC_FLUTE,
  /* EvilHack */
  NHS_MI_WAN_SLOW_MONSTER, NHS_MI_SCR_CHARGING, NHS_MI_SCR_STINKING_CLOUD, NHS_MI_POT_BOOZE,
  NHS_MI_FIGURINE, NHS_MI_WAN_WISHING, NHS_MI_BEARDED_AXE, NHS_MI_SCR_REMOVE_CURSE, NHS_MI_PAN_FLUTE,
  NHS_MI_LOADSTONE, NHS_MI_SPELLBOOK,
  NHS_MI_N_KINDS
} NhsMuseItemKind;

/* Item facts (bits). */
enum {
  NHS_MI_F_WEAPON  = 1 << 0,  /* WEAPON_CLASS */
  NHS_MI_F_WEPTOOL = 1 << 1,  /* a tool used as a weapon (is_weptool) */
  NHS_MI_F_BLADE   = 1 << 2,  /* dagger or knife skill: opens tins */
  NHS_MI_F_HELMET  = 1 << 3,
  NHS_MI_F_METAL   = 1 << 4,  /* is_metallic */
  NHS_MI_F_CHARGED = 1 << 5,  /* wand or horn: spe counts charges */
  NHS_MI_F_BOOTS   = 1 << 6,
};

typedef struct {
  const char *name;       /* the game's object name (or "lizard corpse": an object made of a monster) */
  NhsMuseItemKind kind;   /* what muse.c tests it as; NHS_MI_OTHER for most */
  guint flags;            /* NHS_MI_F_*, from the object's facts */
  NhsObjectClass oclass;
  const NhsObject *object;/* its objects[] entry (the corpse, tin or egg for one made of a monster) */
  const char *made_of;    /* the monster a corpse, tin or egg is made of ("lizard"), or NULL */
  gboolean made_of_any;   /* any other monster's ("jackal corpse"): found by name, not listed */
  guint index;            /* its place in the version's objects[] (the base object's for one made of a monster) */
} NhsMuseItemInfo;

/* Every item a scenario may use in this version (NULL: the default
   version), in objects[] order, then the objects made of a monster. */
const NhsMuseItemInfo *nhs_muse_items       (const NhsVariant *variant,
                                             guint            *n_out);
/* Case-insensitive; NULL when the version has no such object. Besides
   the list above, every monster's "MONSTER corpse" and "tin of MONSTER
   meat" (of those that leave a corpse) and "MONSTER egg" (of those that lay
   eggs), by the version's own monsters. */
const NhsMuseItemInfo *nhs_muse_item_lookup (const NhsVariant *variant,
                                             const char       *name);
/* One sentence for a name the version does not know, with the closest
   name when one is near ("NetHack 3.6.7 has no object named “x”; did you
   mean “y”?"). */
char                  *nhs_muse_item_unknown (const NhsVariant *variant,
                                              const char       *name);

typedef struct {
  char *name;
  NhsMuseItemKind kind;
  const NhsObject *object;        /* its objects[] entry */
  guint flags;
  gboolean cursed;
  int spe;
  gboolean wielded;
  gboolean worn;
  gboolean locked, trapped, empty;  /* containers (3.7's MUSE_BAG) */
  gboolean identified;              /* a ring with charges: the hero knows its enchantment or has seen it and
                                       knows its kind (read.c is_chargeable (): EvilHack's pets) */
  const NhsMonster *made_of_data;   /* set by resolve: the monster a corpse, tin or egg is made of, or NULL */
  int studied;                      /* a spellbook's spestudied: read so many times (EvilHack's monsters: worn
                                       out at MAX_SPELL_STUDY, 3) */
  const char *material;             /* a ring's or wand's material (objclass.h's name, "SILVER"), one of
                                       nhs_muse_object_materials (); NULL: not said */
} NhsMuseItem;

/* The parts of an item, the scenario's keys and --item's NAME:PART[=V]
   alike ("cursed", "spe", ..., "material"), NULL-terminated. */
extern const char *const nhs_muse_item_parts[];

/* What a 3.7 monster has seen the hero resist (m_seenres, M_SEEN_*). */
enum {
  NHS_MUSE_SEEN_REFLECTION = 1 << 0, NHS_MUSE_SEEN_MAGIC = 1 << 1, NHS_MUSE_SEEN_FIRE = 1 << 2,
  NHS_MUSE_SEEN_COLD = 1 << 3, NHS_MUSE_SEEN_SLEEP = 1 << 4, NHS_MUSE_SEEN_SHOCK = 1 << 5,
  NHS_MUSE_SEEN_ACID = 1 << 6,
  /* EvilHack's M_SEEN_POISON and M_SEEN_DEATH */
  NHS_MUSE_SEEN_POISON = 1 << 7, NHS_MUSE_SEEN_DEATH = 1 << 8,
};

typedef enum { NHS_MUSE_SPEED_NORMAL, NHS_MUSE_SPEED_SLOW, NHS_MUSE_SPEED_FAST } NhsMuseSpeed;

typedef enum {
  NHS_MUSE_TEMPLE_NONE, NHS_MUSE_TEMPLE_COALIGNED, NHS_MUSE_TEMPLE_CROSS_ALIGNED,
  NHS_MUSE_TEMPLE_NO_PRIEST, NHS_MUSE_TEMPLE_HOSTILE_PRIEST
} NhsMuseTemple;

typedef enum {
  NHS_MUSE_ON_NOTHING, NHS_MUSE_ON_DOWN_STAIRS, NHS_MUSE_ON_UP_STAIRS,
  NHS_MUSE_ON_BRANCH_DOWN, NHS_MUSE_ON_BRANCH_UP, NHS_MUSE_ON_DOWN_LADDER,
  NHS_MUSE_ON_UP_LADDER
} NhsMuseOn;

typedef enum {
  NHS_MUSE_FEATURE_TRAP, NHS_MUSE_FEATURE_BOULDER, NHS_MUSE_FEATURE_SCARE,
  NHS_MUSE_FEATURE_OBJECT,   /* an object on the floor (a corpse in the line, a pile under the hero) */
  NHS_MUSE_FEATURE_WALL      /* solid rock or wall: not accessible, blocks lines */
} NhsMuseFeatureKind;

/* The trap kinds muse.c tells apart (the rest are "another trap"). */
typedef enum {
  NHS_MUSE_TRAP_OTHER, NHS_MUSE_TRAP_TRAPDOOR, NHS_MUSE_TRAP_HOLE, NHS_MUSE_TRAP_TELEPORT,
  NHS_MUSE_TRAP_POLY, NHS_MUSE_TRAP_PIT, NHS_MUSE_TRAP_SPIKED_PIT, NHS_MUSE_TRAP_WEB,
  NHS_MUSE_TRAP_BEAR, NHS_MUSE_TRAP_LEVEL_TELEPORT, NHS_MUSE_TRAP_MAGIC_PORTAL
} NhsMuseTrap;

typedef struct {
  NhsMuseFeatureKind kind;
  NhsMuseTrap trap;
  char *name;              /* the trap's or object's name, or NULL */
  const NhsMuseItemInfo *object;  /* NHS_MUSE_FEATURE_OBJECT */
  const NhsMonster *made_of_data; /* set by resolve: the monster a corpse, tin or egg is made of, or NULL */
  int dx, dy;
} NhsMuseFeature;

/* EvilHack mon.c mm_aggression (): two priests (MS_PRIEST) of the same
   god spare each other; the god is mon_aligntyp () (priest.c): a temple
   priest's altar (EPRI shralign), a roaming priest's (EMIN min_align).
   UNALIGNED is A_NONE (Moloch's). A scenario says it ("god"). */
typedef enum {
  NHS_MUSE_GOD_UNKNOWN, NHS_MUSE_GOD_LAWFUL, NHS_MUSE_GOD_NEUTRAL, NHS_MUSE_GOD_CHAOTIC, NHS_MUSE_GOD_UNALIGNED
} NhsMuseGod;

/* Whether a monster is a minion (isminion, with an EMIN whose min_align
   is its "god"): a summoned Angel, demon or elemental, a roaming priest,
   1 Angel in 3 made at random, EvilHack's champions, agents and
   templars. A scenario says it ("minion"; not given: UNKNOWN). GUARDIAN
   is the hero's guardian angel (minion.c gain_guardian_angel ()): a tame
   minion without a pet's record (no EDOG), the monster's own state only. */
typedef enum {
  NHS_MUSE_MINION_UNKNOWN, NHS_MUSE_MINION_NO, NHS_MUSE_MINION_YES, NHS_MUSE_MINION_GUARDIAN
} NhsMuseMinion;
/* Whether the monster is a spell being (isspell: SLASH'EM's flaming or
   freezing sphere a spell made, NhsVariant.muse_pet_spell_beings), whose
   dog_move () skips dog_invent (); "state.spell_being", not given: UNKNOWN */
typedef enum {
  NHS_MUSE_SPELL_BEING_UNKNOWN, NHS_MUSE_SPELL_BEING_NO, NHS_MUSE_SPELL_BEING_YES
} NhsMuseSpellBeing;

typedef struct {
  char *name;
  const NhsMonster *data;
  int dx, dy;
  gboolean sleeping, can_move, peaceful;
  gboolean tame;            /* a pet (tame is peaceful too) */
  gboolean holds_hero;      /* u.ustuck: it holds the hero (not engulfing) */
  gboolean has_level;       /* "level" given */
  int level;                /* m_lev */
  int hp, hpmax;            /* mhp, mhpmax, or 0 not given (one given: the other equals it) */
  NhsMuseGod god;           /* "god": the god a priest or minion serves, or not given */
  NhsMuseMinion minion;     /* "minion": whether it is one, or not given */
  char *race;               /* "race": EvilHack's race it was made with, or NULL */
  const NhsMonster *race_data; /* set by resolve: the race's monster, or NULL */
  /* set by resolve, "race" not given: the races the game may have made
     it with (nhs_muse_races_for ()), when more than one */
  const NhsMonster *may_race[NHS_MUSE_MAX_RACES];
  guint n_may_race;
} NhsMuseOther;

typedef enum { NHS_MUSE_REFL_NONE, NHS_MUSE_REFL_AMULET, NHS_MUSE_REFL_SHIELD } NhsMuseReflection;

/* weapon_check as select_rwep () reads it (EvilHack's pets): not given,
   or whether it has given up wielding another (NO_WEAPON_WANTED) */
typedef enum {
  NHS_MUSE_WCHECK_UNKNOWN, NHS_MUSE_WCHECK_NEED_WEAPON, NHS_MUSE_WCHECK_NO_WEAPON_WANTED
} NhsMuseWeaponCheck;

/* The state named `text` as a scenario writes it ("need weapon", "no
   weapon wanted"), its spaces written `space` (' ', or '-' as the CLI's
   --weapon-check takes it); FALSE for any other text */
gboolean nhs_muse_weapon_check_from_name (const char         *text,
                                          char                space,
                                          NhsMuseWeaponCheck *out);

typedef struct {
  char slot[8];            /* "armh", "arm", "armc", "arms", "armg", "armf", "armu" */
  char *name;
} NhsMuseArmor;

typedef struct {
  /* the version whose objects the item names are (from the monster set's
     version when parsed; the default version for nhs_muse_scenario_new) */
  const NhsVariant *variant;
  char *monster;
  const NhsMonster *data;
  int hp, hpmax;
  int hero_dx, hero_dy;
  int believed_dx, believed_dy;
  gboolean believes_guess;        /* "believes_hero_at": "guess": it lost the hero's square and
                                     guesses it this turn (monmove.c set_apparxy()) */
  GPtrArray *items;               /* NhsMuseItem *, inventory order */
  /* state */
  gboolean peaceful, confused, stunned, blind, fleeing, invisible, cancelled;
  NhsMuseSpeed speed;
  gboolean knows_teleport_traps;
  guint seen_resistances;         /* NHS_MUSE_SEEN_*: 3.7's memory of the hero (our addition) */
  gboolean trapped;               /* mtrapped: caught in a trap */
  int load_percent;               /* curr_mon_load * 100 / max_mon_load (our addition) */
  gboolean tame;                  /* mtame: a pet (tame is peaceful too) */
  gboolean has_pet;               /* "state.pet" given (it needs tame) */
  int pet_apport;                 /* edog->apport: initedog() sets the hero's Charisma; default 10 */
  gboolean pet_starving;          /* edog->mhpmax_penalty: starving (dog_hunger()) */
  gboolean pet_satiated;          /* xNetHack: hungrytime >= moves + DOG_SATIATED: it eats nothing */
  int pet_tameness;               /* "state.pet.tameness": mtame, 1-20; 0 not said: initedog ()'s
                                     (dog.c: 10 for a domestic kind, else 5) */
  int pet_abuse;                  /* "state.pet.abuse": edog->abuse, 0 by default (initedog ()) */
  gboolean pet_starves;           /* "state.pet.starves": starving past dog_hunger ()'s limit (moves >
                                     hungrytime + 750, DOG_STARVE), it dies before anything else */
  gboolean pet_ridden;            /* "state.pet.ridden": the hero rides it (u.usteed), on its square:
                                     dog_move () takes udist = 1 for dog_invent () */
  gboolean pet_weak;              /* "state.pet.weak": past dog_hunger ()'s first limit (moves >
                                     hungrytime + 500, DOG_WEAK) but not yet starving: this move
                                     dog_hunger () sets mhpmax_penalty (mhpmax / 3, mhp cut to it,
                                     confused), killing it if that leaves no HP */
  gboolean pet_hungry;            /* "state.pet.hungry": moves > hungrytime + 300 (EvilHack's vampire
                                     pet drinks a carried blood potion first); starving or weak say it */
  gboolean berserk;               /* EvilHack's mberserk */
  NhsMuseWeaponCheck weapon_check; /* weapon_check: not given (either), NEED_WEAPON, NO_WEAPON_WANTED */
  NhsMuseGod god;                 /* "state.god": the god a priest or minion serves, or not given */
  NhsMuseMinion minion;           /* "state.minion": whether it is one (or the guardian angel), or not given */
  char *race;                     /* EvilHack: the race it was made with (apply_race()), NULL: its species' */
  const NhsMonster *race_data;    /* that race's monster (mons[] PM_ELF, ...), set by resolve */
  GPtrArray *known_spells;        /* EvilHack: char *, the spellbooks whose spells it knows (EMSP msp_id with
                                     msp_know > 0; at most MAXMONSPELL), none by default */
  char *reading;                  /* EvilHack: the spellbook it is partway through (EMSP msp_reading, with
                                     msp_read_turns > 0), NULL none */
  gboolean mplayer;               /* set by resolve: a player monster (is_mplayer) */
  gboolean prayer_minion;       /* set by resolve: of a kind a god gives as a tame minion
                                   (NhsVariant.muse_prayer_pet_minions: SLASH'EM's make_pet_minion ()) */
  NhsMuseSpellBeing spell_being;  /* "state.spell_being" */
  gboolean has_goal;              /* a covetous monster's strategy heads for a square (STRAT_GOALX/Y) */
  int goal_dx, goal_dy;
  /* hero */
  int hero_level;
  int hero_charisma;              /* "hero.charisma": ACURR(A_CHA), 3-25, default
                                     NHS_MUSE_DEFAULT_CHARISMA (resist_conflict () of a steed) */
  int hero_hp;                    /* "hero.hp": u.uhp, default NHS_MUSE_DEFAULT_HERO_HP (SLASH'EM's
                                     betrayed () reads it) */
  NhsMuseReflection reflection;
  char *hero_wielding;            /* NULL: empty-handed */
  GPtrArray *hero_armor;          /* NhsMuseArmor * */
  gboolean swallowed;             /* engulfed by someone */
  char *swallowed_by;             /* "monster" (this one) or the engulfer's name */
  gboolean swallowed_by_this;     /* ... by this monster */
  gboolean held_by_monster;       /* u.ustuck is this monster */
  gboolean hero_helpless;
  gboolean see_invisible;
  gboolean hero_invisible;        /* Invis: the hero is invisible */
  int alignment;                  /* -1, 0, 1 */
  int alignment_record;
  char *polymorphed_into;         /* NULL: not polymorphed */
  int hero_shapechanger;          /* EvilHack, with polymorphed_into: 0 neither, 1 the hero is a Druid, 2 a
                                     vampire by race (druid_form, vampire_form: the form keeps armour on) */
  const NhsMonster *poly_data;
  char *hero_race;                /* EvilHack: "hero.race", the hero's race (urace), NULL not given */
  const NhsMonster *hero_race_data; /* set by resolve: that race's monster (its urace.selfmask), or NULL */
  /* set by resolve (EvilHack): the monster that stands for the hero not
     polymorphed in mm_aggression () ("human": every role's monster is an
     S_HUMAN MH_HUMAN MS_HUMANOID without passive attacks), and, "hero.race"
     not given, the races a hero may be (role.c races[]) */
  const NhsMonster *hero_form;
  const NhsMonster *hero_may_race[NHS_MUSE_MAX_RACES];
  guint n_hero_may_race;
  gboolean hero_hiding;
  gboolean hero_blind;            /* Blind */
  gboolean teleport_control;      /* Teleport_control */
  gboolean weapon_cursed;         /* the wielded weapon is cursed */
  gboolean carrying_corpse;       /* the hero carries a corpse */
  gboolean conflict;              /* the hero causes Conflict (a ring of conflict) */
  int held_by_other;              /* u.ustuck is other_monsters[k] (not engulfing): k, or -1 */
  /* level */
  NhsMuseTemple temple;
  gboolean monster_in_temple, hero_in_temple;
  NhsMuseOn monster_on;
  NhsMuseOn hero_on;              /* stairs or a ladder under the hero */
  gboolean stasis;                /* 5.0.0: a wand of stasis holds the level */
  GPtrArray *features;            /* NhsMuseFeature * */
  GPtrArray *others;              /* NhsMuseOther * */
  gboolean noteleport, nondiggable_floor;
  gboolean sokoban, bottom_level; /* our additions: Sokoban, the bottom level of its dungeon */
} NhsMuseScenario;

/* A fresh scenario with the defaults: hostile healthy monster of `monster`
   (the name only; data NULL until resolved), hero two squares east, level 1. */
NhsMuseScenario *nhs_muse_scenario_new        (void);
void             nhs_muse_scenario_free       (NhsMuseScenario   *sc);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsMuseScenario, nhs_muse_scenario_free)

/* Parse the JSON scenario format (docs/item-use.md). Names are checked
   against `set`. On error: NULL and one sentence naming the field. */
NhsMuseScenario *nhs_muse_scenario_from_json  (const char        *text,
                                               gssize             length,
                                               NhsMonsterSet     *set,
                                               GError           **error);
/* Resolve names after editing a scenario by hand (CLI flags, window). */
gboolean         nhs_muse_scenario_resolve    (NhsMuseScenario   *sc,
                                               NhsMonsterSet     *set,
                                               GError           **error);
/* Add an inventory item "NAME[:cursed][:spe=N][:wielded][:worn]". */
gboolean         nhs_muse_scenario_add_item_spec (NhsMuseScenario *sc,
                                               const char        *spec,
                                               GError           **error);
NhsMuseItem     *nhs_muse_scenario_add_item   (NhsMuseScenario   *sc,
                                               const char        *name);
char            *nhs_muse_scenario_to_json    (const NhsMuseScenario *sc);
/* The situation of nhs_muse_explain () (the CLI's flags) as a scenario of
   `monster` carrying the items `item_specs` (NULL-terminated, or NULL);
   NULL and one sentence for a bad item. */
NhsMuseScenario *nhs_muse_scenario_for_situation (const NhsMuseSituation *sit,
                                               const NhsVariant       *variant,
                                               const NhsMonster       *monster,
                                               const char *const      *item_specs,
                                               GError                **error);

/* EvilHack: the races makemon () may give `monster` (m_randrace (), mon.c
   8118-8210: a mercenary other than the guard, or a player monster), in
   m_chooserace ()'s order, human first; NULL when the version gives it
   none (the scenario's "state.race" then stays null). */
GStrv            nhs_muse_races_for           (const NhsVariant    *variant,
                                               const NhsMonsterSet *set,
                                               const NhsMonster    *monster);
/* EvilHack: the races a hero may be ("hero.race": role.c races[], in
   m_chooserace ()'s order), NULL-terminated; NULL in a version whose rules
   here never read the hero's race. Each name (and nhs_muse_races_for ()'s)
   is marked for translation with the context "race": C_ ("race", name). */
const char *const *nhs_muse_hero_races        (const NhsVariant    *variant);
/* The same by the species' name for the monsters mon.c lists (NULL for
   any other, and outside EvilHack) */
GStrv            nhs_muse_races_listed        (const NhsVariant    *variant,
                                               const char          *species);

/* ---- The decisions ---- */
/* muse.c searches_for_item () of a monster as makemon.c leaves it (what
   m_stash_items (mtmp, TRUE) asks, and a statue's contents with it):
   `monster` made with `race` (EvilHack's apply_race (); NULL: its own),
   wearing the objects named in `worn` (NULL-terminated, or NULL), not
   invisible, blind, fast or cancelled, carrying nothing else; the object
   `object` with enchantment or charges `spe`, cursed or not. FALSE for a
   name the version does not know. The same rule the decisions follow. */
gboolean         nhs_muse_searches_for_item   (const NhsVariant  *variant,
                                               const NhsMonster  *monster,
                                               const NhsMonster  *race,
                                               const char *const *worn,
                                               const char        *object,
                                               int                spe,
                                               gboolean           cursed);
/* The same for a monster that also carries the objects named in
   `carried` (NULL-terminated, or NULL; at most NHS_MUSE_MAX_ITEMS with
   `worn`, the rest not seen), not worn and not wielded: a tin is sought
   only by one that carries a tin opener or a dagger or knife (muse.c
   mcould_eat_tin ()); `made_of` (or NULL) is the monster a tin, egg or
   corpse `object` is made of, whose data cures_stoning () reads (an
   acidic monster's) */
gboolean         nhs_muse_searches_for_item_carrying (const NhsVariant  *variant,
                                                      const NhsMonster  *monster,
                                                      const NhsMonster  *race,
                                                      const char *const *worn,
                                                      const char *const *carried,
                                                      const NhsMonster  *made_of,
                                                      const char        *object,
                                                      int                spe,
                                                      gboolean           cursed);


/* EvilHack (NhsVariant.muse_monster_spells): the spellbooks a monster
   learns spells from, muse.c learnable_spells[] in its order,
   NULL-terminated; and mcastu.c is_spellcaster () of the scenario's
   monster (its species' attacks as apply_race () leaves them for
   "state.race"): who may have "state.known_spells". FALSE outside
   EvilHack. */
const char *const *nhs_muse_learnable_spells   (void);
gboolean          nhs_muse_evil_spellcaster    (const NhsMuseScenario *sc);

/* One sentence when the scenario needs something the version's muse.c
   reads that a scenario does not hold (EvilHack: a container's contents,
   another monster as the target, the hero's
   sight past walls), for the scenario's version (sc->variant); NULL when
   the decisions below are exact. In the phrasebook's language (PB; NULL:
   English). */
char            *nhs_muse_scenario_unmodelled (const NhsMuseScenario *sc,
                                               const NhsPhrasebook   *pb);

/* Whose square another monster (level.other_monsters[i]) stands on,
   which a scenario refuses: the one rule, read by
   nhs_muse_scenario_resolve () (the file's sentence) and
   nhs_muse_other_misplaced () (a player's) */
typedef enum {
  NHS_MUSE_SQUARE_FREE,
  NHS_MUSE_SQUARE_MONSTER,  /* the scenario's monster's */
  NHS_MUSE_SQUARE_HERO,     /* the hero's */
  NHS_MUSE_SQUARE_OTHER,    /* an earlier other monster's */
} NhsMuseSquareTaken;
NhsMuseSquareTaken nhs_muse_other_square_taken (const NhsMuseScenario *sc,
                                                guint                  i);
/* One sentence, in the phrasebook's language (PB; NULL: English), for the
   first other monster that stands on a taken square, as a player places
   it (the window's added monsters: "The added hill orc stands on the
   hero's square ..."); NULL when none does. */
char              *nhs_muse_other_misplaced   (const NhsMuseScenario *sc,
                                               const NhsPhrasebook   *pb);

typedef enum { NHS_MUSE_FN_DEFENSIVE, NHS_MUSE_FN_MISC, NHS_MUSE_FN_OFFENSIVE, NHS_MUSE_N_FN } NhsMuseFn;

typedef struct {
  char *probability;        /* "p/q", lowest terms */
  NhsMuseFn fn;             /* for the turn: which function chose it */
  const char *muse;         /* "MUSE_WAN_DIGGING", NULL: nothing */
  char *item;               /* the item's name, NULL for none (or stairs, traps) */
  int target;               /* EvilHack offensive: other_monsters[target] it aims at instead of
                               the hero (mfind_target); -1: the hero, or nothing chosen */
  char *target_name;        /* that monster's name, or NULL */
} NhsMuseOutcome;

/* The rules a trace names: codes, phrased by the CLI (nhs_muse_rule_text,
   English) and the window (nhs_muse_rule_template through gettext). */
typedef enum {
  NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_FULL_HEALING,
  NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_EXTRA_HEALING,
  NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_HEALING,
  NHS_MUSE_RULE_IS_ANIMAL_OR_MINDLESS_NEVER_USES_ITEMS,
  NHS_MUSE_RULE_DIST2_TO_WHERE_IT_BELIEVES_THE_HERO_IS_N,
  NHS_MUSE_RULE_THE_HERO_IS_ENGULFED_BY_THIS_MONSTER,
  NHS_MUSE_RULE_CONFUSED_STUNNED_OR_BLIND,
  NHS_MUSE_RULE_A_UNICORN_OR_KI_RIN_USES_ITS_OWN_HORN,
  NHS_MUSE_RULE_A_UNICORN_USES_ITS_OWN_HORN,
  NHS_MUSE_RULE_NO_HANDS,
  NHS_MUSE_RULE_CARRIES_AN_UNCURSED_UNICORN_HORN,
  NHS_MUSE_RULE_CONFUSED_OR_STUNNED_LIZARD,
  NHS_MUSE_RULE_CONFUSED_LIZARD,
  NHS_MUSE_RULE_CARRIES_A_LIZARD_CORPSE,
  NHS_MUSE_RULE_A_LIZARD_TIN_IT_CAN_OPEN_TIN_OPENER_DAGGER_OR_KNIFE,
  NHS_MUSE_RULE_OPENS_THE_TIN_RN2_N_0,
  NHS_MUSE_RULE_BLIND_HAS_HANDS_AND_IS_NOT_PESTILENCE_HEALS,
  NHS_MUSE_RULE_HOSTILE_HAS_HANDS_THE_HERO_WIELDS_A_COCKATRICE_CORPSE,
  NHS_MUSE_RULE_NOT_STONING_RESISTANT_AND_NOT_A_GOLEM_THAT_TURNS_TO_STONE,
  NHS_MUSE_RULE_LINED_UP_WITH_THE_HERO,
  NHS_MUSE_RULE_CARRIES_A_CHARGED_WAND_OF_UNDEAD_TURNING,
  NHS_MUSE_RULE_NOT_HURT_HP_HPMAX_OR_HP_10_AND_HP_X_N_HPMAX,
  NHS_MUSE_RULE_PEACEFUL_ONLY_HEALS,
  NHS_MUSE_RULE_ON_BRANCH_STAIRS_AND_HELD_OR_IMMOBILE_THE_ONLY_WAY_TO_REACH,
  NHS_MUSE_RULE_HELD_BY_OR_ENGULFING_THE_HERO_IMMOBILE_OR_TRAPPED_NO_STAIRS,
  NHS_MUSE_RULE_HELD_BY_OR_ENGULFING_THE_HERO_OR_IMMOBILE_NO_STAIRS_OR_TRAPS,
  NHS_MUSE_RULE_ON_THE_DOWN_STAIRS_A_FLOATER_CANNOT_GO_DOWN,
  NHS_MUSE_RULE_ON_THE_UP_STAIRS,
  NHS_MUSE_RULE_ON_A_DOWN_LADDER_A_FLOATER_CANNOT_GO_DOWN,
  NHS_MUSE_RULE_ON_AN_UP_LADDER,
  NHS_MUSE_RULE_ON_BRANCH_STAIRS_UP,
  NHS_MUSE_RULE_ON_BRANCH_STAIRS_DOWN_A_FLOATER_CANNOT_GO_DOWN,
  NHS_MUSE_RULE_A_TRAP_DOOR_OR_HOLE_IT_CAN_FALL_THROUGH_NOT_A_FLOATER_SHOPKE,
  NHS_MUSE_RULE_A_TELEPORTATION_TRAP_NEXT_TO_IT,
  NHS_MUSE_RULE_NO_HANDS_CANNOT_USE_OBJECTS,
  NHS_MUSE_RULE_A_MERCENARY_WITH_A_BUGLE_AND_A_SLEEPING_OR_PARALYSED_MERCENA,
  NHS_MUSE_RULE_STAIRS_TRAP_DOOR_TELEPORTATION_TRAP_OR_BUGLE_NO_MAGIC_NEEDED,
  NHS_MUSE_RULE_AN_ITEM_IS_CHOSEN_STOP_SCANNING_IF_RN2_N,
  NHS_MUSE_RULE_WAND_OF_DIGGING_CHARGED,
  NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_HELD_BY_THE_HERO_NO_TRAP_HERE_PITS_WEBS,
  NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_A_SHOPKEEPER_GUARD_PRIEST_OR_FLOATER,
  NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_IN_SOKOBAN,
  NHS_MUSE_RULE_WAND_OF_DIGGING_THE_FLOOR_HERE_CAN_BE_DUG_NOT_THE_BOTTOM_LEV,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_CHARGED,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF,
  NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_CAN_SEE_NOT_BLIND_HAS_EYES,
  NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_UNCURSED_OR_NOT_A_SHOPKEEPER_GUARD_O,
  NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF,
  NHS_MUSE_RULE_WAND_OF_CREATE_MONSTER_CHARGED,
  NHS_MUSE_RULE_POLYMORPH_TRAP_NOT_HELD_NOT_IMMOBILE_NOT_TRAPPED_NOT_A_SHAPE,
  NHS_MUSE_RULE_POLYMORPH_TRAP_NOT_HELD_NOT_IMMOBILE_NOT_A_SHAPESHIFTER_DIFF,
  NHS_MUSE_RULE_IT_WEARS_IRON_BOOTS_THE_TRAP_WOULD_NOT_POLYMORPH_IT,
  NHS_MUSE_RULE_A_POLYMORPH_TRAP_IT_CAN_STEP_ON,
  NHS_MUSE_RULE_POTION_OF_GAIN_LEVEL_UNCURSED_OR_NOT_A_GUARD_SHOPKEEPER_OR_P,
  NHS_MUSE_RULE_BULLWHIP_HOSTILE_HERO_WIELDS_SOMETHING_AND_RN2_N,
  NHS_MUSE_RULE_BULLWHIP_IT_WIELDS_THIS_WHIP,
  NHS_MUSE_RULE_BULLWHIP_KNOWS_WHERE_THE_HERO_IS_AND_IS_ADJACENT,
  NHS_MUSE_RULE_BULLWHIP_THE_HERO_IS_NOT_ENGULFED,
  NHS_MUSE_RULE_BULLWHIP_THE_HERO_CAN_LET_GO_OF_THE_WEAPON_NOT_WELDED_NOT_A,
  NHS_MUSE_RULE_BULLWHIP_THE_HERO_CAN_LET_GO_OF_THE_WEAPON_NOT_A_CURSED_LOAD,
  NHS_MUSE_RULE_BULLWHIP_HOSTILE_HERO_WIELDS_SOMETHING_IT_WIELDS_THIS_WHIP,
  NHS_MUSE_RULE_BULLWHIP_THE_HERO_IS_ORTHOGONALLY_ADJACENT,
  NHS_MUSE_RULE_BULLWHIP_THE_HERO_S_WEAPON_IS_NOT_CURSED,
  NHS_MUSE_RULE_WAND_OF_MAKE_INVISIBLE_CHARGED,
  NHS_MUSE_RULE_MAKE_INVISIBLE_NOT_INVISIBLE_ALREADY_NO_MUMMY_WRAPPING_WORN,
  NHS_MUSE_RULE_MAKE_INVISIBLE_HOSTILE_OR_THE_HERO_SEES_INVISIBLE,
  NHS_MUSE_RULE_MAKE_INVISIBLE_NO_GAZE_ATTACK_OR_CANCELLED,
  NHS_MUSE_RULE_WAND_OF_SPEED_MONSTER_CHARGED,
  NHS_MUSE_RULE_SPEED_NOT_FAST_ALREADY_NOT_A_GUARD,
  NHS_MUSE_RULE_WAND_OF_POLYMORPH_CHARGED,
  NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_DIFFICULTY_6,
  NHS_MUSE_RULE_CONTAINER_RN2_N,
  NHS_MUSE_RULE_CONTAINER_NOT_SCHROEDINGER_S_BOX_A_LARGE_BOX_WITH_SPE_1,
  NHS_MUSE_RULE_CONTAINER_NOTHING_ELSE_CHOSEN_YET,
  NHS_MUSE_RULE_CONTAINER_HAS_CONTENTS_NOT_LOCKED_NOT_TRAPPED,
  NHS_MUSE_RULE_POLYMORPHED_HERO_RN2_N_0,
  NHS_MUSE_RULE_THE_HERO_IS_HIDING,
  NHS_MUSE_RULE_IT_THINKS_THE_HERO_IS_ON_ITS_OWN_SQUARE,
  NHS_MUSE_RULE_STRAIGHT_LINE_OR_DIAGONAL_FEWER_THAN_N_SQUARES,
  NHS_MUSE_RULE_A_WALL_IN_THE_LINE,
  NHS_MUSE_RULE_A_VAMPIRE_CARRYING_A_POTION_OF_VAMPIRE_BLOOD,
  NHS_MUSE_RULE_WAND_OF_CREATE_HORDE_CHARGED,
  NHS_MUSE_RULE_WAND_OF_HEALING_CHARGED,
  NHS_MUSE_RULE_WAND_OF_EXTRA_HEALING_CHARGED,
  NHS_MUSE_RULE_POTION_OF_VAMPIRE_BLOOD_IT_IS_A_VAMPIRE,
  NHS_MUSE_RULE_WAND_OF_FIREBALL_CHARGED,
  NHS_MUSE_RULE_WAND_OF_DRAINING_CHARGED,
  NHS_MUSE_RULE_WAND_OF_CANCELLATION_CHARGED,
  NHS_MUSE_RULE_A_DIAGONAL_GAP_BETWEEN_TWO_WALLS_IN_THE_LINE,
  NHS_MUSE_RULE_A_CLEAR_LINE_NO_BOULDER_BETWEEN,
  NHS_MUSE_RULE_THROWS_BOULDERS_OR_CARRIES_A_WAND_OF_STRIKING_BOULDERS_DO_NO,
  NHS_MUSE_RULE_BOULDERS_IN_THE_WAY_N_RN2_2_BOULDERS_2,
  NHS_MUSE_RULE_THE_HERO_REFLECTS_SKIP_RAYS_AND_HORNS_IF_RN2_N,
  NHS_MUSE_RULE_PEACEFUL_ANIMAL_MINDLESS_OR_NO_HANDS,
  NHS_MUSE_RULE_THE_HERO_IS_ENGULFED,
  NHS_MUSE_RULE_THE_HERO_IS_IN_A_TEMPLE_OF_THEIR_OWN_GOD_SANCTUARY,
  NHS_MUSE_RULE_A_HEALER_AD_HEAL_AND_THE_HERO_WIELDS_AND_WEARS_NOTHING,
  NHS_MUSE_RULE_LINED_UP_WITH_WHERE_IT_BELIEVES_THE_HERO_IS,
  NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_OR_IS_NEXT_TO_THE_HERO_SKIP_RAY,
  NHS_MUSE_RULE_WAND_OF_DEATH_CHARGED,
  NHS_MUSE_RULE_WAND_OF_DEATH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC,
  NHS_MUSE_RULE_WAND_OF_SLEEP_CHARGED,
  NHS_MUSE_RULE_WAND_OF_SLEEP_THE_HERO_IS_NOT_HELPLESS,
  NHS_MUSE_RULE_WAND_OF_SLEEP_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SLEEP,
  NHS_MUSE_RULE_WAND_OF_FIRE_CHARGED,
  NHS_MUSE_RULE_WAND_OF_FIRE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE,
  NHS_MUSE_RULE_FIRE_HORN_CHARGED,
  NHS_MUSE_RULE_FIRE_HORN_IT_CAN_BLOW_CAN_BLOW,
  NHS_MUSE_RULE_FIRE_HORN_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE,
  NHS_MUSE_RULE_WAND_OF_COLD_CHARGED,
  NHS_MUSE_RULE_WAND_OF_COLD_IT_HAS_NOT_SEEN_THE_HERO_RESIST_COLD,
  NHS_MUSE_RULE_FROST_HORN_CHARGED,
  NHS_MUSE_RULE_FROST_HORN_IT_CAN_BLOW_CAN_BLOW,
  NHS_MUSE_RULE_FROST_HORN_IT_HAS_NOT_SEEN_THE_HERO_RESIST_COLD,
  NHS_MUSE_RULE_WAND_OF_LIGHTNING_CHARGED,
  NHS_MUSE_RULE_WAND_OF_LIGHTNING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SHOCK,
  NHS_MUSE_RULE_WAND_OF_MAGIC_MISSILE_CHARGED,
  NHS_MUSE_RULE_WAND_OF_MAGIC_MISSILE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC,
  NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_CHARGED,
  NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_THE_HERO_CARRIES_A_CORPSE_OR_A_CORPSE,
  NHS_MUSE_RULE_WAND_OF_STRIKING_CHARGED,
  NHS_MUSE_RULE_WAND_OF_STRIKING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_HAS_NO_TELEPORT_CONTROL,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_A_SQUARE_THAT_SCARE,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_IS_BEHIND_A_CHOKEPOINT,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_ANOTHER_HOSTILE_MONSTER_IS_NEXT_TO_IT,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_AN_OBJECT_PILE_IT_L,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_STAIRS_OR_A_LADDER,
  NHS_MUSE_RULE_POTION_OF_PARALYSIS_THE_HERO_IS_NOT_HELPLESS,
  NHS_MUSE_RULE_POTION_OF_BLINDNESS_IT_HAS_NO_GAZE_ATTACK,
  NHS_MUSE_RULE_POTION_OF_SLEEPING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SLEEP,
  NHS_MUSE_RULE_POTION_OF_ACID_IT_HAS_NOT_SEEN_THE_HERO_RESIST_ACID,
  NHS_MUSE_RULE_SCROLL_OF_EARTH_SAFE_FROM_BOULDERS_METAL_HELMET_CONFUSED_AMO,
  NHS_MUSE_RULE_SCROLL_OF_EARTH_RN2_N,
  NHS_MUSE_RULE_SCROLL_OF_EARTH_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS,
  NHS_MUSE_RULE_SCROLL_OF_EARTH_CAN_SEE_NOT_BLIND_HAS_EYES,
  NHS_MUSE_RULE_EXPENSIVE_CAMERA_THE_HERO_CAN_BE_BLINDED_NOT_BLIND_NOT_BLIND,
  NHS_MUSE_RULE_EXPENSIVE_CAMERA_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS,
  NHS_MUSE_RULE_EXPENSIVE_CAMERA_CHARGED,
  NHS_MUSE_RULE_EXPENSIVE_CAMERA_RN2_N,
  NHS_MUSE_RULE_IT_WONT_LEAVE_THE_LEVEL_A_SHOPKEEPER_GUARD_PRIEST_OR_GERYON,
  NHS_MUSE_RULE_YEENOGHU_NEVER_FLEES,
  NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_UNCURSED,
  NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_BLIND_CONFUSED_STUNNED_OR_CANCELLED,
  NHS_MUSE_RULE_POTION_OF_HALLUCINATION_IT_HAS_NO_GAZE_ATTACK,
  NHS_MUSE_RULE_POTION_OF_OIL_NOT_NEXT_TO_THE_HERO_WHILE_WEAK,
  NHS_MUSE_RULE_MAGIC_FLUTE_THE_HERO_IS_NOT_ASLEEP,
  NHS_MUSE_RULE_MAGIC_FLUTE_RN2_N,
  NHS_MUSE_RULE_MAGIC_FLUTE_CHARGED,
  NHS_MUSE_RULE_MAGIC_FLUTE_DIST2_AT_MOST_N,
  NHS_MUSE_RULE_M_USE_HEALING_A_VAMPIRE_CARRYING_A_POTION_OF_VAMPIRE_BLOOD,
  NHS_MUSE_RULE_CANCELLED_HAS_HANDS_AND_CARRIES_A_POTION_OF_RESTORE_ABILITY,
  NHS_MUSE_RULE_IT_CARRIES_THE_AMULET_AND_IS_NOT_A_PRIEST_IN_ITS_TEMPLE_FLEES_HURT_OR_NOT,
  NHS_MUSE_RULE_WAND_OF_DIGGING_IT_DOES_NOT_LEVITATE_LEVITATION_BOOTS,
  NHS_MUSE_RULE_A_CONTAINER_ITS_CONTENTS_ARE_SEARCHED_EMPTY_HERE,
  NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_IT_IS_CANCELLED,
  NHS_MUSE_RULE_BAG_OF_TRICKS_CHARGED,
  NHS_MUSE_RULE_DISARM_HOSTILE_WIELDS_IT_KNOWS_WHERE_THE_HERO_IS_ADJACENT_NOT_ENGULFED,
  NHS_MUSE_RULE_DISARM_THE_HERO_WEARS_A_SHIELD_NOT_BRACERS,
  NHS_MUSE_RULE_DISARM_THE_HERO_WIELDS_A_WEAPON_THEY_CAN_LET_GO_OF,
  NHS_MUSE_RULE_SCROLL_OF_CHARGING_IT_CARRIES_AN_EMPTY_WAND_HORN_OR_CAMERA_IT_USES,
  NHS_MUSE_RULE_POTION_OF_BOOZE_IT_IS_A_SATYR,
  NHS_MUSE_RULE_FIGURINE_IT_IS_HOSTILE,
  NHS_MUSE_RULE_WAND_OF_WISHING_CHARGED,
  NHS_MUSE_RULE_BULLWHIP_RN2_N,
  NHS_MUSE_RULE_DWARVISH_BEARDED_AXE_RN2_N,
  NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_OR_SHOPKEEPER_DIFFICULTY_6,
  NHS_MUSE_RULE_SCROLL_OF_REMOVE_CURSE_UNCURSED_AND_NOT_AN_INFIDEL,
  NHS_MUSE_RULE_SCROLL_OF_REMOVE_CURSE_A_CURSED_LOADSTONE_MAGIC_BAG_OR_WORN_OR_WIELDED_ITEM,
  NHS_MUSE_RULE_PAN_FLUTE_A_HOSTILE_SATYR,
  NHS_MUSE_RULE_PAN_FLUTE_RN2_N,
  NHS_MUSE_RULE_MFIND_TARGET_THE_HERO_HOSTILE_AND_LINED_UP,
  NHS_MUSE_RULE_MFIND_TARGET_A_MONSTER_IT_ATTACKS_IN_LINE,
  NHS_MUSE_RULE_CONFLICT_REACHES_IT_N,
  NHS_MUSE_RULE_MFIND_TARGET_A_PET_S_TARGET_IN_LINE,
  NHS_MUSE_RULE_MFIND_TARGET_UNDER_CONFLICT_ANY_MONSTER_IN_LINE,
  NHS_MUSE_RULE_ACCEPTABLE_PET_TARGET,
  NHS_MUSE_RULE_BERSERK_LASHES_OUT_RN2_N,
  NHS_MUSE_RULE_MFIND_TARGET_COVETOUS_THE_MONSTER_ON_ITS_GOAL_LINED_UP,
  NHS_MUSE_RULE_MLINED_UP_WITH_THAT_MONSTER_N,
  NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_SKIP_RAYS_AND_HORNS,
  NHS_MUSE_RULE_NEXT_TO_THE_HERO_GUESSES_REFLECTION_IF_RN2_N,
  NHS_MUSE_RULE_WAND_OF_DEATH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_DEATH,
  NHS_MUSE_RULE_WAND_OF_DEATH_NOT_SEEN_THE_HERO_REFLECT_OR_NONLIVING_OR_LEADER,
  NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_THE_HERO_IS_POLYMORPHED_INTO_AN_UNDEAD,
  NHS_MUSE_RULE_WAND_OF_POLYMORPH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC,
  NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_BRANCH_STAIRS,
  NHS_MUSE_RULE_WAND_OF_SLOW_MONSTER_CHARGED,
  NHS_MUSE_RULE_SCROLL_OF_STINKING_CLOUD_THE_HERO_IN_VIEW_DIST2_N,
  NHS_MUSE_RULE_SCROLL_OF_STINKING_CLOUD_IT_HAS_NOT_SEEN_THE_HERO_RESIST_POISON,
  NHS_MUSE_RULE_POTION_OF_HALLUCINATION_THE_HERO_IS_NOT_HELPLESS,
  NHS_MUSE_RULE_POTION_OF_POLYMORPH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC,
  NHS_MUSE_RULE_POTION_OF_OIL_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE,
  NHS_MUSE_RULE_SCROLL_OF_EARTH_SAFE_FROM_BOULDERS_A_HARD_HELMET_CONFUSED_AMORPHOUS,
  NHS_MUSE_RULE_SCROLL_OF_FIRE_IT_RESISTS_FIRE,
  NHS_MUSE_RULE_SCROLL_OF_FIRE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE,
  NHS_MUSE_RULE_EXPENSIVE_CAMERA_THE_HERO_CAN_SEE_OR_HATES_LIGHT,
  NHS_MUSE_RULE_IT_CAN_SEE_THE_HERO,
  NHS_MUSE_RULE_A_SPELLCASTER_PEACEFUL_OR_THE_HERO_FARTHER_THAN_DIST2_N,
  NHS_MUSE_RULE_A_SPELLBOOK_IT_CAN_LEARN_FROM,
  NHS_MUSE_RULE_PARTWAY_THROUGH_A_BOOK_IT_SEES_NEITHER_STUNNED_NOR_CONFUSED,
  NHS_MUSE_RULE_THE_BOOK_IT_IS_READING,
  NHS_MUSE_N_RULES
} NhsMuseRule;

/* A stable key ("wand-of-digging-charged") for JSON. */
const char *nhs_muse_rule_key      (NhsMuseRule rule);
/* The English words, a printf format with one %d when the rule states a
   number (nhs_muse_rule_has_number); the window translates it. */
const char *nhs_muse_rule_template (NhsMuseRule rule);
gboolean    nhs_muse_rule_has_number (NhsMuseRule rule);
/* The English words with the number filled in (newly allocated). */
char       *nhs_muse_rule_text     (NhsMuseRule rule,
                                    int         number);

typedef struct {
  NhsMuseRule rule;         /* the check */
  int number;               /* the number it states (a roll's range, a distance, ...), when it has one */
  int item;                 /* inventory index it was checked for, -1 if none */
  gboolean again;           /* EvilHack: checked in find_defensive ()'s second search
                               (find_items_recurse ()), a step apart from the first */
  char *reached;            /* probability the check was made, "p/q" */
  char *held;               /* probability it was made and held */
} NhsMuseTraceStep;

/* What the monster would do with an object within its reach on the floor
   (monmove.c m_move(), mon.c can_carry(), muse.c searches_for_item()): the
   likes that make it walk to it and pick it up, each under its load limit. */
typedef enum {
  NHS_MUSE_LIKE_USES     = 1 << 0, /* searches_for_item(): an item it can use; not animal or mindless; < 75 % */
  NHS_MUSE_LIKE_GOLD     = 1 << 1, /* likes_gold (M2_GREEDY): coins; < 95 % */
  NHS_MUSE_LIKE_GEMS     = 1 << 2, /* likes_gems (M2_JEWELS): gems and glass, not gray stones; < 85 % */
  NHS_MUSE_LIKE_OBJECTS  = 1 << 3, /* likes_objs (M2_COLLECT or a weapon attack): weapons, armour, gems,
                                      food (corpses only for nymphs); < 75 % */
  NHS_MUSE_LIKE_MAGIC    = 1 << 4, /* likes_magic (M2_MAGIC): amulets, potions, scrolls, wands, rings,
                                      spellbooks; < 85 % */
  NHS_MUSE_LIKE_BOULDERS = 1 << 5, /* throws_rocks: boulders; < 50 %, not in Sokoban */
  NHS_MUSE_LIKE_ENGULFS  = 1 << 6, /* a gelatinous cube eats it */
} NhsMuseLike;
#define NHS_MUSE_N_LIKES 7

/* mon.c can_carry()'s refusals that do not depend on weight.
   MATERIAL_UNKNOWN: a monster that is not a pet, and whether it refuses a
   ring or wand hangs on the material of its random appearance, not said
   (nhs_muse_material_refusal ()): not answered */
typedef enum {
  NHS_MUSE_CARRY_OK, NHS_MUSE_CARRY_NOTAKE, NHS_MUSE_CARRY_PEACEFUL, NHS_MUSE_CARRY_PETRIFIES,
  NHS_MUSE_CARRY_SILVER, NHS_MUSE_CARRY_NYMPH_ROCK, NHS_MUSE_CARRY_PET, NHS_MUSE_CARRY_HATES_MATERIAL,
  NHS_MUSE_CARRY_GNOME_EGG, NHS_MUSE_CARRY_MATERIAL_UNKNOWN, NHS_MUSE_N_CARRY
} NhsMuseCarry;

/* dog.c dogfood(): how a pet sees an object, best food first */
typedef enum {
  NHS_MUSE_DOGFOOD, NHS_MUSE_CADAVER, NHS_MUSE_ACCFOOD, NHS_MUSE_MANFOOD, NHS_MUSE_APPORT,
  NHS_MUSE_POISON, NHS_MUSE_UNDEF, NHS_MUSE_TABU, NHS_MUSE_N_DOGFOOD
} NhsMuseDogfood;

/* What a pet does with the object lying on its square when its move
   reaches dogmove.c dog_invent() (the versions whose dog_invent() nhspawn
   follows, NhsVariant.muse_pet_rules; NONE: not a pet, or not modelled,
   the fate's carry then being NHS_MUSE_CARRY_PET) */
typedef enum { NHS_MUSE_PET_NONE, NHS_MUSE_PET_EATS, NHS_MUSE_PET_PICKS_UP, NHS_MUSE_PET_LEAVES } NhsMusePetDoes;
/* Why a pet leaves it lying */
typedef enum {
  NHS_MUSE_PET_WHY_NONE,
  NHS_MUSE_PET_DROPS_FIRST,   /* droppables(): it carries something it would drop instead */
  NHS_MUSE_PET_NOT_FETCHED,   /* nofetch[]: boulders, statues, iron balls and chains; a scroll of mail */
  NHS_MUSE_PET_CANNOT_CARRY,  /* can_carry() refuses it: the fate's carry says why */
  NHS_MUSE_PET_TOO_HEAVY,     /* can_carry(): curr_mon_load() + its weight > max_mon_load() */
  NHS_MUSE_PET_CURSED,        /* dog_invent() picks up nothing cursed */
  NHS_MUSE_PET_HERO_HERE,     /* dog_move() stops before dog_invent() with the hero on its square */
  NHS_MUSE_PET_LEVEL_ZERO,    /* SLASH'EM: a handless pet of level 0 takes none (dogquan = 10 × level) */
  NHS_MUSE_PET_CANNOT_REACH,  /* EvilHack could_reach_item(): a floating monster does not reach the floor */
  NHS_MUSE_PET_CAN_USE,       /* EvilHack, with NHS_MUSE_PET_PICKS_UP: could_use_item(), so for certain */
  NHS_MUSE_PET_WEAPON_ROLLS,  /* EvilHack: an intelligent pet's weapon choice rolls dmgval (): whether it drops
                                 something first or could use it is a chance (pick_num/pick_den) */
  NHS_MUSE_PET_MINION,        /* dog_move(): a minion skips dog_invent() (has_edog = !isminion; the guardian
                                 angel has no EDOG) */
  NHS_MUSE_PET_SPELL_BEING,   /* SLASH'EM dog_move(): a spell being skips dog_invent() (has_edog && !is_spell) */
  NHS_MUSE_PET_STARVES,       /* dog_move(): dog_hunger() kills a pet starving past its limit before anything */
  NHS_MUSE_PET_DRINKS_BLOOD,  /* EvilHack dog_move(): a hungry vampire pet drinks a blood potion it carries,
                                 which ends its move before udist and dog_invent() */
  NHS_MUSE_PET_WEAK_DIES,     /* dog_move(): dog_hunger() kills a weak pet whose first starving move leaves it no HP
                                 (mhpmax / 3 = 0); JSON "starves" too */
  NHS_MUSE_N_PET_WHY
} NhsMusePetWhy;
/* Why a pet's fate is not answered (NHS_MUSE_CARRY_PET), where one cause
   is named; NONE: the general "not modelled" */
typedef enum {
  NHS_MUSE_PET_UNKNOWN_NONE,
  NHS_MUSE_PET_UNKNOWN_RING_MATERIAL, /* a ring or wand: the pet hates a material some ring (wand) is made of,
                                         and its material goes with its random appearance */
  NHS_MUSE_PET_N_UNKNOWN
} NhsMusePetUnknown;

typedef struct {
  guint likes;              /* NhsMuseLike bits (m_move()'s: none for a pet whose dog_invent() is modelled) */
  NhsMuseCarry carry;       /* NHS_MUSE_CARRY_OK: it may carry it */
  NhsMusePetDoes pet;       /* a pet's dog_invent() */
  NhsMusePetWhy pet_why;    /* NHS_MUSE_PET_LEAVES: why */
  gboolean has_dogfood;     /* dogfood() was asked (not when it drops first or does not fetch it) */
  NhsMuseDogfood dogfood;
  guint64 pick_num, pick_den; /* NHS_MUSE_PET_PICKS_UP: the chance, in lowest terms */
  NhsMusePetUnknown unknown;  /* carry NHS_MUSE_CARRY_PET: the one cause named, if any */
  guint64 betray_num, betray_den; /* SLASH'EM: the chance the pet turns on the hero before dog_invent ()
                                     (betrayed ()), in lowest terms; 0/1 elsewhere. The fate's own
                                     chance (pick_num/pick_den, eating) is already weighed by 1 minus it */
  guint64 thrown_num, thrown_den; /* the hero's steed under the hero's Conflict: the chance it fails to
                                     resist and throws its rider, ending its move before betrayed () and
                                     dog_invent () (dog_move (); NhsVariant.muse_steed_conflict), in
                                     lowest terms; 0/1 otherwise. The betrayal and the fate's own chance
                                     are already weighed by 1 minus it */
} NhsMuseItemFate;

/* "uses", "likes-gold", ... (JSON keys) and the English words. */
const char *nhs_muse_like_key   (NhsMuseLike like);
const char *nhs_muse_like_text  (NhsMuseLike like);
const char *nhs_muse_carry_key  (NhsMuseCarry carry);
const char *nhs_muse_carry_text (NhsMuseCarry carry);
/* "eats", "picks-up", "leaves"; "drops-first", ... (JSON keys), the
   English words of a reason, and dogfood()'s names ("DOGFOOD"). */
const char *nhs_muse_pet_key     (NhsMusePetDoes does);
const char *nhs_muse_pet_why_key (NhsMusePetWhy why);
const char *nhs_muse_pet_why_text (NhsMusePetWhy why);
/* SLASH'EM betrayed (): the English words of a pet turning on the hero */
const char *nhs_muse_pet_betrays_text (void);
/* dog_move (): the English words of a steed throwing its rider under
   Conflict, naming the function the version asks
   (NhsVariant.muse_steed_conflict: resist () or resist_conflict ()) */
const char *nhs_muse_pet_throws_rider_text (const NhsVariant *variant);
/* "ring-material" (JSON key) and the English words of a named cause */
const char *nhs_muse_pet_unknown_key  (NhsMusePetUnknown unknown);
const char *nhs_muse_pet_unknown_text (NhsMusePetUnknown unknown);
const char *nhs_muse_dogfood_name (NhsMuseDogfood food);
/* Whether the version's pets eat (almost) nothing while satiated
   ("state.pet.satiated"): xNetHack and EvilHack. */
gboolean    nhs_muse_pet_satiation (const NhsVariant *variant);
/* initedog ()'s tameness of a new pet of kind m (dog.c: 10 for a domestic
   kind, else 5): the default of "state.pet.tameness" and of the window's
   Tameness. */
int         nhs_muse_pet_default_tameness (const NhsMonster *m);
/* Whether dog_hunger () can starve a pet of kind m to death: it eats meat
   or plants (else hungrytime starts again): "state.pet.starves" and the
   window's Starves to death. */
gboolean    nhs_muse_pet_may_starve (const NhsMonster *m);
/* Whether "state.pet.weak" may be said of the scenario (sc->data set): a
   tame monster with a pet's record ("state.pet"), neither starving (dog_hunger ()
   has then set mhpmax_penalty already) nor satiated, of a kind
   nhs_muse_pet_may_starve (). The rule nhs_muse_scenario_resolve ()
   refuses "weak" by, and where the window's Weak from hunger is usable. */
gboolean    nhs_muse_pet_weak_allowed (const NhsMuseScenario *sc);
/* Whether the version reads "state.pet.hungry": EvilHack's hungry vampire
   pet drinks a blood potion it carries (NhsVariant.muse_pet_vampire_drinks_blood). */
gboolean    nhs_muse_reads_pet_hungry (const NhsVariant *variant);
/* Whether "state.pet.hungry" can change the answer of the scenario
   (sc->data set): the version reads it, a tame vampire kind (MH_VAMPIRE)
   with a pet's record, not satiated (resolve refuses that), neither
   starving nor weak (each says it already). The CLI refuses --hungry
   elsewhere; the window's Hungry is usable only here. */
gboolean    nhs_muse_pet_hungry_read (const NhsMuseScenario *sc);
/* Whether the version reads "hero.charisma": its steed resists the hero's
   Conflict by resist_conflict () (NHS_MUSE_STEED_CONFLICT_CHARISMA: 3.7,
   5.0.0, xNetHack, EvilHack), not by its magic resistance. */
gboolean    nhs_muse_reads_charisma (const NhsVariant *variant);
/* Whether "hero.charisma" can change the answer: the version reads it and
   the hero rides the pet ("state.pet.ridden") while causing Conflict. The
   CLI refuses --hero-charisma elsewhere; the window's Charisma is usable
   only here. */
gboolean    nhs_muse_charisma_read (const NhsMuseScenario *sc);

/* Whether the item is a ring with charges (oc_charged), the one item
   "identified" belongs to: whether the hero knows it decides read.c
   is_chargeable (). */
gboolean    nhs_muse_item_charged_ring (const NhsMuseItem *it);
/* The materials object `o` may be made of in a game of the version,
   each once, into out[] (at most NHS_MUSE_MAX_MATERIALS; returns how
   many): a ring's or wand's, those of the appearances o_init.c shuffle ()
   deals it (each version's own range: NhsVariant.muse_ring_shuffle_last,
   .muse_wand_nameless_materials); any other object's, its own. */
guint       nhs_muse_object_materials (const NhsVariant *variant,
                                       const NhsObject  *o,
                                       const char      **out);
/* The material the item is made of: the scenario's "material", else
   its kind's (NULL for a ring or wand that may be of more than one, not
   said). */
const char *nhs_muse_item_material  (const NhsVariant  *variant,
                                     const NhsMuseItem *it);
/* Whether the item's "identified" can change a pet's answer: a ring with
   charges, in EvilHack (its could_use_item () refuses one at +0 or less
   that is_chargeable ()). */
gboolean    nhs_muse_pet_knows_item   (const NhsVariant  *variant,
                                       const NhsMuseItem *it);
/* Whether the hero's "hero.shapechanger" can change a pet's answer:
   EvilHack's (sliparm () and breakarm () ask druid_form, vampire_form). */
gboolean    nhs_muse_pet_hero_shapechanger (const NhsVariant *variant);
/* Whether the version reads a monster's god ("state.god", another
   monster's "god"): EvilHack's mm_aggression () spares two priests of one
   god, and its pets' score_targ () reads a priest's or minion's god. */
gboolean    nhs_muse_reads_god (const NhsVariant *variant);
/* Whether the scenario's monster's "state.god" can change its answer: an
   aligned or high priest (MS_PRIEST) where the version reads gods, or an
   EvilHack pet with a faith (a minion, said or one it may be). Needs the
   monster (sc->data). */
gboolean    nhs_muse_god_read (const NhsMuseScenario *sc);
/* Whether "state.minion" can change the answer: a tame monster, whose
   dog_move () skips dog_invent () as a minion (every version whose pets
   are followed; EvilHack's faith too). */
gboolean    nhs_muse_minion_read (const NhsMuseScenario *sc);
/* Whether the version's spells make tame spell beings
   (NhsVariant.muse_pet_spell_beings: SLASH'EM), so that a scenario may
   say "state.spell_being" */
gboolean    nhs_muse_reads_spell_being (const NhsVariant *variant);
/* Whether a spell of the version makes a tame spell being of monster
   `m`'s kind (NhsVariant.muse_pet_spell_beings) */
gboolean    nhs_muse_spell_being_kind  (const NhsVariant *variant,
                                        const NhsMonster *m);
/* Whether "state.spell_being" can change the answer of the resolved
   scenario (or one with sc->data set): a tame monster of a kind a spell
   makes one of, in a version whose pets are followed */
gboolean    nhs_muse_spell_being_read (const NhsMuseScenario *sc);
/* Another monster's facts a scenario may say besides its kind, square
   and attitude (level.other_monsters[]): "level", "hp"/"hpmax",
   "race", "minion", "god" */
typedef enum {
  NHS_MUSE_OTHER_LEVEL  = 1 << 0,
  NHS_MUSE_OTHER_HP     = 1 << 1,
  NHS_MUSE_OTHER_RACE   = 1 << 2,
  NHS_MUSE_OTHER_MINION = 1 << 3,
  NHS_MUSE_OTHER_GOD    = 1 << 4,
} NhsMuseOtherField;
/* The NhsMuseOtherField bits the version ever reads of another monster:
   level, hit points and minion by EvilHack's pets (acceptable_pet_target (),
   score_targ ()), the race where the version makes monsters with one
   (NhsVariant.muse_races), the god where nhs_muse_reads_god (). */
guint       nhs_muse_other_fields (const NhsVariant *variant);
/* The bits that can change the answer of the resolved scenario `sc` for
   its other monster `o` (one of sc->others, with o->data set): each where
   the rule that reads it may be asked of o: a pet's melee target (o first
   on one of its eight lines within 7 squares, and not tame unless the
   hero causes Conflict: level, hit points; a peaceful one's minion and god
   where the pet has a faith and o's depends on them), the hit points of
   a peaceful one in line a support caster pet would aim at, and the race
   and two priests' gods where mm_aggression () is asked of o (a pet's
   target, or a hostile monster's in line: NhsVariant.muse_target_guessed).
   The race counts only for a kind made with more than one
   (nhs_muse_races_for ()), and in line within BOLT_LIM wherever
   decide_races () may vary it (not a pet's fellow pet without Conflict);
   its race not said, a pet's other monster there has its level and hit
   points read too (each race's acceptable_pet_target ()). */
guint       nhs_muse_other_fields_read (const NhsMuseScenario *sc,
                                        const NhsMuseOther    *o);
/* Whether "state.weapon_check" can change a pet's answer: EvilHack's
   (select_rwep () with a weapon welded to its hand). */
gboolean    nhs_muse_pet_weapon_check (const NhsVariant *variant);

typedef struct {
  const NhsVariant *variant;
  NhsMuseItemFate *fates;               /* per inventory item: if it lay on the floor in reach */
  GPtrArray *outcomes[NHS_MUSE_N_FN];   /* NhsMuseOutcome *, most likely first */
  GPtrArray *turn;                      /* NhsMuseOutcome * */
  GPtrArray *trace[NHS_MUSE_N_FN];      /* NhsMuseTraceStep *, in the order checked */
  GStrv item_names;                     /* the inventory, for the trace's item indices */
} NhsMuseDecision;

/* The three functions' choices and the turn.  With "believes_hero_at":
   "guess" they are summed over set_apparxy()'s guesses, each with its chance.
   EvilHack: decided under every race the scenario does not say that it
   may read (another monster's "race", "hero.race"), answered when all
   agree; where they differ the decision is under the species' own races
   and no answer, which nhs_muse_scenario_unmodelled () refuses (one rule,
   decide_races ()). */
NhsMuseDecision *nhs_muse_decide              (const NhsMuseScenario *sc,
                                               const NhsVariant      *variant);
/* The hero is invisible and the monster does not see invisible (Invis &&
   !perceives(); EvilHack's racial_perceives()). */
gboolean         nhs_muse_hero_invisible_to_it (const NhsMuseScenario *sc);
void             nhs_muse_decision_free       (NhsMuseDecision       *d);
const char      *nhs_muse_fn_key              (NhsMuseFn              fn);
char            *nhs_muse_decision_to_json    (const NhsMuseDecision *d);
const char *const *nhs_muse_fn_use_names  (NhsMuseFn fn,
                                          gsize    *n);
char            *nhs_muse_decision_to_table   (const NhsMuseDecision *d);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsMuseDecision, nhs_muse_decision_free)

G_END_DECLS
