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
