/* nhs-level-stats.c: per-level figures and their aggregate over many levels
 *
 * The keys and meanings are docs/cli-contract.md's level-stats contract.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level.h"
#include "nhs-situation.h"
#include "nhs-json-text.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define COLNO NHS_LEVEL_COLS
#define ROWNO NHS_LEVEL_ROWS

static inline gboolean
real_door (const NhsSquare *s)
{
  /* a door that is there (not a doorway or broken): no diagonal moves */
  return (s->typ == NHS_SQ_DOOR
          && (s->doormask & ~NHS_DOOR_TRAPPED) != NHS_DOOR_NODOOR
          && !(s->doormask & NHS_DOOR_BROKEN))
         || s->typ == NHS_SQ_SDOOR;
}

static inline gboolean
passable (const NhsSquare *s,
          gboolean         with_secrets)
{
  if (s->typ >= NHS_SQ_DOOR)   /* doors (closed or locked too), corridors,
                                  floor, stairs, furniture, ice, clouds */
    return !NHS_SQ_IS_BLOCKING (s->typ);
  return with_secrets && (s->typ == NHS_SQ_SDOOR || s->typ == NHS_SQ_SCORR);
}

gboolean
nhs_level_all_rooms_reachable (const NhsLevel *level,
                               gboolean        with_secrets)
{
  guint8 seen[COLNO][ROWNO];
  guint16 queue[COLNO * ROWNO];
  gboolean room_reached[NHS_LEVEL_MAX_ROOMS + 2] = { FALSE };
  int head = 0, tail = 0, sx, sy, n = nhs_level_n_rooms (level);
  int vault = nhs_level_vault_room (level);

  if (!nhs_level_get_stairs (level, TRUE, &sx, &sy, NULL)
      && !nhs_level_get_stairs (level, FALSE, &sx, &sy, NULL))
    return n == 0;
  memset (seen, 0, sizeof seen);
  seen[sx][sy] = 1;
  queue[tail++] = (guint16) (sx * ROWNO + sy);
  while (head < tail)
    {
      int x = queue[head] / ROWNO, y = queue[head] % ROWNO;
      const NhsSquare *s = nhs_level_square (level, x, y);
      gboolean door_here = real_door (s);

      head++;
      if (s->room >= 0 && s->typ >= NHS_SQ_ROOM)
        room_reached[s->room] = TRUE;
      for (int dx = -1; dx <= 1; dx++)
        for (int dy = -1; dy <= 1; dy++)
          {
            int nx = x + dx, ny = y + dy;
            const NhsSquare *t;

            if ((!dx && !dy) || nx < 1 || nx >= COLNO || ny < 0 || ny >= ROWNO)
              continue;
            if (seen[nx][ny])
              continue;
            t = nhs_level_square (level, nx, ny);
            if (!passable (t, with_secrets))
              continue;
            if (dx && dy && (door_here || real_door (t)))
              continue;
            seen[nx][ny] = 1;
            queue[tail++] = (guint16) (nx * ROWNO + ny);
          }
    }
  for (int i = 0; i < n; i++)
    if (i != vault && !room_reached[i])
      {
        /* a room whose every floor square is water cannot be reached; an
         * ordinary room always has floor */
        return FALSE;
      }
  return TRUE;
}

void
nhs_level_figures (const NhsLevel  *level,
                   NhsLevelFigures *f)
{
  int n = nhs_level_n_rooms (level), vault = nhs_level_vault_room (level);
  int ux, dx, ur = -1, dr = -1;

  memset (f, 0, sizeof *f);
  for (int i = 0; i < n; i++)
    {
      const NhsLevelRoom *r = nhs_level_room (level, i);

      if (i == vault)
        continue;
      f->rooms++;
      f->room_floor_area += (r->hx - r->lx + 1) * (r->hy - r->ly + 1);
    }
  for (int x = 0; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        switch (s->typ)
          {
          case NHS_SQ_SDOOR:
            f->secret_doors++;
            /* fall through */
          case NHS_SQ_DOOR:
            f->doors++;
            if (s->doormask & NHS_DOOR_IRON)
              f->iron_doors++;
            break;
          case NHS_SQ_CORR:
            f->corridor_squares++;
            break;
          case NHS_SQ_SCORR:
            f->secret_corridor_squares++;
            break;
          default:
            break;
          }
        if (s->trap)
          f->traps++;
      }
  f->subrooms = nhs_level_n_subrooms (level);
  f->niches = nhs_level_n_niches (level);
  f->monsters = nhs_level_n_monsters (level);
  f->vault = vault >= 0;
  if (nhs_level_get_stairs (level, TRUE, &ux, NULL, &ur)
      && nhs_level_get_stairs (level, FALSE, &dx, NULL, &dr))
    f->stairs_in_different_rooms = ur != dr;
  f->all_rooms_reachable = nhs_level_all_rooms_reachable (level, FALSE);
}

/* ------------------------------------------------------------ aggregate */

typedef struct {
  const char *key;
  double sum, sumsq;
  gint64 n;
  gboolean real;        /* bins of 0.01 instead of integers */
} Figure;

enum {
  F_ROOMS, F_ROOM_WIDTH, F_ROOM_HEIGHT, F_DOORS, F_SECRET_DOORS,
  F_IRON_DOORS, F_CORRIDOR_SQUARES, F_SECRET_CORRIDOR_SQUARES, F_NICHES, F_TRAPS,
  F_ROOM_FLOOR_SHARE, F_MONSTERS, N_ROOM_FIGURES,
  /* a filler level's (the Mines', Gehennom's, the invocation level) */
  F_WALL_SQUARES = N_ROOM_FIGURES, F_FLOOR_SQUARES, F_STAIRS_DISTANCE,
  F_VIBRATING_SQUARE_DISTANCE, N_FIGURES
};

static const char *const figure_keys[N_FIGURES] = {
  "rooms", "room_width", "room_height", "doors", "secret_doors",
  "iron_doors", "corridor_squares", "secret_corridor_squares", "niches", "traps",
  "room_floor_share", "monsters",
  "wall_squares", "floor_squares", "stairs_distance", "vibrating_square_distance",
};

/* the figures a filler level reports, in this order */
static const int filler_figures[] = {
  F_WALL_SQUARES, F_FLOOR_SQUARES, F_CORRIDOR_SQUARES, F_TRAPS, F_MONSTERS,
  F_STAIRS_DISTANCE, F_VIBRATING_SQUARE_DISTANCE,
};

#define MAX_THEMED 80

struct _NhsLevelStats {
  int depth;
  int levels;
  /* 5.0.0's themed rooms and fills: counts by the game's names (the
     version's table, in its order) */
  const NhsVariant *themed_variant;
  const char *room_names[MAX_THEMED], *fill_names[MAX_THEMED];
  int n_room_names, n_fill_names;
  gint64 room_count[MAX_THEMED], fill_count[MAX_THEMED];
  int levels_with_themed;
  int vaults, stairs_apart, reachable;
  /* levels with at least one room (or a room inside a room) of each type */
  int levels_with_type[NHS_N_ROOM_TYPES];
  int above_medusa;
  char *above_medusa_chance;   /* the first level's (all share depth and version) */
  /* a filler level (not rooms and corridors): its terrain and traps by
     kind (counts, by the square's and the trap's name) */
  gboolean filler;
  gint64 terrain[NHS_N_SQ], traps_by_kind[NHS_N_TRAPS];
  Figure fig[N_FIGURES];
  /* integer histograms as plain arrays for speed */
  gint64 ihist[N_FIGURES][2048];
  /* monsters by name (const char * -> count): as the hero sees them (a
     shapechanger by the shape it was made in, as the game's log names
     it), and as what they are */
  GHashTable *by_shown_name, *by_true_name;
};

NhsLevelStats *
nhs_level_stats_new (int depth)
{
  NhsLevelStats *st = g_new0 (NhsLevelStats, 1);

  st->depth = depth;
  for (int i = 0; i < N_FIGURES; i++)
    {
      st->fig[i].key = figure_keys[i];
      st->fig[i].real = (i == F_ROOM_FLOOR_SHARE);
    }
  st->by_shown_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  st->by_true_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return st;
}

void
nhs_level_stats_free (NhsLevelStats *stats)
{
  if (stats == NULL)
    return;
  g_clear_pointer (&stats->by_shown_name, g_hash_table_unref);
  g_clear_pointer (&stats->by_true_name, g_hash_table_unref);
  g_free (stats->above_medusa_chance);
  g_free (stats);
}

static void
count_name (GHashTable *table,
            const char *name)
{
  gint64 *count;

  if (name == NULL)
    return;   /* a marker without a picker */
  count = g_hash_table_lookup (table, name);
  if (count == NULL)
    {
      count = g_new0 (gint64, 1);
      g_hash_table_insert (table, g_strdup (name), count);
    }
  (*count)++;
}

static void
add_value (NhsLevelStats *st,
           int            fi,
           double         v)
{
  Figure *f = &st->fig[fi];
  int bin;

  f->n++;
  f->sum += v;
  f->sumsq += v * v;
  bin = f->real ? (int) floor (v * 100.0 + 1e-9) : (int) v;
  st->ihist[fi][CLAMP (bin, 0, 2047)]++;
}

static int
name_index (const char *const *names,
            int                n,
            const char        *name)
{
  for (int i = 0; i < n; i++)
    if (names[i] == name || strcmp (names[i], name) == 0)
      return i;
  return -1;
}

static void
add_themed (NhsLevelStats  *st,
            const NhsLevel *level)
{
  const NhsVariant *v = nhs_level_get_variant (level);
  gboolean themed = FALSE;

  /* (the Rogue level has none) */
  if (!v || !(nhs_level_rooms_themed (v) || v->level_rooms == NHS_LEVEL_ROOMS_EVILHACK)
      || nhs_level_get_kind (level) != NHS_LEVEL_KIND_ROOMS)
    return;
  if (!st->themed_variant)
    {
      const char *name;
      int f, lo, hi;

      st->themed_variant = v;
      for (int i = 0; i < MAX_THEMED && nhs_level_themed_entry (v, FALSE, i, &name, &f, &lo, &hi); i++)
        st->room_names[st->n_room_names++] = name;
      for (int i = 0; i < MAX_THEMED && nhs_level_themed_entry (v, TRUE, i, &name, &f, &lo, &hi); i++)
        st->fill_names[st->n_fill_names++] = name;
    }
  for (int i = 0; i < nhs_level_n_themed_rooms (level); i++)
    {
      const char *name = nhs_level_themed_room (level, i);
      int k = name_index (st->room_names, st->n_room_names, name);

      if (k >= 0)
        st->room_count[k]++;
      themed |= !nhs_level_themed_room_plain (v, name);
    }
  for (int i = 0; i < nhs_level_n_themed_fills (level); i++)
    {
      int k = name_index (st->fill_names, st->n_fill_names, nhs_level_themed_fill (level, i));

      if (k >= 0)
        st->fill_count[k]++;
    }
  st->levels_with_themed += themed;
}

/* A special room: one mkroom.c (or a version's own) made of an ordinary
   room; not the vault (vault_fraction), a themed room or a room template's
   own room (themed_rooms) */
static gboolean
special_room_type (NhsRoomType t)
{
  return t != NHS_ROOM_ORDINARY && t != NHS_ROOM_VAULT && t != NHS_ROOM_THEMED && t != NHS_ROOM_RNDVAULT
         && t < NHS_N_ROOM_TYPES;
}

/* each special room type the level holds, once a level, among its rooms
   and the rooms inside them (EvilHack's template shops, 5.0.0's subrooms) */
static void
add_special_rooms (NhsLevelStats  *st,
                   const NhsLevel *level)
{
  gboolean seen[NHS_N_ROOM_TYPES] = { FALSE };
  int n = nhs_level_n_rooms (level), ns = nhs_level_n_subrooms (level);

  for (int i = 0; i < n + ns; i++)
    {
      const NhsLevelRoom *r = i < n ? nhs_level_room (level, i) : nhs_level_subroom (level, i - n);

      if (special_room_type (r->type))
        seen[r->type] = TRUE;
    }
  for (int t = 0; t < NHS_N_ROOM_TYPES; t++)
    st->levels_with_type[t] += seen[t];
}

/* distmin () between two squares */
static int
distmin (int x1, int y1, int x2, int y2)
{
  return MAX (ABS (x1 - x2), ABS (y1 - y2));
}

/* a filler level: every square's kind, the traps by kind, the walls and
   floor, the stairs' distance apart (both there) and the vibrating
   square's from the up stairs (the invocation level) */
static void
add_filler (NhsLevelStats  *st,
            const NhsLevel *level)
{
  int walls = 0, floor = 0, corridors = 0, traps = 0, ux, uy, dx, dy, ix, iy;

  st->filler = TRUE;
  for (int x = 1; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        st->terrain[MIN (s->typ, NHS_N_SQ - 1)]++;
        walls += NHS_SQ_IS_WALL (s->typ);
        floor += s->typ == NHS_SQ_ROOM;
        corridors += s->typ == NHS_SQ_CORR;
        if (s->trap)
          {
            st->traps_by_kind[MIN (s->trap, NHS_N_TRAPS - 1)]++;
            traps++;
          }
      }
  add_value (st, F_WALL_SQUARES, walls);
  add_value (st, F_FLOOR_SQUARES, floor);
  add_value (st, F_CORRIDOR_SQUARES, corridors);
  add_value (st, F_TRAPS, traps);
  add_value (st, F_MONSTERS, nhs_level_n_monsters (level));
  if (nhs_level_get_stairs (level, TRUE, &ux, &uy, NULL))
    {
      if (nhs_level_get_stairs (level, FALSE, &dx, &dy, NULL))
        add_value (st, F_STAIRS_DISTANCE, distmin (ux, uy, dx, dy));
      if (nhs_level_invocation_square (level, &ix, &iy))
        add_value (st, F_VIBRATING_SQUARE_DISTANCE, distmin (ux, uy, ix, iy));
    }
}

static void
count_monsters (NhsLevelStats  *stats,
                const NhsLevel *level)
{
  for (int i = 0; i < nhs_level_n_monsters (level); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, i);

      count_name (stats->by_shown_name, nhs_level_monster_shown_name (m));
      count_name (stats->by_true_name, m->name);
    }
}

void
nhs_level_stats_add (NhsLevelStats  *stats,
                     const NhsLevel *level)
{
  NhsLevelFigures f;
  int n = nhs_level_n_rooms (level), vault = nhs_level_vault_room (level);
  NhsLevelKind kind = nhs_level_get_kind (level);

  if (kind != NHS_LEVEL_KIND_ROOMS && kind != NHS_LEVEL_KIND_ROGUE)
    {
      stats->levels++;
      add_filler (stats, level);
      count_monsters (stats, level);
      return;
    }
  add_themed (stats, level);
  add_special_rooms (stats, level);

  nhs_level_figures (level, &f);
  stats->levels++;
  add_value (stats, F_ROOMS, f.rooms);
  for (int i = 0; i < n; i++)
    {
      const NhsLevelRoom *r = nhs_level_room (level, i);

      if (i == vault)
        continue;
      add_value (stats, F_ROOM_WIDTH, r->hx - r->lx + 1);
      add_value (stats, F_ROOM_HEIGHT, r->hy - r->ly + 1);
    }
  add_value (stats, F_DOORS, f.doors);
  add_value (stats, F_SECRET_DOORS, f.secret_doors);
  add_value (stats, F_IRON_DOORS, f.iron_doors);
  add_value (stats, F_CORRIDOR_SQUARES, f.corridor_squares);
  add_value (stats, F_SECRET_CORRIDOR_SQUARES, f.secret_corridor_squares);
  add_value (stats, F_NICHES, f.niches);
  add_value (stats, F_TRAPS, f.traps);
  add_value (stats, F_ROOM_FLOOR_SHARE,
             f.room_floor_area / (double) (COLNO * ROWNO));
  add_value (stats, F_MONSTERS, f.monsters);
  count_monsters (stats, level);
  stats->above_medusa += nhs_level_get_above_medusa (level);
  if (stats->levels == 1)
    stats->above_medusa_chance = nhs_level_above_medusa_chance (level);
  stats->vaults += f.vault;
  stats->stairs_apart += f.stairs_in_different_rooms;
  stats->reachable += f.all_rooms_reachable;
}

gboolean
nhs_level_stats_run (NhsLevelStats        *stats,
                     const NhsLevelParams *params,
                     int                   count,
                     GError              **error)
{
  NhsLevelParams p = *params;

  p.record_phases = FALSE;
  for (int i = 0; i < count; i++)
    {
      NhsLevel *lev;

      p.seed = params->seed + (guint64) i;
      lev = nhs_level_generate (&p, error);
      if (!lev)
        return FALSE;
      nhs_level_stats_add (stats, lev);
      nhs_level_free (lev);
    }
  return TRUE;
}

int
nhs_level_stats_levels (const NhsLevelStats *stats)
{
  return stats->levels;
}

static double
round6 (double v)
{
  return round (v * 1e6) / 1e6;
}

static void
add_figure (JsonBuilder         *b,
            const NhsLevelStats *st,
            int                  fi)
{
  const Figure *f = &st->fig[fi];
  double mean = f->n ? f->sum / f->n : 0.0;
  double var = f->n > 1 ? (f->sumsq - f->n * mean * mean) / (f->n - 1) : 0.0;

  json_builder_set_member_name (b, f->key);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "n");
  json_builder_add_int_value (b, f->n);
  json_builder_set_member_name (b, "mean");
  json_builder_add_double_value (b, round6 (mean));
  json_builder_set_member_name (b, "sd");
  json_builder_add_double_value (b, round6 (var > 0 ? sqrt (var) : 0.0));
  json_builder_set_member_name (b, "histogram");
  json_builder_begin_object (b);
  for (int bin = 0; bin < 2048; bin++)
    if (st->ihist[fi][bin])
      {
        char label[32];

        if (f->real)
          g_snprintf (label, sizeof label, "%d.%02d", bin / 100, bin % 100);
        else
          g_snprintf (label, sizeof label, "%d", bin);
        json_builder_set_member_name (b, label);
        json_builder_add_int_value (b, st->ihist[fi][bin]);
      }
  json_builder_end_object (b);
  json_builder_end_object (b);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* "key": {name: mean a level, ...} in name order */
static void
add_names (JsonBuilder *b,
           const char  *key,
           GHashTable  *table,
           double       levels)
{
  guint n = 0;
  g_autofree gpointer *names = g_hash_table_get_keys_as_array (table, &n);

  qsort (names, n, sizeof *names, compare_names);
  json_builder_set_member_name (b, key);
  json_builder_begin_object (b);
  for (guint i = 0; i < n; i++)
    {
      const gint64 *count = g_hash_table_lookup (table, names[i]);

      json_builder_set_member_name (b, names[i]);
      json_builder_add_double_value (b, round6 (*count / levels));
    }
  json_builder_end_object (b);
}

/* "key": {name: mean a level, ...} of counts by a kind's name (kinds that
   share a name add up; kinds never seen are left out) */
static void
add_kinds (JsonBuilder    *b,
           const char     *key,
           const gint64   *counts,
           int             n,
           const char   *(*name) (int),
           double          levels)
{
  g_autoptr (GHashTable) sums = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  for (int i = 0; i < n; i++)
    if (counts[i])
      {
        gint64 *sum = g_hash_table_lookup (sums, name (i));

        if (sum == NULL)
          {
            sum = g_new0 (gint64, 1);
            g_hash_table_insert (sums, (gpointer) name (i), sum);
          }
        *sum += counts[i];
      }
  add_names (b, key, sums, levels);
}

static const char *
square_name (int t)
{
  return nhs_level_square_type_name ((NhsSquareType) t);
}

static const char *
trap_name (int t)
{
  return nhs_level_trap_name ((NhsTrapType) t);
}

static void
add_filler_json (JsonBuilder         *b,
                 const NhsLevelStats *st,
                 double               levels)
{
  for (guint i = 0; i < G_N_ELEMENTS (filler_figures); i++)
    if (st->fig[filler_figures[i]].n)
      add_figure (b, st, filler_figures[i]);
  add_kinds (b, "terrain", st->terrain, NHS_N_SQ, square_name, levels);
  add_kinds (b, "traps_by_kind", st->traps_by_kind, NHS_N_TRAPS, trap_name, levels);
}

char *
nhs_level_stats_to_json (const NhsLevelStats *st)
{
  JsonBuilder *b = json_builder_new ();
  JsonNode *root;
  char *out;
  double levels = st->levels ? st->levels : 1;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "levels");
  json_builder_add_int_value (b, st->levels);
  json_builder_set_member_name (b, "depth");
  json_builder_add_int_value (b, st->depth);
  json_builder_set_member_name (b, "hero");
  json_builder_add_string_value (b, nhs_level_hero_words ());
  if (st->filler)
    {
      add_filler_json (b, st, levels);
      goto monsters;
    }
  for (int i = 0; i < N_ROOM_FIGURES; i++)
    add_figure (b, st, i);
  json_builder_set_member_name (b, "vault_fraction");
  json_builder_add_double_value (b, round6 (st->vaults / levels));
  json_builder_set_member_name (b, "stairs_in_different_rooms_fraction");
  json_builder_add_double_value (b, round6 (st->stairs_apart / levels));
  json_builder_set_member_name (b, "all_rooms_reachable_fraction");
  json_builder_add_double_value (b, round6 (st->reachable / levels));
  json_builder_set_member_name (b, "special_rooms");
  json_builder_begin_object (b);
  for (int t = 0; t < NHS_N_ROOM_TYPES; t++)
    if (st->levels_with_type[t] > 0)
      {
        json_builder_set_member_name (b, nhs_level_room_type_key (t));
        json_builder_add_double_value (b, round6 (st->levels_with_type[t] / levels));
      }
  json_builder_end_object (b);
  /* shops and Fort Ludios' portal: only above Medusa's level, drawn at
     the model's chance (nhs_lev_above_medusa ()) */
  json_builder_set_member_name (b, "above_medusa_fraction");
  json_builder_add_double_value (b, round6 (st->above_medusa / levels));
  json_builder_set_member_name (b, "above_medusa_chance");
  if (st->above_medusa_chance)
    json_builder_add_string_value (b, st->above_medusa_chance);
  else
    json_builder_add_null_value (b);
  if (st->themed_variant)
    {
      json_builder_set_member_name (b, "themed_rooms");
      json_builder_begin_object (b);
      for (int i = 0; i < st->n_room_names; i++)
        {
          json_builder_set_member_name (b, st->room_names[i]);
          json_builder_add_double_value (b, round6 (st->room_count[i] / levels));
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "themed_fills");
      json_builder_begin_object (b);
      for (int i = 0; i < st->n_fill_names; i++)
        {
          json_builder_set_member_name (b, st->fill_names[i]);
          json_builder_add_double_value (b, round6 (st->fill_count[i] / levels));
        }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "levels_with_themed_room");
      json_builder_add_double_value (b, round6 (st->levels_with_themed / levels));
    }
monsters:
  add_names (b, "monsters_by_name", st->by_shown_name, levels);
  add_names (b, "monsters_by_true_name", st->by_true_name, levels);
  json_builder_set_member_name (b, "monsters_by_name_counts");
  json_builder_add_string_value (b, "monsters_by_name: the shape each monster was made in, as the "
                                    "game shows it and its log names it (a vampire made as a "
                                    "vampire bat counts as a vampire bat); monsters_by_true_name: "
                                    "what each monster is; both the mean number a level");
  json_builder_set_member_name (b, "left_out");
  json_builder_add_string_value (b, NHS_LEVEL_LEFT_OUT);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  out = nhs_json_text (root);
  json_node_unref (root);
  g_object_unref (b);
  return out;
}

static int
compare_rate (const void *a,
              const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
nhs_level_bench_levels_per_s (double *best)
{
  NhsLevelParams p = { 0 };
  double rates[15];

  p.depth = 10;
  p.seed = 1;
  for (guint r = 0; r < G_N_ELEMENTS (rates); r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (int i = 0; i < 50; i++)
        {
          NhsLevel *lev = nhs_level_generate (&p, NULL);

          nhs_level_free (lev);
          p.seed++;
        }
      rates[r] = 50 / (MAX (g_get_monotonic_time () - start, 1) / 1e6);
    }
  qsort (rates, G_N_ELEMENTS (rates), sizeof (double), compare_rate);
  if (best)
    *best = rates[G_N_ELEMENTS (rates) - 1];
  return rates[G_N_ELEMENTS (rates) / 2];
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* one round: levels a second by the wall clock, and in the process's CPU
   time (*cpu_rate: what the budget counts, and what other processes on a
   busy machine disturb least) */
static double
generator_levels_per_s (const NhsVariant *v,
                        NhsLevelKind      kind,
                        gboolean          invocation,
                        int               depth,
                        gint64            budget_us,
                        double           *cpu_rate)
{
  NhsLevelParams p = { .depth = depth, .seed = 1, .kind = kind, .variant = v,
                       .invocation = invocation };
  gint64 start = g_get_monotonic_time (), now;
  clock_t cpu_start = clock ();
  int n = 0;

  do
    {
      for (int i = 0; i < 100; i++)
        {
          nhs_level_free (nhs_level_generate (&p, NULL));
          p.seed++;
          n++;
        }
      now = g_get_monotonic_time ();
    }
  while (now - start < budget_us);
  *cpu_rate = n / (MAX ((double) (clock () - cpu_start), 1.0) / CLOCKS_PER_SEC);
  return n / ((now - start) / 1e6);
}

int
nhs_level_bench_generators (NhsLevelGeneratorSpeed *out,
                            int                     n)
{
  static const struct { NhsRegion region; int depth; const char *kind; gboolean invocation; }
  regions[] = {
    { NHS_REGION_DUNGEONS, 10, "rooms", FALSE },
    { NHS_REGION_MINES, 6, "mines", FALSE },
    { NHS_REGION_GEHENNOM, 35, "maze", FALSE },
    { NHS_REGION_GEHENNOM, 45, "invocation", TRUE },
    { NHS_REGION_ROGUE, 15, "rogue", FALSE },
    { NHS_REGION_COCYTUS, 31, "cocytus", FALSE },
    { NHS_REGION_ABYSS, 35, "abyss", FALSE },
  };
  int k = 0;

  for (int v = 0; v < NHS_N_VARIANTS && k < n; v++)
    for (guint r = 0; r < G_N_ELEMENTS (regions) && k < n; r++)
      {
        const NhsVariant *variant = nhs_variant_get ((NhsVariantId) v);
        NhsLevelRegionPlan plan;

        nhs_level_region_plan (variant, regions[r].region, &plan);
        if (plan.shown != NHS_LEVEL_SHOWN_MADE)
          continue;
        if (regions[r].invocation)
          {
            g_autofree char *refused = nhs_level_invocation_refusal (variant, plan.kind);

            if (refused)
              continue;
          }
        g_snprintf (out[k].name, sizeof out[k].name, "%s %s", variant->key, regions[r].kind);
        /* nine rounds of about 12 ms: the median, and the best round,
           which a busy machine disturbs least */
        {
          double rounds[9], cpu[9];

          for (guint i = 0; i < G_N_ELEMENTS (rounds); i++)
            rounds[i] = generator_levels_per_s (variant, plan.kind, regions[r].invocation,
                                                regions[r].depth, 12000, &cpu[i]);
          qsort (rounds, G_N_ELEMENTS (rounds), sizeof rounds[0], compare_doubles);
          qsort (cpu, G_N_ELEMENTS (cpu), sizeof cpu[0], compare_doubles);
          out[k].levels_per_s = rounds[G_N_ELEMENTS (rounds) / 2];
          out[k].levels_per_s_best = rounds[G_N_ELEMENTS (rounds) - 1];
          out[k].levels_per_s_cpu = cpu[G_N_ELEMENTS (cpu) / 2];
        }
        k++;
      }
  return k;
}
