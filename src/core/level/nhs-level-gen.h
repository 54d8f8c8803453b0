/* nhs-level-gen.h: the level being made, and the primitives every level
 * generator shares (private to src/core/level/)
 *
 * The map of the folder (HACKING.md):
 *   nhs-level.c         the dispatcher: nhs_level_generate () picks the
 *                       generator (nhs-level-generators.h) from the version
 *                       and the kind of level; nothing includes it
 *   nhs-level-gen.c     the level's memory, monsters, engravings, phases,
 *                       the public accessors
 *   nhs-level-room.c    rect.c's free rectangles, sp_lev.c's create_room /
 *                       check_room, mklev.c's add_room and sort_rooms
 *   nhs-level-door.c    doors (finddpos, dodoor, dosdoor, okdoor)
 *   nhs-level-dig.c     sp_lev.c's dig_corridor
 *   nhs-level-corridor.c  join, makecorridors, niches, the vault
 *   nhs-level-wall.c    mkmaze.c's wallification
 *   nhs-level-mkmap.c   mkmap.c's cave (level_init "mines") and wallify_map
 *   nhs-level-mazegen.c mkmaze.c's create_maze, walkfrom, mazexy
 *   nhs-level-trap.c    maketrap, the random trap kind, mktrap in a room
 *   nhs-level-stairs.c  stairs and the branch (stairs or portal)
 *   nhs-level-fill.c    stairs in rooms, each room's contents, their phases
 *   generators: nhs-level-rooms.c (+ nhs-level-mkroom.c, the special rooms),
 *   nhs-level-themerms.c (5.0.0's themed rooms),
 *   nhs-level-mines.c, nhs-level-maze.c, nhs-level-rogue.c
 * Generators include this header only; the primitives never call a
 * generator.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-level.h"
#include "nhs-object.h"
#include "nhs-artifact.h"
#include <gmp.h>

G_BEGIN_DECLS

#define COLNO NHS_LEVEL_COLS
#define ROWNO NHS_LEVEL_ROWS
#define MAXNROFROOMS NHS_LEVEL_MAX_ROOMS
#define DOORMAX 120
#define MAXRECT 50
#define XLIM 4
#define YLIM 3

typedef struct {
  int lx, ly, hx, hy;
} Rect;

typedef struct {
  int x, y;
} Coord;

/* the game's directions (xdir/ydir order) for finddpos by wall */
enum { NHS_DIR_W, NHS_DIR_NW, NHS_DIR_N, NHS_DIR_NE, NHS_DIR_E, NHS_DIR_SE,
       NHS_DIR_S, NHS_DIR_SW };

/* the game's IS_OBSTRUCTED: stone, walls, trees, secret doors and
   corridors */
#define NHS_SQ_IS_OBSTRUCTED(t) ((t) < NHS_SQ_POOL || (t) == NHS_SQ_TREE || (t) == NHS_SQ_DEADTREE)
/* rm.h SPACE_POS (): somewhere a monster or object may be put (a des
   file's DRY square, before boulders are looked at) */
#define NHS_SQ_IS_SPACE_POS(t) ((t) > NHS_SQ_DOOR && !NHS_SQ_IS_BLOCKING (t))

struct _NhsLevel {
  NhsLevelParams params;
  NhsSquare sq[COLNO][ROWNO];
  /* rooms[nroom] is the game's "hx = -1" terminator */
  NhsLevelRoom rooms[MAXNROFROOMS + 2];
  NhsLevelRoom subrooms[MAXNROFROOMS + 2];
  int nsubroom;
  /* 5.0.0's themed rooms and fills made, the game's names */
  const char *themed_rooms[MAXNROFROOMS + 2];
  int n_themed_rooms;
  const char *themed_fills[2 * MAXNROFROOMS];
  int n_themed_fills;
  int fdoor[MAXNROFROOMS + 2];
  int nroom;
  int vault_room;
  Coord doors[DOORMAX];
  int doorindex;
  int up_x, up_y, up_room;      /* up_x == 0: none */
  int dn_x, dn_y, dn_room;
  int niches;
  int inv_x, inv_y;             /* the vibrating square (inv_x == 0: none) */
  gboolean above_medusa;        /* a level of rooms above Medusa's
                                   (nhs_lev_above_medusa ()) */
  NhsLevelMonster *monsters;
  int n_monsters, monsters_alloc;
  NhsLevelEngraving engravings[48];
  int n_engravings;
  NhsLevelObject objects[32];
  int n_objects;
  /* a boulder's square holds NHS_SQF_BOULDER; each boulder beyond the
     first on its square is here, in the order made (at most a maze's 12
     and one a rolling boulder trap fall on squares that had one) */
  Coord more_boulders[48];
  int n_more_boulders;
  NhsSquare (*snap)[COLNO][ROWNO];   /* NHS_LEVEL_N_PHASES snapshots */
};

/* What only lives while a level is made */
typedef struct _NhsLevelGen {
  NhsLevel *lev;
  NhsRng rng;
  Rect rect[MAXRECT + 1];
  int rect_cnt;
  int smeq[MAXNROFROOMS + 2];
  int vault_x, vault_y;         /* vault_x == -1: no vault planned */
  NhsLevelPhase phase;
  int depth;
  int spider_index;
  const NhsVariant *variant;    /* never NULL while a level is made */
  gboolean rogue;               /* the Rogue level (Is_rogue_level) */
  int dig_points;               /* squares the last dig_corridor reached */
  guint32 *dug;                 /* when not NULL, dig_corridor sets bit y of
                                   dug[x] for each square it digs (mkmap
                                   keeps its cave in columns of bits) */
  gboolean in_themerooms;       /* 5.0.0's gi.in_mk_themerooms: check_room
                                   refuses instead of shrinking */
  gboolean has_beehive;          /* level.flags.has_beehive */
  gboolean rndvault;             /* EvilHack's in_mk_rndvault: check_room
                                   refuses any place it would clamp or
                                   shrink */
  /* the squares that are not stone, bit y of nonstone[x], kept by
     set_typ (); check_room reads them while nonstone_on (makerooms (),
     which starts from the all-stone map and writes every square through
     set_typ (), or reshapes a wall, which stays a wall) */
  gboolean nonstone_on;
  guint32 nonstone[COLNO];
  gboolean boundaries;          /* 5.0.0's hellfill laid a prefab's
                                   boundary squares */
  gboolean make_objects;        /* the level's objects are modelled (EvilHack's
                                   Gehennom filler): des OBJECT lines and what
                                   makemon () hides spiders and snakes under */
  gboolean objects_in_hell;     /* mkobj ()'s random class: Gehennom's table */
  gboolean trap_boulders;       /* a rolling boulder trap brings its boulder
                                   (the makemaz () mazes, whose boulders are
                                   modelled) */
  guint64 artifacts_made;       /* artifact.c artiexist[]: bit i, the version's
                                   artifact i (nhs-artifact.h) exists; a new
                                   level of a new game starts with none */
  const char *ring_mats[32];    /* EvilHack: o_init.c shuffle ()'s materials of
                                   the random ring kinds, in objects[]' order
                                   (drawn the first time a statue asks) */
  int n_ring_mats;              /* how many (0: not drawn yet) */
} NhsLevelGen;

typedef NhsLevelGen Gen;

#define LEV(g, x, y) (&(g)->lev->sq[(x)][(y)])
#define TYP(g, x, y) ((g)->lev->sq[(x)][(y)].typ)

static inline gboolean
isok (int x,
      int y)
{
  return x >= 1 && x <= COLNO - 1 && y >= 0 && y <= ROWNO - 1;
}

/* a box (inclusive corners) kept to the map isok () takes; FALSE when
   nothing of it is left */
static inline gboolean
nhs_lev_clamp_box (int *x1, int *y1, int *x2, int *y2)
{
  *x1 = MAX (*x1, 1);
  *x2 = MIN (*x2, COLNO - 1);
  *y1 = MAX (*y1, 0);
  *y2 = MIN (*y2, ROWNO - 1);
  return *x1 <= *x2 && *y1 <= *y2;
}

/* An irregular room's own square, as the game's levl[][].roomno == room
 * and not .edge say it: of the room (not of a subroom), not its walls or
 * doors */
static inline gboolean
nhs_lev_own_square (Gen *g, int room, int x, int y)
{
  const NhsSquare *q = LEV (g, x, y);

  return q->room == room && !(q->flags & NHS_SQF_SUBROOM)
         && !NHS_SQ_IS_OBSTRUCTED (q->typ) && q->typ != NHS_SQ_DOOR;
}

/* mkroom.c somexy ()'s random tries in an irregular room */
static inline int
nhs_lev_somexy_tries (Gen *g)
{
  return g->variant->level_somexy_tries ? g->variant->level_somexy_tries : 100;
}

static inline int
rn2 (Gen *g, int x)
{
  return nhs_rn2 (&g->rng, x);
}

static inline int
rnd (Gen *g, int x)
{
  return nhs_rnd (&g->rng, x);
}

static inline int
rn1 (Gen *g, int x, int y)
{
  return nhs_rn1 (&g->rng, x, y);
}

/* sets the type and tags the square with the current phase */
static inline void
set_typ (Gen *g, int x, int y, int typ)
{
  NhsSquare *s = LEV (g, x, y);

  s->typ = (guint8) typ;
  s->phase = (guint8) g->phase;
  g->nonstone[x] = (g->nonstone[x] & ~(1u << y)) | ((guint32) (typ != NHS_SQ_STONE) << y);
}

/* set_typ (), only where the square's type changes (put () in the game's
 * mkmap.c), and only when `when` is TRUE. Without a branch: the loops that
 * call it visit many squares whose outcome is random, where a branch would
 * be mispredicted often (each costs more than this whole function). */
static inline void
put_typ_when (Gen *g, NhsSquare *s, gboolean when, int typ)
{
  guint8 doit = (guint8) -(when != 0);
  guint8 t = (guint8) ((typ & doit) | (s->typ & ~doit));
  guint8 changed = (guint8) -(s->typ != t);

  s->phase = (guint8) ((g->phase & changed) | (s->phase & ~changed));
  s->typ = t;
}

/* The runs of `kind` (a column's squares of some kind, a bit a row) that
 * hold a bit of `seed`: the squares joined up and down to a seed (a loop
 * of a step a row: the runs are short, and it is quicker here than a
 * fill in doubling steps without a branch) */
static inline guint32
nhs_lev_fill_runs (guint32 kind, guint32 seed)
{
  guint32 prev;

  seed &= kind;
  do
    {
      prev = seed;
      seed = kind & (seed | (seed << 1) | (seed >> 1));
    }
  while (seed != prev);
  return seed;
}

static inline int
somex (Gen *g, const NhsLevelRoom *r)
{
  return rn1 (g, r->hx - r->lx + 1, r->lx);
}

static inline int
somey (Gen *g, const NhsLevelRoom *r)
{
  return rn1 (g, r->hy - r->ly + 1, r->ly);
}

static inline void
somexy (Gen *g, int room, int *x, int *y)
{
  *x = somex (g, &g->lev->rooms[room]);
  *y = somey (g, &g->lev->rooms[room]);
}

static inline gboolean
is_door_or_sdoor (int typ)
{
  return typ == NHS_SQ_DOOR || typ == NHS_SQ_SDOOR;
}

/* ---- nhs-level-gen.c ---- */

/* where objects `first` and `last` stand in the version's objects[], by
   their exact names: *a first's index (the number of objects when there is
   none), *b last's when it is at or after first (else the number) */
void nhs_lev_object_span (const NhsVariant *v, const char *first, const char *last, guint *a, guint *b);
/* trap.c maketrap ()'s statue of monster mindex (named name) at x,y: the
   object, its material and the monster's starting inventory inside
   (nhs_lev_minvent ()); NULL when the level holds no more objects */
const NhsLevelObject *nhs_lev_make_trap_statue (Gen *g, int x, int y, int mindex, const char *name);
/* A new empty level (all stone) and its maker, seeded from params */
void     nhs_lev_begin          (Gen *g, const NhsLevelParams *params);
/* the game's occupied(): a trap, furniture or water */
gboolean nhs_lev_occupied       (Gen *g, int x, int y);
/* a boulder made at (x, y), on any there already (objects stack) */
void     nhs_lev_put_boulder    (Gen *g, int x, int y);
void     nhs_lev_place_vibrasquare (Gen *g, int tries, gboolean trap);
gboolean nhs_lev_has_upstairs   (Gen *g, int room);
gboolean nhs_lev_has_dnstairs   (Gen *g, int room);
/* the monster's index in the level, or -1 when the square is taken */
int      nhs_lev_add_monster    (Gen *g, int x, int y, int mindex, char symbol,
                                 const char *name, gboolean asleep);
/* makemon (mkclass (mclass), x, y) or, with mclass 0, makemon (NULL, x, y) */
int      nhs_lev_make_random_monster (Gen *g, char mclass, int x, int y,
                                      gboolean asleep);
/* des.monster ({ class }): mkclass (class, G_NOGEN) */
int      nhs_lev_make_splev_class_monster (Gen *g, char mclass, int x, int y,
                                           gboolean asleep);
/* sp_lev.c create_monster () (3.7, 5.0.0, xNetHack): when someone stands
 * on (x, y), the square 3.7's enexto () gives the monster (mindex -1: none
 * chosen yet), kept only inside rm and its walls (rm NULL: anywhere);
 * FALSE when the monster is not made */
gboolean nhs_lev_splev_square   (Gen *g, int mindex, const NhsLevelRoom *rm, int *x, int *y);
/* a des.monster asked to wait: a vampire in another shape takes its own */
void     nhs_lev_monster_waiting  (Gen *g, int made);
/* makemon ((struct permonst *) 0, x, y, flags): rndmonst ()'s monster
 * and, when groups is TRUE (no MM_NOGRP), the copies m_initgrp () adds
 * around it; the first one's index, or -1 */
int      nhs_lev_make_anymon    (Gen *g, int x, int y, gboolean asleep,
                                 gboolean groups);
/* sp_lev.c's makemon (NULL, x, y, MM_MPLAYEROK) with its group: a player
 * monster may be rndmonst ()'s answer (EvilHack) */
int      nhs_lev_make_splev_anymon (Gen *g, int x, int y);
/* the same, asleep or not, with its group only when groups is TRUE */
int      nhs_lev_make_anymon_mplayerok (Gen *g, int x, int y, gboolean asleep,
                                        gboolean groups);
/* m_initgrp (mtmp, x, y, n): rnd (n) copies of monster `first` (fewer for
 * a low hero), each placed by enexto () next to the one before */
void     nhs_lev_make_group     (Gen *g, int first, int n, gboolean asleep);
/* makemon (f (), x, y) where f is a function of the game that nhs-presets.h
 * computes as a mixture (`preset`: its key) */
int      nhs_lev_make_preset_monster (Gen *g, const char *preset, int x, int y,
                                      gboolean asleep);
/* makemon (&mons[PM_...], x, y) */
int      nhs_lev_make_named_monster  (Gen *g, const char *name, char symbol,
                                      int x, int y, gboolean asleep);
/* mkclass (mclass) or, with mclass 0, rndmonst (), without placing it:
 * FALSE when the game's function would give none; without a picker TRUE,
 * *mindex -1 and *symbol the class (or '?') */
gboolean nhs_lev_pick_monster   (Gen *g, char mclass, int *mindex, char *symbol,
                                 const char **name);
/* the same for a special level's class of one alignment (< 0 chaotic) */
gboolean nhs_lev_pick_aligned_monster (Gen *g, char mclass, int align, int *mindex,
                                       char *symbol, const char **name);
/* engrave.c make_engr_at (): an engraving at (x, y), in place of the one
 * there (the game deletes it first); NULL when the level holds no more */
NhsLevelEngraving *nhs_lev_add_engraving (Gen *g, int x, int y, const char *text,
                                          NhsLevelEngravingKind kind);
void     nhs_lev_wipeout_text   (const NhsVariant *variant, NhsRng *rng, char *text,
                                 int cnt);
void     nhs_lev_add_worn_engraving (Gen *g, int x, int y, const char *text, int cnt);
/* mkobj.c mkobj_at (): an object of class oclass (an NhsObjectClass, or -1
 * for a random class: mkobj ()'s class table, Gehennom's in Gehennom) at
 * (x, y), its kind drawn by the version's oc_prob (gems by setgemprobs ()
 * at this depth); FALSE, and nothing made, when the version's object data
 * has no chances (nhs-level-object.c) */
gboolean nhs_lev_mkobj          (Gen *g, int oclass, gboolean in_hell, int x, int y);
/* artifact.c mk_artifact (otmp, A_NONE) of an object of kind `kind`
   (EvilHack's): one of the version's artifacts of that kind not yet made
   and not SPFX_NOGEN, in artilist.h's order, by rn2 (their number) (none:
   nothing drawn); it then counts as made (NhsLevelGen.artifacts_made).
   Returns it, or NULL. */
const NhsArtifact *nhs_lev_mk_artifact (Gen *g, const char *kind);
/* EvilHack's artifact.c create_oprop ()'s properties (NHS_OPROP_*) for an
   object of kind o made of mat (NULL: its kind's; o NULL: a weapon that is
   no launcher, ammo nor missile): drawn (rn2 (MAX_ITEM_PROPS)) until one the
   object may have (none while it has some: props, the ones it has), another
   after it 1 time in 100,000; fumbling and
   hunger only when detrimental and never on a weapon, one damage property
   at most; a weapon no drain life nor oilskin, a launcher no damage
   property, ammo and missiles only damage properties; oilskin only of
   cloth and not an oilskin cloak; no telepathy for a helmet; a barding
   no oilskin, excellence, searching nor warning */
guint    nhs_lev_oprop_props    (Gen *g, const NhsObject *o, const char *mat, gboolean detrimental,
                                 guint props);
/* create_oprop (obj, detrimental) of an object of kind o (mat: as above)
   that has no property yet and is no artifact: its gates (a unique kind,
   a part of a monster's body, dragon scales and anything but weapons,
   weapon-tools, sling bullets, bardings and armour none; a magic kind
   none 9 times in 10), then nhs_lev_oprop_props (); 0: none */
guint    nhs_lev_create_oprop   (Gen *g, const NhsObject *o, const char *mat, gboolean detrimental);
/* mkobj ()'s class for RANDOM_CLASS (Gehennom's table in Gehennom) */
int      nhs_lev_rnd_class      (Gen *g, gboolean in_hell);
/* an object of a known class and name (static or interned) */
gboolean nhs_lev_add_object     (Gen *g, int x, int y, int oclass, const char *name);
/* mkobj.c rnd_class (DILITHIUM_CRYSTAL, LUCKSTONE - 1): a gem or glass by
   the level's gem chances (setgemprobs ()); NULL without object data */
const char *nhs_lev_rnd_gem     (Gen *g);
const char *nhs_lev_rnd_kind    (Gen *g, int oclass);
/* mkobj.c rnd_class (first, last) by the kinds' names */
const char *nhs_lev_rnd_class_between (Gen *g, const char *first, const char *last);
/* What makemon () gives monster `mindex` made off the map
   (nhs-level-minvent.c): at most `max` item names into `items` and, where
   the version draws materials, each one's material into `materials`
   (NULL where the game's shuffle of appearances decides it), the
   artifact each was made into `artifacts` and, where the version gives
   objects properties, each one's (NHS_OPROP_*) into `props` and forged
   quality into `quality` and state (EvilHack: poison, erosions,
   erodeproof, grease; may be NULL) into `state`; returns how many, or -1
   when the version's are not modelled */
int      nhs_lev_minvent        (Gen *g, int mindex, const char **items,
                                 const char **materials, const char **artifacts, guint *props,
                                 NhsForgedQuality *quality, NhsLevelItemState *state, int max);
/* EvilHack's makemon () for the player monster `mindex` made on the
   level, its dice from its gender to its peacefulness, as makemon () draws
   them before its steed: the gender (rn2 (2)), mplayer.c
   init_mplayer_erac ()'s race (mon.c m_randrace (); returned, NULL: its
   own) and into `align` the sign of apply_race ()'s alignment (A_NONE:
   -128), then peace_minded ()'s dice */
const NhsMonster *nhs_lev_evil_mplayer_makemon (Gen *g, int mindex, int *align);
/* EvilHack's mplayer.c init_mplayer_erac (): what a player monster of
   `role` (mons[]' archeologist .. wizard) made of `race` gets beside its
   race's data, written into *erac (the race's data with the role's
   flags and intrinsics added: the resistances of role and race, see
   invisible); FALSE (and *erac untouched) when the role adds none */
gboolean nhs_lev_evil_mplayer_erac (const NhsMonster *role, const NhsMonster *race,
                                    NhsMonster *erac);
/* An amulet EvilHack's worn.c m_dowear () may put on (of life saving,
   reflection, magic resistance, ESP, flying or guarding): carried (box
   < 0) or in the container made as item `box`; chain: its place in the
   inventory chain, higher nearer the head (newer); item: the carried
   one's index (else -1) */
typedef struct {
  const char *kind;
  int item, box;
  int chain;
  gboolean hated;           /* mon_hates_material (): never worn */
} NhsLevEvilAmulet;
/* worn.c find_best_armor_recurse (W_AMUL) over the n amulets whose chain
   is below limit, starting from the worn one `best` (-1: none): newest
   first, skipping hated ones, an amulet of guarding only while nothing
   is found; any other carried one ends the walk, one in a container
   ends that container's (a later one replaces it). The index chosen,
   or `best` */
int      nhs_lev_evil_best_amulet (const NhsLevEvilAmulet *a, int n, int limit, int best);
/* Materials (nhs-level-material.c): mkobj.c init_obj_material () for an
   object of kind o made (in Gehennom or not): its kind's own material
   ("IRON", ...) unless the version draws one */
const char *nhs_lev_init_material (Gen *g, const NhsObject *o, gboolean in_hell);
/* valid_obj_material (): a material an object of kind o may be made of */
gboolean nhs_lev_material_valid (const NhsVariant *v, const NhsObject *o, const char *mat);
/* objclass.h's number of a material ("IRON": 11; unknown: 0) and back */
int      nhs_lev_material_index (const char *mat);
const char *nhs_lev_material_key (const NhsVariant *v, int index);
/* material_bonus (): what a piece of armour of kind o (base armour class
   a_ac) made of mat gives more than one of its kind's own material */
int      nhs_lev_material_bonus (const NhsVariant *v, const NhsObject *o, int a_ac, const char *mat);
/* mkobj_erosions (): whether mat may be made eroded, and which erosions it takes */
gboolean nhs_lev_material_erodes (const NhsVariant *v, const char *mat, gboolean *burns, gboolean *rots);
/* ARM_BONUS () or worn.c armor_bonus (): what a piece of armour counts in
   m_dowear ()'s choice (erosion and EvilHack's forged quality included) */
int      nhs_lev_armor_bonus (const NhsVariant *v, const NhsObject *o, const char *mat, int spe,
                              int eroded, int qual);
/* mkobj.c mkobj_erosions () of an object made of mat (3.7, 5.0.0, xNetHack,
   EvilHack): its dice, drawn from g; returns greatest_erosion () */
int      nhs_lev_erosion (Gen *g, const char *mat);
/* the same, each erosion apart: *first (oeroded) and *second (oeroded2) */
void     nhs_lev_erosions (Gen *g, const char *mat, int *first, int *second);
/* the same, keeping also whether it came out erodeproof (the 1 in 100
   that draws no erosion) and greased (1 in 1000); either may be NULL */
void     nhs_lev_erosions_kept (Gen *g, const char *mat, int *first, int *second, gboolean *proof,
                                gboolean *greased);
/* EvilHack's obj.h is_poisonable () (a weapon that is no launcher and not
   only whacks) and is_drow_weapon () of kind o */
gboolean nhs_lev_evil_poisonable (const NhsObject *o);
gboolean nhs_lev_evil_drow_weapon (const NhsObject *o);
/* EvilHack's mksobj () of a weapon o: poisoned 1 time in 100 when
   poisonable, else a poisonable drow weapon tainted 1 time in 100 (either
   may be NULL) */
void     nhs_lev_evil_poison (Gen *g, const NhsObject *o, gboolean *poisoned, gboolean *tainted);
/* EvilHack's is_metallic () or is_crystal (): mat can be forged */
gboolean nhs_lev_evil_forgeable (const char *mat);
/* EvilHack's mkobj.c mkobj_quality () of an object of kind o made of mat
   that is no artifact (the caller's test): may_generate_quality () (a
   weapon, armour or barding, no part of a monster's body, no magic kind,
   forgeable), then 1 time in 80 superior 7 times in 8, else exceptional
   or inferior */
NhsForgedQuality nhs_lev_evil_quality (Gen *g, const NhsObject *o, const char *mat);
/* EvilHack's mkobj.c may_generate_eroded ()'s tests of a kind (the
   material's are nhs_lev_erosions ()'s): objnam.c erosion_matters ()'s
   classes (a weapon, armour, tool, amulet, ring, wand; of the gems the
   sling bullet), no food, no candle, no part of a monster's body; the
   caller leaves out artifacts */
gboolean nhs_lev_evil_may_erode (const NhsObject *o);
/* o_init.c shuffle ()'s kinds: a wand, a ring, a magic spellbook that is
   not unique, whose material comes with its appearance (shuffled by each
   game: not said) */
gboolean nhs_lev_material_shuffled (const NhsObject *o);
/* EvilHack (o_init.c shuffle_all (), shuffle (..., TRUE)): the material
   a ring or wand of kind o has in one game, drawn from g as its shuffled
   appearance's: each appearance of the shuffled run as likely (a ring's
   run cut at NhsVariant.muse_ring_shuffle_last, a wand's with the
   nameless appearances, NhsVariant.muse_wand_nameless_materials); the
   kind's own material for any other object */
const char *nhs_lev_appearance_material (Gen *g, const NhsObject *o);
/* sp_lev.c get_location ()'s humidity (getloc_flags_t) */
enum { NHS_LOC_DRY = 1 << 0, NHS_LOC_WET = 1 << 1, NHS_LOC_HOT = 1 << 2,
       NHS_LOC_NOFLOOR = 1 << 3, NHS_LOC_SOLID = 1 << 4 };
/* sp_lev.c is_ok_location (x, y, humidity) */
gboolean nhs_lev_loc_ok         (Gen *g, int x, int y, int humidity);
/* sp_lev.c pm_to_humidity () of monster mindex (-1: none, DRY) */
int      nhs_lev_monster_humidity (Gen *g, int mindex);
/* sp_lev.c get_location () in room rm: up to 100 random squares of it,
 * then the first that fits, column by column; FALSE when none fits */
gboolean nhs_lev_room_loc       (Gen *g, const NhsLevelRoom *rm, int humidity, int *x, int *y);
/* sp_lev.c create_monster ()'s random square in room rm for monster mindex
 * (-1: makemon (NULL)'s, DRY): get_location_coord () with the monster's
 * humidity (get_location () twice), then with dry floor added (twice
 * again); FALSE when no square fits */
gboolean nhs_lev_splev_monster_loc (Gen *g, const NhsLevelRoom *rm, int mindex, int *x, int *y);
/* teleport.c enexto (): the square beside (xx, yy) where monster mindex
 * (-1: the hero's own kind, a walker) is put, by the version's rule
 * (NhsVariant.level_new_enexto); FALSE when there is none */
gboolean nhs_lev_enexto         (Gen *g, int mindex, int xx, int yy, int *cx, int *cy);
/* the snapshot of `phase` is the level as it is; the next phase begins */
void     nhs_lev_end_phase      (Gen *g, NhsLevelPhase phase);
/* the phase's snapshot, or NULL without phases; with without_monsters the
 * copy leaves the monsters out */
void     nhs_lev_snapshot       (Gen *g, NhsLevelPhase phase, gboolean without_monsters);

/* ---- nhs-level-room.c ---- */
void     nhs_lev_init_rect      (Gen *g);
Rect    *nhs_lev_rnd_rect       (Gen *g);
void     nhs_lev_split_rects    (Gen *g, Rect *r1, const Rect *r2);
gboolean nhs_lev_check_room     (Gen *g, int *lowx, int *ddx, int *lowy, int *ddy,
                                 gboolean vault);
void     nhs_lev_add_room       (Gen *g, int lowx, int lowy, int hix, int hiy,
                                 gboolean lit, NhsRoomType rtype);
gboolean nhs_lev_create_room    (Gen *g, gboolean vault);
gboolean nhs_lev_litstate_rnd   (Gen *g, int litstate);
/* sp_lev.c create_room (x, y, w, h, xal, yal, rtype, rlit), -1 random */
gboolean nhs_lev_create_room_at (Gen *g, int x, int y, int w, int h, int xal, int yal,
                                 NhsRoomType rtype, int rlit);
/* sp_lev.c create_subroom (): the subroom's index, or -1 */
int      nhs_lev_create_subroom (Gen *g, NhsLevelRoom *proom, int owner, int x, int y,
                                 int w, int h, NhsRoomType rtype, int rlit);
int      nhs_lev_add_subroom    (Gen *g, int parent, int lowx, int lowy, int hix, int hiy,
                                 gboolean lit, NhsRoomType rtype);
/* add_room (..., special TRUE): a room over walls already there */
void     nhs_lev_add_special_room (Gen *g, int lowx, int lowy, int hix, int hiy,
                                   gboolean lit, NhsRoomType rtype);
void     nhs_lev_sort_rooms     (Gen *g);

/* ---- nhs-level-door.c ---- */
/* a room's walls, as a des file names them */
#define W_NORTH 1
#define W_SOUTH 2
#define W_EAST 4
#define W_WEST 8
#define W_ANY (W_NORTH | W_SOUTH | W_EAST | W_WEST)
/* sp_lev.c create_door ()'s place: a random one of the four sides (tried
 * only when in walls), a random square of it with no rock beyond, okdoor;
 * 100 tries, FALSE when none */
gboolean nhs_lev_door_spot      (Gen *g, const NhsLevelRoom *rm, int walls, int *px, int *py);
gboolean nhs_lev_bydoor         (Gen *g, int x, int y);
gboolean nhs_lev_nexttodoor     (Gen *g, int sx, int sy);
gboolean nhs_lev_okdoor         (Gen *g, int x, int y);
gboolean nhs_lev_finddpos       (Gen *g, Coord *cc, int xl, int yl, int xh, int yh);
void     nhs_lev_add_door       (Gen *g, int x, int y, int room);
void     nhs_lev_dosdoor        (Gen *g, int x, int y, int room, int type);
void     nhs_lev_dodoor         (Gen *g, int x, int y, int room);
int      nhs_lev_random_door_mask_xnh (Gen *g, int type, gboolean shdoor);
void     nhs_lev_clear_nonsense_doortrap (Gen *g, int x, int y);
/* 5.0.0 finddpos (cc, dir, room): a door place on the room's wall dir */
gboolean nhs_lev_finddpos_wall  (Gen *g, Coord *cc, int dir, int room);
/* 5.0.0 cardinal_nextto_room (): beside the room's own floor */
gboolean nhs_lev_cardinal_next_to_room (Gen *g, int room, int x, int y);

/* ---- nhs-level-corridor.c ---- */
void     nhs_lev_makecorridors  (Gen *g);
void     nhs_lev_makeniche      (Gen *g, int trap_type);
void     nhs_lev_make_niches    (Gen *g);
void     nhs_lev_make_vault     (Gen *g, NhsLevelBranch br, int *room_threshold);

/* ---- nhs-level-dig.c ---- */
/* sp_lev.c dig_corridor (org, dest, nxcor, ftyp, btyp): FALSE when it
 * gave up */
gboolean nhs_lev_dig_corridor   (Gen *g, const Coord *org, const Coord *dest,
                                 gboolean nxcor, int ftyp, int btyp);

/* ---- nhs-level-wall.c ---- */
/* mkmaze.c wallification (x1, y1, x2, y2): buried walls become stone, the
 * others take the shape of the walls they join */
void     nhs_lev_wallification  (Gen *g, int x1, int y1, int x2, int y2);
/* The kinds of square wallification () reads from the level, as columns
 * of bits: [x + 1] holds square (x, y) at bit y + 1 */
typedef struct {
  guint32 wall[COLNO + 2];    /* NHS_SQ_IS_WALL */
  guint32 joins[COLNO + 2];   /* a wall, door, secret door, iron bars or a
                                 drawbridge's portcullis */
  guint32 solid[COLNO + 2];   /* stone or one of those; off the map too */
  guint32 open[COLNO + 2];    /* anything else */
} NhsLevWallKinds;
enum { NHS_LEV_KIND_WALL = 1, NHS_LEV_KIND_JOINS = 2, NHS_LEV_KIND_SOLID = 4 };
/* which of those kinds a type of square is (NHS_LEV_KIND_* bits) */
guint    nhs_lev_wall_kind      (int typ);
/* the same for every type, as three planes of 21 bits (bit 0 a wall, bit
 * 21 it joins walls, bit 42 solid), for a column read as
 * acc |= bits[typ of row y] << y */
const guint64 *nhs_lev_wall_kind_bits (void);
/* k's column x (1..COLNO-1) from such an acc (its border bits too) */
void     nhs_lev_wall_kinds_column (NhsLevWallKinds *k, int x, guint64 acc);
/* wallification (1, 0, COLNO - 1, ROWNO - 1) by a generator that knows
 * the kinds of columns x = 1..COLNO-1 (k's [2..COLNO], rows 0..ROWNO-1 at
 * bits 1..ROWNO, solid also at bits 0 and ROWNO + 1: off the map); the
 * border columns are filled in here, k is used up */
void     nhs_lev_wallification_kinds (Gen *g, NhsLevWallKinds *k);
/* the same, where the walls `fresh` (k's columns; horizontal: which are
 * HWALL, the others VWALL) were made on stone in phase made_phase and are
 * not yet written: each is written once, in the shape it ends with (k
 * must count them as walls), with the phase it would have had (made_phase
 * where it keeps the shape it was made with) */
void     nhs_lev_wallification_fresh (Gen *g, NhsLevWallKinds *k, const guint32 *fresh,
                                      const guint32 *horizontal, int made_phase);
/* the kinds of every square of columns 1..COLNO-1, read from the level */
void     nhs_lev_wall_kinds_read (Gen *g, NhsLevWallKinds *k);
/* the squares of column x (1..COLNO-1) at bits y of `rows` made a kind of
 * square that is neither solid nor a wall (floor, lava, water, ...) */
static inline void
nhs_lev_wall_kinds_open (NhsLevWallKinds *k, int x, guint32 rows)
{
  guint32 m = rows << 1;

  k->wall[x + 1] &= ~m;
  k->joins[x + 1] &= ~m;
  k->solid[x + 1] &= ~m;
  k->open[x + 1] |= m;
}
/* square (x, y) made of type typ */
void     nhs_lev_wall_kinds_put (NhsLevWallKinds *k, int x, int y, int typ);

/* ---- nhs-level-mkmap.c ---- */
/* the squares a generator changes in a cave after join_map () (EvilHack's
 * rivers), by their new type: bit y of bits[i][x] for square (x, y), now
 * of type typ[i] (i < n_typ); a square is in one of them at most */
#define NHS_LEV_CAVE_CHANGE_TYPES 4
typedef struct {
  int n_typ;
  guint8 typ[NHS_LEV_CAVE_CHANGE_TYPES];
  guint32 bits[NHS_LEV_CAVE_CHANGE_TYPES][COLNO];
} NhsLevCaveChanges;
/* walls made on stone and not yet written (NhsLevWallKinds' columns:
 * column x + 1, bit y + 1), horizontal: the HWALLs among them, the others
 * VWALLs; phase: when they were made */
typedef struct {
  guint32 walls[COLNO + 2], horizontal[COLNO + 2];
  int phase;
} NhsLevFreshWalls;
typedef struct {
  int fg, bg;                    /* NhsSquareType of the cave and around it */
  gboolean smoothed, joined, lit, walled;
  /* then wallification () of the whole map, from the cave's own bits (the
   * Mines: the game's runs at the end of the level, which changes nothing
   * it looks at) */
  gboolean wallification;
  /* the level is all stone, as nhs_lev_begin () made it (nothing made on
   * it yet): only the squares that are not to be stone are written */
  gboolean on_stone;
  /* NULL, or called after join_map (), before finish_map (), to change
   * squares of the cave (EvilHack's rivers): it fills in *changed (its
   * bits all 0 before) with every square it changes, by their new type,
   * from which the rest knows their kinds without reading the level */
  gboolean (*after_join) (Gen *g, gpointer data, gboolean lit, NhsLevCaveChanges *changed);
  gpointer after_join_data;
  /* NULL, or where the kinds of every square the cave leaves go, for a
   * generator that runs wallification () later itself
   * (nhs_lev_wallification_kinds ()) without reading the map again: it
   * keeps them up to date with every square it changes in between */
  NhsLevWallKinds *kinds;
  /* NULL, or (walled, without wallification, with kinds) the walls
   * wallify_map makes are not written but go here, for a generator whose
   * own closing wallification () writes them (nhs_lev_wallification_fresh
   * ()); until then the level shows stone there, and the generator looks
   * at their squares through these bits */
  NhsLevFreshWalls *fresh;
} NhsLevMkmap;
/* mkmap.c mkmap (): the cave of fg in bg (init_map, init_fill, the passes,
 * join_map with corridors of fg, finish_map) */
void     nhs_lev_mkmap          (Gen *g, const NhsLevMkmap *o);
/* wallify_map (1, 0, COLNO - 1, ROWNO - 1), then wallification () of the
 * whole map, the map read once */
void     nhs_lev_wallify_map_and_wallification (Gen *g);
/* wallify_map (x1, y1, x2, y2): stone next to floor becomes a wall */
void     nhs_lev_wallify_map    (Gen *g, int x1, int y1, int x2, int y2);

/* ---- nhs-level-hellfill.c ---- */
/* selvar.c selection_do_ellipse (), filled: set (ud, x, y) for each of its
 * squares on the map (x, y >= 0 and inside the map) */
void     nhs_lev_ellipse        (int xc, int yc, int a, int b,
                                 void (*set) (gpointer ud, int x, int y), gpointer ud);

/* ---- nhs-level-mazegen.c ---- */
/* the game's x_maze_max and y_maze_max outside create_maze () */
#define NHS_MAZE_XMAX ((COLNO - 1) & ~1)
#define NHS_MAZE_YMAX ((ROWNO - 1) & ~1)
typedef struct {
  NhsLevelGen *g;
  int xmax, ymax;          /* the maze's bounds of the moment */
  gboolean corrmaze;       /* passages of corridor, no walls */
  int x0, y0;              /* where the walk began (maze0xy) */
} NhsLevMaze;
typedef enum {
  NHS_MAZE_DEADENDS_KEEP,
  NHS_MAZE_DEADENDS_REMOVE,
  NHS_MAZE_DEADENDS_ROLL,  /* 3.6's create_maze: 1 in 5, rolled after the walk */
} NhsMazeDeadEnds;
/* create_maze (corrwid, wallthick, ...), both already rolled */
void     nhs_lev_create_maze    (NhsLevMaze *m, int corrwid, int wallthick,
                                 NhsMazeDeadEnds deadends);
/* walkfrom (x, y, typ) */
void     nhs_lev_maze_walk      (NhsLevMaze *m, int x, int y, int typ);

/* ---- nhs-level-trap.c ---- */
gboolean nhs_lev_maketrap       (Gen *g, int x, int y, int typ);
const char *nhs_lev_niche_engraving (const NhsVariant *variant, int trap_type);
int      nhs_level_random_trap_kind_for (const NhsVariant *variant, NhsRng *rng, int lvl,
                                         gboolean in_hell);
int      nhs_level_random_trap_kind_cocytus (const NhsVariant *variant, NhsRng *rng, int lvl);
/* the same for the square (x, y) of an ordinary level when it is known
 * (else x 0): EvilHack's puddles refuse some kinds */
int      nhs_lev_random_trap_kind_at (Gen *g, int lvl, int x, int y);
/* the same in Gehennom (in_hell) or not */
int      nhs_lev_random_trap_kind_in (Gen *g, int lvl, int x, int y, gboolean in_hell);
/* a random Gehennom trap of a maze or a Lua filler (the version's kinds; no
 * hole or trap door on the invocation level: a falling rock trap) */
int      nhs_lev_random_trap_kind_hell (Gen *g);
void     nhs_lev_trap_with_spider (Gen *g, int x, int y, int kind);
/* a trap of a given kind as mktrap () leaves it on a shallow level */
int      nhs_lev_trap_victim_kind (Gen *g, int kind);
void     nhs_lev_mktrap_in_room (Gen *g, int room);
/* the same in a room or subroom */
void     nhs_lev_mktrap_in      (Gen *g, const NhsLevelRoom *r);

/* ---- nhs-level-stairs.c ---- */
/* mkstairs () outside any room (room -1) or in one */
void     nhs_lev_mkstairs       (Gen *g, gboolean up, int x, int y, int room);
/* place_branch ()'s stairs or portal at (x, y), flagged NHS_SQF_BRANCH;
 * the level's own stairs keep their place in up_x / dn_x (the branch's
 * stand there only where the level has none that way) */
void     nhs_lev_place_branch_at (Gen *g, NhsLevelBranch br, int x, int y, int room);
/* mkmaze.c place_lregion () for a stair or branch, 3.6 on: 200 random
 * squares of the region (when random_pass), then each square in turn, x
 * outer, until one is not `bad' (the version's bad_location ()). On the
 * second pass, and on the first when the region is a single square,
 * put_lregion_here () takes away a trap on a bad square (not a magic
 * portal nor the vibrating square) and asks again, so the first floor
 * square met loses its trap and is taken. TRUE with the square in (x, y). */
typedef gboolean (*NhsLevBadLocation) (Gen *g, int x, int y, gconstpointer data);
gboolean nhs_lev_place_lregion  (Gen *g, int lx, int ly, int hx, int hy, gboolean random_pass,
                                 NhsLevBadLocation bad, gconstpointer data, int *x, int *y);
/* mkmaze.c fixup_special ()'s branch where the level script declared no
 * place for it, place_lregion (0, ..., LR_BRANCH): with rooms,
 * place_branch () in the room find_branch_room () picks
 * (nhs_lev_place_branch ()); else a square of the whole level that is not
 * `bad' (the version's bad_location ()). NONE: nothing. */
void     nhs_lev_place_default_branch (Gen *g, NhsLevelBranch br, NhsLevBadLocation bad,
                                       gconstpointer data);
NhsLevelBranch nhs_lev_level_branch (const NhsLevelParams *p);
/* the sentence refusing a branch the version never makes at the depth
   (EvilHack's stairs at the Ice Queen's depths); NULL: none */
char    *nhs_lev_branch_refusal (const NhsLevelParams *p);
/* whether the level of rooms lies above Medusa's (drawn from the dungeon
   model's chance unless the caller gave medusa_depth) */
gboolean nhs_lev_above_medusa   (const NhsLevelParams *p);
/* the chance it is drawn at over the levels these options make (EvilHack:
   given no Ice Queen's portal when the branch is none); FALSE where the
   Dungeons have no plain level at the depth */
gboolean nhs_lev_above_medusa_chance (const NhsLevelParams *p, mpq_t out);
/* A Gehennom filler's branch: params.branch, or for AUTO the same draw as
 * nhs_lev_level_branch ()'s over the branches that lie on Gehennom's
 * fillers (nhs_dungeon_plain_branches () of Gehennom), given that the
 * level at the depth is a filler: Vlad's Tower's stairs up (3.4.3, 3.6.7,
 * SLASH'EM, 3.7, 5.0.0; SLASH'EM's Frankenstein's Lab besides), EvilHack's
 * stairs down to its Vlad's Tower and Vecna's Domain's portal, xNetHack's ways down to Cocytus,
 * Asphodel and the Abyss and up to the Wizard's Tower (each on a level
 * that is always a filler, so xNetHack's fillers always hold one). The
 * invocation level holds none. */
NhsLevelBranch nhs_lev_filler_branch (const NhsLevelParams *p);
/* whether a Gehennom filler of the version ever holds that branch */
gboolean nhs_lev_filler_branch_possible (const NhsVariant *v, NhsLevelBranch br);
void     nhs_lev_place_branch   (Gen *g, NhsLevelBranch br, int *bx, int *by);

/* ---- nhs-level-fill.c ---- */
/* mkroom.c somexy (): a square of the room (r in rooms[] or subrooms[]);
 * an irregular room's (a themed map's, or one holding subrooms) must be
 * its own floor: FALSE when none is found */
gboolean nhs_lev_somexy_in      (Gen *g, const NhsLevelRoom *r, int *x, int *y);
/* mkroom.c somexyspace (): free floor, corridor or ice in the room */
gboolean nhs_lev_somexyspace_in (Gen *g, const NhsLevelRoom *r, int *x, int *y);
/* 3.4.3's, 3.6.7's and SLASH'EM's makelevel (): the stairs in two random
 * rooms */
void     nhs_lev_stairs_in_rooms (Gen *g);
/* 3.7's and 5.0.0's generate_stairs (): rooms without stairs first, free
 * floor */
void     nhs_lev_generate_stairs (Gen *g);
/* generate_stairs_find_room (): the room for a staircase or the branch */
int      nhs_lev_stairs_room    (Gen *g);
/* makelevel's loop body for one ordinary room: its monster, traps and
 * (not on the Rogue level) furniture */
void     nhs_lev_room_contents  (Gen *g, int room);
/* the same for a room or subroom */
void     nhs_lev_room_contents_in (Gen *g, NhsLevelRoom *croom);
/* the snapshots of the phases the room loop interleaves, from the end */
void     nhs_lev_finish_room_snapshots (Gen *g, int branch_x, int branch_y);

/* ---- nhs-level-evilhack.c ---- */
/* EvilHack's makerooms () step: a room template drawn and made; FALSE
 * when makerooms () is to stop */
gboolean nhs_lev_template_room  (Gen *g);
/* shknam.c shkinit () and stock_room () for the shops among the subrooms
 * from `first' on (nhs-level-themerms.c) */
void     nhs_lev_subroom_shopkeepers (Gen *g, int first);
/* mklev.c make_ironbarwalls (chance) */
void     nhs_lev_iron_bar_walls (Gen *g, int chance);
/* EvilHack's room template i (dat/vaults.des order): its name, frequency
 * and MINDEPTH */
gboolean nhs_level_evil_template (int i, const char **name, int *frequency, int *mindepth);
/* the Mines' own level number of a filler at g's depth, drawn as the
 * seed's dungeon would place the Mines */
int      nhs_level_evil_mines_level (Gen *g);
/* mkmap.c's rivers on the Mines' level data (GINT_TO_POINTER) of the
 * cave just joined (an NhsLevMkmap after_join): TRUE when it made some,
 * their squares in changed */
gboolean nhs_level_evil_mines_rivers (Gen *g, gpointer data, gboolean lit,
                                      NhsLevCaveChanges *changed);

/* ---- nhs-level-mines.c: 3.6's sp_lev.c lines on a level without a map
 * (NOMAP), as the Mines' and EvilHack's Gehennom fillers run them ---- */
/* get_location (random): a DRY square (stairs: the stairs' squares) */
gboolean nhs_des_random_location (Gen *g, gboolean stairs, int *x, int *y);
/* MONSTER: (class, "name"), MONSTER: class or (class 0) MONSTER: random,
 * at a random square */
void     nhs_des_monster        (Gen *g, char mclass, const char *name);
/* TRAP: random, random (in_hell: mktrap's Gehennom kinds) */
void     nhs_des_trap           (Gen *g, gboolean in_hell);
/* OBJECT: class, random (oclass -1: OBJECT: random, random) */
void     nhs_des_object         (Gen *g, int oclass, gboolean in_hell);

/* ---- nhs-level-mkroom.c ---- */
void     nhs_lev_special_rooms  (Gen *g, int room_threshold);
void     nhs_lev_fill_zoo_room  (Gen *g, NhsLevelRoom *sroom, int room, gboolean has_door,
                                 Coord door);
/* a grave (and its contents, objects: left out) */
void     nhs_lev_make_grave     (Gen *g, int x, int y);
/* shknam.c stock_room ()'s shop door: no doorway, secret or trapped door;
 * a locked one is "Closed for inventory" */
void     nhs_lev_shop_door      (Gen *g, const NhsLevelRoom *sroom, int sx, int sy);
/* a shop's stock squares: the mimics among them (the objects: left out) */
void     nhs_lev_stock_shop     (Gen *g, const NhsLevelRoom *shop, int room,
                                 int dx, int dy);

G_END_DECLS
