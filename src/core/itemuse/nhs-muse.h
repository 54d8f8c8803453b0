/* nhs-muse.h: what a monster would do with items (the games' muse.c, the
 * pickup rules of monmove.c and the starting items of makemon.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-monster.h"
#include "nhs-variant.h"
#include "nhs-situation-title.h"

G_BEGIN_DECLS

typedef enum {
  NHS_MUSE_DEFENSIVE,   /* find_defensive(): escape or heal when hurt */
  NHS_MUSE_MISC,        /* find_misc(): make itself stronger */
  NHS_MUSE_OFFENSIVE,   /* find_offensive(): attack the hero at range */
  NHS_MUSE_PICKUP,      /* m_move(): what it walks to and picks up */
  NHS_MUSE_N_CATEGORIES
} NhsMuseCategory;

/* Where the monster stands (or what is next to it). */
typedef enum {
  NHS_MUSE_SPOT_NONE,
  NHS_MUSE_SPOT_UPSTAIRS,
  NHS_MUSE_SPOT_DOWNSTAIRS,
  NHS_MUSE_SPOT_UP_LADDER,
  NHS_MUSE_SPOT_DOWN_LADDER,
  NHS_MUSE_SPOT_BRANCH_STAIRS,
  NHS_MUSE_SPOT_TRAPDOOR,        /* a trap door or hole within one step */
  NHS_MUSE_SPOT_TELEPORT_TRAP,   /* a teleportation trap within one step */
  NHS_MUSE_SPOT_POLY_TRAP,       /* a polymorph trap within one step */
  NHS_MUSE_N_SPOTS
} NhsMuseSpot;

/* The situation knobs that change the answer. */
typedef struct {
  int distance;               /* squares to where it thinks the hero is (straight line) */
  gboolean lined_up;          /* the hero is in a straight line from it */
  gboolean peaceful;
  gboolean confused;
  gboolean stunned;
  gboolean blind;
  int hp;                     /* current hit points */
  int hp_max;
  int hero_level;             /* the hero's experience level (decides "hurt") */
  gboolean hero_reflects;
  gboolean seen_reflection;   /* 3.7: it has seen the hero reflect */
  gboolean hero_sees_invisible;
  gboolean hero_invisible;    /* the hero is invisible and it lost track (it guesses where: scenarios only) */
  gboolean hero_wields_weapon;
  gboolean hero_wears_armor;
  gboolean hero_swallowed;    /* the hero is engulfed (by anyone) */
  gboolean sanctuary;         /* the hero is in a temple of their own god */
  gboolean metal_helmet;      /* the monster wears a metallic helmet */
  gboolean sokoban;
  gboolean noteleport;        /* a no-teleport level it knows about */
  NhsMuseSpot spot;
  gboolean tame;              /* a pet (and so peaceful) */
  gboolean berserk;           /* EvilHack: berserk */
  gboolean hero_conflict;     /* the hero causes Conflict */
} NhsMuseSituation;

typedef struct {
  char *item;       /* "wand of digging", "down stairs" */
  char *use;        /* "zaps it downward and falls through" */
  char *reason;     /* the game's condition, in one line */
  char *chance;     /* a random check's exact chance ("1/2"), or NULL */
  gboolean usable;  /* in the given situation, were it carried */
  /* where the scenario decisions gave the entry (EvilHack): the game's
     MUSE_* code (also in `use`) and the function (NhsMuseFn), else NULL */
  const char *muse;
  int fn;
} NhsMuseEntry;

typedef struct {
  NhsMuseCategory category;
  gboolean active;     /* no gate stops this category */
  GPtrArray *gates;    /* char *: what stops it */
  GPtrArray *notes;    /* char *: how the choice is made */
  GPtrArray *entries;  /* NhsMuseEntry *, in the game's priority order */
} NhsMuseGroup;

typedef struct {
  char *monster;
  const NhsVariant *variant;
  NhsMuseGroup groups[NHS_MUSE_N_CATEGORIES];
} NhsMuseAnswer;

void            nhs_muse_situation_init  (NhsMuseSituation       *sit);
const char     *nhs_muse_category_key    (NhsMuseCategory         category);
const char     *nhs_muse_category_title  (NhsMuseCategory         category);
const char     *nhs_muse_spot_key        (NhsMuseSpot             spot);
gboolean        nhs_muse_spot_from_key   (const char             *key,
                                          NhsMuseSpot            *out);

/* What MONSTER could ever use, in situation SIT (NULL: the defaults); its
   uses, reasons, conditions, gates and notes in the phrasebook's language
   (PB; NULL: English, as the CLI prints them); the games' object names stay
   English. */
NhsMuseAnswer  *nhs_muse_explain         (const NhsMonster       *monster,
                                          const NhsVariant       *variant,
                                          const NhsMuseSituation *sit,
                                          const NhsPhrasebook    *pb);
void            nhs_muse_answer_free     (NhsMuseAnswer          *answer);
/* The first usable entry of a category, or NULL. */
const NhsMuseEntry *nhs_muse_answer_find (const NhsMuseAnswer    *answer,
                                          NhsMuseCategory         category,
                                          const char             *item);
char           *nhs_muse_answer_to_json  (const NhsMuseAnswer    *answer);
char           *nhs_muse_answer_to_table (const NhsMuseAnswer    *answer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsMuseAnswer, nhs_muse_answer_free)

/* ---- Starting items: rnd_defensive_item, rnd_offensive_item, rnd_misc_item ---- */

typedef enum {
  NHS_ITEM_GEN_DEFENSIVE,
  NHS_ITEM_GEN_OFFENSIVE,
  NHS_ITEM_GEN_MISC,
  NHS_ITEM_GEN_N_KINDS
} NhsItemGenKind;

typedef struct {
  gboolean noteleport;     /* generated on a no-teleport level */
  gboolean sokoban;        /* 3.7 redraws digging there */
  gboolean no_digging;     /* floater, shopkeeper, guard or priest */
  gboolean earth_ok;       /* metallic helmet, amorphous, wall-walker, ghost or unsolid */
  gboolean nonliving;      /* no amulet of life saving */
  gboolean pestilence;     /* potion of sickness instead of full healing */
  gboolean guard;          /* no speed items */
  gboolean no_invisibility;/* peaceful and the hero cannot see invisible */
  gboolean ice_queen;      /* EvilHack: made in the Ice Queen's Realm */
  gboolean mplayer;        /* a player monster (is_mplayer) */
} NhsItemGenOptions;

typedef struct {
  const char *item;   /* NULL: no item */
  guint64 num;
  guint64 den;
} NhsItemChance;

typedef struct {
  NhsItemGenKind kind;
  const char *function;   /* "rnd_defensive_item" */
  int gen_den;            /* called when m_lev > rn2(gen_den); 0: only by the gate's own rule */
  GArray *chances;        /* NhsItemChance, most likely first; lowest terms */
  char *gate;             /* a further condition of makemon.c, in words, or NULL */
} NhsItemGenTable;

typedef struct {
  const NhsVariant *variant;
  int difficulty;
  NhsItemGenTable tables[NHS_ITEM_GEN_N_KINDS];
} NhsItemGen;

/* The sentence saying why makemon.c's m_initinv () gives this monster no
   random defensive, offensive or misc item (an animal, mindless, exploding,
   a ghost, a Keystone Kop; EvilHack's ents and plants), or NULL when it
   may get them. */
const char *nhs_item_gen_refusal  (const NhsVariant        *variant,
                                   const NhsMonster        *monster);
/* NULL when the monster never gets these items (nhs_item_gen_refusal ()):
   `why` then says which. Pass monster NULL to use
   only `difficulty` and the options. Also NULL, with a critical warning
   and `why` saying so, if a chance did not fit in 64 bits (NhsQ64): never
   a wrong chance; tests/test-q64.c shows no input does. */
NhsItemGen *nhs_item_gen_compute  (const NhsVariant        *variant,
                                   const NhsMonster        *monster,
                                   int                      difficulty,
                                   const NhsItemGenOptions *options,
                                   const char             **why);
void        nhs_item_gen_free     (NhsItemGen              *gen);
char       *nhs_item_gen_to_json  (const NhsItemGen        *gen);
char       *nhs_item_gen_to_table (const NhsItemGen        *gen);
const char *nhs_item_gen_kind_key (NhsItemGenKind           kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsItemGen, nhs_item_gen_free)

G_END_DECLS
