/* nhs-cli-diff.c: diff — each monster's chance in two situations, and the change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * nhspawn-cli diff --variant A --against B [situation options]
 * nhspawn-cli diff [--variant A] --depth N --depth2 M [situation options]
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-diff.h"
#include "nhs-error.h"

static const NhsFormat diff_formats[] = { NHS_FORMAT_JSON, NHS_FORMAT_CSV, NHS_FORMAT_TABLE, NHS_FORMAT_WIKI };

/* Side B: side A's situation with another variant and/or another depth. */
static gboolean
resolve_other (NhsCliSituationArgs *args,
               const char          *against,
               const char          *depth2,
               const NhsSituation  *sit_a,
               NhsMonsterSet       *set_a,
               NhsSituation        *sit_b,
               NhsMonsterSet      **set_b,
               GError             **error)
{
  const NhsVariant *variant = nhs_variant_get (sit_a->variant);

  if (against == NULL && depth2 == NULL)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Give the second situation with --against VARIANT or --depth2 N.");
  *sit_b = *sit_a;
  if (depth2 != NULL)
    {
      if (args->difficulty != NULL)
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "--depth2 compares two depths: give --depth, not --difficulty.");
      if (!nhs_cli_parse_int ("--depth2", depth2, 1, NHS_DEPTH_MAX, &sit_b->depth, error))
        return FALSE;
    }
  if (against != NULL)
    {
      if (!nhs_cli_parse_variant ("--against", against, &variant, error))
        return FALSE;
      sit_b->variant = variant->id;
    }
  if (variant->id == sit_a->variant)
    *set_b = nhs_monster_set_ref (set_a);    /* (with --data too: it is side A's variant) */
  else if (!(*set_b = nhs_monster_set_load_variant (variant->key, error)))
    return FALSE;
  nhs_situation_copy_genocides (sit_a, set_a, sit_b, *set_b);
  /* Side B must be a real situation too. Against another version only its
     depth is checked: options that version lacks are what is compared. */
  if (against == NULL ? !nhs_situation_check_effective (sit_b, error)
                      : !nhs_situation_check_depth (sit_b, error))
    {
      g_clear_pointer (set_b, nhs_monster_set_unref);
      return FALSE;
    }
  return TRUE;
}

int
nhs_cli_diff_main (int    argc,
                   char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context =
    g_option_context_new ("- each monster's chance in two situations, and the change");
  g_autoptr (NhsMonsterSet) set_a = NULL;
  g_autoptr (NhsMonsterSet) set_b = NULL;
  g_autoptr (NhsDiff) diff = NULL;
  g_autofree char *against = NULL;
  g_autofree char *depth2 = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsSituation sit_a, sit_b;
  NhsFormat format;
  GOptionEntry entries[] = {
    { "against", 0, 0, G_OPTION_ARG_STRING, &against,
      "Compare with this game version (same situation)", "V" },
    { "depth2", 0, 0, G_OPTION_ARG_STRING, &depth2,
      "Compare with this depth (same version and options)", "N" },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Lists every monster rndmonst() can pick in either situation with "
                                "its exact\nchance in both (A: --variant and --depth; B: --against "
                                "and/or --depth2) and\nthe change B - A, largest change first.");
  g_option_context_add_main_entries (context, entries, NULL);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  if (!nhs_cli_parse_format (args.format, diff_formats, G_N_ELEMENTS (diff_formats),
                             NHS_FORMAT_TABLE, &format, &error)
      || !nhs_cli_resolve_situation (&args, TRUE, &sit_a, &set_a, &error)
      || !resolve_other (&args, against, depth2, &sit_a, set_a, &sit_b, &set_b, &error)
      || !(diff = nhs_diff_compute (set_a, &sit_a, set_b, &sit_b, &error)))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  nhs_cli_situation_args_clear (&args);
  text = nhs_report_diff (diff, format);
  return nhs_cli_print (text);
}
