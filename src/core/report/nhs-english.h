/* nhs-english.h: small rules of English for the words the program writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "a" or "an" before WORD, by how it is spoken: "an Archeologist",
   "an Undead Slayer", "an elf", "a unicorn", "a Valkyrie". */
const char *nhs_english_article (const char *word);

/* TEXT with its first letter a capital, to start a sentence or a line:
   "the Big Room" becomes "The Big Room", "der Große Raum" "Der Große Raum"
   (any language's UTF-8 text; the rest is kept). */
char       *nhs_sentence_start  (const char *text);

G_END_DECLS
