/* nhs-json-check.c: strict JSON with limits, before any parser sees it
 *
 * A recursive-descent recogniser (RFC 8259's grammar, nothing built). It
 * recurses once per nesting level and refuses to go deeper than the limit,
 * so its own stack use is bounded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-json-check.h"
#include "nhs-error.h"

#include <errno.h>
#include <string.h>

typedef struct {
  const char *start;
  const char *p;
  const char *end;
  int max_depth;
  const char *origin;
  GError **error;
} Scan;

static gboolean G_GNUC_PRINTF (3, 4)
fail_at (Scan       *s,
         const char *where,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *reason = NULL;
  int line = 1, column = 1;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  for (const char *q = s->start; q < where && q < s->end; q++)
    {
      if (*q == '\n')
        {
          line++;
          column = 1;
        }
      else if (((guchar) *q & 0xC0) != 0x80)   /* count characters, not bytes */
        column++;
    }
  return nhs_error_set (s->error, NHS_ERROR_DATA,
                        "%s: not valid JSON at line %d, column %d: %s.",
                        s->origin, line, column, reason);
}

static void
skip_space (Scan *s)
{
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
    s->p++;
}

static gboolean
unexpected (Scan       *s,
            const char *expected)
{
  if (s->p >= s->end)
    return fail_at (s, s->p, "the text ends where %s should follow", expected);
  if ((guchar) *s->p < 0x20 || (guchar) *s->p >= 0x7f)
    return fail_at (s, s->p, "byte 0x%02X where %s should follow", (guchar) *s->p, expected);
  return fail_at (s, s->p, "“%c” where %s should follow", *s->p, expected);
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Four hex digits after "\u"; -1 if they are not. */
static int
read_u_escape (Scan       *s,
               const char *at)
{
  int v = 0;

  if (s->end - at < 4)
    return -1;
  for (int i = 0; i < 4; i++)
    {
      int h = hex_value (at[i]);

      if (h < 0)
        return -1;
      v = v * 16 + h;
    }
  return v;
}

static gboolean
scan_string (Scan *s)
{
  const char *open = s->p;

  s->p++;                                       /* the opening quote */
  while (s->p < s->end)
    {
      guchar c = (guchar) *s->p;

      if (c == '"')
        {
          s->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_at (s, s->p, c == 0 ? "a NUL byte inside a string"
                                        : "a control character (0x%02X) inside a string; write it as an escape", c);
      if (c == '\\')
        {
          const char *esc = s->p;

          if (s->p + 1 >= s->end)
            break;
          switch (s->p[1])
            {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
              s->p += 2;
              continue;
            case 'u':
              {
                int v = read_u_escape (s, s->p + 2);

                if (v < 0)
                  return fail_at (s, esc, "“\\u” must be followed by four hex digits");
                if (v == 0)
                  return fail_at (s, esc, "“\\u0000” (a NUL character) inside a string");
                s->p += 6;
                if (v >= 0xDC00 && v <= 0xDFFF)
                  return fail_at (s, esc, "a lone low surrogate “\\u%04X”", (guint) v);
                if (v >= 0xD800 && v <= 0xDBFF)
                  {
                    int lo = (s->end - s->p >= 6 && s->p[0] == '\\' && s->p[1] == 'u')
                             ? read_u_escape (s, s->p + 2) : -1;

                    if (lo < 0xDC00 || lo > 0xDFFF)
                      return fail_at (s, esc, "a high surrogate “\\u%04X” without its low half", (guint) v);
                    s->p += 6;
                  }
                continue;
              }
            default:
              return fail_at (s, esc, "“\\%c” is not a JSON escape (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)",
                              g_ascii_isprint (s->p[1]) ? s->p[1] : '?');
            }
        }
      if (c < 0x80)
        {
          s->p++;
          continue;
        }
      {
        gunichar ch = g_utf8_get_char_validated (s->p, s->end - s->p);

        if (ch == (gunichar) -1 || ch == (gunichar) -2)
          return fail_at (s, s->p, "byte 0x%02X inside a string is not UTF-8", c);
        s->p = g_utf8_next_char (s->p);
      }
    }
  return fail_at (s, open, "a string that is never closed");
}

static gboolean
scan_number (Scan *s)
{
  const char *begin = s->p;
  gboolean integer = TRUE;

  if (*s->p == '-')
    s->p++;
  if (s->p >= s->end || !g_ascii_isdigit (*s->p))
    return fail_at (s, begin, "“-” must be followed by digits");
  if (*s->p == '0')
    {
      s->p++;
      if (s->p < s->end && (*s->p == 'x' || *s->p == 'X'))
        return fail_at (s, begin, "a hex number, which JSON does not have (write it in decimal)");
      if (s->p < s->end && g_ascii_isdigit (*s->p))
        return fail_at (s, begin, "a number with a leading zero");
    }
  else
    while (s->p < s->end && g_ascii_isdigit (*s->p))
      s->p++;
  if (s->p < s->end && *s->p == '.')
    {
      integer = FALSE;
      s->p++;
      if (s->p >= s->end || !g_ascii_isdigit (*s->p))
        return fail_at (s, begin, "a “.” in a number must be followed by digits");
      while (s->p < s->end && g_ascii_isdigit (*s->p))
        s->p++;
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      integer = FALSE;
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (s->p >= s->end || !g_ascii_isdigit (*s->p))
        return fail_at (s, begin, "an exponent in a number must have digits");
      while (s->p < s->end && g_ascii_isdigit (*s->p))
        s->p++;
    }
  if (integer)
    {
      /* Integers must fit in a gint64: json-glib would make larger ones -1. */
      char buf[24];
      gsize len = s->p - begin;
      gint64 v;
      char *stop;

      if (len >= sizeof buf)
        return fail_at (s, begin, "the integer %.20s… has more digits than a 64-bit number", begin);
      memcpy (buf, begin, len);
      buf[len] = '\0';
      errno = 0;
      v = g_ascii_strtoll (buf, &stop, 10);
      (void) v;
      if (errno == ERANGE)
        return fail_at (s, begin, "the integer %s does not fit in 64 bits", buf);
    }
  if (s->p < s->end && (g_ascii_isalnum (*s->p) || *s->p == '.' || *s->p == '_'))
    return fail_at (s, begin, "“%c” right after a number", *s->p);
  return TRUE;
}

static gboolean
scan_literal (Scan *s)
{
  static const char *const words[] = { "true", "false", "null" };

  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);

      if ((gsize) (s->end - s->p) >= n && memcmp (s->p, words[i], n) == 0
          && (s->p + n == s->end || !g_ascii_isalnum (s->p[n])))
        {
          s->p += n;
          return TRUE;
        }
    }
  return unexpected (s, "a value (an object, array, string, number, true, false or null)");
}

static gboolean scan_value (Scan *s, int depth);

static gboolean
scan_container (Scan *s,
                int   depth)
{
  gboolean object = *s->p == '{';
  char close = object ? '}' : ']';

  if (depth >= s->max_depth)
    return fail_at (s, s->p, "arrays and objects nested more than %d deep", s->max_depth);
  s->p++;
  skip_space (s);
  if (s->p < s->end && *s->p == close)
    {
      s->p++;
      return TRUE;
    }
  for (;;)
    {
      skip_space (s);
      if (object)
        {
          if (s->p >= s->end || *s->p != '"')
            return unexpected (s, "a member name in double quotes");
          if (!scan_string (s))
            return FALSE;
          skip_space (s);
          if (s->p >= s->end || *s->p != ':')
            return unexpected (s, "“:”");
          s->p++;
        }
      if (!scan_value (s, depth + 1))
        return FALSE;
      skip_space (s);
      if (s->p < s->end && *s->p == ',')
        {
          s->p++;
          skip_space (s);
          if (s->p < s->end && *s->p == close)
            return fail_at (s, s->p, "a comma before “%c”", close);
          continue;
        }
      if (s->p < s->end && *s->p == close)
        {
          s->p++;
          return TRUE;
        }
      return unexpected (s, object ? "“,” or “}”" : "“,” or “]”");
    }
}

static gboolean
scan_value (Scan *s,
            int   depth)
{
  skip_space (s);
  if (s->p >= s->end)
    return unexpected (s, "a value");
  switch (*s->p)
    {
    case '{':
    case '[':
      return scan_container (s, depth);
    case '"':
      return scan_string (s);
    case '\'':
      return fail_at (s, s->p, "a single quote; JSON strings use double quotes");
    case '-':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return scan_number (s);
    default:
      return scan_literal (s);
    }
}

gboolean
nhs_json_check (const char  *data,
                gsize        size,
                int          max_depth,
                const char  *origin,
                GError     **error)
{
  Scan s = { NULL, NULL, NULL, max_depth, origin ? origin : "JSON", error };

  g_return_val_if_fail (data != NULL || size == 0, FALSE);
  /* No arithmetic on a NULL pointer, not even + 0 (an empty GBytes has
     no data): found by fuzz-data-loader under UBSan. */
  if (data == NULL)
    data = "";
  s.start = s.p = data;
  s.end = data + size;
  if (size >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    return nhs_error_set (error, NHS_ERROR_DATA,
                          "%s: starts with a byte-order mark; JSON must be saved as UTF-8 without one.",
                          s.origin);
  skip_space (&s);
  if (s.p == s.end)
    return nhs_error_set (error, NHS_ERROR_DATA, "%s: is empty; it must hold a JSON object.", s.origin);
  if (*s.p != '{' && *s.p != '[')
    {
      /* Not even the start of a JSON document: say so plainly rather than
         where a CSV or text file first breaks the grammar. */
      g_autofree char *excerpt = NULL;
      const char *eol = memchr (s.p, '\n', s.end - s.p);

      excerpt = nhs_error_excerpt (s.p, (eol ? eol : s.end) - s.p);
      return nhs_error_set (error, NHS_ERROR_DATA,
                            "%s: is not JSON: it must start with “{”, not “%s”.", s.origin, excerpt);
    }
  if (!scan_value (&s, 0))
    return FALSE;
  skip_space (&s);
  if (s.p < s.end)
    return fail_at (&s, s.p, "more follows the end of the top-level value");
  return TRUE;
}
