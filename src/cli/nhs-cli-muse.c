/* nhs-cli-muse.c: item-use and item-gen — what a monster would do with items,
 * and the random items monsters start with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * nhspawn-cli item-use --monster NAME [--variant V] [situation knobs] [--format json|table]
 * nhspawn-cli item-gen (--difficulty N | --monster NAME) [--variant V] [--format json|table]
 */
#include "nhs-cli-common.h"
#include "nhs-atomic.h"
#include "nhs-cli-commands.h"
#include "nhs-error.h"
#include "nhs-muse.h"
#include "nhs-pools.h"
#include "nhs-renames.h"
#include "nhs-muse-scenario.h"

static const NhsFormat muse_formats[] = { NHS_FORMAT_JSON, NHS_FORMAT_TABLE };

/* The version and the table in use (--data's, or the version's bundled one). */
static gboolean
load (const char         *variant_key,
      const char         *data,
      const NhsVariant  **variant,
      NhsMonsterSet     **set,
      GError            **error)
{
  if (!nhs_cli_parse_variant ("--variant", variant_key, variant, error))
    return FALSE;
  *set = nhs_cli_load_table (data, variant_key != NULL, variant, error);
  return *set != NULL;
}

static const NhsMonster *
lookup (NhsMonsterSet *set,
        const char    *name,
        GError       **error)
{
  const NhsMonster *m = nhs_monster_set_lookup (set, name);

  if (m == NULL)
    {
      g_autofree char *hint = nhs_monster_rename_hint (set, name);

      nhs_error_set (error, NHS_ERROR_UNKNOWN_NAME, "No monster named “%s” in %s%s.", name,
                     set->variant, hint);
    }
  else if (!nhs_monster_refuse_placeholder (set, m, FALSE, error))
    return NULL;
  return m;
}

/* The scenario's sentence about the flags turned into a scenario
   (nhs_muse_scenario_resolve ()) names the scenario's fields ("The
   scenario field “state.pet.weak” is true, but …", "The scenario fields
   “state.pet.weak” and “state.pet.starving” are both true: …"): here they
   are the options given ("--weak is given, but …", "--weak and
   --starving are both given: …"). */
static char *
options_for_fields (const char *message)
{
  static const struct { const char *field, *option; } names[] = {
    { "state.race", "--race" },
    { "hero.race", "--hero-race" },
    { "state.known_spells", "--known-spell" },
    { "state.reading", "--reading" },
    { "state.berserk", "--berserk" },
    { "state.pet.starving", "--starving" },
    { "state.pet.satiated", "--satiated" },
    { "state.pet.starves", "--starves" },
    { "state.pet.weak", "--weak" },
    { "state.pet.hungry", "--hungry" },
    { "state.pet.ridden", "--ridden" },
    { "hero.charisma", "--hero-charisma" },
  };
  GString *msg = g_string_new (message);
  const char *prefix = NULL, *verb = NULL, *given = NULL;

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_autofree char *quoted = g_strdup_printf ("“%s”", names[k].field);

      g_string_replace (msg, quoted, names[k].option, 0);
    }
  if (g_str_has_prefix (msg->str, "The scenario fields --"))
    prefix = "The scenario fields ", verb = " are both true", given = " are both given";
  else if (g_str_has_prefix (msg->str, "The scenario field --"))
    prefix = "The scenario field ", verb = " is true", given = " is given";
  if (prefix != NULL)
    {
      const char *at;

      g_string_erase (msg, 0, strlen (prefix));
      /* the options are given where the file's fields are true: the
         verb of the sentence's subject, before its first ':' or ',' */
      at = strstr (msg->str, verb);
      if (at != NULL && strcspn (msg->str, ":,") > (gsize) (at - msg->str))
        {
          gsize pos = at - msg->str;

          g_string_erase (msg, pos, strlen (verb));
          g_string_insert (msg, pos, given);
        }
    }
  return g_string_free (msg, FALSE);
}

int
nhs_cli_item_use_main (int    argc,
                       char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("- what a monster would do with items");
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsMuseAnswer) answer = NULL;
  g_autofree char *monster = NULL, *variant_key = NULL, *format_key = NULL, *spot_key = NULL;
  g_autofree char *data = NULL;
  g_autofree char *distance = NULL, *hp = NULL, *max_hp = NULL, *xl = NULL, *apport_text = NULL, *race = NULL;
  g_autofree char *tameness_text = NULL, *abuse_text = NULL, *hero_hp_text = NULL, *charisma_text = NULL;
  int tameness = 0, abuse = 0, hero_hp = NHS_MUSE_DEFAULT_HERO_HP, charisma = NHS_MUSE_DEFAULT_CHARISMA;
  g_autofree char *text = NULL, *scenario_path = NULL, *weapon_check = NULL, *reading = NULL, *hero_race = NULL;
  g_auto (GStrv) item_specs = NULL;
  g_auto (GStrv) known_spells = NULL;
  NhsMuseWeaponCheck wcheck = NHS_MUSE_WCHECK_UNKNOWN;
  gboolean peaceful = FALSE, confused = FALSE, stunned = FALSE, blind = FALSE;
  gboolean reflecting = FALSE, seen_reflection = FALSE, not_lined_up = FALSE;
  gboolean sokoban = FALSE, noteleport = FALSE, swallowed = FALSE, sanctuary = FALSE;
  gboolean helmet = FALSE, see_invisible = FALSE, unarmed = FALSE, unarmored = FALSE;
  gboolean tame = FALSE, berserk = FALSE, conflict = FALSE, invisible = FALSE, starving = FALSE, satiated = FALSE;
  gboolean ridden = FALSE, starves = FALSE, weak = FALSE, hungry = FALSE;
  int apport = NHS_MUSE_DEFAULT_APPORT;
  const NhsVariant *variant = NULL;
  const NhsMonster *m = NULL;
  NhsMuseSituation sit;
  NhsFormat format;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "monster", 0, 0, G_OPTION_ARG_STRING, &monster, "The monster (its name)", "NAME" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_key, nhs_variant_option_help (), "V" },
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data,
      "Use this monster data file instead of the bundled one", "FILE" },
    { "distance", 0, 0, G_OPTION_ARG_STRING, &distance, "Squares to the hero in a straight line (default 2)", "N" },
    { "not-lined-up", 0, 0, G_OPTION_ARG_NONE, &not_lined_up, "The hero is not in a straight line from it", NULL },
    { "hp", 0, 0, G_OPTION_ARG_STRING, &hp, "Its hit points (default 1)", "N" },
    { "max-hp", 0, 0, G_OPTION_ARG_STRING, &max_hp, "Its maximum hit points (default 10)", "N" },
    { "hero-xl", 0, 0, G_OPTION_ARG_STRING, &xl, "The hero's experience level (default 1)", "N" },
    { "xl", 0, 0, G_OPTION_ARG_STRING, &xl, "Same as --hero-xl", "N" },
    { "scenario", 0, 0, G_OPTION_ARG_FILENAME, &scenario_path,
      "A scenario file (JSON, docs/item-use.md): answer find_defensive, find_misc, find_offensive and the turn "
      "with exact chances", "FILE" },
    { "item", 0, 0, G_OPTION_ARG_STRING_ARRAY, &item_specs,
      "An item it carries, in inventory order (repeatable): NAME[:cursed][:spe=N][:wielded][:worn] (containers "
      "also [:locked][:trapped][:empty]; a ring with charges [:identified]: the hero knows its enchantment or kind; "
      "a spellbook [:studied=N]: read N times, 0-100; a ring or wand [:material=NAME]: its random appearance's, "
      "silver, iron, ...); gives the scenario answer", "ITEM" },
    { "peaceful", 0, 0, G_OPTION_ARG_NONE, &peaceful, "It is peaceful", NULL },
    { "tame", 0, 0, G_OPTION_ARG_NONE, &tame, "It is the hero's pet (and so peaceful)", NULL },
    { "apport", 0, 0, G_OPTION_ARG_STRING, &apport_text,
      "With --tame: its apport, how keen it is to fetch (1-10000; default 10, the hero's Charisma when tamed); "
      "with --item each item's fate says what it does with it lying on its square", "N" },
    { "tameness", 0, 0, G_OPTION_ARG_STRING, &tameness_text,
      "With --tame: SLASH'EM: how tame it is (1-20; default 5, 10 for a domestic kind, as a starting pet); the "
      "less, the likelier it turns on the hero beside it", "N" },
    { "abuse", 0, 0, G_OPTION_ARG_STRING, &abuse_text,
      "With --tame: SLASH'EM: how often the hero has hurt it (0-10000; default 0)", "N" },
    { "hero-hp", 0, 0, G_OPTION_ARG_STRING, &hero_hp_text,
      "SLASH'EM, with --tame: the hero's hit points (default 16); a pet with as many or more may turn on the hero",
      "N" },
    { "starving", 0, 0, G_OPTION_ARG_NONE, &starving, "With --tame: it is starving (it eats more things)", NULL },
    { "ridden", 0, 0, G_OPTION_ARG_NONE, &ridden, "With --tame: the hero rides it (on its square)", NULL },
    { "starves", 0, 0, G_OPTION_ARG_NONE, &starves, "With --starving: it has starved too long and dies this move",
      NULL },
    { "weak", 0, 0, G_OPTION_ARG_NONE, &weak,
      "With --tame: past dog_hunger ()'s first limit, it starts starving this move (a third of its maximum HP; "
      "none left, it dies)", NULL },
    { "hungry", 0, 0, G_OPTION_ARG_NONE, &hungry,
      "With --tame: EvilHack: over 300 turns past its hungrytime (a vampire drinks a blood potion it carries first)",
      NULL },
    { "hero-charisma", 0, 0, G_OPTION_ARG_STRING, &charisma_text,
      "With --ridden and --conflict: the hero's Charisma (3-25, default 10), which resist_conflict () reads", "N" },
    { "satiated", 0, 0, G_OPTION_ARG_NONE, &satiated,
      "With --tame: xNetHack and EvilHack: it is satiated and eats nothing (as a pet just tamed; in EvilHack but a corpse that gives it a new resistance)", NULL },
    { "berserk", 0, 0, G_OPTION_ARG_NONE, &berserk, "EvilHack: it is berserk", NULL },
    { "race", 0, 0, G_OPTION_ARG_STRING, &race,
      "EvilHack, with --item: the race a mercenary, player monster, shopkeeper or temple priest was made with",
      "RACE" },
    { "hero-race", 0, 0, G_OPTION_ARG_STRING, &hero_race,
      "EvilHack, with --item: the hero's race (a pet low on courage attacks the hero only by a grudge against it)",
      "RACE" },
    { "known-spell", 0, 0, G_OPTION_ARG_STRING_ARRAY, &known_spells,
      "EvilHack, with --item: a spell a spellcaster knows, by its spellbook's name (repeatable, at most 8): it "
      "learns no spell twice from a book", "SPELLBOOK" },
    { "reading", 0, 0, G_OPTION_ARG_STRING, &reading,
      "EvilHack, with --item: the spellbook a spellcaster is partway through (it reads on, and keeps such a book)",
      "SPELLBOOK" },
    { "weapon-check", 0, 0, G_OPTION_ARG_STRING, &weapon_check,
      "EvilHack, with --item and a cursed wielded weapon: need-weapon, or no-weapon-wanted when it has given up "
      "wielding another (weapon_check; default: answered where both agree)", "STATE" },
    { "conflict", 0, 0, G_OPTION_ARG_NONE, &conflict, "The hero causes Conflict (a ring of conflict)", NULL },
    { "confused", 0, 0, G_OPTION_ARG_NONE, &confused, "It is confused", NULL },
    { "stunned", 0, 0, G_OPTION_ARG_NONE, &stunned, "It is stunned", NULL },
    { "blind", 0, 0, G_OPTION_ARG_NONE, &blind, "It is blind", NULL },
    { "reflecting", 0, 0, G_OPTION_ARG_NONE, &reflecting, "The hero has reflection", NULL },
    { "seen-reflection", 0, 0, G_OPTION_ARG_NONE, &seen_reflection, "3.7: it has seen the hero reflect", NULL },
    { "see-invisible", 0, 0, G_OPTION_ARG_NONE, &see_invisible, "The hero sees invisible", NULL },
    { "hero-invisible", 0, 0, G_OPTION_ARG_NONE, &invisible,
      "The hero is invisible and it has lost track of where (it guesses this turn)", NULL },
    { "hero-unarmed", 0, 0, G_OPTION_ARG_NONE, &unarmed, "The hero wields no weapon", NULL },
    { "hero-unarmored", 0, 0, G_OPTION_ARG_NONE, &unarmored, "The hero wears no armour", NULL },
    { "swallowed", 0, 0, G_OPTION_ARG_NONE, &swallowed, "The hero is engulfed", NULL },
    { "sanctuary", 0, 0, G_OPTION_ARG_NONE, &sanctuary, "The hero is in a coaligned temple", NULL },
    { "metal-helmet", 0, 0, G_OPTION_ARG_NONE, &helmet, "It wears a metallic helmet", NULL },
    { "sokoban", 0, 0, G_OPTION_ARG_NONE, &sokoban, "In Sokoban", NULL },
    { "noteleport", 0, 0, G_OPTION_ARG_NONE, &noteleport, "A no-teleport level it knows of", NULL },
    { "spot", 0, 0, G_OPTION_ARG_STRING, &spot_key,
      "Where it stands: none, upstairs, downstairs, up-ladder, down-ladder, branch-stairs, trapdoor, "
      "teleport-trap, poly-trap", "SPOT" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_key, nhs_cli_format_help (muse_formats, G_N_ELEMENTS (muse_formats), NHS_FORMAT_TABLE), "F" },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Lists, for each of the game's item-use checks (defensive, miscellaneous,\n"
                                "offensive) and for picking up, the items the monster would use in the\n"
                                "game's priority order, why, and the gates that stop it.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    return NHS_CLI_EXIT_USAGE;

  nhs_muse_situation_init (&sit);
  if (monster == NULL && scenario_path == NULL)
    error = g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "Give the monster with --monster NAME (or a --scenario FILE).");
  if (error == NULL && scenario_path != NULL && (monster != NULL || item_specs != NULL))
    error = g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--scenario takes the monster and its items from the file: "
                         "leave out --monster and --item.");
  if (error == NULL && scenario_path != NULL)
    {
      /* The file is the whole situation: a flag beside it would be ignored
         without a word (issue 27), so it is refused. */
      const struct { const char *option; gboolean given; } flags[] = {
        { "--distance", distance != NULL }, { "--not-lined-up", not_lined_up },
        { "--hp", hp != NULL }, { "--max-hp", max_hp != NULL }, { "--hero-xl", xl != NULL },
        { "--peaceful", peaceful }, { "--confused", confused }, { "--stunned", stunned },
        { "--blind", blind }, { "--reflecting", reflecting }, { "--seen-reflection", seen_reflection },
        { "--see-invisible", see_invisible }, { "--hero-unarmed", unarmed },
        { "--hero-unarmored", unarmored }, { "--swallowed", swallowed }, { "--sanctuary", sanctuary },
        { "--metal-helmet", helmet }, { "--sokoban", sokoban }, { "--noteleport", noteleport },
        { "--spot", spot_key != NULL }, { "--tame", tame }, { "--berserk", berserk },
        { "--conflict", conflict }, { "--hero-invisible", invisible }, { "--apport", apport_text != NULL },
        { "--tameness", tameness_text != NULL }, { "--abuse", abuse_text != NULL },
        { "--hero-hp", hero_hp_text != NULL },
        { "--starving", starving }, { "--satiated", satiated }, { "--ridden", ridden }, { "--starves", starves },
        { "--weak", weak }, { "--hungry", hungry }, { "--hero-charisma", charisma_text != NULL },
        { "--race", race != NULL },
        { "--hero-race", hero_race != NULL },
        { "--known-spell", known_spells != NULL }, { "--weapon-check", weapon_check != NULL },
        { "--reading", reading != NULL },
      };

      for (guint i = 0; i < G_N_ELEMENTS (flags) && error == NULL; i++)
        if (flags[i].given)
          nhs_error_set (&error, NHS_ERROR_INVALID,
                         "%s is not used with --scenario, which takes the whole situation from the file: "
                         "write it in the scenario instead (docs/item-use.md).", flags[i].option);
    }
  if (error == NULL)
    nhs_cli_parse_format (format_key, muse_formats, G_N_ELEMENTS (muse_formats), NHS_FORMAT_TABLE,
                          &format, &error);
  if (error == NULL && invisible && scenario_path == NULL && item_specs == NULL)
    error = g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--hero-invisible is answered for the items it carries this "
                         "turn: give them with --item (or write \"hero.invisible\" in a --scenario).");
  if (error == NULL && (apport_text != NULL || starving || satiated || tameness_text != NULL || abuse_text != NULL
                        || ridden || weak || hungry)
      && !tame)
    nhs_error_set (&error, NHS_ERROR_INVALID, "%s describes a pet: give --tame too.",
                   apport_text != NULL ? "--apport" : starving ? "--starving" : satiated ? "--satiated"
                   : tameness_text != NULL ? "--tameness" : abuse_text != NULL ? "--abuse" : ridden ? "--ridden"
                   : weak ? "--weak" : "--hungry");
  if (error == NULL && (apport_text != NULL || starving || satiated || ridden || weak || hungry)
      && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "%s is answered for the items given with --item (what the pet does "
                   "with each lying on its square), or write \"state.pet\" in a --scenario.",
                   apport_text != NULL ? "--apport" : starving ? "--starving" : satiated ? "--satiated"
                   : ridden ? "--ridden" : weak ? "--weak" : "--hungry");
  if (error == NULL && charisma_text != NULL && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--hero-charisma is answered for the items given with --item (whether "
                   "the steed throws its rider before it touches each), or write \"hero.charisma\" in a "
                   "--scenario.");
  if (error == NULL && starves && !starving)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--starves describes a starving pet: give --starving too.");
  if (error == NULL && ridden && (distance != NULL || not_lined_up || swallowed))
    nhs_error_set (&error, NHS_ERROR_INVALID, "%s is not used with --ridden: the hero sits on the monster's own "
                   "square.", distance != NULL ? "--distance" : not_lined_up ? "--not-lined-up" : "--swallowed");
  if (error == NULL && race != NULL && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--race is answered for the items given with --item, or write "
                   "\"state.race\" in a --scenario.");
  if (error == NULL && hero_race != NULL && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--hero-race is answered for the items given with --item, or write "
                   "\"hero.race\" in a --scenario.");
  if (error == NULL && known_spells != NULL && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--known-spell is answered for the items given with --item, or write "
                   "\"state.known_spells\" in a --scenario.");
  if (error == NULL && reading != NULL && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--reading is answered for the items given with --item, or write "
                   "\"state.reading\" in a --scenario.");
  if (error == NULL && weapon_check != NULL && scenario_path == NULL && item_specs == NULL)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--weapon-check is answered for the items given with --item, or write "
                   "\"state.weapon_check\" in a --scenario.");
  if (error == NULL && weapon_check != NULL && !nhs_muse_weapon_check_from_name (weapon_check, '-', &wcheck))
    {
      g_autofree char *quoted = nhs_error_excerpt (weapon_check, -1);

      nhs_error_set (&error, NHS_ERROR_INVALID, "Unknown --weapon-check “%s”: use need-weapon or no-weapon-wanted.",
                     quoted);
    }
  if (error == NULL && known_spells != NULL && g_strv_length (known_spells) > NHS_MUSE_MAX_KNOWN_SPELLS)
    nhs_error_set (&error, NHS_ERROR_INVALID, "--known-spell is given %u times: a monster knows at most %d spells.",
                   g_strv_length (known_spells), NHS_MUSE_MAX_KNOWN_SPELLS);
  if (error == NULL && apport_text != NULL)
    nhs_cli_parse_int ("--apport", apport_text, 1, NHS_MUSE_MAX_APPORT, &apport, &error);
  if (error == NULL && tameness_text != NULL)
    nhs_cli_parse_int ("--tameness", tameness_text, 1, 20, &tameness, &error);
  if (error == NULL && abuse_text != NULL)
    nhs_cli_parse_int ("--abuse", abuse_text, 0, NHS_MUSE_MAX_ABUSE, &abuse, &error);
  if (error == NULL && hero_hp_text != NULL)
    nhs_cli_parse_int ("--hero-hp", hero_hp_text, 1, NHS_MUSE_MAX_HP, &hero_hp, &error);
  if (error == NULL && charisma_text != NULL)
    nhs_cli_parse_int ("--hero-charisma", charisma_text, 3, 25, &charisma, &error);
  if (error == NULL && swallowed && (distance != NULL || not_lined_up))
    nhs_error_set (&error, NHS_ERROR_INVALID, "%s is not used with --swallowed: an engulfed hero is on the "
                   "monster's own square.", distance != NULL ? "--distance" : "--not-lined-up");
  if (error == NULL && distance != NULL)
    nhs_cli_parse_int ("--distance", distance, 0, 80, &sit.distance, &error);
  if (error == NULL && hp != NULL)
    nhs_cli_parse_int ("--hp", hp, 1, 10000, &sit.hp, &error);
  if (error == NULL && max_hp != NULL)
    nhs_cli_parse_int ("--max-hp", max_hp, 1, 10000, &sit.hp_max, &error);
  if (error == NULL && xl != NULL)
    nhs_cli_parse_int ("--hero-xl", xl, 1, 30, &sit.hero_level, &error);
  if (error == NULL && spot_key != NULL && !nhs_muse_spot_from_key (spot_key, &sit.spot))
    nhs_error_set (&error, NHS_ERROR_INVALID, "Unknown --spot “%s”: use none, upstairs, downstairs, "
                         "up-ladder, down-ladder, branch-stairs, trapdoor, teleport-trap or poly-trap.", spot_key);
  if (error == NULL && sit.hp > sit.hp_max)
    error = g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--hp %d is more than --max-hp %d.", sit.hp, sit.hp_max);
  if (error != NULL || !load (variant_key, data, &variant, &set, &error)
      || (monster != NULL && !(m = lookup (set, monster, &error))))
    return nhs_cli_fail (error);

  if (berserk && !variant->muse_berserk)
    return nhs_cli_fail (g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--berserk is EvilHack's: %s has no berserk "
                                      "monsters.", variant->display_name));
  sit.peaceful = peaceful || tame;
  sit.tame = tame;
  sit.berserk = berserk;
  sit.hero_conflict = conflict;
  sit.confused = confused;
  sit.stunned = stunned;
  sit.blind = blind;
  sit.lined_up = !not_lined_up;
  sit.hero_reflects = reflecting;
  sit.seen_reflection = seen_reflection;
  sit.hero_sees_invisible = see_invisible;
  sit.hero_invisible = invisible;
  sit.hero_wields_weapon = !unarmed;
  sit.hero_wears_armor = !unarmored;
  sit.hero_swallowed = swallowed;
  sit.sanctuary = sanctuary;
  sit.metal_helmet = helmet;
  sit.sokoban = sokoban;
  sit.noteleport = noteleport || sokoban;

  if (scenario_path != NULL || item_specs != NULL)
    {
      g_autoptr (NhsMuseScenario) sc = NULL;
      g_autoptr (NhsMuseDecision) dec = NULL;

      if (scenario_path != NULL)
        {
          g_autoptr (GBytes) contents = NULL;
          gsize len = 0;
          const char *text;

          /* Only a regular file within the size limit: a FIFO or a device
             is refused before reading. */
          contents = nhs_read_regular_file (scenario_path, NHS_MUSE_MAX_SCENARIO_BYTES, "the scenario", &error);
          if (contents == NULL)
            return nhs_cli_fail (error);
          text = g_bytes_get_data (contents, &len);
          sc = nhs_muse_scenario_from_json (text ? text : "", (gssize) len, set, &error);
          if (sc == NULL)
            return nhs_cli_fail (error);
        }
      else
        {
          /* the flags as a scenario (nhs_muse_scenario_for_situation ()) */
          sc = nhs_muse_scenario_for_situation (&sit, variant, m, (const char *const *) item_specs, &error);
          if (sc == NULL)
            return nhs_cli_fail (error);
          sc->has_pet = tame;
          sc->pet_apport = apport;
          sc->pet_starving = starving;
          sc->pet_satiated = satiated;
          sc->pet_tameness = tameness;
          sc->pet_abuse = abuse;
          sc->pet_ridden = ridden;
          sc->pet_starves = starves;
          sc->pet_weak = weak;
          sc->pet_hungry = hungry;
          sc->hero_charisma = charisma;
          if (ridden)
            sc->hero_dx = sc->hero_dy = sc->believed_dx = sc->believed_dy = 0;
          sc->hero_hp = hero_hp;
          sc->race = g_strdup (race);
          sc->hero_race = g_strdup (hero_race);
          sc->reading = g_strdup (reading);
          sc->weapon_check = wcheck;
          for (guint k = 0; known_spells != NULL && known_spells[k] != NULL; k++)
            g_ptr_array_add (sc->known_spells, g_strdup (known_spells[k]));
          if (!nhs_muse_scenario_resolve (sc, set, &error))
            {
              char *message = options_for_fields (error->message);

              g_free (error->message);
              error->message = message;
              return nhs_cli_fail (error);
            }
        }
      /* an option the scenario does not read would be ignored without a
         word: refused, by the rule the window greys its control by */
      if (charisma_text != NULL && !nhs_muse_charisma_read (sc))
        return nhs_cli_fail (!nhs_muse_reads_charisma (variant)
                             ? g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--hero-charisma is not read in %s: a "
                                            "steed there resists the hero's Conflict by its magic resistance "
                                            "(resist ()).", variant->display_name)
                             : g_error_new_literal (NHS_ERROR, NHS_ERROR_INVALID, "--hero-charisma is read only "
                                                    "for the hero's steed under the hero's Conflict "
                                                    "(resist_conflict ()): give --ridden and --conflict."));
      if (hungry && !nhs_muse_pet_hungry_read (sc))
        return nhs_cli_fail (!nhs_muse_reads_pet_hungry (variant)
                             ? g_error_new_literal (NHS_ERROR, NHS_ERROR_INVALID, "--hungry is EvilHack's: only "
                                                    "its hungry vampire pets drink the blood they carry.")
                             : starving || weak
                             ? g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--hungry is said already by %s: a "
                                            "starving or weak pet is hungry.", starving ? "--starving" : "--weak")
                             : g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "--hungry is read only of a vampire pet "
                                            "(EvilHack's blood potions), and the %s is not one.", sc->monster));
      {
        g_autofree char *why = nhs_muse_scenario_unmodelled (sc, NULL);
        if (why != NULL)
          return nhs_cli_fail (g_error_new_literal (NHS_ERROR, NHS_ERROR_INVALID, why));
      }
      dec = nhs_muse_decide (sc, variant);
      text = format == NHS_FORMAT_JSON ? nhs_muse_decision_to_json (dec) : nhs_muse_decision_to_table (dec);
      return nhs_cli_print (text);
    }

  answer = nhs_muse_explain (m, variant, &sit, NULL);
  text = format == NHS_FORMAT_JSON ? nhs_muse_answer_to_json (answer) : nhs_muse_answer_to_table (answer);
  return nhs_cli_print (text);
}

int
nhs_cli_item_gen_main (int    argc,
                       char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new ("- the random items monsters start with");
  g_autoptr (NhsMonsterSet) set = NULL;
  g_autoptr (NhsItemGen) gen = NULL;
  g_autofree char *monster = NULL, *variant_key = NULL, *format_key = NULL, *difficulty = NULL;
  g_autofree char *data = NULL;
  g_autofree char *text = NULL;
  NhsItemGenOptions o = { 0 };
  const NhsVariant *variant = NULL;
  const NhsMonster *m = NULL;
  const char *why = NULL;
  int diff = 0;
  NhsFormat format;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "difficulty", 0, 0, G_OPTION_ARG_STRING, &difficulty, "The monster's difficulty", "N" },
    { "monster", 0, 0, G_OPTION_ARG_STRING, &monster, "Take difficulty and flags from this monster", "NAME" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_key, nhs_variant_option_help (), "V" },
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data,
      "Use this monster data file instead of the bundled one", "FILE" },
    { "noteleport", 0, 0, G_OPTION_ARG_NONE, &o.noteleport, "Made on a no-teleport level", NULL },
    { "sokoban", 0, 0, G_OPTION_ARG_NONE, &o.sokoban, "Made in Sokoban (a no-teleport level)", NULL },
    { "no-digging", 0, 0, G_OPTION_ARG_NONE, &o.no_digging, "A floater, shopkeeper, guard or priest", NULL },
    { "earth-ok", 0, 0, G_OPTION_ARG_NONE, &o.earth_ok,
      "Metallic helmet, amorphous, wall-walker, ghost or unsolid", NULL },
    { "nonliving", 0, 0, G_OPTION_ARG_NONE, &o.nonliving, "Undead, golem, vortex or manes", NULL },
    { "guard", 0, 0, G_OPTION_ARG_NONE, &o.guard, "A vault guard", NULL },
    { "ice-queen", 0, 0, G_OPTION_ARG_NONE, &o.ice_queen, "Made in EvilHack's Ice Queen's Realm", NULL },
    { "no-invisibility", 0, 0, G_OPTION_ARG_NONE, &o.no_invisibility,
      "Peaceful, and the hero cannot see invisible", NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_key, nhs_cli_format_help (muse_formats, G_N_ELEMENTS (muse_formats), NHS_FORMAT_TABLE), "F" },
    { NULL }
  };

  g_option_context_set_summary (context,
                                "Prints the exact distribution of rnd_defensive_item(), rnd_offensive_item()\n"
                                "and rnd_misc_item() for a monster of the given difficulty, and when makemon\n"
                                "calls them (m_lev > rn2(N)).");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!nhs_cli_parse (context, &argc, &argv))
    return NHS_CLI_EXIT_USAGE;
  if (o.sokoban)
    o.noteleport = TRUE;

  if ((difficulty == NULL) == (monster == NULL))
    error = g_error_new (NHS_ERROR, NHS_ERROR_INVALID, "Give either --difficulty N or --monster NAME.");
  if (error == NULL)
    nhs_cli_parse_format (format_key, muse_formats, G_N_ELEMENTS (muse_formats), NHS_FORMAT_TABLE,
                          &format, &error);
  if (error == NULL && difficulty != NULL)
    nhs_cli_parse_int ("--difficulty", difficulty, 0, 99, &diff, &error);
  if (error == NULL && monster == NULL)
    nhs_cli_parse_variant ("--variant", variant_key, &variant, &error);
  else if (error == NULL && load (variant_key, data, &variant, &set, &error))
    m = lookup (set, monster, &error);
  if (error != NULL)
    return nhs_cli_fail (error);

  o.mplayer = m != NULL && nhs_monster_is_mplayer (set, m->index);
  gen = nhs_item_gen_compute (variant, m, diff, &o, &why);
  if (gen == NULL && m == NULL)
    return nhs_cli_fail (g_error_new_literal (NHS_ERROR, NHS_ERROR_INVALID, why));
  if (gen == NULL)
    {
      g_autofree char *line = NULL;
      if (format == NHS_FORMAT_JSON)
        {
          g_autofree char *q = g_strescape (why, NULL);
          line = g_strdup_printf ("{\n  \"variant\" : \"%s\",\n  \"monster\" : \"%s\",\n  \"none\" : \"%s\"\n}\n",
                                  variant->key, m->name, q);
        }
      else
        line = g_strdup_printf ("%s: %s\n", m->name, why);
      return nhs_cli_print (line);
    }
  text = format == NHS_FORMAT_JSON ? nhs_item_gen_to_json (gen) : nhs_item_gen_to_table (gen);
  return nhs_cli_print (text);
}
