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
#include <glib.h>

#include "nhs-object.h"
#include "nhs-variant.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) table = NULL;
  g_autoptr (GString) deps = NULL;
  GVariantBuilder builder;

  if (argc != 4)
    {
      g_printerr ("usage: nhs-objects-compile DATADIR OUT DEPFILE\n");
      return 2;
    }
  deps = g_string_new (NULL);
  g_string_append_printf (deps, "%s:", argv[2]);
  g_variant_builder_init (&builder, G_VARIANT_TYPE (NHS_OBJECTS_TABLE_TYPE));
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      const NhsVariant *v = nhs_variant_get (i);
      g_autofree char *name = g_strdup_printf ("objects-%s.json", v->key);
      g_autofree char *path = g_build_filename (argv[1], name, NULL);
      g_autofree char *text = NULL;
      gsize len = 0;
      g_autoptr (GVariant) objs = NULL;

      if (!g_file_get_contents (path, &text, &len, &error)
          || (objs = nhs_objects_compile_json (text, len, name, &error)) == NULL)
        {
          g_printerr ("nhs-objects-compile: %s\n", error->message);
          return 1;
        }
      g_variant_builder_add (&builder, "{sv}", v->key, objs);
      g_string_append_printf (deps, " %s", path);
    }
  table = g_variant_ref_sink (g_variant_builder_end (&builder));
  g_string_append_c (deps, '\n');
  if (!g_file_set_contents (argv[2], g_variant_get_data (table), (gssize) g_variant_get_size (table), &error)
      || !g_file_set_contents (argv[3], deps->str, -1, &error))
    {
      g_printerr ("nhs-objects-compile: %s\n", error->message);
      return 1;
    }
  return 0;
}
