/* nhs-pages.c: the window's pages, in one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-pages.h"
#include "nhs-classes-page.h"
#include "nhs-compare-page.h"
#include "nhs-dungeon-page.h"
#include "nhs-item-use-page.h"
#include "nhs-level-page.h"
#include "nhs-monsters-page.h"
#include "nhs-overview-page.h"
#include "nhs-profile-page.h"
#include "nhs-spawn-page.h"

/* In the stack's order; page i has Ctrl+(i+1). */
#define FOCUS_BOTH { "focused-monster", "focused-monster", TRUE }

static const NhsPageInfo pages[] = {
  { "overview", N_("Overview"), nhs_overview_page_get_type,
    { FOCUS_BOTH }, { { "turns", "turns" }, { "level-seed", "seed" } } },
  { "monsters", N_("Monsters"), nhs_monsters_page_get_type,
    { FOCUS_BOTH }, { { "show-excluded", "show-excluded" } } },
  { "classes", N_("Classes"), nhs_classes_page_get_type,
    { FOCUS_BOTH }, { { "group-by-class", "group-by-class" } } },
  { "spawn", N_("Spawn"), nhs_spawn_page_get_type, { { NULL } }, { { "turns", "turns" } } },
  { "level", N_("Level"), nhs_level_page_get_type,
    { { NULL } }, { { "level-seed", "seed" } } },
  { "dungeon", N_("Dungeon"), nhs_dungeon_page_get_type, { { NULL } }, { { NULL } } },
  { "compare", N_("Compare"), nhs_compare_page_get_type, { { NULL } }, { { NULL } } },
  { "profile", N_("Profile"), nhs_profile_page_get_type,
    { { "focused-monster", "monster", FALSE } }, { { "profile-beyond", "beyond" } } },
  { "item-use", N_("Item use"), nhs_item_use_page_get_type,
    { { "variant", "variant", TRUE }, { "focused-monster", "monster", TRUE } }, { { NULL } } },
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
