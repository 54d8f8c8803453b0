/* nhs-muse-evil-weapons.h: EvilHack 0.9.3's weapon facts for a pet's
 * weapon choice (internal to the item-use decisions)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "nhs-object.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;
  int sdam;            /* oc_wsdam: the die against a small or medium monster; 0 none */
  int ldam;            /* oc_wldam: the die against a large monster (r_bigmonst ()); 0 none */
} NhsMuseEvilWeapon;

/* NULL for an object with no damage die of its own (food, armour, ...) */
const NhsMuseEvilWeapon *nhs_muse_evil_weapon (const char *name);

/* the launchers that fire missile o, NULL-terminated in select_rwep ()'s
   order; NULL for one thrown by hand */
const char *const *nhs_muse_evil_launchers (const NhsObject *o);

/* weapon.c oselect_recurse (): TRUE for a weapon or weapon-tool a
   priest never uses */
gboolean nhs_muse_evil_priest_refuses (const NhsObject *o);

/* weapon.c's lists, NULL-terminated */
extern const char *const nhs_muse_evil_hwep[];
extern const char *const nhs_muse_evil_rwep[];
extern const char *const nhs_muse_evil_pwep[];
extern const char *const nhs_muse_evil_bows[];
extern const char *const nhs_muse_evil_slings[];
extern const char *const nhs_muse_evil_crossbows[];

/* dmgval ()'s additions to the die: `dice` rolls of a `sides`-sided die
   for every name of `names`; the lists end in { NULL } */
typedef struct {
  const char *const *names;
  int dice, sides;
} NhsMuseEvilExtra;

extern const NhsMuseEvilExtra nhs_muse_evil_small_extras[];
extern const NhsMuseEvilExtra nhs_muse_evil_large_extras[];

/* dmgval ()'s bonus (weapon.c 525-574) for weapon or weapon-tool o made
   of mat: what it always adds; *steel_third TRUE when a steel one that
   pierces or slashes adds 1 more 1 time in 3 (!rn2 (3)) */
int nhs_muse_evil_material_damage (const NhsObject *o, const char *mat, gboolean *steel_third);

G_END_DECLS
