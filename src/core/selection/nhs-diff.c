/* nhs-diff.c: each monster's exact chance in two situations, and the change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-diff.h"
#include "nhs-report.h"
#include "nhs-situation-title.h"
#include "nhs-json-text.h"
#include "nhs-error.h"
#include "nhs-renames.h"
#include "nhs-answer.h"

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
  memset (to->extinct, 0, sizeof to->extinct);
  for (int i = 0; i < from_set->n; i++)
    if (nhs_situation_is_gone (from, i))
      {
        const NhsMonster *m = nhs_monster_set_lookup_gone (to_set, from_set->monsters[i].name);

        /* what the other version cannot take out stays (xNetHack's
           erinys is never random and lacks G_GENO) */
        if (m != NULL)
          (void) nhs_situation_mark_gone (to, to_set, m, nhs_situation_is_extinct (from, i), NULL);
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

static int
find_root (int *parent,
           int  x)
{
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

static void
join (int *parent,
      int  x,
      int  y)
{
  x = find_root (parent, x);
  y = find_root (parent, y);
  if (x != y)
    parent[MAX (x, y)] = MIN (x, y);
}

/* The entry of `other` that is `m`: the same name and symbol (a race
   placeholder is not the monster of its name), else the same monster
   renamed (nhs-renames.h). */
static const NhsMonster *
partner (const NhsMonsterSet *other,
         const NhsMonster    *m)
{
  const NhsMonster *found = nhs_monster_set_find_same (other, m);

  return found ? found : nhs_monster_find_renamed (other, m);
}

static char *
row_label (const NhsDiffRow    *row,
           const NhsMonsterSet *set_a,
           const NhsMonsterSet *set_b,
           const int           *members,
           int                  n_members,
           int                  na)
{
  GString *s;

  if (row->name_b == NULL)
    return g_strdup (row->name);
  s = g_string_new (NULL);
  for (int side = 0; side < 2; side++)
    {
      int written = 0;

      if (side == 1)
        g_string_append (s, " → ");
      for (int k = 0; k < n_members; k++)
        {
          gboolean in_b = members[k] >= na;

          if (in_b != (side == 1))
            continue;
          g_string_append_printf (s, "%s%s", written++ ? " + " : "",
                                  in_b ? set_b->monsters[members[k] - na].name
                                       : set_a->monsters[members[k]].name);
        }
    }
  return g_string_free (s, FALSE);
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
  g_autoptr (NhsAnswer) a = nhs_answer_compute (set_a, sit_a, NULL, NULL, NULL, error);
  g_autoptr (NhsAnswer) b = NULL;
  NhsSituation own_b = *sit_b;

  /* B in another version: what it lacks is what is compared */
  if (sit_b->variant != sit_a->variant)
    nhs_situation_drop_unused (&own_b);
  if (a == NULL || !(b = nhs_answer_compute (set_b, &own_b, NULL, NULL, NULL, error)))
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
  NhsDiff *diff;
  int n = 0;

  diff = g_new0 (NhsDiff, 1);
  diff->ref_count = 1;
  diff->rows = g_new0 (NhsDiffRow, ca->n_results + cb->n_results);

  /* Entries of A are nodes 0..na-1, of B na..na+nb-1; a monster and its
     partner on the other side (the same, or renamed) are joined, and each
     group with a chance on either side is one row, its chances summed. */
  {
    int na = set_a->n, nb = set_b->n;
    g_autofree int *parent = g_new (int, na + nb);
    g_autofree int *row_of = g_new (int, na + nb);
    g_autofree int *members = g_new (int, na + nb);

    for (int x = 0; x < na + nb; x++)
      {
        parent[x] = x;
        row_of[x] = -1;
      }
    for (int side = 0; side < 2; side++)
      {
        const NhsChances *d = side == 0 ? ca : cb;
        const NhsMonsterSet *other = side == 0 ? set_b : set_a;

        for (int k = 0; k < d->n_results; k++)
          {
            const NhsMonster *m = &d->set->monsters[d->order[k]];
            const NhsMonster *p = partner (other, m);

            if (p != NULL)
              join (parent, side == 0 ? m->index : na + m->index,
                    side == 0 ? na + p->index : p->index);
          }
      }
    /* rows in the order of A's list, then B's */
    for (int side = 0; side < 2; side++)
      {
        const NhsChances *d = side == 0 ? ca : cb;

        for (int k = 0; k < d->n_results; k++)
          {
            int root = find_root (parent, (side == 0 ? 0 : na) + d->order[k]);

            if (row_of[root] < 0)
              row_of[root] = n++;
          }
      }
    for (int r = 0; r < n; r++)
      {
        NhsDiffRow *row = &diff->rows[r];

        row->index_a = row->index_b = -1;
        mpq_inits (row->chance_a, row->chance_b, row->difference, NULL);
      }
    for (int x = 0; x < na + nb; x++)
      {
        int r = row_of[find_root (parent, x)];
        NhsDiffRow *row;
        mpq_t c;

        if (r < 0)
          continue;
        row = &diff->rows[r];
        mpq_init (c);
        if (x < na)
          {
            if (row->index_a < 0)
              row->index_a = x;
            row->n_a++;
            row->weight_a += a->candidates[x].weight;
            chance_of (answer_a, x, c);
            mpq_add (row->chance_a, row->chance_a, c);
          }
        else
          {
            if (row->index_b < 0)
              row->index_b = x - na;
            row->n_b++;
            row->weight_b += b->candidates[x - na].weight;
            chance_of (answer_b, x - na, c);
            mpq_add (row->chance_b, row->chance_b, c);
          }
        mpq_clear (c);
      }
    for (int r = 0; r < n; r++)
      {
        NhsDiffRow *row = &diff->rows[r];
        const NhsMonster *ma = row->index_a >= 0 ? &set_a->monsters[row->index_a] : NULL;
        const NhsMonster *mb = row->index_b >= 0 ? &set_b->monsters[row->index_b] : NULL;
        int n_members = 0;

        row->name = ma ? ma->name : mb->name;
        row->symbol = ma ? ma->symbol : mb->symbol;
        if (ma && mb && (row->n_a > 1 || row->n_b > 1 || g_ascii_strcasecmp (ma->name, mb->name) != 0))
          row->name_b = mb->name;
        mpq_sub (row->difference, row->chance_b, row->chance_a);
        for (int x = 0; x < na + nb; x++)
          if (row_of[find_root (parent, x)] == r)
            members[n_members++] = x;
        row->label = row_label (row, set_a, set_b, members, n_members, na);
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
    {
      mpq_clears (diff->rows[i].chance_a, diff->rows[i].chance_b, diff->rows[i].difference, NULL);
      g_free (diff->rows[i].label);
    }
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
  nhs_report_json_situation (b, d);
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

NhsDiffIdentity
nhs_diff_row_identity (const NhsDiffRow *row)
{
  if (row->n_a > 1 || row->n_b > 1)
    return NHS_DIFF_MERGED;
  return row->name_b != NULL ? NHS_DIFF_RENAMED : NHS_DIFF_SAME_NAME;
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
  static const char *identity_names[] = { "", "renamed", "merged" };

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
      nhs_table_add_text (t, r->label);
      nhs_table_add_mpq (t, r->chance_a);
      nhs_table_add_mpq (t, r->chance_b);
      nhs_table_add_mpq (t, r->difference);
      nhs_table_add_percent (t, r->chance_a);
      nhs_table_add_percent (t, r->chance_b);
      nhs_table_add_percent (t, r->difference);
      {
        const char *change = change_names[nhs_diff_row_change (r)];
        const char *identity = identity_names[nhs_diff_row_identity (r)];

        if (*change && *identity)
          {
            g_autofree char *both = g_strdup_printf ("%s, %s", change, identity);

            nhs_table_add_text (t, both);
          }
        else
          nhs_table_add_text (t, *change ? change : identity);
      }
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
          if (r->name_b != NULL)
            {
              /* the same monster under B's name; merged: the label names all */
              json_builder_set_member_name (b, "name_b");
              json_builder_add_string_value (b, r->name_b);
              json_builder_set_member_name (b, "identity");
              json_builder_add_string_value (b, nhs_diff_row_identity (r) == NHS_DIFF_MERGED
                                                ? "merged" : "renamed");
              json_builder_set_member_name (b, "label");
              json_builder_add_string_value (b, r->label);
            }
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
