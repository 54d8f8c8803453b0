/* nhs-origins.c: where a level's monsters come from (see nhs-origins.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Facts: mklev.c makelevel() (rooms), mkmaze.c makemaz() (mazes),
 * makemon.c makemon() and m_initgrp() (groups), allmain.c (per turn).
 */
#include "nhs-origins.h"
#include "nhs-json-text.h"
#include "nhs-error.h"
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-rndmonst.h"
#include "nhs-spawn.h"
#include "nhs-level.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-situation-title.h"

#include <json-glib/json-glib.h>
#include <string.h>

void
nhs_group_extra_expected (const NhsVariant *variant,
                          int               xl,
                          int               difficulty,
                          int               n,
                          mpq_t             out)
{
  int sum = 0;

  /* cnt = rnd(n), each of 1..n alike, cut as m_initgrp () cuts it */
  for (int k = 1; k <= n; k++)
    sum += nhs_variant_group_count (variant, xl, difficulty, k);
  mpq_set_ui (out, sum, n);
  mpq_canonicalize (out);
}

void
nhs_group_size_expected (const NhsMonsterSet *set,
                         const NhsSituation  *sit,
                         int                  index,
                         mpq_t                out)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  const NhsMonster *m = &set->monsters[index];
  int difficulty = nhs_situation_difficulty (sit);
  mpq_t s, l, vl, t, rest;

  mpq_inits (s, l, vl, t, rest, NULL);
  nhs_group_extra_expected (variant, sit->xl, difficulty, 3, s);
  nhs_group_extra_expected (variant, sit->xl, difficulty, 10, l);
  nhs_group_extra_expected (variant, sit->xl, difficulty, 20, vl);
  mpq_set_ui (out, 1, 1);
  /* rest: the chance we get past the earlier tests */
  mpq_set_ui (rest, 1, 1);
  if (m->geno & NHS_G_SGROUP)
    {
      /* (G_SGROUP && rn2(2)): a small group */
      mpq_set_ui (t, 1, 2);
      mpq_mul (t, t, s);
      mpq_add (out, out, t);
      mpq_set_ui (rest, 1, 2);
    }
  if (m->geno & NHS_G_LGROUP)
    {
      /* rn2(3) ? large : small */
      mpq_set_ui (t, 2, 3);
      mpq_mul (t, t, l);
      mpq_mul (t, t, rest);
      mpq_add (out, out, t);
      mpq_set_ui (t, 1, 3);
      mpq_mul (t, t, s);
      mpq_mul (t, t, rest);
      mpq_add (out, out, t);
    }
  else if (m->geno & NHS_G_VLGROUP)
    {
      /* SLASH'EM: rn2(3) ? very large : rn2(3) ? large : small */
      mpq_set_ui (t, 2, 3);
      mpq_mul (t, t, vl);
      mpq_mul (t, t, rest);
      mpq_add (out, out, t);
      mpq_set_ui (t, 2, 9);
      mpq_mul (t, t, l);
      mpq_mul (t, t, rest);
      mpq_add (out, out, t);
      mpq_set_ui (t, 1, 9);
      mpq_mul (t, t, s);
      mpq_mul (t, t, rest);
      mpq_add (out, out, t);
    }
  mpq_clears (s, l, vl, t, rest, NULL);
}

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const NhsOriginRow *x = a, *y = b;
  double dx = x->room_level + x->maze + x->over_turns;
  double dy = y->room_level + y->maze + y->over_turns;

  if (dx != dy)
    return dx < dy ? 1 : -1;
  return (x->index > y->index) - (x->index < y->index);
}

NhsOrigins *
nhs_origins_compute (NhsMonsterSet      *set,
                     const NhsSituation *sit,
                     int                 rooms,
                     int                 turns,
                     GError            **error)
{
  g_autoptr (NhsAnswer) answer = NULL;

  answer = nhs_answer_compute (set, sit, NULL, NULL, NULL, error);
  if (answer == NULL)
    return NULL;
  return nhs_origins_compute_answer (answer, rooms, turns, error);
}

/* Whether the situation's level can be made by makelevel ()'s filler of
   that kind (mklev.c): pass 0 a room-and-corridor level, only an ordinary
   level of the Dungeons or the Rogue level (special levels and the other
   dungeons' fillers come from their own level files; Gehennom's In_hell
   makes a maze or the version's filler); pass 1 a maze (makemaz ("")),
   only in Gehennom or, where the version does so, on an ordinary level of
   the Dungeons below Medusa's shallowest depth (a difficulty given directly
   says no depth: allowed). */
gboolean
nhs_origins_filler_made (const NhsSituation *sit,
                         int                 pass)
{
  int medusa;

  if (pass == 0)
    return sit->region == NHS_REGION_DUNGEONS || sit->region == NHS_REGION_ROGUE;
  if (sit->region == NHS_REGION_GEHENNOM)
    /* xNetHack's Gehennom filler: its own level file with prefabs, not
       counted (nhs-origins.h) */
    return nhs_origins_maze_fill (sit) != NHS_MAZE_FILL_NONE;
  if (sit->region != NHS_REGION_DUNGEONS || !nhs_variant_get (sit->variant)->mazes_below_medusa)
    return FALSE;
  if (sit->difficulty > 0)
    return TRUE;
  return nhs_dungeon_builtin_region (sit->variant, NHS_REGION_MEDUSA, &medusa, NULL, NULL)
         && sit->depth > medusa;
}

NhsMazeFill
nhs_origins_maze_fill (const NhsSituation *sit)
{
  if (sit->region != NHS_REGION_GEHENNOM)
    return NHS_MAZE_FILL_MAKEMAZ;
  /* mklev.c makelevel (): Gehennom's ordinary levels are its dungeon's
     filler (3.7, 5.0.0, xNetHack: dungeon.lua's lvlfill "hellfill";
     EvilHack mklev.c 929-935: makemaz ("hellfill")) or makemaz ("") */
  switch (nhs_variant_get (sit->variant)->level_hell_fill)
    {
    case NHS_HELL_FILL_LUA:
      return NHS_MAZE_FILL_HELLFILL;
    case NHS_HELL_FILL_DES_EVILHACK:
      return NHS_MAZE_FILL_EVIL;
    case NHS_HELL_FILL_CAVE_XNH:
      return NHS_MAZE_FILL_NONE;
    case NHS_HELL_FILL_MAZE_343:
    case NHS_HELL_FILL_MAZE_36:
    default:
      return NHS_MAZE_FILL_MAKEMAZ;
    }
}

/* EvilHack's Gehennom filler (sp_lev.c create_monster ()): each MONSTER
   line's class monster (mkclass (class, G_NOGEN); NULL: a random monster)
   or named monster (gone: a random one) into fixed[], made by makemon ()
   of that monster (no group); the random ones' expected number into
   draws. */
static gboolean
evil_hellfill (NhsMonsterSet      *set,
               const NhsSituation *sit,
               mpq_t              *fixed,
               mpq_t               draws,
               GError            **error)
{
  guint n, spc = nhs_mkclass_special_level_spc (nhs_variant_get (sit->variant));
  const NhsDesMonsterLine *lines = nhs_level_evil_hellfill_monsters (&n);
  gboolean ok = TRUE;
  mpq_t w, t;

  mpq_inits (w, t, NULL);
  mpq_set_ui (draws, 0, 1);
  for (guint i = 0; ok && i < n; i++)
    for (int side = 0; ok && side < (lines[i].percent >= 100 ? 1 : 2); side++)
      {
        char cls = side ? lines[i].cls_b : lines[i].cls_a;
        const char *name = side ? lines[i].name_b : lines[i].name_a;
        char sym[2] = { cls, 0 };
        int mlet = cls ? nhs_mkclass_lookup_class (set, sym) : 0;

        mpq_set_ui (w, (unsigned long) (side ? 100 - lines[i].percent : MIN (lines[i].percent, 100)), 100);
        mpq_canonicalize (w);
        if (name != NULL)
          {
            const NhsMonster *m = nhs_monster_set_lookup (set, name);

            if (m && !nhs_situation_is_gone (sit, m->index))
              mpq_add (fixed[m->index], fixed[m->index], w);
            else
              mpq_add (draws, draws, w);
          }
        else if (mlet > 0)
          {
            g_autoptr (NhsClassDist) dist = nhs_mkclass_compute_spc (set, sit, mlet, spc,
                                                                     NHS_MKCLASS_ANY_ALIGN, error);

            ok = dist != NULL;
            for (int k = 0; ok && k < set->n; k++)
              if (mpq_sgn (dist->probs[k]))
                {
                  mpq_mul (t, w, dist->probs[k]);
                  mpq_add (fixed[k], fixed[k], t);
                }
            if (ok)
              {
                mpq_mul (t, w, dist->none);
                mpq_add (draws, draws, t);
              }
          }
        else
          mpq_add (draws, draws, w);
      }
  mpq_clears (w, t, NULL);
  return ok;
}

/* t = 1 - t */
static void
mpq_ui_sub_1 (mpq_t t)
{
  mpq_t one;

  mpq_init (one);
  mpq_set_ui (one, 1, 1);
  mpq_sub (t, one, t);
  mpq_clear (one);
}

/* The expected number of random traps a room gets: while (!rn2 (x)),
   at most `max` (0: no limit): the sum over k = 1..max of x^-k. */
static void
room_traps_expected (int   x,
                     int   max,
                     mpq_t out)
{
  mpq_t t;

  mpq_init (t);
  /* (1 - x^-max) / (x - 1); with no limit 1 / (x - 1) */
  mpq_set_ui (out, 1, (unsigned long) x - 1);
  if (max > 0)
    {
      mpz_ui_pow_ui (mpq_denref (t), (unsigned long) x, (unsigned long) max);
      mpz_set_ui (mpq_numref (t), 1);
      mpq_canonicalize (t);
      mpq_ui_sub_1 (t);
      mpq_mul (out, out, t);
    }
  mpq_clear (t);
}

/* The webs among the fresh levels' random traps (nhs-origins.h). */
static void
expected_webs (NhsOrigins *o)
{
  const NhsSituation *sit = &o->situation;
  mpq_t web, traps;

  mpq_inits (web, traps, NULL);
  mpq_set_ui (o->room_webs, 0, 1);
  mpq_set_ui (o->maze_webs, 0, 1);
  if (sit->region != NHS_REGION_ROGUE)
    {
      room_traps_expected (nhs_level_room_trap_die (o->difficulty),
                           o->variant->level_room_traps_max, traps);
      mpq_set_ui (web, (unsigned long) o->rooms, 1);
      mpq_mul (traps, traps, web);
      nhs_level_random_trap_kind_chance (o->variant, o->difficulty, FALSE, NHS_TRAP_WEB, web);
      mpq_mul (o->room_webs, traps, web);
    }
  switch (o->maze_fill)
    {
    case NHS_MAZE_FILL_MAKEMAZ:        /* rn1 (SPREAD, BASE) */
      mpq_set_ui (traps, 2 * NHS_MAZE_TRAP_BASE + NHS_MAZE_TRAP_SPREAD - 1, 2);
      break;
    case NHS_MAZE_FILL_HELLFILL:       /* math.random (SPREAD) + BASE */
      mpq_set_ui (traps, 2 * NHS_MAZE_TRAP_BASE + NHS_MAZE_TRAP_SPREAD + 1, 2);
      break;
    case NHS_MAZE_FILL_EVIL:
      mpq_set_ui (traps, NHS_EVIL_HELLFILL_TRAPS, 1);
      break;
    case NHS_MAZE_FILL_NONE:
    default:
      mpq_set_ui (traps, 0, 1);
      break;
    }
  mpq_canonicalize (traps);
  nhs_level_random_trap_kind_chance (o->variant, o->difficulty,
                                     nhs_region_info_in (sit->variant, sit->region)->in_hell,
                                     NHS_TRAP_WEB, web);
  mpq_mul (o->maze_webs, traps, web);
  mpq_clears (web, traps, NULL);
}

/* The expected spiders of monster `index` the webs make: webs times its
   share of the version's web spiders, none where it is genocided (an
   extinct one is made: makemon () tests G_GENOD alone). */
static void
web_spiders (const NhsOrigins *o,
             int               index,
             const mpq_t       webs,
             mpq_t             out)
{
  int n;
  const char *const *names = nhs_level_web_spiders (o->variant, &n);

  mpq_set_ui (out, 0, 1);
  /* makemon () of a named monster: not made only when genocided (G_GENOD) */
  if (nhs_situation_is_genod (&o->situation, &o->set->monsters[index]))
    return;
  for (int k = 0; k < n; k++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (o->set, names[k]);

      if (m && m->index == index)
        {
          mpq_set_ui (out, 1, (unsigned long) n);
          mpq_mul (out, out, webs);
          return;
        }
    }
}

NhsOrigins *
nhs_origins_compute_answer (const NhsAnswer *answer,
                            int              rooms,
                            int              turns,
                            GError         **error)
{
  NhsMonsterSet *set = answer->set;
  const NhsSituation *sit = &answer->situation;
  NhsOrigins *o;
  NhsSpawnRate rate;
  const NhsMonster *minotaur;
  mpq_t p, g, t;
  mpq_t *fixed = NULL;   /* EvilHack's filler: each monster's class and named lines */
  g_autoptr (NhsAnswer) cold = NULL;   /* hellfill.lua's cold kind of level */
  int kinds = 0;

  if (rooms < 1 || rooms > 40)
    {
      nhs_error_set (error, NHS_ERROR_INVALID, "Room count %d is out of range: it must be from 1 to 40.",
                     rooms);
      return NULL;
    }
  if (turns < 0)
    {
      nhs_error_set (error, NHS_ERROR_INVALID, "Turn count %d is negative.", turns);
      return NULL;
    }
  o = g_new0 (NhsOrigins, 1);
  o->set = nhs_monster_set_ref (set);
  o->situation = *sit;
  o->variant = nhs_variant_get (sit->variant);
  o->difficulty = nhs_situation_difficulty (sit);
  o->rooms = rooms;
  o->turns = turns;
  o->room_groups = o->variant->room_monsters_grouped;
  nhs_spawn_rate (sit, turns, &rate);
  o->spawn_one_in = rate.one_in;
  o->spawn_clock = rate.one_in == 0 && rate.below_den == 0;
  o->spawn_turn = rate.turn;
  mpq_inits (o->room_draws, o->maze_draws, o->maze_minotaurs, o->turn_draws, o->rndmonst_none,
             o->spawn_chance, o->room_webs, o->maze_webs, o->room_total_q, o->maze_total_q,
             o->turns_total_q, NULL);
  mpq_inits (p, g, t, NULL);
  /* mklev.c fill_ordinary_room (): a monster in 1 room in 3, in every
     room with the Amulet; xNetHack (level_room_fill_xnh): 1 in 2, or
     every room, and mkmonst_in_room () then makes one more 1 time in 3
     as long as it goes on, 3/2 expected (E = 1 + E/3) */
  if (o->variant->level_room_fill_xnh)
    mpq_set_ui (o->room_draws, 3 * (unsigned long) rooms, sit->amulet ? 2 : 4);
  else
    mpq_set_ui (o->room_draws, rooms, sit->amulet ? 1 : 3);
  mpq_canonicalize (o->room_draws);
  o->maze_fill = nhs_origins_maze_fill (sit);
  minotaur = nhs_monster_set_lookup (set, "minotaur");
  switch (o->maze_fill)
    {
    case NHS_MAZE_FILL_MAKEMAZ:
      /* rn1 (5, 7): 7..11, 9 expected */
      mpq_set_ui (o->maze_draws, 2 * NHS_MAZE_RANDOM_BASE + NHS_MAZE_RANDOM_SPREAD - 1, 2);
      mpq_canonicalize (o->maze_draws);
      /* makemon () of the minotaur: not made only when genocided (G_GENOD);
         hellfill.lua's des.monster () goes by G_GONE (below) */
      if (minotaur && !nhs_situation_is_genod (sit, minotaur))
        {
          /* rn2 (3): 0, 1 or 2 */
          mpq_set_ui (o->maze_minotaurs, NHS_MAZE_MINOTAUR_DIE - 1, 2);
          mpq_canonicalize (o->maze_minotaurs);
        }
      break;
    case NHS_MAZE_FILL_HELLFILL:
      /* math.random (5) + 7: 8..12, 10 expected; math.random (3): 1..3
         minotaurs, 2 expected, each a random monster once gone */
      mpq_set_ui (o->maze_draws, 2 * NHS_MAZE_RANDOM_BASE + NHS_MAZE_RANDOM_SPREAD + 1, 2);
      mpq_canonicalize (o->maze_draws);
      mpq_set_ui (t, NHS_MAZE_MINOTAUR_DIE + 1, 2);
      mpq_canonicalize (t);
      if (minotaur && !nhs_situation_is_gone (sit, minotaur->index))
        mpq_set (o->maze_minotaurs, t);
      else
        mpq_add (o->maze_draws, o->maze_draws, t);
      break;
    case NHS_MAZE_FILL_EVIL:
      fixed = g_new (mpq_t, set->n);
      for (int i = 0; i < set->n; i++)
        mpq_init (fixed[i]);
      if (!evil_hellfill (set, sit, fixed, o->maze_draws, error))
        {
          for (int i = 0; i < set->n; i++)
            mpq_clear (fixed[i]);
          g_free (fixed);
          mpq_clears (p, g, t, NULL);
          nhs_origins_free (o);
          return NULL;
        }
      break;
    case NHS_MAZE_FILL_NONE:
    default:
      break;                                /* none counted */
    }
  /* one of hellfill.lua's kinds of level is cold (des.level_flags
     "cold"): its random monsters weigh cold resistance, where the level's
     temperature is the region's (a temperature given is that level's) */
  if (o->maze_fill == NHS_MAZE_FILL_HELLFILL && o->variant->level_hell_fill_kinds > 0
      && o->variant->has_temperature && sit->temperature == NHS_TEMPERATURE_FROM_REGION)
    {
      NhsSituation c = *sit;

      c.temperature = NHS_TEMPERATURE_COLD;
      cold = nhs_answer_compute_as_given (set, &c, error);
      if (cold == NULL)
        {
          mpq_clears (p, g, t, NULL);
          nhs_origins_free (o);
          return NULL;
        }
      kinds = o->variant->level_hell_fill_kinds;
    }
  nhs_spawn_exact (sit, turns, o->spawn_chance, o->turn_draws);
  nhs_answer_none (answer, o->rndmonst_none);
  expected_webs (o);

  o->rows = g_new0 (NhsOriginRow, set->n);
  for (int i = 0; i < set->n; i++)
    {
      NhsOriginRow *row;
      gboolean is_minotaur = minotaur && i == minotaur->index;
      mpq_t room_spiders, maze_spiders;

      mpq_inits (room_spiders, maze_spiders, NULL);
      web_spiders (o, i, o->room_webs, room_spiders);
      web_spiders (o, i, o->maze_webs, maze_spiders);
      if (!nhs_chances_possible (answer->chances, i) && !(is_minotaur && mpq_sgn (o->maze_minotaurs))
          && !(fixed && mpq_sgn (fixed[i])) && !(cold && nhs_chances_possible (cold->chances, i))
          && !mpq_sgn (room_spiders) && !mpq_sgn (maze_spiders))
        {
          mpq_clears (room_spiders, maze_spiders, NULL);
          continue;
        }
      row = &o->rows[o->n_rows++];
      row->index = i;
      mpq_inits (row->room_level_q, row->maze_q, row->over_turns_q, row->group_size_q, NULL);
      nhs_answer_chance (answer, i, p);
      nhs_group_size_expected (set, sit, i, g);
      mpq_set (row->group_size_q, g);
      /* room-and-corridor */
      mpq_mul (row->room_level_q, o->room_draws, p);
      if (o->room_groups)
        mpq_mul (row->room_level_q, row->room_level_q, g);
      mpq_add (row->room_level_q, row->room_level_q, room_spiders);
      /* maze: (kinds - 1) / kinds of the filler's levels hot, 1 / kinds cold */
      if (cold)
        {
          nhs_answer_chance (cold, i, t);
          mpq_set_ui (row->maze_q, (unsigned long) kinds - 1, 1);
          mpq_mul (row->maze_q, row->maze_q, p);
          mpq_add (t, t, row->maze_q);
          mpq_set_ui (row->maze_q, 1, (unsigned long) kinds);
          mpq_mul (t, t, row->maze_q);
          mpq_mul (row->maze_q, o->maze_draws, t);
        }
      else
        mpq_mul (row->maze_q, o->maze_draws, p);
      mpq_mul (row->maze_q, row->maze_q, g);
      if (is_minotaur)
        mpq_add (row->maze_q, row->maze_q, o->maze_minotaurs);
      if (fixed)
        mpq_add (row->maze_q, row->maze_q, fixed[i]);
      mpq_add (row->maze_q, row->maze_q, maze_spiders);
      mpq_clears (room_spiders, maze_spiders, NULL);
      /* turns */
      mpq_mul (row->over_turns_q, o->turn_draws, p);
      mpq_mul (row->over_turns_q, row->over_turns_q, g);
      row->room_level = nhs_mpq_to_double (row->room_level_q);
      row->maze = nhs_mpq_to_double (row->maze_q);
      row->over_turns = nhs_mpq_to_double (row->over_turns_q);
      row->group_size = nhs_mpq_to_double (g);
      mpq_add (o->room_total_q, o->room_total_q, row->room_level_q);
      mpq_add (o->maze_total_q, o->maze_total_q, row->maze_q);
      mpq_add (o->turns_total_q, o->turns_total_q, row->over_turns_q);
    }
  /* the totals from the exact sums: 3, not 3.0000000000000044 */
  o->room_total = nhs_mpq_to_double (o->room_total_q);
  o->maze_total = nhs_mpq_to_double (o->maze_total_q);
  o->turns_total = nhs_mpq_to_double (o->turns_total_q);
  if (fixed)
    {
      for (int i = 0; i < set->n; i++)
        mpq_clear (fixed[i]);
      g_free (fixed);
    }
  qsort (o->rows, o->n_rows, sizeof (NhsOriginRow), compare_rows);
  mpq_clears (p, g, t, NULL);
  return o;
}

void
nhs_origins_free (NhsOrigins *o)
{
  if (o == NULL)
    return;
  for (int i = 0; i < o->n_rows; i++)
    mpq_clears (o->rows[i].room_level_q, o->rows[i].maze_q, o->rows[i].over_turns_q,
                o->rows[i].group_size_q, NULL);
  g_free (o->rows);
  mpq_clears (o->room_draws, o->maze_draws, o->maze_minotaurs, o->turn_draws, o->rndmonst_none,
              o->spawn_chance, o->room_webs, o->maze_webs, o->room_total_q, o->maze_total_q,
              o->turns_total_q, NULL);
  nhs_monster_set_unref (o->set);
  g_free (o);
}

static void
add_q (JsonBuilder *b,
       const char  *name,
       const mpq_t  q)
{
  g_autofree char *s = nhs_mpq_to_string (q);

  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, s);
}

/* An exact field with no number beside it: the fraction, and `NAME_value`,
   that fraction correctly rounded (a room's webs in 3.7, 5.0.0 and
   xNetHack have a denominator of some 1,700 digits). */
static void
add_q_value (JsonBuilder *b,
             const char  *name,
             const mpq_t  q)
{
  g_autofree char *value = g_strconcat (name, "_value", NULL);

  add_q (b, name, q);
  json_builder_set_member_name (b, value);
  json_builder_add_double_value (b, nhs_mpq_to_double (q));
}

/* What the webs make, in words: each web's spider, unless the game will
   not make it (genocided; an extinct one is made). */
static const char *
web_spider_words (const NhsOrigins *o)
{
  int n, gone = 0;
  const char *const *names = nhs_level_web_spiders (o->variant, &n);

  for (int k = 0; k < n; k++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (o->set, names[k]);

      gone += m == NULL || nhs_situation_is_genod (&o->situation, m);
    }
  if (gone == 0)
    return "each with its spider";
  if (gone == n)
    return "their spiders genocided, so none made";
  return "each with its spider unless that kind is genocided";
}

char *
nhs_origins_report (const NhsOrigins *o,
                    gboolean          json)
{
  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "variant");
      json_builder_add_string_value (b, o->variant->key);
      json_builder_set_member_name (b, "region");
      json_builder_add_string_value (b, nhs_region_info (o->situation.region)->key);
      json_builder_set_member_name (b, "difficulty");
      json_builder_add_int_value (b, o->difficulty);
      json_builder_set_member_name (b, "xl");
      json_builder_add_int_value (b, o->situation.xl);
      json_builder_set_member_name (b, "rooms");
      json_builder_add_int_value (b, o->rooms);
      json_builder_set_member_name (b, "turns");
      json_builder_add_int_value (b, o->turns);
      json_builder_set_member_name (b, "spawn_one_in");
      json_builder_add_int_value (b, o->spawn_one_in);
      add_q_value (b, "spawn_chance", o->spawn_chance);
      if (o->situation.turn > 0)
        {
          json_builder_set_member_name (b, "turn");
          json_builder_add_int_value (b, o->situation.turn);
        }
      json_builder_set_member_name (b, "room_level");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "made_here");
      json_builder_add_boolean_value (b, nhs_origins_filler_made (&o->situation, 0));
      add_q_value (b, "random_draws", o->room_draws);
      json_builder_set_member_name (b, "groups");
      json_builder_add_boolean_value (b, o->room_groups);
      add_q_value (b, "webs", o->room_webs);
      json_builder_set_member_name (b, "expected_monsters");
      json_builder_add_double_value (b, o->room_total);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "maze");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "made_here");
      json_builder_add_boolean_value (b, nhs_origins_filler_made (&o->situation, 1));
      json_builder_set_member_name (b, "filler");
      json_builder_add_string_value (b, o->maze_fill == NHS_MAZE_FILL_MAKEMAZ ? "makemaz"
                                        : o->maze_fill == NHS_MAZE_FILL_HELLFILL ? "hellfill.lua"
                                        : o->maze_fill == NHS_MAZE_FILL_EVIL ? "gehennom.des"
                                        : "none");
      add_q_value (b, "random_draws", o->maze_draws);
      add_q_value (b, "minotaurs", o->maze_minotaurs);
      add_q_value (b, "webs", o->maze_webs);
      json_builder_set_member_name (b, "groups");
      json_builder_add_boolean_value (b, TRUE);
      json_builder_set_member_name (b, "expected_monsters");
      json_builder_add_double_value (b, o->maze_total);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "over_turns");
      json_builder_begin_object (b);
      add_q_value (b, "random_draws", o->turn_draws);
      json_builder_set_member_name (b, "groups");
      json_builder_add_boolean_value (b, TRUE);
      json_builder_set_member_name (b, "expected_monsters");
      json_builder_add_double_value (b, o->turns_total);
      json_builder_end_object (b);
      add_q_value (b, "rndmonst_none", o->rndmonst_none);
      json_builder_set_member_name (b, "monsters");
      json_builder_begin_array (b);
      for (int k = 0; k < o->n_rows; k++)
        {
          const NhsOriginRow *r = &o->rows[k];
          const NhsMonster *m = &o->set->monsters[r->index];
          char sym[2] = { m->symbol, 0 };

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, m->name);
          json_builder_set_member_name (b, "symbol");
          json_builder_add_string_value (b, sym);
          json_builder_set_member_name (b, "group_size");
          json_builder_add_double_value (b, r->group_size);
          add_q (b, "group_size_fraction", r->group_size_q);
          json_builder_set_member_name (b, "room_level");
          json_builder_add_double_value (b, r->room_level);
          add_q (b, "room_level_fraction", r->room_level_q);
          json_builder_set_member_name (b, "maze");
          json_builder_add_double_value (b, r->maze);
          add_q (b, "maze_fraction", r->maze_q);
          json_builder_set_member_name (b, "over_turns");
          json_builder_add_double_value (b, r->over_turns);
          add_q (b, "over_turns_fraction", r->over_turns_q);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = nhs_json_text (root);
      return g_strconcat (text, "\n", NULL);
    }
  else
    {
      GString *out = g_string_new (NULL);
      /* means as decimals ("2.64 random draws"); JSON keeps the fractions */
      g_autofree char *rd = nhs_format_mean_mpq (o->room_draws);
      g_autofree char *td = nhs_format_mean_mpq (o->turn_draws);
      g_autofree char *chance = nhs_format_percent_mpq (o->spawn_chance);
      g_autofree char *rate = o->spawn_one_in > 0 && mpq_cmp_ui (o->spawn_chance, 1, o->spawn_one_in) == 0
                              ? g_strdup_printf ("at 1 in %d", o->spawn_one_in)
                              : o->spawn_clock
                              ? g_strdup_printf ("from turn %d (a chance of %s\u00a0%% a turn at first, "
                                                 "then as the spawn clock runs)", o->spawn_turn, chance)
                              : g_strdup_printf ("at a chance of %s\u00a0%% a turn", chance);

      /* the rest of the situation (genocides, extinctions, the Amulet, ...)
         in the chart title's words */
      g_autofree char *extras = nhs_situation_title_full (&o->situation, NULL, o->set, NULL,
                                                          NHS_TITLE_EXTRAS_ONLY);
      gboolean rooms_made = nhs_origins_filler_made (&o->situation, 0);
      gboolean maze_made = nhs_origins_filler_made (&o->situation, 1);
      /* a kind the game makes no fresh level of here: what one would hold */
      /* mklev.c makelevel (): makemaz ("") in Gehennom when its dungeon has
         no filler of its own (3.7, 5.0.0, xNetHack: hellfill.lua; EvilHack:
         gehennom.des's hellfill but for the invocation level), and 4 levels
         in 5 below Medusa's (mazes_below_medusa) */
      const char *maze_none;

      switch (o->variant->level_hell_fill)
        {
        case NHS_HELL_FILL_LUA:
          maze_none = "none made here (makelevel () makes one only below Medusa's level; "
                      "Gehennom's levels are hellfill.lua's); one would hold ";
          break;
        case NHS_HELL_FILL_CAVE_XNH:
          maze_none = "none made here (makelevel () makes none: Gehennom's levels are "
                      "hellfill.lua's); one would hold ";
          break;
        case NHS_HELL_FILL_DES_EVILHACK:
          maze_none = "none made here (makelevel () makes one only as Gehennom's invocation "
                      "level; its other levels are gehennom.des's hellfill); one would hold ";
          break;
        case NHS_HELL_FILL_MAZE_343:
        case NHS_HELL_FILL_MAZE_36:
        default:
          maze_none = o->variant->mazes_below_medusa
            ? "none made here (makelevel () makes one only in Gehennom and below Medusa's "
              "level); one would hold "
            : "none made here (makelevel () makes one only in Gehennom); one would hold ";
          break;
        }

      g_string_append_printf (out,
                              "%s, %s%s: level difficulty %d, XL %d\n"
                              "fresh room-and-corridor level: %s%d rooms, %s random draws (%s), "
                              "%.3f webs among its traps, %s, "
                              "%.3f monsters expected\n",
                              o->variant->display_name,
                              nhs_region_info (o->situation.region)->name, extras, o->difficulty,
                              o->situation.xl,
                              rooms_made ? "" : "none made here (makelevel () makes one only on an "
                                                "ordinary level of the Dungeons or the Rogue level); "
                                                "one would have ",
                              o->rooms, rd,
                              o->room_groups ? "groups allowed" : "no groups",
                              nhs_mpq_to_double (o->room_webs), web_spider_words (o),
                              o->room_total);
      if (o->maze_fill == NHS_MAZE_FILL_EVIL)
        {
          g_autofree char *draws = nhs_format_mean_mpq (o->maze_draws);

          g_string_append_printf (out, "fresh Gehennom filler (gehennom.des \"hellfill\"): its class "
                                  "and named monsters (no groups) + %s random draws (groups allowed), "
                                  "%.3f webs among its traps, %s, "
                                  "%.3f monsters expected\n", draws, nhs_mpq_to_double (o->maze_webs),
                                  web_spider_words (o), o->maze_total);
        }
      else if (o->maze_fill != NHS_MAZE_FILL_NONE)
        {
          /* rn2 () and rn1 () count from 0, math.random () from 1 */
          int lua = o->maze_fill == NHS_MAZE_FILL_HELLFILL;
          gboolean minotaurs = mpq_sgn (o->maze_minotaurs) > 0;
          g_autofree char *m = !minotaurs && !lua ? g_strdup ("no minotaurs (genocided)")
            : g_strdup_printf ("%d..%d %s", lua, NHS_MAZE_MINOTAUR_DIE - 1 + lua,
                               minotaurs ? "minotaurs" : "more in place of the gone minotaurs");

          g_string_append_printf (out, "%s: %s%d..%d random draws (groups allowed) + %s, "
                                  "%.3f webs among its traps, %s, "
                                  "%.3f monsters expected\n",
                                  lua ? "fresh Gehennom filler (hellfill.lua)" : "fresh maze",
                                  maze_made ? "" : maze_none,
                                  NHS_MAZE_RANDOM_BASE + lua,
                                  NHS_MAZE_RANDOM_BASE + NHS_MAZE_RANDOM_SPREAD - 1 + lua, m,
                                  nhs_mpq_to_double (o->maze_webs), web_spider_words (o),
                                  o->maze_total);
        }
      else
        g_string_append_printf (out, "fresh maze: none; %s's Gehennom levels are made by its own "
                                "filler level file, whose prefabs bring their own monsters, not "
                                "counted here (level-stats samples it)\n", o->variant->display_name);
      g_string_append_printf (out, "%d turns %s: %s random draws (groups allowed), %.3f "
                              "monsters expected\n", o->turns, rate, td, o->turns_total);
      g_string_append_printf (out, "%-3s %-28s %7s %10s %10s %10s\n", "sym", "monster", "group",
                              "rooms", "maze", "turns");
      for (int k = 0; k < o->n_rows; k++)
        {
          const NhsOriginRow *r = &o->rows[k];
          const NhsMonster *m = &o->set->monsters[r->index];

          g_string_append_printf (out, "%-3c %-28s %7.3f %10.5f %10.5f %10.5f\n", m->symbol,
                                  m->name, r->group_size, r->room_level, r->maze, r->over_turns);
        }
      return g_string_free (out, FALSE);
    }
}
