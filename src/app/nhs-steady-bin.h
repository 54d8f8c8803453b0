/* nhs-steady-bin.h: a place for a label whose text changes on every step
 *
 * A GtkLabel re-measures itself (and so the whole window) whenever its
 * text changes; a wrapping one lays its text out several times to do it.
 * NhsSteadyBin holds such a label (its one <child>) and answers the
 * window's questions about its size without asking the label: its width
 * from the label's width-chars and max-width-chars (the font's metrics,
 * read once per style change), its height the height it has reserved — at
 * least `min-lines` lines, grown as soon as the text needs more, and
 * shrunk back only once the text has rested for a moment. Dragging a
 * slider then changes the text in place: the label is laid out once, to
 * be drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define NHS_TYPE_STEADY_BIN (nhs_steady_bin_get_type ())
G_DECLARE_FINAL_TYPE (NhsSteadyBin, nhs_steady_bin, NHS, STEADY_BIN, GtkWidget)

/* Its one child (a .ui file's <child>); usually a GtkLabel. */
void nhs_steady_bin_set_child     (NhsSteadyBin *self,
                                   GtkWidget    *child);
int  nhs_steady_bin_get_min_lines (NhsSteadyBin *self);
void nhs_steady_bin_set_min_lines (NhsSteadyBin *self,
                                   int           lines);
/* The height reserved now, in pixels (tests). */
int  nhs_steady_bin_get_reserved  (NhsSteadyBin *self);

G_END_DECLS
