/* nhs-monster-row.c: one monster of a distribution, as a row for list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-monster-row.h"
#include "nhs-render-common.h"
#include "nhs-strings.h"

struct _NhsMonsterRow
{
  GObject parent_instance;

  int index;
  char *name;
  char *symbol;
  int difficulty;
  int frequency;
  int alignment;
  int shift;
  int weight;
  double probability;
  char *fraction;
  char *fraction_short;  /* as the column shows it: NHS_MONSTER_ROW_FRACTION_CHARS */
  char *weight_parts;    /* the Weight cell's tooltip: frequency, shift, alignment */
  char *percent;
  char *reason;
  gboolean eligible;
};

G_DEFINE_FINAL_TYPE (NhsMonsterRow, nhs_monster_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_SYMBOL,
  PROP_DIFFICULTY,
  PROP_FREQUENCY,
  PROP_ALIGNMENT,
  PROP_SHIFT,
  PROP_WEIGHT,
  PROP_PROBABILITY,
  PROP_FRACTION,
  PROP_FRACTION_SHORT,
  PROP_WEIGHT_PARTS,
  PROP_PERCENT,
  PROP_REASON,
  PROP_ELIGIBLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
nhs_monster_row_finalize (GObject *object)
{
  NhsMonsterRow *self = NHS_MONSTER_ROW (object);

  g_free (self->name);
  g_free (self->symbol);
  g_free (self->fraction);
  g_free (self->fraction_short);
  g_free (self->weight_parts);
  g_free (self->percent);
  g_free (self->reason);
  G_OBJECT_CLASS (nhs_monster_row_parent_class)->finalize (object);
}

static void
nhs_monster_row_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  NhsMonsterRow *self = NHS_MONSTER_ROW (object);

  switch (prop_id)
    {
    case PROP_INDEX: g_value_set_int (value, self->index); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_SYMBOL: g_value_set_string (value, self->symbol); break;
    case PROP_DIFFICULTY: g_value_set_int (value, self->difficulty); break;
    case PROP_FREQUENCY: g_value_set_int (value, self->frequency); break;
    case PROP_ALIGNMENT: g_value_set_int (value, self->alignment); break;
    case PROP_SHIFT: g_value_set_int (value, self->shift); break;
    case PROP_WEIGHT: g_value_set_int (value, self->weight); break;
    case PROP_PROBABILITY: g_value_set_double (value, self->probability); break;
    case PROP_FRACTION: g_value_set_string (value, self->fraction); break;
    case PROP_FRACTION_SHORT: g_value_set_string (value, self->fraction_short); break;
    case PROP_WEIGHT_PARTS: g_value_set_string (value, self->weight_parts); break;
    case PROP_PERCENT: g_value_set_string (value, self->percent); break;
    case PROP_REASON: g_value_set_string (value, self->reason); break;
    case PROP_ELIGIBLE: g_value_set_boolean (value, self->eligible); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_monster_row_class_init (NhsMonsterRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags f = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = nhs_monster_row_finalize;
  object_class->get_property = nhs_monster_row_get_property;

  properties[PROP_INDEX] = g_param_spec_int ("index", NULL, NULL, -1, G_MAXINT, -1, f);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, f);
  properties[PROP_SYMBOL] = g_param_spec_string ("symbol", NULL, NULL, NULL, f);
  properties[PROP_DIFFICULTY] = g_param_spec_int ("difficulty", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_FREQUENCY] = g_param_spec_int ("frequency", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_ALIGNMENT] = g_param_spec_int ("alignment", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_SHIFT] = g_param_spec_int ("shift", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_WEIGHT] = g_param_spec_int ("weight", NULL, NULL, G_MININT, G_MAXINT, 0, f);
  properties[PROP_PROBABILITY] = g_param_spec_double ("probability", NULL, NULL, 0, 1, 0, f);
  properties[PROP_FRACTION] = g_param_spec_string ("fraction", NULL, NULL, NULL, f);
  properties[PROP_FRACTION_SHORT] = g_param_spec_string ("fraction-short", NULL, NULL, NULL, f);
  properties[PROP_WEIGHT_PARTS] = g_param_spec_string ("weight-parts", NULL, NULL, NULL, f);
  properties[PROP_PERCENT] = g_param_spec_string ("percent", NULL, NULL, NULL, f);
  properties[PROP_REASON] = g_param_spec_string ("reason", NULL, NULL, NULL, f);
  properties[PROP_ELIGIBLE] = g_param_spec_boolean ("eligible", NULL, NULL, FALSE, f);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
nhs_monster_row_init (NhsMonsterRow *self)
{
  self->index = -1;
}

NhsMonsterRow *
nhs_monster_row_new (const NhsDistribution *dist,
                     const NhsChances      *chances,
                     int                    index)
{
  NhsMonsterRow *self;
  const NhsMonster *m;
  const NhsCandidate *c;

  g_return_val_if_fail (dist != NULL, NULL);
  g_return_val_if_fail (index >= 0 && index < dist->n, NULL);

  m = &dist->set->monsters[index];
  c = &dist->candidates[index];
  self = g_object_new (NHS_TYPE_MONSTER_ROW, NULL);
  self->index = index;
  self->name = g_strdup (m->name);
  self->symbol = g_strndup (&m->symbol, 1);
  self->difficulty = m->difficulty;
  self->frequency = m->frequency;
  self->alignment = m->alignment;
  self->shift = c->align_shift + c->temperature_shift;
  self->weight = c->weight;
  self->eligible = c->num > 0;
  if (chances != NULL && chances->mkclass != NULL)
    {
      /* the Quest's mixture: the chance is the mixture's; the weight and the
         reason stay rndmonst's, for its share */
      self->eligible = nhs_chances_possible (chances, index);
      self->probability = chances->p[index];
      self->fraction = nhs_chances_fraction (chances, index);
    }
  else
    {
      self->probability = nhs_distribution_probability (dist, index);
      self->fraction = nhs_distribution_fraction (dist, index);
    }
  /* long exact fractions (EvilHack's "68918…/…") as the Overview shows
     them, "≈ 0.005181", the exact one in the tooltip; a narrow column, so
     sooner than the Overview (issue 24) */
  self->fraction_short = nhs_render_fraction_within (self->fraction, self->probability,
                                                     NHS_MONSTER_ROW_FRACTION_CHARS);
  /* what the weight is made of: the columns a narrow page folds away */
  {
    g_autofree char *align = nhs_strings_alignment (self->alignment);

    /* Translators: tooltip of a monster's weight on the Monsters page
       (the chart's words) */
    self->weight_parts = g_strdup_printf (_("Frequency %d, alignment %s, shift %+d"),
                                          self->frequency, align, self->shift);
  }
  self->percent = self->eligible ? nhs_render_percent (self->probability) : g_strdup ("—");
  self->reason = self->eligible ? g_strdup ("") : nhs_strings_exclusion (dist, index);
  return self;
}

int
nhs_monster_row_get_index (NhsMonsterRow *self)
{
  g_return_val_if_fail (NHS_IS_MONSTER_ROW (self), -1);
  return self->index;
}

const char *
nhs_monster_row_get_name (NhsMonsterRow *self)
{
  g_return_val_if_fail (NHS_IS_MONSTER_ROW (self), NULL);
  return self->name;
}

double
nhs_monster_row_get_probability (NhsMonsterRow *self)
{
  g_return_val_if_fail (NHS_IS_MONSTER_ROW (self), 0);
  return self->probability;
}

gboolean
nhs_monster_row_get_eligible (NhsMonsterRow *self)
{
  g_return_val_if_fail (NHS_IS_MONSTER_ROW (self), FALSE);
  return self->eligible;
}

GListStore *
nhs_monster_rows_new (const NhsDistribution *dist,
                      const NhsChances      *chances,
                      gboolean               with_excluded)
{
  GListStore *store = g_list_store_new (NHS_TYPE_MONSTER_ROW);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  if (dist == NULL)
    return store;
  for (int i = 0; i < dist->n; i++)
    {
      gboolean possible = chances && chances->mkclass ? nhs_chances_possible (chances, i)
                                                      : dist->candidates[i].num > 0;

      if (!with_excluded && !possible)
        continue;
      if (with_excluded && dist->set->monsters[i].placeholder)
        continue;
      g_ptr_array_add (items, nhs_monster_row_new (dist, chances, i));
    }
  g_list_store_splice (store, 0, 0, items->pdata, items->len);
  return store;
}
