/* test-level-hellfill-xnh.c: xNetHack's Gehennom filler (its own
 * dat/hellfill.lua)
 *
 * The rules checked were read by hand in xNetHack 9.1's dat/hellfill.lua,
 * sp_lev.c and makemon.c:
 *  - the level is made (no refusal) and is the same for the same seed;
 *  - it has no ice and no rooms; des.wallify () leaves no floor beside
 *    stone (every floor square's eight neighbours are something else);
 *  - up and down stairs, once each, and the branch's stairs every filler
 *    holds (Gehennom's levels 3, 4, 7 and 8: ways down to Cocytus,
 *    Asphodel, the Abyss, up to the Wizard's Tower);
 *  - the script's monsters in the monsters' phase, in its order: 1 to 3
 *    minotaurs first, then 6 demons (&), 4 to 8 imps (i), 0 to 3 zombies
 *    (Z), a shade or a wraith (W), a lich (L) or a ghost, then 7 to 12
 *    random ones (with their groups);
 *  - 6 fire traps and 8 to 13 random ones (and the pit fiends' hall's 9
 *    to 11 pits), never on stairs;
 *  - m_initgrp () cuts a group by the level's difficulty (makemon.c
 *    87-98), not by the hero's level: a hero of XL 1 on a deep level gets
 *    groups as large as one of XL 14.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-monster.h"
#include "nhs-situation.h"
#include "nhs-variant.h"
#include "nhs-test-utils.h"

#define N_SEEDS 300

enum { IDX_RANDOM = 7, IDX_MINOTAUR = 43, IDX_SHADE = 44, IDX_GHOST = 45, IDX_NAMED = 42 };

/* every monster of class c gets index 100 + c; a random one IDX_RANDOM */
static int
fake_picker (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  *name = "fake monster";
  *symbol = mclass ? mclass : 'Z';
  return mclass ? 100 + mclass : IDX_RANDOM;
}

static int
fake_lookup (gpointer data, const char *name, const char **canonical)
{
  return strcmp (name, "minotaur") == 0 ? IDX_MINOTAUR
       : strcmp (name, "shade") == 0 ? IDX_SHADE
       : strcmp (name, "ghost") == 0 ? IDX_GHOST : IDX_NAMED;
}

/* the random monsters come in large groups */
static guint
fake_geno (gpointer data, int mindex)
{
  return mindex == IDX_RANDOM ? NHS_G_LGROUP : 0;
}

static NhsLevel *
gen (int depth, guint64 seed, int xl)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.xl = xl;
  p.kind = NHS_LEVEL_KIND_MAZE;
  p.variant = nhs_variant_get (NHS_VARIANT_XNETHACK);
  p.picker = fake_picker;
  p.lookup = fake_lookup;
  p.geno = fake_geno;
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

/* The branch a Gehennom filler holds, drawn as the dungeon has it
 * (nhs_lev_filler_branch ()) and placed as fixup_special () and
 * place_branch () place it. Worked out by hand from the versions'
 * dungeon files (the valley is Gehennom's first level, at depth 26-30,
 * each 1 in 5):
 *  - xNetHack (dat/dungeon.lua): Gehennom's fillers are its levels 3, 4,
 *    7 and 8 only (1, 2, 5, 6 and the last two are fixed maps), holding
 *    the ways down to Cocytus, Asphodel and the Abyss and up to the
 *    Wizard's Tower. So at depth 28 (level 3 at the earliest: the only
 *    filler that can lie there) always stairs down, at 37 (level 8 at the
 *    latest) always stairs up, at 33 (level 4, 7 or 8 among the fillers,
 *    each as likely) up 1 time in 3. The stairs stand in the altar
 *    prefab's temple when the level has it (find_branch_room () of its
 *    only room), else on floor anywhere.
 *  - EvilHack (dat/dungeon.def 68): Vecna's Domain's portal on the level
 *    below the valley, always a filler: at 27 always a portal.
 *  - 3.6.7, at 38: Vlad's Tower's stairs up 1 time in 5 (the dungeon
 *    model's chance there, docs/dungeon-validation.md), on a passage
 *    square of the maze.
 * Each fails with the branch left out (none made). */
static void
test_filler_branch (void)
{
  static const struct {
    NhsVariantId variant;
    int depth;
    double up, down, portal;   /* the shares expected */
  } cases[] = {
    { NHS_VARIANT_XNETHACK, 28, 0, 1, 0 },
    { NHS_VARIANT_XNETHACK, 37, 1, 0, 0 },
    { NHS_VARIANT_XNETHACK, 33, 1.0 / 3, 2.0 / 3, 0 },
    { NHS_VARIANT_EVILHACK, 27, 0, 0, 1 },
    { NHS_VARIANT_367, 38, 0.2, 0, 0 },
  };
  int in_temple = 0, temples = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      int n[3] = { 0 }, total = 400;

      for (guint64 seed = 1; seed <= (guint64) total; seed++)
        {
          NhsLevelParams p = { .depth = cases[c].depth, .seed = 500000 + seed,
                               .kind = NHS_LEVEL_KIND_MAZE,
                               .variant = nhs_variant_get (cases[c].variant),
                               .picker = fake_picker, .lookup = fake_lookup };
          g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);
          int bx, by, branches = 0;

          g_assert_nonnull (lev);
          for (int x = 0; x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              branches += (nhs_level_square (lev, x, y)->flags & NHS_SQF_BRANCH) != 0;
          g_assert_cmpint (branches, <=, 1);
          if (!nhs_level_get_branch (lev, &bx, &by))
            continue;
          {
            const NhsSquare *s = nhs_level_square (lev, bx, by);

            if (s->typ != NHS_SQ_STAIRS)
              {
                g_assert_cmpint (s->trap, ==, NHS_TRAP_MAGIC_PORTAL);
                n[2]++;
              }
            else
              n[(s->flags & NHS_SQF_UP) ? 0 : 1]++;
            if (cases[c].variant == NHS_VARIANT_XNETHACK && nhs_level_n_rooms (lev) > 0)
              {
                const NhsLevelRoom *r = nhs_level_room (lev, 0);

                temples++;
                in_temple += bx >= r->lx && bx <= r->hx && by >= r->ly && by <= r->hy;
              }
          }
        }
      {
        const double want[3] = { cases[c].up, cases[c].down, cases[c].portal };

        for (int k = 0; k < 3; k++)
          {
            double sd = sqrt (total * want[k] * (1 - want[k]));

            if (fabs (n[k] - total * want[k]) > 4 * sd + 0.5)
              g_error ("%s depth %d: %d of %d levels hold branch %s, %.1f expected",
                       nhs_variant_get (cases[c].variant)->key, cases[c].depth, n[k], total,
                       k == 0 ? "stairs up" : k == 1 ? "stairs down" : "portals",
                       total * want[k]);
          }
      }
    }
  g_test_message ("xNetHack: %d levels with the altar's temple, the branch inside it on %d",
                  temples, in_temple);
  g_assert_cmpint (temples, >, 0);
  g_assert_cmpint (in_temple, ==, temples);
}

static void
test_plan (void)
{
  NhsLevelRegionPlan plan;

  nhs_level_region_plan (nhs_variant_get (NHS_VARIANT_XNETHACK), NHS_REGION_GEHENNOM, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  g_assert_cmpint (plan.kind, ==, NHS_LEVEL_KIND_MAZE);
}

static void
test_terrain (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (28 + seed % 20, seed, 1);
      NhsLevel *again = gen (28 + seed % 20, seed, 1);
      g_autofree char *ta = nhs_level_to_text (lev);
      g_autofree char *tb = nhs_level_to_text (again);

      g_assert_cmpstr (ta, ==, tb);
      /* no room but the altar prefab's temple (hellfill.lua's des.region
         type "temple" round its altar) */
      g_assert_cmpint (nhs_level_n_rooms (lev), ==, nhs_test_count_typ (lev, NHS_SQ_ALTAR));
      for (int i = 0; i < nhs_level_n_rooms (lev); i++)
        g_assert_cmpint (nhs_level_room (lev, i)->type, ==, NHS_ROOM_TEMPLE);
      g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_ICE), ==, 0);
      /* up and down, and the branch's stairs every filler holds (its
         depths 28-37: /nhs/level-hellfill-xnh/filler-branch) */
      {
        int bx, by, d = 28 + (int) (seed % 20);
        gboolean branch = nhs_level_get_branch (lev, &bx, &by);

        g_assert_true (branch == (d <= 37));
        g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_STAIRS), ==, 2 + branch);
      }
      g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_ROOM), >, 100);
      for (int x = 1; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            if (nhs_level_square (lev, x, y)->typ != NHS_SQ_ROOM)
              continue;
            for (int dx = -1; dx <= 1; dx++)
              for (int dy = -1; dy <= 1; dy++)
                {
                  int xx = x + dx, yy = y + dy;

                  if (xx < 1 || xx >= NHS_LEVEL_COLS || yy < 0 || yy >= NHS_LEVEL_ROWS)
                    continue;
                  g_assert_cmpint (nhs_level_square (lev, xx, yy)->typ, !=, NHS_SQ_STONE);
                }
          }
      nhs_level_free (lev);
      nhs_level_free (again);
    }
}

static void
test_monsters_traps (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (28 + seed % 20, seed, 1);
      int count[256] = { 0 }, mino = 0, shade = 0, ghost = 0, random = 0, fire = 0, traps = 0;
      int last = 0;   /* the script's order: minotaurs, &, i, Z, W/shade, L/ghost, random */

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          int step;

          if (m->phase != NHS_LEVEL_PHASE_MONSTERS)
            continue;   /* a prefab's */
          if (m->mindex == IDX_MINOTAUR)
            step = 1, mino++;
          else if (m->mindex == IDX_SHADE)
            step = 5, shade++;
          else if (m->mindex == IDX_GHOST)
            step = 6, ghost++;
          else if (m->mindex == IDX_RANDOM)
            step = 7, random++;
          else if (m->mindex == IDX_NAMED)
            continue;   /* a web's spider */
          else
            {
              char c = (char) (m->mindex - 100);

              step = c == '&' ? 2 : c == 'i' ? 3 : c == 'Z' ? 4 : c == 'W' ? 5 : c == 'L' ? 6 : 0;
              g_assert_cmpint (step, >, 0);
              count[(guchar) c]++;
            }
          g_assert_cmpint (step, >=, last);
          last = step;
        }
      g_assert_cmpint (mino, >=, 1);
      g_assert_cmpint (mino, <=, 3);
      g_assert_cmpint (count['&'], ==, 6);
      g_assert_cmpint (count['i'], >=, 4);
      g_assert_cmpint (count['i'], <=, 8);
      g_assert_cmpint (count['Z'], <=, 3);
      g_assert_cmpint (shade + count['W'], ==, 1);
      g_assert_cmpint (ghost + count['L'], ==, 1);
      g_assert_cmpint (random, >=, 7);   /* with their groups: 7 to 12 and more */
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (!s->trap)
              continue;
            g_assert_cmpint (s->typ, !=, NHS_SQ_STAIRS);
            traps++;
            fire += s->trap == NHS_TRAP_FIRE;
          }
      /* (a trap made on another's square replaces it: a few fewer) */
      g_assert_cmpint (fire, >=, 4);
      g_assert_cmpint (traps, >=, 11);
      g_assert_cmpint (traps, <=, 19 + 11);   /* and the pit fiends' hall's */
      nhs_level_free (lev);
    }
}

/* groups by the level's difficulty: a hero of XL 1 and one of XL 14 meet
 * the same level (same seed, same dice) on a deep level */
static void
test_groups_by_difficulty (void)
{
  int most = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      NhsLevel *low = gen (30, seed, 1);
      NhsLevel *high = gen (30, seed, 14);
      g_autofree char *tl = nhs_level_to_text (low);
      g_autofree char *th = nhs_level_to_text (high);

      g_assert_cmpstr (tl, ==, th);
      g_assert_cmpint (nhs_level_n_monsters (low), ==, nhs_level_n_monsters (high));
      most = MAX (most, nhs_level_n_monsters (low));
      nhs_level_free (low);
      nhs_level_free (high);
    }
  /* the groups were made: more than the script's most without them
     (3 + 6 + 8 + 3 + 1 + 1 + 12 and a prefab's) */
  g_assert_cmpint (most, >, 50);
}

/* hellfill.lua's default objects (read there): 4 + d (4) boulders, each
   on a random DRY square (one without a boulder), after the traps; a
   rolling boulder trap brings its own besides */
static void
test_boulders (void)
{
  int seen[9] = { 0 };

  for (guint64 seed = 1; seed <= 600; seed++)
    {
      NhsLevel *lev = gen (31 + seed % 10, seed, 14);
      int b = nhs_test_count_boulders (lev), rolling = nhs_test_count_trap (lev, NHS_TRAP_ROLLING_BOULDER);

      g_assert_cmpint (b, >=, 5);
      /* (a rolling boulder trap a later trap took the place of leaves its
         boulder) */
      g_assert_cmpint (b, <=, 8 + nhs_test_count_any_trap (lev));
      if (rolling == 0 && b <= 8)
        seen[b]++;
      nhs_level_free (lev);
    }
  for (int k = 5; k <= 8; k++)
    g_assert_cmpint (seen[k], >, 0);
}


/* a demon (class &) flies, the rest walk */
static const NhsMonster *
fake_monster (gpointer data, int mindex)
{
  return nhs_test_fake_monster (mindex == 100 + '&');
}

/* trap.c mkroll_launch () refuses a launch square where is_pool_or_lava ()
   holds, and xNetHack's is_lava () (dbridge.c) counts a wall of lava, the
   middle of the columns prefab: no rolling boulder trap's boulder on one.
   Such a launch is rare: of 150,000 levels (depths 30-44, seeds 1 on) a
   generator that let it through put a boulder on a wall of lava in two,
   these two seeds; each must still hold a rolling boulder trap within a
   launch's reach (8 squares) of a wall of lava, or the test says nothing */
static void
test_no_boulder_on_lava_wall (void)
{
  static const guint64 seeds[] = { 67071, 79536 };

  for (gsize i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      NhsLevel *lev = gen (30 + seeds[i] % 15, seeds[i], 14);
      int near = 0;

      for (int x = 1; x < NHS_LEVEL_COLS - 1; x++)
        for (int y = 1; y < NHS_LEVEL_ROWS - 1; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (s->typ != NHS_SQ_LAVAWALL)
              continue;
            g_assert_false (s->flags & NHS_SQF_BOULDER);
            for (int tx = MAX (1, x - 8); tx <= MIN (NHS_LEVEL_COLS - 1, x + 8); tx++)
              for (int ty = MAX (0, y - 8); ty <= MIN (NHS_LEVEL_ROWS - 1, y + 8); ty++)
                near += nhs_level_square (lev, tx, ty)->trap == NHS_TRAP_ROLLING_BOULDER;
          }
      g_assert_cmpint (near, >, 0);
      nhs_level_free (lev);
    }
}

/* sp_lev.c create_monster () (issue 26): a monster's random square is one
 * is_ok_location () takes for its pm_to_humidity (): one that flies adds
 * WET, HOT and NOFLOOR to DRY, so the lava cave's demons stand over lava
 * too (before, dry floor only); a walker never does (nor on water) */
static void
test_humidity (void)
{
  long flier_on_lava = 0, fliers = 0;

  for (guint64 seed = 1; seed <= 150; seed++)
    {
      NhsLevelParams p = { .depth = 30 + seed % 15, .seed = seed, .xl = 14,
                           .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (NHS_VARIANT_XNETHACK),
                           .picker = fake_picker, .lookup = fake_lookup, .geno = fake_geno,
                           .monster = fake_monster };
      GError *error = NULL;
      NhsLevel *lev = nhs_level_generate (&p, &error);

      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          const NhsSquare *s = nhs_level_square (lev, m->x, m->y);
          gboolean flies = m->mindex == 100 + '&';
          gboolean hot = s->typ == NHS_SQ_LAVA || s->typ == NHS_SQ_LAVAWALL;

          if (!flies)
            g_assert_true (!hot && s->typ != NHS_SQ_POOL && s->typ != NHS_SQ_MOAT
                           && s->typ != NHS_SQ_WATER);
          fliers += flies;
          flier_on_lava += flies && hot;
        }
      nhs_level_free (lev);
    }
  g_test_message ("%ld demons, %ld over lava", fliers, flier_on_lava);
  g_assert_cmpint (fliers, >, 500);
  g_assert_cmpint (flier_on_lava, >, fliers / 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-hellfill-xnh/plan", test_plan);
  g_test_add_func ("/nhs/level-hellfill-xnh/filler-branch", test_filler_branch);
  g_test_add_func ("/nhs/level-hellfill-xnh/terrain", test_terrain);
  g_test_add_func ("/nhs/level-hellfill-xnh/monsters-traps", test_monsters_traps);
  g_test_add_func ("/nhs/level-hellfill-xnh/groups-by-difficulty", test_groups_by_difficulty);
  g_test_add_func ("/nhs/level-hellfill-xnh/boulders", test_boulders);
  g_test_add_func ("/nhs/level-hellfill-xnh/humidity", test_humidity);
  g_test_add_func ("/nhs/level-hellfill-xnh/no-boulder-on-lava-wall", test_no_boulder_on_lava_wall);
  return g_test_run ();
}
