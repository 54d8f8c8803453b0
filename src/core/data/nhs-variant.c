/* nhs-variant.c: the rule choices of each supported game version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Adding a version is a new data file and a new row here.  Every field is a
 * named difference read from that game's makemon.c / dungeon.c / mondata.h.
 */
#include "nhs-variant.h"

#include <string.h>

/* Marks the display names for translation (xgettext --keyword=NHS_N_);
   the window shows them translated, the CLI as they are. */
#define NHS_N_(s) s

/* objects.c WAND (None, ...): appearances no wand has, shuffled with the
   wands (o_init.c shuffle () whole class): forked, spiked, jeweled */
static const char *const nameless_wands[] = { "WOOD", "IRON", "IRON", NULL };
/* xNetHack objects.h 1407-1411: also gold and gilded */
static const char *const nameless_wands_xnh[] = { "WOOD", "IRON", "IRON", "GOLD", "GOLD", NULL };

/* SLASH'EM minion.c 205-260: lawful_minion () (tengu to Solar),
   neutral_minion () (gray unicorn, PM_AIR_ELEMENTAL+rn2(4), djinni),
   chaotic_minion () (gremlin, PM_DRETCH+rn2(5), black unicorn, blood imp,
   spined devil, shadow wolf, hell hound) */
static const NhsMinionKind slashem_prayer_minions[] = {
  { "tengu", 1 }, { "couatl", 1 }, { "white unicorn", 1 }, { "movanic deva", 1 }, { "monadic deva", 1 },
  { "ki-rin", 1 }, { "astral deva", 1 }, { "Archon", 1 }, { "Planetar", 1 }, { "Solar", 1 },
  { "gray unicorn", 1 }, { "air elemental", 4 }, { "djinni", 1 },
  { "gremlin", 1 }, { "dretch", 5 }, { "black unicorn", 1 }, { "blood imp", 1 }, { "spined devil", 1 },
  { "shadow wolf", 1 }, { "hell hound", 1 },
  { NULL, 0 }
};

/* SLASH'EM spell.c 1117-1133: SPE_FLAME_SPHERE and SPE_FREEZE_SPHERE make
   PM_FLAMING_SPHERE and PM_FREEZING_SPHERE tame with isspell */
static const char *const slashem_spell_beings[] = { "flaming sphere", "freezing sphere", NULL };

static const NhsVariant variants[NHS_N_VARIANTS] = {
  [NHS_VARIANT_343] = {
    .id = NHS_VARIANT_343,
    .key = "3.4.3",
    .muse_wand_nameless_materials = nameless_wands, /* objects.c WAND((char *)0/None/NoDes, ...) */
    .muse_pet_rules = NHS_MUSE_PET_343, /* dogmove.c:24-48,261-325, dog.c:646-739 */
    .muse_pet_minion_no_invent = TRUE, /* dogmove.c:505 has_edog = !mtmp->isminion */
    .level_statue_contents = NHS_MINVENT_343,   /* makemon.c m_initweap/m_initinv */
    .display_name = "NetHack 3.4.3",
    .short_name = "3.4.3",
    .family = "NetHack",
    .source = "Vanilla-NetHack/NetHack-3.4.3",
    .align_weight = 4,
    .dungeon_align_lost = FALSE,
    .maxmlev_round_up = FALSE,
    .builds_up_difficulty = FALSE,
    .has_temperature = FALSE,
    .has_rogue_level = TRUE,
    .oracle_woodchuck = FALSE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_NONE,
    .floater_includes_lights = FALSE,
    .muse_lizard_when_stunned = FALSE,
    .muse_death_wand_kept = FALSE,
    .muse_reflection_remembered = FALSE,
    .muse_bullwhip_one_in_five = FALSE,
    .muse_horns_need_breath = FALSE,
    .muse_slashem_items = FALSE,
    .muse_37_items = FALSE,
    .muse_offense_gen_den = 75,
    .muse_defense_gen_den = 50,
    .muse_misc_gen_den = 100,
    .muse_soldier_magic_den = 13,
    .muse_bolt_lim = 8,
    .muse_sokoban_digging_redraw = FALSE,
    .muse_trap_scan_skips_hero_lines = TRUE,
    .muse_branch_stairs_only_when_stuck = TRUE,
    .muse_poly_trap_skips_own_square = TRUE,
    .muse_linedup_boulders_block = TRUE,
    .muse_linedup_ignores_hiding = TRUE,
    .quest_rule = NHS_QUEST_RULE_SIX_SEVENTHS,
    .quest_roles = NHS_ROLES_NETHACK,
    .spawn_one_in_demigod = 25,
    .spawn_one_in_below_castle = 50,
    .spawn_one_in = 70,
    .mkclass_freq_mult = 1,
    .mkclass_mplayer_freq_mult = 1,
    .mkclass_rule = NHS_MKCLASS_RULE_343,
    .mkclass_sorted_walk = FALSE,
    .mkclass_zero_freq_class = FALSE,
    .splev_mkclass_ulimit = FALSE,
    .ndemon_tries = 20,
    .morgue_ndemon_falls_through = FALSE,
    .zoo_random_group = NHS_ZOO_GROUP_AWAKE,
    .courtmon_dragon_above = 100,
    .courtmon_giant_above = 95,
    .room_monsters_grouped = TRUE,
    .group_quarter_below_xl3 = TRUE,
    .zoo_monsters_grouped = TRUE,
    .dungeon_layout = NHS_DUNGEON_LAYOUT_NETHACK,
    .level_rooms = NHS_LEVEL_ROOMS_MKLEV_343,
    .level_corridors_meander = FALSE,
    .level_rubouts_36 = FALSE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SOMEX, /* mklev.c:804-815 */
    .level_niche_iron_bars = FALSE,
    .level_court_ruler = FALSE,
    .level_shrine_off_centre = FALSE,
    .level_shops = NHS_SHOPS_343,
    .level_shop_novel_spot = FALSE,
    .level_rogue_doorways_first = FALSE,
    .level_generate_stairs = FALSE,
    .level_new_enexto = FALSE,
    .level_enexto_rows_apart = TRUE,
    .level_goodpos_eye_off_lava = FALSE,
    .level_goodpos_water_clingers = TRUE,
    .level_goodpos_checkscary = FALSE,
    .level_goodpos_puddles = FALSE,
    .level_rogue_rooms_unfilled = FALSE,
    .level_temple_priest = "aligned priest",
    .level_minefill = NHS_MINEFILL_DES_343,
    .level_hell_fill = NHS_HELL_FILL_MAZE_343,
    .level_invocation = NHS_INVOCATION_MAZE_POS,
    .level_maze_wall_stuff = FALSE,
    .level_anthole_kinds = 3,
    .mazes_below_medusa = TRUE,
    .level_medusa_depth_default = 24,
    .level_doors_in_order_made = TRUE,
    .newcham_rule = NHS_NEWCHAM_RNDMONST,       /* makemon.c:1003-1011, mon.c:2382-2441 */
    .newcham_vamp_genocided_own = FALSE,
    .newcham_vamp_wolf_not_on_water = FALSE,
    .newcham_vamp_half_own = FALSE,
    .newcham_capped_by_difficulty = FALSE,
    .newcham_mplayer_doppelganger_only = FALSE,
    .newcham_upper_by_symbol = FALSE,
    .newcham_nasties = NHS_NASTIES_NONE,
    .newcham_nasty_rogue_again = FALSE,
    .newcham_nasty_smaller = FALSE,
  },
  [NHS_VARIANT_367] = {
    .id = NHS_VARIANT_367,
    .key = "3.6.7",
    .muse_wand_nameless_materials = nameless_wands, /* objects.c WAND((char *)0/None/NoDes, ...) */
    .muse_steed_conflict = NHS_MUSE_STEED_CONFLICT_MR_MPLAYER, /* dogmove.c:899, zap.c resist() */
    .muse_pet_rules = NHS_MUSE_PET_367, /* dogmove.c:26-120,403-471, dog.c:736-858 */
    .muse_pet_minion_no_invent = TRUE, /* dogmove.c:889 has_edog = !mtmp->isminion */
    .level_statue_contents = NHS_MINVENT_367,   /* makemon.c m_initweap/m_initinv */
    .display_name = "NetHack 3.6.7",
    .short_name = "3.6.7",
    .family = "NetHack",
    .source = "NetHack/NetHack tag NetHack-3.6.7_Released",
    .align_weight = 4,
    .dungeon_align_lost = FALSE,
    .maxmlev_round_up = FALSE,
    .builds_up_difficulty = TRUE,
    .has_temperature = FALSE,
    .level_statue_unicorn_redraw = TRUE,   /* trap.c:381 */
    .level_roll_launch_refuses_lava = TRUE, /* trap.c:2068 */
    .rndmonnum_any_not_unique = TRUE,    /* mkobj.c rndmonnum () */
    .has_rogue_level = TRUE,
    .oracle_woodchuck = FALSE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_NONE,
    .floater_includes_lights = TRUE,
    .muse_lizard_when_stunned = TRUE,
    .muse_death_wand_kept = TRUE,
    .muse_reflection_remembered = FALSE,
    .muse_bullwhip_one_in_five = TRUE,
    .muse_horns_need_breath = TRUE,
    .muse_slashem_items = FALSE,
    .muse_37_items = FALSE,
    .muse_offense_gen_den = 75,
    .muse_defense_gen_den = 50,
    .muse_misc_gen_den = 100,
    .muse_soldier_magic_den = 13,
    .muse_bolt_lim = 8,
    .muse_sokoban_digging_redraw = FALSE,
    .muse_trap_scan_skips_hero_lines = FALSE,
    .muse_branch_stairs_only_when_stuck = FALSE,
    .muse_poly_trap_skips_own_square = FALSE,
    .muse_linedup_boulders_block = FALSE,
    .muse_linedup_ignores_hiding = FALSE,
    .quest_rule = NHS_QUEST_RULE_SIX_SEVENTHS,
    .quest_roles = NHS_ROLES_NETHACK,
    .spawn_one_in_demigod = 25,
    .spawn_one_in_below_castle = 50,
    .spawn_one_in = 70,
    .mkclass_freq_mult = 1,
    .mkclass_mplayer_freq_mult = 1,
    .mkclass_rule = NHS_MKCLASS_RULE_367,
    .mkclass_sorted_walk = FALSE,
    .mkclass_zero_freq_class = FALSE,
    .splev_mkclass_ulimit = FALSE,
    .ndemon_tries = 1,
    .morgue_ndemon_falls_through = TRUE,
    .zoo_random_group = NHS_ZOO_GROUP_ASLEEP,
    .courtmon_dragon_above = 100,
    .courtmon_giant_above = 95,
    .room_monsters_grouped = FALSE,
    .group_quarter_below_xl3 = TRUE,
    .zoo_monsters_grouped = TRUE,
    .dungeon_layout = NHS_DUNGEON_LAYOUT_NETHACK,
    .level_rooms = NHS_LEVEL_ROOMS_MKLEV_367,
    .level_corridors_meander = TRUE,
    .level_rubouts_36 = TRUE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SOMEX, /* mklev.c:854-868 */
    .level_niche_iron_bars = TRUE,
    .level_court_ruler = TRUE,
    .level_shrine_off_centre = TRUE,
    .level_shops = NHS_SHOPS_36,
    .level_shop_novel_spot = TRUE,
    .level_rogue_doorways_first = TRUE,
    .level_generate_stairs = FALSE,
    .level_new_enexto = FALSE,
    .level_enexto_rows_apart = FALSE,
    .level_goodpos_eye_off_lava = TRUE,
    .level_goodpos_water_clingers = TRUE,
    .level_goodpos_checkscary = FALSE,
    .level_goodpos_puddles = FALSE,
    .level_rogue_rooms_unfilled = FALSE,
    .level_temple_priest = "aligned priest",
    .level_minefill = NHS_MINEFILL_DES_367,
    .level_hell_fill = NHS_HELL_FILL_MAZE_36,
    .level_invocation = NHS_INVOCATION_MAZE_TRAP,
    .level_maze_wall_stuff = FALSE,
    .level_anthole_kinds = 3,
    .mazes_below_medusa = TRUE,
    .level_medusa_depth_default = 24,
    .level_doors_in_order_made = FALSE,
    .newcham_rule = NHS_NEWCHAM_SELECT,         /* makemon.c:1287-1300, mon.c:3364-3393 3480-3640 3662-3720 */
    .newcham_vamp_genocided_own = FALSE,
    .newcham_vamp_wolf_not_on_water = FALSE,
    .newcham_vamp_half_own = FALSE,
    .newcham_capped_by_difficulty = FALSE,
    .newcham_mplayer_doppelganger_only = FALSE,
    .newcham_upper_by_symbol = FALSE,
    .newcham_nasties = NHS_NASTIES_367,  /* wizard.c:29-47 516-532 */
    .newcham_nasty_rogue_again = TRUE,
    .newcham_nasty_smaller = FALSE,
  },
  [NHS_VARIANT_37] = {
    .id = NHS_VARIANT_37,
    .key = "3.7",
    .muse_wand_nameless_materials = nameless_wands, /* objects.c WAND((char *)0/None/NoDes, ...) */
    .level_room_traps_max = 999,           /* mklev.c ++trycnt < 1000 */
    .muse_steed_conflict = NHS_MUSE_STEED_CONFLICT_CHARISMA, /* dogmove.c:997, mondata.c:1520 */
    .muse_pet_rules = NHS_MUSE_PET_37, /* dogmove.c:27-132,382-459, dog.c:939-1077 */
    .muse_worn_smock_acid = TRUE,               /* worn.c:496-499,513 */
    .display_name = NHS_N_("NetHack 3.7 (2024 snapshot)"),
    .short_name = "3.7",
    .family = "NetHack",
    .source = "NetHack/NetHack branch NetHack-3.7 at 79c889502c677b7a7fc74048f1c43901690bec05",
    .align_weight = 4,
    .dungeon_align_lost = TRUE,         /* dungeon.c init_dungeon_dungeons */
    .maxmlev_round_up = FALSE,
    .builds_up_difficulty = TRUE,
    .has_temperature = TRUE,
    .level_statue_unicorn_redraw = TRUE,   /* trap.c:398 */
    .level_roll_launch_refuses_lava = TRUE, /* trap.c:3501 */
    .rndmonnum_any_not_unique = TRUE,    /* mkobj.c rndmonnum () */
    .level_statue_window_adj = { 3, 6 },  /* trap.c mk_trap_statue () */
    .level_statue_contents = NHS_MINVENT_37,   /* makemon.c m_initweap/m_initinv */
    .has_themed_rooms = TRUE,
    .has_rogue_level = TRUE,
    .oracle_woodchuck = FALSE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_PLUS_15,
    .floater_includes_lights = TRUE,
    .muse_lizard_when_stunned = TRUE,
    .muse_death_wand_kept = TRUE,
    .muse_reflection_remembered = TRUE,
    .muse_bullwhip_one_in_five = TRUE,
    .muse_horns_need_breath = TRUE,
    .muse_slashem_items = FALSE,
    .muse_37_items = TRUE,
    .muse_offense_gen_den = 75,
    .muse_defense_gen_den = 50,
    .muse_misc_gen_den = 100,
    .muse_soldier_magic_den = 13,
    .muse_bolt_lim = 8,
    .muse_hard_helmet = NHS_MUSE_HELMET_METAL_GLASS, /* muse.c:1493, do_wear.c:536-541 hard_helmet () */
    .muse_sokoban_digging_redraw = TRUE,
    .muse_trap_scan_skips_hero_lines = FALSE,
    .muse_branch_stairs_only_when_stuck = FALSE,
    .muse_poly_trap_skips_own_square = FALSE,
    .muse_linedup_boulders_block = FALSE,
    .muse_linedup_ignores_hiding = FALSE,
    .muse_trapped_stays = TRUE,
    .muse_scare_spares_humans = TRUE,
    .muse_bullwhip_not_engulfed = TRUE,
    .muse_bullwhip_spares_welded = TRUE,
    .quest_rule = NHS_QUEST_RULE_SIX_SEVENTHS,
    .quest_roles = NHS_ROLES_NETHACK,
    .spawn_one_in_demigod = 25,
    .spawn_one_in_below_castle = 50,
    .spawn_one_in = 70,
    .mkclass_freq_mult = 1,
    .mkclass_mplayer_freq_mult = 1,
    .mkclass_rule = NHS_MKCLASS_RULE_37,
    .mkclass_sorted_walk = FALSE,
    .mkclass_zero_freq_class = FALSE,
    .splev_mkclass_ulimit = FALSE,
    .ndemon_tries = 1,
    .morgue_ndemon_falls_through = TRUE,
    .zoo_random_group = NHS_ZOO_GROUP_NONE,
    .courtmon_dragon_above = 100,
    .courtmon_giant_above = 95,
    .room_monsters_grouped = FALSE,
    .group_quarter_below_xl3 = TRUE,
    .zoo_monsters_grouped = FALSE,
    .dungeon_layout = NHS_DUNGEON_LAYOUT_NETHACK,
    .level_rooms = NHS_LEVEL_ROOMS_THEMED_37,
    .level_doors_skip_unjoined = TRUE,     /* mklev.c:66-119 finddpos, 341-420 join */
    .level_themed_map_y_by_width = TRUE,   /* sp_lev.c:6107 lspo_map */
    .level_secrets_below_depth2 = TRUE,    /* mklev.c:1633 maybe_sdoor */
    .level_room_fill_needs_space = TRUE,   /* mklev.c:879-1071 fill_ordinary_room () */
    .level_corridors_meander = TRUE,
    .level_rubouts_36 = TRUE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SPACE_FLOOR, /* mklev.c:1046-1059 */
    .level_niche_iron_bars = TRUE,
    .level_court_ruler = TRUE,
    .level_shrine_off_centre = TRUE,
    .level_shops = NHS_SHOPS_36,
    .level_shop_novel_spot = TRUE,
    .level_rogue_doorways_first = TRUE,
    .level_generate_stairs = TRUE,         /* mklev.c generate_stairs (), find_branch_room () */
    .level_new_enexto = TRUE,              /* teleport.c:7 #define NEW_ENEXTO */
    .level_enexto_rows_apart = FALSE,
    .level_goodpos_eye_off_lava = TRUE,
    .level_goodpos_water_clingers = FALSE,
    .level_goodpos_checkscary = TRUE,
    .level_goodpos_puddles = FALSE,
    .level_rogue_rooms_unfilled = TRUE,    /* mklev.c fill_ordinary_room (): needfill */
    .level_temple_priest = "aligned cleric",
    .level_minefill = NHS_MINEFILL_LUA,
    .level_join_map_clears_rooms = TRUE,        /* mkmap.c join_map_cleanup () */
    .level_splev_dry_space_pos = TRUE,
    .level_hell_fill = NHS_HELL_FILL_LUA,
    .level_hell_fill_kinds = 6,                  /* hellfill.lua:415, kind 6 cold */
    .level_invocation = NHS_INVOCATION_FILLER_TRAP, /* hellfill.lua:420-424, mkmaze.c */
    .level_maze_wall_stuff = FALSE,
    .level_anthole_kinds = 3,
    .mazes_below_medusa = TRUE,
    .level_medusa_depth_default = 24,
    .level_doors_in_order_made = FALSE,
    .level_wallify_first_floor = TRUE,
    .newcham_rule = NHS_NEWCHAM_SELECT,         /* mon.c:4741-4775 4951-5072 */
    .newcham_vamp_genocided_own = TRUE,
    .newcham_vamp_wolf_not_on_water = FALSE,
    .newcham_vamp_half_own = FALSE,
    .newcham_capped_by_difficulty = FALSE,
    .newcham_mplayer_doppelganger_only = FALSE,
    .newcham_upper_by_symbol = TRUE,
    .newcham_nasties = NHS_NASTIES_37,  /* wizard.c:31-50 526-565, mondata.c big_to_little */
    .newcham_nasty_rogue_again = TRUE,
    .newcham_nasty_smaller = TRUE,
  },
  [NHS_VARIANT_500] = {
    .id = NHS_VARIANT_500,
    .key = "5.0.0",
    .muse_wand_nameless_materials = nameless_wands, /* objects.c WAND((char *)0/None/NoDes, ...) */
    .level_room_traps_max = 999,           /* mklev.c ++trycnt < 1000 */
    .muse_steed_conflict = NHS_MUSE_STEED_CONFLICT_CHARISMA, /* dogmove.c:1017, mondata.c:1607 */
    .muse_pet_rules = NHS_MUSE_PET_37, /* dogmove.c:28-136,400-478, dog.c:995-1134 */
    .muse_worn_smock_acid = TRUE,               /* worn.c:572-575,589 */
    .display_name = "NetHack 5.0.0",
    .short_name = "5.0.0",
    .is_default = TRUE,
    .family = "NetHack",
    .source = "copperwater/NetHack (NetHack-5.0 branch) at 16ff59115315917b93185d026aeefea06db9b0f4, the 5.0.0 release",
    .align_weight = 4,
    .dungeon_align_lost = TRUE,         /* dungeon.c:1092 init_dungeon_dungeons */
    .maxmlev_round_up = FALSE,
    .builds_up_difficulty = TRUE,
    .has_temperature = TRUE,
    .level_statue_unicorn_redraw = TRUE,   /* trap.c:399 */
    .level_roll_launch_refuses_lava = TRUE, /* trap.c:3635 */
    .rndmonnum_any_not_unique = TRUE,    /* mkobj.c rndmonnum () */
    .level_statue_window_adj = { 3, 6 },  /* trap.c mk_trap_statue () */
    .level_statue_contents = NHS_MINVENT_500,   /* makemon.c m_initweap/m_initinv */
    .has_themed_rooms = TRUE,
    .has_rogue_level = TRUE,
    .oracle_woodchuck = FALSE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_DOUBLE,          /* dungeon.c:2081 */
    .floater_includes_lights = TRUE,
    .muse_lizard_when_stunned = TRUE,
    .muse_death_wand_kept = TRUE,
    .muse_reflection_remembered = TRUE,
    .muse_bullwhip_one_in_five = TRUE,
    .muse_horns_need_breath = TRUE,
    .muse_slashem_items = FALSE,
    .muse_37_items = TRUE,
    .muse_offense_gen_den = 75,
    .muse_defense_gen_den = 50,
    .muse_misc_gen_den = 100,
    .muse_soldier_magic_den = 13,
    .muse_bolt_lim = 8,
    .muse_hard_helmet = NHS_MUSE_HELMET_METAL_GLASS, /* muse.c:1555, do_wear.c:568-573 hard_helmet () */
    .muse_sokoban_digging_redraw = TRUE,
    .muse_poly_trap_spares_iron_shoes = TRUE,
    .muse_trapped_stays = TRUE,
    .muse_scare_spares_humans = TRUE,
    .muse_noteleport_spares_covetous = TRUE,
    .muse_stasis = TRUE,
    .muse_teleport_liked_pile = TRUE,
    .muse_bullwhip_not_engulfed = TRUE,
    .muse_bullwhip_spares_welded = TRUE,
    .quest_rule = NHS_QUEST_RULE_SIX_SEVENTHS,
    .quest_roles = NHS_ROLES_NETHACK,
    .spawn_one_in_demigod = 25,
    .spawn_one_in_below_castle = 50,
    .spawn_one_in = 70,
    .mkclass_freq_mult = 1,
    .mkclass_mplayer_freq_mult = 1,
    .mkclass_rule = NHS_MKCLASS_RULE_37,
    .mkclass_sorted_walk = TRUE,              /* makemon.c:1807 init_mongen_order() */
    .mkclass_zero_freq_class = TRUE,          /* makemon.c:1898, 1948 */
    .splev_mkclass_ulimit = FALSE,
    .ndemon_tries = 1,
    .morgue_ndemon_falls_through = TRUE,
    .zoo_random_group = NHS_ZOO_GROUP_NONE,
    .courtmon_dragon_above = 100,
    .courtmon_giant_above = 95,
    .room_monsters_grouped = FALSE,
    .group_quarter_below_xl3 = TRUE,
    .zoo_monsters_grouped = FALSE,
    .dungeon_layout = NHS_DUNGEON_LAYOUT_NETHACK,
    .level_rooms = NHS_LEVEL_ROOMS_THEMED_500,
    .level_corridors_meander = TRUE,
    .level_rubouts_36 = TRUE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SPACE_FLOOR, /* mklev.c:1141-1154 */
    .level_niche_iron_bars = TRUE,
    .level_court_ruler = TRUE,
    .level_shrine_off_centre = TRUE,
    .level_shops = NHS_SHOPS_36,
    .level_shop_novel_spot = TRUE,
    .level_rogue_doorways_first = TRUE,
    .level_generate_stairs = TRUE,         /* mklev.c generate_stairs (), find_branch_room () */
    .level_new_enexto = TRUE,              /* teleport.c:7 #define NEW_ENEXTO */
    .level_enexto_rows_apart = FALSE,
    .level_goodpos_eye_off_lava = TRUE,
    .level_goodpos_water_clingers = FALSE,
    .level_goodpos_checkscary = TRUE,
    .level_goodpos_puddles = FALSE,
    .level_rogue_rooms_unfilled = TRUE,    /* mklev.c fill_ordinary_room (): needfill */
    .level_temple_priest = "aligned cleric",
    .level_doors_by_wall = TRUE,
    .level_secrets_below_depth2 = TRUE,
    .level_trap_victim_pit = TRUE,        /* mklev.c:2145 mktrap */
    .level_room_fill_needs_space = TRUE,
    .level_minefill = NHS_MINEFILL_LUA,
    .level_join_map_clears_rooms = TRUE,        /* mkmap.c join_map_cleanup () */
    .level_splev_dry_space_pos = TRUE,
    .level_hell_fill = NHS_HELL_FILL_LUA,
    .level_hell_fill_kinds = 7,                  /* hellfill.lua:431, kind 6 cold */
    .level_invocation = NHS_INVOCATION_FILLER_TRAP,
    .level_maze_wall_stuff = FALSE,
    .level_anthole_kinds = 3,
    .mazes_below_medusa = TRUE,
    .level_medusa_depth_default = 24,
    .level_doors_in_order_made = FALSE,
    .level_wallify_first_floor = TRUE,
    .newcham_rule = NHS_NEWCHAM_SELECT,         /* makemon.c:1355-1368, mon.c:4941-4980 5157-5300 */
    .newcham_vamp_genocided_own = TRUE,
    .newcham_vamp_wolf_not_on_water = TRUE,
    .newcham_vamp_half_own = FALSE,
    .newcham_capped_by_difficulty = FALSE,
    .newcham_mplayer_doppelganger_only = FALSE,
    .newcham_upper_by_symbol = TRUE,
    .newcham_nasties = NHS_NASTIES_37,  /* wizard.c:31-50 538-577, mondata.c big_to_little */
    .newcham_nasty_rogue_again = TRUE,
    .newcham_nasty_smaller = TRUE,
  },
  [NHS_VARIANT_SLASHEM] = {
    .id = NHS_VARIANT_SLASHEM,
    .key = "slashem",
    .muse_prayer_pet_minions = slashem_prayer_minions, /* pray.c:1181,1214 dog.c:941 make_pet_minion () */
    .muse_pet_spell_beings = slashem_spell_beings, /* spell.c:1117-1133, dogmove.c:728 !is_spell */
    .muse_pet_betrayal = TRUE, /* dogmove.c:721 !rn2(850) && betrayed(), 634-660 */
    .muse_wand_nameless_materials = nameless_wands, /* objects.c WAND((char *)0/None/NoDes, ...) */
    .level_statue_contents = NHS_MINVENT_SLASHEM,   /* makemon.c m_initweap/m_initinv */
    .muse_pet_rules = NHS_MUSE_PET_SLASHEM, /* dogmove.c:37-61,321-437, dog.c:722-836 */
    .muse_pet_minion_no_invent = TRUE, /* dogmove.c:692 has_edog = !mtmp->isminion */
    .muse_worn_drain_res = TRUE,                /* worn.c:273-274,297-298 */
    .display_name = "SLASH'EM 0.0.7E7F3",
    .short_name = "SLASH'EM",
    .family = "SLASH'EM",
    .source = "k21971/SlashEM (monster data as 0.0.7E7F3)",
    .align_weight = 10,
    .dungeon_align_lost = FALSE,
    .maxmlev_round_up = TRUE,
    .builds_up_difficulty = FALSE,
    .has_temperature = FALSE,
    .has_rogue_level = FALSE,
    .oracle_woodchuck = TRUE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_NONE,
    .floater_includes_lights = FALSE,
    .muse_lizard_when_stunned = FALSE,
    .muse_death_wand_kept = FALSE,
    .muse_reflection_remembered = FALSE,
    .muse_bullwhip_one_in_five = FALSE,
    .muse_horns_need_breath = FALSE,
    .muse_slashem_items = TRUE,
    .muse_37_items = FALSE,
    .muse_offense_gen_den = 200,
    .muse_defense_gen_den = 200,
    .muse_misc_gen_den = 200,
    .muse_soldier_magic_den = 15,
    .muse_bolt_lim = 6,
    .muse_sokoban_digging_redraw = FALSE,
    .muse_trap_scan_skips_hero_lines = TRUE,
    .muse_branch_stairs_only_when_stuck = TRUE,
    .muse_poly_trap_skips_own_square = TRUE,
    .muse_linedup_boulders_block = TRUE,
    .muse_linedup_ignores_hiding = TRUE,
    .muse_bullwhip_spares_cursed_weapon = TRUE,
    .quest_rule = NHS_QUEST_RULE_ALWAYS,
    .quest_roles = NHS_ROLES_SLASHEM,
    .spawn_one_in_demigod = 25,
    .spawn_one_in_below_castle = 50,
    .spawn_one_in = 70,
    .mkclass_freq_mult = 1,
    .mkclass_mplayer_freq_mult = 1,
    .mkclass_rule = NHS_MKCLASS_RULE_343,
    .mkclass_sorted_walk = FALSE,
    .mkclass_zero_freq_class = FALSE,
    .splev_mkclass_ulimit = TRUE,               /* sp_lev.c create_monster */
    .ndemon_tries = 20,
    .morgue_ndemon_falls_through = FALSE,
    .zoo_random_group = NHS_ZOO_GROUP_AWAKE,
    .courtmon_dragon_above = 200,
    .courtmon_giant_above = 130,
    .room_monsters_grouped = TRUE,
    .group_quarter_below_xl3 = FALSE,
    .zoo_monsters_grouped = TRUE,
    .dungeon_layout = NHS_DUNGEON_LAYOUT_SLASHEM,
    .level_rooms = NHS_LEVEL_ROOMS_SLASHEM,
    .level_corridors_meander = FALSE,
    .level_rubouts_36 = FALSE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SOMEX, /* mklev.c:860-871 */
    .level_niche_iron_bars = FALSE,
    .level_court_ruler = FALSE,
    .level_shrine_off_centre = FALSE,
    .level_shops = NHS_SHOPS_SLASHEM,
    .level_shop_novel_spot = FALSE,
    .level_rogue_doorways_first = FALSE,
    .level_generate_stairs = FALSE,
    .level_new_enexto = FALSE,
    .level_enexto_rows_apart = TRUE,
    .level_goodpos_eye_off_lava = FALSE,
    .level_goodpos_water_clingers = TRUE,
    .level_goodpos_checkscary = FALSE,
    .level_goodpos_puddles = FALSE,
    .level_rogue_rooms_unfilled = FALSE,
    .level_temple_priest = "aligned priest",
    .level_minefill = NHS_MINEFILL_DES_343,
    .level_hell_fill = NHS_HELL_FILL_MAZE_343,
    .level_invocation = NHS_INVOCATION_MAZE_POS,
    .level_maze_wall_stuff = TRUE,              /* mkmaze.c wallification, wallify_special */
    .level_special_room_groups = TRUE,
    .level_pick_room_strict_one_door = TRUE,
    .level_anthole_kinds = 4,
    .level_cocknest_chickatrice = TRUE,
    .level_barracks_graves = TRUE,
    .level_toilets = TRUE,
    .level_grave_before_altar = TRUE,
    .mazes_below_medusa = TRUE,
    .level_medusa_depth_default = 41,
    .level_doors_in_order_made = TRUE,
    .newcham_rule = NHS_NEWCHAM_RNDMONST,       /* makemon.c:1595-1603 (mon_spec_poly: timeout.c:563) */
    .newcham_vamp_genocided_own = FALSE,
    .newcham_vamp_wolf_not_on_water = FALSE,
    .newcham_vamp_half_own = FALSE,
    .newcham_capped_by_difficulty = FALSE,
    .newcham_mplayer_doppelganger_only = FALSE,
    .newcham_upper_by_symbol = FALSE,
    .newcham_nasties = NHS_NASTIES_NONE,
    .newcham_nasty_rogue_again = FALSE,
    .newcham_nasty_smaller = FALSE,
  },
  [NHS_VARIANT_EVILHACK] = {
    .id = NHS_VARIANT_EVILHACK,
    .key = "evilhack",
    .muse_wand_nameless_materials = nameless_wands, /* objects.c:1303-1305 */
    .muse_ring_shuffle_last = "ring of protection from shape changers", /* o_init.c obj_shuffle_range () */
    .display_name = "EvilHack 0.9.3",
    .short_name = "EvilHack",
    .family = "EvilHack",
    .source = "k21971/EvilHack tag v0.9.3 (c444f6a3ab1e9f16d0676961dba86f628e91c6ba), based on NetHack 3.6",
    .align_weight = 4,
    .dungeon_align_lost = FALSE,
    .maxmlev_round_up = FALSE,
    .builds_up_difficulty = TRUE,
    .has_temperature = FALSE,
    .level_statue_unicorn_redraw = TRUE,   /* trap.c:469 */
    .level_roll_launch_refuses_lava = TRUE, /* trap.c:2552 */
    .level_statue_contents = NHS_MINVENT_EVIL,  /* makemon.c m_initweap/m_initinv, pickup.c m_stash_items */
    .artifacts = NHS_ARTIFACTS_EVIL,            /* include/artilist.h */
    .floor_artifact_weapon = 30,                /* mkobj.c mksobj () 976 */
    .floor_artifact_armor = 40,                 /* mkobj.c mksobj () 1223 */
    .floor_object_properties = TRUE,            /* mkobj.c mksobj () 978, 1063, 1164, 1225; artifact.c create_oprop () */
    .object_materials = NHS_MATERIALS_EVIL,     /* mkobj.c init_obj_material () */
    .rndmonnum_any_not_unique = TRUE,    /* mkobj.c rndmonnum () */
    .has_rogue_level = FALSE,                   /* dat/dungeon.def lists no "rogue" */
    .oracle_woodchuck = FALSE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_NONE,
    .rndmonst_mplayer_keep_den = 3,             /* makemon.c:4007 */
    .align_none_as_minus3 = TRUE,               /* makemon.c:3941 */
    .has_halloween = TRUE,                      /* makemon.c:4028, hacklib.c:1156 */
    .demigod_max_difficulty = 256,              /* include/monst.h:304 */
    .branch_pools = TRUE,                       /* makemon.c:3996-4005, mondata.h:519-556 */
    .mkclass_freq_mult = 5,                     /* makemon.c:4149 */
    .mkclass_mplayer_freq_mult = 1,
    .mkclass_region_role_gates = TRUE,          /* makemon.c:4068-4077 mk_gen_ok() */
    .floater_includes_lights = TRUE,
    .muse_lizard_when_stunned = TRUE,
    .muse_death_wand_kept = TRUE,
    .muse_reflection_remembered = FALSE,
    .muse_bullwhip_one_in_five = TRUE,
    .muse_horns_need_breath = TRUE,
    .muse_slashem_items = FALSE,
    .muse_37_items = FALSE,
    .muse_offense_gen_den = 75,
    .muse_defense_gen_den = 50,
    .muse_misc_gen_den = 100,
    .muse_soldier_magic_den = 13,
    .muse_bolt_lim = 8,
    .muse_hard_helmet = NHS_MUSE_HELMET_HARD,   /* muse.c:1218-1219, objclass.h:116-118 is_hard () */
    .muse_sokoban_digging_redraw = FALSE,
    .muse_trap_scan_skips_hero_lines = FALSE,
    .muse_branch_stairs_only_when_stuck = FALSE,
    .muse_poly_trap_skips_own_square = FALSE,
    .muse_linedup_boulders_block = FALSE,
    .muse_linedup_ignores_hiding = FALSE,
    .muse_gen_hallucination_oil = TRUE,         /* muse.c:3273, 3287 */
    .muse_gen_polymorph_wand = TRUE,            /* muse.c:3253-3254 */
    .muse_gen_ice_queen = TRUE,                 /* muse.c:3282-3285 */
    .muse_gen_magic_skip_inverted = TRUE,       /* makemon.c:2951 */
    .muse_gen_no_ents_or_plants = TRUE,         /* makemon.c:2477, 2954 */
    .muse_gen_goblin_town_gate = TRUE,          /* makemon.c:2473-2476 */
    .muse_gen_mplayer_rnd3 = TRUE,              /* makemon.c:1031-1378, 1366-1374 */
    .muse_trapped_stays = TRUE,                 /* muse.c:665 mtrapped || mentangled */
    .muse_evil_defensive = TRUE,                /* muse.c:518-948 */
    .muse_evil_misc = TRUE,                     /* muse.c:1253-1376, 3446-3571 */
    .muse_evil_offensive = TRUE,                /* muse.c:1050-1250 */
    .muse_item_search_recurses = TRUE,          /* muse.c:1378-1440, 934-947 */
    .muse_evil_pickup = TRUE,                   /* monmove.c:1803-1935, muse.c:4335-4478 */
    .muse_scare_spares_humans = TRUE,           /* monmove.c:314 S_HUMAN, unique_corpstat */
    .muse_scare_spares_evil_kinds = TRUE,       /* monmove.c:308-317 */
    .muse_target_guessed = TRUE,                /* muse.c:2187-2250, mthrowu.c:433 */
    .muse_berserk = TRUE,                       /* mon.c:3477, monmove.c:317 */
    .muse_races = TRUE,                         /* makemon.c:3497-3502, mon.c:8118-8330 */
    .muse_monster_spells = TRUE,                /* muse.c:3303-3442, 3468-3513, mcastu.c:209, 3510 */
    .muse_carry_materials = NHS_MUSE_HATES_MATERIAL_EVIL, /* mon.c:2644, mondata.c:407-461 */
    .muse_steed_conflict = NHS_MUSE_STEED_CONFLICT_CHARISMA, /* dogmove.c:1610, mhitm.c:422-438 */
    .muse_pet_vampire_drinks_blood = TRUE, /* dogmove.c:1546-1600 */
    .muse_pet_rules = NHS_MUSE_PET_EVIL, /* dogmove.c:29-292,294-403,882-985,2298-2308, dog.c:1251-1457, mon.c:2576-2745 */
    .muse_worn_smock_acid = TRUE,               /* worn.c:456-459,473 */
    .muse_magic_missile_ignores_resistance = TRUE, /* muse.c:1107-1112 */
    .muse_explain_by_decisions = TRUE,          /* nhs_muse_explain () asks nhs_muse_decide () */
    .quest_rule = NHS_QUEST_RULE_SIX_SEVENTHS,
    .quest_roles = NHS_ROLES_EVILHACK,               /* role.c:27-735 roles[], 736 align_roles[] */
    /* no fixed rates: its spawn clock (allmain.c:268-317) */
    .spawn_clock_slowest = 80,                  /* dungeon.h:301 MIN_MONGEN_RATE */
    .spawn_clock_fastest = 10,                  /* dungeon.h:302 MAX_MONGEN_RATE */
    .spawn_clock_climb = 30000,                 /* allmain.c:278 */
    .spawn_clock_start_base = 25000,            /* allmain.c:185 rnd(10000) + 25000 */
    .spawn_clock_start_spread = 10000,
    .spawn_clock_event_div = 2,                 /* allmain.c:281-287 */
    .spawn_clock_first_lair_div = 3,            /* allmain.c:290 */
    .spawn_clock_prince_lair_div = 4,           /* allmain.c:293 */
    .spawn_clock_demigod_div = 6,               /* allmain.c:296 */
    .spawn_clock_stairs_in_ten = 9,             /* allmain.c:306 xupstair && rn2(10) */
    .spawn_clock_branch_stairs_in_ten = 9,      /* allmain.c:310 sstairs.sx && rn2(10) */
    .mkclass_rule = NHS_MKCLASS_RULE_367,
    .mkclass_sorted_walk = FALSE,
    .mkclass_zero_freq_class = FALSE,
    .splev_mkclass_ulimit = FALSE,
    .ndemon_tries = 1,
    .morgue_ndemon_falls_through = TRUE,
    .zoo_random_group = NHS_ZOO_GROUP_NONE,
    .morgue_more_undead = TRUE,
    .summon_insects_drow_spiders = TRUE,         /* mcastu.c:1869-1875 */
    .bell_tests_satyr_ice_nymph = TRUE,          /* apply.c:1199-1200 */
    .courtmon_dragon_above = 100,
    .courtmon_giant_above = 95,
    .room_monsters_grouped = FALSE,
    .group_quarter_below_xl3 = TRUE,
    .zoo_monsters_grouped = FALSE,                /* mkroom.c:468 MM_NOGRP */
    .dungeon_layout = NHS_DUNGEON_LAYOUT_EVILHACK,
    .level_rooms = NHS_LEVEL_ROOMS_EVILHACK,
    .level_doors_trapped_shallow = TRUE,         /* mklev.c:554, 593 */
    .level_door_materials = TRUE,                /* mklev.c:601-624 */
    .level_doors_off_shop_walls = TRUE,          /* mklev.c:69-119 finddpos */
    .level_nature_rooms = TRUE,                  /* mklev.c:1042-1071, mkroom.c */
    .level_evil_traps = TRUE,                    /* mklev.c:1641-1760, trap.h */
    .level_forges = TRUE,                        /* mklev.c:1132-1133 */
    .level_altar_below_depth = 2,                /* mklev.c:1134 */
    .level_honey_badgers = TRUE,                 /* mklev.c:1109-1113 */
    .level_court_royals = TRUE,                  /* mkroom.c:296-300 */
    .level_monster_steeds = TRUE,                /* makemon.c:3536-3598 */
    .level_anthole_queen = TRUE,                 /* mkroom.c:360-372, 437-441 */
    .level_room_fill_needs_space = TRUE,         /* mklev.c:1095, somexyspace */
    .level_corridors_meander = TRUE,
    .level_rubouts_36 = TRUE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SPACE, /* mklev.c:1171-1180 */
    .level_somexyspace_tries = 2000,             /* mkroom.c:1093-1141 */
    .level_niche_iron_bars = TRUE,
    .level_court_ruler = TRUE,
    .level_shrine_off_centre = TRUE,
    .level_shops = NHS_SHOPS_36,
    .level_shop_novel_spot = TRUE,
    .level_rogue_doorways_first = TRUE,
    .level_branch_room_space = TRUE,             /* mklev.c:1418-1474, mkroom.c:1093-1140 */
    .level_somexy_tries = 500,                   /* mkroom.c:1049-1065 */
    .level_generate_stairs = FALSE,
    .level_new_enexto = FALSE,
    .level_enexto_rows_apart = FALSE,
    .level_goodpos_eye_off_lava = TRUE,
    .level_goodpos_water_clingers = TRUE,
    .level_goodpos_checkscary = FALSE,
    .level_goodpos_puddles = TRUE,
    .level_rogue_rooms_unfilled = FALSE,
    .level_temple_priest = "aligned priest",
    .level_minefill = NHS_MINEFILL_DES_EVILHACK,   /* dat/mines.des:27-39 */
    .level_splev_dry_damp = TRUE,                /* sp_lev.c:987-992 */
    .level_mines_rivers = TRUE,                  /* mkmap.c:475-640, 670-676 */
    .level_hell_fill = NHS_HELL_FILL_DES_EVILHACK,   /* mklev.c:929-935, gehennom.des:2196 */
    .level_invocation = NHS_INVOCATION_MAZE_TRAP,
    .level_maze_mplayer_ok = TRUE,   /* mkmaze.c:1250-1253 */
    .level_room_monster_mplayer_ok = TRUE,   /* mklev.c:1094-1098 */
    .level_maze_wall_stuff = FALSE,
    .level_anthole_kinds = 3,
    .mazes_below_medusa = FALSE,
    .level_medusa_depth_default = 24,
    .level_knox_portal_first_vault = TRUE,       /* mkmaze.c:2384-2424 */
    .level_doors_in_order_made = FALSE,
    .newcham_rule = NHS_NEWCHAM_SELECT,         /* makemon.c:3680-3699, mon.c:6682-6730 6822-6990 */
    .newcham_vamp_genocided_own = FALSE,
    .newcham_vamp_wolf_not_on_water = TRUE,
    .newcham_vamp_half_own = TRUE,
    .newcham_capped_by_difficulty = FALSE,
    .newcham_mplayer_doppelganger_only = TRUE,
    .newcham_upper_by_symbol = FALSE,
    .newcham_nasties = NHS_NASTIES_EVILHACK,  /* wizard.c:30-51 692-706 */
    .newcham_nasty_rogue_again = TRUE,
    .newcham_nasty_smaller = FALSE,
  },
  [NHS_VARIANT_XNETHACK] = {
    .id = NHS_VARIANT_XNETHACK,
    .key = "xnethack",
    .muse_wand_nameless_materials = nameless_wands_xnh, /* objects.h:1407-1411 */
    .level_room_traps_max = 999,           /* mklev.c ++trycnt < 1000 */
    .muse_steed_conflict = NHS_MUSE_STEED_CONFLICT_CHARISMA, /* dogmove.c:1017, mondata.c:1800 */
    .muse_pet_rules = NHS_MUSE_PET_XNH, /* dogmove.c:16,27-132,397-470, dog.c:1020-1168, eat.c:4152 */
    .muse_worn_smock_acid = TRUE,               /* worn.c:579-582,596 */
    .display_name = "xNetHack 9.1",
    .short_name = "xNetHack",
    .family = "xNetHack",
    .source = "copperwater/xNetHack at 3dd346ca0d15b64b70131328ec244f9e4ac65f6f (tag xnh9.1)",
    .align_weight = 4,
    .dungeon_align_lost = TRUE,         /* dungeon.c:1093 init_dungeon_dungeons */
    .maxmlev_round_up = FALSE,
    .builds_up_difficulty = TRUE,
    .has_temperature = TRUE,
    .level_statue_unicorn_redraw = TRUE,   /* trap.c:395 */
    .level_roll_launch_refuses_lava = TRUE, /* trap.c:3655 */
    .rndmonnum_any_not_unique = TRUE,    /* mkobj.c rndmonnum () */
    .level_statue_window_adj = { 3, 6 },  /* trap.c mk_trap_statue () */
    .level_statue_contents = NHS_MINVENT_XNH,   /* makemon.c m_initweap/m_initinv */
    .artifacts = NHS_ARTIFACTS_XNH,             /* include/artilist.h */
    .object_materials = NHS_MATERIALS_XNH,      /* mkobj.c init_obj_material () */
    .has_themed_rooms = TRUE,
    .has_rogue_level = FALSE,           /* dat/dungeon.lua has no "rogue"; makemon.c:1782
                                           rndmonst_adj has no uppercase test */
    .demigod_max_difficulty = 256,      /* monst.h:267 monmax_difficulty */
    .noncorporeal_by_flag = TRUE,       /* mondata.h:48 noncorporeal */
    .has_region_pools = TRUE,           /* makemon.c:1821 In_cocytus */
    .oracle_woodchuck = FALSE,
    .aggravate_rule = NHS_AGGRAVATE_RULE_DOUBLE,          /* dungeon.c:2096 */
    .floater_includes_lights = TRUE,
    /* muse.c: xNetHack's is the 3.7 code of January 2025 (revision 1.234),
       before 5.0.0's iron shoes, covetous and stasis rules */
    .muse_lizard_when_stunned = TRUE,
    .muse_death_wand_kept = TRUE,
    .muse_reflection_remembered = TRUE,
    .muse_bullwhip_one_in_five = TRUE,
    .muse_horns_need_breath = TRUE,
    .muse_slashem_items = FALSE,
    .muse_37_items = TRUE,
    .muse_offense_gen_den = 75,
    .muse_defense_gen_den = 50,
    .muse_misc_gen_den = 100,
    .muse_soldier_magic_den = 13,
    .muse_bolt_lim = 8,
    .muse_hard_helmet = NHS_MUSE_HELMET_HARD,   /* muse.c:1610, do_wear.c:626-633 hard_helmet () */
    .muse_sokoban_digging_redraw = TRUE,
    .muse_poly_trap_spares_iron_shoes = FALSE,    /* muse.c:2234: any polymorph trap */
    .muse_trapped_stays = TRUE,
    .muse_scare_spares_humans = TRUE,
    .muse_noteleport_spares_covetous = FALSE,     /* teleport.c noteleport_level () */
    .muse_stasis = FALSE,                         /* no wand of stasis */
    .muse_teleport_liked_pile = TRUE,             /* muse.c:1548 */
    .muse_bullwhip_not_engulfed = TRUE,
    .muse_bullwhip_spares_welded = TRUE,
    .muse_stayers_keep_level = TRUE,              /* muse.c:567, 630, 675, 707, 1289, 2271; 3438 */
    .muse_yeenoghu_stays = TRUE,                  /* muse.c:762-781 */
    .muse_xnh_items = TRUE,                       /* muse.c:754, 1563, 1585, 1595, 2848, 2862, 2872 */
    .muse_gen_hallucination_oil = TRUE,           /* muse.c:2163, 2172 */
    .muse_magic_missile_ignores_resistance = TRUE,/* muse.c:1521-1525 */
    .muse_carry_materials = NHS_MUSE_HATES_MATERIAL_XNH, /* mon.c:2188, mondata.c:562-610 */
    .quest_rule = NHS_QUEST_RULE_SIX_SEVENTHS,
    .quest_roles = NHS_ROLES_XNETHACK,               /* role.c:30 roles[] */
    .spawn_one_in_demigod = 40,                 /* allmain.c:255-257 */
    .spawn_one_in_below_castle = 100,
    .spawn_one_in = 150,
    .spawn_fiends_base = 9,                     /* allmain.c:263-276 */
    .spawn_fiends_mult = 10,
    .spawn_fiends_max = 8,                      /* minion.c:939 active_fiends () */
    .mkclass_rule = NHS_MKCLASS_RULE_37,
    .mkclass_sorted_walk = TRUE,              /* makemon.c:1937 init_mongen_order() */
    .mkclass_zero_freq_class = TRUE,          /* makemon.c:2024, 2073 */
    .mkclass_always_stops = TRUE,             /* makemon.c:2069: no rn2 (2) */
    .splev_mkclass_ulimit = FALSE,
    .ndemon_tries = 1,
    .morgue_ndemon_falls_through = TRUE,
    .zoo_random_group = NHS_ZOO_GROUP_NONE,
    .zoo_null_filler_none = TRUE,                 /* mkroom.c:458 if (fillermon), 632 mkundead */
    .presets_xnh_uses = TRUE,                     /* do.c, mkroom.c, monmove.c, pickup.c, trap.c */
    .courtmon_dragon_above = 100,
    .courtmon_giant_above = 95,
    .room_monsters_grouped = FALSE,
    .group_quarter_below_xl3 = TRUE,
    .group_cut_by_difficulty = TRUE,     /* makemon.c 87-98 */
    .zoo_monsters_grouped = FALSE,
    .dungeon_layout = NHS_DUNGEON_LAYOUT_XNETHACK,
    .level_rooms = NHS_LEVEL_ROOMS_THEMED_XNH,     /* dat/themerms.lua */
    .level_corridors_meander = TRUE,
    .level_rubouts_36 = TRUE, /* engrave.c rubouts[] */
    .level_graffiti = NHS_GRAFFITI_SPACE_FLOOR, /* mklev.c:1436-1449 */
    .level_graffiti_rumor_upstairs = TRUE, /* mklev.c:1429-1435 */
    .level_niche_iron_bars = TRUE,
    .level_court_ruler = TRUE,
    .level_shrine_off_centre = TRUE,
    .level_shops = NHS_SHOPS_36,
    .level_shop_novel_spot = TRUE,
    .level_rogue_doorways_first = TRUE,
    .level_generate_stairs = TRUE,         /* mklev.c generate_stairs (), find_branch_room () */
    .level_new_enexto = TRUE,              /* teleport.c:7 #define NEW_ENEXTO */
    .level_enexto_rows_apart = FALSE,
    .level_goodpos_eye_off_lava = TRUE,
    .level_goodpos_water_clingers = FALSE,
    .level_goodpos_checkscary = TRUE,
    .level_goodpos_puddles = FALSE,
    .level_humidity_clingers = TRUE,       /* sp_lev.c pm_to_humidity (): !grounded () */
    .level_rogue_rooms_unfilled = TRUE,    /* mklev.c fill_ordinary_room (): needfill */
    .level_temple_priest = "aligned cleric",
    .level_doors_by_wall = TRUE,
    .level_doorpos_into_subrooms = TRUE,   /* mklev.c:70-111 good_rm_wall_doorpos */
    .level_secrets_below_depth2 = TRUE,
    .level_trap_victim_pit = TRUE,        /* mklev.c:2432 mktrap */
    .level_knox_portal_first_vault = TRUE, /* mklev.c:2993 mk_knox_portal */
    .level_room_fill_needs_space = TRUE,
    .level_minefill = NHS_MINEFILL_LUA,
    .level_join_map_clears_rooms = TRUE,        /* mkmap.c join_map_cleanup () */
    .level_splev_dry_space_pos = TRUE,
    .level_hell_fill = NHS_HELL_FILL_CAVE_XNH,    /* dat/hellfill.lua */
    .level_invocation = NHS_INVOCATION_FIXED_MAP,   /* dat/invocation.lua */
    .level_maze_wall_stuff = FALSE,
    .level_anthole_kinds = 3,
    .mazes_below_medusa = FALSE,
    .level_medusa_depth_default = 24,
    .level_doors_in_order_made = FALSE,
    .level_wallify_first_floor = TRUE,
    .level_door_mask_xnh = TRUE,           /* mklev.c:720 random_door_mask, :817 dosdoor */
    .level_secret_door_sqrt = TRUE,        /* mklev.c:2083 dodoor; sp_lev.c:2672 dig_corridor */
    .level_room_fill_xnh = TRUE,           /* mklev.c:1218 fill_ordinary_room, :2574 */
    .level_trap_cold_slot = TRUE,          /* trap.h:78 COLD_TRAP; mklev.c:2243 */
    .level_niche_engravings_unshifted = TRUE, /* mklev.c:911-920 trap_engravings, :960 */
    .level_room_place_anywhere = TRUE,     /* sp_lev.c:1664 create_room */
    .level_zoo_animals = TRUE,             /* mkroom.c:451, 699-710 zoomon */
    .level_morgue_pits = TRUE,             /* mkroom.c:506-508 */
    .level_swamp_trees = TRUE,             /* mkroom.c:790-791 */
    .level_shrine_by_room_number = TRUE,   /* mkroom.c:816-820 shrine_pos */
    .level_cocknest_chickatrice = TRUE,    /* mkroom.c:447 */
    .newcham_rule = NHS_NEWCHAM_SELECT,         /* makemon.c:1467-1480, mon.c:5526-5565 5741-5830 5874-5920 */
    .newcham_vamp_genocided_own = TRUE,
    .newcham_vamp_wolf_not_on_water = TRUE,
    .newcham_vamp_half_own = FALSE,
    .newcham_capped_by_difficulty = TRUE,
    .newcham_mplayer_doppelganger_only = FALSE,
    .newcham_upper_by_symbol = TRUE,
    .newcham_nasties = NHS_NASTIES_37,  /* wizard.c:31-50 540-573, mondata.c big_to_little */
    .newcham_nasty_rogue_again = FALSE,
    .newcham_nasty_smaller = TRUE,
  },
};

const NhsVariant *
nhs_variant_get (NhsVariantId id)
{
  g_return_val_if_fail (id >= 0 && id < NHS_N_VARIANTS, NULL);
  return &variants[id];
}

int
nhs_variant_group_count (const NhsVariant *variant,
                         int               xl,
                         int               difficulty,
                         int               cnt)
{
  if (variant->group_cut_by_difficulty)
    cnt = difficulty < 3 ? cnt / 4 : difficulty < 5 ? cnt / 2 : difficulty < 7 ? cnt * 3 / 4 : cnt;
  else if (variant->group_quarter_below_xl3)
    cnt /= xl < 3 ? 4 : xl < 5 ? 2 : 1;
  else if (xl < 5)
    cnt /= 2;
  return MAX (cnt, 1);
}

const NhsVariant *
nhs_variant_from_key (const char *key)
{
  if (key == NULL)
    return NULL;
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    if (g_ascii_strcasecmp (variants[i].key, key) == 0)
      return &variants[i];
  return NULL;
}

const NhsVariant *
nhs_variant_default (void)
{
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    if (variants[i].is_default)
      return &variants[i];
  g_return_val_if_reached (&variants[0]);
}

/* "a, b, c or d" over every key; built once from the table. */
const char *
nhs_variant_keys (void)
{
  static char *keys;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      GString *s = g_string_new (NULL);

      for (int i = 0; i < NHS_N_VARIANTS; i++)
        {
          if (i > 0)
            g_string_append (s, i == NHS_N_VARIANTS - 1 ? " or " : ", ");
          g_string_append (s, variants[i].key);
        }
      keys = g_string_free (s, FALSE);
      g_once_init_leave (&once, 1);
    }
  return keys;
}

const char *
nhs_variant_option_help (void)
{
  static char *help;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      help = g_strdup_printf ("Game version: %s (default %s)",
                              nhs_variant_keys (), nhs_variant_default ()->key);
      g_once_init_leave (&once, 1);
    }
  return help;
}

void
nhs_variant_align_pair (const NhsVariant *first,
                        const NhsVariant *pair[2])
{
  pair[0] = first != NULL ? first : nhs_variant_default ();
  pair[1] = pair[0];
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    if (variants[i].align_weight != pair[0]->align_weight
        || variants[i].align_none_as_minus3 != pair[0]->align_none_as_minus3)
      {
        pair[1] = &variants[i];
        break;
      }
}
