/* nhs-dungeon-report.h: the dungeon model as JSON, a table, a wiki table,
 * and one line for a depth
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-dungeon.h"
#include "nhs-format.h"
#include "nhs-table.h"

G_BEGIN_DECLS

/* A player's name for a special level or branch key ("oracle" -> "the
   Oracle", "branch:Sokoban" -> "the way to Sokoban"); untranslated. */
const char *nhs_dungeon_kind_title    (const char            *key);
char       *nhs_dungeon_report        (const NhsDungeonModel *model,
                                       NhsFormat              format);
/* Every special level and branch (exists, depths, maps, then its name as
   players know it) as a table for the writers (nhs-table.h): the window's
   Copy, --format csv and markdown; the names through `translate` (NULL:
   English). */
NhsTable   *nhs_dungeon_table         (const NhsDungeonModel *model,
                                       const char          *(*translate) (const char *text));
/* That table written in `format` (csv, markdown, wiki, text): the one
   writer of the window's Copy and --format csv and markdown. CSV has no
   caption, so the Medusa draw the caption ends with
   (nhs_dungeon_medusa_draw_words ()) follows the rows there, after a blank
   line, as one field; words through `translate` (NULL: English). */
char       *nhs_dungeon_table_write   (const NhsDungeonModel *model,
                                       NhsFormat              format,
                                       const char          *(*translate) (const char *text));
/* A kind's words without its chance: "the Oracle", "the way to Sokoban"
   ("→ The Gnomish Mines" with `arrow`), "plane 2 from the entry"; through
   `translate` (NULL: English). */
char       *nhs_dungeon_kind_words     (const char            *key,
                                        gboolean               arrow,
                                        const char          *(*translate) (const char *text));
/* One kind of level at a depth with its chance ("p/q"): "the Oracle (1/5)",
   "always the Castle", a branch as "the way to Sokoban (1/5)" or, with
   `arrow`, "→ Sokoban (1/5)"; words through `translate` (NULL: English).
   The words of nhs_dungeon_describe_kinds () and the Dungeon page alike. */
char       *nhs_dungeon_kind_phrase    (const char            *key,
                                        const char            *chance,
                                        gboolean               arrow,
                                        const char          *(*translate) (const char *text));
/* "depth 7: the Oracle (1/5), an ordinary level (4/5)" from a depth's
   (key, chance) pairs ("a(ss)", nhs-dungeon-depths.h), each word passed
   through `translate` (NULL: English): the one writer of the line, for
   the window's sidebar and the report alike; NULL when kinds is NULL. */
/* The share of games in which a depth's level of the dungeon is a filler
   (a level not from a fixed map: "ordinary", or one holding only a branch),
   as a fraction "p/q", "0" or "1", from the (key, chance) pairs of
   nhs_dungeon_depths_lookup (): 1 less "none" less every special level's
   chance; "0" for NULL. */
char       *nhs_dungeon_filler_share  (GVariant              *kinds);
/* The share of games whose invocation level (just above the bottom of
   Gehennom, the sanctum) lies at a depth, from what the depth below holds
   (nhs_dungeon_depths_lookup ()): the sanctum's chance there, "p/q". */
char       *nhs_dungeon_invocation_share (GVariant            *kinds_below);
char       *nhs_dungeon_describe_kinds (GVariant              *kinds,
                                        int                    depth,
                                        const char          *(*translate) (const char *text));
/* The same line for the dungeon's level at that depth by the model (the
   Dungeon page's tooltip on a row); words through `translate` (NULL:
   English); NULL when it has none there. */
char       *nhs_dungeon_describe_depth (const NhsDungeonModel *model,
                                        const char            *dungeon,
                                        int                    depth,
                                        const char          *(*translate) (const char *text));
/* The chance that a level of rooms at each depth where Medusa's level may
   lie either side of it lies above it (nhs_dungeon_rooms_above_medusa ()):
   "A level of rooms lies above Medusa's level, where shops and Fort
   Ludios' portal are made, by depth: 21: 1/20, …"; through `translate`
   (NULL: English); NULL where no depth is in doubt. */
char       *nhs_dungeon_medusa_draw_words (NhsVariantId        variant,
                                           const char       *(*translate) (const char *text));

G_END_DECLS
