/* nhs-level.c: the dispatcher. nhs_level_generate () checks the request,
 * makes an empty level and hands it to the generator for the kind of level
 * asked for (nhs-level-generators.h). The generators and the primitives
 * they share never include this file's header back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-generators.h"
#include "nhs-situation.h"
#include "nhs-error.h"

char *
nhs_level_invocation_refusal (const NhsVariant *variant,
                              NhsLevelKind      kind)
{
  if (kind != NHS_LEVEL_KIND_MAZE)
    return g_strdup ("The invocation level is Gehennom's: ask for it with the gehennom region.");
  switch (variant->level_invocation)
    {
    case NHS_INVOCATION_FIXED_MAP:
      return g_strdup_printf ("%s draws the invocation level from its own fixed map, "
                              "dat/invocation.lua; none is made here.", variant->display_name);
    default:
      return NULL;
    }
}

NhsLevel *
nhs_level_generate (const NhsLevelParams *params,
                    GError              **error)
{
  Gen g;

  g_return_val_if_fail (params != NULL, NULL);
  /* (SLASH'EM's Gehennom reaches depth 63: its invocation level 62) */
  if (params->depth < 1 || params->depth > NHS_DEPTH_MAX)
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "The depth must be between 1 and %d, not %d.", NHS_DEPTH_MAX, params->depth);
      return NULL;
    }
  /* what the plan calls not modelled (or absent) is refused, not made by
     another version's rules */
  {
    static const int region_of_kind[] = {
      [NHS_LEVEL_KIND_ROOMS] = NHS_REGION_DUNGEONS, [NHS_LEVEL_KIND_MAZE] = NHS_REGION_GEHENNOM,
      [NHS_LEVEL_KIND_MINES] = NHS_REGION_MINES, [NHS_LEVEL_KIND_ROGUE] = NHS_REGION_ROGUE,
      [NHS_LEVEL_KIND_COCYTUS] = NHS_REGION_COCYTUS, [NHS_LEVEL_KIND_ABYSS] = NHS_REGION_ABYSS,
    };
    const NhsVariant *variant = params->variant ? params->variant
                                                : nhs_variant_get (NHS_LEVEL_GENERATOR_VARIANT);
    NhsLevelRegionPlan plan;

    if ((guint) params->kind < G_N_ELEMENTS (region_of_kind))
      {
        nhs_level_region_plan (variant, region_of_kind[params->kind], &plan);
        if (plan.shown != NHS_LEVEL_SHOWN_MADE)
          {
            g_autofree char *why = nhs_level_region_sentence (variant, &plan);

            nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
            return NULL;
          }
      }
  }
  if (params->invocation)
    {
      const NhsVariant *variant = params->variant ? params->variant
                                                  : nhs_variant_get (NHS_LEVEL_GENERATOR_VARIANT);
      g_autofree char *why = nhs_level_invocation_refusal (variant, params->kind);

      if (why)
        {
          nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
          return NULL;
        }
    }
  {
    g_autofree char *why = nhs_lev_branch_refusal (params);

    if (why)
      {
        nhs_error_set (error, NHS_ERROR_INVALID, "%s", why);
        return NULL;
      }
  }
  /* every level starts as warm as its region (a cold maze says otherwise) */
  if (params->cold)
    params->cold (params->picker_data, FALSE);
  nhs_lev_begin (&g, params);
  switch (params->kind)
    {
    case NHS_LEVEL_KIND_MAZE:
      if (params->invocation && g.variant->level_invocation != NHS_INVOCATION_FILLER_TRAP)
        nhs_level_make_maze (&g);   /* makemaz ("") even where the filler is not */
      else if (g.variant->level_hell_fill == NHS_HELL_FILL_LUA)
        nhs_level_make_hellfill (&g);
      else if (g.variant->level_hell_fill == NHS_HELL_FILL_CAVE_XNH)
        nhs_level_make_hellfill_xnh (&g);
      else if (g.variant->level_hell_fill == NHS_HELL_FILL_DES_EVILHACK)
        nhs_level_make_hellfill_evil (&g);
      else
        nhs_level_make_maze (&g);
      break;
    case NHS_LEVEL_KIND_MINES:
      nhs_level_make_mines (&g);
      break;
    case NHS_LEVEL_KIND_ROGUE:
      nhs_level_make_rogue (&g);
      break;
    case NHS_LEVEL_KIND_COCYTUS:
      nhs_level_make_cocytus_xnh (&g);
      break;
    case NHS_LEVEL_KIND_ABYSS:
      nhs_level_make_abyss_xnh (&g);
      break;
    case NHS_LEVEL_KIND_ROOMS:
    default:
      if (nhs_level_rooms_themed (g.variant))
        nhs_level_make_themed (&g);
      else
        nhs_level_make_rooms (&g);
      break;
    }
  return g.lev;
}
