/* nhs-level-corridor.c: what joins a room-and-corridor level's rooms
 * and what lies beside them: mklev.c's join and makecorridors, the niches
 * (makeniche, make_niches) and the secret vault, shared by every version's
 * ordinary levels; where 5.0.0's mklev.c differs, NhsVariant's
 * level_doors_by_wall says so, where the 3.7 snapshot's does,
 * level_doors_skip_unjoined
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

/* 5.0.0 mklev.c join (): doors looked for on the facing walls; rooms
 * not to be joined are left alone; the first door is made once the
 * corridor has begun */
static void
join_by_wall (Gen *g, int a, int b, gboolean nxcor)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *croom = &lev->rooms[a], *troom = &lev->rooms[b];
  Coord cc, tt, org, dest;
  int dx, dy, xx, yy, tx, ty;
  gboolean dug;

  if (croom->unjoined || troom->unjoined)
    return;
  if (troom->hx < 0 || croom->hx < 0 || lev->doorindex >= DOORMAX)
    return;
  if (troom->lx > croom->hx)
    {
      dx = 1;
      dy = 0;
      if (!nhs_lev_finddpos_wall (g, &cc, NHS_DIR_E, a)
          || !nhs_lev_finddpos_wall (g, &tt, NHS_DIR_W, b))
        return;
    }
  else if (troom->hy < croom->ly)
    {
      dy = -1;
      dx = 0;
      if (!nhs_lev_finddpos_wall (g, &cc, NHS_DIR_N, a)
          || !nhs_lev_finddpos_wall (g, &tt, NHS_DIR_S, b))
        return;
    }
  else if (troom->hx < croom->lx)
    {
      dx = -1;
      dy = 0;
      if (!nhs_lev_finddpos_wall (g, &cc, NHS_DIR_W, a)
          || !nhs_lev_finddpos_wall (g, &tt, NHS_DIR_E, b))
        return;
    }
  else
    {
      dy = 1;
      dx = 0;
      if (!nhs_lev_finddpos_wall (g, &cc, NHS_DIR_S, a)
          || !nhs_lev_finddpos_wall (g, &tt, NHS_DIR_N, b))
        return;
    }
  xx = cc.x;
  yy = cc.y;
  tx = tt.x - dx;
  ty = tt.y - dy;
  if (nxcor && TYP (g, xx + dx, yy + dy) != NHS_SQ_STONE)
    return;
  org.x = xx + dx;
  org.y = yy + dy;
  dest.x = tx;
  dest.y = ty;
  dug = nhs_lev_dig_corridor (g, &org, &dest, nxcor, NHS_SQ_CORR, NHS_SQ_STONE);
  if (g->dig_points > 0 && (nhs_lev_okdoor (g, xx, yy) || !nxcor))
    nhs_lev_dodoor (g, xx, yy, a);
  if (!dug)
    return;
  if (nhs_lev_okdoor (g, tt.x, tt.y) || !nxcor)
    nhs_lev_dodoor (g, tt.x, tt.y, b);
  if (g->smeq[a] < g->smeq[b])
    g->smeq[b] = g->smeq[a];
  else
    g->smeq[a] = g->smeq[b];
}

static void
join (Gen *g, int a, int b, gboolean nxcor)
{
  NhsLevel *lev = g->lev;
  Coord cc, tt, org, dest;
  int tx, ty, xx, yy;
  NhsLevelRoom *croom = &lev->rooms[a], *troom = &lev->rooms[b];
  int dx, dy;
  /* the 3.7 snapshot: rooms not to be joined are left alone, and a wall
     without a door's place ends the join */
  gboolean skip = g->variant->level_doors_skip_unjoined;

  if (g->variant->level_doors_by_wall)
    {
      join_by_wall (g, a, b, nxcor);
      return;
    }
  if (skip && (croom->unjoined || troom->unjoined))
    return;
  if (troom->hx < 0 || croom->hx < 0 || lev->doorindex >= DOORMAX)
    return;
  if (troom->lx > croom->hx)
    {
      dx = 1;
      dy = 0;
      xx = croom->hx + 1;
      tx = troom->lx - 1;
      if (!nhs_lev_finddpos (g, &cc, xx, croom->ly, xx, croom->hy) && skip)
        return;
      if (!nhs_lev_finddpos (g, &tt, tx, troom->ly, tx, troom->hy) && skip)
        return;
    }
  else if (troom->hy < croom->ly)
    {
      dy = -1;
      dx = 0;
      yy = croom->ly - 1;
      ty = troom->hy + 1;
      if (!nhs_lev_finddpos (g, &cc, croom->lx, yy, croom->hx, yy) && skip)
        return;
      if (!nhs_lev_finddpos (g, &tt, troom->lx, ty, troom->hx, ty) && skip)
        return;
    }
  else if (troom->hx < croom->lx)
    {
      dx = -1;
      dy = 0;
      xx = croom->lx - 1;
      tx = troom->hx + 1;
      if (!nhs_lev_finddpos (g, &cc, xx, croom->ly, xx, croom->hy) && skip)
        return;
      if (!nhs_lev_finddpos (g, &tt, tx, troom->ly, tx, troom->hy) && skip)
        return;
    }
  else
    {
      dy = 1;
      dx = 0;
      yy = croom->hy + 1;
      ty = troom->ly - 1;
      if (!nhs_lev_finddpos (g, &cc, croom->lx, yy, croom->hx, yy) && skip)
        return;
      if (!nhs_lev_finddpos (g, &tt, troom->lx, ty, troom->hx, ty) && skip)
        return;
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

void
nhs_lev_makecorridors (Gen *g)
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
  gboolean by_wall = g->variant->level_doors_by_wall;
  gboolean skip = g->variant->level_doors_skip_unjoined;   /* the 3.7 snapshot */
  Coord dd;

  if (rn2 (g, 2))
    {
      *dy = 1;
      if (by_wall)
        {
          if (!nhs_lev_finddpos_wall (g, &dd, NHS_DIR_S, room))
            return FALSE;
        }
      else if (!nhs_lev_finddpos (g, &dd, aroom->lx, aroom->hy + 1, aroom->hx, aroom->hy + 1)
               && skip)
        return FALSE;
    }
  else
    {
      *dy = -1;
      if (by_wall)
        {
          if (!nhs_lev_finddpos_wall (g, &dd, NHS_DIR_N, room))
            return FALSE;
        }
      else if (!nhs_lev_finddpos (g, &dd, aroom->lx, aroom->ly - 1, aroom->hx, aroom->ly - 1)
               && skip)
        return FALSE;
    }
  *xx = dd.x;
  *yy = dd.y;
  return isok (*xx, *yy + *dy) && TYP (g, *xx, *yy + *dy) == NHS_SQ_STONE
         && isok (*xx, *yy - *dy)
         && !NHS_SQ_IS_POOL (TYP (g, *xx, *yy - *dy))
         && !NHS_SQ_IS_FURNITURE (TYP (g, *xx, *yy - *dy))
         && (!(by_wall || skip) || nhs_lev_cardinal_next_to_room (g, room, *xx, *yy));
}

void
nhs_lev_makeniche (Gen *g, int trap_type)
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
              const char *engr = nhs_lev_niche_engraving (g->variant, trap_type);

              /* in dust, then aged a little: wipe_engr_at (5) */
              if (nhs_lev_maketrap (g, xx, yy + dy, trap_type) && engr)
                nhs_lev_add_worn_engraving (g, xx, yy - dy, engr, 5);
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

void
nhs_lev_make_niches (Gen *g)
{
  int ct = rnd (g, (g->lev->nroom >> 1) + 1), dep = g->depth;
  gboolean ltptr = dep > 15, vamp = dep > 5 && dep < 25;

  while (ct--)
    {
      if (ltptr && !rn2 (g, 6))
        {
          ltptr = FALSE;
          nhs_lev_makeniche (g, NHS_TRAP_LEVEL_TELEP);
        }
      else if (vamp && !rn2 (g, 6))
        {
          vamp = FALSE;
          nhs_lev_makeniche (g, NHS_TRAP_TRAPDOOR);
        }
      else
        nhs_lev_makeniche (g, NHS_TRAP_NONE);
    }
}

/* makelevel ()'s vault: the place makerooms () kept, or another; Fort
 * Ludios' portal and the vault's teleporter niche */
void
nhs_lev_make_vault (Gen *g, NhsLevelBranch br, int *room_threshold)
{
  NhsLevel *lev = g->lev;

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
          ++*room_threshold;
          /* (fill_room: the vault's gold is an object) */
          /* mk_knox_portal(): Fort Ludios' portal, 1 time in 3 below
           * depth 10 and above Medusa, while it is not yet placed (xNetHack and
           * EvilHack: every time) */
          if (!lev->params.ludios_placed && br == NHS_LEVEL_BRANCH_NONE
              && (g->variant->level_knox_portal_first_vault || !rn2 (g, 3))
              && g->depth > 10 && lev->above_medusa)
            nhs_lev_maketrap (g, g->vault_x + w, g->vault_y + h, NHS_TRAP_MAGIC_PORTAL);
          if (!rn2 (g, 3))
            nhs_lev_makeniche (g, NHS_TRAP_TELEP);   /* makevtele() */
        }
    }
}
