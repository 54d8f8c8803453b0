/* nhs-situation.h: where the hero is and what the game knows about it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include "nhs-variant.h"
#include "nhs-monster.h"

G_BEGIN_DECLS

typedef enum {
  NHS_REGION_DUNGEONS,
  NHS_REGION_MINES,
  NHS_REGION_MINETOWN,
  NHS_REGION_MINES_END,
  NHS_REGION_SOKOBAN,
  NHS_REGION_ORACLE,
  NHS_REGION_BIGROOM,
  NHS_REGION_ROGUE,
  NHS_REGION_QUEST,
  NHS_REGION_LUDIOS,
  NHS_REGION_MEDUSA,
  NHS_REGION_CASTLE,
  NHS_REGION_GEHENNOM,
  NHS_REGION_VALLEY,
  NHS_REGION_VLAD,
  NHS_REGION_WIZARD_TOWER,
  NHS_REGION_EARTH,
  NHS_REGION_AIR,
  NHS_REGION_FIRE,
  NHS_REGION_WATER,
  NHS_REGION_ASTRAL,
  /* EvilHack's own dungeons */
  NHS_REGION_GOBLIN_TOWN,
  NHS_REGION_ICE_QUEEN,
  NHS_REGION_HIDDEN_DUNGEON,
  NHS_REGION_VECNA,
  NHS_REGION_WIZARD_DUNGEON,
  NHS_REGION_PURGATORY,
  /* xNetHack's own dungeons below Gehennom's levels (dat/dungeon.lua) */
  NHS_REGION_COCYTUS,
  NHS_REGION_ASPHODEL,
  NHS_REGION_SHEDAKLAH,
  NHS_REGION_CITADEL_OF_DIS,
  NHS_REGION_ABYSS,
  NHS_REGION_TARTARUS,
  NHS_N_REGIONS
} NhsRegion;

/* Level alignment, as the game's AM_* values order them for us. */
typedef enum {
  NHS_ALIGN_FROM_REGION = -1,
  NHS_ALIGN_NONE = 0,
  NHS_ALIGN_LAWFUL,
  NHS_ALIGN_NEUTRAL,
  NHS_ALIGN_CHAOTIC,
} NhsLevelAlign;

typedef enum {
  NHS_TEMPERATURE_FROM_REGION = -1,
  NHS_TEMPERATURE_NORMAL = 0,
  NHS_TEMPERATURE_HOT,
  NHS_TEMPERATURE_COLD,
} NhsTemperature;

typedef enum {
  NHS_TRISTATE_FROM_REGION = -1,
  NHS_TRISTATE_NO = 0,
  NHS_TRISTATE_YES = 1,
} NhsTristate;

/* The most entries a monster file may have (the genocide set's size). */
#define NHS_MAX_MONSTERS 1024
#define NHS_XL_MIN 1
#define NHS_XL_MAX 30
/* The deepest level of any supported game: SLASH'EM's Sanctum can be at 63. */
#define NHS_DEPTH_MAX 63
#define NHS_DIFFICULTY_MAX 127

/* The regions whose rndmonst () pool is narrowed: EvilHack's dungeons that
   allow only their own monsters, xNetHack's Cocytus. */
typedef enum {
  NHS_POOL_ANY = 0,
  NHS_POOL_ICE_QUEEN,      /* In_icequeen_branch: likes_iceq () */
  NHS_POOL_GOBLIN_TOWN,    /* In_goblintown: likes_gtown () */
  NHS_POOL_PURGATORY,      /* In_purgatory: likes_purg () */
  NHS_POOL_COLD_OR_DEMON,  /* xNetHack's Cocytus (In_cocytus): only cold-resistant
                              monsters and demons (is_demon: M2_DEMON) */
} NhsRegionPool;

typedef struct {
  const char *key;         /* "mines-end" */
  const char *name;        /* "Mines' End" (untranslated; the UI translates) */
  NhsLevelAlign align;     /* the level's alignment the game gives it */
  gboolean align_from_branch; /* that alignment is its dungeon branch's (dungeon.def /
                                 dungeon.lua), not its own level entry's */
  gboolean in_hell;        /* Inhell */
  gboolean past_gehennom;  /* not in Gehennom but reached only through one of its levels
                              below the Valley, whose arrival sets gehennom_entered
                              (do.c): Vlad's Tower; EvilHack's Vecna's Domain and
                              Wizard's Tower (portals from such levels) and Purgatory */
  gboolean past_invocation; /* reached only after the invocation: EvilHack's Purgatory,
                              whose portal lies in the Sanctum (dungeon.def) */
  gboolean rogue;          /* Is_rogue_level */
  gboolean elemental;      /* In_endgame && !Is_astralevel */
  gboolean endgame;        /* difficulty = depth(sanctum) + XL/2 */
  gboolean builds_up;      /* Sokoban, Vlad's Tower: counted upward from the entry
                              (how many levels: nhs_region_levels_above_entry ()) */
  gboolean quest;
  gboolean oracle;
  NhsTemperature temperature; /* 3.7's level temperature */
  NhsRegionPool pool;      /* EvilHack: the dungeon's own monsters only */
  gboolean in_mines;       /* In_mines (EvilHack's mkclass: no alhoon, master mind flayer) */
  gboolean mines_end;      /* Is_mineend_level (EvilHack's mkclass: no vampire mage) */
  /* The one dungeon layout that has the region (NhsDungeonLayout + 1);
     0: every layout but those that lack it (see nhs_region_available). */
  int only_layout;
  const char *depth_meaning;  /* what --depth stands for here, for the UI */
  /* The name as a sentence says it, with its article where English gives
     it one ("the Castle"); every region has one.  Where English says the
     bare name ("Purgatory") it is the name in the translation context
     "place" (NHS_NC_ ("place", "Purgatory")), so a language can give it
     its article inside a sentence ("das Fegefeuer") while the drop-down's
     label, the name, stays bare ("Fegefeuer").  Read it with
     nhs_region_place () (English) or nhs_region_place_translated (); the
     dungeon's level names and the level view's sentences take it from
     here. */
  const char *place;
  /* The dungeon description's name of the one level the region is, where it
     is one ("castle", "bigrm"); NULL otherwise */
  const char *level;
} NhsRegionInfo;

/* What the refusal of a depth out of the region's range adds where a level
   difficulty set directly would do instead (not for random arrivals, which
   read the depth). */
#define NHS_SITUATION_DIFFICULTY_HINT " (or set the level difficulty directly)"

/* A situation is a plain value: copy it, compare it, keep it on the stack. */
typedef struct {
  NhsVariantId variant;
  NhsRegion region;
  int depth;               /* dungeon depth of the level (see NhsRegionInfo.depth_meaning) */
  int difficulty;          /* > 0: level difficulty set directly; depth is then unused */
  int deepest;             /* deepest level reached (used with the Amulet); <= 0: = depth */
  int levels_above_entry;  /* builds-up branches: levels climbed above the entry, 0 = the entry */
  int xl;                  /* experience level 1..30 */
  NhsLevelAlign align;
  gboolean amulet;
  gboolean demigod;
  gboolean aggravate;      /* 3.7 only */
  gboolean halloween;      /* EvilHack: 31 October (undead weigh x3) */
  gboolean infidel;        /* EvilHack's mkclass: the hero is an Infidel */
  NhsTemperature temperature;
  NhsTristate groundhog_day;
  int turn;                /* EvilHack's spawn clock: the game's turn counter (`moves`,
                              the status line's T:) at the first turn asked about;
                              0: not given (turn 1) */
  guint spawn_events;      /* EvilHack's spawn clock: NhsSpawnEvent flags */
  int active_fiends;       /* xNetHack: archfiends still in play once the Amulet has
                              been picked up (active_fiends (), 0..8) */
  guint64 genocided[NHS_MAX_MONSTERS / 64];  /* G_GENOD: genocided */
  guint64 extinct[NHS_MAX_MONSTERS / 64];    /* G_EXTINCT: born too often (makemon.c
                                                propagate ()), or a unique once made */
} NhsSituation;

/* The events EvilHack's spawn clock reads (allmain.c 268-297: u.uevent's and
   quest_status's flags, each set once and kept). */
typedef enum {
  NHS_SPAWN_EVENT_GEHENNOM    = 1 << 0, /* gehennom_entered: do.c 1269, 1967 */
  NHS_SPAWN_EVENT_CROWNED     = 1 << 1, /* uhand_of_elbereth: pray.c 893-976 */
  NHS_SPAWN_EVENT_QUEST_EARLY = 1 << 2, /* got_quest_early: quest.c 490, below XL 14 */
  NHS_SPAWN_EVENT_FIRST_LAIR  = 1 << 3, /* hella_entered: do.c 1984 */
  NHS_SPAWN_EVENT_PRINCE_LAIR = 1 << 4, /* hellc_entered: do.c 1994 */
  NHS_SPAWN_EVENT_INVOKED     = 1 << 5, /* invoked: spell.c 283 */
} NhsSpawnEvent;

#define NHS_SPAWN_EVENTS_ALL ((guint) ((NHS_SPAWN_EVENT_INVOKED << 1) - 1))
/* The game's turn counter can reach 1,000,000,000 (xNetHack ends the game there);
   EvilHack's spawn clock is at its fastest long before, after about 223,000. */
#define NHS_TURN_MAX 1000000000

/* The events' keys ("gehennom", "crowned", "quest-early", "first-lair",
   "prince-lair", "invocation"), in flag order; NULL past the last. */
const char          *nhs_spawn_event_key         (guint               bit_index);
gboolean             nhs_spawn_event_from_key    (const char         *key,
                                                  NhsSpawnEvent      *out);
/* "gehennom, crowned, …, prince-lair or invocation" (static) */
const char          *nhs_spawn_event_keys        (void);
/* The events in effect: the given ones, plus what the situation implies
   (a Gehennom level below the Valley: Gehennom entered; the Amulet or the
   Planes: the invocation done, which EvilHack's Sanctum needs). */
guint                nhs_situation_spawn_events  (const NhsSituation *sit);
/* The demigod flag in effect: the given one, or the invocation's (every
   version's spell.c sets u.uevent.udemigod with u.uevent.invoked): with
   the Amulet, on the Planes, or after EvilHack's invocation event.  Every
   rule that reads the flag reads this. */
gboolean             nhs_situation_demigod       (const NhsSituation *sit);
/* xNetHack's archfiends make their monsters on a staircase up (allmain.c
   stairway_find_type_dir (FALSE, TRUE)), none where the level has none:
   the chance the situation's level has one, as the dungeon's layout gives
   it, in lowest terms ("0", "1/3", "1"; "1" where no level is placed). */
char                *nhs_situation_fiend_stairs  (const NhsSituation *sit);

void                 nhs_situation_init          (NhsSituation       *sit);
/* A situation as a GBoxed value (properties: the window's, the pages'). */
#define NHS_TYPE_SITUATION (nhs_situation_get_type ())
GType                nhs_situation_get_type      (void) G_GNUC_CONST;
NhsSituation        *nhs_situation_copy          (const NhsSituation *sit);
const NhsRegionInfo *nhs_region_info             (NhsRegion           region);
/* The region as one version's dungeon has it: where a version's dungeon
   differs in more than depth (xNetHack's Wizard's Tower builds up), that
   version's row; otherwise nhs_region_info (region). */
const NhsRegionInfo *nhs_region_info_in          (NhsVariantId        variant,
                                                  NhsRegion           region);
/* The region's name as a sentence says it: "the Castle", "Minetown"
   (English). */
const char          *nhs_region_place            (const NhsRegionInfo *info);
/* The same translated by `translate` (NULL: English): the place's own
   translation, its context "place" included where it has one. */
const char          *nhs_region_place_translated (const NhsRegionInfo *info,
                                                  const char       *(*translate) (const char *));
/* A place as the region table marks it (a word, or "place", \004 and the
   word), translated by `translate` (NULL: English); without a
   translation, the English word without its context. */
const char          *nhs_place_translate         (const char         *place,
                                                  const char       *(*translate) (const char *));
/* The place of the region that is the dungeon description's level `level`
   ("castle": "the Castle"), or NULL when no region is that one level. */
const char          *nhs_region_level_place      (const char         *level);
/* FALSE when the variant has no such level (SLASH'EM's Rogue level). */
gboolean             nhs_region_available        (NhsVariantId        variant,
                                                  NhsRegion           region);
/* Sokoban, Vlad's Tower (and EvilHack's Wizard's Tower and Purgatory): the
   levels above the entry level in the variant's dungeon (its most levels
   less one, by the dungeon model); 0 elsewhere. */
int                  nhs_region_levels_above_entry (NhsVariantId      variant,
                                                    NhsRegion         region);
/* The depths the region can lie at in the variant's dungeon (for the planes:
   the Sanctum's), by the dungeon model; FALSE (and 0, 0) when the variant
   lacks the region. */
gboolean             nhs_region_depth_range      (NhsVariantId        variant,
                                                  NhsRegion           region,
                                                  int                *min_depth,
                                                  int                *max_depth);
gboolean             nhs_region_from_key         (const char         *key,
                                                  NhsRegion          *out);
const char          *nhs_region_keys             (void);
gboolean             nhs_level_align_from_key    (const char         *key,
                                                  NhsLevelAlign      *out);
const char          *nhs_level_align_key         (NhsLevelAlign       align);

gboolean             nhs_situation_validate      (const NhsSituation *sit,
                                                  GError            **error);
/* Beyond validate(): refuses a situation that cannot occur or that holds a
   setting with no effect in it, in one sentence that says what would be
   valid (NHS_ERROR_INVALID): a depth outside the region's range in the
   variant's dungeon; aggravate monster or a level temperature in a version
   that does not use them; Groundhog Day outside SLASH'EM's Oracle; a
   deepest level without the Amulet, or shallower than the depth; levels
   above the entry outside Sokoban and Vlad's Tower (or in a version whose
   difficulty does not count them, or with the Amulet, when the game uses
   the deepest level reached); in short every input
   nhs_situation_inputs_used () leaves out, given a value; anything but the experience level,
   alignment, Amulet, genocides and temperature next to a difficulty set
   directly. A difficulty set directly is valid in any region. The CLI
   refuses these (exit status 2); the window can show the same sentence. */
gboolean             nhs_situation_check_effective (const NhsSituation *sit,
                                                    GError            **error);
/* The inputs of a situation, as a set of flags.  A situation uses some of
   them and not others; nhs_situation_inputs_used () says which, and
   nhs_situation_input_unused_reason () why one is not (the window disables
   the control and shows the sentence; the CLI refuses the option). */
typedef enum {
  NHS_INPUT_DEPTH          = 1 << 0,  /* not when the difficulty is set directly */
  NHS_INPUT_DIFFICULTY     = 1 << 1,  /* always: setting it directly is valid anywhere */
  NHS_INPUT_XL             = 1 << 2,  /* always */
  NHS_INPUT_ALIGN          = 1 << 3,  /* always */
  NHS_INPUT_AMULET         = 1 << 4,  /* always (spawn rate, the difficulty) */
  NHS_INPUT_DEEPEST        = 1 << 5,  /* with the Amulet, from a depth, outside the Planes */
  NHS_INPUT_LEVELS_CLIMBED = 1 << 6,  /* Sokoban and Vlad's Tower in versions that count
                                         them, from a depth, without the Amulet */
  NHS_INPUT_ROLE           = 1 << 7,  /* Quest levels */
  NHS_INPUT_TEMPERATURE    = 1 << 8,  /* versions that weigh a level's temperature */
  NHS_INPUT_AGGRAVATE      = 1 << 9,  /* versions that count it, from a depth */
  NHS_INPUT_DEMIGOD        = 1 << 10, /* unless the invocation sets it (spawn rate, bound) */
  NHS_INPUT_GROUNDHOG_DAY  = 1 << 11, /* the Oracle level of versions with its woodchuck */
  NHS_INPUT_GENOCIDES      = 1 << 12, /* always */
  NHS_INPUT_HALLOWEEN      = 1 << 13, /* versions whose undead weigh more on 31 October (EvilHack) */
  NHS_INPUT_INFIDEL        = 1 << 14, /* versions whose mkclass reads the hero's role (EvilHack) */
  NHS_INPUT_TURN           = 1 << 15, /* versions with a spawn clock (EvilHack), until the
                                         invocation */
  NHS_INPUT_SPAWN_EVENTS   = 1 << 16, /* versions with a spawn clock (EvilHack) */
  NHS_INPUT_FIENDS         = 1 << 17, /* versions with archfiends' stair spawns (xNetHack),
                                         with the Amulet, off the Planes */
} NhsInput;

#define NHS_INPUT_ALL ((NhsInput) ((NHS_INPUT_FIENDS << 1) - 1))

/* Which inputs have an effect in `sit` (their values aside: a deepest
   level is used when the Amulet is carried, whatever it is). */
NhsInput             nhs_situation_inputs_used   (const NhsSituation *sit);
/* Why `input` (one flag) has no effect in `sit`, one English sentence (the
   CLI's words; the window may phrase its own from the same rule); NULL
   when it has one.  Free with g_free. */
char                *nhs_situation_input_unused_reason (const NhsSituation *sit,
                                                        NhsInput            input);
/* Sets every input `sit` gives but does not use back to its default (a
   comparison's side B in another version: what that version lacks is
   what is compared). */
void                 nhs_situation_drop_unused   (NhsSituation       *sit);
/* The Quest's role, which the situation does not hold: refused (one
   sentence, NHS_ERROR_INVALID) when given outside a Quest level. */
gboolean             nhs_situation_check_role    (const NhsSituation *sit,
                                                  const char         *role,
                                                  GError            **error);
/* The depths a level of the region can lie at in the variant with `sit`'s
   levels climbed: where the levels climbed are an input (Sokoban and
   Vlad's Tower, counted upward from their entry), a level L above the
   entry lies L above the entry's own range; elsewhere the region's range
   (nhs_region_depth_range ()).  FALSE when the variant has no such region.
   The window's depth control takes its range from here. */
/* The levels the hero climbed above a builds-up branch's entry where that
   says which level of the branch the hero is on (Sokoban and Vlad's Tower
   in versions that count the climb, from a depth; with the Amulet only
   when a climb is given): 0 the entry, L the level L above it; -1 where
   the climb says nothing (the depth alone places the level). */
int                  nhs_situation_climbed       (const NhsSituation *sit);
gboolean             nhs_situation_depth_range   (const NhsSituation *sit,
                                                  int                *min_depth,
                                                  int                *max_depth);
/* Only the first of those: the depth lies in the region's range for the
   variant (unless the difficulty is set directly). */
gboolean             nhs_situation_check_depth   (const NhsSituation *sit,
                                                  GError            **error);

/* Which branch of the game's level_difficulty () decided.  The core hands
   out codes and numbers; the CLI (nhs_situation_explain_difficulty) and the
   window (nhs_strings_difficulty) each phrase them in their own words. */
typedef enum {
  NHS_DIFFICULTY_RULE_DIRECT,    /* --difficulty N: given directly */
  NHS_DIFFICULTY_RULE_ENDGAME,   /* depth of the Sanctum + XL / 2 */
  NHS_DIFFICULTY_RULE_AMULET,    /* the deepest level reached */
  NHS_DIFFICULTY_RULE_BUILDS_UP, /* depth + 2 x levels climbed (Sokoban, Vlad's, 3.6+) */
  NHS_DIFFICULTY_RULE_DEPTH,     /* the level's depth */
} NhsDifficultyRule;

typedef struct {
  NhsDifficultyRule rule;
  int difficulty;          /* the result */
  int depth;               /* ENDGAME: the Sanctum's depth; AMULET, BUILDS_UP, DEPTH: the level's */
  int xl;                  /* ENDGAME: the experience level halved into it */
  int deepest;             /* AMULET: the deepest level reached */
  int climbed;             /* BUILDS_UP (and AMULET, 0 if none climbed): levels climbed, the
                              entry level counting as one */
  NhsAggravateRule aggravate; /* how aggravate monster changed it (NONE: it did not) */
  int before_aggravate;    /* the difficulty before aggravate monster's term */
} NhsDifficultyExplanation;

void                 nhs_situation_difficulty_explanation (const NhsSituation       *sit,
                                                           NhsDifficultyExplanation *out);
int                  nhs_situation_difficulty    (const NhsSituation *sit);
/* The explanation in the CLI's English words ("difficulty 6: depth 6"). */
char                *nhs_situation_explain_difficulty (const NhsSituation *sit);
NhsLevelAlign        nhs_situation_align         (const NhsSituation *sit);
NhsTemperature       nhs_situation_temperature   (const NhsSituation *sit);
gboolean             nhs_situation_groundhog_day (const NhsSituation *sit);
int                  nhs_situation_min_difficulty (const NhsSituation *sit);
int                  nhs_situation_max_difficulty (const NhsSituation *sit);

/* The genocide and extinction sets hold NHS_MAX_MONSTERS entries each; the
   loader refuses a monster file with more, and these refuse an index
   outside the sets. */
static inline gboolean
nhs_situation_bit (const guint64 *bits,
                   int            index)
{
  if (index < 0 || index >= NHS_MAX_MONSTERS)
    return FALSE;
  return (bits[index / 64] >> (index % 64)) & 1;
}

static inline void
nhs_situation_set_bit (guint64 *bits,
                       int      index,
                       gboolean on)
{
  g_return_if_fail (index >= 0 && index < NHS_MAX_MONSTERS);
  if (on)
    bits[index / 64] |= G_GUINT64_CONSTANT (1) << (index % 64);
  else
    bits[index / 64] &= ~(G_GUINT64_CONSTANT (1) << (index % 64));
}

/* The game's G_GENOD: genocided.  makemon () of a named monster (the
   maze's minotaur, a web's spider, a statue trap's monster), the
   shapechangers' forms (newcham) and qt_montype () test this alone. */
static inline gboolean
nhs_situation_is_genocided (const NhsSituation *sit,
                            int                 index)
{
  return nhs_situation_bit (sit->genocided, index);
}

/* The game's G_EXTINCT. */
static inline gboolean
nhs_situation_is_extinct (const NhsSituation *sit,
                          int                 index)
{
  return nhs_situation_bit (sit->extinct, index);
}

/* The game's G_GONE (genocided or extinct), which rndmonst (), mkclass ()
   and a special level's named monster (sp_lev.c) test. */
static inline gboolean
nhs_situation_is_gone (const NhsSituation *sit,
                       int                 index)
{
  return nhs_situation_is_genocided (sit, index) || nhs_situation_is_extinct (sit, index);
}

/* makemon () of a named monster: not made only when genocided (G_GENOD). */
static inline gboolean
nhs_situation_is_genod (const NhsSituation *sit,
                        const NhsMonster   *m)
{
  return nhs_situation_is_genocided (sit, m->index);
}

static inline void
nhs_situation_set_genocided (NhsSituation *sit,
                             int           index,
                             gboolean      gone)
{
  nhs_situation_set_bit (sit->genocided, index, gone);
}

static inline void
nhs_situation_set_extinct (NhsSituation *sit,
                           int           index,
                           gboolean      gone)
{
  nhs_situation_set_bit (sit->extinct, index, gone);
}

G_END_DECLS
