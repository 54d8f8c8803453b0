/* nhs-newcham.h: the shape a new shapechanger starts in
 *
 * makemon () hands a shapechanger to newcham () at once, so the hero first
 * meets a vampire as a vampire bat, fog cloud or wolf and a chameleon as
 * some other monster. The game's log and screen name that form. Which
 * monsters change, and how the form is drawn, are the version's
 * (NhsVariant's newcham_* fields).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-mkclass.h"
#include "nhs-rndmonst.h"

G_BEGIN_DECLS

/* Where the monster is made: what the game's choice looks at. */
typedef struct {
  gboolean rogue_level;       /* Is_rogue_level (): uppercase forms first */
  gboolean on_pool_or_lava;   /* is_pool_or_lava () of its square */
} NhsNewchamPlace;

typedef enum {
  NHS_NEWCHAM_KEEPS,          /* no shapechanger, or one makemon () leaves in
                                 its shape (Vlad, EvilHack's Kas) */
  NHS_NEWCHAM_FORM,           /* a shapechanger that makemon () gives a first form */
} NhsNewchamKind;

NhsNewchamKind nhs_newcham_kind        (const NhsMonsterSet   *set,
                                        const NhsVariant      *variant,
                                        int                    index);

/* The exact chances of the form monster `index` starts in, when made where
 * `place` says in the situation of `ordinary` (the level's rndmonst ()
 * distribution: its genocides, its upper difficulty bound, and in 3.4.3 and
 * SLASH'EM the form itself). The monster's own index holds the chance that
 * it keeps its shape. NULL unless nhs_newcham_kind () is NHS_NEWCHAM_FORM. */
NhsClassDist  *nhs_newcham_first_form  (const NhsDistribution *ordinary,
                                        int                    index,
                                        const NhsNewchamPlace *place);

/* wizard.c's nasties[] of the version (NULL, 0 where newcham () takes
 * rndmonst ()): the names, in the game's order */
const char *const *nhs_newcham_nasties (const NhsVariant     *variant,
                                        gsize                *n);

G_END_DECLS
