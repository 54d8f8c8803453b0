/* nhs-level-room.c: the rooms of a room-and-corridor level: rect.c's free
 * rectangles, sp_lev.c's create_room and check_room, mklev.c's add_room and
 * sort_rooms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

void
nhs_lev_init_rect (Gen *g)
{
  g->rect_cnt = 1;
  g->rect[0].lx = g->rect[0].ly = 0;
  g->rect[0].hx = COLNO - 1;
  g->rect[0].hy = ROWNO - 1;
}

static int
get_rect_ind (Gen *g, const Rect *r)
{
  for (int i = 0; i < g->rect_cnt; i++)
    if (r->lx == g->rect[i].lx && r->ly == g->rect[i].ly
        && r->hx == g->rect[i].hx && r->hy == g->rect[i].hy)
      return i;
  return -1;
}

/* a free rectangle that includes r */
static Rect *
get_rect (Gen *g, const Rect *r)
{
  for (int i = 0; i < g->rect_cnt; i++)
    if (r->lx >= g->rect[i].lx && r->ly >= g->rect[i].ly
        && r->hx <= g->rect[i].hx && r->hy <= g->rect[i].hy)
      return &g->rect[i];
  return NULL;
}

Rect *
nhs_lev_rnd_rect (Gen *g)
{
  return g->rect_cnt > 0 ? &g->rect[rn2 (g, g->rect_cnt)] : NULL;
}

static gboolean
intersect (const Rect *r1, const Rect *r2, Rect *r3)
{
  if (r2->lx > r1->hx || r2->ly > r1->hy || r2->hx < r1->lx
      || r2->hy < r1->ly)
    return FALSE;
  r3->lx = MAX (r2->lx, r1->lx);
  r3->ly = MAX (r2->ly, r1->ly);
  r3->hx = MIN (r2->hx, r1->hx);
  r3->hy = MIN (r2->hy, r1->hy);
  return !(r3->lx > r3->hx || r3->ly > r3->hy);
}

static void
remove_rect (Gen *g, const Rect *r)
{
  int ind = get_rect_ind (g, r);

  if (ind >= 0)
    g->rect[ind] = g->rect[--g->rect_cnt];
}

static void
add_rect (Gen *g, const Rect *r)
{
  if (g->rect_cnt >= MAXRECT)
    return;
  if (get_rect (g, r))
    return;   /* already inside a free one */
  g->rect[g->rect_cnt++] = *r;
}

/* r2 (inside r1) is taken: split r1 and every free rectangle touching r2 */
void
nhs_lev_split_rects (Gen *g, Rect *r1, const Rect *r2)
{
  Rect r, old_r = *r1;

  remove_rect (g, r1);
  for (int i = g->rect_cnt - 1; i >= 0; i--)
    if (intersect (&g->rect[i], r2, &r))
      nhs_lev_split_rects (g, &g->rect[i], &r);

  if (r2->ly - old_r.ly - 1
      > (old_r.hy < ROWNO - 1 ? 2 * YLIM : YLIM + 1) + 4)
    {
      r = old_r;
      r.hy = r2->ly - 2;
      add_rect (g, &r);
    }
  if (r2->lx - old_r.lx - 1
      > (old_r.hx < COLNO - 1 ? 2 * XLIM : XLIM + 1) + 4)
    {
      r = old_r;
      r.hx = r2->lx - 2;
      add_rect (g, &r);
    }
  if (old_r.hy - r2->hy - 1 > (old_r.ly > 0 ? 2 * YLIM : YLIM + 1) + 4)
    {
      r = old_r;
      r.ly = r2->hy + 2;
      add_rect (g, &r);
    }
  if (old_r.hx - r2->hx - 1 > (old_r.lx > 0 ? 2 * XLIM : XLIM + 1) + 4)
    {
      r = old_r;
      r.lx = r2->hx + 2;
      add_rect (g, &r);
    }
}

/* ------------------------------------------------------------------ rooms */

/* sp_lev.c check_room(): is the area around the room free (shrinking it if
 * need be)? */
gboolean
nhs_lev_check_room (Gen *g, int *lowx, int *ddx, int *lowy, int *ddy, gboolean vault)
{
  int x, y, hix = *lowx + *ddx, hiy = *lowy + *ddy;
  int xlim = XLIM + (vault ? 1 : 0), ylim = YLIM + (vault ? 1 : 0);
  int ymax;
  /* 5.0.0's themed rooms: a room that had to move or shrink on every side
     is refused */
  int s_lowx = *lowx, s_ddx = *ddx, s_lowy = *lowy, s_ddy = *ddy;

  if (*lowx < 3)
    *lowx = 3;
  if (*lowy < 2)
    *lowy = 2;
  if (hix > COLNO - 3)
    hix = COLNO - 3;
  if (hiy > ROWNO - 3)
    hiy = ROWNO - 3;
chk:
  if (hix <= *lowx || hiy <= *lowy)
    return FALSE;
  if (g->in_themerooms && s_lowx != *lowx && s_ddx != *ddx && s_lowy != *lowy
      && s_ddy != *ddy)
    return FALSE;

  /* the game looks at the squares column by column, top to bottom, for
     the first that is not stone; the same order here, four squares at a
     test */
  {
    int xmin = MAX (*lowx - xlim, 1), xmax = MIN (hix + xlim, COLNO - 1);
    int ymin = MAX (*lowy - ylim, 0);

    ymax = MIN (hiy + ylim, ROWNO - 1);
    x = xmin;
    if (g->nonstone_on)
      {
        /* the same first square, from the columns' bits */
        guint32 rows = ((2u << ymax) - 1) & ~((1u << ymin) - 1);

        for (x = xmin; x <= xmax; x++)
          {
            guint32 m;

            m = g->nonstone[x] & rows;
            if (m)
              {
                y = __builtin_ctz (m);
                goto found;
              }
          }
        x = xmax + 1;
      }
    for (; x <= xmax; x++)
      {
        const NhsSquare *col = g->lev->sq[x];

        for (y = ymin; y + 3 <= ymax; y += 4)
          if (col[y].typ | col[y + 1].typ | col[y + 2].typ | col[y + 3].typ)
            break;
        for (; y <= ymax; y++)
          if (col[y].typ)
            {
            found:
              if (!rn2 (g, 3))
                return FALSE;
              if (g->in_themerooms || g->rndvault)
                return FALSE;   /* 5.0.0: a themed room never shrinks */
              if (x < *lowx)
                *lowx = x + xlim + 1;
              else
                hix = x - xlim - 1;
              if (y < *lowy)
                *lowy = y + ylim + 1;
              else
                hiy = y - ylim - 1;
              goto chk;
            }
      }
  }
  *ddx = hix - *lowx;
  *ddy = hiy - *lowy;
  if (g->rndvault && (s_lowx != *lowx || s_ddx != *ddx || s_lowy != *lowy || s_ddy != *ddy))
    return FALSE;   /* EvilHack: any change refuses the place */
  if (g->in_themerooms && s_lowx != *lowx && s_ddx != *ddx && s_lowy != *lowy
      && s_ddy != *ddy)
    return FALSE;
  return TRUE;
}

/* mklev.c do_room_or_subroom(): croom is rooms[ri] or (a subroom, walls
 * joined to its room's by wallification) subrooms[]; a special room
 * (special: a themed map's shape) keeps the walls that are there */
static void
do_room_or_subroom (Gen *g, NhsLevelRoom *croom, int ri, int lowx, int lowy, int hix,
                    int hiy, gboolean lit, NhsRoomType rtype, gboolean special,
                    gboolean is_room)
{
  NhsLevel *lev = g->lev;
  int x, y;

  if (!lowx)
    lowx++;
  if (!lowy)
    lowy++;
  if (hix >= COLNO - 1)
    hix = COLNO - 2;
  if (hiy >= ROWNO - 1)
    hiy = ROWNO - 2;

  /* (a room made here is lit with its walls below, square by square) */
  if (lit && special)
    for (x = lowx - 1; x <= hix + 1; x++)
      {
        NhsSquare *col = lev->sq[x];

        for (y = MAX (lowy - 1, 0); y <= hiy + 1; y++)
          col[y].flags |= NHS_SQF_LIT;
      }

  croom->lit = lit;
  croom->lx = lowx;
  croom->hx = hix;
  croom->ly = lowy;
  croom->hy = hiy;
  croom->type = rtype;
  croom->shop_kind = -1;
  croom->doorct = 0;
  croom->type_phase = g->phase;
  croom->unjoined = FALSE;
  croom->unfilled = FALSE;
  croom->irregular = FALSE;
  croom->parent = -1;
  if (is_room)
    lev->fdoor[ri] = lev->doorindex;
  if (special)
    return;

  /* set_typ () of each square, a column at a time: the phase and the room
   * read once, the squares that are not stone marked once a column (every
   * type written here is not stone) */
  {
    const guint8 phase = (guint8) g->phase;
    const gint8 room = (gint8) ri;
    const guint8 subroom = is_room ? 0 : NHS_SQF_SUBROOM;
    const guint8 litf = lit ? NHS_SQF_LIT : 0;
    const guint32 wall_rows = (1u << (lowy - 1)) | (1u << (hiy + 1));
    const guint32 inner_rows = ((2u << hiy) - 1) & ~((1u << lowy) - 1);

    for (x = lowx - 1; x <= hix + 1; x++)
      {
        NhsSquare *col = lev->sq[x];

        for (y = lowy - 1; y <= hiy + 1; y += (hiy - lowy + 2))
          {
            col[y].typ = NHS_SQ_HWALL;
            col[y].phase = phase;
            col[y].flags |= NHS_SQF_HORIZONTAL | litf;
            col[y].room = room;
          }
        g->nonstone[x] |= wall_rows;
      }
    for (x = lowx - 1; x <= hix + 1; x += (hix - lowx + 2))
      {
        NhsSquare *col = lev->sq[x];

        for (y = lowy; y <= hiy; y++)
          {
            col[y].typ = NHS_SQ_VWALL;
            col[y].phase = phase;
            col[y].flags = (guint8) ((col[y].flags & ~NHS_SQF_HORIZONTAL) | litf);
            col[y].room = room;
          }
        g->nonstone[x] |= inner_rows;
      }
    for (x = lowx; x <= hix; x++)
      {
        NhsSquare *col = lev->sq[x];

        for (y = lowy; y <= hiy; y++)
          {
            col[y].typ = NHS_SQ_ROOM;
            col[y].phase = phase;
            col[y].room = room;
            col[y].flags |= subroom | litf;
          }
        g->nonstone[x] |= inner_rows;
      }
  }
  if (is_room)
    {
      set_typ (g, lowx - 1, lowy - 1, NHS_SQ_TLCORNER);
      set_typ (g, hix + 1, lowy - 1, NHS_SQ_TRCORNER);
      set_typ (g, lowx - 1, hiy + 1, NHS_SQ_BLCORNER);
      set_typ (g, hix + 1, hiy + 1, NHS_SQ_BRCORNER);
    }
  else
    nhs_lev_wallification (g, lowx - 1, lowy - 1, hix + 1, hiy + 1);
}

/* mklev.c add_room() */
void
nhs_lev_add_room (Gen *g, int lowx, int lowy, int hix, int hiy, gboolean lit,
                  NhsRoomType rtype)
{
  NhsLevel *lev = g->lev;

  do_room_or_subroom (g, &lev->rooms[lev->nroom], lev->nroom, lowx, lowy, hix, hiy, lit,
                      rtype, FALSE, TRUE);
  lev->nroom++;
  lev->rooms[lev->nroom].hx = -1;
}

void
nhs_lev_add_special_room (Gen *g, int lowx, int lowy, int hix, int hiy, gboolean lit,
                          NhsRoomType rtype)
{
  NhsLevel *lev = g->lev;

  do_room_or_subroom (g, &lev->rooms[lev->nroom], lev->nroom, lowx, lowy, hix, hiy, lit,
                      rtype, TRUE, TRUE);
  lev->nroom++;
  lev->rooms[lev->nroom].hx = -1;
}

/* mklev.c add_subroom(): the subroom's squares belong to its (outermost)
 * room, flagged NHS_SQF_SUBROOM */
int
nhs_lev_add_subroom (Gen *g, int parent, int lowx, int lowy, int hix, int hiy,
                     gboolean lit, NhsRoomType rtype)
{
  NhsLevel *lev = g->lev;
  int si = lev->nsubroom;
  NhsLevelRoom *croom = &lev->subrooms[si];

  do_room_or_subroom (g, croom, parent, lowx, lowy, hix, hiy, lit, rtype, FALSE, FALSE);
  croom->parent = parent;
  lev->rooms[parent].irregular = TRUE;
  lev->nsubroom++;
  lev->subrooms[lev->nsubroom].hx = -1;
  return si;
}

/* mkmap.c litstate_rnd(): a random light state (litstate < 0) is lit
 * mostly on low levels */
gboolean
nhs_lev_litstate_rnd (Gen *g, int litstate)
{
  if (litstate < 0)
    return rnd (g, 1 + g->depth) < 11 && rn2 (g, 77);
  return litstate != 0;
}

/* sp_lev.c create_room (x, y, w, h, xal, yal, rtype, rlit): -1 is random.
 * The ordinary level's rooms are create_room (-1, -1, -1, -1, -1, -1,
 * OROOM, -1) and the vault's create_room (-1, -1, 2, 2, -1, -1, VAULT,
 * TRUE): both take the "random rectangle" path; for the vault only the
 * place is reserved (as the game does): rooms[nroom].lx/ly hold it. 5.0.0's
 * themed rooms also give a size (and the "some parameters random" path
 * places them). */
gboolean
nhs_lev_create_room_at (Gen *g, int x, int y, int w, int h, int xal, int yal,
                        NhsRoomType rtype, int litstate)
{
  NhsLevel *lev = g->lev;
  int xabs = 0, yabs = 0, wtmp = 0, htmp = 0;
  Rect *r1 = NULL, r2 = { 0, 0, 0, 0 };
  int trycnt = 0;
  gboolean vault = rtype == NHS_ROOM_VAULT;
  int xlim = XLIM, ylim = YLIM;
  gboolean rlit;

  if (vault)
    {
      xlim++;
      ylim++;
    }
  /* on low levels the room is lit (usually) */
  rlit = nhs_lev_litstate_rnd (g, litstate);

  do
    {
      int xtmp = x, ytmp = y, xaltmp = xal, yaltmp = yal;

      wtmp = w;
      htmp = h;
      if ((xtmp < 0 && ytmp < 0 && wtmp < 0 && xaltmp < 0 && yaltmp < 0) || vault)
        {
          int hx, hy, lx, ly, dx, dy, xborder, yborder;

          r1 = nhs_lev_rnd_rect (g);
          if (!r1)
            return FALSE;   /* no more free rectangles */
          hx = r1->hx;
          hy = r1->hy;
          lx = r1->lx;
          ly = r1->ly;
          if (vault)
            dx = dy = 1;
          else
            {
              dx = 2 + rn2 (g, (hx - lx > 28) ? 12 : 8);
              dy = 2 + rn2 (g, 4);
              if (dx * dy > 50)
                dy = 50 / dx;
            }
          xborder = (lx > 0 && hx < COLNO - 1) ? 2 * xlim : xlim + 1;
          yborder = (ly > 0 && hy < ROWNO - 1) ? 2 * ylim : ylim + 1;
          if (hx - lx < dx + 3 + xborder || hy - ly < dy + 3 + yborder)
            {
              r1 = NULL;
              continue;
            }
          xabs = lx + (lx > 0 ? xlim : 3)
                 + rn2 (g, hx - (lx > 0 ? lx : 3) - dx - xborder + 1);
          yabs = ly + (ly > 0 ? ylim : 2)
                 + rn2 (g, hy - (ly > 0 ? ly : 2) - dy - yborder + 1);
          if (ly == 0 && hy >= ROWNO - 1
              && (!lev->nroom || !rn2 (g, lev->nroom))
              && (yabs + dy > ROWNO / 2))
            {
              yabs = rn1 (g, 3, 2);
              if (lev->nroom < 4 && dy > 1)
                dy--;
            }
          if (!nhs_lev_check_room (g, &xabs, &dx, &yabs, &dy, vault))
            {
              r1 = NULL;
              continue;
            }
          wtmp = dx + 1;
          htmp = dy + 1;
          r2.lx = xabs - 1;
          r2.ly = yabs - 1;
          r2.hx = xabs + wtmp;
          r2.hy = yabs + htmp;
        }
      else
        {
          /* only some parameters are random */
          int rndpos = 0, dx, dy;
          gboolean anywhere = g->variant->level_room_place_anywhere;

          if (anywhere)
            {
              /* xNetHack: a place anywhere, y too drawn out of COLNO */
              xabs = xtmp < 0 ? rn2 (g, COLNO) : xtmp;
              yabs = ytmp < 0 ? rn2 (g, COLNO) : ytmp;
            }
          else if (xtmp < 0 && ytmp < 0)
            {
              xtmp = rnd (g, 5);
              ytmp = rnd (g, 5);
              rndpos = 1;
            }
          if (wtmp < 0 || htmp < 0)
            {
              wtmp = rn1 (g, 15, 3);
              htmp = rn1 (g, 8, 2);
            }
          if (xaltmp == -1)
            xaltmp = rnd (g, 3);
          if (yaltmp == -1)
            yaltmp = rnd (g, 3);
          if (anywhere)
            {
              /* the size moves the place back (right, bottom: all of it;
                 centred: half) */
              if (xaltmp == 5)
                xabs -= wtmp;
              else if (xaltmp == 3)
                xabs -= wtmp / 2;
              if (yaltmp == 5)
                yabs -= htmp;
              else if (yaltmp == 3)
                yabs -= htmp / 2;
            }
          else
            {
              xabs = (((xtmp - 1) * COLNO) / 5) + 1;
              yabs = (((ytmp - 1) * ROWNO) / 5) + 1;
              /* alignment 1 left/top, 3 centre, 5 right/bottom; 2 and 4
                 (the half ones) leave the place as it is */
              if (xaltmp == 5)
                xabs += (COLNO / 5) - wtmp;
              else if (xaltmp == 3)
                xabs += ((COLNO / 5) - wtmp) / 2;
              if (yaltmp == 5)
                yabs += (ROWNO / 5) - htmp;
              else if (yaltmp == 3)
                yabs += ((ROWNO / 5) - htmp) / 2;
            }
          if (xabs + wtmp - 1 > COLNO - 2)
            xabs = COLNO - wtmp - 3;
          if (xabs < 2)
            xabs = 2;
          if (yabs + htmp - 1 > ROWNO - 2)
            yabs = ROWNO - htmp - 3;
          if (yabs < 2)
            yabs = 2;
          r2.lx = xabs - 1;
          r2.ly = yabs - 1;
          r2.hx = xabs + wtmp + rndpos;
          r2.hy = yabs + htmp + rndpos;
          r1 = get_rect (g, &r2);
          dx = wtmp;
          dy = htmp;
          if (r1 && !nhs_lev_check_room (g, &xabs, &dx, &yabs, &dy, vault))
            r1 = NULL;
        }
    }
  while (++trycnt <= 100 && !r1);
  if (!r1)
    return FALSE;
  nhs_lev_split_rects (g, r1, &r2);

  if (!vault)
    {
      g->smeq[lev->nroom] = lev->nroom;
      nhs_lev_add_room (g, xabs, yabs, xabs + wtmp - 1, yabs + htmp - 1, rlit, rtype);
    }
  else
    {
      lev->rooms[lev->nroom].lx = xabs;
      lev->rooms[lev->nroom].ly = yabs;
    }
  return TRUE;
}

gboolean
nhs_lev_create_room (Gen *g, gboolean vault)
{
  return vault ? nhs_lev_create_room_at (g, -1, -1, 2, 2, -1, -1, NHS_ROOM_VAULT, TRUE)
               : nhs_lev_create_room_at (g, -1, -1, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1);
}

/* sp_lev.c create_subroom (): x, y relative to the room; -1 random */
int
nhs_lev_create_subroom (Gen *g, NhsLevelRoom *proom, int owner, int x, int y, int w,
                        int h, NhsRoomType rtype, int rlit)
{
  int si;
  int width = proom->hx - proom->lx + 1, height = proom->hy - proom->ly + 1;
  gboolean lit;

  if (width < 4 || height < 4)
    return -1;   /* too small to hold one */
  if (w == -1)
    w = rnd (g, width - 3);
  if (h == -1)
    h = rnd (g, height - 3);
  if (x == -1)
    x = rnd (g, width - w);
  if (y == -1)
    y = rnd (g, height - h);
  if (x == 1)
    x = 0;
  if (y == 1)
    y = 0;
  if ((x + w + 1) == width)
    x++;
  if ((y + h + 1) == height)
    y++;
  lit = nhs_lev_litstate_rnd (g, rlit);
  si = nhs_lev_add_subroom (g, owner, proom->lx + x, proom->ly + y, proom->lx + x + w - 1,
                            proom->ly + y + h - 1, lit, rtype);
  proom->irregular = TRUE;
  return si;
}

void
nhs_lev_sort_rooms (Gen *g)
{
  NhsLevel *lev = g->lev;

  int order[MAXNROFROOMS + 2], where[MAXNROFROOMS + 2];

  for (int i = 0; i < lev->nroom; i++)
    order[i] = i;
  for (int i = 1; i < lev->nroom; i++)
    {
      NhsLevelRoom r = lev->rooms[i];
      int o = order[i];
      int j = i - 1;

      while (j >= 0 && lev->rooms[j].lx > r.lx)
        {
          lev->rooms[j + 1] = lev->rooms[j];
          order[j + 1] = order[j];
          j--;
        }
      lev->rooms[j + 1] = r;
      order[j + 1] = o;
    }
  for (int i = 0; i < lev->nroom; i++)
    where[order[i]] = i;
  for (int i = 0; i < lev->nsubroom; i++)
    lev->subrooms[i].parent = where[lev->subrooms[i].parent];
  /* squares remember their room (a themed map's room only the squares of
     its shape): each room's squares lie in its rectangle and the ring
     around it; renumber them there, each square once (a bit per square
     renumbered); a room that kept its place has nothing to renumber */
  {
    guint32 done[COLNO] = { 0 };

    for (int i = 0; i < lev->nroom; i++)
      {
        const NhsLevelRoom *r = &lev->rooms[i];
        int ylo = MAX (r->ly - 1, 0), yhi = MIN (r->hy + 1, ROWNO - 1);

        if (order[i] == i)
          continue;
        for (int x = MAX (r->lx - 1, 0); x <= MIN (r->hx + 1, COLNO - 1); x++)
          {
            NhsSquare *col = lev->sq[x];

            for (int y = ylo; y <= yhi; y++)
              if (col[y].room == order[i] && !(done[x] & (1u << y)))
                {
                  col[y].room = (gint8) i;
                  done[x] |= 1u << y;
                }
          }
      }
  }
}
