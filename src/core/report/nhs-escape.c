/* nhs-escape.c: text from outside made safe for each output format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-escape.h"

#include <stdint.h>
#include <string.h>

gboolean
nhs_escape_is_hidden (gunichar ch)
{
  GUnicodeType type = g_unichar_type (ch);

  return type == G_UNICODE_CONTROL || type == G_UNICODE_FORMAT
         || type == G_UNICODE_LINE_SEPARATOR || type == G_UNICODE_PARAGRAPH_SEPARATOR;
}

/* CH written as an escape: JSON's \uXXXX (a surrogate pair past U+FFFF)
   in whole outputs, where it must stay valid JSON; \n, \t, \r and \xNN
   in cells and messages, as stderr always wrote them. */
static void
append_escaped (GString        *out,
                gunichar        ch,
                NhsEscapeFlags  flags)
{
  if (!(flags & NHS_ESCAPE_KEEP_LINES))
    {
      if (ch == '\n' || ch == '\t' || ch == '\r')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, ch == '\n' ? 'n' : ch == '\t' ? 't' : 'r');
          return;
        }
      if (ch < 0x100)
        {
          g_string_append_printf (out, "\\x%02X", ch);
          return;
        }
    }
  if (ch > 0xFFFF)
    {
      ch -= 0x10000;
      g_string_append_printf (out, "\\u%04X\\u%04X", 0xD800 + (ch >> 10), 0xDC00 + (ch & 0x3FF));
    }
  else
    g_string_append_printf (out, "\\u%04X", ch);
}

char *
nhs_escape_visible (const char     *text,
                    gssize          len,
                    guint           max_chars,
                    NhsEscapeFlags  flags)
{
  GString *out;
  const char *p, *end;
  guint chars = 0;

  if (text == NULL)
    return g_strdup ("");
  end = text + (len < 0 ? strlen (text) : (gsize) len);
  out = g_string_sized_new (end - text);
  for (p = text; p < end; chars++)
    {
      gunichar ch = g_utf8_get_char_validated (p, end - p);

      if (max_chars > 0 && chars == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      if (ch == (gunichar) -1 || ch == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02X", (guchar) *p);
          p++;
          continue;
        }
      if ((flags & NHS_ESCAPE_KEEP_LINES) && (ch == '\n' || ch == '\t'))
        g_string_append_c (out, ch);
      else if (nhs_escape_is_hidden (ch) || ((flags & NHS_ESCAPE_QUOTES) && (ch == 0x201C || ch == 0x201D)))
        append_escaped (out, ch, flags);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

char *
nhs_escape_quote (const char *text)
{
  return nhs_escape_visible (text, -1, NHS_ESCAPE_QUOTE_MAX, NHS_ESCAPE_QUOTES);
}

/* Markdown (CommonMark and GitHub's tables): a backslash before every ASCII
   punctuation that can begin markup (HTML, links and images, emphasis,
   code, strikethrough, entities, math, the table's pipe); the ":" of "://",
   the "." of "www." and "@" so that no address becomes a link by itself. */
static void
append_markdown (GString    *out,
                 const char *text)
{
  for (const char *p = text; *p; p++)
    {
      if (strchr ("\\`*_{}[]<>#!|~&$@", *p) != NULL
          || (*p == ':' && p[1] == '/' && p[2] == '/')
          || (*p == '.' && p - text >= 3 && g_ascii_strncasecmp (p - 3, "www", 3) == 0))
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
}

/* MediaWiki: a numeric character reference for every character that can
   begin markup inside a table cell: table syntax (| !), links ([ ]), HTML
   and tags (< > &), templates, parameters and language conversion ({ }),
   signatures (~~~~), behaviour switches (__NOTOC__), bold and italics ('')
   and the ":" of a free address ("http://", "mailto:x"). A cell never starts
   a line, so = * # ; (headings, lists) are text there. */
static void
append_wiki (GString    *out,
             const char *text)
{
  for (const char *p = text; *p; p++)
    {
      if (strchr ("|![]<>&{}~_'", *p) != NULL
          || (*p == ':' && p > text && g_ascii_isalpha (p[-1]) && p[1] != ' ' && p[1] != '\0'))
        g_string_append_printf (out, "&#%d;", *p);
      else
        g_string_append_c (out, *p);
    }
}

/* A number as the reports write them (-3, 2/21, 4.762 %): a spreadsheet may
   read it as a number, which is what it is. */
static gboolean
looks_numeric (const char *text)
{
  const char *p = text;

  if (*p == '-' || *p == '+')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (; *p; p++)
    if (!g_ascii_isdigit (*p) && strchr ("./% ", *p) == NULL)
      return FALSE;
  return TRUE;
}

/* CSV (RFC 4180) with OWASP's neutralisation of formulas: a field that
   starts with = + - @ (or tab or CR, already escaped as text here) is
   quoted with a "'" before it, so a spreadsheet shows it as text. A number
   stays as it is, and so does one character alone (a human's symbol "@"):
   there is no formula to evaluate in it. */
static void
append_csv (GString    *out,
            const char *text)
{
  gboolean formula = *text != '\0' && text[1] != '\0' && strchr ("=+-@\t\r", *text) != NULL
                     && !looks_numeric (text);

  if (!formula && strpbrk (text, ",\"\n\r") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  if (formula)
    g_string_append_c (out, '\'');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

void
nhs_escape_append_cell (GString    *out,
                        NhsFormat   format,
                        const char *text)
{
  g_autofree char *visible = nhs_escape_visible (text, -1, 0, 0);

  switch (format)
    {
    case NHS_FORMAT_CSV:
      append_csv (out, visible);
      break;
    case NHS_FORMAT_MARKDOWN:
      append_markdown (out, visible);
      break;
    case NHS_FORMAT_WIKI:
      append_wiki (out, visible);
      break;
    default:
      g_string_append (out, visible);
    }
}

char *
nhs_escape_cell (NhsFormat   format,
                 const char *text)
{
  GString *out = g_string_new (NULL);

  nhs_escape_append_cell (out, format, text);
  return g_string_free (out, FALSE);
}

gboolean
nhs_escape_wiki_linkable (const char *text)
{
  if (text == NULL || *text == '\0' || *text == ' ' || strstr (text, "''") != NULL)
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isalnum (*p) && strchr (" -'(),.", *p) == NULL)
      return FALSE;
  return text[strlen (text) - 1] != ' ';
}

/* One conversion of a printf format (SPEC, with its stars' values) applied
   to the next argument of ARGS. The format is ours, checked by the compiler
   at the caller (G_GNUC_PRINTF); only its pieces are passed on here. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#define NHS_FORMAT_PIECE(value) \
  (n_stars == 0 ? g_strdup_printf (spec, value) \
   : n_stars == 1 ? g_strdup_printf (spec, stars[0], value) \
   : g_strdup_printf (spec, stars[0], stars[1], value))

static char *
format_piece (const char *spec,
              const char *before,
              const char *after,
              va_list    *args)
{
  gsize len = strlen (spec);
  char conv = spec[len - 1];
  int n_stars = 0, stars[2] = { 0, 0 };
  gboolean l = FALSE, ll = FALSE, z = FALSE, j = FALSE, big = FALSE;

  for (const char *p = spec + 1; p < spec + len - 1; p++)
    {
      if (*p == '*' && n_stars < 2)
        stars[n_stars++] = va_arg (*args, int);
      else if (*p == 'l')
        {
          ll = l;
          l = TRUE;
        }
      else if (*p == 'z' || *p == 't')
        z = TRUE;
      else if (*p == 'j')
        j = TRUE;
      else if (*p == 'L')
        big = TRUE;
    }
  switch (conv)
    {
    case 'd': case 'i':
      if (ll) return NHS_FORMAT_PIECE (va_arg (*args, long long));
      if (l) return NHS_FORMAT_PIECE (va_arg (*args, long));
      if (z) return NHS_FORMAT_PIECE (va_arg (*args, gssize));
      if (j) return NHS_FORMAT_PIECE (va_arg (*args, intmax_t));
      return NHS_FORMAT_PIECE (va_arg (*args, int));
    case 'u': case 'x': case 'X': case 'o':
      if (ll) return NHS_FORMAT_PIECE (va_arg (*args, unsigned long long));
      if (l) return NHS_FORMAT_PIECE (va_arg (*args, unsigned long));
      if (z) return NHS_FORMAT_PIECE (va_arg (*args, gsize));
      if (j) return NHS_FORMAT_PIECE (va_arg (*args, uintmax_t));
      return NHS_FORMAT_PIECE (va_arg (*args, unsigned int));
    case 'c':
      return NHS_FORMAT_PIECE (va_arg (*args, int));
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
      if (big) return NHS_FORMAT_PIECE (va_arg (*args, long double));
      return NHS_FORMAT_PIECE (va_arg (*args, double));
    case 'p':
      return NHS_FORMAT_PIECE (va_arg (*args, void *));
    case 's':
      {
        const char *text = va_arg (*args, const char *);

        /* “%s”: what the user gave (or a stranger's file holds), quoted */
        if (g_str_has_suffix (before, "“") && g_str_has_prefix (after, "”"))
          {
            g_autofree char *quoted = NULL;

            if (n_stars == 0 || (n_stars == 1 && strchr (spec, '.') == NULL))
              quoted = nhs_escape_quote (text);
            else   /* "%.*s": the given length */
              quoted = nhs_escape_visible (text, MAX (stars[n_stars - 1], 0), NHS_ESCAPE_QUOTE_MAX,
                                           NHS_ESCAPE_QUOTES);
            return g_strdup (quoted);
          }
        return NHS_FORMAT_PIECE (text);
      }
    default:
      return g_strdup (spec);
    }
}
#undef NHS_FORMAT_PIECE
#pragma GCC diagnostic pop

char *
nhs_escape_message_valist (const char *format,
                           va_list     args)
{
  GString *out = g_string_new (NULL);
  const char *p = format;
  va_list copy;

  va_copy (copy, args);
  while (*p != '\0')
    {
      const char *pct = strchr (p, '%');
      const char *q;
      g_autofree char *before = NULL;
      g_autofree char *spec = NULL;
      g_autofree char *piece = NULL;

      if (pct == NULL)
        {
          g_string_append (out, p);
          break;
        }
      g_string_append_len (out, p, pct - p);
      if (pct[1] == '%')
        {
          g_string_append_c (out, '%');
          p = pct + 2;
          continue;
        }
      for (q = pct + 1; *q != '\0' && strchr ("-+ #0'123456789.*hlLqjzt", *q) != NULL; q++)
        ;
      if (*q == '\0')
        {
          g_string_append (out, pct);
          break;
        }
      before = g_strndup (format, pct - format);
      spec = g_strndup (pct, q + 1 - pct);
      piece = format_piece (spec, before, q + 1, &copy);
      g_string_append (out, piece);
      p = q + 1;
    }
  va_end (copy);
  return g_string_free (out, FALSE);
}

char *
nhs_escape_message (const char *format,
                    ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = nhs_escape_message_valist (format, args);
  va_end (args);
  return message;
}
