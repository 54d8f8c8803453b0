/* nhs-variant.h: a game version = its monster data + a row of rule choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* mklev.c makelevel (): below Medusa's level, where the version makes
   mazes there, rn2 (5) makes a maze and 0 leaves rooms */
#define NHS_ROOMS_BELOW_MEDUSA_ONE_IN 5

typedef enum {
  NHS_VARIANT_343,
  NHS_VARIANT_367,
  NHS_VARIANT_37,
  NHS_VARIANT_500,
  NHS_VARIANT_SLASHEM,
  NHS_VARIANT_EVILHACK,
  NHS_VARIANT_XNETHACK,
  NHS_N_VARIANTS
} NhsVariantId;

/* Which of the games' mkclass algorithms a variant uses. */
/* Whose makemon.c m_initweap ()/m_initinv () a version's statue trap's
   contents follow (nhs-level-minvent.c); NONE: not modelled */
typedef enum {
  NHS_MINVENT_NONE,
  NHS_MINVENT_343,
  NHS_MINVENT_367,
  NHS_MINVENT_37,    /* 3.7's makemon.c */
  NHS_MINVENT_500,   /* 5.0.0's: 3.7's with the Angel's and minotaur's changes */
  NHS_MINVENT_SLASHEM, /* SLASH'EM's: 3.4.3's with its own monsters and items */
  NHS_MINVENT_XNH,   /* xNetHack's: 3.7's with its own monsters, items and materials */
  NHS_MINVENT_EVIL,  /* EvilHack's: 3.6.7's with its own monsters, races and items, then
                        what setup_mon_inventory () keeps (m_dowear (), m_stash_items ()) */
} NhsMinventRules;

/* Which artifact table (nhs-artifact.c) a version's rules read */
typedef enum {
  NHS_ARTIFACTS_NONE,    /* no modelled rule makes an artifact */
  NHS_ARTIFACTS_EVIL,    /* EvilHack's include/artilist.h */
  NHS_ARTIFACTS_XNH,     /* xNetHack's include/artilist.h */
} NhsArtifactTable;

/* How an object made at random gets its material (nhs-level-material.c) */
typedef enum {
  NHS_MATERIALS_FIXED,   /* objects[]'s oc_material, every time */
  NHS_MATERIALS_XNH,     /* xNetHack's mkobj.c init_obj_material (): drawn from
                            a list by the object's kind (and set_material ()) */
  NHS_MATERIALS_EVIL,    /* EvilHack's: its own lists, out of 1000, for every object
                            mksobj () makes, and its own materials (steel, bronze,
                            adamantine, spider silk) */
} NhsObjectMaterials;

typedef enum {
  NHS_MKCLASS_RULE_343,   /* 3.4.3 and SLASH'EM: stop against previous entry, skew while drawing */
  NHS_MKCLASS_RULE_367,   /* 3.6.x: bag weight freq+1 (-1 above 2*XL), stop at a stronger entry */
  NHS_MKCLASS_RULE_37,    /* 3.7: 3.6's rule plus the Gehennom restriction 8 in 9 */
} NhsMkclassRule;

/* How a variant's rndmonst treats the Quest's own monsters. */
typedef enum {
  NHS_QUEST_RULE_SIX_SEVENTHS, /* NetHack: qt_montype 6 times in 7 */
  NHS_QUEST_RULE_ALWAYS,       /* SLASH'EM: qt_montype whenever it yields one */
} NhsQuestRule;

/* Which role.c roles[] table a variant's Quest reads (nhs-presets.c: one
   list of roles, each row naming the tables it belongs to). */
typedef enum {
  NHS_ROLES_NETHACK,   /* the 13 roles of 3.4.3 .. 5.0.0 */
  NHS_ROLES_SLASHEM,   /* the 13 and Flame Mage, Ice Mage, Necromancer,
                          Undead Slayer, Yeoman */
  NHS_ROLES_EVILHACK,  /* the 13 and Convict, Druid, Infidel; align_roles[]'s
                          Dark Knight (a chaotic or draugr Knight) */
  NHS_ROLES_XNETHACK,  /* the 13, the Archeologist's and the Valkyrie's
                          quest enemies changed */
} NhsRoleTable;

/* What extrinsic aggravate monster does to level_difficulty() (dungeon.c). */
typedef enum {
  NHS_AGGRAVATE_RULE_NONE,     /* 3.4.3, 3.6.7, SLASH'EM: nothing */
  NHS_AGGRAVATE_RULE_PLUS_15,  /* the 3.7 snapshot: + 15 */
  NHS_AGGRAVATE_RULE_DOUBLE,   /* 5.0.0: doubled, and 50 when above 25 */
} NhsAggravateRule;

/* The ordinary room-and-corridor level's rules (src/core/level/). */
typedef enum {
  NHS_LEVEL_ROOMS_MKLEV_343,  /* 3.4.3 mklev.c */
  NHS_LEVEL_ROOMS_SLASHEM,    /* SLASH'EM's mklev.c and mkroom.c (3.4.3's with its own special
                                 rooms, shops and toilets: the level_* fields below) */
  NHS_LEVEL_ROOMS_MKLEV_367,  /* 3.6.x mklev.c */
  NHS_LEVEL_ROOMS_THEMED_37,  /* the 2024 3.7 snapshot's dat/themerms.lua: 5.0.0's rooms and
                                 fills in the same order; its mklev.c's doors and sp_lev.c's
                                 map placement differ (level_doors_skip_unjoined,
                                 level_themed_map_y_by_width) */
  NHS_LEVEL_ROOMS_THEMED_500, /* 5.0.0's dat/themerms.lua */
  NHS_LEVEL_ROOMS_THEMED_XNH, /* xNetHack's dat/themerms.lua: 5.0.0's machinery, its own
                                 rooms and fills (nhs-level-themerms-xnh.c) */
  NHS_LEVEL_ROOMS_EVILHACK,   /* EvilHack's mklev.c: 3.6.7's with room templates
                                 (dat/vaults.des; nhs-level-evilhack.c) */
} NhsLevelRoomsRule;

/* The Gnomish Mines' filler level ("minefill"). */
typedef enum {
  NHS_MINEFILL_DES_343,  /* mines.des read by 3.4.3's sp_lev.c (SLASH'EM too): stairs,
                            then the traps, then the monsters */
  NHS_MINEFILL_DES_367,  /* mines.des run line by line (3.6): stairs, monsters, traps */
  NHS_MINEFILL_LUA,      /* minefill.lua (3.7, 5.0.0): 6 to 8 gnomes, the last monster an
                            h or a G with even chances */
  NHS_MINEFILL_DES_EVILHACK, /* EvilHack's mines.des, run as 3.6 runs it: six rock gnomes,
                                two gnome nobles, two mountain dwarves, G, G, h */
} NhsMinefillRule;

/* mklev.c makelevel () / fill_ordinary_room (): where a room's random
 * graffiti (1 time in 27 + 3 x depth) goes */
typedef enum {
  NHS_GRAFFITI_SOMEX,        /* 3.4.3, SLASH'EM, 3.6.7: somex, somey until a
                                floor square or rn2 (40) says stop; not on
                                a pool or furniture */
  NHS_GRAFFITI_SPACE_FLOOR,  /* 3.7, 5.0.0, xNetHack: the same loop over
                                somexyspace (), its answer unread; only on
                                floor (ROOM) */
  NHS_GRAFFITI_SPACE,        /* EvilHack: one somexyspace (croom, &pos, 1):
                                none, no graffiti */
} NhsGraffitiRule;

/* shknam.c's shtypes[]: the shops a random shop is drawn from. */
typedef enum {
  NHS_SHOPS_343,      /* eleven kinds, the general store 44 in 100 */
  NHS_SHOPS_36,       /* 3.6 on: the health food store takes 2 of those 44 */
  NHS_SHOPS_SLASHEM,  /* SLASH'EM: general store 24, armor and weapons 20
                         each, pet store, frozen food store, 4 for the rest */
} NhsShopTable;

/* Gehennom's filler level. */
typedef enum {
  NHS_HELL_FILL_MAZE_343,  /* makemaz(""): a walled maze of single squares (3.4.3, SLASH'EM) */
  NHS_HELL_FILL_MAZE_36,   /* 3.6's makemaz(""): corridor mazes 1 in 3, wide passages half
                              the time, dead ends opened 1 in 5 */
  NHS_HELL_FILL_LUA,       /* 3.7's and 5.0.0's dat/hellfill.lua (nhs-level-hellfill.c): the
                              same kinds of level but 5.0.0's seventh (level_hell_fill_kinds) */
  NHS_HELL_FILL_CAVE_XNH, /* xNetHack's dat/hellfill.lua: an unjoined cave (level_init
                              "mines"), lava, its own prefabs (nhs-level-hellfill-xnh.c) */
  NHS_HELL_FILL_DES_EVILHACK, /* EvilHack's dat/gehennom.des "hellfill": a joined, walled
                              cave, lava outside its walls and a lava river, stairs in
                              levregions (nhs-level-hellfill-evil.c) */
} NhsHellFillRule;

/* The invocation level (the vibrating square's, just above Gehennom's
   bottom). */
typedef enum {
  NHS_INVOCATION_MAZE_POS,   /* makemaz (""): a maze of single passages,
                                inv_pos instead of the down stairs, no trap
                                marks it (3.4.3 mkmaze.c 581-615, SLASH'EM 658-705) */
  NHS_INVOCATION_MAZE_TRAP,  /* the same with 3.6's maze (no wide passages,
                                no die for them) and maketrap (VIBRATING_SQUARE)
                                (3.6.7 mkmaze.c 1025-1076; EvilHack mklev.c
                                929-940 keeps makemaz ("") for it) */
  NHS_INVOCATION_FILLER_TRAP,/* the Gehennom filler (hellfill.lua) with
                                des.trap ("vibrating square") instead of the
                                down stairs: pick_vibrasquare_location (),
                                1,000 tries (5.0.0 hellfill.lua 436-441,
                                mkmaze.c 1041-1091) */
  NHS_INVOCATION_FIXED_MAP,  /* a fixed map (xNetHack's dat/invocation.lua) */
} NhsInvocationRule;

/* How makemon () gives a new shapechanger its first shape (newcham ()). */
typedef enum {
  NHS_NEWCHAM_RNDMONST,  /* 3.4.3, SLASH'EM: pm_to_cham () names the chameleon,
                            doppelganger and sandestin; newcham (mtmp, rndmonst ())
                            takes the level's random monster as it is */
  NHS_NEWCHAM_SELECT,    /* 3.6.0 and later: every M2_SHAPESHIFTER; newcham (mtmp,
                            NULL) asks select_newcham_form () up to 20 times for a
                            form accept_newcham_form () takes */
} NhsNewchamRule;

/* wizard.c's nasties[]: the monsters pick_nasty () draws from, all alike
   (the sandestin's form 6 times in 7, the doppelganger's 1 in 7); the lists
   are in nhs-newcham.c */
typedef enum {
  NHS_NASTIES_NONE,            /* newcham () takes rndmonst () (3.4.3, SLASH'EM) */
  NHS_NASTIES_367,             /* 3.6.7 wizard.c 29-47 */
  NHS_NASTIES_37,              /* 3.7 and 5.0.0 wizard.c, xNetHack's the same */
  NHS_NASTIES_EVILHACK,        /* EvilHack wizard.c 30-51 */
} NhsNasties;

/* Which dungeon description (dungeon.def / dungeon.lua) places the regions:
   it only decides the depth ranges shown for each region. */
typedef enum {
  NHS_DUNGEON_LAYOUT_NETHACK,  /* 3.4.3, 3.6.7, 3.7: Dungeons of Doom 25-29 levels */
  NHS_DUNGEON_LAYOUT_SLASHEM,  /* SLASH'EM: Dungeons of Doom 42-46 levels, Gehennom 17 */
  NHS_DUNGEON_LAYOUT_EVILHACK, /* EvilHack: Gehennom 16-20 levels, Goblin Town, the Ice
                                  Queen's Realm, the Hidden Dungeon, Vecna's Domain,
                                  Purgatory and the Wizard's Tower as dungeons of their own */
  NHS_DUNGEON_LAYOUT_XNETHACK, /* xNetHack: Gehennom 10 levels with Cocytus, Asphodel,
                                  Shedaklah, the Citadel of Dis, the Abyss, Tartarus and
                                  the Wizard's Tower as dungeons of their own */
} NhsDungeonLayout;

/* The group of a random monster a special room's filler made (fill_zoo
   with a NULL monster): none (MM_NOGRP: 3.7, 5.0.0 and their variants),
   awake (NO_MM_FLAGS; only the first is put to sleep: 3.4.3, SLASH'EM) or
   asleep (MM_ASLEEP passed on to m_initgrp: 3.6.7). */
typedef enum {
  NHS_ZOO_GROUP_NONE,
  NHS_ZOO_GROUP_AWAKE,
  NHS_ZOO_GROUP_ASLEEP,
} NhsZooGroup;

typedef enum {
  NHS_MUSE_HATES_SILVER,
  NHS_MUSE_HATES_MATERIAL_EVIL,
  NHS_MUSE_HATES_MATERIAL_XNH,
} NhsMuseCarryMaterials;

/* Which worn helmet keeps the scroll of earth's boulders off its reader
   (find_offensive ()): NHS_MUSE_HELMET_METAL, is_metallic () (3.4.3, 3.6.7,
   SLASH'EM); NHS_MUSE_HELMET_METAL_GLASS, hard_helmet (): metallic or glass
   armour (is_crackable ()); NHS_MUSE_HELMET_HARD, metal, glass, wood, bone
   or mineral (EvilHack's is_hard (), xNetHack's hard_helmet ()). */
typedef enum {
  NHS_MUSE_HELMET_METAL,
  NHS_MUSE_HELMET_METAL_GLASS,
  NHS_MUSE_HELMET_HARD,
} NhsMuseHardHelmet;

/* The dogmove.c dog_invent() and dog.c dogfood() nhspawn follows for a
   pet's item on its square (NhsVariant.muse_pet_rules). */
typedef enum {
  NHS_MUSE_PET_UNMODELLED,   /* not followed: the item's fate says "pet" */
  NHS_MUSE_PET_343,          /* 3.4.3 */
  NHS_MUSE_PET_367,          /* 3.6.7 */
  NHS_MUSE_PET_37,           /* 3.7 and 5.0.0 */
  NHS_MUSE_PET_SLASHEM,      /* SLASH'EM: 3.4.3's and its own */
  NHS_MUSE_PET_XNH,          /* xNetHack: 3.7's and its own */
  NHS_MUSE_PET_EVIL,         /* EvilHack: 3.6.7's with its pet orders, could_use_item(), satiation */
} NhsMusePetRules;

/* dogmove.c dog_move (): how the hero's steed resists the hero's Conflict
   before dog_invent () (failing, it throws its rider and its move ends).
   MR: zap.c resist (steed, RING_CLASS, 0, 0), rn2 (100 + 5 - m_lev) < mr
   (m_lev within 1..50); MR_MPLAYER: the same, but a player monster always
   resists (3.6.7); CHARISMA: mondata.c resist_conflict (), rnd (20) >
   min (19, Cha - m_lev + u.ulevel) (EvilHack mhitm.c 422-438 too: its
   steed wearing the Ithilmar barding, which no scenario holds, always
   resists below the cap). */
typedef enum {
  NHS_MUSE_STEED_CONFLICT_MR,
  NHS_MUSE_STEED_CONFLICT_MR_MPLAYER,
  NHS_MUSE_STEED_CONFLICT_CHARISMA,
} NhsMuseSteedConflict;

/* A monster kind and how many follow it in monst.c: PM_X + rn2 (n). */
typedef struct {
  const char *first;
  int n;
} NhsMinionKind;

typedef struct {
  NhsVariantId id;
  const char *key;                /* "3.6.7": the CLI's --variant word, the settings value,
                                     and the data file's name (data/monsters-<key>.json) */
  const char *display_name;       /* "NetHack 3.6.7": what every version list shows */
  const char *short_name;         /* "3.6.7" */
  const char *family;             /* "NetHack" or "SLASH'EM": the game, without its version */
  const char *source;             /* where the facts were read */
  /* The version nhspawn answers for when none is named (CLI, settings,
     pages): exactly one row has it. */
  gboolean is_default;

  /* dungeon.c init_dungeons() (3.7 and 5.0.0): a branch's alignment from
     dungeon.lua is stored without its shift into the 3-bit flags.align and
     so becomes "none", for the branch's filler levels and for its special
     levels without an alignment of their own (the Mines, Minetown, Mines'
     End, Sokoban, Vlad's Tower).  Levels with their own (Oracle, Medusa)
     keep it.  3.4.3, 3.6.7 and SLASH'EM shift it back. */
  gboolean dungeon_align_lost;
  /* ALIGNWEIGHT (global.h): divisor of align_shift(); 4 in NetHack, 10 in
     SLASH'EM (smaller shifts on aligned levels). */
  int align_weight;
  /* makemon.c rndmonst(): the upper difficulty bound is (zlevel + XL) / 2 in
     NetHack, (zlevel + XL + 1) >> 1 (rounded up) in SLASH'EM. */
  gboolean maxmlev_round_up;
  /* makemon.c rndmonst(): the pool rule of each of the variant's own
     regions (NhsRegionInfo.pool); FALSE: those regions have none. */
  gboolean has_region_pools;
  /* makemon.c mkclass_aligned(): at the stop test (a member harder than
     level difficulty / 2 and than the previous member) the walk stops only
     on rn2 (2) (3.6.x, 3.7, 5.0.0); TRUE: it always stops (xNetHack). */
  gboolean mkclass_always_stops;
  /* dungeon.c level_difficulty(): in a builds-up branch (Sokoban, Vlad's
     Tower) add 2 x (entry level - level + 1).  3.6.0 and later; 3.4.3 and
     SLASH'EM use the plain depth. */
  gboolean builds_up_difficulty;
  /* 3.7 makemon.c temperature_shift(): +3 weight for fire-resistant
     monsters on hot levels, cold-resistant ones on cold levels. */
  gboolean has_temperature;
  /* 3.7 and later: themerms.lua's themed rooms (some make monsters of
     their own: fog clouds, wood nymphs, a ghost, mimics, undead). */
  gboolean has_themed_rooms;
  /* The Rogue tribute level (uppercase monsters only) exists: NetHack 3.4.3
     (REINCARNATION on), 3.6.7, 3.7 and 5.0.0 (dungeon.lua still lists
     "rogue"); SLASH'EM's default config.h leaves REINCARNATION off, so it has none. */
  gboolean has_rogue_level;
  /* SLASH'EM rndmonst(): on the Oracle level answer the woodchuck when
     (Groundhog Day) XOR !rn2(20), before the normal list and regardless of
     genocide. */
  gboolean oracle_woodchuck;
  /* EvilHack makemon.c rndmonst(): a player monster (archeologist to wizard,
     all before SPECIAL_PM) that passes every other test is skipped when
     rn2(N) is not 0, a roll of its own on each call; the answer is the exact
     mixture over which of them stay.  0: no player monster is ever random. */
  int rndmonst_mplayer_keep_den;
  /* EvilHack align_shift(): an A_NONE monster counts as alignment -3. */
  gboolean align_none_as_minus3;
  /* EvilHack rndmonst(): undead (MH_ZOMBIE or MH_UNZOMBIE) weigh x3 when
     hacklib.c halloween() (31 October) holds. */
  gboolean has_halloween;
  /* monst.h monmax_difficulty(): once the hero is a demigod the upper
     difficulty bound is this (EvilHack and xNetHack: 256, so none); 0: the
     demigod flag does not change it. */
  int demigod_max_difficulty;
  /* EvilHack rndmonst(): the Ice Queen's Realm, Goblin Town and Purgatory
     allow only their own monsters (mondata.h likes_iceq(), likes_gtown(),
     likes_purg()), and is_iceq_only() monsters appear nowhere else. */
  gboolean branch_pools;
  /* mkclass_aligned(): a member's bag weight is N x its frequency (+1, -1
     for the adj_lev skew); player monsters count M x.  1 and 1 in
     NetHack (0 counts as 1); EvilHack 5 and 1. */
  int mkclass_freq_mult;
  int mkclass_mplayer_freq_mult;
  /* EvilHack mk_gen_ok(): no ice nymph outside the Ice Queen's Realm, no
     agent or champion unless the hero is an Infidel, no vampire mage on
     Mines' End, no alhoon or master mind flayer in the Mines. */
  gboolean mkclass_region_role_gates;
  /* dungeon.c level_difficulty(): extrinsic aggravate monster's effect. */
  NhsAggravateRule aggravate_rule;
  /* mondata.h is_floater(): S_EYE only in 3.4.3 and SLASH'EM; S_EYE or
     S_LIGHT since 3.6.0 (matters on the Plane of Air). */
  gboolean floater_includes_lights;
  /* mondata.h noncorporeal() (the Plane of Air lets these in): the S_GHOST
     class in NetHack; xNetHack's M3_NONCORPOREAL flag (its ghost and shade
     are W). */
  gboolean noncorporeal_by_flag;
  /* Monster item use (muse.c, makemon.c m_initweap/m_initinv); read by
     nhs-muse.c.  3.6.0+: a confused OR stunned monster eats a lizard
     corpse, and tries a lizard tin 2 times in 3; 3.4.3 and SLASH'EM: only
     a confused one, and only a corpse. */
  gboolean muse_lizard_when_stunned;
  /* find_offensive() keeps a wand of death once chosen (nomore(WAN_DEATH),
     3.6.0+); in 3.4.3 and SLASH'EM any later usable item replaces it. */
  gboolean muse_death_wand_kept;
  /* 3.7: rays and horns are skipped when the monster has seen the hero
     reflect (or is adjacent); before, half the time when the hero has
     reflection. */
  gboolean muse_reflection_remembered;
  /* 3.6.0+: a bullwhip is cracked 1 turn in 5, from any adjacent square;
     3.4.3 and SLASH'EM: every turn, orthogonally adjacent only. */
  gboolean muse_bullwhip_one_in_five;
  /* 3.6.0+ revision of find_offensive()/searches_for_item(): fire and frost
     horns need can_blow() (sound and breath); scrolls of fire are sought. */
  gboolean muse_horns_need_breath;
  /* SLASH'EM's added monster items: wands of fireball, draining,
     cancellation, healing, extra healing, create horde; potions of amnesia
     and vampire blood. */
  gboolean muse_slashem_items;
  /* 3.7's additions: wand of undead turning against a cockatrice-corpse
     wielder, expensive camera, containers, ki-rin's own horn, wand of
     teleportation used offensively. */
  gboolean muse_37_items;
  /* Starting items: m_lev > rn2(N) for rnd_offensive/defensive/misc_item;
     75/50/100 in NetHack, 200/200/200 in SLASH'EM; soldiers skip the
     defensive and misc items unless !rn2(soldier_den) (13, SLASH'EM 15). */
  int muse_offense_gen_den;
  int muse_defense_gen_den;
  int muse_misc_gen_den;
  int muse_soldier_magic_den;
  /* 3.7 rnd_defensive_item(): in Sokoban the wand of digging is redrawn
     3 times in 4. */
  gboolean muse_sokoban_digging_redraw;
  /* The muse.c rules 3.6.0 changed (all FALSE from 3.6.0 on, so a new
     version row inherits the modern rules).  find_defensive()'s trap scan:
     3.4.3 and SLASH'EM test xx != u.ux && yy != u.uy, so squares in the
     hero's row or column are skipped too. */
  gboolean muse_trap_scan_skips_hero_lines;
  /* 3.4.3 and SLASH'EM: branch stairs are STAIRS, so a mobile monster on
     them matches neither staircase; only a held or immobile one reaches the
     branch stairs test (and then takes them, floater or not). */
  gboolean muse_branch_stairs_only_when_stuck;
  /* find_misc(): 3.4.3 and SLASH'EM never use a polymorph trap under the
     monster itself (the exception is commented out). */
  gboolean muse_poly_trap_skips_own_square;
  /* mthrowu.c linedup(): 3.4.3 and SLASH'EM: any boulder in the way blocks;
     3.6.0+: only if rn2(2 + boulders) >= 2, never for rock throwers or a
     monster carrying a wand of striking. */
  gboolean muse_linedup_boulders_block;
  /* lined_up(): 3.4.3 and SLASH'EM ignore a hiding polymorphed hero; 3.6.0+
     lines up with one only if !rn2(25) (rolled for any polymorphed hero). */
  gboolean muse_linedup_ignores_hiding;
  /* 5.0.0 find_misc(): a polymorph trap is not used by a monster wearing
     iron boots (wearing_iron_shoes(): iron shoes, kicking boots), which
     would not be polymorphed by it. */
  gboolean muse_poly_trap_spares_iron_shoes;
  /* 3.7+: a trapped monster (mtrapped) flees by no stairs, trap door or
     teleportation trap and steps on no polymorph trap. */
  gboolean muse_trapped_stays;
  /* 3.7+ monmove.c onscary(): humans and unique monsters ignore a scroll
     of scare monster. */
  gboolean muse_scare_spares_humans;
  /* 5.0.0 noteleport_level(): a covetous monster ignores a no-teleport
     level, and a wand of stasis stops everyone's teleporting. */
  gboolean muse_noteleport_spares_covetous;
  gboolean muse_stasis;
  /* 5.0.0 find_offensive(): the wand of teleportation also moves the hero
     off an object pile the monster likes (mon_likes_objpile_at). */
  gboolean muse_teleport_liked_pile;
  /* 3.7+ find_misc(): no bullwhip while the hero is engulfed. */
  gboolean muse_bullwhip_not_engulfed;
  /* 3.7+ do.c canletgo(): no bullwhip against a welded (cursed) weapon. */
  gboolean muse_bullwhip_spares_welded;
  /* SLASH'EM find_misc(): no bullwhip against a cursed weapon. */
  gboolean muse_bullwhip_spares_cursed_weapon;
  /* xNetHack muse.c wont_leave_level(): shopkeepers, guards, priests and
     Geryon (off his own level, or with his herd) flee by no stairs, ladders
     or traps and do not dig down (the scenario's level is not his). */
  gboolean muse_stayers_keep_level;
  /* xNetHack find_defensive() botm: Yeenoghu never flees by stairs, traps,
     digging or teleporting itself. */
  gboolean muse_yeenoghu_stays;
  /* xNetHack's own monster items: the potion of restore ability
     (defensive: uncursed, when blind, confused, stunned or cancelled), the
     potions of hallucination and oil and the magic flute (offensive); it
     seeks oil, the amulet of ESP, magic flutes, skeleton keys and lock
     picks; rnd_offensive_item() gives hallucination for sleeping 1 time in
     3 and oil for fire 1 time in 30 (muse_gen_hallucination_oil). */
  gboolean muse_xnh_items;
  /* rnd_offensive_item() (xNetHack, EvilHack): a potion of hallucination
     for the potion of sleeping 1 time in 3, a potion of oil for the wand of
     fire 1 time in 30. */
  gboolean muse_gen_hallucination_oil;
  /* EvilHack rnd_offensive_item(): above difficulty 7, after the wand of
     death's 1 in 35, a wand of polymorph 1 time in 30 (muse.c:3253-3254). */
  gboolean muse_gen_polymorph_wand;
  /* EvilHack rnd_offensive_item(): in the Ice Queen's Realm the wand of fire
     draw is a wand of sleep 5 times in 6, else lightning 2 in 3, else fire
     (muse.c:3282-3285). */
  gboolean muse_gen_ice_queen;
  /* EvilHack makemon.c m_initinv(): `ptr != &mons[PM_SOLDIER] && rn2(13)`
     returns, so every monster but the soldier gets the defensive and misc
     draws only 1 time in 13, and the soldier always (2951). */
  gboolean muse_gen_magic_skip_inverted;
  /* EvilHack makemon.c: ents and plants (S_ENT, S_PLANT) get none of the
     three (2477, 2954). */
  gboolean muse_gen_no_ents_or_plants;
  /* EvilHack makemon.c m_initweap(): a player monster (is_mplayer) returns
     before the offensive draw (1031-1378); at level 20 or more it gets
     rnd(3) draws of each of the three (1366-1374). */
  gboolean muse_gen_mplayer_rnd3;
  /* EvilHack makemon.c m_initweap(): no offensive draw for an elf, dwarf or
     gnome made in Goblin Town (2473-2476). */
  gboolean muse_gen_goblin_town_gate;
  /* The explanation of everything a monster could ever use
     (nhs_muse_explain) is asked of the scenario decisions (nhs_muse_decide,
     muse_evil_*) item by item, instead of the hand-written lists of the
     versions before it (EvilHack). */
  gboolean muse_explain_by_decisions;
  /* EvilHack's find_defensive() (muse.c 518-948): the ki-rin and eldritch
     ki-rin use their own horn; a cancelled monster with hands drinks a
     potion of restore ability before the hurt test (651-659); the
     cockatrice-corpse wand of undead turning (3.7's); a holder of the
     Amulet skips the hurt test (686-692); levitating monsters take no down stairs, trap
     doors or digging; m_use_healing() ends with vampire blood for a
     vampire (479-514); its inventory loop heals full > extra > plain >
     vampire blood, then the bag of tricks, the wand and the scroll of create
     monster (835-932). */
  gboolean muse_evil_defensive;
  /* EvilHack's find_misc() (3446-3571) and check_misc_item() (1253-1376):
     no hands stops the polymorph trap too; the potion of booze (a satyr),
     the kept potion of gain level, the figurine, the wand of wishing, the
     bullwhip and dwarvish bearded axe as disarming (can_attempt_disarm()
     5503-5531), no polymorphing shopkeepers, the scroll of charging, the
     scroll of remove curse and the pan flute (a satyr). */
  gboolean muse_evil_misc;
  /* EvilHack's check_offensive_item() (1050-1250): its order and items
     (cancellation, polymorph, slow monster, charging, stinking cloud,
     hallucination, a thrown potion of polymorph, oil, the scroll of fire
     for a fire-resistant monster, the camera), each refused once it has
     seen the hero resist (m_seenres); the wand of teleportation only for a
     hero on a scary square or branch stairs. */
  gboolean muse_evil_offensive;
  /* EvilHack's pickup (monmove.c m_move() 1803-1935, muse.c
     searches_for_item() 4335-4478): a levitating monster likes nothing
     but what it uses; a corpse that petrifies by touch is never liked; its
     own list of usable objects (rings, keys, bags, figurines, the pan
     flute, the new wands, potions and scrolls). */
  gboolean muse_evil_pickup;
  /* EvilHack onscary() (monmove.c 297-318): besides humans and unique
     monsters, Archangels, honey badgers, beholders, neothelids and
     (dire) wolverines ignore a scroll of scare monster. */
  gboolean muse_scare_spares_evil_kinds;
  /* EvilHack find_items_recurse() (1378-1440): the item searches look
     inside the containers it carries; find_defensive() runs its own
     inventory loop and then the recursive search again from the first
     item, with the 1-in-3 stop (934-947). */
  gboolean muse_item_search_recurses;
  /* EvilHack find_offensive() (2187-2250): the target comes from
     mfind_target() (mthrowu.c 433: the hero when hostile and lined_up(),
     else, from a direction rn2(8), the monster it attacks that the last of
     the eight directions finds), reflection is guessed at the hero (seen
     it, or next to the hero and !rn2(3)) before the gates, and lined_up()
     (for another monster mlined_up()) is asked after them. */
  gboolean muse_target_guessed;
  /* EvilHack's berserk monsters (mberserk): mm_aggression() (mon.c 3477)
     lets a hostile berserk monster that can see the hero attack any monster
     1 time in 3, and onscary() (monmove.c 317) lets none scare it. */
  gboolean muse_berserk;
  /* EvilHack's random race for mercenaries and player monsters (makemon.c
     3497-3502, m_randrace() mon.c 8118-8210, apply_race() 8216): the
     scenario's "state.race", read where the game reads the race
     (racial_*(), mon_has_race(), r_data(), the race's resistances). */
  gboolean muse_races;
  /* EvilHack's monsters learn spells from spellbooks (muse.c 3303-3442
     mcan_learn_spell (), mon_wants_spellbook (); mcastu.c 209
     is_spellcaster (), 3510 mknows_spell ()): find_misc () has a
     spellcaster read a book it could learn from (3468-3513), and a pet
     keeps and picks up such a book (dogmove.c could_use_item () 123); the
     scenario's "state.known_spells" says what it knows. */
  gboolean muse_monster_spells;
  /* A monster's resistances count what it wears (worn.c
     update_mon_intrinsics () sets mextrinsics, 3.4.3 and SLASH'EM
     mintrinsics, from each worn object's oc_oprop, FIRE_RES to STONE_RES):
     muse_worn_smock_acid, the alchemy smock's second property, acid
     resistance (altprop ()); muse_worn_drain_res, DRAIN_RES too (MR_DRAIN). */
  gboolean muse_worn_smock_acid;
  gboolean muse_worn_drain_res;
  NhsMuseHardHelmet muse_hard_helmet;
  /* What can_carry() refuses by its material: NHS_MUSE_HATES_SILVER,
     3.x's hates_silver(); NHS_MUSE_HATES_MATERIAL_EVIL, EvilHack's
     mon_hates_material() (mondata.c 407-461: silver for weres, vampires,
     demons, shades and imps but tengu and leprechauns, cold iron for elves
     and drow, mithril for orcs, neither for the undead; by race too);
     NHS_MUSE_HATES_MATERIAL_XNH, xNetHack's (mondata.c 562-610, via
     can_touch_safely() mon.c 2188: silver for weres, S_VAMPIRE, demons,
     shades and imps but tengu, cold iron for elves, nymphs and imps but the
     undead, copper for fungi and disease, decay or pestilence attackers). */
  NhsMuseCarryMaterials muse_carry_materials;
  /* A pet's object on its square (dogmove.c dog_invent(), droppables(),
     dog.c dogfood(), mon.c can_carry() and max_mon_load()): 3.4.3's
     (dogfood() dog.c 646-739: petrifying corpses TABU, ghouls eat only old
     corpses; droppables() keeps one pick and one unicorn horn), 3.6.7's
     (dog.c 736-860: petrifying corpses and eggs POISON, ghouls, cannibals,
     green slime, carrots for a blind pet; droppables() 26-120 keeps a key
     too), 3.7's and 5.0.0's (3.6.7's plus royal jelly for a killer bee,
     the pyrolisk egg, the glob of green slime, the egg of no monster),
     SLASH'EM's (3.4.3's with koalas, ghasts, vampires, its own class's
     corpses, shoggoths and the Tasmanian devil in dogfood() (dog.c),
     cursed objects for demons and undead and no pickup by a handless pet
     of level 0 (dogquan) in dog_invent()), xNetHack's (3.7's with no
     eating while satiated, mon_wants_prop() corpses as DOGFOOD, gems for
     the rock mole, mon_hates_material(), zombies keeping no key; objects
     of their base material), EvilHack's (3.6.7's with its own dogfood() (races,
     meat armour, vampires, satiation, intrinsic-giving corpses),
     could_use_item() for what it keeps and what it picks up for certain,
     could_reach_item() (no floating monster reaches the floor) and a
     carrying capacity by race). */
  NhsMusePetRules muse_pet_rules;
  /* dogmove.c dog_move (): a tame minion (isminion) skips dog_invent ()
     (has_edog = !isminion: 3.4.3, 3.6.7, SLASH'EM); otherwise only one
     without a pet's record (EDOG: the guardian angel) does (3.7, 5.0.0,
     xNetHack: if (edog); EvilHack: dog_invent () returns at !edog). */
  gboolean muse_pet_minion_no_invent;
  /* The kinds dog.c make_pet_minion () makes a tame minion of (SLASH'EM
     pray.c 1181 god_gives_pet () and 1214 lawful_god_gives_angel (), by
     minion.c 205-260 lawful_minion (), neutral_minion (),
     chaotic_minion ()): each row a monster and how many follow it in
     monst.c (PM_DRETCH+rn2(5): 5), a row with a NULL monster last; NULL
     where no god gives a pet (the other versions, 3.4.3 included). A
     tame one of these kinds, not said, may be a minion. */
  const NhsMinionKind *muse_prayer_pet_minions;
  /* The kinds a spell makes a tame spell being of (isspell: SLASH'EM
     spell.c 1117-1133, flame sphere and freeze sphere: make_helper ()),
     whose dog_move () skips dog_invent () (dogmove.c 728: has_edog &&
     !is_spell), NULL-terminated; NULL where no spell makes one. A tame
     one of these kinds, not said ("state.spell_being"), may be one. */
  const char *const *muse_pet_spell_beings;
  /* SLASH'EM dogmove.c dog_move () 721: `!rn2 (850) && betrayed ()`
     before dog_invent (): a pet with a pet's record (no minion, no spell
     being) beside the hero (distu < 4), of an M3_TRAITOR kind that is not
     mindless, with HP >= the hero's, may turn on the hero (betrayed (),
     634-660: !rn2 (3), rn2 (22) > mtame, rn2 (abuse + 2)), which ends its
     move before it touches any item. FALSE: no version but SLASH'EM. */
  gboolean muse_pet_betrayal;
  /* dog_move ()'s steed under the hero's Conflict (the enum above) */
  NhsMuseSteedConflict muse_steed_conflict;
  /* EvilHack dogmove.c dog_move () 1546-1600: after dog_hunger (), before
     udist, a vampire pet (is_vampire (): MH_VAMPIRE) with a pet's record,
     not told to come, more than 300 turns past its hungrytime, drinks an
     uncursed potion of blood or vampire blood it carries and its move
     ends. FALSE elsewhere. */
  gboolean muse_pet_vampire_drinks_blood;
  /* o_init.c shuffle (): a ring's or wand's material goes with its
     random appearance. The rings shuffled run from the first to this one
     (EvilHack obj_shuffle_range (): RIN_ADORNMENT to
     RIN_PROTECTION_FROM_SHAPE_CHAN, its two artifact rings keep their
     own); NULL: the whole class. The wands are the whole class, the
     appearances without a wand (objects.c WAND (None/NoDes, ...)) too:
     their materials here, NULL-terminated. */
  const char *muse_ring_shuffle_last;
  const char *const *muse_wand_nameless_materials;
  /* xNetHack find_offensive(): a wand of magic missile is zapped even at a
     hero it has seen resist magic (antimagic does not stop it fully). */
  gboolean muse_magic_missile_ignores_resistance;
  /* BOLT_LIM (hack.h): lined_up() needs the hero fewer than this many
     squares away (8; SLASH'EM 6). */
  int muse_bolt_lim;
  NhsQuestRule quest_rule;
  /* allmain.c: a random monster each turn with chance 1 in this: as a
     demigod, below the Castle's depth, elsewhere (25, 50, 70 in NetHack;
     xNetHack 40, 100, 150). */
  int spawn_one_in_demigod;
  int spawn_one_in_below_castle;
  int spawn_one_in;
  /* EvilHack's allmain.c 268-303 (`monclock`), in place of the three rates
     above when `spawn_clock_slowest` > 0: 1 in slowest (MIN_MONGEN_RATE,
     dungeon.h 301) until the game's turn passes a start drawn once per
     game, rnd (spawn_clock_start_spread) + spawn_clock_start_base
     (allmain.c 185, hidden from the player); then slowest * climb /
     (turns past the start + climb), integer division; capped at slowest /
     spawn_clock_event_div after entering Gehennom, being crowned or
     accepting the Quest early, slowest / _first_lair_div after the first
     demon lord's lair (hella), slowest / _prince_lair_div after a demon
     prince's (hellc), slowest / _demigod_div as a demigod; fastest
     (MAX_MONGEN_RATE) once the invocation is done; always between
     fastest and slowest.  After the invocation a monster is made on (or
     next to) the level's up stairs spawn_clock_stairs_in_ten times in ten
     (rn2 (10)) where the level has them; otherwise on its branch stairs
     spawn_clock_branch_stairs_in_ten times in ten where it has them;
     otherwise anywhere (nhs_spawn_placement ()). */
  int spawn_clock_slowest;
  int spawn_clock_fastest;
  int spawn_clock_climb;
  int spawn_clock_start_base;
  int spawn_clock_start_spread;
  int spawn_clock_event_div;
  int spawn_clock_first_lair_div;
  int spawn_clock_prince_lair_div;
  int spawn_clock_demigod_div;
  int spawn_clock_stairs_in_ten;
  int spawn_clock_branch_stairs_in_ten;
  /* xNetHack's allmain.c 261-276: once the Amulet has been picked up, a
     second draw each turn with chance 1 in (spawn_fiends_base - k) *
     spawn_fiends_mult puts a monster on the level's up stairs, k the
     archfiends still in play (minion.c active_fiends (), 1..spawn_fiends_max);
     0: no such draw. */
  int spawn_fiends_base;
  int spawn_fiends_mult;
  int spawn_fiends_max;
  /* role.c roles[] (and EvilHack's align_roles[]): the roles and their
     quest enemies (enemy1num/enemy2num, enemy1sym/enemy2sym) that
     questpgr.c qt_montype() reads. */
  NhsRoleTable quest_roles;
  NhsMkclassRule mkclass_rule;
  /* 5.0.0 makemon.c init_mongen_order(): mkclass walks a class's members
     sorted by difficulty (qsort over mlet << 8 | difficulty; ties keep the
     mons[] order: glibc's qsort is a stable merge sort for arrays this
     size), and "the previous entry" of its stop test is the previous one in
     that order.  Before 5.0: the mons[] order. */
  gboolean mkclass_sorted_walk;
  /* 5.0.0 mkclass_aligned(): when every member of the class (all of
     mons[], not only before SPECIAL_PM) has frequency 0, each member that
     passes the filters counts as frequency 1.  Only reachable when G_NOGEN
     is lifted (special levels' class monsters).  Before 5.0: such a class
     gives no monster. */
  gboolean mkclass_zero_freq_class;
  /* SLASH'EM sp_lev.c create_monster(): a special level's class monster is
     mkclass (class, G_NOGEN | MKC_ULIMIT): the walk over the class stops
     at the first member (allowed by the masks) whose difficulty exceeds
     4 x (level difficulty / 2), before the coin flips.  Others: G_NOGEN
     only. */
  gboolean splev_mkclass_ulimit;
  /* The uses of mkclass (nhs-presets.c) */
  int ndemon_tries;               /* ndemon(): 20 = retry mkclass(S_DEMON) until an aligned
                                     demon (3.4.3, SLASH'EM); 1 = one mkclass_aligned() (3.6+) */
  gboolean morgue_ndemon_falls_through; /* 3.6+: a failed ndemon() in morguemon() falls
                                     through to ghost; 3.4.3/SLASH'EM index mons[NON_PM] */
  /* fill_zoo()'s makemon (morguemon (), …) when morguemon () gives NULL
     (mkclass found none): makemon (NULL) makes a random monster, with
     its group (m_initgrp) unless the flags say MM_NOGRP */
  NhsZooGroup zoo_random_group;
  /* xNetHack fill_zoo () (mkroom.c 426-466) makes a square's monster only
     when the filler gave one (if (fillermon)), and mkundead () only when
     morguemon () did: an empty courtmon () or morguemon () makes nothing
     there, not a random monster (sitting on a throne, sit.c 126, still
     does) */
  gboolean zoo_null_filler_none;
  /* xNetHack's own uses of mkclass, presets of this version only: a demon
     den (mkroom.c 715-726), a submerged room (915), a moldy corpse (do.c
     2379-2422, an acidic or petrifying one's 2381-2386), Juiblex's ooze (monmove.c 2673), the Styx marsh's undead
     (pickup.c 4828-4836), a mummy chest (trap.c 6424-6430) */
  gboolean presets_xnh_uses;
  /* EvilHack's summon insects (mcastu.c 1869-1875): Lolth or a drow casting
     it at the hero calls spiders, mkclass(S_SPIDER), where others call ants;
     a preset of this version only */
  gboolean summon_insects_drow_spiders;
  /* EvilHack's cursed bell (apply.c 1197-1204): the satyr and the ice
     nymph gone (genocided or extinct) stop its nymphs too, beside the wood,
     water and mountain nymph every version tests */
  gboolean bell_tests_satyr_ice_nymph;
  gboolean morgue_more_undead;    /* EvilHack's morguemon(): a skeletal dragon (hd > 10,
                                     i > 97), 1 in 5 of the vampires a skeleton warrior and
                                     of the zombies mkclass(S_SKELETON); in Vecna's Domain
                                     shades (hd > 8, i > 80) and wraiths only below i 22 */
  int courtmon_dragon_above;      /* courtmon(): rn2(60) + rn2(3 * difficulty) above this:
                                     a dragon (100; SLASH'EM 200) */
  int courtmon_giant_above;       /* ... above this: a giant (95; SLASH'EM 130) */
  gboolean room_monsters_grouped; /* makelevel's room monsters may come in groups
                                     (3.4.3, SLASH'EM: NO_MM_FLAGS; 3.6+: MM_NOGRP) */
  gboolean group_quarter_below_xl3; /* m_initgrp(): size / 4 below XL 3 and / 2 below XL 5;
                                     SLASH'EM only halves below XL 5 */
  gboolean group_cut_by_difficulty; /* xNetHack's m_initgrp() (makemon.c 87-98) cuts by
                                     level difficulty instead: / 4 below 3, / 2 below 5,
                                     x 3/4 below 7 */
  gboolean zoo_monsters_grouped;  /* fill_zoo's random monsters (a zoo's) may come in
                                     groups (3.4.3, 3.6.7, SLASH'EM: NO_MM_FLAGS /
                                     MM_ASLEEP; 3.7, 5.0.0: MM_ASLEEP | MM_NOGRP) */
  NhsDungeonLayout dungeon_layout;
  /* makelevel () makes an ordinary level below Medusa's a maze (makemaz (""))
     4 times in 5 (mklev.c: rn2 (5) && depth > Medusa's; rooms 1 time in
     NHS_ROOMS_BELOW_MEDUSA_ONE_IN); EvilHack and xNetHack make rooms there */
  gboolean mazes_below_medusa;
  /* The sample level's generators (src/core/level/) */
  NhsLevelRoomsRule level_rooms;
  /* 3.6.0's changes to the room-and-corridor level (mklev.c, mkroom.c,
     sp_lev.c, shknam.c); 3.4.3 and SLASH'EM have none of them:
     dig_corridor () meanders (a turn towards the goal now and then); */
  gboolean level_corridors_meander;
  /* an inaccessible niche's wall is iron bars 1 time in 5; */
  gboolean level_niche_iron_bars;
  /* mklev.c trap_engravings[] is NetHack's (the trap door's, the
     teleporters' at 14-16) under trap.h numbers one further on (xNetHack's
     cold trap): a trap door niche reads "ad aerarium", a level teleporter
     niche nothing (nhs_lev_niche_engraving ()); */
  gboolean level_niche_engravings_unshifted;
  /* engrave.c rubouts[]: 3.6.0 wore ';' to ',' or ':' (3.4.3 only to
     ','), and '=', '+', '*', '@' to what they look like
     (nhs_lev_wipeout_text ()); */
  gboolean level_rubouts_36;
  /* a throne room's ruler sits on the throne (mk_zoo_thronemon); */
  gboolean level_court_ruler;
  /* a temple's altar in an even-sized room is off the centre by a coin flip; */
  gboolean level_shrine_off_centre;
  /* shops: which kinds, how often */
  NhsShopTable level_shops;
  /* 3.6's tribute (shknam.c stock_room): a scroll or book shop sets one
     of its stock squares, picked uniformly, aside for the novel while the
     game has made none (so on any level made first), and that square
     gets no mimic */
  gboolean level_shop_novel_spot;
  /* the Rogue level's doors are made doorways before a trapped one can
     become a mimic (dosdoor). */
  gboolean level_rogue_doorways_first;
  /* 3.7 and later mklev.c: the stairs (generate_stairs ()) and a branch's
     stairs or portal (find_branch_room ()) go in a room picked by
     generate_stairs_find_room () (a joined ordinary room without stairs
     first), on free floor (somexyspace); before, the Rogue level's stairs
     are makelevel ()'s mkstairs in a random room and then in another, and
     the branch goes in a random ordinary room without stairs (100 tries),
     on any unoccupied floor.  (5.0.0's themed generator always takes
     generate_stairs ().) */
  gboolean level_generate_stairs;
  /* teleport.c enexto () (a monster beside a taken square: a group's next
     member, a special level's monster): TRUE where teleport.c defines
     NEW_ENEXTO (3.7, 5.0.0, xNetHack): the rings around the square, each
     shuffled (collect_coords ()), the first where goodpos () lets this
     monster stand, tried with GP_CHECKSCARY and then without; FALSE (3.4.3,
     3.6.7, SLASH'EM, EvilHack): a random one of the free squares (at most
     15) of the nearest ring that has one */
  gboolean level_new_enexto;
  /* the old enexto ()'s walk round a ring (3.4.3 and SLASH'EM
     teleport.c enexto_core ()): TRUE: the whole top row, the whole bottom
     row, then the left and the right side without their ends; FALSE
     (3.6.7, EvilHack: its "3.6.3" walk): the top and bottom squares of each
     column in turn, then each row's left and right squares from the top
     row (the top corners met twice) */
  gboolean level_enexto_rows_apart;
  /* teleport.c goodpos (): TRUE where a floating eye, though it flies,
     may not stand over lava (3.6.3 on: 3.6.7, EvilHack, 3.7, 5.0.0,
     xNetHack); FALSE where every flyer may (3.4.3, SLASH'EM) */
  gboolean level_goodpos_eye_off_lava;
  /* goodpos (): TRUE where a clinger may stand over water (3.4.3, 3.6.7,
     SLASH'EM, EvilHack: is_clinger ()); FALSE where m_in_air () asks
     (3.7, 5.0.0, xNetHack: a fresh monster clings to no ceiling) */
  gboolean level_goodpos_water_clingers;
  /* goodpos () takes GP_CHECKSCARY, and makemon ()'s redraw of a random
     monster passes it (3.7, 5.0.0, xNetHack makemon.c makemon ()) */
  gboolean level_goodpos_checkscary;
  /* EvilHack goodpos (): a puddle or sewage square is water for a very
     small monster that neither flies nor swims nor is amphibious
     (vs_cantflyorswim ()), and anyone else stands there even on a
     boulder; an eel on a puddle draws its rn2 (13) but is not refused */
  gboolean level_goodpos_puddles;
  /* sp_lev.c pm_to_humidity (): TRUE where a monster not grounded () takes
     water, lava and open air (xNetHack: a clinger too, under a ceiling);
     FALSE where only is_flyer () or is_floater () does (3.7, 5.0.0) */
  gboolean level_humidity_clingers;
  /* EvilHack mklev.c find_branch_room () (1418-1474): the branch's room
     drawn up to 500 times, its square by somexyspace (mkroom.c 1093):
     floor, corridor, sand or grass, free, 2,000 tries; then also ice;
     then any free floor or corridor of the level. Before: any square of
     the room until one is floor or corridor and free (which never ends
     when the room has none, as an EvilHack room of grass may). */
  gboolean level_branch_room_space;
  /* mkroom.c somexy () in an irregular room (and mkmap.c's cave regions):
     how many random squares it tries before searching the room square by
     square; 0 is the game's 100 (EvilHack: 500) */
  int level_somexy_tries;
  /* mkroom.c somexyspace (): how many squares it draws (0: 3.7's 101,
     do ... while (trycnt++ < 100), a somexy () that finds none counting
     as one of them; EvilHack's 2000, ++tryct < 2000, which gives up at
     once when somexy () finds none). 3.4.3, 3.6.7 and SLASH'EM have no
     somexyspace (): their rules here never ask it. */
  int level_somexyspace_tries;
  /* mklev.c makelevel () / fill_ordinary_room (): the random graffiti's
     square */
  NhsGraffitiRule level_graffiti;
  /* xNetHack fill_ordinary_room () (mklev.c 1429): on depth 1 the room
     with the up stairs gets a true rumor (find_okay_roompos ()) instead
     of the random graffiti */
  gboolean level_graffiti_rumor_upstairs;
  /* mkmap.c join_map (): TRUE where it ends by clearing the rooms it
     made to join the cave (join_map_cleanup (): 3.7, 5.0.0, xNetHack);
     FALSE where they stay the level's rooms (add_room (…, OROOM, TRUE):
     ordinary, irregular; 3.4.3, 3.6.7, SLASH'EM, EvilHack) */
  gboolean level_join_map_clears_rooms;
  /* 3.7 and later fill_ordinary_room () fills only a room whose needfill
     is FILL_NORMAL: extralev.c's add_room () never sets it, and savelev ()
     has zeroed rooms[] before the next level is made, so the Rogue level's
     rooms get no monster, trap or gold (the ghost is its one monster) */
  gboolean level_rogue_rooms_unfilled;
  /* 5.0.0 mklev.c finddpos (croom, dir): a door is looked for on one wall
     of the room (20 random tries, then every square) where the square
     inside is the room's own floor; join () skips rooms not to be joined
     and makes the first door only once the corridor has begun; a niche's
     wall must touch the room's floor */
  gboolean level_doors_by_wall;
  /* xNetHack's mklev.c good_rm_wall_doorpos (): a door's square may also
     open onto the floor of one of the room's subrooms (each subroom on the
     way to be joined), as when a subroom fills a wall of its room; 5.0.0
     takes the room's own floor only */
  gboolean level_doorpos_into_subrooms;
  /* the 3.7 snapshot's mklev.c: finddpos (xl, yl, xh, yh) looks over the
     wall as before but passes over a square that opens into a room not to
     be joined (door_into_nonjoined ()) and fails when nothing fits, and
     then join () gives up (and a niche is not made); join () skips rooms
     not to be joined; a door leads somewhere (okdoor ()) and a niche's
     wall touches the room's floor, as in 5.0.0. The first door is still
     made before the corridor is dug. */
  gboolean level_doors_skip_unjoined;
  /* the 3.7 snapshot's sp_lev.c lspo_map (): a themed room's map's top row
     is rn2 (ROWNO - the map's width) (5.0.0: its height); a map reaching
     past the bottom row fails its room at once, one touching it is tried
     again */
  gboolean level_themed_map_y_by_width;
  /* 5.0.0 mklev.c maybe_sdoor (): corridors' doors and squares are made
     secret only below depth 2 (no die is drawn above) */
  gboolean level_secrets_below_depth2;
  /* 5.0.0 mklev.c mktrap (): a trap made while the level is made, on a level
     of difficulty at most rnd (4), killed an earlier adventurer; a land
     mine's victim leaves it exploded, a pit (a themed room's own land
     mines on levels 1 to 4) */
  gboolean level_trap_victim_pit;
  /* mklev.c makelevel () / fill_ordinary_room (): a room's random traps,
     while (!rn2 (x)), stop after this many (3.7, 5.0.0, xNetHack:
     ++trycnt < 1000, so 999); 0: no limit */
  int level_room_traps_max;
  /* xNetHack mklev.c mk_knox_portal (): Fort Ludios' portal goes in the
     first vault made below depth 10 and above Medusa; no 2-in-3 deferral */
  gboolean level_knox_portal_first_vault;
  /* 5.0.0 fill_ordinary_room (): the room's monster, fountain, sink,
     altar and grave go on free floor (somexyspace, find_okay_roompos);
     before, any square of the room (the monster) or any unoccupied one */
  gboolean level_room_fill_needs_space;
  /* the temple priest's mons[] name: "aligned priest", or 3.7's and
     5.0.0's "aligned cleric" */
  const char *level_temple_priest;
  NhsMinefillRule level_minefill;
  /* sp_lev.c is_ok_location (): a des file's random dry square is any
     SPACE_POS square without a boulder, so stairs too (3.7, 5.0.0: a
     monster of the Mines' filler can stand on its stairs); before 3.7
     only floor and corridor (ROOM, CORR, ICE, AIR, CLOUD) */
  gboolean level_splev_dry_space_pos;
  /* EvilHack sp_lev.c is_ok_location (): a des file's random dry square
     may also be a puddle, sewage, grass or sand */
  gboolean level_splev_dry_damp;
  /* EvilHack mkmap.c mkrivers (): a Mines filler below the Mines' first
     level gets one to three rivers (water, or sewage) and their
     monsters, rn2 (L + 1) times in L + 1 on the Mines' level L */
  gboolean level_mines_rivers;
  NhsHellFillRule level_hell_fill;
  /* hellfill.lua's kinds of level, math.random (1, n) (3.7: 6, 5.0.0: 7;
     0: none), of which one (its "cold maze") has level_flags "cold": its
     random monsters weigh cold resistance, the others fire resistance */
  int level_hell_fill_kinds;
  NhsInvocationRule level_invocation;
  /* makemaz (""): its random monsters are makemon (NULL, ..., MM_MPLAYEROK)
     (EvilHack mkmaze.c 1250-1253: player monsters may come); before:
     NO_MM_FLAGS */
  gboolean level_maze_mplayer_ok;
  /* makelevel ()'s sleeping monster in each ordinary room is makemon
     (NULL, ..., MM_NOGRP | MM_MPLAYEROK) (EvilHack mklev.c 1094-1098:
     player monsters may come, once rndmonst () lets one through at the
     difficulty); before: MM_NOGRP, rndmonst () redrawn past them */
  gboolean level_room_monster_mplayer_ok;
  /* SLASH'EM mkmaze.c wallification (..., TRUE) for makemaz (""): the
     maze's walls are stone walls 4 times in 20 (rn2 (20) after the walk),
     else every wall square becomes cloud (2 in 20), moat (4), ice (4),
     lava (3) or iron bars (3). Before: always stone walls. */
  gboolean level_maze_wall_stuff;
  /* wallify_map () (the caves' walls): a stone square next to floor becomes
     a horizontal wall when the first floor square around it, row by row,
     is above or below it (3.7, 5.0.0); before 3.7 the last one decides. */
  gboolean level_wallify_first_floor;
  /* SLASH'EM's ordinary levels (mklev.c, mkroom.c), each a difference from
     3.4.3's: the special rooms come in groups (courts, hives, zoos, "neat"
     rooms, dangerous ones), one of each group may be made, with their own
     depths and chances (nhs-level-mkroom.c special_rooms_grouped); */
  gboolean level_special_room_groups;
  /* pick_room (strict) takes only a room with one door (its 1 in 5 for
     other rooms is rolled but does not count); */
  gboolean level_pick_room_strict_one_door;
  /* (courtmon ()'s thresholds: courtmon_dragon_above and
     courtmon_giant_above, shared with the throne-room preset) */
  /* antholemon (): the ants a level's ant hole takes turns with
     (3: soldier, fire, giant; 4: SLASH'EM's snow ant too); */
  int level_anthole_kinds;
  /* a cockatrice nest's monster is a chickatrice 1 time in 4; */
  gboolean level_cocknest_chickatrice;
  /* trap.c maketrap (): a statue trap's monster is drawn again while it is
     a unicorn of the hero's alignment, up to 10 draws in all (3.4.3 and
     SLASH'EM: one draw, kept); */
  gboolean level_statue_unicorn_redraw;
  /* trap.c mkroll_launch (): a rolling boulder trap's boulder is not put on
     water (is_pool (): 3.4.3, SLASH'EM) nor, from 3.6 on, on lava
     (is_pool_or_lava ()); */
  gboolean level_roll_launch_refuses_lava;
  /* trap.c mk_trap_statue () (3.7 and later): the monster is
     rndmonnum_adj (3, 6)'s, rndmonst () with the difficulty window's lower
     bound raised by the first and its upper bound by the second (0, 0:
     rndmonnum ()'s own window); */
  int level_statue_window_adj[2];
  /* mkobj.c rndmonnum ()'s Plan B, when rndmonst () gives no monster: any
     monster before SPECIAL_PM without G_NOGEN, G_UNIQ and (in Gehennom
     G_NOHELL, elsewhere G_HELL) (3.6.0 on); FALSE: only G_NOGEN and, out
     of Gehennom, G_HELL keep one out (3.4.3, SLASH'EM); */
  gboolean rndmonnum_any_not_unique;
  /* a statue trap's contents: the statue's monster's starting inventory
     by these rules (NONE: not modelled; every version has its rules now) */
  NhsMinventRules level_statue_contents;
  /* the artifacts (nhs-artifact.h): EvilHack's player monsters' weapons
     become artifacts (makemon.c m_initweap ()'s mk_artifact ()), and
     EvilHack's and xNetHack's Angels' weapons Sunsword or Demonbane */
  NhsArtifactTable artifacts;
  /* mkobj.c mksobj (otyp, init, artif) with artif: a weapon becomes an
     artifact (mk_artifact (otmp, A_NONE)) 1 time in
     floor_artifact_weapon, a piece of armour 1 time in
     floor_artifact_armor (0: not modelled). Drawn only where the level's
     objects are modelled (EvilHack's Gehennom filler: its des OBJECT
     lines and the objects spiders and snakes hide under): EvilHack's 30
     and 40 (+ 5 × the artifacts the hero wished for: none in a new
     game). The others, not modelled: 3.4.3, 3.6.7 and SLASH'EM 20 and 40;
     3.7, 5.0.0 and xNetHack 20 and 40 + 10 × nartifact_exist (); */
  int floor_artifact_weapon, floor_artifact_armor;
  /* EvilHack: mksobj ()'s else branch of that artifact (and a sling
     bullet's and a barding's own) gives the object an object property
     (artifact.c create_oprop ()): a weapon when rn2 (175) <
     level_difficulty () / 2, a piece of armour, a sling bullet or a
     barding 1 time in 150 (FALSE: no object properties in the version) */
  gboolean floor_object_properties;
  /* how a made object's material is set (a statue's, its contents') */
  NhsObjectMaterials object_materials;
  /* a barracks square gets a grave 1 time in 5 (as a morgue's); */
  gboolean level_barracks_graves;
  /* an ordinary room's sink is followed by a toilet 1 time in 3, and its
     grave is rolled before its altar; */
  gboolean level_toilets;
  gboolean level_grave_before_altar;
  /* the middle of dungeon.def's range of Medusa's depths (NetHack's 21-28,
     SLASH'EM's 38-45): shops are made only above Medusa, drawn at the
     dungeon model's chance (nhs_lev_above_medusa ()); this depth only
     where the model has no plain level (a depth made with --beyond) */
  int level_medusa_depth_default;
  /* mklev.c add_door (): a room's new door goes after its other doors in
     doors[] (3.4.3 and SLASH'EM, whose add_door is 3.4.3's), so the room's first door
     (fdoor) is the first one made; from 3.6.0 it goes before them. fill_zoo
     () leaves empty the room's edge row or column by that door. */
  gboolean level_doors_in_order_made;
  /* xNetHack mklev.c, each a difference from 5.0.0's:
     random_door_mask (): a door is a doorway 2 times in 3, else closed 4
     times in 5 (locked 1 in 4 of those) or open; trapped 1 time in 25 in
     any state (a trap the state cannot hold is taken away again: the
     door trap's kind, by the door's place, needs an open or closed door);
     a door that is not a doorway is of iron when rn1 (40, 10) is below the
     level difficulty; a trapped door from difficulty 9 on is a mimic 1 time
     in 7 (not a secret one); */
  gboolean level_door_mask_xnh;
  /* dodoor (): a corridor's door is secret when rn2 (35) squared is below
     depth - 3 (never down to depth 3), not 1 time in 8; dig_corridor ()
     makes no secret corridor square; */
  gboolean level_secret_door_sqrt;
  /* fill_ordinary_room (): the furniture first (fountain 1 in 10, sink and
     altar 1 in 60, a tree 1 in 30 + 5 x depth, the grave), then the traps,
     then a monster 1 time in 2 that brings another 1 time in 3, again and
     again; furniture only on plain floor; */
  gboolean level_room_fill_xnh;
  /* traptype_rnd (): rnd (TRAPNUM - 1) over one more kind, the cold trap
     (11, before the pit), made only in Cocytus */
  gboolean level_trap_cold_slot;
  /* sp_lev.c create_room (): a room of a given size but no place (a themed
     room's) is placed at rn2 (COLNO), rn2 (COLNO) (its y too drawn out of
     80, then kept on the map), moved back by its size when aligned right
     and half of it when centred; not in one of 25 cells of the map */
  gboolean level_room_place_anywhere;
  /* xNetHack mkroom.c, each a difference from 5.0.0's:
     zoomon (): a zoo's monster is rndmonst () drawn again, 100 times at
     most, until it is an animal (the last draw is kept whatever it is), and
     made as drawn (makemon (ptr): no redraw for the square); */
  gboolean level_zoo_animals;
  /* morgue: a square without a new grave gets a pit 1 time in 200; */
  gboolean level_morgue_pits;
  /* mkswamp (): a dry square without a mold becomes a tree 1 time in 10; */
  gboolean level_swamp_trees;
  /* shrine_pos (): an even-sized temple's altar is off the centre by the
     room's number (bit 0 for x, bit 1 for y), not by a coin flip */
  gboolean level_shrine_by_room_number;
  /* EvilHack's ordinary levels (mklev.c, mkroom.c), each a difference from
     3.6.7's: doors may be trapped from level difficulty 1 (3.6.7: a shut
     door from 5, a secret one from 4); */
  gboolean level_doors_trapped_shallow;
  /* a door that is not a doorway nor a shop's may be of metal or stone
     (rn1 (40, 10) < difficulty, then rn2 (10)): the dice are rolled; */
  gboolean level_door_materials;
  /* finddpos () passes over a wall square that belongs to a shop
     (in_rooms (x, y, SHOPBASE): a room template's shop set flush against
     its room's wall shares that wall), in each of its three looks, and
     before its last resort looks once more for any plain wall that is no
     shop's; */
  gboolean level_doors_off_shop_walls;
  /* its special rooms: garden, armory, owlbear nest, forest and nursery
     join the chain, the cockatrice nest from depth 16, swamps of pools
     and puddles (nhs-level-mkroom.c special_rooms_nature); */
  gboolean level_nature_rooms;
  /* its traps (trap.h): bolt, ice, spear and magic-beam traps, and a
     web's spider one of four kinds; */
  gboolean level_evil_traps;
  /* an ordinary room's forge (1 in 40, after the sink), its altar only
     below this depth (0: any), a honey badger in each room (1 in 2) of a
     level with a beehive */
  gboolean level_forges;
  int level_altar_below_depth;
  gboolean level_honey_badgers;
  /* a throne room's ruler is the gnome, dwarf, elven or ogre royal (the
     kings' EvilHack names) */
  gboolean level_court_royals;
  /* makemon () mounts riders (makemon.c 3536-3598, steed.c 53-109): a
     goblin outrider on a wolf, a goblin captain on a warg, an Uruk-hai on a
     warg 1 time in 7, an orc captain 1 in 4, a drow raider on a giant
     spider 1 in 7, a drow cleric 1 in 7 (a giant spider 2 in 3, else a
     gargantuan one), a Nazgul on a fell beast; the steed is a monster of
     the level, carried off the map (nhs-level-gen.c) */
  gboolean level_monster_steeds;
  /* an anthole's middle square holds a queen ant (mkroom.c 360-372,
     437-441), as a beehive's a queen bee */
  gboolean level_anthole_queen;
  /* A shapechanger's first shape (makemon.c, mon.c newcham (); the core's
     nhs-newcham.c follows them): */
  NhsNewchamRule newcham_rule;
  /* pickvampshape () answers the vampire's own shape when the one it drew
     is genocided (3.7 and later); before, accept_newcham_form () refuses
     it and newcham () asks again */
  gboolean newcham_vamp_genocided_own;
  /* pickvampshape (): no walking form (wolf, warg) for a vampire made on
     a pool or lava square (5.0.0, xNetHack, EvilHack) */
  gboolean newcham_vamp_wolf_not_on_water;
  /* EvilHack makemon (): each vampire that is no unique keeps its own
     shape one time in 2 (rn2 (2)) before newcham () is asked */
  gboolean newcham_vamp_half_own;
  /* xNetHack select_newcham_form (): a chameleon's animal is drawn again
     (19 times at most, the 20th draw given up) while it is stronger than
     rndmonst ()'s upper bound, and a random form is one of the valid forms
     within that bound, all alike; before, any index of mons[] */
  gboolean newcham_capped_by_difficulty;
  /* EvilHack accept_newcham_form (): a player monster's form is taken only
     by a doppelganger; before, by any shapechanger */
  gboolean newcham_mplayer_doppelganger_only;
  /* the Rogue level's "uppercase" tests in newcham () and select_newcham_form ()
     read the monster's symbol (3.7, 5.0.0); 3.6.7 and EvilHack read its
     class number (mlet), which never passes isupper () */
  gboolean newcham_upper_by_symbol;
  /* The doppelganger's and the sandestin's forms (mon.c select_newcham_form (),
     wizard.c pick_nasty ()): which nasties[] */
  NhsNasties newcham_nasties;
  /* pick_nasty () draws once more on the Rogue level when its first nasty
     is not uppercase (all but xNetHack) */
  gboolean newcham_nasty_rogue_again;
  /* pick_nasty (difcap) (3.7 and later): a nasty that is genocided, as
     strong as the cap or stronger (the sandestin's: the Archon's difficulty
     - 1, the doppelganger's: the jabberwock's - 1) or out of place (G_HELL
     outside Gehennom, G_NOHELL in it) becomes its smaller kind
     (big_to_little ()) when that one is not genocided and not a juvenile */
  gboolean newcham_nasty_smaller;
} NhsVariant;

/* The version table.  Every list of versions a user sees (drop-downs, CLI
 * help and errors, the settings schema, the man pages) is built from it. */
const NhsVariant *nhs_variant_get          (NhsVariantId id);
const NhsVariant *nhs_variant_from_key     (const char  *key);
const NhsVariant *nhs_variant_default      (void);
/* m_initgrp ()'s group size: the rnd (n) drawn (`cnt`) cut for a low hero
   (by the hero's XL) or, in xNetHack, for a shallow level (by the level's
   difficulty), at least 1.  The one copy of the rule: the level generator
   and the origins' expected group sizes both ask it. */
int               nhs_variant_group_count  (const NhsVariant *variant,
                                            int               xl,
                                            int               difficulty,
                                            int               cnt);
/* "3.4.3, 3.6.7, 3.7 or slashem": every key, for help and error sentences. */
const char       *nhs_variant_keys         (void);
/* "Game version: 3.4.3, ... or slashem (default 5.0.0)": the --variant
   option's description. */
const char       *nhs_variant_option_help  (void);
/* The two versions the alignment-shift tables compare: `first` (NULL: the
   default version), and the first version whose table differs from its
   (another ALIGNWEIGHT, or A_NONE counted as -3 or not). */
void              nhs_variant_align_pair   (const NhsVariant *first,
                                            const NhsVariant *pair[2]);

G_END_DECLS
