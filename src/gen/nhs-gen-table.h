/* nhs-gen-table.h: one build-time table, a value per version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-variant.h"

G_BEGIN_DECLS

/* Makes one version's value, a new floating GVariant (or NULL and ERROR).
   PATH is DATADIR/<prefix><key>.json when the table is read from files
   (NULL otherwise); NAME is its base name. */
typedef GVariant *(*NhsGenTableValue) (const NhsVariant *v,
                                       const char       *path,
                                       const char       *name,
                                       GError          **error);

/* Builds a dictionary of TYPE ("a{s...}") keyed by each version's key, in
   the version table's order, writes it to OUT and, when DEPFILE is given,
   the files read to DEPFILE. Prints "PROG: sentence" and returns 1 on the
   first failure, 0 when everything is written. */
int nhs_gen_table_write (const char       *prog,
                         const char       *type,
                         const char       *datadir,
                         const char       *prefix,
                         NhsGenTableValue  value,
                         const char       *out,
                         const char       *depfile);

G_END_DECLS
