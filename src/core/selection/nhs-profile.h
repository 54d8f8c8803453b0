/* nhs-profile.h: one monster (or a whole class) across depths, levels and versions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The heatmap is rndmonst()'s exact chance of the monster (the sum over a
 * class's members) for every dungeon depth 1..60 and experience level
 * 1..30, everything else as in the situation.  The profile adds the chance
 * by depth in every version (at the situation's XL), the first depth where
 * the monster can appear at each XL, the depth where it is most likely,
 * and every other way the game makes it: the uses of mkclass (presets:
 * special rooms, graves, gating ...), the Quest's qt_montype for each role,
 * level creation, and the themed rooms of 3.7 and 5.0.
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-data.h"
#include "nhs-situation.h"
#include "nhs-table.h"

G_BEGIN_DECLS

#define NHS_PROFILE_DEPTHS 60
#define NHS_PROFILE_XLS 30

/* One cell's chance, num / den (not reduced: den is rndmonst's common
   denominator for that depth and XL).  Where rndmonst's chances are an
   exact mixture that outgrows 64 bits (EvilHack's player monsters), num /
   den is that chance rounded and `exact` the chance itself (owned by the
   heatmap or profile the cell is in); otherwise `exact` is NULL.  Read a
   cell through the functions below. */
typedef struct {
  guint64 num, den;
  mpq_srcptr exact;
} NhsProfileCell;

/* The cell's chance: exactly (out), as a fraction in lowest terms ("0"
   when none), and as a double. */
void        nhs_profile_cell_chance   (const NhsProfileCell *cell,
                                       mpq_t                 out);
char       *nhs_profile_cell_fraction (const NhsProfileCell *cell);
double      nhs_profile_cell_p        (const NhsProfileCell *cell);

typedef struct {
  NhsSituation situation;                 /* the base; cells change depth and XL only */
  NhsProfileCell cells[NHS_PROFILE_DEPTHS][NHS_PROFILE_XLS];
  GPtrArray *exact;                       /* the cells' exact chances (mpq_t *), or NULL */
  double max_p;                           /* the largest chance of any cell */
  int depth_lo, depth_hi;                 /* the depths the region really has in the
                                             version; cells outside are computed
                                             all the same, but not "most likely" */
} NhsHeatmap;

/* The mons[] indices a profile follows: the monster named `monster`
   (case-insensitive; the first entry of that name), or every member of the
   class `class_text` (a symbol or S_ name) before SPECIAL_PM.  Exactly one
   of the two is given.  *title gets "cockatrice" or "class c". */
GArray     *nhs_profile_members     (const NhsMonsterSet *set,
                                     const char          *monster,
                                     const char          *class_text,
                                     char               **title,
                                     GError             **error);
/* The 60 × 30 grid for the members; fast (the cells that share a
   difficulty window share one rndmonst() pass).  `heatmap` is zeroed or
   an earlier result (whose exact chances it frees); nhs_heatmap_clear ()
   frees them when it is no longer used. */
gboolean    nhs_heatmap_compute     (NhsHeatmap          *heatmap,
                                     NhsMonsterSet       *set,
                                     const NhsSituation  *sit,
                                     const int           *members,
                                     int                  n_members,
                                     GError             **error);
double      nhs_heatmap_cell_p      (const NhsHeatmap    *heatmap,
                                     int                  depth,
                                     int                  xl);
void        nhs_heatmap_clear       (NhsHeatmap          *heatmap);

typedef enum {
  NHS_PROFILE_ORIGIN_PRESET,      /* one of the game's uses of mkclass: chance per call */
  NHS_PROFILE_ORIGIN_QUEST,       /* qt_montype for a role: chance per call */
  NHS_PROFILE_ORIGIN_LEVEL,       /* a fresh room-and-corridor level: expected count */
  NHS_PROFILE_ORIGIN_MAZE,        /* a fresh maze level: expected count */
  NHS_PROFILE_ORIGIN_THEMED_ROOM, /* 3.7/5.0 themed room: the game names it there */
} NhsProfileOriginKind;

typedef struct {
  NhsProfileOriginKind kind;
  char *key;          /* preset key, role, themed room's name */
  char *name;         /* what it is, in words */
  gboolean has_value;
  mpq_t value;        /* chance per call (PRESET, QUEST) or expected count (LEVEL, MAZE) */
  char *note;         /* THEMED_ROOM: how many it makes */
} NhsProfileOrigin;

typedef struct {
  gboolean present;                       /* the version has the monster (class) */
  NhsVariantId variant;
  NhsProfileCell cells[NHS_PROFILE_DEPTHS];
  int best_depth;                         /* 0: never at the region's depths */
  int depth_lo, depth_hi;                 /* the region's depths in that version */
  char *name;                             /* the monster's name in that version where
                                             it differs (renamed: nhs-renames.h), else NULL */
  char *label;                            /* the line's name in the depth table's heading
                                             and the picture's legend: the version's
                                             short name, "EvilHack (dwarf noble)" where
                                             `name` is set; NULL for a line not present */
} NhsProfileLine;

typedef struct {
  gint ref_count;
  char *title;                            /* "cockatrice" or "class c" */
  gboolean is_class;                      /* a whole class, not one monster */
  NhsSituation situation;
  NhsMonsterSet *set;                     /* the situation's version */
  GArray *members;                        /* int mons[] indices in set */
  NhsHeatmap heatmap;
  int first_depth[NHS_PROFILE_XLS];       /* per XL: first depth (of the region's) with a chance, 0: none */
  int best_depth[NHS_PROFILE_XLS];        /* per XL: the depth of the largest chance */
  NhsProfileLine lines[NHS_N_VARIANTS];   /* by depth at the situation's XL */
  GPtrArray *lines_exact;                 /* the lines' exact chances (mpq_t *), or NULL */
  GPtrArray *origins;                     /* NhsProfileOrigin* */
} NhsProfile;

/* sets[v] is version v's monster set, or NULL to leave that version out
   (sets[sit->variant] is required). */
NhsProfile *nhs_profile_compute     (NhsMonsterSet      *const *sets,
                                     const NhsSituation *sit,
                                     const char         *monster,
                                     const char         *class_text,
                                     GError            **error);
NhsProfile *nhs_profile_ref         (NhsProfile         *profile);
void        nhs_profile_unref       (NhsProfile         *profile);

/* Tables for the writers (nhs-table.h) and JSON. The depth and heatmap
   tables list the region's depths (the situation's version's), every
   depth 1-60 only with `beyond`; a "Note" column then says which rows lie
   beyond the region (in every version, or in those whose region ends
   sooner), as the pictures hatch and dot them. */
NhsTable   *nhs_profile_depth_table  (const NhsProfile  *profile,
                                      gboolean           beyond);
NhsTable   *nhs_profile_origin_table (const NhsProfile  *profile);
/* The shallowest depth rndmonst () can pick it at, for each experience
   level (equal neighbours as one row, "15–30"; "never" where it cannot). */
NhsTable   *nhs_profile_first_depth_table (const NhsProfile *profile);
/* The experience levels from index x (0-based) on with x's first depth:
   the last such index; and the 1-based range's words ("2–9", or "1") */
int         nhs_profile_first_depth_run_end (const NhsProfile *profile,
                                             int               x);
char       *nhs_profile_xl_range_text     (int               x,
                                           int               y);
/* The same with their headings and words put through `translate` (the
   window's gettext; NULL: English, as the CLI writes them). */
NhsTable   *nhs_profile_depth_table_in  (const NhsProfile *profile,
                                         gboolean          beyond,
                                         const char     *(*translate) (const char *text));
NhsTable   *nhs_profile_origin_table_in (const NhsProfile *profile,
                                         const char     *(*translate) (const char *text));
NhsTable   *nhs_heatmap_table        (const NhsProfile  *profile,
                                      gboolean           beyond);
/* JSON holds every depth 1-60 and each version's region depths
   ("region_depths": {"3.6.7": [1, 29], ...}); the other
   formats the depth table as above and the origins. */
char       *nhs_profile_report       (const NhsProfile  *profile,
                                      NhsFormat          format,
                                      gboolean           beyond);
/* "Cockatrice · NetHack 3.6.7 · The Dungeons of Doom, XL 8": the caption. */
/* "cockatrice · NetHack 3.6.7 · Dungeons of Doom, XL 8"; translate NULL: English */
char       *nhs_profile_caption      (const NhsProfile  *profile,
                                      const char      *(*translate) (const char *text));

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsProfile, nhs_profile_unref)

/* Whether rndmonst () picks it at some depth of the region at some XL
   (first_depth is 0 at every XL when not). */
gboolean      nhs_profile_appears_at_random (const NhsProfile *p);

/* Every depth of the region where the chance at xl is largest, as people
   read it: "6", "6–7" when the next depth ties, "6–7, 12" (NULL when there
   is none). The first is best_depth[xl - 1]. */
char *nhs_profile_best_depths_text (const NhsProfile *p,
                                    int               xl);

G_END_DECLS
