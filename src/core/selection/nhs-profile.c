/* nhs-profile.c: a monster's heatmap, chance by depth in every version, and origins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-profile.h"
#include "nhs-renames.h"
#include "nhs-answer.h"
#include "nhs-escape.h"
#include "nhs-diff.h"
#include "nhs-dungeon-builtin.h"
#include "nhs-error.h"
#include "nhs-mkclass.h"
#include "nhs-origins.h"
#include "nhs-presets.h"
#include "nhs-report-private.h"
#include "nhs-situation-title.h"

#include <json-glib/json-glib.h>
#include <string.h>

/* marks English words the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

GArray *
nhs_profile_members (const NhsMonsterSet *set,
                     const char          *monster,
                     const char          *class_text,
                     char               **title,
                     GError             **error)
{
  GArray *members = g_array_new (FALSE, FALSE, sizeof (int));

  if ((monster == NULL) == (class_text == NULL))
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "Give either --monster NAME or --class C (a class symbol such as c or &).");
      g_array_unref (members);
      return NULL;
    }
  if (monster != NULL)
    {
      const NhsMonster *m = nhs_monster_set_lookup (set, monster);

      if (m == NULL)
        {
          g_autofree char *hint = nhs_monster_rename_hint (set, monster);

          nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME, "There is no monster named “%s” in %s%s.",
                         monster, set->origin, hint);
          g_array_unref (members);
          return NULL;
        }
      /* a race placeholder is never made: the sentence names the monster
         that is (EvilHack's dwarf is its mountain dwarf) */
      if (!nhs_monster_refuse_placeholder (set, m, FALSE, error))
        {
          g_array_unref (members);
          return NULL;
        }
      g_array_append_val (members, m->index);
      if (title)
        *title = g_strdup (m->name);
    }
  else
    {
      int mlet = nhs_mkclass_lookup_class (set, class_text);

      if (mlet == 0)
        {
          nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME,
                         "Unknown monster class “%s”: give a class symbol such as c, & or Z, "
                         "or a name such as S_COCKATRICE.", class_text);
          g_array_unref (members);
          return NULL;
        }
      for (int i = 0; i < set->n && i < set->special_pm; i++)
        if (set->monsters[i].mlet == mlet)
          g_array_append_val (members, i);
      if (title)
        *title = g_strdup_printf ("class %c", nhs_mkclass_class_symbol (set, mlet));
    }
  return members;
}

/* The grid.  rndmonst()'s weights depend on the depth and the XL only
 * through the difficulty window [min_difficulty, max_difficulty]
 * (nhs-rndmonst.c: every other test reads the region, the version and the
 * situation's flags, which the cells share), so the cells with one window
 * share one answer: the answer module's, taken as given (a profile sweeps
 * every depth, beyond the region's own range too).  Tests compare cells
 * with nhs_answer_compute () for the same situation. */
typedef struct {
  GHashTable *memo;      /* window key -> NhsProfileCell* */
  GPtrArray **exact;     /* where the cells' exact chances go (created on first use) */
} Grid;

static void
exact_free (gpointer data)
{
  mpq_clear (*(mpq_t *) data);
  g_free (data);
}

void
nhs_profile_cell_chance (const NhsProfileCell *cell,
                         mpq_t                 out)
{
  if (cell->exact != NULL)
    mpq_set (out, cell->exact);
  else if (cell->den == 0)
    mpq_set_ui (out, 0, 1);
  else
    nhs_mpq_set_fraction (out, cell->num, cell->den);
}

char *
nhs_profile_cell_fraction (const NhsProfileCell *cell)
{
  mpq_t q;
  char *s;

  if (cell->exact == NULL)
    return nhs_format_fraction (cell->num, MAX (cell->den, 1));
  mpq_init (q);
  nhs_profile_cell_chance (cell, q);
  s = nhs_mpq_to_string (q);
  mpq_clear (q);
  return s;
}

double
nhs_profile_cell_p (const NhsProfileCell *cell)
{
  if (cell->exact != NULL)
    return nhs_mpq_to_double (cell->exact);
  return cell->den ? nhs_fraction_to_double (cell->num, cell->den) : 0.0;
}

static void
grid_clear (Grid *g)
{
  g_clear_pointer (&g->memo, g_hash_table_unref);
}

static gboolean
grid_cell (Grid               *g,
           NhsMonsterSet      *set,
           const NhsSituation *sit,
           const int          *members,
           int                 n_members,
           NhsProfileCell     *out,
           GError            **error)
{
  int lo = nhs_situation_min_difficulty (sit);
  int hi = nhs_situation_max_difficulty (sit);
  gpointer key = GINT_TO_POINTER (((lo + 1) << 16) | (hi + 1));
  NhsProfileCell *hit;
  g_autoptr (NhsAnswer) answer = NULL;

  if (g->memo == NULL)
    g->memo = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  hit = g_hash_table_lookup (g->memo, key);
  if (hit != NULL)
    {
      *out = *hit;
      return TRUE;
    }
  answer = nhs_answer_compute_as_given (set, sit, error);
  if (answer == NULL)
    return FALSE;
  out->num = 0;
  out->den = answer->ordinary->den;
  out->exact = NULL;
  for (int k = 0; k < n_members; k++)
    out->num += answer->ordinary->candidates[members[k]].num;
  if (answer->ordinary->exact != NULL)
    {
      mpq_t *q = g_new (mpq_t, 1);

      mpq_init (*q);
      for (int k = 0; k < n_members; k++)
        mpq_add (*q, *q, answer->ordinary->exact[members[k]]);
      if (*g->exact == NULL)
        *g->exact = g_ptr_array_new_with_free_func (exact_free);
      g_ptr_array_add (*g->exact, q);
      out->exact = *q;
    }
  g_hash_table_insert (g->memo, key, g_memdup2 (out, sizeof *out));
  return TRUE;
}


void
nhs_heatmap_clear (NhsHeatmap *heatmap)
{
  g_clear_pointer (&heatmap->exact, g_ptr_array_unref);
}

gboolean
nhs_heatmap_compute (NhsHeatmap         *heatmap,
                     NhsMonsterSet      *set,
                     const NhsSituation *sit,
                     const int          *members,
                     int                 n_members,
                     GError            **error)
{
  Grid g = { 0 };
  NhsSituation cell = *sit;

  g_return_val_if_fail (heatmap != NULL && set != NULL && sit != NULL, FALSE);

  nhs_heatmap_clear (heatmap);
  memset (heatmap, 0, sizeof *heatmap);
  g.exact = &heatmap->exact;
  heatmap->situation = *sit;
  if (!nhs_region_depth_range (sit->variant, sit->region, &heatmap->depth_lo, &heatmap->depth_hi))
    heatmap->depth_lo = 1, heatmap->depth_hi = NHS_PROFILE_DEPTHS;
  cell.difficulty = 0;
  for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
    for (int x = 0; x < NHS_PROFILE_XLS; x++)
      {
        cell.depth = d + 1;
        cell.xl = x + 1;
        if (!grid_cell (&g, set, &cell, members, n_members, &heatmap->cells[d][x], error))
          {
            grid_clear (&g);
            return FALSE;
          }
        heatmap->max_p = MAX (heatmap->max_p, nhs_profile_cell_p (&heatmap->cells[d][x]));
      }
  grid_clear (&g);
  return TRUE;
}

double
nhs_heatmap_cell_p (const NhsHeatmap *heatmap,
                    int               depth,
                    int               xl)
{
  g_return_val_if_fail (depth >= 1 && depth <= NHS_PROFILE_DEPTHS, 0);
  g_return_val_if_fail (xl >= 1 && xl <= NHS_PROFILE_XLS, 0);
  return nhs_profile_cell_p (&heatmap->cells[depth - 1][xl - 1]);
}

/* Themed rooms (themerms.lua, 3.7 and 5.0.0) that make monsters of their
   own, by name or by class. */
static const struct {
  const char *room;
  const char *monster;     /* a name, or NULL */
  const char *classes;     /* class symbols, or NULL */
  const char *how_many;
} themed_rooms[] = {
  { "Cloud room", "fog cloud", NULL, "one asleep per 4 floor squares, in a gas cloud" },
  { "Garden", "wood nymph", NULL, "one asleep per 6 floor squares (lit rooms only)" },
  { "Ghost of an Adventurer", "ghost", NULL, "one, asleep and waiting, on the adventurer's gear" },
  { "Storeroom", NULL, "m", "a mimic posing as a chest on 3 in 4 of 30% of the squares" },
  { "Mausoleum", NULL, "MVLZ", "1 in 2 a monster of one of M, V, L, Z (1 in 8 each), walled in" },
  { "Water-surrounded vault", "giant zombie", NULL, "one of giant zombie, ettin zombie, vampire lord" },
  { "Water-surrounded vault", "ettin zombie", NULL, "one of giant zombie, ettin zombie, vampire lord" },
  { "Water-surrounded vault", "vampire lord", NULL, "one of giant zombie, ettin zombie, vampire lord" },
  { "Buried zombies", NULL, "Z", "buried corpses of kobolds, gnomes, orcs, dwarves (elves and humans "
                                 "above difficulty 3, ettins and giants above 6) rise as zombies "
                                 "after about 1000 turns" },
};

static NhsProfileOrigin *
origin_new (NhsProfileOriginKind kind,
            const char          *key,
            const char          *name)
{
  NhsProfileOrigin *o = g_new0 (NhsProfileOrigin, 1);

  o->kind = kind;
  o->key = g_strdup (key);
  o->name = g_strdup (name);
  mpq_init (o->value);
  return o;
}

static void
origin_free (gpointer data)
{
  NhsProfileOrigin *o = data;

  g_free (o->key);
  g_free (o->name);
  g_free (o->note);
  mpq_clear (o->value);
  g_free (o);
}

static gboolean
is_member (const GArray *members,
           int           index)
{
  for (guint k = 0; k < members->len; k++)
    if (g_array_index (members, int, k) == index)
      return TRUE;
  return FALSE;
}

static gboolean
class_dist_share (const NhsClassDist *dist,
                  const GArray       *members,
                  mpq_t               out)
{
  mpq_set_ui (out, 0, 1);
  for (guint k = 0; k < members->len; k++)
    mpq_add (out, out, dist->probs[g_array_index (members, int, k)]);
  return mpq_sgn (out) > 0;
}

static void
add_themed_rooms (NhsProfile *p)
{
  const NhsMonsterSet *set = p->set;
  const char *last = NULL;

  if (!nhs_variant_get (p->situation.variant)->has_themed_rooms)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (themed_rooms); i++)
    {
      gboolean hit = FALSE;

      for (guint k = 0; k < p->members->len && !hit; k++)
        {
          const NhsMonster *m = &set->monsters[g_array_index (p->members, int, k)];

          if (themed_rooms[i].monster)
            hit = g_ascii_strcasecmp (themed_rooms[i].monster, m->name) == 0;
          else
            hit = strchr (themed_rooms[i].classes, m->symbol) != NULL;
        }
      if (hit && g_strcmp0 (last, themed_rooms[i].room) != 0)
        {
          NhsProfileOrigin *o = origin_new (NHS_PROFILE_ORIGIN_THEMED_ROOM, themed_rooms[i].room,
                                            themed_rooms[i].room);

          o->note = g_strdup (themed_rooms[i].how_many);
          g_ptr_array_add (p->origins, o);
          last = themed_rooms[i].room;
        }
    }
}

static gboolean
add_origins (NhsProfile *p,
             GError    **error)
{
  g_autofree const NhsPresetInfo **presets = NULL;
  g_autofree const char **roles = NULL;
  NhsOrigins *origins;
  mpq_t share;

  mpq_init (share);
  presets = nhs_presets_of_variant (nhs_variant_get (p->situation.variant));
  for (int i = 0; presets[i] != NULL; i++)
    {
      NhsPresetOptions opts = { NULL, NHS_MKCLASS_ANY_ALIGN };
      g_autoptr (NhsClassDist) dist = NULL;

      if (presets[i]->needs_role)
        continue;
      dist = nhs_preset_compute (p->set, &p->situation, presets[i]->key, &opts, NULL);
      if (dist != NULL && class_dist_share (dist, p->members, share))
        {
          NhsProfileOrigin *o = origin_new (NHS_PROFILE_ORIGIN_PRESET, presets[i]->key,
                                            presets[i]->name);

          o->has_value = TRUE;
          mpq_set (o->value, share);
          g_ptr_array_add (p->origins, o);
        }
    }

  roles = nhs_preset_quest_roles (p->set);
  for (int r = 0; roles && roles[r]; r++)
    {
      NhsPresetOptions opts = { roles[r], NHS_MKCLASS_ANY_ALIGN };
      g_autoptr (NhsClassDist) dist = nhs_preset_compute (p->set, &p->situation, "quest", &opts, NULL);

      if (dist != NULL && class_dist_share (dist, p->members, share))
        {
          g_autofree char *name = g_strdup_printf ("The %s's Quest (qt_montype)", roles[r]);
          NhsProfileOrigin *o = origin_new (NHS_PROFILE_ORIGIN_QUEST, roles[r], name);

          o->has_value = TRUE;
          mpq_set (o->value, share);
          g_ptr_array_add (p->origins, o);
        }
    }

  origins = nhs_origins_compute (p->set, &p->situation, NHS_ORIGINS_DEFAULT_ROOMS, 0, error);
  if (origins == NULL)
    {
      mpq_clear (share);
      return FALSE;
    }
  for (int pass = 0; pass < 2; pass++)
    {
      if (!nhs_origins_filler_made (&p->situation, pass))
        continue;
      mpq_set_ui (share, 0, 1);
      for (int i = 0; i < origins->n_rows; i++)
        if (is_member (p->members, origins->rows[i].index))
          mpq_add (share, share, pass == 0 ? origins->rows[i].room_level_q : origins->rows[i].maze_q);
      if (mpq_sgn (share) > 0)
        {
          NhsProfileOrigin *o =
            pass == 0
            ? origin_new (NHS_PROFILE_ORIGIN_LEVEL, "level",
                          NHS_N_ ("A new room-and-corridor level (9 rooms): expected number"))
            : origins->maze_fill == NHS_MAZE_FILL_HELLFILL
            ? origin_new (NHS_PROFILE_ORIGIN_MAZE, "maze",
                          NHS_N_ ("A new Gehennom filler level (hellfill.lua): expected number"))
            : origins->maze_fill == NHS_MAZE_FILL_EVIL
            ? origin_new (NHS_PROFILE_ORIGIN_MAZE, "maze",
                          NHS_N_ ("A new Gehennom filler level (gehennom.des): expected number"))
            : origin_new (NHS_PROFILE_ORIGIN_MAZE, "maze",
                          NHS_N_ ("A new maze level: expected number"));

          o->has_value = TRUE;
          mpq_set (o->value, share);
          g_ptr_array_add (p->origins, o);
        }
    }
  nhs_origins_free (origins);
  add_themed_rooms (p);
  mpq_clear (share);
  return TRUE;
}

/* Version v's chance by depth at the situation's XL, in the situation's
   region (the Dungeons where v lacks it), genocides matched by name. */
static gboolean
compute_line (NhsProfile         *p,
              NhsMonsterSet      *set,
              NhsVariantId        v,
              const char         *monster,
              const char         *class_text,
              GError            **error)
{
  NhsProfileLine *line = &p->lines[v];
  g_autoptr (GArray) members = NULL;
  NhsSituation sit = p->situation;
  Grid g = { .exact = &p->lines_exact };
  double best = 0;

  line->variant = v;
  if (monster != NULL && v != p->situation.variant)
    {
      /* the same monster in that version, as Compare pairs them: by name
         (a race placeholder never: EvilHack's dwarf), else under its other
         name there (3.6.7's dwarf lord is 5.0.0's dwarf leader, EvilHack's
         dwarf noble); a merge is its entries together (5.0.0's amorous
         demon is 3.6.7's incubus and succubus) */
      const NhsMonster *m = nhs_monster_set_lookup (p->set, monster);
      const NhsMonster *fwd = NULL;
      g_autoptr (GString) names = g_string_new (NULL);
      gboolean renamed = FALSE;

      if (m != NULL && (fwd = nhs_monster_set_find_same (set, m)) == NULL)
        fwd = nhs_monster_find_renamed (set, m);
      members = g_array_new (FALSE, FALSE, sizeof (int));
      for (int i = 0; m != NULL && i < set->n; i++)
        {
          const NhsMonster *o = &set->monsters[i];
          const NhsMonster *back = nhs_monster_set_find_same (p->set, o);

          if (back == NULL)
            back = nhs_monster_find_renamed (p->set, o);
          if (back != m && fwd != o)
            continue;
          g_array_append_val (members, i);
          g_string_append_printf (names, "%s%s", names->len ? " + " : "", o->name);
          renamed |= g_ascii_strcasecmp (o->name, m->name) != 0;
        }
      if (renamed)
        line->name = g_strdup (names->str);
    }
  else
    members = nhs_profile_members (set, monster, class_text, NULL, NULL);
  if (members == NULL || members->len == 0)
    return TRUE;       /* the version has no such monster: no line */
  line->present = TRUE;
  /* a version that names the monster otherwise says its name */
  line->label = line->name ? g_strdup_printf ("%s (%s)", nhs_variant_get (v)->short_name, line->name)
                           : g_strdup (nhs_variant_get (v)->short_name);
  sit.variant = v;
  sit.difficulty = 0;
  if (!nhs_region_available (v, sit.region))
    sit.region = NHS_REGION_DUNGEONS;
  if (v != p->situation.variant)
    nhs_situation_copy_genocides (&p->situation, p->set, &sit, set);
  if (!nhs_region_depth_range (v, sit.region, &line->depth_lo, &line->depth_hi))
    line->depth_lo = 1, line->depth_hi = NHS_PROFILE_DEPTHS;
  for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
    {
      double pd;

      sit.depth = d + 1;
      if (!grid_cell (&g, set, &sit, (const int *) (void *) members->data, (int) members->len,
                      &line->cells[d], error))
        {
          grid_clear (&g);
          return FALSE;
        }
      pd = nhs_profile_cell_p (&line->cells[d]);
      if (pd > best && d + 1 >= line->depth_lo && d + 1 <= line->depth_hi)
        {
          best = pd;
          line->best_depth = d + 1;
        }
    }
  grid_clear (&g);
  return TRUE;
}

NhsProfile *
nhs_profile_compute (NhsMonsterSet      *const *sets,
                     const NhsSituation *sit,
                     const char         *monster,
                     const char         *class_text,
                     GError            **error)
{
  g_autoptr (NhsProfile) p = NULL;

  g_return_val_if_fail (sets != NULL && sit != NULL, NULL);
  g_return_val_if_fail (sit->variant >= 0 && sit->variant < NHS_N_VARIANTS, NULL);
  g_return_val_if_fail (sets[sit->variant] != NULL, NULL);

  if (!nhs_situation_validate (sit, error))
    return NULL;
  p = g_new0 (NhsProfile, 1);
  p->ref_count = 1;
  p->situation = *sit;
  p->set = nhs_monster_set_ref (sets[sit->variant]);
  p->origins = g_ptr_array_new_with_free_func (origin_free);
  p->members = nhs_profile_members (p->set, monster, class_text, &p->title, error);
  p->is_class = class_text != NULL;
  if (p->members == NULL)
    return NULL;
  if (!nhs_heatmap_compute (&p->heatmap, p->set, sit, (const int *) (void *) p->members->data,
                            (int) p->members->len, error))
    return NULL;
  for (int x = 0; x < NHS_PROFILE_XLS; x++)
    {
      double best = 0;

      for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
        {
          double pd = nhs_profile_cell_p (&p->heatmap.cells[d][x]);

          if (d + 1 < p->heatmap.depth_lo || d + 1 > p->heatmap.depth_hi)
            continue;
          if (pd > 0 && p->first_depth[x] == 0)
            p->first_depth[x] = d + 1;
          if (pd > best)
            {
              best = pd;
              p->best_depth[x] = d + 1;
            }
        }
    }
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (sets[v] != NULL && !compute_line (p, sets[v], v, monster, class_text, error))
      return NULL;
  if (!add_origins (p, error))
    return NULL;
  return g_steal_pointer (&p);
}

NhsProfile *
nhs_profile_ref (NhsProfile *profile)
{
  g_return_val_if_fail (profile != NULL, NULL);
  g_atomic_int_inc (&profile->ref_count);
  return profile;
}

void
nhs_profile_unref (NhsProfile *profile)
{
  if (profile == NULL || !g_atomic_int_dec_and_test (&profile->ref_count))
    return;
  g_free (profile->title);
  g_clear_pointer (&profile->members, g_array_unref);
  g_clear_pointer (&profile->origins, g_ptr_array_unref);
  g_clear_pointer (&profile->set, nhs_monster_set_unref);
  nhs_heatmap_clear (&profile->heatmap);
  g_clear_pointer (&profile->lines_exact, g_ptr_array_unref);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_free (profile->lines[v].name);
      g_free (profile->lines[v].label);
    }
  g_free (profile);
}

/* Tables */

#define TR(s) (translate ? translate (s) : (s))

char *
nhs_profile_caption (const NhsProfile *p,
                     const char     *(*translate) (const char *text))
{
  const NhsVariant *variant = nhs_variant_get (p->situation.variant);
  const NhsRegionInfo *region = nhs_region_info_in (p->situation.variant, p->situation.region);
  GString *s = g_string_new (NULL);

  /* Translators: a profile's title: the monster, the version, the region, the XL */
  g_string_append_printf (s, TR ("%s · %s · %s, XL %d"), p->title, TR (variant->display_name),
                          TR (region->name), p->situation.xl);
  {
    /* the rest of the situation (alignment, Amulet, genocides, ...) in the
       chart title's words */
    const NhsPhrasebook pb = { .gettext = translate };
    g_autofree char *extras = nhs_situation_title_full (&p->situation, NULL, p->set, &pb,
                                                        NHS_TITLE_EXTRAS_ONLY);

    g_string_append (s, extras);
  }
  return g_string_free (s, FALSE);
}

static void
add_cell_fraction (NhsTable             *t,
                   const NhsProfileCell *c)
{
  mpq_t q;

  if (c->den == 0)
    {
      nhs_table_add_text (t, "");
      return;
    }
  /* as a fraction cell: one too long to read (EvilHack's means over its
     layouts, 80 digits) is its value on a terminal, exact elsewhere */
  mpq_init (q);
  nhs_profile_cell_chance (c, q);
  nhs_table_add_mpq (t, q);
  mpq_clear (q);
}

static void
add_cell_percent (NhsTable             *t,
                  const NhsProfileCell *c)
{
  mpq_t q;

  if (c->den == 0)
    {
      nhs_table_add_text (t, "");
      return;
    }
  mpq_init (q);
  nhs_profile_cell_chance (c, q);
  nhs_table_add_percent (t, q);
  mpq_clear (q);
}

/* The depths a table lists: the region's (the situation's version's), or
   every depth 1-60 with `beyond`, as the pictures draw them. */
static void
table_depths (const NhsProfile *p,
              gboolean          beyond,
              int              *lo,
              int              *hi)
{
  *lo = beyond ? 1 : MAX (p->heatmap.depth_lo, 1);
  *hi = beyond ? NHS_PROFILE_DEPTHS : MIN (p->heatmap.depth_hi, NHS_PROFILE_DEPTHS);
}

/* the words of the depth and origins tables, for the window's translation
   (translate NULL: English, as the CLI writes them): TR above */

/* What a depth's row says of itself, as the pictures mark it: beyond the
   region (hatched there), or beyond it in the versions whose region ends
   sooner (their line dotted); NULL: nothing to say. */
static char *
depth_note (const NhsProfile *p,
            int               depth,
            const char     *(*translate) (const char *text))
{
  GString *in = NULL;

  if (depth < p->heatmap.depth_lo || depth > p->heatmap.depth_hi)
    return g_strdup (TR ("beyond the region"));
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (p->lines[v].present && (depth < p->lines[v].depth_lo || depth > p->lines[v].depth_hi))
      {
        if (in == NULL)
          in = g_string_new (NULL);
        else
          g_string_append (in, ", ");
        g_string_append (in, nhs_variant_get (v)->short_name);
      }
  if (in == NULL)
    return NULL;
  {
    /* Translators: a profile table's note on a depth; %s: the versions */
    char *note = g_strdup_printf (TR ("beyond the region in %s"), in->str);

    g_string_free (in, TRUE);
    return note;
  }
}

static gboolean
any_depth_note (const NhsProfile *p,
                int               lo,
                int               hi)
{
  for (int d = lo; d <= hi; d++)
    {
      g_autofree char *note = depth_note (p, d, NULL);

      if (note != NULL)
        return TRUE;
    }
  return FALSE;
}

NhsTable *
nhs_profile_depth_table (const NhsProfile *p,
                         gboolean          beyond)
{
  return nhs_profile_depth_table_in (p, beyond, NULL);
}

NhsTable *
nhs_profile_depth_table_in (const NhsProfile *p,
                            gboolean          beyond,
                            const char     *(*translate) (const char *text))
{
  g_autofree char *caption = nhs_profile_caption (p, translate);
  /* Translators: a profile table's title; %s: the monster and situation */
  g_autofree char *full = g_strdup_printf (TR ("%s: rndmonst() chance by depth"), caption);
  NhsTable *t = nhs_table_new (full);
  gboolean notes;
  int lo, hi;

  table_depths (p, beyond, &lo, &hi);
  notes = any_depth_note (p, lo, hi);
  nhs_table_add_column (t, TR ("Depth"), NHS_COLUMN_NUMBER);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (p->lines[v].present)
      {
        const char *head = p->lines[v].label;
        g_autofree char *pc = g_strdup_printf ("%s %%", head);

        nhs_table_add_column (t, head, NHS_COLUMN_NUMBER);
        nhs_table_add_column (t, pc, NHS_COLUMN_NUMBER);
      }
  if (notes)
    nhs_table_add_column (t, TR ("Note"), NHS_COLUMN_TEXT);
  for (int d = lo - 1; d < hi; d++)
    {
      nhs_table_begin_row (t);
      nhs_table_add_int (t, d + 1);
      for (int v = 0; v < NHS_N_VARIANTS; v++)
        if (p->lines[v].present)
          {
            add_cell_fraction (t, &p->lines[v].cells[d]);
            add_cell_percent (t, &p->lines[v].cells[d]);
          }
      if (notes)
        {
          g_autofree char *note = depth_note (p, d + 1, translate);

          nhs_table_add_text (t, note ? note : "");
        }
    }
  return t;
}

static const char *
origin_kind_name (NhsProfileOriginKind kind)
{
  switch (kind)
    {
    case NHS_PROFILE_ORIGIN_PRESET: return NHS_N_ ("mkclass use");
    case NHS_PROFILE_ORIGIN_QUEST: return NHS_N_ ("Quest");
    case NHS_PROFILE_ORIGIN_LEVEL: return NHS_N_ ("level creation");
    case NHS_PROFILE_ORIGIN_MAZE: return NHS_N_ ("maze creation");
    case NHS_PROFILE_ORIGIN_THEMED_ROOM: return NHS_N_ ("themed room");
    default: return "?";
    }
}

NhsTable *
nhs_profile_origin_table (const NhsProfile *p)
{
  return nhs_profile_origin_table_in (p, NULL);
}

NhsTable *
nhs_profile_origin_table_in (const NhsProfile *p,
                             const char     *(*translate) (const char *text))
{
  g_autofree char *caption = nhs_profile_caption (p, translate);
  /* an empty table says so in its caption, where a reader looks, rather
     than showing a header over nothing */
  g_autofree char *full = g_strdup_printf (p->origins->len > 0
                                           ? TR ("%s: other ways the game makes it")
                                           /* Translators: the profile's table of other
                                              origins when it has no row */
                                           : TR ("%s: other ways the game makes it: none"),
                                           caption);
  NhsTable *t = nhs_table_new (full);

  nhs_table_add_column (t, TR ("Kind"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, TR ("Origin"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, TR ("Chance or expected number"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, TR ("Value"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, TR ("Note"), NHS_COLUMN_TEXT);
  for (guint i = 0; i < p->origins->len; i++)
    {
      const NhsProfileOrigin *o = g_ptr_array_index (p->origins, i);

      nhs_table_begin_row (t);
      nhs_table_add_text (t, TR (origin_kind_name (o->kind)));
      if (o->kind == NHS_PROFILE_ORIGIN_QUEST && translate != NULL)
        {
          g_autofree char *name = g_strdup_printf (TR ("The %s's Quest (qt_montype)"), o->key);

          nhs_table_add_text (t, name);
        }
      else
        nhs_table_add_text (t, TR (o->name));
      if (o->has_value)
        {
          nhs_table_add_mpq (t, o->value);
          nhs_table_add_double (t, nhs_mpq_to_double (o->value));
        }
      else
        {
          nhs_table_add_text (t, "");
          nhs_table_add_text (t, "");
        }
      nhs_table_add_text (t, o->note ? o->note : "");
    }
  return t;
}
#undef TR

NhsTable *
nhs_heatmap_table (const NhsProfile *p,
                   gboolean          beyond)
{
  g_autofree char *caption = nhs_profile_caption (p, NULL);
  g_autofree char *full = g_strdup_printf ("%s: rndmonst() chance by depth and XL", caption);
  NhsTable *t = nhs_table_new (full);
  gboolean notes;
  int lo, hi;

  table_depths (p, beyond, &lo, &hi);
  /* the heatmap is the situation's version: only its own region's edge */
  notes = lo < p->heatmap.depth_lo || hi > p->heatmap.depth_hi;
  nhs_table_add_column (t, "Depth", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "XL", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Chance", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Probability", NHS_COLUMN_NUMBER);
  if (notes)
    nhs_table_add_column (t, "Note", NHS_COLUMN_TEXT);
  for (int d = lo - 1; d < hi; d++)
    for (int x = 0; x < NHS_PROFILE_XLS; x++)
      {
        nhs_table_begin_row (t);
        nhs_table_add_int (t, d + 1);
        nhs_table_add_int (t, x + 1);
        add_cell_fraction (t, &p->heatmap.cells[d][x]);
        nhs_table_add_double (t, nhs_profile_cell_p (&p->heatmap.cells[d][x]));
        if (notes)
          nhs_table_add_text (t, d + 1 < p->heatmap.depth_lo || d + 1 > p->heatmap.depth_hi
                                 ? "beyond the region" : "");
      }
  return t;
}

static void
json_cell (JsonBuilder          *b,
           const NhsProfileCell *c)
{
  g_autofree char *f = nhs_profile_cell_fraction (c);

  json_builder_add_string_value (b, f);
}

static char *
profile_json (const NhsProfile *p)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const NhsVariant *variant = nhs_variant_get (p->situation.variant);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, p->title);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, variant->key);
  json_builder_set_member_name (b, "region");
  json_builder_add_string_value (b, nhs_region_info (p->situation.region)->key);
  json_builder_set_member_name (b, "xl");
  json_builder_add_int_value (b, p->situation.xl);
  json_builder_set_member_name (b, "members");
  json_builder_begin_array (b);
  for (guint k = 0; k < p->members->len; k++)
    json_builder_add_string_value (b, p->set->monsters[g_array_index (p->members, int, k)].name);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "appears_at_random");
  json_builder_add_boolean_value (b, nhs_profile_appears_at_random (p));
  json_builder_set_member_name (b, "most_likely_depth");   /* 0: never at this XL */
  json_builder_add_int_value (b, p->best_depth[p->situation.xl - 1]);
  json_builder_set_member_name (b, "first_depth_by_xl");
  json_builder_begin_array (b);
  for (int x = 0; x < NHS_PROFILE_XLS; x++)
    json_builder_add_int_value (b, p->first_depth[x]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "most_likely_depth_by_xl");
  json_builder_begin_array (b);
  for (int x = 0; x < NHS_PROFILE_XLS; x++)
    json_builder_add_int_value (b, p->best_depth[x]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "heatmap");
  json_builder_begin_array (b);    /* [depth - 1][xl - 1] */
  for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
    {
      json_builder_begin_array (b);
      for (int x = 0; x < NHS_PROFILE_XLS; x++)
        json_cell (b, &p->heatmap.cells[d][x]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "by_depth");
  json_builder_begin_object (b);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (p->lines[v].present)
      {
        json_builder_set_member_name (b, nhs_variant_get (v)->key);
        json_builder_begin_array (b);
        for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
          json_cell (b, &p->lines[v].cells[d]);
        json_builder_end_array (b);
      }
  json_builder_end_object (b);
  /* the monster's name in each version that names it otherwise */
  json_builder_set_member_name (b, "names");
  json_builder_begin_object (b);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (p->lines[v].present && p->lines[v].name)
      {
        json_builder_set_member_name (b, nhs_variant_get (v)->key);
        json_builder_add_string_value (b, p->lines[v].name);
      }
  json_builder_end_object (b);
  /* each version's region depths [lo, hi]: heatmap and by_depth hold
     every depth 1-60, these say which the region has */
  json_builder_set_member_name (b, "region_depths");
  json_builder_begin_object (b);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    if (p->lines[v].present)
      {
        json_builder_set_member_name (b, nhs_variant_get (v)->key);
        json_builder_begin_array (b);
        json_builder_add_int_value (b, p->lines[v].depth_lo);
        json_builder_add_int_value (b, p->lines[v].depth_hi);
        json_builder_end_array (b);
      }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "origins");
  json_builder_begin_array (b);
  for (guint i = 0; i < p->origins->len; i++)
    {
      const NhsProfileOrigin *o = g_ptr_array_index (p->origins, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, origin_kind_name (o->kind));
      json_builder_set_member_name (b, "key");
      json_builder_add_string_value (b, o->key);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, o->name);
      if (o->has_value)
        {
          g_autofree char *v = nhs_mpq_to_string (o->value);

          json_builder_set_member_name (b, o->kind == NHS_PROFILE_ORIGIN_LEVEL
                                           || o->kind == NHS_PROFILE_ORIGIN_MAZE
                                           ? "expected" : "chance");
          json_builder_add_string_value (b, v);
        }
      if (o->note)
        {
          json_builder_set_member_name (b, "note");
          json_builder_add_string_value (b, o->note);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return nhs_report_builder_to_string (b);
}

/* Whether rndmonst () picks it at some depth of the region at some XL. */
gboolean
nhs_profile_appears_at_random (const NhsProfile *p)
{
  for (int x = 0; x < NHS_PROFILE_XLS; x++)
    if (p->first_depth[x] > 0)
      return TRUE;
  return FALSE;
}

char *
nhs_profile_report (const NhsProfile *p,
                    NhsFormat         format,
                    gboolean          beyond)
{
  g_autoptr (NhsTable) depth = NULL;
  g_autoptr (NhsTable) origins = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  GString *out;

  if (format == NHS_FORMAT_JSON)
    return profile_json (p);
  depth = nhs_profile_depth_table (p, beyond);
  origins = nhs_profile_origin_table (p);
  a = nhs_table_write (depth, format);
  b = nhs_table_write (origins, format);
  if (a == NULL || b == NULL)
    return NULL;
  if (format == NHS_FORMAT_CSV)   /* one table per CSV file: the chances by depth */
    return g_steal_pointer (&a);
  out = g_string_new (NULL);
  if (format == NHS_FORMAT_TABLE || format == NHS_FORMAT_TEXT)
    {
      g_autofree char *caption = nhs_profile_caption (p, NULL);

      int best = p->best_depth[p->situation.xl - 1];

      nhs_escape_append_cell (out, NHS_FORMAT_TEXT, caption);
      if (!nhs_profile_appears_at_random (p))
        /* not "most likely at depth 0" (issue 27) */
        g_string_append (out, "\nnever chosen at random here, at any depth or XL; its other origins are below");
      else
        {
          g_autofree char *depths = nhs_profile_best_depths_text (p, p->situation.xl);

          if (best > 0)
            g_string_append_printf (out, "\nat XL %d most likely at depth %s", p->situation.xl,
                                    depths);
          else
            g_string_append_printf (out, "\nnever chosen at random at XL %d", p->situation.xl);
        }
      g_string_append (out, "\n\n");
    }
  if (nhs_profile_appears_at_random (p))
    {
      g_autoptr (NhsTable) first = nhs_profile_first_depth_table (p);
      g_autofree char *c = nhs_table_write (first, format);

      g_string_append_printf (out, "%s\n", c);
    }
  g_string_append (out, a);
  g_string_append_c (out, '\n');
  g_string_append (out, b);
  return g_string_free (out, FALSE);
}

int
nhs_profile_first_depth_run_end (const NhsProfile *p,
                                 int               x)
{
  int y = x;

  g_return_val_if_fail (p != NULL && x >= 0 && x < NHS_PROFILE_XLS, x);
  while (y + 1 < NHS_PROFILE_XLS && p->first_depth[y + 1] == p->first_depth[x])
    y++;
  return y;
}

char *
nhs_profile_xl_range_text (int x,
                           int y)
{
  return y > x ? g_strdup_printf ("%d–%d", x + 1, y + 1) : g_strdup_printf ("%d", x + 1);
}

NhsTable *
nhs_profile_first_depth_table (const NhsProfile *p)
{
  NhsTable *t = nhs_table_new ("First depth where it can appear, by experience level");

  nhs_table_add_column (t, "Experience level", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "First depth", NHS_COLUMN_NUMBER);
  /* experience levels with the same first depth as one row */
  for (int x = 0; x < NHS_PROFILE_XLS;)
    {
      int y = nhs_profile_first_depth_run_end (p, x);
      g_autofree char *xls = nhs_profile_xl_range_text (x, y);

      nhs_table_begin_row (t);
      nhs_table_add_text (t, xls);
      if (p->first_depth[x] > 0)
        nhs_table_add_int (t, p->first_depth[x]);
      else
        nhs_table_add_text (t, "never");
      x = y + 1;
    }
  return t;
}

char *
nhs_profile_best_depths_text (const NhsProfile *p,
                              int               xl)
{
  GString *out;
  double best;
  int run = 0;

  g_return_val_if_fail (p != NULL && xl >= 1 && xl <= NHS_PROFILE_XLS, NULL);
  if (p->best_depth[xl - 1] <= 0)
    return NULL;
  best = nhs_profile_cell_p (&p->heatmap.cells[p->best_depth[xl - 1] - 1][xl - 1]);
  out = g_string_new (NULL);
  /* the same fraction gives the same double: ties compare equal */
  for (int d = p->best_depth[xl - 1]; d <= MIN (p->heatmap.depth_hi, NHS_PROFILE_DEPTHS) + 1; d++)
    {
      gboolean tie = d <= MIN (p->heatmap.depth_hi, NHS_PROFILE_DEPTHS)
                     && nhs_profile_cell_p (&p->heatmap.cells[d - 1][xl - 1]) == best;

      if (tie && run == 0)
        {
          g_string_append_printf (out, "%s%d", out->len ? ", " : "", d);
          run = 1;
        }
      else if (tie)
        run++;
      else if (run > 0)
        {
          if (run > 1)
            g_string_append_printf (out, "\u2013%d", d - 1);
          run = 0;
        }
    }
  return g_string_free (out, FALSE);
}
