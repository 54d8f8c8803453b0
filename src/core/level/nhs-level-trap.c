/* nhs-level-trap.c: traps (trap.c maketrap, mklev.c's random trap kind
 * and mktrap in a room)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"

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
  return TRUE;
}

/* mklev.c mktrap's choice of a random trap kind for level difficulty `lvl`:
 * Gehennom first makes a fire trap 1 time in 5; then kinds are drawn until
 * one is not too hard for the level (holes only 1 time in 7, fire traps only
 * in Gehennom, never a portal or the vibrating square). Every generator
 * takes its random traps from here, so the rule stands once. */
int
nhs_level_random_trap_kind (NhsRng   *rng,
                            int       lvl,
                            gboolean  in_hell)
{
  return nhs_level_random_trap_kind_for (NULL, rng, lvl, in_hell);
}

/* the same for a version: xNetHack draws over one more kind, its cold trap
   (number 11; only Cocytus keeps it, so here it is drawn again) */
int
nhs_level_random_trap_kind_for (const NhsVariant *variant,
                                NhsRng           *rng,
                                int               lvl,
                                gboolean          in_hell)
{
  gboolean cold_slot = variant && variant->level_trap_cold_slot;
  int kind;

  if (in_hell && !nhs_rn2 (rng, 5))
    return NHS_TRAP_FIRE;
  do
    {
      kind = nhs_rnd (rng, NHS_N_TRAPS - 1 + cold_slot);
      if (cold_slot && kind >= NHS_TRAP_PIT)
        {
          /* the cold trap: not outside Cocytus */
          kind = kind == NHS_TRAP_PIT ? NHS_TRAP_NONE : kind - 1;
        }
      switch (kind)
        {
        case NHS_TRAP_MAGIC_PORTAL:
        case NHS_TRAP_VIBRATING_SQUARE:
          kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_ROLLING_BOULDER:
        case NHS_TRAP_SLP_GAS:
          if (lvl < 2)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_LEVEL_TELEP:  /* (or a no-teleport level: none here) */
        case NHS_TRAP_SPIKED_PIT:
          if (lvl < 5)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_LANDMINE:
          if (lvl < 6)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_WEB:
          if (lvl < 7)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_STATUE:
        case NHS_TRAP_POLY:
          if (lvl < 8)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_FIRE:
          if (!in_hell)
            kind = NHS_TRAP_NONE;
          break;
        case NHS_TRAP_HOLE:
          if (nhs_rn2 (rng, 7))  /* much rarer than the others */
            kind = NHS_TRAP_NONE;
          break;
        default:
          break;
        }
    }
  while (kind == NHS_TRAP_NONE);
  return kind;
}

/* mktrap()'s last step: the trap, and on a web its giant spider (a
 * monster of the monsters' phase) */
void
nhs_lev_trap_with_spider (Gen *g, int x, int y, int kind)
{
  if (nhs_lev_maketrap (g, x, y, kind) && kind == NHS_TRAP_WEB)
    {
      NhsLevelPhase ph = g->phase;

      g->phase = NHS_LEVEL_PHASE_MONSTERS;
      nhs_lev_make_named_monster (g, "giant spider", 's', x, y, FALSE);
      g->phase = ph;
    }
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
    kind = nhs_level_random_trap_kind_for (g->variant, &g->rng, lvl, FALSE);

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
