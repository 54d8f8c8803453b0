/* nhs-json-check.h: strict JSON (RFC 8259) with limits, checked before any
 * parser sees the text
 *
 * json-glib 1.6 recurses once per nesting level (a deep enough file
 * overflows the stack), accepts hex numbers and a second top-level value,
 * reads integers beyond 64 bits as -1 and cuts strings at an escaped NUL.
 * Every JSON text the program reads passes nhs_json_check() first, so the
 * parser only ever sees text that is JSON and within these limits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Deepest nesting of arrays and objects (a monster file needs 5). */
#define NHS_JSON_MAX_DEPTH 32

/* TRUE when data[0..size) is one JSON value, nested at most max_depth deep,
 * whose strings are valid UTF-8 without "\u0000" or lone surrogates and
 * whose integers (numbers without fraction or exponent) fit in a gint64.
 * Otherwise one sentence in *error (NHS_ERROR_DATA) that starts with
 * `origin` and gives the line and column. */
gboolean nhs_json_check (const char  *data,
                         gsize        size,
                         int          max_depth,
                         const char  *origin,
                         GError     **error);

G_END_DECLS
