/* nhs-level-mines.c: NetHack 3.6.7's Gnomish Mines filler level ("minefill")
 *
 * Written from reading the game's dat/mines.des (the minefill level),
 * mkmap.c (the INIT_MAP "mines" cave: nhs-level-mkmap.c), sp_lev.c (how the level's lines run:
 * random locations, stairs, monsters, traps), mkmaze.c (wallification),
 * mklev.c (mkstairs, mktrap) and teleport.c (enexto); the order of the dice
 * follows the game.
 *
 * minefill is: a lit-or-not cave of floor in stone, smoothed and joined,
 * walled, its joined regions the level's rooms where the version keeps
 * them (3.4.3, 3.6.7, SLASH'EM, EvilHack: NhsVariant.level_join_map_clears_rooms); up stairs, down stairs anywhere on the floor; three gems, a tool
 * and three random objects; seven gnomes, a gnome lord, two dwarves, two
 * random G and one random h; six random traps. EvilHack's mines.des has
 * six rock gnomes, two gnome nobles and two mountain dwarves instead, its
 * mkmap.c adds rivers to the cave (nhs-level-evilhack.c) and its sp_lev.c
 * counts puddles, sewage, grass and sand as dry squares.
 *
 * 3.7's and 5.0.0's minefill.lua boulders (percent (75), one or two) are
 * made, and so is a rolling boulder trap's; from 3.7 on a boulder refuses
 * a DRY square to a monster or trap.
 *
 * Left out, knowingly:
 *  - the other objects (their dice are not rolled) and the gold and gems
 *    mineralize() buries;
 *  - the first Mines level: its up stairs are the branch stairs, placed by
 *    the game after the rest (here it gets ordinary up stairs);
 *  - a gnome or dwarf hero: the game then makes 2 in 3 of the level's
 *    gnomes and dwarves random monsters instead;
 *  - genocides: every monster the level names exists;
 *  - (the random G and h are the picker's special-level mkclass: the
 *    game's G_NOGEN, and SLASH'EM's MKC_ULIMIT, NhsLevelParams.splev_picker)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

#include <string.h>

typedef struct {
  NhsLevelGen *g;
  int mines_level;   /* EvilHack's rivers: the Mines' own level number */
} Mines;

/* mkmap (INIT_MAP: mines, '.', ' ', smoothed, joined, lit, walled) */
static void
mkmap (Mines *m, gboolean lit)
{
  /* (sp_lev.c runs wallification () after the level's lines; only the
   * walls change, which nothing on the level touches, so it is done with
   * the cave and the map shows the walls as the game draws them) */
  NhsLevMkmap o = { .fg = NHS_SQ_ROOM, .bg = NHS_SQ_STONE, .smoothed = TRUE,
                    .joined = TRUE, .lit = lit, .walled = TRUE,
                    .wallification = TRUE, .on_stone = TRUE };

  /* EvilHack's mkmap () adds its rivers to the joined cave */
  if (m->g->variant->level_mines_rivers)
    {
      o.after_join = nhs_level_evil_mines_rivers;
      o.after_join_data = GINT_TO_POINTER (m->mines_level);
    }

  nhs_lev_mkmap (m->g, &o);
}

/* ----------------------------------------------------------- sp_lev.c */

/* The squares a random location may take: the stairs' (floor or
 * corridor), or a des file's DRY one (the same before 3.7; from 3.7 on
 * any SPACE_POS square, so the stairs too: variant field
 * level_splev_dry_space_pos; boulders, which refuse a square, are objects,
 * left out); as a set of types, a bit each (one test a square tried, no
 * chain of branches on a random type) */
static guint64
space_pos_kinds (void)
{
  static guint64 kinds;
  static gsize ready;

  if (g_once_init_enter (&ready))
    {
      for (int t = 0; t < NHS_N_SQ; t++)
        if (NHS_SQ_IS_SPACE_POS (t))
          kinds |= G_GUINT64_CONSTANT (1) << t;
      g_once_init_leave (&ready, 1);
    }
  return kinds;
}

static guint64
location_kinds (Gen *g, gboolean stairs)
{
  guint64 ok = (G_GUINT64_CONSTANT (1) << NHS_SQ_ROOM) | (G_GUINT64_CONSTANT (1) << NHS_SQ_CORR);

  G_STATIC_ASSERT (NHS_N_SQ <= 64);
  /* (EvilHack: the stairs' squares are a DRY one too) */
  if (g->variant->level_splev_dry_damp)
    ok |= (G_GUINT64_CONSTANT (1) << NHS_SQ_PUDDLE) | (G_GUINT64_CONSTANT (1) << NHS_SQ_SEWAGE)
          | (G_GUINT64_CONSTANT (1) << NHS_SQ_GRASS) | (G_GUINT64_CONSTANT (1) << NHS_SQ_SAND);
  if (!stairs && g->variant->level_splev_dry_space_pos)
    ok |= space_pos_kinds ();
  return ok;
}

/* get_location (random, no room) on a level without a map: 100 tries
 * anywhere on the level, then the first good square column by column; from
 * 3.7 on a DRY square has no boulder (the stairs' good_stair_loc () does
 * not look) */
gboolean
nhs_des_random_location (Gen *g, gboolean stairs, int *x, int *y)
{
  guint64 ok = location_kinds (g, stairs);
  guint8 refuse = !stairs && g->variant->level_splev_dry_space_pos ? NHS_SQF_BOULDER : 0;

  for (int cpt = 0; cpt < 100; cpt++)
    {
      const NhsSquare *s;

      *x = 1 + rn2 (g, COLNO - 1);
      *y = rn2 (g, ROWNO);
      s = LEV (g, *x, *y);
      if (((ok >> s->typ) & 1) && !(s->flags & refuse))
        return TRUE;
    }
  for (int xx = 0; xx < COLNO - 1; xx++)
    for (int yy = 0; yy < ROWNO; yy++)
      if (((ok >> LEV (g, 1 + xx, yy)->typ) & 1) && !(LEV (g, 1 + xx, yy)->flags & refuse))
        {
          *x = 1 + xx;
          *y = yy;
          return TRUE;
        }
  return FALSE;
}

/* MONSTER: (class, "name"), random  or  MONSTER: class, random  or
 * MONSTER: random, random (class 0) */
void
nhs_des_monster (Gen *g, char mclass, const char *name)
{
  int idx = -1, x, y;
  char sym = mclass;
  const char *picked_name = NULL;
  gboolean random_pick = mclass == 0;

  if (!name && mclass)
    {
      /* mkclass (class, G_NOGEN); none: a random monster instead */
      if (!nhs_lev_pick_monster (g, mclass, &idx, &sym, &picked_name))
        random_pick = TRUE;
    }
  if (!nhs_des_random_location (g, FALSE, &x, &y))
    return;
  if (name && g->lev->params.lookup)
    idx = g->lev->params.lookup (g->lev->params.picker_data, name, NULL);
  if (LEV (g, x, y)->mon)
    nhs_lev_enexto (g, idx, x, y, &x, &y);
  if (LEV (g, x, y)->mon)
    return;   /* makemon: someone is already there */
  if (name)
    nhs_lev_make_named_monster (g, name, mclass, x, y, FALSE);
  else if (random_pick)
    nhs_lev_make_splev_anymon (g, x, y);
  else
    nhs_lev_add_monster (g, x, y, idx, sym, picked_name, FALSE);
}

/* TRAP: random, random: mklev.c mktrap (random kind) at a random DRY
 * square (EvilHack's puddles and sewage refuse some kinds; a filler
 * level always has a level below: holes stay holes) */
void
nhs_des_trap (Gen *g, gboolean in_hell)
{
  int x, y, kind, tries = 0;

  /* a new random square while it is the stairs' (100 times; before 3.7
   * a dry square is never the stairs') */
  do
    if (!nhs_des_random_location (g, FALSE, &x, &y))
      return;
  while (LEV (g, x, y)->typ == NHS_SQ_STAIRS && ++tries <= 100);
  if (tries > 100)
    return;
  kind = nhs_lev_random_trap_kind_in (g, g->depth, x, y, in_hell);
  nhs_lev_trap_with_spider (g, x, y, kind);
  /* (a dead adventurer's belongings on shallow levels are objects) */
}

/* OBJECT: class, random (oclass an NhsObjectClass) or OBJECT: random,
 * random (-1): a random DRY square (get_location (), as a monster's; an
 * object never refuses one), then mkobj_at () */
void
nhs_des_object (Gen *g, int oclass, gboolean in_hell)
{
  int x, y;

  /* sp_lev.c create_object () then sets the erosions, erodeproofing,
     grease and the forged quality the line names: none (EvilHack's mksobj () drew them: its
     floor objects from des lines are never eroded nor of a quality; a
     spider's or snake's object, mkobj_at () in makemon (), keeps them) */
  if (nhs_des_random_location (g, FALSE, &x, &y) && nhs_lev_mkobj (g, oclass, in_hell, x, y))
    {
      NhsLevelObject *o = &g->lev->objects[g->lev->n_objects - 1];

      o->eroded = o->eroded2 = 0;
      o->erodeproof = o->greased = FALSE;
      o->quality = NHS_FQ_NORMAL;
    }
}

/* the six TRAP: random lines */
static void
make_traps (Mines *m)
{
  NhsLevelPhase ph = m->g->phase;

  m->g->phase = NHS_LEVEL_PHASE_TRAPS;
  /* (3.7 on: a rolling boulder trap's boulder, like the level's own) */
  m->g->trap_boulders = m->g->variant->level_minefill == NHS_MINEFILL_LUA;
  for (int i = 0; i < 6; i++)
    nhs_des_trap (m->g, FALSE);
  m->g->trap_boulders = FALSE;
  m->g->phase = ph;
}

typedef struct { char mclass; const char *name; } MinesMonster;

/* mines.des's MONSTER lines: NetHack's, and EvilHack's own gnomes and
 * dwarves */
static const MinesMonster des_monsters[] = {
  { 'G', "gnome" }, { 'G', "gnome" }, { 'G', "gnome" }, { 'G', "gnome" },
  { 'G', "gnome" }, { 'G', "gnome" }, { 'G', "gnome" },
  { 'G', "gnome lord" }, { 'h', "dwarf" }, { 'h', "dwarf" },
  { 'G', NULL }, { 'G', NULL }, { 'h', NULL },
};
static const MinesMonster des_monsters_evil[] = {
  { 'G', "rock gnome" }, { 'G', "rock gnome" }, { 'G', "rock gnome" },
  { 'G', "rock gnome" }, { 'G', "rock gnome" }, { 'G', "rock gnome" },
  { 'G', "gnome noble" }, { 'G', "gnome noble" },
  { 'h', "mountain dwarf" }, { 'h', "mountain dwarf" },
  { 'G', NULL }, { 'G', NULL }, { 'h', NULL },
};

void
nhs_level_make_mines (NhsLevelGen *g)
{
  gboolean evil = g->variant->level_minefill == NHS_MINEFILL_DES_EVILHACK;
  const MinesMonster *monsters = evil ? des_monsters_evil : des_monsters;
  guint n_monsters = evil ? G_N_ELEMENTS (des_monsters_evil) : G_N_ELEMENTS (des_monsters);
  Mines *m = g_new0 (Mines, 1);
  gboolean lit;
  int x, y;

  m->g = g;
  if (g->variant->level_mines_rivers)
    m->mines_level = nhs_level_evil_mines_level (g);

  /* sp_level_coder: the shuffled alignments (unused here) */
  (void) rn2 (m->g, 3);
  (void) rn2 (m->g, 2);

  /* MAZE: "minefill", ' ' fills the level with stone; INIT_MAP: ...,
   * random (lit), ... */
  g->phase = NHS_LEVEL_PHASE_ROOMS;
  lit = rn2 (m->g, 2);
  mkmap (m, lit);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_ROOMS, FALSE);

  /* STAIR: random, up  and  STAIR: random, down */
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  if (nhs_des_random_location (g, TRUE, &x, &y))
    nhs_lev_mkstairs (g, TRUE, x, y, -1);
  if (nhs_des_random_location (g, TRUE, &x, &y))
    nhs_lev_mkstairs (g, FALSE, x, y, -1);
  for (int p = NHS_LEVEL_PHASE_STAIRS; p < NHS_LEVEL_PHASE_TRAPS; p++)
    nhs_lev_snapshot (m->g, (NhsLevelPhase) p, FALSE);

  /* (OBJECT lines: left out, their dice too) minefill.lua's boulders:
   * percent (75), then math.random (1, 2) of them, each at a random DRY
   * square */
  if (g->variant->level_minefill == NHS_MINEFILL_LUA && rn2 (m->g, 100) < 75)
    for (int n = 1 + rn2 (m->g, 2); n; n--)
      if (nhs_des_random_location (g, FALSE, &x, &y))
        nhs_lev_put_boulder (g, x, y);

  /* 3.4.3's sp_lev.c makes a part's traps before its monsters; 3.6 runs
   * the lines in the file's order */
  if (g->variant->level_minefill == NHS_MINEFILL_DES_343)
    make_traps (m);
  g->phase = NHS_LEVEL_PHASE_MONSTERS;
  if (g->variant->level_minefill == NHS_MINEFILL_LUA)
    {
      /* minefill.lua: math.random (6, 8) gnomes, a gnome lord, two
       * dwarves, two G, then an h or a G (percent (50)) */
      for (int n = 6 + rn2 (m->g, 3); n; n--)
        nhs_des_monster (m->g, 'G', "gnome");
      nhs_des_monster (m->g, 'G', "gnome lord");
      nhs_des_monster (m->g, 'h', "dwarf");
      nhs_des_monster (m->g, 'h', "dwarf");
      nhs_des_monster (m->g, 'G', NULL);
      nhs_des_monster (m->g, 'G', NULL);
      nhs_des_monster (m->g, rn2 (m->g, 100) < 50 ? 'h' : 'G', NULL);
    }
  else
    for (guint i = 0; i < n_monsters; i++)
      nhs_des_monster (m->g, monsters[i].mclass, monsters[i].name);
  if (g->variant->level_minefill != NHS_MINEFILL_DES_343)
    make_traps (m);

  /* the traps come after the monsters in the game; the phases show the
   * traps first as on the room level */
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_TRAPS, TRUE);
  nhs_lev_snapshot (m->g, NHS_LEVEL_PHASE_MONSTERS, FALSE);
  g->phase = NHS_LEVEL_N_PHASES;
  g_free (m);
}
