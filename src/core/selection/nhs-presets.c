/* nhs-presets.c: the game's uses of mkclass(), as exact mixtures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Facts read from each game's apply.c (cursed bell), dig.c (dig up a
 * grave), minion.c (ndemon, lminion), mcastu.c (summon insects), mklev.c
 * (trapped doors, closets), mkroom.c (morguemon, courtmon, swamps),
 * shknam.c (shop mimics) and questpgr.c / role.c (qt_montype).
 */
#include "nhs-presets.h"
#include "nhs-english.h"

#include "nhs-answer.h"
#include "nhs-json-text.h"
#include "nhs-error.h"
#include "nhs-rndmonst.h"
#include "nhs-pools.h"

#include <json-glib/json-glib.h>
#include <string.h>

/* Marks the names and summaries for translation: the core stays gettext-free,
   the window translates them (nhs-strings.c); xgettext knows NHS_N_. */
#define NHS_N_(s) s
/* the NhsVariant field that says a version has the preset's code */
#define ONLY(field) G_STRUCT_OFFSET (NhsVariant, field)

static const NhsPresetInfo presets[] = {
  { "cursed-bell", NHS_N_ ("Ringing a cursed bell"), "n", "apply.c use_bell",
    NHS_N_ ("1 in 4 a nymph from mkclass(S_NYMPH), made without inventory; nothing at all once any of "
    "the wood, water or mountain nymph (EvilHack: or the satyr or ice nymph) is genocided or extinct."),
    FALSE },
  { "grave", NHS_N_ ("Digging up a grave"), "Z M", "dig.c dig_up_grave",
    NHS_N_ ("rn2(5): 2 in 5 an old corpse, 1 in 5 mkclass(S_ZOMBIE), 1 in 5 mkclass(S_MUMMY), 1 in 5 "
    "nothing (\"none\" counts the corpse and the empty grave)."), FALSE },
  { "demon-gating", NHS_N_ ("Demon gating and demon minions (ndemon)"), "&", "minion.c ndemon",
    NHS_N_ ("ndemon(): a demon that is not a lord or prince, of the summoner's alignment (--aligned; "
    "any by default). 3.6+: one mkclass_aligned(S_DEMON); 3.4.3 and SLASH'EM: up to 20 "
    "mkclass(S_DEMON) tries until one fits. Used by a demon gating in a kin, by chaotic and "
    "unaligned minions, and by the Wizard's summons in Gehennom (1 in 10 of his nasties)."),
    FALSE },
  { "lawful-minion", NHS_N_ ("A lawful minion (lminion)"), "A", "minion.c lminion",
    NHS_N_ ("Up to 20 mkclass(S_ANGEL) tries until one is not a lord (M2_LORD: the ki-rin and "
    "the Archon, and the variants' own angel lords, are refused); the lawful god's minion and "
    "lawful angels' summons."), FALSE },
  { "summon-insects", NHS_N_ ("Summon insects"), "a S", "mcastu.c CLC_INSECTS",
    NHS_N_ ("Each creature of the spell: mkclass(S_ANT), or mkclass(S_SNAKE) when a first "
    "mkclass(S_ANT) comes back empty (every insect gone)."), FALSE },
  { "summon-spiders", NHS_N_ ("Summon insects: Lolth's or a drow's spiders"), "s S", "mcastu.c CLC_INSECTS",
    NHS_N_ ("When Lolth or a drow casts the spell at you, each creature: mkclass(S_SPIDER), or "
    "mkclass(S_SNAKE) when a first mkclass(S_SPIDER) comes back empty (every spider gone)."), FALSE,
    ONLY (summon_insects_drow_spiders) },
  { "trapped-door", NHS_N_ ("A trapped door turned mimic"), "m", "mklev.c dosdoor",
    NHS_N_ ("For a trapped door at level difficulty 9 or more, 1 in 5 a mimic from mkclass(S_MIMIC) "
    "instead (never once all three mimics are gone); below 9, none."), FALSE },
  { "closet-corpse", NHS_N_ ("The corpse in a barred closet"), "@", "mklev.c makeniche",
    NHS_N_ ("The corpse's kind, from mkclass(S_HUMAN) (a corpse, not a monster); \"none\" means a "
    "random corpse kind."), FALSE },
  { "graveyard", NHS_N_ ("A graveyard's dead (morguemon)"), "& V Z", "mkroom.c morguemon",
    NHS_N_ ("rn2(100) and rn2(difficulty): demons (mkclass(S_DEMON) in Gehennom and the endgame, "
    "ndemon elsewhere), mkclass(S_VAMPIRE), ghosts, wraiths and mkclass(S_ZOMBIE); also a "
    "cursed Bell of Opening's and the Book of the Dead's undead. EvilHack adds skeletal dragons, "
    "skeleton warriors, mkclass(S_SKELETON) and, in Vecna's Domain, shades."), FALSE },
  { "swamp-fungus", NHS_N_ ("A swamp's fungi"), "F", "mkroom.c mkswamp",
    NHS_N_ ("Each dry square of a swamp has a monster 1 in 4, from mkclass(S_FUNGUS); the "
    "distribution is that monster's. EvilHack's wet squares: an assassin vine 1 in 30, else "
    "mkclass(S_FUNGUS) or a giant mosquito half and half."), FALSE },
  { "swamp-pool", NHS_N_ ("A swamp's sea monsters"), ";", "mkroom.c mkswamp",
    NHS_N_ ("Fixed picks, not mkclass (it could give a kraken): giant eel 4 in 5, piranha and "
    "electric eel 1 in 10 each."), FALSE },
  { "throne-room", NHS_N_ ("A throne room's court (courtmon)"), "D H T C o G k", "mkroom.c courtmon",
    NHS_N_ ("rn2(60) + rn2(3 x difficulty) picks a dragon, giant, troll, centaur, orc (mkclass), a "
    "bugbear or hobgoblin (fixed), or a gnome or kobold (mkclass)."), FALSE },
  { "shop-mimic", NHS_N_ ("A shop's mimic"), "m", "shknam.c mkshobj_at",
    NHS_N_ ("Each stocked square: with chance depth/100, mkclass(S_MIMIC) instead of an item."),
    FALSE },
  { "quest", NHS_N_ ("Quest monsters (qt_montype)"), "role's", "questpgr.c qt_montype",
    NHS_N_ ("4 in 5 the role's first enemy, 1 in 5 its second; each is the fixed monster 4 times in 5 "
    "(unless genocided) and otherwise mkclass of the enemy's class. Needs --role."), TRUE },
  { "demon-den", NHS_N_ ("A demon den's demons"), "& i", "mkroom.c demondenmon",
    NHS_N_ ("Each square of the den: 1 in 4 a monster, mkclass(S_DEMON) 7 times in 8, else "
    "mkclass(S_IMP); an empty class makes nothing."), FALSE, ONLY (presets_xnh_uses) },
  { "submerged-room", NHS_N_ ("A submerged room's sea monsters"), ";", "mkroom.c mksubmerged",
    NHS_N_ ("Each square of the flooded room: 1 in 4 mkclass(S_EEL) with never-generated monsters "
    "allowed (G_NOGEN); an empty class makes nothing."), FALSE, ONLY (presets_xnh_uses) },
  { "moldy-corpse", NHS_N_ ("Mold growing on a corpse"), "F", "do.c moldy_corpse",
    NHS_N_ ("An ordinary corpse: mkclass(S_FUNGUS), drawn again when the first one can move. "
    "\"none\": the corpse rots."), FALSE, ONLY (presets_xnh_uses) },
  { "moldy-corpse-acidic", NHS_N_ ("Mold growing on an acidic or petrifying corpse"), "F",
    "do.c moldy_corpse",
    NHS_N_ ("An acidic corpse (not a fungus's) or a cockatrice's or chickatrice's: a green mold, "
    "whatever mkclass(S_FUNGUS) drew; \"none\" (the corpse rots) once green molds are gone."),
    FALSE, ONLY (presets_xnh_uses) },
  { "juiblex-ooze", NHS_N_ ("Juiblex's ooze"), "b j P", "monmove.c special_juiblex_actions",
    NHS_N_ ("When Juiblex does not split (another Juiblex is on the level): 1 in 2 an ooze, mkclass of "
    "a blob, jelly or pudding, 1 in 3 each; an empty class gives a random monster."), FALSE,
    ONLY (presets_xnh_uses) },
  { "marsh-undead", NHS_N_ ("Undead raised by taking from the Styx marsh"), "Z L W",
    "pickup.c u_took_forbidden_object",
    NHS_N_ ("mkclass(S_ZOMBIE) 2 in 3, a ghoul 1 in 12, mkclass(S_LICH) 1 in 20, a shade 1 in 6, "
    "mkclass(S_WRAITH) 1 in 30; an empty class gives a random monster."), FALSE,
    ONLY (presets_xnh_uses) },
  { "mummy-chest", NHS_N_ ("A mummy chest's mummies"), "M", "trap.c chest_trap",
    NHS_N_ ("4 to 6 mummies, each mkclass(S_MUMMY), one weaker than a human mummy made a human "
    "mummy; a plain chest trap when the class is empty."), FALSE, ONLY (presets_xnh_uses) },
  { "armory", NHS_N_ ("An armory's monsters"), "R P", "mkroom.c armorymon",
    NHS_N_ ("Each square of the armory: 1 in 3 a monster, mkclass(S_RUSTMONST) 1 in 5, else a brown "
    "pudding 5 in 6 or a black pudding; an empty class gives a random monster."), FALSE,
    ONLY (level_nature_rooms) },
  { "garden-nymph", NHS_N_ ("A garden's nymphs"), "n", "mkroom.c mkgarden",
    NHS_N_ ("Each of a garden's 2 or 3 nymphs: mkclass(S_NYMPH); an empty class makes none."),
    FALSE, ONLY (level_nature_rooms) },
  { "garden-plant", NHS_N_ ("A garden's plants"), "{", "mkroom.c mkgarden",
    NHS_N_ ("Each of a garden's rare plant monsters (1 in 100 a try): mkclass(S_PLANT); an empty "
    "class makes none."), FALSE, ONLY (level_nature_rooms) },
};

const NhsPresetInfo *
nhs_presets (int *n)
{
  *n = G_N_ELEMENTS (presets);
  return presets;
}

const NhsPresetInfo *
nhs_preset_lookup (const char *key)
{
  if (key == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_ascii_strcasecmp (presets[i].key, key) == 0)
      return &presets[i];
  return NULL;
}

gboolean
nhs_preset_in_variant (const NhsPresetInfo *info,
                       const NhsVariant    *variant)
{
  if (info->only == 0)
    return TRUE;
  return variant != NULL && G_STRUCT_MEMBER (gboolean, variant, info->only);
}

const NhsPresetInfo **
nhs_presets_of_variant (const NhsVariant *variant)
{
  const NhsPresetInfo **list = g_new0 (const NhsPresetInfo *, G_N_ELEMENTS (presets) + 1);
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (nhs_preset_in_variant (&presets[i], variant))
      list[n++] = &presets[i];
  return list;
}

/* "xNetHack 9.1": the versions that have the preset, joined with "and" */
static char *
preset_versions (const NhsPresetInfo *info)
{
  GString *out = g_string_new (NULL);
  int n = 0, seen = 0;

  for (int id = 0; id < NHS_N_VARIANTS; id++)
    n += nhs_preset_in_variant (info, nhs_variant_get (id));
  for (int id = 0; id < NHS_N_VARIANTS; id++)
    if (nhs_preset_in_variant (info, nhs_variant_get (id)))
      {
        if (seen > 0)
          g_string_append (out, seen == n - 1 ? " and " : ", ");
        g_string_append (out, nhs_variant_get (id)->display_name);
        seen++;
      }
  return g_string_free (out, FALSE);
}

char *
nhs_preset_refusal (const NhsPresetInfo *info,
                    const NhsVariant    *variant)
{
  g_autofree char *owners = NULL;

  if (nhs_preset_in_variant (info, variant))
    return NULL;
  owners = preset_versions (info);
  return g_strdup_printf ("%s has no %s preset: that code (%s) is only in %s; run "
                          "“nhspawn-cli presets --variant %s” for its own list.",
                          variant->display_name, info->key, info->source, owners, variant->key);
}

/* ---------------------------------------------------------- quest roles */

/* Which role tables (NhsVariant.quest_roles) a row belongs to. */
#define R_NH   (1u << NHS_ROLES_NETHACK)
#define R_SE   (1u << NHS_ROLES_SLASHEM)
#define R_EVIL (1u << NHS_ROLES_EVILHACK)
#define R_XNH  (1u << NHS_ROLES_XNETHACK)
#define R_ALL  (R_NH | R_SE | R_EVIL | R_XNH)

typedef struct {
  NhsQuestRole role;
  guint tables;             /* the NhsRoleTable bits of the games whose role.c has this row */
} QuestRoleRow;

/* role.c roles[]: the role's own monster, enemy1num, enemy2num (NULL for
   NON_PM), enemy1sym, enemy2sym.  The 13 rows are the same in 3.4.3, 3.6.7,
   3.7, 5.0.0, SLASH'EM and EvilHack; xNetHack changes two.  EvilHack's Dark
   Knight is align_roles[0] (role.c:736), the role a chaotic or draugr Knight
   plays (role_init (), role.c:2874-2896); its race_roles[] and
   draugr_roles[] repeat roles[]'s enemies. */
static const QuestRoleRow quest_roles[] = {
  { { "Archeologist", "Arc", "archeologist", NULL, "human mummy", "S_SNAKE", "S_MUMMY" }, R_NH | R_SE | R_EVIL },
  { { "Archeologist", "Arc", "archeologist", "human mummy", NULL, "S_MUMMY", "S_SNAKE" }, R_XNH },
  { { "Barbarian", "Bar", "barbarian", "ogre", "troll", "S_OGRE", "S_TROLL" }, R_ALL },
  { { "Caveman", "Cav", "caveman", "bugbear", "hill giant", "S_HUMANOID", "S_GIANT" }, R_ALL },
  { { "Convict", "Con", "convict", "giant beetle", "soldier ant", "S_RODENT", "S_SPIDER" }, R_EVIL },
  { { "Druid", "Dru", "druid", "werewolf", "tree blight", "S_SKELETON", "S_PLANT" }, R_EVIL },
  { { "Flame Mage", "Fla", "flame mage", "water elemental", "rust monster", "S_ELEMENTAL", "S_RUSTMONST" }, R_SE },
  { { "Healer", "Hea", "healer", "giant rat", "snake", "S_RODENT", "S_YETI" }, R_ALL },
  { { "Ice Mage", "Ice", "ice mage", "rust monster", "xorn", "S_RUSTMONST", "S_XORN" }, R_SE },
  { { "Infidel", "Inf", "infidel", "agent", "champion", "S_DOG", "S_UNICORN" }, R_EVIL },
  { { "Knight", "Kni", "knight", "quasit", "ochre jelly", "S_IMP", "S_JELLY" }, R_ALL },
  { { "Dark Knight", "Dkn", "knight", "hawk", "wolf", "S_BAT", "S_DOG" }, R_EVIL },
  { { "Monk", "Mon", "monk", "earth elemental", "xorn", "S_ELEMENTAL", "S_XORN" }, R_ALL },
  { { "Necromancer", "Nec", "necromancer", "nupperibo", "mongbat", "S_BAT", "S_IMP" }, R_SE },
  { { "Priest", "Pri", "priest", "human zombie", "wraith", "S_ZOMBIE", "S_WRAITH" }, R_ALL },
  { { "Rogue", "Rog", "rogue", "leprechaun", "guardian naga", "S_NYMPH", "S_NAGA" }, R_ALL },
  { { "Ranger", "Ran", "ranger", "forest centaur", "scorpion", "S_CENTAUR", "S_SPIDER" }, R_ALL },
  { { "Samurai", "Sam", "samurai", "wolf", "stalker", "S_DOG", "S_ELEMENTAL" }, R_ALL },
  { { "Tourist", "Tou", "tourist", "giant spider", "forest centaur", "S_SPIDER", "S_CENTAUR" }, R_ALL },
  { { "Undead Slayer", "Und", "undead slayer", "human mummy", "vampire", "S_MUMMY", "S_VAMPIRE" }, R_SE },
  { { "Valkyrie", "Val", "valkyrie", "fire ant", "fire giant", "S_ANT", "S_GIANT" }, R_NH | R_SE | R_EVIL },
  { { "Valkyrie", "Val", "valkyrie", "fire giant", "frost giant", "S_GIANT", "S_GIANT" }, R_XNH },
  { { "Wizard", "Wiz", "wizard", "vampire bat", "xorn", "S_BAT", "S_WRAITH" }, R_ALL },
  { { "Yeoman", "Yeo", "yeoman", "raven", "werewolf", "S_RODENT", "S_DOG" }, R_SE },
};

/* A row is the set's role when its game's table has it and the set has the
   role's own monster (an opened table may lack it). */
static gboolean
role_available (const NhsMonsterSet *set,
                const QuestRoleRow  *r)
{
  const NhsVariant *v = set->variant ? nhs_variant_from_key (set->variant) : NULL;
  NhsRoleTable table = v ? v->quest_roles : NHS_ROLES_NETHACK;

  return (r->tables & (1u << table)) != 0
         && nhs_monster_set_lookup (set, r->role.self) != NULL;
}

const char **
nhs_preset_quest_roles (const NhsMonsterSet *set)
{
  const char **names = g_new0 (const char *, G_N_ELEMENTS (quest_roles) + 1);
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (quest_roles); i++)
    if (role_available (set, &quest_roles[i]))
      names[n++] = quest_roles[i].role.name;
  return names;
}

const NhsQuestRole *
nhs_quest_role_lookup (const NhsMonsterSet *set,
                       const char          *name)
{
  if (name == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (quest_roles); i++)
    if ((g_ascii_strcasecmp (quest_roles[i].role.name, name) == 0
         || g_ascii_strcasecmp (quest_roles[i].role.abbrev, name) == 0)
        && role_available (set, &quest_roles[i]))
      return &quest_roles[i].role;
  return NULL;
}

/* -------------------------------------------------------------- helpers */

static int
class_mlet (const NhsMonsterSet *set,
            const char          *class_id)
{
  return nhs_mkclass_lookup_class (set, class_id);
}

/* Keeps a draw the preset makes (each once): its excluded monsters'
   reasons are read from these (nhs_preset_excluded_new ()). */
static void
note_draw (NhsClassDist *dist,
           NhsClassDrawKind kind,
           int           mlet,
           guint         spc,
           int           atyp)
{
  NhsClassDraw d = { .kind = kind, .mlet = mlet, .spc = spc, .atyp = atyp,
                     .sit = dist->situation };

  if (dist->draws == NULL)
    dist->draws = g_array_new (FALSE, FALSE, sizeof (NhsClassDraw));
  for (guint i = 0; i < dist->draws->len; i++)
    {
      const NhsClassDraw *o = &g_array_index (dist->draws, NhsClassDraw, i);

      if (o->kind == kind && o->mlet == mlet && o->spc == spc && o->atyp == atyp
          && memcmp (&o->sit, &d.sit, sizeof d.sit) == 0)
        return;
    }
  g_array_append_val (dist->draws, d);
}

/* a single mkclass call, into fresh arrays */
typedef struct {
  int n;
  mpq_t *probs;
  mpq_t none;
} Draw;

static void
draw_init (Draw *d,
           int   n)
{
  d->n = n;
  d->probs = g_new (mpq_t, n);
  for (int i = 0; i < n; i++)
    mpq_init (d->probs[i]);
  mpq_init (d->none);
}

static void
draw_clear (Draw *d)
{
  for (int i = 0; i < d->n; i++)
    mpq_clear (d->probs[i]);
  g_free (d->probs);
  mpq_clear (d->none);
}

static gboolean
draw_mkclass_spc (NhsClassDist *dist,
                  Draw         *d,
                  const char   *class_id,
                  guint         spc,
                  int           atyp,
                  GError      **error)
{
  int mlet = class_mlet (dist->set, class_id);

  if (mlet == 0)
    {
      for (int i = 0; i < d->n; i++)
        mpq_set_ui (d->probs[i], 0, 1);
      mpq_set_ui (d->none, 1, 1);
      return TRUE;
    }
  note_draw (dist, NHS_CLASS_DRAW_MKCLASS, mlet, spc, atyp);
  return nhs_mkclass_exact (dist->set, &dist->situation, mlet, spc, atyp, d->probs,
                            dist->bag_weight, d->none, error);
}

static gboolean
draw_mkclass (NhsClassDist *dist,
              Draw         *d,
              const char   *class_id,
              int           atyp,
              GError      **error)
{
  return draw_mkclass_spc (dist, d, class_id, 0, atyp, error);
}

/* q = num/den */
static void
set_fraction (mpq_t  q,
              gulong num,
              gulong den)
{
  mpq_set_ui (q, num, den);
  mpq_canonicalize (q);
}

/* q = num/den * p */
static void
set_scaled (mpq_t       q,
            gulong      num,
            gulong      den,
            const mpq_t p)
{
  set_fraction (q, num, den);
  mpq_mul (q, q, p);
}

/* q = 1 - p */
static void
set_complement (mpq_t       q,
                const mpq_t p)
{
  mpq_set_ui (q, 1, 1);
  mpq_sub (q, q, p);
}

/* acc += a * b; t is scratch (it may be a or b) */
static void
add_product (mpq_t       acc,
             const mpq_t a,
             const mpq_t b,
             mpq_t       t)
{
  mpq_mul (t, a, b);
  mpq_add (acc, acc, t);
}

/* dist += w * draw's monsters; returns nothing about none */
static void
add_draw (NhsClassDist *dist,
          const Draw   *d,
          const mpq_t   w)
{
  mpq_t t;

  mpq_init (t);
  for (int i = 0; i < d->n; i++)
    if (mpq_sgn (d->probs[i]))
      add_product (dist->probs[i], d->probs[i], w, t);
  mpq_clear (t);
}

static void
add_none (NhsClassDist *dist,
          const mpq_t   w)
{
  mpq_add (dist->none, dist->none, w);
}

/* dist->none += num/den */
static void
add_none_fraction (NhsClassDist *dist,
                   gulong        num,
                   gulong        den)
{
  mpq_t w;

  mpq_init (w);
  set_fraction (w, num, den);
  add_none (dist, w);
  mpq_clear (w);
}

static void
add_fixed (NhsClassDist *dist,
           const char   *name,
           const mpq_t   w)
{
  const NhsMonster *m = nhs_monster_set_lookup (dist->set, name);

  /* makemon() of a genocided monster makes nothing (an extinct one it makes) */
  if (m == NULL || nhs_situation_is_genod (&dist->situation, m))
    add_none (dist, w);
  else
    mpq_add (dist->probs[m->index], dist->probs[m->index], w);
}

/* w x rndmonst (): its answer's chances and none; with `makemon`, as
 * makemon (NULL, …) without MM_MPLAYEROK makes it: EvilHack's makemon.c
 * 3371, 3424-3436 draws rndmonst () again while it gives a player monster,
 * 51 draws at most (the last kept), a NULL ending it.  With q the player
 * monsters' share, another monster or none gets p (1 - q^51) / (1 - q), a
 * player monster p q^50.  (goodpos () is taken to fit every monster.) */
static gboolean
add_rndmonst (NhsClassDist *dist,
              const mpq_t   w,
              gboolean      makemon,
              GError      **error)
{
  g_autoptr (NhsAnswer) answer = NULL;
  g_autofree gboolean *mplayer = g_new0 (gboolean, dist->n);
  mpq_t t, q, kept, last, one;

  if (mpq_sgn (w) == 0)
    return TRUE;
  answer = nhs_answer_compute_as_given (dist->set, &dist->situation, error);
  if (answer == NULL)
    return FALSE;
  note_draw (dist, NHS_CLASS_DRAW_RANDOM, 0, 0, NHS_MKCLASS_ANY_ALIGN);
  mpq_add (dist->random, dist->random, w);
  mpq_inits (t, q, kept, last, one, NULL);
  mpq_set_ui (one, 1, 1);
  for (int i = 0; i < answer->chances->n && i < dist->n; i++)
    if (makemon && dist->variant->rndmonst_mplayer_keep_den > 0
        && nhs_monster_is_mplayer (dist->set, i))
      {
        mplayer[i] = TRUE;
        nhs_answer_chance (answer, i, t);
        mpq_add (q, q, t);
      }
  /* kept = w (1 - q^51) / (1 - q), last = w q^50 */
  mpq_set_ui (last, 1, 1);
  for (int k = 0; k < 50; k++)
    mpq_mul (last, last, q);
  mpq_mul (kept, last, q);
  mpq_sub (kept, one, kept);
  mpq_sub (t, one, q);
  if (mpq_sgn (t) != 0)
    mpq_div (kept, kept, t);
  else
    mpq_set_ui (kept, 0, 1);
  mpq_mul (kept, kept, w);
  mpq_mul (last, last, w);
  for (int i = 0; i < answer->chances->n && i < dist->n; i++)
    {
      nhs_answer_chance (answer, i, t);
      if (mpq_sgn (t) != 0)
        add_product (dist->probs[i], t, mplayer[i] ? last : kept, t);
    }
  nhs_answer_none (answer, t);
  if (mpq_sgn (t) != 0)
    add_product (dist->none, t, kept, t);
  mpq_clears (t, q, kept, last, one, NULL);
  return TRUE;
}

/* makemon(NULL): a random monster */
static gboolean
add_random (NhsClassDist *dist,
            const mpq_t   w,
            GError      **error)
{
  return add_rndmonst (dist, w, TRUE, error);
}

/* What a null mkclass() result comes to. */
typedef enum {
  NULL_IS_NONE,     /* mkclass(class): no monster */
  NULL_IS_RANDOM,   /* makemon(mkclass(class)): a random monster */
} NullResult;

/* w * mkclass(class, spc) */
static gboolean
add_mkclass_spc (NhsClassDist *dist,
                 const char   *class_id,
                 guint         spc,
                 const mpq_t   w,
                 NullResult    null_result,
                 GError      **error)
{
  Draw d;
  mpq_t t;
  gboolean ok;

  /* a draw the game never makes here adds nothing, and is not one of the
     preset's draws (its excluded monsters' reasons) */
  if (mpq_sgn (w) == 0)
    return TRUE;
  draw_init (&d, dist->n);
  mpq_init (t);
  ok = draw_mkclass_spc (dist, &d, class_id, spc, NHS_MKCLASS_ANY_ALIGN, error);
  if (ok)
    {
      add_draw (dist, &d, w);
      mpq_mul (t, d.none, w);
      if (null_result == NULL_IS_RANDOM)
        ok = add_random (dist, t, error);
      else
        add_none (dist, t);
    }
  mpq_clear (t);
  draw_clear (&d);
  return ok;
}

/* w * mkclass(class) */
static gboolean
add_mkclass (NhsClassDist *dist,
             const char   *class_id,
             const mpq_t   w,
             NullResult    null_result,
             GError      **error)
{
  return add_mkclass_spc (dist, class_id, 0, w, null_result, error);
}

/* num/den: mkclass(class, spc); else (den - num)/den: nothing */
static gboolean
add_chance_of_mkclass (NhsClassDist *dist,
                       gulong        num,
                       gulong        den,
                       const char   *class_id,
                       guint         spc,
                       NullResult    null_result,
                       GError      **error)
{
  mpq_t w;
  gboolean ok;

  mpq_init (w);
  add_none_fraction (dist, den - num, den);
  set_fraction (w, num, den);
  ok = add_mkclass_spc (dist, class_id, spc, w, null_result, error);
  mpq_clear (w);
  return ok;
}

/* What a special room's filler (courtmon (), morguemon ()) that gives no
   monster comes to in fill_zoo (): makemon (NULL), a random monster, or
   nothing (xNetHack: if (fillermon)). */
static NullResult
zoo_null (const NhsClassDist *dist)
{
  return dist->variant->zoo_null_filler_none ? NULL_IS_NONE : NULL_IS_RANDOM;
}

/* 1 * mkclass(class) */
static gboolean
add_mkclass_always (NhsClassDist *dist,
                    const char   *class_id,
                    NullResult    null_result,
                    GError      **error)
{
  mpq_t w;
  gboolean ok;

  mpq_init (w);
  mpq_set_ui (w, 1, 1);
  ok = add_mkclass (dist, class_id, w, null_result, error);
  mpq_clear (w);
  return ok;
}

static gboolean
is_ndemon (const NhsMonster *m)
{
  return nhs_monster_has (m, NHS_M2_DEMON) && !nhs_monster_has (m, NHS_M2_LORD)
         && !nhs_monster_has (m, NHS_M2_PRINCE);
}

static int
sgn (int x)
{
  return (x > 0) - (x < 0);
}

/* Up to `tries` draws until one is accepted: accepted x gets
 * p_x (1 - r^tries) / (1 - r), nothing gets r^tries.  Adds w times that;
 * the failure share is returned in `fail` (not added). */
static void
add_retried (NhsClassDist *dist,
             const Draw   *d,
             const gboolean *accept,
             const char   *refusal,
             int           tries,
             const mpq_t   w,
             mpq_t         fail)
{
  mpq_t r, rp, factor, t, one;

  /* what the draw gives and the test refuses: never made by this draw */
  dist->refusal = refusal;
  for (int i = 0; i < d->n; i++)
    if (!accept[i] && mpq_sgn (d->probs[i]) && dist->replaced_by[i] == -1)
      dist->replaced_by[i] = NHS_PRESET_REFUSED;

  mpq_inits (r, rp, factor, t, one, NULL);
  mpq_set_ui (one, 1, 1);
  mpq_set_ui (r, 1, 1);
  for (int i = 0; i < d->n; i++)
    if (accept[i])
      mpq_sub (r, r, d->probs[i]);
  /* rp = r^tries */
  mpq_set_ui (rp, 1, 1);
  for (int k = 0; k < tries; k++)
    mpq_mul (rp, rp, r);
  if (mpq_cmp (r, one) != 0)
    {
      mpq_sub (factor, one, rp);
      mpq_sub (t, one, r);
      mpq_div (factor, factor, t);
      mpq_mul (factor, factor, w);
      for (int i = 0; i < d->n; i++)
        if (accept[i] && mpq_sgn (d->probs[i]))
          add_product (dist->probs[i], d->probs[i], factor, t);
    }
  mpq_mul (fail, rp, w);
  mpq_clears (r, rp, factor, t, one, NULL);
}

/* w * ndemon(atyp); the NON_PM share goes to `fail` */
static gboolean
add_ndemon (NhsClassDist *dist,
            int           atyp,
            const mpq_t   w,
            mpq_t         fail,
            GError      **error)
{
  const NhsVariant *variant = dist->variant;
  g_autofree gboolean *accept = g_new0 (gboolean, dist->n);
  Draw d;
  gboolean ok;

  draw_init (&d, dist->n);
  if (variant->ndemon_tries > 1)
    {
      ok = draw_mkclass (dist, &d, "S_DEMON", NHS_MKCLASS_ANY_ALIGN, error);
      for (int i = 0; ok && i < dist->n; i++)
        {
          const NhsMonster *m = &dist->set->monsters[i];

          accept[i] = is_ndemon (m)
                      && (atyp == NHS_MKCLASS_ANY_ALIGN || sgn (m->alignment) == sgn (atyp));
        }
      if (ok)
        add_retried (dist, &d, accept,
                     atyp == NHS_MKCLASS_ANY_ALIGN
                       ? "ndemon () takes only a demon that is neither a lord nor a prince"
                       : "ndemon () takes only a demon of the alignment asked that is neither a "
                         "lord nor a prince",
                     variant->ndemon_tries, w, fail);
    }
  else
    {
      ok = draw_mkclass (dist, &d, "S_DEMON", atyp, error);
      for (int i = 0; ok && i < dist->n; i++)
        accept[i] = is_ndemon (&dist->set->monsters[i]);
      if (ok)
        add_retried (dist, &d, accept,
                     "ndemon () takes only a demon that is neither a lord nor a prince", 1, w,
                     fail);
    }
  draw_clear (&d);
  return ok;
}

/* P(rn2(60) + rn2(m) > c) */
static void
courtmon_above (int    m,
                int    c,
                mpq_t  out)
{
  long count = 0;

  for (int x = 0; x < 60; x++)
    {
      /* y in [0, m - 1] with x + y > c: y >= c - x + 1 */
      int lo = MAX (0, c - x + 1);

      if (lo < m)
        count += m - lo;
    }
  mpz_set_si (mpq_numref (out), count);
  mpz_set_si (mpq_denref (out), 60L * m);
  mpq_canonicalize (out);
}

/* -------------------------------------------------------------- presets */

static gboolean
preset_cursed_bell (NhsClassDist           *dist,
                    const NhsPresetOptions *opts,
                    GError                **error)
{
  /* apply.c use_bell (): G_GONE, so extinct stops it as genocided does */
  static const char *nymphs[] = { "wood nymph", "water nymph", "mountain nymph", "satyr", "ice nymph" };
  guint tested = dist->variant->bell_tests_satyr_ice_nymph ? 5 : 3;
  mpq_t w;
  gboolean ok = TRUE, gone = FALSE;

  for (guint i = 0; i < tested; i++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (dist->set, nymphs[i]);

      if (m == NULL || nhs_situation_is_gone (&dist->situation, m->index))
        gone = TRUE;
    }
  mpq_init (w);
  add_none_fraction (dist, 3, 4);
  mpq_set_ui (w, 1, 4);
  if (gone)
    add_none (dist, w);
  else
    ok = add_mkclass (dist, "S_NYMPH", w, NULL_IS_RANDOM, error);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_grave (NhsClassDist           *dist,
              const NhsPresetOptions *opts,
              GError                **error)
{
  mpq_t w;
  gboolean ok;

  mpq_init (w);
  add_none_fraction (dist, 3, 5);
  mpq_set_ui (w, 1, 5);
  ok = add_mkclass (dist, "S_ZOMBIE", w, NULL_IS_RANDOM, error)
       && add_mkclass (dist, "S_MUMMY", w, NULL_IS_RANDOM, error);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_demon_gating (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  mpq_t w, fail;
  gboolean ok;

  mpq_inits (w, fail, NULL);
  mpq_set_ui (w, 1, 1);
  ok = add_ndemon (dist, opts->atyp, w, fail, error);
  if (ok)
    add_none (dist, fail);
  mpq_clears (w, fail, NULL);
  return ok;
}

static gboolean
preset_lawful_minion (NhsClassDist           *dist,
                      const NhsPresetOptions *opts,
                      GError                **error)
{
  g_autofree gboolean *accept = g_new0 (gboolean, dist->n);
  Draw d;
  mpq_t w, fail;
  gboolean ok;

  draw_init (&d, dist->n);
  mpq_inits (w, fail, NULL);
  mpq_set_ui (w, 1, 1);
  ok = draw_mkclass (dist, &d, "S_ANGEL", NHS_MKCLASS_ANY_ALIGN, error);
  if (ok)
    {
      for (int i = 0; i < dist->n; i++)
        accept[i] = !nhs_monster_has (&dist->set->monsters[i], NHS_M2_LORD);
      add_retried (dist, &d, accept, "lminion () takes no lord", 20, w, fail);
      add_none (dist, fail);
    }
  mpq_clears (w, fail, NULL);
  draw_clear (&d);
  return ok;
}

/* mcastu.c CLC_INSECTS: a first mkclass(class) decides the class of the
   lot; each creature is then a fresh mkclass of it, snakes when the first
   came back empty */
static gboolean
summon_creatures (NhsClassDist *dist,
                  const char   *class_id,
                  GError      **error)
{
  Draw first;
  mpq_t w;
  gboolean ok;

  draw_init (&first, dist->n);
  mpq_init (w);
  ok = draw_mkclass (dist, &first, class_id, NHS_MKCLASS_ANY_ALIGN, error);
  if (ok)
    {
      set_complement (w, first.none);
      ok = add_mkclass (dist, class_id, w, NULL_IS_NONE, error);
      if (ok)
        ok = add_mkclass (dist, "S_SNAKE", first.none, NULL_IS_NONE, error);
    }
  mpq_clear (w);
  draw_clear (&first);
  return ok;
}

static gboolean
preset_summon_insects (NhsClassDist           *dist,
                       const NhsPresetOptions *opts,
                       GError                **error)
{
  return summon_creatures (dist, "S_ANT", error);
}

/* EvilHack: Lolth or a drow (racial_drow) casting at the hero */
static gboolean
preset_summon_spiders (NhsClassDist           *dist,
                       const NhsPresetOptions *opts,
                       GError                **error)
{
  return summon_creatures (dist, "S_SPIDER", error);
}

static gboolean
all_gone (NhsClassDist *dist,
          const char  **names,
          int           n)
{
  for (int i = 0; i < n; i++)
    {
      const NhsMonster *m = nhs_monster_set_lookup (dist->set, names[i]);

      if (m && !nhs_situation_is_gone (&dist->situation, m->index))
        return FALSE;
    }
  return TRUE;
}

static gboolean
preset_trapped_door (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  static const char *mimics[] = { "small mimic", "large mimic", "giant mimic" };

  if (dist->difficulty < 9 || all_gone (dist, mimics, 3))
    {
      add_none_fraction (dist, 1, 1);
      return TRUE;
    }
  return add_chance_of_mkclass (dist, 1, 5, "S_MIMIC", 0, NULL_IS_RANDOM, error);
}

static gboolean
preset_closet_corpse (NhsClassDist           *dist,
                      const NhsPresetOptions *opts,
                      GError                **error)
{
  return add_mkclass_always (dist, "S_HUMAN", NULL_IS_NONE, error);
}

/* mkroom.c morguemon (): what it makes for i = rn2 (100) and
 * hd = rn2 (difficulty), written once; the preset counts it over every
 * (i, hd), and the level generator's graveyards draw from the preset. */
typedef enum {
  MORGUE_DEMON,            /* Gehennom, endgame: mkclass (S_DEMON); else ndemon (A_NONE) */
  MORGUE_SKELETAL_DRAGON,  /* EvilHack */
  MORGUE_VAMPIRE,          /* mkclass (S_VAMPIRE); EvilHack 1 in 5 a skeleton warrior */
  MORGUE_SHADE,            /* EvilHack, Vecna's Domain */
  MORGUE_GHOST,
  MORGUE_WRAITH,
  MORGUE_ZOMBIE,           /* mkclass (S_ZOMBIE); EvilHack 1 in 5 mkclass (S_SKELETON) */
  MORGUE_N_BRANCHES
} MorgueBranch;

static MorgueBranch
morgue_branch (const NhsVariant *variant,
               gboolean          vecna,
               gboolean          dragon_gone,
               gboolean          past_demon,
               int               i,
               int               hd)
{
  gboolean more = variant->morgue_more_undead;

  if (hd > 10 && i < 10 && !past_demon)
    return MORGUE_DEMON;
  if (more && hd > 10 && i > 97 && !dragon_gone)
    return MORGUE_SKELETAL_DRAGON;
  if (hd > 8 && i > 85)
    return MORGUE_VAMPIRE;
  if (more && vecna && hd > 8 && i > 80)
    return MORGUE_SHADE;
  if (i < 20)
    return MORGUE_GHOST;
  return i < (more && vecna ? 22 : 40) ? MORGUE_WRAITH : MORGUE_ZOMBIE;
}

/* w * (4/5 first + 1/5 second): EvilHack's rn2 (5) between two makes */
static gboolean
add_morgue_pair (NhsClassDist *dist,
                 const mpq_t   w,
                 const char   *class_id,
                 const char   *fifth_class,
                 const char   *fifth_name,
                 GError      **error)
{
  mpq_t part;
  gboolean ok;

  if (!dist->variant->morgue_more_undead)
    return add_mkclass (dist, class_id, w, zoo_null (dist), error);
  mpq_init (part);
  set_scaled (part, 4, 5, w);
  ok = add_mkclass (dist, class_id, part, zoo_null (dist), error);
  set_scaled (part, 1, 5, w);
  if (ok && fifth_class != NULL)
    ok = add_mkclass (dist, fifth_class, part, zoo_null (dist), error);
  else if (ok)
    add_fixed (dist, fifth_name, part);
  mpq_clear (part);
  return ok;
}

static gboolean
preset_graveyard (NhsClassDist           *dist,
                  const NhsPresetOptions *opts,
                  GError                **error)
{
  const NhsRegionInfo *info = nhs_region_info_in (dist->situation.variant,
                                                  dist->situation.region);
  const NhsMonster *dragon = nhs_monster_set_lookup (dist->set, "skeletal dragon");
  gboolean vecna = dist->situation.region == NHS_REGION_VECNA;
  gboolean dragon_gone = dragon == NULL
                         || nhs_situation_is_gone (&dist->situation, dragon->index);
  int d = MAX (dist->difficulty, 1);
  gulong count[MORGUE_N_BRANCHES] = { 0 }, after_demon[MORGUE_N_BRANCHES] = { 0 };
  mpq_t w, fail;
  gboolean ok = TRUE;

  for (int i = 0; i < 100; i++)
    for (int hd = 0; hd < d; hd++)
      {
        MorgueBranch b = morgue_branch (dist->variant, vecna, dragon_gone, FALSE, i, hd);

        count[b]++;
        if (b == MORGUE_DEMON)
          after_demon[morgue_branch (dist->variant, vecna, dragon_gone, TRUE, i, hd)]++;
      }

  mpq_inits (w, fail, NULL);
  for (int b = 0; ok && b < MORGUE_N_BRANCHES; b++)
    {
      set_fraction (w, count[b], 100UL * (gulong) d);
      if (mpq_sgn (w) == 0)
        continue;
      switch ((MorgueBranch) b)
        {
        case MORGUE_DEMON:
          if (info->in_hell || info->endgame)
            {
              ok = add_mkclass (dist, "S_DEMON", w, zoo_null (dist), error);
              break;
            }
          ok = add_ndemon (dist, NHS_MKCLASS_ANY_ALIGN, w, fail, error);
          if (ok && !dist->variant->morgue_ndemon_falls_through)
            add_none (dist, fail);   /* &mons[NON_PM]: undefined; counted as none */
          else if (ok && mpq_sgn (fail) != 0)
            for (int f = 0; f < MORGUE_N_BRANCHES; f++)
              if (after_demon[f] > 0)
                {
                  /* 3.6 on: on to the other branches with the same dice
                     (i < 10: always a ghost) */
                  g_assert (f == MORGUE_GHOST);
                  set_fraction (w, after_demon[f], count[MORGUE_DEMON]);
                  mpq_mul (w, w, fail);
                  add_fixed (dist, "ghost", w);
                }
          break;
        case MORGUE_SKELETAL_DRAGON:
          add_fixed (dist, "skeletal dragon", w);
          break;
        case MORGUE_VAMPIRE:
          ok = add_morgue_pair (dist, w, "S_VAMPIRE", NULL, "skeleton warrior", error);
          break;
        case MORGUE_SHADE:
          add_fixed (dist, "shade", w);
          break;
        case MORGUE_GHOST:
          add_fixed (dist, "ghost", w);
          break;
        case MORGUE_WRAITH:
          add_fixed (dist, "wraith", w);
          break;
        case MORGUE_ZOMBIE:
          ok = add_morgue_pair (dist, w, "S_ZOMBIE", "S_SKELETON", NULL, error);
          break;
        case MORGUE_N_BRANCHES:
        default:
          g_assert_not_reached ();
        }
    }
  mpq_clears (w, fail, NULL);
  return ok;
}

static gboolean
preset_swamp_fungus (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  mpq_t w;
  gboolean ok;

  if (!dist->variant->level_nature_rooms)
    return add_mkclass_always (dist, "S_FUNGUS", NULL_IS_RANDOM, error);
  /* EvilHack's wet squares (mkroom.c 896-900): !rn2(30) an assassin vine,
     else rn2(2) mkclass(S_FUNGUS), else a giant mosquito */
  mpq_init (w);
  mpq_set_ui (w, 1, 30);
  add_fixed (dist, "assassin vine", w);
  mpq_set_ui (w, 29, 60);
  add_fixed (dist, "giant mosquito", w);
  ok = add_mkclass (dist, "S_FUNGUS", w, NULL_IS_RANDOM, error);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_swamp_pool (NhsClassDist           *dist,
                   const NhsPresetOptions *opts,
                   GError                **error)
{
  mpq_t w;

  mpq_init (w);
  mpq_set_ui (w, 4, 5);
  add_fixed (dist, "giant eel", w);
  mpq_set_ui (w, 1, 10);
  add_fixed (dist, "piranha", w);
  add_fixed (dist, "electric eel", w);
  mpq_clear (w);
  return TRUE;
}

static gboolean
preset_throne_room (NhsClassDist           *dist,
                    const NhsPresetOptions *opts,
                    GError                **error)
{
  const NhsVariant *v = dist->variant;
  int m = 3 * MAX (dist->difficulty, 1);
  struct {
    int above;
    const char *what;
    gboolean fixed;
  } steps[] = {
    { v->courtmon_dragon_above, "S_DRAGON", FALSE },
    { v->courtmon_giant_above, "S_GIANT", FALSE },
    { 85, "S_TROLL", FALSE },
    { 75, "S_CENTAUR", FALSE },
    { 60, "S_ORC", FALSE },
    { 45, "bugbear", TRUE },
    { 30, "hobgoblin", TRUE },
    { 15, "S_GNOME", FALSE },
    { -1, "S_KOBOLD", FALSE },
  };
  mpq_t prev, cur, w;
  gboolean ok = TRUE;

  mpq_inits (prev, cur, w, NULL);
  mpq_set_ui (prev, 0, 1);
  for (guint s = 0; ok && s < G_N_ELEMENTS (steps); s++)
    {
      courtmon_above (m, steps[s].above, cur);
      mpq_sub (w, cur, prev);
      mpq_set (prev, cur);
      if (mpq_sgn (w) == 0)
        continue;
      if (steps[s].fixed)
        add_fixed (dist, steps[s].what, w);
      else
        ok = add_mkclass (dist, steps[s].what, w, zoo_null (dist), error);
    }
  mpq_clears (prev, cur, w, NULL);
  return ok;
}

static gboolean
preset_shop_mimic (NhsClassDist           *dist,
                   const NhsPresetOptions *opts,
                   GError                **error)
{
  int depth = CLAMP (dist->situation.depth, 0, 100);

  return add_chance_of_mkclass (dist, depth, 100, "S_MIMIC", 0, NULL_IS_NONE, error);
}

static gboolean
add_quest_enemy (NhsClassDist *dist,
                 const char   *fixed,
                 const char   *class_id,
                 const mpq_t   w,
                 GError      **error)
{
  const NhsMonster *m = fixed ? nhs_monster_set_lookup (dist->set, fixed) : NULL;
  mpq_t part;
  gboolean ok;

  mpq_init (part);
  /* qt_montype () skips the role's enemy only when genocided (G_GENOD) */
  if (m && !nhs_situation_is_genod (&dist->situation, m))
    {
      set_scaled (part, 4, 5, w);
      mpq_add (dist->probs[m->index], dist->probs[m->index], part);
      set_scaled (part, 1, 5, w);
    }
  else
    mpq_set (part, w);
  ok = add_mkclass (dist, class_id, part, NULL_IS_NONE, error);
  mpq_clear (part);
  return ok;
}

static gboolean
preset_quest (NhsClassDist           *dist,
              const NhsPresetOptions *opts,
              GError                **error)
{
  const char *role = opts->role;
  const NhsQuestRole *r;
  mpq_t w;
  gboolean ok;

  if (role == NULL)
    return nhs_error_set (error, NHS_ERROR_INVALID,
                          "The quest preset needs the hero's role: give --role (e.g. Valkyrie).");
  r = nhs_quest_role_lookup (dist->set, role);
  if (r == NULL)
    {
      g_autofree const char **names = nhs_preset_quest_roles (dist->set);
      g_autofree char *list = g_strjoinv (", ", (char **) names);

      return nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME,
                            "Unknown role “%s” for %s: use one of %s.", role,
                            dist->variant->display_name, list);
    }
  /* the hero is of this role: EvilHack's mk_gen_ok () reads it */
  dist->situation.infidel = dist->variant->mkclass_region_role_gates
                            && g_strcmp0 (r->self, "infidel") == 0;
  g_free (dist->title);
  dist->title = g_strdup_printf ("Quest monsters (qt_montype) for %s %s",
                                 nhs_english_article (r->name), r->name);
  mpq_init (w);
  mpq_set_ui (w, 4, 5);
  ok = add_quest_enemy (dist, r->enemy1, r->enemy1sym, w, error);
  mpq_set_ui (w, 1, 5);
  if (ok)
    ok = add_quest_enemy (dist, r->enemy2, r->enemy2sym, w, error);
  mpq_clear (w);
  return ok;
}

/* ------------------------------------------- xNetHack's own (presets_xnh_uses) */

static gboolean
preset_demon_den (NhsClassDist           *dist,
                  const NhsPresetOptions *opts,
                  GError                **error)
{
  mpq_t w;
  gboolean ok;

  /* demondenmon (): !rn2 (4), then rn2 (8) ? mkclass (S_DEMON, 0)
     : mkclass (S_IMP, 0); fill_zoo () makes nothing for NULL */
  mpq_init (w);
  add_none_fraction (dist, 3, 4);
  mpq_set_ui (w, 7, 32);
  ok = add_mkclass (dist, "S_DEMON", w, NULL_IS_NONE, error);
  mpq_set_ui (w, 1, 32);
  if (ok)
    ok = add_mkclass (dist, "S_IMP", w, NULL_IS_NONE, error);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_submerged_room (NhsClassDist           *dist,
                       const NhsPresetOptions *opts,
                       GError                **error)
{
  /* mksubmerged (): !rn2 (4) mkclass (S_EEL, G_NOGEN), made when not NULL */
  return add_chance_of_mkclass (dist, 1, 4, "S_EEL", NHS_MKCLASS_SPC_NOGEN, NULL_IS_NONE, error);
}

static gboolean
preset_moldy_corpse (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  Draw first;
  mpq_t moving, t;
  gboolean ok;

  /* moldy_corpse () for a corpse that is not a fungus's, acidic nor
     petrifying (those: moldy-corpse-acidic): newpm = mkclass (S_FUNGUS, 0); NULL: the corpse rots;
     one that moves (mmove) is drawn again once */
  draw_init (&first, dist->n);
  mpq_inits (moving, t, NULL);
  ok = draw_mkclass (dist, &first, "S_FUNGUS", NHS_MKCLASS_ANY_ALIGN, error);
  if (ok)
    {
      for (int i = 0; i < dist->n; i++)
        {
          if (mpq_sgn (first.probs[i]) == 0)
            continue;
          if (dist->set->monsters[i].speed > 0)
            mpq_add (moving, moving, first.probs[i]);
          else
            mpq_add (dist->probs[i], dist->probs[i], first.probs[i]);
        }
      add_none (dist, first.none);
      /* a second NULL cannot follow a first monster of the same class;
         counted as none should it ever */
      ok = add_mkclass (dist, "S_FUNGUS", moving, NULL_IS_NONE, error);
    }
  mpq_clears (moving, t, NULL);
  draw_clear (&first);
  return ok;
}

static gboolean
preset_moldy_corpse_acidic (NhsClassDist           *dist,
                            const NhsPresetOptions *opts,
                            GError                **error)
{
  const NhsMonster *green = nhs_monster_set_lookup (dist->set, "green mold");
  mpq_t one;
  gboolean ok = TRUE;

  /* moldy_corpse () for an acidic or touch-petrifying corpse: mkclass
     (S_FUNGUS, 0)'s monster is replaced by a green mold, or by NULL (the
     corpse rots) when green molds are gone; a mold that moves would be
     drawn again with mkclass (S_FUNGUS, 0) */
  mpq_init (one);
  mpq_set_ui (one, 1, 1);
  if (green == NULL || nhs_situation_is_gone (&dist->situation, green->index))
    add_none (dist, one);
  else if (green->speed > 0)
    ok = add_mkclass (dist, "S_FUNGUS", one, NULL_IS_NONE, error);
  else
    add_fixed (dist, "green mold", one);
  mpq_clear (one);
  return ok;
}

static gboolean
preset_juiblex_ooze (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  static const char *classes[] = { "S_BLOB", "S_JELLY", "S_PUDDING" };
  mpq_t w;
  gboolean ok = TRUE;

  /* special_juiblex_actions (): rn2 (2), then makemon (mkclass (ROLL_FROM
     (classes), 0)): NULL is a random monster */
  mpq_init (w);
  add_none_fraction (dist, 1, 2);
  mpq_set_ui (w, 1, 6);
  for (guint c = 0; ok && c < G_N_ELEMENTS (classes); c++)
    ok = add_mkclass (dist, classes[c], w, NULL_IS_RANDOM, error);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_marsh_undead (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  mpq_t w;
  gboolean ok;

  /* u_took_forbidden_object (): rn2 (3) 2/3 mkclass (S_ZOMBIE), !rn2 (4)
     1/12 ghoul, !rn2 (5) 1/20 mkclass (S_LICH), rn2 (6) 1/6 shade, else 1/30
     mkclass (S_WRAITH); makemon (NULL) is a random monster */
  mpq_init (w);
  mpq_set_ui (w, 2, 3);
  ok = add_mkclass (dist, "S_ZOMBIE", w, NULL_IS_RANDOM, error);
  mpq_set_ui (w, 1, 12);
  add_fixed (dist, "ghoul", w);
  mpq_set_ui (w, 1, 20);
  if (ok)
    ok = add_mkclass (dist, "S_LICH", w, NULL_IS_RANDOM, error);
  mpq_set_ui (w, 1, 6);
  add_fixed (dist, "shade", w);
  mpq_set_ui (w, 1, 30);
  if (ok)
    ok = add_mkclass (dist, "S_WRAITH", w, NULL_IS_RANDOM, error);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_mummy_chest (NhsClassDist           *dist,
                    const NhsPresetOptions *opts,
                    GError                **error)
{
  const NhsMonster *human = nhs_monster_set_lookup (dist->set, "human mummy");
  Draw d;
  mpq_t opened, w, t;
  gboolean ok;

  /* chest_trap (): when a first mkclass (S_MUMMY, 0) is not NULL, each of
     4 + rn2 (3) mummies is mkclass (S_MUMMY, 0), made a human mummy when its
     difficulty is below the human mummy's; makemon (NULL) is random.  A
     first NULL: the ordinary chest trap (none). */
  draw_init (&d, dist->n);
  mpq_inits (opened, w, t, NULL);
  ok = draw_mkclass (dist, &d, "S_MUMMY", NHS_MKCLASS_ANY_ALIGN, error);
  if (ok)
    {
      add_none (dist, d.none);
      set_complement (opened, d.none);
      for (int i = 0; i < dist->n; i++)
        {
          const NhsMonster *m = &dist->set->monsters[i];

          if (mpq_sgn (d.probs[i]) == 0)
            continue;
          mpq_mul (w, d.probs[i], opened);
          if (human != NULL && m->difficulty < human->difficulty)
            {
              add_fixed (dist, "human mummy", w);
              dist->replaced_by[i] = human->index;
            }
          else
            mpq_add (dist->probs[i], dist->probs[i], w);
        }
      mpq_mul (w, d.none, opened);
      ok = add_random (dist, w, error);
    }
  mpq_clears (opened, w, t, NULL);
  draw_clear (&d);
  return ok;
}

/* ------------------------------------------- EvilHack's own (level_nature_rooms) */

static gboolean
preset_armory (NhsClassDist           *dist,
               const NhsPresetOptions *opts,
               GError                **error)
{
  mpq_t w;
  gboolean ok;

  /* fill_zoo (): !rn2 (3) makemon (armorymon ()); armorymon (): !rn2 (5)
     mkclass (S_RUSTMONST, 0), else rn2 (6) brown pudding, else black
     pudding; makemon (NULL) is a random monster */
  mpq_init (w);
  add_none_fraction (dist, 2, 3);
  mpq_set_ui (w, 1, 15);
  ok = add_mkclass (dist, "S_RUSTMONST", w, NULL_IS_RANDOM, error);
  mpq_set_ui (w, 2, 9);
  add_fixed (dist, "brown pudding", w);
  mpq_set_ui (w, 2, 45);
  add_fixed (dist, "black pudding", w);
  mpq_clear (w);
  return ok;
}

static gboolean
preset_garden_nymph (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  /* mkgarden (): (pmon = mkclass (S_NYMPH, 0)) is a condition of the try */
  return add_mkclass_always (dist, "S_NYMPH", NULL_IS_NONE, error);
}

static gboolean
preset_garden_plant (NhsClassDist           *dist,
                     const NhsPresetOptions *opts,
                     GError                **error)
{
  /* mkgarden (): (pmon = mkclass (S_PLANT, 0)) is a condition of the try */
  return add_mkclass_always (dist, "S_PLANT", NULL_IS_NONE, error);
}

/* The presets[] keys' computations. */
static const struct {
  const char *key;
  gboolean (*compute) (NhsClassDist *, const NhsPresetOptions *, GError **);
} preset_computes[] = {
  { "cursed-bell", preset_cursed_bell },
  { "grave", preset_grave },
  { "demon-gating", preset_demon_gating },
  { "lawful-minion", preset_lawful_minion },
  { "summon-insects", preset_summon_insects },
  { "summon-spiders", preset_summon_spiders },
  { "trapped-door", preset_trapped_door },
  { "closet-corpse", preset_closet_corpse },
  { "graveyard", preset_graveyard },
  { "swamp-fungus", preset_swamp_fungus },
  { "swamp-pool", preset_swamp_pool },
  { "throne-room", preset_throne_room },
  { "shop-mimic", preset_shop_mimic },
  { "quest", preset_quest },
  { "demon-den", preset_demon_den },
  { "submerged-room", preset_submerged_room },
  { "moldy-corpse", preset_moldy_corpse },
  { "moldy-corpse-acidic", preset_moldy_corpse_acidic },
  { "juiblex-ooze", preset_juiblex_ooze },
  { "marsh-undead", preset_marsh_undead },
  { "mummy-chest", preset_mummy_chest },
  { "armory", preset_armory },
  { "garden-nymph", preset_garden_nymph },
  { "garden-plant", preset_garden_plant },
};

NhsClassDist *
nhs_preset_compute (NhsMonsterSet          *set,
                    const NhsSituation     *sit,
                    const char             *key,
                    const NhsPresetOptions *opts,
                    GError                **error)
{
  const NhsPresetInfo *info = nhs_preset_lookup (key);
  NhsPresetOptions none = { NULL, NHS_MKCLASS_ANY_ALIGN };
  NhsClassDist *dist;
  gboolean ok = FALSE;

  if (opts == NULL)
    opts = &none;
  if (info == NULL)
    {
      nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME,
                     "Unknown preset “%s”: run “nhspawn-cli presets” for the list.",
                     key ? key : "");
      return NULL;
    }
  if (!nhs_situation_validate (sit, error))
    return NULL;
  {
    g_autofree char *refusal = nhs_preset_refusal (info, nhs_variant_get (sit->variant));

    if (refusal != NULL)
      {
        nhs_error_set (error, NHS_ERROR_INVALID, "%s", refusal);
        return NULL;
      }
  }
  if (opts->atyp != NHS_MKCLASS_ANY_ALIGN && strcmp (info->key, "demon-gating") != 0)
    {
      nhs_error_set (error, NHS_ERROR_INVALID,
                     "--aligned applies to the demon-gating preset only, not to %s.", info->key);
      return NULL;
    }
  dist = nhs_class_dist_new (set, sit, info->name);
  dist->aligned = opts->atyp;
  dist->replaced_by = g_new (int, dist->n);
  for (int i = 0; i < dist->n; i++)
    dist->replaced_by[i] = -1;
  for (guint i = 0; i < G_N_ELEMENTS (preset_computes); i++)
    if (strcmp (info->key, preset_computes[i].key) == 0)
      ok = preset_computes[i].compute (dist, opts, error);
  if (!ok)
    {
      nhs_class_dist_unref (dist);
      return NULL;
    }
  /* bag weights only make sense for a single class */
  memset (dist->bag_weight, 0, sizeof (int) * dist->n);
  nhs_class_dist_finish (dist);
  return dist;
}

char *
nhs_presets_describe (const NhsVariant *variant,
                      gboolean          json)
{
  g_autofree const NhsPresetInfo **list = NULL;

  if (variant != NULL)
    list = nhs_presets_of_variant (variant);
  else
    {
      list = g_new0 (const NhsPresetInfo *, G_N_ELEMENTS (presets) + 1);
      for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
        list[i] = &presets[i];
    }
  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (b);
      if (variant != NULL)
        {
          json_builder_set_member_name (b, "variant");
          json_builder_add_string_value (b, variant->key);
        }
      json_builder_set_member_name (b, "presets");
      json_builder_begin_array (b);
      for (int i = 0; list[i] != NULL; i++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "key");
          json_builder_add_string_value (b, list[i]->key);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, list[i]->name);
          json_builder_set_member_name (b, "classes");
          json_builder_add_string_value (b, list[i]->classes);
          json_builder_set_member_name (b, "source");
          json_builder_add_string_value (b, list[i]->source);
          json_builder_set_member_name (b, "summary");
          json_builder_add_string_value (b, list[i]->summary);
          json_builder_set_member_name (b, "needs_role");
          json_builder_add_boolean_value (b, list[i]->needs_role);
          json_builder_set_member_name (b, "variants");
          json_builder_begin_array (b);
          for (int id = 0; id < NHS_N_VARIANTS; id++)
            if (nhs_preset_in_variant (list[i], nhs_variant_get (id)))
              json_builder_add_string_value (b, nhs_variant_get (id)->key);
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = nhs_json_text (root);
      return g_strconcat (text, "\n", NULL);
    }
  else
    {
      GString *out = g_string_new (NULL);
      glong key_width = 0, classes_width = 0;

      /* columns as wide as their longest entry, so every name starts in
         one column (keys and classes are ASCII, padded by characters) */
      for (int i = 0; list[i] != NULL; i++)
        {
          key_width = MAX (key_width, g_utf8_strlen (list[i]->key, -1));
          classes_width = MAX (classes_width, g_utf8_strlen (list[i]->classes, -1));
        }
      for (int i = 0; list[i] != NULL; i++)
        {
          g_string_append_printf (out, "%-*s %-*s %s", (int) key_width, list[i]->key,
                                  (int) classes_width, list[i]->classes, list[i]->name);
          if (variant == NULL && list[i]->only != 0)
            {
              g_autofree char *owners = preset_versions (list[i]);

              g_string_append_printf (out, " (%s only)", owners);
            }
          g_string_append_c (out, '\n');
        }
      return g_string_free (out, FALSE);
    }
}

/* rndmonst() on a Quest level, for a hero of the given role: the game first
   asks qt_montype() (6 times in 7 in NetHack, every time in SLASH'EM) and
   falls back to the ordinary selection when that answer is no monster. */
NhsClassDist *
nhs_quest_rndmonst_compute (NhsMonsterSet      *set,
                            const NhsSituation *sit,
                            const char         *role,
                            GError            **error)
{
  const NhsVariant *variant = nhs_variant_get (sit->variant);
  NhsPresetOptions opts = { role, NHS_MKCLASS_ANY_ALIGN };
  g_autoptr (NhsClassDist) quest = NULL;
  NhsClassDist *dist;
  NhsSituation plain;
  mpq_t q, fallback;
  gboolean ok;

  quest = nhs_preset_compute (set, sit, "quest", &opts, error);
  if (quest == NULL)
    return NULL;

  mpq_init (q);
  mpq_init (fallback);
  if (variant->quest_rule == NHS_QUEST_RULE_SIX_SEVENTHS)
    mpq_set_ui (q, 6, 7);
  else
    mpq_set_ui (q, 1, 1);

  dist = nhs_class_dist_new (set, sit, quest->title);
  g_free (dist->title);
  /* the role as the Quest preset's title names it: "for an Archeologist" */
  dist->title = g_strdup_printf ("Random monster on a Quest level for %s",
                                 strstr (quest->title, " for ") ? strstr (quest->title, " for ") + 5
                                                                : role);
  for (int i = 0; i < dist->n; i++)
    mpq_mul (dist->probs[i], quest->probs[i], q);

  /* the ordinary selection, when the Quest's answer is not asked for (1 - q)
     or is no monster (q × none): the same level without the Quest's share */
  set_complement (fallback, q);
  mpq_mul (q, quest->none, q);
  mpq_add (fallback, fallback, q);
  plain = *sit;
  plain.align = nhs_situation_align (sit);
  plain.region = NHS_REGION_DUNGEONS;
  dist->situation = plain;
  /* rndmonst () itself: player monsters stay */
  ok = add_rndmonst (dist, fallback, FALSE, error);
  dist->situation = *sit;

  mpq_clear (q);
  mpq_clear (fallback);
  if (!ok)
    {
      nhs_class_dist_unref (dist);
      return NULL;
    }
  memset (dist->bag_weight, 0, sizeof (int) * dist->n);
  nhs_class_dist_finish (dist);
  return dist;
}

/* ------------------------------------------------- what a preset never makes */

struct _NhsPresetExcluded {
  NhsClassDist *dist;
  gboolean in_classes[256];   /* by mlet: the preset's classes */
  GPtrArray *walks;           /* NhsClassDist*: each mkclass draw's own walk */
  GPtrArray *randoms;         /* NhsAnswer*: each random monster's rndmonst () */
};

NhsPresetExcluded *
nhs_preset_excluded_new (NhsClassDist        *dist,
                         const NhsPresetInfo *info,
                         GError             **error)
{
  NhsPresetExcluded *x;
  g_auto (GStrv) classes = NULL;

  g_return_val_if_fail (dist != NULL && info != NULL, NULL);
  x = g_new0 (NhsPresetExcluded, 1);
  x->dist = nhs_class_dist_ref (dist);
  x->walks = g_ptr_array_new_with_free_func ((GDestroyNotify) nhs_class_dist_unref);
  x->randoms = g_ptr_array_new_with_free_func ((GDestroyNotify) nhs_answer_unref);
  classes = g_strsplit (info->classes, " ", -1);
  for (int k = 0; classes[k]; k++)
    {
      int mlet = *classes[k] ? nhs_mkclass_lookup_class (dist->set, classes[k]) : 0;

      if (mlet > 0 && mlet < 256)
        x->in_classes[mlet] = TRUE;
    }
  for (guint k = 0; dist->draws && k < dist->draws->len; k++)
    {
      const NhsClassDraw *d = &g_array_index (dist->draws, NhsClassDraw, k);

      if (d->kind == NHS_CLASS_DRAW_MKCLASS)
        {
          NhsClassDist *walk = nhs_mkclass_compute_spc (dist->set, &d->sit, d->mlet, d->spc,
                                                        d->atyp, error);

          if (walk == NULL)
            {
              nhs_preset_excluded_free (x);
              return NULL;
            }
          if (d->mlet > 0 && d->mlet < 256)
            x->in_classes[d->mlet] = TRUE;
          g_ptr_array_add (x->walks, walk);
        }
      else
        {
          NhsAnswer *answer = nhs_answer_compute_as_given (dist->set, &d->sit, error);

          if (answer == NULL)
            {
              nhs_preset_excluded_free (x);
              return NULL;
            }
          g_ptr_array_add (x->randoms, answer);
        }
    }
  return x;
}

void
nhs_preset_excluded_free (NhsPresetExcluded *x)
{
  if (x == NULL)
    return;
  nhs_class_dist_unref (x->dist);
  g_ptr_array_unref (x->walks);
  g_ptr_array_unref (x->randoms);
  g_free (x);
}

/* One draw's reasons for a monster, and the draw's name */
typedef struct {
  const char *draw;
  int n;
  NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
} DrawReasons;

static gboolean
same_reason (const NhsExclusionReason *a,
             const NhsExclusionReason *b)
{
  NhsExclusionReason x = *a, y = *b;
  g_autofree char *wx = NULL, *wy = NULL;

  x.draw = y.draw = NULL;
  wx = nhs_exclusion_reason_describe (&x);
  wy = nhs_exclusion_reason_describe (&y);
  return strcmp (wx, wy) == 0;
}

static gboolean
in_every_draw (const DrawReasons       *lists,
               int                      n_lists,
               const NhsExclusionReason *r)
{
  for (int j = 0; j < n_lists; j++)
    {
      gboolean found = FALSE;

      for (int k = 0; k < lists[j].n && !found; k++)
        found = same_reason (&lists[j].r[k], r);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

int
nhs_preset_excluded_reasons (gconstpointer      data,
                             int                index,
                             NhsExclusionReason out[NHS_EXCLUSION_N_CODES])
{
  const NhsPresetExcluded *x = data;
  const NhsClassDist *dist = x->dist;
  const NhsMonster *m;
  g_autofree DrawReasons *lists = NULL;
  int n_lists = 0, n = 0;

  g_return_val_if_fail (x != NULL && index >= 0 && index < dist->n, 0);
  m = &dist->set->monsters[index];
  if (m->mlet <= 0 || m->mlet >= 256 || !x->in_classes[m->mlet]
      || mpq_sgn (dist->probs[index]) != 0)
    return 0;
  lists = g_new0 (DrawReasons, x->walks->len + x->randoms->len);
  for (guint k = 0; k < x->walks->len; k++)
    {
      const NhsClassDist *walk = g_ptr_array_index (x->walks, k);
      DrawReasons *l = &lists[n_lists];

      if (walk->mlet != m->mlet)
        continue;
      l->draw = walk->title;
      l->n = nhs_class_dist_exclusion_reasons (walk, index, l->r);
      if (l->n == 0 && dist->replaced_by && dist->replaced_by[index] >= 0)
        {
          /* the draw makes it; the preset makes another monster of it */
          l->r[0] = (NhsExclusionReason) { .code = NHS_EXCLUDED_PRESET_REPLACED,
                                           .end_name = dist->set->monsters[dist->replaced_by[index]].name };
          l->n = 1;
        }
      else if (l->n == 0 && dist->replaced_by && dist->replaced_by[index] == NHS_PRESET_REFUSED)
        {
          /* the draw makes it; the preset's own test refuses it */
          l->r[0] = (NhsExclusionReason) { .code = NHS_EXCLUDED_PRESET_REFUSED,
                                           .rule = dist->refusal };
          l->n = 1;
        }
      n_lists++;
    }
  for (guint k = 0; k < x->randoms->len; k++)
    {
      const NhsAnswer *answer = g_ptr_array_index (x->randoms, k);
      DrawReasons *l = &lists[n_lists++];

      l->draw = "rndmonst()";
      l->n = nhs_distribution_exclusion_reasons (answer->ordinary, index, l->r);
    }
  if (n_lists == 0)
    {
      out[0] = (NhsExclusionReason) { .code = NHS_EXCLUDED_PRESET_NO_DRAW };
      return 1;
    }
  /* what every draw says, once; then what each draw says apart, named */
  for (int k = 0; k < lists[0].n && n < NHS_EXCLUSION_N_CODES; k++)
    if (in_every_draw (lists, n_lists, &lists[0].r[k]))
      {
        out[n] = lists[0].r[k];
        out[n++].draw = NULL;
      }
  for (int j = 0; j < n_lists; j++)
    for (int k = 0; k < lists[j].n && n < NHS_EXCLUSION_N_CODES; k++)
      if (!in_every_draw (lists, n_lists, &lists[j].r[k]))
        {
          out[n] = lists[j].r[k];
          out[n++].draw = lists[j].draw;
        }
  return n;
}
