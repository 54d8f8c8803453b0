/* nhs-muse-scenario.c: the item-use scenario type and its JSON format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every field is optional; a missing one takes the ordinary default (an
 * ordinary lit room on an ordinary level, hero level 1, nothing worn, a
 * hostile healthy monster).  Unknown fields are refused so that a typo is
 * not silently ignored.  Errors are one sentence naming the field.
 */
#include "nhs-escape.h"
#include "nhs-muse-scenario.h"
#include "nhs-muse-pet.h"
#include "nhs-muse-words.h"
#include "nhs-pools.h"
#include "nhs-json-text.h"
#include "nhs-json-check.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "nhs-error.h"

/* The items a scenario knows: every object of the version (its objects.c,
   data/objects-<key>.json) and a few objects made of a monster (a lizard
   corpse, a tin of lizard meat).  What muse.c tests is the object's kind
   below, by the game's name; everything else about an object comes from
   its facts (class, skill, armour slot, material, charges). */
static const struct { const char *name; NhsMuseItemKind kind; } muse_kinds[] = {
  { "wand of digging", NHS_MI_WAN_DIGGING }, { "wand of teleportation", NHS_MI_WAN_TELEPORTATION },
  { "scroll of teleportation", NHS_MI_SCR_TELEPORTATION }, { "potion of full healing", NHS_MI_POT_FULL_HEALING },
  { "potion of extra healing", NHS_MI_POT_EXTRA_HEALING }, { "potion of healing", NHS_MI_POT_HEALING },
  { "wand of create monster", NHS_MI_WAN_CREATE_MONSTER }, { "scroll of create monster", NHS_MI_SCR_CREATE_MONSTER },
  { "potion of sickness", NHS_MI_POT_SICKNESS }, { "unicorn horn", NHS_MI_UNICORN_HORN },
  { "bugle", NHS_MI_BUGLE }, { "tin opener", NHS_MI_TIN_OPENER }, { "Amulet of Yendor", NHS_MI_AMULET_OF_YENDOR },
  { "wand of undead turning", NHS_MI_WAN_UNDEAD_TURNING }, { "wand of death", NHS_MI_WAN_DEATH },
  { "wand of sleep", NHS_MI_WAN_SLEEP }, { "wand of fire", NHS_MI_WAN_FIRE }, { "fire horn", NHS_MI_FIRE_HORN },
  { "wand of cold", NHS_MI_WAN_COLD }, { "frost horn", NHS_MI_FROST_HORN }, { "wand of lightning", NHS_MI_WAN_LIGHTNING },
  { "wand of magic missile", NHS_MI_WAN_MAGIC_MISSILE }, { "wand of striking", NHS_MI_WAN_STRIKING },
  { "potion of paralysis", NHS_MI_POT_PARALYSIS }, { "potion of blindness", NHS_MI_POT_BLINDNESS },
  { "potion of confusion", NHS_MI_POT_CONFUSION }, { "potion of sleeping", NHS_MI_POT_SLEEPING },
  { "potion of acid", NHS_MI_POT_ACID }, { "scroll of earth", NHS_MI_SCR_EARTH }, { "scroll of fire", NHS_MI_SCR_FIRE },
  { "potion of gain level", NHS_MI_POT_GAIN_LEVEL }, { "bullwhip", NHS_MI_BULLWHIP },
  { "wand of make invisible", NHS_MI_WAN_MAKE_INVISIBLE }, { "potion of invisibility", NHS_MI_POT_INVISIBILITY },
  { "wand of speed monster", NHS_MI_WAN_SPEED_MONSTER }, { "potion of speed", NHS_MI_POT_SPEED },
  { "wand of polymorph", NHS_MI_WAN_POLYMORPH }, { "potion of polymorph", NHS_MI_POT_POLYMORPH },
  { "mummy wrapping", NHS_MI_MUMMY_WRAPPING },
  /* 3.7's containers and camera */
  { "sack", NHS_MI_CONTAINER }, { "oilskin sack", NHS_MI_CONTAINER }, { "bag of holding", NHS_MI_CONTAINER },
  { "bag of tricks", NHS_MI_BAG_OF_TRICKS }, { "large box", NHS_MI_CONTAINER }, { "chest", NHS_MI_CONTAINER },
  { "ice box", NHS_MI_CONTAINER }, { "expensive camera", NHS_MI_EXPENSIVE_CAMERA },
  /* EvilHack's other containers (Is_container: large box .. bag of devouring) */
  { "iron safe", NHS_MI_CONTAINER }, { "crystal chest", NHS_MI_CONTAINER }, { "hidden chest", NHS_MI_CONTAINER },
  { "bag of treasure", NHS_MI_CONTAINER }, { "bag of devouring", NHS_MI_CONTAINER },
  /* SLASH'EM's (the wand of cancellation is vanilla too, but only SLASH'EM's monsters zap it) */
  { "wand of create horde", NHS_MI_WAN_CREATE_HORDE }, { "wand of healing", NHS_MI_WAN_HEALING },
  { "wand of extra healing", NHS_MI_WAN_EXTRA_HEALING }, { "potion of vampire blood", NHS_MI_POT_VAMPIRE_BLOOD },
  { "wand of fireball", NHS_MI_WAN_FIREBALL }, { "wand of draining", NHS_MI_WAN_DRAINING },
  { "potion of amnesia", NHS_MI_POT_AMNESIA }, { "wand of cancellation", NHS_MI_WAN_CANCELLATION },
  /* xNetHack's (the objects are vanilla too, but only its monsters use them) */
  { "potion of restore ability", NHS_MI_POT_RESTORE_ABILITY }, { "potion of hallucination", NHS_MI_POT_HALLUCINATION },
  { "potion of oil", NHS_MI_POT_OIL }, { "magic flute", NHS_MI_MAGIC_FLUTE },
  /* EvilHack's (vanilla objects most of them, but only its monsters use them) */
  { "wand of slow monster", NHS_MI_WAN_SLOW_MONSTER }, { "scroll of charging", NHS_MI_SCR_CHARGING },
  { "scroll of stinking cloud", NHS_MI_SCR_STINKING_CLOUD }, { "potion of booze", NHS_MI_POT_BOOZE },
  { "figurine", NHS_MI_FIGURINE }, { "wand of wishing", NHS_MI_WAN_WISHING },
  { "dwarvish bearded axe", NHS_MI_BEARDED_AXE }, { "scroll of remove curse", NHS_MI_SCR_REMOVE_CURSE },
  { "pan flute", NHS_MI_PAN_FLUTE }, { "loadstone", NHS_MI_LOADSTONE },
};

/* Objects made of a monster that muse.c looks at (a corpse or tin of it). */
static const struct { const char *name; const char *base; NhsMuseItemKind kind; const char *monster; } made_of[] = {
  { "lizard corpse", "corpse", NHS_MI_LIZARD_CORPSE, "lizard" },
  { "tin of lizard meat", "tin", NHS_MI_LIZARD_TIN, "lizard" },
  { "newt corpse", "corpse", NHS_MI_OTHER, "newt" }, { "cockatrice corpse", "corpse", NHS_MI_OTHER, "cockatrice" },
  { "chickatrice corpse", "corpse", NHS_MI_OTHER, "chickatrice" },
  { "cockatrice egg", "egg", NHS_MI_OTHER, "cockatrice" },
};

typedef struct {
  NhsMuseItemInfo *items;
  guint n;
  GHashTable *by_name;   /* casefolded -> NhsMuseItemInfo * */
  NhsMuseItemInfo *any;  /* every other monster's corpse, egg and tin: in by_name, not listed */
  guint n_any;
} ItemTable;

static guint
flags_of (const NhsObject *o)
{
  guint f = 0;

  if (o->oclass == NHS_OC_WEAPON)
    f |= NHS_MI_F_WEAPON;
  if (o->oclass == NHS_OC_TOOL && *o->skill != '\0')
    f |= NHS_MI_F_WEPTOOL;                               /* is_weptool() */
  if (strcmp (o->skill, "P_DAGGER") == 0 || strcmp (o->skill, "P_KNIFE") == 0)
    f |= NHS_MI_F_BLADE;                                 /* opens tins */
  if (strcmp (o->slot, "helm") == 0)
    f |= NHS_MI_F_HELMET;
  if (strcmp (o->slot, "boots") == 0)
    f |= NHS_MI_F_BOOTS;
  if (o->flags & NHS_OBJ_METALLIC)
    f |= NHS_MI_F_METAL;
  if (o->oclass == NHS_OC_WAND || (o->oclass == NHS_OC_TOOL && (o->flags & NHS_OBJ_CHARGED)))
    f |= NHS_MI_F_CHARGED;                               /* spe counts charges */
  return f;
}

/* Every monster's corpse ("newt corpse"), egg ("cockatrice egg") and tin
   ("tin of newt meat"), as the game names them identified, beside the list
   above: a corpse and a tin of each monster that leaves a corpse
   (G_NOCORPSE), an egg of each that lays eggs (M1_OVIPAROUS), from the
   version's own monsters. Found by name, not listed by nhs_muse_items (). */
static void
add_made_of_any (ItemTable        *t,
                 const NhsVariant *v,
                 const NhsObject  *objs)
{
  static const struct { const char *prefix, *suffix, *base; } forms[] = {
    { "", " corpse", "corpse" }, { "", " egg", "egg" }, { "tin of ", " meat", "tin" },
  };
  g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant (v->key, NULL);

  if (set == NULL)
    return;
  t->any = g_new0 (NhsMuseItemInfo, (gsize) set->n * G_N_ELEMENTS (forms));
  for (int m = 0; m < set->n; m++)
    for (guint k = 0; k < G_N_ELEMENTS (forms); k++)
      {
        const NhsMonster *d = &set->monsters[m];
        const NhsObject *base = nhs_object_lookup (v, forms[k].base);
        NhsMuseItemInfo *info;
        char *name, *key;

        if (base == NULL
            || (k == 1 ? !nhs_monster_has (d, NHS_M1_OVIPAROUS) : (d->geno & NHS_G_NOCORPSE) != 0))
          continue;
        name = g_strconcat (forms[k].prefix, d->name, forms[k].suffix, NULL);
        key = g_utf8_casefold (name, -1);
        if (g_hash_table_contains (t->by_name, key))
          {
            g_free (name);
            g_free (key);
            continue;
          }
        info = &t->any[t->n_any++];
        info->name = name;
        info->object = base;
        info->made_of = g_strdup (d->name);
        info->made_of_any = TRUE;
        info->index = (guint) (base - objs);
        info->oclass = base->oclass;
        info->flags = flags_of (base);
        g_hash_table_insert (t->by_name, key, info);
      }
}

static ItemTable *
item_table (const NhsVariant *v)
{
  static ItemTable tables[NHS_N_VARIANTS];
  static gsize once[NHS_N_VARIANTS];

  if (v == NULL)
    v = nhs_variant_default ();
  if (g_once_init_enter (&once[v->id]))
    {
      ItemTable *t = &tables[v->id];
      guint n_obj = 0;
      const NhsObject *objs = nhs_objects (v, &n_obj);

      t->items = g_new0 (NhsMuseItemInfo, n_obj + G_N_ELEMENTS (made_of));
      t->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < n_obj; i++)
        {
          NhsMuseItemInfo *info = &t->items[t->n++];

          info->name = objs[i].name;
          info->object = &objs[i];
          info->index = i;
          info->oclass = objs[i].oclass;
          info->flags = flags_of (&objs[i]);
          for (guint k = 0; k < G_N_ELEMENTS (muse_kinds); k++)
            if (strcmp (muse_kinds[k].name, objs[i].name) == 0)
              info->kind = muse_kinds[k].kind;
          if (info->kind == NHS_MI_OTHER && info->oclass == NHS_OC_SPBOOK)
            info->kind = NHS_MI_SPELLBOOK;
          g_hash_table_insert (t->by_name, g_utf8_casefold (info->name, -1), info);
        }
      for (guint k = 0; k < G_N_ELEMENTS (made_of); k++)
        {
          const NhsObject *base = nhs_object_lookup (v, made_of[k].base);
          NhsMuseItemInfo *info;

          if (base == NULL)
            continue;
          info = &t->items[t->n++];
          info->name = made_of[k].name;
          info->object = base;
          info->made_of = made_of[k].monster;
          info->index = (guint) (base - objs);
          info->oclass = base->oclass;
          info->kind = made_of[k].kind;
          g_hash_table_insert (t->by_name, g_utf8_casefold (info->name, -1), info);
        }
      add_made_of_any (t, v, objs);
      g_once_init_leave (&once[v->id], 1);
    }
  return &tables[v->id];
}

const NhsMuseItemInfo *
nhs_muse_items (const NhsVariant *variant,
                guint            *n_out)
{
  ItemTable *t = item_table (variant);

  if (n_out != NULL)
    *n_out = t->n;
  return t->items;
}

const NhsMuseItemInfo *
nhs_muse_item_lookup (const NhsVariant *variant,
                      const char       *name)
{
  ItemTable *t = item_table (variant);
  g_autofree char *key = NULL;
  const NhsMuseItemInfo *info;

  if (name == NULL)
    return NULL;
  /* a name already casefolded is its own key (the level generator asks
     by the objects' own lower-case names, many times a level) */
  if ((info = g_hash_table_lookup (t->by_name, name)) != NULL)
    return info;
  if (!g_utf8_validate (name, -1, NULL))
    return NULL;
  key = g_utf8_casefold (name, -1);
  return g_hash_table_lookup (t->by_name, key);
}

char *
nhs_muse_item_unknown (const NhsVariant *variant,
                       const char       *name)
{
  g_autofree char *quoted = nhs_error_excerpt (name, -1);
  const char *near;

  if (variant == NULL)
    variant = nhs_variant_default ();
  near = nhs_object_suggest (variant, name);
  if (near != NULL)
    return g_strdup_printf ("%s has no object named “%s”; did you mean “%s”?", variant->display_name, quoted, near);
  return g_strdup_printf ("%s has no object named “%s”.", variant->display_name, quoted);
}

static const struct { const char *name; NhsMuseTrap trap; } trap_names[] = {
  { "trap door", NHS_MUSE_TRAP_TRAPDOOR }, { "hole", NHS_MUSE_TRAP_HOLE },
  { "teleportation trap", NHS_MUSE_TRAP_TELEPORT }, { "polymorph trap", NHS_MUSE_TRAP_POLY },
  { "pit", NHS_MUSE_TRAP_PIT }, { "spiked pit", NHS_MUSE_TRAP_SPIKED_PIT },
  { "web", NHS_MUSE_TRAP_WEB }, { "bear trap", NHS_MUSE_TRAP_BEAR },
  { "level teleporter", NHS_MUSE_TRAP_LEVEL_TELEPORT }, { "magic portal", NHS_MUSE_TRAP_MAGIC_PORTAL },
  { "arrow trap", NHS_MUSE_TRAP_OTHER }, { "dart trap", NHS_MUSE_TRAP_OTHER },
  { "falling rock trap", NHS_MUSE_TRAP_OTHER }, { "squeaky board", NHS_MUSE_TRAP_OTHER },
  { "land mine", NHS_MUSE_TRAP_OTHER }, { "rolling boulder trap", NHS_MUSE_TRAP_OTHER },
  { "sleeping gas trap", NHS_MUSE_TRAP_OTHER }, { "rust trap", NHS_MUSE_TRAP_OTHER },
  { "fire trap", NHS_MUSE_TRAP_OTHER }, { "magic trap", NHS_MUSE_TRAP_OTHER },
  { "anti-magic field", NHS_MUSE_TRAP_OTHER }, { "statue trap", NHS_MUSE_TRAP_OTHER },
  { "vibrating square", NHS_MUSE_TRAP_OTHER },
};

static const char *seen_names[] = { "reflection", "magic", "fire", "cold", "sleep", "shock", "acid", "poison", "death" };

static const char *armor_slots[] = { "armh", "arm", "armc", "arms", "armg", "armf", "armu" };

static void
item_free (gpointer p)
{
  NhsMuseItem *it = p;
  g_free (it->name);
  g_free (it);
}

static void
feature_free (gpointer p)
{
  NhsMuseFeature *f = p;
  g_free (f->name);
  g_free (f);
}

static void
other_free (gpointer p)
{
  NhsMuseOther *o = p;
  g_free (o->name);
  g_free (o->race);
  g_free (o);
}

static void
armor_free (gpointer p)
{
  NhsMuseArmor *a = p;
  g_free (a->name);
  g_free (a);
}

NhsMuseScenario *
nhs_muse_scenario_new (void)
{
  NhsMuseScenario *sc = g_new0 (NhsMuseScenario, 1);

  sc->hp = 10;
  sc->hpmax = 10;
  sc->hero_dx = 2;
  sc->believed_dx = 2;
  sc->items = g_ptr_array_new_with_free_func (item_free);
  sc->hero_armor = g_ptr_array_new_with_free_func (armor_free);
  sc->features = g_ptr_array_new_with_free_func (feature_free);
  sc->others = g_ptr_array_new_with_free_func (other_free);
  sc->known_spells = g_ptr_array_new_with_free_func (g_free);
  sc->speed = NHS_MUSE_SPEED_NORMAL;
  sc->hero_level = 1;
  sc->alignment = 0;
  sc->alignment_record = 10;
  sc->held_by_other = -1;
  sc->pet_apport = NHS_MUSE_DEFAULT_APPORT;
  sc->hero_hp = NHS_MUSE_DEFAULT_HERO_HP;
  sc->hero_charisma = NHS_MUSE_DEFAULT_CHARISMA;
  sc->variant = nhs_variant_default ();
  return sc;
}

void
nhs_muse_scenario_free (NhsMuseScenario *sc)
{
  if (sc == NULL)
    return;
  g_free (sc->monster);
  g_free (sc->hero_wielding);
  g_free (sc->swallowed_by);
  g_free (sc->polymorphed_into);
  g_free (sc->race);
  g_free (sc->hero_race);
  g_free (sc->reading);
  g_ptr_array_unref (sc->items);
  g_ptr_array_unref (sc->hero_armor);
  g_ptr_array_unref (sc->features);
  g_ptr_array_unref (sc->others);
  g_ptr_array_unref (sc->known_spells);
  g_free (sc);
}

NhsMuseItem *
nhs_muse_scenario_add_item (NhsMuseScenario *sc,
                            const char      *name)
{
  const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, name);
  NhsMuseItem *it;

  if (info == NULL || sc->items->len >= NHS_MUSE_MAX_ITEMS)
    return NULL;
  it = g_new0 (NhsMuseItem, 1);
  it->name = g_strdup (info->name);
  it->kind = info->kind;
  it->object = info->object;
  it->flags = info->flags;
  it->spe = (info->flags & NHS_MI_F_CHARGED) ? 4 : 0;
  g_ptr_array_add (sc->items, it);
  return it;
}

/* The situation of the explanation (and the CLI's flags) as a scenario:
   the hero `distance` squares east (one square off the line when not lined
   up), wielding a long sword and wearing ring mail unless the situation
   says otherwise; the items (specs as nhs_muse_scenario_add_item_spec ()
   reads them), then a worn helmet when the monster wears one. */
NhsMuseScenario *
nhs_muse_scenario_for_situation (const NhsMuseSituation *sit,
                                 const NhsVariant       *variant,
                                 const NhsMonster       *monster,
                                 const char *const      *item_specs,
                                 GError                **error)
{
  int dist = MAX (sit->distance, 1);
  NhsMuseScenario *sc = nhs_muse_scenario_new ();
  GError *err = NULL;
  sc->variant = variant;
  sc->monster = g_strdup (monster->name);
  sc->data = monster;
  sc->hp = sit->hp;
  sc->hpmax = sit->hp_max;
  sc->hero_dx = MIN (dist, NHS_MUSE_MAX_OFFSET_X);
  sc->hero_dy = !sit->lined_up ? (dist == 1 ? 2 : 1) : 0;
  sc->believed_dx = sc->hero_dx;
  sc->believed_dy = sc->hero_dy;
  sc->hero_level = sit->hero_level;
  sc->peaceful = sit->peaceful || sit->tame;
  sc->tame = sit->tame;
  sc->berserk = sit->berserk;
  sc->conflict = sit->hero_conflict;
  sc->confused = sit->confused;
  sc->stunned = sit->stunned;
  sc->blind = sit->blind;
  sc->reflection = sit->hero_reflects ? NHS_MUSE_REFL_AMULET : NHS_MUSE_REFL_NONE;
  sc->see_invisible = sit->hero_sees_invisible;
  sc->hero_invisible = sc->believes_guess = sit->hero_invisible;
  sc->hero_wielding = !sit->hero_wields_weapon ? NULL : g_strdup ("long sword");
  if (sit->hero_wears_armor)
    {
      NhsMuseArmor *a = g_new0 (NhsMuseArmor, 1);
      g_strlcpy (a->slot, "arm", sizeof a->slot);
      a->name = g_strdup ("ring mail");
      g_ptr_array_add (sc->hero_armor, a);
    }
  if (sit->hero_swallowed)
    {
      /* engulfed: on the monster's own square */
      sc->swallowed = sc->swallowed_by_this = TRUE;
      sc->swallowed_by = g_strdup ("monster");
      sc->hero_dx = sc->hero_dy = sc->believed_dx = sc->believed_dy = 0;
    }
  if (sit->sanctuary)
    {
      sc->temple = NHS_MUSE_TEMPLE_COALIGNED;
      sc->hero_in_temple = sc->monster_in_temple = TRUE;
    }
  sc->sokoban = sit->sokoban;
  sc->noteleport = sit->noteleport;
  sc->knows_teleport_traps = sit->noteleport;
  switch (sit->spot)
    {
    case NHS_MUSE_SPOT_UPSTAIRS: sc->monster_on = NHS_MUSE_ON_UP_STAIRS; break;
    case NHS_MUSE_SPOT_DOWNSTAIRS: sc->monster_on = NHS_MUSE_ON_DOWN_STAIRS; break;
    case NHS_MUSE_SPOT_UP_LADDER: sc->monster_on = NHS_MUSE_ON_UP_LADDER; break;
    case NHS_MUSE_SPOT_DOWN_LADDER: sc->monster_on = NHS_MUSE_ON_DOWN_LADDER; break;
    case NHS_MUSE_SPOT_BRANCH_STAIRS: sc->monster_on = NHS_MUSE_ON_BRANCH_DOWN; break;
    case NHS_MUSE_SPOT_TRAPDOOR:
    case NHS_MUSE_SPOT_TELEPORT_TRAP:
    case NHS_MUSE_SPOT_POLY_TRAP:
      {
        NhsMuseFeature *f = g_new0 (NhsMuseFeature, 1);
        f->kind = NHS_MUSE_FEATURE_TRAP;
        f->trap = sit->spot == NHS_MUSE_SPOT_TRAPDOOR ? NHS_MUSE_TRAP_TRAPDOOR
                  : sit->spot == NHS_MUSE_SPOT_TELEPORT_TRAP ? NHS_MUSE_TRAP_TELEPORT : NHS_MUSE_TRAP_POLY;
        f->name = g_strdup (sit->spot == NHS_MUSE_SPOT_TRAPDOOR ? "trap door"
                            : sit->spot == NHS_MUSE_SPOT_TELEPORT_TRAP ? "teleportation trap"
                            : "polymorph trap");
        f->dx = -1;
        g_ptr_array_add (sc->features, f);
      }
      break;
    default:
      break;
    }
  for (int i = 0; item_specs != NULL && item_specs[i] != NULL; i++)
    if (!nhs_muse_scenario_add_item_spec (sc, item_specs[i], &err))
      {
        g_propagate_error (error, err);
        nhs_muse_scenario_free (sc);
        return NULL;
      }
  if (sit->metal_helmet)
    {
      NhsMuseItem *h = nhs_muse_scenario_add_item (sc, "helmet");
      if (h != NULL)
        h->worn = TRUE;
    }
  return sc;
}

/* ---- Parsing ---- */

typedef struct {
  NhsMonsterSet *set;
  GError **error;
} Ctx;

static gboolean
fail (Ctx        *c,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (Ctx        *c,
      const char *format,
      ...)
{
  va_list args;
  char *msg;

  /* what the user wrote, quoted “%s”, is escaped and cut (nhs-escape.h) */
  va_start (args, format);
  msg = nhs_escape_message_valist (format, args);
  va_end (args);
  g_set_error_literal (c->error, NHS_ERROR, NHS_ERROR_INVALID, msg);
  g_free (msg);
  return FALSE;
}

/* "the " before the scenario's monster in a sentence, "" before a unique
   one's name ("the soldier", "Vlad the Impaler") */
static const char *
the (const NhsMuseScenario *sc)
{
  return sc->data != NULL && (sc->data->geno & NHS_G_UNIQ) ? "" : "the ";
}

/* Refuse members not in `allowed` (NULL-terminated). */
static gboolean
check_members (Ctx         *c,
               JsonObject  *o,
               const char  *where,
               const char **allowed)
{
  g_autoptr (GList) members = json_object_get_members (o);

  for (GList *l = members; l != NULL; l = l->next)
    {
      gboolean ok = FALSE;
      for (int i = 0; allowed[i] != NULL; i++)
        if (strcmp (l->data, allowed[i]) == 0)
          ok = TRUE;
      if (!ok)
        {
          g_autofree char *name = nhs_error_excerpt (l->data, -1);
          return fail (c, "Unknown field “%s%s” in the scenario.", where, name);
        }
    }
  return TRUE;
}

static gboolean
get_object (Ctx         *c,
            JsonObject  *o,
            const char  *member,
            const char  *field,
            JsonObject **out)
{
  JsonNode *n = json_object_get_member (o, member);

  *out = NULL;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (n))
    return fail (c, "The scenario field “%s” must be an object.", field);
  *out = json_node_get_object (n);
  return TRUE;
}

static gboolean
get_bool (Ctx        *c,
          JsonObject *o,
          const char *member,
          const char *field,
          gboolean   *out)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return fail (c, "The scenario field “%s” must be true or false.", field);
  *out = json_node_get_boolean (n);
  return TRUE;
}

static gboolean
get_int (Ctx        *c,
         JsonObject *o,
         const char *member,
         const char *field,
         int         lo,
         int         hi,
         int        *out)
{
  JsonNode *n = json_object_get_member (o, member);
  gint64 v;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return fail (c, "The scenario field “%s” must be a whole number.", field);
  v = json_node_get_int (n);
  if (v < lo || v > hi)
    return fail (c, "The scenario field “%s” is %" G_GINT64_FORMAT ": it must be from %d to %d.",
                 field, v, lo, hi);
  *out = (int) v;
  return TRUE;
}

/* A string or null; *present says whether it was given (null counts). */
static gboolean
get_string (Ctx         *c,
            JsonObject  *o,
            const char  *member,
            const char  *field,
            gboolean     nullable,
            const char **out)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL)
    return TRUE;
  if (nullable && JSON_NODE_HOLDS_NULL (n))
    {
      *out = NULL;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return fail (c, "The scenario field “%s” must be %s.", field, nullable ? "a string or null" : "a string");
  *out = json_node_get_string (n);
  if (strlen (*out) > 100)
    return fail (c, "The scenario field “%s” is too long (at most 100 bytes).", field);
  return TRUE;
}

static gboolean
get_array (Ctx        *c,
           JsonObject *o,
           const char *member,
           const char *field,
           guint       max,
           JsonArray **out)
{
  JsonNode *n = json_object_get_member (o, member);

  *out = NULL;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (n))
    return fail (c, "The scenario field “%s” must be a list.", field);
  *out = json_node_get_array (n);
  if (json_array_get_length (*out) > max)
    return fail (c, "The scenario field “%s” has %u entries: at most %u are allowed.", field,
                 json_array_get_length (*out), max);
  return TRUE;
}

static gboolean
get_offset (Ctx        *c,
            JsonObject *o,
            const char *member,
            int        *dx,
            int        *dy)
{
  JsonObject *off;
  static const char *allowed[] = { "dx", "dy", NULL };
  g_autofree char *fx = g_strdup_printf ("%s.dx", member), *fy = g_strdup_printf ("%s.dy", member);
  g_autofree char *where = g_strdup_printf ("%s.", member);

  if (!get_object (c, o, member, member, &off))
    return FALSE;
  if (off == NULL)
    return TRUE;
  return check_members (c, off, where, allowed)
         && get_int (c, off, "dx", fx, -NHS_MUSE_MAX_OFFSET_X, NHS_MUSE_MAX_OFFSET_X, dx)
         && get_int (c, off, "dy", fy, -NHS_MUSE_MAX_OFFSET_Y, NHS_MUSE_MAX_OFFSET_Y, dy);
}

/* The window shows a race's name as C_ ("race", name); xgettext reads the
   context from the mark (po/meson.build's NHS_NC_:1c,2), the table holds
   the name alone, the key a scenario says */
#define NHS_NC_(context, s) s

/* EvilHack's races: m_chooserace()'s list (mon.c 8069-8072), by the name
   of the race's own monster (MH_ZOMBIE's is the draugr), the nouns of
   role.c races[] */
static const char *const evil_races[] = {
  NHS_NC_ ("race", "human"), NHS_NC_ ("race", "elf"), NHS_NC_ ("race", "dwarf"), NHS_NC_ ("race", "gnome"),
  NHS_NC_ ("race", "orc"), NHS_NC_ ("race", "giant"), NHS_NC_ ("race", "hobbit"), NHS_NC_ ("race", "centaur"),
  NHS_NC_ ("race", "illithid"), NHS_NC_ ("race", "tortle"), NHS_NC_ ("race", "drow"), NHS_NC_ ("race", "draugr"),
  NHS_NC_ ("race", "vampire"), NHS_NC_ ("race", "aasimar"), NULL
};

/* evil_races[] as a sentence's list, "human, elf, …, vampire or aasimar";
   with `more`, that after a comma and "or" instead (the one list the
   refusals of "state.race", another monster's "race" and "hero.race"
   name) */
static char *
evil_races_words (const char *more)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; evil_races[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (s, evil_races[i + 1] == NULL && more == NULL ? " or " : ", ");
      g_string_append (s, evil_races[i]);
    }
  if (more != NULL)
    g_string_append_printf (s, " or %s", more);
  return g_string_free (s, FALSE);
}

/* m_randrace() (mon.c 8118-8210): the races a mercenary or player monster
   may be made with (human always); makemon () gives the guard none. The
   shopkeeper: shknam.c shkinit() (661-776) by its shop's class, else
   m_randrace(), an orc in Goblintown, and a ring shop's or a wand or potion
   shop's keeper the nymph's race (its placeholder monster, not one of
   m_chooserace()'s); the temple priest (priest.c priestini() 534, and the
   Astral Plane's roamers 1130): align_randrace() (mon.c 8088-8115) by its
   god, any of them. */
static const struct { const char *species; const char *races; } evil_permitted[] = {
  { "shopkeeper", "human centaur orc dwarf elf gnome giant drow aasimar illithid nymph" },
  { "aligned priest", "human illithid orc elf giant drow centaur dwarf tortle aasimar" },
  { "high priest", "human illithid orc elf giant drow centaur dwarf tortle aasimar" },
  { "soldier", "human centaur orc dwarf elf gnome giant drow" },
  { "sergeant", "human centaur orc dwarf elf gnome giant drow" },
  { "lieutenant", "human centaur orc dwarf elf gnome giant drow" },
  { "watchman", "human centaur orc dwarf elf gnome giant drow" },
  { "prison guard", "human centaur orc dwarf elf gnome giant drow" },
  { "captain", "human dwarf elf gnome giant drow" },
  { "watch captain", "human dwarf elf gnome giant drow" },
  { "archeologist", "human dwarf gnome hobbit tortle aasimar" },
  { "barbarian", "human dwarf orc giant centaur tortle draugr vampire" },
  { "caveman", "human dwarf gnome giant aasimar" },
  { "cavewoman", "human dwarf gnome giant aasimar" },
  { "convict", "human dwarf orc gnome hobbit illithid drow draugr vampire" },
  { "druid", "human elf hobbit centaur tortle giant" },
  { "healer", "human dwarf elf gnome hobbit centaur giant tortle" },
  { "infidel", "human elf giant orc illithid drow draugr vampire" },
  { "knight", "human dwarf elf orc centaur drow draugr vampire aasimar" },
  { "monk", "human dwarf elf giant centaur tortle drow draugr vampire aasimar" },
  { "priest", "human dwarf elf giant hobbit centaur orc illithid tortle drow aasimar" },
  { "priestess", "human dwarf elf giant hobbit centaur orc illithid tortle drow aasimar" },
  { "ranger", "human elf gnome hobbit centaur orc drow" },
  { "rogue", "human elf hobbit orc gnome drow draugr vampire" },
  { "samurai", "human dwarf giant tortle aasimar" },
  { "tourist", "human hobbit gnome tortle" },
  { "valkyrie", "human dwarf giant centaur aasimar" },
  { "wizard", "human dwarf elf giant gnome hobbit orc illithid tortle drow vampire" },
};

GStrv
nhs_muse_races_listed (const NhsVariant *variant,
                       const char       *species)
{
  const char *permitted = NULL;
  g_auto (GStrv) words = NULL;
  GPtrArray *races;

  g_return_val_if_fail (variant != NULL && species != NULL, NULL);
  if (!variant->muse_races)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (evil_permitted); i++)
    if (strcmp (species, evil_permitted[i].species) == 0)
      permitted = evil_permitted[i].races;
  if (permitted == NULL)
    return NULL;
  words = g_strsplit (permitted, " ", -1);
  races = g_ptr_array_new ();
  /* m_chooserace ()'s order; a shopkeeper's nymph last */
  for (int i = 0; evil_races[i] != NULL; i++)
    if (g_strv_contains ((const char *const *) words, evil_races[i]))
      g_ptr_array_add (races, g_strdup (evil_races[i]));
  if (g_strv_contains ((const char *const *) words, "nymph"))
    g_ptr_array_add (races, g_strdup (NHS_NC_ ("race", "nymph")));
  g_ptr_array_add (races, NULL);
  return (GStrv) g_ptr_array_free (races, FALSE);
}

const char *const *
nhs_muse_hero_races (const NhsVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);
  return variant->muse_races ? evil_races : NULL;
}

GStrv
nhs_muse_races_for (const NhsVariant    *variant,
                    const NhsMonsterSet *set,
                    const NhsMonster    *monster)
{
  GStrv races;

  g_return_val_if_fail (variant != NULL && set != NULL && monster != NULL, NULL);
  if (!variant->muse_races)
    return NULL;
  races = nhs_muse_races_listed (variant, monster->name);
  if (races == NULL && (nhs_monster_is_mplayer (set, monster->index)
                        || (nhs_monster_has (monster, NHS_M2_MERC) && strcmp (monster->name, "guard") != 0)))
    {
      races = g_new0 (char *, 2);
      races[0] = g_strdup ("human");
    }
  return races;
}

/* A race ("state.race", another monster's "race") checked against the
   monster DATA (called WHO) as the game makes it: *out its race's monster */
static gboolean
check_race (Ctx               *c,
            const NhsVariant  *variant,
            const char        *field,
            const char        *race,
            const NhsMonster  *data,
            const char        *who,
            const NhsMonster **out)
{
  g_auto (GStrv) races = NULL;
  gboolean known = FALSE;

  if (!variant->muse_races)
    return fail (c, "The scenario field “%s” is EvilHack's: %s makes no monster with a race of its own.", field,
                 variant->display_name);
  for (int i = 0; evil_races[i] != NULL; i++)
    known |= strcmp (race, evil_races[i]) == 0;
  if (!known && strcmp (race, "nymph") != 0)
    {
      g_autofree char *words = evil_races_words ("(a shopkeeper's) nymph");

      return fail (c, "The scenario field “%s” must be one of %s, not “%s”.", field, words, race);
    }
  races = nhs_muse_races_for (variant, c->set, data);
  if (races == NULL)
    return fail (c, "The scenario field “%s” is for a player monster, a mercenary (not the guard), a "
                 "shopkeeper or a temple priest, which %s makes with a race; %s is of its species' own race.",
                 field, variant->display_name, who);
  if (!g_strv_contains ((const char *const *) races, race))
    {
      g_autofree char *list = g_strjoinv (", ", races);
      return fail (c, "The scenario field “%s”: %s gives the %s only these races: %s; not “%s”.", field,
                   variant->display_name, data->name, list, race);
    }
  *out = nhs_monster_set_lookup (c->set, race);
  if (*out == NULL)
    return fail (c, "The scenario field “%s” names a race, “%s”, that this monster table lacks.", field, race);
  return TRUE;
}

static gboolean
resolve_race (Ctx             *c,
              NhsMuseScenario *sc)
{
  g_autofree char *who = g_strdup_printf ("%s%s", the (sc), sc->monster);

  return check_race (c, sc->variant, "state.race", sc->race, sc->data, who, &sc->race_data);
}

/* "hero.race": one of role.c races[] (m_chooserace ()'s list, the same
   words as "state.race"), EvilHack only; a vampire shapechanger is a
   vampire by race. Sets what mm_aggression () reads of the hero. */
static gboolean
resolve_hero_race (Ctx             *c,
                   NhsMuseScenario *sc)
{
  gboolean known = FALSE;

  sc->hero_race_data = NULL;
  sc->hero_form = NULL;
  sc->n_hero_may_race = 0;
  if (sc->hero_race != NULL && !sc->variant->muse_races)
    return fail (c, "The scenario field “hero.race” is EvilHack's, whose pets may hold a grudge against the "
                 "hero's race; the rules of %s here never read it.",
                 sc->variant->display_name);
  if (!sc->variant->muse_races)
    return TRUE;
  sc->hero_form = nhs_monster_set_lookup (c->set, "human");
  for (int i = 0; evil_races[i] != NULL; i++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (c->set, evil_races[i]);

      known |= sc->hero_race != NULL && strcmp (sc->hero_race, evil_races[i]) == 0;
      if (m != NULL && sc->n_hero_may_race < NHS_MUSE_MAX_RACES)
        sc->hero_may_race[sc->n_hero_may_race++] = m;
    }
  if (sc->hero_race == NULL)
    return TRUE;
  if (!known)
    {
      g_autofree char *words = evil_races_words (NULL);

      return fail (c, "The scenario field “hero.race” must be one of %s, not “%s”.", words, sc->hero_race);
    }
  if (sc->hero_shapechanger == 2 && strcmp (sc->hero_race, "vampire") != 0)
    return fail (c, "The scenario field “hero.race” is “%s”, but a hero with “hero.shapechanger” “vampire” is "
                 "a vampire by race.", sc->hero_race);
  sc->hero_race_data = nhs_monster_set_lookup (c->set, sc->hero_race);
  if (sc->hero_race_data == NULL)
    return fail (c, "The scenario field “hero.race” names a race, “%s”, that this monster table lacks.",
                 sc->hero_race);
  return TRUE;
}

/* "believes_hero_at": an offset, or "guess" (set_apparxy() guesses this
   turn: nhs_muse_decide () explores its guesses) */
static gboolean
get_belief (Ctx             *c,
            NhsMuseScenario *sc,
            JsonObject      *o)
{
  JsonNode *n = json_object_get_member (o, "believes_hero_at");

  if (n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    {
      if (strcmp (json_node_get_string (n), "guess") != 0)
        return fail (c, "The scenario field “believes_hero_at” must be an offset {\"dx\": N, \"dy\": N} or "
                     "\"guess\".");
      sc->believes_guess = TRUE;
      return TRUE;
    }
  return get_offset (c, o, "believes_hero_at", &sc->believed_dx, &sc->believed_dy);
}

static const NhsMonster *
monster_named (Ctx        *c,
               const char *name,
               const char *field)
{
  const NhsMonster *m = nhs_monster_set_lookup (c->set, name);

  if (m == NULL)
    {
      g_autofree char *quoted = nhs_error_excerpt (name, -1);
      fail (c, "The scenario field “%s” names no monster of this game: “%s”.", field, quoted);
    }
  return m;
}

gboolean
nhs_muse_item_charged_ring (const NhsMuseItem *it)
{
  return it->object != NULL && it->object->oclass == NHS_OC_RING && (it->object->flags & NHS_OBJ_CHARGED);
}

const char *const nhs_muse_item_parts[] = { "cursed", "spe", "wielded", "worn", "locked", "trapped", "empty",
                                            "identified", "studied", "material", NULL };

guint
nhs_muse_object_materials (const NhsVariant *variant,
                           const NhsObject  *o,
                           const char      **out)
{
  guint first, run, nameless, count = 0;
  const NhsObject *all = nhs_objects (variant, NULL);

#define ADD(m) do { guint j_ = 0; while (j_ < count && strcmp (out[j_], (m)) != 0) j_++; \
                    if (j_ == count && count < NHS_MUSE_MAX_MATERIALS) out[count++] = (m); } while (0)
  if (!nhs_object_appearances (variant, o, &first, &run, &nameless))
    {
      out[0] = o->material;
      return 1;
    }
  for (guint k = first; k < first + run; k++)
    ADD (all[k].material);
  for (guint k = 0; k < nameless; k++)
    ADD (variant->muse_wand_nameless_materials[k]);
#undef ADD
  return count;
}

const char *
nhs_muse_item_material (const NhsVariant  *variant,
                        const NhsMuseItem *it)
{
  const char *mats[NHS_MUSE_MAX_MATERIALS];

  if (it->object == NULL)
    return "";
  if (it->material != NULL)
    return it->material;
  return nhs_muse_object_materials (variant, it->object, mats) == 1 ? mats[0] : NULL;
}

/* `value` as a material item `it` may be made of (case-insensitive:
   "silver"), into it->material; else one sentence naming what was wrong
   (`where`: the field or --item's text) */
static gboolean
set_material (const NhsVariant *variant,
              NhsMuseItem      *it,
              const char       *value,
              const char       *where,
              GError          **error)
{
  const char *mats[NHS_MUSE_MAX_MATERIALS];
  g_autofree char *quoted = nhs_error_excerpt (value, -1);
  g_autoptr (GString) list = g_string_new (NULL);
  guint n;

  if (it->object == NULL || (it->object->oclass != NHS_OC_RING && it->object->oclass != NHS_OC_WAND))
    return nhs_error_set (error, NHS_ERROR_INVALID, "%s: a material is said of a ring or wand (its random "
                          "appearance's), and “%s” is neither.", where, it->name);
  n = nhs_muse_object_materials (variant, it->object, mats);
  for (guint k = 0; k < n; k++)
    if (g_ascii_strcasecmp (mats[k], value) == 0)
      {
        it->material = g_intern_string (mats[k]);
        return TRUE;
      }
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *low = g_ascii_strdown (mats[k], -1);
      g_string_append_printf (list, "%s%s", k == 0 ? "" : k + 1 == n ? " or " : ", ", low);
    }
  if (n == 1)
    return nhs_error_set (error, NHS_ERROR_INVALID, "%s: in %s the %s has one appearance, made of %s, not “%s”.",
                          where, variant->display_name, it->object->name, list->str, quoted);
  return nhs_error_set (error, NHS_ERROR_INVALID, "%s: in %s the %s is made of its random appearance's material, "
                        "%s, not “%s”.", where, variant->display_name, it->object->name, list->str, quoted);
}

static gboolean
parse_items (Ctx             *c,
             NhsMuseScenario *sc,
             JsonObject      *root)
{
  JsonArray *a;
  const char *allowed[G_N_ELEMENTS (nhs_muse_item_parts) + 1] = { "name" };

  for (guint k = 0; nhs_muse_item_parts[k] != NULL; k++)
    allowed[k + 1] = nhs_muse_item_parts[k];

  if (!get_array (c, root, "items", "items", NHS_MUSE_MAX_ITEMS, &a))
    return FALSE;
  for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
    {
      JsonNode *n = json_array_get_element (a, i);
      g_autofree char *where = g_strdup_printf ("items[%u].", i);
      g_autofree char *fname = g_strdup_printf ("items[%u].name", i);
      g_autofree char *fc = g_strdup_printf ("items[%u].cursed", i);
      g_autofree char *fs = g_strdup_printf ("items[%u].spe", i);
      g_autofree char *fw = g_strdup_printf ("items[%u].wielded", i);
      g_autofree char *fo = g_strdup_printf ("items[%u].worn", i);
      g_autofree char *fl = g_strdup_printf ("items[%u].locked", i);
      g_autofree char *ft = g_strdup_printf ("items[%u].trapped", i);
      g_autofree char *fe = g_strdup_printf ("items[%u].empty", i);
      g_autofree char *fid = g_strdup_printf ("items[%u].identified", i);
      g_autofree char *fst = g_strdup_printf ("items[%u].studied", i);
      const char *name = NULL;
      NhsMuseItem *it;
      JsonObject *o;

      if (!JSON_NODE_HOLDS_OBJECT (n))
        return fail (c, "The scenario field “items[%u]” must be an object.", i);
      o = json_node_get_object (n);
      if (!check_members (c, o, where, allowed) || !get_string (c, o, "name", fname, FALSE, &name))
        return FALSE;
      if (name == NULL)
        return fail (c, "The scenario field “%s” is missing.", fname);
      it = nhs_muse_scenario_add_item (sc, name);
      if (it == NULL)
        {
          g_autofree char *why = nhs_muse_item_unknown (sc->variant, name);
          return fail (c, "The scenario field “%s”: %s", fname, why);
        }
      if (!get_bool (c, o, "cursed", fc, &it->cursed) || !get_int (c, o, "spe", fs, -127, 127, &it->spe)
          || !get_bool (c, o, "wielded", fw, &it->wielded) || !get_bool (c, o, "worn", fo, &it->worn)
          || !get_bool (c, o, "locked", fl, &it->locked) || !get_bool (c, o, "trapped", ft, &it->trapped)
          || !get_bool (c, o, "empty", fe, &it->empty) || !get_bool (c, o, "identified", fid, &it->identified)
          || !get_int (c, o, "studied", fst, 0, NHS_MUSE_MAX_STUDIED, &it->studied))
        return FALSE;
      if (json_object_has_member (o, "material"))
        {
          g_autofree char *fm = g_strdup_printf ("The scenario field “items[%u].material”", i);
          g_autofree char *fmat = g_strdup_printf ("items[%u].material", i);
          const char *mat = NULL;

          if (!get_string (c, o, "material", fmat, FALSE, &mat))
            return FALSE;
          if (mat == NULL)
            return fail (c, "The scenario field “items[%u].material” must be a material's name (\"silver\").", i);
          if (!set_material (sc->variant, it, mat, fm, c->error))
            return FALSE;
        }
      if (json_object_has_member (o, "studied") && it->kind != NHS_MI_SPELLBOOK)
        return fail (c, "The scenario field “%s” is for a spellbook, and “%s” is none.", fst, it->name);
      if (it->identified && !nhs_muse_item_charged_ring (it))
        return fail (c, "The scenario field “%s” is for a ring with charges, and “%s” is none.", fid, it->name);
      if ((it->locked || it->trapped || it->empty) && it->kind != NHS_MI_CONTAINER && it->kind != NHS_MI_BAG_OF_TRICKS)
        return fail (c, "The scenario field “items[%u]” says locked, trapped or empty, but “%s” is no container.",
                     i, it->name);
    }
  return TRUE;
}

/* `name` in `field` is a spellbook of the version on muse.c's
   learnable_spells[] list (how a monster learns one: mcan_learn_spell ()) */
static gboolean
learnable_book (Ctx                    *c,
                const char             *field,
                const NhsMuseScenario  *sc,
                const char             *name,
                const NhsMuseItemInfo **info)
{
  g_autofree char *quoted = nhs_error_excerpt (name, -1);

  *info = nhs_muse_item_lookup (sc->variant, name);
  if (*info == NULL || (*info)->oclass != NHS_OC_SPBOOK)
    return fail (c, "The scenario field “%s” names “%s”, which is no spellbook of %s.", field, quoted,
                 sc->variant->display_name);
  if (!nhs_muse_spell_learnable ((*info)->object->name))
    return fail (c, "The scenario field “%s” names the %s, whose spell a monster never learns (it is not on "
                 "muse.c's learnable_spells[] list).", field, (*info)->object->name);
  return TRUE;
}

/* "state.reading": EvilHack's, a spellcaster's, a book of the
   learnable_spells[] list (it began it by mcan_learn_spell ()) whose spell
   it does not know yet */
static gboolean
resolve_reading (Ctx             *c,
                 NhsMuseScenario *sc)
{
  const NhsMuseItemInfo *info;

  if (sc->reading == NULL)
    return TRUE;
  if (!sc->variant->muse_monster_spells)
    return fail (c, "The scenario field “state.reading” is EvilHack's: in %s a monster reads no books.",
                 sc->variant->display_name);
  if (!nhs_muse_evil_spellcaster (sc))
    return fail (c, "The scenario field “state.reading” is for a spellcaster (an AT_MAGC attack of AD_SPEL or "
                 "AD_CLRC): %s%s reads no books.", the (sc), sc->monster);
  if (!learnable_book (c, "state.reading", sc, sc->reading, &info))
    return FALSE;
  for (guint k = 0; k < sc->known_spells->len; k++)
    if (strcmp (sc->known_spells->pdata[k], info->object->name) == 0)
      return fail (c, "The scenario field “state.reading” names the %s, whose spell “state.known_spells” says it "
                   "knows already.", info->object->name);
  g_free (sc->reading);
  sc->reading = g_strdup (info->object->name);
  return TRUE;
}

/* "state.known_spells": EvilHack's, a spellcaster's (mlearn_spell ()
   teaches none else), each a book of muse.c's learnable_spells[] (how a
   monster learns one: mcan_learn_spell ()), once, at most MAXMONSPELL */
static gboolean
resolve_known_spells (Ctx             *c,
                      NhsMuseScenario *sc)
{
  if (sc->known_spells->len == 0)
    return TRUE;
  if (!sc->variant->muse_monster_spells)
    return fail (c, "The scenario field “state.known_spells” is EvilHack's: in %s a monster learns no spells from "
                 "books.", sc->variant->display_name);
  if (!nhs_muse_evil_spellcaster (sc))
    return fail (c, "The scenario field “state.known_spells” is for a spellcaster (an AT_MAGC attack of AD_SPEL or "
                 "AD_CLRC): %s%s learns no spells.", the (sc), sc->monster);
  for (guint i = 0; i < sc->known_spells->len; i++)
    {
      const NhsMuseItemInfo *info;

      if (!learnable_book (c, "state.known_spells", sc, sc->known_spells->pdata[i], &info))
        return FALSE;
      for (guint k = 0; k < i; k++)
        if (strcmp (sc->known_spells->pdata[k], info->object->name) == 0)
          return fail (c, "The scenario field “state.known_spells” names the %s twice.", info->object->name);
      g_free (sc->known_spells->pdata[i]);
      sc->known_spells->pdata[i] = g_strdup (info->object->name);
    }
  return TRUE;
}

/* "state.weapon_check" (NhsMuseWeaponCheck), null or missing: not given */
static const char *const weapon_check_names[] = { NULL, "need weapon", "no weapon wanted" };

gboolean
nhs_muse_weapon_check_from_name (const char         *text,
                                 char                space,
                                 NhsMuseWeaponCheck *out)
{
  for (guint i = 1; text != NULL && i < G_N_ELEMENTS (weapon_check_names); i++)
    {
      const char *a = weapon_check_names[i], *b = text;

      for (; *a != '\0' && *b == (*a == ' ' ? space : *a); a++, b++)
        ;
      if (*a == '\0' && *b == '\0')
        {
          *out = (NhsMuseWeaponCheck) i;
          return TRUE;
        }
    }
  return FALSE;
}

/* "god" (NhsMuseGod), null or missing: not given */
static const char *const god_names[] = { NULL, "lawful", "neutral", "chaotic", "unaligned" };

static gboolean
parse_god (Ctx        *c,
           const char *text,
           const char *field,
           NhsMuseGod *god)
{
  *god = NHS_MUSE_GOD_UNKNOWN;
  if (text == NULL)
    return TRUE;
  for (guint i = 1; i < G_N_ELEMENTS (god_names); i++)
    if (strcmp (text, god_names[i]) == 0)
      {
        *god = (NhsMuseGod) i;
        return TRUE;
      }
  return fail (c, "The scenario field “%s” is “%s”: use \"lawful\", \"neutral\", \"chaotic\", \"unaligned\" "
               "(Moloch's) or null.", field, text);
}

/* member `name` of o as true (1), false (0), null or missing (-1): TRUE;
   FALSE (no error set) for anything else */
static gboolean
get_tribool (JsonObject *o,
             const char *name,
             int        *out)
{
  JsonNode *n = json_object_get_member (o, name);

  *out = -1;
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_BOOLEAN)
    {
      *out = json_node_get_boolean (n) ? 1 : 0;
      return TRUE;
    }
  return FALSE;
}

/* "minion" (NhsMuseMinion): true, false, "guardian angel" (the state's
   only, guardian TRUE) or null / missing: not given */
static gboolean
get_minion (Ctx           *c,
            JsonObject    *o,
            const char    *field,
            gboolean       guardian,
            NhsMuseMinion *out)
{
  JsonNode *n = json_object_get_member (o, "minion");
  int t;

  if (get_tribool (o, "minion", &t))
    {
      *out = t < 0 ? NHS_MUSE_MINION_UNKNOWN : t ? NHS_MUSE_MINION_YES : NHS_MUSE_MINION_NO;
      return TRUE;
    }
  if (guardian && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
      && strcmp (json_node_get_string (n), "guardian angel") == 0)
    {
      *out = NHS_MUSE_MINION_GUARDIAN;
      return TRUE;
    }
  return fail (c, "The scenario field “%s” must be true, false%s or null.", field,
               guardian ? ", \"guardian angel\" (the hero's, tame without a pet's record)" : "");
}

/* "spell_being": true, false or null / missing (not given) */
static gboolean
get_spell_being (Ctx               *c,
                 JsonObject        *o,
                 NhsMuseSpellBeing *out)
{
  int t;

  if (!get_tribool (o, "spell_being", &t))
    return fail (c, "The scenario field “state.spell_being” must be true, false or null.");
  *out = t < 0 ? NHS_MUSE_SPELL_BEING_UNKNOWN : t ? NHS_MUSE_SPELL_BEING_YES : NHS_MUSE_SPELL_BEING_NO;
  return TRUE;
}

static gboolean
parse_state (Ctx             *c,
             NhsMuseScenario *sc,
             JsonObject      *root)
{
  JsonObject *o;
  JsonArray *seen;
  const char *speed = NULL;
  static const char *allowed[] = { "peaceful", "confused", "stunned", "blind", "fleeing", "invisible",
                                   "speed", "cancelled", "knows_teleport_traps", "seen_resistances", "trapped",
                                   "load_percent", "tame", "berserk", "goal", "race", "pet", "known_spells",
                                   "weapon_check", "reading", "god", "minion", "spell_being", NULL };
  const char *reading = NULL, *god = NULL;
  const char *wcheck = NULL;
  const char *race = NULL;
  JsonArray *spells;

  if (!get_object (c, root, "state", "state", &o))
    return FALSE;
  if (o == NULL)
    return TRUE;
  if (!check_members (c, o, "state.", allowed)
      || !get_bool (c, o, "peaceful", "state.peaceful", &sc->peaceful)
      || !get_bool (c, o, "confused", "state.confused", &sc->confused)
      || !get_bool (c, o, "stunned", "state.stunned", &sc->stunned)
      || !get_bool (c, o, "blind", "state.blind", &sc->blind)
      || !get_bool (c, o, "fleeing", "state.fleeing", &sc->fleeing)
      || !get_bool (c, o, "invisible", "state.invisible", &sc->invisible)
      || !get_bool (c, o, "cancelled", "state.cancelled", &sc->cancelled)
      || !get_bool (c, o, "knows_teleport_traps", "state.knows_teleport_traps", &sc->knows_teleport_traps)
      || !get_bool (c, o, "trapped", "state.trapped", &sc->trapped)
      || !get_int (c, o, "load_percent", "state.load_percent", 0, 100, &sc->load_percent)
      || !get_bool (c, o, "tame", "state.tame", &sc->tame)
      || !get_bool (c, o, "berserk", "state.berserk", &sc->berserk)
      || !get_string (c, o, "race", "state.race", TRUE, &race)
      || !get_string (c, o, "speed", "state.speed", FALSE, &speed)
      || !get_string (c, o, "weapon_check", "state.weapon_check", TRUE, &wcheck)
      || !get_string (c, o, "reading", "state.reading", TRUE, &reading)
      || !get_string (c, o, "god", "state.god", TRUE, &god) || !parse_god (c, god, "state.god", &sc->god)
      || !get_minion (c, o, "state.minion", TRUE, &sc->minion) || !get_spell_being (c, o, &sc->spell_being)
      || !get_array (c, o, "seen_resistances", "state.seen_resistances", 16, &seen)
      || !get_array (c, o, "known_spells", "state.known_spells", NHS_MUSE_MAX_KNOWN_SPELLS, &spells))
    return FALSE;
  g_clear_pointer (&sc->reading, g_free);
  sc->reading = g_strdup (reading);
  sc->weapon_check = NHS_MUSE_WCHECK_UNKNOWN;
  if (wcheck != NULL && !nhs_muse_weapon_check_from_name (wcheck, ' ', &sc->weapon_check))
    return fail (c, "The scenario field “state.weapon_check” is “%s”: use \"%s\", \"%s\" (it has given up "
                 "wielding another) or null.", wcheck, weapon_check_names[NHS_MUSE_WCHECK_NEED_WEAPON],
                 weapon_check_names[NHS_MUSE_WCHECK_NO_WEAPON_WANTED]);
  g_ptr_array_set_size (sc->known_spells, 0);
  for (guint i = 0; spells != NULL && i < json_array_get_length (spells); i++)
    {
      JsonNode *n = json_array_get_element (spells, i);

      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
        return fail (c, "The scenario field “state.known_spells[%u]” must be a spellbook's name.", i);
      g_ptr_array_add (sc->known_spells, g_strdup (json_node_get_string (n)));
    }
  {
    JsonObject *g;
    static const char *gallowed[] = { "dx", "dy", NULL };

    if (!get_object (c, o, "goal", "state.goal", &g))
      return FALSE;
    if (g != NULL)
      {
        if (!check_members (c, g, "state.goal.", gallowed)
            || !get_int (c, g, "dx", "state.goal.dx", -NHS_MUSE_MAX_OFFSET_X, NHS_MUSE_MAX_OFFSET_X, &sc->goal_dx)
            || !get_int (c, g, "dy", "state.goal.dy", -NHS_MUSE_MAX_OFFSET_Y, NHS_MUSE_MAX_OFFSET_Y, &sc->goal_dy))
          return FALSE;
        sc->has_goal = TRUE;
      }
  }
  {
    JsonObject *p;
    static const char *pallowed[] = { "apport", "starving", "satiated", "tameness", "abuse", "ridden", "starves",
                                        "weak", "hungry", NULL };

    if (!get_object (c, o, "pet", "state.pet", &p))
      return FALSE;
    if (p != NULL)
      {
        if (!check_members (c, p, "state.pet.", pallowed)
            || !get_int (c, p, "apport", "state.pet.apport", 1, NHS_MUSE_MAX_APPORT, &sc->pet_apport)
            || !get_bool (c, p, "starving", "state.pet.starving", &sc->pet_starving)
            || !get_bool (c, p, "satiated", "state.pet.satiated", &sc->pet_satiated)
            || !get_int (c, p, "tameness", "state.pet.tameness", 1, 20, &sc->pet_tameness)
            || !get_int (c, p, "abuse", "state.pet.abuse", 0, NHS_MUSE_MAX_ABUSE, &sc->pet_abuse)
            || !get_bool (c, p, "ridden", "state.pet.ridden", &sc->pet_ridden)
            || !get_bool (c, p, "starves", "state.pet.starves", &sc->pet_starves)
            || !get_bool (c, p, "weak", "state.pet.weak", &sc->pet_weak)
            || !get_bool (c, p, "hungry", "state.pet.hungry", &sc->pet_hungry))
          return FALSE;
        sc->has_pet = TRUE;
      }
  }
  if (json_object_has_member (o, "race"))
    {
      g_free (sc->race);
      sc->race = g_strdup (race);
    }
  /* tamedog(): a pet is peaceful too */
  if (sc->tame && json_object_has_member (o, "peaceful") && !sc->peaceful)
    return fail (c, "The scenario field “state.peaceful” is false, but “state.tame” is true: a tame monster is "
                 "always peaceful.");
  sc->peaceful = sc->peaceful || sc->tame;
  for (guint i = 0; seen != NULL && i < json_array_get_length (seen); i++)
    {
      JsonNode *n = json_array_get_element (seen, i);
      const char *name = NULL;
      gboolean found = FALSE;

      if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
        name = json_node_get_string (n);
      for (guint k = 0; name != NULL && k < G_N_ELEMENTS (seen_names); k++)
        if (strcmp (name, seen_names[k]) == 0)
          {
            sc->seen_resistances |= 1u << k;
            found = TRUE;
          }
      if (!found)
        return fail (c, "The scenario field “state.seen_resistances[%u]” must be one of reflection, magic, fire, "
                     "cold, sleep, shock, acid, poison, death.", i);
    }
  if (speed != NULL)
    {
      if (strcmp (speed, "slow") == 0)
        sc->speed = NHS_MUSE_SPEED_SLOW;
      else if (strcmp (speed, "normal") == 0)
        sc->speed = NHS_MUSE_SPEED_NORMAL;
      else if (strcmp (speed, "fast") == 0)
        sc->speed = NHS_MUSE_SPEED_FAST;
      else
        return fail (c, "The scenario field “state.speed” must be \"slow\", \"normal\" or \"fast\", not “%s”.", speed);
    }
  return TRUE;
}

static gboolean
parse_hero (Ctx             *c,
            NhsMuseScenario *sc,
            JsonObject      *root)
{
  JsonObject *o;
  JsonArray *a;
  const char *refl = NULL, *wield = NULL, *swal = NULL, *align = NULL, *poly = NULL, *shape = NULL, *race = NULL;
  gboolean has_wield, has_poly;
  static const char *allowed[] = { "level", "reflection", "wielding", "armor", "swallowed_by",
                                   "held_by_monster", "helpless", "see_invisible", "invisible", "alignment",
                                   "alignment_record", "polymorphed_into", "shapechanger", "hiding", "blind",
                                   "teleport_control", "race", "hp",
                                   "weapon_cursed", "carrying_corpse", "conflict", "charisma", NULL };

  if (!get_object (c, root, "hero", "hero", &o))
    return FALSE;
  if (o == NULL)
    return TRUE;
  has_wield = json_object_has_member (o, "wielding");
  has_poly = json_object_has_member (o, "polymorphed_into");
  if (!check_members (c, o, "hero.", allowed)
      || !get_int (c, o, "level", "hero.level", 1, 30, &sc->hero_level)
      || !get_int (c, o, "hp", "hero.hp", 1, NHS_MUSE_MAX_HP, &sc->hero_hp)
      || !get_int (c, o, "charisma", "hero.charisma", 3, 25, &sc->hero_charisma)
      || !get_string (c, o, "reflection", "hero.reflection", TRUE, &refl)
      || !get_string (c, o, "wielding", "hero.wielding", TRUE, &wield)
      || !get_string (c, o, "swallowed_by", "hero.swallowed_by", TRUE, &swal)
      || !get_bool (c, o, "held_by_monster", "hero.held_by_monster", &sc->held_by_monster)
      || !get_bool (c, o, "helpless", "hero.helpless", &sc->hero_helpless)
      || !get_bool (c, o, "see_invisible", "hero.see_invisible", &sc->see_invisible)
      || !get_bool (c, o, "invisible", "hero.invisible", &sc->hero_invisible)
      || !get_string (c, o, "alignment", "hero.alignment", FALSE, &align)
      || !get_int (c, o, "alignment_record", "hero.alignment_record", -10000, 10000, &sc->alignment_record)
      || !get_string (c, o, "polymorphed_into", "hero.polymorphed_into", TRUE, &poly)
      || !get_string (c, o, "shapechanger", "hero.shapechanger", TRUE, &shape)
      || !get_bool (c, o, "hiding", "hero.hiding", &sc->hero_hiding)
      || !get_bool (c, o, "blind", "hero.blind", &sc->hero_blind)
      || !get_bool (c, o, "teleport_control", "hero.teleport_control", &sc->teleport_control)
      || !get_bool (c, o, "weapon_cursed", "hero.weapon_cursed", &sc->weapon_cursed)
      || !get_bool (c, o, "carrying_corpse", "hero.carrying_corpse", &sc->carrying_corpse)
      || !get_bool (c, o, "conflict", "hero.conflict", &sc->conflict)
      || !get_string (c, o, "race", "hero.race", TRUE, &race)
      || !get_array (c, o, "armor", "hero.armor", NHS_MUSE_MAX_ARMOR, &a))
    return FALSE;
  if (refl == NULL)
    sc->reflection = NHS_MUSE_REFL_NONE;
  else if (strcmp (refl, "amulet of reflection") == 0)
    sc->reflection = NHS_MUSE_REFL_AMULET;
  else if (strcmp (refl, "shield of reflection") == 0)
    sc->reflection = NHS_MUSE_REFL_SHIELD;
  else
    return fail (c, "The scenario field “hero.reflection” must be null, \"amulet of reflection\" or "
                 "\"shield of reflection\", not “%s”.", refl);
  if (has_wield)
    {
      g_free (sc->hero_wielding);
      sc->hero_wielding = g_strdup (wield);
    }
  if (swal != NULL)
    {
      sc->swallowed = TRUE;
      g_free (sc->swallowed_by);
      sc->swallowed_by = g_strdup (swal);
      sc->swallowed_by_this = strcmp (swal, "monster") == 0;
      if (!sc->swallowed_by_this && monster_named (c, swal, "hero.swallowed_by") == NULL)
        return FALSE;
    }
  if (align != NULL)
    {
      if (strcmp (align, "lawful") == 0)
        sc->alignment = 1;
      else if (strcmp (align, "neutral") == 0)
        sc->alignment = 0;
      else if (strcmp (align, "chaotic") == 0)
        sc->alignment = -1;
      else
        return fail (c, "The scenario field “hero.alignment” must be \"lawful\", \"neutral\" or \"chaotic\", "
                     "not “%s”.", align);
    }
  if (has_poly)
    {
      g_free (sc->polymorphed_into);
      sc->polymorphed_into = g_strdup (poly);
    }
  if (json_object_has_member (o, "race"))
    {
      g_free (sc->hero_race);
      sc->hero_race = g_strdup (race);
    }
  if (shape != NULL)
    {
      if (strcmp (shape, "druid") != 0 && strcmp (shape, "vampire") != 0)
        return fail (c, "The scenario field “hero.shapechanger” must be null, \"druid\" (the hero is a Druid) or "
                     "\"vampire\" (a vampire by race), not “%s”.", shape);
      if (sc->polymorphed_into == NULL)
        return fail (c, "The scenario field “hero.shapechanger” tells whose form the hero has taken, but "
                     "“hero.polymorphed_into” names none.");
      sc->hero_shapechanger = shape[0] == 'd' ? 1 : 2;
    }
  for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
    {
      JsonNode *n = json_array_get_element (a, i);
      static const char *aallowed[] = { "slot", "name", NULL };
      g_autofree char *where = g_strdup_printf ("hero.armor[%u].", i);
      g_autofree char *fslot = g_strdup_printf ("hero.armor[%u].slot", i);
      g_autofree char *fname = g_strdup_printf ("hero.armor[%u].name", i);
      const char *slot = NULL, *name = NULL;
      NhsMuseArmor *arm;
      gboolean ok = FALSE;
      JsonObject *ao;

      if (!JSON_NODE_HOLDS_OBJECT (n))
        return fail (c, "The scenario field “hero.armor[%u]” must be an object.", i);
      ao = json_node_get_object (n);
      if (!check_members (c, ao, where, aallowed) || !get_string (c, ao, "slot", fslot, FALSE, &slot)
          || !get_string (c, ao, "name", fname, FALSE, &name))
        return FALSE;
      if (slot == NULL)
        return fail (c, "The scenario field “%s” is missing.", fslot);
      for (guint s = 0; s < G_N_ELEMENTS (armor_slots); s++)
        ok = ok || strcmp (slot, armor_slots[s]) == 0;
      if (!ok)
        return fail (c, "The scenario field “%s” must be one of armh, arm, armc, arms, armg, armf, armu, "
                     "not “%s”.", fslot, slot);
      for (guint j = 0; j < sc->hero_armor->len; j++)
        if (strcmp (((NhsMuseArmor *) sc->hero_armor->pdata[j])->slot, slot) == 0)
          return fail (c, "The scenario field “%s” names the slot %s a second time.", fslot, slot);
      arm = g_new0 (NhsMuseArmor, 1);
      g_strlcpy (arm->slot, slot, sizeof arm->slot);
      arm->name = g_strdup (name != NULL ? name : slot);
      g_ptr_array_add (sc->hero_armor, arm);
    }
  return TRUE;
}

static gboolean
parse_level (Ctx             *c,
             NhsMuseScenario *sc,
             JsonObject      *root)
{
  JsonObject *o;
  JsonArray *feats, *others;
  const char *temple = NULL, *on = NULL, *hero_on = NULL;
  static const char *allowed[] = { "temple", "monster_in_temple", "hero_in_temple", "monster_on",
                                   "features", "other_monsters", "noteleport", "nondiggable_floor",
                                   "sokoban", "bottom_level", "hero_on", "stasis", NULL };
  static const struct { const char *key; NhsMuseOn on; } ons[] = {
    { "down stairs", NHS_MUSE_ON_DOWN_STAIRS }, { "up stairs", NHS_MUSE_ON_UP_STAIRS },
    { "branch stairs down", NHS_MUSE_ON_BRANCH_DOWN }, { "branch stairs up", NHS_MUSE_ON_BRANCH_UP },
    { "down ladder", NHS_MUSE_ON_DOWN_LADDER }, { "up ladder", NHS_MUSE_ON_UP_LADDER },
  };
  static const struct { const char *key; NhsMuseTemple t; } temples[] = {
    { "coaligned", NHS_MUSE_TEMPLE_COALIGNED }, { "cross-aligned", NHS_MUSE_TEMPLE_CROSS_ALIGNED },
    { "no priest", NHS_MUSE_TEMPLE_NO_PRIEST }, { "hostile priest", NHS_MUSE_TEMPLE_HOSTILE_PRIEST },
  };

  if (!get_object (c, root, "level", "level", &o))
    return FALSE;
  if (o == NULL)
    return TRUE;
  if (!check_members (c, o, "level.", allowed)
      || !get_string (c, o, "temple", "level.temple", TRUE, &temple)
      || !get_bool (c, o, "monster_in_temple", "level.monster_in_temple", &sc->monster_in_temple)
      || !get_bool (c, o, "hero_in_temple", "level.hero_in_temple", &sc->hero_in_temple)
      || !get_string (c, o, "monster_on", "level.monster_on", TRUE, &on)
      || !get_string (c, o, "hero_on", "level.hero_on", TRUE, &hero_on)
      || !get_bool (c, o, "stasis", "level.stasis", &sc->stasis)
      || !get_bool (c, o, "noteleport", "level.noteleport", &sc->noteleport)
      || !get_bool (c, o, "nondiggable_floor", "level.nondiggable_floor", &sc->nondiggable_floor)
      || !get_bool (c, o, "sokoban", "level.sokoban", &sc->sokoban)
      || !get_bool (c, o, "bottom_level", "level.bottom_level", &sc->bottom_level)
      || !get_array (c, o, "features", "level.features", NHS_MUSE_MAX_FEATURES, &feats)
      || !get_array (c, o, "other_monsters", "level.other_monsters", NHS_MUSE_MAX_OTHERS, &others))
    return FALSE;
  if (temple != NULL)
    {
      gboolean found = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (temples); i++)
        if (strcmp (temple, temples[i].key) == 0)
          {
            sc->temple = temples[i].t;
            found = TRUE;
          }
      if (!found)
        return fail (c, "The scenario field “level.temple” must be null, \"coaligned\", \"cross-aligned\", "
                     "\"no priest\" or \"hostile priest\", not “%s”.", temple);
    }
  for (int w = 0; w < 2; w++)
    {
      const char *what = w == 0 ? on : hero_on;
      gboolean found = FALSE;

      if (what == NULL)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (ons); i++)
        if (strcmp (what, ons[i].key) == 0)
          {
            *(w == 0 ? &sc->monster_on : &sc->hero_on) = ons[i].on;
            found = TRUE;
          }
      if (!found)
        return fail (c, "The scenario field “level.%s” must be null, \"down stairs\", \"up stairs\", "
                     "\"branch stairs down\", \"branch stairs up\", \"down ladder\" or \"up ladder\", "
                     "not “%s”.", w == 0 ? "monster_on" : "hero_on", what);
    }
  for (guint i = 0; feats != NULL && i < json_array_get_length (feats); i++)
    {
      JsonNode *n = json_array_get_element (feats, i);
      static const char *fallowed[] = { "kind", "name", "dx", "dy", NULL };
      g_autofree char *where = g_strdup_printf ("level.features[%u].", i);
      g_autofree char *fk = g_strdup_printf ("level.features[%u].kind", i);
      g_autofree char *fn = g_strdup_printf ("level.features[%u].name", i);
      g_autofree char *fx = g_strdup_printf ("level.features[%u].dx", i);
      g_autofree char *fy = g_strdup_printf ("level.features[%u].dy", i);
      const char *kind = NULL, *name = NULL;
      NhsMuseFeature f = { 0 };
      JsonObject *fo;

      if (!JSON_NODE_HOLDS_OBJECT (n))
        return fail (c, "The scenario field “level.features[%u]” must be an object.", i);
      fo = json_node_get_object (n);
      if (!check_members (c, fo, where, fallowed) || !get_string (c, fo, "kind", fk, FALSE, &kind)
          || !get_string (c, fo, "name", fn, TRUE, &name)
          || !get_int (c, fo, "dx", fx, -NHS_MUSE_MAX_OFFSET_X, NHS_MUSE_MAX_OFFSET_X, &f.dx)
          || !get_int (c, fo, "dy", fy, -NHS_MUSE_MAX_OFFSET_Y, NHS_MUSE_MAX_OFFSET_Y, &f.dy))
        return FALSE;
      if (kind == NULL)
        return fail (c, "The scenario field “%s” is missing.", fk);
      if (strcmp (kind, "trap") == 0)
        {
          gboolean found = FALSE;
          f.kind = NHS_MUSE_FEATURE_TRAP;
          if (name == NULL)
            return fail (c, "The scenario field “%s” is missing: a trap needs its name.", fn);
          for (guint t = 0; t < G_N_ELEMENTS (trap_names); t++)
            if (strcmp (name, trap_names[t].name) == 0)
              {
                f.trap = trap_names[t].trap;
                found = TRUE;
              }
          if (!found)
            return fail (c, "The scenario field “%s” names no trap: “%s”.", fn, name);
          for (guint j = 0; j < sc->features->len; j++)
            {
              NhsMuseFeature *g = sc->features->pdata[j];
              if (g->kind == NHS_MUSE_FEATURE_TRAP && g->dx == f.dx && g->dy == f.dy)
                return fail (c, "The scenario field “level.features[%u]” puts a second trap on one square.", i);
            }
        }
      else if (strcmp (kind, "boulder") == 0)
        f.kind = NHS_MUSE_FEATURE_BOULDER;
      else if (strcmp (kind, "scroll of scare monster") == 0)
        f.kind = NHS_MUSE_FEATURE_SCARE;
      else if (strcmp (kind, "object") == 0)
        {
          f.kind = NHS_MUSE_FEATURE_OBJECT;
          if (name == NULL)
            return fail (c, "The scenario field “%s” is missing: an object needs its name.", fn);
          if ((f.object = nhs_muse_item_lookup (sc->variant, name)) == NULL)
            {
              g_autofree char *why = nhs_muse_item_unknown (sc->variant, name);
              return fail (c, "The scenario field “%s”: %s", fn, why);
            }
          name = f.object->name;
        }
      else if (strcmp (kind, "wall") == 0)
        {
          f.kind = NHS_MUSE_FEATURE_WALL;
          if (f.dx == 0 && f.dy == 0)
            return fail (c, "The scenario field “level.features[%u]” puts a wall on the monster's square.", i);
        }
      else
        return fail (c, "The scenario field “%s” must be \"trap\", \"boulder\", \"scroll of scare monster\", "
                     "\"object\" or \"wall\", not “%s”.", fk, kind);
      if (name != NULL && f.kind != NHS_MUSE_FEATURE_TRAP && f.kind != NHS_MUSE_FEATURE_OBJECT)
        return fail (c, "The scenario field “%s” is only for traps and objects.", fn);
      {
        NhsMuseFeature *nf = g_new (NhsMuseFeature, 1);
        *nf = f;
        nf->name = g_strdup (name);
        g_ptr_array_add (sc->features, nf);
      }
    }
  for (guint i = 0; others != NULL && i < json_array_get_length (others); i++)
    {
      JsonNode *n = json_array_get_element (others, i);
      static const char *oallowed[] = { "name", "dx", "dy", "sleeping", "can_move", "peaceful", "tame", "holds_hero",
                                        "level", "hp", "hpmax", "god", "minion", "race", NULL };
      g_autofree char *where = g_strdup_printf ("level.other_monsters[%u].", i);
      g_autofree char *fn = g_strdup_printf ("level.other_monsters[%u].name", i);
      g_autofree char *fx = g_strdup_printf ("level.other_monsters[%u].dx", i);
      g_autofree char *fy = g_strdup_printf ("level.other_monsters[%u].dy", i);
      g_autofree char *fs = g_strdup_printf ("level.other_monsters[%u].sleeping", i);
      g_autofree char *fm = g_strdup_printf ("level.other_monsters[%u].can_move", i);
      g_autofree char *fp = g_strdup_printf ("level.other_monsters[%u].peaceful", i);
      g_autofree char *ft = g_strdup_printf ("level.other_monsters[%u].tame", i);
      g_autofree char *fh = g_strdup_printf ("level.other_monsters[%u].holds_hero", i);
      g_autofree char *fl = g_strdup_printf ("level.other_monsters[%u].level", i);
      g_autofree char *fhp = g_strdup_printf ("level.other_monsters[%u].hp", i);
      g_autofree char *fhm = g_strdup_printf ("level.other_monsters[%u].hpmax", i);
      g_autofree char *fg = g_strdup_printf ("level.other_monsters[%u].god", i);
      g_autofree char *fmi = g_strdup_printf ("level.other_monsters[%u].minion", i);
      g_autofree char *fr = g_strdup_printf ("level.other_monsters[%u].race", i);
      NhsMuseMinion minion;
      int level = -1, hp = -1, hpmax = -1;
      const char *name = NULL, *god_text = NULL, *race = NULL;
      NhsMuseGod god;
      NhsMuseOther *mo;
      JsonObject *oo;
      int dx = 0, dy = 0;
      gboolean sleeping = FALSE, can_move = TRUE, peaceful = FALSE, tame = FALSE, holds = FALSE;

      if (!JSON_NODE_HOLDS_OBJECT (n))
        return fail (c, "The scenario field “level.other_monsters[%u]” must be an object.", i);
      oo = json_node_get_object (n);
      if (!check_members (c, oo, where, oallowed) || !get_string (c, oo, "name", fn, FALSE, &name)
          || !get_int (c, oo, "dx", fx, -NHS_MUSE_MAX_OFFSET_X, NHS_MUSE_MAX_OFFSET_X, &dx)
          || !get_int (c, oo, "dy", fy, -NHS_MUSE_MAX_OFFSET_Y, NHS_MUSE_MAX_OFFSET_Y, &dy)
          || !get_bool (c, oo, "sleeping", fs, &sleeping) || !get_bool (c, oo, "can_move", fm, &can_move)
          || !get_bool (c, oo, "peaceful", fp, &peaceful) || !get_bool (c, oo, "tame", ft, &tame)
          || !get_bool (c, oo, "holds_hero", fh, &holds)
          || !get_int (c, oo, "level", fl, 0, NHS_MUSE_MAX_LEVEL, &level)
          || !get_int (c, oo, "hp", fhp, 1, NHS_MUSE_MAX_HP, &hp)
          || !get_int (c, oo, "hpmax", fhm, 1, NHS_MUSE_MAX_HP, &hpmax)
          || !get_string (c, oo, "god", fg, TRUE, &god_text) || !parse_god (c, god_text, fg, &god)
          || !get_minion (c, oo, fmi, FALSE, &minion) || !get_string (c, oo, "race", fr, TRUE, &race))
        return FALSE;
      if (hp > 0 && hpmax > 0 && hp > hpmax)
        return fail (c, "The scenario field “%s” (%d) is more than “%s” (%d).", fhp, hp, fhm, hpmax);
      if (tame && json_object_has_member (oo, "peaceful") && !peaceful)
        return fail (c, "The scenario field “%s” is false, but “%s” is true: a tame monster is always peaceful.",
                     fp, ft);

      if (name == NULL)
        return fail (c, "The scenario field “%s” is missing.", fn);
      if (!json_object_has_member (oo, "dx") && !json_object_has_member (oo, "dy"))
        return fail (c, "The scenario field “level.other_monsters[%u]” needs dx and dy.", i);
      mo = g_new0 (NhsMuseOther, 1);
      mo->name = g_strdup (name);
      mo->dx = dx;
      mo->dy = dy;
      mo->sleeping = sleeping;
      mo->can_move = can_move;
      mo->peaceful = peaceful || tame;
      mo->tame = tame;
      mo->holds_hero = holds;
      mo->has_level = level >= 0;
      mo->level = MAX (level, 0);
      mo->hp = hp > 0 ? hp : MAX (hpmax, 0);
      mo->hpmax = hpmax > 0 ? hpmax : MAX (hp, 0);
      mo->god = god;
      mo->minion = minion;
      mo->race = g_strdup (race);
      g_ptr_array_add (sc->others, mo);
    }
  return TRUE;
}

gboolean
nhs_muse_scenario_resolve (NhsMuseScenario *sc,
                           NhsMonsterSet   *set,
                           GError         **error)
{
  Ctx c = { set, error };

  /* every item is an object of the scenario's version */
  for (guint i = 0; i < sc->items->len; i++)
    {
      NhsMuseItem *it = sc->items->pdata[i];
      const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, it->name);

      if (info == NULL)
        {
          g_autofree char *why = nhs_muse_item_unknown (sc->variant, it->name);
          return fail (&c, "The item “items[%u]”: %s", i, why);
        }
      /* a material said under another version is one of this one's */
      if (it->material != NULL)
        {
          g_autofree char *where = g_strdup_printf ("The scenario field “items[%u].material”", i);
          g_autofree char *mat = g_strdup (it->material);

          it->material = NULL;
          if (!set_material (sc->variant, it, mat, where, error))
            return FALSE;
        }
      it->made_of_data = info->made_of != NULL ? nhs_monster_set_lookup (set, info->made_of) : NULL;
      if (info->made_of_any && it->made_of_data == NULL)
        {
          g_autofree char *quoted = nhs_error_excerpt (info->made_of, -1);
          return fail (&c, "The item “items[%u]”: %s has no monster named “%s”.", i, sc->variant->display_name, quoted);
        }
    }
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];

      f->made_of_data = f->object != NULL && f->object->made_of != NULL ? nhs_monster_set_lookup (set, f->object->made_of)
                                                                      : NULL;
      if (f->object != NULL && f->object->made_of_any && f->made_of_data == NULL)
        {
          g_autofree char *quoted = nhs_error_excerpt (f->object->made_of, -1);
          return fail (&c, "The scenario field “level.features[%u].name”: %s has no monster named “%s”.", i,
                       sc->variant->display_name, quoted);
        }
    }
  int wielded = 0;

  if (sc->monster == NULL)
    return fail (&c, "The scenario field “monster” is missing.");
  if ((sc->data = monster_named (&c, sc->monster, "monster")) == NULL)
    return FALSE;
  sc->mplayer = nhs_monster_is_mplayer (set, sc->data->index);
  /* PM_X + rn2 (n): the n kinds from X on in mons[] */
  sc->prayer_minion = FALSE;
  for (const NhsMinionKind *k = sc->variant->muse_prayer_pet_minions; k != NULL && k->first != NULL; k++)
    {
      const NhsMonster *f = nhs_monster_set_lookup (set, k->first);

      sc->prayer_minion |= f != NULL && sc->data->index >= f->index && sc->data->index < f->index + k->n;
    }
  if (sc->spell_being != NHS_MUSE_SPELL_BEING_UNKNOWN && !nhs_muse_reads_spell_being (sc->variant))
    return fail (&c, "The scenario field “state.spell_being”: no spell in %s makes a tame spell being (isspell); "
                 "SLASH'EM's flame and freeze sphere spells do.", sc->variant->display_name);
  if (sc->spell_being == NHS_MUSE_SPELL_BEING_YES && !nhs_muse_spell_being_kind (sc->variant, sc->data))
    {
      g_autoptr (GString) kinds = g_string_new (NULL);

      for (guint k = 0; sc->variant->muse_pet_spell_beings[k] != NULL; k++)
        g_string_append_printf (kinds, "%s%s", k == 0 ? "" : sc->variant->muse_pet_spell_beings[k + 1] == NULL
                                                             ? " or " : ", ", sc->variant->muse_pet_spell_beings[k]);
      return fail (&c, "The scenario field “state.spell_being” is true, but %s's spells make only a %s a spell "
                   "being (spell.c), not “%s”.", sc->variant->display_name, kinds->str, sc->data->name);
    }
  if (sc->spell_being == NHS_MUSE_SPELL_BEING_YES && !sc->tame)
    return fail (&c, "The scenario field “state.spell_being” is true, but “state.tame” is false: a spell makes "
                 "its sphere tame.");
  if (sc->hp > sc->hpmax)
    return fail (&c, "The scenario field “hp” (%d) is more than “hpmax” (%d).", sc->hp, sc->hpmax);
  sc->poly_data = NULL;
  if (sc->polymorphed_into != NULL
      && (sc->poly_data = monster_named (&c, sc->polymorphed_into, "hero.polymorphed_into")) == NULL)
    return FALSE;
  for (guint i = 0; i < sc->items->len; i++)
    wielded += ((NhsMuseItem *) sc->items->pdata[i])->wielded;
  if (wielded > 1)
    return fail (&c, "The scenario field “items” has %d wielded items: a monster wields at most one.", wielded);
  if (sc->berserk && !sc->variant->muse_berserk)
    return fail (&c, "The scenario field “state.berserk” is true, but %s has no berserk monsters (mberserk is "
                 "EvilHack's).", sc->variant->display_name);
  sc->race_data = NULL;
  if (sc->race != NULL && !resolve_race (&c, sc))
    return FALSE;
  if (!resolve_hero_race (&c, sc))
    return FALSE;
  if (!resolve_known_spells (&c, sc) || !resolve_reading (&c, sc))
    return FALSE;
  if (sc->has_pet && !sc->tame)
    return fail (&c, "The scenario field “state.pet” describes a pet, but “state.tame” is false.");
  /* minion.c gain_guardian_angel (): tame, and no EDOG (no tamedog ()) */
  if (sc->minion == NHS_MUSE_MINION_GUARDIAN && !sc->tame)
    return fail (&c, "The scenario field “state.minion” is \"guardian angel\", but “state.tame” is false: the "
                 "hero's guardian angel is tame.");
  if (sc->minion == NHS_MUSE_MINION_GUARDIAN && sc->has_pet)
    return fail (&c, "The scenario field “state.pet” describes a pet's record (EDOG), which the guardian angel "
                 "(“state.minion”) does not have.");
  if (sc->pet_satiated && sc->pet_starving)
    return fail (&c, "The scenario fields “state.pet.satiated” and “state.pet.starving” are both true: a pet is "
                 "one or the other.");
  if (sc->has_goal && !nhs_monster_has (sc->data, NHS_M3_COVETOUS))
    return fail (&c, "The scenario field “state.goal” is the square a covetous monster's strategy heads for, but "
                 "%s%s is not covetous (M3_COVETOUS).", the (sc), sc->monster);
  if (sc->has_goal && sc->goal_dx == 0 && sc->goal_dy == 0)
    return fail (&c, "The scenario field “state.goal” is the monster's own square: its strategy heads elsewhere.");
  sc->held_by_other = -1;
  for (guint i = 0; i < sc->others->len; i++)
    if (((NhsMuseOther *) sc->others->pdata[i])->holds_hero)
      {
        if (sc->held_by_other >= 0)
          return fail (&c, "The scenario fields “level.other_monsters[%d].holds_hero” and "
                       "“level.other_monsters[%u].holds_hero” are both true: one monster at a time holds the hero.",
                       sc->held_by_other, i);
        sc->held_by_other = (int) i;
      }
  if (sc->held_by_other >= 0)
    {
      const NhsMuseOther *h = sc->others->pdata[sc->held_by_other];
      if (sc->held_by_monster || sc->swallowed)
        return fail (&c, "The scenario field “level.other_monsters[%d].holds_hero” cannot be true while %s.",
                     sc->held_by_other, sc->held_by_monster ? "this monster holds the hero (hero.held_by_monster)"
                     : "a monster engulfs the hero (hero.swallowed_by)");
      if (MAX (ABS (h->dx - sc->hero_dx), ABS (h->dy - sc->hero_dy)) != 1)
        return fail (&c, "The scenario field “level.other_monsters[%d].holds_hero” is true, but %s is not next to "
                     "the hero: a monster holds the hero from a square beside it.", sc->held_by_other, h->name);
    }
  if (sc->held_by_monster && sc->swallowed && !sc->swallowed_by_this)
    return fail (&c, "The scenario field “hero.held_by_monster” cannot be true while another monster engulfs the "
                 "hero.");
  /* dog_hunger (): only a starving pet (mhpmax_penalty) starves to death,
     and only of a kind that eats (else hungrytime starts again) */
  if (sc->pet_starves && !sc->pet_starving)
    return fail (&c, "The scenario field “state.pet.starves” is true, but “state.pet.starving” is not: a pet "
                 "starves to death only after it has been starving (dog_hunger ()).");
  if (sc->pet_starves && !nhs_muse_pet_may_starve (sc->data))
    return fail (&c, "The scenario field “state.pet.starves” is true, but %s%s eats neither meat nor plants: "
                 "dog_hunger () never starves it.", the (sc), sc->monster);
  /* dog_move (): a steed has the hero on its square (u.usteed) */
  if (sc->pet_ridden && (sc->hero_dx != 0 || sc->hero_dy != 0))
    return fail (&c, "The scenario field “state.pet.ridden” says the hero rides the monster, but “hero_offset” "
                 "puts the hero %d squares away: a rider is on its steed's square (dx 0, dy 0).",
                 MAX (ABS (sc->hero_dx), ABS (sc->hero_dy)));
  if (sc->pet_ridden && sc->swallowed)
    return fail (&c, "The scenario field “state.pet.ridden” cannot be true while a monster engulfs the hero.");
  /* dog_hunger (): mhpmax_penalty is set on the first move past DOG_WEAK,
     so a pet is weak (not yet penalised) or starving, never both; a
     satiated pet is neither; only a kind that eats meat or plants */
  if (sc->pet_weak && !nhs_muse_pet_weak_allowed (sc))
    {
      if (sc->pet_starving)
        return fail (&c, "The scenario fields “state.pet.weak” and “state.pet.starving” are both true: a weak pet "
                     "starts starving on this move (dog_hunger ()), so it is not starving yet.");
      if (sc->pet_satiated)
        return fail (&c, "The scenario field “state.pet.satiated” is true with “state.pet.weak”: a satiated pet "
                     "is not hungry.");
      return fail (&c, "The scenario field “state.pet.weak” is true, but %s%s eats neither meat nor plants: "
                   "dog_hunger () never starves it.", the (sc), sc->monster);
    }
  if (sc->pet_satiated && sc->pet_hungry)
    return fail (&c, "The scenario field “state.pet.satiated” is true with “state.pet.hungry”: a satiated pet is "
                 "not hungry.");
  if (sc->hero_dx == 0 && sc->hero_dy == 0 && !sc->swallowed_by_this && !sc->pet_ridden)
    return fail (&c, "The scenario field “hero_offset” puts the hero on the monster's own square, "
                 "where only a hero it engulfs or a rider on it can be.");
  /* Impossible states are refused, one contradiction named (issue 27). */
  if (sc->swallowed_by_this && (sc->hero_dx != 0 || sc->hero_dy != 0))
    return fail (&c, "The scenario field “hero.swallowed_by” says this monster engulfs the hero, but "
                 "“hero_offset” puts the hero %d squares away: an engulfed hero is on the monster's own "
                 "square (dx 0, dy 0).", MAX (ABS (sc->hero_dx), ABS (sc->hero_dy)));
  for (guint i = 0; i < sc->items->len; i++)
    {
      NhsMuseItem *it = sc->items->pdata[i];
      const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, it->name);
      NhsObjectClass cls = info != NULL ? info->oclass : NHS_OC_TOOL;

      if (it->worn && it->wielded)
        return fail (&c, "The scenario field “items[%u]” (%s) is both wielded and worn: an object is in one "
                     "place at a time.", i, it->name);
      if (it->worn && info != NULL && cls != NHS_OC_ARMOR && cls != NHS_OC_AMULET)
        return fail (&c, "The scenario field “items[%u]” (%s) is worn, but only armour and amulets are worn.",
                     i, it->name);
    }
  for (guint i = 0; i < sc->hero_armor->len; i++)
    {
      NhsMuseArmor *a = sc->hero_armor->pdata[i];
      const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, a->name);

      /* a name the version's object table lacks (a slot given without a
         name stands for some armour there) */
      if (info == NULL && strcmp (a->name, a->slot) != 0)
        {
          g_autofree char *why = nhs_muse_item_unknown (sc->variant, a->name);

          return fail (&c, "The scenario field “hero.armor[%u].name”: %s", i, why);
        }
      if (info != NULL && info->oclass != NHS_OC_ARMOR)
        return fail (&c, "The scenario field “hero.armor[%u]” puts %s in the %s slot, but it is not armour.",
                     i, a->name, a->slot);
      if (info != NULL && (((info->flags & NHS_MI_F_HELMET) && strcmp (a->slot, "armh") != 0)
                           || ((info->flags & NHS_MI_F_BOOTS) && strcmp (a->slot, "armf") != 0)))
        return fail (&c, "The scenario field “hero.armor[%u]” puts %s in the %s slot, but it is worn as %s.",
                     i, a->name, a->slot, (info->flags & NHS_MI_F_HELMET) ? "a helmet (armh)" : "boots (armf)");
    }
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];
      if (f->kind == NHS_MUSE_FEATURE_TRAP
          && ((f->dx == 0 && f->dy == 0 && sc->monster_on != NHS_MUSE_ON_NOTHING)
              || (f->dx == sc->hero_dx && f->dy == sc->hero_dy && sc->hero_on != NHS_MUSE_ON_NOTHING)))
        return fail (&c, "The scenario field “level.features[%u]” puts a trap on stairs or a ladder: the game "
                     "never does (a pit, hole or trap door there would turn them into floor).", i);
    }
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];
      if (f->kind == NHS_MUSE_FEATURE_WALL
          && ((f->dx == sc->hero_dx && f->dy == sc->hero_dy) || (f->dx == 0 && f->dy == 0)))
        return fail (&c, "The scenario field “level.features[%u]” puts a wall on the monster's or the hero's square.", i);
      if (f->kind == NHS_MUSE_FEATURE_WALL)
        for (guint j = 0; j < sc->features->len; j++)
          {
            NhsMuseFeature *g = sc->features->pdata[j];
            if (j != i && g->dx == f->dx && g->dy == f->dy)
              return fail (&c, "The scenario field “level.features[%u]” shares a wall's square: nothing lies in a wall.",
                           j);
          }
      if (f->kind == NHS_MUSE_FEATURE_WALL)
        for (guint j = 0; j < sc->others->len; j++)
          {
            NhsMuseOther *o = sc->others->pdata[j];
            if (o->dx == f->dx && o->dy == f->dy)
              return fail (&c, "The scenario field “level.other_monsters[%u]” stands in a wall.", j);
          }
    }
  for (guint i = 0; i < sc->others->len; i++)
    {
      NhsMuseOther *o = sc->others->pdata[i];
      if ((o->data = monster_named (&c, o->name, "level.other_monsters")) == NULL)
        return FALSE;
      o->race_data = NULL;
      if (o->race != NULL)
        {
          g_autofree char *field = g_strdup_printf ("level.other_monsters[%u].race", i);
          g_autofree char *who = g_strdup_printf ("other_monsters[%u] (%s)", i, o->name);

          if (!check_race (&c, sc->variant, field, o->race, o->data, who, &o->race_data))
            return FALSE;
        }
      o->n_may_race = 0;
      if (o->race == NULL)
        {
          g_auto (GStrv) races = nhs_muse_races_for (sc->variant, c.set, o->data);

          for (guint r = 0; races != NULL && races[r] != NULL && r < NHS_MUSE_MAX_RACES; r++)
            {
              const NhsMonster *m = nhs_monster_set_lookup (c.set, races[r]);

              if (m != NULL)
                o->may_race[o->n_may_race++] = m;
            }
          if (o->n_may_race < 2)
            o->n_may_race = 0;
        }
      switch (nhs_muse_other_square_taken (sc, i))
        {
        case NHS_MUSE_SQUARE_MONSTER:
        case NHS_MUSE_SQUARE_HERO:
          return fail (&c, "The scenario field “level.other_monsters[%u]” stands on the monster's or the hero's "
                       "square.", i);
        case NHS_MUSE_SQUARE_OTHER:
          return fail (&c, "The scenario field “level.other_monsters[%u]” stands on another monster's square.", i);
        case NHS_MUSE_SQUARE_FREE:
        default:
          break;
        }
    }
  return TRUE;
}

NhsMuseSquareTaken
nhs_muse_other_square_taken (const NhsMuseScenario *sc,
                             guint                  i)
{
  const NhsMuseOther *o;

  g_return_val_if_fail (sc != NULL && i < sc->others->len, NHS_MUSE_SQUARE_FREE);
  o = sc->others->pdata[i];
  if (o->dx == 0 && o->dy == 0)
    return NHS_MUSE_SQUARE_MONSTER;
  if (o->dx == sc->hero_dx && o->dy == sc->hero_dy)
    return NHS_MUSE_SQUARE_HERO;
  for (guint j = 0; j < i; j++)
    {
      const NhsMuseOther *p = sc->others->pdata[j];

      if (p->dx == o->dx && p->dy == o->dy)
        return NHS_MUSE_SQUARE_OTHER;
    }
  return NHS_MUSE_SQUARE_FREE;
}

#define TR(text) nhs_muse_text (pb, text)

char *
nhs_muse_other_misplaced (const NhsMuseScenario *sc,
                          const NhsPhrasebook   *pb)
{
  g_return_val_if_fail (sc != NULL, NULL);
  for (guint i = 0; i < sc->others->len; i++)
    {
      const NhsMuseOther *o = sc->others->pdata[i];

      switch (nhs_muse_other_square_taken (sc, i))
        {
        case NHS_MUSE_SQUARE_MONSTER:
          /* Translators: %s is the added monster's name (the game's, English) */
          return g_strdup_printf (TR ("The added %s stands on the monster's own square: give it another "
                                      "direction or distance."), o->name);
        case NHS_MUSE_SQUARE_HERO:
          /* Translators: %s is the added monster's name (the game's, English) */
          return g_strdup_printf (TR ("The added %s stands on the hero's square: give it another direction "
                                      "or distance."), o->name);
        case NHS_MUSE_SQUARE_OTHER:
          /* Translators: %s is the added monster's name (the game's, English) */
          return g_strdup_printf (TR ("The added %s stands on another monster's square: give it another "
                                      "direction or distance."), o->name);
        case NHS_MUSE_SQUARE_FREE:
        default:
          break;
        }
    }
  return NULL;
}

#undef TR

NhsMuseScenario *
nhs_muse_scenario_from_json (const char     *text,
                             gssize          length,
                             NhsMonsterSet  *set,
                             GError        **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (NhsMuseScenario) sc = NULL;
  g_autoptr (GError) local = NULL;
  Ctx c = { set, error };
  const char *monster = NULL;
  JsonNode *root;
  JsonObject *o;
  static const char *allowed[] = { "monster", "hp", "hpmax", "hero_offset", "believes_hero_at", "items",
                                   "state", "hero", "level", NULL };

  g_return_val_if_fail (text != NULL && set != NULL, NULL);
  if (length < 0)
    length = (gssize) strlen (text);
  if (length > NHS_MUSE_MAX_SCENARIO_BYTES)
    {
      fail (&c, "The scenario is larger than %d bytes.", NHS_MUSE_MAX_SCENARIO_BYTES);
      return NULL;
    }
  /* Strict JSON within limits first: json-glib recurses without bound on
     nesting and reads hex numbers and integers past 64 bits. */
  if (!nhs_json_check (text, (gsize) length, NHS_JSON_MAX_DEPTH, "The scenario", error))
    return NULL;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, text, length, &local))
    {
      fail (&c, "The scenario is not valid JSON: %s.", local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      fail (&c, "The scenario must be one JSON object.");
      return NULL;
    }
  o = json_node_get_object (root);
  sc = nhs_muse_scenario_new ();
  /* item names are the set's version's objects (a custom table naming no
     known version: the default version's) */
  if (set != NULL && nhs_variant_from_key (set->variant) != NULL)
    sc->variant = nhs_variant_from_key (set->variant);
  if (!check_members (&c, o, "", allowed) || !get_string (&c, o, "monster", "monster", FALSE, &monster))
    return NULL;
  sc->monster = g_strdup (monster);
  sc->hp = -1;
  sc->hpmax = -1;
  if (!get_int (&c, o, "hp", "hp", 1, NHS_MUSE_MAX_HP, &sc->hp)
      || !get_int (&c, o, "hpmax", "hpmax", 1, NHS_MUSE_MAX_HP, &sc->hpmax))
    return NULL;
  if (sc->hp < 0 && sc->hpmax < 0)
    sc->hp = sc->hpmax = 10;
  else if (sc->hp < 0)
    sc->hp = sc->hpmax;       /* healthy */
  else if (sc->hpmax < 0)
    sc->hpmax = sc->hp;
  if (!get_offset (&c, o, "hero_offset", &sc->hero_dx, &sc->hero_dy))
    return NULL;
  sc->believed_dx = sc->hero_dx;
  sc->believed_dy = sc->hero_dy;
  if (!get_belief (&c, sc, o)
      || !parse_items (&c, sc, o) || !parse_state (&c, sc, o) || !parse_hero (&c, sc, o)
      || !parse_level (&c, sc, o) || !nhs_muse_scenario_resolve (sc, set, error))
    return NULL;
  return g_steal_pointer (&sc);
}

/* --item's part `part` is none it knows, or not for this item */
static gboolean
bad_part (const char *quoted,
          const char *part,
          GError    **error)
{
  g_autofree char *p = nhs_error_excerpt (part, -1);

  return nhs_error_set (error, NHS_ERROR_INVALID, "--item “%s”: “%s” is not cursed, wielded, worn, spe=N, (for a "
                        "container) locked, trapped or empty, (for a ring with charges) identified, (for a "
                        "spellbook) studied=N, or (for a ring or wand) material=NAME.", quoted, p);
}

gboolean
nhs_muse_scenario_add_item_spec (NhsMuseScenario *sc,
                                 const char      *spec,
                                 GError         **error)
{
  g_auto (GStrv) parts = g_strsplit (spec, ":", -1);
  g_autofree char *quoted = nhs_error_excerpt (spec, -1);
  NhsMuseItem *it;

  if (parts[0] == NULL || parts[0][0] == '\0')
    return nhs_error_set (error, NHS_ERROR_INVALID, "--item needs an item name (NAME[:cursed][:spe=N]).");
  if (sc->items->len >= NHS_MUSE_MAX_ITEMS)
    return nhs_error_set (error, NHS_ERROR_INVALID, "--item: at most %d items.", NHS_MUSE_MAX_ITEMS);
  it = nhs_muse_scenario_add_item (sc, parts[0]);
  if (it == NULL)
    {
      g_autofree char *why = nhs_muse_item_unknown (sc->variant, parts[0]);
      return nhs_error_set (error, NHS_ERROR_INVALID, "--item: %s", why);
    }
  for (int i = 1; parts[i] != NULL; i++)
    {
      char *end = NULL;
      gint64 v;
      gsize klen = strcspn (parts[i], "=");
      gboolean known = FALSE;

      /* the scenario's keys are --item's parts (nhs_muse_item_parts) */
      for (guint k = 0; nhs_muse_item_parts[k] != NULL; k++)
        known |= strlen (nhs_muse_item_parts[k]) == klen && strncmp (nhs_muse_item_parts[k], parts[i], klen) == 0;
      if (!known)
        return bad_part (quoted, parts[i], error);
      /* a part once, as a scenario file's key is (never the last silently) */
      for (int j = 1; j < i; j++)
        if (strcspn (parts[j], "=") == klen && strncmp (parts[j], parts[i], klen) == 0)
          {
            g_autofree char *key = g_strndup (parts[i], klen);

            return nhs_error_set (error, NHS_ERROR_INVALID, "--item “%s”: “%s” is given twice; give it once.",
                                  quoted, key);
          }
      if (strcmp (parts[i], "cursed") == 0)
        it->cursed = TRUE;
      else if (strcmp (parts[i], "wielded") == 0)
        it->wielded = TRUE;
      else if (strcmp (parts[i], "worn") == 0)
        it->worn = TRUE;
      else if ((strcmp (parts[i], "locked") == 0 || strcmp (parts[i], "trapped") == 0
                || strcmp (parts[i], "empty") == 0)
               && (it->kind == NHS_MI_CONTAINER || it->kind == NHS_MI_BAG_OF_TRICKS))
        *(parts[i][0] == 'l' ? &it->locked : parts[i][0] == 't' ? &it->trapped : &it->empty) = TRUE;
      else if (strcmp (parts[i], "identified") == 0 && nhs_muse_item_charged_ring (it))
        it->identified = TRUE;
      else if (g_str_has_prefix (parts[i], "studied=") && it->kind == NHS_MI_SPELLBOOK)
        {
          v = g_ascii_strtoll (parts[i] + 8, &end, 10);
          if (end == parts[i] + 8 || *end != '\0' || v < 0 || v > NHS_MUSE_MAX_STUDIED)
            return nhs_error_set (error, NHS_ERROR_INVALID, "--item “%s”: studied must be a whole number from 0 "
                                  "to %d.", quoted, NHS_MUSE_MAX_STUDIED);
          it->studied = (int) v;
        }
      else if (g_str_has_prefix (parts[i], "material="))
        {
          g_autofree char *where = g_strdup_printf ("--item “%s”", quoted);

          if (!set_material (sc->variant, it, parts[i] + 9, where, error))
            return FALSE;
        }
      else if (g_str_has_prefix (parts[i], "spe="))
        {
          v = g_ascii_strtoll (parts[i] + 4, &end, 10);
          if (end == parts[i] + 4 || *end != '\0' || v < -127 || v > 127)
            return nhs_error_set (error, NHS_ERROR_INVALID, "--item “%s”: spe must be a whole number from -127 "
                                  "to 127.", quoted);
          it->spe = (int) v;
        }
      else
        return bad_part (quoted, parts[i], error);
    }
  return TRUE;
}

/* ---- Writing (the window saves scenarios; tests round-trip) ---- */

/* {"dx": DX, "dy": DY} */
static void
add_offset (JsonBuilder *b,
            int          dx,
            int          dy)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "dx");
  json_builder_add_int_value (b, dx);
  json_builder_set_member_name (b, "dy");
  json_builder_add_int_value (b, dy);
  json_builder_end_object (b);
}

char *
nhs_muse_scenario_to_json (const NhsMuseScenario *sc)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  static const char *speeds[] = { "normal", "slow", "fast" };
  static const char *temples[] = { NULL, "coaligned", "cross-aligned", "no priest", "hostile priest" };
  static const char *ons[] = { NULL, "down stairs", "up stairs", "branch stairs down", "branch stairs up",
                               "down ladder", "up ladder" };
  static const char *aligns[] = { "chaotic", "neutral", "lawful" };
  static const char *refls[] = { NULL, "amulet of reflection", "shield of reflection" };
  static const char *kinds[] = { "trap", "boulder", "scroll of scare monster", "object", "wall" };

#define NULLABLE(s) do { if ((s) != NULL) json_builder_add_string_value (b, (s)); \
                         else json_builder_add_null_value (b); } while (0)
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "monster");
  NULLABLE (sc->monster);
  json_builder_set_member_name (b, "hp");
  json_builder_add_int_value (b, sc->hp);
  json_builder_set_member_name (b, "hpmax");
  json_builder_add_int_value (b, sc->hpmax);
  json_builder_set_member_name (b, "hero_offset");
  add_offset (b, sc->hero_dx, sc->hero_dy);
  json_builder_set_member_name (b, "believes_hero_at");
  if (sc->believes_guess)
    json_builder_add_string_value (b, "guess");
  else
    add_offset (b, sc->believed_dx, sc->believed_dy);
  json_builder_set_member_name (b, "items");
  json_builder_begin_array (b);
  for (guint i = 0; i < sc->items->len; i++)
    {
      NhsMuseItem *it = sc->items->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, it->name);
      json_builder_set_member_name (b, "cursed");
      json_builder_add_boolean_value (b, it->cursed);
      json_builder_set_member_name (b, "spe");
      json_builder_add_int_value (b, it->spe);
      json_builder_set_member_name (b, "wielded");
      json_builder_add_boolean_value (b, it->wielded);
      json_builder_set_member_name (b, "worn");
      json_builder_add_boolean_value (b, it->worn);
      if (it->kind == NHS_MI_CONTAINER || it->kind == NHS_MI_BAG_OF_TRICKS)
        {
          json_builder_set_member_name (b, "locked");
          json_builder_add_boolean_value (b, it->locked);
          json_builder_set_member_name (b, "trapped");
          json_builder_add_boolean_value (b, it->trapped);
          json_builder_set_member_name (b, "empty");
          json_builder_add_boolean_value (b, it->empty);
        }
      if (nhs_muse_item_charged_ring (it))
        {
          json_builder_set_member_name (b, "identified");
          json_builder_add_boolean_value (b, it->identified);
        }
      if (it->kind == NHS_MI_SPELLBOOK && it->studied > 0)
        {
          json_builder_set_member_name (b, "studied");
          json_builder_add_int_value (b, it->studied);
        }
      if (it->material != NULL)
        {
          g_autofree char *low = g_ascii_strdown (it->material, -1);
          json_builder_set_member_name (b, "material");
          json_builder_add_string_value (b, low);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "state");
  json_builder_begin_object (b);
#define BOOL(name, v) do { json_builder_set_member_name (b, name); json_builder_add_boolean_value (b, v); } while (0)
  BOOL ("peaceful", sc->peaceful);
  BOOL ("confused", sc->confused);
  BOOL ("stunned", sc->stunned);
  BOOL ("blind", sc->blind);
  BOOL ("fleeing", sc->fleeing);
  BOOL ("invisible", sc->invisible);
  json_builder_set_member_name (b, "speed");
  json_builder_add_string_value (b, speeds[sc->speed]);
  BOOL ("cancelled", sc->cancelled);
  BOOL ("knows_teleport_traps", sc->knows_teleport_traps);
  json_builder_set_member_name (b, "seen_resistances");
  json_builder_begin_array (b);
  for (guint k = 0; k < G_N_ELEMENTS (seen_names); k++)
    if (sc->seen_resistances & (1u << k))
      json_builder_add_string_value (b, seen_names[k]);
  json_builder_end_array (b);
  BOOL ("trapped", sc->trapped);
  json_builder_set_member_name (b, "load_percent");
  json_builder_add_int_value (b, sc->load_percent);
  BOOL ("tame", sc->tame);
  json_builder_set_member_name (b, "pet");
  /* a pet's record only where it has one (the guardian angel has none:
     "state.pet" beside it is refused) */
  if (sc->tame && sc->has_pet)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "apport");
      json_builder_add_int_value (b, sc->pet_apport);
      BOOL ("starving", sc->pet_starving);
      BOOL ("satiated", sc->pet_satiated);
      if (sc->pet_tameness > 0)
        {
          json_builder_set_member_name (b, "tameness");
          json_builder_add_int_value (b, sc->pet_tameness);
        }
      json_builder_set_member_name (b, "abuse");
      json_builder_add_int_value (b, sc->pet_abuse);
      BOOL ("ridden", sc->pet_ridden);
      BOOL ("starves", sc->pet_starves);
      BOOL ("weak", sc->pet_weak);
      BOOL ("hungry", sc->pet_hungry);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  BOOL ("berserk", sc->berserk);
  json_builder_set_member_name (b, "reading");
  NULLABLE (sc->reading);
  json_builder_set_member_name (b, "weapon_check");
  NULLABLE (weapon_check_names[sc->weapon_check]);
  json_builder_set_member_name (b, "god");
  NULLABLE (god_names[sc->god]);
  json_builder_set_member_name (b, "minion");
  if (sc->minion == NHS_MUSE_MINION_UNKNOWN)
    json_builder_add_null_value (b);
  else if (sc->minion == NHS_MUSE_MINION_GUARDIAN)
    json_builder_add_string_value (b, "guardian angel");
  else
    json_builder_add_boolean_value (b, sc->minion == NHS_MUSE_MINION_YES);
  if (sc->spell_being != NHS_MUSE_SPELL_BEING_UNKNOWN)
    BOOL ("spell_being", sc->spell_being == NHS_MUSE_SPELL_BEING_YES);
  json_builder_set_member_name (b, "race");
  NULLABLE (sc->race);
  json_builder_set_member_name (b, "known_spells");
  json_builder_begin_array (b);
  for (guint i = 0; i < sc->known_spells->len; i++)
    json_builder_add_string_value (b, sc->known_spells->pdata[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "goal");
  if (sc->has_goal)
    add_offset (b, sc->goal_dx, sc->goal_dy);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "hero");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "level");
  json_builder_add_int_value (b, sc->hero_level);
  json_builder_set_member_name (b, "hp");
  json_builder_add_int_value (b, sc->hero_hp);
  json_builder_set_member_name (b, "charisma");
  json_builder_add_int_value (b, sc->hero_charisma);
  json_builder_set_member_name (b, "reflection");
  NULLABLE (refls[sc->reflection]);
  json_builder_set_member_name (b, "wielding");
  NULLABLE (sc->hero_wielding);
  json_builder_set_member_name (b, "armor");
  json_builder_begin_array (b);
  for (guint i = 0; i < sc->hero_armor->len; i++)
    {
      NhsMuseArmor *a = sc->hero_armor->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "slot");
      json_builder_add_string_value (b, a->slot);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, a->name);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "swallowed_by");
  NULLABLE (sc->swallowed ? sc->swallowed_by : NULL);
  BOOL ("held_by_monster", sc->held_by_monster);
  BOOL ("helpless", sc->hero_helpless);
  BOOL ("see_invisible", sc->see_invisible);
  BOOL ("invisible", sc->hero_invisible);
  json_builder_set_member_name (b, "alignment");
  json_builder_add_string_value (b, aligns[CLAMP (sc->alignment, -1, 1) + 1]);
  json_builder_set_member_name (b, "alignment_record");
  json_builder_add_int_value (b, sc->alignment_record);
  json_builder_set_member_name (b, "polymorphed_into");
  NULLABLE (sc->polymorphed_into);
  if (sc->hero_shapechanger != 0)
    {
      json_builder_set_member_name (b, "shapechanger");
      json_builder_add_string_value (b, sc->hero_shapechanger == 1 ? "druid" : "vampire");
    }
  BOOL ("hiding", sc->hero_hiding);
  BOOL ("blind", sc->hero_blind);
  BOOL ("teleport_control", sc->teleport_control);
  BOOL ("weapon_cursed", sc->weapon_cursed);
  BOOL ("carrying_corpse", sc->carrying_corpse);
  BOOL ("conflict", sc->conflict);
  if (sc->hero_race != NULL)
    {
      json_builder_set_member_name (b, "race");
      json_builder_add_string_value (b, sc->hero_race);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "level");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "temple");
  NULLABLE (temples[sc->temple]);
  BOOL ("monster_in_temple", sc->monster_in_temple);
  BOOL ("hero_in_temple", sc->hero_in_temple);
  json_builder_set_member_name (b, "monster_on");
  NULLABLE (ons[sc->monster_on]);
  json_builder_set_member_name (b, "hero_on");
  NULLABLE (ons[sc->hero_on]);
  json_builder_set_member_name (b, "features");
  json_builder_begin_array (b);
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, kinds[f->kind]);
      if (f->kind == NHS_MUSE_FEATURE_TRAP || f->kind == NHS_MUSE_FEATURE_OBJECT)
        {
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, f->name);
        }
      json_builder_set_member_name (b, "dx");
      json_builder_add_int_value (b, f->dx);
      json_builder_set_member_name (b, "dy");
      json_builder_add_int_value (b, f->dy);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "other_monsters");
  json_builder_begin_array (b);
  for (guint i = 0; i < sc->others->len; i++)
    {
      NhsMuseOther *o = sc->others->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, o->name);
      json_builder_set_member_name (b, "dx");
      json_builder_add_int_value (b, o->dx);
      json_builder_set_member_name (b, "dy");
      json_builder_add_int_value (b, o->dy);
      BOOL ("sleeping", o->sleeping);
      BOOL ("can_move", o->can_move);
      BOOL ("peaceful", o->peaceful);
      BOOL ("tame", o->tame);
      BOOL ("holds_hero", o->holds_hero);
      if (o->has_level)
        {
          json_builder_set_member_name (b, "level");
          json_builder_add_int_value (b, o->level);
        }
      if (o->hp > 0)
        {
          json_builder_set_member_name (b, "hp");
          json_builder_add_int_value (b, o->hp);
          json_builder_set_member_name (b, "hpmax");
          json_builder_add_int_value (b, o->hpmax);
        }
      if (o->god != NHS_MUSE_GOD_UNKNOWN)
        {
          json_builder_set_member_name (b, "god");
          json_builder_add_string_value (b, god_names[o->god]);
        }
      if (o->minion != NHS_MUSE_MINION_UNKNOWN)
        BOOL ("minion", o->minion == NHS_MUSE_MINION_YES);
      if (o->race != NULL)
        {
          json_builder_set_member_name (b, "race");
          json_builder_add_string_value (b, o->race);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  BOOL ("noteleport", sc->noteleport);
  BOOL ("nondiggable_floor", sc->nondiggable_floor);
  BOOL ("sokoban", sc->sokoban);
  BOOL ("bottom_level", sc->bottom_level);
  BOOL ("stasis", sc->stasis);
  json_builder_end_object (b);
  json_builder_end_object (b);
#undef BOOL
#undef NULLABLE
  root = json_builder_get_root (b);
  return nhs_json_text (root);
}
