/* nhs-escape.h: text from outside (a stranger's monster table, an argument)
 * made safe for each output format, in one place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every report and export writer and every message goes through here:
 * - control, bidirectional (U+202E …), zero-width and other format
 *   characters and the line and paragraph separators are shown escaped
 *   (\u202E) in every text format and on the terminal; bytes that are not
 *   UTF-8 as \xFF;
 * - Markdown and MediaWiki cells and captions are text, never markup
 *   (HTML, links, templates and parameters, signatures, behaviour switches,
 *   bold and italics, table syntax);
 * - CSV cells that a spreadsheet would read as a formula (a leading "=",
 *   "+", "-", "@", tab or carriage return) are neutralised as OWASP
 *   recommends: a leading "'" inside a quoted field. Numbers stay numbers.
 * - a quotation in a message cannot be ended or left by its text (“ and ”
 *   escaped, no line break) and is cut after NHS_ESCAPE_QUOTE_MAX characters.
 */
#pragma once

#include <glib.h>
#include <stdarg.h>
#include "nhs-format.h"

G_BEGIN_DECLS

/* The longest text a message quotes, in characters (then "…"). */
#define NHS_ESCAPE_QUOTE_MAX 80

typedef enum {
  NHS_ESCAPE_KEEP_LINES = 1 << 0,   /* keep \n and \t (whole outputs, not cells) */
  NHS_ESCAPE_QUOTES     = 1 << 1,   /* “ and ” too (text inside a quotation) */
} NhsEscapeFlags;

/* Whether CH is shown escaped in text (control, format, separators). */
gboolean  nhs_escape_is_hidden    (gunichar        ch);
/* TEXT (LEN bytes, -1: to the NUL) with hidden characters and bytes that are
   not UTF-8 escaped; cut after MAX_CHARS characters with "…" (0: never). */
char     *nhs_escape_visible      (const char     *text,
                                   gssize          len,
                                   guint           max_chars,
                                   NhsEscapeFlags  flags);
/* A message's quotation of TEXT, without the quotation marks around it. */
char     *nhs_escape_quote        (const char     *text);
/* One cell (or caption, or heading) of a table in FORMAT: CSV gives the whole
   field (quoted when needed); MARKDOWN and WIKI the cell's text; TABLE and
   TEXT the visible text. */
void      nhs_escape_append_cell  (GString        *out,
                                   NhsFormat       format,
                                   const char     *text);
char     *nhs_escape_cell         (NhsFormat       format,
                                   const char     *text);
/* Whether [[TEXT]] is a plain wiki link to a page of that name (letters,
   digits, spaces and - ' ( ) , . only; no "''"). */
gboolean  nhs_escape_wiki_linkable (const char    *text);

/* printf for messages: every “%s” (the quotation marks in the format right
   around the conversion) is what the user gave or a file holds, so it is
   written as nhs_escape_quote () gives it: hidden characters and quotation
   marks escaped, cut after NHS_ESCAPE_QUOTE_MAX characters. The one helper
   of every message: nhs_error_set () and the CLI's messages use it. */
char     *nhs_escape_message        (const char   *format,
                                     ...) G_GNUC_PRINTF (1, 2);
char     *nhs_escape_message_valist (const char   *format,
                                     va_list       args) G_GNUC_PRINTF (1, 0);

G_END_DECLS
