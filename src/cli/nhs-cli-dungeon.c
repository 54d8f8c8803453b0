/* nhs-cli-dungeon.c: nhspawn-cli dungeon — where every level can be
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-dungeon-report.h"
#include "nhs-error.h"

int
nhs_cli_dungeon_main (int    argc,
                      char **argv)
{
  static const NhsFormat formats[] = { NHS_FORMAT_JSON, NHS_FORMAT_TABLE, NHS_FORMAT_WIKI,
                                       NHS_FORMAT_CSV, NHS_FORMAT_MARKDOWN };
  g_autoptr (GOptionContext) context =
    g_option_context_new ("- the exact layout distribution of a version's dungeon");
  g_autofree char *format_key = NULL;
  g_autofree char *variant_key = NULL;
  g_autofree char *text = NULL;
  g_autoptr (NhsDungeonModel) model = NULL;
  GError *error = NULL;
  NhsFormat format;
  const NhsVariant *variant;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_key, nhs_variant_option_help (), "V" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_key, nhs_cli_format_help (formats, G_N_ELEMENTS (formats), NHS_FORMAT_TABLE), "FORMAT" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    return NHS_CLI_EXIT_USAGE;
  if (!nhs_cli_parse_format (format_key, formats, G_N_ELEMENTS (formats), NHS_FORMAT_TABLE,
                             &format, &error))
    return nhs_cli_fail (error);
  if (!nhs_cli_parse_variant ("--variant", variant_key, &variant, &error))
    return nhs_cli_fail (error);
  model = nhs_dungeon_model_new (variant->id, &error);
  if (model == NULL)
    return nhs_cli_fail (error);
  text = nhs_dungeon_report (model, format);
  return nhs_cli_print (text);
}
