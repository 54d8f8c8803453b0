/* nhs-dungeon-place.c: the level a situation stands on, by the dungeon model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-dungeon-place.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-dungeon-desc.h"
#include "nhs-dungeon-depths.h"
#include "nhs-dungeon-regions.h"
#include "nhs-dungeon-report.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */

#include <gmp.h>
#include <string.h>

#define PLANES "The Elemental Planes"

static gboolean
is_region_level (const char *const *levels,
                 const char        *key)
{
  for (int i = 0; levels[i] != NULL; i++)
    if (strcmp (levels[i], key) == 0)
      return TRUE;
  return FALSE;
}

/* The chance of `key` among the kinds, into q (0 when absent). */
static void
chance_of (GVariant   *kinds,
           const char *key,
           mpq_t       q)
{
  GVariantIter iter;
  const char *k, *v;

  mpq_set_ui (q, 0, 1);
  if (kinds == NULL)
    return;
  g_variant_iter_init (&iter, kinds);
  while (g_variant_iter_next (&iter, "(&s&s)", &k, &v))
    if (strcmp (k, key) == 0 && mpq_set_str (q, v, 10) == 0)
      {
        mpq_canonicalize (q);
        return;
      }
}

/* The dungeon the region lies in, in the version's compact form: a whole
   dungeon's name, or the dungeon holding the region's levels (xNetHack's
   Wizard's Tower is a dungeon of its own, vanilla's lies in Gehennom). */
static const char *
region_dungeon (GVariant  *depths,
                NhsRegion  region)
{
  const char *const *levels = nhs_dungeon_region_levels (region);
  const char *named = nhs_dungeon_region_dungeon (region);
  const char *found = NULL;
  GVariantIter iter;
  GVariant *kinds;
  const char *name;
  int depth;

  if (levels[0] == NULL)
    return named;
  g_variant_iter_init (&iter, depths);
  while (g_variant_iter_next (&iter, "(&si@a(ss))", &name, &depth, &kinds))
    {
      GVariantIter ki;
      const char *k, *v;

      g_variant_iter_init (&ki, kinds);
      while (g_variant_iter_next (&ki, "(&s&s)", &k, &v))
        if (is_region_level (levels, k) && (found == NULL || g_strcmp0 (name, named) == 0))
          found = name;
      g_variant_unref (kinds);
      if (found != NULL && g_strcmp0 (found, named) == 0)
        break;
    }
  return found;
}

/* The kinds kept by `keep` (NULL: all but "none"), their chances given
   the level is one of those kept (NULL: given there is a level: 1 less
   "none", for a special level and a branch may share a level), most
   likely first as the model orders them. */
static GVariant *
given (GVariant           *kinds,
       const char *const  *keep)
{
  GVariantBuilder b;
  GVariantIter iter;
  const char *k, *v;
  mpq_t sum, q;

  mpq_inits (sum, q, NULL);
  if (keep == NULL)
    {
      chance_of (kinds, "none", q);
      mpq_set_ui (sum, 1, 1);
      mpq_sub (sum, sum, q);
    }
  g_variant_iter_init (&iter, kinds);
  while (keep != NULL && g_variant_iter_next (&iter, "(&s&s)", &k, &v))
    if (is_region_level (keep, k) && mpq_set_str (q, v, 10) == 0)
      {
        /* special levels never share a level: their chances add up */
        mpq_canonicalize (q);
        mpq_add (sum, sum, q);
      }
  g_variant_builder_init (&b, G_VARIANT_TYPE ("a(ss)"));
  g_variant_iter_init (&iter, kinds);
  while (mpq_sgn (sum) > 0 && g_variant_iter_next (&iter, "(&s&s)", &k, &v))
    if ((keep != NULL ? is_region_level (keep, k) : strcmp (k, "none") != 0)
        && mpq_set_str (q, v, 10) == 0)
      {
        g_autofree char *p = NULL;

        mpq_canonicalize (q);
        mpq_div (q, q, sum);
        p = nhs_mpq_to_string (q);
        g_variant_builder_add (&b, "(ss)", k, p);
      }
  mpq_clears (sum, q, NULL);
  return g_variant_ref_sink (g_variant_builder_end (&b));
}

/* Where the region's plane lies among the Planes: "plane:N" by the climbs
   of the Planes' dungeon (its entry the first plane). */
static GVariant *
planes (GVariant         *climbs,
        const NhsRegionInfo *info)
{
  GVariantBuilder b;
  gboolean any = FALSE;
  mpq_t q;

  mpq_init (q);
  g_variant_builder_init (&b, G_VARIANT_TYPE ("a(ss)"));
  for (int climbed = 0; climbed < NHS_DUNGEON_MAX_LEVELS; climbed++)
    {
      g_autoptr (GVariant) kinds = nhs_dungeon_depths_lookup (climbs, PLANES, climbed);

      if (kinds == NULL)
        break;
      chance_of (kinds, info->key, q);
      if (mpq_sgn (q) > 0)
        {
          g_autofree char *key = g_strdup_printf ("plane:%d", climbed + 1);
          g_autofree char *p = nhs_mpq_to_string (q);

          g_variant_builder_add (&b, "(ss)", key, p);
          any = TRUE;
        }
    }
  mpq_clear (q);
  if (!any)
    {
      g_variant_builder_clear (&b);
      return NULL;
    }
  return g_variant_ref_sink (g_variant_builder_end (&b));
}

const char *
nhs_dungeon_region_dungeon_in (NhsVariantId variant,
                               NhsRegion    region)
{
  g_autoptr (GVariant) depths = NULL;

  if (!nhs_region_available (variant, region)
      || (depths = nhs_dungeon_builtin_depths (variant)) == NULL)
    return NULL;
  return g_intern_string (region_dungeon (depths, region));
}

GVariant *
nhs_dungeon_situation_kinds (const NhsSituation *sit)
{
  const NhsRegionInfo *info;
  g_autoptr (GVariant) depths = NULL;
  g_autoptr (GVariant) climbs = NULL;
  g_autoptr (GVariant) kinds = NULL;
  const char *const *levels;
  const char *dungeon;
  int climbed;

  g_return_val_if_fail (sit != NULL, NULL);
  if (sit->difficulty > 0 || !nhs_region_available (sit->variant, sit->region))
    return NULL;
  info = nhs_region_info_in (sit->variant, sit->region);
  depths = nhs_dungeon_builtin_depths (sit->variant);
  climbs = nhs_dungeon_builtin_climbs (sit->variant);
  if (depths == NULL || climbs == NULL)
    return NULL;
  if (info->endgame)
    return planes (climbs, info);
  levels = nhs_dungeon_region_levels (sit->region);
  dungeon = region_dungeon (depths, sit->region);
  if (dungeon == NULL)
    return NULL;
  climbed = nhs_situation_climbed (sit);
  if (climbed >= 0)
    return nhs_dungeon_depths_lookup (climbs, dungeon, climbed);
  kinds = nhs_dungeon_depths_lookup (depths, dungeon, sit->depth);
  if (kinds == NULL)
    return NULL;
  return given (kinds, levels[0] != NULL ? levels : NULL);
}

char *
nhs_dungeon_describe_situation (const NhsSituation *sit,
                                const char       *(*translate) (const char *text))
{
  g_autoptr (GVariant) kinds = nhs_dungeon_situation_kinds (sit);
  const NhsRegionInfo *info;

  if (kinds == NULL)
    return NULL;
  info = nhs_region_info_in (sit->variant, sit->region);
  if (info->endgame)
    {
      g_autofree char *line = nhs_dungeon_describe_kinds (kinds, 0, translate);
      const char *rest = strchr (line, ':');

      /* the Planes' line names the plane, not the depth (the Sanctum's) */
      return g_strdup_printf ("%s%s", translate ? translate (info->name) : info->name,
                              rest ? rest : "");
    }
  return nhs_dungeon_describe_kinds (kinds, sit->depth, translate);
}

char *
nhs_dungeon_situation_share (const NhsSituation *sit,
                             gboolean            invocation)
{
  g_autoptr (GVariant) kinds = nhs_dungeon_situation_kinds (sit);
  g_autoptr (GVariant) depths = NULL;
  g_autoptr (GVariant) at = NULL;
  g_autoptr (GVariant) below = NULL;
  const char *dungeon;
  mpq_t sanctum, none, there;
  char *out;

  if (kinds == NULL)
    return g_strdup ("1");
  /* a region of named levels: its level is the one shown */
  if (!invocation && nhs_dungeon_region_levels (sit->region)[0] != NULL)
    return g_strdup ("1");
  if (!invocation)
    return nhs_dungeon_filler_share (kinds);
  /* the invocation level lies just above the bottom (the sanctum): the
     sanctum's chance one level down, given the dungeon has a level here */
  depths = nhs_dungeon_builtin_depths (sit->variant);
  dungeon = region_dungeon (depths, sit->region);
  at = nhs_dungeon_depths_lookup (depths, dungeon, sit->depth);
  below = nhs_dungeon_depths_lookup (depths, dungeon, sit->depth + 1);
  mpq_inits (sanctum, none, there, NULL);
  chance_of (below, "sanctum", sanctum);
  chance_of (at, "none", none);
  mpq_set_ui (there, 1, 1);
  mpq_sub (there, there, none);
  if (mpq_sgn (there) > 0)
    mpq_div (sanctum, sanctum, there);
  out = nhs_mpq_to_string (sanctum);
  mpq_clears (sanctum, none, there, NULL);
  return out;
}

/* P(key at depth) for each depth of one dungeon's compact kinds, into p
   (NHS_DUNGEON_DEPTH_N entries, initialised to 0); one pass over the
   table.  FALSE when the key is nowhere. */
static gboolean
key_by_depth (GVariant   *depths,
              const char *dungeon,
              const char *key,
              mpq_t      *p)
{
  gboolean any = FALSE;
  GVariantIter iter;
  GVariant *kinds;
  const char *name;
  int depth;

  g_variant_iter_init (&iter, depths);
  while (g_variant_iter_next (&iter, "(&si@a(ss))", &name, &depth, &kinds))
    {
      if (depth >= NHS_DUNGEON_DEPTH_LO && depth <= NHS_DUNGEON_DEPTH_HI
          && strcmp (name, dungeon) == 0)
        {
          chance_of (kinds, key, p[depth - NHS_DUNGEON_DEPTH_LO]);
          any |= mpq_sgn (p[depth - NHS_DUNGEON_DEPTH_LO]) > 0;
        }
      g_variant_unref (kinds);
    }
  return any;
}

/* Vlad's Tower: the tower's entry lies one level off the Gehennom level
   that holds its branch (k levels below the Valley's top, the Castle's
   depth + k), and the hero's level is c above the entry.  The model gives
   the Castle's depth C and the branch level's depth B = C + k; k is drawn
   inside Gehennom, apart from C, so its distribution is B's divided by C's
   (a deconvolution, exact).  Over every (C, k) that puts a level of the
   tower at the depth (with the climb, when the situation gives it), each
   weighted by its chance, the share with the depth below C. */
static char *
vlad_below_castle (const NhsSituation *sit)
{
  g_autoptr (GVariant) depths = nhs_dungeon_builtin_depths (sit->variant);
  mpq_t *pc = g_new (mpq_t, NHS_DUNGEON_DEPTH_N), *pb = g_new (mpq_t, NHS_DUNGEON_DEPTH_N);
  mpq_t *pk = g_new (mpq_t, NHS_DUNGEON_DEPTH_N);
  mpq_t w, num, den, sum;
  int c_lo = 0, b_lo = 0, c_hi, b_hi, top, above, off, climbed = nhs_situation_climbed (sit);
  char *out = NULL;

  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    mpq_inits (pc[i], pb[i], pk[i], NULL);
  mpq_inits (w, num, den, sum, NULL);
  if (depths == NULL
      || !key_by_depth (depths, "The Dungeons of Doom", "castle", pc)
      || !key_by_depth (depths, "Gehennom", "branch:Vlad's Tower", pb)
      || !nhs_dungeon_builtin_region (sit->variant, NHS_REGION_VLAD, &top, NULL, &above))
    goto done;
  while (mpq_sgn (pc[c_lo]) == 0)
    c_lo++;
  while (mpq_sgn (pb[b_lo]) == 0)
    b_lo++;
  c_hi = NHS_DUNGEON_DEPTH_N - 1;
  while (mpq_sgn (pc[c_hi]) == 0)
    c_hi--;
  b_hi = NHS_DUNGEON_DEPTH_N - 1;
  while (mpq_sgn (pb[b_hi]) == 0)
    b_hi--;
  /* k (as an offset from b_lo - c_lo) from the lowest up: B's chance less
     what lower k already explain, over C's lowest chance */
  for (int t = 0; b_lo + t <= b_hi; t++)
    {
      mpq_set (pk[t], pb[b_lo + t]);
      for (int i = 1; i <= t && c_lo + i <= c_hi; i++)
        {
          mpq_mul (w, pc[c_lo + i], pk[t - i]);
          mpq_sub (pk[t], pk[t], w);
        }
      mpq_div (pk[t], pk[t], pc[c_lo]);
      if (mpq_sgn (pk[t]) < 0)
        goto done;
      mpq_add (sum, sum, pk[t]);
    }
  if (mpq_cmp_ui (sum, 1, 1) != 0)
    goto done;
  /* the entry's depth less the branch level's, from their shallowest */
  off = top + above - (b_lo + NHS_DUNGEON_DEPTH_LO);
  for (int x = c_lo; x <= c_hi; x++)
    for (int t = 0; mpq_sgn (pc[x]) > 0 && t <= b_hi - b_lo; t++)
      {
        /* C = x, B = C + k */
        int castle = x + NHS_DUNGEON_DEPTH_LO;
        int entry = castle + (b_lo - c_lo) + t + off, c = entry - sit->depth;

        if (mpq_sgn (pk[t]) == 0 || c < 0 || c > above || (climbed >= 0 && c != climbed))
          continue;
        mpq_mul (w, pc[x], pk[t]);
        mpq_add (den, den, w);
        if (sit->depth > castle)
          mpq_add (num, num, w);
      }
  if (mpq_sgn (den) > 0)
    {
      mpq_div (num, num, den);
      out = nhs_mpq_to_string (num);
    }
done:
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    mpq_clears (pc[i], pb[i], pk[i], NULL);
  mpq_clears (w, num, den, sum, NULL);
  g_free (pc);
  g_free (pb);
  g_free (pk);
  return out;
}

char *
nhs_dungeon_situation_below_castle (const NhsSituation *sit)
{
  const NhsRegionInfo *info;

  g_return_val_if_fail (sit != NULL, NULL);
  if (!nhs_region_available (sit->variant, sit->region))
    return NULL;
  info = nhs_region_info_in (sit->variant, sit->region);
  if (sit->region == NHS_REGION_VLAD)
    return sit->difficulty > 0 ? NULL : vlad_below_castle (sit);
  /* Gehennom starts one level below the Castle and every dungeon branching
     from it lies deeper still; the Planes' depths are the surface's and
     above; every other region lies above the Castle */
  return g_strdup (info->in_hell ? "1" : "0");
}

/* A level of rooms at `depth` in Medusa's dungeon, split: into a the
   chance of a plain level (no special level there, nor no level) with
   Medusa deeper, into b the chance of a plain level with Medusa shallower
   times the share of those makelevel () makes rooms of (1 in
   NHS_ROOMS_BELOW_MEDUSA_ONE_IN where the version makes mazes there, else
   all); *kinds the model's chances at the depth. FALSE where the model
   does not split it (nhs-dungeon-place.h). */
static gboolean
rooms_split (NhsVariantId  variant,
             int           depth,
             mpq_t         a,
             mpq_t         b,
             GVariant    **kinds_out)
{
  const char *dungeon = nhs_dungeon_region_dungeon_in (variant, NHS_REGION_MEDUSA);
  const char *medusa = nhs_region_info (NHS_REGION_MEDUSA)->level;
  const char *castle = nhs_region_info (NHS_REGION_CASTLE)->level;
  g_autoptr (GVariant) depths = NULL;
  g_autoptr (GVariant) kinds = NULL;
  mpq_t *pm;
  mpq_t shallower, plain, q;
  gboolean ok = FALSE;
  GVariantIter iter;
  const char *k, *v;

  if (dungeon == NULL || depth < NHS_DUNGEON_DEPTH_LO || depth > NHS_DUNGEON_DEPTH_HI
      || (depths = nhs_dungeon_builtin_depths (variant)) == NULL
      || (kinds = nhs_dungeon_depths_lookup (depths, dungeon, depth)) == NULL)
    return FALSE;
  pm = g_new (mpq_t, NHS_DUNGEON_DEPTH_N);
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    mpq_init (pm[i]);
  mpq_inits (shallower, plain, q, NULL);
  if (!key_by_depth (depths, dungeon, medusa, pm))
    goto done;
  for (int d = NHS_DUNGEON_DEPTH_LO; d < depth; d++)
    mpq_add (shallower, shallower, pm[d - NHS_DUNGEON_DEPTH_LO]);
  /* plain: no special level (nor no level) there; b: Medusa shallower and
     a plain level here, which the Castle and "none" only take from */
  mpq_set_ui (plain, 1, 1);
  mpq_set (b, shallower);
  g_variant_iter_init (&iter, kinds);
  while (g_variant_iter_next (&iter, "(&s&s)", &k, &v))
    {
      gboolean is_none = strcmp (k, "none") == 0;

      if (strcmp (k, "ordinary") == 0 || g_str_has_prefix (k, "branch:"))
        continue;
      if (mpq_set_str (q, v, 10) != 0)
        goto done;
      mpq_canonicalize (q);
      mpq_sub (plain, plain, q);
      if (is_none || strcmp (k, castle) == 0)
        mpq_sub (b, b, q);
      else if (strcmp (k, medusa) != 0 && mpq_sgn (shallower) > 0)
        goto done;   /* another special level below Medusa: not split here */
    }
  if (mpq_sgn (plain) <= 0 || mpq_sgn (b) < 0)
    goto done;
  mpq_sub (a, plain, b);
  if (nhs_variant_get (variant)->mazes_below_medusa)
    {
      mpq_set_ui (q, 1, NHS_ROOMS_BELOW_MEDUSA_ONE_IN);
      mpq_mul (b, b, q);
    }
  if (kinds_out != NULL)
    *kinds_out = g_steal_pointer (&kinds);
  ok = TRUE;
done:
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    mpq_clear (pm[i]);
  g_free (pm);
  mpq_clears (shallower, plain, q, NULL);
  return ok;
}

gboolean
nhs_dungeon_rooms_above_medusa (NhsVariantId variant,
                                int          depth,
                                mpq_t        out)
{
  mpq_t a, b;
  gboolean ok;

  mpq_inits (a, b, NULL);
  ok = rooms_split (variant, depth, a, b, NULL);
  if (ok)
    {
      mpq_add (b, a, b);
      mpq_div (out, a, b);
    }
  mpq_clears (a, b, NULL);
  return ok;
}

/* the chance of the way into `child` at a depth, from the depth's kinds
   ("branch:" and the dungeon's name; 0 where none); FALSE where the
   chance cannot be read */
static gboolean
branch_chance (GVariant   *kinds,
               const char *child,
               mpq_t       out)
{
  g_autofree char *key = g_strconcat ("branch:", child, NULL);
  const char *k, *v;
  GVariantIter iter;

  mpq_set_ui (out, 0, 1);
  g_variant_iter_init (&iter, kinds);
  while (g_variant_iter_next (&iter, "(&s&s)", &k, &v))
    if (strcmp (k, key) == 0)
      {
        if (mpq_set_str (out, v, 10) != 0)
          return FALSE;
        mpq_canonicalize (out);
      }
  return TRUE;
}

gboolean
nhs_dungeon_rooms_branch_above_medusa (NhsVariantId variant,
                                       int          region,
                                       int          depth,
                                       mpq_t        out)
{
  const char *child = nhs_dungeon_region_dungeon_in (variant, region);
  g_autoptr (GVariant) plain = NULL;
  g_autoptr (GVariant) kinds = NULL;
  mpq_t a, b;
  gboolean ok = FALSE;

  if (child == NULL)
    return FALSE;
  mpq_inits (a, b, NULL);
  /* a branch on a plain level there: the model's plain kinds (the branch
     may share its level with a special level, EvilHack's forest at 20-21
     with the Ice Queen's portal; that share is no level of rooms) */
  if (!rooms_split (variant, depth, a, b, NULL)
      || (plain = nhs_dungeon_builtin_plain (variant)) == NULL)
    goto done;
  kinds = nhs_dungeon_depths_lookup (plain, nhs_dungeon_region_dungeon_in (variant, NHS_REGION_MEDUSA), depth);
  if (kinds == NULL)
    mpq_set_ui (out, 0, 1);
  else if (!branch_chance (kinds, child, out))
    goto done;
  /* the branch lies above Medusa: never more than a */
  if (mpq_cmp (out, a) > 0)
    goto done;
  mpq_add (b, a, b);
  mpq_div (out, out, b);
  ok = TRUE;
done:
  mpq_clears (a, b, NULL);
  return ok;
}

gboolean
nhs_dungeon_filler_branch (NhsVariantId variant,
                           int          parent,
                           int          region,
                           int          depth,
                           mpq_t        out)
{
  const char *dungeon = nhs_dungeon_region_dungeon_in (variant, parent);
  const char *child = nhs_dungeon_region_dungeon_in (variant, region);
  g_autoptr (GVariant) depths = NULL;
  g_autoptr (GVariant) kinds = NULL;
  g_autofree char *filler = NULL;
  gboolean ok = FALSE;
  mpq_t f;

  if (dungeon == NULL || child == NULL || depth < NHS_DUNGEON_DEPTH_LO || depth > NHS_DUNGEON_DEPTH_HI
      || (depths = nhs_dungeon_builtin_depths (variant)) == NULL)
    return FALSE;
  mpq_set_ui (out, 0, 1);
  /* no level of the dungeon at the depth: no branch there */
  if ((kinds = nhs_dungeon_depths_lookup (depths, dungeon, depth)) == NULL)
    return TRUE;
  if (!branch_chance (kinds, child, out))
    return FALSE;
  if (mpq_sgn (out) == 0)
    return TRUE;
  filler = nhs_dungeon_filler_share (kinds);
  mpq_init (f);
  if (mpq_set_str (f, filler, 10) == 0)
    {
      mpq_canonicalize (f);
      /* the branch on fillers only: never more than the fillers' share */
      if (mpq_sgn (f) > 0 && mpq_cmp (out, f) <= 0)
        {
          mpq_div (out, out, f);
          ok = TRUE;
        }
    }
  mpq_clear (f);
  return ok;
}

/* A branch's stairs at its parent's end and at its child's (dungeon.c
   correct_branch_type (): no_down and no_up leave one end without) */
static gboolean
branch_stairs_at (const NhsDungeonBranchDesc *b,
                  gboolean                    child_end)
{
  switch (b->type)
    {
    case NHS_BRANCH_STAIR:
      return TRUE;
    case NHS_BRANCH_NO_DOWN:
      return child_end ? !b->up : b->up;
    case NHS_BRANCH_NO_UP:
      return child_end ? b->up : !b->up;
    case NHS_BRANCH_PORTAL:
    default:
      return FALSE;
    }
}

static void
plain_branch_clear (gpointer data)
{
  NhsPlainBranch *b = data;

  g_free (b->dungeon);
  mpq_clear (b->p);
}

GArray *
nhs_dungeon_plain_branches (NhsVariantId variant,
                            int          region,
                            int          depth)
{
  const char *dungeon = nhs_dungeon_region_dungeon_in (variant, region);
  g_autoptr (GVariant) all = NULL;
  g_autoptr (GVariant) kinds = NULL;
  g_autoptr (NhsDungeonDesc) desc = NULL;
  const NhsDungeonDungeonDesc *dg = NULL;
  GArray *out = NULL;
  mpq_t plain, q;

  if (dungeon == NULL || depth < NHS_DUNGEON_DEPTH_LO || depth > NHS_DUNGEON_DEPTH_HI
      || (all = nhs_dungeon_builtin_plain (variant)) == NULL
      || (kinds = nhs_dungeon_depths_lookup (all, dungeon, depth)) == NULL
      || (desc = nhs_dungeon_desc_new (variant, NULL)) == NULL)
    return NULL;
  for (guint i = 0; i < desc->dungeons->len && dg == NULL; i++)
    if (strcmp (((NhsDungeonDungeonDesc *) g_ptr_array_index (desc->dungeons, i))->name, dungeon) == 0)
      dg = g_ptr_array_index (desc->dungeons, i);
  mpq_inits (plain, q, NULL);
  chance_of (kinds, "plain", plain);
  if (dg == NULL || mpq_sgn (plain) <= 0)
    goto done;
  out = g_array_new (FALSE, FALSE, sizeof (NhsPlainBranch));
  g_array_set_clear_func (out, plain_branch_clear);
  /* in the description's order, the order dungeon.def lists them in */
  for (guint i = 0; i < dg->branches->len; i++)
    {
      const NhsDungeonBranchDesc *b = g_ptr_array_index (dg->branches, i);
      g_autofree char *key = g_strconcat ("branch:", b->child, NULL);
      NhsPlainBranch pb;

      chance_of (kinds, key, q);
      if (mpq_sgn (q) == 0)
        continue;
      if (b->type == NHS_BRANCH_PORTAL)
        pb.end = NHS_BRANCH_END_PORTAL;
      else if (branch_stairs_at (b, FALSE))
        pb.end = b->up ? NHS_BRANCH_END_STAIRS_UP : NHS_BRANCH_END_STAIRS_DOWN;
      else
        continue;   /* a one-way branch with nothing at this end */
      pb.dungeon = g_strdup (b->child);
      mpq_init (pb.p);
      mpq_div (pb.p, q, plain);
      g_array_append_val (out, pb);
    }
done:
  mpq_clears (plain, q, NULL);
  return out;
}

/* The level a special level always lies on in its dungeon, 0 when it varies */
static int
fixed_level (const NhsDungeonDungeonDesc *dg,
             const NhsDungeonLevelDesc   *l)
{
  if (l->chain != NULL || l->range > 1)
    return 0;
  if (l->base > 0)
    return l->base;
  return dg->range == 0 ? dg->base + 1 + l->base : 0;
}

static const NhsDungeonLevelDesc *
find_level_desc (const NhsDungeonDungeonDesc *dg,
                 const char                  *name)
{
  for (guint i = 0; i < dg->levels->len; i++)
    {
      const NhsDungeonLevelDesc *l = g_ptr_array_index (dg->levels, i);

      if (strcmp (l->name, name) == 0)
        return l;
    }
  return NULL;
}

/* out as nhs_dungeon_situation_stairs (); up_any: the chance the level
   has a staircase up of either kind (the branch's leads up where it is the
   only one: a first level's, or in a dungeon whose levels have none of
   their own, the entry's when the dungeon lies below its parent) */
static gboolean
situation_stairs (const NhsSituation *sit,
                  mpq_t               out[4],
                  mpq_t               up_any)
{
  g_autoptr (GVariant) kinds = nhs_dungeon_situation_kinds (sit);
  g_autoptr (GVariant) depths = NULL;
  g_autoptr (NhsDungeonDesc) desc = NULL;
  const NhsDungeonDungeonDesc *dg = NULL;
  const NhsDungeonBranchDesc *into = NULL;
  const char *dungeon, *parent = NULL, *k, *v;
  int entry, climbed;
  gboolean top_entry, child_stairs, into_floats;
  GVariantIter iter;
  mpq_t first, at_entry, branch, q;

  if (kinds == NULL)
    return FALSE;
  if (nhs_region_info_in (sit->variant, sit->region)->endgame)
    {
      /* the Planes have no staircase */
      for (int i = 0; i < 4; i++)
        mpq_set_ui (out[i], i == 0, 1);
      mpq_set_ui (up_any, 0, 1);
      return TRUE;
    }
  depths = nhs_dungeon_builtin_depths (sit->variant);
  dungeon = region_dungeon (depths, sit->region);
  desc = nhs_dungeon_desc_new (sit->variant, NULL);
  for (guint i = 0; desc != NULL && i < desc->dungeons->len; i++)
    {
      const NhsDungeonDungeonDesc *d = g_ptr_array_index (desc->dungeons, i);

      if (g_strcmp0 (d->name, dungeon) == 0)
        dg = d;
      for (guint j = 0; j < d->branches->len; j++)
        if (g_strcmp0 (((NhsDungeonBranchDesc *) g_ptr_array_index (d->branches, j))->child,
                       dungeon) == 0)
          {
            into = g_ptr_array_index (d->branches, j);
            parent = d->name;
          }
    }
  if (dg == NULL)
    return FALSE;
  /* the entry: the level the branch into the dungeon arrives on */
  entry = dg->entry == 0 ? 1 : dg->entry > 0 ? dg->entry
          : dg->range == 0 ? dg->base + 1 + dg->entry : 0;
  top_entry = entry == 1;
  child_stairs = into != NULL && branch_stairs_at (into, TRUE);
  /* Fort Ludios's portal is left out of the kinds: its entry is its
     special level, counted below */
  into_floats = dg->floating_entry;
  climbed = nhs_situation_climbed (sit);
  mpq_inits (first, at_entry, branch, q, NULL);

  /* the chances that the level is the dungeon's first (no up stairs there),
     that it is the entry, and that a branch drawn in this dungeon puts its
     stairs here (one branch a level; none of them on a first level but the
     top dungeon's) */
  g_variant_iter_init (&iter, kinds);
  while (g_variant_iter_next (&iter, "(&s&s)", &k, &v))
    {
      const NhsDungeonLevelDesc *l;

      if (mpq_set_str (q, v, 10) != 0)
        continue;
      mpq_canonicalize (q);
      if (g_str_has_prefix (k, "branch:"))
        {
          for (guint j = 0; j < dg->branches->len; j++)
            {
              const NhsDungeonBranchDesc *b = g_ptr_array_index (dg->branches, j);

              if (strcmp (b->child, k + strlen ("branch:")) == 0 && branch_stairs_at (b, FALSE))
                mpq_add (branch, branch, q);
            }
        }
      else if ((l = find_level_desc (dg, k)) != NULL)
        {
          int at = fixed_level (dg, l);

          if (at == 1 && into != NULL)
            mpq_add (first, first, q);
          if (at != 0 && at == entry && climbed < 0)
            mpq_add (at_entry, at_entry, q);
        }
    }
  if (climbed >= 0)
    mpq_set_ui (at_entry, climbed == 0, 1);
  else if (into != NULL && !into_floats && nhs_dungeon_region_levels (sit->region)[0] == NULL)
    {
      /* a whole dungeon: the entry lies at the branch's depth, one below it
         going down, one above going up (dungeon.c init_dungeons ()); the
         chance of that given the dungeon has a level here */
      int delta = into->type == NHS_BRANCH_PORTAL ? 0 : into->up ? -1 : 1;
      g_autofree char *key = g_strdup_printf ("branch:%s", dungeon);
      g_autoptr (GVariant) from = nhs_dungeon_depths_lookup (depths, parent, sit->depth - delta);
      g_autoptr (GVariant) here = nhs_dungeon_depths_lookup (depths, dungeon, sit->depth);
      mpq_t none;

      mpq_init (none);
      chance_of (from, key, at_entry);
      chance_of (here, "none", none);
      mpq_set_ui (q, 1, 1);
      mpq_sub (none, q, none);
      if (mpq_sgn (none) > 0)
        mpq_div (at_entry, at_entry, none);
      mpq_clear (none);
    }
  if (into == NULL)
    /* the top dungeon starts at depth 1 */
    mpq_set_ui (first, sit->depth == 1, 1);
  else if (top_entry)
    mpq_set (first, at_entry);
  if (dg->no_up_stairs)
    mpq_set_ui (first, 1, 1);

  /* branch stairs: the entry's, or a branch's drawn here */
  if (child_stairs)
    mpq_add (branch, branch, at_entry);
  /* out[2], branch stairs without up stairs: every level of a dungeon
     without them; the entry on a first level; the top dungeon's first */
  if (dg->no_up_stairs || (into == NULL && sit->depth == 1))
    mpq_set (out[2], branch);
  else if (top_entry && child_stairs)
    mpq_set (out[2], at_entry);
  else
    mpq_set_ui (out[2], 0, 1);
  mpq_sub (out[3], branch, out[2]);
  mpq_sub (out[0], first, out[2]);
  mpq_set_ui (out[1], 1, 1);
  mpq_sub (out[1], out[1], first);
  mpq_sub (out[1], out[1], out[3]);
  /* the branch stairs alone lead up: the top dungeon's first level (to
     the Planes); a dungeon's entry on its first level, or in a dungeon
     without up stairs, where the branch went down to it (the parent lies
     above) */
  mpq_add (up_any, out[1], out[3]);
  if ((into == NULL && sit->depth == 1)
      || (into != NULL && !into->up && (top_entry || dg->no_up_stairs)))
    mpq_add (up_any, up_any, out[2]);
  mpq_clears (first, at_entry, branch, q, NULL);
  return TRUE;
}

gboolean
nhs_dungeon_situation_stairs (const NhsSituation *sit,
                              mpq_t               out[4])
{
  mpq_t up_any;
  gboolean known;

  mpq_init (up_any);
  known = situation_stairs (sit, out, up_any);
  mpq_clear (up_any);
  return known;
}

char *
nhs_dungeon_situation_up_staircase (const NhsSituation *sit)
{
  mpq_t out[4], up_any;
  char *p = NULL;

  for (int i = 0; i < 4; i++)
    mpq_init (out[i]);
  mpq_init (up_any);
  if (situation_stairs (sit, out, up_any))
    p = nhs_mpq_to_string (up_any);
  for (int i = 0; i < 4; i++)
    mpq_clear (out[i]);
  mpq_clear (up_any);
  return p;
}
