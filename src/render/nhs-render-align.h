/* nhs-render-align.h: two versions' alignment-shift tables side by side
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
  /* The two versions shown; NULL: nhs_variant_align_pair (NULL, ...) (the
     default version and one with another table). */
  const NhsVariant *variant[2];
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
  const char *unaligned_format;  /* printf: the alignment A_NONE counts as; "unaligned as %d" */
} NhsAlignParams;

/* The version table 0 or 1 stands for (params->variant, or the default
   pair). */
const NhsVariant *nhs_render_align_variant (const NhsAlignParams *params,
                                            int                   table);
/* Which row (range) of a version's table holds alignment a, or -1 (beyond
   ±20, or A_NONE where the version gives it no row). */
int    nhs_render_align_focused_row   (const NhsVariant     *variant,
                                       int                   alignment);
double nhs_render_align_height       (const NhsAlignParams *params);
/* The width both tables need for their labels (they are never wider than this
   needs to be readable; any more is shared out). */
double nhs_render_align_min_width    (const NhsAlignParams *params);
/* The height at a width: below nhs_render_align_min_width () the two tables
   stand one above the other (nhs_render_align draws them so). */
double nhs_render_align_height_for_width (const NhsAlignParams *params,
                                          double                width);
void   nhs_render_align              (cairo_t              *cr,
                                      const NhsRenderTheme *theme,
                                      const NhsAlignParams *params,
                                      double                width);

G_END_DECLS
