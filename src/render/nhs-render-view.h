/* nhs-render-view.h: a whole view (chart, alignment tables, level, or the
 * Overview's three at once) drawn into a PNG, SVG or PDF file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by `nhspawn-cli export` and the window's Export: the picture is
 * drawn in memory and written with nhs_atomic_write, so a failed export
 * never leaves a half-written file or damages the old one.
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "nhs-level.h"
#include "nhs-render-align.h"
#include "nhs-render-chart.h"
#include "nhs-render-common.h"
#include "nhs-render-level.h"
#include "nhs-render-compare.h"
#include "nhs-render-heatmap.h"
#include "nhs-render-lines.h"
#include "nhs-render-profile.h"
#include "nhs-render-table.h"
#include "nhs-render-dungeon.h"

G_BEGIN_DECLS

#define NHS_VIEW_MIN_SIZE 16
#define NHS_VIEW_MAX_SIZE 32768
/* A picture asked narrower than its words need is drawn that wide and
   shrunk as a whole, down to this share; a narrower width is refused */
#define NHS_VIEW_MIN_SHRINK 0.4
#define NHS_VIEW_MAX_PIXELS (64 * 1024 * 1024)   /* PNG: 256 MiB of pixels at most */
#define NHS_VIEW_MAX_PNG_SIDE 32767              /* cairo's largest image surface side */

typedef enum {
  NHS_VIEW_CHART,          /* rndmonst's or mkclass's chances */
  NHS_VIEW_ALIGN_TABLE,
  NHS_VIEW_LEVEL,
  NHS_VIEW_OVERVIEW,       /* the chart beside the tables, the level below them */
  NHS_VIEW_TABLE,          /* any core table: monsters, mkclass, dungeon, origins */
  NHS_VIEW_LINES,          /* series on one chart: spawn */
  NHS_VIEW_HEATMAP,
  NHS_VIEW_PROFILE,
  NHS_VIEW_COMPARE,
  NHS_VIEW_DUNGEON,        /* where every level can be (the Dungeon page) */
} NhsViewKind;

typedef enum {
  NHS_FILE_PNG,
  NHS_FILE_SVG,
  NHS_FILE_PDF,
} NhsFileFormat;

/* What to draw; every pointer is borrowed. */
typedef struct {
  NhsViewKind kind;
  NhsChartParams chart;             /* CHART, OVERVIEW */
  double chart_width;               /* 0: 720 (CHART), 560 (OVERVIEW) */
  NhsAlignParams align;             /* ALIGN_TABLE, OVERVIEW */
  const NhsLevel *level;            /* LEVEL; OVERVIEW: NULL for none */
  NhsRenderLevelOptions level_options;
  NhsTableParams table;             /* TABLE */
  NhsLinesParams lines;             /* LINES */
  NhsHeatmapParams heatmap;         /* HEATMAP */
  NhsProfileParams profile;         /* PROFILE */
  NhsCompareParams compare;         /* COMPARE */
  const NhsDungeonModel *dungeon;   /* DUNGEON */
  NhsRenderDungeonOptions dungeon_options;
  const char *title;                /* COMPARE, LEVEL: a title row above; NULL: none */
  /* A line drawn under the title of any view that has one (all but
     ALIGN_TABLE): the level the situation stands on, as the sidebar says it
     (nhs_view_place ()); NULL: none */
  const char *place;
  int scale;                        /* PNG: pixels per unit, 1 (0 too) or 2 */
} NhsView;

/* A view of `kind` with nothing in it yet: level options at their defaults. */
void      nhs_view_init                    (NhsView          *view,
                                            NhsViewKind       kind);
/* Whether the view has ranked rows that "only the top N" can cut: the
   chart (also in the Overview), a table, Compare. */
gboolean  nhs_view_has_rows                (const NhsView    *view);
/* Keeps only the `top` first rows (0: all) of a view that has rows. */
void      nhs_view_set_top                 (NhsView          *view,
                                            int               top);
/* A format's file-name extension without the dot: "png", "svg", "pdf". */
const char *nhs_render_file_format_extension (NhsFileFormat format);
/* The format an output path's extension (.png, .svg, .pdf) names. */
gboolean  nhs_render_file_format_from_path (const char       *path,
                                            NhsFileFormat    *format,
                                            GError          **error);
/* The size that shows all of the view. */
void      nhs_render_view_natural_size     (const NhsView    *view,
                                            double           *width,
                                            double           *height);
/* Paints the background and draws the view into width × height. */
void      nhs_render_view                  (cairo_t              *cr,
                                            const NhsView        *view,
                                            const NhsRenderTheme *theme,
                                            double                width,
                                            double                height);
/* The file's bytes; width or height 0: the natural size.  dry_run draws
   onto a recording surface and returns empty bytes. */
GBytes   *nhs_render_view_to_bytes         (const NhsView        *view,
                                            const NhsRenderTheme *theme,
                                            NhsFileFormat         format,
                                            int                   width,
                                            int                   height,
                                            gboolean              dry_run,
                                            GError              **error);
/* Draws and writes `path` atomically (nhs-atomic.h).  The format comes
   from the path's extension.  The error's sentence is translated by
   `translate` (the window's gettext; NULL: English). */
gboolean  nhs_render_view_to_file          (const NhsView        *view,
                                            const NhsRenderTheme *theme,
                                            const char           *path,
                                            int                   width,
                                            int                   height,
                                            const char         *(*translate) (const char *text),
                                            GError              **error);

G_END_DECLS
