/* test-rndmonst.c: the exact rndmonst() distribution, rule by rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expectations are derived by hand from the games' makemon.c and the
 * monsters' facts (frequency, alignment, difficulty) in each monst.c.
 */
#include <glib.h>
#include <string.h>

#include "nhs-data.h"
#include "nhs-format.h"
#include "nhs-rndmonst.h"
#include "nhs-pools.h"
#include "nhs-situation.h"
#include "nhs-test-utils.h"

static NhsDistribution *
compute (const NhsSituation *sit)
{
  g_autoptr (GError) error = NULL;
  NhsDistribution *dist = nhs_rndmonst_compute (nhs_test_variant_set (sit->variant), sit, &error);

  g_assert_no_error (error);
  g_assert_nonnull (dist);
  return dist;
}

static const NhsCandidate *
cand (const NhsDistribution *dist,
      const char            *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (dist->set, name);

  if (m == NULL)
    g_error ("no monster “%s” in %s", name, dist->variant->key);
  return &dist->candidates[m->index];
}

static void
assert_fraction (const NhsDistribution *dist,
                 const char            *name,
                 const char            *expected)
{
  const NhsMonster *m = nhs_monster_set_lookup (dist->set, name);
  g_autofree char *f = nhs_distribution_fraction (dist, m->index);

  g_assert_cmpstr (f, ==, expected);
}

/* Seed 001: on the neutral Oracle level the kitten's frequency 1 becomes 6,
   the black unicorn's (alignment -7) 1 becomes 4. */
static void
test_seed_oracle (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;
      g_autoptr (NhsDistribution) dist = NULL;

      if (nhs_variant_get (v)->align_weight != 4)
        continue;  /* the seed's numbers are NetHack's ALIGNWEIGHT */
      nhs_test_situation (&sit, v, NHS_REGION_ORACLE, 5, 8);  /* window 0..6 */
      dist = compute (&sit);
      g_assert_cmpint (cand (dist, "kitten")->align_shift, ==, 5);
      g_assert_cmpint (cand (dist, "kitten")->weight, ==, 6);
      g_assert_cmpint (cand (dist, "black unicorn")->align_shift, ==, 3);
      g_assert_cmpint (cand (dist, "black unicorn")->weight, ==, 4);
      g_assert_cmpint (cand (dist, "newt")->weight, ==, 10);
      g_assert_cmpuint (dist->den, ==, (guint64) dist->total_weight);
    }
}

static void
assert_sums_to_one (const NhsDistribution *dist)
{
  guint64 sum = dist->none_num + dist->quest_num;
  guint64 weights = 0;

  if (dist->exact)
    {
      /* EvilHack's player monsters: the exact chances sum to one */
      mpq_t total, q;

      mpq_inits (total, q, NULL);
      nhs_distribution_none_chance (dist, total);
      mpq_set_ui (q, dist->quest_num, dist->den);
      mpq_canonicalize (q);
      mpq_add (total, total, q);
      for (int i = 0; i < dist->n; i++)
        {
          nhs_distribution_chance (dist, i, q);
          mpq_add (total, total, q);
          if (!dist->candidates[i].mplayer)
            weights += (guint64) dist->candidates[i].weight;
        }
      g_assert_cmpuint (weights, ==, (guint64) dist->total_weight);
      g_assert_cmpint (mpq_cmp_ui (total, 1, 1), ==, 0);
      mpq_clears (total, q, NULL);
      return;
    }

  for (int i = 0; i < dist->n; i++)
    {
      sum += dist->candidates[i].num;
      weights += (guint64) dist->candidates[i].weight;
      if (dist->candidates[i].exclusion != NHS_EXCLUDED_NOT)
        g_assert_cmpint (dist->candidates[i].weight, ==, 0);
    }
  g_assert_cmpuint (weights, ==, (guint64) dist->total_weight);
  g_assert_cmpuint (sum, ==, dist->den);
}

/* Every variant, region, several depths and XLs: the chances (monsters, no
   monster, the Quest's share) add up to exactly 1. */
static void
test_sum_to_one (void)
{
  static const int depths[] = { 1, 3, 7, 12, 20, 30, 45, 53, 63 };
  static const int xls[] = { 1, 8, 14, 30 };
  int checked = 0;

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    for (NhsRegion r = 0; r < NHS_N_REGIONS; r++)
      {
        if (!nhs_region_available (v, r))
          continue;
        for (guint d = 0; d < G_N_ELEMENTS (depths); d++)
          for (guint x = 0; x < G_N_ELEMENTS (xls); x++)
            {
              NhsSituation sit;
              g_autoptr (NhsDistribution) dist = NULL;

              nhs_test_situation (&sit, v, r, depths[d], xls[x]);
              sit.groundhog_day = (d % 2) ? NHS_TRISTATE_YES : NHS_TRISTATE_FROM_REGION;
              dist = compute (&sit);
              assert_sums_to_one (dist);
              checked++;
            }
      }
  g_assert_cmpint (checked, >, 2000);
}

/* Difficulty window: min = zlevel / 6, max = (zlevel + XL) / 2; a monster
   exactly on a bound is in. */
static void
test_window_bounds (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) dist = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 12, 1);  /* 2..6 */
  dist = compute (&sit);
  g_assert_cmpint (dist->min_difficulty, ==, 2);
  g_assert_cmpint (dist->max_difficulty, ==, 6);
  g_assert_cmpint (cand (dist, "newt")->exclusion, ==, NHS_EXCLUDED_TOO_WEAK);     /* 1 */
  g_assert_cmpint (cand (dist, "gecko")->exclusion, ==, NHS_EXCLUDED_NOT);         /* 2 */
  g_assert_cmpint (cand (dist, "soldier ant")->exclusion, ==, NHS_EXCLUDED_NOT);   /* 6 */
  g_assert_cmpint (cand (dist, "winter wolf")->exclusion, ==, NHS_EXCLUDED_TOO_STRONG); /* 9 */
  for (int i = 0; i < dist->set->special_pm; i++)
    {
      const NhsMonster *m = &dist->set->monsters[i];
      guint32 r = dist->candidates[i].reasons;

      g_assert_cmpint ((r >> NHS_EXCLUDED_TOO_WEAK) & 1, ==, m->difficulty < 2);
      g_assert_cmpint ((r >> NHS_EXCLUDED_TOO_STRONG) & 1, ==, m->difficulty > 6);
    }
}

/* rndmonst_adj (3, 6) (3.7's makemon.c, asked by trap.c mk_trap_statue ()
   through rndmonnum_adj ()): at depth 12 with XL 1 the window 12/6 = 2 ..
   (12 + 1)/2 = 6 moves to 5 .. 12; everything else is rndmonst ()'s */
static void
test_window_adjusted (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) plain = NULL;
  g_autoptr (NhsDistribution) adj = NULL;
  g_autoptr (GError) error = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_37, NHS_REGION_DUNGEONS, 12, 1);
  plain = compute (&sit);
  adj = nhs_rndmonst_compute_adjusted (plain->set, &sit, 3, 6, &error);
  g_assert_no_error (error);
  g_assert_cmpint (plain->min_difficulty, ==, 2);
  g_assert_cmpint (plain->max_difficulty, ==, 6);
  g_assert_cmpint (adj->min_difficulty, ==, 5);
  g_assert_cmpint (adj->max_difficulty, ==, 12);
  g_assert_cmpint (cand (adj, "giant ant")->exclusion, ==, NHS_EXCLUDED_TOO_WEAK);     /* 4 */
  g_assert_cmpint (cand (adj, "killer bee")->exclusion, ==, NHS_EXCLUDED_NOT);         /* 5 */
  g_assert_cmpint (cand (adj, "black pudding")->exclusion, ==, NHS_EXCLUDED_NOT);      /* 12 */
  g_assert_cmpint (cand (adj, "black pudding")->weight, ==, 1);
  g_assert_cmpint (cand (adj, "titanothere")->exclusion, ==, NHS_EXCLUDED_TOO_STRONG); /* 13 */
  g_assert_cmpint (cand (plain, "black pudding")->exclusion, ==, NHS_EXCLUDED_TOO_STRONG);
  g_assert_cmpint (cand (plain, "giant ant")->exclusion, ==, NHS_EXCLUDED_NOT);
  for (int i = 0; i < adj->set->special_pm; i++)
    {
      const NhsMonster *m = &adj->set->monsters[i];
      const guint32 window = (1u << NHS_EXCLUDED_TOO_WEAK) | (1u << NHS_EXCLUDED_TOO_STRONG);
      guint32 r = adj->candidates[i].reasons;

      g_assert_cmpint ((r >> NHS_EXCLUDED_TOO_WEAK) & 1, ==, m->difficulty < 5);
      g_assert_cmpint ((r >> NHS_EXCLUDED_TOO_STRONG) & 1, ==, m->difficulty > 12);
      /* the other reasons and the weights are rndmonst ()'s */
      g_assert_cmpint (r & ~window, ==, plain->candidates[i].reasons & ~window);
      if (r == 0 && plain->candidates[i].reasons == 0)
        g_assert_cmpint (adj->candidates[i].weight, ==, plain->candidates[i].weight);
    }
}

static int
order_position (NhsExclusion code)
{
  for (int k = 0; k < NHS_EXCLUSION_N_CODES; k++)
    if (nhs_exclusion_order[k] == code)
      return k;
  g_assert_not_reached ();
  return -1;
}

/* Issue 24: every reason a monster cannot appear, checked against its
   flags in every version, in every region the version has (its own
   dungeons too), one monster genocided: a never-random monster says
   so first (Medusa is not "too strong"), a G_HELL monster in the main
   dungeon says "Gehennom only", and the lasting reason leads. */
static void
test_reasons_every_version (void)
{
  int n_never = 0, n_hell_only = 0, n_nohell = 0, n_not_cold = 0, n_pool = 0;

  /* every region each version has: its own dungeons too (xNetHack's
     Cocytus, EvilHack's Goblin Town, Ice Queen's Realm, Purgatory, ...) */
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    for (int k = 0; k < NHS_N_REGIONS; k++)
      {
        NhsMonsterSet *set = nhs_test_variant_set (v);
        const NhsRegionInfo *info = nhs_region_info (k);
        gboolean rogue = info->rogue && nhs_variant_get (v)->has_rogue_level;
        const NhsMonster *victim = NULL;
        NhsSituation sit;
        g_autoptr (NhsDistribution) dist = NULL;

        if ((info->rogue && !rogue) || !nhs_region_available (v, k))
          continue;
        nhs_test_situation (&sit, v, k, 1, 8);
        sit.difficulty = 16;           /* window 2..12 */
        for (int i = 0; i < set->special_pm && victim == NULL; i++)
          if ((set->monsters[i].geno & NHS_G_GENO) && set->monsters[i].difficulty > 4)
            victim = &set->monsters[i];
        g_assert_nonnull (victim);
        nhs_situation_set_genocided (&sit, victim->index, TRUE);
        dist = compute (&sit);
        for (int i = 0; i < set->n; i++)
          {
            const NhsMonster *m = &set->monsters[i];
            const NhsCandidate *c = &dist->candidates[i];
            NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
            guint32 want = 0;
            int n;

            if (i >= set->special_pm)
              want = 1u << NHS_EXCLUDED_SPECIAL;
            else
              {
                if (m->geno & NHS_G_UNIQ)
                  want |= 1u << NHS_EXCLUDED_UNIQUE;
                else if (m->geno & NHS_G_NOGEN)
                  want |= 1u << NHS_EXCLUDED_NOGEN;
                if (!info->in_hell && (m->geno & NHS_G_HELL))
                  want |= 1u << NHS_EXCLUDED_HELL_ONLY;
                if (info->in_hell && (m->geno & NHS_G_NOHELL))
                  want |= 1u << NHS_EXCLUDED_NOHELL;
                if (info->in_hell && m->alignment > 0)
                  want |= 1u << NHS_EXCLUDED_LAWFUL_IN_HELL;
                if (rogue && !g_ascii_isupper (m->symbol))
                  want |= 1u << NHS_EXCLUDED_ROGUE_LOWERCASE;
                if (m == victim)
                  want |= 1u << NHS_EXCLUDED_GENOCIDED;
                if (m->difficulty < dist->min_difficulty)
                  want |= 1u << NHS_EXCLUDED_TOO_WEAK;
                if (m->difficulty > dist->max_difficulty)
                  want |= 1u << NHS_EXCLUDED_TOO_STRONG;
                /* EvilHack's dungeons of their own monsters (test-evilhack.c) */
                if (nhs_variant_get (v)->branch_pools && !nhs_pool_allows (set, info->pool, i))
                  want |= 1u << NHS_EXCLUDED_NOT_IN_POOL;
                if (nhs_variant_get (v)->branch_pools && info->pool != NHS_POOL_ICE_QUEEN
                    && nhs_pool_iceq_only (set, i))
                  want |= 1u << NHS_EXCLUDED_ICEQ_ONLY;
                /* xNetHack's Cocytus (makemon.c rndmonst_adj): cold-resistant
                   monsters and demons only */
                if (info->pool == NHS_POOL_COLD_OR_DEMON && !(m->resists & NHS_MR_COLD)
                    && !nhs_monster_has (m, NHS_M2_DEMON))
                  want |= 1u << NHS_EXCLUDED_NOT_COLD;
              }
            /* the plane's filter and weight 0 have tests of their own */
            g_assert_cmpuint (c->reasons & ~((1u << NHS_EXCLUDED_WRONG_ELEMENT)
                                             | (1u << NHS_EXCLUDED_ZERO_WEIGHT)), ==, want);
            n = nhs_distribution_exclusion_reasons (dist, i, r);
            g_assert_cmpint (n, ==, __builtin_popcount (c->reasons));
            g_assert_cmpint (c->weight > 0, ==, n == 0);
            for (int j = 0; j < n; j++)
              {
                g_autofree char *words = nhs_exclusion_reason_describe (&r[j]);

                if (j > 0)
                  g_assert_cmpint (order_position (r[j - 1].code), <, order_position (r[j].code));
                if (r[j].code == NHS_EXCLUDED_UNIQUE || r[j].code == NHS_EXCLUDED_NOGEN
                    || r[j].code == NHS_EXCLUDED_SPECIAL)
                  g_assert_true (g_str_has_prefix (words, "never random"));
              }
            if (n > 0)
              g_assert_cmpint (c->exclusion, ==, r[0].code);
            if (i < set->special_pm && (m->geno & (NHS_G_UNIQ | NHS_G_NOGEN)))
              {
                g_assert_true (r[0].code == NHS_EXCLUDED_UNIQUE || r[0].code == NHS_EXCLUDED_NOGEN);
                n_never++;
              }
            else if (want & (1u << NHS_EXCLUDED_HELL_ONLY))
              {
                g_assert_cmpint (r[0].code, ==, NHS_EXCLUDED_HELL_ONLY);
                n_hell_only++;
              }
            else if (want & (1u << NHS_EXCLUDED_NOHELL))
              {
                g_assert_cmpint (r[0].code, ==, NHS_EXCLUDED_NOHELL);
                n_nohell++;
              }
            else if (want & ((1u << NHS_EXCLUDED_NOT_COLD) | (1u << NHS_EXCLUDED_NOT_IN_POOL)
                             | (1u << NHS_EXCLUDED_ICEQ_ONLY)))
              {
                /* where it cannot be (this or another place rule: a plane's
                   element), before genocide and the difficulty window */
                g_assert_cmpint (order_position (r[0].code), <,
                                 order_position (NHS_EXCLUDED_GENOCIDED));
                n_not_cold += (want >> NHS_EXCLUDED_NOT_COLD) & 1;
                n_pool += !((want >> NHS_EXCLUDED_NOT_COLD) & 1);
              }
          }
      }
  g_assert_cmpint (n_never, >, 0);
  g_assert_cmpint (n_hell_only, >, 0);
  g_assert_cmpint (n_nohell, >, 0);
  g_assert_cmpint (n_not_cold, >, 0);
  g_assert_cmpint (n_pool, >, 0);
}

static void
test_uniques_nogen (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) dist = NULL;
  g_autoptr (NhsDistribution) low = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 1, 30);
  sit.difficulty = 60;  /* 10..45 */
  dist = compute (&sit);
  g_assert_cmpint (cand (dist, "Medusa")->exclusion, ==, NHS_EXCLUDED_UNIQUE);
  g_assert_cmpint (cand (dist, "Croesus")->exclusion, ==, NHS_EXCLUDED_UNIQUE);

  sit.difficulty = 12;  /* 2..21 */
  low = compute (&sit);
  g_assert_cmpint (cand (low, "woodchuck")->exclusion, ==, NHS_EXCLUDED_NOGEN);
  g_assert_cmpint (cand (low, "shopkeeper")->exclusion, ==, NHS_EXCLUDED_NOGEN);
  /* frequency 0 without G_NOGEN (baby dragons): weight 0 when unaligned ... */
  g_assert_cmpint (cand (low, "baby red dragon")->exclusion, ==, NHS_EXCLUDED_ZERO_WEIGHT);
  /* ... but a chance on an aligned level (seed 001). */
  sit.align = NHS_ALIGN_CHAOTIC;
  {
    g_autoptr (NhsDistribution) al = compute (&sit);

    /* baby red dragon: frequency 0, alignment 0, chaotic shift 20 / 8 = 2 */
    g_assert_cmpint (cand (al, "baby red dragon")->weight, ==, 2);
  }
}

static void
test_genocide (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) before = NULL;
  g_autoptr (NhsDistribution) after = NULL;
  const NhsMonster *jackal;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 1, 1);
  before = compute (&sit);
  jackal = nhs_monster_set_lookup (nhs_test_variant_set (NHS_VARIANT_367), "jackal");
  nhs_situation_set_genocided (&sit, jackal->index, TRUE);
  after = compute (&sit);
  g_assert_cmpint (cand (before, "jackal")->weight, ==, 3);
  g_assert_cmpint (cand (after, "jackal")->exclusion, ==, NHS_EXCLUDED_GENOCIDED);
  g_assert_cmpint (after->total_weight, ==, before->total_weight - 3);
}

/* The Rogue level: uppercase classes only, where the variant has one. */
static void
test_rogue (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;
      g_autoptr (NhsDistribution) dist = NULL;
      g_autoptr (GError) error = NULL;

      nhs_test_situation (&sit, v, NHS_REGION_ROGUE, 15, 14);  /* 2..14 */
      if (!nhs_variant_get (v)->has_rogue_level)   /* SLASH'EM, xNetHack */
        {
          g_assert_false (nhs_region_available (v, NHS_REGION_ROGUE));
          g_assert_false (nhs_situation_validate (&sit, &error));
          g_assert_nonnull (strstr (error->message, "no Rogue level"));
          continue;
        }
      dist = compute (&sit);
      g_assert_cmpint (cand (dist, "soldier ant")->exclusion, ==, NHS_EXCLUDED_ROGUE_LOWERCASE);
      g_assert_cmpint (cand (dist, "hill giant")->exclusion, ==, NHS_EXCLUDED_NOT);
      for (int k = 0; k < dist->n_eligible; k++)
        g_assert_true (g_ascii_isupper (dist->set->monsters[dist->order[k]].symbol));
    }
}

/* Gehennom: lawful out (maligntyp > A_NEUTRAL), G_NOHELL out; G_HELL only there. */
static void
test_gehennom (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;
      g_autoptr (NhsDistribution) hell = NULL;
      g_autoptr (NhsDistribution) doom = NULL;

      nhs_test_situation (&sit, v, NHS_REGION_GEHENNOM, 30, 14);  /* 5..22 */
      hell = compute (&sit);
      /* the couatl is lawful and G_NOHELL: both, the flag first */
      g_assert_cmpint (cand (hell, "couatl")->exclusion, ==, NHS_EXCLUDED_NOHELL);
      g_assert_true (cand (hell, "couatl")->reasons & (1u << NHS_EXCLUDED_LAWFUL_IN_HELL));
      g_assert_cmpint (cand (hell, "winter wolf")->exclusion, ==, NHS_EXCLUDED_NOHELL);
      g_assert_cmpint (cand (hell, "hell hound")->exclusion, ==, NHS_EXCLUDED_NOT);
      for (int k = 0; k < hell->n_eligible; k++)
        {
          const NhsMonster *m = &hell->set->monsters[hell->order[k]];

          g_assert_cmpint (m->alignment, <=, 0);
          g_assert_false (m->geno & NHS_G_NOHELL);
        }
      sit.region = NHS_REGION_DUNGEONS;
      doom = compute (&sit);
      g_assert_cmpint (cand (doom, "hell hound")->exclusion, ==, NHS_EXCLUDED_HELL_ONLY);
      g_assert_cmpint (cand (doom, "couatl")->exclusion, ==, NHS_EXCLUDED_NOT);
    }
}

static gboolean
can_live_on_air (const NhsVariant *variant,
                 const NhsMonster *m)
{
  if (nhs_monster_has (m, NHS_M1_FLY) && g_strcmp0 (m->class_id, "S_TRAPPER") != 0)
    return TRUE;
  if (g_strcmp0 (m->class_id, "S_EYE") == 0)
    return TRUE;
  if (variant->floater_includes_lights && g_strcmp0 (m->class_id, "S_LIGHT") == 0)
    return TRUE;
  return nhs_monster_has (m, NHS_M1_AMORPHOUS) || g_strcmp0 (m->class_id, "S_GHOST") == 0
         || g_strcmp0 (m->class_id, "S_VORTEX") == 0;
}

/* Each Elemental Plane's filter, and the Astral Plane's lack of one. */
static void
test_planes (void)
{
  static const struct { NhsRegion region; const char *home; } planes[] = {
    { NHS_REGION_EARTH, "earth elemental" }, { NHS_REGION_AIR, "air elemental" },
    { NHS_REGION_FIRE, "fire elemental" }, { NHS_REGION_WATER, "water elemental" },
  };
  static const char *elementals[] = { "air elemental", "fire elemental", "earth elemental",
                                      "water elemental" };

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      for (guint p = 0; p < G_N_ELEMENTS (planes); p++)
        {
          NhsSituation sit;
          g_autoptr (NhsDistribution) dist = NULL;
          int n_other = 0;

          nhs_test_situation (&sit, v, planes[p].region, 1, 1);
          sit.difficulty = 30;  /* 5..15: the elementals (10) are in */
          dist = compute (&sit);
          for (guint e = 0; e < G_N_ELEMENTS (elementals); e++)
            g_assert_cmpint (cand (dist, elementals[e])->exclusion, ==,
                             g_strcmp0 (elementals[e], planes[p].home) == 0
                               ? NHS_EXCLUDED_NOT : NHS_EXCLUDED_WRONG_ELEMENT);
          for (int k = 0; k < dist->n_eligible; k++)
            {
              const NhsMonster *m = &dist->set->monsters[dist->order[k]];

              if (g_strcmp0 (m->class_id, "S_ELEMENTAL") == 0)
                continue;
              n_other++;
              if (planes[p].region == NHS_REGION_WATER)
                g_assert_true (nhs_monster_has (m, NHS_M1_SWIM));
              else if (planes[p].region == NHS_REGION_FIRE)
                g_assert_true (m->resists & NHS_MR_FIRE);
              else if (planes[p].region == NHS_REGION_AIR)
                g_assert_true (can_live_on_air (dist->variant, m));
            }
          g_assert_cmpint (n_other, >, 0);
          /* not Gehennom: G_HELL monsters stay out */
          g_assert_cmpint (cand (dist, "hell hound")->exclusion, !=, NHS_EXCLUDED_NOT);
        }
      {
        NhsSituation sit;
        g_autoptr (NhsDistribution) astral = NULL;

        nhs_test_situation (&sit, v, NHS_REGION_ASTRAL, 1, 1);
        sit.difficulty = 30;
        astral = compute (&sit);
        for (guint e = 0; e < G_N_ELEMENTS (elementals); e++)
          g_assert_cmpint (cand (astral, elementals[e])->exclusion, ==, NHS_EXCLUDED_NOT);
      }
    }
}

/* is_floater(): S_LIGHT floats since 3.6.0.  Every light in the data also
   flies and is amorphous, so take both away in a copy to see the rule alone. */
static void
test_floater_lights (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (nhs_variant_get (v)->key, &error);
      g_autoptr (NhsDistribution) dist = NULL;
      NhsMonster *light;
      NhsSituation sit;

      g_assert_no_error (error);
      light = (NhsMonster *) nhs_monster_set_lookup (set, "yellow light");
      light->mflags[NHS_M1_FLY / 64] &= ~(G_GUINT64_CONSTANT (1) << (NHS_M1_FLY % 64));
      light->mflags[NHS_M1_AMORPHOUS / 64] &= ~(G_GUINT64_CONSTANT (1) << (NHS_M1_AMORPHOUS % 64));
      nhs_test_situation (&sit, v, NHS_REGION_AIR, 1, 1);
      sit.difficulty = 10;  /* 1..5: the yellow light (5) is in */
      dist = nhs_rndmonst_compute (set, &sit, &error);
      g_assert_no_error (error);
      g_assert_cmpint (dist->candidates[light->index].exclusion, ==,
                       nhs_variant_get (v)->floater_includes_lights
                         ? NHS_EXCLUDED_NOT : NHS_EXCLUDED_WRONG_ELEMENT);
    }
}

/* ALIGNWEIGHT 10 and the Oracle's woodchuck in SLASH'EM. */
static void
test_slashem_oracle (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) dist = NULL;
  g_autoptr (NhsDistribution) ghd = NULL;
  g_autofree char *expected = NULL;
  guint64 t;

  nhs_test_situation (&sit, NHS_VARIANT_SLASHEM, NHS_REGION_ORACLE, 7, 8);  /* 1..8 (rounded up) */
  dist = compute (&sit);
  g_assert_cmpint (dist->max_difficulty, ==, 8);
  /* kitten: 7 + (20 - 0) / 10 = 9; black unicorn: 4 + (20 - 7) / 10 = 5 */
  g_assert_cmpint (cand (dist, "kitten")->weight, ==, 9);
  g_assert_cmpint (cand (dist, "black unicorn")->weight, ==, 5);
  t = (guint64) dist->total_weight;
  g_assert_cmpuint (dist->den, ==, 20 * t);
  /* The woodchuck is G_NOGEN: its whole chance is the 1 in 20. */
  assert_fraction (dist, "woodchuck", "1/20");
  g_assert_cmpuint (cand (dist, "kitten")->num, ==, 19 * 9);
  g_assert_cmpint (dist->special_index, ==,
                   nhs_monster_set_lookup (dist->set, "woodchuck")->index);

  sit.groundhog_day = NHS_TRISTATE_YES;
  ghd = compute (&sit);
  assert_fraction (ghd, "woodchuck", "19/20");
  g_assert_cmpuint (cand (ghd, "kitten")->num, ==, 1 * 9);
  /* Genocided, the woodchuck still answers: rndmonst returns it before any test. */
  nhs_situation_set_genocided (&sit, nhs_monster_set_lookup (dist->set, "woodchuck")->index, TRUE);
  {
    g_autoptr (NhsDistribution) gone = compute (&sit);

    assert_fraction (gone, "woodchuck", "19/20");
  }
  /* NetHack has no such rule. */
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_ORACLE, 7, 8);
  sit.groundhog_day = NHS_TRISTATE_YES;
  {
    g_autoptr (NhsDistribution) vanilla = compute (&sit);

    assert_fraction (vanilla, "woodchuck", "0");
    g_assert_cmpint (vanilla->special_index, ==, -1);
  }
}

/* The Quest: qt_montype answers 6 times in 7 in NetHack, always in SLASH'EM. */
static void
test_quest (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;
      g_autoptr (NhsDistribution) dist = NULL;
      g_autofree char *quest = NULL;

      nhs_test_situation (&sit, v, NHS_REGION_QUEST, 15, 14);
      dist = compute (&sit);
      quest = nhs_format_fraction (dist->quest_num, dist->den);
      if (v == NHS_VARIANT_SLASHEM)
        {
          g_assert_cmpstr (quest, ==, "1");
          g_assert_cmpint (dist->n_eligible, ==, 0);
        }
      else
        {
          g_assert_cmpstr (quest, ==, "6/7");
          if (dist->exact)   /* EvilHack's player monsters: a mixture (test-evilhack.c) */
            continue;
          g_assert_cmpuint (dist->den, ==, 7 * (guint64) dist->total_weight);
          g_assert_cmpuint (cand (dist, "soldier ant")->num, ==, 2);  /* freq 2, x 1 */
        }
    }
}

/* No monster at all: a total of 0 is "none", as the game returns NULL. */
static void
test_nothing_left (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) dist = NULL;
  g_autofree char *none = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 1, 1);
  for (int i = 0; i < nhs_test_variant_set (NHS_VARIANT_367)->n; i++)
    nhs_situation_set_genocided (&sit, i, TRUE);
  dist = compute (&sit);
  none = nhs_format_fraction (dist->none_num, dist->den);
  g_assert_cmpstr (none, ==, "1");
  g_assert_cmpint (dist->n_eligible, ==, 0);
  g_assert_cmpint (nhs_distribution_pick (dist, 1), ==, -1);
}

/* Walking the list as the game does picks each monster for exactly its
   weight's worth of rolls. */
static void
test_pick_walk (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) dist = NULL;
  g_autofree int *hits = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_343, NHS_REGION_MINES, 8, 6);
  dist = compute (&sit);
  hits = g_new0 (int, dist->n);
  for (int roll = 1; roll <= dist->total_weight; roll++)
    {
      int i = nhs_distribution_pick (dist, roll);

      g_assert_cmpint (i, >=, 0);
      hits[i]++;
    }
  for (int i = 0; i < dist->n; i++)
    g_assert_cmpint (hits[i], ==, dist->candidates[i].weight);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/rndmonst/seed-oracle", test_seed_oracle);
  g_test_add_func ("/nhs/rndmonst/sum-to-one", test_sum_to_one);
  g_test_add_func ("/nhs/rndmonst/window-bounds", test_window_bounds);
  g_test_add_func ("/nhs/rndmonst/uniques-nogen", test_uniques_nogen);
  g_test_add_func ("/nhs/rndmonst/reasons-every-version", test_reasons_every_version);
  g_test_add_func ("/nhs/rndmonst/genocide", test_genocide);
  g_test_add_func ("/nhs/rndmonst/rogue", test_rogue);
  g_test_add_func ("/nhs/rndmonst/gehennom", test_gehennom);
  g_test_add_func ("/nhs/rndmonst/planes", test_planes);
  g_test_add_func ("/nhs/rndmonst/floater-lights", test_floater_lights);
  g_test_add_func ("/nhs/rndmonst/slashem-oracle", test_slashem_oracle);
  g_test_add_func ("/nhs/rndmonst/quest", test_quest);
  g_test_add_func ("/nhs/rndmonst/nothing-left", test_nothing_left);
  g_test_add_func ("/nhs/rndmonst/pick-walk", test_pick_walk);
  g_test_add_func ("/nhs/rndmonst/window-adjusted", test_window_adjusted);
  status = g_test_run ();
  nhs_test_clear_variant_sets ();
  return status;
}
