/* nhs-error.h: the core's error domain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define NHS_ERROR (nhs_error_quark ())

typedef enum {
  NHS_ERROR_DATA,          /* a data file is malformed */
  NHS_ERROR_INVALID,       /* a value the user gave is out of range or unknown */
  NHS_ERROR_IO,            /* reading or writing a file failed */
  NHS_ERROR_UNKNOWN_NAME,  /* no monster, class or region of that name */
} NhsError;

GQuark   nhs_error_quark (void);
/* Sets *error (if error is not NULL) and returns FALSE, for one-line returns. */
gboolean nhs_error_set   (GError    **error,
                          NhsError    code,
                          const char *format,
                          ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
