/* nhs-level.h: NetHack 3.6.7's ordinary room-and-corridor level generator
 *
 * nhs_level_generate() follows the game's makelevel() for an ordinary level
 * of the Dungeons of Doom (mklev.c, rect.c, sp_lev.c's create_room and
 * dig_corridor, mkroom.c), in the game's order of decisions, so that levels
 * are distributed as the game's are. Objects and gold are left out (the
 * dice the game rolls only for them are not rolled); everything that shapes
 * the map, its doors, traps, furniture and monsters is kept.
 *
 * Coordinates are the game's: x in 0..79 (column 0 is never used), y in
 * 0..20.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-rng.h"
#include "nhs-variant.h"
#include "nhs-monster.h"

G_BEGIN_DECLS

/* What the sample levels leave out, one phrase for `level` and
   `level-stats` ("Left out: …"; JSON "left_out"), naming the JSON lists
   that hold the exceptions (the window says it in its own words) */
#define NHS_LEVEL_LEFT_OUT "objects and gold, except the boulders (JSON \"boulders\") of a " \
                           "maze made by mkmaze.c's makemaz (), of the Gnomish Mines' and " \
                           "Gehennom's fillers made from 3.7's, 5.0.0's and xNetHack's " \
                           "minefill.lua and hellfill.lua, of xNetHack's Cocytus and Abyss " \
                           "fillers and of xNetHack's Billiards room, " \
                           "every statue trap's statue and " \
                           "EvilHack's Gehennom filler's objects (JSON \"objects\")"

/* The hero every sample level is made for, and what of the hero the game
   reads while making it, in one English sentence (the window translates
   it; `level` and `level-stats` print it, JSON "hero"). */
const char *nhs_level_hero_words (void);

/* The version a level is made for when NhsLevelParams names none (the
   CLI and the window always name one). Other versions' levels follow their
   own rules where nhs_level_region_plan () says they are made. */
#define NHS_LEVEL_GENERATOR_VARIANT NHS_VARIANT_367

#define NHS_LEVEL_COLS 80
#define NHS_LEVEL_ROWS 21
#define NHS_LEVEL_MAX_ROOMS 40   /* the game's MAXNROFROOMS */

/* Terrain, in the game's relative order (rm.h), only the kinds the
 * generators make (ordinary levels, the Mines, Gehennom's fillers). */
typedef enum {
  NHS_SQ_STONE,
  NHS_SQ_VWALL,
  NHS_SQ_HWALL,
  NHS_SQ_TLCORNER,
  NHS_SQ_TRCORNER,
  NHS_SQ_BLCORNER,
  NHS_SQ_BRCORNER,
  NHS_SQ_CROSSWALL,  /* the T-walls and crossings only mazes have */
  NHS_SQ_TUWALL,
  NHS_SQ_TDWALL,
  NHS_SQ_TLWALL,
  NHS_SQ_TRWALL,
  NHS_SQ_SDOOR,      /* secret door: looks like the wall it is in */
  NHS_SQ_SCORR,      /* secret corridor: looks like stone */
  NHS_SQ_POOL,       /* swamps */
  NHS_SQ_WATER,      /* a wall of water (5.0.0's cold Gehennom) */
  NHS_SQ_LAVA,       /* lava pool */
  NHS_SQ_LAVAWALL,   /* a wall of lava */
  NHS_SQ_IRONBARS,   /* some closed-off niches */
  NHS_SQ_DOOR,       /* see NhsDoorState */
  NHS_SQ_CORR,
  NHS_SQ_ROOM,
  NHS_SQ_STAIRS,     /* NHS_SQF_UP tells which way */
  NHS_SQ_FOUNTAIN,
  NHS_SQ_THRONE,
  NHS_SQ_SINK,
  NHS_SQ_TOILET,     /* SLASH'EM */
  NHS_SQ_GRAVE,
  NHS_SQ_ALTAR,
  NHS_SQ_ICE,
  /* 5.0.0's themed rooms (after the others, so that the older versions'
     numbers stay): */
  NHS_SQ_TREE,
  NHS_SQ_MOAT,       /* a themed map's '}' */
  NHS_SQ_CLOUD,
  /* 5.0.0's Gehennom prefabs: a raised drawbridge (over lava or water) and
     its portcullis, the wall it closes */
  NHS_SQ_DRAWBRIDGE_UP,
  NHS_SQ_DBWALL,
  /* grass (xNetHack's meadows and groves, EvilHack's gardens); EvilHack's (rm.h):
     a dead tree, a puddle (shallow water one walks through), sand, a forge
     (furniture) */
  NHS_SQ_GRASS,
  NHS_SQ_DEADTREE,
  NHS_SQ_PUDDLE,
  NHS_SQ_SAND,
  NHS_SQ_FORGE,
  NHS_SQ_SEWAGE,     /* EvilHack's Mines rivers: shallow foul water one walks through */
  NHS_SQ_AIR,        /* open air (xNetHack's Abyss): only what flies or floats is made there */
  NHS_N_SQ
} NhsSquareType;

#define NHS_SQ_IS_WALL(t) ((t) >= NHS_SQ_VWALL && (t) <= NHS_SQ_TRWALL)
/* the game's IS_POOL () (rm.h, every version: POOL to DRAWBRIDGE_UP in its
   order): a pool, a moat, a wall of water or a raised drawbridge; not lava,
   nor EvilHack's puddles or sewage */
#define NHS_SQ_IS_POOL(t) ((t) == NHS_SQ_POOL || (t) == NHS_SQ_MOAT || (t) == NHS_SQ_WATER \
                           || (t) == NHS_SQ_DRAWBRIDGE_UP)
#define NHS_SQ_IS_FURNITURE(t) (((t) >= NHS_SQ_STAIRS && (t) <= NHS_SQ_ALTAR) || (t) == NHS_SQ_FORGE)
/* squares one cannot walk over (besides stone, walls and secret passages) */
#define NHS_SQ_IS_BLOCKING(t) ((t) == NHS_SQ_TREE || (t) == NHS_SQ_DEADTREE || (t) == NHS_SQ_MOAT \
                               || (t) == NHS_SQ_LAVA || (t) == NHS_SQ_POOL \
                               || (t) == NHS_SQ_WATER || (t) == NHS_SQ_LAVAWALL \
                               || (t) == NHS_SQ_DRAWBRIDGE_UP || (t) == NHS_SQ_DBWALL)

/* Door states: the game's doormask bits (rm.h). NODOOR is a doorway. */
typedef enum {
  NHS_DOOR_NODOOR  = 0,
  NHS_DOOR_BROKEN  = 1,
  NHS_DOOR_ISOPEN  = 2,
  NHS_DOOR_CLOSED  = 4,
  NHS_DOOR_LOCKED  = 8,
  NHS_DOOR_TRAPPED = 16,
  NHS_DOOR_IRON    = 32,   /* xNetHack's iron doors (its D_IRON) */
} NhsDoorState;

/* Trap kinds: the game's trap.h numbering. */
typedef enum {
  NHS_TRAP_NONE, NHS_TRAP_ARROW, NHS_TRAP_DART, NHS_TRAP_ROCK,
  NHS_TRAP_SQKY_BOARD, NHS_TRAP_BEAR, NHS_TRAP_LANDMINE,
  NHS_TRAP_ROLLING_BOULDER, NHS_TRAP_SLP_GAS, NHS_TRAP_RUST, NHS_TRAP_FIRE,
  NHS_TRAP_PIT, NHS_TRAP_SPIKED_PIT, NHS_TRAP_HOLE, NHS_TRAP_TRAPDOOR,
  NHS_TRAP_TELEP, NHS_TRAP_LEVEL_TELEP, NHS_TRAP_MAGIC_PORTAL, NHS_TRAP_WEB,
  NHS_TRAP_STATUE, NHS_TRAP_MAGIC, NHS_TRAP_ANTI_MAGIC, NHS_TRAP_POLY,
  NHS_TRAP_VIBRATING_SQUARE,
  /* EvilHack's own (its trap.h numbers them otherwise) */
  NHS_TRAP_BOLT, NHS_TRAP_ICE, NHS_TRAP_SPEAR, NHS_TRAP_MAGIC_BEAM,
  /* xNetHack's cold trap (its trap.h: before the pit) */
  NHS_TRAP_COLD,
  NHS_N_TRAPS
} NhsTrapType;

/* The recorded phases, in the order makelevel() runs them. The last three
 * happen in one pass over the rooms in the game (monster, traps, furniture
 * per room); their dice are rolled in that order and each thing is tagged
 * with the phase it belongs to. */
typedef enum {
  NHS_LEVEL_PHASE_ROOMS,
  NHS_LEVEL_PHASE_STAIRS,
  NHS_LEVEL_PHASE_CORRIDORS,
  NHS_LEVEL_PHASE_NICHES,
  NHS_LEVEL_PHASE_VAULT,
  NHS_LEVEL_PHASE_SPECIAL_ROOMS,
  NHS_LEVEL_PHASE_FEATURES,
  NHS_LEVEL_PHASE_TRAPS,
  NHS_LEVEL_PHASE_MONSTERS,
  NHS_LEVEL_N_PHASES
} NhsLevelPhase;

/* Square flags */
enum {
  NHS_SQF_HORIZONTAL = 1 << 0,  /* door or secret door in a horizontal wall */
  NHS_SQF_LIT        = 1 << 1,
  NHS_SQF_UP         = 1 << 2,  /* stairs lead up */
  NHS_SQF_NICHE      = 1 << 3,  /* the square of a niche (closet) */
  NHS_SQF_SHRINE     = 1 << 4,  /* a temple's altar */
  NHS_SQF_BRANCH     = 1 << 5,  /* the branch stairs or portal */
  NHS_SQF_SUBROOM    = 1 << 6,  /* 5.0.0: inside a subroom (room is its room's) */
  NHS_SQF_BOULDER    = 1 << 7,  /* a boulder (makemaz, mkroll_launch), or more than
                                   one: nhs_level_boulders_at () */
};

#define NHS_ALTAR_UNALIGNED (-128)

typedef struct {
  guint8 typ;         /* NhsSquareType */
  guint8 doormask;    /* NhsDoorState bits, for DOOR and SDOOR */
  guint8 trap;        /* NhsTrapType */
  guint8 flags;       /* NHS_SQF_* */
  guint8 phase;       /* NhsLevelPhase that last changed the terrain */
  guint8 trap_phase;  /* NhsLevelPhase that made the trap */
  gint8  room;        /* index into the rooms (interior and walls), or -1 */
  gint8  altar_align; /* altars: -1 chaotic, 0 neutral, 1 lawful,
                         NHS_ALTAR_UNALIGNED (Moloch's) */
  guint16 mon;        /* 1 + index into the monsters, or 0 */
} NhsSquare;

typedef enum {
  NHS_ROOM_ORDINARY,
  NHS_ROOM_COURT,       /* throne room */
  NHS_ROOM_SWAMP,
  NHS_ROOM_VAULT,
  NHS_ROOM_BEEHIVE,
  NHS_ROOM_MORGUE,
  NHS_ROOM_BARRACKS,
  NHS_ROOM_ZOO,
  NHS_ROOM_TEMPLE,
  NHS_ROOM_LEPREHALL,
  NHS_ROOM_COCKNEST,
  NHS_ROOM_ANTHOLE,
  NHS_ROOM_SHOP,        /* see shop_kind */
  NHS_ROOM_THEMED,      /* 5.0.0's THEMEROOM: never made a special room */
  /* SLASH'EM's (mkroom.h) */
  NHS_ROOM_REALZOO,
  NHS_ROOM_GIANTCOURT,
  NHS_ROOM_DRAGONLAIR,
  NHS_ROOM_BADFOODSHOP,
  NHS_ROOM_LEMUREPIT,
  NHS_ROOM_MIGOHIVE,
  NHS_ROOM_FUNGUSFARM,
  /* EvilHack's (mkroom.h); RNDVAULT is a room template's own room, never
     made a special room */
  NHS_ROOM_GARDEN,
  NHS_ROOM_ARMORY,
  NHS_ROOM_OWLBNEST,
  NHS_ROOM_FOREST,
  NHS_ROOM_NURSERY,
  NHS_ROOM_RNDVAULT,
  NHS_N_ROOM_TYPES
} NhsRoomType;

typedef struct {
  int lx, ly, hx, hy;   /* interior bounds, inclusive */
  NhsRoomType type;
  int shop_kind;        /* index for nhs_level_shop_name (), or -1 */
  gboolean lit;
  int doorct;
  NhsLevelPhase type_phase; /* when the type was given */
  /* 5.0.0 (sp_lev.c's room fields; FALSE/0 before): */
  gboolean unjoined;    /* not joined by corridors (needjoining off) */
  gboolean unfilled;    /* no random contents (needfill FILL_NONE) */
  gboolean irregular;   /* a themed map's shape, or holding subrooms */
  int parent;           /* a subroom's room, or -1 */
} NhsLevelRoom;

typedef struct {
  int x, y;
  int mindex;           /* mons[] index from the picker/lookup, or -1 */
  char symbol;          /* its class letter ('?' when unknown) */
  const char *name;     /* the monster's name: the game's fixed picks ("killer
                           bee") and, with a picker, the random ones; NULL
                           only for a picker's markers (no picker) */
  NhsLevelPhase phase;
  gboolean asleep;
  /* The shape it was made in (makemon () -> newcham (): a vampire as a
     vampire bat, a chameleon as another monster): what the hero sees and
     the game's log names. form -1: its own shape (form_name NULL). */
  int form;
  char form_symbol;
  const char *form_name;
  /* A steed (EvilHack's makemon () mounts some riders, steed.c
     mount_monster ()): the index of the monster riding it, which stands
     on the square (x, y); the steed is made but kept off the map, as the
     game keeps it. -1: no steed. */
  int rider;
} NhsLevelMonster;

/* What the hero sees of the monster: its form's symbol and name, or its
   own when it is in its own shape. */
static inline char
nhs_level_monster_shown_symbol (const NhsLevelMonster *m)
{
  return m->form >= 0 ? m->form_symbol : m->symbol;
}

static inline const char *
nhs_level_monster_shown_name (const NhsLevelMonster *m)
{
  return m->form >= 0 ? m->form_name : m->name;
}

/* The longest engraving text a generator writes, with its NUL */
#define NHS_LEVEL_ENGRAVING_CHARS 48

/* How an engraving was made (engrave.c's types; the des files' words:
 * nhs_level_engraving_kind_name ()) */
typedef enum {
  NHS_ENGRAVING_DUST,       /* written in the dust */
  NHS_ENGRAVING_ENGRAVE,    /* engraved */
  NHS_ENGRAVING_BURN,       /* burnt */
  NHS_ENGRAVING_MARK,       /* graffiti, in marker */
  NHS_ENGRAVING_BLOOD,      /* in blood (xNetHack) */
} NhsLevelEngravingKind;

typedef struct {
  int x, y;
  NhsLevelEngravingKind kind;
  char text[NHS_LEVEL_ENGRAVING_CHARS];  /* what the game engraved, whole, or
                                            where its text is not held here (a
                                            rumor, a line of the engrave file)
                                            a placeholder in parentheses: "(a
                                            random engraving)" */
  /* what the floor reads once the level is made: text, less what the game
     rubbed out as it made the engraving (makeniche ()'s wipe_engr_at (5),
     engrave.c wipeout_text ()); equal to text when nothing was */
  char reads[NHS_LEVEL_ENGRAVING_CHARS];
} NhsLevelEngraving;

/* An object a level's des file places (EvilHack's Gehennom filler): the
 * kind mkobj () gave it, named as the game names it identified, shown as
 * its class's symbol. Other levels' objects are left out. */
/* (a statue holds its monster's whole inventory: an EvilHack player
   monster of level 20 or more without a bag holds up to about 45 kinds) */
#define NHS_LEVEL_MAX_CONTENTS 64

/* What is known of what an object holds */
typedef enum {
  NHS_CONTENTS_NOT_SAID,      /* not a statue: nothing is said */
  NHS_CONTENTS_NOT_MODELLED,  /* a statue whose contents this version's rules
                                 here leave out */
  NHS_CONTENTS_KNOWN,         /* a statue trap's statue: its monster's starting
                                 inventory, contents[0 .. n_contents) */
} NhsLevelContents;

/* EvilHack's forged quality (obj.h FQ_*, the game's numbers) */
typedef enum {
  NHS_FQ_NORMAL = 0,
  NHS_FQ_INFERIOR = 1,
  NHS_FQ_SUPERIOR = 2,
  NHS_FQ_EXCEPTIONAL = 3,
} NhsForgedQuality;

/* EvilHack: a statue content's state as mksobj () and then mongets ()
   left it (the floor object's poisoned, tainted, eroded, eroded2,
   erodeproof and greased below, for one content) */
typedef struct {
  guint8 eroded, eroded2;           /* oeroded, oeroded2: 0 to 3 */
  guint8 poisoned, tainted;         /* opoisoned, otainted */
  guint8 erodeproof, greased;       /* oerodeproof (of an object that may erode), greased */
  /* a ring's or wand's material in the sample game (its shuffled
     appearance's, which its erosion's words go by); NULL elsewhere */
  const char *appearance_material;
} NhsLevelItemState;

typedef struct {
  int x, y;
  char symbol;          /* the class's default symbol: ')', '[', '(', ... */
  const char *name;     /* "ring of protection" (the version's object data) */
  const char *class_key;/* "ring" (nhs_object_class_key ()) */
  NhsLevelPhase phase;
  NhsLevelContents contents_known;
  int n_contents;
  const char *contents[NHS_LEVEL_MAX_CONTENTS];  /* item names, in the order made */
  /* where the version draws materials (NhsVariant.object_materials): the
     object's ("MINERAL", objclass.h's names) and each content's (NULL:
     decided by the game's shuffle of appearances, a wand's, a ring's or a
     magic spellbook's); else NULL */
  const char *material;
  const char *contents_materials[NHS_LEVEL_MAX_CONTENTS];
  /* where the version makes artifacts (NhsVariant.artifacts): the
     artifact each content was made (artilist.h's name, "Frost Brand";
     NULL: none), else NULL */
  const char *contents_artifacts[NHS_LEVEL_MAX_CONTENTS];
  /* the artifact the object itself was made (mksobj ()'s artif: a floor
     weapon's or armour's, where NhsVariant.floor_artifact_weapon says),
     artilist.h's name; NULL: none (its material, above, is then the
     artifact's) */
  const char *artifact;
  /* where the version gives objects properties
     (NhsVariant.floor_object_properties): the object's, NHS_OPROP_* bits
     (0: none) */
  guint props;
  guint contents_props[NHS_LEVEL_MAX_CONTENTS];  /* each content's, likewise */
  /* the same versions (NhsVariant.floor_object_properties), a floor
     object as mksobj () made it: poisoned (opoisoned) or tainted
     (otainted: a drow weapon), its erosions (oeroded: burnt or rusty;
     oeroded2: rotted or corroded; 0 to 3, mkobj_erosions ()) and forged
     quality (mkobj_quality ()); elsewhere FALSE, 0, NHS_FQ_NORMAL */
  gboolean poisoned, tainted;
  int eroded, eroded2;
  /* the same versions, mkobj_erosions ()'s other two: erodeproof
     (oerodeproof, 1 in 100 of a damageable object, which then takes no
     erosion) and greased (1 in 1000); FALSE elsewhere, and on an object
     of a des line (create_object () clears them) */
  gboolean erodeproof, greased;
  /* a ring's or wand's material in the sample game (its shuffled
     appearance's, which its erosion's words go by; the material itself
     is not said); NULL for other objects */
  const char *appearance_material;
  NhsForgedQuality quality;
  /* EvilHack: each content's forged quality (mksobj ()'s mkobj_quality (),
     a player monster's forging); elsewhere NHS_FQ_NORMAL */
  NhsForgedQuality contents_quality[NHS_LEVEL_MAX_CONTENTS];
  /* EvilHack: each content's state (poison, erosions, erodeproof,
     grease); set for the first n_contents only, all zero elsewhere */
  NhsLevelItemState contents_state[NHS_LEVEL_MAX_CONTENTS];
} NhsLevelObject;

/* EvilHack's object properties (obj.h ITEM_FIRE .. ITEM_HUNGER, in the
   game's bit order: create_oprop () draws a bit by its place) */
typedef enum {
  NHS_OPROP_FIRE = 1 << 0,
  NHS_OPROP_FROST = 1 << 1,
  NHS_OPROP_SHOCK = 1 << 2,
  NHS_OPROP_VENOM = 1 << 3,
  NHS_OPROP_DRAIN = 1 << 4,
  NHS_OPROP_OILSKIN = 1 << 5,
  NHS_OPROP_TELEPATHY = 1 << 6,
  NHS_OPROP_SEARCHING = 1 << 7,
  NHS_OPROP_WARNING = 1 << 8,
  NHS_OPROP_EXCELLENCE = 1 << 9,
  NHS_OPROP_FUMBLING = 1 << 10,
  NHS_OPROP_HUNGER = 1 << 11,
} NhsObjectProperty;
#define NHS_N_OPROPS 12
/* fire, frost, shock, venom and drain: at most one on an object */
#define NHS_OPROP_DAMAGE (NHS_OPROP_FIRE | NHS_OPROP_FROST | NHS_OPROP_SHOCK \
                          | NHS_OPROP_VENOM | NHS_OPROP_DRAIN)

/* The property bit `prop`'s key in the level JSON ("fire", "telepathy");
   NULL for a bit that is none */
const char *nhs_level_oprop_key   (guint prop);
/* What the property does, in English, untranslated (the app's and the
   CLI's translate it): on a weapon (weapon TRUE) the damage properties
   hurt ("fire damage"), on armour they resist ("fire resistance");
   objnam.c propnames () says " of fire" and " of fire resistance" */
const char *nhs_level_oprop_words (guint prop, gboolean weapon);
/* The forged quality's key in the level JSON and its word, in English,
   untranslated ("superior", as objnam.c doname () says it); NULL for
   NHS_FQ_NORMAL */
const char *nhs_level_quality_key (NhsForgedQuality quality);
/* An erosion as objnam.c add_erosion_words () says it, in English,
   untranslated: the first (second: FALSE) or second erosion (oeroded2)
   of degree 1 to 3 of an object made of mat ("very rusty", "corroded");
   NULL for degree 0 */
const char *nhs_level_erosion_words (const char *mat, gboolean second, int degree);

/* decl.c materialnm[]: the word the game puts before an object's name
   ("mithril", "wooden", "stone" for MINERAL); NULL for NULL */
const char *nhs_level_material_word (const NhsVariant *variant,
                                     const char       *material);
/* EvilHack's objclass.h order: `material` ("CLOTH") is LEATHER or before
   it, the none ("") too (weapon.c dmgval ()'s "material <= LEATHER"
   against a thick hide; obj.h is_flimsy ()) */
gboolean    nhs_level_evil_material_soft (const char *material);
/* An item of the version's kind `name` made of `material` (NULL: not
   said) named as the game names it identified: "mithril dwarvish ring
   mail", "stone statue of a dwarf" (nhs-level-material.c). Free it. */
char       *nhs_level_item_name     (const NhsVariant *variant,
                                     const char       *name,
                                     const char       *material);

/* A random monster of class mclass (a class letter; 0 = any, as rndmonst).
 * Returns a mons[] index and sets *symbol to its class letter and *name to
 * its name (a string that lives as long as the program: g_intern_string),
 * or returns -1 when the game's function would make no monster. */
typedef int (*NhsLevelMonsterPicker) (gpointer     user_data,
                                      NhsRng      *rng,
                                      char         mclass,
                                      char        *symbol,
                                      const char **name);
/* A special level's class monster of one alignment (sp_lev.c
 * create_monster () with a class and an alignment asks mkclass_aligned
 * (mclass, G_NOGEN, align)); align < 0 chaotic, 0 neutral, > 0 lawful. The
 * rest as the picker. */
typedef int (*NhsLevelMonsterAligned) (gpointer     user_data,
                                       NhsRng      *rng,
                                       char         mclass,
                                       int          align,
                                       char        *symbol,
                                       const char **name);
/* A monster drawn from one of the game's mixtures that nhs-presets.h
 * computes exactly (its key: "graveyard" is mkroom.c's morguemon ()), with
 * the same results as the picker; -1 for its "none". *random says whether
 * it is the mixture's makemon (NULL), a random monster (which may come with
 * its group). */
typedef int (*NhsLevelMonsterPreset) (gpointer     user_data,
                                      NhsRng      *rng,
                                      const char  *preset,
                                      char        *symbol,
                                      const char **name,
                                      gboolean    *random);
/* The mons[] index of a monster the game names ("giant spider"), or -1;
 * *canonical (when not NULL) is set to the version's own name for it (5.0.0
 * calls the "gnome king" of older versions a "gnome ruler"), or to name. */
typedef int (*NhsLevelMonsterLookup) (gpointer     user_data,
                                      const char  *name,
                                      const char **canonical);
/* What makemon () needs of a monster for its group (m_initgrp): the
 * monster's generation flags (NhsGenoFlags of nhs-monster.h: G_SGROUP,
 * G_LGROUP, SLASH'EM's G_VLGROUP decide the group). */
typedef guint (*NhsLevelMonsterGeno) (gpointer user_data,
                                      int      mindex);
/* goodpos () on a boulder's square: TRUE when the monster passes walls
 * or throws rocks (the others cannot stand there). */
typedef gboolean (*NhsLevelMonsterBoulder) (gpointer user_data,
                                            int      mindex);
/* A monster's facts by mons[] index (NULL out of range); they live as long
 * as the picker. */
typedef const NhsMonster *(*NhsLevelMonsterData) (gpointer user_data,
                                                  int      mindex);
/* A fact of a monster (TRUE or FALSE) the generator asks by index. */
typedef gboolean (*NhsLevelMonsterTest) (gpointer user_data,
                                         int      mindex);
/* peace_minded () for the hero the picker was made for: TRUE when a copy
 * of the monster would be peaceful (m_initgrp then leaves it out); rolls
 * the game's dice on rng where the game does (a co-aligned monster). */
typedef gboolean (*NhsLevelMonsterPeaceful) (gpointer user_data,
                                             NhsRng  *rng,
                                             int      mindex,
                                             gboolean amulet);

/* makemon () -> newcham () for a monster just made (nhs-newcham.h): the
 * mons[] index of the shape it starts in, setting *symbol and *name (as the
 * picker does), rolling on rng where the game does; -1 when it keeps its
 * own shape. rogue_level and on_pool_or_lava say where it is made. */
typedef int (*NhsLevelMonsterForm) (gpointer     user_data,
                                    NhsRng      *rng,
                                    int          mindex,
                                    gboolean     rogue_level,
                                    gboolean     on_pool_or_lava,
                                    char        *symbol,
                                    const char **name);

/* The level is cold from now on (des.level_flags ("cold"): 5.0.0's cold
 * Gehennom maze), or (cold FALSE, at the start of every level) as warm as
 * its region says: rndmonst () then adds makemon.c's temperature_shift ()
 * of a cold level (+3 for monsters that resist cold) instead of the
 * region's (Gehennom's +3 for those that resist fire). */
typedef void (*NhsLevelMonsterCold) (gpointer user_data,
                                     gboolean cold);

/* Branch stairs or portal on this level. AUTO: as an ordinary level of the
 * game's Dungeons of Doom at this depth, drawn from the seed with the
 * chances the dungeon model gives each version's dungeon.def /
 * dungeon.lua there, given that the level is no special level
 * (nhs_dungeon_plain_branches ()): NetHack's level 1 the up stairs to the
 * Planes; 2-4 the Mines' down stairs 1 time in 3; 6-9 Sokoban's up stairs
 * 1 in 4, 10 1 in 5; 11 and 16 the Quest's portal 1 in 10, 12-15 1 in 5;
 * other depths none (nhs-level-stairs.c, nhs_lev_level_branch ()). */
typedef enum {
  NHS_LEVEL_BRANCH_AUTO,
  NHS_LEVEL_BRANCH_NONE,
  NHS_LEVEL_BRANCH_STAIRS_UP,
  NHS_LEVEL_BRANCH_STAIRS_DOWN,
  NHS_LEVEL_BRANCH_PORTAL,
} NhsLevelBranch;

/* What kind of level to make. ROOMS: makelevel()'s ordinary
 * room-and-corridor level (everything above). MAZE: makemaz("") as for a
 * Gehennom filler level (mkmaze.c): the maze (a third of them of corridor
 * without walls, half of them with wider passages or walls), up and down
 * stairs, rn2(3) minotaurs, rn1(5,7) random monsters and rn1(6,7) traps
 * with Gehennom's rules; no rooms, niches or branch; objects and gold left
 * out, its boulders made (makemaz ()'s, and each rolling boulder trap's
 * mkroll_launch ()). Its phases: the maze is "rooms", then stairs, monsters and
 * traps; the others stay as the stairs left them. */
typedef enum {
  NHS_LEVEL_KIND_ROOMS,
  NHS_LEVEL_KIND_MAZE,
  NHS_LEVEL_KIND_MINES,   /* the Gnomish Mines' filler level, below */
  NHS_LEVEL_KIND_ROGUE,   /* the Rogue level: nine cells of rooms and crossings
                             (nhs-level-rogue.c) */
  NHS_LEVEL_KIND_COCYTUS, /* xNetHack's Cocytus filler (dat/cocytusfill.lua) */
  NHS_LEVEL_KIND_ABYSS,   /* xNetHack's Abyss filler (dat/abyssfill.lua) */
} NhsLevelKind;
/* MINES: "minefill" as sp_lev.c makes it (mines.des, mkmap.c): a walled
 * cave, lit or not, joined into one; up and down stairs on random floor;
 * seven gnomes, a gnome lord, two dwarves, two random G and a random h;
 * six random traps; no rooms (the cave is phase "rooms"), no branch,
 * objects left out (nhs-level-mines.c lists what else). EvilHack's: rock
 * gnomes, gnome nobles and mountain dwarves, and its rivers of water or
 * sewage with their monsters (nhs-level-evilhack.c). */

typedef struct {
  int depth;                  /* 1..; level difficulty = depth */
  guint64 seed;
  gboolean amulet;            /* hero carries the Amulet: a monster per room */
  NhsLevelBranch branch;
  int medusa_depth;           /* 0: drawn (shops only above Medusa):
                                 nhs_level_get_above_medusa () */
  gboolean ludios_placed;     /* Fort Ludios' portal already exists */
  gboolean record_phases;     /* keep a snapshot after every phase */
  NhsLevelMonsterPicker picker;   /* NULL: generic markers */
  /* A special level's class monster (sp_lev.c create_monster asks mkclass
     for nhs_mkclass_special_level_spc (): G_NOGEN, SLASH'EM's MKC_ULIMIT);
     NULL: picker. (mklev's class monsters, fill_zoo's, are picker's.)
     Class 0: sp_lev.c's random monster, makemon (NULL) with MM_MPLAYEROK:
     EvilHack's player monsters are among rndmonst ()'s answers. */
  NhsLevelMonsterPicker splev_picker;
  NhsLevelMonsterAligned splev_aligned;   /* NULL: splev_picker, any alignment */
  NhsLevelMonsterLookup lookup;   /* NULL: fixed picks keep index -1 */
  NhsLevelMonsterPreset preset;   /* NULL: a '?' marker */
  gpointer picker_data;
  NhsLevelKind kind;          /* 0: ROOMS */
  const NhsVariant *variant;  /* whose rules (NULL: NetHack 3.6.7); the
                                 picker should draw that version's monsters */
  /* Monster groups: makemon () of a random monster (rndmonst) adds
     m_initgrp ()'s copies where the game allows groups (the version's
     fields say where). NULL geno: no groups. The picker sets all three. */
  NhsLevelMonsterGeno geno;
  NhsLevelMonsterPeaceful peaceful;   /* NULL: no copy is peaceful */
  NhsLevelMonsterBoulder on_boulder;  /* NULL: no monster is drawn again for a
                                         boulder's square; copies keep off them */
  int xl;                     /* the hero's experience level (m_initgrp's
                                 cut for a low hero); 0: 1 */
  NhsLevelMonsterForm form;   /* NULL: every monster in its own shape */
  NhsLevelMonsterTest animal; /* is_animal () (xNetHack's zoomon ()); NULL: a zoo
                                 takes rndmonst ()'s first draw */
  NhsLevelMonsterTest gone;   /* G_GONE: genocided or extinct (EvilHack's races for
                                 a player monster or mercenary skip these); NULL: none */
  NhsLevelMonsterCold cold;   /* NULL: a level made cold keeps the region's
                                 rndmonst () */
  NhsLevelMonsterTest coaligned_unicorn; /* is_unicorn () of the hero's alignment
                                            (maketrap ()'s statue); NULL: none is */
  NhsLevelMonsterData monster;  /* a monster's facts (a statue's contents, where
                                   it may stand: goodpos (), pm_to_humidity ()); NULL:
                                   contents not modelled */
  int (*hero_align) (gpointer picker_data); /* the hero's alignment's sign (a
                                   minion's peacefulness); NULL: neutral */
  NhsLevelMonsterPicker statue; /* a statue trap's monster (trap.c: rndmonnum (),
                                   3.7 on rndmonnum_adj (3, 6); the class is
                                   not used); NULL: statue traps make no statue */
  NhsLevelMonsterPicker rndmonnum; /* mkobj.c rndmonnum () (the monster of an egg
                                      or tin a statue's monster holds; the
                                      class is not used); NULL: not drawn */
  /* MAZE only: the invocation level (Gehennom's last level but one) as the
     version makes it (NhsVariant.level_invocation): the vibrating square's
     place instead of the down stairs. Refused where the version draws it
     from a fixed map or its Gehennom filler is not modelled. */
  gboolean invocation;
} NhsLevelParams;

typedef struct _NhsLevel NhsLevel;

/* ---- Which level a region holds (nhs-level-region.c) ---- */

/* What the sample level can be in a region of a version's dungeon. */
typedef enum {
  NHS_LEVEL_SHOWN_MADE,          /* a generator here makes it: .kind */
  NHS_LEVEL_SHOWN_FIXED_MAP,     /* the game draws it from its own maps (.maps);
                                    none is made here, none is copied */
  NHS_LEVEL_SHOWN_NOT_MODELLED,  /* made by rules this program does not follow
                                    yet (.why) */
  NHS_LEVEL_SHOWN_ABSENT,        /* the version has no such level */
} NhsLevelShown;

typedef struct {
  NhsLevelShown shown;
  NhsLevelKind kind;     /* MADE */
  const char *place;     /* "Sokoban", "the Oracle" (English; the UI translates) */
  const char *why;       /* NOT_MODELLED: what is not modelled */
  int region;            /* the NhsRegion asked about */
} NhsLevelRegionPlan;

/* The plan for region (an NhsRegion) in variant; never fails. */
void  nhs_level_region_plan     (const NhsVariant   *variant,
                                 int                 region,
                                 NhsLevelRegionPlan *plan);
/* A fixed-map region's levels as the version's dungeon description
 * (src/core/dungeon/) gives them: each level's name, how many maps it is
 * drawn from (name-1 .. name-maps, one picked evenly when the level is made;
 * 0: the one map `name`) and its chance in 100 to exist; xNetHack's
 * swapped lairs are `name` in one game of two and `swap` in the other.
 * In the order the hero meets them: a dungeon entered at its bottom level
 * (Sokoban, Vlad's Tower) from its entry up, as the words below say them.
 * Fills at most n; returns how many (0 when the description lacks them). */
typedef struct {
  const char *name;
  int maps;
  int chance;
  const char *swap;      /* or NULL */
} NhsLevelRegionMap;

int   nhs_level_region_maps     (const NhsVariant   *variant,
                                 int                 region,
                                 NhsLevelRegionMap  *out,
                                 int                 n);
/* A fixed-map region's maps in words, from the version's dungeon
 * description: "the castle map", "one of the oracle-N maps", a dungeon
 * entered at its bottom from the entry up ("from its entry, the bottom
 * level, up: one of the soko4-N maps, …, and one of the soko1-N maps");
 * translated by `translate` (NULL: English). NULL for any other region. */
char *nhs_level_region_maps_words (const NhsVariant *variant,
                                   int               region,
                                   const char     *(*translate) (const char *));
/* One English sentence saying why no level is made there (not for MADE);
 * a fixed-map region names its maps and their chances. */
char *nhs_level_region_sentence (const NhsVariant         *variant,
                                 const NhsLevelRegionPlan *plan);

/* NULL when the version's invocation level is made for a level of kind;
 * else one English sentence saying why not (not Gehennom's maze kind; a
 * fixed map, naming it; not modelled). */
char     *nhs_level_invocation_refusal (const NhsVariant *variant,
                                        NhsLevelKind      kind);

NhsLevel *nhs_level_generate (const NhsLevelParams *params,
                              GError              **error);
void      nhs_level_free     (NhsLevel *level);
/* TRUE when the two levels are the same level: the same squares (and
 * phases, when recorded), rooms, stairs, doors, monsters, engravings and
 * objects, by value; what they were made with (picker, options) aside.
 * A view given a level the same as the one it shows need not draw again. */
gboolean  nhs_level_same     (const NhsLevel *a,
                              const NhsLevel *b);

int                  nhs_level_get_depth (const NhsLevel *level);
guint64              nhs_level_get_seed  (const NhsLevel *level);
/* whose rules made it (never NULL) */
const NhsVariant    *nhs_level_get_variant (const NhsLevel *level);
/* a level of rooms (or the Rogue level) that lies above Medusa's: shops
 * and Fort Ludios' portal only there; drawn from the dungeon model's chance
 * (nhs_dungeon_rooms_above_medusa ()) unless medusa_depth is given */
gboolean             nhs_level_get_above_medusa (const NhsLevel *level);
/* the chance of that for a level of rooms made at its depth in its version
 * with its options (EvilHack, branch none: given no Ice Queen's portal),
 * "p/q", "0" or "1" (medusa_depth given: "0" or "1"); NULL for another kind
 * of level or where the Dungeons have no plain level at the depth */
char                *nhs_level_above_medusa_chance (const NhsLevel *level);
/* One sentence, where the version decides by a draw whether a level of
 * rooms at its depth lies above Medusa's (the chance neither 0 nor 1,
 * medusa_depth not given): which way this level's draw went, and what that
 * allows (shops, Fort Ludios' portal); translated by `translate` (NULL:
 * English). NULL where nothing was drawn. */
/* The level's engravings in one sentence, each as the floor reads it once
 * the level is made (what the game rubbed out as it made them shown, with
 * the whole text), or NULL when it has none. translate: as
 * nhs_level_describe_square_with (). */
char                *nhs_level_engravings_words    (const NhsLevel *level,
                                                    const char   *(*translate) (const char *text));
char                *nhs_level_above_medusa_words  (const NhsLevel *level,
                                                    const char   *(*translate) (const char *text));
/* which generator made it */
NhsLevelKind         nhs_level_get_kind  (const NhsLevel *level);
const NhsSquare     *nhs_level_square    (const NhsLevel *level,
                                          int             x,
                                          int             y);
/* The square as it was at the end of phase (needs record_phases; without
 * it, the final square). */
const NhsSquare     *nhs_level_square_at_phase (const NhsLevel *level,
                                                NhsLevelPhase   phase,
                                                int             x,
                                                int             y);
gboolean             nhs_level_has_phases (const NhsLevel *level);
/* Rooms: the ordinary rooms (sorted left to right as the game sorts them),
 * then the vault if any. */
int                  nhs_level_n_rooms   (const NhsLevel *level);
const NhsLevelRoom  *nhs_level_room      (const NhsLevel *level,
                                          int             i);
int                  nhs_level_vault_room (const NhsLevel *level); /* or -1 */
/* 5.0.0's subrooms (rooms inside a room; parent says whose), not counted
   among the rooms */
int                  nhs_level_n_subrooms (const NhsLevel *level);
const NhsLevelRoom  *nhs_level_subroom   (const NhsLevel *level,
                                          int             i);
/* 5.0.0's themed rooms and fills (dat/themerms.lua), by the game's names,
   in the order they were made; 0 for other versions */
int                  nhs_level_n_themed_rooms (const NhsLevel *level);
const char          *nhs_level_themed_room    (const NhsLevel *level,
                                               int             i);
int                  nhs_level_n_themed_fills (const NhsLevel *level);
const char          *nhs_level_themed_fill    (const NhsLevel *level,
                                               int             i);
/* TRUE when NAME is the version's plain room, the first entry of its table
   (5.0.0's and xNetHack's "default", EvilHack's ordinary room): a room made
   with nothing themed about it */
gboolean             nhs_level_themed_room_plain (const NhsVariant *variant,
                                                  const char       *name);
/* TRUE when the version's ordinary levels are made by its themerms.lua
   (5.0.0, xNetHack) */
gboolean             nhs_level_rooms_themed   (const NhsVariant *variant);
/* The game's table of themed rooms or fills (fills TRUE) for the version,
   in the file's order: name, frequency and the difficulty limits (mindiff
   0 and maxdiff 0: none); FALSE past the end or without themed rooms */
gboolean             nhs_level_themed_entry   (const NhsVariant *variant,
                                               gboolean          fills,
                                               int               i,
                                               const char      **name,
                                               int              *frequency,
                                               int              *mindiff,
                                               int              *maxdiff);
/* The invocation level's vibrating square (inv_pos): TRUE and its square
   when the level is one (params.invocation). In 3.4.3 and SLASH'EM no trap
   marks it; from 3.6 on it holds the vibrating square trap. */
gboolean             nhs_level_invocation_square (const NhsLevel *level,
                                                  int            *x,
                                                  int            *y);
int                  nhs_level_n_monsters (const NhsLevel *level);
const NhsLevelMonster *nhs_level_monster (const NhsLevel *level,
                                          int             i);
/* Objects, in the order made (the game shows the last one made on a
 * square on top); none on levels whose objects are left out. */
int                  nhs_level_n_objects  (const NhsLevel *level);
const NhsLevelObject *nhs_level_object    (const NhsLevel *level,
                                           int             i);
/* The object shown on the square (the last made there up to `phase`), or
 * NULL. */
const NhsLevelObject *nhs_level_object_at (const NhsLevel *level,
                                           NhsLevelPhase   phase,
                                           int             x,
                                           int             y);
/* The boulders on a square, 0 where none: each one an object of the
 * game's, so two or more where they fell on one square (makemaz ()'s
 * mazexy () and mkroll_launch () do not avoid a boulder). */
int                  nhs_level_boulders_at (const NhsLevel *level,
                                            int             x,
                                            int             y);
int                  nhs_level_n_engravings (const NhsLevel *level);
/* "dust", "engrave", "burn", "mark" or "blood": the des files' word for
 * the kind (the CLI's JSON) */
const char          *nhs_level_engraving_kind_name (NhsLevelEngravingKind kind);
const NhsLevelEngraving *nhs_level_engraving (const NhsLevel *level,
                                              int             i);
/* The branch's stairs or portal (NHS_SQF_BRANCH): its square and what it
 * is (NHS_SQ_STAIRS, up when NHS_SQF_UP; a magic portal's square holds
 * NHS_TRAP_MAGIC_PORTAL); FALSE when the level has none. The level's own
 * stairs are nhs_level_get_stairs ()'s. */
gboolean             nhs_level_get_branch (const NhsLevel *level,
                                           int            *x,
                                           int            *y);
/* Stairs; FALSE when the level has none that way. */
gboolean             nhs_level_get_stairs (const NhsLevel *level,
                                           gboolean        up,
                                           int            *x,
                                           int            *y,
                                           int            *room);
int                  nhs_level_n_niches   (const NhsLevel *level);

/* Names */
/* The level's monsters made up to phase `up_to_phase` (the phases shown),
   in the order made: symbol, name, square, the phase that made it,
   asleep; words through `translate` (NULL: English). */
typedef struct _NhsTable NhsTable;
NhsTable   *nhs_level_monster_table   (const NhsLevel *level,
                                       int             up_to_phase,
                                       const char     *caption,
                                       const char   *(*translate) (const char *text));
const char *nhs_level_phase_name      (NhsLevelPhase phase);   /* "rooms" */
/* "Rooms"; the furniture phase names what the version (NULL: NetHack) puts in a room */
const char *nhs_level_phase_title     (const NhsVariant *variant,
                                       NhsLevelPhase     phase);
const char *nhs_level_square_type_name (NhsSquareType t);      /* "corridor" */
const char *nhs_level_trap_name       (NhsTrapType t);         /* "arrow trap" */
const char *nhs_level_room_type_name  (NhsRoomType t);         /* "throne room" */
/* the game's own constant for the type (mkroom.h: "COURT"; every shop
   "SHOP"), or NULL past the last */
const char *nhs_level_room_type_key   (NhsRoomType t);
const char *nhs_level_shop_name       (int shop_kind);         /* "general store" */
/* One line describing what a square is, in the game's English terms ("closed
 * door", "secret corridor"), with its trap, monster and room; the phase
 * that made it is NhsSquare.phase. */
char       *nhs_level_describe_square (const NhsLevel *level,
                                       int             x,
                                       int             y);
/* The same with its words put through `translate` (NULL: English; every
 * word is marked NHS_N_ or TR in nhs-level-info.c): a monster in another
 * shape reads "%s (a %s in disguise)", "vampire bat (a vampire in
 * disguise)"; monster names stay the game's. */
char       *nhs_level_describe_square_with (const NhsLevel *level,
                                            int             x,
                                            int             y,
                                            const char   *(*translate) (const char *text));

/* The game's default-symset character for a square, ignoring monsters
 * (secret doors and corridors drawn as what they look like). */
char        nhs_level_square_char     (const NhsSquare *sq);
/* The 21 rows of 80 characters, monsters as their class letters, objects
 * (where no monster stands) as their class symbols, each row ending in
 * '\n'. */
char       *nhs_level_to_text         (const NhsLevel *level);

/* ---- Statistics over many levels (docs/cli-contract.md, level-stats) ---- */

typedef struct _NhsLevelStats NhsLevelStats;

NhsLevelStats *nhs_level_stats_new      (int depth);
void           nhs_level_stats_free     (NhsLevelStats *stats);
void           nhs_level_stats_add      (NhsLevelStats  *stats,
                                         const NhsLevel *level);
/* Generate count levels seeded seed, seed+1, ... and add them. */
gboolean       nhs_level_stats_run      (NhsLevelStats        *stats,
                                         const NhsLevelParams *params,
                                         int                   count,
                                         GError              **error);
int            nhs_level_stats_levels   (const NhsLevelStats *stats);
/* The docs/cli-contract.md object, pretty-printed. */
char          *nhs_level_stats_to_json  (const NhsLevelStats *stats);

/* Per-level figures the stats use (exposed for tests). */
typedef struct {
  int rooms;                  /* ordinary rooms, not the vault */
  int subrooms;               /* rooms inside a room (not in rooms) */
  int doors;                  /* DOOR and SDOOR squares */
  int secret_doors;
  int iron_doors;             /* of the doors, iron ones (xNetHack) */
  int corridor_squares;
  int secret_corridor_squares;
  int niches;
  int traps;
  int room_floor_area;
  gboolean vault;
  gboolean stairs_in_different_rooms;
  gboolean all_rooms_reachable;   /* from the up stairs, no secret passages */
  int monsters;                   /* every monster made, groups included */
} NhsLevelFigures;

void     nhs_level_figures      (const NhsLevel  *level,
                                 NhsLevelFigures *figures);
/* Every ordinary room reachable from the up stairs; secret doors and secret
 * corridors count as passable when with_secrets. */
gboolean nhs_level_all_rooms_reachable (const NhsLevel *level,
                                        gboolean        with_secrets);

/* Levels per second of the generator alone (no phases) at depth 10: 15
 * rounds of 50 levels each; the median round's rate (returned) and the
 * fastest round's (best, may be NULL). */
double   nhs_level_bench_levels_per_s (double *best);

/* Every generator's speed, measured in nine rounds of about 12 ms at a
 * depth where it is used (median and best round): one entry per version and kind of level that
 * nhs_level_region_plan () says is made ("3.6.7 rooms", "3.4.3 maze", ...).
 * Fills at most n entries; returns how many. */
typedef struct {
  char name[32];
  double levels_per_s;        /* median round */
  double levels_per_s_best;   /* best round */
  double levels_per_s_cpu;    /* median round in the process's CPU time
                                 (the budget's measure) */
} NhsLevelGeneratorSpeed;

int      nhs_level_bench_generators (NhsLevelGeneratorSpeed *out,
                                     int                     n);

/* A fresh maze's monsters, the same dice in both: mkmaze.c populate_maze ()
   (makemaz ("")): rn2 (NHS_MAZE_MINOTAUR_DIE) minotaurs and rn1
   (NHS_MAZE_RANDOM_SPREAD, NHS_MAZE_RANDOM_BASE) random monsters; 3.7's and
   5.0.0's dat/hellfill.lua populatemaze (): math.random (DIE) minotaurs and
   math.random (SPREAD) + BASE random monsters.  The level generators make
   them and origins counts them. */
#define NHS_MAZE_MINOTAUR_DIE  3
#define NHS_MAZE_RANDOM_SPREAD 5
#define NHS_MAZE_RANDOM_BASE   7
/* A fresh maze's random traps (mktrap (0, 1, ...), each a web with its
   spider when the kind drawn is a web), the same dice in both: makemaz
   (""): rn1 (NHS_MAZE_TRAP_SPREAD, NHS_MAZE_TRAP_BASE) = 7..12; 3.7's and
   5.0.0's hellfill.lua populatemaze (): math.random (SPREAD) + BASE =
   8..13; EvilHack's gehennom.des "hellfill": NHS_EVIL_HELLFILL_TRAPS
   random TRAP lines. */
#define NHS_MAZE_TRAP_SPREAD   6
#define NHS_MAZE_TRAP_BASE     7
#define NHS_EVIL_HELLFILL_TRAPS 12
/* makelevel ()'s random traps in a room: while (!rn2 (x)) with x = 8 -
   difficulty / 6, at least 2 (the level generator and origins). */
int      nhs_level_room_trap_die (int difficulty);
/* The spiders mktrap () makes on a web it made while the level is made,
   each as likely (a giant spider; EvilHack: rn2 (4) of jumping, cave,
   large and giant spider): the level generator and origins. */
const char *const *nhs_level_web_spiders (const NhsVariant *variant,
                                          int              *n);
/* The exact chance that mktrap ()'s random kind is `kind` (no puddle) at
   the difficulty, in Gehennom or not, for the version. */
void     nhs_level_random_trap_kind_chance (const NhsVariant *variant,
                                            int               lvl,
                                            gboolean          in_hell,
                                            int               kind,
                                            mpq_t             out);

/* One MONSTER line of a filler's level file: with chance percent / 100
   (IF [n%]: n > rn2 (100); 100: always) the class cls_a (0: a random
   monster) or, when name_a is set, that monster; otherwise cls_b / name_b
   (0 and NULL: a random monster).  same_roll: decided by the roll of the
   line before it (one IF holding two lines). */
typedef struct {
  int percent;
  char cls_a;
  const char *name_a;
  char cls_b;
  const char *name_b;
  gboolean same_roll;
} NhsDesMonsterLine;

/* EvilHack's Gehennom filler's MONSTER lines, in the order the game makes
   them (dat/gehennom.des "hellfill"); the level generator makes them and
   origins counts them. */
const NhsDesMonsterLine *nhs_level_evil_hellfill_monsters (guint *n_lines);

G_END_DECLS
