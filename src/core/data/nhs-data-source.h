/* nhs-data-source.h: the monster data in use, and replacing it safely
 *
 * The window keeps one NhsDataSource. Loading a file either replaces the set
 * in use completely or, when the file is refused, changes nothing: the
 * previous data stays in use and the error names the file, entry and field.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "nhs-data.h"

G_BEGIN_DECLS

#define NHS_TYPE_DATA_SOURCE (nhs_data_source_get_type ())
G_DECLARE_FINAL_TYPE (NhsDataSource, nhs_data_source, NHS, DATA_SOURCE, GObject)

/* Starts with the bundled data of `variant_key` ("3.6.7" ...). NULL (and
   *error set) if the key is unknown. */
NhsDataSource *nhs_data_source_new          (const char     *variant_key,
                                             GError        **error);
/* The set in use (never NULL), borrowed. */
NhsMonsterSet *nhs_data_source_get_set      (NhsDataSource  *self);
/* The custom file in use, or NULL for the bundled data. */
const char    *nhs_data_source_get_file     (NhsDataSource  *self);
/* The variant key of the bundled data in use, or NULL for a custom file. */
const char    *nhs_data_source_get_variant  (NhsDataSource  *self);

/* Loads and validates `path`; on success it becomes the set in use and
   notify::monster-set is emitted. On failure nothing changes. */
gboolean       nhs_data_source_load_file    (NhsDataSource  *self,
                                             const char     *path,
                                             GError        **error);
/* The same for in-memory data (a portal's file contents); `origin` names it
   in messages. */
gboolean       nhs_data_source_load_bytes   (NhsDataSource  *self,
                                             GBytes         *bytes,
                                             const char     *origin,
                                             GError        **error);
/* Back to a bundled variant's data. */
gboolean       nhs_data_source_use_variant  (NhsDataSource  *self,
                                             const char     *variant_key,
                                             GError        **error);

G_END_DECLS
