/* nhs-level-picker.c: the level generator's monsters, from the core's distributions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sample level is a picture, so drawing from the exact distributions with
 * the level's own RNG is enough here: the weights are the game's, the draw is
 * the game's walk over them (rndmonst) or a draw over the exact chances
 * (mkclass).
 */
#include "nhs-level-picker.h"
#include "nhs-answer.h"
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-newcham.h"
#include "nhs-presets.h"

struct _NhsLevelPicker {
  NhsMonsterSet *set;
  NhsSituation sit;
  NhsAnswer *answer;       /* the situation's answer at the level's depth */
  const NhsDistribution *dist;   /* its rndmonst () list, walked as the game walks it */
  NhsAnswer *cold_answer;  /* the same on a level made cold (made when first asked) */
  gboolean cold;           /* the level being made is cold: draw from cold_answer */
  GHashTable *class_cum;   /* mlet -> double[] cumulative chances (n + 1, last: none) */
  GHashTable *splev_cum;   /* the same for a special level's class monsters */
  GHashTable *preset_cum;  /* preset key -> the same for a preset's mixture, then each
                              monster's chance of being its random monster (n) */
  GHashTable *form_cum;    /* form_key () -> the same for a shapechanger's first form */
  NhsDistribution *statue[2]; /* rndmonnum_adj ()'s shifted window for a statue
                              trap (3.7 on), made when first asked: [1] cold */
  const char **names;      /* interned, per mons[] index */
  int hero_align;          /* the hero's alignment's sign (peace_minded) */
  int class_mlet[256];     /* a class symbol's mlet (nhs_mkclass_lookup_class ()),
                              -1 until first asked: the lookup walks the list */
};

static void
free_cum (gpointer data)
{
  g_free (data);
}

NhsLevelPicker *
nhs_level_picker_new (NhsMonsterSet      *set,
                      const NhsSituation *sit,
                      int                 depth,
                      GError            **error)
{
  g_autoptr (NhsLevelPicker) picker = g_new0 (NhsLevelPicker, 1);

  for (int c = 0; c < 256; c++)
    picker->class_mlet[c] = -1;

  picker->set = nhs_monster_set_ref (set);
  picker->sit = *sit;
  picker->sit.depth = depth;
  picker->sit.difficulty = 0;
  picker->class_cum = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, free_cum);
  picker->splev_cum = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, free_cum);
  picker->preset_cum = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, free_cum);
  picker->form_cum = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, free_cum);
  picker->names = g_new (const char *, set->n);
  for (int i = 0; i < set->n; i++)
    picker->names[i] = g_intern_string (set->monsters[i].name);
  picker->answer = nhs_answer_compute_as_given (set, &picker->sit, error);
  if (picker->answer == NULL)
    return NULL;
  picker->dist = picker->answer->ordinary;
  return g_steal_pointer (&picker);
}

void
nhs_level_picker_free (NhsLevelPicker *picker)
{
  if (picker == NULL)
    return;
  g_clear_pointer (&picker->answer, nhs_answer_unref);
  g_clear_pointer (&picker->cold_answer, nhs_answer_unref);
  g_clear_pointer (&picker->statue[0], nhs_distribution_unref);
  g_clear_pointer (&picker->statue[1], nhs_distribution_unref);
  g_clear_pointer (&picker->class_cum, g_hash_table_unref);
  g_clear_pointer (&picker->splev_cum, g_hash_table_unref);
  g_clear_pointer (&picker->preset_cum, g_hash_table_unref);
  g_clear_pointer (&picker->form_cum, g_hash_table_unref);
  g_clear_pointer (&picker->set, nhs_monster_set_unref);
  g_free (picker->names);
  g_free (picker);
}

/* The cumulative chances of a mixture (n + 1 entries, the last for none):
 * each the exact sum of the chances before it, correctly rounded, so no
 * error builds up along the list (without `cd`, all none). */
static double *
cumulative_of_q (const mpq_t *probs,
                 int          n)
{
  double *cum = g_new0 (double, n + 1);

  if (probs != NULL)
    {
      mpq_t acc;

      mpq_init (acc);
      for (int i = 0; i < n; i++)
        {
          mpq_add (acc, acc, probs[i]);
          cum[i] = nhs_mpq_to_double (acc);
        }
      mpq_clear (acc);
    }
  cum[n] = 1.0;
  return cum;
}

static double *
cumulative_of (const NhsClassDist *cd,
               int                 n)
{
  return cumulative_of_q (cd ? (const mpq_t *) cd->probs : NULL, n);
}

/* the cumulative chances of mkclass (mlet, spc) or mkclass_aligned (mlet,
   spc, atyp), made once per class and alignment */
static double *
class_cumulative (NhsLevelPicker *picker,
                  int             mlet,
                  gboolean        special_level,
                  int             atyp)
{
  GHashTable *table = special_level ? picker->splev_cum : picker->class_cum;
  int key = atyp == NHS_MKCLASS_ANY_ALIGN ? mlet : mlet + 256 * (atyp + 2);
  double *cum = g_hash_table_lookup (table, GINT_TO_POINTER (key));

  if (cum == NULL)
    {
      guint spc = special_level
                    ? nhs_mkclass_special_level_spc (nhs_variant_get (picker->sit.variant))
                    : 0;
      g_autoptr (NhsClassDist) cd = nhs_mkclass_compute_spc (picker->set, &picker->sit, mlet, spc,
                                                             atyp, NULL);

      cum = cumulative_of (cd, picker->set->n);
      g_hash_table_insert (table, GINT_TO_POINTER (key), cum);
    }
  return cum;
}

/* a uniform draw over cumulative chances: the index, or -1 for none */
static int
draw_cumulative (const double *cum,
                 int           n,
                 NhsRng       *rng)
{
  double u = (double) (nhs_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
  int lo = 0, hi = n;

  /* the first i with u < cum[i] (cum never falls: a binary search finds
     the one a walk from the start would) */
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;

      if (u < cum[mid])
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo < n ? lo : -1;
}

static int
pick (NhsLevelPicker *picker,
      NhsRng         *rng,
      char            mclass,
      gboolean        special_level,
      int             atyp,
      char           *symbol,
      const char    **name)
{
  int index = -1;
  /* rndmonst (): the level's temperature decides which answer */
  const NhsDistribution *dist = picker->cold ? picker->cold_answer->ordinary : picker->dist;

  if (mclass == 0 && special_level && dist->exact != NULL)
    {
      /* rndmonst ()'s whole answer, player monsters included (the cold
         level's under key -1) */
      gpointer key = GINT_TO_POINTER (picker->cold ? -1 : 0);
      double *cum = g_hash_table_lookup (picker->splev_cum, key);
      int c;

      if (cum == NULL)
        {
          cum = cumulative_of_q ((const mpq_t *) dist->exact, dist->n);
          g_hash_table_insert (picker->splev_cum, key, cum);
        }
      c = draw_cumulative (cum, dist->n, rng);
      index = c >= 0 ? dist->candidates[c].index : -1;
    }
  else if (mclass == 0)
    {
      if (dist->total_weight > 0)
        index = nhs_distribution_pick (dist, nhs_rnd (rng, dist->total_weight));
    }
  else
    {
      char key[2] = { mclass, 0 };
      int *known = &picker->class_mlet[(guchar) mclass];
      int mlet = *known >= 0 ? *known : (*known = nhs_mkclass_lookup_class (picker->set, key));

      if (mlet > 0)
        {
          double *cum = class_cumulative (picker, mlet, special_level, atyp);

          index = draw_cumulative (cum, picker->set->n, rng);
        }
    }
  if (index >= 0 && symbol != NULL)
    *symbol = picker->set->monsters[index].symbol;
  if (index >= 0 && name != NULL)
    *name = picker->names[index];
  return index;
}

/* makemon (NULL) or mklev's mkclass (mclass, 0) */
static int
pick_cb (gpointer     user_data,
         NhsRng      *rng,
         char         mclass,
         char        *symbol,
         const char **name)
{
  return pick (user_data, rng, mclass, FALSE, NHS_MKCLASS_ANY_ALIGN, symbol, name);
}

/* a special level's class monster: mkclass (mclass, G_NOGEN [| MKC_ULIMIT]) */
static int
splev_pick_cb (gpointer     user_data,
               NhsRng      *rng,
               char         mclass,
               char        *symbol,
               const char **name)
{
  return pick (user_data, rng, mclass, TRUE, NHS_MKCLASS_ANY_ALIGN, symbol, name);
}

/* the same of one alignment: mkclass_aligned (mclass, G_NOGEN, align) */
static int
splev_aligned_cb (gpointer     user_data,
                  NhsRng      *rng,
                  char         mclass,
                  int          align,
                  char        *symbol,
                  const char **name)
{
  return pick (user_data, rng, mclass, TRUE, (align > 0) - (align < 0), symbol, name);
}

/* A preset's cumulative chances (n + 1) and, after them, for each monster
   the chance that it came from the preset's makemon (NULL) (n): its share
   of the random monster over its whole chance. */
static double *
preset_tables (NhsLevelPicker     *picker,
               const NhsClassDist *cd)
{
  int n = picker->set->n;
  double *cum = cumulative_of (cd, n);
  double *t = g_renew (double, cum, 2 * n + 1);
  mpq_t r, all;

  mpq_inits (r, all, NULL);
  for (int i = 0; i < n; i++)
    {
      t[n + 1 + i] = 0;
      if (cd == NULL || mpq_sgn (cd->random) == 0 || mpq_sgn (cd->probs[i]) == 0)
        continue;
      nhs_answer_chance (picker->answer, i, r);
      mpq_mul (r, r, cd->random);
      mpq_div (r, r, cd->probs[i]);
      t[n + 1 + i] = nhs_mpq_to_double (r);
    }
  mpq_clears (r, all, NULL);
  return t;
}

/* makemon (f (), x, y) for a function of the game nhs-presets.h computes */
static int
preset_cb (gpointer     user_data,
           NhsRng      *rng,
           const char  *preset,
           char        *symbol,
           const char **name,
           gboolean    *random)
{
  NhsLevelPicker *picker = user_data;
  double *t = g_hash_table_lookup (picker->preset_cum, preset);
  int index;

  if (t == NULL)
    {
      g_autoptr (NhsClassDist) cd = nhs_preset_compute (picker->set, &picker->sit, preset, NULL,
                                                        NULL);

      t = preset_tables (picker, cd);
      g_hash_table_insert (picker->preset_cum, g_strdup (preset), t);
    }
  index = draw_cumulative (t, picker->set->n, rng);
  /* whether it is the random monster: certain, impossible, or drawn (a
     draw only where both can be, so other levels keep their draws) */
  *random = FALSE;
  if (index >= 0)
    {
      double from_random = t[picker->set->n + 1 + index];

      if (from_random >= 1.0)
        *random = TRUE;
      else if (from_random > 0)
        *random = (double) (nhs_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0) < from_random;
    }
  if (index >= 0 && symbol != NULL)
    *symbol = picker->set->monsters[index].symbol;
  if (index >= 0 && name != NULL)
    *name = picker->names[index];
  return index;
}

/* makemon () -> newcham (): the shape a new monster starts in */
static int
form_cb (gpointer     user_data,
         NhsRng      *rng,
         int          mindex,
         gboolean     rogue_level,
         gboolean     on_pool_or_lava,
         char        *symbol,
         const char **name)
{
  NhsLevelPicker *picker = user_data;
  const NhsVariant *v = picker->dist->variant;
  int key = mindex * 4 + (rogue_level ? 2 : 0) + (on_pool_or_lava ? 1 : 0);
  double *cum;
  int index;

  g_return_val_if_fail (mindex >= 0 && mindex < picker->set->n, -1);
  if (nhs_newcham_kind (picker->set, v, mindex) != NHS_NEWCHAM_FORM)
    return -1;
  if (v->newcham_rule == NHS_NEWCHAM_RNDMONST)
    /* newcham (mtmp, rndmonst ()): the same walk as a random monster */
    index = pick (picker, rng, 0, FALSE, NHS_MKCLASS_ANY_ALIGN, NULL, NULL);
  else
    {
      cum = g_hash_table_lookup (picker->form_cum, GINT_TO_POINTER (key));
      if (cum == NULL)
        {
          NhsNewchamPlace place = { rogue_level, on_pool_or_lava };
          g_autoptr (NhsClassDist) cd = nhs_newcham_first_form (picker->dist, mindex, &place);

          cum = cumulative_of (cd, picker->set->n);
          g_hash_table_insert (picker->form_cum, GINT_TO_POINTER (key), cum);
        }
      index = draw_cumulative (cum, picker->set->n, rng);
    }
  if (index < 0 || index == mindex)
    return -1;
  *symbol = picker->set->monsters[index].symbol;
  *name = picker->names[index];
  return index;
}

static guint
geno_cb (gpointer user_data,
         int      mindex)
{
  NhsLevelPicker *picker = user_data;

  g_return_val_if_fail (mindex >= 0 && mindex < picker->set->n, 0);
  return picker->set->monsters[mindex].geno;
}

/* makemon.c peace_minded () for a human hero of a new game (alignment
 * record 0, no abuse) */
static gboolean
peaceful_cb (gpointer user_data,
             NhsRng  *rng,
             int      mindex,
             gboolean amulet)
{
  NhsLevelPicker *picker = user_data;
  const NhsMonster *m;
  int mal;

  g_return_val_if_fail (mindex >= 0 && mindex < picker->set->n, FALSE);
  m = &picker->set->monsters[mindex];
  mal = m->alignment;
  if (nhs_monster_has (m, NHS_M2_PEACEFUL))
    return TRUE;
  if (nhs_monster_has (m, NHS_M2_HOSTILE))
    return FALSE;
  if (g_strcmp0 (m->sound, "MS_LEADER") == 0 || g_strcmp0 (m->sound, "MS_GUARDIAN") == 0)
    return TRUE;
  if (g_strcmp0 (m->sound, "MS_NEMESIS") == 0)
    return FALSE;
  /* 3.7 and 5.0.0: an erinys is peaceful unless the hero has abused his
     alignment (a new game's has not); before, every erinys is
     M2_HOSTILE, so the test above has already answered */
  if (g_strcmp0 (m->name, "erinys") == 0)
    return TRUE;
  /* a human loves no race and hates gnomes and orcs (EvilHack's role.c:
     also centaurs, illithids, zombies and vampires, races only its
     monsters carry) */
  if (nhs_monster_has (m, NHS_M2_GNOME) || nhs_monster_has (m, NHS_M2_ORC)
      || nhs_monster_has (m, NHS_MH_CENTAUR) || nhs_monster_has (m, NHS_MH_ILLITHID)
      || nhs_monster_has (m, NHS_MH_ZOMBIE) || nhs_monster_has (m, NHS_MH_VAMPIRE))
    return FALSE;
  if ((mal > 0) - (mal < 0) != picker->hero_align)
    return FALSE;
  if (mal < 0 && amulet)
    return FALSE;
  if (nhs_monster_has (m, NHS_M2_MINION))
    return TRUE;   /* the alignment record (0) is not negative */
  /* a co-aligned monster: peaceful unless one of two dice says otherwise */
  return nhs_rn2 (rng, 16) != 0 && nhs_rn2 (rng, 2 + ABS (mal)) != 0;
}

/* mkobj.c rndmonnum ()'s Plan B: any monster before SPECIAL_PM that the
   version's flags let through (NhsVariant.rndmonnum_any_not_unique) */
static int
any_common (NhsLevelPicker *picker,
            NhsRng         *rng)
{
  const NhsVariant *v = nhs_variant_get (picker->sit.variant);
  gboolean in_hell = nhs_region_info (picker->sit.region)->in_hell;
  guint exclude = NHS_G_NOGEN | (in_hell ? 0 : NHS_G_HELL);
  int n = MIN (picker->set->special_pm, picker->set->n), i;

  if (v->rndmonnum_any_not_unique)
    exclude |= NHS_G_UNIQ | (in_hell ? NHS_G_NOHELL : 0);
  for (i = 0; i < n; i++)
    if (!(picker->set->monsters[i].geno & exclude))
      break;
  if (i == n)
    return -1;   /* (the game would never end its loop) */
  do
    i = nhs_rn2 (rng, n);
  while (picker->set->monsters[i].geno & exclude);
  return i;
}

/* mkobj.c rndmonnum () (rndmonst (), player monsters as the special
   level's random monster has them, else Plan B), or with adj not 0 3.7's
   rndmonnum_adj () with that shifted window */
static int
monnum (NhsLevelPicker *picker,
        NhsRng         *rng,
        const int      *adj,
        char           *symbol,
        const char    **name)
{
  int index;

  if (adj[0] == 0 && adj[1] == 0)
    index = pick (picker, rng, 0, TRUE, NHS_MKCLASS_ANY_ALIGN, NULL, NULL);
  else
    {
      NhsDistribution **dist = &picker->statue[picker->cold ? 1 : 0];

      if (*dist == NULL)
        {
          NhsSituation sit = picker->sit;

          if (picker->cold)
            sit.temperature = NHS_TEMPERATURE_COLD;
          *dist = nhs_rndmonst_compute_adjusted (picker->set, &sit, adj[0], adj[1], NULL);
        }
      index = *dist != NULL && (*dist)->total_weight > 0
                ? nhs_distribution_pick (*dist, nhs_rnd (rng, (*dist)->total_weight))
                : -1;
    }
  if (index < 0)
    index = any_common (picker, rng);
  if (index >= 0 && symbol != NULL)
    *symbol = picker->set->monsters[index].symbol;
  if (index >= 0 && name != NULL)
    *name = picker->names[index];
  return index;
}

/* trap.c's statue trap's monster: rndmonnum (), 3.7 and later
   rndmonnum_adj () with the version's shifted window */
static int
statue_cb (gpointer     user_data,
           NhsRng      *rng,
           char         mclass,
           char        *symbol,
           const char **name)
{
  NhsLevelPicker *picker = user_data;

  (void) mclass;
  return monnum (picker, rng, nhs_variant_get (picker->sit.variant)->level_statue_window_adj, symbol, name);
}

/* mkobj.c rndmonnum () itself (an egg's or a tin's monster) */
static int
rndmonnum_cb (gpointer     user_data,
              NhsRng      *rng,
              char         mclass,
              char        *symbol,
              const char **name)
{
  static const int none[2] = { 0, 0 };

  (void) mclass;
  return monnum (user_data, rng, none, symbol, name);
}

/* the monster a test callback asks about (NULL for an index out of the
   table, which answers FALSE) */
static const NhsMonster *
monster_of (gpointer user_data,
            int      mindex)
{
  NhsLevelPicker *picker = user_data;

  g_return_val_if_fail (mindex >= 0 && mindex < picker->set->n, NULL);
  return &picker->set->monsters[mindex];
}

static int
hero_align_cb (gpointer user_data)
{
  return ((NhsLevelPicker *) user_data)->hero_align;
}

static const NhsMonster *
monster_cb (gpointer user_data,
            int      mindex)
{
  NhsLevelPicker *picker = user_data;

  return mindex >= 0 && mindex < picker->set->n ? &picker->set->monsters[mindex] : NULL;
}

/* goodpos () on a boulder: passes_walls () or throws_rocks () */
static gboolean
on_boulder_cb (gpointer user_data,
               int      mindex)
{
  const NhsMonster *m = monster_of (user_data, mindex);

  return m && (nhs_monster_has (m, NHS_M1_WALLWALK) || nhs_monster_has (m, NHS_M2_ROCKTHROW));
}

/* is_animal () */
static gboolean
animal_cb (gpointer user_data,
           int      mindex)
{
  const NhsMonster *m = monster_of (user_data, mindex);

  return m && nhs_monster_has (m, NHS_M1_ANIMAL);
}

/* mvitals[].mvflags & G_GONE in the picker's situation */
static gboolean
gone_cb (gpointer user_data,
         int      mindex)
{
  NhsLevelPicker *picker = user_data;

  return mindex >= 0 && mindex < picker->set->n
         && (nhs_situation_is_genocided (&picker->sit, mindex) || nhs_situation_is_extinct (&picker->sit, mindex));
}

/* is_unicorn () (a unicorn that likes gems) whose alignment has the sign
   of the hero's (trap.c maketrap ()'s statue trap) */
static gboolean
coaligned_unicorn_cb (gpointer user_data,
                      int      mindex)
{
  NhsLevelPicker *picker = user_data;
  const NhsMonster *m = monster_of (user_data, mindex);

  return m && g_strcmp0 (m->class_id, "S_UNICORN") == 0 && nhs_monster_has (m, NHS_M2_JEWELS)
         && (m->alignment > 0) - (m->alignment < 0) == picker->hero_align;
}

void
nhs_level_picker_set_hero_alignment (NhsLevelPicker *picker,
                                     int             align)
{
  picker->hero_align = (align > 0) - (align < 0);
}

static int
lookup_cb (gpointer     user_data,
           const char  *name,
           const char **canonical)
{
  NhsLevelPicker *picker = user_data;
  const NhsMonster *m = nhs_monster_set_lookup (picker->set, name);

  if (canonical)
    *canonical = m ? m->name : name;
  return m ? m->index : -1;
}

/* a level made cold (5.0.0's cold Gehennom maze), or back to the region's
   temperature: the situation's answer with a cold level's temperature
   shift, computed the first time (it cannot fail where the first did) */
static void
cold_cb (gpointer user_data,
         gboolean cold)
{
  NhsLevelPicker *picker = user_data;

  if (cold && picker->cold_answer == NULL)
    {
      NhsSituation sit = picker->sit;

      sit.temperature = NHS_TEMPERATURE_COLD;
      picker->cold_answer = nhs_answer_compute_as_given (picker->set, &sit, NULL);
    }
  picker->cold = cold && picker->cold_answer != NULL;
}

void
nhs_level_picker_install (NhsLevelPicker *picker,
                          NhsLevelParams *params)
{
  params->picker = pick_cb;
  params->splev_picker = splev_pick_cb;
  params->splev_aligned = splev_aligned_cb;
  params->lookup = lookup_cb;
  params->preset = preset_cb;
  params->geno = geno_cb;
  params->peaceful = peaceful_cb;
  params->on_boulder = on_boulder_cb;
  params->form = form_cb;
  params->animal = animal_cb;
  params->gone = gone_cb;
  params->cold = cold_cb;
  params->coaligned_unicorn = coaligned_unicorn_cb;
  params->statue = statue_cb;
  params->rndmonnum = rndmonnum_cb;
  params->monster = monster_cb;
  params->hero_align = hero_align_cb;
  params->picker_data = picker;
  params->xl = picker->sit.xl;
}
