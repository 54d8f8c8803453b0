/* test-format.c: the numbers people and programs read (issue 24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * JSON's "probability" is the exact fraction correctly rounded to a double;
 * a percentage for people has four significant digits and never an
 * exponent; CSV keeps a plain decimal; every table format uses them.
 */
#include <glib.h>
#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "nhs-format.h"
#include "nhs-table.h"

/* An independent rounding: 80 significant decimal digits of q, read back
   by strtod (glibc's is correctly rounded); the 80 digits decide every
   case but an exact midpoint, which these fractions never are. */
static double
reference_double (const mpq_t q)
{
  mpz_t scaled, ten;
  mpq_t x;
  char *digits;
  g_autofree char *text = NULL;
  double approx = mpq_get_d (q);
  int e = (int) floor (log10 (approx)), shift = 80 - e;
  double d;

  mpz_init (scaled);
  mpz_init (ten);
  mpq_init (x);
  mpz_ui_pow_ui (ten, 10, shift);
  mpz_mul (scaled, mpq_numref (q), ten);
  mpz_fdiv_q (scaled, scaled, mpq_denref (q));
  digits = mpz_get_str (NULL, 10, scaled);
  text = g_strdup_printf ("%se-%d", digits, shift);
  d = g_ascii_strtod (text, NULL);
  free (digits);
  mpz_clear (scaled);
  mpz_clear (ten);
  mpq_clear (x);
  return d;
}

static void
test_correctly_rounded (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (24);
  mpq_t q;
  int differs_from_truncation = 0;

  mpq_init (q);
  /* 1/10 is 0.1, not 0.09999999999999999 */
  mpq_set_ui (q, 1, 10);
  g_assert_cmpfloat (nhs_mpq_to_double (q), ==, 0.1);
  g_assert_cmpfloat (nhs_fraction_to_double (1, 10), ==, 0.1);
  /* the Quest mixture that was one unit off (6341/11200) */
  mpq_set_ui (q, 6341, 11200);
  g_assert_cmpfloat (nhs_mpq_to_double (q), ==, reference_double (q));
  for (int k = 0; k < 20000; k++)
    {
      guint64 den = ((guint64) g_rand_int (rand) << 32 | g_rand_int (rand)) >> g_rand_int_range (rand, 0, 60);
      guint64 num;
      double got;

      den = MAX (den, 2);
      num = (((guint64) g_rand_int (rand) << 32) | g_rand_int (rand)) % den;
      if (num == 0)
        continue;
      mpq_set_ui (q, num, den);
      mpq_canonicalize (q);
      got = nhs_mpq_to_double (q);
      g_assert_cmpfloat (got, ==, reference_double (q));
      g_assert_cmpfloat (nhs_fraction_to_double (num, den), ==, got);
      differs_from_truncation += got != mpq_get_d (q);
    }
  /* truncation is wrong about half the time: the test can tell */
  g_assert_cmpint (differs_from_truncation, >, 1000);
  /* midpoints go to the even neighbour: 1 + 2^-53 → 1, 1 + 3·2^-53 → 1 + 2^-51 */
  mpz_ui_pow_ui (mpq_denref (q), 2, 53);
  mpz_add_ui (mpq_numref (q), mpq_denref (q), 1);
  g_assert_cmpfloat (nhs_mpq_to_double (q), ==, 1.0);
  mpz_add_ui (mpq_numref (q), mpq_denref (q), 3);
  g_assert_cmpfloat (nhs_mpq_to_double (q), ==, 1.0 + ldexp (1.0, -51));
  /* the sign is kept */
  mpq_set_si (q, -1, 10);
  g_assert_cmpfloat (nhs_mpq_to_double (q), ==, -0.1);
  mpq_clear (q);
}

static char *
percent (unsigned long num,
         unsigned long den)
{
  mpq_t q;
  char *s;

  mpq_init (q);
  mpq_set_ui (q, num, den);
  mpq_canonicalize (q);
  s = nhs_format_percent_mpq (q);
  mpq_clear (q);
  return s;
}

/* A mean count for people: three decimals past the units, at least four
   significant digits, from the exact value */
static void
test_mean (void)
{
  static const struct { unsigned long num, den; const char *text; } cases[] = {
    { 66, 25, "2.64" }, { 100, 7, "14.286" }, { 3, 1, "3" }, { 3, 32, "0.09375" },
    { 1000000, 7, "142857.143" }, { 157, 50, "3.14" }, { 0, 1, "0" }, { 2, 3, "0.6667" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      mpq_t q;
      g_autofree char *s = NULL;

      mpq_init (q);
      mpq_set_ui (q, cases[i].num, cases[i].den);
      mpq_canonicalize (q);
      s = nhs_format_mean_mpq (q);
      mpq_clear (q);
      g_assert_cmpstr (s, ==, cases[i].text);
    }
}

static void
test_percent (void)
{
  static const struct { unsigned long num, den; const char *text; } cases[] = {
    { 1, 10, "10" }, { 1, 1, "100" }, { 5, 21, "23.81" }, { 1, 58, "1.724" },
    { 1, 3, "33.33" }, { 2, 3, "66.67" }, { 99999, 1000000, "10" }, { 1, 8, "12.5" },
    { 1, 81000, "0.001235" }, { 0, 1, "0" }, { 9, 955, "0.9424" }, { 1, 1000000000, "0.0000001" },
    { 999999, 1000000, "99.9999" }, { 99999, 100000, "99.999" },
    /* up to six digits, then the bound: 99.99994 % rounds to 99.9999, and
       99.99995 %, which six digits would round to 100, is "> 99.9999" */
    { 9999994, 10000000, "99.9999" }, { 9999995, 10000000, NHS_FORMAT_NEAR_CERTAIN },
    { 999999999, 1000000000, NHS_FORMAT_NEAR_CERTAIN },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = percent (cases[i].num, cases[i].den);

      g_assert_cmpstr (s, ==, cases[i].text);
    }
  /* any chance: no exponent, at most four significant digits, within half
     a unit of the last digit shown */
  for (unsigned long den = 1; den < 400; den += 7)
    for (unsigned long num = 1; num <= den; num += 3)
      {
        g_autofree char *s = percent (num, den);
        double exact = 100.0 * num / den, shown = g_ascii_strtod (s, NULL);
        int sig = 0;
        gboolean started = FALSE;

        g_assert_null (strchr (s, 'e'));
        for (const char *p = s; *p; p++)
          if (g_ascii_isdigit (*p))
            {
              started = started || *p != '0';
              sig += started;
            }
        g_assert_cmpint (sig, <=, 4);
        g_assert_cmpfloat (fabs (shown - exact), <=, 0.5 * pow (10, floor (log10 (exact)) - 3) * 1.000001);
      }
  {
    g_autofree char *d = nhs_format_percent (0.1);

    g_assert_cmpstr (d, ==, "10");
  }
}

static void
test_double_fixed (void)
{
  static const struct { double v; const char *text; } cases[] = {
    { 10, "10" }, { 100, "100" }, { 0.1, "0.1" }, { 1.5e-9, "1.5e-9" }, { 1e21, "1e+21" },
    { 23.809523809523807, "23.809523809523807" }, { 0.0000123, "0.0000123" }, { -2.5, "-2.5" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = nhs_format_double (cases[i].v);

      g_assert_cmpstr (s, ==, cases[i].text);
      g_assert_cmpfloat (g_ascii_strtod (s, NULL), ==, cases[i].v);
    }
  {
    g_autofree char *s = nhs_format_decimal (1.5e-9);

    g_assert_cmpstr (s, ==, "0.0000000015");
  }
}

/* Exactly 10 % in every table format: "10", never "1e+01"; CSV the plain
   decimal, the others four digits. */
static void
test_table_formats (void)
{
  g_autoptr (NhsTable) t = nhs_table_new ("chances");
  mpq_t q;

  nhs_table_add_column (t, "Chance", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "%", NHS_COLUMN_NUMBER);
  mpq_init (q);
  nhs_table_begin_row (t);
  mpq_set_ui (q, 1, 10);
  nhs_table_add_mpq (t, q);
  nhs_table_add_percent (t, q);
  nhs_table_begin_row (t);
  mpq_set_ui (q, 5, 21);
  nhs_table_add_mpq (t, q);
  nhs_table_add_percent (t, q);
  mpq_clear (q);
  for (gsize f = 0; f < G_N_ELEMENTS (nhs_table_formats); f++)
    {
      g_autofree char *text = nhs_table_write (t, nhs_table_formats[f]);
      gboolean csv = nhs_table_formats[f] == NHS_FORMAT_CSV;

      g_assert_null (strstr (text, "e+"));
      g_assert_null (strstr (text, "e-"));
      if (csv)
        g_assert_cmpstr (text, ==, "Chance,%\n1/10,10\n5/21,23.80952380952381\n");
      else
        {
          g_assert_nonnull (strstr (text, "23.81"));
          g_assert_null (strstr (text, "23.809"));
        }
    }
}

/* Every number says its unit: a percentage in a column not headed "%"
   (the Spawn table's "Value", beside an expected number of turns) reads
   "1.429 %"; an expected number reads four significant digits, never
   sixteen; CSV keeps the plain decimals. */
static void
test_table_units (void)
{
  g_autoptr (NhsTable) t = nhs_table_new ("figures");
  mpq_t q;

  nhs_table_add_column (t, "Figure", NHS_COLUMN_TEXT);
  nhs_table_add_column (t, "Value", NHS_COLUMN_NUMBER);
  mpq_init (q);
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "chance each turn");
  mpq_set_ui (q, 1, 70);
  nhs_table_add_percent (t, q);
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "expected number");
  nhs_table_add_double (t, 15.0 / 43.0);
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "expected turns");
  nhs_table_add_double (t, 150);
  nhs_table_begin_row (t);
  nhs_table_add_text (t, "exactly ten");
  mpq_set_ui (q, 1, 10);
  nhs_table_add_percent (t, q);
  mpq_clear (q);
  {
    /* a large expected number reads its whole part, never sixteen digits
       (1,000,000 turns at 1 in 70: 100000/7 arrivals); CSV keeps them */
    g_autoptr (NhsTable) big = nhs_table_new ("big");

    nhs_table_add_column (big, "Value", NHS_COLUMN_NUMBER);
    nhs_table_begin_row (big);
    nhs_table_add_double (big, 100000.0 / 7.0);
    g_assert_cmpstr (nhs_table_cell (big, 0, 0), ==, "14286");
    g_assert_cmpstr (nhs_table_cell_csv (big, 0, 0), ==, "14285.714285714286");
  }
  g_assert_cmpstr (nhs_table_cell (t, 0, 1), ==, "1.429\u00a0%");
  g_assert_cmpstr (nhs_table_cell (t, 1, 1), ==, "0.3488");
  g_assert_cmpstr (nhs_table_cell (t, 2, 1), ==, "150");
  g_assert_cmpstr (nhs_table_cell (t, 3, 1), ==, "10\u00a0%");
  for (gsize f = 0; f < G_N_ELEMENTS (nhs_table_formats); f++)
    {
      g_autofree char *text = nhs_table_write (t, nhs_table_formats[f]);

      if (nhs_table_formats[f] == NHS_FORMAT_CSV)
        g_assert_cmpstr (text, ==, "Figure,Value\nchance each turn,1.4285714285714286\n"
                                   "expected number,0.3488372093023256\nexpected turns,150\n"
                                   "exactly ten,10\n");
      else
        {
          g_assert_nonnull (strstr (text, "1.429\u00a0%"));
          g_assert_nonnull (strstr (text, "0.3488"));
          g_assert_null (strstr (text, "0.34883"));
          g_assert_null (strstr (text, "e+"));
        }
    }
}

/* A fraction too long to read shows as its value in the text table,
   Markdown and wiki, each then saying under the table where the exact one
   is; a short one as itself; CSV keeps it exact. */
static void
test_table_long_fraction (void)
{
  NhsTable *t = nhs_table_new ("");
  mpq_t shorter, longer;
  g_autofree char *text = NULL, *csv = NULL, *md = NULL, *wiki = NULL;
  g_autofree char *exact = NULL;

  mpq_inits (shorter, longer, NULL);
  mpq_set_str (shorter, "3/275", 10);
  /* 1/7 of 1/3^40: 2/3^41 has a denominator of 20 digits */
  mpq_set_str (longer, "2/36472996377170786403", 10);
  exact = mpq_get_str (NULL, 10, longer);
  g_assert_cmpint (strlen (exact), >, NHS_FORMAT_FRACTION_CHARS);
  nhs_table_add_column (t, "Chance", NHS_COLUMN_NUMBER);
  nhs_table_begin_row (t);
  nhs_table_add_mpq (t, shorter);
  nhs_table_begin_row (t);
  nhs_table_add_mpq (t, longer);
  text = nhs_table_write (t, NHS_FORMAT_TABLE);
  csv = nhs_table_write (t, NHS_FORMAT_CSV);
  md = nhs_table_write (t, NHS_FORMAT_MARKDOWN);
  wiki = nhs_table_write (t, NHS_FORMAT_WIKI);
  g_assert_nonnull (strstr (text, "3/275"));
  g_assert_null (strstr (text, exact));
  /* 5.483...e-20, four significant digits, fixed notation */
  g_assert_nonnull (strstr (text, "≈ 0.00000000000000000005484"));
  g_assert_nonnull (strstr (csv, exact));
  g_assert_null (strstr (csv, NHS_TABLE_ROUNDED_NOTE));
  g_assert_null (strstr (md, exact));
  g_assert_null (strstr (wiki, exact));
  g_assert_nonnull (strstr (md, "| ≈ 0.00000000000000000005484 |"));
  g_assert_nonnull (strstr (wiki, "| ≈ 0.00000000000000000005484"));
  g_assert_true (g_str_has_suffix (text, "\n" NHS_TABLE_ROUNDED_NOTE "\n"));
  g_assert_true (g_str_has_suffix (md, "\n\n" NHS_TABLE_ROUNDED_NOTE "\n"));
  g_assert_true (g_str_has_suffix (wiki, "|}\n\n" NHS_TABLE_ROUNDED_NOTE "\n"));
  /* the cell itself stays exact (the window and copies read it) */
  g_assert_cmpstr (nhs_table_cell (t, 1, 0), ==, exact);
  mpq_clears (shorter, longer, NULL);
  nhs_table_free (t);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/format/correctly-rounded", test_correctly_rounded);
  g_test_add_func ("/nhs/format/percent", test_percent);
  g_test_add_func ("/nhs/format/mean", test_mean);
  g_test_add_func ("/nhs/format/double-fixed", test_double_fixed);
  g_test_add_func ("/nhs/format/table-formats", test_table_formats);
  g_test_add_func ("/nhs/format/table-long-fraction", test_table_long_fraction);
  g_test_add_func ("/nhs/format/table-units", test_table_units);
  return g_test_run ();
}
