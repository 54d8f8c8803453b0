/* test-atomic.c: atomic writes, and what an unwritable destination says
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-atomic.h"
#include "nhs-error.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

static char *
make_tmpdir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("nhs-atomic-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Removes a test folder and what is in it (one level). */
static void
remove_tree (const char *dir)
{
  GDir *d;
  const char *name;

  g_chmod (dir, 0755);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);

      if (g_file_test (p, G_FILE_TEST_IS_DIR))
        remove_tree (p);
      else
        g_unlink (p);
    }
  g_dir_close (d);
  g_rmdir (dir);
}

static guint
count_entries (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  g_dir_close (d);
  return n;
}

static void
assert_contents (const char *path,
                 const char *expected)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_write_replace (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "out.txt", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (nhs_atomic_write (path, "first", 5, &error));
  g_assert_no_error (error);
  assert_contents (path, "first");
  g_assert_true (nhs_atomic_write (path, "second, longer", 14, &error));
  g_assert_no_error (error);
  assert_contents (path, "second, longer");
  g_assert_true (nhs_atomic_write (path, "", 0, &error));
  assert_contents (path, "");
  /* No temporary file is left beside it. */
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

static void
test_missing_folder (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "no", "such", "out.png", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (nhs_atomic_write (path, "x", 1, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "does not exist"));
  remove_tree (dir);
}

static void
test_parent_is_file (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *file = g_build_filename (dir, "plain", NULL);
  g_autofree char *path = g_build_filename (file, "out.png", NULL);
  g_autofree char *deeper = g_build_filename (file, "a", "out.png", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (file, "keep", -1, NULL));
  g_assert_false (nhs_atomic_write (path, "x", 1, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "is a file, not a folder"));
  g_clear_error (&error);
  g_assert_false (nhs_atomic_write (deeper, "x", 1, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "is a file, not a folder"));
  assert_contents (file, "keep");
  remove_tree (dir);
}

static void
test_destination_is_folder (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autoptr (GError) error = NULL;

  g_assert_false (nhs_atomic_write (dir, "x", 1, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "it is a folder"));
  remove_tree (dir);
}

/* A read-only folder: as root, permissions are not checked, so the child
   drops to "nobody" first. */
static void
test_read_only_folder (void)
{
  g_autofree char *dir = NULL, *ro = NULL, *path = NULL;

  /* the child writes into the parent's folder (it makes none of its own) */
  if (g_test_subprocess ())
    {
      g_autoptr (GError) error = NULL;
      const char *target = g_getenv ("NHS_ATOMIC_TARGET");

      if (geteuid () == 0 && (setgid (65534) != 0 || setuid (65534) != 0))
        exit (77);
      g_assert_false (nhs_atomic_write (target, "new", 3, &error));
      g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
      g_assert_nonnull (strstr (error->message, target));
      g_assert_nonnull (strstr (error->message, "read-only"));
      g_test_message ("%s", error->message);
      return;
    }
  dir = make_tmpdir ();
  ro = g_build_filename (dir, "ro", NULL);
  path = g_build_filename (ro, "out.svg", NULL);
  g_assert_cmpint (g_mkdir (ro, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "old picture", -1, NULL));
  g_chmod (dir, 0755);
  g_chmod (path, 0644);
  g_chmod (ro, 0555);
  g_setenv ("NHS_ATOMIC_TARGET", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  assert_contents (path, "old picture");
  g_assert_cmpuint (count_entries (ro), ==, 1);
  remove_tree (dir);
}

/* A read-only file system that even root cannot write: sysfs. */
static void
test_read_only_fs (void)
{
  g_autoptr (GError) error = NULL;

  if (!g_file_test ("/sys/kernel", G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no /sys here");
      return;
    }
  g_assert_false (nhs_atomic_write ("/sys/nhs-test-out.png", "x", 1, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "/sys/nhs-test-out.png"));
  g_assert_false (g_file_test ("/sys/nhs-test-out.png", G_FILE_TEST_EXISTS));
}

/* A full destination: a file size limit makes every write past 4 KiB fail
   (EFBIG) the way a full disk does (ENOSPC). */
static void
test_full (void)
{
  g_autofree char *dir = NULL, *path = NULL;

  /* the child writes into the parent's folder (it makes none of its own) */
  if (g_test_subprocess ())
    {
      struct rlimit lim = { 4096, 4096 };
      g_autoptr (GError) error = NULL;
      g_autofree char *big = g_malloc0 (65536);
      const char *target = g_getenv ("NHS_ATOMIC_TARGET");

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &lim), ==, 0);
      g_assert_false (nhs_atomic_write (target, big, 65536, &error));
      g_assert_error (error, NHS_ERROR, NHS_ERROR_IO);
      g_assert_nonnull (strstr (error->message, target));
      g_assert_nonnull (strstr (error->message, "larger than the system allows"));
      return;
    }
  dir = make_tmpdir ();
  path = g_build_filename (dir, "big.pdf", NULL);
  g_assert_true (g_file_set_contents (path, "old document", -1, NULL));
  g_setenv ("NHS_ATOMIC_TARGET", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  assert_contents (path, "old document");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

static void
test_bytes (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "b.json", NULL);
  g_autoptr (GBytes) bytes = g_bytes_new_static ("{}\n", 3);
  g_autoptr (GError) error = NULL;

  g_assert_true (nhs_atomic_write_bytes (path, bytes, &error));
  g_assert_no_error (error);
  assert_contents (path, "{}\n");
  remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/atomic/write-replace", test_write_replace);
  g_test_add_func ("/nhs/atomic/bytes", test_bytes);
  g_test_add_func ("/nhs/atomic/missing-folder", test_missing_folder);
  g_test_add_func ("/nhs/atomic/parent-is-file", test_parent_is_file);
  g_test_add_func ("/nhs/atomic/destination-is-folder", test_destination_is_folder);
  g_test_add_func ("/nhs/atomic/read-only-folder", test_read_only_folder);
  g_test_add_func ("/nhs/atomic/read-only-fs", test_read_only_fs);
  g_test_add_func ("/nhs/atomic/full", test_full);
  return g_test_run ();
}
