/* nhs-level-info.c: names, descriptions and the text map of a level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level.h"
#include "nhs-table.h"

#include <string.h>

const char *
nhs_level_phase_name (NhsLevelPhase phase)
{
  static const char *const names[] = {
    "rooms", "stairs", "corridors", "niches", "vault", "special-rooms",
    "features", "traps", "monsters",
  };

  if (phase < 0 || phase >= NHS_LEVEL_N_PHASES)
    return "unknown";
  return names[phase];
}

const char *
nhs_level_phase_title (NhsLevelPhase phase)
{
  static const char *const names[] = {
    "Rooms", "Stairs", "Corridors", "Niches", "Vault", "Special rooms",
    "Fountains, sinks, altars, graves", "Traps", "Monsters",
  };

  if (phase < 0 || phase >= NHS_LEVEL_N_PHASES)
    return "Unknown";
  return names[phase];
}

const char *
nhs_level_square_type_name (NhsSquareType t)
{
  static const char *const names[] = {
    "stone", "wall", "wall", "wall", "wall", "wall", "wall",
    "wall", "wall", "wall", "wall", "wall",
    "secret door", "secret corridor", "water", "wall of water", "molten lava",
    "wall of lava", "iron bars", "door", "corridor", "floor of a room",
    "staircase", "fountain", "opulent throne", "sink", "toilet", "grave", "altar",
    "ice", "tree", "water", "cloud", "raised drawbridge", "raised drawbridge",
    "grass", "dead tree", "puddle", "sand", "forge",
  };

  if (t >= NHS_N_SQ)
    return "unknown";
  return names[t];
}

const char *
nhs_level_trap_name (NhsTrapType t)
{
  /* drawing.c's defsyms explanations */
  static const char *const names[] = {
    "no trap", "arrow trap", "dart trap", "falling rock trap",
    "squeaky board", "bear trap", "land mine", "rolling boulder trap",
    "sleeping gas trap", "rust trap", "fire trap", "pit", "spiked pit",
    "hole", "trap door", "teleportation trap", "level teleporter",
    "magic portal", "web", "statue trap", "magic trap", "anti-magic field",
    "polymorph trap", "vibrating square",
    "bolt trap", "ice trap", "spear trap", "magic beam trap",
  };

  if (t >= NHS_N_TRAPS)
    return "unknown trap";
  return names[t];
}

const char *
nhs_level_room_type_name (NhsRoomType t)
{
  static const char *const names[] = {
    "ordinary room", "throne room", "swamp", "vault", "beehive", "morgue",
    "barracks", "zoo", "temple", "leprechaun hall", "cockatrice nest",
    "anthole", "shop", "themed room", "real zoo", "giant court", "dragon lair",
    "bad food shop", "lemure pit", "Mi-Go hive", "fungus farm",
    "garden", "armory", "owlbear nest", "forest", "nursery", "room template",
  };

  if (t >= NHS_N_ROOM_TYPES)
    return "room";
  return names[t];
}

const char *
nhs_level_shop_name (int shop_kind)
{
  static const char *const names[] = {
    "general store", "used armor dealership", "second-hand bookstore",
    "liquor emporium", "antique weapons outlet", "delicatessen", "jewelers",
    "quality apparel and accessories", "hardware store", "rare books",
    "health food store", "lighting store",
    /* SLASH'EM's own */
    "weapons outlet", "pet store", "frozen food store", "black market",
  };

  if (shop_kind < 0 || shop_kind >= (int) G_N_ELEMENTS (names))
    return "shop";
  return names[shop_kind];
}

static const char *
door_state_name (int mask)
{
  if (mask & NHS_DOOR_LOCKED)
    return "locked door";
  if (mask & NHS_DOOR_CLOSED)
    return "closed door";
  if (mask & NHS_DOOR_ISOPEN)
    return "open door";
  if (mask & NHS_DOOR_BROKEN)
    return "broken door";
  return "doorway";
}

char *
nhs_level_describe_square (const NhsLevel *level,
                           int             x,
                           int             y)
{
  return nhs_level_describe_square_with (level, x, y, "%s (a %s in disguise)");
}

char *
nhs_level_describe_square_with (const NhsLevel *level,
                                int             x,
                                int             y,
                                const char     *disguise_format)
{
  const NhsSquare *s = nhs_level_square (level, x, y);
  GString *str = g_string_new (NULL);

  if (!s)
    return g_string_free (str, FALSE);
  switch (s->typ)
    {
    case NHS_SQ_DOOR:
      g_string_append (str, door_state_name (s->doormask));
      if (s->doormask & NHS_DOOR_TRAPPED)
        g_string_append (str, " (trapped)");
      break;
    case NHS_SQ_SDOOR:
      g_string_append_printf (str, "secret door (%s%s)",
                              door_state_name (s->doormask),
                              (s->doormask & NHS_DOOR_TRAPPED) ? ", trapped" : "");
      break;
    case NHS_SQ_STAIRS:
      g_string_append (str, (s->flags & NHS_SQF_UP) ? "staircase up"
                                                    : "staircase down");
      if (s->flags & NHS_SQF_BRANCH)
        g_string_append (str, " (branch)");
      break;
    case NHS_SQ_ALTAR:
      g_string_append_printf (str, "%s altar%s",
                              s->altar_align == NHS_ALTAR_UNALIGNED ? "unaligned"
                              : s->altar_align < 0 ? "chaotic"
                              : s->altar_align > 0 ? "lawful" : "neutral",
                              (s->flags & NHS_SQF_SHRINE) ? " (shrine)" : "");
      break;
    case NHS_SQ_ROOM:
      g_string_append (str, (s->flags & NHS_SQF_LIT) ? "floor of a room"
                                                     : "dark part of a room");
      break;
    default:
      g_string_append (str, nhs_level_square_type_name (s->typ));
      break;
    }
  if (s->flags & NHS_SQF_NICHE)
    g_string_append (str, ", a niche");
  if (s->flags & NHS_SQF_BOULDER)
    g_string_append (str, ", a boulder");
  if (s->trap)
    g_string_append_printf (str, ", %s", nhs_level_trap_name (s->trap));
  if (s->mon)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, s->mon - 1);

      if (m->form >= 0 && m->name)
        {
          /* the shape it was made in, and what it is */
          g_string_append (str, ", ");
          g_string_append_printf (str, disguise_format, m->form_name, m->name);
        }
      else if (m->name)
        g_string_append_printf (str, ", %s", m->name);
      else
        g_string_append_printf (str, ", a monster (%c)", m->symbol);
    }
  if (s->room >= 0)
    {
      const NhsLevelRoom *r = nhs_level_room (level, s->room);

      g_string_append_printf (str, "; room %d, %s", s->room + 1,
                              r->type == NHS_ROOM_SHOP
                              ? nhs_level_shop_name (r->shop_kind)
                              : nhs_level_room_type_name (r->type));
    }
  return g_string_free (str, FALSE);
}

char
nhs_level_square_char (const NhsSquare *s)
{
  static const char trap_char = '^';

  /* an object shows above a trap and the ground: a maze's boulder is the
     only one made ('0', 3.6's default boulder symbol) */
  if (s->flags & NHS_SQF_BOULDER)
    return '0';
  if (s->trap)
    return s->trap == NHS_TRAP_WEB ? '"'
           : s->trap == NHS_TRAP_VIBRATING_SQUARE ? '~' : trap_char;
  switch (s->typ)
    {
    case NHS_SQ_STONE:
    case NHS_SQ_SCORR:
      return ' ';
    case NHS_SQ_VWALL:
    case NHS_SQ_TLWALL:
    case NHS_SQ_TRWALL:
      return '|';
    case NHS_SQ_HWALL:
    case NHS_SQ_TLCORNER:
    case NHS_SQ_TRCORNER:
    case NHS_SQ_BLCORNER:
    case NHS_SQ_BRCORNER:
    case NHS_SQ_CROSSWALL:
    case NHS_SQ_TUWALL:
    case NHS_SQ_TDWALL:
      return '-';
    case NHS_SQ_SDOOR:
      return (s->flags & NHS_SQF_HORIZONTAL) ? '-' : '|';
    case NHS_SQ_POOL:
    case NHS_SQ_WATER:
    case NHS_SQ_LAVA:
    case NHS_SQ_LAVAWALL:
      return '}';
    case NHS_SQ_ICE:
      return '.';
    case NHS_SQ_IRONBARS:
      return '#';
    case NHS_SQ_DOOR:
      if (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED))
        return '+';
      if (s->doormask & NHS_DOOR_ISOPEN)
        return (s->flags & NHS_SQF_HORIZONTAL) ? '|' : '-';
      return '.';
    case NHS_SQ_CORR:
      return '#';
    case NHS_SQ_ROOM:
      return '.';
    case NHS_SQ_STAIRS:
      return (s->flags & NHS_SQF_UP) ? '<' : '>';
    case NHS_SQ_FOUNTAIN:
      return '{';
    case NHS_SQ_THRONE:
      return '\\';
    case NHS_SQ_SINK:
    case NHS_SQ_TOILET:
      return '#';
    case NHS_SQ_GRAVE:
      return '|';
    case NHS_SQ_ALTAR:
      return '_';
    case NHS_SQ_TREE:
    case NHS_SQ_CLOUD:
      return '#';
    case NHS_SQ_MOAT:
    case NHS_SQ_DRAWBRIDGE_UP:   /* what is under it shows */
      return '}';
    case NHS_SQ_DBWALL:
      return '#';
    case NHS_SQ_GRASS:
    case NHS_SQ_SAND:
      return '.';
    case NHS_SQ_DEADTREE:
      return '#';
    case NHS_SQ_PUDDLE:
      return '}';
    case NHS_SQ_FORGE:
      return '{';
    default:
      return '?';
    }
}

char *
nhs_level_to_text (const NhsLevel *level)
{
  GString *str = g_string_sized_new ((NHS_LEVEL_COLS + 1) * NHS_LEVEL_ROWS);

  for (int y = 0; y < NHS_LEVEL_ROWS; y++)
    {
      for (int x = 0; x < NHS_LEVEL_COLS; x++)
        {
          const NhsSquare *s = nhs_level_square (level, x, y);
          char c = nhs_level_square_char (s);

          if (s->mon)
            c = nhs_level_monster_shown_symbol (nhs_level_monster (level, s->mon - 1));
          g_string_append_c (str, c);
        }
      g_string_append_c (str, '\n');
    }
  return g_string_free (str, FALSE);
}

NhsTable *
nhs_level_monster_table (const NhsLevel *level,
                         int             up_to_phase,
                         const char     *caption,
                         const char   *(*translate) (const char *text))
{
#define TR(text) (translate ? translate (text) : (text))
  NhsTable *t = nhs_table_new (caption);

  g_return_val_if_fail (level != NULL, t);
  nhs_table_add_column (t, TR ("Symbol"), NHS_COLUMN_SYMBOL);
  nhs_table_add_column (t, TR ("Monster"), NHS_COLUMN_MONSTER);
  nhs_table_add_column (t, TR ("x"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, TR ("y"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, TR ("Made with"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, TR ("Asleep"), NHS_COLUMN_TEXT);
  for (int i = 0; i < nhs_level_n_monsters (level); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, i);

      if ((int) m->phase > up_to_phase)
        continue;
      nhs_table_begin_row (t);
      /* as the hero sees it: a shapechanger in the shape it was made in */
      nhs_table_add_symbol (t, nhs_level_monster_shown_symbol (m));
      if (m->form >= 0 && m->name != NULL)
        {
          g_autofree char *words = g_strdup_printf (TR ("%s (a %s in disguise)"), m->form_name,
                                                    m->name);

          nhs_table_add_text (t, words);
        }
      else if (m->name != NULL)
        nhs_table_add_text (t, m->name);
      else
        nhs_table_add_plain (t, TR ("(a random monster)"));
      nhs_table_add_int (t, m->x);
      nhs_table_add_int (t, m->y);
      nhs_table_add_text (t, TR (nhs_level_phase_title (m->phase)));
      nhs_table_add_text (t, m->asleep ? TR ("asleep") : "");
    }
  return t;
#undef TR
}
