/* test-situation.c: level difficulty, regions, spawn timing, fractions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-error.h"
#include "nhs-format.h"
#include "nhs-situation.h"
#include "nhs-spawn.h"
#include "nhs-table.h"
#include "nhs-dungeon-place.h"

#include <math.h>
#include <string.h>

static void
test_difficulty_plain (void)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.depth = 12;
  sit.xl = 8;
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 12);
  /* the window: at least one sixth, at most the average with XL */
  g_assert_cmpint (nhs_situation_min_difficulty (&sit), ==, 2);
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 10);
  sit.xl = 9; /* (12 + 9) / 2 truncates in NetHack */
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 10);
  sit.variant = NHS_VARIANT_SLASHEM; /* SLASH'EM rounds up */
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 11);
}

static void
test_difficulty_direct (void)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.depth = 3;
  sit.difficulty = 10;
  sit.xl = 8;
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 10);
  g_assert_cmpint (nhs_situation_min_difficulty (&sit), ==, 1);
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 9);
}

static void
test_difficulty_amulet (void)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.depth = 5;
  sit.deepest = 48;
  sit.xl = 14;
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 5);
  sit.amulet = TRUE; /* the deepest level reached counts instead */
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 48);
}

static void
test_difficulty_endgame (void)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.region = NHS_REGION_FIRE;
  sit.depth = 50; /* the Sanctum's depth */
  sit.xl = 15;
  sit.amulet = TRUE; /* the endgame rule comes first */
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 50 + 7);
}

static void
test_difficulty_builds_up (void)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.region = NHS_REGION_SOKOBAN;
  sit.depth = 8; /* the entry level, one above the level it is entered from */
  sit.xl = 5;
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 10);
  sit.depth = 5; /* the top: three levels higher, counted as three deeper */
  sit.levels_above_entry = 3;
  g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 13);
}

static void
test_region_alignment (void)
{
  struct { NhsRegion region; NhsLevelAlign align; } expected[] = {
    { NHS_REGION_DUNGEONS, NHS_ALIGN_NONE },
    { NHS_REGION_MINES, NHS_ALIGN_LAWFUL },
    { NHS_REGION_MINETOWN, NHS_ALIGN_LAWFUL },
    { NHS_REGION_ORACLE, NHS_ALIGN_NEUTRAL },
    { NHS_REGION_SOKOBAN, NHS_ALIGN_NEUTRAL },
    { NHS_REGION_MEDUSA, NHS_ALIGN_CHAOTIC },
    { NHS_REGION_VLAD, NHS_ALIGN_CHAOTIC },
    { NHS_REGION_GEHENNOM, NHS_ALIGN_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      NhsSituation sit;

      nhs_situation_init (&sit);
      sit.variant = NHS_VARIANT_367;  /* (3.7 and later lose the branches': test-variants) */
      sit.region = expected[i].region;
      g_assert_cmpint (nhs_situation_align (&sit), ==, expected[i].align);
      sit.align = NHS_ALIGN_CHAOTIC; /* an explicit alignment wins */
      g_assert_cmpint (nhs_situation_align (&sit), ==, NHS_ALIGN_CHAOTIC);
    }
}

static void
test_region_keys (void)
{
  NhsRegion region;

  g_assert_true (nhs_region_from_key ("mines-end", &region));
  g_assert_cmpint (region, ==, NHS_REGION_MINES_END);
  g_assert_true (nhs_region_from_key ("WIZARD-TOWER", &region));
  g_assert_cmpint (region, ==, NHS_REGION_WIZARD_TOWER);
  g_assert_false (nhs_region_from_key ("narnia", &region));
  for (int r = 0; r < NHS_N_REGIONS; r++)
    {
      const NhsRegionInfo *info = nhs_region_info (r);

      g_assert_true (nhs_region_from_key (info->key, &region));
      g_assert_cmpint (region, ==, r);
      for (int v = 0; v < NHS_N_VARIANTS; v++)
        {
          int lo, hi;

          if (nhs_region_depth_range (v, r, &lo, &hi))
            {
              g_assert_cmpint (lo, >=, 1);
              g_assert_cmpint (lo, <=, hi);
              g_assert_cmpint (hi, <=, NHS_DEPTH_MAX);
              g_assert_true (nhs_region_available (v, r));
            }
          else
            g_assert_false (nhs_region_available (v, r));
        }
    }
}

static void
test_validate (void)
{
  NhsSituation sit;
  g_autoptr (GError) error = NULL;

  nhs_situation_init (&sit);
  g_assert_true (nhs_situation_validate (&sit, NULL));
  sit.xl = 31;
  g_assert_false (nhs_situation_validate (&sit, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Experience level 31"));
  g_clear_error (&error);
  sit.xl = 1;
  sit.depth = 0;
  g_assert_false (nhs_situation_validate (&sit, &error));
  g_assert_nonnull (strstr (error->message, "Depth 0"));
}

static void
test_spawn_rates (void)
{
  NhsSituation sit;
  NhsSpawnRate rate;
  g_autofree char *two = NULL;

  nhs_situation_init (&sit);
  nhs_spawn_rate (&sit, 70, &rate);
  g_assert_cmpint (rate.one_in, ==, 70);
  g_assert_cmpfloat_with_epsilon (rate.expected, 1.0, 1e-12);
  sit.region = NHS_REGION_GEHENNOM;
  nhs_spawn_rate (&sit, 100, &rate);
  g_assert_cmpint (rate.one_in, ==, 50);
  sit.demigod = TRUE;
  nhs_spawn_rate (&sit, 100, &rate);
  g_assert_cmpint (rate.one_in, ==, 25);
  g_assert_cmpfloat_with_epsilon (rate.at_least_one, 1.0 - pow (24.0 / 25.0, 100), 1e-12);
  /* 1 - (24/25)^2 = 49/625 */
  two = nhs_spawn_at_least_one_fraction (25, 2);
  g_assert_cmpstr (two, ==, "49/625");

  /* each version's allmain.c: xNetHack 1 in 150, below the Castle (its
     Cocytus too) 1 in 100, as a demigod 1 in 40; EvilHack's clock */
  {
    static const struct {
      NhsVariantId v;
      NhsRegion region;
      gboolean demigod;
      int one_in;
    } rows[] = {
      { NHS_VARIANT_XNETHACK, NHS_REGION_DUNGEONS, FALSE, 150 },
      { NHS_VARIANT_XNETHACK, NHS_REGION_COCYTUS, FALSE, 100 },
      { NHS_VARIANT_XNETHACK, NHS_REGION_COCYTUS, TRUE, 40 },
      { NHS_VARIANT_500, NHS_REGION_DUNGEONS, FALSE, 70 },
      /* EvilHack: its clock, at 1 in 80 halved on a Gehennom level (entered) */
      { NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, FALSE, 40 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      {
        nhs_situation_init (&sit);
        sit.variant = rows[i].v;
        sit.region = rows[i].region;
        sit.demigod = rows[i].demigod;
        nhs_spawn_rate (&sit, rows[i].one_in, &rate);
        g_assert_cmpint (rate.one_in, ==, rows[i].one_in);
        g_assert_cmpfloat_with_epsilon (rate.expected, 1.0, 1e-12);
      }
  }
}

/* rate's exact chance at its first turn and expected arrivals in `turns` */
static void
assert_spawn_exact (const NhsSituation *sit,
                    int                 turns,
                    const char         *chance,
                    const char         *expected)
{
  mpq_t c, e;
  g_autofree char *cs = NULL, *es = NULL;

  mpq_inits (c, e, NULL);
  nhs_spawn_exact (sit, turns, c, e);
  cs = nhs_mpq_to_string (c);
  es = nhs_mpq_to_string (e);
  g_assert_cmpstr (cs, ==, chance);
  g_assert_cmpstr (es, ==, expected);
  mpq_clears (c, e, NULL);
}

/* EvilHack's allmain.c 268-317, numbers worked by hand: MIN_MONGEN_RATE 80,
   MAX 10, the clock's start rnd (10000) + 25000 (25001 .. 35000, each 1 in
   10000), 80 * 30000 / (past + 30000) in integers, the events' caps 40,
   26, 20 and 13 (80 / 2, 3, 4, 6). */
static void
test_spawn_clock (void)
{
  NhsSituation sit;
  NhsSpawnRate rate;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  /* turn 1 .. 25001: no start lies behind it, 1 in 80 (not NetHack's 70) */
  nhs_spawn_rate (&sit, 100, &rate);
  g_assert_cmpint (rate.one_in, ==, 80);
  g_assert_cmpint (rate.why, ==, NHS_SPAWN_WHY_CLOCK);
  assert_spawn_exact (&sit, 100, "1/80", "5/4");
  sit.turn = 25001;
  assert_spawn_exact (&sit, 1, "1/80", "1/80");
  /* turn 25002: the start 25001 (1 in 10000) is 1 turn behind, 2400000 /
     30001 = 79; the other 9999 starts give 80:
     (9999/80 + 1/79) / 10000 = (9999 * 79 + 80) / 63200000 */
  sit.turn = 25002;
  nhs_spawn_rate (&sit, 1, &rate);
  g_assert_cmpint (rate.one_in, ==, 0);
  g_assert_cmpint (rate.one_in_min, ==, 79);
  g_assert_cmpint (rate.one_in_max, ==, 80);
  assert_spawn_exact (&sit, 1, "790001/63200000", "790001/63200000");
  /* two turns from 25001: 1/80 + that */
  sit.turn = 25001;
  assert_spawn_exact (&sit, 2, "1/80", "1580001/63200000");
  /* 2400000 / (past + 30000) = 10.99 at past 188182, 11.00005 at 188181:
     from turn 35000 + 188182 every start gives the fastest, 1 in 10 */
  sit.turn = 35000 + 188182;
  nhs_spawn_rate (&sit, 10, &rate);
  g_assert_cmpint (rate.one_in, ==, 10);
  sit.turn = 35000 + 188181;
  nhs_spawn_rate (&sit, 1, &rate);
  g_assert_cmpint (rate.one_in, ==, 0);
  g_assert_cmpint (rate.one_in_min, ==, 10);
  g_assert_cmpint (rate.one_in_max, ==, 11);
  /* (9999/10 + 1/11) / 10000 */
  assert_spawn_exact (&sit, 1, "109999/1100000", "109999/1100000");
  /* the events' caps, early in the game (the clock still at 80) */
  {
    static const struct {
      guint events;
      gboolean demigod;
      int one_in;
    } rows[] = {
      { NHS_SPAWN_EVENT_GEHENNOM, FALSE, 40 },
      { NHS_SPAWN_EVENT_CROWNED, FALSE, 40 },
      { NHS_SPAWN_EVENT_QUEST_EARLY, FALSE, 40 },
      { NHS_SPAWN_EVENT_FIRST_LAIR, FALSE, 26 },
      { NHS_SPAWN_EVENT_FIRST_LAIR | NHS_SPAWN_EVENT_GEHENNOM, FALSE, 26 },
      { NHS_SPAWN_EVENT_PRINCE_LAIR, FALSE, 20 },
      { 0, TRUE, 13 },
      { NHS_SPAWN_EVENT_PRINCE_LAIR, TRUE, 13 },
      { NHS_SPAWN_EVENT_INVOKED, FALSE, 10 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      {
        nhs_situation_init (&sit);
        sit.variant = NHS_VARIANT_EVILHACK;
        sit.turn = 1000;
        sit.spawn_events = rows[i].events;
        sit.demigod = rows[i].demigod;
        nhs_spawn_rate (&sit, 50, &rate);
        g_assert_cmpint (rate.one_in, ==, rows[i].one_in);
        g_assert_cmpfloat_with_epsilon (rate.mean_wait, rows[i].one_in, 1e-9);
      }
  }
  /* at turn 90000 every start lies 55000 .. 64999 behind: 2400000 / 85000
     .. 94999 = 28 .. 25, under the Gehennom cap of 40; entering the first
     lair (26) caps the 27s and 28s */
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.turn = 90000;
  nhs_spawn_rate (&sit, 1, &rate);
  g_assert_cmpint (rate.one_in_min, ==, 25);
  g_assert_cmpint (rate.one_in_max, ==, 28);
  sit.spawn_events = NHS_SPAWN_EVENT_FIRST_LAIR;
  nhs_spawn_rate (&sit, 1, &rate);
  g_assert_cmpint (rate.one_in_max, ==, 26);
  /* what the situation implies: Gehennom below the Valley, the Amulet */
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.region = NHS_REGION_GEHENNOM;
  sit.depth = 40;
  g_assert_true (nhs_situation_spawn_events (&sit) & NHS_SPAWN_EVENT_GEHENNOM);
  sit.region = NHS_REGION_VALLEY;
  g_assert_false (nhs_situation_spawn_events (&sit) & NHS_SPAWN_EVENT_GEHENNOM);
  /* EvilHack's dungeon.def: Vlad's Tower branches from Gehennom's levels
     8-12, Vecna's Domain's portal is on the level below the Valley, the
     Wizard's Tower's on wizportal (Gehennom -3); arriving there set
     gehennom_entered (do.c 1966-1967), so at turn 1000 the clock reads
     MIN_MONGEN_RATE / 2 = 40, not 80.  Purgatory's portal is in the
     Sanctum (after the invocation): MAX_MONGEN_RATE, 10.  The Hidden
     Dungeon's portal is on the Valley itself: nothing implied. */
  {
    static const struct {
      NhsRegion region;
      int depth, one_in;
    } rows[] = {
      { NHS_REGION_VLAD, 40, 40 },
      { NHS_REGION_VECNA, 30, 40 },
      { NHS_REGION_WIZARD_DUNGEON, 42, 40 },
      { NHS_REGION_PURGATORY, 45, 10 },
      { NHS_REGION_HIDDEN_DUNGEON, 30, 80 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      {
        g_autoptr (GError) error = NULL;

        sit.region = rows[i].region;
        sit.depth = rows[i].depth;
        sit.turn = 1000;
        g_assert_true (nhs_situation_validate (&sit, &error));
        nhs_spawn_rate (&sit, 1, &rate);
        g_assert_cmpint (rate.one_in, ==, rows[i].one_in);
        g_assert_cmpint (!!(nhs_situation_spawn_events (&sit) & NHS_SPAWN_EVENT_GEHENNOM), ==,
                         rows[i].one_in != 80);
        g_assert_cmpint (nhs_situation_demigod (&sit), ==, rows[i].one_in == 10);
      }
    sit.region = NHS_REGION_VALLEY;
    sit.depth = 40;
    sit.turn = 0;
  }
  sit.amulet = TRUE;
  nhs_spawn_rate (&sit, 20, &rate);
  g_assert_cmpint (rate.one_in, ==, 10);
  g_assert_cmpint (rate.why, ==, NHS_SPAWN_WHY_INVOKED);
  g_assert_cmpint (rate.stairs_in_ten, ==, 9);
  g_assert_false (nhs_situation_inputs_used (&sit) & NHS_INPUT_TURN);
  /* only EvilHack reads the turn and the events */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      nhs_situation_init (&sit);
      sit.variant = v;
      g_assert_cmpint (!!(nhs_situation_inputs_used (&sit) & NHS_INPUT_TURN), ==,
                       v == NHS_VARIANT_EVILHACK);
      g_assert_cmpint (!!(nhs_situation_inputs_used (&sit) & NHS_INPUT_SPAWN_EVENTS), ==,
                       v == NHS_VARIANT_EVILHACK);
    }
}

/* EvilHack's clock over its hidden start, from an instrument (the game's
   own allmain.c lines 269-303 and its start rnd (10000) + 25000, run turn
   by turn for each of the 10000 starts): the exact chance at the first
   turn and the expected arrivals, the chance of at least one in `turns`
   turns and the expected turns to the first arrival (the first turn
   counting as one), each the mean over the start.  Events as
   NhsSpawnEvent bits. */
static void
test_spawn_clock_golden (void)
{
  static const struct {
    int turn, turns;
    guint events;
    gboolean demigod;
    const char *chance, *expected;
    double at_least_one, mean_wait;
  } rows[] = {
    { 60000, 1000, 0x0, 0, "41774139619/1650503400000", "842907398231/33010068000", 0.99999999998819766, 39.578400000020316 },
    { 25002, 3, 0x0, 0, "790001/63200000", "1185003/31600000", 0.037033295693337798, 79.991935565846916 },
    { 223000, 200, 0x0, 0, "54909/550000", "21983347/1100000", 0.9999999992704437, 10.017200000029288 },
    { 90000, 50, 0x8, 0, "63173/1625000", "505433/260000", 0.86222885181179598, 25.728300000000019 },
    { 20000, 300, 0x0, 0, "1/80", "15/4", 0.97703157108914884, 79.999999999999986 },
    { 31000, 1500, 0x1, 0, "1/40", "75/2", 1, 39.999999999999993 },
    { 150000, 0, 0x10, 0, "154999/2400000", "0", 0, 15.498600000000014 },
    { 33000, 1, 0x4, 0, "1/40", "1/40", 0.024999999999816058, 39.999999999999993 },
    { 40000, 500, 0x2, 0, "1/40", "25/2", 0.99999682087320663, 39.999999999999993 },
    { 30000, 2000, 0x0, 1, "1/13", "2000/13", 1, 13.000000000000002 },
    { 1000, 20, 0x20, 0, "1/10", "2", 0.87842334540944556, 9.9999999999999982 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      NhsSituation sit;
      NhsSpawnRate rate;
      double curve[2];

      nhs_situation_init (&sit);
      sit.variant = NHS_VARIANT_EVILHACK;
      sit.turn = rows[i].turn;
      sit.spawn_events = rows[i].events;
      sit.demigod = rows[i].demigod;
      assert_spawn_exact (&sit, rows[i].turns, rows[i].chance, rows[i].expected);
      nhs_spawn_rate (&sit, rows[i].turns, &rate);
      g_assert_cmpfloat_with_epsilon (rate.at_least_one, rows[i].at_least_one, 1e-9);
      g_assert_cmpfloat_with_epsilon (rate.mean_wait, rows[i].mean_wait, 1e-9 * rows[i].mean_wait);
      /* the Spawn view's curve ends at the same chance */
      nhs_spawn_curve (&sit, rows[i].turns, 2, curve);
      g_assert_cmpfloat_with_epsilon (curve[1], rows[i].at_least_one, 1e-9);
    }
}

/* xNetHack's allmain.c 261-276: with the Amulet picked up and k archfiends
   in play, a second draw 1 in (9 - k) * 10 on the up stairs. */
static void
test_spawn_fiends (void)
{
  NhsSituation sit;
  NhsSpawnRate rate;
  g_autofree char *two = NULL;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  sit.depth = 5;
  sit.amulet = TRUE;
  nhs_spawn_rate (&sit, 10, &rate);
  g_assert_cmpint (rate.extra_one_in, ==, 0);
  sit.active_fiends = 3;
  nhs_spawn_rate (&sit, 100, &rate);
  /* with the Amulet the invocation is done, which made the hero a demigod
     (spell.c 290): the main draw is 1 in 40, not 150 */
  g_assert_true (nhs_situation_demigod (&sit));
  g_assert_false (nhs_situation_inputs_used (&sit) & NHS_INPUT_DEMIGOD);
  g_assert_cmpint (rate.one_in, ==, 40);
  g_assert_cmpint (rate.extra_one_in, ==, 60);
  /* 1 - (39/40)(59/60) = 33/800; 100 (1/40 + 1/60) = 25/6 */
  assert_spawn_exact (&sit, 100, "33/800", "25/6");
  g_assert_cmpfloat_with_epsilon (rate.mean_wait, 800.0 / 33, 1e-9);
  /* over 1000 turns none comes with chance (2301/2400)^1000, about
     5.074e-19: a double's 1 - that is 1, yet the table must not say 100 % */
  {
    g_autoptr (NhsTable) table = nhs_spawn_table (&sit, 1000, "t", NULL);
    const char *cell = nhs_table_cell (table, nhs_table_n_rows (table) - 1, 2);
    mpq_t q;

    nhs_spawn_rate (&sit, 1000, &rate);
    g_assert_cmpfloat_with_epsilon (rate.no_arrival / 5.074309549008132e-19, 1.0, 1e-9);
    mpq_init (q);
    nhs_spawn_rate_at_least_one_q (&rate, q);
    g_assert_cmpint (mpq_cmp_ui (q, 1, 1), <, 0);
    mpq_clear (q);
    g_assert_cmpstr (cell, ==, NHS_FORMAT_NEAR_CERTAIN "\u00a0%");
    nhs_spawn_rate (&sit, 100, &rate);
  }
  /* 1 - (767/800)^2 */
  rate.turns = 2;
  two = nhs_spawn_rate_at_least_one_fraction (&rate);
  g_assert_cmpstr (two, ==, "51711/640000");
  /* eight in play: 1 in 10, beside the demigod's 1 in 40 */
  sit.active_fiends = 8;
  assert_spawn_exact (&sit, 4, "49/400", "1/2");
  /* without the Amulet the flag is the hero's own */
  sit.amulet = FALSE;
  sit.active_fiends = 0;
  g_assert_false (nhs_situation_demigod (&sit));
  g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_DEMIGOD);
  sit.amulet = TRUE;
  /* the Planes have no stairs */
  sit.region = NHS_REGION_ASTRAL;
  g_assert_false (nhs_situation_inputs_used (&sit) & NHS_INPUT_FIENDS);
}

/* allmain.c draws 1 in 50 (xNetHack 100) when depth (&u.uz) > depth
   (&stronghold_level), else 1 in 70 (150).  Vlad's Tower goes up from a
   Gehennom level k below the Valley's top (the Castle's depth C + k), its
   entry (bottom) one above that, and the hero c above the entry: the level
   lies at C + k - 1 - c, below the Castle when k > c + 1.
   - xNetHack (dungeon.lua: base 2, four levels): only the entry.
   - SLASH'EM (dungeon.def: Doom 42-46 levels, the tower @ (3, 10) up, three
     levels; the climb is not an input there): at depth d, every (C, k, c)
     with C + k - 1 - c = d, each 1/5 x 1/10: depth 42 only (42, 3, 2), at
     the Castle's depth; 43: (42, 3, 1), (42, 4, 2) below, (43, 3, 2) not:
     2/3; 44: 5 of 6; 45: 8 of 9; 46: 11 of 12; 47 and deeper: all below.
   - 3.6.7 (@ (9, 5)): always below. */
/* EvilHack after the invocation (allmain.c 306-316): an arrival is made on
   or next to the up stairs if the level has them and rn2 (10), else on the
   branch stairs if it has them and rn2 (10), else anywhere.  Expected shares
   hand-derived from its dungeon.def and level files, and the same as an
   instrument running the game's own lines over every rn2 (10) outcome and
   its real mklev () over 300 dungeons (xupstair, sstairs.sx per level):
   - DoD 1 holds the Planes' branch (no_down up: stairs at the DoD end) and,
     a dungeon's first level, no up stairs: 0, 9/10, 1/10;
   - DoD 3: the Mines' stairs (@ (2, 3)) lie there 1 time in 3: up 9/10,
     branch 1/3 * 1/10 * 9/10 = 3/100, anywhere 7/100;
   - the Mines at 3 (their branch on DoD 2 only): their first level, whose
     up staircase is the branch's: 0, 9/10, 1/10;
   - the Castle: up stairs, the Gehennom branch no_down (none there): 9/10, 0, 1/10;
   - Gehennom at 27: the Valley (the branch's stairs, no up stairs) with
     chance 1/2 (the Castle at 25-29, each 1/5): 9/20, 9/20, 1/10;
   - Vlad's Tower's entry: ladders, the branch's stairs: 0, 9/10, 1/10;
   - Sokoban's entry (soko4): both: 9/10, 9/100, 1/100;
   - the Astral Plane: no stairs: 0, 0, 1. */
static void
test_spawn_invoked_placement (void)
{
  static const struct {
    NhsRegion region;
    int depth;
    const char *up, *branch, *anywhere;
  } rows[] = {
    { NHS_REGION_DUNGEONS, 1, "0", "9/10", "1/10" },
    { NHS_REGION_DUNGEONS, 3, "9/10", "3/100", "7/100" },
    { NHS_REGION_MINES, 3, "0", "9/10", "1/10" },
    { NHS_REGION_CASTLE, 27, "9/10", "0", "1/10" },
    { NHS_REGION_GEHENNOM, 27, "9/20", "9/20", "1/10" },
    { NHS_REGION_VLAD, 35, "0", "9/10", "1/10" },
    { NHS_REGION_SOKOBAN, 6, "9/10", "9/100", "1/100" },
    { NHS_REGION_ASTRAL, 45, "0", "0", "1" },
  };
  NhsSituation sit;
  mpq_t up, branch, anywhere;

  mpq_inits (up, branch, anywhere, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *u = NULL, *b = NULL, *a = NULL;

      nhs_situation_init (&sit);
      sit.variant = NHS_VARIANT_EVILHACK;
      sit.region = rows[i].region;
      sit.depth = rows[i].depth;
      sit.spawn_events = NHS_SPAWN_EVENT_INVOKED;
      g_assert_true (nhs_situation_validate (&sit, &error));
      g_assert_true (nhs_spawn_placement (&sit, up, branch, anywhere));
      u = nhs_mpq_to_string (up);
      b = nhs_mpq_to_string (branch);
      a = nhs_mpq_to_string (anywhere);
      g_assert_cmpstr (u, ==, rows[i].up);
      g_assert_cmpstr (b, ==, rows[i].branch);
      g_assert_cmpstr (a, ==, rows[i].anywhere);
    }
  /* before the invocation, and in every other version, no such rule */
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.depth = 3;
  g_assert_false (nhs_spawn_placement (&sit, up, branch, anywhere));
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (v != NHS_VARIANT_EVILHACK)
      {
        nhs_situation_init (&sit);
        sit.variant = v;
        sit.depth = 3;
        sit.amulet = TRUE;
        sit.spawn_events = NHS_SPAWN_EVENT_INVOKED;
        g_assert_false (nhs_spawn_placement (&sit, up, branch, anywhere));
      }
  mpq_clears (up, branch, anywhere, NULL);
}

/* xNetHack's archfiends make their monsters on a staircase up (allmain.c
   261-276: stairway_find_type_dir (FALSE, TRUE), no monster without one):
   Vlad's Tower joins its levels by ladders (dat/tower1-3.lua des.ladder)
   and the Wizard's Tower by ladders and portals (wizard1-3.lua), so there
   the draw makes nothing and the input is refused; the Valley's staircase
   up is the Gehennom branch's and DoD 1's the Planes' (dungeon.lua:
   no_down), so they count.  The same as the game's own mklev () over 60
   dungeons (xupstair or a branch's staircase up, per level). */
static void
test_spawn_fiends_stairs (void)
{
  static const struct {
    NhsRegion region;
    gboolean counted;
  } rows[] = {
    { NHS_REGION_DUNGEONS, TRUE },
    { NHS_REGION_VALLEY, TRUE },
    { NHS_REGION_GEHENNOM, TRUE },
    { NHS_REGION_VLAD, FALSE },
    { NHS_REGION_WIZARD_TOWER, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (GVariant) kinds = NULL;
      g_autofree char *why = NULL;
      NhsSituation sit;
      NhsSpawnRate rate;
      int lo, hi;

      /* the shallowest depth of each (DoD 1; the Valley, Gehennom's first;
         the towers' entries) */
      g_assert_true (nhs_region_depth_range (NHS_VARIANT_XNETHACK, rows[i].region, &lo, &hi));
      nhs_situation_init (&sit);
      sit.variant = NHS_VARIANT_XNETHACK;
      sit.region = rows[i].region;
      sit.depth = lo;
      sit.amulet = TRUE;
      sit.active_fiends = 2;
      kinds = nhs_dungeon_situation_kinds (&sit);
      g_assert_nonnull (kinds);
      nhs_spawn_rate (&sit, 10, &rate);
      g_assert_cmpint (!!(nhs_situation_inputs_used (&sit) & NHS_INPUT_FIENDS), ==, rows[i].counted);
      /* (9 - 2) * 10 */
      g_assert_cmpint (rate.extra_one_in, ==, rows[i].counted ? 70 : 0);
      why = nhs_situation_input_unused_reason (&sit, NHS_INPUT_FIENDS);
      if (!rows[i].counted)
        g_assert_nonnull (strstr (why, "staircase up, which"));
    }
}

/* xNetHack's Quest at `depth` with the Amulet and two archfiends in play */
static NhsSituation
quest_with_fiends (int depth)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  sit.region = NHS_REGION_QUEST;
  sit.depth = depth;
  sit.amulet = TRUE;
  sit.active_fiends = 2;
  return sit;
}

/* Where the layout leaves the staircase up open the draw counts in that
   share of the games, mixed as one level of either kind.  xNetHack's
   dungeon.lua: the Oracle at 5 + rn2 (5), the Quest's portal 6 or 7 below
   it (base 6, range 2), the Quest's first level at the portal's depth,
   5 or 6 levels; its first level (x-strt.lua) has only a staircase down
   (the hero comes by the portal), every later one a staircase up.  The
   portal at 11 in 1 of 10 games, at 12 and 13 in 2 each: depth 12 is in
   the Quest with the portal at 11 or 12 and has a staircase up only with
   it at 11, 1/3; depth 13, 3/5.  allmain.c 261-276: 1 in 40 (the Amulet's
   invocation made the hero a demigod), then 1 in (9 - k) * 10 on the
   staircase up; with k = 2, 1 in 70. */
static void
test_spawn_fiends_stairs_open (void)
{
  static const struct {
    int depth;
    const char *share;
    /* 1 - 39/40 (1 - s/70); (1/40 + s/70) x 2 */
    const char *chance, *expected;
    /* 1 - [s (39/40 69/70)^2 + (1 - s) (39/40)^2] */
    const char *two;
    double two_value;
    /* s / (1 - 2691/2800) + (1 - s) 40 */
    double wait;
  } rows[] = {
    { 12, "1/3", "83/2800", "5/84", "457573/7840000", 457573.0 / 7840000, 1.0 / 3 * 2800 / 109 + 2.0 / 3 * 40 },
    { 13, "3/5", "467/14000", "47/700", "2569757/39200000", 2569757.0 / 39200000, 3.0 / 5 * 2800 / 109 + 2.0 / 5 * 40 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *share = NULL, *two = NULL, *power = NULL;
      g_autoptr (NhsTable) table = NULL;
      NhsSituation sit = quest_with_fiends (rows[i].depth);
      NhsSpawnRate rate;
      gboolean row = FALSE;

      share = nhs_situation_fiend_stairs (&sit);
      g_assert_cmpstr (share, ==, rows[i].share);
      g_assert_true (nhs_situation_inputs_used (&sit) & NHS_INPUT_FIENDS);
      assert_spawn_exact (&sit, 2, rows[i].chance, rows[i].expected);
      nhs_spawn_rate (&sit, 2, &rate);
      g_assert_cmpint (rate.one_in, ==, 40);
      g_assert_cmpint (rate.extra_one_in, ==, 70);
      g_assert_cmpint (rate.stairs_den, >, 0);
      two = nhs_spawn_rate_at_least_one_fraction (&rate);
      g_assert_cmpstr (two, ==, rows[i].two);
      g_assert_cmpfloat_with_epsilon (rate.at_least_one, rows[i].two_value, 1e-12);
      g_assert_cmpfloat_with_epsilon (rate.mean_wait, rows[i].wait, 1e-9);
      /* a mean of two rates has no one power */
      power = nhs_spawn_rate_at_least_one_power (&rate);
      g_assert_null (power);
      table = nhs_spawn_table (&sit, 2, "t", NULL);
      for (int r = 0; r < nhs_table_n_rows (table); r++)
        if (g_str_has_prefix (nhs_table_cell (table, r, 0), "Chance that this level has a staircase up"))
          {
            g_assert_cmpstr (nhs_table_cell (table, r, 1), ==, rows[i].share);
            row = TRUE;
          }
      g_assert_true (row);
    }
  /* the Quest's depth 11: its first level in every game, no staircase up */
  {
    NhsSituation sit = quest_with_fiends (11);
    g_autofree char *why = NULL;

    g_assert_false (nhs_situation_inputs_used (&sit) & NHS_INPUT_FIENDS);
    why = nhs_situation_input_unused_reason (&sit, NHS_INPUT_FIENDS);
    g_assert_nonnull (strstr (why, "staircase up, which"));
  }
}

static void
test_spawn_vlad_castle (void)
{
  static const struct {
    NhsVariantId variant;
    int depth, climbed;
    const char *below, *chance;
  } rows[] = {
    { NHS_VARIANT_XNETHACK, 27, 0, "1", "1/100" },
    { NHS_VARIANT_XNETHACK, 27, 1, "0", "1/150" },
    { NHS_VARIANT_XNETHACK, 26, 3, "0", "1/150" },
    { NHS_VARIANT_SLASHEM, 42, 0, "0", "1/70" },
    /* 2/3 x 1/50 + 1/3 x 1/70 */
    { NHS_VARIANT_SLASHEM, 43, 0, "2/3", "19/1050" },
    { NHS_VARIANT_SLASHEM, 44, 0, "5/6", NULL },
    { NHS_VARIANT_SLASHEM, 45, 0, "8/9", NULL },
    { NHS_VARIANT_SLASHEM, 46, 0, "11/12", NULL },
    { NHS_VARIANT_SLASHEM, 47, 0, "1", "1/50" },
    { NHS_VARIANT_367, 36, 2, "1", "1/50" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      NhsSituation sit;
      NhsSpawnRate rate;
      g_autoptr (GError) error = NULL;
      g_autofree char *below = NULL;

      nhs_situation_init (&sit);
      sit.variant = rows[i].variant;
      sit.region = NHS_REGION_VLAD;
      sit.depth = rows[i].depth;
      sit.levels_above_entry = rows[i].climbed;
      g_assert_true (nhs_situation_validate (&sit, &error));
      below = nhs_dungeon_situation_below_castle (&sit);
      g_assert_cmpstr (below, ==, rows[i].below);
      if (rows[i].chance)
        assert_spawn_exact (&sit, 1, rows[i].chance, rows[i].chance);
      nhs_spawn_rate (&sit, 2, &rate);
      g_assert_cmpint (rate.why == NHS_SPAWN_WHY_CASTLE_OPEN, ==,
                       strchr (rows[i].below, '/') != NULL);
    }
  /* SLASH'EM at 43, 2 turns: 1 - [2/3 (49/50)^2 + 1/3 (69/70)^2]; the mean
     wait 2/3 x 50 + 1/3 x 70 */
  {
    NhsSituation sit;
    NhsSpawnRate rate;
    g_autofree char *two = NULL;
    double curve[2];

    nhs_situation_init (&sit);
    sit.variant = NHS_VARIANT_SLASHEM;
    sit.region = NHS_REGION_VLAD;
    sit.depth = 43;
    nhs_spawn_rate (&sit, 2, &rate);
    g_assert_cmpint (rate.one_in, ==, 0);
    g_assert_cmpint (rate.one_in_min, ==, 50);
    g_assert_cmpint (rate.one_in_max, ==, 70);
    two = nhs_spawn_rate_at_least_one_fraction (&rate);
    g_assert_cmpstr (two, ==, "13177/367500");
    g_assert_cmpfloat_with_epsilon (rate.at_least_one, 13177.0 / 367500, 1e-12);
    g_assert_cmpfloat_with_epsilon (rate.mean_wait, 170.0 / 3, 1e-9);
    nhs_spawn_curve (&sit, 2, 2, curve);
    g_assert_cmpfloat_with_epsilon (curve[1], 13177.0 / 367500, 1e-12);
  }
}

/* The invocation sets u.uevent.udemigod in every version (spell.c): the
   Amulet, the Planes and EvilHack's invocation event imply the demigod's
   bound (EvilHack and xNetHack: 256, whatever the level and XL). */
static void
test_invocation_demigod (void)
{
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.depth = 10;
  sit.xl = 8;
  g_assert_false (nhs_situation_demigod (&sit));
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 9);
  sit.spawn_events = NHS_SPAWN_EVENT_INVOKED;
  g_assert_true (nhs_situation_demigod (&sit));
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 256);
  sit.spawn_events = 0;
  sit.amulet = TRUE;
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 256);
  sit.amulet = FALSE;
  sit.region = NHS_REGION_ASTRAL;
  g_assert_true (nhs_situation_demigod (&sit));
  /* a version without the spawn clock ignores a stray event flag */
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 10;
  sit.spawn_events = NHS_SPAWN_EVENT_INVOKED;
  g_assert_false (nhs_situation_demigod (&sit));
  sit.amulet = TRUE;
  g_assert_true (nhs_situation_demigod (&sit));
}

static void
test_fraction (void)
{
  g_autofree char *a = nhs_format_fraction (6, 628);
  g_autofree char *b = nhs_format_fraction (0, 5);
  g_autofree char *c = nhs_format_fraction (7, 7);

  g_assert_cmpstr (a, ==, "3/314");
  g_assert_cmpstr (b, ==, "0");
  g_assert_cmpstr (c, ==, "1");
}

/* Levels climbed where nothing is climbed: the sentence names the
   version's climbed regions from the region table, each as a sentence
   names it, and the region with its article ("not in the Gnomish Mines",
   where it said "not in Gnomish Mines" and listed every version's towers
   for each).  (issue 24) */
static void
test_climbed_words (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit = { .variant = v, .region = NHS_REGION_MINES, .depth = 5, .xl = 8 };
      g_autofree char *why = nhs_situation_input_unused_reason (&sit, NHS_INPUT_LEVELS_CLIMBED);
      g_autofree char *head = g_strdup_printf ("Levels above the entry exist in %s only in ",
                                               nhs_variant_get (v)->display_name);
      int climbed = 0;

      g_assert_nonnull (why);
      g_assert_true (g_str_has_prefix (why, head));
      g_assert_true (g_str_has_suffix (why, ", not in the Gnomish Mines."));
      for (int r = 0; r < NHS_N_REGIONS; r++)
        {
          const char *place = nhs_region_place (nhs_region_info_in (v, r));
          gboolean listed = strstr (why + strlen (head), place) != NULL;

          if (nhs_region_available (v, r) && nhs_region_levels_above_entry (v, r) > 0)
            {
              g_assert_true (listed);
              climbed++;
            }
          else if (r == NHS_REGION_PURGATORY)
            g_assert_false (listed);
        }
      g_assert_cmpint (climbed, >=, 2);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/situation/difficulty-plain", test_difficulty_plain);
  g_test_add_func ("/nhs/situation/difficulty-direct", test_difficulty_direct);
  g_test_add_func ("/nhs/situation/difficulty-amulet", test_difficulty_amulet);
  g_test_add_func ("/nhs/situation/invocation-demigod", test_invocation_demigod);
  g_test_add_func ("/nhs/situation/difficulty-endgame", test_difficulty_endgame);
  g_test_add_func ("/nhs/situation/difficulty-builds-up", test_difficulty_builds_up);
  g_test_add_func ("/nhs/situation/region-alignment", test_region_alignment);
  g_test_add_func ("/nhs/situation/region-keys", test_region_keys);
  g_test_add_func ("/nhs/situation/validate", test_validate);
  g_test_add_func ("/nhs/situation/spawn-rates", test_spawn_rates);
  g_test_add_func ("/nhs/situation/spawn-clock", test_spawn_clock);
  g_test_add_func ("/nhs/situation/spawn-clock-golden", test_spawn_clock_golden);
  g_test_add_func ("/nhs/situation/spawn-fiends", test_spawn_fiends);
  g_test_add_func ("/nhs/situation/spawn-vlad-castle", test_spawn_vlad_castle);
  g_test_add_func ("/nhs/situation/spawn-invoked-placement", test_spawn_invoked_placement);
  g_test_add_func ("/nhs/situation/spawn-fiends-stairs", test_spawn_fiends_stairs);
  g_test_add_func ("/nhs/situation/spawn-fiends-stairs-open", test_spawn_fiends_stairs_open);
  g_test_add_func ("/nhs/situation/fraction", test_fraction);
  g_test_add_func ("/nhs/situation/climbed-words", test_climbed_words);
  return g_test_run ();
}
