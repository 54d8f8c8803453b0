/* nhs-mkclass.h: the exact distribution of the game's mkclass() and of the
 * mixtures built on it (see nhs-presets.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * mkclass() walks one monster class in mons[] order, building a "bag" of
 * candidates; once candidates are too strong it may stop with a coin flip
 * (rn2(2)), and 3.7 also honours the Gehennom restriction 8 times in 9
 * (rn2(9)).  The result is a sum over every way those choices can go; we
 * compute it exactly with GMP rationals.
 */
#pragma once

#include <glib.h>
#include <gmp.h>

#include "nhs-data.h"
#include "nhs-situation.h"
#include "nhs-format.h"    /* nhs_mpq_to_string () */
#include "nhs-rndmonst.h"   /* NhsExclusionReason */

G_BEGIN_DECLS

/* The game's A_NONE: "any alignment" for mkclass_aligned(). */
#define NHS_MKCLASS_ANY_ALIGN (-128)

/* spc bits of mkclass(class, spc): the game's mons[].geno bits it lifts. */
typedef enum {
  NHS_MKCLASS_SPC_NOGEN   = 1 << 0,  /* G_NOGEN: special levels pass this */
  NHS_MKCLASS_SPC_UNIQ    = 1 << 1,  /* G_UNIQ */
  NHS_MKCLASS_SPC_HELL    = 1 << 2,  /* 3.7: do not apply the G_HELL restriction */
  NHS_MKCLASS_SPC_NOHELL  = 1 << 3,  /* 3.7: do not apply the G_NOHELL restriction */
  NHS_MKCLASS_SPC_ULIMIT  = 1 << 4,  /* SLASH'EM's MKC_ULIMIT: the walk stops at the
                                        first member harder than 4 x maxmlev */
} NhsMkclassSpc;

/* The spc bits a special level's class monster asks mkclass for in the
 * variant (sp_lev.c create_monster: G_NOGEN, and SLASH'EM's MKC_ULIMIT). */
guint           nhs_mkclass_special_level_spc (const NhsVariant *variant);

/* One draw a preset makes (nhs_preset_compute ()): an mkclass call, or
 * makemon (NULL)'s random monster (rndmonst ()), in the situation it was
 * made in; its excluded monsters' reasons are these draws' walks'. */
typedef enum {
  NHS_CLASS_DRAW_MKCLASS,
  NHS_CLASS_DRAW_RANDOM,
} NhsClassDrawKind;

typedef struct {
  NhsClassDrawKind kind;
  int mlet;              /* MKCLASS: the class */
  guint spc;             /* MKCLASS: the spc bits */
  int atyp;              /* MKCLASS: NHS_MKCLASS_ANY_ALIGN or -1/0/1 */
  NhsSituation sit;
} NhsClassDraw;

#define NHS_PRESET_REFUSED (-2)

/* A distribution over monsters (plus "no monster"), exact. Produced by
 * mkclass and by the presets, which mix several draws. */
typedef struct {
  gint ref_count;
  NhsMonsterSet *set;
  const NhsVariant *variant;
  NhsSituation situation;
  int difficulty;        /* level_difficulty() */
  int maxmlev;           /* mkclass's level_difficulty() >> 1 */
  char *title;           /* "mkclass(S_NYMPH)" or the preset's name */
  int mlet;              /* the class asked for, or 0 for a mixture */
  char symbol;           /* its symbol, or 0 */
  int aligned;           /* NHS_MKCLASS_ANY_ALIGN, or -1/0/1 */
  int n;                 /* == set->n */
  mpq_t *probs;          /* n entries; 0 for impossible monsters */
  int *bag_weight;       /* n entries: the weight the monster has in the bag (0: not a member) */
  mpq_t none;            /* the chance of no monster at all */
  mpq_t random;          /* the share that is makemon (NULL)'s random monster
                            (rndmonst ()'s list, in probs and none already) */
  int n_results;
  int *order;            /* monsters with a nonzero chance, most likely first */
  /* one class's mkclass (nhs_mkclass_compute_spc) only, else NULL: */
  guint spc;             /* the spc bits asked for */
  guint32 *why;          /* n entries: every reason the member is never made
                            (bits 1 << NhsExclusion), 0 for a possible one
                            and for monsters of other classes */
  int *end_at;           /* n entries: NHS_EXCLUDED_WALK_ENDS's member */
  /* a preset only, else NULL: */
  GArray *draws;         /* of NhsClassDraw, each once, in the order made */
  int *replaced_by;      /* n entries: the monster the preset makes of what a draw gives
                            (the mummy chest's human mummy), NHS_PRESET_REFUSED when it
                            refuses it (then `refusal` says what it takes), or -1 */
  const char *refusal;   /* "ndemon () takes ...": what the preset's test takes */
} NhsClassDist;

/* Which mons[] class a symbol ("n", "&") or class name ("S_NYMPH", "nymph"
 * also works for S_NYMPH) means; 0 when none.  Only classes with at least
 * one monster before SPECIAL_PM count. */
int             nhs_mkclass_lookup_class  (const NhsMonsterSet *set,
                                           const char          *text);
/* "S_NYMPH" for a class number, from the data; NULL if none. */
const char     *nhs_mkclass_class_id      (const NhsMonsterSet *set,
                                           int                  mlet);
char            nhs_mkclass_class_symbol  (const NhsMonsterSet *set,
                                           int                  mlet);

/* The game's adj_lev() for a monster in the situation (the Wizard's death
 * count taken as 0). */
int             nhs_adj_lev               (const NhsMonsterSet *set,
                                           const NhsSituation  *sit,
                                           int                  index);

/* An empty distribution (every chance 0, none 0) to accumulate into. */
NhsClassDist   *nhs_class_dist_new        (NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           const char          *title);
/* dist += weight × mkclass_aligned(mlet, spc, atyp): probs and none.
 * `atyp` is NHS_MKCLASS_ANY_ALIGN for plain mkclass().  FALSE with an
 * error when the variant has no aligned form (3.4.3, SLASH'EM). */
gboolean        nhs_mkclass_accumulate    (NhsClassDist        *dist,
                                           int                  mlet,
                                           guint                spc,
                                           int                  atyp,
                                           const mpq_t          weight,
                                           GError             **error);
/* Per-monster chances of one mkclass call into `probs` (n entries, set to
 * the answer) and `none`; the lowest-level entry point. */
gboolean        nhs_mkclass_exact         (NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           int                  mlet,
                                           guint                spc,
                                           int                  atyp,
                                           mpq_t               *probs,
                                           int                 *bag_weight,
                                           mpq_t                none,
                                           GError             **error);
/* Sorts the results (most likely first) after accumulating. */
void            nhs_class_dist_finish     (NhsClassDist        *dist);
/* What the version's mkclass () does, in plain sentences built from its
   rule fields (nhs-variant.h): which members it walks and skips, where it
   stops, and how it weighs the members it kept; words through `translate`
   (NULL: English). */
char           *nhs_mkclass_describe      (const NhsVariant    *variant,
                                           const char        *(*translate) (const char *text));
/* The whole thing: mkclass (atyp NHS_MKCLASS_ANY_ALIGN) or mkclass_aligned. */
NhsClassDist   *nhs_mkclass_compute       (NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           int                  mlet,
                                           int                  atyp,
                                           GError             **error);
/* The same with mkclass's spc bits lifted: NHS_MKCLASS_SPC_NOGEN is a
 * special level's class monster (sp_lev.c create_monster: G_NOGEN). */
NhsClassDist   *nhs_mkclass_compute_spc   (NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           int                  mlet,
                                           guint                spc,
                                           int                  atyp,
                                           GError             **error);
NhsClassDist   *nhs_class_dist_ref        (NhsClassDist        *dist);
void            nhs_class_dist_unref      (NhsClassDist        *dist);
/* Why a monster of the class is never made, every reason, the lasting
   first (nhs_exclusion_order); 0 when it can be made, is of another class,
   or the distribution is a preset's mixture (no reasons kept). */
int             nhs_class_dist_exclusion_reasons (const NhsClassDist *dist,
                                                  int                 index,
                                                  NhsExclusionReason  out[NHS_EXCLUSION_N_CODES]);
/* Those reasons in English joined by "; ", or NULL. */
char           *nhs_class_dist_describe_exclusion (const NhsClassDist *dist,
                                                   int                 index);
/* Sum of every chance plus none (1 for a whole distribution). */
void            nhs_class_dist_total      (const NhsClassDist  *dist,
                                           mpq_t                total);

/* The slowest class for the situation's variant, timed 31 times:
 * microseconds per whole distribution, the median (returned) and the
 * fastest (min_us, may be NULL).  For the bench. */
double          nhs_mkclass_bench_us      (NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           double              *min_us);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsClassDist, nhs_class_dist_unref)

G_END_DECLS
