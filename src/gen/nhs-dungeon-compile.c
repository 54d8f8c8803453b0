/* nhs-dungeon-compile.c: what the dungeon model says, for the core's resource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time: nhs-dungeon-compile OUT. For every version of the
 * version table it computes the dungeon model (src/core/dungeon/, the one
 * owner of the dungeon's facts) and writes what the rest of the program
 * reads from it to OUT as one GVariant, NHS_DUNGEON_TABLE_TYPE
 * (nhs-dungeon-depths.h): each region's depth range and levels above its
 * entry, the by-depth kinds and the by-depth kinds of the levels that are
 * no special level (the level generator's branch chances). It states no fact of its own. A version
 * whose dungeon the model refuses stops the build: without the model the
 * situation would know none of its depths.
 */
#include "nhs-dungeon.h"
#include "nhs-dungeon-depths.h"
#include "nhs-gen-table.h"

static GVariant *
dungeon_value (const NhsVariant *v,
               const char       *path G_GNUC_UNUSED,
               const char       *name G_GNUC_UNUSED,
               GError          **error)
{
  g_autoptr(NhsDungeonModel) model = nhs_dungeon_model_new (v->id, error);
  g_autoptr(GVariant) depths = NULL;
  g_autoptr(GVariant) regions = NULL;
  g_autoptr(GVariant) climbs = NULL;
  g_autoptr(GVariant) plain = NULL;

  if (model == NULL)
    return NULL;
  depths = nhs_dungeon_depths_to_compact (model);
  regions = nhs_dungeon_regions_to_compact (model);
  climbs = nhs_dungeon_climbs_to_compact (model);
  plain = nhs_dungeon_plain_to_compact (model);
  return g_variant_new_tuple ((GVariant *[]) { depths, regions, climbs, plain }, 4);
}

int
main (int    argc,
      char **argv)
{
  if (argc != 2)
    {
      g_printerr ("usage: nhs-dungeon-compile OUT\n");
      return 2;
    }
  return nhs_gen_table_write ("nhs-dungeon-compile", NHS_DUNGEON_TABLE_TYPE, NULL, NULL,
                              dungeon_value, argv[1], NULL);
}
