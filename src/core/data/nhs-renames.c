/* nhs-renames.c: the table of renamed monsters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From 3.7's monst.c (kept in 5.0.0): the new names, and the old ones as
 * the entries' male and female names; the aligned priest became the
 * aligned cleric without keeping its old name as a gendered one.
 * EvilHack's (its monst.c, from 3.6.7's names) follow, `since` "evilhack".
 * EvilHack also gave three of 3.6.7's monsters a new name and kept the
 * old one for a race placeholder (level 0, G_NOGEN, never made): its
 * mountain dwarf, rock gnome and vampire sovereign have the stats,
 * frequency and flags of 3.6.7's dwarf, gnome and vampire.  A placeholder
 * is never the partner of a monster of the same name that is not one.
 * tests/test-monster-data.c holds the table to the data: every name of
 * 3.6.7 that 3.7 lacks is here, and every row's names are where it says.
 */
#include "nhs-renames.h"

#include "nhs-error.h"
#include "nhs-variant.h"

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
  /* EvilHack's monst.c: lords became nobles, kings royals; the dwarf,
     gnome and vampire took new names (their old ones are placeholders) */
  { "dwarf", "mountain dwarf", "evilhack" },
  { "gnome", "rock gnome", "evilhack" },
  { "vampire", "vampire sovereign", "evilhack" },
  { "dwarf lord", "dwarf noble", "evilhack" },
  { "dwarf king", "dwarf royal", "evilhack" },
  { "elf-lord", "elven noble", "evilhack" },
  { "Elvenking", "elven royal", "evilhack" },
  { "gnome lord", "gnome noble", "evilhack" },
  { "gnome king", "gnome royal", "evilhack" },
  { "kobold lord", "kobold noble", "evilhack" },
  { "ogre lord", "ogre noble", "evilhack" },
  { "ogre king", "ogre royal", "evilhack" },
  { "vampire lord", "vampire noble", "evilhack" },
};
const gsize nhs_n_renames = G_N_ELEMENTS (nhs_renames);

const NhsMonster *
nhs_monster_set_find (const NhsMonsterSet *set,
                      const char          *name,
                      char                 symbol)
{
  const NhsMonster *only = NULL;
  int n_named = 0;

  if (name == NULL)
    return NULL;
  for (int i = 0; i < set->n; i++)
    if (g_ascii_strcasecmp (set->monsters[i].name, name) == 0)
      {
        if (set->monsters[i].symbol == symbol)
          return &set->monsters[i];
        only = &set->monsters[i];
        n_named++;
      }
  return n_named == 1 ? only : NULL;
}

/* by name and symbol as nhs_monster_set_find (), but an entry whose
   placeholder flag differs from `like`'s is not `like` */
static const NhsMonster *
find_like (const NhsMonsterSet *set,
           const char          *name,
           const NhsMonster    *like)
{
  const NhsMonster *found = nhs_monster_set_find (set, name, like->symbol);

  return found != NULL && found->placeholder == like->placeholder ? found : NULL;
}

const NhsMonster *
nhs_monster_set_find_same (const NhsMonsterSet *set,
                           const NhsMonster    *m)
{
  g_return_val_if_fail (set != NULL && m != NULL, NULL);
  return find_like (set, m->name, m);
}

const NhsMonster *
nhs_monster_find_renamed (const NhsMonsterSet *set,
                          const NhsMonster    *m)
{
  const NhsMonster *found;
  gboolean in_table = FALSE;

  g_return_val_if_fail (set != NULL && m != NULL, NULL);
  if (find_like (set, m->name, m) != NULL)
    return NULL;
  /* the table, both ways, and through the old name to its other new
     names (3.7's dwarf leader and EvilHack's dwarf noble were both the
     dwarf lord); a name of the table is never guessed further */
  for (gsize k = 0; k < nhs_n_renames; k++)
    {
      const char *root = nhs_renames[k].old_name;

      if (g_ascii_strcasecmp (m->name, root) != 0
          && g_ascii_strcasecmp (m->name, nhs_renames[k].new_name) != 0)
        continue;
      in_table = TRUE;
      if ((found = find_like (set, root, m)) != NULL)
        return found;
      for (gsize j = 0; j < nhs_n_renames; j++)
        if (g_ascii_strcasecmp (nhs_renames[j].old_name, root) == 0
            && (found = find_like (set, nhs_renames[j].new_name, m)) != NULL)
          return found;
    }
  if (in_table)
    return NULL;
  /* versions the table does not cover: the gendered names */
  if ((m->name_male && (found = find_like (set, m->name_male, m)) != NULL)
      || (m->name_female && (found = find_like (set, m->name_female, m)) != NULL))
    return found;
  for (int i = 0; i < set->n; i++)
    {
      const NhsMonster *o = &set->monsters[i];

      if (o->symbol == m->symbol && o->placeholder == m->placeholder
          && ((o->name_male && g_ascii_strcasecmp (o->name_male, m->name) == 0)
              || (o->name_female && g_ascii_strcasecmp (o->name_female, m->name) == 0)))
        return o;
    }
  return NULL;
}

/* adds `name` to `names` when `set` has it (not a placeholder) and it is new */
static void
add_name (GPtrArray           *names,
          const NhsMonsterSet *set,
          const char          *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (set, name);

  if (m == NULL || m->placeholder)
    return;
  for (guint i = 0; i < names->len; i++)
    if (g_str_equal (g_ptr_array_index (names, i), m->name))
      return;
  g_ptr_array_add (names, m->name);
}

/* every name `set` has (no placeholder) among the table's rows sharing a
   root with `name`: a merge's two old names, the other version's rename of
   the same root */
static GPtrArray *
renamed_names (const NhsMonsterSet *set,
               const char          *name)
{
  GPtrArray *names = g_ptr_array_new ();

  for (gsize k = 0; k < nhs_n_renames; k++)
    {
      const char *root = nhs_renames[k].old_name;

      if (g_ascii_strcasecmp (name, root) != 0
          && g_ascii_strcasecmp (name, nhs_renames[k].new_name) != 0)
        continue;
      add_name (names, set, root);
      for (gsize j = 0; j < nhs_n_renames; j++)
        if (g_ascii_strcasecmp (nhs_renames[j].old_name, root) == 0)
          add_name (names, set, nhs_renames[j].new_name);
    }
  return names;
}

/* `one` or `several`, then the names quoted ("“a”, “b” and “c”"); "" for none */
static char *
quoted_names (GPtrArray  *names,
              const char *one,
              const char *several)
{
  GString *s;

  if (names->len == 0)
    return g_strdup ("");
  s = g_string_new (names->len == 1 ? one : several);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (s, "%s“%s”", i == 0 ? "" : i + 1 == names->len ? " and " : ", ",
                            (const char *) g_ptr_array_index (names, i));
  return g_string_free (s, FALSE);
}

char *
nhs_monster_rename_hint (const NhsMonsterSet *set,
                         const char          *name)
{
  g_autoptr (GPtrArray) names = NULL;

  g_return_val_if_fail (set != NULL, g_strdup (""));
  if (name == NULL || nhs_monster_set_lookup (set, name) != NULL)
    return g_strdup ("");
  names = renamed_names (set, name);
  return quoted_names (names, "; its name there is ", "; its names there are ");
}

gboolean
nhs_monster_refuse_placeholder (const NhsMonsterSet *set,
                                const NhsMonster    *m,
                                gboolean             genocide,
                                GError             **error)
{
  g_autoptr (GPtrArray) names = NULL;
  g_autofree char *hint = NULL;
  const NhsVariant *variant;
  const char *version;

  g_return_val_if_fail (set != NULL && m != NULL, FALSE);
  /* read.c do_genocide (): name_to_mon () finds the placeholder; one with
     G_GENO (3.6.7's orc and giant) is genocided, one without is refused */
  if (!m->placeholder || (genocide && (m->geno & NHS_G_GENO)))
    return TRUE;
  names = renamed_names (set, m->name);
  {
    g_autofree char *one = g_strdup_printf ("; the %s it makes is ", m->name);
    g_autofree char *several = g_strdup_printf ("; the %s it makes are ", m->name);

    hint = quoted_names (names, one, several);
  }
  variant = nhs_variant_from_key (set->variant);
  version = variant != NULL ? variant->display_name : set->variant;
  if (genocide)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "%s refuses to genocide “%s”: that name is its race placeholder, "
                          "which cannot be genocided%s.", version, m->name, hint);
  return nhs_error_set (error, NHS_ERROR_INVALID,
                        "“%s” is %s's race placeholder, never made as a monster%s.",
                        m->name, version, hint);
}

gboolean
nhs_monster_can_be_gone (const NhsMonster *m)
{
  g_return_val_if_fail (m != NULL, FALSE);
  return (m->geno & NHS_G_GENO) || !(m->geno & (NHS_G_NOGEN | NHS_G_UNIQ));
}

const NhsMonster *
nhs_monster_set_lookup_gone (const NhsMonsterSet *set,
                             const char          *name)
{
  const NhsMonster *first = nhs_monster_set_lookup (set, name);

  if (first == NULL || nhs_monster_can_be_gone (first))
    return first;
  for (int i = first->index + 1; i < set->n; i++)
    if (g_ascii_strcasecmp (set->monsters[i].name, first->name) == 0
        && nhs_monster_can_be_gone (&set->monsters[i]))
      return &set->monsters[i];
  return first;
}

gboolean
nhs_monster_refuse_genocide (const NhsMonsterSet *set,
                             const NhsMonster    *m,
                             GError             **error)
{
  const NhsVariant *variant;

  g_return_val_if_fail (set != NULL && m != NULL, FALSE);
  if (!nhs_monster_refuse_placeholder (set, m, TRUE, error))
    return FALSE;
  if (nhs_monster_can_be_gone (m))
    return TRUE;
  variant = nhs_variant_from_key (set->variant);
  /* read.c do_genocide (): "No, mortal!  That will not be done." */
  return nhs_error_set (error, NHS_ERROR_INVALID,
                        "%s refuses to genocide “%s”: it lacks the G_GENO flag, and as it "
                        "is never made at random, its extinction would change nothing.",
                        variant != NULL ? variant->display_name : set->variant, m->name);
}

gboolean
nhs_monster_refuse_extinct (const NhsMonsterSet *set,
                            const NhsMonster    *m,
                            GError             **error)
{
  const NhsVariant *variant;
  const char *version;

  g_return_val_if_fail (set != NULL && m != NULL, FALSE);
  if (!nhs_monster_refuse_placeholder (set, m, FALSE, error))
    return FALSE;
  if (!(m->geno & (NHS_G_NOGEN | NHS_G_UNIQ)))
    return TRUE;
  variant = nhs_variant_from_key (set->variant);
  version = variant != NULL ? variant->display_name : set->variant;
  if (m->geno & NHS_G_UNIQ)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "“%s” is unique (G_UNIQ) and never made at random, so in %s its "
                          "extinction (once it is made) changes no answer here.",
                          m->name, version);
  /* makemon.c propagate (): G_EXTINCT at the birth limit, !(G_NOGEN) */
  return nhs_error_set (error, NHS_ERROR_INVALID,
                        "%s never makes “%s” extinct: it dies out only when made at random "
                        "too often, and it is never made at random (G_NOGEN).",
                        version, m->name);
}
