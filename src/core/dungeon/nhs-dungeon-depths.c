/* nhs-dungeon-depths.c: the dungeon model's by-depth kinds, compact
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-regions.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */

#include <string.h>

/* NhsDepthKinds of the model (by depth or by climb) in the compact form:
   their kinds, or with `plain` their plain kinds (the entries that have
   them) */
static GVariant *
kinds_to_compact (const NhsDungeonModel *m,
                  GArray                *array,
                  gboolean               plain)
{
  GVariantBuilder b;

  g_variant_builder_init (&b, G_VARIANT_TYPE (NHS_DUNGEON_DEPTHS_TYPE));
  for (guint i = 0; i < array->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (array, NhsDepthKinds, i);
      const NhsDungeonResult *d = &g_array_index (m->dungeons, NhsDungeonResult, dk->dungeon);
      GArray *kinds = plain ? dk->plain : dk->kinds;

      if (kinds == NULL)
        continue;
      g_variant_builder_open (&b, G_VARIANT_TYPE ("(sia(ss))"));
      g_variant_builder_add (&b, "s", d->desc->name);
      g_variant_builder_add (&b, "i", dk->depth);
      g_variant_builder_open (&b, G_VARIANT_TYPE ("a(ss)"));
      for (guint k = 0; k < kinds->len; k++)
        {
          const NhsDepthKind *kind = &g_array_index (kinds, NhsDepthKind, k);
          g_autofree char *p = nhs_mpq_to_string (kind->p);

          g_variant_builder_add (&b, "(ss)", kind->key, p);
        }
      g_variant_builder_close (&b);
      g_variant_builder_close (&b);
    }
  return g_variant_ref_sink (g_variant_builder_end (&b));
}

GVariant *
nhs_dungeon_depths_to_compact (const NhsDungeonModel *m)
{
  g_return_val_if_fail (m != NULL, NULL);
  return kinds_to_compact (m, m->by_depth, FALSE);
}

GVariant *
nhs_dungeon_climbs_to_compact (const NhsDungeonModel *m)
{
  g_return_val_if_fail (m != NULL, NULL);
  return kinds_to_compact (m, m->by_climb, FALSE);
}

GVariant *
nhs_dungeon_plain_to_compact (const NhsDungeonModel *m)
{
  g_return_val_if_fail (m != NULL, NULL);
  return kinds_to_compact (m, m->by_depth, TRUE);
}

GVariant *
nhs_dungeon_regions_to_compact (const NhsDungeonModel *m)
{
  GVariantBuilder b;

  g_return_val_if_fail (m != NULL, NULL);
  g_variant_builder_init (&b, G_VARIANT_TYPE (NHS_DUNGEON_REGIONS_TYPE));
  for (int r = 0; r < NHS_N_REGIONS; r++)
    {
      int lo, hi;

      if (nhs_dungeon_region_range (m, r, &lo, &hi))
        g_variant_builder_add (&b, "(siii)", nhs_region_info (r)->key, lo, hi,
                               nhs_dungeon_region_levels_above_entry (m, r));
    }
  return g_variant_ref_sink (g_variant_builder_end (&b));
}

GVariant *
nhs_dungeon_depths_lookup (GVariant   *compact,
                           const char *dungeon,
                           int         depth)
{
  gsize n;

  g_return_val_if_fail (compact != NULL, NULL);
  g_return_val_if_fail (g_variant_is_of_type (compact, G_VARIANT_TYPE (NHS_DUNGEON_DEPTHS_TYPE)), NULL);
  g_return_val_if_fail (dungeon != NULL, NULL);
  n = g_variant_n_children (compact);
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr (GVariant) entry = g_variant_get_child_value (compact, i);
      g_autoptr (GVariant) name = g_variant_get_child_value (entry, 0);
      g_autoptr (GVariant) at = g_variant_get_child_value (entry, 1);

      if (g_variant_get_int32 (at) == depth && strcmp (g_variant_get_string (name, NULL), dungeon) == 0)
        return g_variant_get_child_value (entry, 2);
    }
  return NULL;
}
