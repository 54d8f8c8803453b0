/* nhs-pools.h: EvilHack's dungeons that allow only their own monsters, and
 * its player monsters among the random ones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-data.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

/* mondata.h likes_iceq (), likes_gtown (), likes_purg (): may the monster
   be made at random in a dungeon with this pool?  NHS_POOL_ANY: yes. */
gboolean nhs_pool_allows          (const NhsMonsterSet *set,
                                   NhsRegionPool        pool,
                                   int                  index);
/* mondata.h is_iceq_only (): made at random only in the Ice Queen's Realm. */
gboolean nhs_pool_iceq_only       (const NhsMonsterSet *set,
                                   int                  index);
/* mondata.h is_mplayer (): archeologist .. wizard in mons[] order (the
   player monsters; EvilHack lists them before SPECIAL_PM). */
gboolean nhs_monster_is_mplayer   (const NhsMonsterSet *set,
                                   int                  index);

G_END_DECLS
