/* nhs-dungeon-compile.c: what each depth can be, for the app's resource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time: nhs-dungeon-compile OUT. For every version of the
 * version table it computes the dungeon model (src/core/dungeon/) and
 * writes the by-depth kinds of all of them to OUT as one GVariant,
 * NHS_DUNGEON_DEPTHS_TABLE_TYPE (nhs-dungeon-depths.h), which the window's
 * sidebar reads instead of computing the model at start. A version whose
 * dungeon the model refuses gets no entry: the sidebar then says nothing
 * about depths, as it did when it computed the model itself.
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
  g_variant_builder_init (&builder, G_VARIANT_TYPE (NHS_DUNGEON_DEPTHS_TABLE_TYPE));
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      g_autoptr(GError) refused = NULL;
      g_autoptr(NhsDungeonModel) model = nhs_dungeon_model_new (i, &refused);
      g_autoptr(GVariant) compact = NULL;

      if (model == NULL)
        {
          g_printerr ("nhs-dungeon-compile: %s: no depths (%s)\n",
                      nhs_variant_get (i)->key, refused->message);
          continue;
        }
      compact = nhs_dungeon_depths_to_compact (model);
      g_variant_builder_add (&builder, "{sv}", nhs_variant_get (i)->key, compact);
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
