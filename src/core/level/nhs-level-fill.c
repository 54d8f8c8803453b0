/* nhs-level-fill.c: what the room-and-corridor levels share after their
 * rooms are made — the stairs in rooms, each ordinary room's contents
 * (mklev.c makelevel's room loop) and the snapshots of its phases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

#include <string.h>

/* mklev.c makelevel (): the down stairs in a random room, the up stairs
 * (not on level 1) in another one if there are two */
/* EvilHack: a room that needs joining (500 tries) other than `not`, from
 * all rooms */
static int
joined_room (Gen *g, int not)
{
  int tryct = 0, room;

  do
    room = rn2 (g, g->lev->nroom);
  while ((g->lev->rooms[room].unjoined || room == not) && ++tryct < 500);
  return room;
}

/* EvilHack's makelevel (): each staircase in a joined room, on free floor
 * (somexyspace) or else anywhere in it */
static void
stairs_in_joined_rooms (Gen *g)
{
  NhsLevel *lev = g->lev;
  int dn = joined_room (g, -1), x, y;

  if (!nhs_lev_somexyspace_in (g, &lev->rooms[dn], &x, &y))
    somexy (g, dn, &x, &y);
  nhs_lev_mkstairs (g, FALSE, x, y, dn);
  if (g->depth != 1)
    {
      int up = lev->nroom > 1 ? joined_room (g, dn) : dn;

      if (!nhs_lev_somexyspace_in (g, &lev->rooms[up], &x, &y))
        somexy (g, up, &x, &y);
      nhs_lev_mkstairs (g, TRUE, x, y, up);
    }
}

void
nhs_lev_stairs_in_rooms (Gen *g)
{
  NhsLevel *lev = g->lev;
  int croom, troom;

  if (g->variant->level_rooms == NHS_LEVEL_ROOMS_EVILHACK)
    {
      stairs_in_joined_rooms (g);
      return;
    }

  croom = rn2 (g, lev->nroom);
  {
    int x = somex (g, &lev->rooms[croom]);
    int y = somey (g, &lev->rooms[croom]);

    set_typ (g, x, y, NHS_SQ_STAIRS);
    lev->dn_x = x;
    lev->dn_y = y;
    lev->dn_room = croom;
  }
  if (lev->nroom > 1)
    {
      troom = croom;
      croom = rn2 (g, lev->nroom - 1);
      if (croom == troom)
        croom++;
    }
  if (g->depth != 1)
    {
      int sx, sy;

      do
        {
          sx = somex (g, &lev->rooms[croom]);
          sy = somey (g, &lev->rooms[croom]);
        }
      while (nhs_lev_occupied (g, sx, sy));
      set_typ (g, sx, sy, NHS_SQ_STAIRS);
      LEV (g, sx, sy)->flags |= NHS_SQF_UP;
      lev->up_x = sx;
      lev->up_y = sy;
      lev->up_room = croom;
    }
}

/* 3.7's and 5.0.0's mklev.c generate_stairs_find_room (): joined ordinary
   rooms without stairs first, then themed ones, then any with stairs,
   then unjoined ones */
int
nhs_lev_stairs_room (Gen *g)
{
  NhsLevel *lev = g->lev;
  int cand[MAXNROFROOMS + 2];

  for (int phase = 2; phase > -1; phase--)
    {
      int n = 0;

      for (int i = 0; i < lev->nroom; i++)
        {
          const NhsLevelRoom *r = &lev->rooms[i];

          if ((!r->unjoined || phase < 0)
              && ((!nhs_lev_has_dnstairs (g, i) && !nhs_lev_has_upstairs (g, i)) || phase < 1)
              && (r->type == NHS_ROOM_ORDINARY || (phase < 2 && r->type == NHS_ROOM_THEMED)))
            cand[n++] = i;
        }
      if (n > 0)
        return cand[rn2 (g, n)];
    }
  return rn2 (g, lev->nroom);
}

/* one staircase of generate_stairs (): free floor of its room, or else
   any square of it */
static void
stairs_in (Gen *g, gboolean up)
{
  int room = nhs_lev_stairs_room (g), x, y;

  if (!nhs_lev_somexyspace_in (g, &g->lev->rooms[room], &x, &y))
    {
      x = somex (g, &g->lev->rooms[room]);
      y = somey (g, &g->lev->rooms[room]);
    }
  nhs_lev_mkstairs (g, up, x, y, room);
}

/* 3.7's and 5.0.0's mklev.c generate_stairs (): the down stairs, then (not
   on level 1) the up stairs, each in a room of its own where one is left */
void
nhs_lev_generate_stairs (Gen *g)
{
  stairs_in (g, FALSE);
  if (g->depth != 1)
    stairs_in (g, TRUE);
}

gboolean
nhs_lev_somexy_in (Gen *g, const NhsLevelRoom *r, int *x, int *y)
{
  NhsLevel *lev = g->lev;
  int room;

  if (!r->irregular)
    {
      *x = somex (g, r);
      *y = somey (g, r);
      return TRUE;
    }
  /* the game looks the room's number up by its place in rooms[]: for an
     irregular subroom (one holding a subroom) that is never found */
  room = r->parent < 0 ? (int) (r - lev->rooms) : -2;
  for (int i = 0; i < nhs_lev_somexy_tries (g); i++)
    {
      *x = somex (g, r);
      *y = somey (g, r);
      if (room >= 0 && nhs_lev_own_square (g, room, *x, *y))
        return TRUE;
    }
  if (room < 0)
    return FALSE;
  for (*x = r->lx; *x <= r->hx; (*x)++)
    for (*y = r->ly; *y <= r->hy; (*y)++)
      if (nhs_lev_own_square (g, room, *x, *y))
        return TRUE;
  return FALSE;
}

/* mkroom.c somexyspace (): a free square of floor, corridor or ice (grass
   in xNetHack and EvilHack, sand in EvilHack: the versions without them
   have no such squares). 3.7's draws 101 squares, a somexy () that finds
   none counting as one; EvilHack's 2000, ending at once when somexy ()
   finds none (NhsVariant.level_somexyspace_tries). Either way the last
   square drawn is left in (x, y). */
gboolean
nhs_lev_somexyspace_in (Gen *g, const NhsLevelRoom *r, int *x, int *y)
{
  int tries = g->variant->level_somexyspace_tries ? g->variant->level_somexyspace_tries : 101;

  for (int trycnt = 0; trycnt < tries; trycnt++)
    {
      int t;

      if (!nhs_lev_somexy_in (g, r, x, y))
        {
          if (g->variant->level_somexyspace_tries)
            return FALSE;
          continue;
        }
      if (!isok (*x, *y) || nhs_lev_occupied (g, *x, *y))
        continue;
      t = TYP (g, *x, *y);
      if (t == NHS_SQ_ROOM || t == NHS_SQ_CORR || t == NHS_SQ_ICE
          || t == NHS_SQ_GRASS || t == NHS_SQ_SAND)
        return TRUE;
    }
  return FALSE;
}

/* a place for a fountain, sink, altar or grave: unoccupied, not beside a
   door (5.0.0's find_okay_roompos: on free floor) */
static gboolean
find_furniture_spot (Gen *g, const NhsLevelRoom *r, int *x, int *y)
{
  int tryct = 0;

  do
    {
      if (++tryct > 200)
        return FALSE;
      if (g->variant->level_room_fill_needs_space)
        {
          if (!nhs_lev_somexyspace_in (g, r, x, y))
            return FALSE;
        }
      else
        {
          *x = somex (g, r);
          *y = somey (g, r);
        }
    }
  while (nhs_lev_occupied (g, *x, *y) || nhs_lev_bydoor (g, *x, *y)
         || (g->variant->level_room_fill_xnh && TYP (g, *x, *y) != NHS_SQ_ROOM));
  return TRUE;
}
static void
room_altar (Gen *g, const NhsLevelRoom *croom)
{
  int x, y;

  if (g->depth > g->variant->level_altar_below_depth && !rn2 (g, 60)
      && (croom->type == NHS_ROOM_ORDINARY || croom->type == NHS_ROOM_RNDVAULT)
      && find_furniture_spot (g, croom, &x, &y))
    {
      set_typ (g, x, y, NHS_SQ_ALTAR);
      LEV (g, x, y)->altar_align = (gint8) (rn2 (g, 3) - 1);
    }
}

static void
room_grave (Gen *g, const NhsLevelRoom *croom)
{
  int x = 80 - (g->depth * 2), y;

  if (x < 2)
    x = 2;
  if (!rn2 (g, x) && (croom->type == NHS_ROOM_ORDINARY || croom->type == NHS_ROOM_RNDVAULT)
      && find_furniture_spot (g, croom, &x, &y))
    nhs_lev_make_grave (g, x, y);
}

/* the room's monster (MM_NOGRP), and on a giant spider its web */
static void
room_monster_at (Gen *g, int x, int y)
{
  NhsLevel *lev = g->lev;
  int mi;

  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  /* 3.4.3 and SLASH'EM let it bring its group, 3.6+ pass MM_NOGRP;
     EvilHack also MM_MPLAYEROK */
  if (g->variant->level_room_monster_mplayer_ok)
    mi = nhs_lev_make_anymon_mplayerok (g, x, y, FALSE, g->variant->room_monsters_grouped);
  else
    mi = nhs_lev_make_anymon (g, x, y, FALSE, g->variant->room_monsters_grouped);
  if (mi >= 0 && g->spider_index >= 0 && lev->monsters[mi].mindex == g->spider_index
      && !nhs_lev_occupied (g, x, y))
    {
      g->phase = NHS_LEVEL_PHASE_TRAPS;
      nhs_lev_maketrap (g, x, y, NHS_TRAP_WEB);
    }
}

static void
room_traps (Gen *g, NhsLevelRoom *croom)
{
  int x;

  g->phase = NHS_LEVEL_PHASE_TRAPS;
  x = nhs_level_room_trap_die (g->depth);
  while (!rn2 (g, x))
    nhs_lev_mktrap_in (g, croom);
}

/* The placeholder of a random engraving's text: random_engraving ()
   (engrave.c) takes a rumor or a line of the engrave file, which nhspawn
   does not hold, and wears it by strlen / 4 */
#define RANDOM_ENGRAVING "(a random engraving)"

/* mklev.c makelevel () / fill_ordinary_room (): "maybe make some
   graffiti", 1 time in 27 + 3 x depth, in marker. The text's own dice
   (random_engraving (): rn2 (4), the rumor or the line, its wear) come
   before the square's, but they decide nothing that is made here: every
   die is independent, so leaving them out changes no distribution. */
static void
room_graffiti (Gen *g, NhsLevelRoom *croom)
{
  int x, y;

  g->phase = NHS_LEVEL_PHASE_FEATURES;
  /* xNetHack: level 1's up-stairs room gets a true rumor, unworn, on
     free floor away from a door (find_okay_roompos ()), and no other
     (a subroom never holds the stairs: they go on their room's own
     floor) */
  if (g->variant->level_graffiti_rumor_upstairs && g->depth == 1
      && croom >= g->lev->rooms && croom < g->lev->rooms + g->lev->nroom
      && nhs_lev_has_upstairs (g, (int) (croom - g->lev->rooms)))
    {
      if (find_furniture_spot (g, croom, &x, &y))
        nhs_lev_add_engraving (g, x, y, "(a true rumor)", NHS_ENGRAVING_MARK);
      return;
    }
  if (rn2 (g, 27 + 3 * ABS (g->depth)))
    return;
  switch (g->variant->level_graffiti)
    {
    case NHS_GRAFFITI_SOMEX:
      /* any square of the room; off the floor, one more try 1 time in
         40; never on a pool or furniture */
      do
        {
          x = somex (g, croom);
          y = somey (g, croom);
        }
      while (TYP (g, x, y) != NHS_SQ_ROOM && !rn2 (g, 40));
      if (NHS_SQ_IS_FURNITURE (TYP (g, x, y)) || NHS_SQ_IS_POOL (TYP (g, x, y)))
        return;
      break;
    case NHS_GRAFFITI_SPACE_FLOOR:
      /* the same loop over somexyspace (), whose answer is not read (the
         last square it drew); only on floor */
      do
        (void) nhs_lev_somexyspace_in (g, croom, &x, &y);
      while (TYP (g, x, y) != NHS_SQ_ROOM && !rn2 (g, 40));
      if (TYP (g, x, y) != NHS_SQ_ROOM)
        return;
      break;
    case NHS_GRAFFITI_SPACE:
    default:
      /* somexyspace (croom, &pos, 1): its flag 1 (no pool, lava or
         furniture) asks what occupied () already refuses */
      if (!nhs_lev_somexyspace_in (g, croom, &x, &y))
        return;
      break;
    }
  nhs_lev_add_engraving (g, x, y, RANDOM_ENGRAVING, NHS_ENGRAVING_MARK);
}

/* xNetHack mklev.c fill_ordinary_room (): furniture, traps, then monsters
   (mkmonst_in_room: one more 1 time in 3, for as long as there is room) */
static void
room_contents_xnh (Gen *g, NhsLevelRoom *croom)
{
  int x, y;

  g->phase = NHS_LEVEL_PHASE_FEATURES;
  if (!rn2 (g, 10) && find_furniture_spot (g, croom, &x, &y))
    set_typ (g, x, y, NHS_SQ_FOUNTAIN);   /* (blessed 1 in 7: not kept) */
  if (!rn2 (g, 60) && find_furniture_spot (g, croom, &x, &y))
    set_typ (g, x, y, NHS_SQ_SINK);       /* (its buried ring: an object) */
  room_altar (g, croom);
  if (!rn2 (g, 30 + g->depth * 5) && croom->type == NHS_ROOM_ORDINARY
      && find_furniture_spot (g, croom, &x, &y))
    set_typ (g, x, y, NHS_SQ_TREE);       /* mktree () */
  room_grave (g, croom);
  room_traps (g, croom);
  if (g->lev->params.amulet || !rn2 (g, 2))
    while (nhs_lev_somexyspace_in (g, croom, &x, &y))
      {
        room_monster_at (g, x, y);
        if (rn2 (g, 3))
          break;
      }
  /* (gold, statues, boxes: objects, left out) */
  room_graffiti (g, croom);
  /* (objects: left out) */
}

void
nhs_lev_room_contents (Gen *g, int room)
{
  nhs_lev_room_contents_in (g, &g->lev->rooms[room]);
}

void
nhs_lev_room_contents_in (Gen *g, NhsLevelRoom *croom)
{
  NhsLevel *lev = g->lev;
  int x, y;

  if (g->variant->level_room_fill_xnh)
    {
      room_contents_xnh (g, croom);
      return;
    }
  /* put a sleeping monster inside (it may be on the stairs; 5.0.0: on
     free floor, or none) */
  if ((lev->params.amulet || !rn2 (g, 3))
      && (!g->variant->level_room_fill_needs_space || nhs_lev_somexyspace_in (g, croom, &x, &y)))
    {
      if (!g->variant->level_room_fill_needs_space)
        {
          x = somex (g, croom);
          y = somey (g, croom);
        }
      room_monster_at (g, x, y);
    }

  /* EvilHack: a level with a beehive has honey badgers about */
  if (g->variant->level_honey_badgers && g->has_beehive
      && nhs_lev_somexyspace_in (g, croom, &x, &y) && !nhs_lev_occupied (g, x, y)
      && rn2 (g, 2))
    {
      g->phase = NHS_LEVEL_PHASE_MONSTERS;
      nhs_lev_make_named_monster (g, "honey badger", 'r', x, y, FALSE);
    }

  /* put traps and mimics inside */
  room_traps (g, croom);

  /* (gold: an object) */
  if (g->rogue)
    return;   /* skip_nonrogue: no furniture on the Rogue level */
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  if (!rn2 (g, 10) && find_furniture_spot (g, croom, &x, &y))
    set_typ (g, x, y, NHS_SQ_FOUNTAIN);   /* (blessed 1 in 7: not kept) */
  if (!rn2 (g, 60))
    {
      if (find_furniture_spot (g, croom, &x, &y))
        set_typ (g, x, y, NHS_SQ_SINK);
      /* SLASH'EM: a toilet after the sink 1 time in 3 (mktoilet) */
      if (g->variant->level_toilets && !rn2 (g, 3) && find_furniture_spot (g, croom, &x, &y))
        set_typ (g, x, y, NHS_SQ_TOILET);
    }
  if (g->variant->level_forges && !rn2 (g, 40) && find_furniture_spot (g, croom, &x, &y))
    set_typ (g, x, y, NHS_SQ_FORGE);
  if (g->variant->level_grave_before_altar)
    {
      room_grave (g, croom);
      room_altar (g, croom);
    }
  else
    {
      room_altar (g, croom);
      room_grave (g, croom);
    }
  /* (statues, boxes: objects, left out) */
  room_graffiti (g, croom);
  /* (objects: left out) */
}
void
nhs_lev_finish_room_snapshots (Gen *g, int branch_x, int branch_y)
{
  NhsLevel *lev = g->lev;
  NhsSquare (*snap)[COLNO][ROWNO] = lev->snap;

  if (!snap)
    return;
  /* branch stairs (or portal) are made after the special rooms; show them
   * with the other stairs */
  if (branch_x)
    for (int p = NHS_LEVEL_PHASE_STAIRS; p <= NHS_LEVEL_PHASE_SPECIAL_ROOMS; p++)
      snap[p][branch_x][branch_y] = lev->sq[branch_x][branch_y];

  for (int x = 0; x < COLNO; x++)
    for (int y = 0; y < ROWNO; y++)
      {
        const NhsSquare *fin = &lev->sq[x][y];
        NhsSquare s = snap[NHS_LEVEL_PHASE_SPECIAL_ROOMS][x][y];

        s.mon = 0;
        if (fin->phase == NHS_LEVEL_PHASE_FEATURES)
          {
            s.typ = fin->typ;
            s.phase = fin->phase;
            s.altar_align = fin->altar_align;
          }
        snap[NHS_LEVEL_PHASE_FEATURES][x][y] = s;
        if (fin->trap && fin->trap_phase == NHS_LEVEL_PHASE_TRAPS)
          {
            s.trap = fin->trap;
            s.trap_phase = fin->trap_phase;
          }
        snap[NHS_LEVEL_PHASE_TRAPS][x][y] = s;
        snap[NHS_LEVEL_PHASE_MONSTERS][x][y] = *fin;
      }
  /* monsters: only those of earlier phases appear in earlier snapshots */
  for (int p = 0; p < NHS_LEVEL_PHASE_MONSTERS; p++)
    for (int x = 0; x < COLNO; x++)
      for (int y = 0; y < ROWNO; y++)
        {
          NhsSquare *s = &snap[p][x][y];

          s->mon = 0;
          if (lev->sq[x][y].mon
              && lev->monsters[lev->sq[x][y].mon - 1].phase <= (NhsLevelPhase) p)
            s->mon = lev->sq[x][y].mon;
        }
}
