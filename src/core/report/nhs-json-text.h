/* nhs-json-text.h: a JSON tree as the text every command writes
 *
 * json-glib's generator writes a double with 17 significant digits
 * ("7.5495000000000001"); every JSON document the project writes goes
 * through here instead, so each number is the shortest decimal that reads
 * back as the same double ("7.5495"), the same rule as the tables'
 * (nhs_format_double).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Pretty-printed with a two-space indent, without a trailing newline. */
char *nhs_json_text (JsonNode *root);

/* The same rewrite on text already generated: every number outside a
   string that has a fraction or an exponent is written shortest-round-trip.
   Strings and integers are copied unchanged. */
char *nhs_json_text_shorten_numbers (const char *text);

G_END_DECLS
