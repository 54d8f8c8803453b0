/* nhs-muse.c: what a monster would do with items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are read from the games' muse.c (find_defensive, find_misc,
 * find_offensive, searches_for_item, rnd_*_item), monmove.c m_move() (the
 * likes_* pickup tests), mon.c can_carry() and makemon.c; the code and the
 * words are our own.  Version differences are named fields of NhsVariant.
 */
#include "nhs-muse.h"
#include "nhs-muse-scenario.h"
#include "nhs-muse-words.h"
#include "nhs-json-text.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "nhs-format.h"
#include "nhs-q64.h"

/* marks English words the window translates (xgettext --keyword=NHS_N_) */
#define NHS_N_(s) s

/* English words in the phrasebook's language (NULL: English); TR () marks
   them for xgettext and reads the `pb' in scope */
#define TR(text) nhs_muse_text (pb, text)

/* Helpers: the games' mondata.h predicates over an NhsMonster */

static gboolean
has_damage (const NhsMonster *m,
            const char       *damage)
{
  for (int i = 0; i < m->n_attacks; i++)
    if (m->attacks[i].damage != NULL && strcmp (m->attacks[i].damage, damage) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_floater (const NhsMonster *m,
            const NhsVariant *v)
{
  return nhs_monster_in_class (m, "S_EYE") || (v->floater_includes_lights && nhs_monster_in_class (m, "S_LIGHT"));
}

/* mondata.h noncorporeal(): the S_GHOST class; xNetHack's M3_NONCORPOREAL */
static gboolean
noncorporeal (const NhsMonster *m,
              const NhsVariant *v)
{
  return v->noncorporeal_by_flag ? nhs_monster_has (m, NHS_M3_NONCORPOREAL) : nhs_monster_in_class (m, "S_GHOST");
}

static gboolean
is_unicorn (const NhsMonster *m)
{
  return nhs_monster_in_class (m, "S_UNICORN") && nhs_monster_has (m, NHS_M2_JEWELS);
}

static gboolean
nonliving (const NhsMonster *m)
{
  return nhs_monster_has (m, NHS_M2_UNDEAD) || nhs_monster_named (m, "manes")
         || nhs_monster_in_class (m, "S_GOLEM") || nhs_monster_in_class (m, "S_VORTEX");
}

static gboolean
likes_objs (const NhsMonster *m)
{
  return nhs_monster_has (m, NHS_M2_COLLECT) || nhs_monster_has_attack (m, "AT_WEAP");
}

static gboolean
sound_is (const NhsMonster *m,
          const char       *sound)
{
  return m->sound != NULL && strcmp (m->sound, sound) == 0;
}

/* mondata.c can_blow() */
static gboolean
can_blow (const NhsMonster *m)
{
  if ((sound_is (m, "MS_SILENT") || sound_is (m, "MS_BUZZ"))
      && (nhs_monster_has (m, NHS_M1_BREATHLESS) || m->size < 1 /* MZ_SMALL */
          || nhs_monster_has (m, NHS_M1_NOHEAD) || nhs_monster_in_class (m, "S_EEL")))
    return FALSE;
  return TRUE;
}

static gboolean
is_shk_guard_priest (const NhsMonster *m)
{
  return nhs_monster_named (m, "shopkeeper") || nhs_monster_named (m, "guard") || nhs_monster_named (m, "aligned priest")
         || nhs_monster_named (m, "high priest");
}

/* The entry points' own nature gate: animals and mindless monsters. */
static const char *
nature_gate (const NhsMonster    *m,
             const NhsPhrasebook *pb)
{
  if (nhs_monster_has (m, NHS_M1_ANIMAL))
    return TR ("Animals (M1_ANIMAL) never use items.");
  if (nhs_monster_has (m, NHS_M1_MINDLESS))
    return TR ("Mindless monsters (M1_MINDLESS) never use items.");
  return NULL;
}

/* Building the answer */

static void
entry_free (gpointer data)
{
  NhsMuseEntry *e = data;

  g_free (e->item);
  g_free (e->use);
  g_free (e->reason);
  g_free (e->chance);
  g_free (e);
}

static NhsMuseEntry *
add (NhsMuseGroup *g,
     gboolean      usable,
     const char   *item,
     const char   *use,
     const char   *chance,
     const char   *reason_format,
     ...) G_GNUC_PRINTF (6, 7);

static NhsMuseEntry *
add (NhsMuseGroup *g,
     gboolean      usable,
     const char   *item,
     const char   *use,
     const char   *chance,
     const char   *reason_format,
     ...)
{
  NhsMuseEntry *e = g_new0 (NhsMuseEntry, 1);
  va_list args;

  va_start (args, reason_format);
  e->reason = g_strdup_vprintf (reason_format, args);
  va_end (args);
  e->item = g_strdup (item);
  e->use = g_strdup (use);
  e->chance = g_strdup (chance);
  e->usable = usable && g->active;
  g_ptr_array_add (g->entries, e);
  return e;
}

static void
gate (NhsMuseGroup *g,
      const char   *text)
{
  g->active = FALSE;
  g_ptr_array_add (g->gates, g_strdup (text));
}

static void
note (NhsMuseGroup *g,
      const char   *text)
{
  g_ptr_array_add (g->notes, g_strdup (text));
}

void
nhs_muse_situation_init (NhsMuseSituation *sit)
{
  g_return_if_fail (sit != NULL);
  memset (sit, 0, sizeof *sit);
  sit->distance = 2;
  sit->lined_up = TRUE;
  sit->hp = 1;
  sit->hp_max = 10;
  sit->hero_level = 1;
  sit->hero_wields_weapon = TRUE;
  sit->hero_wears_armor = TRUE;
  sit->spot = NHS_MUSE_SPOT_NONE;
}

static const char *category_keys[] = { "defensive", "misc", "offensive", "pickup" };
/* English; the window translates them (NHS_N_ marks them for xgettext) */
static const char *category_titles[] = {
  NHS_N_ ("Defensive (when hurt: escape or heal)"),
  NHS_N_ ("Miscellaneous (make itself stronger)"),
  NHS_N_ ("Offensive (attack the hero from a distance)"),
  NHS_N_ ("Picking up"),
};

const char *
nhs_muse_category_key (NhsMuseCategory category)
{
  g_return_val_if_fail (category < NHS_MUSE_N_CATEGORIES, NULL);
  return category_keys[category];
}

const char *
nhs_muse_category_title (NhsMuseCategory category)
{
  g_return_val_if_fail (category < NHS_MUSE_N_CATEGORIES, NULL);
  return category_titles[category];
}

static const char *spot_keys[] = {
  "none", "upstairs", "downstairs", "up-ladder", "down-ladder", "branch-stairs",
  "trapdoor", "teleport-trap", "poly-trap",
};

const char *
nhs_muse_spot_key (NhsMuseSpot spot)
{
  g_return_val_if_fail (spot < NHS_MUSE_N_SPOTS, NULL);
  return spot_keys[spot];
}

gboolean
nhs_muse_spot_from_key (const char  *key,
                        NhsMuseSpot *out)
{
  for (int i = 0; i < NHS_MUSE_N_SPOTS; i++)
    if (key != NULL && g_ascii_strcasecmp (key, spot_keys[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

/* find_defensive() */
static void
explain_defensive (NhsMuseGroup           *g,
                   const NhsMonster       *m,
                   const NhsVariant       *v,
                   const NhsMuseSituation *s,
                   const NhsPhrasebook    *pb)
{
  const char *nature = nature_gate (m, pb);
  gboolean hands = !nhs_monster_has (m, NHS_M1_NOHANDS);
  gboolean pest = nhs_monster_named (m, "Pestilence");
  gboolean unicorn = is_unicorn (m) || (v->muse_37_items && nhs_monster_named (m, "ki-rin"));
  gboolean floater = is_floater (m, v);
  gboolean immobile = m->speed == 0;
  gboolean impaired = s->confused || s->stunned || s->blind;
  gboolean lizard_state = s->confused || (v->muse_lizard_when_stunned && s->stunned);
  int fraction = s->hero_level < 10 ? 5 : s->hero_level < 14 ? 4 : 3;
  gboolean hurt;
  gboolean escape = FALSE;
  gboolean items_ok;
  int dist2 = s->distance * s->distance;

  if (nature != NULL)
    {
      gate (g, nature);
      return;
    }
  if (dist2 > 25)
    gate (g, TR ("The hero is more than 5 squares away (dist² > 25): it does not look for a defence."));
  if (s->hero_swallowed)
    gate (g, TR ("It has swallowed the hero: no defence."));

  note (g, TR ("Checked in this order; the first that applies is used."));

  /* Confused, stunned or blind: unicorn horn first. */
  if (unicorn)
    add (g, impaired, TR ("its own horn"), TR ("uses its horn to cure itself"), NULL,
         TR ("A unicorn%s uses its own horn when confused, stunned or blind%s."),
         v->muse_37_items ? TR (" (or ki-rin)") : "", impaired ? "" : TR (" (it is none of these)"));
  else
    add (g, impaired && hands, "unicorn horn", TR ("applies it to cure itself"), NULL,
         TR ("Non-cursed horn only, when confused, stunned or blind; needs hands%s."),
         !hands ? TR (" (it has none)") : !impaired ? TR (" (it is none of these now)") : "");

  add (g, lizard_state, "lizard corpse", TR ("eats it to cure confusion"), NULL,
       TR ("When %s."), v->muse_lizard_when_stunned ? TR ("confused or stunned") : TR ("confused (not when only stunned)"));
  if (v->muse_lizard_when_stunned)
    add (g, lizard_state && hands, "tin of lizard meat", TR ("opens and eats it"), "2/3",
         TR ("When confused or stunned, if it can open tins; it manages it 2 times in 3."));

  /* Blind: healing potions cure blindness. */
  if (pest)
    add (g, FALSE, TR ("potion of healing (when blind)"), "—", NULL,
         TR ("Pestilence never drinks healing, even when blind."));
  else
    {
      const char *pots[] = { "potion of full healing", "potion of extra healing", "potion of healing" };
      for (guint i = 0; i < G_N_ELEMENTS (pots); i++)
        add (g, s->blind && hands, pots[i], TR ("quaffs it to cure blindness"), NULL,
             TR ("When blind (best potion first); needs hands%s."),
             !hands ? TR (" (it has none)") : !s->blind ? TR ("; it is not blind now") : "");
    }

  if (v->muse_37_items)
    add (g, FALSE, "wand of undead turning", TR ("zaps it at the hero"), NULL,
         TR ("Only when the hero wields a cockatrice corpse, is lined up and it is hostile and not stoning-resistant."));

  hurt = !(s->hp >= s->hp_max || (s->hp >= 10 && s->hp * fraction >= s->hp_max));
  {
    g_autofree char *t = g_strdup_printf (TR ("The rest only when hurt: HP below max and (HP below 10 or "
                                          "HP×%d below max; %d because the hero is XL %d). Now %d/%d: %s."),
                                          fraction, fraction, s->hero_level, s->hp, s->hp_max,
                                          hurt ? TR ("hurt") : TR ("not hurt enough"));
    note (g, t);
  }

  if (s->peaceful)
    {
      const char *pots[] = { "potion of full healing", "potion of extra healing", "potion of healing" };
      note (g, TR ("A peaceful monster only heals (it does not flee from the hero)."));
      for (guint i = 0; i < G_N_ELEMENTS (pots); i++)
        add (g, hurt && hands, pots[i], TR ("quaffs it"), NULL,
             TR ("Peaceful and hurt: best healing potion first; needs hands."));
      return;
    }

  /* Escape by stairs or traps, before any item. */
  {
    NhsMuseSpot spot = s->spot;
    gboolean can_move = !immobile;
    struct { NhsMuseSpot spot; const char *item; const char *use; gboolean ok; const char *why; } spots[] = {
      { NHS_MUSE_SPOT_DOWNSTAIRS, TR ("down stairs"), TR ("goes down to escape"), !floater,
        TR ("When standing on them; not floaters.") },
      { NHS_MUSE_SPOT_UPSTAIRS, TR ("up stairs"), TR ("goes up to escape"), TRUE,
        TR ("When standing on them.") },
      { NHS_MUSE_SPOT_UP_LADDER, TR ("up ladder"), TR ("climbs up to escape"), TRUE,
        TR ("When standing on it.") },
      { NHS_MUSE_SPOT_DOWN_LADDER, TR ("down ladder"), TR ("climbs down to escape"), !floater,
        TR ("When standing on it; not floaters.") },
      { NHS_MUSE_SPOT_BRANCH_STAIRS, TR ("branch stairs"), TR ("takes them to escape"), TRUE,
        TR ("When standing on them (down ones: not floaters).") },
      { NHS_MUSE_SPOT_TRAPDOOR, TR ("trap door or hole"), TR ("jumps in to escape"), !floater && !is_shk_guard_priest (m),
        TR ("Within one step and the level can be fallen through; not floaters, shopkeepers, guards or priests; beats a teleport trap.") },
      { NHS_MUSE_SPOT_TELEPORT_TRAP, "teleportation trap", TR ("steps on it to escape"), TRUE,
        TR ("Within one step.") },
    };
    for (guint i = 0; i < G_N_ELEMENTS (spots); i++)
      {
        gboolean ok = hurt && can_move && spots[i].ok && spot == spots[i].spot;
        escape |= ok && g->active;
        add (g, ok, spots[i].item, spots[i].use, NULL, "%s%s", spots[i].why,
             immobile ? TR (" It cannot move (speed 0).") : "");
      }
  }

  if (!hands)
    {
      gate (g, TR ("It has no hands (M1_NOHANDS): no defensive items, only stairs and traps."));
      g->active = escape;
    }

  if (nhs_monster_has (m, NHS_M2_MERC))
    add (g, FALSE, "bugle", TR ("blows it to wake the troops"), NULL,
         TR ("Mercenaries, when a sleeping or paralysed soldier (not a guard) is within 3 squares."));

  items_ok = hurt && hands && !escape;
  note (g, TR ("Items: the first kind in this list that it carries wins; once it has found one, "
           "each further item in its inventory ends the search with chance 1/3."));
  if (escape)
    note (g, TR ("Stairs or a trap come first: no item is used while one is available."));

  {
    gboolean dig_ok = !floater && !is_shk_guard_priest (m) && !s->sokoban;
    add (g, items_ok && dig_ok, "wand of digging", TR ("zaps it down and falls to the level below"), NULL,
         TR ("Charged; not floaters, shopkeepers, guards or priests; not in Sokoban, on undiggable or bottom levels, "
         "water, lava or ice%s."), floater ? TR (" (it floats)") : s->sokoban ? TR (" (Sokoban)") : "");
  }
  add (g, items_ok && !s->noteleport, "wand of teleportation", TR ("zaps itself away"), NULL,
       TR ("Charged; not on a no-teleport level it knows of (carrying the Amulet, it zaps the hero instead)."));
  add (g, items_ok && !s->noteleport && !s->blind && !nhs_monster_has (m, NHS_M1_NOEYES),
       "scroll of teleportation", TR ("reads it and vanishes"), NULL,
       TR ("Needs eyes and sight; cursed ones not by shopkeepers in their shop, guards or priests."));
  if (!pest)
    {
      add (g, items_ok, "potion of full healing", TR ("quaffs it"), NULL, TR ("Heals fully."));
      add (g, items_ok, "potion of extra healing", TR ("quaffs it"), NULL, TR ("Heals."));
      add (g, items_ok, "wand of create monster", TR ("zaps it for help"), NULL, TR ("Charged."));
      if (v->muse_slashem_items)
        add (g, items_ok, "wand of create horde", TR ("zaps it for help"), NULL, TR ("Charged (SLASH'EM)."));
      add (g, items_ok, "potion of healing", TR ("quaffs it"), NULL, TR ("Heals."));
      if (v->muse_xnh_items)
        add (g, items_ok && (s->blind || s->confused || s->stunned), "potion of restore ability", TR ("quaffs it"),
             NULL, TR ("Uncursed; when blind, confused, stunned or cancelled (xNetHack)."));
      if (v->muse_slashem_items)
        {
          add (g, items_ok, "wand of healing", TR ("zaps itself"), NULL, TR ("Charged (SLASH'EM)."));
          add (g, items_ok, "wand of extra healing", TR ("zaps itself"), NULL, TR ("Charged (SLASH'EM)."));
          add (g, items_ok && nhs_monster_has (m, NHS_M2_VAMPIRE), "potion of vampire blood", TR ("quaffs it"), NULL,
               TR ("Vampires only (SLASH'EM)."));
        }
    }
  else
    {
      add (g, items_ok, "potion of sickness", TR ("quaffs it (it heals Pestilence)"), NULL,
           TR ("Pestilence drinks sickness where others drink full healing."));
      add (g, items_ok, "wand of create monster", TR ("zaps it for help"), NULL, TR ("Charged."));
    }
  add (g, items_ok, "scroll of create monster", TR ("reads it for help"), NULL, TR ("Any."));
}

/* find_misc() */
static void
explain_misc (NhsMuseGroup           *g,
              const NhsMonster       *m,
              const NhsVariant       *v,
              const NhsMuseSituation *s,
              const NhsPhrasebook    *pb)
{
  const char *nature = nature_gate (m, pb);
  gboolean hands = !nhs_monster_has (m, NHS_M1_NOHANDS);
  gboolean weak = m->difficulty < 6;
  gboolean shifter = nhs_monster_has (m, NHS_M2_SHAPESHIFTER);
  gboolean gaze = nhs_monster_has_attack (m, "AT_GAZE");
  gboolean ok;
  int dist2 = s->distance * s->distance;

  if (nature != NULL)
    {
      gate (g, nature);
      return;
    }
  if (s->hero_swallowed)
    gate (g, TR ("It has swallowed the hero."));
  if (dist2 > 36)
    gate (g, TR ("The hero is more than 6 squares away (dist² > 36)."));

  add (g, s->spot == NHS_MUSE_SPOT_POLY_TRAP && weak && !shifter && m->speed > 0,
       "polymorph trap", TR ("steps on it to become something else"), NULL,
       TR ("Within one step; only monsters of difficulty below 6 (this one: %d), not shapeshifters, not immobile."),
       m->difficulty);
  if (!hands)
    {
      gate (g, TR ("It has no hands (M1_NOHANDS): no miscellaneous items."));
      return;
    }
  ok = g->active;

  note (g, TR ("Kinds in priority order, but a potion of gain level is replaced by any usable item after it "
           "in the monster's inventory (the game's own comment calls this a bug)."));
  add (g, ok, "potion of gain level", TR ("quaffs it"), NULL,
       TR ("Cursed ones not by guards, shopkeepers or priests (they would rise through the ceiling)."));
  if (v->muse_bullwhip_one_in_five)
    add (g, ok && !s->peaceful && s->hero_wields_weapon && s->distance <= 1, "bullwhip",
         TR ("cracks it to disarm the hero"), "1/5",
         TR ("Wielded by a hostile monster next to the hero who wields a weapon it can let go; 1 turn in 5."));
  else
    add (g, ok && !s->peaceful && s->hero_wields_weapon && s->distance == 1, "bullwhip",
         TR ("cracks it to disarm the hero"), NULL,
         TR ("Wielded by a hostile monster orthogonally next to the hero, who wields a weapon%s."),
         v->muse_slashem_items ? TR (" that is not cursed") : "");
  {
    gboolean invis_ok = ok && (!s->peaceful || s->hero_sees_invisible) && !gaze;
    const char *why = gaze ? TR ("Not monsters with a gaze attack (unless cancelled).")
                           : TR ("Not already invisible; peaceful ones only if the hero sees invisible.");
    add (g, invis_ok, "wand of make invisible", TR ("zaps itself"), NULL, TR ("Charged. %s"), why);
    add (g, invis_ok, "potion of invisibility", TR ("quaffs it"), NULL, "%s", why);
  }
  add (g, ok && !nhs_monster_named (m, "guard"), "wand of speed monster", TR ("zaps itself"), NULL,
       TR ("Charged; not already fast; not vault guards."));
  add (g, ok && !nhs_monster_named (m, "guard"), "potion of speed", TR ("quaffs it"), NULL,
       TR ("Not already fast; not vault guards."));
  add (g, ok && weak && !shifter, "wand of polymorph", TR ("zaps itself"), NULL,
       TR ("Charged; difficulty below 6 (this one: %d); not shapeshifters."), m->difficulty);
  add (g, ok && weak && !shifter, "potion of polymorph", TR ("quaffs it"), NULL,
       TR ("Difficulty below 6 (this one: %d); not shapeshifters."), m->difficulty);
  if (v->muse_37_items)
    add (g, ok, TR ("container"), TR ("takes something out of it"), "1/5",
         TR ("A bag or box with contents, not locked or trapped, when nothing else was found; 1 time in 5."));
}

/* find_offensive() */
static void
explain_offensive (NhsMuseGroup           *g,
                   const NhsMonster       *m,
                   const NhsVariant       *v,
                   const NhsMuseSituation *s,
                   const NhsPhrasebook    *pb)
{
  const char *nature = nature_gate (m, pb);
  gboolean ok;
  gboolean rays_ok = TRUE;
  const char *ray_chance = NULL;
  const char *ray_why = "";
  gboolean horn_ok = !v->muse_horns_need_breath || can_blow (m);
  gboolean adjacent = s->distance <= 1;
  gboolean earth_always;

  if (nature != NULL)
    {
      gate (g, nature);
      return;
    }
  if (s->peaceful)
    gate (g, TR ("Peaceful monsters never attack with items."));
  if (nhs_monster_has (m, NHS_M1_NOHANDS))
    gate (g, TR ("It has no hands (M1_NOHANDS)."));
  if (s->hero_swallowed)
    gate (g, TR ("The hero is engulfed: no monster uses attack items."));
  if (s->sanctuary)
    gate (g, TR ("The hero is in a temple of their own god (sanctuary)."));
  if (has_damage (m, "AD_HEAL") && !s->hero_wields_weapon && !s->hero_wears_armor)
    gate (g, TR ("A healer (AD_HEAL) does not attack a hero with no weapon and no armour."));
  if (!s->lined_up)
    gate (g, TR ("The hero is not in a straight line (orthogonal or diagonal) from it."));
  ok = g->active;

  if (v->muse_reflection_remembered)
    {
      if (s->seen_reflection || adjacent)
        {
          rays_ok = FALSE;
          ray_why = s->seen_reflection ? TR (" Skipped: it has seen the hero reflect.") : TR (" Skipped: it is next to the hero.");
        }
    }
  else if (s->hero_reflects)
    {
      ray_chance = "1/2";
      ray_why = TR (" The hero reflects: rays and horns are skipped half the time.");
    }

  if (v->muse_death_wand_kept)
    note (g, TR ("Kinds in priority order: the first kind it carries wins."));
  else
    note (g, TR ("Kinds in priority order, except that a wand of death is replaced by any usable item after it "
             "in the monster's inventory (no nomore() check for it)."));

  add (g, ok && rays_ok, "wand of death", TR ("zaps it at the hero"), ray_chance, TR ("Charged.%s"), ray_why);
  add (g, ok && rays_ok, "wand of sleep", TR ("zaps it at the hero"), ray_chance,
       TR ("Charged; not while the hero is already helpless.%s"), ray_why);
  if (v->muse_slashem_items)
    add (g, ok && rays_ok, "wand of fireball", TR ("zaps it at the hero"), ray_chance, TR ("Charged (SLASH'EM).%s"), ray_why);
  add (g, ok && rays_ok, "wand of fire", TR ("zaps it at the hero"), ray_chance, TR ("Charged.%s"), ray_why);
  add (g, ok && rays_ok && horn_ok, "fire horn", TR ("blows it at the hero"), ray_chance,
       TR ("Charged%s.%s"), v->muse_horns_need_breath ? (horn_ok ? TR ("; it can blow") : TR ("; it cannot blow a horn")) : "", ray_why);
  add (g, ok && rays_ok, "wand of cold", TR ("zaps it at the hero"), ray_chance, TR ("Charged.%s"), ray_why);
  add (g, ok && rays_ok && horn_ok, "frost horn", TR ("blows it at the hero"), ray_chance,
       TR ("Charged%s.%s"), v->muse_horns_need_breath ? (horn_ok ? TR ("; it can blow") : TR ("; it cannot blow a horn")) : "", ray_why);
  add (g, ok && rays_ok, "wand of lightning", TR ("zaps it at the hero"), ray_chance, TR ("Charged.%s"), ray_why);
  add (g, ok && rays_ok, "wand of magic missile", TR ("zaps it at the hero"), ray_chance, TR ("Charged.%s"), ray_why);
  if (v->muse_slashem_items)
    add (g, ok, "wand of draining", TR ("zaps it at the hero"), NULL, TR ("Charged (SLASH'EM)."));
  if (v->muse_37_items)
    add (g, FALSE, "wand of undead turning", TR ("zaps it at the hero"), NULL,
         TR ("Only against a hero wielding a cockatrice corpse."));
  add (g, ok, "wand of striking", TR ("zaps it at the hero"), NULL, TR ("Charged; reflection does not stop it."));
  if (v->muse_37_items)
    add (g, FALSE, "wand of teleportation", TR ("zaps the hero away"), NULL,
         TR ("Only when the hero stands on stairs or a scary square (or blocks a chokepoint), "
         "without teleport control."));
  add (g, ok, "potion of paralysis", TR ("throws it at the hero"), NULL, TR ("Not while the hero is already helpless."));
  add (g, ok && !nhs_monster_has_attack (m, "AT_GAZE"), "potion of blindness", TR ("throws it at the hero"), NULL,
       TR ("Not monsters with a gaze attack."));
  if (v->muse_xnh_items)
    add (g, ok && !nhs_monster_has_attack (m, "AT_GAZE"), "potion of hallucination", TR ("throws it at the hero"), NULL,
         TR ("Not monsters with a gaze attack (xNetHack)."));
  add (g, ok, "potion of confusion", TR ("throws it at the hero"), NULL, TR ("Any."));
  add (g, ok, "potion of sleeping", TR ("throws it at the hero"), NULL, TR ("Any."));
  if (v->muse_slashem_items)
    add (g, ok, "potion of amnesia", TR ("throws it at the hero"), NULL, TR ("Any (SLASH'EM)."));
  add (g, ok, "potion of acid", TR ("throws it at the hero"), NULL, TR ("Any."));
  if (v->muse_xnh_items)
    {
      add (g, ok, "potion of oil", TR ("lights it and throws it at the hero"), NULL,
           TR ("Not next to the hero while it has 10 HP or fewer and does not resist fire (xNetHack)."));
      add (g, ok && !s->sanctuary, "magic flute", TR ("plays it to put the hero to sleep"), "1/3",
           TR ("Charged; the hero awake; within dist2 5 × its level (%d); 1 time in 3 (xNetHack)."), m->level * 5);
    }
  earth_always = s->metal_helmet || s->confused || nhs_monster_has (m, NHS_M1_AMORPHOUS)
                 || nhs_monster_has (m, NHS_M1_WALLWALK) || noncorporeal (m, v)
                 || nhs_monster_has (m, NHS_M1_UNSOLID);
  add (g, ok && adjacent && !s->blind && !nhs_monster_has (m, NHS_M1_NOEYES), "scroll of earth",
       TR ("reads it to drop boulders around the hero"), earth_always ? NULL : "1/10",
       TR ("Next to the hero, with eyes and sight; %s; not on the Rogue level or the Planes (but Earth)."),
       earth_always ? TR ("safe for it (hard hat, confused, amorphous, wall-walker, ghost or unsolid)")
                    : TR ("a monster the boulders would hurt risks it 1 time in 10"));
  if (v->muse_37_items)
    add (g, ok && adjacent, "expensive camera", TR ("flashes it at the hero"), "1/6",
         TR ("Next to a hero who can be blinded; 1 time in 6."));
  if (v->muse_slashem_items)
    add (g, ok, "wand of cancellation", TR ("zaps it at the hero"), NULL, TR ("Charged (SLASH'EM)."));
}

/* searches_for_item(): the kinds a monster that uses items walks to. */
static char *
searched_items (const NhsMonster    *m,
                const NhsVariant    *v,
                const NhsPhrasebook *pb)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  gboolean gaze = nhs_monster_has_attack (m, "AT_GAZE");

  if (!gaze)
    g_ptr_array_add (list, (gpointer) TR ("wand of make invisible, potion of invisibility (if not invisible)"));
  g_ptr_array_add (list, (gpointer) TR ("wand of speed monster, potion of speed (if not fast)"));
  if (!is_floater (m, v))
    g_ptr_array_add (list, (gpointer) "wand of digging");
  if (m->difficulty < 6)
    g_ptr_array_add (list, (gpointer) "wand of polymorph");
  g_ptr_array_add (list, (gpointer) TR ("ray wands, wands of striking, teleportation, create monster"));
  if (v->muse_slashem_items)
    g_ptr_array_add (list, (gpointer) TR ("wands of create horde, draining, healing, extra healing, cancellation"));
  if (v->muse_37_items)
    g_ptr_array_add (list, (gpointer) "wand of undead turning");
  g_ptr_array_add (list, (gpointer) TR ("potions of healing, extra healing, full healing, polymorph, gain level, "
                         "paralysis, sleeping, acid, confusion"));
  if (!gaze)
    g_ptr_array_add (list, (gpointer) "potion of blindness");
  if (v->muse_slashem_items)
    g_ptr_array_add (list, (gpointer) "potion of amnesia");
  if (v->muse_slashem_items && nhs_monster_has (m, NHS_M2_VAMPIRE))
    g_ptr_array_add (list, (gpointer) "potion of vampire blood");
  g_ptr_array_add (list, (gpointer) (v->muse_horns_need_breath
                                     ? TR ("scrolls of teleportation, create monster, earth, fire")
                                     : TR ("scrolls of teleportation, create monster, earth")));
  if (!nonliving (m))
    g_ptr_array_add (list, (gpointer) "amulet of life saving");
  g_ptr_array_add (list, (gpointer) (v->muse_37_items ? TR ("amulets of reflection and guarding")
                                                        : "amulet of reflection"));
  if (nhs_monster_has (m, NHS_M1_NEEDPICK))
    g_ptr_array_add (list, (gpointer) "pick-axe");
  if (!is_unicorn (m) && !(v->muse_37_items && nhs_monster_named (m, "ki-rin")))
    g_ptr_array_add (list, (gpointer) TR ("non-cursed unicorn horn"));
  if (!v->muse_horns_need_breath || can_blow (m))
    g_ptr_array_add (list, (gpointer) TR ("charged fire and frost horns"));
  if (v->muse_37_items)
    g_ptr_array_add (list, (gpointer) TR ("containers, charged expensive cameras"));
  if (v->muse_xnh_items)
    g_ptr_array_add (list, (gpointer) TR ("potions of oil, amulets of ESP, charged magic flutes, a skeleton key or lock pick"));
  if (v->muse_slashem_items && likes_objs (m))
    g_ptr_array_add (list, (gpointer) TR ("weapon-tools"));
  g_ptr_array_add (list, (gpointer) TR ("cockatrice corpses (only when wearing gloves)"));
  if (!(m->resists & NHS_MR_STONE))
    g_ptr_array_add (list, (gpointer) (v->muse_lizard_when_stunned
                                       ? TR ("lizard and acidic corpses and tins (cures stoning)")
                                       : TR ("lizard and acidic corpses (cures stoning)")));
  g_ptr_array_add (list, (gpointer) TR ("cockatrice eggs"));
  g_ptr_array_add (list, NULL);
  return g_strjoinv ("; ", (char **) list->pdata);
}

/* m_move() pickup (monmove.c) and can_carry() (mon.c) */
static void
explain_pickup (NhsMuseGroup           *g,
                const NhsMonster       *m,
                const NhsVariant       *v,
                const NhsMuseSituation *s,
                const NhsPhrasebook    *pb)
{
  gboolean uses = !nhs_monster_has (m, NHS_M1_MINDLESS) && !nhs_monster_has (m, NHS_M1_ANIMAL);
  gboolean unicorn = is_unicorn (m);
  gboolean any = FALSE;
  const char *uni = unicorn ? TR (" (a unicorn takes only gemstones)") : "";

  if (nhs_monster_has (m, NHS_M1_NOTAKE))
    gate (g, TR ("It cannot carry anything (M1_NOTAKE)."));
  if (s->peaceful && !nhs_monster_named (m, "shopkeeper"))
    gate (g, TR ("Peaceful monsters (not tame, not shopkeepers) carry nothing new: can_carry() refuses."));
  note (g, TR ("Hostile monsters look every turn (peaceful ones 1 turn in 10, though only shopkeepers among "
           "them may take anything); not while closing in on a hero in throwing range; never on the Rogue level."));
  note (g, TR ("Search radius 5 squares (4 when the hero is nearer, 1 for hostile mercenaries); in a shop "
           "only 1 turn in 25; rocks never lure it."));
  if (nhs_monster_has (m, NHS_M1_NOHANDS))
    note (g, TR ("Without hands it takes one object of a stack at a time (dragons: whole stacks of gold and gems; "
             "engulfers too)."));

  if (nhs_monster_has (m, NHS_M2_GREEDY))
    {
      add (g, TRUE, TR ("gold"), TR ("picks it up"), NULL, TR ("Greedy (M2_GREEDY); while carrying under 95%% of its capacity."));
      any = TRUE;
    }
  if (nhs_monster_has (m, NHS_M2_JEWELS))
    {
      add (g, TRUE, TR ("gems"), TR ("picks them up"), NULL,
           TR ("Likes gems (M2_JEWELS): gems and glass, not gray stones; under 85%% load%s."), uni);
      any = TRUE;
    }
  if (likes_objs (m))
    {
      add (g, TRUE, TR ("weapons, armour, gems, food"), TR ("picks them up"), NULL,
           TR ("Collector (%s); corpses only if it is a nymph; under 75%% load%s."),
           nhs_monster_has (m, NHS_M2_COLLECT) ? "M2_COLLECT" : TR ("has a weapon attack"), uni);
      any = TRUE;
    }
  if (nhs_monster_has (m, NHS_M2_MAGIC))
    {
      add (g, TRUE, TR ("amulets, potions, scrolls, wands, rings, spellbooks"), TR ("picks them up"), NULL,
           TR ("Likes magic (M2_MAGIC); under 85%% load%s."), uni);
      any = TRUE;
    }
  if (nhs_monster_has (m, NHS_M2_ROCKTHROW))
    {
      add (g, !s->sokoban, TR ("boulders"), TR ("picks them up to throw"), NULL,
           TR ("Rock thrower (M2_ROCKTHROW); under 50%% load; not in Sokoban."));
      any = TRUE;
    }
  if (uses && !nhs_monster_named (m, "ghost"))
    {
      g_autofree char *items = searched_items (m, v, pb);
      add (g, TRUE, TR ("items it can use"), TR ("picks them up"), NULL,
           TR ("Not animal or mindless; under 75%% load: %s."), items);
      any = TRUE;
    }
  else if (nhs_monster_named (m, "ghost"))
    note (g, TR ("Ghosts do not loot (bones piles)."));
  if (nhs_monster_named (m, "gelatinous cube"))
    {
      add (g, TRUE, TR ("almost anything"), TR ("engulfs it"), NULL, TR ("Gelatinous cubes eat objects (not boulders, rocks, "
           "iron balls or cockatrice corpses)."));
      any = TRUE;
    }
  if (nhs_monster_has (m, NHS_M1_CONCEAL))
    {
      add (g, TRUE, TR ("any object out of the hero's sight"), TR ("hides under it"), NULL,
           TR ("Hides under objects (M1_CONCEAL): walks to them but does not pick them up for that."));
      any = TRUE;
    }
  if (!any)
    gate (g, TR ("None of the likes apply: it is not greedy, a collector, a magic or gem lover, a rock "
             "thrower, and it does not use items."));
}

/* ---- EvilHack: the explanation asked of the scenario decisions ---- */

/* The stairs, ladders and traps the decisions name without an item */
static const struct { const char *muse, *where; } spot_words[] = {
  { "MUSE_UPSTAIRS", NHS_N_ ("up stairs") }, { "MUSE_DOWNSTAIRS", NHS_N_ ("down stairs") },
  { "MUSE_UP_LADDER", NHS_N_ ("up ladder") }, { "MUSE_DN_LADDER", NHS_N_ ("down ladder") },
  { "MUSE_SSTAIRS", NHS_N_ ("branch stairs") }, { "MUSE_TRAPDOOR", NHS_N_ ("trap door or hole") },
  { "MUSE_TELEPORT_TRAP", "teleportation trap" }, { "MUSE_POLY_TRAP", "polymorph trap" },
};

/* The situations in which an item is tried to know whether the monster
   could ever use it (a hostile monster, the hero at XL 1 with a long
   sword and ring mail, as nhs_muse_situation_init () has them): hurt or
   not, next to the hero or two squares away, confused and blind,
   cancelled, the hero wielding a cockatrice corpse. */
typedef struct {
  int hp, distance;
  gboolean impaired, cancelled, cockatrice;
} Probe;

static const Probe probes[] = {
  { 1, 2, FALSE, FALSE, FALSE }, { 1, 1, FALSE, FALSE, FALSE }, { 10, 2, FALSE, FALSE, FALSE },
  { 10, 1, FALSE, FALSE, FALSE }, { 1, 2, TRUE, FALSE, FALSE }, { 10, 2, TRUE, FALSE, FALSE },
  { 10, 2, FALSE, TRUE, FALSE }, { 10, 2, FALSE, FALSE, TRUE },
};

static const NhsMuseCategory category_of_fn[NHS_MUSE_N_FN] = {
  [NHS_MUSE_FN_DEFENSIVE] = NHS_MUSE_DEFENSIVE, [NHS_MUSE_FN_MISC] = NHS_MUSE_MISC,
  [NHS_MUSE_FN_OFFENSIVE] = NHS_MUSE_OFFENSIVE,
};

/* the outcome of function fn that uses `item', or NULL */
static const NhsMuseOutcome *
outcome_using (const NhsMuseDecision *d,
               int                    fn,
               const char            *item)
{
  for (guint i = 0; i < d->outcomes[fn]->len; i++)
    {
      const NhsMuseOutcome *o = g_ptr_array_index (d->outcomes[fn], i);

      if (o->muse != NULL && o->item != NULL && g_ascii_strcasecmp (o->item, item) == 0)
        return o;
    }
  return NULL;
}

/* the scenario of the situation with the monster carrying only `item'
   (a container empty: what is in it is not known) */
static NhsMuseScenario *
scenario_with (const NhsMuseSituation *s,
               const NhsVariant       *v,
               const NhsMonster       *m,
               const char             *item)
{
  NhsMuseScenario *sc = nhs_muse_scenario_for_situation (s, v, m, NULL, NULL);
  NhsMuseItem *it = item != NULL ? nhs_muse_scenario_add_item (sc, item) : NULL;

  if (it != NULL)
    it->empty = it->kind == NHS_MI_CONTAINER;
  return sc;
}

/* the functions (bits) that use `item' in some probe situation, and how
   each used it first (muse[fn], the game's MUSE_* code) */
static guint
used_in_probes (const NhsMonster *m,
                const NhsVariant *v,
                const char       *item,
                const char       *muse[NHS_MUSE_N_FN])
{
  guint fns = 0;

  for (guint p = 0; p < G_N_ELEMENTS (probes); p++)
    {
      NhsMuseSituation s;
      g_autoptr (NhsMuseScenario) sc = NULL;
      g_autoptr (NhsMuseDecision) d = NULL;

      nhs_muse_situation_init (&s);
      s.hp = probes[p].hp;
      s.distance = probes[p].distance;
      s.confused = s.blind = probes[p].impaired;
      sc = scenario_with (&s, v, m, item);
      sc->cancelled = probes[p].cancelled;
      if (probes[p].cockatrice)
        {
          g_free (sc->hero_wielding);
          sc->hero_wielding = g_strdup ("cockatrice corpse");
        }
      d = nhs_muse_decide (sc, v);
      for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
        {
          const NhsMuseOutcome *o = outcome_using (d, fn, item);

          if (o != NULL && !(fns & (1u << fn)))
            muse[fn] = o->muse;   /* (a static string of the decisions) */
          if (o != NULL)
            fns |= 1u << fn;
        }
    }
  return fns;
}

/* the last check function fn made (its words, and whether it held); the
   look into a container, which every item gets, does not count */
static char *
last_check (const NhsMuseDecision *d,
            int                    fn,
            const NhsPhrasebook   *pb)
{
  for (guint i = d->trace[fn]->len; i-- > 0;)
    {
      const NhsMuseTraceStep *t = g_ptr_array_index (d->trace[fn], i);
      g_autofree char *words = NULL;

      if (strcmp (t->reached, "0") == 0
          || t->rule == NHS_MUSE_RULE_A_CONTAINER_ITS_CONTENTS_ARE_SEARCHED_EMPTY_HERE)
        continue;
      words = nhs_muse_rule_has_number (t->rule)
              ? g_strdup_printf (TR (nhs_muse_rule_template (t->rule)), t->number)
              : g_strdup (TR (nhs_muse_rule_template (t->rule)));
      /* Translators: a check's words and the chance it held ("1/3") */
      return g_strdup_printf (TR ("%s (held: %s)"), words, t->held);
    }
  return g_strdup (TR ("no check was made"));
}

/* an entry the decisions gave: used now (o), or else how it is used in
   another situation (muse, function fn) */
static void
add_decided (NhsMuseGroup          *g,
             const NhsMuseOutcome  *o,
             const char            *muse,
             int                    fn,
             const char            *item,
             const char            *reason)
{
  gboolean sure = o != NULL && (strcmp (o->probability, "1") == 0
                                || strcmp (o->probability, "1/1") == 0);
  NhsMuseEntry *e;

  if (o != NULL)
    muse = o->muse, fn = (int) o->fn;
  e = add (g, o != NULL, item, muse, o != NULL && !sure ? o->probability : NULL, "%s", reason);
  e->muse = muse;
  e->fn = fn;
}

static void
explain_by_decisions (NhsMuseAnswer          *a,
                      const NhsMonster       *m,
                      const NhsVariant       *v,
                      const NhsMuseSituation *s,
                      const NhsPhrasebook    *pb)
{
  const char *nature = nature_gate (m, pb);
  const NhsMuseItemInfo *items;
  guint n = 0;
  gboolean noted_unmodelled = FALSE;

  for (int c = NHS_MUSE_DEFENSIVE; c <= NHS_MUSE_OFFENSIVE; c++)
    note (&a->groups[c], TR ("The items it uses in some situation (hurt or not, next to the hero or "
                         "not, confused and blind, cancelled, the hero wielding a cockatrice "
                         "corpse), each as the scenario decisions (This turn) answer for the "
                         "situation set here, the monster carrying only that item, charged and "
                         "not cursed."));
  if (nature != NULL)
    for (int c = NHS_MUSE_DEFENSIVE; c <= NHS_MUSE_OFFENSIVE; c++)
      gate (&a->groups[c], nature);
  /* with no item: the stairs and traps where it stands */
  {
    g_autoptr (NhsMuseScenario) sc = scenario_with (s, v, m, NULL);
    g_autoptr (NhsMuseDecision) d = nhs_muse_decide (sc, v);

    for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
      for (guint i = 0; i < d->outcomes[fn]->len; i++)
        {
          const NhsMuseOutcome *o = g_ptr_array_index (d->outcomes[fn], i);

          for (guint k = 0; o->muse != NULL && o->item == NULL && k < G_N_ELEMENTS (spot_words); k++)
            if (strcmp (o->muse, spot_words[k].muse) == 0)
              add_decided (&a->groups[category_of_fn[fn]], o, NULL, fn, TR (spot_words[k].where),
                           TR ("Where it stands now."));
        }
  }
  items = nhs_muse_items (v, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (NhsMuseScenario) sc = NULL;
      g_autoptr (NhsMuseDecision) d = NULL;
      const NhsMuseItemFate *fate;
      const char *muse[NHS_MUSE_N_FN] = { NULL };
      char *why;
      guint fns;

      if (items[i].kind == NHS_MI_OTHER)
        continue;
      sc = scenario_with (s, v, m, items[i].name);
      if ((why = nhs_muse_scenario_unmodelled (sc, pb)) != NULL)
        {
          /* (one sentence, for the first such item) */
          if (!noted_unmodelled)
            note (&a->groups[NHS_MUSE_MISC], why);
          noted_unmodelled = TRUE;
          g_free (why);
          continue;
        }
      d = nhs_muse_decide (sc, v);
      fns = used_in_probes (m, v, items[i].name, muse);
      for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
        {
          const NhsMuseOutcome *o = outcome_using (d, fn, items[i].name);
          g_autofree char *last = NULL, *reason = NULL;

          if (o == NULL && !(fns & (1u << fn)))
            continue;
          if (o == NULL)
            {
              last = last_check (d, fn, pb);
              reason = g_strdup_printf (TR ("Not used in this situation; the last check made: %s."), last);
            }
          add_decided (&a->groups[category_of_fn[fn]], o, muse[fn], fn, items[i].name,
                       o != NULL ? TR ("Used in this situation, were it its only item.") : reason);
          fns |= 1u << fn;
        }
      if (fns == 0)
        continue;
      /* picking it up (monmove.c, mon.c, muse.c searches_for_item ()) */
      fate = &d->fates[0];
      if (fate->likes != 0 && fate->carry == NHS_MUSE_CARRY_OK)
        {
          g_autoptr (GString) likes = g_string_new (NULL);

          for (int l = 0; l < NHS_MUSE_N_LIKES; l++)
            if (fate->likes & (1u << l))
              g_string_append_printf (likes, "%s%s", likes->len ? "; " : "",
                                      TR (nhs_muse_like_text (1u << l)));
          add (&a->groups[NHS_MUSE_PICKUP], TRUE, items[i].name, TR ("picks it up"), NULL, "%s.",
               likes->str);
        }
      else if (fate->likes != 0 && fate->carry == NHS_MUSE_CARRY_MATERIAL_UNKNOWN)
        /* can_carry () reads a material not said (nhs_muse_material_refusal ()) */
        add (&a->groups[NHS_MUSE_PICKUP], FALSE, items[i].name, TR ("may pick it up"), NULL, "%s.",
             TR (nhs_muse_carry_text (fate->carry)));
      else
        add (&a->groups[NHS_MUSE_PICKUP], FALSE, items[i].name, TR ("leaves it lying"), NULL, "%s.",
             fate->carry != NHS_MUSE_CARRY_OK ? TR (nhs_muse_carry_text (fate->carry))
                                              : TR ("It does not look for it"));
    }
}

static void
group_init (NhsMuseGroup   *g,
            NhsMuseCategory category)
{
  g->category = category;
  g->active = TRUE;
  g->gates = g_ptr_array_new_with_free_func (g_free);
  g->notes = g_ptr_array_new_with_free_func (g_free);
  g->entries = g_ptr_array_new_with_free_func (entry_free);
}

NhsMuseAnswer *
nhs_muse_explain (const NhsMonster       *monster,
                  const NhsVariant       *variant,
                  const NhsMuseSituation *sit,
                  const NhsPhrasebook    *pb)
{
  NhsMuseAnswer *a;
  NhsMuseSituation defaults;

  g_return_val_if_fail (monster != NULL, NULL);
  g_return_val_if_fail (variant != NULL, NULL);
  if (sit == NULL)
    {
      nhs_muse_situation_init (&defaults);
      sit = &defaults;
    }
  a = g_new0 (NhsMuseAnswer, 1);
  a->monster = g_strdup (monster->name);
  a->variant = variant;
  for (int i = 0; i < NHS_MUSE_N_CATEGORIES; i++)
    group_init (&a->groups[i], i);
  if (variant->muse_explain_by_decisions)
    {
      explain_by_decisions (a, monster, variant, sit, pb);
      return a;
    }
  explain_defensive (&a->groups[NHS_MUSE_DEFENSIVE], monster, variant, sit, pb);
  explain_misc (&a->groups[NHS_MUSE_MISC], monster, variant, sit, pb);
  explain_offensive (&a->groups[NHS_MUSE_OFFENSIVE], monster, variant, sit, pb);
  explain_pickup (&a->groups[NHS_MUSE_PICKUP], monster, variant, sit, pb);
  return a;
}

void
nhs_muse_answer_free (NhsMuseAnswer *answer)
{
  if (answer == NULL)
    return;
  for (int i = 0; i < NHS_MUSE_N_CATEGORIES; i++)
    {
      g_ptr_array_unref (answer->groups[i].gates);
      g_ptr_array_unref (answer->groups[i].notes);
      g_ptr_array_unref (answer->groups[i].entries);
    }
  g_free (answer->monster);
  g_free (answer);
}

const NhsMuseEntry *
nhs_muse_answer_find (const NhsMuseAnswer *answer,
                      NhsMuseCategory      category,
                      const char          *item)
{
  const NhsMuseGroup *g;

  g_return_val_if_fail (answer != NULL && category < NHS_MUSE_N_CATEGORIES, NULL);
  g = &answer->groups[category];
  for (guint i = 0; i < g->entries->len; i++)
    {
      const NhsMuseEntry *e = g_ptr_array_index (g->entries, i);
      if (e->usable && (item == NULL || g_ascii_strcasecmp (e->item, item) == 0))
        return e;
    }
  return NULL;
}

static void
add_strings (JsonBuilder *b,
             const char  *name,
             GPtrArray   *strings)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < strings->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (strings, i));
  json_builder_end_array (b);
}

char *
nhs_muse_answer_to_json (const NhsMuseAnswer *a)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  GString *out;
  char *text;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, a->variant->key);
  json_builder_set_member_name (b, "monster");
  json_builder_add_string_value (b, a->monster);
  for (int c = 0; c < NHS_MUSE_N_CATEGORIES; c++)
    {
      const NhsMuseGroup *g = &a->groups[c];
      json_builder_set_member_name (b, category_keys[c]);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "active");
      json_builder_add_boolean_value (b, g->active);
      add_strings (b, "gates", g->gates);
      add_strings (b, "notes", g->notes);
      json_builder_set_member_name (b, "items");
      json_builder_begin_array (b);
      for (guint i = 0; i < g->entries->len; i++)
        {
          const NhsMuseEntry *e = g_ptr_array_index (g->entries, i);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "item");
          json_builder_add_string_value (b, e->item);
          json_builder_set_member_name (b, "use");
          json_builder_add_string_value (b, e->use);
          json_builder_set_member_name (b, "usable");
          json_builder_add_boolean_value (b, e->usable);
          if (e->chance != NULL)
            {
              json_builder_set_member_name (b, "chance");
              json_builder_add_string_value (b, e->chance);
            }
          json_builder_set_member_name (b, "reason");
          json_builder_add_string_value (b, e->reason);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = nhs_json_text (root);
  out = g_string_new (text);
  g_free (text);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

char *
nhs_muse_answer_to_table (const NhsMuseAnswer *a)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s — %s\n", a->monster, a->variant->display_name);
  for (int c = 0; c < NHS_MUSE_N_CATEGORIES; c++)
    {
      const NhsMuseGroup *g = &a->groups[c];
      g_string_append_printf (out, "\n%s%s\n", category_titles[c], g->active ? "" : " — stopped");
      for (guint i = 0; i < g->gates->len; i++)
        g_string_append_printf (out, "  ✗ %s\n", (char *) g_ptr_array_index (g->gates, i));
      for (guint i = 0; i < g->notes->len; i++)
        g_string_append_printf (out, "  · %s\n", (char *) g_ptr_array_index (g->notes, i));
      for (guint i = 0; i < g->entries->len; i++)
        {
          const NhsMuseEntry *e = g_ptr_array_index (g->entries, i);
          g_string_append_printf (out, "  %s %-34s %s%s%s%s — %s\n", e->usable ? "✓" : "-", e->item, e->use,
                                  e->chance ? " (chance " : "", e->chance ? e->chance : "",
                                  e->chance ? ")" : "", e->reason);
        }
    }
  return g_string_free (out, FALSE);
}

/* ---- Starting items ---- */

#define MAX_OUTCOMES 24

typedef struct {
  const char *items[MAX_OUTCOMES];   /* NULL item == nothing */
  NhsQ64 p[MAX_OUTCOMES];
  int n;
  gboolean overflow;                 /* a chance did not fit: not answered */
} Dist;

static void
dist_add (Dist       *d,
          const char *item,
          NhsQ64      p)
{
  if (p.num == 0)
    return;
  for (int i = 0; i < d->n; i++)
    if (g_strcmp0 (d->items[i], item) == 0)
      {
        d->p[i] = nhs_q64_add (d->p[i], p, &d->overflow);
        return;
      }
  g_assert (d->n < MAX_OUTCOMES);
  d->items[d->n] = item;
  d->p[d->n] = p;
  d->n++;
}

static void
dist_add_scaled (Dist       *d,
                 const Dist *src,
                 NhsQ64      scale)
{
  d->overflow |= src->overflow;
  for (int i = 0; i < src->n; i++)
    dist_add (d, src->items[i], nhs_q64_mul (src->p[i], scale, &d->overflow));
}

/* rnd_defensive_item(): one draw with trycnt already `tried`. */
static void
defensive_draw (Dist                    *d,
                const NhsVariant        *v,
                int                      difficulty,
                const NhsItemGenOptions *o,
                gboolean                 tried)
{
  int n = 8 + (difficulty > 3) + (difficulty > 6) + (difficulty > 8);
  NhsQ64 each = nhs_q64 (1, n);
  NhsQ64 third = nhs_q64 (1, 3), two_thirds = nhs_q64 (2, 3);
  gboolean soko_redraw = v->muse_sokoban_digging_redraw && o->sokoban;
  Dist direct = { 0 };
  NhsQ64 redraw_tele = NHS_Q64_ZERO;  /* chance of a teleport redraw */
  NhsQ64 redraw_self = NHS_Q64_ZERO;  /* chance of a Sokoban digging redraw (same trycnt) */

  for (int c = 0; c < n; c++)
    switch (c)
      {
      case 6: case 9:
        if (o->noteleport && !tried)
          {
            redraw_tele = nhs_q64_add (redraw_tele, each, &d->overflow);
            break;
          }
        dist_add (&direct, "wand of teleportation", nhs_q64_mul (each, third, &d->overflow));
        dist_add (&direct, "scroll of teleportation", nhs_q64_mul (each, two_thirds, &d->overflow));
        break;
      case 0: case 1:
        dist_add (&direct, "scroll of teleportation", each);
        break;
      case 8: case 10:
        dist_add (&direct, "wand of create monster", nhs_q64_mul (each, third, &d->overflow));
        dist_add (&direct, "scroll of create monster", nhs_q64_mul (each, two_thirds, &d->overflow));
        break;
      case 2:
        dist_add (&direct, "scroll of create monster", each);
        break;
      case 3:
        dist_add (&direct, "potion of healing", each);
        break;
      case 4:
        dist_add (&direct, "potion of extra healing", each);
        break;
      case 5:
        dist_add (&direct, o->pestilence ? "potion of sickness" : "potion of full healing", each);
        break;
      case 7:
        {
          NhsQ64 keep = each;
          if (soko_redraw)
            {
              redraw_self = nhs_q64_mul (each, nhs_q64 (3, 4), &d->overflow);
              keep = nhs_q64_mul (each, nhs_q64 (1, 4), &d->overflow);
            }
          dist_add (&direct, o->no_digging ? NULL : "wand of digging", keep);
        }
        break;
      default:
        break;
      }

  /* P = direct + redraw_tele * P(tried) + redraw_self * P  =>  P = (direct + ...) / (1 - redraw_self) */
  {
    Dist total = { 0 };
    NhsQ64 norm = nhs_q64_div (NHS_Q64_ONE, nhs_q64_not (redraw_self), &d->overflow);

    dist_add_scaled (&total, &direct, NHS_Q64_ONE);
    if (redraw_tele.num != 0)
      {
        Dist again = { 0 };
        defensive_draw (&again, v, difficulty, o, TRUE);
        dist_add_scaled (&total, &again, redraw_tele);
      }
    dist_add_scaled (d, &total, norm);
  }
}

static void
offensive_draw (Dist                    *d,
                const NhsVariant        *v,
                int                      difficulty,
                const NhsItemGenOptions *o)
{
  NhsQ64 rest = NHS_Q64_ONE;
  int n = 9 - (difficulty < 4) + 4 * (difficulty > 6);

  if (difficulty > 7)
    {
      dist_add (d, "wand of death", nhs_q64 (1, 35));
      rest = nhs_q64 (34, 35);
      if (v->muse_gen_polymorph_wand)
        {
          dist_add (d, "wand of polymorph", nhs_q64_mul (rest, nhs_q64 (1, 30), &d->overflow));
          rest = nhs_q64_mul (rest, nhs_q64 (29, 30), &d->overflow);
        }
    }
  if (v->muse_slashem_items && difficulty > 6)
    {
      dist_add (d, "wand of fireball", nhs_q64_mul (rest, nhs_q64 (1, 25), &d->overflow));
      rest = nhs_q64_mul (rest, nhs_q64 (24, 25), &d->overflow);
    }
  for (int c = 0; c < n; c++)
    {
      static const char *vanilla[] = {
        NULL, "wand of striking", "potion of acid", "potion of confusion", "potion of blindness",
        "potion of sleeping", "potion of paralysis", "wand of magic missile", "wand of magic missile",
        "wand of sleep", "wand of fire", "wand of cold", "wand of lightning",
      };
      static const char *slashem[] = {
        NULL, "wand of striking", "potion of acid", "potion of confusion", "potion of blindness",
        "potion of sleeping", "potion of paralysis", "wand of magic missile", "wand of sleep",
        "wand of fire", "wand of cold", "wand of lightning", "wand of draining",
      };
      const char *item = v->muse_slashem_items ? slashem[c] : vanilla[c];

      if (c == 0)
        item = o->earth_ok ? "scroll of earth" : "wand of striking";
      /* xNetHack, EvilHack: hallucination for sleeping 1 time in 3, oil for
         fire 1 in 30; EvilHack's Ice Queen's Realm: sleep 5 in 6, lightning
         1/9, fire 1/18 for fire */
      if (v->muse_gen_hallucination_oil && strcmp (item, "potion of sleeping") == 0)
        {
          dist_add (d, "potion of sleeping", nhs_q64_mul (rest, nhs_q64 (2, 3 * n), &d->overflow));
          dist_add (d, "potion of hallucination", nhs_q64_mul (rest, nhs_q64 (1, 3 * n), &d->overflow));
        }
      else if (v->muse_gen_ice_queen && o->ice_queen && strcmp (item, "wand of fire") == 0)
        {
          dist_add (d, "wand of sleep", nhs_q64_mul (rest, nhs_q64 (5, 6 * n), &d->overflow));
          dist_add (d, "wand of lightning", nhs_q64_mul (rest, nhs_q64 (1, 9 * n), &d->overflow));
          dist_add (d, "wand of fire", nhs_q64_mul (rest, nhs_q64 (1, 18 * n), &d->overflow));
        }
      else if (v->muse_gen_hallucination_oil && strcmp (item, "wand of fire") == 0)
        {
          dist_add (d, "wand of fire", nhs_q64_mul (rest, nhs_q64 (29, 30 * n), &d->overflow));
          dist_add (d, "potion of oil", nhs_q64_mul (rest, nhs_q64 (1, 30 * n), &d->overflow));
        }
      else
        dist_add (d, item, nhs_q64_mul (rest, nhs_q64 (1, n), &d->overflow));
    }
}

static void
misc_draw (Dist                    *d,
           int                      difficulty,
           const NhsItemGenOptions *o)
{
  NhsQ64 rest = NHS_Q64_ONE;
  NhsQ64 third;

  if (difficulty < 6)
    {
      dist_add (d, "potion of polymorph", nhs_q64 (5, 180));
      dist_add (d, "wand of polymorph", nhs_q64 (1, 180));
      rest = nhs_q64 (29, 30);
    }
  if (!o->nonliving)
    {
      dist_add (d, "amulet of life saving", nhs_q64_mul (rest, nhs_q64 (1, 40), &d->overflow));
      rest = nhs_q64_mul (rest, nhs_q64 (39, 40), &d->overflow);
    }
  third = nhs_q64_mul (rest, nhs_q64 (1, 3), &d->overflow);
  if (o->guard)
    dist_add (d, NULL, third);
  else
    {
      dist_add (d, "potion of speed", nhs_q64_mul (third, nhs_q64 (5, 6), &d->overflow));
      dist_add (d, "wand of speed monster", nhs_q64_mul (third, nhs_q64 (1, 6), &d->overflow));
    }
  if (o->no_invisibility)
    dist_add (d, NULL, third);
  else
    {
      dist_add (d, "potion of invisibility", nhs_q64_mul (third, nhs_q64 (5, 6), &d->overflow));
      dist_add (d, "wand of make invisible", nhs_q64_mul (third, nhs_q64 (1, 6), &d->overflow));
    }
  dist_add (d, "potion of gain level", third);
}

static int
chance_cmp (gconstpointer a,
            gconstpointer b)
{
  const NhsItemChance *x = a, *y = b;
  /* larger first */
  int c = nhs_q64_cmp ((NhsQ64) { y->num, y->den }, (NhsQ64) { x->num, x->den });

  return c != 0 ? c : g_strcmp0 (x->item, y->item);
}

static void
table_from_dist (NhsItemGenTable *t,
                 const Dist      *d)
{
  t->chances = g_array_new (FALSE, FALSE, sizeof (NhsItemChance));
  for (int i = 0; i < d->n; i++)
    {
      NhsItemChance c = { d->items[i], d->p[i].num, d->p[i].den };
      g_array_append_val (t->chances, c);
    }
  g_array_sort (t->chances, chance_cmp);
}

const char *
nhs_item_gen_kind_key (NhsItemGenKind kind)
{
  static const char *keys[] = { "defensive", "offensive", "misc" };
  g_return_val_if_fail (kind < NHS_ITEM_GEN_N_KINDS, NULL);
  return keys[kind];
}

const char *
nhs_item_gen_refusal (const NhsVariant *variant,
                      const NhsMonster *monster)
{
  g_return_val_if_fail (variant != NULL && monster != NULL, NULL);
  if (nhs_monster_has (monster, NHS_M1_ANIMAL))
    return "Animals get no random defensive, offensive or misc items.";
  if (nhs_monster_has_attack (monster, "AT_EXPL"))
    return "Exploding monsters get no random defensive, offensive or misc items.";
  if (nhs_monster_has (monster, NHS_M1_MINDLESS))
    return "Mindless monsters get no random defensive, offensive or misc items.";
  if (noncorporeal (monster, variant))
    return variant->noncorporeal_by_flag ? "Noncorporeal monsters get no random defensive, offensive or misc items."
                                         : "Ghosts get no random defensive, offensive or misc items.";
  if (nhs_monster_in_class (monster, "S_KOP"))
    return "Keystone Kops get no random defensive, offensive or misc items.";
  if (variant->muse_gen_no_ents_or_plants && (nhs_monster_in_class (monster, "S_ENT") || nhs_monster_in_class (monster, "S_PLANT")))
    return "Ents and plants get no random defensive, offensive or misc items.";
  return NULL;
}

NhsItemGen *
nhs_item_gen_compute (const NhsVariant        *variant,
                      const NhsMonster        *monster,
                      int                      difficulty,
                      const NhsItemGenOptions *options,
                      const char             **why)
{
  NhsItemGenOptions o = { 0 };
  NhsItemGen *gen;
  Dist dd = { 0 }, od = { 0 }, md = { 0 };

  g_return_val_if_fail (variant != NULL, NULL);
  if (options != NULL)
    o = *options;
  if (why != NULL)
    *why = NULL;
  if (monster != NULL)
    {
      const char *stop = nhs_item_gen_refusal (variant, monster);

      if (stop != NULL)
        {
          if (why != NULL)
            *why = stop;
          return NULL;
        }
      difficulty = monster->difficulty;
      /* A monster's own flags only: makemon() runs m_initinv () before
         shkinit (), the vault or priestini () set isshk, isgd or ispriest,
         so a shopkeeper, guard or priest is drawn for as any monster of
         its kind (--no-digging and --guard ask for the other case). Checked
         against the games' own makemon (docs/item-use.md). */
      o.no_digging |= is_floater (monster, variant)
                      || (variant->muse_stayers_keep_level && nhs_monster_named (monster, "Geryon"));
      o.earth_ok |= nhs_monster_has (monster, NHS_M1_AMORPHOUS) || nhs_monster_has (monster, NHS_M1_WALLWALK)
                    || noncorporeal (monster, variant) || nhs_monster_has (monster, NHS_M1_UNSOLID);
      o.nonliving |= nonliving (monster);
      o.pestilence |= nhs_monster_named (monster, "Pestilence");
      /* rnd_defensive_item ()'s redraw asks teleport.c noteleport_level
         (), which in 5.0.0 lets a covetous monster teleport on a
         no-teleport level (Sokoban's digging redraw is its own rule) */
      if (variant->muse_noteleport_spares_covetous && nhs_monster_has (monster, NHS_M3_COVETOUS))
        o.noteleport = FALSE;
    }

  defensive_draw (&dd, variant, difficulty, &o, FALSE);
  offensive_draw (&od, variant, difficulty, &o);
  misc_draw (&md, difficulty, &o);
  if (dd.overflow || od.overflow || md.overflow)
    {
      /* never a wrong chance: the draws' fractions are small (at most a
         few thousand in the denominator), so this is a programming error */
      g_critical ("item generation: a chance did not fit in 64 bits");
      if (why != NULL)
        *why = "Its item chances do not fit in exact 64-bit fractions: not answered.";
      return NULL;
    }
  gen = g_new0 (NhsItemGen, 1);
  gen->variant = variant;
  gen->difficulty = difficulty;
  gen->tables[NHS_ITEM_GEN_DEFENSIVE] = (NhsItemGenTable) { NHS_ITEM_GEN_DEFENSIVE, "rnd_defensive_item",
                                                            variant->muse_defense_gen_den, NULL, NULL };
  gen->tables[NHS_ITEM_GEN_OFFENSIVE] = (NhsItemGenTable) { NHS_ITEM_GEN_OFFENSIVE, "rnd_offensive_item",
                                                            variant->muse_offense_gen_den, NULL, NULL };
  gen->tables[NHS_ITEM_GEN_MISC] = (NhsItemGenTable) { NHS_ITEM_GEN_MISC, "rnd_misc_item",
                                                       variant->muse_misc_gen_den, NULL, NULL };
  /* m_initinv()'s soldier test before the defensive and misc draws:
     NetHack returns early for a soldier 12 times in 13, EvilHack for
     every monster but the soldier */
  for (int m = 0; m < 2; m++)
    {
      int k = m == 0 ? NHS_ITEM_GEN_DEFENSIVE : NHS_ITEM_GEN_MISC;
      int den = variant->muse_soldier_magic_den;
      gboolean soldier = monster != NULL && nhs_monster_named (monster, "soldier");

      if (variant->muse_gen_magic_skip_inverted)
        gen->tables[k].gate = soldier
                              ? g_strdup_printf ("and always for a soldier (any other monster: only 1 time in %d)", den)
                              : g_strdup_printf ("and only 1 time in %d (rn2(%d) is 0): only the soldier always gets "
                                                 "this draw", den, den);
      else if (soldier)
        gen->tables[k].gate = g_strdup_printf ("and only 1 time in %d (rn2(%d) is 0): ordinary soldiers rarely "
                                               "get magic", den, den);
      else if (monster == NULL)
        gen->tables[k].gate = g_strdup_printf ("and, for an ordinary soldier, only 1 time in %d", den);
      /* any other monster: no further condition */
    }
  if (variant->muse_gen_goblin_town_gate)
    gen->tables[NHS_ITEM_GEN_OFFENSIVE].gate = g_strdup ("and not for an elf, dwarf or gnome made in Goblin Town");
  if (variant->muse_gen_mplayer_rnd3 && o.mplayer)
    {
      /* m_initweap()'s player-monster branch: no ordinary offensive draw;
         from level 20, rnd(3) draws of each */
      gen->tables[NHS_ITEM_GEN_OFFENSIVE].gen_den = 0;
      g_free (gen->tables[NHS_ITEM_GEN_OFFENSIVE].gate);
      gen->tables[NHS_ITEM_GEN_OFFENSIVE].gate =
        g_strdup ("for a player monster only at level 20 or more, then rnd(3) times (1, 2 or 3 draws, each 1/3)");
      for (int m = 0; m < 2; m++)
        {
          NhsItemGenTable *t = &gen->tables[m == 0 ? NHS_ITEM_GEN_DEFENSIVE : NHS_ITEM_GEN_MISC];
          char *g = g_strdup_printf ("%s; a player monster of level 20 or more also gets rnd(3) more draws "
                                     "(1, 2 or 3, each 1/3)", t->gate);
          g_free (t->gate);
          t->gate = g;
        }
    }
  table_from_dist (&gen->tables[NHS_ITEM_GEN_DEFENSIVE], &dd);
  table_from_dist (&gen->tables[NHS_ITEM_GEN_OFFENSIVE], &od);
  table_from_dist (&gen->tables[NHS_ITEM_GEN_MISC], &md);
  return gen;
}

void
nhs_item_gen_free (NhsItemGen *gen)
{
  if (gen == NULL)
    return;
  for (int i = 0; i < NHS_ITEM_GEN_N_KINDS; i++)
    {
      if (gen->tables[i].chances != NULL)
        g_array_unref (gen->tables[i].chances);
      g_free (gen->tables[i].gate);
    }
  g_free (gen);
}

char *
nhs_item_gen_to_json (const NhsItemGen *gen)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, gen->variant->key);
  json_builder_set_member_name (b, "difficulty");
  json_builder_add_int_value (b, gen->difficulty);
  for (int k = 0; k < NHS_ITEM_GEN_N_KINDS; k++)
    {
      const NhsItemGenTable *t = &gen->tables[k];
      json_builder_set_member_name (b, nhs_item_gen_kind_key (k));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "function");
      json_builder_add_string_value (b, t->function);
      json_builder_set_member_name (b, "called_when");
      {
        g_autofree char *w = t->gen_den > 0 ? g_strdup_printf ("m_lev > rn2(%d)", t->gen_den) : g_strdup ("m_lev >= 20");
        json_builder_add_string_value (b, w);
      }
      json_builder_set_member_name (b, "also");
      if (t->gate != NULL)
        json_builder_add_string_value (b, t->gate);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "items");
      json_builder_begin_array (b);
      for (guint i = 0; i < t->chances->len; i++)
        {
          const NhsItemChance *c = &g_array_index (t->chances, NhsItemChance, i);
          g_autofree char *f = nhs_format_fraction (c->num, c->den);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "item");
          if (c->item != NULL)
            json_builder_add_string_value (b, c->item);
          else
            json_builder_add_null_value (b);
          json_builder_set_member_name (b, "probability");
          json_builder_add_double_value (b, (double) c->num / (double) c->den);
          json_builder_set_member_name (b, "fraction");
          json_builder_add_string_value (b, f);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = nhs_json_text (root);
  return g_strconcat (text, "\n", NULL);
}

/* one line's cells: the item, its exact chance, the chance in per cent */
static void
item_chance_cells (const NhsItemChance *c,
                   char               **fraction,
                   char               **percent)
{
  mpq_t q;

  mpq_init (q);
  nhs_mpq_set_fraction (q, c->num, c->den);
  *fraction = nhs_format_fraction (c->num, c->den);
  *percent = nhs_format_percent_mpq (q);
  mpq_clear (q);
}

char *
nhs_item_gen_to_table (const NhsItemGen *gen)
{
  GString *out = g_string_new (NULL);
  glong name_w = 0, fraction_w = 0, percent_w = 0;

  /* every table's columns as wide as the widest cell of any of them, so
     that long fractions (EvilHack's 14297/204750) keep the columns in line */
  for (int k = 0; k < NHS_ITEM_GEN_N_KINDS; k++)
    for (guint i = 0; i < gen->tables[k].chances->len; i++)
      {
        const NhsItemChance *c = &g_array_index (gen->tables[k].chances, NhsItemChance, i);
        g_autofree char *f = NULL, *pc = NULL;

        item_chance_cells (c, &f, &pc);
        name_w = MAX (name_w, g_utf8_strlen (c->item ? c->item : "(nothing)", -1));
        fraction_w = MAX (fraction_w, (glong) strlen (f));
        percent_w = MAX (percent_w, (glong) strlen (pc));
      }
  g_string_append_printf (out, "Random monster items, %s, difficulty %d\n", gen->variant->display_name,
                          gen->difficulty);
  for (int k = 0; k < NHS_ITEM_GEN_N_KINDS; k++)
    {
      const NhsItemGenTable *t = &gen->tables[k];
      if (t->gen_den > 0)
        g_string_append_printf (out, "\n%s() — called when m_lev > rn2(%d)%s%s\n", t->function, t->gen_den,
                                t->gate != NULL ? " " : "", t->gate != NULL ? t->gate : "");
      else
        g_string_append_printf (out, "\n%s() — called %s\n", t->function, t->gate);
      for (guint i = 0; i < t->chances->len; i++)
        {
          const NhsItemChance *c = &g_array_index (t->chances, NhsItemChance, i);
          const char *name = c->item ? c->item : "(nothing)";
          g_autofree char *f = NULL, *pc = NULL;

          item_chance_cells (c, &f, &pc);
          g_string_append_printf (out, "  %s%*s  %*s  %*s %%\n", name,
                                  (int) (name_w - g_utf8_strlen (name, -1)), "",
                                  (int) fraction_w, f, (int) percent_w, pc);
        }
    }
  return g_string_free (out, FALSE);
}
