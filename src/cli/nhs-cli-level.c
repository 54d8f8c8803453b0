/* nhs-cli-level.c: nhspawn-cli level / level-stats — sample levels made by
 * each version's own level generators, as maps and as statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-level.h"
#include "nhs-cli-common.h"
#include "nhs-cli-json.h"
#include "nhs-level-picker.h"
#include "nhs-error.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* level-stats: levels made between two looks at progress and Ctrl+C */
#define STATS_STEP 64

#define LEFT_OUT NHS_LEVEL_LEFT_OUT

static gboolean
parse_number (const char *option,
              const char *text,
              gint64      min,
              gint64      max,
              gint64     *out)
{
  char *end = NULL;
  gint64 v;

  if (!text || !*text)
    {
      nhs_cli_message ("nhspawn-cli: %s needs a number.\n", option);
      return FALSE;
    }
  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  if (errno || *end || v < min || v > max)
    {
      nhs_cli_message ("nhspawn-cli: %s must be a whole number from %" G_GINT64_FORMAT
                  " to %" G_GINT64_FORMAT ", not “%s”.\n", option, min, max, text);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static gboolean
parse_seed (const char *text,
            guint64    *out)
{
  if (!text || !*text)
    {
      nhs_cli_message ("nhspawn-cli: No seed given: give the first level's seed with --seed S.\n");
      return FALSE;
    }
  {
    g_autoptr (GError) error = NULL;

    if (!nhs_cli_parse_seed (text, out, &error))
      {
        nhs_cli_message ("nhspawn-cli: %s\n", error->message);
        return FALSE;
      }
  }
  return TRUE;
}

/* --variant: any version (default: the default version, 5.0.0, as every
   other command). */
static gboolean
parse_variant (const char        *key,
               const NhsVariant **out)
{
  *out = key ? nhs_variant_from_key (key) : nhs_variant_default ();
  if (*out != NULL)
    return TRUE;
  nhs_cli_message ("nhspawn-cli: Unknown game version “%s” for --variant: use %s.\n", key,
              nhs_variant_keys ());
  return FALSE;
}

static gboolean
parse_branch (const char     *text,
              NhsLevelBranch *out)
{
  static const struct { const char *key; NhsLevelBranch b; } keys[] = {
    { "auto", NHS_LEVEL_BRANCH_AUTO }, { "none", NHS_LEVEL_BRANCH_NONE },
    { "up", NHS_LEVEL_BRANCH_STAIRS_UP }, { "down", NHS_LEVEL_BRANCH_STAIRS_DOWN },
    { "portal", NHS_LEVEL_BRANCH_PORTAL },
  };

  *out = NHS_LEVEL_BRANCH_AUTO;
  if (!text)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (text, keys[i].key) == 0)
      {
        *out = keys[i].b;
        return TRUE;
      }
  nhs_cli_message ("nhspawn-cli: Unknown branch “%s”: use auto, none, up, down or portal.\n", text);
  return FALSE;
}

/* --region, or its synonym --kind (rooms: the Dungeons of Doom, maze:
   Gehennom, mines: the Gnomish Mines); both must agree. */
static gboolean
parse_region (const char *region_text,
              const char *kind_text,
              NhsRegion  *out)
{
  static const struct { const char *kind; NhsRegion region; } kinds[] = {
    { "rooms", NHS_REGION_DUNGEONS }, { "maze", NHS_REGION_GEHENNOM },
    { "mines", NHS_REGION_MINES },
  };
  NhsRegion from_kind = NHS_REGION_DUNGEONS;
  gboolean have_kind = FALSE;

  *out = NHS_REGION_DUNGEONS;
  if (kind_text)
    {
      for (guint i = 0; i < G_N_ELEMENTS (kinds) && !have_kind; i++)
        if (strcmp (kind_text, kinds[i].kind) == 0)
          {
            from_kind = kinds[i].region;
            have_kind = TRUE;
          }
      if (!have_kind)
        {
          nhs_cli_message ("nhspawn-cli: Unknown level kind “%s”: use rooms, maze or mines "
                      "(or --region).\n", kind_text);
          return FALSE;
        }
      *out = from_kind;
    }
  if (region_text)
    {
      if (!nhs_region_from_key (region_text, out))
        {
          nhs_cli_message ("nhspawn-cli: Unknown region “%s”: use %s.\n", region_text,
                      nhs_region_keys ());
          return FALSE;
        }
      if (have_kind && *out != from_kind)
        {
          nhs_cli_message ("nhspawn-cli: --kind %s means --region %s, not %s; give one of them.\n",
                      kind_text, nhs_region_info (from_kind)->key, region_text);
          return FALSE;
        }
    }
  return TRUE;
}

/* an object's properties (NHS_OPROP_*): an array of their keys */
static void
write_props (NhsJsonOut *o, guint props)
{
  nhs_json_out_begin_array (o);
  for (int k = 0; k < NHS_N_OPROPS; k++)
    if (props & (1u << k))
      nhs_json_out_string (o, nhs_level_oprop_key (1u << k));
  nhs_json_out_end_array (o);
}

static void
add_int (NhsJsonOut *o, const char *key, gint64 v)
{
  nhs_json_out_member (o, key);
  nhs_json_out_int (o, v);
}

static void
add_str (NhsJsonOut *o, const char *key, const char *v)
{
  nhs_json_out_member (o, key);
  nhs_json_out_string (o, v);
}

static void
add_bool (NhsJsonOut *o, const char *key, gboolean v)
{
  nhs_json_out_member (o, key);
  nhs_json_out_bool (o, v);
}

/* One level's object, written out at once (level --count N streams). */
static void
write_level (NhsJsonOut     *o,
             const NhsLevel *level)
{
  g_autofree char *text = nhs_level_to_text (level);
  g_auto (GStrv) rows = g_strsplit (text, "\n", -1);
  NhsLevelFigures f;
  int x, y, room;

  nhs_level_figures (level, &f);
  nhs_json_out_begin_object (o);
  add_int (o, "depth", nhs_level_get_depth (level));
  /* a level of rooms: above Medusa's (shops and Fort Ludios' portal only
     there), drawn at the dungeon model's chance */
  if (nhs_level_get_kind (level) == NHS_LEVEL_KIND_ROOMS
      || nhs_level_get_kind (level) == NHS_LEVEL_KIND_ROGUE)
    {
      g_autofree char *chance = nhs_level_above_medusa_chance (level);

      add_bool (o, "above_medusa", nhs_level_get_above_medusa (level));
      add_str (o, "above_medusa_chance", chance);
    }
  /* Seeds are unsigned 64-bit numbers and are written as such. */
  nhs_json_out_member (o, "seed");
  nhs_json_out_uint (o, nhs_level_get_seed (level));
  nhs_json_out_member (o, "map");
  nhs_json_out_begin_array (o);
  for (int i = 0; i < NHS_LEVEL_ROWS; i++)
    nhs_json_out_string (o, rows[i]);
  nhs_json_out_end_array (o);

  nhs_json_out_member (o, "rooms");
  nhs_json_out_begin_array (o);
  for (int i = 0; i < nhs_level_n_rooms (level); i++)
    {
      const NhsLevelRoom *r = nhs_level_room (level, i);

      nhs_json_out_begin_object (o);
      add_int (o, "lx", r->lx);
      add_int (o, "ly", r->ly);
      add_int (o, "hx", r->hx);
      add_int (o, "hy", r->hy);
      add_str (o, "type", nhs_level_room_type_name (r->type));
      if (r->type == NHS_ROOM_SHOP)
        add_str (o, "shop", nhs_level_shop_name (r->shop_kind));
      add_bool (o, "lit", r->lit);
      add_int (o, "doors", r->doorct);
      nhs_json_out_end_object (o);
    }
  nhs_json_out_end_array (o);

  nhs_json_out_member (o, "stairs");
  nhs_json_out_begin_object (o);
  for (int up = 1; up >= 0; up--)
    {
      nhs_json_out_member (o, up ? "up" : "down");
      if (nhs_level_get_stairs (level, up, &x, &y, &room))
        {
          nhs_json_out_begin_object (o);
          add_int (o, "x", x);
          add_int (o, "y", y);
          add_int (o, "room", room);
          nhs_json_out_end_object (o);
        }
      else
        nhs_json_out_string (o, NULL);
    }
  /* the branch's stairs or portal, apart from the level's own */
  nhs_json_out_member (o, "branch");
  if (nhs_level_get_branch (level, &x, &y))
    {
      const NhsSquare *s = nhs_level_square (level, x, y);

      nhs_json_out_begin_object (o);
      add_int (o, "x", x);
      add_int (o, "y", y);
      add_str (o, "kind", s->typ != NHS_SQ_STAIRS ? "portal"
                          : (s->flags & NHS_SQF_UP) ? "stairs up" : "stairs down");
      nhs_json_out_end_object (o);
    }
  else
    nhs_json_out_string (o, NULL);
  nhs_json_out_end_object (o);

  /* the invocation level's vibrating square (also among the traps from
     3.6 on) */
  if (nhs_level_invocation_square (level, &x, &y))
    {
      nhs_json_out_member (o, "vibrating_square");
      nhs_json_out_begin_object (o);
      add_int (o, "x", x);
      add_int (o, "y", y);
      nhs_json_out_end_object (o);
    }

  nhs_json_out_member (o, "traps");
  nhs_json_out_begin_array (o);
  for (x = 0; x < NHS_LEVEL_COLS; x++)
    for (y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        if (!s->trap)
          continue;
        nhs_json_out_begin_object (o);
        add_int (o, "x", x);
        add_int (o, "y", y);
        add_str (o, "type", nhs_level_trap_name (s->trap));
        add_str (o, "phase", nhs_level_phase_name (s->trap_phase));
        nhs_json_out_end_object (o);
      }
  nhs_json_out_end_array (o);

  /* the boulders made: a maze's (makemaz), EvilHack's Gehennom filler's
     rolling boulder traps' (mkroll_launch); one entry a boulder, so a
     square holding two is listed twice */
  nhs_json_out_member (o, "boulders");
  nhs_json_out_begin_array (o);
  for (x = 0; x < NHS_LEVEL_COLS; x++)
    for (y = 0; y < NHS_LEVEL_ROWS; y++)
      for (int b = nhs_level_boulders_at (level, x, y); b > 0; b--)
        {
          nhs_json_out_begin_object (o);
          add_int (o, "x", x);
          add_int (o, "y", y);
          nhs_json_out_end_object (o);
        }
  nhs_json_out_end_array (o);

  /* the objects a des file places (EvilHack's Gehennom filler) and the
     statue traps' statues */
  nhs_json_out_member (o, "objects");
  nhs_json_out_begin_array (o);
  for (int i = 0; i < nhs_level_n_objects (level); i++)
    {
      const NhsLevelObject *ob = nhs_level_object (level, i);
      char sym[2] = { ob->symbol, 0 };

      nhs_json_out_begin_object (o);
      add_int (o, "x", ob->x);
      add_int (o, "y", ob->y);
      add_str (o, "symbol", sym);
      add_str (o, "class", ob->class_key);
      add_str (o, "name", ob->name);
      add_str (o, "phase", nhs_level_phase_name (ob->phase));
      /* where the version draws materials: the object's, objclass.h's
         name in lower case */
      if (ob->material)
        {
          g_autofree char *mat = g_ascii_strdown (ob->material, -1);

          add_str (o, "material", mat);
        }
      /* where the version gives objects properties, the object's
         (nhs_level_oprop_key ()), when it has any */
      if (ob->props)
        {
          nhs_json_out_member (o, "properties");
          write_props (o, ob->props);
        }
      /* the same versions, a floor object's poison or taint, erosions
         (obj.h's oeroded and oeroded2, 1 to 3) and forged quality, each
         when it has one */
      if (ob->poisoned)
        add_bool (o, "poisoned", TRUE);
      if (ob->tainted)
        add_bool (o, "tainted", TRUE);
      if (ob->eroded)
        add_int (o, "eroded", ob->eroded);
      if (ob->eroded2)
        add_int (o, "eroded2", ob->eroded2);
      /* (mkobj_erosions ()'s erodeproofing and grease, likewise) */
      if (ob->erodeproof)
        add_bool (o, "erodeproof", TRUE);
      if (ob->greased)
        add_bool (o, "greased", TRUE);
      if (ob->quality != NHS_FQ_NORMAL)
        add_str (o, "quality", nhs_level_quality_key (ob->quality));
      /* a statue's contents: its items' names, or null where the version's
         rules for them are not modelled; with materials, each item's
         (null: its appearance's, which the game shuffles) */
      if (ob->contents_known != NHS_CONTENTS_NOT_SAID)
        {
          nhs_json_out_member (o, "contents");
          if (ob->contents_known == NHS_CONTENTS_KNOWN)
            {
              nhs_json_out_begin_array (o);
              for (int k = 0; k < ob->n_contents; k++)
                nhs_json_out_string (o, ob->contents[k]);
              nhs_json_out_end_array (o);
            }
          else
            nhs_json_out_string (o, NULL);
        }
      if (ob->contents_known == NHS_CONTENTS_KNOWN && ob->material)
        {
          nhs_json_out_member (o, "contents_materials");
          nhs_json_out_begin_array (o);
          for (int k = 0; k < ob->n_contents; k++)
            {
              g_autofree char *mat = ob->contents_materials[k]
                                     ? g_ascii_strdown (ob->contents_materials[k], -1) : NULL;

              nhs_json_out_string (o, mat);
            }
          nhs_json_out_end_array (o);
        }
      /* where the version makes artifacts, each item's artifact (null:
         none) */
      if (ob->contents_known == NHS_CONTENTS_KNOWN
          && nhs_level_get_variant (level)->artifacts != NHS_ARTIFACTS_NONE)
        {
          nhs_json_out_member (o, "contents_artifacts");
          nhs_json_out_begin_array (o);
          for (int k = 0; k < ob->n_contents; k++)
            nhs_json_out_string (o, ob->contents_artifacts[k]);
          nhs_json_out_end_array (o);
        }
      /* where the version makes artifacts, the object's own (null: none;
         a floor weapon's or armour's) */
      if (nhs_level_get_variant (level)->artifacts != NHS_ARTIFACTS_NONE)
        {
          nhs_json_out_member (o, "artifact");
          nhs_json_out_string (o, ob->artifact);
        }
      /* a statue's contents' properties, where one has any: for each
         content its array (empty: none) */
      if (ob->contents_known == NHS_CONTENTS_KNOWN)
        {
          gboolean any = FALSE;

          for (int k = 0; k < ob->n_contents; k++)
            any |= ob->contents_props[k] != 0;
          if (any)
            {
              nhs_json_out_member (o, "contents_properties");
              nhs_json_out_begin_array (o);
              for (int k = 0; k < ob->n_contents; k++)
                write_props (o, ob->contents_props[k]);
              nhs_json_out_end_array (o);
            }
        }
      /* its contents' forged qualities, where one has any: for each
         content its quality or null */
      if (ob->contents_known == NHS_CONTENTS_KNOWN)
        {
          gboolean any = FALSE;

          for (int k = 0; k < ob->n_contents; k++)
            any |= ob->contents_quality[k] != NHS_FQ_NORMAL;
          if (any)
            {
              nhs_json_out_member (o, "contents_quality");
              nhs_json_out_begin_array (o);
              for (int k = 0; k < ob->n_contents; k++)
                nhs_json_out_string (o, nhs_level_quality_key (ob->contents_quality[k]));
              nhs_json_out_end_array (o);
            }
        }
      /* its contents' state (EvilHack: poison, erosions, erodeproofing,
         grease), where one has any: for each content an object with the
         floor object's keys it has (empty: none) */
      if (ob->contents_known == NHS_CONTENTS_KNOWN)
        {
          gboolean any = FALSE;

          for (int k = 0; k < ob->n_contents; k++)
            {
              const NhsLevelItemState *st = &ob->contents_state[k];

              any |= st->poisoned || st->tainted || st->eroded || st->eroded2 || st->erodeproof
                     || st->greased;
            }
          if (any)
            {
              nhs_json_out_member (o, "contents_state");
              nhs_json_out_begin_array (o);
              for (int k = 0; k < ob->n_contents; k++)
                {
                  const NhsLevelItemState *st = &ob->contents_state[k];

                  nhs_json_out_begin_object (o);
                  if (st->poisoned)
                    add_bool (o, "poisoned", TRUE);
                  if (st->tainted)
                    add_bool (o, "tainted", TRUE);
                  if (st->eroded)
                    add_int (o, "eroded", st->eroded);
                  if (st->eroded2)
                    add_int (o, "eroded2", st->eroded2);
                  if (st->erodeproof)
                    add_bool (o, "erodeproof", TRUE);
                  if (st->greased)
                    add_bool (o, "greased", TRUE);
                  nhs_json_out_end_object (o);
                }
              nhs_json_out_end_array (o);
            }
        }
      nhs_json_out_end_object (o);
    }
  nhs_json_out_end_array (o);

  nhs_json_out_member (o, "monsters");
  nhs_json_out_begin_array (o);
  for (int i = 0; i < nhs_level_n_monsters (level); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, i);
      char sym[2] = { m->symbol, 0 };

      nhs_json_out_begin_object (o);
      add_int (o, "x", m->x);
      add_int (o, "y", m->y);
      add_str (o, "symbol", sym);
      add_str (o, "name", m->name);
      if (m->mindex >= 0)
        add_int (o, "index", m->mindex);
      add_str (o, "phase", nhs_level_phase_name (m->phase));
      add_bool (o, "asleep", m->asleep);
      /* what the hero sees and the game's log names: the shape it was made
         in (a vampire as a vampire bat), else the monster itself */
      {
        char fsym[2] = { nhs_level_monster_shown_symbol (m), 0 };

        nhs_json_out_member (o, "form");
        nhs_json_out_begin_object (o);
        add_str (o, "name", nhs_level_monster_shown_name (m));
        add_str (o, "symbol", fsym);
        if (m->form >= 0 || m->mindex >= 0)
          add_int (o, "index", m->form >= 0 ? m->form : m->mindex);
        nhs_json_out_end_object (o);
        add_bool (o, "disguised", m->form >= 0);
      }
      /* a steed: carried off the map by the monster at this index */
      if (m->rider >= 0)
        add_int (o, "ridden_by", m->rider);
      nhs_json_out_end_object (o);
    }
  nhs_json_out_end_array (o);

  nhs_json_out_member (o, "engravings");
  nhs_json_out_begin_array (o);
  for (int i = 0; i < nhs_level_n_engravings (level); i++)
    {
      const NhsLevelEngraving *e = nhs_level_engraving (level, i);

      nhs_json_out_begin_object (o);
      add_int (o, "x", e->x);
      add_int (o, "y", e->y);
      add_str (o, "kind", nhs_level_engraving_kind_name (e->kind));
      /* as the floor reads it; what the game engraved when it rubbed
         some of it out as it made it (makeniche ()) */
      add_str (o, "text", e->reads);
      if (strcmp (e->reads, e->text) != 0)
        add_str (o, "engraved", e->text);
      nhs_json_out_end_object (o);
    }
  nhs_json_out_end_array (o);

  if (nhs_level_rooms_themed (nhs_level_get_variant (level))
      || nhs_level_get_variant (level)->level_rooms == NHS_LEVEL_ROOMS_EVILHACK)
    {
      /* 5.0.0, xNetHack: which themed rooms and fills were made (the game's names) */
      nhs_json_out_member (o, "themed_rooms");
      nhs_json_out_begin_array (o);
      for (int i = 0; i < nhs_level_n_themed_rooms (level); i++)
        nhs_json_out_string (o, nhs_level_themed_room (level, i));
      nhs_json_out_end_array (o);
      nhs_json_out_member (o, "themed_fills");
      nhs_json_out_begin_array (o);
      for (int i = 0; i < nhs_level_n_themed_fills (level); i++)
        nhs_json_out_string (o, nhs_level_themed_fill (level, i));
      nhs_json_out_end_array (o);
    }

  nhs_json_out_member (o, "figures");
  nhs_json_out_begin_object (o);
  add_int (o, "rooms", f.rooms);
  add_int (o, "subrooms", f.subrooms);
  add_int (o, "doors", f.doors);
  add_int (o, "secret_doors", f.secret_doors);
  add_int (o, "iron_doors", f.iron_doors);
  add_int (o, "corridor_squares", f.corridor_squares);
  add_int (o, "secret_corridor_squares", f.secret_corridor_squares);
  add_int (o, "niches", f.niches);
  add_int (o, "traps", f.traps);
  add_int (o, "room_floor_area", f.room_floor_area);
  add_bool (o, "vault", f.vault);
  add_bool (o, "stairs_in_different_rooms", f.stairs_in_different_rooms);
  add_bool (o, "all_rooms_reachable", f.all_rooms_reachable);
  nhs_json_out_end_object (o);
  nhs_json_out_end_object (o);
}

char *
nhs_cli_level_to_json (const NhsLevel *level)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *mem = open_memstream (&buf, &len);
  NhsJsonOut *o;

  g_return_val_if_fail (mem != NULL, NULL);
  o = nhs_json_out_new (mem);
  write_level (o, level);
  nhs_json_out_finish (o);
  fclose (mem);
  return buf;
}

/* The options `level` and `level-stats` share: as given, then as parsed. */
typedef struct {
  char *depth_s;
  char *seed_s;
  char *count_s;
  char *format;
  char *variant;
  char *data;
  char *branch_s;
  char *xl_s;
  char *kind_s;
  char *region_s;
  gboolean amulet;
  gboolean invocation;
  gboolean beyond;             /* --beyond: a depth the region never has, made all the same */
  gboolean outside;            /* the depth is outside the region's range (so marked) */
  gint64 depth;
  gint64 count;
  guint64 seed;
  NhsLevelBranch branch;
  NhsLevelKind kind;
  NhsRegion region;
  const NhsVariant *v;
  NhsLevelPicker *picker;
  NhsMonsterSet *set;
} LevelArgs;

static GOptionContext *
level_context_new (LevelArgs  *args,
                   const char *parameter_string,
                   const char *count_help,
                   const char *format_help)
{
  GOptionContext *context = g_option_context_new (parameter_string);
  GOptionEntry entries[] = {
    { "depth", 0, 0, G_OPTION_ARG_STRING, &args->depth_s, "Dungeon depth (1 to 63: SLASH'EM's Gehennom goes that deep)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args->seed_s, "Seed of the first level", "S" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &args->count_s, count_help, "N" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &args->format, format_help, "FORMAT" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &args->variant, nhs_variant_option_help (), "V" },
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &args->data,
      "The level's monsters from this monster data file instead of the bundled one", "FILE" },
    { "amulet", 0, 0, G_OPTION_ARG_NONE, &args->amulet, "The hero carries the Amulet", NULL },
    { "branch", 0, 0, G_OPTION_ARG_STRING, &args->branch_s,
      "Branch stairs or portal on the level: auto (as the version's dungeon: level 1 up to the Planes; 2-4 Mines 1/3; 6-10 Sokoban; 11-16 Quest portal; SLASH'EM: Sokoban 8-10, Grund's Stronghold 12-13, four Quest portals 15-19, its branches below 20; EvilHack: also Goblin Town's portal 2-3 1/2 and the Ice Queen's portal 20-27), none, up, down, portal (EvilHack 20-27: the Ice Queen's, the only portal there, so the level lies above Medusa; up and down are refused there, where the game has no branch stairs); a Gehennom filler takes the branches its version's fillers hold (Vlad's Tower's stairs, EvilHack's Vecna portal, xNetHack's four ways; 3.7's and 5.0.0's auto or none: not modelled), the Mines' filler auto or none, xNetHack's Cocytus auto or up, its Abyss auto, up (the first level) or down (the second)", "B" },
    { "xl", 0, 0, G_OPTION_ARG_STRING, &args->xl_s, "The hero's experience level for the level's monsters (default 1)", "N" },
    { "region", 0, 0, G_OPTION_ARG_STRING, &args->region_s,
      "Where the level is (default dungeons): dungeons (an ordinary room-and-corridor level), mines (a Gnomish Mines filler level), gehennom (a Gehennom filler level), rogue (NetHack's Rogue level), xNetHack's cocytus and abyss (their filler levels); a fixed-map region is refused with the names of its maps, one made from level files not modelled with a sentence saying so", "R" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &args->kind_s,
      "Synonym of --region: rooms (dungeons), maze (gehennom) or mines", "K" },
    { "beyond", 0, 0, G_OPTION_ARG_NONE, &args->beyond,
      "Make the level even at a depth the region never has in the version (for validating the generator); the output says so: \"outside_region\": true in JSON, a note on stderr with text", NULL },
    { "invocation", 0, 0, G_OPTION_ARG_NONE, &args->invocation,
      "With --region gehennom: the invocation level (Gehennom's last but one), the vibrating square's place instead of the down stairs", NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  return context;
}

/* Parses the command line and the options both commands read alike (all but
   --format and --xl); says what is wrong and returns FALSE. `missing` is the
   sentence for a missing --depth (or, with `require_count`, --count). */
static gboolean
level_args_parse (LevelArgs       *args,
                  GOptionContext  *context,
                  int             *argc,
                  char          ***argv,
                  gboolean         require_count,
                  const char      *missing,
                  gint64           max_count)
{
  NhsLevelRegionPlan plan;

  if (!nhs_cli_parse (context, argc, argv) || !parse_variant (args->variant, &args->v)
      || !parse_region (args->region_s, args->kind_s, &args->region))
    return FALSE;
  /* the table in use (--data's sets the version when --variant is left out) */
  {
    g_autoptr (GError) error = NULL;

    args->set = nhs_cli_load_table (args->data, args->variant != NULL, &args->v, &error);
    if (args->set == NULL)
      {
        nhs_cli_message ("nhspawn-cli: %s\n", error->message);
        return FALSE;
      }
  }
  /* the level the region holds in this version: made here, or refused by
     naming what the game puts there */
  nhs_level_region_plan (args->v, args->region, &plan);
  if (plan.shown != NHS_LEVEL_SHOWN_MADE)
    {
      g_autofree char *why = nhs_level_region_sentence (args->v, &plan);

      nhs_cli_message ("nhspawn-cli: %s\n", why);
      return FALSE;
    }
  args->kind = plan.kind;
  if (args->invocation)
    {
      g_autofree char *why = nhs_level_invocation_refusal (args->v, args->kind);

      if (why)
        {
          nhs_cli_message ("nhspawn-cli: %s\n", why);
          return FALSE;
        }
    }
  if (!args->depth_s || (require_count && !args->count_s))
    {
      nhs_cli_message ("nhspawn-cli: %s\n", missing);
      return FALSE;
    }
  if (!parse_number ("--depth", args->depth_s, 1, NHS_DEPTH_MAX, &args->depth)
      || !parse_seed (args->seed_s, &args->seed)
      || !parse_branch (args->branch_s, &args->branch)
      || (args->count_s && !parse_number ("--count", args->count_s, 1, max_count, &args->count)))
    return FALSE;
  /* the region's depths, as the window's depth slider and export level
     have them (nhs_situation_depth_range ()); beyond them only when asked */
  {
    g_autoptr (GError) error = NULL;
    NhsSituation sit;
    int lo, hi;

    nhs_situation_init (&sit);
    sit.variant = args->v->id;
    sit.region = args->region;
    sit.depth = (int) args->depth;
    sit.amulet = args->amulet;
    args->outside = nhs_situation_depth_range (&sit, &lo, &hi)
                    && (args->depth < lo || args->depth > hi);
    if (args->outside && !args->beyond && !nhs_situation_check_depth (&sit, &error))
      {
        nhs_cli_error_drop_difficulty_hint (&error);
        /* the sentence's full stop gives way to how to ask for it anyway */
        if (g_str_has_suffix (error->message, "."))
          error->message[strlen (error->message) - 1] = '\0';
        nhs_cli_message ("nhspawn-cli: %s; --beyond makes a level there all the same, marked as "
                         "outside the region.\n", error->message);
        return FALSE;
      }
    if (args->outside && !args->beyond)
      {
        nhs_cli_message ("nhspawn-cli: Depth %" G_GINT64_FORMAT " is outside the region's "
                         "depths, %d to %d; --beyond makes a level there all the same.\n",
                         args->depth, lo, hi);
        return FALSE;
      }
  }
  /* The levels are seeded S, S+1, ...: the last seed must not wrap past
     the largest 64-bit number back to 0. */
  if (args->count > 1 && args->seed > G_MAXUINT64 - (guint64) (args->count - 1))
    {
      nhs_cli_message ("nhspawn-cli: --seed %" G_GUINT64_FORMAT " with --count %" G_GINT64_FORMAT
                  " would go past the largest seed, %" G_GUINT64_FORMAT "; give a smaller --seed or --count.\n",
                  args->seed, args->count, G_MAXUINT64);
      return FALSE;
    }
  return TRUE;
}

/* The level's monsters come from the core's distributions of the chosen
   version for a hero of experience level --xl in the level's region at the
   level's depth. */
static gboolean
level_args_make_picker (LevelArgs *args)
{
  g_autoptr (GError) error = NULL;
  NhsSituation sit;
  gint64 xl = 1;

  if (args->xl_s && !parse_number ("--xl", args->xl_s, 1, 30, &xl))
    return FALSE;
  nhs_situation_init (&sit);
  sit.variant = args->v->id;
  sit.xl = (int) xl;
  sit.region = args->region;
  args->picker = nhs_level_picker_new (args->set, &sit, (int) args->depth, &error);
  if (args->picker == NULL)
    {
      nhs_cli_message ("nhspawn-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

/* The parameters of the `offset`th level after the first, monsters included. */
static void
level_args_install (LevelArgs      *args,
                    guint64         offset,
                    NhsLevelParams *p)
{
  *p = (NhsLevelParams) { 0 };
  p->depth = (int) args->depth;
  p->seed = args->seed + offset;
  p->amulet = args->amulet;
  p->branch = args->branch;
  p->kind = args->kind;
  p->invocation = args->invocation;
  p->variant = args->v;
  nhs_level_picker_install (args->picker, p);
}

/* The one sentence of interrupted work; `after` ends it. */
static int
report_interrupted (gint64      done,
                    gint64      total,
                    const char *after)
{
  nhs_cli_message ("nhspawn-cli: Interrupted after %" G_GINT64_FORMAT " of %" G_GINT64_FORMAT
                   " levels; %s\n", done, total, after);
  return NHS_CLI_EXIT_INTERRUPTED;
}

static void
level_args_clear (LevelArgs *args)
{
  g_free (args->depth_s);
  g_free (args->seed_s);
  g_free (args->count_s);
  g_free (args->format);
  g_free (args->variant);
  g_free (args->data);
  g_free (args->branch_s);
  g_free (args->kind_s);
  g_free (args->region_s);
  g_free (args->xl_s);
  g_clear_pointer (&args->picker, nhs_level_picker_free);
  g_clear_pointer (&args->set, nhs_monster_set_unref);
}

int
nhs_cli_level_main (int    argc,
                    char **argv)
{
  LevelArgs args = { .count = 1 };
  GOptionContext *context = level_context_new (&args,
                                               "- sample levels from the modelled level generator",
                                               "How many levels, seeded S, S+1, ... (default 1)",
                                               "text (default) or json");
  gboolean json = FALSE, write_failed = FALSE;
  int status = NHS_CLI_EXIT_OK;
  NhsJsonOut *o = NULL;
  NhsCliProgress progress;
  FILE *stream;

  {
    g_autofree char *summary = g_strdup_printf ("Prints the 80x21 map as NetHack draws it, one map "
                                                "per level.\nLeft out: %s.\n%s", LEFT_OUT,
                                                nhs_level_hero_words ());

    g_option_context_set_summary (context, summary);
  }
  if (!level_args_parse (&args, context, &argc, &argv, FALSE,
                         "No depth given: give the dungeon depth with --depth N.", 100000))
    {
      status = NHS_CLI_EXIT_USAGE;
      goto out;
    }
  if (args.format && strcmp (args.format, "json") == 0)
    json = TRUE;
  else if (args.format && strcmp (args.format, "text") != 0)
    {
      nhs_cli_message ("nhspawn-cli: Unknown format “%s” for level: use text or json.\n", args.format);
      status = NHS_CLI_EXIT_USAGE;
      goto out;
    }
  if (!level_args_make_picker (&args))
    {
      status = NHS_CLI_EXIT_USAGE;
      goto out;
    }
  if (args.outside && !json)
    nhs_cli_message ("nhspawn-cli: Depth %" G_GINT64_FORMAT " lies outside %s's depths in %s; "
                     "made as asked with --beyond.\n", args.depth,
                     nhs_region_place (nhs_region_info_in (args.v->id, args.region)),
                     args.v->display_name);

  /* Each level is written as soon as it is made: memory stays flat
     however large --count is. */
  stream = nhs_cli_get_dry_run () ? NULL : stdout;
  if (json)
    {
      o = nhs_json_out_new (stream);
      nhs_json_out_begin_object (o);
      add_str (o, "variant", args.v->key);
      add_str (o, "region", nhs_region_info (args.region)->key);
      add_int (o, "depth", args.depth);
      if (args.kind == NHS_LEVEL_KIND_MAZE)
        add_str (o, "kind", "maze");
      else if (args.kind == NHS_LEVEL_KIND_MINES)
        add_str (o, "kind", "mines");
      else if (args.kind == NHS_LEVEL_KIND_ROGUE)
        add_str (o, "kind", "rogue");
      else if (args.kind == NHS_LEVEL_KIND_COCYTUS)
        add_str (o, "kind", "cocytus");
      else if (args.kind == NHS_LEVEL_KIND_ABYSS)
        add_str (o, "kind", "abyss");
      if (args.invocation)
        add_bool (o, "invocation", TRUE);
      if (args.outside)
        add_bool (o, "outside_region", TRUE);
      add_str (o, "left_out", LEFT_OUT);
      add_str (o, "hero", nhs_level_hero_words ());
      nhs_json_out_member (o, "levels");
      nhs_json_out_begin_array (o);
    }

  nhs_cli_catch_interrupts ();
  nhs_cli_progress_init (&progress, args.count);
  for (gint64 i = 0; i < args.count; i++)
    {
      NhsLevelParams p;
      NhsLevel *level;
      GError *error = NULL;

      level_args_install (&args, (guint64) i, &p);
      level = nhs_level_generate (&p, &error);
      if (!level)
        {
          nhs_cli_message ("nhspawn-cli: %s\n", error->message);
          g_error_free (error);
          status = NHS_CLI_EXIT_USAGE;
          goto out;
        }
      if (json)
        write_level (o, level);
      else if (stream)
        {
          g_autofree char *map = nhs_level_to_text (level);
          /* under the map, the Level page's sentence on whether the level
             was drawn above Medusa's (none where every level at the depth
             lies on one side) */
          g_autofree char *medusa = nhs_level_above_medusa_words (level, NULL);
          /* then the Level page's sentence on its engravings */
          g_autofree char *engravings = nhs_level_engravings_words (level, NULL);

          if ((i > 0 && fputc ('\n', stream) == EOF) || fputs (map, stream) == EOF
              || (medusa && fprintf (stream, "%s\n", medusa) < 0)
              || (engravings && fprintf (stream, "%s\n", engravings) < 0))
            write_failed = TRUE;
        }
      nhs_level_free (level);
      if (write_failed || (stream && ferror (stream)))
        break;
      nhs_cli_progress_update (&progress, i + 1);
      if (nhs_cli_interrupted ())
        {
          /* What was written stays written (levels stream out as they are
             made); JSON is left unclosed, so no reader takes it whole. */
          nhs_cli_progress_end (&progress);
          if (stream)
            fflush (stream);
          status = report_interrupted (i + 1, args.count,
                                       stream ? "the output is incomplete." : "nothing was written.");
          goto out;
        }
    }
  nhs_cli_progress_end (&progress);

  if (json)
    {
      nhs_json_out_end_array (o);
      nhs_json_out_end_object (o);
      write_failed = !nhs_json_out_finish (g_steal_pointer (&o)) || write_failed;
    }
  else if (stream && fflush (stream) != 0)
    write_failed = TRUE;
  if (write_failed || (stream && ferror (stream)))
    {
      nhs_cli_message ("nhspawn-cli: Could not write the output: %s.\n", g_strerror (errno));
      status = NHS_CLI_EXIT_FAILURE;
    }

out:
  if (o)
    nhs_json_out_finish (o);
  level_args_clear (&args);
  g_option_context_free (context);
  return status;
}

int
nhs_cli_level_stats_main (int    argc,
                          char **argv)
{
  LevelArgs args = { 0 };
  GOptionContext *context = level_context_new (&args,
                                               "- statistics over many levels from the modelled level generator",
                                               "How many levels, seeded S, S+1, ...",
                                               "json (default)");
  int status = NHS_CLI_EXIT_OK;
  NhsLevelStats *stats = NULL;
  NhsCliProgress progress;
  NhsLevelParams p;
  GError *error = NULL;
  char *out;

  g_option_context_set_summary (context, nhs_level_hero_words ());
  if (!level_args_parse (&args, context, &argc, &argv, TRUE,
                         "No depth or count given: give the depth and how many levels with "
                         "--depth N --count N.", 10000000))
    {
      status = NHS_CLI_EXIT_USAGE;
      goto done;
    }
  if (args.format && strcmp (args.format, "json") != 0)
    {
      nhs_cli_message ("nhspawn-cli: Unknown format “%s” for level-stats: use json.\n", args.format);
      status = NHS_CLI_EXIT_USAGE;
      goto done;
    }
  /* rooms-and-corridors levels (the Rogue level's too) report rooms, doors
     and corridors; a filler level (the Mines', Gehennom's, the invocation
     level) its terrain, traps by kind and stairs (nhs_level_stats_to_json) */
  if (!level_args_make_picker (&args))
    {
      status = NHS_CLI_EXIT_USAGE;
      goto done;
    }
  /* In steps of 64 levels, between which progress is shown and Ctrl+C
     heard; the figures are built whole before anything is printed, so an
     interrupted run prints none. */
  nhs_cli_catch_interrupts ();
  nhs_cli_progress_init (&progress, args.count);
  stats = nhs_level_stats_new ((int) args.depth);
  for (gint64 done = 0; done < args.count; done += STATS_STEP)
    {
      level_args_install (&args, (guint64) done, &p);
      if (!nhs_level_stats_run (stats, &p, (int) MIN (STATS_STEP, args.count - done), &error))
        {
          nhs_cli_progress_end (&progress);
          nhs_cli_message ("nhspawn-cli: %s\n", error->message);
          g_error_free (error);
          status = NHS_CLI_EXIT_USAGE;
          goto done;
        }
      nhs_cli_progress_update (&progress, MIN (done + STATS_STEP, args.count));
      if (nhs_cli_interrupted ())
        {
          nhs_cli_progress_end (&progress);
          status = report_interrupted (MIN (done + STATS_STEP, args.count), args.count,
                                       "nothing was written.");
          goto done;
        }
    }
  nhs_cli_progress_end (&progress);
  out = nhs_level_stats_to_json (stats);
  {
    /* a depth the region never has, made with --beyond: said first */
    char *with_nl = args.outside && out[0] == '{'
                    ? g_strconcat ("{\n  \"outside_region\" : true,", out + 1, "\n", NULL)
                    : g_strconcat (out, "\n", NULL);

    status = nhs_cli_print (with_nl);
    g_free (with_nl);
  }
  g_free (out);

done:
  if (stats)
    nhs_level_stats_free (stats);
  level_args_clear (&args);
  g_option_context_free (context);
  return status;
}
