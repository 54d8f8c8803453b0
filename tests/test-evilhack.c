/* test-evilhack.c: EvilHack 0.9.3's data and its rules, case by case
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The data facts were read by hand in EvilHack's src/monst.c (tag v0.9.3);
 * the rules are its makemon.c's (docs/versions.md, "EvilHack 0.9.3").  The
 * real code's answers over a grid are test-golden.c's.
 */
#include "nhs-test-utils.h"
#include "nhs-artifact.h"
#include "nhs-object.h"
#include "nhs-muse-evil-weapons.h"
#include "nhs-mkclass.h"
#include "nhs-pools.h"
#include "nhs-rndmonst.h"

#include <string.h>

static NhsMonsterSet *
evil (void)
{
  return nhs_test_variant_set (NHS_VARIANT_EVILHACK);
}

static const NhsMonster *
mon (const char *name)
{
  return &evil ()->monsters[nhs_test_monster_index (evil (), name)];
}

static NhsDistribution *
rnd (NhsSituation *sit)
{
  g_autoptr (GError) error = NULL;
  NhsDistribution *d = nhs_rndmonst_compute (evil (), sit, &error);

  g_assert_no_error (error);
  return d;
}

/* Facts read in monst.c by hand. */
static void
test_data (void)
{
  NhsMonsterSet *set = evil ();
  const NhsMonster *m;
  int mplayers = 0;

  g_assert_cmpint (set->n, ==, 564);
  g_assert_cmpint (set->special_pm, ==, 510);
  g_assert_cmpstr (set->monsters[510].name, ==, "long worm tail");
  /* MON("saber-toothed tiger", S_FELINE, LVL(12, 14, 2, 0, 0), (G_GENO | 2), ... */
  m = mon ("saber-toothed tiger");
  g_assert_cmpint (m->level, ==, 12);
  g_assert_cmpint (m->speed, ==, 14);
  g_assert_cmpint (m->ac, ==, 2);
  g_assert_cmpint (m->frequency, ==, 2);
  g_assert_cmpuint (m->geno, ==, NHS_G_GENO);
  /* MON("goblin-captain", S_ORC, LVL(5, 10, 10, 0, -5), (G_GENO | 1), ... */
  m = mon ("goblin-captain");
  g_assert_cmpint (m->alignment, ==, -5);
  g_assert_cmpint (m->frequency, ==, 1);
  g_assert_cmpstr (m->class_id, ==, "S_ORC");
  /* MON("infidel", S_HUMAN, LVL(10, 12, 10, 2, A_NONE), (1), ..., 12, HI_MPLAYER) */
  m = mon ("infidel");
  g_assert_cmpint (m->alignment, ==, NHS_A_NONE);
  g_assert_cmpint (m->frequency, ==, 1);
  g_assert_cmpint (m->difficulty, ==, 12);
  g_assert_cmpint (m->color_256, ==, 228);
  g_assert_cmpstr (nhs_color_name (m->color), ==, "CLR_YELLOW");
  /* MON("frost salamander", S_LIZARD, LVL(10, 12, -3, 0, -3), (G_NOHELL | 1) */
  m = mon ("frost salamander");
  g_assert_cmpint (m->alignment, ==, -3);
  g_assert_cmpuint (m->geno, ==, NHS_G_NOHELL);
  g_assert_cmpint (m->frequency, ==, 1);
  /* the revenant: MH_UNZOMBIE, so undead */
  g_assert_true (nhs_monster_has (mon ("revenant"), NHS_MH_UNZOMBIE));
  g_assert_true (nhs_monster_has (mon ("revenant"), NHS_M2_UNDEAD));
  g_assert_true (nhs_monster_has (mon ("human zombie"), NHS_M2_UNDEAD));
  g_assert_false (nhs_monster_has (mon ("goblin-captain"), NHS_M2_UNDEAD));
  /* the fourteen placeholders of is_placeholder () */
  g_assert_true (mon ("vampire")->placeholder);
  g_assert_true (mon ("draugr")->placeholder);
  g_assert_false (mon ("vampire noble")->placeholder);
  for (int i = 0; i < set->n; i++)
    if (nhs_monster_is_mplayer (set, i))
      {
        g_assert_cmpint (i, <, set->special_pm);
        mplayers++;
      }
  g_assert_cmpint (mplayers, ==, 18);
}

/* Every monster the pools name exists: likes_iceq () names 37, is_iceq_only () 6. */
static void
test_pools_named (void)
{
  NhsMonsterSet *set = evil ();
  int iceq = 0, only = 0, gtown_rats = 0;

  for (int i = 0; i < set->n; i++)
    {
      iceq += nhs_pool_allows (set, NHS_POOL_ICE_QUEEN, i);
      only += nhs_pool_iceq_only (set, i);
      gtown_rats += nhs_pool_allows (set, NHS_POOL_GOBLIN_TOWN, i)
                    && g_strcmp0 (set->monsters[i].class_id, "S_RODENT") == 0;
    }
  g_assert_cmpint (iceq, ==, 37);
  g_assert_cmpint (only, ==, 6);
  g_assert_cmpint (gtown_rats, ==, 5);
  /* PM_WEREWOLF is the dog: the @ werewolf is not the realm's */
  g_assert_true (nhs_pool_allows (set, NHS_POOL_ICE_QUEEN, nhs_test_monster_index (set, "werewolf")));
  for (int i = 0; i < set->n; i++)
    if (g_str_equal (set->monsters[i].name, "werewolf") && g_str_equal (set->monsters[i].class_id, "S_HUMAN"))
      g_assert_false (nhs_pool_allows (set, NHS_POOL_ICE_QUEEN, i));
}

/* A_NONE counts -3: the infidel on a lawful level shifts (-3 + 20) / 8 = 2. */
static void
test_align_none (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) d = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_MINES, 10, 14);
  sit.difficulty = 22;
  d = rnd (&sit);
  g_assert_cmpint (d->candidates[mon ("infidel")->index].align_shift, ==, 2);
  g_assert_cmpint (d->candidates[mon ("infidel")->index].weight, ==, 3);
  g_assert_true (d->candidates[mon ("infidel")->index].mplayer);
}

/* Halloween: an undead's weight x 3, nothing else changes. */
static void
test_halloween (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) plain = NULL;
  g_autoptr (NhsDistribution) hallo = NULL;
  g_autoptr (GError) error = NULL;
  int undead = 0;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_GEHENNOM, 30, 14);
  plain = rnd (&sit);
  sit.halloween = TRUE;
  hallo = rnd (&sit);
  for (int i = 0; i < plain->n; i++)
    {
      int w = plain->candidates[i].weight;

      if (w > 0 && nhs_monster_has (&evil ()->monsters[i], NHS_M2_UNDEAD))
        {
          g_assert_cmpint (hallo->candidates[i].weight, ==, 3 * w);
          undead++;
        }
      else
        g_assert_cmpint (hallo->candidates[i].weight, ==, w);
    }
  g_assert_cmpint (undead, >, 5);
  /* refused where the version has no Halloween */
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_GEHENNOM, 30, 14);
  sit.halloween = TRUE;
  g_assert_false (nhs_situation_check_effective (&sit, &error));
  g_assert_nonnull (strstr (error->message, "Halloween"));
}

/* Demigod: the upper bound is 256, so Demogorgon-class difficulties are in. */
static void
test_demigod (void)
{
  NhsSituation sit;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 10, 5);
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 7);
  sit.demigod = TRUE;
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 256);
  sit.variant = NHS_VARIANT_367;
  g_assert_cmpint (nhs_situation_max_difficulty (&sit), ==, 7);
}

/* The pools: Goblin Town has only orcs, kobolds and rats. */
static void
test_goblin_town (void)
{
  NhsSituation sit;
  g_autoptr (NhsDistribution) d = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_GOBLIN_TOWN, 3, 3);
  d = rnd (&sit);
  g_assert_cmpint (d->n_eligible, >, 3);
  for (int k = 0; k < d->n_eligible; k++)
    {
      const NhsMonster *m = &evil ()->monsters[d->order[k]];

      g_assert_true (g_str_equal (m->class_id, "S_ORC") || g_str_equal (m->class_id, "S_KOBOLD")
                     || g_str_equal (m->class_id, "S_RODENT"));
    }
  g_assert_cmpint (d->candidates[mon ("jackal")->index].exclusion, ==, NHS_EXCLUDED_NOT_IN_POOL);
}

/* One in three: with only player monsters left (Purgatory, everything else
   genocided... here: their own chances by hand).  Two player monsters of
   weight 1 alone: each comes (1/3)(2/3)(1/1) + (1/3)(1/3)(1/2) = 5/18, none
   (2/3)^2 = 4/9. */
static void
test_mixture_by_hand (void)
{
  NhsMonsterSet *set = evil ();
  NhsSituation sit;
  g_autoptr (NhsDistribution) d = NULL;
  g_autofree char *arc = NULL, *none = NULL;

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_PURGATORY, 45, 30);
  sit.difficulty = 30;
  /* leave the archeologist and the barbarian: genocide every other monster */
  for (int i = 0; i < set->special_pm; i++)
    if (!g_str_equal (set->monsters[i].name, "archeologist")
        && !g_str_equal (set->monsters[i].name, "barbarian"))
      nhs_situation_set_genocided (&sit, i, TRUE);
  sit.align = NHS_ALIGN_NONE;
  d = rnd (&sit);
  g_assert_cmpint (d->n_mplayers, ==, 2);
  g_assert_cmpint (d->total_weight, ==, 0);
  arc = nhs_distribution_fraction (d, mon ("archeologist")->index);
  none = nhs_distribution_none_fraction (d);
  g_assert_cmpstr (arc, ==, "5/18");
  g_assert_cmpstr (none, ==, "4/9");
}

/* mkclass: 5 x the frequency; the ice nymph only in the realm; agents only
   for an Infidel; no player monster is ever reached. */
static void
test_mkclass (void)
{
  NhsMonsterSet *set = evil ();
  NhsSituation sit;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsClassDist) out = NULL;
  g_autoptr (NhsClassDist) in = NULL;
  g_autoptr (NhsClassDist) plain = NULL;
  g_autoptr (NhsClassDist) infidel = NULL;
  int human = nhs_mkclass_lookup_class (set, "@");

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 22, 14);
  out = nhs_mkclass_compute_spc (set, &sit, nhs_mkclass_lookup_class (set, "n"), 0,
                                 NHS_MKCLASS_ANY_ALIGN, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mpq_sgn (out->probs[mon ("ice nymph")->index]), ==, 0);
  /* wood nymph: frequency 2, so 5 x 2 + 1 in the bag */
  g_assert_cmpint (out->bag_weight[mon ("wood nymph")->index], ==, 11);
  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_ICE_QUEEN, 22, 14);
  in = nhs_mkclass_compute_spc (set, &sit, nhs_mkclass_lookup_class (set, "n"), 0,
                                NHS_MKCLASS_ANY_ALIGN, &error);
  g_assert_cmpint (mpq_sgn (in->probs[mon ("ice nymph")->index]), >, 0);

  nhs_test_situation (&sit, NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, 40, 30);
  /* agents are G_NOGEN: a special level's class monster */
  plain = nhs_mkclass_compute_spc (set, &sit, human, NHS_MKCLASS_SPC_NOGEN, NHS_MKCLASS_ANY_ALIGN,
                                   &error);
  sit.infidel = TRUE;
  infidel = nhs_mkclass_compute_spc (set, &sit, human, NHS_MKCLASS_SPC_NOGEN,
                                     NHS_MKCLASS_ANY_ALIGN, &error);
  g_assert_cmpint (mpq_sgn (plain->probs[mon ("agent")->index]), ==, 0);
  g_assert_cmpint (mpq_sgn (infidel->probs[mon ("agent")->index]), >, 0);
  for (int i = 0; i < set->n; i++)
    if (nhs_monster_is_mplayer (set, i))
      g_assert_cmpint (mpq_sgn (infidel->probs[i]), ==, 0);
  nhs_test_assert_total_one (plain);
  nhs_test_assert_total_one (infidel);
}

/* The regions: EvilHack's own ones only in EvilHack, NetHack's Wizard's
   Tower in Gehennom not there. */
static void
test_regions (void)
{
  NhsRegion r;
  int lo, hi;

  g_assert_true (nhs_region_from_key ("ice-queen", &r));
  g_assert_true (nhs_region_available (NHS_VARIANT_EVILHACK, r));
  g_assert_false (nhs_region_available (NHS_VARIANT_367, r));
  g_assert_true (nhs_region_depth_range (NHS_VARIANT_EVILHACK, r, &lo, &hi));
  g_assert_cmpint (lo, ==, 20);
  g_assert_cmpint (hi, ==, 29);
  g_assert_false (nhs_region_available (NHS_VARIANT_EVILHACK, NHS_REGION_WIZARD_TOWER));
  g_assert_false (nhs_region_available (NHS_VARIANT_EVILHACK, NHS_REGION_ROGUE));
  g_assert_cmpint (nhs_region_levels_above_entry (NHS_VARIANT_EVILHACK, NHS_REGION_VLAD), ==, 3);
  g_assert_cmpint (nhs_region_levels_above_entry (NHS_VARIANT_367, NHS_REGION_VLAD), ==, 2);
  g_assert_cmpint (nhs_region_levels_above_entry (NHS_VARIANT_EVILHACK, NHS_REGION_PURGATORY), ==, 1);
  g_assert_nonnull (strstr (nhs_region_keys (), "goblin-town"));
}

/* include/artilist.h, hand-read: Frost Brand and Fire Brand are short
 * swords, unaligned, made of steel; Snickersnee a lawful samurai's
 * katana; Giantslayer a neutral spear, the bane of giants; Sting a
 * chaotic elven dagger of mithril, the bane of orcs and spiders;
 * Excalibur a lawful knight's long sword never made at random. Every
 * artifact is made of an object of EvilHack's and names its monsters;
 * no other version but xNetHack has artifacts (no modelled rule makes
 * one). */
static void
test_artifacts (void)
{
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);
  const NhsArtifact *all, *a;
  guint n, short_swords = 0;

  all = nhs_test_artifacts (NHS_VARIANT_EVILHACK, 64);
  n = 64;
  for (guint i = 0; i < n; i++)
    short_swords += strcmp (all[i].kind, "short sword") == 0 && !(all[i].flags & NHS_ART_NOGEN);
  g_assert_cmpuint (short_swords, ==, 2);
  a = nhs_artifact_lookup (v, "Frost Brand");
  g_assert_cmpstr (a->kind, ==, "short sword");
  g_assert_cmpint (a->alignment, ==, NHS_ART_UNALIGNED);
  g_assert_cmpstr (a->material, ==, "STEEL");
  g_assert_false (a->flags & NHS_ART_NOGEN);
  a = nhs_artifact_lookup (v, "Fire Brand");
  g_assert_cmpstr (a->kind, ==, "short sword");
  g_assert_cmpstr (a->material, ==, "STEEL");
  a = nhs_artifact_lookup (v, "Snickersnee");
  g_assert_cmpstr (a->kind, ==, "katana");
  g_assert_cmpint (a->alignment, ==, 1);
  g_assert_cmpstr (a->role, ==, "samurai");
  g_assert_null (a->material);
  a = nhs_artifact_lookup (v, "Giantslayer");
  g_assert_cmpstr (a->kind, ==, "spear");
  g_assert_cmpint (a->alignment, ==, 0);
  g_assert_cmpuint (a->n_bane, ==, 1);
  g_assert_cmpint (a->bane[0], ==, NHS_MH_GIANT);
  a = nhs_artifact_lookup (v, "Sting");
  g_assert_cmpstr (a->kind, ==, "elven dagger");
  g_assert_cmpint (a->alignment, ==, -1);
  g_assert_cmpstr (a->race, ==, "elf");
  g_assert_cmpstr (a->material, ==, "MITHRIL");
  g_assert_cmpuint (a->n_bane, ==, 2);
  a = nhs_artifact_lookup (v, "Excalibur");
  g_assert_cmpstr (a->kind, ==, "long sword");
  g_assert_true (a->flags & NHS_ART_NOGEN);
  g_assert_true (a->flags & NHS_ART_INTEL);
  g_assert_cmpstr (a->role, ==, "knight");
  g_assert_null (nhs_artifact_lookup (v, "Frostbrand"));
  for (int id = 0; id < NHS_N_VARIANTS; id++)
    if (id != NHS_VARIANT_EVILHACK && id != NHS_VARIANT_XNETHACK)
      {
        g_assert_null (nhs_artifacts (nhs_variant_get (id), &n));
        g_assert_cmpuint (n, ==, 0);
      }
}

/* artifact.c score_artifact_weapon () against nhspawn's hero (a neutral
 * human of a new game: no resistances, fewer than 20 hit points), which
 * weapon.c find_artifact_recurse () ranks a monster's artifact weapons
 * by. The numbers are the real EvilHack 0.9.3's, printed by a driver
 * that named each artifact weapon at +0 and called the game's function
 * with an Archeologist hero of 13 hit points (docs/level-validation.md,
 * Session 24): each term is checked by one artifact: the small die's mean
 * (Giantslayer: a spear's d6, no bonus against a human), spec_dbon ()'s
 * d (damd) (Snickersnee's d8, Vorpal Blade's special case, Mjollnir's
 * d24), the base hit again when damd is 0 (Frost Brand, Grayswandir),
 * Magicbane's +4, no bonus for a bane of others (Sunsword, Trollsbane),
 * SPFX_DALIGN against the hero's alignment (the Sceptre of Might), the
 * enchantment; an SPFX_DRLI artifact, whose score draws, is refused. */
static void
test_artifact_score (void)
{
  static const struct {
    const char *name;
    int score;
  } real[] = {
    { "Giantslayer", 3 }, { "Snickersnee", 9 }, { "Vorpal Blade", 7 }, { "Mjollnir", 16 },
    { "Frost Brand", 6 }, { "Grayswandir", 8 }, { "Magicbane", 9 }, { "Sunsword", 4 },
    { "Trollsbane", 2 }, { "Angelslayer", 8 }, { "Cleaver", 7 }, { "Secespita", 6 },
    { "The Sceptre of Might", 6 }, { "Tempest", 21 }, { "Grimtooth", 5 },
  };
  const NhsVariant *v = nhs_variant_get (NHS_VARIANT_EVILHACK);

  for (guint i = 0; i < G_N_ELEMENTS (real); i++)
    {
      const NhsArtifact *a = nhs_artifact_lookup (v, real[i].name);
      const NhsMuseEvilWeapon *wp;

      g_assert_nonnull (a);
      wp = nhs_muse_evil_weapon (a->kind);
      g_assert_nonnull (wp);
      g_test_message ("%s", a->name);
      g_assert_cmpint (nhs_artifact_evil_score (a, wp->sdam, 0, 0), ==, real[i].score);
      g_assert_cmpint (nhs_artifact_evil_score (a, wp->sdam, 3, 0), ==, real[i].score + 3);
    }
  /* the Sceptre of Might (lawful, SPFX_DALIGN) adds d (damd) to no
     lawful hero: its mace's d6 mean, 3, alone */
  g_assert_cmpint (nhs_artifact_evil_score (nhs_artifact_lookup (v, "The Sceptre of Might"), 6, 0, 1), ==, 3);
  g_assert_cmpint (nhs_artifact_evil_score (nhs_artifact_lookup (v, "Stormbringer"), 8, 0, 0), ==, -1);
}

int
main (int    argc,
      char **argv)
{
  int rc;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/evilhack/data", test_data);
  g_test_add_func ("/nhs/evilhack/artifacts", test_artifacts);
  g_test_add_func ("/nhs/evilhack/artifact-score", test_artifact_score);
  g_test_add_func ("/nhs/evilhack/pools-named", test_pools_named);
  g_test_add_func ("/nhs/evilhack/align-none", test_align_none);
  g_test_add_func ("/nhs/evilhack/halloween", test_halloween);
  g_test_add_func ("/nhs/evilhack/demigod", test_demigod);
  g_test_add_func ("/nhs/evilhack/goblin-town", test_goblin_town);
  g_test_add_func ("/nhs/evilhack/mixture-by-hand", test_mixture_by_hand);
  g_test_add_func ("/nhs/evilhack/mkclass", test_mkclass);
  g_test_add_func ("/nhs/evilhack/regions", test_regions);
  rc = g_test_run ();
  nhs_test_clear_variant_sets ();
  return rc;
}
