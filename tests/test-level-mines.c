/* test-level-mines.c: the Gnomish Mines filler level (minefill), and the
 * ordinary level unchanged by it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-test-utils.h"
#include "nhs-variant.h"

#define N_SEEDS 300

static NhsLevel *
gen_kind (NhsLevelKind kind, int depth, guint64 seed, gboolean phases)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.record_phases = phases;
  p.kind = kind;
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

/* a Mines filler level by version v's rules */
static NhsLevel *
gen_in (NhsVariantId v, int depth, guint64 seed)
{
  NhsLevelParams p = { 0 };
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.kind = NHS_LEVEL_KIND_MINES;
  p.variant = nhs_variant_get (v);
  lev = nhs_level_generate (&p, NULL);
  g_assert_nonnull (lev);
  return lev;
}

static NhsLevel *
gen (int depth, guint64 seed)
{
  return gen_kind (NHS_LEVEL_KIND_MINES, depth, seed, FALSE);
}

static gboolean
passable (const NhsSquare *s)
{
  return s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_STAIRS;
}

/* the same seed makes the same level, with or without phases */
static void
test_same_seed (void)
{
  for (guint64 seed = 1; seed <= 50; seed++)
    {
      NhsLevel *a = gen (seed % 12 + 3, seed);
      NhsLevel *b = gen_kind (NHS_LEVEL_KIND_MINES, seed % 12 + 3, seed, TRUE);
      char *ta = nhs_level_to_text (a), *tb = nhs_level_to_text (b);

      g_assert_cmpstr (ta, ==, tb);
      g_assert_cmpint (nhs_level_n_monsters (a), ==, nhs_level_n_monsters (b));
      g_free (ta);
      g_free (tb);
      nhs_level_free (a);
      nhs_level_free (b);
    }
}

/* every floor square is reachable from the up stairs (8 ways, as the game
 * moves; the cave has no doors) */
static void
test_connected (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (seed % 10 + 3, seed);
      gboolean seen[NHS_LEVEL_COLS][NHS_LEVEL_ROWS] = { { FALSE } };
      int stack[NHS_LEVEL_COLS * NHS_LEVEL_ROWS][2];
      int sp = 0, ux, uy;

      g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, NULL));
      seen[ux][uy] = TRUE;
      stack[sp][0] = ux;
      stack[sp][1] = uy;
      sp++;
      while (sp > 0)
        {
          int x, y;

          sp--;
          x = stack[sp][0];
          y = stack[sp][1];
          for (int dx = -1; dx <= 1; dx++)
            for (int dy = -1; dy <= 1; dy++)
              {
                int nx = x + dx, ny = y + dy;

                if (nx < 1 || nx >= NHS_LEVEL_COLS || ny < 0 || ny >= NHS_LEVEL_ROWS
                    || seen[nx][ny] || !passable (nhs_level_square (lev, nx, ny)))
                  continue;
                seen[nx][ny] = TRUE;
                stack[sp][0] = nx;
                stack[sp][1] = ny;
                sp++;
              }
        }
      for (int x = 1; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          if (passable (nhs_level_square (lev, x, y)) && !seen[x][y])
            g_error ("seed %" G_GUINT64_FORMAT ": floor at %d,%d cut off", seed, x, y);
      nhs_level_free (lev);
    }
}

/* join_map ()'s regions stay the level's rooms where mkmap.c keeps them
 * (3.4.3, 3.6.7, SLASH'EM, EvilHack: add_room (…, OROOM, TRUE) and no
 * clean-up) and are gone where join_map_cleanup () clears them (3.7,
 * 5.0.0, xNetHack).  The mean is held to the real 3.6.7's: its minefill
 * made by the game's own mklev () (the regress lane's instrument, session
 * 18, seeds from 1,802,000,000): 2,420 levels at depth 7, 8.788 rooms a
 * level, standard deviation 2.54.  2,000 of ours: a standard error of the
 * difference of 0.077, so 0.4 is more than 5 of them. */
static void
test_joined_rooms (void)
{
  const NhsVariantId keeps[] = { NHS_VARIANT_343, NHS_VARIANT_367, NHS_VARIANT_SLASHEM,
                                 NHS_VARIANT_EVILHACK };
  const NhsVariantId clears[] = { NHS_VARIANT_37, NHS_VARIANT_500, NHS_VARIANT_XNETHACK };
  double sum = 0;

  for (guint64 seed = 1; seed <= 2000; seed++)
    {
      NhsLevel *lev = gen_in (NHS_VARIANT_367, 7, seed);

      sum += nhs_level_n_rooms (lev);
      nhs_level_free (lev);
    }
  g_assert_cmpfloat (fabs (sum / 2000 - 8.788), <, 0.4);

  for (guint i = 0; i < G_N_ELEMENTS (keeps) + G_N_ELEMENTS (clears); i++)
    {
      gboolean keep = i < G_N_ELEMENTS (keeps);
      NhsVariantId v = keep ? keeps[i] : clears[i - G_N_ELEMENTS (keeps)];

      for (guint64 seed = 1; seed <= 20; seed++)
        {
          NhsLevel *lev = gen_in (v, 5, seed);
          int n = nhs_level_n_rooms (lev);
          if (!keep)
            g_assert_cmpint (n, ==, 0);
          else
            g_assert_cmpint (n, >, 0);
          for (int r = 0; r < n; r++)
            {
              const NhsLevelRoom *room = nhs_level_room (lev, r);

              g_assert_true (room->irregular);
              g_assert_cmpint (room->type, ==, NHS_ROOM_ORDINARY);
            }
          /* every square of a room is the cave's floor (or stairs on it) */
          for (int x = 1; x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              {
                const NhsSquare *s = nhs_level_square (lev, x, y);

                if (s->room >= 0)
                  {
                    g_assert_true (keep);
                    g_assert_cmpint (s->room, <, n);
                    /* (EvilHack's rivers run through the cave after
                     * join_map (): its squares keep their room) */
                    if (nhs_variant_get (v)->level_mines_rivers)
                      g_assert_cmpint (s->typ, !=, NHS_SQ_STONE);
                    else
                      g_assert_true (passable (s));
                  }
              }
          nhs_level_free (lev);
        }
    }
}

/* both stairs, distinct, on the floor; the monsters and traps on it */
static void
test_stairs_monsters (void)
{
  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (seed % 10 + 3, seed);
      int ux, uy, dx, dy, traps = 0;
      const NhsSquare *u, *d;

      g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, NULL));
      g_assert_true (nhs_level_get_stairs (lev, FALSE, &dx, &dy, NULL));
      g_assert_true (ux != dx || uy != dy);
      u = nhs_level_square (lev, ux, uy);
      d = nhs_level_square (lev, dx, dy);
      g_assert_cmpint (u->typ, ==, NHS_SQ_STAIRS);
      g_assert_cmpint (d->typ, ==, NHS_SQ_STAIRS);
      g_assert_true (u->flags & NHS_SQF_UP);
      g_assert_false (d->flags & NHS_SQF_UP);

      /* 13 of the level's monsters (each finds a square: the cave is
       * large), perhaps a giant spider per web */
      g_assert_cmpint (nhs_level_n_monsters (lev), >=, 13);
      g_assert_cmpint (nhs_level_n_monsters (lev), <=, 13 + 6);
      for (int i = 0; i < 13; i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          g_assert_true (passable (nhs_level_square (lev, m->x, m->y)));
          g_assert_true (m->symbol == (i == 8 || i == 9 || i == 12 ? 'h' : 'G'));
          if (i < 7)
            g_assert_cmpstr (m->name, ==, "gnome");
          else if (i == 7)
            g_assert_cmpstr (m->name, ==, "gnome lord");
          else if (i < 10)
            g_assert_cmpstr (m->name, ==, "dwarf");
          else
            g_assert_null (m->name);
        }
      for (int x = 1; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);

            if (s->trap)
              {
                traps++;
                g_assert_cmpint (s->typ, ==, NHS_SQ_ROOM);
                g_assert_true (s->trap != NHS_TRAP_MAGIC_PORTAL
                               && s->trap != NHS_TRAP_VIBRATING_SQUARE
                               && s->trap != NHS_TRAP_FIRE);
              }
          }
      g_assert_cmpint (traps, >=, 1);
      g_assert_cmpint (traps, <=, 6);
      nhs_level_free (lev);
    }
}

/* only stone, the cave's walls, floor and stairs; walls only next to
 * floor; the light is all or nothing */
static void
test_square_types (void)
{
  gboolean seen_t = FALSE, seen_lit = FALSE, seen_dark = FALSE;

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      NhsLevel *lev = gen (seed % 10 + 3, seed);
      int lit = -1;

      for (int x = 1; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *s = nhs_level_square (lev, x, y);
            gboolean near_floor = FALSE;

            g_assert_true (s->typ == NHS_SQ_STONE || NHS_SQ_IS_WALL (s->typ)
                           || s->typ == NHS_SQ_ROOM || s->typ == NHS_SQ_STAIRS);
            if (s->typ >= NHS_SQ_CROSSWALL && s->typ <= NHS_SQ_TRWALL)
              seen_t = TRUE;
            if (s->typ == NHS_SQ_ROOM)
              {
                int l = (s->flags & NHS_SQF_LIT) != 0;

                g_assert_true (lit == -1 || lit == l);
                lit = l;
              }
            if (!NHS_SQ_IS_WALL (s->typ))
              continue;
            for (int dx = -1; dx <= 1; dx++)
              for (int dy = -1; dy <= 1; dy++)
                {
                  int nx = x + dx, ny = y + dy;

                  if (nx >= 1 && nx < NHS_LEVEL_COLS && ny >= 0 && ny < NHS_LEVEL_ROWS
                      && passable (nhs_level_square (lev, nx, ny)))
                    near_floor = TRUE;
                }
            g_assert_true (near_floor);
          }
      /* the floor never reaches the map's edge */
      for (int x = 1; x < NHS_LEVEL_COLS; x++)
        {
          g_assert_false (passable (nhs_level_square (lev, x, 0)));
          g_assert_false (passable (nhs_level_square (lev, x, NHS_LEVEL_ROWS - 1)));
        }
      if (lit == 1)
        seen_lit = TRUE;
      else
        seen_dark = TRUE;
      nhs_level_free (lev);
    }
  g_assert_true (seen_t);
  g_assert_true (seen_lit);
  g_assert_true (seen_dark);
}

/* monsters standing on the stairs in `n` levels of version `v` */
static int
monsters_on_stairs (NhsVariantId v, int n)
{
  int on = 0;

  for (guint64 seed = 1; seed <= (guint64) n; seed++)
    {
      NhsLevelParams p = { .depth = 5, .seed = seed, .kind = NHS_LEVEL_KIND_MINES,
                           .variant = nhs_variant_get (v) };
      NhsLevel *lev = nhs_level_generate (&p, NULL);

      g_assert_nonnull (lev);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          on += nhs_level_square (lev, m->x, m->y)->typ == NHS_SQ_STAIRS;
        }
      nhs_level_free (lev);
    }
  return on;
}

/* From 3.7 on a des file's random dry square is any SPACE_POS square
 * (sp_lev.c is_ok_location): a monster lands on the stairs about once in
 * 20 levels, as the real 5.0.0 measures (0.050 a level); before, only
 * when its square was taken and enexto () found the stairs (about 3 in
 * 10,000 levels). Traps still never go on the stairs. */
static void
test_monsters_on_stairs (void)
{
  int on50 = monsters_on_stairs (NHS_VARIANT_500, 1000);
  int on37 = monsters_on_stairs (NHS_VARIANT_37, 1000);
  int on367 = monsters_on_stairs (NHS_VARIANT_367, 1000);
  int on343 = monsters_on_stairs (NHS_VARIANT_343, 1000);

  g_assert_cmpint (on50, >=, 25);
  g_assert_cmpint (on50, <=, 80);
  g_assert_cmpint (on37, ==, on50);   /* the same rules, the same dice */
  g_assert_cmpint (on367, <=, 3);
  g_assert_cmpint (on343, <=, 3);
}

/* the phases: the cave, then the stairs, then traps and monsters */
static void
test_phases (void)
{
  NhsLevel *lev = gen_kind (NHS_LEVEL_KIND_MINES, 6, 7, TRUE);
  int ux, uy;

  g_assert_true (nhs_level_has_phases (lev));
  g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, NULL));
  g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_ROOMS, ux, uy)->typ,
                   ==, NHS_SQ_ROOM);
  g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_STAIRS, ux, uy)->typ,
                   ==, NHS_SQ_STAIRS);
  for (int x = 1; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_STAIRS, x, y)->mon, ==, 0);
        g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_STAIRS, x, y)->trap, ==, 0);
        g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_TRAPS, x, y)->mon, ==, 0);
        g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_TRAPS, x, y)->trap,
                         ==, nhs_level_square (lev, x, y)->trap);
        g_assert_cmpint (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_MONSTERS, x, y)->mon,
                         ==, nhs_level_square (lev, x, y)->mon);
      }
  nhs_level_free (lev);
}

/* the default kind is the ordinary level, as it was before the Mines: a
 * checksum of 400 levels' maps made before the kinds existed (taken again
 * when graveyards came to draw from the graveyard preset, issue 23: without
 * a picker a graveyard rolls no dice of its own and shows '?' markers;
 * again in session 28, issue 26, when a trapped niche's engraving came to
 * draw the dice of its wear, wipe_engr_at (5): with those draws skipped
 * the old checksum, 7188586..., still holds; again in session 29, issue
 * 26, when every room came to roll makelevel ()'s graffiti, rn2 (27 + 3 x
 * depth) and its square: with those draws skipped the old 07f1a1d...
 * still holds) */
static void
test_rooms_unchanged (void)
{
  GChecksum *c = g_checksum_new (G_CHECKSUM_SHA256);

  for (int depth = 1; depth <= 30; depth += 3)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        /* Medusa at 24, as every level was made before its depth was
           drawn (nhs_lev_above_medusa ()) */
        NhsLevelParams p = { .depth = depth, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                             .medusa_depth = 24 };
        NhsLevel *lev = nhs_level_generate (&p, NULL);
        char *t = nhs_test_level_text_without_stock (lev);

        g_checksum_update (c, (const guchar *) t, -1);
        g_free (t);
        nhs_level_free (lev);
      }
  g_assert_cmpstr (g_checksum_get_string (c), ==,
                   "0fe72f0b749ee1427c66646a4db3289083b8178ec088806716ec96ca32647f15");
  g_checksum_free (c);
}

/* minefill.lua (3.7, 5.0.0, xNetHack; read there): percent (75) the level
   gets math.random (1, 2) boulders, each on a random DRY square, after the
   stairs and before the monsters; a DRY square has no boulder, so no
   monster stands on one; a rolling boulder trap (after the monsters)
   brings one more. 3.6.7's mines.des has none. */
static void
test_boulders (void)
{
  static const NhsVariantId lua[] = { NHS_VARIANT_37, NHS_VARIANT_500, NHS_VARIANT_XNETHACK };

  for (guint v = 0; v < G_N_ELEMENTS (lua); v++)
    {
      int plain = 0, some = 0, two = 0;

      for (guint64 seed = 1; seed <= 2000; seed++)
        {
          NhsLevel *lev = gen_in (lua[v], 3 + seed % 9, seed);
          int b = nhs_test_count_boulders (lev);
          int rolling = nhs_test_count_trap (lev, NHS_TRAP_ROLLING_BOULDER);

          if (rolling == 0)
            {
              for (int i = 0; i < nhs_level_n_monsters (lev); i++)
                {
                  const NhsLevelMonster *m = nhs_level_monster (lev, i);

                  g_assert_false (nhs_level_square (lev, m->x, m->y)->flags & NHS_SQF_BOULDER);
                }
              /* (a rolling boulder trap a later trap took the place of
                 leaves its boulder: at most one more a trap) */
              g_assert_cmpint (b, <=, 2 + nhs_test_count_any_trap (lev));
              plain++;
              some += b > 0;
              two += b == 2;
            }
          else
            g_assert_cmpint (b, <=, 2 + rolling);
          nhs_level_free (lev);
        }
      /* 3/4 and 3/8 of the levels (a few more from traps taken over);
         about 4 standard errors either way */
      g_assert_cmpfloat (fabs ((double) some / plain - 0.75), <, 0.045);
      g_assert_cmpfloat (fabs ((double) two / plain - 0.375), <, 0.045);
    }
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      NhsLevel *lev = gen_in (NHS_VARIANT_367, 3 + seed % 9, seed);

      g_assert_cmpint (nhs_test_count_boulders (lev), ==, 0);
      nhs_level_free (lev);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/level-mines/same-seed", test_same_seed);
  g_test_add_func ("/level-mines/connected", test_connected);
  g_test_add_func ("/level-mines/stairs-monsters-traps", test_stairs_monsters);
  g_test_add_func ("/level-mines/joined-rooms", test_joined_rooms);
  g_test_add_func ("/level-mines/square-types", test_square_types);
  g_test_add_func ("/level-mines/monsters-on-stairs", test_monsters_on_stairs);
  g_test_add_func ("/level-mines/phases", test_phases);
  g_test_add_func ("/level-mines/rooms-unchanged", test_rooms_unchanged);
  g_test_add_func ("/level-mines/boulders", test_boulders);
  return g_test_run ();
}
