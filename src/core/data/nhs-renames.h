/* nhs-renames.h: monsters that changed their name between versions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one table of renames: each row is a monster of an older version and
 * its name in a newer one (3.7 and 5.0.0 renamed 18 of 3.6.7's monsters,
 * two pairs merged into one: incubus and succubus became the amorous
 * demon, caveman and cavewoman the cave dweller; EvilHack made ten lords
 * and kings nobles and royals, and renamed its dwarf, gnome and vampire,
 * keeping their old names for race placeholders).  Compare pairs a monster
 * across versions with it; anything else that must know a monster under
 * its other name asks nhs_monster_find_renamed ().
 */
#pragma once

#include <glib.h>
#include "nhs-data.h"

G_BEGIN_DECLS

typedef struct {
  const char *old_name;      /* as the older version names it */
  const char *new_name;      /* as the newer one does */
  const char *since;         /* the first version with the new name */
} NhsRename;

extern const NhsRename nhs_renames[];
extern const gsize nhs_n_renames;

/* The entry of `set` named `name` with `symbol` (were-creatures: one
   name, two entries), else the one entry of that name (a monster another
   version puts in another class); NULL when there is none or several. */
const NhsMonster *nhs_monster_set_find     (const NhsMonsterSet *set,
                                            const char          *name,
                                            char                 symbol);

/* The entry of `set` that is `m` (of another version's table) under its
   own name: nhs_monster_set_find (), but a placeholder is never the same
   monster as one that is not (EvilHack's dwarf is a race placeholder,
   3.6.7's a monster).  NULL when there is none. */
const NhsMonster *nhs_monster_set_find_same (const NhsMonsterSet *set,
                                             const NhsMonster    *m);

/* The entry of `set` that is `m` (of another version's table) under
   another name: by the table above, else by `m`'s or the entry's gendered
   names (by nhs_monster_set_find ()), and only where `set` has no entry
   of `m`'s own name (nhs_monster_set_find_same ()).  NULL when there is
   none. */
const NhsMonster *nhs_monster_find_renamed (const NhsMonsterSet *set,
                                            const NhsMonster    *m);

/* For a name `set` lacks that the table above knows under another name
   in `set`: "; its name there is “gnome noble”" (EvilHack's for the
   gnome lord), to end an error's sentence; "" otherwise.  Free it. */
char             *nhs_monster_rename_hint  (const NhsMonsterSet *set,
                                            const char          *name);

/* TRUE when `m` is no race placeholder (the game's is_placeholder ():
   EvilHack's "dwarf", every version's "human"); else FALSE with one
   sentence in `error` naming the monster the version makes under that
   name, from the table above: for a monster asked about ("“dwarf” is
   EvilHack's race placeholder, never made as a monster; the dwarf it
   makes is “mountain dwarf”"), or, `genocide`, for a genocide, which
   the game refuses unless the placeholder has G_GENO (3.6.7's orc and
   giant can be genocided: TRUE). */
gboolean          nhs_monster_refuse_placeholder (const NhsMonsterSet *set,
                                                  const NhsMonster    *m,
                                                  gboolean             genocide,
                                                  GError             **error);

/* TRUE when the game can take `m` out of random generation for good, so
   it may stand on a list of genocided or extinct monsters: read.c's
   do_genocide () genocides a monster with G_GENO, and makemon.c's
   propagate () makes a species extinct at its birth limit — which only
   changes a draw for a monster made at random (neither G_NOGEN nor
   G_UNIQ: erinys, Angels, golems have no G_GENO and are still listed, as
   extinct). A monster with none of these (Medusa, the Riders, a
   shopkeeper) is never on the list. */
gboolean          nhs_monster_can_be_gone  (const NhsMonster    *m);

/* The entry of `set` named `name` that a genocide list takes: the first
   of that name that nhs_monster_can_be_gone () allows (a were-creature's
   human form, when its animal form cannot be gone), else the first of
   that name; NULL when there is none. */
const NhsMonster *nhs_monster_set_lookup_gone (const NhsMonsterSet *set,
                                               const char          *name);

/* TRUE when `m` may be on a genocide list; else FALSE with one sentence in
   `error` naming the monster and why (a race placeholder: as
   nhs_monster_refuse_placeholder (); otherwise no G_GENO and never made
   at random). */
gboolean          nhs_monster_refuse_genocide (const NhsMonsterSet *set,
                                               const NhsMonster    *m,
                                               GError             **error);

/* TRUE when `m` may be on a list of extinct monsters: one made at random
   (neither G_NOGEN nor G_UNIQ), which makemon.c's propagate () makes
   extinct at its birth limit (120 born; the Nazgul 9, the erinyes 3);
   else FALSE with one sentence in `error` (a race placeholder, a unique,
   a monster never made at random). */
gboolean          nhs_monster_refuse_extinct (const NhsMonsterSet *set,
                                              const NhsMonster    *m,
                                              GError             **error);

G_END_DECLS
