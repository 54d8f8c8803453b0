/* nhs-render-align.h: the vanilla and SLASH'EM alignment-shift tables side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "nhs-render-common.h"
#include "nhs-report.h"

G_BEGIN_DECLS

#define NHS_ALIGN_ROW_HEIGHT 19.0

typedef struct {
  NhsLevelAlign level_align;     /* its column is highlighted; NONE: no column */
  gboolean has_focus;            /* a monster is focused */
  int focused_alignment;         /* its alignment: its row is highlighted */
  int focused_frequency;         /* for its resulting weight in each game */
  const char *focused_name;
  /* Labels, translated by the caller; NULL: English. */
  const char *title[2];          /* "NetHack (ALIGNWEIGHT 4)", "SLASH'EM (ALIGNWEIGHT 10)" */
  const char *column[4];         /* "Monster\nalignment", "L", "N", "C" */
  const char *level_span;        /* "Level alignment", over the L/N/C columns */
  const char *weight_format;     /* printf: name, frequency, shift, weight; "%s: %d + %d = %d" */
} NhsAlignParams;

/* The versions the two tables stand for (nhs_variant_align_pair: the
   default version, then one with another ALIGNWEIGHT) and their weights. */
const NhsVariant *nhs_render_align_variant (int table);
int    nhs_render_align_weight        (int table);
/* Which row (range) of table holds alignment a, or -1 (A_NONE and beyond ±20). */
int    nhs_render_align_focused_row   (int table,
                                       int alignment);
double nhs_render_align_height       (const NhsAlignParams *params);
/* The width both tables need for their labels (they are never wider than this
   needs to be readable; any more is shared out). */
double nhs_render_align_min_width    (const NhsAlignParams *params);
void   nhs_render_align              (cairo_t              *cr,
                                      const NhsRenderTheme *theme,
                                      const NhsAlignParams *params,
                                      double                width);

G_END_DECLS
