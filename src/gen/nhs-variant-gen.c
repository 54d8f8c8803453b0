/* nhs-variant-gen.c: fills a build template from the version table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run at build time: nhs-variant-gen IN OUT.  Every list of versions the
 * build ships outside C (the settings schema's choices and default, the man
 * pages) comes from nhs-variant.c through these placeholders, so a version
 * is added in one place (the monster tables: src/gen/nhs-data-compile):
 *
 *   @VARIANT_DEFAULT@           the default version's key
 *   @VARIANT_KEYS@              "3.4.3, 3.6.7, 3.7 or slashem"
 *   @VARIANT_NAMES@             "NetHack 3.4.3, ... or SLASH'EM 0.0.7E7F3"
 *   @VARIANT_SCHEMA_CHOICES@    <choice value="KEY"/> per version
 *   @VARIANT_REGION_CHOICES@    <choice value="KEY"/> per region of any version
 *                               (nhs-region.c's table)
 */
#include <glib.h>
#include <string.h>

#include "nhs-situation.h"
#include "nhs-variant.h"
#include "nhs-situation.h"

typedef char *(*ListItem) (const NhsVariant *v);

static char *
item_key (const NhsVariant *v)
{
  return g_strdup (v->key);
}

static char *
item_name (const NhsVariant *v)
{
  return g_strdup (v->display_name);
}

static char *
item_choice (const NhsVariant *v)
{
  return g_strdup_printf ("<choice value=\"%s\"/>", v->key);
}

/* "a, b, c or d" */
static char *
prose_list (ListItem item)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      g_autofree char *one = item (nhs_variant_get (i));

      if (i > 0)
        g_string_append (s, i == NHS_N_VARIANTS - 1 ? " or " : ", ");
      g_string_append (s, one);
    }
  return g_string_free (s, FALSE);
}

/* one per line, each indented like the placeholder's line */
static char *
line_list (ListItem item,
           const char *indent)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      g_autofree char *one = item (nhs_variant_get (i));

      g_string_append_printf (s, "%s%s%s", i > 0 ? indent : "", one,
                              i < NHS_N_VARIANTS - 1 ? "\n" : "");
    }
  return g_string_free (s, FALSE);
}

static char *
region_choices (const char *indent)
{
  GString *s = g_string_new (NULL);

  for (int r = 0; r < NHS_N_REGIONS; r++)
    g_string_append_printf (s, "%s<choice value=\"%s\"/>%s", r > 0 ? indent : "",
                            nhs_region_info (r)->key, r < NHS_N_REGIONS - 1 ? "\n" : "");
  return g_string_free (s, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GString *out = g_string_new (NULL);

  if (argc != 3)
    {
      g_printerr ("usage: nhs-variant-gen TEMPLATE OUTPUT\n");
      return 2;
    }
  if (!g_file_get_contents (argv[1], &text, NULL, &error))
    {
      g_printerr ("nhs-variant-gen: %s\n", error->message);
      return 1;
    }
  lines = g_strsplit (text, "\n", -1);
  for (int l = 0; lines[l]; l++)
    {
      const char *line = lines[l];
      gsize indent_len = strspn (line, " \t");
      g_autofree char *indent = g_strndup (line, indent_len);
      g_autofree char *done = NULL;
      struct { const char *token; char *value; } subs[] = {
        { "@VARIANT_DEFAULT@", g_strdup (nhs_variant_default ()->key) },
        { "@VARIANT_KEYS@", prose_list (item_key) },
        { "@VARIANT_NAMES@", prose_list (item_name) },
        { "@VARIANT_SCHEMA_CHOICES@", line_list (item_choice, indent) },
        { "@VARIANT_REGION_CHOICES@", region_choices (indent) },
        { "@VARIANT_REGION_KEYS@", g_strdup (nhs_region_keys ()) },
      };
      GString *cur = g_string_new (line);

      for (gsize i = 0; i < G_N_ELEMENTS (subs); i++)
        {
          g_string_replace (cur, subs[i].token, subs[i].value, 0);
          g_free (subs[i].value);
        }
      if (strstr (cur->str, "@VARIANT_") != NULL)
        {
          g_printerr ("nhs-variant-gen: %s:%d: unknown @VARIANT_...@ placeholder\n", argv[1], l + 1);
          g_string_free (cur, TRUE);
          g_string_free (out, TRUE);
          return 1;
        }
      done = g_string_free (cur, FALSE);
      g_string_append (out, done);
      if (lines[l + 1] != NULL)
        g_string_append_c (out, '\n');
    }
  if (!g_file_set_contents (argv[2], out->str, out->len, &error))
    {
      g_printerr ("nhs-variant-gen: %s\n", error->message);
      g_string_free (out, TRUE);
      return 1;
    }
  g_string_free (out, TRUE);
  return 0;
}
