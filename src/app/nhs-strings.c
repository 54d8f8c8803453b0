/* nhs-strings.c: the core's English words, translated for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-strings.h"
#include "nhs-format.h"
#include "nhs-muse-scenario.h"
#include "nhs-muse-words.h"
#include "nhs-render-common.h"
#include "nhs-render-views.h"

#include <string.h>


char *
nhs_strings_translate_closure (gpointer    unused,
                               const char *text)
{
  return g_strdup (text != NULL ? _(text) : "");
}

const char *
nhs_strings_gettext (const char *text)
{
  return _(text);
}

const char *
nhs_strings_region (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, "");
  return _(nhs_region_info (region)->name);
}

const char *
nhs_strings_region_place (NhsRegion region)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, "");
  return nhs_region_place_translated (nhs_region_info (region), nhs_strings_gettext);
}

const char *
nhs_strings_level_align (NhsLevelAlign align)
{
  switch (align)
    {
    /* Translators: a level's alignment */
    case NHS_ALIGN_LAWFUL: return _("lawful");
    case NHS_ALIGN_NEUTRAL: return _("neutral");
    case NHS_ALIGN_CHAOTIC: return _("chaotic");
    case NHS_ALIGN_NONE:
    case NHS_ALIGN_FROM_REGION:
    default:
      /* Translators: a level without an alignment */
      return _("unaligned");
    }
}

char *
nhs_strings_alignment (int malign)
{
  if (malign == -128)
    /* Translators: the game's A_NONE, e.g. Moloch's priests */
    return g_strdup (_("none"));
  return g_strdup_printf ("%+d", malign);
}

/* The core's codes and numbers (nhs_distribution_exclusion_reasons), in
   words: every reason, the lasting first, as the core orders them. */
char *
nhs_strings_exclusion (const NhsDistribution *dist,
                       int                    index)
{
  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
  int n;

  g_return_val_if_fail (dist != NULL && index >= 0 && index < dist->n, NULL);
  n = nhs_distribution_exclusion_reasons (dist, index, r);
  if (n == 0)
    return g_strdup (dist->candidates[index].num == 0 ? _("no chance") : "");
  return nhs_strings_exclusion_reasons (r, n);
}

char *
nhs_strings_exclusion_reasons (const NhsExclusionReason *r,
                               int                       n)
{
  char *words = nhs_exclusion_reasons_words (r, n, nhs_strings_phrasebook.gettext);

  return words != NULL ? words : g_strdup ("");
}

/* The core's explanation (nhs_situation_difficulty_explanation), in words:
   the branch and the numbers are the core's, never re-derived here. */
char *
nhs_strings_difficulty (const NhsSituation *sit)
{
  NhsDifficultyExplanation e;

  nhs_situation_difficulty_explanation (sit, &e);
  return nhs_strings_difficulty_explained (&e);
}

/* An explanation already computed (an answer's), in words. */
char *
nhs_strings_difficulty_explained (const NhsDifficultyExplanation *explanation)
{
  NhsDifficultyExplanation e = *explanation;
  g_autofree char *base = NULL;

  switch (e.rule)
    {
    case NHS_DIFFICULTY_RULE_DIRECT:
      return g_strdup_printf (_("Difficulty %d, set directly"), e.difficulty);
    case NHS_DIFFICULTY_RULE_ENDGAME:
      base = g_strdup_printf (_("Difficulty %d = Sanctum depth %d + XL %d / 2"), e.difficulty,
                              e.depth, e.xl);
      break;
    case NHS_DIFFICULTY_RULE_AMULET:
      if (e.climbed > 1)
        /* Translators: the Amulet in Sokoban or Vlad's Tower: the deepest
           level reached counts, the levels climbed above the entry do not */
        base = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Difficulty %d = the deepest level reached, %d, because "
                                             "you carry the Amulet; the %d level climbed above the "
                                             "entry does not count",
                                             "Difficulty %d = the deepest level reached, %d, because "
                                             "you carry the Amulet; the %d levels climbed above the "
                                             "entry do not count", e.climbed - 1),
                                e.difficulty, e.deepest, e.climbed - 1);
      else
        /* Translators: level difficulty with the Amulet: the deepest level reached */
        base = g_strdup_printf (_("Difficulty %d = the deepest level reached, %d, because you carry "
                                  "the Amulet"), e.difficulty, e.deepest);
      break;
    case NHS_DIFFICULTY_RULE_BUILDS_UP:
      /* Translators: a level above Sokoban's (or Vlad's Tower's) entry: the
         difficulty, the depth, the levels climbed above the entry (the game
         counts from the level below the entry, hence + 1) */
      base = g_strdup_printf (_("Difficulty %d = depth %d + 2 × (%d levels climbed + 1)"),
                              e.difficulty, e.depth, e.climbed - 1);
      break;
    case NHS_DIFFICULTY_RULE_DEPTH:
    default:
      /* Translators: level difficulty equal to the level's depth */
      base = g_strdup_printf (_("Difficulty %d = depth %d"), e.difficulty, e.depth);
      break;
    }
  if (e.aggravate == NHS_AGGRAVATE_RULE_PLUS_15)
    return g_strdup_printf (_("%s, + 15 for aggravate monster"), base);
  if (e.aggravate == NHS_AGGRAVATE_RULE_DOUBLE)
    return g_strdup_printf (_("%s, doubled (at most 50) for aggravate monster"), base);
  return g_steal_pointer (&base);
}

const char *
nhs_strings_spawn_reason (const NhsSpawnRate *rate)
{
  switch (rate->why)
    {
    case NHS_SPAWN_WHY_DEMIGOD: return _("you are a demigod");
    case NHS_SPAWN_WHY_BELOW_CASTLE: return _("below the Castle");
    /* Translators: EvilHack's spawn rate, which speeds up with the turn */
    case NHS_SPAWN_WHY_CLOCK: return _("the spawn clock");
    case NHS_SPAWN_WHY_INVOKED: return _("after the invocation");
    /* Translators: the level may or may not lie deeper than the Castle: the
       chance is the mean of both rates */
    case NHS_SPAWN_WHY_CASTLE_OPEN: return _("a mean: below the Castle or not");
    case NHS_SPAWN_WHY_ORDINARY:
    default: return _("the ordinary rate");
    }
}

char *
nhs_strings_spawn_chance (const NhsSituation *sit,
                          const NhsSpawnRate *rate)
{
  g_autofree char *exact = NULL;
  mpq_t q;

  if (rate->one_in > 0 && rate->extra_one_in == 0)
    return g_strdup_printf ("1/%d", rate->one_in);
  mpq_init (q);
  nhs_spawn_exact (sit, 0, q, NULL);
  exact = nhs_mpq_to_string (q);
  mpq_clear (q);
  if (strlen (exact) <= 24)
    return g_steal_pointer (&exact);
  return nhs_render_percent (rate->chance);
}

char *
nhs_strings_spawn_rate (const NhsSituation *sit,
                        const NhsSpawnRate *rate)
{
  g_autofree char *chance = nhs_strings_spawn_chance (sit, rate);
  GString *out = g_string_new (NULL);

  if (rate->why == NHS_SPAWN_WHY_CLOCK)
    {
      /* Translators: EvilHack; %d is the game's turn, %s a chance such as 1/80 */
      g_string_append_printf (out, _("At turn %d a new monster arrives with chance %s (%s)."),
                              rate->turn, chance, nhs_strings_spawn_reason (rate));
      if (rate->one_in == 0)
        {
          g_string_append_c (out, ' ');
          /* the range is the window's: later turns run faster */
          if (rate->turns > 1)
            /* Translators: EvilHack's spawn clock starts at a turn each game draws and hides;
               the first two %d are the window's first and last turn */
            g_string_append_printf (out, _("From turn %d to turn %d the clock runs between 1 in %d "
                                           "and 1 in %d, as its hidden start gives it."),
                                    rate->turn, rate->turn + rate->turns - 1, rate->one_in_max,
                                    rate->one_in_min);
          else
            /* Translators: EvilHack's spawn clock starts at a turn each game draws and hides */
            g_string_append_printf (out, _("At that turn the clock is between 1 in %d and 1 in %d, "
                                           "as its hidden start gives it."),
                                    rate->one_in_max, rate->one_in_min);
        }
    }
  else
    g_string_append_printf (out, _("Each turn a new monster arrives with chance %s (%s)."), chance,
                            nhs_strings_spawn_reason (rate));
  if (rate->below_den > 0)
    {
      g_autofree char *share = g_strdup_printf ("%lu/%lu", rate->below_num, rate->below_den);

      g_string_append_c (out, ' ');
      /* Translators: SLASH'EM's Vlad's Tower; %s a chance such as 1/2, then
         the rate below the Castle and the rate above it */
      g_string_append_printf (out, _("The level lies below the Castle with chance %s, as the "
                                     "dungeon's layout gives it: 1 in %d each turn there, 1 in %d "
                                     "otherwise."),
                              share, rate->one_in_min, rate->one_in_max);
    }
  if (rate->extra_one_in > 0)
    {
      g_string_append_c (out, ' ');
      /* Translators: xNetHack: a second draw each turn once the Amulet was picked up */
      g_string_append_printf (out, _("That counts a second draw, which puts a monster on the up "
                                     "stairs with chance 1/%d (archfiends in play)."),
                              rate->extra_one_in);
      if (rate->stairs_den > 0)
        {
          g_autofree char *share = g_strdup_printf ("%lu/%lu", rate->stairs_num, rate->stairs_den);

          g_string_append_c (out, ' ');
          /* Translators: xNetHack's Quest; %s a chance such as 1/3 */
          g_string_append_printf (out, _("The level has a staircase up with chance %s, as the "
                                         "dungeon's layout gives it; without one that draw makes "
                                         "nothing, and the figures are the mean over both."),
                                  share);
        }
    }
  if (rate->stairs_in_ten > 0)
    {
      mpq_t share[3];

      for (int i = 0; i < 3; i++)
        mpq_init (share[i]);
      g_string_append_c (out, ' ');
      if (nhs_spawn_placement (sit, share[0], share[1], share[2]))
        {
          g_autofree char *up = nhs_mpq_to_string (share[0]);
          g_autofree char *branch = nhs_mpq_to_string (share[1]);
          g_autofree char *anywhere = nhs_mpq_to_string (share[2]);

          /* Translators: EvilHack after the invocation; each %s a share such as 9/10 */
          g_string_append_printf (out, _("Of the arrivals here, %s are made on or next to the up "
                                         "stairs, %s on or next to the branch stairs, %s anywhere "
                                         "on the level."),
                                  up, branch, anywhere);
        }
      else
        g_string_append_printf (out, _("%d in 10 land on the up stairs, where the level has them."),
                                rate->stairs_in_ten);
      for (int i = 0; i < 3; i++)
        mpq_clear (share[i]);
    }
  g_string_append_c (out, ' ');
  {
    /* 150 for a fixed 1 in 150, not "150.0"; EvilHack's clock: 4 digits,
       with the locale's point */
    g_autofree char *wait = nhs_render_number (rate->mean_wait, 4);

    /* Translators: %s is a number of turns ("150", "73.42") */
    g_string_append_printf (out, _("Expected turns to the next monster: %s."), wait);
  }
  return g_string_free (out, FALSE);
}

const char *
nhs_strings_level_phase (const NhsVariant *variant,
                         NhsLevelPhase     phase)
{
  /* the Level page's phases of the level generator: the core's names,
     marked there (nhs-level-info.c) */
  return _(nhs_level_phase_title (variant, phase));
}

const char *
nhs_strings_preset_name (const NhsPresetInfo *preset)
{
  return g_dgettext (GETTEXT_PACKAGE, preset->name);
}

const char *
nhs_strings_preset_summary (const NhsPresetInfo *preset)
{
  return g_dgettext (GETTEXT_PACKAGE, preset->summary);
}

static const char *
app_gettext (const char *msgid)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

static const char *
app_ngettext (const char *msgid,
              const char *msgid_plural,
              gulong      n)
{
  return g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, n);
}

/* The core's words in the window's language. */
const NhsPhrasebook nhs_strings_phrasebook = { app_gettext, app_ngettext };

/* The whole situation in one line, for the chart's title and exports: the
   core's title (the CLI's exports use the same), translated. */
char *
nhs_strings_situation_title (const NhsSituation  *sit,
                             const char          *role,
                             const NhsMonsterSet *set)
{
  return nhs_situation_title (sit, role, set, &nhs_strings_phrasebook);
}

char *
nhs_strings_muse_use (const char *muse,
                      int         fn,
                      const char *item)
{
  char *words;

  g_return_val_if_fail (muse != NULL, NULL);
  words = nhs_muse_use_words (muse, fn, item, &nhs_strings_phrasebook);
  return words != NULL ? words : g_strdup_printf ("%s %s", muse, item ? item : "");
}

char *
nhs_strings_muse_outcome (const NhsMuseOutcome *o)
{
  char *words;

  g_return_val_if_fail (o != NULL && o->muse != NULL, NULL);
  words = nhs_muse_outcome_words (o, &nhs_strings_phrasebook);
  return words != NULL ? words : g_strdup_printf ("%s %s", o->muse, o->item ? o->item : "");
}


char *
nhs_strings_chart_title (const NhsSituation  *sit,
                         const char          *role,
                         const NhsMonsterSet *set)
{
  return nhs_view_chart_title (sit, role, set, &nhs_strings_phrasebook);
}
