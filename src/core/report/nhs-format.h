/* nhs-format.h: exact fractions and table output shared by CLI, window and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gmp.h>

#include "nhs-q64.h"   /* nhs_gcd64 (), nhs_mpq_set_fraction (): exact fractions */

G_BEGIN_DECLS

typedef enum {
  NHS_FORMAT_JSON,
  NHS_FORMAT_CSV,
  NHS_FORMAT_TABLE,
  NHS_FORMAT_WIKI,
  NHS_FORMAT_TEXT,
  NHS_FORMAT_MARKDOWN,
} NhsFormat;

/* The longest exact fraction shown as itself where people read it in a
   tight place (a bar, a terminal's table); a longer one shows its value,
   "≈ 0.01234", and the exact fraction stays in the tooltip, JSON, CSV. */
#define NHS_FORMAT_FRACTION_CHARS 16   /* "2122175587/89987040000" is 22 */

/* "3/118", "0", "1": lowest terms. */
char     *nhs_format_fraction    (guint64      num,
                                  guint64      den);
gboolean  nhs_format_from_key    (const char  *key,
                                  NhsFormat   *out);
const char *nhs_format_key       (NhsFormat    format);
/* The shortest decimal that reads back as exactly `value` ("0.075275",
   never "0.075274999999999995"), in the C locale; "inf"/"nan" as such.
   Fixed notation ("10", "0.0000123") unless the exponent is below -7 or
   21 and above (then "1.5e-09"). */
char     *nhs_format_double      (double       value);
/* The same digits, always in fixed notation (CSV's plain decimals). */
char     *nhs_format_decimal     (double       value);
/* The fraction correctly rounded to the nearest double (ties to even):
   JSON's "probability" (mpq_get_d truncates; 1/10 must give 0.1). */
double    nhs_mpq_to_double      (const mpq_t  q);
/* "p/q" in lowest terms ("0", "1" too); free with g_free. */
char     *nhs_mpq_to_string      (const mpq_t  q);
double    nhs_fraction_to_double (guint64      num,
                                  guint64      den);
/* A probability as a percentage for people, the one formatter of every
   table, picture and the window: four significant digits rounded from
   the exact value, fixed notation, no trailing zeros, no exponent
   ("10", "1.047", "23.81", "0.01234"); a nonzero chance is never "0",
   one below 1 never "100": up to six digits ("99.9995"), and above
   99.9999 % the bound NHS_FORMAT_NEAR_CERTAIN, "> 99.9999" (the chance of
   none may be far below a double's range: 1 − (9/10)^1000000).
   The number only, with '.' as the decimal point; no "%" sign. */
#define NHS_FORMAT_NEAR_CERTAIN ">\u00a099.9999"
char     *nhs_format_percent_mpq (const mpq_t  p);
/* A mean count for people: three decimals past the units and at least four
   significant digits, trailing zeros dropped ("2.64", "14.286", "3",
   "0.09375"), rounded from the exact value. */
char     *nhs_format_mean_mpq    (const mpq_t  value);
/* Any value with `digits` significant digits the same way ("0.01234"). */
char     *nhs_format_significant_mpq (const mpq_t value,
                                      int         digits);
char     *nhs_format_significant (double       value,
                                  int          digits);
char     *nhs_format_percent     (double       p);
/* A fraction's text "p/q" as people read it: in lowest terms ("1" for
   "1/1", "0" for "0/1"); with percent, its percentage after it
   ("1/3 (33.33 %)"). Text that is no fraction comes back as it is. */
char     *nhs_format_fraction_text (const char *pq,
                                    gboolean    percent);
/* Escape a CSV field when needed. */
char     *nhs_csv_field          (const char  *s);

G_END_DECLS
