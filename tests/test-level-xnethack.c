/* test-level-xnethack.c: xNetHack 9.1's ordinary levels — its
 * dat/themerms.lua rooms and fills, its doors and its room contents
 * (nhs-level-themerms-xnh.c, the level_* fields of its version row)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "nhs-artifact.h"
#include "nhs-level.h"
#include "nhs-level-gen.h"
#include "nhs-level-picker.h"
#include "nhs-monster.h"
#include "nhs-object.h"
#include "nhs-situation.h"
#include "nhs-test-utils.h"

static const NhsVariant *
vxnh (void)
{
  return nhs_variant_get (NHS_VARIANT_XNETHACK);
}

/* a table entry by name (rooms or fills) */
static gboolean
entry (gboolean fills, const char *want, int *freq, int *lo, int *hi)
{
  const char *name;

  for (int i = 0; nhs_level_themed_entry (vxnh (), fills, i, &name, freq, lo, hi); i++)
    if (strcmp (name, want) == 0)
      return TRUE;
  return FALSE;
}

/* The tables against xNetHack's dat/themerms.lua, read by hand: 72 rooms,
 * 5.0.0's 31 first in 5.0.0's order; 23 fills, 5.0.0's 15 first; the limits
 * the file gives (some by nh.mon_difficulty () of xNetHack's monsters). */
static void
test_tables (void)
{
  static const struct { gboolean fill; const char *name; int freq, lo, hi; } expect[] = {
    { FALSE, "default", 1000, 0, 0 }, { FALSE, "Twin businesses", 1, 4, 0 },
    { FALSE, "Storeroom vault", 1, 0, 14 }, { FALSE, "Mini maze", 1, 6, 0 },
    { FALSE, "Bunch of closets", 1, 5, 0 }, { FALSE, "Beehives", 1, 10, 0 },
    { FALSE, "Super Honeycomb", 1, 13, 0 }, { FALSE, "Anti swimming pool", 1, 14, 0 },
    { FALSE, "Ozymandias' Tomb", 1, 18, 0 }, { FALSE, "Prison cell", 1, 8, 0 },
    { FALSE, "Dragon hall", 1, 21, 0 }, { FALSE, "Abandoned shop", 1, 16, 0 },
    { FALSE, "Irregular anthole", 1, 11, 0 }, { FALSE, "Wizard study", 1, 14, 0 },
    { FALSE, "Player statuary", 1, 15, 0 }, { FALSE, "Ring, big", 1, 0, 0 },
    { TRUE, "Garden", 1, 7, 0 }, { TRUE, "Water temple", 1, 7, 0 },
    { TRUE, "Monster sauna", 1, 9, 0 }, { TRUE, "Minesweeper", 1, 7, 0 },
    { TRUE, "Boulder room", 1, 4, 0 }, { TRUE, "Scattered gems", 1, 0, 0 },
  };
  const char *name, *name500;
  int f, lo, hi, f5, lo5, hi5, n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      g_assert_true (entry (expect[i].fill, expect[i].name, &f, &lo, &hi));
      g_assert_cmpint (f, ==, expect[i].freq);
      g_assert_cmpint (lo, ==, expect[i].lo);
      g_assert_cmpint (hi, ==, expect[i].hi);
    }
  for (int fills = 0; fills < 2; fills++)
    {
      /* 5.0.0's entries come first, by the same names */
      for (n = 0; nhs_level_themed_entry (vxnh (), fills, n, &name, &f, &lo, &hi); n++)
        if (nhs_level_themed_entry (nhs_variant_get (NHS_VARIANT_500), fills, n, &name500, &f5,
                                    &lo5, &hi5))
          g_assert_cmpstr (name, ==, name500);
      g_assert_cmpint (n, ==, fills ? 23 : 72);
    }
  /* 5.0.0's own table stays as it was */
  for (n = 0; nhs_level_themed_entry (nhs_variant_get (NHS_VARIANT_500), FALSE, n, &name, &f,
                                      &lo, &hi); n++)
    ;
  g_assert_cmpint (n, ==, 31);
  g_assert_true (nhs_level_rooms_themed (vxnh ()));
  g_assert_false (nhs_level_rooms_themed (nhs_variant_get (NHS_VARIANT_367)));
}

static NhsLevel *
make (int depth, guint64 seed)
{
  NhsLevelParams p = { .depth = depth, .seed = seed, .variant = vxnh () };
  g_autoptr (GError) error = NULL;
  NhsLevel *lev = nhs_level_generate (&p, &error);

  g_assert_no_error (error);
  return lev;
}

/* A themed room or fill is made only where its limits allow it, and every
 * name made is one of the table's; over many levels deep down every room
 * of the file is made at least once. */
static void
test_limits_and_kinds (void)
{
  static const int depths[] = { 2, 6, 12, 22 };

  for (guint d = 0; d < G_N_ELEMENTS (depths); d++)
    {
      int depth = depths[d], nlevels = depth == 22 ? 1500 : 250;
      g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      const char *name;
      int f, lo, hi;

      for (int s = 0; s < nlevels; s++)
        {
          NhsLevel *lev = make (depth, 500 + s);

          for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
            {
              name = nhs_level_themed_room (lev, i);
              g_assert_true (entry (FALSE, name, &f, &lo, &hi));
              if ((lo && depth < lo) || (hi && depth > hi))
                g_error ("%s made at depth %d (limits %d-%d)", name, depth, lo, hi);
              g_hash_table_add (seen, (gpointer) name);
            }
          for (int i = 0; i < nhs_level_n_themed_fills (lev); i++)
            {
              name = nhs_level_themed_fill (lev, i);
              g_assert_true (entry (TRUE, name, &f, &lo, &hi));
              if ((lo && depth < lo) || (hi && depth > hi))
                g_error ("fill %s made at depth %d (limits %d-%d)", name, depth, lo, hi);
            }
          g_assert_cmpint (nhs_level_n_rooms (lev), >, 0);
          g_assert_cmpint (nhs_level_n_rooms (lev), <=, NHS_LEVEL_MAX_ROOMS);
          nhs_level_free (lev);
        }
      if (depth == 22)
        for (int i = 0; nhs_level_themed_entry (vxnh (), FALSE, i, &name, &f, &lo, &hi); i++)
          if (!(hi && depth > hi) && !g_hash_table_contains (seen, name))
            g_error ("themed room %s never made at depth %d", name, depth);
    }
}

/* The same seed makes the same level; xNetHack's differs from 5.0.0's */
static void
test_deterministic (void)
{
  int differ = 0;

  for (guint64 s = 0; s < 20; s++)
    {
      NhsLevel *a = make (9, s), *b = make (9, s);
      NhsLevelParams p = { .depth = 9, .seed = s, .variant = nhs_variant_get (NHS_VARIANT_500) };
      NhsLevel *c = nhs_level_generate (&p, NULL);
      g_autofree char *ta = nhs_level_to_text (a), *tb = nhs_level_to_text (b);
      g_autofree char *tc = nhs_level_to_text (c);

      g_assert_cmpstr (ta, ==, tb);
      differ += strcmp (ta, tc) != 0;
      nhs_level_free (a);
      nhs_level_free (b);
      nhs_level_free (c);
    }
  g_assert_cmpint (differ, ==, 20);
}

static int
count_doors (NhsLevel *lev, int mask_bit, gboolean secret)
{
  int n = 0;

  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        const NhsSquare *s = nhs_level_square (lev, x, y);

        if ((s->typ == NHS_SQ_DOOR || s->typ == NHS_SQ_SDOOR)
            && (!mask_bit || (s->doormask & mask_bit)) && (!secret || s->typ == NHS_SQ_SDOOR))
          n++;
      }
  return n;
}

static gboolean
has_room (NhsLevel *lev, const char *want)
{
  for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
    if (strcmp (nhs_level_themed_room (lev, i), want) == 0)
      return TRUE;
  return FALSE;
}

/* mklev.c random_door_mask (): a door is of iron only when rn1 (40, 10) is
 * below the difficulty (never down to 10; the themed rooms that ask for
 * iron are deeper, but for the Storeroom vault v2's, at any depth); half
 * of the real doors are iron at depth 30. A doorway is never iron. */
static void
test_iron_doors (void)
{
  int deep_iron = 0, deep_real = 0;

  for (guint64 s = 0; s < 300; s++)
    {
      NhsLevel *lev = make (4, s);

      if (!has_room (lev, "Storeroom vault v2"))
        g_assert_cmpint (count_doors (lev, NHS_DOOR_IRON, FALSE), ==, 0);
      nhs_level_free (lev);
    }
  for (guint64 s = 0; s < 200; s++)
    {
      NhsLevel *lev = make (30, s);
      gboolean plain = TRUE;

      /* (a themed room's door may be a doorway of iron, as the game's
         lspo_door () sets the bit whatever the state) */
      for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
        plain &= strcmp (nhs_level_themed_room (lev, i), "default") == 0;
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *q = nhs_level_square (lev, x, y);

            if (q->typ != NHS_SQ_DOOR && q->typ != NHS_SQ_SDOOR)
              continue;
            if ((q->doormask & ~(NHS_DOOR_TRAPPED | NHS_DOOR_IRON)) == NHS_DOOR_NODOOR)
              g_assert_true (!plain || !(q->doormask & NHS_DOOR_IRON));
            else
              {
                deep_real++;
                deep_iron += (q->doormask & NHS_DOOR_IRON) != 0;
              }
          }
      nhs_level_free (lev);
    }
  /* (30 - 10) / 40 of them: 1/2 */
  g_assert_cmpfloat ((double) deep_iron / deep_real, >, 0.40);
  g_assert_cmpfloat ((double) deep_iron / deep_real, <, 0.60);
}

/* dodoor (): no secret door between rooms down to depth 3 (rn2 (35)
 * squared below depth - 3); only niches and themed rooms' random doors
 * (secret 1 time in 2) make them there; no secret corridor square but a
 * niche's */
static void
test_secret_doors (void)
{
  int shallow = 0, shallow_levels = 0, deep = 0;

  for (guint64 s = 0; s < 300; s++)
    {
      NhsLevel *lev = make (3, s);
      NhsLevelFigures f;

      nhs_level_figures (lev, &f);
      g_assert_cmpint (f.secret_corridor_squares, <=, f.niches);
      if (nhs_level_n_themed_rooms (lev) == nhs_level_n_rooms (lev))
        {
          gboolean plain = TRUE;

          for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
            plain &= strcmp (nhs_level_themed_room (lev, i), "default") == 0;
          if (plain)
            {
              /* only niches' secret doors: at most one a niche */
              g_assert_cmpint (count_doors (lev, 0, TRUE), <=, f.niches);
              shallow += count_doors (lev, 0, TRUE);
              shallow_levels++;
            }
        }
      nhs_level_free (lev);
    }
  for (guint64 s = 0; s < 300; s++)
    {
      NhsLevel *lev = make (28, s);

      deep += count_doors (lev, 0, TRUE);
      nhs_level_free (lev);
    }
  g_assert_cmpint (shallow_levels, >, 100);
  g_assert_cmpint (deep, >, 3 * shallow);
}

/* fill_ordinary_room (): a monster 1 time in 2 and another 1 time in 3
 * after each, against 5.0.0's 1 in 3: more monsters a level */
static void
test_room_monsters (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("xnethack", &error);
  g_autoptr (NhsMonsterSet) set5 = nhs_monster_set_load_variant ("5.0.0", &error);
  g_autoptr (NhsLevelPicker) picker = NULL, picker5 = NULL;
  NhsSituation sit;
  gint64 n = 0, n5 = 0, named = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  picker = nhs_level_picker_new (set, &sit, 2, &error);
  g_assert_no_error (error);
  sit.variant = NHS_VARIANT_500;
  picker5 = nhs_level_picker_new (set5, &sit, 2, &error);
  g_assert_no_error (error);
  for (guint64 s = 0; s < 300; s++)
    {
      NhsLevelParams p = { .depth = 2, .seed = s, .variant = vxnh () };
      NhsLevelParams p5 = { .depth = 2, .seed = s, .variant = nhs_variant_get (NHS_VARIANT_500) };
      NhsLevel *lev, *lev5;

      nhs_level_picker_install (picker, &p);
      nhs_level_picker_install (picker5, &p5);
      lev = nhs_level_generate (&p, NULL);
      lev5 = nhs_level_generate (&p5, NULL);
      n += nhs_level_n_monsters (lev);
      n5 += nhs_level_n_monsters (lev5);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          if (m->mindex < 0)
            g_error ("no xNetHack monster called %s", m->name);
          named++;
        }
      nhs_level_free (lev);
      nhs_level_free (lev5);
    }
  /* about 0.75 a room against 0.33 */
  g_assert_cmpfloat ((double) n, >, 1.6 * n5);
  g_assert_cmpint (named, ==, n);
}

/* Every monster a themed room names is one of xNetHack's, deep down too */
static void
test_monster_names (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("xnethack", &error);

  g_assert_no_error (error);
  for (int depth = 8; depth <= 26; depth += 9)
    {
      g_autoptr (NhsLevelPicker) picker = NULL;
      NhsSituation sit;

      nhs_situation_init (&sit);
      sit.variant = NHS_VARIANT_XNETHACK;
      picker = nhs_level_picker_new (set, &sit, depth, &error);
      g_assert_no_error (error);
      for (guint64 seed = 0; seed < 400; seed++)
        {
          NhsLevelParams p = { .depth = depth, .seed = seed, .variant = vxnh () };
          NhsLevel *lev;

          nhs_level_picker_install (picker, &p);
          lev = nhs_level_generate (&p, &error);
          g_assert_no_error (error);
          for (int i = 0; i < nhs_level_n_monsters (lev); i++)
            if (nhs_level_monster (lev, i)->mindex < 0)
              g_error ("no xNetHack monster called %s", nhs_level_monster (lev, i)->name);
          nhs_level_free (lev);
        }
    }
}

/* Rules the instrument against the real game found (docs/level-validation.md):
 * Fort Ludios' portal in every vault made below depth 10 (5.0.0 defers it 2
 * times in 3); no land mine on level 1, where mktrap () leaves a Trap room's
 * land mines exploded (pits); a Swimming pool's sea monsters (G_NOGEN,
 * asked for by class as des.monster does). */
static gboolean
has_trap (const NhsLevel *lev, int kind)
{
  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      if (nhs_level_square (lev, x, y)->trap == kind)
        return TRUE;
  return FALSE;
}

static gboolean
has_themed (const NhsLevel *lev, gboolean fill, const char *name)
{
  int n = fill ? nhs_level_n_themed_fills (lev) : nhs_level_n_themed_rooms (lev);

  for (int i = 0; i < n; i++)
    if (strcmp (fill ? nhs_level_themed_fill (lev, i) : nhs_level_themed_room (lev, i), name) == 0)
      return TRUE;
  return FALSE;
}

static void
test_found_by_instrument (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("xnethack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int vaults[2] = { 0 }, portals[2] = { 0 }, trap_rooms = 0, pools = 0, sea = 0;

  for (int v = 0; v < 2; v++)
    for (guint64 s = 0; s < 600; s++)
      {
        NhsLevelParams p = { .depth = 15, .seed = s, .branch = NHS_LEVEL_BRANCH_NONE,
                             .variant = v ? nhs_variant_get (NHS_VARIANT_500) : vxnh () };
        NhsLevel *lev = nhs_level_generate (&p, NULL);

        if (nhs_level_vault_room (lev) >= 0)
          {
            vaults[v]++;
            portals[v] += has_trap (lev, NHS_TRAP_MAGIC_PORTAL);
          }
        nhs_level_free (lev);
      }
  g_assert_cmpint (vaults[0], >, 100);
  g_assert_cmpint (portals[0], ==, vaults[0]);
  g_assert_cmpint (portals[1], >, vaults[1] / 6);
  g_assert_cmpint (portals[1], <, vaults[1] / 2);

  for (guint64 s = 0; s < 4000; s++)
    {
      NhsLevelParams p = { .depth = 1, .seed = s, .variant = vxnh () };
      NhsLevel *lev = nhs_level_generate (&p, NULL);

      g_assert_false (has_trap (lev, NHS_TRAP_LANDMINE));
      trap_rooms += has_themed (lev, TRUE, "Trap room");
      nhs_level_free (lev);
    }
  g_assert_cmpint (trap_rooms, >, 10);

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  picker = nhs_level_picker_new (set, &sit, 20, &error);
  g_assert_no_error (error);
  for (guint64 s = 0; s < 2500; s++)
    {
      NhsLevelParams p = { .depth = 20, .seed = s, .variant = vxnh () };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, NULL);
      if (has_themed (lev, FALSE, "Swimming pool"))
        {
          pools++;
          for (int i = 0; i < nhs_level_n_monsters (lev); i++)
            {
              const NhsLevelMonster *m = nhs_level_monster (lev, i);

              sea += m->symbol == ';' && m->phase == NHS_LEVEL_PHASE_ROOMS;
            }
        }
      nhs_level_free (lev);
    }
  g_assert_cmpint (pools, >, 5);
  g_assert_cmpint (sea, >=, pools);
}

/* xNetHack's mkroom.c (docs/level-validation.md): a zoo's monsters are
 * animals (zoomon () draws rndmonst () again until one is; 5.0.0's zoo takes
 * any); a swamp's dry squares may be trees; a morgue's squares may be pits;
 * a temple's altar steps off an even-sized room's centre by the room's
 * number, no die. */
static gboolean
inside (const NhsLevelRoom *r, int x, int y)
{
  return x >= r->lx && x <= r->hx && y >= r->ly && y <= r->hy;
}

/* themerms.lua's Water temple: each count is math.min (d (...), totsiz / 4),
 * one roll. GLib's MIN () evaluated the roll twice (issue 26): when the
 * first was under the room's quarter it returned a second one, which could
 * pass it. In every regular room with a Water temple's pools (the only
 * pools a plain room gets), the water nymphs are at most a quarter of its
 * squares; a plain room gets no nymph of its own often enough to matter
 * here (the seeds are fixed). */
static void
test_water_temple_counts (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("xnethack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int temples = 0, at_limit = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  picker = nhs_level_picker_new (set, &sit, 7, &error);
  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 40000; seed++)
    {
      NhsLevelParams p = { .depth = 7, .seed = seed, .variant = vxnh () };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      if (has_themed (lev, TRUE, "Water temple"))
        for (int i = 0; i < nhs_level_n_rooms (lev); i++)
          {
            const NhsLevelRoom *rm = nhs_level_room (lev, i);
            int quarter = (rm->hx - rm->lx + 1) * (rm->hy - rm->ly + 1) / 4, pools = 0, nymphs = 0;

            if (rm->irregular)
              continue;
            for (int x = rm->lx; x <= rm->hx; x++)
              for (int y = rm->ly; y <= rm->hy; y++)
                pools += nhs_level_square (lev, x, y)->typ == NHS_SQ_POOL;
            if (pools == 0)
              continue;
            for (int m = 0; m < nhs_level_n_monsters (lev); m++)
              {
                const NhsLevelMonster *mon = nhs_level_monster (lev, m);

                nymphs += mon->x >= rm->lx && mon->x <= rm->hx && mon->y >= rm->ly
                          && mon->y <= rm->hy && g_strcmp0 (mon->name, "water nymph") == 0;
              }
            temples++;
            at_limit += nymphs == quarter;
            if (nymphs > quarter || pools > quarter)
              g_error ("seed %" G_GUINT64_FORMAT ": a Water temple of %d squares has %d water nymphs "
                       "and %d pools, more than a quarter", seed, 4 * quarter, nymphs, pools);
          }
      nhs_level_free (lev);
    }
  g_test_message ("%d Water temples, %d with as many nymphs as a quarter of the room", temples, at_limit);
  g_assert_cmpint (temples, >, 50);
  g_assert_cmpint (at_limit, >, 0);
}

/* every dragon of a Dragon hall (a baby or grown dragon on a level that
 * holds one) on the xNetHack levels of seeds 0..39,999 at depth 24, handed
 * to `each' with its square; returns how many Dragon halls */
static int
dragon_hall_dragons (void (*each) (const NhsLevelMonster *mon, const NhsSquare *sq))
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("xnethack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int halls = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  picker = nhs_level_picker_new (set, &sit, 24, &error);
  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 40000; seed++)
    {
      NhsLevelParams p = { .depth = 24, .seed = seed, .variant = vxnh () };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      if (has_themed (lev, FALSE, "Dragon hall"))
        {
          halls++;
          for (int m = 0; m < nhs_level_n_monsters (lev); m++)
            {
              const NhsLevelMonster *mon = nhs_level_monster (lev, m);

              if (mon->symbol == 'D' && mon->name && g_str_has_suffix (mon->name, " dragon"))
                each (mon, nhs_level_square (lev, mon->x, mon->y));
            }
        }
      nhs_level_free (lev);
    }
  return halls;
}

/* xNetHack's Dragon hall (issue 26): its dragons' squares come from the
 * gold pile, selection.circle () round the hoard's centre, which the Lua
 * never filters to floor (goldpile:filter_mapchar ('.') returns a new
 * selection for the gold and leaves goldpile as it was), so a dragon's
 * square may be a wall or rock. sp_lev.c create_monster () moves a monster
 * only when its square is taken (MON_AT ()), and makemon () of a given
 * monster asks no goodpos (): the dragon is made in the wall. (Before,
 * nhspawn moved it beside the wall: never a dragon in one.) */
static int dh_in_wall, dh_on_floor;

static void
count_walls (const NhsLevelMonster *mon, const NhsSquare *sq)
{
  (void) mon;
  if (NHS_SQ_IS_OBSTRUCTED (sq->typ))
    dh_in_wall++;
  else
    dh_on_floor++;
}

static void
test_dragon_hall_walls (void)
{
  int halls = dragon_hall_dragons (count_walls);

  g_test_message ("%d Dragon halls: %d dragons in walls or rock, %d on floor", halls, dh_in_wall,
                  dh_on_floor);
  g_assert_cmpint (halls, >, 10);
  g_assert_cmpint (dh_in_wall, >, 0);
  g_assert_cmpint (dh_on_floor, >, dh_in_wall);
}

/* xNetHack's Dragon hall (issue 26): rndcoord () gives a dragon's gold-pile
 * point back relative to the hall's map, and lspo_monster () packs it with
 * SP_COORD_PACK (), keeping 8 bits: a point left of or above the map comes
 * back as 255, 254, ... off the level, and create_monster ()'s
 * get_location () puts the dragon at (x_maze_max, y_maze_max), the bottom
 * right corner (78, 20), each one after the first beside the one before
 * (enexto ()). The pile (radius sqrt (29) round a floor square of a map
 * that lies inside x 2..78, y 1..19) never reaches that corner itself, and
 * no room or map square lies there, so a dragon there comes from this rule
 * alone. Before it, nhspawn made the dragon on the point itself: never one
 * in the corner (and in the real game a dragon stood on another room's
 * floor twice as often as in nhspawn's levels). */
static int dh_dragons, dh_cornered, dh_near_corner;

static void
count_corner (const NhsLevelMonster *mon, const NhsSquare *sq)
{
  (void) sq;
  dh_dragons++;
  if (mon->x == NHS_MAZE_XMAX && mon->y == NHS_MAZE_YMAX)
    dh_cornered++;
  else if (NHS_MAZE_XMAX - mon->x <= 2 && NHS_MAZE_YMAX - mon->y <= 2)
    dh_near_corner++;
}

static void
test_dragon_hall_corner (void)
{
  int halls = dragon_hall_dragons (count_corner);

  g_test_message ("%d Dragon halls, %d dragons: %d in the corner (%d, %d), %d within 2 of it", halls,
                  dh_dragons, dh_cornered, NHS_MAZE_XMAX, NHS_MAZE_YMAX, dh_near_corner);
  g_assert_cmpint (halls, >, 10);
  /* at most one a level (the rest go beside it), on many of the levels */
  g_assert_cmpint (dh_cornered, <=, halls);
  g_assert_cmpint (dh_cornered, >, halls / 4);
}

/* sp_lev.c create_monster () (issue 26): a water nymph swims
 * (pm_to_humidity () WET), so get_location () first takes only water: in a
 * Water temple with pools its nymphs stand on them, not on the floor (before
 * the rule they stood on dry floor only). And a monster whose square is taken
 * goes beside it (enexto ()) instead of being lost: a Scummy moldy room keeps
 * all its math.min (numpoints, d (4, 3)) monsters, on the average d (4, 3)'s
 * 8 in a room of 12 squares or more (before, about one in eight was lost on
 * a taken square). */
static void
test_splev_monster_squares (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("xnethack", &error);
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int wet = 0, dry = 0, moldy = 0, molds = 0;

  g_assert_no_error (error);
  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_XNETHACK;
  picker = nhs_level_picker_new (set, &sit, 13, &error);
  g_assert_no_error (error);
  for (guint64 seed = 0; seed < 80000; seed++)
    {
      NhsLevelParams p = { .depth = 13, .seed = seed, .variant = vxnh () };
      gboolean temple, scummy;
      int best = 0, best_size = 0;
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      temple = has_themed (lev, TRUE, "Water temple");
      scummy = has_themed (lev, TRUE, "Scummy moldy room") && !temple;
      for (int i = 0; (temple || scummy) && i < nhs_level_n_rooms (lev); i++)
        {
          const NhsLevelRoom *rm = nhs_level_room (lev, i);
          int size = (rm->hx - rm->lx + 1) * (rm->hy - rm->ly + 1), n = 0;

          if (rm->irregular)
            continue;
          for (int m = 0; m < nhs_level_n_monsters (lev); m++)
            {
              const NhsLevelMonster *mon = nhs_level_monster (lev, m);

              if (mon->x < rm->lx - 1 || mon->x > rm->hx + 1 || mon->y < rm->ly - 1
                  || mon->y > rm->hy + 1)
                continue;
              if (temple && g_strcmp0 (mon->name, "water nymph") == 0)
                {
                  if (nhs_level_square (lev, mon->x, mon->y)->typ == NHS_SQ_POOL)
                    wet++;
                  else
                    dry++;
                }
              n += scummy && ((mon->symbol && strchr ("FbjP", mon->symbol))
                              || g_strcmp0 (mon->name, "gas spore") == 0);
            }
          if (n > best)
            best = n, best_size = size;
        }
      if (scummy && best_size >= 12 && best >= 3)
        moldy++, molds += best;
      nhs_level_free (lev);
    }
  g_test_message ("water nymphs in Water temples: %d on pools, %d on floor; %d Scummy moldy "
                  "rooms, %.3f monsters each", wet, dry, moldy, moldy ? (double) molds / moldy : 0.0);
  g_assert_cmpint (wet, >, 3 * dry);
  g_assert_cmpint (moldy, >, 200);
  /* d (4, 3): mean 8, standard deviation 1.63; four standard errors below */
  g_assert_cmpfloat ((double) molds / moldy, >, 8.0 - 4 * 1.633 / sqrt (moldy));
}

static void
test_special_rooms (void)
{
  int zoo_mon[2] = { 0 }, zoo_animals[2] = { 0 }, swamp_trees = 0, morgue_pits = 0, temples = 0;

  for (int v = 0; v < 2; v++)
    {
      const char *key = v ? "5.0.0" : "xnethack";
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (key, &error);
      g_autoptr (NhsLevelPicker) picker = NULL;
      NhsSituation sit;

      g_assert_no_error (error);
      nhs_situation_init (&sit);
      sit.variant = v ? NHS_VARIANT_500 : NHS_VARIANT_XNETHACK;
      picker = nhs_level_picker_new (set, &sit, 18, &error);
      g_assert_no_error (error);
      for (guint64 s = 0; s < 1200; s++)
        {
          NhsLevelParams p = { .depth = 18, .seed = s, .variant = nhs_variant_get (sit.variant) };
          NhsLevel *lev;

          nhs_level_picker_install (picker, &p);
          lev = nhs_level_generate (&p, NULL);
          for (int r = 0; r < nhs_level_n_rooms (lev); r++)
            {
              const NhsLevelRoom *room = nhs_level_room (lev, r);

              if (room->type == NHS_ROOM_ZOO)
                for (int i = 0; i < nhs_level_n_monsters (lev); i++)
                  {
                    const NhsLevelMonster *m = nhs_level_monster (lev, i);

                    if (!inside (room, m->x, m->y) || m->mindex < 0)
                      continue;
                    zoo_mon[v]++;
                    zoo_animals[v] += nhs_monster_has (&set->monsters[m->mindex], NHS_M1_ANIMAL);
                  }
              for (int x = room->lx; v == 0 && x <= room->hx; x++)
                for (int y = room->ly; y <= room->hy; y++)
                  {
                    const NhsSquare *sq = nhs_level_square (lev, x, y);

                    swamp_trees += room->type == NHS_ROOM_SWAMP && sq->typ == NHS_SQ_TREE;
                    morgue_pits += room->type == NHS_ROOM_MORGUE && sq->trap == NHS_TRAP_PIT;
                    if (room->type == NHS_ROOM_TEMPLE && sq->typ == NHS_SQ_ALTAR)
                      {
                        int dx = room->hx - room->lx, dy = room->hy - room->ly;

                        g_assert_cmpint (x, ==, room->lx + dx / 2 + ((dx % 2) && ((r + 3) & 1)));
                        g_assert_cmpint (y, ==, room->ly + dy / 2 + ((dy % 2) && ((r + 3) & 2)));
                        temples++;
                      }
                  }
            }
          nhs_level_free (lev);
        }
    }
  g_assert_cmpint (zoo_mon[0], >, 200);
  g_assert_cmpint (zoo_animals[0], ==, zoo_mon[0]);
  g_assert_cmpint (zoo_mon[1], >, 200);
  g_assert_cmpint (zoo_animals[1], <, zoo_mon[1] * 3 / 4);
  g_assert_cmpint (swamp_trees, >, 0);
  g_assert_cmpint (morgue_pits, >, 0);
  g_assert_cmpint (temples, >, 20);
}

/* The Irregular anthole (themerms.lua 2086-2127): a 15 x 7 map of floor
   whose rings are turned to stone at 80, 60, 40 and 20 in 100 from the
   edge in, the floor not joined to the centre (diagonals count) turned to
   stone, then des.region ({ type = "anthole", irregular = true }) at the
   centre: sp_lev.c makes its room with mkmap.c flood_fill_rm (), which
   joins floor touching at a corner. So every floor square next to the
   room's floor, corners included, is the room's; and its floor is on
   average 46.2 squares (the script's rules worked out over 20,000 draws
   with the game's ellipse (selvar.c selection_do_ellipse ()); a fill that
   joined only sideways left about 36). The script's des.wallify () is
   sp_lev.c lspo_wallify (): wallify_map () over the map and a border
   (xstart - 1 .. xstart + xsize + 1), so floor left on the map's edge
   gets its wall outside the map, and no floor square of the room touches
   stone or a corridor (walling the map alone left the edge's floor open
   to the rock, where corridors were dug alongside). */
static void
test_anthole_room (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int holes = 0, floor = 0;

  nhs_test_situation (&sit, NHS_VARIANT_XNETHACK, NHS_REGION_DUNGEONS, 20, 1);
  picker = nhs_level_picker_new (nhs_test_variant_set (NHS_VARIANT_XNETHACK), &sit, 20, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 40000 && holes < 60; seed++)
    {
      g_autoptr (NhsLevel) lev = nhs_test_level_picked (picker, NHS_VARIANT_XNETHACK,
                                                        NHS_LEVEL_KIND_ROOMS, 20, seed);

      for (int r = 0; r < nhs_level_n_rooms (lev); r++)
        {
          const NhsLevelRoom *rm = nhs_level_room (lev, r);

          if (rm->type != NHS_ROOM_ANTHOLE || !rm->irregular)
            continue;
          holes++;
          for (int x = rm->lx; x <= rm->hx; x++)
            for (int y = rm->ly; y <= rm->hy; y++)
              {
                const NhsSquare *s = nhs_level_square (lev, x, y);

                if (s->room != r || s->typ != NHS_SQ_ROOM)
                  continue;
                floor++;
                for (int dx = -1; dx <= 1; dx++)
                  for (int dy = -1; dy <= 1; dy++)
                    {
                      const NhsSquare *n = nhs_level_square (lev, x + dx, y + dy);

                      if (n->typ == s->typ)
                        g_assert_cmpint (n->room, ==, r);
                      g_assert_cmpint (n->typ, !=, NHS_SQ_STONE);
                      g_assert_cmpint (n->typ, !=, NHS_SQ_CORR);
                    }
              }
        }
    }
  g_test_message ("%d ant holes, %.1f floor squares each", holes, (double) floor / MAX (holes, 1));
  g_assert_cmpint (holes, >=, 60);
  g_assert_cmpfloat ((double) floor / holes, >, 43.0);
  g_assert_cmpfloat ((double) floor / holes, <, 49.5);
}

/* xNetHack's dat/themerms.lua, hand-read: the Billiards room is a 9 x 9
 * room with holes at its six pockets (0 or 8 across, 0, 4 or 8 down) and
 * nine boulders, each des.object () at a square drawn until it is no
 * pocket; sp_lev.c create_object () puts an object at a given place
 * without looking at the square, so two may share one: nine boulders in
 * every such room (counting each on a shared square), which on 75
 * squares share one about 4 times in 10. */
static void
test_billiards (void)
{
  static const int pockets[6][2] = { { 0, 0 }, { 0, 4 }, { 0, 8 }, { 8, 0 }, { 8, 4 }, { 8, 8 } };
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsLevelPicker) picker = NULL;
  NhsSituation sit;
  int rooms = 0, nine = 0, shared = 0;

  nhs_test_situation (&sit, NHS_VARIANT_XNETHACK, NHS_REGION_DUNGEONS, 10, 1);
  picker = nhs_level_picker_new (nhs_test_variant_set (NHS_VARIANT_XNETHACK), &sit, 10, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 60000 && rooms < 80; seed++)
    {
      g_autoptr (NhsLevel) lev = nhs_test_level_picked (picker, NHS_VARIANT_XNETHACK,
                                                        NHS_LEVEL_KIND_ROOMS, 10, seed);

      for (int r = 0; r < nhs_level_n_rooms (lev); r++)
        {
          const NhsLevelRoom *rm = nhs_level_room (lev, r);
          gboolean table = rm->hx - rm->lx == 8 && rm->hy - rm->ly == 8;
          int boulders = 0, squares = 0;

          for (int k = 0; k < 6 && table; k++)
            table = nhs_level_square (lev, rm->lx + pockets[k][0], rm->ly + pockets[k][1])->trap == NHS_TRAP_HOLE;
          if (!table)
            continue;
          rooms++;
          for (int x = rm->lx; x <= rm->hx; x++)
            for (int y = rm->ly; y <= rm->hy; y++)
              {
                int b = nhs_level_boulders_at (lev, x, y);

                boulders += b;
                squares += b > 0;
              }
          /* (a rolling boulder trap elsewhere may roll one more in) */
          g_assert_cmpint (boulders, >=, 9);
          nine += boulders == 9;
          shared += squares < boulders;
        }
    }
  g_test_message ("%d billiards rooms, %d with nine boulders, %d with a shared square", rooms, nine, shared);
  g_assert_cmpint (rooms, >=, 80);
  g_assert_cmpint (nine, >=, rooms * 9 / 10);
  g_assert_cmpint (shared, >, 0);
}

/* xNetHack's include/artilist.h, hand-read: 37 artifacts (the Palantir
 * of Westernesse is left out by #if 0); Sunsword a lawful long sword of
 * gold, the bane of the undead (M2_UNDEAD); Demonbane a lawful cleric's
 * silver mace, the bane of demons; Dragonbane a dwarvish spear, the bane
 * of the dragon class (SPFX_DCLAS); Mirror Brand a short sword of glass;
 * the Sceptre of Might never made at random and a bane of other
 * alignments; Big Stick a cave dweller's. Every artifact is made of an
 * object of xNetHack's and names its monsters. */
static void
test_artifacts (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_XNETHACK);
  const NhsArtifact *a;

  nhs_test_artifacts (NHS_VARIANT_XNETHACK, 37);
  a = nhs_artifact_lookup (v, "Sunsword");
  g_assert_cmpstr (a->kind, ==, "long sword");
  g_assert_cmpint (a->alignment, ==, 1);
  g_assert_cmpstr (a->material, ==, "GOLD");
  g_assert_cmpuint (a->n_bane, ==, 1);
  g_assert_cmpint (a->bane[0], ==, NHS_M2_UNDEAD);
  a = nhs_artifact_lookup (v, "Demonbane");
  g_assert_cmpstr (a->kind, ==, "mace");
  g_assert_cmpstr (a->role, ==, "cleric");
  g_assert_cmpstr (a->material, ==, "SILVER");
  g_assert_cmpint (a->bane[0], ==, NHS_M2_DEMON);
  a = nhs_artifact_lookup (v, "Dragonbane");
  g_assert_cmpstr (a->kind, ==, "dwarvish spear");
  g_assert_cmpuint (a->n_bane, ==, 0);
  g_assert_cmpstr (a->bane_class, ==, "S_DRAGON");
  g_assert_cmpstr (nhs_artifact_lookup (v, "Mirror Brand")->material, ==, "GLASS");
  a = nhs_artifact_lookup (v, "The Sceptre of Might");
  g_assert_true (a->flags & NHS_ART_NOGEN);
  g_assert_true (a->flags & NHS_ART_DALIGN);
  g_assert_cmpstr (nhs_artifact_lookup (v, "Big Stick")->role, ==, "cave dweller");
  g_assert_null (nhs_artifact_lookup (v, "The Palantir of Westernesse"));
  g_assert_null (nhs_artifact_lookup (v, "Lifestealer"));
}

static gboolean
has_shop (const NhsLevel *lev)
{
  for (int i = 0; i < nhs_level_n_rooms (lev); i++)
    if (nhs_level_room (lev, i)->type == NHS_ROOM_SHOP)
      return TRUE;
  return FALSE;
}

/* Medusa lies at 21-28 (dungeon.lua: 25-29 levels, Medusa 5 to 2 from the
 * bottom) and xNetHack makes rooms between it and the Castle (mklev.c
 * makelevel ()), so a level of rooms at 25 lies above Medusa 1 time in 2
 * (the dungeon model's chance, "above_medusa_chance"), and only there
 * does makelevel () make a shop (u_depth < depth (&medusa_level)).  The
 * draw has its own stream: a level drawn above Medusa is, square for
 * square, the level made with Medusa given deeper, and a level drawn below
 * it has the same rooms, without the shop the deeper Medusa allows. */
static void
test_above_medusa (void)
{
  int above = 0, shops = 0, shops_deep = 0, n = 3000;
  double p;

  for (guint64 seed = 0; seed < (guint64) n; seed++)
    {
      NhsLevelParams pd = { .depth = 25, .seed = seed, .variant = vxnh () };
      NhsLevelParams pm = pd;
      g_autofree char *chance = NULL;
      NhsLevel *lev, *deep;

      pm.medusa_depth = 26;
      lev = nhs_level_generate (&pd, NULL);
      deep = nhs_level_generate (&pm, NULL);
      g_assert_nonnull (lev);
      g_assert_nonnull (deep);
      chance = nhs_level_above_medusa_chance (lev);
      g_assert_cmpstr (chance, ==, "1/2");
      g_assert_true (nhs_level_get_above_medusa (deep));
      g_assert_cmpint (nhs_level_n_rooms (lev), ==, nhs_level_n_rooms (deep));
      if (nhs_level_get_above_medusa (lev))
        {
          above++;
          g_assert_true (nhs_level_same (lev, deep));
        }
      else
        g_assert_false (has_shop (lev));
      shops += has_shop (lev);
      shops_deep += has_shop (deep);
      nhs_level_free (lev);
      nhs_level_free (deep);
    }
  p = above / (double) n;
  g_test_message ("above Medusa %d of %d; shops %d, with Medusa deeper %d", above, n, shops,
                  shops_deep);
  g_assert_cmpfloat (fabs (p - 0.5), <, 4 * sqrt (0.25 / n));
  /* depth 25: a shop on a level of enough rooms 3 times in 25 */
  g_assert_cmpint (shops_deep, >, 60);
  g_assert_cmpfloat (fabs (shops - 0.5 * shops_deep), <, 4 * sqrt (0.25 * shops_deep));
}

/* xNetHack's mklev.c good_rm_wall_doorpos () (70-111): a door's square
 * may open onto a subroom's floor (the function asks again for each
 * subroom), where 5.0.0's asks for the room's own floor only. The "Four
 * 3x3 rooms, directly adjacent" room (themerms.lua) is a 7 x 7 room whose
 * three 3 x 3 subrooms take the squares inside its whole north and west
 * walls (sp_lev.c create_subroom () moves x = 1 to 0), so only that rule
 * lets a corridor come in through either wall; without it such a room
 * never has a door there (and join () fails for a room on its left). */
static void
test_subroom_wall_doors (void)
{
  int rooms = 0, with_door = 0;

  for (guint64 seed = 1; seed <= 60000 && rooms < 40; seed++)
    {
      NhsLevel *lev = make (12, 8100000 + seed);

      for (int r = 0; r < nhs_level_n_rooms (lev); r++)
        {
          const NhsLevelRoom *rm = nhs_level_room (lev, r);
          int subs = 0;
          gboolean door = FALSE;

          if (rm->hx - rm->lx != 6 || rm->hy - rm->ly != 6)
            continue;
          for (int i = 0; i < nhs_level_n_subrooms (lev); i++)
            {
              const NhsLevelRoom *sr = nhs_level_subroom (lev, i);

              if (sr->parent == r && sr->hx - sr->lx == 2 && sr->hy - sr->ly == 2)
                subs++;
            }
          if (subs != 3)
            continue;
          rooms++;
          for (int x = rm->lx; x <= rm->hx; x++)
            door |= is_door_or_sdoor (nhs_level_square (lev, x, rm->ly - 1)->typ);
          for (int y = rm->ly; y <= rm->hy; y++)
            door |= is_door_or_sdoor (nhs_level_square (lev, rm->lx - 1, y)->typ);
          with_door += door;
        }
      nhs_level_free (lev);
    }
  g_test_message ("%d rooms of four 3x3 rooms, %d with a door in the north or west wall", rooms,
                  with_door);
  g_assert_cmpint (rooms, >=, 40);
  g_assert_cmpint (with_door, >=, rooms / 3);
}

/* xNetHack's sp_lev.c lspo_region () of a rectangle (not irregular)
 * gives its room no smeq[] (create_room () and the irregular region do,
 * 1733 and 5882): the slot keeps 0, so makecorridors () takes the room for
 * joined already to the first one and its second and third passes leave
 * it alone. When the first pass stops early (1 time in 50 a join), such a
 * room may stay cut off. The "Four connected rooms" room (themerms.lua:
 * four such regions joined to each other by the map's doors) and the
 * "Tiny cage, big monster" room: on levels with one of them and no room
 * made not to be joined, some room is out of reach (counting secret doors
 * and corridors) now and then; with smeq[] set, hardly ever. */
static void
test_rect_region_smeq (void)
{
  int levels = 0, cut_off = 0;

  for (guint64 seed = 1; seed <= 200000 && levels < 400; seed++)
    {
      NhsLevel *lev = make (12, 8300000 + seed);
      gboolean rect = FALSE, unjoined = FALSE;

      for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
        rect |= strcmp (nhs_level_themed_room (lev, i), "Four connected rooms") == 0
                || strcmp (nhs_level_themed_room (lev, i), "Tiny cage, big monster") == 0;
      for (int r = 0; r < nhs_level_n_rooms (lev); r++)
        unjoined |= nhs_level_room (lev, r)->unjoined;
      for (int i = 0; i < nhs_level_n_subrooms (lev); i++)
        unjoined |= nhs_level_subroom (lev, i)->unjoined;
      if (rect && !unjoined)
        {
          levels++;
          cut_off += !nhs_level_all_rooms_reachable (lev, TRUE);
        }
      nhs_level_free (lev);
    }
  g_test_message ("%d levels, %d with a room out of reach", levels, cut_off);
  g_assert_cmpint (levels, >=, 400);
  g_assert_cmpint (cut_off, >=, 6);
}

/* what each character may wear to under engrave.c rubouts[], either era,
   with '?' for any and ' ' for small punctuation rubbed out */
static gboolean
may_wear_to (char from,
             char to)
{
  static const char *const looks[] = {
    "A^", "BPb[", "C(", "D|)[", "E|FL[_", "F|-", "G(C", "H|-", "I|", "K|<", "L|_", "M|",
    "N|\\", "OC(", "PF", "QC(", "RPF", "T|", "UJ", "V/\\", "WV/\\", "Z/", "b|", "dc|",
    "ec", "gc", "hn", "ji", "k|", "l|", "mnr", "nr", "oc", "qc", "wv", "yv",
  };

  /* '?' and small punctuation wear to a space; a look-alike wears on */
  if (to == '?' || to == ' ' || to == from)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    if (looks[i][0] == from)
      for (const char *l = looks[i] + 1; *l; l++)
        if (may_wear_to (*l, to))
          return TRUE;
  return FALSE;
}

/* makeniche ()'s "age it a little": wipe_engr_at (x, y, 5) on the dust
   engraving, so at most five characters differ from the text, each worn to
   a look-alike of its letter (or of a look-alike: a character hit twice),
   '?' or a space; the trailing and leading spaces cut */
static void
assert_worn_by_five (const NhsLevelEngraving *e)
{
  int lead = 0, changed = 0;
  size_t n = strlen (e->reads);

  /* find where the text's kept part begins: the first offset at which
     every character could be the text's */
  for (lead = 0; lead <= 5; lead++)
    {
      gboolean fits = n + lead <= strlen (e->text);

      for (size_t i = 0; fits && i < n; i++)
        {
          char a = e->text[i + lead], b = e->reads[i];

          fits = may_wear_to (a, b);
        }
      if (fits)
        break;
    }
  g_assert_cmpint (lead, <=, 5);
  for (size_t i = 0; i < strlen (e->text); i++)
    if (i < (size_t) lead || i >= n + lead || e->text[i] != e->reads[i - lead])
      changed++;
  g_assert_cmpint (changed, <=, 5);
  g_assert_cmpint (changed, >=, strcmp (e->text, e->reads) != 0);
  g_assert_true (n > 0 && e->reads[0] != ' ' && e->reads[n - 1] != ' ');
}

/* makeniche ()'s engraving before a trapped niche's door: mklev.c
 * trap_engravings[] by the version's trap.h number. xNetHack's table is
 * NetHack's (14-16) under numbers its cold trap moved one on, so its trap
 * door niche reads "ad aerarium" and its level teleporter niche nothing;
 * 3.6.7's trap door "Vlad was here", both teleporters "ad aerarium" (the
 * real xNetHack at depth 20, 2,000 levels: 728 of 730 trap door niches
 * with "ad aerarium" or what wipe_engr_at () left of it, 227 vault
 * teleporter niches all, 793 level teleporter niches none) */
static void
test_niche_engravings (void)
{
  static const NhsVariantId ids[] = { NHS_VARIANT_XNETHACK, NHS_VARIANT_367 };
  /* [version][trap door, vault teleporter, level teleporter] */
  static const char *const want[2][3] = {
    { "ad aerarium", "ad aerarium", NULL },
    { "Vlad was here", "ad aerarium", "ad aerarium" },
  };
  static const int kinds[3] = { NHS_TRAP_TRAPDOOR, NHS_TRAP_TELEP, NHS_TRAP_LEVEL_TELEP };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      int seen[3] = { 0, 0, 0 };
      int worn = 0, engraved = 0;

      for (int s = 0; s < 600; s++)
        {
          NhsLevelParams p = { .depth = 20, .seed = 9100 + s, .variant = nhs_variant_get (ids[v]) };
          NhsLevel *lev = nhs_level_generate (&p, NULL);

          for (int x = 0; x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              {
                const NhsSquare *q = nhs_level_square (lev, x, y);
                const char *found = NULL;
                int k;

                if (!(q->flags & NHS_SQF_NICHE) || !q->trap)
                  continue;
                for (k = 0; k < 3 && kinds[k] != q->trap; k++)
                  ;
                g_assert_cmpint (k, <, 3);
                /* in front of the door: two squares from the niche */
                for (int i = 0; i < nhs_level_n_engravings (lev); i++)
                  {
                    const NhsLevelEngraving *e = nhs_level_engraving (lev, i);

                    if (e->x == x && (e->y == y - 2 || e->y == y + 2)
                        && (strcmp (e->text, "ad aerarium") == 0
                            || strcmp (e->text, "Vlad was here") == 0))
                      {
                        found = e->text;
                        assert_worn_by_five (e);
                        worn += strcmp (e->reads, e->text) != 0;
                        engraved++;
                      }
                  }
                g_assert_cmpstr (found, ==, want[v][k]);
                seen[k]++;
              }
          nhs_level_free (lev);
        }
      g_test_message ("%s: %d trap door, %d vault teleporter, %d level teleporter niches",
                      nhs_variant_get (ids[v])->key, seen[0], seen[1], seen[2]);
      for (int k = 0; k < 3; k++)
        g_assert_cmpint (seen[k], >=, 20);
      /* five wipes all landing on a space, or each on a letter an earlier
         one left as it was... almost never: nearly every one is worn */
      g_test_message ("%s: %d of %d niche engravings worn", nhs_variant_get (ids[v])->key,
                      worn, engraved);
      g_assert_cmpint (worn * 10, >=, engraved * 9);
    }
}

/* engrave.c wipeout_text (text, 1, 0) on two-character texts, drawn as the
   game draws: the place rn2 (length), the wear rn2 (4), and only for a
   worn character with look-alikes its pick rn2 (how many), rn2 (1)
   included. 'a' has none ('?'), 'b' one ('|'), '.' is rubbed out to a
   trailing space that is cut. After it the twin generator, drawn by hand,
   must be where the function left its own. */
static void
test_wipeout_text (void)
{
  const NhsVariant *v343 = nhs_variant_get (NHS_VARIANT_343);
  int cut = 0, rubbed = 0;

  for (guint64 seed = 1; seed <= 400; seed++)
    {
      NhsRng rng, twin;
      char ab[] = "ab", xdot[] = "x.";
      int nxt, wear;

      nhs_rng_init (&rng, seed);
      twin = rng;
      nhs_lev_wipeout_text (v343, &rng, ab, 1);
      nxt = nhs_rn2 (&twin, 2);
      wear = nhs_rn2 (&twin, 4);
      if (nxt == 1 && wear)
        g_assert_cmpint (nhs_rn2 (&twin, 1), ==, 0);
      g_assert_cmpstr (ab, ==, nxt == 0 ? "?b" : wear ? "a|" : "a?");
      rubbed += nxt == 1 && wear;

      nhs_lev_wipeout_text (v343, &rng, xdot, 1);
      nxt = nhs_rn2 (&twin, 2);
      (void) nhs_rn2 (&twin, 4);
      g_assert_cmpstr (xdot, ==, nxt == 0 ? "?." : "x");
      cut += nxt == 1;
      g_assert_true (nhs_rng_next (&rng) == nhs_rng_next (&twin));
    }
  g_assert_cmpint (rubbed, >, 0);
  g_assert_cmpint (cut, >, 0);
}

/* engrave.c rubouts[] by version: 3.6.0 wore ';' to ',' or ':' (3.4.3 and
   SLASH'EM only to ','), and '@' to '0' (before it: none, so '?') */
static void
test_wipeout_rubouts_by_version (void)
{
  static const struct {
    NhsVariantId id;
    const char *semicolon;   /* what ";" may become, one wipe */
    const char *at;          /* what "@" may become */
  } cases[] = {
    { NHS_VARIANT_343, ",?", "?" },
    { NHS_VARIANT_SLASHEM, ",?", "?" },
    { NHS_VARIANT_367, ",:?", "0?" },
    { NHS_VARIANT_500, ",:?", "0?" },
    { NHS_VARIANT_XNETHACK, ",:?", "0?" },
    { NHS_VARIANT_EVILHACK, ",:?", "0?" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      GString *semi = g_string_new (NULL), *at = g_string_new (NULL);
      NhsRng rng;

      nhs_rng_init (&rng, 26 + c);
      for (int i = 0; i < 400; i++)
        {
          char s[] = ";", a[] = "@";

          nhs_lev_wipeout_text (nhs_variant_get (cases[c].id), &rng, s, 1);
          nhs_lev_wipeout_text (nhs_variant_get (cases[c].id), &rng, a, 1);
          g_assert_nonnull (strchr (cases[c].semicolon, s[0]));
          g_assert_nonnull (strchr (cases[c].at, a[0]));
          if (!strchr (semi->str, s[0]))
            g_string_append_c (semi, s[0]);
          if (!strchr (at->str, a[0]))
            g_string_append_c (at, a[0]);
        }
      /* every outcome seen */
      g_assert_cmpint (semi->len, ==, strlen (cases[c].semicolon));
      g_assert_cmpint (at->len, ==, strlen (cases[c].at));
      g_string_free (semi, TRUE);
      g_string_free (at, TRUE);
    }
}

/* The worn engraving as nhspawn shows it: the square's description and
   the level's sentence (the Level page's, the text output's) give what
   the floor reads and the text the game engraved */
static void
test_worn_engraving_shown (void)
{
  int shown = 0;

  for (int s = 0; s < 200 && shown < 5; s++)
    {
      NhsLevelParams p = { .depth = 20, .seed = 9100 + s, .variant = nhs_variant_get (NHS_VARIANT_367) };
      NhsLevel *lev = nhs_level_generate (&p, NULL);
      g_autofree char *words = nhs_level_engravings_words (lev, NULL);

      g_assert_true ((words == NULL) == (nhs_level_n_engravings (lev) == 0));
      for (int i = 0; i < nhs_level_n_engravings (lev); i++)
        {
          const NhsLevelEngraving *e = nhs_level_engraving (lev, i);
          g_autofree char *what = nhs_level_describe_square (lev, e->x, e->y);
          g_autofree char *reads = g_strdup_printf ("“%s”", e->reads);
          g_autofree char *text = g_strdup_printf ("“%s”", e->text);

          g_assert_nonnull (strstr (what, reads));
          g_assert_nonnull (strstr (words, reads));
          if (strcmp (e->reads, e->text) != 0)
            {
              g_assert_nonnull (strstr (what, text));
              g_assert_nonnull (strstr (words, text));
              g_assert_nonnull (strstr (what, "partly rubbed out"));
              shown++;
            }
        }
      nhs_level_free (lev);
    }
  g_assert_cmpint (shown, >=, 5);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-xnethack/tables", test_tables);
  g_test_add_func ("/nhs/level-xnethack/artifacts", test_artifacts);
  g_test_add_func ("/nhs/level-xnethack/limits-and-kinds", test_limits_and_kinds);
  g_test_add_func ("/nhs/level-xnethack/deterministic", test_deterministic);
  g_test_add_func ("/nhs/level-xnethack/iron-doors", test_iron_doors);
  g_test_add_func ("/nhs/level-xnethack/secret-doors", test_secret_doors);
  g_test_add_func ("/nhs/level-xnethack/room-monsters", test_room_monsters);
  g_test_add_func ("/nhs/level-xnethack/monster-names", test_monster_names);
  g_test_add_func ("/nhs/level-xnethack/found-by-instrument", test_found_by_instrument);
  g_test_add_func ("/nhs/level-xnethack/special-rooms", test_special_rooms);
  g_test_add_func ("/nhs/level-xnethack/water-temple-counts", test_water_temple_counts);
  g_test_add_func ("/nhs/level-xnethack/dragon-hall-walls", test_dragon_hall_walls);
  g_test_add_func ("/nhs/level-xnethack/dragon-hall-corner", test_dragon_hall_corner);
  g_test_add_func ("/nhs/level-xnethack/splev-monster-squares", test_splev_monster_squares);
  g_test_add_func ("/nhs/level-xnethack/anthole-room", test_anthole_room);
  g_test_add_func ("/nhs/level-xnethack/billiards", test_billiards);
  g_test_add_func ("/nhs/level-xnethack/above-medusa", test_above_medusa);
  g_test_add_func ("/nhs/level-xnethack/subroom-wall-doors", test_subroom_wall_doors);
  g_test_add_func ("/nhs/level-xnethack/rect-region-smeq", test_rect_region_smeq);
  g_test_add_func ("/nhs/level-xnethack/niche-engravings", test_niche_engravings);
  g_test_add_func ("/nhs/level-xnethack/wipeout-text", test_wipeout_text);
  g_test_add_func ("/nhs/level-xnethack/wipeout-rubouts-by-version", test_wipeout_rubouts_by_version);
  g_test_add_func ("/nhs/level-xnethack/worn-engraving-shown", test_worn_engraving_shown);
  ret = g_test_run ();
  nhs_test_clear_variant_sets ();
  return ret;
}
