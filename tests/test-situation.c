/* test-situation.c: level difficulty, regions, spawn timing, fractions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-error.h"
#include "nhs-format.h"
#include "nhs-situation.h"
#include "nhs-spawn.h"

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
     Cocytus too) 1 in 100, as a demigod 1 in 40 */
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
      { NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, FALSE, 50 },
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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/situation/difficulty-plain", test_difficulty_plain);
  g_test_add_func ("/nhs/situation/difficulty-direct", test_difficulty_direct);
  g_test_add_func ("/nhs/situation/difficulty-amulet", test_difficulty_amulet);
  g_test_add_func ("/nhs/situation/difficulty-endgame", test_difficulty_endgame);
  g_test_add_func ("/nhs/situation/difficulty-builds-up", test_difficulty_builds_up);
  g_test_add_func ("/nhs/situation/region-alignment", test_region_alignment);
  g_test_add_func ("/nhs/situation/region-keys", test_region_keys);
  g_test_add_func ("/nhs/situation/validate", test_validate);
  g_test_add_func ("/nhs/situation/spawn-rates", test_spawn_rates);
  g_test_add_func ("/nhs/situation/fraction", test_fraction);
  return g_test_run ();
}
