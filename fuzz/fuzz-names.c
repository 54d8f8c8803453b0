/* fuzz-names.c: libFuzzer target for the name parsers
 *
 * Monster names (--genocide, lookups) in every variant's data, and the
 * variant, region, alignment, format and number parsers the CLI and the
 * window share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "nhs-cli-common.h"
#include "nhs-data.h"
#include "nhs-format.h"
#include "nhs-situation.h"
#include "nhs-variant.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static NhsMonsterSet *sets[NHS_N_VARIANTS];

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;

      sets[v] = nhs_monster_set_load_variant (nhs_variant_get (v)->key, &error);
      g_assert_no_error (error);
    }
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  NhsRegion region;
  NhsLevelAlign align;
  NhsFormat format;
  const NhsVariant *variant;
  int n;

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (sets[v], text);

      if (m != NULL)
        {
          NhsSituation sit;

          if (m->index < 0 || m->index >= sets[v]->n || m != &sets[v]->monsters[m->index])
            __builtin_trap ();
          nhs_situation_init (&sit);
          nhs_situation_set_genocided (&sit, m->index, TRUE);
          if (!nhs_situation_is_genocided (&sit, m->index))
            __builtin_trap ();
        }
    }

  variant = nhs_variant_from_key (text);
  if (variant != NULL && strcmp (variant->key, text) != 0 && g_ascii_strcasecmp (variant->key, text) != 0)
    (void) variant;   /* aliases are allowed */
  if (nhs_region_from_key (text, &region))
    (void) nhs_region_info (region)->name;
  if (nhs_level_align_from_key (text, &align))
    (void) nhs_level_align_key (align);
  if (nhs_format_from_key (text, &format))
    (void) nhs_format_key (format);

  {
    g_autoptr (GError) error = NULL;

    if (!nhs_cli_parse_int ("--depth", text, 1, NHS_DEPTH_MAX, &n, &error))
      {
        if (error == NULL || strstr (error->message, "--depth") == NULL)
          __builtin_trap ();
      }
    else if (n < 1 || n > NHS_DEPTH_MAX)
      __builtin_trap ();
  }
  {
    static const NhsFormat allowed[] = { NHS_FORMAT_JSON, NHS_FORMAT_CSV, NHS_FORMAT_TABLE };
    g_autoptr (GError) error = NULL;

    if (!nhs_cli_parse_format (text, allowed, G_N_ELEMENTS (allowed), NHS_FORMAT_TABLE, &format,
                               &error)
        && error == NULL)
      __builtin_trap ();
  }
  return 0;
}
