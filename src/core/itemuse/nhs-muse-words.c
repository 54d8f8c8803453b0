/* nhs-muse-words.c: what a monster does with an item, in plain words, for
 * each of the games' item uses (muse.c's MUSE_* names)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One table for every reader: the CLI's item-use table prints these English
 * words, the window shows them through its phrasebook (NHS_N_ marks them for
 * translation).
 */
#include "nhs-config.h"

#include "nhs-muse-words.h"
#include "nhs-muse-scenario.h"

#include <string.h>

#define NHS_N_(s) s

/* The game's uses (muse.c's MUSE_* constants), what the monster does. */
static const struct {
  const char *muse;
  int fn;              /* the function the row is for (NhsMuseFn), -1: any */
  const char *words;   /* %s: the item */
} muse_words[] = {
  /* EvilHack zaps MUSE_WAN_POLYMORPH at the hero (its misc one, at itself,
     is MUSE_WAN_POLYMORPH_SELF) */
  { "MUSE_WAN_POLYMORPH", NHS_MUSE_FN_OFFENSIVE, NHS_N_ ("zaps its %s at you to change your shape") },
  { "MUSE_WAN_DIGGING", -1, NHS_N_ ("zaps its %s to dig down and escape") },
  { "MUSE_WAN_TELEPORTATION_SELF", -1, NHS_N_ ("zaps its %s at itself to teleport away") },
  { "MUSE_WAN_TELEPORTATION", -1, NHS_N_ ("zaps its %s at you to teleport you away") },
  { "MUSE_WAN_CREATE_MONSTER", -1, NHS_N_ ("zaps its %s to summon a monster") },
  { "MUSE_WAN_CREATE_HORDE", -1, NHS_N_ ("zaps its %s to summon a horde") },
  { "MUSE_WAN_HEALING", -1, NHS_N_ ("zaps its %s at itself to heal") },
  { "MUSE_WAN_EXTRA_HEALING", -1, NHS_N_ ("zaps its %s at itself to heal") },
  { "MUSE_WAN_SPEED_MONSTER", -1, NHS_N_ ("zaps its %s at itself to speed up") },
  { "MUSE_WAN_MAKE_INVISIBLE", -1, NHS_N_ ("zaps its %s at itself to turn invisible") },
  { "MUSE_WAN_POLYMORPH", -1, NHS_N_ ("zaps its %s at itself to change shape") },
  { "MUSE_WAN_STRIKING", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_MAGIC_MISSILE", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_FIRE", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_COLD", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_SLEEP", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_LIGHTNING", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_DEATH", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_DRAINING", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_CANCELLATION", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_UNDEAD_TURNING", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_FIREBALL", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_POT_HEALING", -1, NHS_N_ ("drinks its %s to heal") },
  { "MUSE_POT_EXTRA_HEALING", -1, NHS_N_ ("drinks its %s to heal") },
  { "MUSE_POT_FULL_HEALING", -1, NHS_N_ ("drinks its %s to heal") },
  { "MUSE_POT_VAMPIRE_BLOOD", -1, NHS_N_ ("drinks its %s to heal") },
  { "MUSE_POT_GAIN_LEVEL", -1, NHS_N_ ("drinks its %s to grow stronger") },
  { "MUSE_POT_INVISIBILITY", -1, NHS_N_ ("drinks its %s to turn invisible") },
  { "MUSE_POT_SPEED", -1, NHS_N_ ("drinks its %s to speed up") },
  { "MUSE_POT_POLYMORPH", -1, NHS_N_ ("drinks its %s to change shape") },
  { "MUSE_POT_ACID", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_POT_AMNESIA", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_POT_BLINDNESS", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_POT_CONFUSION", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_POT_PARALYSIS", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_POT_SLEEPING", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_SCR_TELEPORTATION", -1, NHS_N_ ("reads its %s to teleport away") },
  { "MUSE_SCR_CREATE_MONSTER", -1, NHS_N_ ("reads its %s to summon a monster") },
  { "MUSE_SCR_EARTH", -1, NHS_N_ ("reads its %s to drop boulders around you") },
  { "MUSE_SCR_FIRE", -1, NHS_N_ ("reads its %s to burn you") },
  { "MUSE_UNICORN_HORN", -1, NHS_N_ ("applies its %s to cure itself") },
  { "MUSE_LIZARD_CORPSE", -1, NHS_N_ ("eats its %s to stop turning to stone") },
  { "MUSE_BUGLE", -1, NHS_N_ ("blows its %s to wake the soldiers") },
  { "MUSE_FIRE_HORN", -1, NHS_N_ ("blows its %s at you") },
  { "MUSE_FROST_HORN", -1, NHS_N_ ("blows its %s at you") },
  { "MUSE_BAG", -1, NHS_N_ ("takes something out of its %s") },
  { "MUSE_BULLWHIP", -1, NHS_N_ ("cracks its %s to disarm you") },
  { "MUSE_CAMERA", -1, NHS_N_ ("flashes its %s at you to blind you") },
  { "MUSE_WAN_POLYMORPH_SELF", -1, NHS_N_ ("zaps its %s at itself to change shape") },
  { "MUSE_WAN_SLOW_MONSTER", -1, NHS_N_ ("zaps its %s at you") },
  { "MUSE_WAN_WISHING", -1, NHS_N_ ("zaps its %s to wish for something") },
  { "MUSE_POT_RESTORE_ABILITY", -1, NHS_N_ ("drinks its %s to restore itself") },
  { "MUSE_POT_BOOZE", -1, NHS_N_ ("drinks its %s") },
  { "MUSE_POT_POLYMORPH_THROW", -1, NHS_N_ ("throws its %s at you to change your shape") },
  { "MUSE_POT_HALLUCINATION", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_POT_OIL", -1, NHS_N_ ("throws its %s at you") },
  { "MUSE_SCR_CHARGING", -1, NHS_N_ ("reads its %s to recharge an item") },
  { "MUSE_SCR_STINKING_CLOUD", -1, NHS_N_ ("reads its %s to put a cloud of gas around you") },
  { "MUSE_SCR_REMOVE_CURSE", -1, NHS_N_ ("reads its %s to lift its curses") },
  { "MUSE_ACIDIC_CORPSE", -1, NHS_N_ ("eats its %s to stop turning to stone") },
  { "MUSE_EUCALYPTUS_LEAF", -1, NHS_N_ ("eats its %s to cure its sickness") },
  { "MUSE_BAG_OF_TRICKS", -1, NHS_N_ ("applies its %s to release a monster") },
  { "MUSE_FIGURINE", -1, NHS_N_ ("applies its %s to bring a monster to life") },
  { "MUSE_MAGIC_FLUTE", -1, NHS_N_ ("plays its %s to put you to sleep") },
  { "MUSE_PAN_FLUTE", -1, NHS_N_ ("plays its %s at you") },
  { "MUSE_SPELLBOOK", -1, NHS_N_ ("reads its %s to learn its spell") },
  { "MUSE_DWARVISH_BEARDED_AXE_WEAPON", -1, NHS_N_ ("hooks your weapon away with its %s") },
  { "MUSE_DWARVISH_BEARDED_AXE_SHIELD", -1, NHS_N_ ("hooks your shield away with its %s") },
  { "MUSE_UPSTAIRS", -1, NHS_N_ ("flees up the stairs") },
  { "MUSE_DOWNSTAIRS", -1, NHS_N_ ("flees down the stairs") },
  { "MUSE_UP_LADDER", -1, NHS_N_ ("flees up the ladder") },
  { "MUSE_DN_LADDER", -1, NHS_N_ ("flees down the ladder") },
  { "MUSE_SSTAIRS", -1, NHS_N_ ("flees by the branch stairs") },
  { "MUSE_TRAPDOOR", -1, NHS_N_ ("flees down the trap door") },
  { "MUSE_TELEPORT_TRAP", -1, NHS_N_ ("flees into the teleportation trap") },
  { "MUSE_POLY_TRAP", -1, NHS_N_ ("steps into the polymorph trap") },
};

const char *
nhs_muse_text (const NhsPhrasebook *pb,
               const char          *text)
{
  return pb != NULL && text != NULL ? pb->gettext (text) : text;
}

char *
nhs_muse_use_words (const char          *muse,
                    int                  fn,
                    const char          *item,
                    const NhsPhrasebook *pb)
{
  g_return_val_if_fail (muse != NULL, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (muse_words); i++)
    if (strcmp (muse_words[i].muse, muse) == 0 && (muse_words[i].fn < 0 || muse_words[i].fn == fn))
      {
        const char *words = pb != NULL ? pb->gettext (muse_words[i].words) : muse_words[i].words;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
        /* a phrase without %s ignores the item */
        return g_strdup_printf (words, item ? item : "");
#pragma GCC diagnostic pop
      }
  return NULL;
}

char *
nhs_muse_outcome_words (const NhsMuseOutcome *o,
                        const NhsPhrasebook  *pb)
{
  g_return_val_if_fail (o != NULL && o->muse != NULL, NULL);
  if (o->target >= 0)   /* EvilHack: mfind_target() chose another monster */
    /* named as a player reads it; JSON keeps the scenario's index */
    return g_strdup_printf (nhs_muse_text (pb, NHS_N_ ("uses its %s on the %s instead of you")),
                            o->item ? o->item : "", o->target_name ? o->target_name : "");
  return nhs_muse_use_words (o->muse, o->fn, o->item, pb);
}
