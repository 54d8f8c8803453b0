/* test-level-themed.c: 5.0.0's ordinary levels with dat/themerms.lua's
 * themed rooms and fills (nhs-level-themerms.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-monster.h"
#include "nhs-situation.h"
#include "nhs-test-utils.h"

static const NhsVariant *
v500 (void)
{
  return nhs_variant_get (NHS_VARIANT_500);
}

/* The tables against dat/themerms.lua of 5.0.0, read by hand: 31 rooms
 * ("default" 1000, the three themed-fill rooms 6, 2 and 2, every other
 * room 1, Twin businesses from difficulty 4) and 15 fills (each 1, the
 * Boulder room from difficulty 4; no room or fill has a maxdiff). */
static void
test_tables (void)
{
  static const struct { const char *name; int freq, mindiff; } expect_rooms[] = {
    { "default", 1000, 0 }, { "Fake Delphi", 1, 0 }, { "Room in a room", 1, 0 },
    { "Huge room with another room inside", 1, 0 }, { "Nesting rooms", 1, 0 },
    { "Default room with themed fill", 6, 0 }, { "Unlit room with themed fill", 2, 0 },
    { "Room with both normal contents and themed fill", 2, 0 }, { "Pillars", 1, 0 },
    { "Mausoleum", 1, 0 },
    { "Random dungeon feature in the middle of an odd-sized room", 1, 0 },
    { "L-shaped", 1, 0 }, { "L-shaped, rot 1", 1, 0 }, { "L-shaped, rot 2", 1, 0 },
    { "L-shaped, rot 3", 1, 0 }, { "Blocked center", 1, 0 }, { "Circular, small", 1, 0 },
    { "Circular, medium", 1, 0 }, { "Circular, big", 1, 0 }, { "T-shaped", 1, 0 },
    { "T-shaped, rot 1", 1, 0 }, { "T-shaped, rot 2", 1, 0 }, { "T-shaped, rot 3", 1, 0 },
    { "S-shaped", 1, 0 }, { "S-shaped, rot 1", 1, 0 }, { "Z-shaped", 1, 0 },
    { "Z-shaped, rot 1", 1, 0 }, { "Cross", 1, 0 }, { "Four-leaf clover", 1, 0 },
    { "Water-surrounded vault", 1, 0 }, { "Twin businesses", 1, 4 },
  };
  static const char *const expect_fills[] = {
    "Ice room", "Cloud room", "Boulder room", "Spider nest", "Trap room", "Garden",
    "Buried treasure", "Buried zombies", "Massacre", "Statuary", "Light source",
    "Temple of the gods", "Ghost of an Adventurer", "Storeroom", "Teleportation hub",
  };
  const char *name;
  int f, lo, hi, total_low = 0, total_high = 0;
  guint i;

  for (i = 0; nhs_level_themed_entry (v500 (), FALSE, i, &name, &f, &lo, &hi); i++)
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (expect_rooms));
      g_assert_cmpstr (name, ==, expect_rooms[i].name);
      g_assert_cmpint (f, ==, expect_rooms[i].freq);
      g_assert_cmpint (lo, ==, expect_rooms[i].mindiff);
      g_assert_cmpint (hi, ==, 0);
      total_high += f;
      if (!lo || lo <= 3)
        total_low += f;
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (expect_rooms));
  /* the reservoir's total weight: 1036 below difficulty 4, 1037 from it */
  g_assert_cmpint (total_low, ==, 1036);
  g_assert_cmpint (total_high, ==, 1037);
  for (i = 0; nhs_level_themed_entry (v500 (), TRUE, i, &name, &f, &lo, &hi); i++)
    {
      g_assert_cmpuint (i, <, G_N_ELEMENTS (expect_fills));
      g_assert_cmpstr (name, ==, expect_fills[i]);
      g_assert_cmpint (f, ==, 1);
      g_assert_cmpint (lo, ==, strcmp (name, "Boulder room") == 0 ? 4 : 0);
      g_assert_cmpint (hi, ==, 0);
    }
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (expect_fills));
  /* no other version has them */
  g_assert_false (nhs_level_themed_entry (nhs_variant_get (NHS_VARIANT_367), FALSE, 0, &name, &f,
                                          &lo, &hi));
}

static gboolean
in_table (const char *name, gboolean fills)
{
  const char *n;
  int f, lo, hi;

  for (int i = 0; nhs_level_themed_entry (v500 (), fills, i, &n, &f, &lo, &hi); i++)
    if (strcmp (n, name) == 0)
      return TRUE;
  return FALSE;
}

/* count how often each name is made over `count` levels at depth */
static GHashTable *
made_at (int depth, int count, int *levels_with_themed)
{
  GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);

  *levels_with_themed = 0;
  for (int s = 0; s < count; s++)
    {
      NhsLevelParams p = { .depth = depth, .seed = 1000 + s, .variant = v500 () };
      g_autoptr (GError) error = NULL;
      NhsLevel *lev = nhs_level_generate (&p, &error);
      gboolean themed = FALSE;

      g_assert_no_error (error);
      g_assert_cmpint (nhs_level_n_rooms (lev), >, 0);
      for (int i = 0; i < nhs_level_n_themed_rooms (lev); i++)
        {
          const char *name = nhs_level_themed_room (lev, i);

          g_assert_true (in_table (name, FALSE));
          themed |= strcmp (name, "default") != 0;
          g_hash_table_replace (seen, (gpointer) name,
                                GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (seen, name)) + 1));
        }
      for (int i = 0; i < nhs_level_n_themed_fills (lev); i++)
        {
          const char *name = nhs_level_themed_fill (lev, i);

          g_assert_true (in_table (name, TRUE));
          g_hash_table_replace (seen, (gpointer) name,
                                GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (seen, name)) + 1));
        }
      *levels_with_themed += themed;
      nhs_level_free (lev);
    }
  return seen;
}

/* Themed rooms occur; Twin businesses and the Boulder room only from
 * difficulty 4 (their mindiff) */
static void
test_difficulty (void)
{
  int with;
  g_autoptr (GHashTable) low = made_at (3, 1500, &with);
  g_autoptr (GHashTable) high = NULL;

  g_assert_null (g_hash_table_lookup (low, "Twin businesses"));
  g_assert_null (g_hash_table_lookup (low, "Boulder room"));
  g_assert_nonnull (g_hash_table_lookup (low, "default"));
  /* about 36 in 1036 of the room draws are not "default": a level has 7
     or so, so a fifth or more of the levels hold one */
  g_assert_cmpint (with, >, 1500 / 8);
  g_assert_cmpint (with, <, 1500 / 2);

  high = made_at (10, 3000, &with);
  g_assert_nonnull (g_hash_table_lookup (high, "Twin businesses"));
  g_assert_nonnull (g_hash_table_lookup (high, "Boulder room"));
  g_assert_nonnull (g_hash_table_lookup (high, "Fake Delphi"));
  g_assert_nonnull (g_hash_table_lookup (high, "Four-leaf clover"));
  g_assert_nonnull (g_hash_table_lookup (high, "Garden"));
}

/* With the core's 5.0.0 picker every monster carries its name, the
   themed rooms' fixed ones (fog cloud, wood nymph, ghost, shopkeeper ...)
   too */
static void
test_monster_names (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("5.0.0", &error);
  int named = 0;

  g_assert_no_error (error);
  for (int depth = 2; depth <= 20; depth += 6)
    {
      g_autoptr (NhsLevelPicker) picker = NULL;
      NhsSituation sit;

      nhs_situation_init (&sit);
      sit.variant = NHS_VARIANT_500;
      picker = nhs_level_picker_new (set, &sit, depth, &error);
      g_assert_no_error (error);
      for (guint64 seed = 0; seed < 150; seed++)
        {
          NhsLevelParams p = { .depth = depth, .seed = seed, .variant = v500 () };
          NhsLevel *lev;

          nhs_level_picker_install (picker, &p);
          lev = nhs_level_generate (&p, &error);
          g_assert_no_error (error);
          for (int i = 0; i < nhs_level_n_monsters (lev); i++)
            {
              const NhsLevelMonster *m = nhs_level_monster (lev, i);

              g_assert_nonnull (m->name);
              if (m->mindex < 0)
                g_error ("no monster called %s", m->name);
              g_assert_cmpint (m->mindex, <, set->n);
              /* the name, or its male or female form (5.0.0's "dwarf
                 king" for the dwarf ruler) */
              g_assert_true (g_strcmp0 (m->name, set->monsters[m->mindex].name) == 0
                             || g_strcmp0 (m->name, set->monsters[m->mindex].name_male) == 0
                             || g_strcmp0 (m->name, set->monsters[m->mindex].name_female) == 0);
              g_assert_cmpint (m->symbol, ==, set->monsters[m->mindex].symbol);
              named++;
            }
          nhs_level_free (lev);
        }
    }
  g_assert_cmpint (named, >, 1000);
}

/* level-stats' JSON: the themed fields for 5.0.0 (every name of the
   tables), none for 3.6.7 */
static void
test_stats_json (void)
{
  for (int k = 0; k < 2; k++)
    {
      const NhsVariant *v = k ? v500 () : nhs_variant_get (NHS_VARIANT_367);
      NhsLevelParams p = { .depth = 8, .seed = 3, .variant = v };
      NhsLevelStats *st = nhs_level_stats_new (8);
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *json = NULL;
      JsonObject *o;

      g_assert_true (nhs_level_stats_run (st, &p, 400, &error));
      json = nhs_level_stats_to_json (st);
      g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
      o = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpint (json_object_has_member (o, "themed_rooms"), ==, k);
      g_assert_cmpint (json_object_has_member (o, "themed_fills"), ==, k);
      g_assert_cmpint (json_object_has_member (o, "levels_with_themed_room"), ==, k);
      if (k)
        {
          JsonObject *rooms = json_object_get_object_member (o, "themed_rooms");
          JsonObject *fillo = json_object_get_object_member (o, "themed_fills");
          double with = json_object_get_double_member (o, "levels_with_themed_room");
          double mean_rooms = json_object_get_double_member (json_object_get_object_member (o, "rooms"),
                                                             "mean");

          g_assert_cmpuint (json_object_get_size (rooms), ==, 31);
          g_assert_cmpuint (json_object_get_size (fillo), ==, 15);
          g_assert_true (json_object_has_member (rooms, "Fake Delphi"));
          g_assert_true (json_object_has_member (rooms, "Pillars"));
          g_assert_true (json_object_has_member (fillo, "Ice room"));
          /* most rooms are "default", and never more rooms than the level has */
          g_assert_cmpfloat (json_object_get_double_member (rooms, "default"), >, 5.0);
          g_assert_cmpfloat (json_object_get_double_member (rooms, "default"), <=, mean_rooms);
          g_assert_cmpfloat (with, >, 0.05);
          g_assert_cmpfloat (with, <, 0.8);
        }
      nhs_level_stats_free (st);
    }
}

/* The Dungeons of Doom of 5.0.0 are made, no longer "not modelled" */
static void
test_region_plan (void)
{
  NhsLevelRegionPlan plan;

  nhs_level_region_plan (v500 (), NHS_REGION_DUNGEONS, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  g_assert_cmpint (plan.kind, ==, NHS_LEVEL_KIND_ROOMS);
}

/* The 2024 3.7 snapshot's ordinary levels are made too (its themerms.lua
   holds 5.0.0's rooms and fills); its mklev.c's join () leaves a room not
   to be joined (the Water-surrounded vault's) without any door, and
   finddpos () takes only a wall square that opens onto something
   (okdoor (): a cardinal neighbour that is not stone, wall or tree), so
   no door is shut in by rock */
static void
test_doors_37 (void)
{
  const NhsVariant *v37 = nhs_variant_get (NHS_VARIANT_37);
  NhsLevelRegionPlan plan;
  int unjoined = 0, doors = 0;

  nhs_level_region_plan (v37, NHS_REGION_DUNGEONS, &plan);
  g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_MADE);
  for (int s = 0; s < 3000; s++)
    {
      NhsLevelParams p = { .depth = 4 + s % 12, .seed = s, .variant = v37 };
      g_autoptr (GError) error = NULL;
      NhsLevel *lev = nhs_level_generate (&p, &error);

      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_rooms (lev); i++)
        if (nhs_level_room (lev, i)->unjoined)
          {
            g_assert_cmpint (nhs_level_room (lev, i)->doorct, ==, 0);
            unjoined++;
          }
      for (int x = 1; x < NHS_LEVEL_COLS - 1; x++)
        for (int y = 1; y < NHS_LEVEL_ROWS - 1; y++)
          {
            int t = nhs_level_square (lev, x, y)->typ, open = 0;
            static const int dx[4] = { -1, 0, 1, 0 }, dy[4] = { 0, -1, 0, 1 };

            if (t != NHS_SQ_DOOR && t != NHS_SQ_SDOOR)
              continue;
            for (int d = 0; d < 4; d++)
              {
                int n = nhs_level_square (lev, x + dx[d], y + dy[d])->typ;

                open += !(n == NHS_SQ_STONE || (n >= NHS_SQ_VWALL && n <= NHS_SQ_TRWALL)
                          || n == NHS_SQ_TREE);
              }
            g_assert_cmpint (open, >, 0);
            doors++;
          }
      nhs_level_free (lev);
    }
  g_assert_cmpint (unjoined, >, 5);
  g_assert_cmpint (doors, >, 10000);
}

/* Subrooms lie inside their room, and the shapes' rooms are walled */
static void
test_subrooms (void)
{
  int subrooms = 0;

  for (int s = 0; s < 2000; s++)
    {
      NhsLevelParams p = { .depth = 12, .seed = s, .variant = v500 () };
      NhsLevel *lev = nhs_level_generate (&p, NULL);

      for (int i = 0; i < nhs_level_n_subrooms (lev); i++)
        {
          const NhsLevelRoom *sr = nhs_level_subroom (lev, i);
          const NhsLevelRoom *r = nhs_level_room (lev, sr->parent);

          g_assert_cmpint (sr->lx, >=, r->lx);
          g_assert_cmpint (sr->hx, <=, r->hx);
          g_assert_cmpint (sr->ly, >=, r->ly);
          g_assert_cmpint (sr->hy, <=, r->hy);
          subrooms++;
        }
      nhs_level_free (lev);
    }
  g_assert_cmpint (subrooms, >, 5);
}

/* maybe_sdoor (): on levels 1 and 2 no corridor square is secret (only
   the niches' closets are), deeper down some are */
static void
test_secrets_below_depth2 (void)
{
  int deep = 0;

  for (int depth = 1; depth <= 3; depth++)
    for (int s = 0; s < 300; s++)
      {
        NhsLevelParams p = { .depth = depth, .seed = s, .variant = v500 () };
        NhsLevel *lev = nhs_level_generate (&p, NULL);

        for (int x = 0; x < NHS_LEVEL_COLS; x++)
          for (int y = 0; y < NHS_LEVEL_ROWS; y++)
            {
              const NhsSquare *q = nhs_level_square (lev, x, y);

              if (q->typ != NHS_SQ_SCORR || (q->flags & NHS_SQF_NICHE))
                continue;
              g_assert_cmpint (depth, ==, 3);
              deep++;
            }
        nhs_level_free (lev);
      }
  g_assert_cmpint (deep, >, 50);
}

/* Nothing stands in stone or in a wall: a themed map's room or a room
   holding subrooms places its monster, traps and furniture on its own
   floor (somexy for irregular rooms) */
static void
test_placed_on_floor (void)
{
  int placed = 0;

  for (int s = 0; s < 1500; s++)
    {
      NhsLevelParams p = { .depth = 12, .seed = s, .variant = v500 () };
      NhsLevel *lev = nhs_level_generate (&p, NULL);

      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          const NhsSquare *q = nhs_level_square (lev, m->x, m->y);

          g_assert_cmpint (q->typ, !=, NHS_SQ_STONE);
          g_assert_false (NHS_SQ_IS_WALL (q->typ));
          placed++;
        }
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        for (int y = 0; y < NHS_LEVEL_ROWS; y++)
          {
            const NhsSquare *q = nhs_level_square (lev, x, y);

            if (!q->trap && !NHS_SQ_IS_FURNITURE (q->typ))
              continue;
            g_assert_cmpint (q->typ, !=, NHS_SQ_STONE);
            g_assert_false (NHS_SQ_IS_WALL (q->typ));
            placed++;
          }
      nhs_level_free (lev);
    }
  g_assert_cmpint (placed, >, 10000);
}

/* The Mausoleum's tomb holds a monster of class M, V, L or Z made with
   `waiting = 1` (themerms.lua: 5.0.0 431, xNetHack 700); sp_lev.c
   create_monster () (5.0.0 2160-2166, xNetHack 2227-2233) shifts a waiting
   vampire that makemon () made as a bat, fog cloud or wolf back into its
   own shape. So every vampire in a tomb (a 1 x 1 subroom of a level with a
   Mausoleum) is shown as itself, while the vampires makemon () makes
   elsewhere start in another shape (pickvampshape ()). */
static void
test_mausoleum_vampires (void)
{
  static const NhsVariantId versions[] = { NHS_VARIANT_500, NHS_VARIANT_XNETHACK };

  for (gsize k = 0; k < G_N_ELEMENTS (versions); k++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsLevelPicker) picker = NULL;
      NhsSituation sit;
      int in_tomb = 0, shifted_elsewhere = 0;

      nhs_test_situation (&sit, versions[k], NHS_REGION_DUNGEONS, 24, 14);
      picker = nhs_level_picker_new (nhs_test_variant_set (versions[k]), &sit, 24, &error);
      g_assert_no_error (error);
      for (guint64 seed = 1; seed <= 60000 && (in_tomb < 3 || shifted_elsewhere < 3); seed++)
        {
          g_autoptr (NhsLevel) lev = nhs_test_level_picked (picker, versions[k],
                                                            NHS_LEVEL_KIND_ROOMS, 24, seed);

          for (int i = 0; i < nhs_level_n_monsters (lev); i++)
            {
              const NhsLevelMonster *m = nhs_level_monster (lev, i);
              gboolean tomb = FALSE;

              if (m->symbol != 'V' || strcmp (m->name, "Vlad the Impaler") == 0)
                continue;
              for (int r = 0; r < nhs_level_n_subrooms (lev); r++)
                {
                  const NhsLevelRoom *sr = nhs_level_subroom (lev, r);

                  tomb |= sr->lx == sr->hx && sr->ly == sr->hy && sr->lx == m->x && sr->ly == m->y;
                }
              if (tomb)
                {
                  g_assert_cmpint (m->form, ==, -1);
                  in_tomb++;
                }
              else
                shifted_elsewhere += m->form >= 0;
            }
        }
      g_test_message ("%s: %d vampires in tombs, %d shifted elsewhere",
                      nhs_variant_get (versions[k])->key, in_tomb, shifted_elsewhere);
      g_assert_cmpint (in_tomb, >=, 3);
      g_assert_cmpint (shifted_elsewhere, >=, 3);
    }
}

/* The Teleportation hub's traps (themerms.lua: `if (pos.x > 0)` on
   rndcoord ()'s square relative to the room, nhlsel.c): none in the
   leftmost column of its room. A teleportation trap made after the rooms
   were filled (phase traps) in a room without random contents is a hub's
   (5.0.0 and xNetHack: the same fill) */
static void
test_teleport_hub_column (void)
{
  static const NhsVariantId ids[] = { NHS_VARIANT_500, NHS_VARIANT_XNETHACK };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      int traps = 0, leftmost = 0, hubs = 0;

      for (int s = 0; s < 20000; s++)
        {
          NhsLevelParams p = { .depth = 12, .seed = 7000 + s, .variant = nhs_variant_get (ids[v]) };
          NhsLevel *lev = nhs_level_generate (&p, NULL);
          gboolean hub = FALSE;

          for (int i = 0; i < nhs_level_n_themed_fills (lev); i++)
            hub |= strcmp (nhs_level_themed_fill (lev, i), "Teleportation hub") == 0;
          hubs += hub;
          for (int x = 0; hub && x < NHS_LEVEL_COLS; x++)
            for (int y = 0; y < NHS_LEVEL_ROWS; y++)
              {
                const NhsSquare *q = nhs_level_square (lev, x, y);
                const NhsLevelRoom *r = NULL;

                if (q->trap != NHS_TRAP_TELEP || q->trap_phase != NHS_LEVEL_PHASE_TRAPS
                    || q->room < 0)
                  continue;
                r = nhs_level_room (lev, q->room);
                /* on a subroom's floor: the subroom of that room holding it */
                for (int i = 0; (q->flags & NHS_SQF_SUBROOM) && i < nhs_level_n_subrooms (lev); i++)
                  {
                    const NhsLevelRoom *sr = nhs_level_subroom (lev, i);

                    if (sr->parent == q->room && sr->lx <= x && x <= sr->hx && sr->ly <= y
                        && y <= sr->hy)
                      r = sr;
                  }
                if (!r->unfilled)
                  continue;
                traps++;
                leftmost += x == r->lx;
              }
          nhs_level_free (lev);
        }
      /* 20,000 levels: 180 (5.0.0) and 112 (xNetHack) with a hub, 232 and
         93 hub traps in rooms without random contents; the old rule (every
         square drawn) put 29 of 5.0.0's 261 in the leftmost column */
      g_test_message ("%s: %d levels with a hub, %d hub traps, %d in the leftmost column",
                      nhs_variant_get (ids[v])->key, hubs, traps, leftmost);
      g_assert_cmpint (hubs, >=, 10);
      g_assert_cmpint (traps, >=, 40);
      g_assert_cmpint (leftmost, ==, 0);
    }
}

/* Parses make_dig_engraving ()'s text: "Dig here" (0, 0), or "Dig" then
   " N east" or " N west", then " N south" or " N north", each part left
   out when its distance is 0, N from 1 up. FALSE for anything else (the
   bare "Dig" included). */
static gboolean
parse_dig (const char *text, int *dx, int *dy)
{
  const char *p = text;
  int n, used;
  char way[8];

  *dx = *dy = 0;
  if (strcmp (text, "Dig here") == 0)
    return TRUE;
  if (!g_str_has_prefix (p, "Dig"))
    return FALSE;
  p += 3;
  while (*p != '\0')
    {
      if (sscanf (p, " %d %7[a-z]%n", &n, way, &used) != 2 || n < 1)
        return FALSE;
      if (strcmp (way, "east") == 0 || strcmp (way, "west") == 0)
        {
          if (*dx != 0 || *dy != 0)
            return FALSE;
          *dx = way[0] == 'e' ? n : -n;
        }
      else if (strcmp (way, "south") == 0 || strcmp (way, "north") == 0)
        {
          if (*dy != 0)
            return FALSE;
          *dy = way[0] == 's' ? n : -n;
        }
      else
        return FALSE;
      p += used;
    }
  return *dx != 0 || *dy != 0;
}

/* themerms.lua's Buried treasure: its postprocess make_dig_engraving ()
   burns "Dig" on a random floor square of the level with the way to the
   buried chest, dx east/west then dy south/north ("Dig 9 east 2 south"),
   or "Dig here" on its square (3.7, 5.0.0 and xNetHack alike). Each such
   fill makes one engraving, and the way leads into a room (the chest's
   square, des.object () in the filled room). */
static void
test_dig_engraving (void)
{
  static const NhsVariantId ids[] = { NHS_VARIANT_37, NHS_VARIANT_500, NHS_VARIANT_XNETHACK };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      int digs = 0, here = 0, both = 0;

      for (int s = 0; s < 3000; s++)
        {
          NhsLevelParams p = { .depth = 2 + s % 12, .seed = 7000 + s, .variant = nhs_variant_get (ids[v]) };
          g_autoptr (GError) error = NULL;
          NhsLevel *lev = nhs_level_generate (&p, &error);
          int fills = 0, made = 0;

          g_assert_no_error (error);
          for (int i = 0; i < nhs_level_n_themed_fills (lev); i++)
            fills += strcmp (nhs_level_themed_fill (lev, i), "Buried treasure") == 0;
          for (int i = 0; i < nhs_level_n_engravings (lev); i++)
            {
              const NhsLevelEngraving *e = nhs_level_engraving (lev, i);
              gboolean in_room = FALSE;
              int dx, dy, cx, cy;

              if (!g_str_has_prefix (e->text, "Dig"))
                continue;
              made++;
              if (!parse_dig (e->text, &dx, &dy))
                g_error ("%s, seed %" G_GUINT64_FORMAT ": the engraving \"%s\" names no way to the chest",
                         p.variant->key, p.seed, e->text);
              cx = e->x + dx;
              cy = e->y + dy;
              for (int r = 0; r < nhs_level_n_rooms (lev) && !in_room; r++)
                {
                  const NhsLevelRoom *rm = nhs_level_room (lev, r);

                  in_room = rm->lx <= cx && cx <= rm->hx && rm->ly <= cy && cy <= rm->hy;
                }
              for (int r = 0; r < nhs_level_n_subrooms (lev) && !in_room; r++)
                {
                  const NhsLevelRoom *rm = nhs_level_subroom (lev, r);

                  in_room = rm->lx <= cx && cx <= rm->hx && rm->ly <= cy && cy <= rm->hy;
                }
              g_assert_true (in_room);
              here += dx == 0 && dy == 0;
              both += dx != 0 && dy != 0;
            }
          g_assert_cmpint (made, ==, fills);
          digs += made;
          nhs_level_free (lev);
        }
      g_test_message ("%s: %d Dig engravings, %d here, %d with both ways", nhs_variant_get (ids[v])->key, digs,
                      here, both);
      g_assert_cmpint (digs, >=, 5);
      g_assert_cmpint (both, >=, 1);
    }
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-themed/tables", test_tables);
  g_test_add_func ("/nhs/level-themed/difficulty", test_difficulty);
  g_test_add_func ("/nhs/level-themed/monster-names", test_monster_names);
  g_test_add_func ("/nhs/level-themed/stats-json", test_stats_json);
  g_test_add_func ("/nhs/level-themed/region-plan", test_region_plan);
  g_test_add_func ("/nhs/level-themed/doors-37", test_doors_37);
  g_test_add_func ("/nhs/level-themed/subrooms", test_subrooms);
  g_test_add_func ("/nhs/level-themed/secrets-below-depth2", test_secrets_below_depth2);
  g_test_add_func ("/nhs/level-themed/placed-on-floor", test_placed_on_floor);
  g_test_add_func ("/nhs/level-themed/mausoleum-vampires", test_mausoleum_vampires);
  g_test_add_func ("/nhs/level-themed/teleport-hub-column", test_teleport_hub_column);
  g_test_add_func ("/nhs/level-themed/dig-engraving", test_dig_engraving);
  ret = g_test_run ();
  nhs_test_clear_variant_sets ();
  return ret;
}
