/* nhs-pages.c: the window's pages, in one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-pages.h"

/* In the stack's order; page i has Ctrl+(i+1). */
static const NhsPageInfo pages[] = {
  { "overview", N_("Overview") },
  { "monsters", N_("Monsters") },
  { "classes", N_("Classes") },
  { "spawn", N_("Spawn") },
  { "level", N_("Level") },
  { "dungeon", N_("Dungeon") },
  { "compare", N_("Compare") },
  { "profile", N_("Profile") },
  { "item-use", N_("Item use") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (pages) <= 9);

const NhsPageInfo *
nhs_pages (guint *n_pages)
{
  *n_pages = G_N_ELEMENTS (pages);
  return pages;
}

const NhsPageInfo *
nhs_page_lookup (const char *key)
{
  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (pages); i++)
    if (g_str_equal (pages[i].key, key))
      return &pages[i];
  return NULL;
}

char *
nhs_pages_shortcuts_xml (void)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *title = g_markup_escape_text (pages[i].title, -1);

      g_string_append_printf (out,
                              "<child><object class=\"GtkShortcutsShortcut\">"
                              "<property name=\"title\" translatable=\"yes\">%s</property>"
                              "<property name=\"accelerator\">&lt;Control&gt;%u</property>"
                              "</object></child>\n", title, i + 1);
    }
  return g_string_free (out, FALSE);
}
