/* nhs-cli.c: nhspawn-cli's command dispatcher
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-cli-level.h"
#include "nhs-config.h"

typedef struct {
  const char *name;
  int (*main) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "probs", nhs_cli_probs_main, "the exact chance of every monster from rndmonst" },
  { "monsters", nhs_cli_monsters_main, "every entry of the game's monster list" },
  { "align-table", nhs_cli_align_table_main, "the alignment-shift table of a game version" },
  { "mkclass", nhs_cli_mkclass_main, "the exact chances of mkclass() for a class, or one of its uses" },
  { "presets", nhs_cli_presets_main, "the game's uses of mkclass (mkclass --preset NAME)" },
  { "origins", nhs_cli_origins_main, "expected monsters on a fresh level and after N turns" },
  { "compare", nhs_cli_diff_main, "each monster's chance in two situations and the change (also: diff)" },
  { "diff", nhs_cli_diff_main, "a synonym of compare" },
  { "profile", nhs_cli_profile_main, "one monster or class by depth, XL and version, and its other origins" },
  { "level", nhs_cli_level_main, "generate sample levels and print their maps" },
  { "level-stats", nhs_cli_level_stats_main, "statistics over many generated levels" },
  { "spawn", nhs_cli_spawn_main, "when random monsters arrive: per turn and over N turns" },
  { "dungeon", nhs_cli_dungeon_main, "where every level can be: the exact layout of a version's dungeon" },
  { "export", nhs_cli_export_main, "draw a view into a PNG, SVG or PDF file" },
  { "item-use", nhs_cli_item_use_main, "what a monster would do with items, and what it picks up" },
  { "item-gen", nhs_cli_item_gen_main, "the exact random items monsters start with, by difficulty" },
  { "bench", nhs_cli_bench_main, "measure the core's speed" },
};

static void
print_usage (FILE *stream)
{
  fprintf (stream, "Usage: nhspawn-cli COMMAND [OPTIONS]\n\n"
                   "Spawn Explorer for NetHack %s: the game's monster selection, exactly.\n\n"
                   "Commands:\n", PACKAGE_VERSION);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-12s %s\n", commands[i].name, commands[i].summary);
  fprintf (stream, "\nRun “nhspawn-cli COMMAND --help” for a command's options.\n");
}

/* Every message to stderr, made safe: a hostile argument echoed back can
   neither drive the terminal nor flood it. */
static void
print_sanitized (const char *text)
{
  g_autofree char *safe = nhs_cli_sanitize_message (text);

  fputs (safe, stderr);
  fflush (stderr);
}

int
nhs_cli_main (int    argc,
              char **argv)
{
  setlocale (LC_ALL, "");
  g_set_printerr_handler (print_sanitized);
  if (argc < 2)
    {
      nhs_cli_message ("nhspawn-cli: No command given; run “nhspawn-cli --help” for the list.\n");
      return NHS_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return NHS_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("nhspawn-cli %s\n", PACKAGE_VERSION);
      return NHS_CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].main (argc - 1, argv + 1);
  nhs_cli_message ("nhspawn-cli: Unknown command “%s”; run “nhspawn-cli --help” for the list.\n", argv[1]);
  return NHS_CLI_EXIT_USAGE;
}
