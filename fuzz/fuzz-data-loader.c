/* fuzz-data-loader.c: libFuzzer target for the monster data loader
 *
 * Any bytes: either refused with an NHS_ERROR_DATA sentence naming the
 * origin, or loaded into a set that rndmonst can use without crashing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "nhs-data.h"
#include "nhs-error.h"
#include "nhs-rndmonst.h"
#include "nhs-situation.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GBytes) bytes = g_bytes_new (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_bytes (bytes, "fuzz.json", &error);

  if (set == NULL)
    {
      /* Refusals are one sentence that names the file. */
      if (error == NULL || error->domain != NHS_ERROR
          || strstr (error->message, "fuzz.json") == NULL)
        __builtin_trap ();
      return 0;
    }
  if (error != NULL || set->n <= 0)
    __builtin_trap ();

  /* A loaded set is usable: look names up and compute a distribution. */
  for (int i = 0; i < set->n; i++)
    if (nhs_monster_set_lookup (set, set->monsters[i].name) == NULL)
      __builtin_trap ();
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;
      g_autoptr (NhsDistribution) dist = NULL;
      g_autoptr (GError) err = NULL;

      nhs_situation_init (&sit);
      sit.variant = v;
      sit.depth = 1 + (int) (size % 50);
      sit.xl = 1 + (int) (size % 30);
      nhs_situation_set_genocided (&sit, 0, TRUE);
      dist = nhs_rndmonst_compute (set, &sit, &err);
      if (dist == NULL && err == NULL)
        __builtin_trap ();
    }
  return 0;
}
