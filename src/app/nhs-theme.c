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

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, &fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
#endif

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

  /* The theme's named colours (accent, warning, view background): GTK 4.10
     deprecated GtkStyleContext without a replacement for looking one up,
     and every GTK 4 keeps it. The only deprecated call left on purpose
     (docs/flatpak.md). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &c))
    return FALSE;
  G_GNUC_END_IGNORE_DEPRECATIONS
  *out = (NhsRgba) { c.red, c.green, c.blue, c.alpha };
  return TRUE;
}
