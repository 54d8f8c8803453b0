/* test-level-slashem.c: SLASH'EM's ordinary levels — its special rooms,
 * shops and toilets, each rule read by hand in SLASH'EM's mklev.c,
 * mkroom.c and shknam.c (k21971/SlashEM):
 *  - after the shop's chance (as 3.4.3), one room of each group:
 *    court (depth > 4, 1 in 12), else leprechaun hall (> 5, 1 in 8), else
 *    giant court (> 14, 1 in 12), else barracks (> 14, 1 in 7, only with
 *    the soldiers genocided: never); beehive (> 9, 1 in 12, only with the
 *    killer bees genocided: never), then ant hole (> 12, 1 in 8); zoo
 *    (> 6, 1 in 12), else fungus farm (> 7, 1 in 25), else real zoo
 *    (> 9, 1 in 15); temple (> 8, 1 in 13), else morgue (> 11, 1 in 14),
 *    else bad food shop (> 13, 1 in 15), else swamp (> 18, 1 in 7);
 *    cockatrice nest (> 16, 1 in 8), else dragon lair (> 20, 1 in 20),
 *    else Mi-Go hive (> 25, 1 in 20), else a lemure pit in Gehennom only;
 *  - shops: general store 24, used armor 20, weapons outlet 20, and 4 each
 *    for scrolls, potions, food, rings, wands, tools, pets, frozen food and
 *    spellbooks (no health food store, no "antique" weapons);
 *  - an ordinary room's sink brings a toilet 1 time in 3;
 *  - add_door () keeps a room's doors in the order they were made, so
 *    fill_zoo () leaves empty the edge row or column by the room's first
 *    door (3.6 keeps the last one made first);
 *  - a bad food shop's makemon (mkclass (S_BAD_FOOD)) finds no monster of
 *    the class (all of frequency 0), so makemon () makes random monsters
 *    there, with their groups (measured in the real game);
 *  - with --branch auto, the branch of SLASH'EM's dungeon.def on an
 *    ordinary level: Sokoban's up stairs on 8-10, Grund's Stronghold on
 *    12-13, four Quest portals on 15-19, the Wyrm Caves, One-eyed Sam's
 *    Market and the Lost Tomb below 20 (nhs-level-stairs.c derives the
 *    chances; measured against the real init_dungeons ()).
 *  - the Mines filler's random G and h are sp_lev.c's mkclass (class,
 *    G_NOGEN | MKC_ULIMIT): the never-generated dwarf thief appears, the
 *    gnome king never at depth 8 (measured in the real game).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-situation.h"

static NhsLevel *
make (NhsVariantId id, int depth, guint64 seed)
{
  NhsLevelParams p = { .depth = depth, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                       .variant = nhs_variant_get (id) };
  g_autoptr (GError) error = NULL;
  NhsLevel *lev = nhs_level_generate (&p, &error);

  g_assert_no_error (error);
  return lev;
}

/* how many levels of n at the depth have a room of each type */
static void
count_rooms (NhsVariantId id, int depth, int n, int counts[NHS_N_ROOM_TYPES])
{
  memset (counts, 0, sizeof (int) * NHS_N_ROOM_TYPES);
  for (int seed = 0; seed < n; seed++)
    {
      NhsLevel *lev = make (id, depth, (guint64) seed);
      gboolean seen[NHS_N_ROOM_TYPES] = { FALSE };

      for (int r = 0; r < nhs_level_n_rooms (lev); r++)
        seen[nhs_level_room (lev, r)->type] = TRUE;
      for (int t = 0; t < NHS_N_ROOM_TYPES; t++)
        counts[t] += seen[t];
      nhs_level_free (lev);
    }
}

/* no room below its depth; never a barracks, beehive or lemure pit */
static void
test_depths (void)
{
  static const struct { NhsRoomType type; int first; } firsts[] = {
    { NHS_ROOM_COURT, 5 }, { NHS_ROOM_LEPREHALL, 6 }, { NHS_ROOM_ZOO, 7 },
    { NHS_ROOM_FUNGUSFARM, 8 }, { NHS_ROOM_TEMPLE, 9 }, { NHS_ROOM_REALZOO, 10 },
    { NHS_ROOM_MORGUE, 12 }, { NHS_ROOM_ANTHOLE, 13 }, { NHS_ROOM_BADFOODSHOP, 14 },
    { NHS_ROOM_GIANTCOURT, 15 }, { NHS_ROOM_COCKNEST, 17 }, { NHS_ROOM_SWAMP, 19 },
    { NHS_ROOM_DRAGONLAIR, 21 }, { NHS_ROOM_MIGOHIVE, 26 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (firsts); i++)
    {
      int below[NHS_N_ROOM_TYPES], at[NHS_N_ROOM_TYPES];

      count_rooms (NHS_VARIANT_SLASHEM, firsts[i].first - 1, 1500, below);
      g_assert_cmpint (below[firsts[i].type], ==, 0);
      count_rooms (NHS_VARIANT_SLASHEM, firsts[i].first, 1500, at);
      g_assert_cmpint (at[firsts[i].type], >, 0);
    }
  for (int depth = 10; depth <= 40; depth += 10)
    {
      int c[NHS_N_ROOM_TYPES];

      count_rooms (NHS_VARIANT_SLASHEM, depth, 800, c);
      g_assert_cmpint (c[NHS_ROOM_BARRACKS], ==, 0);
      g_assert_cmpint (c[NHS_ROOM_BEEHIVE], ==, 0);
      g_assert_cmpint (c[NHS_ROOM_LEMUREPIT], ==, 0);
    }
  /* and 3.4.3 never makes SLASH'EM's rooms */
  {
    int c[NHS_N_ROOM_TYPES];

    count_rooms (NHS_VARIANT_343, 30, 1500, c);
    for (int t = NHS_ROOM_REALZOO; t < NHS_N_ROOM_TYPES; t++)
      g_assert_cmpint (c[t], ==, 0);
  }
}

/* within a group the pick of the room is the same for each type, so the
 * ratios of their counts are the ratios of their chances */
static void
test_chances (void)
{
  int c[NHS_N_ROOM_TYPES];
  double court_lepre, zoo_real, nest_lair, zoo_fungus;

  count_rooms (NHS_VARIANT_SLASHEM, 30, 12000, c);
  /* court 1/12 against leprechaun hall 11/12 * 1/8: 8/11 */
  court_lepre = (double) c[NHS_ROOM_COURT] / c[NHS_ROOM_LEPREHALL];
  g_assert_cmpfloat (court_lepre, >, 8.0 / 11 - 0.12);
  g_assert_cmpfloat (court_lepre, <, 8.0 / 11 + 0.12);
  /* zoo 1/12 against real zoo 11/12 * 24/25 * 1/15: 375/264 */
  zoo_real = (double) c[NHS_ROOM_ZOO] / c[NHS_ROOM_REALZOO];
  g_assert_cmpfloat (zoo_real, >, 375.0 / 264 - 0.25);
  g_assert_cmpfloat (zoo_real, <, 375.0 / 264 + 0.25);
  /* zoo 1/12 against fungus farm 11/12 * 1/25: 25/11 */
  zoo_fungus = (double) c[NHS_ROOM_ZOO] / c[NHS_ROOM_FUNGUSFARM];
  g_assert_cmpfloat (zoo_fungus, >, 25.0 / 11 - 0.5);
  g_assert_cmpfloat (zoo_fungus, <, 25.0 / 11 + 0.5);
  /* cockatrice nest 1/8 against dragon lair 7/8 * 1/20: 20/7 */
  nest_lair = (double) c[NHS_ROOM_COCKNEST] / c[NHS_ROOM_DRAGONLAIR];
  g_assert_cmpfloat (nest_lair, >, 20.0 / 7 - 0.5);
  g_assert_cmpfloat (nest_lair, <, 20.0 / 7 + 0.5);
  /* one of each group can come together: a court and a zoo on one level
   * happens (3.4.3 makes one special room at most) */
  {
    gboolean both = FALSE;

    for (guint64 seed = 0; seed < 3000 && !both; seed++)
      {
        NhsLevel *lev = make (NHS_VARIANT_SLASHEM, 30, seed);
        gboolean court = FALSE, zoo = FALSE;

        for (int r = 0; r < nhs_level_n_rooms (lev); r++)
          {
            court |= nhs_level_room (lev, r)->type == NHS_ROOM_COURT;
            zoo |= nhs_level_room (lev, r)->type == NHS_ROOM_ZOO;
          }
        both = court && zoo;
        nhs_level_free (lev);
      }
    g_assert_true (both);
  }
}

/* the shops' kinds; the toilets */
static void
test_shops_toilets (void)
{
  int shops = 0, weapons = 0, general = 0, pet = 0, tin = 0;
  int toilets[2] = { 0, 0 }, sinks[2] = { 0, 0 };

  for (guint64 seed = 0; seed < 6000; seed++)
    for (int i = 0; i < 2; i++)
      {
        NhsLevel *lev = make (i ? NHS_VARIANT_SLASHEM : NHS_VARIANT_343, 3, seed);

        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              toilets[i] += nhs_level_square (lev, x, y)->typ == NHS_SQ_TOILET;
              sinks[i] += nhs_level_square (lev, x, y)->typ == NHS_SQ_SINK;
            }
        for (int r = 0; r < nhs_level_n_rooms (lev) && i == 1; r++)
          {
            const NhsLevelRoom *room = nhs_level_room (lev, r);
            const char *name;

            if (room->type != NHS_ROOM_SHOP)
              continue;
            name = nhs_level_shop_name (room->shop_kind);
            g_assert_cmpstr (name, !=, "health food store");
            g_assert_cmpstr (name, !=, "antique weapons outlet");
            shops++;
            weapons += strcmp (name, "weapons outlet") == 0;
            general += strcmp (name, "general store") == 0;
            pet += strcmp (name, "pet store") == 0;
            tin += strcmp (name, "frozen food store") == 0;
          }
        nhs_level_free (lev);
      }
  g_assert_cmpint (shops, >, 1000);
  /* 20 in 100; the general store 24 and the big rooms' wand and book
   * shops */
  g_assert_cmpfloat ((double) weapons / shops, >, 0.16);
  g_assert_cmpfloat ((double) weapons / shops, <, 0.24);
  g_assert_cmpfloat ((double) general / shops, >, 0.22);
  g_assert_cmpfloat ((double) general / shops, <, 0.34);
  g_assert_cmpint (pet, >, 0);
  g_assert_cmpint (tin, >, 0);
  g_assert_cmpint (toilets[0], ==, 0);
  g_assert_cmpint (toilets[1], >, 0);
  /* a toilet only after a sink's die, 1 time in 3 */
  g_assert_cmpint (toilets[1], <=, sinks[1]);
  g_assert_cmpfloat ((double) toilets[1] / sinks[1], >, 0.2);
  g_assert_cmpfloat ((double) toilets[1] / sinks[1], <, 0.47);
}

/* who lives in the new rooms */
static void
test_inhabitants (void)
{
  int found[3] = { 0, 0, 0 };

  for (guint64 seed = 0; seed < 4000; seed++)
    {
      NhsLevel *lev = make (NHS_VARIANT_SLASHEM, 30, seed);

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          const NhsSquare *s = nhs_level_square (lev, m->x, m->y);
          const NhsLevelRoom *room = s->room >= 0 ? nhs_level_room (lev, s->room) : NULL;

          /* (a mimic on a trapped door belongs to the walls) */
          if (room == NULL || m->x < room->lx || m->x > room->hx
              || m->y < room->ly || m->y > room->hy)
            continue;
          switch (room->type)
            {
            case NHS_ROOM_FUNGUSFARM:
              g_assert_true (strchr ("FjP", m->symbol) != NULL);
              found[0]++;
              break;
            case NHS_ROOM_MIGOHIVE:
              g_assert_true (g_str_has_prefix (m->name, "migo "));
              found[1]++;
              break;
            case NHS_ROOM_REALZOO:
              g_assert_true (strchr ("qSfY", m->symbol) != NULL);
              found[2]++;
              break;
            default:
              break;
            }
        }
      nhs_level_free (lev);
    }
  g_assert_cmpint (found[0], >, 0);
  g_assert_cmpint (found[1], >, 0);
  g_assert_cmpint (found[2], >, 0);
}

/* a bad food shop holds random monsters (with the real picker), never one
 * of the bad food class */
static void
test_bad_food_shop (void)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant ("slashem", &error);
  NhsSituation sit;
  NhsLevelPicker *picker;
  int shops = 0, inside = 0, classes = 0;
  gboolean seen[128] = { FALSE };

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_SLASHEM;
  picker = nhs_level_picker_new (set, &sit, 20, &error);
  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 4000; seed++)
    {
      NhsLevelParams p = { .depth = 20, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                           .variant = nhs_variant_get (NHS_VARIANT_SLASHEM) };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int r = 0; r < nhs_level_n_rooms (lev); r++)
        {
          const NhsLevelRoom *room = nhs_level_room (lev, r);

          if (room->type != NHS_ROOM_BADFOODSHOP)
            continue;
          shops++;
          for (int i = 0; i < nhs_level_n_monsters (lev); i++)
            {
              const NhsLevelMonster *m = nhs_level_monster (lev, i);

              if (m->x < room->lx || m->x > room->hx || m->y < room->ly || m->y > room->hy)
                continue;
              g_assert_cmpint (m->symbol, !=, '%');
              inside++;
              if (!seen[m->symbol & 127])
                classes++;
              seen[m->symbol & 127] = TRUE;
            }
        }
      nhs_level_free (lev);
    }
  nhs_level_picker_free (picker);
  nhs_monster_set_unref (set);
  g_assert_cmpint (shops, >, 20);
  /* about one a square: at least a few a shop, of many classes */
  g_assert_cmpint (inside, >, 5 * shops);
  g_assert_cmpint (classes, >, 5);
}

/* The Mines filler's class monsters go through the core picker's special
 * level path: at depth 8, 1,500 levels (three random G or h each) hold
 * dwarf thieves (4.3 % of the h: about 64), and no gnome king, gnoll or
 * duergar; with fill_zoo's mkclass (class, 0) instead, the dwarf thief is
 * impossible and a gnome king comes 0.34 % of the G (about 10). */
static void
test_mines_class_monsters (void)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant ("slashem", &error);
  NhsSituation sit;
  NhsLevelPicker *picker;
  int thieves = 0, too_hard = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_SLASHEM;
  sit.region = NHS_REGION_MINES;
  sit.xl = 1;
  picker = nhs_level_picker_new (set, &sit, 8, &error);
  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 1500; seed++)
    {
      NhsLevelParams p = { .depth = 8, .seed = seed, .kind = NHS_LEVEL_KIND_MINES,
                           .variant = nhs_variant_get (NHS_VARIANT_SLASHEM) };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const char *name = nhs_level_monster (lev, i)->name;

          thieves += g_strcmp0 (name, "dwarf thief") == 0;
          too_hard += g_strcmp0 (name, "gnome king") == 0 || g_strcmp0 (name, "gnoll") == 0
                      || g_strcmp0 (name, "duergar") == 0;
        }
      nhs_level_free (lev);
    }
  nhs_level_picker_free (picker);
  nhs_monster_set_unref (set);
  g_assert_cmpint (thieves, >, 30);
  g_assert_cmpint (too_hard, ==, 0);
}

/* monsters in the special rooms of n levels at depth 20 */
static int
special_room_monsters (const NhsVariant *v, int n)
{
  int total = 0;

  for (guint64 seed = 0; seed < (guint64) n; seed++)
    {
      NhsLevelParams p = { .depth = 20, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                           .variant = v };
      NhsLevel *lev = nhs_level_generate (&p, NULL);
      int here = 0;

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          const NhsSquare *s = nhs_level_square (lev, m->x, m->y);

          if (s->room >= 0 && s->typ != NHS_SQ_DOOR
              && nhs_level_room (lev, s->room)->type != NHS_ROOM_ORDINARY)
            here++;
        }
      total += here;
      nhs_level_free (lev);
    }
  return total;
}

/* the room's first door is its first made: a room with doors on both its
 * side and its top or bottom walls loses a column (its height) rather than
 * a row (its width) more often than with 3.6's order, and rooms are wider
 * than tall, so its special rooms hold more monsters; the same levels
 * are made alike up to them */
static void
test_door_order (void)
{
  const NhsVariant *slashem = nhs_variant_get (NHS_VARIANT_SLASHEM);
  NhsVariant as36 = *slashem;
  const int n = 3000;
  int made, other;

  g_assert_true (slashem->level_doors_in_order_made);
  g_assert_false (nhs_variant_get (NHS_VARIANT_367)->level_doors_in_order_made);
  as36.level_doors_in_order_made = FALSE;
  made = special_room_monsters (slashem, n);
  other = special_room_monsters (&as36, n);
  g_test_message ("special rooms' monsters in %d levels: %d in the order made, %d as 3.6", n, made, other);
  g_assert_cmpint (made, >, other);

  /* 3.4.3's add_door () is the same as SLASH'EM's */
  {
    const NhsVariant *v343 = nhs_variant_get (NHS_VARIANT_343);
    NhsVariant v343as36 = *v343;

    g_assert_true (v343->level_doors_in_order_made);
    v343as36.level_doors_in_order_made = FALSE;
    made = special_room_monsters (v343, n);
    other = special_room_monsters (&v343as36, n);
    g_test_message ("3.4.3: %d in the order made, %d as 3.6", made, other);
    g_assert_cmpint (made, >, other);
  }
}

/* which branch a level has: 'u', 'd' (stairs), 'p' (portal) or 0 */
static char
branch_of (const NhsLevel *lev)
{
  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        const NhsSquare *s = nhs_level_square (lev, x, y);

        if (!(s->flags & NHS_SQF_BRANCH))
          continue;
        if (s->trap == NHS_TRAP_MAGIC_PORTAL)
          return 'p';
        return s->flags & NHS_SQF_UP ? 'u' : 'd';
      }
  return 0;
}

/* --branch auto draws the branch with the chance dungeon.def gives it on an
 * ordinary level of the version's dungeon */
static void
test_auto_branches (void)
{
  static const struct {
    NhsVariantId id;
    int depth;
    double up, down, portal;
  } cases[] = {
    { NHS_VARIANT_SLASHEM, 1, 1, 0, 0 },
    { NHS_VARIANT_SLASHEM, 3, 0, 1.0 / 3, 0 },
    { NHS_VARIANT_SLASHEM, 6, 0, 0, 0 },
    /* Sokoban's up stairs are below the Oracle (7-9): on an ordinary
       level 8, 1 in 2 (NetHack: 1 in 4 on 6-9) */
    { NHS_VARIANT_SLASHEM, 8, 0.5, 0, 0 },
    { NHS_VARIANT_SLASHEM, 10, 1.0 / 3, 0, 0 },
    { NHS_VARIANT_SLASHEM, 11, 0, 0, 0 },
    { NHS_VARIANT_SLASHEM, 12, 0, 0.5, 0 },
    { NHS_VARIANT_SLASHEM, 14, 0, 0, 0 },
    /* four Quest portals on the five levels 15-19 (NetHack: the one
       Quest portal on 11-16) */
    { NHS_VARIANT_SLASHEM, 16, 0, 0, 0.8 },
    { NHS_VARIANT_SLASHEM, 20, 0, 0.5, 0 },
    { NHS_VARIANT_SLASHEM, 22, 0, 11.0 / 64, 40.0 / 64 },
    { NHS_VARIANT_SLASHEM, 25, 0, 0, 0 },
    { NHS_VARIANT_SLASHEM, 36, 0, 0, 0 },
    { NHS_VARIANT_367, 8, 0.25, 0, 0 },
    { NHS_VARIANT_367, 16, 0, 0, 0.1 },
    { NHS_VARIANT_343, 12, 0, 0, 0.2 },
  };
  const int n = 2500;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int up = 0, down = 0, portal = 0;
      double want[3] = { cases[i].up, cases[i].down, cases[i].portal };
      int got[3];

      for (guint64 seed = 0; seed < (guint64) n; seed++)
        {
          NhsLevel *lev = make (cases[i].id, cases[i].depth, seed);
          char b = branch_of (lev);

          up += b == 'u';
          down += b == 'd';
          portal += b == 'p';
          nhs_level_free (lev);
        }
      got[0] = up;
      got[1] = down;
      got[2] = portal;
      for (int k = 0; k < 3; k++)
        {
          /* 4.5 standard errors of a binomial count */
          double sd = sqrt (n * want[k] * (1 - want[k]));

          if (want[k] == 0 || want[k] == 1)
            g_assert_cmpint (got[k], ==, (int) (want[k] * n));
          else
            g_assert_cmpfloat (fabs (got[k] - n * want[k]), <, 4.5 * sd);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-slashem/depths", test_depths);
  g_test_add_func ("/nhs/level-slashem/chances", test_chances);
  g_test_add_func ("/nhs/level-slashem/shops-toilets", test_shops_toilets);
  g_test_add_func ("/nhs/level-slashem/inhabitants", test_inhabitants);
  g_test_add_func ("/nhs/level-slashem/auto-branches", test_auto_branches);
  g_test_add_func ("/nhs/level-slashem/bad-food-shop", test_bad_food_shop);
  g_test_add_func ("/nhs/level-slashem/door-order", test_door_order);
  g_test_add_func ("/nhs/level-slashem/mines-class-monsters", test_mines_class_monsters);
  return g_test_run ();
}
