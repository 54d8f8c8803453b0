/* nhs-cli-bench.c: nhspawn-cli bench — medians measured in-process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-bench.h"
#include "nhs-error.h"

#include <stdio.h>

int
nhs_cli_bench_main (int    argc,
                    char **argv)
{
  static const NhsFormat formats[] = { NHS_FORMAT_JSON, NHS_FORMAT_TEXT };
  g_autoptr (GOptionContext) context = g_option_context_new ("- measure the core's speed");
  g_autofree char *format_key = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsFormat format;
  NhsBenchResult result;
  GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_key, nhs_cli_format_help (formats, G_N_ELEMENTS (formats), NHS_FORMAT_TEXT), "FORMAT" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    return NHS_CLI_EXIT_USAGE;
  if (!nhs_cli_parse_format (format_key, formats, G_N_ELEMENTS (formats), NHS_FORMAT_TEXT, &format,
                             &error))
    return nhs_cli_fail (error);
  if (!nhs_bench_run (&result, &error))
    {
      error->code = NHS_ERROR_IO;
      return nhs_cli_fail (error);
    }
  text = nhs_bench_result_to_string (&result, format == NHS_FORMAT_JSON);
  return nhs_cli_print (text);
}
