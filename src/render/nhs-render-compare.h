/* nhs-render-compare.h: two situations' chances side by side, with the change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per monster in the diff's order (largest change first): its A
 * bar above its B bar on one scale, the change in percentage points, and a
 * mark for monsters that entered or left.
 */
#pragma once

#include <cairo.h>
#include "nhs-diff.h"
#include "nhs-render-common.h"

G_BEGIN_DECLS

#define NHS_COMPARE_ROW_HEIGHT 26.0

typedef struct {
  const NhsDiff *diff;         /* required */
  int top;                     /* 0: every row */
  const char *entered_label;   /* "entered" (translated by the caller) */
  const char *left_label;      /* "left" */
  const char *renamed_label;   /* "renamed": the same monster, B's name */
  const char *merged_label;    /* "merged": two entries of one side are one */
  int focused;                 /* row index or -1 */
  const NhsPhrasebook *phrases; /* the side titles' words; NULL: English */
  const char *place[2];        /* each side's depth line, drawn under its name; NULL: none */
} NhsCompareParams;

double nhs_render_compare_height  (const NhsCompareParams *params);
/* The height of the head: each side's name, and its depth line when given. */
double nhs_render_compare_head_height (const NhsCompareParams *params);
/* The row under y, or -1. */
int    nhs_render_compare_row_at  (const NhsCompareParams *params,
                                   double                  y);
void   nhs_render_compare         (cairo_t                *cr,
                                   const NhsRenderTheme   *theme,
                                   const NhsCompareParams *params,
                                   double                  width);

G_END_DECLS
