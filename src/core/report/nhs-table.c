/* nhs-table.c: rows of cells, and the CSV, Markdown, MediaWiki and text writers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-table.h"
#include "nhs-escape.h"

#include <math.h>
#include <string.h>

typedef struct {
  char *heading;
  NhsColumnKind kind;
} Column;

typedef struct {
  char *text;
  char *machine;       /* CSV's text when it differs (a percentage's plain decimal) */
  char *brief;         /* the terminal's text when it differs (a long fraction's value) */
  gboolean plain;      /* no wiki link or nowiki, whatever the column */
} Cell;

static void
cell_free (gpointer data)
{
  Cell *c = data;

  g_free (c->text);
  g_free (c->machine);
  g_free (c->brief);
  g_free (c);
}

struct _NhsTable {
  char *caption;
  GArray *columns;     /* Column */
  GPtrArray *rows;     /* GPtrArray of char* per row */
};

const NhsFormat nhs_table_formats[4] = {
  NHS_FORMAT_CSV, NHS_FORMAT_MARKDOWN, NHS_FORMAT_WIKI, NHS_FORMAT_TABLE
};

static void
clear_column (gpointer data)
{
  g_free (((Column *) data)->heading);
}

NhsTable *
nhs_table_new (const char *caption)
{
  NhsTable *table = g_new0 (NhsTable, 1);

  table->caption = g_strdup (caption ? caption : "");
  table->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_array_set_clear_func (table->columns, clear_column);
  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  return table;
}

void
nhs_table_free (NhsTable *table)
{
  if (table == NULL)
    return;
  g_free (table->caption);
  g_array_unref (table->columns);
  g_ptr_array_unref (table->rows);
  g_free (table);
}

void
nhs_table_add_column (NhsTable      *table,
                      const char    *heading,
                      NhsColumnKind  kind)
{
  Column c = { g_strdup (heading), kind };

  g_return_if_fail (table != NULL && heading != NULL);
  g_return_if_fail (table->rows->len == 0);
  g_array_append_val (table->columns, c);
}

void
nhs_table_begin_row (NhsTable *table)
{
  g_return_if_fail (table != NULL);
  g_ptr_array_add (table->rows, g_ptr_array_new_with_free_func (cell_free));
}

static void
add_cell_full (NhsTable *table,
               char     *text,
               gboolean  plain)
{
  GPtrArray *row;
  Cell *cell;

  g_return_if_fail (table->rows->len > 0);
  row = g_ptr_array_index (table->rows, table->rows->len - 1);
  if (row->len >= table->columns->len)
    {
      g_critical ("nhs_table: more cells than columns in row %u", table->rows->len);
      g_free (text);
      return;
    }
  cell = g_new0 (Cell, 1);
  cell->text = text;
  cell->plain = plain;
  g_ptr_array_add (row, cell);
}

static void
add_cell (NhsTable *table,
          char     *text)
{
  add_cell_full (table, text, FALSE);
}

void
nhs_table_add_plain (NhsTable   *table,
                     const char *text)
{
  add_cell_full (table, g_strdup (text ? text : ""), TRUE);
}

void
nhs_table_add_text (NhsTable   *table,
                    const char *text)
{
  add_cell (table, g_strdup (text ? text : ""));
}

void
nhs_table_add_int (NhsTable *table,
                   gint64    value)
{
  add_cell (table, g_strdup_printf ("%" G_GINT64_FORMAT, value));
}

void
nhs_table_add_double (NhsTable *table,
                      double    value)
{
  GPtrArray *row;
  char *full = nhs_format_decimal (value);
  /* people read four significant digits ("0.3488", "12.5", "150"; every
     digit of the whole part); CSV keeps them all */
  char *shown = !isfinite (value) ? g_strdup (full)
                 : fabs (value) < 1000 ? nhs_format_significant (value, 4)
                 : nhs_format_significant (value, (int) floor (log10 (fabs (value))) + 1);

  add_cell (table, shown);
  row = g_ptr_array_index (table->rows, table->rows->len - 1);
  if (row->len > 0 && strcmp (shown, full) != 0)
    ((Cell *) g_ptr_array_index (row, row->len - 1))->machine = g_steal_pointer (&full);
  g_free (full);
}

void
nhs_table_add_percent (NhsTable    *table,
                       const mpq_t  probability)
{
  GPtrArray *row;
  mpq_t pct;
  const char *heading;
  char *text = nhs_format_percent_mpq (probability);

  g_return_if_fail (table->rows->len > 0);
  row = g_ptr_array_index (table->rows, table->rows->len - 1);
  /* a column headed "%" says the unit once; in any other ("Value", beside
     an expected number of turns) the cell says it: "1.429 %" */
  heading = row->len < table->columns->len
            ? g_array_index (table->columns, Column, row->len).heading : "%";
  if (strchr (heading, '%') == NULL)
    {
      char *with_sign = g_strconcat (text, "\u00a0%", NULL);

      g_free (text);
      text = with_sign;
    }
  add_cell (table, text);
  if (row->len == 0)
    return;
  mpq_init (pct);
  mpq_set (pct, probability);
  mpz_mul_ui (mpq_numref (pct), mpq_numref (pct), 100);
  mpq_canonicalize (pct);
  {
    double value = nhs_mpq_to_double (pct);

    /* a chance below 1 is never written as certain: the double below 100,
       a true bound, where rounding would reach 100 */
    if (value == 100.0 && mpq_cmp_ui (pct, 100, 1) < 0)
      value = nextafter (100.0, 0.0);
    ((Cell *) g_ptr_array_index (row, row->len - 1))->machine = nhs_format_decimal (value);
  }
  mpq_clear (pct);
}

void
nhs_table_add_percent_double (NhsTable *table,
                               double    probability)
{
  mpq_t q;

  mpq_init (q);
  mpq_set_d (q, probability);
  nhs_table_add_percent (table, q);
  mpq_clear (q);
}

void
nhs_table_add_mpq (NhsTable    *table,
                   const mpq_t  value)
{
  GPtrArray *row;
  Cell *cell;
  g_autofree char *digits = NULL;

  add_cell (table, mpq_get_str (NULL, 10, value));
  /* a fraction too long to read is its value on a terminal; the other
     formats keep it exact */
  row = g_ptr_array_index (table->rows, table->rows->len - 1);
  cell = row->len ? g_ptr_array_index (row, row->len - 1) : NULL;
  if (cell == NULL || strlen (cell->text) <= NHS_FORMAT_FRACTION_CHARS)
    return;
  digits = nhs_format_significant_mpq (value, 4);
  cell->brief = g_strdup_printf ("≈ %s", digits);
}

void
nhs_table_add_symbol (NhsTable *table,
                      char      symbol)
{
  add_cell (table, g_strdup_printf ("%c", symbol));
}

const char *
nhs_table_caption (const NhsTable *table)
{
  return table->caption;
}

int
nhs_table_n_columns (const NhsTable *table)
{
  return (int) table->columns->len;
}

int
nhs_table_n_rows (const NhsTable *table)
{
  return (int) table->rows->len;
}

const char *
nhs_table_heading (const NhsTable *table,
                   int             column)
{
  g_return_val_if_fail (column >= 0 && column < (int) table->columns->len, "");
  return g_array_index (table->columns, Column, column).heading;
}

void
nhs_table_set_heading (NhsTable   *table,
                       int         column,
                       const char *heading)
{
  Column *c;
  char *old;

  g_return_if_fail (column >= 0 && column < (int) table->columns->len && heading != NULL);
  c = &g_array_index (table->columns, Column, column);
  old = c->heading;   /* `heading` may be it */
  c->heading = g_strdup (heading);
  g_free (old);
}

NhsColumnKind
nhs_table_column_kind (const NhsTable *table,
                       int             column)
{
  g_return_val_if_fail (column >= 0 && column < (int) table->columns->len, NHS_COLUMN_TEXT);
  return g_array_index (table->columns, Column, column).kind;
}

const char *
nhs_table_cell (const NhsTable *table,
                int             row,
                int             column)
{
  GPtrArray *r;

  g_return_val_if_fail (row >= 0 && row < (int) table->rows->len, "");
  r = g_ptr_array_index (table->rows, row);
  if (column < 0 || column >= (int) r->len)
    return "";
  return ((Cell *) g_ptr_array_index (r, column))->text;
}

const char *
nhs_table_cell_csv (const NhsTable *table,
                    int             row,
                    int             column)
{
  GPtrArray *r;
  Cell *cell;

  g_return_val_if_fail (row >= 0 && row < (int) table->rows->len, "");
  r = g_ptr_array_index (table->rows, row);
  if (column < 0 || column >= (int) r->len)
    return "";
  cell = g_ptr_array_index (r, column);
  return cell->machine ? cell->machine : cell->text;
}

/* The cell as people read it (text, Markdown, wiki): a fraction too long to
   read is its value, "≈ 0.01341" (nhs_table_add_mpq). */
const char *
nhs_table_cell_shown (const NhsTable *table,
                      int             row,
                      int             column)
{
  GPtrArray *r;

  g_return_val_if_fail (row >= 0 && row < (int) table->rows->len, "");
  r = g_ptr_array_index (table->rows, row);
  Cell *cell = column < (int) r->len ? g_ptr_array_index (r, column) : NULL;

  return cell == NULL ? "" : cell->brief ? cell->brief : cell->text;
}

static gboolean
has_brief (const NhsTable *table)
{
  for (guint r = 0; r < table->rows->len; r++)
    {
      GPtrArray *row = g_ptr_array_index (table->rows, r);

      for (guint c = 0; c < row->len; c++)
        if (((Cell *) g_ptr_array_index (row, c))->brief != NULL)
          return TRUE;
    }
  return FALSE;
}

static gboolean
cell_plain (const NhsTable *table,
            int             row,
            int             column)
{
  GPtrArray *r = g_ptr_array_index (table->rows, row);

  return column < (int) r->len && ((Cell *) g_ptr_array_index (r, column))->plain;
}

/* The writers */

static void
write_csv (const NhsTable *t,
           GString        *out)
{
  int nc = nhs_table_n_columns (t);

  for (int r = -1; r < nhs_table_n_rows (t); r++)
    {
      for (int c = 0; c < nc; c++)
        {
          g_autofree char *field = nhs_csv_field (r < 0 ? nhs_table_heading (t, c)
                                                        : nhs_table_cell_csv (t, r, c));

          if (c > 0)
            g_string_append_c (out, ',');
          g_string_append (out, field);
        }
      g_string_append_c (out, '\n');
    }
}

/* Markdown cells, captions and headings: text, never markup (nhs-escape.h). */
static void
append_markdown_cell (GString    *out,
                      const char *text)
{
  nhs_escape_append_cell (out, NHS_FORMAT_MARKDOWN, text);
}

static void
write_markdown (const NhsTable *t,
                GString        *out)
{
  int nc = nhs_table_n_columns (t);

  if (*t->caption)
    {
      g_string_append (out, "**");
      append_markdown_cell (out, t->caption);
      g_string_append (out, "**\n\n");
    }
  for (int r = -2; r < nhs_table_n_rows (t); r++)
    {
      g_string_append (out, "|");
      for (int c = 0; c < nc; c++)
        {
          if (r == -2)
            {
              g_string_append_c (out, ' ');
              append_markdown_cell (out, nhs_table_heading (t, c));
              g_string_append (out, " |");
            }
          else if (r == -1)
            g_string_append (out, nhs_table_column_kind (t, c) == NHS_COLUMN_NUMBER
                                  ? " ---: |" : " --- |");
          else
            {
              g_string_append_c (out, ' ');
              append_markdown_cell (out, nhs_table_cell_shown (t, r, c));
              g_string_append (out, " |");
            }
        }
      g_string_append_c (out, '\n');
    }
}

/* Wiki cells, captions and headings: text, never markup (nhs-escape.h). */
static void
append_wiki_text (GString    *out,
                  const char *text)
{
  nhs_escape_append_cell (out, NHS_FORMAT_WIKI, text);
}

static void
write_wiki (const NhsTable *t,
            GString        *out)
{
  int nc = nhs_table_n_columns (t);

  g_string_append (out, "{| class=\"wikitable sortable\"\n");
  if (*t->caption)
    {
      g_string_append (out, "|+ ");
      append_wiki_text (out, t->caption);
      g_string_append_c (out, '\n');
    }
  for (int c = 0; c < nc; c++)
    {
      g_string_append (out, c == 0 ? "! " : " !! ");
      append_wiki_text (out, nhs_table_heading (t, c));
    }
  g_string_append_c (out, '\n');
  for (int r = 0; r < nhs_table_n_rows (t); r++)
    {
      g_string_append (out, "|-\n");
      for (int c = 0; c < nc; c++)
        {
          const char *cell = nhs_table_cell_shown (t, r, c);

          g_string_append (out, c == 0 ? "| " : " || ");
          if (*cell == '\0')
            continue;
          switch (cell_plain (t, r, c) ? NHS_COLUMN_TEXT : nhs_table_column_kind (t, c))
            {
            case NHS_COLUMN_SYMBOL:
              g_string_append (out, "<nowiki>");
              append_wiki_text (out, cell);
              g_string_append (out, "</nowiki>");
              break;
            case NHS_COLUMN_MONSTER:
              /* a link only where the name is a page name as it stands */
              if (nhs_escape_wiki_linkable (cell))
                g_string_append_printf (out, "[[%s]]", cell);
              else
                append_wiki_text (out, cell);
              break;
            default:
              append_wiki_text (out, cell);
            }
        }
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "|}\n");
}

/* A text table's cell as shown: hidden characters escaped (nhs-escape.h). */
static char *
text_cell (const NhsTable *t,
           int             row,
           int             column)
{
  const char *text;

  text = row < 0 ? nhs_table_heading (t, column) : nhs_table_cell_shown (t, row, column);
  return nhs_escape_cell (NHS_FORMAT_TEXT, text);
}

static void
write_text (const NhsTable *t,
            GString        *out)
{
  int nc = nhs_table_n_columns (t);
  g_autofree int *width = g_new0 (int, MAX (nc, 1));

  for (int c = 0; c < nc; c++)
    for (int r = -1; r < nhs_table_n_rows (t); r++)
      {
        g_autofree char *cell = text_cell (t, r, c);

        width[c] = MAX (width[c], (int) g_utf8_strlen (cell, -1));
      }
  if (*t->caption)
    {
      nhs_escape_append_cell (out, NHS_FORMAT_TEXT, t->caption);
      g_string_append_c (out, '\n');
    }
  for (int r = -1; r < nhs_table_n_rows (t); r++)
    {
      GString *line = g_string_new (NULL);

      for (int c = 0; c < nc; c++)
        {
          g_autofree char *cell = text_cell (t, r, c);
          int pad = width[c] - (int) g_utf8_strlen (cell, -1);
          gboolean right = nhs_table_column_kind (t, c) == NHS_COLUMN_NUMBER;

          if (c > 0)
            g_string_append (line, "  ");
          if (right)
            for (int i = 0; i < pad; i++)
              g_string_append_c (line, ' ');
          g_string_append (line, cell);
          if (!right && c + 1 < nc)
            for (int i = 0; i < pad; i++)
              g_string_append_c (line, ' ');
        }
      while (line->len > 0 && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      g_string_append_printf (out, "%s\n", line->str);
      g_string_free (line, TRUE);
    }
}

char *
nhs_table_write (const NhsTable *table,
                 NhsFormat       format)
{
  GString *out;

  g_return_val_if_fail (table != NULL, NULL);

  out = g_string_new (NULL);
  switch (format)
    {
    case NHS_FORMAT_CSV:
      write_csv (table, out);
      break;
    case NHS_FORMAT_MARKDOWN:
      write_markdown (table, out);
      break;
    case NHS_FORMAT_WIKI:
      write_wiki (table, out);
      break;
    case NHS_FORMAT_TABLE:
    case NHS_FORMAT_TEXT:
      write_text (table, out);
      break;
    default:
      g_string_free (out, TRUE);
      return NULL;
    }
  /* where a fraction was shown as its value, say where the exact one is */
  if (format != NHS_FORMAT_CSV && has_brief (table))
    g_string_append_printf (out, "%s%s\n", format == NHS_FORMAT_TABLE || format == NHS_FORMAT_TEXT
                                            ? "" : "\n", NHS_TABLE_ROUNDED_NOTE);
  return g_string_free (out, FALSE);
}
