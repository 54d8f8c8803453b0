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
} NhsFormat;

guint64   nhs_gcd64              (guint64      a,
                                  guint64      b);
/* "3/118", "0", "1": lowest terms. */
char     *nhs_format_fraction    (guint64      num,
                                  guint64      den);
gboolean  nhs_format_from_key    (const char  *key,
                                  NhsFormat   *out);
const char *nhs_format_key       (NhsFormat    format);
/* Escape a CSV field when needed. */
char     *nhs_csv_field          (const char  *s);

G_END_DECLS
