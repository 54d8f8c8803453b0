/* nhs-json-check.c: strict JSON with limits, before any parser sees it
 *
 * A recursive-descent recogniser (RFC 8259's grammar, nothing built). It
 * recurses once per nesting level and refuses to go deeper than the limit,
 * so its own stack use is bounded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-json-check.h"
#include "nhs-escape.h"
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
  GString *path;       /* where the scan is: monsters[3].attacks */
} Scan;

/* The line and column (in characters) of WHERE. */
static void
position (Scan       *s,
          const char *where,
          int        *line,
          int        *column)
{
  *line = *column = 1;
  for (const char *q = s->start; q < where && q < s->end; q++)
    {
      if (*q == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if (((guchar) *q & 0xC0) != 0x80)   /* count characters, not bytes */
        (*column)++;
    }
}

static gboolean G_GNUC_PRINTF (3, 4)
fail_at (Scan       *s,
         const char *where,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *reason = NULL;
  int line, column;

  va_start (args, format);
  reason = nhs_escape_message_valist (format, args);
  va_end (args);
  position (s, where, &line, &column);
  return nhs_error_set (s->error, NHS_ERROR_DATA,
                        "%s: not valid JSON at line %d, column %d: %s.",
                        s->origin, line, column, reason);
}

/* Two equal keys in one object: valid JSON, but which does the file mean? */
static gboolean
fail_duplicate (Scan       *s,
                const char *where)
{
  int line, column;

  position (s, where, &line, &column);
  return nhs_error_set (s->error, NHS_ERROR_DATA,
                        "%s: the key “%s” appears twice (line %d, column %d); give it once.",
                        s->origin, s->path->str, line, column);
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

static gunichar
hex4 (const char *p)
{
  gunichar v = 0;

  for (int i = 0; i < 4; i++)
    v = v * 16 + (gunichar) g_ascii_xdigit_value (p[i]);
  return v;
}

/* The member name of the string RAW..END (its quotes excluded, checked by
   scan_string), escapes decoded: "\u0061" and "a" are the same key. */
static char *
member_name (const char *raw,
             const char *end)
{
  GString *out = g_string_new (NULL);

  for (const char *p = raw; p < end; )
    {
      if (*p != '\\')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      switch (p[1])
        {
        case 'b': g_string_append_c (out, '\b'); p += 2; break;
        case 'f': g_string_append_c (out, '\f'); p += 2; break;
        case 'n': g_string_append_c (out, '\n'); p += 2; break;
        case 'r': g_string_append_c (out, '\r'); p += 2; break;
        case 't': g_string_append_c (out, '\t'); p += 2; break;
        case 'u':
          {
            gunichar v = hex4 (p + 2);

            p += 6;
            if (v >= 0xD800 && v <= 0xDBFF && p + 6 <= end && p[0] == '\\' && p[1] == 'u')
              {
                gunichar lo = hex4 (p + 2);

                v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
                p += 6;
              }
            g_string_append_unichar (out, v);
            break;
          }
        default:                                /* " \ / */
          g_string_append_c (out, p[1]);
          p += 2;
        }
    }
  return g_string_free (out, FALSE);
}

static gboolean
scan_container (Scan *s,
                int   depth)
{
  gboolean object = *s->p == '{';
  char close = object ? '}' : ']';

  g_autoptr(GHashTable) names = NULL;   /* an object's member names so far */
  gsize path_len = s->path->len;
  guint index = 0;

  if (depth >= s->max_depth)
    return fail_at (s, s->p, "arrays and objects nested more than %d deep", s->max_depth);
  s->p++;
  skip_space (s);
  if (s->p < s->end && *s->p == close)
    {
      s->p++;
      return TRUE;
    }
  if (object)
    names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (;; index++)
    {
      skip_space (s);
      g_string_truncate (s->path, path_len);
      if (object)
        {
          const char *name_start = s->p;
          char *name;

          if (s->p >= s->end || *s->p != '"')
            return unexpected (s, "a member name in double quotes");
          if (!scan_string (s))
            return FALSE;
          name = member_name (name_start + 1, s->p - 1);
          g_string_append_printf (s->path, "%s%s", path_len > 0 ? "." : "", name);
          /* json-glib keeps the last of two equal keys without a word:
             a file that says two things is refused (issue 27) */
          if (!g_hash_table_add (names, name))
            return fail_duplicate (s, name_start);
          skip_space (s);
          if (s->p >= s->end || *s->p != ':')
            return unexpected (s, "“:”");
          s->p++;
        }
      else
        g_string_append_printf (s->path, "[%u]", index);
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
          g_string_truncate (s->path, path_len);
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
  g_autoptr(GString) path = g_string_new (NULL);
  Scan s = { NULL, NULL, NULL, max_depth, origin ? origin : "JSON", error, path };

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
