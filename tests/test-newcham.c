/* test-newcham.c: the shape a new shapechanger starts in (makemon () ->
 * newcham ()), exactly, and on generated levels
 *
 * The expected fractions are worked out by hand from each version's
 * pickvampshape () and makemon (), not read from the code under test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "nhs-level.h"
#include "nhs-level-picker.h"
#include "nhs-newcham.h"
#include "nhs-pools.h"
#include "nhs-table.h"
#include "nhs-answer.h"
#include "nhs-test-utils.h"

/* The first-form distribution of `name` in a Gehennom situation of v at
   depth 40, XL 14, with `genocided` (or NULL) genocided. */
static NhsClassDist *
first_form (NhsVariantId           v,
            const char            *name,
            const char            *genocided,
            const NhsNewchamPlace *place,
            NhsDistribution      **ordinary_out)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_test_variant_set (v);
  NhsSituation sit;
  NhsDistribution *ordinary;
  NhsClassDist *d;

  nhs_test_situation (&sit, v, NHS_REGION_GEHENNOM, 40, 14);
  /* as the genocide list takes it: a monster without G_GENO is extinct */
  if (genocided)
    g_assert_true (nhs_situation_mark_gone (&sit, set,
                                            &set->monsters[nhs_test_monster_index (set, genocided)],
                                            FALSE, NULL));
  ordinary = nhs_rndmonst_compute (set, &sit, &error);
  g_assert_no_error (error);
  d = nhs_newcham_first_form (ordinary, nhs_test_monster_index (set, name), place);
  g_assert_nonnull (d);
  nhs_test_assert_total_one (d);
  if (ordinary_out)
    *ordinary_out = ordinary;
  else
    nhs_distribution_unref (ordinary);
  return d;
}

/* The chance of form `form` in d, in lowest terms */
static char *
chance_of (const NhsClassDist *d,
           const char         *form)
{
  return nhs_mpq_to_string (d->probs[nhs_test_monster_index (d->set, form)]);
}

#define assert_chance(d, form, expected) \
  G_STMT_START { \
    g_autofree char *c_ = chance_of ((d), (form)); \
    g_assert_cmpstr (c_, ==, (expected)); \
  } G_STMT_END

static const NhsNewchamPlace on_floor = { FALSE, FALSE };
static const NhsNewchamPlace on_water = { FALSE, TRUE };
static const NhsNewchamPlace on_rogue = { TRUE, FALSE };

static void
test_kind (void)
{
  static const struct {
    NhsVariantId v;
    const char *name;
    NhsNewchamKind kind;
  } cases[] = {
    /* 3.4.3 and SLASH'EM: pm_to_cham ()'s three, no vampire */
    { NHS_VARIANT_343, "vampire", NHS_NEWCHAM_KEEPS },
    { NHS_VARIANT_343, "chameleon", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_343, "doppelganger", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_SLASHEM, "sandestin", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_SLASHEM, "vampire lord", NHS_NEWCHAM_KEEPS },
    /* 3.6.0 on: the M2_SHAPESHIFTERs; Vlad keeps his shape */
    { NHS_VARIANT_367, "vampire", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_367, "vampire lord", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_367, "Vlad the Impaler", NHS_NEWCHAM_KEEPS },
    { NHS_VARIANT_367, "doppelganger", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_367, "sandestin", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_500, "doppelganger", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_XNETHACK, "sandestin", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_EVILHACK, "doppelganger", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_500, "vampire leader", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_500, "chameleon", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_XNETHACK, "vampire leader", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_EVILHACK, "vampire mage", NHS_NEWCHAM_FORM },
    { NHS_VARIANT_EVILHACK, "Kas", NHS_NEWCHAM_KEEPS },
    { NHS_VARIANT_EVILHACK, "vampire", NHS_NEWCHAM_KEEPS },   /* its placeholder */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (cases[i].v);

      g_assert_cmpint (nhs_newcham_kind (set, nhs_variant_get (cases[i].v),
                                         nhs_test_monster_index (set, cases[i].name)),
                       ==, cases[i].kind);
    }
  /* an ordinary monster keeps its shape everywhere */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);

      g_assert_cmpint (nhs_newcham_kind (set, nhs_variant_get (v),
                                         nhs_test_monster_index (set, "soldier ant")),
                       ==, NHS_NEWCHAM_KEEPS);
    }
}

/* pickvampshape (): fog cloud 1 in 4, else vampire bat; a lord or leader
   first a wolf 1 in 10 */
static void
test_vampire_exact (void)
{
  static const NhsVariantId select_versions[] = {
    NHS_VARIANT_367, NHS_VARIANT_37, NHS_VARIANT_500, NHS_VARIANT_XNETHACK,
  };

  for (gsize k = 0; k < G_N_ELEMENTS (select_versions); k++)
    {
      NhsVariantId v = select_versions[k];
      const char *lord = v == NHS_VARIANT_367 ? "vampire lord" : "vampire leader";
      g_autoptr (NhsClassDist) plain = first_form (v, "vampire", NULL, &on_floor, NULL);
      g_autoptr (NhsClassDist) leader = first_form (v, lord, NULL, &on_floor, NULL);

      assert_chance (plain, "fog cloud", "1/4");
      assert_chance (plain, "vampire bat", "3/4");
      assert_chance (plain, "vampire", "0");      /* never shown as itself */
      assert_chance (leader, "wolf", "1/10");
      assert_chance (leader, "fog cloud", "9/40");
      assert_chance (leader, "vampire bat", "27/40");
      assert_chance (leader, lord, "0");
    }
  /* 5.0.0 and xNetHack: no walking form on water; 3.6.7 does not look */
  {
    g_autoptr (NhsClassDist) d500 = first_form (NHS_VARIANT_500, "vampire leader", NULL,
                                                &on_water, NULL);
    g_autoptr (NhsClassDist) d367 = first_form (NHS_VARIANT_367, "vampire lord", NULL,
                                                &on_water, NULL);

    assert_chance (d500, "wolf", "0");
    assert_chance (d500, "fog cloud", "1/4");
    assert_chance (d500, "vampire bat", "3/4");
    assert_chance (d367, "wolf", "1/10");
  }
  /* EvilHack: half keep their shape; the noble tries the wolf, then the
     warg, then fog or bat: 1/2 x (1/10, 9/10 x 1/10, 81/100 x 1/4, x 3/4) */
  {
    g_autoptr (NhsClassDist) noble = first_form (NHS_VARIANT_EVILHACK, "vampire noble", NULL,
                                                 &on_floor, NULL);
    g_autoptr (NhsClassDist) mage = first_form (NHS_VARIANT_EVILHACK, "vampire mage", NULL,
                                                &on_floor, NULL);
    g_autoptr (NhsClassDist) sovereign = first_form (NHS_VARIANT_EVILHACK, "vampire sovereign",
                                                     NULL, &on_floor, NULL);

    assert_chance (noble, "vampire noble", "1/2");
    assert_chance (noble, "wolf", "1/20");
    assert_chance (noble, "warg", "9/200");
    assert_chance (noble, "fog cloud", "81/800");
    assert_chance (noble, "vampire bat", "243/800");
    assert_chance (mage, "wolf", "0");
    assert_chance (mage, "warg", "1/20");
    assert_chance (mage, "fog cloud", "9/80");
    assert_chance (sovereign, "vampire sovereign", "1/2");
    assert_chance (sovereign, "fog cloud", "1/8");
    assert_chance (sovereign, "vampire bat", "3/8");
  }
}

/* A genocided form: 3.6.7's newcham () asks again, 20 times at most (the
   vampire keeps its shape only when all 20 drew the genocided form); 3.7 and later's pickvampshape () answers the vampire
   itself, which then keeps its shape */
static void
test_vampire_genocide (void)
{
  g_autoptr (NhsClassDist) d367 = first_form (NHS_VARIANT_367, "vampire", "fog cloud",
                                              &on_floor, NULL);
  g_autoptr (NhsClassDist) d500 = first_form (NHS_VARIANT_500, "vampire", "fog cloud",
                                              &on_floor, NULL);
  g_autoptr (NhsClassDist) both = first_form (NHS_VARIANT_367, "vampire", "vampire bat",
                                              &on_floor, NULL);

  /* 1 - (1/4)^20, and (1/4)^20 */
  assert_chance (d367, "vampire bat", "1099511627775/1099511627776");
  assert_chance (d367, "vampire", "1/1099511627776");
  assert_chance (d500, "vampire bat", "3/4");
  assert_chance (d500, "vampire", "1/4");
  /* 1 - (3/4)^20 */
  assert_chance (both, "fog cloud", "1096024843375/1099511627776");
}

/* The Rogue level: no lowercase fog cloud or wolf; 3.6.7's newcham () then
   refuses its first five tries (its isupper () reads the class number) and
   takes the sixth */
static void
test_vampire_rogue (void)
{
  g_autoptr (NhsClassDist) d367 = first_form (NHS_VARIANT_367, "vampire lord", NULL, &on_rogue,
                                              NULL);
  g_autoptr (NhsClassDist) d500 = first_form (NHS_VARIANT_500, "vampire leader", NULL,
                                              &on_rogue, NULL);

  assert_chance (d367, "vampire bat", "1");
  assert_chance (d500, "vampire bat", "1");
}

/* An extinct form is still taken: newcham () tests G_GENOD alone (mon.c
   accept_newcham_form, newcham), and a listed monster without G_GENO (a
   golem) can only be extinct, so a chameleon's first form is the same as
   with nothing listed; only where the form is rndmonst ()'s (G_GONE) is
   the golem never drawn. */
static void
test_chameleon_extinct_form (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsClassDist) none = first_form (v, "chameleon", NULL, &on_floor, NULL);
      g_autoptr (NhsClassDist) gone = first_form (v, "chameleon", "straw golem", &on_floor, NULL);
      int golem = nhs_test_monster_index (none->set, "straw golem");

      g_test_message ("%s", nhs_variant_get (v)->key);
      g_assert_false (none->set->monsters[golem].geno & NHS_G_GENO);
      if (nhs_variant_get (v)->newcham_rule == NHS_NEWCHAM_RNDMONST)
        {
          g_assert_true (mpq_sgn (gone->probs[golem]) == 0);
          continue;
        }
      g_assert_true (mpq_sgn (none->probs[golem]) > 0);
      for (int i = 0; i < none->set->n; i++)
        g_assert_true (mpq_equal (none->probs[i], gone->probs[i]));
    }
}

/* A chameleon's form is a valid random monster */
static void
test_chameleon (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsVariant *variant = nhs_variant_get (v);
      NhsDistribution *ordinary = NULL;
      g_autoptr (NhsClassDist) d = first_form (v, "chameleon", "jackal", &on_floor, &ordinary);
      NhsMonsterSet *set = d->set;
      int self = nhs_test_monster_index (set, "chameleon");
      int jackal = nhs_test_monster_index (set, "jackal");
      int n_forms = 0;

      g_assert_true (mpq_sgn (d->probs[jackal]) == 0);   /* genocided */
      for (int i = 0; i < set->n; i++)
        {
          const NhsMonster *m = &set->monsters[i];

          if (i == self || mpq_sgn (d->probs[i]) == 0)
            continue;
          n_forms++;
          if (variant->newcham_rule == NHS_NEWCHAM_RNDMONST)
            {
              /* newcham (mtmp, rndmonst ()): exactly the level's random monster */
              mpq_t p;

              mpq_init (p);
              nhs_distribution_chance (ordinary, i, p);
              g_assert_true (mpq_equal (p, d->probs[i]));
              mpq_clear (p);
              continue;
            }
          /* select_newcham_form (): below SPECIAL_PM, no placeholder, one
             polymorph may give (or a player monster) */
          g_assert_cmpint (i, <, set->special_pm);
          g_assert_false (m->placeholder);
          g_assert_true (!nhs_monster_has (m, NHS_M2_NOPOLY)
                         || (nhs_monster_is_mplayer (set, i)
                             && !variant->newcham_mplayer_doppelganger_only));
          if (variant->newcham_capped_by_difficulty)
            g_assert_cmpint (m->difficulty, <=, ordinary->max_difficulty);
        }
      g_assert_cmpint (n_forms, >, 20);
      /* 3.6.7: an animal (coyote) is 1/3 x 1/|animals| + 2/3 x 1/SPECIAL_PM a try, any
         other form 2/3 x 1/SPECIAL_PM: their ratio, whatever the tries */
      if (v == NHS_VARIANT_367)
        {
          int animals = 0;
          mpq_t ratio, expect;

          for (int i = 0; i < set->special_pm; i++)
            animals += nhs_monster_has (&set->monsters[i], NHS_M1_ANIMAL);
          mpq_inits (ratio, expect, NULL);
          /* (1/(3A) + 2/(3N)) / (2/(3N)) = N/(2A) + 1 */
          mpq_set_ui (expect, (unsigned long) set->special_pm, 2UL * (unsigned long) animals);
          mpq_canonicalize (expect);
          mpq_set_ui (ratio, 1, 1);
          mpq_add (expect, expect, ratio);
          mpq_div (ratio, d->probs[nhs_test_monster_index (set, "coyote")],
                   d->probs[nhs_test_monster_index (set, "homunculus")]);
          g_assert_true (mpq_equal (ratio, expect));
          mpq_clears (ratio, expect, NULL);
        }
      nhs_distribution_unref (ordinary);
    }
}

/* the ratio of two forms' chances in d, as a fraction in lowest terms */
static char *
ratio_of (const NhsClassDist *d,
          const char         *a,
          const char         *b)
{
  mpq_t r;
  char *out;

  mpq_init (r);
  g_assert_true (mpq_sgn (d->probs[nhs_test_monster_index (d->set, b)]) > 0);
  mpq_div (r, d->probs[nhs_test_monster_index (d->set, a)],
           d->probs[nhs_test_monster_index (d->set, b)]);
  out = nhs_mpq_to_string (r);
  mpq_clear (r);
  return out;
}

#define assert_ratio(d, a, b, expected) \
  G_STMT_START { \
    g_autofree char *r_ = ratio_of ((d), (a), (b)); \
    g_assert_cmpstr (r_, ==, (expected)); \
  } G_STMT_END

/* wizard.c's nasties[]: every name is a monster of the version below
   SPECIAL_PM, as many as the game's table holds */
static void
test_nasties_list (void)
{
  static const struct {
    NhsVariantId v;
    gsize n;
  } lists[] = {
    { NHS_VARIANT_367, 42 }, { NHS_VARIANT_37, 44 }, { NHS_VARIANT_500, 44 },
    { NHS_VARIANT_XNETHACK, 44 }, { NHS_VARIANT_EVILHACK, 50 },
  };

  for (gsize k = 0; k < G_N_ELEMENTS (lists); k++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (lists[k].v);
      gsize n = 0;
      const char *const *names = nhs_newcham_nasties (nhs_variant_get (lists[k].v), &n);

      g_assert_cmpuint (n, ==, lists[k].n);
      for (gsize j = 0; j < n; j++)
        g_assert_cmpint (nhs_test_monster_index (set, names[j]), <, set->special_pm);
    }
  g_assert_null (nhs_newcham_nasties (nhs_variant_get (NHS_VARIANT_343), &(gsize) { 0 }));
}

/* A sandestin takes a nasty 6 times in 7, else a random form (one draw of
   mons[] below SPECIAL_PM, N of them). A nasty that is also a valid form
   has 6/7 x 1/n + 1/7 x 1/N a try, any other valid form 1/7 x 1/N: their
   ratio is 6N/n + 1, whatever newcham ()'s tries do. */
static void
test_sandestin (void)
{
  /* 3.6.7: 42 nasties, no substitute */
  {
    g_autoptr (NhsClassDist) d = first_form (NHS_VARIANT_367, "sandestin", NULL, &on_floor, NULL);
    int N = d->set->special_pm;
    g_autofree char *want = g_strdup_printf ("%d/%d", (N + 7) / (N % 7 == 0 ? 7 : 1),
                                             N % 7 == 0 ? 1 : 7);

    /* 6N/42 + 1 = (N + 7)/7 */
    assert_ratio (d, "minotaur", "jackal", want);
  }
  /* 5.0.0 in Gehennom: 44 nasties below the Archon's difficulty 26; the
     arch-lich (29) becomes a master lich, which takes its share */
  {
    g_autoptr (NhsClassDist) d = first_form (NHS_VARIANT_500, "sandestin", NULL, &on_floor, NULL);
    int N = d->set->special_pm;
    mpq_t want;
    g_autofree char *want_s = NULL;

    g_assert_cmpint (d->set->monsters[nhs_test_monster_index (d->set, "arch-lich")].difficulty,
                     >=, 25);
    mpq_init (want);
    mpq_set_ui (want, 6UL * (unsigned long) N + 44UL, 44);   /* 6N/44 + 1 */
    mpq_canonicalize (want);
    want_s = nhs_mpq_to_string (want);
    mpq_clear (want);
    assert_ratio (d, "master lich", "jackal", want_s);
    assert_ratio (d, "arch-lich", "jackal", "1");   /* from the random form only */
    assert_ratio (d, "minotaur", "master lich", "1");
  }
  /* 5.0.0, the master mind flayer genocided: its share goes to the mind
     flayer */
  {
    g_autoptr (NhsClassDist) d = first_form (NHS_VARIANT_500, "sandestin", "master mind flayer",
                                             &on_floor, NULL);

    assert_chance (d, "master mind flayer", "0");
    assert_ratio (d, "mind flayer", "minotaur", "1");
  }
  /* EvilHack: a player monster is a form for the doppelganger only */
  {
    g_autoptr (NhsClassDist) sand = first_form (NHS_VARIANT_EVILHACK, "sandestin", NULL,
                                                &on_floor, NULL);
    g_autoptr (NhsClassDist) dopp = first_form (NHS_VARIANT_EVILHACK, "doppelganger", NULL,
                                                &on_floor, NULL);

    assert_chance (sand, "archeologist", "0");
    g_assert_true (mpq_sgn (dopp->probs[nhs_test_monster_index (dopp->set, "archeologist")]) > 0);
  }
}

/* A doppelganger, 3.6.7: a try gives a player monster (15 of them) with
   6/7 x 2/3 x 1/15 (the random form never does: they lie above
   SPECIAL_PM), and each random form R/N, where R, the share that ends in
   NON_PM, is the hero's own guardian (6/7 x 1/3 x 1/3 x 1/14: student ..
   apprentice, ninja included) and five draws that find no humanoid
   polyok () allows (6/7 x 1/3 x 2/3 x q^5, q = (N - h)/N, N = SPECIAL_PM).
   So archeologist : jackal = 4/105 : R/N. */
static void
test_doppelganger (void)
{
  g_autoptr (NhsClassDist) d = first_form (NHS_VARIANT_367, "doppelganger", NULL, &on_floor, NULL);
  NhsMonsterSet *set = d->set;
  int N = set->special_pm, h = 0;
  mpq_t q, q5, r, want, t;
  g_autofree char *want_s = NULL;

  for (int i = 0; i < N; i++)
    if (nhs_monster_has (&set->monsters[i], NHS_M1_HUMANOID)
        && !nhs_monster_has (&set->monsters[i], NHS_M2_NOPOLY))
      h++;
  g_assert_cmpint (h, >, 50);
  mpq_inits (q, q5, r, want, t, NULL);
  mpq_set_ui (q, (unsigned long) (N - h), (unsigned long) N);
  mpq_canonicalize (q);
  mpq_set_ui (q5, 1, 1);
  for (int k = 0; k < 5; k++)
    mpq_mul (q5, q5, q);
  /* R = 6/7 x 1/9 x 1/14 + 6/7 x 2/9 x q^5 = 1/147 + 4/21 q^5 */
  mpq_set_ui (t, 4, 21);
  mpq_mul (t, t, q5);
  mpq_set_ui (r, 1, 147);
  mpq_add (r, r, t);
  mpq_set_ui (t, 1, (unsigned long) N);
  mpq_mul (r, r, t);                  /* R/N */
  mpq_set_ui (want, 4, 105);
  mpq_div (want, want, r);
  want_s = nhs_mpq_to_string (want);
  assert_ratio (d, "archeologist", "jackal", want_s);
  assert_ratio (d, "archeologist", "wizard", "1");
  /* a guardian is refused by accept_newcham_form () (a human), whoever
     the hero is */
  assert_chance (d, "student", "0");
  assert_chance (d, "ninja", "0");
  mpq_clears (q, q5, r, want, t, NULL);
  /* 5.0.0: a nasty above the jabberwock's difficulty - 1 whose smaller
     kind is a juvenile stays itself; a baby dragon comes from the random
     form alone */
  {
    g_autoptr (NhsClassDist) d5 = first_form (NHS_VARIANT_500, "doppelganger", NULL, &on_floor,
                                              NULL);

    assert_ratio (d5, "baby silver dragon", "jackal", "1");
    g_assert_true (mpq_sgn (d5->probs[nhs_test_monster_index (d5->set, "silver dragon")]) > 0);
    assert_ratio (d5, "silver dragon", "xorn", "1");   /* neither is humanoid */
  }
}

/* On generated levels: no vampire is shown as one where newcham () gives it
   its first shape at creation, the map shows the form, and the form is the
   form the core says it can be */
static void
check_levels (NhsVariantId v,
              const char  *lord)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_test_variant_set (v);
  NhsSituation sit;
  g_autoptr (NhsLevelPicker) picker = NULL;
  int vampires = 0, bats = 0;

  nhs_test_situation (&sit, v, NHS_REGION_GEHENNOM, 40, 14);
  picker = nhs_level_picker_new (set, &sit, 40, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 400 && vampires < 12; seed++)
    {
      NhsLevelParams p = { .depth = 40, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (v) };
      NhsLevel *lev;
      g_autofree char *text = NULL;
      NhsTable *table;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      text = nhs_level_to_text (lev);
      table = nhs_level_monster_table (lev, NHS_LEVEL_PHASE_MONSTERS, "monsters", NULL);
      g_assert_cmpint (nhs_table_n_rows (table), ==, nhs_level_n_monsters (lev));
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);
          char shown = text[m->y * (NHS_LEVEL_COLS + 1) + m->x];

          /* the copied table: the symbol shown, the form and what it is */
          g_assert_cmpint (nhs_table_cell (table, i, 0)[0], ==, shown);
          if (m->form >= 0)
            {
              g_autofree char *row = g_strdup_printf ("%s (a %s in disguise)", m->form_name,
                                                      m->name);

              g_assert_cmpstr (nhs_table_cell (table, i, 1), ==, row);
            }

          g_assert_cmpint (shown, ==, nhs_level_monster_shown_symbol (m));
          if (strcmp (m->name, "vampire") != 0 && strcmp (m->name, lord) != 0)
            continue;
          vampires++;
          g_assert_cmpint (m->form, >=, 0);
          g_assert_cmpint (shown, !=, 'V');
          g_assert_true (strcmp (m->form_name, "vampire bat") == 0
                         || strcmp (m->form_name, "fog cloud") == 0
                         || (strcmp (m->form_name, "wolf") == 0 && strcmp (m->name, lord) == 0));
          g_assert_cmpint (m->form_symbol, ==, set->monsters[m->form].symbol);
          bats += strcmp (m->form_name, "vampire bat") == 0;
          {
            g_autofree char *what = nhs_level_describe_square (lev, m->x, m->y);
            g_autofree char *words = g_strdup_printf ("%s (a %s in disguise)", m->form_name,
                                                      m->name);

            g_assert_nonnull (strstr (what, words));
          }
        }
      nhs_table_free (table);
      nhs_level_free (lev);
    }
  g_assert_cmpint (vampires, >=, 12);
  g_assert_cmpint (bats, >, 0);
}

/* The sandestins of Gehennom's mazes are shown as their nasties and other
   forms, never as themselves (on these seeds: levels until six sandestins
   are seen, 600 at most; 5.0.0's took 200 until its enexto () became
   NEW_ENEXTO's, whose other dice make other levels) */
static void
check_sandestins (NhsVariantId v)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = nhs_test_variant_set (v);
  NhsSituation sit;
  g_autoptr (NhsLevelPicker) picker = NULL;
  int sandestins = 0;

  nhs_test_situation (&sit, v, NHS_REGION_GEHENNOM, 40, 14);
  picker = nhs_level_picker_new (set, &sit, 40, &error);
  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 600 && sandestins < 6; seed++)
    {
      NhsLevelParams p = { .depth = 40, .seed = seed, .kind = NHS_LEVEL_KIND_MAZE,
                           .variant = nhs_variant_get (v) };
      NhsLevel *lev;

      nhs_level_picker_install (picker, &p);
      lev = nhs_level_generate (&p, &error);
      g_assert_no_error (error);
      for (int i = 0; i < nhs_level_n_monsters (lev); i++)
        {
          const NhsLevelMonster *m = nhs_level_monster (lev, i);

          if (strcmp (m->name, "sandestin") != 0)
            continue;
          sandestins++;
          g_assert_cmpint (m->form, >=, 0);
          g_assert_cmpint (nhs_level_monster_shown_symbol (m), ==, set->monsters[m->form].symbol);
        }
      nhs_level_free (lev);
    }
  g_assert_cmpint (sandestins, >=, 6);
}

static void
test_levels (void)
{
  check_levels (NHS_VARIANT_367, "vampire lord");
  check_levels (NHS_VARIANT_500, "vampire leader");
  check_sandestins (NHS_VARIANT_367);
  check_sandestins (NHS_VARIANT_500);
}

/* A level's temperature (3.7, 5.0.0, xNetHack: level.flags.temperature,
   5.0.0's cold Gehennom maze, xNetHack's Cocytus) weighs rndmonst ()
   (makemon.c temperature_shift ()), but makemon () -> newcham () never asks
   rndmonst () there: select_newcham_form () draws rn1 (SPECIAL_PM - LOW_PM,
   LOW_PM), pick_animal (), pick_nasty () (Inhell, the difficulty cap) and
   pickvampshape () (the square), and xNetHack's cap is
   monmax_difficulty (level_difficulty ()); none reads the temperature.
   So every first form is the same on a hot, a cold and a plain level of
   one depth, while the level's random monsters are not. */
static void
test_temperature (void)
{
  static const NhsTemperature temps[] = { NHS_TEMPERATURE_NORMAL, NHS_TEMPERATURE_HOT,
                                          NHS_TEMPERATURE_COLD };
  int versions = 0;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      NhsMonsterSet *set = nhs_test_variant_set (v);
      NhsDistribution *ordinary[G_N_ELEMENTS (temps)];
      gboolean weights_differ = FALSE;
      int changers = 0;

      if (!nhs_variant_get (v)->has_temperature)
        continue;
      versions++;
      for (gsize t = 0; t < G_N_ELEMENTS (temps); t++)
        {
          g_autoptr (GError) error = NULL;
          NhsSituation sit;

          nhs_test_situation (&sit, v, NHS_REGION_DUNGEONS, 20, 10);
          sit.temperature = temps[t];
          ordinary[t] = nhs_rndmonst_compute (set, &sit, &error);
          g_assert_no_error (error);
        }
      /* the temperature is in effect: some random monster's chance moves */
      for (int i = 0; i < set->n && !weights_differ; i++)
        {
          mpq_t a, b;

          mpq_inits (a, b, NULL);
          nhs_distribution_chance (ordinary[0], i, a);
          for (gsize t = 1; t < G_N_ELEMENTS (temps); t++)
            {
              nhs_distribution_chance (ordinary[t], i, b);
              weights_differ |= !mpq_equal (a, b);
            }
          mpq_clears (a, b, NULL);
        }
      g_assert_true (weights_differ);
      for (int i = 0; i < set->n; i++)
        {
          NhsClassDist *form[G_N_ELEMENTS (temps)];

          if (nhs_newcham_kind (set, nhs_variant_get (v), i) != NHS_NEWCHAM_FORM)
            continue;
          changers++;
          for (gsize t = 0; t < G_N_ELEMENTS (temps); t++)
            form[t] = nhs_newcham_first_form (ordinary[t], i, &on_floor);
          for (int j = 0; j < set->n; j++)
            for (gsize t = 1; t < G_N_ELEMENTS (temps); t++)
              if (!mpq_equal (form[0]->probs[j], form[t]->probs[j]))
                g_error ("%s: a %s's first form %s differs on a level of temperature %d",
                         nhs_variant_get (v)->key, set->monsters[i].name,
                         set->monsters[j].name, temps[t]);
          for (gsize t = 0; t < G_N_ELEMENTS (temps); t++)
            nhs_class_dist_unref (form[t]);
        }
      /* the chameleon, doppelganger, sandestin and the vampires */
      g_assert_cmpint (changers, >=, 5);
      for (gsize t = 0; t < G_N_ELEMENTS (temps); t++)
        nhs_distribution_unref (ordinary[t]);
    }
  /* 3.7, 5.0.0 and xNetHack */
  g_assert_cmpint (versions, ==, 3);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/newcham/kind", test_kind);
  g_test_add_func ("/nhs/newcham/vampire-exact", test_vampire_exact);
  g_test_add_func ("/nhs/newcham/vampire-genocide", test_vampire_genocide);
  g_test_add_func ("/nhs/newcham/vampire-rogue", test_vampire_rogue);
  g_test_add_func ("/nhs/newcham/chameleon-extinct-form", test_chameleon_extinct_form);
  g_test_add_func ("/nhs/newcham/chameleon", test_chameleon);
  g_test_add_func ("/nhs/newcham/nasties-list", test_nasties_list);
  g_test_add_func ("/nhs/newcham/sandestin", test_sandestin);
  g_test_add_func ("/nhs/newcham/doppelganger", test_doppelganger);
  g_test_add_func ("/nhs/newcham/levels", test_levels);
  g_test_add_func ("/nhs/newcham/temperature", test_temperature);
  ret = g_test_run ();
  nhs_test_clear_variant_sets ();
  return ret;
}
