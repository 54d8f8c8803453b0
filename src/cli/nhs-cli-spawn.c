/* nhs-cli-spawn.c: spawn — the Spawn page's figures (nhs_spawn_table ())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-cli-json.h"
#include "nhs-error.h"
#include "nhs-situation-title.h"
#include "nhs-spawn.h"
#include "nhs-table.h"

#include <string.h>

/* The table as JSON: its caption and one object per row, keyed by the
   headings in lower case: "figure" the words, "exact" the fraction as a
   string (or words where it has too many digits), "value" a JSON number,
   digit for digit as CSV writes it, and "percent" whether it is a
   percentage (a chance) rather than turns or arrivals. */
static char *
table_json (const NhsTable *table,
            int             turns)
{
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream (&text, &size);
  NhsJsonOut *out = nhs_json_out_new (stream);

  nhs_json_out_begin_object (out);
  nhs_json_out_member (out, "caption");
  nhs_json_out_string (out, nhs_table_caption (table));
  nhs_json_out_member (out, "turns");
  nhs_json_out_int (out, turns);
  nhs_json_out_member (out, "rows");
  nhs_json_out_begin_array (out);
  for (int r = 0; r < nhs_table_n_rows (table); r++)
    {
      nhs_json_out_begin_object (out);
      for (int c = 0; c < nhs_table_n_columns (table); c++)
        {
          g_autofree char *key = g_ascii_strdown (nhs_table_heading (table, c), -1);

          nhs_json_out_member (out, key);
          if (strcmp (key, "value") != 0)
            {
              nhs_json_out_string (out, nhs_table_cell_csv (table, r, c));
              continue;
            }
          nhs_json_out_decimal (out, nhs_table_cell_csv (table, r, c));
          /* a percentage's cell says its unit where people read it */
          nhs_json_out_member (out, "percent");
          nhs_json_out_bool (out, g_str_has_suffix (nhs_table_cell (table, r, c), "%"));
        }
      nhs_json_out_end_object (out);
    }
  nhs_json_out_end_array (out);
  nhs_json_out_end_object (out);
  nhs_json_out_finish (out);
  fclose (stream);
  return text;
}

/* The situation as arrivals read it: the dungeon depth (allmain.c and
   EvilHack's clock read depth (), never the level difficulty), and the
   experience level optional, since no version's rate reads it. */
static gboolean
spawn_situation (NhsCliSituationArgs *args,
                 gboolean            *xl_given,
                 NhsSituation        *sit,
                 NhsMonsterSet      **set,
                 GError             **error)
{
  const NhsVariant *variant;

  /* an unknown version first, as every command says it */
  if (!nhs_cli_parse_variant ("--variant", args->variant, &variant, error))
    return FALSE;
  if (args->difficulty != NULL)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Random arrivals read the dungeon depth, not the level difficulty: "
                          "give --depth N instead of --difficulty.");
  if (args->depth == NULL)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Give the level with --depth N: random arrivals read the dungeon depth.");
  *xl_given = args->xl != NULL;
  if (!*xl_given)
    args->xl = g_strdup ("1");
  if (nhs_cli_resolve_situation (args, TRUE, sit, set, error))
    return TRUE;
  nhs_cli_error_drop_difficulty_hint (error);
  return FALSE;
}

int
nhs_cli_spawn_main (int    argc,
                    char **argv)
{
  static const NhsFormat formats[] = { NHS_FORMAT_TEXT, NHS_FORMAT_TABLE, NHS_FORMAT_JSON, NHS_FORMAT_CSV,
                                       NHS_FORMAT_MARKDOWN, NHS_FORMAT_WIKI };
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context = g_option_context_new ("- when random monsters arrive");
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsTable) table = NULL;
  g_autofree char *turns_text = NULL;
  g_autofree char *title = NULL, *caption = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsSituation sit;
  NhsFormat format;
  gboolean xl_given = FALSE;
  int turns = 1000;
  GOptionEntry entries[] = {
    { "turns", 0, 0, G_OPTION_ARG_STRING, &turns_text,
      "Turns to count arrivals over (1 to 1000000, default 1000)", "N" },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "The Spawn page's figures: the chance of a new monster each turn "
                                "(under EvilHack's clock,\nat --turn), the expected turns to the next "
                                "one, and the expected arrivals and the\nchance of at least one in "
                                "--turns turns, exactly and as numbers.\nNo version's rate reads the "
                                "experience level: --xl may be left out.");
  g_option_context_add_main_entries (context, entries, NULL);
  args.no_difficulty = TRUE;
  NHS_CLI_SET_FORMATS (&args, formats, NHS_FORMAT_TEXT);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  if (!nhs_cli_situation_format (&args, &format, &error)
      || (turns_text && !nhs_cli_parse_int ("--turns", turns_text, 1, 1000000, &turns, &error))
      || !spawn_situation (&args, &xl_given, &sit, &set, &error))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  /* with --xl the page's own title (the window always has an XL); without
     it the title the Spawn picture draws */
  title = xl_given ? nhs_situation_title (&sit, args.role, set, NULL)
                   : nhs_situation_title_full (&sit, args.role, set, NULL, NHS_TITLE_NO_XL);
  nhs_cli_situation_args_clear (&args);
  caption = g_strdup_printf ("Random arrivals: %s", title);
  table = nhs_spawn_table (&sit, turns, caption, NULL);
  if (format == NHS_FORMAT_JSON)
    text = table_json (table, turns);
  else
    text = nhs_table_write (table, format == NHS_FORMAT_TEXT ? NHS_FORMAT_TABLE : format);
  return nhs_cli_print (text);
}
