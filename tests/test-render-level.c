/* test-render-level.c: the Level page's and the export's map drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Render layer, no display. A ghost is a blank in the game (its symbol is a
 * space), so the drawing has no character for it; its square is tinted
 * instead. An outline there read as a character missing from the font.
 */
#include <cairo.h>

#include "nhs-test-utils.h"
#include "nhs-render-common.h"
#include "nhs-render-level.h"

enum { W = 1200, H = 420 };

/* The share of the square (x, y)'s pixels that are not the background. */
static double
marked_share (cairo_surface_t *surface,
              const NhsLevel  *level,
              int              x,
              int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint32 bg = ((const guint32 *) data)[0];   /* a corner: background */
  int n = 0, marked = 0;

  for (int py = 0; py < H; py++)
    for (int px = 0; px < W; px++)
      {
        int sx, sy;

        if (!nhs_render_level_square_at (level, W, H, px + 0.5, py + 0.5, &sx, &sy)
            || sx != x || sy != y)
          continue;
        n++;
        if (((const guint32 *) (data + py * stride))[px] != bg)
          marked++;
      }
  g_assert_cmpint (n, >, 20);
  return (double) marked / n;
}

static void
test_ghost_tinted (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsLevel) level = NULL;
  NhsLevelPicker *picker;
  NhsSituation sit;
  NhsRenderTheme theme;
  NhsRenderLevelOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  int gx = -1, gy = -1, fx = -1, fy = -1;

  /* 3.6.7's morgues (depth 20) hold ghosts: the first level with one */
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 20, 10);
  picker = nhs_level_picker_new (set, &sit, 20, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 400 && gx < 0; seed++)
    {
      g_clear_pointer (&level, nhs_level_free);
      level = nhs_test_level_picked (picker, NHS_VARIANT_367, NHS_LEVEL_KIND_ROOMS, 20, seed);
      for (int y = 0; y < 21 && gx < 0; y++)
        for (int x = 0; x < 80 && gx < 0; x++)
          {
            const NhsSquare *s = nhs_level_square (level, x, y);

            if (s->mon && nhs_level_monster_shown_symbol (nhs_level_monster (level, s->mon - 1)) == ' ')
              gx = x, gy = y;
          }
    }
  g_assert_cmpint (gx, >=, 0);
  /* a plain floor square of the same level, to compare with */
  for (int y = 0; y < 21 && fx < 0; y++)
    for (int x = 0; x < 80 && fx < 0; x++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        if (!s->mon && nhs_level_square_char (s) == '.')
          fx = x, fy = y;
      }
  g_assert_cmpint (fx, >=, 0);

  nhs_render_theme_default (&theme, FALSE);
  nhs_render_level_options_init (&options);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cr = cairo_create (surface);
  nhs_render_set_source (cr, &theme.background);
  cairo_paint (cr);
  nhs_render_level (cr, level, &theme, &options, W, H);
  cairo_surface_flush (surface);

  /* the ghost's square is filled, not outlined; a floor's dot is small */
  g_assert_cmpfloat (marked_share (surface, level, gx, gy), >, 0.5);
  g_assert_cmpfloat (marked_share (surface, level, fx, fy), <, 0.25);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  nhs_level_picker_free (picker);
  nhs_test_clear_variant_sets ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/render/level/ghost-tinted", test_ghost_tinted);
  return g_test_run ();
}
