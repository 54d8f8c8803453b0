/* nhs-data.h: loading a variant's monster table (data/monsters-<variant>.json)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "nhs-monster.h"

G_BEGIN_DECLS

/* Limits on a monster data file, checked before anything is built from it
 * (and documented in docs/limits.md). The monster count's limit is
 * NHS_MAX_MONSTERS (nhs-situation.h), which sizes a situation's genocide
 * set; nesting is limited to NHS_JSON_MAX_DEPTH (nhs-json-check.h). */
#define NHS_DATA_MAX_BYTES (2 * 1024 * 1024)   /* the file's size: parsed, the worst case takes ~90 MB */
#define NHS_DATA_MAX_NAME 64                    /* bytes in a name or other string */

typedef struct _NhsMonsterSet NhsMonsterSet;

struct _NhsMonsterSet {
  gint ref_count;
  char *variant;          /* "3.6.7" as the file says */
  char *origin;           /* file path or resource path, for messages */
  NhsMonster *monsters;   /* n entries, index == mons[] index */
  int n;
  int special_pm;
  gboolean has_difficulty;/* FALSE when the file had none and it was computed */
  GHashTable *by_name;    /* lowercased name (and gendered names) -> NhsMonster* */
  GVariant *compact;      /* a built-in set: its compiled form, which the
                             monsters' strings point into (nhs-data-compact.h) */
};

/* Which makedefs mstrength() computes difficulty for files that have none.
 * A file picks one with its optional top-level "difficulty_rule" member:
 * "vanilla" (the default) or "slashem". */
typedef enum {
  NHS_MSTRENGTH_VANILLA,  /* NetHack 3.4.3 util/makedefs.c */
  NHS_MSTRENGTH_SLASHEM,  /* SLASH'EM: also G_VLGROUP (+4) and M2_NASTY (+5) */
} NhsMStrengthRule;

NhsMonsterSet *nhs_monster_set_load_bytes   (GBytes      *bytes,
                                             const char  *origin,
                                             GError     **error);
NhsMonsterSet *nhs_monster_set_load_file    (const char  *path,
                                             GError     **error);
/* A built-in version's set, by its key ("3.6.7"): the data/monsters-<key>.json
 * that the loader above accepted at build time, compiled into the GResource
 * (nhs-data-compact.h); built from there on each call, no cache. */
NhsMonsterSet *nhs_monster_set_load_variant (const char  *variant_key,
                                             GError     **error);
NhsMonsterSet *nhs_monster_set_ref          (NhsMonsterSet *set);
void           nhs_monster_set_unref        (NhsMonsterSet *set);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsMonsterSet, nhs_monster_set_unref)

/* Case-insensitive; neutral names first, then 3.7's gendered ones. Where the
 * game has the same name twice (the were-creatures' two forms), the first
 * entry in mons[] order wins. NULL if unknown. */
const NhsMonster *nhs_monster_set_lookup    (const NhsMonsterSet *set,
                                             const char          *name);

/* The makedefs monster-strength rule (the games' monstr[]), from the
 * monster's level, groups, speed, AC, attacks and (SLASH'EM) flags. */
int nhs_monster_difficulty_from_stats (const NhsMonster *m,
                                       NhsMStrengthRule  rule);

G_END_DECLS
