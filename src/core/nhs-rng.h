/* nhs-rng.h: a small seedable generator with the game's dice helpers
 *
 * The game's own RNG does not matter here: seeds are ours. What matters is
 * that rn2/rnd/rn1/rne/rnz have the game's meaning, so that code written in
 * the game's order of decisions draws from the same distributions.
 *
 * The generator is xoshiro256** seeded through splitmix64. An NhsRng is a
 * plain struct that lives on the stack; there is no global state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 s[4];
} NhsRng;

void    nhs_rng_init   (NhsRng *rng,
                        guint64 seed);

/* A seed as people type it: decimal digits only (no sign, no spaces), 0 to
 * 2^64 - 1. FALSE for anything else, *out untouched. */
gboolean nhs_seed_parse (const char *text,
                         guint64    *out);
/* The next 64 bits: xoshiro256**, inline because the level generators roll
 * thousands of dice per level. */
static inline guint64
nhs_rng_next (NhsRng *rng)
{
  guint64 *s = rng->s;
  guint64 x = s[1] * 5;
  guint64 result = ((x << 7) | (x >> 57)) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

/* 0 <= rn2(x) < x, for x >= 1 (x <= 0 gives 0, as the released game's RND
 * would misbehave; callers never pass it). */
static inline int
nhs_rn2 (NhsRng *rng,
         int     x)
{
  /* Lemire's multiply-shift on the high 32 bits: bias below 2^-16 for the
   * small ranges the game uses. */
  if (x <= 1)
    {
      (void) nhs_rng_next (rng);
      return 0;
    }
  return (int) (((nhs_rng_next (rng) >> 32) * (guint64) x) >> 32);
}

/* rn2 (x) < n, for 1 < x, as two steps for a loop that asks it of many
 * dice with the same x and n: the bound is worked out once, each die is
 * then a comparison of its high 32 bits (the same die and the same answer
 * as nhs_rn2 (rng, x) < n, without the multiplication) */
static inline guint64
nhs_rn2_below_bound (int x,
                     int n)
{
  if (n <= 0)
    return 0;
  if (n >= x)
    return G_GUINT64_CONSTANT (1) << 32;
  /* ((h * x) >> 32) < n  <=>  h * x < n * 2^32  <=>  h < ceil (n * 2^32 / x) */
  return (((guint64) n << 32) + (guint64) x - 1) / (guint64) x;
}

static inline gboolean
nhs_rn2_below (NhsRng *rng,
               guint64 bound)
{
  return (nhs_rng_next (rng) >> 32) < bound;
}

/* 1 <= rnd(x) <= x */
static inline int
nhs_rnd (NhsRng *rng,
         int     x)
{
  return nhs_rn2 (rng, x) + 1;
}

/* rn1(x, y): y <= rn1 < x + y */
static inline int
nhs_rn1 (NhsRng *rng,
         int     x,
         int     y)
{
  return nhs_rn2 (rng, x) + y;
}

/* 1 <= rne(x) <= max(xl / 3, 5); xl is the hero's experience level. */
int     nhs_rne        (NhsRng *rng,
                        int     x,
                        int     xl);
/* The game's rnz(i), with rne(4) taken at experience level xl. */
int     nhs_rnz        (NhsRng *rng,
                        int     i,
                        int     xl);

G_END_DECLS
