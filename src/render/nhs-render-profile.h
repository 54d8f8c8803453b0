/* nhs-render-profile.h: a monster's profile — heatmap, lines by version, origins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "nhs-profile.h"
#include "nhs-render-common.h"
#include "nhs-render-heatmap.h"
#include "nhs-render-lines.h"

G_BEGIN_DECLS

typedef struct {
  const NhsProfile *profile;   /* required */
  /* the drawing's words in the reader's language (the window's gettext);
     NULL: English */
  const char *(*translate) (const char *text);
  const char *title;           /* NULL: the profile's caption */
  int hover_depth, hover_xl;   /* 0: none */
  gboolean beyond;             /* draw every depth 1..60, those beyond the
                                  region's hatched and marked; FALSE: only
                                  the region's depths */
} NhsProfileParams;

/* What the picture measures, one sentence ("Chance that the next random
   monster is the cockatrice: by depth and XL, and by depth in every
   version at XL 8."; without the lines: the heatmap's alone), in the
   params' language. */
char          *nhs_render_profile_measures   (const NhsProfileParams *params,
                                              gboolean                with_lines);
/* The heatmap's part of the profile (params of a heatmap drawn alone, as
   `export heatmap` does, or inside the profile); the strings are the
   caller's (borrowed from `params` or static). */
void           nhs_render_profile_heatmap_params (const NhsProfileParams *params,
                                                  NhsHeatmapParams       *hp);

/* The chance-by-depth lines of every version present, each real over its
   version's depths of the region; free the series and *values (the y
   values, which the series point into) with g_free. */
NhsLineSeries *nhs_render_profile_series     (const NhsProfile       *profile,
                                              int                    *n_series,
                                              double                **values);
/* The depths drawn: the region's in the situation's version (another
   version's line is dotted where that version's region ends sooner), or
   1..60 with params->beyond. */
void           nhs_render_profile_depths     (const NhsProfileParams *params,
                                              int                    *first,
                                              int                    *last);
/* What the title and the sentence under it take beyond one line each at
   `width` (they wrap, never cut). */
double nhs_render_profile_title_extra (const NhsProfileParams *params,
                                       double                  width);
void           nhs_render_profile_natural_size (const NhsProfileParams *params,
                                                double                 *width,
                                                double                 *height);
void           nhs_render_profile            (cairo_t                *cr,
                                              const NhsRenderTheme   *theme,
                                              const NhsProfileParams *params,
                                              double                  width,
                                              double                  height);
/* Where the heatmap sits inside a profile drawing of that size. */
void           nhs_render_profile_heatmap_box (const NhsProfileParams *params,
                                               double                  width,
                                               double                  height,
                                               double                 *x,
                                               double                 *y,
                                               double                 *w,
                                               double                 *h);
G_END_DECLS
