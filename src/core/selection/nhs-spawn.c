/* nhs-spawn.c: the per-turn random monster chance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-spawn.h"

#include <gmp.h>
#include <math.h>
#include <string.h>

void
nhs_spawn_rate (const NhsSituation *sit,
                int                 turns,
                NhsSpawnRate       *out)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);

  if (sit->demigod)
    {
      out->one_in = 25;
      out->reason = "demigod";
    }
  else if (info->in_hell || sit->region == NHS_REGION_VLAD)
    {
      /* the game compares the level's depth with the Castle's */
      out->one_in = 50;
      out->reason = "below the Castle";
    }
  else
    {
      out->one_in = 70;
      out->reason = "ordinary";
    }
  out->turns = MAX (turns, 0);
  out->expected = (double) out->turns / out->one_in;
  out->at_least_one = 1.0 - pow ((out->one_in - 1.0) / out->one_in, out->turns);
}

char *
nhs_spawn_at_least_one_fraction (int one_in,
                                 int turns)
{
  mpz_t num, den;
  char *s, *result;

  if (turns < 0 || turns > 2000 || one_in < 1)
    return NULL;
  if (turns == 0)
    return g_strdup ("0");
  mpz_init (num);
  mpz_init (den);
  mpz_ui_pow_ui (den, one_in, turns);
  mpz_ui_pow_ui (num, one_in - 1, turns);
  mpz_sub (num, den, num);
  {
    mpq_t q;

    mpq_init (q);
    mpq_set_num (q, num);
    mpq_set_den (q, den);
    mpq_canonicalize (q);
    s = mpq_get_str (NULL, 10, q);
    mpq_clear (q);
  }
  result = g_strdup (s);
  {
    void (*freefunc) (void *, size_t);

    mp_get_memory_functions (NULL, NULL, &freefunc);
    freefunc (s, strlen (s) + 1);
  }
  mpz_clear (num);
  mpz_clear (den);
  return result;
}

void
nhs_spawn_curve (const NhsSituation *sit,
                 int                 step,
                 int                 n,
                 double             *out)
{
  for (int i = 0; i < n; i++)
    {
      NhsSpawnRate rate;

      nhs_spawn_rate (sit, i * step, &rate);
      out[i] = rate.at_least_one;
    }
}
