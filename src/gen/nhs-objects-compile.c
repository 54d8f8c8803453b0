/* nhs-objects-compile.c: compiles the built-in object tables for the GResource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time: nhs-objects-compile DATADIR OUT DEPFILE.  For every
 * version of the version table it checks DATADIR/objects-<key>.json
 * (nhs_objects_compile_json ()) and writes the tables to OUT as one
 * GVariant, NHS_OBJECTS_TABLE_TYPE (nhs-object.h).  A file it refuses stops
 * the build with its sentence.
 */
#include "nhs-gen-table.h"
#include "nhs-object.h"

static GVariant *
objects_value (const NhsVariant *v G_GNUC_UNUSED,
               const char       *path,
               const char       *name,
               GError          **error)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr(GVariant) objs = NULL;

  if (!g_file_get_contents (path, &text, &len, error)
      || (objs = nhs_objects_compile_json (text, len, name, error)) == NULL)
    return NULL;
  return g_variant_new_variant (objs);
}

int
main (int    argc,
      char **argv)
{
  if (argc != 4)
    {
      g_printerr ("usage: nhs-objects-compile DATADIR OUT DEPFILE\n");
      return 2;
    }
  return nhs_gen_table_write ("nhs-objects-compile", NHS_OBJECTS_TABLE_TYPE, argv[1], "objects-",
                              objects_value, argv[2], argv[3]);
}
