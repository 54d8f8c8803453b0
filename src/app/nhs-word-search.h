/* nhs-word-search.h: a drop-down whose search finds any word of an item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkDropDown's own search (GTK 4.8) matches only the start of an item's
 * label: "dragon", "S_DRAGON" or "throne" find nothing in "Class D
 * (S_DRAGON)" or "A throne room's court (courtmon)". Attached here, the
 * search matches the start of any word of the label or of the words an item
 * carries besides (nhs_word_search_set_words: a preset's key, its English
 * name), ignoring case; words break at anything but a letter or digit, so
 * "dragon" finds S_DRAGON and "room" finds throne-room.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The drop-down (a model of GtkStringObject, enable-search on) searches
   words from now on; its items still show their labels. */
void     nhs_word_search_attach    (GtkDropDown *dropdown);
/* More words for an item of the model, searched besides its label. */
void     nhs_word_search_set_words (GObject     *item,
                                    const char  *words);
/* Whether `needle` starts a word of `haystack` (or is empty), ignoring
   case. */
gboolean nhs_word_search_matches   (const char  *haystack,
                                    const char  *needle);

/* Whether the search finds the item for `typed`: a word of its label or
   of its other words starts with it. */
gboolean nhs_word_search_item_matches (GtkStringObject *item,
                                       const char      *typed);

G_END_DECLS
