/* nhs-level-mkroom.c: mkroom.c's special rooms of an ordinary level
 * (shops, throne rooms, zoos, beehives, morgues, barracks, swamps, temples,
 * leprechaun halls, cockatrice nests, ant holes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

/* shknam.c shtypes[]: each shop's kind (nhs_level_shop_name ()), its
 * chance in 100 and whether it sells wands or spellbooks (no big room
 * may); the kinds of chance 0 are only made by special levels */
typedef struct {
  int kind;
  int prob;
  gboolean wand_or_book;
} ShopType;

enum {
  SHOP_GENERAL, SHOP_ARMOR, SHOP_SCROLL, SHOP_POTION, SHOP_ANTIQUE_WEAPON,
  SHOP_FOOD, SHOP_RING, SHOP_WAND, SHOP_TOOL, SHOP_BOOK, SHOP_HEALTH_FOOD,
  SHOP_LIGHTING, SHOP_WEAPON, SHOP_PET, SHOP_TIN, SHOP_BLACK_MARKET,
};

static const ShopType shtypes_343[] = {
  { SHOP_GENERAL, 44, FALSE }, { SHOP_ARMOR, 14, FALSE }, { SHOP_SCROLL, 10, FALSE },
  { SHOP_POTION, 10, FALSE }, { SHOP_ANTIQUE_WEAPON, 5, FALSE }, { SHOP_FOOD, 5, FALSE },
  { SHOP_RING, 3, FALSE }, { SHOP_WAND, 3, TRUE }, { SHOP_TOOL, 3, FALSE },
  { SHOP_BOOK, 3, TRUE }, { SHOP_LIGHTING, 0, FALSE },
};

/* 3.6: the health food store takes 2 of the general store's 44 */
static const ShopType shtypes_36[] = {
  { SHOP_GENERAL, 42, FALSE }, { SHOP_ARMOR, 14, FALSE }, { SHOP_SCROLL, 10, FALSE },
  { SHOP_POTION, 10, FALSE }, { SHOP_ANTIQUE_WEAPON, 5, FALSE }, { SHOP_FOOD, 5, FALSE },
  { SHOP_RING, 3, FALSE }, { SHOP_WAND, 3, TRUE }, { SHOP_TOOL, 3, FALSE },
  { SHOP_BOOK, 3, TRUE }, { SHOP_HEALTH_FOOD, 2, FALSE }, { SHOP_LIGHTING, 0, FALSE },
};

/* SLASH'EM (FIREARMS: the weapons outlet is no longer "antique") */
static const ShopType shtypes_slashem[] = {
  { SHOP_GENERAL, 24, FALSE }, { SHOP_ARMOR, 20, FALSE }, { SHOP_SCROLL, 4, FALSE },
  { SHOP_POTION, 4, FALSE }, { SHOP_WEAPON, 20, FALSE }, { SHOP_FOOD, 4, FALSE },
  { SHOP_RING, 4, FALSE }, { SHOP_WAND, 4, TRUE }, { SHOP_TOOL, 4, FALSE },
  { SHOP_PET, 4, FALSE }, { SHOP_TIN, 4, FALSE }, { SHOP_BOOK, 4, TRUE },
  { SHOP_LIGHTING, 0, FALSE }, { SHOP_BLACK_MARKET, 0, FALSE },
};

static const ShopType *
shop_table (Gen *g)
{
  switch (g->variant->level_shops)
    {
    case NHS_SHOPS_343:
      return shtypes_343;
    case NHS_SHOPS_SLASHEM:
      return shtypes_slashem;
    case NHS_SHOPS_36:
    default:
      return shtypes_36;
    }
}

static gboolean
isbig (const NhsLevelRoom *r)
{
  return (r->hx - r->lx + 1) * (r->hy - r->ly + 1) > 20;
}

static void
set_room_type (Gen *g, int room, NhsRoomType type)
{
  g->lev->rooms[room].type = type;
  g->lev->rooms[room].type_phase = g->phase;
}
/* shknam.c stock_room ()'s door (sx, sy) of the shop sroom: no doorway
 * without a door, no secret or trapped door; a locked one gets "Closed for
 * inventory" written in the dust inside it */
void
nhs_lev_shop_door (Gen *g, const NhsLevelRoom *sroom, int sx, int sy)
{
  NhsSquare *door = LEV (g, sx, sy);

  if (door->doormask == NHS_DOOR_NODOOR)
    door->doormask = NHS_DOOR_ISOPEN;
  if (door->typ == NHS_SQ_SDOOR)
    {
      set_typ (g, sx, sy, NHS_SQ_DOOR);
      if (!(door->doormask & NHS_DOOR_LOCKED))
        door->doormask |= NHS_DOOR_CLOSED;
    }
  if (door->doormask & NHS_DOOR_TRAPPED)
    door->doormask = NHS_DOOR_LOCKED;
  door->phase = (guint8) g->phase;
  if (door->doormask == NHS_DOOR_LOCKED)
    {
      int m = sx, n = sy;

      if (sx + 1 >= sroom->lx && sx + 1 <= sroom->hx && sy >= sroom->ly && sy <= sroom->hy)
        m--;
      else if (sx - 1 >= sroom->lx && sx - 1 <= sroom->hx && sy >= sroom->ly && sy <= sroom->hy)
        m++;
      if (sy + 1 >= sroom->ly && sy + 1 <= sroom->hy && sx >= sroom->lx && sx <= sroom->hx)
        n--;
      else if (sy - 1 >= sroom->ly && sy - 1 <= sroom->hy && sx >= sroom->lx && sx <= sroom->hx)
        n++;
      nhs_lev_add_engraving (g, m, n, "Closed for inventory", NHS_ENGRAVING_DUST);
    }
}


static void
mkshop (Gen *g)
{
  NhsLevel *lev = g->lev;
  int room, i, j, sx, sy;
  NhsLevelRoom *sroom;

  for (room = 0;; room++)
    {
      if (lev->rooms[room].hx < 0)
        return;
      if (room >= lev->nroom)
        return;
      if (lev->rooms[room].type != NHS_ROOM_ORDINARY)
        continue;
      if (nhs_lev_has_dnstairs (g, room) || nhs_lev_has_upstairs (g, room))
        continue;
      if (lev->rooms[room].doorct == 1)
        break;
    }
  sroom = &lev->rooms[room];
  if (!sroom->lit)
    {
      for (int x = sroom->lx - 1; x <= sroom->hx + 1; x++)
        for (int y = sroom->ly - 1; y <= sroom->hy + 1; y++)
          lev->sq[x][y].flags |= NHS_SQF_LIT;
      sroom->lit = TRUE;
    }
  {
    const ShopType *shtypes = shop_table (g);

    for (j = rnd (g, 100), i = 0; (j -= shtypes[i].prob) > 0; i++)
      ;
    if (isbig (sroom) && shtypes[i].wand_or_book)
      i = 0;   /* big rooms cannot be wand or book shops */
    set_room_type (g, room, NHS_ROOM_SHOP);
    sroom->shop_kind = shtypes[i].kind;
  }

  /* shknam.c shkinit(): the shopkeeper stands inside the door */
  sx = lev->doors[lev->fdoor[room]].x;
  sy = lev->doors[lev->fdoor[room]].y;
  if (sroom->irregular)
    {
      /* the first of the four squares beside the door that is the room's
         own floor (not its edge) */
      if (isok (sx - 1, sy) && nhs_lev_own_square (g, room, sx - 1, sy))
        sx--;
      else if (isok (sx + 1, sy) && nhs_lev_own_square (g, room, sx + 1, sy))
        sx++;
      else if (isok (sx, sy - 1) && nhs_lev_own_square (g, room, sx, sy - 1))
        sy--;
      else if (isok (sx, sy + 1) && nhs_lev_own_square (g, room, sx, sy + 1))
        sy++;
      else
        return;
    }
  else if (sx == sroom->lx - 1)
    sx++;
  else if (sx == sroom->hx + 1)
    sx--;
  else if (sy == sroom->ly - 1)
    sy++;
  else if (sy == sroom->hy + 1)
    sy--;
  else
    return;
  if (nhs_lev_make_named_monster (g, "shopkeeper", '@', sx, sy, FALSE) < 0)
    return;

  sx = lev->doors[lev->fdoor[room]].x;
  sy = lev->doors[lev->fdoor[room]].y;
  nhs_lev_shop_door (g, sroom, sx, sy);
  nhs_lev_stock_shop (g, sroom, room, sx, sy);
}

/* The squares mkroom.c's fill_zoo () and shknam.c's stock_room () fill:
 * of an irregular room (a 5.0.0 themed map's shape), its own floor (not
 * its walls and doors, not a subroom's) but the eight squares round its
 * first door; of a rectangle, all but the row or column along that door's
 * wall. */
static gboolean
fill_spot (Gen *g, const NhsLevelRoom *r, int room, gboolean has_door, Coord door,
           int x, int y)
{
  if (r->irregular)
    {
      if (!nhs_lev_own_square (g, room, x, y))
        return FALSE;
      return !has_door || MAX (ABS (x - door.x), ABS (y - door.y)) > 1;
    }
  return !has_door
         || !((x == r->lx && door.x == x - 1) || (x == r->hx && door.x == x + 1)
              || (y == r->ly && door.y == y - 1) || (y == r->hy && door.y == y + 1));
}

/* rm.h IS_ROOM (): floor and what stands on it (3.7 and later stock only
 * such squares; an older shop's squares are all floor anyway) */
static gboolean
is_room_typ (int typ)
{
  return (typ >= NHS_SQ_ROOM && typ <= NHS_SQ_ICE) || typ == NHS_SQ_CLOUD;
}

/* stock_room_goodpos (): a square the shop stocks */
static gboolean
stock_spot (Gen *g, const NhsLevelRoom *shop, int room, Coord door, int x, int y)
{
  return fill_spot (g, shop, room, TRUE, door, x, y) && is_room_typ (TYP (g, x, y));
}

/* shknam.c stock_room () and mkshobj_at (), for the shop rooms[room] (or a
 * subroom, room -1) whose shopkeeper came in by the door (dx, dy): each of
 * its stock squares holds a mimic (makemon (mkclass (S_MIMIC))) when
 * rn2 (100) < depth, else objects, which nhspawn leaves out.  A scroll or
 * book shop of 3.6 and later first sets one stock square, rnd (count),
 * aside for the tribute novel: no mimic there. */
void
nhs_lev_stock_shop (Gen *g, const NhsLevelRoom *shop, int room, int dx, int dy)
{
  Coord door = { dx, dy };
  int novel = 0, n = 0;
  NhsRng level_rng = g->rng;

  /* The stock rolls its dice (the mimics' kinds too) from a stream of its
   * own, seeded from the level's stream where it stands and the shop's
   * place, without drawing from it: the rest of a seed's level is the
   * same as before the stock was modelled, shop mimics added. */
  nhs_rng_init (&g->rng, level_rng.s[0] ^ level_rng.s[3]
                           ^ ((guint64) (shop->lx * ROWNO + shop->ly) << 48));

  if (g->variant->level_shop_novel_spot
      && (shop->shop_kind == SHOP_SCROLL || shop->shop_kind == SHOP_BOOK))
    {
      for (int x = shop->lx; x <= shop->hx; x++)
        for (int y = shop->ly; y <= shop->hy; y++)
          n += stock_spot (g, shop, room, door, x, y);
      novel = rnd (g, MAX (n, 1));
      n = 0;
    }
  for (int x = shop->lx; x <= shop->hx; x++)
    for (int y = shop->ly; y <= shop->hy; y++)
      {
        if (!stock_spot (g, shop, room, door, x, y))
          continue;
        if (++n == novel)
          continue;
        if (rn2 (g, 100) < g->depth)
          nhs_lev_make_random_monster (g, 'm', x, y, FALSE);
      }
  g->rng = level_rng;
}

/* pick an unused room, preferably with only one door */
static int
pick_room (Gen *g, gboolean strict)
{
  NhsLevel *lev = g->lev;
  int i = lev->nroom;
  int room;

  for (room = rn2 (g, lev->nroom); i--; room++)
    {
      if (room == lev->nroom)
        room = 0;
      if (lev->rooms[room].hx < 0)
        return -1;
      if (lev->rooms[room].type != NHS_ROOM_ORDINARY)
        continue;
      if (!strict)
        {
          if (nhs_lev_has_upstairs (g, room) || (nhs_lev_has_dnstairs (g, room) && rn2 (g, 3)))
            continue;
        }
      else if (nhs_lev_has_upstairs (g, room) || nhs_lev_has_dnstairs (g, room))
        continue;
      if (lev->rooms[room].doorct == 1)
        return room;
      /* SLASH'EM: the 1 in 5 is rolled, but a strict pick needs one door */
      if (!rn2 (g, 5) && !(strict && g->variant->level_pick_room_strict_one_door))
        return room;
    }
  return -1;
}

static void
courtmon (Gen *g, int x, int y)
{
  int i = rn2 (g, 60) + rn2 (g, 3 * g->depth);

  if (i > g->variant->courtmon_dragon_above)
    nhs_lev_make_random_monster (g, 'D', x, y, TRUE);
  else if (i > g->variant->courtmon_giant_above)
    nhs_lev_make_random_monster (g, 'H', x, y, TRUE);
  else if (i > 85)
    nhs_lev_make_random_monster (g, 'T', x, y, TRUE);
  else if (i > 75)
    nhs_lev_make_random_monster (g, 'C', x, y, TRUE);
  else if (i > 60)
    nhs_lev_make_random_monster (g, 'o', x, y, TRUE);
  else if (i > 45)
    nhs_lev_make_named_monster (g, "bugbear", 'h', x, y, TRUE);
  else if (i > 30)
    nhs_lev_make_named_monster (g, "hobgoblin", 'o', x, y, TRUE);
  else if (i > 15)
    nhs_lev_make_random_monster (g, 'G', x, y, TRUE);
  else
    nhs_lev_make_random_monster (g, 'k', x, y, TRUE);
}

static void
squadmon (Gen *g, int x, int y)
{
  static const struct {
    const char *name;
    int prob;
  } squadprob[] = {
    { "soldier", 80 }, { "sergeant", 15 }, { "lieutenant", 4 }, { "captain", 1 },
  };
  int sel_prob = rnd (g, 80 + g->depth), cpro = 0, i;

  for (i = 0; i < 4; i++)
    {
      cpro += squadprob[i].prob;
      if (cpro > sel_prob)
        break;
    }
  if (i == 4)
    i = rn2 (g, 4);
  nhs_lev_make_named_monster (g, squadprob[i].name, '@', x, y, TRUE);
}

/* mkroom.c morguemon (): the graveyard preset (nhs-presets.c) is the one
 * copy of its rule; the picker draws from it */
static void
morguemon (Gen *g, int x, int y)
{
  nhs_lev_make_preset_monster (g, "graveyard", x, y, TRUE);
}

/* the game takes (level_difficulty () + ubirthday) % 3 (SLASH'EM % 4);
 * the seed stands in for the birthday */
static const char *
antholemon_name (Gen *g)
{
  int kinds = g->variant->level_anthole_kinds;
  int indx = (int) (g->lev->params.seed % kinds) + g->depth;

  switch (indx % kinds)
    {
    case 0:
      return "soldier ant";
    case 1:
      return "fire ant";
    case 2:
      if (kinds == 4)
        return "snow ant";
      return "giant ant";
    default:
      return "giant ant";
    }
}

static void
mk_zoo_thronemon (Gen *g, int x, int y)
{
  int i = rnd (g, g->depth);
  gboolean royal = g->variant->level_court_royals;
  const char *name = (i > 9) ? (royal ? "ogre royal" : "ogre king")
                     : (i > 5) ? (royal ? "elven royal" : "Elvenking")
                     : (i > 2) ? (royal ? "dwarf royal" : "dwarf king")
                     : (royal ? "gnome royal" : "gnome king");
  char sym = (i > 9) ? 'O' : (i > 5) ? '@' : (i > 2) ? 'h' : 'G';

  nhs_lev_make_named_monster (g, name, sym, x, y, TRUE);
}

void
nhs_lev_make_grave (Gen *g, int x, int y)
{
  if (TYP (g, x, y) != NHS_SQ_ROOM && TYP (g, x, y) != NHS_SQ_GRAVE)
    return;
  if (LEV (g, x, y)->trap)
    return;
  set_typ (g, x, y, NHS_SQ_GRAVE);
}

/* SLASH'EM's fungus (): a fungus farm's monster, more kinds deeper */
static void
fungus (Gen *g, int x, int y)
{
  static const struct { const char *name; char sym; } kinds[] = {
    { "lichen", 'F' }, { "lichen", 'F' }, { "brown mold", 'F' }, { "yellow mold", 'F' },
    { "green mold", 'F' }, { "red mold", 'F' }, { "shrieker", 'F' },
    { "violet fungus", 'F' }, { "blue jelly", 'j' }, { "disgusting mold", 'F' },
    { "black mold", 'F' }, { "gray ooze", 'P' },
    /* below difficulty 13, none of these */
    { "spotted jelly", 'j' }, { "brown pudding", 'P' },
    /* below difficulty 21, none of these */
    { "green slime", 'P' }, { "black pudding", 'P' }, { "ochre jelly", 'j' },
  };
  int hd = g->depth;
  int i = rn2 (g, hd > 20 ? 17 : hd > 12 ? 14 : 12);

  nhs_lev_make_named_monster (g, kinds[i].name, kinds[i].sym, x, y, TRUE);
}

/* SLASH'EM's realzoomon (): a real zoo's animals, bigger deeper */
static void
realzoomon (Gen *g, int x, int y)
{
  int i = rn2 (g, 60) + rn2 (g, 3 * g->depth);
  const char *name;
  char sym;

  if (i > 175)
    name = "Jumbo the Elephant", sym = 'q';
  else if (i > 115)
    name = "mastodon", sym = 'q';
  else if (i > 85)
    name = "python", sym = 'S';
  else if (i > 70)
    name = "mumak", sym = 'q';
  else if (i > 55)
    name = "tiger", sym = 'f';
  else if (i > 45)
    name = "panther", sym = 'f';
  else if (i > 25)
    name = "jaguar", sym = 'f';
  else if (i > 15)
    name = "ape", sym = 'Y';
  else
    name = "monkey", sym = 'Y';
  nhs_lev_make_named_monster (g, name, sym, x, y, TRUE);
}

/* makemon (mkclass (class, 0), x, y) in SLASH'EM's own rooms (a dragon
 * lair, a bad food shop, a giant court): when the class holds no monster
 * mkclass () may make, it returns none and makemon () makes a random
 * monster instead, with its group. SLASH'EM's bad food class is such a
 * class (the bad egg and the killer rations have frequency 0), so its bad
 * food shops are full of random monsters. */
static void
class_or_random_monster (Gen *g, char mclass, int x, int y)
{
  if (nhs_lev_make_random_monster (g, mclass, x, y, TRUE) < 0
      && g->lev->params.picker != NULL && !LEV (g, x, y)->mon)
    nhs_lev_make_anymon (g, x, y, TRUE, g->variant->zoo_monsters_grouped);
}

/* xNetHack's zoomon (): rndmonst () drawn again, 100 times at most, until
 * it is an animal; the last draw is made whatever it is (no monster when it
 * was none) */
static void
zoomon (Gen *g, int x, int y)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = -1;
  char sym = '?';
  const char *name = NULL;

  if (p->picker == NULL || p->animal == NULL)
    {
      nhs_lev_make_anymon (g, x, y, TRUE, FALSE);
      return;
    }
  for (int i = 0; i < 100; i++)
    {
      idx = p->picker (p->picker_data, &g->rng, 0, &sym, &name);
      if (idx >= 0 && p->animal (p->picker_data, idx))
        break;
    }
  if (idx >= 0)
    nhs_lev_add_monster (g, x, y, idx, sym, name, TRUE);
}

static void
fill_zoo (Gen *g, int room)
{
  NhsLevel *lev = g->lev;
  NhsLevelRoom *sroom = &lev->rooms[room];
  Coord door = { 0, 0 };

  if (sroom->doorct)
    door = lev->doors[lev->fdoor[room]];
  nhs_lev_fill_zoo_room (g, sroom, room, sroom->doorct > 0, door);
}

/* mkroom.c fill_zoo () for the room sroom (rooms[room], or a subroom
   inside rooms[room]) whose first door, if it has one, is `door' */
void
nhs_lev_fill_zoo_room (Gen *g, NhsLevelRoom *sroom, int room, gboolean has_door, Coord door)
{
  NhsRoomType type = sroom->type;
  int tx = 0, ty = 0, sx, sy, i;
  /* EvilHack: one nursery in ten was left to a neothelid */
  gboolean special_nursery = g->variant->level_nature_rooms && !rn2 (g, 10);

  switch (type)
    {
    case NHS_ROOM_COURT:
    case NHS_ROOM_GIANTCOURT:
      i = 100;
      /* don't place throne on top of stairs; in an irregular room (an
         EvilHack template) somexy () keeps to the room's own floor, and
         when it finds none the throne goes to the corner (lx, ly) */
      do
        if (!nhs_lev_somexy_in (g, sroom, &tx, &ty))
          {
            tx = sroom->lx;
            ty = sroom->ly;
            break;
          }
      while (nhs_lev_occupied (g, tx, ty) && --i > 0);
      if (g->variant->level_court_ruler)
        mk_zoo_thronemon (g, tx, ty);
      break;
    case NHS_ROOM_ANTHOLE:
      if (!g->variant->level_anthole_queen)
        break;
      /* its queen in the middle, as below */
      G_GNUC_FALLTHROUGH;
    case NHS_ROOM_BEEHIVE:
    case NHS_ROOM_MIGOHIVE:
    case NHS_ROOM_OWLBNEST:
    case NHS_ROOM_NURSERY:
      tx = sroom->lx + (sroom->hx - sroom->lx + 1) / 2;
      ty = sroom->ly + (sroom->hy - sroom->ly + 1) / 2;
      /* 3.6 and later: the middle of an irregular room may not be its
         own floor; the queen (or mother) then goes somewhere that is (on
         no such square, the middle is kept and nobody stands there) */
      if (sroom->irregular && !nhs_lev_own_square (g, room, tx, ty))
        {
          int x, y;

          if (nhs_lev_somexy_in (g, sroom, &x, &y))
            tx = x, ty = y;
        }
      break;
    default:
      break;
    }

  for (sx = sroom->lx; sx <= sroom->hx; sx++)
    for (sy = sroom->ly; sy <= sroom->hy; sy++)
      {
        if (!(TYP (g, sx, sy) > NHS_SQ_DOOR)
            || !fill_spot (g, sroom, room, has_door, door, sx, sy))
          continue;
        if (type == NHS_ROOM_COURT && TYP (g, sx, sy) == NHS_SQ_THRONE)
          continue;
        switch (type)
          {
          case NHS_ROOM_COURT:
            courtmon (g, sx, sy);
            break;
          case NHS_ROOM_BARRACKS:
            squadmon (g, sx, sy);
            break;
          case NHS_ROOM_MORGUE:
            morguemon (g, sx, sy);
            break;
          case NHS_ROOM_BEEHIVE:
            if (sx == tx && sy == ty)
              nhs_lev_make_named_monster (g, "queen bee", 'a', sx, sy, TRUE);
            else
              nhs_lev_make_named_monster (g, "killer bee", 'a', sx, sy, TRUE);
            break;
          case NHS_ROOM_LEPREHALL:
            nhs_lev_make_named_monster (g, "leprechaun", 'l', sx, sy, TRUE);
            break;
          case NHS_ROOM_COCKNEST:
            if (g->variant->level_cocknest_chickatrice && !rn2 (g, 4))
              nhs_lev_make_named_monster (g, "chickatrice", 'c', sx, sy, TRUE);
            else
              nhs_lev_make_named_monster (g, "cockatrice", 'c', sx, sy, TRUE);
            break;
          case NHS_ROOM_ANTHOLE:
            if (g->variant->level_anthole_queen && sx == tx && sy == ty)
              nhs_lev_make_named_monster (g, "queen ant", 'a', sx, sy, TRUE);
            else
              nhs_lev_make_named_monster (g, antholemon_name (g), 'a', sx, sy, TRUE);
            break;
          case NHS_ROOM_FUNGUSFARM:
            fungus (g, sx, sy);
            break;
          case NHS_ROOM_DRAGONLAIR:
            class_or_random_monster (g, 'D', sx, sy);
            break;
          case NHS_ROOM_LEMUREPIT:
            if (!rn2 (g, 10))
              nhs_lev_make_named_monster (g, "horned devil", '&', sx, sy, TRUE);
            else
              nhs_lev_make_named_monster (g, "lemure", 'i', sx, sy, TRUE);
            break;
          case NHS_ROOM_MIGOHIVE:
            if (sx == tx && sy == ty)
              nhs_lev_make_named_monster (g, "migo queen", 'a', sx, sy, TRUE);
            else if (rn2 (g, 2))
              nhs_lev_make_named_monster (g, "migo drone", 'a', sx, sy, TRUE);
            else
              nhs_lev_make_named_monster (g, "migo warrior", 'a', sx, sy, TRUE);
            break;
          case NHS_ROOM_BADFOODSHOP:
            class_or_random_monster (g, '%', sx, sy);
            break;
          case NHS_ROOM_REALZOO:
            realzoomon (g, sx, sy);
            break;
          case NHS_ROOM_GIANTCOURT:
            class_or_random_monster (g, 'H', sx, sy);
            break;
          case NHS_ROOM_OWLBNEST:
            nhs_lev_make_named_monster (g, sx == tx && sy == ty ? "owlbear" : "baby owlbear",
                                        'Y', sx, sy, TRUE);
            break;
          case NHS_ROOM_ARMORY:
            /* armorymon (), on one square in three */
            if (!rn2 (g, 3))
              {
                if (!rn2 (g, 5))
                  nhs_lev_make_random_monster (g, 'R', sx, sy, TRUE);
                else
                  nhs_lev_make_named_monster (g, rn2 (g, 6) ? "brown pudding" : "black pudding",
                                              'P', sx, sy, TRUE);
              }
            break;
          case NHS_ROOM_NURSERY:
            if (!(LEV (g, sx, sy)->typ == NHS_SQ_STAIRS))
              set_typ (g, sx, sy, NHS_SQ_PUDDLE);
            if (special_nursery)
              {
                if (sx == tx && sy == ty)
                  nhs_lev_make_named_monster (g, "neothelid", 'w', sx, sy, FALSE);
                if (!rn2 (g, 4))
                  nhs_lev_make_named_monster (g, rn2 (g, 7) ? "mind flayer" : "master mind flayer",
                                              'h', sx, sy, FALSE);
              }
            else
              {
                const char *name = sx == tx && sy == ty ? "mind flayer"
                                   : rn2 (g, 12) ? "mind flayer larva" : "prisoner";

                nhs_lev_make_named_monster (g, name, name[0] == 'p' ? '@' : name[11] == ' ' ? ';' : 'h',
                                            sx, sy, TRUE);
              }
            break;
          default:
            if (g->variant->level_zoo_animals)
              {
                zoomon (g, sx, sy);
                break;
              }
            /* a zoo's: with its group but in 3.7 and 5.0.0 (MM_NOGRP) */
            nhs_lev_make_anymon (g, sx, sy, TRUE,
                                 g->variant->zoo_monsters_grouped);
            break;
          }
        /* (gold, corpses, boxes, royal jelly, statues, food, slime molds,
         * gems: objects) */
        if (type == NHS_ROOM_MORGUE && !rn2 (g, 5))
          nhs_lev_make_grave (g, sx, sy);
        else if (type == NHS_ROOM_MORGUE && g->variant->level_morgue_pits && !rn2 (g, 200))
          nhs_lev_maketrap (g, sx, sy, NHS_TRAP_PIT);
        if (type == NHS_ROOM_BARRACKS && g->variant->level_barracks_graves && !rn2 (g, 5))
          nhs_lev_make_grave (g, sx, sy);
      }
  if (type == NHS_ROOM_BEEHIVE)
    g->has_beehive = TRUE;
  if (type == NHS_ROOM_COURT || type == NHS_ROOM_GIANTCOURT)
    {
      set_typ (g, tx, ty, NHS_SQ_THRONE);
      /* (the royal chest is an object) */
    }
}

static void
mkzoo (Gen *g, NhsRoomType type)
{
  /* SLASH'EM's abandoned store is picked strictly (no stairs) */
  int room = pick_room (g, type == NHS_ROOM_BADFOODSHOP);

  if (room >= 0)
    {
      set_room_type (g, room, type);
      fill_zoo (g, room);
    }
}

static void
mkswamp (Gen *g)
{
  NhsLevel *lev = g->lev;
  int eelct = 0;

  for (int i = 0; i < 5; i++)   /* turn up to 5 rooms swampy */
    {
      int room = rn2 (g, lev->nroom);
      NhsLevelRoom *sroom = &lev->rooms[room];

      if (sroom->hx < 0 || sroom->type != NHS_ROOM_ORDINARY
          || nhs_lev_has_upstairs (g, room) || nhs_lev_has_dnstairs (g, room))
        continue;
      set_room_type (g, room, NHS_ROOM_SWAMP);
      for (int sx = sroom->lx; sx <= sroom->hx; sx++)
        for (int sy = sroom->ly; sy <= sroom->hy; sy++)
          if (!LEV (g, sx, sy)->mon && !LEV (g, sx, sy)->trap
              && !nhs_lev_nexttodoor (g, sx, sy))
            {
              if ((sx + sy) % 2)
                {
                  set_typ (g, sx, sy, NHS_SQ_POOL);
                  if (!eelct || !rn2 (g, 4))
                    {
                      /* mkclass() won't do, as we might get kraken */
                      if (rn2 (g, 5))
                        nhs_lev_make_named_monster (g, "giant eel", ';', sx, sy, FALSE);
                      else if (rn2 (g, 2))
                        nhs_lev_make_named_monster (g, "piranha", ';', sx, sy, FALSE);
                      else
                        nhs_lev_make_named_monster (g, "electric eel", ';', sx, sy, FALSE);
                      if (g->variant->level_nature_rooms && !rn2 (g, 50))
                        nhs_lev_make_named_monster (g, "sea dragon", 'D', sx, sy, FALSE);
                      eelct++;
                    }
                }
              else if (g->variant->level_nature_rooms)
                {
                  /* EvilHack: moldy and wet */
                  set_typ (g, sx, sy, NHS_SQ_PUDDLE);
                  if (!rn2 (g, 4))
                    {
                      if (!rn2 (g, 30))
                        nhs_lev_make_named_monster (g, "assassin vine", '{', sx, sy, FALSE);
                      else if (rn2 (g, 2))
                        nhs_lev_make_random_monster (g, 'F', sx, sy, FALSE);
                      else
                        nhs_lev_make_named_monster (g, "giant mosquito", 'a', sx, sy, FALSE);
                    }
                }
              else if (!rn2 (g, 4))   /* swamps tend to be moldy */
                nhs_lev_make_random_monster (g, 'F', sx, sy, FALSE);
              else if (g->variant->level_swamp_trees && !rn2 (g, 10))
                set_typ (g, sx, sy, NHS_SQ_TREE);
            }
    }
}

/* shrine_pos ()'s step off an even-sized room's centre (bit 1: x, 2: y) */
static gboolean
shrine_side (Gen *g, int room, int bit)
{
  if (g->variant->level_shrine_by_room_number)
    return ((room + 3) & bit) != 0;    /* ROOMOFFSET 3 */
  return rn2 (g, 2);
}

static void
mktemple (Gen *g)
{
  NhsLevel *lev = g->lev;
  int room = pick_room (g, TRUE);
  NhsLevelRoom *sroom;
  int delta, x, y;

  if (room < 0)
    return;
  sroom = &lev->rooms[room];
  set_room_type (g, room, NHS_ROOM_TEMPLE);
  /* shrine_pos(): the centre, or (3.6) next to it by a coin flip
     (xNetHack: by the room's number, room + ROOMOFFSET) */
  delta = sroom->hx - sroom->lx;
  x = sroom->lx + delta / 2;
  if (g->variant->level_shrine_off_centre && (delta % 2) && shrine_side (g, room, 1))
    x++;
  delta = sroom->hy - sroom->ly;
  y = sroom->ly + delta / 2;
  if (g->variant->level_shrine_off_centre && (delta % 2) && shrine_side (g, room, 2))
    y++;
  set_typ (g, x, y, NHS_SQ_ALTAR);
  LEV (g, x, y)->flags |= NHS_SQF_SHRINE;
  LEV (g, x, y)->altar_align = (gint8) (rn2 (g, 3) - 1);
  /* priestini(): the priest stands east of the altar */
  nhs_lev_make_named_monster (g, g->variant->level_temple_priest, '@', x + 1, y, FALSE);
}

/* EvilHack mkroom.c mkgarden () and mkforest (): a lit ordinary room
 * without stairs (25 tries) turns to grass, with trees or fountains (a
 * forest: dead trees or puddles) away from its doors, nymphs (a forest:
 * blights) and now and then a plant */
static void
mkgarden_or_forest (Gen *g, gboolean forest)
{
  NhsLevel *lev = g->lev;
  int tryct = 0;

  if (lev->nroom <= 0)
    return;
  while (tryct++ < 25)
    {
      int room = rn2 (g, lev->nroom), i, tried, x, y;
      NhsLevelRoom *r = &lev->rooms[room];

      if (r->hx < 0 || r->type != NHS_ROOM_ORDINARY || !r->lit
          || nhs_lev_has_upstairs (g, room) || nhs_lev_has_dnstairs (g, room))
        continue;
      set_room_type (g, room, forest ? NHS_ROOM_FOREST : NHS_ROOM_GARDEN);
      for (x = r->lx; x <= r->hx; x++)
        for (y = r->ly; y <= r->hy; y++)
          if (TYP (g, x, y) == NHS_SQ_ROOM && !LEV (g, x, y)->trap)
            set_typ (g, x, y, NHS_SQ_GRASS);
      for (tried = 0, i = rn1 (g, 3, 3); tried++ < 50 && i >= 0 && nhs_lev_somexy_in (g, r, &x, &y);)
        if (TYP (g, x, y) == NHS_SQ_GRASS && !LEV (g, x, y)->mon && !LEV (g, x, y)->trap
            && !nhs_lev_nexttodoor (g, x, y))
          {
            if (forest)
              set_typ (g, x, y, rn2 (g, 6) ? NHS_SQ_DEADTREE : NHS_SQ_PUDDLE);
            else
              set_typ (g, x, y, rn2 (g, 5) ? NHS_SQ_TREE : NHS_SQ_FOUNTAIN);
            i--;
          }
      for (tried = 0, i = rnd (g, 2); tried++ < 50 && i >= 0 && nhs_lev_somexy_in (g, r, &x, &y);)
        if (!LEV (g, x, y)->mon && !LEV (g, x, y)->trap)
          {
            if (!forest)
              nhs_lev_make_random_monster (g, 'n', x, y, rn2 (g, 2));
            else if (rn2 (g, 4))
              nhs_lev_make_named_monster (g, rn2 (g, 3) ? "twig blight" : "needle blight",
                                          '{', x, y, FALSE);
            else
              nhs_lev_make_named_monster (g, "tree blight", '#', x, y, FALSE);
            i--;
          }
      for (tried = 0, i = rnd (g, 2); tried++ < 50 && i >= 0 && nhs_lev_somexy_in (g, r, &x, &y);)
        if (!rn2 (g, forest ? 200 : 100) && !LEV (g, x, y)->mon && !LEV (g, x, y)->trap)
          {
            if (!forest)
              nhs_lev_make_random_monster (g, '{', x, y, FALSE);   /* mkclass (S_PLANT) */
            else
              nhs_lev_make_named_monster (g, rn2 (g, 2) ? "assassin vine" : "creeping mound",
                                          '{', x, y, FALSE);
            i--;
          }
      return;
    }
}

/* SLASH'EM's special rooms ([Tom]'s groups): after the shop's chance,
 * one room of each group may be made. Its beehives and barracks ask for
 * their monsters to be genocided (a missing "!"), so with nothing
 * genocided their dice are rolled and none is made; lemure pits only in
 * Gehennom, which has no ordinary levels. */
static void
special_rooms_grouped (Gen *g)
{
  int u_depth = g->depth;

  /* courtrooms and barracks */
  if (u_depth > 4 && !rn2 (g, 12))
    mkzoo (g, NHS_ROOM_COURT);
  else if (u_depth > 5 && !rn2 (g, 8))
    mkzoo (g, NHS_ROOM_LEPREHALL);
  else if (u_depth > 14 && !rn2 (g, 12))
    mkzoo (g, NHS_ROOM_GIANTCOURT);
  else if (u_depth > 14)
    (void) rn2 (g, 7);   /* barracks: only with the soldiers genocided */

  /* hives: the beehive's die fails the whole test, so the ant hole's
   * chance always follows */
  if (u_depth > 9)
    (void) rn2 (g, 12);
  if (u_depth > 12 && !rn2 (g, 8))
    mkzoo (g, NHS_ROOM_ANTHOLE);

  /* zoos */
  if (u_depth > 6 && !rn2 (g, 12))
    mkzoo (g, NHS_ROOM_ZOO);
  else if (u_depth > 7 && !rn2 (g, 25))
    mkzoo (g, NHS_ROOM_FUNGUSFARM);
  else if (u_depth > 9 && !rn2 (g, 15))
    mkzoo (g, NHS_ROOM_REALZOO);

  /* neat rooms */
  if (u_depth > 8 && !rn2 (g, 13))
    mktemple (g);
  else if (u_depth > 11 && !rn2 (g, 14))
    mkzoo (g, NHS_ROOM_MORGUE);
  else if (u_depth > 13 && !rn2 (g, 15))
    mkzoo (g, NHS_ROOM_BADFOODSHOP);
  else if (u_depth > 18 && !rn2 (g, 7))
    mkswamp (g);

  /* dangerous ones */
  if (u_depth > 16 && !rn2 (g, 8))
    mkzoo (g, NHS_ROOM_COCKNEST);
  else if (u_depth > 20 && !rn2 (g, 20))
    mkzoo (g, NHS_ROOM_DRAGONLAIR);
  else if (u_depth > 25 && !rn2 (g, 20))
    mkzoo (g, NHS_ROOM_MIGOHIVE);
  /* (else a lemure pit in Gehennom: never an ordinary level) */
}

/* mklev.c's chain after the shop: the first kind whose depth is passed and
 * whose die comes up is made. EvilHack (level_nature_rooms) adds its own
 * kinds and makes the cockatrice nest from depth 16 */
typedef enum { CHAIN_ALL, CHAIN_NATURE, CHAIN_NOT_NATURE } ChainWho;
typedef struct {
  int above, one_in;
  NhsRoomType type;
  ChainWho who;
} ChainLink;

static void
special_rooms_chain (Gen *g)
{
  static const ChainLink chain[] = {
    { 4, 6, NHS_ROOM_COURT, CHAIN_ALL }, { 5, 8, NHS_ROOM_LEPREHALL, CHAIN_ALL },
    { 6, 7, NHS_ROOM_ZOO, CHAIN_ALL }, { 7, 6, NHS_ROOM_GARDEN, CHAIN_NATURE },
    { 7, 7, NHS_ROOM_ARMORY, CHAIN_NATURE }, { 8, 5, NHS_ROOM_TEMPLE, CHAIN_ALL },
    { 9, 5, NHS_ROOM_BEEHIVE, CHAIN_ALL }, { 10, 7, NHS_ROOM_OWLBNEST, CHAIN_NATURE },
    { 11, 6, NHS_ROOM_FOREST, CHAIN_NATURE }, { 11, 6, NHS_ROOM_MORGUE, CHAIN_ALL },
    { 12, 8, NHS_ROOM_ANTHOLE, CHAIN_ALL }, { 14, 4, NHS_ROOM_BARRACKS, CHAIN_ALL },
    { 15, 6, NHS_ROOM_SWAMP, CHAIN_ALL }, { 15, 8, NHS_ROOM_COCKNEST, CHAIN_NATURE },
    { 16, 8, NHS_ROOM_COCKNEST, CHAIN_NOT_NATURE }, { 16, 6, NHS_ROOM_NURSERY, CHAIN_NATURE },
  };
  gboolean nature = g->variant->level_nature_rooms;

  for (guint i = 0; i < G_N_ELEMENTS (chain); i++)
    {
      const ChainLink *c = &chain[i];

      if (c->who != CHAIN_ALL && (c->who == CHAIN_NATURE) != nature)
        continue;
      if (!(g->depth > c->above && !rn2 (g, c->one_in)))
        continue;
      if (c->type == NHS_ROOM_TEMPLE)
        mktemple (g);
      else if (c->type == NHS_ROOM_SWAMP)
        mkswamp (g);
      else if (c->type == NHS_ROOM_GARDEN || c->type == NHS_ROOM_FOREST)
        mkgarden_or_forest (g, c->type == NHS_ROOM_FOREST);
      else
        mkzoo (g, c->type);
      return;
    }
}

void
nhs_lev_special_rooms (Gen *g, int room_threshold)
{
  int u_depth = g->depth;
  int nroom = g->lev->nroom;

  /* u_depth < depth (&medusa_level): drawn (nhs_lev_above_medusa ()) */
  if (u_depth > 1 && g->lev->above_medusa && nroom >= room_threshold
      && rn2 (g, u_depth) < 3)
    mkshop (g);
  else if (g->variant->level_special_room_groups)
    special_rooms_grouped (g);
  else
    special_rooms_chain (g);
}
