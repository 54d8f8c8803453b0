/* nhs-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-error.h"
#include "nhs-escape.h"

#include <string.h>

G_DEFINE_QUARK (nhs-error-quark, nhs_error)

gboolean
nhs_error_set (GError    **error,
               NhsError    code,
               const char *format,
               ...)
{
  va_list args;
  char *message;

  if (error == NULL)
    return FALSE;
  /* what the user gave, quoted “%s”, is escaped and cut (nhs-escape.h) */
  va_start (args, format);
  message = nhs_escape_message_valist (format, args);
  va_end (args);
  *error = g_error_new_literal (NHS_ERROR, code, message);
  g_free (message);
  return FALSE;
}

char *
nhs_error_excerpt (const char *text,
                   gssize      len)
{
  return nhs_escape_visible (text, len, NHS_ERROR_EXCERPT_MAX, 0);
}
