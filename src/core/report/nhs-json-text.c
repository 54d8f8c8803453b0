/* nhs-json-text.c: JSON text with shortest-round-trip numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-json-text.h"
#include "nhs-format.h"

#include <string.h>

static gboolean
number_char (char c)
{
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

char *
nhs_json_text_shorten_numbers (const char *text)
{
  GString *out;
  gboolean in_string = FALSE;
  const char *p = text;

  g_return_val_if_fail (text != NULL, NULL);
  out = g_string_sized_new (strlen (text));
  while (*p)
    {
      if (in_string)
        {
          if (*p == '\\' && p[1])
            {
              g_string_append_len (out, p, 2);
              p += 2;
              continue;
            }
          if (*p == '"')
            in_string = FALSE;
          g_string_append_c (out, *p++);
          continue;
        }
      if (*p == '"')
        {
          in_string = TRUE;
          g_string_append_c (out, *p++);
          continue;
        }
      if (*p == '-' || (*p >= '0' && *p <= '9'))
        {
          const char *start = p;
          gboolean real = FALSE;

          while (number_char (*p))
            {
              if (*p == '.' || *p == 'e' || *p == 'E')
                real = TRUE;
              p++;
            }
          if (real)
            {
              g_autofree char *token = g_strndup (start, (gsize) (p - start));
              g_autofree char *shortest = nhs_format_double (g_ascii_strtod (token, NULL));

              g_string_append (out, shortest);
              /* stay a real number for readers that tell 7 from 7.0 */
              if (!strpbrk (shortest, ".eEn"))
                g_string_append (out, ".0");
            }
          else
            g_string_append_len (out, start, p - start);
          continue;
        }
      g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

char *
nhs_json_text (JsonNode *root)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  return nhs_json_text_shorten_numbers (text);
}
