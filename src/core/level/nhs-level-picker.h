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
/* The hero the level's monsters meet (peace_minded (), which m_initgrp
 * asks for each copy in a group): a human of a new game, neutral unless
 * set here (align: < 0 chaotic, 0 neutral, > 0 lawful). */
void            nhs_level_picker_set_hero_alignment (NhsLevelPicker *picker,
                                                     int             align);
/* Sets params->picker, ->lookup, ->geno, ->peaceful, ->animal, ->picker_data and
 * ->xl (the situation's experience level). */
void            nhs_level_picker_install (NhsLevelPicker      *picker,
                                          NhsLevelParams      *params);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsLevelPicker, nhs_level_picker_free)

G_END_DECLS
