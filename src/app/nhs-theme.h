/* nhs-theme.h: the render layer's theme from a widget's CSS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "nhs-render-common.h"

G_BEGIN_DECLS

/* The light or dark default theme, chosen by the luminance of the widget's
   CSS colour, with that colour (opaque) as the foreground. */
void      nhs_widget_get_render_theme (GtkWidget      *widget,
                                       NhsRenderTheme *theme);
/* A named colour of the widget's CSS (e.g. accent_bg_color), if defined. */
gboolean  nhs_widget_lookup_color     (GtkWidget      *widget,
                                       const char     *name,
                                       NhsRgba        *out);

G_END_DECLS
