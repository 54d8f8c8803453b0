/* fuzz-scenario-fields.c: libFuzzer target for scenarios with duplicate and
 * conflicting fields (issue 27)
 *
 * The bytes are a recipe, not JSON: each pair (operation, argument) adds one
 * member to a scenario object — a field of the format with a value from the
 * argument, the previous member again, or a key written with an escape
 * ("\u0068p" is "hp"). So every input is JSON near the format, and the
 * checks have an oracle:
 * - a key given twice in the object is refused, the sentence saying so;
 * - a scenario that is accepted holds no contradiction: no item worn and
 *   wielded, an engulfed hero on the monster's square and no other hero
 *   there, armour in the hero's slots;
 * - a refusal is one NHS_ERROR line.
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

static const char *const monsters[] = { "soldier", "ochre jelly", "gnome lord", "newt", "lich" };
static const char *const items[] = { "potion of healing", "dagger", "helmet", "long sword",
                                     "wand of striking", "iron shoes", "mummy wrapping", "scroll of teleportation" };
static const char *const slots[] = { "armh", "arm", "armc", "arms", "armg", "armf", "armu" };
static const char *const engulfers[] = { "\"monster\"", "\"purple worm\"", "null" };
static const char *const keys[] = { "monster", "hp", "hpmax", "hero_offset", "items", "hero" };

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  set = nhs_monster_set_load_variant ("3.6.7", NULL);
  if (set == NULL)
    __builtin_trap ();
  return 0;
}

/* One member, KEY (index in keys[]) with a value from ARG. */
static void
append_member (GString *out,
               guint    key,
               guint8   arg,
               gboolean escaped_key)
{
  if (escaped_key)   /* the key's first letter as \u00XX */
    g_string_append_printf (out, "\"\\u%04x%s\": ", keys[key][0], keys[key] + 1);
  else
    g_string_append_printf (out, "\"%s\": ", keys[key]);
  switch (key)
    {
    case 0:
      g_string_append_printf (out, "\"%s\"", monsters[arg % G_N_ELEMENTS (monsters)]);
      break;
    case 1:
    case 2:
      g_string_append_printf (out, "%d", arg % 40 + 1);
      break;
    case 3:
      g_string_append_printf (out, "{\"dx\": %d, \"dy\": %d}", (arg & 15) % 11 - 5, (arg >> 4) % 11 - 5);
      break;
    case 4:
      g_string_append_printf (out, "[{\"name\": \"%s\", \"wielded\": %s, \"worn\": %s}]",
                              items[arg % G_N_ELEMENTS (items)], (arg & 0x40) ? "true" : "false",
                              (arg & 0x80) ? "true" : "false");
      break;
    default:
      if (arg & 1)
        g_string_append_printf (out, "{\"swallowed_by\": %s}", engulfers[(arg >> 1) % G_N_ELEMENTS (engulfers)]);
      else
        g_string_append_printf (out, "{\"armor\": [{\"slot\": \"%s\", \"name\": \"%s\"}]}",
                                slots[(arg >> 1) % G_N_ELEMENTS (slots)], items[(arg >> 4) % G_N_ELEMENTS (items)]);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMuseScenario) sc = NULL;
  GString *text = g_string_new ("{");
  guint given[G_N_ELEMENTS (keys)] = { 0 };
  gboolean twice = FALSE;
  guint last_key = 0;
  guint8 last_arg = 0;
  gboolean any = FALSE;

  for (size_t i = 0; i + 1 < size && i < 64; i += 2)
    {
      guint op = data[i] % (G_N_ELEMENTS (keys) + 2);
      guint key = op < G_N_ELEMENTS (keys) ? op : last_key;
      guint8 arg = op == G_N_ELEMENTS (keys) ? last_arg : data[i + 1];

      if (op >= G_N_ELEMENTS (keys) && !any)
        continue;
      if (any)
        g_string_append (text, ", ");
      append_member (text, key, arg, op == G_N_ELEMENTS (keys) + 1);
      twice = twice || ++given[key] > 1;
      last_key = key;
      last_arg = arg;
      any = TRUE;
    }
  g_string_append_c (text, '}');

  sc = nhs_muse_scenario_from_json (text->str, (gssize) text->len, set, &error);
  g_string_free (text, TRUE);
  if (sc == NULL && (error == NULL || error->domain != NHS_ERROR || *error->message == '\0'
                     || strchr (error->message, '\n') != NULL))
    __builtin_trap ();
  /* a key given twice is refused, and the sentence says so */
  if (twice && (sc != NULL || strstr (error->message, "appears twice") == NULL))
    __builtin_trap ();
  if (sc != NULL)
    {
      /* nothing accepted contradicts itself */
      for (guint i = 0; i < sc->items->len; i++)
        {
          NhsMuseItem *it = sc->items->pdata[i];

          if (it->worn && it->wielded)
            __builtin_trap ();
        }
      if (sc->swallowed_by_this != (sc->hero_dx == 0 && sc->hero_dy == 0))
        __builtin_trap ();
      for (guint i = 0; i < sc->hero_armor->len; i++)
        {
          NhsMuseArmor *a = sc->hero_armor->pdata[i];
          const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, a->name);

          if (info != NULL && info->oclass != NHS_OC_ARMOR)
            __builtin_trap ();
        }
      {
        g_autoptr (NhsMuseDecision) d = nhs_muse_decide (sc, nhs_variant_from_key ("3.6.7"));

        if (d == NULL)
          __builtin_trap ();
      }
    }
  return 0;
}
