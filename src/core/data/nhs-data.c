/* nhs-data.c: reading and validating a variant's monster table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data.h"
#include "nhs-atomic.h"
#include "nhs-error.h"
#include "nhs-json-check.h"
#include "nhs-situation.h"
#include "nhs-data-private.h"

#include <json-glib/json-glib.h>
#include <string.h>


/* Every attack and damage type any supported variant spells. */
static const char *const attack_types[] = {
  "AT_NONE", "AT_CLAW", "AT_BITE", "AT_KICK", "AT_BUTT", "AT_TUCH", "AT_STNG",
  "AT_HUGS", "AT_SPIT", "AT_ENGL", "AT_BREA", "AT_EXPL", "AT_BOOM", "AT_GAZE",
  "AT_TENT", "AT_MULTIPLY", "AT_WEAP", "AT_MAGC", "AT_SCRE",
};

static const char *const damage_types[] = {
  "AD_PHYS", "AD_MAGM", "AD_FIRE", "AD_COLD", "AD_SLEE", "AD_DISN", "AD_ELEC",
  "AD_DRST", "AD_ACID", "AD_BLND", "AD_STUN", "AD_SLOW",
  "AD_PLYS", "AD_DRLI", "AD_DREN", "AD_LEGS", "AD_STON", "AD_STCK", "AD_SGLD",
  "AD_SITM", "AD_SEDU", "AD_TLPT", "AD_RUST", "AD_CONF", "AD_DGST", "AD_HEAL",
  "AD_WRAP", "AD_WERE", "AD_DRDX", "AD_DRCO", "AD_DRIN", "AD_DISE", "AD_DCAY",
  "AD_SSEX", "AD_HALU", "AD_DETH", "AD_PEST", "AD_FAMN", "AD_SLIM", "AD_ENCH",
  "AD_CORR", "AD_POLY", "AD_CALM", "AD_TCKL", "AD_LITE", "AD_CLRC", "AD_SPEL",
  "AD_RBRE", "AD_SAMU", "AD_CURS",
  /* EvilHack's */
  "AD_WATR", "AD_CNCL", "AD_BHED", "AD_LUCK", "AD_PSYC", "AD_LOUD", "AD_CLOB", "AD_WTHR",
  "AD_PITS", "AD_WEBS", "AD_FUSE", "AD_GOLD",
};

static const char *const sounds[] = {
  "MS_SILENT", "MS_BARK", "MS_MEW", "MS_ROAR", "MS_BELLOW", "MS_GROWL",
  "MS_SQEEK", "MS_SQAWK", "MS_CHIRP", "MS_HISS", "MS_BUZZ", "MS_GRUNT",
  "MS_NEIGH", "MS_MOO", "MS_WAIL", "MS_GURGLE", "MS_BURBLE", "MS_TRUMPET",
  "MS_ANIMAL", "MS_SHRIEK", "MS_BONES", "MS_LAUGH", "MS_MUMBLE", "MS_IMITATE",
  "MS_GROAN", "MS_ORC", "MS_HUMANOID", "MS_ARREST", "MS_SOLDIER", "MS_GUARD",
  "MS_DJINNI", "MS_NURSE", "MS_SEDUCE", "MS_VAMPIRE", "MS_BRIBE", "MS_CUSS",
  "MS_RIDER", "MS_LEADER", "MS_NEMESIS", "MS_GUARDIAN", "MS_SELL", "MS_ORACLE",
  "MS_PRIEST", "MS_SPELL", "MS_WERE", "MS_BOAST", "MS_SHEEP", "MS_CHICKEN",
  "MS_COW", "MS_PARROT", "MS_GYPSY",
  "MS_BAT", "MS_WCHUCK", "MS_RAPTOR", "MS_LIZARD", "MS_PSEUDO",
  "MS_TROLL",                             /* xNetHack */
};

static const struct {
  const char *name;
  int size;
} sizes[] = {
  { "MZ_TINY", 0 }, { "MZ_SMALL", 1 }, { "MZ_MEDIUM", 2 }, { "MZ_HUMAN", 2 },
  { "MZ_LARGE", 3 }, { "MZ_HUGE", 4 }, { "MZ_GIGANTIC", 7 },
};

/* is_placeholder() in the games' mondata.h: PM_ORC, PM_GIANT, PM_ELF, PM_HUMAN. */
static const char *const placeholders[] = { "orc", "giant", "elf", "human" };

/* Where in the file we are, for the one-sentence error. */
typedef struct {
  const char *origin;
  int index;            /* -1 at the top level */
  const char *name;     /* the entry's name once known */
  GError **error;
} Ctx;

static gboolean G_GNUC_PRINTF (3, 4)
fail (Ctx        *c,
      const char *field,
      const char *format,
      ...)
{
  va_list args;
  g_autofree char *reason = NULL;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  if (c->index < 0)
    return nhs_error_set (c->error, NHS_ERROR_DATA, "%s: field \"%s\" %s.",
                          c->origin, field, reason);
  if (c->name == NULL)
    return nhs_error_set (c->error, NHS_ERROR_DATA, "%s: entry %d: field \"%s\" %s.",
                          c->origin, c->index, field, reason);
  return nhs_error_set (c->error, NHS_ERROR_DATA, "%s: entry %d (\"%s\"): field \"%s\" %s.",
                        c->origin, c->index, c->name, field, reason);
}

static const char *
find_name (const char *const *table,
           gsize               n,
           const char         *name)
{
  for (gsize i = 0; i < n; i++)
    if (strcmp (table[i], name) == 0)
      return table[i];
  return NULL;
}

static JsonNode *
member (Ctx        *c,
        JsonObject *obj,
        const char *field)
{
  JsonNode *node = json_object_get_member (obj, field);

  if (node == NULL)
    fail (c, field, "is missing");
  return node;
}

static gboolean
node_is_int (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}

static gboolean
node_is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
get_int (Ctx        *c,
         JsonObject *obj,
         const char *field,
         int         min,
         int         max,
         int        *out)
{
  JsonNode *node = member (c, obj, field);
  gint64 v;

  if (node == NULL)
    return FALSE;
  if (!node_is_int (node) || (v = json_node_get_int (node)) < min || v > max)
    return fail (c, field, "must be an integer from %d to %d", min, max);
  *out = (int) v;
  return TRUE;
}

/* A non-empty string, or (with allow_null) null or absent (then *out = NULL). */
static gboolean
get_string (Ctx         *c,
            JsonObject  *obj,
            const char  *field,
            gboolean     allow_null,
            const char **out)
{
  JsonNode *node = json_object_get_member (obj, field);

  *out = NULL;
  if (allow_null && (node == NULL || JSON_NODE_HOLDS_NULL (node)))
    return TRUE;
  if (node == NULL)
    return fail (c, field, "is missing");
  if (!node_is_string (node) || *json_node_get_string (node) == '\0')
    return fail (c, field, allow_null ? "must be a non-empty string or null"
                                      : "must be a non-empty string");
  *out = json_node_get_string (node);
  if (strlen (*out) > NHS_DATA_MAX_NAME)
    return fail (c, field, "must be at most %d bytes long, not %" G_GSIZE_FORMAT,
                 NHS_DATA_MAX_NAME, strlen (*out));
  /* The checker let through only valid UTF-8 without NUL; escapes such as
     "\u0007" still decode to control characters, which no name has. */
  for (const char *p = *out; *p; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return fail (c, field, "must not contain control characters");
  return TRUE;
}

/* Calls add() for each string of the array; add() says whether it knew it. */
typedef gboolean (*AddName) (Ctx *c, const char *field, const char *name, gpointer data);

static gboolean
get_names (Ctx        *c,
           JsonObject *obj,
           const char *field,
           AddName     add,
           gpointer    data)
{
  JsonNode *node = member (c, obj, field);
  JsonArray *arr;
  guint n;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (c, field, "must be an array of flag names");
  arr = json_node_get_array (node);
  n = json_array_get_length (arr);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *el = json_array_get_element (arr, i);

      if (!node_is_string (el))
        return fail (c, field, "must be an array of flag names");
      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (json_array_get_string_element (arr, j),
                       json_node_get_string (el)) == 0)
          return fail (c, field, "lists \"%s\" twice", json_node_get_string (el));
      if (!add (c, field, json_node_get_string (el), data))
        return FALSE;
    }
  return TRUE;
}

static gboolean
add_geno (Ctx *c, const char *field, const char *name, gpointer data)
{
  guint bit;

  if (!nhs_geno_flag_from_name (name, &bit))
    return fail (c, field, "has an unknown flag \"%s\"", name);
  *(guint *) data |= bit;
  return TRUE;
}

static gboolean
add_resist (Ctx *c, const char *field, const char *name, gpointer data)
{
  guint bit;

  if (!nhs_resist_from_name (name, &bit))
    return fail (c, field, "has an unknown flag \"%s\"", name);
  *(guint *) data |= bit;
  return TRUE;
}

typedef struct {
  NhsMonster *m;
  char prefix[4];   /* "M1_" */
} MFlagTarget;

static const struct {
  NhsMFlag mh, m2;
} race_twins[] = {
  { NHS_MH_HUMAN, NHS_M2_HUMAN }, { NHS_MH_ELF, NHS_M2_ELF }, { NHS_MH_DWARF, NHS_M2_DWARF },
  { NHS_MH_GNOME, NHS_M2_GNOME }, { NHS_MH_ORC, NHS_M2_ORC }, { NHS_MH_GIANT, NHS_M2_GIANT },
  { NHS_MH_HOBBIT, NHS_M2_HOBBIT }, { NHS_MH_VAMPIRE, NHS_M2_VAMPIRE },
  { NHS_MH_DEMON, NHS_M2_DEMON }, { NHS_MH_WERE, NHS_M2_WERE },
};

static void
set_mflag (NhsMonster *m,
           NhsMFlag    f)
{
  m->mflags[f / 64] |= G_GUINT64_CONSTANT (1) << (f % 64);
}

static gboolean
add_mflag (Ctx *c, const char *field, const char *name, gpointer data)
{
  MFlagTarget *t = data;
  NhsMFlag f;

  if (strlen (name) >= 3 && strncmp (name, t->prefix, 3) != 0 && name[0] == 'M'
      && ((name[1] >= '1' && name[1] <= '4') || name[1] == 'H') && name[2] == '_')
    return fail (c, field, "holds \"%s\", which belongs in \"m%c\"", name,
                 g_ascii_tolower (name[1]));
  /* The games' composite names, spelled as their parts. */
  if (strcmp (name, "M1_OMNIVORE") == 0)
    {
      set_mflag (t->m, NHS_M1_CARNIVORE);
      set_mflag (t->m, NHS_M1_HERBIVORE);
      return TRUE;
    }
  if (!nhs_mflag_from_name (name, &f))
    return fail (c, field, "has an unknown flag \"%s\"", name);
  switch (f)
    {
    case NHS_M1_NOLIMBS:                /* M1_NOLIMBS includes M1_NOHANDS's bit */
      set_mflag (t->m, NHS_M1_NOHANDS);
      break;
    case NHS_M3_WANTSALL:
    case NHS_M3_COVETOUS:               /* both are all five M3_WANTS* bits */
      set_mflag (t->m, NHS_M3_WANTSAMUL);
      set_mflag (t->m, NHS_M3_WANTSBELL);
      set_mflag (t->m, NHS_M3_WANTSBOOK);
      set_mflag (t->m, NHS_M3_WANTSCAND);
      set_mflag (t->m, NHS_M3_WANTSARTI);
      break;
    default:
      break;
    }
  set_mflag (t->m, f);
  return TRUE;
}

static gboolean
parse_attacks (Ctx        *c,
               JsonObject *obj,
               NhsMonster *m)
{
  JsonNode *node = member (c, obj, "attacks");
  JsonArray *arr;
  guint n;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (c, "attacks", "must be an array of attacks");
  arr = json_node_get_array (node);
  n = json_array_get_length (arr);
  if (n > NHS_MAX_ATTACKS)
    return fail (c, "attacks", "must hold at most %d attacks, not %u", NHS_MAX_ATTACKS, n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *el = json_array_get_element (arr, i);
      JsonObject *a;
      NhsAttack *at = &m->attacks[i];
      const char *s;
      char f[32];

      if (!JSON_NODE_HOLDS_OBJECT (el))
        {
          g_snprintf (f, sizeof f, "attacks[%u]", i);
          return fail (c, f, "must be an object");
        }
      a = json_node_get_object (el);

      g_snprintf (f, sizeof f, "attacks[%u].type", i);
      if (!(node = json_object_get_member (a, "type")))
        return fail (c, f, "is missing");
      if (!node_is_string (node)
          || !(s = find_name (attack_types, G_N_ELEMENTS (attack_types),
                              json_node_get_string (node))))
        return fail (c, f, "must be an attack type such as \"AT_BITE\"");
      at->type = g_intern_static_string (s);

      g_snprintf (f, sizeof f, "attacks[%u].damage", i);
      if (!(node = json_object_get_member (a, "damage")))
        return fail (c, f, "is missing");
      if (!node_is_string (node)
          || !(s = find_name (damage_types, G_N_ELEMENTS (damage_types),
                              json_node_get_string (node))))
        return fail (c, f, "must be a damage type such as \"AD_PHYS\"");
      at->damage = g_intern_static_string (s);

      g_snprintf (f, sizeof f, "attacks[%u].dice", i);
      if (!(node = json_object_get_member (a, "dice")))
        return fail (c, f, "is missing");
      if (!node_is_int (node) || json_node_get_int (node) < 0 || json_node_get_int (node) > 255)
        return fail (c, f, "must be an integer from 0 to 255");
      at->dice = (int) json_node_get_int (node);

      g_snprintf (f, sizeof f, "attacks[%u].sides", i);
      if (!(node = json_object_get_member (a, "sides")))
        return fail (c, f, "is missing");
      if (!node_is_int (node) || json_node_get_int (node) < 0 || json_node_get_int (node) > 255)
        return fail (c, f, "must be an integer from 0 to 255");
      at->sides = (int) json_node_get_int (node);
    }
  m->n_attacks = (int) n;
  return TRUE;
}

/* Fills m from one entry. *has_difficulty: -1 absent, else 1. */
static gboolean
parse_monster (Ctx        *c,
               JsonNode   *node,
               NhsMonster *m,
               int        *has_difficulty)
{
  JsonObject *obj;
  const char *s;
  MFlagTarget t = { m, "" };
  JsonNode *dn;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return nhs_error_set (c->error, NHS_ERROR_DATA, "%s: entry %d is not a JSON object.",
                          c->origin, c->index);
  obj = json_node_get_object (node);

  if (!get_string (c, obj, "name", FALSE, &s))
    return FALSE;
  m->name = g_strdup (s);
  c->name = m->name;
  if (!get_string (c, obj, "name_male", TRUE, &s))
    return FALSE;
  m->name_male = g_strdup (s);
  if (!get_string (c, obj, "name_female", TRUE, &s))
    return FALSE;
  m->name_female = g_strdup (s);

  if (!(dn = member (c, obj, "symbol")))
    return FALSE;
  if (!node_is_string (dn) || strlen (s = json_node_get_string (dn)) != 1
      || s[0] < 0x20 || s[0] > 0x7e)
    return fail (c, "symbol", "must be a single printable ASCII character");
  m->symbol = s[0];

  if (!get_string (c, obj, "class", FALSE, &s))
    return FALSE;
  if (strncmp (s, "S_", 2) != 0 || s[2] == '\0'
      || strspn (s + 2, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_") != strlen (s + 2))
    return fail (c, "class", "must be a class name such as \"S_ANT\"");
  m->class_id = g_strdup (s);

  if (!get_int (c, obj, "mlet", 1, 127, &m->mlet)
      || !get_int (c, obj, "level", -1, 127, &m->level)
      || !get_int (c, obj, "speed", 0, 127, &m->speed)
      || !get_int (c, obj, "ac", -128, 127, &m->ac)
      || !get_int (c, obj, "mr", 0, 127, &m->mr)
      || !get_int (c, obj, "alignment", -128, 127, &m->alignment)
      || !get_int (c, obj, "frequency", 0, 7, &m->frequency))
    return FALSE;
  if (!get_names (c, obj, "geno_flags", add_geno, &m->geno))
    return FALSE;
  if (!parse_attacks (c, obj, m))
    return FALSE;
  if (!get_int (c, obj, "weight", 0, 65535, &m->cwt)
      || !get_int (c, obj, "nutrition", 0, 65535, &m->cnutrit))
    return FALSE;

  if (!(dn = member (c, obj, "sound")))
    return FALSE;
  if (!node_is_string (dn)
      || !find_name (sounds, G_N_ELEMENTS (sounds), json_node_get_string (dn)))
    return fail (c, "sound", "must be a sound such as \"MS_SILENT\"");
  m->sound = g_strdup (json_node_get_string (dn));

  if (!(dn = member (c, obj, "size")))
    return FALSE;
  m->size = -1;
  if (node_is_string (dn))
    for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
      if (strcmp (sizes[i].name, json_node_get_string (dn)) == 0)
        m->size = sizes[i].size;
  if (m->size < 0)
    return fail (c, "size", "must be a size from \"MZ_TINY\" to \"MZ_GIGANTIC\"");

  if (!get_names (c, obj, "resists", add_resist, &m->resists)
      || !get_names (c, obj, "conveys", add_resist, &m->conveys))
    return FALSE;
  memcpy (t.prefix, "M1_", 4);
  if (!get_names (c, obj, "m1", add_mflag, &t))
    return FALSE;
  memcpy (t.prefix, "M2_", 4);
  if (!get_names (c, obj, "m2", add_mflag, &t))
    return FALSE;
  memcpy (t.prefix, "M3_", 4);
  if (!get_names (c, obj, "m3", add_mflag, &t))
    return FALSE;
  /* EvilHack's fourth flag word and its race flags (mhflags), where a file has them */
  memcpy (t.prefix, "M4_", 4);
  if (json_object_has_member (obj, "m4") && !get_names (c, obj, "m4", add_mflag, &t))
    return FALSE;
  memcpy (t.prefix, "MH_", 4);
  if (json_object_has_member (obj, "mh") && !get_names (c, obj, "mh", add_mflag, &t))
    return FALSE;
  /* EvilHack's mondata.h tests these races in mhflags where NetHack tests
     M2_ flags (is_human () is MH_HUMAN, is_undead () is MH_ZOMBIE or
     MH_UNZOMBIE): the M2_ flag stands for the same test. */
  for (gsize i = 0; i < G_N_ELEMENTS (race_twins); i++)
    if (nhs_monster_has (m, race_twins[i].mh))
      set_mflag (m, race_twins[i].m2);
  if (nhs_monster_has (m, NHS_MH_ZOMBIE) || nhs_monster_has (m, NHS_MH_UNZOMBIE))
    set_mflag (m, NHS_M2_UNDEAD);
  /* The games test covetousness as "any M3_WANTS* bit". */
  if (nhs_monster_has (m, NHS_M3_WANTSAMUL) || nhs_monster_has (m, NHS_M3_WANTSBELL)
      || nhs_monster_has (m, NHS_M3_WANTSBOOK) || nhs_monster_has (m, NHS_M3_WANTSCAND)
      || nhs_monster_has (m, NHS_M3_WANTSARTI))
    set_mflag (m, NHS_M3_COVETOUS);
  if (nhs_monster_has (m, NHS_M3_WANTSAMUL) && nhs_monster_has (m, NHS_M3_WANTSBELL)
      && nhs_monster_has (m, NHS_M3_WANTSBOOK) && nhs_monster_has (m, NHS_M3_WANTSCAND)
      && nhs_monster_has (m, NHS_M3_WANTSARTI))
    set_mflag (m, NHS_M3_WANTSALL);

  if (json_object_has_member (obj, "difficulty"))
    {
      if (!get_int (c, obj, "difficulty", 0, 255, &m->difficulty))
        return FALSE;
      *has_difficulty = 1;
    }
  else
    *has_difficulty = -1;

  if (!(dn = member (c, obj, "color")))
    return FALSE;
  if (!node_is_string (dn) || (m->color = nhs_color_from_name (json_node_get_string (dn))) < 0)
    return fail (c, "color", "must be a colour from \"CLR_BLACK\" to \"CLR_WHITE\"");

  m->color_256 = -1;
  if (json_object_has_member (obj, "color_256")
      && !get_int (c, obj, "color_256", 16, 255, &m->color_256))
    return FALSE;

  /* A file may say which entries are placeholders (EvilHack has fourteen);
     otherwise NetHack's four by name. */
  if ((dn = json_object_get_member (obj, "placeholder")))
    {
      if (!JSON_NODE_HOLDS_VALUE (dn) || json_node_get_value_type (dn) != G_TYPE_BOOLEAN)
        return fail (c, "placeholder", "must be true or false");
      m->placeholder = json_node_get_boolean (dn);
      return TRUE;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (placeholders); i++)
    if (strcmp (m->name, placeholders[i]) == 0)
      m->placeholder = TRUE;
  return TRUE;
}

static void
free_monsters (NhsMonster *monsters,
               int         n,
               gboolean    borrowed)
{
  for (int i = 0; i < n && !borrowed; i++)
    {
      g_free (monsters[i].name);
      g_free (monsters[i].name_male);
      g_free (monsters[i].name_female);
      g_free (monsters[i].class_id);
      g_free (monsters[i].sound);
    }
  g_free (monsters);
}

static void
set_free (NhsMonsterSet *set)
{
  if (set->by_name)
    g_hash_table_unref (set->by_name);
  free_monsters (set->monsters, set->n, set->compact != NULL);
  g_clear_pointer (&set->compact, g_variant_unref);
  g_free (set->variant);
  g_free (set->origin);
  g_free (set);
}

void
_nhs_monster_set_free (NhsMonsterSet *set)
{
  set_free (set);
}

/* Same class name <-> same class number <-> same symbol, across entries. */
static gboolean
check_classes (Ctx           *c,
               NhsMonsterSet *set)
{
  g_autoptr (GHashTable) by_mlet = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr (GHashTable) by_class = g_hash_table_new (g_str_hash, g_str_equal);

  for (int i = 0; i < set->n; i++)
    {
      NhsMonster *m = &set->monsters[i];
      NhsMonster *o;

      c->index = i;
      c->name = m->name;
      o = g_hash_table_lookup (by_mlet, GINT_TO_POINTER (m->mlet));
      if (o && strcmp (o->class_id, m->class_id) != 0)
        return fail (c, "class", "must be \"%s\" like entry %d (\"%s\"), which has the same mlet %d",
                     o->class_id, o->index, o->name, m->mlet);
      if (o && o->symbol != m->symbol)
        return fail (c, "symbol", "must be \"%c\" like entry %d (\"%s\"), which has the same mlet %d",
                     o->symbol, o->index, o->name, m->mlet);
      o = g_hash_table_lookup (by_class, m->class_id);
      if (o && o->mlet != m->mlet)
        return fail (c, "mlet", "must be %d like entry %d (\"%s\"), which has the same class %s",
                     o->mlet, o->index, o->name, m->class_id);
      if (!g_hash_table_contains (by_mlet, GINT_TO_POINTER (m->mlet)))
        g_hash_table_insert (by_mlet, GINT_TO_POINTER (m->mlet), m);
      if (!g_hash_table_contains (by_class, m->class_id))
        g_hash_table_insert (by_class, m->class_id, m);
    }
  return TRUE;
}

/* Names are unique within a class (the games repeat a were-creature's name
 * in its animal and its human class); by_name keeps the first. */
static gboolean
index_names (Ctx           *c,
             NhsMonsterSet *set)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  set->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (int i = 0; i < set->n; i++)
    {
      NhsMonster *m = &set->monsters[i];
      char *lower = g_ascii_strdown (m->name, -1);
      char *key = g_strconcat (m->class_id, "\n", lower, NULL);
      NhsMonster *o = g_hash_table_lookup (seen, key);

      if (o)
        {
          c->index = i;
          c->name = m->name;
          g_free (lower);
          g_free (key);
          return fail (c, "name", "repeats entry %d of the same class", o->index);
        }
      g_hash_table_insert (seen, key, m);
      if (!g_hash_table_contains (set->by_name, lower))
        g_hash_table_insert (set->by_name, lower, m);
      else
        g_free (lower);
    }
  for (int i = 0; i < set->n; i++)
    {
      NhsMonster *m = &set->monsters[i];
      const char *g[2] = { m->name_male, m->name_female };

      for (int k = 0; k < 2; k++)
        if (g[k])
          {
            char *lower = g_ascii_strdown (g[k], -1);

            if (!g_hash_table_contains (set->by_name, lower))
              g_hash_table_insert (set->by_name, lower, m);
            else
              g_free (lower);
          }
    }
  return TRUE;
}

gboolean
_nhs_monster_set_index_names (NhsMonsterSet  *set,
                              GError        **error)
{
  Ctx c = { set->origin, -1, NULL, error };

  return index_names (&c, set);
}

NhsMonsterSet *
nhs_monster_set_load_bytes (GBytes      *bytes,
                            const char  *origin,
                            GError     **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) local = NULL;
  NhsMonsterSet *set;
  JsonNode *root, *node;
  JsonObject *obj;
  JsonArray *arr;
  Ctx c = { origin ? origin : "monster data", -1, NULL, error };
  const char *s;
  gsize size;
  const char *data;
  int n, present = 0;
  NhsMStrengthRule rule = NHS_MSTRENGTH_VANILLA;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  if (size > NHS_DATA_MAX_BYTES)
    {
      nhs_error_set (error, NHS_ERROR_DATA,
                     "%s: is %" G_GSIZE_FORMAT " bytes; monster data may be at most %d MiB.",
                     c.origin, size, NHS_DATA_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  /* Strict JSON within limits first: json-glib recurses without bound and
     reads some non-JSON (hex numbers, integers past 64 bits) as numbers. */
  if (!nhs_json_check (data, size, NHS_JSON_MAX_DEPTH, c.origin, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data, (gssize) size, &local))
    {
      nhs_error_set (error, NHS_ERROR_DATA, "%s: not valid JSON (%s).", c.origin, local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      nhs_error_set (error, NHS_ERROR_DATA, "%s: the top level must be a JSON object.", c.origin);
      return NULL;
    }
  obj = json_node_get_object (root);

  if (!get_string (&c, obj, "variant", FALSE, &s))
    return NULL;
  if ((node = json_object_get_member (obj, "source")) && !node_is_string (node)
      && !JSON_NODE_HOLDS_NULL (node))
    {
      fail (&c, "source", "must be a string");
      return NULL;
    }
  if ((node = json_object_get_member (obj, "difficulty_rule")))
    {
      const char *r = node_is_string (node) ? json_node_get_string (node) : "";

      if (strcmp (r, "vanilla") == 0)
        rule = NHS_MSTRENGTH_VANILLA;
      else if (strcmp (r, "slashem") == 0)
        rule = NHS_MSTRENGTH_SLASHEM;
      else
        {
          fail (&c, "difficulty_rule", "must be \"vanilla\" or \"slashem\"");
          return NULL;
        }
    }
  if (!(node = member (&c, obj, "monsters")))
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) == 0
      || json_array_get_length (json_node_get_array (node)) > NHS_MAX_MONSTERS)
    {
      fail (&c, "monsters", "must be an array of 1 to %d monsters", NHS_MAX_MONSTERS);
      return NULL;
    }
  arr = json_node_get_array (node);
  n = (int) json_array_get_length (arr);

  set = g_new0 (NhsMonsterSet, 1);
  set->ref_count = 1;
  set->variant = g_strdup (s);
  set->origin = g_strdup (c.origin);
  set->monsters = g_new0 (NhsMonster, n);
  set->n = n;

  if (!get_int (&c, obj, "special_pm", 0, n, &set->special_pm))
    goto fail;

  for (int i = 0; i < n; i++)
    {
      int has = 0;

      c.index = i;
      c.name = NULL;
      set->monsters[i].index = i;
      if (!parse_monster (&c, json_array_get_element (arr, i), &set->monsters[i], &has))
        goto fail;
      if (present == 0)
        present = has;
      else if (present != has)
        {
          if (has > 0)
            fail (&c, "difficulty", "is present, but entry 0 has none (give it in every entry or in none)");
          else
            fail (&c, "difficulty", "is missing, but entry 0 has one (give it in every entry or in none)");
          goto fail;
        }
    }
  if (!check_classes (&c, set) || !index_names (&c, set))
    goto fail;

  set->has_difficulty = present > 0;
  if (!set->has_difficulty)
    for (int i = 0; i < n; i++)
      set->monsters[i].difficulty = nhs_monster_difficulty_from_stats (&set->monsters[i], rule);
  return set;

fail:
  set_free (set);
  return NULL;
}

NhsMonsterSet *
nhs_monster_set_load_file (const char  *path,
                           GError     **error)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  /* Only a regular file within the size limit is read: a FIFO, device or
     /dev/zero is refused before reading (a path that names no readable
     file is bad input, the CLI's exit status 2). */
  bytes = nhs_read_regular_file (path, NHS_DATA_MAX_BYTES, "the monster data", error);
  if (bytes == NULL)
    return NULL;
  return nhs_monster_set_load_bytes (bytes, path, error);
}

NhsMonsterSet *
nhs_monster_set_ref (NhsMonsterSet *set)
{
  g_return_val_if_fail (set != NULL, NULL);
  g_atomic_int_inc (&set->ref_count);
  return set;
}

void
nhs_monster_set_unref (NhsMonsterSet *set)
{
  if (set == NULL)
    return;
  if (g_atomic_int_dec_and_test (&set->ref_count))
    set_free (set);
}

const NhsMonster *
nhs_monster_set_lookup (const NhsMonsterSet *set,
                        const char          *name)
{
  g_autofree char *lower = NULL;

  g_return_val_if_fail (set != NULL, NULL);
  if (name == NULL)
    return NULL;
  lower = g_ascii_strdown (name, -1);
  return g_hash_table_lookup (set->by_name, lower);
}

static gboolean
attack_is (const NhsAttack *a,
           const char      *type)
{
  return a->type != NULL && strcmp (a->type, type) == 0;
}

static gboolean
damage_is (const NhsAttack *a,
           const char      *damage)
{
  return a->damage != NULL && strcmp (a->damage, damage) == 0;
}

/* makedefs' ranged_attk(): a weapon, spell, breath, spit or gaze attack. */
static gboolean
ranged_attack (const NhsMonster *m)
{
  for (int i = 0; i < m->n_attacks; i++)
    {
      const NhsAttack *a = &m->attacks[i];

      if (attack_is (a, "AT_WEAP") || attack_is (a, "AT_MAGC") || attack_is (a, "AT_BREA")
          || attack_is (a, "AT_SPIT") || attack_is (a, "AT_GAZE"))
        return TRUE;
    }
  return FALSE;
}

int
nhs_monster_difficulty_from_stats (const NhsMonster *m,
                                   NhsMStrengthRule  rule)
{
  int tmp = m->level;
  int n;

  g_return_val_if_fail (m != NULL, 0);

  if (tmp > 49)                  /* fixed hit points */
    tmp = 2 * (tmp - 6) / 4;

  /* groups */
  n = (m->geno & NHS_G_SGROUP) ? 1 : 0;
  n += (m->geno & NHS_G_LGROUP) ? 2 : 0;
  if (rule == NHS_MSTRENGTH_SLASHEM)
    n += (m->geno & NHS_G_VLGROUP) ? 4 : 0;

  if (ranged_attack (m))
    n++;

  /* good armour class, speed */
  n += m->ac < 4;
  n += m->ac < 0;
  n += m->speed >= 18;

  /* each attack, and the special ones */
  for (int i = 0; i < m->n_attacks; i++)
    {
      const NhsAttack *a = &m->attacks[i];

      n += a->type != NULL && !attack_is (a, "AT_NONE");
      n += attack_is (a, "AT_MAGC");
      n += attack_is (a, "AT_WEAP") && nhs_monster_has (m, NHS_M2_STRONG);
    }

  /* each special damage type, and heavy damage */
  for (int i = 0; i < m->n_attacks; i++)
    {
      const NhsAttack *a = &m->attacks[i];

      if (damage_is (a, "AD_DRLI") || damage_is (a, "AD_STON") || damage_is (a, "AD_DRST")
          || damage_is (a, "AD_DRDX") || damage_is (a, "AD_DRCO") || damage_is (a, "AD_WERE"))
        n += 2;
      else if (strcmp (m->name, "grid bug") != 0)
        n += a->damage != NULL && !damage_is (a, "AD_PHYS");
      n += a->dice * a->sides > 23;
    }

  if (rule == NHS_MSTRENGTH_SLASHEM && nhs_monster_has (m, NHS_M2_NASTY))
    n += 5;

  /* leprechauns have many hit dice but do little harm */
  if (strcmp (m->name, "leprechaun") == 0)
    n -= 2;

  if (n == 0)
    tmp--;
  else if (n >= 6)
    tmp += n / 2;
  else
    tmp += n / 3 + 1;

  return tmp >= 0 ? tmp : 0;
}
