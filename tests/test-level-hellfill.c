/* test-level-hellfill.c: 5.0.0's and the 3.7 snapshot's Gehennom filler
 * (dat/hellfill.lua)
 *
 * The rules checked were read by hand in 5.0.0's dat/hellfill.lua,
 * dat/nhlib.lua and sp_lev.c:
 *  - the first die of the level is math.random (1, 7) = 1 + rn2 (7), the
 *    kind of level; only kind 6 (the cold maze) has ice, kind 3 has
 *    neither lava, ice, water nor iron bars; only kinds 2, 4 and 6 call
 *    rnd_hell_prefab (altars, moats, drawbridges); a closed drawbridge
 *    turns the wall beside it into its portcullis; the altar prefab's
 *    altar is "noalign", in a temple room of the map's 5 by 5 floor
 *    (des.region type "temple", irregular);
 *  - one up and one down staircase on a square that was floor, corridor
 *    or ice (good_stair_loc);
 *  - math.random (3) minotaurs (1 to 3, never 0 as in makemaz), then
 *    math.random (5) + 7 random monsters (8 to 12), on dry squares
 *    (SPACE_POS);
 *  - math.random (6) + 7 random traps (8 to 13), never on stairs, never in
 *    lava or water;
 *  - the 3.7 snapshot's dat/hellfill.lua has the first six kinds only (no
 *    open cavern): its first die is math.random (1, 6) = 1 + rn2 (6), and
 *    its sixth kind is the same cold maze with ice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-rng.h"
#include "nhs-situation.h"
#include "nhs-variant.h"
#include "nhs-test-utils.h"

#define N_SEEDS 700

static int
fake_picker (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  *name = "fake monster";
  *symbol = 'Z';
  return 7;
}

static int
fake_lookup (gpointer data, const char *name, const char **canonical)
{
  return strcmp (name, "minotaur") == 0 ? 43 : 42;
}

static NhsLevel *
gen_for (NhsVariantId id, int depth, guint64 seed, gboolean phases)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.kind = NHS_LEVEL_KIND_MAZE;
  p.variant = nhs_variant_get (id);
  p.record_phases = phases;
  p.picker = fake_picker;
  p.lookup = fake_lookup;
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

static NhsLevel *
gen (int depth, guint64 seed, gboolean phases)
{
  return gen_for (NHS_VARIANT_500, depth, seed, phases);
}

/* the kind of level: the first die */
static int
kind_of (guint64 seed)
{
  NhsRng rng;

  nhs_rng_init (&rng, seed);
  return 1 + nhs_rn2 (&rng, 7);
}

static gboolean
dry (int typ)
{
  return typ > NHS_SQ_DOOR && !NHS_SQ_IS_BLOCKING (typ);
}

static void
test_deterministic (void)
{
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      NhsLevel *a = gen (35, seed, FALSE);
      NhsLevel *b = gen (35, seed, TRUE);
      NhsLevel *c = gen (35, seed + 1000, FALSE);
      g_autofree char *ta = nhs_level_to_text (a);
      g_autofree char *tb = nhs_level_to_text (b);
      g_autofree char *tc = nhs_level_to_text (c);

      g_assert_cmpstr (ta, ==, tb);
      g_assert_cmpstr (ta, !=, tc);
      /* no room but the altar prefab's temple */
      g_assert_cmpint (nhs_level_n_rooms (a), ==, nhs_test_count_typ (a, NHS_SQ_ALTAR));
      nhs_level_free (a);
      nhs_level_free (b);
      nhs_level_free (c);
    }
}

/* which terrain each kind can have, and how often each kind comes */
static void
test_kinds (void)
{
  int seen[8] = { 0 };

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (30 + seed % 15, seed, FALSE);
      int kind = kind_of (seed);
      int ice = nhs_test_count_typ (lev, NHS_SQ_ICE);
      int lava = nhs_test_count_typ (lev, NHS_SQ_LAVA) + nhs_test_count_typ (lev, NHS_SQ_LAVAWALL);
      int water = nhs_test_count_typ (lev, NHS_SQ_WATER) + nhs_test_count_typ (lev, NHS_SQ_POOL);
      int bars = nhs_test_count_typ (lev, NHS_SQ_IRONBARS);

      seen[kind]++;
      /* the prefab maps (kinds 2, 4 and 6 only) may add lava, pools,
       * walls of water and iron bars to those */
      if (kind == 6)
        g_assert_cmpint (ice, >, 0);
      else
        g_assert_cmpint (ice, ==, 0);
      if (kind == 1 || kind == 3 || kind == 5 || kind == 7)
        {
          g_assert_cmpint (water, ==, 0);
          g_assert_cmpint (bars, ==, 0);
          g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_ALTAR), ==, 0);
          g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_MOAT), ==, 0);
          g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_DBWALL), ==, 0);
        }
      if (kind == 3)
        g_assert_cmpint (lava, ==, 0);
      if (kind == 1)   /* all the stone of the cave became lava */
        g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_STONE), ==, NHS_LEVEL_ROWS);
      if (kind == 4)   /* its walls are lava or iron bars */
        g_assert_cmpint (lava + bars, >, 0);
      nhs_level_free (lev);
    }
  for (int k = 1; k <= 7; k++)
    {
      g_assert_cmpint (seen[k], >, N_SEEDS / 7 / 2);
      g_assert_cmpint (seen[k], <, N_SEEDS / 7 * 2);
    }
}

static void
test_stairs_monsters_traps (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (27 + seed % 20, seed, FALSE);
      int ux, uy, dx, dy, minotaurs = 0, others = 0, spiders = 0, traps = 0;

      g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, NULL));
      g_assert_true (nhs_level_get_stairs (lev, FALSE, &dx, &dy, NULL));
      g_assert_true (ux != dx || uy != dy);
      g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_STAIRS), ==, 2);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          g_assert_true (dry (nhs_level_square (lev, m->x, m->y)->typ));
          if (m->phase != NHS_LEVEL_PHASE_MONSTERS)
            continue;   /* a prefab's monster, or a web's spider */
          if (m->mindex == 43)
            {
              g_assert_cmpint (others, ==, 0);   /* the minotaurs come first */
              minotaurs++;
            }
          else if (m->mindex == 42)
            spiders++;   /* on a web */
          else
            others++;
        }
      g_assert_cmpint (minotaurs, >=, 1);
      g_assert_cmpint (minotaurs, <=, 3);
      g_assert_cmpint (others, >=, 8);
      g_assert_cmpint (others, <=, 12);
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (!s->trap)
              continue;
            traps++;
            g_assert_true (dry (s->typ));
            g_assert_cmpint (s->typ, !=, NHS_SQ_STAIRS);
            g_assert_cmpint (s->trap, !=, NHS_TRAP_MAGIC_PORTAL);
            g_assert_cmpint (s->trap, !=, NHS_TRAP_VIBRATING_SQUARE);
          }
      g_assert_cmpint (traps, >=, 1);
      g_assert_cmpint (traps, <=, 13);
      g_assert_cmpint (spiders, <=, traps);
      nhs_level_free (lev);
    }
}

/* the prefab maps: a raised drawbridge always beside its portcullis, the
 * altar unaligned, the island's moat; each seen in some level */
static void
test_prefabs (void)
{
  int drawbridges = 0, altars = 0, moats = 0;

  for (guint64 seed = 1; seed <= 3000; seed++)
    {
      NhsLevel *lev = gen (35, seed, FALSE);

      for (int x = 1; x < NHS_LEVEL_COLS - 1; x++)
        for (int y = 1; y < NHS_LEVEL_ROWS - 1; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (s->typ == NHS_SQ_DBWALL)
              {
                int beside = 0;

                for (int d = 0; d < 4; d++)
                  {
                    static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

                    beside += nhs_level_square (lev, x + dx[d], y + dy[d])->typ
                              == NHS_SQ_DRAWBRIDGE_UP;
                  }
                g_assert_cmpint (beside, >=, 1);
                drawbridges++;
              }
            if (s->typ == NHS_SQ_ALTAR)
              {
                const NhsLevelRoom *r;

                g_assert_cmpint (s->altar_align, ==, NHS_ALTAR_UNALIGNED);
                /* hellfill.lua: des.region ({ region = {2,2, 2,2},
                 * type = "temple", irregular }) in the 7 by 7 map whose
                 * crosswalls close a 5 by 5 floor, the altar at its middle
                 * (3,3): a temple room of those 25 squares */
                g_assert_cmpint (s->room, >=, 0);
                r = nhs_level_room (lev, s->room);
                g_assert_cmpint (r->type, ==, NHS_ROOM_TEMPLE);
                g_assert_cmpint (r->lx, ==, x - 2);
                g_assert_cmpint (r->hx, ==, x + 2);
                g_assert_cmpint (r->ly, ==, y - 2);
                g_assert_cmpint (r->hy, ==, y + 2);
                altars++;
              }
            moats += s->typ == NHS_SQ_MOAT;
          }
      /* one temple room an altar prefab, no other room */
      {
        int temples = 0, level_altars = nhs_test_count_typ (lev, NHS_SQ_ALTAR);

        for (int i = 0; i < nhs_level_n_rooms (lev); i++)
          temples += nhs_level_room (lev, i)->type == NHS_ROOM_TEMPLE;
        g_assert_cmpint (temples, ==, level_altars);
        g_assert_cmpint (nhs_level_n_rooms (lev), ==, level_altars);
      }
      nhs_level_free (lev);
    }
  g_assert_cmpint (drawbridges, >, 0);
  g_assert_cmpint (altars, >, 0);
  g_assert_cmpint (moats, >, 0);
}

/* the boulders (read in hellfill.lua and nhlib.lua): populatemaze ()'s
   math.random (10) + 2 rock-class objects, of which the boulders (1 in 10)
   are made, at most 12; a rolling boulder trap's besides; and only in
   kind 2, hell_tweaks () 1 time in 5 turns 3 to 24 in 100 of the walls
   between floor into floor with a boulder, dozens of them */
static void
test_boulders (void)
{
  int many = 0, kind2 = 0, some = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (30 + seed % 15, seed, FALSE);
      int b = nhs_test_count_boulders (lev);
      int rolling = nhs_test_count_trap (lev, NHS_TRAP_ROLLING_BOULDER);
      some += b > 0;
      if (kind_of (seed) == 2)
        {
          kind2++;
          many += b > 12 + rolling;
        }
      else
        g_assert_cmpint (b, <=, 12 + rolling);
      nhs_level_free (lev);
    }
  g_assert_cmpint (many, >, 0);
  g_assert_cmpint (many, <, kind2 / 2);
  g_assert_cmpint (some, >, N_SEEDS / 2);
}

/* the 3.7 snapshot's six kinds: the first die is 1 + rn2 (6); only the
   sixth, the cold maze, has ice; every kind comes */
static void
test_kinds_37 (void)
{
  int seen[7] = { 0 };

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen_for (NHS_VARIANT_37, 30 + seed % 15, seed, FALSE);
      NhsRng rng;
      int kind, ice = nhs_test_count_typ (lev, NHS_SQ_ICE);

      nhs_rng_init (&rng, seed);
      kind = 1 + nhs_rn2 (&rng, 6);
      seen[kind]++;
      if (kind == 6)
        g_assert_cmpint (ice, >, 0);
      else
        g_assert_cmpint (ice, ==, 0);
      if (kind == 1)   /* all the stone of the cave became lava */
        g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_STONE), ==, NHS_LEVEL_ROWS);
      nhs_level_free (lev);
    }
  for (int k = 1; k <= 6; k++)
    g_assert_cmpint (seen[k], >, N_SEEDS / 6 / 2);
}

/* the plan: 5.0.0's Gehennom is made, and the 2024 snapshot's */
static void
test_plan (void)
{
  NhsLevelRegionPlan plan;

  nhs_level_region_plan (nhs_variant_get (NHS_VARIANT_500), NHS_REGION_GEHENNOM, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  g_assert_cmpint (plan.kind, ==, NHS_LEVEL_KIND_MAZE);
  nhs_level_region_plan (nhs_variant_get (NHS_VARIANT_37), NHS_REGION_GEHENNOM, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  g_assert_cmpint (plan.kind, ==, NHS_LEVEL_KIND_MAZE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-hellfill/deterministic", test_deterministic);
  g_test_add_func ("/nhs/level-hellfill/kinds", test_kinds);
  g_test_add_func ("/nhs/level-hellfill/stairs-monsters-traps", test_stairs_monsters_traps);
  g_test_add_func ("/nhs/level-hellfill/prefabs", test_prefabs);
  g_test_add_func ("/nhs/level-hellfill/kinds-37", test_kinds_37);
  g_test_add_func ("/nhs/level-hellfill/boulders", test_boulders);
  g_test_add_func ("/nhs/level-hellfill/plan", test_plan);
  return g_test_run ();
}
