/* nhs-report-mkclass.h: mkclass and preset distributions as JSON, CSV, text and wiki
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-table.h"

G_BEGIN_DECLS

/* The probs shape (docs/cli-contract.md) plus "class"/"class_id", "aligned", "preset"
 * and "none" (when the chance of no monster is not zero). `preset_key` may
 * be NULL. */
char *nhs_report_class_dist (const NhsClassDist *dist,
                             const char         *preset_key,
                             NhsFormat           format);

/* The distribution as a table (caption: the version, region, class or
   preset, difficulty and XL) for the writers. */
NhsTable *nhs_class_dist_table (const NhsClassDist *dist);

G_END_DECLS
