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

/* The longest excerpt of bad input a message quotes, in characters. */
#define NHS_ERROR_EXCERPT_MAX 40

/* A short, printable excerpt of text the user gave, for quoting in a message:
 * at most NHS_ERROR_EXCERPT_MAX characters (then "…"), control characters
 * and bytes that are not UTF-8 written as \n, \t or \xNN. len -1: up to the
 * NUL. Free with g_free(). */
char    *nhs_error_excerpt (const char *text,
                            gssize      len);

G_END_DECLS
