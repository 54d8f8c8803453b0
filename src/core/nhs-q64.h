/* nhs-q64.h: exact fractions of two 64-bit integers, overflow checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core's one small exact-fraction type, for chances whose numerators
 * and denominators stay small (item use's draws and weapon rolls, a spawn
 * rate): no allocation, a plain struct on the stack. Where a chance may
 * grow without bound the core uses GMP's mpq_t instead.
 *
 * Every value is kept in lowest terms with den > 0 (zero is 0/1), and the
 * operations take them so (a literal must be reduced, or made by
 * nhs_q64 ()). An operation whose exact result, in lowest terms, does not
 * fit in 64 bits never answers a wrong fraction silently: it sets
 * *overflow to TRUE (it never clears it, so one flag can follow a whole
 * computation) and returns 0/1; the caller checks the flag once at the end
 * and then gives no answer ("not answered") instead of the result. A
 * result that fits is always given, even where a step on the way would
 * not fit (a sum whose common denominator cancels).
 */
#pragma once

#include <glib.h>
#include <gmp.h>

G_BEGIN_DECLS

typedef struct {
  guint64 num;
  guint64 den;
} NhsQ64;

#define NHS_Q64_ZERO ((NhsQ64) { 0, 1 })
#define NHS_Q64_ONE  ((NhsQ64) { 1, 1 })

/* The greatest common divisor; gcd (a, 0) is a. */
guint64  nhs_gcd64      (guint64   a,
                         guint64   b);
/* num/den in lowest terms (den not 0); reducing never overflows. */
NhsQ64   nhs_q64        (guint64   num,
                         guint64   den);
/* a + b, a × b, a / b (b not 0), each in lowest terms; 0/1 and
   *overflow set exactly when that does not fit in 64 bits. */
NhsQ64   nhs_q64_add    (NhsQ64    a,
                         NhsQ64    b,
                         gboolean *overflow);
NhsQ64   nhs_q64_mul    (NhsQ64    a,
                         NhsQ64    b,
                         gboolean *overflow);
NhsQ64   nhs_q64_div    (NhsQ64    a,
                         NhsQ64    b,
                         gboolean *overflow);
/* 1 − a, for a chance a (0 ≤ a ≤ 1): the chance it does not happen. */
NhsQ64   nhs_q64_not    (NhsQ64    a);
gboolean nhs_q64_is_zero (NhsQ64   a);
gboolean nhs_q64_is_one (NhsQ64    a);
/* −1, 0 or 1 as a is below, equal to or above b; exact for any two
   fractions (no product is formed). */
int      nhs_q64_cmp    (NhsQ64    a,
                         NhsQ64    b);
/* q = num / den in lowest terms (den not 0): where a chance leaves 64
   bits for GMP. */
void     nhs_mpq_set_fraction (mpq_t   q,
                               guint64 num,
                               guint64 den);
/* Whether a uniform draw U in [0, 1) lies below the chance p (0 ≤ p ≤ 1),
   exactly: U's binary digits are read 64 at a time from next (data) and
   compared with p's until a word differs (p = 0 or 1 reads none). So a
   chance such as 2/7 is drawn at 2/7, not at the nearest 64-bit
   fraction. */
typedef guint64 (*NhsWordFunc) (gpointer data);
gboolean nhs_mpq_uniform_below (const mpq_t  p,
                                NhsWordFunc  next,
                                gpointer     data);

G_END_DECLS
