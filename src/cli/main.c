/* main.c: nhspawn-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include "nhs-cli-commands.h"

int
main (int    argc,
      char **argv)
{
  return nhs_cli_main (argc, argv);
}
