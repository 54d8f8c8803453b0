/* nhs-cli-common.h: option parsing shared by nhspawn-cli's commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-data.h"
#include "nhs-format.h"
#include "nhs-situation.h"
#include "nhs-answer.h"

G_BEGIN_DECLS

/* Exit statuses of the contract. */
#define NHS_CLI_EXIT_OK 0
#define NHS_CLI_EXIT_FAILURE 1
#define NHS_CLI_EXIT_USAGE 2

/* The situation options every situation-taking command accepts. */
typedef struct {
  char *variant;
  char *depth;
  char *difficulty;
  char *region;
  char *xl;
  char *align;
  char **genocide;
  char **extinct;
  char *temperature;
  char *deepest;
  char *levels_above_entry;
  gboolean groundhog_day;
  gboolean amulet;
  gboolean demigod;
  gboolean halloween;
  gboolean aggravate;
  char *role;
  char *turn;
  char **event;
  char *demon_lords;
  char *data;
  char *format;
  /* set before adding the options: the command refuses --difficulty
     (spawn: arrivals read the depth), so its --help does not offer it */
  gboolean no_difficulty;
  /* set before adding the options: the formats --format takes and the
     default, which its --help lists; none (export: the file's extension
     chooses) hides the option */
  const NhsFormat *formats;
  int n_formats;
  NhsFormat default_format;
} NhsCliSituationArgs;

void      nhs_cli_situation_args_clear (NhsCliSituationArgs *args);
/* Adds the options to a GOptionContext's main group. */
void      nhs_cli_add_situation_options (GOptionContext      *context,
                                         NhsCliSituationArgs *args,
                                         gboolean             with_situation);
/* The table in use: --data's file (`data`), whose own "variant" must agree
   with --variant when given and otherwise sets *variant; else *variant's
   bundled table.  One sentence when not. */
NhsMonsterSet *nhs_cli_load_table      (const char          *data,
                                        gboolean             variant_given,
                                        const NhsVariant   **variant,
                                        GError             **error);
/* Builds the situation and loads the variant's (or --data's) monsters.
   `require_situation`: --xl and --depth/--difficulty are mandatory. */
/* Drops from a refusal the suggestion to set the level difficulty directly,
   for a command or view that reads the depth only (random arrivals). */
void      nhs_cli_error_drop_difficulty_hint (GError **error);
gboolean  nhs_cli_resolve_situation    (NhsCliSituationArgs *args,
                                        gboolean             require_situation,
                                        NhsSituation        *sit,
                                        NhsMonsterSet      **set,
                                        GError             **error);
/* The situation's one answer (nhs_answer_compute ()): the situation
   options as nhs_cli_resolve_situation () reads them (--xl and --depth or
   --difficulty mandatory), --role and the --genocide and --extinct names against the
   table in use (--data's or the version's). */
NhsAnswer *nhs_cli_compute_answer      (NhsCliSituationArgs *args,
                                        GError             **error);
/* The version named by `option` (--variant, --against); the default
   version when key is NULL.  An unknown key is one sentence naming the
   option and every valid key. */
gboolean  nhs_cli_parse_variant        (const char          *option,
                                        const char          *key,
                                        const NhsVariant   **variant,
                                        GError             **error);
gboolean  nhs_cli_parse_int            (const char          *option,
                                        const char          *text,
                                        int                  min,
                                        int                  max,
                                        int                 *out,
                                        GError             **error);
/* --seed: any unsigned 64-bit value (nhs_seed_parse), one sentence otherwise. */
gboolean  nhs_cli_parse_seed           (const char          *text,
                                        guint64             *out,
                                        GError             **error);
gboolean  nhs_cli_parse_format         (const char          *text,
                                        const NhsFormat     *allowed,
                                        int                  n_allowed,
                                        NhsFormat            fallback,
                                        NhsFormat           *out,
                                        GError             **error);
/* The --format option's help, from the list the command parses with, so
   the two never disagree: "json, csv, table (default), wiki or markdown".
   The string lives as long as the program. */
const char *nhs_cli_format_help        (const NhsFormat     *allowed,
                                        int                  n_allowed,
                                        NhsFormat            fallback);
/* The formats every table-writing command takes (probs, mkclass, compare,
   profile, monsters, align-table), in the order --help lists them. */
extern const NhsFormat nhs_cli_table_formats[5];
/* Sets a situation command's formats (an array) and default, before
   nhs_cli_add_situation_options (). */
#define NHS_CLI_SET_FORMATS(args, list, fallback) \
  ((args)->formats = (list), (args)->n_formats = G_N_ELEMENTS (list), (args)->default_format = (fallback))
/* Parses the situation's --format against the formats set above. */
gboolean  nhs_cli_situation_format     (const NhsCliSituationArgs *args,
                                        NhsFormat           *out,
                                        GError             **error);
/* Parses options; prints the error sentence and returns FALSE on failure. */
gboolean  nhs_cli_parse                (GOptionContext      *context,
                                        int                 *argc,
                                        char              ***argv);
/* The same for a command that takes positional arguments: between min_args
   and max_args of them are left in argv[1..] (`what` names them in errors). */
gboolean  nhs_cli_parse_with_arguments (GOptionContext      *context,
                                        int                 *argc,
                                        char              ***argv,
                                        int                  min_args,
                                        int                  max_args,
                                        const char          *what);
/* Dry run (the fuzzers): no --help (it exits), nothing printed to stdout, no
   file written; everything else runs. */
void      nhs_cli_set_dry_run          (gboolean             dry_run);
gboolean  nhs_cli_get_dry_run          (void);
int       nhs_cli_fail                 (GError              *error);
/* The longest quotation (“…”) of user input a message keeps, in characters. */
#define NHS_CLI_MAX_QUOTED NHS_ESCAPE_QUOTE_MAX
/* A message made safe for a terminal: control characters, format characters
   and bytes that are not UTF-8 written as \xNN or \uNNNN; each “…”
   quotation cut after NHS_CLI_MAX_QUOTED characters. Every line the CLI
   writes to stderr passes through it. Free with g_free(). */
char     *nhs_cli_sanitize_message     (const char          *text);
/* A message to stderr, formatted as nhs_escape_message () does: each
   “%s” escaped and cut. */
void      nhs_cli_message              (const char          *format,
                                        ...) G_GNUC_PRINTF (1, 2);
/* Writes text to stdout completely, or says why not. */
int       nhs_cli_print                (const char          *text);

/* Long work (issue 27): Ctrl+C and SIGTERM set a flag the work checks
   (nhs_cli_interrupted ()) instead of ending the process. */
void      nhs_cli_catch_interrupts     (void);
gboolean  nhs_cli_interrupted          (void);
/* The exit status of interrupted work (128 + SIGINT, as a shell's). */
#define NHS_CLI_EXIT_INTERRUPTED 130

/* A one-line progress bar on stderr, redrawn in place at most ten times a
   second, only when stderr is a terminal: nothing at all otherwise. */
typedef struct {
  gint64 total;
  gint64 last_draw;            /* g_get_monotonic_time () of the last one */
  gboolean shown;              /* stderr is a terminal */
  gboolean drawn;              /* a line is on the screen */
} NhsCliProgress;

void      nhs_cli_progress_init        (NhsCliProgress      *progress,
                                        gint64               total);
void      nhs_cli_progress_update      (NhsCliProgress      *progress,
                                        gint64               done);
/* Clears the line, so what follows starts on an empty one. */
void      nhs_cli_progress_end         (NhsCliProgress      *progress);

/* Every version's monster set: `own` (the situation's, maybe --data's)
   for own_variant, the bundled data for the others. */
gboolean  nhs_cli_load_all_sets        (NhsMonsterSet       *own,
                                        NhsVariantId         own_variant,
                                        NhsMonsterSet      **sets,
                                        GError             **error);
void      nhs_cli_free_all_sets        (NhsMonsterSet      **sets);
G_END_DECLS
