/* nhs-rndmonst.c: the exact distribution of the game's rndmonst()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game walks mons[] from the first entry to SPECIAL_PM, gives each
 * monster that passes its tests a weight of frequency + alignment shift
 * (+ 3.7's temperature shift) and draws rnd(total).  A monster's chance is
 * therefore exactly weight / total: no sampling needed.  Variants differ only
 * in named fields of NhsVariant.
 */
#include "nhs-rndmonst.h"
#include "nhs-error.h"
#include "nhs-format.h"
#include "nhs-pools.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */

#include <stdlib.h>
#include <string.h>

#define REASON(code) (1u << (code))
#define NEVER_RANDOM (REASON (NHS_EXCLUDED_SPECIAL) | REASON (NHS_EXCLUDED_UNIQUE) \
                      | REASON (NHS_EXCLUDED_NOGEN))

/* The lasting reason first: never random, where it cannot be, genocided,
   then the difficulty window and the weight (DESIGN.md). */
const NhsExclusion nhs_exclusion_order[NHS_EXCLUSION_N_CODES] = {
  NHS_EXCLUDED_SPECIAL,
  NHS_EXCLUDED_APART,
  NHS_EXCLUDED_PLACEHOLDER,
  NHS_EXCLUDED_UNIQUE,
  NHS_EXCLUDED_NOGEN,
  NHS_EXCLUDED_MAIL_DAEMON,
  NHS_EXCLUDED_ROLE_ONLY,
  NHS_EXCLUDED_HELL_ONLY,
  NHS_EXCLUDED_NOHELL,
  NHS_EXCLUDED_LAWFUL_IN_HELL,
  NHS_EXCLUDED_NOT_COLD,
  NHS_EXCLUDED_ROGUE_LOWERCASE,
  NHS_EXCLUDED_WRONG_ELEMENT,
  NHS_EXCLUDED_NOT_IN_POOL,
  NHS_EXCLUDED_ICEQ_ONLY,
  NHS_EXCLUDED_NOT_HERE,
  NHS_EXCLUDED_WRONG_ALIGNMENT,
  NHS_EXCLUDED_GENOCIDED,
  NHS_EXCLUDED_EXTINCT,
  NHS_EXCLUDED_TOO_WEAK,
  NHS_EXCLUDED_TOO_STRONG,
  NHS_EXCLUDED_ZERO_WEIGHT,
  NHS_EXCLUDED_FREQUENCY_0,
  NHS_EXCLUDED_WALK_ENDS,
  NHS_EXCLUDED_NO_ROLL,
  NHS_EXCLUDED_PRESET_NO_DRAW,
  NHS_EXCLUDED_PRESET_REPLACED,
  NHS_EXCLUDED_PRESET_REFUSED,
};

int
nhs_align_shift (int           align_weight,
                 NhsLevelAlign align,
                 int           malign)
{
  /* C integer division truncates toward zero, as in the game. */
  switch (align)
    {
    case NHS_ALIGN_LAWFUL:
      return (malign + 20) / (2 * align_weight);
    case NHS_ALIGN_NEUTRAL:
      return (20 - abs (malign)) / align_weight;
    case NHS_ALIGN_CHAOTIC:
      return (-(malign - 20)) / (2 * align_weight);
    case NHS_ALIGN_NONE:
    case NHS_ALIGN_FROM_REGION:
    default:
      return 0;
    }
}

int
nhs_align_effective (const NhsVariant *variant,
                     int               malign)
{
  return variant->align_none_as_minus3 && malign == NHS_A_NONE ? -3 : malign;
}

static gboolean
class_is (const NhsMonster *m,
          const char       *class_id)
{
  return g_strcmp0 (m->class_id, class_id) == 0;
}

/* is_home_elemental + wrong_elem_type: which monsters the Elemental Planes refuse. */
static gboolean
wrong_element (const NhsVariant *variant,
               NhsRegion         region,
               const NhsMonster *m)
{
  if (class_is (m, "S_ELEMENTAL"))
    {
      const char *home = NULL;

      switch (region)
        {
        case NHS_REGION_AIR: home = "air elemental"; break;
        case NHS_REGION_FIRE: home = "fire elemental"; break;
        case NHS_REGION_EARTH: home = "earth elemental"; break;
        case NHS_REGION_WATER: home = "water elemental"; break;
        default: break;
        }
      return home == NULL || g_strcmp0 (m->name, home) != 0;
    }

  switch (region)
    {
    case NHS_REGION_WATER:
      return !nhs_monster_has (m, NHS_M1_SWIM);
    case NHS_REGION_FIRE:
      return (m->resists & NHS_MR_FIRE) == 0;
    case NHS_REGION_AIR:
      {
        gboolean flyer = nhs_monster_has (m, NHS_M1_FLY) && !class_is (m, "S_TRAPPER");
        gboolean floater = class_is (m, "S_EYE")
                           || (variant->floater_includes_lights && class_is (m, "S_LIGHT"));
        gboolean whirly = class_is (m, "S_VORTEX") || g_strcmp0 (m->name, "air elemental") == 0;

        gboolean noncorporeal = variant->noncorporeal_by_flag ? nhs_monster_has (m, NHS_M3_NONCORPOREAL)
                                                              : class_is (m, "S_GHOST");

        return !flyer && !floater && !nhs_monster_has (m, NHS_M1_AMORPHOUS)
               && !noncorporeal && !whirly;
      }
    case NHS_REGION_EARTH:
    default:
      return FALSE;
    }
}

static int
compare_order (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const NhsDistribution *dist = user_data;
  const NhsCandidate *ca = &dist->candidates[*(const int *) a];
  const NhsCandidate *cb = &dist->candidates[*(const int *) b];

  if (ca->num != cb->num)
    return ca->num > cb->num ? -1 : 1;
  return ca->index - cb->index;
}

static void
clear_exact (NhsDistribution *dist)
{
  if (dist->exact == NULL)
    return;
  for (int i = 0; i < dist->n; i++)
    mpq_clear (dist->exact[i]);
  g_clear_pointer (&dist->exact, g_free);
  mpq_clear (dist->exact_none);
}

static void
clear_arrays (NhsDistribution *dist)
{
  clear_exact (dist);
  g_clear_pointer (&dist->candidates, g_free);
  g_clear_pointer (&dist->order, g_free);
  g_clear_pointer (&dist->set, nhs_monster_set_unref);
  dist->n = 0;
}

/* EvilHack: each player monster that passed every test stays in the pool
 * only if !rn2(keep) (makemon.c rndmonst ()), its own roll on every call.
 * For a pool of base weight W0 and the player monsters' weights w_j, the
 * reservoir draw picks a monster with its weight over the total of what
 * stayed; summed over which player monsters stayed:
 *   base monster i:   w_i   * E[1 / (W0 + X)]
 *   player monster j: w_j/k * E[1 / (W0 + w_j + X_-j)]
 *   no monster:       P(X = 0) when W0 = 0
 * with X the weight of the player monsters that stayed (X_-j: all but j),
 * its distribution exact by a product over the monsters.  The result is
 * scaled by what the Quest (6 in 7 its own monsters) and the Oracle leave.
 * num and den are then set to the chances rounded to 40 bits, and the
 * exact ones kept in dist->exact. */
static void
weight_distribution (const NhsDistribution *dist,
                     int                    skip,
                     int                    keep,
                     int                    max_sum,
                     mpq_t                 *d)
{
  mpq_t p, q, t;

  mpq_inits (p, q, t, NULL);
  mpq_set_ui (p, 1, keep);
  mpq_set_ui (q, keep - 1, keep);
  for (int x = 0; x <= max_sum; x++)
    mpq_set_ui (d[x], x == 0, 1);
  for (int i = 0; i < dist->n; i++)
    {
      int w = dist->candidates[i].weight;

      if (!dist->candidates[i].mplayer || i == skip)
        continue;
      for (int x = max_sum; x >= 0; x--)
        {
          mpq_mul (d[x], d[x], q);
          if (x >= w)
            {
              mpq_mul (t, d[x - w], p);
              mpq_add (d[x], d[x], t);
            }
        }
    }
  mpq_clears (p, q, t, NULL);
}

/* sum over x of d[x] / (base + x), for base + x > 0 */
static void
expect_inverse (mpq_t       out,
                const mpq_t *d,
                int          max_sum,
                int          base)
{
  mpq_t t;

  mpq_init (t);
  mpq_set_ui (out, 0, 1);
  for (int x = 0; x <= max_sum; x++)
    if (base + x > 0 && mpq_sgn (d[x]) != 0)
      {
        mpq_set_ui (t, 1, (unsigned long) (base + x));
        mpq_mul (t, t, d[x]);
        mpq_add (out, out, t);
      }
  mpq_clear (t);
}

static void
round_to (guint64     *out,
          const mpq_t  chance,
          guint64      den)
{
  mpq_t t;
  mpz_t z;

  mpq_init (t);
  mpz_init (z);
  mpq_set_ui (t, 0, 1);
  mpz_set_ui (mpq_numref (t), den);
  mpq_mul (t, t, chance);
  mpz_tdiv_q (z, mpq_numref (t), mpq_denref (t));
  *out = mpz_get_ui (z);
  if (*out == 0 && mpq_sgn (chance) > 0)
    *out = 1;
  mpz_clear (z);
  mpq_clear (t);
}

static void
mix_mplayers (NhsDistribution *dist,
              int              keep)
{
  int base = dist->total_weight, max_sum = 0;
  guint64 scale = G_GUINT64_CONSTANT (1) << 40;
  guint64 quest_den = 1, new_den;
  g_autofree mpq_t *d = NULL;
  mpq_t rest, e, t, share;

  for (int i = 0; i < dist->n; i++)
    if (dist->candidates[i].mplayer)
      max_sum += dist->candidates[i].weight;
  d = g_new (mpq_t, max_sum + 1);
  for (int x = 0; x <= max_sum; x++)
    mpq_init (d[x]);
  mpq_inits (rest, e, t, share, NULL);

  if (dist->quest_num > 0)
    quest_den = 7;
  /* the list's share: 1 - quest share - the Oracle's share */
  mpq_set_ui (rest, 1, 1);
  mpq_set_ui (t, dist->quest_num, dist->den);
  mpq_canonicalize (t);
  mpq_sub (rest, rest, t);
  if (dist->special_index >= 0)
    {
      mpq_set_ui (t, dist->special_num, dist->den);
      mpq_canonicalize (t);
      mpq_sub (rest, rest, t);
    }

  dist->exact = g_new (mpq_t, dist->n);
  for (int i = 0; i < dist->n; i++)
    mpq_init (dist->exact[i]);
  mpq_init (dist->exact_none);

  weight_distribution (dist, -1, keep, max_sum, d);
  expect_inverse (e, (const mpq_t *) d, max_sum, base);
  for (int i = 0; i < dist->n; i++)
    {
      NhsCandidate *c = &dist->candidates[i];

      if (c->weight <= 0)
        continue;
      if (!c->mplayer)
        {
          mpq_set_ui (t, c->weight, 1);
          mpq_mul (dist->exact[i], t, e);
        }
      else
        {
          mpq_t ej;

          mpq_init (ej);
          weight_distribution (dist, i, keep, max_sum, d);
          expect_inverse (ej, (const mpq_t *) d, max_sum, base + c->weight);
          mpq_set_ui (t, c->weight, keep);
          mpq_canonicalize (t);
          mpq_mul (dist->exact[i], t, ej);
          mpq_clear (ej);
        }
      mpq_mul (dist->exact[i], dist->exact[i], rest);
    }
  if (dist->special_index >= 0)
    {
      mpq_set_ui (t, dist->special_num, dist->den);
      mpq_canonicalize (t);
      mpq_add (dist->exact[dist->special_index], dist->exact[dist->special_index], t);
    }
  /* no monster: the list empty (W0 = 0 and no player monster stayed), and
     whatever the Oracle's share gave to no monster before (the old none
     less the list's share when its total was 0) */
  weight_distribution (dist, -1, keep, max_sum, d);
  mpq_set_ui (dist->exact_none, dist->none_num, dist->den);
  mpq_canonicalize (dist->exact_none);
  if (base == 0)
    {
      mpq_sub (dist->exact_none, dist->exact_none, rest);
      mpq_mul (t, d[0], rest);
      mpq_add (dist->exact_none, dist->exact_none, t);
    }

  /* num / den: rounded, the Quest's share kept exact */
  new_den = quest_den * scale;
  dist->quest_num = dist->quest_num > 0 ? 6 * scale : 0;
  dist->den = new_den;
  for (int i = 0; i < dist->n; i++)
    round_to (&dist->candidates[i].num, dist->exact[i], new_den);
  round_to (&dist->none_num, dist->exact_none, new_den);

  for (int x = 0; x <= max_sum; x++)
    mpq_clear (d[x]);
  mpq_clears (rest, e, t, share, NULL);
}

/* rndmonst_adj (minadj, maxadj) (3.7 and later; rndmonst () is (0, 0)):
   the window's bounds moved by minadj and maxadj */
static gboolean
update_adjusted (NhsDistribution    *dist,
                 NhsMonsterSet      *set,
                 const NhsSituation *sit,
                 int                 minadj,
                 int                 maxadj,
                 GError            **error)
{
  const NhsVariant *variant;
  const NhsRegionInfo *region;
  NhsLevelAlign align;
  NhsTemperature temperature;
  gboolean in_hell, rogue, elemental, cold_pool;
  int minmlev, maxmlev, total = 0, n_eligible = 0;

  g_return_val_if_fail (dist != NULL, FALSE);
  g_return_val_if_fail (set != NULL, FALSE);
  g_return_val_if_fail (sit != NULL, FALSE);

  if (!nhs_situation_validate (sit, error))
    return FALSE;
  if (set->n > NHS_MAX_MONSTERS)
    return nhs_error_set (error, NHS_ERROR_DATA, "%s holds %d monsters; at most %d are supported.",
                          set->origin, set->n, NHS_MAX_MONSTERS);

  if (dist->set != set || dist->n != set->n)
    {
      clear_arrays (dist);
      dist->set = nhs_monster_set_ref (set);
      dist->n = set->n;
      dist->candidates = g_new0 (NhsCandidate, set->n);
      dist->order = g_new0 (int, set->n);
    }

  variant = nhs_variant_get (sit->variant);
  region = nhs_region_info (sit->region);
  dist->variant = variant;
  dist->situation = *sit;
  dist->difficulty = nhs_situation_difficulty (sit);
  dist->min_difficulty = minmlev = nhs_situation_min_difficulty (sit) + minadj;
  dist->max_difficulty = maxmlev = nhs_situation_max_difficulty (sit) + maxadj;

  align = nhs_situation_align (sit);
  temperature = nhs_situation_temperature (sit);
  in_hell = region->in_hell;
  rogue = region->rogue && variant->has_rogue_level;
  elemental = region->elemental;
  cold_pool = variant->has_region_pools && region->pool == NHS_POOL_COLD_OR_DEMON;

  clear_exact (dist);
  dist->n_mplayers = 0;
  for (int i = 0; i < set->n; i++)
    {
      const NhsMonster *m = &set->monsters[i];
      NhsCandidate *c = &dist->candidates[i];
      int malign = nhs_align_effective (variant, m->alignment);

      c->index = i;
      c->frequency = m->frequency;
      c->mplayer = FALSE;
      c->align_shift = nhs_align_shift (variant->align_weight, align, malign);
      c->temperature_shift = 0;
      if (temperature == NHS_TEMPERATURE_HOT && (m->resists & NHS_MR_FIRE))
        c->temperature_shift = 3;
      else if (temperature == NHS_TEMPERATURE_COLD && (m->resists & NHS_MR_COLD))
        c->temperature_shift = 3;
      c->num = 0;

      /* Every test of the game that fails is a reason; the game tests the
         difficulty window first, but the reason shown first is the lasting
         one (nhs_exclusion_order). */
      c->reasons = 0;
      c->weight = 0;
      if (i >= set->special_pm)
        c->reasons = REASON (NHS_EXCLUDED_SPECIAL);
      else
        {
          int w = m->frequency + c->align_shift + c->temperature_shift;

          /* EvilHack: undead x3 on Halloween; a weight outside 0..127 is the
             game's "bad weight", counted 0 */
          if (variant->has_halloween && sit->halloween && nhs_monster_has (m, NHS_M2_UNDEAD))
            w *= 3;
          if (w < 0 || w > 127)
            w = 0;
          if (m->geno & NHS_G_UNIQ)
            c->reasons |= REASON (NHS_EXCLUDED_UNIQUE);
          /* a unique is G_NOGEN too: "unique" says both */
          else if (m->geno & NHS_G_NOGEN)
            c->reasons |= REASON (NHS_EXCLUDED_NOGEN);
          if (in_hell && m->alignment > 0)
            c->reasons |= REASON (NHS_EXCLUDED_LAWFUL_IN_HELL);
          if (!in_hell && (m->geno & NHS_G_HELL))
            c->reasons |= REASON (NHS_EXCLUDED_HELL_ONLY);
          if (in_hell && (m->geno & NHS_G_NOHELL))
            c->reasons |= REASON (NHS_EXCLUDED_NOHELL);
          /* xNetHack makemon.c:1821: in Cocytus only these */
          if (cold_pool && !(m->resists & NHS_MR_COLD) && !nhs_monster_has (m, NHS_M2_DEMON))
            c->reasons |= REASON (NHS_EXCLUDED_NOT_COLD);
          if (rogue && !g_ascii_isupper (m->symbol))
            c->reasons |= REASON (NHS_EXCLUDED_ROGUE_LOWERCASE);
          if (elemental && wrong_element (variant, sit->region, m))
            c->reasons |= REASON (NHS_EXCLUDED_WRONG_ELEMENT);
          if (variant->branch_pools && !nhs_pool_allows (set, region->pool, i))
            c->reasons |= REASON (NHS_EXCLUDED_NOT_IN_POOL);
          if (variant->branch_pools && region->pool != NHS_POOL_ICE_QUEEN
              && nhs_pool_iceq_only (set, i))
            c->reasons |= REASON (NHS_EXCLUDED_ICEQ_ONLY);
          if (nhs_situation_is_genocided (sit, i))
            c->reasons |= REASON (NHS_EXCLUDED_GENOCIDED);
          if (nhs_situation_is_extinct (sit, i))
            c->reasons |= REASON (NHS_EXCLUDED_EXTINCT);
          if (m->difficulty < minmlev)
            c->reasons |= REASON (NHS_EXCLUDED_TOO_WEAK);
          if (m->difficulty > maxmlev)
            c->reasons |= REASON (NHS_EXCLUDED_TOO_STRONG);
          /* weight 0 says nothing more of a monster that is never random */
          if (w <= 0 && !(c->reasons & NEVER_RANDOM))
            c->reasons |= REASON (NHS_EXCLUDED_ZERO_WEIGHT);
          if (c->reasons == 0 && variant->rndmonst_mplayer_keep_den > 0
              && nhs_monster_is_mplayer (set, i))
            {
              /* rolled apart, one time in keep: not in the total (mix_mplayers ()) */
              c->mplayer = TRUE;
              c->weight = w;
              dist->n_mplayers++;
            }
          else if (c->reasons == 0)
            {
              c->weight = w;
              total += w;
            }
        }
      c->exclusion = NHS_EXCLUDED_NOT;
      for (gsize k = 0; k < G_N_ELEMENTS (nhs_exclusion_order); k++)
        if (c->reasons & REASON (nhs_exclusion_order[k]))
          {
            c->exclusion = nhs_exclusion_order[k];
            break;
          }
    }

  dist->total_weight = total;
  dist->special_index = -1;
  dist->special_num = 0;
  dist->none_num = 0;
  dist->quest_num = 0;

  {
    /* What the game does before it looks at the list, in its order:
       1. on a Quest level, qt_montype() (the role's quest enemies) answers
          6 times in 7 in NetHack, always in SLASH'EM (assumed to yield a
          monster: it can only fail when mkclass finds none of the class);
       2. SLASH'EM's Oracle level answers the woodchuck when
          (Groundhog Day) XOR !rn2(20), even if it is genocided;
       3. otherwise weight / total, or no monster when the total is 0.
       Every chance is num / den with den = quest_den * oracle_den * total. */
    guint64 quest_den = 1, quest_part = 0, oracle_den = 1, oracle_part = 0;
    guint64 t = (guint64) MAX (total, 1), rest;
    const NhsMonster *woodchuck = NULL;

    if (region->quest)
      {
        if (variant->quest_rule == NHS_QUEST_RULE_SIX_SEVENTHS)
          quest_den = 7, quest_part = 6;
        else
          quest_den = 1, quest_part = 1;
      }
    if (region->oracle && variant->oracle_woodchuck)
      {
        oracle_den = 20;
        oracle_part = nhs_situation_groundhog_day (sit) ? 19 : 1;
        woodchuck = nhs_monster_set_lookup (set, "woodchuck");
      }

    dist->den = quest_den * oracle_den * t;
    dist->quest_num = quest_part * oracle_den * t;
    rest = (quest_den - quest_part) * (oracle_den - oracle_part);
    for (int i = 0; i < set->n; i++)
      dist->candidates[i].num = rest * (guint64) dist->candidates[i].weight;
    if (total == 0)
      dist->none_num = rest;
    if (oracle_part > 0)
      {
        guint64 share = (quest_den - quest_part) * oracle_part * t;

        if (woodchuck != NULL)
          {
            dist->special_index = woodchuck->index;
            dist->special_num = share;
            dist->candidates[woodchuck->index].num += share;
          }
        else
          dist->none_num += share;
      }
  }

  if (dist->n_mplayers > 0)
    mix_mplayers (dist, variant->rndmonst_mplayer_keep_den);

  for (int i = 0; i < set->n; i++)
    if (dist->candidates[i].num > 0)
      dist->order[n_eligible++] = i;
  dist->n_eligible = n_eligible;
  g_qsort_with_data (dist->order, n_eligible, sizeof (int), compare_order, dist);
  return TRUE;
}

gboolean
nhs_rndmonst_update (NhsDistribution    *dist,
                     NhsMonsterSet      *set,
                     const NhsSituation *sit,
                     GError            **error)
{
  return update_adjusted (dist, set, sit, 0, 0, error);
}

NhsDistribution *
nhs_rndmonst_compute (NhsMonsterSet      *set,
                      const NhsSituation *sit,
                      GError            **error)
{
  return nhs_rndmonst_compute_adjusted (set, sit, 0, 0, error);
}

NhsDistribution *
nhs_rndmonst_compute_adjusted (NhsMonsterSet      *set,
                               const NhsSituation *sit,
                               int                 minadj,
                               int                 maxadj,
                               GError            **error)
{
  NhsDistribution *dist = g_new0 (NhsDistribution, 1);

  dist->ref_count = 1;
  if (!update_adjusted (dist, set, sit, minadj, maxadj, error))
    {
      nhs_distribution_unref (dist);
      return NULL;
    }
  return dist;
}

G_DEFINE_BOXED_TYPE (NhsDistribution, nhs_distribution, nhs_distribution_ref, nhs_distribution_unref)

NhsDistribution *
nhs_distribution_ref (NhsDistribution *dist)
{
  g_return_val_if_fail (dist != NULL, NULL);
  g_atomic_int_inc (&dist->ref_count);
  return dist;
}

void
nhs_distribution_unref (NhsDistribution *dist)
{
  if (dist == NULL)
    return;
  if (g_atomic_int_dec_and_test (&dist->ref_count))
    {
      clear_arrays (dist);
      g_free (dist);
    }
}

void
nhs_distribution_chance (const NhsDistribution *dist,
                         int                    index,
                         mpq_t                  out)
{
  g_return_if_fail (index >= 0 && index < dist->n);
  if (dist->exact)
    {
      mpq_set (out, dist->exact[index]);
      return;
    }
  mpq_set_ui (out, (unsigned long) dist->candidates[index].num, (unsigned long) MAX (dist->den, 1));
  mpq_canonicalize (out);
}

void
nhs_distribution_none_chance (const NhsDistribution *dist,
                              mpq_t                  out)
{
  if (dist->exact)
    {
      mpq_set (out, dist->exact_none);
      return;
    }
  mpq_set_ui (out, (unsigned long) dist->none_num, (unsigned long) MAX (dist->den, 1));
  mpq_canonicalize (out);
}

double
nhs_distribution_probability (const NhsDistribution *dist,
                              int                    index)
{
  g_return_val_if_fail (index >= 0 && index < dist->n, 0.0);
  if (dist->exact)
    return mpq_get_d (dist->exact[index]);
  return nhs_fraction_to_double (dist->candidates[index].num, dist->den);
}

double
nhs_distribution_none_probability (const NhsDistribution *dist)
{
  if (dist->exact)
    return mpq_get_d (dist->exact_none);
  return dist->den ? nhs_fraction_to_double (dist->none_num, dist->den) : 0.0;
}

char *
nhs_distribution_fraction (const NhsDistribution *dist,
                           int                    index)
{
  g_return_val_if_fail (index >= 0 && index < dist->n, NULL);
  if (dist->exact)
    return nhs_mpq_to_string (dist->exact[index]);
  return nhs_format_fraction (dist->candidates[index].num, dist->den);
}

char *
nhs_distribution_none_fraction (const NhsDistribution *dist)
{
  if (dist->exact)
    return nhs_mpq_to_string (dist->exact_none);
  return nhs_format_fraction (dist->none_num, dist->den);
}

static void
fill_reason (const NhsDistribution *dist,
             int                    index,
             NhsExclusion           code,
             NhsExclusionReason    *out)
{
  const NhsCandidate *c = &dist->candidates[index];
  const NhsMonster *m = &dist->set->monsters[index];

  memset (out, 0, sizeof *out);
  out->code = code;
  out->region = dist->situation.region;
  switch (code)
    {
    case NHS_EXCLUDED_TOO_WEAK:
      out->difficulty = m->difficulty;
      out->bound = dist->min_difficulty;
      break;
    case NHS_EXCLUDED_TOO_STRONG:
      out->difficulty = m->difficulty;
      out->bound = dist->max_difficulty;
      break;
    case NHS_EXCLUDED_ROGUE_LOWERCASE:
      out->symbol = m->symbol;
      break;
    case NHS_EXCLUDED_LAWFUL_IN_HELL:
      out->alignment = m->alignment;
      break;
    case NHS_EXCLUDED_ZERO_WEIGHT:
      out->weight = m->frequency + c->align_shift + c->temperature_shift;
      out->frequency = m->frequency;
      out->align_shift = c->align_shift;
      break;
    default:
      break;
    }
}

int
nhs_distribution_exclusion_reasons (const NhsDistribution *dist,
                                    int                    index,
                                    NhsExclusionReason     out[NHS_EXCLUSION_N_CODES])
{
  int n = 0;

  g_return_val_if_fail (dist != NULL && index >= 0 && index < dist->n, 0);
  for (gsize k = 0; k < G_N_ELEMENTS (nhs_exclusion_order); k++)
    if (dist->candidates[index].reasons & REASON (nhs_exclusion_order[k]))
      fill_reason (dist, index, nhs_exclusion_order[k], &out[n++]);
  return n;
}

gboolean
nhs_distribution_exclusion_reason (const NhsDistribution *dist,
                                   int                    index,
                                   NhsExclusionReason    *out)
{
  memset (out, 0, sizeof *out);
  g_return_val_if_fail (dist != NULL && index >= 0 && index < dist->n, FALSE);
  if (dist->candidates[index].exclusion == NHS_EXCLUDED_NOT)
    return FALSE;
  fill_reason (dist, index, dist->candidates[index].exclusion, out);
  return TRUE;
}

/* One reason in words, put through `translate` (NULL: English); every
   string is marked TR for xgettext, so the window translates these words
   and has none of its own. */
#define TR(text) (translate ? translate (text) : (text))

static char *
reason_words (const NhsExclusionReason *r,
              const char *(*translate) (const char *))
{
  switch (r->code)
    {
    case NHS_EXCLUDED_SPECIAL:
      return g_strdup (TR ("never random: listed after the game's SPECIAL_PM"));
    case NHS_EXCLUDED_TOO_WEAK:
      return g_strdup_printf (TR ("too weak: difficulty %d < %d"), r->difficulty, r->bound);
    case NHS_EXCLUDED_TOO_STRONG:
      return g_strdup_printf (TR ("too strong: difficulty %d > %d"), r->difficulty, r->bound);
    case NHS_EXCLUDED_ROGUE_LOWERCASE:
      /* rndmonst (): !isupper (def_monsyms[mlet]), so '@', ':' and '&' too */
      return g_strdup_printf (TR ("symbol '%c' is not a capital letter (Rogue level)"), r->symbol);
    case NHS_EXCLUDED_WRONG_ELEMENT:
      return g_strdup_printf (TR ("cannot live on %s"), nhs_region_place_translated (nhs_region_info (r->region), translate));
    case NHS_EXCLUDED_UNIQUE:
      return g_strdup (TR ("never random: unique (G_UNIQ)"));
    case NHS_EXCLUDED_NOGEN:
      return g_strdup (TR ("never random (G_NOGEN)"));
    case NHS_EXCLUDED_GENOCIDED:
      return g_strdup (TR ("genocided"));
    case NHS_EXCLUDED_EXTINCT:
      /* makemon.c propagate (): G_EXTINCT at the birth limit */
      return g_strdup (TR ("extinct: born too often"));
    case NHS_EXCLUDED_LAWFUL_IN_HELL:
      return g_strdup_printf (TR ("lawful (alignment %d): never in Gehennom"), r->alignment);
    case NHS_EXCLUDED_HELL_ONLY:
      return g_strdup (TR ("Gehennom only (G_HELL)"));
    case NHS_EXCLUDED_NOHELL:
      return g_strdup (TR ("never in Gehennom (G_NOHELL)"));
    case NHS_EXCLUDED_NOT_COLD:
      return g_strdup_printf (TR ("in %s only cold-resistant monsters and demons"),
                              nhs_region_place_translated (nhs_region_info (r->region), translate));
    case NHS_EXCLUDED_ZERO_WEIGHT:
      return g_strdup_printf (TR ("weight %d: frequency %d, alignment shift %+d"), r->weight,
                              r->frequency, r->align_shift);
    case NHS_EXCLUDED_NOT_IN_POOL:
      return g_strdup_printf (TR ("not one of the monsters of %s"), nhs_region_place_translated (nhs_region_info (r->region), translate));
    case NHS_EXCLUDED_ICEQ_ONLY:
      return g_strdup (TR ("made at random only in the Ice Queen's Realm"));
    case NHS_EXCLUDED_APART:
      /* makemon.c mkclass (): the walk covers the class's first run only */
      return g_strdup (TR ("never reached: listed apart from the rest of its class"));
    case NHS_EXCLUDED_MAIL_DAEMON:
      return g_strdup (TR ("made only to deliver mail"));
    case NHS_EXCLUDED_WRONG_ALIGNMENT:
      return g_strdup_printf (TR ("alignment %d is not %s"), r->alignment,
                              r->wanted > 0 ? TR ("lawful") : r->wanted < 0 ? TR ("chaotic") : TR ("neutral"));
    case NHS_EXCLUDED_ROLE_ONLY:
      return g_strdup (TR ("made by mkclass only for an Infidel"));
    case NHS_EXCLUDED_NOT_HERE:
      return g_strdup_printf (TR ("never made by mkclass in %s"), nhs_region_place_translated (nhs_region_info (r->region), translate));
    case NHS_EXCLUDED_FREQUENCY_0:
      return g_strdup (TR ("frequency 0: never drawn"));
    case NHS_EXCLUDED_WALK_ENDS:
      if (r->ulimit)
        return g_strdup_printf (TR ("a special level's walk ends at the %s (difficulty %d > %d, "
                                "MKC_ULIMIT)"), r->end_name, r->difficulty, r->bound);
      return g_strdup_printf (TR ("the walk always ends at the %s (difficulty %d > %d)"),
                              r->end_name, r->difficulty, r->bound);
    case NHS_EXCLUDED_NO_ROLL:
      return g_strdup (TR ("never drawn: the members before it take every roll"));
    case NHS_EXCLUDED_PLACEHOLDER:
      return g_strdup (TR ("a placeholder for its race, never made itself"));
    case NHS_EXCLUDED_PRESET_NO_DRAW:
      return g_strdup (TR ("none of the preset's draws here asks mkclass for its class"));
    case NHS_EXCLUDED_PRESET_REPLACED:
      return g_strdup_printf (TR ("drawn, but made a %s instead"), r->end_name);
    case NHS_EXCLUDED_PRESET_REFUSED:
      return g_strdup_printf (TR ("drawn, but refused: %s"), r->rule);
    case NHS_EXCLUDED_NOT:
    default:
      return g_strdup (TR ("excluded"));
    }
}

char *
nhs_distribution_describe_exclusion (const NhsDistribution *dist,
                                     int                    index)
{
  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];

  g_return_val_if_fail (index >= 0 && index < dist->n, NULL);
  return nhs_exclusion_reasons_describe (r, nhs_distribution_exclusion_reasons (dist, index, r));
}

char *
nhs_exclusion_reason_words (const NhsExclusionReason *r,
                            const char *(*translate) (const char *))
{
  g_autofree char *words = reason_words (r, translate);

  /* a preset's reason of one of its draws: that draw's */
  return r->draw ? g_strdup_printf ("%s: %s", r->draw, words) : g_steal_pointer (&words);
}

char *
nhs_exclusion_reasons_words (const NhsExclusionReason *r,
                             int                       n,
                             const char *(*translate) (const char *))
{
  GString *out;

  if (n == 0)
    return NULL;
  out = g_string_new (NULL);
  for (int k = 0; k < n; k++)
    {
      g_autofree char *one = nhs_exclusion_reason_words (&r[k], translate);

      /* Translators: between two reasons a monster cannot appear */
      g_string_append_printf (out, "%s%s", k > 0 ? TR ("; ") : "", one);
    }
  return g_string_free (out, FALSE);
}

char *
nhs_exclusion_reason_describe (const NhsExclusionReason *r)
{
  return nhs_exclusion_reason_words (r, NULL);
}

char *
nhs_exclusion_reasons_describe (const NhsExclusionReason *r,
                                int                       n)
{
  return nhs_exclusion_reasons_words (r, n, NULL);
}

#undef TR

const char *
nhs_exclusion_key (NhsExclusion exclusion)
{
  switch (exclusion)
    {
    case NHS_EXCLUDED_SPECIAL: return "special";
    case NHS_EXCLUDED_TOO_WEAK: return "too_weak";
    case NHS_EXCLUDED_TOO_STRONG: return "too_strong";
    case NHS_EXCLUDED_ROGUE_LOWERCASE: return "rogue_lowercase";
    case NHS_EXCLUDED_WRONG_ELEMENT: return "wrong_element";
    case NHS_EXCLUDED_UNIQUE: return "unique";
    case NHS_EXCLUDED_NOGEN: return "nogen";
    case NHS_EXCLUDED_GENOCIDED: return "genocided";
    case NHS_EXCLUDED_EXTINCT: return "extinct";
    case NHS_EXCLUDED_LAWFUL_IN_HELL: return "lawful_in_hell";
    case NHS_EXCLUDED_HELL_ONLY: return "hell_only";
    case NHS_EXCLUDED_NOHELL: return "nohell";
    case NHS_EXCLUDED_NOT_COLD: return "not_cold";
    case NHS_EXCLUDED_ZERO_WEIGHT: return "zero_weight";
    case NHS_EXCLUDED_NOT_IN_POOL: return "not_in_pool";
    case NHS_EXCLUDED_ICEQ_ONLY: return "iceq_only";
    case NHS_EXCLUDED_APART: return "apart";
    case NHS_EXCLUDED_MAIL_DAEMON: return "mail_daemon";
    case NHS_EXCLUDED_WRONG_ALIGNMENT: return "wrong_alignment";
    case NHS_EXCLUDED_ROLE_ONLY: return "role_only";
    case NHS_EXCLUDED_NOT_HERE: return "not_here";
    case NHS_EXCLUDED_FREQUENCY_0: return "frequency_0";
    case NHS_EXCLUDED_WALK_ENDS: return "walk_ends";
    case NHS_EXCLUDED_NO_ROLL: return "no_roll";
    case NHS_EXCLUDED_PLACEHOLDER: return "placeholder";
    case NHS_EXCLUDED_PRESET_NO_DRAW: return "no_draw";
    case NHS_EXCLUDED_PRESET_REPLACED: return "replaced";
    case NHS_EXCLUDED_PRESET_REFUSED: return "refused";
    case NHS_EXCLUDED_NOT:
    default: return "eligible";
    }
}

int
nhs_distribution_pick (const NhsDistribution *dist,
                       guint64                roll)
{
  guint64 left = roll;

  if (dist->total_weight <= 0 || roll < 1)
    return -1;
  for (int i = 0; i < dist->n; i++)
    {
      guint64 w = dist->candidates[i].weight;

      if (left <= w && w > 0)
        return i;
      left -= MIN (left, w);
    }
  return -1;
}
