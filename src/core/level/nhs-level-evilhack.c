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
 * Also here: the rivers mkmap.c adds to its Mines fillers
 * (nhs_level_evil_mines_rivers, called by nhs-level-mines.c's cave).
 *
 * Every room comes from a room template ("random vault") drawn by its
 * frequency among those allowed at the depth. Each template makes its
 * room (or, for the drawn shapes, its map and the room flooded in it),
 * subrooms, doors, terrain, traps and monsters (objects are left out, as
 * for every version). The drawn shapes are described here in words and
 * rectangles (DrawnMap below), never as the game's map text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-themerms.h"

#include <string.h>

typedef enum {
  T_ORDINARY, T_PATCH, T_CAGE, T_BOULDERS, T_SPREAD, T_BURIED, T_MASSACRE,
  T_STATUARY, T_SPIDERS, T_SPEARS, T_HORRORS, T_DANGER, T_MAUSOLEUM, T_BEAMS,
  T_GHOST, T_STOREROOM, T_TELEPORTS, T_ICE, T_TRAPS, T_DARK_LAMP,
  T_SPLIT, T_CORNER_NE, T_CORNER_SW, T_THREE_E, T_THREE_W, T_SUBROOM, T_INNER,
  T_TWIN_SHOPS, T_BAZAAR,
  T_MAP,
} TemplateKind;

/* A template that is a drawn MAP (GEOMETRY:random): placed whole where it
 * overwrites nothing, then a REGION makes its room. */
/* Every REGION here is filled: lev_comp sets a REGION's "filled" bit only
 * when the file says "filled" (lev_comp.y 2003-2004: "unfilled" and no
 * word at all when other flags are given both leave it off), which marks
 * the room prefilled, and sp_lev.c spo_region () gives a prefilled room of
 * a template needfill 1 (4995-4996): the ordinary room's contents. */
typedef enum {
  REGION_RNDVAULT,        /* a "rndvault" room */
  REGION_MOSTLY_RNDVAULT, /* IF [80%] "rndvault", else "ordinary" */
  REGION_ORDINARY,        /* an "ordinary" room */
  REGION_TWO_RECTANGLES,  /* two plain "ordinary" rooms, the shape's two
                             floor rectangles (not irregular) */
} RegionKind;

typedef enum {
  EXTRA_NONE,
  EXTRA_SPLIT_ROW,        /* IF [40%]: the shape's dividing wall row turns
                             to lava or iron bars */
  EXTRA_SPLIT_COLUMN,     /* IF [40%]: the same asked of a dividing column
                             (which the game's file leaves unchanged) */
  EXTRA_BLOCK,            /* IF [75%]: the lava block turns to wall or water */
  EXTRA_PILLARS,          /* four 2x2 pillars of wall, lava, water or trees */
} MapExtra;

typedef struct {
  int shape;              /* a 5.0.0 shape (nhs_thm_shape ()), or -1: own */
  Shape own;
  int rx, ry;             /* the REGION's square (the flood's start) */
  RegionKind region;
  MapExtra extra;
} DrawnMap;

/* The shapes, by their floor (rectangles, inclusive, relative to the map's
 * corner); the walls are the squares beside the floor (nhs-level-themerms.c
 * shape_grid ()). Eleven are 5.0.0's themed-room shapes, the same squares:
 * the L (a 3x3 floor on a 6x3), the blocked centre (a 9x9 floor round a 3x3
 * block of lava), the three discs (radius about 2, 3 and 4), the T, the S,
 * the two Zs, the cross (two 3x9 bars crossing) and the four-leaf clover.
 * The others are EvilHack's own: */
static const DrawnMap drawn[] = {
#define SAME(sh, x, y, region, extra) { sh, { 0 }, x, y, region, extra }
#define OWN(...) -1, { __VA_ARGS__ }
  /* 0: L-shaped */
  SAME (SH_L0, 1, 1, REGION_RNDVAULT, EXTRA_NONE),
  /* 1: split horizontally: an 8x8 map, a 6x2 floor above a 6x3 one, one
     wall row between them */
  { OWN (8, 8, 2, { { 1, 1, 6, 2 }, { 1, 4, 6, 6 } }), 0, 0, REGION_TWO_RECTANGLES,
    EXTRA_SPLIT_ROW },
  /* 2: split vertically: a 9x8 map, two 3x6 floors side by side, one wall
     column between them */
  { OWN (9, 8, 2, { { 1, 1, 3, 6 }, { 5, 1, 7, 6 } }), 0, 0, REGION_TWO_RECTANGLES,
    EXTRA_SPLIT_COLUMN },
  /* 3: blocked center */
  SAME (SH_BLOCKED, 1, 1, REGION_MOSTLY_RNDVAULT, EXTRA_BLOCK),
  /* 4: circular; 5: circular, small */
  SAME (SH_CIRC_M, 4, 4, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  SAME (SH_CIRC_S, 3, 3, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  /* 6: T-shaped; 7: S-shaped */
  SAME (SH_T0, 5, 5, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  SAME (SH_S0, 5, 5, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  /* 8: U-shaped: a 13x8 map, an 11x3 floor along the bottom with two 3x3
     arms rising from its ends */
  { OWN (13, 8, 3, { { 1, 1, 3, 6 }, { 9, 1, 11, 6 }, { 1, 4, 11, 6 } }), 5, 5,
    REGION_MOSTLY_RNDVAULT, EXTRA_NONE },
  /* 9: C-shaped: an 8x10 map, a 3x4 floor on the left joining a 6x2 floor
     above and one below */
  { OWN (8, 10, 3, { { 1, 1, 6, 2 }, { 1, 3, 3, 6 }, { 1, 7, 6, 8 } }), 1, 1,
    REGION_MOSTLY_RNDVAULT, EXTRA_NONE },
  /* 10: circular, big */
  SAME (SH_CIRC_B, 5, 5, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  /* 11: L-shaped, big: a 13x12 map, a 5x5 floor on an 11x5 one */
  { OWN (13, 12, 2, { { 1, 1, 5, 5 }, { 1, 6, 11, 10 } }), 3, 3, REGION_RNDVAULT, EXTRA_NONE },
  /* 12: cross; 13: four-leaf clover (both "ordinary") */
  SAME (SH_CROSS, 5, 5, REGION_ORDINARY, EXTRA_NONE),
  SAME (SH_CLOVER, 1, 1, REGION_ORDINARY, EXTRA_NONE),
  /* 14: Z-shaped; 15: Z-shaped, rot 1 */
  SAME (SH_Z0, 5, 5, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  SAME (SH_Z1, 2, 2, REGION_MOSTLY_RNDVAULT, EXTRA_NONE),
  /* 16: pillars: a 10x10 map, an 8x8 floor with a 2x2 pillar one square in
     from each of its corners */
  { OWN (10, 10, 1, { { 1, 1, 8, 8 } }), 1, 1, REGION_MOSTLY_RNDVAULT, EXTRA_PILLARS },
#undef OWN
#undef SAME
};

/* dat/vaults.des in file order: its name (the des file's comment), MINDEPTH
 * (0 when absent), VAULTGEN frequency (1 when absent) */
typedef struct {
  const char *name;
  int mindepth, freq;
  TemplateKind kind;
  int map;              /* T_MAP: its drawn[] entry */
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
  { "L-shaped", 0, 1, T_MAP, 0 },
  { "split horizontally", 5, 1, T_MAP, 1 },
  { "split vertically", 5, 1, T_MAP, 2 },
  { "blocked center", 0, 1, T_MAP, 3 },
  { "circular", 0, 1, T_MAP, 4 },
  { "circular, small", 0, 1, T_MAP, 5 },
  { "T-shaped", 0, 1, T_MAP, 6 },
  { "S-shaped", 0, 1, T_MAP, 7 },
  { "U-shaped", 0, 1, T_MAP, 8 },
  { "C-shaped", 0, 1, T_MAP, 9 },
  { "circular, big", 0, 1, T_MAP, 10 },
  { "L-shaped, big", 0, 1, T_MAP, 11 },
  { "corner room (top right)", 0, 1, T_CORNER_NE },
  { "corner room (bottom left)", 0, 1, T_CORNER_SW },
  { "three rooms (right side)", 0, 1, T_THREE_E },
  { "three rooms (left side)", 0, 1, T_THREE_W },
  { "cross", 0, 1, T_MAP, 12 },
  { "four-leaf clover", 0, 1, T_MAP, 13 },
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
  { "Z-shaped", 0, 1, T_MAP, 14 },
  { "Z-shaped, rot 1", 0, 1, T_MAP, 15 },
  { "pillars", 0, 1, T_MAP, 16 },
  { "huge room with inner room", 0, 1, T_INNER },
  { "twin businesses", 4, 1, T_TWIN_SHOPS },
  { "bazaar", 8, 1, T_BAZAAR },
};

gboolean
nhs_level_evil_template (int          i,
                         const char **name,
                         int         *frequency,
                         int         *mindepth)
{
  if (i < 0 || i >= (int) G_N_ELEMENTS (templates))
    return FALSE;
  *name = templates[i].name;
  *frequency = templates[i].freq;
  *mindepth = templates[i].mindepth;
  return TRUE;
}

/* mklev.c rndvault_getname (): the list is read from vaults.dat backwards
 * (each line was put in front), so the walk goes from the last template,
 * taking rn2 (the eligible frequencies' sum) off each eligible one until
 * it goes below 0. The same pick from a table made once: left[d][i], the
 * frequencies of templates i .. last eligible at depth d (every template
 * is eligible from depth TEMPLATE_DEEP on); the walk stops at the last i
 * whose sum from i on is still above the die. */
#define TEMPLATE_DEEP 18
#define N_TEMPLATES ((int) G_N_ELEMENTS (templates))

static int
draw_template (Gen *g)
{
  static int left[TEMPLATE_DEEP + 1][N_TEMPLATES + 1];
  static gsize ready;
  const int *sum;
  int frq, lo = 0, hi = N_TEMPLATES - 1;

  if (g_once_init_enter (&ready))
    {
      for (int d = 0; d <= TEMPLATE_DEEP; d++)
        for (int i = N_TEMPLATES - 1; i >= 0; i--)
          {
            g_assert (templates[i].mindepth <= TEMPLATE_DEEP);
            left[d][i] = left[d][i + 1] + (d >= templates[i].mindepth ? templates[i].freq : 0);
          }
      g_once_init_leave (&ready, 1);
    }
  sum = left[CLAMP (g->depth, 0, TEMPLATE_DEEP)];
  frq = rn2 (g, sum[0]);
  /* the first i with sum[i + 1] <= frq (sum[N_TEMPLATES] is 0) */
  while (lo < hi)
    {
      int mid = (lo + hi) / 2;

      if (sum[mid + 1] <= frq)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
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

/* sp_lev.c create_monster () of a des file's MONSTER at a random square
 * of the template's room: a class monster's kind first (mkclass (class,
 * G_NOGEN), 1685; none left: makemon (NULL, MM_MPLAYEROK) on dry floor),
 * then its square by its humidity (pm_to_humidity (), 1704-1715, shared
 * with 3.7's create_monster (); is_ok_location ()'s dry floor differs from
 * 3.7's only on doors, fountains and the like and on boulders, which no
 * template room with a monster holds), then, when someone stands there,
 * the square enexto () gives (the nearest free ring, maybe outside the
 * room, 1723-1724); makemon () fails only when there is none */
static void
template_monster (Gen *g, const NhsLevelRoom *r, char mclass, const char *name)
{
  const NhsLevelParams *p = &g->lev->params;
  int idx = -1, x, y;
  char sym = mclass;
  const char *picked = NULL;
  gboolean gone = FALSE;

  if (name)
    idx = p->lookup ? p->lookup (p->picker_data, name, NULL) : -1;
  else
    gone = !nhs_lev_pick_monster (g, mclass, &idx, &sym, &picked) && p->picker;
  if (!nhs_lev_splev_monster_loc (g, r, gone ? -1 : idx, &x, &y))
    return;
  if (LEV (g, x, y)->mon && !nhs_lev_enexto (g, gone ? -1 : idx, x, y, &x, &y))
    return;
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  if (name)
    nhs_lev_make_named_monster (g, name, mclass, x, y, FALSE);
  else if (gone)
    nhs_lev_make_splev_anymon (g, x, y);
  else
    nhs_lev_add_monster (g, x, y, idx, sym, picked, FALSE);
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
          nhs_lev_make_splev_class_monster (g, pick_of (g, "MDOZTH"), r->lx + 2, r->ly + 2, FALSE);
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
          nhs_lev_make_splev_class_monster (g, pick_of (g, "MVLZ"), r->lx + 2, r->ly + 2, FALSE);
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

/* sp_lev.c topologize () for a REGION that is not irregular: its floor and
 * walls are the room's (a wall already another room's stays that room's) */
static void
topologize (Gen *g, int room)
{
  const NhsLevelRoom *r = &g->lev->rooms[room];

  for (int x = r->lx - 1; x <= r->hx + 1; x++)
    for (int y = r->ly - 1; y <= r->hy + 1; y++)
      if (isok (x, y)
          && ((x >= r->lx && x <= r->hx && y >= r->ly && y <= r->hy) || LEV (g, x, y)->room < 0))
        LEV (g, x, y)->room = (gint8) room;
}

/* SET_TYPLIT for REPLACE_TERRAIN's and TERRAIN's squares: lava is lit */
static void
set_terrain (Gen *g, int x, int y, int typ)
{
  set_typ (g, x, y, typ);
  if (typ == NHS_SQ_LAVA)
    LEV (g, x, y)->flags |= NHS_SQF_LIT;
}

/* REPLACE_TERRAIN (x1, y1, x2, y2), from, to, 100%: each square of kind
 * `from', column by column, rolls its rn2 (100) */
static void
replace_terrain (Gen *g, int x1, int y1, int x2, int y2, int from, int to)
{
  for (int x = x1; x <= x2; x++)
    for (int y = y1; y <= y2; y++)
      if (TYP (g, x, y) == from && rn2 (g, 100) < 100)
        set_terrain (g, x, y, to);
}

/* a drawn template (GEOMETRY:random, MAP, its changes, REGION): the map at
 * a random place where it overwrites nothing (spo_map (), 100 more tries;
 * a map this big that finds none only ends the template), its terrain
 * changes, then the room; the whole is wallified as the game does after
 * every template. FALSE when the map found no place */
static gboolean
make_drawn (Gen *g, const EvilTemplate *tp)
{
  const DrawnMap *m = &drawn[tp->map];
  const Shape *sh = m->shape >= 0 ? nhs_thm_shape (m->shape) : &m->own;
  Themes th = { .g = g, .diff = g->depth };
  NhsLevel *lev = g->lev;
  int xs, ys;

  if (!nhs_thm_des_map (&th, sh, &xs, &ys))
    return FALSE;
  switch (m->extra)
    {
    case EXTRA_SPLIT_ROW:
    case EXTRA_SPLIT_COLUMN:
      if (rn2 (g, 100) < 40)
        {
          /* SHUFFLE of { lava, iron bars }, then every '-' of the dividing
             line: the row's walls are '-'; the column's are '|', which the
             game's file also asks to replace from '-', so nothing changes */
          int to = nhs_thm_shuffle_first (g, 2) == 0 ? NHS_SQ_LAVA : NHS_SQ_IRONBARS;
          int gap = m->extra == EXTRA_SPLIT_ROW ? sh->rect[0][3] + 1 : sh->rect[0][2] + 1;

          if (m->extra == EXTRA_SPLIT_ROW)
            replace_terrain (g, xs + sh->rect[0][0], ys + gap, xs + sh->rect[0][2], ys + gap,
                             NHS_SQ_HWALL, to);
          else
            replace_terrain (g, xs + gap, ys + sh->rect[0][1], xs + gap, ys + sh->rect[0][3],
                             NHS_SQ_HWALL, to);
        }
      break;
    case EXTRA_BLOCK:
      if (rn2 (g, 100) < 75)
        replace_terrain (g, xs + sh->rect[0][0], ys + sh->rect[0][1], xs + sh->rect[0][2],
                         ys + sh->rect[0][3], NHS_SQ_LAVA,
                         nhs_thm_shuffle_first (g, 2) == 0 ? NHS_SQ_HWALL : NHS_SQ_POOL);
      break;
    case EXTRA_PILLARS:
      {
        /* SHUFFLE of { wall, lava, water, tree }; each pillar's corner is
           one square in from a corner of the floor */
        static const int kinds[4] = { NHS_SQ_HWALL, NHS_SQ_LAVA, NHS_SQ_POOL, NHS_SQ_TREE };
        int to = kinds[nhs_thm_shuffle_first (g, 4)];
        int fx1 = sh->rect[0][0] + 1, fx2 = sh->rect[0][2] - 2;
        int fy1 = sh->rect[0][1] + 1, fy2 = sh->rect[0][3] - 2;

        for (int k = 0; k < 4; k++)
          {
            int px = xs + (k & 1 ? fx2 : fx1), py = ys + (k & 2 ? fy2 : fy1);

            for (int dx = 0; dx < 2; dx++)
              for (int dy = 0; dy < 2; dy++)
                set_terrain (g, px + dx, py + dy, to);
          }
      }
      break;
    default:
      break;
    }
  switch (m->region)
    {
    case REGION_TWO_RECTANGLES:
      /* two REGIONs (x1, y1, x2, y2), "ordinary": rooms of their own
         (in_mk_rndvault always makes one), each lit at random */
      for (int i = 0; i < 2 && lev->nroom < MAXNROFROOMS; i++)
        {
          gboolean lit = nhs_lev_litstate_rnd (g, -1);

          nhs_lev_add_special_room (g, xs + sh->rect[i][0], ys + sh->rect[i][1],
                                    xs + sh->rect[i][2], ys + sh->rect[i][3], lit,
                                    NHS_ROOM_ORDINARY);
          topologize (g, lev->nroom - 1);
        }
      break;
    default:
      {
        /* an irregular REGION, flooded from its square */
        gboolean vault = m->region == REGION_RNDVAULT
                         || (m->region == REGION_MOSTLY_RNDVAULT && rn2 (g, 100) < 80);

        nhs_thm_region_room (&th, xs + m->rx, ys + m->ry,
                             vault ? NHS_ROOM_RNDVAULT : NHS_ROOM_ORDINARY, -1, TRUE, TRUE, FALSE);
      }
      break;
    }
  lev->themed_rooms[lev->n_themed_rooms++] = tp->name;
  nhs_lev_wallification (g, xs - 1, ys - 1, xs + sh->wid, ys + sh->hei);
  return TRUE;
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
    case T_MAP:
      /* every drawn map is bigger than 20 squares: one that finds no
         place does not end makerooms () */
      (void) make_drawn (g, &templates[t]);
      return TRUE;
    case T_ORDINARY:
    case T_BURIED:
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
  {
    const NhsLevelRoom *r = &lev->rooms[lev->nroom - 1];

    nhs_lev_wallification (g, r->lx - 1, r->ly - 1, r->hx + 1, r->hy + 1);
  }
  return TRUE;
}

gboolean
nhs_lev_template_room (Gen *g)
{
  return make_template (g, draw_template (g));
}

/* mklev.c make_ironbarwalls (chance): straight walls between open squares
 * become iron bars. A horizontal wall with a wall or bars left and right
 * and a SPACE_POS square above and below (a vertical one: turned), each
 * with a die, column by column from the top as the game visits them. Bars
 * count as the walls they were for every other square's test (both are
 * "a wall or bars" and neither is SPACE_POS), so which squares qualify is
 * known before any changes: worked out a column at a time, from the map
 * read once into columns of bits (bit y: row y) */
void
nhs_lev_iron_bar_walls (Gen *g, int chance)
{
  /* a type's kinds as two pairs of planes (bit 0 and bit 32), so that
   * a column is read with two lookups a square */
  static guint64 walls[256], others[256];
  static gsize ready;
  guint32 hw[COLNO], vw[COLNO], wb[COLNO], sp[COLNO];
  const guint32 inner = ((1u << (ROWNO - 1)) - 1) & ~1u;   /* rows 1..ROWNO-2 */

  if (chance < 1)
    return;
  if (g_once_init_enter (&ready))
    {
      for (int t = 0; t < 256; t++)
        {
          walls[t] = (guint64) (t == NHS_SQ_HWALL) | ((guint64) (t == NHS_SQ_VWALL) << 32);
          others[t] = (guint64) (NHS_SQ_IS_WALL (t) || t == NHS_SQ_IRONBARS)
                      | ((guint64) NHS_SQ_IS_SPACE_POS (t) << 32);
        }
      g_once_init_leave (&ready, 1);
    }
  for (int x = 0; x < COLNO; x++)
    {
      const NhsSquare *s = g->lev->sq[x];
      guint64 a = 0, b = 0;

#pragma GCC unroll 21
      for (int y = 0; y < ROWNO; y++)
        {
          a |= walls[s[y].typ] << y;
          b |= others[s[y].typ] << y;
        }
      hw[x] = (guint32) a, vw[x] = (guint32) (a >> 32);
      wb[x] = (guint32) b, sp[x] = (guint32) (b >> 32);
    }
  for (int x = 1; x < COLNO - 1; x++)
    {
      guint32 across = hw[x] & wb[x - 1] & wb[x + 1] & (sp[x] << 1) & (sp[x] >> 1);
      guint32 down = vw[x] & (wb[x] << 1) & (wb[x] >> 1) & sp[x - 1] & sp[x + 1];

      for (guint32 m = (across | down) & inner; m; m &= m - 1)
        if (rn2 (g, 100) < chance)
          set_typ (g, x, __builtin_ctz (m), NHS_SQ_IRONBARS);
    }
}

/* ------------------------------------------ the Mines' rivers (mkmap.c) */

/* The Mines' own level number of a filler at this depth (the rivers read
 * it): the seed's dungeon places the Mines as dungeon.def does, each choice
 * equally likely (entered from level 2, 3 or 4; Minetown its 3rd or 4th
 * level; 8 or 9 levels, the last Mines' End), drawn again until this depth
 * is one of its fillers */
int
nhs_level_evil_mines_level (Gen *g)
{
  for (int tries = 0; tries < 100; tries++)
    {
      int entry = 2 + rn2 (g, 3), town = 3 + rn2 (g, 2), levels = 8 + rn2 (g, 2);
      int l = g->depth - entry;

      if (l >= 1 && l < levels && l != town)
        return l;
    }
  return MAX (g->depth - 2, 1);   /* a depth no Mines filler has */
}

/* the monster makemon () makes on a river square (the draw as the game's
 * nested choices roll it; *symbol its class), NULL on any other square */
static const char *
river_monster (Gen *g, int typ, int mines_level, char *symbol)
{
  gboolean deep = mines_level >= 5;

  if (typ == NHS_SQ_POOL || typ == NHS_SQ_MOAT || typ == NHS_SQ_PUDDLE)
    {
      /* mons[PM_JELLYFISH + rn2 (2)]: the jellyfish or the piranha */
      if (deep && !rn2 (g, 20))
        {
          gboolean snake = rn2 (g, 8);

          *symbol = snake ? 'S' : 'T';
          return snake ? "water moccasin" : "water troll";
        }
      *symbol = ';';
      return rn2 (g, 2) ? "piranha" : "jellyfish";
    }
  if (typ != NHS_SQ_SEWAGE)
    return NULL;
  *symbol = 'w';
  if (rn2 (g, 3))
    return "giant leech";
  *symbol = 'a';
  if (rn2 (g, deep ? 3 : 5))
    return "giant cockroach";
  *symbol = '{';   /* EvilHack's plants */
  if (!deep || rn2 (g, 8))
    return "creeping mound";
  *symbol = ':';
  return "crocodile";
}

/* the chance in 100 that a river takes a square of the cave (which has
 * no special rooms, no traps and no stairs yet; IS_ROCK () here is stone):
 * corridors 15, floor 30, stone and walls 100, the rivers' own squares 0
 * (so a river never changes a square twice); a table by type, without the
 * branches of the game's tests (the squares a river walks over are of
 * random types) */
static guint64 river_chance[256];

/* by type, the bound of nhs_rn2_below () for rn2 (100) < the chance: the
 * same die and answer, without the multiplication on the walk's path */
static const guint64 *
river_chances (void)
{
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      for (int t = 0; t < 256; t++)
        river_chance[t] = nhs_rn2_below_bound (100, t == NHS_SQ_CORR ? 15 : t == NHS_SQ_ROOM ? 30
                                                    : t == NHS_SQ_STONE || NHS_SQ_IS_WALL (t) ? 100 : 0);
      g_once_init_leave (&ready, 1);
    }
  return river_chance;
}

/* the water a river's square becomes (its place in NhsLevCaveChanges) */
enum { RIVER_POOL, RIVER_PUDDLE, RIVER_MOAT, RIVER_SEWAGE, RIVER_N };
static const guint8 river_typ[RIVER_N] = {
  NHS_SQ_POOL, NHS_SQ_PUDDLE, NHS_SQ_MOAT, NHS_SQ_SEWAGE,
};

/* makeriver (): a walk from (x1, y1) towards (x2, y2) that turns stone
 * always, floor 3 times in 10 and corridors 3 in 20 into sewage or water
 * (a pool 1 in 3, else a puddle 1 in 3, else a moat), then rnd (4) of its
 * monsters on random river squares. Each square it changes gets bit y of
 * wet->bits[i][x], i its water's place (RIVER_*).
 *
 * A river walks some 100 to 300 steps of five dice each, and most of the
 * dice decide a branch at random: the walk keeps the generator and the map
 * in locals (a square written through g could alias the generator's
 * state), takes each step's sideways turn from a table instead of a switch
 * and each pull towards the goal as a sign (one die when not yet level
 * with the goal on that axis, as the game's two tests draw it). (Worked
 * out without a branch, from dice rolled ahead, the walk was slower: each
 * step then waits for the last.) */
static void
make_river (Gen *g, int x1, int y1, int x2, int y2, gboolean sewage, gboolean lit,
            int mines_level, NhsLevCaveChanges *wet)
{
  /* rn2 (16)'s turn: 1 up-left, 2 up-right, 3 down-left, 4 down-right,
   * 5 up, 6 down, 7 left, 8 right, else none */
  static const gint8 turn_x[16] = { 0, -1, 1, -1, 1, 0, 0, -1, 1, 0, 0, 0, 0, 0, 0, 0 };
  static const gint8 turn_y[16] = { 0, -1, -1, 1, 1, -1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
  NhsSquare (*sq)[ROWNO] = g->lev->sq;
  const guint8 phase = (guint8) g->phase;
  const guint64 *chance = river_chances ();
  const guint64 one_in_3 = nhs_rn2_below_bound (3, 1);   /* !rn2 (3) */
  NhsRng rng = g->rng;
  int cx = x1, cy = y1, left = nhs_rnd (&rng, 4);

  for (int count = 0; count++ < 2000;)
    {
      NhsSquare *s = &sq[cx][cy];
      int sx = (cx < x2) - (cx > x2), sy = (cy < y2) - (cy > y2);
      int dx, dy, turn;

      if (nhs_rn2_below (&rng, chance[s->typ]))
        {
          int w = sewage ? RIVER_SEWAGE
                  : nhs_rn2_below (&rng, one_in_3) ? RIVER_POOL
                  : nhs_rn2_below (&rng, one_in_3) ? RIVER_PUDDLE : RIVER_MOAT;
          gboolean on = w == RIVER_POOL || w == RIVER_MOAT || lit;

          s->typ = river_typ[w];
          s->phase = phase;
          s->flags = (guint8) ((s->flags & ~NHS_SQF_LIT) | (on ? NHS_SQF_LIT : 0));
          wet->bits[w][cx] |= 1u << cy;
        }
      if (!sx && !sy)
        break;
      dx = sx && nhs_rn2_below (&rng, one_in_3) ? sx : 0;
      dy = sy && nhs_rn2_below (&rng, one_in_3) ? sy : 0;
      turn = nhs_rn2 (&rng, 16);
      dx = CLAMP (dx + turn_x[turn], -1, 1);
      dy = CLAMP (dy + turn_y[turn], -1, 1);
      cx = CLAMP (cx + dx, 1, COLNO - 1);
      cy = CLAMP (cy + dy, 0, ROWNO - 1);
    }
  g->rng = rng;
  for (int count = 0; count++ < 2000 && left > 0;)
    {
      int x = 1 + rn2 (g, COLNO - 2), y = 1 + rn2 (g, ROWNO - 2);
      char symbol = '?';
      const char *name = river_monster (g, TYP (g, x, y), mines_level, &symbol);

      if (!name)
        continue;
      /* makemon () of a named monster: none where one already stands */
      nhs_lev_make_named_monster (g, name, symbol, x, y, FALSE);
      left--;
    }
}

gboolean
nhs_level_evil_mines_rivers (Gen *g, gpointer data, gboolean lit, NhsLevCaveChanges *changed)
{
  int mines_level = GPOINTER_TO_INT (data);
  int n;
  gboolean sewage;

  G_STATIC_ASSERT (RIVER_N <= NHS_LEV_CAVE_CHANGE_TYPES);
  changed->n_typ = RIVER_N;
  memcpy (changed->typ, river_typ, sizeof river_typ);

  /* the Mines' first level holds the branch: no rivers there */
  if (mines_level <= 1 || !rn2 (g, mines_level + 1))
    return FALSE;
  n = rn2 (g, 3) + 1;
  sewage = rn2 (g, 20) < g->depth;
  while (n--)
    {
      if (rn2 (g, 2))
        {
          int y1 = rn2 (g, ROWNO), y2 = rn2 (g, ROWNO);

          make_river (g, 1, y1, COLNO - 1, y2, sewage, lit, mines_level, changed);
        }
      else
        {
          int x1 = 1 + rn2 (g, COLNO - 1), x2 = 1 + rn2 (g, COLNO - 1);

          make_river (g, x1, 0, x2, ROWNO - 1, sewage, lit, mines_level, changed);
        }
    }
  return TRUE;
}
