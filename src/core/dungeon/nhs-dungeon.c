/* nhs-dungeon.c: init_dungeons(), computed exactly
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
 *    levels can still all be placed.
 *  - the branch into a dungeon is placed when that dungeon is read
 *    (add_branch, parent_dlevel): j = rn2(num) over the branch's range in
 *    the parent; the level taken is the first one from j + 1 on (cyclic)
 *    that holds no branch end yet, or j itself when all do.
 *  - the dungeon's first depth is the depth of the parent's branch level,
 *    plus 0 for a portal, -1 going up, +1 going down, less (entry - 1).
 *
 * Everything a dungeon draws by itself (length, existence, placement, the
 * branches to its children) is independent of how deep it starts, so each
 * dungeon's own outcomes are computed once, keyed by its length, and
 * convolved with the distribution of the depth its branch leads from.
 *
 * A dungeon's own outcomes are far too many to list one by one in
 * SLASH'EM (ten special levels with wide ranges and seventeen branches in
 * the Dungeons of Doom), so they are not listed: see "The dynamic
 * programme" below.
 */
#include "nhs-dungeon.h"
#include "nhs-error.h"
#include "nhs-format.h"
#include "nhs-q64.h"

#include <string.h>

#define MAXL NHS_DUNGEON_MAX_LEVELS
#define MAXSPEC 32
#define MAXCHILD 32
/* Levels that later choices are chained to, in one dungeon. */
#define MAXANCH 8

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
/* child c's branch end at x on a level that is no special level */
static inline int key_plain (const DInfo *di, int ni, int c, int x)
{ return ni * di->stride + 1 + (di->n_levels + di->n_children + 1 + c) * (MAXL + 1) + x; }

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


/* ---------------------------------------------------------------------
 * The dynamic programme.
 *
 * One dungeon of one length makes its own choices in this order: each
 * special level's existence, each level's position, then each child's
 * branch.  A later choice sees little of the earlier ones: which of the
 * positions later levels may take hold a level, which of the positions
 * later branches look at hold a branch end, where the levels lie that
 * later levels or branches are chained to.  Partial outcomes that agree on
 * that (a Key) are merged, their probabilities added.  The report's
 * numbers are tallied as soon as they are settled: a level's or a branch's
 * position when it is drawn, whether a position holds something once no
 * later choice can reach it.  Merging keeps those tallies exact, since the
 * successors of a partial outcome together carry exactly its probability.
 *
 * The branches see the levels only through the levels they are chained to
 * (the anchors: the Oracle for Sokoban, the castle for Gehennom), so the
 * levels are computed first, with the chance of each outcome of the
 * children's anchors (a Tuple) and of each position holding a level
 * jointly with it; then the branches once per Tuple.  A depth is ordinary
 * when it holds neither a level nor a (non-floating) branch end:
 * P(level or branch) = sum over tuples of
 * P(level, tuple) + (P(tuple) - P(level, tuple)) P(branch | tuple).
 *
 * The probabilities are GMP integers over one common denominator, which
 * each step multiplies by the least common multiple of its choices'
 * denominators; what a step tallies is added to exact rationals at its end.
 */

typedef struct {
  guint64 lev;      /* positions holding a special level (not yet tallied, or wanted later) */
  guint64 held;     /* positions holding a branch end that later branches look at */
  guint64 occ;      /* positions holding a non-floating branch end, not yet tallied */
  guint32 exist;    /* the levels not placed yet that exist */
  guint32 zero;     /* always 0: keys are hashed and compared as bytes, so
                       they have no padding a copy could leave undefined */
  gint8 anchor[MAXANCH]; /* positions of the levels later choices are chained to; 0 none */
} Key;

G_STATIC_ASSERT (sizeof (Key) == 3 * 8 + 4 + 4 + MAXANCH);

typedef struct {
  guint64 lev;
  guint32 exist;
  gint32 k;
  gint8 anchor[MAXANCH];
} FeasKey;

G_STATIC_ASSERT (sizeof (FeasKey) == 8 + 4 + 4 + MAXANCH);

typedef struct {
  Key key;
  mpz_t w;
} State;

typedef struct {
  const State *from;
  Key key;
  guint a, b;          /* the move's probability, a / b */
  mpq_ptr tally;       /* what the move settles, or NULL */
} Move;

/* An outcome of the positions of the levels the children are chained to. */
typedef struct {
  gint8 anchor[MAXANCH];
  mpq_t p;                      /* its chance */
  mpq_t lev[MAXL + 1];          /* the chance of it and of a level at x */
} Tuple;

typedef struct {
  DInfo *di;
  const DInfo *all;
  int n, ni;
  gboolean children;              /* which part: the levels or the branches */
  int n_anch;
  int anch_level[MAXANCH];        /* the level of each anchor */
  gboolean anch_child[MAXANCH];   /* a child's branch is chained to it */
  int anch_fixed[MAXANCH];        /* the one position it can take, or 0 */
  int anch_of[MAXSPEC];           /* the anchor of each level, -1 */
  guint64 possible[MAXSPEC];      /* positions each level may take at all */
  guint64 br_from[MAXCHILD + 1];  /* positions the children from c on look at */
  GHashTable *states;             /* Key -> State */
  GHashTable *memo;               /* FeasKey -> int */
  GHashTable *tuples;             /* anchor[] -> Tuple */
  GArray *moves;
  mpz_t d;                        /* the common denominator */
  GHashTable *acc;                /* mpq_ptr -> mpz_t: this step's tallies over d */
  mpq_t br[MAXCHILD][MAXL + 1];   /* per Tuple: P(child c's branch at x) */
  mpq_t occ[MAXL + 1];            /* per Tuple: P(a non-floating branch end at x) */
  GError *error;
  guint64 n_states;
} Dp;

static guint
bytes_hash (const guint8 *b,
            gsize         n)
{
  guint32 h = 2166136261u;

  for (gsize i = 0; i < n; i++)
    {
      h ^= b[i];
      h *= 16777619u;
    }
  return h;
}

static guint
key_hash (gconstpointer p)
{
  return bytes_hash (p, sizeof (Key));
}

static gboolean
key_equal (gconstpointer a,
           gconstpointer b)
{
  return memcmp (a, b, sizeof (Key)) == 0;
}

static guint
feas_hash (gconstpointer p)
{
  return bytes_hash (p, sizeof (FeasKey));
}

static gboolean
feas_equal (gconstpointer a,
            gconstpointer b)
{
  return memcmp (a, b, sizeof (FeasKey)) == 0;
}

static guint
anchors_hash (gconstpointer p)
{
  return bytes_hash (p, MAXANCH);
}

static gboolean
anchors_equal (gconstpointer a,
               gconstpointer b)
{
  return memcmp (a, b, MAXANCH) == 0;
}

static void
state_free (gpointer p)
{
  State *s = p;

  mpz_clear (s->w);
  g_free (s);
}

static void
mpz_free (gpointer p)
{
  mpz_ptr z = p;

  mpz_clear (z);
  g_free (z);
}

static void
tuple_free (gpointer p)
{
  Tuple *t = p;

  mpq_clear (t->p);
  for (int x = 0; x <= MAXL; x++)
    mpq_clear (t->lev[x]);
  g_free (t);
}

static inline guint64
bit (int x)
{
  return G_GUINT64_CONSTANT (1) << x;
}

static inline guint64
span_bits (int start,
           int count)
{
  return (bit (count) - 1) << start;
}

static void
dp_fail (Dp         *dp,
         const char *what)
{
  if (dp->error == NULL)
    dp->error = g_error_new (NHS_ERROR, NHS_ERROR_DATA,
                             "The dungeon description of \"%s\" makes the game panic: %s.",
                             dp->di->dg->name, what);
}

/* The positions level k may take (level_range()); FALSE where the game
   panics: outside the dungeon, or chained to a level that does not exist. */
static gboolean
level_span (const Dp     *dp,
            int           k,
            const gint8  *anchor,
            guint64      *span)
{
  const NhsDungeonLevelDesc *l = g_ptr_array_index (dp->di->dg->levels, k);
  int chain_pos = -1, start, count;

  if (dp->di->chain[k] >= 0)
    {
      chain_pos = anchor[dp->anch_of[dp->di->chain[k]]];
      if (chain_pos <= 0)
        return FALSE;
    }
  if (!level_range (dp->n, l->base, l->range, chain_pos, &start, &count))
    return FALSE;
  *span = span_bits (start, count);
  return TRUE;
}

/* The positions the levels in `exist` from k on may take at all. */
static guint64
level_mask (const Dp *dp,
            int       k,
            guint32   exist)
{
  guint64 m = 0;

  for (int j = k; j < dp->di->n_levels; j++)
    if (exist & (1u << j))
      m |= dp->possible[j];
  return m;
}

/* Forget the anchors no level in `exist` from k on and no child from c on
   is chained to. */
static void
drop_anchors (const Dp *dp,
              gint8    *anchor,
              int       k,
              guint32   exist,
              int       c)
{
  for (int a = 0; a < dp->n_anch; a++)
    {
      gboolean needed = FALSE;

      for (int j = k; j < dp->di->n_levels && !needed; j++)
        needed = (exist & (1u << j)) && dp->di->chain[j] == dp->anch_level[a];
      for (int ch = c; ch < dp->di->n_children && !needed; ch++)
        needed = dp->di->child_chain[ch] == dp->anch_level[a];
      if (!needed)
        anchor[a] = 0;
    }
}

/* Whether the existing levels from k on can all be placed: 1 yes, 0 no,
   -1 the game panics on the way. */
static int
feasible (Dp          *dp,
          int          k,
          guint64      lev,
          guint32      exist,
          const gint8 *anchor)
{
  FeasKey fk;
  gpointer found;
  guint64 span, cand;
  int r = 0;

  while (k < dp->di->n_levels && !(exist & (1u << k)))
    k++;
  if (k == dp->di->n_levels)
    return 1;
  memset (&fk, 0, sizeof fk);
  fk.lev = lev & level_mask (dp, k, exist);
  fk.exist = exist;
  fk.k = k;
  memcpy (fk.anchor, anchor, sizeof fk.anchor);
  drop_anchors (dp, fk.anchor, k, exist, dp->di->n_children);
  if (g_hash_table_lookup_extended (dp->memo, &fk, NULL, &found))
    return GPOINTER_TO_INT (found);
  if (!level_span (dp, k, fk.anchor, &span))
    r = -1;
  else
    {
      cand = span & ~lev;
      for (int x = 1; x <= dp->n && r == 0; x++)
        if (cand & bit (x))
          {
            gint8 next[MAXANCH];

            memcpy (next, fk.anchor, sizeof next);
            if (dp->anch_of[k] >= 0)
              next[dp->anch_of[k]] = x;
            r = feasible (dp, k + 1, lev | bit (x), exist & ~(1u << k), next);
          }
    }
  g_hash_table_insert (dp->memo, g_memdup2 (&fk, sizeof fk), GINT_TO_POINTER (r));
  return r;
}

/* target += w / d, at the end of the step */
static void
tally (Dp          *dp,
       mpq_ptr      target,
       const mpz_t  w)
{
  mpz_ptr z = g_hash_table_lookup (dp->acc, target);

  if (z == NULL)
    {
      z = g_new (__mpz_struct, 1);
      mpz_init (z);
      g_hash_table_insert (dp->acc, target, z);
    }
  mpz_add (z, z, w);
}

static void
flush_tallies (Dp *dp)
{
  GHashTableIter it;
  gpointer key, value;
  mpq_t q;

  mpq_init (q);
  g_hash_table_iter_init (&it, dp->acc);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      mpz_set (mpq_numref (q), value);
      mpz_set (mpq_denref (q), dp->d);
      mpq_canonicalize (q);
      mpq_add (key, key, q);
    }
  g_hash_table_remove_all (dp->acc);
  mpq_clear (q);
}

/* The outcome of the children's anchors a key of the levels' part stands
   for; the anchors of levels from k on are not drawn yet, so they are
   fixed ones. */
static Tuple *
tuple_of (Dp        *dp,
          const Key *key,
          int        k)
{
  gint8 a[MAXANCH] = { 0 };
  Tuple *t;

  for (int i = 0; i < dp->n_anch; i++)
    if (dp->anch_child[i])
      a[i] = dp->anch_level[i] < k ? key->anchor[i] : dp->anch_fixed[i];
  t = g_hash_table_lookup (dp->tuples, a);
  if (t == NULL)
    {
      t = g_new0 (Tuple, 1);
      memcpy (t->anchor, a, MAXANCH);
      mpq_init (t->p);
      for (int x = 0; x <= MAXL; x++)
        mpq_init (t->lev[x]);
      g_hash_table_insert (dp->tuples, t->anchor, t);
    }
  return t;
}

/* Make a key fit for the next step (placing level k, or child c's branch):
   forget what no later choice looks at, tallying what is settled. */
static void
settle (Dp         *dp,
        Key        *key,
        int         step,
        const mpz_t w)
{
  if (!dp->children)
    {
      int k = step;
      guint64 lm = level_mask (dp, k, key->exist);
      gboolean drawn = TRUE;

      /* a level's position is tallied with the children's anchors, so it
         waits for the anchors still to be drawn */
      for (int i = 0; i < dp->n_anch; i++)
        if (dp->anch_child[i] && !dp->anch_fixed[i] && dp->anch_level[i] >= k)
          drawn = FALSE;
      if (drawn && (key->lev & ~lm))
        {
          Tuple *t = tuple_of (dp, key, k);

          for (int x = 1; x <= dp->n; x++)
            if (key->lev & ~lm & bit (x))
              tally (dp, t->lev[x], w);
          key->lev &= lm;
        }
      drop_anchors (dp, key->anchor, k, key->exist, 0);
    }
  else
    {
      int c = step;
      guint64 bm = dp->br_from[c];

      for (int x = 1; x <= dp->n; x++)
        if (key->occ & ~bm & bit (x))
          tally (dp, dp->occ[x], w);
      key->occ &= bm;
      key->held &= bm;
      drop_anchors (dp, key->anchor, dp->di->n_levels, 0, c);
    }
}

static void
add_move (Dp          *dp,
          const State *from,
          const Key   *key,
          guint        a,
          guint        b,
          mpq_ptr      target)
{
  Move mv;
  NhsQ64 w = nhs_q64 (a, b);

  mv.from = from;
  mv.key = *key;
  mv.a = (guint) w.num;
  mv.b = (guint) w.den;
  mv.tally = target;
  g_array_append_val (dp->moves, mv);
}

/* Carry out the moves collected for one step; `step` is the next step,
   -1 when the keys are not to be settled. */
static void
apply_moves (Dp  *dp,
             int  step)
{
  GHashTable *next = g_hash_table_new_full (key_hash, key_equal, NULL, state_free);
  mpz_t lcm, w;

  mpz_init_set_ui (lcm, 1);
  mpz_init (w);
  for (guint i = 0; i < dp->moves->len; i++)
    mpz_lcm_ui (lcm, lcm, g_array_index (dp->moves, Move, i).b);
  mpz_mul (dp->d, dp->d, lcm);
  for (guint i = 0; i < dp->moves->len; i++)
    {
      Move *mv = &g_array_index (dp->moves, Move, i);
      State *s;

      mpz_divexact_ui (w, lcm, mv->b);
      mpz_mul_ui (w, w, mv->a);
      mpz_mul (w, w, mv->from->w);
      if (mv->tally)
        tally (dp, mv->tally, w);
      if (step >= 0)
        settle (dp, &mv->key, step, w);
      s = g_hash_table_lookup (next, &mv->key);
      if (s == NULL)
        {
          s = g_new (State, 1);
          s->key = mv->key;
          mpz_init (s->w);
          g_hash_table_insert (next, &s->key, s);
        }
      mpz_add (s->w, s->w, w);
    }
  g_array_set_size (dp->moves, 0);
  g_hash_table_unref (dp->states);
  dp->states = next;
  dp->n_states += g_hash_table_size (next);
  flush_tallies (dp);
  mpz_clears (lcm, w, NULL);
}

/* init_level(): level k exists when rn2(100) < chance. */
static void
step_exists (Dp  *dp,
             int  k)
{
  const NhsDungeonLevelDesc *l = g_ptr_array_index (dp->di->dg->levels, k);
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, dp->states);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      const State *s = value;
      Key key = s->key;

      if (l->chance > 0)
        {
          key.exist |= 1u << k;
          add_move (dp, s, &key, MIN (l->chance, 100), 100, NULL);
        }
      if (l->chance < 100)
        add_move (dp, s, &s->key, 100 - MAX (l->chance, 0), 100, NULL);
    }
  apply_moves (dp, -1);
}

/* place_level() for level k: uniform over the positions from which the
   later levels can all be placed. */
static void
step_place (Dp  *dp,
            int  k)
{
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, dp->states);
  while (g_hash_table_iter_next (&it, NULL, &value) && dp->error == NULL)
    {
      const State *s = value;
      guint64 span, cand, good = 0;
      int n_good = 0;

      if (!(s->key.exist & (1u << k)))
        {
          add_move (dp, s, &s->key, 1, 1, NULL);
          continue;
        }
      if (!level_span (dp, k, s->key.anchor, &span))
        {
          dp_fail (dp, "a level lies outside its dungeon or is chained to one that does not exist");
          break;
        }
      cand = span & ~s->key.lev;
      for (int x = 1; x <= dp->n; x++)
        if (cand & bit (x))
          {
            gint8 next[MAXANCH];
            int r;

            memcpy (next, s->key.anchor, sizeof next);
            if (dp->anch_of[k] >= 0)
              next[dp->anch_of[k]] = x;
            r = feasible (dp, k + 1, s->key.lev | bit (x), s->key.exist & ~(1u << k), next);
            if (r < 0)
              dp_fail (dp, "a level lies outside its dungeon or is chained to one that does not exist");
            if (r > 0)
              {
                good |= bit (x);
                n_good++;
              }
          }
      if (dp->error)
        break;
      if (n_good == 0)
        {
          dp_fail (dp, "its special levels cannot all be placed");
          break;
        }
      for (int x = 1; x <= dp->n; x++)
        if (good & bit (x))
          {
            Key key = s->key;

            key.lev |= bit (x);
            key.exist &= ~(1u << k);
            if (dp->anch_of[k] >= 0)
              key.anchor[dp->anch_of[k]] = x;
            add_move (dp, s, &key, 1, n_good,
                      dp->di->local[key_lev (dp->di, dp->ni, k, x)]);
          }
    }
  if (dp->error == NULL)
    apply_moves (dp, k + 1);
}

/* parent_dlevel() for child ch (after the child dungeon's own chance). */
static void
step_child (Dp  *dp,
            int  ch)
{
  DInfo *di = dp->di;
  const NhsDungeonDungeonDesc *child = dp->all[di->children[ch]].dg;
  const NhsDungeonBranchDesc *b = di->child_branch[ch];
  int chance = MIN (child->chance, 100);
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, dp->states);
  while (g_hash_table_iter_next (&it, NULL, &value) && dp->error == NULL)
    {
      const State *s = value;
      int start, num, chain_pos = -1;
      int count[MAXL + 1] = { 0 };

      if (chance < 100)
        add_move (dp, s, &s->key, 100 - MAX (chance, 0), 100, NULL);
      if (chance <= 0)
        continue;
      if (di->child_chain[ch] >= 0)
        {
          chain_pos = s->key.anchor[dp->anch_of[di->child_chain[ch]]];
          if (chain_pos <= 0)
            {
              dp_fail (dp, "a branch is chained to a level that does not exist");
              break;
            }
        }
      if (!level_range (dp->n, b->base, b->range, chain_pos, &start, &num))
        {
          dp_fail (dp, "a branch lies outside its dungeon");
          break;
        }
      for (int j = 0; j < num; j++)
        {
          int i = j;

          do
            if (++i >= num)
              i = 0;
          while ((s->key.held & bit (start + i)) && i != j);
          count[start + i]++;
        }
      for (int x = 1; x <= dp->n; x++)
        if (count[x] > 0)
          {
            Key key = s->key;

            key.held |= bit (x);
            if (!child->floating_entry)
              key.occ |= bit (x);
            add_move (dp, s, &key, (guint) count[x] * chance, (guint) num * 100, dp->br[ch][x]);
          }
    }
  if (dp->error == NULL)
    apply_moves (dp, ch + 1);
}

/* The static part: anchors, and the positions each level and child may
   take at all, for length n. */
static gboolean
dp_prepare (Dp *dp)
{
  DInfo *di = dp->di;

  dp->n_anch = 0;
  for (int k = 0; k < di->n_levels; k++)
    dp->anch_of[k] = -1;
  for (int k = 0; k < di->n_levels; k++)
    {
      gboolean of_level = FALSE, of_child = FALSE;

      for (int j = 0; j < di->n_levels; j++)
        of_level = of_level || di->chain[j] == k;
      for (int c = 0; c < di->n_children; c++)
        of_child = of_child || di->child_chain[c] == k;
      if (!of_level && !of_child)
        continue;
      if (dp->n_anch == MAXANCH)
        {
          dp->error = g_error_new (NHS_ERROR, NHS_ERROR_DATA,
                                   "The dungeon \"%s\" chains too many levels.", di->dg->name);
          return FALSE;
        }
      dp->anch_of[k] = dp->n_anch;
      dp->anch_child[dp->n_anch] = of_child;
      dp->anch_level[dp->n_anch++] = k;
    }
  /* a chained level follows its anchor, which comes earlier */
  for (int k = 0; k < di->n_levels; k++)
    {
      const NhsDungeonLevelDesc *l = g_ptr_array_index (di->dg->levels, k);
      int start, count;

      dp->possible[k] = 0;
      if (di->chain[k] < 0)
        {
          if (level_range (dp->n, l->base, l->range, -1, &start, &count))
            dp->possible[k] = span_bits (start, count);
          continue;
        }
      for (int y = 1; y <= dp->n; y++)
        if ((dp->possible[di->chain[k]] & bit (y))
            && level_range (dp->n, l->base, l->range, y, &start, &count))
          dp->possible[k] |= span_bits (start, count);
    }
  /* an anchor that surely exists and has one place is known beforehand */
  for (int i = 0; i < dp->n_anch; i++)
    {
      const NhsDungeonLevelDesc *l = g_ptr_array_index (di->dg->levels, dp->anch_level[i]);
      guint64 p = dp->possible[dp->anch_level[i]];

      dp->anch_fixed[i] = 0;
      if (l->chance >= 100 && p != 0 && (p & (p - 1)) == 0)
        dp->anch_fixed[i] = __builtin_ctzll (p);
    }
  dp->br_from[di->n_children] = 0;
  for (int c = di->n_children - 1; c >= 0; c--)
    {
      const NhsDungeonBranchDesc *b = di->child_branch[c];
      int start, count;
      guint64 m = 0;

      if (di->child_chain[c] < 0)
        {
          if (level_range (dp->n, b->base, b->range, -1, &start, &count))
            m = span_bits (start, count);
        }
      else
        for (int y = 1; y <= dp->n; y++)
          if ((dp->possible[di->child_chain[c]] & bit (y))
              && level_range (dp->n, b->base, b->range, y, &start, &count))
            m |= span_bits (start, count);
      dp->br_from[c] = dp->br_from[c + 1] | m;
    }
  return TRUE;
}

static void
dp_start (Dp          *dp,
          guint64      held,
          const gint8 *anchor,
          gulong       den)
{
  State *s0 = g_new0 (State, 1);

  mpz_init_set_ui (s0->w, 1);
  s0->key.held = held;
  if (anchor)
    memcpy (s0->key.anchor, anchor, MAXANCH);
  g_clear_pointer (&dp->states, g_hash_table_unref);
  dp->states = g_hash_table_new_full (key_hash, key_equal, NULL, state_free);
  g_hash_table_insert (dp->states, &s0->key, s0);
  mpz_set_ui (dp->d, den);
}

/* The branches to the children, given the anchors' positions: the chance
   of each branch position and of a non-floating branch end at x, into
   dp->br and dp->occ. */
static void
dp_children (Dp          *dp,
             const Tuple *t)
{
  DInfo *di = dp->di;
  GHashTableIter it;
  gpointer value;

  dp->children = TRUE;
  for (int x = 0; x <= MAXL; x++)
    {
      mpq_set_ui (dp->occ[x], 0, 1);
      for (int c = 0; c < di->n_children; c++)
        mpq_set_ui (dp->br[c][x], 0, 1);
    }
  /* the branch into this dungeon, placed before, holds its entry level */
  dp_start (dp, di->parent >= 0 ? bit (entry_level (di->dg, dp->n)) : 0, t->anchor, 1);
  for (int ch = 0; ch < di->n_children && dp->error == NULL; ch++)
    step_child (dp, ch);
  if (dp->error)
    return;
  g_hash_table_iter_init (&it, dp->states);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      State *s = value;

      for (int x = 1; x <= dp->n; x++)
        if (s->key.occ & bit (x))
          tally (dp, dp->occ[x], s->w);
    }
  flush_tallies (dp);
}

/* One length of one dungeon: its outcomes into di->local. */
static void
dp_run (Dp *dp)
{
  DInfo *di = dp->di;
  GHashTableIter it;
  gpointer value;
  mpq_t tmp;

  if (!dp_prepare (dp))
    return;
  dp->children = FALSE;
  dp->memo = g_hash_table_new_full (feas_hash, feas_equal, g_free, NULL);
  dp->tuples = g_hash_table_new_full (anchors_hash, anchors_equal, NULL, tuple_free);
  dp_start (dp, 0, NULL, MAX (di->dg->range, 1));
  for (int k = 0; k < di->n_levels; k++)
    step_exists (dp, k);
  for (int k = 0; k < di->n_levels && dp->error == NULL; k++)
    step_place (dp, k);
  if (dp->error == NULL)
    {
      g_hash_table_iter_init (&it, dp->states);
      while (g_hash_table_iter_next (&it, NULL, &value))
        {
          State *s = value;

          tally (dp, tuple_of (dp, &s->key, di->n_levels)->p, s->w);
        }
      flush_tallies (dp);
    }
  mpq_init (tmp);
  g_hash_table_iter_init (&it, dp->tuples);
  while (dp->error == NULL && g_hash_table_iter_next (&it, NULL, &value))
    {
      const Tuple *t = value;

      dp_children (dp, t);
      if (dp->error)
        break;
      for (int x = 1; x <= dp->n; x++)
        {
          mpq_ptr occ = di->local[key_occ (di, dp->ni, x)];

          for (int c = 0; c < di->n_children; c++)
            if (mpq_sgn (dp->br[c][x]))
              {
                mpq_ptr br = di->local[key_br (di, dp->ni, c, x)];

                mpq_mul (tmp, t->p, dp->br[c][x]);
                mpq_add (br, br, tmp);
                br = di->local[key_plain (di, dp->ni, c, x)];
                mpq_sub (tmp, t->p, t->lev[x]);
                mpq_mul (tmp, tmp, dp->br[c][x]);
                mpq_add (br, br, tmp);
              }
          /* P(level, tuple) + (P(tuple) - P(level, tuple)) P(branch | tuple) */
          mpq_add (occ, occ, t->lev[x]);
          if (mpq_sgn (dp->occ[x]))
            {
              mpq_sub (tmp, t->p, t->lev[x]);
              mpq_mul (tmp, tmp, dp->occ[x]);
              mpq_add (occ, occ, tmp);
            }
        }
    }
  mpq_clear (tmp);
  if (dp->error == NULL)
    {
      mpq_set_ui (di->local[key_len (di, dp->ni)], 1, MAX (di->dg->range, 1));
      mpq_canonicalize (di->local[key_len (di, dp->ni)]);
    }
  g_clear_pointer (&dp->states, g_hash_table_unref);
  g_clear_pointer (&dp->memo, g_hash_table_unref);
  g_clear_pointer (&dp->tuples, g_hash_table_unref);
}

/* One dungeon's own outcomes into di->local. */
static gboolean
enumerate_dungeon (DInfo        *di,
                   const DInfo  *all,
                   guint64      *n_states,
                   GError      **error)
{
  const NhsDungeonDungeonDesc *dg = di->dg;
  int n_lengths = MAX (dg->range, 1);
  int n_keys;
  Dp *dp;

  di->stride = 1 + (di->n_levels + 2 * di->n_children + 1) * (MAXL + 1);
  n_keys = n_lengths * di->stride;
  di->local = g_new (mpq_t, n_keys);
  for (int k = 0; k < n_keys; k++)
    mpq_init (di->local[k]);
  if (di->n_levels > 31)
    return nhs_error_set (error, NHS_ERROR_DATA,
                          "The dungeon \"%s\" has too many special levels.", dg->name);
  dp = g_new0 (Dp, 1);
  dp->di = di;
  dp->all = all;
  dp->moves = g_array_new (FALSE, FALSE, sizeof (Move));
  dp->acc = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, mpz_free);
  mpz_init (dp->d);
  for (int x = 0; x <= MAXL; x++)
    {
      mpq_init (dp->occ[x]);
      for (int c = 0; c < di->n_children; c++)
        mpq_init (dp->br[c][x]);
    }
  for (int ni = 0; ni < n_lengths && dp->error == NULL; ni++)
    {
      dp->ni = ni;
      dp->n = MIN (dg->base + ni, MAXL);
      dp_run (dp);
    }
  for (int x = 0; x <= MAXL; x++)
    {
      mpq_clear (dp->occ[x]);
      for (int c = 0; c < di->n_children; c++)
        mpq_clear (dp->br[c][x]);
    }
  mpz_clear (dp->d);
  g_hash_table_unref (dp->acc);
  g_array_unref (dp->moves);
  *n_states += dp->n_states;
  if (dp->error)
    {
      g_propagate_error (error, dp->error);
      g_free (dp);
      return FALSE;
    }
  g_free (dp);
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

  g_clear_pointer (&dk->kinds, g_array_unref);
  g_clear_pointer (&dk->plain, g_array_unref);
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

/* The levels above a dungeon's entry (model->by_climb): for each number
   of levels L climbed from the entry, the dungeon's own outcomes at the
   position entry - L, over its lengths, given the dungeon. */
static void
climbs (NhsDungeonModel *m,
        DInfo           *info,
        int              d)
{
  DInfo *di = &info[d];
  const NhsDungeonDungeonDesc *dg = di->dg;
  int n_lengths = MAX (dg->range, 1);
  int n_keys = di->n_levels + di->n_children + 1;   /* + ordinary */
  mpq_t *t = g_new (mpq_t, n_keys);
  mpq_t none, total, tmp;

  if (di->local == NULL)
    {
      g_free (t);
      return;
    }
  for (int k = 0; k < n_keys; k++)
    mpq_init (t[k]);
  mpq_inits (none, total, tmp, NULL);
  for (int L = 0; L < MAXL; L++)
    {
      gboolean any = FALSE;
      NhsDepthKinds dk = { .dungeon = d, .depth = L };

      for (int k = 0; k < n_keys; k++)
        mpq_set_ui (t[k], 0, 1);
      mpq_set_ui (none, 0, 1);
      mpq_set_ui (total, 0, 1);
      for (int ni = 0; ni < n_lengths; ni++)
        {
          int n = MIN (dg->base + ni, MAXL);
          int x = entry_level (dg, n) - L;
          mpq_t *len = &di->local[key_len (di, ni)];

          if (mpq_sgn (*len) == 0)
            continue;
          mpq_add (total, total, *len);
          if (x < 1)
            {
              mpq_add (none, none, *len);
              continue;
            }
          any = TRUE;
          for (int k = 0; k < di->n_levels; k++)
            mpq_add (t[k], t[k], di->local[key_lev (di, ni, k, x)]);
          for (int ch = 0; ch < di->n_children; ch++)
            if (!info[di->children[ch]].dg->floating_entry)
              mpq_add (t[di->n_levels + ch], t[di->n_levels + ch], di->local[key_br (di, ni, ch, x)]);
          mpq_sub (tmp, *len, di->local[key_occ (di, ni, x)]);
          mpq_add (t[n_keys - 1], t[n_keys - 1], tmp);
        }
      if (!any || mpq_sgn (total) == 0)
        break;
      dk.kinds = g_array_new (FALSE, FALSE, sizeof (NhsDepthKind));
      g_array_set_clear_func (dk.kinds, kinds_clear);
      for (int k = 0; k <= n_keys; k++)
        {
          mpq_t *p = k < n_keys ? &t[k] : &none;
          NhsDepthKind kind;

          if (mpq_sgn (*p) == 0)
            continue;
          if (k < di->n_levels)
            kind.key = g_strdup (((NhsDungeonLevelDesc *) g_ptr_array_index (dg->levels, k))->name);
          else if (k < n_keys - 1)
            kind.key = g_strdup_printf ("branch:%s", info[di->children[k - di->n_levels]].dg->name);
          else
            kind.key = g_strdup (k == n_keys - 1 ? "ordinary" : "none");
          mpq_init (kind.p);
          mpq_div (kind.p, *p, total);
          g_array_append_val (dk.kinds, kind);
        }
      g_array_sort (dk.kinds, kind_cmp);
      g_array_append_val (m->by_climb, dk);
    }
  for (int k = 0; k < n_keys; k++)
    mpq_clear (t[k]);
  g_free (t);
  mpq_clears (none, total, tmp, NULL);
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
      /* per depth: each child's branch end on a level that is no special
         level, then such levels themselves */
      int n_plain = di->n_children + 1;
      mpq_t *plain = g_new (mpq_t, (gsize) NHS_DUNGEON_DEPTH_N * n_plain);
      NhsDepthDist present;
      int delta = 0;

      for (gsize i = 0; i < (gsize) NHS_DUNGEON_DEPTH_N * n_keys; i++)
        mpq_init (table[i]);
      for (gsize i = 0; i < (gsize) NHS_DUNGEON_DEPTH_N * n_plain; i++)
        mpq_init (plain[i]);
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
                          gsize prow = (gsize) (depth - NHS_DUNGEON_DEPTH_LO) * n_plain;

                          mpq_mul (tmp, *pf, *p);
                          mpq_add (table[row + di->n_levels + ch],
                                   table[row + di->n_levels + ch], tmp);
                          mpq_mul (tmp, *pf, di->local[key_plain (di, ni, ch, x)]);
                          mpq_add (plain[prow + ch], plain[prow + ch], tmp);
                        }
                    }
                  /* no special level: the levels exclude each other */
                  {
                    gsize prow = (gsize) (depth - NHS_DUNGEON_DEPTH_LO) * n_plain;

                    mpq_set (tmp, *len);
                    for (int k = 0; k < di->n_levels; k++)
                      mpq_sub (tmp, tmp, di->local[key_lev (di, ni, k, x)]);
                    mpq_mul (tmp, tmp, *pf);
                    mpq_add (plain[prow + n_plain - 1], plain[prow + n_plain - 1], tmp);
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
              dk.plain = g_array_new (FALSE, FALSE, sizeof (NhsDepthKind));
              g_array_set_clear_func (dk.plain, kinds_clear);
              for (int k = 0; k < n_plain; k++)
                {
                  gsize prow = (gsize) (depth - NHS_DUNGEON_DEPTH_LO) * n_plain;
                  NhsDepthKind kind;

                  if (mpq_sgn (plain[prow + k]) == 0)
                    continue;
                  kind.key = k < n_plain - 1
                             ? g_strdup_printf ("branch:%s", info[di->children[k]].dg->name)
                             : g_strdup ("plain");
                  mpq_init (kind.p);
                  mpq_set (kind.p, plain[prow + k]);
                  g_array_append_val (dk.plain, kind);
                }
              g_array_append_val (m->by_depth, dk);
            }
        }
      for (gsize i = 0; i < (gsize) NHS_DUNGEON_DEPTH_N * n_keys; i++)
        mpq_clear (table[i]);
      g_free (table);
      for (gsize i = 0; i < (gsize) NHS_DUNGEON_DEPTH_N * n_plain; i++)
        mpq_clear (plain[i]);
      g_free (plain);
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

/* xNetHack's swapped lairs (NhsDungeonLevelDesc.swap_name): the level a
   description names with a swap is that level in one game of two and the
   other name in the other, drawn independently of everything else, so each
   name takes half of the place's chances: the level's result is halved and
   a result for the other name follows it; a depth's kind likewise. */
static void level_result_clear (gpointer p);

static void
split_swaps (NhsDungeonModel *m)
{
  GArray *levels = g_array_new (FALSE, TRUE, sizeof (NhsSpecialLevelResult));
  mpq_t half;

  mpq_init (half);
  mpq_set_ui (half, 1, 2);
  g_array_set_clear_func (levels, level_result_clear);
  for (guint l = 0; l < m->levels->len; l++)
    {
      NhsSpecialLevelResult lr = g_array_index (m->levels, NhsSpecialLevelResult, l);
      NhsSpecialLevelResult other = { 0 };
      NhsDungeonLevelDesc *od;

      g_array_append_val (levels, lr);   /* the rationals move along */
      if (lr.desc->swap_name == NULL)
        continue;
      od = g_memdup2 (lr.desc, sizeof *od);
      od->name = lr.desc->swap_name;
      od->swap_name = lr.desc->name;
      g_ptr_array_add (m->swapped, od);
      other.desc = od;
      other.dungeon = lr.dungeon;
      mpq_init (other.exists);
      dist_init (&other.depth);
      mpq_mul (other.exists, lr.exists, half);
      mpq_set (g_array_index (levels, NhsSpecialLevelResult, levels->len - 1).exists, other.exists);
      for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
        {
          mpq_mul (other.depth.p[i], lr.depth.p[i], half);
          mpq_set (g_array_index (levels, NhsSpecialLevelResult, levels->len - 1).depth.p[i],
                   other.depth.p[i]);
        }
      g_array_append_val (levels, other);
    }
  g_array_set_clear_func (m->levels, NULL);
  g_array_unref (m->levels);
  m->levels = levels;

  for (guint i = 0; i < m->by_depth->len + m->by_climb->len; i++)
    {
      NhsDepthKinds *dk = i < m->by_depth->len ? &g_array_index (m->by_depth, NhsDepthKinds, i)
                          : &g_array_index (m->by_climb, NhsDepthKinds, i - m->by_depth->len);
      const NhsDungeonDungeonDesc *dg = g_ptr_array_index (m->desc->dungeons, dk->dungeon);
      guint n = dk->kinds->len;

      for (guint k = 0; k < n; k++)
        for (guint j = 0; j < dg->levels->len; j++)
          {
            const NhsDungeonLevelDesc *l = g_ptr_array_index (dg->levels, j);
            NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);
            NhsDepthKind other;

            if (l->swap_name == NULL || strcmp (kind->key, l->name) != 0)
              continue;
            mpq_mul (kind->p, kind->p, half);
            other.key = g_strdup (l->swap_name);
            mpq_init (other.p);
            mpq_set (other.p, kind->p);
            g_array_append_val (dk->kinds, other);
          }
      g_array_sort (dk->kinds, kind_cmp);
    }
  mpq_clear (half);
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
  m->swapped = g_ptr_array_new_with_free_func (g_free);
  m->by_depth = g_array_new (FALSE, TRUE, sizeof (NhsDepthKinds));
  g_array_set_clear_func (m->by_depth, depth_kinds_clear);
  m->by_climb = g_array_new (FALSE, TRUE, sizeof (NhsDepthKinds));
  g_array_set_clear_func (m->by_climb, depth_kinds_clear);

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
    ok = enumerate_dungeon (&info[d], info, &m->n_states, error);
  if (ok)
    ok = combine (m, info, error);
  for (guint d = 0; d < n_dg && ok; d++)
    climbs (m, info, d);
  if (ok)
    split_swaps (m);
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
  g_clear_pointer (&m->by_climb, g_array_unref);
  g_clear_pointer (&m->swapped, g_ptr_array_unref);
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

/* The entry of `array` (by depth or by climb) for a dungeon and a value. */
static const NhsDepthKinds *
find_kinds (GArray *array,
            int     dungeon,
            int     value)
{
  for (guint i = 0; i < array->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (array, NhsDepthKinds, i);

      if (dk->dungeon == dungeon && dk->depth == value)
        return dk;
    }
  return NULL;
}

const NhsDepthKinds *
nhs_dungeon_model_kinds_at (const NhsDungeonModel *m,
                            int                    dungeon,
                            int                    depth)
{
  return find_kinds (m->by_depth, dungeon, depth);
}
