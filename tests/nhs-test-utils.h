/* nhs-test-utils.h: helpers the core tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-artifact.h"
#include "nhs-data.h"
#include "nhs-format.h"
#include "nhs-situation.h"
#include "nhs-mkclass.h"
#include "nhs-level.h"
#include "nhs-level-picker.h"

G_BEGIN_DECLS

/* The bundled monster set of a variant, loaded on first use and kept until
   nhs_test_clear_variant_sets (). */
NhsMonsterSet *nhs_test_variant_set        (NhsVariantId  id);
void           nhs_test_clear_variant_sets (void);
/* The version's artifact table (nhs_artifacts ()), n rows, each made of
   one of the version's objects and naming its monsters (role, race). */
const NhsArtifact *nhs_test_artifacts      (NhsVariantId  id,
                                            guint         n);
/* Removes PATH and everything under it (made writable first); links are not followed. */
void           nhs_test_remove_tree        (const char    *path);
/* The index of a monster that must exist. */
int            nhs_test_monster_index      (NhsMonsterSet *set,
                                            const char    *name);
/* A situation of the variant in a region at a depth, for a hero of level xl. */
void           nhs_test_situation          (NhsSituation  *sit,
                                            NhsVariantId   v,
                                            NhsRegion      region,
                                            int            depth,
                                            int            xl);

/* nhs_level_to_text () of a level as it was before shops' stock was
   modelled: the mimics standing in a shop shown as the square beneath. */
char          *nhs_test_level_text_without_stock (const NhsLevel *level);

/* How many squares of the level are of kind TYP. */
int            nhs_test_count_typ          (const NhsLevel *level,
                                            int             typ);
/* the squares of the level holding a trap of this NhsTrapType */
int            nhs_test_count_trap         (const NhsLevel *level,
                                            int             trap);
/* the squares of the level holding a trap, and a boulder */
int            nhs_test_count_any_trap     (const NhsLevel *level);
int            nhs_test_count_boulders     (const NhsLevel *level);
/* a made-up monster for a fake picker's NhsLevelParams.monster: one that
   flies (M1_FLY, class &), or one that walks */
const NhsMonster *nhs_test_fake_monster    (gboolean flies);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsLevel, nhs_level_free)

/* A level of `variant` made with `picker`'s monsters (asserts no error). */
NhsLevel      *nhs_test_level_picked       (NhsLevelPicker *picker,
                                            NhsVariantId    variant,
                                            NhsLevelKind    kind,
                                            int             depth,
                                            guint64         seed);
/* Statue trap statues of monster `mindex` (named `name`) as trap.c makes
   them (nhs_lev_make_trap_statue ()), two on each level just begun with
   `picker`'s monsters at depth (seeds 1, 2, ...: the first as fresh as a
   new level's, no artifact made yet, EvilHack's ring materials not yet
   shuffled; the second after it, as a level's later statue trap), n of
   them; calls each (level, statue, data) (the statue's
   contents_known says whether the version's contents are modelled),
   which returns FALSE to stop early. Much faster than making whole levels for their traps. */
typedef gboolean (*NhsTestStatueFunc) (const NhsLevel *level, const NhsLevelObject *statue, gpointer data);
void           nhs_test_trap_statues       (NhsLevelPicker   *picker,
                                            NhsVariantId      variant,
                                            int               depth,
                                            int               mindex,
                                            const char       *name,
                                            int               n,
                                            NhsTestStatueFunc each,
                                            gpointer          data);
/* Asserts that an mpq_t reads `expected` in lowest terms ("1/3"). */
#define nhs_test_assert_mpq(q, expected) \
  G_STMT_START { \
    g_autofree char *nhs_test_q_ = nhs_mpq_to_string (q); \
    g_assert_cmpstr (nhs_test_q_, ==, (expected)); \
  } G_STMT_END

/* Asserts that a class distribution's chances and "none" add up to exactly 1. */
void           nhs_test_assert_total_one   (const NhsClassDist *d);

G_END_DECLS
