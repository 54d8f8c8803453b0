/* nhs-spawn.c: the per-turn random monster chance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-spawn.h"
#include "nhs-table.h"

#include <gmp.h>
#include <math.h>
#include <string.h>

void
nhs_spawn_rate (const NhsSituation *sit,
                int                 turns,
                NhsSpawnRate       *out)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  const NhsVariant *v = nhs_variant_get (sit->variant);

  if (sit->demigod)
    {
      out->one_in = v->spawn_one_in_demigod;
      out->reason = "demigod";
    }
  else if (info->in_hell || sit->region == NHS_REGION_VLAD)
    {
      /* the game compares the level's depth with the Castle's */
      out->one_in = v->spawn_one_in_below_castle;
      out->reason = "below the Castle";
    }
  else
    {
      out->one_in = v->spawn_one_in;
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

NhsTable *
nhs_spawn_table (const NhsSituation *sit,
                 int                 turns,
                 const char         *caption,
                 const char       *(*translate) (const char *text))
{
#define TR(text) (translate ? translate (text) : (text))
  NhsTable *t = nhs_table_new (caption);
  NhsSpawnRate rate;
  g_autofree char *each = NULL, *label = NULL, *expected = NULL;
  g_autofree char *at_least = NULL;
  mpq_t q;

  nhs_spawn_rate (sit, turns, &rate);
  nhs_table_add_column (t, TR ("Figure"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, TR ("Exact"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, TR ("Value"), NHS_COLUMN_NUMBER);
  mpq_init (q);

  nhs_table_begin_row (t);
  nhs_table_add_text (t, TR ("Chance of a new monster each turn"));
  mpq_set_ui (q, 1, rate.one_in);
  nhs_table_add_mpq (t, q);
  nhs_table_add_percent (t, q);

  nhs_table_begin_row (t);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  label = g_strdup_printf (TR ("Expected arrivals in %d turns"), turns);
#pragma GCC diagnostic pop
  nhs_table_add_text (t, label);
  mpq_set_ui (q, turns, rate.one_in);
  mpq_canonicalize (q);
  nhs_table_add_mpq (t, q);
  nhs_table_add_double (t, rate.expected);

  nhs_table_begin_row (t);
  g_free (label);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  label = g_strdup_printf (TR ("Chance of at least one in %d turns"), turns);
#pragma GCC diagnostic pop
  nhs_table_add_text (t, label);
  at_least = nhs_spawn_at_least_one_fraction (rate.one_in, turns);
  if (at_least != NULL && strlen (at_least) <= 64)
    nhs_table_add_text (t, at_least);
  else
    nhs_table_add_plain (t, TR ("(too many digits)"));
  nhs_table_add_percent_double (t, rate.at_least_one);
  mpq_clear (q);
  return t;
#undef TR
}
