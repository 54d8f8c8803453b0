/* test-mkclass.c: mkclass(), exactly, against hand-worked examples and a
 * literal transcription of each game's loops whose every random call is
 * enumerated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-error.h"
#include "nhs-chances.h"
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-pools.h"
#include "nhs-presets.h"
#include "nhs-answer.h"
#include "nhs-test-utils.h"

#include <string.h>

static void
situation (NhsSituation *sit,
           NhsVariantId  v,
           int           difficulty,
           int           xl,
           NhsRegion     region)
{
  nhs_test_situation (sit, v, region, 1, xl);  /* depth: nhs_situation_init's */
  sit->difficulty = difficulty;
}

static NhsClassDist *
compute (NhsMonsterSet      *set,
         const NhsSituation *sit,
         const char         *cls,
         int                 atyp)
{
  g_autoptr (GError) error = NULL;
  int mlet = nhs_mkclass_lookup_class (set, cls);
  NhsClassDist *d;

  g_assert_cmpint (mlet, >, 0);
  d = nhs_mkclass_compute (set, sit, mlet, atyp, &error);
  g_assert_no_error (error);
  return d;
}

/* ---------------------------------------------------- hand-worked examples */

/* 3.6.7, level difficulty 20 (mkclass limit 10), XL 10.  Liches: difficulty
 * 14, 18, 21, 29, all above 10.  The lich starts the bag (weight 2: adj_lev
 * 12 <= 20); demilich, master lich and arch-lich are each more difficult
 * than the entry before, so each may stop the walk with 1/2.  Weights 2, 2,
 * 2 and 1 (arch-lich: adj_lev 24 > 20).  Stops: 1/2 {L}, 1/4 {L,D}, 1/8
 * {L,D,M}, 1/8 {L,D,M,A} of total 7:
 *   lich      1/2 + 1/8 + 1/24 + 2/56 = 59/84
 *   demilich        1/8 + 1/24 + 2/56 = 17/84
 *   master lich           1/24 + 2/56 = 13/168
 *   arch-lich                    1/56 */
static void
test_liches_367 (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;

  situation (&sit, NHS_VARIANT_367, 20, 10, NHS_REGION_DUNGEONS);
  d = compute (set, &sit, "L", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "lich")], "59/84");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "demilich")], "17/84");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "master lich")], "13/168");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "arch-lich")], "1/56");
  nhs_test_assert_mpq (d->none, "0");
  g_assert_cmpint (d->order[0], ==, nhs_test_monster_index (set, "lich"));
  nhs_test_assert_total_one (d);
}

/* 3.7: master and arch-liches are G_HELL and the lich class always honours
 * the restriction outside Gehennom: lich, then 1/2 demilich stops it.
 * In Gehennom nothing is restricted: 3.6.7's numbers. */
static void
test_liches_37 (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_37);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) h = NULL;

  situation (&sit, NHS_VARIANT_37, 20, 10, NHS_REGION_DUNGEONS);
  d = compute (set, &sit, "S_LICH", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "lich")], "3/4");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "demilich")], "1/4");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "master lich")], "0");
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "arch-lich")], "0");
  nhs_test_assert_total_one (d);

  situation (&sit, NHS_VARIANT_37, 20, 10, NHS_REGION_GEHENNOM);
  h = compute (set, &sit, "L", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (h->probs[nhs_test_monster_index (set, "lich")], "59/84");
  nhs_test_assert_mpq (h->probs[nhs_test_monster_index (set, "arch-lich")], "1/56");
}

/* 3.4.3 liches at the same place: monstr 14, 18, 21, 29 as well; the stop
 * rule compares with the previous entry (all differ), so the same chain of
 * halves.  The draw: each member owns freq 1, plus 1 when adj_lev > 2 XL = 20
 * and the next entry's level differs: only the arch-lich (24) has it, and it
 * is last, so it loses nothing: bags {L}, {L,D}, {L,D,M} and {L,D,M,A}
 * share rolls equally:
 *   lich 1/2 + 1/8 + 1/24 + 1/32 = 67/96 ... */
static void
test_liches_343 (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_343);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;

  situation (&sit, NHS_VARIANT_343, 20, 10, NHS_REGION_DUNGEONS);
  d = compute (set, &sit, "L", NHS_MKCLASS_ANY_ALIGN);
  g_assert_cmpint (set->monsters[nhs_test_monster_index (set, "lich")].difficulty, ==, 14);
  g_assert_cmpint (set->monsters[nhs_test_monster_index (set, "arch-lich")].difficulty, ==, 29);
  /* 1/2 + 1/4 * 1/2 + 1/8 * 1/3 + 1/8 * 1/4 */
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "lich")], "67/96");
  /* 1/8 + 1/24 + 1/32 */
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "demilich")], "19/96");
  /* 1/24 + 1/32 */
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "master lich")], "7/96");
  /* 1/32: weight 1 in 3.4.3 against 3.6.7's 1/56 */
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "arch-lich")], "1/32");
  nhs_test_assert_total_one (d);
}

/* Vampires at level difficulty 10 (limit 5), XL 1.  3.6.7: the vampire
 * (difficulty 12) is first, weight 1 + 1 - 1 (adj_lev 10 > 2); the vampire
 * lord (14 > 12) stops the walk 1 time in 2, weight 1: vampire 1/2 + 1/4.
 * 3.4.3: the same stop, but in the draw the vampire's skew (adj_lev 10 > 2,
 * level 10 vs the lord's 12) gives it both rolls of the two-member bag: the
 * lord never comes. */
static void
test_vampires (void)
{
  NhsSituation sit;
  NhsMonsterSet *s367 = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *s343 = nhs_test_variant_set (NHS_VARIANT_343);
  NhsMonsterSet *s37 = nhs_test_variant_set (NHS_VARIANT_37);
  g_autoptr (NhsClassDist) a = NULL;
  g_autoptr (NhsClassDist) b = NULL;
  g_autoptr (NhsClassDist) c = NULL;

  situation (&sit, NHS_VARIANT_367, 10, 1, NHS_REGION_DUNGEONS);
  a = compute (s367, &sit, "V", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (a->probs[nhs_test_monster_index (s367, "vampire")], "3/4");
  nhs_test_assert_mpq (a->probs[nhs_test_monster_index (s367, "vampire lord")], "1/4");
  nhs_test_assert_mpq (a->probs[nhs_test_monster_index (s367, "Vlad the Impaler")], "0");
  g_assert_cmpint (a->bag_weight[nhs_test_monster_index (s367, "vampire")], ==, 1);

  situation (&sit, NHS_VARIANT_343, 10, 1, NHS_REGION_DUNGEONS);
  b = compute (s343, &sit, "V", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (b->probs[nhs_test_monster_index (s343, "vampire")], "1");
  nhs_test_assert_mpq (b->probs[nhs_test_monster_index (s343, "vampire lord")], "0");

  situation (&sit, NHS_VARIANT_37, 10, 1, NHS_REGION_DUNGEONS);
  c = compute (s37, &sit, "V", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (c->probs[nhs_test_monster_index (s37, "vampire")], "3/4");
  nhs_test_assert_mpq (c->probs[nhs_test_monster_index (s37, "vampire leader")], "1/4");
}

/* Nymphs share one difficulty: no stop, equal weights: 1/3 each in every
 * variant's vanilla three; a genocide leaves 1/2 each. */
/* A class's share (a chart's class heading) is the exact sum of its
   members: ten dragons at 1/10 each make 1, "100" per cent; their doubles
   add up to 0.9999999999999999 (the heading read "99.99999999999999 %"). */
static void
test_class_share (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_500);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsChances) chances = NULL;
  g_autofree char *percent = NULL;
  double sum = 0;
  mpq_t share;

  situation (&sit, NHS_VARIANT_500, 20, 14, NHS_REGION_DUNGEONS);
  d = compute (set, &sit, "D", NHS_MKCLASS_ANY_ALIGN);
  chances = nhs_chances_new_mkclass (d);
  for (int i = 0; i < chances->n_results; i++)
    sum += chances->p[chances->order[i]];
  g_assert_cmpint (chances->n_results, ==, 10);
  g_assert_cmpfloat (sum, !=, 1.0);   /* what the heading summed before */
  mpq_init (share);
  nhs_chances_class_share (chances, nhs_mkclass_lookup_class (set, "D"), share);
  nhs_test_assert_mpq (share, "1");
  percent = nhs_format_percent_mpq (share);
  g_assert_cmpstr (percent, ==, "100");
  /* another class's share is 0 */
  nhs_chances_class_share (chances, nhs_mkclass_lookup_class (set, "a"), share);
  nhs_test_assert_mpq (share, "0");
  mpq_clear (share);
}

static void
test_nymphs (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      g_autoptr (NhsClassDist) d = NULL;
      g_autoptr (NhsClassDist) g = NULL;

      if (v == NHS_VARIANT_SLASHEM)
        continue; /* SLASH'EM's class has pixies, brownies, quicklings */
      if (v == NHS_VARIANT_EVILHACK)
        continue; /* EvilHack's has the ice nymph (test-evilhack.c) */
      if (v == NHS_VARIANT_XNETHACK)
        {
          /* xNetHack's water (level 4) and mountain nymph (5) are harder than
             the wood nymph: at difficulty 5 the walk stops after it, always */
          situation (&sit, v, 5, 3, NHS_REGION_DUNGEONS);
          d = compute (set, &sit, "n", NHS_MKCLASS_ANY_ALIGN);
          nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "wood nymph")], "1");
          continue;
        }
      situation (&sit, v, 5, 3, NHS_REGION_DUNGEONS);
      d = compute (set, &sit, "n", NHS_MKCLASS_ANY_ALIGN);
      nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "wood nymph")], "1/3");
      nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "water nymph")], "1/3");
      nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "mountain nymph")], "1/3");
      nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, "wood nymph"), TRUE);
      g = compute (set, &sit, "n", NHS_MKCLASS_ANY_ALIGN);
      nhs_test_assert_mpq (g->probs[nhs_test_monster_index (set, "wood nymph")], "0");
      nhs_test_assert_mpq (g->probs[nhs_test_monster_index (set, "water nymph")], "1/2");
    }
}

/* The null chance. 3.7 outside Gehennom with every imp but the (G_HELL)
 * lemure genocided: the lemure is considered 1 time in 9. */
static void
test_none (void)
{
  static const char *gone[] = { "manes", "homunculus", "imp", "quasit", "tengu" };
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_37);
  NhsMonsterSet *s367 = nhs_test_variant_set (NHS_VARIANT_367);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (NhsClassDist) e = NULL;
  g_autoptr (NhsClassDist) f = NULL;

  situation (&sit, NHS_VARIANT_37, 12, 5, NHS_REGION_DUNGEONS);
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, gone[i]), TRUE);
  d = compute (set, &sit, "i", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "lemure")], "1/9");
  nhs_test_assert_mpq (d->none, "8/9");
  g_assert_cmpint (d->n_results, ==, 1);
  nhs_test_assert_total_one (d);

  /* 3.6.7 has no such restriction: the lemure always */
  situation (&sit, NHS_VARIANT_367, 12, 5, NHS_REGION_DUNGEONS);
  for (guint i = 0; i < G_N_ELEMENTS (gone); i++)
    nhs_situation_set_genocided (&sit, nhs_test_monster_index (s367, gone[i]), TRUE);
  e = compute (s367, &sit, "i", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (e->probs[nhs_test_monster_index (s367, "lemure")], "1");
  nhs_test_assert_mpq (e->none, "0");

  /* every lich gone: nothing, in every variant */
  situation (&sit, NHS_VARIANT_367, 12, 5, NHS_REGION_DUNGEONS);
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (s367, "lich"), TRUE);
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (s367, "demilich"), TRUE);
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (s367, "master lich"), TRUE);
  nhs_situation_set_genocided (&sit, nhs_test_monster_index (s367, "arch-lich"), TRUE);
  f = compute (s367, &sit, "L", NHS_MKCLASS_ANY_ALIGN);
  nhs_test_assert_mpq (f->none, "1");
  g_assert_cmpint (f->n_results, ==, 0);
}

/* mkclass_aligned: chaotic demons only; 3.4.3 has no aligned form. */
static void
test_aligned (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *s343 = nhs_test_variant_set (NHS_VARIANT_343);
  NhsSituation sit;
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (GError) error = NULL;
  NhsClassDist *bad;

  situation (&sit, NHS_VARIANT_367, 30, 14, NHS_REGION_GEHENNOM);
  d = compute (set, &sit, "&", -1);
  g_assert_cmpint (d->n_results, >, 3);
  for (int k = 0; k < d->n_results; k++)
    g_assert_cmpint (set->monsters[d->order[k]].alignment, <, 0);
  nhs_test_assert_total_one (d);

  situation (&sit, NHS_VARIANT_343, 30, 14, NHS_REGION_GEHENNOM);
  bad = nhs_mkclass_compute (s343, &sit, nhs_mkclass_lookup_class (s343, "&"), -1, &error);
  g_assert_null (bad);
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
}

/* ------------------------------------------- the games' loops, enumerated */

/* An RNG that walks every outcome: a path is the list of choices made; each
 * choice has its own weight (uniform for rn2(n) and rnd(n); rn2(9)'s
 * "zero or not" kept as two weighted outcomes, 1/9 and 8/9). */
typedef struct {
  int len, pos;
  int choice[256];
  int n[256];
  int weighted[256]; /* 1: two outcomes 1/w and (w-1)/w */
  /* this path's chance: 8^eights / (2^twos 9^nines rnd) */
  int twos, nines, eights, rnd;
} Tree;

static int
tree_draw (Tree *t,
           int   n,
           int   weighted)
{
  int c;

  if (t->pos == t->len)
    {
      g_assert_cmpint (t->len, <, 256);
      t->choice[t->len] = 0;
      t->n[t->len] = weighted ? 2 : n;
      t->weighted[t->len] = weighted ? n : 0;
      t->len++;
    }
  c = t->choice[t->pos];
  if (t->weighted[t->pos])
    {
      g_assert_cmpint (t->weighted[t->pos], ==, 9);
      t->nines++;
      if (c != 0)
        t->eights++;
      t->pos++;
      return c; /* 0 or "nonzero" (1) */
    }
  if (n == 2)
    t->twos++;
  else
    {
      g_assert_cmpint (t->rnd, ==, 1); /* one rnd(num) per path, the last call */
      t->rnd = n;
    }
  t->pos++;
  return c;
}

static gboolean
tree_next (Tree *t)
{
  t->len = t->pos;
  while (t->len > 0)
    {
      if (++t->choice[t->len - 1] < t->n[t->len - 1])
        return TRUE;
      t->len--;
    }
  return FALSE;
}

#define RN2(t, x) tree_draw ((t), (x), 0)
#define RND(t, x) (tree_draw ((t), (x), 0) + 1)
#define RN2_9(t) tree_draw ((t), 9, 1)

static int
sgn (int x)
{
  return (x > 0) - (x < 0);
}

typedef struct {
  NhsMonsterSet *set;
  const NhsSituation *sit;
  int mlet;
  int atyp;
  guint spc;       /* NHS_MKCLASS_SPC_NOGEN: a special level's class monster */
  /* made once per class tree by game_prepare(), not once per path */
  int *mongen;     /* MONSi(): the walk order over mons[] */
  gboolean zero_freq_class;
} Game;

/* 5.0.0's init_mongen_order(): every index below SPECIAL_PM sorted by
   (mlet << 8 | difficulty); GLib's sort is stable, as glibc's qsort is for
   the game. */
static gint
cmp_mongen (gconstpointer a,
            gconstpointer b,
            gpointer      data)
{
  const NhsMonster *mons = data;
  int i1 = *(const int *) a, i2 = *(const int *) b;

  return (mons[i1].difficulty | mons[i1].mlet << 8) - (mons[i2].difficulty | mons[i2].mlet << 8);
}

static gboolean
gone (const Game *g,
      int         i)
{
  return nhs_situation_is_genocided (g->sit, i);
}

/* EvilHack's mk_gen_ok () additions, as its makemon.c spells them */
static gboolean
evil_gen_ok (const Game *g,
             int         i)
{
  const NhsMonster *m = &g->set->monsters[i];
  const NhsRegionInfo *info = nhs_region_info (g->sit->region);

  if (g->sit->variant != NHS_VARIANT_EVILHACK)
    return TRUE;
  if (!strcmp (m->name, "ice nymph") && g->sit->region != NHS_REGION_ICE_QUEEN)
    return FALSE;
  if (!g->sit->infidel && (!strcmp (m->name, "agent") || !strcmp (m->name, "champion")))
    return FALSE;
  if (g->sit->region == NHS_REGION_MINES_END && !strcmp (m->name, "vampire mage"))
    return FALSE;
  if ((g->sit->region == NHS_REGION_MINES || g->sit->region == NHS_REGION_MINETOWN
       || g->sit->region == NHS_REGION_MINES_END)
      && (!strcmp (m->name, "alhoon") || !strcmp (m->name, "master mind flayer")))
    return FALSE;
  (void) info;
  return TRUE;
}

/* EvilHack: k = (is_mplayer ? 1 : 5) * freq */
static int
evil_mult (const Game *g,
           int         i)
{
  if (g->sit->variant != NHS_VARIANT_EVILHACK)
    return 1;
  return nhs_monster_is_mplayer (g->set, i) ? 1 : 5;
}

/* 3.4.3's mkclass, line by line (and SLASH'EM's pm_mkclass: its MKC_ULIMIT) */
static int
mkclass_343 (const Game *g,
             Tree       *t)
{
  const NhsMonster *mons = g->set->monsters;
  int first, last, num = 0;
  int maxmlev = nhs_situation_difficulty (g->sit) >> 1;
  guint mask = (g->spc & NHS_MKCLASS_SPC_NOGEN) ? NHS_G_UNIQ : NHS_G_NOGEN | NHS_G_UNIQ;

  for (first = 0; first < g->set->special_pm; first++)
    if (mons[first].mlet == g->mlet)
      break;
  if (first == g->set->special_pm)
    return -1;
  for (last = first; last < g->set->special_pm && mons[last].mlet == g->mlet; last++)
    if (!gone (g, last) && !(mons[last].geno & mask) && !mons[last].placeholder)
      {
        if ((g->spc & NHS_MKCLASS_SPC_ULIMIT) && mons[last].difficulty > 4 * maxmlev)
          break;
        if (num && mons[last].difficulty > maxmlev
            && mons[last].difficulty != mons[last - 1].difficulty && RN2 (t, 2))
          break;
        num += mons[last].frequency;
      }
  if (!num)
    return -1;
  for (num = RND (t, num); num > 0; first++)
    if (!gone (g, first) && !(mons[first].geno & mask) && !mons[first].placeholder)
      {
        num -= mons[first].frequency;
        if (num && nhs_adj_lev (g->set, g->sit, first) > g->sit->xl * 2)
          if (mons[first].level != mons[first + 1].level)
            num--;
      }
  first--;
  return first;
}

/* 3.6.7's and 3.7's mkclass_aligned, line by line */
static int
mkclass_36 (const Game *g,
            Tree       *t,
            gboolean    v37)
{
  const NhsMonster *mons = g->set->monsters;
  const NhsRegionInfo *info = nhs_region_info (g->sit->region);
  const int *mongen = g->mongen;
  int first, last, num = 0, k;
  g_autofree int *nums = g_new0 (int, g->set->n + 1);
  int maxmlev = nhs_situation_difficulty (g->sit) >> 1;
  gboolean zero_freq_class = g->zero_freq_class;

#define MONSi(i) (mongen[i])
  for (first = 0; first < g->set->special_pm; first++)
    if (mons[MONSi (first)].mlet == g->mlet)
      break;
  if (first == g->set->special_pm)
    return -1;
  for (last = first; last < g->set->special_pm && mons[MONSi (last)].mlet == g->mlet; last++)
    {
      guint gn_mask = NHS_G_NOGEN | NHS_G_UNIQ;
      int m = MONSi (last);

      if (g->atyp != NHS_MKCLASS_ANY_ALIGN && sgn (mons[m].alignment) != sgn (g->atyp))
        continue;
      if (v37 && (RN2_9 (t) || strcmp (mons[m].class_id, "S_LICH") == 0))
        gn_mask |= info->in_hell ? NHS_G_NOHELL : NHS_G_HELL;
      if (g->spc & NHS_MKCLASS_SPC_NOGEN)
        gn_mask &= ~NHS_G_NOGEN;
      if (!gone (g, m) && !(mons[m].geno & gn_mask) && !mons[m].placeholder
          && strcmp (mons[m].name, "mail daemon") != 0 && evil_gen_ok (g, m))
        {
          if (num && mons[m].difficulty > maxmlev
              && mons[m].difficulty > mons[MONSi (last - 1)].difficulty
              && (nhs_variant_get (g->sit->variant)->mkclass_always_stops || RN2 (t, 2)))
            break;   /* xNetHack: no coin, always */
          if ((k = mons[m].frequency * evil_mult (g, m)) > 0
              || (k = zero_freq_class ? 1 : 0) > 0)
            {
              nums[m] = k + 1 - (nhs_adj_lev (g->set, g->sit, m) > g->sit->xl * 2);
              num += nums[m];
            }
        }
    }
  if (!num)
    return -1;
  for (num = RND (t, num); first < last; first++)
    if ((num -= nums[MONSi (first)]) <= 0)
      break;
  return nums[MONSi (first)] ? MONSi (first) : -1;
#undef MONSi
}

/* init_mongen_order() and mclass_maxf[] as 5.0.0 makes them: MONSi() is
   the identity before 5.0, the sorted order in 5.0 */
static void
game_prepare (Game *g)
{
  const NhsMonster *mons = g->set->monsters;
  const NhsVariant *v = nhs_variant_get (g->sit->variant);

  g->mongen = g_new (int, g->set->n + 1);
  for (int i = 0; i <= g->set->n; i++)
    g->mongen[i] = i;
  if (v->mkclass_sorted_walk)
    g_qsort_with_data (g->mongen, g->set->special_pm, sizeof (int), cmp_mongen, (gpointer) mons);
  g->zero_freq_class = v->mkclass_zero_freq_class;
  for (int i = 0; i < g->set->n; i++)
    if (mons[i].mlet == g->mlet && mons[i].frequency > 0)
      g->zero_freq_class = FALSE;
}

/* Every path of the game's own loop: probabilities per monster. */
static void
enumerate (const Game *g,
           mpq_t      *probs,
           mpq_t       none)
{
  const NhsVariant *v = nhs_variant_get (g->sit->variant);
  Tree t = { 0 };
  g_autoptr (GHashTable) counts = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;
  mpq_t p;

  for (int i = 0; i < g->set->n; i++)
    mpq_set_ui (probs[i], 0, 1);
  mpq_set_ui (none, 0, 1);
  do
    {
      int r;
      gint64 k;
      gint64 *count;

      t.pos = 0;
      t.twos = t.nines = t.eights = 0;
      t.rnd = 1;
      if (v->mkclass_rule == NHS_MKCLASS_RULE_343)
        r = mkclass_343 (g, &t);
      else
        r = mkclass_36 (g, &t, v->mkclass_rule == NHS_MKCLASS_RULE_37);
      /* identical chances pooled: (result, twos, nines, eights, rnd) */
      k = ((((((gint64) (r + 1) << 8 | t.twos) << 8 | t.nines) << 8 | t.eights) << 16) | t.rnd);
      count = g_hash_table_lookup (counts, &k);
      if (count == NULL)
        {
          gint64 *kk = g_new (gint64, 1);

          *kk = k;
          count = g_new0 (gint64, 1);
          g_hash_table_insert (counts, kk, count);
        }
      (*count)++;
    }
  while (tree_next (&t));
  mpq_init (p);
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      gint64 k = *(gint64 *) key;
      int rnd = k & 0xffff, eights = (k >> 16) & 0xff, nines = (k >> 24) & 0xff;
      int twos = (k >> 32) & 0xff, r = (int) (k >> 40) - 1;

      mpz_ui_pow_ui (mpq_numref (p), 8, eights);
      mpz_mul_ui (mpq_numref (p), mpq_numref (p), *(gint64 *) value);
      mpz_ui_pow_ui (mpq_denref (p), 9, nines);
      mpz_mul_2exp (mpq_denref (p), mpq_denref (p), twos);
      mpz_mul_ui (mpq_denref (p), mpq_denref (p), rnd);
      mpq_canonicalize (p);
      if (r < 0)
        mpq_add (none, none, p);
      else
        mpq_add (probs[r], probs[r], p);
    }
  mpq_clear (p);
}

/* Number of 3.7 restricted members, to keep the enumeration small. */
static int
restricted_members (NhsMonsterSet      *set,
                    const NhsSituation *sit,
                    int                 mlet)
{
  int n = 0;

  for (int i = 0; i < set->special_pm; i++)
    if (set->monsters[i].mlet == mlet)
      n++;
  return n;
}

static void
compare_class_spc (NhsMonsterSet      *set,
                   const NhsSituation *sit,
                   int                 mlet,
                   int                 atyp,
                   guint               spc)
{
  g_autoptr (GError) error = NULL;
  g_autofree mpq_t *a = g_new (mpq_t, set->n);
  g_autofree mpq_t *b = g_new (mpq_t, set->n);
  mpq_t na, nb;
  Game g = { set, sit, mlet, atyp, spc, NULL, FALSE };

  for (int i = 0; i < set->n; i++)
    {
      mpq_init (a[i]);
      mpq_init (b[i]);
    }
  mpq_inits (na, nb, NULL);
  g_assert_true (nhs_mkclass_exact (set, sit, mlet, spc, atyp, a, NULL, na, &error));
  g_assert_no_error (error);
  game_prepare (&g);
  enumerate (&g, b, nb);
  g_free (g.mongen);
  for (int i = 0; i < set->n; i++)
    {
      if (!mpq_equal (a[i], b[i]))
        {
          g_autofree char *x = nhs_mpq_to_string (a[i]);
          g_autofree char *y = nhs_mpq_to_string (b[i]);

          g_test_message ("%s d%d xl%d class %d: %s computed %s, game loop %s",
                          nhs_variant_get (sit->variant)->key, nhs_situation_difficulty (sit),
                          sit->xl, mlet, set->monsters[i].name, x, y);
        }
      g_assert_true (mpq_equal (a[i], b[i]));
    }
  g_assert_true (mpq_equal (na, nb));
  for (int i = 0; i < set->n; i++)
    {
      mpq_clear (a[i]);
      mpq_clear (b[i]);
    }
  mpq_clears (na, nb, NULL);
}

static void
compare_class (NhsMonsterSet      *set,
               const NhsSituation *sit,
               int                 mlet,
               int                 atyp)
{
  compare_class_spc (set, sit, mlet, atyp, 0);
}

/* Every class, every variant, a spread of situations: the exact answer
 * equals the sum over every path of the game's own loop. */
static void
test_against_game_loops (void)
{
  static const struct {
    int difficulty, xl;
    NhsRegion region;
  } places[] = {
    { 1, 1, NHS_REGION_DUNGEONS },   { 3, 1, NHS_REGION_MINES },
    { 7, 4, NHS_REGION_DUNGEONS },   { 12, 8, NHS_REGION_DUNGEONS },
    { 18, 3, NHS_REGION_DUNGEONS },  { 27, 14, NHS_REGION_GEHENNOM },
    { 40, 30, NHS_REGION_GEHENNOM }, { 50, 20, NHS_REGION_ASTRAL },
  };
  int checked = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);

      for (guint p = 0; p < G_N_ELEMENTS (places); p++)
        for (int i = 0; i < set->special_pm; i++)
          {
            NhsSituation sit;
            int mlet = set->monsters[i].mlet;

            if (i > 0 && set->monsters[i - 1].mlet == mlet)
              continue;
            situation (&sit, v, places[p].difficulty, places[p].xl, places[p].region);
            if (places[p].region == NHS_REGION_ASTRAL)
              {
                sit.difficulty = 0;
                sit.depth = places[p].difficulty;
              }
            /* 3.7's rn2(9) doubles the paths per member: keep it small */
            if (nhs_variant_get (v)->mkclass_rule == NHS_MKCLASS_RULE_37
                && restricted_members (set, &sit, mlet) > 14)
              continue;
            compare_class (set, &sit, mlet, NHS_MKCLASS_ANY_ALIGN);
            if (v != NHS_VARIANT_343 && v != NHS_VARIANT_SLASHEM
                && restricted_members (set, &sit, mlet) <= 12)
              {
                compare_class (set, &sit, mlet, -1);
                compare_class (set, &sit, mlet, 1);
              }
            checked++;
          }
    }
  g_test_message ("%d class trees checked against the games' loops", checked);
  g_assert_cmpint (checked, >, 300);
}

/* Genocides and a skew-heavy hero, against the loops too. */
static void
test_against_game_loops_genocide (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      int mlet = nhs_mkclass_lookup_class (set, "D");

      situation (&sit, v, 30, 2, NHS_REGION_DUNGEONS);
      /* every other dragon gone */
      for (int i = 0, k = 0; i < set->special_pm; i++)
        if (set->monsters[i].mlet == mlet && (k++ % 2) == 0)
          nhs_situation_set_genocided (&sit, i, TRUE);
      compare_class (set, &sit, mlet, NHS_MKCLASS_ANY_ALIGN);
    }
}

/* A special level's class monster (spc G_NOGEN), every class of every
 * version, against the loops: never-generated members join the walk (and
 * its stop flips); in versions with mkclass_zero_freq_class a class whose
 * members all have frequency 0 gives each weight 1, and in the others no
 * monster at all. */
static void
test_special_level (void)
{
  static const struct { int difficulty, xl; NhsRegion region; } places[] = {
    { 2, 1, NHS_REGION_DUNGEONS }, { 14, 6, NHS_REGION_DUNGEONS }, { 33, 20, NHS_REGION_GEHENNOM },
  };
  int zero_classes = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      const NhsVariant *variant = nhs_variant_get (v);

      for (guint p = 0; p < G_N_ELEMENTS (places); p++)
        for (int i = 0; i < set->special_pm; i++)
          {
            NhsSituation sit;
            int mlet = set->monsters[i].mlet;
            gboolean all_zero = TRUE;

            if (i > 0 && set->monsters[i - 1].mlet == mlet)
              continue;
            situation (&sit, v, places[p].difficulty, places[p].xl, places[p].region);
            if (variant->mkclass_rule == NHS_MKCLASS_RULE_37 && restricted_members (set, &sit, mlet) > 14)
              continue;
            compare_class_spc (set, &sit, mlet, NHS_MKCLASS_ANY_ALIGN,
                               nhs_mkclass_special_level_spc (variant));
            for (int j = 0; j < set->n; j++)
              if (set->monsters[j].mlet == mlet && set->monsters[j].frequency > 0)
                all_zero = FALSE;
            if (all_zero)
              {
                g_autoptr (NhsClassDist) d = NULL;
                g_autoptr (GError) error = NULL;

                d = nhs_mkclass_compute_spc (set, &sit, mlet, NHS_MKCLASS_SPC_NOGEN,
                                             NHS_MKCLASS_ANY_ALIGN, &error);
                g_assert_no_error (error);
                /* zero-frequency classes: a member 5.0 and later, none before */
                g_assert_cmpint (d->n_results > 0, ==, variant->mkclass_zero_freq_class);
                g_assert_cmpint (mpq_cmp_ui (d->none, 1, 1) == 0, ==,
                                 !variant->mkclass_zero_freq_class);
                zero_classes++;
              }
          }
    }
  /* ghosts (ghost, shade) at least, in every version */
  g_assert_cmpint (zero_classes, >=, NHS_N_VARIANTS);
}

/* SLASH'EM's special levels ask mkclass (class, G_NOGEN | MKC_ULIMIT): no
 * member from the first one harder than 4 x (difficulty / 2) on. Its Mines
 * at depth 8 (limit 4, 16): the gnomes' walk ends before the gnoll (20), so
 * a gnome king (second after the gnome warrior, whose skew weight fills the
 * bag) is never made; the dwarf thief (G_NOGEN, frequency 0) is, by its skew
 * weight. 200,000 draws of the real pm_mkclass () there: gnome 0.5534,
 * gnome warrior 0.0115, gnome king 0; dwarf thief 0.0430, dwarf king 0.0019.
 * Without MKC_ULIMIT (spc G_NOGEN alone) the gnome king is possible. */
static void
test_slashem_ulimit (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_SLASHEM);
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_SLASHEM);
  NhsSituation sit;
  g_autoptr (NhsClassDist) g = NULL;
  g_autoptr (NhsClassDist) h = NULL;
  g_autoptr (NhsClassDist) nogen = NULL;
  guint spc = nhs_mkclass_special_level_spc (v);

  g_assert_cmpuint (spc, ==, NHS_MKCLASS_SPC_NOGEN | NHS_MKCLASS_SPC_ULIMIT);
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    if (i != NHS_VARIANT_SLASHEM)
      g_assert_cmpuint (nhs_mkclass_special_level_spc (nhs_variant_get (i)), ==,
                        NHS_MKCLASS_SPC_NOGEN);
  situation (&sit, NHS_VARIANT_SLASHEM, 8, 1, NHS_REGION_MINES);
  g = nhs_mkclass_compute_spc (set, &sit, nhs_mkclass_lookup_class (set, "G"), spc,
                               NHS_MKCLASS_ANY_ALIGN, NULL);
  h = nhs_mkclass_compute_spc (set, &sit, nhs_mkclass_lookup_class (set, "h"), spc,
                               NHS_MKCLASS_ANY_ALIGN, NULL);
  nogen = nhs_mkclass_compute_spc (set, &sit, nhs_mkclass_lookup_class (set, "G"),
                                   NHS_MKCLASS_SPC_NOGEN, NHS_MKCLASS_ANY_ALIGN, NULL);
  nhs_test_assert_mpq (g->probs[nhs_test_monster_index (set, "gnome")], "731/1320");
  nhs_test_assert_mpq (g->probs[nhs_test_monster_index (set, "gnome warrior")], "1/88");
  nhs_test_assert_mpq (g->probs[nhs_test_monster_index (set, "gnome king")], "0");
  nhs_test_assert_mpq (g->probs[nhs_test_monster_index (set, "gnoll")], "0");
  nhs_test_assert_mpq (h->probs[nhs_test_monster_index (set, "dwarf thief")], "31931/742560");
  nhs_test_assert_mpq (h->probs[nhs_test_monster_index (set, "dwarf king")], "1/544");
  nhs_test_assert_mpq (h->probs[nhs_test_monster_index (set, "duergar")], "0");
  g_assert_cmpint (mpq_sgn (nogen->probs[nhs_test_monster_index (set, "gnome king")]), >, 0);
  /* and why: the gnome king has no roll left, the gnoll ends the walk */
  {
    NhsExclusionReason r[NHS_EXCLUSION_N_CODES];

    g_assert_cmpint (nhs_class_dist_exclusion_reasons (g, nhs_test_monster_index (set, "gnome king"), r), ==, 1);
    g_assert_cmpint (r[0].code, ==, NHS_EXCLUDED_NO_ROLL);
    g_assert_cmpint (nhs_class_dist_exclusion_reasons (g, nhs_test_monster_index (set, "gnoll"), r), ==, 1);
    g_assert_cmpint (r[0].code, ==, NHS_EXCLUDED_WALK_ENDS);
    g_assert_cmpstr (r[0].end_name, ==, "gnoll");
    g_assert_true (r[0].ulimit);
    g_assert_cmpint (r[0].bound, ==, 16);
  }
  nhs_test_assert_total_one (g);
  nhs_test_assert_total_one (h);
}

/* The class symbol or name */
static void
test_lookup (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);

  g_assert_cmpint (nhs_mkclass_lookup_class (set, "n"), ==,
                   nhs_mkclass_lookup_class (set, "S_NYMPH"));
  g_assert_cmpint (nhs_mkclass_lookup_class (set, "nymph"), ==,
                   nhs_mkclass_lookup_class (set, "S_NYMPH"));
  g_assert_cmpint (nhs_mkclass_lookup_class (set, "&"), >, 0);
  g_assert_cmpint (nhs_mkclass_lookup_class (set, "%"), ==, 0);
  g_assert_cmpint (nhs_mkclass_lookup_class (set, "S_NOSUCH"), ==, 0);
  g_assert_cmpint (nhs_mkclass_lookup_class (set, ""), ==, 0);
}

/* Each variant differs on the same question (vampires above; here the
 * SLASH'EM class is longer and its weights its own). */
static void
test_variants_differ (void)
{
  NhsSituation sit;
  g_autoptr (NhsClassDist) a = NULL;
  g_autoptr (NhsClassDist) b = NULL;
  NhsMonsterSet *s367 = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *sse = nhs_test_variant_set (NHS_VARIANT_SLASHEM);

  situation (&sit, NHS_VARIANT_367, 25, 12, NHS_REGION_DUNGEONS);
  a = compute (s367, &sit, "V", NHS_MKCLASS_ANY_ALIGN);
  situation (&sit, NHS_VARIANT_SLASHEM, 25, 12, NHS_REGION_DUNGEONS);
  b = compute (sse, &sit, "V", NHS_MKCLASS_ANY_ALIGN);
  g_assert_cmpint (a->n_results, ==, 2);
  g_assert_cmpint (b->n_results, >, 2);
  nhs_test_assert_total_one (a);
  nhs_test_assert_total_one (b);
}

/* The worm tail's class '~' has no monster below SPECIAL_PM: the real
 * mkclass() of every version (driven outside the repository) returns no
 * monster, with probability 1; the class is still a class, not an unknown
 * name. */
static void
test_worm_tail_class (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsSituation sit;
      g_autoptr (NhsClassDist) d = NULL;

      situation (&sit, v, 10, 3, NHS_REGION_DUNGEONS);
      d = compute (set, &sit, "~", NHS_MKCLASS_ANY_ALIGN);
      nhs_test_assert_mpq (d->none, "1");
      g_assert_cmpint (d->n_results, ==, 0);
      g_assert_cmpint (nhs_mkclass_lookup_class (set, "S_WORM_TAIL"), ==, d->mlet);
      g_assert_cmpint (nhs_mkclass_lookup_class (set, "?"), ==, 0);
    }
}

/* The Classes page's description says what each version's mkclass_aligned ()
   (makemon.c) does, never another's: 3.4.3 and SLASH'EM stop 1 time in 2
   at a too-strong member whose monstr differs from the entry before
   (monstr[last] != monstr[last - 1] && rn2 (2)); 3.6.7, 3.7, 5.0.0 and
   EvilHack at one harder than the entry before (difficulty > ... && rn2 (2));
   xNetHack always (no rn2 (2)); 3.7, 5.0.0 and xNetHack honour G_HELL /
   G_NOHELL when rn2 (9) or S_LICH; 5.0.0 and xNetHack walk in difficulty
   order (init_mongen_order ()); EvilHack weighs 5 x frequency (player
   monsters 1 x); 3.4.3 and SLASH'EM skew while drawing (num--); SLASH'EM's
   special levels stop at toostrong (last, 4 * maxmlev) (MKC_ULIMIT). */
static void
test_describe (void)
{
  static const struct {
    NhsVariantId v;
    const char *has[4];
    const char *lacks[3];
  } cases[] = {
    { NHS_VARIANT_343, { "differs from the entry before it, it stops 1 time in 2",
                         "takes one more from the draw", "order of the game's monster list", NULL },
      { "8 times in 9", "4 × (level difficulty / 2)", NULL } },
    { NHS_VARIANT_SLASHEM, { "differs from the entry before it, it stops 1 time in 2",
                             "4 × (level difficulty / 2)", NULL }, { "8 times in 9", NULL } },
    { NHS_VARIANT_367, { "harder than the entry before it, it stops 1 time in 2",
                         "its frequency plus 1", NULL }, { "8 times in 9", "five times", NULL } },
    { NHS_VARIANT_37, { "harder than the entry before it, it stops 1 time in 2", "8 times in 9",
                        "order of the game's monster list", NULL }, { "order of difficulty", NULL } },
    { NHS_VARIANT_500, { "harder than the entry before it, it stops 1 time in 2", "8 times in 9",
                         "order of difficulty", "whole class has frequency 0" }, { NULL } },
    { NHS_VARIANT_EVILHACK, { "harder than the entry before it, it stops 1 time in 2",
                              "five times its frequency (a player monster once)",
                              "the place or the hero's role", NULL }, { "8 times in 9", NULL } },
    { NHS_VARIANT_XNETHACK, { "it stops at the first member too strong", "8 times in 9",
                              "order of difficulty", NULL }, { "1 time in 2", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = nhs_mkclass_describe (nhs_variant_get (cases[i].v), NULL);

      for (int k = 0; k < 4 && cases[i].has[k]; k++)
        if (strstr (text, cases[i].has[k]) == NULL)
          g_error ("%s: “%s” lacks “%s”", nhs_variant_get (cases[i].v)->key, text, cases[i].has[k]);
      for (int k = 0; k < 3 && cases[i].lacks[k]; k++)
        if (strstr (text, cases[i].lacks[k]) != NULL)
          g_error ("%s: “%s” says “%s”", nhs_variant_get (cases[i].v)->key, text, cases[i].lacks[k]);
    }
}

/* Issue 24: every monster of every class, in every version, is either made
 * by mkclass () or excluded, and each reason given holds against its flags
 * and makemon.c's walk: never both, never neither.  The walk covers the
 * class's first run before SPECIAL_PM (makemon.c: "monsters of a given
 * class are contiguous"); mk_gen_ok () (the inline test in 3.4.3 and
 * SLASH'EM) refuses G_GONE, G_NOGEN and G_UNIQ unless spc lifts them,
 * placeholders, and from 3.6 on the mail daemon; mkclass_aligned () a
 * member whose sgn (maligntyp) differs; 3.7 and later a lich restricted by
 * G_HELL / G_NOHELL always (rn2 (9) || class == S_LICH).
 * reason_holds (): whether reason r, given for member i by the walk d
 * (mlet, spc, atyp), holds against its flags and makemon.c's walk. */
static gboolean
reason_holds (NhsMonsterSet            *set,
              const NhsClassDist       *d,
              int                       mlet,
              guint                     spc,
              int                       atyp,
              int                       i,
              const NhsExclusionReason *r,
              int                      *walk_ends)
{
  const NhsSituation *sit = &d->situation;
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  const NhsMonster *m = &set->monsters[i];
  gboolean holds = FALSE;

  switch (r->code)
    {
    case NHS_EXCLUDED_SPECIAL:
      holds = i >= set->special_pm;
      break;
    case NHS_EXCLUDED_APART:
      {
        /* not in the class's first run in mons[] */
        int f = 0, e;

        while (set->monsters[f].mlet != mlet)
          f++;
        for (e = f; e < set->n && set->monsters[e].mlet == mlet; e++)
          ;
        holds = i < set->special_pm && i >= e;
        break;
      }
    case NHS_EXCLUDED_PLACEHOLDER:
      holds = m->placeholder;
      break;
    case NHS_EXCLUDED_UNIQUE:
      holds = (m->geno & NHS_G_UNIQ) && !(spc & NHS_MKCLASS_SPC_UNIQ);
      break;
    case NHS_EXCLUDED_NOGEN:
      holds = (m->geno & NHS_G_NOGEN) && !(spc & NHS_MKCLASS_SPC_NOGEN);
      break;
    case NHS_EXCLUDED_MAIL_DAEMON:
      holds = variant->mkclass_rule != NHS_MKCLASS_RULE_343
              && g_str_equal (m->name, "mail daemon");
      break;
    case NHS_EXCLUDED_GENOCIDED:
      holds = nhs_situation_is_genocided (sit, i);
      break;
    case NHS_EXCLUDED_EXTINCT:
      holds = nhs_situation_is_extinct (sit, i);
      break;
    case NHS_EXCLUDED_WRONG_ALIGNMENT:
      holds = atyp != NHS_MKCLASS_ANY_ALIGN
              && (m->alignment > 0) - (m->alignment < 0) != (atyp > 0) - (atyp < 0);
      break;
    case NHS_EXCLUDED_HELL_ONLY:
      holds = variant->mkclass_rule == NHS_MKCLASS_RULE_37 && !info->in_hell
              && (m->geno & NHS_G_HELL) && g_str_equal (m->class_id, "S_LICH");
      break;
    case NHS_EXCLUDED_NOHELL:
      holds = variant->mkclass_rule == NHS_MKCLASS_RULE_37 && info->in_hell
              && (m->geno & NHS_G_NOHELL) && g_str_equal (m->class_id, "S_LICH");
      break;
    case NHS_EXCLUDED_ICEQ_ONLY:
      holds = variant->mkclass_region_role_gates && g_str_equal (m->name, "ice nymph")
              && info->pool != NHS_POOL_ICE_QUEEN;
      break;
    case NHS_EXCLUDED_ROLE_ONLY:
      holds = variant->mkclass_region_role_gates && !sit->infidel
              && (g_str_equal (m->name, "agent") || g_str_equal (m->name, "champion"));
      break;
    case NHS_EXCLUDED_NOT_HERE:
      holds = variant->mkclass_region_role_gates
              && ((info->mines_end && g_str_equal (m->name, "vampire mage"))
                  || (info->in_mines && (g_str_equal (m->name, "alhoon")
                                         || g_str_equal (m->name, "master mind flayer"))));
      break;
    case NHS_EXCLUDED_FREQUENCY_0:
      /* never drawn: frequency 0 (3.4.3: and no skew) */
      holds = m->frequency == 0 && d->bag_weight[i] == 0;
      break;
    case NHS_EXCLUDED_NO_ROLL:
      {
        /* 3.4.3's draw (rnd (num), each member taking its frequency
           and the skew's one more): the members before it take at
           least every roll of the largest bag, every member walked */
        int before = 0, total = 0;

        for (int j = 0; j < set->n; j++)
          if (set->monsters[j].mlet == mlet && d->bag_weight[j] > 0)
            {
              if (j < i)
                before += d->bag_weight[j];
              total += set->monsters[j].frequency;
            }
        holds = variant->mkclass_rule == NHS_MKCLASS_RULE_343 && d->bag_weight[i] > 0
                && before >= total;
        break;
      }
    case NHS_EXCLUDED_WALK_ENDS:
      {
        const NhsMonster *e = &set->monsters[d->end_at[i]];

        /* where the walk surely ends: SLASH'EM's MKC_ULIMIT at a member
           above 4 x the limit; xNetHack's stop (no coin) at a member
           above the limit */
        g_assert_cmpstr (e->name, ==, r->end_name);
        g_assert_cmpint (e->mlet, ==, mlet);
        g_assert_cmpint (e->difficulty, ==, r->difficulty);
        if (r->ulimit)
          holds = (spc & NHS_MKCLASS_SPC_ULIMIT) && r->bound == 4 * (d->difficulty >> 1)
                  && e->difficulty > r->bound && e->index <= i;
        else
          holds = variant->mkclass_always_stops && r->bound == d->difficulty >> 1
                  && e->difficulty > r->bound;
        (*walk_ends)++;
        break;
      }
    default:
      holds = FALSE;
      break;
    }
  return holds;
}

static void
check_reasons (NhsMonsterSet      *set,
               const NhsSituation *sit,
               int                 mlet,
               guint               spc,
               int                 atyp,
               int                *walk_ends)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  g_autoptr (NhsClassDist) d = NULL;
  g_autoptr (GError) error = NULL;

  d = nhs_mkclass_compute_spc (set, sit, mlet, spc, atyp, &error);
  g_assert_no_error (error);
  for (int i = 0; i < set->n; i++)
    {
      const NhsMonster *m = &set->monsters[i];
      NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
      int n = nhs_class_dist_exclusion_reasons (d, i, r);

      if (m->mlet != mlet)
        {
          g_assert_cmpint (n, ==, 0);
          continue;
        }
      if ((n > 0) == (mpq_sgn (d->probs[i]) > 0))
        g_error ("%s, %s (difficulty %d, spc %u, aligned %d): chance %s with %d reasons",
                 variant->key, m->name, d->difficulty, spc, atyp,
                 nhs_mpq_to_string (d->probs[i]), n);
      for (int k = 0; k < n; k++)
        {
          gboolean holds = reason_holds (set, d, mlet, spc, atyp, i, &r[k], walk_ends);

          if (!holds)
            {
              g_autofree char *why = nhs_exclusion_reason_describe (&r[k]);

              g_error ("%s, %s (difficulty %d, spc %u, aligned %d): “%s” does not hold",
                       variant->key, m->name, d->difficulty, spc, atyp, why);
            }
        }
    }
}

/* reasons of one member, their codes in order */
static void
assert_codes (const NhsClassDist *d,
              const char         *name,
              const NhsExclusion *codes,
              int                 n_codes)
{
  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
  int i = nhs_test_monster_index (d->set, name);
  int n = nhs_class_dist_exclusion_reasons (d, i, r);

  g_assert_cmpint (n, ==, n_codes);
  for (int k = 0; k < n; k++)
    g_assert_cmpstr (nhs_exclusion_key (r[k].code), ==, nhs_exclusion_key (codes[k]));
}

/* Reasons worked by hand from each game's makemon.c mkclass ():
 * xNetHack 9.1, liches, level difficulty 20 (limit 10), walked by
 * difficulty: the lich (14) starts the bag; the demilich (18 > 10, above
 * the lich) ends the walk, no coin; master lich and arch-lich are G_HELL,
 * and S_LICH always honours it outside Gehennom (rn2 (9) || class ==
 * S_LICH), so they are Gehennom's only, and after the end too.
 * 3.6.7 mkclass_aligned (S_LICH, 0, A_LAWFUL): every lich is chaotic.
 * EvilHack, nymphs in the Dungeons: mk_gen_ok () refuses the ice nymph
 * outside the Ice Queen's branch.  3.6.7 S_DEMON: the mail daemon,
 * G_NOGEN, is refused by name even with G_NOGEN lifted. */
static void
test_excluded_hand (void)
{
  NhsSituation sit;

  {
    NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_XNETHACK);
    g_autoptr (NhsClassDist) d = NULL;
    NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
    const NhsExclusion walk[] = { NHS_EXCLUDED_WALK_ENDS };
    const NhsExclusion hell[] = { NHS_EXCLUDED_HELL_ONLY, NHS_EXCLUDED_WALK_ENDS };
    g_autofree char *text = NULL;

    situation (&sit, NHS_VARIANT_XNETHACK, 20, 10, NHS_REGION_DUNGEONS);
    d = compute (set, &sit, "L", NHS_MKCLASS_ANY_ALIGN);
    nhs_test_assert_mpq (d->probs[nhs_test_monster_index (set, "lich")], "1");
    assert_codes (d, "lich", NULL, 0);
    assert_codes (d, "demilich", walk, 1);
    assert_codes (d, "master lich", hell, 2);
    assert_codes (d, "arch-lich", hell, 2);
    nhs_class_dist_exclusion_reasons (d, nhs_test_monster_index (set, "arch-lich"), r);
    g_assert_cmpstr (r[1].end_name, ==, "demilich");
    g_assert_cmpint (r[1].difficulty, ==, 18);
    g_assert_cmpint (r[1].bound, ==, 10);
    text = nhs_class_dist_describe_exclusion (d, nhs_test_monster_index (set, "demilich"));
    g_assert_cmpstr (text, ==, "the walk always ends at the demilich (difficulty 18 > 10)");
  }
  {
    NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
    g_autoptr (NhsClassDist) d = NULL;
    g_autoptr (NhsClassDist) demons = NULL;
    const NhsExclusion align[] = { NHS_EXCLUDED_WRONG_ALIGNMENT };
    const NhsExclusion mail[] = { NHS_EXCLUDED_MAIL_DAEMON };
    g_autofree char *text = NULL;

    situation (&sit, NHS_VARIANT_367, 20, 10, NHS_REGION_DUNGEONS);
    d = compute (set, &sit, "L", 1);
    assert_codes (d, "lich", align, 1);
    nhs_test_assert_mpq (d->none, "1");
    text = nhs_class_dist_describe_exclusion (d, nhs_test_monster_index (set, "lich"));
    g_assert_cmpstr (text, ==, "alignment -9 is not lawful");
    demons = nhs_mkclass_compute_spc (set, &sit, nhs_mkclass_lookup_class (set, "&"),
                                      NHS_MKCLASS_SPC_NOGEN, NHS_MKCLASS_ANY_ALIGN, NULL);
    assert_codes (demons, "mail daemon", mail, 1);
  }
  {
    NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
    g_autoptr (NhsClassDist) d = NULL;
    const NhsExclusion iceq[] = { NHS_EXCLUDED_ICEQ_ONLY };

    situation (&sit, NHS_VARIANT_EVILHACK, 10, 5, NHS_REGION_DUNGEONS);
    d = compute (set, &sit, "n", NHS_MKCLASS_ANY_ALIGN);
    assert_codes (d, "ice nymph", iceq, 1);
    g_assert_cmpint (mpq_sgn (d->probs[nhs_test_monster_index (set, "water nymph")]), >, 0);
  }
}

static void
test_excluded_walk (void)
{
  static const struct { int difficulty, xl; NhsRegion region; } places[] = {
    { 1, 1, NHS_REGION_DUNGEONS }, { 6, 3, NHS_REGION_MINES }, { 13, 9, NHS_REGION_MINES_END },
    { 20, 14, NHS_REGION_DUNGEONS }, { 35, 25, NHS_REGION_GEHENNOM },
  };
  int walk_ends = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      const NhsVariant *variant = nhs_variant_get (v);

      for (guint p = 0; p < G_N_ELEMENTS (places); p++)
        for (int i = 0; i < set->n; i++)
          {
            NhsSituation sit;
            int mlet = set->monsters[i].mlet;
            gboolean seen = FALSE;

            for (int j = 0; j < i && !seen; j++)
              seen = set->monsters[j].mlet == mlet;
            if (seen)
              continue;
            situation (&sit, v, places[p].difficulty, places[p].xl, places[p].region);
            /* one member genocided, another extinct */
            if (i + 1 < set->n && set->monsters[i + 1].mlet == mlet)
              nhs_situation_set_genocided (&sit, i + 1, TRUE);
            if (i + 2 < set->n && set->monsters[i + 2].mlet == mlet)
              nhs_situation_set_bit (sit.extinct, i + 2, TRUE);
            check_reasons (set, &sit, mlet, 0, NHS_MKCLASS_ANY_ALIGN, &walk_ends);
            check_reasons (set, &sit, mlet, nhs_mkclass_special_level_spc (variant),
                           NHS_MKCLASS_ANY_ALIGN, &walk_ends);
            if (variant->mkclass_rule != NHS_MKCLASS_RULE_343)
              for (int a = -1; a <= 1; a++)
                check_reasons (set, &sit, mlet, 0, a, &walk_ends);
          }
    }
  /* xNetHack's stops and SLASH'EM's MKC_ULIMIT end walks surely */
  g_assert_cmpint (walk_ends, >, 0);
}

/* Issue 24: mkclass --preset P --excluded.  For every preset of every
 * version, in a few places (and for the Quest a role, for demon gating
 * the alignments), each monster of the preset's classes (its listed
 * classes and every class it asks mkclass for) is either made by the
 * preset or excluded, never both; and each reason holds: a reason named
 * by an mkclass draw holds for that draw's walk (reason_holds ()), one
 * named by none for every draw that could make the monster, rndmonst ()'s
 * are its own reasons for a monster it never draws, "no draw" only where
 * no draw asks for the class, "made a human mummy instead" only for a
 * member weaker than the human mummy. */
static void
test_excluded_presets (void)
{
  static const struct { int difficulty, xl; NhsRegion region; } places[] = {
    { 1, 1, NHS_REGION_DUNGEONS }, { 13, 9, NHS_REGION_DUNGEONS }, { 35, 25, NHS_REGION_GEHENNOM },
  };
  int walk_ends = 0, checked = 0, named = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      g_autofree const NhsPresetInfo **list = nhs_presets_of_variant (nhs_variant_get (v));
      g_autofree const char **roles = nhs_preset_quest_roles (set);

      for (int p = 0; list[p]; p++)
        for (guint pl = 0; pl < G_N_ELEMENTS (places); pl++)
          for (int a = -2; a <= 2; a++)
            {
              NhsPresetOptions opts = { .role = list[p]->needs_role ? roles[0] : NULL,
                                        .atyp = a == -2 ? NHS_MKCLASS_ANY_ALIGN : a };
              NhsSituation sit;
              g_autoptr (NhsClassDist) dist = NULL;
              g_autoptr (NhsPresetExcluded) x = NULL;
              g_autoptr (GError) error = NULL;
              g_auto (GStrv) classes = g_strsplit (list[p]->classes, " ", -1);
              gboolean in_classes[256] = { FALSE };

              if (a != -2 && a != 2 && (strcmp (list[p]->key, "demon-gating") != 0
                                        || nhs_variant_get (v)->mkclass_rule == NHS_MKCLASS_RULE_343))
                continue;
              if (a == 2)
                opts.atyp = NHS_MKCLASS_ANY_ALIGN;
              situation (&sit, v, places[pl].difficulty, places[pl].xl, places[pl].region);
              /* (a == 2) the preset's first class genocided whole: its
                 null mkclass () turns to makemon (NULL)'s random monster in
                 some presets, whose reasons differ from the walk's */
              for (int i = 0; a == 2 && i < set->n; i++)
                if (set->monsters[i].mlet == nhs_mkclass_lookup_class (set, classes[0])
                    && (set->monsters[i].geno & NHS_G_GENO))
                  nhs_situation_set_genocided (&sit, i, TRUE);
              dist = nhs_preset_compute (set, &sit, list[p]->key, &opts, &error);
              g_assert_no_error (error);
              x = nhs_preset_excluded_new (dist, list[p], &error);
              g_assert_no_error (error);
              for (int k = 0; classes[k]; k++)
                if (*classes[k])
                  in_classes[nhs_mkclass_lookup_class (set, classes[k])] = TRUE;
              for (guint k = 0; dist->draws && k < dist->draws->len; k++)
                in_classes[g_array_index (dist->draws, NhsClassDraw, k).mlet] = TRUE;
              in_classes[0] = FALSE;
              for (int i = 0; i < set->n; i++)
                {
                  const NhsMonster *m = &set->monsters[i];
                  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
                  int n;

                  if (!in_classes[m->mlet] || m->placeholder)
                    continue;
                  n = nhs_preset_excluded_reasons (x, i, r);
                  if ((n > 0) == (mpq_sgn (dist->probs[i]) > 0))
                    g_error ("%s, %s, difficulty %d: %s has chance %s and %d reasons",
                             nhs_variant_get (v)->key, list[p]->key, places[pl].difficulty,
                             m->name, nhs_mpq_to_string (dist->probs[i]), n);
                  g_assert_cmpint (n, <, NHS_EXCLUSION_N_CODES);
                  checked++;
                  for (int k = 0; k < n; k++)
                    {
                      gboolean holds = TRUE, any_draw = FALSE;

                      if (r[k].code == NHS_EXCLUDED_PRESET_REPLACED)
                        {
                          const NhsMonster *h = nhs_monster_set_lookup (set, "human mummy");

                          g_assert_cmpstr (r[k].end_name, ==, "human mummy");
                          g_assert_cmpstr (m->class_id, ==, "S_MUMMY");
                          g_assert_cmpint (m->difficulty, <, h->difficulty);
                          continue;
                        }
                      if (r[k].code == NHS_EXCLUDED_PRESET_REFUSED)
                        {
                          /* minion.c: ndemon () takes is_ndemon () (a demon, not a
                             lord nor a prince) of the alignment asked; lminion ()
                             no lord */
                          gboolean ndemon = nhs_monster_has (m, NHS_M2_DEMON)
                                            && !nhs_monster_has (m, NHS_M2_LORD)
                                            && !nhs_monster_has (m, NHS_M2_PRINCE);

                          if (g_str_has_prefix (r[k].rule, "ndemon"))
                            g_assert_true (!ndemon || (opts.atyp != NHS_MKCLASS_ANY_ALIGN
                                                       && (m->alignment > 0) - (m->alignment < 0)
                                                            != (opts.atyp > 0) - (opts.atyp < 0)));
                          else
                            g_assert_true (g_str_has_prefix (r[k].rule, "lminion")
                                           && nhs_monster_has (m, NHS_M2_LORD));
                          continue;
                        }
                      for (guint j = 0; dist->draws && j < dist->draws->len; j++)
                        {
                          const NhsClassDraw *d = &g_array_index (dist->draws, NhsClassDraw, j);
                          g_autoptr (NhsClassDist) walk = NULL;
                          g_autoptr (NhsAnswer) answer = NULL;

                          if (d->kind == NHS_CLASS_DRAW_MKCLASS)
                            {
                              if (d->mlet != m->mlet)
                                continue;
                              any_draw = TRUE;
                              walk = nhs_mkclass_compute_spc (set, &d->sit, d->mlet, d->spc,
                                                              d->atyp, &error);
                              g_assert_no_error (error);
                              if (r[k].draw == NULL || strcmp (r[k].draw, walk->title) == 0)
                                holds = holds && reason_holds (set, walk, d->mlet, d->spc, d->atyp,
                                                               i, &r[k], &walk_ends);
                            }
                          else if (r[k].draw == NULL || strcmp (r[k].draw, "rndmonst()") == 0)
                            {
                              NhsExclusionReason own[NHS_EXCLUSION_N_CODES];
                              int own_n;
                              gboolean found = FALSE;
                              mpq_t c;

                              any_draw = TRUE;
                              answer = nhs_answer_compute_as_given (set, &d->sit, &error);
                              g_assert_no_error (error);
                              mpq_init (c);
                              nhs_answer_chance (answer, i, c);
                              g_assert_cmpint (mpq_sgn (c), ==, 0);
                              mpq_clear (c);
                              own_n = nhs_distribution_exclusion_reasons (answer->ordinary, i, own);
                              for (int o = 0; o < own_n; o++)
                                found = found || own[o].code == r[k].code;
                              holds = holds && found;
                            }
                        }
                      if (r[k].code == NHS_EXCLUDED_PRESET_NO_DRAW)
                        holds = !any_draw;
                      else
                        holds = holds && any_draw;
                      named += r[k].draw != NULL;
                      if (!holds)
                        {
                          g_autofree char *why = nhs_exclusion_reason_describe (&r[k]);

                          g_error ("%s, %s, difficulty %d, %s: “%s” does not hold",
                                   nhs_variant_get (v)->key, list[p]->key, places[pl].difficulty,
                                   m->name, why);
                        }
                    }
                }
            }
    }
  g_assert_cmpint (checked, >, 0);
  g_test_message ("%d monsters checked, %d reasons named by their draw", checked, named);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/mkclass/liches-367", test_liches_367);
  g_test_add_func ("/nhs/mkclass/describe", test_describe);
  g_test_add_func ("/nhs/mkclass/liches-37", test_liches_37);
  g_test_add_func ("/nhs/mkclass/liches-343", test_liches_343);
  g_test_add_func ("/nhs/mkclass/vampires", test_vampires);
  g_test_add_func ("/nhs/mkclass/nymphs", test_nymphs);
  g_test_add_func ("/nhs/mkclass/class-share", test_class_share);
  g_test_add_func ("/nhs/mkclass/none", test_none);
  g_test_add_func ("/nhs/mkclass/aligned", test_aligned);
  g_test_add_func ("/nhs/mkclass/lookup", test_lookup);
  g_test_add_func ("/nhs/mkclass/variants-differ", test_variants_differ);
  g_test_add_func ("/nhs/mkclass/game-loops", test_against_game_loops);
  g_test_add_func ("/nhs/mkclass/game-loops-genocide", test_against_game_loops_genocide);
  g_test_add_func ("/nhs/mkclass/special-level", test_special_level);
  g_test_add_func ("/nhs/mkclass/slashem-ulimit", test_slashem_ulimit);
  g_test_add_func ("/nhs/mkclass/worm-tail-class", test_worm_tail_class);
  g_test_add_func ("/nhs/mkclass/excluded-walk", test_excluded_walk);
  g_test_add_func ("/nhs/mkclass/excluded-presets", test_excluded_presets);
  g_test_add_func ("/nhs/mkclass/excluded-hand", test_excluded_hand);
  status = g_test_run ();
  nhs_test_clear_variant_sets ();
  return status;
}
