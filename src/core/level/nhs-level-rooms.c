/* nhs-level-rooms.c: NetHack 3.6.7's makelevel() for ordinary levels
 *
 * Written from reading the game's mklev.c, rect.c, sp_lev.c (create_room,
 * check_room, dig_corridor), mkroom.c, shknam.c (stock_room's door rules)
 * and trap.c (maketrap); the structure and the order of the dice follow the
 * game so that the generated levels are distributed as the game's are.
 *
 * Left out, knowingly:
 *  - objects and gold (boulders, gold, boxes, statues, corpses, graffiti,
 *    trap victims' belongings, shop stock): their dice are not rolled, which
 *    changes no other distribution since every roll is independent;
 *  - genocides and extinctions: every monster the game may name exists;
 *  - the Rogue level, special levels and mazes: only ordinary levels;
 *  - the temple altar's alignment is rn2(3)-1 (the game's induced_align(80)
 *    depends on the dungeon's alignment; the Dungeons of Doom have none).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

#include <string.h>

static void
makerooms (Gen *g)
{
  NhsLevel *lev = g->lev;
  gboolean tried_vault = FALSE;

  while (lev->nroom < MAXNROFROOMS && nhs_lev_rnd_rect (g))
    {
      if (lev->nroom >= MAXNROFROOMS / 6 && rn2 (g, 2) && !tried_vault)
        {
          tried_vault = TRUE;
          if (nhs_lev_create_room (g, TRUE))
            {
              g->vault_x = lev->rooms[lev->nroom].lx;
              g->vault_y = lev->rooms[lev->nroom].ly;
              lev->rooms[lev->nroom].hx = -1;
            }
        }
      else if (!nhs_lev_create_room (g, FALSE))
        return;
    }
}

/* qsort by lx; stable (glibc's qsort is a merge sort for small arrays) */
static void
join (Gen *g, int a, int b, gboolean nxcor)
{
  NhsLevel *lev = g->lev;
  Coord cc, tt, org, dest;
  int tx, ty, xx, yy;
  NhsLevelRoom *croom = &lev->rooms[a], *troom = &lev->rooms[b];
  int dx, dy;

  if (troom->hx < 0 || croom->hx < 0 || lev->doorindex >= DOORMAX)
    return;
  if (troom->lx > croom->hx)
    {
      dx = 1;
      dy = 0;
      xx = croom->hx + 1;
      tx = troom->lx - 1;
      nhs_lev_finddpos (g, &cc, xx, croom->ly, xx, croom->hy);
      nhs_lev_finddpos (g, &tt, tx, troom->ly, tx, troom->hy);
    }
  else if (troom->hy < croom->ly)
    {
      dy = -1;
      dx = 0;
      yy = croom->ly - 1;
      nhs_lev_finddpos (g, &cc, croom->lx, yy, croom->hx, yy);
      ty = troom->hy + 1;
      nhs_lev_finddpos (g, &tt, troom->lx, ty, troom->hx, ty);
    }
  else if (troom->hx < croom->lx)
    {
      dx = -1;
      dy = 0;
      xx = croom->lx - 1;
      tx = troom->hx + 1;
      nhs_lev_finddpos (g, &cc, xx, croom->ly, xx, croom->hy);
      nhs_lev_finddpos (g, &tt, tx, troom->ly, tx, troom->hy);
    }
  else
    {
      dy = 1;
      dx = 0;
      yy = croom->hy + 1;
      ty = troom->ly - 1;
      nhs_lev_finddpos (g, &cc, croom->lx, yy, croom->hx, yy);
      nhs_lev_finddpos (g, &tt, troom->lx, ty, troom->hx, ty);
    }
  xx = cc.x;
  yy = cc.y;
  tx = tt.x - dx;
  ty = tt.y - dy;
  if (nxcor && TYP (g, xx + dx, yy + dy))
    return;
  if (nhs_lev_okdoor (g, xx, yy) || !nxcor)
    nhs_lev_dodoor (g, xx, yy, a);

  org.x = xx + dx;
  org.y = yy + dy;
  dest.x = tx;
  dest.y = ty;
  if (!nhs_lev_dig_corridor (g, &org, &dest, nxcor, NHS_SQ_CORR, NHS_SQ_STONE))
    return;

  /* we succeeded in digging the corridor */
  if (nhs_lev_okdoor (g, tt.x, tt.y) || !nxcor)
    nhs_lev_dodoor (g, tt.x, tt.y, b);

  if (g->smeq[a] < g->smeq[b])
    g->smeq[b] = g->smeq[a];
  else
    g->smeq[a] = g->smeq[b];
}

static void
makecorridors (Gen *g)
{
  int nroom = g->lev->nroom;
  int a, b, i;
  gboolean any = TRUE;

  for (a = 0; a < nroom - 1; a++)
    {
      join (g, a, a + 1, FALSE);
      if (!rn2 (g, 50))
        break;   /* allow some randomness */
    }
  for (a = 0; a < nroom - 2; a++)
    if (g->smeq[a] != g->smeq[a + 2])
      join (g, a, a + 2, FALSE);
  for (a = 0; any && a < nroom; a++)
    {
      any = FALSE;
      for (b = 0; b < nroom; b++)
        if (g->smeq[a] != g->smeq[b])
          {
            join (g, a, b, FALSE);
            any = TRUE;
          }
    }
  if (nroom > 2)
    for (i = rn2 (g, nroom) + 4; i; i--)
      {
        a = rn2 (g, nroom);
        b = rn2 (g, nroom - 2);
        if (b >= a)
          b += 2;
        join (g, a, b, TRUE);
      }
}

/* ----------------------------------------------------------------- niches */

static gboolean
place_niche (Gen *g, int room, int *dy, int *xx, int *yy)
{
  const NhsLevelRoom *aroom = &g->lev->rooms[room];
  Coord dd;

  if (rn2 (g, 2))
    {
      *dy = 1;
      nhs_lev_finddpos (g, &dd, aroom->lx, aroom->hy + 1, aroom->hx, aroom->hy + 1);
    }
  else
    {
      *dy = -1;
      nhs_lev_finddpos (g, &dd, aroom->lx, aroom->ly - 1, aroom->hx, aroom->ly - 1);
    }
  *xx = dd.x;
  *yy = dd.y;
  return isok (*xx, *yy + *dy) && TYP (g, *xx, *yy + *dy) == NHS_SQ_STONE
         && isok (*xx, *yy - *dy)
         && TYP (g, *xx, *yy - *dy) != NHS_SQ_POOL
         && !NHS_SQ_IS_FURNITURE (TYP (g, *xx, *yy - *dy));
}

static void
makeniche (Gen *g, int trap_type)
{
  NhsLevel *lev = g->lev;
  int vct = 8;
  int dy, xx, yy;

  if (lev->doorindex >= DOORMAX)
    return;
  while (vct--)
    {
      int room = rn2 (g, lev->nroom);
      NhsLevelRoom *aroom = &lev->rooms[room];
      NhsSquare *rm;

      if (aroom->type != NHS_ROOM_ORDINARY)
        continue;
      if (aroom->doorct == 1 && rn2 (g, 5))
        continue;
      if (!place_niche (g, room, &dy, &xx, &yy))
        continue;

      rm = LEV (g, xx, yy + dy);
      rm->flags |= NHS_SQF_NICHE;
      lev->niches++;
      if (trap_type || !rn2 (g, 4))
        {
          set_typ (g, xx, yy + dy, NHS_SQ_SCORR);
          if (trap_type)
            {
              /* (holes stay holes: an ordinary level has a level below) */
              if (nhs_lev_maketrap (g, xx, yy + dy, trap_type))
                {
                  if (trap_type == NHS_TRAP_TRAPDOOR)
                    nhs_lev_add_engraving (g, xx, yy - dy, "Vlad was here");
                  else if (trap_type == NHS_TRAP_TELEP
                           || trap_type == NHS_TRAP_LEVEL_TELEP)
                    nhs_lev_add_engraving (g, xx, yy - dy, "ad aerarium");
                }
            }
          nhs_lev_dosdoor (g, xx, yy, room, NHS_SQ_SDOOR);
        }
      else
        {
          set_typ (g, xx, yy + dy, NHS_SQ_CORR);
          if (rn2 (g, 7))
            nhs_lev_dosdoor (g, xx, yy, room, rn2 (g, 5) ? NHS_SQ_SDOOR : NHS_SQ_DOOR);
          else
            {
              /* inaccessible niches occasionally have iron bars (and a
               * corpse, a scroll of teleportation, an object: left out) */
              if (g->variant->level_niche_iron_bars && !rn2 (g, 5)
                  && NHS_SQ_IS_WALL (TYP (g, xx, yy)))
                set_typ (g, xx, yy, NHS_SQ_IRONBARS);
            }
        }
      return;
    }
}

static void
make_niches (Gen *g)
{
  int ct = rnd (g, (g->lev->nroom >> 1) + 1), dep = g->depth;
  gboolean ltptr = dep > 15, vamp = dep > 5 && dep < 25;

  while (ct--)
    {
      if (ltptr && !rn2 (g, 6))
        {
          ltptr = FALSE;
          makeniche (g, NHS_TRAP_LEVEL_TELEP);
        }
      else if (vamp && !rn2 (g, 6))
        {
          vamp = FALSE;
          makeniche (g, NHS_TRAP_TRAPDOOR);
        }
      else
        makeniche (g, NHS_TRAP_NONE);
    }
}

/* ---------------------------------------------------------------- features */




/* ------------------------------------------------------------ makelevel */

void
nhs_level_make_rooms (Gen *g)
{
  NhsLevel *lev = g->lev;
  NhsLevelBranch br = nhs_lev_level_branch (&lev->params);
  int room_threshold;
  int branch_x = 0, branch_y = 0;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  makerooms (g);
  nhs_lev_sort_rooms (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_ROOMS);

  /* construct stairs (up and down in different rooms if possible) */
  nhs_lev_stairs_in_rooms (g);
  room_threshold = (br != NHS_LEVEL_BRANCH_NONE) ? 4 : 3;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_STAIRS);

  makecorridors (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_CORRIDORS);

  make_niches (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_NICHES);

  /* make a secret treasure vault, not connected to the rest */
  if (g->vault_x != -1)
    {
      int w = 1, h = 1;
      gboolean ok = FALSE;

      if (nhs_lev_check_room (g, &g->vault_x, &w, &g->vault_y, &h, TRUE))
        ok = TRUE;
      else if (nhs_lev_rnd_rect (g) && nhs_lev_create_room (g, TRUE))
        {
          g->vault_x = lev->rooms[lev->nroom].lx;
          g->vault_y = lev->rooms[lev->nroom].ly;
          if (nhs_lev_check_room (g, &g->vault_x, &w, &g->vault_y, &h, TRUE))
            ok = TRUE;
          else
            lev->rooms[lev->nroom].hx = -1;
        }
      if (ok)
        {
          lev->vault_room = lev->nroom;
          nhs_lev_add_room (g, g->vault_x, g->vault_y, g->vault_x + w, g->vault_y + h,
                    TRUE, NHS_ROOM_VAULT);
          ++room_threshold;
          /* (fill_room: the vault's gold is an object) */
          /* mk_knox_portal(): Fort Ludios' portal, 1 time in 3 below
           * depth 10 and above Medusa, while it is not yet placed */
          if (!lev->params.ludios_placed && br == NHS_LEVEL_BRANCH_NONE
              && !rn2 (g, 3) && g->depth > 10
              && g->depth < (lev->params.medusa_depth > 0
                             ? lev->params.medusa_depth : 24))
            nhs_lev_maketrap (g, g->vault_x + w, g->vault_y + h, NHS_TRAP_MAGIC_PORTAL);
          if (!rn2 (g, 3))
            makeniche (g, NHS_TRAP_TELEP);   /* makevtele() */
        }
    }
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_VAULT);

  nhs_lev_special_rooms (g, room_threshold);
  /* place the branch (stairs to the Planes on level 1, the Mines',
   * Sokoban's stairs, the Quest's portal): shown with the stairs */
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  nhs_lev_place_branch (g, br, &branch_x, &branch_y);
  g->phase = NHS_LEVEL_PHASE_SPECIAL_ROOMS;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_SPECIAL_ROOMS);

  /* for each room: put things inside */
  for (int room = 0; lev->rooms[room].hx > 0; room++)
    if (lev->rooms[room].type == NHS_ROOM_ORDINARY)
      nhs_lev_room_contents (g, room);
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_FEATURES);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_TRAPS);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_MONSTERS);
  nhs_lev_finish_room_snapshots (g, branch_x, branch_y);
}
