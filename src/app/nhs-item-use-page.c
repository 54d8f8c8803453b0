/* nhs-item-use-page.c: the "Item use" page — what a monster would do with items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Thin: the page holds the chosen monster, version and a few situation
 * switches; nhs_muse_explain() (core) computes the answer, shown here as one
 * group per check (defensive, miscellaneous, offensive, picking up).
 */
#include "nhs-item-use-page.h"
#include "nhs-table.h"
#include "nhs-word-search.h"

#include <glib/gi18n.h>

#include "nhs-data.h"
#include "nhs-level.h"
#include "nhs-monster-sets.h"
#include "nhs-muse.h"
#include "nhs-muse-scenario.h"
#include "nhs-strings.h"
#include "nhs-theme.h"
#include "nhs-variant-model.h"

/* The scenario's controls, by role */
enum { SPIN_HP, SPIN_HPMAX, SPIN_DX, SPIN_DY, SPIN_XL, SPIN_LOAD, SPIN_APPORT, SPIN_TAMENESS, SPIN_ABUSE,
       SPIN_HERO_HP, SPIN_CHARISMA, N_SPINS };
enum {
  CHECK_PEACEFUL, CHECK_CONFUSED, CHECK_STUNNED, CHECK_BLIND, CHECK_FLEEING, CHECK_INVISIBLE,
  CHECK_CANCELLED, CHECK_KNOWS_TELE, CHECK_DISPLACED,
  CHECK_HERO_WIELDS, CHECK_HERO_ARMOR, CHECK_HELD, CHECK_HELPLESS, CHECK_SEE_INVIS, CHECK_HIDING,
  CHECK_SINNED, CHECK_SEEN_REFLECTION, CHECK_COCKATRICE,
  CHECK_BOULDER_ON_TRAP, CHECK_SCARE_ON_TRAP, CHECK_MONSTER_ON_TRAP, CHECK_BOULDER_BETWEEN,
  CHECK_SLEEPING_SOLDIER, CHECK_IN_TEMPLE, CHECK_NOTELEPORT, CHECK_UNDIGGABLE, CHECK_SOKOBAN,
  CHECK_BOTTOM, CHECK_TRAPPED, CHECK_HERO_BLIND, CHECK_TELE_CONTROL, CHECK_WEAPON_CURSED,
  CHECK_CARRIES_CORPSE, CHECK_STASIS, CHECK_CHOKEPOINT, CHECK_FRIEND, CHECK_ZOMBIE_IN_LINE, CHECK_CORPSE_BEYOND,
  CHECK_TAME, CHECK_STARVING, CHECK_WEAK, CHECK_HUNGRY, CHECK_STARVES, CHECK_RIDDEN, CHECK_SATIATED, CHECK_BERSERK, CHECK_CONFLICT, CHECK_HELD_BY_OTHER, CHECK_GOAL_HERO, CHECK_HERO_INVISIBLE,
  CHECK_PRIEST,
  N_CHECKS
};
enum { CHOICE_SPEED, CHOICE_REFLECTION, CHOICE_ENGULFED, CHOICE_ON, CHOICE_TRAP_BESIDE, CHOICE_TRAP_UNDER,
       CHOICE_TEMPLE, CHOICE_HERO_ON, CHOICE_PILE, CHOICE_SHAPECHANGER, CHOICE_GOD, CHOICE_MINION,
       CHOICE_WEAPON_CHECK, CHOICE_PRIEST_GOD, CHOICE_SPELL_BEING, N_CHOICES };

struct _NhsItemUsePage {
  GtkWidget parent_instance;

  GtkDropDown *monster_dropdown;
  GtkDropDown *variant_dropdown;
  GtkCheckButton *hurt_check;
  GtkCheckButton *peaceful_check;
  GtkCheckButton *confused_check;
  GtkCheckButton *stunned_check;
  GtkCheckButton *blind_check;
  GtkCheckButton *adjacent_check;
  GtkCheckButton *reflect_check;
  GtkLabel *error_label;
  GtkBox *groups_box;
  GtkStack *view_stack;
  GtkBox *scenario_controls;
  GtkBox *scenario_results;

  /* "This turn": the scenario editor (built in code) */
  NhsMuseScenario *sc;            /* items live here; the rest is read from the controls */
  GtkBox *inventory_box;
  GtkDropDown *form_dropdown;     /* the hero's form: "not polymorphed", then the version's monsters */
  GtkDropDown *add_item_dropdown;
  GtkStringList *item_names;
  GtkSpinButton *spins[N_SPINS];
  GtkCheckButton *checks[N_CHECKS];
  GtkDropDown *choices[N_CHOICES];
  GtkDropDown *race_dropdown;     /* EvilHack: the races its species may be made with */
  GStrv races;                    /* what race_dropdown lists (nhs_muse_races_for), NULL: none */
  GtkDropDown *hero_race_dropdown;/* EvilHack: "race not said", then nhs_muse_hero_races () */
  GtkMenuButton *spells_button;   /* EvilHack: the spells a spellcaster knows (nhs_muse_learnable_spells ()) */
  GtkCheckButton *spell_checks[32];
  GtkDropDown *reading_dropdown;  /* EvilHack: the book it is partway through: none, then nhs_muse_learnable_spells () */
  GtkBox *others_box;             /* the other monsters added to the surroundings (AddedOther rows) */
  GtkDropDown *add_other_dropdown;/* the version's monsters, searchable */
  GPtrArray *added;               /* AddedOther *, in the order added */
  char *turn_text;                /* the last turn shown, for tests and accessibility */
  char *trace_text;               /* the last trace shown, as its lines read */
  NhsTable *turn_table;           /* the last decision shown, as Copy copies it */
  NhsTable *ever_table;           /* the last "what it could ever use" shown */
  GObject *followed_root;         /* the window whose focused monster we follow (not a reference) */

  NhsMonsterSet *sets[NHS_N_VARIANTS];
  GtkStringList *names;
  char *monster;           /* kept across versions */
  gboolean rebuilding;
  gboolean names_dirty;    /* the list waits until the page is shown or asked */
  gboolean tameness_set;   /* the user set Tameness: kept when the monster changes */
  gboolean tameness_default; /* the page itself writes Tameness (its kind's default) */
};

G_DEFINE_FINAL_TYPE (NhsItemUsePage, nhs_item_use_page, NHS_TYPE_PAGE)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_MONSTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void scenario_recompute (NhsItemUsePage *self);

/* Helpers */

static const NhsVariant *
current_variant (NhsItemUsePage *self)
{
  guint i = gtk_drop_down_get_selected (self->variant_dropdown);
  return i < NHS_N_VARIANTS ? nhs_variant_get ((NhsVariantId) i) : nhs_variant_default ();
}

static NhsMonsterSet *
current_set (NhsItemUsePage *self,
             GError        **error)
{
  const NhsVariant *v = current_variant (self);

  /* the table in use (an opened one included), asked each time: it can change */
  g_clear_pointer (&self->sets[v->id], nhs_monster_set_unref);
  self->sets[v->id] = nhs_page_get_table (NHS_PAGE (self), v->id, error);
  return self->sets[v->id];
}

static void
show_error (NhsItemUsePage *self,
            const char     *message)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
clear_groups (NhsItemUsePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
}

static GtkWidget *
make_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* how an entry is used, in the player's words where the scenario
   decisions gave it (the game's MUSE_* code) */
static char *
entry_use (const NhsMuseEntry *e)
{
  if (e->muse != NULL)
    return nhs_strings_muse_use (e->muse, e->fn, e->item);
  return g_strdup (e->use);
}

static GtkWidget *
make_entry_row (const NhsMuseEntry *e)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *mark = make_label (e->usable ? "✓" : "–", e->usable ? "success" : "dim-label");
  g_autofree char *title = NULL, *use = entry_use (e);
  GtkWidget *title_label, *reason_label;

  if (e->chance != NULL)
    /* Translators: item, how it is used, and the chance of a random check */
    title = g_strdup_printf (_("%s — %s (chance %s)"), e->item, use, e->chance);
  else
    title = g_strdup_printf (_("%s — %s"), e->item, use);
  title_label = make_label (title, e->usable ? "heading" : NULL);
  reason_label = make_label (e->reason, "dim-label");
  gtk_widget_set_valign (mark, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (text), title_label);
  gtk_box_append (GTK_BOX (text), reason_label);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (row), mark);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_set_margin_top (row, 4);
  gtk_widget_set_margin_bottom (row, 4);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  e->usable ? _("usable") : _("not usable now"), -1);
  return row;
}

static void
show_answer (NhsItemUsePage      *self,
             const NhsMuseAnswer *a)
{
  g_autofree char *caption = NULL;

  clear_groups (self);
  g_clear_pointer (&self->ever_table, nhs_table_free);
  /* Translators: the caption of the Item use page's copied table: the monster, the version */
  caption = g_strdup_printf (_("What the %s could ever use in %s"), self->monster ? self->monster : "",
                             current_variant (self)->display_name);
  self->ever_table = nhs_table_new (caption);
  nhs_table_add_column (self->ever_table, _("Kind"), NHS_COLUMN_TEXT);
  nhs_table_add_column (self->ever_table, _("Item"), NHS_COLUMN_TEXT);
  nhs_table_add_column (self->ever_table, _("Use"), NHS_COLUMN_TEXT);
  nhs_table_add_column (self->ever_table, _("Usable here"), NHS_COLUMN_TEXT);
  nhs_table_add_column (self->ever_table, _("Chance of the check"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (self->ever_table, _("Condition"), NHS_COLUMN_TEXT);
  for (int c = 0; c < NHS_MUSE_N_CATEGORIES; c++)
    for (guint i = 0; i < a->groups[c].entries->len; i++)
      {
        const NhsMuseEntry *e = g_ptr_array_index (a->groups[c].entries, i);

        nhs_table_begin_row (self->ever_table);
        nhs_table_add_text (self->ever_table, _(nhs_muse_category_title (c)));
        nhs_table_add_text (self->ever_table, e->item);
        {
          g_autofree char *use = entry_use (e);

          nhs_table_add_text (self->ever_table, use);
        }
        nhs_table_add_text (self->ever_table, e->usable ? _("yes") : _("no"));
        nhs_table_add_text (self->ever_table, e->chance ? e->chance : "");
        nhs_table_add_text (self->ever_table, e->reason);
      }
  for (int c = 0; c < NHS_MUSE_N_CATEGORIES; c++)
    {
      const NhsMuseGroup *g = &a->groups[c];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *list = gtk_list_box_new ();
      g_autofree char *heading = NULL;

      heading = g->active ? g_strdup (_(nhs_muse_category_title (c)))
                          /* Translators: a category that a gate stops */
                          : g_strdup_printf (_("%s — stopped"), _(nhs_muse_category_title (c)));
      gtk_box_append (GTK_BOX (box), make_label (heading, "title-4"));
      for (guint i = 0; i < g->gates->len; i++)
        {
          g_autofree char *t = g_strdup_printf ("✗ %s", (char *) g_ptr_array_index (g->gates, i));
          gtk_box_append (GTK_BOX (box), make_label (t, "warning"));
        }
      for (guint i = 0; i < g->notes->len; i++)
        gtk_box_append (GTK_BOX (box), make_label (g_ptr_array_index (g->notes, i), "dim-label"));
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "rich-list");
      for (guint i = 0; i < g->entries->len; i++)
        gtk_list_box_append (GTK_LIST_BOX (list), make_entry_row (g_ptr_array_index (g->entries, i)));
      if (g->entries->len > 0)
        gtk_box_append (GTK_BOX (box), list);
      gtk_box_append (self->groups_box, box);
    }
}

static void
recompute (NhsItemUsePage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMuseAnswer) answer = NULL;
  NhsMonsterSet *set;
  const NhsMonster *m;
  NhsMuseSituation sit;

  if (self->rebuilding)
    return;
  g_clear_pointer (&self->ever_table, nhs_table_free);
  set = current_set (self, &error);
  if (set == NULL)
    {
      clear_groups (self);
      show_error (self, error->message);
      return;
    }
  m = self->monster ? nhs_monster_set_lookup (set, self->monster) : NULL;
  if (m == NULL)
    {
      clear_groups (self);
      show_error (self, self->monster ? _("This version has no monster of that name.") : NULL);
      return;
    }
  show_error (self, NULL);
  nhs_muse_situation_init (&sit);
  sit.hp = gtk_check_button_get_active (self->hurt_check) ? 1 : 10;
  sit.hp_max = 10;
  sit.peaceful = gtk_check_button_get_active (self->peaceful_check);
  sit.confused = gtk_check_button_get_active (self->confused_check);
  sit.stunned = gtk_check_button_get_active (self->stunned_check);
  sit.blind = gtk_check_button_get_active (self->blind_check);
  sit.distance = gtk_check_button_get_active (self->adjacent_check) ? 1 : 2;
  sit.hero_reflects = gtk_check_button_get_active (self->reflect_check);
  sit.seen_reflection = sit.hero_reflects;
  answer = nhs_muse_explain (m, current_variant (self), &sit, &nhs_strings_phrasebook);
  show_answer (self, answer);
  scenario_recompute (self);
}

/* ---- "This turn": one concrete scenario, decided exactly (core: nhs-muse-scenario) ---- */

static void scenario_recompute (NhsItemUsePage *self);

static const char *speed_names[] = { N_("normal speed"), N_("slow"), N_("fast"), NULL };
static const char *reflection_names[] = { N_("no reflection"), N_("amulet of reflection"),
                                          N_("shield of reflection"), NULL };
/* "hero.shapechanger": none, "druid", "vampire" */
static const char *shapechanger_names[] = { N_("no shapechanger"), N_("a Druid's wildshape"),
                                            N_("a vampire's form"), NULL };
static const char *engulf_names[] = { N_("not engulfed"), N_("engulfed by this monster"),
                                      N_("engulfed by another monster"), NULL };
static const char *on_names[] = { N_("stands on nothing special"), N_("on the down stairs"), N_("on the up stairs"),
                                  N_("on branch stairs down"), N_("on branch stairs up"), N_("on a down ladder"),
                                  N_("on an up ladder"), NULL };
/* the game's trap names (nhs-muse-scenario.c knows them); index 0: none */
static const char *trap_beside_keys[] = { NULL, "trap door", "hole", "teleportation trap", "polymorph trap",
                                          "level teleporter", NULL };
static const char *trap_beside_names[] = { N_("no trap beside it"), N_("trap door beside it"), N_("hole beside it"),
                                           N_("teleportation trap beside it"), N_("polymorph trap beside it"),
                                           N_("level teleporter beside it"), NULL };
static const char *trap_under_keys[] = { NULL, "pit", "web", "bear trap", "arrow trap", "hole",
                                         "teleportation trap", "polymorph trap", NULL };
static const char *trap_under_names[] = { N_("no trap under it"), N_("pit under it"), N_("web under it"),
                                          N_("bear trap under it"), N_("arrow trap under it"), N_("hole under it"),
                                          N_("teleportation trap under it"), N_("polymorph trap under it"), NULL };
static const char *hero_on_names[] = { N_("the hero on nothing special"), N_("the hero on the down stairs"),
                                       N_("the hero on the up stairs"), N_("the hero on branch stairs down"),
                                       N_("the hero on branch stairs up"), N_("the hero on a down ladder"),
                                       N_("the hero on an up ladder"), NULL };
/* objects under the hero (5.0.0's liked pile); index 0: none */
static const char *pile_names[] = { N_("nothing under the hero"), N_("gold under the hero"),
                                    N_("a potion of healing under the hero"), N_("three rocks under the hero"),
                                    N_("a boulder under the hero"), NULL };
/* "state.god" and another monster's "god", in NhsMuseGod's order */
static const char *god_names[] = { N_("god not said"), N_("lawful god"), N_("neutral god"), N_("chaotic god"),
                                   N_("Moloch (unaligned)"), NULL };
/* "state.minion", in NhsMuseMinion's order */
static const char *minion_names[] = { N_("minion not said"), N_("not a minion"), N_("a minion"),
                                      N_("the hero's guardian angel"), NULL };
/* "state.spell_being", in NhsMuseSpellBeing's order */
static const char *spell_being_names[] = { N_("spell being not said"), N_("not made by a spell"),
                                           N_("made by a spell"), NULL };
/* "state.weapon_check", in NhsMuseWeaponCheck's order */
static const char *weapon_check_names[] = { N_("weapon check not said"), N_("would wield another weapon"),
                                            N_("has given up wielding another"), NULL };
static const char *temple_names[] = { N_("no temple"), N_("coaligned temple"), N_("cross-aligned temple"),
                                      N_("temple without a priest"), N_("temple with a hostile priest"), NULL };

/* A drop-down of the first `n` names (all: -1), translated */
static GtkDropDown *
choice_new_n (const char **names,
              int          n)
{
  g_autoptr (GPtrArray) t = g_ptr_array_new ();
  g_autoptr (GtkStringList) list = NULL;

  for (int i = 0; names[i] != NULL && (n < 0 || i < n); i++)
    g_ptr_array_add (t, (gpointer) _(names[i]));
  g_ptr_array_add (t, NULL);
  list = gtk_string_list_new ((const char * const *) t->pdata);
  return GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL));
}

static GtkDropDown *
choice_new (const char **names)
{
  return choice_new_n (names, -1);
}

static guint
choice_of (GtkDropDown *d)
{
  guint i = gtk_drop_down_get_selected (d);
  return i == GTK_INVALID_LIST_POSITION ? 0 : i;
}

static GtkWidget *
section (GtkBox     *parent,
         const char *title)
{
  GtkWidget *box = gtk_flow_box_new ();

  gtk_box_append (parent, make_label (title, "heading"));
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (box), 2);
  gtk_box_append (parent, box);
  return box;
}

/* A searchable drop-down of `names` with its "Add" button after it, in a
   row appended to `parent` (the item list's and the monster list's) */
static GtkDropDown *
add_search_row (NhsItemUsePage *self,
                GtkBox         *parent,
                GListModel     *names,
                const char     *tooltip,
                const char     *accessible,
                const char     *button_label,
                GCallback       clicked)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *button = gtk_button_new_with_mnemonic (button_label);
  GtkDropDown *d = GTK_DROP_DOWN (gtk_drop_down_new (names, gtk_property_expression_new (GTK_TYPE_STRING_OBJECT,
                                                                                          NULL, "string")));

  gtk_drop_down_set_enable_search (d, TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (d), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (d), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_widget_set_hexpand (GTK_WIDGET (d), TRUE);
  g_signal_connect_swapped (button, "clicked", clicked, self);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (d));
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (parent, row);
  return d;
}

static void
scenario_changed_cb (NhsItemUsePage *self)
{
  if (self->tameness_default)
    return;  /* the page's own default, read where it was written */
  scenario_recompute (self);
}

static void
tameness_set_cb (NhsItemUsePage *self)
{
  if (!self->tameness_default)
    self->tameness_set = TRUE;
}

static GtkCheckButton *
add_check (NhsItemUsePage *self,
           GtkWidget      *flow,
           int             id,
           const char     *label,
           const char     *tooltip)
{
  GtkWidget *c = gtk_check_button_new_with_mnemonic (label);

  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (c, tooltip);
  g_signal_connect_swapped (c, "toggled", G_CALLBACK (scenario_changed_cb), self);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), c);
  self->checks[id] = GTK_CHECK_BUTTON (c);
  return GTK_CHECK_BUTTON (c);
}

static void
add_spin (NhsItemUsePage *self,
          GtkWidget      *flow,
          int             id,
          const char     *label,
          int             lo,
          int             hi,
          int             value)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *l = gtk_label_new_with_mnemonic (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (lo, hi, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), spin);
  if (id == SPIN_TAMENESS)  /* before the answer is read again */
    g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (tameness_set_cb), self);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (scenario_changed_cb), self);
  gtk_box_append (GTK_BOX (box), l);
  gtk_box_append (GTK_BOX (box), spin);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
  self->spins[id] = GTK_SPIN_BUTTON (spin);
}

static void
add_choice (NhsItemUsePage *self,
            GtkWidget      *flow,
            int             id,
            const char    **names,
            const char     *accessible)
{
  GtkDropDown *d = choice_new (names);

  g_signal_connect_swapped (d, "notify::selected", G_CALLBACK (scenario_changed_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (d), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), GTK_WIDGET (d));
  self->choices[id] = d;
}

/* A label and its control in a box */
static GtkWidget *
labelled_box (const char *label,
              GtkWidget  *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *l = gtk_label_new_with_mnemonic (label);

  gtk_label_set_mnemonic_widget (GTK_LABEL (l), control);
  gtk_box_append (GTK_BOX (box), l);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

/* A drop-down `d` with its label in `flow`, recomputing the scenario
   when chosen: the box holding both */
static GtkWidget *
add_labelled_choice (NhsItemUsePage *self,
                     GtkWidget      *flow,
                     const char     *label,
                     GtkDropDown    *d)
{
  GtkWidget *box = labelled_box (label, GTK_WIDGET (d));

  g_signal_connect_swapped (d, "notify::selected", G_CALLBACK (scenario_changed_cb), self);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
  return box;
}

/* The hero's form ("hero.polymorphed_into"): the version's monsters,
   filled by rebuild_names () */
static void
add_form_choice (NhsItemUsePage *self,
                 GtkWidget      *flow)
{
  GtkDropDown *d = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new (NULL)),
                                                     gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL,
                                                                                  "string")));

  gtk_drop_down_set_enable_search (d, TRUE);
  add_labelled_choice (self, flow, _("Pol_ymorphed into"), d);
  self->form_dropdown = d;
}

/* the hero's form chosen, or NULL */
static const char *
hero_form (NhsItemUsePage *self)
{
  GListModel *m = self->form_dropdown != NULL ? gtk_drop_down_get_model (self->form_dropdown) : NULL;
  guint i = m != NULL ? gtk_drop_down_get_selected (self->form_dropdown) : 0;

  if (m == NULL || i == 0 || i == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gtk_string_list_get_string (GTK_STRING_LIST (m), i);
}

/* A race's name as the window shows it: the core marks each with the
   context "race" (nhs_muse_hero_races ()) */
static const char *
race_name (const char *race)
{
  return g_dpgettext2 (NULL, "race", race);
}

/* The drop-down's names of `races`: race_name () of each (the array
   owns nothing) */
static GPtrArray *
race_names (const char        *first,
            const char *const *races)
{
  GPtrArray *names = g_ptr_array_new ();

  if (first != NULL)
    g_ptr_array_add (names, (gpointer) first);
  for (guint k = 0; races != NULL && races[k] != NULL; k++)
    g_ptr_array_add (names, (gpointer) race_name (races[k]));
  g_ptr_array_add (names, NULL);
  return names;
}

/* EvilHack's race: a drop-down in the monster's section, shown only while
   the version makes this species with a race */
static void
add_race_choice (NhsItemUsePage *self,
                 GtkWidget      *flow)
{
  GtkDropDown *d = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new (NULL)), NULL));
  GtkWidget *box = add_labelled_choice (self, flow, _("_Race"), d);

  gtk_widget_set_tooltip_text (box, _("EvilHack makes a mercenary or a player monster of a race its species may "
                                      "have: the race's flags, resistances and hated materials are its too"));
  gtk_widget_set_visible (gtk_widget_get_parent (box), FALSE);
  self->race_dropdown = d;
}

/* EvilHack's hero's race ("hero.race"): a drop-down in the hero's
   section, "race not said" then the races, filled and shown by
   hero_race_of () in a version that reads it */
static void
add_hero_race_choice (NhsItemUsePage *self,
                      GtkWidget      *flow)
{
  GtkDropDown *d = choice_new_n ((const char *[]) { N_("race not said"), NULL }, -1);
  GtkWidget *box = add_labelled_choice (self, flow, _("R_ace"), d);

  gtk_widget_set_tooltip_text (box, _("EvilHack: a pet whose courage is low attacks the hero only by a grudge "
                                      "against the hero's race"));
  self->hero_race_dropdown = d;
}

/* The hero's race the scenario says: NULL where the version does not read
   it or it is not said; a vampire shapechanger's is "vampire" */
static const char *
hero_race_of (NhsItemUsePage        *self,
              const NhsMuseScenario *sc)
{
  const char *const *races = nhs_muse_hero_races (sc->variant);
  GListModel *model = gtk_drop_down_get_model (self->hero_race_dropdown);
  guint i = gtk_drop_down_get_selected (self->hero_race_dropdown);

  if (races != NULL && g_list_model_get_n_items (model) == 1)
    {
      gboolean was = self->rebuilding;
      g_autoptr (GPtrArray) names = race_names (NULL, races);

      self->rebuilding = TRUE;
      gtk_string_list_splice (GTK_STRING_LIST (model), 1, 0, (const char *const *) names->pdata);
      self->rebuilding = was;
    }
  gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->hero_race_dropdown))),
                          races != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->hero_race_dropdown), sc->hero_shapechanger != 2);
  if (races == NULL)
    return NULL;
  if (sc->hero_shapechanger == 2)
    return "vampire";
  return i > 0 && i != GTK_INVALID_LIST_POSITION && i <= g_strv_length ((char **) races) ? races[i - 1] : NULL;
}

/* EvilHack's known spells ("state.known_spells"): a button in the
   monster's section opening a check for each book a monster learns from,
   shown only in EvilHack, sensitive for a spellcaster */
static void
add_spells_choice (NhsItemUsePage *self,
                   GtkWidget      *flow)
{
  const char *const *books = nhs_muse_learnable_spells ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkMenuButton *b = GTK_MENU_BUTTON (gtk_menu_button_new ());

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  for (guint i = 0; books[i] != NULL && i < G_N_ELEMENTS (self->spell_checks); i++)
    {
      /* the game's names stay English: the spell without "spellbook of " */
      GtkWidget *c = gtk_check_button_new_with_label (books[i] + strlen ("spellbook of "));

      g_signal_connect_swapped (c, "toggled", G_CALLBACK (scenario_changed_cb), self);
      gtk_grid_attach (GTK_GRID (grid), c, (int) (i % 2), (int) (i / 2), 1, 1);
      self->spell_checks[i] = GTK_CHECK_BUTTON (c);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  gtk_menu_button_set_popover (b, popover);
  gtk_menu_button_set_label (b, _("Known spells"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (b), _("EvilHack: the spells this spellcaster knows, at most 8; it reads, "
                                                  "and as a pet picks up, only a book whose spell it does not know"));
  gtk_flow_box_append (GTK_FLOW_BOX (flow), GTK_WIDGET (b));
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (b)), FALSE);
  self->spells_button = b;
}

/* EvilHack's book being read ("state.reading"): a drop-down beside the
   known spells, "none" then each book a monster learns from, shown and
   sensitive as the known spells are */
static void
add_reading_choice (NhsItemUsePage *self,
                    GtkWidget      *flow)
{
  const char *const *books = nhs_muse_learnable_spells ();
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *l = gtk_label_new_with_mnemonic (_("Rea_ding"));
  GtkDropDown *d;

  g_ptr_array_add (names, (gpointer) _("no book"));
  for (guint i = 0; books[i] != NULL; i++)
    g_ptr_array_add (names, (gpointer) (books[i] + strlen ("spellbook of ")));  /* the game's names stay English */
  g_ptr_array_add (names, NULL);
  d = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new ((const char *const *) names->pdata)),
                                        NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), GTK_WIDGET (d));
  gtk_widget_set_tooltip_text (box, _("EvilHack: the spellbook this spellcaster is partway through; it reads on "
                                      "from the first book of that kind before any other, and as a pet keeps it"));
  g_signal_connect_swapped (d, "notify::selected", G_CALLBACK (scenario_changed_cb), self);
  gtk_box_append (GTK_BOX (box), l);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (d));
  gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
  gtk_widget_set_visible (gtk_widget_get_parent (box), FALSE);
  self->reading_dropdown = d;
}

/* The checked spells into the scenario, for a spellcaster of a version
   whose monsters learn spells; at most NHS_MUSE_MAX_KNOWN_SPELLS: the
   rest are insensitive once that many are checked */
static void
update_spells (NhsItemUsePage  *self,
               NhsMuseScenario *sc)
{
  const char *const *books = nhs_muse_learnable_spells ();
  gboolean shown = sc->variant->muse_monster_spells;
  gboolean caster = shown && sc->data != NULL && nhs_muse_evil_spellcaster (sc);

  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->spells_button)), shown);
  gtk_widget_set_sensitive (GTK_WIDGET (self->spells_button), caster);
  g_ptr_array_set_size (sc->known_spells, 0);
  for (guint i = 0; caster && books[i] != NULL && i < G_N_ELEMENTS (self->spell_checks); i++)
    if (gtk_check_button_get_active (self->spell_checks[i]))
      g_ptr_array_add (sc->known_spells, g_strdup (books[i]));
  for (guint i = 0; books[i] != NULL && i < G_N_ELEMENTS (self->spell_checks); i++)
    gtk_widget_set_sensitive (GTK_WIDGET (self->spell_checks[i]),
                              sc->known_spells->len < NHS_MUSE_MAX_KNOWN_SPELLS
                              || gtk_check_button_get_active (self->spell_checks[i]));
  /* the book it is reading (a spell it knows already is refused by name) */
  {
    guint r = gtk_drop_down_get_selected (self->reading_dropdown);
    GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (self->reading_dropdown));

    gtk_widget_set_visible (gtk_widget_get_parent (box), shown);
    gtk_widget_set_sensitive (box, caster);
    g_clear_pointer (&sc->reading, g_free);
    if (caster && r != GTK_INVALID_LIST_POSITION && r > 0 && r <= g_strv_length ((char **) books))
      sc->reading = g_strdup (books[r - 1]);
  }
}

/* The races of the current version and monster in the drop-down (the
   chosen one kept when the new species may have it); the chosen race, or
   NULL for none. */
static const char *
update_races (NhsItemUsePage      *self,
              const NhsMonsterSet *set,
              const NhsMonster    *m)
{
  g_auto (GStrv) races = m != NULL ? nhs_muse_races_for (current_variant (self), set, m) : NULL;
  guint i = gtk_drop_down_get_selected (self->race_dropdown);

  if (!(races == NULL && self->races == NULL)
      && (races == NULL || self->races == NULL
          || !g_strv_equal ((const char *const *) races, (const char *const *) self->races)))
    {
      const char *kept = self->races != NULL && i < g_strv_length (self->races) ? self->races[i] : NULL;
      guint keep = 0;
      gboolean was = self->rebuilding;

      for (guint k = 0; races != NULL && kept != NULL && races[k] != NULL; k++)
        if (strcmp (races[k], kept) == 0)
          keep = k;
      g_autoptr (GPtrArray) names = race_names (NULL, (const char *const *) races);

      self->rebuilding = TRUE;
      gtk_drop_down_set_model (self->race_dropdown,
                               G_LIST_MODEL (gtk_string_list_new ((const char *const *) names->pdata)));
      g_object_unref (gtk_drop_down_get_model (self->race_dropdown));
      gtk_drop_down_set_selected (self->race_dropdown, keep);
      self->rebuilding = was;
      g_strfreev (self->races);
      self->races = g_steal_pointer (&races);
      gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->race_dropdown))),
                              self->races != NULL);
    }
  i = gtk_drop_down_get_selected (self->race_dropdown);
  return self->races != NULL && i < g_strv_length (self->races) ? self->races[i] : NULL;
}

typedef struct {
  NhsItemUsePage *self;
  NhsMuseItem *item;
} ItemRef;

static void
item_cursed_cb (GtkCheckButton *b,
                ItemRef        *r)
{
  r->item->cursed = gtk_check_button_get_active (b);
  scenario_recompute (r->self);
}

static void
item_identified_cb (GtkCheckButton *b,
                    ItemRef        *r)
{
  r->item->identified = gtk_check_button_get_active (b);
  scenario_recompute (r->self);
}

static void
item_wielded_cb (GtkCheckButton *b,
                 ItemRef        *r)
{
  gboolean on = gtk_check_button_get_active (b);

  /* a monster wields at most one item */
  if (on)
    for (guint i = 0; i < r->self->sc->items->len; i++)
      ((NhsMuseItem *) r->self->sc->items->pdata[i])->wielded = FALSE;
  r->item->wielded = on;
  scenario_recompute (r->self);
}

static void
item_worn_cb (GtkCheckButton *b,
              ItemRef        *r)
{
  r->item->worn = gtk_check_button_get_active (b);
  scenario_recompute (r->self);
}

static void
item_spe_cb (GtkSpinButton *spin,
             ItemRef       *r)
{
  r->item->spe = gtk_spin_button_get_value_as_int (spin);
  scenario_recompute (r->self);
}

/* A ring's or wand's material: 0 "material not said", then
   nhs_muse_object_materials () in the core's order */
static void
item_material_cb (GtkDropDown *d,
                  GParamSpec  *pspec,
                  ItemRef     *r)
{
  const char *mats[NHS_MUSE_MAX_MATERIALS];
  guint n = nhs_muse_object_materials (current_variant (r->self), r->item->object, mats);
  guint i = gtk_drop_down_get_selected (d);

  r->item->material = i > 0 && i <= n ? g_intern_string (mats[i - 1]) : NULL;
  scenario_recompute (r->self);
}

/* The item's material drop-down, where the version's shuffled
   appearances make it one of several (nhs_muse_object_materials ()); an
   item's material the version cannot give it is left unsaid. NULL where
   there is no choice. */
static GtkWidget *
item_material_choice (NhsItemUsePage *self,
                      ItemRef        *r)
{
  const NhsVariant *v = current_variant (self);
  const char *mats[NHS_MUSE_MAX_MATERIALS];
  guint n = r->item->object != NULL ? nhs_muse_object_materials (v, r->item->object, mats) : 0, keep = 0;
  g_autoptr (GPtrArray) names = NULL;
  GtkDropDown *d;

  if (n < 2)
    return NULL;
  names = g_ptr_array_new ();
  g_ptr_array_add (names, (gpointer) _("material not said"));
  for (guint k = 0; k < n; k++)
    {
      g_ptr_array_add (names, (gpointer) g_dpgettext2 (NULL, "material", nhs_level_material_word (v, mats[k])));
      if (r->item->material != NULL && g_ascii_strcasecmp (r->item->material, mats[k]) == 0)
        keep = k + 1;
    }
  g_ptr_array_add (names, NULL);
  r->item->material = keep > 0 ? g_intern_string (mats[keep - 1]) : NULL;
  d = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new ((const char *const *) names->pdata)),
                                        NULL));
  gtk_drop_down_set_selected (d, keep);
  gtk_widget_set_tooltip_text (GTK_WIDGET (d), _("Material: a ring's or wand's goes with its random appearance; "
                                                 "a monster that hates or eats one of them reads it"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (d), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Material"), -1);
  g_signal_connect (d, "notify::selected", G_CALLBACK (item_material_cb), r);
  return GTK_WIDGET (d);
}

static void
item_studied_cb (GtkSpinButton *spin,
                 ItemRef       *r)
{
  r->item->studied = gtk_spin_button_get_value_as_int (spin);
  scenario_recompute (r->self);
}

static void
item_flag_cb (GtkCheckButton *b,
              ItemRef        *r)
{
  const char *which = g_object_get_data (G_OBJECT (b), "flag");
  gboolean on = gtk_check_button_get_active (b);

  if (strcmp (which, "locked") == 0)
    r->item->locked = on;
  else if (strcmp (which, "trapped") == 0)
    r->item->trapped = on;
  else
    r->item->empty = on;
  scenario_recompute (r->self);
}

static void rebuild_inventory (NhsItemUsePage *self);

static void
item_remove_cb (GtkButton *b,
                ItemRef   *r)
{
  NhsItemUsePage *self = r->self;

  g_ptr_array_remove (self->sc->items, r->item);
  rebuild_inventory (self);   /* frees r with the row */
  scenario_recompute (self);
}

static void
rebuild_inventory (NhsItemUsePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->inventory_box))) != NULL)
    gtk_box_remove (self->inventory_box, child);
  if (self->sc->items->len == 0)
    gtk_box_append (self->inventory_box, make_label (_("It carries nothing. Add items below, in inventory order."),
                                                     "dim-label"));
  for (guint i = 0; i < self->sc->items->len; i++)
    {
      NhsMuseItem *it = self->sc->items->pdata[i];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *name = g_strdup_printf ("%u. %s", i + 1, it->name);
      GtkWidget *label = make_label (name, NULL);
      GtkWidget *cursed = gtk_check_button_new_with_label (_("cursed"));
      GtkWidget *wielded = gtk_check_button_new_with_label (_("wielded"));
      GtkWidget *worn = gtk_check_button_new_with_label (_("worn"));
      GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
      GtkWidget *material;
      const char *mats[NHS_MUSE_MAX_MATERIALS];
      ItemRef *r = g_new (ItemRef, 1);

      r->self = self;
      r->item = it;
      g_object_set_data_full (G_OBJECT (row), "ref", r, g_free);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (row), label);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (cursed), it->cursed);
      g_signal_connect (cursed, "toggled", G_CALLBACK (item_cursed_cb), r);
      gtk_box_append (GTK_BOX (row), cursed);
      /* whether the hero knows it: only where it can change the answer
         (a hidden check keeps no flag) */
      if (nhs_muse_pet_knows_item (current_variant (self), it))
        {
          GtkWidget *known = gtk_check_button_new_with_label (_("identified"));
          gtk_widget_set_tooltip_text (known, _("EvilHack: the hero knows its enchantment, and a pet refuses it "
                                                "at +0 or less"));
          GtkWidget *spe = gtk_spin_button_new_with_range (-99, 99, 1);

          gtk_check_button_set_active (GTK_CHECK_BUTTON (known), it->identified);
          g_signal_connect (known, "toggled", G_CALLBACK (item_identified_cb), r);
          gtk_box_append (GTK_BOX (row), known);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spe), it->spe);
          gtk_widget_set_tooltip_text (spe, _("Enchantment"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (spe), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Enchantment"), -1);
          g_signal_connect (spe, "value-changed", G_CALLBACK (item_spe_cb), r);
          gtk_box_append (GTK_BOX (row), spe);
        }
      else if (nhs_muse_item_charged_ring (it))
        it->identified = FALSE, it->spe = 0;
      /* EvilHack: how often a spellbook was read (spestudied: worn out at 3) */
      if (it->kind == NHS_MI_SPELLBOOK && current_variant (self)->muse_monster_spells)
        {
          GtkWidget *studied = gtk_spin_button_new_with_range (0, NHS_MUSE_MAX_STUDIED, 1);

          gtk_spin_button_set_value (GTK_SPIN_BUTTON (studied), it->studied);
          gtk_widget_set_tooltip_text (studied, _("Times studied: a monster learns nothing from a book read 3 "
                                                  "times or more"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (studied), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Times studied"), -1);
          g_signal_connect (studied, "value-changed", G_CALLBACK (item_studied_cb), r);
          gtk_box_append (GTK_BOX (row), studied);
        }
      else if (it->kind == NHS_MI_SPELLBOOK)
        it->studied = 0;
      if ((material = item_material_choice (self, r)) != NULL)
        gtk_box_append (GTK_BOX (row), material);
      else if (it->object != NULL && it->material != NULL && nhs_muse_object_materials (current_variant (self),
                                                                                          it->object, mats) < 2)
        it->material = NULL;   /* no choice in this version: its own */
      if (it->flags & NHS_MI_F_CHARGED)
        {
          GtkWidget *spe = gtk_spin_button_new_with_range (-1, 99, 1);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spe), it->spe);
          gtk_widget_set_tooltip_text (spe, _("Charges"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (spe), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Charges"), -1);
          g_signal_connect (spe, "value-changed", G_CALLBACK (item_spe_cb), r);
          gtk_box_append (GTK_BOX (row), spe);
        }
      if (it->flags & (NHS_MI_F_WEAPON | NHS_MI_F_WEPTOOL) || it->kind == NHS_MI_TIN_OPENER)
        {
          gtk_check_button_set_active (GTK_CHECK_BUTTON (wielded), it->wielded);
          g_signal_connect (wielded, "toggled", G_CALLBACK (item_wielded_cb), r);
          gtk_box_append (GTK_BOX (row), wielded);
        }
      else
        g_object_ref_sink (wielded), g_object_unref (wielded);
      if (it->flags & (NHS_MI_F_HELMET | NHS_MI_F_BOOTS) || it->kind == NHS_MI_MUMMY_WRAPPING)
        {
          gtk_check_button_set_active (GTK_CHECK_BUTTON (worn), it->worn);
          g_signal_connect (worn, "toggled", G_CALLBACK (item_worn_cb), r);
          gtk_box_append (GTK_BOX (row), worn);
        }
      else
        g_object_ref_sink (worn), g_object_unref (worn);
      if (it->kind == NHS_MI_CONTAINER || it->kind == NHS_MI_BAG_OF_TRICKS)
        {
          static const char *flags[] = { "locked", "trapped", "empty" };
          const char *labels[] = { _("locked"), _("trapped"), _("empty") };
          gboolean values[] = { it->locked, it->trapped, it->empty };

          for (int f = 0; f < 3; f++)
            {
              GtkWidget *c = gtk_check_button_new_with_label (labels[f]);
              gtk_check_button_set_active (GTK_CHECK_BUTTON (c), values[f]);
              g_object_set_data (G_OBJECT (c), "flag", (gpointer) flags[f]);
              g_signal_connect (c, "toggled", G_CALLBACK (item_flag_cb), r);
              gtk_box_append (GTK_BOX (row), c);
            }
        }
      gtk_widget_set_tooltip_text (remove, _("Remove this item"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Remove this item"), -1);
      g_signal_connect (remove, "clicked", G_CALLBACK (item_remove_cb), r);
      gtk_box_append (GTK_BOX (row), remove);
      gtk_box_append (self->inventory_box, row);
    }
}

static void
add_item_cb (NhsItemUsePage *self)
{
  guint i = gtk_drop_down_get_selected (self->add_item_dropdown);

  if (i == GTK_INVALID_LIST_POSITION)
    return;
  if (nhs_muse_scenario_add_item (self->sc, gtk_string_list_get_string (self->item_names, i)) == NULL)
    return;  /* full */
  rebuild_inventory (self);
  scenario_recompute (self);
}

static int
names_cmp (const void *a,
           const void *b)
{
  return g_ascii_strcasecmp (*(char * const *) a, *(char * const *) b);
}

/* Every object of the version (its objects.c) and the few made of a
   monster, sorted by name, for the searchable list of items to add. */
static GStrv
item_names_of (const NhsVariant *v)
{
  guint n = 0;
  const NhsMuseItemInfo *items = nhs_muse_items (v, &n);
  GStrv names = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = g_strdup (items[i].name);
  qsort (names, n, sizeof *names, names_cmp);
  return names;
}

/* Each item of the list to add is also found by its class and armour slot. */
static void
set_item_words (NhsItemUsePage *self)
{
  GListModel *model = G_LIST_MODEL (self->item_names);
  const NhsVariant *v = current_variant (self);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);
      const NhsMuseItemInfo *info = nhs_muse_item_lookup (v, gtk_string_object_get_string (item));
      g_autofree char *words = NULL;

      if (info == NULL)
        continue;
      words = g_strdup_printf ("%s %s", nhs_object_class_key (info->oclass),
                               info->object && info->object->slot ? info->object->slot : "");
      nhs_word_search_set_words (G_OBJECT (item), words);
    }
}

/* ---- Other monsters added to the surroundings ("level.other_monsters[]") ---- */

/* the eight directions from the monster, clockwise from north */
static const char *direction_names[] = { N_("north"), N_("north-east"), N_("east"), N_("south-east"), N_("south"),
                                         N_("south-west"), N_("west"), N_("north-west"), NULL };
static const int direction_dx[] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int direction_dy[] = { -1, -1, 0, 1, 1, 1, 0, -1 };
enum { DIRECTION_WEST = 6 };
/* another monster's attitude: hostile, peaceful, tame (a pet: peaceful too) */
static const char *attitude_names[] = { N_("hostile"), N_("peaceful"), N_("tame"), NULL };

/* another monster's fields, in NhsMuseOtherField's order */
enum { FIELD_LEVEL, FIELD_HP, FIELD_RACE, FIELD_MINION, FIELD_GOD, N_FIELDS };
G_STATIC_ASSERT (1 << FIELD_LEVEL == NHS_MUSE_OTHER_LEVEL && 1 << FIELD_HP == NHS_MUSE_OTHER_HP
                 && 1 << FIELD_RACE == NHS_MUSE_OTHER_RACE && 1 << FIELD_MINION == NHS_MUSE_OTHER_MINION
                 && 1 << FIELD_GOD == NHS_MUSE_OTHER_GOD);

typedef struct {
  NhsItemUsePage *self;
  char *name;
  GtkWidget *row;
  GtkDropDown *direction;
  GtkSpinButton *distance;
  GtkDropDown *attitude;
  GtkWidget *details;             /* what only some versions read: level, hit points, race, minion, god */
  GtkWidget *labels[N_FIELDS];    /* each field's label and control, in FIELD_* order */
  GtkWidget *fields[N_FIELDS];
  GtkSpinButton *level, *hp, *hpmax;
  GtkDropDown *race, *minion, *god;
  GStrv races;                    /* what race lists after "race not said" (nhs_muse_races_for ()) */
  guint index;                    /* its place in the scenario's other monsters, while recomputing */
} AddedOther;

static NhsMuseOther *add_other (NhsMuseScenario *sc, const char *name, int dx, int dy);
static gboolean square_taken (const NhsMuseScenario *sc, int x, int y);

static void
added_other_free (gpointer data)
{
  AddedOther *a = data;

  g_free (a->name);
  g_strfreev (a->races);
  g_free (a);
}

/* A row of the fields' grid: its label (a mnemonic for the control) and
   its control, set in a->fields[field] */
static void
add_field (AddedOther *a,
           int         field,
           const char *label,
           const char *tooltip)
{
  GtkWidget *l = gtk_label_new_with_mnemonic (label);

  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), a->fields[field]);
  gtk_widget_set_halign (a->fields[field], GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (l, tooltip);
  gtk_widget_set_tooltip_text (a->fields[field], tooltip);
  gtk_grid_attach (GTK_GRID (a->details), l, 0, field, 1, 1);
  gtk_grid_attach (GTK_GRID (a->details), a->fields[field], 1, field, 1, 1);
  a->labels[field] = l;
}

static void
added_changed_cb (AddedOther *a)
{
  scenario_recompute (a->self);
}

/* its hit points are at most its maximum */
static void
added_hpmax_cb (AddedOther *a)
{
  gtk_spin_button_set_range (a->hp, 1, gtk_spin_button_get_value (a->hpmax));
  scenario_recompute (a->self);
}

static void
added_remove_cb (AddedOther *a)
{
  NhsItemUsePage *self = a->self;

  gtk_box_remove (self->others_box, a->row);
  g_ptr_array_remove (self->added, a);   /* frees a */
  gtk_widget_set_visible (gtk_widget_get_first_child (GTK_WIDGET (self->others_box)), self->added->len == 0);
  scenario_recompute (self);
}

/* The race drop-down lists "race not said", then the races the version
   may give its kind (the chosen one kept while listed) */
static void
added_update_races (AddedOther       *a,
                    const NhsVariant *v,
                    NhsMonsterSet    *set)
{
  const NhsMonster *m = nhs_monster_set_lookup (set, a->name);
  g_auto (GStrv) races = m != NULL ? nhs_muse_races_for (v, set, m) : NULL;
  guint i = gtk_drop_down_get_selected (a->race), keep = 0;
  const char *kept = a->races != NULL && i > 0 && i <= g_strv_length (a->races) ? a->races[i - 1] : NULL;
  g_autoptr (GPtrArray) names = NULL;

  if ((races == NULL && a->races == NULL)
      || (races != NULL && a->races != NULL
          && g_strv_equal ((const char *const *) races, (const char *const *) a->races)))
    return;
  for (guint k = 0; races != NULL && races[k] != NULL; k++)
    if (kept != NULL && strcmp (races[k], kept) == 0)
      keep = k + 1;
  names = race_names (_("race not said"), (const char *const *) races);
  g_signal_handlers_block_by_func (a->race, added_changed_cb, a);
  gtk_drop_down_set_model (a->race, G_LIST_MODEL (gtk_string_list_new ((const char *const *) names->pdata)));
  g_object_unref (gtk_drop_down_get_model (a->race));
  gtk_drop_down_set_selected (a->race, keep);
  g_signal_handlers_unblock_by_func (a->race, added_changed_cb, a);
  g_strfreev (a->races);
  a->races = g_steal_pointer (&races);
}

/* A row for another monster of kind `name`: where it stands (a direction
   and a distance), its attitude, and below what the version reads of it */
static AddedOther *
added_other_new (NhsItemUsePage   *self,
                 const NhsMonster *m,
                 guint             direction)
{
  AddedOther *a = g_new0 (AddedOther, 1);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name = make_label (m->name, NULL);   /* the game's names stay English */
  GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  GtkWidget *box;
  g_autofree char *accessible = NULL;

  a->self = self;
  a->name = g_strdup (m->name);
  a->row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_top (a->row, 4);
  gtk_widget_set_margin_bottom (a->row, 4);
  gtk_widget_add_css_class (name, "heading");
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (line), name);
  accessible = g_strdup_printf (_("Remove the %s"), m->name);
  gtk_widget_set_tooltip_text (remove, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_widget_add_css_class (remove, "flat");
  g_signal_connect_swapped (remove, "clicked", G_CALLBACK (added_remove_cb), a);
  gtk_box_append (GTK_BOX (line), remove);
  gtk_box_append (GTK_BOX (a->row), line);
  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (line, 18);

  a->direction = choice_new_n (direction_names, -1);
  gtk_drop_down_set_selected (a->direction, direction);
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->direction), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Direction"), -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (a->direction), _("Which way from the monster it stands"));
  g_signal_connect_swapped (a->direction, "notify::selected", G_CALLBACK (added_changed_cb), a);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (a->direction));
  a->distance = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, NHS_MUSE_MAX_OFFSET_Y, 1));
  gtk_spin_button_set_value (a->distance, 1);
  g_signal_connect_swapped (a->distance, "value-changed", G_CALLBACK (added_changed_cb), a);
  box = labelled_box (_("_Squares away"), GTK_WIDGET (a->distance));
  gtk_widget_set_tooltip_text (box, _("How many squares from the monster: 1 is beside it"));
  gtk_box_append (GTK_BOX (line), box);
  a->attitude = choice_new_n (attitude_names, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->attitude), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Attitude"), -1);
  g_signal_connect_swapped (a->attitude, "notify::selected", G_CALLBACK (added_changed_cb), a);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (a->attitude));
  gtk_box_append (GTK_BOX (a->row), line);

  /* what only some versions read, each usable where it can change the answer */
  a->details = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (a->details), 6);
  gtk_grid_set_row_spacing (GTK_GRID (a->details), 4);
  gtk_widget_set_margin_start (a->details, 18);
  a->level = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, NHS_MUSE_MAX_LEVEL, 1));
  gtk_spin_button_set_value (a->level, CLAMP (m->level, 0, NHS_MUSE_MAX_LEVEL));
  g_signal_connect_swapped (a->level, "value-changed", G_CALLBACK (added_changed_cb), a);
  a->fields[FIELD_LEVEL] = GTK_WIDGET (a->level);
  add_field (a, FIELD_LEVEL, _("_Level"),
             _("EvilHack: its level: a pet attacks a monster up to its own level and a little more when healthy, "
               "any with a grudge"));
  a->hpmax = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, NHS_MUSE_MAX_HP, 1));
  gtk_spin_button_set_value (a->hpmax, 10);
  a->hp = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 10, 1));
  gtk_spin_button_set_value (a->hp, 10);
  g_signal_connect_swapped (a->hp, "value-changed", G_CALLBACK (added_changed_cb), a);
  g_signal_connect_swapped (a->hpmax, "value-changed", G_CALLBACK (added_hpmax_cb), a);
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->hpmax), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Maximum HP"), -1);
  a->fields[FIELD_HP] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (a->fields[FIELD_HP]), GTK_WIDGET (a->hp));
  gtk_box_append (GTK_BOX (a->fields[FIELD_HP]), gtk_label_new (_("of")));
  gtk_box_append (GTK_BOX (a->fields[FIELD_HP]), GTK_WIDGET (a->hpmax));
  add_field (a, FIELD_HP, _("H_P"),
             _("EvilHack: its hit points: a pet prefers a stronger target, and a shaman or cleric pet spares a "
               "peaceful one not badly hurt"));
  gtk_label_set_mnemonic_widget (GTK_LABEL (a->labels[FIELD_HP]), GTK_WIDGET (a->hp));
  a->race = choice_new_n ((const char *[]) { N_("race not said"), NULL }, -1);
  g_signal_connect_swapped (a->race, "notify::selected", G_CALLBACK (added_changed_cb), a);
  a->fields[FIELD_RACE] = GTK_WIDGET (a->race);
  add_field (a, FIELD_RACE, _("R_ace"),
             _("EvilHack makes a mercenary, a shopkeeper, a priest or a player monster of a race: grudges between "
               "races decide whom a monster attacks"));
  /* another monster is never the hero's guardian angel */
  a->minion = choice_new_n (minion_names, NHS_MUSE_MINION_GUARDIAN);
  g_signal_connect_swapped (a->minion, "notify::selected", G_CALLBACK (added_changed_cb), a);
  a->fields[FIELD_MINION] = GTK_WIDGET (a->minion);
  add_field (a, FIELD_MINION, _("M_inion"),
             _("EvilHack: a pet minion or priest spares a peaceful minion or priest of its own god"));
  a->god = choice_new_n (god_names, -1);
  g_signal_connect_swapped (a->god, "notify::selected", G_CALLBACK (added_changed_cb), a);
  a->fields[FIELD_GOD] = GTK_WIDGET (a->god);
  add_field (a, FIELD_GOD, _("_God"),
             _("EvilHack: the god a priest or minion serves: two priests of one god spare each other"));
  gtk_box_append (GTK_BOX (a->row), a->details);
  /* usable once the scenario says they can change its answer */
  for (int f = 0; f < N_FIELDS; f++)
    {
      gtk_widget_set_sensitive (a->labels[f], FALSE);
      gtk_widget_set_sensitive (a->fields[f], FALSE);
    }
  return a;
}

static void
add_other_cb (NhsItemUsePage *self)
{
  g_autoptr (GError) error = NULL;
  GListModel *model = gtk_drop_down_get_model (self->add_other_dropdown);
  guint i = gtk_drop_down_get_selected (self->add_other_dropdown);
  NhsMonsterSet *set = current_set (self, &error);
  const NhsMonster *m;
  AddedOther *a;

  if (set == NULL || model == NULL || i == GTK_INVALID_LIST_POSITION || i >= g_list_model_get_n_items (model))
    return;
  m = nhs_monster_set_lookup (set, gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  if (m == NULL || self->added->len >= NHS_MUSE_MAX_OTHERS / 2)
    return;
  /* beside it, west first, on a square nothing else holds */
  {
    static const guint order[] = { DIRECTION_WEST, 2, 0, 4, 7, 1, 5, 3 };
    guint dir = DIRECTION_WEST;

    for (guint k = G_N_ELEMENTS (order); k-- > 0;)
      {
        int x = direction_dx[order[k]], y = direction_dy[order[k]];

        if (!square_taken (self->sc, x, y) && !(x == self->sc->hero_dx && y == self->sc->hero_dy))
          dir = order[k];
      }
    a = added_other_new (self, m, dir);
  }
  g_ptr_array_add (self->added, a);
  gtk_box_append (self->others_box, a->row);
  gtk_widget_set_visible (gtk_widget_get_first_child (GTK_WIDGET (self->others_box)), FALSE);
  scenario_recompute (self);
}

/* The added monsters into the scenario, each with what it says */
static void
added_to_scenario (NhsItemUsePage  *self,
                   NhsMuseScenario *sc,
                   NhsMonsterSet   *set)
{
  for (guint i = 0; i < self->added->len; i++)
    {
      AddedOther *a = self->added->pdata[i];
      guint dir = gtk_drop_down_get_selected (a->direction), r, att = gtk_drop_down_get_selected (a->attitude);
      int n = gtk_spin_button_get_value_as_int (a->distance);
      NhsMuseOther *o;

      added_update_races (a, sc->variant, set);
      dir = dir < G_N_ELEMENTS (direction_dx) ? dir : DIRECTION_WEST;
      /* a direction's squares reach only as far as a scenario holds */
      n = MIN (n, direction_dx[dir] != 0 ? NHS_MUSE_MAX_OFFSET_X : NHS_MUSE_MAX_OFFSET_Y);
      a->index = sc->others->len;
      o = add_other (sc, a->name, direction_dx[dir] * n, direction_dy[dir] * n);
      o->tame = att == 2;
      o->peaceful = att == 1 || att == 2;
      o->has_level = TRUE;
      o->level = gtk_spin_button_get_value_as_int (a->level);
      o->hpmax = gtk_spin_button_get_value_as_int (a->hpmax);
      o->hp = MIN (gtk_spin_button_get_value_as_int (a->hp), o->hpmax);
      r = gtk_drop_down_get_selected (a->race);
      o->race = a->races != NULL && r > 0 && r <= g_strv_length (a->races) ? g_strdup (a->races[r - 1]) : NULL;
      o->minion = (NhsMuseMinion) MIN (choice_of (a->minion), NHS_MUSE_MINION_YES);
      o->god = (NhsMuseGod) choice_of (a->god);
    }
}

/* After the scenario resolved: each added monster's fields shown where the
   version reads them and usable where they can change the answer
   (nhs_muse_other_fields (), nhs_muse_other_fields_read ()); those that
   cannot are left unsaid. TRUE when one was left, so that the scenario is
   resolved again. */
static gboolean
added_fields_read (NhsItemUsePage  *self,
                   NhsMuseScenario *sc)
{
  guint shown = nhs_muse_other_fields (sc->variant);
  gboolean cleared = FALSE;

  for (guint i = 0; i < self->added->len; i++)
    {
      AddedOther *a = self->added->pdata[i];
      NhsMuseOther *o = a->index < sc->others->len ? sc->others->pdata[a->index] : NULL;
      guint read = o != NULL ? nhs_muse_other_fields_read (sc, o) : 0;

      for (int f = 0; f < N_FIELDS; f++)
        {
          gtk_widget_set_visible (a->labels[f], (shown & (1u << f)) != 0);
          gtk_widget_set_visible (a->fields[f], (shown & (1u << f)) != 0);
          gtk_widget_set_sensitive (a->labels[f], (read & (1u << f)) != 0);
          gtk_widget_set_sensitive (a->fields[f], (read & (1u << f)) != 0);
        }
      gtk_widget_set_visible (a->details, shown != 0);
      if (o == NULL)
        continue;
      if (!(read & NHS_MUSE_OTHER_LEVEL))
        o->has_level = FALSE, o->level = 0, cleared = TRUE;
      if (!(read & NHS_MUSE_OTHER_HP))
        o->hp = o->hpmax = 0, cleared = TRUE;
      if (!(read & NHS_MUSE_OTHER_RACE) && o->race != NULL)
        {
          g_clear_pointer (&o->race, g_free);
          cleared = TRUE;
        }
      if (!(read & NHS_MUSE_OTHER_MINION) && o->minion != NHS_MUSE_MINION_UNKNOWN)
        o->minion = NHS_MUSE_MINION_UNKNOWN, cleared = TRUE;
      if (!(read & NHS_MUSE_OTHER_GOD) && o->god != NHS_MUSE_GOD_UNKNOWN)
        o->god = NHS_MUSE_GOD_UNKNOWN, cleared = TRUE;
    }
  return cleared;
}

static void
build_scenario_controls (NhsItemUsePage *self)
{
  GtkBox *box = self->scenario_controls;
  GtkWidget *flow;
  g_auto (GStrv) names = item_names_of (current_variant (self));

  flow = section (box, _("The monster"));
  add_spin (self, flow, SPIN_HP, _("_HP"), 1, NHS_MUSE_MAX_HP, 3);
  add_spin (self, flow, SPIN_HPMAX, _("of"), 1, NHS_MUSE_MAX_HP, 10);
  add_choice (self, flow, CHOICE_SPEED, speed_names, _("Speed"));
  add_check (self, flow, CHECK_PEACEFUL, _("Peaceful"), NULL);
  add_check (self, flow, CHECK_TAME, _("Tame"), _("The hero's pet (and so peaceful)"));
  add_spin (self, flow, SPIN_APPORT, _("Apport"), 1, NHS_MUSE_MAX_APPORT, NHS_MUSE_DEFAULT_APPORT);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spins[SPIN_APPORT]),
                               _("A pet's keenness to fetch: the hero's Charisma when tamed, one less for each "
                                 "drop, more for each treat"));
  add_spin (self, flow, SPIN_TAMENESS, _("Tameness"), 1, 20, nhs_muse_pet_default_tameness (NULL));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spins[SPIN_TAMENESS]),
                               _("SLASH'EM: how tame the pet is (5 for a starting pet, 10 for a domestic one); the "
                                 "less tame, the likelier it turns on the hero"));
  add_spin (self, flow, SPIN_ABUSE, _("Abuse"), 0, NHS_MUSE_MAX_ABUSE, 0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spins[SPIN_ABUSE]),
                               _("SLASH'EM: how often the hero has hurt the pet; the more, the likelier it turns on "
                                 "the hero"));
  add_check (self, flow, CHECK_STARVING, _("Starving"), _("A starving pet eats more kinds of food"));
  /* beside Starving: the move before it, and (EvilHack) hunger short of it */
  add_check (self, flow, CHECK_WEAK, _("Weak from hunger"),
             _("Its first starving move (more than 500 turns hungry): it loses two thirds of its maximum HP, dies "
               "if none are left, else moves as a starving pet (dog_hunger); only a pet neither starving nor "
               "satiated, of a kind that eats meat or plants"));
  add_check (self, flow, CHECK_HUNGRY, _("Hungry"),
             _("EvilHack: more than 300 turns hungry: a vampire pet first drinks a potion of blood it carries, "
               "which ends its move (dog_move); Starving and Weak from hunger say it too"));
  add_check (self, flow, CHECK_SATIATED, _("Satiated"),
             _("xNetHack and EvilHack: a satiated pet, as one just tamed, eats nothing (in EvilHack but a corpse "
               "that gives it a new resistance)"));
  add_check (self, flow, CHECK_BERSERK, _("Berserk"),
             _("EvilHack: a hostile berserk monster lashes out at a monster in its way 1 time in 3"));
  add_choice (self, flow, CHOICE_MINION, minion_names, _("Minion"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->choices[CHOICE_MINION]),
                               _("Whether the pet is a minion (isminion): a tame minion does nothing with an object "
                                 "on its square where it has no pet's record, as the hero's guardian angel; in "
                                 "EvilHack a pet minion spares a peaceful one of its god"));
  add_choice (self, flow, CHOICE_SPELL_BEING, spell_being_names, _("Spell being"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->choices[CHOICE_SPELL_BEING]),
                               _("SLASH'EM: whether the pet is a flaming or freezing sphere a spell made (isspell): "
                                 "it does nothing with an object on its square"));
  add_choice (self, flow, CHOICE_GOD, god_names, _("God"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->choices[CHOICE_GOD]),
                               _("EvilHack: the god a priest or minion serves: two priests of one god spare each "
                                 "other, and a pet priest or minion spares a peaceful one of its own god"));
  add_choice (self, flow, CHOICE_WEAPON_CHECK, weapon_check_names, _("Weapon check"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->choices[CHOICE_WEAPON_CHECK]),
                               _("EvilHack: a pet whose weapon is welded to its hand and that has given up "
                                 "wielding another takes no polearm or launcher but its own (select_rwep); not "
                                 "said, answered where both agree"));
  add_race_choice (self, flow);
  add_spells_choice (self, flow);
  add_reading_choice (self, flow);
  add_check (self, flow, CHECK_GOAL_HERO, _("Heads for the hero"),
             _("A covetous monster whose strategy heads for the hero's square: in EvilHack it then aims at "
               "monsters from that direction on, never first at the hero"));
  add_check (self, flow, CHECK_CONFUSED, _("Confused"), NULL);
  add_check (self, flow, CHECK_STUNNED, _("Stunned"), NULL);
  add_check (self, flow, CHECK_BLIND, _("Blind"), NULL);
  add_check (self, flow, CHECK_FLEEING, _("Fleeing"), NULL);
  add_check (self, flow, CHECK_INVISIBLE, _("Invisible"), NULL);
  add_check (self, flow, CHECK_CANCELLED, _("Cancelled"), NULL);
  add_check (self, flow, CHECK_KNOWS_TELE, _("Knows teleport traps"),
             _("It has seen a teleportation trap: it knows a no-teleport level"));
  add_check (self, flow, CHECK_TRAPPED, _("Trapped"),
             _("Caught in a trap: 3.7 and later use no stairs, trap doors or polymorph traps"));
  add_spin (self, flow, SPIN_LOAD, _("Load %"), 0, 100, 0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spins[SPIN_LOAD]),
                               _("How full its pack is, in per cent of what it can carry: m_move () has it pick "
                                 "things up only below a limit (50 to 95 per cent, by what it is)"));
  /* a pet's, shown while it is starving */
  add_check (self, flow, CHECK_STARVES, _("Starves to death"),
             _("A pet starving too long (more than 750 turns hungry) dies at the start of its move, before it "
               "does anything (dog_hunger); only a kind that eats meat or plants"));

  gtk_box_append (box, make_label (_("Inventory"), "heading"));
  self->inventory_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_box_append (box, GTK_WIDGET (self->inventory_box));
  self->item_names = gtk_string_list_new ((const char * const *) names);
  self->add_item_dropdown = add_search_row (self, box, G_LIST_MODEL (g_object_ref (self->item_names)),
                                            _("Type to search the item list"), _("Item to add"), _("_Add item"),
                                            G_CALLBACK (add_item_cb));
  /* the search finds any word of the name or of its class ("mithril",
     "wand", "armor"), as the Classes page's search does */
  nhs_word_search_attach (self->add_item_dropdown);
  set_item_words (self);

  flow = section (box, _("Where the hero is"));
  add_spin (self, flow, SPIN_DX, _("East"), -NHS_MUSE_MAX_OFFSET_X, NHS_MUSE_MAX_OFFSET_X, 2);
  add_spin (self, flow, SPIN_DY, _("South"), -NHS_MUSE_MAX_OFFSET_Y, NHS_MUSE_MAX_OFFSET_Y, 0);
  add_check (self, flow, CHECK_DISPLACED, _("Sees a displaced image"),
             _("It believes the hero is one square south of where the hero is"));
  add_check (self, flow, CHECK_RIDDEN, _("Rides it"),
             _("The hero rides the pet, on its square: its move treats the hero as one square away (a steed); "
               "not with Conflict, which may throw the rider first"));

  flow = section (box, _("The hero"));
  add_spin (self, flow, SPIN_XL, _("Experience level"), 1, 30, 1);
  add_spin (self, flow, SPIN_HERO_HP, _("Hero's HP"), 1, NHS_MUSE_MAX_HP, NHS_MUSE_DEFAULT_HERO_HP);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spins[SPIN_HERO_HP]),
                               _("SLASH'EM: a pet with at least as many hit points may turn on the hero"));
  add_spin (self, flow, SPIN_CHARISMA, _("Charisma"), 3, 25, NHS_MUSE_DEFAULT_CHARISMA);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spins[SPIN_CHARISMA]),
                               _("The hero's Charisma: a steed the hero rides while causing Conflict throws its "
                                 "rider unless it resists, the likelier the higher the Charisma (resist_conflict); "
                                 "usable with Rides it and Causes Conflict. A pet's Apport is its own"));
  add_hero_race_choice (self, flow);
  add_choice (self, flow, CHOICE_REFLECTION, reflection_names, _("Reflection"));
  add_choice (self, flow, CHOICE_ENGULFED, engulf_names, _("Engulfed"));
  add_check (self, flow, CHECK_HERO_WIELDS, _("Wields a weapon"), _("A long sword"));
  add_check (self, flow, CHECK_COCKATRICE, _("Wields a cockatrice corpse"),
             _("3.7 and later: a wand of undead turning answers it"));
  add_check (self, flow, CHECK_HERO_ARMOR, _("Wears armour"), _("Ring mail"));
  add_check (self, flow, CHECK_HELD, _("Held by it"), NULL);
  add_check (self, flow, CHECK_HELD_BY_OTHER, _("Held by an owlbear"),
             _("An owlbear beside the hero holds it (another monster than this one)"));
  add_check (self, flow, CHECK_CONFLICT, _("Causes Conflict"),
             _("A ring of conflict: in EvilHack a monster that fails to resist aims its items at any monster in "
               "line, never at the hero"));
  add_check (self, flow, CHECK_HELPLESS, _("Helpless"), NULL);
  add_check (self, flow, CHECK_SEE_INVIS, _("Sees invisible"), NULL);
  add_check (self, flow, CHECK_HERO_INVISIBLE, _("Invisible"),
             _("It has lost track of the hero and guesses where this turn, unless it sees invisible"));
  add_check (self, flow, CHECK_HIDING, _("Hiding, polymorphed"), _("Polymorphed into a trapper and hiding"));
  add_form_choice (self, flow);
  add_choice (self, flow, CHOICE_SHAPECHANGER, shapechanger_names, _("Shapechanger"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->choices[CHOICE_SHAPECHANGER]),
                               _("EvilHack: whose form the hero has taken; in a Druid's wildshape or a vampire's "
                                 "form no armour slips off or bursts, the pet's neither"));
  add_check (self, flow, CHECK_SINNED, _("Has sinned"), _("Alignment record -4: no sanctuary"));
  add_check (self, flow, CHECK_SEEN_REFLECTION, _("It has seen the hero reflect"),
             _("3.7 and later remember it and stop zapping rays"));
  add_check (self, flow, CHECK_WEAPON_CURSED, _("Weapon cursed"),
             _("3.7 and later: a welded weapon cannot be whipped away"));
  add_check (self, flow, CHECK_HERO_BLIND, _("Blind"), _("An expensive camera cannot blind the hero"));
  add_check (self, flow, CHECK_TELE_CONTROL, _("Teleport control"),
             _("3.7 and later: no wand of teleportation at the hero"));
  add_check (self, flow, CHECK_CARRIES_CORPSE, _("Carries a corpse"),
             _("3.7 and later: a wand of undead turning answers it"));

  flow = section (box, _("Surroundings"));
  add_choice (self, flow, CHOICE_ON, on_names, _("What it stands on"));
  add_choice (self, flow, CHOICE_TRAP_BESIDE, trap_beside_names, _("Trap beside it"));
  add_choice (self, flow, CHOICE_TRAP_UNDER, trap_under_names, _("Trap under it"));
  add_check (self, flow, CHECK_BOULDER_ON_TRAP, _("Boulder on that trap"), NULL);
  add_check (self, flow, CHECK_SCARE_ON_TRAP, _("Scare monster on that trap"), NULL);
  add_check (self, flow, CHECK_MONSTER_ON_TRAP, _("A newt on that trap"), NULL);
  add_check (self, flow, CHECK_BOULDER_BETWEEN, _("Boulder between"), _("A boulder next to it, toward the hero"));
  add_check (self, flow, CHECK_SLEEPING_SOLDIER, _("Sleeping soldier near"), _("Within 3 squares (for the bugle)"));
  add_choice (self, flow, CHOICE_TEMPLE, temple_names, _("Temple"));
  add_check (self, flow, CHECK_IN_TEMPLE, _("Both in the temple"), NULL);
  add_check (self, flow, CHECK_NOTELEPORT, _("No-teleport level"), NULL);
  add_check (self, flow, CHECK_UNDIGGABLE, _("Undiggable floor"), NULL);
  add_check (self, flow, CHECK_SOKOBAN, _("Sokoban"), NULL);
  add_check (self, flow, CHECK_BOTTOM, _("Bottom level"), NULL);
  add_check (self, flow, CHECK_STASIS, _("Wand of stasis in force"), _("5.0.0: nobody teleports"));
  add_choice (self, flow, CHOICE_HERO_ON, hero_on_names, _("What the hero stands on"));
  add_choice (self, flow, CHOICE_PILE, pile_names, _("Objects under the hero"));
  add_check (self, flow, CHECK_CHOKEPOINT, _("Hero in a corridor"),
             _("Walls on both sides of the square in front of the hero: a chokepoint"));
  add_check (self, flow, CHECK_FRIEND, _("A hostile hill orc beside it"), NULL);
  add_check (self, flow, CHECK_ZOMBIE_IN_LINE, _("A kobold zombie 3 squares west"),
             _("EvilHack: a living monster not lined up with the hero may aim its items at it"));
  add_check (self, flow, CHECK_PRIEST, _("An aligned priest 3 squares west"),
             _("Another monster: an aligned priest, hostile, awake"));
  add_choice (self, flow, CHOICE_PRIEST_GOD, god_names, _("That priest's god"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->choices[CHOICE_PRIEST_GOD]),
                               _("EvilHack: two priests of one god spare each other (mm_aggression)"));
  add_check (self, flow, CHECK_CORPSE_BEYOND, _("A corpse beyond the hero"),
             _("A newt corpse on the floor, 2 squares beyond the hero in the line"));

  /* other monsters made for the scenario */
  gtk_box_append (box, make_label (_("Other monsters"), "heading"));
  self->others_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
  gtk_box_append (self->others_box, make_label (_("None besides those above. Add one below and place it."),
                                                "dim-label"));
  gtk_box_append (box, GTK_WIDGET (self->others_box));
  self->add_other_dropdown = add_search_row (self, box, G_LIST_MODEL (gtk_string_list_new (NULL)),
                                             _("Type to search the monster list"), _("Monster to add"),
                                             _("Add _monster"), G_CALLBACK (add_other_cb));

  /* the issue's soldier: a wand of digging, a potion of healing, a wand of striking */
  nhs_muse_scenario_add_item (self->sc, "wand of digging");
  nhs_muse_scenario_add_item (self->sc, "potion of healing");
  nhs_muse_scenario_add_item (self->sc, "wand of striking");
  gtk_check_button_set_active (self->checks[CHECK_HERO_WIELDS], TRUE);
  rebuild_inventory (self);
}

static gboolean
on (NhsItemUsePage *self,
    int             id)
{
  return gtk_check_button_get_active (self->checks[id]);
}

static guint
choice (NhsItemUsePage *self,
        int             id)
{
  guint i = gtk_drop_down_get_selected (self->choices[id]);
  return i == GTK_INVALID_LIST_POSITION ? 0 : i;
}

static void
add_feature (NhsMuseScenario   *sc,
             NhsMuseFeatureKind kind,
             const char        *trap,
             int                dx,
             int                dy)
{
  g_autofree char *json = NULL;
  NhsMuseFeature *f = g_new0 (NhsMuseFeature, 1);
  static const struct { const char *name; NhsMuseTrap t; } traps[] = {
    { "trap door", NHS_MUSE_TRAP_TRAPDOOR }, { "hole", NHS_MUSE_TRAP_HOLE },
    { "teleportation trap", NHS_MUSE_TRAP_TELEPORT }, { "polymorph trap", NHS_MUSE_TRAP_POLY },
    { "level teleporter", NHS_MUSE_TRAP_LEVEL_TELEPORT }, { "pit", NHS_MUSE_TRAP_PIT },
    { "web", NHS_MUSE_TRAP_WEB }, { "bear trap", NHS_MUSE_TRAP_BEAR }, { "arrow trap", NHS_MUSE_TRAP_OTHER },
  };

  f->kind = kind;
  f->dx = dx;
  f->dy = dy;
  f->name = g_strdup (trap);
  for (guint i = 0; trap != NULL && i < G_N_ELEMENTS (traps); i++)
    if (strcmp (traps[i].name, trap) == 0)
      f->trap = traps[i].t;
  g_ptr_array_add (sc->features, f);
}

static void
add_object (NhsMuseScenario *sc,
            const char      *name,
            int              dx,
            int              dy)
{
  NhsMuseFeature *f = g_new0 (NhsMuseFeature, 1);

  f->kind = NHS_MUSE_FEATURE_OBJECT;
  f->object = nhs_muse_item_lookup (sc->variant, name);
  f->name = g_strdup (f->object->name);
  f->dx = dx;
  f->dy = dy;
  g_ptr_array_add (sc->features, f);
}

/* anything on the square already (a wall shares it with nothing) */
/* Another monster on the level, awake and able to move. */
static NhsMuseOther *
add_other (NhsMuseScenario *sc,
           const char      *name,
           int              dx,
           int              dy)
{
  NhsMuseOther *o = g_new0 (NhsMuseOther, 1);

  o->name = g_strdup (name);
  o->dx = dx;
  o->dy = dy;
  o->can_move = TRUE;
  g_ptr_array_add (sc->others, o);
  return o;
}


/* Another monster 3 squares west, in line with the monster (3 north when
   that square is taken or the hero's); NULL when both are */
static NhsMuseOther *
add_other_in_line (NhsMuseScenario *sc,
                   const char      *name)
{
  int x = -3, y = 0;

  if (square_taken (sc, x, y) || (x == sc->hero_dx && y == sc->hero_dy))
    x = 0, y = -3;
  if (square_taken (sc, x, y) || (x == sc->hero_dx && y == sc->hero_dy))
    return NULL;
  return add_other (sc, name, x, y);
}

static gboolean
square_taken (const NhsMuseScenario *sc,
              int                    x,
              int                    y)
{
  for (guint i = 0; i < sc->features->len; i++)
    {
      NhsMuseFeature *f = sc->features->pdata[i];
      if (f->dx == x && f->dy == y)
        return TRUE;
    }
  for (guint i = 0; i < sc->others->len; i++)
    {
      NhsMuseOther *o = sc->others->pdata[i];
      if (o->dx == x && o->dy == y)
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *
outcome_list (const char *title,
              GPtrArray  *outcomes,
              gboolean    turn)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_box_append (GTK_BOX (box), make_label (title, "title-4"));
  for (guint i = 0; i < outcomes->len; i++)
    {
      NhsMuseOutcome *o = outcomes->pdata[i];
      g_autofree char *text = NULL;
      const char *what = o->muse != NULL ? o->muse : _("nothing");

      static const char *checks[] = { N_("when hurt"), N_("to make itself stronger"),
                                      N_("to attack") };
      g_autofree char *words = o->muse != NULL ? nhs_strings_muse_outcome (o) : NULL;
      /* "1/3 (33.33 %)", "1 (100 %)": not the JSON's "1/1" */
      g_autofree char *chance = nhs_format_fraction_text (o->probability, TRUE);

      if (turn && o->fn < NHS_MUSE_N_FN && o->muse != NULL)
        /* Translators: exact chance, what the monster does with which item, and which of
           the game's checks chose it ("when hurt") */
        text = g_strdup_printf (_("%s — it %s (%s)"), chance, words,
                                (guint) o->fn < G_N_ELEMENTS (checks) ? _(checks[o->fn]) : "");
      else if (turn)
        text = g_strdup_printf (_("%s — uses no item"), chance);
      else if (o->muse != NULL)
        text = g_strdup_printf (_("%s — it %s"), chance, words);
      else
        text = g_strdup_printf (_("%s — %s"), chance, what);
      gtk_box_append (GTK_BOX (box), make_label (text, o->muse != NULL ? NULL : "dim-label"));
    }
  return box;
}

/* A trace step in the window's language: the core's rule words through
   gettext, with the number the rule states. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static char *
rule_words (const NhsMuseTraceStep *s)
{
  const char *words = _(nhs_muse_rule_template (s->rule));

  if (nhs_muse_rule_has_number (s->rule))
    return g_strdup_printf (words, s->number);
  return g_strdup (words);
}
#pragma GCC diagnostic pop

/* What the monster would do with inventory item i lying in its reach, in
   a player's words (the words of nhs-muse-rules.c, translated). */
static char *fate_words_item (const NhsMuseDecision *d,
                              guint                  i);

static char *
fate_words (const NhsMuseDecision *d,
            guint                  i)
{
  const NhsMuseItemFate *f = &d->fates[i];
  g_autofree char *words = fate_words_item (d, i);

  if (f->thrown_num != 0)
    {
      g_autofree char *q = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->thrown_num, f->thrown_den);
      g_autofree char *chance = nhs_format_fraction_text (q, TRUE);
      g_autofree char *before = g_steal_pointer (&words);

      /* Translators: the hero's steed under Conflict; the first %s is what the pet does with an item, the
         second the exact chance ("3/20 (15 %)"), the third the words of the steed throwing its rider */
      words = g_strdup_printf (_("%s; but first, with chance %s, %s"), before, chance,
                               _(nhs_muse_pet_throws_rider_text (d->variant)));
    }
  if (f->betray_num != 0)
    {
      g_autofree char *q = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->betray_num, f->betray_den);
      g_autofree char *chance = nhs_format_fraction_text (q, TRUE);

      /* Translators: SLASH'EM; the first %s is what the pet does with an item ("1. dagger: on its square, the
         pet would ..."), the second the exact chance ("1/2550 (0.04 %)"), the third the words of a pet turning
         on the hero */
      return g_strdup_printf (_("%s; but first, with chance %s, %s"), words, chance, _(nhs_muse_pet_betrays_text ()));
    }
  return g_steal_pointer (&words);
}

/* fate_words () without the betrayal */
static char *
fate_words_item (const NhsMuseDecision *d,
                 guint                  i)
{
  const NhsMuseItemFate *f = &d->fates[i];
  g_autoptr (GString) why = g_string_new (NULL);

  if (f->pet == NHS_MUSE_PET_EATS)
    /* Translators: a pet and an object on its square; %u is the item's place in the inventory, %s its
       name, the second %s the game's dogfood() class (DOGFOOD, CADAVER, ACCFOOD: left untranslated) */
    return g_strdup_printf (_("%u. %s: on its square, the pet would eat it (dogfood: %s)"), i + 1,
                            d->item_names[i], nhs_muse_dogfood_name (f->dogfood));
  if (f->pet == NHS_MUSE_PET_PICKS_UP && f->pet_why != NHS_MUSE_PET_WHY_NONE && f->pick_num != f->pick_den)
    {
      g_autofree char *q = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->pick_num, f->pick_den);
      g_autofree char *chance = nhs_format_fraction_text (q, TRUE);

      /* Translators: EvilHack; %u is the item's place in the inventory, the first %s its name, the second
         the exact chance ("533/1000 (53.3 %)"), the third why */
      return g_strdup_printf (_("%u. %s: on its square, the pet would pick it up with chance %s: %s"), i + 1,
                              d->item_names[i], chance, _(nhs_muse_pet_why_text (f->pet_why)));
    }
  if (f->pet == NHS_MUSE_PET_PICKS_UP && f->pet_why != NHS_MUSE_PET_WHY_NONE)
    /* Translators: EvilHack; %u is the item's place in the inventory, the first %s its name, the second why */
    return g_strdup_printf (_("%u. %s: on its square, the pet would pick it up: %s"), i + 1, d->item_names[i],
                            _(nhs_muse_pet_why_text (f->pet_why)));
  if (f->pet == NHS_MUSE_PET_PICKS_UP)
    {
      g_autofree char *q = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, f->pick_num, f->pick_den);
      g_autofree char *chance = nhs_format_fraction_text (q, TRUE);

      /* Translators: %u is the item's place in the inventory, the first %s its name, the second the exact
         chance ("533/1000 (53.3 %)") */
      return g_strdup_printf (_("%u. %s: on its square, the pet would pick it up with chance %s, by its "
                                "apport and how far the hero is (dog_invent)"), i + 1, d->item_names[i], chance);
    }
  if (f->pet == NHS_MUSE_PET_LEAVES)
    /* Translators: %u is the item's place in the inventory, the first %s its name, the second why */
    return g_strdup_printf (_("%u. %s: on its square, the pet would leave it lying: %s"), i + 1, d->item_names[i],
                            f->pet_why == NHS_MUSE_PET_CANNOT_CARRY ? _(nhs_muse_carry_text (f->carry))
                            : _(nhs_muse_pet_why_text (f->pet_why)));
  if (f->carry == NHS_MUSE_CARRY_PET && f->unknown != NHS_MUSE_PET_UNKNOWN_NONE)
    /* Translators: %u is the item's place in the inventory, the first %s its name, the second why */
    return g_strdup_printf (_("%u. %s: whether it picks it up is not known: %s"), i + 1, d->item_names[i],
                            _(nhs_muse_pet_unknown_text (f->unknown)));
  if (f->carry == NHS_MUSE_CARRY_PET)
    /* Translators: %u is the item's place in the inventory, the first %s its name, the second why */
    return g_strdup_printf (_("%u. %s: whether it picks it up is not modelled: %s"), i + 1, d->item_names[i],
                            _(nhs_muse_carry_text (f->carry)));
  if (f->carry == NHS_MUSE_CARRY_MATERIAL_UNKNOWN)
    /* Translators: %u is the item's place in the inventory, the first %s its name, the second why */
    return g_strdup_printf (_("%u. %s: whether it picks it up is not known: %s"), i + 1, d->item_names[i],
                            _(nhs_muse_carry_text (f->carry)));
  if (f->likes == 0)
    /* Translators: %u is the item's place in the inventory, %s its name */
    return g_strdup_printf (_("%u. %s: it would leave it lying; none of its likes takes it"), i + 1,
                            d->item_names[i]);
  if (f->carry != NHS_MUSE_CARRY_OK)
    /* Translators: %u is the item's place in the inventory, the first %s its name, the second why */
    return g_strdup_printf (_("%u. %s: it would leave it lying: %s"), i + 1, d->item_names[i],
                            _(nhs_muse_carry_text (f->carry)));
  for (int k = 0; k < NHS_MUSE_N_LIKES; k++)
    if (f->likes & (1u << k))
      g_string_append_printf (why, "%s%s", why->len ? "; " : "", _(nhs_muse_like_text (1u << k)));
  /* Translators: %u is the item's place in the inventory, the first %s its name, the second why */
  return g_strdup_printf (_("%u. %s: it would pick it up: %s"), i + 1, d->item_names[i], why->str);
}

/* One row of the copied table: the step, the exact chance and its
   percentage, what the monster does (the window's words), the item, and the
   game's own name of the use. */
static void
add_outcome_row (NhsTable             *t,
                 const char           *step,
                 const NhsMuseOutcome *o)
{
  g_autofree char *words = o->muse != NULL ? nhs_strings_muse_outcome (o) : NULL;
  mpq_t q;

  nhs_table_begin_row (t);
  nhs_table_add_text (t, step);
  mpq_init (q);
  if (mpq_set_str (q, o->probability, 10) == 0 && mpz_sgn (mpq_denref (q)) != 0)
    {
      /* in lowest terms for people ("1", not the JSON's "1/1") */
      mpq_canonicalize (q);
      nhs_table_add_mpq (t, q);
      nhs_table_add_percent (t, q);
    }
  else
    {
      nhs_table_add_text (t, o->probability);
      nhs_table_add_text (t, "");
    }
  mpq_clear (q);
  nhs_table_add_text (t, words ? words : _("uses no item"));
  nhs_table_add_text (t, o->item ? o->item : "");
  nhs_table_add_text (t, o->muse ? o->muse : "");
}

/* The decision as Copy copies it: this turn's outcomes, then each of the
   game's three functions'. */
static NhsTable *
decision_table (NhsItemUsePage        *self,
                const NhsMuseDecision *d,
                const char           **titles)
{
  g_autofree char *caption = NULL;
  NhsTable *t;

  /* Translators: the caption of the Item use page's copied table: the monster, the version */
  caption = g_strdup_printf (_("What the %s does with its items this turn, in %s"),
                             self->monster ? self->monster : "", d->variant->display_name);
  t = nhs_table_new (caption);
  nhs_table_add_column (t, _("Step"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, _("Chance"), NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "%", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, _("What it does"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, _("Item"), NHS_COLUMN_TEXT);
  nhs_table_add_column (t, _("The game's name"), NHS_COLUMN_TEXT);
  for (guint i = 0; i < d->turn->len; i++)
    add_outcome_row (t, _("This turn"), d->turn->pdata[i]);
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    for (guint i = 0; i < d->outcomes[fn]->len; i++)
      add_outcome_row (t, _(titles[fn]), d->outcomes[fn]->pdata[i]);
  return t;
}

gboolean
nhs_item_use_page_item_found (NhsItemUsePage *self,
                              const char     *name,
                              const char     *typed)
{
  GListModel *model;

  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), FALSE);
  model = self->item_names ? G_LIST_MODEL (self->item_names) : NULL;
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), name) == 0)
        return nhs_word_search_item_matches (item, typed);
    }
  return FALSE;
}

/* Copy: the table of the view shown ("This turn" or "What it could ever use"). */
static char *
item_use_page_copy_text (NhsPage   *page,
                         NhsFormat  format,
                         char     **what)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (page);
  gboolean ever = g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "ever") == 0;
  NhsTable *table = ever ? self->ever_table : self->turn_table;
  int n;

  if (table == NULL)
    return NULL;
  n = nhs_table_n_rows (table);
  if (ever)
    /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
    *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the %d use the %s could ever make",
                                          "the %d uses the %s could ever make", n),
                             n, self->monster ? self->monster : "");
  else
    /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
    *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "this turn's %d outcome for the %s",
                                          "this turn's %d outcomes for the %s", n),
                             n, self->monster ? self->monster : "");
  return nhs_table_write (table, format);
}

/* Export: the table Copy copies (this turn's outcomes or what the monster
   could ever use, whichever is in view), drawn by the table picture every
   table view uses.  nhspawn-cli has no item-use picture: its item-use
   command prints these tables as text and JSON. */
static gboolean
item_use_page_get_view (NhsPage         *page,
                        NhsView         *view,
                        NhsRenderTheme  *theme,
                        GPtrArray       *keep,
                        GError         **error)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (page);
  gboolean ever = g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "ever") == 0;
  NhsTable *table = ever ? self->ever_table : self->turn_table;

  if (table == NULL)
    return nhs_page_nothing_to_export (error);
  nhs_view_init (view, NHS_VIEW_TABLE);
  view->table.table = table;   /* the page's until its next change */
  nhs_widget_get_render_theme (GTK_WIDGET (page), theme);
  return TRUE;
}

static void
show_decision (NhsItemUsePage        *self,
               const NhsMuseDecision *d)
{
  GtkWidget *child, *trace_box;
  GString *trace;
  static const char *titles[] = { N_("Defensive (find_defensive)"), N_("Miscellaneous (find_misc)"),
                                  N_("Offensive (find_offensive)") };

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scenario_results))) != NULL)
    gtk_box_remove (self->scenario_results, child);
  gtk_box_append (self->scenario_results, outcome_list (_("This turn"), d->turn, TRUE));
  g_clear_pointer (&self->turn_table, nhs_table_free);
  self->turn_table = decision_table (self, d, titles);
  {
    GString *t = g_string_new (NULL);
    for (guint i = 0; i < d->turn->len; i++)
      {
        NhsMuseOutcome *o = d->turn->pdata[i];
        g_string_append_printf (t, "%s %s %s\n", o->probability, o->muse ? o->muse : "-", o->item ? o->item : "-");
      }
    g_free (self->turn_text);
    self->turn_text = g_string_free (t, FALSE);
  }
  gtk_box_append (self->scenario_results,
                  make_label (_("Defensive first; else miscellaneous; else, when it attacks, offensive."),
                              "dim-label"));
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    gtk_box_append (self->scenario_results, outcome_list (_(titles[fn]), d->outcomes[fn], FALSE));
  trace = g_string_new (NULL);
  trace_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (trace_box), make_label (_("Why: the rules in the order the game checks them"),
                                                   "title-4"));
  for (int fn = 0; fn < NHS_MUSE_N_FN; fn++)
    {
      GtkWidget *exp = gtk_expander_new (_(titles[fn]));
      GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);

      for (guint i = 0; i < d->trace[fn]->len; i++)
        {
          NhsMuseTraceStep *s = d->trace[fn]->pdata[i];
          g_autofree char *rule = rule_words (s);
          gboolean never = strcmp (s->held, "0/1") == 0;
          gboolean always = strcmp (s->held, s->reached) == 0;
          g_autofree char *checked = nhs_format_fraction_text (s->reached, FALSE);
          g_autofree char *held = nhs_format_fraction_text (s->held, FALSE);
          g_autofree char *item = NULL;
          g_autofree char *text = NULL;

          if (s->item >= 0 && s->again)
            /* Translators: an item's number and name in the trace; EvilHack looks through the items twice */
            item = g_strdup_printf (_("[%d. %s; searched again] "), s->item + 1, d->item_names[s->item]);
          else if (s->item >= 0)
            item = g_strdup_printf ("[%d. %s] ", s->item + 1, d->item_names[s->item]);
          else
            item = g_strdup ("");

          if (always)
            /* Translators: a rule of the game, checked with a chance, held whenever checked */
            text = g_strdup_printf (_("✓ %s%s (checked %s, held)"), item, rule, checked);
          else if (never)
            text = g_strdup_printf (_("✗ %s%s (checked %s, did not hold)"), item, rule, checked);
          else
            text = g_strdup_printf (_("~ %s%s (checked %s, held %s)"), item, rule, checked, held);
          gtk_box_append (GTK_BOX (list), make_label (text, never ? "dim-label" : NULL));
          g_string_append_printf (trace, "%s\n", text);
        }
      gtk_expander_set_child (GTK_EXPANDER (exp), list);
      gtk_box_append (GTK_BOX (trace_box), exp);
    }
  gtk_box_append (self->scenario_results, trace_box);
  if (d->item_names[0] != NULL)
    {
      GtkWidget *fate_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      gtk_box_append (GTK_BOX (fate_box), make_label (_("Each item, if it lay within its reach"), "title-4"));
      for (guint i = 0; d->item_names[i] != NULL; i++)
        {
          g_autofree char *words = fate_words (d, i);

          gtk_box_append (GTK_BOX (fate_box), make_label (words, NULL));
        }
      gtk_box_append (self->scenario_results, fate_box);
    }
  g_free (self->trace_text);
  self->trace_text = g_string_free (trace, FALSE);
}

/* A scenario the page cannot answer: its sentence stands where the answer
   would, in the results pane, and no answer from before is left there. */
static void
show_refusal (NhsItemUsePage *self,
              const char     *why)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scenario_results))) != NULL)
    gtk_box_remove (self->scenario_results, child);
  gtk_box_append (self->scenario_results, make_label (why, "error"));
  g_clear_pointer (&self->turn_text, g_free);
  g_clear_pointer (&self->trace_text, g_free);
  g_clear_pointer (&self->turn_table, nhs_table_free);
}

static void
scenario_recompute (NhsItemUsePage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsMuseDecision) d = NULL;
  NhsMuseScenario *sc = self->sc;
  NhsMonsterSet *set;
  int dx, dy;

  if (self->rebuilding || self->monster == NULL || self->spins[SPIN_HP] == NULL)
    return;
  g_clear_pointer (&self->turn_table, nhs_table_free);
  set = current_set (self, &error);
  if (set == NULL)
    return;
  g_free (sc->monster);
  sc->monster = g_strdup (self->monster);
  sc->variant = current_variant (self);
  sc->hp = gtk_spin_button_get_value_as_int (self->spins[SPIN_HP]);
  sc->hpmax = gtk_spin_button_get_value_as_int (self->spins[SPIN_HPMAX]);
  dx = gtk_spin_button_get_value_as_int (self->spins[SPIN_DX]);
  dy = gtk_spin_button_get_value_as_int (self->spins[SPIN_DY]);
  sc->hero_dx = dx;
  sc->hero_dy = dy;
  sc->believed_dx = dx;
  sc->believed_dy = on (self, CHECK_DISPLACED) ? (dy < NHS_MUSE_MAX_OFFSET_Y ? dy + 1 : dy - 1) : dy;
  sc->tame = on (self, CHECK_TAME);
  sc->peaceful = on (self, CHECK_PEACEFUL) || sc->tame;
  /* a pet's apport and hunger: only for a pet */
  gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_APPORT]), sc->tame);
  gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_STARVING]), sc->tame && !on (self, CHECK_SATIATED));
  /* satiation stops a pet's eating in xNetHack and EvilHack only */
  gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_SATIATED]),
                            sc->tame && nhs_muse_pet_satiation (sc->variant) && !on (self, CHECK_STARVING));
  sc->has_pet = sc->tame;
  sc->pet_apport = gtk_spin_button_get_value_as_int (self->spins[SPIN_APPORT]);
  /* SLASH'EM's betrayed () alone reads tameness, abuse and the hero's HP */
  for (int k = SPIN_TAMENESS; k <= SPIN_HERO_HP; k++)   /* the flow box's cell: a hidden box left an empty row */
    gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->spins[k]))),
                            sc->variant->muse_pet_betrayal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_TAMENESS]), sc->tame);
  gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_ABUSE]), sc->tame);
  if (!self->tameness_set)
    {
      /* the core's default of the kind (initedog ()), until the user sets one */
      self->tameness_default = TRUE;
      gtk_spin_button_set_value (self->spins[SPIN_TAMENESS],
                                 nhs_muse_pet_default_tameness (nhs_monster_set_lookup (set, self->monster)));
      self->tameness_default = FALSE;
    }
  sc->pet_tameness = gtk_spin_button_get_value_as_int (self->spins[SPIN_TAMENESS]);
  sc->pet_abuse = gtk_spin_button_get_value_as_int (self->spins[SPIN_ABUSE]);
  sc->hero_hp = gtk_spin_button_get_value_as_int (self->spins[SPIN_HERO_HP]);
  sc->pet_starving = sc->tame && on (self, CHECK_STARVING) && !on (self, CHECK_SATIATED);
  sc->pet_satiated = sc->tame && on (self, CHECK_SATIATED) && !sc->pet_starving
                     && nhs_muse_pet_satiation (sc->variant);
  /* berserk monsters are EvilHack's: the check is off in other versions */
  gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_BERSERK]), sc->variant->muse_berserk);
  sc->berserk = on (self, CHECK_BERSERK) && sc->variant->muse_berserk;
  sc->conflict = on (self, CHECK_CONFLICT);
  {
    /* only a covetous monster has a strategy's goal */
    const NhsMonster *m = nhs_monster_set_lookup (set, self->monster);
    gboolean covetous = m != NULL && nhs_monster_has (m, NHS_M3_COVETOUS);

    g_free (sc->race);
    sc->race = g_strdup (update_races (self, set, m));
    sc->data = m;
    update_spells (self, sc);

    /* whether it is a minion, then whose god it serves and whether it has
       given up wielding another: each only where the game reads it */
    gtk_widget_set_sensitive (GTK_WIDGET (self->choices[CHOICE_MINION]), nhs_muse_minion_read (sc));
    sc->minion = nhs_muse_minion_read (sc) ? (NhsMuseMinion) choice (self, CHOICE_MINION) : NHS_MUSE_MINION_UNKNOWN;
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->choices[CHOICE_SPELL_BEING])),
                            nhs_muse_reads_spell_being (sc->variant));
    gtk_widget_set_sensitive (GTK_WIDGET (self->choices[CHOICE_SPELL_BEING]), nhs_muse_spell_being_read (sc));
    sc->spell_being = nhs_muse_spell_being_read (sc) ? (NhsMuseSpellBeing) choice (self, CHOICE_SPELL_BEING)
                                                     : NHS_MUSE_SPELL_BEING_UNKNOWN;
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->choices[CHOICE_GOD])),
                            nhs_muse_reads_god (sc->variant));
    gtk_widget_set_sensitive (GTK_WIDGET (self->choices[CHOICE_GOD]), m != NULL && nhs_muse_god_read (sc));
    sc->god = m != NULL && nhs_muse_god_read (sc) ? (NhsMuseGod) choice (self, CHOICE_GOD) : NHS_MUSE_GOD_UNKNOWN;
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->choices[CHOICE_WEAPON_CHECK])),
                            nhs_muse_pet_weapon_check (sc->variant));
    gtk_widget_set_sensitive (GTK_WIDGET (self->choices[CHOICE_WEAPON_CHECK]), sc->tame);
    sc->weapon_check = sc->tame && nhs_muse_pet_weapon_check (sc->variant)
                       ? (NhsMuseWeaponCheck) choice (self, CHOICE_WEAPON_CHECK) : NHS_MUSE_WCHECK_UNKNOWN;
    /* the hero's guardian angel has no pet's record (no "state.pet") */
    if (sc->minion == NHS_MUSE_MINION_GUARDIAN)
      {
        sc->has_pet = sc->pet_starving = sc->pet_satiated = FALSE;
        gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_APPORT]), FALSE);
        gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_TAMENESS]), FALSE);
        gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_ABUSE]), FALSE);
        gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_STARVING]), FALSE);
        gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_SATIATED]), FALSE);
      }
    {
      /* dog_move (): starving to death (a kind that eats), the hero's steed
         (not engulfed: the core refuses that; under Conflict the core
         weighs its throwing the rider); a pet's record only (not the
         guardian angel) */
      const NhsMonster *pm = nhs_monster_set_lookup (set, self->monster);
      gboolean may_ride = sc->has_pet && choice (self, CHOICE_ENGULFED) == 0;

      /* shown only for a starving pet, so it moves no row otherwise */
      gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->checks[CHECK_STARVES])),
                              sc->has_pet && sc->pet_starving);
      gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_STARVES]), nhs_muse_pet_may_starve (pm));
      sc->pet_starves = sc->has_pet && sc->pet_starving && nhs_muse_pet_may_starve (pm) && on (self, CHECK_STARVES);
      gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_RIDDEN]), may_ride);
      sc->pet_ridden = may_ride && on (self, CHECK_RIDDEN);
      gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_DX]), !sc->pet_ridden);
      gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_DY]), !sc->pet_ridden);
      if (sc->pet_ridden)
        sc->hero_dx = sc->hero_dy = sc->believed_dx = sc->believed_dy = 0;

      /* the pet's hunger short of starving and the steed's rider's
         Charisma: each usable where the core reads it (the rules its
         refusals and the CLI's use), else left unsaid */
      sc->pet_weak = sc->pet_hungry = FALSE;
      sc->hero_charisma = NHS_MUSE_DEFAULT_CHARISMA;
      gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_WEAK]), nhs_muse_pet_weak_allowed (sc));
      sc->pet_weak = nhs_muse_pet_weak_allowed (sc) && on (self, CHECK_WEAK);
      gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->checks[CHECK_HUNGRY])),
                              nhs_muse_reads_pet_hungry (sc->variant));
      gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_HUNGRY]), nhs_muse_pet_hungry_read (sc));
      sc->pet_hungry = nhs_muse_pet_hungry_read (sc) && on (self, CHECK_HUNGRY);
      gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->spins[SPIN_CHARISMA]))),
                              nhs_muse_reads_charisma (sc->variant));
      gtk_widget_set_sensitive (GTK_WIDGET (self->spins[SPIN_CHARISMA]), nhs_muse_charisma_read (sc));
      if (nhs_muse_charisma_read (sc))
        sc->hero_charisma = gtk_spin_button_get_value_as_int (self->spins[SPIN_CHARISMA]);
    }

    gtk_widget_set_sensitive (GTK_WIDGET (self->checks[CHECK_GOAL_HERO]), covetous);
    sc->has_goal = covetous && on (self, CHECK_GOAL_HERO);
    sc->goal_dx = dx;
    sc->goal_dy = dy;
  }
  sc->confused = on (self, CHECK_CONFUSED);
  sc->stunned = on (self, CHECK_STUNNED);
  sc->blind = on (self, CHECK_BLIND);
  sc->fleeing = on (self, CHECK_FLEEING);
  sc->invisible = on (self, CHECK_INVISIBLE);
  sc->cancelled = on (self, CHECK_CANCELLED);
  sc->knows_teleport_traps = on (self, CHECK_KNOWS_TELE);
  sc->seen_resistances = on (self, CHECK_SEEN_REFLECTION) ? NHS_MUSE_SEEN_REFLECTION : 0;
  sc->speed = (NhsMuseSpeed) choice (self, CHOICE_SPEED);
  sc->hero_level = gtk_spin_button_get_value_as_int (self->spins[SPIN_XL]);
  sc->reflection = (NhsMuseReflection) choice (self, CHOICE_REFLECTION);
  g_clear_pointer (&sc->hero_wielding, g_free);
  if (on (self, CHECK_COCKATRICE))
    sc->hero_wielding = g_strdup ("cockatrice corpse");
  else if (on (self, CHECK_HERO_WIELDS))
    sc->hero_wielding = g_strdup ("long sword");
  g_ptr_array_set_size (sc->hero_armor, 0);
  if (on (self, CHECK_HERO_ARMOR))
    {
      NhsMuseArmor *a = g_new0 (NhsMuseArmor, 1);
      g_strlcpy (a->slot, "arm", sizeof a->slot);
      a->name = g_strdup ("ring mail");
      g_ptr_array_add (sc->hero_armor, a);
    }
  g_clear_pointer (&sc->swallowed_by, g_free);
  sc->swallowed = choice (self, CHOICE_ENGULFED) != 0;
  sc->swallowed_by_this = choice (self, CHOICE_ENGULFED) == 1;
  if (sc->swallowed)
    sc->swallowed_by = g_strdup (sc->swallowed_by_this ? "monster" : "purple worm");
  sc->held_by_monster = on (self, CHECK_HELD);
  sc->hero_helpless = on (self, CHECK_HELPLESS);
  sc->see_invisible = on (self, CHECK_SEE_INVIS);
  /* a displaced image is where it believes the hero is; otherwise it guesses */
  sc->hero_invisible = on (self, CHECK_HERO_INVISIBLE);
  sc->believes_guess = sc->hero_invisible && !on (self, CHECK_DISPLACED);
  g_clear_pointer (&sc->polymorphed_into, g_free);
  sc->hero_hiding = on (self, CHECK_HIDING);
  /* hiding is a trapper's; otherwise the form chosen */
  gtk_widget_set_sensitive (gtk_widget_get_parent (GTK_WIDGET (self->form_dropdown)), !sc->hero_hiding);
  if (sc->hero_hiding)
    sc->polymorphed_into = g_strdup ("trapper");
  else if (hero_form (self) != NULL)
    sc->polymorphed_into = g_strdup (hero_form (self));
  /* whose form it is: EvilHack's pets ask, and only of a form */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->choices[CHOICE_SHAPECHANGER])),
                          nhs_muse_pet_hero_shapechanger (sc->variant));
  gtk_widget_set_sensitive (GTK_WIDGET (self->choices[CHOICE_SHAPECHANGER]), sc->polymorphed_into != NULL);
  sc->hero_shapechanger = sc->polymorphed_into != NULL && nhs_muse_pet_hero_shapechanger (sc->variant)
                          ? (int) choice (self, CHOICE_SHAPECHANGER) : 0;
  g_free (sc->hero_race);
  sc->hero_race = g_strdup (hero_race_of (self, sc));
  sc->alignment_record = on (self, CHECK_SINNED) ? -4 : 10;
  sc->monster_on = (NhsMuseOn) choice (self, CHOICE_ON);
  g_ptr_array_set_size (sc->features, 0);
  g_ptr_array_set_size (sc->others, 0);
  if (choice (self, CHOICE_TRAP_BESIDE) != 0)
    {
      add_feature (sc, NHS_MUSE_FEATURE_TRAP, trap_beside_keys[choice (self, CHOICE_TRAP_BESIDE)], -1, 0);
      if (on (self, CHECK_BOULDER_ON_TRAP))
        add_feature (sc, NHS_MUSE_FEATURE_BOULDER, NULL, -1, 0);
      if (on (self, CHECK_SCARE_ON_TRAP))
        add_feature (sc, NHS_MUSE_FEATURE_SCARE, NULL, -1, 0);
      if (on (self, CHECK_MONSTER_ON_TRAP) && !(dx == -1 && dy == 0))
        {
          NhsMuseOther *o = g_new0 (NhsMuseOther, 1);
          o->name = g_strdup ("newt");
          o->dx = -1;
          o->can_move = TRUE;
          g_ptr_array_add (sc->others, o);
        }
    }
  if (choice (self, CHOICE_TRAP_UNDER) != 0)
    add_feature (sc, NHS_MUSE_FEATURE_TRAP, trap_under_keys[choice (self, CHOICE_TRAP_UNDER)], 0, 0);
  if (on (self, CHECK_BOULDER_BETWEEN))
    {
      int bx = (dx > 0) - (dx < 0), by = (dy > 0) - (dy < 0);
      if ((bx != dx || by != dy) && (bx != 0 || by != 0))
        add_feature (sc, NHS_MUSE_FEATURE_BOULDER, NULL, bx, by);
    }
  if (on (self, CHECK_SLEEPING_SOLDIER))
    {
      int sx = 2, sy = -2;
      if (sx == dx && sy == dy)
        sy = 2;
      NhsMuseOther *o = add_other (sc, "soldier", sx, sy);
      o->sleeping = TRUE;
    }
  sc->temple = (NhsMuseTemple) choice (self, CHOICE_TEMPLE);
  sc->monster_in_temple = sc->hero_in_temple = on (self, CHECK_IN_TEMPLE);
  sc->noteleport = on (self, CHECK_NOTELEPORT);
  sc->nondiggable_floor = on (self, CHECK_UNDIGGABLE);
  sc->sokoban = on (self, CHECK_SOKOBAN);
  sc->bottom_level = on (self, CHECK_BOTTOM);
  sc->trapped = on (self, CHECK_TRAPPED);
  sc->load_percent = gtk_spin_button_get_value_as_int (self->spins[SPIN_LOAD]);
  sc->hero_blind = on (self, CHECK_HERO_BLIND);
  sc->teleport_control = on (self, CHECK_TELE_CONTROL);
  sc->weapon_cursed = on (self, CHECK_WEAPON_CURSED) && sc->hero_wielding != NULL;
  sc->carrying_corpse = on (self, CHECK_CARRIES_CORPSE);
  sc->stasis = on (self, CHECK_STASIS);
  sc->hero_on = (NhsMuseOn) choice (self, CHOICE_HERO_ON);
  {
    int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
    static const char *pile[][3] = { { NULL }, { "gold piece" }, { "potion of healing" },
                                     { "rock", "rock", "rock" } };
    guint p = choice (self, CHOICE_PILE);

    if (p == 4)
      add_feature (sc, NHS_MUSE_FEATURE_BOULDER, NULL, dx, dy);
    else
      for (int k = 0; p > 0 && k < 3 && pile[p][k] != NULL; k++)
        add_object (sc, pile[p][k], dx, dy);
    if (on (self, CHECK_CORPSE_BEYOND) && ABS (dx + 2 * sx) <= NHS_MUSE_MAX_OFFSET_X
        && ABS (dy + 2 * sy) <= NHS_MUSE_MAX_OFFSET_Y)
      add_object (sc, "newt corpse", dx + 2 * sx, dy + 2 * sy);
    if (on (self, CHECK_CHOKEPOINT))
      {
        /* the square in front of the hero (toward the monster), and the
           squares beside it, across the line */
        int fx = dx - sx, fy = dy - sy;
        int wx[2] = { fx - sy, fx + sy }, wy[2] = { fy + sx, fy - sx };
        for (int k = 0; k < 2; k++)
          if (!(wx[k] == 0 && wy[k] == 0) && !(wx[k] == dx && wy[k] == dy) && !square_taken (sc, wx[k], wy[k]))
            add_feature (sc, NHS_MUSE_FEATURE_WALL, NULL, wx[k], wy[k]);
      }
    gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->choices[CHOICE_PRIEST_GOD])),
                            nhs_muse_reads_god (sc->variant));
    gtk_widget_set_sensitive (GTK_WIDGET (self->choices[CHOICE_PRIEST_GOD]), on (self, CHECK_PRIEST));
    if (on (self, CHECK_PRIEST))
      {
        NhsMuseOther *o = add_other_in_line (sc, "aligned priest");

        if (o != NULL && nhs_muse_reads_god (sc->variant))
          o->god = (NhsMuseGod) choice (self, CHOICE_PRIEST_GOD);
      }
    /* zombies and the living fight each other (mm_aggression) */
    if (on (self, CHECK_ZOMBIE_IN_LINE))
      add_other_in_line (sc, "kobold zombie");
    if (on (self, CHECK_HELD_BY_OTHER) && !sc->held_by_monster && !sc->swallowed)
      {
        /* the first free square beside the hero, away from the monster first */
        static const int nx[8] = { 1, 0, 0, -1, 1, -1, 1, -1 }, ny[8] = { 0, 1, -1, 0, 1, 1, -1, -1 };
        int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
        int cand[9][2] = { { dx + sx, dy + sy } };
        for (int k = 0; k < 8; k++)
          cand[k + 1][0] = dx + nx[k], cand[k + 1][1] = dy + ny[k];
        for (int k = 0; k < 9; k++)
          {
            int hx = cand[k][0], hy = cand[k][1];
            if ((hx == 0 && hy == 0) || (hx == dx && hy == dy) || square_taken (sc, hx, hy)
                || ABS (hx) > NHS_MUSE_MAX_OFFSET_X || ABS (hy) > NHS_MUSE_MAX_OFFSET_Y)
              continue;
            NhsMuseOther *o = add_other (sc, "owlbear", hx, hy);
            o->holds_hero = TRUE;
            break;
          }
      }
    if (on (self, CHECK_FRIEND) && !square_taken (sc, 1, 1) && !(dx == 1 && dy == 1))
      {
        add_other (sc, "hill orc", 1, 1);
      }
  }
  added_to_scenario (self, sc, set);
  {
    /* an added monster on a taken square: a player's sentence, not the file's */
    g_autofree char *misplaced = nhs_muse_other_misplaced (sc, &nhs_strings_phrasebook);

    if (misplaced != NULL)
      {
        show_refusal (self, misplaced);
        return;
      }
  }
  if (!nhs_muse_scenario_resolve (sc, set, &error)
      || (added_fields_read (self, sc) && !nhs_muse_scenario_resolve (sc, set, &error)))
    {
      show_refusal (self, error->message);
      return;
    }
  {
    /* what the version's muse.c reads that the scenario does not hold */
    g_autofree char *why = nhs_muse_scenario_unmodelled (sc, &nhs_strings_phrasebook);

    if (why != NULL)
      {
        show_refusal (self, why);
        return;
      }
  }
  d = nhs_muse_decide (sc, current_variant (self));
  show_decision (self, d);
}

/* Fills the monster list from the current version, keeping the chosen name. */
static void
rebuild_names (NhsItemUsePage *self)
{
  g_autoptr (GError) error = NULL;
  NhsMonsterSet *set = current_set (self, &error);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  guint selected = GTK_INVALID_LIST_POSITION;

  self->rebuilding = TRUE;
  self->names_dirty = FALSE;
  if (set != NULL)
    for (int i = 0; i < set->n; i++)
      {
        if (set->monsters[i].placeholder)
          continue;
        if (self->monster != NULL && selected == GTK_INVALID_LIST_POSITION
            && g_ascii_strcasecmp (set->monsters[i].name, self->monster) == 0)
          selected = names->len;
        g_ptr_array_add (names, set->monsters[i].name);
      }
  g_ptr_array_add (names, NULL);
  if (self->form_dropdown != NULL)
  {
    /* the hero's forms: the same monsters, the one chosen kept by name */
    g_autofree char *keep = g_strdup (hero_form (self));
    g_autoptr (GPtrArray) forms = g_ptr_array_new ();
    guint form = 0;

    g_ptr_array_add (forms, (gpointer) _("not polymorphed"));
    for (guint i = 0; i + 1 < names->len; i++)
      {
        if (keep != NULL && form == 0 && g_ascii_strcasecmp (names->pdata[i], keep) == 0)
          form = forms->len;
        g_ptr_array_add (forms, names->pdata[i]);
      }
    g_ptr_array_add (forms, NULL);
    gtk_drop_down_set_model (self->form_dropdown,
                             G_LIST_MODEL (gtk_string_list_new ((const char * const *) forms->pdata)));
    gtk_drop_down_set_selected (self->form_dropdown, form);
  }
  if (self->add_other_dropdown != NULL)
    {
      /* the version's monsters to add, the one chosen kept by name */
      GListModel *old = gtk_drop_down_get_model (self->add_other_dropdown);
      guint k = gtk_drop_down_get_selected (self->add_other_dropdown), keep = 0;
      const char *kept = old != NULL && k < g_list_model_get_n_items (old)
                         ? gtk_string_list_get_string (GTK_STRING_LIST (old), k) : NULL;
      g_autofree char *kept_name = g_strdup (kept);

      for (guint i = 0; kept_name != NULL && i + 1 < names->len; i++)
        if (g_ascii_strcasecmp (names->pdata[i], kept_name) == 0)
          keep = i;
      gtk_drop_down_set_model (self->add_other_dropdown,
                               G_LIST_MODEL (gtk_string_list_new ((const char * const *) names->pdata)));
      g_object_unref (gtk_drop_down_get_model (self->add_other_dropdown));
      gtk_drop_down_set_selected (self->add_other_dropdown, keep);
    }
  g_set_object (&self->names, NULL);
  self->names = gtk_string_list_new ((const char * const *) names->pdata);
  gtk_drop_down_set_model (self->monster_dropdown, G_LIST_MODEL (self->names));
  if (selected == GTK_INVALID_LIST_POSITION && names->len > 1)
    selected = 0;
  gtk_drop_down_set_selected (self->monster_dropdown, selected);
  self->rebuilding = FALSE;
  if (selected != GTK_INVALID_LIST_POSITION && names->len > 1)
    {
      const char *name = gtk_string_list_get_string (self->names, selected);
      if (g_strcmp0 (name, self->monster) != 0)
        {
          g_free (self->monster);
          self->monster = g_strdup (name);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MONSTER]);
        }
    }
  recompute (self);
}

/* The list and the answer are built when the page is first shown (or asked
   about a name), not with the window: most starts never open this page. */
static void
ensure_names (NhsItemUsePage *self)
{
  if (self->names_dirty)
    rebuild_names (self);
}

/* Callbacks */

static void
control_changed_cb (NhsItemUsePage *self)
{
  guint i;

  if (self->rebuilding || self->names == NULL)
    return;
  i = gtk_drop_down_get_selected (self->monster_dropdown);
  if (i != GTK_INVALID_LIST_POSITION)
    {
      const char *name = gtk_string_list_get_string (self->names, i);
      if (g_strcmp0 (name, self->monster) != 0)
        {
          g_free (self->monster);
          self->monster = g_strdup (name);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MONSTER]);
        }
    }
  recompute (self);
}

static void
variant_changed_cb (NhsItemUsePage *self)
{
  /* the version's own objects to pick from; the inventory keeps its names
     (one this version lacks is refused by name when recomputed) */
  if (self->sc != NULL && self->item_names != NULL && self->sc->variant != current_variant (self))
    {
      g_auto (GStrv) names = item_names_of (current_variant (self));

      self->sc->variant = current_variant (self);
      gtk_string_list_splice (self->item_names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->item_names)),
                              (const char * const *) names);
      set_item_words (self);
      if (self->inventory_box != NULL)
        rebuild_inventory (self);   /* the version decides which checks an item shows */
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
  self->names_dirty = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) || self->names != NULL)
    rebuild_names (self);
}

/* An opened monster table: the names and the answer come from it. */
static void
nhs_item_use_page_tables_changed (NhsPage *page)
{
  variant_changed_cb (NHS_ITEM_USE_PAGE (page));
}

/* The chart's focused monster (the window's "focused-monster") is the
   page's monster: followed while the page lives in such a window. */
static void
focused_monster_cb (GObject        *root,
                    GParamSpec     *pspec,
                    NhsItemUsePage *self)
{
  g_autofree char *name = NULL;

  g_object_get (root, "focused-monster", &name, NULL);
  if (name != NULL && *name != '\0')
    nhs_item_use_page_set_monster (self, name);
}

static void
follow_focus (NhsItemUsePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->followed_root == G_OBJECT (root) || root == NULL
      || g_object_class_find_property (G_OBJECT_GET_CLASS (root), "focused-monster") == NULL)
    return;
  self->followed_root = G_OBJECT (root);
  g_signal_connect_object (root, "notify::focused-monster", G_CALLBACK (focused_monster_cb), self, 0);
  focused_monster_cb (G_OBJECT (root), NULL, self);
}

static void
nhs_item_use_page_map (GtkWidget *widget)
{
  follow_focus (NHS_ITEM_USE_PAGE (widget));
  ensure_names (NHS_ITEM_USE_PAGE (widget));
  GTK_WIDGET_CLASS (nhs_item_use_page_parent_class)->map (widget);
}

/* Overrides */

static void
nhs_item_use_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_string (value, nhs_item_use_page_get_variant (self));
      break;
    case PROP_MONSTER:
      g_value_set_string (value, self->monster);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_item_use_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      nhs_item_use_page_set_variant (self, g_value_get_string (value));
      break;
    case PROP_MONSTER:
      nhs_item_use_page_set_monster (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_item_use_page_dispose (GObject *object)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (object);

  /* NhsPage's dispose unparents the template's children */
  g_clear_object (&self->names);
  g_clear_object (&self->item_names);
  g_clear_pointer (&self->sc, nhs_muse_scenario_free);
  g_clear_pointer (&self->added, g_ptr_array_unref);
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    g_clear_pointer (&self->sets[i], nhs_monster_set_unref);
  G_OBJECT_CLASS (nhs_item_use_page_parent_class)->dispose (object);
}

static void
nhs_item_use_page_finalize (GObject *object)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (object);

  g_free (self->monster);
  g_free (self->turn_text);
  g_free (self->trace_text);
  g_strfreev (self->races);
  g_clear_pointer (&self->turn_table, nhs_table_free);
  g_clear_pointer (&self->ever_table, nhs_table_free);
  G_OBJECT_CLASS (nhs_item_use_page_parent_class)->finalize (object);
}

static void
nhs_item_use_page_class_init (NhsItemUsePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = nhs_item_use_page_get_property;
  object_class->set_property = nhs_item_use_page_set_property;
  object_class->dispose = nhs_item_use_page_dispose;
  object_class->finalize = nhs_item_use_page_finalize;
  GTK_WIDGET_CLASS (klass)->map = nhs_item_use_page_map;
  NHS_PAGE_CLASS (klass)->tables_changed = nhs_item_use_page_tables_changed;
  NHS_PAGE_CLASS (klass)->copy_text = item_use_page_copy_text;
  NHS_PAGE_CLASS (klass)->get_view = item_use_page_get_view;

  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, nhs_variant_default ()->key,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MONSTER] =
    g_param_spec_string ("monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_VARIANT_MODEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-item-use-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, monster_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, variant_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, hurt_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, peaceful_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, confused_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, stunned_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, blind_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, adjacent_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, reflect_check);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, groups_box);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, scenario_controls);
  gtk_widget_class_bind_template_child (widget_class, NhsItemUsePage, scenario_results);
  gtk_widget_class_bind_template_callback (widget_class, control_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, variant_changed_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "nhs_translate",
                                                G_CALLBACK (nhs_strings_translate_closure));
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
nhs_item_use_page_init (NhsItemUsePage *self)
{
  self->rebuilding = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sc = nhs_muse_scenario_new ();
  self->added = g_ptr_array_new_with_free_func (added_other_free);
  build_scenario_controls (self);
  gtk_drop_down_set_selected (self->variant_dropdown, nhs_variant_default ()->id);
  self->rebuilding = FALSE;
  self->monster = g_strdup ("soldier");
  self->names_dirty = TRUE;
}

/* Public API */

GtkWidget *
nhs_item_use_page_new (void)
{
  return g_object_new (NHS_TYPE_ITEM_USE_PAGE, NULL);
}

const char *
nhs_item_use_page_get_variant (NhsItemUsePage *self)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), NULL);
  return current_variant (self)->key;
}

void
nhs_item_use_page_set_variant (NhsItemUsePage *self,
                               const char     *variant)
{
  const NhsVariant *v;

  g_return_if_fail (NHS_IS_ITEM_USE_PAGE (self));
  v = nhs_variant_from_key (variant);
  if (v == NULL || v == current_variant (self))
    return;
  gtk_drop_down_set_selected (self->variant_dropdown, v->id);  /* notifies through variant_changed_cb */
}

const char *
nhs_item_use_page_get_monster (NhsItemUsePage *self)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), NULL);
  return self->monster;
}

gboolean
nhs_item_use_page_set_monster (NhsItemUsePage *self,
                               const char     *name)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), FALSE);
  if (name == NULL)
    return FALSE;
  if (self->names_dirty && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      /* the list is not built yet: check the name against the set itself
         and keep it for when the list is built */
      NhsMonsterSet *set = current_set (self, NULL);

      for (int i = 0; set != NULL && i < set->n; i++)
        if (!set->monsters[i].placeholder && g_ascii_strcasecmp (set->monsters[i].name, name) == 0)
          {
            if (g_strcmp0 (set->monsters[i].name, self->monster) != 0)
              {
                g_free (self->monster);
                self->monster = g_strdup (set->monsters[i].name);
                g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MONSTER]);
              }
            return TRUE;
          }
      return FALSE;
    }
  ensure_names (self);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->names)); i++)
    if (g_ascii_strcasecmp (gtk_string_list_get_string (self->names, i), name) == 0)
      {
        gtk_drop_down_set_selected (self->monster_dropdown, i);  /* control_changed_cb notifies */
        return TRUE;
      }
  return FALSE;
}

gboolean
nhs_item_use_page_add_item (NhsItemUsePage *self,
                            const char     *name)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), FALSE);
  if (nhs_muse_scenario_add_item (self->sc, name) == NULL)
    return FALSE;
  rebuild_inventory (self);
  scenario_recompute (self);
  return TRUE;
}

gboolean
nhs_item_use_page_add_monster (NhsItemUsePage *self,
                               const char     *name)
{
  GListModel *model;
  guint n;

  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), FALSE);
  ensure_names (self);
  model = gtk_drop_down_get_model (self->add_other_dropdown);
  n = self->added->len;
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    if (g_ascii_strcasecmp (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name) == 0)
      {
        gtk_drop_down_set_selected (self->add_other_dropdown, i);
        add_other_cb (self);
        break;
      }
  return self->added->len > n;
}

void
nhs_item_use_page_clear_items (NhsItemUsePage *self)
{
  g_return_if_fail (NHS_IS_ITEM_USE_PAGE (self));
  g_ptr_array_set_size (self->sc->items, 0);
  rebuild_inventory (self);
  scenario_recompute (self);
}

char *
nhs_item_use_page_get_turn_text (NhsItemUsePage *self)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), NULL);
  return g_strdup (self->turn_text);
}

char *
nhs_item_use_page_get_trace_text (NhsItemUsePage *self)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), NULL);
  return g_strdup (self->trace_text);
}

char *
nhs_item_use_page_get_scenario_json (NhsItemUsePage *self)
{
  g_return_val_if_fail (NHS_IS_ITEM_USE_PAGE (self), NULL);
  return nhs_muse_scenario_to_json (self->sc);
}
