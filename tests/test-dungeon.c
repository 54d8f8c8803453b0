/* test-dungeon.c: the dungeon model (issue 12): known values, totals, and
 * agreement with a literal, sampled run of the game's procedure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <gmp.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>
#include <stdio.h>
#include "nhs-dungeon.h"
#include "nhs-dungeon-report.h"
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-regions.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-dungeon-place.h"
#include "nhs-english.h"
#include "nhs-mkclass.h"
#include "nhs-error.h"
#include "nhs-level-gen.h"

static char *
frac_at (const NhsDepthDist *d,
         int                 depth)
{
  return nhs_mpq_to_string (d->p[depth - NHS_DUNGEON_DEPTH_LO]);
}

#define assert_at(dist, depth, expected) \
  G_STMT_START { \
    g_autofree char *s_ = frac_at ((dist), (depth)); \
    g_assert_cmpstr (s_, ==, (expected)); \
  } G_STMT_END

static const NhsSpecialLevelResult *
level (const NhsDungeonModel *m,
       const char            *name)
{
  int i = nhs_dungeon_model_find_level (m, name);

  g_assert_cmpint (i, >=, 0);
  return &g_array_index (m->levels, NhsSpecialLevelResult, i);
}

static const NhsBranchResult *
branch (const NhsDungeonModel *m,
        const char            *child)
{
  for (guint i = 0; i < m->branches->len; i++)
    {
      const NhsBranchResult *b = &g_array_index (m->branches, NhsBranchResult, i);

      if (strcmp (g_array_index (m->dungeons, NhsDungeonResult, b->child).desc->name, child) == 0)
        return b;
    }
  g_assert_not_reached ();
  return NULL;
}

/* The lowest and highest depth a special level can lie at. */
static void
level_depths (const NhsDungeonModel *m,
              const char            *name,
              int                   *lo,
              int                   *hi)
{
  const NhsSpecialLevelResult *l = &g_array_index (m->levels, NhsSpecialLevelResult,
                                                   nhs_dungeon_model_find_level (m, name));

  *lo = 1000;
  *hi = -1;
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    if (mpq_sgn (l->depth.p[i]) != 0)
      {
        *lo = MIN (*lo, i + NHS_DUNGEON_DEPTH_LO);
        *hi = MAX (*hi, i + NHS_DUNGEON_DEPTH_LO);
      }
}

/* Issue 24: the sentences checked against the game.  Sokoban's entry is
   its bottom level (dungeon.def's ENTRY -1): soko4, the deepest; soko1 is
   the top; the sentence says so.  Depth 1 of the main dungeon holds the
   Planes' branch: its up stairs, which leave the dungeon, and lead there
   only with the Amulet. */
static void
test_sentences (void)
{
  /* every version, xNetHack and EvilHack too */
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, &error);
      NhsLevelRegionPlan plan;
      g_autofree char *sentence = NULL;
      g_autofree char *depth1 = NULL;
      int lo1, hi1, lo4, hi4;

      g_assert_no_error (error);
      level_depths (m, "soko1", &lo1, &hi1);
      level_depths (m, "soko4", &lo4, &hi4);
      g_assert_cmpint (lo4, ==, lo1 + 3);      /* soko4 is three levels below soko1 */
      g_assert_cmpint (hi4, ==, hi1 + 3);
      g_assert_cmpint (nhs_dungeon_model_find_dungeon (m, "Sokoban"), >=, 0);
      g_assert_cmpint (g_array_index (m->dungeons, NhsDungeonResult,
                                      nhs_dungeon_model_find_dungeon (m, "Sokoban")).desc->entry, ==, -1);
      nhs_level_region_plan (nhs_variant_get (v), NHS_REGION_SOKOBAN, &plan);
      sentence = nhs_level_region_sentence (nhs_variant_get (v), &plan);
      /* said from the entry, soko4, up to soko1 */
      g_assert_cmpint (plan.shown, ==, NHS_LEVEL_SHOWN_FIXED_MAP);
      g_assert_nonnull (strstr (sentence, "from its entry, the bottom level, up: one of the soko4-N maps"));
      g_assert_nonnull (strstr (sentence, "and one of the soko1-N maps"));
      depth1 = nhs_dungeon_describe_depth (m, "The Dungeons of Doom", 1, NULL);
      /* a certain level reads "always …", never "… (always)" */
      g_assert_cmpstr (depth1, ==, "depth 1: always the up stairs out of the dungeon; with the Amulet "
                                   "they lead to the Elemental Planes");
      g_assert_null (strstr (depth1, "the way to The Elemental Planes"));
    }
  /* a dungeon's name inside the sentence: "the way to the Gnomish Mines",
     never "the way to The Gnomish Mines" */
  {
    g_autofree char *mines = nhs_dungeon_kind_phrase ("branch:The Gnomish Mines", "1/3", FALSE, NULL);
    g_autofree char *arrow = nhs_dungeon_kind_phrase ("branch:The Gnomish Mines", "1/3", TRUE, NULL);

    g_assert_cmpstr (mines, ==, "the way to the Gnomish Mines (1/3)");
    g_assert_cmpstr (arrow, ==, "→ The Gnomish Mines (1/3)");
  }
}

/* A translator that shows what passed through it (a word's context, as
   gettext keys it, before a "|"). */
static const char *
bracket (const char *text)
{
  g_autofree char *shown = g_strdup_printf ("[%s]", text);

  g_strdelimit (shown, "\004", '|');

  return g_intern_string (shown);
}

static void
test_known_367 (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_367, &error);
  const NhsDungeonResult *geh;
  int lo, hi;

  g_assert_no_error (error);
  for (int d = 5; d <= 9; d++)
    assert_at (&level (m, "oracle")->depth, d, "1/5");
  assert_at (&level (m, "oracle")->depth, 10, "0");
  {
    g_autofree char *ex = nhs_mpq_to_string (level (m, "bigrm")->exists);
    g_assert_cmpstr (ex, ==, "2/5");
  }
  for (int d = 10; d <= 12; d++)
    assert_at (&level (m, "bigrm")->depth, d, "2/15");
  g_assert_cmpint (level (m, "bigrm")->desc->maps, ==, 10);
  /* Sokoban's branch is the level below the Oracle; its entry the level above that */
  for (int d = 6; d <= 10; d++)
    assert_at (&branch (m, "Sokoban")->depth, d, "1/5");
  for (int d = 5; d <= 9; d++)
    assert_at (&level (m, "soko4")->depth, d, "1/5");
  for (int d = 2; d <= 4; d++)
    assert_at (&branch (m, "The Gnomish Mines")->depth, d, "1/3");
  g_assert_true (nhs_depth_dist_range (&branch (m, "The Quest")->depth, &lo, &hi));
  g_assert_cmpint (lo, ==, 11);
  g_assert_cmpint (hi, ==, 16);
  /* oracle + 6 or + 7: the ends are half as likely */
  assert_at (&branch (m, "The Quest")->depth, 11, "1/10");
  assert_at (&branch (m, "The Quest")->depth, 12, "1/5");
  geh = &g_array_index (m->dungeons, NhsDungeonResult,
                        nhs_dungeon_model_find_dungeon (m, "Gehennom"));
  for (int d = 26; d <= 30; d++)
    assert_at (&geh->depth_start, d, "1/5");
  /* the endgame fix-up: Earth at -1, Astral at -5 */
  assert_at (&level (m, "earth")->depth, -1, "1");
  assert_at (&level (m, "astral")->depth, -5, "1");
  /* the castle is always the last level, with Gehennom's way down */
  {
    g_autofree char *line = nhs_dungeon_describe_depth (m, "The Dungeons of Doom", 7, NULL);

    g_assert_cmpstr (line, ==, "depth 7: an ordinary level (3/5), the way to Sokoban (1/5), "
                               "the Oracle (1/5)");
  }
  g_assert_null (nhs_dungeon_describe_depth (m, "The Dungeons of Doom", 30, NULL));
  /* the window's sidebar writes the same line through the same function,
     every word through its translator (a region's place with its context,
     "place"); the built-in kinds give the model's */
  {
    g_autoptr (GVariant) depths = nhs_dungeon_builtin_depths (NHS_VARIANT_367);
    g_autoptr (GVariant) kinds = nhs_dungeon_depths_lookup (depths, "The Dungeons of Doom", 7);
    g_autofree char *line = nhs_dungeon_describe_kinds (kinds, 7, bracket);

    g_assert_cmpstr (line, ==, "[depth 7:] [an ordinary level] (3/5), [the way to [place|Sokoban]] (1/5), "
                               "[the Oracle] (1/5)");
    g_assert_null (nhs_dungeon_describe_kinds (NULL, 7, bracket));
  }
  /* a certain level: "always" before its words, through the translator */
  {
    g_autofree char *castle = nhs_dungeon_kind_phrase ("castle", "1", FALSE, bracket);
    g_autofree char *branch = nhs_dungeon_kind_phrase ("branch:Sokoban", "1/5", TRUE, bracket);

    g_assert_cmpstr (castle, ==, "[always [the Castle]]");
    g_assert_cmpstr (branch, ==, "→ [Sokoban] (1/5)");
  }
}

static void
test_known_343 (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_343, &error);

  g_assert_no_error (error);
  g_assert_cmpint (level (m, "bigrm")->desc->maps, ==, 5);
  g_assert_cmpint (level (m, "medusa")->desc->maps, ==, 2);
  g_assert_cmpint (nhs_dungeon_model_find_level (m, "tower2"), <, 0);
  assert_at (&level (m, "tower1")->depth, 31, "1/25");
}

/* nhs_dungeon_rooms_branch_above_medusa (): EvilHack's Ice Queen's
   portal on the level right above Medusa's (dungeon.def CHAINBRANCH
   "medusa" -1), given a level of rooms at the depth: the model's chance of
   the portal on a plain level there (no special level of the Dungeons of
   Doom on it: NhsDepthKinds.plain) over the chance of a plain level, read
   here from a fresh model, not from the compact form the code reads; the
   chance the branch draw reads (nhs_dungeon_plain_branches ()) is the same
   number, as the draw of above-Medusa needs. The forest (12-21) may hold
   the portal at 20 and 21 (Medusa at 21 or 22); that share is no level of
   rooms, so the chance there is 8500777/177820270 and 2/19, less than
   Medusa's one level deeper over a plain level, 1/20 and
   112155473/1013575539 (what this function gave before). From 22 on the
   two agree (4/17 is the hand-typed table's 23, 1/4, 2/9, 1/6 its 25-27).
   No other version has the realm. */
static void
test_rooms_branch_above_medusa (void)
{
  static const char *const want_at[] = { "8500777/177820270", "2/19", "167842973/1001594527",
                                         "223530473/945907027", "222750000/890219527", "1/4",
                                         "2/9", "1/6" };
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_EVILHACK, &error);
  int dod;
  mpq_t got, want;

  g_assert_no_error (error);
  dod = nhs_dungeon_model_find_dungeon (m, "The Dungeons of Doom");
  mpq_inits (got, want, NULL);
  for (int d = 18; d <= 29; d++)
    {
      const NhsDepthKinds *dk = nhs_dungeon_model_kinds_at (m, dod, d);
      const NhsDepthKind *plain = NULL;
      g_autoptr (GArray) list = nhs_dungeon_plain_branches (NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, d);

      mpq_set_ui (want, 0, 1);
      for (guint k = 0; dk != NULL && dk->plain != NULL && k < dk->plain->len; k++)
        if (strcmp (g_array_index (dk->plain, NhsDepthKind, k).key, "plain") == 0)
          plain = &g_array_index (dk->plain, NhsDepthKind, k);
      if (plain == NULL)
        {
          g_assert_false (nhs_dungeon_rooms_branch_above_medusa (NHS_VARIANT_EVILHACK, NHS_REGION_ICE_QUEEN,
                                                                 d, got));
          continue;
        }
      for (guint k = 0; k < dk->plain->len; k++)
        if (strcmp (g_array_index (dk->plain, NhsDepthKind, k).key, "branch:The Ice Queen's Realm") == 0)
          mpq_div (want, g_array_index (dk->plain, NhsDepthKind, k).p, plain->p);
      g_assert_true (nhs_dungeon_rooms_branch_above_medusa (NHS_VARIANT_EVILHACK, NHS_REGION_ICE_QUEEN, d, got));
      if (mpq_cmp (got, want) != 0)
        g_error ("depth %d: the Ice Queen's portal %s, on a plain level %s", d,
                 mpq_get_str (NULL, 10, got), mpq_get_str (NULL, 10, want));
      /* the branch draw's portal there: the same */
      g_assert_nonnull (list);
      if (d >= 20 && d <= 27)
        {
          g_autofree char *text = nhs_mpq_to_string (got);

          g_test_message ("depth %d: %s", d, text);
          g_assert_cmpstr (text, ==, want_at[d - 20]);
          g_assert_cmpuint (list->len, ==, 1);
          g_assert_cmpstr (g_array_index (list, NhsPlainBranch, 0).dungeon, ==, "The Ice Queen's Realm");
          g_assert_true (mpq_equal (g_array_index (list, NhsPlainBranch, 0).p, got));
        }
      else
        g_assert_cmpint (mpq_sgn (got), ==, 0);
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (v != NHS_VARIANT_EVILHACK)
      g_assert_false (nhs_dungeon_rooms_branch_above_medusa (v, NHS_REGION_ICE_QUEEN, 22, got));
  mpq_clears (got, want, NULL);
}

/* nhs_dungeon_filler_branch (): EvilHack's Vecna's Domain portal lies on
 * the level right below the valley (dungeon.def CHAINBRANCH "valley" +
 * (1, 0)), always a Gehennom filler, so on a filler at d it is there at
 * the valley's chance one level shallower (the model's levels, not the
 * branch key the code reads) over the fillers' share at d; at 27-31 that
 * is what the real init_dungeons () measured (docs/level-validation.md)
 * and the table nhs-level-stairs.c typed before held; none elsewhere; no
 * other version has the branch. */
static void
test_filler_branch (void)
{
  static const char *const measured[] = { "1", "2/3", "1/2", "1/3", "2/7" };
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_EVILHACK, &error);
  g_autoptr (GVariant) depths = NULL;
  const NhsSpecialLevelResult *valley;
  mpq_t got, want, f;

  g_assert_no_error (error);
  valley = level (m, "valley");
  depths = nhs_dungeon_depths_to_compact (m);
  mpq_inits (got, want, f, NULL);
  for (int d = 20; d <= 45; d++)
    {
      g_autoptr (GVariant) kinds = nhs_dungeon_depths_lookup (depths, "Gehennom", d);
      g_autofree char *filler = nhs_dungeon_filler_share (kinds);
      g_autofree char *text = NULL;

      g_assert_true (nhs_dungeon_filler_branch (NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, NHS_REGION_VECNA, d, got));
      text = nhs_mpq_to_string (got);
      g_assert_cmpint (mpq_set_str (f, filler, 10), ==, 0);
      mpq_canonicalize (f);
      if (kinds == NULL || mpq_sgn (f) == 0)
        {
          g_assert_cmpint (mpq_sgn (got), ==, 0);
          continue;
        }
      mpq_div (want, valley->depth.p[d - 1 - NHS_DUNGEON_DEPTH_LO], f);
      g_test_message ("depth %d: %s", d, text);
      g_assert_true (mpq_equal (got, want));
      if (d >= 27 && d <= 31)
        g_assert_cmpstr (text, ==, measured[d - 27]);
      else
        g_assert_cmpint (mpq_sgn (got), ==, 0);
      /* the level generator draws a filler's branch from
         nhs_dungeon_plain_branches () of Gehennom (nhs_lev_filler_branch
         ()): its portal there is this chance, worked out the other way */
      {
        g_autoptr (GArray) list = nhs_dungeon_plain_branches (NHS_VARIANT_EVILHACK,
                                                              NHS_REGION_GEHENNOM, d);
        gboolean seen = FALSE;

        for (guint i = 0; list != NULL && i < list->len; i++)
          {
            const NhsPlainBranch *b = &g_array_index (list, NhsPlainBranch, i);

            if (b->end != NHS_BRANCH_END_PORTAL)
              continue;
            seen = TRUE;
            g_assert_true (mpq_equal (b->p, got));
          }
        g_assert_true (seen == (mpq_sgn (got) > 0));
      }
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (v != NHS_VARIANT_EVILHACK)
      g_assert_false (nhs_dungeon_filler_branch (v, NHS_REGION_GEHENNOM, NHS_REGION_VECNA, 28, got));
  mpq_clears (got, want, f, NULL);
}

/* nhs_dungeon_rooms_above_medusa () against an enumeration of the
   Dungeons of Doom's lengths (the model's) and Medusa's place on each
   (dungeon.c place_level (): uniform over the positions its base and
   range give, counted from the bottom), in every version whose other
   special levels all lie above Medusa's shallowest depth (so none takes
   Medusa's place or a level at the depths checked): the level at D is
   plain with Medusa deeper (A) or shallower (B, D not the Castle's);
   below Medusa makelevel () makes rooms 1 time in 5 where the version
   makes mazes there (mklev.c: rn2 (5) && depth > Medusa's).  The chance
   is A / (A + B r).  xNetHack's row by hand from dungeon.lua (25-29
   levels, Medusa 5 to 2 from the bottom): 21-28 1, 17/18, 14/17, 5/8,
   1/2, 1/3, 1/6, 0. */
static void
test_rooms_above_medusa (void)
{
  static const char *const xnh[] = { "1", "17/18", "14/17", "5/8", "1/2", "1/3", "1/6", "0" };
  int checked = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, &error);
      const NhsSpecialLevelResult *med;
      const NhsDungeonResult *doom;
      int med_lo, med_hi, other_hi = 0, n_lo, n_hi, lo, hi, dg;
      mpq_t got, want, a, b, w;

      g_assert_no_error (error);
      med = level (m, "medusa");
      dg = med->dungeon;
      doom = &g_array_index (m->dungeons, NhsDungeonResult, dg);
      g_assert_true (nhs_depth_dist_range (&med->depth, &med_lo, &med_hi));
      for (guint i = 0; i < m->levels->len; i++)
        {
          const NhsSpecialLevelResult *l = &g_array_index (m->levels, NhsSpecialLevelResult, i);

          if (l->dungeon == dg && l != med && strcmp (l->desc->name, "castle") != 0
              && nhs_depth_dist_range (&l->depth, &lo, &hi))
            other_hi = MAX (other_hi, hi);
        }
      mpq_inits (got, want, a, b, w, NULL);
      /* above Medusa's shallowest depth the level is always above it */
      for (int d = MAX (other_hi + 1, 2); d <= med_lo; d++)
        {
          g_assert_true (nhs_dungeon_rooms_above_medusa (v, d, got));
          g_assert_cmpint (mpq_cmp_ui (got, 1, 1), ==, 0);
        }
      if (other_hi >= med_lo)
        {
          g_test_message ("%s: another special level reaches depth %d, Medusa's shallowest %d:"
                          " not enumerated", nhs_variant_get (v)->key, other_hi, med_lo);
          mpq_clears (got, want, a, b, w, NULL);
          continue;
        }
      g_assert_true (nhs_depth_dist_range (&doom->levels, &n_lo, &n_hi));
      g_assert_true (nhs_depth_dist_range (&doom->depth_start, &lo, &hi));
      g_assert_cmpint (lo, ==, hi);
      for (int d = med_lo; d <= med_hi + 1; d++)
        {
          mpq_set_ui (a, 0, 1);
          mpq_set_ui (b, 0, 1);
          for (int n = n_lo; n <= n_hi; n++)
            {
              int first = n + med->desc->base + 1, count = MIN (med->desc->range, n - first + 1);
              int castle = lo + n - 1;

              g_assert_cmpint (count, >, 0);
              for (int pos = first; pos < first + count; pos++)
                {
                  int md = lo + pos - 1;

                  mpq_set (w, doom->levels.p[n - NHS_DUNGEON_DEPTH_LO]);
                  mpz_mul_ui (mpq_denref (w), mpq_denref (w), (unsigned long) count);
                  mpq_canonicalize (w);
                  if (md > d)
                    mpq_add (a, a, w);
                  else if (md < d && d < castle)
                    mpq_add (b, b, w);
                }
            }
          if (nhs_variant_get (v)->mazes_below_medusa)
            mpz_mul_ui (mpq_denref (b), mpq_denref (b), 5), mpq_canonicalize (b);
          mpq_add (w, a, b);
          if (mpq_sgn (w) == 0)
            {
              /* no plain level there: the Castle's or none */
              g_assert_false (nhs_dungeon_rooms_above_medusa (v, d, got));
              continue;
            }
          mpq_div (want, a, w);
          g_assert_true (nhs_dungeon_rooms_above_medusa (v, d, got));
          if (mpq_cmp (got, want) != 0)
            g_error ("%s depth %d: %s above Medusa, enumerated %s", nhs_variant_get (v)->key, d,
                     mpq_get_str (NULL, 10, got), mpq_get_str (NULL, 10, want));
          if (v == NHS_VARIANT_XNETHACK && d - med_lo < (int) G_N_ELEMENTS (xnh))
            {
              mpq_set_str (want, xnh[d - med_lo], 10);
              mpq_canonicalize (want);
              g_assert_cmpint (mpq_cmp (got, want), ==, 0);
            }
          checked++;
        }
      mpq_clears (got, want, a, b, w, NULL);
    }
  /* 3.4.3, 3.6.7, 3.7, 5.0.0, SLASH'EM, xNetHack: Medusa's 8 depths each */
  g_assert_cmpint (checked, >=, 6 * 8);
}

/* Every distribution adds up: lengths and first depths to the dungeon's
   existence, a level's depths to its existence, and at every depth the
   ordinary and "none" chances leave room for the special levels. */
static void
test_totals (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, &error);
      mpq_t sum, one;

      if (m == NULL)
        {
          g_assert_error (error, NHS_ERROR, NHS_ERROR_INVALID);
          g_test_message ("%s: %s", nhs_variant_get (v)->key, error->message);
          continue;
        }
      mpq_inits (sum, one, NULL);
      mpq_set_ui (one, 1, 1);
      for (guint d = 0; d < m->dungeons->len; d++)
        {
          const NhsDungeonResult *r = &g_array_index (m->dungeons, NhsDungeonResult, d);

          g_assert_cmpint (mpq_cmp (r->exists, one), ==, 0);
          mpq_set_ui (sum, 0, 1);
          for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
            mpq_add (sum, sum, r->levels.p[i]);
          g_assert_cmpint (mpq_cmp (sum, one), ==, 0);
          mpq_set_ui (sum, 0, 1);
          for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
            mpq_add (sum, sum, r->depth_start.p[i]);
          g_assert_cmpint (mpq_cmp (sum, one), ==, 0);
        }
      for (guint l = 0; l < m->levels->len; l++)
        {
          const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);

          g_assert_cmpint (mpq_sgn (r->exists), >, 0);
          g_assert_cmpint (mpq_cmp (r->exists, one), <=, 0);
          /* a swapped lair is each of its two names one game in two */
          if (r->desc->chance >= 100 && r->desc->swap_name)
            g_assert_cmpint (mpq_cmp_ui (r->exists, 1, 2), ==, 0);
          else if (r->desc->chance >= 100)
            g_assert_cmpint (mpq_cmp (r->exists, one), ==, 0);
        }
      for (guint i = 0; i < m->by_depth->len; i++)
        {
          const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
          mpq_t plain, all;

          mpq_inits (plain, all, NULL);
          for (guint k = 0; k < dk->kinds->len; k++)
            {
              const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);

              g_assert_cmpint (mpq_sgn (kind->p), >, 0);
              mpq_add (all, all, kind->p);
              if (strcmp (kind->key, "ordinary") == 0 || strcmp (kind->key, "none") == 0)
                mpq_add (plain, plain, kind->p);
            }
          g_assert_cmpint (mpq_cmp (plain, one), <=, 0);
          g_assert_cmpint (mpq_cmp (all, one), >=, 0);
          mpq_clears (plain, all, NULL);
        }
      mpq_clears (sum, one, NULL);
    }
}

/* ---------------------------------------------------------------------
 * The game's procedure, literally, with a random number generator:
 * place_level() tries positions in random order and backtracks;
 * parent_dlevel() walks on from rn2(num).  Written independently of the
 * model's enumeration, to show that the two agree. */

typedef struct {
  const NhsDungeonDesc *desc;
  GRand *rand;
  int n[64];                 /* levels per dungeon */
  int start[64];             /* first depth */
  int start_drawn[64];       /* ... before the endgame fix-up */
  int entry[64];
  gboolean exists[64][32];
  int pos[64][32];
  int br_level[64];          /* parent-side level of each dungeon's entry branch */
  int br_parent[64];
  gboolean swapped[64][32];  /* xNetHack's percent(50): swap_name holds the level */
} Sim;

static int
sim_rn2 (Sim *s, int n)
{
  return g_rand_int_range (s->rand, 0, n);
}

static int
find_level (const NhsDungeonDungeonDesc *dg, const char *name)
{
  for (guint k = 0; k < dg->levels->len; k++)
    if (strcmp (((NhsDungeonLevelDesc *) g_ptr_array_index (dg->levels, k))->name, name) == 0)
      return k;
  return -1;
}

static int
range_of (int n, int base, int range, int chain_pos, int *start)
{
  if (chain_pos >= 0)
    base += chain_pos;
  else if (base < 0)
    base = n + base + 1;
  g_assert_true (base >= 1 && base <= n);
  *start = base;
  if (range)
    return base + range - 1 > n ? n - base + 1 : range;
  return 1;
}

static gboolean
sim_place (Sim *s, int d, int k)
{
  const NhsDungeonDungeonDesc *dg = g_ptr_array_index (s->desc->dungeons, d);
  const NhsDungeonLevelDesc *l;
  gboolean map[64] = { FALSE };
  int start, count, npossible;

  if (k == (int) dg->levels->len)
    return TRUE;
  if (!s->exists[d][k])
    return sim_place (s, d, k + 1);
  l = g_ptr_array_index (dg->levels, k);
  count = range_of (s->n[d], l->base, l->range,
                    l->chain ? s->pos[d][find_level (dg, l->chain)] : -1, &start);
  for (int i = start; i < start + count; i++)
    map[i] = TRUE;
  for (int o = 0; o < k; o++)
    if (s->exists[d][o] && map[s->pos[d][o]])
      {
        map[s->pos[d][o]] = FALSE;
        count--;
      }
  for (npossible = count; npossible; npossible--)
    {
      int nth = sim_rn2 (s, npossible), x;

      for (x = 1; x < 64; x++)
        if (map[x] && !nth--)
          break;
      s->pos[d][k] = x;
      if (sim_place (s, d, k + 1))
        return TRUE;
      map[x] = FALSE;
    }
  return FALSE;
}

static void
sim_run (Sim *s)
{
  guint n_dg = s->desc->dungeons->len;

  for (guint d = 0; d < n_dg; d++)
    {
      const NhsDungeonDungeonDesc *dg = g_ptr_array_index (s->desc->dungeons, d);

      s->n[d] = dg->range ? dg->base + sim_rn2 (s, dg->range) : dg->base;
      s->entry[d] = dg->entry < 0 ? MAX (1, s->n[d] + dg->entry + 1)
                    : dg->entry > 0 ? MIN (dg->entry, s->n[d]) : 1;
      s->br_parent[d] = -1;
      s->start[d] = 1;
      if (d > 0 && !dg->unconnected)
        {
          /* find the branch: an earlier dungeon's entry naming this one */
          for (guint p = 0; p < d && s->br_parent[d] < 0; p++)
            {
              const NhsDungeonDungeonDesc *pg = g_ptr_array_index (s->desc->dungeons, p);

              for (guint b = 0; b < pg->branches->len; b++)
                {
                  const NhsDungeonBranchDesc *br = g_ptr_array_index (pg->branches, b);
                  int start, num, i, j;
                  gboolean held;

                  if (strcmp (br->child, dg->name) != 0)
                    continue;
                  num = range_of (s->n[p], br->base, br->range,
                                  br->chain ? s->pos[p][find_level (pg, br->chain)] : -1,
                                  &start);
                  i = j = sim_rn2 (s, num);
                  do
                    {
                      if (++i >= num)
                        i = 0;
                      held = s->br_parent[p] >= 0 && s->entry[p] == start + i;
                      for (guint o = 0; o < d && !held; o++)
                        held = s->br_parent[o] == (int) p && s->br_level[o] == start + i;
                    }
                  while (held && i != j);
                  s->br_parent[d] = p;
                  s->br_level[d] = start + i;
                  s->start[d] = s->start_drawn[p] + s->br_level[d] - 1
                                + (br->type == NHS_BRANCH_PORTAL ? 0 : br->up ? -1 : 1)
                                - (s->entry[d] - 1);
                  break;
                }
            }
          g_assert_cmpint (s->br_parent[d], >=, 0);
        }
      for (guint k = 0; k < dg->levels->len; k++)
        {
          const NhsDungeonLevelDesc *l = g_ptr_array_index (dg->levels, k);

          s->exists[d][k] = sim_rn2 (s, 100) < l->chance;
          /* one coin per pair of lairs: the partner, if drawn already,
             holds the other name */
          s->swapped[d][k] = l->swap_name != NULL && sim_rn2 (s, 2);
          for (guint o = 0; o < d && l->swap_name; o++)
            {
              const NhsDungeonDungeonDesc *og = g_ptr_array_index (s->desc->dungeons, o);
              int ok = find_level (og, l->swap_name);

              if (ok >= 0 && g_strcmp0 (((NhsDungeonLevelDesc *) g_ptr_array_index (og->levels, ok))->swap_name,
                                        l->name) == 0)
                s->swapped[d][k] = s->swapped[o][ok];
            }
        }
      g_assert_true (sim_place (s, d, 0));
      /* the endgame fix-up: the dungeon with "dummy" moves up one */
      s->start_drawn[d] = s->start[d];
      if (find_level (dg, "dummy") >= 0 && s->n[d] > 1 - s->start[d])
        s->start[d]--;
    }
}

/* the most kinds a level above a dungeon's entry can be */
#define MAXKINDS 64

static void
test_sampled (gconstpointer data)
{
  NhsVariantId v = GPOINTER_TO_INT (data);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, &error);
  Sim s = { 0 };
  const int runs = 100000;
  int n_levels;
  int *counts, *ordinary, *climbed, *plain;
  double worst = 0;

  g_assert_no_error (error);
  s.desc = m->desc;
  s.rand = g_rand_new_with_seed (12345);
  n_levels = m->levels->len;
  counts = g_new0 (int, (n_levels + m->branches->len) * NHS_DUNGEON_DEPTH_N);
  ordinary = g_new0 (int, m->by_depth->len);
  climbed = g_new0 (int, m->by_climb->len * (MAXKINDS));
  plain = g_new0 (int, m->by_depth->len * (MAXKINDS));
  for (int r = 0; r < runs; r++)
    {
      int l = 0;

      sim_run (&s);
      for (guint d = 0; d < m->desc->dungeons->len; d++)
        {
          const NhsDungeonDungeonDesc *dg = g_ptr_array_index (m->desc->dungeons, d);

          for (guint k = 0; k < dg->levels->len; k++, l++)
            {
              const NhsDungeonLevelDesc *ld = g_ptr_array_index (dg->levels, k);
              /* the model lists a swapped level's other name right after it */
              int at = l + (s.swapped[d][k] ? 1 : 0);

              if (ld->swap_name)
                l++;
              if (s.exists[d][k])
                counts[at * NHS_DUNGEON_DEPTH_N + s.start[d] + s.pos[d][k] - 1 - NHS_DUNGEON_DEPTH_LO]++;
            }
        }
      for (guint b = 0; b < m->branches->len; b++)
        {
          const NhsBranchResult *br = &g_array_index (m->branches, NhsBranchResult, b);

          counts[(n_levels + b) * NHS_DUNGEON_DEPTH_N + s.start_drawn[br->parent]
                 + s.br_level[br->child] - 1 - NHS_DUNGEON_DEPTH_LO]++;
        }
      /* ordinary levels: neither a special level nor a branch end (but the
         one into the dungeon, and Ludios's portal, which moves later) */
      for (guint i = 0; i < m->by_depth->len; i++)
        {
          const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
          const NhsDungeonDungeonDesc *dg = g_ptr_array_index (m->desc->dungeons, dk->dungeon);
          int x = dk->depth - s.start[dk->dungeon] + 1;
          gboolean held = FALSE;

          if (x < 1 || x > s.n[dk->dungeon])
            continue;
          for (guint k = 0; k < dg->levels->len && !held; k++)
            held = s.exists[dk->dungeon][k] && s.pos[dk->dungeon][k] == x;
          for (guint c = 0; c < m->desc->dungeons->len && !held; c++)
            held = s.br_parent[c] == dk->dungeon && s.br_level[c] == x
                   && !((NhsDungeonDungeonDesc *) g_ptr_array_index (m->desc->dungeons, c))->floating_entry;
          if (!held)
            ordinary[i]++;
        }
      /* plain levels: no special level there (a branch end may be), and
         the branch ends they hold (the model's NhsDepthKinds.plain, from
         which the level generator's branches come) */
      for (guint i = 0; i < m->by_depth->len; i++)
        {
          const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
          const NhsDungeonDungeonDesc *dg = g_ptr_array_index (m->desc->dungeons, dk->dungeon);
          int x = dk->depth - s.start[dk->dungeon] + 1;
          gboolean special = FALSE;

          if (x < 1 || x > s.n[dk->dungeon])
            continue;
          for (guint k = 0; k < dg->levels->len && !special; k++)
            special = s.exists[dk->dungeon][k] && s.pos[dk->dungeon][k] == x;
          if (special)
            continue;
          if (dk->plain == NULL)
            g_error ("%s depth %d: a plain level, which the model gives no chance", dg->name, dk->depth);
          for (guint c = 0; c <= m->desc->dungeons->len; c++)
            {
              const NhsDungeonDungeonDesc *cg = c < m->desc->dungeons->len
                ? g_ptr_array_index (m->desc->dungeons, c) : NULL;
              g_autofree char *key = NULL;
              guint k = 0;

              if (cg == NULL)
                key = g_strdup ("plain");
              else if (s.br_parent[c] == dk->dungeon && s.br_level[c] == x && !cg->floating_entry)
                key = g_strdup_printf ("branch:%s", cg->name);
              else
                continue;
              while (k < dk->plain->len && strcmp (g_array_index (dk->plain, NhsDepthKind, k).key, key) != 0)
                k++;
              if (k == dk->plain->len)
                g_error ("%s depth %d: %s on a plain level, which the model gives no chance", dg->name,
                         dk->depth, key);
              g_assert_cmpuint (k, <, MAXKINDS);
              plain[i * MAXKINDS + k]++;
            }
        }
      /* the level L above each dungeon's entry: every kind it holds */
      for (guint i = 0; i < m->by_climb->len; i++)
        {
          const NhsDepthKinds *dk = &g_array_index (m->by_climb, NhsDepthKinds, i);
          const NhsDungeonDungeonDesc *dg = g_ptr_array_index (m->desc->dungeons, dk->dungeon);
          int x = s.entry[dk->dungeon] - dk->depth;
          g_autoptr (GPtrArray) held = g_ptr_array_new_with_free_func (g_free);

          if (x < 1)
            g_ptr_array_add (held, g_strdup ("none"));
          for (guint k = 0; k < dg->levels->len && x >= 1; k++)
            if (s.exists[dk->dungeon][k] && s.pos[dk->dungeon][k] == x)
              {
                const NhsDungeonLevelDesc *ld = g_ptr_array_index (dg->levels, k);

                g_ptr_array_add (held, g_strdup (s.swapped[dk->dungeon][k] ? ld->swap_name : ld->name));
              }
          for (guint c = 0; c < m->desc->dungeons->len && x >= 1; c++)
            {
              const NhsDungeonDungeonDesc *cg = g_ptr_array_index (m->desc->dungeons, c);

              if (s.br_parent[c] == dk->dungeon && s.br_level[c] == x && !cg->floating_entry)
                g_ptr_array_add (held, g_strdup_printf ("branch:%s", cg->name));
            }
          if (held->len == 0)
            g_ptr_array_add (held, g_strdup ("ordinary"));
          for (guint h = 0; h < held->len; h++)
            {
              guint k = 0;

              while (k < dk->kinds->len
                     && strcmp (g_array_index (dk->kinds, NhsDepthKind, k).key, held->pdata[h]) != 0)
                k++;
              if (k == dk->kinds->len)
                g_error ("%s, %d above the entry: %s, which the model gives no chance",
                         dg->name, dk->depth, (const char *) held->pdata[h]);
              g_assert_cmpuint (k, <, MAXKINDS);
              climbed[i * MAXKINDS + k]++;
            }
        }
    }
  for (guint i = 0; i < m->by_climb->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_climb, NhsDepthKinds, i);
      int total = runs;   /* every game draws every dungeon */
      for (guint k = 0; k < dk->kinds->len && k < MAXKINDS; k++)
        {
          double p = mpq_get_d (g_array_index (dk->kinds, NhsDepthKind, k).p);
          double f = climbed[i * MAXKINDS + k] / (double) total;
          double sigma = sqrt (p * (1 - p) / total) + 1e-9;

          worst = MAX (worst, fabs (f - p) / sigma);
        }
    }
  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
      double p = 0, f = ordinary[i] / (double) runs, sigma;

      for (guint k = 0; k < dk->kinds->len; k++)
        if (strcmp (g_array_index (dk->kinds, NhsDepthKind, k).key, "ordinary") == 0)
          p = mpq_get_d (g_array_index (dk->kinds, NhsDepthKind, k).p);
      sigma = sqrt (p * (1 - p) / runs) + 1e-9;
      if (p == 0)
        g_assert_cmpint (ordinary[i], ==, 0);
      else
        worst = MAX (worst, fabs (f - p) / sigma);
    }
  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);

      for (guint k = 0; dk->plain != NULL && k < dk->plain->len && k < MAXKINDS; k++)
        {
          double p = mpq_get_d (g_array_index (dk->plain, NhsDepthKind, k).p);
          double f = plain[i * MAXKINDS + k] / (double) runs;
          double sigma = sqrt (p * (1 - p) / runs) + 1e-9;

          worst = MAX (worst, fabs (f - p) / sigma);
        }
    }
  for (int i = 0; i < n_levels + (int) m->branches->len; i++)
    {
      const NhsDepthDist *dist = i < n_levels
        ? &g_array_index (m->levels, NhsSpecialLevelResult, i).depth
        : &g_array_index (m->branches, NhsBranchResult, i - n_levels).depth;

      for (int x = 0; x < NHS_DUNGEON_DEPTH_N; x++)
        {
          double p = mpq_get_d (dist->p[x]);
          int c = counts[i * NHS_DUNGEON_DEPTH_N + x];
          double f = c / (double) runs;
          double sigma = sqrt (p * (1 - p) / runs) + 1e-9;

          if (p == 0)
            g_assert_cmpint (c, ==, 0);
          else
            worst = MAX (worst, fabs (f - p) / sigma);
        }
    }
  g_test_message ("%s: %d runs, largest deviation %.2f sigma", nhs_variant_get (v)->key, runs,
                  worst);
  g_assert_cmpfloat (worst, <, 5.5);
  g_free (counts);
  g_free (ordinary);
  g_free (climbed);
  g_free (plain);
  g_rand_free (s.rand);
}

/* The depth ranges the situation checks --depth against (and the sidebar's
   slider spans), the levels above a builds-up region's entry and the
   sidebar's by-depth kinds are the model's, for every version and region:
   the build computed them with the model (src/gen/nhs-dungeon-compile.c)
   and the core reads them from its resource; nothing states them again. */
static void
test_region_ranges (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, &error);

      g_assert_no_error (error);
      for (int r = 0; r < NHS_N_REGIONS; r++)
        {
          int a, b, c, d;
          gboolean x = nhs_dungeon_region_range (m, r, &a, &b);
          gboolean y = nhs_region_depth_range (v, r, &c, &d);

          g_test_message ("%s %s: model %d-%d, situation %d-%d", nhs_variant_get (v)->key,
                          nhs_region_info (r)->key, a, b, c, d);
          g_assert_cmpint (x, ==, y);
          g_assert_cmpint (a, ==, c);
          g_assert_cmpint (b, ==, d);
          g_assert_cmpint (nhs_dungeon_region_levels_above_entry (m, r), ==,
                           nhs_region_levels_above_entry (v, r));
        }
      {
        g_autoptr (GVariant) builtin = nhs_dungeon_builtin_depths (v);
        g_autoptr (GVariant) fresh = nhs_dungeon_depths_to_compact (m);

        g_assert_nonnull (builtin);
        g_assert_true (g_variant_equal (builtin, fresh));
      }
      {
        g_autoptr (GVariant) builtin = nhs_dungeon_builtin_climbs (v);
        g_autoptr (GVariant) fresh = nhs_dungeon_climbs_to_compact (m);

        g_assert_nonnull (builtin);
        g_assert_true (g_variant_equal (builtin, fresh));
      }
    }
}

/* The kinds of the situation's level as "key=p,key=p", in order. */
static char *
situation_kinds (const NhsSituation *sit)
{
  g_autoptr (GVariant) kinds = nhs_dungeon_situation_kinds (sit);
  GString *out = g_string_new (NULL);
  GVariantIter iter;
  const char *key, *p;

  if (kinds == NULL)
    return g_string_free (out, TRUE);
  g_variant_iter_init (&iter, kinds);
  while (g_variant_iter_next (&iter, "(&s&s)", &key, &p))
    g_string_append_printf (out, "%s%s=%s", out->len ? "," : "", key, p);
  return g_string_free (out, FALSE);
}

/* A builds-up region climbed `climbed` levels, at the shallowest depth
   that climb allows: the level must be want (with chance 1). */
static void
assert_climbed (NhsVariantId v,
                NhsRegion    region,
                int          climbed,
                const char  *want)
{
  NhsSituation sit;
  g_autofree char *got = NULL, *expect = g_strdup_printf ("%s=1", want);
  int lo, hi;

  nhs_situation_init (&sit);
  sit.variant = v;
  sit.region = region;
  sit.levels_above_entry = climbed;
  g_assert_true (nhs_situation_depth_range (&sit, &lo, &hi));
  for (sit.depth = lo; sit.depth <= hi; sit.depth++)
    {
      g_assert_cmpint (nhs_situation_climbed (&sit), ==, climbed);
      g_free (got);
      got = situation_kinds (&sit);
      g_test_message ("%s %s depth %d, %d climbed: %s", nhs_variant_get (v)->key,
                      nhs_region_info (region)->key, sit.depth, climbed, got);
      g_assert_cmpstr (got, ==, expect);
    }
}

/* Issue 24: the level a situation stands on, against the real games.
   tests/data/dungeon-real-golden.json holds, for each version, how often
   each kind of level lay where each region, depth and climb puts the hero
   in 60,000 (3.4.3: 200,000) runs of the game's own init_dungeons () (its dungeon.c with
   its dat/dungeon.def through its own dgn_comp, or its dat/dungeon.lua
   through its own nhlua.c, in an instrument outside the repository;
   docs/dungeon-validation.md): for a whole dungeon, among the runs where
   it has a level at the depth; for named levels, among the runs where one
   of them lies there; for a climb, the level that many above the entry at
   that depth; for a Plane, where it lies among the Planes by the
   Sanctum's depth.  Every depth seen must be one the situation accepts,
   every count within 5 standard deviations of the model's chance, and a
   kind of chance 0 (or 1) never (always) seen. */
static void
test_situation_real (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "dungeon-real-golden.json", NULL);
  JsonObject *root;
  GList *versions;
  int checked = 0;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  versions = json_object_get_members (root);
  g_assert_cmpint (g_list_length (versions), ==, NHS_N_VARIANTS);
  for (GList *l = versions; l != NULL; l = l->next)
    {
      JsonObject *v = json_object_get_object_member (root, l->data);
      JsonArray *cells = json_object_get_array_member (v, "cells");
      const NhsVariant *variant = nhs_variant_from_key (l->data);

      g_assert_nonnull (variant);
      g_assert_cmpint (json_array_get_length (cells), >, 20);
      for (guint i = 0; i < json_array_get_length (cells); i++)
        {
          JsonObject *c = json_array_get_object_element (cells, i);
          JsonObject *counts = json_object_get_object_member (c, "counts");
          double n = (double) json_object_get_int_member (c, "n");
          g_autoptr (GVariant) kinds = NULL;
          GList *seen = json_object_get_members (counts);
          GVariantIter iter;
          const char *key, *p;
          NhsSituation sit;
          int lo, hi, matched = 0;

          nhs_situation_init (&sit);
          sit.variant = variant->id;
          g_assert_true (nhs_region_from_key (json_object_get_string_member (c, "region"), &sit.region));
          sit.depth = (int) json_object_get_int_member (c, "depth");
          if (json_object_has_member (c, "climbed"))
            sit.levels_above_entry = (int) json_object_get_int_member (c, "climbed");
          g_test_message ("%s %s depth %d climbed %d", variant->key,
                          nhs_region_info (sit.region)->key, sit.depth, sit.levels_above_entry);
          g_assert_true (nhs_situation_depth_range (&sit, &lo, &hi));
          g_assert_cmpint (sit.depth, >=, lo);
          g_assert_cmpint (sit.depth, <=, hi);
          kinds = nhs_dungeon_situation_kinds (&sit);
          g_assert_nonnull (kinds);
          g_variant_iter_init (&iter, kinds);
          while (g_variant_iter_next (&iter, "(&s&s)", &key, &p))
            {
              double q = 0, count = json_object_has_member (counts, key)
                                    ? (double) json_object_get_int_member (counts, key) : 0;
              mpq_t f;

              mpq_init (f);
              g_assert_cmpint (mpq_set_str (f, p, 10), ==, 0);
              mpq_canonicalize (f);
              q = mpq_get_d (f);
              mpq_clear (f);
              matched += count > 0;
              if (q >= 1)
                g_assert_cmpfloat (count, ==, n);
              else
                g_assert_cmpfloat (fabs (count - n * q), <=, 5 * sqrt (n * q * (1 - q)));
              checked++;
            }
          /* every kind seen is one the model gives */
          g_assert_cmpint (matched, ==, (int) g_list_length (seen));
          g_list_free (seen);
        }
    }
  g_list_free (versions);
  g_assert_cmpint (checked, >, 1000);
}

/* Issue 24: the level a situation stands on, against the games' dungeon
   files.  Sokoban (4, 0) is entered at its bottom (ENTRY -1), soko_j at
   level j, so L levels climbed reach soko(4 - L) at any depth; Vlad's
   Tower likewise (three levels, four in EvilHack and xNetHack); xNetHack's Wizard's
   Tower (entry -1) and EvilHack's (ENTRY 3 of 3) reach wizard(3 - L);
   EvilHack's Purgatory (2, 0), ENTRY -1.  The Planes (6 levels, ENTRY -2:
   the fifth) hold earth, air, fire, water, astral at 5, 4, 3, 2, 1 — the
   first to the fifth plane from the entry — except EvilHack, which draws
   earth, air, fire and water at (2, 4) each: any of them is the first to
   the fourth plane with 1/4. */
static void
test_situation_place (void)
{
  static const char *const planes[] = { "earth", "air", "fire", "water", "astral" };
  static const NhsRegion plane_regions[] = { NHS_REGION_EARTH, NHS_REGION_AIR, NHS_REGION_FIRE,
                                             NHS_REGION_WATER, NHS_REGION_ASTRAL };

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      int vlad = v == NHS_VARIANT_EVILHACK || v == NHS_VARIANT_XNETHACK ? 4 : 3;

      for (int L = 0; L < 4 && variant->builds_up_difficulty; L++)
        {
          g_autofree char *soko = g_strdup_printf ("soko%d", 4 - L);

          assert_climbed (v, NHS_REGION_SOKOBAN, L, soko);
        }
      for (int L = 0; L < vlad && variant->builds_up_difficulty; L++)
        {
          g_autofree char *tower = g_strdup_printf ("tower%d", vlad - L);

          assert_climbed (v, NHS_REGION_VLAD, L, tower);
        }
      for (int L = 0; L < 3 && (v == NHS_VARIANT_XNETHACK || v == NHS_VARIANT_EVILHACK); L++)
        {
          g_autofree char *wizard = g_strdup_printf ("wizard%d", 3 - L);

          assert_climbed (v, v == NHS_VARIANT_XNETHACK ? NHS_REGION_WIZARD_TOWER
                                                       : NHS_REGION_WIZARD_DUNGEON, L, wizard);
        }
      for (int L = 0; L < 2 && v == NHS_VARIANT_EVILHACK; L++)
        {
          g_autofree char *purgatory = g_strdup_printf ("purgatory-%d", 2 - L);

          assert_climbed (v, NHS_REGION_PURGATORY, L, purgatory);
        }
      if (!variant->builds_up_difficulty)
        {
          /* where the climb does not count, the depth alone places the level */
          NhsSituation sit;

          nhs_situation_init (&sit);
          sit.variant = v;
          sit.region = NHS_REGION_SOKOBAN;
          sit.levels_above_entry = 2;
          g_assert_cmpint (nhs_situation_climbed (&sit), ==, -1);
        }
      for (guint p = 0; p < G_N_ELEMENTS (planes); p++)
        {
          NhsSituation sit;
          g_autofree char *got = NULL;
          g_autofree char *want = NULL;

          nhs_situation_init (&sit);
          sit.variant = v;
          sit.region = plane_regions[p];
          g_assert_true (nhs_situation_depth_range (&sit, &sit.depth, NULL));
          got = situation_kinds (&sit);
          if (v == NHS_VARIANT_EVILHACK && p < 4)
            want = g_strdup ("plane:1=1/4,plane:2=1/4,plane:3=1/4,plane:4=1/4");
          else
            want = g_strdup_printf ("plane:%u=1", p + 1);
          g_test_message ("%s %s: %s", variant->key, planes[p], got);
          g_assert_cmpstr (got, ==, want);
        }
    }

  /* the Dungeons of Doom have a level at every depth down to 25: given
     that, the kinds are the model's own, a special level and a branch on
     one level (the big room with the Quest's portal) counted in each */
  {
    g_autoptr (GVariant) depths = nhs_dungeon_builtin_depths (NHS_VARIANT_367);
    NhsSituation sit;

    nhs_situation_init (&sit);
    sit.variant = NHS_VARIANT_367;
    for (sit.depth = 1; sit.depth <= 25; sit.depth++)
      {
        g_autoptr (GVariant) want = nhs_dungeon_depths_lookup (depths, "The Dungeons of Doom",
                                                               sit.depth);
        g_autoptr (GVariant) got = nhs_dungeon_situation_kinds (&sit);

        g_assert_true (g_variant_equal (want, got));
      }
  }
  /* the Planes' levels by their names, not the game's keys; the dummy
     level is dungeon.def's placeholder for the surface */
  g_assert_cmpstr (nhs_dungeon_kind_title ("earth"), ==, "the Plane of Earth");
  g_assert_cmpstr (nhs_dungeon_kind_title ("astral"), ==, "the Astral Plane");
  g_assert_cmpstr (nhs_dungeon_kind_title ("dummy"), ==, "a placeholder for the surface, never reached");
  /* the dungeon whose row the Dungeon page marks: xNetHack's Wizard's
     Tower is a dungeon of its own (dat/dungeon.lua), vanilla's lies in
     Gehennom (dungeon.def); a Plane's depth is the Sanctum's: Gehennom's */
  g_assert_cmpstr (nhs_dungeon_region_dungeon_in (NHS_VARIANT_XNETHACK, NHS_REGION_WIZARD_TOWER), ==,
                   "The Wizard's Tower");
  g_assert_cmpstr (nhs_dungeon_region_dungeon_in (NHS_VARIANT_367, NHS_REGION_WIZARD_TOWER), ==,
                   "Gehennom");
  g_assert_cmpstr (nhs_dungeon_region_dungeon_in (NHS_VARIANT_367, NHS_REGION_SOKOBAN), ==, "Sokoban");
  g_assert_cmpstr (nhs_dungeon_region_dungeon_in (NHS_VARIANT_367, NHS_REGION_EARTH), ==, "Gehennom");
  g_assert_null (nhs_dungeon_region_dungeon_in (NHS_VARIANT_SLASHEM, NHS_REGION_ROGUE));
  /* with the Amulet and no climb given, the depth alone: 3.6.7's Sokoban
     entry lies where the Oracle does, 5 to 9 with 1/5 each, so depth 6
     holds soko4 (entry 6) ... soko1 (entry 9) alike, given it holds one */
  {
    NhsSituation sit;
    g_autofree char *got = NULL;

    nhs_situation_init (&sit);
    sit.variant = NHS_VARIANT_367;
    sit.region = NHS_REGION_SOKOBAN;
    sit.depth = 6;
    sit.amulet = TRUE;
    sit.deepest = 20;
    g_assert_cmpint (nhs_situation_climbed (&sit), ==, -1);
    got = situation_kinds (&sit);
    g_assert_cmpstr (got, ==, "soko1=1/4,soko2=1/4,soko3=1/4,soko4=1/4");
    /* a climb given with the Amulet still places the hero */
    sit.levels_above_entry = 2;
    g_clear_pointer (&got, g_free);
    got = situation_kinds (&sit);
    g_assert_cmpstr (got, ==, "soko2=1");
  }
  /* a whole dungeon, given it has a level at the depth: 3.6.7's Mines
     branch lies at 2, 3 or 4 (1/3 each) and the Mines have 8 or 9 levels
     (1/2 each), from one below the branch; depth 12 exists for (start 4,
     9 levels) and (5, 8) — both end there, Mines' End — and (5, 9) */
  {
    NhsSituation sit;
    g_autofree char *got = NULL;
    g_autofree char *line = NULL;

    nhs_situation_init (&sit);
    sit.variant = NHS_VARIANT_367;
    sit.region = NHS_REGION_MINES;
    sit.depth = 12;
    got = situation_kinds (&sit);
    g_assert_cmpstr (got, ==, "minend=2/3,ordinary=1/3");
    /* the filler's share given the situation; a region of named levels
       shows its own level */
    g_clear_pointer (&got, g_free);
    got = nhs_dungeon_situation_share (&sit, FALSE);
    g_assert_cmpstr (got, ==, "1/3");
    sit.region = NHS_REGION_SOKOBAN;
    sit.depth = 6;
    sit.levels_above_entry = 2;
    line = nhs_dungeon_describe_situation (&sit, NULL);
    g_assert_cmpstr (line, ==, "depth 6: always Sokoban's third level");
    sit.difficulty = 12;
    g_assert_null (nhs_dungeon_situation_kinds (&sit));
    g_assert_null (nhs_dungeon_describe_situation (&sit, NULL));
  }
}

/* The levels above the entry of each region that builds up, as the games'
   dungeon files give the number of levels (less the entry): Sokoban's four
   levels, Vlad's Tower's three (four in EvilHack and xNetHack), the
   Wizard's Tower's three where it is a dungeon of its own, Purgatory's two,
   the Citadel of Dis's one; no others. */
static void
test_levels_above_entry (void)
{
  static const struct { NhsVariantId v; NhsRegion r; int above; } known[] = {
    { NHS_VARIANT_343, NHS_REGION_SOKOBAN, 3 }, { NHS_VARIANT_367, NHS_REGION_VLAD, 2 },
    { NHS_VARIANT_500, NHS_REGION_SOKOBAN, 3 }, { NHS_VARIANT_500, NHS_REGION_VLAD, 2 },
    { NHS_VARIANT_SLASHEM, NHS_REGION_SOKOBAN, 3 }, { NHS_VARIANT_SLASHEM, NHS_REGION_VLAD, 2 },
    { NHS_VARIANT_EVILHACK, NHS_REGION_VLAD, 3 }, { NHS_VARIANT_EVILHACK, NHS_REGION_WIZARD_DUNGEON, 2 },
    { NHS_VARIANT_EVILHACK, NHS_REGION_PURGATORY, 1 }, { NHS_VARIANT_XNETHACK, NHS_REGION_VLAD, 3 },
    { NHS_VARIANT_XNETHACK, NHS_REGION_WIZARD_TOWER, 2 }, { NHS_VARIANT_XNETHACK, NHS_REGION_CITADEL_OF_DIS, 0 },
    { NHS_VARIANT_367, NHS_REGION_WIZARD_TOWER, 0 }, { NHS_VARIANT_367, NHS_REGION_GEHENNOM, 0 },
    { NHS_VARIANT_367, NHS_REGION_MINES, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    g_assert_cmpint (nhs_region_levels_above_entry (known[i].v, known[i].r), ==, known[i].above);
}

/* SLASH'EM (dat/dungeon.def): facts to check by hand.  Its Dungeons of
   Doom have too many outcomes to list one by one (ten special levels,
   seventeen branches), which the model does not need to. */
static void
kind_is (const NhsDungeonModel *m,
         const char            *dungeon,
         int                    depth,
         const char            *key,
         const char            *expected)
{
  const NhsDepthKinds *dk = nhs_dungeon_model_kinds_at (m, nhs_dungeon_model_find_dungeon (m, dungeon),
                                                        depth);
  g_autofree char *got = NULL;

  g_assert_nonnull (dk);
  for (guint k = 0; k < dk->kinds->len; k++)
    {
      const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);

      if (strcmp (kind->key, key) == 0)
        got = nhs_mpq_to_string (kind->p);
    }
  if (got == NULL)
    got = g_strdup ("0");
  g_assert_cmpstr (got, ==, expected);
}

static void
test_known_slashem (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_SLASHEM, &error);
  const NhsDungeonResult *geh;
  int lo, hi;

  g_assert_no_error (error);
  /* 42-46 levels; the castle is the last one */
  for (int d = 42; d <= 46; d++)
    assert_at (&level (m, "castle")->depth, d, "1/5");
  /* Medusa (-5, 4): the four levels above the castle's */
  assert_at (&level (m, "medusa")->depth, 38, "1/20");
  assert_at (&level (m, "medusa")->depth, 41, "1/5");
  assert_at (&level (m, "medusa")->depth, 45, "1/20");
  g_assert_true (nhs_depth_dist_range (&level (m, "medusa")->depth, &lo, &hi));
  g_assert_cmpint (lo, ==, 38);
  g_assert_cmpint (hi, ==, 45);
  g_assert_cmpint (level (m, "medusa")->desc->maps, ==, 4);
  /* the mall: 75 in 100, on 5 or 6 */
  {
    g_autofree char *ex = nhs_mpq_to_string (level (m, "mall")->exists);
    g_assert_cmpstr (ex, ==, "3/4");
  }
  assert_at (&level (m, "mall")->depth, 5, "3/8");
  assert_at (&level (m, "mall")->depth, 6, "3/8");
  /* the Oracle on 7-9; Sokoban's branch the level below (a chain), and
     Sokoban, entered at its bottom, ends four levels above that */
  for (int d = 7; d <= 9; d++)
    assert_at (&level (m, "oracle")->depth, d, "1/3");
  for (int d = 8; d <= 10; d++)
    assert_at (&branch (m, "Sokoban")->depth, d, "1/3");
  for (int d = 4; d <= 6; d++)
    assert_at (&level (m, "soko1")->depth, d, "1/3");
  for (int d = 2; d <= 4; d++)
    assert_at (&branch (m, "The Gnomish Mines")->depth, d, "1/3");
  /* the four quest portals share 15-19, one level each: one of the five
     levels is left ordinary */
  for (int d = 15; d <= 18; d++)
    {
      assert_at (&branch (m, "The Quest")->depth, d, "1/5");
      assert_at (&branch (m, "Chaotic Quest")->depth, d, "1/5");
      kind_is (m, "The Dungeons of Doom", d, "ordinary", "1/5");
    }
  /* Fort Ludios's portal (23-26) is drawn before the Black Market's
     (22-23), which moves to 22 when it finds 23 taken:
     1/2 + 1/2 * 1/4 */
  assert_at (&branch (m, "One-eyed Sam's Market")->depth, 22, "5/8");
  assert_at (&branch (m, "One-eyed Sam's Market")->depth, 23, "3/8");
  /* ... and the portal to Ludios is not where the game leaves it */
  kind_is (m, "The Dungeons of Doom", 25, "branch:Fort Ludios", "0");
  /* Gehennom: entered below the castle, 17 levels; the wizard's tower is a
     chain of three levels from its 7th */
  geh = &g_array_index (m->dungeons, NhsDungeonResult,
                        nhs_dungeon_model_find_dungeon (m, "Gehennom"));
  for (int d = 43; d <= 47; d++)
    {
      assert_at (&geh->depth_start, d, "1/5");
      assert_at (&level (m, "valley")->depth, d, "1/5");
    }
  assert_at (&geh->levels, 17, "1");
  for (int d = 49; d <= 53; d++)
    {
      assert_at (&level (m, "wizard1")->depth, d, "1/5");
      assert_at (&level (m, "wizard2")->depth, d + 1, "1/5");
      assert_at (&level (m, "wizard3")->depth, d + 2, "1/5");
    }
  /* the six devil levels fill 10-15 of Gehennom: no ordinary level there */
  kind_is (m, "Gehennom", 56, "ordinary", "0");
  kind_is (m, "Gehennom", 56, "baalz", "1/6");
  /* no Rogue level (REINCARNATION off), the endgame as in NetHack */
  g_assert_cmpint (nhs_dungeon_model_find_level (m, "rogue"), <, 0);
  assert_at (&level (m, "astral")->depth, -5, "1");
  assert_at (&branch (m, "The Elemental Planes")->depth, 1, "1");
}

/* Every depth of `a` is that of `b` moved by `shift`: P(a at x) = P(b at x - shift). */
static void
assert_shifted (const NhsDepthDist *a,
                const NhsDepthDist *b,
                int                 shift)
{
  int nonzero = 0;

  for (int x = NHS_DUNGEON_DEPTH_LO; x <= NHS_DUNGEON_DEPTH_HI; x++)
    {
      int y = x - shift;

      if (y < NHS_DUNGEON_DEPTH_LO || y > NHS_DUNGEON_DEPTH_HI)
        g_assert_cmpint (mpq_sgn (a->p[x - NHS_DUNGEON_DEPTH_LO]), ==, 0);
      else
        g_assert_true (mpq_equal (a->p[x - NHS_DUNGEON_DEPTH_LO], b->p[y - NHS_DUNGEON_DEPTH_LO]));
      nonzero += mpq_sgn (a->p[x - NHS_DUNGEON_DEPTH_LO]) != 0;
    }
  g_assert_cmpint (nonzero, >, 0);
}

/* The level `name` of the dungeon `dungeon` (a swapped lair has one in
   each of two dungeons). */
static const NhsSpecialLevelResult *
level_in (const NhsDungeonModel *m,
          const char            *name,
          const char            *dungeon)
{
  for (guint l = 0; l < m->levels->len; l++)
    {
      const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);

      if (strcmp (r->desc->name, name) == 0
          && strcmp (g_array_index (m->dungeons, NhsDungeonResult, r->dungeon).desc->name, dungeon) == 0)
        return r;
    }
  g_assert_not_reached ();
  return NULL;
}

/* EvilHack 0.9.3 (dat/dungeon.def, dungeon.c init_dungeons): values worked
   out by hand from the file and the game's procedure. */
static void
test_known_evilhack (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_EVILHACK, &error);
  static const char *const planes[] = { "water", "fire", "air", "earth" };

  g_assert_no_error (error);
  /* The Mines' stairs on 2-4; Goblin Town's portal (2, 2) is drawn after
     them: rn2(2) picks j, the walk tries the other level first and keeps
     it unless it holds the Mines' stairs, then takes j.  From j = 2 the
     walk lands on 3 unless the Mines are there (2/3); from j = 3 on 2
     unless they are there: each depth 1/2, never both on one level. */
  for (int x = 2; x <= 4; x++)
    assert_at (&branch (m, "The Gnomish Mines")->depth, x, "1/3");
  assert_at (&branch (m, "Goblin Town")->depth, 2, "1/2");
  assert_at (&branch (m, "Goblin Town")->depth, 3, "1/2");
  kind_is (m, "The Dungeons of Doom", 2, "ordinary", "1/6");
  kind_is (m, "The Dungeons of Doom", 4, "ordinary", "2/3");
  /* LEVEL "nymph" @ (8, 12) 45 and "forest" @ (12, 10) 40 */
  g_assert_true (mpq_cmp_ui (level (m, "nymph")->exists, 9, 20) == 0);
  g_assert_true (mpq_cmp_ui (level (m, "forest")->exists, 2, 5) == 0);
  /* the nymphs on 8: placed after the Oracle (5-9, on 8 with 1/5, on 9
     with 1/5) and the big room (10-12, 2/5), uniform over 8-19 less what
     they took: 9/20 (1/5 (3/5 1/11 + 2/5 1/10) + 3/5 (3/5 1/12 + 2/5 1/11))
     = 9/20 389/5500 */
  assert_at (&level (m, "nymph")->depth, 8, "3501/110000");
  /* the Ice Queen's portal one level above Medusa's island, the realm's
     first level at the portal's depth */
  assert_shifted (&branch (m, "The Ice Queen's Realm")->depth, &level (m, "medusa")->depth, -1);
  assert_shifted (&level (m, "icequeen-1")->depth, &branch (m, "The Ice Queen's Realm")->depth, 0);
  /* Gehennom: 16-20 levels below the castle; the Sanctum on 41 only when
     the castle is on 25 and Gehennom has 16 levels */
  assert_at (&level (m, "sanctum")->depth, 41, "1/25");
  assert_shifted (&level (m, "valley")->depth, &level (m, "castle")->depth, 1);
  assert_shifted (&branch (m, "The Hidden Dungeon")->depth, &level (m, "valley")->depth, 0);
  assert_shifted (&branch (m, "Vecna's Domain")->depth, &level (m, "valley")->depth, 1);
  assert_shifted (&level (m, "hdgn")->depth, &level (m, "valley")->depth, 0);
  /* Vlad's Tower: stairs down from Gehennom level 8-12 into its bottom */
  assert_at (&branch (m, "Vlad's Tower")->depth, 33, "1/25");
  assert_shifted (&level (m, "tower4")->depth, &branch (m, "Vlad's Tower")->depth, 1);
  assert_shifted (&level (m, "tower1")->depth, &branch (m, "Vlad's Tower")->depth, -2);
  /* the Wizard's Tower: a portal up from wizportal (third from the
     bottom) into its level 3; Purgatory: a portal up from the Sanctum
     into its bottom level */
  assert_shifted (&level (m, "wizportal")->depth, &level (m, "sanctum")->depth, -2);
  assert_shifted (&level (m, "wizard3")->depth, &level (m, "wizportal")->depth, 0);
  assert_shifted (&level (m, "wizard1")->depth, &level (m, "wizportal")->depth, -2);
  assert_shifted (&level (m, "purgatory-2")->depth, &level (m, "sanctum")->depth, 0);
  assert_shifted (&level (m, "purgatory-1")->depth, &level (m, "sanctum")->depth, -1);
  /* the endgame: Astral on top, the four planes in a drawn order below */
  assert_at (&level (m, "astral")->depth, -5, "1");
  for (int i = 0; i < 4; i++)
    for (int x = -4; x <= -1; x++)
      assert_at (&level (m, planes[i])->depth, x, "1/4");
  assert_at (&branch (m, "The Elemental Planes")->depth, 1, "1");
  kind_is (m, "Goblin Town", 3, "goblintown-2", "1/2");
}

/* xNetHack's dungeon.lua swaps the law demons' lairs and the chaos demons'
   with percent(50) each: every such level is either name, one in two. */
static void
test_known_xnethack_swaps (void)
{
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_XNETHACK, NULL);
  static const struct { const char *a, *b, *dungeon; } pairs[] = {
    { "baalz", "geryon", "Cocytus" }, { "geryon", "baalz", "Asphodel" },
    { "orcus", "yeenoghu", "Shedaklah" }, { "yeenoghu", "orcus", "The Abyss" },
  };

  g_assert_nonnull (m);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      const NhsSpecialLevelResult *a = level_in (m, pairs[i].a, pairs[i].dungeon);
      const NhsSpecialLevelResult *b = level_in (m, pairs[i].b, pairs[i].dungeon);

      g_assert_true (mpq_cmp_ui (a->exists, 1, 2) == 0);
      g_assert_true (mpq_cmp_ui (b->exists, 1, 2) == 0);
      assert_shifted (&a->depth, &b->depth, 0);
    }
  /* Cocytus's second level: Gehennom's third is 28-32 (the castle's 25-29
     plus three), Cocytus begins one below it */
  kind_is (m, "Cocytus", 30, "baalz", "1/10");
  kind_is (m, "Cocytus", 30, "geryon", "1/10");
  kind_is (m, "Cocytus", 30, "baalz or geryon", "0");
}

/* xNetHack's Gehennom (dat/dungeon.lua): ten levels, none drawn, all
   fixed below the castle (25-29, 1/5 each); every one of them holds a
   special level or a branch, so no Gehennom depth is ever ordinary.  The
   stairs up to Vlad's Tower are on the Gate of Hell's level (both base 2),
   the seven branches on levels 2-8, the Citadel of Dis and the Wizard's
   Tower reached going up (into the Citadel's only level and the Tower's
   bottom, level 3), Tartarus from the Abyss's level 2.  Checked against
   the game's own init_dungeons() in docs/dungeon-validation.md. */
static void
test_known_xnethack_gehennom (void)
{
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_XNETHACK, NULL);
  static const char *const kinds[] = {
    "valley", "hellgate", "branch:Cocytus", "branch:Asphodel", "styxmarsh",
    "dis", "branch:The Abyss", "branch:The Wizard's Tower", "invocation", "sanctum",
  };
  const NhsDepthDist *castle;

  g_assert_nonnull (m);
  castle = &level (m, "castle")->depth;
  for (int d = 25; d <= 29; d++)
    assert_at (castle, d, "1/5");
  assert_at (&g_array_index (m->dungeons, NhsDungeonResult,
                            nhs_dungeon_model_find_dungeon (m, "Gehennom")).levels, 10, "1");
  /* Gehennom's level k is the castle's depth plus k */
  for (int k = 1; k <= 10; k++)
    kind_is (m, "Gehennom", 25 + k, kinds[k - 1], "1/5");
  for (int d = 26; d <= 39; d++)
    kind_is (m, "Gehennom", d, "ordinary", "0");
  /* Vlad's stairs share the Gate of Hell's level (27 with the castle on
     25): the same 1/5 there, and the same depths everywhere */
  assert_shifted (&branch (m, "Vlad's Tower")->depth, &level (m, "hellgate")->depth, 0);
  kind_is (m, "Gehennom", 27, "branch:Vlad's Tower", "1/5");
  kind_is (m, "Gehennom", 27, "hellgate", "1/5");
  assert_shifted (&level (m, "tower4")->depth, castle, 1);
  assert_shifted (&level (m, "dispater")->depth, castle, 5);
  assert_shifted (&level (m, "wizard3")->depth, castle, 7);
  assert_shifted (&level (m, "wizard1")->depth, castle, 5);
  assert_shifted (&level (m, "asmodeus")->depth, castle, 6);
  assert_shifted (&level (m, "juiblex")->depth, castle, 6);
  assert_shifted (&branch (m, "Tartarus")->depth, castle, 9);
  assert_shifted (&level (m, "demogorgon")->depth, castle, 10);
}

/* The compact by-depth form the sidebar reads holds, for every version's
   every dungeon and depth, exactly the model's kinds with their chances, and
   nothing where the model has none. */
static void
test_compact_depths (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, NULL);
      g_autoptr (GVariant) compact = NULL;
      guint found = 0;

      if (m == NULL)
        continue;
      int lo = 0, hi = 0;

      for (guint i = 0; i < m->by_depth->len; i++)
        {
          lo = MIN (lo, g_array_index (m->by_depth, NhsDepthKinds, i).depth);
          hi = MAX (hi, g_array_index (m->by_depth, NhsDepthKinds, i).depth);
        }
      compact = nhs_dungeon_depths_to_compact (m);
      g_assert_true (g_variant_is_of_type (compact, G_VARIANT_TYPE (NHS_DUNGEON_DEPTHS_TYPE)));
      for (guint d = 0; d < m->dungeons->len; d++)
        for (int depth = lo - 1; depth <= hi + 1; depth++)
          {
            const char *name = g_array_index (m->dungeons, NhsDungeonResult, d).desc->name;
            const NhsDepthKinds *dk = nhs_dungeon_model_kinds_at (m, d, depth);
            g_autoptr (GVariant) kinds = nhs_dungeon_depths_lookup (compact, name, depth);

            if (dk == NULL)
              {
                g_assert_null (kinds);
                continue;
              }
            found++;
            g_assert_nonnull (kinds);
            g_assert_cmpuint (g_variant_n_children (kinds), ==, dk->kinds->len);
            for (guint k = 0; k < dk->kinds->len; k++)
              {
                const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);
                g_autofree char *want = nhs_mpq_to_string (kind->p);
                const char *key, *p;

                g_variant_get_child (kinds, k, "(&s&s)", &key, &p);
                g_assert_cmpstr (key, ==, kind->key);
                g_assert_cmpstr (p, ==, want);
              }
          }
      g_assert_cmpuint (found, ==, m->by_depth->len);
      /* the plain kinds (the level generator's branches): the model's, in
         its order, for every depth that has them */
      {
        g_autoptr (GVariant) plain = nhs_dungeon_plain_to_compact (m);
        g_autoptr (GVariant) built = nhs_dungeon_builtin_plain (v);
        guint with_plain = 0;

        g_assert_true (g_variant_equal (plain, built));
        for (guint i = 0; i < m->by_depth->len; i++)
          {
            const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
            const char *name = g_array_index (m->dungeons, NhsDungeonResult, dk->dungeon).desc->name;
            g_autoptr (GVariant) kinds = nhs_dungeon_depths_lookup (plain, name, dk->depth);

            if (dk->plain == NULL)
              {
                g_assert_null (kinds);
                continue;
              }
            with_plain++;
            g_assert_nonnull (kinds);
            g_assert_cmpuint (g_variant_n_children (kinds), ==, dk->plain->len);
            for (guint k = 0; k < dk->plain->len; k++)
              {
                const NhsDepthKind *kind = &g_array_index (dk->plain, NhsDepthKind, k);
                g_autofree char *want = nhs_mpq_to_string (kind->p);
                const char *key, *p;

                g_variant_get_child (kinds, k, "(&s&s)", &key, &p);
                g_assert_cmpstr (key, ==, kind->key);
                g_assert_cmpstr (p, ==, want);
              }
          }
        g_assert_cmpuint (with_plain, >, 0);
      }
    }
  /* a dungeon the version does not have */
  {
    g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (NHS_VARIANT_367, NULL);
    g_autoptr (GVariant) compact = nhs_dungeon_depths_to_compact (m);

    g_assert_null (nhs_dungeon_depths_lookup (compact, "No Such Dungeon", 1));
  }
}

/* The level generator's --branch auto (nhs_lev_level_branch) draws the
   branch an ordinary level of the Dungeons of Doom has; its chances are the
   model's, given that the depth holds no special level. Exactly: the
   chances it reads (nhs_dungeon_plain_branches (), from the build's
   compact form) are a fresh model's plain kinds, branch by branch, each
   end as the description gives it (a portal, or stairs up or down), in
   the description's order, adding up to at most 1; and the draws, 100,000
   levels a depth, agree with them within 5 standard deviations (EvilHack's
   Ice Queen's portal at 21, 2/19, was drawn at 0.1107 before: 5.4). */
static void
test_plain_branches (gconstpointer data)
{
  NhsVariantId v = GPOINTER_TO_INT (data);
  g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, NULL);
  int dod = nhs_dungeon_model_find_dungeon (m, "The Dungeons of Doom");
  const int runs = 100000;
  double worst = 0;
  int with_branch = 0;

  g_assert_nonnull (m);
  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);
      double want[3] = { 0 };     /* up, down, portal */
      int got[3] = { 0 };
      NhsLevelParams params = { 0 };
      g_autoptr (GArray) list = NULL;
      const NhsDepthKind *plain = NULL;
      guint n_branches = 0, at = 0;
      mpq_t q, sum;

      if (dk->dungeon != dod)
        continue;
      list = nhs_dungeon_plain_branches (v, NHS_REGION_DUNGEONS, dk->depth);
      for (guint k = 0; dk->plain != NULL && k < dk->plain->len; k++)
        if (strcmp (g_array_index (dk->plain, NhsDepthKind, k).key, "plain") == 0)
          plain = &g_array_index (dk->plain, NhsDepthKind, k);
      if (plain == NULL)
        {
          g_assert_null (list);
          continue;
        }
      g_assert_nonnull (list);
      mpq_inits (q, sum, NULL);
      /* the model's plain branch kinds, in the description's order: the
         list's, one for one */
      for (guint b = 0; b < m->branches->len; b++)
        {
          const NhsBranchResult *br = &g_array_index (m->branches, NhsBranchResult, b);
          const char *child = g_array_index (m->dungeons, NhsDungeonResult, br->child).desc->name;
          g_autofree char *key = g_strconcat ("branch:", child, NULL);
          const NhsPlainBranch *pb;
          int end;

          if (br->parent != dod)
            continue;
          mpq_set_ui (q, 0, 1);
          for (guint k = 0; k < dk->plain->len; k++)
            if (strcmp (g_array_index (dk->plain, NhsDepthKind, k).key, key) == 0)
              mpq_div (q, g_array_index (dk->plain, NhsDepthKind, k).p, plain->p);
          if (mpq_sgn (q) == 0)
            continue;
          n_branches++;
          g_assert_cmpuint (at, <, list->len);
          pb = &g_array_index (list, NhsPlainBranch, at++);
          g_assert_cmpstr (pb->dungeon, ==, child);
          g_assert_true (mpq_equal (pb->p, q));
          end = br->desc->type == NHS_BRANCH_PORTAL ? NHS_BRANCH_END_PORTAL
                : br->desc->up ? NHS_BRANCH_END_STAIRS_UP : NHS_BRANCH_END_STAIRS_DOWN;
          g_assert_cmpint (pb->end, ==, end);
          want[end == NHS_BRANCH_END_STAIRS_UP ? 0 : end == NHS_BRANCH_END_STAIRS_DOWN ? 1 : 2]
            += mpq_get_d (q);
          mpq_add (sum, sum, q);
        }
      g_assert_cmpuint (at, ==, list->len);
      g_assert_cmpint (mpq_cmp_ui (sum, 1, 1), <=, 0);
      mpq_clears (q, sum, NULL);
      with_branch += n_branches > 0;
      params.depth = dk->depth;
      params.branch = NHS_LEVEL_BRANCH_AUTO;
      params.variant = nhs_variant_get (v);
      for (int r = 0; r < runs; r++)
        {
          NhsLevelBranch br;

          params.seed = (guint64) r * 7919 + 1;
          br = nhs_lev_level_branch (&params);
          got[0] += br == NHS_LEVEL_BRANCH_STAIRS_UP;
          got[1] += br == NHS_LEVEL_BRANCH_STAIRS_DOWN;
          got[2] += br == NHS_LEVEL_BRANCH_PORTAL;
        }
      for (int k = 0; k < 3; k++)
        {
          double sd = sqrt (runs * want[k] * (1 - want[k]));

          if (want[k] > 0 || got[k] > 0)
            g_test_message ("%s depth %d %s: model %.4f, generator %.4f", nhs_variant_get (v)->key,
                            dk->depth, (const char *[]) { "up", "down", "portal" }[k], want[k],
                            got[k] / (double) runs);
          if (sd < 1e-9)
            g_assert_cmpint (abs (got[k] - (int) lround (want[k] * runs)), ==, 0);
          else
            worst = MAX (worst, fabs (got[k] - runs * want[k]) / sd);
        }
    }
  /* the Planes, the Mines, Sokoban and the Quest at least */
  g_assert_cmpint (with_branch, >=, 14);
  g_test_message ("%s: largest deviation %.2f sigma", nhs_variant_get (v)->key, worst);
  g_assert_cmpfloat (worst, <, 5);
}

/* The chances the branch draw reads, where the hand tables it replaced
   (nhs-level-stairs.c) had them right, are those tables' numbers, so the
   draw, one rn2 (D) over the branches in dungeon.def's order, makes the
   same levels from the same seeds: NetHack's 1/3, 1/4, 1/5, 1/10 (xNetHack
   too); SLASH'EM's in 64ths, One-eyed Sam's portal before the Lost Tomb's
   stairs; EvilHack's Mines then Goblin Town at 2-3. EvilHack's Sokoban
   and Quest chances from 8 down are not NetHack's: its nymph level (8-19)
   and forest (12-21) keep off the Oracle's and each other's levels
   (dungeon.c place_level ()), which moves them a little. */
static void
test_plain_branch_values (void)
{
  static const struct {
    NhsVariantId v;
    int depth;
    const char *want;   /* "end chance" for each branch, in order */
  } rows[] = {
    { NHS_VARIANT_343, 1, "up 1" }, { NHS_VARIANT_367, 3, "down 1/3" },
    { NHS_VARIANT_37, 5, "" }, { NHS_VARIANT_500, 6, "up 1/4" }, { NHS_VARIANT_367, 10, "up 1/5" },
    { NHS_VARIANT_343, 11, "portal 1/10" }, { NHS_VARIANT_37, 14, "portal 1/5" },
    { NHS_VARIANT_500, 16, "portal 1/10" }, { NHS_VARIANT_XNETHACK, 9, "up 1/4" },
    { NHS_VARIANT_XNETHACK, 16, "portal 1/10" }, { NHS_VARIANT_367, 20, "" },
    { NHS_VARIANT_SLASHEM, 8, "up 1/2" }, { NHS_VARIANT_SLASHEM, 10, "up 1/3" },
    { NHS_VARIANT_SLASHEM, 12, "down 1/2" },
    { NHS_VARIANT_SLASHEM, 17, "portal 1/5 portal 1/5 portal 1/5 portal 1/5" },
    { NHS_VARIANT_SLASHEM, 21, "down 1/2 down 11/64" },
    { NHS_VARIANT_SLASHEM, 22, "portal 5/8 down 11/64" },
    { NHS_VARIANT_SLASHEM, 23, "portal 3/8 down 1/4" },
    { NHS_VARIANT_SLASHEM, 28, "down 1/4 down 3/16" }, { NHS_VARIANT_SLASHEM, 35, "down 1/4 down 1/4" },
    { NHS_VARIANT_SLASHEM, 36, "" },
    { NHS_VARIANT_EVILHACK, 2, "down 1/3 portal 1/2" }, { NHS_VARIANT_EVILHACK, 4, "down 1/3" },
    { NHS_VARIANT_EVILHACK, 7, "up 1/4" }, { NHS_VARIANT_EVILHACK, 8, "up 21145/84499" },
    { NHS_VARIANT_EVILHACK, 12, "portal 1318165/6580567" },
    { NHS_VARIANT_EVILHACK, 20, "portal 8500777/177820270" }, { NHS_VARIANT_EVILHACK, 21, "portal 2/19" },
    { NHS_VARIANT_EVILHACK, 25, "portal 1/4" },
  };
  static const char *const ends[] = { "up", "down", "portal" };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (GArray) list = nhs_dungeon_plain_branches (rows[i].v, NHS_REGION_DUNGEONS, rows[i].depth);
      g_autoptr (GString) got = g_string_new (NULL);

      g_assert_nonnull (list);
      for (guint k = 0; k < list->len; k++)
        {
          const NhsPlainBranch *b = &g_array_index (list, NhsPlainBranch, k);
          g_autofree char *p = nhs_mpq_to_string (b->p);

          g_string_append_printf (got, "%s%s %s", k ? " " : "", ends[b->end], p);
        }
      g_test_message ("%s depth %d: %s", nhs_variant_get (rows[i].v)->key, rows[i].depth, got->str);
      g_assert_cmpstr (got->str, ==, rows[i].want);
    }
  /* no ordinary level there (the Castle's depth at most), a depth out of
     range, a region the version lacks */
  g_assert_null (nhs_dungeon_plain_branches (NHS_VARIANT_367, NHS_REGION_DUNGEONS, 29));
  g_assert_null (nhs_dungeon_plain_branches (NHS_VARIANT_367, NHS_REGION_DUNGEONS, 9999));
  g_assert_null (nhs_dungeon_plain_branches (NHS_VARIANT_367, NHS_REGION_ICE_QUEEN, 3));
}

/* The terminal table's columns line up for every version (xNetHack's and
   EvilHack's long branch names once pushed the rest of their row out), and
   a range of negative depths (the Planes) reads "-4 to -1", not "-4--1";
   each row ends with the level's name as players know it, never its key. */
/* Every level any version's Dungeon page can show is named as players know
   it, never by its file key: every special level of every version's
   dungeon, every kind a depth or a climb can hold ("branch:" names the
   dungeon it leads to, "plane:N" counts the Planes), and every level a swap
   puts in another's place. */
static void
test_every_level_named (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (GError) error = NULL;
      NhsDungeonModel *m = nhs_dungeon_model_new (v, &error);
      g_autoptr (GPtrArray) keys = g_ptr_array_new ();
      GArray *lists[2];

      g_assert_no_error (error);
      for (guint l = 0; l < m->levels->len; l++)
        g_ptr_array_add (keys, (char *) g_array_index (m->levels, NhsSpecialLevelResult, l).desc->name);
      for (guint l = 0; l < m->swapped->len; l++)
        g_ptr_array_add (keys, (char *) ((NhsDungeonLevelDesc *) g_ptr_array_index (m->swapped, l))->name);
      lists[0] = m->by_depth;
      lists[1] = m->by_climb;
      for (int i = 0; i < 2; i++)
        for (guint d = 0; d < lists[i]->len; d++)
          {
            const NhsDepthKinds *dk = &g_array_index (lists[i], NhsDepthKinds, d);

            for (guint k = 0; k < dk->kinds->len; k++)
              g_ptr_array_add (keys, g_array_index (dk->kinds, NhsDepthKind, k).key);
          }
      g_assert_cmpuint (keys->len, >, 10);
      for (guint k = 0; k < keys->len; k++)
        {
          const char *key = g_ptr_array_index (keys, k);
          g_autofree char *phrase = nhs_dungeon_kind_phrase (key, "1", FALSE, NULL);

          if (!g_str_has_prefix (key, "branch:") && !g_str_has_prefix (key, "plane:")
              && nhs_dungeon_kind_title (key) == key)
            g_error ("%s: the level “%s” has no name players know", nhs_variant_get (v)->key, key);
          /* the page's words: never the key itself */
          if (strstr (phrase, key) == phrase + strlen ("always "))
            g_error ("%s: the level “%s” reads “%s”", nhs_variant_get (v)->key, key, phrase);
        }
      nhs_dungeon_model_free (m);
    }
}

/* Every dungeon of every version has a place a sentence can name
   (nhs_dungeon_place ()): a region's dungeon the region table's, the
   game's own article lower case ("The Gnomish Mines": "the Gnomish
   Mines"), and every branch's words say "the way to" that place, in the
   table the CLI prints too (SLASH'EM's "Lawful Quest" is "the Lawful
   Quest", as the Quest is "the Quest").  (issue 24) */
static void
test_dungeon_places (void)
{
  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, NULL);
      g_autofree char *text = NULL;
      const char *at;

      if (m == NULL)
        continue;
      text = nhs_dungeon_report (m, NHS_FORMAT_TABLE);
      for (guint d = 0; d < m->dungeons->len; d++)
        {
          const char *name = g_array_index (m->dungeons, NhsDungeonResult, d).desc->name;
          const char *place = nhs_dungeon_place (name, NULL);

          if (place == NULL)
            g_error ("%s: the dungeon “%s” has no place", nhs_variant_get (v)->key, name);
          if (g_str_has_prefix (name, "The "))
            {
              g_assert_true (g_str_has_prefix (place, "the "));
              g_assert_cmpstr (place + 4, ==, name + 4);
            }
          else
            g_assert_true (strcmp (place, name) == 0
                           || (g_str_has_prefix (place, "the ") && strcmp (place + 4, name) == 0));
          for (int r = 0; r < NHS_N_REGIONS; r++)
            if (nhs_dungeon_region_dungeon (r) != NULL && nhs_dungeon_region_levels (r)[0] == NULL
                && strcmp (nhs_dungeon_region_dungeon (r), name) == 0)
              g_assert_cmpstr (place, ==, nhs_region_place (nhs_region_info (r)));
        }
      for (guint i = 0; i < m->branches->len; i++)
        {
          const NhsBranchResult *r = &g_array_index (m->branches, NhsBranchResult, i);
          const char *child = g_array_index (m->dungeons, NhsDungeonResult, r->child).desc->name;
          g_autofree char *key = g_strdup_printf ("branch:%s", child);
          g_autofree char *words = nhs_dungeon_kind_words (key, FALSE, NULL);
          g_autofree char *want = g_strdup_printf ("the way to %s", nhs_dungeon_place (child, NULL));

          if (nhs_dungeon_kind_title (key) == key)
            g_assert_cmpstr (words, ==, want);
        }
      /* no game name in a sentence: "the way to" is followed by a place */
      for (at = strstr (text, "the way to "); at != NULL; at = strstr (at + 1, "the way to "))
        {
          const char *after = at + strlen ("the way to ");

          g_assert_false (g_str_has_prefix (after, "The "));
          g_assert_false (g_str_has_prefix (after, "Lawful Quest"));
        }
      if (nhs_variant_get (v)->dungeon_layout == NHS_DUNGEON_LAYOUT_SLASHEM)
        {
          g_assert_nonnull (strstr (text, "the way to the Lawful Quest\n"));
          g_assert_nonnull (strstr (text, "the way to the Chaotic Quest\n"));
          g_assert_nonnull (strstr (text, "the way to One-eyed Sam's Market\n"));
        }
    }
  g_assert_null (nhs_dungeon_place ("No Such Dungeon", NULL));
}

/* A line or a sentence that starts with a place starts with a capital:
   the Dungeon page's "The Big Room: one of 5 maps", an error's "The
   Wizard's Tower has only 2 levels above its entry level" (issue 24). */
static void
test_sentence_start (void)
{
  g_autofree char *big = nhs_sentence_start (nhs_region_place (nhs_region_info (NHS_REGION_BIGROOM)));
  g_autofree char *german = nhs_sentence_start ("über dem Eingang");
  g_autofree char *empty = nhs_sentence_start ("");
  g_autofree char *name = nhs_sentence_start ("Sokoban");
  NhsSituation sit = { .variant = NHS_VARIANT_EVILHACK, .region = NHS_REGION_WIZARD_DUNGEON,
                       .depth = 45, .xl = 10 };
  NhsSituation purgatory = { .variant = NHS_VARIANT_EVILHACK, .region = NHS_REGION_PURGATORY,
                             .depth = 45, .xl = 10 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) error2 = NULL;
  g_autofree char *tower = NULL, *purg = NULL;
  int most = nhs_region_levels_above_entry (NHS_VARIANT_EVILHACK, NHS_REGION_WIZARD_DUNGEON);
  int most2 = nhs_region_levels_above_entry (NHS_VARIANT_EVILHACK, NHS_REGION_PURGATORY);

  g_assert_cmpstr (big, ==, "The Big Room");
  g_assert_cmpstr (german, ==, "Über dem Eingang");
  g_assert_cmpstr (empty, ==, "");
  g_assert_cmpstr (name, ==, "Sokoban");

  sit.levels_above_entry = most + 1;
  g_assert_false (nhs_situation_validate (&sit, &error));
  tower = g_strdup_printf ("The Wizard's Tower has only %d level%s above its entry level, not %d.",
                           most, most == 1 ? "" : "s", most + 1);
  g_assert_cmpstr (error->message, ==, tower);
  purgatory.levels_above_entry = most2 + 1;
  g_assert_false (nhs_situation_validate (&purgatory, &error2));
  g_assert_cmpint (most2, ==, 1);
  purg = g_strdup_printf ("Purgatory has only 1 level above its entry level, not %d.", most2 + 1);
  g_assert_cmpstr (error2->message, ==, purg);
}

static void
test_table_columns (void)
{
  g_autoptr (GRegex) dashes = g_regex_new ("-[0-9]+--[0-9]", 0, 0, NULL);

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, NULL);
      g_autofree char *text = NULL;
      g_auto (GStrv) lines = NULL;
      const char *head;
      long dungeon_at, depths_at, name_at;
      guint rows = 0;

      if (m == NULL)
        continue;
      text = nhs_dungeon_report (m, NHS_FORMAT_TABLE);
      lines = g_strsplit (text, "\n", -1);
      head = lines[0];
      g_assert_true (g_str_has_prefix (head, "level "));
      dungeon_at = strstr (head, "dungeon") - head;
      depths_at = strstr (head, "depths") - head;
      name_at = strstr (head, " name") + 1 - head;
      for (guint i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++, rows++)
        {
          g_autofree char *key = g_strndup (lines[i], strcspn (lines[i], " "));

          /* the level's key, and last its name as players know it */
          g_assert_cmpint ((long) strlen (lines[i]), >, name_at);
          g_assert_cmpstr (lines[i] + name_at, !=, key);
          g_assert_cmpint (lines[i][name_at - 1], ==, ' ');
          g_assert_cmpint (lines[i][name_at], !=, ' ');
          g_assert_cmpint ((long) strlen (lines[i]), >, depths_at);
          g_assert_cmpint (lines[i][dungeon_at - 1], ==, ' ');
          g_assert_cmpint (lines[i][dungeon_at], !=, ' ');
          g_assert_cmpint (lines[i][depths_at - 1], ==, ' ');
          g_assert_false (g_regex_match (dashes, lines[i], 0, NULL));
        }
      g_assert_cmpuint (rows, >, 10);
    }
}

/* The invocation level lies just above Gehennom's bottom: its share at a
 * depth is the sanctum's at the depth below, and over all depths every
 * game has one (3.6.7 at depth 45: the sanctum's 2/25 at 46) */
static void
test_invocation_share (void)
{
  static const NhsVariantId ids[] = {
    NHS_VARIANT_343, NHS_VARIANT_367, NHS_VARIANT_500, NHS_VARIANT_SLASHEM, NHS_VARIANT_EVILHACK,
  };

  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      g_autoptr (GVariant) depths = nhs_dungeon_builtin_depths (ids[v]);
      double sum = 0;

      g_assert_nonnull (depths);
      /* (SLASH'EM's lies as deep as 62: past the level generator's 60) */
      for (int d = 1; d < NHS_DUNGEON_DEPTH_HI; d++)
        {
          g_autoptr (GVariant) below = nhs_dungeon_depths_lookup (depths, "Gehennom", d + 1);
          g_autofree char *share = nhs_dungeon_invocation_share (below);
          long p = 0, q = 1;

          if (strchr (share, '/'))
            g_assert_cmpint (sscanf (share, "%ld/%ld", &p, &q), ==, 2);
          else
            p = atol (share);
          sum += (double) p / (double) q;
          if (ids[v] == NHS_VARIANT_367 && d == 45)
            g_assert_cmpstr (share, ==, "2/25");
        }
      g_assert_cmpfloat (fabs (sum - 1.0), <, 1e-9);
    }
  {
    g_autofree char *none = nhs_dungeon_invocation_share (NULL);

    g_assert_cmpstr (none, ==, "0");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/dungeon/known-367", test_known_367);
  g_test_add_func ("/nhs/dungeon/invocation-share", test_invocation_share);
  g_test_add_func ("/nhs/dungeon/sentences", test_sentences);
  g_test_add_func ("/nhs/dungeon/known-343", test_known_343);
  g_test_add_func ("/nhs/dungeon/totals", test_totals);
  g_test_add_func ("/nhs/dungeon/rooms-above-medusa", test_rooms_above_medusa);
  g_test_add_func ("/nhs/dungeon/rooms-branch-above-medusa", test_rooms_branch_above_medusa);
  g_test_add_func ("/nhs/dungeon/filler-branch", test_filler_branch);
  g_test_add_func ("/nhs/dungeon/known-slashem", test_known_slashem);
  g_test_add_func ("/nhs/dungeon/known-evilhack", test_known_evilhack);
  g_test_add_func ("/nhs/dungeon/known-xnethack-swaps", test_known_xnethack_swaps);
  g_test_add_func ("/nhs/dungeon/known-xnethack-gehennom", test_known_xnethack_gehennom);
  g_test_add_func ("/nhs/dungeon/compact-depths", test_compact_depths);
  g_test_add_func ("/nhs/dungeon/plain-branch-values", test_plain_branch_values);
  g_test_add_func ("/nhs/dungeon/region-ranges", test_region_ranges);
  g_test_add_func ("/nhs/dungeon/levels-above-entry", test_levels_above_entry);
  g_test_add_func ("/nhs/dungeon/situation-place", test_situation_place);
  g_test_add_func ("/nhs/dungeon/situation-real", test_situation_real);
  g_test_add_func ("/nhs/dungeon/table-columns", test_table_columns);
  g_test_add_func ("/nhs/dungeon/every-level-named", test_every_level_named);
  g_test_add_func ("/nhs/dungeon/dungeon-places", test_dungeon_places);
  g_test_add_func ("/nhs/dungeon/sentence-start", test_sentence_start);
  g_test_add_data_func ("/nhs/dungeon/sampled-367", GINT_TO_POINTER (NHS_VARIANT_367), test_sampled);
  g_test_add_data_func ("/nhs/dungeon/sampled-343", GINT_TO_POINTER (NHS_VARIANT_343), test_sampled);
  g_test_add_data_func ("/nhs/dungeon/sampled-37", GINT_TO_POINTER (NHS_VARIANT_37), test_sampled);
  g_test_add_data_func ("/nhs/dungeon/sampled-slashem", GINT_TO_POINTER (NHS_VARIANT_SLASHEM), test_sampled);
  g_test_add_data_func ("/nhs/dungeon/sampled-xnethack", GINT_TO_POINTER (NHS_VARIANT_XNETHACK), test_sampled);
  g_test_add_data_func ("/nhs/dungeon/sampled-evilhack", GINT_TO_POINTER (NHS_VARIANT_EVILHACK), test_sampled);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autofree char *path = g_strdup_printf ("/nhs/dungeon/plain-branches-%s", nhs_variant_get (v)->key);

      /* the level generator draws the branches; a version whose levels it
         does not model, or without a dungeon description to hold them to
         (EvilHack: its branches are pinned in test-level-evilhack.c), has
         none to compare */
      g_autoptr (NhsDungeonModel) m = nhs_dungeon_model_new (v, NULL);

      if (m == NULL)
        continue;
      g_test_add_data_func (path, GINT_TO_POINTER (v), test_plain_branches);
    }
  return g_test_run ();
}
