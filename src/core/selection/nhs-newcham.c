/* nhs-newcham.c: the shape a new shapechanger starts in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written from reading makemon.c (the shapechanger's branch after the
 * monster is placed) and mon.c (newcham (), select_newcham_form (),
 * pickvampshape (), pick_animal (), accept_newcham_form ()) and wizard.c
 * (pick_nasty (), nasties[]) of each version;
 * NhsVariant's newcham_* fields cite the lines. Every choice is enumerated
 * exactly: a draw of select_newcham_form () is a distribution over mons[],
 * newcham ()'s 20 tries a geometric sum over what accept_newcham_form ()
 * refuses.
 */
#include "nhs-newcham.h"
#include "nhs-pools.h"

#include <string.h>

/* pickvampshape (): which walking forms a vampire may take before it falls
 * to fog cloud (1 in 4, not on the Rogue level) or vampire bat. One row per
 * name the versions use; each chance is "1 in N", 0 for none. EvilHack's
 * vampire noble tries the wolf and then the warg (its switch falls through
 * the royal's case). (EvilHack gives fog or bat instead of a walking form
 * on an IS_AIR square, which none of the modelled levels has.) */
static const struct {
  const char *name;
  int wolf_in, warg_in;
} vamp_shapes[] = {
  { "vampire", 0, 0 },
  { "vampire lord", 10, 0 },       /* 3.6.7 */
  { "vampire leader", 10, 0 },     /* 3.7, 5.0.0, xNetHack */
  { "vampire sovereign", 0, 0 },   /* EvilHack */
  { "vampire noble", 10, 10 },
  { "vampire royal", 0, 10 },
  { "vampire mage", 0, 10 },
};

/* pm_to_cham () of 3.4.3 and SLASH'EM: the three shapechangers by name */
static const char *const rndmonst_changers[] = { "chameleon", "doppelganger", "sandestin" };

/* wizard.c nasties[] of each version (NhsVariant.newcham_nasties), in the
 * game's order */
static const char *const nasties_367[] = {
  "cockatrice", "ettin", "stalker", "minotaur", "owlbear", "purple worm", "xan",
  "umber hulk", "xorn", "zruty", "leocrotta", "baluchitherium", "carnivorous ape",
  "fire elemental", "jabberwock", "iron golem", "ochre jelly", "green slime",
  "black dragon", "red dragon", "arch-lich", "vampire lord", "master mind flayer",
  "disenchanter", "winged gargoyle", "storm giant", "Olog-hai", "elf-lord", "Elvenking",
  "ogre king", "captain", "gremlin",
  "silver dragon", "orange dragon", "green dragon", "yellow dragon", "guardian naga",
  "fire giant", "Aleax", "couatl", "horned devil", "barbed devil",
};

static const char *const nasties_37[] = {
  "cockatrice", "ettin", "stalker", "minotaur", "owlbear", "purple worm", "xan",
  "umber hulk", "xorn", "zruty", "leocrotta", "baluchitherium", "carnivorous ape",
  "fire elemental", "jabberwock", "iron golem", "ochre jelly", "green slime",
  "displacer beast", "genetic engineer",
  "black dragon", "red dragon", "arch-lich", "vampire leader", "master mind flayer",
  "disenchanter", "winged gargoyle", "storm giant", "Olog-hai", "elf-noble",
  "elven monarch", "ogre tyrant", "captain", "gremlin",
  "silver dragon", "orange dragon", "green dragon", "yellow dragon", "guardian naga",
  "fire giant", "Aleax", "couatl", "horned devil", "barbed devil",
};

static const char *const nasties_evilhack[] = {
  "cockatrice", "ettin", "stalker", "minotaur", "owlbear", "purple worm", "xan",
  "umber hulk", "xorn", "zruty", "leocrotta", "dire wolverine", "giant centipede",
  "fire elemental", "jabberwock", "iron golem", "ochre jelly", "green slime",
  "gelatinous cube", "sea dragon", "displacer beast", "genetic engineer",
  "black dragon", "shadow dragon", "demilich", "vampire royal", "master mind flayer",
  "disenchanter", "winged gargoyle", "storm giant", "Olog-hai", "magical eye",
  "elven royal", "ogre royal", "captain", "gremlin", "hill giant shaman",
  "silver dragon", "gold dragon", "stone giant", "shimmering dragon", "gray dragon",
  "dwarf royal", "guardian naga", "fire giant", "Aleax", "Angel", "couatl",
  "tortle shaman", "black naga",
};

/* mondata.c big_to_little () (3.7 and later) for the nasties that have a
 * smaller kind: the first grownups[] row naming each as the bigger one */
static const struct {
  const char *big, *little;
} smaller_kinds[] = {
  { "cockatrice", "chickatrice" },
  { "purple worm", "baby purple worm" },
  { "master mind flayer", "mind flayer" },
  { "black dragon", "baby black dragon" },
  { "red dragon", "baby red dragon" },
  { "arch-lich", "master lich" },
  { "vampire leader", "vampire" },
  { "elf-noble", "elf" },
  { "elven monarch", "elf-noble" },
  { "ogre tyrant", "ogre leader" },
  { "captain", "lieutenant" },
  { "silver dragon", "baby silver dragon" },
  { "orange dragon", "baby orange dragon" },
  { "green dragon", "baby green dragon" },
  { "yellow dragon", "baby yellow dragon" },
  { "guardian naga", "guardian naga hatchling" },
};

static const char *const *
nasties_of (const NhsVariant *v,
            gsize            *n)
{
  switch (v->newcham_nasties)
    {
    case NHS_NASTIES_367:
      *n = G_N_ELEMENTS (nasties_367);
      return nasties_367;
    case NHS_NASTIES_37:
      *n = G_N_ELEMENTS (nasties_37);
      return nasties_37;
    case NHS_NASTIES_EVILHACK:
      *n = G_N_ELEMENTS (nasties_evilhack);
      return nasties_evilhack;
    case NHS_NASTIES_NONE:
    default:
      *n = 0;
      return NULL;
    }
}

const char *const *
nhs_newcham_nasties (const NhsVariant *variant,
                     gsize            *n)
{
  return nasties_of (variant, n);
}

static int
vamp_row (const NhsMonster *m)
{
  for (gsize i = 0; i < G_N_ELEMENTS (vamp_shapes); i++)
    if (strcmp (m->name, vamp_shapes[i].name) == 0)
      return (int) i;
  return -1;
}

NhsNewchamKind
nhs_newcham_kind (const NhsMonsterSet *set,
                  const NhsVariant    *variant,
                  int                  index)
{
  const NhsMonster *m;

  g_return_val_if_fail (index >= 0 && index < set->n, NHS_NEWCHAM_KEEPS);
  m = &set->monsters[index];
  if (variant->newcham_rule == NHS_NEWCHAM_RNDMONST)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (rndmonst_changers); i++)
        if (strcmp (m->name, rndmonst_changers[i]) == 0)
          return NHS_NEWCHAM_FORM;
      return NHS_NEWCHAM_KEEPS;
    }
  if (!nhs_monster_has (m, NHS_M2_SHAPESHIFTER))
    return NHS_NEWCHAM_KEEPS;
  /* makemon (): Vlad (and EvilHack's Kas) keep their shape to carry
     their things */
  if (m->geno & NHS_G_UNIQ)
    return NHS_NEWCHAM_KEEPS;
  /* the vampires, the chameleon, the doppelganger, the sandestin; any
     other shapeshifter falls to select_newcham_form ()'s random form */
  return NHS_NEWCHAM_FORM;
}

typedef struct {
  const NhsMonsterSet *set;
  const NhsVariant *v;
  const NhsSituation *sit;
  const NhsNewchamPlace *place;
  int self;
  int low;                   /* SPECIAL_PM: select's random range is 0 .. low - 1 */
  int max_difficulty;        /* rndmonst ()'s upper bound (xNetHack's cap) */
  gboolean *mplayer;
} Ctx;

static int
index_of (const Ctx *c,
          const char *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (c->set, name);

  return m ? m->index : -1;
}

/* the Rogue level's isupper () as the version reads it */
static gboolean
upper_form (const Ctx *c,
            int        i)
{
  return c->v->newcham_upper_by_symbol && g_ascii_isupper (c->set->monsters[i].symbol);
}

/* accept_newcham_form () (and validspecmon () for a monster that is no
   shopkeeper, priest, guard or quest leader) */
static gboolean
accept_form (const Ctx *c,
             int        i)
{
  const NhsMonster *m = &c->set->monsters[i];

  if (nhs_situation_is_genod (c->sit, m) || m->placeholder)
    return FALSE;
  if (c->mplayer[i]
      && (!c->v->newcham_mplayer_doppelganger_only
          || strcmp (c->set->monsters[c->self].name, "doppelganger") == 0))
    return TRUE;
  if (nhs_monster_has (m, NHS_M2_SHAPESHIFTER) && i == c->self)
    return TRUE;
  return !nhs_monster_has (m, NHS_M2_NOPOLY);
}

/* out[i] += p for each of the `k` indices of `idx`, p = w / k */
static void
add_uniform (mpq_t      *out,
             const int  *idx,
             int         k,
             const mpq_t w)
{
  mpq_t p;

  if (k == 0)
    return;
  mpq_init (p);
  mpq_set_ui (p, 1, (unsigned long) k);
  mpq_canonicalize (p);
  mpq_mul (p, p, w);
  for (int j = 0; j < k; j++)
    mpq_add (out[idx[j]], out[idx[j]], p);
  mpq_clear (p);
}

/* sum of r^k for k < n */
static void
geometric (mpq_t       out,
           const mpq_t r,
           int         n)
{
  mpq_t term;

  mpq_init (term);
  mpq_set_ui (term, 1, 1);
  mpq_set_ui (out, 0, 1);
  for (int k = 0; k < n; k++)
    {
      mpq_add (out, out, term);
      mpq_mul (term, term, r);
    }
  mpq_clear (term);
}

/* out^n */
static void
power (mpq_t       out,
       const mpq_t r,
       int         n)
{
  mpq_set_ui (out, 1, 1);
  for (int k = 0; k < n; k++)
    mpq_mul (out, out, r);
}

/* Up to `n_draws` draws of rn1 (SPECIAL_PM, LOW_PM), stopping at the first
   of the `ng` indices `good`, weighted by w: each good one's chance into s,
   the chance that none was found in *none */
static void
draw_until (const Ctx  *c,
            const int  *good,
            int         ng,
            int         n_draws,
            const mpq_t w,
            mpq_t      *s,
            mpq_t       none)
{
  mpq_t q, sum, found;

  mpq_inits (q, sum, found, NULL);
  mpq_set_ui (q, (unsigned long) (c->low - ng), (unsigned long) c->low);
  mpq_canonicalize (q);
  geometric (sum, q, n_draws);
  mpq_set_ui (found, (unsigned long) ng, (unsigned long) c->low);
  mpq_canonicalize (found);
  mpq_mul (found, found, sum);
  mpq_mul (found, found, w);
  add_uniform (s, good, ng, found);
  power (none, q, n_draws);
  mpq_mul (none, none, w);
  mpq_clears (q, sum, found, NULL);
}

/* pickvampshape () for a monster of row `row`, weighted by w, into s */
static void
vamp_select (const Ctx  *c,
             int         row,
             const mpq_t w,
             mpq_t      *s)
{
  gboolean walk = !c->place->rogue_level
                  && !(c->v->newcham_vamp_wolf_not_on_water && c->place->on_pool_or_lava);
  const int chances[2] = { vamp_shapes[row].wolf_in, vamp_shapes[row].warg_in };
  const char *walkers[2] = { "wolf", "warg" };
  int forms[4];
  mpq_t left, p[4];
  int n = 0;

  mpq_init (left);
  mpq_set (left, w);
  for (int k = 0; k < 4; k++)
    mpq_init (p[k]);
  for (int k = 0; k < 2; k++)
    if (chances[k] > 0 && walk)
      {
        /* !rn2 (N): that form; else on to the next case */
        mpq_set_ui (p[n], 1, (unsigned long) chances[k]);
        mpq_mul (p[n], p[n], left);
        mpq_sub (left, left, p[n]);
        forms[n++] = index_of (c, walkers[k]);
      }
  /* fog cloud 1 in 4 (never on the Rogue level), else vampire bat */
  if (!c->place->rogue_level)
    {
      mpq_set_ui (p[n], 1, 4);
      mpq_mul (p[n], p[n], left);
      mpq_sub (left, left, p[n]);
      forms[n++] = index_of (c, "fog cloud");
    }
  mpq_set (p[n], left);
  forms[n++] = index_of (c, "vampire bat");
  for (int k = 0; k < n; k++)
    {
      int f = forms[k];

      /* 3.7 and later: a genocided form gives the vampire's own */
      if (f < 0 || (c->v->newcham_vamp_genocided_own
                    && nhs_situation_is_genod (c->sit, &c->set->monsters[f])))
        f = c->self;
      mpq_add (s[f], s[f], p[k]);
    }
  for (int k = 0; k < 4; k++)
    mpq_clear (p[k]);
  mpq_clear (left);
}

/* select_newcham_form ()'s random form (mndx NON_PM), weighted by w */
static void
random_select (const Ctx  *c,
               const mpq_t w,
               mpq_t      *s)
{
  g_autofree int *idx = g_new (int, MAX (c->low, 1));
  int k = 0;

  if (c->v->newcham_capped_by_difficulty)
    {
      /* xNetHack: one of the valid forms within the bound, all alike
         (reservoir sampling); none: an acid blob */
      for (int i = 0; i < c->low; i++)
        if (accept_form (c, i) && c->set->monsters[i].difficulty <= c->max_difficulty)
          idx[k++] = i;
      if (k == 0 && (idx[0] = index_of (c, "acid blob")) >= 0)
        k = 1;
      add_uniform (s, idx, k, w);
      return;
    }
  for (int i = 0; i < c->low; i++)
    idx[k++] = i;
  if (!c->place->rogue_level)
    {
      /* the loop's third test needs the Rogue level: one draw, taken */
      add_uniform (s, idx, k, w);
      return;
    }
  /* the Rogue level: up to 10 draws, stopping at the first one that is
     valid or uppercase; the tenth is taken whatever it is */
  {
    g_autofree int *good = g_new (int, MAX (c->low, 1));
    int ng = 0;
    mpq_t wl;

    for (int i = 0; i < c->low; i++)
      if (accept_form (c, i) || upper_form (c, i))
        good[ng++] = i;
    mpq_init (wl);
    /* each good one: 1/N per draw over the first nine; the tenth: 1/N each */
    draw_until (c, good, ng, 9, w, s, wl);
    add_uniform (s, idx, k, wl);
    mpq_clear (wl);
  }
}

/* select_newcham_form () for a chameleon, weighted by w */
static void
chameleon_select (const Ctx  *c,
                  const mpq_t w,
                  mpq_t      *s)
{
  g_autofree int *animals = g_new (int, MAX (c->low, 1));
  int na = 0, nlow = 0;
  mpq_t third, random_w, a, tmp;

  for (int i = 0; i < c->low; i++)
    if (nhs_monster_has (&c->set->monsters[i], NHS_M1_ANIMAL))
      animals[na++] = i;
  mpq_inits (third, random_w, a, tmp, NULL);
  mpq_set_ui (third, 1, 3);
  mpq_mul (third, third, w);
  /* 2 in 3: a random form */
  mpq_sub (random_w, w, third);
  if (na > 0)
    {
      g_autofree mpq_t *pa = g_new (mpq_t, na);
      mpq_t bad, sum;

      mpq_inits (bad, sum, NULL);
      /* pick_animal (): one of the animals; on the Rogue level a lowercase
         one is drawn again, once */
      for (int j = 0; j < na; j++)
        if (!upper_form (c, animals[j]))
          nlow++;
      for (int j = 0; j < na; j++)
        {
          mpq_init (pa[j]);
          mpq_set_ui (pa[j], 1, (unsigned long) na);
          if (c->place->rogue_level)
            {
              mpq_set_ui (tmp, (unsigned long) nlow, (unsigned long) na * (unsigned long) na);
              mpq_canonicalize (tmp);
              if (!upper_form (c, animals[j]))
                mpq_set (pa[j], tmp);
              else
                mpq_add (pa[j], pa[j], tmp);
            }
        }
      if (c->v->newcham_capped_by_difficulty)
        {
          /* xNetHack: drawn again while too strong; the 20th draw is
             given up (NON_PM: a random form) */
          for (int j = 0; j < na; j++)
            if (c->set->monsters[animals[j]].difficulty > c->max_difficulty)
              {
                mpq_add (bad, bad, pa[j]);
                mpq_set_ui (pa[j], 0, 1);
              }
          geometric (sum, bad, 19);
          for (int j = 0; j < na; j++)
            mpq_mul (pa[j], pa[j], sum);
          power (tmp, bad, 19);
          mpq_mul (tmp, tmp, third);
          mpq_add (random_w, random_w, tmp);
        }
      for (int j = 0; j < na; j++)
        {
          mpq_mul (a, pa[j], third);
          mpq_add (s[animals[j]], s[animals[j]], a);
          mpq_clear (pa[j]);
        }
      mpq_clears (bad, sum, NULL);
    }
  else
    mpq_add (random_w, random_w, third);
  random_select (c, random_w, s);
  mpq_clears (third, random_w, a, tmp, NULL);
}

/* a juvenile by its name, as pick_nasty () tells ("baby ...", "... hatchling",
   "... pup", "... cub") */
static gboolean
juvenile (const char *name)
{
  const char *last = strrchr (name, ' ');

  return g_str_has_prefix (name, "baby ")
         || (last != NULL
             && (strcmp (last, " hatchling") == 0 || strcmp (last, " pup") == 0
                 || strcmp (last, " cub") == 0));
}

/* pick_nasty (difcap), weighted by w: each nasty alike (on the Rogue level
   one that is not uppercase draws again once), then from 3.7 on its smaller
   kind where the nasty is genocided, too strong or out of place. A monster
   table opened by the user may lack some nasties: those are left out (none
   left: NON_PM, the random form) */
static void
nasty_select (const Ctx  *c,
              int         difcap,
              const mpq_t w,
              mpq_t      *s,
              mpq_t       random_w)
{
  gsize n_names = 0, n = 0;
  const char *const *names = nasties_of (c->v, &n_names);
  g_autofree int *idx = g_new (int, MAX (n_names, 1));
  guint off_place = nhs_region_info_in (c->sit->variant, c->sit->region)->in_hell
                      ? NHS_G_NOHELL : NHS_G_HELL;
  int nlow = 0;
  mpq_t p, again;

  for (gsize j = 0; j < n_names; j++)
    {
      int i = index_of (c, names[j]);

      if (i < 0 || i >= c->low)
        continue;
      idx[n++] = i;
      if (!upper_form (c, i))
        nlow++;
    }
  if (n == 0)
    {
      mpq_add (random_w, random_w, w);
      return;
    }
  mpq_inits (p, again, NULL);
  /* the second draw's share of each nasty: (not uppercase)/n x 1/n */
  if (c->place->rogue_level && c->v->newcham_nasty_rogue_again)
    mpq_set_ui (again, (unsigned long) nlow, (unsigned long) (n * n));
  mpq_canonicalize (again);
  for (gsize j = 0; j < n; j++)
    {
      int res = idx[j];

      mpq_set_ui (p, 1, (unsigned long) n);
      if (c->place->rogue_level && c->v->newcham_nasty_rogue_again && !upper_form (c, res))
        mpq_set_ui (p, 0, 1);
      mpq_add (p, p, again);
      mpq_mul (p, p, w);
      if (c->v->newcham_nasty_smaller)
        {
          const NhsMonster *m = &c->set->monsters[res];

          if (nhs_situation_is_genod (c->sit, m)
              || (difcap > 0 && m->difficulty >= difcap)
              || (m->geno & off_place) != 0)
            for (gsize k = 0; k < G_N_ELEMENTS (smaller_kinds); k++)
              if (strcmp (m->name, smaller_kinds[k].big) == 0)
                {
                  int alt = index_of (c, smaller_kinds[k].little);

                  if (alt >= 0 && !nhs_situation_is_genod (c->sit, &c->set->monsters[alt])
                      && !juvenile (smaller_kinds[k].little))
                    res = alt;
                  break;
                }
        }
      mpq_add (s[res], s[res], p);
    }
  mpq_clears (p, again, NULL);
}

/* difficulty - 1 of the named monster: pick_nasty ()'s cap (3.7 on), else 0 */
static int
nasty_cap (const Ctx  *c,
           const char *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (c->set, name);

  return c->v->newcham_nasty_smaller && m != NULL ? m->difficulty - 1 : 0;
}

/* out[first .. last] += w / (last - first + 1): rn1 () over a range of mons[] */
static void
add_range (mpq_t      *out,
           int         first,
           int         last,
           const mpq_t w)
{
  g_autofree int *idx = g_new (int, MAX (last - first + 1, 1));
  int k = 0;

  for (int i = first; i <= last; i++)
    idx[k++] = i;
  add_uniform (out, idx, k, w);
}

/* the first monster named `name` at or after `from`, or -1 */
static int
index_from (const Ctx  *c,
            const char *name,
            int         from)
{
  for (int i = MAX (from, 0); i < c->set->n; i++)
    if (strcmp (c->set->monsters[i].name, name) == 0)
      return i;
  return -1;
}

/* select_newcham_form () for a sandestin (6 in 7 a nasty below the Archon)
   or a doppelganger (1 in 7 a nasty below the jabberwock; else 2 in 3 a
   player monster, 1 in 3 of the rest a quest guardian, else up to 5 draws
   for a humanoid polyok () allows), weighted by w; what gives NON_PM goes to
   the random form */
static void
nasty_changer_select (const Ctx  *c,
                      gboolean    doppelganger,
                      const mpq_t w,
                      mpq_t      *s)
{
  mpq_t part, random_w, rest;

  mpq_inits (part, random_w, rest, NULL);
  /* rn2 (7) */
  mpq_set_ui (part, 1, 7);
  mpq_mul (part, part, w);
  mpq_sub (rest, w, part);
  if (!doppelganger)
    {
      /* 1 in 7: no nasty; 6 in 7: one */
      mpq_add (random_w, random_w, part);
      nasty_select (c, nasty_cap (c, "Archon"), rest, s, random_w);
    }
  else
    {
      int arc = index_of (c, "archeologist");
      int wiz = index_from (c, "wizard", arc);
      int student = index_of (c, "student");
      int apprentice = index_from (c, "apprentice", student);

      nasty_select (c, nasty_cap (c, "jabberwock"), part, s, random_w);
      /* 2 in 3 of the rest: a player monster, archeologist .. wizard alike
         (3.7 on: tt_doppel () with an empty high-score file, whose
         get_rnd_toptenentry () finds no entry: the same range) */
      mpq_set_ui (part, 2, 3);
      mpq_mul (part, part, rest);
      mpq_sub (rest, rest, part);
      if (arc >= 0 && wiz >= arc)
        add_range (s, arc, wiz, part);
      else
        /* a table without them (opened by the user): no form, as NON_PM */
        mpq_add (random_w, random_w, part);
      /* 1 in 3 of the rest: a quest guardian, student .. apprentice alike;
         the hero's own role's guardian (one of them) gives NON_PM. Every
         one of them is a human accept_newcham_form () refuses, so which
         one is the hero's changes nothing: each stands for itself in
         (k - 1) / k of its share */
      mpq_set_ui (part, 1, 3);
      mpq_mul (part, part, rest);
      mpq_sub (rest, rest, part);
      if (student >= 0 && apprentice >= student)
        {
          int k = apprentice - student + 1;
          mpq_t own;

          mpq_init (own);
          mpq_set_ui (own, 1, (unsigned long) k);
          mpq_mul (own, own, part);
          mpq_add (random_w, random_w, own);
          mpq_sub (part, part, own);
          add_range (s, student, apprentice, part);
          mpq_clear (own);
        }
      else
        mpq_add (random_w, random_w, part);
      /* the rest: up to 5 draws over mons[] for a humanoid that polyok ()
         allows; none in 5: NON_PM */
      {
        g_autofree int *humanoids = g_new (int, MAX (c->low, 1));
        int h = 0;
        mpq_t none;

        for (int i = 0; i < c->low; i++)
          if (nhs_monster_has (&c->set->monsters[i], NHS_M1_HUMANOID)
              && !nhs_monster_has (&c->set->monsters[i], NHS_M2_NOPOLY))
            humanoids[h++] = i;
        mpq_init (none);
        draw_until (c, humanoids, h, 5, rest, s, none);
        mpq_add (random_w, random_w, none);
        mpq_clear (none);
      }
    }
  random_select (c, random_w, s);
  mpq_clears (part, random_w, rest, NULL);
}

/* newcham ()'s tries: `tries` draws of select (s, one draw's chances),
   each kept when accepted (and, with strict, uppercase); the chance that
   all are refused goes to *refused. Adds w x the kept chances to out. */
static void
tries (const Ctx  *c,
       mpq_t      *s,
       int         n_tries,
       gboolean    strict,
       const mpq_t w,
       mpq_t      *out,
       mpq_t       refused)
{
  mpq_t kept, sum, tmp;

  mpq_inits (kept, sum, tmp, NULL);
  for (int i = 0; i < c->set->n; i++)
    if (mpq_sgn (s[i]) > 0 && accept_form (c, i) && (!strict || upper_form (c, i)))
      mpq_add (kept, kept, s[i]);
  mpq_set_ui (tmp, 1, 1);
  mpq_sub (tmp, tmp, kept);   /* a try's chance to be refused */
  geometric (sum, tmp, n_tries);
  power (refused, tmp, n_tries);
  mpq_mul (refused, refused, w);
  mpq_mul (sum, sum, w);
  for (int i = 0; i < c->set->n; i++)
    if (mpq_sgn (s[i]) > 0 && accept_form (c, i) && (!strict || upper_form (c, i)))
      {
        mpq_mul (tmp, s[i], sum);
        mpq_add (out[i], out[i], tmp);
      }
  mpq_clears (kept, sum, tmp, NULL);
}

NhsClassDist *
nhs_newcham_first_form (const NhsDistribution *ordinary,
                        int                    index,
                        const NhsNewchamPlace *place)
{
  NhsMonsterSet *set = ordinary->set;
  const NhsVariant *v = ordinary->variant;
  const NhsMonster *m;
  g_autofree char *title = NULL;
  NhsClassDist *dist;
  Ctx c;

  g_return_val_if_fail (index >= 0 && index < set->n, NULL);
  if (nhs_newcham_kind (set, v, index) != NHS_NEWCHAM_FORM)
    return NULL;
  m = &set->monsters[index];
  title = g_strdup_printf ("newcham(%s)", m->name);
  dist = nhs_class_dist_new (set, &ordinary->situation, title);

  if (v->newcham_rule == NHS_NEWCHAM_RNDMONST)
    {
      /* newcham (mtmp, rndmonst ()): the level's random monster as it is
         (the monster itself, or none: it keeps its shape) */
      mpq_t p, kept;

      mpq_inits (p, kept, NULL);
      for (int i = 0; i < set->n; i++)
        {
          nhs_distribution_chance (ordinary, i, p);
          mpq_add (dist->probs[i], dist->probs[i], p);
          mpq_add (kept, kept, p);
        }
      mpq_set_ui (p, 1, 1);
      mpq_sub (p, p, kept);
      mpq_add (dist->probs[index], dist->probs[index], p);
      mpq_clears (p, kept, NULL);
      nhs_class_dist_finish (dist);
      return dist;
    }

  c.set = set;
  c.v = v;
  c.sit = &ordinary->situation;
  c.place = place;
  c.self = index;
  c.low = MIN (set->special_pm > 0 ? set->special_pm : set->n, set->n);
  c.max_difficulty = ordinary->max_difficulty;
  c.mplayer = g_new (gboolean, set->n);
  for (int i = 0; i < set->n; i++)
    c.mplayer[i] = nhs_monster_is_mplayer (set, i);

  {
    g_autofree mpq_t *s = g_new (mpq_t, set->n);
    int row = vamp_row (m);
    mpq_t one, refused, refused2, w;

    for (int i = 0; i < set->n; i++)
      mpq_init (s[i]);
    mpq_inits (one, refused, refused2, w, NULL);
    mpq_set_ui (one, 1, 1);
    if (row >= 0)
      vamp_select (&c, row, one, s);
    else if (strcmp (m->name, "chameleon") == 0)
      chameleon_select (&c, one, s);
    else if (strcmp (m->name, "doppelganger") == 0 || strcmp (m->name, "sandestin") == 0)
      nasty_changer_select (&c, strcmp (m->name, "doppelganger") == 0, one, s);
    else
      /* select_newcham_form ()'s switch has no case for it: NON_PM */
      random_select (&c, one, s);
    /* EvilHack: a vampire keeps its shape one time in 2 first */
    mpq_set_ui (w, 1, 1);
    if (row >= 0 && v->newcham_vamp_half_own)
      mpq_set_ui (w, 1, 2);
    if (place->rogue_level)
      {
        /* five tries for an uppercase form, then fifteen for any */
        tries (&c, s, 5, TRUE, w, dist->probs, refused);
        tries (&c, s, 15, FALSE, refused, dist->probs, refused2);
      }
    else
      tries (&c, s, 20, FALSE, w, dist->probs, refused2);
    /* every try refused, or the half that keeps its shape: its own */
    mpq_sub (w, one, w);
    mpq_add (w, w, refused2);
    mpq_add (dist->probs[index], dist->probs[index], w);
    for (int i = 0; i < set->n; i++)
      mpq_clear (s[i]);
    mpq_clears (one, refused, refused2, w, NULL);
  }
  g_free (c.mplayer);
  nhs_class_dist_finish (dist);
  return dist;
}
