/* nhs-artifact.h: a version's artifacts (artilist.h's facts that the
 * rules read), for the versions whose statue contents make artifacts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-monster.h"
#include "nhs-variant.h"

G_BEGIN_DECLS

/* artilist.h's spfx bits the rules read */
typedef enum {
  NHS_ART_NOGEN  = 1 << 0,   /* SPFX_NOGEN: never made at random (mk_artifact ()) */
  NHS_ART_RESTR  = 1 << 1,   /* SPFX_RESTR: not named by the hero */
  NHS_ART_INTEL  = 1 << 2,   /* SPFX_INTEL: self-willed (touch_artifact ()) */
  NHS_ART_DALIGN = 1 << 3,   /* SPFX_DALIGN: bane of other alignments */
  NHS_ART_ATTK   = 1 << 4,   /* SPFX_ATTK: its attack is elemental (EvilHack's rows) */
  NHS_ART_DBONUS = 1 << 5,   /* any of SPFX_DBONUS (DMONS, DCLAS, DFLAG1, DFLAG2,
                                DFLAGH, DALIGN): bane of some (EvilHack's rows) */
} NhsArtifactFlags;

/* artilist.h's A_NONE: unaligned */
#define NHS_ART_UNALIGNED (-128)
/* the most races one artifact is the bane of (SPFX_DFLAGH's MH_* bits) */
#define NHS_ART_MAX_BANE 3

typedef struct {
  const char *name;       /* "Frost Brand" */
  const char *kind;       /* the object it is made from, the objects data's name */
  guint flags;            /* NhsArtifactFlags */
  int alignment;          /* -1 chaotic, 0 neutral, 1 lawful, NHS_ART_UNALIGNED */
  const char *role;       /* its role's monster ("valkyrie"), NULL: none */
  const char *race;       /* its race's monster ("elf"), NULL: none */
  NhsMFlag bane[NHS_ART_MAX_BANE];  /* the monsters it is the bane of: EvilHack's
                                       SPFX_DFLAGH races (MH_*), xNetHack's
                                       SPFX_DFLAG2 (M2_*) */
  guint n_bane;
  const char *material;   /* the material naming it gives it ("STEEL"); NULL: the
                             kind's own (DEFAULT_MAT) */
  const char *bane_class; /* SPFX_DCLAS: the class it is the bane of ("S_DRAGON");
                             NULL: none */
  /* EvilHack's: its attack (artilist.h attk): the damage type without
     "AD_" ("PHYS", "COLD"; NULL: NO_ATTK, and every xNetHack row, whose
     rules here do not read it), its damn and damd */
  const char *attack;
  int attack_damn, attack_damd;
} NhsArtifact;

/* The version's artifacts in artilist.h's order (the order mk_artifact ()
   lists its candidates in), *n of them; NULL and 0 for a version none
   of whose modelled rules makes one (NhsVariant.artifacts). */
const NhsArtifact *nhs_artifacts (const NhsVariant *variant, guint *n);

/* EvilHack's artifact.c score_artifact_weapon () of artifact a (weapon.c
   find_artifact_recurse () ranks a monster's artifact weapons by it),
   made from a weapon whose small damage die is small_die (oc_wsdam) and
   enchanted spe, against nhspawn's hero: a human of a new game of
   alignment hero_align (-1, 0, 1), medium sized (r_bigmonst () no), with
   no resistance, magic resistance or worn defence, hating no material,
   and of fewer than 20 hit points (every role's start, 14 at most, and
   the human's 2), so that Vorpal Blade's and the Tsurugi's save-or-die
   hp / 20 adds nothing (hp / 10 is for a giant or an angel hero). -1 for
   an artifact whose score draws (an SPFX_DRLI one: monhp_per_lvl ()'s
   rnd (), though the game's comment says it never calls rnd ()), or
   reads the hero's hit points (the Wand of Orcus, hp × 3 / 20; the
   Sword of Annihilation, hp / 12), or Dichotomy's (not written here);
   no monster nhspawn makes wields one (Stormbringer's runesword is in
   no kit, the others are never made at random). */
int nhs_artifact_evil_score (const NhsArtifact *a, int small_die, int spe, int hero_align);

/* the version's artifact named name, or NULL */
const NhsArtifact *nhs_artifact_lookup (const NhsVariant *variant, const char *name);

G_END_DECLS
