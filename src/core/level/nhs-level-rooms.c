/* nhs-level-rooms.c: NetHack 3.6.7's makelevel() for ordinary levels
 *
 * Written from reading the game's mklev.c, rect.c, sp_lev.c (create_room,
 * check_room, dig_corridor), mkroom.c, shknam.c (stock_room's door rules)
 * and trap.c (maketrap); the structure and the order of the dice follow the
 * game so that the generated levels are distributed as the game's are.
 *
 * Left out, knowingly:
 *  - objects and gold (boulders, gold, boxes, statues, corpses, trap
 *    victims' belongings, shop stock): their dice are not rolled, which
 *    changes no other distribution since every roll is independent (the
 *    rooms' random graffiti are made, nhs-level-fill.c, but not their text:
 *    random_engraving ()'s rumor or engrave-file line);
 *  - genocides and extinctions: every monster the game may name exists;
 *  - the Rogue level, special levels and mazes: only ordinary levels;
 *  - the temple altar's alignment is rn2(3)-1 (the game's induced_align(80)
 *    depends on the dungeon's alignment; the Dungeons of Doom have none).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-level-gen.h"
#include "nhs-level-generators.h"

#include <string.h>

static void
makerooms_loop (Gen *g)
{
  NhsLevel *lev = g->lev;
  gboolean tried_vault = FALSE;

  while (lev->nroom < MAXNROFROOMS && nhs_lev_rnd_rect (g))
    {
      if (lev->nroom >= MAXNROFROOMS / 6 && rn2 (g, 2) && !tried_vault)
        {
          tried_vault = TRUE;
          if (nhs_lev_create_room (g, TRUE))
            {
              g->vault_x = lev->rooms[lev->nroom].lx;
              g->vault_y = lev->rooms[lev->nroom].ly;
              lev->rooms[lev->nroom].hx = -1;
            }
        }
      /* EvilHack: each room is a room template (nhs-level-evilhack.c) */
      else if (g->variant->level_rooms == NHS_LEVEL_ROOMS_EVILHACK ? !nhs_lev_template_room (g)
                                                                     : !nhs_lev_create_room (g, FALSE))
        return;
    }
}

static void
makerooms (Gen *g)
{
  /* the level is nhs_lev_begin ()'s, all stone; every square written
     here goes through set_typ () (or reshapes a wall, which stays a
     wall), so check_room may read the squares from g->nonstone */
  memset (g->nonstone, 0, sizeof g->nonstone);
  g->nonstone_on = TRUE;
  makerooms_loop (g);
  g->nonstone_on = FALSE;
}

/* ---------------------------------------------------------------- features */




/* ------------------------------------------------------------ makelevel */

void
nhs_level_make_rooms (Gen *g)
{
  NhsLevel *lev = g->lev;
  NhsLevelBranch br = nhs_lev_level_branch (&lev->params);
  int room_threshold;
  int branch_x = 0, branch_y = 0;

  g->phase = NHS_LEVEL_PHASE_ROOMS;
  makerooms (g);
  if (g->variant->level_rooms != NHS_LEVEL_ROOMS_EVILHACK)
    nhs_lev_sort_rooms (g);   /* (EvilHack's rooms keep the order they were made in) */
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_ROOMS);

  /* construct stairs (up and down in different rooms if possible) */
  nhs_lev_stairs_in_rooms (g);
  room_threshold = (br != NHS_LEVEL_BRANCH_NONE) ? 4 : 3;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_STAIRS);

  nhs_lev_makecorridors (g);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_CORRIDORS);

  nhs_lev_make_niches (g);
  if (g->variant->level_rooms == NHS_LEVEL_ROOMS_EVILHACK && !rn2 (g, 5))
    nhs_lev_iron_bar_walls (g, rn2 (g, 20) ? rn2 (g, 20) : rn2 (g, 50));
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_NICHES);

  /* make a secret treasure vault, not connected to the rest */
  nhs_lev_make_vault (g, br, &room_threshold);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_VAULT);

  nhs_lev_special_rooms (g, room_threshold);
  /* place the branch (stairs to the Planes on level 1, the Mines',
   * Sokoban's stairs, the Quest's portal): shown with the stairs */
  g->phase = NHS_LEVEL_PHASE_STAIRS;
  nhs_lev_place_branch (g, br, &branch_x, &branch_y);
  g->phase = NHS_LEVEL_PHASE_SPECIAL_ROOMS;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_SPECIAL_ROOMS);

  /* for each room: put things inside */
  for (int room = 0; lev->rooms[room].hx > 0; room++)
    if ((lev->rooms[room].type == NHS_ROOM_ORDINARY
         || lev->rooms[room].type == NHS_ROOM_RNDVAULT)   /* EvilHack's templates' */
        && !lev->rooms[room].unfilled)
      nhs_lev_room_contents (g, room);
  g->phase = NHS_LEVEL_PHASE_FEATURES;
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_FEATURES);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_TRAPS);
  nhs_lev_end_phase (g, NHS_LEVEL_PHASE_MONSTERS);
  nhs_lev_finish_room_snapshots (g, branch_x, branch_y);
}
