/* nhs-render-table.h: any table of the core (nhs-table.h) as a picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The caption as a title, a heading row, then the rows (at most `top`),
 * numbers right-aligned, every other row tinted.  The monster list, mkclass
 * and its presets, the dungeon and the profile's origins all draw this way.
 */
#pragma once

#include <cairo.h>
#include "nhs-render-common.h"
#include "nhs-table.h"

G_BEGIN_DECLS

#define NHS_TABLE_ROW_HEIGHT 20.0

typedef struct {
  const NhsTable *table;     /* required */
  int top;                   /* 0: every row */
  const char *title;         /* NULL: the table's caption */
} NhsTableParams;

/* What the title takes beyond one line at `width` (it wraps, never cut). */
double nhs_render_table_title_extra (const NhsTableParams *params,
                                     double                width);
void nhs_render_table_natural_size (const NhsTableParams *params,
                                    double               *width,
                                    double               *height);
/* The width its columns need whole (the title wraps at any width). */
double nhs_render_table_least_width (const NhsTableParams *params);
void nhs_render_table              (cairo_t              *cr,
                                    const NhsRenderTheme *theme,
                                    const NhsTableParams *params,
                                    double                width);

G_END_DECLS
