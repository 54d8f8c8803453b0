/* nhs-situation-title.c: the whole situation in one line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-situation-title.h"
#include "nhs-variant.h"

#define NHS_N_(s) s
#define NHS_NN_(one, many) one, many

static const char *
tr (const NhsPhrasebook *pb,
    const char          *msgid)
{
  return pb != NULL && pb->gettext != NULL ? pb->gettext (msgid) : msgid;
}

static const char *
ntr (const NhsPhrasebook *pb,
     const char          *one,
     const char          *many,
     gulong               n)
{
  if (pb != NULL && pb->ngettext != NULL)
    return pb->ngettext (one, many, n);
  return tr (pb, n == 1 ? one : many);
}

static const char *
align_word (const NhsPhrasebook *pb,
            NhsLevelAlign        align)
{
  return tr (pb, nhs_level_align_word (align));
}

const char *
nhs_level_align_word (NhsLevelAlign align)
{
  switch (align)
    {
    /* Translators: a level's alignment */
    case NHS_ALIGN_LAWFUL: return NHS_N_("lawful");
    case NHS_ALIGN_NEUTRAL: return NHS_N_("neutral");
    case NHS_ALIGN_CHAOTIC: return NHS_N_("chaotic");
    case NHS_ALIGN_NONE:
    case NHS_ALIGN_FROM_REGION:
    default:
      /* Translators: a level without an alignment */
      return NHS_N_("unaligned");
    }
}

char *
nhs_situation_title (const NhsSituation  *sit,
                     const char          *role,
                     const NhsMonsterSet *set,
                     const NhsPhrasebook *pb)
{
  return nhs_situation_title_full (sit, role, set, pb, 0);
}

/* The genocided or the extinct: up to three by name, else how many. */
static void
append_gone (GString             *out,
             const NhsPhrasebook *pb,
             const NhsMonsterSet *set,
             const guint64       *bits,
             const char          *named,
             const char          *singular,
             const char          *plural)
{
  int n = 0;
  gboolean first = TRUE;

  for (int i = 0; i < NHS_MAX_MONSTERS; i++)
    n += nhs_situation_bit (bits, i);
  if (n == 0)
    return;
  if (set == NULL || n > 3)
    {
      g_string_append_printf (out, ntr (pb, singular, plural, (gulong) n), n);
      return;
    }
  g_string_append (out, tr (pb, named));
  for (int i = 0; i < set->n && i < NHS_MAX_MONSTERS; i++)
    if (nhs_situation_bit (bits, i))
      {
        g_string_append_printf (out, "%s%s", first ? "" : ", ", set->monsters[i].name);
        first = FALSE;
      }
}

char *
nhs_situation_title_full (const NhsSituation  *sit,
                          const char          *role,
                          const NhsMonsterSet *set,
                          const NhsPhrasebook *pb,
                          NhsTitleFlags        flags)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);
  GString *out = g_string_new (NULL);

  if (flags & NHS_TITLE_EXTRAS_ONLY)
    ;
  else if ((flags & NHS_TITLE_NO_XL) && info->endgame)
    /* Translators: a title of a view the experience level does not change:
       version, an Elemental Plane, the Sanctum's depth (the Planes' depth
       as level_difficulty () reads it) */
    g_string_append_printf (out, tr (pb, NHS_N_("%s, %s, Sanctum depth %d")),
                            tr (pb, variant->display_name), tr (pb, info->name), sit->depth);
  else if (flags & NHS_TITLE_NO_XL)
    /* Translators: a title of a view the experience level does not change: version, region, depth */
    g_string_append_printf (out, tr (pb, NHS_N_("%s, %s, depth %d")),
                            tr (pb, variant->display_name), tr (pb, info->name), sit->depth);
  else if (sit->difficulty > 0)
    /* Translators: chart title: version, region, a level difficulty given directly, experience level */
    g_string_append_printf (out, tr (pb, NHS_N_("%s, %s, difficulty %d, XL %d")),
                            tr (pb, variant->display_name), tr (pb, info->name), sit->difficulty, sit->xl);
  else if (info->endgame)
    /* Translators: chart title: version, an Elemental Plane, the Sanctum's
       depth (which the Planes' difficulty reads), experience level */
    g_string_append_printf (out, tr (pb, NHS_N_("%s, %s, Sanctum depth %d, XL %d")),
                            tr (pb, variant->display_name), tr (pb, info->name), sit->depth, sit->xl);
  else
    /* Translators: chart title: version, region, depth, experience level */
    g_string_append_printf (out, tr (pb, NHS_N_("%s, %s, depth %d, XL %d")),
                            tr (pb, variant->display_name), tr (pb, info->name), sit->depth, sit->xl);
  if (info->quest && role != NULL)
    /* Translators: chart title: the Quest's role */
    g_string_append_printf (out, tr (pb, NHS_N_(", %s")), role);
  if (info->builds_up && variant->builds_up_difficulty && sit->levels_above_entry > 0)
    /* Translators: chart title: Sokoban / Vlad's Tower levels above the entry */
    g_string_append_printf (out, tr (pb, NHS_N_(", %d above the entry")), sit->levels_above_entry);
  if (sit->align != NHS_ALIGN_FROM_REGION)
    /* Translators: chart title: a forced level alignment */
    g_string_append_printf (out, tr (pb, NHS_N_(", %s level")), align_word (pb, sit->align));
  if (variant->has_temperature && sit->temperature != NHS_TEMPERATURE_FROM_REGION)
    g_string_append_printf (out, ", %s",
                            sit->temperature == NHS_TEMPERATURE_HOT ? tr (pb, NHS_N_("hot level"))
                            : sit->temperature == NHS_TEMPERATURE_COLD ? tr (pb, NHS_N_("cold level"))
                            : tr (pb, NHS_N_("temperate level")));
  if (sit->amulet)
    {
      if (sit->deepest > sit->depth && !info->endgame)
        /* Translators: chart title: the Amulet and the deepest level reached */
        g_string_append_printf (out, tr (pb, NHS_N_(", with the Amulet (deepest level %d)")), sit->deepest);
      else
        g_string_append (out, tr (pb, NHS_N_(", with the Amulet")));
    }
  if (nhs_situation_demigod (sit))
    g_string_append (out, tr (pb, NHS_N_(", demigod")));
  if (variant->has_halloween && sit->halloween)
    g_string_append (out, tr (pb, NHS_N_(", Halloween")));
  if (variant->aggravate_rule != NHS_AGGRAVATE_RULE_NONE && sit->aggravate)
    g_string_append (out, tr (pb, NHS_N_(", aggravate monster")));
  if (variant->oracle_woodchuck && info->oracle && sit->groundhog_day == NHS_TRISTATE_YES)
    g_string_append (out, tr (pb, NHS_N_(", Groundhog Day")));
  if (sit->turn > 0)
    /* Translators: chart title: the game's turn (EvilHack's spawn clock) */
    g_string_append_printf (out, tr (pb, NHS_N_(", turn %d")), sit->turn);
  {
    /* Translators: chart title: the events EvilHack's spawn clock counts
       (NhsSpawnEvent's order) */
    static const char *const events[] = {
      NHS_N_(", Gehennom entered"), NHS_N_(", crowned"), NHS_N_(", Quest accepted early"),
      NHS_N_(", first demon lord's lair entered"), NHS_N_(", demon prince's lair entered"),
      NHS_N_(", invocation done"),
    };

    G_STATIC_ASSERT (((1u << G_N_ELEMENTS (events)) - 1) == NHS_SPAWN_EVENTS_ALL);
    for (guint i = 0; i < G_N_ELEMENTS (events); i++)
      if ((sit->spawn_events >> i) & 1)
        g_string_append (out, tr (pb, events[i]));
  }
  if (sit->active_fiends > 0)
    /* Translators: chart title: xNetHack's archfiends still in play */
    g_string_append_printf (out, tr (pb, NHS_N_(", %d archfiends in play")), sit->active_fiends);
  /* Translators: chart title: the genocided monsters follow */
  append_gone (out, pb, set, sit->genocided, NHS_N_(", genocided: "),
               /* Translators: chart title: how many monsters are genocided */
               NHS_NN_(", %d genocided", ", %d genocided"));
  /* Translators: chart title: the extinct monsters follow (born too often) */
  append_gone (out, pb, set, sit->extinct, NHS_N_(", extinct: "),
               /* Translators: chart title: how many monsters are extinct */
               NHS_NN_(", %d extinct", ", %d extinct"));
  return g_string_free (out, FALSE);
}
