/* fuzz-cli-args.c: libFuzzer target for nhspawn-cli's whole command line
 *
 * The input is split at NUL and newline bytes into argv (after
 * "nhspawn-cli") and handed to nhs_cli_main in dry-run mode: options are
 * parsed and the work is done, but nothing is printed to stdout, no file is
 * written and --help (which exits) is off in every command's parser.
 * Inputs that would only be slow (bench, level counts) or reach outside the
 * working folder are skipped. The working folder holds hostile files the
 * input can name (made at start): deep.json (70 KB of nesting), many.json
 * (1025 monsters), fifo (a FIFO without a writer), loop (a symlink loop),
 * zero (a link to /dev/zero), dir (a folder), out.svg (a link to a file).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"

#define MAX_ARGS 40

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
make_hostile_files (void)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < 70000; i++)
    g_string_append_c (s, '[');
  g_file_set_contents ("deep.json", s->str, (gssize) s->len, NULL);
  g_string_assign (s, "{\"variant\": \"3.6.7\", \"special_pm\": 1025, \"monsters\": [");
  for (int i = 0; i < 1025; i++)
    g_string_append_printf (s, "%s{\"name\": \"m%d\", \"symbol\": \"a\", \"class\": \"S_ANT\", "
                            "\"mlet\": 1, \"level\": 2, \"speed\": 12, \"ac\": 3, \"mr\": 0, "
                            "\"alignment\": 0, \"frequency\": 1, \"geno_flags\": [], \"attacks\": [], "
                            "\"weight\": 10, \"nutrition\": 10, \"sound\": \"MS_SILENT\", "
                            "\"size\": \"MZ_TINY\", \"resists\": [], \"conveys\": [], \"m1\": [], "
                            "\"m2\": [], \"m3\": [], \"color\": \"CLR_RED\"}", i ? ", " : "", i);
  g_string_append (s, "]}");
  g_file_set_contents ("many.json", s->str, (gssize) s->len, NULL);
  g_string_free (s, TRUE);
  mkfifo ("fifo", 0600);
  symlink ("loop", "loop");
  symlink ("/dev/zero", "zero");
  g_mkdir ("dir", 0700);
  g_file_set_contents ("target.svg", "", 0, NULL);
  symlink ("target.svg", "out.svg");
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  nhs_cli_set_dry_run (TRUE);
  make_hostile_files ();
  return 0;
}

static gboolean
is_skipped (char **args,
            int    n)
{
  if (n >= 2 && (strcmp (args[1], "bench") == 0 || strcmp (args[1], "level-stats") == 0))
    return TRUE;
  for (int i = 1; i < n; i++)
    {
      const char *a = args[i];

      /* Only files in the working folder; nothing under /dev or /proc. */
      if (strchr (a, '/') != NULL || strncmp (a, "--count", 7) == 0)
        return TRUE;
    }
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *copy = g_malloc (size + 1);
  char *args[MAX_ARGS + 2];
  char *owned[MAX_ARGS + 2];
  int n = 0;
  size_t start = 0;

  memcpy (copy, data, size);
  copy[size] = '\0';
  args[n++] = (char *) "nhspawn-cli";
  for (size_t i = 0; i <= size && n < MAX_ARGS + 1; i++)
    if (i == size || copy[i] == '\0' || copy[i] == '\n')
      {
        copy[i] = '\0';
        if (i > start || i < size)
          args[n++] = copy + start;
        start = i + 1;
      }
  args[n] = NULL;
  if (is_skipped (args, n))
    return 0;

  /* GOption rearranges argv; keep the pointers to free nothing twice. */
  memcpy (owned, args, sizeof (char *) * (n + 1));
  (void) nhs_cli_main (n, owned);
  return 0;
}
