/* nhs-theme.c: the render layer's theme from a widget's CSS
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-theme.h"

void
nhs_widget_get_render_theme (GtkWidget      *widget,
                             NhsRenderTheme *theme)
{
  GdkRGBA fg;
  double luminance;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  luminance = 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue;
  nhs_render_theme_default (theme, luminance > 0.5);
  theme->foreground = (NhsRgba) { fg.red, fg.green, fg.blue, 1.0 };
}

gboolean
nhs_widget_lookup_color (GtkWidget  *widget,
                         const char *name,
                         NhsRgba    *out)
{
  GdkRGBA c;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &c))
    return FALSE;
  G_GNUC_END_IGNORE_DEPRECATIONS
  *out = (NhsRgba) { c.red, c.green, c.blue, c.alpha };
  return TRUE;
}
