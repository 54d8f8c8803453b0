/* nhs-session.h: what the window shows: one situation and its one answer
 *
 * The session owns the situation, the Quest's role, the genocides by
 * name, the monster tables in use (each version's built-in table, or one
 * opened with Open Monster Table…) and the answer the core computes from
 * them (nhs_answer_compute ()). The sidebar writes the situation; every
 * page reads the answer and the tables from here. A change computes the
 * answer once, whatever number of pages show it (`n-computations` counts).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "nhs-answer.h"
#include "nhs-data.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_TYPE_SESSION (nhs_session_get_type ())
G_DECLARE_FINAL_TYPE (NhsSession, nhs_session, NHS, SESSION, GObject)

NhsSession         *nhs_session_new              (void);

/* The situation (its genocide and extinction sets aside: those are the
   names), the Quest's role (NULL off the Quest) and the genocided and
   extinct monsters by name. One call, one computation of the answer.
   Names the table in use for the situation's version lacks, or cannot
   have on that list, are left out of the answer, and the
   `genocides-dropped` signal names them (the window then drops them and
   says so). */
void                nhs_session_set_situation    (NhsSession          *self,
                                                  const NhsSituation  *sit,
                                                  const char          *role,
                                                  const char * const  *genocides,
                                                  const char * const  *extinct);
/* The situation last set; NULL before the first. */
const NhsSituation *nhs_session_get_situation    (NhsSession          *self);
const char         *nhs_session_get_role         (NhsSession          *self);
/* The genocides the answer counts (names in the table in use). */
const char * const *nhs_session_get_genocides    (NhsSession          *self);
/* The extinctions the answer counts, the same way. */
const char * const *nhs_session_get_extinct      (NhsSession          *self);
/* The answer for the situation, NULL while there is none (see error). */
NhsAnswer          *nhs_session_get_answer       (NhsSession          *self);
/* The sentence saying why the situation has no answer, or NULL. */
const char         *nhs_session_get_error        (NhsSession          *self);
/* How many answers the session has computed (tests: one per change). */
guint               nhs_session_get_n_computations (NhsSession        *self);

/* The monster table in use for a version: the one opened for it, else the
   built-in one (the session's reference: valid while the table is in use;
   take a reference to keep it). NULL with error set when it cannot load. */
NhsMonsterSet      *nhs_session_get_table        (NhsSession          *self,
                                                  NhsVariantId         variant,
                                                  GError             **error);
/* The file of the version's opened table, NULL for the built-in one. */
const char         *nhs_session_get_table_file   (NhsSession          *self,
                                                  NhsVariantId         variant);
/* Every version's table in use, for the pages that look across versions
   (references the session keeps; entries NULL where one cannot load). */
void                nhs_session_get_tables       (NhsSession          *self,
                                                  NhsMonsterSet       *sets[NHS_N_VARIANTS]);
/* Loads a monster table as nhspawn-cli --data does and puts it in use for
   its own "variant" when nhspawn knows it, else for `fallback`; *variant
   says which. The answer is computed again (genocides kept by name, those
   the table lacks dropped and named by `genocides-dropped`); `tables-changed`
   tells the pages that read tables. A refused file changes nothing. */
gboolean            nhs_session_open_table       (NhsSession          *self,
                                                  const char          *path,
                                                  NhsVariantId         fallback,
                                                  NhsVariantId        *variant,
                                                  GError             **error);

G_END_DECLS
