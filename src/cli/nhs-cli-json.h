/* nhs-cli-json.h: JSON written as it is made, in json-glib's pretty style
 *
 * For outputs of many items (level --count N): each value goes to the
 * stream at once, so memory stays flat however many items there are, and
 * unsigned 64-bit integers (seeds) are written as they are. The layout is
 * json_generator_set_pretty()'s: two-space indent, "key" : value, empty
 * containers as [] and {}.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

typedef struct _NhsJsonOut NhsJsonOut;

/* stream NULL: everything is formatted and dropped (the fuzzers' dry run). */
NhsJsonOut *nhs_json_out_new          (FILE       *stream);
/* Finishes with a newline and flushes; FALSE (errno set) if any write
   failed. Frees out. */
gboolean    nhs_json_out_finish       (NhsJsonOut *out);
void        nhs_json_out_begin_object (NhsJsonOut *out);
void        nhs_json_out_end_object   (NhsJsonOut *out);
void        nhs_json_out_begin_array  (NhsJsonOut *out);
void        nhs_json_out_end_array    (NhsJsonOut *out);
/* The next value's member name, inside an object. */
void        nhs_json_out_member       (NhsJsonOut *out,
                                       const char *name);
void        nhs_json_out_int          (NhsJsonOut *out,
                                       gint64      value);
void        nhs_json_out_uint         (NhsJsonOut *out,
                                       guint64     value);
void        nhs_json_out_bool         (NhsJsonOut *out,
                                       gboolean    value);
/* NULL writes null. */
void        nhs_json_out_string       (NhsJsonOut *out,
                                       const char *value);
/* A number given as its decimal text ("1.4285714285714286", "70", as
   nhs_format_decimal () writes it), written as a JSON number digit for
   digit; text that is no JSON number is written as a string. */
void        nhs_json_out_decimal      (NhsJsonOut *out,
                                       const char *text);

G_END_DECLS
