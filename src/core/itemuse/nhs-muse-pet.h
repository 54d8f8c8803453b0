/* nhs-muse-pet.h: what a pet does with an object on its square
 * (dogmove.c dog_invent()); internal to the item-use decisions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-muse-scenario.h"

G_BEGIN_DECLS

/* Fill f->pet (and pet_why, dogfood, pick_num/pick_den) for inventory item
   i laid on the pet's square, f->carry holding can_carry()'s answer apart
   from weight. FALSE when the scenario's monster is no pet, the version's
   dog_invent() is not followed, or the scenario does not hold what it
   reads (a corpse of no named monster, a container's contents, a
   statue, a ring's or wand's material for a metal eater or the gelatinous
   cube): f->pet stays NHS_MUSE_PET_NONE. */
gboolean nhs_muse_pet_fate (const NhsMuseScenario *sc,
                            guint                  i,
                            NhsMuseItemFate       *f);

G_END_DECLS
