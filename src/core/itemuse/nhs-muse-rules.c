/* nhs-muse-rules.c: the words for the rules an item-use trace names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core hands out rule codes and numbers (NhsMuseTraceStep); the CLI
 * prints these English words, the window translates them (NHS_N_ marks
 * them for xgettext; po/meson.build).  They state the game's conditions
 * (muse.c, monmove.c, mthrowu.c) in short.
 */
#include "nhs-muse-scenario.h"

#include <string.h>

#define NHS_N_(s) s

static const struct {
  const char *key;
  const char *text;
} rules[NHS_MUSE_N_RULES] = {
  [NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_FULL_HEALING] = { "m-use-healing-carries-a-potion-of-full-healing", NHS_N_ ("m_use_healing: carries a potion of full healing") },
  [NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_EXTRA_HEALING] = { "m-use-healing-carries-a-potion-of-extra-healing", NHS_N_ ("m_use_healing: carries a potion of extra healing") },
  [NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_HEALING] = { "m-use-healing-carries-a-potion-of-healing", NHS_N_ ("m_use_healing: carries a potion of healing") },
  [NHS_MUSE_RULE_IS_ANIMAL_OR_MINDLESS_NEVER_USES_ITEMS] = { "is-animal-or-mindless-never-uses-items", NHS_N_ ("is_animal or mindless: never uses items") },
  [NHS_MUSE_RULE_DIST2_TO_WHERE_IT_BELIEVES_THE_HERO_IS_N] = { "dist2-to-where-it-believes-the-hero-is-n", NHS_N_ ("dist2 to where it believes the hero is > %d") },
  [NHS_MUSE_RULE_THE_HERO_IS_ENGULFED_BY_THIS_MONSTER] = { "the-hero-is-engulfed-by-this-monster", NHS_N_ ("the hero is engulfed by this monster") },
  [NHS_MUSE_RULE_CONFUSED_STUNNED_OR_BLIND] = { "confused-stunned-or-blind", NHS_N_ ("confused, stunned or blind") },
  [NHS_MUSE_RULE_A_UNICORN_OR_KI_RIN_USES_ITS_OWN_HORN] = { "a-unicorn-or-ki-rin-uses-its-own-horn", NHS_N_ ("a unicorn or ki-rin (uses its own horn)") },
  [NHS_MUSE_RULE_A_UNICORN_USES_ITS_OWN_HORN] = { "a-unicorn-uses-its-own-horn", NHS_N_ ("a unicorn (uses its own horn)") },
  [NHS_MUSE_RULE_NO_HANDS] = { "no-hands", NHS_N_ ("no hands") },
  [NHS_MUSE_RULE_CARRIES_AN_UNCURSED_UNICORN_HORN] = { "carries-an-uncursed-unicorn-horn", NHS_N_ ("carries an uncursed unicorn horn") },
  [NHS_MUSE_RULE_CONFUSED_OR_STUNNED_LIZARD] = { "confused-or-stunned-lizard", NHS_N_ ("confused or stunned (lizard)") },
  [NHS_MUSE_RULE_CONFUSED_LIZARD] = { "confused-lizard", NHS_N_ ("confused (lizard)") },
  [NHS_MUSE_RULE_CARRIES_A_LIZARD_CORPSE] = { "carries-a-lizard-corpse", NHS_N_ ("carries a lizard corpse") },
  [NHS_MUSE_RULE_A_LIZARD_TIN_IT_CAN_OPEN_TIN_OPENER_DAGGER_OR_KNIFE] = { "a-lizard-tin-it-can-open-tin-opener-dagger-or-knife", NHS_N_ ("a lizard tin it can open (tin opener, dagger or knife)") },
  [NHS_MUSE_RULE_OPENS_THE_TIN_RN2_N_0] = { "opens-the-tin-rn2-n-0", NHS_N_ ("opens the tin: rn2(%d) != 0") },
  [NHS_MUSE_RULE_BLIND_HAS_HANDS_AND_IS_NOT_PESTILENCE_HEALS] = { "blind-has-hands-and-is-not-pestilence-heals", NHS_N_ ("blind, has hands and is not Pestilence: heals") },
  [NHS_MUSE_RULE_HOSTILE_HAS_HANDS_THE_HERO_WIELDS_A_COCKATRICE_CORPSE] = { "hostile-has-hands-the-hero-wields-a-cockatrice-corpse", NHS_N_ ("hostile, has hands, the hero wields a cockatrice corpse") },
  [NHS_MUSE_RULE_NOT_STONING_RESISTANT_AND_NOT_A_GOLEM_THAT_TURNS_TO_STONE] = { "not-stoning-resistant-and-not-a-golem-that-turns-to-stone", NHS_N_ ("not stoning-resistant and not a golem that turns to stone") },
  [NHS_MUSE_RULE_LINED_UP_WITH_THE_HERO] = { "lined-up-with-the-hero", NHS_N_ ("lined up with the hero") },
  [NHS_MUSE_RULE_CARRIES_A_CHARGED_WAND_OF_UNDEAD_TURNING] = { "carries-a-charged-wand-of-undead-turning", NHS_N_ ("carries a charged wand of undead turning") },
  [NHS_MUSE_RULE_NOT_HURT_HP_HPMAX_OR_HP_10_AND_HP_X_N_HPMAX] = { "not-hurt-hp-hpmax-or-hp-10-and-hp-x-n-hpmax", NHS_N_ ("not hurt: hp >= hpmax, or hp >= 10 and hp × %d >= hpmax") },
  [NHS_MUSE_RULE_PEACEFUL_ONLY_HEALS] = { "peaceful-only-heals", NHS_N_ ("peaceful: only heals") },
  [NHS_MUSE_RULE_ON_BRANCH_STAIRS_AND_HELD_OR_IMMOBILE_THE_ONLY_WAY_TO_REACH] = { "on-branch-stairs-and-held-or-immobile-the-only-way-to-reach", NHS_N_ ("on branch stairs, and held or immobile (the only way to reach the branch test)") },
  [NHS_MUSE_RULE_HELD_BY_OR_ENGULFING_THE_HERO_IMMOBILE_OR_TRAPPED_NO_STAIRS] = { "held-by-or-engulfing-the-hero-immobile-or-trapped-no-stairs", NHS_N_ ("held by or engulfing the hero, immobile or trapped: no stairs or traps") },
  [NHS_MUSE_RULE_HELD_BY_OR_ENGULFING_THE_HERO_OR_IMMOBILE_NO_STAIRS_OR_TRAPS] = { "held-by-or-engulfing-the-hero-or-immobile-no-stairs-or-traps", NHS_N_ ("held by or engulfing the hero, or immobile: no stairs or traps") },
  [NHS_MUSE_RULE_ON_THE_DOWN_STAIRS_A_FLOATER_CANNOT_GO_DOWN] = { "on-the-down-stairs-a-floater-cannot-go-down", NHS_N_ ("on the down stairs: a floater cannot go down") },
  [NHS_MUSE_RULE_ON_THE_UP_STAIRS] = { "on-the-up-stairs", NHS_N_ ("on the up stairs") },
  [NHS_MUSE_RULE_ON_A_DOWN_LADDER_A_FLOATER_CANNOT_GO_DOWN] = { "on-a-down-ladder-a-floater-cannot-go-down", NHS_N_ ("on a down ladder: a floater cannot go down") },
  [NHS_MUSE_RULE_ON_AN_UP_LADDER] = { "on-an-up-ladder", NHS_N_ ("on an up ladder") },
  [NHS_MUSE_RULE_ON_BRANCH_STAIRS_UP] = { "on-branch-stairs-up", NHS_N_ ("on branch stairs up") },
  [NHS_MUSE_RULE_ON_BRANCH_STAIRS_DOWN_A_FLOATER_CANNOT_GO_DOWN] = { "on-branch-stairs-down-a-floater-cannot-go-down", NHS_N_ ("on branch stairs down: a floater cannot go down") },
  [NHS_MUSE_RULE_A_TRAP_DOOR_OR_HOLE_IT_CAN_FALL_THROUGH_NOT_A_FLOATER_SHOPKE] = { "a-trap-door-or-hole-it-can-fall-through-not-a-floater-shopke", NHS_N_ ("a trap door or hole it can fall through (not a floater, shopkeeper, guard or priest; the floor can be dug)") },
  [NHS_MUSE_RULE_A_TELEPORTATION_TRAP_NEXT_TO_IT] = { "a-teleportation-trap-next-to-it", NHS_N_ ("a teleportation trap next to it") },
  [NHS_MUSE_RULE_NO_HANDS_CANNOT_USE_OBJECTS] = { "no-hands-cannot-use-objects", NHS_N_ ("no hands: cannot use objects") },
  [NHS_MUSE_RULE_A_MERCENARY_WITH_A_BUGLE_AND_A_SLEEPING_OR_PARALYSED_MERCENA] = { "a-mercenary-with-a-bugle-and-a-sleeping-or-paralysed-mercena", NHS_N_ ("a mercenary with a bugle and a sleeping or paralysed mercenary within %d squares") },
  [NHS_MUSE_RULE_STAIRS_TRAP_DOOR_TELEPORTATION_TRAP_OR_BUGLE_NO_MAGIC_NEEDED] = { "stairs-trap-door-teleportation-trap-or-bugle-no-magic-needed", NHS_N_ ("stairs, trap door, teleportation trap or bugle: no magic needed") },
  [NHS_MUSE_RULE_AN_ITEM_IS_CHOSEN_STOP_SCANNING_IF_RN2_N] = { "an-item-is-chosen-stop-scanning-if-rn2-n", NHS_N_ ("an item is chosen: stop scanning if !rn2(%d)") },
  [NHS_MUSE_RULE_WAND_OF_DIGGING_CHARGED] = { "wand-of-digging-charged", NHS_N_ ("wand of digging: charged") },
  [NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_HELD_BY_THE_HERO_NO_TRAP_HERE_PITS_WEBS] = { "wand-of-digging-not-held-by-the-hero-no-trap-here-pits-webs", NHS_N_ ("wand of digging: not held by the hero, no trap here (pits, webs, bear traps excepted)") },
  [NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_A_SHOPKEEPER_GUARD_PRIEST_OR_FLOATER] = { "wand-of-digging-not-a-shopkeeper-guard-priest-or-floater", NHS_N_ ("wand of digging: not a shopkeeper, guard, priest or floater") },
  [NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_IN_SOKOBAN] = { "wand-of-digging-not-in-sokoban", NHS_N_ ("wand of digging: not in Sokoban") },
  [NHS_MUSE_RULE_WAND_OF_DIGGING_THE_FLOOR_HERE_CAN_BE_DUG_NOT_THE_BOTTOM_LEV] = { "wand-of-digging-the-floor-here-can-be-dug-not-the-bottom-lev", NHS_N_ ("wand of digging: the floor here can be dug, not the bottom level") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_CHARGED] = { "wand-of-teleportation-charged", NHS_N_ ("wand of teleportation: charged") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF] = { "wand-of-teleportation-not-a-no-teleport-level-it-knows-of", NHS_N_ ("wand of teleportation: not a no-teleport level it knows of") },
  [NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_CAN_SEE_NOT_BLIND_HAS_EYES] = { "scroll-of-teleportation-can-see-not-blind-has-eyes", NHS_N_ ("scroll of teleportation: can see (not blind, has eyes)") },
  [NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_UNCURSED_OR_NOT_A_SHOPKEEPER_GUARD_O] = { "scroll-of-teleportation-uncursed-or-not-a-shopkeeper-guard-o", NHS_N_ ("scroll of teleportation: uncursed, or not a shopkeeper, guard or priest") },
  [NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF] = { "scroll-of-teleportation-not-a-no-teleport-level-it-knows-of", NHS_N_ ("scroll of teleportation: not a no-teleport level it knows of") },
  [NHS_MUSE_RULE_WAND_OF_CREATE_MONSTER_CHARGED] = { "wand-of-create-monster-charged", NHS_N_ ("wand of create monster: charged") },
  [NHS_MUSE_RULE_POLYMORPH_TRAP_NOT_HELD_NOT_IMMOBILE_NOT_TRAPPED_NOT_A_SHAPE] = { "polymorph-trap-not-held-not-immobile-not-trapped-not-a-shape", NHS_N_ ("polymorph trap: not held, not immobile, not trapped, not a shapeshifter, difficulty < 6") },
  [NHS_MUSE_RULE_POLYMORPH_TRAP_NOT_HELD_NOT_IMMOBILE_NOT_A_SHAPESHIFTER_DIFF] = { "polymorph-trap-not-held-not-immobile-not-a-shapeshifter-diff", NHS_N_ ("polymorph trap: not held, not immobile, not a shapeshifter, difficulty < 6") },
  [NHS_MUSE_RULE_IT_WEARS_IRON_BOOTS_THE_TRAP_WOULD_NOT_POLYMORPH_IT] = { "it-wears-iron-boots-the-trap-would-not-polymorph-it", NHS_N_ ("it wears iron boots: the trap would not polymorph it") },
  [NHS_MUSE_RULE_A_POLYMORPH_TRAP_IT_CAN_STEP_ON] = { "a-polymorph-trap-it-can-step-on", NHS_N_ ("a polymorph trap it can step on") },
  [NHS_MUSE_RULE_POTION_OF_GAIN_LEVEL_UNCURSED_OR_NOT_A_GUARD_SHOPKEEPER_OR_P] = { "potion-of-gain-level-uncursed-or-not-a-guard-shopkeeper-or-p", NHS_N_ ("potion of gain level: uncursed, or not a guard, shopkeeper or priest") },
  [NHS_MUSE_RULE_BULLWHIP_HOSTILE_HERO_WIELDS_SOMETHING_AND_RN2_N] = { "bullwhip-hostile-hero-wields-something-and-rn2-n", NHS_N_ ("bullwhip: hostile, hero wields something, and !rn2(%d)") },
  [NHS_MUSE_RULE_BULLWHIP_IT_WIELDS_THIS_WHIP] = { "bullwhip-it-wields-this-whip", NHS_N_ ("bullwhip: it wields this whip") },
  [NHS_MUSE_RULE_BULLWHIP_KNOWS_WHERE_THE_HERO_IS_AND_IS_ADJACENT] = { "bullwhip-knows-where-the-hero-is-and-is-adjacent", NHS_N_ ("bullwhip: knows where the hero is, and is adjacent") },
  [NHS_MUSE_RULE_BULLWHIP_THE_HERO_IS_NOT_ENGULFED] = { "bullwhip-the-hero-is-not-engulfed", NHS_N_ ("bullwhip: the hero is not engulfed") },
  [NHS_MUSE_RULE_BULLWHIP_THE_HERO_CAN_LET_GO_OF_THE_WEAPON_NOT_WELDED_NOT_A] = { "bullwhip-the-hero-can-let-go-of-the-weapon-not-welded-not-a", NHS_N_ ("bullwhip: the hero can let go of the weapon (not welded, not a cursed loadstone)") },
  [NHS_MUSE_RULE_BULLWHIP_THE_HERO_CAN_LET_GO_OF_THE_WEAPON_NOT_A_CURSED_LOAD] = { "bullwhip-the-hero-can-let-go-of-the-weapon-not-a-cursed-load", NHS_N_ ("bullwhip: the hero can let go of the weapon (not a cursed loadstone)") },
  [NHS_MUSE_RULE_BULLWHIP_HOSTILE_HERO_WIELDS_SOMETHING_IT_WIELDS_THIS_WHIP] = { "bullwhip-hostile-hero-wields-something-it-wields-this-whip", NHS_N_ ("bullwhip: hostile, hero wields something, it wields this whip") },
  [NHS_MUSE_RULE_BULLWHIP_THE_HERO_IS_ORTHOGONALLY_ADJACENT] = { "bullwhip-the-hero-is-orthogonally-adjacent", NHS_N_ ("bullwhip: the hero is orthogonally adjacent") },
  [NHS_MUSE_RULE_BULLWHIP_THE_HERO_S_WEAPON_IS_NOT_CURSED] = { "bullwhip-the-hero-s-weapon-is-not-cursed", NHS_N_ ("bullwhip: the hero's weapon is not cursed") },
  [NHS_MUSE_RULE_WAND_OF_MAKE_INVISIBLE_CHARGED] = { "wand-of-make-invisible-charged", NHS_N_ ("wand of make invisible: charged") },
  [NHS_MUSE_RULE_MAKE_INVISIBLE_NOT_INVISIBLE_ALREADY_NO_MUMMY_WRAPPING_WORN] = { "make-invisible-not-invisible-already-no-mummy-wrapping-worn", NHS_N_ ("make invisible: not invisible already, no mummy wrapping worn") },
  [NHS_MUSE_RULE_MAKE_INVISIBLE_HOSTILE_OR_THE_HERO_SEES_INVISIBLE] = { "make-invisible-hostile-or-the-hero-sees-invisible", NHS_N_ ("make invisible: hostile, or the hero sees invisible") },
  [NHS_MUSE_RULE_MAKE_INVISIBLE_NO_GAZE_ATTACK_OR_CANCELLED] = { "make-invisible-no-gaze-attack-or-cancelled", NHS_N_ ("make invisible: no gaze attack, or cancelled") },
  [NHS_MUSE_RULE_WAND_OF_SPEED_MONSTER_CHARGED] = { "wand-of-speed-monster-charged", NHS_N_ ("wand of speed monster: charged") },
  [NHS_MUSE_RULE_SPEED_NOT_FAST_ALREADY_NOT_A_GUARD] = { "speed-not-fast-already-not-a-guard", NHS_N_ ("speed: not fast already, not a guard") },
  [NHS_MUSE_RULE_WAND_OF_POLYMORPH_CHARGED] = { "wand-of-polymorph-charged", NHS_N_ ("wand of polymorph: charged") },
  [NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_DIFFICULTY_6] = { "polymorph-not-a-shapeshifter-difficulty-6", NHS_N_ ("polymorph: not a shapeshifter, difficulty < 6") },
  [NHS_MUSE_RULE_CONTAINER_RN2_N] = { "container-rn2-n", NHS_N_ ("container: !rn2(%d)") },
  [NHS_MUSE_RULE_CONTAINER_NOT_SCHROEDINGER_S_BOX_A_LARGE_BOX_WITH_SPE_1] = { "container-not-schroedinger-s-box-a-large-box-with-spe-1", NHS_N_ ("container: not Schroedinger's box (a large box with spe 1)") },
  [NHS_MUSE_RULE_CONTAINER_NOTHING_ELSE_CHOSEN_YET] = { "container-nothing-else-chosen-yet", NHS_N_ ("container: nothing else chosen yet") },
  [NHS_MUSE_RULE_CONTAINER_HAS_CONTENTS_NOT_LOCKED_NOT_TRAPPED] = { "container-has-contents-not-locked-not-trapped", NHS_N_ ("container: has contents, not locked, not trapped") },
  [NHS_MUSE_RULE_POLYMORPHED_HERO_RN2_N_0] = { "polymorphed-hero-rn2-n-0", NHS_N_ ("polymorphed hero: rn2(%d) != 0") },
  [NHS_MUSE_RULE_THE_HERO_IS_HIDING] = { "the-hero-is-hiding", NHS_N_ ("the hero is hiding") },
  [NHS_MUSE_RULE_IT_THINKS_THE_HERO_IS_ON_ITS_OWN_SQUARE] = { "it-thinks-the-hero-is-on-its-own-square", NHS_N_ ("it thinks the hero is on its own square") },
  [NHS_MUSE_RULE_STRAIGHT_LINE_OR_DIAGONAL_FEWER_THAN_N_SQUARES] = { "straight-line-or-diagonal-fewer-than-n-squares", NHS_N_ ("straight line or diagonal, fewer than %d squares") },
  [NHS_MUSE_RULE_A_WALL_IN_THE_LINE] = { "a-wall-in-the-line", NHS_N_ ("a wall in the line") },
  [NHS_MUSE_RULE_A_VAMPIRE_CARRYING_A_POTION_OF_VAMPIRE_BLOOD] = { "a-vampire-carrying-a-potion-of-vampire-blood",
    NHS_N_ ("a vampire carrying a potion of vampire blood") },
  [NHS_MUSE_RULE_WAND_OF_CREATE_HORDE_CHARGED] = { "wand-of-create-horde-charged", NHS_N_ ("wand of create horde: charged") },
  [NHS_MUSE_RULE_WAND_OF_HEALING_CHARGED] = { "wand-of-healing-charged", NHS_N_ ("wand of healing: charged") },
  [NHS_MUSE_RULE_WAND_OF_EXTRA_HEALING_CHARGED] = { "wand-of-extra-healing-charged",
    NHS_N_ ("wand of extra healing: charged") },
  [NHS_MUSE_RULE_POTION_OF_VAMPIRE_BLOOD_IT_IS_A_VAMPIRE] = { "potion-of-vampire-blood-it-is-a-vampire",
    NHS_N_ ("potion of vampire blood: it is a vampire") },
  [NHS_MUSE_RULE_WAND_OF_FIREBALL_CHARGED] = { "wand-of-fireball-charged", NHS_N_ ("wand of fireball: charged") },
  [NHS_MUSE_RULE_WAND_OF_DRAINING_CHARGED] = { "wand-of-draining-charged", NHS_N_ ("wand of draining: charged") },
  [NHS_MUSE_RULE_WAND_OF_CANCELLATION_CHARGED] = { "wand-of-cancellation-charged",
    NHS_N_ ("wand of cancellation: charged") },
  [NHS_MUSE_RULE_A_DIAGONAL_GAP_BETWEEN_TWO_WALLS_IN_THE_LINE] = { "a-diagonal-gap-between-two-walls-in-the-line",
    NHS_N_ ("a diagonal gap between two walls in the line (the hero's vision)") },
  [NHS_MUSE_RULE_A_CLEAR_LINE_NO_BOULDER_BETWEEN] = { "a-clear-line-no-boulder-between", NHS_N_ ("a clear line (no boulder between)") },
  [NHS_MUSE_RULE_THROWS_BOULDERS_OR_CARRIES_A_WAND_OF_STRIKING_BOULDERS_DO_NO] = { "throws-boulders-or-carries-a-wand-of-striking-boulders-do-no", NHS_N_ ("throws boulders or carries a wand of striking: boulders do not block") },
  [NHS_MUSE_RULE_BOULDERS_IN_THE_WAY_N_RN2_2_BOULDERS_2] = { "boulders-in-the-way-n-rn2-2-boulders-2", NHS_N_ ("boulders in the way (%d): rn2(2 + boulders) < 2") },
  [NHS_MUSE_RULE_THE_HERO_REFLECTS_SKIP_RAYS_AND_HORNS_IF_RN2_N] = { "the-hero-reflects-skip-rays-and-horns-if-rn2-n", NHS_N_ ("the hero reflects: skip rays and horns if rn2(%d)") },
  [NHS_MUSE_RULE_PEACEFUL_ANIMAL_MINDLESS_OR_NO_HANDS] = { "peaceful-animal-mindless-or-no-hands", NHS_N_ ("peaceful, animal, mindless or no hands") },
  [NHS_MUSE_RULE_THE_HERO_IS_ENGULFED] = { "the-hero-is-engulfed", NHS_N_ ("the hero is engulfed") },
  [NHS_MUSE_RULE_THE_HERO_IS_IN_A_TEMPLE_OF_THEIR_OWN_GOD_SANCTUARY] = { "the-hero-is-in-a-temple-of-their-own-god-sanctuary", NHS_N_ ("the hero is in a temple of their own god (sanctuary)") },
  [NHS_MUSE_RULE_A_HEALER_AD_HEAL_AND_THE_HERO_WIELDS_AND_WEARS_NOTHING] = { "a-healer-ad-heal-and-the-hero-wields-and-wears-nothing", NHS_N_ ("a healer (AD_HEAL) and the hero wields and wears nothing") },
  [NHS_MUSE_RULE_LINED_UP_WITH_WHERE_IT_BELIEVES_THE_HERO_IS] = { "lined-up-with-where-it-believes-the-hero-is", NHS_N_ ("lined up with where it believes the hero is") },
  [NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_OR_IS_NEXT_TO_THE_HERO_SKIP_RAY] = { "it-has-seen-the-hero-reflect-or-is-next-to-the-hero-skip-ray", NHS_N_ ("it has seen the hero reflect, or is next to the hero: skip rays and horns") },
  [NHS_MUSE_RULE_WAND_OF_DEATH_CHARGED] = { "wand-of-death-charged", NHS_N_ ("wand of death: charged") },
  [NHS_MUSE_RULE_WAND_OF_DEATH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC] = { "wand-of-death-it-has-not-seen-the-hero-resist-magic", NHS_N_ ("wand of death: it has not seen the hero resist magic") },
  [NHS_MUSE_RULE_WAND_OF_SLEEP_CHARGED] = { "wand-of-sleep-charged", NHS_N_ ("wand of sleep: charged") },
  [NHS_MUSE_RULE_WAND_OF_SLEEP_THE_HERO_IS_NOT_HELPLESS] = { "wand-of-sleep-the-hero-is-not-helpless", NHS_N_ ("wand of sleep: the hero is not helpless") },
  [NHS_MUSE_RULE_WAND_OF_SLEEP_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SLEEP] = { "wand-of-sleep-it-has-not-seen-the-hero-resist-sleep", NHS_N_ ("wand of sleep: it has not seen the hero resist sleep") },
  [NHS_MUSE_RULE_WAND_OF_FIRE_CHARGED] = { "wand-of-fire-charged", NHS_N_ ("wand of fire: charged") },
  [NHS_MUSE_RULE_WAND_OF_FIRE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE] = { "wand-of-fire-it-has-not-seen-the-hero-resist-fire", NHS_N_ ("wand of fire: it has not seen the hero resist fire") },
  [NHS_MUSE_RULE_FIRE_HORN_CHARGED] = { "fire-horn-charged", NHS_N_ ("fire horn: charged") },
  [NHS_MUSE_RULE_FIRE_HORN_IT_CAN_BLOW_CAN_BLOW] = { "fire-horn-it-can-blow-can-blow", NHS_N_ ("fire horn: it can blow (can_blow)") },
  [NHS_MUSE_RULE_FIRE_HORN_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE] = { "fire-horn-it-has-not-seen-the-hero-resist-fire", NHS_N_ ("fire horn: it has not seen the hero resist fire") },
  [NHS_MUSE_RULE_WAND_OF_COLD_CHARGED] = { "wand-of-cold-charged", NHS_N_ ("wand of cold: charged") },
  [NHS_MUSE_RULE_WAND_OF_COLD_IT_HAS_NOT_SEEN_THE_HERO_RESIST_COLD] = { "wand-of-cold-it-has-not-seen-the-hero-resist-cold", NHS_N_ ("wand of cold: it has not seen the hero resist cold") },
  [NHS_MUSE_RULE_FROST_HORN_CHARGED] = { "frost-horn-charged", NHS_N_ ("frost horn: charged") },
  [NHS_MUSE_RULE_FROST_HORN_IT_CAN_BLOW_CAN_BLOW] = { "frost-horn-it-can-blow-can-blow", NHS_N_ ("frost horn: it can blow (can_blow)") },
  [NHS_MUSE_RULE_FROST_HORN_IT_HAS_NOT_SEEN_THE_HERO_RESIST_COLD] = { "frost-horn-it-has-not-seen-the-hero-resist-cold", NHS_N_ ("frost horn: it has not seen the hero resist cold") },
  [NHS_MUSE_RULE_WAND_OF_LIGHTNING_CHARGED] = { "wand-of-lightning-charged", NHS_N_ ("wand of lightning: charged") },
  [NHS_MUSE_RULE_WAND_OF_LIGHTNING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SHOCK] = { "wand-of-lightning-it-has-not-seen-the-hero-resist-shock", NHS_N_ ("wand of lightning: it has not seen the hero resist shock") },
  [NHS_MUSE_RULE_WAND_OF_MAGIC_MISSILE_CHARGED] = { "wand-of-magic-missile-charged", NHS_N_ ("wand of magic missile: charged") },
  [NHS_MUSE_RULE_WAND_OF_MAGIC_MISSILE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC] = { "wand-of-magic-missile-it-has-not-seen-the-hero-resist-magic", NHS_N_ ("wand of magic missile: it has not seen the hero resist magic") },
  [NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_CHARGED] = { "wand-of-undead-turning-charged", NHS_N_ ("wand of undead turning: charged") },
  [NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_THE_HERO_CARRIES_A_CORPSE_OR_A_CORPSE] = { "wand-of-undead-turning-the-hero-carries-a-corpse-or-a-corpse", NHS_N_ ("wand of undead turning: the hero carries a corpse, or a corpse lies in the line up to 3 squares beyond the hero") },
  [NHS_MUSE_RULE_WAND_OF_STRIKING_CHARGED] = { "wand-of-striking-charged", NHS_N_ ("wand of striking: charged") },
  [NHS_MUSE_RULE_WAND_OF_STRIKING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC] = { "wand-of-striking-it-has-not-seen-the-hero-resist-magic", NHS_N_ ("wand of striking: it has not seen the hero resist magic") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_HAS_NO_TELEPORT_CONTROL] = { "wand-of-teleportation-the-hero-has-no-teleport-control", NHS_N_ ("wand of teleportation: the hero has no teleport control") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_A_SQUARE_THAT_SCARE] = { "wand-of-teleportation-the-hero-stands-on-a-square-that-scare", NHS_N_ ("wand of teleportation: the hero stands on a square that scares it") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_IS_BEHIND_A_CHOKEPOINT] = { "wand-of-teleportation-the-hero-is-behind-a-chokepoint", NHS_N_ ("wand of teleportation: the hero is behind a chokepoint") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_ANOTHER_HOSTILE_MONSTER_IS_NEXT_TO_IT] = { "wand-of-teleportation-another-hostile-monster-is-next-to-it", NHS_N_ ("wand of teleportation: another hostile monster is next to it") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_AN_OBJECT_PILE_IT_L] = { "wand-of-teleportation-the-hero-stands-on-an-object-pile-it-l", NHS_N_ ("wand of teleportation: the hero stands on an object pile it likes") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_STAIRS_OR_A_LADDER] = { "wand-of-teleportation-the-hero-stands-on-stairs-or-a-ladder", NHS_N_ ("wand of teleportation: the hero stands on stairs or a ladder") },
  [NHS_MUSE_RULE_POTION_OF_PARALYSIS_THE_HERO_IS_NOT_HELPLESS] = { "potion-of-paralysis-the-hero-is-not-helpless", NHS_N_ ("potion of paralysis: the hero is not helpless") },
  [NHS_MUSE_RULE_POTION_OF_BLINDNESS_IT_HAS_NO_GAZE_ATTACK] = { "potion-of-blindness-it-has-no-gaze-attack", NHS_N_ ("potion of blindness: it has no gaze attack") },
  [NHS_MUSE_RULE_POTION_OF_SLEEPING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SLEEP] = { "potion-of-sleeping-it-has-not-seen-the-hero-resist-sleep", NHS_N_ ("potion of sleeping: it has not seen the hero resist sleep") },
  [NHS_MUSE_RULE_POTION_OF_ACID_IT_HAS_NOT_SEEN_THE_HERO_RESIST_ACID] = { "potion-of-acid-it-has-not-seen-the-hero-resist-acid", NHS_N_ ("potion of acid: it has not seen the hero resist acid") },
  [NHS_MUSE_RULE_SCROLL_OF_EARTH_SAFE_FROM_BOULDERS_METAL_HELMET_CONFUSED_AMO] = { "scroll-of-earth-safe-from-boulders-metal-helmet-confused-amo", NHS_N_ ("scroll of earth: safe from boulders (metal helmet, confused, amorphous, wall-walker, ghost, unsolid)") },
  [NHS_MUSE_RULE_SCROLL_OF_EARTH_RN2_N] = { "scroll-of-earth-rn2-n", NHS_N_ ("scroll of earth: !rn2(%d)") },
  [NHS_MUSE_RULE_SCROLL_OF_EARTH_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS] = { "scroll-of-earth-adjacent-to-where-it-believes-the-hero-is", NHS_N_ ("scroll of earth: adjacent to where it believes the hero is") },
  [NHS_MUSE_RULE_SCROLL_OF_EARTH_CAN_SEE_NOT_BLIND_HAS_EYES] = { "scroll-of-earth-can-see-not-blind-has-eyes", NHS_N_ ("scroll of earth: can see (not blind, has eyes)") },
  [NHS_MUSE_RULE_EXPENSIVE_CAMERA_THE_HERO_CAN_BE_BLINDED_NOT_BLIND_NOT_BLIND] = { "expensive-camera-the-hero-can-be-blinded-not-blind-not-blind", NHS_N_ ("expensive camera: the hero can be blinded (not blind, not blindness-resistant), or hates light") },
  [NHS_MUSE_RULE_EXPENSIVE_CAMERA_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS] = { "expensive-camera-adjacent-to-where-it-believes-the-hero-is", NHS_N_ ("expensive camera: adjacent to where it believes the hero is") },
  [NHS_MUSE_RULE_EXPENSIVE_CAMERA_CHARGED] = { "expensive-camera-charged", NHS_N_ ("expensive camera: charged") },
  [NHS_MUSE_RULE_EXPENSIVE_CAMERA_RN2_N] = { "expensive-camera-rn2-n", NHS_N_ ("expensive camera: !rn2(%d)") },
  [NHS_MUSE_RULE_IT_WONT_LEAVE_THE_LEVEL_A_SHOPKEEPER_GUARD_PRIEST_OR_GERYON] = { "it-wont-leave-the-level-a-shopkeeper-guard-priest-or-geryon", NHS_N_ ("it will not leave the level (a shopkeeper, guard, priest or Geryon): no stairs or traps") },
  [NHS_MUSE_RULE_YEENOGHU_NEVER_FLEES] = { "yeenoghu-never-flees", NHS_N_ ("Yeenoghu never flees by stairs, traps, digging or teleporting itself") },
  [NHS_MUSE_RULE_M_USE_HEALING_A_VAMPIRE_CARRYING_A_POTION_OF_VAMPIRE_BLOOD] = { "m-use-healing-a-vampire-carrying-a-potion-of-vampire-blood", NHS_N_ ("m_use_healing: a vampire carrying a potion of vampire blood") },
  [NHS_MUSE_RULE_CANCELLED_HAS_HANDS_AND_CARRIES_A_POTION_OF_RESTORE_ABILITY] = { "cancelled-has-hands-and-carries-a-potion-of-restore-ability", NHS_N_ ("cancelled, has hands and carries a potion of restore ability") },
  [NHS_MUSE_RULE_IT_CARRIES_THE_AMULET_AND_IS_NOT_A_PRIEST_IN_ITS_TEMPLE_FLEES_HURT_OR_NOT] = { "it-carries-the-amulet-and-is-not-a-priest-in-its-temple-flee", NHS_N_ ("it carries the Amulet and is not a priest in its temple: flees hurt or not") },
  [NHS_MUSE_RULE_WAND_OF_DIGGING_IT_DOES_NOT_LEVITATE_LEVITATION_BOOTS] = { "wand-of-digging-it-does-not-levitate-levitation-boots", NHS_N_ ("wand of digging: it does not levitate (levitation boots, ring of levitation)") },
  [NHS_MUSE_RULE_A_CONTAINER_ITS_CONTENTS_ARE_SEARCHED_EMPTY_HERE] = { "a-container-its-contents-are-searched-empty-here", NHS_N_ ("a container: its contents are searched (empty here)") },
  [NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_IT_IS_CANCELLED] = { "potion-of-restore-ability-it-is-cancelled", NHS_N_ ("potion of restore ability: it is cancelled") },
  [NHS_MUSE_RULE_BAG_OF_TRICKS_CHARGED] = { "bag-of-tricks-charged", NHS_N_ ("bag of tricks: charged") },
  [NHS_MUSE_RULE_DISARM_HOSTILE_WIELDS_IT_KNOWS_WHERE_THE_HERO_IS_ADJACENT_NOT_ENGULFED] = { "disarm-hostile-wields-it-knows-where-the-hero-is-adjacent-th", NHS_N_ ("disarm: hostile, wields it, knows where the hero is, adjacent, the hero not engulfed") },
  [NHS_MUSE_RULE_DISARM_THE_HERO_WEARS_A_SHIELD_NOT_BRACERS] = { "disarm-the-hero-wears-a-shield-not-bracers", NHS_N_ ("disarm: the hero wears a shield (not bracers)") },
  [NHS_MUSE_RULE_DISARM_THE_HERO_WIELDS_A_WEAPON_THEY_CAN_LET_GO_OF] = { "disarm-the-hero-wields-something-they-can-let-go-of-not-a-cu", NHS_N_ ("disarm: the hero wields something they can let go of (not a cursed loadstone)") },
  [NHS_MUSE_RULE_SCROLL_OF_CHARGING_IT_CARRIES_AN_EMPTY_WAND_HORN_OR_CAMERA_IT_USES] = { "scroll-of-charging-it-carries-an-empty-wand-horn-or-camera-i", NHS_N_ ("scroll of charging: it carries an empty wand, horn or camera it uses") },
  [NHS_MUSE_RULE_POTION_OF_BOOZE_IT_IS_A_SATYR] = { "potion-of-booze-it-is-a-satyr", NHS_N_ ("potion of booze: it is a satyr") },
  [NHS_MUSE_RULE_FIGURINE_IT_IS_HOSTILE] = { "figurine-it-is-hostile", NHS_N_ ("figurine: it is hostile") },
  [NHS_MUSE_RULE_WAND_OF_WISHING_CHARGED] = { "wand-of-wishing-charged", NHS_N_ ("wand of wishing: charged") },
  [NHS_MUSE_RULE_BULLWHIP_RN2_N] = { "bullwhip-rn2-d", NHS_N_ ("bullwhip: !rn2(%d)") },
  [NHS_MUSE_RULE_DWARVISH_BEARDED_AXE_RN2_N] = { "dwarvish-bearded-axe-rn2-d", NHS_N_ ("dwarvish bearded axe: !rn2(%d)") },
  [NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_OR_SHOPKEEPER_DIFFICULTY_6] = { "polymorph-not-a-shapeshifter-or-shopkeeper-difficulty-6", NHS_N_ ("polymorph: not a shapeshifter or shopkeeper, difficulty < 6") },
  [NHS_MUSE_RULE_SCROLL_OF_REMOVE_CURSE_UNCURSED_AND_NOT_AN_INFIDEL] = { "scroll-of-remove-curse-uncursed-and-it-is-not-an-infidel", NHS_N_ ("scroll of remove curse: uncursed, and it is not an infidel") },
  [NHS_MUSE_RULE_SCROLL_OF_REMOVE_CURSE_A_CURSED_LOADSTONE_MAGIC_BAG_OR_WORN_OR_WIELDED_ITEM] = { "scroll-of-remove-curse-it-carries-a-cursed-loadstone-magic-b", NHS_N_ ("scroll of remove curse: it carries a cursed loadstone, magic bag, or worn or wielded item") },
  [NHS_MUSE_RULE_PAN_FLUTE_A_HOSTILE_SATYR] = { "pan-flute-a-hostile-satyr", NHS_N_ ("pan flute: a hostile satyr") },
  [NHS_MUSE_RULE_PAN_FLUTE_RN2_N] = { "pan-flute-rn2-d", NHS_N_ ("pan flute: !rn2(%d)") },
  [NHS_MUSE_RULE_MFIND_TARGET_THE_HERO_HOSTILE_AND_LINED_UP] = { "mfind-target-the-hero-hostile-and-lined-up", NHS_N_ ("mfind_target: the hero (hostile and lined up)") },
  [NHS_MUSE_RULE_MFIND_TARGET_A_MONSTER_IT_ATTACKS_IN_LINE] = { "mfind-target-a-monster-it-attacks-in-line", NHS_N_ ("mfind_target: else a monster it attacks (mm_aggression), in line 2 or more squares away") },
  [NHS_MUSE_RULE_CONFLICT_REACHES_IT_N] = { "conflict-reaches-it-n", NHS_N_ ("the hero's Conflict reaches it (in view, within 8 squares) and it fails to resist: rn2(%d) is not below its magic resistance") },
  [NHS_MUSE_RULE_MFIND_TARGET_A_PET_S_TARGET_IN_LINE] = { "mfind-target-a-pet-s-target-in-line", NHS_N_ ("mfind_target: a pet's target in line, 2 or more squares away, not past the hero or another pet") },
  [NHS_MUSE_RULE_MFIND_TARGET_UNDER_CONFLICT_ANY_MONSTER_IN_LINE] = { "mfind-target-under-conflict-any-monster-in-line", NHS_N_ ("mfind_target under Conflict: any monster in line, 2 or more squares away (never the hero)") },
  [NHS_MUSE_RULE_ACCEPTABLE_PET_TARGET] = { "acceptable-pet-target", NHS_N_ ("acceptable_pet_target: a pet is willing to attack it") },
  [NHS_MUSE_RULE_MFIND_TARGET_COVETOUS_THE_MONSTER_ON_ITS_GOAL_LINED_UP] = { "mfind-target-covetous-the-monster-on-its-goal-lined-up", NHS_N_ ("mfind_target (covetous): the monster on the square its strategy heads for, lined up") },
  [NHS_MUSE_RULE_BERSERK_LASHES_OUT_RN2_N] = { "berserk-lashes-out-rn2-n", NHS_N_ ("berserk: lashes out at a monster in its way, rn2(%d) == 0") },
  [NHS_MUSE_RULE_MLINED_UP_WITH_THAT_MONSTER_N] = { "mlined-up-with-that-monster", NHS_N_ ("mlined_up: that monster fewer than %d squares away, no wall or boulder between") },
  [NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_SKIP_RAYS_AND_HORNS] = { "it-has-seen-the-hero-reflect-skip-rays-and-horns", NHS_N_ ("it has seen the hero reflect: skip rays and horns") },
  [NHS_MUSE_RULE_NEXT_TO_THE_HERO_GUESSES_REFLECTION_IF_RN2_N] = { "next-to-where-it-believes-the-hero-is-guesses-reflection-if", NHS_N_ ("next to where it believes the hero is: guesses reflection if !rn2(%d)") },
  [NHS_MUSE_RULE_WAND_OF_DEATH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_DEATH] = { "wand-of-death-it-has-not-seen-the-hero-resist-death", NHS_N_ ("wand of death: it has not seen the hero resist death") },
  [NHS_MUSE_RULE_WAND_OF_DEATH_NOT_SEEN_THE_HERO_REFLECT_OR_NONLIVING_OR_LEADER] = { "wand-of-death-not-seen-the-hero-reflect-or-nonliving-or-leader", NHS_N_ ("wand of death: it has not seen the hero reflect, or it is nonliving or a quest leader") },
  [NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_THE_HERO_IS_POLYMORPHED_INTO_AN_UNDEAD] = { "wand-of-undead-turning-the-hero-is-polymorphed-into-an-undea", NHS_N_ ("wand of undead turning: the hero is polymorphed into an undead") },
  [NHS_MUSE_RULE_WAND_OF_POLYMORPH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC] = { "wand-of-polymorph-it-has-not-seen-the-hero-resist-magic", NHS_N_ ("wand of polymorph: it has not seen the hero resist magic") },
  [NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_BRANCH_STAIRS] = { "wand-of-teleportation-the-hero-stands-on-branch-stairs", NHS_N_ ("wand of teleportation: the hero stands on branch stairs") },
  [NHS_MUSE_RULE_WAND_OF_SLOW_MONSTER_CHARGED] = { "wand-of-slow-monster-charged", NHS_N_ ("wand of slow monster: charged") },
  [NHS_MUSE_RULE_SCROLL_OF_STINKING_CLOUD_THE_HERO_IN_VIEW_DIST2_N] = { "scroll-of-stinking-cloud-the-hero-in-view-dist2-d", NHS_N_ ("scroll of stinking cloud: the hero in view, dist2 < %d") },
  [NHS_MUSE_RULE_SCROLL_OF_STINKING_CLOUD_IT_HAS_NOT_SEEN_THE_HERO_RESIST_POISON] = { "scroll-of-stinking-cloud-it-has-not-seen-the-hero-resist-poi", NHS_N_ ("scroll of stinking cloud: it has not seen the hero resist poison") },
  [NHS_MUSE_RULE_POTION_OF_HALLUCINATION_THE_HERO_IS_NOT_HELPLESS] = { "potion-of-hallucination-the-hero-is-not-helpless", NHS_N_ ("potion of hallucination: the hero is not helpless") },
  [NHS_MUSE_RULE_POTION_OF_POLYMORPH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC] = { "potion-of-polymorph-thrown-it-has-not-seen-the-hero-resist-m", NHS_N_ ("potion of polymorph (thrown): it has not seen the hero resist magic") },
  [NHS_MUSE_RULE_POTION_OF_OIL_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE] = { "potion-of-oil-it-has-not-seen-the-hero-resist-fire", NHS_N_ ("potion of oil: it has not seen the hero resist fire") },
  [NHS_MUSE_RULE_SCROLL_OF_EARTH_SAFE_FROM_BOULDERS_A_HARD_HELMET_CONFUSED_AMORPHOUS] = { "scroll-of-earth-safe-from-boulders-a-hard-helmet-confused-am", NHS_N_ ("scroll of earth: safe from boulders (a hard helmet, confused, amorphous, passes walls, noncorporeal or unsolid)") },
  [NHS_MUSE_RULE_SCROLL_OF_FIRE_IT_RESISTS_FIRE] = { "scroll-of-fire-it-resists-fire", NHS_N_ ("scroll of fire: it resists fire") },
  [NHS_MUSE_RULE_SCROLL_OF_FIRE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE] = { "scroll-of-fire-it-has-not-seen-the-hero-resist-fire", NHS_N_ ("scroll of fire: it has not seen the hero resist fire") },
  [NHS_MUSE_RULE_EXPENSIVE_CAMERA_THE_HERO_CAN_SEE_OR_HATES_LIGHT] = { "expensive-camera-the-hero-can-see-or-hates-light", NHS_N_ ("expensive camera: the hero can see, or hates light") },
  [NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_UNCURSED] = { "potion-of-restore-ability-uncursed", NHS_N_ ("potion of restore ability: uncursed") },
  [NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_BLIND_CONFUSED_STUNNED_OR_CANCELLED] = { "potion-of-restore-ability-blind-confused-stunned-or-cancelled", NHS_N_ ("potion of restore ability: it is blind, confused, stunned or cancelled") },
  [NHS_MUSE_RULE_POTION_OF_HALLUCINATION_IT_HAS_NO_GAZE_ATTACK] = { "potion-of-hallucination-it-has-no-gaze-attack", NHS_N_ ("potion of hallucination: it has no gaze attack") },
  [NHS_MUSE_RULE_POTION_OF_OIL_NOT_NEXT_TO_THE_HERO_WHILE_WEAK] = { "potion-of-oil-not-next-to-the-hero-while-weak", NHS_N_ ("potion of oil: not adjacent, or more than 10 HP, or resists fire") },
  [NHS_MUSE_RULE_MAGIC_FLUTE_THE_HERO_IS_NOT_ASLEEP] = { "magic-flute-the-hero-is-not-asleep", NHS_N_ ("magic flute: the hero is not asleep or helpless") },
  [NHS_MUSE_RULE_MAGIC_FLUTE_RN2_N] = { "magic-flute-rn2-n", NHS_N_ ("magic flute: !rn2(%d)") },
  [NHS_MUSE_RULE_MAGIC_FLUTE_CHARGED] = { "magic-flute-charged", NHS_N_ ("magic flute: charged") },
  [NHS_MUSE_RULE_MAGIC_FLUTE_DIST2_AT_MOST_N] = { "magic-flute-dist2-at-most-n", NHS_N_ ("magic flute: dist2 to where it believes the hero is at most %d (5 × its level)") },
  [NHS_MUSE_RULE_IT_CAN_SEE_THE_HERO] = { "it-can-see-the-hero", NHS_N_ ("it can see the hero: the hero is not invisible, or it sees invisible") },
  [NHS_MUSE_RULE_A_SPELLCASTER_PEACEFUL_OR_THE_HERO_FARTHER_THAN_DIST2_N] = { "a-spellcaster-peaceful-or-the-hero-farther-than-dist2-n", NHS_N_ ("a spellcaster, peaceful or the hero farther than dist2 %d: reads a book") },
  [NHS_MUSE_RULE_A_SPELLBOOK_IT_CAN_LEARN_FROM] = { "a-spellbook-it-can-learn-from", NHS_N_ ("a spellbook it can learn from: uncursed, read fewer than 3 times, on the learnable list, a spell it does not know, a free slot of 8; it sees and is neither stunned nor confused") },
  [NHS_MUSE_RULE_PARTWAY_THROUGH_A_BOOK_IT_SEES_NEITHER_STUNNED_NOR_CONFUSED] = { "partway-through-a-book-it-sees-neither-stunned-nor-confused", NHS_N_ ("partway through a book: it reads on while it sees and is neither stunned nor confused") },
  [NHS_MUSE_RULE_THE_BOOK_IT_IS_READING] = { "the-book-it-is-reading", NHS_N_ ("the book it is reading: the first of that kind in its pack, cursed or worn out too") },
};

const char *
nhs_muse_rule_key (NhsMuseRule rule)
{
  g_return_val_if_fail (rule >= 0 && rule < NHS_MUSE_N_RULES, "");
  return rules[rule].key;
}

const char *
nhs_muse_rule_template (NhsMuseRule rule)
{
  g_return_val_if_fail (rule >= 0 && rule < NHS_MUSE_N_RULES, "");
  return rules[rule].text;
}

gboolean
nhs_muse_rule_has_number (NhsMuseRule rule)
{
  return strstr (nhs_muse_rule_template (rule), "%d") != NULL;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
char *
nhs_muse_rule_text (NhsMuseRule rule,
                    int         number)
{
  if (nhs_muse_rule_has_number (rule))
    return g_strdup_printf (nhs_muse_rule_template (rule), number);
  return g_strdup (nhs_muse_rule_template (rule));
}
#pragma GCC diagnostic pop

/* ---- What it does with an object in reach (NhsMuseLike, NhsMuseCarry) ---- */

static const struct { const char *key, *text; } likes[NHS_MUSE_N_LIKES] = {
  { "uses", NHS_N_ ("an item it can use (searches_for_item), while under 75 per cent of what it can carry") },
  { "likes-gold", NHS_N_ ("likes gold (M2_GREEDY), while under 95 per cent of what it can carry") },
  { "likes-gems", NHS_N_ ("likes gems (M2_JEWELS): gems and glass, not gray stones, while under 85 per cent of what it can carry") },
  { "likes-objs", NHS_N_ ("collects weapons, armour, gems and food (M2_COLLECT or a weapon attack), while under 75 per cent of what it can carry") },
  { "likes-magic", NHS_N_ ("likes magic items (M2_MAGIC), while under 85 per cent of what it can carry") },
  { "throws-rocks", NHS_N_ ("picks up boulders to throw, while under 50 per cent of what it can carry and not in Sokoban") },
  { "engulfs", NHS_N_ ("a gelatinous cube engulfs and eats it") },
};

typedef struct { const char *key, *text; } KeyText;

static const KeyText carries[NHS_MUSE_N_CARRY] = {
  { NULL, NULL },
  { "notake", NHS_N_ ("it cannot carry anything (M1_NOTAKE)") },
  { "peaceful", NHS_N_ ("a peaceful monster other than a shopkeeper takes nothing") },
  { "petrifies", NHS_N_ ("touching it would stone it (no gloves, not resistant)") },
  { "hates-silver", NHS_N_ ("it will not touch silver") },
  { "nymph-rock", NHS_N_ ("nymphs take no boulders or statues") },
  { "pet", NHS_N_ ("a pet picks things up by its own rules (dog_invent), not followed for a corpse of no named monster, the weight of a statue, of a container with contents or of a candelabrum with candles where it weighs them, or a ring or wand whose unknown material decides whether a metal eater or a gelatinous cube would eat it; in EvilHack also not for armour with magical properties when the hero is polymorphed (its form would weigh them), or where an intelligent pet weighs its weapons by damage rolls aimed at another monster that may be its target, wields a cursed one and would choose otherwise had it given up wielding another, or would eat the object only if it dropped nothing first") },
  { "hates-material", NHS_N_ ("it will not touch what the object is made of (cold iron, mithril or copper)") },
  { "gnome-egg", NHS_N_ ("gnomes hate eggs") },
  { "material-unknown", NHS_N_ ("a ring's or wand's material goes with its random appearance, and the monster will not "
                                "touch a material some of them are made of (can_carry): say the item's \"material\" "
                                "(--item NAME:material=silver)") },
};

static int
like_index (NhsMuseLike like)
{
  for (int i = 0; i < NHS_MUSE_N_LIKES; i++)
    if (like == 1u << i)
      return i;
  g_return_val_if_reached (0);
}

const char *
nhs_muse_like_key (NhsMuseLike like)
{
  return likes[like_index (like)].key;
}

const char *
nhs_muse_like_text (NhsMuseLike like)
{
  return likes[like_index (like)].text;
}

/* entry i of a key-and-words table of n entries ({ NULL, NULL } past its end) */
static const KeyText *
key_text (const KeyText *table,
          guint          n,
          guint          i)
{
  static const KeyText none = { NULL, NULL };

  g_return_val_if_fail (i < n, &none);
  return &table[i];
}

const char *
nhs_muse_carry_key (NhsMuseCarry carry)
{
  return key_text (carries, NHS_MUSE_N_CARRY, carry)->key;
}

const char *
nhs_muse_carry_text (NhsMuseCarry carry)
{
  return key_text (carries, NHS_MUSE_N_CARRY, carry)->text;
}

/* ---- A pet's object on its square (NhsMusePetDoes, NhsMusePetWhy, NhsMuseDogfood) ---- */

static const char *const pet_keys[] = { NULL, "eats", "picks-up", "leaves" };

static const KeyText pet_whys[NHS_MUSE_N_PET_WHY] = {
  { NULL, NULL },
  { "drops-first", NHS_N_ ("it carries something it would drop instead (droppables)") },
  { "not-fetched", NHS_N_ ("a pet fetches no boulders, statues, iron balls, chains or mail (nofetch; EvilHack: nor a crystal chest)") },
  { "cannot-carry", NULL },  /* the fate's carry says why */
  { "too-heavy", NHS_N_ ("it is too heavy for what it carries already (can_carry: max_mon_load)") },
  { "cursed", NHS_N_ ("a pet picks up nothing cursed") },
  { "hero-here", NHS_N_ ("the hero is on its square: its move stops before dog_invent") },
  { "level-zero", NHS_N_ ("a pet without hands takes at most ten times its level of them, none at level 0 (dogquan)") },
  { "cannot-reach", NHS_N_ ("it floats and cannot reach the floor (could_reach_item)") },
  { "can-use", NHS_N_ ("it could use it, so it takes it for certain (could_use_item)") },
  { "weapon-rolls", NHS_N_ ("whether it keeps its weapons, so drops nothing first, and whether it could use this one "
                            "hang on rolls of their damage against the hero (select_hwep, would_prefer_hwep, dmgval)") },
  { "minion", NHS_N_ ("a minion neither eats, fetches nor drops anything: its move skips dog_invent (no pet's record, "
                      "or has_edog is false for a minion)") },
  { "spell-being", NHS_N_ ("a sphere a spell made neither eats, fetches nor drops anything: its move skips dog_invent "
                           "(is_spell)") },
  { "starves", NHS_N_ ("it has starved too long and dies before it touches anything (dog_hunger)") },
  { "drinks-blood", NHS_N_ ("hungry, it drinks a potion of blood it carries, which ends its move before it touches "
                            "anything (dog_move)") },
  { "starves", NHS_N_ ("its first starving move cuts its maximum hit points to a third, which leaves it none, and "
                       "it dies before it touches anything (dog_hunger)") },
};

const char *
nhs_muse_pet_betrays_text (void)
{
  return NHS_N_ ("it turns on the hero, which ends its move before it touches anything (betrayed)");
}

const char *
nhs_muse_pet_throws_rider_text (const NhsVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);
  /* the function the version's dog_move () asks (NhsVariant.muse_steed_conflict):
     zap.c resist (), or resist_conflict () (mondata.c; EvilHack's mhitm.c) */
  if (nhs_muse_reads_charisma (variant))
    return NHS_N_ ("it fails to resist the hero's Conflict and throws its rider, which ends its move before it "
                   "touches anything (dog_move, resist_conflict)");
  return NHS_N_ ("it fails to resist the hero's Conflict and throws its rider, which ends its move before it "
                 "touches anything (dog_move, resist)");
}

static const char *const dogfoods[NHS_MUSE_N_DOGFOOD] = {
  "DOGFOOD", "CADAVER", "ACCFOOD", "MANFOOD", "APPORT", "POISON", "UNDEF", "TABU",
};

const char *
nhs_muse_pet_key (NhsMusePetDoes does)
{
  g_return_val_if_fail (does <= NHS_MUSE_PET_LEAVES, NULL);
  return pet_keys[does];
}

const char *
nhs_muse_pet_why_key (NhsMusePetWhy why)
{
  return key_text (pet_whys, NHS_MUSE_N_PET_WHY, why)->key;
}

const char *
nhs_muse_pet_why_text (NhsMusePetWhy why)
{
  return key_text (pet_whys, NHS_MUSE_N_PET_WHY, why)->text;
}

/* NhsMusePetUnknown: a cause of "not answered" named on its own */
static const KeyText pet_unknowns[NHS_MUSE_PET_N_UNKNOWN] = {
  { NULL, NULL },
  { "ring-material", NHS_N_ ("a ring's or wand's material goes with its random appearance, and the monster hates or eats "
                             "a material some of them are made of (can_carry, dogfood): say the item's \"material\" "
                             "(--item NAME:material=silver)") },
};

const char *
nhs_muse_pet_unknown_key (NhsMusePetUnknown unknown)
{
  return key_text (pet_unknowns, NHS_MUSE_PET_N_UNKNOWN, unknown)->key;
}

const char *
nhs_muse_pet_unknown_text (NhsMusePetUnknown unknown)
{
  return key_text (pet_unknowns, NHS_MUSE_PET_N_UNKNOWN, unknown)->text;
}

const char *
nhs_muse_dogfood_name (NhsMuseDogfood food)
{
  g_return_val_if_fail (food < NHS_MUSE_N_DOGFOOD, NULL);
  return dogfoods[food];
}
