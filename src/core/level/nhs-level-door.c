/* nhs-level-door.c: doors, as mklev.c makes them (finddpos, okdoor,
 * dodoor, dosdoor, add_door)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

gboolean
nhs_lev_bydoor (Gen *g, int x, int y)
{
  if (isok (x + 1, y) && is_door_or_sdoor (TYP (g, x + 1, y)))
    return TRUE;
  if (isok (x - 1, y) && is_door_or_sdoor (TYP (g, x - 1, y)))
    return TRUE;
  if (isok (x, y + 1) && is_door_or_sdoor (TYP (g, x, y + 1)))
    return TRUE;
  if (isok (x, y - 1) && is_door_or_sdoor (TYP (g, x, y - 1)))
    return TRUE;
  return FALSE;
}

gboolean
nhs_lev_nexttodoor (Gen *g, int sx, int sy)
{
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      if (isok (sx + dx, sy + dy) && is_door_or_sdoor (TYP (g, sx + dx, sy + dy)))
        return TRUE;
  return FALSE;
}

gboolean
nhs_lev_okdoor (Gen *g, int x, int y)
{
  int t = TYP (g, x, y);

  return (t == NHS_SQ_HWALL || t == NHS_SQ_VWALL)
         && g->lev->doorindex < DOORMAX && !nhs_lev_bydoor (g, x, y);
}


void
nhs_lev_finddpos (Gen *g, Coord *cc, int xl, int yl, int xh, int yh)
{
  int x, y;

  x = rn1 (g, xh - xl + 1, xl);
  y = rn1 (g, yh - yl + 1, yl);
  if (nhs_lev_okdoor (g, x, y))
    goto gotit;
  for (x = xl; x <= xh; x++)
    for (y = yl; y <= yh; y++)
      if (nhs_lev_okdoor (g, x, y))
        goto gotit;
  for (x = xl; x <= xh; x++)
    for (y = yl; y <= yh; y++)
      if (is_door_or_sdoor (TYP (g, x, y)))
        goto gotit;
  x = xl;   /* cannot find something reasonable -- strange */
  y = yh;
gotit:
  cc->x = x;
  cc->y = y;
}

/* mklev.c add_door(): keep each room's doors together in doors[] */
void
nhs_lev_add_door (Gen *g, int x, int y, int room)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *aroom = &lev->rooms[room];

  if (aroom->doorct == 0)
    lev->fdoor[room] = lev->doorindex;
  aroom->doorct++;
  for (int tmp = lev->doorindex; tmp > lev->fdoor[room]; tmp--)
    lev->doors[tmp] = lev->doors[tmp - 1];
  for (int i = 0; i < lev->nroom; i++)
    if (i != room && lev->rooms[i].doorct && lev->fdoor[i] >= lev->fdoor[room])
      lev->fdoor[i]++;
  lev->doorindex++;
  lev->doors[lev->fdoor[room]].x = x;
  lev->doors[lev->fdoor[room]].y = y;
}

void
nhs_lev_dosdoor (Gen *g, int x, int y, int room, int type)
{
  NhsSquare *s = LEV (g, x, y);
  /* a shop's door (no shop exists yet when an ordinary level's doors are
   * made, but the rule is the game's) */
  gboolean shdoor = s->room >= 0 && g->lev->rooms[s->room].type == NHS_ROOM_SHOP;

  if (!NHS_SQ_IS_WALL (s->typ))  /* avoid SDOORs on already made doors */
    type = NHS_SQ_DOOR;
  set_typ (g, x, y, type);
  if (type == NHS_SQ_DOOR)
    {
      if (!rn2 (g, 3))
        {
          if (!rn2 (g, 5))
            s->doormask = NHS_DOOR_ISOPEN;
          else if (!rn2 (g, 6))
            s->doormask = NHS_DOOR_LOCKED;
          else
            s->doormask = NHS_DOOR_CLOSED;
          if (s->doormask != NHS_DOOR_ISOPEN && !shdoor && g->depth >= 5
              && !rn2 (g, 25))
            s->doormask |= NHS_DOOR_TRAPPED;
        }
      else
        s->doormask = shdoor ? NHS_DOOR_ISOPEN : NHS_DOOR_NODOOR;

      /* 3.6: the Rogue level's doorways are made before a trapped door
       * can turn into a mimic (3.4.3 still makes the mimic) */
      if (g->rogue && g->variant->level_rogue_doorways_first)
        s->doormask = NHS_DOOR_NODOOR;
      if ((s->doormask & NHS_DOOR_TRAPPED) && g->depth >= 9 && !rn2 (g, 5))
        {
          /* a mimic instead of the trap */
          s->doormask = NHS_DOOR_NODOOR;
          nhs_lev_make_random_monster (g, 'm', x, y, FALSE);
        }
    }
  else
    {
      if (shdoor || !rn2 (g, 5))
        s->doormask = NHS_DOOR_LOCKED;
      else
        s->doormask = NHS_DOOR_CLOSED;
      if (!shdoor && g->depth >= 4 && !rn2 (g, 20))
        s->doormask |= NHS_DOOR_TRAPPED;
    }
  nhs_lev_add_door (g, x, y, room);
}

void
nhs_lev_dodoor (Gen *g, int x, int y, int room)
{
  if (g->lev->doorindex >= DOORMAX)
    return;
  nhs_lev_dosdoor (g, x, y, room, rn2 (g, 8) ? NHS_SQ_DOOR : NHS_SQ_SDOOR);
}
