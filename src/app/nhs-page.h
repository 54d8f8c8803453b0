/* nhs-page.h: what every page of the window shares
 *
 * A page shows the window's situation and its distribution: the answer of
 * the window's session (NhsSession), which the window gives each page when
 * it builds it (nhs-pages.c's table says which pages there are; a page is
 * built when it is first shown). The page's `situation` and `distribution`
 * follow the session's answer (they can also be set directly, as tests do
 * with a page on its own); a page that needs other tables (another
 * version's, to compare) asks nhs_page_get_table (), which gives the table
 * in use. The
 * page is told when the situation changes (situation_changed, at once:
 * for what must stay current even while hidden) and redraws when it is
 * shown (refresh: only while mapped, and once on being mapped after a
 * change while hidden), so a hidden page costs nothing. The two properties
 * change one after the other; refresh waits until they agree (the
 * distribution was computed for the situation), so one change of the
 * situation is one refresh.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-chances.h"
#include "nhs-format.h"
#include "nhs-render-view.h"
#include "nhs-render-views.h"
#include "nhs-session.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

#define NHS_TYPE_PAGE (nhs_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (NhsPage, nhs_page, NHS, PAGE, GtkWidget)

struct _NhsPageClass
{
  GtkWidgetClass parent_class;

  /* The situation changed; called at once, shown or not. Optional. */
  void     (*situation_changed) (NhsPage *self);
  /* A monster table in use changed (one was opened): what the page made
     from tables is stale. Default: situation_changed, then a refresh. */
  void     (*tables_changed)    (NhsPage *self);
  /* Bring what is shown up to date; called only while the page is mapped. */
  void     (*refresh)           (NhsPage *self);
  /* The page as a render/ view for an export, with its look in *theme;
     the strings view points to go into keep (g_free, freed by the caller
     after the view is used).
     Default: the distribution's chart. */
  gboolean (*get_view)          (NhsPage         *self,
                                 NhsView         *view,
                                 NhsRenderTheme  *theme,
                                 GPtrArray       *keep,
                                 GError         **error);
  /* The page's table as text, or NULL; *what (when not NULL) is set to
     what it is, translated, for the toast ("the chart's 9 monsters").
     Default: the distribution's table (the chart's monsters). */
  char    *(*copy_text)         (NhsPage         *self,
                                 NhsFormat        format,
                                 char           **what);
};

/* NULL until the window has given one. */
const NhsSituation *nhs_page_get_situation    (NhsPage            *self);
void                nhs_page_set_situation    (NhsPage            *self,
                                               const NhsSituation *situation);
/* What the chart shows for the situation (on the Quest, the role's
   mixture; chances->ordinary is the plain rndmonst distribution); NULL
   until the window has computed one. */
NhsChances         *nhs_page_get_distribution (NhsPage            *self);
void                nhs_page_set_distribution (NhsPage            *self,
                                               NhsChances         *chances);
/* The window's session (NULL for a page on its own, as in tests): the page
   then follows its answer, and nhs_page_get_table () reads its tables. */
NhsSession         *nhs_page_get_session      (NhsPage            *self);
void                nhs_page_set_session      (NhsPage            *self,
                                               NhsSession         *session);
/* The monster table in use for a version (the session's: an opened one,
   else the built-in one); a new reference, NULL with error set. */
NhsMonsterSet      *nhs_page_get_table        (NhsPage            *self,
                                               NhsVariantId        variant,
                                               GError            **error);
/* Refresh now if the page is shown, else when it next is. */
void                nhs_page_queue_refresh    (NhsPage            *self);
/* Whatever the page shows, brought up to date now even while hidden (an
   export or a copy of a page not shown). */
void                nhs_page_update_now       (NhsPage            *self);

gboolean            nhs_page_get_view         (NhsPage            *self,
                                               NhsView            *view,
                                               NhsRenderTheme     *theme,
                                               GPtrArray          *keep,
                                               GError            **error);
char               *nhs_page_copy_text        (NhsPage            *self,
                                               NhsFormat           format,
                                               char              **what);
typedef enum {
  NHS_SHARED_VIEW_MONSTERS,   /* nhspawn-cli export monsters */
  NHS_SHARED_VIEW_SPAWN,      /* nhspawn-cli export spawn */
} NhsSharedView;

/* For get_view: the view the CLI's export of the same name draws, built
   by the same code (nhs-render-views.h), translated; the page keeps what
   it points to until the next export. */
gboolean            nhs_page_get_shared_view  (NhsPage            *self,
                                               NhsSharedView       which,
                                               NhsView            *view,
                                               NhsRenderTheme     *theme,
                                               GError            **error);
/* For get_view: keeps what a view built by nhs-render-views.h points to
   until the next export (takes parts). */
void                nhs_page_keep_view_parts  (NhsPage            *self,
                                               NhsViewParts       *parts);
/* For get_view: the level the situation stands on under the view's title
   (nhs_view_place (), the sidebar's depth line), translated; the line is
   added to keep. */
void                nhs_page_set_view_place   (NhsView            *view,
                                               const NhsSituation *sit,
                                               GPtrArray          *keep);
/* For get_view: sets the sentence for a page with nothing to draw yet;
   returns FALSE. */
gboolean            nhs_page_nothing_to_export (GError           **error);

G_END_DECLS
