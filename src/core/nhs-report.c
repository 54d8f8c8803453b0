/* nhs-report.c: tables and JSON for distributions, monster lists, alignment shifts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-report.h"
#include "nhs-report-private.h"
#include "nhs-monster.h"

#include <json-glib/json-glib.h>
#include <string.h>

char *
nhs_report_builder_to_string (JsonBuilder *builder)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  return g_strconcat (text, "\n", NULL);
}

static char *
symbol_string (const NhsMonster *m)
{
  return g_strdup_printf ("%c", m->symbol);
}

void
nhs_report_json_monster (JsonBuilder      *b,
                         const NhsMonster *m,
                         gboolean          with_weight,
                         int               weight,
                         double            probability,
                         const char       *fraction)
{
  char sym[2] = { m->symbol, 0 };

  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, m->name);
  json_builder_set_member_name (b, "symbol");
  json_builder_add_string_value (b, sym);
  if (with_weight)
    {
      json_builder_set_member_name (b, "weight");
      json_builder_add_int_value (b, weight);
    }
  json_builder_set_member_name (b, "probability");
  json_builder_add_double_value (b, probability);
  json_builder_set_member_name (b, "fraction");
  json_builder_add_string_value (b, fraction);
  json_builder_set_member_name (b, "difficulty");
  json_builder_add_int_value (b, m->difficulty);
  json_builder_set_member_name (b, "frequency");
  json_builder_add_int_value (b, m->frequency);
}

void
nhs_report_append_wiki_cell (GString    *out,
                             const char *text)
{
  for (const char *p = text; *p; p++)
    {
      if (*p == '|')
        g_string_append (out, "&#124;");
      else
        g_string_append_c (out, *p);
    }
}

void
nhs_report_append_wiki_monster (GString          *out,
                                const NhsMonster *m)
{
  char sym[2] = { m->symbol, 0 };

  g_string_append (out, "<nowiki>");
  nhs_report_append_wiki_cell (out, sym);
  g_string_append (out, "</nowiki> || [[");
  nhs_report_append_wiki_cell (out, m->name);
  g_string_append (out, "]]");
}

void
nhs_report_append_csv_monster (GString          *out,
                               const NhsMonster *m)
{
  g_autofree char *name = nhs_csv_field (m->name);
  char sym[2] = { m->symbol, 0 };
  g_autofree char *symf = nhs_csv_field (sym);

  g_string_append_printf (out, "%s,%s", name, symf);
}

void
nhs_report_append_text_monster (GString          *out,
                                const NhsMonster *m)
{
  if (m == NULL)
    g_string_append_printf (out, "%-3s %-28s %4s %4s", "sym", "monster", "diff", "freq");
  else
    g_string_append_printf (out, "%-3c %-28s %4d %4d", m->symbol, m->name, m->difficulty,
                            m->frequency);
}

char *
nhs_report_probs (const NhsDistribution *dist,
                  NhsFormat              format)
{
  const NhsMonsterSet *set = dist->set;
  GString *out;

  if (format == NHS_FORMAT_JSON)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "variant");
      json_builder_add_string_value (b, dist->variant->key);
      json_builder_set_member_name (b, "region");
      json_builder_add_string_value (b, nhs_region_info (dist->situation.region)->key);
      json_builder_set_member_name (b, "difficulty");
      json_builder_add_int_value (b, dist->difficulty);
      {
        g_autofree char *why = nhs_situation_explain_difficulty (&dist->situation);

        json_builder_set_member_name (b, "difficulty_explanation");
        json_builder_add_string_value (b, why);
      }
      json_builder_set_member_name (b, "min_difficulty");
      json_builder_add_int_value (b, dist->min_difficulty);
      json_builder_set_member_name (b, "max_difficulty");
      json_builder_add_int_value (b, dist->max_difficulty);
      json_builder_set_member_name (b, "xl");
      json_builder_add_int_value (b, dist->situation.xl);
      json_builder_set_member_name (b, "align");
      json_builder_add_string_value (b, nhs_level_align_key (nhs_situation_align (&dist->situation)));
      json_builder_set_member_name (b, "total_weight");
      json_builder_add_int_value (b, dist->total_weight);
      if (dist->none_num > 0)
        {
          g_autofree char *none = nhs_format_fraction (dist->none_num, dist->den);

          json_builder_set_member_name (b, "none");
          json_builder_add_string_value (b, none);
        }
      if (dist->quest_num > 0)
        {
          g_autofree char *quest = nhs_format_fraction (dist->quest_num, dist->den);

          json_builder_set_member_name (b, "quest_enemies");
          json_builder_add_string_value (b, quest);
        }
      if (dist->variant->has_temperature)
        {
          static const char *names[] = { "normal", "hot", "cold" };

          json_builder_set_member_name (b, "temperature");
          json_builder_add_string_value (b, names[nhs_situation_temperature (&dist->situation)]);
        }
      json_builder_set_member_name (b, "monsters");
      json_builder_begin_array (b);
      for (int k = 0; k < dist->n_eligible; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          const NhsCandidate *c = &dist->candidates[i];
          g_autofree char *frac = nhs_format_fraction (c->num, dist->den);

          json_builder_begin_object (b);
          nhs_report_json_monster (b, m, TRUE, c->weight, (double) c->num / (double) dist->den,
                                   frac);
          json_builder_set_member_name (b, "align_shift");
          json_builder_add_int_value (b, c->align_shift);
          if (c->temperature_shift)
            {
              json_builder_set_member_name (b, "temperature_shift");
              json_builder_add_int_value (b, c->temperature_shift);
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      return nhs_report_builder_to_string (b);
    }

  out = g_string_new (NULL);
  if (format == NHS_FORMAT_CSV)
    {
      g_string_append (out, "name,symbol,difficulty,frequency,align_shift,weight,fraction,probability\n");
      for (int k = 0; k < dist->n_eligible; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          const NhsCandidate *c = &dist->candidates[i];
          g_autofree char *frac = nhs_format_fraction (c->num, dist->den);

          nhs_report_append_csv_monster (out, m);
          g_string_append_printf (out, ",%d,%d,%d,%d,%s,%.6f\n", m->difficulty, m->frequency,
                                  c->align_shift, c->weight, frac,
                                  (double) c->num / (double) dist->den);
        }
    }
  else if (format == NHS_FORMAT_WIKI)
    {
      g_string_append_printf (out,
                              "{| class=\"wikitable sortable\"\n|+ %s, %s, level difficulty %d, "
                              "XL %d: difficulty %d to %d, total weight %d\n"
                              "! Symbol !! Monster !! Difficulty !! Frequency !! Weight !! Chance !! %%\n",
                              dist->variant->display_name,
                              nhs_region_info (dist->situation.region)->name, dist->difficulty,
                              dist->situation.xl, dist->min_difficulty, dist->max_difficulty,
                              dist->total_weight);
      for (int k = 0; k < dist->n_eligible; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          const NhsCandidate *c = &dist->candidates[i];
          g_autofree char *frac = nhs_format_fraction (c->num, dist->den);

          g_string_append (out, "|-\n| ");
          nhs_report_append_wiki_monster (out, m);
          g_string_append_printf (out, " || %d || %d || %d || %s || %.2f\n", m->difficulty,
                                  m->frequency, c->weight, frac,
                                  100.0 * (double) c->num / (double) dist->den);
        }
      if (dist->none_num > 0)
        {
          g_autofree char *none = nhs_format_fraction (dist->none_num, dist->den);

          g_string_append_printf (out, "|-\n| || ''no monster'' || || || || %s || %.2f\n", none,
                                  100.0 * (double) dist->none_num / (double) dist->den);
        }
      if (dist->quest_num > 0)
        {
          g_autofree char *quest = nhs_format_fraction (dist->quest_num, dist->den);

          g_string_append_printf (out, "|-\n| || ''the role's quest enemies'' || || || || %s || %.2f\n",
                                  quest, 100.0 * (double) dist->quest_num / (double) dist->den);
        }
      g_string_append (out, "|}\n");
    }
  else
    {
      g_string_append_printf (out, "%s, %s: level difficulty %d, XL %d, monster difficulty %d..%d, "
                              "total weight %d, %d monsters\n",
                              dist->variant->display_name,
                              nhs_region_info (dist->situation.region)->name, dist->difficulty,
                              dist->situation.xl, dist->min_difficulty, dist->max_difficulty,
                              dist->total_weight, dist->n_eligible);
      {
        g_autofree char *why = nhs_situation_explain_difficulty (&dist->situation);

        g_string_append_printf (out, "level %s\n", why);
      }
      nhs_report_append_text_monster (out, NULL);
      g_string_append_printf (out, " %5s %6s %12s %8s\n", "shift", "weight", "fraction", "percent");
      for (int k = 0; k < dist->n_eligible; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          const NhsCandidate *c = &dist->candidates[i];
          g_autofree char *frac = nhs_format_fraction (c->num, dist->den);

          nhs_report_append_text_monster (out, m);
          g_string_append_printf (out, " %+5d %6d %12s %7.3f%%\n",
                                  c->align_shift + c->temperature_shift, c->weight, frac,
                                  100.0 * (double) c->num / (double) dist->den);
        }
      if (dist->none_num > 0)
        {
          g_autofree char *none = nhs_format_fraction (dist->none_num, dist->den);

          g_string_append_printf (out, "no monster: %s\n", none);
        }
      if (dist->quest_num > 0)
        {
          g_autofree char *quest = nhs_format_fraction (dist->quest_num, dist->den);

          g_string_append_printf (out, "the role's quest enemies (qt_montype, not listed): %s\n", quest);
        }
    }
  return g_string_free (out, FALSE);
}

static const struct {
  guint bit;
} geno_order[] = {
  { NHS_G_UNIQ }, { NHS_G_NOHELL }, { NHS_G_HELL }, { NHS_G_NOGEN }, { NHS_G_SGROUP },
  { NHS_G_LGROUP }, { NHS_G_VLGROUP }, { NHS_G_GENO }, { NHS_G_NOCORPSE },
};

static char *
geno_flags_joined (const NhsMonster *m,
                   const char       *sep)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < G_N_ELEMENTS (geno_order); k++)
    if (m->geno & geno_order[k].bit)
      {
        if (s->len)
          g_string_append (s, sep);
        g_string_append (s, nhs_geno_flag_name (geno_order[k].bit));
      }
  return g_string_free (s, FALSE);
}

char *
nhs_report_monsters (const NhsMonsterSet *set,
                     const NhsVariant    *variant,
                     NhsFormat            format)
{
  GString *out;

  if (format == NHS_FORMAT_JSON)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "variant");
      json_builder_add_string_value (b, variant->key);
      json_builder_set_member_name (b, "monsters");
      json_builder_begin_array (b);
      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *sym = symbol_string (m);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, m->name);
          if (m->name_male)
            {
              json_builder_set_member_name (b, "name_male");
              json_builder_add_string_value (b, m->name_male);
            }
          if (m->name_female)
            {
              json_builder_set_member_name (b, "name_female");
              json_builder_add_string_value (b, m->name_female);
            }
          json_builder_set_member_name (b, "symbol");
          json_builder_add_string_value (b, sym);
          json_builder_set_member_name (b, "class");
          json_builder_add_string_value (b, m->class_id);
          json_builder_set_member_name (b, "level");
          json_builder_add_int_value (b, m->level);
          json_builder_set_member_name (b, "speed");
          json_builder_add_int_value (b, m->speed);
          json_builder_set_member_name (b, "ac");
          json_builder_add_int_value (b, m->ac);
          json_builder_set_member_name (b, "mr");
          json_builder_add_int_value (b, m->mr);
          json_builder_set_member_name (b, "difficulty");
          json_builder_add_int_value (b, m->difficulty);
          json_builder_set_member_name (b, "frequency");
          json_builder_add_int_value (b, m->frequency);
          json_builder_set_member_name (b, "alignment");
          json_builder_add_int_value (b, m->alignment);
          json_builder_set_member_name (b, "geno_flags");
          json_builder_begin_array (b);
          for (guint k = 0; k < G_N_ELEMENTS (geno_order); k++)
            if (m->geno & geno_order[k].bit)
              json_builder_add_string_value (b, nhs_geno_flag_name (geno_order[k].bit));
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      return nhs_report_builder_to_string (b);
    }

  out = g_string_new (NULL);
  if (format == NHS_FORMAT_CSV)
    {
      g_string_append (out, "index,name,symbol,level,difficulty,frequency,alignment,geno_flags\n");
      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *flags = geno_flags_joined (m, " ");

          g_string_append_printf (out, "%d,", i);
          nhs_report_append_csv_monster (out, m);
          g_string_append_printf (out, ",%d,%d,%d,%d,%s\n", m->level, m->difficulty, m->frequency,
                                  m->alignment, flags);
        }
    }
  else if (format == NHS_FORMAT_WIKI)
    {
      g_string_append_printf (out, "{| class=\"wikitable sortable\"\n|+ Monsters of %s\n"
                              "! # !! Symbol !! Monster !! Level !! Difficulty !! Frequency !! "
                              "Alignment !! Flags\n", variant->display_name);
      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *flags = geno_flags_joined (m, ", ");

          g_string_append_printf (out, "|-\n| %d || ", i);
          nhs_report_append_wiki_monster (out, m);
          g_string_append_printf (out, " || %d || %d || %d || %d || %s\n", m->level,
                                  m->difficulty, m->frequency, m->alignment, flags);
        }
      g_string_append (out, "|}\n");
    }
  else
    {
      g_string_append_printf (out, "%4s %-3s %-28s %5s %4s %4s %5s  %s\n", "#", "sym", "monster",
                              "level", "diff", "freq", "align", "flags");
      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];
          g_autofree char *flags = geno_flags_joined (m, " ");

          g_string_append_printf (out, "%4d %-3c %-28s %5d %4d %4d %5d  %s\n", i, m->symbol,
                                  m->name, m->level, m->difficulty, m->frequency, m->alignment,
                                  flags);
        }
    }
  return g_string_free (out, FALSE);
}

int
nhs_align_table_ranges (int            align_weight,
                        NhsAlignRange *ranges)
{
  int n = 0;

  for (int a = -20; a <= 20; a++)
    {
      int l = nhs_align_shift (align_weight, NHS_ALIGN_LAWFUL, a);
      int ne = nhs_align_shift (align_weight, NHS_ALIGN_NEUTRAL, a);
      int c = nhs_align_shift (align_weight, NHS_ALIGN_CHAOTIC, a);

      if (n > 0 && ranges[n - 1].lawful == l && ranges[n - 1].neutral == ne
          && ranges[n - 1].chaotic == c)
        ranges[n - 1].hi = a;
      else
        {
          ranges[n] = (NhsAlignRange) { a, a, l, ne, c };
          n++;
        }
    }
  return n;
}

static void
range_label (GString             *out,
             const NhsAlignRange *r)
{
  if (r->lo == r->hi)
    g_string_append_printf (out, "%d", r->lo);
  else
    g_string_append_printf (out, "%d to %d", r->lo, r->hi);
}

char *
nhs_report_align_table (const NhsVariant *variant,
                        NhsFormat         format)
{
  NhsAlignRange ranges[41];
  int n;
  GString *out;

  if (format == NHS_FORMAT_JSON || format == NHS_FORMAT_CSV)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();

      if (format == NHS_FORMAT_CSV)
        {
          out = g_string_new ("alignment,lawful,neutral,chaotic\n");
          for (int a = -20; a <= 20; a++)
            g_string_append_printf (out, "%d,%d,%d,%d\n", a,
                                    nhs_align_shift (variant->align_weight, NHS_ALIGN_LAWFUL, a),
                                    nhs_align_shift (variant->align_weight, NHS_ALIGN_NEUTRAL, a),
                                    nhs_align_shift (variant->align_weight, NHS_ALIGN_CHAOTIC, a));
          return g_string_free (out, FALSE);
        }
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "variant");
      json_builder_add_string_value (b, variant->key);
      json_builder_set_member_name (b, "align_weight");
      json_builder_add_int_value (b, variant->align_weight);
      json_builder_set_member_name (b, "rows");
      json_builder_begin_array (b);
      for (int a = -20; a <= 20; a++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "alignment");
          json_builder_add_int_value (b, a);
          json_builder_set_member_name (b, "lawful");
          json_builder_add_int_value (b, nhs_align_shift (variant->align_weight, NHS_ALIGN_LAWFUL, a));
          json_builder_set_member_name (b, "neutral");
          json_builder_add_int_value (b, nhs_align_shift (variant->align_weight, NHS_ALIGN_NEUTRAL, a));
          json_builder_set_member_name (b, "chaotic");
          json_builder_add_int_value (b, nhs_align_shift (variant->align_weight, NHS_ALIGN_CHAOTIC, a));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      return nhs_report_builder_to_string (b);
    }

  n = nhs_align_table_ranges (variant->align_weight, ranges);
  out = g_string_new (NULL);
  if (format == NHS_FORMAT_WIKI)
    {
      g_string_append_printf (out, "{| class=\"wikitable\"\n|+ Alignment shift, %s (ALIGNWEIGHT %d)\n"
                              "! Monster's alignment !! Lawful level/branch !! Neutral level/branch "
                              "!! Chaotic level/branch\n", variant->display_name,
                              variant->align_weight);
      for (int i = 0; i < n; i++)
        {
          g_string_append (out, "|-\n| ");
          range_label (out, &ranges[i]);
          g_string_append_printf (out, " || %d || %d || %d\n", ranges[i].lawful, ranges[i].neutral,
                                  ranges[i].chaotic);
        }
      g_string_append (out, "|}\n");
    }
  else
    {
      g_string_append_printf (out, "Alignment shift, %s (ALIGNWEIGHT %d)\n", variant->display_name,
                              variant->align_weight);
      /* The seed 001 tables' own column names. */
      g_string_append_printf (out, "%-20s %-21s %-22s %s\n", "Monster's alignment",
                              "Lawful level/branch", "Neutral level/branch", "Chaotic level/branch");
      for (int i = 0; i < n; i++)
        {
          GString *label = g_string_new (NULL);

          range_label (label, &ranges[i]);
          g_string_append_printf (out, "%-20s %-21d %-22d %d\n", label->str, ranges[i].lawful,
                                  ranges[i].neutral, ranges[i].chaotic);
          g_string_free (label, TRUE);
        }
    }
  return g_string_free (out, FALSE);
}
