/* nhs-level-picker.h: the level generator's monsters, from the core's distributions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-data.h"
#include "nhs-level.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

/* Feeds NhsLevelParams' picker/lookup: random monsters from the situation's
 * rndmonst distribution, class picks from its exact mkclass distribution
 * (cached per class), named picks by name. The level's depth replaces the
 * situation's depth. */
typedef struct _NhsLevelPicker NhsLevelPicker;

NhsLevelPicker *nhs_level_picker_new     (NhsMonsterSet       *set,
                                          const NhsSituation  *sit,
                                          int                  depth,
                                          GError             **error);
void            nhs_level_picker_free    (NhsLevelPicker      *picker);
/* Sets params->picker, ->lookup and ->picker_data. */
void            nhs_level_picker_install (NhsLevelPicker      *picker,
                                          NhsLevelParams      *params);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsLevelPicker, nhs_level_picker_free)

G_END_DECLS
