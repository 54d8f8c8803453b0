/* nhs-answer.c: one situation in, its one answer out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-answer.h"
#include "nhs-renames.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "nhs-error.h"
#include "nhs-json-text.h"
#include "nhs-presets.h"
#include "nhs-report.h"
#include "nhs-report-mkclass.h"

gboolean
nhs_situation_mark_gone (NhsSituation        *sit,
                         const NhsMonsterSet *set,
                         const NhsMonster    *m,
                         gboolean             extinct,
                         GError             **error)
{
  if (extinct ? !nhs_monster_refuse_extinct (set, m, error)
              : !nhs_monster_refuse_genocide (set, m, error))
    return FALSE;
  if (m->index >= NHS_MAX_MONSTERS)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "“%s” lies past the %d monsters a genocide list can hold.",
                          m->name, NHS_MAX_MONSTERS);
  /* read.c do_genocide () genocides only with G_GENO: any other monster
     on a genocide list can only have died out */
  if (!extinct && (m->geno & NHS_G_GENO))
    nhs_situation_set_genocided (sit, m->index, TRUE);
  else
    nhs_situation_set_extinct (sit, m->index, TRUE);
  return TRUE;
}

static gboolean
mark_names (NhsSituation        *sit,
            const NhsMonsterSet *set,
            const char * const  *names,
            gboolean             extinct,
            GError             **error)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);

  for (int i = 0; names != NULL && names[i] != NULL; i++)
    {
      const NhsMonster *m = nhs_monster_set_lookup_gone (set, names[i]);

      if (m == NULL)
        {
          g_autofree char *shown = nhs_error_excerpt (names[i], -1);
          g_autofree char *hint = nhs_monster_rename_hint (set, names[i]);

          return nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME,
                                extinct ? "There is no monster “%s” to call extinct in %s's monster table%s."
                                        : "There is no monster “%s” to genocide in %s's monster table%s.",
                                shown, variant->display_name, hint);
        }
      if (!nhs_situation_mark_gone (sit, set, m, extinct, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
nhs_situation_set_genocides_by_name (NhsSituation        *sit,
                                     const NhsMonsterSet *set,
                                     const char * const  *genocides,
                                     const char * const  *extinct,
                                     GError             **error)
{
  memset (sit->genocided, 0, sizeof sit->genocided);
  memset (sit->extinct, 0, sizeof sit->extinct);
  return mark_names (sit, set, genocides, FALSE, error)
         && mark_names (sit, set, extinct, TRUE, error);
}

static char **
names_of (const NhsMonsterSet *set,
          const guint64       *bits)
{
  GPtrArray *names = g_ptr_array_new ();

  for (int i = 0; i < set->n && i < NHS_MAX_MONSTERS; i++)
    if (nhs_situation_bit (bits, i))
      g_ptr_array_add (names, g_strdup (set->monsters[i].name));
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

/* The answer to a situation whose checks are done (the genocides resolved) */
static NhsAnswer *
answer_build (NhsMonsterSet      *set,
              const NhsSituation *sit,
              const char         *role,
              GError            **error)
{
  g_autoptr (NhsDistribution) ordinary = NULL;
  NhsSituation own = *sit;
  NhsAnswer *answer;

  ordinary = nhs_rndmonst_compute (set, &own, error);
  if (ordinary == NULL)
    return NULL;

  answer = g_new0 (NhsAnswer, 1);
  answer->ref_count = 1;
  answer->set = nhs_monster_set_ref (set);
  answer->situation = own;
  answer->role = g_strdup (role);
  nhs_situation_difficulty_explanation (&own, &answer->difficulty);
  answer->min_difficulty = ordinary->min_difficulty;
  answer->max_difficulty = ordinary->max_difficulty;
  answer->genocides = names_of (set, own.genocided);
  answer->extinct = names_of (set, own.extinct);

  if (role != NULL && nhs_region_info (own.region)->quest)
    {
      g_autoptr (NhsClassDist) mix = nhs_quest_rndmonst_compute (set, &own, role, error);

      if (mix == NULL)
        {
          nhs_answer_unref (answer);
          return NULL;
        }
      answer->chances = nhs_chances_new_quest (mix, ordinary, role);
    }
  else
    answer->chances = nhs_chances_new_rndmonst (ordinary);
  answer->ordinary = g_steal_pointer (&ordinary);
  return answer;
}

NhsAnswer *
nhs_answer_compute (NhsMonsterSet       *set,
                    const NhsSituation  *sit,
                    const char          *role,
                    const char * const  *genocides,
                    const char * const  *extinct,
                    GError             **error)
{
  NhsSituation own;

  g_return_val_if_fail (set != NULL && sit != NULL, NULL);

  own = *sit;
  if ((genocides != NULL || extinct != NULL)
      && !nhs_situation_set_genocides_by_name (&own, set, genocides, extinct, error))
    return NULL;
  if (!nhs_situation_check_effective (&own, error)
      || !nhs_situation_check_role (&own, role, error))
    return NULL;
  return answer_build (set, &own, role, error);
}

NhsAnswer *
nhs_answer_compute_as_given (NhsMonsterSet      *set,
                             const NhsSituation *sit,
                             GError            **error)
{
  g_return_val_if_fail (set != NULL && sit != NULL, NULL);

  if (!nhs_situation_validate (sit, error))
    return NULL;
  return answer_build (set, sit, NULL, error);
}

G_DEFINE_BOXED_TYPE (NhsAnswer, nhs_answer, nhs_answer_ref, nhs_answer_unref)

NhsAnswer *
nhs_answer_ref (NhsAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, NULL);
  g_atomic_int_inc (&answer->ref_count);
  return answer;
}

void
nhs_answer_unref (NhsAnswer *answer)
{
  if (answer == NULL || !g_atomic_int_dec_and_test (&answer->ref_count))
    return;
  g_clear_pointer (&answer->chances, nhs_chances_unref);
  g_clear_pointer (&answer->ordinary, nhs_distribution_unref);
  g_strfreev (answer->genocides);
  g_strfreev (answer->extinct);
  g_free (answer->role);
  nhs_monster_set_unref (answer->set);
  g_free (answer);
}

gboolean
nhs_answer_is_quest_mix (const NhsAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, FALSE);
  return answer->chances->role != NULL;
}

void
nhs_answer_chance (const NhsAnswer *answer,
                   int              index,
                   mpq_t            out)
{
  const NhsChances *c = answer->chances;

  g_return_if_fail (index >= 0 && index < c->n);
  if (c->mkclass != NULL)
    mpq_set (out, c->mkclass->probs[index]);
  else
    nhs_distribution_chance (c->rndmonst, index, out);
}

void
nhs_answer_none (const NhsAnswer *answer,
                 mpq_t            out)
{
  const NhsChances *c = answer->chances;

  if (c->mkclass != NULL)
    mpq_set (out, c->mkclass->none);
  else
    nhs_distribution_none_chance (c->rndmonst, out);
}

gboolean
nhs_answer_exclusion (const NhsAnswer    *answer,
                      int                 index,
                      NhsExclusionReason *out)
{
  NhsExclusionReason local;

  g_return_val_if_fail (answer != NULL, FALSE);
  if (out == NULL)
    out = &local;
  if (nhs_chances_possible (answer->chances, index))
    {
      memset (out, 0, sizeof *out);
      out->code = NHS_EXCLUDED_NOT;
      return FALSE;
    }
  return nhs_distribution_exclusion_reason (answer->ordinary, index, out);
}

char *
nhs_answer_describe_exclusion (const NhsAnswer *answer,
                               int              index)
{
  if (!nhs_answer_exclusion (answer, index, NULL))
    return NULL;
  return nhs_distribution_describe_exclusion (answer->ordinary, index);
}

/* probs's reasons: rndmonst ()'s, for a monster with no chance */
static int
answer_reasons (gconstpointer      data,
                int                index,
                NhsExclusionReason out[NHS_EXCLUSION_N_CODES])
{
  const NhsAnswer *answer = data;

  if (!nhs_answer_exclusion (answer, index, NULL))
    return 0;
  return nhs_distribution_exclusion_reasons (answer->ordinary, index, out);
}

/* A Quest level's mixture (rndmonst () 1 in 7, qt_montype () 6 in 7)
   says rndmonst ()'s window as every probs answer does: min_difficulty and
   max_difficulty; mkclass's soft limit stays as mkclass_limit. */
static char *
mixture_window_json (const NhsAnswer *answer,
                     const char      *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;
  g_autofree char *text = NULL;

  if (!json_parser_load_from_data (parser, json, -1, NULL))
    return g_strdup (json);
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_int_member (root, "min_difficulty", answer->ordinary->min_difficulty);
  json_object_set_int_member (root, "max_difficulty", answer->ordinary->max_difficulty);
  text = nhs_json_text (json_parser_get_root (parser));
  return g_strconcat (text, "\n", NULL);
}

char *
nhs_answer_report (const NhsAnswer *answer,
                   NhsFormat        format,
                   gboolean         excluded)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (answer != NULL, NULL);
  if (answer->chances->mkclass != NULL)
    {
      text = nhs_report_class_dist (answer->chances->mkclass, NULL, format);
      if (format == NHS_FORMAT_JSON && text != NULL)
        {
          char *windowed = mixture_window_json (answer, text);

          g_free (text);
          text = windowed;
        }
    }
  else
    text = nhs_report_probs (answer->ordinary, format);
  if (!excluded || text == NULL)
    return g_steal_pointer (&text);
  return nhs_report_add_excluded (g_steal_pointer (&text), format, answer->set, answer_reasons,
                                  answer);
}

NhsTable *
nhs_answer_table (const NhsAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, NULL);
  return nhs_chances_table (answer->chances);
}

NhsTable *
nhs_chances_table (const NhsChances *chances)
{
  g_return_val_if_fail (chances != NULL, NULL);
  if (chances->mkclass != NULL)
    return nhs_class_dist_table (chances->mkclass);
  return nhs_probs_table (chances->rndmonst);
}
