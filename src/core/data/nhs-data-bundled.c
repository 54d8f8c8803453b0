/* nhs-data-bundled.c: the built-in versions' monster sets, from the GResource
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-data-compact.h"
#include "nhs-error.h"
#include "nhs-data-resources.h"

#include <string.h>

#define COMPACT_PATH "/io/github/nhspawn/SpawnExplorer/data/monsters.gvariant"

static gsize resource_registered = 0;

/* The bundled data (monster and object tables) is registered once, on first
   use; referencing the register function also keeps the linker from
   dropping the resource. */
void
nhs_data_bundled_register (void)
{
  if (g_once_init_enter (&resource_registered))
    {
      nhs_data_register_resource ();
      g_once_init_leave (&resource_registered, 1);
    }
}

NhsMonsterSet *
nhs_monster_set_load_variant (const char  *variant_key,
                              GError     **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GVariant) table = NULL;
  g_autoptr (GVariant) compact = NULL;
  g_autofree char *origin = NULL;

  g_return_val_if_fail (variant_key != NULL, NULL);
  nhs_data_bundled_register ();
  /* Uncompressed in the resource: these bytes are the program's own mapped
     pages, and a version's part of them is read only when it is asked for.
     Trusted: the build wrote them from sets the loader accepted
     (tests/test-data-compact.c compares them with data/ field by field). */
  bytes = g_resources_lookup_data (COMPACT_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, &local);
  if (bytes == NULL)
    {
      nhs_error_set (error, NHS_ERROR_IO, "Could not read %s (%s).", COMPACT_PATH, local->message);
      return NULL;
    }
  table = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (NHS_COMPACT_TABLE_TYPE),
                                                        bytes, TRUE));
  compact = g_variant_lookup_value (table, variant_key, G_VARIANT_TYPE (NHS_COMPACT_SET_TYPE));
  if (compact == NULL)
    {
      nhs_error_set (error, NHS_ERROR_INVALID, "There is no monster data for a variant named \"%s\".",
                     variant_key);
      return NULL;
    }
  origin = g_strdup_printf ("data/monsters-%s.json (built in)", variant_key);
  return nhs_monster_set_from_compact (compact, origin, error);
}
