/* test-q64.c: the core's exact 64-bit fractions (issue 24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lowest terms, the four operations and the order by hand-worked cases;
 * the 64-bit edge on both sides (a result one step too large is flagged,
 * the largest that fits is not); and many random operands against GMP's
 * mpq: a result that fits must be GMP's, one that does not must be
 * flagged, never wrong.
 */
#include <glib.h>
#include <gmp.h>

#include "nhs-q64.h"
#include "nhs-muse.h"
#include "nhs-variant.h"
#include "nhs-data.h"

#define TWO_32 (G_GUINT64_CONSTANT (1) << 32)
#define TWO_62 (G_GUINT64_CONSTANT (1) << 62)
#define TWO_63 (G_GUINT64_CONSTANT (1) << 63)

static void
assert_q (NhsQ64  q,
          guint64 num,
          guint64 den)
{
  g_assert_cmpuint (q.num, ==, num);
  g_assert_cmpuint (q.den, ==, den);
}

static NhsQ64
q (guint64 num,
   guint64 den)
{
  return (NhsQ64) { num, den };
}

static void
test_lowest_terms (void)
{
  assert_q (nhs_q64 (6, 8), 3, 4);
  assert_q (nhs_q64 (0, 7), 0, 1);
  assert_q (nhs_q64 (5, 5), 1, 1);
  assert_q (nhs_q64 (35, 1), 35, 1);
  /* the largest numbers reduce without overflow */
  assert_q (nhs_q64 (G_MAXUINT64 - 1, G_MAXINT64), 2, 1);
  assert_q (nhs_q64 (TWO_63, G_MAXUINT64), TWO_63, G_MAXUINT64);
  g_assert_cmpuint (nhs_gcd64 (12, 18), ==, 6);
  g_assert_cmpuint (nhs_gcd64 (7, 0), ==, 7);
  g_assert_cmpuint (nhs_gcd64 (0, 7), ==, 7);
}

static void
test_operations (void)
{
  gboolean over = FALSE;

  assert_q (nhs_q64_add (q (1, 6), q (1, 3), &over), 1, 2);
  assert_q (nhs_q64_add (q (1, 2), q (1, 2), &over), 1, 1);
  assert_q (nhs_q64_add (NHS_Q64_ZERO, q (2, 7), &over), 2, 7);
  assert_q (nhs_q64_mul (q (2, 3), q (3, 4), &over), 1, 2);
  assert_q (nhs_q64_mul (q (5, 6), NHS_Q64_ZERO, &over), 0, 1);
  assert_q (nhs_q64_div (q (1, 2), q (3, 4), &over), 2, 3);
  assert_q (nhs_q64_div (NHS_Q64_ONE, q (29, 32), &over), 32, 29);
  assert_q (nhs_q64_not (q (1, 3)), 2, 3);
  assert_q (nhs_q64_not (NHS_Q64_ZERO), 1, 1);
  assert_q (nhs_q64_not (NHS_Q64_ONE), 0, 1);
  g_assert_true (nhs_q64_is_zero (nhs_q64_not (NHS_Q64_ONE)));
  g_assert_true (nhs_q64_is_one (nhs_q64_add (q (1, 3), q (2, 3), &over)));
  g_assert_false (nhs_q64_is_one (q (2, 3)));
  g_assert_false (nhs_q64_is_zero (q (2, 3)));
  /* cancelling across first: the naive products overflow, the result
     does not */
  assert_q (nhs_q64_mul (q (TWO_62, 3), q (3, TWO_62), &over), 1, 1);
  assert_q (nhs_q64_add (q (1, TWO_63), q (1, TWO_63), &over), 1, TWO_62);
  g_assert_false (over);
}

/* each pair: the largest that fits, then one step too large */
static void
test_overflow_edge (void)
{
  gboolean over = FALSE;

  /* a denominator of 2^64 - 2 fits, 2^64 does not */
  assert_q (nhs_q64_mul (q (1, G_MAXINT64), q (1, 2), &over), 1, G_MAXUINT64 - 1);
  g_assert_false (over);
  assert_q (nhs_q64_mul (q (1, TWO_63), q (1, 2), &over), 0, 1);
  g_assert_true (over);

  /* numerators: (2^32 - 1)(2^32 + 1) = 2^64 - 1 fits, 2^32 · 2^32 not */
  over = FALSE;
  assert_q (nhs_q64_mul (q (TWO_32 - 1, 1), q (TWO_32 + 1, 1), &over), G_MAXUINT64, 1);
  g_assert_false (over);
  nhs_q64_mul (q (TWO_32, 1), q (TWO_32, 1), &over);
  g_assert_true (over);

  /* the common denominator: 3 · 2^62 fits, 3 · 2^63 does not */
  over = FALSE;
  assert_q (nhs_q64_add (q (1, TWO_62), q (1, 3), &over), TWO_62 + 3, 3 * TWO_62);
  g_assert_false (over);
  nhs_q64_add (q (1, TWO_63), q (1, 3), &over);
  g_assert_true (over);

  /* the sum of the numerators: 2^64 - 1 fits, 2^64 does not */
  over = FALSE;
  assert_q (nhs_q64_add (q (G_MAXUINT64 - 1, 1), NHS_Q64_ONE, &over), G_MAXUINT64, 1);
  g_assert_false (over);
  nhs_q64_add (q (G_MAXUINT64, 1), NHS_Q64_ONE, &over);
  g_assert_true (over);

  /* a sum whose numerator passes 2^64 on the way but cancels with the
     denominator: (2^64 - 2)/3 + 4/3 = (2^64 + 2)/3 fits, and is given */
  over = FALSE;
  assert_q (nhs_q64_add (q (G_MAXUINT64 - 1, 3), q (4, 3), &over), G_MAXUINT64 / 3 + 1, 1);
  g_assert_false (over);

  /* a division that inverts a chance too fine to invert exactly */
  over = FALSE;
  nhs_q64_div (q (3, 1), q (1, TWO_63), &over);
  g_assert_true (over);

  /* the flag stays set through later operations that fit */
  assert_q (nhs_q64_mul (q (1, 2), q (1, 3), &over), 1, 6);
  g_assert_true (over);
}

static void
test_order (void)
{
  g_assert_cmpint (nhs_q64_cmp (q (1, 3), q (1, 2)), ==, -1);
  g_assert_cmpint (nhs_q64_cmp (q (1, 2), q (1, 3)), ==, 1);
  g_assert_cmpint (nhs_q64_cmp (q (2, 4), q (1, 2)), ==, 0);
  g_assert_cmpint (nhs_q64_cmp (NHS_Q64_ZERO, q (1, G_MAXUINT64)), ==, -1);
  g_assert_cmpint (nhs_q64_cmp (q (7, 1), q (7, 1)), ==, 0);
  /* two fractions a long double cannot tell apart: the cross products
     differ by 1 in 2^128 */
  g_assert_cmpint (nhs_q64_cmp (q (G_MAXUINT64 - 1, G_MAXUINT64), q (G_MAXUINT64 - 2, G_MAXUINT64 - 1)), ==, 1);
  g_assert_cmpint (nhs_q64_cmp (q (G_MAXUINT64 - 2, G_MAXUINT64 - 1), q (G_MAXUINT64 - 1, G_MAXUINT64)), ==, -1);
}

static guint64
random_u64 (GRand *r,
            guint  bits)
{
  guint64 x = ((guint64) g_rand_int (r) << 32) | g_rand_int (r);

  x = bits >= 64 ? x : x & ((G_GUINT64_CONSTANT (1) << bits) - 1);
  return x;
}

static NhsQ64
random_q (GRand *r)
{
  guint64 d;

  do
    d = random_u64 (r, g_rand_int_range (r, 1, 65));
  while (d == 0);
  return nhs_q64 (random_u64 (r, g_rand_int_range (r, 0, 65)), d);
}

/* the result fits: it is GMP's, unflagged; it does not: flagged */
static void
check (NhsQ64      got,
       gboolean    over,
       const mpq_t want)
{
  gboolean fits = mpz_sizeinbase (mpq_numref (want), 2) <= 64 && mpz_sizeinbase (mpq_denref (want), 2) <= 64;

  g_assert_cmpint (over, ==, !fits);
  if (fits)
    {
      mpq_t g;

      mpq_init (g);
      nhs_mpq_set_fraction (g, got.num, got.den);
      g_assert_true (mpq_equal (g, want));
      g_assert_cmpuint (nhs_gcd64 (got.num, got.den), ==, 1);
      mpq_clear (g);
    }
  else
    g_assert_true (nhs_q64_is_zero (got));
}

static void
test_against_gmp (void)
{
  GRand *r = g_rand_new_with_seed (24);
  mpq_t a, b, want;
  guint flagged = 0, fitted = 0;

  mpq_inits (a, b, want, NULL);
  for (int i = 0; i < 200000; i++)
    {
      NhsQ64 x = random_q (r), y = random_q (r), got;
      gboolean over = FALSE;

      nhs_mpq_set_fraction (a, x.num, x.den);
      nhs_mpq_set_fraction (b, y.num, y.den);
      g_assert_cmpint (nhs_q64_cmp (x, y), ==, mpq_cmp (a, b) < 0 ? -1 : mpq_cmp (a, b) > 0);
      switch (i % 3)
        {
        case 0:
          got = nhs_q64_add (x, y, &over);
          mpq_add (want, a, b);
          break;
        case 1:
          got = nhs_q64_mul (x, y, &over);
          mpq_mul (want, a, b);
          break;
        default:
          if (y.num == 0)
            continue;
          got = nhs_q64_div (x, y, &over);
          mpq_div (want, a, b);
          break;
        }
      check (got, over, want);
      if (over)
        flagged++;
      else
        fitted++;
    }
  /* both sides of the edge were reached many times */
  g_assert_cmpuint (flagged, >, 10000);
  g_assert_cmpuint (fitted, >, 10000);
  mpq_clears (a, b, want, NULL);
  g_rand_free (r);
}

/* The item tables' chances (nhs-muse.c's draws) fit for every input they
   can get: every version, difficulty (past 9 nothing changes:
   rnd_defensive_item ()'s last step is difficulty > 8) and every
   combination of the options, which is also what a monster sets. A chance
   that did not fit would give no table. */
static void
test_item_gen_fits (void)
{
  /* a new option must join the enumeration below */
  G_STATIC_ASSERT (sizeof (NhsItemGenOptions) == 10 * sizeof (gboolean));

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    for (int difficulty = 0; difficulty <= 12; difficulty++)
      for (guint bits = 0; bits < 1u << 10; bits++)
        {
          NhsItemGenOptions o = {
            bits & 1, (bits >> 1) & 1, (bits >> 2) & 1, (bits >> 3) & 1, (bits >> 4) & 1,
            (bits >> 5) & 1, (bits >> 6) & 1, (bits >> 7) & 1, (bits >> 8) & 1, (bits >> 9) & 1,
          };
          const char *why = NULL;
          NhsItemGen *gen = nhs_item_gen_compute (nhs_variant_get (v), NULL, difficulty, &o, &why);

          g_assert_null (why);
          g_assert_nonnull (gen);
          nhs_item_gen_free (gen);
        }
}

/* Every monster of every version as the level's statue contents ask
   (nhs-level-minvent.c: the monster, peaceful or not): a monster the game
   gives these items (nhs_item_gen_refusal () NULL) always gets its tables,
   which is what that file's assertion stands on. */
static void
test_item_gen_fits_every_monster (void)
{
  int refused = 0, given = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      GError *error = NULL;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (variant->key, &error);

      g_assert_no_error (error);
      for (int i = 0; i < set->n; i++)
        for (int peaceful = 0; peaceful < 2; peaceful++)
          {
            NhsItemGenOptions o = { .no_invisibility = peaceful };
            const char *why = NULL;
            g_autoptr (NhsItemGen) gen = nhs_item_gen_compute (variant, &set->monsters[i], 0, &o, &why);

            g_assert_cmpstr (why, ==, nhs_item_gen_refusal (variant, &set->monsters[i]));
            g_assert_true ((gen == NULL) == (why != NULL));
            if (gen == NULL)
              refused++;
            else
              given++;
          }
    }
  /* both kinds met (jackals are refused, soldiers given) */
  g_assert_cmpint (refused, >, 100);
  g_assert_cmpint (given, >, 100);
}

/* A scripted draw: the words in order, and how many were read. */
typedef struct {
  const guint64 *w;
  guint n, read;
} Script;

static guint64
script_next (gpointer data)
{
  Script *s = data;

  g_assert_cmpuint (s->read, <, s->n);
  return s->w[s->read++];
}

static gboolean
below (const char *p_text, const guint64 *w, guint n, guint *read)
{
  Script s = { w, n, 0 };
  gboolean r;
  mpq_t p;

  mpq_init (p);
  g_assert_cmpint (mpq_set_str (p, p_text, 10), ==, 0);
  mpq_canonicalize (p);
  r = nhs_mpq_uniform_below (p, script_next, &s);
  mpq_clear (p);
  *read = s.read;
  return r;
}

/* nhs_mpq_uniform_below () against p's binary digits worked by hand:
   1/3 = 0.0101..., 2/7 = 0.010010..., 1/2 = 0.1000...; a draw equal to
   p's first word is decided by the second, and so on; 0 and 1 read no
   word. */
static void
test_uniform_below (void)
{
  const guint64 third = G_GUINT64_CONSTANT (0x5555555555555555);
  const guint64 two7 = G_GUINT64_CONSTANT (0x4924924924924924);
  const guint64 half = TWO_63;
  guint read;

  g_assert_true (below ("1/3", (guint64[]) { third - 1 }, 1, &read));
  g_assert_cmpuint (read, ==, 1);
  g_assert_false (below ("1/3", (guint64[]) { third + 1 }, 1, &read));
  /* a tie goes on to the next word: 1/3's second word is the same */
  g_assert_true (below ("1/3", (guint64[]) { third, third, third - 1 }, 3, &read));
  g_assert_cmpuint (read, ==, 3);
  g_assert_false (below ("1/3", (guint64[]) { third, third + 1 }, 2, &read));
  g_assert_cmpuint (read, ==, 2);
  /* 2/7's digits repeat every 3 bits, so its second word begins 1001... */
  g_assert_true (below ("2/7", (guint64[]) { two7, G_GUINT64_CONSTANT (0x9249249249249248) }, 2, &read));
  g_assert_false (below ("2/7", (guint64[]) { two7, G_GUINT64_CONSTANT (0x924924924924924a) }, 2, &read));
  /* 1/2 ends: after its first word every word of p is 0, so a tie is
     decided against the draw by the first nonzero word */
  g_assert_true (below ("1/2", (guint64[]) { half - 1 }, 1, &read));
  g_assert_false (below ("1/2", (guint64[]) { half, 0, 0, 1 }, 4, &read));
  g_assert_cmpuint (read, ==, 4);
  g_assert_false (below ("0", NULL, 0, &read));
  g_assert_true (below ("1", NULL, 0, &read));
  g_assert_true (below ("3/2", NULL, 0, &read));
  g_assert_cmpuint (read, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/q64/lowest-terms", test_lowest_terms);
  g_test_add_func ("/nhs/q64/operations", test_operations);
  g_test_add_func ("/nhs/q64/overflow-edge", test_overflow_edge);
  g_test_add_func ("/nhs/q64/order", test_order);
  g_test_add_func ("/nhs/q64/uniform-below", test_uniform_below);
  g_test_add_func ("/nhs/q64/against-gmp", test_against_gmp);
  g_test_add_func ("/nhs/q64/item-gen-fits", test_item_gen_fits);
  g_test_add_func ("/nhs/q64/item-gen-fits-every-monster", test_item_gen_fits_every_monster);
  return g_test_run ();
}
