/* test-level-groups.c: monster groups on the sample levels (makemon.c's
 * m_initgrp, issue 12) — the flags in the data, the sizes for the hero's
 * level, peace_minded (), which calls allow groups in which version, and
 * the copies' names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "nhs-data.h"
#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-monster.h"
#include "nhs-situation.h"

#define N_LEVELS 1500

/* ------------------------------------------------------------ data */

/* Checked by hand against each game's monst.c: jackal G_GENO | G_SGROUP | 3,
 * killer bee G_GENO | G_LGROUP | 2, hill orc G_GENO | G_LGROUP | 2, soldier
 * ant G_GENO | G_SGROUP | 2, gnome G_GENO | G_SGROUP | 1, newt G_GENO | 5;
 * SLASH'EM's gibberling G_HELL | G_GENO | G_VLGROUP | 1. */
static void
test_data (void)
{
  static const struct { const char *name; guint group; } facts[] = {
    { "jackal", NHS_G_SGROUP }, { "killer bee", NHS_G_LGROUP },
    { "hill orc", NHS_G_LGROUP }, { "soldier ant", NHS_G_SGROUP },
    { "gnome", NHS_G_SGROUP }, { "newt", 0 },
  };
  static const char *keys[] = { "3.4.3", "3.6.7", "3.7", "5.0.0", "slashem" };
  const guint groups = NHS_G_SGROUP | NHS_G_LGROUP | NHS_G_VLGROUP;

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr (GError) error = NULL;
      NhsMonsterSet *set = nhs_monster_set_load_variant (keys[k], &error);

      g_assert_no_error (error);
      for (guint i = 0; i < G_N_ELEMENTS (facts); i++)
        {
          const NhsMonster *m = nhs_monster_set_lookup (set, facts[i].name);

          g_assert_nonnull (m);
          g_assert_cmpuint (m->geno & groups, ==, facts[i].group);
        }
      if (strcmp (keys[k], "slashem") == 0)
        g_assert_cmpuint (nhs_monster_set_lookup (set, "gibberling")->geno & groups, ==,
                          NHS_G_VLGROUP);
      else
        for (int i = 0; i < set->n; i++)
          g_assert_false (set->monsters[i].geno & NHS_G_VLGROUP);
      nhs_monster_set_unref (set);
    }
}

/* ------------------------------------------------------------ a fixed picker */

/* The first random monster of a level is `first` (a made-up index 1),
 * every later one a monster without a group (index 2). */
typedef struct {
  guint first_geno;
  gboolean all_peaceful;
  int picks;
} Fixed;

static int
fixed_pick (gpointer user_data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  Fixed *f = user_data;

  (void) rng;
  (void) mclass;
  if (f->picks++ == 0)
    {
      *symbol = 'o';
      *name = "hill orc";
      return 1;
    }
  *symbol = ':';
  *name = "newt";
  return 2;
}

static guint
fixed_geno (gpointer user_data, int mindex)
{
  Fixed *f = user_data;

  return mindex == 1 ? f->first_geno : 0;
}

static gboolean
fixed_peaceful (gpointer user_data, NhsRng *rng, int mindex, gboolean amulet)
{
  Fixed *f = user_data;

  (void) rng;
  (void) mindex;
  (void) amulet;
  return f->all_peaceful;
}

static int
count_named (const NhsLevel *lev, const char *name)
{
  int n = 0;

  for (int i = 0; i < nhs_level_n_monsters (lev); i++)
    n += g_strcmp0 (nhs_level_monster (lev, i)->name, name) == 0;
  return n;
}

/* The hill orcs of N_LEVELS Gehennom mazes (makemaz's random monsters
 * always allow groups): the fewest, the most, their mean. */
static void
orcs (NhsVariantId vid, guint geno, int xl, int *lo, int *hi, double *mean)
{
  double sum = 0;

  *lo = G_MAXINT;
  *hi = 0;
  for (guint64 seed = 1; seed <= N_LEVELS; seed++)
    {
      Fixed f = { .first_geno = geno };
      NhsLevelParams p = {
        .depth = 30, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
        .variant = nhs_variant_get (vid), .picker = fixed_pick,
        .geno = fixed_geno, .peaceful = fixed_peaceful, .picker_data = &f,
        .xl = xl,
      };
      g_autoptr (GError) error = NULL;
      NhsLevel *lev = nhs_level_generate (&p, &error);
      int n;

      g_assert_no_error (error);
      n = count_named (lev, "hill orc");
      *lo = MIN (*lo, n);
      *hi = MAX (*hi, n);
      sum += n;
      nhs_level_free (lev);
    }
  *mean = sum / N_LEVELS;
  g_test_message ("%s geno %u XL %d: %d..%d hill orcs, mean %.3f",
                  nhs_variant_get (vid)->key, geno, xl, *lo, *hi, *mean);
}

/* m_initgrp: rnd (3) or rnd (10) copies, cut to a quarter below XL 3 and
 * a half below XL 5 (SLASH'EM: a half below XL 5), never fewer than one.
 * The counts below include the first monster. */
static void
test_sizes (void)
{
  int lo, hi;
  double mean;

  /* G_LGROUP: rn2 (3) ? rnd (10) : rnd (3) copies */
  /* XL 1: 10/4 = 2 at most; 1 + 1..2 */
  orcs (NHS_VARIANT_367, NHS_G_LGROUP, 1, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 2);
  g_assert_cmpint (hi, ==, 3);
  /* expected copies: 2/3 of (1*7 + 2*3)/10 + 1/3 of 1 = 1.2 */
  g_assert_cmpfloat (ABS (mean - 2.2), <, 0.05);
  /* XL 3: 10/2 = 5 at most */
  orcs (NHS_VARIANT_343, NHS_G_LGROUP, 3, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 2);
  g_assert_cmpint (hi, ==, 6);
  /* 2/3 of (1+1+1+2+2+3+3+4+4+5)/10 + 1/3 of 1 = 31/15 */
  g_assert_cmpfloat (ABS (mean - (1 + 31.0 / 15)), <, 0.1);
  /* XL 5: uncut, up to 10 */
  orcs (NHS_VARIANT_367, NHS_G_LGROUP, 5, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 2);
  g_assert_cmpint (hi, ==, 11);
  /* 2/3 of 5.5 + 1/3 of 2 = 13/3 */
  g_assert_cmpfloat (ABS (mean - (1 + 13.0 / 3)), <, 0.2);
  /* SLASH'EM only halves: XL 1 already up to 5 */
  orcs (NHS_VARIANT_SLASHEM, NHS_G_LGROUP, 1, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 2);
  g_assert_cmpint (hi, ==, 6);

  /* G_SGROUP: half the time rnd (3) copies, else none */
  orcs (NHS_VARIANT_367, NHS_G_SGROUP, 1, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 1);
  g_assert_cmpint (hi, ==, 2);
  g_assert_cmpfloat (ABS (mean - 1.5), <, 0.05);
  orcs (NHS_VARIANT_367, NHS_G_SGROUP, 8, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 1);
  g_assert_cmpint (hi, ==, 4);
  g_assert_cmpfloat (ABS (mean - 2.0), <, 0.1);

  /* SLASH'EM's G_VLGROUP: rnd (20) copies 2 times in 3 */
  orcs (NHS_VARIANT_SLASHEM, NHS_G_VLGROUP, 10, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 2);
  g_assert_cmpint (hi, ==, 21);

  /* no group flag: one */
  orcs (NHS_VARIANT_343, 0, 10, &lo, &hi, &mean);
  g_assert_cmpint (lo, ==, 1);
  g_assert_cmpint (hi, ==, 1);
}

/* Copies that would be peaceful are not made; the first monster stays. */
static void
test_peaceful_copies_left_out (void)
{
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      Fixed f = { .first_geno = NHS_G_LGROUP, .all_peaceful = TRUE };
      NhsLevelParams p = {
        .depth = 30, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
        .variant = nhs_variant_get (NHS_VARIANT_343), .picker = fixed_pick,
        .geno = fixed_geno, .peaceful = fixed_peaceful, .picker_data = &f,
        .xl = 10,
      };
      NhsLevel *lev = nhs_level_generate (&p, NULL);

      g_assert_cmpint (count_named (lev, "hill orc"), ==, 1);
      nhs_level_free (lev);
    }
}

/* ------------------------------------------------------------ peace_minded */

/* The real picker's peace_minded () for a human hero, through a level: the
 * first random monster is `name` (its real index), the rest newts. */
typedef struct {
  int first, newt, picks;
  const char *name;
} Real;

static Real real_pick_state;

static int
real_pick (gpointer user_data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  Real *r = &real_pick_state;

  (void) user_data;
  (void) rng;
  (void) mclass;
  *symbol = '?';
  if (r->picks++ == 0)
    {
      *name = r->name;
      return r->first;
    }
  *name = "newt";
  return r->newt;
}

static double
real_group_mean (const char *name, int hero_align)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant ("3.4.3", &error);
  NhsSituation sit;
  NhsLevelPicker *picker;
  double sum = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_343;
  sit.xl = 10;
  picker = nhs_level_picker_new (set, &sit, 30, &error);
  g_assert_no_error (error);
  nhs_level_picker_set_hero_alignment (picker, hero_align);
  for (guint64 seed = 1; seed <= N_LEVELS; seed++)
    {
      NhsLevelParams p = {
        .depth = 30, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
        .variant = nhs_variant_get (NHS_VARIANT_343),
      };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      p.picker = real_pick;
      /* (the first monster stays itself wherever it stands: without the
         monster's facts makemon ()'s goodpos () redraw is not asked) */
      p.on_boulder = NULL;
      p.monster = NULL;
      real_pick_state = (Real) { .first = nhs_monster_set_lookup (set, name)->index,
                                 .newt = nhs_monster_set_lookup (set, "newt")->index,
                                 .name = name };
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      sum += count_named (lev, name);
      nhs_level_free (lev);
    }
  nhs_level_picker_free (picker);
  nhs_monster_set_unref (set);
  g_test_message ("%s, hero %d: %.3f a group", name, hero_align, sum / N_LEVELS);
  return sum / N_LEVELS;
}

static void
test_peace_minded (void)
{
  /* watchmen are always peaceful: never a copy */
  g_assert_cmpfloat (real_group_mean ("watchman", 0), ==, 1.0);
  /* jackals are always hostile (rn2 (2): a small group, 1 + 1/2 of 2 at
     XL 10) */
  {
    double jackals = real_group_mean ("jackal", 0);

    g_assert_cmpfloat (ABS (jackals - 2.0), <, 0.1);
  }
  /* a human hates orcs: every copy hostile, whatever his alignment */
  {
    double neutral = real_group_mean ("hill orc", 0);
    double chaotic = real_group_mean ("hill orc", -1);

    g_assert_cmpfloat (ABS (neutral - (1 + 13.0 / 3)), <, 0.2);
    g_assert_cmpfloat (chaotic, ==, neutral);   /* no dice rolled */
  }
  /* a Woodland-elf (chaotic, -5): hostile to a neutral hero; to a chaotic
     one each copy is peaceful unless rn2 (16) or rn2 (7) is 0: 1 in 16 +
     15/16 of 1 in 7 = 11/56 of the copies stay */
  {
    double neutral = real_group_mean ("Woodland-elf", 0);
    double chaotic = real_group_mean ("Woodland-elf", -1);

    g_assert_cmpfloat (ABS (neutral - 2.0), <, 0.1);
    g_assert_cmpfloat (ABS (chaotic - (1 + 11.0 / 56)), <, 0.06);
  }
}

/* ------------------------------------------------------------ MM_NOGRP */

static int
jackal_pick (gpointer user_data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  (void) user_data;
  (void) rng;
  (void) mclass;
  *symbol = 'd';
  *name = "jackal";
  return 1;
}

static guint
jackal_geno (gpointer user_data, int mindex)
{
  (void) user_data;
  (void) mindex;
  return NHS_G_SGROUP;
}

static NhsLevel *
jackal_level (const NhsVariant *v, guint64 seed, gboolean groups)
{
  NhsLevelParams p = {
    .depth = 12, .seed = seed, .variant = v, .picker = jackal_pick,
    .geno = groups ? jackal_geno : NULL, .xl = 10,
  };
  NhsLevel *lev = nhs_level_generate (&p, NULL);

  g_assert_nonnull (lev);
  return lev;
}

static gboolean
has_room (const NhsLevel *lev, NhsRoomType type)
{
  for (int i = 0; i < nhs_level_n_rooms (lev); i++)
    if (nhs_level_room (lev, i)->type == type)
      return TRUE;
  return FALSE;
}

static gboolean
same_monsters (const NhsLevel *a, const NhsLevel *b)
{
  if (nhs_level_n_monsters (a) != nhs_level_n_monsters (b))
    return FALSE;
  for (int i = 0; i < nhs_level_n_monsters (a); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (a, i), *n = nhs_level_monster (b, i);

      if (m->x != n->x || m->y != n->y || g_strcmp0 (m->name, n->name) != 0)
        return FALSE;
    }
  return TRUE;
}

/* 3.6+ make an ordinary room's monster with MM_NOGRP: a level without a
 * zoo is the same with groups as without; 3.4.3 makes it with groups. A
 * zoo's random monsters come with groups in 3.4.3 and 3.6.7, not in 3.7 and
 * 5.0.0 (MM_NOGRP): the field is seen to matter on 3.6.7's rooms. */
static void
test_nogrp_sites (void)
{
  const NhsVariant *v343 = nhs_variant_get (NHS_VARIANT_343);
  const NhsVariant *v367 = nhs_variant_get (NHS_VARIANT_367);
  NhsVariant nozoo = *v367;
  int differ343 = 0, zoos = 0, zoo_differ = 0;

  nozoo.zoo_monsters_grouped = FALSE;
  g_assert_false (nhs_variant_get (NHS_VARIANT_37)->zoo_monsters_grouped);
  g_assert_false (nhs_variant_get (NHS_VARIANT_500)->zoo_monsters_grouped);
  g_assert_true (v343->zoo_monsters_grouped);
  g_assert_true (v367->zoo_monsters_grouped);
  for (guint64 seed = 1; seed <= 600; seed++)
    {
      NhsLevel *a = jackal_level (v367, seed, TRUE);
      NhsLevel *b = jackal_level (v367, seed, FALSE);
      NhsLevel *c = jackal_level (&nozoo, seed, TRUE);
      NhsLevel *d = jackal_level (v343, seed, TRUE);
      NhsLevel *e = jackal_level (v343, seed, FALSE);

      if (!has_room (a, NHS_ROOM_ZOO))
        g_assert_true (same_monsters (a, b));
      else
        {
          zoos++;
          zoo_differ += !same_monsters (a, b);
        }
      /* without groups at the zoo, nothing on a 3.6.7 level has one */
      g_assert_true (same_monsters (b, c));
      differ343 += !same_monsters (d, e);
      nhs_level_free (a);
      nhs_level_free (b);
      nhs_level_free (c);
      nhs_level_free (d);
      nhs_level_free (e);
    }
  g_test_message ("3.6.7 zoos %d (%d changed by groups); 3.4.3 levels changed %d of 600",
                  zoos, zoo_differ, differ343);
  g_assert_cmpint (zoos, >, 5);
  g_assert_cmpint (zoo_differ, ==, zoos);
  /* a third of 3.4.3's rooms get a jackal, and half of those a group */
  g_assert_cmpint (differ343, >, 500);
}

/* ------------------------------------------------------------ names */

/* Every monster of a level has a name, and a monster the game knows is
 * named as its version's mons[] names it (5.0.0's throne room ruler is a
 * "gnome ruler", its Mines' lord a "gnome leader", not the 3.6 names the
 * rules are written with); each group's copies are the game's same
 * monster (name, index, symbol) as the one before them.  Returns the
 * number of copies. */
static int
check_named (NhsVariantId vid, const char *key, NhsLevelKind kind, int depth)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant (key, &error);
  NhsSituation sit;
  NhsLevelPicker *picker;
  int groups = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = vid;
  sit.xl = 8;
  picker = nhs_level_picker_new (set, &sit, depth, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      NhsLevelParams p = { .depth = depth, .seed = seed, .kind = kind, .variant = nhs_variant_get (vid) };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      g_assert_cmpint (p.xl, ==, 8);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          g_assert_nonnull (m->name);
          if (m->mindex >= 0)
            {
              const NhsMonster *d = &set->monsters[m->mindex];

              g_assert_cmpstr (m->name, ==, d->name);
              g_assert_cmpint (m->symbol, ==, d->symbol);
            }
          else
            g_assert_null (nhs_monster_set_lookup (set, m->name));
          /* a copy follows the monster it copies, next to an earlier one */
          if (i > 0 && m->mindex >= 0 && m->mindex == nhs_level_monster (lev, i - 1)->mindex
              && (set->monsters[m->mindex].geno & (NHS_G_SGROUP | NHS_G_LGROUP)))
            groups++;
        }
      nhs_level_free (lev);
    }
  nhs_level_picker_free (picker);
  nhs_monster_set_unref (set);
  return groups;
}

static void
test_members_named (void)
{
  int groups = check_named (NHS_VARIANT_343, "3.4.3", NHS_LEVEL_KIND_ROOMS, 10);

  g_test_message ("3.4.3 at depth 10, XL 8: %d copies in 300 levels", groups);
  g_assert_cmpint (groups, >, 20);
  check_named (NHS_VARIANT_500, "5.0.0", NHS_LEVEL_KIND_ROOMS, 12);
  check_named (NHS_VARIANT_500, "5.0.0", NHS_LEVEL_KIND_MINES, 5);
  check_named (NHS_VARIANT_SLASHEM, "slashem", NHS_LEVEL_KIND_ROOMS, 12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-groups/data", test_data);
  g_test_add_func ("/nhs/level-groups/sizes", test_sizes);
  g_test_add_func ("/nhs/level-groups/peaceful-copies-left-out", test_peaceful_copies_left_out);
  g_test_add_func ("/nhs/level-groups/peace-minded", test_peace_minded);
  g_test_add_func ("/nhs/level-groups/nogrp-sites", test_nogrp_sites);
  g_test_add_func ("/nhs/level-groups/members-named", test_members_named);
  return g_test_run ();
}
