/* fuzz-data-loader.c: libFuzzer target for the monster data loader
 *
 * Any bytes: either refused with an NHS_ERROR_DATA sentence naming the
 * origin, or loaded into a set that rndmonst can use without crashing.
 *
 * Structure-aware shapes (issue 15), chosen by the first byte, so that the
 * fuzzer reaches large inputs without having to grow them byte by byte:
 * (each at most 1 MiB past the loader's own size limit):
 *   0x01 N1 N2 BODY  a monster file of N (up to 4095) copies of BODY as the
 *                    entries, with special_pm N: many monsters, past the
 *                    1024 limit;
 *   0x02 D1 D2 BODY  BODY inside D (up to 65535) levels of [ ] or { "": }:
 *                    deep nesting;
 *   0x03 N1 N2 BODY  BODY repeated N (up to 65535) times as the "name" of one
 *                    entry: long strings and odd escapes.
 * Every other input is the file itself (run with -max_len=1048576 or more
 * and fuzz/fuzz-data-loader.dict).
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

#define EXPAND_MAX (NHS_DATA_MAX_BYTES + 1024 * 1024)

#define ENTRY_HEAD "{\"name\": \"x"
#define ENTRY_TAIL "\", \"symbol\": \"a\", \"class\": \"S_ANT\", \"mlet\": 1, \"level\": 2, " \
  "\"speed\": 12, \"ac\": 3, \"mr\": 0, \"alignment\": 0, \"frequency\": 1, \"geno_flags\": [], " \
  "\"attacks\": [], \"weight\": 10, \"nutrition\": 10, \"sound\": \"MS_SILENT\", " \
  "\"size\": \"MZ_TINY\", \"resists\": [], \"conveys\": [], \"m1\": [], \"m2\": [], \"m3\": [], " \
  "\"color\": \"CLR_RED\"}"

/* The input, or the larger text a shaped input stands for. */
static GBytes *
expand (const uint8_t *data,
        size_t         size)
{
  GString *s;
  guint n;
  const char *body;
  size_t len;

  if (size < 3 || data[0] < 1 || data[0] > 3)
    return g_bytes_new (data, size);
  n = (guint) data[1] << 8 | data[2];
  body = (const char *) data + 3;
  len = size - 3;
  /* The shapes stay a little above the loader's own size limit: larger ones
     would only measure this harness's memory (the first 10-minute run ran
     out of memory building 2 GB here, not in the loader). */
  n = MIN (n, (guint) (EXPAND_MAX / MAX (len, 1)));
  s = g_string_new (NULL);
  switch (data[0])
    {
    case 1:
      n &= 0xfff;
      g_string_append_printf (s, "{\"variant\": \"3.6.7\", \"special_pm\": %u, \"monsters\": [", n);
      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append_c (s, ',');
          g_string_append_len (s, body, len);
        }
      g_string_append (s, "]}");
      break;
    case 2:
      for (guint i = 0; i < n; i++)
        g_string_append (s, i % 2 ? "{\"\": " : "[");
      g_string_append_len (s, body, len);
      for (guint i = n; i-- > 0;)
        g_string_append (s, i % 2 ? "}" : "]");
      break;
    default:
      g_string_append (s, "{\"variant\": \"3.6.7\", \"special_pm\": 1, \"monsters\": [" ENTRY_HEAD);
      for (guint i = 0; i < n; i++)
        g_string_append_len (s, body, len);
      g_string_append (s, ENTRY_TAIL "]}");
      break;
    }
  return g_string_free_to_bytes (s);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GBytes) bytes = expand (data, size);
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
  if (error != NULL || set->n <= 0 || set->n > NHS_MAX_MONSTERS)
    __builtin_trap ();

  /* A loaded set is usable: names are valid UTF-8 without control
     characters, they look up, and a distribution computes, with the last
     entry genocided (the genocide set's bound). */
  for (int i = 0; i < set->n; i++)
    {
      const char *name = set->monsters[i].name;

      if (!g_utf8_validate (name, -1, NULL) || strlen (name) > NHS_DATA_MAX_NAME
          || nhs_monster_set_lookup (set, name) == NULL)
        __builtin_trap ();
      for (const char *p = name; *p; p = g_utf8_next_char (p))
        if (g_unichar_iscntrl (g_utf8_get_char (p)))
          __builtin_trap ();
    }
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
      nhs_situation_set_genocided (&sit, set->n - 1, TRUE);
      dist = nhs_rndmonst_compute (set, &sit, &err);
      if (dist == NULL && err == NULL)
        __builtin_trap ();
    }
  return 0;
}
