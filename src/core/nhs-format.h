/* nhs-format.h: exact fractions and table output shared by CLI, window and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  NHS_FORMAT_JSON,
  NHS_FORMAT_CSV,
  NHS_FORMAT_TABLE,
  NHS_FORMAT_WIKI,
  NHS_FORMAT_TEXT,
  NHS_FORMAT_MARKDOWN,
} NhsFormat;

guint64   nhs_gcd64              (guint64      a,
                                  guint64      b);
/* "3/118", "0", "1": lowest terms. */
char     *nhs_format_fraction    (guint64      num,
                                  guint64      den);
gboolean  nhs_format_from_key    (const char  *key,
                                  NhsFormat   *out);
const char *nhs_format_key       (NhsFormat    format);
/* The shortest decimal that reads back as exactly `value` ("0.075275",
   never "0.075274999999999995"), in the C locale; "inf"/"nan" as such. */
char     *nhs_format_double      (double       value);
/* Escape a CSV field when needed. */
char     *nhs_csv_field          (const char  *s);

G_END_DECLS
