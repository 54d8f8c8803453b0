/* nhs-renames.c: the table of renamed monsters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From 3.7's monst.c (kept in 5.0.0): the new names, and the old ones as
 * the entries' male and female names; the aligned priest became the
 * aligned cleric without keeping its old name as a gendered one.
 * tests/test-monster-data.c holds the table to the data: every name of
 * 3.6.7 that 3.7 lacks is here, and every row's names are where it says.
 */
#include "nhs-renames.h"

#include <string.h>

const NhsRename nhs_renames[] = {
  { "aligned priest", "aligned cleric", "3.7" },
  { "caveman", "cave dweller", "3.7" },
  { "cavewoman", "cave dweller", "3.7" },
  { "dwarf king", "dwarf ruler", "3.7" },
  { "dwarf lord", "dwarf leader", "3.7" },
  { "elf-lord", "elf-noble", "3.7" },
  { "Elvenking", "elven monarch", "3.7" },
  { "gnome king", "gnome ruler", "3.7" },
  { "gnome lord", "gnome leader", "3.7" },
  { "high priest", "high cleric", "3.7" },
  { "incubus", "amorous demon", "3.7" },
  { "succubus", "amorous demon", "3.7" },
  { "kobold lord", "kobold leader", "3.7" },
  { "ogre king", "ogre tyrant", "3.7" },
  { "ogre lord", "ogre leader", "3.7" },
  { "priest", "cleric", "3.7" },
  { "priestess", "cleric", "3.7" },
  { "vampire lord", "vampire leader", "3.7" },
};
const gsize nhs_n_renames = G_N_ELEMENTS (nhs_renames);

/* The entry named exactly `name` with `symbol`, else NULL. */
static const NhsMonster *
named (const NhsMonsterSet *set,
       const char          *name,
       char                 symbol)
{
  if (name == NULL)
    return NULL;
  /* were-creatures: one name, two symbols */
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].symbol == symbol && g_ascii_strcasecmp (set->monsters[i].name, name) == 0)
      return &set->monsters[i];
  return NULL;
}

const NhsMonster *
nhs_monster_find_renamed (const NhsMonsterSet *set,
                          const NhsMonster    *m)
{
  const NhsMonster *found;

  g_return_val_if_fail (set != NULL && m != NULL, NULL);
  if (named (set, m->name, m->symbol) != NULL)
    return NULL;
  /* the table, both ways; a name of the table is never guessed further */
  for (gsize k = 0; k < nhs_n_renames; k++)
    {
      const NhsRename *r = &nhs_renames[k];

      if (g_ascii_strcasecmp (m->name, r->old_name) == 0)
        return named (set, r->new_name, m->symbol);
    }
  for (gsize k = 0; k < nhs_n_renames; k++)
    {
      const NhsRename *r = &nhs_renames[k];

      if (g_ascii_strcasecmp (m->name, r->new_name) == 0
          && (found = named (set, r->old_name, m->symbol)) != NULL)
        return found;
    }
  /* versions the table does not cover: the gendered names */
  if ((found = named (set, m->name_male, m->symbol)) != NULL
      || (found = named (set, m->name_female, m->symbol)) != NULL)
    return found;
  for (int i = 0; i < set->n; i++)
    {
      const NhsMonster *o = &set->monsters[i];

      if (o->symbol == m->symbol
          && ((o->name_male && g_ascii_strcasecmp (o->name_male, m->name) == 0)
              || (o->name_female && g_ascii_strcasecmp (o->name_female, m->name) == 0)))
        return o;
    }
  return NULL;
}
