/* test-level-maze.c: the 3.6.7 maze filler level (makemaz("")) and that the
 * ordinary level is unchanged by it; the boulders of every version's
 * makemaz, and SLASH'EM's walls of other stuff
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-situation.h"
#include "nhs-test-utils.h"
#include "nhs-rng.h"

#define N_SEEDS 300
/* nhs_level_to_text () of the ordinary levels of test_rooms_unchanged (),
 * computed with the generator as it was before mazes; taken again when a
 * graveyard's dead came to be drawn from the graveyard preset (issue 23: one
 * copy of morguemon): without a picker a graveyard rolls no dice of its own
 * and shows '?' markers, every level without a graveyard unchanged; again
 * in session 28 (issue 26), when a trapped niche's engraving came to draw
 * the dice of its wear (wipe_engr_at (5)): with those draws skipped the
 * old d6dc016... still holds; again in session 29 (issue 26), when every
 * room came to roll makelevel ()'s graffiti (rn2 (27 + 3 x depth), its
 * square): with those draws skipped the old b05976e... still holds */
#define ROOMS_SHA256 "6bf8c1e5f8a2033d4a7f5f7f7d8540bac8b1839a6b2ca7a5bb953d2ce594193b"

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
  return 42;
}

static NhsLevel *
gen_maze (int depth, guint64 seed, gboolean picker, gboolean phases)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.kind = NHS_LEVEL_KIND_MAZE;
  p.record_phases = phases;
  if (picker)
    {
      p.picker = fake_picker;
      p.lookup = fake_lookup;
    }
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

static gboolean
is_passage (int typ)
{
  return typ == NHS_SQ_ROOM || typ == NHS_SQ_CORR || typ == NHS_SQ_STAIRS;
}

static void
test_deterministic (void)
{
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      NhsLevel *a = gen_maze (30, seed, TRUE, FALSE);
      NhsLevel *b = gen_maze (30, seed, TRUE, TRUE);
      NhsLevel *c = gen_maze (30, seed + 1000, TRUE, FALSE);
      g_autofree char *ta = nhs_level_to_text (a);
      g_autofree char *tb = nhs_level_to_text (b);
      g_autofree char *tc = nhs_level_to_text (c);

      g_assert_cmpstr (ta, ==, tb);
      g_assert_cmpstr (ta, !=, tc);
      g_assert_cmpint (nhs_level_n_rooms (a), ==, 0);
      nhs_level_free (a);
      nhs_level_free (b);
      nhs_level_free (c);
    }
}

/* every passage square (floor, corridor, stairs) is reachable from the up
 * stairs, one orthogonal step at a time; the maze stays inside its frame */
static void
test_reachable (void)
{
  int corr_mazes = 0, walled_mazes = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen_maze (1 + (int) (seed % 60), seed, FALSE, FALSE);
      gboolean seen[NHS_LEVEL_COLS][NHS_LEVEL_ROWS] = { { FALSE } };
      int qx[NHS_LEVEL_COLS * NHS_LEVEL_ROWS], qy[NHS_LEVEL_COLS * NHS_LEVEL_ROWS];
      int head = 0, tail = 0, ux, uy, passages = 0, reached = 0;
      gboolean walls = FALSE, corr = FALSE;

      g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, NULL));
      seen[ux][uy] = TRUE;
      qx[tail] = ux;
      qy[tail++] = uy;
      while (head < tail)
        {
          static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
          int x = qx[head], y = qy[head++];

          reached++;
          for (int d = 0; d < 4; d++)
            {
              int nx = x + dx[d], ny = y + dy[d];

              if (nx < 1 || nx >= NHS_LEVEL_COLS || ny < 0 || ny >= NHS_LEVEL_ROWS
                  || seen[nx][ny] || !is_passage (nhs_level_square (lev, nx, ny)->typ))
                continue;
              seen[nx][ny] = TRUE;
              qx[tail] = nx;
              qy[tail++] = ny;
            }
        }
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            int t = nhs_level_square (lev, x, y)->typ;

            if (is_passage (t))
              {
                passages++;
                g_assert_true (x >= 3 && x <= 77 && y >= 3 && y <= 19);
              }
            walls |= NHS_SQ_IS_WALL (t);
            corr |= t == NHS_SQ_CORR;
            g_assert_true (t == NHS_SQ_STONE || is_passage (t) || NHS_SQ_IS_WALL (t));
          }
      g_assert_cmpint (reached, ==, passages);
      g_assert_cmpint (passages, >, 100);
      /* corridor mazes have no walls, the others no corridors */
      g_assert_true (!(walls && corr));
      corr_mazes += corr;
      walled_mazes += walls;
      nhs_level_free (lev);
    }
  /* a third of them are corridor mazes */
  g_assert_cmpint (corr_mazes, >, N_SEEDS / 5);
  g_assert_cmpint (walled_mazes, >, N_SEEDS / 2);
}

static void
test_stairs (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen_maze (40, seed, FALSE, FALSE);
      int ux, uy, dx, dy, room;

      g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, &room));
      g_assert_cmpint (room, ==, -1);
      g_assert_true (nhs_level_get_stairs (lev, FALSE, &dx, &dy, &room));
      g_assert_true (ux != dx || uy != dy);
      g_assert_cmpint (nhs_level_square (lev, ux, uy)->typ, ==, NHS_SQ_STAIRS);
      g_assert_cmpint (nhs_level_square (lev, dx, dy)->typ, ==, NHS_SQ_STAIRS);
      g_assert_true (nhs_level_square (lev, ux, uy)->flags & NHS_SQF_UP);
      g_assert_false (nhs_level_square (lev, dx, dy)->flags & NHS_SQF_UP);
      g_assert_cmpint (nhs_level_square_char (nhs_level_square (lev, ux, uy)), ==, '<');
      g_assert_cmpint (nhs_level_square_char (nhs_level_square (lev, dx, dy)), ==, '>');
      nhs_level_free (lev);
    }
}

/* rn1(5,7) random monsters and rn2(3) minotaurs (a monster is only lost
 * when mazexy picks a square already taken), giant spiders with webs;
 * rn1(6,7) traps with Gehennom's rules */
static void
test_monsters_and_traps (void)
{
  int min_random = 100, max_random = 0, min_mino = 100, max_mino = 0;
  int fire = 0, traps_total = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen_maze (30, seed, TRUE, FALSE);
      int random = 0, mino = 0, spiders = 0, webs = 0, traps = 0;

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          int t = nhs_level_square (lev, m->x, m->y)->typ;

          g_assert_true (t == NHS_SQ_ROOM || t == NHS_SQ_CORR);
          g_assert_cmpint (nhs_level_square (lev, m->x, m->y)->mon, ==, i + 1);
          g_assert_nonnull (m->name);
          if (strcmp (m->name, "fake monster") == 0)
            {
              random++;
              g_assert_cmpint (m->mindex, ==, 7);
              g_assert_cmpint (m->symbol, ==, 'Z');
              g_assert_cmpint (m->phase, ==, NHS_LEVEL_PHASE_MONSTERS);
            }
          else if (strcmp (m->name, "minotaur") == 0)
            {
              mino++;
              g_assert_cmpint (m->mindex, ==, 42);
              g_assert_cmpint (m->symbol, ==, 'H');
            }
          else
            {
              g_assert_cmpstr (m->name, ==, "giant spider");
              g_assert_cmpint (nhs_level_square (lev, m->x, m->y)->trap, ==, NHS_TRAP_WEB);
              spiders++;
            }
        }
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (!s->trap)
              continue;
            traps++;
            g_assert_true (s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_CORR);
            g_assert_cmpint (s->trap, !=, NHS_TRAP_MAGIC_PORTAL);
            g_assert_cmpint (s->trap, !=, NHS_TRAP_VIBRATING_SQUARE);
            g_assert_cmpint (s->trap_phase, ==, NHS_LEVEL_PHASE_TRAPS);
            webs += s->trap == NHS_TRAP_WEB;
            fire += s->trap == NHS_TRAP_FIRE;
          }
      g_assert_cmpint (random, <=, 11);
      g_assert_cmpint (random, >=, 5);
      g_assert_cmpint (mino, <=, 2);
      g_assert_cmpint (spiders, <=, webs);
      g_assert_cmpint (traps, <=, 12);
      g_assert_cmpint (traps, >=, 5);
      min_random = MIN (min_random, random);
      max_random = MAX (max_random, random);
      min_mino = MIN (min_mino, mino);
      max_mino = MAX (max_mino, mino);
      traps_total += traps;
      nhs_level_free (lev);
    }
  g_assert_cmpint (min_random, <=, 7);
  g_assert_cmpint (max_random, ==, 11);
  g_assert_cmpint (min_mino, ==, 0);
  g_assert_cmpint (max_mino, ==, 2);
  /* a fifth of the traps and more are fire traps in Gehennom */
  g_assert_cmpint (fire * 6, >, traps_total);
}

/* the picker's random monsters: exactly 7..11, and minotaurs
 * 0..2 when no two land on one square */
static void
test_counts_exact (void)
{
  int exact = 0;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen_maze (30, seed, TRUE, FALSE);
      int random = 0, mino = 0;

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          random += m->name != NULL && strcmp (m->name, "fake monster") == 0;
          mino += m->name && strcmp (m->name, "minotaur") == 0;
        }
      exact += random >= 7 && random <= 11 && mino <= 2;
      nhs_level_free (lev);
    }
  /* collisions on a maze of hundreds of squares are rare */
  g_assert_cmpint (exact, >=, N_SEEDS * 9 / 10);
}

static void
test_phases (void)
{
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      NhsLevel *lev = gen_maze (30, seed, TRUE, TRUE);

      g_assert_true (nhs_level_has_phases (lev));
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *fin = nhs_level_square (lev, x, y);
            const NhsSquare *maze = nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_ROOMS, x, y);
            const NhsSquare *stairs = nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_FEATURES, x, y);
            const NhsSquare *traps = nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_TRAPS, x, y);
            const NhsSquare *mons = nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_MONSTERS, x, y);

            g_assert_cmpint (maze->typ, !=, NHS_SQ_STAIRS);
            g_assert_cmpint (maze->trap, ==, 0);
            g_assert_cmpint (stairs->typ, ==, fin->typ);
            g_assert_cmpint (stairs->trap, ==, 0);
            g_assert_cmpint (stairs->mon, ==, 0);
            g_assert_cmpint (traps->trap, ==, fin->trap);
            g_assert_cmpint (traps->mon, ==, 0);
            g_assert_cmpint (mons->mon, ==, fin->mon);
          }
      nhs_level_free (lev);
    }
}

/* The ordinary level is what it was before mazes: the kind's default is
 * ROOMS, and the maps of seeds 1..200 at depths 1, 10 and 25 hash to what
 * the generator made before the maze was added. */
static void
test_rooms_unchanged (void)
{
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  static const int depths[] = { 1, 10, 25 };

  for (guint i = 0; i < G_N_ELEMENTS (depths); i++)
    for (guint64 seed = 1; seed <= 200; seed++)
      {
        NhsLevelParams p = { 0 }, q = { 0 };
        NhsLevel *a, *b;
        g_autofree char *ta = NULL, *tb = NULL;

        p.depth = q.depth = depths[i];
        p.seed = q.seed = seed;
        /* Medusa at 24, as every level was made before its depth was drawn */
        p.medusa_depth = q.medusa_depth = 24;
        q.kind = NHS_LEVEL_KIND_ROOMS;
        a = nhs_level_generate (&p, NULL);
        b = nhs_level_generate (&q, NULL);
        ta = nhs_test_level_text_without_stock (a);
        tb = nhs_test_level_text_without_stock (b);
        g_assert_cmpstr (ta, ==, tb);
        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              int t = nhs_level_square (a, x, y)->typ;

              g_assert_true (t < NHS_SQ_CROSSWALL || t > NHS_SQ_TRWALL);
            }
        g_checksum_update (sum, (const guchar *) ta, -1);
        nhs_level_free (a);
        nhs_level_free (b);
      }
  g_assert_cmpstr (g_checksum_get_string (sum), ==, ROOMS_SHA256);
}

static NhsLevel *
gen_variant_maze (NhsVariantId id, int depth, guint64 seed)
{
  NhsLevelParams p = { .depth = depth, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                       .variant = nhs_variant_get (id), .picker = fake_picker,
                       .lookup = fake_lookup };
  g_autoptr (GError) error = NULL;
  NhsLevel *lev = nhs_level_generate (&p, &error);

  g_assert_no_error (error);
  return lev;
}

static int
rolling_traps (const NhsLevel *lev)
{
  int n = 0;

  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      n += nhs_level_square (lev, x, y)->trap == NHS_TRAP_ROLLING_BOULDER;
  return n;
}

/* trap.c isclearpath (): ZAP_POS (typ >= POOL in the game's order: not
 * stone, a wall, a tree, a secret door or corridor) and no closed door on
 * each of the d squares from (x, y) on */
static gboolean
clear_run (const NhsLevel *lev, int x, int y, int dx, int dy, int d)
{
  while (d-- > 0)
    {
      const NhsSquare *s;

      x += dx;
      y += dy;
      if (x < 1 || x >= NHS_LEVEL_COLS || y < 0 || y >= NHS_LEVEL_ROWS)
        return FALSE;
      s = nhs_level_square (lev, x, y);
      if (s->typ <= NHS_SQ_SCORR || s->typ == NHS_SQ_TREE || s->typ == NHS_SQ_DEADTREE
          || (s->typ == NHS_SQ_DOOR && (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED))))
        return FALSE;
    }
  return TRUE;
}

/* mkroll_launch ()'s boulder square for a rolling boulder trap at (x, y),
 * d squares away toward (dx, dy): clear both ways, and not water (nor,
 * from 3.6 on, lava) */
static gboolean
launch_ok (const NhsLevel *lev, const NhsVariant *v, int x, int y, int dx, int dy, int d)
{
  int t;

  if (!clear_run (lev, x, y, dx, dy, d) || !clear_run (lev, x, y, -dx, -dy, d))
    return FALSE;
  t = nhs_level_square (lev, x + d * dx, y + d * dy)->typ;
  return !(t == NHS_SQ_POOL || t == NHS_SQ_MOAT || t == NHS_SQ_WATER
           || (t == NHS_SQ_LAVA && v->level_roll_launch_refuses_lava));
}

/* A maze's rolling boulder trap brings its boulder (trap.c maketrap () ->
 * mkroll_launch (), 3.4.3 to EvilHack alike): 2 to 8 squares from the trap
 * in one of the eight directions, with as many clear squares on the other
 * side; when even two squares are clear both ways in some direction the
 * search reaches them, so the boulder is there. And the boulders a level,
 * each counted (two on one square are two objects), against the real
 * games' makemaz () (regress lane's instrument, Gehennom fillers, new
 * seeds: 3.4.3 at depth 35 7.645 +- 0.023 over 15,490 levels of the game
 * built for Linux, whose Rand () is random () (unixconf.h; 5,720 levels
 * from seed 1,903,500,000 gave 7.616 +- 0.038 and 9,770 from
 * 1,922,001,001 7.662 +- 0.029; the earlier lrand48 () build's 7.659 +-
 * 0.043 agrees), 3.6.7 6.674 +- 0.041 over 4,980; without the traps'
 * boulders nhspawn had 7.411 and 6.477, z -4.7 and -3.8; SLASH'EM at
 * depth 50 7.826 +- 0.020 over 22,100 levels, where nhspawn counting a
 * square once had 7.706, z -4.9). */
static void
test_rolling_boulders (void)
{
  /* (SLASH'EM's levels as many as tell 7.706 from 7.826 at 4 sigma) */
  static const struct { NhsVariantId id; int depth; double real, se; int n_levels; } runs[] = {
    { NHS_VARIANT_343, 35, 7.645, 0.023, 6000 }, { NHS_VARIANT_367, 35, 6.674, 0.041, 6000 },
    { NHS_VARIANT_SLASHEM, 50, 7.826, 0.020, 24000 },
  };
  static const int dirs[8][2] = { { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
                                  { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 } };

  for (guint v = 0; v < G_N_ELEMENTS (runs); v++)
    {
      const NhsVariant *variant = nhs_variant_get (runs[v].id);
      const int n_levels = runs[v].n_levels;
      double sum = 0, sum2 = 0, mean, se;
      int traps = 0, launched = 0;

      for (guint64 seed = 1; seed <= (guint64) n_levels; seed++)
        {
          NhsLevel *lev = gen_variant_maze (runs[v].id, runs[v].depth, seed);
          int n = 0;

          for (int x = 0; x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              {
                gboolean can = FALSE, found = FALSE;

                n += nhs_level_boulders_at (lev, x, y);
                if (nhs_level_square (lev, x, y)->trap != NHS_TRAP_ROLLING_BOULDER)
                  continue;
                traps++;
                for (int k = 0; k < 8; k++)
                  {
                    can = can || launch_ok (lev, variant, x, y, dirs[k][0], dirs[k][1], 2);
                    for (int d = 2; d <= 8 && !found; d++)
                      found = launch_ok (lev, variant, x, y, dirs[k][0], dirs[k][1], d)
                              && (nhs_level_square (lev, x + d * dirs[k][0],
                                                    y + d * dirs[k][1])->flags & NHS_SQF_BOULDER);
                  }
                g_assert_true (found || !can);
                launched += found;
              }
          sum += n;
          sum2 += (double) n * n;
          nhs_level_free (lev);
        }
      g_assert_cmpint (traps, >, n_levels / 4);
      g_assert_cmpint (launched, >, traps / 4);
      mean = sum / n_levels;
      se = sqrt ((sum2 / n_levels - mean * mean) / n_levels);
      g_test_message ("boulders %d: %.4f +- %.4f against %.3f", runs[v].id, mean, se, runs[v].real);
      g_assert_cmpfloat (fabs (mean - runs[v].real), <, 4 * sqrt (se * se + runs[v].se * runs[v].se));
    }
}

/* makemaz's boulders: rn1 (10, 2) on passage squares, and in 3.4.3 and
 * SLASH'EM one more where the walk began; pits and holes keep off them.
 * mazexy () does not avoid a boulder, so two may fall on one square: both
 * are counted, listed twice in JSON "boulders" and named in the square's
 * words */
static void
test_boulders (void)
{
  static const NhsVariantId ids[] = { NHS_VARIANT_343, NHS_VARIANT_367, NHS_VARIANT_SLASHEM };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      int total = 0, most = 0, stacked = 0;

      for (guint64 seed = 1; seed <= 200; seed++)
        {
          NhsLevel *lev = gen_variant_maze (ids[v], 35, seed);
          int n = 0;

          for (int x = 0; x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              {
                const NhsSquare *s = nhs_level_square (lev, x, y);
                int here = nhs_level_boulders_at (lev, x, y);

                g_assert_cmpint (here > 0, ==, (s->flags & NHS_SQF_BOULDER) != 0);
                if (here == 0)
                  continue;
                n += here;
                if (here > 1)
                  {
                    g_autofree char *words = nhs_level_describe_square (lev, x, y);
                    g_autofree char *count = g_strdup_printf (", %d boulders", here);

                    g_assert_nonnull (strstr (words, count));
                    stacked++;
                  }
                /* (a rolling boulder trap's boulder may also lie on the
                   squares SLASH'EM's walls were turned into, clear for
                   isclearpath (): ice, cloud, lava, iron bars) */
                g_assert_true (is_passage (s->typ)
                               || (ids[v] == NHS_VARIANT_SLASHEM
                                   && (s->typ == NHS_SQ_ICE || s->typ == NHS_SQ_CLOUD
                                       || s->typ == NHS_SQ_LAVA || s->typ == NHS_SQ_IRONBARS)));
                /* shown as the game shows an object: above the ground and
                   any trap ('0', 3.6's boulder) */
                g_assert_cmpint (nhs_level_square_char (s), ==, '0');
                g_assert_true (s->trap != NHS_TRAP_PIT && s->trap != NHS_TRAP_SPIKED_PIT
                               && s->trap != NHS_TRAP_HOLE && s->trap != NHS_TRAP_TRAPDOOR);
              }
          /* rn1 (10, 2), 3.4.3's one more, a rolling boulder trap's each
             (a trap finds no place at times) */
          g_assert_cmpint (n, >=, ids[v] == NHS_VARIANT_367 ? 2 : 3);
          g_assert_cmpint (n, <=, (ids[v] == NHS_VARIANT_367 ? 11 : 12) + rolling_traps (lev));
          total += n;
          most = MAX (most, n);
          nhs_level_free (lev);
        }
      /* 6.5 a level, 3.4.3 one more, and the traps' */
      g_assert_cmpint (total, >, (ids[v] == NHS_VARIANT_367 ? 6 : 7) * 200);
      g_assert_cmpint (total, <, (ids[v] == NHS_VARIANT_367 ? 14 : 17) * 100);
      g_assert_cmpint (most, >=, 10);
      /* two on one square, in some of the 200 levels */
      g_assert_cmpint (stacked, >, 0);
    }
}

/* makemon (NULL) on a boulder's square draws again until the monster can
 * stand there (passes walls or throws rocks), 50 times at most: measured in
 * the real 3.4.3 at depth 36, earth elementals, xorns and hill giants were
 * 1.7 to 1.9 times as common as the game's weights alone give. With the
 * core picker, about half the random monsters on a boulder are such
 * monsters (149 of 297 at depth 36, seeds 0..1499; without the redraw 7 of
 * 313), so more than a quarter is asked: the redraw's work, with room for
 * the levels' own noise. */
static void
test_boulder_monsters (void)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_monster_set_load_variant ("3.4.3", &error);
  NhsSituation sit;
  NhsLevelPicker *picker;
  int on = 0, fit = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_343;
  sit.region = NHS_REGION_GEHENNOM;
  sit.xl = 1;
  picker = nhs_level_picker_new (set, &sit, 36, &error);
  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 1500; seed++)
    {
      NhsLevelParams p = { .depth = 36, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (NHS_VARIANT_343) };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      g_assert_nonnull (p.on_boulder);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          if (!(nhs_level_square (lev, m->x, m->y)->flags & NHS_SQF_BOULDER)
              || g_strcmp0 (m->name, "minotaur") == 0)
            continue;
          on++;
          fit += p.on_boulder (p.picker_data, m->mindex);
        }
      nhs_level_free (lev);
    }
  nhs_level_picker_free (picker);
  nhs_monster_set_unref (set);
  g_printerr ("on %d fit %d\n", on, fit);
  g_assert_cmpint (on, >, 100);
  g_assert_cmpint (fit * 4, >, on);
}

/* SLASH'EM's makemaz walls: stone walls 4 in 20, else cloud 2, moat 4,
 * ice 4, lava 3, iron bars 3 (wallification (..., TRUE)); every wall square
 * of the level the one stuff. 3.4.3: always stone walls. The real SLASH'EM
 * had 154.8 stone wall squares a level at depth 46 (780 on a stone-walled
 * level: one in five). */
static void
test_slashem_wall_stuff (void)
{
  static const int kinds[] = { NHS_SQ_CLOUD, NHS_SQ_MOAT, NHS_SQ_ICE, NHS_SQ_LAVA,
                               NHS_SQ_IRONBARS };
  static const int weight[] = { 2, 4, 4, 3, 3 };
  int count[6] = { 0 };

  for (guint64 seed = 1; seed <= 400; seed++)
    {
      NhsLevel *lev = gen_variant_maze (NHS_VARIANT_SLASHEM, 48, seed);
      int walls = 0, stuff[5] = { 0 }, which = -1;

      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            int t = nhs_level_square (lev, x, y)->typ;

            walls += NHS_SQ_IS_WALL (t);
            for (int k = 0; k < 5; k++)
              stuff[k] += t == kinds[k];
          }
      for (int k = 0; k < 5; k++)
        if (stuff[k])
          {
            g_assert_cmpint (which, ==, -1);   /* one stuff a level */
            g_assert_cmpint (walls, ==, 0);
            g_assert_cmpint (stuff[k], ==, 780);
            which = k;
          }
      if (which < 0)
        g_assert_cmpint (walls, ==, 780);
      count[which + 1]++;
      nhs_level_free (lev);
    }
  /* 400 levels: 80 stone-walled (sd 8), then 40, 80, 80, 60, 60 */
  g_assert_cmpint (count[0], >, 50);
  g_assert_cmpint (count[0], <, 110);
  for (int k = 0; k < 5; k++)
    {
      g_assert_cmpint (count[k + 1], >, weight[k] * 20 - 30);
      g_assert_cmpint (count[k + 1], <, weight[k] * 20 + 30);
    }
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      NhsLevel *lev = gen_variant_maze (NHS_VARIANT_343, 48, seed);
      int walls = 0;

      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          walls += NHS_SQ_IS_WALL (nhs_level_square (lev, x, y)->typ);
      g_assert_cmpint (walls, ==, 780);
      nhs_level_free (lev);
    }
}

/* The invocation level (params.invocation): the vibrating square once, in
 * mkmaze.c's box, on a passage, never in a line with the up stairs nor
 * within 11 squares of them; no down stairs; a trap marks it from 3.6 on
 * (none in 3.4.3 and SLASH'EM) */
static void
test_invocation (void)
{
  static const NhsVariantId ids[] = {
    NHS_VARIANT_343, NHS_VARIANT_367, NHS_VARIANT_37, NHS_VARIANT_500, NHS_VARIANT_SLASHEM,
    NHS_VARIANT_EVILHACK,
  };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    for (guint64 seed = 1; seed <= 60; seed++)
      {
        const NhsVariant *variant = nhs_variant_get (ids[v]);
        NhsLevelParams p = { .depth = 45, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                             .picker = fake_picker, .lookup = fake_lookup,
                             .variant = variant, .invocation = TRUE };
        g_autoptr (GError) error = NULL;
        NhsLevel *lev = nhs_level_generate (&p, &error);
        int ix, iy, ux, uy, room, traps = 0;
        gboolean trap = variant->level_invocation != NHS_INVOCATION_MAZE_POS;

        g_assert_no_error (error);
        g_assert_true (nhs_level_invocation_square (lev, &ix, &iy));
        g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, &room));
        g_assert_false (nhs_level_get_stairs (lev, FALSE, NULL, NULL, NULL));
        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              const NhsSquare *s = nhs_level_square (lev, x, y);

              g_assert_false (s->typ == NHS_SQ_STAIRS && !(s->flags & NHS_SQF_UP));
              if (s->trap == NHS_TRAP_VIBRATING_SQUARE)
                {
                  traps++;
                  g_assert_cmpint (x, ==, ix);
                  g_assert_cmpint (y, ==, iy);
                }
            }
        g_assert_cmpint (traps, ==, trap ? 1 : 0);
        g_assert_cmpint (ix, >=, 7);
        g_assert_cmpint (ix, <=, 73);
        g_assert_cmpint (iy, >=, 6);
        g_assert_cmpint (iy, <=, 16);
        g_assert_cmpint (ix, !=, ux);
        g_assert_cmpint (iy, !=, uy);
        g_assert_cmpint (ABS (ix - ux), !=, ABS (iy - uy));
        g_assert_cmpint (MAX (ABS (ix - ux), ABS (iy - uy)), >, 11);
        g_assert_cmpint (nhs_level_square (lev, ix, iy)->typ, >, NHS_SQ_DOOR);   /* SPACE_POS */
        nhs_level_free (lev);
      }
  /* an ordinary filler has none */
  {
    NhsLevel *lev = gen_maze (45, 1, TRUE, FALSE);

    g_assert_false (nhs_level_invocation_square (lev, NULL, NULL));
    nhs_level_free (lev);
  }
}

/* The invocation level's random traps (mklev.c mktrap, every version): no
 * hole or trap door, since Can_fall_thru () is false there (a falling rock
 * trap instead), while the fillers above have them; EvilHack's maze draws
 * EvilHack's own kinds (bolt, spear and magic-beam traps) */
static void
test_invocation_traps (void)
{
  static const NhsVariantId ids[] = {
    NHS_VARIANT_343, NHS_VARIANT_367, NHS_VARIANT_500, NHS_VARIANT_SLASHEM, NHS_VARIANT_EVILHACK,
  };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      const NhsVariant *variant = nhs_variant_get (ids[v]);
      int count[2][NHS_N_TRAPS] = { { 0 } };

      for (int invocation = 0; invocation < 2; invocation++)
        for (guint64 seed = 1; seed <= 80; seed++)
          {
            NhsLevelParams p = { .depth = 45, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                                 .picker = fake_picker, .lookup = fake_lookup,
                                 .variant = variant, .invocation = invocation };
            g_autoptr (GError) error = NULL;
            NhsLevel *lev = nhs_level_generate (&p, &error);

            g_assert_no_error (error);
            for (int x = 0; x < NHS_LEVEL_COLS; x++)
              for (int y = 0; y < NHS_LEVEL_ROWS; y++)
                count[invocation][nhs_level_square (lev, x, y)->trap]++;
            nhs_level_free (lev);
          }
      /* EvilHack's filler is its des level: only its invocation level is a maze */
      if (ids[v] != NHS_VARIANT_EVILHACK)
        g_assert_cmpint (count[0][NHS_TRAP_HOLE] + count[0][NHS_TRAP_TRAPDOOR], >, 0);
      g_assert_cmpint (count[1][NHS_TRAP_HOLE], ==, 0);
      g_assert_cmpint (count[1][NHS_TRAP_TRAPDOOR], ==, 0);
      g_assert_cmpint (count[1][NHS_TRAP_ROCK], >, 0);
      if (ids[v] == NHS_VARIANT_EVILHACK)
        {
          g_assert_cmpint (count[1][NHS_TRAP_BOLT], >, 0);
          g_assert_cmpint (count[1][NHS_TRAP_SPEAR], >, 0);
          g_assert_cmpint (count[1][NHS_TRAP_MAGIC_BEAM], >, 0);
        }
      else
        g_assert_cmpint (count[1][NHS_TRAP_BOLT] + count[1][NHS_TRAP_SPEAR]
                         + count[1][NHS_TRAP_MAGIC_BEAM], ==, 0);
    }
}

/* refused: outside Gehennom, xNetHack's fixed map (named) */
static void
test_invocation_refused (void)
{
  static const struct { NhsVariantId id; NhsLevelKind kind; const char *says; } cases[] = {
    { NHS_VARIANT_367, NHS_LEVEL_KIND_ROOMS, "gehennom region" },
    { NHS_VARIANT_367, NHS_LEVEL_KIND_MINES, "gehennom region" },
    { NHS_VARIANT_XNETHACK, NHS_LEVEL_KIND_MAZE, "dat/invocation.lua" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NhsLevelParams p = { .depth = 45, .seed = 1, .kind = cases[i].kind,
                           .variant = nhs_variant_get (cases[i].id), .invocation = TRUE };
      g_autoptr (GError) error = NULL;
      NhsLevel *lev = nhs_level_generate (&p, &error);

      g_assert_null (lev);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-maze/deterministic", test_deterministic);
  g_test_add_func ("/nhs/level-maze/reachable", test_reachable);
  g_test_add_func ("/nhs/level-maze/stairs", test_stairs);
  g_test_add_func ("/nhs/level-maze/monsters-and-traps", test_monsters_and_traps);
  g_test_add_func ("/nhs/level-maze/counts", test_counts_exact);
  g_test_add_func ("/nhs/level-maze/phases", test_phases);
  g_test_add_func ("/nhs/level-maze/rooms-unchanged", test_rooms_unchanged);
  g_test_add_func ("/nhs/level-maze/boulders", test_boulders);
  g_test_add_func ("/nhs/level-maze/rolling-boulders", test_rolling_boulders);
  g_test_add_func ("/nhs/level-maze/boulder-monsters", test_boulder_monsters);
  g_test_add_func ("/nhs/level-maze/slashem-wall-stuff", test_slashem_wall_stuff);
  g_test_add_func ("/nhs/level-maze/invocation", test_invocation);
  g_test_add_func ("/nhs/level-maze/invocation-traps", test_invocation_traps);
  g_test_add_func ("/nhs/level-maze/invocation-refused", test_invocation_refused);
  return g_test_run ();
}
