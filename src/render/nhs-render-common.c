/* nhs-render-common.c: colours shared by every view's drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-common.h"

void
nhs_render_theme_default (NhsRenderTheme *theme,
                          gboolean        dark)
{
  if (dark)
    {
      *theme = (NhsRenderTheme) {
        .foreground = { 0.93, 0.93, 0.93, 1 },
        .background = { 0.14, 0.14, 0.14, 1 },
        .accent = { 0.47, 0.68, 0.93, 1 },
        .dim = { 0.60, 0.60, 0.60, 1 },
        .warning = { 0.97, 0.75, 0.25, 1 },
        .dark = TRUE,
      };
    }
  else
    {
      *theme = (NhsRenderTheme) {
        .foreground = { 0.12, 0.12, 0.12, 1 },
        .background = { 1, 1, 1, 1 },
        .accent = { 0.21, 0.52, 0.89, 1 },
        .dim = { 0.45, 0.45, 0.45, 1 },
        .warning = { 0.80, 0.47, 0.0, 1 },
        .dark = FALSE,
      };
    }
}

/* The tty colours, in two tunings: on a light background the bright colours
   are darkened so that yellow and white stay legible. */
static const NhsRgba on_dark[16] = {
  { 0.45, 0.45, 0.55, 1 }, /* black: shown as dark blue-grey */
  { 0.87, 0.20, 0.20, 1 }, /* red */
  { 0.25, 0.70, 0.25, 1 }, /* green */
  { 0.70, 0.50, 0.20, 1 }, /* brown */
  { 0.35, 0.45, 0.95, 1 }, /* blue */
  { 0.80, 0.30, 0.80, 1 }, /* magenta */
  { 0.20, 0.70, 0.75, 1 }, /* cyan */
  { 0.75, 0.75, 0.75, 1 }, /* gray */
  { 0.55, 0.55, 0.55, 1 }, /* no color */
  { 1.00, 0.55, 0.10, 1 }, /* orange */
  { 0.35, 0.95, 0.35, 1 }, /* bright green */
  { 0.98, 0.90, 0.25, 1 }, /* yellow */
  { 0.50, 0.65, 1.00, 1 }, /* bright blue */
  { 1.00, 0.45, 1.00, 1 }, /* bright magenta */
  { 0.40, 0.95, 0.95, 1 }, /* bright cyan */
  { 1.00, 1.00, 1.00, 1 }, /* white */
};

static const NhsRgba on_light[16] = {
  { 0.15, 0.15, 0.25, 1 },
  { 0.75, 0.10, 0.10, 1 },
  { 0.10, 0.50, 0.10, 1 },
  { 0.55, 0.35, 0.10, 1 },
  { 0.15, 0.25, 0.80, 1 },
  { 0.60, 0.15, 0.60, 1 },
  { 0.05, 0.50, 0.55, 1 },
  { 0.45, 0.45, 0.45, 1 },
  { 0.40, 0.40, 0.40, 1 },
  { 0.85, 0.40, 0.00, 1 },
  { 0.15, 0.60, 0.15, 1 },
  { 0.65, 0.55, 0.00, 1 },
  { 0.25, 0.40, 0.90, 1 },
  { 0.75, 0.20, 0.75, 1 },
  { 0.05, 0.55, 0.60, 1 },
  { 0.30, 0.30, 0.30, 1 },
};

void
nhs_render_game_color (const NhsRenderTheme *theme,
                       int                   color,
                       NhsRgba              *out)
{
  if (color < 0 || color > 15)
    color = 7;
  if (theme->high_contrast)
    {
      *out = theme->foreground;
      return;
    }
  *out = theme->dark ? on_dark[color] : on_light[color];
}

void
nhs_render_set_source (cairo_t       *cr,
                       const NhsRgba *rgba)
{
  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha);
}
