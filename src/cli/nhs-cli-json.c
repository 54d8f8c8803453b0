/* nhs-cli-json.c: JSON written as it is made (see nhs-cli-json.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-json.h"

#include <errno.h>
#include <string.h>

struct _NhsJsonOut {
  FILE *stream;
  int depth;
  gboolean first;       /* nothing yet in the innermost container */
  gboolean after_name;  /* a member name was written; its value follows */
  gboolean failed;
  int saved_errno;
};

static void
put (NhsJsonOut *out,
     const char *text,
     gsize       len)
{
  if (out->stream == NULL || out->failed || len == 0)
    return;
  if (fwrite (text, 1, len, out->stream) != len)
    {
      out->failed = TRUE;
      out->saved_errno = errno;
    }
}

static void
puts_ (NhsJsonOut *out,
       const char *text)
{
  put (out, text, strlen (text));
}

static void
newline_indent (NhsJsonOut *out)
{
  static const char spaces[] = "                                ";

  puts_ (out, "\n");
  for (int n = out->depth * 2; n > 0; n -= (int) sizeof spaces - 1)
    put (out, spaces, MIN ((gsize) n, sizeof spaces - 1));
}

/* Before any value or member name: the separator and the indent. */
static void
before_item (NhsJsonOut *out)
{
  if (out->after_name)
    {
      out->after_name = FALSE;
      return;
    }
  if (out->depth > 0)
    {
      if (!out->first)
        puts_ (out, ",");
      newline_indent (out);
    }
  out->first = FALSE;
}

NhsJsonOut *
nhs_json_out_new (FILE *stream)
{
  NhsJsonOut *out = g_new0 (NhsJsonOut, 1);

  out->stream = stream;
  out->first = TRUE;
  return out;
}

gboolean
nhs_json_out_finish (NhsJsonOut *out)
{
  gboolean ok;
  int saved;

  puts_ (out, "\n");
  if (out->stream && !out->failed && fflush (out->stream) != 0)
    {
      out->failed = TRUE;
      out->saved_errno = errno;
    }
  ok = !out->failed;
  saved = out->saved_errno;
  g_free (out);
  errno = saved;
  return ok;
}

static void
begin (NhsJsonOut *out,
       const char *open)
{
  before_item (out);
  puts_ (out, open);
  out->depth++;
  out->first = TRUE;
}

static void
end (NhsJsonOut *out,
     const char *close)
{
  g_return_if_fail (out->depth > 0);
  out->depth--;
  if (!out->first)
    newline_indent (out);
  puts_ (out, close);
  out->first = FALSE;
}

void nhs_json_out_begin_object (NhsJsonOut *out) { begin (out, "{"); }
void nhs_json_out_end_object (NhsJsonOut *out) { end (out, "}"); }
void nhs_json_out_begin_array (NhsJsonOut *out) { begin (out, "["); }
void nhs_json_out_end_array (NhsJsonOut *out) { end (out, "]"); }

static void
put_escaped (NhsJsonOut *out,
             const char *s)
{
  puts_ (out, "\"");
  for (; *s; s++)
    {
      guchar c = (guchar) *s;
      char buf[8];

      switch (c)
        {
        case '"': puts_ (out, "\\\""); break;
        case '\\': puts_ (out, "\\\\"); break;
        case '\b': puts_ (out, "\\b"); break;
        case '\f': puts_ (out, "\\f"); break;
        case '\n': puts_ (out, "\\n"); break;
        case '\r': puts_ (out, "\\r"); break;
        case '\t': puts_ (out, "\\t"); break;
        default:
          if (c < 0x20 || c == 0x7f)
            {
              g_snprintf (buf, sizeof buf, "\\u%04x", c);
              puts_ (out, buf);
            }
          else
            put (out, s, 1);
        }
    }
  puts_ (out, "\"");
}

void
nhs_json_out_member (NhsJsonOut *out,
                     const char *name)
{
  before_item (out);
  put_escaped (out, name);
  puts_ (out, " : ");
  out->after_name = TRUE;
}

void
nhs_json_out_int (NhsJsonOut *out,
                  gint64      value)
{
  char buf[32];

  before_item (out);
  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  puts_ (out, buf);
}

void
nhs_json_out_uint (NhsJsonOut *out,
                   guint64     value)
{
  char buf[32];

  before_item (out);
  g_snprintf (buf, sizeof buf, "%" G_GUINT64_FORMAT, value);
  puts_ (out, buf);
}

void
nhs_json_out_bool (NhsJsonOut *out,
                   gboolean    value)
{
  before_item (out);
  puts_ (out, value ? "true" : "false");
}

/* Whether text is a JSON number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static gboolean
is_json_number (const char *p)
{
  if (*p == '-')
    p++;
  if (*p == '0')
    p++;
  else if (*p >= '1' && *p <= '9')
    while (g_ascii_isdigit (*p))
      p++;
  else
    return FALSE;
  if (*p == '.')
    {
      if (!g_ascii_isdigit (*++p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  if (*p == 'e' || *p == 'E')
    {
      p++;
      if (*p == '+' || *p == '-')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  return *p == '\0';
}

void
nhs_json_out_decimal (NhsJsonOut *out,
                      const char *text)
{
  if (text == NULL || !is_json_number (text))
    {
      nhs_json_out_string (out, text);
      return;
    }
  before_item (out);
  puts_ (out, text);
}

void
nhs_json_out_string (NhsJsonOut *out,
                     const char *value)
{
  before_item (out);
  if (value)
    put_escaped (out, value);
  else
    puts_ (out, "null");
}
