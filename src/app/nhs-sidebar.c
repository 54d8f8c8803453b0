/* nhs-sidebar.c: the situation's controls — every input the core understands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "nhs-settings.h"
#include "nhs-sidebar.h"
#include "nhs-sidebar-private.h"
#include "nhs-monster-sets.h"
#include "nhs-presets.h"
#include "nhs-renames.h"
#include "nhs-steady-bin.h"
#include "nhs-strings.h"
#include "nhs-variant-model.h"

#define MAX_SUGGESTIONS 8


G_DEFINE_FINAL_TYPE (NhsSidebar, nhs_sidebar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SITUATION,
  PROP_ROLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *align_keys[] = { "region", "none", "lawful", "neutral", "chaotic", NULL };
static const char *temperature_keys[] = { "region", "normal", "hot", "cold", NULL };
static const char *region_keys[NHS_N_REGIONS + 1];

/* Helpers */

static NhsVariantId
chosen_variant (NhsSidebar *self)
{
  return MIN (nhs_choice_button_get_selected (self->variant_dropdown), NHS_N_VARIANTS - 1);
}

static NhsRegion
chosen_region (NhsSidebar *self)
{
  return MIN (nhs_choice_button_get_selected (self->region_dropdown), NHS_N_REGIONS - 1);
}

static int
adjustment_int (GtkAdjustment *adjustment)
{
  return (int) round (gtk_adjustment_get_value (adjustment));
}

static void
configure (GtkAdjustment *adjustment,
           int            lower,
           int            upper)
{
  double value = CLAMP (round (gtk_adjustment_get_value (adjustment)), lower, upper);

  if (gtk_adjustment_get_lower (adjustment) == lower
      && gtk_adjustment_get_upper (adjustment) == upper
      && gtk_adjustment_get_value (adjustment) == value)
    return;
  gtk_adjustment_configure (adjustment, value, lower, upper, 1, 5, 0);
}

/* The version's monster table in use (the session's: an opened one, else
   the built-in one); a new reference, NULL if it cannot load. */
static NhsMonsterSet *
get_table (NhsSidebar   *self,
           NhsVariantId  variant)
{
  NhsMonsterSet *set;

  if (self->session == NULL)
    return nhs_monster_sets_get (variant, NULL);
  set = nhs_session_get_table (self->session, variant, NULL);
  return set ? nhs_monster_set_ref (set) : NULL;
}

/* Whether any situation of the version uses the input: otherwise its row
   does not show at all (the version has no such thing). */
static gboolean
version_has_input (NhsVariantId variant,
                   NhsInput     input)
{
  for (int r = 0; r < NHS_N_REGIONS; r++)
    for (int amulet = 0; amulet <= 1; amulet++)
      {
        NhsSituation probe;

        nhs_situation_init (&probe);
        probe.variant = variant;
        probe.region = r;
        probe.amulet = amulet;
        if (nhs_region_available (variant, r) && (nhs_situation_inputs_used (&probe) & input))
          return TRUE;
      }
  return FALSE;
}

/* Why a control of the version does nothing in this situation, in the
   window's words; the cause is found by asking the core's rule
   (nhs_situation_inputs_used ()) about a changed situation, never
   re-derived here. NULL when the input is used. */
static char *
input_caption (const NhsSituation *sit,
               NhsInput            input)
{
  if (nhs_situation_inputs_used (sit) & input)
    return NULL;
  switch (input)
    {
    case NHS_INPUT_ROLE:
      return g_strdup (_("Only on Quest levels."));
    case NHS_INPUT_DEEPEST:
      if (!sit->amulet)
        return g_strdup (_("Counts only while you carry the Amulet."));
      return g_strdup (_("Not on the Planes: there the Sanctum’s depth counts."));
    case NHS_INPUT_LEVELS_CLIMBED:
      {
        /* the version's regions that build up, from the region table */
        g_autoptr (GString) list = g_string_new (NULL);

        for (int r = 0; r < NHS_N_REGIONS; r++)
          if (nhs_region_available (sit->variant, r)
              && nhs_region_levels_above_entry (sit->variant, r) > 0)
            g_string_append_printf (list, "%s%s", list->len ? ", " : "",
                                    _(nhs_region_info_in (sit->variant, r)->name));
        /* Translators: the caption of "Levels climbed above the entry"
           where it does not count; %s lists the regions where it does */
        return g_strdup_printf (_("Only where levels are climbed above the entry: %s."), list->str);
      }
    case NHS_INPUT_GROUNDHOG_DAY:
      return g_strdup (_("Only on the Oracle level."));
    case NHS_INPUT_TURN:
      /* Translators: EvilHack's spawn clock; %d is its fastest rate (10) */
      return g_strdup_printf (_("Not after the invocation: then a monster comes 1 turn in %d."),
                              nhs_variant_get (sit->variant)->spawn_clock_fastest);
    case NHS_INPUT_DEMIGOD:
      /* Translators: the Demigod switch's caption where the situation
         implies it (the Amulet, the Planes, EvilHack's invocation event) */
      return g_strdup (_("Always on here: the invocation makes you a demigod."));
    case NHS_INPUT_FIENDS:
      if (!sit->amulet)
        return g_strdup (_("Counts only once you have picked up the Amulet."));
      return g_strdup (_("Not on the Planes: they have no stairs."));
    default:
      return g_strdup (_("Has no effect here."));
    }
}

/* A control's row: shown where the version has the input, usable where the
   situation uses it, and otherwise its caption (and tooltip) says why. */
static void
show_input (GtkWidget          *row,
            GtkLabel           *caption,
            const NhsSituation *sit,
            NhsInput            input)
{
  gboolean has = version_has_input (sit->variant, input);
  g_autofree char *why = has ? input_caption (sit, input) : NULL;

  gtk_widget_set_visible (row, has);
  gtk_widget_set_sensitive (row, why == NULL);
  /* (every step of a slider comes here: set only what changed) */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (row), why) != 0)
    gtk_widget_set_tooltip_text (row, why);
  if (caption != NULL)
    {
      if (g_strcmp0 (gtk_label_get_text (caption), why ? why : "") != 0)
        gtk_label_set_text (caption, why ? why : "");
      gtk_widget_set_visible (GTK_WIDGET (caption), why != NULL);
    }
}

/* The deepest level any region of the version lies at. */
static int
dungeon_bottom (NhsVariantId variant)
{
  int bottom = 1;

  for (int r = 0; r < NHS_N_REGIONS; r++)
    {
      int lo, hi;

      if (nhs_region_depth_range (variant, r, &lo, &hi))
        bottom = MAX (bottom, hi);
    }
  return bottom;
}

static void changed (NhsSidebar *self);

/* The spawn clock's events (NhsSpawnEvent, in the core's order), in the
   window's words. */
static const char *const event_labels[] = {
  N_("Entered Gehennom"),
  N_("Crowned"),
  N_("Accepted the Quest below XL 14"),
  N_("Entered the first demon lord’s lair"),
  N_("Entered a demon prince’s lair"),
  N_("Performed the invocation"),
};

G_STATIC_ASSERT (((1u << G_N_ELEMENTS (event_labels)) - 1) == NHS_SPAWN_EVENTS_ALL);

/* The events the user ticked; those the situation implies show ticked
   and fixed (show_events) but are not the user's. */
static guint
read_events (NhsSidebar *self)
{
  return self->user_events;
}

static void
write_events (NhsSidebar *self,
              guint       events)
{
  gboolean filling = self->filling;

  self->user_events = events & NHS_SPAWN_EVENTS_ALL;
  self->filling = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (event_labels); i++)
    if (gtk_widget_get_sensitive (GTK_WIDGET (self->event_checks[i])))
      gtk_check_button_set_active (self->event_checks[i], (events >> i) & 1);
  self->filling = filling;
}

/* Why an event the situation implies is ticked, in the window's words. */
static const char *
implied_event_caption (const NhsSituation *sit,
                       guint               event)
{
  const NhsRegionInfo *info = nhs_region_info_in (sit->variant, sit->region);

  switch (event)
    {
    case NHS_SPAWN_EVENT_GEHENNOM:
      if (!info->in_hell)
        /* Translators: EvilHack's spawn-clock event "Entered Gehennom", ticked
           and fixed in Vlad's Tower, Vecna's Domain, the Wizard's Tower and Purgatory */
        return _("Ticked here: the way to this level passes through Gehennom.");
      /* Translators: EvilHack's spawn-clock event "Entered Gehennom",
         ticked and fixed on a Gehennom level */
      return _("Ticked here: this level is in Gehennom.");
    case NHS_SPAWN_EVENT_INVOKED:
      if (info->past_invocation && !sit->amulet)
        /* Translators: EvilHack's spawn-clock event "Performed the invocation",
           ticked and fixed in Purgatory */
        return _("Ticked here: Purgatory opens from the Sanctum, after the invocation.");
      /* Translators: EvilHack's spawn-clock event "Performed the invocation",
         ticked and fixed with the Amulet or on the Planes */
      return _("Ticked here: the Amulet and the Planes come only after the invocation.");
    default:
      return _("Ticked here: this situation implies it.");
    }
}

/* The checks show the situation's events, the core's answer
   (nhs_situation_spawn_events ()): one it implies is ticked and fixed,
   with a caption saying why; the user's own ticks stay kept. */
static void
show_events (NhsSidebar         *self,
             const NhsSituation *sit)
{
  NhsSituation bare = *sit;
  g_autoptr (GString) why = g_string_new (NULL);
  gboolean filling = self->filling;
  guint implied;

  bare.spawn_events = 0;
  implied = nhs_situation_spawn_events (&bare);
  self->filling = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (event_labels); i++)
    {
      gboolean fixed = (implied >> i) & 1;
      const char *tip = fixed ? implied_event_caption (sit, 1u << i) : nhs_spawn_event_key (i);

      gtk_check_button_set_active (self->event_checks[i],
                                   fixed || ((self->user_events >> i) & 1));
      gtk_widget_set_sensitive (GTK_WIDGET (self->event_checks[i]), !fixed);
      if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->event_checks[i])), tip) != 0)
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->event_checks[i]), tip);
      if (fixed)
        g_string_append_printf (why, "%s%s", why->len ? " " : "", tip);
    }
  self->filling = filling;
  if (g_strcmp0 (gtk_label_get_text (self->events_caption), why->str) != 0)
    gtk_label_set_text (self->events_caption, why->str);
  gtk_widget_set_visible (GTK_WIDGET (self->events_caption), why->len > 0);
}

static void
event_toggled_cb (GtkCheckButton *check,
                  NhsSidebar     *self)
{
  guint i;

  if (self->filling)
    return;
  for (i = 0; i < G_N_ELEMENTS (event_labels); i++)
    if (self->event_checks[i] == check)
      break;
  g_return_if_fail (i < G_N_ELEMENTS (event_labels));
  if (gtk_check_button_get_active (check))
    self->user_events |= 1u << i;
  else
    self->user_events &= ~(1u << i);
  if (self->settings != NULL)
    g_settings_set_uint (self->settings, "spawn-events", self->user_events);
  changed (self);
}

static void
make_event_checks (NhsSidebar *self)
{
  G_STATIC_ASSERT (G_N_ELEMENTS (event_labels) == G_N_ELEMENTS (self->event_checks));
  for (guint i = 0; i < G_N_ELEMENTS (event_labels); i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (_(event_labels[i]));

      gtk_widget_set_tooltip_text (check, nhs_spawn_event_key (i));
      g_signal_connect (check, "toggled", G_CALLBACK (event_toggled_cb), self);
      gtk_box_append (self->events_box, check);
      self->event_checks[i] = GTK_CHECK_BUTTON (check);
    }
  self->events_caption = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->events_caption, 0);
  gtk_label_set_wrap (self->events_caption, TRUE);
  gtk_label_set_max_width_chars (self->events_caption, 30);
  gtk_widget_add_css_class (GTK_WIDGET (self->events_caption), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->events_caption), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->events_caption), FALSE);
  gtk_box_append (GTK_BOX (self->events_row), GTK_WIDGET (self->events_caption));
}

/* The ranges and which controls show: from the version's row and the
   region's, never from names. */
static void
update_controls (NhsSidebar *self)
{
  NhsVariantId variant_id = chosen_variant (self);
  NhsRegion region = chosen_region (self);
  gboolean amulet = gtk_switch_get_active (self->amulet_switch);
  NhsSituation probe;
  int lo, hi, deepest_lo;

  /* the depth's range: the core's, with the levels climbed */
  nhs_situation_init (&probe);
  probe.variant = variant_id;
  probe.region = region;
  probe.amulet = amulet;
  probe.levels_above_entry = CLAMP (adjustment_int (self->climbed_adjustment), 0,
                                    nhs_region_levels_above_entry (variant_id, region));
  if (!nhs_situation_depth_range (&probe, &lo, &hi))
    lo = hi = 1;
  configure (self->depth_adjustment, lo, hi);
  /* the deepest level reached: no shallower than the level, nor than a
     builds-up branch's entry the hero climbed from */
  deepest_lo = adjustment_int (self->depth_adjustment)
               + ((nhs_situation_inputs_used (&probe) & NHS_INPUT_LEVELS_CLIMBED)
                  ? probe.levels_above_entry : 0);
  configure (self->deepest_adjustment, deepest_lo, MAX (deepest_lo, dungeon_bottom (variant_id)));
  configure (self->climbed_adjustment, 0, nhs_region_levels_above_entry (variant_id, region));

  /* which inputs the situation uses: the core says (nhs_situation_inputs_used) */
  show_input (self->role_row, self->role_caption, &probe, NHS_INPUT_ROLE);
  show_input (self->deepest_row, self->deepest_caption, &probe, NHS_INPUT_DEEPEST);
  show_input (self->climbed_row, self->climbed_caption, &probe, NHS_INPUT_LEVELS_CLIMBED);
  show_input (self->temperature_row, NULL, &probe, NHS_INPUT_TEMPERATURE);
  show_input (self->aggravate_row, NULL, &probe, NHS_INPUT_AGGRAVATE);
  show_input (self->groundhog_row, self->groundhog_caption, &probe, NHS_INPUT_GROUNDHOG_DAY);
  show_input (self->halloween_row, NULL, &probe, NHS_INPUT_HALLOWEEN);
  probe.spawn_events = read_events (self);
  show_input (self->turn_row, self->turn_caption, &probe, NHS_INPUT_TURN);
  show_input (self->events_row, NULL, &probe, NHS_INPUT_SPAWN_EVENTS);
  show_events (self, &probe);
  show_input (self->fiends_row, self->fiends_caption, &probe, NHS_INPUT_FIENDS);
  /* the invocation sets the demigod flag (the core says when): the switch
     shows it on, unusable, while the user's own choice stays kept */
  show_input (self->demigod_row, self->demigod_caption, &probe, NHS_INPUT_DEMIGOD);
  gtk_switch_set_state (self->demigod_switch,
                        nhs_situation_demigod (&probe)
                        || gtk_switch_get_active (self->demigod_switch));
}

static void
fill_roles (NhsSidebar *self)
{
  NhsVariantId variant = chosen_variant (self);
  g_autoptr(NhsMonsterSet) set = NULL;
  g_autofree const char **roles = NULL;
  g_autofree char *keep = NULL;
  guint n, select = 0;

  if (self->roles_variant == (int) variant)
    return;
  set = get_table (self, variant);
  if (set == NULL)
    return;
  keep = self->settings ? g_settings_get_string (self->settings, "role") : NULL;
  roles = nhs_preset_quest_roles (set);
  for (guint i = 0; roles[i]; i++)
    if (keep && g_ascii_strcasecmp (keep, roles[i]) == 0)
      select = i;
  self->filling = TRUE;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->role_list));
  gtk_string_list_splice (self->role_list, 0, n, roles);
  nhs_choice_button_set_selected (self->role_dropdown, select);
  self->filling = FALSE;
  self->roles_variant = variant;
}

static void
read_situation (NhsSidebar   *self,
                NhsSituation *sit)
{
  NhsInput used;
  guint pos;

  nhs_situation_init (sit);
  sit->variant = chosen_variant (self);
  sit->region = chosen_region (self);
  sit->depth = adjustment_int (self->depth_adjustment);
  sit->xl = adjustment_int (self->xl_adjustment);
  pos = nhs_choice_button_get_selected (self->align_dropdown);
  sit->align = pos == GTK_INVALID_LIST_POSITION || pos == 0 ? NHS_ALIGN_FROM_REGION
                                                            : (NhsLevelAlign) (pos - 1);
  sit->amulet = gtk_switch_get_active (self->amulet_switch);
  sit->demigod = gtk_switch_get_active (self->demigod_switch);
  /* Only what the situation uses (the core says which): a control that is
     hidden or disabled has no effect. */
  used = nhs_situation_inputs_used (sit);
  if (used & NHS_INPUT_DEEPEST)
    sit->deepest = adjustment_int (self->deepest_adjustment);
  if (used & NHS_INPUT_LEVELS_CLIMBED)
    sit->levels_above_entry = MIN (adjustment_int (self->climbed_adjustment),
                                   nhs_region_levels_above_entry (sit->variant, sit->region));
  if (used & NHS_INPUT_AGGRAVATE)
    sit->aggravate = gtk_switch_get_active (self->aggravate_switch);
  if (used & NHS_INPUT_HALLOWEEN)
    sit->halloween = gtk_switch_get_active (self->halloween_switch);
  if (used & NHS_INPUT_SPAWN_EVENTS)
    sit->spawn_events = read_events (self);
  /* the invocation sets the demigod flag: the situation says so */
  sit->demigod = nhs_situation_demigod (sit);
  /* (the events first: the invocation makes the turn unused) */
  used = nhs_situation_inputs_used (sit);
  if ((used & NHS_INPUT_TURN) && adjustment_int (self->turn_adjustment) > 1)
    sit->turn = adjustment_int (self->turn_adjustment);
  if (used & NHS_INPUT_FIENDS)
    sit->active_fiends = adjustment_int (self->fiends_adjustment);
  pos = nhs_choice_button_get_selected (self->temperature_dropdown);
  if ((used & NHS_INPUT_TEMPERATURE) && pos >= 1 && pos <= 3)
    sit->temperature = (NhsTemperature) (pos - 1);
  if (used & NHS_INPUT_GROUNDHOG_DAY)
    sit->groundhog_day = gtk_switch_get_active (self->groundhog_switch) ? NHS_TRISTATE_YES
                                                                        : NHS_TRISTATE_NO;
  /* the genocides are names (nhs_sidebar_get_genocided): the session
     resolves them against the table in use */
}

/* The region list: the core's table (nhs_region_info), translated; item i
   is region i. A region the chosen version does not have (SLASH'EM's Rogue
   level) stays in its place but cannot be chosen, and says why. */
static gboolean
region_available_cb (guint    position,
                     gpointer data)
{
  return nhs_region_available (chosen_variant (data), (NhsRegion) position);
}

static void
fill_regions (NhsSidebar *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (int r = 0; r < NHS_N_REGIONS; r++)
    gtk_string_list_append (names, nhs_strings_region (r));
  nhs_choice_button_set_model (self->region_dropdown, G_LIST_MODEL (names));
  nhs_choice_button_set_available_func (self->region_dropdown, region_available_cb, self,
                                        _("This version has no such level."));
}

/* After a change of version: leave a region the version lacks for the
   Dungeons of Doom (the list, when opened, asks which regions it has). */
static void
check_region (NhsSidebar *self)
{
  NhsVariantId variant = chosen_variant (self);

  /* (the list cannot choose it; settings and code can) */
  if (!nhs_region_available (variant, chosen_region (self)))
    nhs_choice_button_set_selected (self->region_dropdown, NHS_REGION_DUNGEONS);
}

static void
changed (NhsSidebar *self)
{
  NhsSituation sit;
  GtkStringObject *role;

  if (!self->ready || self->filling || self->updating)
    return;
  /* Setting the controls' ranges moves other controls (the deepest level
     follows the depth): one change, one situation. */
  self->updating = TRUE;
  check_region (self);
  update_controls (self);
  fill_roles (self);
  self->updating = FALSE;
  read_situation (self, &sit);
  role = nhs_choice_button_get_selected_item (self->role_dropdown);
  g_free (self->role);
  self->role = nhs_region_info (sit.region)->quest && role
               ? g_strdup (gtk_string_object_get_string (role)) : NULL;
  if (self->role && self->settings)
    g_settings_set_string (self->settings, "role", self->role);

  /* the difficulty line is the answer's (nhs_sidebar_set_difficulty) */
  self->situation = sit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SITUATION]);
}

/* Genocides and extinctions: two lists of names, each with its search
   entry, suggestions and chips, kept the same way. */

static GPtrArray *
gone_names (NhsSidebar *self,
            gboolean    extinct)
{
  return extinct ? self->extinct : self->genocided;
}

static GtkEditable *
gone_entry (NhsSidebar *self,
            gboolean    extinct)
{
  return GTK_EDITABLE (extinct ? self->extinct_entry : self->genocide_entry);
}

static GtkListBox *
gone_suggestions (NhsSidebar *self,
                  gboolean    extinct)
{
  return extinct ? self->extinct_suggestions : self->genocide_suggestions;
}

static GtkFlowBox *
gone_chips (NhsSidebar *self,
            gboolean    extinct)
{
  return extinct ? self->extinct_chips : self->genocide_chips;
}

static const char *
gone_key (gboolean extinct)
{
  return extinct ? "extinct" : "genocided";
}

static void
save_gone (NhsSidebar *self,
           gboolean    extinct)
{
  GPtrArray *names = gone_names (self, extinct);

  g_ptr_array_add (names, NULL);
  g_settings_set_strv (self->settings, gone_key (extinct), (const char * const *) names->pdata);
  g_ptr_array_remove_index (names, names->len - 1);
}

static void remove_chip_cb (GtkButton *button, NhsSidebar *self);

static void
rebuild_chips (NhsSidebar *self,
               gboolean    extinct)
{
  GPtrArray *names = gone_names (self, extinct);
  GtkFlowBox *chips = gone_chips (self, extinct);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (chips))))
    gtk_flow_box_remove (chips, child);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autofree char *tooltip = g_strdup_printf (_("Bring back %s"), name);

      gtk_box_append (GTK_BOX (box), gtk_label_new (name));
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("window-close-symbolic"));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "chip");
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      g_object_set_data_full (G_OBJECT (button), "monster", g_strdup (name), g_free);
      g_object_set_data (G_OBJECT (button), "extinct", GINT_TO_POINTER (extinct));
      g_signal_connect (button, "clicked", G_CALLBACK (remove_chip_cb), self);
      gtk_flow_box_append (chips, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (chips), names->len > 0);
}

static void
rebuild_all_chips (NhsSidebar *self)
{
  rebuild_chips (self, FALSE);
  rebuild_chips (self, TRUE);
}

static gboolean
is_listed (NhsSidebar *self,
           gboolean    extinct,
           const char *name)
{
  GPtrArray *names = gone_names (self, extinct);

  for (guint i = 0; i < names->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (names, i), name) == 0)
      return TRUE;
  return FALSE;
}

static void
add_gone (NhsSidebar *self,
          gboolean    extinct,
          const char *name)
{
  if (name == NULL || is_listed (self, extinct, name))
    return;
  g_ptr_array_add (gone_names (self, extinct), g_strdup (name));
  save_gone (self, extinct);
  rebuild_chips (self, extinct);
  gtk_editable_set_text (gone_entry (self, extinct), "");
  changed (self);
}

static void
fill_suggestions (NhsSidebar *self,
                  gboolean    extinct)
{
  const char *text = gtk_editable_get_text (gone_entry (self, extinct));
  g_autofree char *needle = g_utf8_casefold (text, -1);
  g_autoptr(NhsMonsterSet) set = get_table (self, chosen_variant (self));
  GtkListBox *suggestions = gone_suggestions (self, extinct);
  GtkWidget *child;
  int shown = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (suggestions))))
    gtk_list_box_remove (suggestions, child);
  if (set == NULL || *needle == '\0')
    {
      gtk_widget_set_visible (GTK_WIDGET (suggestions), FALSE);
      return;
    }
  for (int i = 0; i < set->n && shown < MAX_SUGGESTIONS; i++)
    {
      const NhsMonster *m = &set->monsters[i];
      g_autofree char *name = NULL;
      GtkWidget *label;

      /* what the CLI's --genocide and --extinct take */
      if (!(extinct ? nhs_monster_refuse_extinct (set, m, NULL)
                    : nhs_monster_refuse_genocide (set, m, NULL))
          || i >= set->special_pm || is_listed (self, extinct, m->name))
        continue;
      name = g_utf8_casefold (m->name, -1);
      if (strstr (name, needle) == NULL)
        continue;
      label = gtk_label_new (m->name);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_list_box_append (suggestions, label);
      g_object_set_data_full (G_OBJECT (gtk_widget_get_parent (label)), "monster",
                              g_strdup (m->name), g_free);
      shown++;
    }
  gtk_widget_set_visible (GTK_WIDGET (suggestions), shown > 0);
}

static void
search_activated (NhsSidebar *self,
                  gboolean    extinct)
{
  GtkListBox *suggestions = gone_suggestions (self, extinct);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (suggestions, 0);

  if (row && gtk_widget_get_visible (GTK_WIDGET (suggestions)))
    add_gone (self, extinct, g_object_get_data (G_OBJECT (row), "monster"));
}

/* Callbacks */

static void
control_changed_cb (NhsSidebar *self)
{
  changed (self);
}

static void
region_changed_cb (NhsSidebar *self)
{
  changed (self);
}

static void
genocide_search_changed_cb (NhsSidebar *self)
{
  fill_suggestions (self, FALSE);
}

static void
genocide_activate_cb (NhsSidebar *self)
{
  search_activated (self, FALSE);
}

static void
extinct_search_changed_cb (NhsSidebar *self)
{
  fill_suggestions (self, TRUE);
}

static void
extinct_activate_cb (NhsSidebar *self)
{
  search_activated (self, TRUE);
}

static void
suggestion_activated_cb (GtkListBox    *box,
                         GtkListBoxRow *row,
                         NhsSidebar    *self)
{
  gboolean extinct = box == self->extinct_suggestions;

  add_gone (self, extinct, g_object_get_data (G_OBJECT (row), "monster"));
  gtk_widget_grab_focus (GTK_WIDGET (gone_entry (self, extinct)));
}

static void
remove_chip_cb (GtkButton  *button,
                NhsSidebar *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "monster");
  gboolean extinct = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "extinct"));
  GPtrArray *names = gone_names (self, extinct);

  for (guint i = 0; i < names->len; i++)
    if (g_strcmp0 (g_ptr_array_index (names, i), name) == 0)
      {
        g_ptr_array_remove_index (names, i);
        break;
      }
  save_gone (self, extinct);
  rebuild_chips (self, extinct);
  gtk_widget_grab_focus (GTK_WIDGET (gone_entry (self, extinct)));
  changed (self);
}

/* Settings mappings: a string key <-> a drop-down position */

static gboolean
get_position_mapping (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  const char **keys = user_data;
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; keys[i]; i++)
    if (g_strcmp0 (keys[i], s) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
set_position_mapping (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  const char **keys = user_data;
  guint pos = g_value_get_uint (value);

  if (pos >= g_strv_length ((char **) keys))
    return NULL;
  return g_variant_new_string (keys[pos]);
}

static gboolean
get_variant_mapping (GValue   *value,
                     GVariant *variant,
                     gpointer  user_data)
{
  const NhsVariant *v = nhs_variant_from_key (g_variant_get_string (variant, NULL));

  if (v == NULL)
    return FALSE;
  g_value_set_uint (value, v->id);
  return TRUE;
}

static GVariant *
set_variant_mapping (const GValue       *value,
                     const GVariantType *expected_type,
                     gpointer            user_data)
{
  guint pos = g_value_get_uint (value);

  if (pos >= NHS_N_VARIANTS)
    return NULL;
  return g_variant_new_string (nhs_variant_get ((NhsVariantId) pos)->key);
}

static void
bind_settings (NhsSidebar *self)
{
  /* Stored genocides and extinctions are input too: a name the stored
     version's table does not know is dropped (it would show as a chip that
     does nothing), and so is any beyond the table's size. */
  {
    g_autofree char *key = g_settings_get_string (self->settings, "variant");
    const NhsVariant *v = nhs_variant_from_key (key);
    g_autoptr(NhsMonsterSet) set = v ? nhs_monster_sets_get (v->id, NULL) : NULL;

    for (int extinct = 0; extinct < 2; extinct++)
      {
        g_auto(GStrv) stored = g_settings_get_strv (self->settings, gone_key (extinct));
        GPtrArray *names = gone_names (self, extinct);

        for (guint i = 0; stored[i] && names->len < NHS_MAX_MONSTERS; i++)
          if ((set == NULL || nhs_monster_set_lookup (set, stored[i]) != NULL)
              && !is_listed (self, extinct, stored[i]))
            g_ptr_array_add (names, g_strdup (stored[i]));
        if (set != NULL && names->len != g_strv_length (stored))
          save_gone (self, extinct);
      }
  }
  rebuild_all_chips (self);

  /* Order matters: the version and region set the depth's range before the
     depth is read. */
  g_settings_bind_with_mapping (self->settings, "variant", self->variant_dropdown, "selected",
                                NHS_SETTINGS_BIND, get_variant_mapping,
                                set_variant_mapping, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "region", self->region_dropdown, "selected",
                                NHS_SETTINGS_BIND, get_position_mapping,
                                set_position_mapping, region_keys, NULL);
  g_settings_bind (self->settings, "amulet", self->amulet_switch, "active", NHS_SETTINGS_BIND);
  update_controls (self);
  g_settings_bind (self->settings, "depth", self->depth_adjustment, "value", NHS_SETTINGS_BIND);
  update_controls (self);
  g_settings_bind (self->settings, "deepest", self->deepest_adjustment, "value", NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "levels-above-entry", self->climbed_adjustment, "value",
                   NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "xl", self->xl_adjustment, "value", NHS_SETTINGS_BIND);
  g_settings_bind_with_mapping (self->settings, "align", self->align_dropdown, "selected",
                                NHS_SETTINGS_BIND, get_position_mapping,
                                set_position_mapping, align_keys, NULL);
  g_settings_bind_with_mapping (self->settings, "temperature", self->temperature_dropdown, "selected",
                                NHS_SETTINGS_BIND, get_position_mapping,
                                set_position_mapping, temperature_keys, NULL);
  g_settings_bind (self->settings, "demigod", self->demigod_switch, "active", NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "aggravate", self->aggravate_switch, "active",
                   NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "halloween", self->halloween_switch, "active",
                   NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "groundhog-day", self->groundhog_switch, "active",
                   NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "turn", self->turn_adjustment, "value", NHS_SETTINGS_BIND);
  g_settings_bind (self->settings, "demon-lords", self->fiends_adjustment, "value",
                   NHS_SETTINGS_BIND);
  self->filling = TRUE;
  write_events (self, g_settings_get_uint (self->settings, "spawn-events") & NHS_SPAWN_EVENTS_ALL);
  self->filling = FALSE;
  fill_roles (self);
}

/* GObject */

static void
nhs_sidebar_dispose (GObject *object)
{
  NhsSidebar *self = NHS_SIDEBAR (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), NHS_TYPE_SIDEBAR);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (nhs_sidebar_parent_class)->dispose (object);
}

static void
nhs_sidebar_finalize (GObject *object)
{
  NhsSidebar *self = NHS_SIDEBAR (object);

  g_clear_object (&self->settings);
  g_ptr_array_unref (self->genocided);
  g_ptr_array_unref (self->extinct);
  g_free (self->role);
  G_OBJECT_CLASS (nhs_sidebar_parent_class)->finalize (object);
}

static void
nhs_sidebar_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  NhsSidebar *self = NHS_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_SITUATION:
      g_value_set_boxed (value, &self->situation);
      break;
    case PROP_ROLE:
      g_value_set_string (value, self->role);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_sidebar_class_init (NhsSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  for (int i = 0; i < NHS_N_REGIONS; i++)
    region_keys[i] = nhs_region_info (i)->key;

  object_class->dispose = nhs_sidebar_dispose;
  object_class->finalize = nhs_sidebar_finalize;
  object_class->get_property = nhs_sidebar_get_property;

  properties[PROP_SITUATION] =
    g_param_spec_boxed ("situation", NULL, NULL, NHS_TYPE_SITUATION,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROLE] =
    g_param_spec_string ("role", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_VARIANT_MODEL);
  g_type_ensure (NHS_TYPE_CHOICE_BUTTON);
  g_type_ensure (NHS_TYPE_STEADY_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-sidebar.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, NhsSidebar, name)
  BIND (variant_dropdown);
  BIND (region_dropdown);
  BIND (role_row);
  BIND (role_caption);
  BIND (climbed_caption);
  BIND (deepest_caption);
  BIND (groundhog_caption);
  BIND (role_dropdown);
  BIND (role_list);
  BIND (depth_adjustment);
  BIND (depth_scale);
  BIND (difficulty_label);
  BIND (depth_note_label);
  BIND (climbed_row);
  BIND (climbed_adjustment);
  BIND (xl_adjustment);
  BIND (align_dropdown);
  BIND (temperature_row);
  BIND (temperature_dropdown);
  BIND (amulet_switch);
  BIND (deepest_row);
  BIND (deepest_adjustment);
  BIND (demigod_switch);
  BIND (demigod_row);
  BIND (demigod_caption);
  BIND (aggravate_row);
  BIND (aggravate_switch);
  BIND (halloween_row);
  BIND (halloween_switch);
  BIND (groundhog_row);
  BIND (groundhog_switch);
  BIND (turn_row);
  BIND (turn_caption);
  BIND (turn_adjustment);
  BIND (events_row);
  BIND (events_box);
  BIND (fiends_row);
  BIND (fiends_caption);
  BIND (fiends_adjustment);
  BIND (genocide_entry);
  BIND (genocide_suggestions);
  BIND (genocide_chips);
  BIND (extinct_entry);
  BIND (extinct_suggestions);
  BIND (extinct_chips);
  BIND (summary_label);
  BIND (error_label);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, control_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, region_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, genocide_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, genocide_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, extinct_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, extinct_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, suggestion_activated_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "nhs_translate",
                                                G_CALLBACK (nhs_strings_translate_closure));
}

static void
nhs_sidebar_init (NhsSidebar *self)
{
  self->genocided = g_ptr_array_new_with_free_func (g_free);
  self->extinct = g_ptr_array_new_with_free_func (g_free);
  self->roles_variant = -1;
  nhs_situation_init (&self->situation);
  gtk_widget_init_template (GTK_WIDGET (self));
  make_event_checks (self);
  fill_regions (self);

  self->settings = nhs_settings_new ();
  bind_settings (self);
  self->ready = TRUE;
  changed (self);
}

/* Public API */

const NhsSituation *
nhs_sidebar_get_situation (NhsSidebar *self)
{
  g_return_val_if_fail (NHS_IS_SIDEBAR (self), NULL);
  return &self->situation;
}

const char *
nhs_sidebar_get_role (NhsSidebar *self)
{
  g_return_val_if_fail (NHS_IS_SIDEBAR (self), NULL);
  return self->role;
}

static const char * const *
names_strv (GPtrArray *names)
{
  g_ptr_array_add (names, NULL);
  g_ptr_array_set_size (names, names->len - 1);
  return (const char * const *) names->pdata;
}

const char * const *
nhs_sidebar_get_genocided (NhsSidebar *self)
{
  g_return_val_if_fail (NHS_IS_SIDEBAR (self), NULL);
  return names_strv (self->genocided);
}

const char * const *
nhs_sidebar_get_extinct (NhsSidebar *self)
{
  g_return_val_if_fail (NHS_IS_SIDEBAR (self), NULL);
  return names_strv (self->extinct);
}

void
nhs_sidebar_set_status (NhsSidebar *self,
                        const char *summary,
                        const char *error)
{
  g_return_if_fail (NHS_IS_SIDEBAR (self));
  gtk_label_set_text (self->summary_label, summary ? summary : "");
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), summary != NULL);
  gtk_label_set_text (self->error_label, error ? error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), error != NULL);
}

static void
step (GtkAdjustment *adjustment,
      double         delta)
{
  gtk_adjustment_set_value (adjustment, round (gtk_adjustment_get_value (adjustment)) + delta);
}

void
nhs_sidebar_step_depth (NhsSidebar *self,
                        int         delta)
{
  step (self->depth_adjustment, delta);
}

void
nhs_sidebar_step_xl (NhsSidebar *self,
                     int         delta)
{
  step (self->xl_adjustment, delta);
}

void
nhs_sidebar_focus_genocide (NhsSidebar *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->genocide_entry));
}

void
nhs_sidebar_select_variant (NhsSidebar   *self,
                            NhsVariantId  variant)
{
  nhs_choice_button_set_selected (self->variant_dropdown, variant);
}

void
nhs_sidebar_reset (NhsSidebar *self)
{
  static const char *keys[] = { "variant", "region", "depth", "xl", "align", "amulet", "deepest",
                                "levels-above-entry", "demigod", "aggravate", "halloween",
                                "temperature", "turn", "spawn-events", "demon-lords",
                                "groundhog-day", "role", "genocided", "extinct" };

  self->filling = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (self->settings, keys[i]);
  g_ptr_array_set_size (self->genocided, 0);
  g_ptr_array_set_size (self->extinct, 0);
  write_events (self, 0);
  rebuild_all_chips (self);
  update_controls (self);
  gtk_adjustment_set_value (self->depth_adjustment, g_settings_get_int (self->settings, "depth"));
  self->roles_variant = -1;
  self->filling = FALSE;
  changed (self);
}

void
_nhs_sidebar_set_situation (NhsSidebar         *self,
                            const NhsSituation *sit,
                            const char         *role)
{
  g_autoptr(NhsMonsterSet) set = NULL;

  self->filling = TRUE;
  nhs_choice_button_set_selected (self->variant_dropdown, sit->variant);
  nhs_choice_button_set_selected (self->region_dropdown, sit->region);
  gtk_switch_set_active (self->amulet_switch, sit->amulet);
  update_controls (self);
  /* the levels climbed before the depth: they move the depth's range */
  gtk_adjustment_set_value (self->climbed_adjustment, MAX (sit->levels_above_entry, 0));
  update_controls (self);
  gtk_adjustment_set_value (self->depth_adjustment, sit->depth);
  update_controls (self);
  gtk_adjustment_set_value (self->deepest_adjustment, sit->deepest > 0 ? sit->deepest : sit->depth);
  gtk_adjustment_set_value (self->xl_adjustment, sit->xl);
  nhs_choice_button_set_selected (self->align_dropdown, (guint) (sit->align + 1));
  nhs_choice_button_set_selected (self->temperature_dropdown, (guint) (sit->temperature + 1));
  gtk_switch_set_active (self->demigod_switch, sit->demigod);
  gtk_switch_set_active (self->aggravate_switch, sit->aggravate);
  gtk_switch_set_active (self->halloween_switch, sit->halloween);
  gtk_switch_set_active (self->groundhog_switch, sit->groundhog_day == NHS_TRISTATE_YES);
  write_events (self, sit->spawn_events);
  if (self->settings != NULL)
    g_settings_set_uint (self->settings, "spawn-events", sit->spawn_events);
  gtk_adjustment_set_value (self->turn_adjustment, MAX (sit->turn, 1));
  gtk_adjustment_set_value (self->fiends_adjustment, sit->active_fiends);
  g_ptr_array_set_size (self->genocided, 0);
  g_ptr_array_set_size (self->extinct, 0);
  set = get_table (self, sit->variant);
  for (int i = 0; set && i < set->n && i < NHS_MAX_MONSTERS; i++)
    {
      if (nhs_situation_is_genocided (sit, i))
        g_ptr_array_add (self->genocided, g_strdup (set->monsters[i].name));
      if (nhs_situation_is_extinct (sit, i))
        g_ptr_array_add (self->extinct, g_strdup (set->monsters[i].name));
    }
  save_gone (self, FALSE);
  save_gone (self, TRUE);
  rebuild_all_chips (self);
  fill_roles (self);
  if (role)
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->role_list)); i++)
      if (g_ascii_strcasecmp (gtk_string_list_get_string (self->role_list, i), role) == 0)
        nhs_choice_button_set_selected (self->role_dropdown, i);
  self->filling = FALSE;
  changed (self);
}

void
nhs_sidebar_set_depth_note (NhsSidebar *self,
                            const char *note)
{
  g_return_if_fail (NHS_IS_SIDEBAR (self));
  gtk_label_set_text (self->depth_note_label, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->depth_note_label), note != NULL && *note);
}

/* The answer's explanation of the level difficulty. */
void
nhs_sidebar_set_difficulty (NhsSidebar *self,
                            const char *text)
{
  g_return_if_fail (NHS_IS_SIDEBAR (self));
  gtk_label_set_text (self->difficulty_label, text ? text : "");
}

static void
tables_changed_cb (NhsSidebar *self)
{
  /* the Quest's roles and the genocide and extinct suggestions come from the table */
  self->roles_variant = -1;
  fill_roles (self);
  fill_suggestions (self, FALSE);
  fill_suggestions (self, TRUE);
}

void
nhs_sidebar_set_session (NhsSidebar *self,
                         NhsSession *session)
{
  g_return_if_fail (NHS_IS_SIDEBAR (self));
  g_return_if_fail (self->session == NULL);
  self->session = session;
  g_signal_connect_object (session, "tables-changed", G_CALLBACK (tables_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

void
nhs_sidebar_drop_genocides (NhsSidebar         *self,
                            const char * const *names)
{
  g_return_if_fail (NHS_IS_SIDEBAR (self));
  for (int extinct = 0; extinct < 2; extinct++)
    {
      GPtrArray *list = gone_names (self, extinct);

      for (guint n = 0; names && names[n]; n++)
        for (guint i = 0; i < list->len; i++)
          if (g_strcmp0 (g_ptr_array_index (list, i), names[n]) == 0)
            {
              g_ptr_array_remove_index (list, i);
              break;
            }
      save_gone (self, extinct);
      rebuild_chips (self, extinct);
    }
}
