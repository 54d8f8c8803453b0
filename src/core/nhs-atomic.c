/* nhs-atomic.c: writing files so that nothing half-written is ever left behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-atomic.h"
#include "nhs-error.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <unistd.h>

/* A reason a person can act on, for the errno of a failed write. */
static const char *
describe_errno (int saved_errno)
{
  switch (saved_errno)
    {
    case EACCES:
    case EPERM:
      return "permission denied (the folder or the file is read-only)";
    case EROFS:
      return "the file system is read-only";
    case ENOSPC:
    case EDQUOT:
      return "there is no space left on the disk";
    case EFBIG:
      return "the file would be larger than the system allows";
    case EISDIR:
      return "it is a folder";
    case ENAMETOOLONG:
      return "the name is too long";
    case ENOTDIR:
      return "part of the path is a file, not a folder";
    case ENOENT:
      return "the folder does not exist";
    default:
      return g_strerror (saved_errno);
    }
}

static gboolean
fail_errno (GError    **error,
            const char *path,
            int         saved_errno)
{
  return nhs_error_set (error, NHS_ERROR_IO, "Could not write “%s”: %s.", path,
                        describe_errno (saved_errno));
}

/* Writes everything to fd, retrying short writes and EINTR. */
static int
write_all (int         fd,
           const char *data,
           gsize       len)
{
  while (len > 0)
    {
      gssize n = write (fd, data, MIN (len, (gsize) G_MAXSSIZE));

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return errno;
        }
      if (n == 0)
        return ENOSPC;
      data += n;
      len -= (gsize) n;
    }
  return 0;
}

gboolean
nhs_atomic_write (const char  *path,
                  const void  *data,
                  gsize        len,
                  GError     **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  if (*path == '\0')
    return nhs_error_set (error, NHS_ERROR_IO, "Could not write the file: no file name was given.");

  /* Say which part of the path is wrong before trying. */
  dir = g_path_get_dirname (path);
  if (!g_file_test (dir, G_FILE_TEST_EXISTS))
    {
      /* "a/b/c" where "a/b" is a regular file fails the same way: find it. */
      g_autofree char *up = g_strdup (dir);

      while (!g_file_test (up, G_FILE_TEST_EXISTS))
        {
          char *next = g_path_get_dirname (up);

          if (g_strcmp0 (next, up) == 0)
            {
              g_free (next);
              break;
            }
          g_free (up);
          up = next;
        }
      if (g_file_test (up, G_FILE_TEST_EXISTS) && !g_file_test (up, G_FILE_TEST_IS_DIR))
        return nhs_error_set (error, NHS_ERROR_IO, "Could not write “%s”: “%s” is a file, not a folder.",
                              path, up);
      return nhs_error_set (error, NHS_ERROR_IO, "Could not write “%s”: the folder “%s” does not exist.",
                            path, dir);
    }
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return nhs_error_set (error, NHS_ERROR_IO, "Could not write “%s”: “%s” is a file, not a folder.",
                          path, dir);
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return nhs_error_set (error, NHS_ERROR_IO, "Could not write “%s”: it is a folder.", path);

  /* Temporary file beside the target, fsync, rename; on failure the temporary
     file is removed and the old file is left as it was. */
  {
    g_autofree char *base = g_path_get_basename (path);
    g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
    int fd, err;

    fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0)
      return fail_errno (error, path, errno);
    err = write_all (fd, data, len);
    if (err == 0 && fsync (fd) != 0 && errno != EINVAL && errno != EROFS)
      err = errno;
    if (close (fd) != 0 && err == 0 && errno != EINTR)
      err = errno;
    if (err == 0 && g_rename (tmp, path) != 0)
      err = errno;
    if (err != 0)
      {
        g_unlink (tmp);
        return fail_errno (error, path, err);
      }
    /* The rename itself lasts only once the folder is on disk too. */
    fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0)
      {
        fsync (fd);
        close (fd);
      }
  }
  return TRUE;
}

gboolean
nhs_atomic_write_bytes (const char  *path,
                        GBytes      *bytes,
                        GError     **error)
{
  gsize len = 0;
  const void *data;

  g_return_val_if_fail (bytes != NULL, FALSE);
  data = g_bytes_get_data (bytes, &len);
  return nhs_atomic_write (path, data != NULL ? data : "", len, error);
}
