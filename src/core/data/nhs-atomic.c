/* nhs-atomic.c: writing files so that nothing half-written is ever left behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-atomic.h"
#include "nhs-error.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Links followed before a path is called a loop (Linux's own limit). */
#define MAX_LINK_HOPS 40

/* Marks a string for translation where it is written; translated where
   it is used (TR). */
#define NHS_N_(text) text
#define TR(text) (translate ? translate (text) : (text))

/* What kind of special file a mode is, for a sentence. */
static const char *
describe_file_type (mode_t mode)
{
  if (S_ISDIR (mode))
    return NHS_N_ ("a folder");
  if (S_ISFIFO (mode))
    return NHS_N_ ("a FIFO (named pipe)");
  if (S_ISCHR (mode))
    return NHS_N_ ("a character device");
  if (S_ISBLK (mode))
    return NHS_N_ ("a block device");
  if (S_ISSOCK (mode))
    return NHS_N_ ("a socket");
  return NHS_N_ ("not a regular file");
}

/* A reason a person can act on, for the errno of a failed write. */
static const char *
describe_errno (int saved_errno)
{
  switch (saved_errno)
    {
    case EACCES:
    case EPERM:
      return NHS_N_ ("permission denied (the folder or the file is read-only)");
    case EROFS:
      return NHS_N_ ("the file system is read-only");
    case ENOSPC:
    case EDQUOT:
      return NHS_N_ ("there is no space left on the disk");
    case EFBIG:
      return NHS_N_ ("the file would be larger than the system allows");
    case EISDIR:
      return NHS_N_ ("it is a folder");
    case ENAMETOOLONG:
      return NHS_N_ ("the name is too long");
    case ENOTDIR:
      return NHS_N_ ("part of the path is a file, not a folder");
    case ENOENT:
      return NHS_N_ ("the folder does not exist");
    default:
      return g_strerror (saved_errno);
    }
}

static gboolean
fail_errno (GError    **error,
            const char *path,
            int         saved_errno,
            const char *(*translate) (const char *text))
{
  /* Translators: a failed write; the file, then why ("permission denied
     (…)") */
  return nhs_error_set (error, NHS_ERROR_IO, TR ("Could not write “%s”: %s."), path,
                        TR (describe_errno (saved_errno)));
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

/* Removes the temporary files of writers that are gone (a run killed
   between its write and its rename) from DIR: ours by name, regular files
   of this user, whose process id no longer runs. */
static void
remove_stale_temporaries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *full = NULL;
      struct stat st;
      char *end;
      long pid;

      if (!g_str_has_prefix (name, NHS_ATOMIC_TMP_PREFIX))
        continue;
      pid = strtol (name + strlen (NHS_ATOMIC_TMP_PREFIX), &end, 10);
      if (pid <= 0 || *end != '-' || strlen (end) != 7 || pid == (long) getpid ()
          || kill ((pid_t) pid, 0) == 0 || errno != ESRCH)
        continue;
      full = g_build_filename (dir, name, NULL);
      if (lstat (full, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == geteuid ())
        g_unlink (full);
    }
}

static gboolean
atomic_write (const char  *path,
              const void  *data,
              gsize        len,
              const char *(*translate) (const char *text),
              GError     **error)
{
  g_autofree char *dir = NULL;

  g_autofree char *target = NULL;
  const char *shown = path;
  struct stat st;
  gboolean exists;
  mode_t mode = 0644;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  if (*path == '\0')
    return nhs_error_set (error, NHS_ERROR_IO, "%s", TR ("Could not write the file: no file name was given."));

  /* Through symbolic links: the link's target is what gets replaced. */
  target = g_strdup (path);
  for (int hops = 0; lstat (target, &st) == 0 && S_ISLNK (st.st_mode); hops++)
    {
      g_autofree char *link = NULL;
      g_autofree char *link_dir = NULL;

      if (hops == MAX_LINK_HOPS || (link = g_file_read_link (target, NULL)) == NULL)
        return nhs_error_set (error, NHS_ERROR_IO,
                              TR ("Could not write “%s”: its symbolic links form a loop or cannot be read."), shown);
      link_dir = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_steal_pointer (&link)
                                         : g_build_filename (link_dir, link, NULL);
    }
  path = target;
  exists = lstat (path, &st) == 0;
  if (exists && S_ISDIR (st.st_mode))
    return nhs_error_set (error, NHS_ERROR_IO, TR ("Could not write “%s”: it is a folder."), shown);
  if (exists && !S_ISREG (st.st_mode))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          TR ("Could not write “%s”: it is %s, not a regular file; give a file name."),
                          shown, TR (describe_file_type (st.st_mode)));
  if (exists)
    mode = st.st_mode & 07777;

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
        return nhs_error_set (error, NHS_ERROR_IO, TR ("Could not write “%s”: “%s” is a file, not a folder."),
                              path, up);
      return nhs_error_set (error, NHS_ERROR_IO, TR ("Could not write “%s”: the folder “%s” does not exist."),
                            path, dir);
    }
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return nhs_error_set (error, NHS_ERROR_IO, TR ("Could not write “%s”: “%s” is a file, not a folder."),
                          path, dir);
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    return nhs_error_set (error, NHS_ERROR_IO, TR ("Could not write “%s”: it is a folder."), path);

  /* Temporary file beside the target, fsync, rename; on failure the temporary
     file is removed and the old file is left as it was. Its name is short
     and does not grow with the target's (a 255-byte name must work) and
     carries the writer's process id, so that those a killed run left
     behind can be told from a running one's and removed. */
  remove_stale_temporaries (dir);
  {
    g_autofree char *tmp = g_strdup_printf ("%s/" NHS_ATOMIC_TMP_PREFIX "%ld-XXXXXX", dir, (long) getpid ());
    int fd, err;

    fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0)
      return fail_errno (error, shown, errno, translate);
    /* An existing file keeps its permission bits (a new one is 0644 less
       the umask, as the temporary file was made), and its owner and group
       where the writer may give them (root replacing a user's file). */
    err = exists && fchmod (fd, mode) != 0 ? errno : 0;
    if (err == 0 && exists && (st.st_uid != geteuid () || st.st_gid != getegid ()))
      {
        if (fchown (fd, st.st_uid, st.st_gid) != 0 && fchown (fd, (uid_t) -1, st.st_gid) != 0)
          { /* not allowed: the new file is the writer's (docs/hardening.md) */ }
        if (err == 0 && fchmod (fd, mode) != 0)   /* chown clears set-id bits */
          err = errno;
      }
    if (err == 0)
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
        return fail_errno (error, shown, err, translate);
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
nhs_atomic_write (const char  *path,
                  const void  *data,
                  gsize        len,
                  GError     **error)
{
  return atomic_write (path, data, len, NULL, error);
}

gboolean
nhs_atomic_write_bytes_translated (const char  *path,
                                   GBytes      *bytes,
                                   const char *(*translate) (const char *text),
                                   GError     **error)
{
  gsize len = 0;
  const void *data;

  g_return_val_if_fail (bytes != NULL, FALSE);
  data = g_bytes_get_data (bytes, &len);
  return atomic_write (path, data != NULL ? data : "", len, translate, error);
}

gboolean
nhs_atomic_write_bytes (const char  *path,
                        GBytes      *bytes,
                        GError     **error)
{
  return nhs_atomic_write_bytes_translated (path, bytes, NULL, error);
}

GBytes *
nhs_read_regular_file (const char  *path,
                       gsize        max_bytes,
                       const char  *what,
                       GError     **error)
{
  g_autofree char *buf = NULL;
  struct stat st;
  gsize len = 0, cap;
  int fd, saved;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (what != NULL, NULL);

  /* O_NONBLOCK: opening a FIFO with no writer must not wait for one. */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    {
      saved = errno;
      nhs_error_set (error, NHS_ERROR_INVALID, "Could not read %s “%s”: %s.", what, path,
                     saved == ELOOP ? "its symbolic links form a loop"
                     : saved == ENOENT ? "there is no such file"
                     : saved == EACCES ? "permission denied"
                     : saved == ENOTDIR ? "part of the path is a file, not a folder"
                     : g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      saved = errno;
      close (fd);
      nhs_error_set (error, NHS_ERROR_IO, "Could not read %s “%s”: %s.", what, path, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      nhs_error_set (error, NHS_ERROR_INVALID, "Could not read %s “%s”: it is %s, not a regular file.",
                     what, path, describe_file_type (st.st_mode));
      return NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      close (fd);
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "Could not read %s “%s”: it is %" G_GUINT64_FORMAT " bytes, more than the %" G_GSIZE_FORMAT " allowed.",
                     what, path, (guint64) st.st_size, max_bytes);
      return NULL;
    }
  /* Back to blocking reads for a regular file, then read at most one byte
     more than allowed, so that a file growing meanwhile is caught. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  cap = (gsize) st.st_size + 1;
  buf = g_malloc (cap + 1);
  for (;;)
    {
      gssize n;

      if (len == cap)
        {
          if (cap > max_bytes)
            break;
          cap = MIN (cap * 2, max_bytes + 1);
          buf = g_realloc (buf, cap + 1);
        }
      n = read (fd, buf + len, cap - len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved = errno;
          close (fd);
          /* A regular file that cannot be read (/proc/self/mem: EIO) is
             bad input, exit 2, like any other file that is not data. */
          nhs_error_set (error, NHS_ERROR_INVALID,
                         "Could not read %s “%s”: %s.", what, path, g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      len += (gsize) n;
    }
  close (fd);
  if (len > max_bytes)
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "Could not read %s “%s”: it grew past the %" G_GSIZE_FORMAT " bytes allowed while being read.",
                     what, path, max_bytes);
      return NULL;
    }
  buf[len] = '\0';
  return g_bytes_new_take (g_steal_pointer (&buf), len);
}
