/* nhs-report-mkclass.c: mkclass and preset distributions as JSON, CSV, text and wiki
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-report-mkclass.h"
#include "nhs-report-private.h"
#include "nhs-situation-title.h"

#include <json-glib/json-glib.h>

static const char *
align_word (int atyp)
{
  if (atyp == NHS_MKCLASS_ANY_ALIGN)
    return NULL;
  return atyp > 0 ? "lawful" : atyp < 0 ? "chaotic" : "neutral";
}

char *
nhs_report_class_dist (const NhsClassDist *dist,
                       const char         *preset_key,
                       NhsFormat           format)
{
  const NhsMonsterSet *set = dist->set;
  const NhsSituation *sit = &dist->situation;
  gboolean has_none = mpq_sgn (dist->none) > 0;
  g_autofree char *none = nhs_mpq_to_string (dist->none);

  if (format == NHS_FORMAT_JSON)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "variant");
      json_builder_add_string_value (b, dist->variant->key);
      json_builder_set_member_name (b, "region");
      json_builder_add_string_value (b, nhs_region_info (sit->region)->key);
      json_builder_set_member_name (b, "difficulty");
      json_builder_add_int_value (b, dist->difficulty);
      /* mkclass's level_difficulty () >> 1: a soft limit (members above it
         stay possible), kept as max_difficulty for mkclass's JSON */
      json_builder_set_member_name (b, "max_difficulty");
      json_builder_add_int_value (b, dist->maxmlev);
      json_builder_set_member_name (b, "mkclass_limit");
      json_builder_add_int_value (b, dist->maxmlev);
      json_builder_set_member_name (b, "xl");
      json_builder_add_int_value (b, sit->xl);
      if (dist->mlet > 0)
        {
          char sym[2] = { dist->symbol, 0 };

          json_builder_set_member_name (b, "class");
          json_builder_add_string_value (b, sym);
          json_builder_set_member_name (b, "class_id");
          json_builder_add_string_value (b, nhs_mkclass_class_id (set, dist->mlet));
        }
      if (align_word (dist->aligned))
        {
          json_builder_set_member_name (b, "aligned");
          json_builder_add_string_value (b, align_word (dist->aligned));
        }
      if (preset_key)
        {
          json_builder_set_member_name (b, "preset");
          json_builder_add_string_value (b, preset_key);
        }
      json_builder_set_member_name (b, "title");
      json_builder_add_string_value (b, dist->title);
      if (has_none)
        {
          json_builder_set_member_name (b, "none");
          json_builder_add_string_value (b, none);
          json_builder_set_member_name (b, "none_probability");
          json_builder_add_double_value (b, nhs_mpq_to_double (dist->none));
        }
      json_builder_set_member_name (b, "monsters");
      json_builder_begin_array (b);
      for (int k = 0; k < dist->n_results; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *frac = nhs_mpq_to_string (dist->probs[i]);

          json_builder_begin_object (b);
          nhs_report_json_monster (b, m, dist->bag_weight[i] > 0, dist->bag_weight[i],
                                   nhs_mpq_to_double (dist->probs[i]), frac);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      return nhs_report_builder_to_string (b);
    }

  {
    g_autoptr (NhsTable) table = nhs_class_dist_table (dist);

    return nhs_table_write (table, format);
  }
}

/* marks the window's words for translation (the window's phrasebook
   translates them) */
#define NHS_N_(s) s

static const char *
tr (const NhsPhrasebook *pb,
    const char          *msgid)
{
  return pb != NULL && pb->gettext != NULL ? pb->gettext (msgid) : msgid;
}

char *
nhs_class_dist_title (const NhsClassDist  *dist,
                      const NhsSituation  *sit,
                      const NhsPresetInfo *preset,
                      const char          *role,
                      const NhsPhrasebook *pb)
{
  gboolean role_is_preset = preset != NULL && preset->needs_role;
  g_autofree char *situation = NULL;

  g_return_val_if_fail (dist != NULL, NULL);
  situation = nhs_situation_title (sit != NULL ? sit : &dist->situation,
                                   role_is_preset ? NULL : role, dist->set, pb);
  if (preset == NULL)
    /* Translators: the Classes view's title: mkclass of a class (the game's
       S_ name), the level difficulty, mkclass's limit (the game's maxmlev:
       a monster of higher difficulty is too strong and taken only by a coin
       flip, so the list may end there), then the whole situation */
    return g_strdup_printf (tr (pb, NHS_N_("mkclass(%s) at level difficulty %d (the list may end at "
                                           "a member above difficulty %d): %s")),
                            nhs_mkclass_class_id (dist->set, dist->mlet), dist->difficulty,
                            dist->maxmlev, situation);
  if (role_is_preset && role != NULL)
    /* Translators: the Classes view's title: a use of mkclass (a preset's
       name), the role it was asked for, then the whole situation */
    return g_strdup_printf (tr (pb, NHS_N_("%s, role %s: %s")), tr (pb, preset->name), role,
                            situation);
  /* Translators: the Classes view's title: a use of mkclass (a preset's
     name), then the whole situation */
  return g_strdup_printf (tr (pb, NHS_N_("%s: %s")), tr (pb, preset->name), situation);
}

NhsTable *
nhs_class_dist_table (const NhsClassDist *dist)
{
  const NhsMonsterSet *set = dist->set;
  const NhsSituation *sit = &dist->situation;
  /* the Classes view's title (a mixture names itself: dist->title) */
  g_autofree char *caption = dist->mlet != 0 ? nhs_class_dist_title (dist, sit, NULL, NULL, NULL)
                                             : NULL;
  NhsTable *t;

  if (caption == NULL)
    {
      g_autofree char *situation = nhs_situation_title (sit, NULL, set, NULL);

      caption = g_strdup_printf ("%s: %s", dist->title, situation);
    }
  t = nhs_table_new (caption);
  nhs_report_monster_columns (t, FALSE);
  for (int k = 0; k < dist->n_results; k++)
    {
      int i = dist->order[k];
      const NhsMonster *m = &set->monsters[i];

      nhs_table_begin_row (t);
      nhs_table_add_symbol (t, m->symbol);
      nhs_table_add_text (t, m->name);
      nhs_table_add_int (t, m->difficulty);
      nhs_table_add_int (t, m->frequency);
      if (dist->bag_weight[i] > 0)
        nhs_table_add_int (t, dist->bag_weight[i]);
      else
        nhs_table_add_text (t, "");
      nhs_table_add_mpq (t, dist->probs[i]);
      nhs_table_add_percent (t, dist->probs[i]);
    }
  if (mpq_sgn (dist->none) > 0)
    {
      nhs_table_begin_row (t);
      nhs_table_add_text (t, "");
      nhs_table_add_plain (t, "no monster");
      nhs_table_add_text (t, "");
      nhs_table_add_text (t, "");
      nhs_table_add_text (t, "");
      nhs_table_add_mpq (t, dist->none);
      nhs_table_add_percent (t, dist->none);
    }
  return t;
}
