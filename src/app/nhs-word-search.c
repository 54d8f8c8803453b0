/* nhs-word-search.c: a drop-down whose search finds any word of an item
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How: the drop-down's filter keeps an item when its search string starts
 * with what was typed. The expression that gives that string is ours: for
 * an item one of whose words starts with the typed text it gives the
 * typed text itself (so the filter keeps it), else the label. The items
 * are shown by a factory of their own labels, not by the expression.
 */
#include "nhs-word-search.h"

#include <string.h>

#define WORDS_KEY "nhs-word-search-words"

void
nhs_word_search_set_words (GObject    *item,
                           const char *words)
{
  g_object_set_data_full (item, WORDS_KEY, g_strdup (words), g_free);
}

gboolean
nhs_word_search_matches (const char *haystack,
                         const char *needle)
{
  g_autofree char *hay = NULL;
  g_autofree char *want = NULL;
  gboolean at_start = TRUE;
  gsize n;

  if (needle == NULL)
    return TRUE;
  want = g_utf8_casefold (needle, -1);
  g_strstrip (want);
  n = strlen (want);
  if (n == 0)
    return TRUE;
  if (haystack == NULL)
    return FALSE;
  hay = g_utf8_casefold (haystack, -1);
  for (const char *p = hay; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (at_start && strncmp (p, want, n) == 0)
        return TRUE;
      /* a word starts after anything but a letter or digit (so a lone
         symbol, "&" or ":", is a word of its own) */
      at_start = !g_unichar_isalnum (c);
    }
  return FALSE;
}

/* the drop-down's search entry (inside its popover), found once */
static GtkEditable *
search_entry_of (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEditable *found;

      if (GTK_IS_SEARCH_ENTRY (child))
        return GTK_EDITABLE (child);
      found = search_entry_of (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
search_string_cb (GtkStringObject *item,
                  GtkDropDown     *dropdown)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dropdown), "nhs-word-search-entry");
  const char *label = gtk_string_object_get_string (item);
  const char *typed = entry ? gtk_editable_get_text (entry) : NULL;

  if (typed != NULL && *typed != '\0' && nhs_word_search_item_matches (item, typed))
    return g_strdup (typed);
  return g_strdup (label);
}

gboolean
nhs_word_search_item_matches (GtkStringObject *item,
                              const char      *typed)
{
  const char *words = g_object_get_data (G_OBJECT (item), WORDS_KEY);

  return nhs_word_search_matches (gtk_string_object_get_string (item), typed)
         || nhs_word_search_matches (words, typed);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (list_item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *list_item)
{
  GtkStringObject *item = gtk_list_item_get_item (list_item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)),
                      item ? gtk_string_object_get_string (item) : "");
}

void
nhs_word_search_attach (GtkDropDown *dropdown)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkExpression *expression;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  gtk_drop_down_set_factory (dropdown, factory);
  g_object_set_data (G_OBJECT (dropdown), "nhs-word-search-entry",
                     search_entry_of (GTK_WIDGET (dropdown)));
  expression = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                            G_CALLBACK (search_string_cb), dropdown, NULL);
  gtk_drop_down_set_expression (dropdown, expression);
  gtk_expression_unref (expression);
}
