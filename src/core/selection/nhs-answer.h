/* nhs-answer.h: one situation in, its one answer out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place a situation becomes the numbers a user sees.  Every CLI
 * command, every export view and every page of the window asks
 * nhs_answer_compute () and shows what it returns; nothing else assembles
 * a distribution of rndmonst ().
 *
 * In: the situation (NhsSituation: version, region, depth or difficulty, XL,
 * alignment, Amulet and deepest level, levels climbed, temperature,
 * aggravate monster, demigod, Groundhog Day), the Quest's role, the
 * genocides by name, and the monster table in use.
 *
 * Out: the distribution the game draws from (NhsChances: on a Quest level
 * with a role the role's quest enemies mixed with the ordinary list, as the
 * game's rndmonst () mixes them), the level difficulty with its explanation,
 * and every monster that cannot appear with the reason.
 *
 * The answer is immutable and reference counted: hand it to as many views
 * as you like.
 */
#pragma once

#include <glib-object.h>
#include <gmp.h>

#include "nhs-chances.h"
#include "nhs-data.h"
#include "nhs-format.h"
#include "nhs-rndmonst.h"
#include "nhs-situation.h"
#include "nhs-table.h"

G_BEGIN_DECLS

typedef struct {
  gint ref_count;
  NhsMonsterSet *set;            /* the monster table in use */
  /* The situation as asked, its genocide set resolved against `set` (the
     names below, and nothing else). */
  NhsSituation situation;
  char *role;                    /* the Quest's role as asked, NULL when none */
  char **genocides;              /* the genocided monsters, by the table's names, in
                                    mons[] order (NULL-terminated, maybe empty) */
  char **extinct;                /* the extinct ones, the same way */
  NhsDifficultyExplanation difficulty; /* the level difficulty and why */
  int min_difficulty;            /* rndmonst ()'s window of monster difficulties */
  int max_difficulty;
  /* The distribution the game draws from: on a Quest level with a role
     the mixture (chances->role set), elsewhere rndmonst ()'s list. */
  NhsChances *chances;
  /* rndmonst ()'s ordinary list for the situation (== chances->ordinary):
     the weights, and what the exclusions below come from. */
  NhsDistribution *ordinary;
} NhsAnswer;

/* The answer to a situation.
 *
 * `genocides`, `extinct`: the genocided and the extinct monsters by name
 * (nhs_situation_set_genocides_by_name ()), resolved against
 * `set` (gendered and old names as nhs_monster_set_lookup () takes them); a
 * name the table lacks is refused in one sentence (NHS_ERROR_UNKNOWN_NAME).
 * Both NULL keep `sit`'s own sets, which must then index `set` (the
 * core's own callers; the CLI and the window give names).
 *
 * `role`: the hero's role ("Valkyrie", "Val"), used on a Quest level only:
 * there the answer is the role's mixture.  On a Quest level without a role
 * it is rndmonst ()'s list with the quest enemies' share left as "none"
 * (the game's qt_montype () is not asked).  A role elsewhere is refused
 * (NHS_ERROR_INVALID), as nhs_situation_inputs_used () says.
 *
 * The situation must be one that can occur and whose every input has an
 * effect (nhs_situation_check_effective ()); otherwise its sentence is the
 * error. */
NhsAnswer  *nhs_answer_compute      (NhsMonsterSet       *set,
                                     const NhsSituation  *sit,
                                     const char          *role,
                                     const char * const  *genocides,
                                     const char * const  *extinct,
                                     GError             **error);
/* The same answer for a situation taken as it is given, without a role:
 * only nhs_situation_validate ()'s checks, not the refusals of inputs the
 * situation does not use or of a depth beyond the region's real range.
 * For the core's own inner uses of rndmonst (): the sample level's
 * monsters (a picture of a region's generator at any depth the level
 * command offers) and the presets' makemon (NULL) shares. */
NhsAnswer  *nhs_answer_compute_as_given (NhsMonsterSet      *set,
                                         const NhsSituation *sit,
                                         GError            **error);
NhsAnswer  *nhs_answer_ref          (NhsAnswer           *answer);
void        nhs_answer_unref        (NhsAnswer           *answer);
/* An answer as a GBoxed value (the window's session holds one). */
#define NHS_TYPE_ANSWER (nhs_answer_get_type ())
GType       nhs_answer_get_type     (void) G_GNUC_CONST;

/* The genocide and extinction sets of `sit` from names, against `set`
   (the rule nhs_answer_compute () follows): both sets are replaced; a name
   the table lacks, or one the game cannot genocide (no G_GENO) nor make
   extinct (nhs_monster_refuse_extinct ()), is one sentence.  A genocide
   of a monster without G_GENO that is made at random (a golem, an erinys)
   is taken as its extinction: the game refuses the genocide, and only
   extinction can take it out. */
gboolean    nhs_situation_set_genocides_by_name (NhsSituation       *sit,
                                                 const NhsMonsterSet *set,
                                                 const char * const *genocides,
                                                 const char * const *extinct,
                                                 GError            **error);
/* One monster onto `sit`'s sets, as that rule takes it: `extinct` for
   --extinct, else a genocide; FALSE (one sentence) when refused. */
gboolean    nhs_situation_mark_gone (NhsSituation        *sit,
                                     const NhsMonsterSet *set,
                                     const NhsMonster    *m,
                                     gboolean             extinct,
                                     GError             **error);

/* Whether the answer is the Quest's mixture (a role on a Quest level). */
gboolean    nhs_answer_is_quest_mix (const NhsAnswer     *answer);
/* A monster's exact chance, into an initialised mpq_t. */
void        nhs_answer_chance       (const NhsAnswer     *answer,
                                     int                  index,
                                     mpq_t                out);
/* The exact chance the game makes no monster at all. */
void        nhs_answer_none         (const NhsAnswer     *answer,
                                     mpq_t                out);
/* Why a monster cannot appear (codes and numbers; FALSE when it can).  On
   the Quest's mixture a monster of the role's quest enemies can appear
   though the ordinary list excludes it: then FALSE. */
gboolean    nhs_answer_exclusion    (const NhsAnswer     *answer,
                                     int                  index,
                                     NhsExclusionReason  *out);
/* The same in the CLI's English words, NULL when it can appear. */
char       *nhs_answer_describe_exclusion (const NhsAnswer *answer,
                                           int              index);

/* The answer in the CLI contract's shapes (docs/cli-contract.md: probs --format json,
   csv, table, wiki, markdown).  With `excluded`, the monsters that cannot
   appear and why are added (JSON: "excluded"; table: "cannot appear:"). */
char       *nhs_answer_report       (const NhsAnswer     *answer,
                                     NhsFormat            format,
                                     gboolean             excluded);
/* The answer as a table for the writers (the monsters view, Copy). */
NhsTable   *nhs_answer_table        (const NhsAnswer     *answer);
/* The same for any chances (the pages' charts): the mixture's table on the
   Quest, an mkclass or preset table, else rndmonst ()'s. */
NhsTable   *nhs_chances_table       (const NhsChances    *chances);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NhsAnswer, nhs_answer_unref)

G_END_DECLS
