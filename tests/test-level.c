/* test-level.c: the 3.6.7 level generator's rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-rng.h"
#include "nhs-level-picker.h"
#include "nhs-presets.h"

#define N_SEEDS 300

static NhsLevel *
gen (int depth, guint64 seed, gboolean phases)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  NhsLevel *lev;

  p.depth = depth;
  p.seed = seed;
  p.record_phases = phases;
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lev);
  return lev;
}

static gboolean
in_room_box (const NhsLevelRoom *r, int x, int y)
{
  return x >= r->lx - 1 && x <= r->hx + 1 && y >= r->ly - 1 && y <= r->hy + 1;
}

/* nhs_rn2_below (): the same die and the same answer as rn2 (x) < n, for
 * every n (below 0 to above x) and the ranges the generators use */
static void
test_rn2_below (void)
{
  static const int xs[] = { 2, 3, 7, 35, 100, 1000 };

  for (guint k = 0; k < G_N_ELEMENTS (xs); k++)
    for (int n = -1; n <= xs[k] + 1; n++)
      {
        NhsRng a, b;
        guint64 bound = nhs_rn2_below_bound (xs[k], n);

        nhs_rng_init (&a, 7 + k);
        nhs_rng_init (&b, 7 + k);
        for (int i = 0; i < 2000; i++)
          g_assert_cmpint (nhs_rn2_below (&a, bound), ==, nhs_rn2 (&b, xs[k]) < n);
        g_assert_cmpuint (nhs_rng_next (&a), ==, nhs_rng_next (&b));
      }
}

static void
test_rng (void)
{
  NhsRng a, b;
  int counts[6] = { 0 };

  nhs_rng_init (&a, 42);
  nhs_rng_init (&b, 42);
  for (int i = 0; i < 1000; i++)
    g_assert_cmpuint (nhs_rng_next (&a), ==, nhs_rng_next (&b));
  for (int i = 0; i < 60000; i++)
    {
      int v = nhs_rn2 (&a, 6);

      g_assert_cmpint (v, >=, 0);
      g_assert_cmpint (v, <, 6);
      counts[v]++;
    }
  for (int i = 0; i < 6; i++)
    g_assert_cmpint (ABS (counts[i] - 10000), <, 500);
  for (int i = 0; i < 1000; i++)
    {
      int d = nhs_rnd (&a, 4), e = nhs_rne (&a, 4, 1), z = nhs_rnz (&a, 350, 1);

      g_assert_cmpint (d, >=, 1);
      g_assert_cmpint (d, <=, 4);
      g_assert_cmpint (e, >=, 1);
      g_assert_cmpint (e, <=, 5);
      g_assert_cmpint (z, >=, 0);
    }
  /* rne's cap follows the experience level */
  for (int i = 0; i < 2000; i++)
    g_assert_cmpint (nhs_rne (&a, 1, 30), <=, 10);
}

/* nhs_level_same (): a level made again from the same parameters is the
 * same level (a view need not draw it again); another seed or depth, or
 * the phases recorded in one only, is not */
static void
test_same (void)
{
  for (int depth = 1; depth <= 25; depth += 6)
    for (guint64 seed = 1; seed < 6; seed++)
      {
        NhsLevel *a = gen (depth, seed, FALSE), *b = gen (depth, seed, FALSE);
        NhsLevel *c = gen (depth, seed + 1, FALSE), *d = gen (depth + 1, seed, FALSE);
        NhsLevel *e = gen (depth, seed, TRUE), *f = gen (depth, seed, TRUE);

        g_assert_true (nhs_level_same (a, a));
        g_assert_true (nhs_level_same (a, b));
        g_assert_true (nhs_level_same (e, f));
        g_assert_false (nhs_level_same (a, c));
        g_assert_false (nhs_level_same (a, d));
        g_assert_false (nhs_level_same (a, e));
        g_assert_false (nhs_level_same (a, NULL));
        nhs_level_free (a);
        nhs_level_free (b);
        nhs_level_free (c);
        nhs_level_free (d);
        nhs_level_free (e);
        nhs_level_free (f);
      }
  /* the versions with themed rooms and subrooms (5.0.0, xNetHack) and
     EvilHack's templates: made twice, the same */
  {
    static const NhsVariantId ids[] = { NHS_VARIANT_500, NHS_VARIANT_XNETHACK, NHS_VARIANT_EVILHACK };

    for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
      for (guint64 seed = 1; seed < 8; seed++)
        {
          NhsLevelParams p = { .depth = 9, .seed = seed, .variant = nhs_variant_get (ids[v]),
                               .record_phases = TRUE };
          NhsLevel *a = nhs_level_generate (&p, NULL), *b = nhs_level_generate (&p, NULL);

          g_assert_nonnull (a);
          g_assert_true (nhs_level_same (a, b));
          p.seed += 100;
          nhs_level_free (b);
          b = nhs_level_generate (&p, NULL);
          g_assert_false (nhs_level_same (a, b));
          nhs_level_free (a);
          nhs_level_free (b);
        }
  }
}

static void
test_deterministic (void)
{
  for (int depth = 1; depth <= 25; depth += 3)
    for (guint64 seed = 0; seed < 20; seed++)
      {
        NhsLevel *a = gen (depth, seed, FALSE), *b = gen (depth, seed, TRUE);
        char *ta = nhs_level_to_text (a), *tb = nhs_level_to_text (b);

        g_assert_cmpstr (ta, ==, tb);
        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            g_assert_true (memcmp (nhs_level_square (a, x, y), nhs_level_square (b, x, y),
                                   sizeof (NhsSquare)) == 0);
        g_assert_cmpint (nhs_level_n_rooms (a), ==, nhs_level_n_rooms (b));
        g_assert_cmpint (nhs_level_n_monsters (a), ==, nhs_level_n_monsters (b));
        g_free (ta);
        g_free (tb);
        nhs_level_free (a);
        nhs_level_free (b);
      }
  /* different seeds give different levels */
  {
    NhsLevel *a = gen (5, 1, FALSE), *b = gen (5, 2, FALSE);
    char *ta = nhs_level_to_text (a), *tb = nhs_level_to_text (b);

    g_assert_cmpstr (ta, !=, tb);
    g_free (ta);
    g_free (tb);
    nhs_level_free (a);
    nhs_level_free (b);
  }
}

static void
test_text (void)
{
  NhsLevel *lev = gen (3, 7, FALSE);
  char *text = nhs_level_to_text (lev);
  char **rows = g_strsplit (text, "\n", -1);

  g_assert_cmpint (g_strv_length (rows), ==, NHS_LEVEL_ROWS + 1);
  for (int i = 0; i < NHS_LEVEL_ROWS; i++)
    g_assert_cmpint (strlen (rows[i]), ==, NHS_LEVEL_COLS);
  g_assert_cmpstr (rows[NHS_LEVEL_ROWS], ==, "");
  g_assert_nonnull (strchr (text, '<'));
  g_assert_nonnull (strchr (text, '>'));
  g_strfreev (rows);
  g_free (text);
  nhs_level_free (lev);
}

static void
test_bad_depth (void)
{
  NhsLevelParams p = { 0 };
  GError *error = NULL;

  p.depth = 0;
  g_assert_null (nhs_level_generate (&p, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
}

static void
test_reachable_with_secrets (void)
{
  for (int depth = 1; depth <= 30; depth++)
    for (guint64 seed = 0; seed < N_SEEDS / 3; seed++)
      {
        NhsLevel *lev = gen (depth, seed * 31 + depth, FALSE);

        g_assert_true (nhs_level_all_rooms_reachable (lev, TRUE));
        nhs_level_free (lev);
      }
}

static void
test_stairs (void)
{
  for (int depth = 1; depth <= 30; depth++)
    for (guint64 seed = 0; seed < N_SEEDS / 3; seed++)
      {
        NhsLevel *lev = gen (depth, seed + 1000, FALSE);
        int ux, uy, ur, dx, dy, dr, n = nhs_level_n_rooms (lev);

        g_assert_true (nhs_level_get_stairs (lev, TRUE, &ux, &uy, &ur));
        g_assert_true (nhs_level_get_stairs (lev, FALSE, &dx, &dy, &dr));
        g_assert_cmpint (nhs_level_square (lev, ux, uy)->typ, ==, NHS_SQ_STAIRS);
        g_assert_cmpint (nhs_level_square (lev, dx, dy)->typ, ==, NHS_SQ_STAIRS);
        g_assert_true (nhs_level_square (lev, ux, uy)->flags & NHS_SQF_UP);
        g_assert_false (nhs_level_square (lev, dx, dy)->flags & NHS_SQF_UP);
        /* level 1's up stairs are the branch to the Planes */
        g_assert_cmpint (!!(nhs_level_square (lev, ux, uy)->flags & NHS_SQF_BRANCH), ==, depth == 1);
        if (n - (nhs_level_vault_room (lev) >= 0) >= 2)
          g_assert_cmpint (ur, !=, dr);
        g_assert_cmpint (ur, !=, nhs_level_vault_room (lev));
        g_assert_cmpint (dr, !=, nhs_level_vault_room (lev));
        nhs_level_free (lev);
      }
}

static void
test_corridors_outside_rooms (void)
{
  for (int depth = 1; depth <= 20; depth++)
    for (guint64 seed = 0; seed < N_SEEDS / 4; seed++)
      {
        NhsLevel *lev = gen (depth, seed + 5000, FALSE);
        int n = nhs_level_n_rooms (lev);

        for (int i = 0; i < n; i++)
          {
            const NhsLevelRoom *r = nhs_level_room (lev, i);

            for (int x = r->lx - 1; x <= r->hx + 1; x++)
              for (int y = r->ly - 1; y <= r->hy + 1; y++)
                {
                  const NhsSquare *s = nhs_level_square (lev, x, y);
                  gboolean edge = x == r->lx - 1 || x == r->hx + 1 || y == r->ly - 1 || y == r->hy + 1;
                  gboolean corner = (x == r->lx - 1 || x == r->hx + 1) && (y == r->ly - 1 || y == r->hy + 1);

                  g_assert_cmpint (s->typ, !=, NHS_SQ_CORR);
                  g_assert_cmpint (s->typ, !=, NHS_SQ_SCORR);
                  g_assert_cmpint (s->typ, !=, NHS_SQ_STONE);
                  g_assert_cmpint (s->room, ==, i);
                  if (s->typ == NHS_SQ_DOOR || s->typ == NHS_SQ_SDOOR)
                    {
                      g_assert_true (edge);
                      g_assert_false (corner);
                    }
                  if (!edge)
                    g_assert_cmpint (s->typ, >=, NHS_SQ_POOL);
                }
            /* rooms never overlap or touch */
            for (int j = i + 1; j < n; j++)
              {
                const NhsLevelRoom *q = nhs_level_room (lev, j);

                g_assert_true (q->lx - 1 > r->hx + 1 || q->hx + 1 < r->lx - 1
                               || q->ly - 1 > r->hy + 1 || q->hy + 1 < r->ly - 1);
              }
          }
        nhs_level_free (lev);
      }
}

static void
test_niches_and_vault (void)
{
  int vaults = 0, trapdoors = 0, teles = 0;

  for (int depth = 1; depth <= 30; depth++)
    for (guint64 seed = 0; seed < N_SEEDS / 3; seed++)
      {
        NhsLevel *lev = gen (depth, seed + 9000, FALSE);
        int vault = nhs_level_vault_room (lev), niches = 0;

        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              const NhsSquare *s = nhs_level_square (lev, x, y);

              if (s->flags & NHS_SQF_NICHE)
                {
                  const NhsSquare *above, *below;
                  gboolean by_room = FALSE;

                  niches++;
                  g_assert_true (s->typ == NHS_SQ_CORR || s->typ == NHS_SQ_SCORR);
                  g_assert_cmpint (s->room, ==, -1);
                  /* a niche sits just above or below a room's wall */
                  above = y > 0 ? nhs_level_square (lev, x, y - 1) : NULL;
                  below = y < NHS_LEVEL_ROWS - 1 ? nhs_level_square (lev, x, y + 1) : NULL;
                  for (int k = 0; k < 2; k++)
                    {
                      const NhsSquare *w = k ? below : above;

                      if (w && w->room >= 0
                          && (w->typ == NHS_SQ_DOOR || w->typ == NHS_SQ_SDOOR
                              || w->typ == NHS_SQ_HWALL || w->typ == NHS_SQ_IRONBARS))
                        by_room = TRUE;
                    }
                  g_assert_true (by_room);
                  if (s->trap == NHS_TRAP_TRAPDOOR)
                    {
                      trapdoors++;
                      g_assert_cmpint (depth, >, 5);
                      g_assert_cmpint (depth, <, 25);
                      g_assert_cmpint (s->typ, ==, NHS_SQ_CORR);   /* maketrap digs it */
                    }
                  if (s->trap == NHS_TRAP_LEVEL_TELEP)
                    g_assert_cmpint (depth, >, 15);
                  if (s->trap == NHS_TRAP_TELEP)
                    {
                      teles++;
                      g_assert_cmpint (vault, >=, 0);   /* the vault's teleporter */
                    }
                }
              else
                g_assert_true (s->trap != NHS_TRAP_TRAPDOOR || s->room >= 0);
            }
        g_assert_cmpint (niches, ==, nhs_level_n_niches (lev));
        if (vault >= 0)
          {
            const NhsLevelRoom *v = nhs_level_room (lev, vault);

            vaults++;
            g_assert_cmpint (v->type, ==, NHS_ROOM_VAULT);
            g_assert_cmpint (vault, ==, nhs_level_n_rooms (lev) - 1);
            g_assert_cmpint (v->hx - v->lx, ==, 1);
            g_assert_cmpint (v->hy - v->ly, ==, 1);
            g_assert_true (v->lit);
            g_assert_cmpint (v->doorct, ==, 0);
            for (int x = v->lx - 1; x <= v->hx + 1; x++)
              for (int y = v->ly - 1; y <= v->hy + 1; y++)
                {
                  int t = nhs_level_square (lev, x, y)->typ;

                  g_assert_true (t != NHS_SQ_DOOR && t != NHS_SQ_SDOOR);
                }
            /* nothing near it but stone when it was made: no corridor
             * touches its walls */
            for (int x = v->lx - 2; x <= v->hx + 2; x++)
              for (int y = v->ly - 2; y <= v->hy + 2; y++)
                if (x >= 0 && x < NHS_LEVEL_COLS && y >= 0 && y < NHS_LEVEL_ROWS
                    && !in_room_box (v, x, y))
                  {
                    const NhsSquare *s = nhs_level_square (lev, x, y);

                    g_assert_true (s->typ == NHS_SQ_STONE || (s->flags & NHS_SQF_NICHE));
                  }
          }
        nhs_level_free (lev);
      }
  g_assert_cmpint (vaults, >, 0);
  g_assert_cmpint (trapdoors, >, 0);
  g_assert_cmpint (teles, >, 0);
}

/* Which squares each phase may change, and how */
static void
check_phase_step (NhsLevelPhase p, const NhsSquare *a, const NhsSquare *b)
{
  if (a->typ != b->typ || a->doormask != b->doormask)
    {
      switch (p)
        {
        case NHS_LEVEL_PHASE_STAIRS:
          g_assert_cmpint (a->typ, ==, NHS_SQ_ROOM);
          g_assert_cmpint (b->typ, ==, NHS_SQ_STAIRS);
          break;
        case NHS_LEVEL_PHASE_CORRIDORS:
          g_assert_true (b->typ == NHS_SQ_CORR || b->typ == NHS_SQ_SCORR
                         || b->typ == NHS_SQ_DOOR || b->typ == NHS_SQ_SDOOR);
          break;
        case NHS_LEVEL_PHASE_NICHES:
          g_assert_true (b->typ == NHS_SQ_CORR || b->typ == NHS_SQ_SCORR
                         || b->typ == NHS_SQ_DOOR || b->typ == NHS_SQ_SDOOR
                         || b->typ == NHS_SQ_IRONBARS);
          break;
        case NHS_LEVEL_PHASE_VAULT:
          g_assert_true (a->typ == NHS_SQ_STONE || b->typ == NHS_SQ_CORR
                         || b->typ == NHS_SQ_SCORR || b->typ == NHS_SQ_DOOR
                         || b->typ == NHS_SQ_SDOOR || b->typ == NHS_SQ_IRONBARS);
          break;
        case NHS_LEVEL_PHASE_SPECIAL_ROOMS:
          /* shop doors fixed, thrones, temple altars, morgue graves, pools */
          g_assert_true (b->typ == NHS_SQ_DOOR || b->typ == NHS_SQ_THRONE
                         || b->typ == NHS_SQ_ALTAR || b->typ == NHS_SQ_GRAVE
                         || b->typ == NHS_SQ_POOL);
          break;
        case NHS_LEVEL_PHASE_FEATURES:
          g_assert_cmpint (a->typ, ==, NHS_SQ_ROOM);
          g_assert_true (b->typ == NHS_SQ_FOUNTAIN || b->typ == NHS_SQ_SINK
                         || b->typ == NHS_SQ_ALTAR || b->typ == NHS_SQ_GRAVE);
          break;
        default:
          g_assert_not_reached ();
        }
    }
  if (a->trap != b->trap)
    g_assert_true (p == NHS_LEVEL_PHASE_NICHES || p == NHS_LEVEL_PHASE_VAULT
                   || p == NHS_LEVEL_PHASE_TRAPS
                   /* a branch portal (the Quest's) is shown with the stairs */
                   || (p == NHS_LEVEL_PHASE_STAIRS && a->trap == NHS_TRAP_NONE
                       && b->trap == NHS_TRAP_MAGIC_PORTAL
                       && (b->flags & NHS_SQF_BRANCH)));
  if (a->mon != b->mon)
    {
      g_assert_cmpint (a->mon, ==, 0);
      g_assert_true (p == NHS_LEVEL_PHASE_CORRIDORS || p == NHS_LEVEL_PHASE_SPECIAL_ROOMS
                     || p == NHS_LEVEL_PHASE_MONSTERS);
    }
}

static void
test_phases (void)
{
  for (int depth = 1; depth <= 25; depth++)
    for (guint64 seed = 0; seed < 40; seed++)
      {
        NhsLevel *lev = gen (depth, seed + 777, TRUE);

        g_assert_true (nhs_level_has_phases (lev));
        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              const NhsSquare *r = nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_ROOMS, x, y);

              g_assert_true (r->typ == NHS_SQ_STONE || r->typ == NHS_SQ_ROOM
                             || NHS_SQ_IS_WALL (r->typ));
              g_assert_cmpint (r->trap, ==, 0);
              g_assert_cmpint (r->mon, ==, 0);
              for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_N_PHASES; p++)
                check_phase_step (p, nhs_level_square_at_phase (lev, p - 1, x, y),
                                  nhs_level_square_at_phase (lev, p, x, y));
              g_assert_true (memcmp (nhs_level_square_at_phase (lev, NHS_LEVEL_PHASE_MONSTERS, x, y),
                                     nhs_level_square (lev, x, y), sizeof (NhsSquare)) == 0);
            }
        for (int i = 0; i < nhs_level_n_monsters (lev); i++)
          {
            const NhsLevelMonster *m = nhs_level_monster (lev, i);

            g_assert_cmpint (nhs_level_square (lev, m->x, m->y)->mon, ==, i + 1);
          }
        nhs_level_free (lev);
      }
}

static void
test_monsters_amulet (void)
{
  /* with the Amulet every ordinary room gets its monster */
  for (guint64 seed = 0; seed < 50; seed++)
    {
      NhsLevelParams p = { 0 };
      NhsLevel *lev;
      int ordinary = 0, in_rooms = 0;

      p.depth = 3;   /* no special rooms this shallow, except shops */
      p.seed = seed;
      p.amulet = TRUE;
      lev = nhs_level_generate (&p, NULL);
      for (int i = 0; i < nhs_level_n_rooms (lev); i++)
        if (nhs_level_room (lev, i)->type == NHS_ROOM_ORDINARY)
          ordinary++;
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        if (nhs_level_monster (lev, i)->phase == NHS_LEVEL_PHASE_MONSTERS)
          in_rooms++;
      g_assert_cmpint (in_rooms, ==, ordinary);
      nhs_level_free (lev);
    }
}

static int
fake_picker (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  *name = "fake monster";
  *symbol = mclass ? mclass : 'x';
  return mclass ? 100 + mclass : nhs_rn2 (rng, 5);
}

static int
fake_preset (gpointer data, NhsRng *rng, const char *preset, char *symbol, const char **name,
             gboolean *random)
{
  g_assert_cmpstr (preset, ==, "graveyard");
  *name = "fake monster";
  *symbol = '&';
  *random = FALSE;
  return 200 + nhs_rn2 (rng, 5);
}

static int
fake_lookup (gpointer data, const char *name, const char **canonical)
{
  return strcmp (name, "giant spider") == 0 ? 3 : 7;
}

static void
test_picker (void)
{
  int webs = 0;

  for (guint64 seed = 0; seed < 300; seed++)
    {
      NhsLevelParams p = { 0 };
      NhsLevel *lev;

      p.depth = 14;
      p.seed = seed;
      p.picker = fake_picker;
      p.lookup = fake_lookup;
      p.preset = fake_preset;
      lev = nhs_level_generate (&p, NULL);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          g_assert_cmpint (m->mindex, >=, 0);
          /* every monster carries its name: the picker's or the game's */
          g_assert_nonnull (m->name);
          if (strcmp (m->name, "fake monster") != 0)
            g_assert_cmpint (m->mindex, ==, strcmp (m->name, "giant spider") == 0 ? 3 : 7);
          if (m->mindex == 3 && m->phase == NHS_LEVEL_PHASE_MONSTERS)
            {
              const NhsSquare *s = nhs_level_square (lev, m->x, m->y);

              if (s->trap == NHS_TRAP_WEB)
                webs++;
            }
        }
      nhs_level_free (lev);
    }
  g_assert_cmpint (webs, >, 0);
}

/* With the core's own picker every monster of every kind of level carries
 * the name of the monster it is: the random ones too (issue 12) */
static void
test_core_picker_names (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", &error);
  const NhsLevelKind kinds[] = { NHS_LEVEL_KIND_ROOMS, NHS_LEVEL_KIND_MAZE, NHS_LEVEL_KIND_MINES };
  int random_named = 0;

  g_assert_no_error (error);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (int depth = 3; depth <= 30; depth += 9)
      {
        g_autoptr (NhsLevelPicker) picker = NULL;
        NhsSituation sit;

        nhs_situation_init (&sit);
        sit.region = kinds[k] == NHS_LEVEL_KIND_MAZE ? NHS_REGION_GEHENNOM
                     : kinds[k] == NHS_LEVEL_KIND_MINES ? NHS_REGION_MINES
                     : NHS_REGION_DUNGEONS;
        picker = nhs_level_picker_new (set, &sit, depth, &error);
        g_assert_no_error (error);
        for (guint64 seed = 0; seed < 40; seed++)
          {
            NhsLevelParams p = { .depth = depth, .seed = seed, .kind = kinds[k] };
            NhsLevel *lev;

            nhs_level_picker_install (picker, &p);
            lev = nhs_level_generate (&p, &error);
            g_assert_no_error (error);
            for (int i = 0; i < nhs_level_n_monsters (lev); i++)
              {
                const NhsLevelMonster *m = nhs_level_monster (lev, i);

                g_assert_nonnull (m->name);
                g_assert_cmpint (m->mindex, >=, 0);
                g_assert_cmpint (m->mindex, <, set->n);
                g_assert_cmpstr (m->name, ==, set->monsters[m->mindex].name);
                g_assert_cmpint (m->symbol, ==, set->monsters[m->mindex].symbol);
                random_named++;
              }
            nhs_level_free (lev);
          }
      }
  g_assert_cmpint (random_named, >, 1000);
}

/* A graveyard's dead come from the graveyard preset (mkroom.c morguemon,
 * written once in nhs-presets.c): with the ghost and the wraith genocided
 * none stands in a graveyard, and each one there has a chance in the
 * preset's mixture (3.4.3's and 3.6.7's ndemon () outside Gehennom; a
 * mkclass (S_DEMON) draw could give a demon ndemon () refuses) */
static void
test_graveyard_from_preset (void)
{
  static const char *const versions[] = { "3.4.3", "3.6.7" };

  for (guint v = 0; v < G_N_ELEMENTS (versions); v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (versions[v], &error);
      g_autoptr (NhsLevelPicker) picker = NULL;
      g_autoptr (NhsClassDist) dist = NULL;
      const int depth = 28;
      int dead = 0;
      NhsSituation sit;

      g_assert_no_error (error);
      nhs_situation_init (&sit);
      sit.variant = nhs_variant_from_key (versions[v])->id;
      sit.depth = depth;
      nhs_situation_set_genocided (&sit, nhs_monster_set_lookup (set, "ghost")->index, TRUE);
      nhs_situation_set_genocided (&sit, nhs_monster_set_lookup (set, "wraith")->index, TRUE);
      dist = nhs_preset_compute (set, &sit, "graveyard", NULL, &error);
      g_assert_no_error (error);
      picker = nhs_level_picker_new (set, &sit, depth, &error);
      g_assert_no_error (error);
      for (guint64 seed = 0; seed < 1500 && dead < 200; seed++)
        {
          NhsLevelParams p = { .depth = depth, .seed = seed,
                               .variant = nhs_variant_get (sit.variant) };
          NhsLevel *lev;

          nhs_level_picker_install (picker, &p);
          lev = nhs_level_generate (&p, &error);
          g_assert_no_error (error);
          for (int i = 0; i < nhs_level_n_monsters (lev); i++)
            {
              const NhsLevelMonster *m = nhs_level_monster (lev, i);
              int room = nhs_level_square (lev, m->x, m->y)->room;

              if (room < 0 || nhs_level_room (lev, room)->type != NHS_ROOM_MORGUE
                  || m->phase == NHS_LEVEL_PHASE_MONSTERS)
                continue;
              g_assert_cmpstr (m->name, !=, "ghost");
              g_assert_cmpstr (m->name, !=, "wraith");
              g_assert_cmpint (mpq_sgn (dist->probs[m->mindex]), >, 0);
              dead++;
            }
          nhs_level_free (lev);
        }
      g_assert_cmpint (dead, >=, 200);
    }
}

/* A graveyard monster that is morguemon ()'s NULL (mkclass found none) is
 * makemon (NULL)'s random monster, and makemon gives it its group
 * (m_initgrp) unless fill_zoo () passes MM_NOGRP: 3.4.3 and SLASH'EM
 * (NO_MM_FLAGS; the copies awake), 3.6.7 (MM_ASLEEP; the copies asleep),
 * not 3.7, 5.0.0, EvilHack or xNetHack (MM_ASLEEP | MM_NOGRP; 3.7's levels
 * are not modelled).  Counted
 * with a preset that always answers "the random monster", a large-group
 * one, and with one that never does. */
typedef struct {
  gboolean random;
  int calls;
} FakeDead;

static int
fake_random_preset (gpointer data, NhsRng *rng, const char *preset, char *symbol,
                    const char **name, gboolean *random)
{
  FakeDead *f = data;

  f->calls++;
  *name = "fake dead";
  *symbol = 'Z';
  *random = f->random;
  return 300;
}

static guint
fake_geno (gpointer data, int mindex)
{
  return mindex == 300 ? NHS_G_LGROUP : 0;
}

static void
test_graveyard_random_group (void)
{
  static const struct { NhsVariantId v; gboolean group, asleep; } cases[] = {
    { NHS_VARIANT_343, TRUE, FALSE }, { NHS_VARIANT_367, TRUE, TRUE },
    { NHS_VARIANT_SLASHEM, TRUE, FALSE },
    { NHS_VARIANT_500, FALSE, FALSE }, { NHS_VARIANT_EVILHACK, FALSE, FALSE },
    { NHS_VARIANT_XNETHACK, FALSE, FALSE },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (int random = 0; random <= 1; random++)
      {
        FakeDead f = { random, 0 };
        int placed = 0, copies_asleep = 0, copies_awake = 0;

        for (guint64 seed = 0; seed < 3000 && f.calls < 60; seed++)
          {
            NhsLevelParams p = { .depth = 28, .seed = seed, .picker = fake_picker,
                                 .preset = fake_random_preset, .geno = fake_geno,
                                 .picker_data = &f, .xl = 14,
                                 .variant = nhs_variant_get (cases[c].v) };
            g_autoptr (GError) error = NULL;
            NhsLevel *lev = nhs_level_generate (&p, &error);

            g_assert_no_error (error);
            for (int i = 0; i < nhs_level_n_monsters (lev); i++)
              {
                const NhsLevelMonster *m = nhs_level_monster (lev, i);

                if (m->mindex != 300)
                  continue;
                placed++;
                /* the leaders are asleep in every version */
                if (m->asleep)
                  copies_asleep++;
                else
                  copies_awake++;
              }
            nhs_level_free (lev);
          }
        g_test_message ("%s, random %d: %d calls, %d placed, %d asleep, %d awake",
                        nhs_variant_get (cases[c].v)->key, random, f.calls, placed, copies_asleep,
                        copies_awake);
        g_assert_cmpint (f.calls, >=, 60);
        if (random && cases[c].group)
          {
            g_assert_cmpint (placed, >, f.calls);
            if (cases[c].asleep)
              g_assert_cmpint (copies_awake, ==, 0);
            else
              g_assert_cmpint (copies_awake, ==, placed - f.calls);
          }
        else
          {
            g_assert_cmpint (placed, ==, f.calls);
            g_assert_cmpint (copies_awake, ==, 0);
          }
      }
  /* the preset says which share is the random monster: none while a zombie
     can be made, some once every Z is genocided (mkclass (S_ZOMBIE) then
     finds none) */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", &error);
    g_autoptr (NhsClassDist) some = NULL;
    g_autoptr (NhsClassDist) none_left = NULL;
    NhsSituation sit;

    g_assert_no_error (error);
    nhs_situation_init (&sit);
    sit.variant = NHS_VARIANT_367;
    sit.depth = 6;
    sit.xl = 5;
    some = nhs_preset_compute (set, &sit, "graveyard", NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (mpq_sgn (some->random), ==, 0);
    for (int i = 0; i < set->n; i++)
      if (set->monsters[i].symbol == 'Z')
        nhs_situation_set_genocided (&sit, i, TRUE);
    none_left = nhs_preset_compute (set, &sit, "graveyard", NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (mpq_sgn (none_left->random), >, 0);
  }
}

static void
test_stats_json (void)
{
  static const char *const figures[] = {
    "rooms", "room_width", "room_height", "doors", "secret_doors",
    "corridor_squares", "secret_corridor_squares", "niches", "traps",
    "room_floor_share",
  };
  static const char *const fractions[] = {
    "vault_fraction", "stairs_in_different_rooms_fraction",
    "all_rooms_reachable_fraction",
  };
  NhsLevelStats *st = nhs_level_stats_new (10);
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  JsonParser *parser = json_parser_new ();
  JsonObject *o;
  char *json;

  p.depth = 10;
  p.seed = 1;
  g_assert_true (nhs_level_stats_run (st, &p, 500, &error));
  g_assert_no_error (error);
  json = nhs_level_stats_to_json (st);
  /* means and deviations shortest-round-trip, never 7.5495000000000001 */
  g_assert_false (g_regex_match_simple ("[0-9][.][0-9]{15,}", json, 0, 0));
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  o = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (o, "levels"), ==, 500);
  g_assert_cmpint (json_object_get_int_member (o, "depth"), ==, 10);
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      JsonObject *f = json_object_get_object_member (o, figures[i]);
      JsonObject *h;
      GList *keys;
      gint64 total = 0;

      g_assert_nonnull (f);
      g_assert_true (json_object_has_member (f, "n"));
      g_assert_true (json_object_has_member (f, "mean"));
      g_assert_true (json_object_has_member (f, "sd"));
      h = json_object_get_object_member (f, "histogram");
      g_assert_nonnull (h);
      keys = json_object_get_members (h);
      for (GList *l = keys; l; l = l->next)
        total += json_object_get_int_member (h, l->data);
      g_list_free (keys);
      g_assert_cmpint (total, ==, json_object_get_int_member (f, "n"));
      if (i != 1 && i != 2)
        g_assert_cmpint (json_object_get_int_member (f, "n"), ==, 500);
    }
  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      double v = json_object_get_double_member (o, fractions[i]);

      g_assert_cmpfloat (v, >=, 0.0);
      g_assert_cmpfloat (v, <=, 1.0);
    }
  g_assert_cmpfloat (json_object_get_double_member (o, "stairs_in_different_rooms_fraction"), ==, 1.0);
  {
    /* sanity of the means at depth 10 */
    double rooms = json_object_get_double_member (json_object_get_object_member (o, "rooms"), "mean");

    g_assert_cmpfloat (rooms, >, 5.0);
    g_assert_cmpfloat (rooms, <, 11.0);
  }
  g_free (json);
  g_object_unref (parser);
  nhs_level_stats_free (st);
}

/* The Level page's line on the above-Medusa draw (nhs_level_above_medusa_words
   ()): only where the version draws it (3.6.7 at 22-28: the chance neither 0
   nor 1), saying which way this level went and with its chance; none at
   depth 10, none with Medusa's depth given, translated through the
   function it is handed. */
static const char *
marked (const char *text)
{
  g_autofree char *t = g_strconcat ("[de] ", text, NULL);

  return g_intern_string (t);
}

/* Below Medusa a level of rooms may still hold a shop: 3.7's "Twin
   businesses" themed room (themerms.lua) and EvilHack's shop templates are
   made at any depth, so the line for a level drawn below must not say it
   has no shops (it said "it has no shops" before: found by the session 26
   sweep). The levels' own rooms decide; both versions must show one. */
static void
test_above_medusa_words_shops (void)
{
  NhsVariantId ids[] = { NHS_VARIANT_37, NHS_VARIANT_EVILHACK };

  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      int below_with_shop = 0;

      for (guint64 seed = 1; seed <= 3000 && below_with_shop == 0; seed++)
        {
          NhsLevelParams p = { .depth = 27, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS,
                               .variant = nhs_variant_get (ids[i]) };
          NhsLevel *lev = nhs_level_generate (&p, NULL);
          gboolean shop = FALSE;

          for (int r = 0; r < nhs_level_n_rooms (lev); r++)
            shop |= nhs_level_room (lev, r)->type == NHS_ROOM_SHOP;
          for (int r = 0; r < nhs_level_n_subrooms (lev); r++)
            shop |= nhs_level_subroom (lev, r)->type == NHS_ROOM_SHOP;
          if (shop && !nhs_level_get_above_medusa (lev))
            {
              g_autofree char *words = nhs_level_above_medusa_words (lev, NULL);

              below_with_shop++;
              g_assert_nonnull (words);
              g_assert_nonnull (strstr (words, "below Medusa's"));
              g_assert_null (strstr (words, "no shops"));
            }
          nhs_level_free (lev);
        }
      g_assert_cmpint (below_with_shop, >, 0);
    }
}

static void
test_above_medusa_words (void)
{
  int above = 0, below = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      NhsLevelParams p = { .depth = 25, .seed = seed, .kind = NHS_LEVEL_KIND_ROOMS };
      NhsLevel *lev = nhs_level_generate (&p, NULL);
      g_autofree char *chance = nhs_level_above_medusa_chance (lev);
      g_autofree char *words = nhs_level_above_medusa_words (lev, NULL);
      g_autofree char *loud = nhs_level_above_medusa_words (lev, marked);

      g_assert_nonnull (chance);
      g_assert_nonnull (strchr (chance, '/'));
      g_assert_nonnull (words);
      g_assert_nonnull (strstr (words, chance));
      g_assert_true (g_str_has_suffix (words, "."));
      if (nhs_level_get_above_medusa (lev))
        {
          above++;
          g_assert_nonnull (strstr (words, "above Medusa's"));
        }
      else
        {
          below++;
          g_assert_nonnull (strstr (words, "below Medusa's"));
        }
      g_assert_true (g_str_has_prefix (loud, "[de] "));
      nhs_level_free (lev);
      p.medusa_depth = 24;
      lev = nhs_level_generate (&p, NULL);
      g_assert_null (nhs_level_above_medusa_words (lev, NULL));
      nhs_level_free (lev);
      p.medusa_depth = 0;
      p.depth = 10;
      lev = nhs_level_generate (&p, NULL);
      g_assert_null (nhs_level_above_medusa_words (lev, NULL));
      nhs_level_free (lev);
    }
  /* both ways at 25 (3.6.7: above 1/2 of the levels of rooms) */
  g_assert_cmpint (above, >, 0);
  g_assert_cmpint (below, >, 0);
}

/* level-stats' "special_rooms" (docs/cli-contract.md): the share of
   levels with at least one room of each special kind, keyed by mkroom.h's
   constant (every shop SHOP), a room inside a room counted (EvilHack's
   template shops), the vault, themed rooms and room templates left out:
   counted again here level by level from the levels' own rooms. */
static void
test_stats_special_rooms (void)
{
  static const struct { const char *variant; int depth; } cases[] = {
    { "3.6.7", 12 }, { "slashem", 12 }, { "evilhack", 20 }, { "5.0.0", 12 },
  };
  enum { N = 300 };

  g_assert_cmpstr (nhs_level_room_type_key (NHS_ROOM_COURT), ==, "COURT");
  g_assert_cmpstr (nhs_level_room_type_key (NHS_ROOM_SHOP), ==, "SHOP");
  g_assert_cmpstr (nhs_level_room_type_key (NHS_ROOM_OWLBNEST), ==, "OWLBNEST");
  g_assert_null (nhs_level_room_type_key (NHS_N_ROOM_TYPES));
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      NhsLevelStats *st = nhs_level_stats_new (cases[c].depth);
      NhsLevelParams p = { 0 };
      int want[NHS_N_ROOM_TYPES] = { 0 }, in_subroom_only = 0;
      GError *error = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *json = NULL;
      JsonObject *sr;
      GList *keys;
      guint n_keys = 0;

      p.variant = nhs_variant_from_key (cases[c].variant);
      p.depth = cases[c].depth;
      p.seed = 1;
      g_assert_true (nhs_level_stats_run (st, &p, N, &error));
      g_assert_no_error (error);
      for (int i = 0; i < N; i++)
        {
          NhsLevel *lev;
          gboolean seen[NHS_N_ROOM_TYPES] = { FALSE }, shop_room = FALSE;

          p.seed = 1 + (guint64) i;
          lev = nhs_level_generate (&p, &error);
          g_assert_no_error (error);
          for (int r = 0; r < nhs_level_n_rooms (lev); r++)
            {
              NhsRoomType t = nhs_level_room (lev, r)->type;

              seen[t] = TRUE;
              shop_room |= t == NHS_ROOM_SHOP;
            }
          for (int r = 0; r < nhs_level_n_subrooms (lev); r++)
            seen[nhs_level_subroom (lev, r)->type] = TRUE;
          in_subroom_only += seen[NHS_ROOM_SHOP] && !shop_room;
          for (int t = 0; t < NHS_N_ROOM_TYPES; t++)
            want[t] += seen[t];
          nhs_level_free (lev);
        }
      json = nhs_level_stats_to_json (st);
      g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
      g_assert_no_error (error);
      sr = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "special_rooms");
      g_assert_nonnull (sr);
      for (int t = 0; t < NHS_N_ROOM_TYPES; t++)
        {
          const char *key = nhs_level_room_type_key (t);
          gboolean special = t != NHS_ROOM_ORDINARY && t != NHS_ROOM_VAULT && t != NHS_ROOM_THEMED
                             && t != NHS_ROOM_RNDVAULT;

          if (!special || want[t] == 0)
            {
              if (json_object_has_member (sr, key))
                g_error ("%s: special_rooms has %s", cases[c].variant, key);
              continue;
            }
          n_keys++;
          if (!json_object_has_member (sr, key)
              || fabs (json_object_get_double_member (sr, key) - want[t] / (double) N) > 5e-7)
            g_error ("%s: %s in %d of %d levels, special_rooms says %g", cases[c].variant, key, want[t], N,
                     json_object_has_member (sr, key) ? json_object_get_double_member (sr, key) : -1.0);
        }
      keys = json_object_get_members (sr);
      g_assert_cmpuint (g_list_length (keys), ==, n_keys);
      g_list_free (keys);
      /* shops, throne rooms and zoos at these depths in every version */
      g_assert_true (want[NHS_ROOM_SHOP] > 0 && want[NHS_ROOM_COURT] > 0 && want[NHS_ROOM_ZOO] > 0);
      /* EvilHack's bazaars: levels whose only shops are inside a room */
      if (strcmp (cases[c].variant, "evilhack") == 0)
        g_assert_cmpint (in_subroom_only, >, 0);
      nhs_level_stats_free (st);
    }
}

/* 5.0.0's cold Gehennom maze (hellfill.lua: des.level_flags ("cold")):
 * rndmonst () weighs it as a cold level, +3 for monsters that resist cold
 * instead of Gehennom's +3 for those that resist fire (temperature_shift
 * ()); every level starts again at its region's temperature */
static void
test_cold_gehennom (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("5.0.0", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  NhsLevelParams p = { .depth = 45, .kind = NHS_LEVEL_KIND_MAZE,
                       .variant = nhs_variant_get (NHS_VARIANT_500) };
  int cold_resisting[3] = { 0 }, fire_resisting[3] = { 0 }, on_ice = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_500;
  sit.region = NHS_REGION_GEHENNOM;
  picker = nhs_level_picker_new (set, &sit, 45, &error);
  g_assert_no_error (error);
  nhs_level_picker_install (picker, &p);
  g_assert_nonnull (p.cold);
  /* 0: warm, 1: cold, 2: after a level was made (warm again) */
  for (int round = 0; round < 3; round++)
    {
      NhsRng rng;

      if (round == 1)
        p.cold (p.picker_data, TRUE);
      if (round == 2)
        {
          /* a level whose kind is not the cold maze, made after it */
          NhsLevel *lev;

          p.seed = 1;
          p.kind = NHS_LEVEL_KIND_MINES;
          lev = nhs_level_generate (&p, &error);
          g_assert_no_error (error);
          nhs_level_free (lev);
        }
      nhs_rng_init (&rng, 7);
      for (int i = 0; i < 3000; i++)
        {
          char sym;
          const char *name;
          int mi = p.picker (p.picker_data, &rng, 0, &sym, &name);

          g_assert_cmpint (mi, >=, 0);
          cold_resisting[round] += (set->monsters[mi].resists & NHS_MR_COLD) != 0;
          fire_resisting[round] += (set->monsters[mi].resists & NHS_MR_FIRE) != 0;
        }
    }
  g_assert_cmpint (cold_resisting[1], >, cold_resisting[0] + 150);
  g_assert_cmpint (fire_resisting[1], <, fire_resisting[0] - 150);
  g_assert_cmpint (cold_resisting[2], ==, cold_resisting[0]);
  g_assert_cmpint (fire_resisting[2], ==, fire_resisting[0]);
  /* made levels: the cold mazes (the only kind with ice) hold more
     cold-resisting monsters than the others */
  {
    int mons[2] = { 0 }, resisting[2] = { 0 };

    p.kind = NHS_LEVEL_KIND_MAZE;
    for (guint64 seed = 1; seed <= 150; seed++)
      {
        NhsLevel *lev;
        int ice = 0;

        p.seed = seed;
        lev = nhs_level_generate (&p, &error);
        g_assert_no_error (error);
        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            ice |= nhs_level_square (lev, x, y)->typ == NHS_SQ_ICE;
        on_ice += ice;
        for (int i = 0; i < nhs_level_n_monsters (lev); i++)
          {
            const NhsLevelMonster *m = nhs_level_monster (lev, i);

            mons[ice]++;
            resisting[ice] += (set->monsters[m->mindex].resists & NHS_MR_COLD) != 0;
          }
        nhs_level_free (lev);
      }
    g_assert_cmpint (on_ice, >, 5);
    g_assert_cmpfloat ((double) resisting[1] / mons[1], >, (double) resisting[0] / mons[0] + 0.1);
  }
}

/* level-stats of a filler level: its terrain (every square of the map
 * counted once), traps by kind (adding up to the traps), the stairs'
 * distance on a filler, the vibrating square's on the invocation level,
 * and none of the rooms' keys */
static void
test_stats_filler (void)
{
  for (int invocation = 0; invocation < 2; invocation++)
    {
      NhsLevelStats *st = nhs_level_stats_new (45);
      NhsLevelParams p = { .depth = 45, .seed = 1, .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (NHS_VARIANT_367),
                           .invocation = invocation };
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *json = NULL;
      JsonObject *o, *terrain, *kinds;
      GList *keys;
      double squares = 0, traps = 0;
      const char *there = invocation ? "vibrating_square_distance" : "stairs_distance";
      const char *not_there = invocation ? "stairs_distance" : "vibrating_square_distance";

      g_assert_true (nhs_level_stats_run (st, &p, 40, &error));
      g_assert_no_error (error);
      json = nhs_level_stats_to_json (st);
      g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
      o = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpint (json_object_get_int_member (o, "levels"), ==, 40);
      g_assert_false (json_object_has_member (o, "rooms"));
      g_assert_false (json_object_has_member (o, "doors"));
      g_assert_false (json_object_has_member (o, not_there));
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (o, there), "n"),
                       ==, 40);
      /* the vibrating square lies more than 11 squares from the up stairs */
      if (invocation)
        g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (o, there),
                                                          "mean"), >, 11.0);
      terrain = json_object_get_object_member (o, "terrain");
      keys = json_object_get_members (terrain);
      for (GList *l = keys; l; l = l->next)
        squares += json_object_get_double_member (terrain, l->data);
      g_list_free (keys);
      g_assert_cmpfloat (fabs (squares - (NHS_LEVEL_COLS - 1) * NHS_LEVEL_ROWS), <, 1e-6);
      g_assert_cmpfloat (json_object_get_double_member (terrain, "wall"), ==,
                         json_object_get_double_member (json_object_get_object_member (o, "wall_squares"),
                                                        "mean"));
      kinds = json_object_get_object_member (o, "traps_by_kind");
      keys = json_object_get_members (kinds);
      for (GList *l = keys; l; l = l->next)
        traps += json_object_get_double_member (kinds, l->data);
      g_list_free (keys);
      g_assert_cmpfloat (fabs (traps - json_object_get_double_member (
                                 json_object_get_object_member (o, "traps"), "mean")), <, 1e-6);
      if (invocation)
        g_assert_cmpfloat (json_object_get_double_member (kinds, "vibrating square"), ==, 1.0);
      else
        g_assert_false (json_object_has_member (kinds, "vibrating square"));
      nhs_level_stats_free (st);
    }
}

static void
test_stats_speed (void)
{
  NhsLevelStats *st;
  NhsLevelParams p = { 0 };
  gint64 t0;
  double secs;

  if (!g_test_perf () && !g_test_slow ())
    {
      g_test_skip ("speed is checked with -m perf or -m slow (bench-level measures it)");
      return;
    }
  st = nhs_level_stats_new (10);
  p.depth = 10;
  p.seed = 1;
  t0 = g_get_monotonic_time ();
  g_assert_true (nhs_level_stats_run (st, &p, 10000, NULL));
  secs = (g_get_monotonic_time () - t0) / 1e6;
  g_test_minimized_result (secs, "10000 levels of stats in %.3f s", secs);
  g_assert_cmpfloat (secs, <, 1.0);
  nhs_level_stats_free (st);
}

/* bench reports every generator the versions make, the Rogue level's
 * included, each with its median and best round */
static void
test_bench_generators (void)
{
  NhsLevelGeneratorSpeed speeds[48];
  int n = nhs_level_bench_generators (speeds, G_N_ELEMENTS (speeds));
  gboolean rogue_500 = FALSE, hell_500 = FALSE, mines_evil = FALSE, hell_xnh = FALSE;
  gboolean cocytus = FALSE, abyss = FALSE, invocation_367 = FALSE, invocation_500 = FALSE;
  gboolean invocation_xnh = FALSE, rooms_37 = FALSE, hell_37 = FALSE;

  /* seven versions; rooms, Mines, Gehennom, Rogue level where each is
     made (at most the bench's own room for them, nhs-bench.h) */
  g_assert_cmpint (n, >=, 16);
  g_assert_cmpint (n, <=, 48);
  for (int i = 0; i < n; i++)
    {
      g_assert_cmpfloat (speeds[i].levels_per_s, >, 0);
      g_assert_cmpfloat (speeds[i].levels_per_s_best, >=, speeds[i].levels_per_s);
      /* CPU time runs no faster than the wall clock: at least the wall
         clock's rate (a tenth of slack for the clocks' granularity) */
      g_assert_cmpfloat (speeds[i].levels_per_s_cpu, >=, 0.9 * speeds[i].levels_per_s);
      rogue_500 |= strcmp (speeds[i].name, "5.0.0 rogue") == 0;
      hell_500 |= strcmp (speeds[i].name, "5.0.0 maze") == 0;
      mines_evil |= strcmp (speeds[i].name, "evilhack mines") == 0;
      hell_xnh |= strcmp (speeds[i].name, "xnethack maze") == 0;
      cocytus |= strcmp (speeds[i].name, "xnethack cocytus") == 0;
      abyss |= strcmp (speeds[i].name, "xnethack abyss") == 0;
      invocation_367 |= strcmp (speeds[i].name, "3.6.7 invocation") == 0;
      invocation_500 |= strcmp (speeds[i].name, "5.0.0 invocation") == 0;
      invocation_xnh |= strcmp (speeds[i].name, "xnethack invocation") == 0;
      rooms_37 |= strcmp (speeds[i].name, "3.7 rooms") == 0;
      hell_37 |= strcmp (speeds[i].name, "3.7 maze") == 0;
    }
  g_assert_true (rogue_500);
  g_assert_true (hell_500);
  g_assert_true (mines_evil);
  g_assert_true (hell_xnh);   /* xNetHack's Gehennom filler */
  g_assert_true (cocytus);    /* and its Cocytus and Abyss fillers */
  g_assert_true (abyss);
  /* the invocation level where it is made (xNetHack's is a fixed map) */
  g_assert_true (invocation_367);
  g_assert_true (invocation_500);
  g_assert_false (invocation_xnh);
  /* the 2024 3.7 snapshot's ordinary levels and Gehennom filler */
  g_assert_true (rooms_37);
  g_assert_true (hell_37);
  /* at most the room it is given */
  g_assert_cmpint (nhs_level_bench_generators (speeds, 2), ==, 2);
}

/* the graffiti's text where nhspawn does not hold it */
#define RANDOM_ENGRAVING "(a random engraving)"

static int
n_graffiti (const NhsLevel *lev)
{
  int n = 0;

  for (int i = 0; i < nhs_level_n_engravings (lev); i++)
    {
      const NhsLevelEngraving *e = nhs_level_engraving (lev, i);

      if (e->kind == NHS_ENGRAVING_MARK && strcmp (e->text, RANDOM_ENGRAVING) == 0)
        n++;
    }
  return n;
}

/* mklev.c makelevel () (3.4.3 804, 3.6.7 854, SLASH'EM 860): each
 * ordinary room gets a random engraving 1 time in 27 + 3 x depth; its
 * square is refused only on a pool or furniture (rare), so over many rooms
 * the count is the formula's within four standard deviations, at a
 * shallow and a deep depth (one rate 2.6 times the other) */
static void
test_graffiti_chance (void)
{
  static const NhsVariantId ids[] = { NHS_VARIANT_343, NHS_VARIANT_367, NHS_VARIANT_SLASHEM };
  static const struct { int depth, levels; } cases[] = { { 2, 20000 }, { 20, 40000 } };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
      {
        double rooms = 0, hits = 0, p = 1.0 / (27 + 3 * cases[c].depth), sd;

        for (int s = 0; s < cases[c].levels; s++)
          {
            NhsLevelParams prm = { .depth = cases[c].depth, .seed = 7000000 + s,
                                   .variant = nhs_variant_get (ids[v]) };
            NhsLevel *lev = nhs_level_generate (&prm, NULL);

            g_assert_nonnull (lev);
            for (int r = 0; r < nhs_level_n_rooms (lev); r++)
              rooms += nhs_level_room (lev, r)->type == NHS_ROOM_ORDINARY;
            hits += n_graffiti (lev);
            nhs_level_free (lev);
          }
        sd = sqrt (rooms * p * (1 - p));
        if (fabs (hits - rooms * p) > 4 * sd)
          g_error ("%s depth %d: %.0f graffiti in %.0f rooms, %.1f expected (1 in %d)",
                   nhs_variant_get (ids[v])->key, cases[c].depth, hits, rooms, rooms * p,
                   27 + 3 * cases[c].depth);
      }
}

/* its square: inside a room (the room's floor, not its walls), never on a
 * pool or furniture; 3.7, 5.0.0 and xNetHack (mklev.c fill_ordinary_room
 * ()) keep it on floor (ROOM) only, EvilHack on somexyspace ()'s free
 * floor, corridor, ice, sand or grass; xNetHack's
 * level 1 gives the up-stairs room a true rumor in its stead */
static void
test_graffiti_square (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      gboolean floor_only = v == NHS_VARIANT_37 || v == NHS_VARIANT_500 || v == NHS_VARIANT_XNETHACK;
      int seen = 0, rumors = 0;

      for (int s = 0; s < 3000; s++)
        {
          NhsLevelParams prm = { .depth = 1 + s % 12, .seed = 8000000 + s, .variant = variant };
          NhsLevel *lev = nhs_level_generate (&prm, NULL);
          int level_rumors = 0;

          g_assert_nonnull (lev);
          for (int i = 0; i < nhs_level_n_engravings (lev); i++)
            {
              const NhsLevelEngraving *e = nhs_level_engraving (lev, i);
              int t = nhs_level_square (lev, e->x, e->y)->typ;
              const NhsLevelRoom *in = NULL;

              if (e->kind != NHS_ENGRAVING_MARK)
                continue;
              for (int r = 0; r < nhs_level_n_rooms (lev); r++)
                {
                  const NhsLevelRoom *room = nhs_level_room (lev, r);

                  if (e->x >= room->lx && e->x <= room->hx && e->y >= room->ly && e->y <= room->hy)
                    in = room;
                }
              g_assert_nonnull (in);
              /* xNetHack's Graffiti themed room engraves 3 in 10 of its
                 squares as it is made, before the room's furniture */
              if (v == NHS_VARIANT_XNETHACK && in->type == NHS_ROOM_THEMED)
                continue;
              if (NHS_SQ_IS_FURNITURE (t) || NHS_SQ_IS_POOL (t))
                g_error ("%s depth %d seed %d: \"%s\" at %d,%d on terrain %d", variant->key,
                         prm.depth, 8000000 + s, e->text, e->x, e->y, t);
              if (floor_only && t != NHS_SQ_ROOM)
                g_error ("%s seed %d: graffiti on terrain %d", variant->key, 8000000 + s, t);
              if (v == NHS_VARIANT_EVILHACK)
                g_assert_true (t == NHS_SQ_ROOM || t == NHS_SQ_CORR || t == NHS_SQ_ICE
                               || t == NHS_SQ_SAND || t == NHS_SQ_GRASS);
              if (strcmp (e->text, RANDOM_ENGRAVING) == 0)
                seen++;
              else if (strcmp (e->text, "(a true rumor)") == 0)
                level_rumors++;
            }
          g_assert_cmpint (level_rumors, <=, 1);
          if (level_rumors)
            g_assert_cmpint (prm.depth, ==, 1);
          rumors += level_rumors;
          nhs_level_free (lev);
        }
      g_assert_cmpint (seen, >, 100);
      /* 250 levels at depth 1: the rumor on nearly every one */
      if (variant->level_graffiti_rumor_upstairs)
        g_assert_cmpint (rumors, >=, 240);
      else
        g_assert_cmpint (rumors, ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level/graffiti-chance", test_graffiti_chance);
  g_test_add_func ("/nhs/level/graffiti-square", test_graffiti_square);
  g_test_add_func ("/nhs/level/rng", test_rng);
  g_test_add_func ("/nhs/level/rn2-below", test_rn2_below);
  g_test_add_func ("/nhs/level/deterministic", test_deterministic);
  g_test_add_func ("/nhs/level/same", test_same);
  g_test_add_func ("/nhs/level/text", test_text);
  g_test_add_func ("/nhs/level/bad-depth", test_bad_depth);
  g_test_add_func ("/nhs/level/reachable-with-secrets", test_reachable_with_secrets);
  g_test_add_func ("/nhs/level/stairs", test_stairs);
  g_test_add_func ("/nhs/level/corridors-outside-rooms", test_corridors_outside_rooms);
  g_test_add_func ("/nhs/level/niches-and-vault", test_niches_and_vault);
  g_test_add_func ("/nhs/level/phases", test_phases);
  g_test_add_func ("/nhs/level/amulet", test_monsters_amulet);
  g_test_add_func ("/nhs/level/picker", test_picker);
  g_test_add_func ("/nhs/level/core-picker-names", test_core_picker_names);
  g_test_add_func ("/nhs/level/graveyard-from-preset", test_graveyard_from_preset);
  g_test_add_func ("/nhs/level/graveyard-random-group", test_graveyard_random_group);
  g_test_add_func ("/nhs/level/stats-json", test_stats_json);
  g_test_add_func ("/nhs/level/stats-special-rooms", test_stats_special_rooms);
  g_test_add_func ("/nhs/level/above-medusa-words", test_above_medusa_words);
  g_test_add_func ("/nhs/level/above-medusa-words-shops", test_above_medusa_words_shops);
  g_test_add_func ("/nhs/level/stats-filler", test_stats_filler);
  g_test_add_func ("/nhs/level/cold-gehennom", test_cold_gehennom);
  g_test_add_func ("/nhs/level/stats-speed", test_stats_speed);
  g_test_add_func ("/nhs/level/bench-generators", test_bench_generators);
  return g_test_run ();
}
