/* nhs-report-private.h: pieces the report writers (nhs-report*.c) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not for use outside src/core/report/nhs-report*.c.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "nhs-monster.h"

G_BEGIN_DECLS

/* The built document, pretty-printed (two-space indent), with a newline. */
char *nhs_report_builder_to_string   (JsonBuilder      *builder);
/* Text in a wiki table cell: pipes would split it. */
void  nhs_report_append_wiki_cell    (GString          *out,
                                      const char       *text);
/* A monster's symbol and name wiki cells: "<nowiki>S</nowiki> || [[name]]". */
void  nhs_report_append_wiki_monster (GString          *out,
                                      const NhsMonster *m);
/* A monster's name and symbol as CSV fields: "name,S". */
void  nhs_report_append_csv_monster  (GString          *out,
                                      const NhsMonster *m);
/* The first four columns of a text table, its heading (m NULL) or a
   monster's row: symbol, name, difficulty, frequency. */
void  nhs_report_append_text_monster (GString          *out,
                                      const NhsMonster *m);

/* The members every monster object of a distribution has, in the contract's
   order: name, symbol, weight (when with_weight), probability, fraction,
   difficulty, frequency. The caller opens and closes the object. */
void  nhs_report_json_monster        (JsonBuilder      *b,
                                      const NhsMonster *m,
                                      gboolean          with_weight,
                                      int               weight,
                                      double            probability,
                                      const char       *fraction);

/* The columns of a table of monsters and their chances: symbol, monster,
   difficulty, frequency, the alignment shift (when with_shift: rndmonst's),
   weight, chance, %. The headings are marked for the window, which shows
   them translated in a picture. */
void  nhs_report_monster_columns     (NhsTable         *t,
                                      gboolean          with_shift);

G_END_DECLS
