/* nhs-cli-profile.c: profile — one monster or class across depths, XLs and versions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * nhspawn-cli profile (--monster NAME | --class C) [situation options]
 *                     [--table depth|origins|heatmap] [--beyond] [--format ...]
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-error.h"
#include "nhs-profile.h"

#include <string.h>

/* Every version's monsters; the situation's own comes from the caller
   (it may be --data's). */
gboolean
nhs_cli_load_all_sets (NhsMonsterSet  *own,
                       NhsVariantId    own_variant,
                       NhsMonsterSet **sets,
                       GError        **error)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      if (v == (int) own_variant)
        sets[v] = nhs_monster_set_ref (own);
      else if (!(sets[v] = nhs_monster_set_load_variant (nhs_variant_get (v)->key, error)))
        {
          for (int k = 0; k < v; k++)
            g_clear_pointer (&sets[k], nhs_monster_set_unref);
          return FALSE;
        }
    }
  return TRUE;
}

void
nhs_cli_free_all_sets (NhsMonsterSet **sets)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_clear_pointer (&sets[v], nhs_monster_set_unref);
}

NhsProfile *
nhs_cli_compute_profile (NhsCliSituationArgs *args,
                         const char          *monster,
                         const char          *class_text,
                         GError             **error)
{
  g_autoptr (NhsMonsterSet) set = NULL;
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  NhsProfile *profile;
  NhsSituation sit;

  if ((monster == NULL) == (class_text == NULL))
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "Give either --monster NAME or --class C (a class symbol such as c or &).");
      return NULL;
    }
  if (args->role != NULL)
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "A profile follows the monster through every depth, not one Quest level: "
                     "leave --role out.");
      return NULL;
    }
  if (!nhs_cli_resolve_situation (args, FALSE, &sit, &set, error)
      || !nhs_cli_load_all_sets (set, sit.variant, sets, error))
    return NULL;
  profile = nhs_profile_compute (sets, &sit, monster, class_text, error);
  nhs_cli_free_all_sets (sets);
  return profile;
}

int
nhs_cli_profile_main (int    argc,
                      char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context =
    g_option_context_new ("- one monster or class across depths, experience levels and versions");
  g_autoptr (NhsProfile) profile = NULL;
  g_autofree char *monster = NULL;
  g_autofree char *class_text = NULL;
  g_autofree char *table_key = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsFormat format;
  gboolean beyond = FALSE;
  int status;
  GOptionEntry entries[] = {
    { "monster", 0, 0, G_OPTION_ARG_STRING, &monster, "The monster (its name)", "NAME" },
    { "class", 0, 0, G_OPTION_ARG_STRING, &class_text,
      "A whole class: a symbol (c, &) or a name (S_COCKATRICE)", "C" },
    { "table", 0, 0, G_OPTION_ARG_STRING, &table_key,
      "Only one table: depth (chance by depth, every version), origins, or heatmap (depth × XL)",
      "T" },
    { "beyond", 0, 0, G_OPTION_ARG_NONE, &beyond,
      "The depth and heatmap tables: every depth 1-60, not only the region's (a Note marks "
      "those beyond it)", NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "The exact rndmonst() chance of the monster (or the sum over a "
                                "class) at every\ndepth of the region (1-60 with --beyond) and XL 1-30, its chance by "
                                "depth in every\nversion at --xl, the first depth at each XL and the most "
                                "likely depth, and every other way the\ngame makes it (mkclass "
                                "uses, the Quest, level creation, themed rooms).");
  g_option_context_add_main_entries (context, entries, NULL);
  NHS_CLI_SET_FORMATS (&args, nhs_cli_table_formats, NHS_FORMAT_TABLE);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  if (table_key && strcmp (table_key, "depth") != 0 && strcmp (table_key, "origins") != 0
      && strcmp (table_key, "heatmap") != 0)
    nhs_error_set (&error, NHS_ERROR_INVALID,
                   "Unknown table “%s” for --table: use depth, origins or heatmap.", table_key);
  if (error != NULL
      || !nhs_cli_situation_format (&args, &format, &error)
      || (table_key && format == NHS_FORMAT_JSON
          && !nhs_error_set (&error, NHS_ERROR_INVALID,
                             "--table picks one table for csv, table, wiki or markdown; "
                             "JSON holds them all."))
      || !(profile = nhs_cli_compute_profile (&args, monster, class_text, &error)))
    status = nhs_cli_fail (error);
  else
    {
      if (table_key == NULL)
        text = nhs_profile_report (profile, format, beyond);
      else
        {
          g_autoptr (NhsTable) table = NULL;

          if (strcmp (table_key, "depth") == 0)
            table = nhs_profile_depth_table (profile, beyond);
          else if (strcmp (table_key, "origins") == 0)
            table = nhs_profile_origin_table (profile);
          else
            table = nhs_heatmap_table (profile, beyond);
          text = nhs_table_write (table, format);
        }
      status = nhs_cli_print (text);
    }
  nhs_cli_situation_args_clear (&args);
  return status;
}
