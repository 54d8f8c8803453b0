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
} NhsPresetInfo;

typedef struct {
  const char *role;       /* quest: "Valkyrie", "Val" ...; NULL otherwise */
  int atyp;               /* demon gating: the summoner's alignment, NHS_MKCLASS_ANY_ALIGN */
} NhsPresetOptions;

const NhsPresetInfo *nhs_presets              (int                    *n);
const NhsPresetInfo *nhs_preset_lookup        (const char             *key);
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
/* The list as a table ("KEY  classes  summary") or JSON. */
char                *nhs_presets_describe     (gboolean                json);
/* Quest roles the set knows ("Archeologist", ...), NULL-terminated; free the array only. */
const char         **nhs_preset_quest_roles   (const NhsMonsterSet    *set);

G_END_DECLS
