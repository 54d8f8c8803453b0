/* nhs-level-stairs.c: stairs and the level's branch (stairs or portal)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-dungeon-place.h"
#include "nhs-q64.h"

#include <gmp.h>
#include <string.h>

void
nhs_lev_mkstairs (Gen *g, gboolean up, int x, int y, int room)
{
  set_typ (g, x, y, NHS_SQ_STAIRS);
  if (up)
    {
      LEV (g, x, y)->flags |= NHS_SQF_UP;
      g->lev->up_x = x;
      g->lev->up_y = y;
      g->lev->up_room = room;
    }
  else
    {
      g->lev->dn_x = x;
      g->lev->dn_y = y;
      g->lev->dn_room = room;
    }
}

/* Chances the dungeon model gives a level of rooms, drawn exactly
 * (nhs_mpq_uniform_below ()): per version, every depth's chance is made
 * once, kept as its first 64 binary digits; a draw that differs from them
 * is decided by them, and only a tie (1 time in 2^64) works the chance out
 * again for the digits after. */
typedef enum { CHANCE_ONE, CHANCE_ZERO, CHANCE_DRAW } ChanceHow;

typedef struct {
  guint8 how;
  guint64 word;
} FirstWord;

/* put_lregion_here ()'s test of one square */
static gboolean
lregion_here (Gen *g, int x, int y, gboolean oneshot, NhsLevBadLocation bad, gconstpointer data)
{
  NhsSquare *s;

  if (!bad (g, x, y, data))
    return TRUE;
  if (!oneshot)
    return FALSE;
  /* "must make do with the only location possible": the trap goes, even
     where the square stays bad for another reason */
  s = LEV (g, x, y);
  if (s->trap != NHS_TRAP_NONE && s->trap != NHS_TRAP_MAGIC_PORTAL
      && s->trap != NHS_TRAP_VIBRATING_SQUARE)
    s->trap = NHS_TRAP_NONE;
  return !bad (g, x, y, data);
}

gboolean
nhs_lev_place_lregion (Gen *g, int lx, int ly, int hx, int hy, gboolean random_pass,
                       NhsLevBadLocation bad, gconstpointer data, int *x, int *y)
{
  gboolean oneshot;

  if (!nhs_lev_clamp_box (&lx, &ly, &hx, &hy))
    return FALSE;
  oneshot = lx == hx && ly == hy;
  if (random_pass)
    for (int tries = 0; tries < 200; tries++)
      {
        *x = rn1 (g, hx - lx + 1, lx);
        *y = rn1 (g, hy - ly + 1, ly);
        if (lregion_here (g, *x, *y, oneshot, bad, data))
          return TRUE;
      }
  for (*x = lx; *x <= hx; (*x)++)
    for (*y = ly; *y <= hy; (*y)++)
      if (lregion_here (g, *x, *y, TRUE, bad, data))
        return TRUE;
  return FALSE;
}

void
nhs_lev_place_default_branch (Gen *g, NhsLevelBranch br, NhsLevBadLocation bad,
                              gconstpointer data)
{
  int x, y;

  if (br == NHS_LEVEL_BRANCH_NONE)
    return;
  if (g->lev->nroom > 0)
    nhs_lev_place_branch (g, br, &x, &y);
  else if (nhs_lev_place_lregion (g, 1, 0, COLNO - 1, ROWNO - 1, TRUE, bad, data, &x, &y))
    nhs_lev_place_branch_at (g, br, x, y, -1);
}

/* a chance at depth d in version v (`which` one, where it takes one) */
typedef void (*ChanceFn) (const NhsVariant *v, int d, int which, mpq_t p);

static void
first_word (mpq_t p, FirstWord *w)
{
  mpz_t t;

  w->word = 0;
  if (mpq_sgn (p) <= 0)
    {
      w->how = CHANCE_ZERO;
      return;
    }
  if (mpq_cmp_ui (p, 1, 1) >= 0)
    {
      w->how = CHANCE_ONE;
      return;
    }
  /* floor (p 2^64): p's first 64 binary digits */
  mpz_init (t);
  mpz_mul_2exp (t, mpq_numref (p), 64);
  mpz_fdiv_q (t, t, mpq_denref (p));
  w->how = CHANCE_DRAW;
  mpz_export (&w->word, NULL, -1, sizeof w->word, 0, 0, t);
  mpz_clear (t);
}

/* the tie's words: the one already drawn, then the stream's */
typedef struct {
  NhsRng *r;
  guint64 first;
  gboolean first_read;
} TieWords;

static guint64
tie_next (gpointer data)
{
  TieWords *t = data;

  if (!t->first_read)
    {
      t->first_read = TRUE;
      return t->first;
    }
  return nhs_rng_next (t->r);
}

/* a uniform draw from r below the chance whose first word is w (chance
   (v, d, which) works it out again on a tie) */
static gboolean
draw_below (const FirstWord *w, NhsRng *r, ChanceFn chance, const NhsVariant *v, int d, int which)
{
  guint64 u;
  TieWords tie;
  gboolean below;
  mpq_t p;

  if (w->how != CHANCE_DRAW)
    return w->how == CHANCE_ONE;
  u = nhs_rng_next (r);
  if (u != w->word)
    return u < w->word;
  tie = (TieWords) { r, u, FALSE };
  mpq_init (p);
  chance (v, d, which, p);
  below = nhs_mpq_uniform_below (p, tie_next, &tie);
  mpq_clear (p);
  return below;
}

/* EvilHack's dungeon.def: the Ice Queen's Realm's portal lies on the
 * level right above Medusa's (CHAINBRANCH "medusa" -1). The chance a level
 * of rooms at depth d holds it is the dungeon model's
 * (nhs_dungeon_rooms_branch_above_medusa ()), the same number the branch
 * draw reads (nhs_dungeon_plain_branches (): EvilHack makes rooms on every
 * ordinary level below Medusa), which the draw of above-Medusa below must
 * agree with. The portal may share its level with the forest (12-21):
 * that share is no level of rooms, so at 20 the chance is
 * 8500777/177820270 and at 21 2/19 (docs/level-validation.md). */
static void
ice_queen_p (const NhsVariant *v, int d, int which, mpq_t q)
{
  (void) which;
  if (!nhs_dungeon_rooms_branch_above_medusa (v->id, NHS_REGION_ICE_QUEEN, d, q))
    mpq_set_ui (q, 0, 1);
}

/* Whether a room-and-corridor level lies above Medusa's level (mklev.c:
 * shops only there, Fort Ludios' portal only there).  The game's Medusa
 * lies 5 to 2 levels above the bottom of the Dungeons of Doom (dungeon.def
 * medusa -5, 4), at 21-28 (SLASH'EM 38-45), and the levels between it and
 * the Castle are ordinary levels: always rooms in EvilHack and xNetHack,
 * rooms 1 time in 5 in the others (mazes_below_medusa).  Given the level
 * at the depth is a level of rooms, the chance it lies above Medusa is
 * the dungeon model's (nhs_dungeon_rooms_above_medusa ()); it is drawn
 * from a stream of its own, so no other draw moves. */
typedef struct {
  FirstWord above[NHS_DEPTH_MAX + 1];
  /* EvilHack: given no Ice Queen's portal drawn on the level (the portal
     lies right above Medusa), (a - q) / (1 - q) */
  FirstWord above_no_iq[NHS_DEPTH_MAX + 1];
  /* EvilHack: the Ice Queen's portal (ice_queen_p ()) */
  FirstWord ice_queen[NHS_DEPTH_MAX + 1];
} MedusaChances;

/* p: the chance a level of rooms at depth d lies above Medusa; no_iq:
   given the level drew no Ice Queen's portal */
static void
medusa_p (const NhsVariant *v, int d, int no_iq, mpq_t p)
{
  mpq_t q, rest;

  /* no plain level there (or a version with no Medusa): the depth as the
     version's middle one says */
  if (!nhs_dungeon_rooms_above_medusa (v->id, d, p))
    mpq_set_ui (p, d < v->level_medusa_depth_default, 1);
  if (!no_iq)
    return;
  mpq_inits (q, rest, NULL);
  ice_queen_p (v, d, FALSE, q);
  if (mpq_sgn (q) > 0 && mpq_cmp (q, p) <= 0)
    {
      mpq_sub (p, p, q);
      mpq_set_ui (rest, 1, 1);
      mpq_sub (rest, rest, q);
      mpq_div (p, p, rest);
    }
  mpq_clears (q, rest, NULL);
}

static const MedusaChances *
medusa_chances (const NhsVariant *v)
{
  static MedusaChances table[NHS_N_VARIANTS];
  static gsize once[NHS_N_VARIANTS];
  MedusaChances *c;
  mpq_t p;

  if ((guint) v->id >= NHS_N_VARIANTS)
    return NULL;
  c = &table[v->id];
  if (!g_once_init_enter (&once[v->id]))
    return c;
  mpq_init (p);
  for (int d = 0; d <= NHS_DEPTH_MAX; d++)
    {
      medusa_p (v, d, FALSE, p);
      first_word (p, &c->above[d]);
      medusa_p (v, d, TRUE, p);
      first_word (p, &c->above_no_iq[d]);
      ice_queen_p (v, d, FALSE, p);
      first_word (p, &c->ice_queen[d]);
    }
  mpq_clear (p);
  g_once_init_leave (&once[v->id], 1);
  return c;
}

static gboolean
ice_queen_depth (const NhsVariant *v, int d)
{
  const MedusaChances *c = medusa_chances (v);

  return c != NULL && d >= 0 && d <= NHS_DEPTH_MAX && c->ice_queen[d].how != CHANCE_ZERO;
}

/* EvilHack's dungeon.def has no branch stairs at the Ice Queen's depths
 * (20-27): the Mines' lie at 2-4, Sokoban's at 6-10, and the only branch
 * below the Quest's portal (11-16) and Fort Ludios' (18-21, made with the
 * vault) is the Ice Queen's Realm's portal, on the level right above
 * Medusa's. A level of rooms there asked for with branch stairs is one
 * the game never makes, and whether it lies above Medusa has no answer:
 * refused with a sentence. NULL: made. */
char *
nhs_lev_branch_refusal (const NhsLevelParams *p)
{
  const NhsVariant *v = p->variant ? p->variant : nhs_variant_get (NHS_VARIANT_367);
  gboolean stairs = p->branch == NHS_LEVEL_BRANCH_STAIRS_UP
                    || p->branch == NHS_LEVEL_BRANCH_STAIRS_DOWN;
  gboolean asked = stairs || p->branch == NHS_LEVEL_BRANCH_PORTAL;

  switch (p->kind)
    {
    case NHS_LEVEL_KIND_ROOMS:
      if (!stairs || !ice_queen_depth (v, p->depth))
        return NULL;
      return g_strdup_printf ("%s has no branch stairs at depth %d: the only branch there is the "
                              "Ice Queen's Realm's portal, on the level right above Medusa's.",
                              v->display_name, p->depth);
    case NHS_LEVEL_KIND_MINES:
      /* (the first Mines level's stairs up to the Dungeons are left out: a
         level asked for with them would be made without) */
      if (!asked)
        return NULL;
      return g_strdup_printf ("A Gnomish Mines filler level is made here without its branch "
                              "(the first Mines level's stairs up to the Dungeons of Doom are "
                              "not modelled), so --branch takes only auto or none for it.");
    case NHS_LEVEL_KIND_MAZE:
      if (!asked)
        return NULL;
      if (v->level_hell_fill == NHS_HELL_FILL_LUA)
        return g_strdup_printf ("%s's Gehennom filler level is made here without its branch "
                                "(the stairs to Vlad's Tower are not modelled), so --branch "
                                "takes only auto or none for it.",
                                v->display_name);
      if (p->invocation)
        return g_strdup_printf ("The invocation level holds no branch, so --branch takes only "
                                "auto or none for it.");
      if (!nhs_lev_filler_branch_possible (v, p->branch))
        return g_strdup_printf ("No Gehennom filler level of %s holds %s, so --branch does not "
                                "take %s for it.",
                                v->display_name,
                                p->branch == NHS_LEVEL_BRANCH_PORTAL ? "a portal"
                                : p->branch == NHS_LEVEL_BRANCH_STAIRS_UP ? "branch stairs up"
                                                                          : "branch stairs down",
                                p->branch == NHS_LEVEL_BRANCH_PORTAL ? "portal"
                                : p->branch == NHS_LEVEL_BRANCH_STAIRS_UP ? "up" : "down");
      return NULL;
    case NHS_LEVEL_KIND_COCYTUS:
      if (p->branch == NHS_LEVEL_BRANCH_AUTO || p->branch == NHS_LEVEL_BRANCH_STAIRS_UP)
        return NULL;
      return g_strdup_printf ("%s's Cocytus filler level always holds the branch's stairs up to "
                              "Gehennom, so --branch takes only auto or up for it.",
                              v->display_name);
    case NHS_LEVEL_KIND_ABYSS:
      if (p->branch == NHS_LEVEL_BRANCH_AUTO || stairs)
        return NULL;
      return g_strdup_printf ("%s's Abyss filler levels always hold branch stairs, up on the "
                              "first and down on the second, so --branch takes only auto, up "
                              "or down for them.",
                              v->display_name);
    default:
      return NULL;
    }
}

/* the draw of above-Medusa: its own stream, from the seed */
static void
medusa_stream (const NhsLevelParams *p, NhsRng *r)
{
  nhs_rng_init (r, p->seed ^ G_GUINT64_CONSTANT (0x6d65647573610a02));
}

gboolean
nhs_lev_above_medusa (const NhsLevelParams *p)
{
  const NhsVariant *v = p->variant ? p->variant : nhs_variant_get (NHS_VARIANT_367);
  const MedusaChances *c;
  gboolean no_iq = FALSE;
  NhsRng r;

  if (p->medusa_depth > 0)
    return p->depth < p->medusa_depth;
  if (p->depth < 0 || p->depth > NHS_DEPTH_MAX || (c = medusa_chances (v)) == NULL)
    return p->depth < v->level_medusa_depth_default;
  if (ice_queen_depth (v, p->depth))
    {
      NhsLevelBranch br = nhs_lev_level_branch (p);

      /* a portal there, drawn or asked for (--branch portal), can only be
         the Ice Queen's, on the level right above Medusa's (Goblin Town's
         lies at 2-3, Vecna's in Gehennom) */
      if (br == NHS_LEVEL_BRANCH_PORTAL)
        return TRUE;
      no_iq = br == NHS_LEVEL_BRANCH_NONE;
    }
  medusa_stream (p, &r);
  return draw_below (no_iq ? &c->above_no_iq[p->depth] : &c->above[p->depth], &r, medusa_p, v, p->depth, no_iq);
}

/* the chance nhs_lev_above_medusa () draws at over the levels the
   caller's options make: with --branch none at EvilHack's Ice Queen's
   depths every level draws given no portal (the level right above Medusa
   holds it), so its chance is that one; with --branch portal every level
   holds the Ice Queen's portal, the only one there, so it lies above
   (1); with the automatic branch a level holds the portal (then above)
   or draws given none, and the two together are the model's chance.
   FALSE where the Dungeons have no plain level at the depth (or the
   version no Medusa). */
gboolean
nhs_lev_above_medusa_chance (const NhsLevelParams *p,
                             mpq_t                 out)
{
  const NhsVariant *v = p->variant ? p->variant : nhs_variant_get (NHS_VARIANT_367);

  if (!nhs_dungeon_rooms_above_medusa (v->id, p->depth, out))
    return FALSE;
  if (p->branch == NHS_LEVEL_BRANCH_NONE && ice_queen_depth (v, p->depth))
    medusa_p (v, p->depth, TRUE, out);
  else if (p->branch == NHS_LEVEL_BRANCH_PORTAL && ice_queen_depth (v, p->depth))
    mpq_set_ui (out, 1, 1);
  return TRUE;
}

/* the draw of an AUTO branch: its own stream, from the seed */
static void
branch_stream (const NhsLevelParams *p, NhsRng *r)
{
  nhs_rng_init (r, p->seed ^ G_GUINT64_CONSTANT (0x6272616e63680a01));
}

/* AUTO: the branch an ordinary level of the Dungeons of Doom at this depth
 * has in the game, drawn with the chance it has there given that the level
 * is ordinary (no special level: what makelevel () makes), which is the
 * dungeon model's (nhs_dungeon_plain_branches (), from each version's
 * dungeon.def / dungeon.lua): NetHack's Planes on 1, the Mines 2-4 1/3,
 * Sokoban 6-9 1/4 (the Oracle is not on the level: 1/5 of 4/5) and 10 1/5,
 * the Quest 11 and 16 1/10, 12-15 1/5; SLASH'EM's and EvilHack's
 * branches besides (the Ice Queen's portal: ice_queen_p ()). Fort
 * Ludios' portal is not among them: it is made with the vault (see
 * makelevel). One draw picks among a depth's branches, in the order the
 * dungeon.def lists them: where their chances share a denominator D of at
 * most DICE_MAX, one rn2 (D), the game's kind of die (rn2 (6) picks
 * EvilHack's Mines 2 of 6, Goblin Town 3 of 6, none 1 of 6; rn2 (64)
 * SLASH'EM's One-eyed Sam's portal 40 of 64 at 22); else each branch in
 * turn, exactly (nhs_mpq_uniform_below ()), at its chance given none
 * before it. The draw uses its own stream (from the seed), so the level's
 * own dice are those of the same seed with the branch given explicitly.
 * Measured against the game's own init_dungeons () + mklev ():
 * docs/level-validation.md. */
#define BRANCHES_MAX 8
#define DICE_MAX 65536

typedef struct {
  guint8 n;                          /* the branches the depth may hold */
  guint8 end[BRANCHES_MAX];          /* each one's NhsLevelBranch */
  int den;                           /* > 0: one rn2 (den), branch i below cum[i] */
  int cum[BRANCHES_MAX];
  FirstWord given[BRANCHES_MAX];     /* den 0: branch i's chance given none before it */
} DepthBranches;

typedef struct {
  DepthBranches at[NHS_DEPTH_MAX + 1];
} PlainBranches;

static NhsLevelBranch
level_branch_of (NhsBranchEnd end)
{
  switch (end)
    {
    case NHS_BRANCH_END_STAIRS_UP:
      return NHS_LEVEL_BRANCH_STAIRS_UP;
    case NHS_BRANCH_END_STAIRS_DOWN:
      return NHS_LEVEL_BRANCH_STAIRS_DOWN;
    case NHS_BRANCH_END_PORTAL:
    default:
      return NHS_LEVEL_BRANCH_PORTAL;
    }
}

/* the two dungeons whose fillers' branches are drawn: the Dungeons of
   Doom's ordinary levels and Gehennom's filler levels */
enum { BR_DUNGEONS, BR_GEHENNOM, BR_N };

static const int branch_region[BR_N] = { NHS_REGION_DUNGEONS, NHS_REGION_GEHENNOM };

/* into p: branch `which`'s chance at d given none before it in the list,
   p_which / (1 - the earlier ones' chances); 0 where the list has none */
static void
branch_given_p_in (int region, const NhsVariant *v, int d, int which, mpq_t p)
{
  g_autoptr (GArray) list = nhs_dungeon_plain_branches (v->id, region, d);
  mpq_t rest;

  mpq_set_ui (p, 0, 1);
  if (list == NULL || which < 0 || (guint) which >= list->len)
    return;
  mpq_init (rest);
  mpq_set_ui (rest, 1, 1);
  for (int i = 0; i < which; i++)
    mpq_sub (rest, rest, g_array_index (list, NhsPlainBranch, i).p);
  if (mpq_sgn (rest) > 0)
    mpq_div (p, g_array_index (list, NhsPlainBranch, which).p, rest);
  mpq_clear (rest);
}

static void
branch_given_p_dungeons (const NhsVariant *v, int d, int which, mpq_t p)
{
  branch_given_p_in (NHS_REGION_DUNGEONS, v, d, which, p);
}

static void
branch_given_p_gehennom (const NhsVariant *v, int d, int which, mpq_t p)
{
  branch_given_p_in (NHS_REGION_GEHENNOM, v, d, which, p);
}

static const ChanceFn branch_given_p[BR_N] = { branch_given_p_dungeons, branch_given_p_gehennom };

static void
depth_branches (const NhsVariant *v, int which, int d, DepthBranches *b)
{
  g_autoptr (GArray) list = nhs_dungeon_plain_branches (v->id, branch_region[which], d);
  mpz_t den;
  mpq_t sum, q;

  memset (b, 0, sizeof *b);
  if (list == NULL || list->len == 0)
    return;
  if (list->len > BRANCHES_MAX)
    {
      g_critical ("%s depth %d: %u branches, more than the level's draw holds", v->key, d, list->len);
      return;
    }
  b->n = list->len;
  mpz_init_set_ui (den, 1);
  mpq_inits (sum, q, NULL);
  for (guint i = 0; i < list->len; i++)
    {
      const NhsPlainBranch *pb = &g_array_index (list, NhsPlainBranch, i);

      b->end[i] = level_branch_of (pb->end);
      mpz_lcm (den, den, mpq_denref (pb->p));
    }
  if (mpz_cmp_ui (den, DICE_MAX) <= 0)
    {
      b->den = (int) mpz_get_ui (den);
      for (guint i = 0; i < list->len; i++)
        {
          mpq_add (sum, sum, g_array_index (list, NhsPlainBranch, i).p);
          /* sum * den: a whole number, den being a multiple of each one's */
          mpz_mul (mpq_numref (q), mpq_numref (sum), den);
          mpz_divexact (mpq_numref (q), mpq_numref (q), mpq_denref (sum));
          b->cum[i] = (int) mpz_get_ui (mpq_numref (q));
        }
    }
  else
    for (guint i = 0; i < list->len; i++)
      {
        branch_given_p[which] (v, d, (int) i, q);
        first_word (q, &b->given[i]);
      }
  mpz_clear (den);
  mpq_clears (sum, q, NULL);
}

/* the version's branches at every depth, worked out from the dungeon
   model once: the model is read from its GVariant, far too slow to ask
   for every level */
static const PlainBranches *
plain_branches (const NhsVariant *v, int which)
{
  static PlainBranches table[NHS_N_VARIANTS][BR_N];
  static gsize once[NHS_N_VARIANTS][BR_N];
  PlainBranches *c;

  if ((guint) v->id >= NHS_N_VARIANTS)
    return NULL;
  c = &table[v->id][which];
  if (!g_once_init_enter (&once[v->id][which]))
    return c;
  for (int d = 0; d <= NHS_DEPTH_MAX; d++)
    depth_branches (v, which, d, &c->at[d]);
  g_once_init_leave (&once[v->id][which], 1);
  return c;
}

static NhsLevelBranch
draw_branch (const NhsLevelParams *p, int which)
{
  NhsRng r;
  const NhsVariant *v = p->variant ? p->variant : nhs_variant_get (NHS_VARIANT_367);
  const PlainBranches *c;
  const DepthBranches *b;

  if (p->branch != NHS_LEVEL_BRANCH_AUTO)
    return p->branch;
  if (p->depth < 0 || p->depth > NHS_DEPTH_MAX || (c = plain_branches (v, which)) == NULL
      || (b = &c->at[p->depth])->n == 0)
    return NHS_LEVEL_BRANCH_NONE;
  branch_stream (p, &r);
  if (b->den > 0)
    {
      int roll = nhs_rn2 (&r, b->den);

      for (int i = 0; i < b->n; i++)
        if (roll < b->cum[i])
          return b->end[i];
      return NHS_LEVEL_BRANCH_NONE;
    }
  for (int i = 0; i < b->n; i++)
    if (draw_below (&b->given[i], &r, branch_given_p[which], v, p->depth, i))
      return b->end[i];
  return NHS_LEVEL_BRANCH_NONE;
}

NhsLevelBranch
nhs_lev_level_branch (const NhsLevelParams *p)
{
  return draw_branch (p, BR_DUNGEONS);
}

NhsLevelBranch
nhs_lev_filler_branch (const NhsLevelParams *p)
{
  if (p->invocation)
    return NHS_LEVEL_BRANCH_NONE;
  return draw_branch (p, BR_GEHENNOM);
}

gboolean
nhs_lev_filler_branch_possible (const NhsVariant *v, NhsLevelBranch br)
{
  const PlainBranches *c = plain_branches (v, BR_GEHENNOM);

  for (int d = 0; c != NULL && d <= NHS_DEPTH_MAX; d++)
    for (int i = 0; i < c->at[d].n; i++)
      if (c->at[d].end[i] == br)
        return TRUE;
  return FALSE;
}

void
nhs_lev_place_branch_at (Gen *g, NhsLevelBranch br, int x, int y, int room)
{
  NhsLevel *lev = g->lev;

  if (br == NHS_LEVEL_BRANCH_PORTAL)
    {
      nhs_lev_maketrap (g, x, y, NHS_TRAP_MAGIC_PORTAL);
      LEV (g, x, y)->flags |= NHS_SQF_BRANCH;
      return;
    }
  set_typ (g, x, y, NHS_SQ_STAIRS);
  LEV (g, x, y)->flags |= NHS_SQF_BRANCH;
  if (br == NHS_LEVEL_BRANCH_STAIRS_UP)
    {
      LEV (g, x, y)->flags |= NHS_SQF_UP;
      if (!lev->up_x)
        {
          lev->up_x = x;
          lev->up_y = y;
          lev->up_room = room;
        }
    }
  else if (!lev->dn_x)
    {
      lev->dn_x = x;
      lev->dn_y = y;
      lev->dn_room = room;
    }
}

/* EvilHack's somexyspace (room, flags 2, then 0) for the branch: a free
 * square of the room that is floor, corridor, sand or grass (ice too when
 * `ice'), 2,000 tries */
static gboolean
branch_space (Gen *g, int room, gboolean ice, int *x, int *y)
{
  for (int tryct = 0; tryct < 2000; tryct++)
    {
      int t;

      if (!nhs_lev_somexy_in (g, &g->lev->rooms[room], x, y))
        return FALSE;
      t = TYP (g, *x, *y);
      if ((t == NHS_SQ_ROOM || t == NHS_SQ_CORR || t == NHS_SQ_SAND || t == NHS_SQ_GRASS
           || (ice && t == NHS_SQ_ICE))
          && !nhs_lev_occupied (g, *x, *y))
        return TRUE;
    }
  return FALSE;
}

/* EvilHack find_branch_room ()'s square: somexyspace (flags 2, then 0);
 * none: the game's mazexy () (a random free floor square of the level;
 * here the first free floor or corridor square, column by column: a
 * level where this happens is very rare and the choice is not modelled) */
static void
branch_spot_evil (Gen *g, int room, int *x, int *y)
{
  if (branch_space (g, room, FALSE, x, y) || branch_space (g, room, TRUE, x, y))
    return;
  for (*x = 1; *x < COLNO; (*x)++)
    for (*y = 0; *y < ROWNO; (*y)++)
      if ((TYP (g, *x, *y) == NHS_SQ_ROOM || TYP (g, *x, *y) == NHS_SQ_CORR)
          && !nhs_lev_occupied (g, *x, *y))
        return;
  *x = g->lev->rooms[room].lx;
  *y = g->lev->rooms[room].ly;
}

/* mklev.c place_branch() with find_branch_room() */
void
nhs_lev_place_branch (Gen *g, NhsLevelBranch br, int *bx, int *by)
{
  NhsLevel *lev = g->lev;
  int room, tryct = 0, x, y;

  if (br == NHS_LEVEL_BRANCH_NONE || lev->nroom == 0)
    return;
  if (g->variant->level_generate_stairs)
    {
      /* 3.7: the stairs' room rule, free floor (when none is found the
         game says so and takes the last square tried) */
      room = nhs_lev_stairs_room (g);
      (void) nhs_lev_somexyspace_in (g, &lev->rooms[room], &x, &y);
      nhs_lev_place_branch_at (g, br, x, y, room);
      *bx = x;
      *by = y;
      return;
    }
  if (lev->nroom > 2)
    {
      int tries = g->variant->level_branch_room_space ? 500 : 100;

      do
        room = rn2 (g, lev->nroom);
      while ((room == lev->dn_room || room == lev->up_room
              || lev->rooms[room].type != NHS_ROOM_ORDINARY)
             && ++tryct < tries);
    }
  else
    room = rn2 (g, lev->nroom);
  if (g->variant->level_branch_room_space)
    {
      branch_spot_evil (g, room, &x, &y);
      nhs_lev_place_branch_at (g, br, x, y, room);
      *bx = x;
      *by = y;
      return;
    }
  do
    {
      x = somex (g, &lev->rooms[room]);
      y = somey (g, &lev->rooms[room]);
    }
  while (nhs_lev_occupied (g, x, y)
         || (TYP (g, x, y) != NHS_SQ_CORR && TYP (g, x, y) != NHS_SQ_ROOM));
  nhs_lev_place_branch_at (g, br, x, y, room);
  *bx = x;
  *by = y;
}
