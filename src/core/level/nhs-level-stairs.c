/* nhs-level-stairs.c: stairs and the level's branch (stairs or portal)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

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

/* AUTO: the branch an ordinary Dungeons of Doom level at this depth has in
 * the game, drawn with the chance it has there. dungeon.def places the
 * Elemental Planes' up stairs on level 1, the Gnomish Mines' down stairs on
 * one of levels 2-4, the Oracle on one of 5-9 (each equally likely) with
 * Sokoban's up stairs on the level below it and the Quest's portal 6 or 7
 * levels below it. Given that the level is an ordinary one (not the Oracle,
 * the big room or the Rogue level, which this generator does not make):
 *   2-4: Mines 1/3;  6-9: Sokoban 1/4 (the Oracle is not here: 1/5 of 4/5);
 *   10: Sokoban 1/5;  11 and 16: Quest 1/10;  12-15: Quest 1/5.
 * The draw uses its own stream (from the seed), so the level's own dice are
 * those of the same seed with the branch given explicitly. Fort Ludios'
 * portal is not a branch of the plan: it is made with the vault (see
 * makelevel). Measured against the game's own init_dungeons() + mklev():
 * docs/level-validation.md. */
NhsLevelBranch
nhs_lev_level_branch (const NhsLevelParams *p)
{
  NhsRng r;
  int d = p->depth, one_in = 0;
  NhsLevelBranch br = NHS_LEVEL_BRANCH_NONE;

  if (p->branch != NHS_LEVEL_BRANCH_AUTO)
    return p->branch;
  if (d == 1)
    return NHS_LEVEL_BRANCH_STAIRS_UP;
  if (d >= 2 && d <= 4)
    one_in = 3, br = NHS_LEVEL_BRANCH_STAIRS_DOWN;
  else if (d >= 6 && d <= 9)
    one_in = 4, br = NHS_LEVEL_BRANCH_STAIRS_UP;
  else if (d == 10)
    one_in = 5, br = NHS_LEVEL_BRANCH_STAIRS_UP;
  else if (d == 11 || d == 16)
    one_in = 10, br = NHS_LEVEL_BRANCH_PORTAL;
  else if (d >= 12 && d <= 15)
    one_in = 5, br = NHS_LEVEL_BRANCH_PORTAL;
  if (!one_in)
    return NHS_LEVEL_BRANCH_NONE;
  nhs_rng_init (&r, p->seed ^ G_GUINT64_CONSTANT (0x6272616e63680a01));
  return nhs_rn2 (&r, one_in) == 0 ? br : NHS_LEVEL_BRANCH_NONE;
}

static void
place_branch_at (Gen *g, NhsLevelBranch br, int x, int y, int room)
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

/* mklev.c place_branch() with find_branch_room() */
void
nhs_lev_place_branch (Gen *g, NhsLevelBranch br, int *bx, int *by)
{
  NhsLevel *lev = g->lev;
  int room, tryct = 0, x, y;

  if (br == NHS_LEVEL_BRANCH_NONE || lev->nroom == 0)
    return;
  if (lev->nroom > 2)
    {
      do
        room = rn2 (g, lev->nroom);
      while ((room == lev->dn_room || room == lev->up_room
              || lev->rooms[room].type != NHS_ROOM_ORDINARY)
             && ++tryct < 100);
    }
  else
    room = rn2 (g, lev->nroom);
  do
    {
      x = somex (g, &lev->rooms[room]);
      y = somey (g, &lev->rooms[room]);
    }
  while (nhs_lev_occupied (g, x, y)
         || (TYP (g, x, y) != NHS_SQ_CORR && TYP (g, x, y) != NHS_SQ_ROOM));
  place_branch_at (g, br, x, y, room);
  *bx = x;
  *by = y;
}
