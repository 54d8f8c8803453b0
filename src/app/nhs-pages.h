/* nhs-pages.h: the window's pages, in one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table drives the Ctrl+1…N shortcuts (registered once, on the window
 * class), the shortcuts window's "Pages" group, the page the settings keep
 * and export's default file name; tests/test-pages.c checks the stack holds
 * exactly these pages in this order.  Adding a page: a row here, its widget
 * (or its GtkStackPage in nhs-window.ui, named by the row's key), see
 * HACKING.md.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *key;        /* the stack child's name, the settings value, win.show-page's parameter */
  const char *title;      /* untranslated (N_); the stack page's title says the same */
} NhsPageInfo;

const NhsPageInfo *nhs_pages        (guint      *n_pages);
const NhsPageInfo *nhs_page_lookup  (const char *key);
/* The shortcuts window's rows for the pages, as GtkBuilder XML (children of
   a GtkShortcutsGroup). */
char              *nhs_pages_shortcuts_xml (void);

G_END_DECLS
