/* nhs-q64.c: exact fractions of two 64-bit integers, overflow checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-q64.h"

guint64
nhs_gcd64 (guint64 a,
           guint64 b)
{
  while (b != 0)
    {
      guint64 t = a % b;

      a = b;
      b = t;
    }
  return a;
}

NhsQ64
nhs_q64 (guint64 num,
         guint64 den)
{
  guint64 g;

  g_return_val_if_fail (den != 0, NHS_Q64_ZERO);
  if (num == 0)
    return NHS_Q64_ZERO;
  g = nhs_gcd64 (num, den);
  return (NhsQ64) { num / g, den / g };
}

static NhsQ64
overflowed (gboolean *overflow)
{
  *overflow = TRUE;
  return NHS_Q64_ZERO;
}

NhsQ64
nhs_q64_mul (NhsQ64    a,
             NhsQ64    b,
             gboolean *overflow)
{
  guint64 g1, g2, n, d;

  if (a.num == 0 || b.num == 0)
    return NHS_Q64_ZERO;
  /* cancel across first: with a and b in lowest terms, n/d then is too,
     so only a result that is itself too large overflows */
  g1 = nhs_gcd64 (a.num, b.den);
  g2 = nhs_gcd64 (b.num, a.den);
  if (__builtin_mul_overflow (a.num / g1, b.num / g2, &n)
      || __builtin_mul_overflow (a.den / g2, b.den / g1, &d))
    return overflowed (overflow);
  return (NhsQ64) { n, d };
}

void
nhs_mpq_set_fraction (mpq_t   q,
                      guint64 num,
                      guint64 den)
{
  mpz_set_ui (mpq_numref (q), 0);
  mpz_import (mpq_numref (q), 1, 1, sizeof num, 0, 0, &num);
  mpz_set_ui (mpq_denref (q), 1);
  mpz_import (mpq_denref (q), 1, 1, sizeof den, 0, 0, &den);
  mpq_canonicalize (q);
}

static gboolean
mpz_get_u64 (const mpz_t z,
             guint64    *out)
{
  if (mpz_sizeinbase (z, 2) > 64)
    return FALSE;
  *out = 0;
  mpz_export (out, NULL, 1, sizeof *out, 0, 0, z);
  return TRUE;
}

/* a + b when a step over the common denominator overflows: the sum in
   lowest terms may still fit (a factor of the denominator can cancel), so
   it is formed exactly, and flagged only if it does not */
static NhsQ64
add_wide (NhsQ64    a,
          NhsQ64    b,
          gboolean *overflow)
{
  mpq_t x, y;
  NhsQ64 r;
  gboolean fits;

  mpq_inits (x, y, NULL);
  nhs_mpq_set_fraction (x, a.num, a.den);
  nhs_mpq_set_fraction (y, b.num, b.den);
  mpq_add (x, x, y);
  fits = mpz_get_u64 (mpq_numref (x), &r.num) && mpz_get_u64 (mpq_denref (x), &r.den);
  mpq_clears (x, y, NULL);
  return fits ? r : overflowed (overflow);
}

NhsQ64
nhs_q64_add (NhsQ64    a,
             NhsQ64    b,
             gboolean *overflow)
{
  guint64 g = nhs_gcd64 (a.den, b.den), l, x, y, n;

  /* over the least common denominator */
  if (__builtin_mul_overflow (a.den / g, b.den, &l)
      || __builtin_mul_overflow (a.num, l / a.den, &x)
      || __builtin_mul_overflow (b.num, l / b.den, &y)
      || __builtin_add_overflow (x, y, &n))
    return add_wide (a, b, overflow);
  return nhs_q64 (n, l);
}

NhsQ64
nhs_q64_div (NhsQ64    a,
             NhsQ64    b,
             gboolean *overflow)
{
  g_return_val_if_fail (b.num != 0, NHS_Q64_ZERO);
  return nhs_q64_mul (a, (NhsQ64) { b.den, b.num }, overflow);
}

NhsQ64
nhs_q64_not (NhsQ64 a)
{
  g_return_val_if_fail (a.num <= a.den, NHS_Q64_ZERO);
  return (NhsQ64) { a.den - a.num, a.den };
}

gboolean
nhs_q64_is_zero (NhsQ64 a)
{
  return a.num == 0;
}

gboolean
nhs_q64_is_one (NhsQ64 a)
{
  return a.num == a.den;
}

int
nhs_q64_cmp (NhsQ64 a,
             NhsQ64 b)
{
  int sign = 1;
  guint64 l, r;

  /* the cross products, when they fit */
  if (!__builtin_mul_overflow (a.num, b.den, &l) && !__builtin_mul_overflow (b.num, a.den, &r))
    return (l > r) - (l < r);
  /* else the whole parts, then the remainders r/d by their reciprocals
     d/r, which turns the order round: Euclid's steps, no product */
  for (;;)
    {
      guint64 qa = a.num / a.den, qb = b.num / b.den, ra, rb;

      if (qa != qb)
        return qa < qb ? -sign : sign;
      ra = a.num % a.den;
      rb = b.num % b.den;
      if (ra == 0 || rb == 0)
        return ra == rb ? 0 : ra == 0 ? -sign : sign;
      a = (NhsQ64) { a.den, ra };
      b = (NhsQ64) { b.den, rb };
      sign = -sign;
    }
}

gboolean
nhs_mpq_uniform_below (const mpq_t p,
                       NhsWordFunc next,
                       gpointer    data)
{
  gboolean below = FALSE;
  mpz_t r, w;

  if (mpq_sgn (p) <= 0)
    return FALSE;
  if (mpq_cmp_ui (p, 1, 1) >= 0)
    return TRUE;
  /* p = num/den below 1: each word of p is the next 64 bits of num/den's
     long division, r the remainder so far */
  mpz_inits (r, w, NULL);
  mpz_set (r, mpq_numref (p));
  for (;;)
    {
      guint64 u = next (data), pw = 0;

      mpz_mul_2exp (r, r, 64);
      mpz_fdiv_qr (w, r, r, mpq_denref (p));
      mpz_export (&pw, NULL, -1, sizeof pw, 0, 0, w);
      if (u != pw)
        {
          below = u < pw;
          break;
        }
    }
  mpz_clears (r, w, NULL);
  return below;
}
