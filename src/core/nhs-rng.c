/* nhs-rng.c: seeding (splitmix64) and the game's dice helpers; xoshiro256**
 * itself is inline in nhs-rng.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-rng.h"

static inline guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
nhs_rng_init (NhsRng *rng,
              guint64 seed)
{
  guint64 x = seed;

  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

int
nhs_rne (NhsRng *rng,
         int     x,
         int     xl)
{
  int utmp = (xl < 15) ? 5 : xl / 3;
  int tmp = 1;

  while (tmp < utmp && !nhs_rn2 (rng, x))
    tmp++;
  return tmp;
}

int
nhs_rnz (NhsRng *rng,
         int     i,
         int     xl)
{
  long x = i;
  long tmp = 1000;

  tmp += nhs_rn2 (rng, 1000);
  tmp *= nhs_rne (rng, 4, xl);
  if (nhs_rn2 (rng, 2))
    {
      x *= tmp;
      x /= 1000;
    }
  else
    {
      x *= 1000;
      x /= tmp;
    }
  return (int) x;
}

gboolean
nhs_seed_parse (const char *text,
                guint64    *out)
{
  guint64 v = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *p = text; *p; p++)
    {
      guint digit;

      if (*p < '0' || *p > '9')
        return FALSE;
      digit = (guint) (*p - '0');
      if (v > (G_MAXUINT64 - digit) / 10)
        return FALSE;
      v = v * 10 + digit;
    }
  *out = v;
  return TRUE;
}
