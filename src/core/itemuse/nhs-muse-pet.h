/* nhs-muse-pet.h: what a pet does with an object on its square
 * (dogmove.c dog_invent()); internal to the item-use decisions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-muse-scenario.h"
#include "nhs-q64.h"

G_BEGIN_DECLS

/* Fill f->pet (and pet_why, dogfood, pick_num/pick_den) for inventory item
   i laid on the pet's square, f->carry holding can_carry()'s answer apart
   from weight. FALSE when the scenario's monster is no pet, the version's
   dog_invent() is not followed, or the scenario does not hold what it
   reads (a corpse of no named monster, a ring's or wand's material for a
   metal eater or the gelatinous cube, a statue's or a full container's
   weight where the game weighs it; EvilHack: a
   polymorphed hero's form weighing a property, weapon rolls aimed at
   another monster that may be the target without its level and hit
   points, or a polymorphed hero's form that changes them, a welded
   weapon whose weapon_check would change the answer, eating only
   if it drops nothing): f->pet stays NHS_MUSE_PET_NONE. */
gboolean nhs_muse_pet_fate (const NhsMuseScenario *sc,
                            guint                  i,
                            NhsMuseItemFate       *f);

/* Shared with the item-use decisions (nhs-muse-decide.c). EvilHack: the
   race's monster the scenario's monster was made with (apply_race()), else
   its species; a flag of the species or the race; the species' and the
   race's resistances; mon_hates_material(). */
const NhsMonster *nhs_muse_race_of             (const NhsMuseScenario *sc);
/* Another monster's race ("race", else its species) */
const NhsMonster *nhs_muse_other_race_of       (const NhsMuseOther    *o);
gboolean          nhs_muse_racial_flag         (const NhsMuseScenario *sc,
                                                NhsMFlag               flag);
guint             nhs_muse_mon_resists         (const NhsMuseScenario *sc);
/* ... and what its worn objects give it (all but item `skip`, G_MAXUINT for
   none): what the games' resists_*() read */
guint             nhs_muse_mon_resists_worn    (const NhsMuseScenario *sc,
                                                guint                  skip);
/* Its speed: fast when it wears an item giving FAST (mon_adjust_speed ()),
   else the scenario's */
NhsMuseSpeed      nhs_muse_mon_speed           (const NhsMuseScenario *sc);
gboolean          nhs_muse_evil_hates_material (const NhsMuseScenario *sc,
                                                const char            *material);
gboolean          nhs_muse_evil_is_blight      (const NhsMonster *m);
/* EvilHack mondata.h slimeproof (): a green slime, a flaming () monster or
   a ghost (S_GHOST) */
gboolean          nhs_muse_evil_slimeproof     (const NhsMonster *m);
gboolean          nhs_muse_evil_hates_material_of (const NhsMonster *monster,
                                                   const NhsMonster *race,
                                                   const char       *material);
/* Whether a feature of `kind` stands at (x, y) from the monster */
gboolean          nhs_muse_feature_at          (const NhsMuseScenario *sc,
                                                NhsMuseFeatureKind     kind,
                                                int                    x,
                                                int                    y);
/* EvilHack: a worn object of the pet (all but item `skip`) whose oc_oprop
   is `prop`; mon_reflects () of the pet; mondata.c max_passive_dmg (mdef,
   magr), magr resisting `res` (NHS_MR_*); dogmove.c acceptable_pet_target
   (the pet, o, FALSE): *accept its chance, FALSE where the scenario does
   not say (nhs-muse-decide.c) */
gboolean          nhs_muse_pet_wears_prop      (const NhsMuseScenario *sc,
                                                guint                  skip,
                                                const char            *prop);
gboolean          nhs_muse_pet_reflects        (const NhsMuseScenario *sc,
                                                guint                  skip);
int               nhs_muse_max_passive_dmg     (const NhsMonster      *mdef,
                                                const NhsMonster      *magr,
                                                guint                  res);
/* EvilHack: a support caster (a shaman or cleric) spares a peaceful
   monster that is not badly hurt (acceptable_pet_target ()) */
gboolean          nhs_muse_pet_support_caster  (const NhsMonster     *m);
gboolean          nhs_muse_pet_accepts         (const NhsMuseScenario *sc,
                                                const NhsMuseOther    *o,
                                                NhsQ64                *accept);
/* EvilHack mon.c mm_aggression () and dogmove.c score_targ (): the
   monster and o both priests (MS_PRIEST) of one god, as the scenario says
   ("state.god", o's "god"; not said: FALSE). dogmove.c dog_move ()'s
   balk for a melee target, m_lev + 5·mhp/mhpmax − 2, the pet's m_lev its
   species' level (nhs-muse-decide.c) */
gboolean          nhs_muse_priests_of_one_god  (const NhsMuseScenario *sc,
                                                const NhsMuseOther    *o);
int               nhs_muse_pet_balk            (const NhsMuseScenario *sc);
/* The squares from the monster to (dx, dy) along a row, a column or a
   diagonal; 0 off those eight lines (or on its own square). The games'
   two distance tests on a line: mthrowu.c linedup () (lined_up (),
   m_lined_up (), mlined_up (), linedup_callback ()) asks distmin () <
   BOLT_LIM, fewer than BOLT_LIM squares, in all seven versions
   (nhs_muse_lined_up_within ()); EvilHack's mthrowu.c mfind_target ()
   walks BOLT_LIM steps from the monster (for (i = 0; i < BOLT_LIM; i++)),
   so a monster BOLT_LIM squares away is found, mm_aggression () is asked
   of it, and only mlined_up () then refuses it
   (nhs_muse_other_in_bolt_line ()) */
int               nhs_muse_line_steps          (int dx,
                                                int dy);
gboolean          nhs_muse_lined_up_within     (const NhsVariant *v,
                                                int               dx,
                                                int               dy);
/* muse.c mfind_target (): o in line (a row, a column or a diagonal)
   within BOLT_LIM of the monster, BOLT_LIM squares included.
   nhs_muse_other_race_read (): the same, o not a fellow pet of a tame
   monster without Conflict, the monster not peaceful unless tame, and
   mfind_target ()'s walk reaching o (no wall nearer on the line; for a
   pet, neither the hero without Conflict nor a fellow pet nearer): the
   only monsters whose race a rule may read (mm_aggression (),
   acceptable_pet_target (), a pet's melee target), where decide_races ()
   (nhs-muse-decide.c) varies an unsaid race, counting them against its
   cap of combinations, and nhs_muse_other_fields_read () shows it */
gboolean          nhs_muse_other_in_bolt_line  (const NhsMuseScenario *sc,
                                                const NhsMuseOther    *o);
gboolean          nhs_muse_other_race_read     (const NhsMuseScenario *sc,
                                                const NhsMuseOther    *o);
/* EvilHack dogmove.c score_targ () (1276-1300): whether the pet's faith
   and peaceful o's (a priest's or a minion's, and its god) decide a -5000
   the scenario does not say ("state.minion", "state.god", o's "minion"
   and "god"). dogmove.c dog_move (): 1 when the tame monster, a minion,
   skips dog_invent () (NhsVariant.muse_pet_minion_no_invent; the
   guardian angel always), 0 when it reaches it, -1 when the scenario
   does not say whether it is one and that decides. */
gboolean          nhs_muse_pet_faith_unsaid    (const NhsMuseScenario *sc,
                                                const NhsMuseOther    *o);
int               nhs_muse_pet_minion_skips_invent (const NhsMuseScenario *sc);
/* SLASH'EM (NhsVariant.muse_pet_betrayal): the chance the tame monster
   turns on the hero before dog_invent () (dogmove.c 721 !rn2 (850) &&
   betrayed (), 634-660), in lowest terms; 0/1 where it cannot (another
   version, the hero not beside it, a minion or spell being, no
   M3_TRAITOR, mindless, HP below "hero.hp"). */
NhsQ64            nhs_muse_pet_betrayal (const NhsMuseScenario *sc);
/* "state.pet.starves": dog_hunger () kills it before its move does anything */
gboolean          nhs_muse_pet_starves (const NhsMuseScenario *sc);
/* EvilHack dog_move (): a hungry vampire pet drinks an uncursed blood
   potion it carries (not item i, lying on its square) before udist and
   dog_invent () (NhsVariant.muse_pet_vampire_drinks_blood) */
gboolean          nhs_muse_pet_drinks_blood (const NhsMuseScenario *sc,
                                             guint                  i);
/* "state.pet.tameness", or nhs_muse_pet_default_tameness () of its kind */
int               nhs_muse_pet_tameness (const NhsMuseScenario *sc);
/* Whether the hero reflects: the scenario's reflection, a worn object whose
   oc_oprop is REFLECTING (objects.c), or the hero polymorphed into a silver
   dragon (nhs-muse-decide.c) */
gboolean          nhs_muse_hero_reflects  (const NhsMuseScenario *sc);
/* xNetHack mondata.c hates_material () of the species (a statue's
   contents ask it too: makemon.c mongets () draws a worn or wielded
   item's material again while its monster hates it) */
gboolean          nhs_muse_xnh_hates_material (const NhsMonster *d,
                                               const char       *material);
/* touch_petrifies (): a corpse of this monster turns to stone who touches
   it bare-handed — the cockatrice and chickatrice, and where the version
   has them (SLASH'EM, EvilHack) the basilisk, and SLASH'EM's asphynx */
gboolean          nhs_muse_touch_petrifies (const char          *monster);
/* EvilHack's spells (NhsVariant.muse_monster_spells; nhs-muse-decide.c):
   mcastu.c is_spellcaster () (an AT_MAGC attack of AD_SPEL or AD_CLRC
   among its attacks as apply_race () leaves them: a giant by race turns
   the first into a weapon attack unless a healer, druid, monk, priest,
   priestess or wizard, a centaur, illithid, draugr or vampire by race the
   third into its own); whether a book is on muse.c's learnable_spells[]
   list; mcan_learn_spell () of the scenario's monster for a book, with
   "state.known_spells" for what it knows (a fresh book, read by nobody;
   it is reading none: msp_reading 0). */
gboolean          nhs_muse_spell_learnable     (const char            *book);
gboolean          nhs_muse_can_learn_spell     (const NhsMuseScenario *sc,
                                                const NhsMuseItem     *book);
/* mondata.c hates_silver () of the species (nhs-muse-decide.c) */
gboolean          nhs_muse_hates_silver   (const NhsMonster      *d);
/* can_carry()'s material test (3.6.7 on can_touch_safely()): whether the
   scenario's monster hates this material (silver; EvilHack and xNetHack
   their own materials) */
gboolean          nhs_muse_hates_material (const NhsMuseScenario *sc,
                                           const char            *material);
/* can_carry ()'s material refusal of the item for the scenario's monster:
   NHS_MUSE_CARRY_OK, _SILVER or _HATES_MATERIAL where every material it
   may be made of agrees (a ring's or wand's not said: each its random
   appearance may have), NHS_MUSE_CARRY_PET where they do not
   (nhs-muse-decide.c) */
NhsMuseCarry      nhs_muse_material_refusal (const NhsMuseScenario *sc,
                                             const NhsMuseItem     *it);

G_END_DECLS
