/* nhs-cli-diff.c: compare (diff) — each monster's chance in two situations, and the change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * nhspawn-cli compare --variant A --against B [situation options]
 * nhspawn-cli compare [--variant A] --depth N --depth2 M [situation options]
 * Side B is side A with the *2 options changed; diff is a synonym.
 */
#include "nhs-cli-common.h"
#include "nhs-cli-commands.h"
#include "nhs-diff.h"
#include "nhs-error.h"

void
nhs_cli_compare_args_clear (NhsCliCompareArgs *o)
{
  g_free (o->against);
  g_free (o->depth2);
  g_free (o->xl2);
  g_free (o->region2);
  g_free (o->align2);
  g_free (o->amulet2);
}

/* Side B: side A's situation with the *2 options applied. */
static gboolean
resolve_other (NhsCliSituationArgs *args,
               const NhsCliCompareArgs *o,
               const NhsSituation  *sit_a,
               NhsMonsterSet       *set_a,
               NhsSituation        *sit_b,
               NhsMonsterSet      **set_b,
               GError             **error)
{
  const NhsVariant *variant = nhs_variant_get (sit_a->variant);

  if (!o->against && !o->depth2 && !o->xl2 && !o->region2 && !o->align2 && !o->amulet2)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Give the second situation with --against VARIANT, --depth2 N, --xl2 N, "
                          "--region2 R, --align2 A or --amulet2 yes|no.");
  *sit_b = *sit_a;
  if (o->depth2 != NULL)
    {
      if (args->difficulty != NULL)
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "--depth2 compares two depths: give --depth, not --difficulty.");
      if (!nhs_cli_parse_int ("--depth2", o->depth2, 1, NHS_DEPTH_MAX, &sit_b->depth, error))
        return FALSE;
    }
  if (o->xl2 && !nhs_cli_parse_int ("--xl2", o->xl2, NHS_XL_MIN, NHS_XL_MAX, &sit_b->xl, error))
    return FALSE;
  if (o->region2 && !nhs_region_from_key (o->region2, &sit_b->region))
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown region “%s” for --region2: use %s.",
                          o->region2, nhs_region_keys ());
  if (o->align2 && !nhs_level_align_from_key (o->align2, &sit_b->align))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Unknown alignment “%s” for --align2: use none, lawful, neutral or chaotic.",
                          o->align2);
  if (o->amulet2)
    {
      if (g_ascii_strcasecmp (o->amulet2, "yes") == 0)
        sit_b->amulet = TRUE;
      else if (g_ascii_strcasecmp (o->amulet2, "no") == 0)
        sit_b->amulet = FALSE;
      else
        return nhs_error_set (error, NHS_ERROR_INVALID, "--amulet2 takes yes or no, not “%s”.",
                              o->amulet2);
    }
  if (o->against != NULL)
    {
      if (!nhs_cli_parse_variant ("--against", o->against, &variant, error))
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
  if (o->against == NULL ? !nhs_situation_check_effective (sit_b, error)
                         : !nhs_situation_check_depth (sit_b, error))
    {
      g_clear_pointer (set_b, nhs_monster_set_unref);
      return FALSE;
    }
  return TRUE;
}

void
nhs_cli_compare_add_options (GOptionContext    *context,
                             NhsCliCompareArgs *other)
{
  GOptionEntry entries[] = {
    { "against", 0, 0, G_OPTION_ARG_STRING, &other->against,
      "B: this game version instead", "V" },
    { "depth2", 0, 0, G_OPTION_ARG_STRING, &other->depth2, "B: this depth instead", "N" },
    { "xl2", 0, 0, G_OPTION_ARG_STRING, &other->xl2, "B: this experience level instead", "N" },
    { "region2", 0, 0, G_OPTION_ARG_STRING, &other->region2, "B: this region instead", "R" },
    { "align2", 0, 0, G_OPTION_ARG_STRING, &other->align2, "B: this level alignment instead", "A" },
    { "amulet2", 0, 0, G_OPTION_ARG_STRING, &other->amulet2,
      "B: with (yes) or without (no) the Amulet", "yes|no" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
}

NhsDiff *
nhs_cli_compute_diff (NhsCliSituationArgs     *args,
                      const NhsCliCompareArgs *other,
                      GError                 **error)
{
  g_autoptr (NhsMonsterSet) set_a = NULL;
  g_autoptr (NhsMonsterSet) set_b = NULL;
  g_autoptr (NhsAnswer) a = NULL;
  g_autoptr (NhsAnswer) b = NULL;
  NhsSituation sit_a, sit_b;

  if (!nhs_cli_resolve_situation (args, TRUE, &sit_a, &set_a, error)
      || !resolve_other (args, other, &sit_a, set_a, &sit_b, &set_b, error))
    return NULL;
  /* each side's one answer; the role goes with B while B is on the Quest */
  if (other->against != NULL)
    nhs_situation_drop_unused (&sit_b);
  if (!(a = nhs_answer_compute (set_a, &sit_a, args->role, NULL, NULL, error))
      || !(b = nhs_answer_compute (set_b, &sit_b,
                                   nhs_region_info (sit_b.region)->quest ? args->role : NULL,
                                   NULL, NULL, error)))
    return NULL;
  return nhs_diff_compute_answers (a, b);
}

int
nhs_cli_diff_main (int    argc,
                   char **argv)
{
  NhsCliSituationArgs args = { 0 };
  NhsCliCompareArgs other = { 0 };
  g_autoptr (GOptionContext) context =
    g_option_context_new ("- each monster's chance in two situations, and the change");
  g_autoptr (NhsDiff) diff = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;
  NhsFormat format;
  int status;

  g_option_context_set_summary (context,
                                "Lists every monster rndmonst() can pick in either situation with "
                                "its exact\nchance in both and the change B - A, largest change "
                                "first; monsters that\nentered or left are marked.  A is given by "
                                "the situation options, B is A\nwith the *2 options (and --against) "
                                "changed.  “diff” is a synonym.");
  nhs_cli_compare_add_options (context, &other);
  NHS_CLI_SET_FORMATS (&args, nhs_cli_table_formats, NHS_FORMAT_TABLE);
  nhs_cli_add_situation_options (context, &args, TRUE);
  if (!nhs_cli_parse (context, &argc, &argv))
    {
      nhs_cli_situation_args_clear (&args);
      nhs_cli_compare_args_clear (&other);
      return NHS_CLI_EXIT_USAGE;
    }
  if (!nhs_cli_situation_format (&args, &format, &error)
      || !(diff = nhs_cli_compute_diff (&args, &other, &error)))
    status = nhs_cli_fail (error);
  else
    {
      text = nhs_report_diff (diff, format);
      status = nhs_cli_print (text);
    }
  nhs_cli_situation_args_clear (&args);
  nhs_cli_compare_args_clear (&other);
  return status;
}
