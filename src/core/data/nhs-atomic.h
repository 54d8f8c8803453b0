/* nhs-atomic.h: writing files so that nothing half-written is ever left
 * behind, and reading input files that may be anything
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The temporary files nhs_atomic_write () makes beside its target:
   ".nhspawn-PID-XXXXXX". Those of a process that no longer runs are
   removed by the next write into the same folder. */
#define NHS_ATOMIC_TMP_PREFIX ".nhspawn-"

/* Writes `len` bytes to `path` atomically: into a temporary file in the same
 * folder, flushed to disk (fsync), then renamed over `path`. On failure the
 * old file (if any) is untouched, no temporary file is left, and *error
 * (NHS_ERROR_IO) is one sentence naming the file and the reason, such as
 * "Could not write “/x/out.png”: the folder is read-only."
 * A symbolic link is written through (its target is replaced, the link
 * stays) and an existing file keeps its permission bits. A FIFO, device,
 * socket at `path` is refused, not replaced (NHS_ERROR_INVALID: a bad
 * destination given by the user), and so is a folder. */
gboolean nhs_atomic_write       (const char  *path,
                                 const void  *data,
                                 gsize        len,
                                 GError     **error);
gboolean nhs_atomic_write_bytes (const char  *path,
                                 GBytes      *bytes,
                                 GError     **error);
/* The same, its sentences translated by `translate` (the window's
   gettext; NULL: English). */
gboolean nhs_atomic_write_bytes_translated (const char  *path,
                                            GBytes      *bytes,
                                            const char *(*translate) (const char *text),
                                            GError     **error);

/* Reads a whole input file of at most max_bytes. Only a regular file (after
 * following symbolic links) is read: a FIFO, device, socket, folder or
 * symlink loop is refused before any byte is read, without blocking, and so
 * is a file larger than max_bytes (checked before reading, and again while
 * reading in case it grows). `what` names the file's role in messages
 * ("the monster data"). Errors: NHS_ERROR_INVALID for a path that is not a
 * readable regular file within the limit, NHS_ERROR_IO for a failing read. */
GBytes  *nhs_read_regular_file  (const char  *path,
                                 gsize        max_bytes,
                                 const char  *what,
                                 GError     **error);

G_END_DECLS
