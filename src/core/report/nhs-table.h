/* nhs-table.h: a table as rows of cells, and one writer per output shape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A report builds its rows once, with no knowledge of the format; the
 * writers turn them into CSV, Markdown, MediaWiki (NetHackWiki's sortable
 * table, the caption on top) or an aligned text table.  The window's Copy
 * and the CLI's --format use the same writers, so they cannot drift.
 * Numbers are written shortest-round-trip (nhs_format_double); a
 * percentage for people (nhs_format_percent_mpq), and as its plain decimal
 * in CSV.
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-format.h"

G_BEGIN_DECLS

/* What a column holds: decides alignment and wiki markup only. */
typedef enum {
  NHS_COLUMN_TEXT,
  NHS_COLUMN_SYMBOL,      /* a monster's symbol: <nowiki> in wiki */
  NHS_COLUMN_MONSTER,     /* a monster's name: [[link]] in wiki */
  NHS_COLUMN_NUMBER,      /* integers, fractions, decimals: right-aligned */
} NhsColumnKind;

typedef struct _NhsTable NhsTable;

NhsTable   *nhs_table_new          (const char    *caption);
void        nhs_table_free         (NhsTable      *table);
void        nhs_table_add_column   (NhsTable      *table,
                                    const char    *heading,
                                    NhsColumnKind  kind);
/* Rows are filled left to right: begin a row, then one add_* per column. */
void        nhs_table_begin_row    (NhsTable      *table);
void        nhs_table_add_text     (NhsTable      *table,
                                    const char    *text);
void        nhs_table_add_int      (NhsTable      *table,
                                    gint64         value);
void        nhs_table_add_double   (NhsTable      *table,
                                    double         value);
/* A probability shown as a percentage: "10", "1.047" (nhs_format_percent_mpq)
   in text, Markdown and wiki; CSV the percentage correctly rounded to a
   double, as a plain decimal ("23.80952380952381", never "1e+01"), and a
   chance below 1 that would round to 100 the double below it
   ("99.99999999999999"): never certain where it is not. */
void        nhs_table_add_percent  (NhsTable      *table,
                                    const mpq_t    probability);
void        nhs_table_add_percent_double (NhsTable *table,
                                           double    probability);
/* An exact rational in lowest terms ("3/118"). */
void        nhs_table_add_mpq      (NhsTable      *table,
                                    const mpq_t    value);
/* Text that is not a link or symbol even in such a column ("no monster"). */
void        nhs_table_add_plain    (NhsTable      *table,
                                    const char    *text);
void        nhs_table_add_symbol   (NhsTable      *table,
                                    char           symbol);

/* A column's heading replaced (a picture's, in the reader's language). */
void        nhs_table_set_heading  (NhsTable      *table,
                                    int            column,
                                    const char    *heading);
const char *nhs_table_caption      (const NhsTable *table);
int         nhs_table_n_columns    (const NhsTable *table);
int         nhs_table_n_rows       (const NhsTable *table);
const char *nhs_table_heading      (const NhsTable *table,
                                    int             column);
NhsColumnKind nhs_table_column_kind (const NhsTable *table,
                                     int             column);
/* The cell's text as added ("" for a cell never added). */
const char *nhs_table_cell         (const NhsTable *table,
                                    int             row,
                                    int             column);

/* The cell as text, Markdown and wiki show it: a fraction too long to read
   as its value ("≈ 0.01341"), else as added. */
const char *nhs_table_cell_shown   (const NhsTable *table,
                                    int             row,
                                    int             column);

/* The cell as CSV writes it: a percentage's plain decimal, else as added. */
const char *nhs_table_cell_csv     (const NhsTable *table,
                                    int             row,
                                    int             column);

/* The line under a text, Markdown or wiki table that shows a fraction too
   long to read as its value. */
#define NHS_TABLE_ROUNDED_NOTE \
  "≈: the value to 4 significant digits; the exact fraction is in the CSV and JSON output."

/* CSV (RFC 4180, heading row first, no caption), MARKDOWN (the caption as
   a bold line above a pipe table), WIKI, TABLE (aligned text, the caption
   above).  Other formats: NULL. */
char       *nhs_table_write        (const NhsTable *table,
                                    NhsFormat       format);
/* The formats nhs_table_write () takes, for --format lists and the Copy menu. */
extern const NhsFormat nhs_table_formats[4];

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsTable, nhs_table_free)

G_END_DECLS
