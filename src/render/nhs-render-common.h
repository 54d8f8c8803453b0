/* nhs-render-common.h: colours and text helpers shared by every view's drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

typedef struct {
  double red, green, blue, alpha;
} NhsRgba;

/* What the caller's theme says: the widget passes CSS colours, exports pass
   a fixed light or dark theme. */
typedef struct {
  NhsRgba foreground;
  NhsRgba background;
  NhsRgba accent;       /* focus and selection */
  NhsRgba dim;          /* secondary text, grid lines */
  NhsRgba warning;      /* marks: entered/left the window */
  gboolean dark;        /* choose the palette's dark-background shades */
  gboolean high_contrast;
} NhsRenderTheme;

void  nhs_render_theme_default (NhsRenderTheme *theme,
                                gboolean        dark);
/* NetHack's 16 display colours (CLR_BLACK..CLR_WHITE), tuned for the theme's
   background so that every one is readable. */
void  nhs_render_game_color    (const NhsRenderTheme *theme,
                                int                   color,
                                NhsRgba              *out);
void  nhs_render_set_source    (cairo_t              *cr,
                                const NhsRgba        *rgba);

G_END_DECLS
