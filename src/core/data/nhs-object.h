/* nhs-object.h: every object of a version, as its objects.c states it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * data/objects-<key>.json holds the facts of each version's objects[]
 * (name as the game prints it identified, class, material, skill, armour
 * slot, a wand's direction, whether it is metallic, charged, magic or unique, weight,
 * where a file gives it, oc_prob, its chance within its class; armour's a_ac,
 * the property oc_oprop gives its wearer, a weapon's or tool's oc_bimanual and
 * whether it pierces, slashes or whacks, oc_dir's PIERCE, SLASH and WHACK
 * bits; a weapon-tool's is the argument its WEPTOOL () passes there, and
 * the heavy iron ball and the iron chain whack). The
 * build compiles them (src/gen/nhs-objects-compile) into the core's
 * GResource; nothing is parsed at run time.
 */
#pragma once

#include <glib.h>

#include "nhs-variant.h"

G_BEGIN_DECLS

#define NHS_OBJECT_MAX_NAME 64   /* bytes in a name */

/* objclass.h's classes, in the games' order (ILLOBJ_CLASS left out). */
typedef enum {
  NHS_OC_WEAPON, NHS_OC_ARMOR, NHS_OC_RING, NHS_OC_AMULET, NHS_OC_TOOL, NHS_OC_FOOD,
  NHS_OC_POTION, NHS_OC_SCROLL, NHS_OC_SPBOOK, NHS_OC_WAND, NHS_OC_COIN, NHS_OC_GEM,
  NHS_OC_ROCK, NHS_OC_BALL, NHS_OC_CHAIN, NHS_OC_VENOM,
  NHS_OC_N_CLASSES
} NhsObjectClass;

enum {
  NHS_OBJ_METALLIC = 1 << 0,  /* is_metallic(): a material from IRON to MITHRIL (EvilHack: ADAMANTINE) */
  NHS_OBJ_CHARGED  = 1 << 1,  /* oc_charged */
  NHS_OBJ_MAGIC    = 1 << 2,  /* oc_magic */
  NHS_OBJ_UNIQUE   = 1 << 3,  /* oc_unique */
  NHS_OBJ_RAY      = 1 << 4,  /* a wand whose oc_dir is RAY */
  NHS_OBJ_BIMANUAL = 1 << 5,  /* oc_bimanual: a two-handed weapon or weapon-tool */
  NHS_OBJ_PIERCES  = 1 << 6,  /* a weapon or weapon-tool whose oc_dir has PIERCE */
  NHS_OBJ_SLASHES  = 1 << 7,  /* ... has SLASH */
  NHS_OBJ_WHACKS   = 1 << 8,  /* ... has WHACK */
};

typedef struct {
  const char *name;      /* "wand of digging", "elven mithril-coat" */
  NhsObjectClass oclass;
  const char *material;  /* "IRON", ...; "" when objects.c gives none */
  const char *skill;     /* weapons and weapon-tools: "P_DAGGER", "-P_BOW" (ammunition); else "" */
  const char *slot;      /* armour: "suit", "shield", "helm", "gloves", "boots", "cloak", "shirt"; else "" */
  guint flags;           /* NHS_OBJ_* */
  int weight;
  int prob;              /* oc_prob: its share of its class's random objects (mkobj ()),
                            objects.c's value (gems before setgemprobs ()); -1 where
                            the version's file does not give it */
  int ac;                /* armour: a_ac (oc_oc1), its base armour class bonus; else 0 */
  const char *prop;      /* oc_oprop as prop.h names it ("FIRE_RES", "REFLECTING"), "" for none */
} NhsObject;

/* One object: name, class key, material, skill, slot, flags, weight, prob (-1: none), ac, prop. */
#define NHS_OBJECT_COMPACT_TYPE "(sssssuqnns)"
#define NHS_OBJECTS_COMPACT_TYPE "a" NHS_OBJECT_COMPACT_TYPE
/* the same tuple as a g_variant_get () format whose strings point into the
   variant instead of being copied */
#define NHS_OBJECT_COMPACT_BORROW "(&s&s&s&s&suqnn&s)"
/* The compiled file: version key -> objects. */
#define NHS_OBJECTS_TABLE_TYPE "a{sv}"

/* "weapon", "armor", ... (objclass.h's names, lower case) */
const char      *nhs_object_class_key    (NhsObjectClass     oclass);
gboolean         nhs_object_class_from_key (const char      *key,
                                          NhsObjectClass    *out);

/* Build time: data/objects-<key>.json checked and compiled. NULL and one
   sentence naming the file and the entry when it is not well formed. */
GVariant        *nhs_objects_compile_json (const char        *text,
                                          gsize              length,
                                          const char        *origin,
                                          GError           **error);

/* Every object of the version, in objects[] order (n_out set). */
const NhsObject *nhs_objects             (const NhsVariant  *variant,
                                          guint             *n_out);
/* The shuffled appearances `o` may wear (o_init.c shuffle ()): a ring or
   wand in its class's run of objects[] (rings up to the version's
   muse_ring_shuffle_last), then for a wand the version's nameless wand
   appearances (muse_wand_nameless_materials). Sets *first and *run (the
   run's index and length) and *nameless; FALSE, all 0, for any other
   object, whose material is its own. */
gboolean         nhs_object_appearances  (const NhsVariant  *variant,
                                          const NhsObject   *o,
                                          guint             *first,
                                          guint             *run,
                                          guint             *nameless);
/* Case-insensitive; NULL if the version has no object of that name. */
const NhsObject *nhs_object_lookup       (const NhsVariant  *variant,
                                          const char        *name);
/* The version's object name closest to `name` (a few typing slips away),
   or NULL when none is close. */
const char      *nhs_object_suggest      (const NhsVariant  *variant,
                                          const char        *name);

G_END_DECLS
