/* nhs-cli-common.c: option parsing shared by nhspawn-cli's commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-escape.h"
#include "nhs-rng.h"
#include "nhs-error.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void
nhs_cli_situation_args_clear (NhsCliSituationArgs *args)
{
  g_clear_pointer (&args->variant, g_free);
  g_clear_pointer (&args->depth, g_free);
  g_clear_pointer (&args->difficulty, g_free);
  g_clear_pointer (&args->region, g_free);
  g_clear_pointer (&args->xl, g_free);
  g_clear_pointer (&args->align, g_free);
  g_clear_pointer (&args->genocide, g_strfreev);
  g_clear_pointer (&args->extinct, g_strfreev);
  g_clear_pointer (&args->temperature, g_free);
  g_clear_pointer (&args->deepest, g_free);
  g_clear_pointer (&args->levels_above_entry, g_free);
  g_clear_pointer (&args->role, g_free);
  g_clear_pointer (&args->turn, g_free);
  g_clear_pointer (&args->event, g_strfreev);
  g_clear_pointer (&args->demon_lords, g_free);
  g_clear_pointer (&args->data, g_free);
  g_clear_pointer (&args->format, g_free);
}

gboolean
nhs_cli_parse_variant (const char        *option,
                       const char        *key,
                       const NhsVariant **variant,
                       GError           **error)
{
  *variant = key != NULL ? nhs_variant_from_key (key) : nhs_variant_default ();
  if (*variant == NULL)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown game version “%s” for %s: use %s.",
                          key, option, nhs_variant_keys ());
  return TRUE;
}

static const char *
event_help (void)
{
  static char *help;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      help = g_strdup_printf ("An event the spawn clock counts (EvilHack; repeatable): %s",
                              nhs_spawn_event_keys ());
      g_once_init_leave (&once, 1);
    }
  return help;
}

void
nhs_cli_add_situation_options (GOptionContext      *context,
                               NhsCliSituationArgs *args,
                               gboolean             with_situation)
{
  GOptionEntry common[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &args->variant,
      nhs_variant_option_help (), "V" },
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &args->data,
      "Use this monster data file instead of the bundled one", "FILE" },
    { "format", 0, args->n_formats == 0 ? G_OPTION_FLAG_HIDDEN : 0, G_OPTION_ARG_STRING,
      &args->format,
      args->n_formats == 0 ? "Output format"
                           : nhs_cli_format_help (args->formats, args->n_formats, args->default_format),
      "FORMAT" },
    { NULL }
  };
  GOptionEntry situation[] = {
    { "depth", 0, 0, G_OPTION_ARG_STRING, &args->depth, "Dungeon depth of the level", "N" },
    { "difficulty", 0, args->no_difficulty ? G_OPTION_FLAG_HIDDEN : 0, G_OPTION_ARG_STRING,
      &args->difficulty,
      "Level difficulty, set directly (depth is then not used)", "N" },
    { "region", 0, 0, G_OPTION_ARG_STRING, &args->region,
      "Dungeon region (dungeons, mines, gehennom, ...)", "R" },
    { "xl", 0, 0, G_OPTION_ARG_STRING, &args->xl, "Hero's experience level, 1 to 30", "N" },
    { "align", 0, 0, G_OPTION_ARG_STRING, &args->align,
      "Level alignment: none, lawful, neutral or chaotic (default: the region's)", "A" },
    { "genocide", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args->genocide,
      "A genocided monster (repeatable; one the game cannot genocide, without G_GENO, counts as "
      "extinct; a were-creature's name is its human form)", "NAME" },
    { "extinct", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args->extinct,
      "An extinct monster, born too often (repeatable): left out of random picks as a genocided "
      "one is, but still made where the game names it (a web's spider, the Quest's enemy)", "NAME" },
    { "temperature", 0, 0, G_OPTION_ARG_STRING, &args->temperature,
      "Level temperature, in versions that weigh it: hot, normal or cold (default: the region's)", "T" },
    { "groundhog-day", 0, 0, G_OPTION_ARG_NONE, &args->groundhog_day,
      "It is Groundhog Day (the Oracle's woodchuck 19 times in 20, in versions that have it)", NULL },
    { "amulet", 0, 0, G_OPTION_ARG_NONE, &args->amulet, "The hero carries the Amulet", NULL },
    { "demigod", 0, 0, G_OPTION_ARG_NONE, &args->demigod, "The demigod flag is set", NULL },
    { "halloween", 0, 0, G_OPTION_ARG_NONE, &args->halloween,
      "It is Halloween (undead weigh 3 times as much, in versions that have it)", NULL },
    { "aggravate", 0, 0, G_OPTION_ARG_NONE, &args->aggravate,
      "The hero has extrinsic aggravate monster (raises the level difficulty in versions that count it)", NULL },
    { "deepest", 0, 0, G_OPTION_ARG_STRING, &args->deepest,
      "Deepest level reached (used with --amulet; default: --depth, or a climbed branch's entry)", "N" },
    { "levels-above-entry", 0, 0, G_OPTION_ARG_STRING, &args->levels_above_entry,
      "Levels climbed above the entry level, in a region climbed from its entry (Sokoban, "
      "Vlad's Tower and some versions' own; default 0)", "N" },
    { "role", 0, 0, G_OPTION_ARG_STRING, &args->role,
      "Quest levels: the hero's role, whose quest enemies the game mixes in", "ROLE" },
    { "turn", 0, 0, G_OPTION_ARG_STRING, &args->turn,
      "The game's turn (T: on the status line), for versions whose spawn rate reads it (EvilHack)", "N" },
    { "event", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args->event, event_help (), "E" },
    { "demon-lords", 0, 0, G_OPTION_ARG_STRING, &args->demon_lords,
      "Archfiends still in play, with --amulet (xNetHack's stair spawns), 0 to 8", "N" },
    { NULL }
  };

  g_option_context_add_main_entries (context, common, NULL);
  if (with_situation)
    g_option_context_add_main_entries (context, situation, NULL);
}

gboolean
nhs_cli_parse_seed (const char *text,
                    guint64    *out,
                    GError    **error)
{
  if (!nhs_seed_parse (text, out))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "--seed must be a whole number from 0 to %" G_GUINT64_FORMAT ", not “%s”.",
                          G_MAXUINT64, text ? text : "");
  return TRUE;
}

gboolean
nhs_cli_parse_int (const char *option,
                   const char *text,
                   int         min,
                   int         max,
                   int        *out,
                   GError    **error)
{
  gint64 value;
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return nhs_error_set (error, NHS_ERROR_INVALID, "%s needs a number.", option);
  errno = 0;
  value = g_ascii_strtoll (text, &end, 10);
  if ((errno != 0 && errno != ERANGE) || end == text || *end != '\0')
    return nhs_error_set (error, NHS_ERROR_INVALID, "%s must be a whole number, not “%s”.", option,
                          text);
  /* A whole number past 64 bits is out of range like any other. */
  if (errno == ERANGE || value < min || value > max)
    return nhs_error_set (error, NHS_ERROR_INVALID, "%s %s is out of range: it must be from %d to %d.",
                          option, text, min, max);
  *out = (int) value;
  return TRUE;
}

const NhsFormat nhs_cli_table_formats[5] = {
  NHS_FORMAT_JSON, NHS_FORMAT_CSV, NHS_FORMAT_TABLE, NHS_FORMAT_WIKI, NHS_FORMAT_MARKDOWN
};

/* "a, b (default) or c" */
static char *
format_list (const NhsFormat *allowed,
             int              n_allowed,
             gboolean         mark_default,
             NhsFormat        fallback)
{
  GString *list = g_string_new (NULL);

  for (int i = 0; i < n_allowed; i++)
    g_string_append_printf (list, "%s%s%s", i == 0 ? "" : (i == n_allowed - 1 ? " or " : ", "),
                            nhs_format_key (allowed[i]),
                            mark_default && allowed[i] == fallback ? " (default)" : "");
  return g_string_free (list, FALSE);
}

const char *
nhs_cli_format_help (const NhsFormat *allowed,
                     int              n_allowed,
                     NhsFormat        fallback)
{
  g_autofree char *list = format_list (allowed, n_allowed, TRUE, fallback);

  return g_intern_string (list);
}

gboolean
nhs_cli_parse_format (const char      *text,
                      const NhsFormat *allowed,
                      int              n_allowed,
                      NhsFormat        fallback,
                      NhsFormat       *out,
                      GError         **error)
{
  NhsFormat f;

  if (text == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  if (nhs_format_from_key (text, &f))
    for (int i = 0; i < n_allowed; i++)
      if (allowed[i] == f)
        {
          *out = f;
          return TRUE;
        }
  {
    g_autofree char *list = format_list (allowed, n_allowed, FALSE, fallback);

    nhs_error_set (error, NHS_ERROR_INVALID, "Unknown format “%s”: use %s.", text, list);
  }
  return FALSE;
}

gboolean
nhs_cli_situation_format (const NhsCliSituationArgs *args,
                          NhsFormat                 *out,
                          GError                   **error)
{
  return nhs_cli_parse_format (args->format, args->formats, args->n_formats, args->default_format,
                               out, error);
}

NhsMonsterSet *
nhs_cli_load_table (const char        *data,
                    gboolean           variant_given,
                    const NhsVariant **variant,
                    GError           **error)
{
  g_autoptr (NhsMonsterSet) loaded = NULL;

  if (data)
    loaded = nhs_monster_set_load_file (data, error);
  else
    loaded = nhs_monster_set_load_variant ((*variant)->key, error);
  if (loaded == NULL)
    return NULL;
  if (data)
    {
      /* The file's own "variant" must agree with --variant, and without
         --variant it is the version whose rules apply and whose name is
         reported. */
      const NhsVariant *own = nhs_variant_from_key (loaded->variant);
      g_autofree char *shown = nhs_error_excerpt (loaded->variant, -1);

      if (own && variant_given && own->id != (*variant)->id)
        {
          nhs_error_set (error, NHS_ERROR_INVALID,
                         "%s says it is %s (its field \"variant\" is \"%s\"), but --variant is %s: "
                         "give --variant %s, or leave --variant out.",
                         data, own->display_name, shown, (*variant)->display_name, own->key);
          return NULL;
        }
      if (own == NULL && !variant_given)
        {
          nhs_error_set (error, NHS_ERROR_INVALID,
                         "%s is for “%s”, which is not a version nhspawn knows: "
                         "say whose rules to use with --variant (%s).",
                         data, shown, nhs_variant_keys ());
          return NULL;
        }
      if (own)
        *variant = own;
    }
  return g_steal_pointer (&loaded);
}

void
nhs_cli_error_drop_difficulty_hint (GError **error)
{
  char *hint;
  size_t n = strlen (NHS_SITUATION_DIFFICULTY_HINT);

  if (error == NULL || *error == NULL
      || (hint = strstr ((*error)->message, NHS_SITUATION_DIFFICULTY_HINT)) == NULL)
    return;
  memmove (hint, hint + n, strlen (hint + n) + 1);
}

gboolean
nhs_cli_resolve_situation (NhsCliSituationArgs *args,
                           gboolean             require_situation,
                           NhsSituation        *sit,
                           NhsMonsterSet      **set,
                           GError             **error)
{
  const NhsVariant *variant;
  g_autoptr (NhsMonsterSet) loaded = NULL;

  nhs_situation_init (sit);
  if (!nhs_cli_parse_variant ("--variant", args->variant, &variant, error))
    return FALSE;
  sit->variant = variant->id;

  if (args->region && !nhs_region_from_key (args->region, &sit->region))
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown region “%s”: use %s.", args->region,
                          nhs_region_keys ());
  if (args->depth && args->difficulty)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Give --depth or --difficulty, not both.");
  if (args->depth && !nhs_cli_parse_int ("--depth", args->depth, 1, NHS_DEPTH_MAX, &sit->depth, error))
    return FALSE;
  if (args->difficulty
      && !nhs_cli_parse_int ("--difficulty", args->difficulty, 1, NHS_DIFFICULTY_MAX,
                             &sit->difficulty, error))
    return FALSE;
  if (require_situation && !args->depth && !args->difficulty)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Give the level with --depth N or --difficulty N.");
  if (args->xl && !nhs_cli_parse_int ("--xl", args->xl, NHS_XL_MIN, NHS_XL_MAX, &sit->xl, error))
    return FALSE;
  if (require_situation && !args->xl)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Give the hero's experience level with --xl N (1 to 30).");
  if (args->align && (!nhs_level_align_from_key (args->align, &sit->align)))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Unknown alignment “%s”: use none, lawful, neutral or chaotic.", args->align);
  if (args->temperature)
    {
      if (g_ascii_strcasecmp (args->temperature, "hot") == 0)
        sit->temperature = NHS_TEMPERATURE_HOT;
      else if (g_ascii_strcasecmp (args->temperature, "cold") == 0)
        sit->temperature = NHS_TEMPERATURE_COLD;
      else if (g_ascii_strcasecmp (args->temperature, "normal") == 0)
        sit->temperature = NHS_TEMPERATURE_NORMAL;
      else
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "Unknown temperature “%s”: use hot, normal or cold.", args->temperature);
    }
  if (args->deepest && !nhs_cli_parse_int ("--deepest", args->deepest, 1, NHS_DEPTH_MAX, &sit->deepest, error))
    return FALSE;
  if (args->levels_above_entry
      && !nhs_cli_parse_int ("--levels-above-entry", args->levels_above_entry, 0, 10,
                             &sit->levels_above_entry, error))
    return FALSE;
  sit->groundhog_day = args->groundhog_day ? NHS_TRISTATE_YES : NHS_TRISTATE_FROM_REGION;
  sit->amulet = args->amulet;
  sit->demigod = args->demigod;
  sit->halloween = args->halloween;
  sit->aggravate = args->aggravate;
  if (args->turn && !nhs_cli_parse_int ("--turn", args->turn, 1, NHS_TURN_MAX, &sit->turn, error))
    return FALSE;
  for (int i = 0; args->event && args->event[i]; i++)
    {
      NhsSpawnEvent event;

      if (!nhs_spawn_event_from_key (args->event[i], &event))
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "Unknown event “%s” for --event: use %s.", args->event[i],
                              nhs_spawn_event_keys ());
      sit->spawn_events |= event;
    }
  if (args->demon_lords
      && !nhs_cli_parse_int ("--demon-lords", args->demon_lords, 0, 8, &sit->active_fiends, error))
    return FALSE;

  loaded = nhs_cli_load_table (args->data, args->variant != NULL, &variant, error);
  if (loaded == NULL)
    return FALSE;
  sit->variant = variant->id;

  if (!nhs_situation_set_genocides_by_name (sit, loaded, (const char * const *) args->genocide,
                                            (const char * const *) args->extinct, error))
    return FALSE;

  /* A situation that cannot occur, or an option without effect in it, is
     refused rather than silently ignored. */
  if (!require_situation && !args->depth && !args->difficulty)
    {
      int lo = 1;

      /* No level given where none is needed (align-table): the region's
         first depth stands in, so only the options given are checked. */
      if (nhs_region_depth_range (sit->variant, sit->region, &lo, NULL))
        sit->depth = lo;
    }
  if (!nhs_situation_check_effective (sit, error)
      || !nhs_situation_check_role (sit, args->role, error))
    return FALSE;
  /* the invocation (implied by --amulet, the Planes, --event invocation)
     sets the demigod flag: the situation says so */
  sit->demigod = nhs_situation_demigod (sit);
  *set = g_steal_pointer (&loaded);
  return TRUE;
}

NhsAnswer *
nhs_cli_compute_answer (NhsCliSituationArgs *args,
                        GError             **error)
{
  g_autoptr (NhsMonsterSet) set = NULL;
  NhsSituation sit;

  if (!nhs_cli_resolve_situation (args, TRUE, &sit, &set, error))
    return NULL;
  /* the sets are resolved in `sit` */
  return nhs_answer_compute (set, &sit, args->role, NULL, NULL, error);
}

/* The process's one piece of CLI state: set only by the fuzz targets. */
static gboolean dry_run;

void
nhs_cli_set_dry_run (gboolean value)
{
  dry_run = value;
}

gboolean
nhs_cli_get_dry_run (void)
{
  return dry_run;
}

/* An argument that is not UTF-8 makes GOption fail with the converter's
   "Invalid byte sequence in conversion input", naming no option: find the
   argument and name its option instead. File names (--data, --output) may
   be any bytes and are not converted. */
static void
print_parse_error (char   **saved_argv,
                   GError  *error)
{
  if (error->domain == G_CONVERT_ERROR && saved_argv)
    for (int i = 1; saved_argv[i]; i++)
      {
        const char *arg = saved_argv[i];
        g_autofree char *option = NULL;
        g_autofree char *excerpt = NULL;

        if (g_utf8_validate (arg, -1, NULL))
          continue;
        if (arg[0] == '-' && arg[1] == '-')
          option = g_strndup (arg, strcspn (arg, "="));
        else if (arg[0] != '-' && i > 1 && saved_argv[i - 1][0] == '-'
                 && strchr (saved_argv[i - 1], '=') == NULL)
          option = g_strdup (saved_argv[i - 1]);
        if (option && (strcmp (option, "--data") == 0 || strcmp (option, "--output") == 0
                       || strcmp (option, "-o") == 0))
          continue;
        excerpt = nhs_error_excerpt (arg[0] == '-' && strchr (arg, '=') ? strchr (arg, '=') + 1 : arg, -1);
        if (option)
          nhs_cli_message ("nhspawn-cli: The value of %s is not valid UTF-8 text (“%s”).\n", option, excerpt);
        else
          nhs_cli_message ("nhspawn-cli: Argument %d is not valid UTF-8 text (“%s”).\n", i, excerpt);
        return;
      }
  nhs_cli_message ("nhspawn-cli: %s.\n", error->message);
}

static gboolean
parse_options (GOptionContext *context,
               int            *argc,
               char         ***argv)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) saved = NULL;

  if (dry_run)
    g_option_context_set_help_enabled (context, FALSE);
  saved = g_new0 (char *, *argc + 1);
  for (int i = 0; i < *argc; i++)
    saved[i] = g_strdup ((*argv)[i]);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      print_parse_error (saved, error);
      return FALSE;
    }
  return TRUE;
}

gboolean
nhs_cli_parse_with_arguments (GOptionContext *context,
                              int            *argc,
                              char         ***argv,
                              int             min_args,
                              int             max_args,
                              const char     *what)
{
  if (!parse_options (context, argc, argv))
    return FALSE;
  if (*argc - 1 < min_args)
    {
      nhs_cli_message ("nhspawn-cli: No %s given: name it after the command.\n", what);
      return FALSE;
    }
  if (*argc - 1 > max_args)
    {
      nhs_cli_message ("nhspawn-cli: Unexpected argument “%s”.\n", (*argv)[1 + max_args]);
      return FALSE;
    }
  return TRUE;
}

gboolean
nhs_cli_parse (GOptionContext *context,
               int            *argc,
               char         ***argv)
{
  if (!parse_options (context, argc, argv))
    return FALSE;
  if (*argc > 1)
    {
      nhs_cli_message ("nhspawn-cli: Unexpected argument “%s”.\n", (*argv)[1]);
      return FALSE;
    }
  return TRUE;
}

int
nhs_cli_fail (GError *error)
{
  int status = NHS_CLI_EXIT_USAGE;

  if (error->domain == NHS_ERROR && error->code == NHS_ERROR_IO)
    status = NHS_CLI_EXIT_FAILURE;
  nhs_cli_message ("nhspawn-cli: %s\n", error->message);
  g_error_free (error);
  return status;
}

void
nhs_cli_message (const char *format,
                 ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = nhs_escape_message_valist (format, args);
  va_end (args);
  g_printerr ("%s", message);
}

char *
nhs_cli_sanitize_message (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text, *end = text + strlen (text);
  int quoted = -1;           /* characters so far inside “…”, or -1 outside */

  while (p < end)
    {
      gunichar ch = g_utf8_get_char_validated (p, end - p);
      const char *next = (ch == (gunichar) -1 || ch == (gunichar) -2) ? p + 1 : g_utf8_next_char (p);

      if (ch == 0x201C)                                /* “ */
        quoted = -2;
      else if (ch == 0x201D)                           /* ” */
        quoted = -1;
      if (quoted >= NHS_CLI_MAX_QUOTED)
        {
          /* Skip the rest of a long quotation, marking the cut once. */
          if (quoted == NHS_CLI_MAX_QUOTED)
            g_string_append (out, "…");
          quoted = NHS_CLI_MAX_QUOTED + 1;
          p = next;
          continue;
        }
      if (ch == (gunichar) -1 || ch == (gunichar) -2)
        g_string_append_printf (out, "\\x%02X", (guchar) *p);
      else if (ch == '\n' && next == end)
        g_string_append_c (out, '\n');                  /* the message's own end */
      else if (nhs_escape_is_hidden (ch))
        {
          /* a line break inside is shown, never made: one message, one line */
          g_autofree char *shown = nhs_escape_visible (p, next - p, 0, 0);

          g_string_append (out, shown);
        }
      else
        g_string_append_len (out, p, next - p);
      if (quoted == -2)
        quoted = 0;
      else if (quoted >= 0)
        quoted++;
      p = next;
    }
  return g_string_free (out, FALSE);
}

int
nhs_cli_print (const char *text)
{
  size_t len = strlen (text);

  g_autofree char *shown = NULL;

  if (dry_run)
    return NHS_CLI_EXIT_OK;
  /* Hidden characters (a stranger's right-to-left override, a line
     separator, an escape sequence) are shown escaped, never sent to the
     terminal: JSON's \uXXXX, so JSON stays valid JSON (nhs-escape.h). */
  for (size_t i = 0; i < len; i++)
    if ((guchar) text[i] >= 0x7F || ((guchar) text[i] < 0x20 && text[i] != '\n' && text[i] != '\t'))
      {
        shown = nhs_escape_visible (text, len, 0, NHS_ESCAPE_KEEP_LINES);
        text = shown;
        len = strlen (shown);
        break;
      }
  if (fwrite (text, 1, len, stdout) != len || fflush (stdout) != 0)
    {
      nhs_cli_message ("nhspawn-cli: Could not write the output: %s.\n", g_strerror (errno));
      return NHS_CLI_EXIT_FAILURE;
    }
  return NHS_CLI_EXIT_OK;
}

static volatile sig_atomic_t interrupted;

static void
on_interrupt (int signum)
{
  (void) signum;
  interrupted = 1;
}

void
nhs_cli_catch_interrupts (void)
{
  struct sigaction sa = { 0 };

  sa.sa_handler = on_interrupt;
  sigemptyset (&sa.sa_mask);
  sigaction (SIGINT, &sa, NULL);
  sigaction (SIGTERM, &sa, NULL);
}

gboolean
nhs_cli_interrupted (void)
{
  return interrupted != 0;
}

void
nhs_cli_progress_init (NhsCliProgress *progress,
                       gint64          total)
{
  *progress = (NhsCliProgress) { 0 };
  progress->total = MAX (total, 1);
  progress->shown = isatty (STDERR_FILENO);
}

void
nhs_cli_progress_update (NhsCliProgress *progress,
                         gint64          done)
{
  enum { WIDTH = 40 };
  char bar[WIDTH + 1];
  gint64 now;
  int filled;

  if (!progress->shown)
    return;
  now = g_get_monotonic_time ();
  if (progress->drawn && now - progress->last_draw < G_USEC_PER_SEC / 10)
    return;
  progress->last_draw = now;
  progress->drawn = TRUE;
  filled = (int) (done * WIDTH / progress->total);
  memset (bar, '#', filled);
  memset (bar + filled, '-', WIDTH - filled);
  bar[WIDTH] = 0;
  fprintf (stderr, "\r[%s] %3d%% %" G_GINT64_FORMAT " of %" G_GINT64_FORMAT " levels", bar,
           (int) (done * 100 / progress->total), done, progress->total);
  fflush (stderr);
}

void
nhs_cli_progress_end (NhsCliProgress *progress)
{
  if (!progress->drawn)
    return;
  /* carriage return, erase to the end of the line */
  fputs ("\r\033[K", stderr);
  fflush (stderr);
  progress->drawn = FALSE;
}
