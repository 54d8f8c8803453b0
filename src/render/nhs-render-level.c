/* nhs-render-level.c: a generated level drawn as NetHack draws it
 *
 * Characters are the game's default symset; colours are drawing.c's defsyms
 * colours, passed through the theme's tuning of the 16 game colours. DEC
 * graphics draws walls as lines (as the DECgraphics symset's line-drawing
 * characters look), floors as centred dots and corridors as shaded cells.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-render-level.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

enum {
  CLR_BLACK, CLR_RED, CLR_GREEN, CLR_BROWN, CLR_BLUE, CLR_MAGENTA, CLR_CYAN,
  CLR_GRAY, NO_COLOR, CLR_ORANGE, CLR_BRIGHT_GREEN, CLR_YELLOW,
  CLR_BRIGHT_BLUE, CLR_BRIGHT_MAGENTA, CLR_BRIGHT_CYAN, CLR_WHITE
};
#define HI_METAL CLR_CYAN
#define HI_ZAP CLR_BRIGHT_BLUE
#define HI_GOLD CLR_YELLOW

#define COLS NHS_LEVEL_COLS
#define ROWS NHS_LEVEL_ROWS
#define ASPECT 2.0   /* cell height / width */

static const int trap_colors[NHS_N_TRAPS] = {
  CLR_GRAY,           /* none */
  HI_METAL,           /* arrow trap */
  HI_METAL,           /* dart trap */
  CLR_GRAY,           /* falling rock trap */
  CLR_BROWN,          /* squeaky board */
  HI_METAL,           /* bear trap */
  CLR_RED,            /* land mine */
  CLR_GRAY,           /* rolling boulder trap */
  HI_ZAP,             /* sleeping gas trap */
  CLR_BLUE,           /* rust trap */
  CLR_ORANGE,         /* fire trap */
  CLR_BLACK,          /* pit */
  CLR_BLACK,          /* spiked pit */
  CLR_BROWN,          /* hole */
  CLR_BROWN,          /* trap door */
  CLR_MAGENTA,        /* teleportation trap */
  CLR_MAGENTA,        /* level teleporter */
  CLR_BRIGHT_MAGENTA, /* magic portal */
  CLR_GRAY,           /* web */
  CLR_GRAY,           /* statue trap */
  HI_ZAP,             /* magic trap */
  HI_ZAP,             /* anti-magic field */
  CLR_BRIGHT_GREEN,   /* polymorph trap */
  CLR_MAGENTA,        /* vibrating square */
  HI_METAL,           /* bolt trap (EvilHack) */
  CLR_WHITE,          /* ice trap */
  HI_METAL,           /* spear trap */
  HI_ZAP,             /* magic beam trap */
  CLR_WHITE,          /* cold trap (xNetHack) */
};

void
nhs_render_level_options_init (NhsRenderLevelOptions *options)
{
  memset (options, 0, sizeof *options);
  options->show_monsters = TRUE;
  options->up_to_phase = NHS_LEVEL_PHASE_MONSTERS;
  options->highlight_x = options->highlight_y = -1;
}

int
nhs_render_level_square_color (const NhsSquare *s)
{
  if (s->trap)
    return trap_colors[s->trap < NHS_N_TRAPS ? s->trap : 0];
  switch (s->typ)
    {
    case NHS_SQ_STONE:
    case NHS_SQ_SCORR:
      return NO_COLOR;
    case NHS_SQ_DOOR:
      if (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED | NHS_DOOR_ISOPEN))
        return CLR_BROWN;
      return CLR_GRAY;   /* doorway */
    case NHS_SQ_ROOM:
      return (s->flags & NHS_SQF_LIT) ? CLR_GRAY : CLR_BLACK;
    case NHS_SQ_POOL:
    case NHS_SQ_WATER:
    case NHS_SQ_MOAT:
      return CLR_BLUE;
    case NHS_SQ_LAVA:
      return CLR_RED;
    case NHS_SQ_LAVAWALL:
      return CLR_ORANGE;
    case NHS_SQ_TREE:
    case NHS_SQ_GRASS:
      return CLR_GREEN;
    case NHS_SQ_DEADTREE:
    case NHS_SQ_SAND:
    case NHS_SQ_SEWAGE:
      return CLR_BROWN;
    case NHS_SQ_PUDDLE:
      return CLR_BLUE;
    case NHS_SQ_FORGE:
      return CLR_ORANGE;
    case NHS_SQ_ICE:
    case NHS_SQ_AIR:
      return CLR_CYAN;
    case NHS_SQ_IRONBARS:
      return HI_METAL;
    case NHS_SQ_GRAVE:
    case NHS_SQ_TOILET:
      return CLR_WHITE;
    case NHS_SQ_THRONE:
      return HI_GOLD;
    case NHS_SQ_FOUNTAIN:
      return CLR_BRIGHT_BLUE;
    default:
      return CLR_GRAY;   /* walls, corridors, stairs, altar, sink */
    }
}

/* The part of the map the level uses (its outermost non-stone squares, and a
   square of margin), so that the drawing can fill its area; the whole grid
   without a level. */
typedef struct {
  int x0, y0, cols, rows;
} Extent;

static void
level_extent (const NhsLevel *level,
              Extent         *e)
{
  int x0 = COLS, y0 = ROWS, x1 = -1, y1 = -1;

  *e = (Extent) { 0, 0, COLS, ROWS };
  if (level == NULL)
    return;
  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        if (s->typ == NHS_SQ_STONE && !s->trap && !s->mon)
          continue;
        x0 = MIN (x0, x);
        x1 = MAX (x1, x);
        y0 = MIN (y0, y);
        y1 = MAX (y1, y);
      }
  if (x1 < 0)
    return;
  x0 = MAX (0, x0 - 1);
  y0 = MAX (0, y0 - 1);
  x1 = MIN (COLS - 1, x1 + 1);
  y1 = MIN (ROWS - 1, y1 + 1);
  *e = (Extent) { x0, y0, x1 - x0 + 1, y1 - y0 + 1 };
}

/* Cells keep the font's shape (ASPECT); the map is as large as the area
   allows and centred. ox, oy: where column 0, row 0 would be. */
static void
layout_geometry (const Extent *e,
                 double        width,
                 double        height,
                 double       *ox,
                 double       *oy,
                 double       *cw,
                 double       *ch)
{
  double w = width / e->cols, h = height / e->rows;

  if (h > w * ASPECT)
    h = w * ASPECT;
  else
    w = h / ASPECT;
  *cw = w;
  *ch = h;
  *ox = floor ((width - w * e->cols) / 2) - e->x0 * w;
  *oy = floor ((height - h * e->rows) / 2) - e->y0 * h;
}

gboolean
nhs_render_level_square_at (const NhsLevel *level,
                            double          width,
                            double          height,
                            double          px,
                            double          py,
                            int            *x,
                            int            *y)
{
  Extent e;
  double ox, oy, cw, ch;
  int gx, gy;

  level_extent (level, &e);
  layout_geometry (&e, width, height, &ox, &oy, &cw, &ch);
  if (cw <= 0 || ch <= 0 || px < ox || py < oy)
    return FALSE;
  gx = (int) ((px - ox) / cw);
  gy = (int) ((py - oy) / ch);
  if (gx < e.x0 || gx >= e.x0 + e.cols || gy < e.y0 || gy >= e.y0 + e.rows)
    return FALSE;
  if (x)
    *x = gx;
  if (y)
    *y = gy;
  return TRUE;
}

void
nhs_render_level_natural_size (double  cell_height,
                               double *width,
                               double *height)
{
  *width = cell_height / ASPECT * COLS;
  *height = cell_height * ROWS;
}

static void
draw_dec_wall (cairo_t *cr,
               double   cx,
               double   cy,
               double   cw,
               double   ch,
               gboolean left,
               gboolean right,
               gboolean up,
               gboolean down)
{
  cairo_set_line_width (cr, MAX (1.0, cw / 6));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  if (left)
    {
      cairo_move_to (cr, cx - cw / 2, cy);
      cairo_line_to (cr, cx, cy);
    }
  if (right)
    {
      cairo_move_to (cr, cx, cy);
      cairo_line_to (cr, cx + cw / 2, cy);
    }
  if (up)
    {
      cairo_move_to (cr, cx, cy - ch / 2);
      cairo_line_to (cr, cx, cy);
    }
  if (down)
    {
      cairo_move_to (cr, cx, cy);
      cairo_line_to (cr, cx, cy + ch / 2);
    }
  cairo_stroke (cr);
}

/* The map's characters as glyphs of one font, looked up once per drawing,
   gathered by colour and shown with one cairo_show_glyphs per colour: a map
   has about a thousand cells and a dozen colours. Glyphs sit on whole pixels
   so that they stay crisp. */
typedef struct {
  NhsRgba color;
  GArray *glyphs;      /* cairo_glyph_t */
} GlyphBatch;

typedef struct {
  cairo_scaled_font_t *font;
  double baseline;     /* from a cell's centre to the baseline */
  unsigned long index[128];
  double advance[128];
  gboolean known[128];
  NhsRgba pen;         /* the colour the next glyph is drawn in */
  double size;         /* the font's size, user units (for an SVG's <text>) */
  const char *family;
  GlyphBatch batches[24];
  int n_batches;
} GlyphCache;

static void
pen (cairo_t       *cr,
     GlyphCache    *cache,
     const NhsRgba *rgba)
{
  cache->pen = *rgba;
  nhs_render_set_source (cr, rgba);
}

static void
pen_game_color (cairo_t              *cr,
                GlyphCache           *cache,
                const NhsRenderTheme *theme,
                int                   color)
{
  NhsRgba rgba;

  nhs_render_game_color (theme, color, &rgba);
  pen (cr, cache, &rgba);
}

static void
flush_glyphs (cairo_t    *cr,
              GlyphCache *cache)
{
  cairo_set_scaled_font (cr, cache->font);
  for (int i = 0; i < cache->n_batches; i++)
    {
      GlyphBatch *b = &cache->batches[i];

      nhs_render_set_source (cr, &b->color);
      cairo_show_glyphs (cr, (cairo_glyph_t *) (void *) b->glyphs->data, (int) b->glyphs->len);
      g_array_unref (b->glyphs);
    }
  cache->n_batches = 0;
}

static void
draw_glyph (cairo_t     *cr,
            GlyphCache  *cache,
            const char  *text,
            double       cx,
            double       cy)
{
  guchar c = (guchar) text[0];
  cairo_glyph_t glyph;
  GlyphBatch *batch = NULL;

  if (c >= 128)
    return;   /* the map is ASCII */
  if (!cache->known[c])
    {
      cairo_glyph_t *glyphs = NULL;
      int n = 0;
      cairo_text_extents_t extents;

      cache->known[c] = TRUE;
      if (cairo_scaled_font_text_to_glyphs (cache->font, 0, 0, text, 1, &glyphs, &n,
                                            NULL, NULL, NULL) == CAIRO_STATUS_SUCCESS && n == 1)
        {
          cache->index[c] = glyphs[0].index;
          cairo_scaled_font_glyph_extents (cache->font, glyphs, 1, &extents);
          cache->advance[c] = extents.x_advance;
        }
      cairo_glyph_free (glyphs);
    }
  for (int i = 0; i < cache->n_batches && batch == NULL; i++)
    if (memcmp (&cache->batches[i].color, &cache->pen, sizeof (NhsRgba)) == 0)
      batch = &cache->batches[i];
  if (batch == NULL)
    {
      if (cache->n_batches == G_N_ELEMENTS (cache->batches))
        flush_glyphs (cr, cache);
      batch = &cache->batches[cache->n_batches++];
      batch->color = cache->pen;
      batch->glyphs = g_array_sized_new (FALSE, FALSE, sizeof (cairo_glyph_t), 256);
    }
  glyph.index = cache->index[c];
  glyph.x = round (cx - cache->advance[c] / 2.0);
  glyph.y = round (cy + cache->baseline);
  /* an SVG export keeps the map's characters as text, as every label */
  {
    char one[2] = { (char) c, 0 };

    if (nhs_text_sink_add (cr, one, glyph.x, glyph.y, cache->family, cache->size, TRUE))
      return;
  }
  g_array_append_val (batch->glyphs, glyph);
}

void
nhs_render_level (cairo_t                     *cr,
                  const NhsLevel              *level,
                  const NhsRenderTheme        *theme,
                  const NhsRenderLevelOptions *options,
                  double                       width,
                  double                       height)
{
  NhsRenderLevelOptions defaults;
  Extent extent;
  double ox, oy, cw, ch;
  GlyphCache glyphs = { 0 };
  PangoContext *context;
  PangoFont *pango_font;
  PangoFontDescription *font;
  NhsLevelPhase phase;

  if (!options)
    {
      nhs_render_level_options_init (&defaults);
      options = &defaults;
    }
  phase = options->up_to_phase;
  if (phase < 0 || phase >= NHS_LEVEL_N_PHASES)
    phase = NHS_LEVEL_PHASE_MONSTERS;

  cairo_save (cr);
  nhs_render_set_source (cr, &theme->background);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (!level)
    {
      cairo_restore (cr);
      return;
    }

  level_extent (level, &extent);
  layout_geometry (&extent, width, height, &ox, &oy, &cw, &ch);
  font = pango_font_description_from_string (options->font_family
                                             ? options->font_family : "Monospace");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  context = pango_cairo_create_context (cr);
  {
    /* as large as the cell allows: the font's advance fills the cell's width,
       its line most of the height; whole pixels, so hinting keeps it sharp */
    PangoFontMetrics *metrics;
    double adv, line;

    pango_font_description_set_absolute_size (font, 100 * PANGO_SCALE);
    metrics = pango_context_get_metrics (context, font, NULL);
    adv = pango_font_metrics_get_approximate_digit_width (metrics) / (100.0 * PANGO_SCALE);
    line = (pango_font_metrics_get_ascent (metrics) + pango_font_metrics_get_descent (metrics))
           / (100.0 * PANGO_SCALE);
    pango_font_metrics_unref (metrics);
    if (adv <= 0 || line <= 0)
      adv = 0.6, line = 1.17;
    pango_font_description_set_absolute_size (font, MAX (1.0, floor (MIN (cw / adv, ch * 0.95 / line)))
                                                    * PANGO_SCALE);
  }
  {
    cairo_font_extents_t fe;

    pango_font = pango_context_load_font (context, font);
    glyphs.size = (double) pango_font_description_get_size (font) / PANGO_SCALE;
    glyphs.family = options->font_family ? options->font_family : "Monospace";
    glyphs.font = cairo_scaled_font_reference (pango_cairo_font_get_scaled_font (PANGO_CAIRO_FONT (pango_font)));
    cairo_scaled_font_extents (glyphs.font, &fe);
    glyphs.baseline = (fe.ascent - fe.descent) / 2.0;
  }

  /* highlight first, under the glyph */
  if (options->highlight_x >= 0 && options->highlight_x < COLS
      && options->highlight_y >= 0 && options->highlight_y < ROWS)
    {
      NhsRgba a = theme->accent;

      a.alpha = 0.35;
      nhs_render_set_source (cr, &a);
      cairo_rectangle (cr, ox + options->highlight_x * cw, oy + options->highlight_y * ch, cw, ch);
      cairo_fill (cr);
    }

  for (int y = 0; y < ROWS; y++)
    for (int x = 0; x < COLS; x++)
      {
        const NhsSquare *s = nhs_level_square_at_phase (level, phase, x, y);
        double cx = ox + (x + 0.5) * cw, cy = oy + (y + 0.5) * ch;
        char text[8] = { 0 };
        int color = nhs_render_level_square_color (s);
        gboolean secret = s->typ == NHS_SQ_SDOOR || s->typ == NHS_SQ_SCORR;

        if (s->typ == NHS_SQ_STONE && !s->trap && !s->mon)
          continue;
        if (s->typ == NHS_SQ_AIR)
          {
            /* the game draws open air as a blank: a faint wash of its
               colour tells it from stone */
            NhsRgba a;

            nhs_render_game_color (theme, color, &a);
            a.alpha = 0.18;
            nhs_render_set_source (cr, &a);
            cairo_rectangle (cr, cx - cw / 2, cy - ch / 2, cw, ch);
            cairo_fill (cr);
          }

        if (options->show_monsters && s->mon)
          {
            const NhsLevelMonster *m = nhs_level_monster (level, s->mon - 1);
            int mc = options->monster_color
                     ? options->monster_color (options->monster_color_data, m) : -1;

            if (mc >= 0)
              pen_game_color (cr, &glyphs, theme, mc);
            else
              pen (cr, &glyphs, &theme->foreground);
            text[0] = nhs_level_monster_shown_symbol (m);
            if (text[0] == ' ')
              {
                /* a ghost: the game draws it as a blank. The cell is tinted
                   in the monster's colour (an outlined box read as a
                   character the font lacks). */
                NhsRgba tint = glyphs.pen;

                tint.alpha *= 0.3;
                nhs_render_set_source (cr, &tint);
                cairo_rectangle (cr, cx - cw * 0.45, cy - ch * 0.4, cw * 0.9, ch * 0.8);
                cairo_fill (cr);
                nhs_render_set_source (cr, &glyphs.pen);
                continue;
              }
            draw_glyph (cr, &glyphs, text, cx, cy);
            continue;
          }

        if (secret && options->reveal_secrets)
          {
            /* drawn distinctly: the accent colour inside a dashed box */
            double dash[] = { 2.0 };

            pen (cr, &glyphs, &theme->accent);
            cairo_set_line_width (cr, 1);
            cairo_set_dash (cr, dash, 1, 0);
            cairo_rectangle (cr, cx - cw / 2 + 0.5, cy - ch / 2 + 0.5, cw - 1, ch - 1);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
            if (!s->trap)
              {
                draw_glyph (cr, &glyphs, s->typ == NHS_SQ_SDOOR ? "+" : "#", cx, cy);
                continue;
              }
          }

        if (s->flags & NHS_SQF_BOULDER)
          {
            /* above a trap and the ground, as the game shows an object */
            pen_game_color (cr, &glyphs, theme, CLR_GRAY);
            draw_glyph (cr, &glyphs, "0", cx, cy);
            continue;
          }
        {
          const NhsLevelObject *o = nhs_level_object_at (level, phase, x, y);

          if (o)
            {
              /* the last object made there, by its class's symbol (the
                 objects' own colours are not in the data: gray) */
              text[0] = o->symbol;
              pen_game_color (cr, &glyphs, theme, CLR_GRAY);
              draw_glyph (cr, &glyphs, text, cx, cy);
              continue;
            }
        }
        if (s->trap)
          {
            pen_game_color (cr, &glyphs, theme, color);
            draw_glyph (cr, &glyphs,
                        s->trap == NHS_TRAP_WEB ? "\""
                        : s->trap == NHS_TRAP_VIBRATING_SQUARE ? "~" : "^", cx, cy);
            continue;
          }
        {
          int ix, iy;

          /* 3.4.3's and SLASH'EM's vibrating square: no trap marks it (the
             game shows floor); drawn as 3.6 draws the trap, so it is found */
          if (phase >= NHS_LEVEL_PHASE_STAIRS && nhs_level_invocation_square (level, &ix, &iy)
              && ix == x && iy == y)
            {
              pen_game_color (cr, &glyphs, theme, trap_colors[NHS_TRAP_VIBRATING_SQUARE]);
              draw_glyph (cr, &glyphs, "~", cx, cy);
              continue;
            }
        }
        if (s->typ == NHS_SQ_SCORR)
          continue;   /* looks like stone */

        pen_game_color (cr, &glyphs, theme, color);
        if (options->dec_graphics
            && (NHS_SQ_IS_WALL (s->typ) || s->typ == NHS_SQ_SDOOR))
          {
            switch (s->typ)
              {
              case NHS_SQ_HWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, TRUE, FALSE, FALSE);
                break;
              case NHS_SQ_VWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, FALSE, FALSE, TRUE, TRUE);
                break;
              case NHS_SQ_TLCORNER:
                draw_dec_wall (cr, cx, cy, cw, ch, FALSE, TRUE, FALSE, TRUE);
                break;
              case NHS_SQ_TRCORNER:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, FALSE, FALSE, TRUE);
                break;
              case NHS_SQ_BLCORNER:
                draw_dec_wall (cr, cx, cy, cw, ch, FALSE, TRUE, TRUE, FALSE);
                break;
              case NHS_SQ_BRCORNER:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, FALSE, TRUE, FALSE);
                break;
              case NHS_SQ_CROSSWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, TRUE, TRUE, TRUE);
                break;
              case NHS_SQ_TUWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, TRUE, TRUE, FALSE);
                break;
              case NHS_SQ_TDWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, TRUE, FALSE, TRUE);
                break;
              case NHS_SQ_TLWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, TRUE, FALSE, TRUE, TRUE);
                break;
              case NHS_SQ_TRWALL:
                draw_dec_wall (cr, cx, cy, cw, ch, FALSE, TRUE, TRUE, TRUE);
                break;
              default:   /* a hidden secret door: the wall it is in */
                if (s->flags & NHS_SQF_HORIZONTAL)
                  draw_dec_wall (cr, cx, cy, cw, ch, TRUE, TRUE, FALSE, FALSE);
                else
                  draw_dec_wall (cr, cx, cy, cw, ch, FALSE, FALSE, TRUE, TRUE);
                break;
              }
            continue;
          }
        if (options->dec_graphics && s->typ == NHS_SQ_CORR)
          {
            NhsRgba c;

            nhs_render_game_color (theme, CLR_GRAY, &c);
            c.alpha = 0.30;
            nhs_render_set_source (cr, &c);
            cairo_rectangle (cr, cx - cw / 2, cy - ch / 2, cw, ch);
            cairo_fill (cr);
            continue;
          }
        if (options->dec_graphics && s->typ == NHS_SQ_ROOM)
          {
            cairo_arc (cr, cx, cy, MAX (0.8, cw / 8), 0, 2 * G_PI);
            cairo_fill (cr);
            continue;
          }
        text[0] = nhs_level_square_char (s);
        if (text[0] == ' ')
          continue;
        draw_glyph (cr, &glyphs, text, cx, cy);
      }

  flush_glyphs (cr, &glyphs);

  if (options->highlight_x >= 0 && options->highlight_x < COLS
      && options->highlight_y >= 0 && options->highlight_y < ROWS)
    {
      nhs_render_set_source (cr, &theme->accent);
      cairo_set_line_width (cr, MAX (1.0, cw / 8));
      cairo_rectangle (cr, ox + options->highlight_x * cw, oy + options->highlight_y * ch, cw, ch);
      cairo_stroke (cr);
    }

  cairo_scaled_font_destroy (glyphs.font);
  g_object_unref (pango_font);
  g_object_unref (context);
  pango_font_description_free (font);
  cairo_restore (cr);
}
