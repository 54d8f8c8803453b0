/* test-monster-data.c: the bundled monster tables against facts read by hand
 * from each game's monst.c / monsters.h (and, for 3.4.3 and SLASH'EM, the
 * difficulty worked out by hand with makedefs' rule)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-renames.h"
#include "nhs-error.h"
#include "nhs-answer.h"
#include "nhs-variant.h"

#include <string.h>

typedef struct {
  const char *name;
  char symbol;
  int level, speed, ac, mr, alignment, frequency;
  guint geno;          /* without the frequency */
  int difficulty;
  const char *color;
} Fact;

#define GENO  NHS_G_GENO
#define SG    NHS_G_SGROUP
#define LG    NHS_G_LGROUP
#define VLG   NHS_G_VLGROUP
#define NOGEN NHS_G_NOGEN
#define UNIQ  NHS_G_UNIQ
#define NOCOR NHS_G_NOCORPSE
#define NOH   NHS_G_NOHELL
#define HELL  NHS_G_HELL

/* NetHack 3.6.7 src/monst.c; difficulty is the MON() field there. */
static const Fact facts_367[] = {
  { "giant ant", 'a', 2, 18, 3, 0, 0, 3, GENO | SG, 4, "CLR_BROWN" },
  { "soldier ant", 'a', 3, 18, 3, 0, 0, 2, GENO | SG, 6, "CLR_BLUE" },
  { "kitten", 'f', 2, 18, 6, 0, 0, 1, GENO, 3, "CLR_WHITE" },      /* HI_DOMESTIC */
  { "black unicorn", 'u', 4, 24, 2, 70, -7, 1, GENO, 6, "CLR_BLACK" },
  { "newt", ':', 0, 6, 8, 0, 0, 5, GENO, 1, "CLR_YELLOW" },
  { "jackal", 'd', 0, 12, 7, 0, 0, 3, GENO | SG, 1, "CLR_BROWN" },
  { "grid bug", 'x', 0, 12, 9, 0, 0, 3, GENO | SG | NOCOR, 1, "CLR_MAGENTA" },
  { "acid blob", 'b', 1, 3, 8, 0, 0, 2, GENO, 2, "CLR_GREEN" },
  { "leprechaun", 'l', 5, 15, 8, 20, 0, 4, GENO, 4, "CLR_GREEN" },
  { "gnome lord", 'G', 3, 8, 10, 4, 0, 2, GENO, 4, "CLR_BLUE" },
  { "shopkeeper", '@', 12, 18, 0, 50, 0, 0, NOGEN, 15, "CLR_WHITE" },
  { "Medusa", '@', 20, 12, 2, 50, -15, 0, NOGEN | UNIQ, 25, "CLR_BRIGHT_GREEN" },
  { "Wizard of Yendor", '@', 30, 12, -8, 100, -128, 0, NOGEN | UNIQ, 34, "CLR_MAGENTA" },
  { "mail daemon", '&', 56, 24, 10, 127, 0, 0, NOGEN | NOCOR, 26, "CLR_BRIGHT_BLUE" },
  { "long worm tail", '~', 0, 0, 0, 0, 0, 0, NOGEN | NOCOR | UNIQ, 1, "CLR_BROWN" },
};

/* NetHack 3.4.3 src/monst.c; difficulty by hand with util/makedefs.c
 * mstrength(): n counts groups (SGROUP 1, LGROUP 2), a ranged attack
 * (weapon, spell, breath, spit, gaze) 1, AC < 4 1, AC < 0 1, speed >= 18 1,
 * each attack 1 (+1 spell, +1 weapon if M2_STRONG), each damage type
 * AD_DRLI/STON/DRST/DRDX/DRCO/WERE 2, other non-physical 1 (not for the grid
 * bug), each attack doing more than 23 at most 1, the leprechaun -2; then
 * level - 1 if n = 0, level + n/2 if n >= 6, level + n/3 + 1 otherwise;
 * levels above 49 count as 2(level - 6)/4.
 *   soldier ant  3: SG 1, AC 1, speed 1, 2 attacks 2, DRST 2 = 7  -> 3 + 3 = 6
 *   newt         0: bite 1                                  = 1  -> 0 + 0 + 1 = 1
 *   jackal       0: SG 1, bite 1                            = 2  -> 1
 *   grid bug     0: SG 1, bite 1 (AD_ELEC not counted)      = 2  -> 1
 *   giant ant    2: SG 1, AC 1, speed 1, bite 1             = 4  -> 2 + 1 + 1 = 4
 *   kitten       2: speed 1, bite 1                         = 2  -> 3
 *   black unicorn 4: AC 1, speed 1, 2 attacks 2             = 4  -> 6
 *   acid blob    1: passive AT_NONE 0, AD_ACID 1            = 1  -> 2
 *   leprechaun   5: claw 1, AD_SGLD 1, leprechaun -2        = 0  -> 4
 *   gnome lord   3: ranged 1, weapon 1                      = 2  -> 4
 *   Medusa      20: ranged 1, AC 1, 4 attacks 4, strong weapon 1,
 *                   STON 2, DRST 2                          = 11 -> 20 + 5 = 25
 *   mail daemon 56 -> 2 * 50 / 4 = 25: speed 1              = 1  -> 26
 *   long worm tail 0: AC 0 < 4 1                            = 1  -> 1 */
static const Fact facts_343[] = {
  { "giant ant", 'a', 2, 18, 3, 0, 0, 3, GENO | SG, 4, "CLR_BROWN" },
  { "soldier ant", 'a', 3, 18, 3, 0, 0, 2, GENO | SG, 6, "CLR_BLUE" },
  { "kitten", 'f', 2, 18, 6, 0, 0, 1, GENO, 3, "CLR_WHITE" },
  { "black unicorn", 'u', 4, 24, 2, 70, -7, 1, GENO, 6, "CLR_BLACK" },
  { "newt", ':', 0, 6, 8, 0, 0, 5, GENO, 1, "CLR_YELLOW" },
  { "jackal", 'd', 0, 12, 7, 0, 0, 3, GENO | SG, 1, "CLR_BROWN" },
  { "grid bug", 'x', 0, 12, 9, 0, 0, 3, GENO | SG | NOCOR, 1, "CLR_MAGENTA" },
  { "acid blob", 'b', 1, 3, 8, 0, 0, 2, GENO, 2, "CLR_GREEN" },
  { "leprechaun", 'l', 5, 15, 8, 20, 0, 4, GENO, 4, "CLR_GREEN" },
  { "gnome lord", 'G', 3, 8, 10, 4, 0, 2, GENO, 4, "CLR_BLUE" },
  { "Medusa", '@', 20, 12, 2, 50, -15, 0, NOGEN | UNIQ, 25, "CLR_BRIGHT_GREEN" },
  { "Wizard of Yendor", '@', 30, 12, -8, 100, -128, 0, NOGEN | UNIQ, 34, "CLR_MAGENTA" },
  { "mail daemon", '&', 56, 24, 10, 127, 0, 0, NOGEN | NOCOR, 26, "CLR_BRIGHT_BLUE" },
  { "long worm tail", '~', 0, 0, 0, 0, 0, 0, NOGEN | NOCOR | UNIQ, 1, "CLR_BROWN" },
};

/* NetHack 3.7 (79c8895) include/monsters.h */
static const Fact facts_37[] = {
  { "soldier ant", 'a', 3, 18, 3, 0, 0, 2, GENO | SG, 6, "CLR_BLUE" },
  { "kitten", 'f', 2, 18, 6, 0, 0, 1, GENO, 3, "CLR_WHITE" },
  { "black unicorn", 'u', 4, 24, 2, 70, -7, 1, GENO, 6, "CLR_BLACK" },
  { "freezing sphere", 'e', 6, 13, 4, 0, 0, 2, NOCOR | NOH | GENO, 9, "CLR_WHITE" },
  { "gnome leader", 'G', 3, 8, 10, 4, 0, 2, GENO, 4, "CLR_BLUE" },
  { "Medusa", '@', 20, 12, 2, 50, -15, 0, NOGEN | UNIQ, 25, "CLR_BRIGHT_GREEN" },
  { "amorous demon", '&', 6, 12, 0, 70, -9, 1, NOCOR, 8, "CLR_GRAY" },
  { "long worm tail", '~', 0, 0, 0, 0, 0, 0, NOGEN | NOCOR | UNIQ, 1, "CLR_BROWN" },
};

/* SLASH'EM 0.0.7E7F3 src/monst.c; difficulty by hand with its makedefs,
 * which adds G_VLGROUP (4) and M2_NASTY (5) to n:
 *   soldier ant  3: SG 1, AC 1, speed 1, 2 attacks 2, DRST 2 = 7 -> 6
 *   gibberling   6: VLG 4, ranged 1, weapon 1               = 6 -> 6 + 3 = 9
 *   tsetse fly   3: SG 1, AC 0 < 4 1, 2 stings 2, SLEE 1,
 *                   nasty 5                                 = 10 -> 3 + 5 = 8
 *   kitten       2: speed 1, bite 1                         = 2 -> 3
 *   black unicorn 4: AC 1, speed 1, 2 attacks 2             = 4 -> 6
 *   jackal       0: SG 1, bite 1                            = 2 -> 1
 *   grid bug     0: SG 1, bite 1                            = 2 -> 1 */
static const Fact facts_slashem[] = {
  { "soldier ant", 'a', 3, 18, 3, 0, 0, 3, NOH | GENO | SG, 6, "CLR_BLUE" },
  { "gibberling", '@', 6, 12, 10, 0, -2, 1, HELL | GENO | VLG, 9, "CLR_GRAY" },
  { "tsetse fly", 'a', 3, 15, 0, 0, 0, 1, HELL | GENO | SG, 8, "CLR_GREEN" },
  { "kitten", 'f', 2, 18, 6, 0, 0, 7, NOH | GENO, 3, "CLR_WHITE" },
  { "black unicorn", 'u', 4, 24, 2, 70, -7, 4, NOH | GENO, 6, "CLR_BLACK" },
  { "jackal", 'd', 0, 12, 7, 0, 0, 4, NOH | GENO | SG, 1, "CLR_BROWN" },
  { "grid bug", 'x', 0, 12, 9, 0, 0, 3, NOH | GENO | SG | NOCOR, 1, "CLR_MAGENTA" },
  { "newt", ':', 0, 6, 8, 0, 0, 5, GENO, 1, "CLR_YELLOW" },
  { "long worm tail", '~', 0, 0, 0, 0, 0, 0, NOGEN | NOCOR | UNIQ, 1, "CLR_BROWN" },
};

typedef struct {
  const char *key;
  int n;
  int special_pm;
  gboolean has_difficulty;
  const Fact *facts;
  gsize n_facts;
} VariantCase;

static const VariantCase cases[] = {
  { "3.6.7", 382, 327, TRUE, facts_367, G_N_ELEMENTS (facts_367) },
  { "3.4.3", 382, 327, FALSE, facts_343, G_N_ELEMENTS (facts_343) },
  { "3.7", 383, 330, TRUE, facts_37, G_N_ELEMENTS (facts_37) },
  { "slashem", 612, 534, FALSE, facts_slashem, G_N_ELEMENTS (facts_slashem) },
};

static NhsMonsterSet *
load (const char *key)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant (key, &error);

  g_assert_no_error (error);
  g_assert_nonnull (set);
  return set;
}

static void
test_variant (gconstpointer data)
{
  const VariantCase *vc = data;
  g_autoptr (NhsMonsterSet) set = load (vc->key);
  int placeholders = 0;

  g_assert_cmpstr (set->variant, ==, vc->key);
  g_assert_cmpint (set->n, ==, vc->n);
  g_assert_cmpint (set->special_pm, ==, vc->special_pm);
  g_assert_cmpstr (set->monsters[set->special_pm].name, ==, "long worm tail");
  g_assert_cmpint (set->has_difficulty, ==, vc->has_difficulty);

  for (gsize i = 0; i < vc->n_facts; i++)
    {
      const Fact *f = &vc->facts[i];
      const NhsMonster *m = nhs_monster_set_lookup (set, f->name);

      g_test_message ("%s: %s", vc->key, f->name);
      g_assert_nonnull (m);
      g_assert_cmpstr (m->name, ==, f->name);
      g_assert_cmpint (m->symbol, ==, f->symbol);
      g_assert_cmpint (m->level, ==, f->level);
      g_assert_cmpint (m->speed, ==, f->speed);
      g_assert_cmpint (m->ac, ==, f->ac);
      g_assert_cmpint (m->mr, ==, f->mr);
      g_assert_cmpint (m->alignment, ==, f->alignment);
      g_assert_cmpint (m->frequency, ==, f->frequency);
      g_assert_cmpuint (m->geno, ==, f->geno);
      g_assert_cmpint (m->difficulty, ==, f->difficulty);
      g_assert_cmpstr (nhs_color_name (m->color), ==, f->color);
    }

  for (int i = 0; i < set->n; i++)
    {
      const NhsMonster *m = &set->monsters[i];

      g_assert_cmpint (m->index, ==, i);
      if (m->placeholder)
        placeholders++;
    }
  /* is_placeholder(): orc, giant, elf, human */
  g_assert_cmpint (placeholders, ==, 4);
  g_assert_true (nhs_monster_set_lookup (set, "human")->placeholder);
  g_assert_true (nhs_monster_set_lookup (set, "giant")->placeholder);
  g_assert_false (nhs_monster_set_lookup (set, "dwarf")->placeholder);
}

static const NhsMonster *
get (const NhsMonsterSet *set,
     const char          *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (set, name);

  g_assert_nonnull (m);
  return m;
}

static void
test_367_details (void)
{
  g_autoptr (NhsMonsterSet) set = load ("3.6.7");
  const NhsMonster *m;

  /* first entries, in the game's order */
  g_assert_cmpstr (set->monsters[0].name, ==, "giant ant");
  g_assert_cmpstr (set->monsters[1].name, ==, "killer bee");
  g_assert_cmpstr (set->monsters[2].name, ==, "soldier ant");

  m = get (set, "soldier ant");
  g_assert_cmpint (m->n_attacks, ==, 2);
  g_assert_cmpstr (m->attacks[0].type, ==, "AT_BITE");
  g_assert_cmpstr (m->attacks[1].type, ==, "AT_STNG");
  g_assert_cmpstr (m->attacks[1].damage, ==, "AD_DRST");
  g_assert_cmpint (m->attacks[1].dice, ==, 3);
  g_assert_cmpint (m->attacks[1].sides, ==, 4);
  g_assert_cmpuint (m->resists, ==, NHS_MR_POISON);
  g_assert_true (nhs_monster_has (m, NHS_M1_POIS));
  g_assert_true (nhs_monster_has (m, NHS_M2_HOSTILE));

  m = get (set, "kitten");
  g_assert_true (nhs_monster_has (m, NHS_M2_DOMESTIC));
  g_assert_cmpstr (m->sound, ==, "MS_MEW");
  g_assert_cmpint (m->size, ==, 1);   /* MZ_SMALL */

  /* the were-creatures: the animal form comes first */
  m = get (set, "werewolf");
  g_assert_cmpint (m->symbol, ==, 'd');
  g_assert_cmpint (m->mlet, ==, 4);

  /* M3_COVETOUS is "any M3_WANTS*" */
  m = get (set, "Wizard of Yendor");
  g_assert_true (nhs_monster_has (m, NHS_M3_WANTSAMUL));
  g_assert_true (nhs_monster_has (m, NHS_M3_COVETOUS));
  g_assert_true (nhs_monster_has (m, NHS_M2_PRINCE));
  g_assert_false (nhs_monster_has (m, NHS_M2_PNAME));

  g_assert_true (nhs_monster_is_lowercase (get (set, "jackal")));
  g_assert_true (nhs_monster_is_lowercase (get (set, "Medusa")));   /* not isupper ('@') */
  g_assert_false (nhs_monster_is_lowercase (get (set, "gnome lord")));
  g_assert_false (nhs_monster_is_lowercase (get (set, "giant")));

  /* 3.6.7 computed its stored difficulties with the same makedefs rule
   * as 3.4.3: recomputing them must agree for every monster */
  for (int i = 0; i < set->n; i++)
    g_assert_cmpint (nhs_monster_difficulty_from_stats (&set->monsters[i], NHS_MSTRENGTH_VANILLA),
                     ==, set->monsters[i].difficulty);
}

static void
test_37_details (void)
{
  g_autoptr (NhsMonsterSet) set = load ("3.7");
  const NhsMonster *m;

  m = get (set, "gnome lady");
  g_assert_cmpstr (m->name, ==, "gnome leader");
  g_assert_cmpstr (m->name_male, ==, "gnome lord");
  g_assert_cmpstr (m->name_female, ==, "gnome lady");
  g_assert_true (get (set, "succubus") == get (set, "amorous demon"));
  g_assert_true (get (set, "Incubus") == get (set, "amorous demon"));
  g_assert_null (get (set, "soldier ant")->name_male);
  /* "priest" names both the aligned cleric and the player-monster cleric;
   * the first in mons[] order wins */
  m = get (set, "priestess");
  g_assert_cmpstr (m->name, ==, "aligned cleric");
  /* 3.7 changed some difficulties away from the old rule */
  m = get (set, "freezing sphere");
  g_assert_cmpint (nhs_monster_difficulty_from_stats (m, NHS_MSTRENGTH_VANILLA), ==, 8);
  g_assert_cmpint (m->difficulty, ==, 9);
}

/* Issue 24: the table of renames (nhs-renames.c) against the data: every
   name of 3.6.7 that 3.7 and 5.0.0 lack is a row; each row's old name is
   in 3.4.3 and 3.6.7 and not in 3.7/5.0.0, its new name the other way;
   the new entry's gendered names are the old ones (the aligned priest
   aside); and the lookup finds a renamed monster across versions. */
static void
test_renames (void)
{
  static const char *old_keys[] = { "3.4.3", "3.6.7" }, *new_keys[] = { "3.7", "5.0.0" };

  for (gsize o = 0; o < G_N_ELEMENTS (old_keys); o++)
    for (gsize n = 0; n < G_N_ELEMENTS (new_keys); n++)
      {
        g_autoptr (NhsMonsterSet) old_set = load (old_keys[o]);
        g_autoptr (NhsMonsterSet) new_set = load (new_keys[n]);

        for (gsize k = 0; k < nhs_n_renames; k++)
          {
            const NhsRename *r = &nhs_renames[k];
            const NhsMonster *was = NULL, *is = NULL;

            if (!g_str_equal (r->since, "3.7"))
              continue;
            for (int i = 0; i < old_set->n; i++)
              {
                g_assert_cmpstr (old_set->monsters[i].name, !=, r->new_name);
                if (g_str_equal (old_set->monsters[i].name, r->old_name))
                  was = &old_set->monsters[i];
              }
            for (int i = 0; i < new_set->n; i++)
              {
                g_assert_cmpstr (new_set->monsters[i].name, !=, r->old_name);
                if (g_str_equal (new_set->monsters[i].name, r->new_name))
                  is = &new_set->monsters[i];
              }
            g_assert_nonnull (was);
            g_assert_nonnull (is);
            g_assert_cmpint (was->symbol, ==, is->symbol);
            if (!g_str_equal (r->old_name, "aligned priest"))
              g_assert_true (g_strcmp0 (is->name_male, r->old_name) == 0
                             || g_strcmp0 (is->name_female, r->old_name) == 0);
            g_assert_true (nhs_monster_find_renamed (new_set, was) == is);
            g_assert_nonnull (nhs_monster_find_renamed (old_set, is));
          }
        /* complete: 3.6.7's names 3.7 lacks are all in the table */
        for (int i = 0; i < old_set->n; i++)
          {
            const char *name = old_set->monsters[i].name;
            gboolean in_new = FALSE, in_table = FALSE;

            for (int j = 0; j < new_set->n; j++)
              in_new = in_new || g_str_equal (new_set->monsters[j].name, name);
            for (gsize k = 0; k < nhs_n_renames; k++)
              in_table = in_table || g_str_equal (nhs_renames[k].old_name, name);
            g_assert_true (in_new || in_table);
          }
      }
}

/* EvilHack's renames (its monst.c: lords became nobles, kings royals;
   dwarf, gnome and vampire took new names, the old ones race placeholders):
   each row's old name is 3.6.7's and not EvilHack's, its new name the
   other way, in the same class; the lookup finds it both ways, and from
   3.7's names through the old one (dwarf leader -> dwarf noble). */
static void
test_renames_evilhack (void)
{
  g_autoptr (NhsMonsterSet) vanilla = load ("3.6.7");
  g_autoptr (NhsMonsterSet) evil = load ("evilhack");
  g_autoptr (NhsMonsterSet) next = load ("5.0.0");
  int rows = 0;

  for (gsize k = 0; k < nhs_n_renames; k++)
    {
      const NhsRename *r = &nhs_renames[k];
      const NhsMonster *was, *is, *now;

      if (!g_str_equal (r->since, "evilhack"))
        continue;
      rows++;
      was = nhs_monster_set_lookup (vanilla, r->old_name);
      is = nhs_monster_set_lookup (evil, r->new_name);
      g_assert_nonnull (was);
      g_assert_nonnull (is);
      g_assert_false (was->placeholder);
      g_assert_false (is->placeholder);
      /* the old name is gone, or kept for a race placeholder (dwarf) */
      g_assert_true (nhs_monster_set_lookup (evil, r->old_name) == NULL
                     || nhs_monster_set_lookup (evil, r->old_name)->placeholder);
      g_assert_null (nhs_monster_set_lookup (vanilla, r->new_name));
      g_assert_cmpint (was->symbol, ==, is->symbol);
      g_assert_true (nhs_monster_find_renamed (evil, was) == is);
      g_assert_true (nhs_monster_find_renamed (vanilla, is) == was);
      /* 5.0.0's name for the same monster, where it has one */
      now = nhs_monster_find_renamed (next, was);
      if (now != NULL)
        g_assert_true (nhs_monster_find_renamed (evil, now) == is);
    }
  g_assert_cmpint (rows, ==, 13);
  g_assert_cmpstr (nhs_monster_find_renamed (evil, nhs_monster_set_lookup (next, "dwarf leader"))->name,
                   ==, "dwarf noble");
}

/* A name the version lacks that it has under another name: the error says
   that name (issue 24: "No monster named gnome lord in evilhack" with no
   word of its gnome noble), both of a merge, nothing for an unknown name or
   a known one, never a placeholder. */
static void
test_rename_hint (void)
{
  g_autoptr (NhsMonsterSet) vanilla = load ("3.6.7");
  g_autoptr (NhsMonsterSet) evil = load ("evilhack");
  g_autoptr (NhsMonsterSet) next = load ("5.0.0");
  g_autofree char *a = nhs_monster_rename_hint (evil, "gnome lord");
  g_autofree char *b = nhs_monster_rename_hint (vanilla, "amorous demon");
  g_autofree char *c = nhs_monster_rename_hint (next, "gnome royal");
  g_autofree char *d = nhs_monster_rename_hint (next, "no such thing");
  g_autofree char *e = nhs_monster_rename_hint (evil, "gnome noble");
  g_autofree char *f = nhs_monster_rename_hint (evil, "rock gnome");
  g_autofree char *g = nhs_monster_rename_hint (vanilla, "mountain dwarf");

  g_assert_cmpstr (a, ==, "; its name there is “gnome noble”");
  g_assert_cmpstr (b, ==, "; its names there are “incubus” and “succubus”");
  g_assert_cmpstr (c, ==, "; its name there is “gnome ruler”");
  g_assert_cmpstr (d, ==, "");
  g_assert_cmpstr (e, ==, "");
  g_assert_cmpstr (f, ==, "");
  g_assert_cmpstr (g, ==, "; its name there is “dwarf”");
}

/* A race placeholder asked about is refused with one sentence naming the
   monster the version makes (issue 24: EvilHack's "dwarf" was accepted in
   item-use and --genocide), in every version; a genocide of one is
   refused, as do_genocide () refuses a monster without G_GENO. */
static void
test_refuse_placeholder (void)
{
  static const char *keys[] = { "3.4.3", "3.6.7", "3.7", "5.0.0", "slashem", "xnethack", "evilhack" };
  g_autoptr (NhsMonsterSet) evil = load ("evilhack");
  static const char *made[][2] = { { "dwarf", "mountain dwarf" }, { "gnome", "rock gnome" },
                                   { "vampire", "vampire sovereign" } };
  int placeholders = 0;

  for (gsize k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr (NhsMonsterSet) set = load (keys[k]);

      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];
          g_autoptr (GError) asked = NULL;
          g_autoptr (GError) genocide = NULL;

          g_assert_cmpint (nhs_monster_refuse_placeholder (set, m, FALSE, &asked), ==, !m->placeholder);
          /* do_genocide () refuses a monster without G_GENO; a placeholder
             with it (3.6.7's orc and giant) is genocided */
          g_assert_cmpint (nhs_monster_refuse_placeholder (set, m, TRUE, &genocide), ==,
                           !m->placeholder || (m->geno & NHS_G_GENO));
          if (!m->placeholder)
            {
              g_assert_no_error (asked);
              g_assert_no_error (genocide);
              continue;
            }
          placeholders++;
          g_assert_nonnull (strstr (asked->message, m->name));
          g_assert_nonnull (strstr (asked->message, "race placeholder"));
          if (m->geno & NHS_G_GENO)
            {
              g_assert_no_error (genocide);
              continue;
            }
          g_assert_nonnull (strstr (genocide->message, "refuses to genocide"));
          g_assert_nonnull (strstr (genocide->message, m->name));
        }
    }
  g_assert_cmpint (placeholders, >, 7);
  for (gsize k = 0; k < G_N_ELEMENTS (made); k++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *end = g_strdup_printf ("; the %s it makes is “%s”.", made[k][0], made[k][1]);

      g_assert_false (nhs_monster_refuse_placeholder (evil, nhs_monster_set_lookup (evil, made[k][0]),
                                                      FALSE, &error));
      g_assert_true (g_str_has_suffix (error->message, end));
      g_assert_true (g_str_has_prefix (error->message, "“"));
      g_assert_nonnull (strstr (error->message, "EvilHack"));
    }
}

/* A genocide list takes what the game can take out of a draw for good:
   read.c's do_genocide () needs G_GENO; makemon.c's propagate () makes a
   random species extinct at its birth limit. Medusa (G_NOGEN | G_UNIQ in
   every monst.c), the Riders and the shopkeeper have neither; 3.6.7's
   erinys (G_HELL | G_NOCORPSE | G_SGROUP | 2) is random, so extinct,
   while xNetHack's (G_HELL | G_NOCORPSE | G_NOGEN) is never made at
   random; the Angel lacks G_GENO but is random everywhere (issue 24). */
static void
test_refuse_genocide (void)
{
  static const char *keys[] = { "3.4.3", "3.6.7", "3.7", "5.0.0", "slashem", "xnethack", "evilhack" };
  static const char *never[] = { "Medusa", "Death", "Pestilence", "Famine", "shopkeeper" };

  for (gsize k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr (NhsMonsterSet) set = load (keys[k]);
      const NhsVariant *v = nhs_variant_from_key (keys[k]);
      int refused = 0;

      for (gsize n = 0; n < G_N_ELEMENTS (never); n++)
        {
          g_autoptr (GError) error = NULL;
          g_autofree char *start = g_strdup_printf ("%s refuses to genocide “%s”:", v->display_name,
                                                    never[n]);
          NhsSituation sit = { 0 };
          const char *names[] = { never[n], NULL };

          g_assert_false (nhs_monster_refuse_genocide (set, get (set, never[n]), &error));
          g_assert_true (g_str_has_prefix (error->message, start));
          g_assert_nonnull (strstr (error->message, "G_GENO"));
          g_clear_error (&error);
          sit.variant = v->id;
          g_assert_false (nhs_situation_set_genocides_by_name (&sit, set, names, NULL, &error));
          g_assert_true (g_str_has_prefix (error->message, start));
        }
      g_assert_true (nhs_monster_refuse_genocide (set, get (set, "Angel"), NULL));
      g_assert_cmpint (nhs_monster_refuse_genocide (set, get (set, "erinys"), NULL), ==,
                       strcmp (keys[k], "xnethack") != 0);
      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];
          gboolean random = !(m->geno & (NHS_G_NOGEN | NHS_G_UNIQ));

          if (m->placeholder)
            continue;
          g_assert_cmpint (nhs_monster_refuse_genocide (set, m, NULL), ==,
                           (m->geno & NHS_G_GENO) || random);
          refused += !((m->geno & NHS_G_GENO) || random);
        }
      g_assert_cmpint (refused, >, 60);
    }
}

/* "werejackal" names two entries; the animal form (G_NOGEN, no G_GENO)
   cannot be gone, so the list takes the human form, which is random and
   goes extinct (3.6.7 monst.c). */
static void
test_genocide_were (void)
{
  g_autoptr (NhsMonsterSet) set = load ("3.6.7");
  const NhsMonster *m = nhs_monster_set_lookup_gone (set, "werejackal");
  NhsSituation sit = { 0 };
  const char *names[] = { "werejackal", NULL };

  g_assert_nonnull (m);
  g_assert_cmpint (m->symbol, ==, '@');
  g_assert_cmpint (nhs_monster_set_lookup (set, "werejackal")->symbol, ==, 'd');
  sit.variant = NHS_VARIANT_367;
  g_assert_true (nhs_situation_set_genocides_by_name (&sit, set, names, NULL, NULL));
  /* the human form lacks G_GENO: on the genocide list it is extinct */
  g_assert_true (nhs_situation_is_extinct (&sit, m->index));
  g_assert_false (nhs_situation_is_genocided (&sit, m->index));
  g_assert_false (nhs_situation_is_gone (&sit, nhs_monster_set_lookup (set, "werejackal")->index));
}

static void
test_slashem_details (void)
{
  g_autoptr (NhsMonsterSet) set = load ("slashem");
  const NhsMonster *m;

  /* the rules differ: without SLASH'EM's terms these come out lower */
  m = get (set, "gibberling");
  g_assert_cmpint (nhs_monster_difficulty_from_stats (m, NHS_MSTRENGTH_SLASHEM), ==, 9);
  g_assert_cmpint (nhs_monster_difficulty_from_stats (m, NHS_MSTRENGTH_VANILLA), ==, 6 + 2 / 3 + 1);
  m = get (set, "tsetse fly");
  g_assert_true (nhs_monster_has (m, NHS_M2_NASTY));
  g_assert_cmpint (nhs_monster_difficulty_from_stats (m, NHS_MSTRENGTH_VANILLA), ==, 3 + 5 / 3 + 1);

  /* SLASH'EM's extra resistance bits */
  m = get (set, "statue gargoyle");
  g_assert_cmpuint (m->resists, ==, NHS_MR_DEATH | NHS_MR_SLEEP | NHS_MR_POISON | NHS_MR_STONE
                                    | NHS_MR_PLUSONE);
  m = get (set, "black unicorn");
  g_assert_cmpuint (m->resists, ==, NHS_MR_POISON | NHS_MR_HITASTWO);
  g_assert_cmpuint (m->conveys, ==, NHS_MR_POISON);

  m = get (set, "gibberling");
  g_assert_true (nhs_monster_has (m, NHS_M3_TRAITOR));
  /* M1_OMNIVORE is both eaters */
  g_assert_true (nhs_monster_has (m, NHS_M1_CARNIVORE));
  g_assert_true (nhs_monster_has (m, NHS_M1_HERBIVORE));

  m = get (set, "shopkeeper");
  g_assert_cmpint (m->level, ==, 24);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/nhs/monster-data/%s/facts", cases[i].key);
      g_test_add_data_func (p, &cases[i], test_variant);
    }
  g_test_add_func ("/nhs/monster-data/rename-hint", test_rename_hint);
  g_test_add_func ("/nhs/monster-data/refuse-placeholder", test_refuse_placeholder);
  g_test_add_func ("/nhs/monster-data/refuse-genocide", test_refuse_genocide);
  g_test_add_func ("/nhs/monster-data/genocide-were", test_genocide_were);
  g_test_add_func ("/nhs/monster-data/3.6.7/details", test_367_details);
  g_test_add_func ("/nhs/monster-data/3.7/details", test_37_details);
  g_test_add_func ("/nhs/monster-data/slashem/details", test_slashem_details);
  g_test_add_func ("/nhs/monster-data/renames", test_renames);
  g_test_add_func ("/nhs/monster-data/renames-evilhack", test_renames_evilhack);
  return g_test_run ();
}
