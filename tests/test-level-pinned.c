/* test-level-pinned.c: the Mines' and Gehennom's filler levels stay what
 * they were
 *
 * For each version whose Mines or Gehennom filler nhs_level_region_plan ()
 * says is made (minefill, makemaz, 5.0.0's and EvilHack's hellfill), seeds 1..N_SEEDS at
 * two depths are made three ways (no picker; a picker that rolls the
 * level's dice; that picker with every phase recorded) and everything the level exposes is hashed: each square's
 * fields, the phases' snapshots, the rooms, stairs, niches, monsters,
 * engravings and objects. The hashes were taken from the generators before they were
 * made faster (issue 12), so a speed-up that changes one square of one
 * level, or the order of one die, fails here. A deliberate change of a
 * generator's output updates its line (run with NHS_PINNED_PRINT=1 to see
 * the new hashes).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-situation.h"
#include "nhs-rng.h"

#define N_SEEDS 300

typedef struct {
  const char *name;      /* "3.6.7 mines" */
  const char *sha256;
} Pinned;

/* Taken before the speed-ups, with the generators of main 378bb5d. */
static const Pinned pinned[] = {
  /* since session 26 (issue 26) 3.4.3's and SLASH'EM's enexto () walks a
     ring as their teleport.c enexto_core () does (the top row, the bottom
     row, then the sides between them), not as 3.6.3's: a monster on a
     taken square lands elsewhere */
  { "3.4.3 mines", "4a92d0a98dbcd510fd38b6a0f9130c3dc90561d212d975bd2af548827149eeb9" },
  /* makemaz's boulders since (a deliberate change: their dice, NHS_SQF_BOULDER,
     pits and holes and makemon keep off them); SLASH'EM's maze also its
     walls' stuff (rn2 (20)) */
  /* since session 19 also a rolling boulder trap's boulder (trap.c
     mkroll_launch (): its dice and NHS_SQF_BOULDER; 3.6.7 and SLASH'EM too) */
  { "3.4.3 maze", "475953d49b9b6cf1a4f8ded26616abdc9129e02918613286570e7c9cda4a1efa" },
  { "3.6.7 mines", "1d058b49f04bddffa8063b293307c082611e1e7aab2c5f437432f7b24f5f06e9" },
  { "3.6.7 maze", "2a8051d0e1d03e78fbc9c3a171d7f46452e843d1a032dd62a84b2f4379fdbd49" },
  /* 3.7's and 5.0.0's since their monsters may take the stairs' square
     (is_ok_location's SPACE_POS: a deliberate change); since session 20
     minefill.lua's boulders (percent (75), one or two, a DRY square
     refusing one) and a rolling boulder trap's */
  /* since session 25 (issue 26) a monster whose square is taken, and a
     group's next copy, go where NEW_ENEXTO's enexto () puts them (teleport.c
     collect_coords (): the rings shuffled, other dice) */
  { "3.7 mines", "5b5de4f0b728ef97c956344cc7b09d3bf7e1dcb59d9e6fc02798fc951a40239b" },
  { "5.0.0 mines", "5b5de4f0b728ef97c956344cc7b09d3bf7e1dcb59d9e6fc02798fc951a40239b" },
  /* hellfill's prefab maps since (a deliberate change); since session 18
     the altar prefab's temple room too (des.region type "temple"); since
     session 20 its boulders (hell_tweaks (), populatemaze ()'s rock-class
     objects, a rolling boulder trap's) and the 3.7 snapshot's filler */
  /* since session 25 NEW_ENEXTO's enexto () as the mines' (issue 26) */
  { "3.7 maze", "cf35f309383d1ca1d4e1ed74d0d5581f56a7743aee67db146b3043cb7b723dfa" },
  { "5.0.0 maze", "fdf27efa0f63b3919688a3a0807f78defb1c4c37ce6b26e3a9d32ad3771a083d" },
  { "slashem mines", "4a92d0a98dbcd510fd38b6a0f9130c3dc90561d212d975bd2af548827149eeb9" },
  /* since session 32 (issue 26) the Gehennom filler's branch, drawn as the
     dungeon has it (at 48: the stairs up to Vlad's Tower or to
     Frankenstein's Lab, 2/25 each) and placed on a mazexy () square after
     the stairs (a deliberate change; 3.4.3's and 3.6.7's pinned depths
     hold no branch) */
  { "slashem maze", "7da038f68354922696bb965d9c7c1983e615208263d47d07c6f24a9abbcf9123" },
  /* EvilHack's Gehennom filler (dat/gehennom.des's hellfill), since it
     places its objects (their dice before the monsters': a deliberate change);
     since session 18 its cave's rooms (join_map's add_room) and, at depth
     30, Vecna's Domain's portal after the stairs; since session 24 its
     floor weapons' and armour's artifacts (mksobj ()'s rn2 (30) and
     rn2 (40), mk_artifact ()'s pick); since session 26 (issue 26) each
     object's init_obj_material () and its object property (rn2 (175) <
     level_difficulty () / 2 for a weapon, rn2 (150) for armour, a sling
     bullet and a barding, then create_oprop ()'s dice); since session 27
     (issue 26) a weapon's poison and taint (rn2 (100)) and every
     object's mkobj_erosions () and mkobj_quality () dice; since session
     28 (issue 26) a ring's or wand's too, by its shuffled appearance's
     material (one die for the appearance), and armour's in statues after
     its init */
  { "evilhack maze", "a705a6ca9ec7fc76fde4452fc1075cdc66c78ef42fee14b88bf4a022e86d3cd8" },
};

static int
rolling_picker (gpointer data, NhsRng *rng, char mclass, char *symbol, const char **name)
{
  int r = nhs_rn2 (rng, 7);

  if (r == 0)
    return -1;   /* sometimes the game's function makes none */
  *name = "picked monster";
  *symbol = mclass ? mclass : 'Z';
  return 100 + r;
}

static int
fixed_lookup (gpointer data, const char *name, const char **canonical)
{
  return (int) strlen (name);
}

static void
hash_square (GChecksum *sum, const NhsSquare *s)
{
  guint8 b[12] = {
    s->typ, s->doormask, s->trap, s->flags, s->phase, s->trap_phase,
    (guint8) s->room, (guint8) s->altar_align,
    (guint8) (s->mon & 0xff), (guint8) (s->mon >> 8), 0, 0,
  };

  g_checksum_update (sum, b, sizeof b);
}

static void
hash_int (GChecksum *sum, gint64 v)
{
  g_checksum_update (sum, (const guchar *) &v, sizeof v);
}

static void
hash_str (GChecksum *sum, const char *s)
{
  if (s)
    g_checksum_update (sum, (const guchar *) s, strlen (s) + 1);
  else
    hash_int (sum, -1);
}

static void
hash_level (GChecksum *sum, const NhsLevel *lev)
{
  int x, y, room;

  for (x = 0; x < NHS_LEVEL_COLS; x++)
    for (y = 0; y < NHS_LEVEL_ROWS; y++)
      hash_square (sum, nhs_level_square (lev, x, y));
  if (nhs_level_has_phases (lev))
    for (int ph = 0; ph < NHS_LEVEL_N_PHASES; ph++)
      for (x = 0; x < NHS_LEVEL_COLS; x++)
        for (y = 0; y < NHS_LEVEL_ROWS; y++)
          hash_square (sum, nhs_level_square_at_phase (lev, ph, x, y));
  hash_int (sum, nhs_level_n_rooms (lev));
  for (int i = 0; i < nhs_level_n_rooms (lev); i++)
    {
      const NhsLevelRoom *r = nhs_level_room (lev, i);

      hash_int (sum, r->lx);
      hash_int (sum, r->ly);
      hash_int (sum, r->hx);
      hash_int (sum, r->hy);
      hash_int (sum, r->type);
      hash_int (sum, r->shop_kind);
      hash_int (sum, r->lit);
      hash_int (sum, r->doorct);
      hash_int (sum, r->type_phase);
    }
  hash_int (sum, nhs_level_vault_room (lev));
  for (int up = 0; up < 2; up++)
    if (nhs_level_get_stairs (lev, up, &x, &y, &room))
      {
        hash_int (sum, x);
        hash_int (sum, y);
        hash_int (sum, room);
      }
    else
      hash_int (sum, -1);
  hash_int (sum, nhs_level_n_niches (lev));
  hash_int (sum, nhs_level_n_monsters (lev));
  for (int i = 0; i < nhs_level_n_monsters (lev); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (lev, i);

      hash_int (sum, m->x);
      hash_int (sum, m->y);
      hash_int (sum, m->mindex);
      hash_int (sum, m->symbol);
      hash_str (sum, m->name);
      hash_int (sum, m->phase);
      hash_int (sum, m->asleep);
    }
  hash_int (sum, nhs_level_n_engravings (lev));
  for (int i = 0; i < nhs_level_n_engravings (lev); i++)
    {
      const NhsLevelEngraving *e = nhs_level_engraving (lev, i);

      hash_int (sum, e->x);
      hash_int (sum, e->y);
      hash_str (sum, e->text);
    }
  /* the objects, where a level has them (hashed only then, so the levels
     without any keep their hashes) */
  for (int i = 0; i < nhs_level_n_objects (lev); i++)
    {
      const NhsLevelObject *o = nhs_level_object (lev, i);

      hash_int (sum, o->x);
      hash_int (sum, o->y);
      hash_int (sum, o->symbol);
      hash_str (sum, o->name);
      hash_int (sum, o->phase);
      /* (an artifact, where one was made: the other levels keep their
         hashes) */
      if (o->artifact)
        hash_str (sum, o->artifact);
      /* (EvilHack's object properties, where an object has one) */
      if (o->props)
        hash_int (sum, (int) o->props);
    }
}

static char *
hash_generator (const NhsVariant *variant, NhsLevelKind kind, const int depths[2])
{
  GChecksum *sum = g_checksum_new (G_CHECKSUM_SHA256);
  char *out;

  for (int d = 0; d < 2; d++)
    for (int mode = 0; mode < 3; mode++)
      for (guint64 seed = 1; seed <= N_SEEDS; seed++)
        {
          NhsLevelParams p = { 0 };
          GError *error = NULL;
          NhsLevel *lev;

          p.depth = depths[d];
          p.seed = seed;
          p.kind = kind;
          p.variant = variant;
          p.record_phases = mode == 2;
          if (mode > 0)
            {
              p.picker = rolling_picker;
              p.lookup = fixed_lookup;
            }
          lev = nhs_level_generate (&p, &error);
          g_assert_no_error (error);
          hash_level (sum, lev);
          nhs_level_free (lev);
        }
  out = g_strdup (g_checksum_get_string (sum));
  g_checksum_free (sum);
  return out;
}

static void
test_pinned (void)
{
  static const struct {
    NhsRegion region;
    const char *kind;
    int depths[2];
  } regions[] = {
    { NHS_REGION_MINES, "mines", { 3, 11 } },
    { NHS_REGION_GEHENNOM, "maze", { 30, 48 } },
  };
  gboolean print = g_getenv ("NHS_PINNED_PRINT") != NULL;
  int checked = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    for (guint r = 0; r < G_N_ELEMENTS (regions); r++)
      {
        const NhsVariant *variant = nhs_variant_get ((NhsVariantId) v);
        NhsLevelRegionPlan plan;
        g_autofree char *name = NULL, *got = NULL;
        const char *want = NULL;

        nhs_level_region_plan (variant, regions[r].region, &plan);
        if (plan.shown != NHS_LEVEL_SHOWN_MADE)
          continue;
        name = g_strdup_printf ("%s %s", variant->key, regions[r].kind);
        got = hash_generator (variant, plan.kind, regions[r].depths);
        if (print)
          g_print ("  { \"%s\", \"%s\" },\n", name, got);
        for (guint i = 0; i < G_N_ELEMENTS (pinned); i++)
          if (strcmp (pinned[i].name, name) == 0)
            want = pinned[i].sha256;
        if (print)
          continue;
        if (want == NULL)
          g_test_message ("%s: no pinned hash (new generator?)", name);
        else
          {
            g_test_message ("%s: %s", name, got);
            g_assert_cmpstr (got, ==, want);
            checked++;
          }
      }
  if (!print)
    g_assert_cmpint (checked, ==, (int) G_N_ELEMENTS (pinned));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/level-pinned/fillers", test_pinned);
  return g_test_run ();
}
