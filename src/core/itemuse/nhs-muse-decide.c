/* nhs-muse-decide.c: find_defensive, find_misc and find_offensive (the
 * games' muse.c) for one scenario, with every outcome's exact probability
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Method.  Each function is written as the game runs it: a prologue (the
 * gates, stairs and traps, the rolls made before the inventory loop) and a
 * loop body run once per inventory item.  Every rn2(n) goes through a
 * scripted generator that explores all n answers: a step is re-run once
 * for each combination of answers (depth first), and the probability of a
 * run is the product of 1/n over its rolls.  Between steps the results are
 * merged by state (what is chosen so far, whether the loop stopped), so
 * the work grows with the inventory, not with the number of paths.  The
 * probabilities are GMP rationals.  Each rule the code checks is recorded
 * with the exact probability that it was checked and that it held.
 *
 * Version differences are named fields of NhsVariant (muse_*).
 */
#include "nhs-muse-scenario.h"
#include "nhs-muse-pet.h"
#include "nhs-muse-evil-weapons.h"
#include "nhs-muse-words.h"
#include "nhs-json-text.h"
#include "nhs-format.h"

#include <gmp.h>
#include <json-glib/json-glib.h>
#include <string.h>

/* a sentence in the phrasebook's language (NULL: English); xgettext reads TR */
#define TR(text) nhs_muse_text (pb, text)

/* ---- Monster and scenario facts (mondata.h over NhsMonster) ---- */

static gboolean
class_is (const NhsMonster *m,
          const char       *c)
{
  return m->class_id != NULL && strcmp (m->class_id, c) == 0;
}

static gboolean
name_is (const NhsMonster *m,
         const char       *n)
{
  return m->name != NULL && g_ascii_strcasecmp (m->name, n) == 0;
}

static gboolean
sound_is (const NhsMonster *m,
          const char       *ms)
{
  return g_strcmp0 (m->sound, ms) == 0;
}

static gboolean
attacks_with (const NhsMonster *m,
              const char       *type,
              const char       *damage)
{
  for (int i = 0; i < m->n_attacks; i++)
    if ((type == NULL || g_strcmp0 (m->attacks[i].type, type) == 0)
        && (damage == NULL || g_strcmp0 (m->attacks[i].damage, damage) == 0)
        && m->attacks[i].type != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
is_floater (const NhsMonster *m,
            const NhsVariant *v)
{
  return class_is (m, "S_EYE") || (v->floater_includes_lights && class_is (m, "S_LIGHT"));
}

static gboolean
is_rider (const NhsMonster *m)
{
  return name_is (m, "Death") || name_is (m, "Pestilence") || name_is (m, "Famine");
}

/* mondata.h nonliving(): undead, manes, golems, vortices (EvilHack's
   weirdnonliving() adds its S_ORB class) */
static gboolean
is_nonliving (const NhsMonster *d)
{
  return nhs_monster_has (d, NHS_M2_UNDEAD) || name_is (d, "manes") || class_is (d, "S_GOLEM") || class_is (d, "S_VORTEX")
         || class_is (d, "S_ORB");
}

static gboolean
verysmall (const NhsMonster *m)
{
  return m->size < 1;
}

static gboolean
can_blow (const NhsMonster *m)
{
  if ((g_strcmp0 (m->sound, "MS_SILENT") == 0 || g_strcmp0 (m->sound, "MS_BUZZ") == 0)
      && (nhs_monster_has (m, NHS_M1_BREATHLESS) || verysmall (m) || nhs_monster_has (m, NHS_M1_NOHEAD)
          || class_is (m, "S_EEL")))
    return FALSE;
  return TRUE;
}

/* ---- Exact rationals and the scripted generator ---- */

#define MAX_ROLLS 64

typedef struct {
  int has;            /* m.has_defense / has_misc / has_offense */
  int obj;            /* chosen item's index, -1 */
  gboolean done;      /* the function has returned */
  gboolean skip;      /* find_offensive's reflection_skip */
  gboolean stop;      /* EvilHack's first defensive loop broke off (the recursive search follows) */
  int other;          /* EvilHack find_offensive(): 0 aimed at the hero, k + 1 at other_monsters[k] */
} St;

typedef struct {
  St st;
  mpq_t p;
} WSt;

typedef struct {
  NhsMuseRule rule;
  int number;
  int item;
  gboolean again;   /* EvilHack find_defensive ()'s second search */
  mpq_t reached, held;
} Step;

typedef struct {
  const NhsMuseScenario *sc;
  const NhsVariant *v;
  const NhsMonster *d;
  /* the generator */
  int choices[MAX_ROLLS], ranges[MAX_ROLLS];
  int below[MAX_ROLLS];     /* roll_below(): rn2(ranges) < below as two answers; 0: an ordinary rn2 */
  int depth, prefix;
  gboolean overflow;
  /* trace: steps in first-seen order, pending records of this run */
  GPtrArray *steps;
  GHashTable *step_index;   /* "rule number item" -> index + 1 */
  GArray *pending;          /* Pending */
  int pass;                 /* EvilHack find_defensive(): 1 its own loop, 2 find_items_recurse() */
} Eng;

typedef struct {
  NhsMuseRule rule;
  int number;
  int item;
  gboolean held;
  int depth;
} Pending;

static int
rn2 (Eng *e,
     int  n)
{
  int c;

  if (n <= 1)
    return 0;
  if (e->depth < e->prefix)
    return e->choices[e->depth++];
  if (e->depth >= MAX_ROLLS)
    {
      e->overflow = TRUE;
      return 0;
    }
  c = 0;
  e->choices[e->depth] = c;
  e->ranges[e->depth] = n;
  e->below[e->depth] = 0;
  e->depth++;
  return c;
}

/* rn2(n) < k, explored as two answers (held: k in n; not: n - k in n)
   instead of n */
static gboolean
roll_below (Eng *e,
            int  n,
            int  k)
{
  if (k <= 0 || n <= 1)
    return FALSE;
  if (k >= n)
    return TRUE;
  if (e->depth < e->prefix)
    return e->choices[e->depth++] == 0;
  if (e->depth >= MAX_ROLLS)
    {
      e->overflow = TRUE;
      return FALSE;
    }
  e->choices[e->depth] = 0;
  e->ranges[e->depth] = n;
  e->below[e->depth] = k;
  e->depth++;
  return TRUE;
}

/* Record that `rule` (stating `number`) was checked (for item `item`) and
   whether it held. */
static gboolean
chk_n (Eng        *e,
       NhsMuseRule rule,
       int         number,
       int         item,
       gboolean    held)
{
  Pending p = { rule, number, item, held, e->depth };
  g_array_append_val (e->pending, p);
  return held;
}

static gboolean
chk (Eng        *e,
     NhsMuseRule rule,
     int         item,
     gboolean    held)
{
  return chk_n (e, rule, 0, item, held);
}

static Step *
step_get (Eng        *e,
          NhsMuseRule rule,
          int         number,
          int         item)
{
  /* EvilHack's find_items_recurse () checks the items again: those checks
     are steps of their own, each a chance of its own */
  gboolean again = e->pass == 2;
  g_autofree char *key = g_strdup_printf ("%d %d %d %d", (int) rule, number, item, again);
  guint idx = GPOINTER_TO_UINT (g_hash_table_lookup (e->step_index, key));
  Step *s;

  if (idx > 0)
    return e->steps->pdata[idx - 1];
  s = g_new0 (Step, 1);
  s->rule = rule;
  s->number = number;
  s->item = item;
  s->again = again;
  mpq_init (s->reached);
  mpq_init (s->held);
  g_ptr_array_add (e->steps, s);
  g_hash_table_insert (e->step_index, g_steal_pointer (&key), GUINT_TO_POINTER (e->steps->len));
  return s;
}

static void
step_free (gpointer p)
{
  Step *s = p;
  mpq_clear (s->reached);
  mpq_clear (s->held);
  g_free (s);
}

/* Probability of the first `k` rolls of this run, times `base`. */
static void
prefix_prob (Eng   *e,
             mpq_t  out,
             mpq_t  base,
             int    k)
{
  mpq_t f;

  mpq_init (f);
  mpq_set (out, base);
  for (int i = 0; i < k; i++)
    {
      if (e->below[i] > 0)
        mpq_set_ui (f, (unsigned long) (e->choices[i] == 0 ? e->below[i] : e->ranges[i] - e->below[i]),
                    (unsigned long) e->ranges[i]);
      else
        mpq_set_ui (f, 1, (unsigned long) e->ranges[i]);
      mpq_canonicalize (f);
      mpq_mul (out, out, f);
    }
  mpq_clear (f);
}

static void
add_state (GArray *out,
           const St *st,
           mpq_t  p)
{
  for (guint i = 0; i < out->len; i++)
    {
      WSt *w = &g_array_index (out, WSt, i);
      if (memcmp (&w->st, st, sizeof *st) == 0)
        {
          mpq_add (w->p, w->p, p);
          return;
        }
    }
  {
    WSt w;
    memset (&w, 0, sizeof w);
    w.st = *st;
    mpq_init (w.p);
    mpq_set (w.p, p);
    g_array_append_val (out, w);
  }
}

static void
wst_clear (gpointer p)
{
  mpq_clear (((WSt *) p)->p);
}

static GArray *
wst_array (void)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (WSt));
  g_array_set_clear_func (a, wst_clear);
  return a;
}

typedef void (*StepFn) (Eng *e, St *st, int item);

/* Run `fn` from every state of `in` with every answer of its rolls. */
static GArray *
explore (Eng    *e,
         GArray *in,
         StepFn  fn,
         int     item)
{
  GArray *out = wst_array ();
  mpq_t p, q;

  mpq_init (p);
  mpq_init (q);
  for (guint s = 0; s < in->len; s++)
    {
      WSt *w = &g_array_index (in, WSt, s);

      if (w->st.done)
        {
          add_state (out, &w->st, w->p);
          continue;
        }
      e->prefix = 0;
      for (;;)
        {
          St st = w->st;
          int i;

          e->depth = 0;
          g_array_set_size (e->pending, 0);
          fn (e, &st, item);
          prefix_prob (e, p, w->p, e->depth);
          add_state (out, &st, p);
          /* trace records: count each prefix once, on its first run
             (the run whose later answers are all 0); a rule the game
             checks twice on one run (EvilHack's find_misc () asks for
             hands twice, find_offensive () asks lined_up () again after
             its gates) counts once: reached at its first check, held at
             the first check that held, so neither chance passes 1 */
          for (guint k = 0; k < e->pending->len; k++)
            {
              Pending *pd = &g_array_index (e->pending, Pending, k);
              gboolean first = TRUE, seen = FALSE, held_before = FALSE;
              Step *sp;

              for (i = pd->depth; i < e->depth; i++)
                first = first && e->choices[i] == 0;
              if (!first)
                continue;
              for (guint j = 0; j < k; j++)
                {
                  const Pending *pj = &g_array_index (e->pending, Pending, j);
                  if (pj->rule == pd->rule && pj->number == pd->number && pj->item == pd->item)
                    {
                      seen = TRUE;
                      held_before = held_before || pj->held;
                    }
                }
              if (seen && (!pd->held || held_before))
                continue;
              sp = step_get (e, pd->rule, pd->number, pd->item);
              prefix_prob (e, q, w->p, pd->depth);
              if (!seen)
                mpq_add (sp->reached, sp->reached, q);
              if (pd->held)
                mpq_add (sp->held, sp->held, q);
            }
          /* next combination of answers */
          for (i = e->depth - 1; i >= 0 && e->choices[i] == (e->below[i] > 0 ? 1 : e->ranges[i] - 1); i--)
            ;
          if (i < 0)
            break;
          e->choices[i]++;
          e->prefix = i + 1;
        }
    }
  mpq_clear (p);
  mpq_clear (q);
  return out;
}

/* ---- The scenario's geometry (relative to the monster at 0,0) ---- */

static const NhsMuseItem *
item_at (const NhsMuseScenario *sc,
         int                    i)
{
  return sc->items->pdata[i];
}

static gboolean
trap_at (const NhsMuseScenario *sc,
         int                    x,
         int                    y,
         NhsMuseTrap           *trap)
{
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];
      if (f->kind == NHS_MUSE_FEATURE_TRAP && f->dx == x && f->dy == y)
        {
          *trap = f->trap;
          return TRUE;
        }
    }
  return FALSE;
}

/* whether a feature of `kind` stands at (x, y) from the monster */
gboolean
nhs_muse_feature_at (const NhsMuseScenario *sc,
                     NhsMuseFeatureKind     kind,
                     int                    x,
                     int                    y)
{
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];
      if (f->kind == kind && f->dx == x && f->dy == y)
        return TRUE;
    }
  return FALSE;
}

/* EvilHack's race (apply_race(), mon.c 8216-8270): the monster whose MH
   flags mon_has_race() reads (the race's alone, ERAC's mrace), the race's
   M1/M2/M3 flags added to the species' (racial_perceives(),
   racial_throws_rocks(), racial_needspick()) and its resistances added
   (mintrinsics).  Without a race: the species. */
const NhsMonster *
nhs_muse_race_of (const NhsMuseScenario *sc)
{
  return sc->race_data != NULL ? sc->race_data : sc->data;
}

/* race_unsaid () and decide_races () below: the one place that asks
   whether a race the scenario does not say decides its answer */
#define RACE_AGREE (-2)
#define RACE_TOO_MANY (-3)
/* at most this many combinations of unsaid races are compared; more are
   refused in their own sentence (never answered wrongly) */
#define RACE_CASES_MAX 512
static int race_unsaid (const NhsMuseScenario *sc,
                        const NhsVariant      *variant,
                        int                   *first);

/* the same for another monster: the race a scenario says ("race"), else
   its species (nhs_muse_scenario_unmodelled () refuses where the race it
   may have been made with decides) */
const NhsMonster *
nhs_muse_other_race_of (const NhsMuseOther *o)
{
  return o->race_data != NULL ? o->race_data : o->data;
}

/* muse.c learnable_spells[] (3303-3329): the books a monster learns from */
static const char *const learnable_spells[] = {
  "spellbook of force bolt", "spellbook of magic missile", "spellbook of drain life", "spellbook of fireball",
  "spellbook of cone of cold", "spellbook of lightning", "spellbook of poison blast", "spellbook of acid blast",
  "spellbook of power word kill", "spellbook of cure blindness", "spellbook of cure sickness",
  "spellbook of burning hands", "spellbook of sleep", "spellbook of slow monster", "spellbook of shocking grasp",
  "spellbook of charm monster", "spellbook of remove curse", "spellbook of turn undead", "spellbook of dispel evil",
  "spellbook of jumping", "spellbook of levitation", "spellbook of teleport away", "spellbook of repair armor",
  "spellbook of polymorph", "spellbook of entangle", "spellbook of finger of death", NULL
};

const char *const *
nhs_muse_learnable_spells (void)
{
  return learnable_spells;
}

gboolean
nhs_muse_spell_learnable (const char *book)
{
  return book != NULL && g_strv_contains (learnable_spells, book);
}

/* mcastu.c is_spellcaster () (209) on ERAC ()->mattk as mon.c apply_race ()
   (8216-8440) leaves them: the species' attacks with slot 0 made a weapon
   attack by the giant race (but for the six roles it spares) and slot 2 a
   kick, tentacle or bite by the centaur, illithid, draugr and vampire races */
gboolean
nhs_muse_evil_spellcaster (const NhsMuseScenario *sc)
{
  static const char *const spared[] = { "wizard", "monk", "healer", "priest", "priestess", "druid", NULL };
  static const char *const third[] = { "centaur", "illithid", "draugr", "vampire", NULL };
  const NhsMonster *d = sc->data;

  if (d == NULL || !sc->variant->muse_monster_spells)
    return FALSE;
  for (int k = 0; k < d->n_attacks; k++)
    {
      if (sc->race != NULL && k == 0 && strcmp (sc->race, "giant") == 0 && !g_strv_contains (spared, d->name))
        continue;
      if (sc->race != NULL && k == 2 && g_strv_contains (third, sc->race))
        continue;
      if (g_strcmp0 (d->attacks[k].type, "AT_MAGC") == 0
          && (g_strcmp0 (d->attacks[k].damage, "AD_SPEL") == 0 || g_strcmp0 (d->attacks[k].damage, "AD_CLRC") == 0))
        return TRUE;
    }
  return FALSE;
}

/* muse.c mcan_learn_spell () (3343-3381): a spellcaster, not mindless, not
   blind, stunned, confused or helpless (a scenario's monster is awake and
   can move); an uncursed book it does not know, read fewer than
   MAX_SPELL_STUDY times (its "studied"), on the list, and a free slot of
   MAXMONSPELL (8) */
gboolean
nhs_muse_can_learn_spell (const NhsMuseScenario *sc,
                          const NhsMuseItem     *book)
{
  if (!nhs_muse_evil_spellcaster (sc) || nhs_monster_has (sc->data, NHS_M1_MINDLESS))
    return FALSE;
  if (sc->blind || sc->stunned || sc->confused)
    return FALSE;
  if (book->cursed || book->object == NULL || book->object->oclass != NHS_OC_SPBOOK
      || book->studied >= NHS_MUSE_MAX_SPELL_STUDY)
    return FALSE;
  for (guint i = 0; i < sc->known_spells->len; i++)
    if (strcmp (sc->known_spells->pdata[i], book->object->name) == 0)
      return FALSE;
  return nhs_muse_spell_learnable (book->object->name) && sc->known_spells->len < NHS_MUSE_MAX_KNOWN_SPELLS;
}

gboolean
nhs_muse_racial_flag (const NhsMuseScenario *sc,
                      NhsMFlag               flag)
{
  return nhs_monster_has (sc->data, flag) || (sc->race_data != NULL && nhs_monster_has (sc->race_data, flag));
}

guint
nhs_muse_mon_resists (const NhsMuseScenario *sc)
{
  return sc->data->resists | (sc->race_data != NULL ? sc->race_data->resists : 0);
}

guint
nhs_muse_mon_resists_worn (const NhsMuseScenario *sc,
                           guint                  skip)
{
  /* prop.h FIRE_RES .. STONE_RES, whose MR_xxx is 1 << (prop - 1), as
     NHS_MR_FIRE .. NHS_MR_STONE are */
  static const char *const props[] = { "FIRE_RES", "COLD_RES", "SLEEP_RES", "DISINT_RES", "SHOCK_RES", "POISON_RES",
                                       "ACID_RES", "STONE_RES" };
  guint r = nhs_muse_mon_resists (sc);

  for (guint k = 0; k < sc->items->len; k++)
    {
      const NhsMuseItem *it = sc->items->pdata[k];

      if (k == skip || !it->worn || it->object == NULL)
        continue;
      for (guint j = 0; j < G_N_ELEMENTS (props); j++)
        if (strcmp (it->object->prop, props[j]) == 0)
          r |= 1u << j;
      if (sc->variant->muse_worn_drain_res && strcmp (it->object->prop, "DRAIN_RES") == 0)
        r |= NHS_MR_DRAIN;
      if (sc->variant->muse_worn_smock_acid && strcmp (it->object->name, "alchemy smock") == 0)
        r |= NHS_MR_ACID;
    }
  return r;
}

/* mon_adjust_speed () (worn.c, every version): a monster wearing an item
   that gives FAST (speed boots) moves at MFAST whatever its own speed */
NhsMuseSpeed
nhs_muse_mon_speed (const NhsMuseScenario *sc)
{
  for (guint k = 0; k < sc->items->len; k++)
    {
      const NhsMuseItem *it = sc->items->pdata[k];

      if (it->worn && it->object != NULL && strcmp (it->object->prop, "FAST") == 0)
        return NHS_MUSE_SPEED_FAST;
    }
  return sc->speed;
}

static const NhsMuseOther *
monster_at (const NhsMuseScenario *sc,
            int                    x,
            int                    y)
{
  for (guint i = 0; i < sc->others->len; i++)
    {
      NhsMuseOther *o = sc->others->pdata[i];
      if (o->dx == x && o->dy == y)
        return o;
    }
  return NULL;
}

static int
dist2 (int x0, int y0, int x1, int y1)
{
  return (x0 - x1) * (x0 - x1) + (y0 - y1) * (y0 - y1);
}

static gboolean
is_shk (const NhsMonster *m)
{
  return name_is (m, "shopkeeper");
}

static gboolean
is_guard (const NhsMonster *m)
{
  return name_is (m, "guard");
}

static gboolean
is_priest (const NhsMonster *m)
{
  return name_is (m, "aligned priest") || name_is (m, "high priest");
}

/* monmove.c onscary() for the scenario's squares */
static gboolean
onscary (Eng *e,
         int  x,
         int  y)
{
  const NhsMonster *d = e->d;

  if (name_is (d, "Wizard of Yendor") || (nhs_monster_has (d, NHS_M2_MINION) && d->alignment > 0)
      || name_is (d, "Angel") || is_rider (d) || is_shk (d)
      || (is_priest (d) && e->sc->monster_in_temple))
    return FALSE;
  if (e->v->muse_scare_spares_humans && (class_is (d, "S_HUMAN") || (d->geno & NHS_G_UNIQ)))
    return FALSE;
  if (e->v->muse_scare_spares_evil_kinds
      && (name_is (d, "Archangel") || name_is (d, "honey badger") || name_is (d, "beholder") || name_is (d, "neothelid")
          || name_is (d, "wolverine") || name_is (d, "dire wolverine")))
    return FALSE;
  if (e->v->muse_berserk && e->sc->berserk)
    return FALSE;
  return nhs_muse_feature_at (e->sc, NHS_MUSE_FEATURE_SCARE, x, y);
}

/* teleport.c noteleport_level() (outside Gehennom) and the monster's
   knowledge of it (mon_knows_traps(TELEP_TRAP)) */
static gboolean
knows_noteleport (Eng *e)
{
  const NhsMuseScenario *sc = e->sc;
  gboolean covetous = nhs_monster_has (e->d, NHS_M3_COVETOUS);
  gboolean level = (sc->noteleport && !(e->v->muse_noteleport_spares_covetous && covetous))
                   || (e->v->muse_stasis && sc->stasis);

  return level && sc->knows_teleport_traps;
}

static const NhsMuseItem *
carrying (const NhsMuseScenario *sc,
          NhsMuseItemKind        kind,
          int                   *index)
{
  for (guint i = 0; i < sc->items->len; i++)
    if (item_at (sc, i)->kind == kind)
      {
        if (index != NULL)
          *index = (int) i;
        return item_at (sc, i);
      }
  return NULL;
}

/* muse.c mcould_eat_tin() */
static gboolean
could_eat_tin (const NhsMuseScenario *sc)
{
  const NhsMuseItem *wep = NULL;

  if (nhs_monster_has (sc->data, NHS_M1_ANIMAL))
    return FALSE;
  for (guint i = 0; i < sc->items->len; i++)
    if (item_at (sc, i)->wielded)
      wep = item_at (sc, i);
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = item_at (sc, i);
      gboolean welded = wep != NULL && wep->cursed && (wep->flags & (NHS_MI_F_WEAPON | NHS_MI_F_WEPTOOL));
      if (welded && it != wep)
        continue;
      if (it->kind == NHS_MI_TIN_OPENER || (it->flags & NHS_MI_F_BLADE))
        return TRUE;
    }
  return FALSE;
}

gboolean
nhs_muse_hero_reflects (const NhsMuseScenario *sc)
{
  if (sc->reflection != NHS_MUSE_REFL_NONE)
    return TRUE;
  if (sc->poly_data != NULL && name_is (sc->poly_data, "silver dragon"))
    return TRUE;
  /* a worn object whose oc_oprop is REFLECTING: the shield of reflection,
     the silver dragon scales and scale mail, the amulet of reflection */
  for (guint i = 0; i < sc->hero_armor->len; i++)
    {
      const NhsObject *o = nhs_object_lookup (sc->variant, ((NhsMuseArmor *) sc->hero_armor->pdata[i])->name);
      if (o != NULL && strcmp (o->prop, "REFLECTING") == 0)
        return TRUE;
    }
  return FALSE;
}

/* ---- find_defensive ---- */

enum {
  D_NONE, D_SCR_TELEPORTATION, D_WAN_TELEPORTATION_SELF, D_POT_HEALING, D_POT_EXTRA_HEALING,
  D_WAN_DIGGING, D_TRAPDOOR, D_TELEPORT_TRAP, D_UPSTAIRS, D_DOWNSTAIRS, D_WAN_CREATE_MONSTER,
  D_SCR_CREATE_MONSTER, D_UP_LADDER, D_DN_LADDER, D_SSTAIRS, D_WAN_TELEPORTATION, D_BUGLE,
  D_UNICORN_HORN, D_POT_FULL_HEALING, D_LIZARD_CORPSE, D_WAN_UNDEAD_TURNING,
  /* SLASH'EM */
  D_WAN_HEALING, D_WAN_EXTRA_HEALING, D_WAN_CREATE_HORDE, D_POT_VAMPIRE_BLOOD,
  /* xNetHack */
  D_POT_RESTORE_ABILITY,
  /* EvilHack */
  D_BAG_OF_TRICKS
};
static const char *def_names[] = {
  NULL, "MUSE_SCR_TELEPORTATION", "MUSE_WAN_TELEPORTATION_SELF", "MUSE_POT_HEALING",
  "MUSE_POT_EXTRA_HEALING", "MUSE_WAN_DIGGING", "MUSE_TRAPDOOR", "MUSE_TELEPORT_TRAP",
  "MUSE_UPSTAIRS", "MUSE_DOWNSTAIRS", "MUSE_WAN_CREATE_MONSTER", "MUSE_SCR_CREATE_MONSTER",
  "MUSE_UP_LADDER", "MUSE_DN_LADDER", "MUSE_SSTAIRS", "MUSE_WAN_TELEPORTATION", "MUSE_BUGLE",
  "MUSE_UNICORN_HORN", "MUSE_POT_FULL_HEALING", "MUSE_LIZARD_CORPSE", "MUSE_WAN_UNDEAD_TURNING",
  "MUSE_WAN_HEALING", "MUSE_WAN_EXTRA_HEALING", "MUSE_WAN_CREATE_HORDE", "MUSE_POT_VAMPIRE_BLOOD",
  "MUSE_POT_RESTORE_ABILITY", "MUSE_BAG_OF_TRICKS"
};

static void
choose (St  *st,
        int  has,
        int  obj)
{
  st->has = has;
  st->obj = obj;
}

/* racial_vampire() (EvilHack: a vampire by race), is_vampire() before */
static gboolean
vampire (const NhsMonster *d)
{
  return nhs_monster_has (d, NHS_M2_VAMPIRE) || nhs_monster_has (d, NHS_MH_VAMPIRE);
}

/* the monster itself: EvilHack's racial_vampire() reads the race it was
   made with (mon_has_race(): the race's MH flags alone) */
static gboolean
user_vampire (const NhsMuseScenario *sc)
{
  return sc->race_data != NULL ? nhs_monster_has (sc->race_data, NHS_MH_VAMPIRE) : vampire (sc->data);
}

/* EvilHack can_levitate(): levitation from what it wears (the scenario's
   worn levitation boots or ring of levitation: worn.c
   update_mon_intrinsics () sets MR2_LEVITATE for any worn object whose
   oc_oprop is LEVITATION) */
static gboolean
levitates (Eng *e)
{
  return e->v->muse_evil_defensive && nhs_muse_pet_wears_prop (e->sc, G_MAXUINT, "LEVITATION");
}

/* EvilHack find_items_recurse(): a container is searched, not checked
   (the defensive search checks the bag of tricks itself); a scenario's
   containers are empty there (nhs_muse_scenario_unmodelled) */
static gboolean
searched_container (Eng                *e,
                    const NhsMuseItem  *obj,
                    gboolean            defensive)
{
  return e->v->muse_item_search_recurses
         && (obj->kind == NHS_MI_CONTAINER || (obj->kind == NHS_MI_BAG_OF_TRICKS && !defensive));
}

static gboolean
use_healing (Eng *e,
             St  *st)
{
  int i;

  if (chk (e, NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_FULL_HEALING, -1,
           carrying (e->sc, NHS_MI_POT_FULL_HEALING, &i) != NULL))
    choose (st, D_POT_FULL_HEALING, i);
  else if (chk (e, NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_EXTRA_HEALING, -1,
                carrying (e->sc, NHS_MI_POT_EXTRA_HEALING, &i) != NULL))
    choose (st, D_POT_EXTRA_HEALING, i);
  else if (chk (e, NHS_MUSE_RULE_M_USE_HEALING_CARRIES_A_POTION_OF_HEALING, -1,
                carrying (e->sc, NHS_MI_POT_HEALING, &i) != NULL))
    choose (st, D_POT_HEALING, i);
  else if (e->v->muse_evil_defensive
           && chk (e, NHS_MUSE_RULE_M_USE_HEALING_A_VAMPIRE_CARRYING_A_POTION_OF_VAMPIRE_BLOOD, -1,
                   user_vampire (e->sc) && carrying (e->sc, NHS_MI_POT_VAMPIRE_BLOOD, &i) != NULL))
    choose (st, D_POT_VAMPIRE_BLOOD, i);
  else
    return FALSE;
  return TRUE;
}

static gboolean
stuck (const NhsMuseScenario *sc)
{
  return sc->held_by_monster || sc->swallowed_by_this;
}

static gboolean
dig_blocked_by_trap (const NhsMuseScenario *sc)
{
  NhsMuseTrap t;

  if (!trap_at (sc, 0, 0, &t))
    return FALSE;
  return !(t == NHS_MUSE_TRAP_PIT || t == NHS_MUSE_TRAP_SPIKED_PIT || t == NHS_MUSE_TRAP_WEB
           || t == NHS_MUSE_TRAP_BEAR);
}

static gboolean lined_up (Eng *e);

/* a corpse that petrifies by touch (touch_petrifies ()) */
static gboolean
petrifying_corpse (const NhsMuseItemInfo *obj)
{
  return obj != NULL && obj->made_of != NULL && obj->object != NULL && strcmp (obj->object->name, "corpse") == 0
         && nhs_muse_touch_petrifies (obj->made_of);
}

/* the hero wields a corpse that petrifies by touch */
static gboolean
hero_wields_cockatrice (const NhsMuseScenario *sc)
{
  return petrifying_corpse (nhs_muse_item_lookup (sc->variant, sc->hero_wielding));
}

/* carrying(CORPSE): the hero carries a corpse, or wields one (a wielded
   object is in the inventory too) */
static gboolean
hero_carries_corpse (const NhsMuseScenario *sc)
{
  return sc->carrying_corpse
         || (sc->hero_wielding != NULL && g_str_has_suffix (sc->hero_wielding, " corpse"));
}

/* muse.c wont_leave_level() (xNetHack; before: the shopkeeper, guard and
   priest tests it replaces): Geryon too, off his own level */
static gboolean
stays_on_level (Eng *e)
{
  const NhsMonster *d = e->d;

  return is_shk (d) || is_guard (d) || is_priest (d) || (e->v->muse_stayers_keep_level && name_is (d, "Geryon"));
}

static void
def_prologue (Eng *e,
              St  *st,
              int  item)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsVariant *v = e->v;
  gboolean blind = sc->blind, nohands = nhs_monster_has (d, NHS_M1_NOHANDS);
  gboolean immobile = d->speed == 0, floater = is_floater (d, v) || levitates (e);
  int fraction, i;

  (void) item;
  st->done = TRUE;
  if (chk (e, NHS_MUSE_RULE_IS_ANIMAL_OR_MINDLESS_NEVER_USES_ITEMS, -1,
           nhs_monster_has (d, NHS_M1_ANIMAL) || nhs_monster_has (d, NHS_M1_MINDLESS)))
    return;
  if (chk_n (e, NHS_MUSE_RULE_DIST2_TO_WHERE_IT_BELIEVES_THE_HERO_IS_N, 25, -1,
           dist2 (0, 0, sc->believed_dx, sc->believed_dy) > 25))
    return;
  if (chk (e, NHS_MUSE_RULE_THE_HERO_IS_ENGULFED_BY_THIS_MONSTER, -1, sc->swallowed && stuck (sc)))
    return;

  if (chk (e, NHS_MUSE_RULE_CONFUSED_STUNNED_OR_BLIND, -1, sc->confused || sc->stunned || blind))
    {
      int horn = -1;
      gboolean kirin = v->muse_37_items || v->muse_evil_defensive;
      if (chk (e, kirin ? NHS_MUSE_RULE_A_UNICORN_OR_KI_RIN_USES_ITS_OWN_HORN : NHS_MUSE_RULE_A_UNICORN_USES_ITS_OWN_HORN, -1,
               (nhs_monster_has (d, NHS_M2_JEWELS) && class_is (d, "S_UNICORN"))
               || (kirin && name_is (d, "ki-rin")) || (v->muse_evil_defensive && name_is (d, "eldritch ki-rin"))))
        {
          choose (st, D_UNICORN_HORN, -1);
          return;
        }
      if (!chk (e, NHS_MUSE_RULE_NO_HANDS, -1, nohands))
        for (guint k = 0; k < sc->items->len; k++)
          if (item_at (sc, k)->kind == NHS_MI_UNICORN_HORN && !item_at (sc, k)->cursed)
            {
              horn = (int) k;
              break;
            }
      if (chk (e, NHS_MUSE_RULE_CARRIES_AN_UNCURSED_UNICORN_HORN, horn, horn >= 0))
        {
          choose (st, D_UNICORN_HORN, horn);
          return;
        }
    }

  if (chk (e, v->muse_lizard_when_stunned ? NHS_MUSE_RULE_CONFUSED_OR_STUNNED_LIZARD : NHS_MUSE_RULE_CONFUSED_LIZARD, -1,
           sc->confused || (v->muse_lizard_when_stunned && sc->stunned)))
    {
      int liztin = -1;
      for (guint k = 0; k < sc->items->len; k++)
        {
          if (item_at (sc, k)->kind == NHS_MI_LIZARD_CORPSE)
            {
              chk (e, NHS_MUSE_RULE_CARRIES_A_LIZARD_CORPSE, (int) k, TRUE);
              choose (st, D_LIZARD_CORPSE, (int) k);
              return;
            }
          else if (v->muse_lizard_when_stunned && item_at (sc, k)->kind == NHS_MI_LIZARD_TIN)
            liztin = (int) k;
        }
      if (liztin >= 0 && chk (e, NHS_MUSE_RULE_A_LIZARD_TIN_IT_CAN_OPEN_TIN_OPENER_DAGGER_OR_KNIFE, liztin,
                              could_eat_tin (sc))
          && chk_n (e, NHS_MUSE_RULE_OPENS_THE_TIN_RN2_N_0, 3, liztin, rn2 (e, 3) != 0))
        {
          choose (st, D_LIZARD_CORPSE, liztin);
          return;
        }
    }

  if (chk (e, NHS_MUSE_RULE_BLIND_HAS_HANDS_AND_IS_NOT_PESTILENCE_HEALS, -1,
           blind && !nohands && !name_is (d, "Pestilence")) && use_healing (e, st))
    return;

  /* EvilHack: a cancelled monster drinks restore ability, hurt or not */
  if (v->muse_evil_defensive
      && chk (e, NHS_MUSE_RULE_CANCELLED_HAS_HANDS_AND_CARRIES_A_POTION_OF_RESTORE_ABILITY, -1,
              sc->cancelled && !nohands && carrying (sc, NHS_MI_POT_RESTORE_ABILITY, &i) != NULL))
    {
      choose (st, D_POT_RESTORE_ABILITY, i);
      return;
    }

  /* 3.7 (and EvilHack): a wand of undead turning against a hero wielding a
     cockatrice corpse, hurt or not (before the "hurt" test) */
  if ((v->muse_37_items || v->muse_evil_defensive)
      && chk (e, NHS_MUSE_RULE_HOSTILE_HAS_HANDS_THE_HERO_WIELDS_A_COCKATRICE_CORPSE, -1,
              !sc->peaceful && !nohands && hero_wields_cockatrice (sc))
      && chk (e, NHS_MUSE_RULE_NOT_STONING_RESISTANT_AND_NOT_A_GOLEM_THAT_TURNS_TO_STONE, -1,
              !(nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_STONE) && !(class_is (d, "S_GOLEM") && !name_is (d, "stone golem")))
      && chk (e, NHS_MUSE_RULE_LINED_UP_WITH_THE_HERO, -1, lined_up (e)))
    {
      for (guint k = 0; k < sc->items->len; k++)
        if (item_at (sc, k)->kind == NHS_MI_WAN_UNDEAD_TURNING && item_at (sc, k)->spe > 0)
          {
            chk (e, NHS_MUSE_RULE_CARRIES_A_CHARGED_WAND_OF_UNDEAD_TURNING, (int) k, TRUE);
            choose (st, D_WAN_UNDEAD_TURNING, (int) k);
            return;
          }
    }

  fraction = sc->hero_level < 10 ? 5 : sc->hero_level < 14 ? 4 : 3;
  if (v->muse_evil_defensive
      && chk (e, NHS_MUSE_RULE_IT_CARRIES_THE_AMULET_AND_IS_NOT_A_PRIEST_IN_ITS_TEMPLE_FLEES_HURT_OR_NOT, -1,
              carrying (sc, NHS_MI_AMULET_OF_YENDOR, NULL) != NULL && !(is_priest (d) && sc->monster_in_temple)))
    ;
  else if (chk_n (e, NHS_MUSE_RULE_NOT_HURT_HP_HPMAX_OR_HP_10_AND_HP_X_N_HPMAX, fraction, -1,
           sc->hp >= sc->hpmax || (sc->hp >= 10 && sc->hp * fraction >= sc->hpmax)))
    return;

  if (chk (e, NHS_MUSE_RULE_PEACEFUL_ONLY_HEALS, -1, sc->peaceful))
    {
      if (!nohands && !use_healing (e, st) && v->muse_slashem_items)
        {
          int blood;
          /* SLASH'EM: a peaceful vampire drinks vampire blood */
          if (chk (e, NHS_MUSE_RULE_A_VAMPIRE_CARRYING_A_POTION_OF_VAMPIRE_BLOOD, -1,
                   nhs_monster_has (d, NHS_M2_VAMPIRE) && carrying (sc, NHS_MI_POT_VAMPIRE_BLOOD, &blood) != NULL))
            choose (st, D_POT_VAMPIRE_BLOOD, blood);
        }
      return;
    }

  if (v->muse_branch_stairs_only_when_stuck
      && (sc->monster_on == NHS_MUSE_ON_BRANCH_DOWN || sc->monster_on == NHS_MUSE_ON_BRANCH_UP))
    {
      /* 3.4.3: branch stairs are STAIRS, so a mobile monster there matches
         neither the up nor the down stairs; only a held or immobile one
         reaches the branch stairs test */
      if (chk (e, NHS_MUSE_RULE_ON_BRANCH_STAIRS_AND_HELD_OR_IMMOBILE_THE_ONLY_WAY_TO_REACH, -1,
               stuck (sc) || immobile))
        st->has = D_SSTAIRS;
    }
  else if (chk (e, v->muse_trapped_stays ? NHS_MUSE_RULE_HELD_BY_OR_ENGULFING_THE_HERO_IMMOBILE_OR_TRAPPED_NO_STAIRS
                                         : NHS_MUSE_RULE_HELD_BY_OR_ENGULFING_THE_HERO_OR_IMMOBILE_NO_STAIRS_OR_TRAPS, -1,
                stuck (sc) || immobile || (v->muse_trapped_stays && sc->trapped)))
    ;
  else if (v->muse_stayers_keep_level
           && chk (e, NHS_MUSE_RULE_IT_WONT_LEAVE_THE_LEVEL_A_SHOPKEEPER_GUARD_PRIEST_OR_GERYON, -1, stays_on_level (e)))
    ;
  else if (sc->monster_on == NHS_MUSE_ON_DOWN_STAIRS || sc->monster_on == NHS_MUSE_ON_UP_STAIRS
           || sc->monster_on == NHS_MUSE_ON_BRANCH_DOWN || sc->monster_on == NHS_MUSE_ON_BRANCH_UP
           || sc->monster_on == NHS_MUSE_ON_DOWN_LADDER || sc->monster_on == NHS_MUSE_ON_UP_LADDER)
    {
      switch (sc->monster_on)
        {
        case NHS_MUSE_ON_DOWN_STAIRS:
          if (!chk (e, NHS_MUSE_RULE_ON_THE_DOWN_STAIRS_A_FLOATER_CANNOT_GO_DOWN, -1, floater))
            st->has = D_DOWNSTAIRS;
          break;
        case NHS_MUSE_ON_UP_STAIRS:
          chk (e, NHS_MUSE_RULE_ON_THE_UP_STAIRS, -1, TRUE);
          st->has = D_UPSTAIRS;
          break;
        case NHS_MUSE_ON_DOWN_LADDER:
          if (!chk (e, NHS_MUSE_RULE_ON_A_DOWN_LADDER_A_FLOATER_CANNOT_GO_DOWN, -1, floater))
            st->has = D_DN_LADDER;
          break;
        case NHS_MUSE_ON_UP_LADDER:
          chk (e, NHS_MUSE_RULE_ON_AN_UP_LADDER, -1, TRUE);
          st->has = D_UP_LADDER;
          break;
        case NHS_MUSE_ON_BRANCH_UP:
          chk (e, NHS_MUSE_RULE_ON_BRANCH_STAIRS_UP, -1, TRUE);
          st->has = D_SSTAIRS;
          break;
        default:
          if (!chk (e, NHS_MUSE_RULE_ON_BRANCH_STAIRS_DOWN_A_FLOATER_CANNOT_GO_DOWN, -1, floater))
            st->has = D_SSTAIRS;
          break;
        }
    }
  else
    {
      gboolean ignore_boulders = verysmall (d) || nhs_muse_racial_flag (e->sc, NHS_M2_ROCKTHROW)
                                 || nhs_monster_has (d, NHS_M1_WALLWALK);
      gboolean diag_ok = !name_is (d, "grid bug");
      int locs[9][2], n = 0;

      locs[n][0] = 0, locs[n][1] = 0, n++;
      for (int xx = -1; xx <= 1; xx++)
        for (int yy = -1; yy <= 1; yy++)
          if (xx != 0 || yy != 0)
            locs[n][0] = xx, locs[n][1] = yy, n++;
      for (i = 0; i < n; i++)
        {
          int xx = locs[i][0], yy = locs[i][1];
          NhsMuseTrap t;

          if ((xx == sc->hero_dx && yy == sc->hero_dy) || (xx != 0 && yy != 0 && !diag_ok)
              || (v->muse_trap_scan_skips_hero_lines && (xx == sc->hero_dx || yy == sc->hero_dy))
              || (monster_at (sc, xx, yy) != NULL && !(xx == 0 && yy == 0)))
            continue;
          if (!trap_at (sc, xx, yy, &t) || (!ignore_boulders && nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_BOULDER, xx, yy))
              || onscary (e, xx, yy))
            continue;
          if ((t == NHS_MUSE_TRAP_TRAPDOOR || t == NHS_MUSE_TRAP_HOLE)
              && chk (e, NHS_MUSE_RULE_A_TRAP_DOOR_OR_HOLE_IT_CAN_FALL_THROUGH_NOT_A_FLOATER_SHOPKE, -1,
                      !floater && !stays_on_level (e) && !sc->nondiggable_floor && !sc->bottom_level))
            {
              st->has = D_TRAPDOOR;
              break;
            }
          else if (t == NHS_MUSE_TRAP_TELEPORT)
            {
              chk (e, NHS_MUSE_RULE_A_TELEPORTATION_TRAP_NEXT_TO_IT, -1, TRUE);
              st->has = D_TELEPORT_TRAP;
            }
        }
    }

  if (chk (e, NHS_MUSE_RULE_NO_HANDS_CANNOT_USE_OBJECTS, -1, nohands))
    return;

  {
    int bugle;
    if (nhs_monster_has (d, NHS_M2_MERC) && carrying (sc, NHS_MI_BUGLE, &bugle) != NULL)
      {
        gboolean found = FALSE;
        for (guint k = 0; k < sc->others->len && !found; k++)
          {
            NhsMuseOther *o = sc->others->pdata[k];
            if (ABS (o->dx) <= 3 && ABS (o->dy) <= 3 && nhs_monster_has (o->data, NHS_M2_MERC)
                && !name_is (o->data, "guard") && (o->sleeping || !o->can_move))
              found = TRUE;
          }
        if (chk_n (e, NHS_MUSE_RULE_A_MERCENARY_WITH_A_BUGLE_AND_A_SLEEPING_OR_PARALYSED_MERCENA, 3, bugle,
                 found))
          choose (st, D_BUGLE, bugle);
      }
  }

  if (chk (e, NHS_MUSE_RULE_STAIRS_TRAP_DOOR_TELEPORTATION_TRAP_OR_BUGLE_NO_MAGIC_NEEDED, -1, st->has != 0))
    return;
  st->done = FALSE;
}

/* find_defensive()'s escapes by item: digging down, the wand and the
   scroll of teleportation (with the NOMORE stops between them) */
static void
def_escapes (Eng *e,
             St  *st,
             int  i)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsMuseItem *obj = item_at (sc, i);
  gboolean knows_noteleport_level = knows_noteleport (e);

  if (obj->kind == NHS_MI_WAN_DIGGING
      && chk (e, NHS_MUSE_RULE_WAND_OF_DIGGING_CHARGED, i, obj->spe > 0)
      && chk (e, NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_HELD_BY_THE_HERO_NO_TRAP_HERE_PITS_WEBS, i,
              !stuck (sc) && !dig_blocked_by_trap (sc))
      && chk (e, NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_A_SHOPKEEPER_GUARD_PRIEST_OR_FLOATER, i,
              !stays_on_level (e) && !is_floater (d, e->v))
      && (!e->v->muse_evil_defensive || chk (e, NHS_MUSE_RULE_WAND_OF_DIGGING_IT_DOES_NOT_LEVITATE_LEVITATION_BOOTS, i, !levitates (e)))
      && chk (e, NHS_MUSE_RULE_WAND_OF_DIGGING_NOT_IN_SOKOBAN, i, !sc->sokoban)
      && chk (e, NHS_MUSE_RULE_WAND_OF_DIGGING_THE_FLOOR_HERE_CAN_BE_DUG_NOT_THE_BOTTOM_LEV, i,
              !sc->nondiggable_floor && !sc->bottom_level))
    choose (st, D_WAN_DIGGING, i);
  if (st->has == D_WAN_TELEPORTATION_SELF || st->has == D_WAN_TELEPORTATION)
    return;
  if (obj->kind == NHS_MI_WAN_TELEPORTATION && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_CHARGED, i, obj->spe > 0)
      && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF, i, !knows_noteleport_level))
    choose (st, carrying (sc, NHS_MI_AMULET_OF_YENDOR, NULL) ? D_WAN_TELEPORTATION : D_WAN_TELEPORTATION_SELF, i);
  if (st->has == D_SCR_TELEPORTATION)
    return;
  if (obj->kind == NHS_MI_SCR_TELEPORTATION
      && chk (e, NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_CAN_SEE_NOT_BLIND_HAS_EYES, i,
              !sc->blind && !nhs_monster_has (d, NHS_M1_NOEYES))
      && chk (e, NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_UNCURSED_OR_NOT_A_SHOPKEEPER_GUARD_O, i,
              !obj->cursed || !stays_on_level (e))
      && chk (e, NHS_MUSE_RULE_SCROLL_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF, i, !knows_noteleport_level))
    choose (st, D_SCR_TELEPORTATION, i);
}

/* EvilHack's inventory scans (e->pass 1: find_defensive()'s own loop, 2:
   check_defensive_item() through find_items_recurse()); the escapes are
   def_escapes() */
static void
def_body_evil (Eng *e,
               St  *st,
               int  i)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsMuseItem *obj = item_at (sc, i);
  gboolean second = e->pass == 2;

  if (st->stop)
    return;
  if (st->has && chk_n (e, NHS_MUSE_RULE_AN_ITEM_IS_CHOSEN_STOP_SCANNING_IF_RN2_N, 3, i, rn2 (e, 3) == 0))
    {
      st->stop = !second;
      st->done = second;
      return;
    }
  if (second && chk (e, NHS_MUSE_RULE_A_CONTAINER_ITS_CONTENTS_ARE_SEARCHED_EMPTY_HERE, i, searched_container (e, obj, TRUE)))
    return;
  if (st->has == D_WAN_DIGGING)
    {
      /* the own loop breaks; check_defensive_item()'s nomore() keeps it */
      st->stop = !second;
      return;
    }
  def_escapes (e, st, i);
  if (st->has == D_WAN_TELEPORTATION_SELF || st->has == D_WAN_TELEPORTATION || st->has == D_SCR_TELEPORTATION)
    return;
#define NOMORE(x) if (st->has == (x)) return
  if (!name_is (d, "Pestilence"))
    {
      NOMORE (D_POT_FULL_HEALING);
      if (obj->kind == NHS_MI_POT_FULL_HEALING)
        choose (st, D_POT_FULL_HEALING, i);
      NOMORE (D_POT_EXTRA_HEALING);
      if (obj->kind == NHS_MI_POT_EXTRA_HEALING)
        choose (st, D_POT_EXTRA_HEALING, i);
      NOMORE (D_POT_HEALING);
      if (obj->kind == NHS_MI_POT_HEALING)
        choose (st, D_POT_HEALING, i);
      if (!second)
        {
          NOMORE (D_POT_VAMPIRE_BLOOD);
          if (obj->kind == NHS_MI_POT_VAMPIRE_BLOOD
              && chk (e, NHS_MUSE_RULE_POTION_OF_VAMPIRE_BLOOD_IT_IS_A_VAMPIRE, i, user_vampire (e->sc)))
            choose (st, D_POT_VAMPIRE_BLOOD, i);
        }
    }
  else
    {
      NOMORE (D_POT_FULL_HEALING);
      if (obj->kind == NHS_MI_POT_SICKNESS)
        choose (st, D_POT_FULL_HEALING, i);
    }
  if (second)
    {
      NOMORE (D_POT_RESTORE_ABILITY);
      if (obj->kind == NHS_MI_POT_RESTORE_ABILITY
          && chk (e, NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_IT_IS_CANCELLED, i, sc->cancelled))
        choose (st, D_POT_RESTORE_ABILITY, i);
    }
  NOMORE (D_BAG_OF_TRICKS);
  if (obj->kind == NHS_MI_BAG_OF_TRICKS && chk (e, NHS_MUSE_RULE_BAG_OF_TRICKS_CHARGED, i, obj->spe > 0))
    choose (st, D_BAG_OF_TRICKS, i);
  NOMORE (D_WAN_CREATE_MONSTER);
  if (obj->kind == NHS_MI_WAN_CREATE_MONSTER && chk (e, NHS_MUSE_RULE_WAND_OF_CREATE_MONSTER_CHARGED, i, obj->spe > 0))
    choose (st, D_WAN_CREATE_MONSTER, i);
  NOMORE (D_SCR_CREATE_MONSTER);
  if (obj->kind == NHS_MI_SCR_CREATE_MONSTER)
    choose (st, D_SCR_CREATE_MONSTER, i);
#undef NOMORE
}

static void
def_body (Eng *e,
          St  *st,
          int  i)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsMuseItem *obj = item_at (sc, i);

  if (e->v->muse_item_search_recurses)
    {
      def_body_evil (e, st, i);
      return;
    }
  if (st->has && chk_n (e, NHS_MUSE_RULE_AN_ITEM_IS_CHOSEN_STOP_SCANNING_IF_RN2_N, 3, i, rn2 (e, 3) == 0))
    {
      st->done = TRUE;
      return;
    }
  if (st->has == D_WAN_DIGGING)
    {
      st->done = TRUE;
      return;
    }
#define NOMORE(x) if (st->has == (x)) return
  def_escapes (e, st, i);
  if (st->has == D_WAN_TELEPORTATION_SELF || st->has == D_WAN_TELEPORTATION || st->has == D_SCR_TELEPORTATION)
    return;
  if (!name_is (d, "Pestilence"))
    {
      NOMORE (D_POT_FULL_HEALING);
      if (obj->kind == NHS_MI_POT_FULL_HEALING)
        choose (st, D_POT_FULL_HEALING, i);
      NOMORE (D_POT_EXTRA_HEALING);
      if (obj->kind == NHS_MI_POT_EXTRA_HEALING)
        choose (st, D_POT_EXTRA_HEALING, i);
      NOMORE (D_WAN_CREATE_MONSTER);
      if (obj->kind == NHS_MI_WAN_CREATE_MONSTER && chk (e, NHS_MUSE_RULE_WAND_OF_CREATE_MONSTER_CHARGED, i, obj->spe > 0))
        choose (st, D_WAN_CREATE_MONSTER, i);
      if (e->v->muse_slashem_items)
        {
          NOMORE (D_WAN_CREATE_HORDE);
          if (obj->kind == NHS_MI_WAN_CREATE_HORDE && chk (e, NHS_MUSE_RULE_WAND_OF_CREATE_HORDE_CHARGED, i, obj->spe > 0))
            choose (st, D_WAN_CREATE_HORDE, i);
        }
      NOMORE (D_POT_HEALING);
      if (obj->kind == NHS_MI_POT_HEALING)
        choose (st, D_POT_HEALING, i);
      if (e->v->muse_slashem_items)
        {
          NOMORE (D_WAN_HEALING);
          if (obj->kind == NHS_MI_WAN_HEALING && chk (e, NHS_MUSE_RULE_WAND_OF_HEALING_CHARGED, i, obj->spe > 0))
            choose (st, D_WAN_HEALING, i);
          NOMORE (D_WAN_EXTRA_HEALING);
          if (obj->kind == NHS_MI_WAN_EXTRA_HEALING
              && chk (e, NHS_MUSE_RULE_WAND_OF_EXTRA_HEALING_CHARGED, i, obj->spe > 0))
            choose (st, D_WAN_EXTRA_HEALING, i);
          NOMORE (D_POT_VAMPIRE_BLOOD);
          if (obj->kind == NHS_MI_POT_VAMPIRE_BLOOD
              && chk (e, NHS_MUSE_RULE_POTION_OF_VAMPIRE_BLOOD_IT_IS_A_VAMPIRE, i, nhs_monster_has (d, NHS_M2_VAMPIRE)))
            choose (st, D_POT_VAMPIRE_BLOOD, i);
        }
    }
  else
    {
      NOMORE (D_POT_FULL_HEALING);
      if (obj->kind == NHS_MI_POT_SICKNESS)
        choose (st, D_POT_FULL_HEALING, i);
      NOMORE (D_WAN_CREATE_MONSTER);
      if (obj->kind == NHS_MI_WAN_CREATE_MONSTER && chk (e, NHS_MUSE_RULE_WAND_OF_CREATE_MONSTER_CHARGED, i, obj->spe > 0))
        choose (st, D_WAN_CREATE_MONSTER, i);
    }
  NOMORE (D_SCR_CREATE_MONSTER);
  if (obj->kind == NHS_MI_SCR_CREATE_MONSTER)
    choose (st, D_SCR_CREATE_MONSTER, i);
  if (e->v->muse_xnh_items)
    {
      NOMORE (D_POT_RESTORE_ABILITY);
      if (obj->kind == NHS_MI_POT_RESTORE_ABILITY
          && chk (e, NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_UNCURSED, i, !obj->cursed)
          && chk (e, NHS_MUSE_RULE_POTION_OF_RESTORE_ABILITY_BLIND_CONFUSED_STUNNED_OR_CANCELLED, i,
                  sc->blind || sc->confused || sc->stunned || sc->cancelled))
        choose (st, D_POT_RESTORE_ABILITY, i);
    }
#undef NOMORE
}

/* xNetHack find_defensive()'s end (botm): Yeenoghu keeps no escape */
static void
def_epilogue (Eng *e,
              St  *st,
              int  item)
{
  static const int escapes[] = { D_SCR_TELEPORTATION, D_WAN_TELEPORTATION_SELF, D_WAN_DIGGING, D_TRAPDOOR,
                                 D_TELEPORT_TRAP, D_UPSTAIRS, D_DOWNSTAIRS, D_UP_LADDER, D_DN_LADDER, D_SSTAIRS };
  gboolean escape = FALSE;

  (void) item;
  st->done = TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (escapes); k++)
    escape |= st->has == escapes[k];
  if (escape && chk (e, NHS_MUSE_RULE_YEENOGHU_NEVER_FLEES, -1, TRUE))
    choose (st, D_NONE, -1);
}

/* ---- find_misc ---- */

/* invis_blkd: it wears a mummy wrapping */
static gboolean
carrying_worn_wrapping (const NhsMuseScenario *sc)
{
  for (guint i = 0; i < sc->items->len; i++)
    if (item_at (sc, i)->kind == NHS_MI_MUMMY_WRAPPING && item_at (sc, i)->worn)
      return TRUE;
  return FALSE;
}

enum {
  M_NONE, M_POT_GAIN_LEVEL, M_WAN_MAKE_INVISIBLE, M_POT_INVISIBILITY, M_POLY_TRAP, M_WAN_POLYMORPH,
  M_POT_SPEED, M_WAN_SPEED_MONSTER, M_BULLWHIP, M_POT_POLYMORPH, M_BAG,
  /* EvilHack */
  M_POT_BOOZE, M_FIGURINE, M_WAN_WISHING, M_AXE_WEAPON, M_AXE_SHIELD, M_SCR_CHARGING, M_SCR_REMOVE_CURSE,
  M_PAN_FLUTE, M_SPELLBOOK
};
static const char *misc_names[] = {
  NULL, "MUSE_POT_GAIN_LEVEL", "MUSE_WAN_MAKE_INVISIBLE", "MUSE_POT_INVISIBILITY", "MUSE_POLY_TRAP",
  "MUSE_WAN_POLYMORPH", "MUSE_POT_SPEED", "MUSE_WAN_SPEED_MONSTER", "MUSE_BULLWHIP", "MUSE_POT_POLYMORPH",
  "MUSE_BAG",
  "MUSE_POT_BOOZE", "MUSE_FIGURINE", "MUSE_WAN_WISHING", "MUSE_DWARVISH_BEARDED_AXE_WEAPON",
  "MUSE_DWARVISH_BEARDED_AXE_SHIELD", "MUSE_SCR_CHARGING", "MUSE_SCR_REMOVE_CURSE", "MUSE_PAN_FLUTE",
  "MUSE_SPELLBOOK"
};

static gboolean
shapeshifter (const NhsMonster *d)
{
  return nhs_monster_has (d, NHS_M2_SHAPESHIFTER);
}

/* trap.c wearing_iron_shoes() (5.0.0): worn boots made of iron */
static gboolean
wears_iron_boots (const NhsMuseScenario *sc)
{
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = item_at (sc, i);
      if (it->worn && (it->flags & NHS_MI_F_BOOTS))
        return (it->flags & NHS_MI_F_METAL) != 0;
    }
  return FALSE;
}

/* do.c canletgo() for the hero's weapon: a cursed loadstone sticks; 3.7+
   also a welded weapon (wield.c will_weld(): cursed, and a weapon, a
   weapon-tool or a tin opener) */
static gboolean
hero_can_let_go (Eng *e)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMuseItemInfo *w = nhs_muse_item_lookup (sc->variant, sc->hero_wielding);

  if (!sc->weapon_cursed || sc->hero_wielding == NULL)
    return TRUE;
  if (g_ascii_strcasecmp (sc->hero_wielding, "loadstone") == 0)
    return FALSE;
  return !(e->v->muse_bullwhip_spares_welded && w != NULL
           && ((w->flags & (NHS_MI_F_WEAPON | NHS_MI_F_WEPTOOL)) || w->kind == NHS_MI_TIN_OPENER));
}

static void
misc_prologue (Eng *e,
               St  *st,
               int  item)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;

  (void) item;
  st->done = TRUE;
  if (chk (e, NHS_MUSE_RULE_IS_ANIMAL_OR_MINDLESS_NEVER_USES_ITEMS, -1,
           nhs_monster_has (d, NHS_M1_ANIMAL) || nhs_monster_has (d, NHS_M1_MINDLESS)))
    return;
  if (e->v->muse_evil_misc && chk (e, NHS_MUSE_RULE_NO_HANDS_CANNOT_USE_OBJECTS, -1, nhs_monster_has (d, NHS_M1_NOHANDS)))
    return;
  if (chk (e, NHS_MUSE_RULE_THE_HERO_IS_ENGULFED_BY_THIS_MONSTER, -1, sc->swallowed && stuck (sc)))
    return;
  /* EvilHack (muse.c 3468-3513): partway through a book ("state.reading":
     msp_reading, msp_read_turns > 0) a spellcaster reads on unless blind,
     stunned or confused (helpless: a scenario's monster is awake), or
     hostile with the hero within dist2 8, from the first book of that kind
     in its pack (find_spellbook_recurse (otyp): cursed or worn out too);
     else, as without one, */
  if (e->v->muse_monster_spells && nhs_muse_evil_spellcaster (sc) && sc->reading != NULL
      && chk (e, NHS_MUSE_RULE_PARTWAY_THROUGH_A_BOOK_IT_SEES_NEITHER_STUNNED_NOR_CONFUSED, -1,
              !sc->blind && !sc->stunned && !sc->confused)
      && chk_n (e, NHS_MUSE_RULE_A_SPELLCASTER_PEACEFUL_OR_THE_HERO_FARTHER_THAN_DIST2_N, 8, -1,
                sc->peaceful || dist2 (0, 0, sc->hero_dx, sc->hero_dy) > 8))
    for (guint i = 0; i < sc->items->len; i++)
      if (item_at (sc, i)->kind == NHS_MI_SPELLBOOK
          && chk (e, NHS_MUSE_RULE_THE_BOOK_IT_IS_READING, (int) i, strcmp (item_at (sc, i)->object->name, sc->reading) == 0))
        {
          choose (st, M_SPELLBOOK, (int) i);
          return;
        }
  /* a spellcaster first reads a book it can learn from, the first in its
     pack (find_spellbook_recurse ()), when peaceful or the hero is farther
     than dist2 8 (the hero's own square) */
  if (e->v->muse_monster_spells && nhs_muse_evil_spellcaster (sc)
      && chk_n (e, NHS_MUSE_RULE_A_SPELLCASTER_PEACEFUL_OR_THE_HERO_FARTHER_THAN_DIST2_N, 8, -1,
                sc->peaceful || dist2 (0, 0, sc->hero_dx, sc->hero_dy) > 8))
    for (guint i = 0; i < sc->items->len; i++)
      if (item_at (sc, i)->kind == NHS_MI_SPELLBOOK
          && chk (e, NHS_MUSE_RULE_A_SPELLBOOK_IT_CAN_LEARN_FROM, (int) i, nhs_muse_can_learn_spell (sc, item_at (sc, i))))
        {
          choose (st, M_SPELLBOOK, (int) i);
          return;
        }
  if (chk_n (e, NHS_MUSE_RULE_DIST2_TO_WHERE_IT_BELIEVES_THE_HERO_IS_N, 36, -1,
           dist2 (0, 0, sc->believed_dx, sc->believed_dy) > 36))
    return;
  if (chk (e, e->v->muse_trapped_stays ? NHS_MUSE_RULE_POLYMORPH_TRAP_NOT_HELD_NOT_IMMOBILE_NOT_TRAPPED_NOT_A_SHAPE
                                       : NHS_MUSE_RULE_POLYMORPH_TRAP_NOT_HELD_NOT_IMMOBILE_NOT_A_SHAPESHIFTER_DIFF, -1,
           !stuck (sc) && d->speed != 0 && !(e->v->muse_trapped_stays && sc->trapped) && !shapeshifter (d)
           && d->difficulty < 6))
    {
      gboolean ignore_boulders = verysmall (d) || nhs_muse_racial_flag (e->sc, NHS_M2_ROCKTHROW)
                                 || nhs_monster_has (d, NHS_M1_WALLWALK);
      gboolean diag_ok = !name_is (d, "grid bug");

      for (int xx = -1; xx <= 1; xx++)
        for (int yy = -1; yy <= 1; yy++)
          {
            NhsMuseTrap t;
            if ((xx != sc->hero_dx || yy != sc->hero_dy) && (diag_ok || xx == 0 || yy == 0)
                && ((xx == 0 && yy == 0) ? !e->v->muse_poly_trap_skips_own_square : monster_at (sc, xx, yy) == NULL)
                && trap_at (sc, xx, yy, &t)
                && (ignore_boulders || !nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_BOULDER, xx, yy))
                && !onscary (e, xx, yy) && t == NHS_MUSE_TRAP_POLY
                && !(e->v->muse_poly_trap_spares_iron_shoes
                     && chk (e, NHS_MUSE_RULE_IT_WEARS_IRON_BOOTS_THE_TRAP_WOULD_NOT_POLYMORPH_IT, -1, wears_iron_boots (sc))))
              {
                chk (e, NHS_MUSE_RULE_A_POLYMORPH_TRAP_IT_CAN_STEP_ON, -1, TRUE);
                choose (st, M_POLY_TRAP, -1);
                return;
              }
          }
    }
  if (chk (e, NHS_MUSE_RULE_NO_HANDS_CANNOT_USE_OBJECTS, -1, nhs_monster_has (d, NHS_M1_NOHANDS)))
    return;
  st->done = FALSE;
}

/* find_misc()'s tests for making itself invisible and for speed */
static gboolean
invisibility_wanted (Eng *e,
                     int  i)
{
  const NhsMuseScenario *sc = e->sc;

  return chk (e, NHS_MUSE_RULE_MAKE_INVISIBLE_NOT_INVISIBLE_ALREADY_NO_MUMMY_WRAPPING_WORN, i,
              !sc->invisible && !carrying_worn_wrapping (sc))
         && chk (e, NHS_MUSE_RULE_MAKE_INVISIBLE_HOSTILE_OR_THE_HERO_SEES_INVISIBLE, i, !sc->peaceful || sc->see_invisible)
         && chk (e, NHS_MUSE_RULE_MAKE_INVISIBLE_NO_GAZE_ATTACK_OR_CANCELLED, i,
                 !attacks_with (e->d, "AT_GAZE", NULL) || sc->cancelled);
}

static gboolean
speed_wanted (Eng *e,
              int  i)
{
  return chk (e, NHS_MUSE_RULE_SPEED_NOT_FAST_ALREADY_NOT_A_GUARD, i,
              nhs_muse_mon_speed (e->sc) != NHS_MUSE_SPEED_FAST && !is_guard (e->d));
}

/* EvilHack can_attempt_disarm() (muse.c 5503): hostile, wielding it, it
   knows where the hero is, adjacent, the hero not engulfed; a weapon the
   hero can let go of, or (the axe's second use) a shield that is not
   bracers */
static gboolean
can_disarm (Eng               *e,
            const NhsMuseItem *obj,
            int                i,
            gboolean           shield)
{
  const NhsMuseScenario *sc = e->sc;
  gboolean has_shield = sc->reflection == NHS_MUSE_REFL_SHIELD;

  for (guint k = 0; k < sc->hero_armor->len; k++)
    {
      NhsMuseArmor *a = sc->hero_armor->pdata[k];
      if (strcmp (a->slot, "arms") == 0)
        has_shield = strcmp (a->name, "bracers") != 0 && strcmp (a->name, "dark elven bracers") != 0
                     && strcmp (a->name, "runed bracers") != 0;
    }
  if (!chk (e, NHS_MUSE_RULE_DISARM_HOSTILE_WIELDS_IT_KNOWS_WHERE_THE_HERO_IS_ADJACENT_NOT_ENGULFED, i,
            !sc->peaceful && obj->wielded && sc->believed_dx == sc->hero_dx && sc->believed_dy == sc->hero_dy
            && dist2 (0, 0, sc->hero_dx, sc->hero_dy) <= 2 && !sc->swallowed))
    return FALSE;
  if (shield)
    return chk (e, NHS_MUSE_RULE_DISARM_THE_HERO_WEARS_A_SHIELD_NOT_BRACERS, i, has_shield);
  return chk (e, NHS_MUSE_RULE_DISARM_THE_HERO_WIELDS_A_WEAPON_THEY_CAN_LET_GO_OF, i,
              sc->hero_wielding != NULL && hero_can_let_go (e));
}

/* EvilHack find_best_item_to_charge() (muse.c 2308): an empty wand or tool
   it would use */
static gboolean
has_item_to_charge (const NhsMuseScenario *sc)
{
  static const NhsMuseItemKind kinds[] = {
    NHS_MI_WAN_DEATH, NHS_MI_WAN_SLEEP, NHS_MI_WAN_FIRE, NHS_MI_WAN_COLD, NHS_MI_WAN_LIGHTNING,
    NHS_MI_WAN_MAGIC_MISSILE, NHS_MI_WAN_STRIKING, NHS_MI_WAN_TELEPORTATION, NHS_MI_WAN_CANCELLATION,
    NHS_MI_WAN_POLYMORPH, NHS_MI_WAN_SLOW_MONSTER, NHS_MI_WAN_DIGGING, NHS_MI_WAN_CREATE_MONSTER,
    NHS_MI_WAN_UNDEAD_TURNING, NHS_MI_WAN_MAKE_INVISIBLE, NHS_MI_WAN_SPEED_MONSTER, NHS_MI_WAN_WISHING,
    NHS_MI_FROST_HORN, NHS_MI_FIRE_HORN, NHS_MI_EXPENSIVE_CAMERA
  };

  for (guint i = 0; i < sc->items->len; i++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      if (item_at (sc, i)->kind == kinds[k] && item_at (sc, i)->spe <= 0)
        return TRUE;
  return FALSE;
}

static gboolean
charging_wanted (Eng *e,
                 int  i)
{
  return chk (e, NHS_MUSE_RULE_SCROLL_OF_CHARGING_IT_CARRIES_AN_EMPTY_WAND_HORN_OR_CAMERA_IT_USES, i,
              has_item_to_charge (e->sc));
}

/* EvilHack check_misc_item() (muse.c 1253-1376) */
static void
misc_body_evil (Eng *e,
                St  *st,
                int  i)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsMuseItem *obj = item_at (sc, i);
  gboolean satyr = name_is (d, "satyr");
  gboolean poly_ok = !shapeshifter (d) && !is_shk (d) && d->difficulty < 6;

  if (chk (e, NHS_MUSE_RULE_A_CONTAINER_ITS_CONTENTS_ARE_SEARCHED_EMPTY_HERE, i, searched_container (e, obj, FALSE)))
    return;
#define NOMORE(x) if (st->has == (x)) return
  NOMORE (M_POT_BOOZE);
  NOMORE (M_WAN_WISHING);
  if (obj->kind == NHS_MI_POT_BOOZE && chk (e, NHS_MUSE_RULE_POTION_OF_BOOZE_IT_IS_A_SATYR, i, satyr))
    {
      choose (st, M_POT_BOOZE, i);
      return;
    }
  NOMORE (M_POT_GAIN_LEVEL);
  if (obj->kind == NHS_MI_POT_GAIN_LEVEL
      && chk (e, NHS_MUSE_RULE_POTION_OF_GAIN_LEVEL_UNCURSED_OR_NOT_A_GUARD_SHOPKEEPER_OR_P, i,
              !obj->cursed || (!is_guard (d) && !is_shk (d) && !is_priest (d))))
    {
      choose (st, M_POT_GAIN_LEVEL, i);
      return;
    }
  NOMORE (M_FIGURINE);
  if (obj->kind == NHS_MI_FIGURINE && chk (e, NHS_MUSE_RULE_FIGURINE_IT_IS_HOSTILE, i, !sc->peaceful))
    {
      choose (st, M_FIGURINE, i);
      return;
    }
  if (obj->kind == NHS_MI_WAN_WISHING)
    {
      if (chk (e, NHS_MUSE_RULE_WAND_OF_WISHING_CHARGED, i, obj->spe > 0))
        choose (st, M_WAN_WISHING, i);
      return;
    }
  NOMORE (M_BULLWHIP);
  if (obj->kind == NHS_MI_BULLWHIP && chk_n (e, NHS_MUSE_RULE_BULLWHIP_RN2_N, 5, i, rn2 (e, 5) == 0)
      && can_disarm (e, obj, i, FALSE))
    {
      choose (st, M_BULLWHIP, i);
      return;
    }
  NOMORE (M_AXE_WEAPON);
  if (obj->kind == NHS_MI_BEARDED_AXE && chk_n (e, NHS_MUSE_RULE_DWARVISH_BEARDED_AXE_RN2_N, 5, i, rn2 (e, 5) == 0)
      && can_disarm (e, obj, i, FALSE))
    {
      choose (st, M_AXE_WEAPON, i);
      return;
    }
  NOMORE (M_AXE_SHIELD);
  if (obj->kind == NHS_MI_BEARDED_AXE && chk_n (e, NHS_MUSE_RULE_DWARVISH_BEARDED_AXE_RN2_N, 7, i, rn2 (e, 7) == 0)
      && can_disarm (e, obj, i, TRUE))
    {
      choose (st, M_AXE_SHIELD, i);
      return;
    }
  NOMORE (M_WAN_MAKE_INVISIBLE);
  if (obj->kind == NHS_MI_WAN_MAKE_INVISIBLE
      && invisibility_wanted (e, i)
      && chk (e, NHS_MUSE_RULE_WAND_OF_MAKE_INVISIBLE_CHARGED, i, obj->spe > 0))
    choose (st, M_WAN_MAKE_INVISIBLE, i);
  NOMORE (M_POT_INVISIBILITY);
  if (obj->kind == NHS_MI_POT_INVISIBILITY
      && invisibility_wanted (e, i))
    choose (st, M_POT_INVISIBILITY, i);
  NOMORE (M_WAN_SPEED_MONSTER);
  if (obj->kind == NHS_MI_WAN_SPEED_MONSTER
      && speed_wanted (e, i)
      && chk (e, NHS_MUSE_RULE_WAND_OF_SPEED_MONSTER_CHARGED, i, obj->spe > 0))
    choose (st, M_WAN_SPEED_MONSTER, i);
  NOMORE (M_POT_SPEED);
  if (obj->kind == NHS_MI_POT_SPEED
      && speed_wanted (e, i))
    choose (st, M_POT_SPEED, i);
  NOMORE (M_WAN_POLYMORPH);
  if (obj->kind == NHS_MI_WAN_POLYMORPH
      && chk (e, NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_OR_SHOPKEEPER_DIFFICULTY_6, i, poly_ok)
      && chk (e, NHS_MUSE_RULE_WAND_OF_POLYMORPH_CHARGED, i, obj->spe > 0))
    choose (st, M_WAN_POLYMORPH, i);
  NOMORE (M_POT_POLYMORPH);
  if (obj->kind == NHS_MI_POT_POLYMORPH
      && chk (e, NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_OR_SHOPKEEPER_DIFFICULTY_6, i, poly_ok))
    choose (st, M_POT_POLYMORPH, i);
  NOMORE (M_SCR_CHARGING);
  if (obj->kind == NHS_MI_SCR_CHARGING)
    {
      if (charging_wanted (e, i))
        choose (st, M_SCR_CHARGING, i);
      return;
    }
  NOMORE (M_SCR_REMOVE_CURSE);
  if (obj->kind == NHS_MI_SCR_REMOVE_CURSE
      && chk (e, NHS_MUSE_RULE_SCROLL_OF_REMOVE_CURSE_UNCURSED_AND_NOT_AN_INFIDEL, i,
              !obj->cursed && !name_is (d, "infidel")))
    {
      gboolean cursed_gear = FALSE;
      for (guint k = 0; k < sc->items->len; k++)
        {
          const NhsMuseItem *it = item_at (sc, k);
          cursed_gear |= it->cursed && (it->kind == NHS_MI_LOADSTONE || strcmp (it->name, "bag of holding") == 0
                                        || it->kind == NHS_MI_BAG_OF_TRICKS || it->worn || it->wielded);
        }
      if (chk (e, NHS_MUSE_RULE_SCROLL_OF_REMOVE_CURSE_A_CURSED_LOADSTONE_MAGIC_BAG_OR_WORN_OR_WIELDED_ITEM, i,
               cursed_gear))
        choose (st, M_SCR_REMOVE_CURSE, i);
    }
  NOMORE (M_PAN_FLUTE);
  if (obj->kind == NHS_MI_PAN_FLUTE && chk (e, NHS_MUSE_RULE_PAN_FLUTE_A_HOSTILE_SATYR, i, satyr && !sc->peaceful)
      && chk_n (e, NHS_MUSE_RULE_PAN_FLUTE_RN2_N, 5, i, rn2 (e, 5) == 0))
    choose (st, M_PAN_FLUTE, i);
#undef NOMORE
}

static void
misc_body (Eng *e,
           St  *st,
           int  i)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsMuseItem *obj = item_at (sc, i);

  if (e->v->muse_evil_misc)
    {
      misc_body_evil (e, st, i);
      return;
    }
  if (obj->kind == NHS_MI_POT_GAIN_LEVEL
      && chk (e, NHS_MUSE_RULE_POTION_OF_GAIN_LEVEL_UNCURSED_OR_NOT_A_GUARD_SHOPKEEPER_OR_P, i,
              !obj->cursed || (!is_guard (d) && !is_shk (d) && !is_priest (d))))
    choose (st, M_POT_GAIN_LEVEL, i);
#define NOMORE(x) if (st->has == (x)) return
  NOMORE (M_BULLWHIP);
  if (obj->kind == NHS_MI_BULLWHIP && !sc->peaceful && sc->hero_wielding != NULL)
    {
      gboolean ok;
      if (e->v->muse_bullwhip_one_in_five)
        ok = chk_n (e, NHS_MUSE_RULE_BULLWHIP_HOSTILE_HERO_WIELDS_SOMETHING_AND_RN2_N, 5, i, rn2 (e, 5) == 0)
             && chk (e, NHS_MUSE_RULE_BULLWHIP_IT_WIELDS_THIS_WHIP, i, obj->wielded)
             && chk (e, NHS_MUSE_RULE_BULLWHIP_KNOWS_WHERE_THE_HERO_IS_AND_IS_ADJACENT, i,
                     sc->believed_dx == sc->hero_dx && sc->believed_dy == sc->hero_dy
                     && dist2 (0, 0, sc->hero_dx, sc->hero_dy) <= 2)
             && (!e->v->muse_bullwhip_not_engulfed || chk (e, NHS_MUSE_RULE_BULLWHIP_THE_HERO_IS_NOT_ENGULFED, i, !sc->swallowed))
             && chk (e, e->v->muse_bullwhip_spares_welded
                        ? NHS_MUSE_RULE_BULLWHIP_THE_HERO_CAN_LET_GO_OF_THE_WEAPON_NOT_WELDED_NOT_A
                        : NHS_MUSE_RULE_BULLWHIP_THE_HERO_CAN_LET_GO_OF_THE_WEAPON_NOT_A_CURSED_LOAD, i,
                     hero_can_let_go (e));
      else
        ok = chk (e, NHS_MUSE_RULE_BULLWHIP_HOSTILE_HERO_WIELDS_SOMETHING_IT_WIELDS_THIS_WHIP, i, obj->wielded)
             && chk (e, NHS_MUSE_RULE_BULLWHIP_THE_HERO_IS_ORTHOGONALLY_ADJACENT, i, dist2 (0, 0, sc->hero_dx, sc->hero_dy) == 1)
             && (!e->v->muse_bullwhip_spares_cursed_weapon
                 || chk (e, NHS_MUSE_RULE_BULLWHIP_THE_HERO_S_WEAPON_IS_NOT_CURSED, i, !sc->weapon_cursed));
      if (ok)
        choose (st, M_BULLWHIP, i);
    }
  NOMORE (M_WAN_MAKE_INVISIBLE);
  if (obj->kind == NHS_MI_WAN_MAKE_INVISIBLE && chk (e, NHS_MUSE_RULE_WAND_OF_MAKE_INVISIBLE_CHARGED, i, obj->spe > 0)

      && invisibility_wanted (e, i))
    choose (st, M_WAN_MAKE_INVISIBLE, i);
  NOMORE (M_POT_INVISIBILITY);
  if (obj->kind == NHS_MI_POT_INVISIBILITY
      && invisibility_wanted (e, i))
    choose (st, M_POT_INVISIBILITY, i);
  NOMORE (M_WAN_SPEED_MONSTER);
  if (obj->kind == NHS_MI_WAN_SPEED_MONSTER && chk (e, NHS_MUSE_RULE_WAND_OF_SPEED_MONSTER_CHARGED, i, obj->spe > 0)

      && speed_wanted (e, i))
    choose (st, M_WAN_SPEED_MONSTER, i);
  NOMORE (M_POT_SPEED);
  if (obj->kind == NHS_MI_POT_SPEED
      && speed_wanted (e, i))
    choose (st, M_POT_SPEED, i);
  NOMORE (M_WAN_POLYMORPH);
  if (obj->kind == NHS_MI_WAN_POLYMORPH && chk (e, NHS_MUSE_RULE_WAND_OF_POLYMORPH_CHARGED, i, obj->spe > 0)
      && chk (e, NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_DIFFICULTY_6, i, !shapeshifter (d) && d->difficulty < 6))
    choose (st, M_WAN_POLYMORPH, i);
  NOMORE (M_POT_POLYMORPH);
  if (obj->kind == NHS_MI_POT_POLYMORPH
      && chk (e, NHS_MUSE_RULE_POLYMORPH_NOT_A_SHAPESHIFTER_DIFFICULTY_6, i, !shapeshifter (d) && d->difficulty < 6))
    choose (st, M_POT_POLYMORPH, i);
  NOMORE (M_BAG);
  if (e->v->muse_37_items && obj->kind == NHS_MI_CONTAINER
      && chk_n (e, NHS_MUSE_RULE_CONTAINER_RN2_N, 5, i, rn2 (e, 5) == 0)
      && chk (e, NHS_MUSE_RULE_CONTAINER_NOT_SCHROEDINGER_S_BOX_A_LARGE_BOX_WITH_SPE_1, i,
              !(strcmp (obj->name, "large box") == 0 && obj->spe == 1))
      && chk (e, NHS_MUSE_RULE_CONTAINER_NOTHING_ELSE_CHOSEN_YET, i, st->has == 0)
      && chk (e, NHS_MUSE_RULE_CONTAINER_HAS_CONTENTS_NOT_LOCKED_NOT_TRAPPED, i, !obj->empty && !obj->locked && !obj->trapped))
    choose (st, M_BAG, i);
#undef NOMORE
}

/* ---- find_offensive ---- */

enum {
  O_NONE, O_WAN_DEATH, O_WAN_SLEEP, O_WAN_FIRE, O_WAN_COLD, O_WAN_LIGHTNING, O_WAN_MAGIC_MISSILE,
  O_WAN_STRIKING, O_SCR_FIRE, O_POT_PARALYSIS, O_POT_BLINDNESS, O_POT_CONFUSION, O_FROST_HORN,
  O_FIRE_HORN, O_POT_ACID, O_WAN_TELEPORTATION, O_POT_SLEEPING, O_SCR_EARTH, O_CAMERA, O_WAN_UNDEAD_TURNING,
  /* SLASH'EM */
  O_WAN_FIREBALL, O_WAN_DRAINING, O_POT_AMNESIA, O_WAN_CANCELLATION,
  /* xNetHack */
  O_POT_HALLUCINATION, O_POT_OIL, O_MAGIC_FLUTE,
  /* EvilHack */
  O_WAN_POLYMORPH, O_WAN_SLOW_MONSTER, O_SCR_CHARGING, O_SCR_STINKING_CLOUD, O_POT_POLYMORPH_THROW
};
static const char *off_names[] = {
  NULL, "MUSE_WAN_DEATH", "MUSE_WAN_SLEEP", "MUSE_WAN_FIRE", "MUSE_WAN_COLD", "MUSE_WAN_LIGHTNING",
  "MUSE_WAN_MAGIC_MISSILE", "MUSE_WAN_STRIKING", "MUSE_SCR_FIRE", "MUSE_POT_PARALYSIS",
  "MUSE_POT_BLINDNESS", "MUSE_POT_CONFUSION", "MUSE_FROST_HORN", "MUSE_FIRE_HORN", "MUSE_POT_ACID",
  "MUSE_WAN_TELEPORTATION", "MUSE_POT_SLEEPING", "MUSE_SCR_EARTH", "MUSE_CAMERA", "MUSE_WAN_UNDEAD_TURNING",
  "MUSE_WAN_FIREBALL", "MUSE_WAN_DRAINING", "MUSE_POT_AMNESIA", "MUSE_WAN_CANCELLATION",
  "MUSE_POT_HALLUCINATION", "MUSE_POT_OIL", "MUSE_MAGIC_FLUTE",
  "MUSE_WAN_POLYMORPH", "MUSE_WAN_SLOW_MONSTER", "MUSE_SCR_CHARGING", "MUSE_SCR_STINKING_CLOUD",
  "MUSE_POT_POLYMORPH_THROW"
};

/* mthrowu.c lined_up() / linedup() with the scenario's boulders */
static gboolean
lined_up (Eng *e)
{
  const NhsMuseScenario *sc = e->sc;
  int tbx = sc->believed_dx, tby = sc->believed_dy;
  gboolean ignore_boulders, clear = TRUE, walled = FALSE;
  int boulders = 0, dx, dy, x, y;

  if (!e->v->muse_linedup_ignores_hiding && sc->poly_data != NULL
      && chk_n (e, NHS_MUSE_RULE_POLYMORPHED_HERO_RN2_N_0, 25, -1, rn2 (e, 25) != 0)
      && chk (e, NHS_MUSE_RULE_THE_HERO_IS_HIDING, -1, sc->hero_hiding))
    return FALSE;
  ignore_boulders = nhs_muse_racial_flag (e->sc, NHS_M2_ROCKTHROW) || carrying (sc, NHS_MI_WAN_STRIKING, NULL);
  if (chk (e, NHS_MUSE_RULE_IT_THINKS_THE_HERO_IS_ON_ITS_OWN_SQUARE, -1, tbx == 0 && tby == 0))
    return FALSE;
  if (!chk_n (e, NHS_MUSE_RULE_STRAIGHT_LINE_OR_DIAGONAL_FEWER_THAN_N_SQUARES, e->v->muse_bolt_lim, -1,
              nhs_muse_lined_up_within (e->v, tbx, tby)))
    return FALSE;
  dx = (tbx > 0) - (tbx < 0);
  dy = (tby > 0) - (tby < 0);
  /* a wall between blocks the line (blocking_terrain, or the vision
     test); one on the square it believes the hero is on blocks only the
     boulder walk below (clear_path looks between the ends) */
  for (x = dx, y = dy; x != tbx || y != tby; x += dx, y += dy)
    if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y))
      walled = TRUE;
  if (walled && chk (e, NHS_MUSE_RULE_A_WALL_IN_THE_LINE, -1, TRUE))
    return FALSE;
  if (e->v->muse_linedup_boulders_block && tbx == sc->hero_dx && tby == sc->hero_dy && dx != 0 && dy != 0)
    {
      /* 3.4.3 asks the hero's vision (couldsee): it does not pass between
         two walls that meet at a corner of the line, except on the first
         and the last step */
      gboolean squeezed = FALSE;
      /* the steps from square k to k + 1 of the line, for k = 1 .. n - 2 */
      for (int k = 1, n = ABS (tbx); k + 1 < n; k++)
        {
          x = k * dx, y = k * dy;
          if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x + dx, y) && nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y + dy))
            squeezed = TRUE;
        }
      if (chk (e, NHS_MUSE_RULE_A_DIAGONAL_GAP_BETWEEN_TWO_WALLS_IN_THE_LINE, -1, squeezed))
        return FALSE;
    }
  for (x = dx, y = dy; x != tbx || y != tby; x += dx, y += dy)
    if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_BOULDER, x, y))
      clear = FALSE;
  if (chk (e, NHS_MUSE_RULE_A_CLEAR_LINE_NO_BOULDER_BETWEEN, -1, clear))
    return TRUE;
  if (e->v->muse_linedup_boulders_block)
    return FALSE;
  if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, tbx, tby) && chk (e, NHS_MUSE_RULE_A_WALL_IN_THE_LINE, -1, TRUE))
    return FALSE;
  for (x = dx, y = dy;; x += dx, y += dy)
    {
      if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_BOULDER, x, y))
        boulders++;
      if (x == tbx && y == tby)
        break;
    }
  if (chk (e, NHS_MUSE_RULE_THROWS_BOULDERS_OR_CARRIES_A_WAND_OF_STRIKING_BOULDERS_DO_NO, -1, ignore_boulders))
    return TRUE;
  return chk_n (e, NHS_MUSE_RULE_BOULDERS_IN_THE_WAY_N_RN2_2_BOULDERS_2, boulders, -1, rn2 (e, 2 + boulders) < 2);
}

/* ---- EvilHack: another monster as find_offensive()'s target ---- */

static gboolean
mh_has (const NhsMonster *m,
        NhsMFlag          flag)
{
  return nhs_monster_has (m, flag);
}

static gboolean
names_one_of (const NhsMonster  *m,
              const char *const *names)
{
  for (; *names != NULL; names++)
    if (name_is (m, *names))
      return TRUE;
  return FALSE;
}

/* mondata.h is_blight (): EvilHack's twig, tree and needle blights and the
   Gulthias tree */
gboolean
nhs_muse_evil_is_blight (const NhsMonster *m)
{
  static const char *const blights[] = { "twig blight", "tree blight", "needle blight", "Gulthias tree", NULL };

  return names_one_of (m, blights);
}

static gboolean
is_rat_m (const NhsMonster *m)
{
  static const char *const rats[] = { "sewer rat", "giant rat", "rabid rat", "enormous rat",
                                      "rodent of unusual size", NULL };
  return names_one_of (m, rats);
}

static gboolean
is_bat_m (const NhsMonster *m)
{
  static const char *const bats[] = { "bat", "giant bat", "vampire bat", NULL };
  return names_one_of (m, bats);
}

/* mon.c mm_2way_aggression() for a monster made in its own form, of its
   species' race, on an ordinary level (not Purgatory or the Astral Plane),
   no monster carrying the Amulet, none tame */
static gboolean
mm_2way_aggression (const NhsMonster *a,
                    const NhsMonster *d,
                    const NhsMonster *a_race,
                    const NhsMonster *d_race,
                    gboolean          d_peaceful,
                    gboolean          d_tame)
{
  static const char *const ents[] = { "ent", "elder ent", "petrified ent", NULL };
  static const char *const flayers[] = { "mind flayer", "master mind flayer", "alhoon", NULL };
  gboolean living = !is_nonliving (a) && !is_nonliving (d);

  if (sound_is (a, "MS_GUARDIAN") && !d_peaceful && !sound_is (d, "MS_GUARDIAN") && !sound_is (d, "MS_LEADER"))
    return TRUE;
  /* racial_elf(), racial_drow(), racial_orc(), racial_aasimar() and
     racial_hobbit() read the race (mon_has_race()): A_RACE, D_RACE */
  if ((mh_has (a_race, NHS_MH_ELF) || mh_has (a_race, NHS_MH_DROW)) && mh_has (d_race, NHS_MH_ORC) && living)
    return TRUE;
  if (mh_has (a_race, NHS_MH_ELF) && mh_has (d_race, NHS_MH_DROW) && living)
    return TRUE;
  if (((mh_has (a, NHS_MH_ANGEL) && !name_is (a, "eldritch ki-rin")) || mh_has (a_race, NHS_MH_AASIMAR))
      && mh_has (d, NHS_MH_DEMON))
    return TRUE;
  if (mh_has (a, NHS_MH_ZOMBIE) && !is_nonliving (d))   /* is_vampshifter(): it is in its own form */
    return TRUE;
  if (name_is (a, "white unicorn") && name_is (d, "black unicorn"))
    return TRUE;
  if (name_is (a, "Nazgul") && mh_has (d_race, NHS_MH_HOBBIT) && !nhs_monster_has (d, NHS_M2_UNDEAD))
    return TRUE;
  if (name_is (a, "honey badger") && (name_is (d, "killer bee") || name_is (d, "queen bee")))
    return TRUE;
  if (name_is (a, "shambling horror") && d_tame)
    return TRUE;
  if (name_is (a, "ki-rin") && name_is (d, "eldritch ki-rin"))
    return TRUE;
  if (names_one_of (a, flayers) && name_is (d, "neothelid"))
    return TRUE;
  return names_one_of (a, ents) && nhs_muse_evil_is_blight (d);
}

/* EvilHack mon.c mm_aggression()'s Riders and huge monsters: a Rider or a
   monster of size MZ_HUGE (4) or more, the hero within distu 5, D tiny
   (MZ_TINY).  m_canseeu() (vision.h) reads the hero's invisibility against
   the monster's see-invisible and couldsee() of the monster's square, never
   the monster's own blindness: with a hero it can see (not invisible to it)
   nhs_muse_scenario_unmodelled () refuses walls, so couldsee() holds. */
static gboolean
steps_on_tiny (const NhsMuseScenario *sc,
               const NhsMonster      *d)
{
  return (is_rider (sc->data) || sc->data->size >= 4 /* MZ_HUGE */)
         && !nhs_muse_hero_invisible_to_it (sc)
         && dist2 (0, 0, sc->hero_dx, sc->hero_dy) <= 5 && d->size == 0 /* MZ_TINY */;
}

/* mon.c mm_aggression(): whether the monster (hostile, not tame, not
   berserk) will attack D.  The rule for Riders and huge monsters asks
   m_canseeu(); nhs_muse_scenario_unmodelled () refuses it beside walls. */
static gboolean
mm_aggression (Eng                *e,
               const NhsMuseOther *o)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *a = e->d, *d = o->data;
  static const char *const kathryn[] = { "Kathryn the Ice Queen", "Kathryn the Enchantress", NULL };
  static const char *const pseudo[] = { "pseudodragon", "elder pseudodragon", "ancient pseudodragon", NULL };

  if (sc->tame && o->tame)
    return FALSE;   /* pets do not fight each other */
  if (sound_is (a, "MS_SELL") && o->tame)
    return FALSE;
  if (sound_is (a, "MS_SOLDIER") && sound_is (d, "MS_SOLDIER"))
    return FALSE;
  /* priests of one god (mon_aligntyp ()) spare each other; where the
     scenario does not say both gods, priests_unsaid () refuses first */
  if (nhs_muse_priests_of_one_god (sc, o))
    return FALSE;
  if (((sound_is (a, "MS_SELL") || sound_is (a, "MS_PRIEST")) && (name_is (d, "watchman") || name_is (d, "watch captain")))
      || ((sound_is (d, "MS_SELL") || sound_is (d, "MS_PRIEST")) && (name_is (a, "watchman") || name_is (a, "watch captain"))))
    return FALSE;
  if (name_is (a, "purple worm") && name_is (d, "shrieker"))
    return TRUE;
  if (name_is (a, "woodchuck") && name_is (d, "Oracle"))
    return TRUE;
  if (name_is (a, "raven") && name_is (d, "floating eye"))
    return TRUE;
  if (class_is (a, "S_SPIDER") && (class_is (d, "S_ANT") || class_is (d, "S_XAN")))
    return TRUE;
  if (is_bat_m (a) && (class_is (d, "S_ANT") || class_is (d, "S_XAN")) && nhs_monster_has (d, NHS_M1_FLY))
    return TRUE;
  if ((class_is (a, "S_FELINE") || names_one_of (a, pseudo)) && is_rat_m (d))
    return TRUE;
  /* a hostile berserk monster lashes out 1 time in 3 when it sees the hero
     (m_canseeu(): the hero not invisible to it; with walls refused) */
  if (e->v->muse_berserk && sc->berserk && !sc->peaceful
      && chk_n (e, NHS_MUSE_RULE_BERSERK_LASHES_OUT_RN2_N, 3, -1, rn2 (e, 3) == 0)
      && chk (e, NHS_MUSE_RULE_IT_CAN_SEE_THE_HERO, -1, !nhs_muse_hero_invisible_to_it (sc)))
    return TRUE;
  if (steps_on_tiny (sc, d) && !sc->peaceful)
    return TRUE;
  if (name_is (a, "mind flayer larva") && !is_nonliving (d)
      && (class_is (d, "S_HUMAN") || class_is (d, "S_KOP") || (class_is (d, "S_HUMANOID") && !mh_has (d, NHS_MH_ILLITHID))
          || class_is (d, "S_GNOME") || class_is (d, "S_ORC") || class_is (d, "S_GIANT")))
    return TRUE;
  if (name_is (a, "neothelid") && !nhs_monster_has (d, NHS_M1_MINDLESS))
    return TRUE;
  if (names_one_of (a, kathryn) && attacks_with (d, "AT_STNG", NULL))
    return TRUE;
  if (name_is (a, "Gollum") && (name_is (d, "piranha") || is_bat_m (d) || class_is (d, "S_ORC")))
    return TRUE;
  if (sc->tame && name_is (d, "Lucifer"))
    return TRUE;
  return mm_2way_aggression (a, d, nhs_muse_race_of (sc), nhs_muse_other_race_of (o), o->peaceful, o->tame)
         || mm_2way_aggression (d, a, nhs_muse_other_race_of (o), nhs_muse_race_of (sc), sc->peaceful, sc->tame);
}

gboolean
nhs_muse_priests_of_one_god (const NhsMuseScenario *sc,
                             const NhsMuseOther    *o)
{
  return sound_is (sc->data, "MS_PRIEST") && sound_is (o->data, "MS_PRIEST") && sc->god != NHS_MUSE_GOD_UNKNOWN
         && sc->god == o->god;
}

int
nhs_muse_pet_balk (const NhsMuseScenario *sc)
{
  return sc->data->level + 5 * sc->hp / sc->hpmax - 2;
}

/* EvilHack mon.c mm_aggression () 3426-3430: two priests (MS_PRIEST)
   whose gods the scenario does not both say ("state.god", the other's
   "god"), where the gods decide: past the priests' rule a hostile berserk
   monster rolls rn2 (3) (the same god's priests roll nothing), and a later
   grudge holds only between two gods.  mm_aggression () without both gods
   answers as for two gods; where that is no grudge and nothing is rolled,
   the same god's answer (none) is the same. */
static gboolean
priest_gods_unsaid (const NhsMuseScenario *sc,
                    const NhsMuseOther    *o)
{
  return sound_is (sc->data, "MS_PRIEST") && sound_is (o->data, "MS_PRIEST")
         && (sc->god == NHS_MUSE_GOD_UNKNOWN || o->god == NHS_MUSE_GOD_UNKNOWN);
}

static gboolean
priests_unsaid (Eng                *e,
                const NhsMuseOther *o)
{
  const NhsMuseScenario *sc = e->sc;

  if (!priest_gods_unsaid (sc, o))
    return FALSE;
  if (e->v->muse_berserk && sc->berserk && !sc->peaceful)
    return TRUE;
  return mm_aggression (e, o);
}

/* EvilHack mondata.h ptr_resists_sick () (57-66) */
static gboolean
evil_ptr_resists_sick (const NhsMonster *p)
{
  static const char *const named[] = { "baby green dragon", "green dragon", "giant leech", "giant cockroach", "locust",
                                       "Kathryn the Ice Queen", "Kathryn the Enchantress", "convict", "air elemental",
                                       "earth elemental", "fire elemental", "water elemental", NULL };

  return class_is (p, "S_FUNGUS") || is_nonliving (p) || class_is (p, "S_ENT") || class_is (p, "S_PLANT")
         || mh_has (p, NHS_MH_ANGEL) || nhs_monster_has (p, NHS_M2_DEMON) || is_rider (p) || names_one_of (p, named);
}

/* EvilHack: whether the pet resists a gray fungus's disease
   (dogmove.c 1491-1492): resists_sick () of its species or the race it
   was made with (mondata.h 68-70), or defended (AD_DISE) (mondata.c
   102-136): a wielded artifact that defends against it (a scenario's
   items are none), an adult green dragon (its own scales, already in
   resists_sick ()), or worn green dragon scales (artifact.c defends ()) */
static gboolean
evil_pet_resists_disease (const NhsMuseScenario *sc)
{
  if (evil_ptr_resists_sick (sc->data) || evil_ptr_resists_sick (nhs_muse_race_of (sc)))
    return TRUE;
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = item_at (sc, i);

      if (it->worn && it->object != NULL && strcmp (it->object->name, "green dragon scales") == 0)
        return TRUE;
    }
  return FALSE;
}

/* EvilHack dogmove.c acceptable_pet_target () 1453-1458: the support
   casters, who spare a peaceful monster that is not badly hurt */
gboolean
nhs_muse_pet_support_caster (const NhsMonster *m)
{
  static const char *const support[] = { "gnoll cleric", "kobold shaman", "goblin shaman", "orc shaman",
                                         "hill giant shaman", "drow cleric", "tortle shaman", NULL };

  return names_one_of (m, support);
}

/* dogmove.c acceptable_pet_target (pet, o, ranged) (EvilHack 1422-1499)
   with no pet orders given (petstrat 0), the pet not summoned: *accept
   is the chance it accepts o (a floating eye, a gelatinous cube, or a
   green slime unless the pet is slimeproof (), is refused when rn2 (10)
   is not 0). Its m_lev is its species' level; o's hit points not given
   are full, as made. FALSE where the scenario does not say: a melee
   target's level or hit points not given where they count, two priests
   whose gods are not both given (the same god's spare each other), a
   peaceful one whose faith or the pet's (a priest's or minion's, and its
   god: nhs_muse_pet_faith_unsaid ()) is not said where score_targ ()
   reads it. */
static gboolean
accepts (Eng                *e,
         const NhsMuseOther *o,
         gboolean            ranged,
         NhsQ64             *accept)
{
  const NhsMuseScenario *sc = e->sc;
  gboolean grudge, expl = attacks_with (e->d, "AT_EXPL", NULL), refused;
  guint res = nhs_muse_mon_resists_worn (sc, G_MAXUINT);
  int balk = nhs_muse_pet_balk (sc);

  *accept = NHS_Q64_ZERO;
  if (o->tame && !sc->conflict)
    return TRUE;
  /* ... and a pet's score_targ () puts a peaceful priest or minion of its
     own faith last (nhs-muse-pet.c same_faith ()) */
  if (!ranged && (nhs_muse_pet_faith_unsaid (sc, o) || priests_unsaid (e, o)))
    return FALSE;
  grudge = mm_aggression (e, o);
  if (grudge)
    balk = o->level + 1;
  if (!ranged && (!o->has_level || o->hp <= 0))
    return FALSE;
  refused = (nhs_muse_pet_support_caster (e->d) && o->peaceful && !sc->conflict
             && (o->hp <= 0 || o->hpmax / o->hp < 4))
            || ((sc->hp * 4 < sc->hpmax || sound_is (o->data, "MS_GUARDIAN") || sound_is (o->data, "MS_LEADER"))
                && o->peaceful && !grudge && !sc->conflict);
  if (!ranged)
    refused = refused || (o->level >= balk && !expl) || nhs_muse_max_passive_dmg (o->data, e->d, res) >= sc->hp
              || (nhs_muse_touch_petrifies (o->data->name) && !(res & NHS_MR_STONE))
              || (name_is (o->data, "gray fungus") && !evil_pet_resists_disease (sc))
              || ((name_is (o->data, "black dragon") || name_is (o->data, "antimatter vortex"))
                  && !(res & NHS_MR_DISINT));
  if (refused)
    return TRUE;
  *accept = NHS_Q64_ONE;
  if (!ranged)
    {
      gboolean free_action = nhs_muse_pet_wears_prop (sc, G_MAXUINT, "FREE_ACTION");

      /* the floating eye: the pet sees (mcansee), has eyes, the eye sees
         and is not invisible (the scenario's others are neither blind nor
         invisible); no free action, no reflection */
      if ((name_is (o->data, "floating eye") && !sc->blind && !nhs_monster_has (e->d, NHS_M1_NOEYES)
           && !free_action && !nhs_muse_pet_reflects (sc, G_MAXUINT))
          || (name_is (o->data, "gelatinous cube") && !free_action)
          || (name_is (o->data, "green slime") && !nhs_muse_evil_slimeproof (e->d)))
        *accept = nhs_q64 (1, 10);
    }
  return TRUE;
}

/* the same for ranged TRUE, a monster at full HP unless told: whether it
   accepts (no roll then) */
static gboolean
pet_target_ok (Eng                *e,
               const NhsMuseOther *o)
{
  NhsQ64 a;

  (void) accepts (e, o, TRUE, &a);
  return !nhs_q64_is_zero (a);
}

gboolean
nhs_muse_pet_accepts (const NhsMuseScenario *sc,
                      const NhsMuseOther    *o,
                      NhsQ64                *accept)
{
  Eng e;

  /* a tame monster is peaceful, so mm_aggression () rolls nothing */
  g_return_val_if_fail (sc->tame && sc->peaceful, FALSE);
  memset (&e, 0, sizeof e);
  e.sc = sc;
  e.v = sc->variant;
  e.d = sc->data;
  return accepts (&e, o, FALSE, accept);
}

static const int dir_x[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dir_y[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };

/* mthrowu.c mfind_target() for a hostile monster that is not tame, not
   covetous and not under Conflict, once the hero was not lined up: from
   direction `start` around all eight, the first monster it attacks at 2 to
   BOLT_LIM squares in each direction, up to a wall, that is tougher
   (difficulty) than the previous direction's answer; the last direction's
   answer is the target.  Returns its index in other_monsters, or -1. */
static int
mfind_other_from (Eng      *e,
                  int       start,
                  gboolean  conflicted)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMuseOther *old = NULL, *ret = NULL;

  for (int k = 0; k < 8; k++)
    {
      int dir = (start + k) % 8, x = 0, y = 0;
      ret = NULL;
      for (int i = 0; i < e->v->muse_bolt_lim; i++)
        {
          const NhsMuseOther *o;
          x += dir_x[dir], y += dir_y[dir];
          if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y))
            break;
          if (!conflicted && ((sc->peaceful && x == sc->believed_dx && y == sc->believed_dy)
                              || (sc->tame && x == sc->hero_dx && y == sc->hero_dy)))
            {
              ret = old;   /* a peaceful monster or a pet does not shoot past the hero */
              break;
            }
          if ((o = monster_at (sc, x, y)) == NULL)
            continue;
          if (sc->tame && !o->tame && pet_target_ok (e, o) && i > 0)
            {
              if (old == NULL || o->data->difficulty > old->data->difficulty)
                {
                  ret = o;
                  break;
                }
            }
          else if (mm_aggression (e, o) || conflicted)
            {
              if (sc->tame && !conflicted && !pet_target_ok (e, o))
                {
                  ret = old;
                  break;
                }
              /* two pets never reach here unless conflicted (mm_aggression
                 spares them), so the game's !rn2(5) between them is never rolled */
              if (i > 0 && (old == NULL || o->data->difficulty > old->data->difficulty))
                {
                  ret = o;
                  break;
                }
            }
          if (sc->tame && o->tame)
            {
              ret = old;
              break;
            }
        }
      old = ret;
    }
  for (guint i = 0; i < sc->others->len; i++)
    if (sc->others->pdata[i] == ret)
      return (int) i;
  return -1;
}

/* mfind_target()'s rn2(8) picks the first direction; rolled only when
   the answer depends on it (always first when a berserk monster's own
   rolls follow it) */
static int
mfind_other (Eng      *e,
             gboolean  conflicted)
{
  int at[8];
  gboolean same = TRUE;

  if (e->v->muse_berserk && e->sc->berserk && !e->sc->peaceful)
    return mfind_other_from (e, rn2 (e, 8), conflicted);
  for (int s = 0; s < 8; s++)
    {
      at[s] = mfind_other_from (e, s, conflicted);
      same &= at[s] == at[0];
    }
  return same ? at[0] : at[rn2 (e, 8)];
}

/* mfind_target()'s `conflicted`: the hero's Conflict, the monster in view
   (couldsee(); with walls refused) within BOLT_LIM squares, and zap.c
   resist(mon, RING_CLASS, 0, 0) failing: a player monster always resists;
   else rn2(100 + 5 - level) < mr + 20 * magic cancellation (1 for a high
   priest, an aligned priest or a minion; worn items refused) */
static gboolean
conflicted_now (Eng *e)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  int lim = e->v->muse_bolt_lim, dlev, mr, n;

  if (!sc->conflict || dist2 (0, 0, sc->hero_dx, sc->hero_dy) > lim * lim)
    return FALSE;
  if (sc->mplayer)
    return FALSE;   /* resist() lets a player monster pass against Conflict */
  dlev = CLAMP (d->level, 1, 50);
  mr = d->mr + 20 * ((name_is (d, "high priest") || name_is (d, "aligned priest")
                      || nhs_monster_has (d, NHS_M2_MINION)) ? 1 : 0);
  mr = MIN (mr, 100);
  n = 100 + 5 - dlev;
  return chk_n (e, NHS_MUSE_RULE_CONFLICT_REACHES_IT_N, n, -1, !roll_below (e, n, mr));
}

/* mthrowu.c mlined_up() for a monster that is not tame: linedup() from
   the target to it with boulders blocking (clear_path() between the ends) */
static gboolean
mlined_up_other (Eng                *e,
                 const NhsMuseOther *o)
{
  int dx = (o->dx > 0) - (o->dx < 0), dy = (o->dy > 0) - (o->dy < 0);

  if (!nhs_muse_lined_up_within (e->v, o->dx, o->dy))
    return FALSE;
  for (int x = dx, y = dy; x != o->dx || y != o->dy; x += dx, y += dy)
    if (nhs_muse_feature_at (e->sc, NHS_MUSE_FEATURE_WALL, x, y) || nhs_muse_feature_at (e->sc, NHS_MUSE_FEATURE_BOULDER, x, y))
      return FALSE;
  /* a pet (not confused) does not fire past the hero or another pet */
  if (e->sc->tame && !e->sc->confused)
    for (int x = dx, y = dy; x != o->dx || y != o->dy; x += dx, y += dy)
      {
        const NhsMuseOther *m = monster_at (e->sc, x, y);
        if ((x == e->sc->hero_dx && y == e->sc->hero_dy) || (m != NULL && m->tame))
          return FALSE;
      }
  return TRUE;
}

static gboolean
in_sanctuary (const NhsMuseScenario *sc)
{
  if (nhs_monster_has (sc->data, NHS_M2_MINION) || is_rider (sc->data))
    return FALSE;
  if (sc->alignment_record <= -4)
    return FALSE;
  if (!sc->hero_in_temple || !sc->monster_in_temple)
    return FALSE;
  return sc->temple == NHS_MUSE_TEMPLE_COALIGNED;
}

/* muse.c m_use_undead_turning(): a corpse on the floor on the line from the
   monster through the hero's real square to 3 squares beyond, in the
   direction of where it believes the hero is (linedup_callback) */
static gboolean
corpse_in_line (Eng *e)
{
  const NhsMuseScenario *sc = e->sc;
  int ax = sc->hero_dx + 3 * ((sc->believed_dx > 0) - (sc->believed_dx < 0));
  int ay = sc->hero_dy + 3 * ((sc->believed_dy > 0) - (sc->believed_dy < 0));
  int dx, dy, x = 0, y = 0;

  if (ax == 0 && ay == 0)
    return FALSE;
  if (!nhs_muse_lined_up_within (e->v, ax, ay))
    return FALSE;
  dx = (ax > 0) - (ax < 0);
  dy = (ay > 0) - (ay < 0);
  do
    {
      x += dx, y += dy;
      if (nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y))
        return FALSE;
      for (guint i = 0; i < sc->features->len; i++)
        {
          NhsMuseFeature *f = sc->features->pdata[i];
          if (f->kind == NHS_MUSE_FEATURE_OBJECT && f->dx == x && f->dy == y && g_str_has_suffix (f->name, " corpse"))
            return TRUE;
        }
    }
  while (x != ax || y != ay);
  return FALSE;
}

/* muse.c hero_behind_chokepoint(): seen from the monster, both squares
   beside the one behind the hero are inaccessible */
static gboolean
hero_behind_chokepoint (Eng *e)
{
  const NhsMuseScenario *sc = e->sc;
  int dx = (0 > sc->believed_dx) - (0 < sc->believed_dx), dy = (0 > sc->believed_dy) - (0 < sc->believed_dy);
  int x = sc->believed_dx + dx, y = sc->believed_dy + dy;
  /* xytodir order: W NW N NE E SE S SW (DIR_LEFT2 / DIR_RIGHT2: 90 degrees) */
  static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 }, ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };
  int dir = 0;

  for (int k = 0; k < 8; k++)
    if (xdir[k] == dx && ydir[k] == dy)
      dir = k;
  if (dx == 0 && dy == 0)
    dir = -1;
  {
    int l = dir < 0 ? 6 : (dir + 6) % 8, r = dir < 0 ? 2 : (dir + 2) % 8;
    if (dir < 0)
      {
        /* xytodir(0,0) is DIR_ERR (-1): DIR_CLAMP(-3) = 5, DIR_CLAMP(1) = 1 */
        l = 5;
        r = 1;
      }
    return nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x + xdir[l], y + ydir[l])
           && nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x + xdir[r], y + ydir[r]);
  }
}

/* muse.c mon_has_friends(): a hostile monster next to this hostile one */
static gboolean
has_friends (Eng *e)
{
  if (e->sc->peaceful)
    return FALSE;
  for (guint i = 0; i < e->sc->others->len; i++)
    {
      NhsMuseOther *o = e->sc->others->pdata[i];
      if (ABS (o->dx) <= 1 && ABS (o->dy) <= 1 && !o->peaceful)
        return TRUE;
    }
  return FALSE;
}

/* the monster a corpse, egg or tin is made of: the scenario's item's or
   floor object's of that name (resolve sets it), else NULL */
static const NhsMonster *
made_of_data (Eng                   *e,
              const NhsMuseItemInfo *obj)
{
  if (obj->made_of == NULL)
    return NULL;
  for (guint i = 0; i < e->sc->items->len; i++)
    if (g_ascii_strcasecmp (item_at (e->sc, i)->name, obj->name) == 0)
      return item_at (e->sc, i)->made_of_data;
  for (guint k = 0; k < e->sc->features->len; k++)
    {
      const NhsMuseFeature *f = e->sc->features->pdata[k];
      if (f->object == obj)
        return f->made_of_data;
    }
  return NULL;
}

/* muse.c searches_for_item () for a corpse, tin or egg: a corpse that
   petrifies by touch (touch_petrifies (): the cockatrice and chickatrice)
   when it wears gloves; a corpse, and since 3.6.0 a tin it can open
   (`tins`), that cures stoning (cures_stoning (): a lizard's or an acidic
   monster's; green slime, which 3.6.7 excepts, leaves no corpse) when it
   does not resist stoning; an egg that petrifies by touch */
static gboolean
searches_for_made_of (Eng                   *e,
                      const NhsMuseItemInfo *obj,
                      gboolean               tins)
{
  const NhsMonster *f = made_of_data (e, obj);
  const char *base = obj->object->name;
  gboolean touch = nhs_muse_touch_petrifies (obj->made_of);
  gboolean cures = strcmp (obj->made_of, "lizard") == 0 || (f != NULL && nhs_monster_has (f, NHS_M1_ACID));
  gboolean stone = (nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_STONE) != 0;
  gboolean gloves = FALSE;

  for (guint i = 0; i < e->sc->items->len; i++)
    gloves |= item_at (e->sc, i)->worn && item_at (e->sc, i)->object != NULL
              && strcmp (item_at (e->sc, i)->object->slot, "gloves") == 0;
  if (strcmp (base, "corpse") == 0)
    return (touch && gloves) || (!stone && cures);
  if (strcmp (base, "tin") == 0)
    return tins && could_eat_tin (e->sc) && !stone && cures;
  return strcmp (base, "egg") == 0 && touch;
}

/* EvilHack searches_for_item() (muse.c 4335-4478).  Not modelled: the
   ammunition a monster that needs it seeks (mon_wants_ammo(): weapons and
   gems are then "no"), artifacts, royal jelly. */
static gboolean
searches_for_evil (Eng                   *e,
                   const NhsMuseItemInfo *obj,
                   int                    spe,
                   gboolean               cursed)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const char *n = obj->name;
  gboolean gaze = attacks_with (d, "AT_GAZE", NULL);
  gboolean satyr = name_is (d, "satyr");

#define IS(x) (strcmp (n, (x)) == 0)
  if (obj->kind == NHS_MI_WAN_MAKE_INVISIBLE || obj->kind == NHS_MI_POT_INVISIBILITY || IS ("ring of invisibility")
      || IS ("ring of lustrous"))
    return !sc->invisible && !carrying_worn_wrapping (sc) && !gaze;
  if (obj->kind == NHS_MI_WAN_SPEED_MONSTER || obj->kind == NHS_MI_POT_SPEED)
    return nhs_muse_mon_speed (sc) != NHS_MUSE_SPEED_FAST;
  switch (obj->oclass)
    {
    case NHS_OC_WAND:
      if (spe <= 0)
        return FALSE;
      if (obj->kind == NHS_MI_WAN_DIGGING)
        return !is_floater (d, e->v) && !levitates (e);
      return (obj->object->flags & NHS_OBJ_RAY) != 0 || obj->kind == NHS_MI_WAN_STRIKING
             || obj->kind == NHS_MI_WAN_TELEPORTATION || obj->kind == NHS_MI_WAN_CREATE_MONSTER
             || obj->kind == NHS_MI_WAN_CANCELLATION || obj->kind == NHS_MI_WAN_WISHING
             || obj->kind == NHS_MI_WAN_POLYMORPH || obj->kind == NHS_MI_WAN_UNDEAD_TURNING
             || obj->kind == NHS_MI_WAN_SLOW_MONSTER;
    case NHS_OC_POTION:
      switch (obj->kind)
        {
        case NHS_MI_POT_HEALING: case NHS_MI_POT_EXTRA_HEALING: case NHS_MI_POT_FULL_HEALING:
        case NHS_MI_POT_POLYMORPH: case NHS_MI_POT_GAIN_LEVEL: case NHS_MI_POT_PARALYSIS:
        case NHS_MI_POT_SLEEPING: case NHS_MI_POT_ACID: case NHS_MI_POT_CONFUSION:
        case NHS_MI_POT_HALLUCINATION: case NHS_MI_POT_OIL:
          return TRUE;
        case NHS_MI_POT_BLINDNESS:
          return !gaze;
        case NHS_MI_POT_BOOZE:
          return satyr;
        default:
          return FALSE;
        }
    case NHS_OC_SCROLL:
      return obj->kind == NHS_MI_SCR_TELEPORTATION || obj->kind == NHS_MI_SCR_CREATE_MONSTER
             || obj->kind == NHS_MI_SCR_EARTH || obj->kind == NHS_MI_SCR_FIRE || obj->kind == NHS_MI_SCR_REMOVE_CURSE
             || (obj->kind == NHS_MI_SCR_STINKING_CLOUD && !sc->blind) || obj->kind == NHS_MI_SCR_CHARGING;
    case NHS_OC_AMULET:
      if (IS ("amulet of life saving"))
        return !is_nonliving (d);
      if (IS ("amulet of reflection") || IS ("amulet of flying") || IS ("amulet of guarding") || IS ("amulet of ESP")
          || IS ("amulet of magic resistance"))
        return TRUE;
      if (IS ("Amulet of Yendor") || IS ("cheap plastic imitation of the Amulet of Yendor"))
        return carrying (sc, NHS_MI_AMULET_OF_YENDOR, NULL) == NULL;
      return FALSE;
    case NHS_OC_TOOL:
      if (IS ("pick-axe"))
        return nhs_muse_racial_flag (e->sc, NHS_M1_NEEDPICK);
      if (obj->kind == NHS_MI_UNICORN_HORN)
        return !cursed && !(nhs_monster_has (d, NHS_M2_JEWELS) && class_is (d, "S_UNICORN"))
               && !name_is (d, "ki-rin") && !name_is (d, "eldritch ki-rin");
      if (obj->kind == NHS_MI_FROST_HORN || obj->kind == NHS_MI_FIRE_HORN)
        return spe > 0 && can_blow (d);
      if (obj->kind == NHS_MI_PAN_FLUTE)
        return !satyr;
      if (IS ("skeleton key") || IS ("lock pick") || IS ("credit card") || IS ("magic key"))
        return TRUE;
      if ((IS ("bag of holding") && !cursed) || IS ("oilskin sack") || IS ("sack")
          || (obj->kind == NHS_MI_BAG_OF_TRICKS && spe > 0))
        return TRUE;
      return obj->kind == NHS_MI_FIGURINE || (obj->kind == NHS_MI_EXPENSIVE_CAMERA && spe > 0);
    case NHS_OC_FOOD:
      return obj->made_of != NULL && searches_for_made_of (e, obj, TRUE);
    case NHS_OC_RING:
      /* on the floor spe is 0: protection and the increases are not sought */
      if (IS ("ring of see invisible"))
        return !nhs_muse_racial_flag (e->sc, NHS_M1_SEE_INVIS);
      if (IS ("ring of fire resistance"))
        return !(nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_FIRE);
      if (IS ("ring of cold resistance"))
        return !(nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_COLD);
      if (IS ("ring of shock resistance"))
        return !(nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_ELEC);
      if (IS ("ring of poison resistance"))
        return !(nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_POISON);
      /* (mondata.c mon_prop (): its own flag, or a worn object of the
         property) */
      if (IS ("ring of slow digestion"))
        return !nhs_muse_pet_wears_prop (e->sc, G_MAXUINT, "SLOW_DIGESTION");
      if (IS ("ring of regeneration"))
        return !nhs_monster_has (d, NHS_M1_REGEN) && !nhs_muse_pet_wears_prop (e->sc, G_MAXUINT, "REGENERATION");
      if (IS ("ring of levitation"))
        return !nhs_monster_has (d, NHS_M1_FLY) && !is_floater (d, e->v) && !nhs_monster_has (d, NHS_M1_CLING)
               && !levitates (e);
      if (IS ("ring of free action") || IS ("ring of ancient"))
        return TRUE;
      if (IS ("ring of teleportation"))
        return !nhs_monster_has (d, NHS_M1_TPORT) && !nhs_muse_pet_wears_prop (e->sc, G_MAXUINT, "TELEPORT");
      if (IS ("ring of teleport control"))
        return !nhs_monster_has (d, NHS_M1_TPORT_CNTRL) && !nhs_monster_has (d, NHS_M3_COVETOUS)
               && !nhs_muse_pet_wears_prop (e->sc, G_MAXUINT, "TELEPORT_CONTROL");
      if (IS ("ring of protection") || IS ("ring of increase damage") || IS ("ring of increase accuracy"))
        return spe > 0;
      return FALSE;
    default:
      return FALSE;
    }
#undef IS
}

/* muse.c searches_for_item(): an object it can use.  `spe` and `cursed` are
   the object's (on the floor: 0 and uncursed, so no wand, horn or camera).
   The version's differences are the muse_* fields that name them. */
static gboolean
searches_for (Eng                   *e,
              const NhsMuseItemInfo *obj,
              int                    spe,
              gboolean               cursed)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsVariant *v = e->v;
  const NhsMonster *d = e->d;
  gboolean gaze = attacks_with (d, "AT_GAZE", NULL);

  if (obj == NULL || nhs_monster_has (d, NHS_M1_ANIMAL) || nhs_monster_has (d, NHS_M1_MINDLESS)
      || name_is (d, "ghost"))
    return FALSE;
  if (v->muse_evil_pickup)
    return searches_for_evil (e, obj, spe, cursed);
  if (obj->made_of != NULL)
    return searches_for_made_of (e, obj, v->muse_lizard_when_stunned);
  if (obj->oclass == NHS_OC_WAND && spe <= 0)
    return FALSE;
  switch (obj->kind)
    {
    case NHS_MI_WAN_MAKE_INVISIBLE: case NHS_MI_POT_INVISIBILITY:
      return !sc->invisible && !carrying_worn_wrapping (sc) && !gaze;
    case NHS_MI_WAN_SPEED_MONSTER: case NHS_MI_POT_SPEED:
      return nhs_muse_mon_speed (sc) != NHS_MUSE_SPEED_FAST;
    case NHS_MI_WAN_DIGGING:
      return !is_floater (d, v);
    case NHS_MI_WAN_POLYMORPH:
      return d->difficulty < 6;
    case NHS_MI_WAN_STRIKING: case NHS_MI_WAN_TELEPORTATION: case NHS_MI_WAN_CREATE_MONSTER:
      return TRUE;
    case NHS_MI_WAN_UNDEAD_TURNING:
      return v->muse_37_items;
    case NHS_MI_WAN_CREATE_HORDE: case NHS_MI_WAN_DRAINING: case NHS_MI_WAN_HEALING:
    case NHS_MI_WAN_EXTRA_HEALING: case NHS_MI_WAN_CANCELLATION:
      return v->muse_slashem_items;
    case NHS_MI_POT_HEALING: case NHS_MI_POT_EXTRA_HEALING: case NHS_MI_POT_FULL_HEALING:
    case NHS_MI_POT_POLYMORPH: case NHS_MI_POT_GAIN_LEVEL: case NHS_MI_POT_PARALYSIS:
    case NHS_MI_POT_SLEEPING: case NHS_MI_POT_ACID: case NHS_MI_POT_CONFUSION:
    case NHS_MI_SCR_TELEPORTATION: case NHS_MI_SCR_CREATE_MONSTER: case NHS_MI_SCR_EARTH:
      return TRUE;
    case NHS_MI_SCR_FIRE:
      return v->muse_horns_need_breath;                /* 3.6.0+ */
    case NHS_MI_POT_AMNESIA:
      return v->muse_slashem_items;
    case NHS_MI_POT_OIL:
      return v->muse_xnh_items;
    case NHS_MI_MAGIC_FLUTE:
      return v->muse_xnh_items && spe > 0 && can_blow (d);
    case NHS_MI_POT_VAMPIRE_BLOOD:
      return v->muse_slashem_items && nhs_monster_has (d, NHS_M2_VAMPIRE);
    case NHS_MI_CONTAINER: case NHS_MI_BAG_OF_TRICKS:
      return v->muse_37_items;
    case NHS_MI_EXPENSIVE_CAMERA:
      return v->muse_37_items && spe > 0;
    case NHS_MI_FIRE_HORN: case NHS_MI_FROST_HORN:
      return spe > 0 && (!v->muse_horns_need_breath || can_blow (d));
    case NHS_MI_POT_BLINDNESS:
      return !gaze;
    case NHS_MI_UNICORN_HORN:
      return !cursed && !(nhs_monster_has (d, NHS_M2_JEWELS) && class_is (d, "S_UNICORN"))
             && !(v->muse_37_items && name_is (d, "ki-rin"));
    default:
      break;
    }
  if (obj->oclass == NHS_OC_WAND)
    return (obj->object->flags & NHS_OBJ_RAY) != 0;  /* the other ray wands */
  if (strcmp (obj->name, "amulet of life saving") == 0)
    return !is_nonliving (d);
  if (strcmp (obj->name, "amulet of reflection") == 0)
    return TRUE;
  if (strcmp (obj->name, "amulet of guarding") == 0)
    return v->muse_37_items;
  if (strcmp (obj->name, "amulet of ESP") == 0)
    return v->muse_xnh_items;
  if (strcmp (obj->name, "skeleton key") == 0 || strcmp (obj->name, "lock pick") == 0)
    {
      /* hands, not very small, not mindless, not carrying one already */
      for (guint i = 0; i < sc->items->len; i++)
        if (strcmp (item_at (sc, i)->name, "skeleton key") == 0 || strcmp (item_at (sc, i)->name, "lock pick") == 0)
          return FALSE;
      return v->muse_xnh_items && !nhs_monster_has (d, NHS_M1_NOHANDS) && !verysmall (d)
             && !nhs_monster_has (d, NHS_M1_MINDLESS);
    }
  if (strcmp (obj->name, "pick-axe") == 0)
    return nhs_muse_racial_flag (e->sc, NHS_M1_NEEDPICK);
  return FALSE;
}

gboolean
nhs_muse_searches_for_item (const NhsVariant  *variant,
                            const NhsMonster  *monster,
                            const NhsMonster  *race,
                            const char *const *worn,
                            const char        *object,
                            int                spe,
                            gboolean           cursed)
{
  return nhs_muse_searches_for_item_carrying (variant, monster, race, worn, NULL, NULL, object, spe, cursed);
}

gboolean
nhs_muse_searches_for_item_carrying (const NhsVariant  *variant,
                                     const NhsMonster  *monster,
                                     const NhsMonster  *race,
                                     const char *const *worn,
                                     const char *const *carried,
                                     const NhsMonster  *made_of,
                                     const char        *object,
                                     int                spe,
                                     gboolean           cursed)
{
  g_autoptr (NhsMuseScenario) sc = NULL;
  const NhsMuseItemInfo *info;
  Eng e;

  g_return_val_if_fail (variant != NULL && monster != NULL && object != NULL, FALSE);
  info = nhs_muse_item_lookup (variant, object);
  if (info == NULL)
    return FALSE;
  sc = nhs_muse_scenario_new ();
  sc->variant = variant;
  sc->data = monster;
  sc->race_data = race;
  for (; worn != NULL && *worn != NULL; worn++)
    {
      NhsMuseItem *it = nhs_muse_scenario_add_item (sc, *worn);

      if (it != NULL)
        it->worn = TRUE;
      /* worn.c update_mon_intrinsics (): a worn cloak or ring of
         invisibility makes it invisible */
      sc->invisible |= strcmp (*worn, "cloak of invisibility") == 0 || strcmp (*worn, "ring of invisibility") == 0;
    }
  /* (what it carries and does not wear: mcould_eat_tin () looks for a
     tin opener or a dagger among them) */
  for (; carried != NULL && *carried != NULL; carried++)
    nhs_muse_scenario_add_item (sc, *carried);
  /* (the object itself, with its monster's data: cures_stoning () asks
     whether that monster is acidic) */
  if (made_of != NULL && info->made_of != NULL)
    {
      NhsMuseItem *it = nhs_muse_scenario_add_item (sc, object);

      if (it != NULL)
        it->made_of_data = made_of;
    }
  memset (&e, 0, sizeof e);
  e.sc = sc;
  e.v = variant;
  e.d = monster;
  return searches_for (&e, info, spe, cursed);
}

/* The likes of monmove.c m_move() (mon_would_take_item() in 5.0.0) that
   take an object, each with its load limit; NHS_MUSE_LIKE_* bits. */
static guint
likes_of (Eng                   *e,
          const NhsMuseItemInfo *obj,
          int                    spe,
          gboolean               cursed,
          gboolean               boulder)
{
  const NhsMonster *d = e->d;
  int load = e->sc->load_percent;
  NhsObjectClass c = boulder ? NHS_OC_ROCK : obj->oclass;
  const char *material = boulder || obj->object == NULL ? "" : obj->object->material;
  gboolean corpse = obj != NULL && obj->object != NULL && strcmp (obj->object->name, "corpse") == 0;
  guint likes = 0;

  if (!nhs_monster_has (d, NHS_M1_MINDLESS) && !nhs_monster_has (d, NHS_M1_ANIMAL) && load < 75 && !boulder
      && searches_for (e, obj, spe, cursed))
    likes |= NHS_MUSE_LIKE_USES;
  if (e->v->muse_evil_pickup)
    {
      /* EvilHack: levitating, it likes nothing but what it uses; a corpse
         that petrifies by touch is never liked (monmove.c 1818-1823, 1929) */
      if (petrifying_corpse (obj))
        return 0;
      if (levitates (e))
        return likes;
    }
  if (nhs_monster_has (d, NHS_M2_GREEDY) && c == NHS_OC_COIN && load < 95)
    likes |= NHS_MUSE_LIKE_GOLD;
  if (nhs_monster_has (d, NHS_M2_JEWELS) && c == NHS_OC_GEM && strcmp (material, "MINERAL") != 0 && load < 85)
    likes |= NHS_MUSE_LIKE_GEMS;
  if ((nhs_monster_has (d, NHS_M2_COLLECT) || attacks_with (d, "AT_WEAP", NULL)) && load < 75
      && (c == NHS_OC_WEAPON || c == NHS_OC_ARMOR || c == NHS_OC_GEM || c == NHS_OC_FOOD)
      && (!corpse || class_is (d, "S_NYMPH")))
    likes |= NHS_MUSE_LIKE_OBJECTS;
  if (nhs_monster_has (d, NHS_M2_MAGIC) && load < 85
      && (c == NHS_OC_AMULET || c == NHS_OC_POTION || c == NHS_OC_SCROLL || c == NHS_OC_WAND
          || c == NHS_OC_RING || c == NHS_OC_SPBOOK))
    likes |= NHS_MUSE_LIKE_MAGIC;
  if (nhs_muse_racial_flag (e->sc, NHS_M2_ROCKTHROW) && boulder && load < 50 && !e->sc->sokoban)
    likes |= NHS_MUSE_LIKE_BOULDERS;
  if (name_is (d, "gelatinous cube") && c != NHS_OC_ROCK && c != NHS_OC_BALL
      && !petrifying_corpse (obj))
    likes |= NHS_MUSE_LIKE_ENGULFS;
  /* a unicorn takes nothing but gemstones (the test after the likes) */
  if (nhs_monster_has (d, NHS_M2_JEWELS) && class_is (d, "S_UNICORN") && strcmp (material, "GEMSTONE") != 0)
    likes = 0;
  return likes;
}

/* mondata.c hates_silver(): is_were, S_VAMPIRE (3.4.3 241, 3.6.7 307, 3.7
   437, 5.0.0 524; SLASH'EM's is_vampire() is M2_VAMPIRE, which every
   S_VAMPIRE there has, and its vampire bat), demons, the shade, imps but
   tengu; the pets' dogfood () asks it too */
gboolean
nhs_muse_hates_silver (const NhsMonster *d)
{
  return nhs_monster_has (d, NHS_M2_WERE) || class_is (d, "S_VAMPIRE") || nhs_monster_has (d, NHS_M2_VAMPIRE)
         || nhs_monster_has (d, NHS_M2_DEMON)
         || name_is (d, "shade") || (class_is (d, "S_IMP") && !name_is (d, "tengu"));
}

/* EvilHack mondata.c mon_hates_material(): hates_material() of r_data()
   (the race's monster when it has one), and with a race cold iron for an
   elf or drow and mithril for an orc by race */
gboolean
nhs_muse_evil_hates_material (const NhsMuseScenario *sc,
                              const char            *material)
{
  return nhs_muse_evil_hates_material_of (nhs_muse_race_of (sc), sc->race_data, material);
}

/* ... of monster `r` (the race's or the species' monster) made with the
   race `race` (NULL: none) */
gboolean
nhs_muse_evil_hates_material_of (const NhsMonster *r,
                                 const NhsMonster *race,
                                 const char       *material)
{

  if (strcmp (material, "SILVER") == 0)
    {
      if (class_is (r, "S_IMP") && (name_is (r, "tengu") || name_is (r, "leprechaun")))
        return FALSE;
      return nhs_monster_has (r, NHS_MH_WERE) || nhs_monster_has (r, NHS_MH_VAMPIRE)
             || nhs_monster_has (r, NHS_MH_DEMON) || name_is (r, "shade") || class_is (r, "S_IMP");
    }
  if (strcmp (material, "IRON") == 0)
    return (!nhs_monster_has (r, NHS_M2_UNDEAD) && (nhs_monster_has (r, NHS_MH_ELF) || nhs_monster_has (r, NHS_MH_DROW)))
           || (race != NULL && (nhs_monster_has (race, NHS_MH_ELF) || nhs_monster_has (race, NHS_MH_DROW)));
  if (strcmp (material, "MITHRIL") == 0)
    return (!nhs_monster_has (r, NHS_M2_UNDEAD) && nhs_monster_has (r, NHS_MH_ORC))
           || (race != NULL && nhs_monster_has (race, NHS_MH_ORC));
  return FALSE;
}

/* xNetHack mondata.c hates_material() of the species (raceptr()) */
gboolean
nhs_muse_xnh_hates_material (const NhsMonster *d,
                             const char       *material)
{
  if (strcmp (material, "SILVER") == 0)
    return !name_is (d, "tengu")
           && (nhs_monster_has (d, NHS_M2_WERE) || class_is (d, "S_VAMPIRE") || nhs_monster_has (d, NHS_M2_DEMON)
               || name_is (d, "shade") || class_is (d, "S_IMP"));
  if (strcmp (material, "IRON") == 0)
    return !nhs_monster_has (d, NHS_M2_UNDEAD)
           && (class_is (d, "S_ELF") || nhs_monster_has (d, NHS_M2_ELF) || class_is (d, "S_NYMPH")
               || class_is (d, "S_IMP"));
  if (strcmp (material, "COPPER") == 0)
    return class_is (d, "S_FUNGUS") || attacks_with (d, NULL, "AD_DISE") || attacks_with (d, NULL, "AD_DCAY")
           || attacks_with (d, NULL, "AD_PEST");
  return FALSE;
}

gboolean
nhs_muse_hates_material (const NhsMuseScenario *sc,
                         const char            *material)
{
  switch (sc->variant->muse_carry_materials)
    {
    case NHS_MUSE_HATES_MATERIAL_EVIL:
      return nhs_muse_evil_hates_material (sc, material);
    case NHS_MUSE_HATES_MATERIAL_XNH:
      return nhs_muse_xnh_hates_material (sc->data, material);
    case NHS_MUSE_HATES_SILVER:
    default:
      return strcmp (material, "SILVER") == 0 && nhs_muse_hates_silver (sc->data);
    }
}

/* can_carry ()'s material refusal (hates_silver (), EvilHack
   mon_hates_material (), xNetHack can_touch_safely ()) of item `it`: of
   its material, or, a ring's or wand's not said, of every material its
   random appearance may be made of (nhs_muse_object_materials ()):
   NHS_MUSE_CARRY_OK where none is hated, the refusal where all agree,
   NHS_MUSE_CARRY_PET (not known) where they do not */
NhsMuseCarry
nhs_muse_material_refusal (const NhsMuseScenario *sc,
                           const NhsMuseItem     *it)
{
  const char *mats[NHS_MUSE_MAX_MATERIALS];
  const char *said = nhs_muse_item_material (sc->variant, it);
  guint n;
  NhsMuseCarry first = NHS_MUSE_CARRY_OK;

  if (it->object == NULL)
    return NHS_MUSE_CARRY_OK;
  if (said != NULL)
    {
      mats[0] = said;
      n = 1;
    }
  else
    n = nhs_muse_object_materials (sc->variant, it->object, mats);
  for (guint k = 0; k < n; k++)
    {
      NhsMuseCarry c = !nhs_muse_hates_material (sc, mats[k]) ? NHS_MUSE_CARRY_OK
                       : strcmp (mats[k], "SILVER") == 0 ? NHS_MUSE_CARRY_SILVER : NHS_MUSE_CARRY_HATES_MATERIAL;

      if (k == 0)
        first = c;
      else if (c != first)
        return NHS_MUSE_CARRY_PET;
    }
  return first;
}

/* mon.c can_carry()'s refusals that do not depend on weight; a material
   not known (nhs_muse_material_refusal ()) makes it
   NHS_MUSE_CARRY_MATERIAL_UNKNOWN where no other refusal answers, for a
   monster that is not a pet (a pet's dog_invent () asks the same:
   nhs-muse-pet.c) */
static NhsMuseCarry
carry_of (Eng                   *e,
          const NhsMuseItemInfo *obj,
          const NhsMuseItem     *it)
{
  gboolean material_unknown = FALSE;
  const NhsMonster *d = e->d;
  gboolean gloves = FALSE;

  for (guint i = 0; i < e->sc->items->len; i++)
    gloves |= item_at (e->sc, i)->worn && item_at (e->sc, i)->object != NULL
              && strcmp (item_at (e->sc, i)->object->slot, "gloves") == 0;
  if (nhs_monster_has (d, NHS_M1_NOTAKE))
    return NHS_MUSE_CARRY_NOTAKE;
  if (petrifying_corpse (obj) && !gloves && !(nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_STONE))
    return NHS_MUSE_CARRY_PETRIFIES;
  /* a ring's or wand's material goes with its random appearance
     (o_init.c shuffle () shuffles their oc_material): the scenario's
     "material", or its own where it has only one; not said, every one it
     may be made of */
  if (obj->object != NULL && !(strcmp (obj->name, "Bell of Opening") == 0 && nhs_monster_has (d, NHS_M3_COVETOUS)))
    {
      NhsMuseCarry refusal = nhs_muse_material_refusal (e->sc, it);

      if (refusal == NHS_MUSE_CARRY_PET)
        material_unknown = !e->sc->tame;
      else if (refusal != NHS_MUSE_CARRY_OK)
        return refusal;
    }
  /* EvilHack mon.c 2648: gnomes hate eggs (racial_gnome()), any
     monster's egg (otyp EGG: "cockatrice egg" too) */
  if (e->v->muse_races && obj->object != NULL && strcmp (obj->object->name, "egg") == 0
      && nhs_monster_has (nhs_muse_race_of (e->sc), NHS_MH_GNOME))
    return NHS_MUSE_CARRY_GNOME_EGG;
  /* a pet in a version whose dog_invent() is followed: can_carry() goes
     on (tame, so not refused as peaceful) */
  if (e->sc->tame && e->v->muse_pet_rules == NHS_MUSE_PET_UNMODELLED)
    return NHS_MUSE_CARRY_PET;
  if (e->sc->peaceful && !e->sc->tame && !is_shk (d))
    return NHS_MUSE_CARRY_PEACEFUL;
  if (class_is (d, "S_NYMPH") && obj->oclass == NHS_OC_ROCK)
    return NHS_MUSE_CARRY_NYMPH_ROCK;
  return material_unknown ? NHS_MUSE_CARRY_MATERIAL_UNKNOWN : NHS_MUSE_CARRY_OK;
}

/* monmove.c mon_would_take_item() for an object on the floor (uncursed,
   spe 0, as the pile's objects are) */
static gboolean
would_take (Eng                   *e,
            const NhsMuseItemInfo *obj,
            gboolean               boulder)
{
  return likes_of (e, obj, 0, FALSE, boulder) != 0;
}

/* muse.c mon_likes_objpile_at(): one of the top 3 objects is one it would
   take, or the pile has 3 or more (its comment says "more than 3", but its
   loop counts to 3 on a pile of exactly 3).  A boulder goes on top of the pile,
   anything else under the boulders; the later one above the earlier. */
static gboolean
likes_pile_at (Eng *e,
               int  x,
               int  y)
{
  GPtrArray *pile = g_ptr_array_new ();
  gboolean likes = FALSE;
  guint boulders = 0;

  for (guint i = 0; i < e->sc->features->len; i++)
    {
      NhsMuseFeature *f = e->sc->features->pdata[i];
      if (f->dx != x || f->dy != y)
        continue;
      if (f->kind == NHS_MUSE_FEATURE_BOULDER)
        g_ptr_array_insert (pile, 0, f), boulders++;
      else if (f->kind == NHS_MUSE_FEATURE_OBJECT || f->kind == NHS_MUSE_FEATURE_SCARE)
        g_ptr_array_insert (pile, (int) boulders, f);
    }
  for (guint i = 0; i < pile->len && i < 3 && !likes; i++)
    {
      NhsMuseFeature *f = pile->pdata[i];
      likes = would_take (e, f->kind == NHS_MUSE_FEATURE_OBJECT ? f->object
                             : f->kind == NHS_MUSE_FEATURE_SCARE ? nhs_muse_item_lookup (e->sc->variant, "scroll of scare monster") : NULL,
                          f->kind == NHS_MUSE_FEATURE_BOULDER);
    }
  likes = likes || pile->len >= 3;   /* the code's loop ends with i == 3 for 3 objects too */
  g_ptr_array_unref (pile);
  return likes;
}

/* the expensive camera's test: (!Blind && !resists_blnd(&youmonst)) ||
   hates_light(youmonst.data); a hero polymorphed into an eyeless form is
   Blind */
static gboolean
hero_can_be_flashed (const NhsMuseScenario *sc)
{
  const NhsMonster *p = sc->poly_data;
  gboolean resists = sc->hero_blind || (p != NULL && nhs_monster_has (p, NHS_M1_NOEYES))   /* Blind */
                     || (p != NULL && (attacks_with (p, "AT_EXPL", "AD_BLND") || attacks_with (p, "AT_GAZE", "AD_BLND")));

  return !resists || (p != NULL && name_is (p, "gremlin"));
}

static gboolean
hero_unequipped (const NhsMuseScenario *sc)
{
  return sc->hero_wielding == NULL && sc->hero_armor->len == 0 && sc->reflection != NHS_MUSE_REFL_SHIELD;
}

static void
off_prologue (Eng *e,
              St  *st,
              int  item)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  int target = -1;   /* EvilHack: another monster as mfind_target()'s answer */

  gboolean conflicted = FALSE, pet = e->v->muse_target_guessed && sc->tame;

  (void) item;
  st->done = TRUE;
  if (e->v->muse_target_guessed && sc->peaceful && !sc->tame)
    {
      /* mfind_target() never picks the hero; any other monster it finds
         is passed over by the peaceful gate below */
      chk (e, NHS_MUSE_RULE_MFIND_TARGET_THE_HERO_HOSTILE_AND_LINED_UP, -1, FALSE);
      chk (e, NHS_MUSE_RULE_PEACEFUL_ANIMAL_MINDLESS_OR_NO_HANDS, -1, TRUE);
      return;
    }
  if (e->v->muse_target_guessed)
    conflicted = conflicted_now (e);
  if (e->v->muse_target_guessed && nhs_monster_has (d, NHS_M3_COVETOUS) && !sc->tame)
    {
      /* a covetous monster aims first at the monster on the square its
         strategy heads for (STRAT_GOALX/Y) when lined up with it; then at
         the hero only with no strategy (STRAT_NONE); then scans from the
         goal's direction (no rn2(8)).  With no strategy the goal bits are
         0, 0: the map's corner, north-west of any monster. */
      const NhsMuseOther *g = sc->has_goal ? monster_at (sc, sc->goal_dx, sc->goal_dy) : NULL;
      int sx = sc->has_goal ? (sc->goal_dx > 0) - (sc->goal_dx < 0) : -1;
      int sy = sc->has_goal ? (sc->goal_dy > 0) - (sc->goal_dy < 0) : -1;
      int dir = 0;

      if (sc->has_goal
          && chk (e, NHS_MUSE_RULE_MFIND_TARGET_COVETOUS_THE_MONSTER_ON_ITS_GOAL_LINED_UP, -1,
                  g != NULL && mlined_up_other (e, g)))
        {
          for (guint k = 0; k < sc->others->len; k++)
            if (sc->others->pdata[k] == g)
              target = (int) k;
        }
      else if (!sc->peaceful && !conflicted && !sc->has_goal
               && chk (e, NHS_MUSE_RULE_MFIND_TARGET_THE_HERO_HOSTILE_AND_LINED_UP, -1, lined_up (e)))
        target = -1;
      else
        {
          while (dir_x[dir] != sx || dir_y[dir] != sy)
            dir++;
          target = mfind_other_from (e, dir, conflicted);
          if (!chk (e, conflicted ? NHS_MUSE_RULE_MFIND_TARGET_UNDER_CONFLICT_ANY_MONSTER_IN_LINE
                    : NHS_MUSE_RULE_MFIND_TARGET_A_MONSTER_IT_ATTACKS_IN_LINE, -1, target >= 0))
            return;
        }
      if (target < 0)
        {
          /* the hero: the reflection guess, as below */
          int d2 = dist2 (0, 0, sc->believed_dx, sc->believed_dy);
          gboolean near = d2 < 3 && !(d2 == 2 && name_is (d, "grid bug"));
          st->skip = chk (e, NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_SKIP_RAYS_AND_HORNS, -1,
                          (sc->seen_resistances & NHS_MUSE_SEEN_REFLECTION) != 0)
                     || (near && chk_n (e, NHS_MUSE_RULE_NEXT_TO_THE_HERO_GUESSES_REFLECTION_IF_RN2_N, 3, -1,
                                        rn2 (e, 3) == 0));
        }
    }
  else if (e->v->muse_target_guessed
      && (sc->peaceful || conflicted
          || !chk (e, NHS_MUSE_RULE_MFIND_TARGET_THE_HERO_HOSTILE_AND_LINED_UP, -1, lined_up (e))))
    {
      /* mfind_target(): another monster in line; the reflection guess is
         only made at the hero.  A pet or a conflicted monster never aims
         at the hero. */
      target = mfind_other (e, conflicted);
      if (!chk (e, conflicted ? NHS_MUSE_RULE_MFIND_TARGET_UNDER_CONFLICT_ANY_MONSTER_IN_LINE
                : pet ? NHS_MUSE_RULE_MFIND_TARGET_A_PET_S_TARGET_IN_LINE
                : NHS_MUSE_RULE_MFIND_TARGET_A_MONSTER_IT_ATTACKS_IN_LINE, -1, target >= 0))
        return;
      if (pet && !chk (e, NHS_MUSE_RULE_ACCEPTABLE_PET_TARGET, -1, pet_target_ok (e, sc->others->pdata[target])))
        return;
    }
  else if (e->v->muse_target_guessed)
    {
      {
        int d2 = dist2 (0, 0, sc->believed_dx, sc->believed_dy);
        gboolean near = d2 < 3 && !(d2 == 2 && name_is (d, "grid bug"));
        st->skip = chk (e, NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_SKIP_RAYS_AND_HORNS, -1,
                        (sc->seen_resistances & NHS_MUSE_SEEN_REFLECTION) != 0)
                   || (near && chk_n (e, NHS_MUSE_RULE_NEXT_TO_THE_HERO_GUESSES_REFLECTION_IF_RN2_N, 3, -1, rn2 (e, 3) == 0));
      }
    }
  else if (!e->v->muse_reflection_remembered)
    st->skip = nhs_muse_hero_reflects (sc) && chk_n (e, NHS_MUSE_RULE_THE_HERO_REFLECTS_SKIP_RAYS_AND_HORNS_IF_RN2_N, 2, -1, rn2 (e, 2) != 0);
  if (chk (e, NHS_MUSE_RULE_PEACEFUL_ANIMAL_MINDLESS_OR_NO_HANDS, -1,
           (sc->peaceful && !pet) || nhs_monster_has (d, NHS_M1_ANIMAL) || nhs_monster_has (d, NHS_M1_MINDLESS)
           || nhs_monster_has (d, NHS_M1_NOHANDS)))
    return;
  if (chk (e, NHS_MUSE_RULE_THE_HERO_IS_ENGULFED, -1, sc->swallowed))
    return;
  if (chk (e, NHS_MUSE_RULE_THE_HERO_IS_IN_A_TEMPLE_OF_THEIR_OWN_GOD_SANCTUARY, -1, in_sanctuary (sc)))
    return;
  if (chk (e, NHS_MUSE_RULE_A_HEALER_AD_HEAL_AND_THE_HERO_WIELDS_AND_WEARS_NOTHING, -1,
           attacks_with (d, NULL, "AD_HEAL") && hero_unequipped (sc)))
    return;
  if (target >= 0)
    {
      if (!chk_n (e, NHS_MUSE_RULE_MLINED_UP_WITH_THAT_MONSTER_N, e->v->muse_bolt_lim, -1,
                  mlined_up_other (e, sc->others->pdata[target])))
        return;
    }
  else if (!chk (e, NHS_MUSE_RULE_LINED_UP_WITH_WHERE_IT_BELIEVES_THE_HERO_IS, -1, lined_up (e)))
    return;
  st->other = target + 1;
  if (e->v->muse_reflection_remembered)
    {
      /* 3.7: no roll; rays and horns are skipped once it has seen the hero
         reflect, or when it is next to where it thinks the hero is (monnear) */
      int d2 = dist2 (0, 0, sc->believed_dx, sc->believed_dy);
      gboolean near = d2 < 3 && !(d2 == 2 && name_is (d, "grid bug"));
      st->skip = chk (e, NHS_MUSE_RULE_IT_HAS_SEEN_THE_HERO_REFLECT_OR_IS_NEXT_TO_THE_HERO_SKIP_RAY, -1,
                      (sc->seen_resistances & NHS_MUSE_SEEN_REFLECTION) || near);
    }
  st->done = FALSE;
}

/* The worn helmet the scroll of earth reads (muse_hard_helmet): metallic;
   or glass armour too (is_crackable ()); or wood, bone and mineral too
   (EvilHack's is_hard (), xNetHack's hard_helmet ()) */
static gboolean
hard_helmet (const NhsMuseScenario *sc)
{
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = item_at (sc, i);
      if (it->worn && (it->flags & NHS_MI_F_HELMET))
        {
          const char *m = it->object != NULL ? it->object->material : "";
          NhsMuseHardHelmet h = sc->variant->muse_hard_helmet;

          return (it->flags & NHS_MI_F_METAL) != 0
                 || (h != NHS_MUSE_HELMET_METAL && strcmp (m, "GLASS") == 0)
                 || (h == NHS_MUSE_HELMET_HARD
                     && (strcmp (m, "WOOD") == 0 || strcmp (m, "BONE") == 0 || strcmp (m, "MINERAL") == 0));
        }
    }
  return FALSE;
}

/* EvilHack's camera test: !Blind || hates_light(youmonst.data) || a drow
   hero (a hero polymorphed into an eyeless form is Blind; the hero's race
   is taken to be human) */
static gboolean
hero_sees_or_hates_light (const NhsMuseScenario *sc)
{
  const NhsMonster *p = sc->poly_data;
  gboolean blind = sc->hero_blind || (p != NULL && nhs_monster_has (p, NHS_M1_NOEYES));

  return !blind || (p != NULL && (name_is (p, "gremlin") || nhs_monster_has (p, NHS_MH_DROW)
                                  || name_is (p, "baby shadow dragon") || name_is (p, "shadow dragon")));
}

static void
off_body (Eng *e,
          St  *st,
          int  i)
{
  const NhsMuseScenario *sc = e->sc;
  const NhsMonster *d = e->d;
  const NhsVariant *v = e->v;
  const NhsMuseItem *obj = item_at (sc, i);
  gboolean charged = obj->spe > 0;
  gboolean remembered = v->muse_reflection_remembered || v->muse_evil_offensive;
  gboolean evil = v->muse_evil_offensive;

  if (chk (e, NHS_MUSE_RULE_A_CONTAINER_ITS_CONTENTS_ARE_SEARCHED_EMPTY_HERE, i, searched_container (e, obj, FALSE)))
    return;

#define NOMORE(x) if (st->has == (x)) goto after_rays_##x
  if (!st->skip)
    {
      if (v->muse_death_wand_kept && st->has == O_WAN_DEATH)
        return;
      if (obj->kind == NHS_MI_WAN_DEATH && chk (e, NHS_MUSE_RULE_WAND_OF_DEATH_CHARGED, i, charged)
          && (!remembered || chk (e, NHS_MUSE_RULE_WAND_OF_DEATH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC, i, !(sc->seen_resistances & NHS_MUSE_SEEN_MAGIC)))
          && (!evil || chk (e, NHS_MUSE_RULE_WAND_OF_DEATH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_DEATH, i, !(sc->seen_resistances & NHS_MUSE_SEEN_DEATH)))
          /* EvilHack 1062-1065: reached with reflection seen only at another monster */
          && (!evil || chk (e, NHS_MUSE_RULE_WAND_OF_DEATH_NOT_SEEN_THE_HERO_REFLECT_OR_NONLIVING_OR_LEADER, i,
                            !(sc->seen_resistances & NHS_MUSE_SEEN_REFLECTION) || is_nonliving (d)
                            || sound_is (d, "MS_LEADER"))))
        choose (st, O_WAN_DEATH, i);
      if (st->has == O_WAN_SLEEP)
        return;
      if (obj->kind == NHS_MI_WAN_SLEEP && chk (e, NHS_MUSE_RULE_WAND_OF_SLEEP_CHARGED, i, charged)
          && chk (e, NHS_MUSE_RULE_WAND_OF_SLEEP_THE_HERO_IS_NOT_HELPLESS, i, !sc->hero_helpless)
          && (!remembered || chk (e, NHS_MUSE_RULE_WAND_OF_SLEEP_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SLEEP, i, !(sc->seen_resistances & NHS_MUSE_SEEN_SLEEP))))
        choose (st, O_WAN_SLEEP, i);
      if (v->muse_slashem_items)
        {
          if (st->has == O_WAN_FIREBALL)
            return;
          if (obj->kind == NHS_MI_WAN_FIREBALL && chk (e, NHS_MUSE_RULE_WAND_OF_FIREBALL_CHARGED, i, charged))
            choose (st, O_WAN_FIREBALL, i);
        }
      if (st->has == O_WAN_FIRE)
        return;
      if (obj->kind == NHS_MI_WAN_FIRE && chk (e, NHS_MUSE_RULE_WAND_OF_FIRE_CHARGED, i, charged)
          && (!remembered || chk (e, NHS_MUSE_RULE_WAND_OF_FIRE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE, i, !(sc->seen_resistances & NHS_MUSE_SEEN_FIRE))))
        choose (st, O_WAN_FIRE, i);
      if (st->has == O_FIRE_HORN)
        return;
      if (obj->kind == NHS_MI_FIRE_HORN && chk (e, NHS_MUSE_RULE_FIRE_HORN_CHARGED, i, charged)
          && (!v->muse_horns_need_breath || chk (e, NHS_MUSE_RULE_FIRE_HORN_IT_CAN_BLOW_CAN_BLOW, i, can_blow (d)))
          && (!remembered || chk (e, NHS_MUSE_RULE_FIRE_HORN_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE, i, !(sc->seen_resistances & NHS_MUSE_SEEN_FIRE))))
        choose (st, O_FIRE_HORN, i);
      if (st->has == O_WAN_COLD)
        return;
      if (obj->kind == NHS_MI_WAN_COLD && chk (e, NHS_MUSE_RULE_WAND_OF_COLD_CHARGED, i, charged)
          && (!remembered || chk (e, NHS_MUSE_RULE_WAND_OF_COLD_IT_HAS_NOT_SEEN_THE_HERO_RESIST_COLD, i, !(sc->seen_resistances & NHS_MUSE_SEEN_COLD))))
        choose (st, O_WAN_COLD, i);
      if (st->has == O_FROST_HORN)
        return;
      if (obj->kind == NHS_MI_FROST_HORN && chk (e, NHS_MUSE_RULE_FROST_HORN_CHARGED, i, charged)
          && (!v->muse_horns_need_breath || chk (e, NHS_MUSE_RULE_FROST_HORN_IT_CAN_BLOW_CAN_BLOW, i, can_blow (d)))
          && (!remembered || chk (e, NHS_MUSE_RULE_FROST_HORN_IT_HAS_NOT_SEEN_THE_HERO_RESIST_COLD, i, !(sc->seen_resistances & NHS_MUSE_SEEN_COLD))))
        choose (st, O_FROST_HORN, i);
      if (st->has == O_WAN_LIGHTNING)
        return;
      if (obj->kind == NHS_MI_WAN_LIGHTNING && chk (e, NHS_MUSE_RULE_WAND_OF_LIGHTNING_CHARGED, i, charged)
          && (!remembered || chk (e, NHS_MUSE_RULE_WAND_OF_LIGHTNING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SHOCK, i, !(sc->seen_resistances & NHS_MUSE_SEEN_SHOCK))))
        choose (st, O_WAN_LIGHTNING, i);
      if (st->has == O_WAN_MAGIC_MISSILE)
        return;
      if (obj->kind == NHS_MI_WAN_MAGIC_MISSILE && chk (e, NHS_MUSE_RULE_WAND_OF_MAGIC_MISSILE_CHARGED, i, charged)
          && (!remembered || v->muse_magic_missile_ignores_resistance || chk (e, NHS_MUSE_RULE_WAND_OF_MAGIC_MISSILE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC, i, !(sc->seen_resistances & NHS_MUSE_SEEN_MAGIC))))
        choose (st, O_WAN_MAGIC_MISSILE, i);
    }
#undef NOMORE
  if (v->muse_37_items || evil)
    {
      if (st->has == O_WAN_UNDEAD_TURNING)
        return;
      if (obj->kind == NHS_MI_WAN_UNDEAD_TURNING && chk (e, NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_CHARGED, i, charged)
          && (chk (e, NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_THE_HERO_CARRIES_A_CORPSE_OR_A_CORPSE, i, hero_carries_corpse (sc) || corpse_in_line (e))
              || (evil && chk (e, NHS_MUSE_RULE_WAND_OF_UNDEAD_TURNING_THE_HERO_IS_POLYMORPHED_INTO_AN_UNDEAD, i,
                               sc->poly_data != NULL && nhs_monster_has (sc->poly_data, NHS_M2_UNDEAD)))))
        choose (st, O_WAN_UNDEAD_TURNING, i);
    }
  if (evil)
    {
      if (st->has == O_WAN_CANCELLATION)
        return;
      if (obj->kind == NHS_MI_WAN_CANCELLATION)
        {
          if (chk (e, NHS_MUSE_RULE_WAND_OF_CANCELLATION_CHARGED, i, charged))
            choose (st, O_WAN_CANCELLATION, i);
          return;
        }
      if (st->has == O_WAN_POLYMORPH)
        return;
      if (obj->kind == NHS_MI_WAN_POLYMORPH)
        {
          if (chk (e, NHS_MUSE_RULE_WAND_OF_POLYMORPH_CHARGED, i, charged)
              && chk (e, NHS_MUSE_RULE_WAND_OF_POLYMORPH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC, i,
                      !(sc->seen_resistances & NHS_MUSE_SEEN_MAGIC)))
            choose (st, O_WAN_POLYMORPH, i);
          return;
        }
    }
  if (v->muse_slashem_items)
    {
      if (st->has == O_WAN_DRAINING)
        return;
      if (obj->kind == NHS_MI_WAN_DRAINING && chk (e, NHS_MUSE_RULE_WAND_OF_DRAINING_CHARGED, i, charged))
        choose (st, O_WAN_DRAINING, i);
    }
  if (st->has == O_WAN_STRIKING)
    return;
  if (obj->kind == NHS_MI_WAN_STRIKING && chk (e, NHS_MUSE_RULE_WAND_OF_STRIKING_CHARGED, i, charged)
          && (!remembered || chk (e, NHS_MUSE_RULE_WAND_OF_STRIKING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC, i, !(sc->seen_resistances & NHS_MUSE_SEEN_MAGIC))))
    choose (st, O_WAN_STRIKING, i);
  if (v->muse_37_items || evil)
    {
      if (st->has == O_WAN_TELEPORTATION)
        return;
      if (obj->kind == NHS_MI_WAN_TELEPORTATION && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_CHARGED, i, charged)
          && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_HAS_NO_TELEPORT_CONTROL, i, !sc->teleport_control)
          && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_NOT_A_NO_TELEPORT_LEVEL_IT_KNOWS_OF, i, !knows_noteleport (e))
          && (chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_A_SQUARE_THAT_SCARE, i,
                   onscary (e, sc->hero_dx, sc->hero_dy))
              || (evil && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_BRANCH_STAIRS, i,
                               sc->hero_on == NHS_MUSE_ON_BRANCH_DOWN || sc->hero_on == NHS_MUSE_ON_BRANCH_UP))
              || (!evil && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_IS_BEHIND_A_CHOKEPOINT, i, hero_behind_chokepoint (e))
                  && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_ANOTHER_HOSTILE_MONSTER_IS_NEXT_TO_IT, i, has_friends (e)))
              || (v->muse_teleport_liked_pile
                  && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_AN_OBJECT_PILE_IT_L, i,
                          likes_pile_at (e, sc->hero_dx, sc->hero_dy)))
              || (!evil && chk (e, NHS_MUSE_RULE_WAND_OF_TELEPORTATION_THE_HERO_STANDS_ON_STAIRS_OR_A_LADDER, i,
                                sc->hero_on != NHS_MUSE_ON_NOTHING))))
        choose (st, O_WAN_TELEPORTATION, i);
    }
  if (evil)
    {
      int du = dist2 (0, 0, sc->hero_dx, sc->hero_dy);

      if (st->has == O_WAN_SLOW_MONSTER)
        return;
      if (obj->kind == NHS_MI_WAN_SLOW_MONSTER)
        {
          if (chk (e, NHS_MUSE_RULE_WAND_OF_SLOW_MONSTER_CHARGED, i, charged))
            choose (st, O_WAN_SLOW_MONSTER, i);
          return;
        }
      if (st->has == O_SCR_CHARGING)
        return;
      if (obj->kind == NHS_MI_SCR_CHARGING)
        {
          if (charging_wanted (e, i))
            choose (st, O_SCR_CHARGING, i);
          return;
        }
      if (st->has == O_SCR_STINKING_CLOUD)
        return;
      if (obj->kind == NHS_MI_SCR_STINKING_CLOUD
          && chk (e, NHS_MUSE_RULE_IT_CAN_SEE_THE_HERO, i, !nhs_muse_hero_invisible_to_it (sc))
          && chk_n (e, NHS_MUSE_RULE_SCROLL_OF_STINKING_CLOUD_THE_HERO_IN_VIEW_DIST2_N, 32, i, du < 32)
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_STINKING_CLOUD_IT_HAS_NOT_SEEN_THE_HERO_RESIST_POISON, i,
                  !(sc->seen_resistances & NHS_MUSE_SEEN_POISON)))
        {
          choose (st, O_SCR_STINKING_CLOUD, i);
          return;
        }
      if (st->has == O_POT_HALLUCINATION)
        return;
      if (obj->kind == NHS_MI_POT_HALLUCINATION
          && chk (e, NHS_MUSE_RULE_POTION_OF_HALLUCINATION_THE_HERO_IS_NOT_HELPLESS, i, !sc->hero_helpless))
        {
          choose (st, O_POT_HALLUCINATION, i);
          return;
        }
      if (st->has == O_POT_POLYMORPH_THROW)
        return;
      if (obj->kind == NHS_MI_POT_POLYMORPH
          && chk (e, NHS_MUSE_RULE_POTION_OF_POLYMORPH_IT_HAS_NOT_SEEN_THE_HERO_RESIST_MAGIC, i,
                  !(sc->seen_resistances & NHS_MUSE_SEEN_MAGIC)))
        {
          choose (st, O_POT_POLYMORPH_THROW, i);
          return;
        }
    }
  if (st->has == O_POT_PARALYSIS)
    return;
  if (obj->kind == NHS_MI_POT_PARALYSIS && chk (e, NHS_MUSE_RULE_POTION_OF_PARALYSIS_THE_HERO_IS_NOT_HELPLESS, i,
                                               !sc->hero_helpless))
    choose (st, O_POT_PARALYSIS, i);
  if (st->has == O_POT_BLINDNESS)
    return;
  if (obj->kind == NHS_MI_POT_BLINDNESS && chk (e, NHS_MUSE_RULE_POTION_OF_BLINDNESS_IT_HAS_NO_GAZE_ATTACK, i,
                                               !attacks_with (d, "AT_GAZE", NULL)))
    choose (st, O_POT_BLINDNESS, i);
  if (v->muse_xnh_items)
    {
      if (st->has == O_POT_HALLUCINATION)
        return;
      if (obj->kind == NHS_MI_POT_HALLUCINATION
          && chk (e, NHS_MUSE_RULE_POTION_OF_HALLUCINATION_IT_HAS_NO_GAZE_ATTACK, i, !attacks_with (d, "AT_GAZE", NULL)))
        choose (st, O_POT_HALLUCINATION, i);
    }
  if (st->has == O_POT_CONFUSION)
    return;
  if (obj->kind == NHS_MI_POT_CONFUSION)
    choose (st, O_POT_CONFUSION, i);
  if (st->has == O_POT_SLEEPING)
    return;
  if (obj->kind == NHS_MI_POT_SLEEPING
      && (!remembered || chk (e, NHS_MUSE_RULE_POTION_OF_SLEEPING_IT_HAS_NOT_SEEN_THE_HERO_RESIST_SLEEP, i, !(sc->seen_resistances & NHS_MUSE_SEEN_SLEEP))))
    choose (st, O_POT_SLEEPING, i);
  if (v->muse_slashem_items)
    {
      if (st->has == O_POT_AMNESIA)
        return;
      if (obj->kind == NHS_MI_POT_AMNESIA)
        choose (st, O_POT_AMNESIA, i);
    }
  if (st->has == O_POT_ACID)
    return;
  if (obj->kind == NHS_MI_POT_ACID
      && (!remembered || chk (e, NHS_MUSE_RULE_POTION_OF_ACID_IT_HAS_NOT_SEEN_THE_HERO_RESIST_ACID, i, !(sc->seen_resistances & NHS_MUSE_SEEN_ACID))))
    choose (st, O_POT_ACID, i);
  if (v->muse_xnh_items || evil)
    {
      int d2 = dist2 (0, 0, sc->believed_dx, sc->believed_dy);

      if (st->has == O_POT_OIL)
        return;
      if (obj->kind == NHS_MI_POT_OIL
          && (!evil || chk (e, NHS_MUSE_RULE_POTION_OF_OIL_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE, i,
                            !(sc->seen_resistances & NHS_MUSE_SEEN_FIRE)))
          && chk (e, NHS_MUSE_RULE_POTION_OF_OIL_NOT_NEXT_TO_THE_HERO_WHILE_WEAK, i,
                  d2 > 2 || sc->hp > 10 || (nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_FIRE)))
        choose (st, O_POT_OIL, i);
    }
  if (v->muse_xnh_items)
    {
      int d2 = dist2 (0, 0, sc->believed_dx, sc->believed_dy);

      if (st->has == O_MAGIC_FLUTE)
        return;
      if (obj->kind == NHS_MI_MAGIC_FLUTE
          && chk (e, NHS_MUSE_RULE_MAGIC_FLUTE_THE_HERO_IS_NOT_ASLEEP, i, !sc->hero_helpless)
          && chk_n (e, NHS_MUSE_RULE_MAGIC_FLUTE_RN2_N, 3, i, rn2 (e, 3) == 0)
          && chk (e, NHS_MUSE_RULE_MAGIC_FLUTE_CHARGED, i, charged)
          && chk_n (e, NHS_MUSE_RULE_MAGIC_FLUTE_DIST2_AT_MOST_N, d->level * 5, i, d2 <= d->level * 5))
        choose (st, O_MAGIC_FLUTE, i);
    }
  if (st->has == O_SCR_EARTH)
    return;
  if (obj->kind == NHS_MI_SCR_EARTH)
    {
      gboolean safe = hard_helmet (sc) || sc->confused || nhs_monster_has (d, NHS_M1_AMORPHOUS)
                      || nhs_monster_has (d, NHS_M1_WALLWALK)
                      || (v->noncorporeal_by_flag ? nhs_monster_has (d, NHS_M3_NONCORPOREAL) : class_is (d, "S_GHOST"))
                      || nhs_monster_has (d, NHS_M1_UNSOLID);
      if ((chk (e, v->muse_hard_helmet != NHS_MUSE_HELMET_METAL ? NHS_MUSE_RULE_SCROLL_OF_EARTH_SAFE_FROM_BOULDERS_A_HARD_HELMET_CONFUSED_AMORPHOUS
                        : NHS_MUSE_RULE_SCROLL_OF_EARTH_SAFE_FROM_BOULDERS_METAL_HELMET_CONFUSED_AMO, i, safe)
           || chk_n (e, NHS_MUSE_RULE_SCROLL_OF_EARTH_RN2_N, 10, i, rn2 (e, 10) == 0))
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_EARTH_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS, i,
                  dist2 (0, 0, sc->believed_dx, sc->believed_dy) <= 2)
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_EARTH_CAN_SEE_NOT_BLIND_HAS_EYES, i,
                  !sc->blind && !nhs_monster_has (d, NHS_M1_NOEYES)))
        choose (st, O_SCR_EARTH, i);
    }
  if (evil)
    {
      if (st->has == O_SCR_FIRE)
        return;
      if (obj->kind == NHS_MI_SCR_FIRE
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_FIRE_IT_RESISTS_FIRE, i, (nhs_muse_mon_resists_worn (e->sc, G_MAXUINT) & NHS_MR_FIRE) != 0)
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_EARTH_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS, i,
                  dist2 (0, 0, sc->believed_dx, sc->believed_dy) <= 2)
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_EARTH_CAN_SEE_NOT_BLIND_HAS_EYES, i,
                  !sc->blind && !nhs_monster_has (d, NHS_M1_NOEYES))
          && chk (e, NHS_MUSE_RULE_SCROLL_OF_FIRE_IT_HAS_NOT_SEEN_THE_HERO_RESIST_FIRE, i,
                  !(sc->seen_resistances & NHS_MUSE_SEEN_FIRE)))
        choose (st, O_SCR_FIRE, i);
    }
  if (v->muse_slashem_items)
    {
      if (st->has == O_WAN_CANCELLATION)
        return;
      if (obj->kind == NHS_MI_WAN_CANCELLATION && chk (e, NHS_MUSE_RULE_WAND_OF_CANCELLATION_CHARGED, i, charged))
        choose (st, O_WAN_CANCELLATION, i);
    }
  if (v->muse_37_items || evil)
    {
      if (st->has == O_CAMERA)
        return;
      if (obj->kind == NHS_MI_EXPENSIVE_CAMERA
          && (evil ? chk (e, NHS_MUSE_RULE_EXPENSIVE_CAMERA_THE_HERO_CAN_SEE_OR_HATES_LIGHT, i, hero_sees_or_hates_light (sc))
                   : chk (e, NHS_MUSE_RULE_EXPENSIVE_CAMERA_THE_HERO_CAN_BE_BLINDED_NOT_BLIND_NOT_BLIND, i,
                          hero_can_be_flashed (sc)))
          && chk (e, NHS_MUSE_RULE_EXPENSIVE_CAMERA_ADJACENT_TO_WHERE_IT_BELIEVES_THE_HERO_IS, i,
                  dist2 (0, 0, sc->believed_dx, sc->believed_dy) <= 2)
          && chk (e, NHS_MUSE_RULE_EXPENSIVE_CAMERA_CHARGED, i, charged)
          && chk_n (e, NHS_MUSE_RULE_EXPENSIVE_CAMERA_RN2_N, 6, i, rn2 (e, 6) == 0))
        choose (st, O_CAMERA, i);
    }
}

/* ---- What EvilHack's muse.c reads that a scenario does not hold ---- */

char *
nhs_muse_scenario_unmodelled (const NhsMuseScenario *sc,
                              const NhsPhrasebook   *pb)
{
  const NhsVariant *v;
  const NhsMonster *d;
  Eng pe;
  int k, first_unsaid;

  g_return_val_if_fail (sc != NULL && sc->variant != NULL, NULL);
  /* the scenario's version, the one nhs_muse_other_in_bolt_line () and
     the other readers below take */
  v = sc->variant;
  d = sc->data;
  if (d == NULL)
    return NULL;
  if (v->muse_item_search_recurses)
    for (guint i = 0; i < sc->items->len; i++)
      {
        const NhsMuseItem *it = item_at (sc, i);
        if (it->kind == NHS_MI_CONTAINER && !it->empty)
          return g_strdup_printf (TR ("%s looks inside the containers a monster carries (find_items_recurse), and a "
                                  "scenario does not say what is in items[%u] (%s): mark it empty."),
                                  v->display_name, i, it->name);
      }
  /* EvilHack's find_defensive () (muse.c 594-634): a confused or stunned
     monster eats an acidic corpse (when it resists acid) or tin */
  if (v->muse_evil_defensive && (sc->confused || sc->stunned))
    for (guint i = 0; i < sc->items->len; i++)
      {
        const NhsMuseItem *it = item_at (sc, i);

        if (it->made_of_data != NULL && nhs_monster_has (it->made_of_data, NHS_M1_ACID)
            && it->object != NULL && (strcmp (it->object->name, "corpse") == 0 || strcmp (it->object->name, "tin") == 0))
          return g_strdup_printf (TR ("In %s a confused or stunned monster eats an acidic corpse or tin it carries "
                                      "(find_defensive), which nhspawn does not model: items[%u] (%s)."),
                                  v->display_name, i, it->name);
      }
  if (v->muse_evil_offensive && !nhs_muse_hero_invisible_to_it (sc))
    for (guint i = 0; i < sc->items->len; i++)
      if (item_at (sc, i)->kind == NHS_MI_SCR_STINKING_CLOUD)
        for (guint k = 0; k < sc->features->len; k++)
          if (((NhsMuseFeature *) sc->features->pdata[k])->kind == NHS_MUSE_FEATURE_WALL)
            return g_strdup_printf (TR ("%s's scroll of stinking cloud asks whether the hero could see the monster "
                                    "(couldsee), which a scenario with walls does not answer."), v->display_name);
  if (v->muse_target_guessed && sc->conflict && !sc->mplayer && !(sc->peaceful && !sc->tame)
      && dist2 (0, 0, sc->hero_dx, sc->hero_dy) <= v->muse_bolt_lim * v->muse_bolt_lim)
    {
      for (guint k = 0; k < sc->features->len; k++)
        if (((NhsMuseFeature *) sc->features->pdata[k])->kind == NHS_MUSE_FEATURE_WALL)
          return g_strdup_printf (TR ("In %s the hero's Conflict reaches a monster the hero could see (couldsee), "
                                      "which a scenario with walls does not answer."), v->display_name);
      for (guint k = 0; k < sc->items->len; k++)
        if (((NhsMuseItem *) sc->items->pdata[k])->worn)
          return g_strdup_printf (TR ("In %s a monster resists the hero's Conflict by its magic cancellation, which "
                                      "its worn items raise (magic_negation) and nhspawn does not model: "
                                      "items[%u] (%s) is worn."), v->display_name, k,
                                  ((NhsMuseItem *) sc->items->pdata[k])->name);
    }
  if (nhs_muse_spell_being_read (sc) && sc->items->len > 0 && sc->spell_being == NHS_MUSE_SPELL_BEING_UNKNOWN)
    return g_strdup_printf (TR ("In %s a tame %s may be a spell being a spell made (spell.c: flame or freeze "
                                "sphere), which does nothing with an object on its square (dog_move skips "
                                "dog_invent): say whether it is one (\"state.spell_being\")."),
                            v->display_name, d->name);
  if (sc->tame && v->muse_pet_rules != NHS_MUSE_PET_UNMODELLED && sc->items->len > 0
      && nhs_muse_pet_minion_skips_invent (sc) < 0 && sc->prayer_minion)
    return g_strdup_printf (TR ("In %s a tame %s may be a minion a god gave (pray.c god_gives_pet: dog.c "
                                "make_pet_minion), which does nothing with an object on its square (dog_move skips "
                                "dog_invent): say whether it is one (\"state.minion\")."),
                            v->display_name, d->name);
  if (sc->tame && v->muse_pet_rules != NHS_MUSE_PET_UNMODELLED && sc->items->len > 0
      && nhs_muse_pet_minion_skips_invent (sc) < 0)
    return g_strdup_printf (TR ("In %s a tame %s may be a minion (the hero's guardian angel, or one made tame by "
                                "makemon), which does nothing with an object on its square (dog_move skips "
                                "dog_invent): say whether it is one (\"state.minion\")."),
                            v->display_name, d->name);
  k = race_unsaid (sc, v, &first_unsaid);
  if (k >= 0)
    return g_strdup_printf (TR ("In %s a monster chooses its target by the race another monster was made with (a "
                                "mercenary but the guard, a shopkeeper, a priest or a player monster: "
                                "mm_aggression, dmgval, find_mac), and the races it may have been made with "
                                "answer differently here: say other_monsters[%d]'s (%s) \"race\"."),
                            v->display_name, k, ((NhsMuseOther *) sc->others->pdata[k])->name);
  if (k == RACE_TOO_MANY)
    return g_strdup_printf (TR ("In %s the scenario leaves unsaid the races of more monsters than nhspawn weighs "
                                "together (more than %d combinations of the races the game may give them, any "
                                "of which may change a target): say other_monsters[%d]'s (%s) \"race\"."),
                            v->display_name, RACE_CASES_MAX, first_unsaid,
                            ((NhsMuseOther *) sc->others->pdata[first_unsaid])->name);
  if (k == -1)
    return g_strdup_printf (TR ("In %s a pet whose courage is low attacks the hero only by a grudge against the "
                                "hero's race (acceptable_pet_target, mm_aggression), and the hero's races answer "
                                "differently here: say \"hero.race\"."), v->display_name);
  if (!v->muse_target_guessed || (sc->peaceful && !sc->tame) || sc->others->len == 0)
    return NULL;
  /* what mm_aggression () reads of the monster, nothing rolled
     (priests_unsaid () refuses a berserk one's roll first) */
  memset (&pe, 0, sizeof pe);
  pe.sc = sc;
  pe.v = v;
  pe.d = d;
  /* mfind_target() looks for another monster in line when the hero is not
     lined up (modelled); refused are the cases it decides by what a
     scenario does not hold */
  for (guint k = 0; k < sc->others->len; k++)
    {
      NhsMuseOther *o = sc->others->pdata[k];

      /* mfind_target ()'s walk asks mm_aggression () of it */
      if (!nhs_muse_other_in_bolt_line (sc, o))
        continue;
      if (priests_unsaid (&pe, o))
        return g_strdup_printf (TR ("In %s two priests fight unless they serve the same god (mm_aggression), and the "
                                "scenario does not say both gods (\"state.god\" and the other's \"god\"): "
                                "other_monsters[%u] (%s) is in line with it."),
                                v->display_name, k, o->name);
      if (v->muse_berserk && sc->berserk && !sc->peaceful && !nhs_muse_hero_invisible_to_it (sc))
        for (guint f = 0; f < sc->features->len; f++)
          if (((NhsMuseFeature *) sc->features->pdata[f])->kind == NHS_MUSE_FEATURE_WALL)
            return g_strdup_printf (TR ("In %s a berserk monster lashes out at a monster in line when it can see "
                                    "the hero (mm_aggression, m_canseeu), which a scenario with walls does not "
                                    "answer: other_monsters[%u] (%s)."), v->display_name, k, o->name);
      if (steps_on_tiny (sc, o->data) && sc->features->len > 0)
        for (guint f = 0; f < sc->features->len; f++)
          if (((NhsMuseFeature *) sc->features->pdata[f])->kind == NHS_MUSE_FEATURE_WALL)
            return g_strdup_printf (TR ("In %s a Rider or a huge monster steps on a tiny one in line when it can see the "
                                    "hero (mm_aggression, m_canseeu), which a scenario with walls does not answer: "
                                    "other_monsters[%u] (%s)."), v->display_name, k, o->name);
    }
  return NULL;
}

/* ---- Running the three and the turn ---- */

static const char **fn_names[] = { def_names, misc_names, off_names };
static const StepFn prologues[] = { def_prologue, misc_prologue, off_prologue };
static const StepFn bodies[] = { def_body, misc_body, off_body };

const char *
nhs_muse_fn_key (NhsMuseFn fn)
{
  static const char *keys[] = { "defensive", "misc", "offensive" };
  return fn < NHS_MUSE_N_FN ? keys[fn] : NULL;
}

/* Every use name the function FN can answer (muse.c's MUSE_* names), for
   whoever must have words for each. */
const char *const *
nhs_muse_fn_use_names (NhsMuseFn fn,
                       gsize    *n)
{
  static const gsize lens[] = { G_N_ELEMENTS (def_names), G_N_ELEMENTS (misc_names), G_N_ELEMENTS (off_names) };

  g_return_val_if_fail (fn < NHS_MUSE_N_FN && n != NULL, NULL);
  *n = lens[fn];
  return (const char *const *) fn_names[fn];
}

static void
outcome_free (gpointer p)
{
  NhsMuseOutcome *o = p;
  g_free (o->probability);
  g_free (o->item);
  g_free (o->target_name);
  g_free (o);
}

static void
trace_free (gpointer p)
{
  NhsMuseTraceStep *s = p;
  g_free (s->reached);
  g_free (s->held);
  g_free (s);
}

typedef struct {
  const char *muse;
  const char *item;
  int other;          /* St.other */
  mpq_t p;
} Res;

static void
res_add (GArray     *a,
         const char *muse,
         const char *item,
         int         other,
         mpq_t       p)
{
  for (guint i = 0; i < a->len; i++)
    {
      Res *r = &g_array_index (a, Res, i);
      if (g_strcmp0 (r->muse, muse) == 0 && g_strcmp0 (r->item, item) == 0 && r->other == other)
        {
          mpq_add (r->p, r->p, p);
          return;
        }
    }
  {
    Res r = { muse, item, other };
    mpq_init (r.p);
    mpq_set (r.p, p);
    g_array_append_val (a, r);
  }
}

static void
res_clear (gpointer p)
{
  mpq_clear (((Res *) p)->p);
}

static char *
q_string (mpq_t q)
{
  char *s = mpq_get_str (NULL, 10, q);
  char *out;

  if (strchr (s, '/') == NULL)
    out = g_strconcat (s, "/1", NULL);   /* (no printf: this runs for every step of every probe) */
  else
    out = g_strdup (s);
  {
    void (*freefunc) (void *, size_t);
    mp_get_memory_functions (NULL, NULL, &freefunc);
    freefunc (s, strlen (s) + 1);
  }
  return out;
}

static int
res_cmp (gconstpointer a,
         gconstpointer b)
{
  const Res *x = a, *y = b;
  int c = mpq_cmp (y->p, x->p);
  if (c != 0)
    return c;
  if ((x->muse == NULL) != (y->muse == NULL))
    return x->muse == NULL ? 1 : -1;
  c = g_strcmp0 (x->muse, y->muse);
  if (c == 0)
    c = g_strcmp0 (x->item, y->item);
  return c != 0 ? c : x->other - y->other;
}

/* One function: the outcome distribution (Res array) and its trace. */
static GArray *
run_fn (Eng      *e,
        NhsMuseFn fn)
{
  GArray *states = wst_array (), *next, *res;
  St st0;
  mpq_t one;

  memset (&st0, 0, sizeof st0);
  st0.obj = -1;
  mpq_init (one);
  mpq_set_ui (one, 1, 1);
  add_state (states, &st0, one);
  next = explore (e, states, prologues[fn], -1);
  g_array_unref (states);
  states = next;
  e->pass = 1;
  for (guint i = 0; i < e->sc->items->len; i++)
    {
      next = explore (e, states, bodies[fn], (int) i);
      g_array_unref (states);
      states = next;
    }
  if (fn == NHS_MUSE_FN_DEFENSIVE && e->v->muse_item_search_recurses)
    {
      /* EvilHack: find_items_recurse() searches again from the first item */
      e->pass = 2;
      for (guint s = 0; s < states->len; s++)
        g_array_index (states, WSt, s).st.stop = FALSE;
      for (guint i = 0; i < e->sc->items->len; i++)
        {
          next = explore (e, states, bodies[fn], (int) i);
          g_array_unref (states);
          states = next;
        }
    }
  if (fn == NHS_MUSE_FN_DEFENSIVE && e->v->muse_yeenoghu_stays && name_is (e->d, "Yeenoghu"))
    {
      for (guint s = 0; s < states->len; s++)
        g_array_index (states, WSt, s).st.done = FALSE;
      next = explore (e, states, def_epilogue, -1);
      g_array_unref (states);
      states = next;
    }
  res = g_array_new (FALSE, TRUE, sizeof (Res));
  g_array_set_clear_func (res, res_clear);
  for (guint s = 0; s < states->len; s++)
    {
      WSt *w = &g_array_index (states, WSt, s);
      const char *muse = fn_names[fn][w->st.has];
      /* EvilHack's own name of the misc wand of polymorph (muse.c 160):
         its MUSE_WAN_POLYMORPH is the offensive one, zapped at the hero */
      if (fn == NHS_MUSE_FN_MISC && w->st.has == M_WAN_POLYMORPH && e->v->muse_evil_misc)
        muse = "MUSE_WAN_POLYMORPH_SELF";
      const char *item = (muse != NULL && w->st.obj >= 0) ? item_at (e->sc, w->st.obj)->name : NULL;
      res_add (res, muse, item, muse != NULL ? w->st.other : 0, w->p);
    }
  g_array_sort (res, res_cmp);
  g_array_unref (states);
  mpq_clear (one);
  return res;
}

static NhsMuseOutcome *
outcome_new (const NhsMuseScenario *sc,
             NhsMuseFn              fn,
             const Res             *r,
             mpq_t                  p)
{
  NhsMuseOutcome *o = g_new0 (NhsMuseOutcome, 1);
  o->fn = fn;
  o->muse = r != NULL ? r->muse : NULL;
  o->item = g_strdup (r != NULL ? r->item : NULL);
  o->target = r != NULL && r->other > 0 ? r->other - 1 : -1;
  if (o->target >= 0)
    o->target_name = g_strdup (((NhsMuseOther *) sc->others->pdata[o->target])->name);
  o->probability = q_string (p);
  return o;
}

static NhsMuseDecision *
decide_at (const NhsMuseScenario *sc,
           const NhsVariant      *variant)
{
  NhsMuseDecision *d;
  GArray *res[NHS_MUSE_N_FN];
  Eng e;
  mpq_t none_so_far, p;

  memset (&e, 0, sizeof e);
  e.sc = sc;
  e.v = variant;
  e.d = sc->data;
  e.pending = g_array_new (FALSE, FALSE, sizeof (Pending));
  d = g_new0 (NhsMuseDecision, 1);
  d->variant = variant;
  d->item_names = g_new0 (char *, sc->items->len + 1);
  d->fates = g_new0 (NhsMuseItemFate, sc->items->len + 1);
  for (guint i = 0; i < sc->items->len; i++)
    {
      const NhsMuseItem *it = item_at (sc, i);
      const NhsMuseItemInfo *info = nhs_muse_item_lookup (sc->variant, it->name);

      d->item_names[i] = g_strdup (it->name);
      if (info != NULL)
        {
          d->fates[i].likes = likes_of (&e, info, it->spe, it->cursed, strcmp (it->name, "boulder") == 0);
          d->fates[i].carry = carry_of (&e, info, it);
          if (sc->tame && !nhs_muse_pet_fate (sc, i, &d->fates[i]))
            d->fates[i].carry = NHS_MUSE_CARRY_PET;
        }
    }
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      e.steps = g_ptr_array_new_with_free_func (step_free);
      e.step_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      res[fn] = run_fn (&e, fn);
      d->outcomes[fn] = g_ptr_array_new_with_free_func (outcome_free);
      for (guint i = 0; i < res[fn]->len; i++)
        {
          Res *r = &g_array_index (res[fn], Res, i);
          g_ptr_array_add (d->outcomes[fn], outcome_new (sc, fn, r, r->p));
        }
      d->trace[fn] = g_ptr_array_new_with_free_func (trace_free);
      for (guint i = 0; i < e.steps->len; i++)
        {
          Step *s = e.steps->pdata[i];
          NhsMuseTraceStep *t = g_new0 (NhsMuseTraceStep, 1);
          t->rule = s->rule;
          t->number = s->number;
          t->item = s->item;
          t->again = s->again;
          t->reached = q_string (s->reached);
          t->held = q_string (s->held);
          g_ptr_array_add (d->trace[fn], t);
        }
      g_ptr_array_unref (e.steps);
      g_hash_table_unref (e.step_index);
    }
  /* the turn (monmove.c dochug, mhitu.c mattacku): a defensive choice is
     used; without one a misc choice; without either, when it attacks,
     an offensive one. */
  d->turn = g_ptr_array_new_with_free_func (outcome_free);
  mpq_init (none_so_far);
  mpq_init (p);
  mpq_set_ui (none_so_far, 1, 1);
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      mpq_t none;
      mpq_init (none);
      for (guint i = 0; i < res[fn]->len; i++)
        {
          Res *r = &g_array_index (res[fn], Res, i);
          mpq_mul (p, r->p, none_so_far);
          if (r->muse == NULL)
            mpq_set (none, p);
          else if (mpq_sgn (p) > 0)
            g_ptr_array_add (d->turn, outcome_new (sc, fn, r, p));
        }
      mpq_set (none_so_far, none);
      mpq_clear (none);
    }
  if (mpq_sgn (none_so_far) > 0)
    g_ptr_array_add (d->turn, outcome_new (sc, NHS_MUSE_N_FN, NULL, none_so_far));
  mpq_clear (none_so_far);
  mpq_clear (p);
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    g_array_unref (res[fn]);
  g_array_unref (e.pending);
  return d;
}

/* ---- Where it believes the hero is: set_apparxy()'s guess ---- */

gboolean
nhs_muse_hero_invisible_to_it (const NhsMuseScenario *sc)
{
  /* Invis && !perceives(); EvilHack's racial_perceives() and mon_prop(SEE_INVIS)
     read the species' M1_SEE_INVIS or its race's, a scenario's monster
     wearing no ring of see invisible nor an artifact */
  return sc->hero_invisible && sc->data != NULL && !nhs_muse_racial_flag (sc, NHS_M1_SEE_INVIS);
}

typedef struct {
  int dx, dy;
  mpq_t w;
} Guess;

/* monmove.c set_apparxy(), which dochug() runs before find_defensive():
   the squares it may believe the hero is on, each with its chance.  A pet
   or the monster holding the hero knows the square; so does one that sees
   the hero (not blind, the hero visible to it; the hero is not displaced,
   not underwater, not telepathic, carries no gold for a xorn to smell).
   Otherwise it finds the hero 1 time in 3 (!rn2(3)), else draws a square
   of the 3 x 3 around the hero (rn2(3) for x, then for y) until one is not
   its own square and, unless it passes walls, not a wall (the hero's square
   always qualifies; every square next to the hero is in the hero's view),
   up to 200 tries, then takes the hero's square. */
static gboolean
guess_qualifies (const NhsMuseScenario *sc,
                 int                    x,
                 int                    y)
{
  if (x == sc->hero_dx && y == sc->hero_dy)
    return TRUE;
  return !(x == 0 && y == 0)
         && (nhs_monster_has (sc->data, NHS_M1_WALLWALK) || !nhs_muse_feature_at (sc, NHS_MUSE_FEATURE_WALL, x, y));
}

static GArray *
belief_guesses (const NhsMuseScenario *sc)
{
  GArray *g = g_array_new (FALSE, FALSE, sizeof (Guess));
  Guess one = { sc->hero_dx, sc->hero_dy };
  gboolean notseen = sc->blind || nhs_muse_hero_invisible_to_it (sc);
  int valid = 0;
  mpq_t r, rest, each;

  /* monmove.c set_apparxy (): a pet knows the hero's smell, so its
     belief is the hero's square (EvilHack 2724-2726, 3.4.3 1253-1254,
     3.6.7 1544-1546, 3.7 2147-2149), set at the start of dochug () before
     its items (EvilHack 831, find_defensive () 854) */
  if (!sc->believes_guess && !sc->tame)
    {
      one.dx = sc->believed_dx;
      one.dy = sc->believed_dy;
    }
  if (!sc->believes_guess || sc->tame || sc->held_by_monster || sc->swallowed_by_this || !notseen)
    {
      mpq_init (one.w);
      mpq_set_ui (one.w, 1, 1);
      g_array_append_val (g, one);
      return g;
    }
  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      valid += guess_qualifies (sc, sc->hero_dx + i, sc->hero_dy + j);
  /* r = (9 - valid) / 9 misses a try; after 200 misses the hero's square */
  mpq_inits (r, rest, each, NULL);
  mpq_set_ui (r, 9 - valid, 9);
  mpz_pow_ui (mpq_numref (rest), mpq_numref (r), 200);
  mpz_pow_ui (mpq_denref (rest), mpq_denref (r), 200);
  mpq_canonicalize (rest);
  /* each valid square: 2/3 x (1 - r^200) / valid */
  mpq_set_ui (each, 1, 1);
  mpq_sub (each, each, rest);
  {
    mpq_t k;
    mpq_init (k);
    mpq_set_ui (k, 2, 3 * (unsigned long) valid);
    mpq_canonicalize (k);
    mpq_mul (each, each, k);
    /* the hero's square: 1/3 + 2/3 x r^200 + its own share */
    mpq_set_ui (k, 2, 3);
    mpq_mul (rest, rest, k);
    mpq_set_ui (k, 1, 3);
    mpq_add (rest, rest, k);
    mpq_add (rest, rest, each);
    mpq_clear (k);
  }
  mpq_init (one.w);
  mpq_set (one.w, rest);
  g_array_append_val (g, one);
  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      {
        int x = sc->hero_dx + i, y = sc->hero_dy + j;
        Guess o = { x, y };
        if ((i == 0 && j == 0) || !guess_qualifies (sc, x, y))
          continue;
        mpq_init (o.w);
        mpq_set (o.w, each);
        g_array_append_val (g, o);
      }
  mpq_clears (r, rest, each, NULL);
  return g;
}

/* *SUM ("p/q") += w x P ("p/q") */
static void
add_weighted (char      **sum,
              const char *p,
              mpq_t       w)
{
  mpq_t a, b;

  mpq_inits (a, b, NULL);
  mpq_set_str (a, p, 10);
  mpq_canonicalize (a);
  mpq_mul (a, a, w);
  mpq_set_str (b, *sum, 10);
  mpq_canonicalize (b);
  mpq_add (b, b, a);
  g_free (*sum);
  *sum = q_string (b);
  mpq_clears (a, b, NULL);
}

/* adds w x the outcomes of FROM to INTO (same key: fn, use, item, target) */
static void
mix_outcomes (GPtrArray *into,
              GPtrArray *from,
              mpq_t      w)
{
  for (guint i = 0; i < from->len; i++)
    {
      NhsMuseOutcome *f = from->pdata[i], *t = NULL;

      for (guint k = 0; k < into->len && t == NULL; k++)
        {
          NhsMuseOutcome *c = into->pdata[k];
          if (c->fn == f->fn && g_strcmp0 (c->muse, f->muse) == 0 && g_strcmp0 (c->item, f->item) == 0
              && c->target == f->target)
            t = c;
        }
      if (t == NULL)
        {
          t = g_new0 (NhsMuseOutcome, 1);
          *t = *f;
          t->item = g_strdup (f->item);
          t->target_name = g_strdup (f->target_name);
          t->probability = g_strdup ("0");
          g_ptr_array_add (into, t);
        }
      add_weighted (&t->probability, f->probability, w);
    }
}

static int
outcome_cmp (gconstpointer a,
             gconstpointer b)
{
  const NhsMuseOutcome *x = *(NhsMuseOutcome *const *) a, *y = *(NhsMuseOutcome *const *) b;
  mpq_t p, q;
  int c;

  mpq_inits (p, q, NULL);
  mpq_set_str (p, x->probability, 10);
  mpq_set_str (q, y->probability, 10);
  mpq_canonicalize (p);
  mpq_canonicalize (q);
  c = mpq_cmp (q, p);
  mpq_clears (p, q, NULL);
  if (c != 0)
    return c;
  if ((x->muse == NULL) != (y->muse == NULL))
    return x->muse == NULL ? 1 : -1;
  c = g_strcmp0 (x->muse, y->muse);
  if (c == 0)
    c = g_strcmp0 (x->item, y->item);
  return c != 0 ? c : x->target - y->target;
}

/* the turn: by function (defensive, misc, offensive, none), then as above */
static int
turn_cmp (gconstpointer a,
          gconstpointer b)
{
  const NhsMuseOutcome *x = *(NhsMuseOutcome *const *) a, *y = *(NhsMuseOutcome *const *) b;

  return x->fn != y->fn ? (int) x->fn - (int) y->fn : outcome_cmp (a, b);
}

/* adds w x a trace step's two chances to the step with the same rule,
   number, item and search, or appends it */
static void
mix_trace (GPtrArray *into,
           GPtrArray *from,
           mpq_t      w)
{
  for (guint i = 0; i < from->len; i++)
    {
      NhsMuseTraceStep *f = from->pdata[i], *t = NULL;

      for (guint k = 0; k < into->len && t == NULL; k++)
        {
          NhsMuseTraceStep *c = into->pdata[k];
          if (c->rule == f->rule && c->number == f->number && c->item == f->item && c->again == f->again)
            t = c;
        }
      if (t == NULL)
        {
          t = g_new0 (NhsMuseTraceStep, 1);
          *t = *f;
          t->reached = g_strdup ("0");
          t->held = g_strdup ("0");
          g_ptr_array_add (into, t);
        }
      add_weighted (&t->reached, f->reached, w);
      add_weighted (&t->held, f->held, w);
    }
}

static NhsMuseDecision *
decide_guesses (const NhsMuseScenario *sc,
                const NhsVariant      *variant)
{
  g_autoptr (GArray) guesses = NULL;
  NhsMuseDecision *d;

  g_return_val_if_fail (sc != NULL && sc->data != NULL && variant != NULL, NULL);
  guesses = belief_guesses (sc);
  if (guesses->len == 1)
    {
      NhsMuseScenario at = *sc;
      Guess *g = &g_array_index (guesses, Guess, 0);
      at.believed_dx = g->dx;
      at.believed_dy = g->dy;
      at.believes_guess = sc->believes_guess && !sc->tame;
      mpq_clear (g->w);
      return decide_at (&at, variant);
    }
  d = NULL;
  for (guint k = 0; k < guesses->len; k++)
    {
      Guess *g = &g_array_index (guesses, Guess, k);
      NhsMuseScenario at = *sc;
      NhsMuseDecision *one;

      at.believed_dx = g->dx;
      at.believed_dy = g->dy;
      one = decide_at (&at, variant);
      if (d == NULL)
        {
          /* the item fates do not depend on the believed square */
          d = g_new0 (NhsMuseDecision, 1);
          d->variant = one->variant;
          d->item_names = g_strdupv (one->item_names);
          d->fates = g_new0 (NhsMuseItemFate, sc->items->len + 1);
          memcpy (d->fates, one->fates, sizeof (NhsMuseItemFate) * sc->items->len);
          for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
            {
              d->outcomes[fn] = g_ptr_array_new_with_free_func (outcome_free);
              d->trace[fn] = g_ptr_array_new_with_free_func (trace_free);
            }
          d->turn = g_ptr_array_new_with_free_func (outcome_free);
        }
      for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
        {
          mix_outcomes (d->outcomes[fn], one->outcomes[fn], g->w);
          mix_trace (d->trace[fn], one->trace[fn], g->w);
        }
      mix_outcomes (d->turn, one->turn, g->w);
      nhs_muse_decision_free (one);
      mpq_clear (g->w);
    }
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    g_ptr_array_sort (d->outcomes[fn], outcome_cmp);
  g_ptr_array_sort (d->turn, turn_cmp);
  return d;
}

/* ---- The races a scenario does not say ---- */

/* The races the answer may read that the scenario does not say (EvilHack):
   another monster's that the game makes with one of several races
   (nhs_muse_races_for ()), "race" not given, whose race a rule may read
   (nhs_muse_other_race_read (): in line within BOLT_LIM where
   mfind_target ()'s walk reaches it — a pet's melee target, weapon.c
   mon_melee_target (), lies 7 squares or less along the same lines —, not
   tame beside a pet without Conflict, the monster not peaceful unless
   tame); and
   the hero's ("hero.race"), where an EvilHack pet asks mm_aggression ()
   about the hero: acceptable_pet_target (pet, &youmonst) with its balk 0
   or less, no AT_EXPL, the hero in its own form (mon_has_race () reads
   urace.selfmask only then). */
typedef struct {
  guint n;
  int who[NHS_MUSE_MAX_OTHERS + 1];   /* other_monsters[who], or -1: the hero */
  guint len[NHS_MUSE_MAX_OTHERS + 1]; /* how many races it may have */
} RaceAxes;

static void
race_axes (const NhsMuseScenario *sc,
           RaceAxes              *ax)
{
  const NhsVariant *v = sc->variant;

  ax->n = 0;
  if (!v->muse_races)
    return;
  for (guint k = 0; k < sc->others->len; k++)
    {
      const NhsMuseOther *o = sc->others->pdata[k];

      if (o->race_data == NULL && o->n_may_race >= 2 && nhs_muse_other_race_read (sc, o))
        ax->who[ax->n] = (int) k, ax->len[ax->n++] = o->n_may_race;
    }
  /* (the pet's melee target weighs its weapons for an item's fate, and
     looks at the hero only beside another monster) */
  if (sc->hero_race_data == NULL && sc->n_hero_may_race >= 2 && sc->tame && sc->items->len > 0
      && sc->others->len > 0 && v->muse_pet_rules != NHS_MUSE_PET_UNMODELLED && sc->poly_data == NULL && nhs_muse_pet_balk (sc) <= 0
      && !nhs_monster_has_attack (sc->data, "AT_EXPL"))
    ax->who[ax->n] = -1, ax->len[ax->n++] = sc->n_hero_may_race;
}

/* the decision with the races of case IDX (one index per axis) */
static NhsMuseDecision *
decide_case (const NhsMuseScenario *sc,
             const NhsVariant      *variant,
             const RaceAxes        *ax,
             const guint           *idx)
{
  g_autoptr (GPtrArray) others = g_ptr_array_new_with_free_func (g_free);
  NhsMuseScenario at = *sc;

  for (guint k = 0; k < sc->others->len; k++)
    {
      NhsMuseOther *o = g_new (NhsMuseOther, 1);

      *o = *(NhsMuseOther *) sc->others->pdata[k];
      g_ptr_array_add (others, o);
    }
  at.others = others;
  for (guint a = 0; a < ax->n; a++)
    if (ax->who[a] < 0)
      at.hero_race_data = sc->hero_may_race[idx[a]];
    else
      {
        NhsMuseOther *o = others->pdata[ax->who[a]];

        o->race_data = o->may_race[idx[a]];
      }
  return decide_guesses (&at, variant);
}

static gboolean
outcomes_equal (const GPtrArray *a,
                const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const NhsMuseOutcome *x = a->pdata[i], *y = b->pdata[i];

      if (x->fn != y->fn || x->target != y->target || g_strcmp0 (x->muse, y->muse) != 0
          || g_strcmp0 (x->item, y->item) != 0 || strcmp (x->probability, y->probability) != 0)
        return FALSE;
    }
  return TRUE;
}

/* everything a decision shows: the item fates, the three functions'
   outcomes and trace, the turn */
static gboolean
decisions_equal (const NhsMuseDecision *a,
                 const NhsMuseDecision *b)
{
  for (guint i = 0; a->item_names[i] != NULL; i++)
    {
      const NhsMuseItemFate *x = &a->fates[i], *y = &b->fates[i];

      if (x->likes != y->likes || x->carry != y->carry || x->pet != y->pet || x->pet_why != y->pet_why
          || x->has_dogfood != y->has_dogfood || (x->has_dogfood && x->dogfood != y->dogfood)
          || x->pick_num != y->pick_num || x->pick_den != y->pick_den || x->unknown != y->unknown
          || x->betray_num != y->betray_num || x->betray_den != y->betray_den
          || x->thrown_num != y->thrown_num || x->thrown_den != y->thrown_den)
        return FALSE;
    }
  if (!outcomes_equal (a->turn, b->turn))
    return FALSE;
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      if (!outcomes_equal (a->outcomes[fn], b->outcomes[fn]) || a->trace[fn]->len != b->trace[fn]->len)
        return FALSE;
      for (guint i = 0; i < a->trace[fn]->len; i++)
        {
          const NhsMuseTraceStep *x = a->trace[fn]->pdata[i], *y = b->trace[fn]->pdata[i];

          if (x->rule != y->rule || x->number != y->number || x->item != y->item || x->again != y->again
              || strcmp (x->reached, y->reached) != 0 || strcmp (x->held, y->held) != 0)
            return FALSE;
        }
    }
  return TRUE;
}

/* The decision, and in *UNSAID whose race that the scenario does not say
   decides it: RACE_AGREE when every race the game may give (each monster's
   and the hero's, every combination) gives the same decision, which is
   returned; otherwise -1 (the hero's) or k (other_monsters[k]'s: one whose
   race alone changes the answer), or RACE_TOO_MANY (more than
   RACE_CASES_MAX combinations, not weighed), and the decision under the
   species' own races, which is no answer (nhs_muse_scenario_unmodelled ()
   refuses). */
static NhsMuseDecision *
decide_races (const NhsMuseScenario *sc,
              const NhsVariant      *variant,
              int                   *unsaid)
{
  RaceAxes ax;
  guint idx[NHS_MUSE_MAX_OTHERS + 1] = { 0 }, total = 1;
  NhsMuseDecision *first;

  race_axes (sc, &ax);
  *unsaid = RACE_AGREE;
  for (guint a = 0; a < ax.n && total <= RACE_CASES_MAX; a++)
    total *= ax.len[a];
  if (ax.n > 0 && total > RACE_CASES_MAX)
    *unsaid = RACE_TOO_MANY;
  if (ax.n == 0 || total > RACE_CASES_MAX)
    return decide_guesses (sc, variant);
  first = decide_case (sc, variant, &ax, idx);
  for (guint c = 1; c < total; c++)
    {
      NhsMuseDecision *one;
      gboolean same;

      for (guint a = 0; a < ax.n && ++idx[a] == ax.len[a]; a++)
        idx[a] = 0;
      one = decide_case (sc, variant, &ax, idx);
      same = decisions_equal (first, one);
      nhs_muse_decision_free (one);
      if (!same)
        {
          /* from case 0 to this one an axis at a time: the first change
             that changes the decision names the race asked for */
          guint cur[NHS_MUSE_MAX_OTHERS + 1] = { 0 };
          NhsMuseDecision *prev = first;

          for (guint a = 0; a < ax.n && *unsaid == RACE_AGREE; a++)
            {
              if (idx[a] == 0)
                continue;
              cur[a] = idx[a];
              one = decide_case (sc, variant, &ax, cur);
              if (!decisions_equal (prev, one))
                *unsaid = ax.who[a];
              if (prev != first)
                nhs_muse_decision_free (prev);
              prev = one;
            }
          if (prev != first)
            nhs_muse_decision_free (prev);
          nhs_muse_decision_free (first);
          if (*unsaid == RACE_AGREE)
            *unsaid = ax.who[0];   /* (never: the walk ends at this case) */
          return decide_guesses (sc, variant);
        }
    }
  return first;
}

/* decide_races ()'s *UNSAID alone (no decision made where no race is
   unsaid); *FIRST the first axis (other_monsters[*first], or -1 the hero) */
static int
race_unsaid (const NhsMuseScenario *sc,
             const NhsVariant      *variant,
             int                   *first)
{
  RaceAxes ax;
  int unsaid;

  race_axes (sc, &ax);
  *first = ax.n > 0 ? ax.who[0] : -1;
  if (ax.n == 0)
    return RACE_AGREE;
  nhs_muse_decision_free (decide_races (sc, variant, &unsaid));
  return unsaid;
}

NhsMuseDecision *
nhs_muse_decide (const NhsMuseScenario *sc,
                 const NhsVariant      *variant)
{
  int unsaid;

  g_return_val_if_fail (sc != NULL && sc->data != NULL && variant != NULL, NULL);
  return decide_races (sc, variant, &unsaid);
}

void
nhs_muse_decision_free (NhsMuseDecision *d)
{
  if (d == NULL)
    return;
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      g_ptr_array_unref (d->outcomes[fn]);
      g_ptr_array_unref (d->trace[fn]);
    }
  g_ptr_array_unref (d->turn);
  g_strfreev (d->item_names);
  g_free (d->fates);
  g_free (d);
}

/* ---- Output ---- */

static void
add_outcomes (JsonBuilder *b,
              GPtrArray   *list,
              gboolean     with_fn)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < list->len; i++)
    {
      NhsMuseOutcome *o = list->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "probability");
      json_builder_add_string_value (b, o->probability);
      if (with_fn)
        {
          json_builder_set_member_name (b, "function");
          if (o->fn < NHS_MUSE_N_FN)
            json_builder_add_string_value (b, nhs_muse_fn_key (o->fn));
          else
            json_builder_add_null_value (b);
        }
      json_builder_set_member_name (b, "muse");
      if (o->muse != NULL)
        json_builder_add_string_value (b, o->muse);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "item");
      if (o->item != NULL)
        json_builder_add_string_value (b, o->item);
      else
        json_builder_add_null_value (b);
      if (o->target >= 0)
        {
          /* EvilHack: aimed at another monster, not at the hero */
          json_builder_set_member_name (b, "target");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "other_monster");
          json_builder_add_int_value (b, o->target);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, o->target_name);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* Whether any outcome of function fn uses the inventory item named `name`. */
static gboolean
fn_uses (const NhsMuseDecision *d,
         int                    fn,
         const char            *name)
{
  for (guint i = 0; i < d->outcomes[fn]->len; i++)
    {
      NhsMuseOutcome *o = d->outcomes[fn]->pdata[i];
      if (o->item != NULL && strcmp (o->item, name) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
add_items (JsonBuilder           *b,
           const NhsMuseDecision *d)
{
  json_builder_begin_array (b);
  for (guint i = 0; d->item_names[i] != NULL; i++)
    {
      const NhsMuseItemInfo *info = nhs_muse_item_lookup (d->variant, d->item_names[i]);
      const NhsMuseItemFate *f = &d->fates[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, d->item_names[i]);
      json_builder_set_member_name (b, "class");
      if (info != NULL)
        json_builder_add_string_value (b, nhs_object_class_key (info->oclass));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "used_by");
      json_builder_begin_array (b);
      for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
        if (fn_uses (d, fn, d->item_names[i]))
          json_builder_add_string_value (b, nhs_muse_fn_key (fn));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "picked_up");
      json_builder_add_boolean_value (b, f->pet != NHS_MUSE_PET_NONE ? f->pet == NHS_MUSE_PET_PICKS_UP
                                         : f->likes != 0 && f->carry == NHS_MUSE_CARRY_OK);
      json_builder_set_member_name (b, "likes");
      json_builder_begin_array (b);
      for (int k = 0; k < NHS_MUSE_N_LIKES; k++)
        if (f->likes & (1u << k))
          json_builder_add_string_value (b, nhs_muse_like_key (1u << k));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "refused");
      if (f->carry != NHS_MUSE_CARRY_OK)
        json_builder_add_string_value (b, nhs_muse_carry_key (f->carry));
      else
        json_builder_add_null_value (b);
      /* why "pet" (not answered), where one cause is named */
      json_builder_set_member_name (b, "unknown");
      if (f->carry == NHS_MUSE_CARRY_PET && f->unknown != NHS_MUSE_PET_UNKNOWN_NONE)
        json_builder_add_string_value (b, nhs_muse_pet_unknown_key (f->unknown));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "pet");
      if (f->pet != NHS_MUSE_PET_NONE)
        {
          gboolean overflow = FALSE;
          /* eating: unless its steed's Conflict throws the rider or it turns
             on the hero first (SLASH'EM betrayed ()); the two exclude each other */
          NhsQ64 kept = nhs_q64_not (nhs_q64_add ((NhsQ64) { f->betray_num, f->betray_den },
                                                  (NhsQ64) { f->thrown_num, f->thrown_den }, &overflow));
          g_autofree char *chance = f->pet == NHS_MUSE_PET_PICKS_UP
            ? g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->pick_num, f->pick_den)
            : f->pet == NHS_MUSE_PET_EATS ? g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, kept.num, kept.den)
            : g_strdup ("0/1");
          g_autofree char *betrays = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->betray_num,
                                                      f->betray_den);
          g_autofree char *thrown = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->thrown_num,
                                                     f->thrown_den);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "does");
          json_builder_add_string_value (b, nhs_muse_pet_key (f->pet));
          json_builder_set_member_name (b, "chance");
          json_builder_add_string_value (b, chance);
          /* SLASH'EM: its move ends first as it turns on the hero */
          json_builder_set_member_name (b, "betrays");
          json_builder_add_string_value (b, betrays);
          /* the hero's steed under Conflict: its move ends first as it throws its rider */
          json_builder_set_member_name (b, "throws-rider");
          json_builder_add_string_value (b, thrown);
          json_builder_set_member_name (b, "why");
          /* why it leaves it; EvilHack: why it picks it up for certain */
          if (f->pet_why != NHS_MUSE_PET_WHY_NONE)
            json_builder_add_string_value (b, nhs_muse_pet_why_key (f->pet_why));
          else
            json_builder_add_null_value (b);
          json_builder_set_member_name (b, "dogfood");
          if (f->has_dogfood)
            json_builder_add_string_value (b, nhs_muse_dogfood_name (f->dogfood));
          else
            json_builder_add_null_value (b);
          json_builder_end_object (b);
        }
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

char *
nhs_muse_decision_to_json (const NhsMuseDecision *d)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  char *text;

  json_builder_begin_object (b);
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      json_builder_set_member_name (b, nhs_muse_fn_key (fn));
      add_outcomes (b, d->outcomes[fn], FALSE);
    }
  json_builder_set_member_name (b, "turn");
  add_outcomes (b, d->turn, TRUE);
  json_builder_set_member_name (b, "trace");
  json_builder_begin_object (b);
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      json_builder_set_member_name (b, nhs_muse_fn_key (fn));
      json_builder_begin_array (b);
      for (guint i = 0; i < d->trace[fn]->len; i++)
        {
          NhsMuseTraceStep *s = d->trace[fn]->pdata[i];
          g_autofree char *text = nhs_muse_rule_text (s->rule, s->number);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "rule");
          json_builder_add_string_value (b, text);
          json_builder_set_member_name (b, "code");
          json_builder_add_string_value (b, nhs_muse_rule_key (s->rule));
          json_builder_set_member_name (b, "numbers");
          json_builder_begin_array (b);
          if (nhs_muse_rule_has_number (s->rule))
            json_builder_add_int_value (b, s->number);
          json_builder_end_array (b);
          json_builder_set_member_name (b, "item");
          if (s->item >= 0)
            json_builder_add_int_value (b, s->item);
          else
            json_builder_add_null_value (b);
          if (s->again)
            {
              json_builder_set_member_name (b, "searched_again");
              json_builder_add_boolean_value (b, TRUE);
            }
          json_builder_set_member_name (b, "checked");
          json_builder_add_string_value (b, s->reached);
          json_builder_set_member_name (b, "held");
          json_builder_add_string_value (b, s->held);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "items");
  add_items (b, d);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, d->variant->key);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = nhs_json_text (root);
  {
    char *with_nl = g_strconcat (text, "\n", NULL);
    g_free (text);
    return with_nl;
  }
}

char *
nhs_muse_decision_to_table (const NhsMuseDecision *d)
{
  GString *out = g_string_new (NULL);
  static const char *titles[] = { "Defensive (find_defensive)", "Miscellaneous (find_misc)",
                                  "Offensive (find_offensive)" };

  g_string_append_printf (out, "Item use in %s\n", d->variant->display_name);
  for (int fn = 0; fn <= NHS_MUSE_N_FN; fn++)
    {
      GPtrArray *list = fn < NHS_MUSE_N_FN ? d->outcomes[fn] : d->turn;
      g_string_append_printf (out, "\n%s\n", fn < NHS_MUSE_N_FN ? titles[fn]
                              : "This turn (defensive; else misc; else, when it attacks, offensive)");
      for (guint i = 0; i < list->len; i++)
        {
          NhsMuseOutcome *o = list->pdata[i];
          /* what it does in words, then the game's own name for the use */
          g_autofree char *words = o->muse != NULL ? nhs_muse_outcome_words (o, NULL) : NULL;
          g_autofree char *chance = nhs_format_fraction_text (o->probability, TRUE);

          if (o->muse == NULL)
            g_string_append_printf (out, "  %-18s  (nothing)", chance);
          else if (words != NULL)
            g_string_append_printf (out, "  %-18s  %s [%s]", chance, words, o->muse);
          else
            g_string_append_printf (out, "  %-18s  %s %s", chance, o->muse, o->item != NULL ? o->item : "");
          if (fn == NHS_MUSE_N_FN && o->fn < NHS_MUSE_N_FN)
            g_string_append_printf (out, " — %s", nhs_muse_fn_key (o->fn));
          g_string_append_c (out, '\n');
        }
    }
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      g_string_append_printf (out, "\nRules checked, %s (chance checked → chance it held)\n", nhs_muse_fn_key (fn));
      for (guint i = 0; i < d->trace[fn]->len; i++)
        {
          NhsMuseTraceStep *s = d->trace[fn]->pdata[i];
          g_autofree char *item = s->item >= 0 ? g_strdup_printf ("[%d %s%s] ", s->item, d->item_names[s->item],
                                                                  s->again ? "; searched again" : "")
                                                 : g_strdup ("");
          g_autofree char *text = nhs_muse_rule_text (s->rule, s->number);
          g_autofree char *reached = nhs_format_fraction_text (s->reached, FALSE);
          g_autofree char *held = nhs_format_fraction_text (s->held, FALSE);

          g_string_append_printf (out, "  %s%s: %s → %s\n", item, text, reached, held);
        }
    }
  if (d->item_names[0] != NULL)
    g_string_append (out, "\nEach item, if it lay within its reach (m_move, can_carry)\n");
  for (guint i = 0; d->item_names[i] != NULL; i++)
    {
      const NhsMuseItemFate *f = &d->fates[i];
      g_autoptr (GString) used = g_string_new (NULL);

      for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
        if (fn_uses (d, fn, d->item_names[i]))
          g_string_append_printf (used, "%s%s", used->len ? ", " : "", nhs_muse_fn_key (fn));
      g_string_append_printf (out, "  [%u %s] used now: %s; ", i, d->item_names[i], used->len ? used->str : "no");
      if (f->thrown_num != 0)
        g_string_append_printf (out, "first, with chance %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT ", %s; else ",
                                f->thrown_num, f->thrown_den, nhs_muse_pet_throws_rider_text (d->variant));
      if (f->betray_num != 0)
        g_string_append_printf (out, "first, with chance %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT ", %s; else ",
                                f->betray_num, f->betray_den, nhs_muse_pet_betrays_text ());
      if (f->pet == NHS_MUSE_PET_EATS)
        g_string_append_printf (out, "it would eat it (dogfood: %s)\n", nhs_muse_dogfood_name (f->dogfood));
      else if (f->pet == NHS_MUSE_PET_PICKS_UP && f->pet_why != NHS_MUSE_PET_WHY_NONE)
        g_string_append_printf (out, "it would pick it up with chance %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT
                                ": %s\n", f->pick_num, f->pick_den, nhs_muse_pet_why_text (f->pet_why));
      else if (f->pet == NHS_MUSE_PET_PICKS_UP)
        g_string_append_printf (out, "it would pick it up with chance %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT
                                " (dog_invent: rn2(20) < apport + 3, then rn2(udist) or !rn2(apport))\n",
                                f->pick_num, f->pick_den);
      else if (f->pet == NHS_MUSE_PET_LEAVES && f->pet_why == NHS_MUSE_PET_CANNOT_CARRY)
        g_string_append_printf (out, "it would leave it lying: %s\n", nhs_muse_carry_text (f->carry));
      else if (f->pet == NHS_MUSE_PET_LEAVES)
        g_string_append_printf (out, "it would leave it lying: %s\n", nhs_muse_pet_why_text (f->pet_why));
      else if (f->carry == NHS_MUSE_CARRY_PET && f->unknown != NHS_MUSE_PET_UNKNOWN_NONE)
        g_string_append_printf (out, "whether it picks it up is not known: %s\n", nhs_muse_pet_unknown_text (f->unknown));
      else if (f->carry == NHS_MUSE_CARRY_PET)
        g_string_append_printf (out, "whether it picks it up is not modelled: %s\n", nhs_muse_carry_text (f->carry));
      else if (f->carry == NHS_MUSE_CARRY_MATERIAL_UNKNOWN)
        g_string_append_printf (out, "whether it picks it up is not known: %s\n", nhs_muse_carry_text (f->carry));
      else if (f->likes == 0)
        g_string_append (out, "it would leave it lying: no like of its takes it\n");
      else if (f->carry != NHS_MUSE_CARRY_OK)
        g_string_append_printf (out, "it would leave it lying: %s\n", nhs_muse_carry_text (f->carry));
      else
        {
          g_string_append (out, "it would pick it up:");
          for (int k = 0; k < NHS_MUSE_N_LIKES; k++)
            if (f->likes & (1u << k))
              g_string_append_printf (out, " %s;", nhs_muse_like_text (1u << k));
          out->str[out->len - 1] = '\n';
        }
    }
  return g_string_free (out, FALSE);
}
