/* fuzz-scenario.c: libFuzzer target for the item-use scenario parser
 *
 * Any bytes as a scenario for 3.6.7's monsters: refused with one NHS_ERROR
 * sentence, or parsed into a scenario the decision code can run on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "nhs-data.h"
#include "nhs-error.h"
#include "nhs-muse-scenario.h"
#include "nhs-variant.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static NhsMonsterSet *set;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  set = nhs_monster_set_load_variant ("3.6.7", NULL);
  if (set == NULL)
    __builtin_trap ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMuseScenario) sc = NULL;

  sc = nhs_muse_scenario_from_json ((const char *) data, (gssize) size, set, &error);
  if (sc == NULL && (error == NULL || error->domain != NHS_ERROR || *error->message == '\0'))
    __builtin_trap ();
  if (sc != NULL && error != NULL)
    __builtin_trap ();
  /* an error quotes the input: it must stay one printable line */
  if (sc == NULL && strchr (error->message, '\n') != NULL)
    __builtin_trap ();
  if (sc != NULL)
    {
      /* A parsed scenario can be decided and written back out. */
      g_autoptr (NhsMuseDecision) d = nhs_muse_decide (sc, nhs_variant_from_key ("3.6.7"));
      g_autofree char *json = nhs_muse_scenario_to_json (sc);
      g_autofree char *out = d ? nhs_muse_decision_to_json (d) : NULL;

      g_autoptr (GError) again_error = NULL;
      g_autoptr (NhsMuseScenario) again = NULL;

      if (d == NULL || json == NULL || out == NULL)
        __builtin_trap ();
      /* what is written back parses again */
      again = nhs_muse_scenario_from_json (json, -1, set, &again_error);
      if (again == NULL)
        __builtin_trap ();
    }
  return 0;
}
