/* nhs-level-trap.c: traps (trap.c maketrap, mklev.c's random trap kind
 * and mktrap in a room)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-english.h"
#include "nhs-object.h"

/* ZAP_POS (): a square a boulder rolls over (not stone, a wall, a tree, a
   secret door or corridor), and not a closed door */
static gboolean
clear_square (Gen *g, int x, int y)
{
  const NhsSquare *s = LEV (g, x, y);

  if (s->typ <= NHS_SQ_SCORR || s->typ == NHS_SQ_TREE || s->typ == NHS_SQ_DEADTREE)
    return FALSE;
  return !(s->typ == NHS_SQ_DOOR && (s->doormask & (NHS_DOOR_CLOSED | NHS_DOOR_LOCKED)));
}

/* trap.c isclearpath (): distance squares clear from (x, y) on; *ex, *ey
   the last */
static gboolean
clear_path (Gen *g, int x, int y, int distance, int dx, int dy, int *ex, int *ey)
{
  while (distance-- > 0)
    {
      x += dx;
      y += dy;
      if (x < 1 || x >= COLNO || y < 0 || y >= ROWNO || !clear_square (g, x, y))
        return FALSE;
    }
  *ex = x;
  *ey = y;
  return TRUE;
}

/* dbridge.c is_pool () (and, where the version asks, is_lava ()) at a
   launch square: a pool, a moat, a wall of water, and a raised drawbridge,
   which is_pool () counts over its moat (is_moat ()) and is_lava () over
   lava. The only raised drawbridges made here are 5.0.0's Gehennom
   prefabs, and 5.0.0 refuses lava too, so what lies under one does not
   matter: NHS_SQ_IS_POOL () holds for it. Lava is a wall of lava as well
   from 3.7 on (xNetHack's columns prefab; no older version has one). */
static gboolean
launch_refused (Gen *g, int typ)
{
  return NHS_SQ_IS_POOL (typ)
         || ((typ == NHS_SQ_LAVA || typ == NHS_SQ_LAVAWALL)
             && g->variant->level_roll_launch_refuses_lava);
}

/* trap.c mkroll_launch () for a rolling boulder trap at (x, y): from 4 to 8
   squares away (rn1 (5, 4)) in the eight directions from a random one, a
   square reached over clear squares, not water (nor lava from 3.6 on:
   level_roll_launch_refuses_lava), with as many clear
   squares the other way; every eight tries a square nearer, down to 2;
   the boulder there, or none when no direction is clear */
static void
roll_launch (Gen *g, int x, int y)
{
  static const int xdir[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
  static const int ydir[8] = { 0, -1, -1, -1, 0, 1, 1, 1 };
  int distance = rn1 (g, 5, 4), dir = rn2 (g, 8), tries = 0, lx, ly, bx, by;

  while (distance >= 2)
    {
      int fx = x + distance * xdir[dir], fy = y + distance * ydir[dir];
      gboolean wet = fx >= 0 && fx < COLNO && fy >= 0 && fy < ROWNO
                     && launch_refused (g, TYP (g, fx, fy));

      if (!wet && clear_path (g, x, y, distance, xdir[dir], ydir[dir], &lx, &ly)
          && clear_path (g, x, y, distance, -xdir[dir], -ydir[dir], &bx, &by))
        {
          nhs_lev_put_boulder (g, lx, ly);
          return;
        }
      if (++dir > 7)
        dir = 0;
      if (++tries % 8 == 0)
        distance--;
    }
}

/* The statue itself: "statue of a NAME" at x,y, its material where the
   version gives objects materials (xNetHack: init_obj_material (statue),
   before makemon ()), and what the monster would carry */
const NhsLevelObject *
nhs_lev_make_trap_statue (Gen *g, int x, int y, int mindex, const char *name)
{
  g_autofree char *statue = g_strdup_printf ("statue of %s %s", nhs_english_article (name), name);
  const NhsObject *kind = nhs_object_lookup (g->variant, "statue");
  NhsLevelObject *o;
  int n;

  if (!nhs_lev_add_object (g, x, y, NHS_OC_ROCK, g_intern_string (statue)))
    return NULL;
  o = &g->lev->objects[g->lev->n_objects - 1];
  if (kind && g->variant->object_materials != NHS_MATERIALS_FIXED)
    o->material = nhs_lev_init_material (g, kind, FALSE);
  n = nhs_lev_minvent (g, mindex, o->contents, o->contents_materials, o->contents_artifacts,
                       o->contents_props, o->contents_quality, o->contents_state,
                       NHS_LEVEL_MAX_CONTENTS);
  o->contents_known = n >= 0 ? NHS_CONTENTS_KNOWN : NHS_CONTENTS_NOT_MODELLED;
  o->n_contents = MAX (n, 0);
  return o;
}

/* maketrap ()'s objects: a statue trap's statue of rndmonnum ()'s monster
   (params.statue: rndmonst (), player monsters as rndmonst () has them;
   3.7 and later rndmonnum_adj (3, 6)'s shifted window; from 3.6.0 on drawn
   again, up to 10 draws in all, while it is a unicorn of the hero's
   alignment) on the trap, on every level; on a level whose boulders are
   modelled (the makemaz () mazes, g->trap_boulders; EvilHack's Gehennom
   filler, whose objects are) also a rolling boulder trap's boulder
   (mkroll_launch ()). The statue is made without mksobj ()'s init
   (mkcorpstat (..., CORPSTAT_NONE)), so it gets no spellbook: what it
   holds is the monster's own starting inventory (makemon () off the map,
   nhs-level-minvent.c), where the version's rules are modelled. */
static void
trap_objects (Gen *g, int x, int y, int typ)
{
  const NhsLevelParams *p = &g->lev->params;

  if (typ == NHS_TRAP_STATUE && p->statue)
    {
      char sym;
      const char *name = NULL;
      int mindex, tries = g->variant->level_statue_unicorn_redraw ? 10 : 1;

      do
        mindex = p->statue (p->picker_data, &g->rng, 0, &sym, &name);
      while (--tries > 0 && mindex >= 0 && p->coaligned_unicorn
             && p->coaligned_unicorn (p->picker_data, mindex));
      if (mindex >= 0 && name)
        nhs_lev_make_trap_statue (g, x, y, mindex, name);
    }
  else if (typ == NHS_TRAP_ROLLING_BOULDER && (g->make_objects || g->trap_boulders))
    roll_launch (g, x, y);
}

/* trap.c maketrap(), for what an ordinary level asks of it */
gboolean
nhs_lev_maketrap (Gen *g, int x, int y, int typ)
{
  NhsSquare *s = LEV (g, x, y);

  if (s->trap)
    {
      if (s->trap == NHS_TRAP_MAGIC_PORTAL
          || s->trap == NHS_TRAP_VIBRATING_SQUARE)
        return FALSE;
    }
  else if (NHS_SQ_IS_FURNITURE (s->typ)
           && (s->typ != NHS_SQ_GRAVE
               || (typ != NHS_TRAP_PIT && typ != NHS_TRAP_HOLE)))
    return FALSE;   /* no trap on furniture */

  s->trap = (guint8) typ;
  s->trap_phase = (guint8) g->phase;
  switch (typ)
    {
    case NHS_TRAP_PIT:
    case NHS_TRAP_SPIKED_PIT:
    case NHS_TRAP_HOLE:
    case NHS_TRAP_TRAPDOOR:
      s->doormask = 0;
      if (s->typ >= NHS_SQ_ROOM)
        {
          if (s->typ != NHS_SQ_ROOM)
            set_typ (g, x, y, NHS_SQ_ROOM);
        }
      else if (s->typ == NHS_SQ_STONE || s->typ == NHS_SQ_SCORR)
        set_typ (g, x, y, NHS_SQ_CORR);  /* e.g. a trap door niche */
      else if (NHS_SQ_IS_WALL (s->typ) || s->typ == NHS_SQ_SDOOR)
        set_typ (g, x, y, NHS_SQ_DOOR);
      break;
    default:
      break;
    }
  trap_objects (g, x, y, typ);
  return TRUE;
}

/* mklev.c mktrap's choice of a random trap kind for level difficulty `lvl`:
 * Gehennom first makes a fire trap 1 time in 5; then kinds are drawn
 * (rnd (TRAPNUM - 1) in the version's trap.h order) until one is not too
 * hard for the level (holes only 1 time in 7, fire traps only in Gehennom,
 * never a portal or the vibrating square). xNetHack's order has one kind
 * more, its cold trap (11, before the pit), kept only in Cocytus, where
 * a cold trap comes first 1 time in 3 instead of Gehennom's fire trap
 * (mklev.c mktrap () and traptype_rnd ()). EvilHack's has its bolt, ice, spear and magic-beam traps
 * (spear from difficulty 6, magic beam from 12, ice only in the Ice
 * Queen's branch: drawn again), and on a puddle no pit, hole, trap door,
 * spiked pit, land mine, web or magic-beam trap. Every generator takes its
 * random traps from here, so the rule stands once. */
typedef enum { PLACE_DUNGEON, PLACE_HELL, PLACE_COCYTUS } TrapPlace;

/* How often the loop keeps `kind` when it draws it, in sevenths: 0 (too
   hard here: drawn again), 1 (a hole: 1 time in 7) or 7 (kept). */
static int
trap_keep7 (int kind, int lvl, TrapPlace place, gboolean puddle)
{
  switch (kind)
    {
    case NHS_TRAP_NONE:
    case NHS_TRAP_MAGIC_PORTAL:
    case NHS_TRAP_VIBRATING_SQUARE:
    case NHS_TRAP_ICE:
      return 0;
    case NHS_TRAP_ROLLING_BOULDER:
    case NHS_TRAP_SLP_GAS:
      return lvl < 2 ? 0 : 7;
    case NHS_TRAP_LEVEL_TELEP:  /* (or a no-teleport level: none here) */
    case NHS_TRAP_SPIKED_PIT:
      return lvl < 5 || (puddle && kind == NHS_TRAP_SPIKED_PIT) ? 0 : 7;
    case NHS_TRAP_LANDMINE:
    case NHS_TRAP_SPEAR:
      return lvl < 6 || (puddle && kind == NHS_TRAP_LANDMINE) ? 0 : 7;
    case NHS_TRAP_WEB:
      return lvl < 7 || puddle ? 0 : 7;
    case NHS_TRAP_STATUE:
    case NHS_TRAP_POLY:
      return lvl < 8 ? 0 : 7;
    case NHS_TRAP_MAGIC_BEAM:
      return lvl < 12 || puddle ? 0 : 7;
    case NHS_TRAP_FIRE:
      return place == PLACE_DUNGEON ? 0 : 7;
    case NHS_TRAP_COLD:
      return place != PLACE_COCYTUS ? 0 : 7;
    case NHS_TRAP_HOLE:
      return puddle ? 0 : 1;     /* much rarer than the others */
    case NHS_TRAP_PIT:
    case NHS_TRAP_TRAPDOOR:
      return puddle ? 0 : 7;
    default:
      return 7;
    }
}

static int
random_trap_kind (NhsRng *rng, const NhsTrapType *order, int n, int lvl, TrapPlace place,
                  gboolean puddle)
{
  int kind;

  if (place == PLACE_HELL && !nhs_rn2 (rng, 5))
    return NHS_TRAP_FIRE;
  if (place == PLACE_COCYTUS && !nhs_rn2 (rng, 3))
    return NHS_TRAP_COLD;
  do
    {
      kind = order[nhs_rnd (rng, n)];
      /* a hole's die is drawn even where a puddle refuses it */
      if (kind == NHS_TRAP_HOLE ? nhs_rn2 (rng, 7) || puddle
                                : trap_keep7 (kind, lvl, place, puddle) == 0)
        kind = NHS_TRAP_NONE;
    }
  while (kind == NHS_TRAP_NONE);
  return kind;
}

/* The exact chance of `kind` from random_trap_kind (): the first draw's
   share (Gehennom's fire trap 1 in 5, Cocytus's cold trap 1 in 3), then
   the loop's, each kind in the order kept as often as trap_keep7 () says. */
static void
random_trap_kind_chance (const NhsTrapType *order, int n, int lvl, TrapPlace place, int kind,
                         mpq_t out)
{
  unsigned long sum = 0, mine = 0;
  mpq_t first;

  for (int i = 1; i <= n; i++)
    {
      int w = trap_keep7 (order[i], lvl, place, FALSE);

      sum += w;
      if ((int) order[i] == kind)
        mine += w;
    }
  mpq_init (first);
  mpq_set_ui (out, mine, sum);
  mpq_canonicalize (out);
  if (place != PLACE_DUNGEON)
    {
      int one_in = place == PLACE_HELL ? 5 : 3;
      int first_kind = place == PLACE_HELL ? NHS_TRAP_FIRE : NHS_TRAP_COLD;

      mpq_set_ui (first, one_in - 1, one_in);
      mpq_mul (out, out, first);
      if (kind == first_kind)
        {
          mpq_set_ui (first, 1, one_in);
          mpq_add (out, out, first);
        }
    }
  mpq_clear (first);
}

/* trap.h's orders: NetHack's is NhsTrapType's own */
static const NhsTrapType nethack_traps[] = {
  NHS_TRAP_NONE, NHS_TRAP_ARROW, NHS_TRAP_DART, NHS_TRAP_ROCK, NHS_TRAP_SQKY_BOARD,
  NHS_TRAP_BEAR, NHS_TRAP_LANDMINE, NHS_TRAP_ROLLING_BOULDER, NHS_TRAP_SLP_GAS,
  NHS_TRAP_RUST, NHS_TRAP_FIRE, NHS_TRAP_PIT, NHS_TRAP_SPIKED_PIT, NHS_TRAP_HOLE,
  NHS_TRAP_TRAPDOOR, NHS_TRAP_TELEP, NHS_TRAP_LEVEL_TELEP, NHS_TRAP_MAGIC_PORTAL,
  NHS_TRAP_WEB, NHS_TRAP_STATUE, NHS_TRAP_MAGIC, NHS_TRAP_ANTI_MAGIC, NHS_TRAP_POLY,
  NHS_TRAP_VIBRATING_SQUARE,
};
/* xNetHack's: the cold trap before the pit */
static const NhsTrapType xnethack_traps[] = {
  NHS_TRAP_NONE, NHS_TRAP_ARROW, NHS_TRAP_DART, NHS_TRAP_ROCK, NHS_TRAP_SQKY_BOARD,
  NHS_TRAP_BEAR, NHS_TRAP_LANDMINE, NHS_TRAP_ROLLING_BOULDER, NHS_TRAP_SLP_GAS,
  NHS_TRAP_RUST, NHS_TRAP_FIRE, NHS_TRAP_COLD, NHS_TRAP_PIT, NHS_TRAP_SPIKED_PIT,
  NHS_TRAP_HOLE, NHS_TRAP_TRAPDOOR, NHS_TRAP_TELEP, NHS_TRAP_LEVEL_TELEP,
  NHS_TRAP_MAGIC_PORTAL, NHS_TRAP_WEB, NHS_TRAP_STATUE, NHS_TRAP_MAGIC,
  NHS_TRAP_ANTI_MAGIC, NHS_TRAP_POLY, NHS_TRAP_VIBRATING_SQUARE,
};
static const NhsTrapType evilhack_traps[] = {
  NHS_TRAP_NONE, NHS_TRAP_ARROW, NHS_TRAP_BOLT, NHS_TRAP_DART, NHS_TRAP_ROCK,
  NHS_TRAP_SQKY_BOARD, NHS_TRAP_BEAR, NHS_TRAP_LANDMINE, NHS_TRAP_ROLLING_BOULDER,
  NHS_TRAP_SLP_GAS, NHS_TRAP_RUST, NHS_TRAP_FIRE, NHS_TRAP_ICE, NHS_TRAP_PIT,
  NHS_TRAP_SPIKED_PIT, NHS_TRAP_HOLE, NHS_TRAP_TRAPDOOR, NHS_TRAP_TELEP,
  NHS_TRAP_LEVEL_TELEP, NHS_TRAP_MAGIC_PORTAL, NHS_TRAP_WEB, NHS_TRAP_STATUE,
  NHS_TRAP_MAGIC, NHS_TRAP_ANTI_MAGIC, NHS_TRAP_POLY, NHS_TRAP_SPEAR,
  NHS_TRAP_MAGIC_BEAM, NHS_TRAP_VIBRATING_SQUARE,
};

/* the version's trap.h order; *n: its TRAPNUM less the two trapped
   objects' kinds (the vibrating square last) */
static const NhsTrapType *
version_traps (const NhsVariant *variant, int *n)
{
  if (variant && variant->level_evil_traps)
    {
      *n = G_N_ELEMENTS (evilhack_traps);
      return evilhack_traps;
    }
  if (variant && variant->level_trap_cold_slot)
    {
      *n = G_N_ELEMENTS (xnethack_traps);
      return xnethack_traps;
    }
  *n = G_N_ELEMENTS (nethack_traps);
  return nethack_traps;
}

static int
trap_kind_on (const NhsVariant *variant, NhsRng *rng, int lvl, TrapPlace in_hell,
              gboolean puddle)
{
  int n;
  const NhsTrapType *order = version_traps (variant, &n);

  return random_trap_kind (rng, order, n - 1, lvl, in_hell, puddle);
}

/* makeniche ()'s engraving in front of a trapped niche's door: mklev.c
 * trap_engravings[trap_type], indexed by the version's trap.h number,
 * "Vlad was here" for the trap door and "ad aerarium" for the teleporters.
 * EvilHack moved the three with its numbers; xNetHack's table is NetHack's
 * (14-16) though its cold trap moved every kind from the pit on one place
 * further: its trap door (15) reads "ad aerarium", its level teleporter
 * (17) nothing (level_niche_engravings_unshifted) */
const char *
nhs_lev_niche_engraving (const NhsVariant *variant, int trap_type)
{
  int kind = trap_type;

  if (variant && variant->level_niche_engravings_unshifted)
    {
      int n;
      const NhsTrapType *order = version_traps (variant, &n);

      kind = NHS_TRAP_NONE;
      for (int i = 0; i < n; i++)
        if ((int) order[i] == trap_type)
          kind = i < (int) G_N_ELEMENTS (nethack_traps) ? (int) nethack_traps[i] : NHS_TRAP_NONE;
    }
  switch (kind)
    {
    case NHS_TRAP_TRAPDOOR:
      return "Vlad was here";
    case NHS_TRAP_TELEP:
    case NHS_TRAP_LEVEL_TELEP:
      return "ad aerarium";
    default:
      return NULL;
    }
}

/* the exact chance of a kind for a version (no puddle) */
void
nhs_level_random_trap_kind_chance (const NhsVariant *variant,
                                   int               lvl,
                                   gboolean          in_hell,
                                   int               kind,
                                   mpq_t             out)
{
  TrapPlace place = in_hell ? PLACE_HELL : PLACE_DUNGEON;

  if (variant && variant->level_evil_traps)
    random_trap_kind_chance (evilhack_traps, G_N_ELEMENTS (evilhack_traps) - 1, lvl, place, kind, out);
  else if (variant && variant->level_trap_cold_slot)
    random_trap_kind_chance (xnethack_traps, G_N_ELEMENTS (xnethack_traps) - 1, lvl, place, kind, out);
  else
    random_trap_kind_chance (nethack_traps, G_N_ELEMENTS (nethack_traps) - 1, lvl, place, kind, out);
}

int
nhs_level_room_trap_die (int difficulty)
{
  int x = 8 - difficulty / 6;

  return x <= 1 ? 2 : x;
}

/* the random kind for a version */
int
nhs_level_random_trap_kind_for (const NhsVariant *variant,
                                NhsRng           *rng,
                                int               lvl,
                                gboolean          in_hell)
{
  return trap_kind_on (variant, rng, lvl, in_hell ? PLACE_HELL : PLACE_DUNGEON, FALSE);
}

/* the same in xNetHack's Cocytus */
int
nhs_level_random_trap_kind_cocytus (const NhsVariant *variant,
                                    NhsRng           *rng,
                                    int               lvl)
{
  return trap_kind_on (variant, rng, lvl, PLACE_COCYTUS, FALSE);
}

/* the same for the square (x, y) of an ordinary level, when it is known
 * (else x 0): EvilHack's puddles and sewage refuse some kinds */
int
nhs_lev_random_trap_kind_at (Gen *g, int lvl, int x, int y)
{
  return nhs_lev_random_trap_kind_in (g, lvl, x, y, FALSE);
}

/* the same in Gehennom or not */
int
nhs_lev_random_trap_kind_in (Gen *g, int lvl, int x, int y, gboolean in_hell)
{
  return trap_kind_on (g->variant, &g->rng, lvl, in_hell ? PLACE_HELL : PLACE_DUNGEON,
                       x > 0 && (TYP (g, x, y) == NHS_SQ_PUDDLE
                                 || TYP (g, x, y) == NHS_SQ_SEWAGE));
}

/* mktrap (0, MKTRAP_MAZEFLAG, ...)'s random kind in Gehennom for the level's
 * version and difficulty; then, in every version (mklev.c mktrap: is_hole ()
 * && !Can_fall_thru ()), a hole or trap door where there is nothing to fall
 * to is a falling rock trap: on the invocation level, where Can_dig_down ()
 * is false (the sanctum below is reached only by the ritual) */
int
nhs_lev_random_trap_kind_hell (Gen *g)
{
  int kind = nhs_lev_random_trap_kind_in (g, g->depth, 0, 0, TRUE);

  if ((kind == NHS_TRAP_HOLE || kind == NHS_TRAP_TRAPDOOR) && g->lev->params.invocation)
    return NHS_TRAP_ROCK;
  return kind;
}

/* mktrap()'s last step: the trap, and on a web its spider (a monster of
 * the monsters' phase): a giant spider, or EvilHack's jumping, cave, large
 * or giant spider, one in four each */
const char *const *
nhs_level_web_spiders (const NhsVariant *variant,
                       int              *n)
{
  static const char *const spiders[4] = {
    "jumping spider", "cave spider", "large spider", "giant spider",
  };

  if (variant && variant->level_evil_traps)
    {
      *n = 4;
      return spiders;
    }
  *n = 1;
  return spiders + 3;
}

void
nhs_lev_trap_with_spider (Gen *g, int x, int y, int kind)
{
  if (nhs_lev_maketrap (g, x, y, kind) && kind == NHS_TRAP_WEB)
    {
      int n;
      const char *const *spiders = nhs_level_web_spiders (g->variant, &n);
      NhsLevelPhase ph = g->phase;
      const char *name = n > 1 ? spiders[rn2 (g, n)] : spiders[0];

      g->phase = NHS_LEVEL_PHASE_MONSTERS;
      nhs_lev_make_named_monster (g, name, 's', x, y, FALSE);
      g->phase = ph;
    }
}

/* the kind a trap of the given kind is left as once mktrap () has looked for
 * an earlier adventurer it killed (5.0.0, xNetHack: on a level of
 * difficulty at most rnd (4) a land mine has gone off: a pit). Only the
 * themed rooms' traps of a given kind need it: a random kind is never a
 * land mine above difficulty 6. */
int
nhs_lev_trap_victim_kind (Gen *g, int kind)
{
  if (g->variant->level_trap_victim_pit && kind == NHS_TRAP_LANDMINE
      && g->depth <= rnd (g, 4))
    return NHS_TRAP_PIT;
  return kind;
}

/* mklev.c mktrap(0, 0, croom, NULL): a random trap for the level's
 * difficulty, somewhere unoccupied in the room */
void
nhs_lev_mktrap_in_room (Gen *g, int room)
{
  nhs_lev_mktrap_in (g, &g->lev->rooms[room]);
}

void
nhs_lev_mktrap_in (Gen *g, const NhsLevelRoom *r)
{
  int lvl = g->depth;
  int kind;
  int tryct = 0;
  int mx, my;
  /* the Rogue level's traps: Rogue's own seven kinds, equally likely */
  static const NhsTrapType rogue_traps[7] = {
    NHS_TRAP_BEAR, NHS_TRAP_ARROW, NHS_TRAP_DART, NHS_TRAP_TRAPDOOR,
    NHS_TRAP_PIT, NHS_TRAP_SLP_GAS, NHS_TRAP_RUST,
  };

  if (g->rogue)
    kind = rogue_traps[rn2 (g, 7)];
  else
    kind = nhs_lev_random_trap_kind_at (g, lvl, 0, 0);

  /* an ordinary level always has a level below: holes stay holes */
  do
    {
      if (++tryct > 200)
        return;
      if (!nhs_lev_somexy_in (g, r, &mx, &my))
        return;
    }
  while (nhs_lev_occupied (g, mx, my));
  /* (pits and holes also avoid boulders; rooms have none here) */

  nhs_lev_trap_with_spider (g, mx, my, kind);
  /* (the dead adventurer's belongings on shallow levels are objects) */
}
