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

G_END_DECLS
