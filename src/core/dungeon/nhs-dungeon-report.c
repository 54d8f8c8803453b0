/* nhs-dungeon-report.c: writing the dungeon model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-dungeon-report.h"
#include "nhs-json-text.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */
#include "nhs-situation.h" /* nhs_region_level_place () */
#include "nhs-dungeon-regions.h" /* nhs_dungeon_place () */
#include "nhs-dungeon-place.h"   /* nhs_dungeon_rooms_above_medusa () */

#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

/* marks the players' names for translation (the window translates them) */
#define NHS_N_(s) s

static const struct { const char *key, *title; } titles[] = {
  { "ordinary", NHS_N_("an ordinary level") },
  { "none", NHS_N_("no level of this dungeon") },
  { "sanctum", NHS_N_("Moloch's Sanctum") },
  { "juiblex", NHS_N_("Juiblex's swamp") },
  { "baalz", NHS_N_("Baalzebub's lair") },
  { "asmodeus", NHS_N_("Asmodeus's lair") },
  { "orcus", NHS_N_("Orcus Town") },
  /* wizard1 is the tower's top (the Wizard and the Book of the Dead),
     wizard3 its bottom, where fakewiz1's portal leads */
  { "wizard1", NHS_N_("the top of the Wizard's Tower") },
  { "wizard2", NHS_N_("the middle of the Wizard's Tower") },
  { "wizard3", NHS_N_("the bottom of the Wizard's Tower") },
  { "fakewiz1", NHS_N_("a fake Wizard's tower (with the portal into the Wizard's Tower)") },
  { "fakewiz2", NHS_N_("a fake Wizard's tower") },
  /* Sokoban's levels, entered at the bottom (soko4, ENTRY -1) and
     climbed to the prize (soko1); the players count from the entry */
  { "soko4", NHS_N_("Sokoban's first level, the entry") },
  { "soko3", NHS_N_("Sokoban's second level") },
  { "soko2", NHS_N_("Sokoban's third level") },
  { "soko1", NHS_N_("Sokoban's top level, with the prize") },
  /* Vlad's Tower, entered at the bottom (ENTRY -1); Vlad on tower1 */
  { "tower1", NHS_N_("the top of Vlad's Tower, Vlad's level") },
  { "tower2", NHS_N_("Vlad's Tower, second level from the top") },
  { "tower3", NHS_N_("Vlad's Tower, third level from the top") },
  { "tower4", NHS_N_("Vlad's Tower, fourth level from the top") },
  /* the Quest's three fixed levels (dungeon.def: x-strt, x-loca, x-goal) */
  { "x-strt", NHS_N_("the Quest's home level") },
  { "x-loca", NHS_N_("the Quest's locate level") },
  { "x-goal", NHS_N_("the Quest's goal level") },
  /* EvilHack's Purgatory, entered at the bottom from the Sanctum */
  { "purgatory-1", NHS_N_("Purgatory's upper level") },
  { "purgatory-2", NHS_N_("Purgatory's lower level, the entry") },
  /* the Elemental Planes (dungeon.def: the dummy level below them is a
     placeholder for the surface, never reached) */
  { "dummy", NHS_N_("a placeholder for the surface, never reached") },
  { "mall", NHS_N_("the Mall") },
  { "rats", NHS_N_("the rat level") },
  { "kobold", NHS_N_("the kobold level") },
  { "nymph", NHS_N_("the nymph level") },
  { "stor", NHS_N_("the Storeroom") },
  { "guild", NHS_N_("the Thieves' Guild") },
  { "mineking", NHS_N_("the Mine King's level") },
  { "yeenoghu", NHS_N_("Yeenoghu's lair") },
  { "demogorg", NHS_N_("Demogorgon's lair") },
  { "geryon", NHS_N_("Geryon's lair") },
  { "dispater", NHS_N_("Dispater's lair") },
  /* xNetHack's Gehennom (dat/hellgate.lua, styxmarsh.lua, dis.lua) */
  { "hellgate", NHS_N_("the Gate of Hell") },
  { "styxmarsh", NHS_N_("the Stygian Marsh") },
  { "dis", NHS_N_("the City of Dis") },
  { "invocation", NHS_N_("the vibrating square's level") },
  { "demogorgon", NHS_N_("Demogorgon's lair") },
  /* EvilHack's levels (dat/forest.des, gehennom.des, yendor.des and its
     dungeons' own files) */
  { "forest", NHS_N_("the Desolate Forest") },
  { "hella", NHS_N_("a demon's lair, first tier") },
  { "hellb", NHS_N_("a demon's lair, second tier") },
  { "hellc", NHS_N_("a demon's lair, third tier") },
  { "wizportal", NHS_N_("the guarded portal to the Wizard's Tower") },
  { "goblintown-1", NHS_N_("Goblin Town (upper level)") },
  { "goblintown-2", NHS_N_("Goblin Town (lower level)") },
  /* EvilHack's Ice Queen's Realm (icequeen.des), entered by the portal on
     its first level: a frozen river, an icy plain cut by a gorge, the Ice
     Queen's castle */
  { "icequeen-1", NHS_N_("the Ice Queen's Realm, first level: the frozen river") },
  { "icequeen-2", NHS_N_("the Ice Queen's Realm, second level: the gorge") },
  { "icequeen-3", NHS_N_("the Ice Queen's Realm, third level: her castle") },
  /* EvilHack's Vecna's Domain (vecna.des), entered by the portal on its
     first level: the graveyard, the Stronghold of Kas, Vecna's own */
  { "vecna-1", NHS_N_("Vecna's Domain, first level: the graveyard") },
  { "vecna-2", NHS_N_("Vecna's Domain, second level: the Stronghold of Kas") },
  { "vecna-3", NHS_N_("Vecna's Domain, third level: Vecna's lair") },
  /* SLASH'EM's one-level dungeons (dat/dungeon.def; each .des names its
     level): the three alignment quests, each with its key's keeper */
  { "nightmar", NHS_N_("the Lawful Quest, Nightmare's level") },
  { "beholder", NHS_N_("the Neutral Quest, the Beholder's level") },
  { "lich", NHS_N_("the Chaotic Quest, Vecna's level") },
  { "grund", NHS_N_("Grund's Stronghold") },
  { "dragons", NHS_N_("the Wyrm Caves") },
  { "blkmar", NHS_N_("One-eyed Sam's black market") },
  { "tomb", NHS_N_("the Lost Tomb") },
  { "spiders", NHS_N_("the Spider Caves") },
  { "sea", NHS_N_("the Sunless Sea") },
  { "mtemple", NHS_N_("the Temple of Moloch") },
  { "cav2fill", NHS_N_("the Giant Caverns") },
  { "frnknstn", NHS_N_("Frankenstein's Lab") },
  /* 5.0.0's and xNetHack's Tutorial (dungeon.lua: tut-1, tut-2) */
  { "tut-1", NHS_N_("the Tutorial's first level") },
  { "tut-2", NHS_N_("the Tutorial's second level") },
  /* the Planes' branch is level 1's up stairs: without the Amulet they
     leave the dungeon (the game ends), with it they lead to the Planes */
  { "branch:The Elemental Planes",
    NHS_N_("the up stairs out of the dungeon; with the Amulet they lead to the Elemental Planes") },
};

const char *
nhs_dungeon_kind_title (const char *key)
{
  const char *place;

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (strcmp (titles[i].key, key) == 0)
      return titles[i].title;
  /* a region's own level: the region's name (nhs-region.c) */
  place = nhs_region_level_place (key);
  return place ? place : key;
}

static void
json_dist (JsonBuilder        *b,
           const char         *member,
           const NhsDepthDist *dist)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  for (int i = 0; i < NHS_DUNGEON_DEPTH_N; i++)
    if (mpq_sgn (dist->p[i]) != 0)
      {
        g_autofree char *k = g_strdup_printf ("%d", i + NHS_DUNGEON_DEPTH_LO);
        g_autofree char *v = nhs_mpq_to_string (dist->p[i]);

        json_builder_set_member_name (b, k);
        json_builder_add_string_value (b, v);
      }
  json_builder_end_object (b);
}

static void
json_fraction (JsonBuilder *b,
               const char  *member,
               const mpq_t  q)
{
  g_autofree char *v = nhs_mpq_to_string (q);

  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, v);
}

/* "title": the level's name as players know it (nhs_dungeon_kind_words ()) */
static void
json_title (JsonBuilder *b,
            const char  *key)
{
  g_autofree char *words = nhs_dungeon_kind_words (key, FALSE, NULL);

  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, words);
}

static const char *
dungeon_name (const NhsDungeonModel *m,
              int                    d)
{
  return g_array_index (m->dungeons, NhsDungeonResult, d).desc->name;
}

static char *
report_json (const NhsDungeonModel *m)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, nhs_variant_get (m->variant)->key);
  json_builder_set_member_name (b, "source");
  json_builder_add_string_value (b, m->desc->source);

  json_builder_set_member_name (b, "dungeons");
  json_builder_begin_array (b);
  for (guint d = 0; d < m->dungeons->len; d++)
    {
      const NhsDungeonResult *r = &g_array_index (m->dungeons, NhsDungeonResult, d);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, r->desc->name);
      json_fraction (b, "exists", r->exists);
      json_dist (b, "depth_start", &r->depth_start);
      json_dist (b, "levels", &r->levels);
      if (r->desc->unconnected)
        {
          json_builder_set_member_name (b, "unconnected");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "special_levels");
  json_builder_begin_array (b);
  for (guint l = 0; l < m->levels->len; l++)
    {
      const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, r->desc->name);
      json_title (b, r->desc->name);
      json_builder_set_member_name (b, "dungeon");
      json_builder_add_string_value (b, dungeon_name (m, r->dungeon));
      json_fraction (b, "exists", r->exists);
      json_dist (b, "depth", &r->depth);
      if (r->desc->maps > 0)
        {
          json_builder_set_member_name (b, "maps");
          json_builder_begin_object (b);
          for (int i = 1; i <= r->desc->maps; i++)
            {
              g_autofree char *k = g_strdup_printf ("%s-%d", r->desc->name, i);
              g_autofree char *v = g_strdup_printf ("1/%d", r->desc->maps);

              json_builder_set_member_name (b, k);
              json_builder_add_string_value (b, r->desc->maps == 1 ? "1" : v);
            }
          json_builder_end_object (b);
          json_builder_set_member_name (b, "map_chosen");
          json_builder_add_string_value (b, m->desc->map_chosen);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "branches");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->branches->len; i++)
    {
      const NhsBranchResult *r = &g_array_index (m->branches, NhsBranchResult, i);
      static const char *const types[] = { "stair", "portal", "no_down", "no_up" };

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, dungeon_name (m, r->child));
      {
        g_autofree char *key = g_strdup_printf ("branch:%s", dungeon_name (m, r->child));

        json_title (b, key);
      }
      json_builder_set_member_name (b, "from");
      json_builder_add_string_value (b, dungeon_name (m, r->parent));
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, types[r->desc->type]);
      json_builder_set_member_name (b, "up");
      json_builder_add_boolean_value (b, r->desc->up);
      if (g_array_index (m->dungeons, NhsDungeonResult, r->child).desc->floating_entry)
        {
          /* the game moves this branch's end when a vault is made */
          json_builder_set_member_name (b, "floating");
          json_builder_add_boolean_value (b, TRUE);
        }
      json_dist (b, "depth", &r->depth);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "by_depth");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->by_depth->len; i++)
    {
      const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "dungeon");
      json_builder_add_string_value (b, dungeon_name (m, dk->dungeon));
      json_builder_set_member_name (b, "depth");
      json_builder_add_int_value (b, dk->depth);
      json_builder_set_member_name (b, "kinds");
      json_builder_begin_object (b);
      for (guint k = 0; k < dk->kinds->len; k++)
        {
          const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);

          json_fraction (b, kind->key, kind->p);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  return nhs_json_text (root);
}

/* "5-9" or "7"; "-4 to -1" where a dash would read as a minus (the Planes) */
static char *
range_text (const NhsDepthDist *dist)
{
  int lo, hi;

  if (!nhs_depth_dist_range (dist, &lo, &hi))
    return g_strdup ("-");
  if (lo == hi)
    return g_strdup_printf ("%d", lo);
  if (lo < 0 || hi < 0)
    return g_strdup_printf ("%d to %d", lo, hi);
  return g_strdup_printf ("%d-%d", lo, hi);
}

static char *
report_table (const NhsDungeonModel *m,
              gboolean               wiki)
{
  GString *out = g_string_new (NULL);
  int wl = (int) strlen ("level"), wd = (int) strlen ("dungeon");

  /* the terminal's columns as wide as their longest name */
  for (guint l = 0; l < m->levels->len; l++)
    {
      const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);

      wl = MAX (wl, (int) strlen (r->desc->name));
      wd = MAX (wd, (int) strlen (dungeon_name (m, r->dungeon)));
    }
  for (guint i = 0; i < m->branches->len; i++)
    {
      const NhsBranchResult *r = &g_array_index (m->branches, NhsBranchResult, i);

      wl = MAX (wl, (int) strlen ("branch:") + (int) strlen (dungeon_name (m, r->child)));
      wd = MAX (wd, (int) strlen (dungeon_name (m, r->parent)));
    }
  if (wiki)
    g_string_append (out, "{| class=\"wikitable\"\n! Level !! Dungeon !! Exists !! Depths !! Maps !! Name\n");
  else
    g_string_append_printf (out, "%-*s %-*s %-8s %-8s %-4s %s\n", wl, "level", wd, "dungeon", "exists",
                            "depths", "maps", "name");
  for (guint l = 0; l < m->levels->len; l++)
    {
      const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);
      g_autofree char *ex = nhs_mpq_to_string (r->exists);
      g_autofree char *rg = range_text (&r->depth);
      g_autofree char *maps = r->desc->maps > 0 ? g_strdup_printf ("%d", r->desc->maps)
                                                : g_strdup ("1");
      g_autofree char *words = nhs_dungeon_kind_words (r->desc->name, FALSE, NULL);

      if (wiki)
        g_string_append_printf (out, "|-\n| %s || %s || %s || %s || %s || %s\n", r->desc->name,
                                dungeon_name (m, r->dungeon), ex, rg, maps, words);
      else
        g_string_append_printf (out, "%-*s %-*s %-8s %-8s %-4s %s\n", wl, r->desc->name,
                                wd, dungeon_name (m, r->dungeon), ex, rg, maps, words);
    }
  for (guint i = 0; i < m->branches->len; i++)
    {
      const NhsBranchResult *r = &g_array_index (m->branches, NhsBranchResult, i);
      g_autofree char *name = g_strdup_printf ("branch:%s", dungeon_name (m, r->child));
      g_autofree char *rg = range_text (&r->depth);
      g_autofree char *words = nhs_dungeon_kind_words (name, FALSE, NULL);

      if (wiki)
        g_string_append_printf (out, "|-\n| %s || %s || 1 || %s || || %s\n", name,
                                dungeon_name (m, r->parent), rg, words);
      else
        g_string_append_printf (out, "%-*s %-*s %-8s %-8s %-4s %s\n", wl, name,
                                wd, dungeon_name (m, r->parent), "1", rg, "", words);
    }
  if (wiki)
    g_string_append (out, "|}\n");
  else
    {
      g_string_append (out, "\nby depth\n");
      for (guint i = 0; i < m->by_depth->len; i++)
        {
          const NhsDepthKinds *dk = &g_array_index (m->by_depth, NhsDepthKinds, i);

          g_string_append_printf (out, "%-*s %3d ", wd, dungeon_name (m, dk->dungeon), dk->depth);
          for (guint k = 0; k < dk->kinds->len; k++)
            {
              const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);
              g_autofree char *v = nhs_mpq_to_string (kind->p);

              g_string_append_printf (out, "%s%s %s", k ? ", " : " ", kind->key, v);
            }
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}

NhsTable *
nhs_dungeon_table (const NhsDungeonModel *m,
                   const char          *(*translate) (const char *text))
{
  g_autofree char *medusa = nhs_dungeon_medusa_draw_words (m->variant, translate);
  /* the Medusa draw (nhs_dungeon_medusa_draw_words ()) closes the caption:
     a copied table says what the Dungeon page says under its maps */
  g_autofree char *caption = g_strdup_printf ("The dungeon of %s: where each special level "
                                              "and branch lies%s%s",
                                              nhs_variant_get (m->variant)->display_name,
                                              medusa ? ". " : "", medusa ? medusa : "");
  NhsTable *t = nhs_table_new (caption);

  nhs_table_add_column (t, "Level", NHS_COLUMN_TEXT);
  nhs_table_add_column (t, "Dungeon", NHS_COLUMN_TEXT);
  nhs_table_add_column (t, "Exists", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Depths", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Maps", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "Name", NHS_COLUMN_TEXT);
  for (guint l = 0; l < m->levels->len; l++)
    {
      const NhsSpecialLevelResult *r = &g_array_index (m->levels, NhsSpecialLevelResult, l);
      g_autofree char *rg = range_text (&r->depth);
      g_autofree char *words = nhs_dungeon_kind_words (r->desc->name, FALSE, translate);

      nhs_table_begin_row (t);
      nhs_table_add_text (t, r->desc->name);
      nhs_table_add_text (t, dungeon_name (m, r->dungeon));
      nhs_table_add_mpq (t, r->exists);
      nhs_table_add_text (t, rg);
      nhs_table_add_int (t, r->desc->maps > 0 ? r->desc->maps : 1);
      nhs_table_add_text (t, words);
    }
  for (guint i = 0; i < m->branches->len; i++)
    {
      const NhsBranchResult *r = &g_array_index (m->branches, NhsBranchResult, i);
      g_autofree char *name = g_strdup_printf ("branch:%s", dungeon_name (m, r->child));
      g_autofree char *rg = range_text (&r->depth);
      g_autofree char *words = nhs_dungeon_kind_words (name, FALSE, translate);

      nhs_table_begin_row (t);
      nhs_table_add_text (t, name);
      nhs_table_add_text (t, dungeon_name (m, r->parent));
      nhs_table_add_text (t, "1");
      nhs_table_add_text (t, rg);
      nhs_table_add_text (t, "");
      nhs_table_add_text (t, words);
    }
  return t;
}

char *
nhs_dungeon_report (const NhsDungeonModel *m,
                    NhsFormat              format)
{
  switch (format)
    {
    case NHS_FORMAT_JSON:
      return report_json (m);
    case NHS_FORMAT_WIKI:
      return report_table (m, TRUE);
    case NHS_FORMAT_CSV:
    case NHS_FORMAT_MARKDOWN:
      return nhs_dungeon_table_write (m, format, NULL);
    default:
      return report_table (m, FALSE);
    }
}

char *
nhs_dungeon_table_write (const NhsDungeonModel *m,
                         NhsFormat              format,
                         const char          *(*translate) (const char *text))
{
  g_autoptr (NhsTable) table = nhs_dungeon_table (m, translate);
  g_autofree char *written = nhs_table_write (table, format);
  g_autofree char *medusa = NULL, *field = NULL;

  if (written == NULL || format != NHS_FORMAT_CSV)
    return g_steal_pointer (&written);
  /* CSV has no caption: the Medusa draw follows the rows */
  medusa = nhs_dungeon_medusa_draw_words (m->variant, translate);
  if (medusa == NULL)
    return g_steal_pointer (&written);
  field = nhs_csv_field (medusa);
  return g_strdup_printf ("%s\n%s\n", written, field);
}

static const char *
untranslated (const char *text)
{
  return text;
}

char *
nhs_dungeon_kind_words (const char  *key,
                        gboolean     arrow,
                        const char *(*translate) (const char *text))
{
  char *title = NULL;

  if (translate == NULL)
    translate = untranslated;
  if (g_str_has_prefix (key, "branch:") && nhs_dungeon_kind_title (key) == key)
    {
      const char *dungeon = key + strlen ("branch:");
      /* inside a sentence the dungeon as a sentence names it: "the way to
         the Gnomish Mines", "the way to the Lawful Quest" */
      const char *place = nhs_dungeon_place (dungeon, translate);

      title = arrow ? g_strdup_printf ("→ %s", translate (dungeon))
        /* Translators: a level holding the way into another dungeon; %s is
           the dungeon as a sentence names it ("the Gnomish Mines",
           "Sokoban"), translated as a noun with its article */
        : g_strdup_printf (translate (NHS_N_ ("the way to %s")),
                           place != NULL ? place : translate (dungeon));
    }
  else if (g_str_has_prefix (key, "plane:"))
    /* Translators: where an Elemental Plane lies, counted from the Planes'
       entry level (1 = the first plane the hero reaches) */
    title = g_strdup_printf (translate (NHS_N_ ("plane %d from the entry")),
                             atoi (key + strlen ("plane:")));
  return title ? title : g_strdup (translate (nhs_dungeon_kind_title (key)));
}

char *
nhs_dungeon_kind_phrase (const char  *key,
                         const char  *chance,
                         gboolean     arrow,
                         const char *(*translate) (const char *text))
{
  g_autofree char *words = nhs_dungeon_kind_words (key, arrow, translate);

  if (translate == NULL)
    translate = untranslated;
  if (strcmp (chance, "1") == 0)
    /* Translators: a level a depth always holds: "always the Castle" */
    return g_strdup_printf (translate (NHS_N_ ("always %s")), words);
  /* the chance in parentheses, after the words: a bare number after a
     name would read as part of it ("The Elemental Planes 1") */
  return g_strdup_printf ("%s (%s)", words, chance);
}

char *
nhs_dungeon_describe_kinds (GVariant    *kinds,
                            int          depth,
                            const char *(*translate) (const char *text))
{
  GString *out;
  GVariantIter iter;
  const char *key, *v;
  gboolean first = TRUE;

  if (kinds == NULL)
    return NULL;
  g_return_val_if_fail (g_variant_is_of_type (kinds, G_VARIANT_TYPE ("a(ss)")), NULL);
  if (translate == NULL)
    translate = untranslated;
  out = g_string_new (NULL);
  /* Translators: the sidebar's line on the chosen depth, followed by what
     the level there can be */
  g_string_append_printf (out, translate (NHS_N_ ("depth %d:")), depth);
  g_variant_iter_init (&iter, kinds);
  while (g_variant_iter_next (&iter, "(&s&s)", &key, &v))
    {
      g_autofree char *phrase = nhs_dungeon_kind_phrase (key, v, FALSE, translate);

      g_string_append_printf (out, "%s %s", first ? "" : ",", phrase);
      first = FALSE;
    }
  return g_string_free (out, FALSE);
}

char *
nhs_dungeon_filler_share (GVariant *kinds)
{
  GVariantIter iter;
  const char *key, *v;
  mpq_t sum, p;
  char *out;

  /* A branch's stairs may lie on a special level (xNetHack's Vlad's Tower
     stairs on the Gate of Hell's level, Gehennom's on the castle's), so the
     branches' chances are not the filler's.  Special levels never share a
     position: the filler's share is what the dungeon holds there (1 less
     "none") less every special level's chance. */
  mpq_init (p);
  mpq_init (sum);
  if (kinds != NULL && g_variant_is_of_type (kinds, G_VARIANT_TYPE ("a(ss)"))
      && g_variant_n_children (kinds) > 0)
    {
      mpq_set_ui (sum, 1, 1);
      g_variant_iter_init (&iter, kinds);
      while (g_variant_iter_next (&iter, "(&s&s)", &key, &v))
        if (strcmp (key, "ordinary") != 0 && !g_str_has_prefix (key, "branch:")
            && mpq_set_str (p, v, 10) == 0)
          {
            mpq_canonicalize (p);
            mpq_sub (sum, sum, p);
          }
    }
  out = nhs_mpq_to_string (sum);
  mpq_clears (sum, p, NULL);
  return out;
}

char *
nhs_dungeon_invocation_share (GVariant *kinds_below)
{
  GVariantIter iter;
  const char *key, *v;

  if (kinds_below != NULL && g_variant_is_of_type (kinds_below, G_VARIANT_TYPE ("a(ss)")))
    {
      g_variant_iter_init (&iter, kinds_below);
      while (g_variant_iter_next (&iter, "(&s&s)", &key, &v))
        if (strcmp (key, "sanctum") == 0)
          return g_strdup (v);
    }
  return g_strdup ("0");
}

char *
nhs_dungeon_describe_depth (const NhsDungeonModel *m,
                            const char            *dungeon,
                            int                    depth,
                            const char          *(*translate) (const char *text))
{
  int d = nhs_dungeon_model_find_dungeon (m, dungeon);
  const NhsDepthKinds *dk;
  g_autoptr (GVariant) kinds = NULL;
  GVariantBuilder b;

  if (d < 0 || (dk = nhs_dungeon_model_kinds_at (m, d, depth)) == NULL)
    return NULL;
  g_variant_builder_init (&b, G_VARIANT_TYPE ("a(ss)"));
  for (guint k = 0; k < dk->kinds->len; k++)
    {
      const NhsDepthKind *kind = &g_array_index (dk->kinds, NhsDepthKind, k);
      g_autofree char *v = nhs_mpq_to_string (kind->p);

      g_variant_builder_add (&b, "(ss)", kind->key, v);
    }
  kinds = g_variant_ref_sink (g_variant_builder_end (&b));
  return nhs_dungeon_describe_kinds (kinds, depth, translate);
}

/* text through translate (NULL: English) */
static const char *
tr (const char *(*translate) (const char *text),
    const char   *text)
{
  return translate ? translate (text) : text;
}

char *
nhs_dungeon_medusa_draw_words (NhsVariantId variant,
                               const char *(*translate) (const char *text))
{
  g_autoptr (GString) list = g_string_new (NULL);
  mpq_t q;

  mpq_init (q);
  for (int d = 1; d <= NHS_DEPTH_MAX; d++)
    {
      g_autofree char *chance = NULL;

      /* the depths where Medusa's level may lie above or below */
      if (!nhs_dungeon_rooms_above_medusa (variant, d, q) || mpq_sgn (q) == 0 || mpq_cmp_ui (q, 1, 1) == 0)
        continue;
      chance = nhs_mpq_to_string (q);
      if (list->len)
        g_string_append (list, ", ");
      /* Translators: one depth and its chance in the list of the Medusa
         sentence: "22: 9/10" */
      g_string_append_printf (list, tr (translate, "%d: %s"), d, chance);
    }
  mpq_clear (q);
  if (list->len == 0)
    return NULL;
  /* Translators: the Dungeon page, under Medusa's maps; %s is the list of
     depths and chances ("21: 1/20, 22: 1/10, …"). Fort Ludios is the
     game's place name */
  return g_strdup_printf (tr (translate, "A level of rooms lies above Medusa's level, where shops and "
                                        "Fort Ludios' portal are made, by depth: %s."),
                          list->str);
}
