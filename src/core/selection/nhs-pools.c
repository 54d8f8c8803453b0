/* nhs-pools.c: EvilHack's dungeons that allow only their own monsters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lists are EvilHack 0.9.3's include/mondata.h (likes_iceq,
 * is_iceq_only, is_rat, likes_gtown, likes_purg, is_mplayer), by the
 * monsters' names in its mons[]; a name the game repeats in two classes
 * (the were-creatures) is given with its class, as the game's PM_ constant
 * picks one of them (PM_WEREWOLF is the dog).
 */
#include "nhs-pools.h"

#include <string.h>

typedef struct {
  const char *name;
  const char *class_id;   /* NULL: any */
} Named;

static const Named likes_iceq[] = {
  { "snow golem" }, { "owlbear" }, { "wolf" }, { "wolf cub" }, { "winter wolf cub" },
  { "winter wolf" }, { "warg" }, { "freezing sphere" }, { "lynx" }, { "blue jelly" },
  { "goblin outrider" }, { "goblin-captain" }, { "mastodon" }, { "woolly mammoth" },
  { "ice vortex" }, { "mountain centaur" }, { "baby white dragon" }, { "white dragon" },
  { "baby silver dragon" }, { "silver dragon" }, { "brown mold" }, { "frost giant" },
  { "ice troll" }, { "yeti" }, { "sasquatch" }, { "saber-toothed tiger" },
  { "frost salamander" }, { "ice nymph" }, { "revenant" }, { "baby owlbear" },
  { "human zombie" }, { "giant zombie" }, { "lich" }, { "cave bear" }, { "wolverine" },
  { "dire wolverine" }, { "werewolf", "S_DOG" },
};

static const Named iceq_only[] = {
  { "snow golem" }, { "woolly mammoth" }, { "saber-toothed tiger" }, { "ice nymph" },
  { "frost salamander" }, { "revenant" },
};

static const Named rats[] = {
  { "sewer rat" }, { "giant rat" }, { "rabid rat" }, { "enormous rat" },
  { "rodent of unusual size" },
};

static const char *const gtown_classes[] = { "S_ORC", "S_KOBOLD" };

static const char *const purg_classes[] = {
  "S_DRAGON", "S_NYMPH", "S_UNICORN", "S_CENTAUR", "S_JABBERWOCK", "S_ENT", "S_PLANT",
};

static const Named purg_named[] = { { "spectre" }, { "ghost" } };

static gboolean
named (const NhsMonster *m,
       const Named      *list,
       gsize             n)
{
  for (gsize i = 0; i < n; i++)
    if (strcmp (m->name, list[i].name) == 0
        && (list[i].class_id == NULL || g_strcmp0 (m->class_id, list[i].class_id) == 0))
      return TRUE;
  return FALSE;
}

static gboolean
in_class (const NhsMonster *m,
          const char *const *classes,
          gsize               n)
{
  for (gsize i = 0; i < n; i++)
    if (g_strcmp0 (m->class_id, classes[i]) == 0)
      return TRUE;
  return FALSE;
}

gboolean
nhs_monster_is_mplayer (const NhsMonsterSet *set,
                        int                  index)
{
  const NhsMonster *first = nhs_monster_set_lookup (set, "archeologist");
  int last = -1;

  if (first == NULL || index < first->index)
    return FALSE;
  /* the first "wizard" of class S_HUMAN from the archeologist on */
  for (int i = first->index; i < set->n; i++)
    if (strcmp (set->monsters[i].name, "wizard") == 0
        && g_strcmp0 (set->monsters[i].class_id, "S_HUMAN") == 0)
      {
        last = i;
        break;
      }
  return index <= last;
}

gboolean
nhs_pool_iceq_only (const NhsMonsterSet *set,
                    int                  index)
{
  return named (&set->monsters[index], iceq_only, G_N_ELEMENTS (iceq_only));
}

gboolean
nhs_pool_allows (const NhsMonsterSet *set,
                 NhsRegionPool        pool,
                 int                  index)
{
  const NhsMonster *m = &set->monsters[index];

  switch (pool)
    {
    case NHS_POOL_ICE_QUEEN:
      return named (m, likes_iceq, G_N_ELEMENTS (likes_iceq));
    case NHS_POOL_GOBLIN_TOWN:
      return in_class (m, gtown_classes, G_N_ELEMENTS (gtown_classes))
             || named (m, rats, G_N_ELEMENTS (rats));
    case NHS_POOL_PURGATORY:
      return in_class (m, purg_classes, G_N_ELEMENTS (purg_classes))
             || nhs_monster_is_mplayer (set, index)
             || named (m, purg_named, G_N_ELEMENTS (purg_named));
    case NHS_POOL_ANY:
    default:
      return TRUE;
    }
}
