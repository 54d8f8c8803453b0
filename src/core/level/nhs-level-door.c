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
nhs_lev_door_spot (Gen *g, const NhsLevelRoom *rm, int walls, int *px, int *py)
{
  for (int trycnt = 0; trycnt < 100; trycnt++)
    {
      int side = rn2 (g, 4), x, y, bx, by;

      if (side < 2)
        {
          if (!(walls & (side == 0 ? W_NORTH : W_SOUTH)))
            continue;
          y = side == 0 ? rm->ly - 1 : rm->hy + 1;
          x = rm->lx + rn2 (g, 1 + rm->hx - rm->lx);
          bx = x, by = side == 0 ? y - 1 : y + 1;
        }
      else
        {
          if (!(walls & (side == 2 ? W_WEST : W_EAST)))
            continue;
          x = side == 2 ? rm->lx - 1 : rm->hx + 1;
          y = rm->ly + rn2 (g, 1 + rm->hy - rm->ly);
          bx = side == 2 ? x - 1 : x + 1, by = y;
        }
      if (!isok (bx, by) || NHS_SQ_IS_OBSTRUCTED (TYP (g, bx, by)))
        continue;
      if (nhs_lev_okdoor (g, x, y))
        {
          *px = x;
          *py = y;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
nhs_lev_okdoor (Gen *g, int x, int y)
{
  int t = TYP (g, x, y);

  if ((g->variant->level_doors_by_wall || g->variant->level_doors_skip_unjoined)
      && !((isok (x - 1, y) && !NHS_SQ_IS_OBSTRUCTED (TYP (g, x - 1, y)))
           || (isok (x + 1, y) && !NHS_SQ_IS_OBSTRUCTED (TYP (g, x + 1, y)))
           || (isok (x, y - 1) && !NHS_SQ_IS_OBSTRUCTED (TYP (g, x, y - 1)))
           || (isok (x, y + 1) && !NHS_SQ_IS_OBSTRUCTED (TYP (g, x, y + 1)))))
    return FALSE;   /* 3.7 on: a door leads somewhere */
  return (t == NHS_SQ_HWALL || t == NHS_SQ_VWALL)
         && g->lev->doorindex < DOORMAX && !nhs_lev_bydoor (g, x, y);
}

static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
static const int ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };

/* the room's own floor (not a subroom's, not a wall) */
static inline gboolean
own_floor (Gen *g, int room, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);

  return s->room == room && !(s->flags & NHS_SQF_SUBROOM)
         && !NHS_SQ_IS_OBSTRUCTED (s->typ) && s->typ != NHS_SQ_DOOR;
}

/* xNetHack's good_rm_wall_doorpos () asks again for each subroom when
   the square inside is not the room's own (mklev.c:96-107): the square is
   a subroom's floor (not its wall or a door in it), and every subroom of
   the room that holds it is to be joined */
static gboolean
subroom_floor (Gen *g, int room, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);
  const NhsLevel *lev = g->lev;

  if (s->room != room || !(s->flags & NHS_SQF_SUBROOM) || NHS_SQ_IS_OBSTRUCTED (s->typ)
      || s->typ == NHS_SQ_DOOR)
    return FALSE;
  for (int i = 0; i < lev->nsubroom; i++)
    {
      const NhsLevelRoom *r = &lev->subrooms[i];

      if (r->hx >= 0 && r->parent == room && r->lx <= x && x <= r->hx && r->ly <= y
          && y <= r->hy && r->unjoined)
        return FALSE;
    }
  return TRUE;
}

/* mklev.c good_rm_wall_doorpos (): in = the direction into the room */
static gboolean
good_wall_doorpos (Gen *g, int x, int y, int in, int room)
{
  int t, tx, ty;

  if (!isok (x, y) || g->lev->rooms[room].unjoined)
    return FALSE;
  t = TYP (g, x, y);
  if (!(t == NHS_SQ_HWALL || t == NHS_SQ_VWALL || is_door_or_sdoor (t)))
    return FALSE;
  if (nhs_lev_bydoor (g, x, y))
    return FALSE;
  tx = x + xdir[in];
  ty = y + ydir[in];
  return isok (tx, ty)
         && (own_floor (g, room, tx, ty)
             || (g->variant->level_doorpos_into_subrooms && subroom_floor (g, room, tx, ty)));
}

/* mklev.c finddpos_shift (): an irregular room's wall may lie inside its
 * rectangle: walk in over stone and corridor until one is met */
static gboolean
finddpos_shift (Gen *g, int *x, int *y, int dir, int room)
{
  const NhsLevelRoom *r = &g->lev->rooms[room];
  int in = (dir + 4) % 8, dx = xdir[in], dy = ydir[in];
  int rx = *x, ry = *y;

  if (good_wall_doorpos (g, *x, *y, in, room))
    return TRUE;
  if (!r->irregular)
    return FALSE;
  while (isok (rx, ry) && (TYP (g, rx, ry) == NHS_SQ_STONE || TYP (g, rx, ry) == NHS_SQ_CORR))
    {
      rx += dx;
      ry += dy;
      if (good_wall_doorpos (g, rx, ry, in, room))
        {
          *x = rx;
          *y = ry;
          return TRUE;
        }
      if (!isok (rx, ry) || !(TYP (g, rx, ry) == NHS_SQ_STONE || TYP (g, rx, ry) == NHS_SQ_CORR))
        return FALSE;
      if (rx < r->lx || rx > r->hx || ry < r->ly || ry > r->hy)
        return FALSE;
    }
  return FALSE;
}

gboolean
nhs_lev_finddpos_wall (Gen *g, Coord *cc, int dir, int room)
{
  const NhsLevelRoom *r = &g->lev->rooms[room];
  int x1, y1, x2, y2, x, y;

  switch (dir)
    {
    case NHS_DIR_N:
      x1 = r->lx, x2 = r->hx, y1 = y2 = r->ly - 1;
      break;
    case NHS_DIR_S:
      x1 = r->lx, x2 = r->hx, y1 = y2 = r->hy + 1;
      break;
    case NHS_DIR_W:
      x1 = x2 = r->lx - 1, y1 = r->ly, y2 = r->hy;
      break;
    default:
      x1 = x2 = r->hx + 1, y1 = r->ly, y2 = r->hy;
      break;
    }
  for (int tryct = 0; tryct < 20; tryct++)
    {
      x = (x2 - x1) ? rn1 (g, x2 - x1 + 1, x1) : x1;
      y = (y2 - y1) ? rn1 (g, y2 - y1 + 1, y1) : y1;
      if (finddpos_shift (g, &x, &y, dir, room))
        goto gotit;
    }
  for (x = x1; x <= x2; x++)
    for (y = y1; y <= y2; y++)
      {
        int sx = x, sy = y;

        if (finddpos_shift (g, &sx, &sy, dir, room))
          {
            x = sx;
            y = sy;
            goto gotit;
          }
      }
  cc->x = x1;
  cc->y = y1;
  return FALSE;
gotit:
  cc->x = x;
  cc->y = y;
  return TRUE;
}

gboolean
nhs_lev_cardinal_next_to_room (Gen *g, int room, int x, int y)
{
  return (isok (x - 1, y) && own_floor (g, room, x - 1, y))
         || (isok (x + 1, y) && own_floor (g, room, x + 1, y))
         || (isok (x, y - 1) && own_floor (g, room, x, y - 1))
         || (isok (x, y + 1) && own_floor (g, room, x, y + 1));
}


/* the room (of rooms[] or, on a subroom's floor, the smallest subroom
   there) whose square (x, y) is */
static const NhsLevelRoom *
room_at (Gen *g, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);
  const NhsLevelRoom *best = NULL;

  if (s->room < 0)
    return NULL;
  if (!(s->flags & NHS_SQF_SUBROOM))
    return &g->lev->rooms[s->room];
  for (int i = 0; i < g->lev->nsubroom; i++)
    {
      const NhsLevelRoom *r = &g->lev->subrooms[i];

      if (r->hx >= 0 && r->lx <= x && x <= r->hx && r->ly <= y && y <= r->hy
          && (!best || (r->hx - r->lx) * (r->hy - r->ly) < (best->hx - best->lx) * (best->hy - best->ly)))
        best = r;
    }
  return best;
}

/* the 3.7 snapshot's mklev.c door_into_nonjoined (): a door at (x, y)
   would open into a room not to be joined */
static gboolean
door_into_unjoined (Gen *g, int x, int y)
{
  static const int dx[4] = { -1, 0, 1, 0 }, dy[4] = { 0, -1, 0, 1 };   /* dirs_ord[]: W N E S */

  for (int i = 0; i < 4; i++)
    {
      int tx = x + dx[i], ty = y + dy[i];
      const NhsLevelRoom *r;

      if (!isok (tx, ty) || NHS_SQ_IS_OBSTRUCTED (TYP (g, tx, ty)))
        continue;
      if ((r = room_at (g, tx, ty)) && r->unjoined)
        return TRUE;
    }
  return FALSE;
}

static inline gboolean
door_fits (Gen *g, int x, int y, gboolean skip_unjoined)
{
  return nhs_lev_okdoor (g, x, y) && !(skip_unjoined && door_into_unjoined (g, x, y));
}

/* EvilHack's in_rooms (x, y, SHOPBASE) (hack.c) while corridors are dug,
   when the only shops are room templates' subrooms: a shop's floor, or a
   square of its walls (shared with its room's floor or walls: roomno
   SHARED) with a square of its floor diagonally beside it (the squares
   in_rooms () looks at for a shared square); a top-level shop's squares */
static gboolean
shop_square (Gen *g, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);

  if (s->room >= 0 && !(s->flags & NHS_SQF_SUBROOM)
      && g->lev->rooms[s->room].type == NHS_ROOM_SHOP)
    return TRUE;
  for (int i = 0; i < g->lev->nsubroom; i++)
    {
      const NhsLevelRoom *r = &g->lev->subrooms[i];

      if (r->hx < 0 || r->type != NHS_ROOM_SHOP
          || x < r->lx - 1 || x > r->hx + 1 || y < r->ly - 1 || y > r->hy + 1)
        continue;
      if (x >= r->lx && x <= r->hx && y >= r->ly && y <= r->hy)
        return TRUE;
      for (int dx = -1; dx <= 1; dx += 2)
        for (int dy = -1; dy <= 1; dy += 2)
          if (x + dx >= r->lx && x + dx <= r->hx && y + dy >= r->ly && y + dy <= r->hy)
            return TRUE;
    }
  return FALSE;
}

/* mklev.c finddpos () before 5.0.0: FALSE when nothing fits (the 3.7
   snapshot then gives up; earlier versions use the corner it leaves).
   EvilHack's passes over a shop's wall in every look and, before the
   corner, takes any plain wall that is no shop's (mklev.c 69-119) */
gboolean
nhs_lev_finddpos (Gen *g, Coord *cc, int xl, int yl, int xh, int yh)
{
  gboolean skip = g->variant->level_doors_skip_unjoined;
  gboolean shops = g->variant->level_doors_off_shop_walls;
  int x, y;

#define NOT_SHOP(x, y) (!shops || !shop_square (g, (x), (y)))
  x = rn1 (g, xh - xl + 1, xl);
  y = rn1 (g, yh - yl + 1, yl);
  if (door_fits (g, x, y, skip) && NOT_SHOP (x, y))
    goto gotit;
  for (x = xl; x <= xh; x++)
    for (y = yl; y <= yh; y++)
      if (door_fits (g, x, y, skip) && NOT_SHOP (x, y))
        goto gotit;
  for (x = xl; x <= xh; x++)
    for (y = yl; y <= yh; y++)
      if (is_door_or_sdoor (TYP (g, x, y)) && NOT_SHOP (x, y))
        goto gotit;
  if (shops)
    for (x = xl; x <= xh; x++)
      for (y = yl; y <= yh; y++)
        if ((TYP (g, x, y) == NHS_SQ_HWALL || TYP (g, x, y) == NHS_SQ_VWALL)
            && !shop_square (g, x, y))
          goto gotit;
#undef NOT_SHOP
  cc->x = xl;   /* cannot find something reasonable -- strange */
  cc->y = yh;
  return FALSE;
gotit:
  cc->x = x;
  cc->y = y;
  return TRUE;
}

/* mklev.c add_door(): keep each room's doors together in doors[] */
void
nhs_lev_add_door (Gen *g, int x, int y, int room)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *aroom = &lev->rooms[room];

  if (g->variant->level_doors_in_order_made)
    {
      /* after the room's other doors: where the next room's begin (every
         room's fdoor was set when it was made and moves up with each door
         put before it); the last room's go at the end */
      int tmp, b = room + 1;

      aroom->doorct++;
      if (b >= lev->nroom || lev->rooms[b].hx < 0)
        tmp = lev->doorindex;
      else
        for (tmp = lev->doorindex; tmp > lev->fdoor[b]; tmp--)
          lev->doors[tmp] = lev->doors[tmp - 1];
      lev->doorindex++;
      lev->doors[tmp].x = x;
      lev->doors[tmp].y = y;
      for (; b < lev->nroom && lev->rooms[b].hx >= 0; b++)
        lev->fdoor[b]++;
      return;
    }
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

/* xNetHack trap.c getdoortrap (): the door trap's kind comes from a hash of
 * the door's place (and the game's birthday), one of the kinds the level
 * difficulty allows (hinge screech and self-lock from 1, static shock 2,
 * water bucket 3, hingeless forward 6, backward 8, rockfall 10, hot knob 12,
 * fire blast 15); here from a hash of the place and the level's seed. TRUE
 * when that kind needs a closed door (water bucket, the hingeless ones, fire
 * blast), FALSE when an open door will do. */
static gboolean
door_trap_needs_closed (Gen *g, int x, int y)
{
  static const struct {
    int mindiff;
    gboolean closed;
  } kinds[] = {
    { 1, FALSE }, { 1, FALSE }, { 2, FALSE }, { 3, TRUE }, { 6, TRUE },
    { 8, TRUE }, { 10, FALSE }, { 12, FALSE }, { 15, TRUE },
  };
  guint32 h = (guint32) g->lev->params.seed * 2654435761u ^ (guint32) (x * 131 + y * 8191);
  int n = 0;

  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  while (n < (int) G_N_ELEMENTS (kinds) && g->depth >= kinds[n].mindiff)
    n++;
  return kinds[h % (guint32) MAX (n, 1)].closed;
}

/* xNetHack mklev.c random_door_mask (): the state, lock, trap and iron of a
 * door or secret door */
int
nhs_lev_random_door_mask_xnh (Gen *g, int type, gboolean shdoor)
{
  int mask;

  if (!rn2 (g, 3) || type == NHS_SQ_SDOOR)
    {
      if (rn2 (g, 5) || type == NHS_SQ_SDOOR)
        mask = rn2 (g, 4) ? NHS_DOOR_CLOSED : NHS_DOOR_LOCKED;
      else
        mask = NHS_DOOR_ISOPEN;
    }
  else
    mask = shdoor ? NHS_DOOR_ISOPEN : NHS_DOOR_NODOOR;
  if (!rn2 (g, 25) && !shdoor)
    mask |= NHS_DOOR_TRAPPED;
  if ((mask & ~NHS_DOOR_TRAPPED) != NHS_DOOR_NODOOR && rn1 (g, 40, 10) < g->depth)
    mask |= NHS_DOOR_IRON;
  return mask;
}

/* xNetHack mklev.c clear_nonsense_doortraps (): a doorway (or broken door)
 * holds no door trap, an open door none that needs a closed one */
void
nhs_lev_clear_nonsense_doortrap (Gen *g, int x, int y)
{
  NhsSquare *s = LEV (g, x, y);
  int state = s->doormask & ~(NHS_DOOR_TRAPPED | NHS_DOOR_IRON);

  if (!(s->doormask & NHS_DOOR_TRAPPED))
    return;
  if (state == NHS_DOOR_NODOOR || state == NHS_DOOR_BROKEN
      || (state == NHS_DOOR_ISOPEN && door_trap_needs_closed (g, x, y)))
    s->doormask &= ~NHS_DOOR_TRAPPED;
}

/* xNetHack mklev.c dosdoor () */
static void
dosdoor_xnh (Gen *g, int x, int y, int room, int type, gboolean shdoor)
{
  NhsSquare *s = LEV (g, x, y);

  s->doormask = (guint8) nhs_lev_random_door_mask_xnh (g, type, shdoor);
  if ((s->doormask & NHS_DOOR_TRAPPED) && g->depth >= 9 && !rn2 (g, 7)
      && type != NHS_SQ_SDOOR)
    {
      /* a mimic instead of the trap, in a doorway (the game keeps the lock
         and iron bits of a doorway, which nothing shows) */
      s->doormask = NHS_DOOR_NODOOR;
      nhs_lev_make_random_monster (g, 'm', x, y, FALSE);
    }
  nhs_lev_clear_nonsense_doortrap (g, x, y);
  nhs_lev_add_door (g, x, y, room);
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
  if (g->variant->level_door_mask_xnh)
    {
      dosdoor_xnh (g, x, y, room, type, shdoor);
      return;
    }
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
          if (s->doormask != NHS_DOOR_ISOPEN && !shdoor
              && g->depth >= (g->variant->level_doors_trapped_shallow ? 1 : 5)
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
      if (!shdoor && g->depth >= (g->variant->level_doors_trapped_shallow ? 1 : 4)
          && !rn2 (g, 20))
        s->doormask |= NHS_DOOR_TRAPPED;
    }
  /* EvilHack: metal or stone doors deeper down (the material is not kept) */
  if (g->variant->level_door_materials && !shdoor && s->doormask != NHS_DOOR_NODOOR
      && rn1 (g, 40, 10) < g->depth)
    (void) rn2 (g, 10);
  nhs_lev_add_door (g, x, y, room);
}

void
nhs_lev_dodoor (Gen *g, int x, int y, int room)
{
  if (g->lev->doorindex >= DOORMAX)
    return;
  if (g->variant->level_secret_door_sqrt)
    {
      int r = rn2 (g, 35);

      nhs_lev_dosdoor (g, x, y, room,
                       g->depth > 3 && r * r < g->depth - 3 ? NHS_SQ_SDOOR : NHS_SQ_DOOR);
    }
  else if (g->variant->level_secrets_below_depth2 && g->depth <= 2)
    nhs_lev_dosdoor (g, x, y, room, NHS_SQ_DOOR);   /* maybe_sdoor (8) */
  else
    nhs_lev_dosdoor (g, x, y, room, rn2 (g, 8) ? NHS_SQ_DOOR : NHS_SQ_SDOOR);
}
