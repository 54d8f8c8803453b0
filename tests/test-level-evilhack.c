/* test-level-evilhack.c: EvilHack 0.9.3's ordinary levels, each rule read
 * in its mklev.c, mkroom.c and dat/vaults.des (docs/level-validation.md,
 * "EvilHack 0.9.3's ordinary levels"):
 *  - its special rooms at the depths its chain allows and never above:
 *    garden and armory below 7, owlbear nest below 10, forest below 11,
 *    nursery below 16; a garden is grass with trees or fountains, a
 *    forest grass with dead trees or puddles, a nursery all puddles;
 *  - every room comes from a room template drawn by frequency among those
 *    whose MINDEPTH the depth reaches: the plain ordinary room is 200 of
 *    228 at depth 1, and no template appears above its MINDEPTH;
 *  - traps: spear and magic-beam traps only where a template or the
 *    random draw allows them (difficulty 4 / 6 and 12), never a fire or
 *    an ice trap; doors may be trapped from level 1;
 *  - the drawn templates (vaults.des MAPs) are made in their shapes: each
 *    irregular room's floor is one of the seventeen shapes' (its size and
 *    number of floor squares, counted by hand from the game's maps), the
 *    splits are two rooms one wall apart, "rndvault" 4 times in 5 where
 *    the file says IF [80%];
 *  - riders get their steeds (goblin outriders always a wolf, orc captains
 *    a warg 1 time in 4, a player-monster knight by its race and
 *    alignment), kept off the map where the rider stands; an
 *    anthole's middle holds its queen ant; neither in 3.6.7;
 *  - a corridor's door never opens through a template shop's wall shared
 *    with its room (finddpos () passes over shops' walls);
 *  - a template's monster whose square is taken goes next to it
 *    (enexto ()): a storeroom holds 3d3 times 3 in 4 large mimics;
 *  - the sleeping monster of an ordinary room may be a player monster
 *    (makemon (NULL, ..., MM_NOGRP | MM_MPLAYEROK)) once the difficulty
 *    lets one through; never a group;
 *  - the same seed makes the same level; its stairs lie in two rooms;
 *  - --branch auto: Goblin Town's portal on 2-3;
 *  - the Mines' filler (mines.des, mkmap.c): EvilHack's own gnomes and
 *    dwarves; rivers L times in L + 1 on the Mines' level L (never on its
 *    first), with the chance averaged over where the Mines may lie; a
 *    level's rivers all sewage or all water; the rivers' monsters on their
 *    own squares; the level's monsters also on puddles and sewage;
 *  - Gehennom and EvilHack's own branches are refused with the game's
 *    level file named.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-test-utils.h"
#include "nhs-object.h"
#include "nhs-artifact.h"
#include "nhs-situation.h"
#include "nhs-error.h"
#include "nhs-pools.h"
#include "nhs-muse-scenario.h"

#include <math.h>


static NhsLevel *
make (int depth, guint64 seed, NhsLevelBranch branch)
{
  NhsLevelParams p = { .depth = depth, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                       .variant = nhs_variant_get (NHS_VARIANT_EVILHACK), .branch = branch };
  g_autoptr (GError) error = NULL;
  NhsLevel *lev = nhs_level_generate (&p, &error);

  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

static gboolean
has_room (const NhsLevel *lev, NhsRoomType t)
{
  for (int i = 0; i < nhs_level_n_rooms (lev); i++)
    if (nhs_level_room (lev, i)->type == t)
      return TRUE;
  return FALSE;
}

static int
count_squares (const NhsLevel *lev, const NhsLevelRoom *r, NhsSquareType t)
{
  int n = 0;

  for (int x = r->lx; x <= r->hx; x++)
    for (int y = r->ly; y <= r->hy; y++)
      n += nhs_level_square (lev, x, y)->typ == t;
  return n;
}

static void
test_special_room_depths (void)
{
  static const struct {
    NhsRoomType type;
    int deepest_without;   /* the chain asks for depth > this */
    int n;                 /* levels to look at (the last in the chain is rare) */
  } rooms[] = {
    { NHS_ROOM_GARDEN, 7, 300 }, { NHS_ROOM_ARMORY, 7, 300 }, { NHS_ROOM_OWLBNEST, 10, 300 },
    { NHS_ROOM_FOREST, 11, 300 }, { NHS_ROOM_NURSERY, 16, 1200 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rooms); k++)
    {
      int seen_above = 0, seen_below = 0;

      for (int seed = 0; seed < rooms[k].n; seed++)
        {
          g_autoptr (NhsLevel) a = make (rooms[k].deepest_without, seed, NHS_LEVEL_BRANCH_NONE);
          g_autoptr (NhsLevel) b = make (rooms[k].deepest_without + 1, seed, NHS_LEVEL_BRANCH_NONE);

          seen_above += has_room (a, rooms[k].type);
          seen_below += has_room (b, rooms[k].type);
        }
      g_test_message ("%s: %d of %d at depth %d, %d at %d", nhs_level_room_type_name (rooms[k].type),
                      seen_above, rooms[k].n, rooms[k].deepest_without, seen_below,
                      rooms[k].deepest_without + 1);
      g_assert_cmpint (seen_above, ==, 0);
      g_assert_cmpint (seen_below, >, 0);
    }
  /* no version but EvilHack makes them */
  for (int seed = 0; seed < 200; seed++)
    {
      NhsLevelParams p = { .depth = 20, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                           .variant = nhs_variant_get (NHS_VARIANT_367) };
      g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);

      for (guint k = 0; k < G_N_ELEMENTS (rooms); k++)
        g_assert_false (has_room (lev, rooms[k].type));
      g_assert_false (has_room (lev, NHS_ROOM_RNDVAULT));
    }
}

static void
test_room_terrain (void)
{
  int gardens = 0, forests = 0, nurseries = 0;

  for (int seed = 0; seed < 3000 && (!gardens || !forests || !nurseries); seed++)
    {
      g_autoptr (NhsLevel) lev = make (18, seed, NHS_LEVEL_BRANCH_NONE);

      for (int i = 0; i < nhs_level_n_rooms (lev); i++)
        {
          const NhsLevelRoom *r = nhs_level_room (lev, i);
          int area = (r->hx - r->lx + 1) * (r->hy - r->ly + 1);

          if (r->type == NHS_ROOM_GARDEN)
            {
              gardens++;
              g_assert_true (r->lit);
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_ROOM), ==, 0);
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_GRASS), >, 0);
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_DEADTREE), ==, 0);
            }
          else if (r->type == NHS_ROOM_FOREST)
            {
              forests++;
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_GRASS), >, 0);
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_TREE), ==, 0);
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_FOUNTAIN), ==, 0);
            }
          else if (r->type == NHS_ROOM_NURSERY)
            {
              nurseries++;
              /* all but the squares along its first door's wall and stairs */
              g_assert_cmpint (count_squares (lev, r, NHS_SQ_PUDDLE), >=, area / 2);
            }
        }
    }
  g_assert_cmpint (gardens, >, 0);
  g_assert_cmpint (forests, >, 0);
  g_assert_cmpint (nurseries, >, 0);
}

static gboolean
template_seen (const NhsLevel *lev, const char *name)
{
  for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
    if (strcmp (nhs_level_themed_room (lev, i), name) == 0)
      return TRUE;
  return FALSE;
}

static void
test_templates (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  const char *name;
  int freq, mindepth, maxd, n = 0, total1 = 0, plain = 0, all = 0;

  for (int i = 0; nhs_level_themed_entry (v, FALSE, i, &name, &freq, &mindepth, &maxd); i++)
    {
      n++;
      if (mindepth <= 1)
        total1 += freq;
      if (mindepth > 1)
        for (int seed = 0; seed < 150; seed++)
          {
            g_autoptr (NhsLevel) lev = make (mindepth - 1, seed, NHS_LEVEL_BRANCH_NONE);

            g_assert_false (template_seen (lev, name));
          }
    }
  g_assert_cmpint (n, ==, 46);          /* vlt-0000 ... vlt-0045 */
  g_assert_cmpint (total1, ==, 228);    /* 200 + the 28 others allowed at depth 1 */
  for (int seed = 0; seed < 800; seed++)
    {
      g_autoptr (NhsLevel) lev = make (1, seed, NHS_LEVEL_BRANCH_NONE);

      g_assert_cmpint (nhs_level_n_rooms (lev), >=, 1);
      g_assert_cmpint (nhs_level_n_rooms (lev), <=, NHS_LEVEL_MAX_ROOMS);
      for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
        {
          all++;
          plain += strcmp (nhs_level_themed_room (lev, i), "ordinary room") == 0;
        }
    }
  /* 200/228 = 0.877; 5000-odd draws: within 4 standard errors */
  g_test_message ("plain ordinary rooms: %d of %d", plain, all);
  g_assert_cmpfloat (ABS ((double) plain / all - 200.0 / 228), <,
                     4 * sqrt (200.0 / 228 * 28 / 228 / all));
}

static int
count_template (const NhsLevel *lev, const char *name)
{
  int n = 0;

  for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
    n += strcmp (nhs_level_themed_room (lev, i), name) == 0;
  return n;
}

/* vaults.des's ROOM templates with SUBROOMs: the corner rooms 2x2 (and 2x3)
 * inside 6x6 rooms, the twin businesses' two and the bazaar's four lit 3x3
 * shops, each with its shopkeeper just inside a real (not secret) door */
static void
test_subroom_templates (void)
{
  int corners = 0, twins = 0, bazaars = 0;

  for (int seed = 0; seed < 3000 && (!corners || !twins || !bazaars); seed++)
    {
      g_autoptr (NhsLevel) lev = make (10, seed, NHS_LEVEL_BRANCH_NONE);
      int fixed = count_template (lev, "corner room (top right)")
                  + count_template (lev, "corner room (bottom left)")
                  + 2 * count_template (lev, "three rooms (right side)")
                  + 2 * count_template (lev, "three rooms (left side)");
      int twin = count_template (lev, "twin businesses");
      int bazaar = count_template (lev, "bazaar");
      int random = count_template (lev, "room with a subroom")
                   + count_template (lev, "huge room with inner room");
      int shops = 0, small = 0;

      g_assert_cmpint (nhs_level_n_subrooms (lev), >=, fixed + 2 * twin + 4 * bazaar);
      g_assert_cmpint (nhs_level_n_subrooms (lev), <=, fixed + 2 * twin + 4 * bazaar + random);
      for (int i = 0; i < nhs_level_n_subrooms (lev); i++)
        {
          const NhsLevelRoom *r = nhs_level_subroom (lev, i);
          const NhsLevelRoom *p = nhs_level_room (lev, r->parent);
          int w = r->hx - r->lx + 1, h = r->hy - r->ly + 1;

          g_assert_true (r->lx > p->lx - 1 && r->hx < p->hx + 1);
          g_assert_true (r->ly > p->ly - 1 && r->hy < p->hy + 1);
          small += w == 2 && (h == 2 || h == 3) && p->hx - p->lx == 5 && p->hy - p->ly == 5;
          if (r->type == NHS_ROOM_SHOP)
            {
              gboolean keeper = FALSE;

              shops++;
              g_assert_cmpint (w, ==, 3);
              g_assert_cmpint (h, ==, 3);
              g_assert_true (r->lit);
              for (int m = 0; m < nhs_level_n_monsters (lev); m++)
                {
                  const NhsLevelMonster *mo = nhs_level_monster (lev, m);
                  int dx = mo->x < r->lx ? r->lx - mo->x : mo->x > r->hx ? mo->x - r->hx : 0;
                  int dy = mo->y < r->ly ? r->ly - mo->y : mo->y > r->hy ? mo->y - r->hy : 0;

                  if (!mo->name || strcmp (mo->name, "shopkeeper") || dx || dy)
                    continue;
                  for (int k = 0; k < 4; k++)
                    {
                      const NhsSquare *d = nhs_level_square (lev, mo->x + (k == 0) - (k == 1),
                                                             mo->y + (k == 2) - (k == 3));

                      keeper |= d->typ == NHS_SQ_DOOR;
                      g_assert_cmpint (d->typ, !=, NHS_SQ_SDOOR);
                    }
                }
              g_assert_true (keeper);
            }
        }
      g_assert_cmpint (shops, >=, 2 * twin + 4 * bazaar);
      g_assert_cmpint (small, >=, fixed);
      corners += fixed;
      twins += twin;
      bazaars += bazaar;
    }
  g_test_message ("%d corner subrooms, %d twin businesses, %d bazaars", corners, twins, bazaars);
  g_assert_cmpint (corners, >, 0);
  g_assert_cmpint (twins, >, 0);
  g_assert_cmpint (bazaars, >, 0);
}

/* EvilHack's finddpos () (mklev.c 69-119) passes over a shop's walls: a
 * corridor's door never opens through the wall a template's shop shares
 * with its room (the twin businesses' and the bazaar's shops sit in its
 * corners), so the shopkeeper's door is the shop's only one. The shops'
 * own doors face the room's middle and are inside it. */
static void
test_shop_walls (void)
{
  int shops = 0, outer = 0, outer_doors = 0;

  for (int seed = 0; seed < 6000 && shops < 120; seed++)
    {
      g_autoptr (NhsLevel) lev = make (20, seed, NHS_LEVEL_BRANCH_NONE);

      if (!count_template (lev, "twin businesses") && !count_template (lev, "bazaar"))
        continue;
      for (int i = 0; i < nhs_level_n_subrooms (lev); i++)
        {
          const NhsLevelRoom *r = nhs_level_subroom (lev, i);
          const NhsLevelRoom *p = nhs_level_room (lev, r->parent);

          if (r->type != NHS_ROOM_SHOP)
            continue;
          shops++;
          for (int x = r->lx - 1; x <= r->hx + 1; x++)
            for (int y = r->ly - 1; y <= r->hy + 1; y++)
              {
                int t = nhs_level_square (lev, x, y)->typ;
                gboolean ring = x < r->lx || x > r->hx || y < r->ly || y > r->hy;
                gboolean on_parent = x < p->lx || x > p->hx || y < p->ly || y > p->hy;

                if (!ring || !on_parent)
                  continue;
                outer++;
                if (t == NHS_SQ_DOOR || t == NHS_SQ_SDOOR)
                  {
                    g_test_message ("seed %d: a door at %d,%d in the wall of the shop at %d,%d-%d,%d",
                                    seed, x, y, r->lx, r->ly, r->hx, r->hy);
                    outer_doors++;
                  }
              }
        }
    }
  g_test_message ("%d shops, %d squares of their walls on their rooms' walls", shops, outer);
  g_assert_cmpint (shops, >=, 120);
  g_assert_cmpint (outer, >, 0);
  g_assert_cmpint (outer_doors, ==, 0);
}

/* the level's monsters drawn for a hero of level xl at the depth */
static NhsLevelPicker *
evil_picker (NhsMonsterSet *set, int xl, int depth)
{
  g_autoptr (GError) error = NULL;
  NhsLevelPicker *picker;
  NhsSituation sit;

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.xl = xl;
  picker = nhs_level_picker_new (set, &sit, depth, &error);
  g_assert_no_error (error);
  return picker;
}

/* an EvilHack level of kind at depth with the picker's monsters */
static NhsLevel *
make_picked_kind (NhsLevelPicker *picker, NhsLevelKind kind, int depth, guint64 seed)
{
  NhsLevelParams p = { .depth = depth, .seed = seed, .kind = kind,
                       .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };
  g_autoptr (GError) error = NULL;
  NhsLevel *lev;

  nhs_level_picker_install (picker, &p);
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  return lev;
}

static NhsLevel *
make_picked (NhsLevelPicker *picker, int depth, guint64 seed)
{
  return make_picked_kind (picker, NHS_LEVEL_KIND_ROOMS, depth, seed);
}

/* vaults.des "storeroom": LOOP [3d3] { IF [25%] a chest ELSE a large mimic
 * at a random square of the 5x5 room }; sp_lev.c create_monster () moves a
 * mimic whose square is taken to the square enexto () gives, so every one
 * drawn is made: E = 6 x 3/4 a storeroom. Without a picker the storerooms'
 * are the only monsters named "large mimic" (a shop's come from mkclass). */
static void
test_storeroom_mimics (void)
{
  int rooms = 0, levels = 0;
  double sum = 0, sum2 = 0, mean, se;

  for (int seed = 0; seed < 60000 && rooms < 600; seed++)
    {
      g_autoptr (NhsLevel) lev = make (11, seed, NHS_LEVEL_BRANCH_NONE);
      int n = count_template (lev, "storeroom"), mimics = 0;

      if (n == 0)
        continue;
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          mimics += m->name && strcmp (m->name, "large mimic") == 0;
        }
      rooms += n;
      levels++;
      sum += (double) mimics / n;
      sum2 += (double) mimics * mimics / n / n;
    }
  mean = sum / levels;
  se = sqrt ((sum2 / levels - mean * mean) / levels);
  g_test_message ("%d storerooms on %d levels: %.3f large mimics each (+- %.3f)", rooms, levels,
                  mean, se);
  g_assert_cmpint (rooms, >=, 600);
  g_assert_cmpfloat (fabs (mean - 6 * 0.75), <, 4 * se);
}

/* The class monsters the splev picker was asked for, with the dice as
   mkclass () left them (test_template_class_first ()) */
static struct {
  NhsLevelMonsterPicker real;
  int n;
  char mclass[64];
  int index[64];
  NhsRng after[64];
} class_asked;

static int
class_asked_cb (gpointer user_data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  int idx = class_asked.real (user_data, rng, mclass, symbol, name);

  if (mclass != 0 && class_asked.n < (int) G_N_ELEMENTS (class_asked.mclass))
    {
      class_asked.mclass[class_asked.n] = mclass;
      class_asked.index[class_asked.n] = idx;
      class_asked.after[class_asked.n++] = *rng;
    }
  return idx;
}

/* vaults.des "dangerous monster and loot" (MINDEPTH 15): MONSTER:
 * $mons[0],random of a class shuffled from M D O Z T H. sp_lev.c
 * create_monster () asks mkclass (class, G_NOGEN) first (1685: the special
 * level's picker, not mklev's mkclass (class, 0)) and then draws the
 * monster's square in the room (get_location_coord (), 1704-1715): from the
 * dice as mkclass () left them, the first random square of the room the
 * monster stands on is where it was made. A template made at its fixed
 * square (the cage's and the mausoleum's (2,2)) seldom agrees; with the
 * square drawn first, or mklev's picker asked, none or few would. */
static void
test_template_class_first (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  int asked = 0, agree = 0, levels = 0;

  g_assert_no_error (error);
  picker = evil_picker (set, 1, 20);
  for (int seed = 0; seed < 20000 && asked < 400; seed++)
    {
      NhsLevelParams p = { .depth = 20, .seed = (guint64) seed, .kind = NHS_LEVEL_KIND_ROOMS,
                           .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };
      g_autoptr (NhsLevel) lev = NULL;

      nhs_level_picker_install (picker, &p);
      class_asked.real = p.splev_picker;
      class_asked.n = 0;
      p.splev_picker = class_asked_cb;
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      if (count_template (lev, "dangerous monster and loot") == 0)
        continue;
      levels++;
      for (int k = 0; k < class_asked.n; k++)
        {
          gboolean found = FALSE;

          if (class_asked.index[k] < 0 || !strchr ("MDOZTH", class_asked.mclass[k]))
            continue;
          asked++;
          for (int i = 0; i < nhs_level_n_rooms (lev) && !found; i++)
            {
              const NhsLevelRoom *r = nhs_level_room (lev, i);
              NhsRng dice = class_asked.after[k];
              int x = r->lx + nhs_rn2 (&dice, r->hx - r->lx + 1);
              int y = r->ly + nhs_rn2 (&dice, r->hy - r->ly + 1);

              for (int j = 0; j < nhs_level_n_monsters (lev) && !found; j++)
                {
                  const NhsLevelMonster *m = nhs_level_monster (lev, j);

                  found = m->x == x && m->y == y && m->mindex == class_asked.index[k];
                }
            }
          agree += found;
        }
    }
  g_test_message ("%d levels with the template: %d class monsters asked of the special "
                  "level's mkclass, %d made on the room's square drawn next", levels, asked,
                  agree);
  g_assert_cmpint (asked, >=, 400);
  g_assert_cmpint (agree, >, asked * 3 / 4);
}

/* mklev.c 1094-1098: each ordinary room's sleeping monster is makemon
 * (NULL, x, y, MM_NOGRP | MM_MPLAYEROK). At depth 24 (hero level 1,
 * difficulty up to 12) rndmonst () lets player monsters through (each
 * skipped 2 times in 3); makemon () without MM_MPLAYEROK would draw again
 * past them, so none would be a room's monster (phase "monsters") */
static void
test_room_mplayers (void)
{
  int room_monsters = 0, mplayers = 0, elsewhere = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;

  g_assert_no_error (error);
  picker = evil_picker (set, 1, 24);
  for (int seed = 0; seed < 1500; seed++)
    {
      g_autoptr (NhsLevel) lev = make_picked (picker, 24, seed);

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          gboolean mp = m->mindex >= 0 && nhs_monster_is_mplayer (set, m->mindex);

          if (m->phase != NHS_LEVEL_PHASE_MONSTERS)
            {
              elsewhere += mp;
              continue;
            }
          room_monsters++;
          mplayers += mp;
        }
    }
  g_test_message ("%d monsters made with the rooms' contents, %d player monsters among them, "
                  "%d elsewhere", room_monsters, mplayers, elsewhere);
  g_assert_cmpint (room_monsters, >, 3000);
  /* about one room monster in 90 at this depth */
  g_assert_cmpint (mplayers, >, 10);
  g_assert_cmpint (mplayers, <, room_monsters / 20);
}

/* a drawn shape's floor: its width, height and squares (counted by hand
 * from dat/vaults.des's maps); always / never "rndvault", or 4 in 5 */
static const struct {
  int w, h, floor;
  const char *name;
  int vault;   /* 1 always, 0 never, -1 four times in five */
} shapes[] = {
  { 6, 6, 27, "L-shaped", 1 },        { 9, 9, 72, "blocked center", -1 },
  { 7, 7, 37, "circular", -1 },       { 5, 5, 13, "circular, small", -1 },
  { 9, 6, 36, "T-shaped or Z-shaped, rot 1", -1 },
  { 6, 9, 36, "S-shaped or Z-shaped", -1 },
  { 11, 6, 51, "U-shaped", -1 },      { 6, 8, 36, "C-shaped", -1 },
  { 9, 9, 61, "circular, big", -1 },  { 11, 10, 80, "L-shaped, big", 1 },
  { 9, 9, 45, "cross", 0 },           { 9, 9, 57, "four-leaf clover", 0 },
  { 8, 8, 48, "pillars", -1 },
};

static gboolean
has_subroom (const NhsLevel *lev, int room)
{
  for (int i = 0; i < nhs_level_n_subrooms (lev); i++)
    if (nhs_level_subroom (lev, i)->parent == room)
      return TRUE;
  return FALSE;
}

static void
test_drawn_templates (void)
{
  int seen[G_N_ELEMENTS (shapes)] = { 0 }, mostly = 0, mostly_vault = 0, splits = 0;

  for (int seed = 0; seed < 2500; seed++)
    {
      g_autoptr (NhsLevel) lev = make (8, seed, NHS_LEVEL_BRANCH_NONE);
      int shaped = 0, split_named, split_pairs = 0;

      for (int i = 0; i < nhs_level_n_rooms (lev); i++)
        {
          const NhsLevelRoom *r = nhs_level_room (lev, i);
          int w = r->hx - r->lx + 1, h = r->hy - r->ly + 1, floor = 0;
          guint k;

          /* the split maps: a 6x2 room over a 6x3 one, or two 3x6 side by
             side, one wall (or lava, or bars) between them; "unfilled" in
             the file, but lev_comp and spo_region () fill them all the same */
          for (int j = 0; j < nhs_level_n_rooms (lev); j++)
            {
              const NhsLevelRoom *b = nhs_level_room (lev, j);

              if ((w == 6 && h == 2 && b->hx - b->lx == 5 && b->hy - b->ly == 2 && b->lx == r->lx
                   && b->ly == r->hy + 2)
                  || (w == 3 && h == 6 && b->hx - b->lx == 2 && b->hy - b->ly == 5
                      && b->ly == r->ly && b->lx == r->hx + 2))
                {
                  g_assert_false (r->unfilled || b->unfilled);
                  g_assert_false (r->irregular || b->irregular);
                  split_pairs++;
                }
            }
          if (!r->irregular || has_subroom (lev, i))
            continue;
          for (int x = r->lx; x <= r->hx; x++)
            for (int y = r->ly; y <= r->hy; y++)
              {
                const NhsSquare *q = nhs_level_square (lev, x, y);

                floor += q->room == i && q->typ >= NHS_SQ_DOOR && q->typ != NHS_SQ_DOOR;
              }
          for (k = 0; k < G_N_ELEMENTS (shapes); k++)
            if (shapes[k].w == w && shapes[k].h == h && shapes[k].floor == floor)
              break;
          if (k == G_N_ELEMENTS (shapes))
            g_error ("seed %d room %d: %dx%d with %d floor squares is no drawn shape", seed, i,
                     w, h, floor);
          seen[k]++;
          shaped++;
          if (shapes[k].vault == 1)
            g_assert_cmpint (r->type, ==, NHS_ROOM_RNDVAULT);
          else if (shapes[k].vault == 0)
            g_assert_cmpint (r->type, !=, NHS_ROOM_RNDVAULT);
          else
            {
              mostly++;
              mostly_vault += r->type == NHS_ROOM_RNDVAULT;
            }
        }
      split_named = count_template (lev, "split horizontally")
                    + count_template (lev, "split vertically");
      /* every irregular room is a drawn map the level names */
      g_assert_cmpint (shaped, <=, nhs_level_n_themed_rooms (lev));
      g_assert_cmpint (split_pairs, ==, split_named);
      splits += split_pairs;
    }
  for (guint k = 0; k < G_N_ELEMENTS (shapes); k++)
    {
      g_test_message ("%s: %d", shapes[k].name, seen[k]);
      g_assert_cmpint (seen[k], >, 0);
    }
  g_assert_cmpint (splits, >, 0);
  /* IF [80%]: within 4 standard errors */
  g_test_message ("rndvault %d of %d", mostly_vault, mostly);
  g_assert_cmpfloat (ABS ((double) mostly_vault / mostly - 0.8), <, 4 * sqrt (0.16 / mostly));
}

static int
steeds_of (const NhsLevel *lev, int rider, const char **name)
{
  int n = 0;

  for (int i = 0; i < nhs_level_n_monsters (lev); i++)
    if (nhs_level_monster (lev, i)->rider == rider)
      {
        n++;
        *name = nhs_level_monster (lev, i)->name;
      }
  return n;
}

/* a picker whose every random monster (rndmonst ()) is a player-monster
 * knight; class monsters as the real picker draws them */
static NhsLevelMonsterPicker real_picker;
static int knight_index;
static const char *knight_name;

static int
knights_only (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  if (mclass != 0)
    return real_picker (data, rng, mclass, symbol, name);
  *symbol = '@';
  *name = knight_name;
  return knight_index;
}

/* a depth-20 level of `seed' whose random monsters are knights_only ()'s */
static NhsLevelParams
knights_params (NhsLevelPicker *picker, int seed)
{
  NhsLevelParams p = { .depth = 20, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                       .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };

  nhs_level_picker_install (picker, &p);
  knight_index = p.lookup (p.picker_data, "knight", &knight_name);
  g_assert_cmpint (knight_index, >=, 0);
  real_picker = p.picker;
  p.picker = knights_only;
  return p;
}

/* the dice between a knight's pick and the lookup of its steed
   (test_knight_dice ()) */
static struct {
  NhsLevelMonsterLookup real_lookup;
  NhsRng *rng;          /* the level's, as the picker is handed it */
  NhsRng after_pick;
  gboolean pending;
  int n, steps[512];
} knight_dice;

static int
knights_counted (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  int idx = knights_only (data, rng, mclass, symbol, name);

  if (mclass == 0)
    {
      knight_dice.rng = rng;
      knight_dice.after_pick = *rng;
      knight_dice.pending = TRUE;
    }
  return idx;
}

static int
steed_lookup_counted (gpointer data, const char *name, const char **canonical)
{
  if (knight_dice.pending && (strcmp (name, "horse") == 0 || strcmp (name, "warhorse") == 0))
    {
      NhsRng r = knight_dice.after_pick;
      int steps = 0;

      while (memcmp (&r, knight_dice.rng, sizeof r) != 0 && steps < 100)
        {
          (void) nhs_rng_next (&r);
          steps++;
        }
      if (knight_dice.n < (int) G_N_ELEMENTS (knight_dice.steps))
        knight_dice.steps[knight_dice.n++] = steps;
      knight_dice.pending = FALSE;
    }
  return knight_dice.real_lookup (data, name, canonical);
}

/* EvilHack makemon.c between a knight's kind and its steed (3471-3504):
 * its gender (neither male nor female: rn2 (2)), init_mplayer_erac ()'s
 * race (m_randrace (): one die for each race the knight may be) and
 * apply_race ()'s alignment (a human knight's rn2 (2); a dwarf's and an
 * aasimar's none), then peace_minded (): for a lawful hero a lawful
 * knight of a race he does not hate is co-aligned, rn2 (16) and, unless it
 * gave 0, rn2 (2 + 3); then the steed's rn2 (3). A knight on a horse or a
 * warhorse is lawful, so between its pick and its steed's lookup lie
 * 1 + races + (0 or 1) + (1 or 2) + 1 dice (each die one step of the
 * generator). Without the gender and the peacefulness, 1 + races + (0
 * or 1). */
static void
test_knight_dice (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  g_auto (GStrv) races = nhs_muse_races_listed (nhs_variant_get (NHS_VARIANT_EVILHACK), "knight");
  int n_races = races ? (int) g_strv_length (races) : 0, lo = 1000, hi = -1, seen[3] = { 0 };

  g_assert_no_error (error);
  g_assert_cmpint (n_races, >, 1);
  picker = evil_picker (set, 14, 20);
  nhs_level_picker_set_hero_alignment (picker, 1);
  knight_dice.n = 0;
  for (int seed = 0; knight_dice.n < 300; seed++)
    {
      NhsLevelParams p = knights_params (picker, seed);
      g_autoptr (NhsLevel) lev = NULL;

      g_assert_cmpint (seed, <, 5000);
      knight_dice.real_lookup = p.lookup;
      knight_dice.pending = FALSE;
      p.picker = knights_counted;
      p.lookup = steed_lookup_counted;
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
    }
  for (int i = 0; i < knight_dice.n; i++)
    {
      int s = knight_dice.steps[i] - (n_races + 3);

      lo = MIN (lo, knight_dice.steps[i]);
      hi = MAX (hi, knight_dice.steps[i]);
      if (s >= 0 && s < 3)
        seen[s]++;
    }
  g_test_message ("%d knights on horses: %d to %d dice between the pick and the steed "
                  "(%d races; %d, %d, %d of them %d, %d, %d)", knight_dice.n, lo, hi, n_races,
                  seen[0], seen[1], seen[2], n_races + 3, n_races + 4, n_races + 5);
  g_assert_cmpint (lo, >=, n_races + 3);
  g_assert_cmpint (hi, <=, n_races + 5);
  /* both of peace_minded ()'s dice and the human's alignment die come */
  g_assert_cmpint (seen[0], >, 0);
  g_assert_cmpint (seen[2], >, 0);
}

/* makemon.c 3564-3580: a player-monster knight rides by the race
 * init_mplayer_erac () gave it (mon.c m_randrace (): human, elf, dwarf,
 * orc, centaur, drow, draugr, vampire or aasimar, each 1 in 9) and
 * apply_race ()'s alignment (a human knight lawful or chaotic 1 in 2;
 * elves, orcs, drow, draugr and vampires chaotic; dwarves and aasimar
 * lawful): a centaur none; chaotic: drow a cave lizard (2 in 3) or a large
 * cave lizard, draugr (MH_ZOMBIE) a skeletal horse or warhorse, the rest a
 * nightmare or a cauchemar; lawful a horse or a warhorse. Over every
 * knight of many levels the steeds by kind against these chances (in
 * 54ths), chi-square with 8 degrees of freedom below 33.7 (p 1e-4) */
static void
test_knight_steeds (void)
{
  static const struct { const char *steed; int in54; } want[] = {
    { NULL, 6 }, { "horse", 10 }, { "warhorse", 5 }, { "nightmare", 14 }, { "cauchemar", 7 },
    { "skeletal horse", 4 }, { "skeletal warhorse", 2 }, { "cave lizard", 4 },
    { "large cave lizard", 2 },
  };
  int got[G_N_ELEMENTS (want)] = { 0 }, knights = 0;
  double chi2 = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;

  g_assert_no_error (error);
  picker = evil_picker (set, 14, 20);
  for (int seed = 0; knights < 3000; seed++)
    {
      NhsLevelParams p = knights_params (picker, seed);
      g_autoptr (NhsLevel) lev = NULL;

      g_assert_cmpint (seed, <, 20000);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          const char *steed = NULL;
          int n;
          guint k;

          if (m->mindex != knight_index || m->rider >= 0)
            continue;
          n = steeds_of (lev, i, &steed);
          g_assert_cmpint (n, <=, 1);
          for (k = 0; k < G_N_ELEMENTS (want); k++)
            if (n == 0 ? want[k].steed == NULL : g_strcmp0 (want[k].steed, steed) == 0)
              break;
          g_assert_cmpuint (k, <, G_N_ELEMENTS (want));
          got[k]++;
          knights++;
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (want); k++)
    {
      double e = knights * want[k].in54 / 54.0;

      g_test_message ("%s: %d of %d (expected %.1f)", want[k].steed ? want[k].steed : "none",
                      got[k], knights, e);
      chi2 += (got[k] - e) * (got[k] - e) / e;
    }
  g_test_message ("chi-square %.2f", chi2);
  g_assert_cmpfloat (chi2, <, 33.7);
}

/* makemon.c 3536-3598: riders and their steeds; mkroom.c: the anthole's
 * queen ant */
static void
test_steeds_and_queen (void)
{
  int outriders = 0, captains = 0, mounted = 0, antholes = 0, all_queens = 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;

  g_assert_no_error (error);
  picker = evil_picker (set, 14, 20);
  for (int seed = 0; seed < 3000 && (antholes < 8 || captains < 60); seed++)
    {
      g_autoptr (NhsLevel) lev = make_picked (picker, 20, seed);


      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          const char *steed = NULL;
          int n = steeds_of (lev, i, &steed);

          if (m->rider >= 0)
            {
              /* kept off the map: its rider stands on the square */
              const NhsLevelMonster *r = nhs_level_monster (lev, m->rider);

              g_assert_cmpint (m->rider, <, i);
              g_assert_cmpint (m->x, ==, r->x);
              g_assert_cmpint (m->y, ==, r->y);
              g_assert_cmpint (nhs_level_square (lev, m->x, m->y)->mon - 1, ==, m->rider);
              g_assert_cmpint (n, ==, 0);
            }
          else if (m->name)
            g_assert_cmpint (nhs_level_square (lev, m->x, m->y)->mon - 1, ==, i);
          if (m->name && strcmp (m->name, "goblin outrider") == 0)
            {
              outriders++;
              g_assert_cmpint (n, ==, 1);
              g_assert_cmpstr (steed, ==, "wolf");
            }
          else if (m->name && strcmp (m->name, "orc-captain") == 0)
            {
              captains++;
              mounted += n;
              if (n)
                g_assert_cmpstr (steed, ==, "warg");
            }
          else if (m->name && strcmp (m->name, "drow cleric") == 0 && n)
            g_assert_true (strcmp (steed, "giant spider") == 0
                           || strcmp (steed, "gargantuan spider") == 0);
          else if (m->name && strcmp (m->name, "Uruk-hai") && strcmp (m->name, "goblin-captain")
                   && strcmp (m->name, "drow raider") && strcmp (m->name, "drow cleric")
                   && strcmp (m->name, "Nazgul") && strcmp (m->name, "knight"))
            g_assert_cmpint (n, ==, 0);
        }
      for (int i = 0; i < nhs_level_n_rooms (lev); i++)
        {
          const NhsLevelRoom *r = nhs_level_room (lev, i);
          int queens = 0;

          if (r->type != NHS_ROOM_ANTHOLE)
            continue;
          antholes++;
          for (int k = 0; k < nhs_level_n_monsters (lev); k++)
            {
              const NhsLevelMonster *m = nhs_level_monster (lev, k);

              if (m->name && strcmp (m->name, "queen ant") == 0)
                {
                  queens++;
                  g_assert_true (m->x >= r->lx && m->x <= r->hx && m->y >= r->ly && m->y <= r->hy);
                  if (!r->irregular)
                    {
                      g_assert_cmpint (m->x, ==, r->lx + (r->hx - r->lx + 1) / 2);
                      g_assert_cmpint (m->y, ==, r->ly + (r->hy - r->ly + 1) / 2);
                    }
                }
            }
          /* none when the middle is by the door or someone stands there */
          g_assert_cmpint (queens, <=, 1);
          all_queens += queens;
        }
    }
  g_test_message ("%d goblin outriders, %d of %d orc captains mounted, %d queens in %d antholes",
                  outriders, mounted, captains, all_queens, antholes);
  g_assert_cmpint (outriders, >, 0);
  g_assert_cmpint (antholes, >=, 8);
  g_assert_cmpint (all_queens, >=, antholes / 2);
  /* 1 in 4: within 4 standard errors */
  g_assert_cmpfloat (ABS (mounted - captains / 4.0), <, 4 * sqrt (captains * 3.0 / 16));
  /* 3.6.7: no steeds, and its antholes have no queen */
  for (int seed = 0; seed < 400; seed++)
    {
      NhsLevelParams p = { .depth = 20, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                           .variant = nhs_variant_get (NHS_VARIANT_367) };
      g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          g_assert_cmpint (m->rider, ==, -1);
          g_assert_true (m->name == NULL || strcmp (m->name, "queen ant") != 0);
        }
    }
}

/* mkmaze.c mk_knox_portal (): with Fort Ludios not yet placed, every vault
 * made below depth 10 (and above Medusa) on a level without a branch holds
 * its portal — EvilHack has no 1-in-3 deferral — and none at depth 10 */
static void
test_ludios_portal (void)
{
  int vaults15 = 0;

  for (int seed = 0; seed < 300; seed++)
    for (int depth = 10; depth <= 15; depth += 5)
      {
        g_autoptr (NhsLevel) lev = make (depth, seed, NHS_LEVEL_BRANCH_NONE);
        int portals = 0;

        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            portals += nhs_level_square (lev, x, y)->trap == NHS_TRAP_MAGIC_PORTAL;
        if (depth == 10 || nhs_level_vault_room (lev) < 0)
          g_assert_cmpint (portals, ==, 0);
        else
          {
            g_assert_cmpint (portals, ==, 1);
            vaults15++;
          }
      }
  g_assert_cmpint (vaults15, >, 40);
}

static void
count_traps (int depth, int n, int counts[NHS_N_TRAPS], int *trapped_doors)
{
  memset (counts, 0, sizeof (int) * NHS_N_TRAPS);
  *trapped_doors = 0;
  for (int seed = 0; seed < n; seed++)
    {
      g_autoptr (NhsLevel) lev = make (depth, seed, NHS_LEVEL_BRANCH_NONE);

      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            counts[s->trap]++;
            if ((s->typ == NHS_SQ_DOOR || s->typ == NHS_SQ_SDOOR)
                && (s->doormask & NHS_DOOR_TRAPPED))
              (*trapped_doors)++;
          }
    }
}

static void
test_traps_and_doors (void)
{
  int c[NHS_N_TRAPS], trapped;

  count_traps (3, 400, c, &trapped);
  g_assert_cmpint (c[NHS_TRAP_SPEAR], ==, 0);
  g_assert_cmpint (c[NHS_TRAP_MAGIC_BEAM], ==, 0);
  g_assert_cmpint (c[NHS_TRAP_BOLT], >, 0);
  g_assert_cmpint (trapped, >, 0);   /* 3.6.7: none above 4 */
  count_traps (11, 400, c, &trapped);
  g_assert_cmpint (c[NHS_TRAP_SPEAR], >, 0);
  g_assert_cmpint (c[NHS_TRAP_MAGIC_BEAM], ==, 0);
  count_traps (14, 400, c, &trapped);
  g_assert_cmpint (c[NHS_TRAP_MAGIC_BEAM], >, 0);
  for (int depth = 1; depth <= 30; depth += 29)
    {
      count_traps (depth, 200, c, &trapped);
      g_assert_cmpint (c[NHS_TRAP_FIRE], ==, 0);
      g_assert_cmpint (c[NHS_TRAP_ICE], ==, 0);
      g_assert_cmpint (c[NHS_TRAP_MAGIC_PORTAL], ==, 0);
    }
}

static void
test_deterministic (void)
{
  for (int seed = 0; seed < 20; seed++)
    {
      g_autoptr (NhsLevel) a = make (12, seed, NHS_LEVEL_BRANCH_NONE);
      g_autoptr (NhsLevel) b = make (12, seed, NHS_LEVEL_BRANCH_NONE);
      g_autoptr (NhsLevel) c = make (12, seed + 1000, NHS_LEVEL_BRANCH_NONE);
      g_autofree char *ta = nhs_level_to_text (a), *tb = nhs_level_to_text (b);
      g_autofree char *tc = nhs_level_to_text (c);
      int up_x, up_y, dn_x, dn_y, up_room, dn_room;

      g_assert_cmpstr (ta, ==, tb);
      g_assert_cmpstr (ta, !=, tc);
      g_assert_true (nhs_level_get_stairs (a, TRUE, &up_x, &up_y, &up_room));
      g_assert_true (nhs_level_get_stairs (a, FALSE, &dn_x, &dn_y, &dn_room));
      g_assert_cmpint (up_room, !=, dn_room);
    }
}

static void
test_branch (void)
{
  int portal = 0, down = 0, n = 600;

  for (int seed = 0; seed < n; seed++)
    {
      g_autoptr (NhsLevel) lev = make (2, seed, NHS_LEVEL_BRANCH_AUTO);

      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            portal += s->trap == NHS_TRAP_MAGIC_PORTAL;
            down += (s->flags & NHS_SQF_BRANCH) && s->typ == NHS_SQ_STAIRS;
          }
    }
  /* 1/2 and 1/3: within 4 standard errors */
  g_assert_cmpfloat (ABS (portal - n / 2.0), <, 4 * sqrt (n * 0.25));
  g_assert_cmpfloat (ABS (down - n / 3.0), <, 4 * sqrt (n * 2.0 / 9));
}

/* find_branch_room (): the branch stairs always find a square, also when
   the room drawn has no free floor left (seed 106177 at depth 10: before,
   the generator never returned) — a level of its own on a free floor,
   corridor, sand or grass square */
static void
test_branch_room_full (void)
{
  static const guint64 seeds[] = { 106177, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autoptr (NhsLevel) lev = make (10, seeds[i], NHS_LEVEL_BRANCH_STAIRS_UP);
      int branch = 0;

      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            branch += (s->flags & NHS_SQF_BRANCH) && s->typ == NHS_SQ_STAIRS
                      && (s->flags & NHS_SQF_UP);
          }
      g_assert_cmpint (branch, ==, 1);
    }
}

/* EvilHack's own dungeons are the game's fixed maps: every level of them
   is a MAP of its .des (dat/dungeon.def: Goblin Town's goblintown-1, one
   of goblintown-1-1 and -1-2 (RNDLEVEL ... 2), and goblintown-2; the Ice
   Queen's Realm icequeen-1..3; the Hidden Dungeon hdgn; Vecna's Domain
   vecna-1..3; the Wizard's Tower wizard1..3 (yendor.des); Purgatory
   purgatory-1 and -2, entered at its bottom, ENTRY -1), named from the
   dungeon description, never made and never "not modelled" */
static void
test_regions (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  NhsLevelRegionPlan plan;
  static const struct { int region; const char *words; } fixed[] = {
    { NHS_REGION_GOBLIN_TOWN, "one of the goblintown-1-N maps and the goblintown-2 map" },
    { NHS_REGION_ICE_QUEEN, "the icequeen-1 map, the icequeen-2 map and the icequeen-3 map" },
    { NHS_REGION_HIDDEN_DUNGEON, "the hdgn map" },
    { NHS_REGION_VECNA, "the vecna-1 map, the vecna-2 map and the vecna-3 map" },
    /* ENTRY 3 of its 3 levels: entered at the bottom, wizard3, where
       wizportal's portal leads */
    { NHS_REGION_WIZARD_DUNGEON, "from its entry, the bottom level, up: the wizard3 map, the "
                                 "wizard2 map and the wizard1 map" },
    { NHS_REGION_PURGATORY, "from its entry, the bottom level, up: the purgatory-2 map and the "
                            "purgatory-1 map" },
  };

  nhs_level_region_plan (v, NHS_REGION_DUNGEONS, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  nhs_level_region_plan (v, NHS_REGION_MINES, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  nhs_level_region_plan (v, NHS_REGION_GEHENNOM, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  g_assert_cmpint (plan.kind, ==, NHS_LEVEL_KIND_MAZE);
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    {
      g_autofree char *sentence = NULL;
      g_autofree char *words = NULL;

      nhs_level_region_plan (v, fixed[i].region, &plan);
      g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_FIXED_MAP);
      words = nhs_level_region_maps_words (v, fixed[i].region, NULL);
      g_assert_cmpstr (words, ==, fixed[i].words);
      sentence = nhs_level_region_sentence (v, &plan);
      g_assert_true (g_str_has_prefix (sentence, "In EvilHack 0.9.3, "));
      g_assert_nonnull (strstr (sentence, "is not generated: the game draws it from its own maps"));
      g_assert_null (strstr (sentence, "not modelled"));
    }
}

/* EvilHack's Gehennom filler, dat/gehennom.des's hellfill: a cave with
   lava flooded in from the top and bottom rows and a river through the
   middle, its stairs in their levregions, twelve traps of Gehennom's kinds
   on floor, and the level's named monsters; 3.6.7's filler at the same
   depth is a maze with no lava */
static void
test_gehennom (void)
{
  static const int flood_x[5] = { 1, 20, 40, 60, 79 };
  int n = 40, fire = 0, traps = 0;

  for (int s = 1; s <= n; s++)
    {
      NhsLevelParams p = { .depth = 35, .seed = s, .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsLevel) lev = nhs_level_generate (&p, &error);
      int salamanders = 0, shades = 0, skeletons = 0, demons = 0, river = 0, lx, ly, room;
      int up_x, down_x;

      g_assert_no_error (error);
      /* the floods' starts are lava whatever they were */
      for (int i = 0; i < 5; i++)
        {
          g_assert_cmpint (nhs_level_square (lev, flood_x[i], 0)->typ, ==, NHS_SQ_LAVA);
          g_assert_cmpint (nhs_level_square (lev, flood_x[i], NHS_LEVEL_ROWS - 1)->typ, ==,
                           NHS_SQ_LAVA);
        }
      /* the river's first bend lies within 5 squares of (41, 10) */
      for (int x = 36; x <= 46; x++)
        for (int y = 5; y <= 15; y++)
          river += nhs_level_square (lev, x, y)->typ == NHS_SQ_LAVA;
      g_assert_cmpint (river, >, 0);
      /* both stairs, on no trap; one of them in columns 1-20 or 50-70 or
         both in 1-70 (every option keeps them left of column 71) */
      g_assert_true (nhs_level_get_stairs (lev, TRUE, &up_x, &ly, &room));
      g_assert_cmpint (nhs_level_square (lev, up_x, ly)->trap, ==, NHS_TRAP_NONE);
      g_assert_true (nhs_level_get_stairs (lev, FALSE, &down_x, &ly, &room));
      g_assert_cmpint (nhs_level_square (lev, down_x, ly)->trap, ==, NHS_TRAP_NONE);
      g_assert_cmpint (MAX (up_x, down_x), <=, 70);
      g_assert_cmpint (up_x, !=, down_x);
      for (lx = 1; lx < NHS_LEVEL_COLS; lx++)
        for (ly = 0; ly < NHS_LEVEL_ROWS; ly++)
          {
            const NhsSquare *sq = nhs_level_square (lev, lx, ly);

            if (sq->trap == NHS_TRAP_NONE)
              continue;
            traps++;
            fire += sq->trap == NHS_TRAP_FIRE;
            g_assert_cmpint (sq->typ, !=, NHS_SQ_LAVA);
          }
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const char *name = nhs_level_monster (lev, i)->name;

          if (name == NULL)
            continue;
          salamanders += strcmp (name, "salamander") == 0;
          demons += strcmp (name, "lava demon") == 0;
          shades += strcmp (name, "shade") == 0;
          skeletons += strcmp (name, "skeleton warrior") == 0
                       || strcmp (name, "skeletal dragon") == 0;
        }
      /* two salamanders, or one and a lava demon; two shades or the two
         skeletons */
      g_assert_cmpint (salamanders + demons, ==, 2);
      g_assert_cmpint (salamanders, >=, 1);
      g_assert_true ((shades == 2 && skeletons == 0) || (shades == 0 && skeletons == 2));
    }
  /* twelve traps a level (a few may find a trap already there); Gehennom
     makes a fire trap 1 time in 5 before the kind is drawn */
  g_assert_cmpint (traps, <=, 12 * n);
  g_assert_cmpint (traps, >=, 11 * n);
  g_assert_cmpint (fire, >=, traps / 6);
  {
    NhsLevelParams p = { .depth = 35, .seed = 1, .kind = NHS_LEVEL_KIND_MAZE,
                         .variant = nhs_variant_get (NHS_VARIANT_367) };
    g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);
    int lava = 0;

    for (int x = 1; x < NHS_LEVEL_COLS; x++)
      for (int y = 0; y < NHS_LEVEL_ROWS; y++)
        lava += nhs_level_square (lev, x, y)->typ == NHS_SQ_LAVA;
    g_assert_cmpint (lava, ==, 0);
  }
}

/* The Gehennom filler's rooms and Vecna's Domain's portal. mkmap.c's
   join_map () makes each region of the cave a room (add_room (..., OROOM,
   TRUE), irregular, its squares flood-filled); fixup_special () then
   places the branch with place_branch () in one of them. dungeon.def puts
   the portal on the level below the valley (CHAINBRANCH "valley" + (1, 0)),
   the valley right below the Castle at the bottom of the 25-29 levels of
   the Dungeons of Doom (rn1 (5, 25)), Gehennom's levels 3-4, 6-7, 9-10 and
   12-13 special each 1 time in 2: on a filler at depth 27 it is always
   there, at 28 2 times in 3, 29 1 in 2, 30 1 in 3, 31 2 in 7, deeper never
   (the real init_dungeons () over 3,000 layouts: 588/588, 583/875,
   621/1225, 608/1781, 600/2089). */
static void
test_gehennom_vecna (void)
{
  static const int num[5] = { 1, 2, 1, 1, 2 }, den[5] = { 1, 3, 2, 3, 7 };
  const int n = 400;

  for (int depth = 27; depth <= 32; depth++)
    {
      int portals = 0;

      for (int s = 1; s <= n; s++)
        {
          NhsLevelParams p = { .depth = depth, .seed = s, .kind = NHS_LEVEL_KIND_MAZE,
                               .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };
          g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);
          int here = 0;

          g_assert_cmpint (nhs_level_n_rooms (lev), >, 0);
          for (int i = 0; i < nhs_level_n_rooms (lev); i++)
            {
              const NhsLevelRoom *r = nhs_level_room (lev, i);

              g_assert_cmpint (r->type, ==, NHS_ROOM_ORDINARY);
              g_assert_true (r->irregular);
            }
          for (int x = 1; x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              {
                const NhsSquare *sq = nhs_level_square (lev, x, y);

                /* a room's square lies in its box */
                if (sq->room >= 0)
                  {
                    const NhsLevelRoom *r = nhs_level_room (lev, sq->room);

                    g_assert_true (x >= r->lx && x <= r->hx && y >= r->ly && y <= r->hy);
                  }
                if (sq->trap != NHS_TRAP_MAGIC_PORTAL)
                  continue;
                here++;
                /* somexyspace (room, 2): a floor square of a room */
                g_assert_cmpint (sq->room, >=, 0);
                g_assert_cmpint (sq->typ, ==, NHS_SQ_ROOM);
              }
          g_assert_cmpint (here, <=, 1);
          portals += here;
        }
      if (depth == 32)
        g_assert_cmpint (portals, ==, 0);
      else
        {
          double want = (double) n * num[depth - 27] / den[depth - 27];
          double sd = sqrt (want * (1.0 - (double) num[depth - 27] / den[depth - 27]));

          g_assert_cmpfloat (fabs (portals - want), <=, 4 * sd + 0.5);
        }
    }
  /* --branch: the portal on any filler, or none */
  {
    NhsLevelParams p = { .depth = 35, .seed = 5, .kind = NHS_LEVEL_KIND_MAZE,
                         .branch = NHS_LEVEL_BRANCH_PORTAL,
                         .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };
    NhsLevelParams q = p;
    g_autoptr (NhsLevel) a = NULL;
    g_autoptr (NhsLevel) b = NULL;

    q.depth = 27;
    q.branch = NHS_LEVEL_BRANCH_NONE;
    a = nhs_level_generate (&p, NULL);
    b = nhs_level_generate (&q, NULL);
    g_assert_cmpint (nhs_test_count_trap (a, NHS_TRAP_MAGIC_PORTAL), ==, 1);
    g_assert_cmpint (nhs_test_count_trap (b, NHS_TRAP_MAGIC_PORTAL), ==, 0);
  }
}

/* gehennom.des's hellfill OBJECT lines: two tools, a wand, a ring, a
   spellbook and a weapon, then two objects of Gehennom's random classes
   (mkobj.c hellprobs: never a spellbook, coins or rocks), each on a square
   that was dry floor when it was made, each a kind of its class the game
   can make (oc_prob above 0); then one random object under each spider and
   snake (makemon ()); shown on the map where no monster stands. 3.6.7's
   maze filler places none. */
static void
test_gehennom_objects (void)
{
  static const NhsObjectClass first[6] = { NHS_OC_TOOL, NHS_OC_TOOL, NHS_OC_WAND, NHS_OC_RING,
                                           NHS_OC_SPBOOK, NHS_OC_WEAPON };
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  int random_classes[NHS_OC_N_CLASSES] = { 0 }, extra = 0, hiders = 0;

  for (int s = 1; s <= 30; s++)
    {
      NhsLevelParams p = { .depth = 35, .seed = s, .kind = NHS_LEVEL_KIND_MAZE, .variant = v,
                           .record_phases = TRUE };
      g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);
      g_autofree char *text = nhs_level_to_text (lev);

      g_assert_cmpint (nhs_level_n_objects (lev), >=, 8);
      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const NhsLevelObject *o = nhs_level_object (lev, i);
          const NhsObject *kind = nhs_object_lookup (v, o->name);
          const NhsSquare *then = nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_ROOMS, o->x, o->y);

          g_assert_nonnull (kind);
          g_assert_cmpint (kind->prob, >, 0);
          g_assert_cmpstr (o->class_key, ==, nhs_object_class_key (kind->oclass));
          if (i < 6)
            g_assert_cmpint (kind->oclass, ==, first[i]);
          else
            random_classes[kind->oclass]++;
          if (i < 8)
            g_assert_cmpint (then->typ, ==, NHS_SQ_ROOM);
          else
            {
              /* the rest: under a spider or a snake, made with it */
              const NhsSquare *at = nhs_level_square (lev, o->x, o->y);
              char c;

              g_assert_cmpint (at->mon, >, 0);
              c = nhs_level_monster (lev, at->mon - 1)->symbol;
              g_assert_true (c == 's' || c == 'S');
              extra++;
            }
          if (!nhs_level_square (lev, o->x, o->y)->mon && nhs_level_object_at (lev, NHS_LEVEL_N_PHASES, o->x, o->y) == o)
            g_assert_cmpint (text[o->y * (NHS_LEVEL_COLS + 1) + o->x], ==, o->symbol);
        }
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          hiders += m->rider < 0 && (m->symbol == 's' || m->symbol == 'S');
        }
    }
  /* one object for every spider and snake on the map */
  g_assert_cmpint (extra, ==, hiders);
  g_assert_cmpint (random_classes[NHS_OC_SPBOOK] + random_classes[NHS_OC_COIN]
                   + random_classes[NHS_OC_ROCK], ==, 0);
  /* weapons and armour are 40 in 100 of them */
  g_assert_cmpint (random_classes[NHS_OC_WEAPON] + random_classes[NHS_OC_ARMOR], >, 10);
  {
    NhsLevelParams p = { .depth = 35, .seed = 1, .kind = NHS_LEVEL_KIND_MAZE,
                         .variant = nhs_variant_get (NHS_VARIANT_367) };
    g_autoptr (NhsLevel) lev = nhs_level_generate (&p, NULL);

    g_assert_cmpint (nhs_level_n_objects (lev), ==, 0);
  }
}

/* maketrap ()'s objects on the Gehennom filler: a statue trap's statue of
   a random monster on the trap (one each), a rolling boulder trap's boulder
   in a straight line 2 to 8 squares from it (mkroll_launch (); none when no
   way is clear) */
static void
test_gehennom_trap_objects (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int statue_traps = 0, statues = 0, rolling = 0, boulders = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_EVILHACK;
  sit.region = NHS_REGION_GEHENNOM;
  picker = nhs_level_picker_new (set, &sit, 32, &error);
  g_assert_no_error (error);
  for (int seed = 1; seed <= 60; seed++)
    {
      NhsLevelParams p = { .depth = 32, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (NHS_VARIANT_EVILHACK) };
      g_autoptr (NhsLevel) lev = NULL;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const NhsLevelObject *o = nhs_level_object (lev, i);

          if (!g_str_has_prefix (o->name, "statue of "))
            continue;
          statues++;
          g_assert_cmpstr (o->class_key, ==, nhs_object_class_key (NHS_OC_ROCK));
          g_assert_cmpint (nhs_level_square (lev, o->x, o->y)->trap, ==, NHS_TRAP_STATUE);
        }
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);
            gboolean launched = FALSE;

            statue_traps += s->trap == NHS_TRAP_STATUE;
            rolling += s->trap == NHS_TRAP_ROLLING_BOULDER;
            if (!(s->flags & NHS_SQF_BOULDER))
              continue;
            boulders++;
            for (int dx = -1; dx <= 1; dx++)
              for (int dy = -1; dy <= 1; dy++)
                for (int d = 2; d <= 8 && (dx || dy); d++)
                  {
                    int tx = x - d * dx, ty = y - d * dy;

                    launched |= tx >= 0 && tx < NHS_LEVEL_COLS && ty >= 0 && ty < NHS_LEVEL_ROWS
                                && nhs_level_square (lev, tx, ty)->trap == NHS_TRAP_ROLLING_BOULDER;
                  }
            g_assert_true (launched);
          }
    }
  g_assert_cmpint (statue_traps, >, 5);
  g_assert_cmpint (statues, ==, statue_traps);
  g_assert_cmpint (boulders, >, 0);
  g_assert_cmpint (boulders, <=, rolling);
}

#define N_ARTIFACT_LEVELS 10000

/* a picker of EvilHack's Gehennom filler levels at depth */
static NhsLevelPicker *
gehennom_picker (int depth)
{
  g_autoptr (GError) error = NULL;
  NhsSituation sit;
  NhsLevelPicker *picker;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, depth, 1);
  picker = nhs_level_picker_new (nhs_test_variant_set (NHS_VARIANT_EVILHACK), &sit, depth, &error);
  g_assert_no_error (error);
  return picker;
}

/* mkobj.c mksobj ()'s artif (sp_lev.c create_object ()'s OBJECT lines and
   makemon ()'s object under a spider or a snake pass TRUE): a floor
   weapon becomes an artifact 1 time in 30, a piece of armour 1 time in 40
   (artifact.c mk_artifact (otmp, A_NONE): one of the version's artifacts
   of its kind not yet made and not SPFX_NOGEN), made of the artifact's
   material (do_name.c oname (): its own, else the kind's), and named
   where players read it ("crystal long sword named Sunsword"); no
   artifact twice on a level, the statues' included. A floor object that
   is none has no material said. Most weapon kinds have no artifact, so
   few become one: the real game 280 levels' objects in 20,000 at depth
   30 (docs/level-validation.md, Session 24), ours 137 in these 10,000
   (112 before session 26 drew the object properties). The count is held
   within 4 standard deviations of the sum of each floor weapon's and
   armour's chance, 1 in 30 or 1 in 40 when its kind has an artifact that
   is not SPFX_NOGEN, else 0 (an artifact already made on the level is
   rare enough to leave out), so the die must be drawn for every floor
   weapon (docs/level-validation.md, Session 26 (floorart2 lane)). None
   without the rule, 189 with 3.6.7's 1 in 20 for weapons, 55 with 1 in
   60. */
static void
test_gehennom_floor_artifacts (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsLevelPicker) picker = gehennom_picker (30);
  int made = 0, armour = 0;
  double mean = 0, var = 0;
  guint n_arts = 0;
  const NhsArtifact *arts = nhs_artifacts (v, &n_arts);

  for (int seed = 1; seed <= N_ARTIFACT_LEVELS; seed++)
    {
      NhsLevelParams p = { .depth = 30, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE, .variant = v };
      g_autoptr (NhsLevel) lev = NULL;
      g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const NhsLevelObject *o = nhs_level_object (lev, i);
          const NhsArtifact *a;
          const NhsObject *kind;
          g_autofree char *words = NULL, *item = NULL, *named = NULL;

          for (int k = 0; k < o->n_contents; k++)
            if (o->contents_artifacts[k])
              g_assert_true (g_hash_table_add (seen, (gpointer) o->contents_artifacts[k]));
          if ((kind = nhs_object_lookup (v, o->name)) != NULL
              && (kind->oclass == NHS_OC_WEAPON || kind->oclass == NHS_OC_ARMOR))
            for (guint m = 0; m < n_arts; m++)
              if (strcmp (arts[m].kind, o->name) == 0 && !(arts[m].flags & NHS_ART_NOGEN))
                {
                  double p = 1.0 / (kind->oclass == NHS_OC_WEAPON ? v->floor_artifact_weapon
                                                                   : v->floor_artifact_armor);

                  mean += p;
                  var += p * (1 - p);
                  break;
                }
          if (o->artifact == NULL)
            {
              /* (its material as init_obj_material () drew it, but a
                 wand's, a ring's or a magic spellbook's: its shuffled
                 appearance's) */
              if (!g_str_has_prefix (o->name, "statue of ") && kind != NULL)
                g_assert_true ((o->material == NULL)
                               == (kind->oclass == NHS_OC_WAND || kind->oclass == NHS_OC_RING
                                   || (kind->oclass == NHS_OC_SPBOOK && (kind->flags & NHS_OBJ_MAGIC)
                                       && !(kind->flags & NHS_OBJ_UNIQUE))));
              continue;
            }
          made++;
          g_assert_true (g_hash_table_add (seen, (gpointer) o->artifact));
          a = nhs_artifact_lookup (v, o->artifact);
          kind = nhs_object_lookup (v, o->name);
          g_assert_nonnull (a);
          g_assert_nonnull (kind);
          g_assert_cmpstr (a->kind, ==, o->name);
          g_assert_false (a->flags & NHS_ART_NOGEN);
          g_assert_true (kind->oclass == NHS_OC_WEAPON || kind->oclass == NHS_OC_ARMOR);
          armour += kind->oclass == NHS_OC_ARMOR;
          g_assert_cmpstr (o->material, ==, a->material ? a->material : kind->material);
          words = nhs_level_describe_square (lev, o->x, o->y);
          item = nhs_level_item_name (v, o->name, o->material);
          named = g_strdup_printf ("%s named %s", item, a->name);
          g_assert_nonnull (strstr (words, named));
        }
    }
  g_test_message ("%d floor artifacts (%d armour) in %d levels, %.1f expected (sd %.1f)", made, armour,
                  N_ARTIFACT_LEVELS, mean, sqrt (var));
  g_assert_cmpfloat (fabs (made - mean), <, 4 * sqrt (var));
}

/* the kinds create_oprop () never spruces up, or only 1 time in 10 (a
   magic kind), by the object data */
static double
oprop_gate (const NhsObject *kind)
{
  if ((kind->flags & NHS_OBJ_UNIQUE) || g_str_has_suffix (kind->name, " dragon scales")
      || strcmp (kind->name, "worm tooth") == 0 || strcmp (kind->name, "crysknife") == 0)
    return 0;
  return (kind->flags & NHS_OBJ_MAGIC) ? 0.1 : 1.0;
}

/* EvilHack's mksobj () (mkobj.c): a floor weapon whose artifact die
   (rn2 (30)) did not come up gets an object property when rn2 (175) <
   level_difficulty () / 2 (15 in 175 at depth 30), a piece of armour
   whose die (rn2 (40)) did not 1 time in 150, a sling bullet and a
   barding 1 time in 150; artifact.c create_oprop () then keeps a magic
   kind without one 9 times in 10 and draws the properties: at most one
   of fire, frost, shock, venom and drain, never drain, oilskin, fumbling
   nor hunger on a weapon, no damage property on a launcher, only damage
   properties on ammunition and missiles, no telepathy on a helmet, no
   oilskin on an oilskin cloak or a barding. The counts are held against
   the sum of each object's chance (4 standard deviations); without the
   rule there are none, with 1 in 150 for weapons too about 100 instead of
   about 1200. The Level page says them: "... with fire damage". */
static void
test_gehennom_floor_oprops (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  const int depth = 30, levels = 20000;
  g_autoptr (NhsLevelPicker) picker = gehennom_picker (depth);
  const guint damage = NHS_OPROP_DAMAGE, bad = NHS_OPROP_FUMBLING | NHS_OPROP_HUNGER;
  /* [0] weapons, [1] armour, sling bullets and bardings */
  double expect[2] = { 0, 0 }, var[2] = { 0, 0 };
  int got[2] = { 0, 0 }, armour_bad = 0;

  for (int seed = 1; seed <= levels; seed++)
    {
      g_autoptr (NhsLevel) lev = make_picked_kind (picker, NHS_LEVEL_KIND_MAZE, depth, seed);

      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const NhsLevelObject *o = nhs_level_object (lev, i);
          const NhsObject *kind = nhs_object_lookup (v, o->name);
          gboolean barding = kind && strstr (kind->name, "barding") != NULL;
          double p1;
          int w;

          if (g_str_has_prefix (o->name, "statue of ") || kind == NULL)
            continue;
          if (kind->oclass == NHS_OC_WEAPON)
            w = 0, p1 = 29.0 / 30 * (depth / 2) / 175;
          else if (kind->oclass == NHS_OC_ARMOR)
            w = 1, p1 = 39.0 / 40 / 150;
          else if (barding || strcmp (kind->name, "sling bullet") == 0)
            w = 1, p1 = 1.0 / 150;
          else
            {
              g_assert_cmpuint (o->props, ==, 0);
              continue;
            }
          p1 *= oprop_gate (kind);
          expect[w] += p1;
          var[w] += p1 * (1 - p1);
          if (o->props == 0)
            continue;
          got[w]++;
          g_assert_null (o->artifact);
          g_assert_cmpfloat (oprop_gate (kind), >, 0);
          /* one damage property at most */
          g_assert_cmpint (__builtin_popcount (o->props & damage), <=, 1);
          if (kind->oclass == NHS_OC_WEAPON)
            g_assert_cmpuint (o->props & (NHS_OPROP_DRAIN | NHS_OPROP_OILSKIN | bad), ==, 0);
          if (kind->oclass == NHS_OC_WEAPON && kind->skill[0] == 'P'
              && (strcmp (kind->skill, "P_BOW") == 0 || strcmp (kind->skill, "P_SLING") == 0
                  || strcmp (kind->skill, "P_CROSSBOW") == 0))
            g_assert_cmpuint (o->props & damage, ==, 0);
          if (kind->skill[0] == '-' || strcmp (kind->name, "sling bullet") == 0)
            g_assert_cmpuint (o->props & ~damage, ==, 0);
          if (strcmp (kind->slot, "helm") == 0)
            g_assert_cmpuint (o->props & NHS_OPROP_TELEPATHY, ==, 0);
          if (barding)
            g_assert_cmpuint (o->props & (NHS_OPROP_OILSKIN | NHS_OPROP_EXCELLENCE | NHS_OPROP_SEARCHING
                                          | NHS_OPROP_WARNING | bad), ==, 0);
          if (strcmp (kind->name, "oilskin cloak") == 0)
            g_assert_cmpuint (o->props & NHS_OPROP_OILSKIN, ==, 0);
          armour_bad += kind->oclass == NHS_OC_ARMOR && (o->props & bad);
          {
            g_autofree char *words = nhs_level_describe_square (lev, o->x, o->y);
            gboolean weapon = kind->oclass != NHS_OC_ARMOR && !barding;
            int k = __builtin_ctz (o->props);
            g_autofree char *said = g_strdup_printf (" with %s",
                                                     nhs_level_oprop_words (1u << k, weapon));

            g_assert_nonnull (strstr (words, said));
          }
        }
    }
  for (int w = 0; w < 2; w++)
    {
      g_test_message ("%s: %d with a property, %.1f expected (sd %.1f)", w ? "armour" : "weapons",
                      got[w], expect[w], sqrt (var[w]));
      g_assert_cmpfloat (fabs (got[w] - expect[w]), <, 4 * sqrt (var[w]));
    }
  g_test_message ("armour with fumbling or hunger: %d", armour_bad);
}

/* EvilHack's objclass.h: whether a material takes the first erosion
   (is_flammable () or is_rustprone ()) and the second (is_rottable () or
   is_corrodeable ()), from the game's macros */
static void
evil_material_erodes (const char *mat, gboolean *burns, gboolean *rots)
{
  static const char *const flammable[] = {
    "WAX", "VEGGY", "FLESH", "PAPER", "CLOTH", "SPIDER_SILK", "LEATHER", "WOOD", "BONE", "PLASTIC", NULL,
  };
  static const char *const rottable[] = {
    "WAX", "VEGGY", "FLESH", "PAPER", "CLOTH", "LEATHER", "WOOD", NULL,
  };
  gboolean iron = g_strcmp0 (mat, "IRON") == 0;

  *burns = iron || (mat && g_strv_contains (flammable, mat));
  *rots = iron || g_strcmp0 (mat, "COPPER") == 0 || g_strcmp0 (mat, "BRONZE") == 0
          || (mat && g_strv_contains (rottable, mat));
}

/* a monster of class c stands on (x, y) */
static gboolean
monster_of_class_at (const NhsLevel *lev, int x, int y, char c)
{
  for (int i = 0; i < nhs_level_n_monsters (lev); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (lev, i);

      if (m->x == x && m->y == y && m->symbol == c && m->rider < 0)
        return TRUE;
    }
  return FALSE;
}

/* mkobj.c mksobj ()'s poison, taint (WEAPON_CLASS), mkobj_erosions () and
   mkobj_quality () of the Gehennom filler's floor objects: a weapon that
   is no launcher and not only whacks poisoned 1 time in 100, else a drow
   one tainted 1 time in 100; sp_lev.c create_object () then sets a des
   line's object's erosions and quality to none, so only the object a
   spider or snake hides under (makemon () mkobj_at ()) keeps them: not
   erodeproof (99 in 100), then 1 in 80 each erosion its material takes;
   a forgeable (metal or gemstone) weapon or armour of no magic kind 1 in
   80 a quality. Counts against the sum of each object's chance, and the
   Level page's words. */
static void
test_gehennom_floor_state (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  const int depth = 30, levels = 20000;
  g_autoptr (NhsLevelPicker) picker = gehennom_picker (depth);
  static const char *const forgeable[] = {
    "IRON", "STEEL", "COPPER", "BRONZE", "SILVER", "GOLD", "PLATINUM", "MITHRIL", "ADAMANTINE", "GEMSTONE", NULL,
  };
  static const char *const launchers[] = { "P_BOW", "P_SLING", "P_CROSSBOW", NULL };
  /* [0] poisoned, [1] tainted, [2] eroded, [3] of a quality */
  double expect[4] = { 0 }, var[4] = { 0 };
  int got[4] = { 0 }, said = 0;

  for (int seed = 1; seed <= levels; seed++)
    {
      g_autoptr (NhsLevel) lev = make_picked_kind (picker, NHS_LEVEL_KIND_MAZE, depth, seed);

      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const NhsLevelObject *o = nhs_level_object (lev, i);
          const NhsObject *kind = nhs_object_lookup (v, o->name);
          gboolean hidden, poisonable, burns, rots;
          double pr[4] = { 0 };

          if (g_str_has_prefix (o->name, "statue of ") || kind == NULL)
            continue;
          hidden = monster_of_class_at (lev, o->x, o->y, 's') || monster_of_class_at (lev, o->x, o->y, 'S');
          poisonable = kind->oclass == NHS_OC_WEAPON && !g_strv_contains (launchers, kind->skill)
                       && (kind->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS)) != NHS_OBJ_WHACKS;
          if (poisonable)
            {
              pr[0] = 1.0 / 100;
              if (g_str_has_prefix (kind->name, "dark elven "))
                pr[1] = 99.0 / 100 / 100;
            }
          evil_material_erodes (o->material, &burns, &rots);
          if (hidden && o->artifact == NULL && (kind->oclass == NHS_OC_WEAPON || kind->oclass == NHS_OC_ARMOR)
              && strcmp (kind->name, "worm tooth") != 0 && strcmp (kind->name, "crysknife") != 0)
            {
              pr[2] = 99.0 / 100 * (1 - (1 - burns / 80.0) * (1 - rots / 80.0));
              if (!(kind->flags & NHS_OBJ_MAGIC) && o->material && g_strv_contains (forgeable, o->material))
                pr[3] = 1.0 / 80;
            }
          if (!hidden && (kind->oclass == NHS_OC_WEAPON || kind->oclass == NHS_OC_ARMOR))
            {
              /* (a des line's object: its erosion and quality none) */
              g_assert_cmpint (o->eroded, ==, 0);
              g_assert_cmpint (o->eroded2, ==, 0);
              g_assert_cmpint (o->quality, ==, NHS_FQ_NORMAL);
            }
          if (!hidden || (kind->oclass != NHS_OC_WEAPON && kind->oclass != NHS_OC_ARMOR))
            {
              /* (other classes' erosions are left out of the counts) */
              if (o->eroded || o->eroded2)
                continue;
            }
          for (int k = 0; k < 4; k++)
            {
              expect[k] += pr[k];
              var[k] += pr[k] * (1 - pr[k]);
            }
          got[0] += o->poisoned;
          got[1] += o->tainted;
          got[2] += o->eroded || o->eroded2;
          got[3] += o->quality != NHS_FQ_NORMAL;
          if (o->poisoned)
            g_assert_true (poisonable && !o->tainted);
          if (o->tainted)
            g_assert_true (poisonable && g_str_has_prefix (kind->name, "dark elven "));
          if (o->eroded)
            g_assert_true (burns);
          if (o->eroded2)
            g_assert_true (rots);
          if (o->quality != NHS_FQ_NORMAL)
            g_assert_cmpfloat (pr[3], >, 0);
          if (o->poisoned || o->eroded || o->quality != NHS_FQ_NORMAL)
            {
              g_autofree char *words = nhs_level_describe_square (lev, o->x, o->y);
              const char *w = o->poisoned ? "poisoned"
                              : o->eroded ? nhs_level_erosion_words (o->material, FALSE, o->eroded)
                                          : nhs_level_quality_key (o->quality);

              g_assert_nonnull (strstr (words, w));
              said++;
            }
        }
    }
  for (int k = 0; k < 4; k++)
    {
      static const char *const what[] = { "poisoned", "tainted", "eroded", "of a quality" };

      g_test_message ("%s: %d, %.1f expected (sd %.1f)", what[k], got[k], expect[k], sqrt (var[k]));
      g_assert_cmpfloat (fabs (got[k] - expect[k]), <, 4 * sqrt (var[k]));
    }
  /* (5 tainted expected: too few for the bound above to miss the draw) */
  g_assert_cmpint (got[1], >, 0);
  g_assert_cmpint (said, >, 0);
}

/* evil_material_erodes (), or glass (damageable, but taking neither
   erosion): whether mkobj_erosions () draws for the material at all */
static gboolean
evil_damageable (const char *mat, gboolean *burns, gboolean *rots)
{
  evil_material_erodes (mat, burns, rots);
  return *burns || *rots || g_strcmp0 (mat, "GLASS") == 0;
}

/* The materials a ring or wand of kind o may have in one game
   (o_init.c shuffle (..., TRUE), its appearance's): the class's run in
   objects[] (the rings' up to the last shuffled one) with the nameless
   wands; the kind's own when it is not in the run. Returns how many. */
static guint
appearance_materials (const NhsVariant *v, const NhsObject *o, const char **out, guint max)
{
  guint n = 0, first = 0, last, count = 0;
  const NhsObject *all = nhs_objects (v, &n);
  gboolean ring = o->oclass == NHS_OC_RING, in_run = FALSE;

  while (first < n && all[first].oclass != o->oclass)
    first++;
  for (last = first; last + 1 < n && all[last + 1].oclass == o->oclass; last++)
    if (ring && strcmp (all[last].name, v->muse_ring_shuffle_last) == 0)
      break;
  for (guint k = first; k <= last; k++)
    in_run |= &all[k] == o;
  if (!in_run)
    {
      out[0] = o->material;
      return 1;
    }
  for (guint k = first; k <= last && count < max; k++)
    out[count++] = all[k].material;
  for (guint k = 0; !ring && v->muse_wand_nameless_materials[k] != NULL && count < max; k++)
    out[count++] = v->muse_wand_nameless_materials[k];
  return count;
}

/* mkobj.c mkobj_erosions () for every class erosion_matters () (of those
   a random object may be: weapons, armour, tools but candles, amulets,
   rings, wands, the sling bullet; no artifact, no worm tooth, crysknife
   or unicorn horn) on the Gehennom filler's objects a spider or snake
   hides under: 1 in 100 of a damageable object is made erodeproof (and
   takes no erosion), 1 in 1000 greased; a ring's or wand's material is
   its shuffled appearance's (each of the class's run as likely), and it
   erodes by it, 1 in 80 each erosion the material takes. A des line's
   object is neither (create_object ()). Counted against the sum of each
   object's chance; the Level page says "erodeproof", "greased" and a
   ring's or wand's erosion by its appearance's material. */
static void
test_gehennom_floor_proof (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  const int depth = 30, levels = 80000;
  g_autoptr (NhsLevelPicker) picker = gehennom_picker (depth);
  /* [0] erodeproof, [1] greased, [2] a ring or wand eroded */
  double expect[3] = { 0 }, var[3] = { 0 };
  int got[3] = { 0 }, said[3] = { 0 };

  for (int seed = 1; seed <= levels; seed++)
    {
      g_autoptr (NhsLevel) lev = make_picked_kind (picker, NHS_LEVEL_KIND_MAZE, depth, seed);

      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const NhsLevelObject *o = nhs_level_object (lev, i);
          const NhsObject *kind = nhs_object_lookup (v, o->name);
          gboolean hidden, may, shuffled, burns, rots;
          const char *mats[64];
          guint n_mats;
          double pr[3] = { 0 };

          if (g_str_has_prefix (o->name, "statue of ") || kind == NULL)
            continue;
          /* (the hider's own object is made with it, in the monsters'
             phase; a des line's object may share its square) */
          hidden = o->phase == NHS_LEVEL_PHASE_MONSTERS
                   && (monster_of_class_at (lev, o->x, o->y, 's') || monster_of_class_at (lev, o->x, o->y, 'S'));
          shuffled = kind->oclass == NHS_OC_RING || kind->oclass == NHS_OC_WAND;
          if (!hidden)
            {
              /* (a des line's object: none of mkobj_erosions ()'s) */
              g_assert_false (o->erodeproof);
              g_assert_false (o->greased);
              g_assert_cmpint (o->eroded + o->eroded2, ==, 0);
              continue;
            }
          may = o->artifact == NULL && strcmp (kind->name, "worm tooth") != 0 && strcmp (kind->name, "crysknife") != 0
                && strcmp (kind->name, "unicorn horn") != 0 && strcmp (kind->name, "tallow candle") != 0
                && strcmp (kind->name, "wax candle") != 0
                && (kind->oclass == NHS_OC_WEAPON || kind->oclass == NHS_OC_ARMOR || kind->oclass == NHS_OC_TOOL
                    || kind->oclass == NHS_OC_AMULET || shuffled || strcmp (kind->name, "sling bullet") == 0);
          n_mats = shuffled ? appearance_materials (v, kind, mats, G_N_ELEMENTS (mats)) : 1;
          if (!shuffled)
            mats[0] = o->material;
          for (guint k = 0; may && k < n_mats; k++)
            if (evil_damageable (mats[k], &burns, &rots))
              {
                pr[0] += 1.0 / 100 / n_mats;
                pr[1] += 1.0 / 1000 / n_mats;
                if (shuffled)
                  pr[2] += 99.0 / 100 * (1 - (1 - burns / 80.0) * (1 - rots / 80.0)) / n_mats;
              }
          for (int k = 0; k < 3; k++)
            {
              expect[k] += pr[k];
              var[k] += pr[k] * (1 - pr[k]);
            }
          got[0] += o->erodeproof;
          got[1] += o->greased;
          if (shuffled)
            got[2] += o->eroded || o->eroded2;
          if (o->erodeproof)
            g_assert_cmpint (o->eroded + o->eroded2, ==, 0);
          if (o->erodeproof || o->greased || (shuffled && (o->eroded || o->eroded2)))
            {
              g_autofree char *words = nhs_level_describe_square (lev, o->x, o->y);

              g_assert_cmpfloat (pr[0], >, 0);
              if (o->erodeproof)
                {
                  g_assert_nonnull (strstr (words, "erodeproof"));
                  said[0]++;
                }
              if (o->greased)
                {
                  g_assert_nonnull (strstr (words, "greased"));
                  said[1]++;
                }
              if (shuffled && o->eroded)
                {
                  /* (the material itself is not said) */
                  g_assert_null (o->material);
                  g_assert_nonnull (o->appearance_material);
                  g_assert_nonnull (strstr (words, nhs_level_erosion_words (o->appearance_material, FALSE, o->eroded)));
                  said[2]++;
                }
            }
        }
    }
  for (int k = 0; k < 3; k++)
    {
      static const char *const what[] = { "erodeproof", "greased", "rings and wands eroded" };

      g_test_message ("%s: %d, %.1f expected (sd %.1f); said %d", what[k], got[k], expect[k], sqrt (var[k]), said[k]);
      g_assert_cmpfloat (fabs (got[k] - expect[k]), <, 4 * sqrt (var[k]));
      g_assert_cmpint (got[k], >, 0);
    }
  g_assert_cmpint (said[0], >, 0);
  g_assert_cmpint (said[2], >, 0);
}

typedef struct {
  void (*each) (const NhsLevel *lev, const NhsLevelObject *o, gpointer data);
  gpointer data;
} KitEach;

static gboolean
kit_each (const NhsLevel *lev, const NhsLevelObject *o, gpointer data)
{
  KitEach *ke = data;

  g_assert_cmpint (o->contents_known, ==, NHS_CONTENTS_KNOWN);
  ke->each (lev, o, ke->data);
  return TRUE;
}

/* `want` statue trap statues of one monster at depth
   (nhs_test_trap_statues ()); calls each (lev, o) */
static void
each_kit_statue (const char *monster, int depth, int want,
                 void (*each) (const NhsLevel *lev, const NhsLevelObject *o, gpointer data), gpointer data)
{
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_EVILHACK);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsLevelPicker) picker = NULL;
  const NhsMonster *m = nhs_monster_set_lookup (set, monster);
  KitEach ke = { each, data };
  NhsSituation sit;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, depth, 1);
  picker = nhs_level_picker_new (set, &sit, depth, &error);
  g_assert_no_error (error);
  nhs_test_trap_statues (picker, NHS_VARIANT_EVILHACK, depth, m->index, m->name, want, kit_each, &ke);
}

/* A statue trap's soldier's kit (makemon.c m_initweap (), m_initinv ():
   mongets (), mksobj (otyp, TRUE, FALSE)): each weapon gets an object
   property when rn2 (175) < level_difficulty () / 2 (12 in 175 at depth
   24), each piece of armour 1 time in 150, through create_oprop () (a
   magic kind 1 time in 10): counted against the sum of the items'
   chances (4 standard deviations); without the draws none, with the
   floor's 1 in 150 for the weapons too a fifth as many. The Level page
   names them after the item inside the statue. */
static const char *const forgeable[] = {
  "IRON", "STEEL", "COPPER", "BRONZE", "SILVER", "GOLD", "PLATINUM", "MITHRIL", "ADAMANTINE", "GEMSTONE", NULL,
};

typedef struct {
  const NhsVariant *v;
  int depth;
  double expect[2], var[2], qexpect[2], qvar[2];
  int got[2], said, qgot[2], qsaid;
} KitOprops;

static void
kit_oprops_count (const NhsLevel *lev, const NhsLevelObject *o, gpointer data)
{
  KitOprops *ko = data;
  g_autofree char *words = NULL;

  for (int k = 0; k < o->n_contents; k++)
    {
      const NhsObject *kind = nhs_object_lookup (ko->v, o->contents[k]);
      double p1;
      int w;

      g_assert_nonnull (kind);
      if (kind->oclass == NHS_OC_WEAPON)
        w = 0, p1 = (double) (ko->depth / 2) / 175;
      else if (kind->oclass == NHS_OC_ARMOR)
        w = 1, p1 = 1.0 / 150;
      else
        {
          g_assert_cmpuint (o->contents_props[k], ==, 0);
          continue;
        }
      /* mkobj_quality (): a forgeable (metal or gemstone) item of
         no magic kind 1 time in 80 (a soldier forges nothing) */
      if (!(kind->flags & NHS_OBJ_MAGIC) && o->contents_artifacts[k] == NULL
          && o->contents_materials[k] && g_strv_contains (forgeable, o->contents_materials[k]))
        {
          ko->qexpect[w] += 1.0 / 80;
          ko->qvar[w] += 1.0 / 80 * 79 / 80;
        }
      else if (o->contents_artifacts[k] != NULL || (kind->flags & NHS_OBJ_MAGIC))
        g_assert_cmpint (o->contents_quality[k], ==, NHS_FQ_NORMAL);
      /* (an item of another final material may still have one:
         mkobj_quality () judges mksobj ()'s first material and
         mongets () may change it after: wooden gauntlets of a
         quality, say) */
      if (o->contents_quality[k] != NHS_FQ_NORMAL)
        {
          g_autofree char *all = nhs_level_describe_square (lev, o->x, o->y);
          g_autofree char *said_words = g_strdup_printf ("%s (%s)", o->contents[k],
                                                         nhs_level_quality_key (o->contents_quality[k]));

          ko->qgot[w]++;
          ko->qsaid += o->contents_props[k] == 0 && strstr (all, said_words) != NULL;
        }
      p1 *= oprop_gate (kind);
      ko->expect[w] += p1;
      ko->var[w] += p1 * (1 - p1);
      if (o->contents_props[k] == 0)
        continue;
      ko->got[w]++;
      g_assert_cmpint (__builtin_popcount (o->contents_props[k] & NHS_OPROP_DAMAGE), <=, 1);
      if (w == 0)
        g_assert_cmpuint (o->contents_props[k] & (NHS_OPROP_DRAIN | NHS_OPROP_OILSKIN
                                                  | NHS_OPROP_FUMBLING | NHS_OPROP_HUNGER), ==, 0);
      if (words == NULL)
        {
          g_autofree char *said_words = NULL;
          int b = __builtin_ctz (o->contents_props[k]);

          words = nhs_level_describe_square (lev, o->x, o->y);
          said_words = g_strdup_printf ("%s with %s", o->contents[k],
                                        nhs_level_oprop_words (1u << b, w == 0));
          g_assert_nonnull (strstr (words, said_words));
          ko->said++;
        }
    }
}

static void
test_statue_kit_oprops (void)
{
  KitOprops ko = { .v = nhs_variant_get (NHS_VARIANT_EVILHACK), .depth = 24 };

  each_kit_statue ("soldier", ko.depth, 12000, kit_oprops_count, &ko);
  for (int w = 0; w < 2; w++)
    {
      g_test_message ("soldiers' %s: %d with a property, %.1f expected (sd %.1f)", w ? "armour" : "weapons",
                      ko.got[w], ko.expect[w], sqrt (ko.var[w]));
      g_assert_cmpfloat (fabs (ko.got[w] - ko.expect[w]), <, 4 * sqrt (ko.var[w]));
    }
  for (int w = 0; w < 2; w++)
    {
      g_test_message ("soldiers' %s: %d of a quality, %.1f expected (sd %.1f)", w ? "armour" : "weapons",
                      ko.qgot[w], ko.qexpect[w], sqrt (ko.qvar[w]));
      g_assert_cmpfloat (fabs (ko.qgot[w] - ko.qexpect[w]), <, 4 * sqrt (ko.qvar[w]));
    }
  g_assert_cmpint (ko.said, >, 0);
  g_assert_cmpint (ko.qsaid, >, 0);
}

/* whether mkobj_erosions () draws for content k of statue o at all
   (erosion_matters (): weapons, armour, tools but candles, amulets,
   rings, wands, the sling bullet; no artifact, worm tooth, crysknife or
   unicorn horn), and the materials it may be made of (a ring's or
   wand's: its class's run, each as likely); returns how many */
static guint
kit_erosion_materials (const NhsVariant *v, const NhsLevelObject *o, int k, const NhsObject **kind_out,
                       const char **mats, guint max)
{
  const NhsObject *kind = nhs_object_lookup (v, o->contents[k]);

  *kind_out = kind;
  g_assert_nonnull (kind);
  if (o->contents_artifacts[k] != NULL || strcmp (kind->name, "worm tooth") == 0
      || strcmp (kind->name, "crysknife") == 0 || strcmp (kind->name, "unicorn horn") == 0
      || strstr (kind->name, " candle") != NULL)
    return 0;
  switch (kind->oclass)
    {
    case NHS_OC_WEAPON:
    case NHS_OC_ARMOR:
    case NHS_OC_TOOL:
    case NHS_OC_AMULET:
      break;
    case NHS_OC_RING:
    case NHS_OC_WAND:
      return appearance_materials (v, kind, mats, max);
    case NHS_OC_GEM:
      if (strcmp (kind->name, "sling bullet") == 0)
        break;
      return 0;
    default:
      return 0;
    }
  mats[0] = o->contents_materials[k] ? o->contents_materials[k] : kind->material;
  return 1;
}

typedef struct {
  /* [0] poisoned, [1] a weapon or armour eroded, [2] anything else
     eroded, [3] erodeproof, [4] greased, [5] tainted */
  double expect[6], var[6];
  int got[6], said[6];
} KitState;

static void
kit_state_count (const NhsLevel *lev, const NhsLevelObject *o, gpointer data)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  static const char *const launchers[] = { "P_BOW", "P_SLING", "P_CROSSBOW", NULL };
  KitState *ks = data;
  g_autofree char *words = nhs_level_describe_square (lev, o->x, o->y);

  for (int k = 0; k < o->n_contents; k++)
    {
      const NhsLevelItemState *st = &o->contents_state[k];
      const NhsObject *kind;
      const char *mats[64];
      guint n_mats = kit_erosion_materials (v, o, k, &kind, mats, G_N_ELEMENTS (mats));
      gboolean wa = kind->oclass == NHS_OC_WEAPON || kind->oclass == NHS_OC_ARMOR;
      double pr[6] = { 0 };
      /* (the Level page's words for the item, but an artifact's or one
         with a property, whose words come between) */
      g_autofree char *name = o->contents_artifacts[k] || o->contents_props[k]
                              ? NULL : nhs_level_item_name (v, o->contents[k], o->contents_materials[k]);

      if (kind->oclass == NHS_OC_WEAPON && !g_strv_contains (launchers, kind->skill)
          && (kind->flags & (NHS_OBJ_PIERCES | NHS_OBJ_SLASHES | NHS_OBJ_WHACKS)) != NHS_OBJ_WHACKS)
        {
          pr[0] = 1.0 / 100;
          if (g_str_has_prefix (kind->name, "dark elven "))
            pr[5] = 99.0 / 100 / 100;
        }
      for (guint m = 0; m < n_mats; m++)
        {
          gboolean burns, rots;

          if (!evil_damageable (mats[m], &burns, &rots))
            continue;
          pr[wa ? 1 : 2] += 99.0 / 100 * (1 - (1 - burns / 80.0) * (1 - rots / 80.0)) / n_mats;
          pr[3] += 1.0 / 100 / n_mats;
          pr[4] += 1.0 / 1000 / n_mats;
        }
      for (int c = 0; c < 6; c++)
        {
          ks->expect[c] += pr[c];
          ks->var[c] += pr[c] * (1 - pr[c]);
        }
      ks->got[5] += st->tainted;
      ks->got[0] += st->poisoned;
      ks->got[wa ? 1 : 2] += st->eroded || st->eroded2;
      ks->got[3] += st->erodeproof;
      ks->got[4] += st->greased;
      if (st->poisoned)
        g_assert_true (pr[0] > 0 && !st->tainted);
      if (st->tainted)
        g_assert_cmpfloat (pr[5], >, 0);
      if (st->eroded || st->eroded2 || st->erodeproof || st->greased)
        g_assert_cmpuint (n_mats, >, 0);
      /* (by the last material, which takes every erosion kept:
         set_material ()) */
      if (st->eroded || st->eroded2)
        {
          const char *mat = kind->oclass == NHS_OC_RING || kind->oclass == NHS_OC_WAND
                            ? st->appearance_material : o->contents_materials[k];
          gboolean burns, rots;
          g_autofree char *said = NULL;

          g_assert_nonnull (mat);
          g_assert_true (evil_damageable (mat, &burns, &rots));
          g_assert_true (st->eroded == 0 || burns);
          g_assert_true (st->eroded2 == 0 || rots);
          g_assert_false (st->erodeproof);
          said = g_strdup_printf ("%s (%s%s", name ? name : "", st->poisoned ? "poisoned, " : "",
                                  nhs_level_erosion_words (mat, st->eroded == 0, st->eroded ? st->eroded : st->eroded2));
          ks->said[wa ? 1 : 2] += name == NULL || strstr (words, said) != NULL;
        }
      if (st->poisoned)
        {
          g_autofree char *said = g_strdup_printf ("%s (poisoned", name ? name : "");

          ks->said[0] += name == NULL || strstr (words, said) != NULL;
        }
      if (st->erodeproof)
        ks->said[3] += strstr (words, "erodeproof") != NULL;
    }
}

/* A statue trap's soldier's kit as mongets () makes it (mksobj (otyp,
   TRUE, FALSE)): a weapon that is no launcher and does not only whack
   poisoned 1 time in 100 (mkobj.c WEAPON_CLASS), then mkobj_erosions ()
   for every class whose erosion matters, whatever its class's init: 1 in
   100 of a damageable item erodeproof, else 1 in 80 each erosion its
   material takes, 1 in 1000 greased; a ring's or wand's material is its
   shuffled appearance's. Counted against the sum of each item's chance
   (4 standard deviations); the Level page says them after the item. */
static void
test_statue_kit_state (void)
{
  KitState ks = { 0 };

  each_kit_statue ("soldier", 24, 12000, kit_state_count, &ks);
  for (int c = 0; c < 6; c++)
    {
      static const char *const what[] = {
        "poisoned", "weapons and armour eroded", "other items eroded", "erodeproof", "greased", "tainted",
      };

      g_test_message ("soldiers' items %s: %d, %.1f expected (sd %.1f); said %d", what[c], ks.got[c],
                      ks.expect[c], sqrt (ks.var[c]), ks.said[c]);
      g_assert_cmpfloat (fabs (ks.got[c] - ks.expect[c]), <, 4 * sqrt (ks.var[c]) + 1);
      if (c < 5)
        g_assert_cmpint (ks.got[c], >, 0);
    }
  for (int c = 0; c < 4; c++)
    g_assert_cmpint (ks.said[c], ==, ks.got[c]);
}

typedef struct {
  /* [0] a weapon or armour of a damageable material erodeproof, [1] eroded */
  double expect[2], var[2];
  int got[2], items;
} KitRoyal;

static void
kit_royal_count (const NhsLevel *lev, const NhsLevelObject *o, gpointer data)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  KitRoyal *kr = data;

  for (int k = 0; k < o->n_contents; k++)
    {
      const NhsLevelItemState *st = &o->contents_state[k];
      const NhsObject *kind;
      const char *mats[64];
      gboolean burns, rots;
      double below, pr[2];

      if (kit_erosion_materials (v, o, k, &kind, mats, G_N_ELEMENTS (mats)) != 1
          || (kind->oclass != NHS_OC_WEAPON && kind->oclass != NHS_OC_ARMOR)
          || !evil_damageable (mats[0], &burns, &rots))
        continue;
      /* mksobj ()'s enchantment below +1: a weapon's unless the 1 in 11
         +rne (3); armour's unless the 1 in 10 +rne (3) of the 101 in 110
         not made cursed (the property's new enchantment, 1 in 8 of a few
         in a hundred, left out) */
      below = kind->oclass == NHS_OC_WEAPON ? 10.0 / 11 : 1 - 101.0 / 1100;
      pr[0] = 1.0 / 100 + 99.0 / 100 * below / 5;
      pr[1] = 99.0 / 100 * (1 - below) * (1 - (1 - burns / 80.0) * (1 - rots / 80.0));
      for (int c = 0; c < 2; c++)
        {
          kr->expect[c] += pr[c];
          kr->var[c] += pr[c] * (1 - pr[c]);
        }
      kr->got[0] += st->erodeproof;
      kr->got[1] += st->eroded || st->eroded2;
      kr->items++;
    }
}

/* makemon.c mongets () after mksobj (): a prince's (M2_PRINCE) weapon or
   armour below +1 is made +1 or better, its erosions taken away, and
   erodeproof 1 time in 5 (maybe_erodeproof ()). A dwarf royal's
   dwarvish kit (its materials hated by no dwarf): erodeproof about 1 in
   5.5, eroded about 1 in 11 as often as a soldier's; without the rule
   erodeproof 1 in 100 and eroded 1 in 80 or so. */
static void
test_statue_royal_proof (void)
{
  KitRoyal kr = { 0 };

  each_kit_statue ("dwarf royal", 24, 3000, kit_royal_count, &kr);
  for (int c = 0; c < 2; c++)
    {
      g_test_message ("dwarf royal's weapons and armour %s: %d of %d, %.1f expected (sd %.1f)",
                      c ? "eroded" : "erodeproof", kr.got[c], kr.items, kr.expect[c], sqrt (kr.var[c]));
      g_assert_cmpfloat (fabs (kr.got[c] - kr.expect[c]), <, 4 * sqrt (kr.var[c]) + 1);
    }
  g_assert_cmpint (kr.items, >, 1000);
}

typedef struct {
  int of_quality_unforgeable, items, eroded;
} KitElf;

static void
kit_elf_count (const NhsLevel *lev, const NhsLevelObject *o, gpointer data)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  static const char *const forgeable[] = {
    "IRON", "STEEL", "COPPER", "BRONZE", "SILVER", "GOLD", "PLATINUM", "MITHRIL", "ADAMANTINE", "GEMSTONE", NULL,
  };
  KitElf *ke = data;

  for (int k = 0; k < o->n_contents; k++)
    {
      const NhsLevelItemState *st = &o->contents_state[k];
      const NhsObject *kind;
      const char *mats[64];
      gboolean burns, rots;

      if (kit_erosion_materials (v, o, k, &kind, mats, G_N_ELEMENTS (mats)) != 1)
        continue;
      ke->items++;
      /* set_material (): no erosion the last material cannot take */
      evil_damageable (mats[0], &burns, &rots);
      g_assert_true (st->eroded == 0 || burns);
      g_assert_true (st->eroded2 == 0 || rots || g_strcmp0 (mats[0], "GLASS") == 0);
      ke->eroded += st->eroded || st->eroded2;
      if (o->contents_quality[k] != NHS_FQ_NORMAL && !g_strv_contains (forgeable, mats[0]))
        ke->of_quality_unforgeable++;
    }
}

/* mongets () draws a hated material again after mksobj (), whose
   erosions and forged quality went by the first material: a captain of
   an elven or drow race (apply_race (); elves and drow hate iron) keeps
   the quality an iron piece was forged with (mkobj_quality ()) when it
   is made of an unforgeable material instead, and an item loses an
   erosion the new material cannot take (set_material ()). Statues hold
   no erosion their material cannot take, and some forged items of
   unforgeable materials (without mongets ()'s order none). */
static void
test_statue_kit_rematerial (void)
{
  KitElf ke = { 0 }, royal = { 0 };

  each_kit_statue ("captain", 24, 12000, kit_elf_count, &ke);
  g_test_message ("captains' items: %d, of a quality but of no forgeable material %d, eroded %d", ke.items,
                  ke.of_quality_unforgeable, ke.eroded);
  g_assert_cmpint (ke.of_quality_unforgeable, >, 0);
  /* (an elven royal's pick-axe: iron drawn first, 1 in 40 eroded by it,
     then drawn again: the erosions its new material takes stay) */
  each_kit_statue ("elven royal", 24, 3000, kit_elf_count, &royal);
  g_test_message ("elven royals' items: %d, eroded %d", royal.items, royal.eroded);
  g_assert_cmpint (royal.eroded, >, 0);
}

#define N_UNICORN_LEVELS 6000

/* trap.c maketrap () (EvilHack 469, 3.6.7 381): a statue trap's monster is
   drawn again, up to 10 draws, while it is a unicorn of the hero's
   alignment ("avoid ultimately hostile co-aligned unicorn"). In Gehennom
   rndmonst () makes no lawful monster, so for a neutral hero (the
   picker's) a gray unicorn's statue needs ten gray unicorns in a row (about
   1 in 10^22 here), while the black unicorn, as frequent (G_GENO | 1, difficulty
   6), stands for the draw. At depth 12 (XL 1) both are in rndmonst ()'s
   window. */
static void
test_statue_unicorns (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("evilhack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int statues = 0, gray = 0, black = 0;

  g_assert_no_error (error);
  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, 12, 1);
  picker = nhs_level_picker_new (set, &sit, 12, &error);
  g_assert_no_error (error);
  nhs_level_picker_set_hero_alignment (picker, 0);
  for (int seed = 1; seed <= N_UNICORN_LEVELS; seed++)
    {
      g_autoptr (NhsLevel) lev = nhs_test_level_picked (picker, NHS_VARIANT_EVILHACK,
                                                        NHS_LEVEL_KIND_MAZE, 12, seed);

      for (int i = 0; i < nhs_level_n_objects (lev); i++)
        {
          const char *name = nhs_level_object (lev, i)->name;

          statues += g_str_has_prefix (name, "statue of ");
          gray += strcmp (name, "statue of a gray unicorn") == 0;
          black += strcmp (name, "statue of a black unicorn") == 0;
        }
    }
  g_test_message ("%d statues: %d gray and %d black unicorns", statues, gray, black);
  g_assert_cmpint (gray, ==, 0);
  g_assert_cmpint (black, >=, 5);
}

typedef struct {
  int levels, with_river, mixed, gnomes, nobles, dwarves, plain_named;
  int river_mons, river_mons_off, on_damp;
} MinesCount;

static gboolean
is_wet (int t)
{
  return t == NHS_SQ_POOL || t == NHS_SQ_MOAT || t == NHS_SQ_PUDDLE;
}

static void
count_mines (const NhsVariant *v, int depth, int n, MinesCount *c)
{
  static const char *const wet_mons[] = { "jellyfish", "piranha", "water moccasin",
                                          "water troll" };
  static const char *const sewage_mons[] = { "giant leech", "giant cockroach",
                                             "creeping mound", "crocodile" };

  memset (c, 0, sizeof *c);
  for (int s = 1; s <= n; s++)
    {
      NhsLevelParams p = { .depth = depth, .seed = s, .kind = NHS_LEVEL_KIND_MINES,
                           .variant = v };
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsLevel) lev = nhs_level_generate (&p, &error);
      int wet = 0, sewage = 0;

      g_assert_no_error (error);
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            int t = nhs_level_square (lev, x, y)->typ;

            wet += is_wet (t);
            sewage += t == NHS_SQ_SEWAGE;
          }
      c->levels++;
      c->with_river += wet + sewage > 0;
      c->mixed += wet > 0 && sewage > 0;
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          int t = nhs_level_square (lev, m->x, m->y)->typ;
          gboolean river = FALSE;

          if (!m->name)
            {
              c->on_damp += t == NHS_SQ_PUDDLE || t == NHS_SQ_SEWAGE;
              continue;
            }
          c->gnomes += strcmp (m->name, "rock gnome") == 0;
          c->nobles += strcmp (m->name, "gnome noble") == 0;
          c->dwarves += strcmp (m->name, "mountain dwarf") == 0;
          c->plain_named += strcmp (m->name, "gnome") == 0 || strcmp (m->name, "dwarf") == 0
                            || strcmp (m->name, "gnome lord") == 0;
          for (guint k = 0; k < G_N_ELEMENTS (wet_mons); k++)
            if (strcmp (m->name, wet_mons[k]) == 0)
              {
                river = TRUE;
                c->river_mons_off += !is_wet (t) && t != NHS_SQ_STAIRS;
              }
          for (guint k = 0; k < G_N_ELEMENTS (sewage_mons); k++)
            if (strcmp (m->name, sewage_mons[k]) == 0)
              {
                river = TRUE;
                c->river_mons_off += t != NHS_SQ_SEWAGE && t != NHS_SQ_STAIRS;
              }
          c->river_mons += river;
          if (!river)
            c->on_damp += t == NHS_SQ_PUDDLE || t == NHS_SQ_SEWAGE;
        }
    }
}

/* EvilHack's Mines filler: mines.des's own monsters and mkmap.c's rivers
   (rn2 (L + 1) on the Mines' level L, never on its first, the Mines
   entered from level 2, 3 or 4); 3.6.7's has neither */
static void
test_mines (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  MinesCount c;
  int n = 240;
  double p;

  /* depth 3 is the Mines' first level (entered from level 2): no river */
  count_mines (v, 3, 60, &c);
  g_assert_cmpint (c.with_river, ==, 0);

  /* depth 9: the Mines' level 7, 6 or 5 */
  count_mines (v, 9, n, &c);
  p = (7.0 / 8 + 6.0 / 7 + 5.0 / 6) / 3;
  g_assert_cmpfloat (ABS (c.with_river - n * p), <, 4 * sqrt (n * p * (1 - p)));
  g_assert_cmpint (c.mixed, ==, 0);
  g_assert_cmpint (c.river_mons, >, n);
  /* (the stairs may be made on a river square after its monster) */
  g_assert_cmpint (c.river_mons_off, ==, 0);
  g_assert_cmpint (c.on_damp, >, 0);
  /* six rock gnomes, two gnome nobles and two mountain dwarves a level
     (a few find no square); none of NetHack's gnomes, lords and dwarves by
     name */
  g_assert_cmpint (c.gnomes, >=, 5 * n);
  g_assert_cmpint (c.gnomes, <=, 6 * n + n / 2);
  g_assert_cmpint (c.nobles, >=, 3 * n / 2);
  g_assert_cmpint (c.dwarves, >=, 3 * n / 2);
  g_assert_cmpint (c.plain_named, ==, 0);

  /* NetHack 3.6.7's filler at the same depth: no river, its own names */
  count_mines (nhs_variant_get (NHS_VARIANT_367), 9, 60, &c);
  g_assert_cmpint (c.with_river, ==, 0);
  g_assert_cmpint (c.gnomes + c.nobles + c.dwarves, ==, 0);
  g_assert_cmpint (c.plain_named, >, 0);
}

/* The plain room is each version's first table entry: EvilHack's ordinary
   room, 5.0.0's "default"; a level is themed only by another entry, and at
   depth 8 some EvilHack levels have only ordinary rooms and some do not. */
static void
test_plain_template (void)
{
  const NhsVariant *evil = nhs_variant_get (NHS_VARIANT_EVILHACK);
  const NhsVariant *v500 = nhs_variant_get (NHS_VARIANT_500);
  int with_other = 0, plain_rooms = 0, n = 300;

  g_assert_true (nhs_level_themed_room_plain (evil, "ordinary room"));
  g_assert_false (nhs_level_themed_room_plain (evil, "L-shaped"));
  g_assert_false (nhs_level_themed_room_plain (evil, "default"));
  g_assert_true (nhs_level_themed_room_plain (v500, "default"));
  g_assert_false (nhs_level_themed_room_plain (v500, "Pillars"));
  g_assert_false (nhs_level_themed_room_plain (nhs_variant_get (NHS_VARIANT_367), "default"));
  for (int s = 1; s <= n; s++)
    {
      NhsLevelParams p = { .depth = 8, .seed = s, .variant = evil };
      NhsLevel *lev = nhs_level_generate (&p, NULL);
      gboolean other = FALSE;

      for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
        {
          gboolean plain = nhs_level_themed_room_plain (evil, nhs_level_themed_room (lev, i));

          plain_rooms += plain;
          other |= !plain;
        }
      with_other += other;
      nhs_level_free (lev);
    }
  g_assert_cmpint (plain_rooms, >, n);
  g_assert_cmpint (with_other, >, 0);
  g_assert_cmpint (with_other, <, n);
}

static gboolean
has_branch_portal (const NhsLevel *lev)
{
  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        const NhsSquare *s = nhs_level_square (lev, x, y);

        if ((s->flags & NHS_SQF_BRANCH) && s->trap == NHS_TRAP_MAGIC_PORTAL)
          return TRUE;
      }
  return FALSE;
}

/* The Ice Queen's portal lies on the level right above Medusa's
 * (dungeon.def: CHAINBRANCH "medusa" - (1, 0)): a level holding it lies
 * above Medusa, and over all levels of rooms at the depth the share above
 * Medusa is the dungeon model's chance ("above_medusa_chance"); at 27 a
 * level of rooms lies above Medusa (at 28) only when it holds the portal. */
static void
check_above_medusa (NhsLevelBranch branch)
{
  for (int depth = 20; depth <= 27; depth++)
    {
      int above = 0, portals = 0, n = 1200;
      double num = 0, den = 1, p;

      for (guint64 seed = 0; seed < (guint64) n; seed++)
        {
          NhsLevel *lev = make (depth, seed, branch);
          gboolean portal = has_branch_portal (lev);

          if (seed == 0)
            {
              g_autofree char *chance = nhs_level_above_medusa_chance (lev);

              g_assert_nonnull (chance);
              if (sscanf (chance, "%lf/%lf", &num, &den) < 1)
                g_assert_not_reached ();
            }
          above += nhs_level_get_above_medusa (lev);
          portals += portal;
          if (portal)
            g_assert_true (nhs_level_get_above_medusa (lev));
          if (depth == 27)
            g_assert_cmpint (portal, ==, nhs_level_get_above_medusa (lev));
          nhs_level_free (lev);
        }
      p = num / den;
      g_test_message ("depth %d: above Medusa %d of %d (model %.4f), Ice Queen's portal %d",
                      depth, above, n, p, portals);
      g_assert_cmpfloat (fabs (above - p * n), <=, 4 * sqrt (p * (1 - p) * n) + 1e-9);
      if (depth > 21 && branch == NHS_LEVEL_BRANCH_AUTO)
        g_assert_cmpint (portals, >, 0);
      if (branch == NHS_LEVEL_BRANCH_NONE)
        g_assert_cmpint (portals, ==, 0);
      if (branch == NHS_LEVEL_BRANCH_PORTAL)
        {
          g_assert_cmpint (portals, ==, n);
          g_assert_cmpfloat (p, ==, 1);
        }
    }
}

/* An explicit branch staircase at the Ice Queen's depths (20-27), which
 * EvilHack's dungeon.def never puts there (its only branch there is the
 * Ice Queen's portal), is refused with one sentence naming the depth and
 * the portal; the portal, no branch and the drawn branch are made there,
 * and branch stairs one level above and below (19, 28) still are. */
static void
test_branch_stairs_ice_queen_depths (void)
{
  for (int depth = 19; depth <= 28; depth++)
    for (int b = 0; b < 4; b++)
      {
        static const NhsLevelBranch branches[] = {
          NHS_LEVEL_BRANCH_STAIRS_UP, NHS_LEVEL_BRANCH_STAIRS_DOWN,
          NHS_LEVEL_BRANCH_PORTAL, NHS_LEVEL_BRANCH_NONE,
        };
        NhsLevelParams p = { .depth = depth, .seed = 3, .kind = NHS_LEVEL_KIND_ROOMS,
                             .variant = nhs_variant_get (NHS_VARIANT_EVILHACK),
                             .branch = branches[b] };
        g_autoptr (GError) error = NULL;
        NhsLevel *lev = nhs_level_generate (&p, &error);
        gboolean stairs = b < 2;

        if (stairs && depth >= 20 && depth <= 27)
          {
            g_autofree char *want = g_strdup_printf ("EvilHack 0.9.3 has no branch stairs at depth %d: "
                                                     "the only branch there is the Ice Queen's Realm's "
                                                     "portal, on the level right above Medusa's.", depth);

            g_assert_null (lev);
            g_assert_nonnull (error);
            g_assert_cmpstr (error->message, ==, want);
          }
        else
          {
            g_assert_no_error (error);
            g_assert_nonnull (lev);
            nhs_level_free (lev);
          }
      }
}

static void
test_above_medusa (void)
{
  check_above_medusa (NHS_LEVEL_BRANCH_AUTO);
}

/* With no branch on the level (--branch none) no level holds the Ice
 * Queen's portal, so each draws given none, (a - q) / (1 - q): the chance
 * the level says is that one, which the share above must match (at 27
 * none lies above: the level right above Medusa at 28 holds the portal).
 * The chance said was the model's over all levels (1/6 at 27, 1/3 at 26
 * against 0.147 drawn): found by the session 26 sweep. */
static void
test_above_medusa_no_branch (void)
{
  check_above_medusa (NHS_LEVEL_BRANCH_NONE);
}

/* An explicit portal (--branch portal) at 20-27 is the Ice Queen's, the
 * only portal a level there can have (Goblin Town's lies at 2-3, Vecna's
 * in Gehennom): every level lies above Medusa and says so at chance 1.
 * It was drawn at the model's chance over all levels, so that at 27 a
 * level holding the portal was said to lie below Medusa: found by the
 * session 26 sweep. */
static void
test_above_medusa_portal (void)
{
  check_above_medusa (NHS_LEVEL_BRANCH_PORTAL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-evilhack/special-room-depths", test_special_room_depths);
  g_test_add_func ("/nhs/level-evilhack/room-terrain", test_room_terrain);
  g_test_add_func ("/nhs/level-evilhack/above-medusa", test_above_medusa);
  g_test_add_func ("/nhs/level-evilhack/above-medusa-no-branch", test_above_medusa_no_branch);
  g_test_add_func ("/nhs/level-evilhack/above-medusa-portal", test_above_medusa_portal);
  g_test_add_func ("/nhs/level-evilhack/branch-stairs-ice-queen-depths", test_branch_stairs_ice_queen_depths);
  g_test_add_func ("/nhs/level-evilhack/statue-unicorns", test_statue_unicorns);
  g_test_add_func ("/nhs/level-evilhack/templates", test_templates);
  g_test_add_func ("/nhs/level-evilhack/subroom-templates", test_subroom_templates);
  g_test_add_func ("/nhs/level-evilhack/shop-walls", test_shop_walls);
  g_test_add_func ("/nhs/level-evilhack/room-mplayers", test_room_mplayers);
  g_test_add_func ("/nhs/level-evilhack/template-class-first", test_template_class_first);
  g_test_add_func ("/nhs/level-evilhack/knight-steeds", test_knight_steeds);
  g_test_add_func ("/nhs/level-evilhack/knight-dice", test_knight_dice);
  g_test_add_func ("/nhs/level-evilhack/storeroom-mimics", test_storeroom_mimics);
  g_test_add_func ("/nhs/level-evilhack/drawn-templates", test_drawn_templates);
  g_test_add_func ("/nhs/level-evilhack/steeds-and-queen", test_steeds_and_queen);
  g_test_add_func ("/nhs/level-evilhack/plain-template", test_plain_template);
  g_test_add_func ("/nhs/level-evilhack/ludios-portal", test_ludios_portal);
  g_test_add_func ("/nhs/level-evilhack/traps-and-doors", test_traps_and_doors);
  g_test_add_func ("/nhs/level-evilhack/deterministic", test_deterministic);
  g_test_add_func ("/nhs/level-evilhack/branch", test_branch);
  g_test_add_func ("/nhs/level-evilhack/branch-room-full", test_branch_room_full);
  g_test_add_func ("/nhs/level-evilhack/regions", test_regions);
  g_test_add_func ("/nhs/level-evilhack/mines", test_mines);
  g_test_add_func ("/nhs/level-evilhack/gehennom", test_gehennom);
  g_test_add_func ("/nhs/level-evilhack/gehennom-vecna", test_gehennom_vecna);
  g_test_add_func ("/nhs/level-evilhack/gehennom-objects", test_gehennom_objects);
  g_test_add_func ("/nhs/level-evilhack/gehennom-trap-objects", test_gehennom_trap_objects);
  g_test_add_func ("/nhs/level-evilhack/gehennom-floor-artifacts", test_gehennom_floor_artifacts);
  g_test_add_func ("/nhs/level-evilhack/gehennom-floor-oprops", test_gehennom_floor_oprops);
  g_test_add_func ("/nhs/level-evilhack/statue-kit-oprops", test_statue_kit_oprops);
  g_test_add_func ("/nhs/level-evilhack/statue-kit-state", test_statue_kit_state);
  g_test_add_func ("/nhs/level-evilhack/statue-royal-proof", test_statue_royal_proof);
  g_test_add_func ("/nhs/level-evilhack/statue-kit-rematerial", test_statue_kit_rematerial);
  g_test_add_func ("/nhs/level-evilhack/gehennom-floor-state", test_gehennom_floor_state);
  g_test_add_func ("/nhs/level-evilhack/gehennom-floor-proof", test_gehennom_floor_proof);
  return g_test_run ();
}
