/* nhs-level-view.h: a generated level, drawn by render/, with hover info
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-level.h"

G_BEGIN_DECLS

#define NHS_TYPE_LEVEL_VIEW (nhs_level_view_get_type ())

G_DECLARE_FINAL_TYPE (NhsLevelView, nhs_level_view, NHS, LEVEL_VIEW, GtkWidget)

/* The view does not own the level: the window keeps it alive while shown. */
const NhsLevel *nhs_level_view_get_level (NhsLevelView *self);
void  nhs_level_view_set_level (NhsLevelView   *self,
                                const NhsLevel *level);
void  nhs_level_view_set_phase (NhsLevelView   *self,
                                NhsLevelPhase   phase);
/* "x,y: closed door" under the pointer, or NULL. */
const char *nhs_level_view_get_hover (NhsLevelView *self);
/* Text shown when the view has no level (NULL: none) */
void  nhs_level_view_set_message (NhsLevelView   *self,
                                  const char     *message);

G_END_DECLS
