/* nhs-level-gen.c: the level being made (its memory, monsters,
 * engravings and phases) and the public accessors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-dungeon-place.h"
#include "nhs-format.h"
#include "nhs-level-splev.h"
#include "nhs-monster.h"

#include <string.h>

void
nhs_lev_begin (Gen *g, const NhsLevelParams *params)
{
  NhsLevel *lev = g_new (NhsLevel, 1);

  memset (g, 0, sizeof *g);

  /* all stone, in no room: one copy of a map made once */
  static NhsSquare empty[COLNO][ROWNO];
  static gsize empty_ready;

  if (g_once_init_enter (&empty_ready))
    {
      for (int x = 0; x < COLNO; x++)
        for (int y = 0; y < ROWNO; y++)
          empty[x][y].room = -1;
      g_once_init_leave (&empty_ready, 1);
    }
  memcpy (lev->sq, empty, sizeof lev->sq);
  lev->params = *params;
  lev->nroom = 0;
  lev->rooms[0].hx = -1;
  lev->nsubroom = 0;
  lev->subrooms[0].hx = -1;
  lev->n_themed_rooms = lev->n_themed_fills = 0;
  lev->vault_room = -1;
  lev->doorindex = 0;
  lev->up_x = lev->up_y = lev->dn_x = lev->dn_y = 0;
  lev->up_room = lev->dn_room = -1;
  lev->niches = 0;
  lev->inv_x = lev->inv_y = 0;
  lev->monsters = NULL;
  lev->n_monsters = lev->monsters_alloc = 0;
  lev->n_engravings = 0;
  lev->n_objects = 0;
  lev->n_more_boulders = 0;
  lev->snap = params->record_phases
              ? g_malloc0 (sizeof (NhsSquare[COLNO][ROWNO]) * NHS_LEVEL_N_PHASES)
              : NULL;

  g->lev = lev;
  nhs_rng_init (&g->rng, params->seed);
  g->depth = params->depth;
  lev->above_medusa = (params->kind == NHS_LEVEL_KIND_ROOMS
                       || params->kind == NHS_LEVEL_KIND_ROGUE)
                      && nhs_lev_above_medusa (params);
  g->variant = params->variant ? params->variant : nhs_variant_get (NHS_VARIANT_367);
  g->rogue = FALSE;
  g->vault_x = -1;
  g->vault_y = -1;
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  nhs_lev_init_rect (g);
  g->spider_index = params->lookup
                    ? params->lookup (params->picker_data, "giant spider", NULL) : -1;
}

/* the game's occupied(): a trap, furniture, water, or the invocation
   level's vibrating square (invocation_pos ()) */
gboolean
nhs_lev_occupied (Gen *g, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);

  return s->trap != NHS_TRAP_NONE || NHS_SQ_IS_FURNITURE (s->typ)
         || s->typ == NHS_SQ_POOL || s->typ == NHS_SQ_WATER
         || s->typ == NHS_SQ_LAVA || s->typ == NHS_SQ_LAVAWALL
         || s->typ == NHS_SQ_MOAT
         || (x == g->lev->inv_x && y == g->lev->inv_y);
}

void
nhs_lev_put_boulder (Gen *g, int x, int y)
{
  NhsLevel *lev = g->lev;

  if (!(LEV (g, x, y)->flags & NHS_SQF_BOULDER))
    LEV (g, x, y)->flags |= NHS_SQF_BOULDER;
  else if (lev->n_more_boulders < (int) G_N_ELEMENTS (lev->more_boulders))
    {
      lev->more_boulders[lev->n_more_boulders].x = x;
      lev->more_boulders[lev->n_more_boulders].y = y;
      lev->n_more_boulders++;
    }
}

gboolean
nhs_lev_has_upstairs (Gen *g, int room)
{
  return g->lev->up_x && g->lev->up_room == room;
}

gboolean
nhs_lev_has_dnstairs (Gen *g, int room)
{
  return g->lev->dn_x && g->lev->dn_room == room;
}

/* --------------------------------------------------------------- monsters */

/* the next slot of the level's monster list */
static NhsLevelMonster *
new_monster (NhsLevel *lev)
{
  if (lev->n_monsters == lev->monsters_alloc)
    {
      lev->monsters_alloc = lev->monsters_alloc ? lev->monsters_alloc * 2 : 32;
      lev->monsters = g_renew (NhsLevelMonster, lev->monsters, lev->monsters_alloc);
    }
  return &lev->monsters[lev->n_monsters];
}

/* EvilHack makemon.c 3536-3598: the riders makemon () mounts, with the
 * chance (1 in one_in) and the steed (when `alt' is set: rn2 (3) ? steed :
 * alt). Death, Famine and Pestilence on their horses and a frost giant
 * on a woolly mammoth in the Ice Queen's branch (Iniceq) are left out:
 * nhspawn makes none of them. A player-monster knight's steed follows
 * its race and alignment (knight_steed ()). */
static const struct {
  const char *rider;
  int one_in;
  const char *steed, *alt;
  char symbol;            /* the steed's class (both kinds share it) */
} steeds[] = {
  { "Nazgul", 1, "fell beast", NULL, 'D' },
  { "goblin outrider", 1, "wolf", NULL, 'd' },
  { "goblin-captain", 1, "warg", NULL, 'd' },
  { "Uruk-hai", 7, "warg", NULL, 'd' },
  { "orc-captain", 4, "warg", NULL, 'd' },
  { "drow raider", 7, "giant spider", NULL, 's' },
  { "drow cleric", 7, "giant spider", "gargantuan spider", 's' },
};

/* makemon.c 3564-3580: a player-monster knight's steed, by the race
   init_mplayer_erac () gave it and apply_race ()'s alignment (drawn
   here with makemon ()'s other dice before the steed, its gender and
   peacefulness, nhs_lev_evil_mplayer_makemon ()): none for a
   centaur; chaotic: a drow on a cave lizard (rn2 (3)) or a large cave
   lizard, a draugr or other zombie race on a skeletal horse or a
   skeletal warhorse, any other on a nightmare or a cauchemar; lawful or
   neutral on a horse or a warhorse */
static const char *
knight_steed (Gen *g, int rider)
{
  int align;
  const NhsMonster *race = nhs_lev_evil_mplayer_makemon (g, g->lev->monsters[rider].mindex, &align);
  const NhsMonster *r = race ? race : g->lev->params.monster (g->lev->params.picker_data,
                                                               g->lev->monsters[rider].mindex);

  if (r == NULL || nhs_monster_has (r, NHS_MH_CENTAUR))
    return NULL;
  if (align == -1)
    {
      if (nhs_monster_has (r, NHS_MH_DROW))
        return rn2 (g, 3) ? "cave lizard" : "large cave lizard";
      if (nhs_monster_has (r, NHS_MH_ZOMBIE))
        return rn2 (g, 3) ? "skeletal horse" : "skeletal warhorse";
      return rn2 (g, 3) ? "nightmare" : "cauchemar";
    }
  return rn2 (g, 3) ? "horse" : "warhorse";
}

/* steed.c mount_monster (): the steed is made (makemon (steed, 0, 0)) and
   taken off the map; it stays a monster of the level, where its rider is */
static void
mount_monster (Gen *g, int rider)
{
  const NhsLevelParams *p = &g->lev->params;
  const NhsLevelMonster *r = &g->lev->monsters[rider];
  const char *steed = NULL, *name = NULL;
  char symbol = '?';
  NhsLevelMonster *m, here;
  int idx;

  for (guint i = 0; i < G_N_ELEMENTS (steeds); i++)
    if (r->name[0] == steeds[i].rider[0] && strcmp (r->name, steeds[i].rider) == 0)
      {
        if (steeds[i].one_in > 1 && rn2 (g, steeds[i].one_in))
          return;
        steed = steeds[i].alt && !rn2 (g, 3) ? steeds[i].alt : steeds[i].steed;
        symbol = steeds[i].symbol;
        break;
      }
  if (steed == NULL && strcmp (r->name, "knight") == 0 && r->mindex >= 0 && p->monster != NULL)
    {
      steed = knight_steed (g, rider);
      r = &g->lev->monsters[rider];
    }
  if (steed == NULL || p->lookup == NULL
      || (idx = p->lookup (p->picker_data, steed, &name)) < 0)
    return;
  if (symbol == '?')
    symbol = p->monster (p->picker_data, idx)->symbol;
  here = *r;
  m = new_monster (g->lev);   /* (may move the list) */
  *m = here;
  m->asleep = FALSE;
  m->mindex = idx;
  m->name = name;
  m->symbol = symbol;
  m->form = -1;
  m->form_symbol = 0;
  m->form_name = NULL;
  m->rider = rider;
  g->lev->n_monsters++;
}

int
nhs_lev_add_monster (Gen *g, int x, int y, int mindex, char symbol, const char *name,
             gboolean asleep)
{
  NhsLevel *lev = g->lev;
  NhsLevelMonster *m;
  int made;

  if (LEV (g, x, y)->mon)
    return -1;    /* makemon: someone is already there */
  m = new_monster (lev);
  m->x = x;
  m->y = y;
  m->mindex = mindex;
  m->symbol = symbol;
  m->name = name;
  m->phase = g->phase;
  m->asleep = asleep;
  m->form = -1;
  m->form_symbol = 0;
  m->form_name = NULL;
  /* makemon (): a shapechanger takes its first shape (newcham ()) once it
     stands on its square, before its inventory and group */
  if (mindex >= 0 && lev->params.form)
    {
      const NhsSquare *s = LEV (g, x, y);
      gboolean water = s->typ == NHS_SQ_POOL || s->typ == NHS_SQ_MOAT || s->typ == NHS_SQ_WATER
                       || s->typ == NHS_SQ_LAVA || s->typ == NHS_SQ_LAVAWALL;

      m->form = lev->params.form (lev->params.picker_data, &g->rng, mindex,
                                  lev->params.kind == NHS_LEVEL_KIND_ROGUE, water,
                                  &m->form_symbol, &m->form_name);
    }
  m->rider = -1;
  LEV (g, x, y)->mon = (guint16) (++lev->n_monsters);
  made = lev->n_monsters - 1;
  if (g->variant->level_monster_steeds && name != NULL)
    mount_monster (g, made);
  /* makemon (): a spider or a snake made while the level is made hides
     under a random object (makemon.c's S_SPIDER / S_SNAKE case, 3.6.7 and
     EvilHack alike; its steed, made off the map, gets none); only on the
     levels whose objects are modelled */
  if (g->make_objects && (symbol == 's' || symbol == 'S'))
    nhs_lev_mkobj (g, -1, g->objects_in_hell, x, y);
  return made;
}

/* goodpos () on a boulder's square for the monster (see on_boulder) */
static gboolean
boulder_ok (Gen *g, int mindex)
{
  const NhsLevelParams *p = &g->lev->params;

  return mindex >= 0 && p->on_boulder && p->on_boulder (p->picker_data, mindex);
}

static void initgrp (Gen *g, int mi, gboolean asleep);
static gboolean goodpos_mon (Gen *g, int mindex, int x, int y, gboolean checkscary);

/* makemon (mkclass (mclass), x, y) or, with mclass 0, makemon (NULL, x, y),
 * drawn by `pick' */
static int
make_random_monster_by (Gen *g, NhsLevelMonsterPicker pick, char mclass, int x, int y,
                        gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = -1;
  char sym = mclass ? mclass : '?';
  const char *name = NULL;

  if (LEV (g, x, y)->mon)
    return -1;
  if (pick)
    {
      idx = pick (p->picker_data, &g->rng, mclass, &sym, &name);
      /* makemon (NULL, x, y): a monster that goodpos () does not let
         stand here (water, lava, a wall, a boulder, an EvilHack puddle, a
         vampire on an altar from 3.7 on) is drawn again, 50 times at most;
         the 51st drawn is made all the same. (3.4.3 and SLASH'EM ask
         goodpos () of the 51st too, the others not: it draws dice only
         for an eel, which rndmonst () never gives.) */
      if (mclass == 0 && p->monster)
        for (int tryct = 0;
             idx >= 0 && tryct < 50
             && !goodpos_mon (g, idx, x, y, g->variant->level_goodpos_checkscary);
             tryct++)
          idx = pick (p->picker_data, &g->rng, mclass, &sym, &name);
      if (idx < 0)
        return -1;
    }
  return nhs_lev_add_monster (g, x, y, idx, sym, name, asleep);
}

int
nhs_lev_make_random_monster (Gen *g, char mclass, int x, int y, gboolean asleep)
{
  return make_random_monster_by (g, g->lev->params.picker, mclass, x, y, asleep);
}

/* makemon (NULL, x, y, MM_MPLAYEROK): EvilHack's player monsters may
 * come (the special level's picker with class 0), and the group when
 * `groups' (no MM_NOGRP) */
int
nhs_lev_make_anymon_mplayerok (Gen *g, int x, int y, gboolean asleep, gboolean groups)
{
  const NhsLevelParams *p = &g->lev->params;
  int mi = make_random_monster_by (g, p->splev_picker ? p->splev_picker : p->picker, 0, x, y,
                                   asleep);

  if (groups)
    initgrp (g, mi, FALSE);
  return mi;
}

/* sp_lev.c's makemon (NULL, x, y, MM_MPLAYEROK), with the group */
int
nhs_lev_make_splev_anymon (Gen *g, int x, int y)
{
  return nhs_lev_make_anymon_mplayerok (g, x, y, FALSE, TRUE);
}

/* sp_lev.c create_monster (): des.monster ({ class = c }) asks
 * mkclass (c, G_NOGEN), so a class of never-generated monsters (xNetHack's
 * sea monsters) still gives one; a class with none left, a random
 * monster */
int
nhs_lev_make_splev_class_monster (Gen *g, char mclass, int x, int y, gboolean asleep)
{
  int idx;
  char sym;
  const char *name;

  if (LEV (g, x, y)->mon)
    return -1;
  if (!nhs_lev_pick_monster (g, mclass, &idx, &sym, &name) && g->lev->params.picker)
    return nhs_lev_make_random_monster (g, 0, x, y, asleep);   /* the class is gone */
  return nhs_lev_add_monster (g, x, y, idx, sym, name, asleep);
}

/* sp_lev.c create_monster () (3.7 and 5.0.0 2160-2166, xNetHack
   2227-2233) for a monster asked to wait (`waiting`): a vampire that
   makemon () shifted into a bat, fog cloud or wolf is shifted back into its
   own shape (no appear_as asks for the form). Only vampires are
   shapechangers of class V, so one in another form is one of them. */
void
nhs_lev_monster_waiting (Gen *g, int made)
{
  NhsLevelMonster *m;

  if (made < 0)
    return;
  m = &g->lev->monsters[made];
  if (m->symbol == 'V' && m->form >= 0)
    {
      m->form = -1;
      m->form_symbol = 0;
      m->form_name = NULL;
    }
}

void
nhs_lev_make_group (Gen *g, int first, int n, gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  NhsLevelMonster m = g->lev->monsters[first];
  int x = m.x, y = m.y;
  /* fewer for a low hero (xNetHack: on a shallow level), at least one */
  int cnt = nhs_variant_group_count (g->variant, MAX (p->xl, 1), g->depth, rnd (g, n));

  while (cnt--)
    {
      /* a copy that would be peaceful is not made at all */
      if (p->peaceful && p->peaceful (p->picker_data, &g->rng, m.mindex, p->amulet))
        continue;
      /* the next one goes next to the last one placed */
      if (nhs_lev_enexto (g, m.mindex, x, y, &x, &y))
        nhs_lev_add_monster (g, x, y, m.mindex, m.symbol, m.name, asleep);
    }
}

/* makemon ()'s m_initgrp for a random monster mi (anymon): a small group
   half the time, else a large one 2 times in 3 (SLASH'EM's very large: 2
   in 3, then large 2 in 3, else small); the group asleep or not */
static void
initgrp (Gen *g, int mi, gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  guint geno;

  if (mi < 0 || !p->geno || g->lev->monsters[mi].mindex < 0)
    return;
  geno = p->geno (p->picker_data, g->lev->monsters[mi].mindex);
  if ((geno & NHS_G_SGROUP) && rn2 (g, 2))
    nhs_lev_make_group (g, mi, 3, asleep);
  else if (geno & NHS_G_LGROUP)
    nhs_lev_make_group (g, mi, rn2 (g, 3) ? 10 : 3, asleep);
  else if (geno & NHS_G_VLGROUP)
    nhs_lev_make_group (g, mi, rn2 (g, 3) ? 20 : rn2 (g, 3) ? 10 : 3, asleep);
}

int
nhs_lev_make_anymon (Gen *g, int x, int y, gboolean asleep, gboolean groups)
{
  int mi = nhs_lev_make_random_monster (g, 0, x, y, asleep);

  if (groups)
    initgrp (g, mi, FALSE);
  return mi;
}

/* makemon (f (), x, y) for a mixture nhs-presets.h computes; where it is
   makemon (NULL) the random monster's group follows as the version's
   fill_zoo () flags allow (NhsVariant.zoo_random_group) */
int
nhs_lev_make_preset_monster (Gen *g, const char *preset, int x, int y, gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = -1, mi;
  char sym = '?';
  const char *name = NULL;
  gboolean random = FALSE;

  if (LEV (g, x, y)->mon)
    return -1;
  if (p->preset)
    {
      idx = p->preset (p->picker_data, &g->rng, preset, &sym, &name, &random);
      if (idx < 0)
        return -1;
    }
  mi = nhs_lev_add_monster (g, x, y, idx, sym, name, asleep);
  if (random && g->variant->zoo_random_group != NHS_ZOO_GROUP_NONE)
    initgrp (g, mi, g->variant->zoo_random_group == NHS_ZOO_GROUP_ASLEEP);
  return mi;
}

int
nhs_lev_make_named_monster (Gen *g, const char *name, char symbol, int x, int y,
                    gboolean asleep)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = p->lookup ? p->lookup (p->picker_data, name, &name) : -1;

  return nhs_lev_add_monster (g, x, y, idx, symbol, name, asleep);
}

NhsLevelEngraving *
nhs_lev_add_engraving (Gen *g, int x, int y, const char *text, NhsLevelEngravingKind kind)
{
  NhsLevel *lev = g->lev;
  NhsLevelEngraving *e;

  /* make_engr_at () deletes the engraving already there */
  for (int i = 0; i < lev->n_engravings; i++)
    if (lev->engravings[i].x == x && lev->engravings[i].y == y)
      {
        memmove (&lev->engravings[i], &lev->engravings[i + 1],
                 (lev->n_engravings - i - 1) * sizeof lev->engravings[0]);
        lev->n_engravings--;
        break;
      }
  if (lev->n_engravings >= (int) G_N_ELEMENTS (lev->engravings))
    return NULL;
  e = &lev->engravings[lev->n_engravings++];
  e->x = x;
  e->y = y;
  e->kind = kind;
  g_warn_if_fail (strlen (text) < sizeof e->reads);
  g_strlcpy (e->text, text, sizeof e->text);
  g_strlcpy (e->reads, text, sizeof e->reads);
  return e;
}

/* What each character may wear to (engrave.c rubouts[]): one table for
   every version, an entry's era saying which have it (3.6.0 widened ';'
   and added the last five; ',' never comes here, being rubbed out as
   punctuation first). */
enum { RUB_ALL, RUB_343, RUB_36 };
static const struct {
  char from;
  const char *to;
  guint8 era;
} rubouts[] = {
  { 'A', "^", RUB_ALL }, { 'B', "Pb[", RUB_ALL }, { 'C', "(", RUB_ALL },
  { 'D', "|)[", RUB_ALL }, { 'E', "|FL[_", RUB_ALL }, { 'F', "|-", RUB_ALL },
  { 'G', "C(", RUB_ALL }, { 'H', "|-", RUB_ALL }, { 'I', "|", RUB_ALL },
  { 'K', "|<", RUB_ALL }, { 'L', "|_", RUB_ALL }, { 'M', "|", RUB_ALL },
  { 'N', "|\\", RUB_ALL }, { 'O', "C(", RUB_ALL }, { 'P', "F", RUB_ALL },
  { 'Q', "C(", RUB_ALL }, { 'R', "PF", RUB_ALL }, { 'T', "|", RUB_ALL },
  { 'U', "J", RUB_ALL }, { 'V', "/\\", RUB_ALL }, { 'W', "V/\\", RUB_ALL },
  { 'Z', "/", RUB_ALL },
  { 'b', "|", RUB_ALL }, { 'd', "c|", RUB_ALL }, { 'e', "c", RUB_ALL },
  { 'g', "c", RUB_ALL }, { 'h', "n", RUB_ALL }, { 'j', "i", RUB_ALL },
  { 'k', "|", RUB_ALL }, { 'l', "|", RUB_ALL }, { 'm', "nr", RUB_ALL },
  { 'n', "r", RUB_ALL }, { 'o', "c", RUB_ALL }, { 'q', "c", RUB_ALL },
  { 'w', "v", RUB_ALL }, { 'y', "v", RUB_ALL },
  { ':', ".", RUB_ALL }, { ';', ",", RUB_343 }, { ';', ",:", RUB_36 },
  { ',', ".", RUB_36 }, { '=', "-", RUB_36 }, { '+', "-|", RUB_36 },
  { '*', "+", RUB_36 }, { '@', "0", RUB_36 },
  { '0', "C(", RUB_ALL }, { '1', "|", RUB_ALL }, { '6', "o", RUB_ALL },
  { '7', "/", RUB_ALL }, { '8', "3o", RUB_ALL },
};

/* engrave.c wipeout_text (text, cnt, 0): cnt times a random character
   (rn2 (length as it began)) and whether to wear it to a look-alike
   (rn2 (4) != 0), both drawn even for a space, which is left; small
   punctuation is rubbed out to a space; a worn character with look-alikes
   becomes one of them (rn2 (how many)), any other becomes '?'. Trailing
   spaces are then cut. */
void
nhs_lev_wipeout_text (const NhsVariant *variant,
                      NhsRng           *rng,
                      char             *text,
                      int               cnt)
{
  int lth = (int) strlen (text);
  guint8 other_era = variant->level_rubouts_36 ? RUB_343 : RUB_36;

  if (lth == 0)
    return;
  while (cnt-- > 0)
    {
      int nxt = nhs_rn2 (rng, lth);
      gboolean wear = nhs_rn2 (rng, 4) != 0;
      char *s = &text[nxt];
      gsize i;

      if (*s == ' ')
        continue;
      if (strchr ("?.,'`-|_", *s))
        {
          *s = ' ';
          continue;
        }
      for (i = 0; wear && i < G_N_ELEMENTS (rubouts); i++)
        if (rubouts[i].from == *s && rubouts[i].era != other_era)
          {
            *s = rubouts[i].to[nhs_rn2 (rng, (int) strlen (rubouts[i].to))];
            break;
          }
      if (!wear || i == G_N_ELEMENTS (rubouts))
        *s = '?';
    }
  while (lth > 0 && text[lth - 1] == ' ')
    text[--lth] = '\0';
}

/* make_engr_at (x, y, text, 0, DUST) then engrave.c wipe_engr_at (x, y,
   cnt, FALSE) on it: a dust engraving keeps cnt (no rn2 (1 + 50 / (cnt +
   1)), the magical coin flip unasked); wipeout_text (), then its leading
   spaces go, and an engraving left with nothing is deleted. The dice are
   drawn even when the level holds no more engravings. */
void
nhs_lev_add_worn_engraving (Gen        *g,
                            int         x,
                            int         y,
                            const char *text,
                            int         cnt)
{
  NhsLevel *lev = g->lev;
  char scratch[NHS_LEVEL_ENGRAVING_CHARS];
  char *reads = scratch;
  NhsLevelEngraving *e;
  gsize lead;

  e = nhs_lev_add_engraving (g, x, y, text, NHS_ENGRAVING_DUST);
  if (e)
    reads = e->reads;
  else
    g_strlcpy (scratch, text, sizeof scratch);
  nhs_lev_wipeout_text (g->variant, &g->rng, reads, cnt);
  lead = strspn (reads, " ");
  memmove (reads, reads + lead, strlen (reads + lead) + 1);
  /* (the new one is the last) */
  if (reads[0] == '\0' && e)
    lev->n_engravings--;
}

/* ------------------------------------------------------------ phases */

void
nhs_lev_end_phase (Gen *g, NhsLevelPhase phase)
{
  if (g->lev->snap)
    memcpy (g->lev->snap[phase], g->lev->sq, sizeof g->lev->sq);
  g->phase = phase + 1;
}

void
nhs_lev_snapshot (Gen *g, NhsLevelPhase phase, gboolean without_monsters)
{
  NhsSquare *snap;

  if (!g->lev->snap)
    return;
  snap = &g->lev->snap[phase][0][0];
  memcpy (snap, g->lev->sq, sizeof g->lev->sq);
  if (without_monsters)
    for (int i = 0; i < COLNO * ROWNO; i++)
      snap[i].mon = 0;
}

gboolean
nhs_lev_pick_monster (Gen *g, char mclass, int *mindex, char *symbol,
                      const char **name)
{
  const NhsLevelParams *p = &g->lev->params;

  *mindex = -1;
  *symbol = mclass ? mclass : '?';
  *name = NULL;
  if (!p->picker)
    return TRUE;
  *mindex = (p->splev_picker ? p->splev_picker : p->picker) (p->picker_data, &g->rng, mclass,
                                                             symbol, name);
  return *mindex >= 0;
}

/* the same of one alignment (a special level's class with an align) */
gboolean
nhs_lev_pick_aligned_monster (Gen *g, char mclass, int align, int *mindex, char *symbol,
                              const char **name)
{
  const NhsLevelParams *p = &g->lev->params;

  if (!p->splev_aligned)
    return nhs_lev_pick_monster (g, mclass, mindex, symbol, name);
  *mindex = p->splev_aligned (p->picker_data, &g->rng, mclass, align, symbol, name);
  return *mindex >= 0;
}

/* ------------------------------------------------------------ accessors */

void
nhs_level_free (NhsLevel *level)
{
  if (!level)
    return;
  g_free (level->monsters);
  g_free (level->snap);
  g_free (level);
}

/* Two texts the same, either may be NULL. */
static gboolean
same_text (const char *a,
           const char *b)
{
  return a == b || g_strcmp0 (a, b) == 0;
}

gboolean
nhs_level_same (const NhsLevel *a,
                const NhsLevel *b)
{
  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;
  if (a->params.kind != b->params.kind || a->params.depth != b->params.depth
      || a->params.seed != b->params.seed
      || nhs_level_get_variant (a) != nhs_level_get_variant (b)
      || memcmp (a->sq, b->sq, sizeof a->sq) != 0
      || (a->snap == NULL) != (b->snap == NULL)
      || (a->snap != NULL
          && memcmp (a->snap, b->snap, NHS_LEVEL_N_PHASES * sizeof a->sq) != 0)
      || a->nroom != b->nroom || a->nsubroom != b->nsubroom
      || a->vault_room != b->vault_room || a->niches != b->niches
      || a->doorindex != b->doorindex
      || a->up_x != b->up_x || a->up_y != b->up_y || a->up_room != b->up_room
      || a->dn_x != b->dn_x || a->dn_y != b->dn_y || a->dn_room != b->dn_room
      || a->n_themed_rooms != b->n_themed_rooms || a->n_themed_fills != b->n_themed_fills
      || a->n_monsters != b->n_monsters || a->n_engravings != b->n_engravings
      || a->n_objects != b->n_objects || a->n_more_boulders != b->n_more_boulders)
    return FALSE;
  /* (the structs hold ints and enums only: no padding to differ; the
     entries past the counts are not written and not compared) */
  if (memcmp (a->rooms, b->rooms, a->nroom * sizeof a->rooms[0]) != 0
      || memcmp (a->subrooms, b->subrooms, a->nsubroom * sizeof a->subrooms[0]) != 0
      || memcmp (a->fdoor, b->fdoor, a->nroom * sizeof a->fdoor[0]) != 0
      || memcmp (a->doors, b->doors, a->doorindex * sizeof a->doors[0]) != 0
      || memcmp (a->more_boulders, b->more_boulders,
                 a->n_more_boulders * sizeof a->more_boulders[0]) != 0)
    return FALSE;
  for (int i = 0; i < a->n_themed_rooms; i++)
    if (!same_text (a->themed_rooms[i], b->themed_rooms[i]))
      return FALSE;
  for (int i = 0; i < a->n_themed_fills; i++)
    if (!same_text (a->themed_fills[i], b->themed_fills[i]))
      return FALSE;
  for (int i = 0; i < a->n_monsters; i++)
    {
      const NhsLevelMonster *m = &a->monsters[i], *n = &b->monsters[i];

      if (m->x != n->x || m->y != n->y || m->mindex != n->mindex || m->symbol != n->symbol
          || m->phase != n->phase
          || m->asleep != n->asleep || m->form != n->form || m->form_symbol != n->form_symbol
          || m->rider != n->rider || !same_text (m->name, n->name)
          || !same_text (m->form_name, n->form_name))
        return FALSE;
    }
  for (int i = 0; i < a->n_engravings; i++)
    if (a->engravings[i].x != b->engravings[i].x || a->engravings[i].y != b->engravings[i].y
        || !same_text (a->engravings[i].text, b->engravings[i].text)
        || strcmp (a->engravings[i].reads, b->engravings[i].reads) != 0)
      return FALSE;
  for (int i = 0; i < a->n_objects; i++)
    {
      const NhsLevelObject *o = &a->objects[i], *q = &b->objects[i];

      if (o->x != q->x || o->y != q->y || o->symbol != q->symbol || o->phase != q->phase
          || !same_text (o->name, q->name) || !same_text (o->class_key, q->class_key)
          || o->contents_known != q->contents_known || o->n_contents != q->n_contents
          || !same_text (o->material, q->material) || !same_text (o->artifact, q->artifact)
          || o->props != q->props || o->poisoned != q->poisoned || o->tainted != q->tainted
          || o->eroded != q->eroded || o->eroded2 != q->eroded2 || o->quality != q->quality
          || o->erodeproof != q->erodeproof || o->greased != q->greased
          || !same_text (o->appearance_material, q->appearance_material))
        return FALSE;
      for (int k = 0; k < o->n_contents; k++)
        if (!same_text (o->contents[k], q->contents[k])
            || (o->material && !same_text (o->contents_materials[k], q->contents_materials[k]))
            || !same_text (o->contents_artifacts[k], q->contents_artifacts[k])
            || o->contents_props[k] != q->contents_props[k]
            || o->contents_quality[k] != q->contents_quality[k]
            || o->contents_state[k].eroded != q->contents_state[k].eroded
            || o->contents_state[k].eroded2 != q->contents_state[k].eroded2
            || o->contents_state[k].poisoned != q->contents_state[k].poisoned
            || o->contents_state[k].tainted != q->contents_state[k].tainted
            || o->contents_state[k].erodeproof != q->contents_state[k].erodeproof
            || o->contents_state[k].greased != q->contents_state[k].greased
            || !same_text (o->contents_state[k].appearance_material,
                           q->contents_state[k].appearance_material))
          return FALSE;
    }
  return TRUE;
}

int
nhs_level_get_depth (const NhsLevel *level)
{
  return level->params.depth;
}

gboolean
nhs_level_get_above_medusa (const NhsLevel *level)
{
  return level->above_medusa;
}

char *
nhs_level_above_medusa_chance (const NhsLevel *level)
{
  NhsLevelKind kind = nhs_level_get_kind (level);
  const NhsLevelParams *p = &level->params;
  char *out = NULL;
  mpq_t q;

  if (kind != NHS_LEVEL_KIND_ROOMS && kind != NHS_LEVEL_KIND_ROGUE)
    return NULL;
  if (p->medusa_depth > 0)
    return g_strdup (p->depth < p->medusa_depth ? "1" : "0");
  mpq_init (q);
  if (nhs_lev_above_medusa_chance (p, q))
    out = nhs_mpq_to_string (q);
  mpq_clear (q);
  return out;
}

const NhsVariant *
nhs_level_get_variant (const NhsLevel *level)
{
  return level->params.variant ? level->params.variant : nhs_variant_get (NHS_VARIANT_367);
}

NhsLevelKind
nhs_level_get_kind (const NhsLevel *level)
{
  return level->params.kind;
}

gboolean
nhs_level_invocation_square (const NhsLevel *level,
                             int            *x,
                             int            *y)
{
  if (level->inv_x == 0)
    return FALSE;
  if (x)
    *x = level->inv_x;
  if (y)
    *y = level->inv_y;
  return TRUE;
}

/* The vibrating square's place (mkmaze.c's inv_pos: makemaz () before 3.7,
 * pick_vibrasquare_location () after): a random square 7..x_maze_max - 5
 * by 6..y_maze_max - 4, drawn again while it is in a line with the up
 * stairs (same row, column or diagonal), within 11 squares of them
 * (distmin), not SPACE_POS or occupied. tries > 0: the draw after that many
 * is taken as it is (5.0.0's 1,000); without up stairs the first draw.
 * With trap, maketrap (VIBRATING_SQUARE) there (3.6 on). */
void
nhs_lev_place_vibrasquare (Gen *g, int tries, gboolean trap)
{
  const int x_range = NHS_MAZE_XMAX - 2 - 2 * 4 - 1, y_range = NHS_MAZE_YMAX - 2 - 2 * 3 - 1;
  int ux = g->lev->up_x, uy = g->lev->up_y, x, y, n = 0;

  for (;;)
    {
      x = rn1 (g, x_range, 2 + 4 + 1);
      y = rn1 (g, y_range, 2 + 3 + 1);
      if (tries > 0 && ++n > tries)
        break;
      if (ux == 0)
        break;
      if (x != ux && y != uy && ABS (x - ux) != ABS (y - uy)
          && MAX (ABS (x - ux), ABS (y - uy)) > 11
          && NHS_SQ_IS_SPACE_POS (TYP (g, x, y)) && !nhs_lev_occupied (g, x, y))
        break;
    }
  g->lev->inv_x = x;
  g->lev->inv_y = y;
  if (trap)
    nhs_lev_maketrap (g, x, y, NHS_TRAP_VIBRATING_SQUARE);
}

guint64
nhs_level_get_seed (const NhsLevel *level)
{
  return level->params.seed;
}

const NhsSquare *
nhs_level_square (const NhsLevel *level,
                  int             x,
                  int             y)
{
  g_return_val_if_fail (x >= 0 && x < COLNO && y >= 0 && y < ROWNO, NULL);
  return &level->sq[x][y];
}

const NhsSquare *
nhs_level_square_at_phase (const NhsLevel *level,
                           NhsLevelPhase   phase,
                           int             x,
                           int             y)
{
  g_return_val_if_fail (x >= 0 && x < COLNO && y >= 0 && y < ROWNO, NULL);
  if (!level->snap || phase >= NHS_LEVEL_N_PHASES || phase < 0)
    return &level->sq[x][y];
  return &level->snap[phase][x][y];
}

gboolean
nhs_level_has_phases (const NhsLevel *level)
{
  return level->snap != NULL;
}

int
nhs_level_n_rooms (const NhsLevel *level)
{
  return level->nroom;
}

const NhsLevelRoom *
nhs_level_room (const NhsLevel *level,
                int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->nroom, NULL);
  return &level->rooms[i];
}

int
nhs_level_vault_room (const NhsLevel *level)
{
  return level->vault_room;
}

int
nhs_level_n_subrooms (const NhsLevel *level)
{
  return level->nsubroom;
}

const NhsLevelRoom *
nhs_level_subroom (const NhsLevel *level,
                   int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->nsubroom, NULL);
  return &level->subrooms[i];
}

int
nhs_level_n_themed_rooms (const NhsLevel *level)
{
  return level->n_themed_rooms;
}

const char *
nhs_level_themed_room (const NhsLevel *level,
                       int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_themed_rooms, NULL);
  return level->themed_rooms[i];
}

int
nhs_level_n_themed_fills (const NhsLevel *level)
{
  return level->n_themed_fills;
}

const char *
nhs_level_themed_fill (const NhsLevel *level,
                       int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_themed_fills, NULL);
  return level->themed_fills[i];
}

int
nhs_level_n_monsters (const NhsLevel *level)
{
  return level->n_monsters;
}

const NhsLevelMonster *
nhs_level_monster (const NhsLevel *level,
                   int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_monsters, NULL);
  return &level->monsters[i];
}

const char *
nhs_level_engraving_kind_name (NhsLevelEngravingKind kind)
{
  static const char *const names[] = {
    [NHS_ENGRAVING_DUST] = "dust", [NHS_ENGRAVING_ENGRAVE] = "engrave",
    [NHS_ENGRAVING_BURN] = "burn", [NHS_ENGRAVING_MARK] = "mark",
    [NHS_ENGRAVING_BLOOD] = "blood",
  };

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (names), NULL);
  return names[kind];
}

int
nhs_level_n_engravings (const NhsLevel *level)
{
  return level->n_engravings;
}

const NhsLevelEngraving *
nhs_level_engraving (const NhsLevel *level,
                     int             i)
{
  g_return_val_if_fail (i >= 0 && i < level->n_engravings, NULL);
  return &level->engravings[i];
}

gboolean
nhs_level_get_stairs (const NhsLevel *level,
                      gboolean        up,
                      int            *x,
                      int            *y,
                      int            *room)
{
  int sx = up ? level->up_x : level->dn_x;

  if (!sx)
    return FALSE;
  if (x)
    *x = sx;
  if (y)
    *y = up ? level->up_y : level->dn_y;
  if (room)
    *room = up ? level->up_room : level->dn_room;
  return TRUE;
}

gboolean
nhs_level_get_branch (const NhsLevel *level,
                      int            *x,
                      int            *y)
{
  for (int sx = 0; sx < COLNO; sx++)
    for (int sy = 0; sy < ROWNO; sy++)
      if (level->sq[sx][sy].flags & NHS_SQF_BRANCH)
        {
          *x = sx;
          *y = sy;
          return TRUE;
        }
  return FALSE;
}

int
nhs_level_n_niches (const NhsLevel *level)
{
  return level->niches;
}

/* goodpos for a walker: somewhere to stand (not open air), nobody there,
   no boulder unless the monster may stand on one */
static gboolean
walker_goodpos (Gen *g, int x, int y, gboolean on_boulder)
{
  const NhsSquare *s = LEV (g, x, y);

  return !s->mon && s->typ >= NHS_SQ_DOOR && !NHS_SQ_IS_BLOCKING (s->typ)
         && s->typ != NHS_SQ_AIR
         && !(s->typ == NHS_SQ_DOOR
              && (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED)))
         && (on_boulder || !(s->flags & NHS_SQF_BOULDER));
}

/* sp_lev.c is_ok_location (): SOLID takes rock and walls (IS_OBSTRUCTED ());
   open air only NOFLOOR; DRY a SPACE_POS () square without a boulder
   (SOLID: with one too); WET water; HOT lava. A hellfill prefab's boundary
   square (SQ_BOUNDARY) is still the game's CROSSWALL then: rock. */
gboolean
nhs_lev_loc_ok (Gen *g, int x, int y, int humidity)
{
  const NhsSquare *s = LEV (g, x, y);
  int typ = g->boundaries && (s->doormask & SQ_BOUNDARY) ? NHS_SQ_CROSSWALL : s->typ;

  if ((humidity & NHS_LOC_SOLID) && NHS_SQ_IS_OBSTRUCTED (typ))
    return TRUE;
  if (typ == NHS_SQ_AIR)
    return (humidity & NHS_LOC_NOFLOOR) != 0;
  if ((humidity & NHS_LOC_DRY) && NHS_SQ_IS_SPACE_POS (typ)
      && (!(s->flags & NHS_SQF_BOULDER) || (humidity & NHS_LOC_SOLID)))
    return TRUE;
  if ((humidity & NHS_LOC_WET) && (typ == NHS_SQ_POOL || typ == NHS_SQ_MOAT || typ == NHS_SQ_WATER))
    return TRUE;
  return (humidity & NHS_LOC_HOT) && (typ == NHS_SQ_LAVA || typ == NHS_SQ_LAVAWALL);
}

/* sp_lev.c pm_to_humidity (): water only (no dry floor) for an eel, a
   swimmer or an amphibious one; water, lava and (xNetHack) open air besides
   for one not on the ground (flies, or an eye or a light that floats; in
   xNetHack also a clinger, under the ceiling every level here has:
   NhsVariant.level_humidity_clingers); rock and walls, and a boulder's
   square, for one that passes walls or is noncorporeal; lava for one that
   likes fire (likes_fire (): a fire vortex, a flaming sphere, a fire
   elemental, a salamander). mindex -1 (makemon (NULL)'s): DRY. */
int
nhs_lev_monster_humidity (Gen *g, int mindex)
{
  const NhsLevelParams *p = &g->lev->params;
  const NhsMonster *m = mindex >= 0 && p->monster ? p->monster (p->picker_data, mindex) : NULL;
  int loc = NHS_LOC_DRY;

  if (!m)
    return loc;
  if (m->symbol == ';' || nhs_monster_has (m, NHS_M1_SWIM) || nhs_monster_has (m, NHS_M1_AMPHIBIOUS))
    loc = NHS_LOC_WET;
  if (nhs_monster_has (m, NHS_M1_FLY) || m->symbol == 'e' || m->symbol == 'y'
      || (g->variant->level_humidity_clingers && nhs_monster_has (m, NHS_M1_CLING)))
    loc |= NHS_LOC_HOT | NHS_LOC_WET | NHS_LOC_NOFLOOR;
  if (nhs_monster_has (m, NHS_M1_WALLWALK)
      || (g->variant->noncorporeal_by_flag ? nhs_monster_has (m, NHS_M3_NONCORPOREAL)
                                           : g_strcmp0 (m->class_id, "S_GHOST") == 0))
    loc |= NHS_LOC_SOLID;
  if (strcmp (m->name, "fire vortex") == 0 || strcmp (m->name, "flaming sphere") == 0
      || strcmp (m->name, "fire elemental") == 0 || strcmp (m->name, "salamander") == 0)
    loc |= NHS_LOC_HOT;
  return loc;
}

gboolean
nhs_lev_room_loc (Gen *g, const NhsLevelRoom *rm, int humidity, int *px, int *py)
{
  for (int i = 0; i < 100; i++)
    {
      int x = somex (g, rm);
      int y = somey (g, rm);

      if (nhs_lev_loc_ok (g, x, y, humidity))
        {
          *px = x;
          *py = y;
          return TRUE;
        }
    }
  for (int x = rm->lx; x <= rm->hx; x++)
    for (int y = rm->ly; y <= rm->hy; y++)
      if (nhs_lev_loc_ok (g, x, y, humidity))
        {
          *px = x;
          *py = y;
          return TRUE;
        }
  return FALSE;
}

gboolean
nhs_lev_splev_monster_loc (Gen *g, const NhsLevelRoom *rm, int mindex, int *x, int *y)
{
  int loc = nhs_lev_monster_humidity (g, mindex);

  return nhs_lev_room_loc (g, rm, loc, x, y) || nhs_lev_room_loc (g, rm, loc, x, y)
         || nhs_lev_room_loc (g, rm, loc | NHS_LOC_DRY, x, y)
         || nhs_lev_room_loc (g, rm, loc | NHS_LOC_DRY, x, y);
}

/* teleport.c goodpos_onscary () for a monster being made (GP_CHECKSCARY):
   of its cases only a vampire (not a unique one) on an altar can arise
   here. nhspawn makes no objects on these levels (no scroll of scare
   monster), and no engraving it makes reads exactly "Elbereth" (engrave.txt's
   is "Elbereth Gilthoniel", sengr_at () strict; only castle.lua and the
   Sokoban levels engrave it, and they are not made here). */
static gboolean
onscary_new (Gen *g, int mindex, const NhsMonster *m, int x, int y)
{
  const NhsLevelParams *p = &g->lev->params;

  return m->symbol == 'V' && TYP (g, x, y) == NHS_SQ_ALTAR
         && !(p->geno && (p->geno (p->picker_data, mindex) & NHS_G_UNIQ));
}

/* teleport.c goodpos () of a monster being made (mindex -1: enexto ()'s
   stand-in, the hero's own kind, a walker), in the game's order, one rule
   for every version with its fields where they differ: nobody there; water
   only for a swimmer, one in the air (a flyer; is_floater ()'s eyes and
   lights, which the later versions name, all fly in every version's
   monst.c) or a clinger (NhsVariant.level_goodpos_water_clingers), and in
   EvilHack a puddle or sewage is water for a very small walker
   (level_goodpos_puddles); an eel off water draws rn2 (13) and is refused
   unless it is 0 (or the square is a puddle); lava only for one in the air
   (from 3.6.3 not a floating eye: level_goodpos_eye_off_lava) or one that
   likes it (likes_lava (): a fire elemental, a salamander); open air
   (xNetHack's alone here) not for a grounded one (a clinger under a
   ceiling is not); anything else for one that passes walls
   (may_passwall (): no wall of these levels refuses); a closed door for
   an amorphous one; with checkscary (3.7 on), not where it would be scared
   (onscary_new ()); in EvilHack a puddle or sewage for anyone else; else
   a square to stand on, no boulder unless it throws rocks. */
static gboolean
goodpos_mon (Gen *g, int mindex, int x, int y, gboolean checkscary)
{
  const NhsVariant *v = g->variant;
  const NhsLevelParams *p = &g->lev->params;
  const NhsMonster *m = mindex >= 0 && p->monster ? p->monster (p->picker_data, mindex) : NULL;
  const NhsSquare *s = LEV (g, x, y);
  gboolean in_air, damp, small_walker;

  if (!m)
    return walker_goodpos (g, x, y, FALSE);
  if (s->mon)
    return FALSE;
  in_air = nhs_monster_has (m, NHS_M1_FLY) || m->symbol == 'e' || m->symbol == 'y';
  damp = v->level_goodpos_puddles && (s->typ == NHS_SQ_PUDDLE || s->typ == NHS_SQ_SEWAGE);
  /* EvilHack mondata.h vs_cantflyorswim () */
  small_walker = damp && m->size < 1 /* MZ_SMALL */ && !nhs_monster_has (m, NHS_M1_FLY)
                 && !nhs_monster_has (m, NHS_M1_SWIM) && !nhs_monster_has (m, NHS_M1_AMPHIBIOUS);
  if (s->typ == NHS_SQ_POOL || s->typ == NHS_SQ_MOAT || s->typ == NHS_SQ_WATER || small_walker)
    return nhs_monster_has (m, NHS_M1_SWIM) || in_air
           || (v->level_goodpos_water_clingers && nhs_monster_has (m, NHS_M1_CLING));
  if (m->symbol == ';' && rn2 (g, 13) && !(damp && s->typ == NHS_SQ_PUDDLE))
    return FALSE;
  if (s->typ == NHS_SQ_LAVA || s->typ == NHS_SQ_LAVAWALL)
    return !(v->level_goodpos_eye_off_lava && strcmp (m->name, "floating eye") == 0)
           && (in_air || strcmp (m->name, "fire elemental") == 0
               || strcmp (m->name, "salamander") == 0);
  if (s->typ == NHS_SQ_AIR && !in_air && !nhs_monster_has (m, NHS_M1_CLING))
    return FALSE;
  if (nhs_monster_has (m, NHS_M1_WALLWALK))
    return TRUE;
  if (s->typ == NHS_SQ_DOOR && (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED))
      && nhs_monster_has (m, NHS_M1_AMORPHOUS))
    return TRUE;
  if (checkscary && onscary_new (g, mindex, m, x, y))
    return FALSE;
  if (damp)
    return TRUE;
  if (s->typ == NHS_SQ_AIR)
    return !(s->flags & NHS_SQF_BOULDER) || boulder_ok (g, mindex);
  return walker_goodpos (g, x, y, boulder_ok (g, mindex));
}

/* teleport.c collect_coords () (3.7's NEW_ENEXTO): the squares of the rings
   1..maxradius (0: the whole map) around (cx, cy), row by row, each ring
   then shuffled by its rn2 ()s; returns how many */
static int
collect_coords (Gen *g, int (*out)[2], int cx, int cy, int maxradius)
{
  int rowrange = cy < ROWNO / 2 ? ROWNO - 1 - cy : cy;
  int colrange = cx < COLNO / 2 ? COLNO - 1 - cx : cx;
  int k = MAX (rowrange, colrange), result = 0;

  maxradius = maxradius ? MIN (maxradius, k) : k;
  for (int radius = 1; radius <= maxradius; radius++)
    {
      int first = result, n = 0;

      for (int y = MAX (cy - radius, 0); y <= cy + radius && y <= ROWNO - 1; y++)
        for (int x = MAX (cx - radius, 1); x <= cx + radius && x <= COLNO - 1; x++)
          if (x == cx - radius || x == cx + radius || y == cy - radius || y == cy + radius)
            {
              out[result][0] = x;
              out[result][1] = y;
              result++;
              n++;
            }
      for (; n > 1; first++, n--)
        {
          int j = rn2 (g, n);

          if (j)
            {
              int t0 = out[first][0], t1 = out[first][1];

              out[first][0] = out[first + j][0];
              out[first][1] = out[first + j][1];
              out[first + j][0] = t0;
              out[first + j][1] = t1;
            }
        }
    }
  return result;
}

/* teleport.c enexto_core () with NEW_ENEXTO: the rings 1..3 in their
   shuffled order, then the whole map's (shuffled again) past as many */
static gboolean
enexto_new_core (Gen *g, int mindex, int xx, int yy, gboolean checkscary, int *cx, int *cy)
{
  int candy[ROWNO * COLNO][2];
  int near = collect_coords (g, candy, xx, yy, 3), all, i;

  for (i = 0; i < near; i++)
    if (goodpos_mon (g, mindex, candy[i][0], candy[i][1], checkscary))
      goto found;
  all = collect_coords (g, candy, xx, yy, 0);
  for (i = near; i < all; i++)
    if (goodpos_mon (g, mindex, candy[i][0], candy[i][1], checkscary))
      goto found;
  return FALSE;
found:
  *cx = candy[i][0];
  *cy = candy[i][1];
  return TRUE;
}

/* sp_lev.c create_monster () (3.7, 5.0.0, xNetHack): a monster whose square
   is taken goes where enexto () (GP_CHECKSCARY first, then without, each
   drawn) puts it, and is made only if that is inside the room or its walls
   (inside_room ()); FALSE when it is not made */
gboolean
nhs_lev_splev_square (Gen *g, int mindex, const NhsLevelRoom *rm, int *x, int *y)
{
  int cx, cy;

  if (!LEV (g, *x, *y)->mon)
    return TRUE;
  if (!nhs_lev_enexto (g, mindex, *x, *y, &cx, &cy))
    return FALSE;
  if (rm && (cx < rm->lx - 1 || cx > rm->hx + 1 || cy < rm->ly - 1 || cy > rm->hy + 1))
    return FALSE;
  *x = cx;
  *y = cy;
  return TRUE;
}

/* teleport.c enexto_core () before NEW_ENEXTO (3.4.3, 3.6.7, SLASH'EM,
   EvilHack): a random one of the squares goodpos () lets this monster
   stand on (at most 15, in the order the ring is walked:
   NhsVariant.level_enexto_rows_apart) of the nearest ring that has one */
static gboolean
enexto_old (Gen *g, int mindex, int xx, int yy, int *cx, int *cy)
{
  enum { MAX_GOOD = 15 };
  int good[MAX_GOOD][2];
  int n = 0;
  int rangemax = MAX (MAX (xx - 1, (COLNO - 1) - xx),
                      MAX (yy, (ROWNO - 1) - yy));
  int range = 1;
  gboolean apart = g->variant->level_enexto_rows_apart;

#define TRY(px, py) \
  do { \
    if (goodpos_mon (g, mindex, (px), (py), FALSE)) \
      { \
        good[n][0] = (px); \
        good[n][1] = (py); \
        if (++n == MAX_GOOD) \
          goto full; \
      } \
  } while (0)
  do
    {
      int xmin = MAX (1, xx - range), xmax = MIN (COLNO - 1, xx + range);
      int ymin = MAX (0, yy - range), ymax = MIN (ROWNO - 1, yy + range);

      if (apart)
        {
          /* 3.4.3: the top row, the bottom row, then the sides between */
          for (int x = xmin; x <= xmax; x++)
            TRY (x, ymin);
          for (int x = xmin; x <= xmax; x++)
            TRY (x, ymax);
          for (int y = ymin + 1; y < ymax; y++)
            TRY (xmin, y);
          for (int y = ymin + 1; y < ymax; y++)
            TRY (xmax, y);
        }
      else
        {
          for (int x = xmin; x <= xmax; x++)
            {
              TRY (x, ymin);
              TRY (x, ymax);
            }
          for (int y = ymin; y < ymax; y++)
            {
              TRY (xmin, y);
              TRY (xmax, y);
            }
        }
    }
  while (++range <= rangemax && n == 0);
#undef TRY
  if (n == 0)
    return FALSE;
full:
  {
    int i = rn2 (g, n);

    *cx = good[i][0];
    *cy = good[i][1];
  }
  return TRUE;
}

gboolean
nhs_lev_enexto (Gen *g, int mindex, int xx, int yy, int *cx, int *cy)
{
  /* enexto (): with GP_CHECKSCARY, then without */
  if (g->variant->level_new_enexto)
    return enexto_new_core (g, mindex, xx, yy, TRUE, cx, cy)
           || enexto_new_core (g, mindex, xx, yy, FALSE, cx, cy);
  return enexto_old (g, mindex, xx, yy, cx, cy);
}
