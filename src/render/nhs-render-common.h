/* nhs-render-common.h: colours and text helpers shared by every view's drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>

#include "nhs-format.h"

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

/* A view's title: bold, wrapped onto as many lines as it needs at `width`
   (whole words; never cut with "…"), so an exported picture keeps every
   word of a long situation (many genocides). */
#define NHS_RENDER_TITLE_FONT "Sans Bold 11"
PangoLayout *nhs_render_title_layout (cairo_t    *cr,
                                      const char *title,
                                      double      width);
/* The height the title takes beyond its first line at `width` (0: one
   line, or no title): what a view's title row grows by. */
double       nhs_render_title_extra  (const char *title,
                                      double      width);
/* Draws the title wrapped at `width` with its top left at x, y; returns
   its height (0 without a title). */
double       nhs_render_title        (cairo_t    *cr,
                                      const char *title,
                                      double      x,
                                      double      y,
                                      double      width);
/* The same for a line of another font (a caption under a title). */
double       nhs_render_wrapped_extra (const char *font,
                                       const char *text,
                                       double      width);
double       nhs_render_wrapped       (cairo_t    *cr,
                                       const char *font,
                                       const char *text,
                                       double      x,
                                       double      y,
                                       double      width);

/* A probability as people read it: "10 %", "1.047 %" (the core's one
   formatter, nhs_format_percent), with the locale's decimal point. */
char *nhs_render_percent       (double          probability);
/* The same from the exact chance (a sum of chances stays exact: 1 is
   "100 %", never "99.99999999999999 %"). */
char *nhs_render_percent_mpq   (const mpq_t     probability);
/* The same for any number: `digits` significant digits, never an exponent. */
char *nhs_render_number        (double          value,
                                int             digits);
/* A decimal the core wrote ("0.08287", "1.429\u00a0%": alone or before a
   no-break space and its unit), with the locale's decimal point ("0,08287"
   in German); any other text as it is. */
char *nhs_render_localized     (const char     *decimal);
/* For the tests: the decimal point to use instead of the locale's (NULL:
   the locale's again). */
void  nhs_render_set_decimal_point (const char *point);

/* An exact fraction as people read it in a tight place: itself when it is
   short (at most NHS_RENDER_FRACTION_CHARS bytes), else "≈ 0.01234"
   (nhs_render_number, 4 digits) of its value p; the caller keeps the exact
   fraction at hand (tooltip, copied table). */
#define NHS_RENDER_FRACTION_CHARS NHS_FORMAT_FRACTION_CHARS
char *nhs_render_fraction_short (const char *fraction,
                                 double      p);
/* The same with a tighter limit: itself up to `max_chars` bytes (a
   table's narrow column: the Monsters page's Chance). */
char *nhs_render_fraction_within (const char *fraction,
                                  double      p,
                                  gsize       max_chars);

void  nhs_render_theme_default (NhsRenderTheme *theme,
                                gboolean        dark);
/* NetHack's 16 display colours (CLR_BLACK..CLR_WHITE), tuned for the theme's
   background so that every one is readable. */
void  nhs_render_game_color    (const NhsRenderTheme *theme,
                                int                   color,
                                NhsRgba              *out);
void  nhs_render_set_source    (cairo_t              *cr,
                                const NhsRgba        *rgba);

/* Text.  Every view draws its words through nhs_render_show_layout (), so
 * that an SVG export can keep them as <text> elements (cairo's SVG surface
 * turns text into glyph outlines): while a text sink is attached to the
 * cairo_t, the layout's lines are recorded — text, position, size, weight,
 * colour — instead of drawn, and nhs_render_text_sink_to_svg () writes
 * them into the finished SVG. */
typedef struct _NhsTextSink NhsTextSink;

void         nhs_render_show_layout    (cairo_t              *cr,
                                        PangoLayout          *layout);
NhsTextSink *nhs_text_sink_new         (void);
void         nhs_text_sink_free        (NhsTextSink          *sink);
/* Attach to (sink) or detach from (NULL) cr. */
void         nhs_text_sink_attach      (cairo_t              *cr,
                                        NhsTextSink          *sink);
int          nhs_text_sink_count       (const NhsTextSink    *sink);
/* While a sink is attached to cr: records `text` in the current source
   colour with its baseline starting at (x, y) (user units), in `family` at
   `size` user units, and returns TRUE; otherwise FALSE (draw it yourself).
   For text drawn with cairo glyphs rather than Pango (the level map). */
gboolean     nhs_text_sink_add         (cairo_t              *cr,
                                        const char           *text,
                                        double                x,
                                        double                y,
                                        const char           *family,
                                        double                size,
                                        gboolean              bold);
/* Inserts the recorded text before the closing </svg> of the document. */
void         nhs_text_sink_to_svg      (const NhsTextSink    *sink,
                                        GByteArray           *svg);
/* A layout in the views' sans font, "Sans 9" style (size in points). */
PangoLayout *nhs_render_layout_new     (cairo_t              *cr,
                                        const char           *font);
/* Draws text with its top-left at (x, y); align 0 left, 1 centre, 2 right
   of x.  Returns the text's width. */
double       nhs_render_text           (cairo_t              *cr,
                                        PangoLayout          *layout,
                                        const char           *text,
                                        double                x,
                                        double                y,
                                        int                   align);

G_END_DECLS
