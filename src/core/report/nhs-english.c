/* nhs-english.c: small rules of English for the words the program writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-english.h"

#include <string.h>

const char *
nhs_english_article (const char *word)
{
  /* vowel letters spoken as a consonant ("a unicorn", "a one-eyed", "a
     eucalyptus") */
  static const char *const consonant_sound[] = { "uni", "use", "usu", "uto", "eu", "one", "ewe" };
  char first;

  g_return_val_if_fail (word != NULL, "a");
  first = g_ascii_tolower (word[0]);
  if (strchr ("aeiou", first) == NULL || first == '\0')
    return "a";
  for (guint i = 0; i < G_N_ELEMENTS (consonant_sound); i++)
    if (g_ascii_strncasecmp (word, consonant_sound[i], strlen (consonant_sound[i])) == 0)
      return "a";
  return "an";
}

char *
nhs_sentence_start (const char *text)
{
  char first[8];

  g_return_val_if_fail (text != NULL, NULL);
  if (*text == '\0' || !g_utf8_validate (text, -1, NULL))
    return g_strdup (text);
  first[g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), first)] = '\0';
  return g_strconcat (first, g_utf8_next_char (text), NULL);
}
