/* nhs-diff.c: each monster's exact chance in two situations, and the change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-diff.h"
#include "nhs-situation-title.h"
#include "nhs-json-text.h"
#include "nhs-error.h"

#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

void
nhs_situation_copy_genocides (const NhsSituation  *from,
                              const NhsMonsterSet *from_set,
                              NhsSituation        *to,
                              const NhsMonsterSet *to_set)
{
  memset (to->genocided, 0, sizeof to->genocided);
  for (int i = 0; i < from_set->n; i++)
    if (nhs_situation_is_genocided (from, i))
      {
        const NhsMonster *m = nhs_monster_set_lookup (to_set, from_set->monsters[i].name);

        if (m != NULL)
          nhs_situation_set_genocided (to, m->index, TRUE);
      }
}

static void
chance_of (const NhsAnswer *answer,
           int              index,
           mpq_t            out)
{
  if (index < 0)
    mpq_set_ui (out, 0, 1);
  else
    nhs_answer_chance (answer, index, out);
}

/* The entry of that name and class symbol (were-creatures have one name for
   two entries, the animal and the @), else the first of that name. */
static const NhsMonster *
exact_match (const NhsMonsterSet *set,
             const NhsMonster    *m)
{
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].symbol == m->symbol
        && g_ascii_strcasecmp (set->monsters[i].name, m->name) == 0)
      return &set->monsters[i];
  return NULL;
}

/* The exact entry, else the one the name finds (gendered names too) unless
   another monster has claimed it: each entry of either side has one row. */
static const NhsMonster *
find_match (const NhsMonsterSet *set,
            const NhsMonster    *m,
            const gboolean      *claimed)
{
  const NhsMonster *found = exact_match (set, m);

  if (found == NULL)
    found = nhs_monster_set_lookup (set, m->name);
  if (found != NULL && claimed[found->index] && exact_match (set, m) == NULL)
    return NULL;
  return found;
}

static int
compare_rows (const void *pa,
              const void *pb)
{
  const NhsDiffRow *a = pa, *b = pb;
  mpq_t abs_a, abs_b;
  int c;

  mpq_inits (abs_a, abs_b, NULL);
  mpq_abs (abs_a, a->difference);
  mpq_abs (abs_b, b->difference);
  c = -mpq_cmp (abs_a, abs_b);
  mpq_clears (abs_a, abs_b, NULL);
  if (c != 0)
    return c;
  /* Equal changes: the more likely (on side B, then A) first, then by name. */
  c = -mpq_cmp (a->chance_b, b->chance_b);
  if (c != 0)
    return c;
  c = -mpq_cmp (a->chance_a, b->chance_a);
  if (c != 0)
    return c;
  return g_ascii_strcasecmp (a->name, b->name);
}

NhsDiff *
nhs_diff_compute (NhsMonsterSet      *set_a,
                  const NhsSituation *sit_a,
                  NhsMonsterSet      *set_b,
                  const NhsSituation *sit_b,
                  GError            **error)
{
  g_autoptr (NhsAnswer) a = nhs_answer_compute (set_a, sit_a, NULL, NULL, error);
  g_autoptr (NhsAnswer) b = NULL;
  NhsSituation own_b = *sit_b;

  /* B in another version: what it lacks is what is compared */
  if (sit_b->variant != sit_a->variant)
    nhs_situation_drop_unused (&own_b);
  if (a == NULL || !(b = nhs_answer_compute (set_b, &own_b, NULL, NULL, error)))
    return NULL;
  return nhs_diff_compute_answers (a, b);
}

NhsDiff *
nhs_diff_compute_answers (const NhsAnswer *answer_a,
                          const NhsAnswer *answer_b)
{
  NhsMonsterSet *set_a = answer_a->set, *set_b = answer_b->set;
  const NhsChances *ca = answer_a->chances, *cb = answer_b->chances;
  NhsDistribution *a = answer_a->ordinary, *b = answer_b->ordinary;
  g_autofree gboolean *seen_a = NULL;
  g_autofree gboolean *seen_b = NULL;
  NhsDiff *diff;
  int n = 0;

  diff = g_new0 (NhsDiff, 1);
  diff->ref_count = 1;
  diff->rows = g_new0 (NhsDiffRow, ca->n_results + cb->n_results);

  /* A monster of A and its match in B share one row; B's monsters already
     matched are skipped (5.0.0's "dwarf leader" is 3.6.7's "dwarf lord":
     the lookup knows its gendered names). */
  seen_a = g_new0 (gboolean, set_a->n);
  seen_b = g_new0 (gboolean, set_b->n);
  /* exact matches claim their partners first */
  for (int k = 0; k < ca->n_results; k++)
    {
      const NhsMonster *mb = exact_match (set_b, &set_a->monsters[ca->order[k]]);

      if (mb != NULL)
        seen_b[mb->index] = TRUE;
    }
  for (int side = 0; side < 2; side++)
    {
      const NhsChances *d = side == 0 ? ca : cb;

      for (int k = 0; k < d->n_results; k++)
        {
          const NhsMonster *m = &d->set->monsters[d->order[k]];
          const NhsMonster *ma, *mb;
          NhsDiffRow *row;

          if (side == 1 && seen_b[m->index])
            continue;
          ma = side == 0 ? m : find_match (set_a, m, seen_a);
          mb = side == 1 ? m : exact_match (set_b, m);
          if (side == 0 && mb == NULL)
            mb = find_match (set_b, m, seen_b);
          if (side == 1 && ma != NULL && seen_a[ma->index])
            ma = NULL;         /* A's entry has its row already */
          if (ma != NULL)
            seen_a[ma->index] = TRUE;
          if (mb != NULL)
            seen_b[mb->index] = TRUE;
          row = &diff->rows[n++];
          row->name = m->name;
          row->symbol = m->symbol;
          row->index_a = ma ? ma->index : -1;
          row->index_b = mb ? mb->index : -1;
          row->weight_a = ma ? a->candidates[ma->index].weight : 0;
          row->weight_b = mb ? b->candidates[mb->index].weight : 0;
          mpq_inits (row->chance_a, row->chance_b, row->difference, NULL);
          chance_of (answer_a, row->index_a, row->chance_a);
          chance_of (answer_b, row->index_b, row->chance_b);
          mpq_sub (row->difference, row->chance_b, row->chance_a);
        }
    }
  diff->n_rows = n;
  qsort (diff->rows, n, sizeof (NhsDiffRow), compare_rows);
  diff->a = nhs_distribution_ref (a);
  diff->b = nhs_distribution_ref (b);
  return diff;
}

NhsDiff *
nhs_diff_ref (NhsDiff *diff)
{
  g_return_val_if_fail (diff != NULL, NULL);
  g_atomic_int_inc (&diff->ref_count);
  return diff;
}

void
nhs_diff_unref (NhsDiff *diff)
{
  if (diff == NULL || !g_atomic_int_dec_and_test (&diff->ref_count))
    return;
  for (int i = 0; i < diff->n_rows; i++)
    mpq_clears (diff->rows[i].chance_a, diff->rows[i].chance_b, diff->rows[i].difference, NULL);
  g_free (diff->rows);
  nhs_distribution_unref (diff->a);
  nhs_distribution_unref (diff->b);
  g_free (diff);
}

const NhsDiffRow *
nhs_diff_lookup (const NhsDiff *diff,
                 const char    *name)
{
  for (int i = 0; i < diff->n_rows; i++)
    if (g_ascii_strcasecmp (diff->rows[i].name, name) == 0)
      return &diff->rows[i];
  return NULL;
}

static void
add_side (JsonBuilder           *b,
          const char            *member,
          const NhsDistribution *d)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, d->variant->key);
  json_builder_set_member_name (b, "region");
  json_builder_add_string_value (b, nhs_region_info (d->situation.region)->key);
  if (d->situation.difficulty == 0)
    {
      json_builder_set_member_name (b, "depth");
      json_builder_add_int_value (b, d->situation.depth);
    }
  json_builder_set_member_name (b, "difficulty");
  json_builder_add_int_value (b, d->difficulty);
  json_builder_set_member_name (b, "min_difficulty");
  json_builder_add_int_value (b, d->min_difficulty);
  json_builder_set_member_name (b, "max_difficulty");
  json_builder_add_int_value (b, d->max_difficulty);
  json_builder_set_member_name (b, "xl");
  json_builder_add_int_value (b, d->situation.xl);
  json_builder_set_member_name (b, "align");
  json_builder_add_string_value (b, nhs_level_align_key (nhs_situation_align (&d->situation)));
  json_builder_set_member_name (b, "total_weight");
  json_builder_add_int_value (b, d->total_weight);
  if (d->none_num > 0)
    {
      g_autofree char *none = nhs_format_fraction (d->none_num, d->den);

      json_builder_set_member_name (b, "none");
      json_builder_add_string_value (b, none);
    }
  if (d->quest_num > 0)
    {
      g_autofree char *quest = nhs_format_fraction (d->quest_num, d->den);

      json_builder_set_member_name (b, "quest_enemies");
      json_builder_add_string_value (b, quest);
    }
  json_builder_end_object (b);
}

NhsDiffChange
nhs_diff_row_change (const NhsDiffRow *row)
{
  if (mpq_sgn (row->chance_a) == 0)
    return NHS_DIFF_ENTERED;
  if (mpq_sgn (row->chance_b) == 0)
    return NHS_DIFF_LEFT;
  return NHS_DIFF_STAYED;
}

char *
nhs_diff_side_label (const NhsDistribution *d,
                     const NhsPhrasebook   *phrases)
{
  /* one title for a situation everywhere (nhs-situation-title.h) */
  return nhs_situation_title (&d->situation, NULL, d->set, phrases);
}

NhsTable *
nhs_diff_table (const NhsDiff *diff)
{
  g_autofree char *la = nhs_diff_side_label (diff->a, NULL);
  g_autofree char *lb = nhs_diff_side_label (diff->b, NULL);
  g_autofree char *caption = g_strdup_printf ("A: %s; B: %s", la, lb);
  NhsTable *t = nhs_table_new (caption);
  static const char *change_names[] = { "", "entered", "left" };

  nhs_table_add_column (t, "Symbol", NHS_COLUMN_SYMBOL);
  nhs_table_add_column (t, "Monster", NHS_COLUMN_MONSTER);
  nhs_table_add_column (t, "A", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "B", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Change", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "A %", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "B %", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Change %", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Status", NHS_COLUMN_TEXT);
  for (int i = 0; i < diff->n_rows; i++)
    {
      const NhsDiffRow *r = &diff->rows[i];

      nhs_table_begin_row (t);
      nhs_table_add_symbol (t, r->symbol);
      nhs_table_add_text (t, r->name);
      nhs_table_add_mpq (t, r->chance_a);
      nhs_table_add_mpq (t, r->chance_b);
      nhs_table_add_mpq (t, r->difference);
      nhs_table_add_percent (t, r->chance_a);
      nhs_table_add_percent (t, r->chance_b);
      nhs_table_add_percent (t, r->difference);
      nhs_table_add_text (t, change_names[nhs_diff_row_change (r)]);
    }
  return t;
}

char *
nhs_report_diff (const NhsDiff *diff,
                 NhsFormat      format)
{
  if (format == NHS_FORMAT_JSON)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (b);
      add_side (b, "a", diff->a);
      add_side (b, "b", diff->b);
      json_builder_set_member_name (b, "monsters");
      json_builder_begin_array (b);
      for (int i = 0; i < diff->n_rows; i++)
        {
          const NhsDiffRow *r = &diff->rows[i];
          g_autofree char *fa = nhs_mpq_to_string (r->chance_a);
          g_autofree char *fb = nhs_mpq_to_string (r->chance_b);
          g_autofree char *fd = nhs_mpq_to_string (r->difference);
          char sym[2] = { r->symbol, 0 };

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, r->name);
          json_builder_set_member_name (b, "symbol");
          json_builder_add_string_value (b, sym);
          json_builder_set_member_name (b, "weight_a");
          json_builder_add_int_value (b, r->weight_a);
          json_builder_set_member_name (b, "weight_b");
          json_builder_add_int_value (b, r->weight_b);
          json_builder_set_member_name (b, "fraction_a");
          json_builder_add_string_value (b, fa);
          json_builder_set_member_name (b, "fraction_b");
          json_builder_add_string_value (b, fb);
          json_builder_set_member_name (b, "probability_a");
          json_builder_add_double_value (b, nhs_mpq_to_double (r->chance_a));
          json_builder_set_member_name (b, "probability_b");
          json_builder_add_double_value (b, nhs_mpq_to_double (r->chance_b));
          json_builder_set_member_name (b, "difference");
          json_builder_add_string_value (b, fd);
          json_builder_set_member_name (b, "difference_value");
          json_builder_add_double_value (b, nhs_mpq_to_double (r->difference));
          if (nhs_diff_row_change (r) != NHS_DIFF_STAYED)
            {
              json_builder_set_member_name (b, "status");
              json_builder_add_string_value (b, nhs_diff_row_change (r) == NHS_DIFF_ENTERED
                                                ? "entered" : "left");
            }
          if (r->index_a < 0 || r->index_b < 0)
            {
              json_builder_set_member_name (b, "only_in");
              json_builder_add_string_value (b, r->index_a < 0 ? "b" : "a");
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);

      root = json_builder_get_root (b);
      text = nhs_json_text (root);
      return g_strconcat (text, "\n", NULL);
    }

  {
    g_autoptr (NhsTable) table = nhs_diff_table (diff);

    return nhs_table_write (table, format);
  }
}
