/* nhs-presets.h: the game's uses of mkclass(), as exact mixtures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each preset is what one piece of game code makes, mixing mkclass() with
 * its own fixed chances and picks; "none" is the chance that no monster is
 * made.  Where the game hands a null mkclass() result to makemon(), which
 * then makes a random monster, the preset includes rndmonst()'s
 * distribution for that share.  docs/presets.md describes each one.
 */
#pragma once

#include <glib.h>
#include "nhs-mkclass.h"

G_BEGIN_DECLS

typedef struct {
  const char *key;        /* "cursed-bell": the CLI's --preset word */
  const char *name;       /* "Ringing a cursed bell" */
  const char *classes;    /* "n": the classes mkclass is asked for */
  const char *source;     /* "apply.c do_ring_bell" */
  const char *summary;    /* one line, for docs/presets.md and the window */
  gboolean needs_role;
  /* The versions that have this code: 0 for every version, else the
     offset (G_STRUCT_OFFSET) of the gboolean field of NhsVariant that
     says the version has it (presets_xnh_uses, level_nature_rooms). */
  gsize only;
} NhsPresetInfo;

typedef struct {
  const char *role;       /* quest: "Valkyrie", "Val" ...; NULL otherwise */
  int atyp;               /* demon gating: the summoner's alignment, NHS_MKCLASS_ANY_ALIGN */
} NhsPresetOptions;

const NhsPresetInfo *nhs_presets              (int                    *n);
const NhsPresetInfo *nhs_preset_lookup        (const char             *key);
/* Whether the version has the code the preset computes. */
gboolean             nhs_preset_in_variant    (const NhsPresetInfo    *info,
                                               const NhsVariant       *variant);
/* The version's presets in the table's order, NULL-terminated; free the
   array only.  The one filter the CLI's list, the window and the profile
   read. */
const NhsPresetInfo **nhs_presets_of_variant  (const NhsVariant       *variant);
/* NULL when the version has the preset, else the sentence refusing it. */
char                *nhs_preset_refusal       (const NhsPresetInfo    *info,
                                               const NhsVariant       *variant);
NhsClassDist        *nhs_preset_compute       (NhsMonsterSet          *set,
                                               const NhsSituation     *sit,
                                               const char             *key,
                                               const NhsPresetOptions *opts,
                                               GError                **error);
/* rndmonst() on a Quest level for a hero of `role`: the role's quest
   enemies (qt_montype) mixed with the ordinary selection exactly as the
   game mixes them. */
NhsClassDist        *nhs_quest_rndmonst_compute (NhsMonsterSet        *set,
                                                 const NhsSituation   *sit,
                                                 const char           *role,
                                                 GError              **error);
/* The monsters of a preset's classes that none of its draws ever makes in
   its situation, and why: each draw's own reasons (its mkclass walk's,
   rndmonst ()'s for the random monster), those every draw gives once,
   the others named by their draw ("mkclass(S_DEMON): genocided"). */
typedef struct _NhsPresetExcluded NhsPresetExcluded;

NhsPresetExcluded   *nhs_preset_excluded_new  (NhsClassDist           *dist,
                                               const NhsPresetInfo    *info,
                                               GError                **error);
void                 nhs_preset_excluded_free (NhsPresetExcluded      *x);
/* NhsReasonsFunc for nhs_report_add_excluded (): data is the
   NhsPresetExcluded; 0 for a monster the preset makes or of another class. */
int                  nhs_preset_excluded_reasons (gconstpointer       data,
                                                  int                 index,
                                                  NhsExclusionReason  out[NHS_EXCLUSION_N_CODES]);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsPresetExcluded, nhs_preset_excluded_free)

/* The list as a table ("KEY  classes  summary") or JSON: the version's
   presets, or every preset with the versions that have it (NULL). */
char                *nhs_presets_describe     (const NhsVariant       *variant,
                                               gboolean                json);
/* A role of role.c's roles[] and the monsters questpgr.c qt_montype ()
   makes for it. */
typedef struct {
  const char *name;       /* "Valkyrie" */
  const char *abbrev;     /* "Val" */
  const char *self;       /* the role's own monster ("valkyrie"; the Dark Knight's is "knight") */
  const char *enemy1;     /* enemy1num's monster, NULL for NON_PM */
  const char *enemy2;
  const char *enemy1sym;  /* enemy1sym's class id ("S_ANT") */
  const char *enemy2sym;
} NhsQuestRole;

/* The Quest's roles of the set's version (NhsVariant.quest_roles) whose own
   monster the set has, in role.c's order ("Archeologist", ...; EvilHack's
   Dark Knight after the Knight),
   NULL-terminated; free the array only.  The one list of roles: the CLI's
   --role, the window's role pickers and the profile read it. */
const char         **nhs_preset_quest_roles   (const NhsMonsterSet    *set);
/* One of them by name or abbreviation, any case; NULL when the version has
   no such role. */
const NhsQuestRole  *nhs_quest_role_lookup    (const NhsMonsterSet    *set,
                                               const char             *name);

G_END_DECLS
