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
#include "nhs-data.h"
#include "nhs-data-compact.h"
#include "nhs-gen-table.h"

static GVariant *
monsters_value (const NhsVariant *v G_GNUC_UNUSED,
                const char       *path,
                const char       *name G_GNUC_UNUSED,
                GError          **error)
{
  g_autoptr(NhsMonsterSet) set = nhs_monster_set_load_file (path, error);
  g_autoptr(GVariant) compact = NULL;

  if (set == NULL)
    return NULL;
  compact = nhs_monster_set_to_compact (set);
  return g_variant_new_variant (compact);
}

int
main (int    argc,
      char **argv)
{
  if (argc != 3 && argc != 4)
    {
      g_printerr ("usage: nhs-data-compile DATADIR OUT [DEPFILE]\n");
      return 2;
    }
  return nhs_gen_table_write ("nhs-data-compile", NHS_COMPACT_TABLE_TYPE, argv[1], "monsters-",
                              monsters_value, argv[2], argc == 4 ? argv[3] : NULL);
}
