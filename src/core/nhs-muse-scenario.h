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
#define NHS_MUSE_MAX_SCENARIO_BYTES (1024 * 1024)

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

/* An object's class, as monmove.c mon_would_take_item() sorts them. */
typedef enum {
  NHS_MI_CLASS_TOOL, NHS_MI_CLASS_WEAPON, NHS_MI_CLASS_ARMOR, NHS_MI_CLASS_WAND, NHS_MI_CLASS_POTION,
  NHS_MI_CLASS_SCROLL, NHS_MI_CLASS_AMULET, NHS_MI_CLASS_FOOD, NHS_MI_CLASS_COIN, NHS_MI_CLASS_ROCK,
  NHS_MI_CLASS_GEM
} NhsMuseItemClass;

typedef struct {
  const char *name;       /* the game's object name */
  NhsMuseItemKind kind;
  guint flags;
} NhsMuseItemInfo;

/* The item's object class (from its name and facts). */
NhsMuseItemClass nhs_muse_item_class (const NhsMuseItemInfo *info);

/* The item names a scenario may use, in the list's order (n_out set). */
const NhsMuseItemInfo *nhs_muse_items       (guint      *n_out);
const NhsMuseItemInfo *nhs_muse_item_lookup (const char *name);

typedef struct {
  char *name;
  NhsMuseItemKind kind;
  guint flags;
  gboolean cursed;
  int spe;
  gboolean wielded;
  gboolean worn;
  gboolean locked, trapped, empty;  /* containers (3.7's MUSE_BAG) */
} NhsMuseItem;

/* What a 3.7 monster has seen the hero resist (m_seenres, M_SEEN_*). */
enum {
  NHS_MUSE_SEEN_REFLECTION = 1 << 0, NHS_MUSE_SEEN_MAGIC = 1 << 1, NHS_MUSE_SEEN_FIRE = 1 << 2,
  NHS_MUSE_SEEN_COLD = 1 << 3, NHS_MUSE_SEEN_SLEEP = 1 << 4, NHS_MUSE_SEEN_SHOCK = 1 << 5,
  NHS_MUSE_SEEN_ACID = 1 << 6,
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
  int dx, dy;
} NhsMuseFeature;

typedef struct {
  char *name;
  const NhsMonster *data;
  int dx, dy;
  gboolean sleeping, can_move, peaceful;
} NhsMuseOther;

typedef enum { NHS_MUSE_REFL_NONE, NHS_MUSE_REFL_AMULET, NHS_MUSE_REFL_SHIELD } NhsMuseReflection;

typedef struct {
  char slot[8];            /* "armh", "arm", "armc", "arms", "armg", "armf", "armu" */
  char *name;
} NhsMuseArmor;

typedef struct {
  char *monster;
  const NhsMonster *data;
  int hp, hpmax;
  int hero_dx, hero_dy;
  int believed_dx, believed_dy;
  GPtrArray *items;               /* NhsMuseItem *, inventory order */
  /* state */
  gboolean peaceful, confused, stunned, blind, fleeing, invisible, cancelled;
  NhsMuseSpeed speed;
  gboolean knows_teleport_traps;
  guint seen_resistances;         /* NHS_MUSE_SEEN_*: 3.7's memory of the hero (our addition) */
  gboolean trapped;               /* mtrapped: caught in a trap */
  int load_percent;               /* curr_mon_load * 100 / max_mon_load (our addition) */
  /* hero */
  int hero_level;
  NhsMuseReflection reflection;
  char *hero_wielding;            /* NULL: empty-handed */
  GPtrArray *hero_armor;          /* NhsMuseArmor * */
  gboolean swallowed;             /* engulfed by someone */
  char *swallowed_by;             /* "monster" (this one) or the engulfer's name */
  gboolean swallowed_by_this;     /* ... by this monster */
  gboolean held_by_monster;       /* u.ustuck is this monster */
  gboolean hero_helpless;
  gboolean see_invisible;
  int alignment;                  /* -1, 0, 1 */
  int alignment_record;
  char *polymorphed_into;         /* NULL: not polymorphed */
  const NhsMonster *poly_data;
  gboolean hero_hiding;
  gboolean hero_blind;            /* Blind */
  gboolean teleport_control;      /* Teleport_control */
  gboolean weapon_cursed;         /* the wielded weapon is cursed */
  gboolean carrying_corpse;       /* the hero carries a corpse */
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

/* ---- The decisions ---- */

typedef enum { NHS_MUSE_FN_DEFENSIVE, NHS_MUSE_FN_MISC, NHS_MUSE_FN_OFFENSIVE, NHS_MUSE_N_FN } NhsMuseFn;

typedef struct {
  char *probability;        /* "p/q", lowest terms */
  NhsMuseFn fn;             /* for the turn: which function chose it */
  const char *muse;         /* "MUSE_WAN_DIGGING", NULL: nothing */
  char *item;               /* the item's name, NULL for none (or stairs, traps) */
} NhsMuseOutcome;

typedef struct {
  char *rule;               /* the check, in words */
  int item;                 /* inventory index it was checked for, -1 if none */
  char *reached;            /* probability the check was made, "p/q" */
  char *held;               /* probability it was made and held */
} NhsMuseTraceStep;

typedef struct {
  const NhsVariant *variant;
  GPtrArray *outcomes[NHS_MUSE_N_FN];   /* NhsMuseOutcome *, most likely first */
  GPtrArray *turn;                      /* NhsMuseOutcome * */
  GPtrArray *trace[NHS_MUSE_N_FN];      /* NhsMuseTraceStep *, in the order checked */
  GStrv item_names;                     /* the inventory, for the trace's item indices */
  const char *caveat;                   /* what this version's answer leaves out, or NULL */
} NhsMuseDecision;

NhsMuseDecision *nhs_muse_decide              (const NhsMuseScenario *sc,
                                               const NhsVariant      *variant);
void             nhs_muse_decision_free       (NhsMuseDecision       *d);
const char      *nhs_muse_fn_key              (NhsMuseFn              fn);
char            *nhs_muse_decision_to_json    (const NhsMuseDecision *d);
char            *nhs_muse_decision_to_table   (const NhsMuseDecision *d);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsMuseDecision, nhs_muse_decision_free)

G_END_DECLS
