/* nhs-mkclass.c: mkclass(), exactly, for every supported game version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two algorithms, chosen by NhsVariant.mkclass_rule:
 *
 * RULE_343 (NetHack 3.4.3, SLASH'EM).  The first pass walks the class's
 *   eligible members; at a member stronger than level_difficulty()/2 whose
 *   monstr[] differs from the previous mons[] entry's, with a non-empty bag,
 *   a coin flip may stop it (the member is not added).  The bag holds
 *   frequencies.  The draw then rolls rnd(total) and walks the members
 *   subtracting each frequency, and subtracting one more when the member's
 *   adj_lev() is above twice the hero's level and its level differs from the
 *   next mons[] entry's.  So a member owns freq (+1 with that skew) of the
 *   rolls, the later ones losing what the earlier ones took.  Only the stop
 *   flips are random before the draw: the outcomes form a chain.
 *
 * RULE_367 / RULE_37 (3.6.x, 3.7, 5.0).  Members may be filtered by alignment
 *   (mkclass_aligned).  A member's bag weight is freq + 1, less one when its
 *   adj_lev() is above twice the hero's level; the stop flip only comes at a
 *   member strictly more difficult than the previous mons[] entry.  3.7 adds
 *   an rn2(9) per member: 8 times in 9 a G_HELL member is skipped outside
 *   Gehennom (G_NOHELL inside), always for the lich class.  With those
 *   branches the bags are many; we run a dynamic programme over (member, bag
 *   total so far): forward, the chance of arriving with each total; backward,
 *   the expectation of 1/(final total).  Every quantity is kept as an integer
 *   over one common denominator (2^A 9^B, and the lcm of the final totals),
 *   so the arithmetic is exact and needs no rational canonicalisation until
 *   the end.
 *
 * xNetHack 9.1 (NhsVariant.mkclass_always_stops) has 5.0.0's rule without
 *   the coin: at the stop test the walk always ends.
 *
 * 5.0.0 walks the members sorted by difficulty (NhsVariant.mkclass_sorted_walk)
 *   and lets a class whose members all have frequency 0 count each as 1
 *   (mkclass_zero_freq_class); both are applied to the member list before
 *   the same DP.
 */
#include "nhs-mkclass.h"
#include "nhs-error.h"
#include "nhs-pools.h"
#include "nhs-rndmonst.h"

#include <string.h>

/* ---------------------------------------------------------------- classes */

static gboolean
class_range (const NhsMonsterSet *set,
             int                  mlet,
             int                 *first,
             int                 *end)
{
  int limit = MIN (set->special_pm, set->n);
  int f;

  for (f = 0; f < limit; f++)
    if (set->monsters[f].mlet == mlet)
      break;
  if (f >= limit)
    return FALSE;
  *first = f;
  for (*end = f; *end < limit && set->monsters[*end].mlet == mlet; (*end)++)
    ;
  return TRUE;
}

int
nhs_mkclass_lookup_class (const NhsMonsterSet *set,
                          const char          *text)
{
  /* every class the data has, also one whose only monsters lie past
     SPECIAL_PM (the worm tail '~'): the game's mkclass() accepts it and
     finds nothing to make */
  int limit = set->n;

  if (text == NULL || *text == '\0')
    return 0;
  if (text[1] == '\0')
    {
      for (int i = 0; i < limit; i++)
        if (set->monsters[i].symbol == text[0])
          return set->monsters[i].mlet;
      return 0;
    }
  for (int i = 0; i < limit; i++)
    {
      const char *id = set->monsters[i].class_id;

      if (id == NULL)
        continue;
      if (g_ascii_strcasecmp (id, text) == 0
          || (g_str_has_prefix (id, "S_") && g_ascii_strcasecmp (id + 2, text) == 0))
        return set->monsters[i].mlet;
    }
  return 0;
}

const char *
nhs_mkclass_class_id (const NhsMonsterSet *set,
                      int                  mlet)
{
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].mlet == mlet)
      return set->monsters[i].class_id;
  return NULL;
}

char
nhs_mkclass_class_symbol (const NhsMonsterSet *set,
                          int                  mlet)
{
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].mlet == mlet)
      return set->monsters[i].symbol;
  return 0;
}

/* ------------------------------------------------------------ the rules */

int
nhs_adj_lev (const NhsMonsterSet *set,
             const NhsSituation  *sit,
             int                  index)
{
  const NhsMonster *m = &set->monsters[index];
  int tmp, tmp2;

  if (strcmp (m->name, "Wizard of Yendor") == 0)
    return MIN (m->level, 49); /* + times killed, taken as 0 */
  if ((tmp = m->level) > 49)
    return 50;
  tmp2 = nhs_situation_difficulty (sit) - tmp;
  if (tmp2 < 0)
    tmp--;
  else
    tmp += tmp2 / 5;
  tmp2 = sit->xl - m->level;
  if (tmp2 > 0)
    tmp += tmp2 / 4;
  tmp2 = (3 * m->level) / 2;
  if (tmp2 > 49)
    tmp2 = 49;
  return tmp > tmp2 ? tmp2 : (tmp > 0 ? tmp : 0);
}

static int
sgn (int x)
{
  return (x > 0) - (x < 0);
}

#define REASON(code) (1u << (code))

/* mk_gen_ok() (3.6+) / the inline test (3.4.3): genocide or extinction,
 * G_NOGEN and G_UNIQ unless spc lifts them, placeholders; 3.6+ also refuse
 * the mail daemon by name.  Every test that fails, as NhsExclusion bits
 * (0: the member is walked). */
static guint32
base_reasons (const NhsMonsterSet *set,
              const NhsSituation  *sit,
              const NhsVariant    *variant,
              int                  i,
              guint                spc)
{
  const NhsMonster *m = &set->monsters[i];
  guint32 r = 0;

  if (nhs_situation_is_genocided (sit, i))
    r |= REASON (NHS_EXCLUDED_GENOCIDED);
  if (nhs_situation_is_extinct (sit, i))
    r |= REASON (NHS_EXCLUDED_EXTINCT);
  if ((m->geno & NHS_G_UNIQ) && !(spc & NHS_MKCLASS_SPC_UNIQ))
    r |= REASON (NHS_EXCLUDED_UNIQUE);
  /* a unique is G_NOGEN too: "unique" says both (as rndmonst's reasons) */
  else if ((m->geno & NHS_G_NOGEN) && !(spc & NHS_MKCLASS_SPC_NOGEN))
    r |= REASON (NHS_EXCLUDED_NOGEN);
  if (m->placeholder)
    r |= REASON (NHS_EXCLUDED_PLACEHOLDER);
  if (variant->mkclass_rule != NHS_MKCLASS_RULE_343 && strcmp (m->name, "mail daemon") == 0)
    r |= REASON (NHS_EXCLUDED_MAIL_DAEMON);
  if (variant->mkclass_region_role_gates)
    {
      /* EvilHack's mk_gen_ok () */
      const NhsRegionInfo *info = nhs_region_info (sit->region);

      if (strcmp (m->name, "ice nymph") == 0 && info->pool != NHS_POOL_ICE_QUEEN)
        r |= REASON (NHS_EXCLUDED_ICEQ_ONLY);
      if (!sit->infidel && (strcmp (m->name, "agent") == 0 || strcmp (m->name, "champion") == 0))
        r |= REASON (NHS_EXCLUDED_ROLE_ONLY);
      if (info->mines_end && strcmp (m->name, "vampire mage") == 0)
        r |= REASON (NHS_EXCLUDED_NOT_HERE);
      if (info->in_mines
          && (strcmp (m->name, "alhoon") == 0 || strcmp (m->name, "master mind flayer") == 0))
        r |= REASON (NHS_EXCLUDED_NOT_HERE);
    }
  return r;
}

/* ------------------------------------------------------ RULE_343: a chain */

static void
mkclass_343 (NhsMonsterSet      *set,
             const NhsSituation *sit,
             int                 first,
             int                 end,
             guint               spc,
             mpq_t              *probs,
             int                *bag_weight,
             mpq_t               none,
             guint32            *why,
             int                *end_at)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  int maxmlev = nhs_situation_difficulty (sit) >> 1;
  int n = end - first;
  g_autofree int *elig = g_new (int, n + 1);
  g_autofree int *ncum = g_new (int, n + 1);   /* bag total before member p */
  g_autofree int *flips = g_new (int, n + 1);  /* stop at p: 2^-flips[p], or -1 */
  g_autofree int *draw = g_new (int, n + 1);   /* rolls a member owns before clipping */
  int ne = 0, num = 0, j = 0;
  mpz_t l, scale, coef, acc;

  for (int i = first; i < end; i++)
    {
      const NhsMonster *m = &set->monsters[i];
      guint32 r = base_reasons (set, sit, variant, i, spc);

      if (r != 0)
        {
          if (why)
            why[i] |= r;
          continue;
        }
      /* SLASH'EM's MKC_ULIMIT: no member from the first one this hard on */
      if ((spc & NHS_MKCLASS_SPC_ULIMIT) && m->difficulty > 4 * maxmlev)
        {
          for (int k = i; why && k < end; k++)
            {
              why[k] |= REASON (NHS_EXCLUDED_WALK_ENDS);
              end_at[k] = i;
            }
          break;
        }
      ncum[ne] = num;
      flips[ne] = -1;
      if (num && m->difficulty > maxmlev && m->difficulty != set->monsters[i - 1].difficulty)
        flips[ne] = ++j;
      num += m->frequency;
      {
        gboolean skew = nhs_adj_lev (set, sit, i) > 2 * sit->xl
                        && (i + 1 >= set->n || m->level != set->monsters[i + 1].level);
        draw[ne] = m->frequency + (skew ? 1 : 0);
      }
      bag_weight[i] = draw[ne];
      elig[ne++] = i;
    }
  ncum[ne] = num;
  flips[ne] = j;

  /* common denominator 2^j * lcm(bag totals) */
  mpz_inits (l, scale, coef, acc, NULL);
  mpz_set_ui (l, 1);
  for (int p = 0; p <= ne; p++)
    if (flips[p] >= 0 && ncum[p] > 0)
      mpz_lcm_ui (l, l, ncum[p]);

  {
    g_autofree mpz_t *numer = g_new (mpz_t, ne + 1);
    mpz_t none_num;

    for (int p = 0; p < ne; p++)
      mpz_init (numer[p]);
    mpz_init (none_num);
    for (int e = 0; e <= ne; e++)
      {
        int total = ncum[e], d = 0;

        if (flips[e] < 0)
          continue;
        /* 2^(j - flips[e]) * l / total */
        mpz_set_ui (scale, 1);
        mpz_mul_2exp (scale, scale, j - flips[e]);
        if (total == 0)
          {
            mpz_addmul (none_num, scale, l);
            continue;
          }
        mpz_divexact_ui (coef, l, total);
        mpz_mul (coef, coef, scale);
        for (int p = 0; p < e && d < total; p++)
          {
            int owned = MIN (d + draw[p], total) - d;

            d += owned;
            if (owned > 0)
              mpz_addmul_ui (numer[p], coef, owned);
          }
      }
    mpz_set_ui (scale, 1);
    mpz_mul_2exp (scale, scale, j);
    mpz_mul (scale, scale, l);
    for (int p = 0; p < ne; p++)
      {
        mpq_set_num (probs[elig[p]], numer[p]);
        mpq_set_den (probs[elig[p]], scale);
        mpq_canonicalize (probs[elig[p]]);
        mpz_clear (numer[p]);
      }
    mpq_set_num (none, none_num);
    mpq_set_den (none, scale);
    mpq_canonicalize (none);
    mpz_clear (none_num);
  }
  mpz_clears (l, scale, coef, acc, NULL);
}

/* ------------------------------------------- RULE_367 / RULE_37: the DP */

/* The class's members in the order the game walks them: mons[] order, or
   (mkclass_sorted_walk) stably sorted by difficulty. */
static int
walk_order (const NhsMonsterSet *set,
            const NhsVariant    *variant,
            int                  first,
            int                  end,
            int                 *order)
{
  int n = end - first;

  for (int p = 0; p < n; p++)
    order[p] = first + p;
  if (variant->mkclass_sorted_walk)
    /* insertion sort: stable, and classes are small */
    for (int p = 1; p < n; p++)
      {
        int x = order[p], q = p;

        while (q > 0 && set->monsters[order[q - 1]].difficulty > set->monsters[x].difficulty)
          {
            order[q] = order[q - 1];
            q--;
          }
        order[q] = x;
      }
  return n;
}

/* 5.0.0: does every monster of the class (anywhere in mons[]) have frequency 0? */
static gboolean
class_all_zero_frequency (const NhsMonsterSet *set,
                          int                  mlet)
{
  for (int i = 0; i < set->n; i++)
    if (set->monsters[i].mlet == mlet && set->monsters[i].frequency > 0)
      return FALSE;
  return TRUE;
}

typedef struct {
  int index;
  gboolean ninth;     /* 3.7: in the bag only 1 time in 9 */
  gboolean can_stop;  /* a coin flip may stop here when the bag is not empty */
  int w;              /* bag weight nums[] */
} Member;

static void
mkclass_367 (NhsMonsterSet      *set,
             const NhsSituation *sit,
             int                 first,
             int                 end,
             guint               spc,
             int                 atyp,
             mpq_t              *probs,
             int                *bag_weight,
             mpq_t               none,
             guint32            *why,
             int                *end_at)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  int maxmlev = nhs_situation_difficulty (sit) >> 1;
  gboolean restrict37 = variant->mkclass_rule == NHS_MKCLASS_RULE_37;
  /* xNetHack: no coin at the stop test, the walk always ends there */
  gboolean always_stops = variant->mkclass_always_stops;
  const char *class_id = set->monsters[first].class_id;
  gboolean lich = class_id && strcmp (class_id, "S_LICH") == 0;
  guint restricted_flag = info->in_hell ? NHS_G_NOHELL : NHS_G_HELL;
  guint lifted = info->in_hell ? NHS_MKCLASS_SPC_NOHELL : NHS_MKCLASS_SPC_HELL;
  int n = end - first, nm = 0, tmax = 0, a = 0, b = 0, width;
  g_autofree Member *mem = g_new (Member, n);
  g_autofree int *order = g_new (int, n);
  gboolean zero_class = variant->mkclass_zero_freq_class
                        && class_all_zero_frequency (set, set->monsters[first].mlet);
  g_autofree gboolean *reach = NULL;
  g_autofree mpz_t *hs = NULL;
  mpz_t d, l, dl, tmp, term, den;
  g_autofree mpz_t *f_cur = NULL;
  g_autofree mpz_t *f_next = NULL;
  g_autofree mpz_t *acc = NULL;

  walk_order (set, variant, first, end, order);
  for (int p = 0; p < n; p++)
    {
      int i = order[p];
      /* the stop test's "previous entry": the previous one walked, eligible
         or not (for the first member the bag is empty, so it never matters) */
      int prev = p > 0 ? order[p - 1] : i;
      const NhsMonster *m = &set->monsters[i];
      guint32 r = base_reasons (set, sit, variant, i, spc);
      gboolean restricted = restrict37 && (m->geno & restricted_flag) && !(spc & lifted);
      int k;
      Member *mb;

      if (atyp != NHS_MKCLASS_ANY_ALIGN && sgn (m->alignment) != sgn (atyp))
        r |= REASON (NHS_EXCLUDED_WRONG_ALIGNMENT);
      /* rn2(9) || class == S_LICH: a lich is always restricted */
      if (restricted && lich)
        r |= REASON (info->in_hell ? NHS_EXCLUDED_NOHELL : NHS_EXCLUDED_HELL_ONLY);
      if (r != 0)
        {
          if (why)
            why[i] |= r;
          continue;
        }
      mb = &mem[nm];
      mb->index = i;
      mb->ninth = restricted;
      mb->can_stop = m->difficulty > maxmlev && m->difficulty > set->monsters[prev].difficulty;
      k = m->frequency > 0 ? m->frequency : zero_class ? 1 : 0;
      /* EvilHack: 5 x the frequency, player monsters 1 x (no class walk
         reaches them: they follow other classes in mons[]) */
      k *= MAX (nhs_monster_is_mplayer (set, i) ? variant->mkclass_mplayer_freq_mult
                                                : variant->mkclass_freq_mult, 1);
      mb->w = k > 0 ? k + 1 - (nhs_adj_lev (set, sit, i) > 2 * sit->xl ? 1 : 0) : 0;
      bag_weight[i] = mb->w;
      tmax += mb->w;
      a += mb->can_stop && !always_stops;
      b += mb->ninth;
      nm++;
    }

  /* xNetHack: the walk surely ends at the first member that may stop it
     once a member surely in the bag has weight; it and every member after
     it in the walk are never made */
  if (always_stops && why)
    {
      gboolean nonempty = FALSE;

      for (int k = 0; k < nm; k++)
        {
          if (mem[k].can_stop && nonempty)
            {
              int p = 0;

              while (order[p] != mem[k].index)
                p++;
              for (; p < n; p++)
                {
                  why[order[p]] |= REASON (NHS_EXCLUDED_WALK_ENDS);
                  end_at[order[p]] = mem[k].index;
                }
              break;
            }
          if (mem[k].w > 0 && !mem[k].ninth)
            nonempty = TRUE;
        }
    }

  /* reachable totals: reach[k * width + t] */
  width = tmax + 1;
  reach = g_new0 (gboolean, (gsize) (nm + 1) * width);
  reach[0] = TRUE;
  for (int k = 0; k < nm; k++)
    for (int t = 0; t <= tmax; t++)
      if (reach[k * width + t])
        {
          if (mem[k].ninth)
            reach[(k + 1) * width + t] = TRUE;
          reach[(k + 1) * width + t + mem[k].w] = TRUE;
        }

  mpz_inits (d, l, dl, tmp, term, den, NULL);
  /* D = 2^a 9^b */
  mpz_ui_pow_ui (d, 9, b);
  mpz_mul_2exp (d, d, a);
  /* L = lcm of every total a walk can stop with */
  mpz_set_ui (l, 1);
  for (int k = 0; k <= nm; k++)
    if (k == nm || mem[k].can_stop)
      for (int t = 1; t <= tmax; t++)
        if (reach[k * width + t])
          mpz_lcm_ui (l, l, t);
  mpz_mul (dl, d, l);

  /* backward: hs[k][t] = D L E[1 / final total | at member k with total t] */
  hs = g_new (mpz_t, (gsize) (nm + 1) * width);
  for (int t = 0; t <= tmax; t++)
    if (reach[nm * width + t])
      {
        mpz_init (hs[nm * width + t]);
        if (t > 0)
          mpz_divexact_ui (hs[nm * width + t], dl, t);
      }
  for (int k = nm - 1; k >= 0; k--)
    for (int t = 0; t <= tmax; t++)
      {
        mpz_ptr h;
        const Member *mb = &mem[k];

        if (!reach[k * width + t])
          continue;
        h = hs[k * width + t];
        mpz_init (h);
        /* kept in the bag */
        mpz_set (term, hs[(k + 1) * width + t + mb->w]);
        if (mb->can_stop && t > 0 && always_stops)
          mpz_divexact_ui (term, dl, t);
        else if (mb->can_stop && t > 0)
          {
            mpz_divexact_ui (tmp, dl, t);
            mpz_add (term, term, tmp);
            mpz_divexact_ui (term, term, 2);
          }
        if (mb->ninth)
          {
            mpz_mul_ui (tmp, hs[(k + 1) * width + t], 8);
            mpz_add (term, term, tmp);
            mpz_divexact_ui (term, term, 9);
          }
        mpz_set (h, term);
      }

  /* forward: f[t] = D P(at member k with total t) */
  f_cur = g_new (mpz_t, width);
  f_next = g_new (mpz_t, width);
  acc = g_new (mpz_t, nm + 1);
  for (int t = 0; t <= tmax; t++)
    {
      mpz_init (f_cur[t]);
      mpz_init (f_next[t]);
    }
  for (int k = 0; k < nm; k++)
    mpz_init (acc[k]);
  mpz_set (f_cur[0], d);
  for (int k = 0; k < nm; k++)
    {
      const Member *mb = &mem[k];

      for (int t = 0; t <= tmax; t++)
        mpz_set_ui (f_next[t], 0);
      for (int t = 0; t <= tmax; t++)
        {
          if (!reach[k * width + t] || mpz_sgn (f_cur[t]) == 0)
            continue;
          mpz_set (term, f_cur[t]);
          if (mb->ninth)
            {
              mpz_divexact_ui (term, term, 9);
              mpz_mul_ui (tmp, term, 8);
              mpz_add (f_next[t], f_next[t], tmp);
            }
          if (mb->can_stop && t > 0 && always_stops)
            continue;   /* the walk ends here: hs[] counted it */
          if (mb->can_stop && t > 0)
            mpz_divexact_ui (term, term, 2);
          /* term: D P(arrive at k with t and put k in the bag) */
          mpz_add (f_next[t + mb->w], f_next[t + mb->w], term);
          if (mb->w > 0)
            mpz_addmul (acc[k], term, hs[(k + 1) * width + t + mb->w]);
        }
      {
        mpz_t *swap = f_cur;
        f_cur = f_next;
        f_next = swap;
      }
    }

  /* P(member k) = w_k acc[k] / (D D L) */
  mpz_mul (den, dl, d);
  for (int k = 0; k < nm; k++)
    {
      mpz_mul_ui (acc[k], acc[k], mem[k].w);
      mpq_set_num (probs[mem[k].index], acc[k]);
      mpq_set_den (probs[mem[k].index], den);
      mpq_canonicalize (probs[mem[k].index]);
    }
  /* none: the walk ended with an empty bag */
  mpq_set_num (none, f_cur[0]);
  mpq_set_den (none, d);
  mpq_canonicalize (none);

  for (int t = 0; t <= tmax; t++)
    {
      mpz_clear (f_cur[t]);
      mpz_clear (f_next[t]);
    }
  for (int k = 0; k < nm; k++)
    mpz_clear (acc[k]);
  for (int k = 0; k <= nm; k++)
    for (int t = 0; t <= tmax; t++)
      if (reach[k * width + t])
        mpz_clear (hs[k * width + t]);
  mpz_clears (d, l, dl, tmp, term, den, NULL);
}

/* -------------------------------------------------------------- the API */

guint
nhs_mkclass_special_level_spc (const NhsVariant *variant)
{
  return NHS_MKCLASS_SPC_NOGEN | (variant->splev_mkclass_ulimit ? NHS_MKCLASS_SPC_ULIMIT : 0);
}

/* mkclass with every member's reasons (why[], end_at[]: n entries each,
   zeroed by the caller; NULL for none): what the walk says of each
   member, then for a member of the class it took in but never draws,
   its weight 0 or the rolls the members before it took. */
static gboolean
mkclass_run (NhsMonsterSet      *set,
             const NhsSituation *sit,
             int                 mlet,
             guint               spc,
             int                 atyp,
             mpq_t              *probs,
             int                *bag_weight,
             mpq_t               none,
             guint32            *why,
             int                *end_at,
             GError            **error)
{
  const NhsVariant *variant;
  g_autofree int *bw = bag_weight ? NULL : g_new0 (int, set->n);
  int first = 0, end = 0;

  if (!nhs_situation_validate (sit, error))
    return FALSE;
  variant = nhs_variant_get (sit->variant);
  if (bag_weight == NULL)
    bag_weight = bw;
  for (int i = 0; i < set->n; i++)
    {
      mpq_set_ui (probs[i], 0, 1);
      bag_weight[i] = 0;
    }
  mpq_set_ui (none, 0, 1);
  if (variant->mkclass_rule == NHS_MKCLASS_RULE_343 && atyp != NHS_MKCLASS_ANY_ALIGN)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "%s has no alignment-restricted mkclass (its demon gating "
                          "retries mkclass instead: use the demon-gating preset).",
                          variant->display_name);
  if (!class_range (set, mlet, &first, &end))
    /* the game: impossible("mkclass found no class"), no monster */
    mpq_set_ui (none, 1, 1);
  else if (variant->mkclass_rule == NHS_MKCLASS_RULE_343)
    mkclass_343 (set, sit, first, end, spc, probs, bag_weight, none, why, end_at);
  else
    mkclass_367 (set, sit, first, end, spc, atyp, probs, bag_weight, none, why, end_at);
  if (why == NULL)
    return TRUE;
  for (int i = 0; i < set->n; i++)
    {
      if (set->monsters[i].mlet != mlet)
        continue;
      /* the walk covers the class's first run before SPECIAL_PM only */
      if (i >= set->special_pm)
        why[i] |= REASON (NHS_EXCLUDED_SPECIAL);
      else if (i < first || i >= end)
        why[i] |= REASON (NHS_EXCLUDED_APART);
      else if (why[i] == 0 && mpq_sgn (probs[i]) == 0)
        why[i] |= REASON (bag_weight[i] == 0 ? NHS_EXCLUDED_FREQUENCY_0 : NHS_EXCLUDED_NO_ROLL);
    }
  return TRUE;
}

gboolean
nhs_mkclass_exact (NhsMonsterSet      *set,
                   const NhsSituation *sit,
                   int                 mlet,
                   guint               spc,
                   int                 atyp,
                   mpq_t              *probs,
                   int                *bag_weight,
                   mpq_t               none,
                   GError            **error)
{
  return mkclass_run (set, sit, mlet, spc, atyp, probs, bag_weight, none, NULL, NULL, error);
}

NhsClassDist *
nhs_class_dist_new (NhsMonsterSet      *set,
                    const NhsSituation *sit,
                    const char         *title)
{
  NhsClassDist *dist = g_new0 (NhsClassDist, 1);

  dist->ref_count = 1;
  dist->set = nhs_monster_set_ref (set);
  dist->variant = nhs_variant_get (sit->variant);
  dist->situation = *sit;
  dist->difficulty = nhs_situation_difficulty (sit);
  dist->maxmlev = dist->difficulty >> 1;
  dist->title = g_strdup (title);
  dist->aligned = NHS_MKCLASS_ANY_ALIGN;
  dist->n = set->n;
  dist->probs = g_new (mpq_t, set->n);
  for (int i = 0; i < set->n; i++)
    mpq_init (dist->probs[i]);
  dist->bag_weight = g_new0 (int, set->n);
  mpq_init (dist->none);
  mpq_init (dist->random);
  return dist;
}

gboolean
nhs_mkclass_accumulate (NhsClassDist *dist,
                        int           mlet,
                        guint         spc,
                        int           atyp,
                        const mpq_t   weight,
                        GError      **error)
{
  NhsMonsterSet *set = dist->set;
  g_autofree mpq_t *probs = g_new (mpq_t, set->n);
  g_autofree int *bw = g_new0 (int, set->n);
  mpq_t none, tmp;
  gboolean ok;

  for (int i = 0; i < set->n; i++)
    mpq_init (probs[i]);
  mpq_inits (none, tmp, NULL);
  ok = nhs_mkclass_exact (set, &dist->situation, mlet, spc, atyp, probs, bw, none, error);
  if (ok)
    {
      for (int i = 0; i < set->n; i++)
        {
          if (mpq_sgn (probs[i]) == 0)
            continue;
          mpq_mul (tmp, probs[i], weight);
          mpq_add (dist->probs[i], dist->probs[i], tmp);
          if (bw[i] > 0)
            dist->bag_weight[i] = bw[i];
        }
      mpq_mul (tmp, none, weight);
      mpq_add (dist->none, dist->none, tmp);
    }
  for (int i = 0; i < set->n; i++)
    mpq_clear (probs[i]);
  mpq_clears (none, tmp, NULL);
  return ok;
}


static int
compare_order (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  const NhsClassDist *dist = data;
  int x = *(const int *) a, y = *(const int *) b;
  int c = mpq_cmp (dist->probs[y], dist->probs[x]);

  if (c != 0)
    return c;
  return (x > y) - (x < y);
}

void
nhs_class_dist_finish (NhsClassDist *dist)
{
  g_free (dist->order);
  dist->order = g_new (int, dist->n);
  dist->n_results = 0;
  for (int i = 0; i < dist->n; i++)
    if (mpq_sgn (dist->probs[i]) > 0)
      dist->order[dist->n_results++] = i;

  g_qsort_with_data (dist->order, dist->n_results, sizeof (int), compare_order, dist);
}

/* marks the description's words for translation (the window translates them) */
#define NHS_N_(s) s

/* The stop test and the draw, each version's (mkclass_aligned ()) */
enum { STOP_DIFFERS, STOP_ALWAYS, STOP_COIN, DRAW_SKEW, DRAW_FIVE, DRAW_PLUS_ONE };
static const char *const mkclass_words[] = {
  [STOP_DIFFERS] = NHS_N_ ("Once it has counted a member, at a member too strong for the level "
                           "(its difficulty above half the level difficulty) whose difficulty "
                           "differs from the entry before it, it stops 1 time in 2: that member "
                           "and all after it are left out; otherwise it goes on and may stop at "
                           "the next such member."),
  [STOP_ALWAYS] = NHS_N_ ("Once it has counted a member, it stops at the first member too "
                          "strong for the level (its difficulty above half the level "
                          "difficulty) and harder than the entry before it: that member and all "
                          "after it are left out."),
  [STOP_COIN] = NHS_N_ ("Once it has counted a member, at a member too strong for the level "
                        "(its difficulty above half the level difficulty) and harder than the "
                        "entry before it, it stops 1 time in 2: that member and all after it "
                        "are left out; otherwise it goes on and may stop at the next such "
                        "member."),
  [DRAW_SKEW] = NHS_N_ ("It draws among the members it kept, each weighing its frequency; "
                        "while drawing, a member whose level (adjusted for the depth and the "
                        "hero) is above twice the hero's experience level takes one more from "
                        "the draw, unless the next member has the same level."),
  [DRAW_FIVE] = NHS_N_ ("It draws among the members it kept, each weighing five times its "
                        "frequency (a player monster once) plus 1, or without the 1 when its "
                        "level (adjusted for the depth and the hero) is above twice the "
                        "hero's experience level; a member of frequency 0 is never drawn."),
  [DRAW_PLUS_ONE] = NHS_N_ ("It draws among the members it kept, each weighing its frequency plus "
                            "1, or without the 1 when its level (adjusted for the depth and the "
                            "hero) is above twice the hero's experience level; a member of "
                            "frequency 0 is never drawn."),
};

char *
nhs_mkclass_describe (const NhsVariant *variant,
                      const char     *(*translate) (const char *text))
{
#define TR(text) (translate ? translate (text) : (text))
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (variant != NULL, NULL);
  g_string_append (out, TR (NHS_N_ ("The game's mkclass() makes one monster of a class, as special "
                                    "rooms, traps and spells ask for one.")));
  g_string_append_c (out, ' ');
  /* the walk: makemon.c's loop over the class (5.0.0's init_mongen_order ()) */
  g_string_append (out, variant->mkclass_sorted_walk
                   ? TR (NHS_N_ ("It walks the class's members in order of difficulty (ties in "
                                 "the monster list's order),"))
                   : TR (NHS_N_ ("It walks the class's members in the order of the game's "
                                 "monster list,")));
  g_string_append_c (out, ' ');
  g_string_append (out, TR (NHS_N_ ("passing over the genocided and extinct, the unique and those "
                                    "never made at random")));
  if (variant->mkclass_rule == NHS_MKCLASS_RULE_37)
    /* mkclass_aligned (): gn_mask |= G_HELL or G_NOHELL when rn2 (9) or S_LICH */
    g_string_append (out, TR (NHS_N_ (", and 8 times in 9 (always for liches) those kept out of "
                                      "the level's place: Gehennom's own outside Gehennom, those "
                                      "never in Gehennom inside it")));
  if (variant->mkclass_region_role_gates)
    g_string_append (out, TR (NHS_N_ (", and those this version keeps out of the place or the "
                                      "hero's role")));
  g_string_append (out, ". ");
  /* the stop test: 3.4.3's monstr != the entry before's; xNetHack without
     the coin */
  g_string_append (out, TR (mkclass_words[variant->mkclass_rule == NHS_MKCLASS_RULE_343 ? STOP_DIFFERS
                                           : variant->mkclass_always_stops ? STOP_ALWAYS
                                           : STOP_COIN]));
  if (variant->splev_mkclass_ulimit)
    g_string_append_printf (out, " %s", TR (NHS_N_ ("A special level's class monster also ends "
                                                    "the walk at the first member harder than "
                                                    "4 × (level difficulty / 2), before any coin.")));
  g_string_append_c (out, ' ');
  /* the draw among the members kept: 3.4.3's skew while drawing, or the
     bag of frequency (x5 in EvilHack) + 1 */
  g_string_append (out, TR (mkclass_words[variant->mkclass_rule == NHS_MKCLASS_RULE_343 ? DRAW_SKEW
                                           : variant->mkclass_freq_mult > 1 ? DRAW_FIVE
                                           : DRAW_PLUS_ONE]));
  if (variant->mkclass_zero_freq_class)
    g_string_append_printf (out, " %s", TR (NHS_N_ ("Where the whole class has frequency 0 (a "
                                                    "special level's class monster), each member "
                                                    "counts as frequency 1.")));
  return g_string_free (out, FALSE);
#undef TR
}

NhsClassDist *
nhs_mkclass_compute (NhsMonsterSet      *set,
                     const NhsSituation *sit,
                     int                 mlet,
                     int                 atyp,
                     GError            **error)
{
  return nhs_mkclass_compute_spc (set, sit, mlet, 0, atyp, error);
}

NhsClassDist *
nhs_mkclass_compute_spc (NhsMonsterSet      *set,
                         const NhsSituation *sit,
                         int                 mlet,
                         guint               spc,
                         int                 atyp,
                         GError            **error)
{
  NhsClassDist *dist;
  const char *id;

  if (!nhs_situation_validate (sit, error))
    return NULL;
  id = nhs_mkclass_class_id (set, mlet);
  if (id == NULL)
    {
      nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME, "There is no monster class number %d.", mlet);
      return NULL;
    }
  {
    const char *spc_text = (spc & NHS_MKCLASS_SPC_NOGEN)
                             ? ((spc & NHS_MKCLASS_SPC_ULIMIT) ? "G_NOGEN|MKC_ULIMIT" : "G_NOGEN")
                             : ((spc & NHS_MKCLASS_SPC_ULIMIT) ? "MKC_ULIMIT" : "0");
    g_autofree char *title = atyp == NHS_MKCLASS_ANY_ALIGN
                               ? (spc == 0 ? g_strdup_printf ("mkclass(%s)", id)
                                           : g_strdup_printf ("mkclass(%s, %s)", id, spc_text))
                               : g_strdup_printf ("mkclass_aligned(%s, %s, %s)", id, spc_text,
                                                  atyp > 0 ? "A_LAWFUL"
                                                  : atyp < 0 ? "A_CHAOTIC" : "A_NEUTRAL");
    dist = nhs_class_dist_new (set, sit, title);
  }
  dist->mlet = mlet;
  dist->symbol = nhs_mkclass_class_symbol (set, mlet);
  dist->aligned = atyp;
  dist->spc = spc;
  dist->why = g_new0 (guint32, set->n);
  dist->end_at = g_new0 (int, set->n);
  if (!mkclass_run (set, sit, mlet, spc, atyp, dist->probs, dist->bag_weight, dist->none,
                    dist->why, dist->end_at, error))
    {
      nhs_class_dist_unref (dist);
      return NULL;
    }
  nhs_class_dist_finish (dist);
  return dist;
}

NhsClassDist *
nhs_class_dist_ref (NhsClassDist *dist)
{
  g_atomic_int_inc (&dist->ref_count);
  return dist;
}

void
nhs_class_dist_unref (NhsClassDist *dist)
{
  if (dist == NULL || !g_atomic_int_dec_and_test (&dist->ref_count))
    return;
  for (int i = 0; i < dist->n; i++)
    mpq_clear (dist->probs[i]);
  g_free (dist->probs);
  g_free (dist->bag_weight);
  g_free (dist->why);
  g_free (dist->end_at);
  if (dist->draws)
    g_array_unref (dist->draws);
  g_free (dist->replaced_by);
  mpq_clear (dist->none);
  mpq_clear (dist->random);
  g_free (dist->order);
  g_free (dist->title);
  nhs_monster_set_unref (dist->set);
  g_free (dist);
}

int
nhs_class_dist_exclusion_reasons (const NhsClassDist *dist,
                                  int                 index,
                                  NhsExclusionReason  out[NHS_EXCLUSION_N_CODES])
{
  const NhsMonster *m;
  int n = 0;

  g_return_val_if_fail (dist != NULL && index >= 0 && index < dist->n, 0);
  if (dist->why == NULL)
    return 0;
  m = &dist->set->monsters[index];
  for (gsize k = 0; k < G_N_ELEMENTS (nhs_exclusion_order); k++)
    {
      NhsExclusion code = nhs_exclusion_order[k];
      NhsExclusionReason *r;

      if (!(dist->why[index] & REASON (code)))
        continue;
      r = &out[n++];
      memset (r, 0, sizeof *r);
      r->code = code;
      r->region = dist->situation.region;
      r->alignment = m->alignment;
      r->wanted = dist->aligned;
      if (code == NHS_EXCLUDED_WALK_ENDS)
        {
          const NhsMonster *e = &dist->set->monsters[dist->end_at[index]];

          r->end_name = e->name;
          r->difficulty = e->difficulty;
          r->ulimit = (dist->spc & NHS_MKCLASS_SPC_ULIMIT) != 0;
          r->bound = r->ulimit ? 4 * dist->maxmlev : dist->maxmlev;
        }
    }
  return n;
}

char *
nhs_class_dist_describe_exclusion (const NhsClassDist *dist,
                                   int                 index)
{
  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];

  return nhs_exclusion_reasons_describe (r, nhs_class_dist_exclusion_reasons (dist, index, r));
}

void
nhs_class_dist_total (const NhsClassDist *dist,
                      mpq_t               total)
{
  mpq_set (total, dist->none);
  for (int i = 0; i < dist->n; i++)
    mpq_add (total, total, dist->probs[i]);
}

/* ---------------------------------------------------------------- bench */

typedef struct {
  NhsMonsterSet *set;
  NhsSituation sit;
  int mlet;
  mpq_t *probs;
  mpq_t none;
} BenchData;

static double
time_class (BenchData *b,
            int        reps)
{
  gint64 start = g_get_monotonic_time ();

  for (int r = 0; r < reps; r++)
    nhs_mkclass_exact (b->set, &b->sit, b->mlet, 0, NHS_MKCLASS_ANY_ALIGN, b->probs, NULL,
                       b->none, NULL);
  return (double) (g_get_monotonic_time () - start) / reps;
}

static int
compare_double (gconstpointer a,
                gconstpointer b,
                gpointer      data)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
nhs_mkclass_bench_us (NhsMonsterSet      *set,
                      const NhsSituation *sit,
                      double             *min_us)
{
  BenchData b = { set, *sit, 0, NULL };
  int slowest = 0;
  double worst = -1, times[31];
  int limit = MIN (set->special_pm, set->n);

  b.probs = g_new (mpq_t, set->n);
  for (int i = 0; i < set->n; i++)
    mpq_init (b.probs[i]);
  mpq_init (b.none);
  /* The slowest class: each class's best of 5 quick timings, the passes
     over all classes taken in turn, so that a pause of the machine (a busy
     one stalls for milliseconds at a time) spoils one timing of a class,
     not all five; a first pass, not counted, takes first-use costs. */
  {
    g_autofree double *best = g_new (double, limit);

    for (int pass = 0; pass <= 5; pass++)
      for (int i = 0; i < limit; i++)
        {
          double us;

          if (i > 0 && set->monsters[i].mlet == set->monsters[i - 1].mlet)
            continue;
          b.mlet = set->monsters[i].mlet;
          us = time_class (&b, 5);
          if (pass == 1 || (pass > 1 && us < best[i]))
            best[i] = us;
        }
    for (int i = 0; i < limit; i++)
      if ((i == 0 || set->monsters[i].mlet != set->monsters[i - 1].mlet) && best[i] > worst)
        {
          worst = best[i];
          slowest = set->monsters[i].mlet;
        }
  }
  b.mlet = slowest;
  for (int r = 0; r < (int) G_N_ELEMENTS (times); r++)
    times[r] = time_class (&b, 20);
  g_qsort_with_data (times, G_N_ELEMENTS (times), sizeof (double), compare_double, NULL);
  for (int i = 0; i < set->n; i++)
    mpq_clear (b.probs[i]);
  g_free (b.probs);
  mpq_clear (b.none);
  if (min_us)
    *min_us = times[0];
  return times[G_N_ELEMENTS (times) / 2];
}
