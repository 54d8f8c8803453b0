/* nhs-variant.h: a game version = its monster data + a row of rule choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  NHS_VARIANT_343,
  NHS_VARIANT_367,
  NHS_VARIANT_37,
  NHS_VARIANT_SLASHEM,
  NHS_N_VARIANTS
} NhsVariantId;

/* Which of the games' mkclass algorithms a variant uses. */
typedef enum {
  NHS_MKCLASS_RULE_343,   /* 3.4.3 and SLASH'EM: stop against previous entry, skew while drawing */
  NHS_MKCLASS_RULE_367,   /* 3.6.x: bag weight freq+1 (-1 above 2*XL), stop at a stronger entry */
  NHS_MKCLASS_RULE_37,    /* 3.7: 3.6's rule plus the Gehennom restriction 8 in 9 */
} NhsMkclassRule;

/* How a variant's rndmonst treats the Quest's own monsters. */
typedef enum {
  NHS_QUEST_RULE_SIX_SEVENTHS, /* NetHack: qt_montype 6 times in 7 */
  NHS_QUEST_RULE_ALWAYS,       /* SLASH'EM: qt_montype whenever it yields one */
} NhsQuestRule;

typedef struct {
  NhsVariantId id;
  const char *key;                /* "3.6.7": the CLI's --variant word */
  const char *display_name;       /* "NetHack 3.6.7" */
  const char *short_name;         /* "3.6.7" */
  const char *source;             /* where the facts were read */
  int align_weight;               /* ALIGNWEIGHT: 4 in NetHack, 10 in SLASH'EM */
  gboolean maxmlev_round_up;      /* SLASH'EM: (zlevel + XL + 1) / 2 */
  gboolean has_temperature;       /* 3.7: level temperature shifts weights by 3 */
  gboolean has_rogue_level;       /* the Rogue tribute level exists */
  gboolean oracle_woodchuck;      /* SLASH'EM: woodchuck 1 in 20 (19 in 20 on Groundhog Day) */
  gboolean aggravate_difficulty;  /* 3.7: aggravate monster adds 15 to level difficulty */
  gboolean floater_includes_lights; /* is_floater(): S_EYE, and since 3.6 S_LIGHT too */
  NhsQuestRule quest_rule;
  NhsMkclassRule mkclass_rule;
} NhsVariant;

const NhsVariant *nhs_variant_get        (NhsVariantId id);
const NhsVariant *nhs_variant_from_key   (const char  *key);
const char       *nhs_variant_keys       (void);  /* "3.4.3|3.6.7|3.7|slashem" */

G_END_DECLS
