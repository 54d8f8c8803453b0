/* nhs-cli-level.c: nhspawn-cli level / level-stats — sample levels made by
 * NetHack 3.6.7's own level generator, as maps and as statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-cli-level.h"
#include "nhs-level-picker.h"
#include "nhs-error.h"

#include <errno.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXIT_USAGE 2
#define EXIT_FAIL 1

#define LEFT_OUT "objects and gold are not generated"

static gboolean
parse_options (GOptionContext *context,
               int            *argc,
               char         ***argv)
{
  GError *error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("nhspawn-cli: %s.\n", error->message);
      g_error_free (error);
      return FALSE;
    }
  if (*argc > 1)
    {
      g_printerr ("nhspawn-cli: unexpected argument “%s”.\n", (*argv)[1]);
      return FALSE;
    }
  return TRUE;
}

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
      g_printerr ("nhspawn-cli: %s needs a number.\n", option);
      return FALSE;
    }
  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  if (errno || *end || v < min || v > max)
    {
      g_printerr ("nhspawn-cli: %s must be a whole number from %" G_GINT64_FORMAT
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
  char *end = NULL;

  if (!text || !*text)
    {
      g_printerr ("nhspawn-cli: give the first level's seed with --seed S.\n");
      return FALSE;
    }
  errno = 0;
  *out = g_ascii_strtoull (text, &end, 10);
  if (errno || *end || text[0] == '-')
    {
      g_printerr ("nhspawn-cli: --seed must be a whole number from 0 to %" G_GUINT64_FORMAT
                  ", not “%s”.\n", G_MAXUINT64, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_variant (const char *variant)
{
  if (!variant || strcmp (variant, "3.6.7") == 0 || g_ascii_strcasecmp (variant, "nethack-3.6.7") == 0)
    return TRUE;
  if (strcmp (variant, "3.4.3") == 0 || strcmp (variant, "3.7") == 0
      || g_ascii_strcasecmp (variant, "slashem") == 0)
    g_printerr ("nhspawn-cli: the sample level follows NetHack 3.6.7's generator only; "
                "--variant %s is not supported yet.\n", variant);
  else
    g_printerr ("nhspawn-cli: unknown variant “%s”: use 3.6.7.\n", variant);
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
  g_printerr ("nhspawn-cli: unknown branch “%s”: use auto, none, up, down or portal.\n", text);
  return FALSE;
}

static int
print_all (const char *text)
{
  size_t len = strlen (text);

  if (fwrite (text, 1, len, stdout) != len || fflush (stdout) != 0)
    {
      g_printerr ("nhspawn-cli: could not write the output: %s.\n", g_strerror (errno));
      return EXIT_FAIL;
    }
  return 0;
}

static void
add_int (JsonBuilder *b, const char *key, gint64 v)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, v);
}

static void
add_str (JsonBuilder *b, const char *key, const char *v)
{
  json_builder_set_member_name (b, key);
  if (v)
    json_builder_add_string_value (b, v);
  else
    json_builder_add_null_value (b);
}

static void
build_level (JsonBuilder    *b,
             const NhsLevel *level)
{
  g_autofree char *text = nhs_level_to_text (level);
  g_auto (GStrv) rows = g_strsplit (text, "\n", -1);
  NhsLevelFigures f;
  int x, y, room;

  nhs_level_figures (level, &f);
  json_builder_begin_object (b);
  add_int (b, "depth", nhs_level_get_depth (level));
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) nhs_level_get_seed (level));
  json_builder_set_member_name (b, "map");
  json_builder_begin_array (b);
  for (int i = 0; i < NHS_LEVEL_ROWS; i++)
    json_builder_add_string_value (b, rows[i]);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "rooms");
  json_builder_begin_array (b);
  for (int i = 0; i < nhs_level_n_rooms (level); i++)
    {
      const NhsLevelRoom *r = nhs_level_room (level, i);

      json_builder_begin_object (b);
      add_int (b, "lx", r->lx);
      add_int (b, "ly", r->ly);
      add_int (b, "hx", r->hx);
      add_int (b, "hy", r->hy);
      add_str (b, "type", nhs_level_room_type_name (r->type));
      if (r->type == NHS_ROOM_SHOP)
        add_str (b, "shop", nhs_level_shop_name (r->shop_kind));
      json_builder_set_member_name (b, "lit");
      json_builder_add_boolean_value (b, r->lit);
      add_int (b, "doors", r->doorct);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "stairs");
  json_builder_begin_object (b);
  for (int up = 1; up >= 0; up--)
    {
      json_builder_set_member_name (b, up ? "up" : "down");
      if (nhs_level_get_stairs (level, up, &x, &y, &room))
        {
          json_builder_begin_object (b);
          add_int (b, "x", x);
          add_int (b, "y", y);
          add_int (b, "room", room);
          json_builder_end_object (b);
        }
      else
        json_builder_add_null_value (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "traps");
  json_builder_begin_array (b);
  for (x = 0; x < NHS_LEVEL_COLS; x++)
    for (y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        if (!s->trap)
          continue;
        json_builder_begin_object (b);
        add_int (b, "x", x);
        add_int (b, "y", y);
        add_str (b, "type", nhs_level_trap_name (s->trap));
        add_str (b, "phase", nhs_level_phase_name (s->trap_phase));
        json_builder_end_object (b);
      }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "monsters");
  json_builder_begin_array (b);
  for (int i = 0; i < nhs_level_n_monsters (level); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, i);
      char sym[2] = { m->symbol, 0 };

      json_builder_begin_object (b);
      add_int (b, "x", m->x);
      add_int (b, "y", m->y);
      add_str (b, "symbol", sym);
      add_str (b, "name", m->name);
      if (m->mindex >= 0)
        add_int (b, "index", m->mindex);
      add_str (b, "phase", nhs_level_phase_name (m->phase));
      json_builder_set_member_name (b, "asleep");
      json_builder_add_boolean_value (b, m->asleep);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "engravings");
  json_builder_begin_array (b);
  for (int i = 0; i < nhs_level_n_engravings (level); i++)
    {
      const NhsLevelEngraving *e = nhs_level_engraving (level, i);

      json_builder_begin_object (b);
      add_int (b, "x", e->x);
      add_int (b, "y", e->y);
      add_str (b, "text", e->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "figures");
  json_builder_begin_object (b);
  add_int (b, "rooms", f.rooms);
  add_int (b, "doors", f.doors);
  add_int (b, "secret_doors", f.secret_doors);
  add_int (b, "corridor_squares", f.corridor_squares);
  add_int (b, "secret_corridor_squares", f.secret_corridor_squares);
  add_int (b, "niches", f.niches);
  add_int (b, "traps", f.traps);
  add_int (b, "room_floor_area", f.room_floor_area);
  json_builder_set_member_name (b, "vault");
  json_builder_add_boolean_value (b, f.vault);
  json_builder_set_member_name (b, "stairs_in_different_rooms");
  json_builder_add_boolean_value (b, f.stairs_in_different_rooms);
  json_builder_set_member_name (b, "all_rooms_reachable");
  json_builder_add_boolean_value (b, f.all_rooms_reachable);
  json_builder_end_object (b);
  json_builder_end_object (b);
}

static char *
builder_to_string (JsonBuilder *b)
{
  JsonNode *root = json_builder_get_root (b);
  JsonGenerator *gen = json_generator_new ();
  char *out, *with_nl;

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, root);
  out = json_generator_to_data (gen, NULL);
  with_nl = g_strconcat (out, "\n", NULL);
  g_free (out);
  json_node_unref (root);
  g_object_unref (gen);
  return with_nl;
}

char *
nhs_cli_level_to_json (const NhsLevel *level)
{
  JsonBuilder *b = json_builder_new ();
  char *out;

  build_level (b, level);
  out = builder_to_string (b);
  g_object_unref (b);
  return out;
}

/* The level's monsters come from the core's distributions for a hero of
   experience level `xl` in the Dungeons of Doom at the level's depth. */
static NhsLevelPicker *
make_picker (int          depth,
             const char  *xl_s,
             NhsMonsterSet **set_out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMonsterSet) set = NULL;
  NhsSituation sit;
  gint64 xl = 1;
  NhsLevelPicker *picker;

  if (xl_s && !parse_number ("--xl", xl_s, 1, 30, &xl))
    return NULL;
  set = nhs_monster_set_load_variant ("3.6.7", &error);
  if (set == NULL)
    {
      g_printerr ("nhspawn-cli: %s\n", error->message);
      return NULL;
    }
  nhs_situation_init (&sit);
  sit.xl = (int) xl;
  picker = nhs_level_picker_new (set, &sit, depth, &error);
  if (picker == NULL)
    {
      g_printerr ("nhspawn-cli: %s\n", error->message);
      return NULL;
    }
  *set_out = g_steal_pointer (&set);
  return picker;
}

int
nhs_cli_level_main (int    argc,
                    char **argv)
{
  GOptionContext *context = g_option_context_new ("- sample levels from NetHack 3.6.7's level generator");
  char *depth_s = NULL, *seed_s = NULL, *count_s = NULL, *format = NULL, *variant = NULL;
  gboolean amulet = FALSE;
  char *branch_s = NULL;
  char *xl_s = NULL;
  NhsLevelBranch branch = NHS_LEVEL_BRANCH_AUTO;
  GOptionEntry entries[] = {
    { "depth", 0, 0, G_OPTION_ARG_STRING, &depth_s, "dungeon depth (1 to 60)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_s, "seed of the first level", "S" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &count_s, "how many levels, seeded S, S+1, ... (default 1)", "N" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, "text (default) or json", "FORMAT" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, "game version (3.6.7)", "V" },
    { "amulet", 0, 0, G_OPTION_ARG_NONE, &amulet, "the hero carries the Amulet", NULL },
    { "branch", 0, 0, G_OPTION_ARG_STRING, &branch_s,
      "branch stairs or portal on the level: auto (as the game's dungeon: level 1 up to the Planes; 2-4 Mines 1/3; 6-10 Sokoban; 11-16 Quest portal), none, up, down, portal", "B" },
    { "xl", 0, 0, G_OPTION_ARG_STRING, &xl_s, "hero's experience level for the level's monsters (default 1)", "N" },
    { NULL }
  };
  NhsLevelPicker *picker = NULL;
  NhsMonsterSet *set = NULL;
  gint64 depth = 0, count = 1;
  guint64 seed = 0;
  gboolean json = FALSE;
  int status = 0;
  GString *text = NULL;
  JsonBuilder *b = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_summary (context,
                                "Prints the 80x21 map as NetHack draws it, one map per level.\n"
                                "Left out: " LEFT_OUT ".");
  if (!parse_options (context, &argc, &argv))
    {
      status = EXIT_USAGE;
      goto out;
    }
  if (!check_variant (variant))
    {
      status = EXIT_USAGE;
      goto out;
    }
  if (!depth_s)
    {
      g_printerr ("nhspawn-cli: give the dungeon depth with --depth N.\n");
      status = EXIT_USAGE;
      goto out;
    }
  if (!parse_number ("--depth", depth_s, 1, 60, &depth) || !parse_seed (seed_s, &seed)
      || !parse_branch (branch_s, &branch)
      || (count_s && !parse_number ("--count", count_s, 1, 100000, &count)))
    {
      status = EXIT_USAGE;
      goto out;
    }
  if (format && strcmp (format, "json") == 0)
    json = TRUE;
  else if (format && strcmp (format, "text") != 0)
    {
      g_printerr ("nhspawn-cli: unknown format “%s” for level: use text or json.\n", format);
      status = EXIT_USAGE;
      goto out;
    }
  picker = make_picker ((int) depth, xl_s, &set);
  if (picker == NULL)
    {
      status = EXIT_USAGE;
      goto out;
    }

  if (json)
    {
      b = json_builder_new ();
      json_builder_begin_object (b);
      add_str (b, "variant", "3.6.7");
      add_int (b, "depth", depth);
      add_str (b, "left_out", LEFT_OUT);
      json_builder_set_member_name (b, "levels");
      json_builder_begin_array (b);
    }
  else
    text = g_string_new (NULL);

  for (gint64 i = 0; i < count; i++)
    {
      NhsLevelParams p = { 0 };
      NhsLevel *level;
      GError *error = NULL;

      p.depth = (int) depth;
      p.seed = seed + (guint64) i;
      p.amulet = amulet;
      p.branch = branch;
      nhs_level_picker_install (picker, &p);
      level = nhs_level_generate (&p, &error);
      if (!level)
        {
          g_printerr ("nhspawn-cli: %s\n", error->message);
          g_error_free (error);
          status = EXIT_USAGE;
          goto out;
        }
      if (json)
        build_level (b, level);
      else
        {
          char *map = nhs_level_to_text (level);

          if (i > 0)
            g_string_append_c (text, '\n');
          g_string_append (text, map);
          g_free (map);
        }
      nhs_level_free (level);
    }

  if (json)
    {
      char *out;

      json_builder_end_array (b);
      json_builder_end_object (b);
      out = builder_to_string (b);
      status = print_all (out);
      g_free (out);
    }
  else
    status = print_all (text->str);

out:
  if (text)
    g_string_free (text, TRUE);
  if (b)
    g_object_unref (b);
  g_free (depth_s);
  g_free (seed_s);
  g_free (count_s);
  g_free (format);
  g_free (variant);
  g_free (branch_s);
  g_free (xl_s);
  g_clear_pointer (&picker, nhs_level_picker_free);
  g_clear_pointer (&set, nhs_monster_set_unref);
  g_option_context_free (context);
  return status;
}

int
nhs_cli_level_stats_main (int    argc,
                          char **argv)
{
  GOptionContext *context = g_option_context_new ("- statistics over many levels from NetHack 3.6.7's generator");
  char *depth_s = NULL, *seed_s = NULL, *count_s = NULL, *format = NULL, *variant = NULL;
  gboolean amulet = FALSE;
  char *branch_s = NULL;
  char *xl_s = NULL;
  NhsLevelBranch branch = NHS_LEVEL_BRANCH_AUTO;
  GOptionEntry entries[] = {
    { "depth", 0, 0, G_OPTION_ARG_STRING, &depth_s, "dungeon depth (1 to 60)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_s, "seed of the first level", "S" },
    { "count", 0, 0, G_OPTION_ARG_STRING, &count_s, "how many levels, seeded S, S+1, ...", "N" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, "json (default)", "FORMAT" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, "game version (3.6.7)", "V" },
    { "amulet", 0, 0, G_OPTION_ARG_NONE, &amulet, "the hero carries the Amulet", NULL },
    { "branch", 0, 0, G_OPTION_ARG_STRING, &branch_s,
      "branch stairs or portal on the level: auto (as the game's dungeon: level 1 up to the Planes; 2-4 Mines 1/3; 6-10 Sokoban; 11-16 Quest portal), none, up, down, portal", "B" },
    { "xl", 0, 0, G_OPTION_ARG_STRING, &xl_s, "hero's experience level for the level's monsters (default 1)", "N" },
    { NULL }
  };
  NhsLevelPicker *picker = NULL;
  NhsMonsterSet *set = NULL;
  gint64 depth = 0, count = 0;
  guint64 seed = 0;
  int status = 0;
  NhsLevelStats *stats = NULL;
  NhsLevelParams p = { 0 };
  GError *error = NULL;
  char *out;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!parse_options (context, &argc, &argv) || !check_variant (variant))
    {
      status = EXIT_USAGE;
      goto done;
    }
  if (!depth_s || !count_s)
    {
      g_printerr ("nhspawn-cli: give the depth and how many levels with --depth N --count N.\n");
      status = EXIT_USAGE;
      goto done;
    }
  if (!parse_number ("--depth", depth_s, 1, 60, &depth) || !parse_seed (seed_s, &seed)
      || !parse_branch (branch_s, &branch)
      || !parse_number ("--count", count_s, 1, 10000000, &count))
    {
      status = EXIT_USAGE;
      goto done;
    }
  if (format && strcmp (format, "json") != 0)
    {
      g_printerr ("nhspawn-cli: unknown format “%s” for level-stats: use json.\n", format);
      status = EXIT_USAGE;
      goto done;
    }
  picker = make_picker ((int) depth, xl_s, &set);
  if (picker == NULL)
    {
      status = EXIT_USAGE;
      goto done;
    }
  p.depth = (int) depth;
  p.seed = seed;
  p.amulet = amulet;
  p.branch = branch;
  nhs_level_picker_install (picker, &p);
  stats = nhs_level_stats_new ((int) depth);
  if (!nhs_level_stats_run (stats, &p, (int) count, &error))
    {
      g_printerr ("nhspawn-cli: %s\n", error->message);
      g_error_free (error);
      status = EXIT_USAGE;
      goto done;
    }
  out = nhs_level_stats_to_json (stats);
  {
    char *with_nl = g_strconcat (out, "\n", NULL);

    status = print_all (with_nl);
    g_free (with_nl);
  }
  g_free (out);

done:
  if (stats)
    nhs_level_stats_free (stats);
  g_free (depth_s);
  g_free (seed_s);
  g_free (count_s);
  g_free (format);
  g_free (variant);
  g_free (branch_s);
  g_free (xl_s);
  g_clear_pointer (&picker, nhs_level_picker_free);
  g_clear_pointer (&set, nhs_monster_set_unref);
  g_option_context_free (context);
  return status;
}
