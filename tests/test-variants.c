/* test-variants.c: each rule difference between the four game versions,
 * the alignment-shift tables against seed 001, and the variant diff
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expectations are worked out by hand from each game's makemon.c, dungeon.c,
 * dungeon.def / dungeon.lua and the monsters' facts.
 */
#include <glib.h>
#include <gmp.h>
#include <string.h>

#include "nhs-data.h"
#include "nhs-diff.h"
#include "nhs-format.h"
#include "nhs-report.h"
#include "nhs-rndmonst.h"
#include "nhs-situation.h"
#include "nhs-test-utils.h"

static NhsDistribution *
compute (const NhsSituation *sit)
{
  g_autoptr (GError) error = NULL;
  NhsDistribution *dist = nhs_rndmonst_compute (nhs_test_variant_set (sit->variant), sit, &error);

  g_assert_no_error (error);
  return dist;
}

static const NhsCandidate *
cand (const NhsDistribution *dist,
      const char            *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (dist->set, name);

  g_assert_nonnull (m);
  return &dist->candidates[m->index];
}

static void
test_rows (void)
{
  static const struct {
    NhsVariantId id;
    const char *key;
    int align_weight;
    gboolean round_up, builds_up, temperature, rogue, woodchuck, aggravate, lights;
    NhsQuestRule quest;
    NhsRoleTable roles;
  } rows[] = {
    { NHS_VARIANT_343, "3.4.3", 4, FALSE, FALSE, FALSE, TRUE, FALSE, FALSE, FALSE, NHS_QUEST_RULE_SIX_SEVENTHS, NHS_ROLES_NETHACK },
    { NHS_VARIANT_367, "3.6.7", 4, FALSE, TRUE, FALSE, TRUE, FALSE, FALSE, TRUE, NHS_QUEST_RULE_SIX_SEVENTHS, NHS_ROLES_NETHACK },
    { NHS_VARIANT_37, "3.7", 4, FALSE, TRUE, TRUE, TRUE, FALSE, TRUE, TRUE, NHS_QUEST_RULE_SIX_SEVENTHS, NHS_ROLES_NETHACK },
    { NHS_VARIANT_500, "5.0.0", 4, FALSE, TRUE, TRUE, TRUE, FALSE, TRUE, TRUE, NHS_QUEST_RULE_SIX_SEVENTHS, NHS_ROLES_NETHACK },
    { NHS_VARIANT_SLASHEM, "slashem", 10, TRUE, FALSE, FALSE, FALSE, TRUE, FALSE, FALSE, NHS_QUEST_RULE_ALWAYS, NHS_ROLES_SLASHEM },
    { NHS_VARIANT_XNETHACK, "xnethack", 4, FALSE, TRUE, TRUE, FALSE, FALSE, TRUE, TRUE, NHS_QUEST_RULE_SIX_SEVENTHS, NHS_ROLES_XNETHACK },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const NhsVariant *v = nhs_variant_from_key (rows[i].key);

      g_assert_nonnull (v);
      g_assert_true (v == nhs_variant_get (rows[i].id));
      g_assert_cmpint (v->align_weight, ==, rows[i].align_weight);
      g_assert_cmpint (v->maxmlev_round_up, ==, rows[i].round_up);
      g_assert_cmpint (v->builds_up_difficulty, ==, rows[i].builds_up);
      g_assert_cmpint (v->has_temperature, ==, rows[i].temperature);
      g_assert_cmpint (v->has_rogue_level, ==, rows[i].rogue);
      g_assert_cmpint (v->oracle_woodchuck, ==, rows[i].woodchuck);
      g_assert_cmpint (v->aggravate_rule != NHS_AGGRAVATE_RULE_NONE, ==, rows[i].aggravate);
      g_assert_cmpint (v->floater_includes_lights, ==, rows[i].lights);
      g_assert_cmpint (v->quest_rule, ==, rows[i].quest);
      g_assert_cmpint (v->quest_roles, ==, rows[i].roles);
    }
  g_assert_null (nhs_variant_from_key ("3.6.0"));
  g_assert_true (nhs_variant_from_key ("SLASHEM") == nhs_variant_get (NHS_VARIANT_SLASHEM));
}

/* maxmlev: (10 + 1) / 2 = 5 in NetHack, (10 + 1 + 1) >> 1 = 6 in SLASH'EM;
   with an even sum all agree. */
static void
test_maxmlev (void)
{
  static const int odd[NHS_N_VARIANTS] = {
    [NHS_VARIANT_343] = 5, [NHS_VARIANT_367] = 5, [NHS_VARIANT_37] = 5, [NHS_VARIANT_500] = 5,
    [NHS_VARIANT_SLASHEM] = 6, [NHS_VARIANT_EVILHACK] = 5, [NHS_VARIANT_XNETHACK] = 5,
  };

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;

      nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, 1, 1);
      sit.difficulty = 10;
      g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, odd[v]);
      g_assert_cmpint (nhs_situation_min_difficulty (&sit), ==, 1);
      sit.xl = 2;
      g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 6);
      {
        g_autoptr (NhsDistribution) dist = compute (&sit);

        /* soldier ant, difficulty 6 (7 in 5.0.0's data): in everywhere at
           XL 2, but out in 5.0.0 */
        g_assert_cmpint (cand (dist, "soldier ant")->exclusion, ==,
                         dist->set->monsters[cand (dist, "soldier ant")->index].difficulty == 7
                         ? NHS_EXCLUDED_TOO_STRONG : NHS_EXCLUDED_NOT);
        /* 5.0.0's killer bee is difficulty 6 (5 before): in everywhere */
        g_assert_cmpint (cand (dist, "killer bee")->exclusion, ==, NHS_EXCLUDED_NOT);
      }
      sit.xl = 1;
      {
        g_autoptr (NhsDistribution) dist = compute (&sit);

        g_assert_cmpint (cand (dist, "soldier ant")->exclusion, ==,
                         v == NHS_VARIANT_SLASHEM ? NHS_EXCLUDED_NOT : NHS_EXCLUDED_TOO_STRONG);
        /* killer bee: 5 <= 5 before 5.0.0, 6 > 5 in it; SLASH'EM's bound is 6 */
        g_assert_cmpint (cand (dist, "killer bee")->exclusion, ==,
                         dist->set->monsters[cand (dist, "killer bee")->index].difficulty == 6
                         && !nhs_variant_get (v)->maxmlev_round_up
                         ? NHS_EXCLUDED_TOO_STRONG : NHS_EXCLUDED_NOT);
      }
    }
}

/* Sokoban entered from depth 7 (entry level at depth 6): 3.6.0 and later
   count 6 + 2 x 1 = 8, the top level (depth 3) 3 + 2 x 4 = 11; 3.4.3 and
   SLASH'EM use the plain depth.  Vlad's Tower alike. */
static void
test_builds_up (void)
{
  static const int entry[NHS_N_VARIANTS] = { 6, 8, 8, 8, 6, 8, 8 };
  static const int top[NHS_N_VARIANTS] = { 3, 11, 11, 11, 3, 11, 11 };
  static const int vlad_top[NHS_N_VARIANTS] = { 35, 41, 41, 41, 35, 41, 41 };

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;

      nhs_test_situation (&sit, v, NHS_REGION_SOKOBAN, 6, 1);
      g_assert_cmpint (nhs_situation_difficulty (&sit), ==, entry[v]);
      sit.depth = 3;
      sit.levels_above_entry = 3;
      g_assert_cmpint (nhs_situation_difficulty (&sit), ==, top[v]);
      sit.levels_above_entry = 4;
      g_assert_false (nhs_situation_validate (&sit, NULL));
      nhs_test_situation (&sit, v, NHS_REGION_VLAD, 35, 1);
      sit.levels_above_entry = 2;
      g_assert_cmpint (nhs_situation_difficulty (&sit), ==, vlad_top[v]);
      /* the Amulet: deepest level reached, no builds-up term */
      sit.amulet = TRUE;
      sit.deepest = 40;
      g_assert_cmpint (nhs_situation_difficulty (&sit), ==, 40);
    }
}

/* Extrinsic aggravate monster: the 3.7 snapshot adds 15 to the level
   difficulty; 5.0.0 doubles it, and makes it 50 when it is above 25 (so 24
   becomes 48, just under the cap, and 26 becomes 50, not 52); the others
   ignore it. */
static void
test_aggravate (void)
{
  static const struct { int depth, d37, d500; } cases[] = {
    { 10, 25, 20 }, { 24, 39, 48 }, { 25, 40, 50 }, { 26, 41, 50 },
  };

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;

      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, cases[i].depth, 4);
          sit.aggravate = TRUE;
          g_assert_cmpint (nhs_situation_difficulty (&sit), ==,
                           v == NHS_VARIANT_37 ? cases[i].d37
                           : nhs_variant_get (v)->aggravate_rule == NHS_AGGRAVATE_RULE_DOUBLE
                             ? cases[i].d500 : cases[i].depth);
          sit.aggravate = FALSE;
          g_assert_cmpint (nhs_situation_difficulty (&sit), ==, cases[i].depth);
        }
      nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, 10, 4);
      sit.aggravate = TRUE;
      if (v == NHS_VARIANT_37)
        {
          g_assert_cmpint (nhs_situation_min_difficulty (&sit), ==, 4);    /* 25 / 6 */
          g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 14);   /* (25 + 4) / 2 */
        }
      if (nhs_variant_get (v)->aggravate_rule == NHS_AGGRAVATE_RULE_DOUBLE)   /* 5.0.0, xNetHack */
        {
          g_assert_cmpint (nhs_situation_min_difficulty (&sit), ==, 3);    /* 20 / 6 */
          g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 12);   /* (20 + 4) / 2 */
        }
      /* the endgame too: depth(Sanctum) 50 + XL 4 / 2 = 52 (+ 15; or 50: above 25) */
      sit.region = NHS_REGION_ASTRAL;
      sit.depth = 50;
      g_assert_cmpint (nhs_situation_difficulty (&sit), ==,
                       v == NHS_VARIANT_37 ? 67
                       : nhs_variant_get (v)->aggravate_rule == NHS_AGGRAVATE_RULE_DOUBLE ? 50 : 52);
    }
}

/* 3.7 temperature: hell hound (fire resistant, frequency 1, unaligned) gets
   +3 in Gehennom and the Wizard's Tower (hot), not in the Valley
   (valley.lua: temperate); winter wolf cub (cold resistant) +3 on a cold
   level.  Other versions ignore the temperature. */
static void
test_temperature (void)
{
  static const struct { NhsRegion region; int weight37; } hot[] = {
    { NHS_REGION_GEHENNOM, 4 }, { NHS_REGION_WIZARD_TOWER, 4 }, { NHS_REGION_VALLEY, 1 },
  };

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (hot); i++)
        {
          NhsSituation sit;
          g_autoptr (NhsDistribution) dist = NULL;

          if (!nhs_region_available (v, hot[i].region))
            continue;
          nhs_test_situation (&sit, v, hot[i].region, 1, 14);
          sit.difficulty = 30;  /* 5..22 */
          dist = compute (&sit);
          /* 5.0.0's hell hound is chaotic: its weight also has an
             alignment shift, so only its temperature term is compared */
          g_assert_cmpint (cand (dist, "hell hound")->temperature_shift, ==,
                           nhs_variant_get (v)->has_temperature && hot[i].weight37 > 1 ? 3 : 0);
          if (v != NHS_VARIANT_500 && v != NHS_VARIANT_XNETHACK)
            g_assert_cmpint (cand (dist, "hell hound")->weight, ==,
                             v == NHS_VARIANT_37 ? hot[i].weight37 : 1);
        }
      {
        NhsSituation sit;
        g_autoptr (NhsDistribution) dist = NULL;

        nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, 12, 6);  /* 2..9 */
        sit.temperature = NHS_TEMPERATURE_COLD;
        dist = compute (&sit);
        g_assert_cmpint (cand (dist, "winter wolf cub")->temperature_shift, ==,
                         nhs_variant_get (v)->has_temperature ? 3 : 0);
        g_assert_cmpint (cand (dist, "winter wolf cub")->weight, ==,
                         2 + (nhs_variant_get (v)->has_temperature ? 3 : 0));
        g_assert_cmpint (cand (dist, "jackal")->temperature_shift, ==, 0);
      }
    }
  /* Plane of Fire: hot, and everyone there resists fire; Water: temperate. */
  {
    NhsSituation sit;
    g_autoptr (NhsDistribution) fire = NULL;
    g_autoptr (NhsDistribution) water = NULL;

    nhs_test_situation (&sit, NHS_VARIANT_37, NHS_REGION_FIRE, 50, 10);
    fire = compute (&sit);
    g_assert_cmpint (nhs_situation_temperature (&sit), ==, NHS_TEMPERATURE_HOT);
    g_assert_cmpint (fire->n_eligible, >, 0);
    for (int k = 0; k < fire->n_eligible; k++)
      g_assert_cmpint (fire->candidates[fire->order[k]].temperature_shift, ==, 3);
    sit.region = NHS_REGION_WATER;
    water = compute (&sit);
    g_assert_cmpint (nhs_situation_temperature (&sit), ==, NHS_TEMPERATURE_NORMAL);
    sit.region = NHS_REGION_VLAD;
    g_assert_cmpint (nhs_situation_temperature (&sit), ==, NHS_TEMPERATURE_NORMAL);
  }
}

/* ALIGNWEIGHT: a dwarf (alignment 4) in the lawful Mines gets (4 + 20) / 8 = 3
   in NetHack, (4 + 20) / 20 = 1 in SLASH'EM. */
static void
test_align_weight (void)
{
  static const int shift[NHS_N_VARIANTS] = { 3, 3, 3, 3, 1, 0, 3 };
  static const int freq[NHS_N_VARIANTS] = { 3, 3, 3, 3, 5, 0, 3 };

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsSituation sit;
      g_autoptr (NhsDistribution) dist = NULL;

      if (v == NHS_VARIANT_EVILHACK)
        continue;   /* its "dwarf" is a placeholder (G_NOGEN): test-evilhack.c has its shifts */
      nhs_test_situation (&sit, v, NHS_REGION_MINES, 5, 5);
      sit.align = NHS_ALIGN_LAWFUL;  /* (3.7's Mines have lost theirs: see branch-alignment) */
      dist = compute (&sit);
      g_assert_cmpint (cand (dist, "dwarf")->align_shift, ==, shift[v]);
      g_assert_cmpint (cand (dist, "dwarf")->weight, ==, shift[v] + freq[v]);
    }
  for (int a = -20; a <= 20; a++)
    {
      g_assert_cmpint (nhs_align_shift (4, NHS_ALIGN_NONE, a), ==, 0);
      g_assert_cmpint (nhs_align_shift (10, NHS_ALIGN_LAWFUL, a), ==, (a + 20) / 20);
    }
}

/* Seed 001's two tables, row for row. */
typedef struct { const char *label; int l, n, c; } SeedRow;

static const SeedRow vanilla_rows[] = {
  { "-20", 0, 0, 5 }, { "-19 to -17", 0, 0, 4 }, { "-16 to -13", 0, 1, 4 }, { "-12", 1, 2, 4 },
  { "-11 to -9", 1, 2, 3 }, { "-8 to -5", 1, 3, 3 }, { "-4", 2, 4, 3 }, { "-3 to -1", 2, 4, 2 },
  { "0", 2, 5, 2 }, { "1 to 3", 2, 4, 2 }, { "4", 3, 4, 2 }, { "5 to 8", 3, 3, 1 },
  { "9 to 11", 3, 2, 1 }, { "12", 4, 2, 1 }, { "13 to 16", 4, 1, 0 }, { "17 to 19", 4, 0, 0 },
  { "20", 5, 0, 0 },
};
static const SeedRow slashem_rows[] = {
  { "-20", 0, 0, 2 }, { "-19 to -11", 0, 0, 1 }, { "-10 to -1", 0, 1, 1 }, { "0", 1, 2, 1 },
  { "1 to 10", 1, 1, 0 }, { "11 to 19", 1, 0, 0 }, { "20", 2, 0, 0 },
};

static void
check_table (NhsVariantId   v,
             const SeedRow *rows,
             int            n_rows)
{
  const NhsVariant *variant = nhs_variant_get (v);
  NhsAlignRange ranges[NHS_ALIGN_MAX_RANGES];
  int n = nhs_align_table_ranges (variant, ranges);
  g_autofree char *text = nhs_report_align_table (variant, NHS_FORMAT_TABLE);
  g_autofree char *wiki = nhs_report_align_table (variant, NHS_FORMAT_WIKI);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  g_assert_cmpint (n, ==, n_rows);
  g_autofree char *note = nhs_align_unaligned_note (variant);

  /* title, header, one line per row, and the final empty string; where no
     random monster is unaligned, a blank line and the note */
  g_assert_cmpint (g_strv_length (lines), ==, (guint) n_rows + 3 + (note ? 2 : 0));
  if (note)
    g_assert_cmpstr (lines[n_rows + 3], ==, note);
  for (int i = 0; i < n_rows; i++)
    {
      g_autofree char *label = ranges[i].lo == NHS_A_NONE
                                 ? g_strdup_printf ("unaligned (as %d)", ranges[i].counts_as)
                                 : ranges[i].lo == ranges[i].hi
                                 ? g_strdup_printf ("%d", ranges[i].lo)
                                 : g_strdup_printf ("%d to %d", ranges[i].lo, ranges[i].hi);
      g_auto (GStrv) words = NULL;
      g_autofree char *wiki_row = g_strdup_printf ("| %s || %d || %d || %d\n", rows[i].label,
                                                   rows[i].l, rows[i].n, rows[i].c);
      g_autofree char *squeezed = NULL;

      g_assert_cmpstr (label, ==, rows[i].label);
      g_assert_cmpint (ranges[i].lawful, ==, rows[i].l);
      g_assert_cmpint (ranges[i].neutral, ==, rows[i].n);
      g_assert_cmpint (ranges[i].chaotic, ==, rows[i].c);
      /* the printed line: label, then the three numbers */
      g_assert_true (g_str_has_prefix (lines[i + 2], rows[i].label));
      words = g_strsplit_set (lines[i + 2] + strlen (rows[i].label), " ", -1);
      squeezed = g_strjoinv ("", words);
      {
        g_autofree char *digits = g_strdup_printf ("%d%d%d", rows[i].l, rows[i].n, rows[i].c);

        g_assert_cmpstr (squeezed, ==, digits);
      }
      g_assert_nonnull (strstr (wiki, wiki_row));
    }
}

static void
test_align_tables (void)
{
  check_table (NHS_VARIANT_367, vanilla_rows, G_N_ELEMENTS (vanilla_rows));
  check_table (NHS_VARIANT_343, vanilla_rows, G_N_ELEMENTS (vanilla_rows));
  check_table (NHS_VARIANT_37, vanilla_rows, G_N_ELEMENTS (vanilla_rows));
  check_table (NHS_VARIANT_500, vanilla_rows, G_N_ELEMENTS (vanilla_rows));
  check_table (NHS_VARIANT_SLASHEM, slashem_rows, G_N_ELEMENTS (slashem_rows));
  check_table (NHS_VARIANT_XNETHACK, vanilla_rows, G_N_ELEMENTS (vanilla_rows));
  /* EvilHack: vanilla's rows and A_NONE's own, counted as -3 (makemon.c
     3939 align_shift ()) */
  {
    SeedRow evil_rows[G_N_ELEMENTS (vanilla_rows) + 1];

    memcpy (evil_rows, vanilla_rows, sizeof vanilla_rows);
    evil_rows[G_N_ELEMENTS (vanilla_rows)] = (SeedRow) { "unaligned (as -3)", 2, 4, 2 };
    check_table (NHS_VARIANT_EVILHACK, evil_rows, G_N_ELEMENTS (evil_rows));
  }
  /* the JSON's "unaligned": what the game computes for A_NONE (-128) */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      g_autofree char *json = nhs_report_align_table (variant, NHS_FORMAT_JSON);
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *none;
      int as = variant->align_none_as_minus3 ? -3 : -128;

      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      none = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                            "unaligned");
      g_assert_cmpint (json_object_get_int_member (none, "alignment"), ==, -128);
      g_assert_cmpint (json_object_get_int_member (none, "counts_as"), ==, as);
      g_assert_cmpint (json_object_get_int_member (none, "lawful"), ==,
                       (as + 20) / (2 * variant->align_weight));
      g_assert_cmpint (json_object_get_int_member (none, "neutral"), ==,
                       (20 - abs (as)) / variant->align_weight);
      g_assert_cmpint (json_object_get_int_member (none, "chaotic"), ==,
                       (20 - as) / (2 * variant->align_weight));
    }
  /* Issue 24: what the unaligned row stands for.  monst.c (3.7, 5.0.0 and
     xNetHack: monsters.h) gives A_NONE to one monster only, the Wizard of
     Yendor, G_NOGEN | G_UNIQ: no random monster is unaligned, and the JSON
     row and the tables say so; EvilHack's monst.c makes demons A_NONE, the
     succubus among them (G_NOCORPSE | 1: random), and says nothing. */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      NhsMonsterSet *set = nhs_test_variant_set (v);
      g_autofree char *json = nhs_report_align_table (variant, NHS_FORMAT_JSON);
      g_autofree char *note = nhs_align_unaligned_note (variant);
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *none;
      int unaligned = 0;

      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      none = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                            "unaligned");
      for (int i = 0; i < set->n; i++)
        if (set->monsters[i].alignment == NHS_A_NONE)
          unaligned++;
      if (v == NHS_VARIANT_EVILHACK)
        {
          const NhsMonster *succubus = nhs_monster_set_lookup (set, "succubus");

          g_assert_cmpint (succubus->alignment, ==, NHS_A_NONE);
          g_assert_false (succubus->geno & (NHS_G_NOGEN | NHS_G_UNIQ));
          g_assert_null (note);
          g_assert_false (json_object_has_member (none, "note"));
          continue;
        }
      {
        const NhsMonster *wizard = nhs_monster_set_lookup (set, "Wizard of Yendor");

        g_assert_cmpint (unaligned, ==, 1);
        g_assert_cmpint (wizard->alignment, ==, NHS_A_NONE);
        g_assert_cmpint (wizard->geno & (NHS_G_NOGEN | NHS_G_UNIQ), ==, NHS_G_NOGEN | NHS_G_UNIQ);
      }
      g_assert_nonnull (note);
      g_assert_cmpstr (json_object_get_string_member (none, "note"), ==, note);
      g_assert_true (g_str_has_prefix (note, "No random monster of "));
      g_assert_nonnull (strstr (note, "its one unaligned monster is Wizard of Yendor (never random"));
    }
  /* the side by side: each version beside the first with another table */
  {
    const NhsVariant *pair[2];

    nhs_variant_align_pair (NULL, pair);
    g_assert_true (pair[0] == nhs_variant_default ());
    g_assert_cmpint (pair[1]->align_weight, !=, pair[0]->align_weight);
    nhs_variant_align_pair (nhs_variant_get (NHS_VARIANT_EVILHACK), pair);
    g_assert_cmpint (pair[1]->align_weight, ==, 4);
    g_assert_false (pair[1]->align_none_as_minus3);
    nhs_variant_align_pair (nhs_variant_get (NHS_VARIANT_SLASHEM), pair);
    g_assert_cmpint (pair[1]->align_weight, ==, 4);
  }
}

/* Branch alignments: the Mines (and Minetown, Mines' End), Sokoban and
   Vlad's Tower take their branch's alignment, which 3.7 and later lose
   (dungeon_align_lost: none); the Oracle and Medusa have their own level
   alignment and keep it in every version; an explicit alignment wins. */
static void
test_branch_alignment (void)
{
  static const struct { NhsRegion region; NhsLevelAlign align; gboolean from_branch; } cases[] = {
    { NHS_REGION_MINES, NHS_ALIGN_LAWFUL, TRUE },     { NHS_REGION_MINETOWN, NHS_ALIGN_LAWFUL, TRUE },
    { NHS_REGION_MINES_END, NHS_ALIGN_LAWFUL, TRUE }, { NHS_REGION_SOKOBAN, NHS_ALIGN_NEUTRAL, TRUE },
    { NHS_REGION_VLAD, NHS_ALIGN_CHAOTIC, TRUE },     { NHS_REGION_ORACLE, NHS_ALIGN_NEUTRAL, FALSE },
    { NHS_REGION_MEDUSA, NHS_ALIGN_CHAOTIC, FALSE },
  };
  int lost = 0;

  for (NhsVariantId v = 0; v < NHS_N_VARIANTS; v++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        NhsSituation sit;
        gboolean gone = cases[i].from_branch && nhs_variant_get (v)->dungeon_align_lost;
        int lo;

        g_assert_true (nhs_region_depth_range (v, cases[i].region, &lo, NULL));
        nhs_test_situation (&sit, v, cases[i].region, lo, 5);
        g_assert_cmpint (nhs_situation_align (&sit), ==, gone ? NHS_ALIGN_NONE : cases[i].align);
        lost += gone;
        sit.align = NHS_ALIGN_LAWFUL;
        g_assert_cmpint (nhs_situation_align (&sit), ==, NHS_ALIGN_LAWFUL);
      }
  g_assert_cmpint (lost, >, 0);
  /* the dwarf (lawful, frequency 3) in 3.7's Mines: no alignment bonus */
  {
    NhsSituation sit;
    g_autoptr (NhsDistribution) dist = NULL;

    nhs_test_situation (&sit, NHS_VARIANT_37, NHS_REGION_MINES, 5, 5);
    dist = compute (&sit);
    g_assert_cmpint (cand (dist, "dwarf")->align_shift, ==, 0);
    g_assert_cmpint (cand (dist, "dwarf")->weight, ==, 3);
  }
}

/* Depth ranges from each dungeon description. */
static void
test_region_depths (void)
{
  static const struct { NhsVariantId v; NhsRegion r; int lo, hi; } cases[] = {
    { NHS_VARIANT_367, NHS_REGION_MINES_END, 10, 13 },
    { NHS_VARIANT_367, NHS_REGION_ORACLE, 5, 9 },
    { NHS_VARIANT_367, NHS_REGION_QUEST, 11, 21 },
    { NHS_VARIANT_367, NHS_REGION_LUDIOS, 18, 21 },
    { NHS_VARIANT_367, NHS_REGION_MEDUSA, 21, 28 },
    { NHS_VARIANT_367, NHS_REGION_CASTLE, 25, 29 },
    { NHS_VARIANT_367, NHS_REGION_VLAD, 31, 41 },
    { NHS_VARIANT_367, NHS_REGION_WIZARD_TOWER, 36, 47 },
    { NHS_VARIANT_37, NHS_REGION_ROGUE, 15, 18 },
    { NHS_VARIANT_500, NHS_REGION_ROGUE, 15, 18 },
    { NHS_VARIANT_500, NHS_REGION_ORACLE, 5, 9 },
    { NHS_VARIANT_500, NHS_REGION_BIGROOM, 10, 12 },
    { NHS_VARIANT_500, NHS_REGION_CASTLE, 25, 29 },
    { NHS_VARIANT_500, NHS_REGION_WIZARD_TOWER, 36, 47 },
    { NHS_VARIANT_343, NHS_REGION_ASTRAL, 45, 53 },
    { NHS_VARIANT_SLASHEM, NHS_REGION_ORACLE, 7, 9 },
    { NHS_VARIANT_SLASHEM, NHS_REGION_CASTLE, 42, 46 },
    { NHS_VARIANT_SLASHEM, NHS_REGION_GEHENNOM, 43, 63 },
    { NHS_VARIANT_SLASHEM, NHS_REGION_ASTRAL, 59, 63 },
  };
  int lo, hi;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (nhs_region_depth_range (cases[i].v, cases[i].r, &lo, &hi));
      g_assert_cmpint (lo, ==, cases[i].lo);
      g_assert_cmpint (hi, ==, cases[i].hi);
      g_assert_cmpint (hi, <=, NHS_DEPTH_MAX);
    }
  g_assert_false (nhs_region_depth_range (NHS_VARIANT_SLASHEM, NHS_REGION_ROGUE, &lo, &hi));
  g_assert_cmpint (lo, ==, 0);
}

static void
sum_side (const NhsDiff *diff,
          gboolean       side_b,
          mpq_t          sum)
{
  const NhsDistribution *d = side_b ? diff->b : diff->a;
  mpq_t extra;

  mpq_set_ui (sum, 0, 1);
  for (int i = 0; i < diff->n_rows; i++)
    mpq_add (sum, sum, side_b ? diff->rows[i].chance_b : diff->rows[i].chance_a);
  mpq_init (extra);
  mpq_set_ui (extra, (unsigned long) (d->none_num + d->quest_num), (unsigned long) d->den);
  mpq_canonicalize (extra);
  mpq_add (sum, sum, extra);
  mpq_clear (extra);
}

/* 3.6.7 against SLASH'EM on the Oracle level (depth 7, XL 8). */
static void
test_diff_variants (void)
{
  NhsSituation a, b;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDiff) diff = NULL;
  const NhsDiffRow *kitten, *woodchuck;
  g_autofree char *fa = NULL, *fb = NULL, *fd = NULL, *expect_a = NULL, *expect_b = NULL;
  mpq_t sum, expected;
  int ta, tb;

  nhs_test_situation (&a, NHS_VARIANT_367, NHS_REGION_ORACLE, 7, 8);
  nhs_test_situation (&b, NHS_VARIANT_SLASHEM, NHS_REGION_ORACLE, 7, 8);
  diff = nhs_diff_compute (nhs_test_variant_set (a.variant), &a, nhs_test_variant_set (b.variant), &b, &error);
  g_assert_no_error (error);
  ta = diff->a->total_weight;
  tb = diff->b->total_weight;

  /* kitten: 6 / ta in 3.6.7; 19/20 x 9 / tb in SLASH'EM */
  kitten = nhs_diff_lookup (diff, "kitten");
  g_assert_nonnull (kitten);
  g_assert_cmpint (kitten->weight_a, ==, 6);
  g_assert_cmpint (kitten->weight_b, ==, 9);
  fa = nhs_mpq_to_string (kitten->chance_a);
  fb = nhs_mpq_to_string (kitten->chance_b);
  expect_a = nhs_format_fraction (6, ta);
  expect_b = nhs_format_fraction (171, 20 * (guint64) tb);
  g_assert_cmpstr (fa, ==, expect_a);
  g_assert_cmpstr (fb, ==, expect_b);
  mpq_inits (sum, expected, NULL);
  mpq_sub (expected, kitten->chance_b, kitten->chance_a);
  g_assert_cmpint (mpq_equal (expected, kitten->difference), !=, 0);

  woodchuck = nhs_diff_lookup (diff, "woodchuck");
  g_assert_nonnull (woodchuck);
  fd = nhs_mpq_to_string (woodchuck->difference);
  g_assert_cmpstr (fd, ==, "1/20");

  /* largest change first */
  for (int i = 1; i < diff->n_rows; i++)
    {
      mpq_t x, y;

      mpq_inits (x, y, NULL);
      mpq_abs (x, diff->rows[i - 1].difference);
      mpq_abs (y, diff->rows[i].difference);
      g_assert_cmpint (mpq_cmp (x, y), >=, 0);
      mpq_clears (x, y, NULL);
    }
  sum_side (diff, FALSE, sum);
  g_assert_cmpint (mpq_cmp_ui (sum, 1, 1), ==, 0);
  sum_side (diff, TRUE, sum);
  g_assert_cmpint (mpq_cmp_ui (sum, 1, 1), ==, 0);
  mpq_clears (sum, expected, NULL);
}

/* One version, two depths: depth 1 against depth 12 at XL 1. */
static void
test_diff_depths (void)
{
  NhsSituation a, b;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDiff) diff = NULL;
  const NhsDiffRow *newt, *gecko;
  g_autofree char *json = NULL;

  nhs_test_situation (&a, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 1, 1);
  b = a;
  b.depth = 12;  /* 2..6: the newt (1) is now too weak */
  diff = nhs_diff_compute (nhs_test_variant_set (a.variant), &a, nhs_test_variant_set (b.variant), &b, &error);
  g_assert_no_error (error);
  newt = nhs_diff_lookup (diff, "newt");
  g_assert_nonnull (newt);
  g_assert_cmpint (newt->weight_a, ==, 5);
  g_assert_cmpint (newt->weight_b, ==, 0);
  g_assert_cmpint (mpq_sgn (newt->difference), <, 0);
  gecko = nhs_diff_lookup (diff, "gecko");
  g_assert_cmpint (gecko->weight_a, ==, 0);
  g_assert_cmpint (gecko->weight_b, ==, 5);
  json = nhs_report_diff (diff, NHS_FORMAT_JSON);
  g_assert_nonnull (strstr (json, "\"difference\""));
  g_assert_nonnull (strstr (json, "\"fraction_b\""));
  g_assert_null (nhs_diff_lookup (diff, "Medusa"));
}

/* A monster another version puts in another class is the same monster:
   xNetHack's quantum mechanic (S_ABERRATION, U) and Green-elf (S_ELF) are
   EvilHack's Q and @; each is one row with both chances, never "left"
   and "entered" (issue 24). */
static void
test_diff_moved_class (void)
{
  NhsSituation a, b;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDiff) diff = NULL;
  const char *moved[] = { "quantum mechanic", "Green-elf" };
  const NhsMonsterSet *sa, *sb;

  nhs_test_situation (&a, NHS_VARIANT_XNETHACK, NHS_REGION_DUNGEONS, 12, 8);
  nhs_test_situation (&b, NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 12, 8);
  sa = nhs_test_variant_set (a.variant);
  sb = nhs_test_variant_set (b.variant);
  diff = nhs_diff_compute (nhs_test_variant_set (a.variant), &a, nhs_test_variant_set (b.variant), &b, &error);
  g_assert_no_error (error);
  for (guint k = 0; k < G_N_ELEMENTS (moved); k++)
    {
      const NhsMonster *ma = nhs_monster_set_lookup (sa, moved[k]);
      const NhsMonster *mb = nhs_monster_set_lookup (sb, moved[k]);
      int rows = 0;

      /* the premise: the classes differ */
      g_assert_nonnull (ma);
      g_assert_nonnull (mb);
      g_assert_cmpint (ma->symbol, !=, mb->symbol);
      for (int i = 0; i < diff->n_rows; i++)
        if (g_ascii_strcasecmp (diff->rows[i].name, moved[k]) == 0)
          {
            rows++;
            g_assert_cmpint (diff->rows[i].index_a, ==, ma->index);
            g_assert_cmpint (diff->rows[i].index_b, ==, mb->index);
            g_assert_cmpint (diff->rows[i].weight_a, >, 0);
            g_assert_cmpint (diff->rows[i].weight_b, >, 0);
          }
      g_assert_cmpint (rows, ==, 1);
    }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/variants/rows", test_rows);
  g_test_add_func ("/nhs/variants/branch-alignment", test_branch_alignment);
  g_test_add_func ("/nhs/variants/maxmlev-rounding", test_maxmlev);
  g_test_add_func ("/nhs/variants/builds-up", test_builds_up);
  g_test_add_func ("/nhs/variants/aggravate", test_aggravate);
  g_test_add_func ("/nhs/variants/temperature", test_temperature);
  g_test_add_func ("/nhs/variants/align-weight", test_align_weight);
  g_test_add_func ("/nhs/variants/align-tables", test_align_tables);
  g_test_add_func ("/nhs/variants/region-depths", test_region_depths);
  g_test_add_func ("/nhs/variants/diff-variants", test_diff_variants);
  g_test_add_func ("/nhs/variants/diff-depths", test_diff_depths);
  g_test_add_func ("/nhs/variants/diff-moved-class", test_diff_moved_class);
  status = g_test_run ();
  nhs_test_clear_variant_sets ();
  return status;
}
