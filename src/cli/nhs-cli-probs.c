/* nhs-cli-probs.c: probs, monsters and align-table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-error.h"
#include "nhs-report.h"

int
nhs_cli_probs_main (int    argc,
                    char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the exact chance of every random monster");
  g_autoptr (NhsAnswer) answer = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsFormat format;
  gboolean excluded = FALSE;
  GOptionEntry more[] = {
    { "excluded", 0, 0, G_OPTION_ARG_NONE, &excluded,
      "Also list every monster that cannot appear, and why", NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Lists every monster rndmonst() can pick in the situation, most "
                                "likely first,\nwith its weight and exact chance in lowest terms; "
                                "on a Quest level with --role,\nthe role's quest enemies mixed in "
                                "as the game mixes them.");
  NHS_CLI_SET_FORMATS (&args, nhs_cli_table_formats, NHS_FORMAT_TABLE);
  nhs_cli_add_situation_options (context, &args, TRUE);
  g_option_context_add_main_entries (context, more, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  if (!nhs_cli_situation_format (&args, &format, &error)
      || !(answer = nhs_cli_compute_answer (&args, &error)))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  nhs_cli_situation_args_clear (&args);
  text = nhs_answer_report (answer, format, excluded);
  return nhs_cli_print (text);
}

int
nhs_cli_monsters_main (int    argc,
                       char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context = g_option_context_new ("- every entry of the game's monster list");
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsSituation sit;
  NhsFormat format;

  NHS_CLI_SET_FORMATS (&args, nhs_cli_table_formats, NHS_FORMAT_TABLE);
  nhs_cli_add_situation_options (context, &args, FALSE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  if (!nhs_cli_situation_format (&args, &format, &error)
      || !nhs_cli_resolve_situation (&args, FALSE, &sit, &set, &error))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  nhs_cli_situation_args_clear (&args);
  text = nhs_report_monsters (set, nhs_variant_get (sit.variant), format);
  return nhs_cli_print (text);
}

int
nhs_cli_align_table_main (int    argc,
                          char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("- the alignment-shift table");
  g_autofree char *variant_key = NULL;
  g_autofree char *format_key = NULL;
  g_autofree char *text = NULL;
  const NhsVariant *variant;
  GError *error = NULL;
  NhsFormat format;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_key,
      nhs_variant_option_help (), "V" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_key,
      nhs_cli_format_help (nhs_cli_table_formats, G_N_ELEMENTS (nhs_cli_table_formats), NHS_FORMAT_TABLE),
      "FORMAT" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    return NHS_CLI_EXIT_USAGE;
  if (!nhs_cli_parse_variant ("--variant", variant_key, &variant, &error))
    return nhs_cli_fail (error);
  if (!nhs_cli_parse_format (format_key, nhs_cli_table_formats, G_N_ELEMENTS (nhs_cli_table_formats),
                             NHS_FORMAT_TABLE, &format,
                             &error))
    return nhs_cli_fail (error);
  text = nhs_report_align_table (variant, format);
  return nhs_cli_print (text);
}
