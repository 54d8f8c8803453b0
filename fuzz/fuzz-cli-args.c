/* fuzz-cli-args.c: libFuzzer target for nhspawn-cli's whole command line
 *
 * The input is split at NUL and newline bytes into argv (after
 * "nhspawn-cli") and handed to nhs_cli_main in dry-run mode: options are
 * parsed and the work is done, but nothing is printed to stdout, no file is
 * written and --help (which exits) is off in every command's parser.
 * Inputs that would only be slow (bench, level counts) or reach outside the
 * working folder are skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"

#define MAX_ARGS 40

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  nhs_cli_set_dry_run (TRUE);
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
