/* nhs-data-compile.c: compiles the built-in monster tables for the GResource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time: nhs-data-compile DATADIR OUT [DEPFILE].  For every
 * version of the version table (src/core/data/nhs-variant.c) it loads
 * DATADIR/monsters-<key>.json with the project's own loader, which checks
 * everything it checks for any --data file (and computes difficulties where
 * the file has none), and writes the accepted sets to OUT as one GVariant,
 * NHS_COMPACT_TABLE_TYPE (nhs-data-compact.h). A file the loader refuses
 * stops the build with the loader's sentence. DEPFILE lists the files read,
 * so that the build redoes OUT when one changes.
 */
#include <glib.h>
#include <stdio.h>

#include "nhs-data.h"
#include "nhs-data-compact.h"
#include "nhs-variant.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) table = NULL;
  g_autoptr(GString) deps = NULL;
  GVariantBuilder builder;

  if (argc != 3 && argc != 4)
    {
      g_printerr ("usage: nhs-data-compile DATADIR OUT [DEPFILE]\n");
      return 2;
    }
  deps = g_string_new (NULL);
  g_string_append_printf (deps, "%s:", argv[2]);
  g_variant_builder_init (&builder, G_VARIANT_TYPE (NHS_COMPACT_TABLE_TYPE));
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      const NhsVariant *v = nhs_variant_get (i);
      g_autofree char *name = g_strdup_printf ("monsters-%s.json", v->key);
      g_autofree char *path = g_build_filename (argv[1], name, NULL);
      g_autoptr(NhsMonsterSet) set = nhs_monster_set_load_file (path, &error);
      g_autoptr(GVariant) compact = NULL;

      if (set == NULL)
        {
          g_printerr ("nhs-data-compile: %s\n", error->message);
          return 1;
        }
      compact = nhs_monster_set_to_compact (set);
      g_variant_builder_add (&builder, "{sv}", v->key, compact);
      g_string_append_printf (deps, " %s", path);
    }
  table = g_variant_ref_sink (g_variant_builder_end (&builder));
  if (!g_file_set_contents (argv[2], g_variant_get_data (table), (gssize) g_variant_get_size (table),
                            &error))
    {
      g_printerr ("nhs-data-compile: %s\n", error->message);
      return 1;
    }
  if (argc == 4)
    {
      g_string_append_c (deps, '\n');
      if (!g_file_set_contents (argv[3], deps->str, (gssize) deps->len, &error))
        {
          g_printerr ("nhs-data-compile: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}
