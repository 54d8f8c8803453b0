/* test-level-fills-xnh.c: xNetHack's Cocytus and Abyss filler levels (its
 * own dat/cocytusfill.lua and dat/abyssfill.lua)
 *
 * The rules checked were read by hand in xNetHack 9.1's two scripts,
 * sp_lev.c (create_monster: a class with an alignment is mkclass_aligned;
 * get_location inside the laid map; pm_to_humidity: open air only for what
 * flies or floats), mkmaze.c (place_lregion, bad_location) and mklev.c
 * (mktrap: a cold trap first 1 time in 3 in Cocytus, no fire-trap bias
 * there; traptype_rnd: the cold trap only in Cocytus):
 *  - both are made for xNetHack, absent from the others; the same seed
 *    gives the same level;
 *  - Cocytus: about half the cave's floor is ice; des.wallify leaves no
 *    floor or ice beside stone; one down stairs and the branch's up
 *    stairs, no other; the script's monsters in its order (7 to 9 ice
 *    devils or demons, 3 imps, a shade or a W, an L or a ghost, 5 to 7
 *    icy ones); 20 cold traps and 8 random ones, about a third of those
 *    cold too;
 *  - the Abyss: floor and open air only in the map's box (75 by 18 from
 *    3, 3, or from 3, 2 when mirrored top to bottom), its top two rows
 *    floor (its bottom two when mirrored); the level regions' stairs (down
 *    in the map's last column, its first when mirrored side to side; up
 *    in the other end only on the second level; the branch up on the
 *    first, down on the second); each mirror about half the time
 *    (sp_lev.c flip_level_rnd (): abyssfill.lua does not say "noflip"); 9 to 13 demons, 9 in 10
 *    of them chaotic (mkclass_aligned), an imp after 3 in 10, 1 to 4
 *    random monsters and a lich; only a monster that flies or floats
 *    stands over air (a walker moved off a taken square never goes there);
 *    15 traps, none on air or stairs;
 *  - Cocytus's 5 + d(2) boulders (cocytusfill.lua's first objects) and
 *    both fillers' rolling boulder traps' boulders (trap.c maketrap ()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-monster.h"
#include "nhs-situation.h"
#include "nhs-variant.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-report.h"
#include "nhs-test-utils.h"
#include "nhs-level-splev.h"

#define N_SEEDS 150

enum { IDX_RANDOM = 7, IDX_SHADE = 44, IDX_GHOST = 45, IDX_ICE_DEVIL = 46, IDX_ICY = 47,
       IDX_OTHER = 48 };

/* a class pick is 100 + the class, an aligned one 300 + the class; a
   random one IDX_RANDOM */
static int
fake_picker (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  *name = "fake monster";
  *symbol = mclass ? mclass : 'Z';
  return mclass ? 100 + mclass : IDX_RANDOM;
}

static int
fake_aligned (gpointer data, NhsRng *rng, char mclass, int align, char *symbol,
              const char **name)
{
  g_assert_cmpint (align, <, 0);   /* the Abyss asks for chaotic ones */
  *name = "fake aligned monster";
  *symbol = mclass;
  return 300 + mclass;
}

static int
fake_lookup (gpointer data, const char *name, const char **canonical)
{
  static const char *const icy[] = { "ice vortex", "ice troll", "freezing sphere",
                                     "winter wolf", "blue jelly", "white dragon",
                                     "brown mold" };

  for (guint i = 0; i < G_N_ELEMENTS (icy); i++)
    if (strcmp (name, icy[i]) == 0)
      return IDX_ICY;
  return strcmp (name, "shade") == 0 ? IDX_SHADE
       : strcmp (name, "ghost") == 0 ? IDX_GHOST
       : strcmp (name, "ice devil") == 0 ? IDX_ICE_DEVIL : IDX_OTHER;
}

/* the chaotic demons fly (pm_to_humidity (): DRY, WET, HOT and NOFLOOR);
   the rest walk */
static const NhsMonster *
fake_monster (gpointer data, int mindex)
{
  return nhs_test_fake_monster (mindex == 300 + '&');
}

static NhsLevel *
gen (NhsLevelKind kind, int depth, guint64 seed, NhsLevelBranch branch)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.kind = kind;
  p.branch = branch;
  p.variant = nhs_variant_get (NHS_VARIANT_XNETHACK);
  p.picker = fake_picker;
  p.splev_aligned = fake_aligned;
  p.lookup = fake_lookup;
  p.monster = fake_monster;
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

static void
test_plan (void)
{
  static const struct { NhsRegion region; NhsLevelKind kind; } rows[] = {
    { NHS_REGION_COCYTUS, NHS_LEVEL_KIND_COCYTUS }, { NHS_REGION_ABYSS, NHS_LEVEL_KIND_ABYSS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      NhsLevelRegionPlan plan;
      NhsLevelParams p = { .depth = 33, .seed = 1, .kind = rows[i].kind,
                           .variant = nhs_variant_get (NHS_VARIANT_500) };
      GError *error = NULL;

      nhs_level_region_plan (nhs_variant_get (NHS_VARIANT_XNETHACK), rows[i].region, &plan);
      g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
      g_assert_cmpint (plan.kind, ==, rows[i].kind);
      nhs_level_region_plan (nhs_variant_get (NHS_VARIANT_500), rows[i].region, &plan);
      g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_ABSENT);
      /* asked of another version, the generator refuses */
      g_assert_null (nhs_level_generate (&p, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }
}

static void
test_cocytus (void)
{
  long ice = 0, floor = 0, cold_random = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (NHS_LEVEL_KIND_COCYTUS, 29 + seed % 6, seed, NHS_LEVEL_BRANCH_AUTO);
      NhsLevel *again = gen (NHS_LEVEL_KIND_COCYTUS, 29 + seed % 6, seed, NHS_LEVEL_BRANCH_AUTO);
      g_autofree char *ta = nhs_level_to_text (lev);
      g_autofree char *tb = nhs_level_to_text (again);
      int count[256] = { 0 }, last = 0, devils = 0, shade = 0, ghost = 0, icy = 0;
      int traps = 0, cold = 0, up = 0, down = 0;

      g_assert_cmpstr (ta, ==, tb);
      ice += nhs_test_count_typ (lev, NHS_SQ_ICE);
      floor += nhs_test_count_typ (lev, NHS_SQ_ROOM);
      for (int x = 1; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (s->typ == NHS_SQ_STAIRS)
              {
                /* the down stairs, and the branch's up stairs (its own up
                   stairs are never made on Cocytus's first level) */
                if (s->flags & NHS_SQF_UP)
                  {
                    g_assert_true (s->flags & NHS_SQF_BRANCH);
                    up++;
                  }
                else
                  {
                    g_assert_false (s->flags & NHS_SQF_BRANCH);
                    down++;
                  }
              }
            if (s->trap)
              {
                g_assert_cmpint (s->typ, !=, NHS_SQ_STAIRS);
                traps++;
                cold += s->trap == NHS_TRAP_COLD;
              }
            if (s->typ != NHS_SQ_ROOM && s->typ != NHS_SQ_ICE)
              continue;
            for (int dx = -1; dx <= 1; dx++)
              for (int dy = -1; dy <= 1; dy++)
                {
                  int xx = x + dx, yy = y + dy;

                  if (xx >= 1 && xx < NHS_LEVEL_COLS && yy >= 0 && yy < NHS_LEVEL_ROWS)
                    g_assert_cmpint (nhs_level_square (lev, xx, yy)->typ, !=, NHS_SQ_STONE);
                }
          }
      g_assert_cmpint (up, ==, 1);
      g_assert_cmpint (down, ==, 1);
      /* 28 traps on squares of their own (a trap made on another's
         square replaces it: a few fewer) */
      g_assert_cmpint (traps, >=, 24);
      g_assert_cmpint (traps, <=, 28);
      g_assert_cmpint (cold, >=, 18);
      cold_random += cold - 20;
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          int step;

          if (m->mindex == IDX_ICE_DEVIL)
            step = 1, devils++;
          else if (m->mindex == IDX_SHADE)
            step = 3, shade++;
          else if (m->mindex == IDX_GHOST)
            step = 4, ghost++;
          else if (m->mindex == IDX_ICY)
            step = 5, icy++;
          else if (m->mindex == IDX_OTHER)
            continue;   /* a web's spider */
          else
            {
              char c = (char) (m->mindex - 100);

              g_assert_cmpint (m->mindex, >=, 100);
              step = c == '&' ? 1 : c == 'i' ? 2 : c == 'W' ? 3 : c == 'L' ? 4 : 0;
              g_assert_cmpint (step, >, 0);
              count[(guchar) c]++;
            }
          g_assert_cmpint (step, >=, last);
          last = step;
        }
      g_assert_cmpint (devils + count['&'], >=, 7);
      g_assert_cmpint (devils + count['&'], <=, 9);
      g_assert_cmpint (count['i'], ==, 3);
      g_assert_cmpint (shade + count['W'], ==, 1);
      g_assert_cmpint (ghost + count['L'], ==, 1);
      g_assert_cmpint (icy, >=, 5);
      g_assert_cmpint (icy, <=, 7);
      nhs_level_free (lev);
      nhs_level_free (again);
    }
  /* half the floor turned to ice */
  g_assert_cmpfloat ((double) ice / (ice + floor), >, 0.46);
  g_assert_cmpfloat ((double) ice / (ice + floor), <, 0.54);
  /* of the 8 random traps, a third and more are cold (1 in 3 at once, and
     the cold trap's slot among the others): without Cocytus's rule none */
  g_assert_cmpfloat ((double) cold_random / (8.0 * N_SEEDS), >, 0.25);
  g_assert_cmpfloat ((double) cold_random / (8.0 * N_SEEDS), <, 0.45);
}

static void
test_abyss (void)
{
  long aligned = 0, demons = 0, on_air = 0;
  int vflips = 0, hflips = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      gboolean first = seed % 2;
      NhsLevel *lev = gen (NHS_LEVEL_KIND_ABYSS, 33 + seed % 5, seed,
                           first ? NHS_LEVEL_BRANCH_STAIRS_UP : NHS_LEVEL_BRANCH_STAIRS_DOWN);
      int traps = 0, up = 0, down = 0, branch = 0, imps = 0, random = 0, liches = 0, dem = 0;
      /* mirrored top to bottom, the map's rows 3-20 lie in rows 2-19 (the
         mirror's box is clamped at the last row); side to side, the down
         stairs' column is the first */
      gboolean vflip = nhs_level_square (lev, 3, 20)->typ == NHS_SQ_STONE;
      gboolean hflip = FALSE;

      for (int y = 0; y < NHS_LEVEL_ROWS; y++)
        {
          const NhsSquare *s = nhs_level_square (lev, 3, y);

          if (s->typ == NHS_SQ_STAIRS && !(s->flags & (NHS_SQF_UP | NHS_SQF_BRANCH)))
            hflip = TRUE;
        }
      vflips += vflip;
      hflips += hflip;
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);
            gboolean in_map = x >= 3 && x <= 77 && (vflip ? y >= 2 && y <= 19 : y >= 3);

            if (!in_map)
              g_assert_cmpint (s->typ, ==, NHS_SQ_STONE);
            else
              g_assert_cmpint (s->typ, !=, NHS_SQ_STONE);
            /* the rim: the map's top two rows, or its bottom two */
            if (in_map && (vflip ? y >= 18 : y <= 4))
              g_assert_cmpint (s->typ, !=, NHS_SQ_AIR);
            if (s->trap)
              {
                g_assert_cmpint (s->typ, ==, NHS_SQ_ROOM);
                traps++;
              }
            if (s->typ == NHS_SQ_STAIRS && (s->flags & NHS_SQF_BRANCH))
              {
                branch++;
                g_assert_true (!(s->flags & NHS_SQF_UP) == !first);
              }
            else if (s->typ == NHS_SQ_STAIRS && (s->flags & NHS_SQF_UP))
              {
                up++;
                g_assert_cmpint (x, ==, hflip ? 77 : 3);
              }
            else if (s->typ == NHS_SQ_STAIRS)
              {
                down++;
                g_assert_cmpint (x, ==, hflip ? 3 : 77);
              }
            if (s->mon)
              {
                const NhsLevelMonster *m = nhs_level_monster (lev, s->mon - 1);

                if (s->typ == NHS_SQ_AIR)
                  {
                    g_assert_cmpint (m->mindex, ==, 300 + '&');
                    on_air++;
                  }
              }
          }
      g_assert_cmpint (nhs_test_count_typ (lev, NHS_SQ_AIR), >, 500);
      g_assert_cmpint (up, ==, first ? 0 : 1);
      g_assert_cmpint (down, ==, 1);
      g_assert_cmpint (branch, ==, 1);
      g_assert_cmpint (traps, >=, 12);
      g_assert_cmpint (traps, <=, 15);
      g_assert_cmpint (nhs_level_n_engravings (lev), >=, 1);
      g_assert_cmpint (nhs_level_n_engravings (lev), <=, 3);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          if (m->mindex == 300 + '&')
            aligned++, dem++;
          else if (m->mindex == 100 + '&')
            dem++;
          else if (m->mindex == 100 + 'i')
            imps++;
          else if (m->mindex == IDX_RANDOM)
            random++;
          else if (m->mindex == 100 + 'L')
            liches++;
          else if (m->mindex == IDX_OTHER)
            continue;   /* a web's spider */
          else
            g_assert_not_reached ();
        }
      g_assert_cmpint (dem, >=, 9);
      g_assert_cmpint (dem, <=, 13);
      g_assert_cmpint (imps, <=, dem);
      g_assert_cmpint (random, >=, 1);
      g_assert_cmpint (random, <=, 4);
      g_assert_cmpint (liches, ==, 1);
      demons += dem;
      nhs_level_free (lev);
    }
  /* 9 in 10 of the demons chaotic; most of those over the gulf */
  g_assert_cmpfloat ((double) aligned / demons, >, 0.86);
  g_assert_cmpfloat ((double) aligned / demons, <, 0.94);
  g_assert_cmpfloat ((double) on_air / aligned, >, 0.3);
  /* sp_lev.c flip_level_rnd (): each mirror a coin (N_SEEDS levels: 0.5
     +- 0.041, so 0.3-0.7 is nearly five standard deviations) */
  g_assert_cmpfloat ((double) vflips / N_SEEDS, >, 0.3);
  g_assert_cmpfloat ((double) vflips / N_SEEDS, <, 0.7);
  g_assert_cmpfloat ((double) hflips / N_SEEDS, >, 0.3);
  g_assert_cmpfloat ((double) hflips / N_SEEDS, <, 0.7);
}

/* The mirror itself (nhs-level-flip.c, from sp_lev.c flip_level () and
 * mkmaze.c get_level_extends ()), on a hand-made level mirrored both ways:
 * a walled room, floor x 10-20, y 5-8, walls round it (x 9-21, y 4-9).
 * Not a maze, so the box is one square wider than the walls all round
 * (x 8-22, y 3-10): x goes to 30 - x, y to 13 - y. The stairs, the
 * monster, the engraving and the squares' marks move with the map; the
 * corners keep their shapes where they stand (fix_wall_spines () after the
 * mirror: without it the bottom right corner would stand top left); a
 * snapshot taken before is mirrored too. As a maze whose floor reaches the
 * last row (the Abyss's case), floor in rows 3-20 lies in rows 2-19 after
 * a mirror top to bottom. */
static void
test_flip (void)
{
  gboolean both = FALSE, rows_seen = FALSE;

  for (guint64 seed = 1; seed < 64 && !(both && rows_seen); seed++)
    {
      NhsLevelParams p = { .depth = 33, .seed = seed, .kind = NHS_LEVEL_KIND_COCYTUS,
                           .variant = nhs_variant_get (NHS_VARIANT_XNETHACK),
                           .record_phases = TRUE };
      NhsLevFlip f;
      Gen g;
      int m;

      nhs_lev_begin (&g, &p);
      for (int x = 10; x <= 20; x++)
        for (int y = 5; y <= 8; y++)
          set_typ (&g, x, y, NHS_SQ_ROOM);
      nhs_lev_wallify_map (&g, 0, -1, COLNO, ROWNO);
      nhs_lev_wallification (&g, 1, 0, COLNO - 1, ROWNO - 1);
      g_assert_cmpint (TYP (&g, 9, 4), ==, NHS_SQ_TLCORNER);
      nhs_lev_mkstairs (&g, FALSE, 11, 6, -1);
      m = nhs_lev_make_named_monster (&g, "ice devil", '&', 19, 8, FALSE);
      g_assert_cmpint (m, >=, 0);
      nhs_lev_add_engraving (&g, 12, 5, "x", NHS_ENGRAVING_DUST);
      nhs_lev_snapshot (&g, NHS_LEVEL_PHASE_ROOMS, TRUE);
      nhs_lev_flip_rnd (&g, 3, FALSE, &f);
      g_assert_cmpint (f.minx, ==, 8);
      g_assert_cmpint (f.maxx, ==, 22);
      g_assert_cmpint (f.miny, ==, 3);
      g_assert_cmpint (f.maxy, ==, 10);
      if (f.flp == 3)
        {
          const NhsSquare (*snap)[ROWNO] = (const NhsSquare (*)[ROWNO]) g.lev->snap[NHS_LEVEL_PHASE_ROOMS];

          both = TRUE;
          g_assert_cmpint (g.lev->dn_x, ==, 19);
          g_assert_cmpint (g.lev->dn_y, ==, 7);
          g_assert_cmpint (TYP (&g, 19, 7), ==, NHS_SQ_STAIRS);
          g_assert_cmpint (TYP (&g, 11, 6), ==, NHS_SQ_ROOM);
          g_assert_cmpint (g.lev->monsters[m].x, ==, 11);
          g_assert_cmpint (g.lev->monsters[m].y, ==, 5);
          g_assert_cmpint (LEV (&g, 11, 5)->mon, ==, m + 1);
          g_assert_cmpint (LEV (&g, 19, 8)->mon, ==, 0);
          g_assert_cmpint (g.lev->engravings[0].x, ==, 18);
          g_assert_cmpint (g.lev->engravings[0].y, ==, 8);
          g_assert_cmpint (TYP (&g, 9, 4), ==, NHS_SQ_TLCORNER);
          g_assert_cmpint (TYP (&g, 21, 4), ==, NHS_SQ_TRCORNER);
          g_assert_cmpint (TYP (&g, 9, 9), ==, NHS_SQ_BLCORNER);
          g_assert_cmpint (TYP (&g, 21, 9), ==, NHS_SQ_BRCORNER);
          g_assert_cmpint (snap[9][4].typ, ==, NHS_SQ_TLCORNER);
          g_assert_cmpint (snap[19][7].typ, ==, NHS_SQ_STAIRS);
        }
      nhs_level_free (g.lev);

      /* a maze's floor down to the last row, mirrored top to bottom */
      nhs_lev_begin (&g, &p);
      for (int x = 3; x <= 77; x++)
        for (int y = 3; y <= 20; y++)
          set_typ (&g, x, y, NHS_SQ_ROOM);
      nhs_lev_flip_rnd (&g, 1, TRUE, &f);
      g_assert_cmpint (f.miny, ==, 2);
      g_assert_cmpint (f.maxy, ==, 20);
      g_assert_cmpint (f.minx, ==, 2);
      g_assert_cmpint (f.maxx, ==, 78);
      if (f.flp)
        {
          rows_seen = TRUE;
          g_assert_cmpint (TYP (&g, 40, 2), ==, NHS_SQ_ROOM);
          g_assert_cmpint (TYP (&g, 40, 19), ==, NHS_SQ_ROOM);
          g_assert_cmpint (TYP (&g, 40, 20), ==, NHS_SQ_STONE);
        }
      else
        g_assert_cmpint (TYP (&g, 40, 2), ==, NHS_SQ_STONE);
      nhs_level_free (g.lev);
    }
  g_assert_true (both);
  g_assert_true (rows_seen);
}

/* mkmaze.c place_lregion ()'s second pass (nhs_lev_place_lregion ()): a
 * square met in turn that is bad loses its trap (put_lregion_here ()
 * with oneshot), even where it stays bad, and is taken when the trap was
 * all that was wrong. On the Abyss, whose stairs' regions are a column
 * each, the real game (10,000 levels of each of its two fillers, an
 * instrument outside the repository) always made both stairs; nhspawn had
 * lost one in about 1 level in 800 where the column's floor was all
 * trapped. */
static gboolean
floor_untrapped_bad (Gen *g, int x, int y, gconstpointer data)
{
  return LEV (g, x, y)->trap || TYP (g, x, y) != NHS_SQ_ROOM;
}

static void
test_lregion (void)
{
  NhsLevelParams p = { .depth = 33, .seed = 1, .kind = NHS_LEVEL_KIND_ABYSS,
                       .variant = nhs_variant_get (NHS_VARIANT_XNETHACK) };
  Gen g;
  int x, y, lost = 0;

  /* a column: ice (trapped), floor (trapped), floor (trapped) */
  nhs_lev_begin (&g, &p);
  set_typ (&g, 5, 4, NHS_SQ_ICE);
  set_typ (&g, 5, 5, NHS_SQ_ROOM);
  set_typ (&g, 5, 6, NHS_SQ_ROOM);
  LEV (&g, 5, 4)->trap = NHS_TRAP_COLD;
  LEV (&g, 5, 5)->trap = NHS_TRAP_ARROW;
  LEV (&g, 5, 6)->trap = NHS_TRAP_MAGIC_PORTAL;
  g_assert_true (nhs_lev_place_lregion (&g, 5, 4, 5, 6, TRUE, floor_untrapped_bad, NULL, &x, &y));
  g_assert_cmpint (x, ==, 5);
  g_assert_cmpint (y, ==, 5);
  g_assert_cmpint (LEV (&g, 5, 4)->trap, ==, NHS_TRAP_NONE);   /* gone, the square still bad */
  g_assert_cmpint (LEV (&g, 5, 5)->trap, ==, NHS_TRAP_NONE);
  g_assert_cmpint (LEV (&g, 5, 6)->trap, ==, NHS_TRAP_MAGIC_PORTAL);
  /* a portal is never taken away: nothing found */
  LEV (&g, 5, 5)->trap = NHS_TRAP_MAGIC_PORTAL;
  g_assert_false (nhs_lev_place_lregion (&g, 5, 5, 5, 6, TRUE, floor_untrapped_bad, NULL, &x, &y));
  nhs_level_free (g.lev);

  for (guint64 seed = 1; seed <= 4000; seed++)
    {
      gboolean first = seed % 2;
      NhsLevel *lev = gen (NHS_LEVEL_KIND_ABYSS, 35, 7000000 + seed,
                           first ? NHS_LEVEL_BRANCH_STAIRS_UP : NHS_LEVEL_BRANCH_STAIRS_DOWN);
      int stairs = nhs_test_count_typ (lev, NHS_SQ_STAIRS);

      lost += (first ? 2 : 3) - stairs;
      nhs_level_free (lev);
    }
  g_assert_cmpint (lost, ==, 0);
}

/* The walls' shapes after the mirror (a table in nhs-level-flip.c) are
 * the game's: its squares swapped as they are, then fix_wall_spines ()
 * over the map (nhs_lev_wallification (), whose clean-up finds nothing
 * more on a wallified map). Over 300 of Cocytus's caves (unsmoothed, with
 * every odd shape of wall), mirrored each of the three ways. */
static void
test_flip_walls (void)
{
  static NhsSquare before[COLNO][ROWNO];
  long walls = 0, corners = 0;

  for (guint64 seed = 1; seed <= 300; seed++)
    {
      NhsLevelParams p = { .depth = 31, .seed = seed, .kind = NHS_LEVEL_KIND_COCYTUS,
                           .variant = nhs_variant_get (NHS_VARIANT_XNETHACK) };
      NhsLevMkmap cave = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = FALSE,
                           .joined = FALSE, .lit = FALSE, .walled = FALSE, .on_stone = TRUE };
      NhsLevFlip f;
      Gen g, want;

      nhs_lev_begin (&g, &p);
      nhs_lev_mkmap (&g, &cave);
      nhs_lev_wallify_map (&g, 0, -1, COLNO, ROWNO);
      nhs_lev_wallification (&g, 1, 0, COLNO - 1, ROWNO - 1);
      memcpy (before, g.lev->sq, sizeof before);
      do
        nhs_lev_flip_rnd (&g, 3, FALSE, &f);
      while (f.flp == 0 && (memcpy (g.lev->sq, before, sizeof before), TRUE));

      nhs_lev_begin (&want, &p);
      for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
          {
            gboolean in = x >= f.minx && x <= f.maxx && y >= f.miny && y <= f.maxy;
            int fx = in && (f.flp & 2) ? f.maxx - x + f.minx : x;
            int fy = in && (f.flp & 1) ? f.maxy - y + f.miny : y;

            want.lev->sq[x][y] = before[fx][fy];
          }
      nhs_lev_wallification (&want, 1, 0, COLNO - 1, ROWNO - 1);
      for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
          {
            int t = TYP (&g, x, y);

            if (t != TYP (&want, x, y))
              g_error ("seed %" G_GUINT64_FORMAT ", mirror %d: (%d, %d) is %d, the game's %d",
                       seed, f.flp, x, y, t, TYP (&want, x, y));
            walls += NHS_SQ_IS_WALL (t);
            corners += NHS_SQ_IS_WALL (t) && t != NHS_SQ_HWALL && t != NHS_SQ_VWALL;
          }
      nhs_level_free (g.lev);
      nhs_level_free (want.lev);
    }
  g_test_message ("%ld walls, %ld of them corners or T-walls", walls, corners);
  g_assert_cmpint (corners, >, 1000);
}

/* cocytusfill.lua's objects begin with 5 + d(2) boulders (des.object
   ("boulder") at random DRY squares, after the traps); both fillers'
   random traps make a rolling boulder trap's boulder (trap.c maketrap ()
   -> mkroll_launch (): none when no launch square is clear). Without the
   boulders a Cocytus level holds none but its traps'; without the traps'
   boulders the Abyss holds none. */
static void
test_boulders (void)
{
  int six = 0, seven = 0, abyss_boulders = 0, abyss_rolling = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    for (int k = 0; k < 2; k++)
      {
        NhsLevel *lev = k == 0 ? gen (NHS_LEVEL_KIND_COCYTUS, 29 + seed % 6, seed, NHS_LEVEL_BRANCH_AUTO)
                               : gen (NHS_LEVEL_KIND_ABYSS, 33 + seed % 5, seed, NHS_LEVEL_BRANCH_AUTO);
        int boulders = 0, rolling = 0;

        for (int x = 1; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              boulders += nhs_level_boulders_at (lev, x, y);
              rolling += nhs_level_square (lev, x, y)->trap == NHS_TRAP_ROLLING_BOULDER;
            }
        if (k == 0)
          {
            /* (a trap made on another's square replaces it, and may take
               its boulder's place in the count: at most one a trap) */
            g_assert_cmpint (boulders, >=, 6);
            g_assert_cmpint (boulders, <=, 7 + rolling);
            six += rolling == 0 && boulders == 6;
            seven += rolling == 0 && boulders == 7;
          }
        else
          {
            /* (only the 15 random traps make one; a later trap may take a
               rolling boulder trap's square and leave its boulder) */
            g_assert_cmpint (boulders, <=, 15);
            abyss_boulders += boulders;
            abyss_rolling += rolling;
          }
        nhs_level_free (lev);
      }
  g_test_message ("Cocytus without rolling boulder traps: %d with 6 boulders, %d with 7; "
                  "the Abyss: %d boulders for %d rolling boulder traps",
                  six, seven, abyss_boulders, abyss_rolling);
  /* d(2): 6 and 7 about equally often */
  g_assert_cmpint (six, >, 30);
  g_assert_cmpint (seven, >, 30);
  /* most rolling boulder traps find a launch square for their boulder */
  g_assert_cmpint (abyss_rolling, >, 10);
  g_assert_cmpint (abyss_boulders, >, abyss_rolling / 3);
  g_assert_cmpint (abyss_boulders, <=, abyss_rolling + N_SEEDS / 10);
}

/* the share of games with a filler level at a depth (the Level page says
   it beside the sample): ordinary levels and levels holding only a branch
   count, fixed maps (with or without a branch's stairs) and "none" do not */
static void
test_filler_share (void)
{
  static const struct { NhsVariantId v; const char *dungeon; int depth; const char *share; } rows[] = {
    /* 3/5 ordinary, 1/5 Sokoban's branch, 1/5 the Oracle */
    { NHS_VARIANT_367, "The Dungeons of Doom", 7, "4/5" },
    /* xNetHack's Gehennom at 39: the Sanctum in 1 game of 5, else none */
    { NHS_VARIANT_XNETHACK, "Gehennom", 39, "0" },
    /* Cocytus's first level at depth 30 in 1 game of 5 */
    { NHS_VARIANT_XNETHACK, "Cocytus", 30, "1/5" },
    /* xNetHack's Gehennom at 27: its level 2 (castle on 25: the Gate of
       Hell, which holds Vlad's stairs too), its level 1 (the Valley) or
       none: never a filler, though Vlad's branch is there in 1 game of 5 */
    { NHS_VARIANT_XNETHACK, "Gehennom", 27, "0" },
    /* at 30: level 5 (Styx), 4 (Asphodel's stairs), 3 (Cocytus's), 2 (the
       Gate), 1 (the Valley), 1/5 each: fillers on 4 and 3 only */
    { NHS_VARIANT_XNETHACK, "Gehennom", 30, "2/5" },
    /* 3.6.7's depth 29: the castle, which holds Gehennom's stairs, in 1
       game of 5, else none; at 25 the castle or Medusa 1/5 each, so 3/5 */
    { NHS_VARIANT_367, "The Dungeons of Doom", 29, "0" },
    { NHS_VARIANT_367, "The Dungeons of Doom", 25, "3/5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (GVariant) depths = nhs_dungeon_builtin_depths (rows[i].v);
      g_autoptr (GVariant) kinds = nhs_dungeon_depths_lookup (depths, rows[i].dungeon,
                                                              rows[i].depth);
      g_autofree char *share = nhs_dungeon_filler_share (kinds);

      g_assert_cmpstr (share, ==, rows[i].share);
    }
  {
    g_autofree char *none = nhs_dungeon_filler_share (NULL);

    g_assert_cmpstr (none, ==, "0");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-fills-xnh/plan", test_plan);
  g_test_add_func ("/nhs/level-fills-xnh/cocytus", test_cocytus);
  g_test_add_func ("/nhs/level-fills-xnh/abyss", test_abyss);
  g_test_add_func ("/nhs/level-fills-xnh/boulders", test_boulders);
  g_test_add_func ("/nhs/level-fills-xnh/flip", test_flip);
  g_test_add_func ("/nhs/level-fills-xnh/flip-walls", test_flip_walls);
  g_test_add_func ("/nhs/level-fills-xnh/lregion", test_lregion);
  g_test_add_func ("/nhs/level-fills-xnh/filler-share", test_filler_share);
  return g_test_run ();
}
