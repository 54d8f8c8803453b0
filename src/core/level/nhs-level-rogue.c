/* nhs-level-rogue.c: the Rogue level (the tribute to Rogue), as NetHack
 * 3.4.3, 3.6.7, the 2024 3.7 snapshot and 5.0.0 make it
 *
 * Written from reading the games' extralev.c (makeroguerooms, roguecorr,
 * roguejoin, miniwalk, corr, makerogueghost: the same in all four) and
 * mklev.c (makelevel's path for the Rogue level, dosdoor, mktrap's trap
 * kinds there, and from 3.7 on generate_stairs and fill_ordinary_room);
 * the decisions are taken in the game's order.
 *
 * The level is a 3 by 3 grid of cells, each a room or a crossing of
 * corridors; a walk from a random cell opens passages between
 * neighbours (and now and then an extra one), and each passage becomes a
 * doorway-to-doorway corridor with one bend. Then: the ghost of a Rogue
 * player asleep in a random room, the stairs, and each room's monster and
 * traps (the Rogue level's own seven trap kinds); no corridors between
 * rooms otherwise, no niches, no vault, no special rooms, no furniture.
 *
 * Where the versions differ (fields of NhsVariant): 3.6.0 makes the
 * doors doorways before a trapped one can become a mimic
 * (level_rogue_doorways_first); 3.7 and 5.0.0 place the stairs with
 * generate_stairs () (level_generate_stairs) and leave the rooms
 * empty: their fill_ordinary_room () fills only rooms marked FILL_NORMAL,
 * which the Rogue level's never are (level_rogue_rooms_unfilled), so the
 * ghost is the level's one monster and it has no trap.
 *
 * The branch: with NHS_LEVEL_BRANCH_AUTO the Quest's portal, as the
 * game's dungeon puts it on a level at that depth (1 in 5 at 15, 1 in 10
 * at 16, none below: nhs_lev_level_branch ()).
 *
 * Left out, knowingly: objects and gold (the ghost's belongings too) and
 * the ghost's name. The corridors are
 * made with the rooms; the phases show them from "corridors" on, the
 * stairs come after them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

enum { UP = 1, DOWN = 2, LEFT = 4, RIGHT = 8 };

typedef struct {
  int rlx, rly;
  int dx, dy;
  gboolean real;
  guint8 doortable;
  int nroom;
} Cell;

typedef struct {
  Gen *g;
  Cell r[3][3];
} Rogue;

/* extralev.c corr (): a corridor square, secret 1 time in 50 */
static void
corr (Rogue *rg, int x, int y)
{
  set_typ (rg->g, x, y, rn2 (rg->g, 50) ? NHS_SQ_CORR : NHS_SQ_SCORR);
}

static void
roguejoin (Rogue *rg, int x1, int y1, int x2, int y2, gboolean horiz)
{
  int x, y, middle;

  if (horiz)
    {
      middle = x1 + rn2 (rg->g, x2 - x1 + 1);
      for (x = MIN (x1, middle); x <= MAX (x1, middle); x++)
        corr (rg, x, y1);
      for (y = MIN (y1, y2); y <= MAX (y1, y2); y++)
        corr (rg, middle, y);
      for (x = MIN (middle, x2); x <= MAX (middle, x2); x++)
        corr (rg, x, y2);
    }
  else
    {
      middle = y1 + rn2 (rg->g, y2 - y1 + 1);
      for (y = MIN (y1, middle); y <= MAX (y1, middle); y++)
        corr (rg, x1, y);
      for (x = MIN (x1, x2); x <= MAX (x1, x2); x++)
        corr (rg, x, middle);
      for (y = MIN (middle, y2); y <= MAX (middle, y2); y++)
        corr (rg, x2, y);
    }
}

/* a doorway in a real room's wall (dodoor, then no door at all) */
static void
rogue_door (Rogue *rg, int x, int y, int room)
{
  nhs_lev_dodoor (rg->g, x, y, room);
  LEV (rg->g, x, y)->doormask = NHS_DOOR_NODOOR;
}

/* one end of a passage: the cell's crossing, or a doorway of its room on
 * the side towards (sx, sy) (one of -1, 0, 1), and the square outside it */
static void
passage_end (Rogue *rg, int x, int y, int sx, int sy, int *px, int *py)
{
  Cell *c = &rg->r[x][y];

  if (!c->real)
    {
      *px = c->rlx + 1 + 26 * x;
      *py = c->rly + 7 * y;
      return;
    }
  if (sy)
    {
      *px = c->rlx + rn2 (rg->g, c->dx) + 1 + 26 * x;
      *py = (sy > 0 ? c->rly + c->dy : c->rly - 1) + 7 * y;
    }
  else
    {
      /* (the game draws the row after fixing the column) */
      *px = (sx > 0 ? c->rlx + c->dx : c->rlx - 1) + 1 + 26 * x;
      *py = c->rly + rn2 (rg->g, c->dy) + 7 * y;
    }
  rogue_door (rg, *px, *py, c->nroom);
  *px += sx;
  *py += sy;
}

/* extralev.c roguecorr (x, y, DOWN or RIGHT) */
static void
roguecorr (Rogue *rg, int x, int y, int dir)
{
  int fromx, fromy, tox, toy;

  if (dir == DOWN)
    {
      rg->r[x][y].doortable &= ~DOWN;
      passage_end (rg, x, y, 0, 1, &fromx, &fromy);
      if (y >= 2)
        return;
      y++;
      rg->r[x][y].doortable &= ~UP;
      passage_end (rg, x, y, 0, -1, &tox, &toy);
      roguejoin (rg, fromx, fromy, tox, toy, FALSE);
    }
  else
    {
      rg->r[x][y].doortable &= ~RIGHT;
      passage_end (rg, x, y, 1, 0, &fromx, &fromy);
      if (x >= 2)
        return;
      x++;
      rg->r[x][y].doortable &= ~LEFT;
      passage_end (rg, x, y, -1, 0, &tox, &toy);
      roguejoin (rg, fromx, fromy, tox, toy, TRUE);
    }
}

/* extralev.c miniwalk (): a walk over the cells opening passages; a
 * neighbour already reached is joined again 1 time in 10 */
static void
miniwalk (Rogue *rg, int x, int y)
{
  for (;;)
    {
      int dirs[4], q = 0;
      guint8 here = rg->r[x][y].doortable;

      if (x > 0 && !(here & LEFT) && (!rg->r[x - 1][y].doortable || !rn2 (rg->g, 10)))
        dirs[q++] = 0;
      if (x < 2 && !(here & RIGHT) && (!rg->r[x + 1][y].doortable || !rn2 (rg->g, 10)))
        dirs[q++] = 1;
      if (y > 0 && !(here & UP) && (!rg->r[x][y - 1].doortable || !rn2 (rg->g, 10)))
        dirs[q++] = 2;
      if (y < 2 && !(here & DOWN) && (!rg->r[x][y + 1].doortable || !rn2 (rg->g, 10)))
        dirs[q++] = 3;
      if (!q)
        return;
      switch (dirs[rn2 (rg->g, q)])
        {
        case 0:
          rg->r[x][y].doortable |= LEFT;
          x--;
          rg->r[x][y].doortable |= RIGHT;
          break;
        case 1:
          rg->r[x][y].doortable |= RIGHT;
          x++;
          rg->r[x][y].doortable |= LEFT;
          break;
        case 2:
          rg->r[x][y].doortable |= UP;
          y--;
          rg->r[x][y].doortable |= DOWN;
          break;
        default:
          rg->r[x][y].doortable |= DOWN;
          y++;
          rg->r[x][y].doortable |= UP;
          break;
        }
      miniwalk (rg, x, y);
    }
}

/* extralev.c makeroguerooms () */
static void
makeroguerooms (Rogue *rg)
{
  Gen *g = rg->g;
  int nroom = 0;

  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      {
        Cell *c = &rg->r[x][y];

        /* at least one room: the last cell is one if the first eight are not */
        if (!rn2 (g, 5) && (nroom || (x < 2 && y < 2)))
          {
            c->real = FALSE;
            c->rlx = rn1 (g, 22, 2);
            c->rly = rn1 (g, (y == 2) ? 4 : 3, 2);
          }
        else
          {
            c->real = TRUE;
            c->dx = rn1 (g, 22, 2);
            c->dy = rn1 (g, (y == 2) ? 4 : 3, 2);
            c->rlx = rnd (g, 23 - c->dx + 1);
            c->rly = rnd (g, ((y == 2) ? 5 : 4) - c->dy + 1);
            nroom++;
          }
        c->doortable = 0;
      }
  miniwalk (rg, rn2 (g, 3), rn2 (g, 3));

  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      {
        Cell *c = &rg->r[x][y];
        int lowx, lowy;

        if (!c->real)
          continue;
        c->nroom = g->lev->nroom;
        lowx = 1 + 26 * x + c->rlx;
        lowy = 7 * y + c->rly;
        nhs_lev_add_room (g, lowx, lowy, lowx + c->dx - 1, lowy + c->dy - 1,
                          !rn2 (g, 7), NHS_ROOM_ORDINARY);
      }
  nhs_lev_snapshot (g, NHS_LEVEL_PHASE_ROOMS, TRUE);

  g->phase = NHS_LEVEL_PHASE_CORRIDORS;
  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      {
        if (rg->r[x][y].doortable & DOWN)
          roguecorr (rg, x, y, DOWN);
        if (rg->r[x][y].doortable & RIGHT)
          roguecorr (rg, x, y, RIGHT);
      }
}

/* extralev.c makerogueghost (): a sleeping ghost in a random room (its
 * food, weapons, bow, arrows and armour are objects: left out) */
static void
makerogueghost (Gen *g)
{
  const NhsLevelRoom *croom;
  int x, y;

  if (!g->lev->nroom)
    return;
  croom = &g->lev->rooms[rn2 (g, g->lev->nroom)];
  x = somex (g, croom);
  y = somey (g, croom);
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  nhs_lev_make_named_monster (g, "ghost", ' ', x, y, TRUE);
}

void
nhs_level_make_rogue (Gen *g)
{
  Rogue rg = { .g = g };
  NhsLevel *lev = g->lev;
  NhsLevelBranch br = nhs_lev_level_branch (&lev->params);
  int branch_x = 0, branch_y = 0;

  g->rogue = TRUE;
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  makeroguerooms (&rg);
  makerogueghost (g);
  nhs_lev_sort_rooms (g);

  g->phase = NHS_LEVEL_PHASE_STAIRS;
  if (g->variant->level_generate_stairs)
    nhs_lev_generate_stairs (g);
  else
    nhs_lev_stairs_in_rooms (g);
  /* (skip0: no corridors between rooms, niches, vault or special rooms) */
  nhs_lev_place_branch (g, br, &branch_x, &branch_y);
  for (int p = NHS_LEVEL_PHASE_STAIRS; p <= NHS_LEVEL_PHASE_SPECIAL_ROOMS; p++)
    nhs_lev_snapshot (g, (NhsLevelPhase) p, FALSE);
  /* the corridors came before the stairs: the stairs' snapshot has them,
   * the corridors' one has the stairs too */

  /* (3.7 and 5.0.0: no room is fillable, so no die for the bonus item's
     room either) */
  if (!g->variant->level_rogue_rooms_unfilled)
    for (int room = 0; lev->rooms[room].hx > 0; room++)
      if (lev->rooms[room].type == NHS_ROOM_ORDINARY)
        nhs_lev_room_contents (g, room);
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_FEATURES);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_TRAPS);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_MONSTERS);
  nhs_lev_finish_room_snapshots (g, branch_x, branch_y);
}
