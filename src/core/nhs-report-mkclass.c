/* nhs-report-mkclass.c: mkclass and preset distributions as JSON, CSV, text and wiki
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-report-mkclass.h"
#include "nhs-report-private.h"

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
  GString *out;

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
      json_builder_set_member_name (b, "max_difficulty");
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
          json_builder_add_double_value (b, mpq_get_d (dist->none));
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
                                   mpq_get_d (dist->probs[i]), frac);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      return nhs_report_builder_to_string (b);
    }

  out = g_string_new (NULL);
  if (format == NHS_FORMAT_CSV)
    {
      g_string_append (out, "name,symbol,difficulty,frequency,weight,fraction,probability\n");
      for (int k = 0; k < dist->n_results; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *frac = nhs_mpq_to_string (dist->probs[i]);

          nhs_report_append_csv_monster (out, m);
          g_string_append_printf (out, ",%d,%d,%d,%s,%.6f\n", m->difficulty, m->frequency,
                                  dist->bag_weight[i], frac, mpq_get_d (dist->probs[i]));
        }
      if (has_none)
        g_string_append_printf (out, "(none),,,,,%s,%.6f\n", none, mpq_get_d (dist->none));
    }
  else if (format == NHS_FORMAT_WIKI)
    {
      g_string_append_printf (out,
                              "{| class=\"wikitable sortable\"\n|+ %s, %s: %s, level difficulty %d, "
                              "XL %d\n! Symbol !! Monster !! Difficulty !! Frequency !! Chance !! %%\n",
                              dist->variant->display_name, nhs_region_info (sit->region)->name,
                              dist->title, dist->difficulty, sit->xl);
      for (int k = 0; k < dist->n_results; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *frac = nhs_mpq_to_string (dist->probs[i]);

          g_string_append (out, "|-\n| ");
          nhs_report_append_wiki_monster (out, m);
          g_string_append_printf (out, " || %d || %d || %s || %.2f\n", m->difficulty,
                                  m->frequency, frac, 100.0 * mpq_get_d (dist->probs[i]));
        }
      if (has_none)
        g_string_append_printf (out, "|-\n| || ''no monster'' || || || %s || %.2f\n", none,
                                100.0 * mpq_get_d (dist->none));
      g_string_append (out, "|}\n");
    }
  else
    {
      g_string_append_printf (out, "%s, %s: %s, level difficulty %d (mkclass limit %d), XL %d, "
                              "%d monsters\n",
                              dist->variant->display_name, nhs_region_info (sit->region)->name,
                              dist->title, dist->difficulty, dist->maxmlev, sit->xl,
                              dist->n_results);
      nhs_report_append_text_monster (out, NULL);
      g_string_append_printf (out, " %6s %24s %8s\n", "weight", "fraction", "percent");
      for (int k = 0; k < dist->n_results; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *frac = nhs_mpq_to_string (dist->probs[i]);

          nhs_report_append_text_monster (out, m);
          g_string_append_printf (out, " %6d %24s %7.3f%%\n", dist->bag_weight[i], frac,
                                  100.0 * mpq_get_d (dist->probs[i]));
        }
      if (has_none)
        g_string_append_printf (out, "no monster: %s (%.3f%%)\n", none,
                                100.0 * mpq_get_d (dist->none));
    }
  return g_string_free (out, FALSE);
}
