/* nhs-level-evilhack.c: EvilHack 0.9.3's room templates (its makerooms ())
 * and iron-bar walls; the rest of its makelevel () is nhs-level-rooms.c's
 *
 * Written from reading EvilHack's mklev.c, mkroom.c, sp_lev.c and
 * dat/vaults.des against NetHack 3.6.7's (docs/level-validation.md,
 * "EvilHack 0.9.3's ordinary levels"). Only what differs from 3.6.7 is
 * here; rooms, corridors, doors, niches, the vault, traps and the special
 * rooms are the shared primitives, with EvilHack's rules as named fields of
 * its NhsVariant row.
 *
 * Every room comes from a room template ("random vault") drawn by its
 * frequency among those allowed at the depth. The templates modelled make
 * their room, subrooms, doors, terrain, traps and monsters (objects are
 * left out, as for every version); the drawn MAPs (the fixed shapes:
 * T_NOT_MODELLED below, listed in docs/level-validation.md) are drawn with
 * their own chance and named in the level's list, but made as the plain
 * ordinary room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

#include <string.h>

typedef enum {
  T_ORDINARY, T_PATCH, T_CAGE, T_BOULDERS, T_SPREAD, T_BURIED, T_MASSACRE,
  T_STATUARY, T_SPIDERS, T_SPEARS, T_HORRORS, T_DANGER, T_MAUSOLEUM, T_BEAMS,
  T_GHOST, T_STOREROOM, T_TELEPORTS, T_ICE, T_TRAPS, T_DARK_LAMP,
  T_SPLIT, T_CORNER_NE, T_CORNER_SW, T_THREE_E, T_THREE_W, T_SUBROOM, T_INNER,
  T_TWIN_SHOPS, T_BAZAAR,
  T_NOT_MODELLED,
} TemplateKind;

/* dat/vaults.des in file order: its name (the des file's comment), MINDEPTH
 * (0 when absent), VAULTGEN frequency (1 when absent) */
typedef struct {
  const char *name;
  int mindepth, freq;
  TemplateKind kind;
} EvilTemplate;

static const EvilTemplate templates[] = {
  { "ordinary room", 0, 200, T_ORDINARY },
  { "terrain patch", 0, 1, T_PATCH },
  { "tiny cage, big monster", 7, 1, T_CAGE },
  { "boulder room", 0, 1, T_BOULDERS },
  { "random terrain room", 0, 1, T_SPREAD },
  { "buried treasure", 0, 1, T_BURIED },
  { "massacre", 2, 1, T_MASSACRE },
  { "statuary", 0, 1, T_STATUARY },
  { "split", 0, 1, T_SPLIT },
  { "L-shaped", 0, 1, T_NOT_MODELLED },
  { "split horizontally", 5, 1, T_NOT_MODELLED },
  { "split vertically", 5, 1, T_NOT_MODELLED },
  { "blocked center", 0, 1, T_NOT_MODELLED },
  { "circular", 0, 1, T_NOT_MODELLED },
  { "circular, small", 0, 1, T_NOT_MODELLED },
  { "T-shaped", 0, 1, T_NOT_MODELLED },
  { "S-shaped", 0, 1, T_NOT_MODELLED },
  { "U-shaped", 0, 1, T_NOT_MODELLED },
  { "C-shaped", 0, 1, T_NOT_MODELLED },
  { "circular, big", 0, 1, T_NOT_MODELLED },
  { "L-shaped, big", 0, 1, T_NOT_MODELLED },
  { "corner room (top right)", 0, 1, T_CORNER_NE },
  { "corner room (bottom left)", 0, 1, T_CORNER_SW },
  { "three rooms (right side)", 0, 1, T_THREE_E },
  { "three rooms (left side)", 0, 1, T_THREE_W },
  { "cross", 0, 1, T_NOT_MODELLED },
  { "four-leaf clover", 0, 1, T_NOT_MODELLED },
  { "spider nest", 5, 1, T_SPIDERS },
  { "house of spears", 4, 1, T_SPEARS },
  { "house of horrors", 14, 1, T_HORRORS },
  { "dangerous monster and loot", 15, 1, T_DANGER },
  { "mausoleum", 18, 1, T_MAUSOLEUM },
  { "beam me up scotty", 12, 1, T_BEAMS },
  { "room with a subroom", 0, 1, T_SUBROOM },
  { "ghost of an adventurer", 5, 1, T_GHOST },
  { "storeroom", 4, 1, T_STOREROOM },
  { "teleportation hub", 10, 1, T_TELEPORTS },
  { "ice room", 3, 1, T_ICE },
  { "generic trap room", 6, 1, T_TRAPS },
  { "light source in the dark", 0, 1, T_DARK_LAMP },
  { "Z-shaped", 0, 1, T_NOT_MODELLED },
  { "Z-shaped, rot 1", 0, 1, T_NOT_MODELLED },
  { "pillars", 0, 1, T_NOT_MODELLED },
  { "huge room with inner room", 0, 1, T_INNER },
  { "twin businesses", 4, 1, T_TWIN_SHOPS },
  { "bazaar", 8, 1, T_BAZAAR },
};

gboolean
nhs_level_evil_template (int          i,
                         const char **name,
                         int         *frequency,
                         int         *mindepth,
                         int         *modelled)
{
  if (i < 0 || i >= (int) G_N_ELEMENTS (templates))
    return FALSE;
  *name = templates[i].name;
  *frequency = templates[i].freq;
  *mindepth = templates[i].mindepth;
  *modelled = templates[i].kind != T_NOT_MODELLED;
  return TRUE;
}

/* mklev.c rndvault_getname (): the list is read from vaults.dat backwards
 * (each line was put in front), so the walk goes from the last template */
static int
draw_template (Gen *g)
{
  int total = 0, frq;

  for (int i = 0; i < (int) G_N_ELEMENTS (templates); i++)
    if (g->depth >= templates[i].mindepth)
      total += templates[i].freq;
  frq = rn2 (g, total);
  for (int i = (int) G_N_ELEMENTS (templates) - 1; i >= 0; i--)
    if (g->depth >= templates[i].mindepth && (frq -= templates[i].freq) < 0)
      return i;
  return 0;
}

/* ------------------------------------------------------- template contents */

/* sp_lev.c get_location (..., DRY, croom): a random square of the room
 * that is floor, corridor or ice (is_ok_location), 100 tries */
static gboolean
dry_spot (Gen *g, const NhsLevelRoom *r, int *x, int *y)
{
  for (int i = 0; i < 100; i++)
    {
      int t;

      *x = somex (g, r);
      *y = somey (g, r);
      t = TYP (g, *x, *y);
      if (t == NHS_SQ_ROOM || t == NHS_SQ_CORR || t == NHS_SQ_ICE)
        return TRUE;
    }
  return FALSE;
}

/* a des file's TRAP: mktrap (kind, ..., the square) */
static void
template_trap (Gen *g, const NhsLevelRoom *r, int kind)
{
  int x, y;

  if (!dry_spot (g, r, &x, &y))
    return;
  if (kind == NHS_TRAP_NONE)
    kind = nhs_lev_random_trap_kind_at (g, g->depth, x, y);
  nhs_lev_trap_with_spider (g, x, y, kind);
}

static void
template_monster (Gen *g, const NhsLevelRoom *r, char mclass, const char *name)
{
  int x, y;

  if (!dry_spot (g, r, &x, &y))
    return;
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  if (name)
    nhs_lev_make_named_monster (g, name, mclass, x, y, FALSE);
  else
    nhs_lev_make_random_monster (g, mclass, x, y, FALSE);
  g->phase = NHS_LEVEL_PHASE_ROOMS;
}

/* a des file's TERRAIN letter */
static int
terrain_of (char c)
{
  switch (c)
    {
    case 'L': return NHS_SQ_LAVA;
    case 'I': return NHS_SQ_ICE;
    case 'P': return NHS_SQ_POOL;
    case 'T': return NHS_SQ_TREE;
    case 't': return NHS_SQ_DEADTREE;
    case '{': return NHS_SQ_FOUNTAIN;
    case 'g': return NHS_SQ_GRASS;
    case 'a': return NHS_SQ_SAND;
    case 'C': return NHS_SQ_CLOUD;
    case 'F': return NHS_SQ_IRONBARS;
    case '-': return NHS_SQ_HWALL;
    default: return NHS_SQ_ROOM;
    }
}

/* SHUFFLE and take the first: one of the n, uniformly */
static char
pick_of (Gen *g, const char *letters)
{
  int n = (int) strlen (letters);

  return letters[rn2 (g, n)];
}


/* sp_lev.c create_door () for a ROOMDOOR whose secrecy, state and place
 * are random (every one in vaults.des): secret 1 time in 2; a plain one is
 * a doorway 2 times in 3, else open 1 in 5, locked 1 in 6 of the rest,
 * closed, trapped 1 in 25 unless open; a secret one locked 1 in 5, else
 * closed, trapped 1 in 20 (EvilHack traps doors from difficulty 1). The
 * door is not added to a room's doors (link_doors_rooms () does that at
 * the template's end) */
static void
template_door (Gen *g, const NhsLevelRoom *rm, int walls)
{
  gboolean secret = rn2 (g, 2);
  int mask, x, y;

  if (!secret)
    {
      if (!rn2 (g, 3))
        {
          mask = !rn2 (g, 5) ? NHS_DOOR_ISOPEN : !rn2 (g, 6) ? NHS_DOOR_LOCKED : NHS_DOOR_CLOSED;
          if (mask != NHS_DOOR_ISOPEN && !rn2 (g, 25))
            mask |= NHS_DOOR_TRAPPED;
        }
      else
        mask = NHS_DOOR_NODOOR;
    }
  else
    {
      mask = !rn2 (g, 5) ? NHS_DOOR_LOCKED : NHS_DOOR_CLOSED;
      if (!rn2 (g, 20))
        mask |= NHS_DOOR_TRAPPED;
    }
  if (!nhs_lev_door_spot (g, rm, walls, &x, &y))
    return;
  set_typ (g, x, y, secret ? NHS_SQ_SDOOR : NHS_SQ_DOOR);
  LEV (g, x, y)->doormask = (guint8) mask;
}

/* a SUBROOM (build_room () in a room: its chance of its type rolled,
 * create_subroom ()), then its ROOMDOORs on the walls given (0: none);
 * -1 for a random place, size or light. The subroom's index, or -1 */
static int
template_subroom (Gen *g, int room, int x, int y, int w, int h, NhsRoomType rtype, int lit,
                  int walls1, int walls2)
{
  int si;

  (void) rn2 (g, 100);
  si = nhs_lev_create_subroom (g, &g->lev->rooms[room], room, x, y, w, h, rtype, lit);
  if (si < 0)
    return -1;
  if (walls1)
    template_door (g, &g->lev->subrooms[si], walls1);
  if (walls2)
    template_door (g, &g->lev->subrooms[si], walls2);
  return si;
}

/* a shop of the given kind (nhs-level-mkroom.c's order: 1 armor, 2 scroll,
 * 3 potion, 4 weapon, 5 food, 6 ring, 7 wand, 8 tool, 9 book) in a lit 3x3
 * subroom at (x, y) with a door on one of the walls given */
static void
template_shop (Gen *g, int room, int x, int y, int kind, int walls)
{
  int si = template_subroom (g, room, x, y, 3, 3, NHS_ROOM_SHOP, 1, walls, 0);

  if (si >= 0)
    g->lev->subrooms[si].shop_kind = kind;
}

static void
fill_template (Gen *g, int room, TemplateKind kind)
{
  NhsLevelRoom *r = &g->lev->rooms[room];
  int n;

  switch (kind)
    {
    case T_PATCH:
      {
        int t = terrain_of (pick_of (g, "LIPTt{ga"));

        for (int dy = 0; dy < 3; dy++)
          for (int dx = 0; dx < 3; dx++)
            if ((dx == 1 && dy == 1) || rn2 (g, 100) < 10)
              set_typ (g, r->lx + dx, r->ly + dy, t);
      }
      break;
    case T_CAGE:
      for (int dy = 1; dy <= 3; dy++)
        for (int dx = 1; dx <= 3; dx++)
          if (dx != 2 || dy != 2)
            set_typ (g, r->lx + dx, r->ly + dy, NHS_SQ_IRONBARS);
      if (rn2 (g, 100) < 80)
        {
          g->phase = NHS_LEVEL_PHASE_MONSTERS;
          nhs_lev_make_random_monster (g, pick_of (g, "MDOZTH"), r->lx + 2, r->ly + 2, FALSE);
          g->phase = NHS_LEVEL_PHASE_ROOMS;
        }
      else
        nhs_lev_trap_with_spider (g, r->lx + 2, r->ly + 2,
                                  nhs_lev_random_trap_kind_at (g, g->depth, r->lx + 2,
                                                                  r->ly + 2));
      break;
    case T_BOULDERS:
      /* (the boulders are objects) */
      for (n = rnd (g, 4); n > 0; n--)
        template_trap (g, r, NHS_TRAP_ROLLING_BOULDER);
      break;
    case T_SPREAD:
      {
        int t = terrain_of (pick_of (g, "CLIPTtga"));

        for (int x = r->lx; x <= r->hx; x++)
          for (int y = r->ly; y <= r->hy; y++)
            if (rn2 (g, 100) < 30)
              set_typ (g, x, y, t);
      }
      break;
    case T_STATUARY:
      for (int i = 0; i < 3; i++)
        if (rn2 (g, 100) < 50)
          template_trap (g, r, NHS_TRAP_STATUE);
      break;
    case T_SPIDERS:
      for (n = rnd (g, 4) + 1; n > 0; n--)
        template_trap (g, r, NHS_TRAP_WEB);
      break;
    case T_SPEARS:
      for (n = rnd (g, 4) + 3; n > 0; n--)
        template_trap (g, r, NHS_TRAP_SPEAR);
      break;
    case T_HORRORS:
      {
        int t = terrain_of (pick_of (g, "FLP"));

        for (int dx = 0; dx < 6; dx++)
          set_typ (g, r->lx + dx, r->ly + 2, t);
        template_monster (g, r, 'U', "shambling horror");
        if (rn2 (g, 100) < 10)
          template_monster (g, r, 'U', "shambling horror");
      }
      break;
    case T_DANGER:
      {
        char c = pick_of (g, "MDOZTH");

        template_monster (g, r, c, NULL);
        if (rn2 (g, 100) < 50)
          template_monster (g, r, c, NULL);
        if (rn2 (g, 100) < 25)
          template_monster (g, r, c, NULL);
      }
      break;
    case T_MAUSOLEUM:
      for (int dy = 1; dy <= 3; dy++)
        for (int dx = 1; dx <= 3; dx++)
          if (dx != 2 || dy != 2)
            set_typ (g, r->lx + dx, r->ly + dy, NHS_SQ_HWALL);
      if (rn2 (g, 100) < 50)
        {
          g->phase = NHS_LEVEL_PHASE_MONSTERS;
          nhs_lev_make_random_monster (g, pick_of (g, "MVLZ"), r->lx + 2, r->ly + 2, FALSE);
          g->phase = NHS_LEVEL_PHASE_ROOMS;
        }
      if (rn2 (g, 100) < 20)
        {
          static const int side[4][2] = { { 2, 1 }, { 1, 2 }, { 3, 2 }, { 2, 3 } };
          int k = rn2 (g, 4);

          set_typ (g, r->lx + side[k][0], r->ly + side[k][1], NHS_SQ_SDOOR);
        }
      break;
    case T_BEAMS:
      for (n = rnd (g, 4) + 3; n > 0; n--)
        template_trap (g, r, NHS_TRAP_MAGIC_BEAM);
      break;
    case T_GHOST:
      {
        int x, y;

        if (dry_spot (g, r, &x, &y))
          {
            g->phase = NHS_LEVEL_PHASE_MONSTERS;
            nhs_lev_make_named_monster (g, "ghost", ' ', x, y, TRUE);
            g->phase = NHS_LEVEL_PHASE_ROOMS;
          }
      }
      break;
    case T_STOREROOM:
      for (n = rnd (g, 3) + rnd (g, 3) + rnd (g, 3); n > 0; n--)
        if (rn2 (g, 100) >= 25)
          template_monster (g, r, 'm', "large mimic");
      break;
    case T_TELEPORTS:
      for (n = rnd (g, 3) + 2; n > 0; n--)
        template_trap (g, r, NHS_TRAP_TELEP);
      break;
    case T_ICE:
      for (int x = r->lx; x <= r->hx; x++)
        for (int y = r->ly; y <= r->hy; y++)
          if (TYP (g, x, y) == NHS_SQ_ROOM)
            set_typ (g, x, y, NHS_SQ_ICE);
      break;
    case T_TRAPS:
      {
        static const NhsTrapType kinds[8] = {
          NHS_TRAP_ARROW, NHS_TRAP_DART, NHS_TRAP_ROCK, NHS_TRAP_BEAR,
          NHS_TRAP_LANDMINE, NHS_TRAP_SLP_GAS, NHS_TRAP_RUST, NHS_TRAP_ANTI_MAGIC,
        };
        int k = rnd (g, 8) - 1;

        for (n = rnd (g, 6) + 2; n > 0; n--)
          template_trap (g, r, kinds[k]);
      }
      break;
    case T_SPLIT:
      {
        /* a wall or iron bars across the 5x5 room, one square left open:
           a row (1 in 2) or a column, the first, middle or last inner one */
        int t = pick_of (g, "-F") == 'F' ? NHS_SQ_IRONBARS : 0;
        gboolean across = rn2 (g, 100) < 50;
        int k = rnd (g, 3);

        for (int i = 0; i < 5; i++)
          {
            int x = across ? r->lx + i : r->lx + k, y = across ? r->ly + k : r->ly + i;

            set_typ (g, x, y, t ? t : across ? NHS_SQ_HWALL : NHS_SQ_VWALL);
            if (!t && across)
              LEV (g, x, y)->flags |= NHS_SQF_HORIZONTAL;
          }
        set_typ (g, across ? r->lx + 2 : r->lx + k, across ? r->ly + k : r->ly + 2, NHS_SQ_ROOM);
      }
      break;
    case T_CORNER_NE:
      template_subroom (g, room, 4, 0, 2, 2, NHS_ROOM_ORDINARY, -1, W_SOUTH | W_WEST, 0);
      break;
    case T_CORNER_SW:
      template_subroom (g, room, 0, 4, 2, 2, NHS_ROOM_ORDINARY, -1, W_NORTH | W_EAST, 0);
      break;
    case T_THREE_E:
      template_subroom (g, room, 4, 0, 2, 2, NHS_ROOM_ORDINARY, -1, W_WEST, 0);
      template_subroom (g, room, 4, 3, 2, 3, NHS_ROOM_ORDINARY, -1, W_NORTH | W_WEST, 0);
      break;
    case T_THREE_W:
      template_subroom (g, room, 0, 4, 2, 2, NHS_ROOM_ORDINARY, -1, W_EAST, 0);
      template_subroom (g, room, 0, 0, 2, 3, NHS_ROOM_ORDINARY, -1, W_SOUTH | W_EAST, 0);
      break;
    case T_SUBROOM:
      template_subroom (g, room, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1, W_ANY, 0);
      break;
    case T_INNER:
      if (rn2 (g, 100) < 90)
        {
          int si;

          (void) rn2 (g, 100);
          si = nhs_lev_create_subroom (g, r, room, -1, -1, -1, -1, NHS_ROOM_ORDINARY, -1);
          if (si >= 0)
            {
              template_door (g, &g->lev->subrooms[si], W_ANY);
              if (rn2 (g, 100) < 50)
                template_door (g, &g->lev->subrooms[si], W_ANY);
            }
        }
      break;
    case T_TWIN_SHOPS:
      {
        int first = g->lev->nsubroom;

        template_shop (g, room, 1, 1, 4, W_SOUTH | W_EAST);
        template_shop (g, room, 5, 1, 1, W_SOUTH | W_WEST);
        g->phase = NHS_LEVEL_PHASE_MONSTERS;
        nhs_lev_subroom_shopkeepers (g, first);
        g->phase = NHS_LEVEL_PHASE_ROOMS;
      }
      break;
    case T_BAZAAR:
      {
        /* four lit 3x3 shops in the corners of the 9x9 room, one of four
           sets (weapon, armor, food, tool; scroll, potion, wand, book;
           armor, ring, weapon, scroll; tool, food, potion, armor), doors
           towards the middle */
        static const int sets[4][4] = {
          { 4, 1, 5, 8 }, { 2, 3, 7, 9 }, { 1, 6, 4, 2 }, { 8, 5, 3, 1 },
        };
        int set = rnd (g, 4) - 1, first = g->lev->nsubroom;

        template_shop (g, room, 0, 0, sets[set][0], W_SOUTH | W_EAST);
        template_shop (g, room, 6, 0, sets[set][1], W_SOUTH | W_WEST);
        template_shop (g, room, 0, 6, sets[set][2], W_NORTH | W_EAST);
        template_shop (g, room, 6, 6, sets[set][3], W_NORTH | W_WEST);
        g->phase = NHS_LEVEL_PHASE_MONSTERS;
        nhs_lev_subroom_shopkeepers (g, first);
        g->phase = NHS_LEVEL_PHASE_ROOMS;
      }
      break;
    default:   /* ordinary, buried treasure, massacre, dark lamp: objects */
      break;
    }
}

/* one template: its room (the ROOM's size, lit state and type) and what it
 * holds; FALSE when makerooms () is to stop */
static gboolean
make_template (Gen *g, int t)
{
  NhsLevel *lev = g->lev;
  TemplateKind kind = templates[t].kind;
  int size = 0, w = -1, h = -1, lit = -1;
  NhsRoomType rtype = NHS_ROOM_RNDVAULT;
  gboolean ok;

  switch (kind)
    {
    case T_PATCH:
      size = 3;
      break;
    case T_CAGE:
    case T_MAUSOLEUM:
    case T_STOREROOM:
      size = 5;
      break;
    case T_HORRORS:
    case T_CORNER_NE:
    case T_CORNER_SW:
    case T_THREE_E:
    case T_THREE_W:
      size = 6;
      break;
    case T_SPLIT:
      size = 5;
      break;
    case T_INNER:
      w = 11, h = 8;
      break;
    case T_TWIN_SHOPS:
      w = 9, h = 5, lit = 1;
      break;
    case T_BAZAAR:
      w = 9, h = 9, lit = 1;
      break;
    case T_SPIDERS:
    case T_DARK_LAMP:
      lit = 0;
      break;
    case T_ORDINARY:
    case T_BURIED:
    case T_NOT_MODELLED:
      rtype = NHS_ROOM_ORDINARY;
      break;
    default:
      break;
    }
  lev->themed_rooms[lev->n_themed_rooms++] = templates[t].name;
  /* build_room (): the ROOM's chance of its type (100) is rolled */
  (void) rn2 (g, 100);
  g->rndvault = TRUE;
  if (size)
    w = h = size;
  ok = nhs_lev_create_room_at (g, -1, -1, w, h, -1, -1, rtype, lit);
  g->rndvault = FALSE;
  if (!ok)
    {
      lev->n_themed_rooms--;
      /* a ROOM that fails ends makerooms () unless it is bigger than 20
         squares (a random size counts as 1) */
      return w * h > 20;
    }
  fill_template (g, lev->nroom - 1, kind);
  return TRUE;
}

gboolean
nhs_lev_template_room (Gen *g)
{
  return make_template (g, draw_template (g));
}

/* mklev.c make_ironbarwalls (chance): straight walls between open squares
 * become iron bars */
void
nhs_lev_iron_bar_walls (Gen *g, int chance)
{
  if (chance < 1)
    return;
  for (int x = 1; x < COLNO - 1; x++)
    for (int y = 1; y < ROWNO - 1; y++)
      {
        int t = TYP (g, x, y);
        gboolean h = t == NHS_SQ_HWALL, v = t == NHS_SQ_VWALL;
        int ax, ay, bx, by, cx, cy, dx, dy;

        if (!h && !v)
          continue;
        ax = h ? x - 1 : x, ay = h ? y : y - 1;
        bx = h ? x + 1 : x, by = h ? y : y + 1;
        cx = h ? x : x - 1, cy = h ? y - 1 : y;
        dx = h ? x : x + 1, dy = h ? y + 1 : y;
        if ((NHS_SQ_IS_WALL (TYP (g, ax, ay)) || TYP (g, ax, ay) == NHS_SQ_IRONBARS)
            && (NHS_SQ_IS_WALL (TYP (g, bx, by)) || TYP (g, bx, by) == NHS_SQ_IRONBARS)
            && NHS_SQ_IS_SPACE_POS (TYP (g, cx, cy)) && NHS_SQ_IS_SPACE_POS (TYP (g, dx, dy))
            && rn2 (g, 100) < chance)
          set_typ (g, x, y, NHS_SQ_IRONBARS);
      }
}
