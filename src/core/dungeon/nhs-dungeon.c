/* nhs-dungeon.c: init_dungeons(), enumerated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's procedure (dungeon.c, the same in every supported version):
 *
 *  - for each dungeon in the description's order: its number of levels is
 *    rn1(range, base); each of its special levels exists when rn2(100) <
 *    chance; then place_level() puts them in order: a level may go on the
 *    positions level_range() gives (base and range, counted from the
 *    bottom when base < 0, from the chained level's position when
 *    chained), less those earlier levels of the dungeon took; it picks one
 *    with rn2(number left), tries to place the rest, and on failure strikes
 *    that position off and picks again.  That exhaustive search makes the
 *    level's position uniform over the positions from which the remaining
 *    levels can still all be placed, which is what is enumerated here.
 *  - the branch into a dungeon is placed when that dungeon is read
 *    (add_branch, parent_dlevel): j = rn2(num) over the branch's range in
 *    the parent; the level taken is the first one from j + 1 on (cyclic)
 *    that holds no branch end yet, or j itself when all do.
 *  - the dungeon's first depth is the depth of the parent's branch level,
 *    plus 0 for a portal, -1 going up, +1 going down, less (entry - 1).
 *
 * Everything a dungeon draws by itself (length, existence, placement, the
 * branches to its children) is independent of how deep it starts, so each
 * dungeon's own outcomes are enumerated once, keyed by its length, and
 * convolved with the distribution of the depth its branch leads from.
 *
 * Exactness without a rational per outcome: each outcome's probability is
 * num/den with 64-bit integers; outcomes are summed in buckets of equal
 * den and the buckets are turned into GMP rationals at the end.
 */
#include "nhs-dungeon.h"
#include "nhs-error.h"
#include "nhs-format.h"

#include <string.h>

#define MAXL NHS_DUNGEON_MAX_LEVELS
#define MAXSPEC 32
#define MAXCHILD 32
/* More outcomes than this in one dungeon are refused, not ground through. */
#define MAX_LEAVES 1000000

typedef struct {
  const NhsDungeonDungeonDesc *dg;
  int first_level;               /* index of its first level in model->levels */
  int n_levels;
  int parent;                    /* -1: the first dungeon or unconnected */
  const NhsDungeonBranchDesc *entry_branch;
  int parent_branch_slot;        /* index of the entry branch among the parent's children */
  int chain[MAXSPEC];            /* local index of the chained level, -1 */
  int children[MAXCHILD];        /* dungeon indices, in the order the game draws them */
  const NhsDungeonBranchDesc *child_branch[MAXCHILD];
  int child_chain[MAXCHILD];
  int n_children;
  /* the dungeon's own outcomes, as exact rationals; see key_* */
  int stride;
  mpq_t *local;
} DInfo;

/* Keys of a dungeon's own tally, per length (n - base): */
static inline int key_len (const DInfo *di, int ni) { return ni * di->stride; }
static inline int key_lev (const DInfo *di, int ni, int k, int x)
{ return ni * di->stride + 1 + k * (MAXL + 1) + x; }
static inline int key_br (const DInfo *di, int ni, int c, int x)
{ return ni * di->stride + 1 + (di->n_levels + c) * (MAXL + 1) + x; }
static inline int key_occ (const DInfo *di, int ni, int x)
{ return ni * di->stride + 1 + (di->n_levels + di->n_children) * (MAXL + 1) + x; }

typedef struct {
  DInfo *di;
  const DInfo *all;
  int n, ni, entry;
  gboolean exists[MAXSPEC];
  int pos[MAXSPEC];
  gboolean child_exists[MAXCHILD];
  int child_pos[MAXCHILD];
  guint64 num, den;
  GHashTable *buckets;          /* den -> guint64[] */
  int n_keys;
  GError *error;
  guint64 leaves;
} Local;

static int
entry_level (const NhsDungeonDungeonDesc *dg,
             int                          n)
{
  int e;

  if (dg->entry < 0)
    {
      e = n + dg->entry + 1;
      return e <= 0 ? 1 : e;
    }
  if (dg->entry > 0)
    return MIN (dg->entry, n);
  return 1;
}

/* level_range(): FALSE when the game would panic (base out of range). */
static gboolean
level_range (int  n,
             int  base,
             int  range,
             int  chain_pos,
             int *start,
             int *count)
{
  if (chain_pos >= 0)
    base += chain_pos;
  else if (base < 0)
    base = n + base + 1;
  if (base < 1 || base > n)
    return FALSE;
  *start = base;
  if (range == -1)
    *count = n - base + 1;
  else if (range)
    *count = (base + range - 1 > n) ? n - base + 1 : range;
  else
    *count = 1;
  return TRUE;
}

/* Multiply the current outcome's probability by w / of; FALSE (error set)
   if it no longer fits 64 bits. */
static gboolean
push_weight (Local   *c,
             guint64  w,
             guint64  of,
             guint64 *saved_num,
             guint64 *saved_den)
{
  guint64 g, num, den;

  *saved_num = c->num;
  *saved_den = c->den;
  g = nhs_gcd64 (w, of);
  w /= g;
  of /= g;
  g = nhs_gcd64 (c->num, of);
  num = c->num / g;
  of /= g;
  g = nhs_gcd64 (w, c->den);
  w /= g;
  den = c->den / g;
  if (__builtin_mul_overflow (num, w, &num) || __builtin_mul_overflow (den, of, &den))
    {
      if (c->error == NULL)
        c->error = g_error_new (NHS_ERROR, NHS_ERROR_DATA,
                                "The dungeon \"%s\" has too many outcomes to enumerate.",
                                c->di->dg->name);
      return FALSE;
    }
  c->num = num;
  c->den = den;
  return TRUE;
}

static void
pop_weight (Local  *c,
            guint64 num,
            guint64 den)
{
  c->num = num;
  c->den = den;
}

static void
fail (Local      *c,
      const char *what)
{
  if (c->error == NULL)
    c->error = g_error_new (NHS_ERROR, NHS_ERROR_DATA,
                            "The dungeon description of \"%s\" makes the game panic: %s.",
                            c->di->dg->name, what);
}

static void
leaf (Local *c)
{
  DInfo *di = c->di;
  guint64 *sums;
  gboolean occ[MAXL + 1] = { FALSE };

  sums = g_hash_table_lookup (c->buckets, &c->den);
  if (sums == NULL)
    {
      guint64 *key = g_new (guint64, 1);

      *key = c->den;
      sums = g_new0 (guint64, c->n_keys);
      g_hash_table_insert (c->buckets, key, sums);
    }
  c->leaves++;
  if (c->leaves > MAX_LEAVES && c->error == NULL)
    c->error = g_error_new (NHS_ERROR, NHS_ERROR_INVALID,
                            "The dungeon \"%s\" has too many outcomes to enumerate one by one "
                            "(more than %d); this version's dungeon is not modelled yet.",
                            di->dg->name, MAX_LEAVES);
  sums[key_len (di, c->ni)] += c->num;
  for (int k = 0; k < di->n_levels; k++)
    if (c->exists[k])
      {
        sums[key_lev (di, c->ni, k, c->pos[k])] += c->num;
        occ[c->pos[k]] = TRUE;
      }
  for (int ch = 0; ch < di->n_children; ch++)
    if (c->child_exists[ch])
      {
        sums[key_br (di, c->ni, ch, c->child_pos[ch])] += c->num;
        if (!c->all[di->children[ch]].dg->floating_entry)
          occ[c->child_pos[ch]] = TRUE;
      }
  for (int x = 1; x <= c->n; x++)
    if (occ[x])
      sums[key_occ (di, c->ni, x)] += c->num;
}

/* parent_dlevel() for each child in turn. */
static void
place_children (Local *c,
                int    ch)
{
  DInfo *di = c->di;
  const NhsDungeonBranchDesc *b;
  const NhsDungeonDungeonDesc *child;
  int start, num, chain_pos = -1;
  int count[MAXL + 1] = { 0 };
  guint64 sn, sd;

  if (c->error)
    return;
  if (ch == di->n_children)
    {
      leaf (c);
      return;
    }
  child = c->all[di->children[ch]].dg;
  b = di->child_branch[ch];
  if (child->chance < 100)
    {
      c->child_exists[ch] = FALSE;
      if (child->chance < 100 && push_weight (c, 100 - child->chance, 100, &sn, &sd))
        {
          place_children (c, ch + 1);
          pop_weight (c, sn, sd);
        }
      if (child->chance <= 0 || !push_weight (c, child->chance, 100, &sn, &sd))
        return;
    }
  else
    {
      sn = c->num;
      sd = c->den;
    }
  c->child_exists[ch] = TRUE;
  if (di->child_chain[ch] >= 0)
    {
      if (!c->exists[di->child_chain[ch]])
        {
          fail (c, "a branch is chained to a level that does not exist");
          return;
        }
      chain_pos = c->pos[di->child_chain[ch]];
    }
  if (!level_range (c->n, b->base, b->range, chain_pos, &start, &num))
    {
      fail (c, "a branch lies outside its dungeon");
      return;
    }
  for (int j = 0; j < num; j++)
    {
      int i = j;
      gboolean held;

      do
        {
          int lev;

          if (++i >= num)
            i = 0;
          lev = start + i;
          held = di->parent >= 0 && c->entry == lev;
          for (int o = 0; o < ch && !held; o++)
            held = c->child_exists[o] && c->child_pos[o] == lev;
        }
      while (held && i != j);
      count[start + i]++;
    }
  for (int x = 1; x <= c->n; x++)
    if (count[x] > 0)
      {
        guint64 n2, d2;

        if (!push_weight (c, count[x], num, &n2, &d2))
          return;
        c->child_pos[ch] = x;
        place_children (c, ch + 1);
        pop_weight (c, n2, d2);
      }
  pop_weight (c, sn, sd);
}

/* possible_places(): the positions level k may take. */
static int
candidates (Local *c,
            int    k,
            int   *out)
{
  DInfo *di = c->di;
  const NhsDungeonLevelDesc *l = g_ptr_array_index (di->dg->levels, k);
  int start, count, chain_pos = -1, n_out = 0;

  if (di->chain[k] >= 0)
    {
      if (!c->exists[di->chain[k]])
        return -1;
      chain_pos = c->pos[di->chain[k]];
    }
  if (!level_range (c->n, l->base, l->range, chain_pos, &start, &count))
    return -1;
  for (int x = start; x < start + count; x++)
    {
      gboolean taken = FALSE;

      for (int o = 0; o < k && !taken; o++)
        taken = c->exists[o] && c->pos[o] == x;
      if (!taken)
        out[n_out++] = x;
    }
  return n_out;
}

/* Whether levels k.. can all be placed: 1 yes, 0 no, -1 the game panics. */
static int
placeable (Local *c,
           int    k)
{
  int cand[MAXL + 1], n;

  while (k < c->di->n_levels && !c->exists[k])
    k++;
  if (k == c->di->n_levels)
    return 1;
  n = candidates (c, k, cand);
  if (n < 0)
    return -1;
  for (int i = 0; i < n; i++)
    {
      int r;

      c->pos[k] = cand[i];
      r = placeable (c, k + 1);
      if (r != 0)
        return r;
    }
  return 0;
}

static void
place_levels (Local *c,
              int    k)
{
  int cand[MAXL + 1], good[MAXL + 1], n, n_good = 0;

  if (c->error)
    return;
  while (k < c->di->n_levels && !c->exists[k])
    k++;
  if (k == c->di->n_levels)
    {
      place_children (c, 0);
      return;
    }
  n = candidates (c, k, cand);
  if (n < 0)
    {
      fail (c, "a level lies outside its dungeon or is chained to one that does not exist");
      return;
    }
  for (int i = 0; i < n; i++)
    {
      int r;

      c->pos[k] = cand[i];
      r = placeable (c, k + 1);
      if (r < 0)
        {
          fail (c, "a level lies outside its dungeon or is chained to one that does not exist");
          return;
        }
      if (r > 0)
        good[n_good++] = cand[i];
    }
  if (n_good == 0)
    {
      fail (c, "its special levels cannot all be placed");
      return;
    }
  for (int i = 0; i < n_good; i++)
    {
      guint64 sn, sd;

      if (!push_weight (c, 1, n_good, &sn, &sd))
        return;
      c->pos[k] = good[i];
      place_levels (c, k + 1);
      pop_weight (c, sn, sd);
    }
}

/* init_level(): which levels exist (rn2(100) < chance). */
static void
choose_existence (Local *c,
                  int    k)
{
  const NhsDungeonLevelDesc *l;
  guint64 sn, sd;

  if (c->error)
    return;
  if (k == c->di->n_levels)
    {
      place_levels (c, 0);
      return;
    }
  l = g_ptr_array_index (c->di->dg->levels, k);
  if (l->chance >= 100)
    {
      c->exists[k] = TRUE;
      choose_existence (c, k + 1);
      return;
    }
  if (l->chance > 0)
    {
      c->exists[k] = TRUE;
      if (!push_weight (c, l->chance, 100, &sn, &sd))
        return;
      choose_existence (c, k + 1);
      pop_weight (c, sn, sd);
    }
  c->exists[k] = FALSE;
  if (!push_weight (c, 100 - MAX (l->chance, 0), 100, &sn, &sd))
    return;
  choose_existence (c, k + 1);
  pop_weight (c, sn, sd);
}

static guint
u64_hash (gconstpointer p)
{
  guint64 v = *(const guint64 *) p;

  return (guint) (v ^ (v >> 32));
}

static gboolean
u64_equal (gconstpointer a,
           gconstpointer b)
{
  return *(const guint64 *) a == *(const guint64 *) b;
}

/* Enumerate one dungeon's own outcomes into di->local. */
static gboolean
enumerate_dungeon (DInfo        *di,
                   const DInfo  *all,
                   guint64      *leaves,
                   GError      **error)
{
  const NhsDungeonDungeonDesc *dg = di->dg;
  int n_lengths = MAX (dg->range, 1);
  Local c = { 0 };
  GHashTableIter it;
  gpointer key, value;
  mpq_t q;

  di->stride = 1 + (di->n_levels + di->n_children + 1) * (MAXL + 1);
  c.n_keys = n_lengths * di->stride;
  c.di = di;
  c.all = all;
  c.buckets = g_hash_table_new_full (u64_hash, u64_equal, g_free, g_free);
  for (int ni = 0; ni < n_lengths && c.error == NULL; ni++)
    {
      c.ni = ni;
      c.n = MIN (dg->base + ni, MAXL);
      c.entry = entry_level (dg, c.n);
      c.num = 1;
      c.den = n_lengths;
      choose_existence (&c, 0);
    }
  if (c.error)
    {
      g_propagate_error (error, c.error);
      g_hash_table_unref (c.buckets);
      return FALSE;
    }
  di->local = g_new (mpq_t, c.n_keys);
  for (int k = 0; k < c.n_keys; k++)
    mpq_init (di->local[k]);
  /* One common denominator when it fits 64 bits (every sum is at most 1,
     so every numerator then fits too); otherwise add the buckets as
     rationals. */
  {
    guint64 lcm = 1;
    gboolean fits = TRUE;

    g_hash_table_iter_init (&it, c.buckets);
    while (fits && g_hash_table_iter_next (&it, &key, NULL))
      {
        guint64 den = *(guint64 *) key;

        fits = !__builtin_mul_overflow (lcm / nhs_gcd64 (lcm, den), den, &lcm);
      }
    if (fits)
      {
        guint64 *total = g_new0 (guint64, c.n_keys);

        g_hash_table_iter_init (&it, c.buckets);
        while (g_hash_table_iter_next (&it, &key, &value))
          {
            guint64 scale = lcm / *(guint64 *) key;
            guint64 *sums = value;

            for (int k = 0; k < c.n_keys; k++)
              total[k] += sums[k] * scale;
          }
        for (int k = 0; k < c.n_keys; k++)
          if (total[k])
            {
              mpz_import (mpq_numref (di->local[k]), 1, 1, sizeof total[k], 0, 0, &total[k]);
              mpz_import (mpq_denref (di->local[k]), 1, 1, sizeof lcm, 0, 0, &lcm);
              mpq_canonicalize (di->local[k]);
            }
        g_free (total);
      }
    else
      {
        mpq_init (q);
        g_hash_table_iter_init (&it, c.buckets);
        while (g_hash_table_iter_next (&it, &key, &value))
          {
            guint64 den = *(guint64 *) key;
            guint64 *sums = value;

            for (int k = 0; k < c.n_keys; k++)
              if (sums[k])
                {
                  mpz_import (mpq_numref (q), 1, 1, sizeof sums[k], 0, 0, &sums[k]);
                  mpz_import (mpq_denref (q), 1, 1, sizeof den, 0, 0, &den);
                  mpq_canonicalize (q);
                  mpq_add (di->local[k], di->local[k], q);
                }
          }
        mpq_clear (q);
      }
  }
  g_hash_table_unref (c.buckets);
  *leaves += c.leaves;
  return TRUE;
}

static void
dist_init (NhsDepthDist *d)
{
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    mpq_init (d->p[i]);
}

static void
dist_clear (NhsDepthDist *d)
{
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    mpq_clear (d->p[i]);
}

static inline gboolean
depth_ok (int depth)
{
  return depth >= NHS_DUNGEON_DEPTH_LO && depth <= NHS_DUNGEON_DEPTH_HI;
}

/* dist[depth] += a * b */
static gboolean
dist_addmul (NhsDepthDist *d,
             int           depth,
             const mpq_t   a,
             const mpq_t   b,
             mpq_t         tmp)
{
  if (!depth_ok (depth))
    return FALSE;
  mpq_mul (tmp, a, b);
  mpq_add (d->p[depth - NHS_DUNGEON_DEPTH_LO], d->p[depth - NHS_DUNGEON_DEPTH_LO], tmp);
  return TRUE;
}

gboolean
nhs_depth_dist_range (const NhsDepthDist *dist,
                      int                *lo,
                      int                *hi)
{
  int a = 0, b = -1;

  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    if (mpq_sgn (dist->p[i]) != 0)
      {
        if (b < a)
          a = i;
        b = i;
      }
  if (b < a)
    {
      if (lo)
        *lo = 0;
      if (hi)
        *hi = 0;
      return FALSE;
    }
  if (lo)
    *lo = a + NHS_DUNGEON_DEPTH_LO;
  if (hi)
    *hi = b + NHS_DUNGEON_DEPTH_LO;
  return TRUE;
}

static void
kinds_clear (gpointer p)
{
  NhsDepthKind *k = p;

  g_free (k->key);
  mpq_clear (k->p);
}

static void
depth_kinds_clear (gpointer p)
{
  NhsDepthKinds *dk = p;

  g_array_unref (dk->kinds);
}

static gint
kind_cmp (gconstpointer a,
          gconstpointer b)
{
  const NhsDepthKind *ka = a, *kb = b;
  int c = mpq_cmp (kb->p, ka->p);

  return c != 0 ? c : strcmp (ka->key, kb->key);
}

/* Resolve names: parents, children, chains. */
static gboolean
compile (NhsDungeonModel *m,
         DInfo           *info,
         GError         **error)
{
  GPtrArray *dgs = m->desc->dungeons;
  int first = 0;

  for (guint d = 0; d < dgs->len; d++)
    {
      DInfo *di = &info[d];

      di->dg = g_ptr_array_index (dgs, d);
      di->first_level = first;
      di->n_levels = di->dg->levels->len;
      di->parent = -1;
      first += di->n_levels;
      if (di->n_levels > MAXSPEC || di->dg->base < 1 || di->dg->base + MAX (di->dg->range, 1) - 1 > MAXL)
        return nhs_error_set (error, NHS_ERROR_DATA,
                              "The dungeon \"%s\" has too many levels.", di->dg->name);
      for (int k = 0; k < di->n_levels; k++)
        {
          const NhsDungeonLevelDesc *l = g_ptr_array_index (di->dg->levels, k);

          di->chain[k] = -1;
          if (l->chain == NULL)
            continue;
          for (int o = 0; o < k; o++)
            if (strcmp (((NhsDungeonLevelDesc *) g_ptr_array_index (di->dg->levels, o))->name,
                        l->chain) == 0)
              di->chain[k] = o;
          if (di->chain[k] < 0)
            return nhs_error_set (error, NHS_ERROR_DATA,
                                  "The level \"%s\" is chained to \"%s\", which is not an "
                                  "earlier level of its dungeon.", l->name, l->chain);
        }
    }
  for (guint d = 1; d < dgs->len; d++)
    {
      DInfo *di = &info[d];

      if (di->dg->unconnected)
        continue;
      /* find_branch(): the first branch of an earlier dungeon naming it */
      for (guint p = 0; p < d && di->parent < 0; p++)
        for (guint b = 0; b < info[p].dg->branches->len; b++)
          {
            const NhsDungeonBranchDesc *br = g_ptr_array_index (info[p].dg->branches, b);
            DInfo *pi = &info[p];

            if (strcmp (br->child, di->dg->name) != 0)
              continue;
            if (pi->n_children >= MAXCHILD)
              return nhs_error_set (error, NHS_ERROR_DATA,
                                    "The dungeon \"%s\" has too many branches.", pi->dg->name);
            di->parent = p;
            di->entry_branch = br;
            di->parent_branch_slot = pi->n_children;
            pi->children[pi->n_children] = d;
            pi->child_branch[pi->n_children] = br;
            pi->child_chain[pi->n_children] = -1;
            if (br->chain)
              {
                for (int o = 0; o < pi->n_levels; o++)
                  if (strcmp (((NhsDungeonLevelDesc *) g_ptr_array_index (pi->dg->levels, o))->name,
                              br->chain) == 0)
                    pi->child_chain[pi->n_children] = o;
                if (pi->child_chain[pi->n_children] < 0)
                  return nhs_error_set (error, NHS_ERROR_DATA,
                                        "The branch to \"%s\" is chained to \"%s\", which is "
                                        "not a level of \"%s\".", br->child, br->chain,
                                        pi->dg->name);
              }
            pi->n_children++;
            break;
          }
      if (di->parent < 0)
        return nhs_error_set (error, NHS_ERROR_DATA,
                              "No earlier dungeon has a branch to \"%s\".", di->dg->name);
    }
  return TRUE;
}

static gboolean
is_dummy_dungeon (const NhsDungeonModel *m,
                  const DInfo           *di)
{
  for (int k = 0; k < di->n_levels; k++)
    if (strcmp (((NhsDungeonLevelDesc *) g_ptr_array_index (di->dg->levels, k))->name,
                m->desc->dummy_level) == 0)
      return TRUE;
  return FALSE;
}

/* The global pass: depths from the branches, dungeon by dungeon. */
static gboolean
combine (NhsDungeonModel *m,
         DInfo           *info,
         GError         **error)
{
  guint n_dg = m->desc->dungeons->len;
  NhsDepthDist *from = g_new (NhsDepthDist, n_dg);
  mpq_t one, tmp, w;
  gboolean ok = TRUE;

  mpq_inits (one, tmp, w, NULL);
  mpq_set_ui (one, 1, 1);
  for (guint d = 0; d < n_dg; d++)
    dist_init (&from[d]);

  for (guint d = 0; d < n_dg && ok; d++)
    {
      DInfo *di = &info[d];
      const NhsDungeonDungeonDesc *dg = di->dg;
      NhsDungeonResult *res = &g_array_index (m->dungeons, NhsDungeonResult, d);
      int n_lengths = MAX (dg->range, 1);
      int n_keys = di->n_levels + di->n_children + 1;   /* + ordinary */
      gboolean dummy = is_dummy_dungeon (m, di);
      gboolean rooted = di->parent < 0;
      mpq_t *table = g_new (mpq_t, (gsize) NHS_DUNGEON_DEPTH_N * n_keys);
      NhsDepthDist present;
      int delta = 0;

      for (gsize i = 0; i < (gsize) NHS_DUNGEON_DEPTH_N * n_keys; i++)
        mpq_init (table[i]);
      dist_init (&present);
      if (!rooted)
        delta = di->entry_branch->type == NHS_BRANCH_PORTAL ? 0 : (di->entry_branch->up ? -1 : 1);

      for (int f = NHS_DUNGEON_DEPTH_LO; f <= NHS_DUNGEON_DEPTH_HI && ok; f++)
        {
          const mpq_t *pf;

          if (rooted)
            {
              if (f != NHS_DUNGEON_DEPTH_LO)
                break;
              pf = (const mpq_t *) &one;
            }
          else
            {
              pf = (const mpq_t *) &from[d].p[f - NHS_DUNGEON_DEPTH_LO];
              if (mpq_sgn (*pf) == 0)
                continue;
            }
          for (int ni = 0; ni < n_lengths && ok; ni++)
            {
              int n = MIN (dg->base + ni, MAXL);
              int s = rooted ? 1 : f + delta - (entry_level (dg, n) - 1);
              int sf = s;
              mpq_t *len = &di->local[key_len (di, ni)];

              if (mpq_sgn (*len) == 0)
                continue;
              if (dummy && n > 1 - s)
                sf = s - 1;
              mpq_mul (w, *pf, *len);
              ok = dist_addmul (&res->depth_start, sf, *pf, *len, tmp)
                   && dist_addmul (&res->levels, n, *pf, *len, tmp);
              mpq_add (res->exists, res->exists, w);
              for (int x = 1; x <= n && ok; x++)
                {
                  int depth = sf + x - 1;
                  gsize row;

                  if (!depth_ok (depth))
                    {
                      ok = FALSE;
                      break;
                    }
                  row = (gsize) (depth - NHS_DUNGEON_DEPTH_LO) * n_keys;
                  dist_addmul (&present, depth, *pf, *len, tmp);
                  for (int k = 0; k < di->n_levels; k++)
                    {
                      NhsSpecialLevelResult *lr = &g_array_index (m->levels, NhsSpecialLevelResult,
                                                                  di->first_level + k);
                      mpq_t *p = &di->local[key_lev (di, ni, k, x)];

                      if (mpq_sgn (*p) == 0)
                        continue;
                      dist_addmul (&lr->depth, depth, *pf, *p, tmp);
                      mpq_mul (tmp, *pf, *p);
                      mpq_add (table[row + k], table[row + k], tmp);
                    }
                  for (int ch = 0; ch < di->n_children; ch++)
                    {
                      mpq_t *p = &di->local[key_br (di, ni, ch, x)];

                      if (mpq_sgn (*p) == 0)
                        continue;
                      /* the children's depths follow the first depth as
                         init_dungeons() had it, before the endgame fix-up */
                      if (!dist_addmul (&from[di->children[ch]], s + x - 1, *pf, *p, tmp))
                        ok = FALSE;
                      if (!info[di->children[ch]].dg->floating_entry)
                        {
                          mpq_mul (tmp, *pf, *p);
                          mpq_add (table[row + di->n_levels + ch],
                                   table[row + di->n_levels + ch], tmp);
                        }
                    }
                  /* ordinary: the level is there and holds neither */
                  mpq_sub (tmp, *len, di->local[key_occ (di, ni, x)]);
                  mpq_mul (tmp, tmp, *pf);
                  mpq_add (table[row + n_keys - 1], table[row + n_keys - 1], tmp);
                }
            }
        }
      if (!ok)
        {
          nhs_error_set (error, NHS_ERROR_DATA, "The dungeon \"%s\" lies outside the depths "
                         "this model covers.", dg->name);
        }
      else if (!dg->unconnected)
        {
          for (int depth = NHS_DUNGEON_DEPTH_LO; depth <= NHS_DUNGEON_DEPTH_HI; depth++)
            {
              gsize row = (gsize) (depth - NHS_DUNGEON_DEPTH_LO) * n_keys;
              mpq_t *pres = &present.p[depth - NHS_DUNGEON_DEPTH_LO];
              NhsDepthKinds dk;

              if (mpq_sgn (*pres) == 0)
                continue;
              dk.dungeon = d;
              dk.depth = depth;
              dk.kinds = g_array_new (FALSE, FALSE, sizeof (NhsDepthKind));
              g_array_set_clear_func (dk.kinds, kinds_clear);
              for (int k = 0; k < n_keys; k++)
                {
                  NhsDepthKind kind;

                  if (mpq_sgn (table[row + k]) == 0)
                    continue;
                  if (k < di->n_levels)
                    kind.key = g_strdup (((NhsDungeonLevelDesc *) g_ptr_array_index (dg->levels, k))->name);
                  else if (k < n_keys - 1)
                    kind.key = g_strdup_printf ("branch:%s",
                                                info[di->children[k - di->n_levels]].dg->name);
                  else
                    kind.key = g_strdup ("ordinary");
                  mpq_init (kind.p);
                  mpq_set (kind.p, table[row + k]);
                  g_array_append_val (dk.kinds, kind);
                }
              mpq_sub (tmp, one, *pres);
              if (mpq_sgn (tmp) > 0)
                {
                  NhsDepthKind kind;

                  kind.key = g_strdup ("none");
                  mpq_init (kind.p);
                  mpq_set (kind.p, tmp);
                  g_array_append_val (dk.kinds, kind);
                }
              g_array_sort (dk.kinds, kind_cmp);
              g_array_append_val (m->by_depth, dk);
            }
        }
      for (gsize i = 0; i < (gsize) NHS_DUNGEON_DEPTH_N * n_keys; i++)
        mpq_clear (table[i]);
      g_free (table);
      dist_clear (&present);
    }

  /* branches, in the order the game draws them, and the levels' existence */
  for (guint d = 0; d < n_dg; d++)
    if (info[d].parent >= 0)
      {
        NhsBranchResult br = { 0 };

        br.desc = info[d].entry_branch;
        br.parent = info[d].parent;
        br.child = d;
        dist_init (&br.depth);
        for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
          mpq_set (br.depth.p[i], from[d].p[i]);
        g_array_append_val (m->branches, br);
      }
  for (guint l = 0; l < m->levels->len; l++)
    {
      NhsSpecialLevelResult *lr = &g_array_index (m->levels, NhsSpecialLevelResult, l);

      for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
        mpq_add (lr->exists, lr->exists, lr->depth.p[i]);
    }

  for (guint d = 0; d < n_dg; d++)
    dist_clear (&from[d]);
  g_free (from);
  mpq_clears (one, tmp, w, NULL);
  return ok;
}

static void
dungeon_result_clear (gpointer p)
{
  NhsDungeonResult *r = p;

  mpq_clear (r->exists);
  dist_clear (&r->depth_start);
  dist_clear (&r->levels);
}

static void
level_result_clear (gpointer p)
{
  NhsSpecialLevelResult *r = p;

  mpq_clear (r->exists);
  dist_clear (&r->depth);
}

static void
branch_result_clear (gpointer p)
{
  NhsBranchResult *r = p;

  dist_clear (&r->depth);
}

NhsDungeonModel *
nhs_dungeon_model_new (NhsVariantId variant,
                       GError     **error)
{
  g_autoptr (NhsDungeonModel) m = g_new0 (NhsDungeonModel, 1);
  DInfo *info;
  guint n_dg;
  gboolean ok = TRUE;

  m->variant = variant;
  m->desc = nhs_dungeon_desc_new (variant, error);
  if (m->desc == NULL)
    return NULL;
  n_dg = m->desc->dungeons->len;
  m->dungeons = g_array_new (FALSE, TRUE, sizeof (NhsDungeonResult));
  g_array_set_clear_func (m->dungeons, dungeon_result_clear);
  m->levels = g_array_new (FALSE, TRUE, sizeof (NhsSpecialLevelResult));
  g_array_set_clear_func (m->levels, level_result_clear);
  m->branches = g_array_new (FALSE, TRUE, sizeof (NhsBranchResult));
  g_array_set_clear_func (m->branches, branch_result_clear);
  m->by_depth = g_array_new (FALSE, TRUE, sizeof (NhsDepthKinds));
  g_array_set_clear_func (m->by_depth, depth_kinds_clear);

  info = g_new0 (DInfo, n_dg);
  ok = compile (m, info, error);
  for (guint d = 0; d < n_dg && ok; d++)
    {
      NhsDungeonResult r = { 0 };

      r.desc = info[d].dg;
      mpq_init (r.exists);
      dist_init (&r.depth_start);
      dist_init (&r.levels);
      g_array_append_val (m->dungeons, r);
      for (int k = 0; k < info[d].n_levels; k++)
        {
          NhsSpecialLevelResult lr = { 0 };

          lr.desc = g_ptr_array_index (info[d].dg->levels, k);
          lr.dungeon = d;
          mpq_init (lr.exists);
          dist_init (&lr.depth);
          g_array_append_val (m->levels, lr);
        }
    }
  for (guint d = 0; d < n_dg && ok; d++)
    ok = enumerate_dungeon (&info[d], info, &m->leaves, error);
  if (ok)
    ok = combine (m, info, error);
  for (guint d = 0; d < n_dg; d++)
    if (info[d].local)
      {
        for (int k = 0; k < MAX (info[d].dg->range, 1) * info[d].stride; k++)
          mpq_clear (info[d].local[k]);
        g_free (info[d].local);
      }
  g_free (info);
  if (!ok)
    return NULL;
  return g_steal_pointer (&m);
}

void
nhs_dungeon_model_free (NhsDungeonModel *m)
{
  if (m == NULL)
    return;
  g_clear_pointer (&m->dungeons, g_array_unref);
  g_clear_pointer (&m->levels, g_array_unref);
  g_clear_pointer (&m->branches, g_array_unref);
  g_clear_pointer (&m->by_depth, g_array_unref);
  nhs_dungeon_desc_free (m->desc);
  g_free (m);
}

int
nhs_dungeon_model_find_dungeon (const NhsDungeonModel *m,
                                const char            *name)
{
  for (guint d = 0; d < m->dungeons->len; d++)
    if (strcmp (g_array_index (m->dungeons, NhsDungeonResult, d).desc->name, name) == 0)
      return d;
  return -1;
}

int
nhs_dungeon_model_find_level (const NhsDungeonModel *m,
                              const char            *name)
{
  for (guint l = 0; l < m->levels->len; l++)
    if (strcmp (g_array_index (m->levels, NhsSpecialLevelResult, l).desc->name, name) == 0)
      return l;
  return -1;
}

const NhsDepthKinds *
nhs_dungeon_model_kinds_at (const NhsDungeonModel *m,
                            int                    dungeon,
                            int                    depth)
{
  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);

      if (dk->dungeon == dungeon && dk->depth == depth)
        return dk;
    }
  return NULL;
}
