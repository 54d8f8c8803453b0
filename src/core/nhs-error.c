/* nhs-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-error.h"

#include <string.h>

G_DEFINE_QUARK (nhs-error-quark, nhs_error)

gboolean
nhs_error_set (GError    **error,
               NhsError    code,
               const char *format,
               ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  *error = g_error_new_valist (NHS_ERROR, code, format, args);
  va_end (args);
  return FALSE;
}

char *
nhs_error_excerpt (const char *text,
                   gssize      len)
{
  GString *out = g_string_new (NULL);
  const char *p, *end;
  int chars = 0;

  if (text == NULL)
    return g_string_free (out, FALSE);
  end = text + (len < 0 ? strlen (text) : (gsize) len);
  for (p = text; p < end; chars++)
    {
      gunichar ch = g_utf8_get_char_validated (p, end - p);

      if (chars == NHS_ERROR_EXCERPT_MAX)
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
      if (ch == '\n')
        g_string_append (out, "\\n");
      else if (ch == '\t')
        g_string_append (out, "\\t");
      else if (ch == '\r')
        g_string_append (out, "\\r");
      else if (g_unichar_iscntrl (ch) || ch == 0x2028 || ch == 0x2029
               || g_unichar_type (ch) == G_UNICODE_FORMAT)
        g_string_append_printf (out, ch < 0x100 ? "\\x%02X" : "\\u%04X", ch);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}
