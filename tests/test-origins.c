/* test-origins.c: where monsters come from: group sizes and expected counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-error.h"
#include "nhs-mkclass.h"
#include "nhs-origins.h"
#include "nhs-test-utils.h"

#include <json-glib/json-glib.h>
#include <string.h>

/* m_initgrp(n): cnt = rnd(n), divided by 4 below XL 3 and 2 below XL 5
 * (SLASH'EM: only halved below XL 5; xNetHack: by the level's difficulty,
 * / 4 below 3, / 2 below 5, x 3/4 below 7, makemon.c 87-98), at least 1. */
static void
test_group_extra (void)
{
  const NhsVariant *van = nhs_variant_get (NHS_VARIANT_367);
  const NhsVariant *sle = nhs_variant_get (NHS_VARIANT_SLASHEM);
  const NhsVariant *xnh = nhs_variant_from_key ("xnethack");
  mpq_t q;

  mpq_init (q);
  nhs_group_extra_expected (van, 1, 1, 3, q);
  nhs_test_assert_mpq (q, "1");              /* 0, 0, 0 -> 1 each */
  nhs_group_extra_expected (van, 1, 1, 10, q);
  nhs_test_assert_mpq (q, "13/10");          /* k/4 for k = 1..10, at least 1: 7 ones, 2, 2, 2 */
  nhs_group_extra_expected (van, 3, 1, 10, q);
  nhs_test_assert_mpq (q, "13/5");           /* k/2: 1,1,1,2,2,3,3,4,4,5 */
  nhs_group_extra_expected (van, 5, 1, 3, q);
  nhs_test_assert_mpq (q, "2");              /* (1 + 2 + 3) / 3 */
  nhs_group_extra_expected (van, 5, 1, 10, q);
  nhs_test_assert_mpq (q, "11/2");
  nhs_group_extra_expected (sle, 1, 1, 10, q);
  nhs_test_assert_mpq (q, "13/5");           /* SLASH'EM halves, no quarter */
  nhs_group_extra_expected (sle, 1, 1, 20, q);
  nhs_test_assert_mpq (q, "101/20");
  /* the level's difficulty, not the hero's XL, cuts xNetHack's groups */
  nhs_group_extra_expected (xnh, 1, 8, 10, q);
  nhs_test_assert_mpq (q, "11/2");           /* uncut at difficulty 8, even at XL 1 */
  nhs_group_extra_expected (xnh, 14, 1, 10, q);
  nhs_test_assert_mpq (q, "13/10");          /* a quarter at difficulty 1, even at XL 14 */
  nhs_group_extra_expected (xnh, 14, 5, 10, q);
  nhs_test_assert_mpq (q, "19/5");           /* 3k/4: 1,1,2,3,3,4,5,6,6,7 */
  mpq_clear (q);
}

/* A hill orc (G_LGROUP) at XL 10: 1 + 2/3 x 11/2 + 1/3 x 2 = 16/3;
 * a jackal (G_SGROUP) at XL 10: 1 + 1/2 x 2 = 2. */
static void
test_group_size (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", &error);
  NhsSituation sit;
  mpq_t q;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.xl = 10;
  sit.depth = 10;
  mpq_init (q);
  nhs_group_size_expected (set, &sit, nhs_monster_set_lookup (set, "hill orc")->index, q);
  nhs_test_assert_mpq (q, "16/3");
  nhs_group_size_expected (set, &sit, nhs_monster_set_lookup (set, "jackal")->index, q);
  nhs_test_assert_mpq (q, "2");
  nhs_group_size_expected (set, &sit, nhs_monster_set_lookup (set, "newt")->index, q);
  nhs_test_assert_mpq (q, "1");
  mpq_clear (q);
}

/* 9 rooms: 3 random draws (9 with the Amulet); no groups in 3.6.7, groups
 * in 3.4.3; 700 turns at 1 in 70: 10 draws; a maze: 9 draws and 1 minotaur. */
static void
test_origins (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", &error);
  g_autoptr (NhsMonsterSet) old = nhs_monster_set_load_variant ("3.4.3", &error);
  NhsSituation sit;
  NhsOrigins *o, *a, *b;
  double rooms_sum = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 8;
  sit.xl = 6;
  o = nhs_origins_compute (set, &sit, 9, 700, &error);
  g_assert_no_error (error);
  nhs_test_assert_mpq (o->room_draws, "3");
  nhs_test_assert_mpq (o->turn_draws, "10");
  {
    g_autofree char *text = nhs_origins_report (o, FALSE);

    g_assert_nonnull (strstr (text, "700 turns at 1 in 70: 10 random draws"));
  }
  nhs_test_assert_mpq (o->maze_draws, "9");
  nhs_test_assert_mpq (o->maze_minotaurs, "1");
  g_assert_false (o->room_groups);
  for (int k = 0; k < o->n_rows; k++)
    rooms_sum += o->rows[k].room_level;
  /* 3 random draws and the webs' giant spiders (test_origins_webs) */
  nhs_test_assert_mpq (o->room_webs, "21/268");
  nhs_test_assert_mpq (o->room_total_q, "825/268");
  g_assert_cmpfloat_with_epsilon (rooms_sum, 825.0 / 268, 1e-9);
  g_assert_cmpfloat_with_epsilon (o->room_total, 825.0 / 268, 1e-15);
  g_assert_cmpfloat (o->turns_total, >, 10.0);   /* groups add members */
  g_assert_cmpfloat (o->maze_total, >, 10.0);
  nhs_origins_free (o);

  sit.amulet = TRUE;
  a = nhs_origins_compute (set, &sit, 9, 0, &error);
  nhs_test_assert_mpq (a->room_draws, "9");
  g_assert_cmpfloat_with_epsilon (a->turns_total, 0.0, 1e-12);
  nhs_origins_free (a);

  sit.amulet = FALSE;
  sit.variant = NHS_VARIANT_343;
  b = nhs_origins_compute (old, &sit, 9, 0, &error);
  g_assert_true (b->room_groups);
  g_assert_cmpfloat (b->room_total, >, 3.0);
  nhs_origins_free (b);

  g_assert_null (nhs_origins_compute (set, &sit, 0, 0, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
}

/* A Gehennom filler level at a level difficulty set directly (no depth:
   every version's Gehennom lies elsewhere). */
static void
gehennom_situation (NhsSituation *sit,
                    NhsVariantId  v,
                    int           difficulty,
                    int           xl)
{
  nhs_test_situation (sit, v, NHS_REGION_GEHENNOM, 0, xl);
  sit->difficulty = difficulty;
}

/* Gehennom's fresh level, as each version's makelevel () makes it:
   makemaz ("") (3.6.7 mkmaze.c populate_maze: rn2 (3) minotaurs, rn1 (5, 7)
   random monsters: 1 and 9 expected); 3.7's and 5.0.0's dat/hellfill.lua
   populatemaze () (math.random (3) minotaurs, math.random (5) + 7 random:
   2 and 10; a gone minotaur makes a random monster instead, sp_lev.c
   create_monster (): 0 and 12); xNetHack's own filler is not counted
   (EvilHack's: gehennom-fill-evilhack). */
static void
test_origins_gehennom_fill (void)
{
  static const struct {
    NhsVariantId v;
    gboolean minotaur_gone;
    NhsMazeFill fill;
    const char *draws, *minotaurs;
  } cases[] = {
    { NHS_VARIANT_367, FALSE, NHS_MAZE_FILL_MAKEMAZ, "9", "1" },
    { NHS_VARIANT_343, TRUE, NHS_MAZE_FILL_MAKEMAZ, "9", "0" },
    { NHS_VARIANT_SLASHEM, FALSE, NHS_MAZE_FILL_MAKEMAZ, "9", "1" },
    { NHS_VARIANT_37, FALSE, NHS_MAZE_FILL_HELLFILL, "10", "2" },
    { NHS_VARIANT_500, FALSE, NHS_MAZE_FILL_HELLFILL, "10", "2" },
    { NHS_VARIANT_500, TRUE, NHS_MAZE_FILL_HELLFILL, "12", "0" },
    { NHS_VARIANT_XNETHACK, FALSE, NHS_MAZE_FILL_NONE, "0", "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      NhsMonsterSet *set = nhs_test_variant_set (cases[i].v);
      NhsSituation sit;
      NhsOrigins *o;
      double minotaurs = 0;

      gehennom_situation (&sit, cases[i].v, 35, 14);
      if (cases[i].minotaur_gone)
        nhs_situation_set_genocided (&sit, nhs_monster_set_lookup (set, "minotaur")->index, TRUE);
      o = nhs_origins_compute (set, &sit, 9, 0, &error);
      g_assert_no_error (error);
      g_test_message ("case %u", i);
      g_assert_cmpint (o->maze_fill, ==, cases[i].fill);
      nhs_test_assert_mpq (o->maze_draws, cases[i].draws);
      nhs_test_assert_mpq (o->maze_minotaurs, cases[i].minotaurs);
      for (int k = 0; k < o->n_rows; k++)
        if (strcmp (set->monsters[o->rows[k].index].name, "minotaur") == 0)
          minotaurs = o->rows[k].maze;
      /* the minotaur is never a random pick (G_NOGEN): only its own lines */
      g_assert_cmpfloat_with_epsilon (minotaurs, atof (cases[i].minotaurs), 1e-12);
      nhs_origins_free (o);
    }
}

/* EvilHack's Gehennom filler, dat/gehennom.des "hellfill" worked by hand:
   random monsters from the plain MONSTER: random line (1), the else of
   IF [50%] 'L' (1/2), of IF [66%] 'J' (34/100) and of IF [20%] the alhoon
   (80/100): 66/25; the named ones, made without a group: the skeleton
   warrior and the skeletal dragon 1/2 each (the else of IF [50%] two
   shades), the salamander 1 + 75/100, the alhoon 20/100.  At difficulty 12
   and XL 1 rndmonst () stops at difficulty (12 + 1) / 2 = 6, below all of
   them, and no class line is of their class ('z', ':', 'h').  A genocided
   skeletal dragon's line makes a random monster instead (sp_lev.c
   create_monster (): G_GONE). */
static void
test_origins_gehennom_fill_evilhack (void)
{
  static const struct {
    const char *name, *expected;
  } named[] = {
    { "skeleton warrior", "1/2" },
    { "skeletal dragon", "1/2" },
    { "salamander", "7/4" },
    { "alhoon", "1/5" },
  };
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);

  for (int gone = 0; gone < 2; gone++)
    {
      g_autoptr (GError) error = NULL;
      NhsSituation sit;
      NhsOrigins *o;
      int seen = 0;

      gehennom_situation (&sit, NHS_VARIANT_EVILHACK, 12, 1);
      if (gone)
        nhs_situation_set_genocided (&sit, nhs_test_monster_index (set, "skeletal dragon"), TRUE);
      o = nhs_origins_compute (set, &sit, 9, 0, &error);
      g_assert_no_error (error);
      g_assert_cmpint (o->maze_fill, ==, NHS_MAZE_FILL_EVIL);
      nhs_test_assert_mpq (o->maze_draws, gone ? "157/50" : "66/25");
      {
        /* the text gives the mean as a decimal, never "66/25" */
        g_autofree char *text = nhs_origins_report (o, FALSE);

        g_assert_nonnull (strstr (text, gone ? "+ 3.14 random draws" : "+ 2.64 random draws"));
        g_assert_null (strstr (text, "/25"));
      }
      for (int k = 0; k < o->n_rows; k++)
        for (guint j = 0; j < G_N_ELEMENTS (named); j++)
          if (strcmp (set->monsters[o->rows[k].index].name, named[j].name) == 0)
            {
              g_assert_false (gone && j == 1);
              nhs_test_assert_mpq (o->rows[k].maze_q, named[j].expected);
              seen++;
            }
      g_assert_cmpint (seen, ==, gone ? 3 : 4);
      nhs_origins_free (o);
    }
}

/* The webs among a fresh level's random traps, each with its spider
   (mklev.c mktrap ()), worked out by hand from the games' code:
   - 3.6.7 at difficulty 8 (depth 8): a room's traps are while (!rn2 (7))
     (x = 8 - 8 / 6), 1/6 expected, 3/2 in 9 rooms; mktrap ()'s loop draws
     rnd (23) of trap.h's kinds and draws again on the magic portal, the
     vibrating square and (out of Gehennom) the fire trap, keeps a hole 1
     time in 7 and the rest (all allowed from difficulty 8): 19 + 1/7 =
     134/7, a web 7/134: 21/268 webs; a maze (makemaz: rn1 (6, 7), 19/2
     traps) 133/268.  Below difficulty 7 no web.  The Rogue level's traps
     are its own seven kinds: no web.
   - EvilHack's Gehennom filler at difficulty 12: 12 TRAP lines; in
     Gehennom a fire trap first 1 time in 5, then rnd (27) of its kinds,
     drawn again on the ice trap, the portal and the vibrating square, the
     fire trap and the magic beam (from 12) kept: 23 + 1/7 = 162/7: 12 x 4/5
     x 7/162 = 56/135 webs, each a jumping, cave, large or giant spider
     (rn2 (4)): 14/135 each.
   - 3.7's hellfill.lua at difficulty 30: math.random (6) + 7 = 21/2 traps,
     20 + 1/7 = 141/7 kinds (the fire trap kept): 21/2 x 4/5 x 7/141 =
     98/235.  Its rooms stop at 999 traps (++trycnt < 1000): at difficulty
     12, x = 6, 9 x (1 - 6^-999) / 5 x 7/134, a hair under 63/670.
   - A genocided giant spider is not made: none from the webs. */
static void
test_origins_webs (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  NhsMonsterSet *evil = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  NhsMonsterSet *s37 = nhs_test_variant_set (NHS_VARIANT_37);
  g_autoptr (GError) error = NULL;
  int spider = nhs_test_monster_index (set, "giant spider");
  NhsSituation sit;
  NhsOrigins *o;
  mpq_t q, bound;

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 8, 6);
  o = nhs_origins_compute (set, &sit, 9, 0, &error);
  g_assert_no_error (error);
  nhs_test_assert_mpq (o->room_webs, "21/268");
  nhs_test_assert_mpq (o->maze_webs, "133/268");
  nhs_origins_free (o);

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 6, 6);
  o = nhs_origins_compute (set, &sit, 9, 0, &error);
  nhs_test_assert_mpq (o->room_webs, "0");
  nhs_test_assert_mpq (o->maze_webs, "0");
  nhs_origins_free (o);

  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_ROGUE, 15, 10);
  o = nhs_origins_compute (set, &sit, 9, 0, &error);
  g_assert_no_error (error);
  nhs_test_assert_mpq (o->room_webs, "0");
  nhs_origins_free (o);

  /* genocided: the webs are made, their spiders not */
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 8, 6);
  nhs_situation_set_genocided (&sit, spider, TRUE);
  o = nhs_origins_compute (set, &sit, 9, 0, &error);
  nhs_test_assert_mpq (o->room_webs, "21/268");
  for (int k = 0; k < o->n_rows; k++)
    g_assert_cmpint (o->rows[k].index, !=, spider);
  nhs_test_assert_mpq (o->room_total_q, "3");
  nhs_origins_free (o);

  gehennom_situation (&sit, NHS_VARIANT_EVILHACK, 12, 1);
  o = nhs_origins_compute (evil, &sit, 9, 0, &error);
  g_assert_no_error (error);
  nhs_test_assert_mpq (o->maze_webs, "56/135");
  {
    static const char *const spiders[] = { "jumping spider", "cave spider", "large spider",
                                           "giant spider" };
    int seen = 0;

    mpq_t w;

    mpq_init (w);
    mpq_set_ui (w, 14, 135);
    for (int k = 0; k < o->n_rows; k++)
      for (guint j = 0; j < G_N_ELEMENTS (spiders); j++)
        if (o->rows[k].index == nhs_test_monster_index (evil, spiders[j]))
          {
            /* at difficulty 12 and XL 1 the filler's random draws make the
               three small spiders too, never a giant spider (difficulty
               too high) and no class line an s: the webs' alone */
            if (j == 3)
              nhs_test_assert_mpq (o->rows[k].maze_q, "14/135");
            else
              g_assert_cmpint (mpq_cmp (o->rows[k].maze_q, w), >, 0);
            seen++;
          }
    mpq_clear (w);
    g_assert_cmpint (seen, ==, 4);
  }
  nhs_origins_free (o);

  gehennom_situation (&sit, NHS_VARIANT_37, 30, 14);
  o = nhs_origins_compute (s37, &sit, 9, 0, &error);
  g_assert_no_error (error);
  nhs_test_assert_mpq (o->maze_webs, "98/235");
  nhs_origins_free (o);

  nhs_test_situation (&sit, NHS_VARIANT_37, NHS_REGION_DUNGEONS, 12, 10);
  o = nhs_origins_compute (s37, &sit, 9, 0, &error);
  g_assert_no_error (error);
  mpq_inits (q, bound, NULL);
  mpq_set_ui (bound, 63, 670);
  g_assert_cmpint (mpq_cmp (o->room_webs, bound), <, 0);
  mpq_sub (q, bound, o->room_webs);
  /* the gap is 63/670 x 6^-999 exactly */
  mpz_ui_pow_ui (mpq_denref (bound), 6, 999);
  mpz_set_ui (mpq_numref (bound), 63);
  mpz_mul_ui (mpq_denref (bound), mpq_denref (bound), 670);
  mpq_canonicalize (bound);
  g_assert_cmpint (mpq_cmp (q, bound), ==, 0);
  mpq_clears (q, bound, NULL);
  nhs_origins_free (o);
}

/* An exact field whose fraction is long has a number beside it, and the
   text never prints such a fraction.  3.7's rooms at difficulty 12 stop at
   999 traps: the webs are 63/670 less 63/670 x 6^-999 (test_origins_webs),
   a fraction of hundreds of digits whose nearest double is 63/670's. */
static void
test_origins_long_fractions (void)
{
  NhsMonsterSet *s37 = nhs_test_variant_set (NHS_VARIANT_37);
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *json = NULL, *text = NULL;
  JsonObject *root, *rooms;
  JsonArray *monsters;
  NhsSituation sit;
  NhsOrigins *o;
  int run = 0;

  nhs_test_situation (&sit, NHS_VARIANT_37, NHS_REGION_DUNGEONS, 12, 10);
  o = nhs_origins_compute (s37, &sit, 9, 0, &error);
  g_assert_no_error (error);
  json = nhs_origins_report (o, TRUE);
  text = nhs_origins_report (o, FALSE);
  nhs_origins_free (o);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  rooms = json_object_get_object_member (root, "room_level");
  g_assert_cmpuint (strlen (json_object_get_string_member (rooms, "webs")), >, 700);
  g_assert_cmpfloat (json_object_get_double_member (rooms, "webs_value"), ==, 63.0 / 670.0);
  /* every exact field of the level kinds has its number */
  g_assert_true (json_object_has_member (rooms, "random_draws_value"));
  g_assert_true (json_object_has_member (json_object_get_object_member (root, "maze"),
                                         "minotaurs_value"));
  g_assert_true (json_object_has_member (root, "spawn_chance_value"));
  g_assert_true (json_object_has_member (root, "rndmonst_none_value"));
  monsters = json_object_get_array_member (root, "monsters");
  for (guint k = 0; k < json_array_get_length (monsters); k++)
    {
      JsonObject *m = json_array_get_object_element (monsters, k);

      if (g_strcmp0 (json_object_get_string_member (m, "name"), "giant spider") == 0)
        {
          g_assert_cmpuint (strlen (json_object_get_string_member (m, "room_level_fraction")), >, 700);
          g_assert_cmpfloat (json_object_get_double_member (m, "room_level"), >, 0.0);
        }
    }
  /* no long run of digits in the text */
  for (const char *c = text; *c; c++)
    {
      run = g_ascii_isdigit (*c) ? run + 1 : 0;
      g_assert_cmpint (run, <, 16);
    }
  nhs_test_clear_variant_sets ();
}

/* Under EvilHack's spawn clock the chance changes from turn to turn: the
   text says the first turn's chance as such, not as the rate of every
   turn, and the mean draws as a decimal (allmain.c: the clock runs on
   moves, so 1000 turns from turn 60000 cross many of its values) */
static void
test_origins_clock_words (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  NhsSituation sit;
  NhsOrigins *o;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 10, 10);
  sit.turn = 60000;
  o = nhs_origins_compute (set, &sit, 9, 1000, &error);
  g_assert_no_error (error);
  g_assert_true (o->spawn_clock);
  text = nhs_origins_report (o, FALSE);
  nhs_origins_free (o);
  lines = g_strsplit (text, "\n", 5);
  g_assert_true (g_str_has_prefix (lines[3], "1000 turns from turn 60000 (a chance of "));
  g_assert_nonnull (strstr (lines[3], "\u00a0% a turn at first, then as the spawn clock runs): "));
  g_assert_null (strchr (lines[3], '/'));
  nhs_test_clear_variant_sets ();
}

/* An extinct giant spider is still made by the webs: makemon () of a named
   monster skips only G_GENOD, while rndmonst () skips G_GONE.  3.6.7 at
   depth 14 and XL 14: the webs are 9 x 1/5 x 7/134 = 63/670 on a room
   level and 19/2 x 7/134 = 133/268 in a maze (test_origins_webs), each
   with one giant spider, and with the spider extinct that is all of it;
   genocided, none. */
static void
test_origins_extinct_spider (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  int spider = nhs_test_monster_index (set, "giant spider");
  g_autoptr (GError) error = NULL;
  NhsSituation sit;

  for (int gone = 0; gone < 3; gone++)
    {
      NhsOrigins *o;
      const NhsOriginRow *row = NULL;

      nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 14, 14);
      if (gone == 1)
        nhs_situation_set_extinct (&sit, spider, TRUE);
      else if (gone == 2)
        nhs_situation_set_genocided (&sit, spider, TRUE);
      o = nhs_origins_compute (set, &sit, 9, 0, &error);
      g_assert_no_error (error);
      nhs_test_assert_mpq (o->room_webs, "63/670");
      nhs_test_assert_mpq (o->maze_webs, "133/268");
      for (int k = 0; k < o->n_rows; k++)
        if (o->rows[k].index == spider)
          row = &o->rows[k];
      /* the text names the genocide or extinction on its first line and
         says what the webs make */
      {
        g_autofree char *text = nhs_origins_report (o, FALSE);
        g_auto (GStrv) lines = g_strsplit (text, "\n", 3);

        g_assert_nonnull (strstr (lines[0], gone == 1 ? ", extinct: giant spider"
                                            : gone == 2 ? ", genocided: giant spider"
                                            : "Dungeons of Doom:"));
        g_assert_nonnull (strstr (lines[1], gone == 2 ? "their spiders genocided, so none made"
                                                      : "each with its spider"));
      }
      if (gone == 2)
        g_assert_null (row);
      else if (gone == 1)
        {
          g_assert_nonnull (row);
          nhs_test_assert_mpq (row->room_level_q, "63/670");
          nhs_test_assert_mpq (row->maze_q, "133/268");
        }
      else
        {
          /* random too (difficulty 7, in the window 3..14) */
          mpq_t w;

          g_assert_nonnull (row);
          mpq_init (w);
          mpq_set_ui (w, 63, 670);
          g_assert_cmpint (mpq_cmp (row->room_level_q, w), >, 0);
          mpq_clear (w);
        }
      nhs_origins_free (o);
    }
  nhs_test_clear_variant_sets ();
}

/* hellfill.lua picks one of its kinds of level, math.random (1, #hells)
   (5.0.0: 7), and its sixth, the cold maze, sets level_flags "cold": there
   the random monsters weigh cold resistance, on the other six fire
   resistance (makemon.c temperature_shift ()).  A fresh filler level's
   random monsters are 10 draws of 6/7 the hot list and 1/7 the cold one;
   a temperature given says which level it is. */
static void
test_origins_hellfill_cold (void)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_500);
  g_autoptr (GError) error = NULL;
  NhsSituation sit, c;

  gehennom_situation (&sit, NHS_VARIANT_500, 35, 14);
  for (int given = 0; given < 2; given++)
    {
      NhsSituation hs = sit;
      g_autoptr (NhsAnswer) hot = NULL;
      g_autoptr (NhsAnswer) cold = NULL;
      NhsOrigins *o;
      int differ = 0;

      c = sit;
      c.temperature = NHS_TEMPERATURE_COLD;
      hs.temperature = given ? NHS_TEMPERATURE_HOT : NHS_TEMPERATURE_FROM_REGION;
      hot = nhs_answer_compute_as_given (set, &sit, &error);
      cold = nhs_answer_compute_as_given (set, &c, &error);
      o = nhs_origins_compute (set, &hs, 9, 0, &error);
      g_assert_no_error (error);
      for (int k = 0; k < o->n_rows; k++)
        {
          int i = o->rows[k].index;
          mpq_t q;
          double ph, pc;

          if (strcmp (set->monsters[i].name, "minotaur") == 0)
            continue;
          mpq_init (q);
          nhs_answer_chance (hot, i, q);
          ph = mpq_get_d (q);
          nhs_answer_chance (cold, i, q);
          pc = mpq_get_d (q);
          mpq_clear (q);
          differ += ph != pc;
          /* a given hot level: the hot list alone; and the webs' giant
             spiders (test_origins_webs) */
          g_assert_cmpfloat_with_epsilon (o->rows[k].maze,
                                          10 * (given ? ph : (6 * ph + pc) / 7)
                                          * mpq_get_d (o->rows[k].group_size_q)
                                          + (strcmp (set->monsters[i].name, "giant spider") == 0
                                             ? mpq_get_d (o->maze_webs) : 0), 1e-12);
        }
      g_assert_cmpint (differ, >, 10);   /* the two lists do differ */
      nhs_origins_free (o);
    }
}

/* Which fresh levels makelevel () (mklev.c) makes where: a room-and-corridor
   level only on an ordinary level of the Dungeons (or the Rogue level), a
   maze only in Gehennom and, in versions that do so, below Medusa's level
   (rn2 (5) of the time); EvilHack and xNetHack make no maze there. Where
   the game makes none, the report says so before what one would hold. */
static void
test_origins_made_here (void)
{
  static const struct {
    NhsVariantId v;
    NhsRegion region;
    int depth;
    gboolean rooms, maze;
  } cases[] = {
    { NHS_VARIANT_367, NHS_REGION_DUNGEONS, 5, TRUE, FALSE },
    { NHS_VARIANT_367, NHS_REGION_DUNGEONS, 27, TRUE, TRUE },   /* Medusa: 21..24 */
    { NHS_VARIANT_343, NHS_REGION_DUNGEONS, 27, TRUE, TRUE },
    { NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 27, TRUE, FALSE },
    { NHS_VARIANT_367, NHS_REGION_MINES, 5, FALSE, FALSE },
    { NHS_VARIANT_367, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
    { NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
    { NHS_VARIANT_500, NHS_REGION_GEHENNOM, 35, FALSE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      NhsMonsterSet *set = nhs_test_variant_set (cases[i].v);
      g_autofree char *text = NULL, *json = NULL, *rooms_line = NULL;
      g_auto (GStrv) lines = NULL;
      NhsSituation sit;
      NhsOrigins *o;

      nhs_test_situation (&sit, cases[i].v, cases[i].region, cases[i].depth, 10);
      g_assert_cmpint (nhs_origins_filler_made (&sit, 0), ==, cases[i].rooms);
      g_assert_cmpint (nhs_origins_filler_made (&sit, 1), ==, cases[i].maze);
      o = nhs_origins_compute (set, &sit, 9, 0, &error);
      g_assert_no_error (error);
      text = nhs_origins_report (o, FALSE);
      json = nhs_origins_report (o, TRUE);
      lines = g_strsplit (text, "\n", -1);
      g_assert_true (g_str_has_prefix (lines[1], "fresh room-and-corridor level: "));
      g_assert_cmpint (strstr (lines[1], "none made here") != NULL, ==, !cases[i].rooms);
      g_assert_cmpint (strstr (lines[2], "none made here") != NULL, ==, !cases[i].maze);
      g_assert_nonnull (strstr (json, cases[i].rooms ? "\"made_here\" : true" : "\"made_here\" : false"));
      nhs_origins_free (o);
    }
  nhs_test_clear_variant_sets ();
}

/* Issue 24: where makelevel () makes no maze, origins says where it does,
   as each version's mklev.c has it: 3.6.7 in Gehennom and, 4 levels in 5,
   below Medusa's; 5.0.0 below Medusa's only (Gehennom's dungeon has its
   hellfill.lua filler, tried first); xNetHack none (dungeon fillers or
   regular rooms, its comment says); EvilHack only as the invocation level
   (In_hell: makemaz ("hellfill") but for Invocation_lev). */
static void
test_maze_words (void)
{
  static const struct { NhsVariantId v; const char *says; } cases[] = {
    { NHS_VARIANT_367, "(makelevel () makes one only in Gehennom and below Medusa's level)" },
    { NHS_VARIANT_500, "(makelevel () makes one only below Medusa's level; Gehennom's levels "
                       "are hellfill.lua's)" },
    { NHS_VARIANT_XNETHACK, "(makelevel () makes none: Gehennom's levels are hellfill.lua's)" },
    { NHS_VARIANT_EVILHACK, "(makelevel () makes one only as Gehennom's invocation level; its "
                            "other levels are gehennom.des's hellfill)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (cases[i].v);
      NhsSituation sit;
      NhsOrigins *o;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      nhs_test_situation (&sit, cases[i].v, NHS_REGION_DUNGEONS, 5, 3);
      o = nhs_origins_compute (set, &sit, 9, 0, &error);
      g_assert_no_error (error);
      text = nhs_origins_report (o, FALSE);
      g_assert_nonnull (strstr (text, cases[i].says));
      nhs_origins_free (o);
    }
}

/* xNetHack's fill_ordinary_room () (mklev.c 1276-1278, mkmonst_in_room ()
 * 2574-2591): a room's monster 1 time in 2 (every room with the Amulet),
 * then one more 1 time in 3 again and again, 3/2 a room: 9 rooms make
 * 27/4 draws (27/2 with the Amulet), where 3.7's 1 in 3 makes 3 (9). */
static void
test_origins_rooms_xnethack (void)
{
  static const struct { NhsVariantId v; const char *key; gboolean amulet; const char *draws; } rows[] = {
    { NHS_VARIANT_XNETHACK, "xnethack", FALSE, "27/4" }, { NHS_VARIANT_XNETHACK, "xnethack", TRUE, "27/2" },
    { NHS_VARIANT_37, "3.7", FALSE, "3" },                { NHS_VARIANT_37, "3.7", TRUE, "9" },
  };

  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (rows[r].key, &error);
      NhsSituation sit;
      NhsOrigins *o;

      g_assert_no_error (error);
      nhs_situation_init (&sit);
      sit.variant = rows[r].v;
      sit.depth = 5;
      sit.xl = 5;
      sit.amulet = rows[r].amulet;
      o = nhs_origins_compute (set, &sit, 9, 0, &error);
      g_assert_no_error (error);
      nhs_test_assert_mpq (o->room_draws, rows[r].draws);
      nhs_origins_free (o);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/origins/gehennom-fill", test_origins_gehennom_fill);
  g_test_add_func ("/nhs/origins/gehennom-fill-evilhack", test_origins_gehennom_fill_evilhack);
  g_test_add_func ("/nhs/origins/clock-words", test_origins_clock_words);
  g_test_add_func ("/nhs/origins/hellfill-cold", test_origins_hellfill_cold);
  g_test_add_func ("/nhs/origins/made-here", test_origins_made_here);
  g_test_add_func ("/nhs/origins/webs", test_origins_webs);
  g_test_add_func ("/nhs/origins/long-fractions", test_origins_long_fractions);
  g_test_add_func ("/nhs/origins/extinct-spider", test_origins_extinct_spider);
  g_test_add_func ("/nhs/origins/group-extra", test_group_extra);
  g_test_add_func ("/nhs/origins/group-size", test_group_size);
  g_test_add_func ("/nhs/origins/origins", test_origins);
  g_test_add_func ("/nhs/origins/rooms-xnethack", test_origins_rooms_xnethack);
  g_test_add_func ("/nhs/origins/maze-words", test_maze_words);
  return g_test_run ();
}
