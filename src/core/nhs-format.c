/* nhs-format.c: exact fractions and small output helpers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-format.h"
#include "nhs-escape.h"

#include <math.h>
#include <string.h>

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

char *
nhs_format_fraction (guint64 num,
                     guint64 den)
{
  guint64 g;

  g_return_val_if_fail (den != 0, g_strdup ("?"));
  if (num == 0)
    return g_strdup ("0");
  g = nhs_gcd64 (num, den);
  num /= g;
  den /= g;
  if (den == 1)
    return g_strdup_printf ("%" G_GUINT64_FORMAT, num);
  return g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, num, den);
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

char *
nhs_format_double (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (value))
    return g_strdup ("nan");
  if (isinf (value))
    return g_strdup (value > 0 ? "inf" : "-inf");
  if (value == 0)
    return g_strdup ("0");
  /* %.17g always reads back exactly; try fewer digits first. */
  for (int digits = 1; digits <= 17; digits++)
    {
      char fmt[8];

      g_snprintf (fmt, sizeof fmt, "%%.%dg", digits);
      g_ascii_formatd (buf, sizeof buf, fmt, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return g_strdup (buf);
}
