/* nhs-report.c: tables and JSON for distributions, monster lists, alignment shifts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-report.h"
#include "nhs-report-private.h"
#include "nhs-escape.h"
#include "nhs-json-text.h"
#include "nhs-monster.h"
#include "nhs-situation-title.h"
#include "nhs-dungeon-place.h"

#include <json-glib/json-glib.h>

/* headings the window translates in a picture (po/meson.build) */
#define NHS_N_(s) s
#include <string.h>

char *
nhs_report_builder_to_string (JsonBuilder *builder)
{
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = nhs_json_text (root);
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
  nhs_escape_append_cell (out, NHS_FORMAT_WIKI, text);
}

void
nhs_report_append_wiki_monster (GString          *out,
                                const NhsMonster *m)
{
  char sym[2] = { m->symbol, 0 };

  g_string_append (out, "<nowiki>");
  nhs_report_append_wiki_cell (out, sym);
  g_string_append (out, "</nowiki> || ");
  /* a link only where the name is a page name as it stands */
  if (nhs_escape_wiki_linkable (m->name))
    g_string_append_printf (out, "[[%s]]", m->name);
  else
    nhs_report_append_wiki_cell (out, m->name);
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
    {
      g_autofree char *name = nhs_escape_cell (NHS_FORMAT_TEXT, m->name);

      g_string_append_printf (out, "%-3c %-28s %4d %4d", m->symbol, name, m->difficulty,
                              m->frequency);
    }
}

void
nhs_report_json_situation (JsonBuilder           *b,
                           const NhsDistribution *dist)
{
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, dist->variant->key);
  json_builder_set_member_name (b, "region");
  json_builder_add_string_value (b, nhs_region_info (dist->situation.region)->key);
  if (dist->situation.difficulty == 0)
    {
      json_builder_set_member_name (b, "depth");
      json_builder_add_int_value (b, dist->situation.depth);
    }
  json_builder_set_member_name (b, "difficulty");
  json_builder_add_int_value (b, dist->difficulty);
  {
    g_autofree char *why = nhs_situation_explain_difficulty (&dist->situation);

    json_builder_set_member_name (b, "difficulty_explanation");
    json_builder_add_string_value (b, why);
  }
  {
    /* what the level the situation stands on can be (nhs-dungeon-place.h) */
    g_autoptr (GVariant) kinds = nhs_dungeon_situation_kinds (&dist->situation);
    g_autofree char *line = nhs_dungeon_describe_situation (&dist->situation, NULL);

    if (kinds != NULL)
      {
        GVariantIter iter;
        const char *key, *p;

        json_builder_set_member_name (b, "level");
        json_builder_begin_object (b);
        g_variant_iter_init (&iter, kinds);
        while (g_variant_iter_next (&iter, "(&s&s)", &key, &p))
          {
            json_builder_set_member_name (b, key);
            json_builder_add_string_value (b, p);
          }
        json_builder_end_object (b);
        json_builder_set_member_name (b, "level_description");
        json_builder_add_string_value (b, line);
      }
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
      g_autofree char *none = nhs_distribution_none_fraction (dist);

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
}

char *
nhs_report_probs (const NhsDistribution *dist,
                  NhsFormat              format)
{
  const NhsMonsterSet *set = dist->set;


  if (format == NHS_FORMAT_JSON)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();

      json_builder_begin_object (b);
      nhs_report_json_situation (b, dist);
      json_builder_set_member_name (b, "monsters");
      json_builder_begin_array (b);
      for (int k = 0; k < dist->n_eligible; k++)
        {
          int i = dist->order[k];
          const NhsMonster *m = &set->monsters[i];
          const NhsCandidate *c = &dist->candidates[i];
          g_autofree char *frac = nhs_distribution_fraction (dist, i);

          json_builder_begin_object (b);
          nhs_report_json_monster (b, m, TRUE, c->weight, nhs_distribution_probability (dist, i),
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

  {
    g_autoptr (NhsTable) table = nhs_probs_table (dist);
    char *text = nhs_table_write (table, format);

    if (text != NULL && (format == NHS_FORMAT_TABLE || format == NHS_FORMAT_TEXT))
      {
        /* The text table says how the level difficulty came about, on the
           line after the caption. */
        g_autofree char *why = nhs_situation_explain_difficulty (&dist->situation);
        /* and what the level the situation stands on can be */
        g_autofree char *level = nhs_dungeon_describe_situation (&dist->situation, NULL);
        const char *nl = strchr (text, '\n');
        GString *out = g_string_new (NULL);

        g_string_append_len (out, text, nl ? nl - text + 1 : (gssize) strlen (text));
        g_string_append_printf (out, "%s\n", why);
        if (level != NULL)
          g_string_append_printf (out, "%s\n", level);
        if (nl)
          g_string_append (out, nl + 1);
        g_free (text);
        text = g_string_free (out, FALSE);
      }
    return text;
  }
}

char *
nhs_probs_caption (const NhsDistribution *dist)
{
  const NhsSituation *sit = &dist->situation;
  /* the whole situation in the words of the window's and the exports'
     titles (nhs-situation-title.h), then what the answer adds */
  g_autofree char *title = nhs_situation_title (sit, NULL, dist->set, NULL);
  GString *s = g_string_new (title);

  g_string_append (s, ": ");
  if (sit->difficulty <= 0)
    g_string_append_printf (s, "level difficulty %d, ", dist->difficulty);
  g_string_append_printf (s, "monster difficulty %d to %d, total weight %d",
                          dist->min_difficulty, dist->max_difficulty, dist->total_weight);
  if (dist->n_mplayers > 0)
    g_string_append_printf (s, " without the %d player monsters, each in the pool 1 time in %d",
                            dist->n_mplayers, dist->variant->rndmonst_mplayer_keep_den);
  return g_string_free (s, FALSE);
}

void
nhs_report_monster_columns (NhsTable *t,
                            gboolean  with_shift)
{
  nhs_table_add_column (t, NHS_N_ ("Symbol"), NHS_COLUMN_SYMBOL);
  nhs_table_add_column (t, NHS_N_ ("Monster"), NHS_COLUMN_MONSTER);
  nhs_table_add_column (t, NHS_N_ ("Difficulty"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, NHS_N_ ("Frequency"), NHS_COLUMN_NUMBER);
  if (with_shift)
    nhs_table_add_column (t, NHS_N_ ("Shift"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, NHS_N_ ("Weight"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, NHS_N_ ("Chance"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "%", NHS_COLUMN_NUMBER);
}

NhsTable *
nhs_probs_table (const NhsDistribution *dist)
{
  const NhsMonsterSet *set = dist->set;
  g_autofree char *caption = nhs_probs_caption (dist);
  NhsTable *t = nhs_table_new (caption);
  mpq_t q;

  nhs_report_monster_columns (t, TRUE);
  mpq_init (q);
  for (int k = 0; k < dist->n_eligible; k++)
    {
      int i = dist->order[k];
      const NhsMonster *m = &set->monsters[i];
      const NhsCandidate *c = &dist->candidates[i];

      nhs_table_begin_row (t);
      nhs_table_add_symbol (t, m->symbol);
      nhs_table_add_text (t, m->name);
      nhs_table_add_int (t, m->difficulty);
      nhs_table_add_int (t, m->frequency);
      nhs_table_add_int (t, c->align_shift + c->temperature_shift);
      nhs_table_add_int (t, c->weight);
      nhs_distribution_chance (dist, i, q);
      nhs_table_add_mpq (t, q);
      nhs_table_add_percent (t, q);
    }
  for (int extra = 0; extra < 2; extra++)
    {
      guint64 num = extra == 0 ? dist->none_num : dist->quest_num;

      if (num == 0)
        continue;
      nhs_table_begin_row (t);
      nhs_table_add_text (t, "");
      nhs_table_add_plain (t, extra == 0 ? "no monster" : "the role's quest enemies (qt_montype)");
      for (int c = 0; c < 4; c++)
        nhs_table_add_text (t, "");
      if (extra == 0)
        nhs_distribution_none_chance (dist, q);
      else
        {
          mpq_set_ui (q, num, dist->den);
          mpq_canonicalize (q);
        }
      nhs_table_add_mpq (t, q);
      nhs_table_add_percent (t, q);
    }
  mpq_clear (q);
  return t;
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
          g_autofree char *name = nhs_escape_cell (NHS_FORMAT_TEXT, m->name);

          g_string_append_printf (out, "%4d %-3c %-28s %5d %4d %4d %5d  %s\n", i, m->symbol,
                                  name, m->level, m->difficulty, m->frequency, m->alignment,
                                  flags);
        }
    }
  return g_string_free (out, FALSE);
}

static NhsAlignRange
align_row (const NhsVariant *variant,
           int               alignment)
{
  int as = nhs_align_effective (variant, alignment);

  return (NhsAlignRange) {
    alignment, alignment,
    nhs_align_shift (variant->align_weight, NHS_ALIGN_LAWFUL, as),
    nhs_align_shift (variant->align_weight, NHS_ALIGN_NEUTRAL, as),
    nhs_align_shift (variant->align_weight, NHS_ALIGN_CHAOTIC, as),
    as,
  };
}

int
nhs_align_table_ranges (const NhsVariant *variant,
                        NhsAlignRange    *ranges)
{
  int n = 0;

  for (int a = -20; a <= 20; a++)
    {
      NhsAlignRange r = align_row (variant, a);

      if (n > 0 && ranges[n - 1].lawful == r.lawful && ranges[n - 1].neutral == r.neutral
          && ranges[n - 1].chaotic == r.chaotic)
        ranges[n - 1].hi = a;
      else
        ranges[n++] = r;
    }
  /* A_NONE gets a row where the version counts it as another alignment:
     there (EvilHack) many demons are A_NONE and random */
  if (nhs_align_effective (variant, NHS_A_NONE) != NHS_A_NONE)
    ranges[n++] = align_row (variant, NHS_A_NONE);
  return n;
}

int
nhs_align_table_row (const NhsAlignRange *ranges,
                     int                  n,
                     int                  alignment)
{
  for (int i = 0; i < n; i++)
    if (alignment >= ranges[i].lo && alignment <= ranges[i].hi)
      return i;
  return -1;
}

static void
range_label (GString             *out,
             const NhsAlignRange *r)
{
  if (r->lo == NHS_A_NONE)
    g_string_append_printf (out, "unaligned (as %d)", r->counts_as);
  else if (r->lo == r->hi)
    g_string_append_printf (out, "%d", r->lo);
  else
    g_string_append_printf (out, "%d to %d", r->lo, r->hi);
}

/* Where no monster rndmonst () can pick is unaligned (every version but
 * EvilHack: monst.c's one A_NONE monster is the Wizard of Yendor, G_NOGEN
 * and unique), what the A_NONE row stands for, in one sentence; NULL where
 * one is.  Never random is rndmonst ()'s own lasting reason (past
 * SPECIAL_PM, unique, G_NOGEN), read from its list on the first level. */
char *
nhs_align_unaligned_note (const NhsVariant *variant)
{
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (variant->key, NULL);
  g_autoptr (NhsDistribution) dist = NULL;
  g_autoptr (GString) names = g_string_new (NULL);
  NhsSituation sit;
  int n = 0;

  if (set == NULL)
    return NULL;
  nhs_situation_init (&sit);
  sit.variant = variant->id;
  dist = nhs_rndmonst_compute (set, &sit, NULL);
  if (dist == NULL)
    return NULL;
  for (int i = 0; i < set->n; i++)
    {
      NhsExclusionReason r;

      if (set->monsters[i].alignment != NHS_A_NONE)
        continue;
      if (!nhs_distribution_exclusion_reason (dist, i, &r)
          || (r.code != NHS_EXCLUDED_SPECIAL && r.code != NHS_EXCLUDED_UNIQUE
              && r.code != NHS_EXCLUDED_NOGEN))
        return NULL;
      {
        g_autofree char *why = nhs_exclusion_reason_describe (&r);

        g_string_append_printf (names, "%s%s (%s)", n > 0 ? ", " : "", set->monsters[i].name, why);
      }
      n++;
    }
  return g_strdup_printf ("No random monster of %s is unaligned (A_NONE)%s%s. JSON's "
                          "\"unaligned\" row is the game's arithmetic for A_NONE (%d), which no "
                          "random monster meets.",
                          variant->display_name,
                          n == 0 ? "" : n == 1 ? ": its one unaligned monster is " :
                                                 ": its unaligned monsters are ",
                          names->str, NHS_A_NONE);
}

char *
nhs_report_align_table (const NhsVariant *variant,
                        NhsFormat         format)
{
  g_autofree char *note = nhs_align_unaligned_note (variant);

  if (format == NHS_FORMAT_JSON)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();

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
      /* A_NONE (-128): the alignment it counts as (EvilHack: -3) and its
         shifts, as the game computes them */
      {
        NhsAlignRange none = align_row (variant, NHS_A_NONE);

        json_builder_set_member_name (b, "unaligned");
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "alignment");
        json_builder_add_int_value (b, NHS_A_NONE);
        json_builder_set_member_name (b, "counts_as");
        json_builder_add_int_value (b, none.counts_as);
        json_builder_set_member_name (b, "lawful");
        json_builder_add_int_value (b, none.lawful);
        json_builder_set_member_name (b, "neutral");
        json_builder_add_int_value (b, none.neutral);
        json_builder_set_member_name (b, "chaotic");
        json_builder_add_int_value (b, none.chaotic);
        if (note)
          {
            json_builder_set_member_name (b, "note");
            json_builder_add_string_value (b, note);
          }
        json_builder_end_object (b);
      }
      json_builder_end_object (b);
      return nhs_report_builder_to_string (b);
    }

  {
    /* CSV: one row per alignment, for scripts; the others grouped. */
    g_autoptr (NhsTable) table = nhs_align_table (variant, format != NHS_FORMAT_CSV);
    g_autofree char *written = nhs_table_write (table, format);

    /* the table has no unaligned row there; the note says why (CSV: data only) */
    if (note == NULL || format == NHS_FORMAT_CSV || written == NULL)
      return g_steal_pointer (&written);
    return g_strdup_printf ("%s\n%s\n", written, note);
  }
}

NhsTable *
nhs_align_table (const NhsVariant *variant,
                 gboolean          grouped)
{
  NhsAlignRange ranges[NHS_ALIGN_MAX_RANGES];
  g_autofree char *caption = g_strdup_printf ("Alignment shift, %s (ALIGNWEIGHT %d)",
                                              variant->display_name, variant->align_weight);
  NhsTable *t = nhs_table_new (caption);
  int n = nhs_align_table_ranges (variant, ranges);

  /* The seed 001 tables' own column names. */
  nhs_table_add_column (t, "Monster's alignment", NHS_COLUMN_TEXT);
  nhs_table_add_column (t, "Lawful level/branch", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Neutral level/branch", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Chaotic level/branch", NHS_COLUMN_NUMBER);
  for (int i = 0; i < n; i++)
    for (int a = grouped ? ranges[i].lo : ranges[i].lo; a <= ranges[i].hi; a++)
      {
        GString *label = g_string_new (NULL);

        if (grouped || ranges[i].lo == NHS_A_NONE)
          range_label (label, &ranges[i]);
        else
          g_string_append_printf (label, "%d", a);
        nhs_table_begin_row (t);
        nhs_table_add_text (t, label->str);
        nhs_table_add_int (t, ranges[i].lawful);
        nhs_table_add_int (t, ranges[i].neutral);
        nhs_table_add_int (t, ranges[i].chaotic);
        g_string_free (label, TRUE);
        if (grouped)
          break;
      }
  return t;
}

/* the reasons of monster i in English, or NULL when it can appear */
static char *
describe_reasons (const NhsMonsterSet *set,
                  int                  i,
                  NhsReasonsFunc       reasons,
                  gconstpointer        data)
{
  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];

  if (set->monsters[i].placeholder)
    return NULL;
  return nhs_exclusion_reasons_describe (r, reasons (data, i, r));
}

static char *
excluded_json (const char          *json,
               const NhsMonsterSet *set,
               NhsReasonsFunc       reasons,
               gconstpointer        data)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *excluded;
  g_autofree char *text = NULL;

  if (!json_parser_load_from_data (parser, json, -1, NULL))
    return g_strdup (json);
  root = json_node_get_object (json_parser_get_root (parser));
  excluded = json_array_new ();
  for (int i = 0; i < set->n; i++)
    {
      NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
      char sym[2] = { set->monsters[i].symbol, 0 };
      JsonObject *o;
      JsonArray *words, *codes;
      int n;

      if (set->monsters[i].placeholder || (n = reasons (data, i, r)) == 0)
        continue;
      o = json_object_new ();
      words = json_array_new ();
      codes = json_array_new ();
      json_object_set_string_member (o, "name", set->monsters[i].name);
      json_object_set_string_member (o, "symbol", sym);
      for (int k = 0; k < n; k++)
        {
          g_autofree char *why = nhs_exclusion_reason_describe (&r[k]);

          json_array_add_string_element (words, why);
          json_array_add_string_element (codes, nhs_exclusion_key (r[k].code));
        }
      json_object_set_array_member (o, "reasons", words);
      json_object_set_array_member (o, "codes", codes);
      json_array_add_object_element (excluded, o);
    }
  json_object_set_array_member (root, "excluded", excluded);
  text = nhs_json_text (json_parser_get_root (parser));
  return g_strconcat (text, "\n", NULL);
}

char *
nhs_report_add_excluded (char                *text,
                         NhsFormat            format,
                         const NhsMonsterSet *set,
                         NhsReasonsFunc       reasons,
                         gconstpointer        data)
{
  g_autofree char *owned = text;
  GString *out;

  if (text == NULL)
    return NULL;
  if (format == NHS_FORMAT_JSON)
    return excluded_json (text, set, reasons, data);
  out = g_string_new (text);
  if (format == NHS_FORMAT_TABLE || format == NHS_FORMAT_TEXT)
    {
      g_string_append (out, "cannot appear:\n");
      for (int i = 0; i < set->n; i++)
        {
          g_autofree char *why = describe_reasons (set, i, reasons, data);

          if (why != NULL)
            g_string_append_printf (out, "  %s: %s\n", set->monsters[i].name, why);
        }
    }
  else
    {
      g_autoptr (NhsTable) t = nhs_table_new ("Cannot appear");
      g_autofree char *written = NULL;

      nhs_table_add_column (t, "Symbol", NHS_COLUMN_SYMBOL);
      nhs_table_add_column (t, "Monster", NHS_COLUMN_MONSTER);
      nhs_table_add_column (t, "Reasons", NHS_COLUMN_TEXT);
      for (int i = 0; i < set->n; i++)
        {
          g_autofree char *why = describe_reasons (set, i, reasons, data);

          if (why == NULL)
            continue;
          nhs_table_begin_row (t);
          nhs_table_add_symbol (t, set->monsters[i].symbol);
          nhs_table_add_text (t, set->monsters[i].name);
          nhs_table_add_text (t, why);
        }
      written = nhs_table_write (t, format);
      g_string_append_printf (out, "\n%s", written ? written : "");
    }
  return g_string_free (out, FALSE);
}
