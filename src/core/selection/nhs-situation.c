/* nhs-situation.c: the situation, the inputs it uses, and the level
 * difficulty the game derives (the regions themselves: nhs-region.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-situation.h"

#include "nhs-error.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-dungeon-place.h"
#include "nhs-english.h"  /* nhs_sentence_start () */

#include <string.h>

/* The depths come from the dungeon model, computed at build time
   (nhs-dungeon-builtin.h): this file holds no dungeon fact of its own. */
gboolean
nhs_region_available (NhsVariantId variant,
                      NhsRegion    region)
{
  if (region < 0 || region >= NHS_N_REGIONS || variant < 0 || variant >= NHS_N_VARIANTS)
    return FALSE;
  return nhs_dungeon_builtin_region (variant, region, NULL, NULL, NULL);
}

int
nhs_region_levels_above_entry (NhsVariantId variant,
                               NhsRegion    region)
{
  int above = 0;

  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, 0);
  if (!nhs_region_info_in (variant, region)->builds_up)
    return 0;
  nhs_dungeon_builtin_region (variant, region, NULL, NULL, &above);
  return above;
}

gboolean
nhs_region_depth_range (NhsVariantId variant,
                        NhsRegion    region,
                        int         *min_depth,
                        int         *max_depth)
{
  g_return_val_if_fail (region >= 0 && region < NHS_N_REGIONS, FALSE);
  return nhs_dungeon_builtin_region (variant, region, min_depth, max_depth, NULL);
}

G_DEFINE_BOXED_TYPE (NhsSituation, nhs_situation, nhs_situation_copy, g_free)

NhsSituation *
nhs_situation_copy (const NhsSituation *sit)
{
  g_return_val_if_fail (sit != NULL, NULL);
  return g_memdup2 (sit, sizeof *sit);
}

void
nhs_situation_init (NhsSituation *sit)
{
  memset (sit, 0, sizeof *sit);
  sit->variant = nhs_variant_default ()->id;
  sit->region = NHS_REGION_DUNGEONS;
  sit->depth = 1;
  sit->difficulty = 0;
  sit->deepest = 0;
  sit->levels_above_entry = 0;
  sit->xl = 1;
  sit->align = NHS_ALIGN_FROM_REGION;
  sit->temperature = NHS_TEMPERATURE_FROM_REGION;
  sit->groundhog_day = NHS_TRISTATE_FROM_REGION;
}

static const char *align_keys[] = { "none", "lawful", "neutral", "chaotic" };

static const char *spawn_event_keys[] = {
  "gehennom", "crowned", "quest-early", "first-lair", "prince-lair", "invocation",
};

G_STATIC_ASSERT (((1u << G_N_ELEMENTS (spawn_event_keys)) - 1) == NHS_SPAWN_EVENTS_ALL);

const char *
nhs_spawn_event_key (guint bit_index)
{
  return bit_index < G_N_ELEMENTS (spawn_event_keys) ? spawn_event_keys[bit_index] : NULL;
}

gboolean
nhs_spawn_event_from_key (const char    *key,
                          NhsSpawnEvent *out)
{
  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (spawn_event_keys); i++)
    if (g_ascii_strcasecmp (spawn_event_keys[i], key) == 0)
      {
        *out = (NhsSpawnEvent) (1u << i);
        return TRUE;
      }
  return FALSE;
}

const char *
nhs_spawn_event_keys (void)
{
  static char *keys;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      GString *s = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (spawn_event_keys); i++)
        g_string_append_printf (s, "%s%s", i == 0 ? "" : i + 1 == G_N_ELEMENTS (spawn_event_keys)
                                                            ? " or " : ", ", spawn_event_keys[i]);
      keys = g_string_free (s, FALSE);
      g_once_init_leave (&once, 1);
    }
  return keys;
}

guint
nhs_situation_spawn_events (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);
  guint events = sit->spawn_events & NHS_SPAWN_EVENTS_ALL;

  /* do.c 1966-1967: any Gehennom level but the Valley sets the flag, and
     every way to a region past Gehennom passes one */
  if ((info->in_hell && sit->region != NHS_REGION_VALLEY) || info->past_gehennom)
    events |= NHS_SPAWN_EVENT_GEHENNOM;
  /* the Amulet lies in the Sanctum, which opens only to the invocation
     (spell.c 283); the Planes need the Amulet; EvilHack's Purgatory opens
     from the Sanctum */
  if (sit->amulet || info->endgame || info->past_invocation)
    events |= NHS_SPAWN_EVENT_INVOKED;
  return events;
}

/* The invocation is done: the Amulet or the Planes need it, and EvilHack's
   spawn-clock event says so (given events count only in a version that
   reads them). */
static gboolean has_spawn_clock (const NhsVariant *v);

static gboolean
invocation_done (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);

  return sit->amulet || info->endgame || info->past_invocation
         || (has_spawn_clock (nhs_variant_get (sit->variant))
             && (sit->spawn_events & NHS_SPAWN_EVENT_INVOKED));
}

gboolean
nhs_situation_demigod (const NhsSituation *sit)
{
  /* spell.c (3.4.3 255, 3.6.7 264, 3.7 294, EvilHack 286, xNetHack 290):
     a successful invocation sets udemigod "as if you just killed the
     Wizard" */
  return sit->demigod || invocation_done (sit);
}

gboolean
nhs_level_align_from_key (const char    *key,
                          NhsLevelAlign *out)
{
  if (key == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (key, "region") == 0)
    {
      *out = NHS_ALIGN_FROM_REGION;
      return TRUE;
    }
  for (int i = 0; i < (int) G_N_ELEMENTS (align_keys); i++)
    if (g_ascii_strcasecmp (align_keys[i], key) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
nhs_level_align_key (NhsLevelAlign align)
{
  if (align < 0 || align > NHS_ALIGN_CHAOTIC)
    return "region";
  return align_keys[align];
}

gboolean
nhs_situation_validate (const NhsSituation *sit,
                        GError            **error)
{
  if (sit->variant < 0 || sit->variant >= NHS_N_VARIANTS)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown game version (%d).", sit->variant);
  if (sit->region < 0 || sit->region >= NHS_N_REGIONS)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown dungeon region (%d).", sit->region);
  if (!nhs_region_available (sit->variant, sit->region))
    {
      const NhsVariant *v = nhs_variant_get (sit->variant);

      if (nhs_region_info (sit->region)->only_layout != 0)
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "%s has no %s: it is a dungeon of another version's.",
                              v->display_name, nhs_region_info (sit->region)->name);
      if (sit->region == NHS_REGION_ROGUE && !v->has_rogue_level
          && v->dungeon_layout == NHS_DUNGEON_LAYOUT_SLASHEM)
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "%s has no %s: its default build leaves REINCARNATION off.",
                              v->display_name, nhs_region_info (sit->region)->name);
      if (sit->region == NHS_REGION_WIZARD_TOWER)
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "%s has no Wizard's Tower inside Gehennom: its tower is a dungeon "
                              "of its own (region wizard-dungeon).", v->display_name);
      return nhs_error_set (error, NHS_ERROR_INVALID, "%s has no %s in its dungeon.",
                            v->display_name, nhs_region_info (sit->region)->name);
    }
  if (sit->xl < NHS_XL_MIN || sit->xl > NHS_XL_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Experience level %d is out of range: it must be from %d to %d.",
                          sit->xl, NHS_XL_MIN, NHS_XL_MAX);
  if (sit->difficulty < 0 || sit->difficulty > NHS_DIFFICULTY_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Level difficulty %d is out of range: it must be from 1 to %d.",
                          sit->difficulty, NHS_DIFFICULTY_MAX);
  if (sit->difficulty == 0 && (sit->depth < 1 || sit->depth > NHS_DEPTH_MAX))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Depth %d is out of range: it must be from 1 to %d.",
                          sit->depth, NHS_DEPTH_MAX);
  if (sit->deepest < 0 || sit->deepest > NHS_DEPTH_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Deepest level %d is out of range: it must be from 1 to %d.",
                          sit->deepest, NHS_DEPTH_MAX);
  if (sit->levels_above_entry < 0 || sit->levels_above_entry > 10)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Levels above the branch entry (%d) must be from 0 to 10.",
                          sit->levels_above_entry);
  if (nhs_region_info_in (sit->variant, sit->region)->builds_up
      && sit->levels_above_entry > nhs_region_levels_above_entry (sit->variant, sit->region))
    {
      g_autofree char *place = nhs_sentence_start (nhs_region_place (nhs_region_info (sit->region)));

      int most = nhs_region_levels_above_entry (sit->variant, sit->region);

      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "%s has only %d level%s above its entry level, not %d.", place,
                            most, most == 1 ? "" : "s", sit->levels_above_entry);
    }
  if (sit->align < NHS_ALIGN_FROM_REGION || sit->align > NHS_ALIGN_CHAOTIC)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown level alignment (%d).", sit->align);
  if (sit->temperature < NHS_TEMPERATURE_FROM_REGION || sit->temperature > NHS_TEMPERATURE_COLD)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown level temperature (%d).",
                          sit->temperature);
  if (sit->turn < 0 || sit->turn > NHS_TURN_MAX)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "Turn %d is out of range: it must be from 1 to %d.", sit->turn,
                          NHS_TURN_MAX);
  if ((sit->spawn_events & ~NHS_SPAWN_EVENTS_ALL) != 0)
    return nhs_error_set (error, NHS_ERROR_INVALID, "Unknown spawn clock event (%#x).",
                          sit->spawn_events & ~NHS_SPAWN_EVENTS_ALL);
  if (sit->active_fiends < 0
      || (nhs_variant_get (sit->variant)->spawn_fiends_max > 0
          && sit->active_fiends > nhs_variant_get (sit->variant)->spawn_fiends_max))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "%d archfiends cannot be in play: it must be from 0 to %d.",
                          sit->active_fiends, nhs_variant_get (sit->variant)->spawn_fiends_max);
  return TRUE;
}

/* "NetHack 3.7" or "NetHack 3.6.7, NetHack 3.7 and SLASH'EM": the versions
   whose row says yes, from the variant table. */
static char *
variants_with (gboolean (*has) (const NhsVariant *v))
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (int id = 0; id < NHS_N_VARIANTS; id++)
    if (has (nhs_variant_get (id)))
      g_ptr_array_add (names, (gpointer) nhs_variant_get (id)->display_name);
  for (guint i = 0; i < names->len; i++)
    g_string_append_printf (out, "%s%s", i == 0 ? "" : i + 1 == names->len ? " and " : ", ",
                            (const char *) names->pdata[i]);
  return g_string_free (out, FALSE);
}

/* "Sokoban, Vlad's Tower and the Wizard's Tower": the version's regions
   the hero climbs from their entry, from the region table */
static char *
climbed_regions (NhsVariantId variant)
{
  g_autoptr (GPtrArray) places = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (int r = 0; r < NHS_N_REGIONS; r++)
    if (nhs_region_available (variant, r) && nhs_region_levels_above_entry (variant, r) > 0)
      g_ptr_array_add (places, (gpointer) nhs_region_place (nhs_region_info_in (variant, r)));
  for (guint i = 0; i < places->len; i++)
    g_string_append_printf (out, "%s%s", i == 0 ? "" : i + 1 == places->len ? " and " : ", ",
                            (const char *) places->pdata[i]);
  return g_string_free (out, FALSE);
}

static gboolean has_aggravate (const NhsVariant *v) { return v->aggravate_rule != NHS_AGGRAVATE_RULE_NONE; }
static gboolean has_temperature (const NhsVariant *v) { return v->has_temperature; }
static gboolean has_woodchuck (const NhsVariant *v) { return v->oracle_woodchuck; }
static gboolean has_builds_up (const NhsVariant *v) { return v->builds_up_difficulty; }
static gboolean has_halloween (const NhsVariant *v) { return v->has_halloween; }
static gboolean has_role_gates (const NhsVariant *v) { return v->mkclass_region_role_gates; }
static gboolean has_spawn_clock (const NhsVariant *v) { return v->spawn_clock_slowest > 0; }
static gboolean has_fiend_spawns (const NhsVariant *v) { return v->spawn_fiends_max > 0; }

/* the level's own staircase up or a branch's */
char *
nhs_situation_fiend_stairs (const NhsSituation *sit)
{
  /* placing the level reads the inputs used (the levels climbed), which
     ask this again: the inner question counts the fiends */
  static GPrivate asking;
  char *p;

  if (g_private_get (&asking) != NULL)
    return g_strdup ("1");
  g_private_set (&asking, GINT_TO_POINTER (1));
  p = nhs_dungeon_situation_up_staircase (sit);
  g_private_set (&asking, NULL);
  return p != NULL ? p : g_strdup ("1");
}

/* The levels climbed above a builds-up branch's entry, where the situation
   reads them (0 elsewhere). */
static int
climbed_counted (const NhsSituation *sit)
{
  if (!(nhs_situation_inputs_used (sit) & NHS_INPUT_LEVELS_CLIMBED))
    return 0;
  return CLAMP (sit->levels_above_entry, 0, nhs_region_levels_above_entry (sit->variant, sit->region));
}

int
nhs_situation_climbed (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);

  /* with the Amulet, where the climb adds nothing to the difficulty, only
     if it is given: any of the branch's levels will do without it */
  if (!info->builds_up || !(nhs_situation_inputs_used (sit) & NHS_INPUT_LEVELS_CLIMBED)
      || (sit->amulet && sit->levels_above_entry <= 0))
    return -1;
  return CLAMP (sit->levels_above_entry, 0, nhs_region_levels_above_entry (sit->variant, sit->region));
}

gboolean
nhs_situation_depth_range (const NhsSituation *sit,
                           int                *min_depth,
                           int                *max_depth)
{
  int lo, hi;

  if (!nhs_region_depth_range (sit->variant, sit->region, &lo, &hi))
    {
      if (min_depth)
        *min_depth = 0;
      if (max_depth)
        *max_depth = 0;
      return FALSE;
    }
  if (nhs_situation_climbed (sit) >= 0)
    {
      /* the region's range runs from its top level's shallowest depth to
         its entry's deepest; the entry lies max_levels_above_entry below
         the top, and a level climbed L above the entry L above it */
      int above = nhs_region_levels_above_entry (sit->variant, sit->region);
      int climbed = nhs_situation_climbed (sit);

      lo = lo + above - climbed;
      hi = hi - climbed;
    }
  if (min_depth)
    *min_depth = lo;
  if (max_depth)
    *max_depth = hi;
  return TRUE;
}

gboolean
nhs_situation_check_depth (const NhsSituation *sit,
                           GError            **error)
{
  const NhsRegionInfo *info;
  int lo, hi, entry_lo, entry_hi;

  if (!nhs_situation_validate (sit, error))
    return FALSE;
  info = nhs_region_info_in (sit->variant, sit->region);
  if (sit->difficulty > 0 || !nhs_situation_depth_range (sit, &lo, &hi)
      || (sit->depth >= lo && sit->depth <= hi))
    return TRUE;
  if (info->builds_up && sit->levels_above_entry > 0)
    {
      NhsSituation entry = *sit;

      entry.levels_above_entry = 0;
      nhs_situation_depth_range (&entry, &entry_lo, &entry_hi);
      return nhs_error_set (error, NHS_ERROR_INVALID,
                            "Depth %d with %d level%s climbed is not in %s in %s: the entry would "
                            "be at depth %d, but it lies at depth %d to %d, so a level %d above it "
                            "lies at %d to %d.",
                            sit->depth, sit->levels_above_entry,
                            sit->levels_above_entry == 1 ? "" : "s", nhs_region_place (info),
                            nhs_variant_get (sit->variant)->display_name,
                            sit->depth + sit->levels_above_entry, entry_lo, entry_hi,
                            sit->levels_above_entry, lo, hi);
    }
  if (info->builds_up)
    {
      int top_lo = 0;

      nhs_region_depth_range (sit->variant, sit->region, &top_lo, NULL);
      if (sit->depth >= top_lo && sit->depth < lo)
        return nhs_error_set (error, NHS_ERROR_INVALID,
                              "Depth %d is not the entry level of %s in %s: the entry lies at "
                              "depth %d to %d; a level above it needs the levels climbed as well.",
                              sit->depth, nhs_region_place (info),
                              nhs_variant_get (sit->variant)->display_name, lo, hi);
    }
  nhs_region_depth_range (sit->variant, sit->region, &lo, &hi);
  return nhs_error_set (error, NHS_ERROR_INVALID,
                        "Depth %d is not a depth of %s in %s: there the depth is the %s, "
                        "from %d to %d" NHS_SITUATION_DIFFICULTY_HINT ".",
                        sit->depth, nhs_region_place (info),
                        nhs_variant_get (sit->variant)->display_name, info->depth_meaning, lo, hi);
}

NhsInput
nhs_situation_inputs_used (const NhsSituation *sit)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);
  gboolean direct = sit->difficulty > 0;
  NhsInput used = NHS_INPUT_DIFFICULTY | NHS_INPUT_XL | NHS_INPUT_ALIGN | NHS_INPUT_AMULET
                  | NHS_INPUT_GENOCIDES;

  if (!invocation_done (sit))
    used |= NHS_INPUT_DEMIGOD;

  if (!direct)
    used |= NHS_INPUT_DEPTH;
  if (sit->amulet && !direct && !info->endgame)
    used |= NHS_INPUT_DEEPEST;
  /* with the Amulet the climb still says which level the hero is on, though
     level_difficulty () then reads only the deepest level reached */
  if (info->builds_up && v->builds_up_difficulty && !direct)
    used |= NHS_INPUT_LEVELS_CLIMBED;
  if (info->quest)
    used |= NHS_INPUT_ROLE;
  if (v->has_temperature)
    used |= NHS_INPUT_TEMPERATURE;
  if (v->aggravate_rule != NHS_AGGRAVATE_RULE_NONE && !direct)
    used |= NHS_INPUT_AGGRAVATE;
  if (v->oracle_woodchuck && info->oracle)
    used |= NHS_INPUT_GROUNDHOG_DAY;
  if (v->has_halloween)
    used |= NHS_INPUT_HALLOWEEN;
  if (v->mkclass_region_role_gates)
    used |= NHS_INPUT_INFIDEL;
  if (has_spawn_clock (v))
    used |= NHS_INPUT_SPAWN_EVENTS;
  if (has_spawn_clock (v) && !(nhs_situation_spawn_events (sit) & NHS_SPAWN_EVENT_INVOKED))
    used |= NHS_INPUT_TURN;
  if (has_fiend_spawns (v) && sit->amulet && !info->endgame)
    {
      g_autofree char *stairs = nhs_situation_fiend_stairs (sit);

      /* where the layout leaves it open, the draw counts in that share */
      if (strcmp (stairs, "0") != 0)
        used |= NHS_INPUT_FIENDS;
    }
  return used;
}

char *
nhs_situation_input_unused_reason (const NhsSituation *sit,
                                   NhsInput            input)
{
  const NhsVariant *v = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);
  gboolean direct = sit->difficulty > 0;
  g_autofree char *which = NULL;

  if (nhs_situation_inputs_used (sit) & input)
    return NULL;
  switch (input)
    {
    case NHS_INPUT_DEPTH:
      return g_strdup ("The depth has no effect when the level difficulty is set directly.");
    case NHS_INPUT_DEEPEST:
      if (!sit->amulet)
        return g_strdup ("The deepest level reached only counts while the hero carries the Amulet: "
                         "add the Amulet, or leave the deepest level out.");
      return g_strdup_printf ("The deepest level reached has no effect %s.",
                              direct ? "when the level difficulty is set directly"
                                     : "on the Planes, where the difficulty is the Sanctum's depth + XL / 2");
    case NHS_INPUT_LEVELS_CLIMBED:
      if (!info->builds_up)
        {
          g_autofree char *climbed = climbed_regions (sit->variant);

          return g_strdup_printf ("Levels above the entry exist in %s only in %s, not in %s.",
                                  v->display_name, climbed, nhs_region_place (info));
        }
      if (!v->builds_up_difficulty)
        {
          which = variants_with (has_builds_up);
          return g_strdup_printf ("Levels above the entry have no effect on the difficulty in %s; "
                                  "they count in %s.", v->display_name, which);
        }
      return g_strdup ("Levels above the entry have no effect when the level difficulty is set directly.");
    case NHS_INPUT_ROLE:
      return g_strdup_printf ("The hero's role only matters on Quest levels, not in %s: "
                              "choose the Quest region.", info->name);
    case NHS_INPUT_TEMPERATURE:
      which = variants_with (has_temperature);
      return g_strdup_printf ("%s has no level temperature; levels have one in %s.",
                              v->display_name, which);
    case NHS_INPUT_AGGRAVATE:
      if (v->aggravate_rule == NHS_AGGRAVATE_RULE_NONE)
        {
          which = variants_with (has_aggravate);
          return g_strdup_printf ("Aggravate monster has no effect on the level difficulty in %s; "
                                  "it counts in %s.", v->display_name, which);
        }
      return g_strdup ("Aggravate monster has no effect when the level difficulty is set directly: "
                       "give the depth instead.");
    case NHS_INPUT_GROUNDHOG_DAY:
      if (!v->oracle_woodchuck)
        {
          which = variants_with (has_woodchuck);
          return g_strdup_printf ("Groundhog Day has no effect in %s; only the Oracle level of %s uses it.",
                                  v->display_name, which);
        }
      return g_strdup_printf ("Groundhog Day only matters on the Oracle level, not in %s: "
                              "choose the Oracle region.", info->name);
    case NHS_INPUT_HALLOWEEN:
      which = variants_with (has_halloween);
      return g_strdup_printf ("Halloween changes nothing in %s; it counts in %s.", v->display_name,
                              which);
    case NHS_INPUT_INFIDEL:
      which = variants_with (has_role_gates);
      return g_strdup_printf ("The hero's role changes nothing here in %s; it counts in %s.",
                              v->display_name, which);
    case NHS_INPUT_TURN:
      if (has_spawn_clock (v))
        return g_strdup_printf ("The turn has no effect once the invocation is done: %s then "
                                "makes a monster one turn in %d whatever the turn.",
                                v->display_name, v->spawn_clock_fastest);
      which = variants_with (has_spawn_clock);
      return g_strdup_printf ("The turn changes nothing in %s, whose spawn rate is fixed; it "
                              "counts in %s.", v->display_name, which);
    case NHS_INPUT_SPAWN_EVENTS:
      which = variants_with (has_spawn_clock);
      return g_strdup_printf ("The spawn clock's events change nothing in %s; they count in %s.",
                              v->display_name, which);
    case NHS_INPUT_DEMIGOD:
      return g_strdup ("The hero is a demigod here whatever the flag says: the invocation sets it "
                       "(spell.c), and the Amulet, the Planes, EvilHack's Purgatory and the "
                       "invocation event all come after it.");
    case NHS_INPUT_FIENDS:
      if (!has_fiend_spawns (v))
        {
          which = variants_with (has_fiend_spawns);
          return g_strdup_printf ("Archfiends in play change nothing in %s; they count in %s.",
                                  v->display_name, which);
        }
      /* the level's want of up stairs first: the Amulet would not help there */
      if (sit->amulet || info->endgame)
        {
          g_autofree char *stairs = nhs_situation_fiend_stairs (sit);

          if (info->endgame || strcmp (stairs, "0") == 0)
            return g_strdup_printf ("Archfiends in play make their monsters on a staircase up, "
                                    "which %s has none of.", info->name);
        }
      return g_strdup ("Archfiends in play only make monsters once the hero has picked up the "
                       "Amulet: add the Amulet, or leave them out.");
    default:
      return g_strdup ("This setting has no effect here.");
    }
}

gboolean
nhs_situation_check_role (const NhsSituation *sit,
                          const char         *role,
                          GError            **error)
{
  g_autofree char *why = NULL;

  if (role == NULL || (why = nhs_situation_input_unused_reason (sit, NHS_INPUT_ROLE)) == NULL)
    return TRUE;
  return nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
}

/* The inputs `sit` gives a value other than the region's default. */
static NhsInput
inputs_given (const NhsSituation *sit)
{
  NhsInput given = 0;

  if (sit->deepest > 0)
    given |= NHS_INPUT_DEEPEST;
  if (sit->levels_above_entry > 0)
    given |= NHS_INPUT_LEVELS_CLIMBED;
  if (sit->temperature != NHS_TEMPERATURE_FROM_REGION)
    given |= NHS_INPUT_TEMPERATURE;
  if (sit->aggravate)
    given |= NHS_INPUT_AGGRAVATE;
  if (sit->groundhog_day == NHS_TRISTATE_YES)
    given |= NHS_INPUT_GROUNDHOG_DAY;
  if (sit->halloween)
    given |= NHS_INPUT_HALLOWEEN;
  if (sit->infidel)
    given |= NHS_INPUT_INFIDEL;
  if (sit->turn > 0)
    given |= NHS_INPUT_TURN;
  if (sit->spawn_events != 0)
    given |= NHS_INPUT_SPAWN_EVENTS;
  if (sit->active_fiends > 0)
    given |= NHS_INPUT_FIENDS;
  return given;
}

void
nhs_situation_drop_unused (NhsSituation *sit)
{
  NhsInput unused = inputs_given (sit) & ~nhs_situation_inputs_used (sit);

  if (unused & NHS_INPUT_DEEPEST)
    sit->deepest = 0;
  if (unused & NHS_INPUT_LEVELS_CLIMBED)
    sit->levels_above_entry = 0;
  if (unused & NHS_INPUT_TEMPERATURE)
    sit->temperature = NHS_TEMPERATURE_FROM_REGION;
  if (unused & NHS_INPUT_AGGRAVATE)
    sit->aggravate = FALSE;
  if (unused & NHS_INPUT_GROUNDHOG_DAY)
    sit->groundhog_day = NHS_TRISTATE_FROM_REGION;
  if (unused & NHS_INPUT_HALLOWEEN)
    sit->halloween = FALSE;
  if (unused & NHS_INPUT_INFIDEL)
    sit->infidel = FALSE;
  if (unused & NHS_INPUT_TURN)
    sit->turn = 0;
  if (unused & NHS_INPUT_SPAWN_EVENTS)
    sit->spawn_events = 0;
  if (unused & NHS_INPUT_FIENDS)
    sit->active_fiends = 0;
}

gboolean
nhs_situation_check_effective (const NhsSituation *sit,
                               GError            **error)
{
  /* in this order, so that the first sentence names the first cause */
  static const NhsInput order[] = {
    NHS_INPUT_AGGRAVATE, NHS_INPUT_TEMPERATURE, NHS_INPUT_GROUNDHOG_DAY, NHS_INPUT_DEEPEST,
    NHS_INPUT_LEVELS_CLIMBED, NHS_INPUT_HALLOWEEN, NHS_INPUT_INFIDEL, NHS_INPUT_SPAWN_EVENTS,
    NHS_INPUT_TURN, NHS_INPUT_FIENDS,
  };
  NhsInput unused;

  if (!nhs_situation_validate (sit, error))
    return FALSE;
  unused = inputs_given (sit) & ~nhs_situation_inputs_used (sit);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (unused & order[i])
      {
        g_autofree char *why = nhs_situation_input_unused_reason (sit, order[i]);

        return nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
      }
  if (!nhs_situation_check_depth (sit, error))
    return FALSE;
  if (sit->deepest > 0 && sit->deepest < sit->depth)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "The deepest level reached (%d) cannot be shallower than the depth (%d).",
                          sit->deepest, sit->depth);
  if (sit->deepest > 0 && sit->deepest < sit->depth + climbed_counted (sit))
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "The deepest level reached (%d) cannot be shallower than %s's entry "
                          "(depth %d), which the hero climbed from.",
                          sit->deepest, nhs_region_place (nhs_region_info (sit->region)),
                          sit->depth + climbed_counted (sit));
  return TRUE;
}

/* The game's level_difficulty(), plus 3.7's aggravate rule: the one place
   the rule stands; the result and the explanation come out together. */
void
nhs_situation_difficulty_explanation (const NhsSituation       *sit,
                                      NhsDifficultyExplanation *out)
{
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);
  const NhsVariant *variant = nhs_variant_get (sit->variant);

  memset (out, 0, sizeof *out);
  out->depth = sit->depth;
  out->xl = sit->xl;
  if (sit->difficulty > 0)
    {
      out->rule = NHS_DIFFICULTY_RULE_DIRECT;
      out->difficulty = sit->difficulty;
      return;
    }
  if (info->endgame)
    {
      out->rule = NHS_DIFFICULTY_RULE_ENDGAME;
      out->difficulty = sit->depth + sit->xl / 2;
    }
  else if (sit->amulet)
    {
      /* deepest_lev_reached (): the climb itself does not count, but the
         hero has stood on the branch's entry, `climbed` levels deeper */
      int entry = sit->depth + climbed_counted (sit);

      out->rule = NHS_DIFFICULTY_RULE_AMULET;
      out->climbed = climbed_counted (sit) > 0 ? climbed_counted (sit) + 1 : 0;
      out->deepest = sit->deepest > 0 ? MAX (sit->deepest, entry) : entry;
      out->difficulty = out->deepest;
    }
  else if (info->builds_up && variant->builds_up_difficulty)
    {
      out->rule = NHS_DIFFICULTY_RULE_BUILDS_UP;
      out->climbed = sit->levels_above_entry + 1;
      out->difficulty = sit->depth + 2 * out->climbed;
    }
  else
    {
      out->rule = NHS_DIFFICULTY_RULE_DEPTH;
      out->difficulty = sit->depth;
    }
  out->before_aggravate = out->difficulty;
  out->aggravate = sit->aggravate ? variant->aggravate_rule : NHS_AGGRAVATE_RULE_NONE;
  switch (out->aggravate)
    {
    case NHS_AGGRAVATE_RULE_PLUS_15:
      out->difficulty += 15;
      break;
    case NHS_AGGRAVATE_RULE_DOUBLE:
      out->difficulty = out->difficulty > 25 ? 50 : 2 * out->difficulty;
      break;
    case NHS_AGGRAVATE_RULE_NONE:
      break;
    }
}

int
nhs_situation_difficulty (const NhsSituation *sit)
{
  NhsDifficultyExplanation e;

  nhs_situation_difficulty_explanation (sit, &e);
  return e.difficulty;
}

char *
nhs_situation_explain_difficulty (const NhsSituation *sit)
{
  NhsDifficultyExplanation e;
  g_autofree char *base = NULL;

  nhs_situation_difficulty_explanation (sit, &e);
  switch (e.rule)
    {
    case NHS_DIFFICULTY_RULE_DIRECT:
      return g_strdup_printf ("level difficulty %d: set directly", e.difficulty);
    case NHS_DIFFICULTY_RULE_ENDGAME:
      base = g_strdup_printf ("level difficulty %d: Sanctum depth %d + XL %d / 2", e.difficulty, e.depth,
                              e.xl);
      break;
    case NHS_DIFFICULTY_RULE_AMULET:
      if (e.climbed > 1)
        base = g_strdup_printf ("level difficulty %d: deepest level reached %d (carrying the Amulet; "
                                "the %d level%s climbed above the entry do%s not count)",
                                e.difficulty, e.deepest, e.climbed - 1, e.climbed == 2 ? "" : "s",
                                e.climbed == 2 ? "es" : "");
      else
        base = g_strdup_printf ("level difficulty %d: deepest level reached %d (carrying the Amulet)",
                                e.difficulty, e.deepest);
      break;
    case NHS_DIFFICULTY_RULE_BUILDS_UP:
      /* the game counts from the level below the entry: the entry is 1 */
      base = g_strdup_printf ("level difficulty %d: depth %d + 2 × (%d levels climbed above the entry + 1)",
                              e.difficulty, e.depth, e.climbed - 1);
      break;
    case NHS_DIFFICULTY_RULE_DEPTH:
    default:
      base = g_strdup_printf ("level difficulty %d: depth %d", e.difficulty, e.depth);
      break;
    }
  switch (e.aggravate)
    {
    case NHS_AGGRAVATE_RULE_PLUS_15:
      return g_strdup_printf ("%s + 15 (aggravate monster)", base);
    case NHS_AGGRAVATE_RULE_DOUBLE:
      return g_strdup_printf ("%s, doubled, at most 50 (aggravate monster)", base);
    case NHS_AGGRAVATE_RULE_NONE:
    default:
      return g_steal_pointer (&base);
    }
}

NhsLevelAlign
nhs_situation_align (const NhsSituation *sit)
{
  const NhsRegionInfo *info = nhs_region_info (sit->region);

  if (sit->align != NHS_ALIGN_FROM_REGION)
    return sit->align;
  if (info->align_from_branch && nhs_variant_get (sit->variant)->dungeon_align_lost)
    return NHS_ALIGN_NONE;
  return info->align;
}

NhsTemperature
nhs_situation_temperature (const NhsSituation *sit)
{
  if (!nhs_variant_get (sit->variant)->has_temperature)
    return NHS_TEMPERATURE_NORMAL;
  if (sit->temperature != NHS_TEMPERATURE_FROM_REGION)
    return sit->temperature;
  return nhs_region_info (sit->region)->temperature;
}

gboolean
nhs_situation_groundhog_day (const NhsSituation *sit)
{
  return sit->groundhog_day == NHS_TRISTATE_YES;
}

int
nhs_situation_min_difficulty (const NhsSituation *sit)
{
  return nhs_situation_difficulty (sit) / 6;
}

int
nhs_situation_max_difficulty (const NhsSituation *sit)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  int zlevel = nhs_situation_difficulty (sit);

  if (nhs_situation_demigod (sit) && variant->demigod_max_difficulty > 0)
    return variant->demigod_max_difficulty;
  if (variant->maxmlev_round_up)
    return (zlevel + sit->xl + 1) / 2;
  return (zlevel + sit->xl) / 2;
}
