/* nhs-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-error.h"

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
