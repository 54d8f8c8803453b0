/* nhs-gen-table.c: one build-time table, a value per version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The monster, object and dungeon compilers each make one value per row of
 * the version table and write the dictionary into the core's resource; the
 * walk over the versions, the file names, the dependency file and the
 * writing live here once.
 */
#include "nhs-gen-table.h"

int
nhs_gen_table_write (const char       *prog,
                     const char       *type,
                     const char       *datadir,
                     const char       *prefix,
                     NhsGenTableValue  value,
                     const char       *out,
                     const char       *depfile)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) table = NULL;
  g_autoptr(GString) deps = g_string_new (NULL);
  GVariantBuilder builder;

  g_string_append_printf (deps, "%s:", out);
  g_variant_builder_init (&builder, G_VARIANT_TYPE (type));
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      const NhsVariant *v = nhs_variant_get (i);
      g_autofree char *name = datadir ? g_strdup_printf ("%s%s.json", prefix, v->key) : NULL;
      g_autofree char *path = name ? g_build_filename (datadir, name, NULL) : NULL;
      GVariant *one = value (v, path, name, &error);

      if (one == NULL)
        {
          g_printerr ("%s: %s: %s\n", prog, v->key, error->message);
          g_variant_builder_clear (&builder);
          return 1;
        }
      g_variant_builder_add_value (&builder, g_variant_new_dict_entry (g_variant_new_string (v->key), one));
      if (path)
        g_string_append_printf (deps, " %s", path);
    }
  table = g_variant_ref_sink (g_variant_builder_end (&builder));
  g_string_append_c (deps, '\n');
  if (!g_file_set_contents (out, g_variant_get_data (table), (gssize) g_variant_get_size (table), &error)
      || (depfile && !g_file_set_contents (depfile, deps->str, (gssize) deps->len, &error)))
    {
      g_printerr ("%s: %s\n", prog, error->message);
      return 1;
    }
  return 0;
}
