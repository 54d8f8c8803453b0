/* nhs-atomic.h: writing files so that nothing half-written is ever left behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Writes `len` bytes to `path` atomically: into a temporary file in the same
 * folder, flushed to disk (fsync), then renamed over `path`. On failure the
 * old file (if any) is untouched, no temporary file is left, and *error
 * (NHS_ERROR_IO) is one sentence naming the file and the reason, such as
 * "Could not write “/x/out.png”: the folder is read-only." */
gboolean nhs_atomic_write       (const char  *path,
                                 const void  *data,
                                 gsize        len,
                                 GError     **error);
gboolean nhs_atomic_write_bytes (const char  *path,
                                 GBytes      *bytes,
                                 GError     **error);

G_END_DECLS
