/* nhs-dungeon-builtin.c: the dungeon model's compact answers from the resource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-dungeon-builtin.h"
#include "nhs-dungeon-depths.h"
#include "nhs-data-compact.h"   /* nhs_data_bundled_register () */

#define DUNGEON_PATH "/io/github/nhspawn/SpawnExplorer/data/dungeon.gvariant"

typedef struct {
  int lo, hi, above;
} RegionRow;

static GVariant *table;
static RegionRow rows[NHS_N_VARIANTS][NHS_N_REGIONS];

/* The table, mapped once; its region rows unpacked once (a situation's
   checks ask for them on every change). */
static void
load (void)
{
  static gsize once;

  if (!g_once_init_enter (&once))
    return;
  nhs_data_bundled_register ();
  {
    /* uncompressed in the resource: these bytes are the program's own pages */
    g_autoptr (GBytes) bytes = g_resources_lookup_data (DUNGEON_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

    g_assert (bytes != NULL);
    table = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (NHS_DUNGEON_TABLE_TYPE),
                                                          bytes, TRUE));
  }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GVariant) entry = g_variant_lookup_value (table, nhs_variant_get (v)->key, NULL);
      g_autoptr (GVariant) regions = NULL;
      GVariantIter iter;
      const char *key;
      int lo, hi, above;

      if (entry == NULL)
        continue;
      regions = g_variant_get_child_value (entry, 1);
      g_variant_iter_init (&iter, regions);
      while (g_variant_iter_next (&iter, "(&siii)", &key, &lo, &hi, &above))
        {
          NhsRegion r;

          if (nhs_region_from_key (key, &r))
            rows[v][r] = (RegionRow) { lo, hi, above };
        }
    }
  g_once_init_leave (&once, 1);
}

gboolean
nhs_dungeon_builtin_region (NhsVariantId variant,
                            NhsRegion    region,
                            int         *min_depth,
                            int         *max_depth,
                            int         *levels_above_entry)
{
  RegionRow row = { 0, 0, 0 };

  if (variant >= 0 && variant < NHS_N_VARIANTS && region >= 0 && region < NHS_N_REGIONS)
    {
      load ();
      row = rows[variant][region];
    }
  if (min_depth)
    *min_depth = row.lo;
  if (max_depth)
    *max_depth = row.hi;
  if (levels_above_entry)
    *levels_above_entry = row.above;
  return row.lo > 0;
}

/* One part of the version's entry in the table */
static GVariant *
part (NhsVariantId variant,
      gsize        index)
{
  g_autoptr (GVariant) entry = NULL;

  g_return_val_if_fail (variant >= 0 && variant < NHS_N_VARIANTS, NULL);
  load ();
  entry = g_variant_lookup_value (table, nhs_variant_get (variant)->key, NULL);
  return entry != NULL ? g_variant_get_child_value (entry, index) : NULL;
}

GVariant *
nhs_dungeon_builtin_depths (NhsVariantId variant)
{
  return part (variant, 0);
}

GVariant *
nhs_dungeon_builtin_climbs (NhsVariantId variant)
{
  return part (variant, 2);
}

GVariant *
nhs_dungeon_builtin_plain (NhsVariantId variant)
{
  return part (variant, 3);
}
