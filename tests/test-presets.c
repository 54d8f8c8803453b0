/* test-presets.c: the game's uses of mkclass, worked by hand; the CLI's errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-error.h"
#include "nhs-mkclass.h"
#include "nhs-presets.h"
#include "nhs-answer.h"
#include "nhs-pools.h"
#include "nhs-english.h"
#include "nhs-test-utils.h"

#include <string.h>

static void
situation (NhsSituation *sit,
           NhsVariantId  v,
           int           difficulty,
           int           xl)
{
  nhs_test_situation (sit, v, NHS_REGION_DUNGEONS, difficulty, xl);
  sit->difficulty = difficulty;
}

static NhsClassDist *
preset (NhsMonsterSet      *set,
        const NhsSituation *sit,
        const char         *key,
        const char         *role,
        int                 atyp)
{
  g_autoptr (GError) error = NULL;
  NhsPresetOptions opts = { role, atyp };
  NhsClassDist *d = nhs_preset_compute (set, sit, key, &opts, &error);

  g_assert_no_error (error);
  g_assert_nonnull (d);
  return d;
}

/* 1 in 4, then one of three equal nymphs: 1/12 each; none once any of the
 * three is gone. */
static void
test_cursed_bell (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) g = NULL;

  situation (&sit, NHS_VARIANT_367, 5, 3);
  d = preset (set, &sit, "cursed-bell", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "wood nymph")], "1/12");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "mountain nymph")], "1/12");
  nhs_test_assert_mpq (d->none, "3/4");
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, "water nymph"), TRUE);
  g = preset (set, &sit, "cursed-bell", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (g->none, "1");
}

/* apply.c use_bell () tests G_GONE (genocided or extinct: a listed
 * monster) of the wood, water and mountain nymph in every version;
 * EvilHack's (1197-1204) of the satyr and the ice nymph too, so one of
 * those gone stops the bell there, while SLASH'EM's pixie (a nymph of its
 * class the test leaves out) does not. */
static void
test_cursed_bell_gone (void)
{
  static const struct {
    NhsVariantId v;
    const char *gone;
    const char *none;
  } cases[] = {
    { NHS_VARIANT_EVILHACK, "satyr", "1" },
    { NHS_VARIANT_EVILHACK, "ice nymph", "1" },
    { NHS_VARIANT_EVILHACK, "mountain nymph", "1" },
    { NHS_VARIANT_EVILHACK, NULL, "3/4" },
    { NHS_VARIANT_SLASHEM, "pixie", "3/4" },
    { NHS_VARIANT_SLASHEM, "wood nymph", "1" },
    { NHS_VARIANT_XNETHACK, "wood nymph", "1" },
    { NHS_VARIANT_343, "mountain nymph", "1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (cases[i].v);
      NhsSituation sit;
      g_autoptr (NhsClassDist) d = NULL;

      situation (&sit, cases[i].v, 5, 3);
      if (cases[i].gone)
        nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, cases[i].gone), TRUE);
      d = preset (set, &sit, "cursed-bell", NULL, NHS_MKCLASS_ANY_ALIGN);
      g_test_message ("case %u", i);
      nhs_test_assert_mpq (d->none, cases[i].none);
    }
}

/* rn2(5): 2/5 corpse, 1/5 zombie, 1/5 mummy, 1/5 nothing. */
static void
test_grave (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      g_autoptr (NhsClassDist) d = NULL;
      mpq_t z, m;
      int zl = nhs_mkclass_lookup_class (set, "Z"), ml = nhs_mkclass_lookup_class (set, "M");

      situation (&sit, v, 12, 6);
      d = preset (set, &sit, "grave", NULL, NHS_MKCLASS_ANY_ALIGN);
      mpq_inits (z, m, NULL);
      for (int i = 0; i < set->n; i++)
        {
          if (set->monsters[i].mlet == zl)
            mpq_add (z, z, d->probs[i]);
          if (set->monsters[i].mlet == ml)
            mpq_add (m, m, d->probs[i]);
        }
      nhs_test_assert_mpq (z, "1/5");
      nhs_test_assert_mpq (m, "1/5");
      nhs_test_assert_mpq (d->none, "3/5");
      mpq_clears (z, m, NULL);
    }
}

/* Fixed picks: 4/5, 1/10, 1/10; a genocided pick makes nothing. */
static void
test_swamp_pool (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) g = NULL;

  situation (&sit, NHS_VARIANT_367, 10, 5);
  d = preset (set, &sit, "swamp-pool", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "giant eel")], "4/5");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "piranha")], "1/10");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "electric eel")], "1/10");
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, "piranha"), TRUE);
  g = preset (set, &sit, "swamp-pool", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (g->none, "1/10");
}

/* EvilHack's wet swamp squares (mkroom.c 896-900): !rn2(30) an assassin
   vine 1/30; else half mkclass(S_FUNGUS), half a giant mosquito: 29/60
   each.  NetHack: all mkclass(S_FUNGUS). */
static void
test_swamp_fungus (void)
{
  for (int k = 0; k < 2; k++)
    {
      NhsVariantId v = k == 0 ? NHS_VARIANT_EVILHACK : NHS_VARIANT_367;
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      g_autoptr (NhsClassDist) d = NULL;
      int fl = nhs_mkclass_lookup_class (set, "F");
      mpq_t f;

      situation (&sit, v, 10, 5);
      d = preset (set, &sit, "swamp-fungus", NULL, NHS_MKCLASS_ANY_ALIGN);
      mpq_init (f);
      for (int i = 0; i < set->n; i++)
        if (set->monsters[i].mlet == fl)
          mpq_add (f, f, d->probs[i]);
      nhs_test_assert_mpq (d->random, "0");
      if (v == NHS_VARIANT_EVILHACK)
        {
          nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "assassin vine")], "1/30");
          nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "giant mosquito")], "29/60");
          /* (the vine is a plant, not an F) */
          nhs_test_assert_mpq (f, "29/60");
        }
      else
        nhs_test_assert_mpq (f, "1");
      mpq_clear (f);
    }
}

/* courtmon at difficulty 1: i = rn2(60) + rn2(3) in 0..61 over 180 pairs.
 * i > 60: only (59, 2): an orc 1/180.  i > 45: (44,2), (45,1..2), 46..59 x 3
 * = 45 pairs, so the bugbear has 44/180 = 11/45.  i > 30: 90 pairs: the
 * hobgoblin 45/180 = 1/4. */
static void
test_throne_room (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  mpq_t orcs;
  int ol = nhs_mkclass_lookup_class (set, "o");

  situation (&sit, NHS_VARIANT_367, 1, 1);
  d = preset (set, &sit, "throne-room", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "bugbear")], "11/45");
  /* the hobgoblin is also an orc: 1/4 fixed plus its share of mkclass(S_ORC) */
  mpq_init (orcs);
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].mlet == ol)
      mpq_add (orcs, orcs, d->probs[i]);
  /* 1/4 + 1/180 */
  nhs_test_assert_mpq (orcs, "23/90");
  mpq_clear (orcs);
  nhs_test_assert_total_one (d);
}

/* morguemon at difficulty 5: rn2(5) is never above 8, so no demons or
 * vampires: ghost 1/5 (i < 20), wraith 1/5, zombies 3/5. */
static void
test_graveyard (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) deep = NULL;

  situation (&sit, NHS_VARIANT_367, 5, 3);
  d = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "ghost")], "1/5");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "wraith")], "1/5");
  g_assert_cmpint (set->monsters[d->order[d->n_results - 1]].mlet, ==,
                   nhs_mkclass_lookup_class (set, "Z"));
  nhs_test_assert_total_one (d);

  /* difficulty 21: rn2(21) > 10 with 10/21, > 8 with 12/21 */
  situation (&sit, NHS_VARIANT_367, 21, 10);
  deep = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_total_one (deep);
  {
    mpq_t v;
    int vl = nhs_mkclass_lookup_class (set, "V");

    mpq_init (v);
    for (int i = 0; i < set->n; i++)
      if (set->monsters[i].mlet == vl)
        mpq_add (v, v, deep->probs[i]);
    /* 14/100 * 12/21 */
    nhs_test_assert_mpq (v, "2/25");
    mpq_clear (v);
  }
}

/* EvilHack's morguemon: at difficulty 5 the zombies' 3/5 is 1 in 5
 * mkclass (S_SKELETON); at 30 (hd > 10: 19/30, hd > 8: 21/30) a skeletal
 * dragon for i > 97 (2 x 19 of 3000 pairs) unless it is gone, then those
 * pairs are the vampires'; in Vecna's Domain wraiths only for i 20 and 21
 * and shades for 80 < i <= 85 with hd > 8 (5 x 21 of 3000). */
static void
test_graveyard_evilhack (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  int sl = nhs_mkclass_lookup_class (set, "z");
  int dragon = nhs_test_monster_index (set, "skeletal dragon");
  NhsSituation sit;
  mpq_t skel, t;

  mpq_inits (skel, t, NULL);
  {
    g_autoptr (NhsClassDist) d = NULL;

    situation (&sit, NHS_VARIANT_EVILHACK, 5, 3);
    d = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
    for (int i = 0; i < set->n; i++)
      if (set->monsters[i].mlet == sl)
        mpq_add (skel, skel, d->probs[i]);
    nhs_test_assert_mpq (skel, "3/25");
    nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "wraith")], "1/5");
    nhs_test_assert_total_one (d);
  }
  {
    g_autoptr (NhsClassDist) d = NULL;
    g_autoptr (NhsClassDist) gone = NULL;

    situation (&sit, NHS_VARIANT_EVILHACK, 30, 14);
    d = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
    /* the fixed 19/1500 and its share of mkclass (S_SKELETON) */
    mpq_set_ui (t, 19, 1500);
    g_assert_cmpint (mpq_cmp (d->probs[dragon], t), >, 0);
    nhs_situation_set_genocided (&sit, dragon, TRUE);
    gone = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
    g_assert_cmpint (mpq_sgn (gone->probs[dragon]), ==, 0);
    nhs_test_assert_total_one (gone);
  }
  {
    g_autoptr (NhsClassDist) d = NULL;

    nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_VECNA, 30, 14);
    sit.difficulty = 30;
    d = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
    nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "wraith")], "1/50");
    nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "shade")], "7/200");
    nhs_test_assert_total_one (d);
  }
  mpq_clears (skel, t, NULL);
}

/* Trapped doors: nothing below difficulty 9; a mimic 1 in 5 from 9 on. */
static void
test_trapped_door (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_343);
  NhsSituation sit;
  g_autoptr (NhsClassDist) a = NULL;
  g_autoptr (NhsClassDist) b = NULL;

  situation (&sit, NHS_VARIANT_343, 8, 8);
  a = preset (set, &sit, "trapped-door", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (a->none, "1");
  situation (&sit, NHS_VARIANT_343, 9, 8);
  b = preset (set, &sit, "trapped-door", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (b->none, "4/5");
}

/* Shop mimics: depth/100. */
static void
test_shop_mimic (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;

  situation (&sit, NHS_VARIANT_367, 15, 10);
  d = preset (set, &sit, "shop-mimic", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->none, "17/20");
}

/* ndemon with an alignment: lawful devils only, never a lord or prince;
 * 3.4.3 retries plain mkclass, 3.6.7 filters in one go. */
static void
test_demon_gating (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      g_autoptr (NhsClassDist) d = NULL;

      situation (&sit, v, 30, 14);
      sit.region = NHS_REGION_GEHENNOM;
      d = preset (set, &sit, "demon-gating", NULL, 1);
      if (v == NHS_VARIANT_EVILHACK)
        {
          /* every demon of EvilHack is A_NONE (sgn -1): no lawful one */
          g_assert_cmpint (d->n_results, ==, 0);
          nhs_test_assert_total_one (d);
          continue;
        }
      g_assert_cmpint (d->n_results, >, 0);
      for (int k = 0; k < d->n_results; k++)
        {
          const NhsMonster *m = &set->monsters[d->order[k]];

          g_assert_cmpint (m->alignment, >, 0);
          g_assert_true (nhs_monster_has (m, NHS_M2_DEMON));
          g_assert_false (nhs_monster_has (m, NHS_M2_LORD));
          g_assert_false (nhs_monster_has (m, NHS_M2_PRINCE));
        }
      nhs_test_assert_total_one (d);
    }
}

/* lminion: never a lord; the chance of nothing is (lords' share)^20. */
static void
test_lawful_minion (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;

  situation (&sit, NHS_VARIANT_367, 30, 14);
  d = preset (set, &sit, "lawful-minion", NULL, NHS_MKCLASS_ANY_ALIGN);
  for (int k = 0; k < d->n_results; k++)
    g_assert_false (nhs_monster_has (&set->monsters[d->order[k]], NHS_M2_LORD));
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "Archon")], "0");
  nhs_test_assert_total_one (d);
}

/* Summon insects with every member of the spell's class gone: snakes only. */
static void
assert_snakes_once_gone (NhsMonsterSet *set,
                         NhsSituation  *sit,
                         const char    *class_id,
                         const char    *key)
{
  g_autoptr (NhsClassDist) d = NULL;
  int gone = nhs_mkclass_lookup_class (set, class_id);
  int snake = nhs_mkclass_lookup_class (set, "S");

  for (int i = 0; i < set->special_pm; i++)
    if (set->monsters[i].mlet == gone)
      nhs_situation_set_genocided (sit, i, TRUE);
  d = preset (set, sit, key, NULL, NHS_MKCLASS_ANY_ALIGN);
  g_assert_cmpint (d->n_results, >, 0);
  for (int k = 0; k < d->n_results; k++)
    g_assert_cmpint (set->monsters[d->order[k]].mlet, ==, snake);
  nhs_test_assert_total_one (d);
}

/* With every insect gone, snakes only. */
static void
test_summon_insects (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;

  situation (&sit, NHS_VARIANT_367, 10, 5);
  assert_snakes_once_gone (set, &sit, "a", "summon-insects");
}

/* EvilHack: Lolth or a drow casting summon insects at the hero.  By hand,
 * at difficulty 40 (mkclass's bound 20: no spider is too strong) and XL 30
 * (no adj_lev above 60), each spider weighs 5 x frequency + 1: cave spider
 * 11, large spider 11, centipede 6, jumping spider 6, giant spider 6,
 * scorpion 11, gargantuan spider 6, drider 6, giant centipede 6 (69).  With
 * the cave spider and the scorpion genocided: 47.  With every spider gone,
 * snakes only. */
static void
test_summon_spiders (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) two = NULL;

  situation (&sit, NHS_VARIANT_EVILHACK, 40, 30);
  d = preset (set, &sit, "summon-spiders", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "cave spider")], "11/69");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "scorpion")], "11/69");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "centipede")], "2/23");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "drider")], "2/23");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "giant centipede")], "2/23");
  g_assert_cmpint (d->n_results, ==, 9);
  nhs_test_assert_mpq (d->none, "0");
  nhs_test_assert_total_one (d);

  nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, "cave spider"), TRUE);
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, "scorpion"), TRUE);
  two = preset (set, &sit, "summon-spiders", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (two->probs[nhs_test_monster_index (set, "large spider")], "11/47");
  nhs_test_assert_mpq (two->probs[nhs_test_monster_index (set, "gargantuan spider")], "6/47");
  nhs_test_assert_mpq (two->probs[nhs_test_monster_index (set, "cave spider")], "0");
  assert_snakes_once_gone (set, &sit, "s", "summon-spiders");
}

/* A Valkyrie's quest: the fire ant 4/5 x 4/5 at least; a Flame Mage only
 * in SLASH'EM. */
static void
test_quest (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *sse = nhs_test_variant_set (NHS_VARIANT_SLASHEM);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) f = NULL;
  g_autoptr (GError) error = NULL;
  NhsPresetOptions opts = { "Flame Mage", NHS_MKCLASS_ANY_ALIGN };
  mpq_t floor;

  situation (&sit, NHS_VARIANT_367, 15, 14);
  d = preset (set, &sit, "quest", "Valkyrie", NHS_MKCLASS_ANY_ALIGN);
  mpq_init (floor);
  mpq_set_ui (floor, 16, 25);
  g_assert_cmpint (mpq_cmp (d->probs[nhs_test_monster_index (set, "fire ant")], floor), >, 0);
  mpq_clear (floor);
  nhs_test_assert_total_one (d);
  g_assert_null (nhs_preset_compute (set, &sit, "quest", &opts, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_UNKNOWN_NAME);
  g_clear_error (&error);
  g_assert_null (nhs_preset_compute (set, &sit, "quest", NULL, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);

  situation (&sit, NHS_VARIANT_SLASHEM, 15, 14);
  f = preset (sse, &sit, "quest", "Fla", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_total_one (f);
}

/* rndmonst() on a Quest level: qt_montype 6 times in 7 (NetHack) and the
 * ordinary selection otherwise; a monster the Valkyrie's quest never names
 * keeps 1/7 of its ordinary chance (the cockatrice: 1/7 × 5/319 = 5/2233 at
 * difficulty 14, XL 14); SLASH'EM asks qt_montype every time. */
static void
test_quest_rndmonst (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *sse = nhs_test_variant_set (NHS_VARIANT_SLASHEM);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) q = NULL;
  g_autoptr (NhsClassDist) s = NULL;
  g_autoptr (GError) error = NULL;
  mpq_t t;

  situation (&sit, NHS_VARIANT_367, 14, 14);
  sit.region = NHS_REGION_QUEST;
  d = nhs_quest_rndmonst_compute (set, &sit, "Valkyrie", &error);
  g_assert_no_error (error);
  nhs_test_assert_total_one (d);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "cockatrice")], "5/2233");
  /* the fire ant: 6/7 of its quest share plus 1/7 of its ordinary share */
  q = preset (set, &sit, "quest", "Valkyrie", NHS_MKCLASS_ANY_ALIGN);
  mpq_init (t);
  mpq_set_ui (t, 6, 7);
  mpq_mul (t, t, q->probs[nhs_test_monster_index (set, "fire ant")]);
  g_assert_cmpint (mpq_cmp (d->probs[nhs_test_monster_index (set, "fire ant")], t), >, 0);

  situation (&sit, NHS_VARIANT_SLASHEM, 14, 14);
  sit.region = NHS_REGION_QUEST;
  s = nhs_quest_rndmonst_compute (sse, &sit, "Valkyrie", &error);
  g_assert_no_error (error);
  nhs_test_assert_total_one (s);
  /* never an ordinary monster the quest does not name */
  mpq_set_ui (t, 0, 1);
  g_assert_cmpint (mpq_cmp (s->probs[nhs_test_monster_index (sse, "cockatrice")], t), ==, 0);
  mpq_clear (t);
}

/* The Quest's titles give each role its article (issue 24: "for a
 * Archeologist"): a/an by the role's name as the game spells it. */
static void
test_quest_titles (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *sse = nhs_test_variant_set (NHS_VARIANT_SLASHEM);
  NhsSituation sit;
  struct { NhsMonsterSet *set; NhsVariantId v; const char *role, *words; } cases[] = {
    { set, NHS_VARIANT_367, "Archeologist", "for an Archeologist" },
    { set, NHS_VARIANT_367, "Valkyrie", "for a Valkyrie" },
    { sse, NHS_VARIANT_SLASHEM, "Ice Mage", "for an Ice Mage" },
    { sse, NHS_VARIANT_SLASHEM, "Undead Slayer", "for an Undead Slayer" },
    { sse, NHS_VARIANT_SLASHEM, "Yeoman", "for a Yeoman" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (NhsClassDist) q = NULL;
      g_autoptr (NhsClassDist) r = NULL;
      g_autoptr (GError) error = NULL;

      situation (&sit, cases[i].v, 14, 14);
      sit.region = NHS_REGION_QUEST;
      q = preset (cases[i].set, &sit, "quest", cases[i].role, NHS_MKCLASS_ANY_ALIGN);
      r = nhs_quest_rndmonst_compute (cases[i].set, &sit, cases[i].role, &error);
      g_assert_no_error (error);
      g_assert_true (g_str_has_suffix (q->title, cases[i].words));
      g_assert_true (g_str_has_suffix (r->title, cases[i].words));
    }
  g_assert_cmpstr (nhs_english_article ("elf"), ==, "an");
  g_assert_cmpstr (nhs_english_article ("unicorn"), ==, "a");
  g_assert_cmpstr (nhs_english_article ("vampire"), ==, "a");
  g_assert_cmpstr (nhs_english_article ("Infidel"), ==, "an");
}

/* Each version's roles are its role.c's: 13 in NetHack and xNetHack, 18 in
 * SLASH'EM, 17 in EvilHack (its Dark Knight among them); a role of another
 * game is refused; every role's quest enemies make a whole distribution in
 * which a fixed first enemy (not genocided) has at least 4/5 x 4/5. */
static void
test_quest_roles_per_version (void)
{
  static const guint counts[NHS_N_VARIANTS] = {
    [NHS_VARIANT_343] = 13, [NHS_VARIANT_367] = 13, [NHS_VARIANT_37] = 13, [NHS_VARIANT_500] = 13,
    [NHS_VARIANT_SLASHEM] = 18, [NHS_VARIANT_EVILHACK] = 17, [NHS_VARIANT_XNETHACK] = 13,
  };
  mpq_t floor;

  mpq_init (floor);
  mpq_set_ui (floor, 16, 25);
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      g_autofree const char **roles = nhs_preset_quest_roles (set);
      NhsSituation sit;

      g_assert_cmpuint (g_strv_length ((char **) roles), ==, counts[v]);
      g_assert_cmpint (nhs_quest_role_lookup (set, "Druid") != NULL, ==, v == NHS_VARIANT_EVILHACK);
      g_assert_cmpint (nhs_quest_role_lookup (set, "dkn") != NULL, ==, v == NHS_VARIANT_EVILHACK);
      g_assert_cmpint (nhs_quest_role_lookup (set, "Yeoman") != NULL, ==, v == NHS_VARIANT_SLASHEM);
      situation (&sit, v, 15, 14);
      sit.region = NHS_REGION_QUEST;
      for (guint r = 0; roles[r]; r++)
        {
          const NhsQuestRole *role = nhs_quest_role_lookup (set, roles[r]);
          g_autoptr (NhsClassDist) d = preset (set, &sit, "quest", roles[r], NHS_MKCLASS_ANY_ALIGN);

          g_assert_nonnull (role);
          nhs_test_assert_total_one (d);
          if (role->enemy1)
            g_assert_cmpint (mpq_cmp (d->probs[nhs_test_monster_index (set, role->enemy1)], floor), >=, 0);
        }
    }
  mpq_clear (floor);
  /* xNetHack's Valkyrie meets fire giants, not fire ants */
  {
    NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_XNETHACK);
    g_autoptr (NhsClassDist) d = NULL;
    NhsSituation sit;

    situation (&sit, NHS_VARIANT_XNETHACK, 15, 14);
    d = preset (set, &sit, "quest", "Valkyrie", NHS_MKCLASS_ANY_ALIGN);
    g_assert_cmpint (mpq_sgn (d->probs[nhs_test_monster_index (set, "fire ant")]), ==, 0);
    g_assert_cmpint (mpq_sgn (d->probs[nhs_test_monster_index (set, "frost giant")]), >, 0);
  }
}

/* Every preset, every variant: a whole distribution. */
static void
test_all_sum_to_one (void)
{
  int n;
  const NhsPresetInfo *list = nhs_presets (&n);

  g_assert_cmpint (n, >=, 13);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    for (int p = 0; p < n; p++)
      for (int depth = 1; depth <= 41; depth += 8)
        {
          NhsSituation sit;
          g_autoptr (NhsClassDist) d = NULL;

          if (!nhs_preset_in_variant (&list[p], nhs_variant_get (v)))
            continue;
          situation (&sit, v, depth, 1 + depth / 3);
          d = preset (nhs_test_variant_set (v), &sit, list[p].key, list[p].needs_role ? "Wizard" : NULL,
                      NHS_MKCLASS_ANY_ALIGN);
          nhs_test_assert_total_one (d);
        }
}

/* Every member of a class genocided. */
static void
genocide_class (NhsMonsterSet *set,
                NhsSituation  *sit,
                const char    *class_id)
{
  int mlet = nhs_mkclass_lookup_class (set, class_id);

  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].mlet == mlet)
      nhs_situation_set_genocided (sit, i, TRUE);
}

/* The sum of a class's chances in d. */
static void
class_share (NhsClassDist  *d,
             const char    *class_id,
             mpq_t          out)
{
  int mlet = nhs_mkclass_lookup_class (d->set, class_id);

  mpq_set_ui (out, 0, 1);
  for (int i = 0; i < d->set->n; i++)
    if (d->set->monsters[i].mlet == mlet)
      mpq_add (out, out, d->probs[i]);
}

/* A version's own presets are its only: the others refuse them in one
   sentence, and the lists hold only the version's. */
static void
test_per_version (void)
{
  static const struct {
    const char *key;
    NhsVariantId owner;
  } own[] = {
    { "demon-den", NHS_VARIANT_XNETHACK }, { "submerged-room", NHS_VARIANT_XNETHACK },
    { "moldy-corpse", NHS_VARIANT_XNETHACK }, { "juiblex-ooze", NHS_VARIANT_XNETHACK },
    { "marsh-undead", NHS_VARIANT_XNETHACK }, { "mummy-chest", NHS_VARIANT_XNETHACK },
    { "armory", NHS_VARIANT_EVILHACK }, { "garden-nymph", NHS_VARIANT_EVILHACK },
    { "garden-plant", NHS_VARIANT_EVILHACK }, { "summon-spiders", NHS_VARIANT_EVILHACK },
    { "moldy-corpse-acidic", NHS_VARIANT_XNETHACK },
  };

  for (guint k = 0; k < G_N_ELEMENTS (own); k++)
    for (int v = 0; v < NHS_N_VARIANTS; v++)
      {
        const NhsPresetInfo *info = nhs_preset_lookup (own[k].key);
        g_autofree const NhsPresetInfo **list = nhs_presets_of_variant (nhs_variant_get (v));
        gboolean listed = FALSE;
        NhsSituation sit;
        NhsPresetOptions opts = { NULL, NHS_MKCLASS_ANY_ALIGN };
        g_autoptr (GError) error = NULL;
        g_autoptr (NhsClassDist) d = NULL;

        g_assert_nonnull (info);
        for (int i = 0; list[i]; i++)
          listed |= list[i] == info;
        g_assert_cmpint (listed, ==, (int) v == (int) own[k].owner);
        g_assert_cmpint (nhs_preset_in_variant (info, nhs_variant_get (v)), ==,
                         (int) v == (int) own[k].owner);
        situation (&sit, v, 12, 8);
        d = nhs_preset_compute (nhs_test_variant_set (v), &sit, own[k].key, &opts, &error);
        if ((int) v == (int) own[k].owner)
          {
            g_assert_no_error (error);
            nhs_test_assert_total_one (d);
          }
        else
          {
            g_assert_null (d);
            g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
            g_assert_nonnull (strstr (error->message, nhs_variant_get (v)->display_name));
            g_assert_nonnull (strstr (error->message, nhs_variant_get (own[k].owner)->display_name));
          }
      }
  /* the common ones stay in every version */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_assert_true (nhs_preset_in_variant (nhs_preset_lookup ("graveyard"), nhs_variant_get (v)));
}

/* xNetHack at difficulty 20, XL 14, by hand: the sea monsters (G_NOGEN
 * lifted) weigh freq + 1: giant eel 5, piranha 4, jellyfish, shark and
 * electric eel 3 each (18), the kraken is past the stop; each square 1 in
 * 4.  The demon den: 1/4 x 7/8 demons, 1/4 x 1/8 imps. */
static void
test_xnethack_rooms (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_XNETHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) sub = NULL;
  g_autoptr (NhsClassDist) den = NULL;
  g_autoptr (NhsClassDist) gone = NULL;
  mpq_t q;

  situation (&sit, NHS_VARIANT_XNETHACK, 20, 14);
  sub = preset (set, &sit, "submerged-room", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (sub->probs[nhs_test_monster_index (set, "giant eel")], "5/72");
  nhs_test_assert_mpq (sub->probs[nhs_test_monster_index (set, "piranha")], "1/18");
  nhs_test_assert_mpq (sub->probs[nhs_test_monster_index (set, "shark")], "1/24");
  nhs_test_assert_mpq (sub->probs[nhs_test_monster_index (set, "kraken")], "0");
  nhs_test_assert_mpq (sub->none, "3/4");
  nhs_test_assert_mpq (sub->random, "0");

  den = preset (set, &sit, "demon-den", NULL, NHS_MKCLASS_ANY_ALIGN);
  mpq_init (q);
  class_share (den, "S_DEMON", q);
  nhs_test_assert_mpq (q, "7/32");
  class_share (den, "S_IMP", q);
  nhs_test_assert_mpq (q, "1/32");
  nhs_test_assert_mpq (den->none, "3/4");
  /* imps all gone: their share makes nothing (fill_zoo's if (fillermon)) */
  genocide_class (set, &sit, "S_IMP");
  gone = preset (set, &sit, "demon-den", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (gone->none, "25/32");
  nhs_test_assert_mpq (gone->random, "0");
  mpq_clear (q);
}

/* Juiblex's ooze: 1/2 nothing, 1/6 each class; the Styx marsh's undead: a
 * ghoul 1/12 besides mkclass(S_ZOMBIE)'s, a shade 1/6; with every zombie
 * gone their 2/3 is a random monster (makemon (NULL)). */
static void
test_xnethack_events (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_XNETHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) ooze = NULL;
  g_autoptr (NhsClassDist) marsh = NULL;
  g_autoptr (NhsClassDist) plain = NULL;
  g_autoptr (NhsClassDist) empty = NULL;
  mpq_t q, t;

  situation (&sit, NHS_VARIANT_XNETHACK, 20, 14);
  ooze = preset (set, &sit, "juiblex-ooze", NULL, NHS_MKCLASS_ANY_ALIGN);
  mpq_inits (q, t, NULL);
  nhs_test_assert_mpq (ooze->none, "1/2");
  class_share (ooze, "S_BLOB", q);
  nhs_test_assert_mpq (q, "1/6");
  class_share (ooze, "S_PUDDING", q);
  nhs_test_assert_mpq (q, "1/6");

  marsh = preset (set, &sit, "marsh-undead", NULL, NHS_MKCLASS_ANY_ALIGN);
  plain = nhs_mkclass_compute (set, &sit, nhs_mkclass_lookup_class (set, "S_ZOMBIE"),
                               NHS_MKCLASS_ANY_ALIGN, NULL);
  g_assert_nonnull (plain);
  nhs_test_assert_mpq (marsh->probs[nhs_test_monster_index (set, "shade")], "1/6");
  /* ghoul = 1/12 + 2/3 x its mkclass(S_ZOMBIE) chance */
  mpq_set_ui (q, 2, 3);
  mpq_mul (q, q, plain->probs[nhs_test_monster_index (set, "ghoul")]);
  mpq_set_ui (t, 1, 12);
  mpq_add (q, q, t);
  g_assert_true (mpq_equal (q, marsh->probs[nhs_test_monster_index (set, "ghoul")]));
  genocide_class (set, &sit, "S_ZOMBIE");
  empty = preset (set, &sit, "marsh-undead", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (empty->random, "2/3");
  nhs_test_assert_mpq (empty->probs[nhs_test_monster_index (set, "shade")], "1/6");
  mpq_clears (q, t, NULL);
}

/* A mummy chest: every mummy weaker than the human mummy becomes one; at
 * difficulty 20 every mummy mkclass can give is, so the human mummy is
 * certain; with the human mummy genocided those are nothing.  A moldy
 * corpse: a moving fungus is drawn again, so each still fungus gets
 * p (1 + m), m the moving share, and a moving one p m. */
static void
test_xnethack_objects (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_XNETHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) chest = NULL;
  g_autoptr (NhsClassDist) nohuman = NULL;
  g_autoptr (NhsClassDist) mold = NULL;
  g_autoptr (NhsClassDist) plain = NULL;
  int human = nhs_test_monster_index (set, "human mummy");
  mpq_t moving, want;

  situation (&sit, NHS_VARIANT_XNETHACK, 20, 14);
  chest = preset (set, &sit, "mummy-chest", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (chest->probs[human], "1");
  nhs_situation_set_genocided (&sit, human, TRUE);
  nohuman = preset (set, &sit, "mummy-chest", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (nohuman->none, "1");
  nhs_situation_set_genocided (&sit, human, FALSE);

  mold = preset (set, &sit, "moldy-corpse", NULL, NHS_MKCLASS_ANY_ALIGN);
  plain = nhs_mkclass_compute (set, &sit, nhs_mkclass_lookup_class (set, "S_FUNGUS"),
                               NHS_MKCLASS_ANY_ALIGN, NULL);
  mpq_inits (moving, want, NULL);
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].speed > 0)
      mpq_add (moving, moving, plain->probs[i]);
  g_assert_cmpint (mpq_sgn (moving), >, 0);
  for (int i = 0; i < set->n; i++)
    {
      if (mpq_sgn (plain->probs[i]) == 0)
        continue;
      mpq_mul (want, plain->probs[i], moving);
      if (set->monsters[i].speed == 0)
        mpq_add (want, want, plain->probs[i]);
      g_assert_true (mpq_equal (want, mold->probs[i]));
    }
  mpq_clears (moving, want, NULL);
}

/* xNetHack's moldy corpse, acidic or petrifying: whatever mkclass drew, a
 * green mold (it does not move, so it is kept); nothing once green molds
 * are genocided. */
static void
test_xnethack_moldy_acidic (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_XNETHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) acid = NULL;
  g_autoptr (NhsClassDist) gone = NULL;
  int green = nhs_test_monster_index (set, "green mold");

  situation (&sit, NHS_VARIANT_XNETHACK, 20, 14);
  acid = preset (set, &sit, "moldy-corpse-acidic", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (acid->probs[green], "1");
  g_assert_cmpint (acid->n_results, ==, 1);
  nhs_situation_set_genocided (&sit, green, TRUE);
  gone = preset (set, &sit, "moldy-corpse-acidic", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (gone->none, "1");
  g_assert_cmpint (gone->n_results, ==, 0);
}

/* EvilHack's armory, by hand: 1/3 a monster, of which 1/5 mkclass
 * (S_RUSTMONST), 4/5 x 5/6 brown pudding, 4/5 x 1/6 black pudding. */
static void
test_evilhack_armory_garden (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) armory = NULL;
  g_autoptr (NhsClassDist) empty = NULL;
  g_autoptr (NhsClassDist) nymphs = NULL;
  mpq_t q;

  situation (&sit, NHS_VARIANT_EVILHACK, 12, 10);
  armory = preset (set, &sit, "armory", NULL, NHS_MKCLASS_ANY_ALIGN);
  mpq_init (q);
  nhs_test_assert_mpq (armory->probs[nhs_test_monster_index (set, "brown pudding")], "2/9");
  nhs_test_assert_mpq (armory->probs[nhs_test_monster_index (set, "black pudding")], "2/45");
  class_share (armory, "S_RUSTMONST", q);
  nhs_test_assert_mpq (q, "1/15");
  nhs_test_assert_mpq (armory->none, "2/3");
  /* no rust monster left: makemon (NULL), a random monster */
  genocide_class (set, &sit, "S_RUSTMONST");
  empty = preset (set, &sit, "armory", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (empty->random, "1/15");
  /* a garden's nymphs: four of frequency 2 at difficulty 12, a quarter each */
  nymphs = preset (set, &sit, "garden-nymph", NULL, NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (nymphs->probs[nhs_test_monster_index (set, "satyr")], "1/4");
  nhs_test_assert_mpq (nymphs->probs[nhs_test_monster_index (set, "wood nymph")], "1/4");
  mpq_clear (q);
}

/* EvilHack's makemon (NULL) without MM_MPLAYEROK draws again while it gets
 * a player monster, 51 draws at most: a preset's random share holds the
 * player monsters only at the last draw, q^51 of it (q their share of
 * rndmonst ()), where rndmonst () itself holds q. */
static void
test_evilhack_random_redraws_mplayers (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsAnswer) answer = NULL;
  mpq_t q, got, t, want;

  situation (&sit, NHS_VARIANT_EVILHACK, 22, 14);
  genocide_class (set, &sit, "S_RUSTMONST");
  d = preset (set, &sit, "armory", NULL, NHS_MKCLASS_ANY_ALIGN);
  answer = nhs_answer_compute_as_given (set, &sit, NULL);
  g_assert_nonnull (answer);
  mpq_inits (q, got, t, want, NULL);
  for (int i = 0; i < set->n; i++)
    if (nhs_monster_is_mplayer (set, i))
      {
        nhs_answer_chance (answer, i, t);
        mpq_add (q, q, t);
        mpq_add (got, got, d->probs[i]);
      }
  g_assert_cmpint (mpq_sgn (q), >, 0);
  mpq_set_ui (want, 1, 15);
  for (int k = 0; k < 51; k++)
    mpq_mul (want, want, q);
  g_assert_true (mpq_equal (got, want));
  nhs_test_assert_mpq (d->random, "1/15");
  nhs_test_assert_total_one (d);
  mpq_clears (q, got, t, want, NULL);
}

/* xNetHack's fill_zoo () makes nothing for an empty courtmon () or
 * morguemon (); 5.0.0 makes a random monster.  Difficulty 1: the kobolds
 * take rn2(60) + rn2(3) <= 15, 45 of 180 = 1/4; the zombies i >= 40 of
 * rn2(100) (hd is 0), 3/5. */
static void
test_fill_zoo_empty (void)
{
  static const NhsVariantId vs[] = { NHS_VARIANT_500, NHS_VARIANT_XNETHACK };

  for (guint k = 0; k < G_N_ELEMENTS (vs); k++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (vs[k]);
      gboolean xnh = vs[k] == NHS_VARIANT_XNETHACK;
      NhsSituation sit;
      g_autoptr (NhsClassDist) court = NULL;
      g_autoptr (NhsClassDist) morgue = NULL;

      situation (&sit, vs[k], 1, 1);
      genocide_class (set, &sit, "S_KOBOLD");
      genocide_class (set, &sit, "S_ZOMBIE");
      court = preset (set, &sit, "throne-room", NULL, NHS_MKCLASS_ANY_ALIGN);
      nhs_test_assert_mpq (court->random, xnh ? "0" : "1/4");
      if (xnh)
        nhs_test_assert_mpq (court->none, "1/4");
      morgue = preset (set, &sit, "graveyard", NULL, NHS_MKCLASS_ANY_ALIGN);
      nhs_test_assert_mpq (morgue->random, xnh ? "0" : "3/5");
      if (xnh)
        nhs_test_assert_mpq (morgue->none, "3/5");
    }
}

/* The CLI: errors are one sentence and exit status 2. */
static int
run_cli (const char *const *args,
         char              **out,
         char              **err)
{
  const char *cli = g_getenv ("NHSPAWN_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, (gpointer) cli);
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out,
                               err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli (void)
{
  static const char *const bad[][12] = {
    { "mkclass", "--class", "%", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--class", "S_NOSUCH", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--class", "n", "--preset", "grave", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--preset", "nosuch", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--class", "&", "--aligned", "sideways", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--class", "&", "--aligned", "lawful", "--variant", "3.4.3", "--depth", "3",
      "--xl", "1", NULL },
    { "mkclass", "--preset", "quest", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--class", "n", "--depth", "3", "--xl", "1", "--format", "pdf", NULL },
    { "origins", "--depth", "3", "--xl", "1", "--turns", "-4", NULL },
    { "mkclass", "--preset", "demon-den", "--variant", "5.0.0", "--depth", "3", "--xl", "1", NULL },
    { "mkclass", "--preset", "armory", "--variant", "xnethack", NULL },
    { "presets", "--variant", "nosuch", NULL },
  };
  static const char *const good[] = { "mkclass", "--class", "n", "--depth", "5", "--xl", "3",
                                      "--format", "json", NULL };
  static const char *const bell[] = { "mkclass", "--preset", "cursed-bell", "--depth", "5",
                                      "--xl", "3", "--format", "json", NULL };

  if (g_getenv ("NHSPAWN_CLI") == NULL)
    {
      g_test_skip ("NHSPAWN_CLI is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (bad[i], &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strchr (err, '.'));
      g_assert_cmpint (strlen (err), >, 10);
    }
  {
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_assert_cmpint (run_cli (good, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "\"fraction\" : \"1/3\""));
    g_assert_null (strstr (out, "\"none\""));
  }
  {
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_assert_cmpint (run_cli (bell, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "\"none\" : \"3/4\""));
    g_assert_nonnull (strstr (out, "\"fraction\" : \"1/12\""));
  }
}

/* `nhspawn-cli presets`: every title starts in one column, in the whole
   list and in each version's, however long a key is (xNetHack's
   "moldy-corpse-acidic" ran into its classes and pushed its title out of
   line) */
static void
check_list_columns (const NhsVariant *variant)
{
  g_autofree char *text = nhs_presets_describe (variant, FALSE);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree const NhsPresetInfo **list = NULL;
  int n;
  const NhsPresetInfo *all = nhs_presets (&n);
  glong column = -1;
  int count = 0;

  if (variant != NULL)
    list = nhs_presets_of_variant (variant);
  for (int i = 0; variant != NULL ? list[i] != NULL : i < n; i++)
    {
      const NhsPresetInfo *info = variant != NULL ? list[i] : &all[i];
      const char *line = lines[i];
      const char *title;
      glong at;

      g_assert_nonnull (line);
      g_assert_true (g_str_has_prefix (line, info->key));
      g_assert_cmpint (line[strlen (info->key)], ==, ' ');
      title = strstr (line + strlen (info->key), info->name);
      g_assert_nonnull (title);
      /* key, then at least one space, the classes, at least one space */
      g_assert_cmpint (title[-1], ==, ' ');
      g_assert_nonnull (strstr (line + strlen (info->key), info->classes));
      g_assert_true (strstr (line + strlen (info->key), info->classes) < title - 1);
      at = g_utf8_pointer_to_offset (line, title);
      if (column < 0)
        column = at;
      g_assert_cmpint (at, ==, column);
      count++;
    }
  g_assert_cmpint (count, >, 0);
  g_assert_cmpstr (lines[count], ==, "");
}

static void
test_list_columns (void)
{
  check_list_columns (NULL);
  for (int id = 0; id < NHS_N_VARIANTS; id++)
    check_list_columns (nhs_variant_get (id));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/presets/cursed-bell", test_cursed_bell);
  g_test_add_func ("/nhs/presets/cursed-bell-gone", test_cursed_bell_gone);
  g_test_add_func ("/nhs/presets/grave", test_grave);
  g_test_add_func ("/nhs/presets/per-version", test_per_version);
  g_test_add_func ("/nhs/presets/xnethack-rooms", test_xnethack_rooms);
  g_test_add_func ("/nhs/presets/xnethack-events", test_xnethack_events);
  g_test_add_func ("/nhs/presets/xnethack-objects", test_xnethack_objects);
  g_test_add_func ("/nhs/presets/evilhack-armory-garden", test_evilhack_armory_garden);
  g_test_add_func ("/nhs/presets/fill-zoo-empty", test_fill_zoo_empty);
  g_test_add_func ("/nhs/presets/evilhack-random-redraws-mplayers", test_evilhack_random_redraws_mplayers);
  g_test_add_func ("/nhs/presets/swamp-pool", test_swamp_pool);
  g_test_add_func ("/nhs/presets/swamp-fungus", test_swamp_fungus);
  g_test_add_func ("/nhs/presets/throne-room", test_throne_room);
  g_test_add_func ("/nhs/presets/graveyard", test_graveyard);
  g_test_add_func ("/nhs/presets/graveyard-evilhack", test_graveyard_evilhack);
  g_test_add_func ("/nhs/presets/trapped-door", test_trapped_door);
  g_test_add_func ("/nhs/presets/shop-mimic", test_shop_mimic);
  g_test_add_func ("/nhs/presets/demon-gating", test_demon_gating);
  g_test_add_func ("/nhs/presets/lawful-minion", test_lawful_minion);
  g_test_add_func ("/nhs/presets/quest-rndmonst", test_quest_rndmonst);
  g_test_add_func ("/nhs/presets/quest-titles", test_quest_titles);
  g_test_add_func ("/nhs/presets/summon-insects", test_summon_insects);
  g_test_add_func ("/nhs/presets/summon-spiders", test_summon_spiders);
  g_test_add_func ("/nhs/presets/xnethack-moldy-acidic", test_xnethack_moldy_acidic);
  g_test_add_func ("/nhs/presets/quest", test_quest);
  g_test_add_func ("/nhs/presets/quest-roles-per-version", test_quest_roles_per_version);
  g_test_add_func ("/nhs/presets/all-sum-to-one", test_all_sum_to_one);
  g_test_add_func ("/nhs/presets/cli", test_cli);
  g_test_add_func ("/nhs/presets/list-columns", test_list_columns);
  status = g_test_run ();
  nhs_test_clear_variant_sets ();
  return status;
}
