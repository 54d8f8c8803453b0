/* nhs-spawn.c: the per-turn random monster chance
 *
 * NetHack's allmain.c draws 1 in 70, 50 or 25 each turn; xNetHack adds its
 * archfiends' draw on the up stairs; EvilHack's spawn clock (`monclock`)
 * speeds up with the turn counted from a start each game draws and hides,
 * so its chance at a turn is the mean over that start's values, each
 * equally likely.  The clock's value is constant on runs of turns whose
 * ends follow from its integer division, so every sum below walks those
 * runs (about seventy a start) instead of the turns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-spawn.h"
#include "nhs-format.h"
#include "nhs-q64.h"
#include "nhs-table.h"
#include "nhs-dungeon-place.h"

#include <math.h>
#include <string.h>

#define NHS_N_(s) s   /* words the window translates (po/meson.build) */

static gboolean
has_clock (const NhsVariant *v)
{
  return v->spawn_clock_slowest > 0;
}

/* allmain.c 281-297: the cap the events put on the clock (sticky floors) */
static int
clock_cap (const NhsVariant *v,
           guint             events,
           gboolean          demigod)
{
  int slowest = v->spawn_clock_slowest, cap = slowest;

  if (events & (NHS_SPAWN_EVENT_GEHENNOM | NHS_SPAWN_EVENT_CROWNED | NHS_SPAWN_EVENT_QUEST_EARLY))
    cap = MIN (cap, slowest / v->spawn_clock_event_div);
  if (events & NHS_SPAWN_EVENT_FIRST_LAIR)
    cap = MIN (cap, slowest / v->spawn_clock_first_lair_div);
  if (events & NHS_SPAWN_EVENT_PRINCE_LAIR)
    cap = MIN (cap, slowest / v->spawn_clock_prince_lair_div);
  if (demigod)
    cap = MIN (cap, slowest / v->spawn_clock_demigod_div);
  return cap;
}

typedef struct {
  const NhsVariant *v;
  int cap;
  gboolean invoked;
} Clock;

static void
clock_init (Clock              *c,
            const NhsSituation *sit)
{
  guint events = nhs_situation_spawn_events (sit);

  c->v = nhs_variant_get (sit->variant);
  c->cap = clock_cap (c->v, events, nhs_situation_demigod (sit));
  c->invoked = (events & NHS_SPAWN_EVENT_INVOKED) != 0;
}

/* monclock `past` turns past the hidden start (allmain.c 269-303: the
   game's int division, then the caps, then the clamp) */
static int
clock_value (const Clock *c,
             gint64       past)
{
  const NhsVariant *v = c->v;
  int m = v->spawn_clock_slowest;

  if (c->invoked)
    m = v->spawn_clock_fastest;
  else
    {
      if (past > 0)
        m = (int) ((gint64) v->spawn_clock_slowest * v->spawn_clock_climb
                   / (past + v->spawn_clock_climb));
      m = MIN (m, c->cap);
    }
  return CLAMP (m, v->spawn_clock_fastest, v->spawn_clock_slowest);
}

/* The last `past` from `past` on with the clock's value m: the division
   gives at least m while past <= slowest * climb / m - climb. */
static gint64
clock_run_end (const Clock *c,
               int          m,
               gint64       past)
{
  const NhsVariant *v = c->v;

  if (c->invoked || m <= v->spawn_clock_fastest)
    return G_MAXINT64;
  if (past <= 0)
    return 0;
  return (gint64) v->spawn_clock_slowest * v->spawn_clock_climb / m - v->spawn_clock_climb;
}

/* Walks the runs of equal clock values over `past` in [p, last]. */
typedef struct {
  const Clock *c;
  gint64 p, last;
} Walk;

static gboolean
walk_next (Walk   *w,
           int    *m,
           gint64 *len)
{
  gint64 end;

  if (w->p > w->last)
    return FALSE;
  *m = clock_value (w->c, w->p);
  end = MIN (clock_run_end (w->c, *m, w->p), w->last);
  *len = end == G_MAXINT64 ? G_MAXINT64 : end - w->p + 1;
  w->p = end == G_MAXINT64 ? end : end + 1;
  return TRUE;
}

static int
clock_first_start (const NhsVariant *v)
{
  return v->spawn_clock_start_base + 1;   /* rnd (spread) + base */
}

static int
first_turn (const NhsSituation *sit)
{
  return MAX (sit->turn, 1);
}

/* xNetHack's archfiends' draw: 1 in this, 0 when there is none. */
static int
extra_one_in (const NhsSituation *sit)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);
  int k = sit->active_fiends;

  if (v->spawn_fiends_max == 0 || !(nhs_situation_inputs_used (sit) & NHS_INPUT_FIENDS) || k < 1)
    return 0;
  return (v->spawn_fiends_base - MIN (k, v->spawn_fiends_max)) * v->spawn_fiends_mult;
}

/* The chance that draw finds its staircase up: 1 where the level always
   has one (nhs_situation_fiend_stairs ()). */
static void
fiend_share (const NhsSituation *sit,
             mpq_t               out)
{
  g_autofree char *share = nhs_situation_fiend_stairs (sit);

  if (share == NULL || mpq_set_str (out, share, 10) != 0)
    mpq_set_ui (out, 1, 1);
  mpq_canonicalize (out);
}

/* One level, two kinds of it: the chance of no arrival in `turns` turns
   where a share of the games have the per-turn chance of none e^log_a and
   the rest e^log_b, and its log without underflow. */
static void
mean_of_two (double  share,
             double  log_a,
             double  log_b,
             int     turns,
             double *none,
             double *log_none)
{
  double la = log (share) + turns * log_a, lb = log1p (-share) + turns * log_b;
  double top = MAX (la, lb);

  *none = share * exp (turns * log_a) + (1.0 - share) * exp (turns * log_b);
  *log_none = top + log (exp (la - top) + exp (lb - top));
}

/* The fixed rates' main draw (allmain.c's rn2 ()): 1 in the number
   returned; 0 where the layout leaves open whether the level lies deeper
   than the Castle, `below` then holding the chance that it does. */
static int
fixed_one_in (const NhsSituation *sit,
              NhsSpawnWhy        *why,
              mpq_t               below)
{
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);
  const NhsVariant *v = nhs_variant_get (sit->variant);
  g_autofree char *share = NULL;

  mpq_set_ui (below, 0, 1);
  if (nhs_situation_demigod (sit))
    {
      *why = NHS_SPAWN_WHY_DEMIGOD;
      return v->spawn_one_in_demigod;
    }
  /* the game compares the level's depth with the Castle's */
  share = nhs_dungeon_situation_below_castle (sit);
  if (share == NULL || mpq_set_str (below, share, 10) != 0)
    /* no depth to go by: Gehennom and Vlad's Tower as they mostly are */
    mpq_set_ui (below, info->in_hell || sit->region == NHS_REGION_VLAD, 1);
  mpq_canonicalize (below);
  if (mpq_cmp_ui (below, 1, 1) == 0)
    {
      *why = NHS_SPAWN_WHY_BELOW_CASTLE;
      return v->spawn_one_in_below_castle;
    }
  if (mpq_sgn (below) == 0)
    {
      *why = NHS_SPAWN_WHY_ORDINARY;
      return v->spawn_one_in;
    }
  *why = NHS_SPAWN_WHY_CASTLE_OPEN;
  return 0;
}

/* p / below + (1 - p) / ordinary: the main draw's mean chance where the
   layout leaves the level's side of the Castle open */
static void
open_chance (const NhsVariant *v,
             mpq_t             below,
             mpq_t             out)
{
  mpq_t a, o;

  mpq_inits (a, o, NULL);
  mpq_set_ui (a, 1, (unsigned long) v->spawn_one_in_below_castle);
  mpq_mul (out, below, a);
  mpq_set_ui (a, 1, 1);
  mpq_sub (a, a, below);
  mpq_set_ui (o, 1, (unsigned long) v->spawn_one_in);
  mpq_mul (a, a, o);
  mpq_add (out, out, a);
  mpq_clears (a, o, NULL);
}

static const char *
why_text (NhsSpawnWhy why)
{
  switch (why)
    {
    /* Translators: why a spawn rate applies, in the Spawn view's title */
    case NHS_SPAWN_WHY_DEMIGOD: return NHS_N_("demigod");
    case NHS_SPAWN_WHY_BELOW_CASTLE: return NHS_N_("below the Castle");
    case NHS_SPAWN_WHY_CLOCK: return NHS_N_("spawn clock");
    case NHS_SPAWN_WHY_INVOKED: return NHS_N_("after the invocation");
    /* Translators: why a spawn rate applies: the level may or may not lie
       deeper than the Castle (the mean of both rates) */
    case NHS_SPAWN_WHY_CASTLE_OPEN: return NHS_N_("below the Castle or not");
    case NHS_SPAWN_WHY_ORDINARY:
    default: return NHS_N_("ordinary");
    }
}

/* Far enough past any start that the clock is at its fastest, and far
   from overflow. */
#define WAIT_HORIZON ((gint64) 1 << 40)

/* Over the hidden start: each run of turns [turn, turn + turns) with its
   clock value, counted into counts[m] (turns × starts, for the exact
   sums), and per start the chance of no arrival (mean into *none_out),
   and the expected wait (mean into *wait).  counts has slowest + 1 slots. */
static void
clock_sums (const NhsSituation *sit,
            int                 turns,
            gint64             *counts,
            int                *min_m,
            int                *max_m,
            double             *none_out,
            double             *log_none_out,
            double             *wait)
{
  Clock c;
  const NhsVariant *v;
  int start0, turn = first_turn (sit);
  double sum_none = 0, sum_wait = 0;
  /* the mean's log without underflow: max_log + log (scaled) */
  double max_log = -INFINITY, scaled = 0;

  clock_init (&c, sit);
  v = c.v;
  start0 = clock_first_start (v);
  *min_m = v->spawn_clock_slowest;
  *max_m = v->spawn_clock_fastest;
  for (int s = start0; s < start0 + v->spawn_clock_start_spread; s++)
    {
      Walk w = { &c, (gint64) turn - s, (gint64) turn - s + turns - 1 };
      double log_none = 0, survive = 1, expect = 0;
      gint64 len;
      int m;

      while (walk_next (&w, &m, &len))
        {
          counts[m] += len;
          log_none += (double) len * log1p (-1.0 / m);
          *min_m = MIN (*min_m, m);
          *max_m = MAX (*max_m, m);
        }
      sum_none += exp (log_none);
      if (log_none > max_log)
        {
          scaled = scaled * exp (max_log - log_none) + 1;
          max_log = log_none;
        }
      else
        scaled += exp (log_none - max_log);
      if (wait == NULL)
        continue;
      /* the wait runs on past the window until the clock is at its fastest */
      w = (Walk) { &c, (gint64) turn - s, WAIT_HORIZON };
      while (walk_next (&w, &m, &len))
        {
          double q = 1.0 - 1.0 / m;

          if (w.p > WAIT_HORIZON)
            {
              /* the last run, at the fastest, has no end */
              expect += survive * m;
              break;
            }
          expect += survive * m * (1.0 - pow (q, (double) len));
          survive *= pow (q, (double) len);
          if (survive < 1e-300)
            break;
        }
      sum_wait += expect;
    }
  *none_out = sum_none / v->spawn_clock_start_spread;
  if (log_none_out != NULL)
    *log_none_out = max_log + log (scaled / v->spawn_clock_start_spread);
  if (wait != NULL)
    *wait = sum_wait / v->spawn_clock_start_spread;
}

/* Σ counts[m] / m / spread: the mean number of main draws that succeed. */
static void
clock_expected_q (const NhsVariant *v,
                  const gint64     *counts,
                  mpq_t             out)
{
  mpq_t term;

  mpq_init (term);
  mpq_set_ui (out, 0, 1);
  for (int m = v->spawn_clock_fastest; m <= v->spawn_clock_slowest; m++)
    if (counts[m] > 0)
      {
        mpz_set_ui (mpq_numref (term), (unsigned long) (counts[m] >> 31));
        mpz_mul_2exp (mpq_numref (term), mpq_numref (term), 31);
        mpz_add_ui (mpq_numref (term), mpq_numref (term), (unsigned long) (counts[m] & 0x7fffffff));
        mpz_set_ui (mpq_denref (term), (unsigned long) m);
        mpq_canonicalize (term);
        mpq_add (out, out, term);
      }
  mpq_set_ui (term, 1, (unsigned long) v->spawn_clock_start_spread);
  mpq_mul (out, out, term);
  mpq_clear (term);
}

void
nhs_spawn_exact (const NhsSituation *sit,
                 int                 turns,
                 mpq_t               out_chance,
                 mpq_t               out_expected)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);
  int extra = extra_one_in (sit);
  mpq_t main_one, q, second;

  turns = MAX (turns, 0);
  mpq_inits (main_one, q, NULL);
  if (has_clock (v))
    {
      gint64 *counts = g_new0 (gint64, v->spawn_clock_slowest + 1);
      int lo, hi;
      double a;

      if (out_expected)
        {
          clock_sums (sit, turns, counts, &lo, &hi, &a, NULL, NULL);
          clock_expected_q (v, counts, out_expected);
          memset (counts, 0, sizeof (gint64) * (v->spawn_clock_slowest + 1));
        }
      clock_sums (sit, 1, counts, &lo, &hi, &a, NULL, NULL);
      clock_expected_q (v, counts, main_one);
      g_free (counts);
    }
  else
    {
      NhsSpawnWhy why;
      mpq_t below;
      int n;

      mpq_init (below);
      n = fixed_one_in (sit, &why, below);
      if (n > 0)
        mpq_set_ui (main_one, 1, (unsigned long) n);
      else
        open_chance (v, below, main_one);
      mpq_clear (below);
      if (out_expected)
        {
          mpq_set_ui (q, (unsigned long) turns, 1);
          mpq_mul (out_expected, main_one, q);
        }
    }
  /* the second draw's monster: 1/extra where the level has its staircase
     up, so share/extra over the layouts */
  mpq_init (second);
  if (extra > 0)
    {
      fiend_share (sit, second);
      mpq_set_ui (q, 1, (unsigned long) extra);
      mpq_mul (second, second, q);
    }
  if (extra > 0 && out_expected)
    {
      mpq_set_ui (q, (unsigned long) turns, 1);
      mpq_mul (q, q, second);
      mpq_add (out_expected, out_expected, q);
    }
  if (out_chance)
    {
      /* two independent draws: 1 - (1 - main) (1 - second) */
      mpq_set (out_chance, main_one);
      if (extra > 0)
        {
          mpq_t none;

          mpq_init (none);
          mpq_set_ui (none, 1, 1);
          mpq_sub (none, none, main_one);
          mpq_set_ui (q, 1, 1);
          mpq_sub (q, q, second);
          mpq_mul (none, none, q);
          mpq_set_ui (out_chance, 1, 1);
          mpq_sub (out_chance, out_chance, none);
          mpq_clear (none);
        }
    }
  mpq_clears (main_one, q, second, NULL);
}

void
nhs_spawn_rate (const NhsSituation *sit,
                int                 turns,
                NhsSpawnRate       *out)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);
  double extra_p;

  memset (out, 0, sizeof *out);
  out->turns = MAX (turns, 0);
  out->turn = first_turn (sit);
  out->extra_one_in = extra_one_in (sit);
  extra_p = out->extra_one_in > 0 ? 1.0 / out->extra_one_in : 0.0;
  if (out->extra_one_in > 0)
    {
      mpq_t share;

      mpq_init (share);
      fiend_share (sit, share);
      if (mpq_cmp_ui (share, 1, 1) < 0)
        {
          out->stairs_num = mpz_get_ui (mpq_numref (share));
          out->stairs_den = mpz_get_ui (mpq_denref (share));
        }
      mpq_clear (share);
    }
  if (has_clock (v))
    {
      Clock c;
      gint64 *counts = g_new0 (gint64, v->spawn_clock_slowest + 1);
      double none;
      int lo, hi;
      mpq_t e;

      clock_init (&c, sit);
      out->clock_cap = c.cap;
      out->why = c.invoked ? NHS_SPAWN_WHY_INVOKED : NHS_SPAWN_WHY_CLOCK;
      out->stairs_in_ten = c.invoked ? v->spawn_clock_stairs_in_ten : 0;
      /* the window's own figures, then the first turn's */
      mpq_init (e);
      clock_sums (sit, out->turns, counts, &lo, &hi, &none, &out->log_no_arrival, NULL);
      clock_expected_q (v, counts, e);
      out->expected = nhs_mpq_to_double (e);
      out->no_arrival = out->turns > 0 ? none : 1.0;
      if (out->turns <= 0)
        out->log_no_arrival = 0;
      out->at_least_one = 1.0 - out->no_arrival;
      memset (counts, 0, sizeof (gint64) * (v->spawn_clock_slowest + 1));
      clock_sums (sit, 1, counts, &out->one_in_min, &out->one_in_max, &none, NULL, &out->mean_wait);
      clock_expected_q (v, counts, e);
      out->chance = nhs_mpq_to_double (e);
      if (out->turns > 0)
        {
          out->one_in_min = MIN (out->one_in_min, lo);
          out->one_in_max = MAX (out->one_in_max, hi);
        }
      out->one_in = out->one_in_min == out->one_in_max ? out->one_in_min : 0;
      mpq_clear (e);
      g_free (counts);
      if (extra_p > 0)
        {
          /* a second, fixed draw, independent of the clock's */
          out->chance = 1.0 - (1.0 - out->chance) * (1.0 - extra_p);
          out->expected += out->turns * extra_p;
          out->no_arrival *= pow (1.0 - extra_p, out->turns);
          out->log_no_arrival += out->turns * log1p (-extra_p);
          out->at_least_one = 1.0 - out->no_arrival;
        }
    }
  else
    {
      double p, none, share;
      mpq_t below, q;

      mpq_inits (below, q, NULL);
      out->one_in = fixed_one_in (sit, &out->why, below);
      out->one_in_min = out->one_in_max = out->one_in;
      if (out->one_in > 0 && out->stairs_den > 0)
        {
          /* one level, with its staircase up in a share of the games: the
             second draw's monster only there */
          share = (double) out->stairs_num / out->stairs_den;
          p = 1.0 / out->one_in;
          none = (1.0 - p) * (1.0 - extra_p);
          out->chance = 1.0 - (1.0 - p) * (1.0 - share * extra_p);
          out->expected = out->turns * (p + share * extra_p);
          mean_of_two (share, log1p (-p) + log1p (-extra_p), log1p (-p), out->turns,
                       &out->no_arrival, &out->log_no_arrival);
          out->at_least_one = 1.0 - out->no_arrival;
          out->mean_wait = share / (1.0 - none) + (1.0 - share) / p;
        }
      else if (out->one_in > 0)
        {
          p = 1.0 / out->one_in;
          none = (1.0 - p) * (1.0 - extra_p);
          out->chance = 1.0 - none;
          out->expected = out->turns * (p + extra_p);
          out->no_arrival = pow (none, out->turns);
          out->log_no_arrival = out->turns * (log1p (-p) + log1p (-extra_p));
          out->at_least_one = 1.0 - out->no_arrival;
          out->mean_wait = 1.0 / out->chance;
        }
      else
        {
          /* one level, one rate: a mean over the two the layout allows */
          double a = 1.0 / v->spawn_one_in_below_castle, o = 1.0 / v->spawn_one_in;
          double ra = 1.0 - (1.0 - a) * (1.0 - extra_p), ro = 1.0 - (1.0 - o) * (1.0 - extra_p);

          out->one_in_min = v->spawn_one_in_below_castle;
          out->one_in_max = v->spawn_one_in;
          out->below_num = mpz_get_ui (mpq_numref (below));
          out->below_den = mpz_get_ui (mpq_denref (below));
          share = mpq_get_d (below);
          open_chance (v, below, q);
          p = nhs_mpq_to_double (q);
          out->chance = 1.0 - (1.0 - p) * (1.0 - extra_p);
          out->expected = out->turns * (p + extra_p);
          /* share below at the faster rate */
          mean_of_two (share, log1p (-a) + log1p (-extra_p), log1p (-o) + log1p (-extra_p),
                       out->turns, &out->no_arrival, &out->log_no_arrival);
          out->at_least_one = 1.0 - out->no_arrival;
          out->mean_wait = share / ra + (1.0 - share) / ro;
        }
      mpq_clears (below, q, NULL);
    }
  out->reason = why_text (out->why);
}

static char *
mpq_string_free_gmp (mpq_t q)
{
  char *s = mpq_get_str (NULL, 10, q), *result = g_strdup (s);
  void (*freefunc) (void *, size_t);

  mp_get_memory_functions (NULL, NULL, &freefunc);
  freefunc (s, strlen (s) + 1);
  return result;
}

/* 1 - (num/den)^turns, reduced */
static char *
at_least_one_of (unsigned long num,
                 unsigned long den,
                 int           turns)
{
  mpz_t n, d;
  mpq_t q;
  char *result;

  if (turns < 0 || turns > 2000 || den < 1)
    return NULL;
  if (turns == 0)
    return g_strdup ("0");
  mpz_inits (n, d, NULL);
  mpz_ui_pow_ui (d, den, turns);
  mpz_ui_pow_ui (n, num, turns);
  mpz_sub (n, d, n);
  mpq_init (q);
  mpq_set_num (q, n);
  mpq_set_den (q, d);
  mpq_canonicalize (q);
  result = mpq_string_free_gmp (q);
  mpq_clear (q);
  mpz_clears (n, d, NULL);
  return result;
}

char *
nhs_spawn_at_least_one_fraction (int one_in,
                                 int turns)
{
  if (one_in < 1)
    return NULL;
  return at_least_one_of ((unsigned long) one_in - 1, (unsigned long) one_in, turns);
}

/* 1 - [p (xn/xd)^turns + (1 - p) (yn/yd)^turns], reduced: one level of
   two kinds, num/den of the games the first */
static char *
at_least_one_mean (unsigned long num,
                   unsigned long den,
                   unsigned long xn,
                   unsigned long xd,
                   unsigned long yn,
                   unsigned long yd,
                   int           turns)
{
  mpq_t p, x, y;
  char *result;

  if (turns < 0 || turns > 2000 || den < 1 || xd < 1 || yd < 1)
    return NULL;
  mpq_inits (p, x, y, NULL);
  mpq_set_ui (p, num, den);
  mpq_canonicalize (p);
  mpz_ui_pow_ui (mpq_numref (x), xn, (unsigned long) turns);
  mpz_ui_pow_ui (mpq_denref (x), xd, (unsigned long) turns);
  mpq_canonicalize (x);
  mpq_mul (x, x, p);
  mpz_ui_pow_ui (mpq_numref (y), yn, (unsigned long) turns);
  mpz_ui_pow_ui (mpq_denref (y), yd, (unsigned long) turns);
  mpq_canonicalize (y);
  mpq_set_ui (p, den - num, den);
  mpq_canonicalize (p);
  mpq_mul (y, y, p);
  mpq_add (x, x, y);
  mpq_set_ui (y, 1, 1);
  mpq_sub (x, y, x);
  result = mpq_string_free_gmp (x);
  mpq_clears (p, x, y, NULL);
  return result;
}

char *
nhs_spawn_rate_at_least_one_fraction (const NhsSpawnRate *rate)
{
  unsigned long a = (unsigned long) rate->one_in, b = (unsigned long) rate->extra_one_in;

  if (rate->below_den > 0)
    {
      /* below the Castle at the faster rate, or not (no second draw) */
      unsigned long fast = (unsigned long) rate->one_in_min, slow = (unsigned long) rate->one_in_max;

      if (rate->extra_one_in > 0 || fast < 1 || slow < 1)
        return NULL;
      return at_least_one_mean (rate->below_num, rate->below_den, fast - 1, fast, slow - 1, slow,
                                rate->turns);
    }
  if (rate->one_in < 1)
    return NULL;
  if (rate->stairs_den > 0)
    /* the second draw only where the level has its staircase up */
    return at_least_one_mean (rate->stairs_num, rate->stairs_den, (a - 1) * (b - 1), a * b, a - 1, a,
                              rate->turns);
  if (rate->extra_one_in < 1)
    return nhs_spawn_at_least_one_fraction (rate->one_in, rate->turns);
  return at_least_one_of ((a - 1) * (b - 1), a * b, rate->turns);
}

char *
nhs_spawn_rate_at_least_one_power (const NhsSpawnRate *rate)
{
  guint64 a = (guint64) rate->one_in, b = (guint64) rate->extra_one_in;
  NhsQ64 none;

  if (rate->below_den > 0 || rate->stairs_den > 0 || rate->one_in < 1)
    return NULL;
  /* no monster in a turn: (a - 1)/a, times (b - 1)/b with a second draw
     (two ints: the product fits) */
  none = rate->extra_one_in > 0 ? nhs_q64 ((a - 1) * (b - 1), a * b) : nhs_q64 (a - 1, a);
  return g_strdup_printf ("1 − (%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT ")^%d", none.num, none.den, rate->turns);
}

void
nhs_spawn_rate_at_least_one_q (const NhsSpawnRate *rate,
                               mpq_t               out)
{
  mpq_t none;

  mpq_init (none);
  if (rate->log_no_arrival > -700)
    mpq_set_d (none, CLAMP (exp (rate->log_no_arrival), 0.0, 1.0));
  else if (isfinite (rate->log_no_arrival))
    {
      /* below a double's range: m 2^e with m in [1, 2), exact as a rational */
      double e = floor (rate->log_no_arrival / M_LN2);

      mpq_set_d (none, exp (rate->log_no_arrival - e * M_LN2));
      mpq_div_2exp (none, none, (mp_bitcnt_t) -e);
    }
  mpq_set_ui (out, 1, 1);
  mpq_sub (out, out, none);
  mpq_clear (none);
}

void
nhs_spawn_curve (const NhsSituation *sit,
                 int                 step,
                 int                 n,
                 double             *out)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);

  if (n <= 0)
    return;
  if (!has_clock (v))
    {
      NhsSpawnRate rate;
      double share, e, ra, ro;

      /* fixed chances: the layout's share below the Castle looked up once */
      nhs_spawn_rate (sit, 0, &rate);
      e = rate.extra_one_in > 0 ? 1.0 / rate.extra_one_in : 0.0;
      share = rate.below_den > 0 ? (double) rate.below_num / rate.below_den : 1.0;
      ra = (1.0 - 1.0 / rate.one_in_min) * (1.0 - e);
      ro = (1.0 - 1.0 / rate.one_in_max) * (1.0 - e);
      if (rate.stairs_den > 0)
        {
          /* the second draw only where the level has its staircase up */
          share = (double) rate.stairs_num / rate.stairs_den;
          ro = 1.0 - 1.0 / rate.one_in;
        }
      for (int i = 0; i < n; i++)
        out[i] = 1.0 - (share * pow (ra, (double) i * step)
                        + (1.0 - share) * pow (ro, (double) i * step));
      return;
    }
  /* one walk per start over the whole curve: the log of the chance of no
     arrival, read off at each point */
  {
    Clock c;
    int start0 = clock_first_start (v), turn = first_turn (sit);
    gint64 span = (gint64) (n - 1) * step;

    clock_init (&c, sit);
    for (int i = 0; i < n; i++)
      out[i] = 0;
    for (int s = start0; s < start0 + v->spawn_clock_start_spread; s++)
      {
        Walk w = { &c, (gint64) turn - s, (gint64) turn - s + span - 1 };
        double log_none = 0;
        gint64 done = 0, len;
        int m, i = 0;

        while (walk_next (&w, &m, &len))
          {
            double lq = log1p (-1.0 / m);

            for (; i < n && (gint64) i * step <= done + len; i++)
              out[i] += 1.0 - exp (log_none + (double) ((gint64) i * step - done) * lq);
            log_none += (double) len * lq;
            done += len;
          }
        for (; i < n; i++)
          out[i] += 1.0 - exp (log_none);
      }
    for (int i = 0; i < n; i++)
      out[i] /= v->spawn_clock_start_spread;
  }
}

gboolean
nhs_spawn_placement (const NhsSituation *sit,
                     mpq_t               up_stairs,
                     mpq_t               branch_stairs,
                     mpq_t               anywhere)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);
  mpq_t cell[4], a, b, q;
  gboolean known;

  if (v->spawn_clock_stairs_in_ten == 0
      || !(nhs_situation_spawn_events (sit) & NHS_SPAWN_EVENT_INVOKED))
    return FALSE;
  for (int i = 0; i < 4; i++)
    mpq_init (cell[i]);
  known = nhs_dungeon_situation_stairs (sit, cell);
  if (known)
    {
      mpq_inits (a, b, q, NULL);
      mpq_set_ui (a, (unsigned long) v->spawn_clock_stairs_in_ten, 10);
      mpq_canonicalize (a);
      mpq_set_ui (b, (unsigned long) v->spawn_clock_branch_stairs_in_ten, 10);
      mpq_canonicalize (b);
      /* up stairs: a where the level has them */
      mpq_add (q, cell[1], cell[3]);
      mpq_mul (up_stairs, a, q);
      /* branch stairs: b where there are no up stairs, (1 - a) b where both */
      mpq_mul (branch_stairs, b, cell[2]);
      mpq_set_ui (q, 1, 1);
      mpq_sub (q, q, a);
      mpq_mul (q, q, b);
      mpq_mul (q, q, cell[3]);
      mpq_add (branch_stairs, branch_stairs, q);
      mpq_set_ui (anywhere, 1, 1);
      mpq_sub (anywhere, anywhere, up_stairs);
      mpq_sub (anywhere, anywhere, branch_stairs);
      mpq_clears (a, b, q, NULL);
    }
  for (int i = 0; i < 4; i++)
    mpq_clear (cell[i]);
  return known;
}

/* A row of the share of games the layout gives a level of one kind */
static void
add_share_row (NhsTable      *t,
               const char    *figure,
               unsigned long  num,
               unsigned long  den)
{
  mpq_t q;

  mpq_init (q);
  mpq_set_ui (q, num, den);
  mpq_canonicalize (q);
  nhs_table_begin_row (t);
  nhs_table_add_text (t, figure);
  nhs_table_add_mpq (t, q);
  nhs_table_add_percent (t, q);
  mpq_clear (q);
}

NhsTable *
nhs_spawn_table (const NhsSituation *sit,
                 int                 turns,
                 const char         *caption,
                 const char       *(*translate) (const char *text))
{
#define TR(text) (translate ? translate (text) : (text))
  NhsTable *t = nhs_table_new (caption);
  NhsSpawnRate rate;
  g_autofree char *label = NULL;
  g_autofree char *at_least = NULL;
  mpq_t chance, expected, q;

  nhs_spawn_rate (sit, turns, &rate);
  nhs_table_add_column (t, TR ("Figure"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, TR ("Exact"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, TR ("Value"), NHS_COLUMN_NUMBER);
  mpq_inits (chance, expected, q, NULL);
  nhs_spawn_exact (sit, turns, chance, expected);

  nhs_table_begin_row (t);
  if (rate.one_in == 0 && rate.below_den == 0)
    {
      /* EvilHack's clock: the chance changes from turn to turn */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      label = g_strdup_printf (TR ("Chance of a new monster at turn %d"), rate.turn);
#pragma GCC diagnostic pop
      nhs_table_add_text (t, label);
      g_clear_pointer (&label, g_free);
    }
  else
    nhs_table_add_text (t, TR ("Chance of a new monster each turn"));
  nhs_table_add_mpq (t, chance);
  nhs_table_add_percent (t, chance);

  if (rate.extra_one_in > 0)
    {
      nhs_table_begin_row (t);
      nhs_table_add_text (t, TR ("Second draw, on the up stairs (archfiends in play)"));
      mpq_set_ui (q, 1, (unsigned long) rate.extra_one_in);
      nhs_table_add_mpq (t, q);
      nhs_table_add_percent (t, q);
    }
  if (rate.stairs_den > 0)
    add_share_row (t, TR ("Chance that this level has a staircase up (the layout leaves it open)"),
                   rate.stairs_num, rate.stairs_den);
  if (rate.below_den > 0)
    add_share_row (t, TR ("Chance that this level lies below the Castle (the layout leaves it open)"),
                   rate.below_num, rate.below_den);
  if (rate.stairs_in_ten > 0)
    {
      static const char *const rows[] = {
        NHS_N_("Share made on or next to the up stairs"),
        NHS_N_("Share made on or next to the branch stairs"),
        NHS_N_("Share made anywhere on the level"),
      };
      mpq_t share[3];

      for (int i = 0; i < 3; i++)
        mpq_init (share[i]);
      if (nhs_spawn_placement (sit, share[0], share[1], share[2]))
        for (int i = 0; i < 3; i++)
          {
            nhs_table_begin_row (t);
            nhs_table_add_text (t, TR (rows[i]));
            nhs_table_add_mpq (t, share[i]);
            nhs_table_add_percent (t, share[i]);
          }
      else
        {
          nhs_table_begin_row (t);
          nhs_table_add_text (t, TR ("Share placed on the up stairs (where the level has them)"));
          mpq_set_ui (q, (unsigned long) rate.stairs_in_ten, 10);
          mpq_canonicalize (q);
          nhs_table_add_mpq (t, q);
          nhs_table_add_percent (t, q);
        }
      for (int i = 0; i < 3; i++)
        mpq_clear (share[i]);
    }

  nhs_table_begin_row (t);
  nhs_table_add_text (t, TR ("Expected turns to the next monster"));
  if (rate.one_in > 0 && rate.stairs_den > 0)
    {
      /* the mean of the two waits: s / (1 - none with the staircase) + (1 - s) a */
      mpq_t w, s;

      mpq_inits (w, s, NULL);
      mpq_set_ui (s, rate.stairs_num, rate.stairs_den);
      mpq_canonicalize (s);
      mpq_set_ui (w, (unsigned long) (rate.one_in - 1) * (unsigned long) (rate.extra_one_in - 1),
                  (unsigned long) rate.one_in * (unsigned long) rate.extra_one_in);
      mpq_canonicalize (w);
      mpq_set_ui (q, 1, 1);
      mpq_sub (w, q, w);
      mpq_div (w, s, w);
      mpq_sub (s, q, s);
      mpq_set_ui (q, (unsigned long) rate.one_in, 1);
      mpq_mul (s, s, q);
      mpq_add (q, w, s);
      mpq_clears (w, s, NULL);
      nhs_table_add_mpq (t, q);
      nhs_table_add_double (t, nhs_mpq_to_double (q));
    }
  else if (rate.one_in > 0)
    {
      /* a fixed chance p: 1/p turns */
      mpq_inv (q, chance);
      nhs_table_add_mpq (t, q);
      /* the value is the fraction correctly rounded (70, not 70.00000000000026) */
      nhs_table_add_double (t, nhs_mpq_to_double (q));
    }
  else if (rate.below_den > 0 && rate.extra_one_in == 0)
    {
      /* the mean of the two waits: p below + (1 - p) above */
      mpq_t w;

      mpq_init (w);
      mpq_set_ui (q, rate.below_num, rate.below_den);
      mpq_canonicalize (q);
      mpq_set_si (w, (long) rate.one_in_min - (long) rate.one_in_max, 1);
      mpq_mul (q, q, w);
      mpq_set_si (w, rate.one_in_max, 1);
      mpq_add (q, q, w);
      mpq_clear (w);
      nhs_table_add_mpq (t, q);
      nhs_table_add_double (t, nhs_mpq_to_double (q));
    }
  else
    {
      /* the mean over the clock's hidden start: a fraction of thousands of digits */
      nhs_table_add_plain (t, TR ("(mean over the hidden start; too many digits)"));
      nhs_table_add_double (t, rate.mean_wait);
    }

  nhs_table_begin_row (t);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  label = g_strdup_printf (TR ("Expected arrivals in %d turns"), turns);
#pragma GCC diagnostic pop
  nhs_table_add_text (t, label);
  nhs_table_add_mpq (t, expected);
  nhs_table_add_double (t, nhs_mpq_to_double (expected));

  nhs_table_begin_row (t);
  g_free (label);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  label = g_strdup_printf (TR ("Chance of at least one in %d turns"), turns);
#pragma GCC diagnostic pop
  nhs_table_add_text (t, label);
  at_least = nhs_spawn_rate_at_least_one_fraction (&rate);
  if (at_least != NULL && strlen (at_least) <= 64)
    {
      nhs_table_add_text (t, at_least);
      /* the fraction known: its value correctly rounded */
      if (mpq_set_str (q, at_least, 10) == 0)
        mpq_canonicalize (q);
      else
        nhs_spawn_rate_at_least_one_q (&rate, q);
      nhs_table_add_percent (t, q);
    }
  else
    {
      g_autofree char *power = nhs_spawn_rate_at_least_one_power (&rate);

      if (power != NULL)
        nhs_table_add_text (t, power);
      else if (rate.one_in == 0 && rate.below_den == 0)
        nhs_table_add_plain (t, TR ("(mean over the hidden start; too many digits)"));
      else
        nhs_table_add_plain (t, TR ("(too many digits)"));
      /* from the chance of none: 1 - 5e-19 is no 100 % */
      nhs_spawn_rate_at_least_one_q (&rate, q);
      nhs_table_add_percent (t, q);
    }
  mpq_clears (chance, expected, q, NULL);
  return t;
#undef TR
}
