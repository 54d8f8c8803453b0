/* nhs-pages.h: the window's pages, in one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table is the window's stack: the window makes one stack page per
 * row, in this order, and builds the row's widget (an NhsPage) when the
 * page is first shown, binding its `situation` and `distribution` to the
 * window's and the row's other properties as it says. It also drives the
 * Ctrl+1…N shortcuts (registered once, on the window class), the shortcuts
 * window's "Pages" group, the page the settings keep and export's default
 * file name. Adding a page: a row here and its widget, see HACKING.md.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A property of the page that follows one of the window's (both ways:
   the page may change it too), or a key of the settings. */
typedef struct {
  const char *source;     /* the window's property, or the settings key */
  const char *property;   /* the page's */
  gboolean both_ways;     /* window properties: the page changes it too */
} NhsPageBinding;

#define NHS_PAGE_MAX_BINDINGS 3

typedef struct {
  const char *key;        /* the stack child's name, the settings value, win.show-page's parameter */
  const char *title;      /* untranslated (N_); the stack page's title */
  GType (*get_type) (void);   /* the page's widget, an NhsPage */
  NhsPageBinding window[NHS_PAGE_MAX_BINDINGS];    /* ended by a NULL source */
  NhsPageBinding settings[NHS_PAGE_MAX_BINDINGS];  /* ended by a NULL source */
} NhsPageInfo;

const NhsPageInfo *nhs_pages        (guint      *n_pages);
const NhsPageInfo *nhs_page_lookup  (const char *key);
/* The shortcuts window's rows for the pages, as GtkBuilder XML (children of
   a GtkShortcutsGroup). */
char              *nhs_pages_shortcuts_xml (void);

G_END_DECLS
