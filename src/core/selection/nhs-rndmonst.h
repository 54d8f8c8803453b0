/* nhs-rndmonst.h: the exact distribution of the game's rndmonst()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <gmp.h>
#include "nhs-monster.h"
#include "nhs-data.h"
#include "nhs-situation.h"

G_BEGIN_DECLS

/* Why a monster has no chance.  A monster can have several reasons at
   once (Medusa is unique and too strong); nhs_exclusion_order lists them
   the lasting one first.  The codes are the core's: the CLI and JSON name
   them with nhs_exclusion_key (), the window phrases them itself. */
typedef enum {
  NHS_EXCLUDED_NOT = 0,
  NHS_EXCLUDED_SPECIAL,          /* at or past SPECIAL_PM: never reached */
  NHS_EXCLUDED_TOO_WEAK,
  NHS_EXCLUDED_TOO_STRONG,
  NHS_EXCLUDED_ROGUE_LOWERCASE,
  NHS_EXCLUDED_WRONG_ELEMENT,
  NHS_EXCLUDED_UNIQUE,
  NHS_EXCLUDED_NOGEN,
  NHS_EXCLUDED_GENOCIDED,
  NHS_EXCLUDED_LAWFUL_IN_HELL,
  NHS_EXCLUDED_HELL_ONLY,
  NHS_EXCLUDED_NOHELL,
  NHS_EXCLUDED_NOT_COLD,          /* xNetHack's Cocytus: neither cold-resistant nor a demon */
  NHS_EXCLUDED_ZERO_WEIGHT,
  NHS_EXCLUDED_NOT_IN_POOL,      /* EvilHack: not one of this dungeon's own monsters */
  NHS_EXCLUDED_ICEQ_ONLY,        /* EvilHack: only in the Ice Queen's Realm */
  NHS_EXCLUDED_EXTINCT,          /* G_EXTINCT: born too often */
  /* mkclass () only (nhs_class_dist_exclusion_reasons) */
  NHS_EXCLUDED_APART,            /* of the class, but listed apart from its run in mons[] */
  NHS_EXCLUDED_MAIL_DAEMON,      /* 3.6+: mk_gen_ok () refuses it by name */
  NHS_EXCLUDED_WRONG_ALIGNMENT,  /* mkclass_aligned (): another alignment's sign */
  NHS_EXCLUDED_ROLE_ONLY,        /* EvilHack: the Infidel's agents and champions */
  NHS_EXCLUDED_NOT_HERE,         /* EvilHack: kept out of this place by mk_gen_ok () */
  NHS_EXCLUDED_FREQUENCY_0,      /* in the walk with no weight in the bag: never drawn */
  NHS_EXCLUDED_WALK_ENDS,        /* the walk always ends at or before it */
  NHS_EXCLUDED_NO_ROLL,          /* 3.4.3's draw: the members before it take every roll */
  NHS_EXCLUDED_PLACEHOLDER,      /* is_placeholder (): orc, giant, elf, human, … */
  NHS_EXCLUDED_PRESET_NO_DRAW,   /* a preset asks mkclass for its class nowhere here */
  NHS_EXCLUDED_PRESET_REPLACED,  /* a preset makes another monster of what its draw gives */
  NHS_EXCLUDED_PRESET_REFUSED,   /* a preset refuses what its draw gives (ndemon (), lminion ()) */
} NhsExclusion;

#define NHS_EXCLUSION_N_CODES 28

/* Every code but NHS_EXCLUDED_NOT, the lasting first: never random
   (SPECIAL, UNIQUE, NOGEN), where it cannot be (Gehennom, the Rogue level,
   an Elemental Plane), genocided, extinct, then the difficulty window and weight 0. */
extern const NhsExclusion nhs_exclusion_order[NHS_EXCLUSION_N_CODES];

typedef struct {
  int index;                 /* mons[] index */
  int frequency;             /* G_FREQ */
  int align_shift;           /* added on aligned levels */
  int temperature_shift;     /* 3.7: +3 for monsters that like the level's temperature */
  int weight;                /* frequency + shifts (x3 for undead on EvilHack's
                                Halloween), 0 when excluded */
  gboolean mplayer;          /* EvilHack: a player monster, in the pool 1 time in 3 */
  guint64 num;               /* chance = num / dist->den */
  NhsExclusion exclusion;    /* the first of `reasons` in nhs_exclusion_order */
  guint32 reasons;           /* every reason that applies: bit 1 << code */
} NhsCandidate;

typedef struct {
  gint ref_count;
  NhsMonsterSet *set;
  const NhsVariant *variant;
  NhsSituation situation;
  int difficulty;            /* level difficulty */
  int min_difficulty;        /* monsters weaker than this are out */
  int max_difficulty;        /* monsters stronger than this are out */
  int total_weight;
  guint64 den;               /* common denominator of every chance */
  guint64 none_num;          /* chance the game's function returns no monster */
  guint64 quest_num;         /* Quest levels: chance qt_montype answers instead
                                (the role's quest enemies, not modelled here) */
  int special_index;         /* SLASH'EM's Oracle woodchuck, or -1 */
  guint64 special_num;       /* its fixed share, included in its num */
  int n;                     /* == set->n */
  NhsCandidate *candidates;  /* one per mons[] entry, in mons[] order */
  int n_eligible;
  int *order;                /* eligible indices, most likely first, ties in mons[] order */
  /* EvilHack: when player monsters may join the pool (each one time in 3),
     the chances are an exact mixture whose denominator outgrows 64 bits:
     exact[i] and exact_none hold them, num and none_num are then only
     num / den rounded (den a power of two times the Quest's share), and
     total_weight is the pool's weight without the player monsters.  Read
     chances through nhs_distribution_chance () and the functions below. */
  mpq_t *exact;              /* n entries, or NULL */
  mpq_t exact_none;
  int n_mplayers;            /* player monsters that may join */
} NhsDistribution;

NhsDistribution *nhs_rndmonst_compute     (NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           GError             **error);
/* rndmonst_adj (minadj, maxadj) of 3.7 and later (makemon.c): the same
   walk with the difficulty window's lower bound raised by minadj and its
   upper bound by maxadj (min_difficulty and max_difficulty hold the moved
   bounds). trap.c's mk_trap_statue () asks (3, 6) of rndmonnum_adj ().
   nhs_rndmonst_compute () is (0, 0). */
NhsDistribution *nhs_rndmonst_compute_adjusted (NhsMonsterSet      *set,
                                                const NhsSituation *sit,
                                                int                 minadj,
                                                int                 maxadj,
                                                GError            **error);
/* Recompute into an existing distribution (no allocation when the set is the same). */
gboolean         nhs_rndmonst_update      (NhsDistribution     *dist,
                                           NhsMonsterSet       *set,
                                           const NhsSituation  *sit,
                                           GError             **error);
NhsDistribution *nhs_distribution_ref     (NhsDistribution     *dist);
void             nhs_distribution_unref   (NhsDistribution     *dist);
#define NHS_TYPE_DISTRIBUTION (nhs_distribution_get_type ())
GType            nhs_distribution_get_type (void) G_GNUC_CONST;
double           nhs_distribution_probability (const NhsDistribution *dist,
                                               int                    index);
/* The exact chance of a monster, and of no monster (none_num / den). */
void             nhs_distribution_chance  (const NhsDistribution *dist,
                                           int                    index,
                                           mpq_t                  out);
void             nhs_distribution_none_chance (const NhsDistribution *dist,
                                               mpq_t                  out);
char            *nhs_distribution_none_fraction (const NhsDistribution *dist);
double           nhs_distribution_none_probability (const NhsDistribution *dist);
/* Whether the monster can come at all. */
static inline gboolean
nhs_distribution_possible (const NhsDistribution *dist,
                           int                    index)
{
  return dist->candidates[index].num > 0;
}
char            *nhs_distribution_fraction    (const NhsDistribution *dist,
                                               int                    index);
/* Why a monster cannot appear, as a code and numbers: the CLI
   (nhs_distribution_describe_exclusion) and the window (nhs_strings_exclusion)
   phrase it each in their words.  Which numbers are set depends on the code. */
typedef struct {
  NhsExclusion code;
  int difficulty;            /* TOO_WEAK, TOO_STRONG: the monster's difficulty */
  int bound;                 /* TOO_WEAK: the lowest allowed; TOO_STRONG: the highest */
  int alignment;             /* LAWFUL_IN_HELL: the monster's alignment */
  int weight;                /* ZERO_WEIGHT: frequency + shifts */
  int frequency;             /* ZERO_WEIGHT */
  int align_shift;           /* ZERO_WEIGHT */
  char symbol;               /* ROGUE_LOWERCASE */
  NhsRegion region;          /* WRONG_ELEMENT: the plane; NOT_COLD, NOT_IN_POOL,
                                NOT_HERE: the place */
  int wanted;                /* WRONG_ALIGNMENT: the alignment asked for (-1, 0, 1) */
  const char *end_name;      /* WALK_ENDS: the member the walk ends at (may be itself) */
  gboolean ulimit;           /* WALK_ENDS: SLASH'EM's MKC_ULIMIT (bound 4 x the limit) */
                             /* PRESET_REPLACED: end_name, the monster made instead */
  const char *rule;          /* PRESET_REFUSED: what the preset takes ("ndemon () takes ...") */
  const char *draw;          /* a preset's reasons: the draw this one is of
                                ("mkclass(S_DEMON)"); NULL: every draw's, or one draw */
} NhsExclusionReason;

/* The first (lasting) reason; FALSE (and code NHS_EXCLUDED_NOT) when the
   monster is eligible. */
gboolean         nhs_distribution_exclusion_reason (const NhsDistribution *dist,
                                                    int                    index,
                                                    NhsExclusionReason    *out);
/* Every reason that applies, the lasting one first; returns how many (0
   when eligible). */
int              nhs_distribution_exclusion_reasons (const NhsDistribution *dist,
                                                     int                    index,
                                                     NhsExclusionReason     out[NHS_EXCLUSION_N_CODES]);
/* One reason in English: "never random: unique (G_UNIQ)",
   "too strong: difficulty 9 > 7". */
char            *nhs_exclusion_reason_describe (const NhsExclusionReason *reason);
/* The same words put through `translate` (NULL: English): the one place
   the reasons are worded, for the CLI, the exports and the window. */
char            *nhs_exclusion_reason_words (const NhsExclusionReason *reason,
                                             const char *(*translate) (const char *));
/* n reasons through `translate`, joined by "; " (translated too), or NULL
   when n is 0. */
char            *nhs_exclusion_reasons_words (const NhsExclusionReason *r,
                                              int                       n,
                                              const char *(*translate) (const char *));
/* n reasons in English joined by "; ", or NULL when n is 0. */
char            *nhs_exclusion_reasons_describe (const NhsExclusionReason *r,
                                                 int                       n);
/* Every reason joined by "; ", the lasting first, or NULL when eligible. */
char            *nhs_distribution_describe_exclusion (const NhsDistribution *dist,
                                                      int                    index);
/* The code's name for JSON: "special", "unique", "nogen", "hell_only",
   "nohell", "lawful_in_hell", "rogue_lowercase", "wrong_element",
   "genocided", "too_weak", "too_strong", "zero_weight". */
const char      *nhs_exclusion_key        (NhsExclusion         exclusion);
/* Draw one monster with the given 1..total random number, as the game walks
   the list; -1 when none. */
int              nhs_distribution_pick    (const NhsDistribution *dist,
                                           guint64                roll);

/* The alignment shift of a monster of alignment `malign` on a level of
   alignment `align`, for a variant's ALIGNWEIGHT. */
int              nhs_align_shift          (int                  align_weight,
                                           NhsLevelAlign        align,
                                           int                  malign);
/* The alignment a monster of alignment `malign` counts with in the shift:
   its own, or -3 for A_NONE where the version says so (EvilHack's
   align_shift (): "the only randomly generated A_NONE monster is the
   infidel"). */
int              nhs_align_effective      (const NhsVariant    *variant,
                                           int                  malign);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsDistribution, nhs_distribution_unref)

G_END_DECLS
