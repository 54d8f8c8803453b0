/* nhs-format.c: exact fractions and small output helpers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-format.h"
#include "nhs-escape.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

char *
nhs_format_fraction (guint64 num,
                     guint64 den)
{
  NhsQ64 q;

  g_return_val_if_fail (den != 0, g_strdup ("?"));
  q = nhs_q64 (num, den);
  if (q.den == 1)
    return g_strdup_printf ("%" G_GUINT64_FORMAT, q.num);
  return g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, q.num, q.den);
}

static const char *format_keys[] = { "json", "csv", "table", "wiki", "text", "markdown" };

gboolean
nhs_format_from_key (const char *key,
                     NhsFormat  *out)
{
  if (key == NULL)
    return FALSE;
  for (int i = 0; i < (int) G_N_ELEMENTS (format_keys); i++)
    if (g_ascii_strcasecmp (key, format_keys[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
nhs_format_key (NhsFormat format)
{
  if (format < 0 || format >= (int) G_N_ELEMENTS (format_keys))
    return "?";
  return format_keys[format];
}

char *
nhs_csv_field (const char *s)
{
  return nhs_escape_cell (NHS_FORMAT_CSV, s);
}

/* The digits of `value` (> 0) that read back exactly, fewest first:
   mantissa digits into `digits` (no dot), the decimal exponent returned. */
static int
shortest_digits (double value,
                 char   digits[32])
{
  char buf[64];
  char *e;
  int n = 0;

  for (int prec = 0; prec <= 16; prec++)
    {
      g_snprintf (buf, sizeof buf, "%.*e", prec, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  for (const char *p = buf; *p && *p != 'e'; p++)
    if (g_ascii_isdigit (*p))
      digits[n++] = *p;
  while (n > 1 && digits[n - 1] == '0')
    n--;
  digits[n] = '\0';
  e = strchr (buf, 'e');
  return e ? atoi (e + 1) : 0;
}

/* digits × 10^(exp - len + 1) in fixed notation. */
static void
append_fixed (GString    *out,
              const char *digits,
              int         exp)
{
  int n = (int) strlen (digits);

  if (exp < 0)
    {
      g_string_append (out, "0.");
      for (int k = 0; k < -exp - 1; k++)
        g_string_append_c (out, '0');
      g_string_append (out, digits);
    }
  else if (exp >= n - 1)
    {
      g_string_append (out, digits);
      for (int k = 0; k < exp - (n - 1); k++)
        g_string_append_c (out, '0');
    }
  else
    {
      g_string_append_len (out, digits, exp + 1);
      g_string_append_c (out, '.');
      g_string_append (out, digits + exp + 1);
    }
}

static char *
format_double (double   value,
               gboolean always_fixed)
{
  GString *out;
  char digits[32];
  int exp;

  if (isnan (value))
    return g_strdup ("nan");
  if (isinf (value))
    return g_strdup (value > 0 ? "inf" : "-inf");
  if (value == 0)
    return g_strdup ("0");
  out = g_string_new (value < 0 ? "-" : "");
  exp = shortest_digits (fabs (value), digits);
  if (always_fixed || (exp >= -7 && exp < 21))
    append_fixed (out, digits, exp);
  else
    {
      g_string_append_c (out, digits[0]);
      if (digits[1])
        g_string_append_printf (out, ".%s", digits + 1);
      g_string_append_printf (out, "e%+d", exp);
    }
  return g_string_free (out, FALSE);
}

char *
nhs_format_double (double value)
{
  return format_double (value, FALSE);
}

char *
nhs_format_decimal (double value)
{
  return format_double (value, TRUE);
}

double
nhs_mpq_to_double (const mpq_t q)
{
  mpq_t a, mid;
  double d, next, result;
  int sign = mpq_sgn (q), cmp;

  if (sign == 0)
    return 0.0;
  /* mpq_get_d truncates toward zero: the answer is d or the next double
     away from zero, whichever is nearer; at the midpoint the even one. */
  mpq_init (a);
  mpq_init (mid);
  mpq_abs (a, q);
  d = mpq_get_d (a);
  next = nextafter (d, INFINITY);
  if (isinf (next))
    result = d;
  else
    {
      mpq_set_d (mid, d);
      {
        mpq_t hi;

        mpq_init (hi);
        mpq_set_d (hi, next);
        mpq_add (mid, mid, hi);
        mpq_div_2exp (mid, mid, 1);
        mpq_clear (hi);
      }
      cmp = mpq_cmp (a, mid);
      if (cmp < 0)
        result = d;
      else if (cmp > 0)
        result = next;
      else
        {
          /* ties to even: the one whose last mantissa bit is 0 */
          int e;
          double m = frexp (d, &e);

          result = fmod (ldexp (m, 53), 2.0) == 0.0 ? d : next;
        }
    }
  mpq_clear (a);
  mpq_clear (mid);
  return sign < 0 ? -result : result;
}

double
nhs_fraction_to_double (guint64 num,
                        guint64 den)
{
  mpq_t q;
  double d;

  g_return_val_if_fail (den != 0, 0.0);
  /* both exact as doubles: IEEE division is correctly rounded */
  if (num <= (G_GUINT64_CONSTANT (1) << 53) && den <= (G_GUINT64_CONSTANT (1) << 53))
    return (double) num / (double) den;
  mpq_init (q);
  nhs_mpq_set_fraction (q, num, den);
  d = nhs_mpq_to_double (q);
  mpq_clear (q);
  return d;
}

char *
nhs_format_significant_mpq (const mpq_t value,
                            int         digits)
{
  mpq_t x;
  mpz_t scaled, ten;
  char *text;
  GString *out;
  int e, decimals, len;
  double approx;

  g_return_val_if_fail (digits >= 1, NULL);
  if (mpq_sgn (value) == 0)
    return g_strdup ("0");
  mpq_init (x);
  mpz_init (scaled);
  mpz_init (ten);
  mpq_abs (x, value);
  /* the decimal exponent from the double, the rounding (half up) from the
     exact value; a rounding up to the next power of ten only adds a zero */
  approx = mpq_get_d (x);
  e = approx > 0 ? (int) floor (log10 (approx)) : -400;
  decimals = CLAMP (digits - 1 - e, 0, 40);
  mpz_ui_pow_ui (ten, 10, decimals);
  mpz_mul (scaled, mpq_numref (x), ten);
  mpz_mul_2exp (scaled, scaled, 1);
  mpz_add (scaled, scaled, mpq_denref (x));
  mpz_mul_2exp (ten, mpq_denref (x), 1);
  mpz_fdiv_q (scaled, scaled, ten);
  text = mpz_get_str (NULL, 10, scaled);
  len = (int) strlen (text);
  out = g_string_new (mpq_sgn (value) < 0 ? "-" : "");
  if (decimals == 0)
    g_string_append (out, text);
  else
    {
      if (len <= decimals)
        {
          g_string_append (out, "0.");
          for (int k = 0; k < decimals - len; k++)
            g_string_append_c (out, '0');
          g_string_append (out, text);
        }
      else
        {
          g_string_append_len (out, text, len - decimals);
          g_string_append_c (out, '.');
          g_string_append (out, text + len - decimals);
        }
      while (out->str[out->len - 1] == '0')
        g_string_truncate (out, out->len - 1);
      if (out->str[out->len - 1] == '.')
        g_string_truncate (out, out->len - 1);
    }
  free (text);
  mpq_clear (x);
  mpz_clear (scaled);
  mpz_clear (ten);
  if (strcmp (out->str, "0") == 0 || strcmp (out->str, "-0") == 0)
    {
      /* never "0" for a value that is not 0 (below 10^-40) */
      g_string_assign (out, mpq_sgn (value) < 0 ? "-0.0000…" : "0.0000…");
    }
  return g_string_free (out, FALSE);
}

char *
nhs_format_significant (double value,
                        int    digits)
{
  mpq_t q;
  char *s;

  if (!isfinite (value))
    return nhs_format_double (value);
  mpq_init (q);
  mpq_set_d (q, value);
  s = nhs_format_significant_mpq (q, digits);
  mpq_clear (q);
  return s;
}

char *
nhs_format_mean_mpq (const mpq_t value)
{
  mpq_t x;
  int digits = 4;

  /* three decimals past the units, at least four significant digits */
  mpq_init (x);
  mpq_abs (x, value);
  if (mpq_cmp_ui (x, 1, 1) >= 0)
    digits = MAX (4, (int) floor (log10 (mpq_get_d (x))) + 4);
  mpq_clear (x);
  return nhs_format_significant_mpq (value, digits);
}

char *
nhs_format_percent_mpq (const mpq_t p)
{
  mpq_t x;
  char *s;

  mpq_init (x);
  mpq_set (x, p);
  mpz_mul_ui (mpq_numref (x), mpq_numref (x), 100);
  mpq_canonicalize (x);
  s = nhs_format_significant_mpq (x, 4);
  /* never "100" for a chance below 1: up to six digits ("99.9999"), and
     nearer to 1 than that a bound that stays true, "> 99.9999" */
  for (int digits = 5; digits <= 7 && strcmp (s, "100") == 0 && mpq_cmp_ui (x, 100, 1) < 0; digits++)
    {
      g_free (s);
      s = digits <= 6 ? nhs_format_significant_mpq (x, digits) : g_strdup (NHS_FORMAT_NEAR_CERTAIN);
    }
  mpq_clear (x);
  return s;
}

char *
nhs_format_percent (double p)
{
  mpq_t q;
  char *s;

  if (!isfinite (p))
    return nhs_format_double (100.0 * p);
  mpq_init (q);
  mpq_set_d (q, p);
  s = nhs_format_percent_mpq (q);
  mpq_clear (q);
  return s;
}

char *
nhs_format_fraction_text (const char *pq,
                          gboolean    percent)
{
  mpq_t q;
  char *out;

  mpq_init (q);
  if (pq == NULL || mpq_set_str (q, pq, 10) != 0 || mpz_sgn (mpq_denref (q)) == 0)
    out = g_strdup (pq ? pq : "");
  else
    {
      mpq_canonicalize (q);
      out = nhs_mpq_to_string (q);
      if (percent)
        {
          g_autofree char *fraction = out;
          g_autofree char *pc = nhs_format_percent_mpq (q);

          out = g_strdup_printf ("%s (%s\u00a0%%)", fraction, pc);
        }
    }
  mpq_clear (q);
  return out;
}

char *
nhs_mpq_to_string (const mpq_t q)
{
  char *s = mpq_get_str (NULL, 10, q);
  char *copy = g_strdup (s);
  void (*freefunc) (void *, size_t);

  mp_get_memory_functions (NULL, NULL, &freefunc);
  freefunc (s, strlen (s) + 1);
  return copy;
}
