/* nhs-variant-model.h: the version table as a GListModel, for every
 * version list a user sees (drop-downs bind to it in the .ui files)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "nhs-variant.h"

G_BEGIN_DECLS

/* One row of the table: `key` ("3.6.7"), `display-name` ("NetHack 3.6.7"),
   `short-name`, `family`. */
#define NHS_TYPE_VARIANT_ITEM (nhs_variant_item_get_type ())
G_DECLARE_FINAL_TYPE (NhsVariantItem, nhs_variant_item, NHS, VARIANT_ITEM, GObject)

const NhsVariant *nhs_variant_item_get_variant (NhsVariantItem *self);

/* Every version in the table's order; position i is NhsVariantId i. */
#define NHS_TYPE_VARIANT_MODEL (nhs_variant_model_get_type ())
G_DECLARE_FINAL_TYPE (NhsVariantModel, nhs_variant_model, NHS, VARIANT_MODEL, GObject)

NhsVariantModel *nhs_variant_model_new (void);

G_END_DECLS
