/* nhs-level-info.c: names, descriptions and the text map of a level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level.h"
#include "nhs-table.h"
#include "nhs-english.h"
#include "nhs-object.h"

#include <string.h>

/* marks the names the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

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
nhs_level_phase_title (const NhsVariant *variant,
                       NhsLevelPhase     phase)
{
  static const char *const names[] = {
    NHS_N_ ("Rooms"), NHS_N_ ("Stairs"), NHS_N_ ("Corridors"), NHS_N_ ("Niches"),
    NHS_N_ ("Vault"), NHS_N_ ("Special rooms"), NHS_N_ ("Fountains, sinks, altars, graves"),
    NHS_N_ ("Traps"), NHS_N_ ("Monsters"),
  };

  if (phase < 0 || phase >= NHS_LEVEL_N_PHASES)
    return NHS_N_ ("Unknown");
  /* the furniture a room gets, as the version's mklev.c makes it, in its order */
  if (phase == NHS_LEVEL_PHASE_FEATURES && variant != NULL)
    {
      if (variant->level_room_fill_xnh)
        return NHS_N_ ("Fountains, sinks, altars, trees, graves");
      if (variant->level_forges)
        return NHS_N_ ("Fountains, sinks, forges, altars, graves");
      if (variant->level_toilets)
        return NHS_N_ ("Fountains, sinks, toilets, graves, altars");
      /* themerms.lua's post_level_generate (): a garden's walls become trees */
      if (variant->has_themed_rooms)
        return NHS_N_ ("Fountains, sinks, altars, graves, a garden's trees");
    }
  return names[phase];
}

const char *
nhs_level_square_type_name (NhsSquareType t)
{
  static const char *const names[] = {
    NHS_N_ ("stone"), NHS_N_ ("wall"), NHS_N_ ("wall"), NHS_N_ ("wall"), NHS_N_ ("wall"),
    NHS_N_ ("wall"), NHS_N_ ("wall"), NHS_N_ ("wall"), NHS_N_ ("wall"), NHS_N_ ("wall"),
    NHS_N_ ("wall"), NHS_N_ ("wall"), NHS_N_ ("secret door"), NHS_N_ ("secret corridor"),
    NHS_N_ ("water"), NHS_N_ ("wall of water"), NHS_N_ ("molten lava"), NHS_N_ ("wall of lava"),
    NHS_N_ ("iron bars"), NHS_N_ ("door"), NHS_N_ ("corridor"), NHS_N_ ("floor of a room"),
    NHS_N_ ("staircase"), NHS_N_ ("fountain"), NHS_N_ ("opulent throne"), NHS_N_ ("sink"),
    NHS_N_ ("toilet"), NHS_N_ ("grave"), NHS_N_ ("altar"), NHS_N_ ("ice"), NHS_N_ ("tree"),
    NHS_N_ ("water"), NHS_N_ ("cloud"), NHS_N_ ("raised drawbridge"),
    NHS_N_ ("raised drawbridge"), NHS_N_ ("grass"), NHS_N_ ("dead tree"), NHS_N_ ("puddle"),
    NHS_N_ ("sand"), NHS_N_ ("forge"), NHS_N_ ("sewage"), NHS_N_ ("air"),
  };

  if (t >= NHS_N_SQ)
    return NHS_N_ ("unknown");
  return names[t];
}

const char *
nhs_level_trap_name (NhsTrapType t)
{
  /* drawing.c's defsyms explanations */
  static const char *const names[] = {
    NHS_N_ ("no trap"), NHS_N_ ("arrow trap"), NHS_N_ ("dart trap"), NHS_N_ ("falling rock trap"),
    NHS_N_ ("squeaky board"), NHS_N_ ("bear trap"), NHS_N_ ("land mine"),
    NHS_N_ ("rolling boulder trap"), NHS_N_ ("sleeping gas trap"), NHS_N_ ("rust trap"),
    NHS_N_ ("fire trap"), NHS_N_ ("pit"), NHS_N_ ("spiked pit"), NHS_N_ ("hole"),
    NHS_N_ ("trap door"), NHS_N_ ("teleportation trap"), NHS_N_ ("level teleporter"),
    NHS_N_ ("magic portal"), NHS_N_ ("web"), NHS_N_ ("statue trap"), NHS_N_ ("magic trap"),
    NHS_N_ ("anti-magic field"), NHS_N_ ("polymorph trap"), NHS_N_ ("vibrating square"),
    NHS_N_ ("bolt trap"), NHS_N_ ("ice trap"), NHS_N_ ("spear trap"), NHS_N_ ("magic beam trap"),
    NHS_N_ ("cold trap"),
  };

  if (t >= NHS_N_TRAPS)
    return NHS_N_ ("unknown trap");
  return names[t];
}

/* Each room type's words and the game's own constant (mkroom.h; every
   shop SHOP, as SHOPBASE and the kinds above it), in NhsRoomType's order */
static const struct { const char *name, *key; } room_types[] = {
  { NHS_N_ ("ordinary room"), "OROOM" }, { NHS_N_ ("throne room"), "COURT" }, { NHS_N_ ("swamp"), "SWAMP" },
  { NHS_N_ ("vault"), "VAULT" }, { NHS_N_ ("beehive"), "BEEHIVE" }, { NHS_N_ ("morgue"), "MORGUE" },
  { NHS_N_ ("barracks"), "BARRACKS" }, { NHS_N_ ("zoo"), "ZOO" }, { NHS_N_ ("temple"), "TEMPLE" },
  { NHS_N_ ("leprechaun hall"), "LEPREHALL" }, { NHS_N_ ("cockatrice nest"), "COCKNEST" },
  { NHS_N_ ("anthole"), "ANTHOLE" }, { NHS_N_ ("shop"), "SHOP" }, { NHS_N_ ("themed room"), "THEMEROOM" },
  { NHS_N_ ("real zoo"), "REALZOO" }, { NHS_N_ ("giant court"), "GIANTCOURT" },
  { NHS_N_ ("dragon lair"), "DRAGONLAIR" }, { NHS_N_ ("bad food shop"), "BADFOODSHOP" },
  { NHS_N_ ("lemure pit"), "LEMUREPIT" }, { NHS_N_ ("Mi-Go hive"), "MIGOHIVE" },
  { NHS_N_ ("fungus farm"), "FUNGUSFARM" }, { NHS_N_ ("garden"), "GARDEN" }, { NHS_N_ ("armory"), "ARMORY" },
  { NHS_N_ ("owlbear nest"), "OWLBNEST" }, { NHS_N_ ("forest"), "FOREST" }, { NHS_N_ ("nursery"), "NURSERY" },
  { NHS_N_ ("room template"), "RNDVAULT" },
};
G_STATIC_ASSERT (G_N_ELEMENTS (room_types) == NHS_N_ROOM_TYPES);

const char *
nhs_level_room_type_name (NhsRoomType t)
{
  if (t >= NHS_N_ROOM_TYPES)
    return NHS_N_ ("room");
  return room_types[t].name;
}

const char *
nhs_level_room_type_key (NhsRoomType t)
{
  return t < NHS_N_ROOM_TYPES ? room_types[t].key : NULL;
}

const char *
nhs_level_shop_name (int shop_kind)
{
  static const char *const names[] = {
    NHS_N_ ("general store"), NHS_N_ ("used armor dealership"), NHS_N_ ("second-hand bookstore"),
    NHS_N_ ("liquor emporium"), NHS_N_ ("antique weapons outlet"), NHS_N_ ("delicatessen"),
    NHS_N_ ("jewelers"), NHS_N_ ("quality apparel and accessories"), NHS_N_ ("hardware store"),
    NHS_N_ ("rare books"), NHS_N_ ("health food store"), NHS_N_ ("lighting store"),
    /* SLASH'EM's own */
    NHS_N_ ("weapons outlet"), NHS_N_ ("pet store"), NHS_N_ ("frozen food store"),
    NHS_N_ ("black market"),
  };

  if (shop_kind < 0 || shop_kind >= (int) G_N_ELEMENTS (names))
    return NHS_N_ ("shop");
  return names[shop_kind];
}

static const char *
door_state_name (int mask)
{
  if (mask & NHS_DOOR_LOCKED)
    return NHS_N_ ("locked door");
  if (mask & NHS_DOOR_CLOSED)
    return NHS_N_ ("closed door");
  if (mask & NHS_DOOR_ISOPEN)
    return NHS_N_ ("open door");
  if (mask & NHS_DOOR_BROKEN)
    return NHS_N_ ("broken door");
  return NHS_N_ ("doorway");
}

char *
nhs_level_describe_square (const NhsLevel *level,
                           int             x,
                           int             y)
{
  return nhs_level_describe_square_with (level, x, y, NULL);
}

#define TR(text) (translate ? translate (text) : (text))

/* "vampire bat (a vampire in disguise)": the shape it was made in, and what
   it is (the game's names) */
static char *
disguise_words (const NhsLevelMonster *m,
                const char          *(*translate) (const char *text))
{
  return g_strdup_printf (strcmp (nhs_english_article (m->name), "an") == 0
                          ? TR ("%s (an %s in disguise)") : TR ("%s (a %s in disguise)"),
                          m->form_name, m->name);
}

/* the steed of the monster at index rider (EvilHack mounts some riders),
   or NULL */
static const NhsLevelMonster *
steed_of (const NhsLevel *level,
          int             rider)
{
  for (int i = rider + 1; i < nhs_level_n_monsters (level); i++)
    if (nhs_level_monster (level, i)->rider == rider)
      return nhs_level_monster (level, i);
  return NULL;
}

/* an item's name (item), with the artifact it was made when it is one
   (NULL: none), appended to str */
static void
append_item (GString     *str,
             const char  *item,
             const char  *artifact,
             const char *(*translate) (const char *text))
{
  if (artifact)
    /* Translators: an item made an artifact (on the floor or in a
       statue), as the game names it once its kind is known (objnam.c
       xname ()): the game's English object name, then the artifact's, a
       proper name: "steel short sword named Frost Brand" */
    g_string_append_printf (str, TR ("%s named %s"), item, artifact);
  else
    g_string_append (str, item);
}

/* an object's properties (NHS_OPROP_*, none: nothing), appended to str:
   " with fire damage and telepathy" (a weapon's damage properties hurt,
   armour's and a barding's resist, as objnam.c propnames () tells them
   apart) */
static void
append_props (GString                  *str,
              const NhsVariant         *variant,
              const char               *name,
              guint                     props,
              const char             *(*translate) (const char *text))
{
  const NhsObject *kind;
  gboolean weapon;
  GString *list;

  if (props == 0)
    return;
  kind = nhs_object_lookup (variant, name);
  weapon = kind != NULL && kind->oclass != NHS_OC_ARMOR && strstr (name, "barding") == NULL;
  list = g_string_new (NULL);
  for (int k = 0; k < NHS_N_OPROPS; k++)
    if (props & (1u << k))
      {
        /* Translators: between two properties of one object: "fire
           resistance and telepathy" */
        if (list->len)
          g_string_append (list, TR (" and "));
        g_string_append (list, TR (nhs_level_oprop_words (1u << k, weapon)));
      }
  /* Translators: after an object's name, its EvilHack object property
     (objnam.c says "long sword of fire"): "long sword with fire damage" */
  g_string_append_printf (str, TR (" with %s"), list->str);
  g_string_free (list, TRUE);
}

/* the material an object's erosion is worded by: its own (mat), or a
   ring's or wand's shuffled appearance's */
static const char *
erosion_material (const NhsLevelItemState *st, const char *mat)
{
  return mat ? mat : st->appearance_material;
}

/* an object's state as mksobj () made it (EvilHack; a statue's content
   as mongets () then left it): its poison or taint, erosions (their words
   by mat, its material, else st's appearance_material: a ring's or
   wand's), erodeproofing, grease and forged quality, appended to str in
   parentheses in objnam.c doname ()'s order: " (poisoned, very rusty,
   superior)"; nothing when it has none */
static void
append_state (GString                  *str,
              const NhsLevelItemState  *st,
              const char               *mat,
              NhsForgedQuality          quality,
              const char             *(*translate) (const char *text))
{
  const char *words[7];
  int n = 0;
  const NhsLevelItemState *o = st;

  /* Translators: a floor weapon's state (EvilHack, objnam.c's
     "poisoned"), in parentheses after its name with its erosion and
     quality: "orcish dagger (poisoned, rusty)" */
  if (o && o->poisoned)
    words[n++] = TR ("poisoned");
  /* Translators: a drow weapon's state (EvilHack, objnam.c's "tainted":
     coated in drow sleeping poison), as "poisoned" */
  if (o && o->tainted)
    words[n++] = TR ("tainted");
  if (o && o->eroded)
    words[n++] = TR (nhs_level_erosion_words (erosion_material (o, mat), FALSE, o->eroded));
  if (o && o->eroded2)
    words[n++] = TR (nhs_level_erosion_words (erosion_material (o, mat), TRUE, o->eroded2));
  /* Translators: an EvilHack floor object made erodeproof (obj.h
     oerodeproof), in parentheses after its name with its other state */
  if (o && o->erodeproof)
    words[n++] = TR ("erodeproof");
  /* Translators: an EvilHack floor object made greased, likewise */
  if (o && o->greased)
    words[n++] = TR ("greased");
  if (quality != NHS_FQ_NORMAL)
    words[n++] = TR (nhs_level_quality_key (quality));
  if (n == 0)
    return;
  g_string_append (str, " (");
  for (int k = 0; k < n; k++)
    {
      if (k)
        g_string_append (str, ", ");
      g_string_append (str, words[k]);
    }
  g_string_append (str, ")");
}

static const char *
altar_words (const NhsSquare *s,
             const char     *(*translate) (const char *text))
{
  gboolean shrine = (s->flags & NHS_SQF_SHRINE) != 0;

  if (s->altar_align == NHS_ALTAR_UNALIGNED)
    return shrine ? TR ("unaligned altar (shrine)") : TR ("unaligned altar");
  if (s->altar_align < 0)
    return shrine ? TR ("chaotic altar (shrine)") : TR ("chaotic altar");
  if (s->altar_align > 0)
    return shrine ? TR ("lawful altar (shrine)") : TR ("lawful altar");
  return shrine ? TR ("neutral altar (shrine)") : TR ("neutral altar");
}

char *
nhs_level_describe_square_with (const NhsLevel *level,
                                int             x,
                                int             y,
                                const char     *(*translate) (const char *text))
{
  const NhsSquare *s = nhs_level_square (level, x, y);
  GString *str = g_string_new (NULL);

  if (!s)
    return g_string_free (str, FALSE);
  switch (s->typ)
    {
    case NHS_SQ_DOOR:
      g_string_append (str, TR (door_state_name (s->doormask)));
      if (s->doormask & NHS_DOOR_TRAPPED)
        g_string_append (str, TR (" (trapped)"));
      break;
    case NHS_SQ_SDOOR:
      g_string_append_printf (str, (s->doormask & NHS_DOOR_TRAPPED) ? TR ("secret door (%s, trapped)")
                                                                   : TR ("secret door (%s)"),
                              TR (door_state_name (s->doormask)));
      break;
    case NHS_SQ_STAIRS:
      g_string_append (str, (s->flags & NHS_SQF_UP) ? TR ("staircase up") : TR ("staircase down"));
      if (s->flags & NHS_SQF_BRANCH)
        g_string_append (str, TR (" (branch)"));
      break;
    case NHS_SQ_ALTAR:
      g_string_append (str, altar_words (s, translate));
      break;
    case NHS_SQ_ROOM:
      g_string_append (str, (s->flags & NHS_SQF_LIT) ? TR ("floor of a room")
                                                     : TR ("dark part of a room"));
      break;
    default:
      g_string_append (str, TR (nhs_level_square_type_name (s->typ)));
      break;
    }
  if (s->flags & NHS_SQF_NICHE)
    g_string_append (str, TR (", a niche"));
  if (nhs_level_boulders_at (level, x, y) > 1)
    g_string_append_printf (str, TR (", %d boulders"), nhs_level_boulders_at (level, x, y));
  else if (s->flags & NHS_SQF_BOULDER)
    g_string_append (str, TR (", a boulder"));
  if (s->trap)
    g_string_append_printf (str, ", %s", TR (nhs_level_trap_name (s->trap)));
  else
    {
      int ix, iy;

      if (nhs_level_invocation_square (level, &ix, &iy) && ix == x && iy == y)
        /* 3.4.3, SLASH'EM: the place, with no trap on it */
        g_string_append (str, TR (", the vibrating square (no trap marks it: the game shows floor)"));
    }
  /* the engraving there, as the floor reads it */
  for (int i = 0; i < nhs_level_n_engravings (level); i++)
    {
      const NhsLevelEngraving *e = nhs_level_engraving (level, i);

      if (e->x != x || e->y != y)
        continue;
      if (strcmp (e->reads, e->text) != 0)
        /* Translators: a square's engraving as the floor reads it, then
           the text the game engraved before it rubbed some of it out
           (both the game's, kept in English) */
        g_string_append_printf (str, TR (", engraved “%s” (“%s” partly rubbed out)"),
                                e->reads, e->text);
      else
        /* Translators: a square's engraving (the game's text, kept in English) */
        g_string_append_printf (str, TR (", engraved “%s”"), e->reads);
    }
  /* the objects made there, last made first (the game's names) */
  for (int i = nhs_level_n_objects (level) - 1; i >= 0; i--)
    {
      const NhsLevelObject *o = nhs_level_object (level, i);

      if (o->x != x || o->y != y)
        continue;
      g_autofree char *name = nhs_level_item_name (nhs_level_get_variant (level), o->name,
                                                   o->material);

      g_string_append (str, ", ");
      append_item (str, name, o->artifact, translate);
      append_props (str, nhs_level_get_variant (level), o->name, o->props, translate);
      {
        const NhsLevelItemState st = {
          .eroded = (guint8) o->eroded, .eroded2 = (guint8) o->eroded2,
          .poisoned = o->poisoned, .tainted = o->tainted,
          .erodeproof = o->erodeproof, .greased = o->greased,
          .appearance_material = o->appearance_material,
        };

        append_state (str, &st, o->material, o->quality, translate);
      }
      if (o->contents_known == NHS_CONTENTS_KNOWN && o->n_contents == 0)
        /* Translators: after a statue's name: it holds nothing */
        g_string_append (str, TR (" (empty)"));
      else if (o->contents_known == NHS_CONTENTS_KNOWN)
        {
          GString *list = g_string_new (NULL);

          for (int k = 0; k < o->n_contents; k++)
            {
              g_autofree char *item = nhs_level_item_name (nhs_level_get_variant (level),
                                                           o->contents[k],
                                                           o->material ? o->contents_materials[k]
                                                                       : NULL);

              g_string_append (list, k ? ", " : "");
              append_item (list, item, o->contents_artifacts[k], translate);
              append_props (list, nhs_level_get_variant (level), o->contents[k], o->contents_props[k],
                            translate);
              append_state (list, &o->contents_state[k], o->material ? o->contents_materials[k] : NULL,
                            o->contents_quality[k], translate);
            }
          /* Translators: after a statue's name, what it holds (the game's
             English object names, in xNetHack with their materials):
             "statue of a dwarf (holding dwarvish cloak, pick-axe)" */
          g_string_append_printf (str, TR (" (holding %s)"), list->str);
          g_string_free (list, TRUE);
        }
    }
  if (s->mon)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, s->mon - 1);

      if (m->form >= 0 && m->name)
        {
          g_autofree char *words = disguise_words (m, translate);

          g_string_append_printf (str, ", %s", words);
        }
      else if (m->name)
        g_string_append_printf (str, ", %s", m->name);
      else
        g_string_append_printf (str, TR (", a monster (%c)"), m->symbol);
      {
        const NhsLevelMonster *steed = steed_of (level, s->mon - 1);

        /* Translators: the monster's steed, kept off the map (a game's
           English monster name): "goblin outrider, riding a wolf" */
        if (steed && steed->name)
          g_string_append_printf (str, strcmp (nhs_english_article (steed->name), "an") == 0
                                       ? TR (", riding an %s") : TR (", riding a %s"),
                                  steed->name);
      }
    }
  if (s->room >= 0)
    {
      const NhsLevelRoom *r = nhs_level_room (level, s->room);

      g_string_append_printf (str, TR ("; room %d, %s"), s->room + 1,
                              r->type == NHS_ROOM_SHOP
                              ? TR (nhs_level_shop_name (r->shop_kind))
                              : TR (nhs_level_room_type_name (r->type)));
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
    case NHS_SQ_SEWAGE:
      return '}';
    case NHS_SQ_FORGE:
      return '{';
    case NHS_SQ_AIR:
      return ' ';   /* the game's S_air */
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
  /* the objects, where no monster stands: the last made on a square shows */
  for (int i = 0; i < nhs_level_n_objects (level); i++)
    {
      const NhsLevelObject *o = nhs_level_object (level, i);

      if (!nhs_level_square (level, o->x, o->y)->mon)
        str->str[o->y * (NHS_LEVEL_COLS + 1) + o->x] = o->symbol;
    }
  return g_string_free (str, FALSE);
}

NhsTable *
nhs_level_monster_table (const NhsLevel *level,
                         int             up_to_phase,
                         const char     *caption,
                         const char   *(*translate) (const char *text))
{
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
          g_autofree char *words = disguise_words (m, translate);

          nhs_table_add_text (t, words);
        }
      else if (m->rider >= 0 && m->name != NULL && nhs_level_monster (level, m->rider)->name)
        {
          /* Translators: a steed and the monster riding it (the game's
             English monster names): "wolf (steed of the goblin outrider)" */
          g_autofree char *words = g_strdup_printf (TR ("%s (steed of the %s)"), m->name,
                                                    nhs_level_monster (level, m->rider)->name);

          nhs_table_add_text (t, words);
        }
      else if (m->name != NULL)
        nhs_table_add_text (t, m->name);
      else
        nhs_table_add_plain (t, TR ("(a random monster)"));
      nhs_table_add_int (t, m->x);
      nhs_table_add_int (t, m->y);
      nhs_table_add_text (t, TR (nhs_level_phase_title (nhs_level_get_variant (level), m->phase)));
      nhs_table_add_text (t, m->asleep ? TR ("asleep") : "");
    }
  return t;
}

char *
nhs_level_engravings_words (const NhsLevel *level,
                            const char   *(*translate) (const char *text))
{
  GString *list;

  g_return_val_if_fail (level != NULL, NULL);
  if (nhs_level_n_engravings (level) == 0)
    return NULL;
  list = g_string_new (NULL);
  for (int i = 0; i < nhs_level_n_engravings (level); i++)
    {
      const NhsLevelEngraving *e = nhs_level_engraving (level, i);

      if (i)
        g_string_append (list, "; ");
      if (strcmp (e->reads, e->text) != 0)
        /* Translators: one engraving of the sample level: what the floor
           reads, its square, then the text the game engraved before it
           rubbed some out (the game's texts, kept in English) */
        g_string_append_printf (list, TR ("“%s” at %d,%d (“%s” partly rubbed out)"),
                                e->reads, e->x, e->y, e->text);
      else
        /* Translators: one engraving of the sample level: its text (the
           game's, kept in English) and its square */
        g_string_append_printf (list, TR ("“%s” at %d,%d"), e->reads, e->x, e->y);
    }
  {
    /* Translators: the sample level's engravings, as the floor reads them
       once the level is made: a list of “text” at x,y */
    char *words = g_strdup_printf (TR ("Engravings: %s."), list->str);

    g_string_free (list, TRUE);
    return words;
  }
}

char *
nhs_level_above_medusa_words (const NhsLevel *level,
                              const char   *(*translate) (const char *text))
{
  g_autofree char *chance = NULL;

  g_return_val_if_fail (level != NULL, NULL);
  chance = nhs_level_above_medusa_chance (level);
  if (chance == NULL || strcmp (chance, "0") == 0 || strcmp (chance, "1") == 0)
    return NULL;
  if (nhs_level_get_above_medusa (level))
    /* Translators: after the sample level's description; %s is a fraction
       ("9/10"). Fort Ludios is the game's place name */
    return g_strdup_printf (TR ("This level was drawn above Medusa's, as %s of the levels of rooms at this "
                                "depth are: it may have shops and Fort Ludios' portal."), chance);
  /* below Medusa makelevel () turns no ordinary room into a shop, but
     3.7's and 5.0.0's "Twin businesses" themed room (themerms.lua) and
     EvilHack's shop room templates (vaults.des) are shops at any depth */
  /* Translators: after the sample level's description; %s is a fraction
     ("1/10"). Fort Ludios is the game's place name */
  return g_strdup_printf (TR ("This level was drawn below Medusa's (%s of the levels of rooms at this "
                              "depth lie above it): no ordinary room becomes a shop, and it has no "
                              "Fort Ludios portal."), chance);
}

#undef TR
