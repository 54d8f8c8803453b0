/* main.c: nhspawn-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <signal.h>
#include "nhs-cli-commands.h"

int
main (int    argc,
      char **argv)
{
  /* Past a file-size limit (ulimit -f) a write fails with EFBIG and is
     reported, instead of the process dying by SIGXFSZ with its temporary
     file left behind. */
  signal (SIGXFSZ, SIG_IGN);
  return nhs_cli_main (argc, argv);
}
