/* nhs-dungeon-compile.c: what the dungeon model says, for the core's resource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time: nhs-dungeon-compile OUT. For every version of the
 * version table it computes the dungeon model (src/core/dungeon/, the one
 * owner of the dungeon's facts) and writes what the rest of the program
 * reads from it to OUT as one GVariant, NHS_DUNGEON_TABLE_TYPE
 * (nhs-dungeon-depths.h): each region's depth range and levels above its
 * entry, and the by-depth kinds. It states no fact of its own. A version
 * whose dungeon the model refuses stops the build: without the model the
 * situation would know none of its depths.
 */
#include <glib.h>

#include "nhs-dungeon.h"
#include "nhs-dungeon-depths.h"
#include "nhs-variant.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) table = NULL;
  GVariantBuilder builder;

  if (argc != 2)
    {
      g_printerr ("usage: nhs-dungeon-compile OUT\n");
      return 2;
    }
  g_variant_builder_init (&builder, G_VARIANT_TYPE (NHS_DUNGEON_TABLE_TYPE));
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      g_autoptr(NhsDungeonModel) model = nhs_dungeon_model_new (i, &error);
      g_autoptr(GVariant) depths = NULL;
      g_autoptr(GVariant) regions = NULL;

      if (model == NULL)
        {
          g_printerr ("nhs-dungeon-compile: %s: %s\n", nhs_variant_get (i)->key, error->message);
          return 1;
        }
      depths = nhs_dungeon_depths_to_compact (model);
      regions = nhs_dungeon_regions_to_compact (model);
      g_variant_builder_add (&builder, "{s(@" NHS_DUNGEON_DEPTHS_TYPE "@" NHS_DUNGEON_REGIONS_TYPE ")}",
                             nhs_variant_get (i)->key, depths, regions);
    }
  table = g_variant_ref_sink (g_variant_builder_end (&builder));
  if (!g_file_set_contents (argv[1], g_variant_get_data (table), (gssize) g_variant_get_size (table),
                            &error))
    {
      g_printerr ("nhs-dungeon-compile: %s\n", error->message);
      return 1;
    }
  return 0;
}
