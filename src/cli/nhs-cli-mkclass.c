/* nhs-cli-mkclass.c: mkclass, presets and origins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-pools.h"
#include "nhs-error.h"
#include "nhs-mkclass.h"
#include "nhs-origins.h"
#include "nhs-presets.h"
#include "nhs-report-mkclass.h"
#include "nhs-report.h"

#include <string.h>

/* presets and origins: a description or a list of expectations, no table */
static const NhsFormat text_formats[] = { NHS_FORMAT_JSON, NHS_FORMAT_TABLE };

static gboolean
parse_aligned (const char *text,
               int        *atyp,
               GError    **error)
{
  *atyp = NHS_MKCLASS_ANY_ALIGN;
  if (text == NULL)
    return TRUE;
  if (g_ascii_strcasecmp (text, "lawful") == 0)
    *atyp = 1;
  else if (g_ascii_strcasecmp (text, "neutral") == 0)
    *atyp = 0;
  else if (g_ascii_strcasecmp (text, "chaotic") == 0)
    *atyp = -1;
  else if (g_ascii_strcasecmp (text, "any") == 0 || g_ascii_strcasecmp (text, "none") == 0)
    *atyp = NHS_MKCLASS_ANY_ALIGN;
  else
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Unknown alignment “%s” for --aligned: use lawful, neutral or chaotic.",
                          text);
  return TRUE;
}

/* mkclass's reasons: its walk's */
static int
class_reasons (gconstpointer      data,
               int                index,
               NhsExclusionReason out[NHS_EXCLUSION_N_CODES])
{
  return nhs_class_dist_exclusion_reasons (data, index, out);
}

int
nhs_cli_mkclass_main (int    argc,
                      char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the exact chances of mkclass() and its uses");
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsClassDist) dist = NULL;
  g_autofree char *class_text = NULL;
  g_autofree char *aligned_text = NULL;
  g_autofree char *preset_text = NULL;
  g_autofree char *role_text = NULL;
  g_autofree char *text = NULL;
  gboolean special_level = FALSE;
  gboolean excluded = FALSE;
  GError *error = NULL;
  NhsSituation sit;
  NhsFormat format;
  int atyp;
  GOptionEntry entries[] = {
    { "class", 0, 0, G_OPTION_ARG_STRING, &class_text,
      "Monster class: its symbol (n, &, Z) or its name (S_NYMPH)", "SYMBOL" },
    { "aligned", 0, 0, G_OPTION_ARG_STRING, &aligned_text,
      "mkclass_aligned() with this alignment: lawful, neutral or chaotic (3.6 and later)", "A" },
    { "preset", 0, 0, G_OPTION_ARG_STRING, &preset_text,
      "One of the game's uses of mkclass (see “nhspawn-cli presets”)", "NAME" },
    { "special-level", 0, 0, G_OPTION_ARG_NONE, &special_level,
      "mkclass as a special level's class monster asks for it: never-generated monsters "
      "allowed (G_NOGEN); SLASH'EM also stops at the first member harder than four times "
      "the limit (MKC_ULIMIT)", NULL },
    { "excluded", 0, 0, G_OPTION_ARG_NONE, &excluded,
      "Also list every monster of the class that mkclass() cannot make, and why; with --preset, "
      "every monster of its classes that none of its draws makes, with each draw's reasons",
      NULL },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Lists every monster mkclass() can make of a class, or one of the "
                                "game's uses of it\n(--preset), most likely first, with the exact "
                                "chance in lowest terms and the chance\nof no monster at all.");
  g_option_context_add_main_entries (context, entries, NULL);
  NHS_CLI_SET_FORMATS (&args, nhs_cli_table_formats, NHS_FORMAT_TABLE);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  /* --role (a situation option) is the quest preset's here, on any level */
  role_text = g_steal_pointer (&args.role);
  if (!nhs_cli_situation_format (&args, &format, &error)
      || !parse_aligned (aligned_text, &atyp, &error))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  if ((class_text == NULL) == (preset_text == NULL))
    {
      nhs_cli_situation_args_clear (&args);
      nhs_error_set (&error, NHS_ERROR_INVALID,
                     class_text ? "Give either --class or --preset, not both."
                                : "No class given: use --class SYMBOL (or --preset NAME).");
      return nhs_cli_fail (error);
    }
  if (special_level && preset_text)
    {
      nhs_cli_situation_args_clear (&args);
      nhs_error_set (&error, NHS_ERROR_INVALID,
                     "--special-level goes with --class: a preset makes its monsters the way "
                     "its own place in the game does.");
      return nhs_cli_fail (error);
    }
  if (preset_text && !nhs_preset_lookup (preset_text))
    {
      nhs_cli_situation_args_clear (&args);
      nhs_error_set (&error, NHS_ERROR_UNKNOWN_NAME,
                     "Unknown preset “%s”: run “nhspawn-cli presets” for the list.", preset_text);
      return nhs_cli_fail (error);
    }
  if (preset_text)
    {
      const NhsVariant *variant = NULL;
      g_autofree char *refusal = NULL;

      /* a preset of another version: said before anything else is asked for */
      if (nhs_cli_parse_variant ("--variant", args.variant, &variant, NULL)
          && (refusal = nhs_preset_refusal (nhs_preset_lookup (preset_text), variant)) != NULL)
        {
          nhs_cli_situation_args_clear (&args);
          nhs_error_set (&error, NHS_ERROR_INVALID, "%s", refusal);
          return nhs_cli_fail (error);
        }
    }
  if (!nhs_cli_resolve_situation (&args, TRUE, &sit, &set, &error))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  nhs_cli_situation_args_clear (&args);
  if (role_text && !(preset_text && nhs_preset_lookup (preset_text)->needs_role))
    {
      const NhsQuestRole *role = nhs_quest_role_lookup (set, role_text);

      /* EvilHack's mkclass reads the hero's role (mk_gen_ok: an Infidel's
         agents and champions) */
      if (!nhs_variant_get (sit.variant)->mkclass_region_role_gates)
        {
          nhs_error_set (&error, NHS_ERROR_INVALID,
                         "--role is only used by the quest preset (--preset quest) in %s; "
                         "leave it out here.", nhs_variant_get (sit.variant)->display_name);
          return nhs_cli_fail (error);
        }
      if (role == NULL)
        {
          g_autofree const char **names = nhs_preset_quest_roles (set);
          g_autofree char *list = g_strjoinv (", ", (char **) names);

          nhs_error_set (&error, NHS_ERROR_UNKNOWN_NAME, "Unknown role “%s” for %s: use one of %s.",
                         role_text, nhs_variant_get (sit.variant)->display_name, list);
          return nhs_cli_fail (error);
        }
      sit.infidel = g_strcmp0 (role->self, "infidel") == 0;
    }

  if (class_text)
    {
      int mlet = nhs_mkclass_lookup_class (set, class_text);

      if (mlet == 0)
        {
          nhs_error_set (&error, NHS_ERROR_UNKNOWN_NAME,
                         "Unknown monster class “%s”: give a class symbol such as n, & or Z, "
                         "or a name such as S_NYMPH.", class_text);
          return nhs_cli_fail (error);
        }
      dist = nhs_mkclass_compute_spc (set, &sit, mlet,
                                      special_level ? nhs_mkclass_special_level_spc (nhs_variant_get (sit.variant)) : 0,
                                      atyp, &error);
    }
  else
    {
      NhsPresetOptions opts = { .role = role_text, .atyp = atyp };

      dist = nhs_preset_compute (set, &sit, preset_text, &opts, &error);
    }
  if (dist == NULL)
    return nhs_cli_fail (error);
  text = nhs_report_class_dist (dist, preset_text ? nhs_preset_lookup (preset_text)->key : NULL,
                                format);
  if (excluded && preset_text)
    {
      g_autoptr (NhsPresetExcluded) x = nhs_preset_excluded_new (dist,
                                                                 nhs_preset_lookup (preset_text),
                                                                 &error);

      if (x == NULL)
        return nhs_cli_fail (error);
      text = nhs_report_add_excluded (text, format, dist->set, nhs_preset_excluded_reasons, x);
    }
  else if (excluded)
    text = nhs_report_add_excluded (text, format, dist->set, class_reasons, dist);
  return nhs_cli_print (text);
}

int
nhs_cli_presets_main (int    argc,
                      char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("- the game's uses of mkclass");
  g_autofree char *format_key = NULL;
  g_autofree char *variant_key = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  const NhsVariant *variant = NULL;
  NhsFormat format;
  GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_key, nhs_cli_format_help (text_formats, G_N_ELEMENTS (text_formats), NHS_FORMAT_TABLE), "FORMAT" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_key,
      "Only this version's presets (default: every preset, with the versions that have it)",
      "VERSION" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    return NHS_CLI_EXIT_USAGE;
  if (!nhs_cli_parse_format (format_key, text_formats, G_N_ELEMENTS (text_formats), NHS_FORMAT_TABLE, &format,
                             &error)
      || (variant_key != NULL && !nhs_cli_parse_variant ("--variant", variant_key, &variant, &error)))
    return nhs_cli_fail (error);
  text = nhs_presets_describe (variant, format == NHS_FORMAT_JSON);
  return nhs_cli_print (text);
}

int
nhs_cli_origins_main (int    argc,
                      char **argv)
{
  NhsCliSituationArgs args = { 0 };
  g_autoptr (GOptionContext) context = g_option_context_new ("- where a level's monsters come from");
  g_autoptr (NhsAnswer) answer = NULL;
  g_autofree char *turns_text = NULL;
  g_autofree char *rooms_text = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsFormat format;
  NhsOrigins *origins;
  int turns = 0, rooms = -1;
  GOptionEntry entries[] = {
    { "turns", 0, 0, G_OPTION_ARG_STRING, &turns_text,
      "Turns spent on the level after its creation (default 0)", "N" },
    { "rooms", 0, 0, G_OPTION_ARG_STRING, &rooms_text,
      "Ordinary rooms on the level (default 9)", "N" },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Expected monsters on a fresh level (room-and-corridor and maze) "
                                "and after N turns,\nper monster, for the situation.");
  g_option_context_add_main_entries (context, entries, NULL);
  NHS_CLI_SET_FORMATS (&args, text_formats, NHS_FORMAT_TABLE);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      return NHS_CLI_EXIT_USAGE;
    }
  if (!nhs_cli_situation_format (&args, &format, &error)
      || (turns_text && !nhs_cli_parse_int ("--turns", turns_text, 0, 10000000, &turns, &error))
      || (rooms_text && !nhs_cli_parse_int ("--rooms", rooms_text, 1, 40, &rooms, &error))
      || !(answer = nhs_cli_compute_answer (&args, &error)))
    {
      nhs_cli_situation_args_clear (&args);
      return nhs_cli_fail (error);
    }
  nhs_cli_situation_args_clear (&args);
  origins = nhs_origins_compute_answer (answer, rooms > 0 ? rooms : NHS_ORIGINS_DEFAULT_ROOMS, turns,
                                        &error);
  if (origins == NULL)
    return nhs_cli_fail (error);
  text = nhs_origins_report (origins, format == NHS_FORMAT_JSON);
  nhs_origins_free (origins);
  return nhs_cli_print (text);
}
