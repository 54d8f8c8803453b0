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
} NhsProfileParams;

/* The chance-by-depth lines of every version present; free the series
   and *values (the y values, which the series point into) with g_free. */
NhsLineSeries *nhs_render_profile_series     (const NhsProfile       *profile,
                                              int                    *n_series,
                                              double                **values);
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
