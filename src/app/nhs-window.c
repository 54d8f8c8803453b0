/* nhs-window.c: the main window; owns one situation and tells the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "nhs-window-private.h"
#include "nhs-monster-row.h"
#include "nhs-item-use-page.h"
#include "nhs-dungeon-page.h"
#include "nhs-dungeon-regions.h"
#include "nhs-dungeon-report.h"
#include "nhs-chances.h"
#include "nhs-mkclass.h"
#include "nhs-presets.h"
#include "nhs-spawn.h"
#include "nhs-monster-sets.h"
#include "nhs-strings.h"
#include "nhs-variant-model.h"
#include "nhs-format.h"
#include "nhs-pages.h"
#include "nhs-level-picker.h"

G_DEFINE_FINAL_TYPE (NhsWindow, nhs_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_SIDEBAR,
  PROP_VARIANT,
  PROP_FOCUSED_MONSTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


/* One entry of the Classes page's picker: a class (mlet) or a preset. */
typedef struct {
  int mlet;                      /* 0 for a preset */
  const NhsPresetInfo *preset;   /* NULL for a class */
} ClassChoice;

static void queue_level (NhsWindow *self);

/* Helpers */

static NhsMonsterSet *
get_set (NhsWindow     *self,
         NhsVariantId   variant,
         GError       **error)
{
  if (self->sets[variant] == NULL)
    self->sets[variant] = nhs_monster_sets_get (variant, error);
  return self->sets[variant];
}

static void
show_error (NhsWindow  *self,
            const char *message)
{
  nhs_sidebar_set_status (self->sidebar, NULL, message);
}

static int
focused_index (NhsWindow *self)
{
  const NhsMonster *m;

  if (self->dist == NULL || self->focused_name == NULL)
    return -1;
  m = nhs_monster_set_lookup (self->dist->set, self->focused_name);
  return m ? m->index : -1;
}

static void
update_focus (NhsWindow *self)
{
  int index = focused_index (self);
  const NhsMonster *m;
  const NhsCandidate *c;
  g_autofree char *text = NULL;
  g_autofree char *align = NULL;

  nhs_bar_chart_set_focused (self->chart, index);
  nhs_bar_chart_set_focused (self->class_chart, index);

  if (index < 0)
    {
      nhs_alignment_table_set_focus (self->align_table, NULL, 0, 0);
      gtk_label_set_text (self->focus_label,
                          _("Click a bar, or pick a row in the Monsters page, to focus a monster."));
      return;
    }

  m = &self->dist->set->monsters[index];
  c = &self->dist->candidates[index];
  align = nhs_strings_alignment (m->alignment);
  nhs_alignment_table_set_focus (self->align_table, m->name, m->alignment, m->frequency);

  if (self->chances->mkclass != NULL && nhs_chances_possible (self->chances, index))
    {
      g_autofree char *fraction = nhs_chances_fraction (self->chances, index);

      /* Translators: the focused monster on the Quest: symbol, name,
         difficulty, the mixture's fraction and percent */
      text = g_strdup_printf (_("Focused: %c %s — difficulty %d: chance on this Quest level %s = %.3f %%"),
                              m->symbol, m->name, m->difficulty, fraction,
                              100.0 * self->chances->p[index]);
    }
  else if (c->num > 0)
    {
      g_autofree char *fraction = nhs_distribution_fraction (self->dist, index);

      /* Translators: the focused monster: symbol, name, difficulty, frequency,
         alignment, shift, weight, fraction, percent */
      text = g_strdup_printf (_("Focused: %c %s — difficulty %d, frequency %d, alignment %s "
                                "(shift %+d), weight %d: chance %s = %.3f %%"),
                              m->symbol, m->name, m->difficulty, m->frequency, align,
                              c->align_shift + c->temperature_shift, c->weight, fraction,
                              100.0 * nhs_distribution_probability (self->dist, index));
    }
  else
    {
      g_autofree char *why = nhs_strings_exclusion (self->dist, index);

      text = g_strdup_printf (_("Focused: %c %s — cannot appear here: %s"), m->symbol, m->name, why);
    }
  gtk_label_set_text (self->focus_label, text);
}

static void
rebuild_monster_rows (NhsWindow *self)
{
  g_autoptr(GListStore) store = NULL;
  guint n;
  g_autofree char *count = NULL;

  if (self->dist == NULL)
    return;
  store = nhs_monster_rows_new (self->dist, self->chances, gtk_switch_get_active (self->show_excluded_switch));
  gtk_filter_list_model_set_model (self->monster_filter_model, G_LIST_MODEL (store));
  g_set_object (&self->monster_rows, store);
  self->monster_rows_dirty = FALSE;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->monster_filter_model));
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u monster", "%u monsters", n), n);
  gtk_label_set_text (self->monster_count_label, count);
}

static void
update_spawn (NhsWindow *self)
{
  NhsSpawnRate rate;
  int turns = (int) round (gtk_adjustment_get_value (self->turns_adjustment));
  g_autofree char *summary = NULL;

  nhs_spawn_rate (&self->situation, turns, &rate);
  summary = g_strdup_printf (_("A new monster each turn with chance 1/%d (%s); about %.1f in %d turns."),
                             rate.one_in, nhs_strings_spawn_reason (&rate), rate.expected, turns);
  gtk_label_set_text (self->spawn_summary_label, summary);
}

/* The Classes page */

static const ClassChoice *
current_class_choice (NhsWindow *self)
{
  guint pos = gtk_drop_down_get_selected (self->preset_dropdown);

  if (self->class_choices == NULL || pos >= self->class_choices->len)
    return NULL;
  return &g_array_index (self->class_choices, ClassChoice, pos);
}

/* Every class symbol of the variant, then every preset; keeps the choice. */
static void
fill_class_choices (NhsWindow *self)
{
  NhsMonsterSet *set = self->dist->set;
  const ClassChoice *old = current_class_choice (self);
  ClassChoice keep = old ? *old : (ClassChoice) { 0, NULL };
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint select = 0;
  gboolean seen[256] = { FALSE };
  const NhsPresetInfo *presets;
  int n_presets;

  if (self->class_choices_variant == (int) self->situation.variant)
    return;
  self->filling_classes = TRUE;
  g_array_set_size (self->class_choices, 0);
  for (int i = 0; i < set->special_pm && i < set->n; i++)
    {
      const NhsMonster *m = &set->monsters[i];
      ClassChoice c = { m->mlet, NULL };

      if (m->mlet <= 0 || m->mlet >= 256 || seen[m->mlet])
        continue;
      seen[m->mlet] = TRUE;
      if (keep.preset == NULL && keep.mlet == m->mlet)
        select = self->class_choices->len;
      g_array_append_val (self->class_choices, c);
      /* Translators: a class in the Classes page's picker: symbol and the game's name */
      g_ptr_array_add (labels, g_strdup_printf (_("Class %c (%s)"), m->symbol, m->class_id));
    }
  presets = nhs_presets (&n_presets);
  for (int i = 0; i < n_presets; i++)
    {
      ClassChoice c = { 0, &presets[i] };

      if (keep.preset == &presets[i])
        select = self->class_choices->len;
      g_array_append_val (self->class_choices, c);
      g_ptr_array_add (labels, g_strdup (nhs_strings_preset_name (&presets[i])));
    }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (self->preset_list, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->preset_list)),
                          (const char * const *) labels->pdata);
  gtk_drop_down_set_selected (self->preset_dropdown, select);

  {
    const char **roles = nhs_preset_quest_roles (set);
    guint n = g_list_model_get_n_items (G_LIST_MODEL (self->class_role_list));
    guint role = gtk_drop_down_get_selected (self->class_role_dropdown);

    gtk_string_list_splice (self->class_role_list, 0, n, roles);
    gtk_drop_down_set_selected (self->class_role_dropdown, role < g_strv_length ((char **) roles) ? role : 0);
    g_free (roles);
  }
  self->class_choices_variant = self->situation.variant;
  self->filling_classes = FALSE;
}

void
_nhs_window_update_classes (NhsWindow *self)
{
  const ClassChoice *choice;
  const NhsVariant *variant;
  g_autoptr(GError) error = NULL;
  g_autoptr(NhsClassDist) cdist = NULL;
  g_autoptr(NhsChances) chances = NULL;
  g_autofree char *title = NULL;
  gboolean aligned_ok, role_needed;
  int atyp = NHS_MKCLASS_ANY_ALIGN;
  guint align_pos;

  if (self->dist == NULL)
    return;
  self->class_dirty = FALSE;
  fill_class_choices (self);
  choice = current_class_choice (self);
  if (choice == NULL)
    return;

  variant = self->dist->variant;
  aligned_ok = choice->preset ? g_str_equal (choice->preset->key, "demon-gating") &&
                                variant->mkclass_rule != NHS_MKCLASS_RULE_343
                              : variant->mkclass_rule != NHS_MKCLASS_RULE_343;
  role_needed = choice->preset != NULL && choice->preset->needs_role;
  gtk_widget_set_sensitive (GTK_WIDGET (self->class_align_dropdown), aligned_ok);
  gtk_widget_set_sensitive (self->class_align_label, aligned_ok);
  gtk_widget_set_visible (GTK_WIDGET (self->class_role_dropdown), role_needed);
  gtk_widget_set_visible (self->class_role_label, role_needed);

  align_pos = gtk_drop_down_get_selected (self->class_align_dropdown);
  if (aligned_ok && align_pos >= 1 && align_pos <= 3)
    atyp = 2 - (int) align_pos;   /* lawful 1, neutral 0, chaotic -1 */

  if (choice->preset)
    {
      NhsPresetOptions opts = { NULL, atyp };
      GtkStringObject *role = gtk_drop_down_get_selected_item (self->class_role_dropdown);

      if (role_needed && role)
        opts.role = gtk_string_object_get_string (role);
      cdist = nhs_preset_compute (self->dist->set, &self->situation, choice->preset->key, &opts,
                                  &error);
      gtk_label_set_text (self->class_description_label, nhs_strings_preset_summary (choice->preset));
      title = g_strdup (nhs_strings_preset_name (choice->preset));
    }
  else
    {
      cdist = nhs_mkclass_compute (self->dist->set, &self->situation, choice->mlet, atyp, &error);
      if (cdist)
        {
          g_autofree char *none = nhs_mpq_to_string (cdist->none);

          /* Translators: the Classes page: mkclass of a class, its strongest
             level, and the chance that no monster comes back */
          title = g_strdup_printf (_("mkclass(%s) at difficulty %d: monsters up to level %d; "
                                     "no monster: %s"),
                                   nhs_mkclass_class_id (self->dist->set, choice->mlet),
                                   cdist->difficulty, cdist->maxmlev, none);
          gtk_label_set_text (self->class_description_label,
                              _("The game's mkclass(): a monster of one class, weaker ones "
                                "first, as special rooms, traps and spells ask for it."));
        }
    }
  if (cdist == NULL)
    {
      gtk_label_set_text (self->class_description_label, error->message);
      nhs_bar_chart_set_chances (self->class_chart, NULL);
      return;
    }
  chances = nhs_chances_new_mkclass (cdist);
  nhs_bar_chart_set_title (self->class_chart, title);
  nhs_bar_chart_set_chances (self->class_chart, chances);
}

static gboolean
classes_page_visible (NhsWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "classes") == 0;
}

static void
update_views (NhsWindow *self)
{
  const NhsSituation *sit = &self->situation;
  const NhsRegionInfo *info = nhs_region_info (sit->region);
  g_autofree char *title = NULL;
  g_autofree char *why = NULL;
  g_autofree char *summary = NULL;

  title = nhs_strings_situation_title (sit, nhs_sidebar_get_role (self->sidebar), self->dist->set);
  nhs_bar_chart_set_title (self->chart, title);
  nhs_bar_chart_set_chances (self->chart, self->chances);

  nhs_alignment_table_set_level_align (self->align_table, nhs_situation_align (sit));

  if (self->chances->mkclass != NULL)
    {
      g_autofree char *share = nhs_format_fraction (self->dist->quest_num, self->dist->den);

      /* Translators: the Quest: how many monsters, the chance the role's quest
         enemies answer (a fraction), and the role */
      summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%d monster can appear. The %s's quest enemies answer with chance %s; the chart shows the whole mixture.",
                                              "%d monsters can appear. The %s's quest enemies answer with chance %s; the chart shows the whole mixture.",
                                              self->chances->n_results),
                                 self->chances->n_results, nhs_sidebar_get_role (self->sidebar), share);
    }
  else
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Monster difficulty %d to %d: %d monster can appear, total weight %d.",
                                            "Monster difficulty %d to %d: %d monsters can appear, total weight %d.",
                                            self->dist->n_eligible),
                               self->dist->min_difficulty, self->dist->max_difficulty,
                               self->dist->n_eligible, self->dist->total_weight);
  nhs_sidebar_set_status (self->sidebar, summary, NULL);
  (void) info;
  (void) why;

  update_focus (self);
  update_spawn (self);

  self->monster_rows_dirty = TRUE;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "monsters") == 0)
    rebuild_monster_rows (self);
  self->class_dirty = TRUE;
  if (classes_page_visible (self))
    _nhs_window_update_classes (self);
}

/* The Dungeon page follows the situation; the sidebar says what the level
   at the chosen depth can be, from the same model. */
static void
update_dungeon (NhsWindow *self)
{
  const NhsDungeonModel *model;
  const char *dungeon;
  g_autofree char *line = NULL;

  nhs_dungeon_page_set_situation (self->dungeon_page, &self->situation);
  model = nhs_dungeon_page_get_model (self->dungeon_page);
  dungeon = nhs_dungeon_region_dungeon (self->situation.region);
  if (model != NULL && dungeon != NULL && self->situation.difficulty <= 0)
    line = nhs_dungeon_page_describe_depth (model, dungeon, self->situation.depth);
  nhs_sidebar_set_depth_note (self->sidebar, line);
}

static void
situation_changed (NhsWindow *self)
{
  g_autoptr(GError) error = NULL;
  NhsSituation own;
  const NhsSituation *sit;
  const char *role;
  NhsMonsterSet *set;
  NhsDistribution *dist;
  NhsChances *chances;

  if (!self->ready)
    return;

  own = *nhs_sidebar_get_situation (self->sidebar);
  sit = &own;
  role = nhs_sidebar_get_role (self->sidebar);
  /* genocides by name, in the table in use (an opened one may differ) */
  set = get_set (self, sit->variant, NULL);
  if (set != NULL)
    {
      const char * const *names = nhs_sidebar_get_genocided (self->sidebar);

      memset (own.genocided, 0, sizeof own.genocided);
      for (guint i = 0; names[i]; i++)
        {
          const NhsMonster *m = nhs_monster_set_lookup (set, names[i]);

          if (m != NULL && m->index < NHS_MAX_MONSTERS)
            nhs_situation_set_genocided (&own, m->index, TRUE);
        }
    }
  /* The sidebar offers only what has an effect; the core's check says so
     in one sentence if anything slipped through. */
  if (!nhs_situation_check_effective (sit, &error))
    {
      show_error (self, error->message);
      return;
    }
  set = get_set (self, sit->variant, &error);
  if (set == NULL)
    {
      show_error (self, error->message);
      return;
    }
  dist = nhs_rndmonst_compute (set, sit, &error);
  if (dist == NULL)
    {
      show_error (self, error->message);
      return;
    }
  /* On the Quest the chart shows what rndmonst () returns there: the role's
     quest enemies mixed with the ordinary list, as the core computes it. */
  if (nhs_region_info (sit->region)->quest && role != NULL)
    {
      g_autoptr(NhsClassDist) quest = nhs_quest_rndmonst_compute (set, sit, role, &error);

      if (quest == NULL)
        {
          nhs_distribution_unref (dist);
          show_error (self, error->message);
          return;
        }
      chances = nhs_chances_new_mkclass (quest);
    }
  else
    chances = nhs_chances_new_rndmonst (dist);
  {
    gboolean variant_changed = self->dist == NULL || self->situation.variant != sit->variant;

    self->situation = *sit;
    /* every page of the window is told (a hidden one redraws when shown) */
    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (NHS_IS_PAGE (child))
        nhs_page_set_situation (NHS_PAGE (child), sit);
    g_clear_pointer (&self->dist, nhs_distribution_unref);
    self->dist = dist;
    g_clear_pointer (&self->chances, nhs_chances_unref);
    self->chances = chances;
    if (variant_changed)
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
  }
  self->n_updates++;
  update_views (self);
  update_dungeon (self);
  queue_level (self);
}

gboolean
_nhs_window_open_monster_table (NhsWindow   *self,
                                const char  *path,
                                GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(NhsMonsterSet) set = NULL;
  const NhsVariant *own;
  NhsVariantId id;

  g_return_val_if_fail (NHS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  set = nhs_monster_set_load_file (path, &local);
  if (set == NULL)
    {
      /* The previous table stays; the sentence shows in the banner. */
      gtk_label_set_text (self->export_error_label, local->message);
      gtk_revealer_set_reveal_child (self->export_revealer, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
  own = nhs_variant_from_key (set->variant);
  id = own ? own->id : self->situation.variant;
  g_clear_pointer (&self->sets[id], nhs_monster_set_unref);
  self->sets[id] = g_steal_pointer (&set);
  g_free (self->table_file);
  self->table_file = g_strdup (path);
  /* Everything is recomputed from the new table, as after a version change. */
  g_clear_pointer (&self->dist, nhs_distribution_unref);
  self->monster_rows_dirty = TRUE;
  if (nhs_sidebar_get_situation (self->sidebar)->variant != id)
    nhs_sidebar_select_variant (self->sidebar, id);
  situation_changed (self);
  return TRUE;
}

static void
sidebar_changed_cb (NhsWindow *self)
{
  situation_changed (self);
}

/* The sample level */

static void
update_phase_label (NhsWindow *self)
{
  int phase = (int) round (gtk_adjustment_get_value (self->phase_adjustment));

  gtk_label_set_text (self->phase_label, nhs_strings_level_phase (CLAMP (phase, 0, NHS_LEVEL_N_PHASES - 1)));
}

void
_nhs_window_generate_level (NhsWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(NhsLevelPicker) picker = NULL;
  const NhsVariant *chosen;
  NhsLevelRegionPlan plan;
  NhsLevelParams params = { 0 };
  NhsLevel *level;
  g_autofree char *info = NULL;
  g_autofree char *seed = NULL;

  params.depth = MAX (1, self->situation.depth);
  params.seed = nhs_seed_entry_get_seed (self->seed_entry);
  params.amulet = self->situation.amulet;
  params.branch = NHS_LEVEL_BRANCH_AUTO;
  params.record_phases = TRUE;
  /* the level's monsters: the core's exact distributions for this version
   * and situation, at the level's depth, so every one carries its name */
  if (self->dist != NULL)
    {
      picker = nhs_level_picker_new (self->dist->set, &self->situation, params.depth, NULL);
      if (picker != NULL)
        nhs_level_picker_install (picker, &params);
    }
  /* the level the region holds in this version: made by a generator, or
   * the game's own map (named, not drawn), or not modelled */
  chosen = nhs_variant_get (self->situation.variant);
  nhs_level_region_plan (chosen, self->situation.region, &plan);
  self->level_depth = params.depth;
  self->level_region = self->situation.region;
  self->level_variant = self->situation.variant;
  if (plan.shown != NHS_LEVEL_SHOWN_MADE)
    {
      g_autofree char *message = NULL;

      if (plan.shown == NHS_LEVEL_SHOWN_FIXED_MAP)
        {
          NhsLevelRegionMap maps[8];
          int n = nhs_level_region_maps (chosen, plan.region, maps, G_N_ELEMENTS (maps));
          g_autoptr (GString) list = g_string_new (NULL);

          /* each level drawn from several maps, or not always made: how likely */
          for (int i = 0; i < n; i++)
            {
              if (maps[i].maps > 1)
                /* Translators: a level's maps: name, name, count, count */
                g_string_append_printf (list, _(" %s-1 … %s-%d: 1 in %d each."), maps[i].name,
                                        maps[i].name, maps[i].maps, maps[i].maps);
              if (maps[i].chance > 0 && maps[i].chance < 100)
                /* Translators: a level the game makes only sometimes: name, chance */
                g_string_append_printf (list, _(" %s is made in %d of 100 games."),
                                        maps[i].name, maps[i].chance);
            }
          /* Translators: the level view in a fixed-map region: the version,
             the place, the game's names of its maps, then how likely each is */
          message = g_strdup_printf (_("In %s, %s is not generated: the game draws it from "
                                       "its own maps (%s).%s The Dungeon page gives where it "
                                       "lies."),
                                     _(chosen->display_name), _(plan.place), _(plan.maps),
                                     list->str);
        }
      else if (plan.shown == NHS_LEVEL_SHOWN_NOT_MODELLED)
        /* Translators: the level view where a level's rules are not modelled:
           the version, the place, then what is not modelled */
        message = g_strdup_printf (_("In %s, %s: %s."), _(chosen->display_name),
                                   _(plan.place), _(plan.why));
      else
        /* Translators: the version, then a place it does not have */
        message = g_strdup_printf (_("%s does not have %s."), _(chosen->display_name),
                                   _(plan.place));
      nhs_level_view_set_level (self->overview_level, NULL);
      nhs_level_view_set_level (self->level_view, NULL);
      nhs_level_view_set_message (self->overview_level, message);
      nhs_level_view_set_message (self->level_view, message);
      g_clear_pointer (&self->level, nhs_level_free);
      self->level_kind = -1;
      gtk_label_set_text (self->level_kind_label, message);
      gtk_label_set_text (self->level_info_label, "");
      return;
    }
  params.kind = plan.kind;
  params.variant = chosen;
  level = nhs_level_generate (&params, &error);
  if (level == NULL)
    {
      gtk_label_set_text (self->level_info_label, error->message);
      return;
    }
  nhs_level_view_set_message (self->overview_level, NULL);
  nhs_level_view_set_message (self->level_view, NULL);
  nhs_level_view_set_level (self->overview_level, level);
  nhs_level_view_set_level (self->level_view, level);
  g_clear_pointer (&self->level, nhs_level_free);
  self->level = level;
  self->level_kind = params.kind;
  {
    g_autofree char *what = g_strdup_printf (
      params.kind == NHS_LEVEL_KIND_MAZE
      /* Translators: under the sample level, in Gehennom; %s is a game version */
      ? _("%s's maze, as Gehennom's filler levels are made, "
          "the way the game makes it. Objects, boulders and gold are left out.")
      : params.kind == NHS_LEVEL_KIND_MINES
      /* Translators: under the sample level, in the Gnomish Mines; %s is a game version */
      ? _("%s's Gnomish Mines filler level, a cave with its gnomes, "
          "dwarves and traps, the way the game makes it. Objects and gold are left out.")
      : params.kind == NHS_LEVEL_KIND_ROGUE
      /* Translators: under the sample level, on the Rogue level; %s is a game version */
      ? _("%s's Rogue level, nine cells of rooms and crossings joined by corridors, "
          "with a sleeping ghost, the way the game makes it. Objects and gold are left out.")
      /* Translators: under the sample level; %s is a game version */
      : _("%s's ordinary room-and-corridor level, made the way "
          "the game makes it. Objects and gold are left out."),
      _(chosen->display_name));

    gtk_label_set_text (self->level_kind_label, what);
  }
  /* Translators: the sample level: depth, seed, rooms, monsters */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, params.seed);
  {
    int n = nhs_level_n_monsters (level);
    /* Translators: how many monsters the sample level holds */
    g_autofree char *monsters = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d monster",
                                                               "%d monsters", n), n);

    /* Translators: the sample level: depth, seed, rooms, then "N monsters" */
    if (params.kind == NHS_LEVEL_KIND_MAZE)
      /* Translators: the sample maze: depth, seed, then "N monsters" */
      info = g_strdup_printf (_("Depth %d, seed %s: a maze, %s. "
                                "Point at a square to see what it is."),
                              params.depth, seed, monsters);
    else if (params.kind == NHS_LEVEL_KIND_MINES)
      /* Translators: the sample Mines level: depth, seed, then "N monsters" */
      info = g_strdup_printf (_("Depth %d, seed %s: a Gnomish Mines level, %s. "
                                "Point at a square to see what it is."),
                              params.depth, seed, monsters);
    else
      info = g_strdup_printf (_("Depth %d, seed %s: %d rooms, %s. "
                                "Point at a square to see what it is."),
                              params.depth, seed, nhs_level_n_rooms (level), monsters);
  }
  gtk_label_set_text (self->level_info_label, info);
}

static gboolean
generate_level_idle_cb (gpointer data)
{
  NhsWindow *self = data;

  self->level_idle = 0;
  _nhs_window_generate_level (self);
  return G_SOURCE_REMOVE;
}

/* A new level only when the depth changed (the seed has its own callback).
   While a level view shows it is made at once, so that the new map is painted
   in the same frame as the chart: a second frame just after would hold the
   next slider move back by a whole refresh interval. Otherwise after the
   frame, when the loop is idle. */
static void
queue_level (NhsWindow *self)
{
  if (self->level_depth == self->situation.depth
      && self->level_region == (int) self->situation.region
      && self->level_variant == (int) self->situation.variant)
    return;
  if (self->level != NULL
      && (gtk_widget_get_mapped (GTK_WIDGET (self->overview_level))
          || gtk_widget_get_mapped (GTK_WIDGET (self->level_view))))
    {
      g_clear_handle_id (&self->level_idle, g_source_remove);
      _nhs_window_generate_level (self);
      return;
    }
  if (self->level_idle == 0)
    self->level_idle = g_idle_add_full (G_PRIORITY_LOW, generate_level_idle_cb, self, NULL);
}

/* Callbacks */

static void
level_changed_cb (NhsWindow *self)
{
  if (self->ready)
    _nhs_window_generate_level (self);
}

static void
phase_changed_cb (NhsWindow *self)
{
  int phase = (int) round (gtk_adjustment_get_value (self->phase_adjustment));

  nhs_level_view_set_phase (self->level_view, CLAMP (phase, 0, NHS_LEVEL_N_PHASES - 1));
  update_phase_label (self);
}

static void
level_hover_cb (NhsWindow *self)
{
  const char *hover = nhs_level_view_get_hover (self->level_view);

  if (hover)
    gtk_label_set_text (self->level_info_label, hover);
}

static void
turns_changed_cb (NhsWindow *self)
{
  if (self->ready && self->dist)
    update_spawn (self);
}

static void
chart_focused_cb (NhsBarChart *chart,
                  GParamSpec  *pspec,
                  NhsWindow   *self)
{
  int index = nhs_bar_chart_get_focused (chart);

  if (index < 0 || self->dist == NULL || index == focused_index (self))
    return;
  g_free (self->focused_name);
  self->focused_name = g_strdup (self->dist->set->monsters[index].name);
  update_focus (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUSED_MONSTER]);
}

static void
monster_selected_cb (GtkSingleSelection *selection,
                     GParamSpec         *pspec,
                     NhsWindow          *self)
{
  NhsMonsterRow *row = gtk_single_selection_get_selected_item (selection);

  if (row == NULL)
    return;
  nhs_window_focus_monster (self, nhs_monster_row_get_name (row));
}

static void
show_excluded_cb (NhsWindow *self)
{
  if (self->dist)
    rebuild_monster_rows (self);
}

static void
monster_search_cb (NhsWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->monster_filter_model));
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u monster",
                                                         "%u monsters", n), n);

  gtk_label_set_text (self->monster_count_label, count);
}

static void
page_changed_cb (NhsWindow *self)
{
  if (self->monster_rows_dirty &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "monsters") == 0)
    rebuild_monster_rows (self);
  if (self->class_dirty && classes_page_visible (self))
    _nhs_window_update_classes (self);
  _nhs_window_update_actions (self);
}

/* The Overview's search: the first monster of the chart (most likely
   first) whose name holds the text is focused and scrolled into view. */
static void
chart_search_cb (NhsWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->chart_search));
  g_autofree char *needle = g_utf8_casefold (text, -1);
  NhsChances *chances = self->chances;

  if (chances == NULL || *needle == '\0')
    return;
  for (int i = 0; i < chances->n_results; i++)
    {
      int index = chances->order[i];
      g_autofree char *name = g_utf8_casefold (chances->set->monsters[index].name, -1);

      if (strstr (name, needle) != NULL)
        {
          nhs_window_focus_monster (self, chances->set->monsters[index].name);
          nhs_bar_chart_scroll_to (self->chart, index);
          return;
        }
    }
}

static void
export_open_cb (NhsWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->exported_uri == NULL)
    return;
  if (!g_app_info_launch_default_for_uri (self->exported_uri, NULL, &error))
    {
      gtk_label_set_text (self->export_error_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->export_error_label), "error");
      gtk_widget_set_visible (GTK_WIDGET (self->export_open_button), FALSE);
      return;
    }
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
}

static void
export_dismiss_cb (NhsWindow *self)
{
  gtk_revealer_set_reveal_child (self->export_revealer, FALSE);
}

static void
class_choice_changed_cb (NhsWindow *self)
{
  if (!self->ready || self->filling_classes)
    return;
  self->class_dirty = TRUE;
  if (classes_page_visible (self))
    _nhs_window_update_classes (self);
}

/* Settings mappings: a string key <-> a drop-down position */

/* The version: its key in the settings, its row of the table in the drop-down */

/* The saved page: a key of the page table, else the first page. */
static gboolean
get_page_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const NhsPageInfo *page = nhs_page_lookup (g_variant_get_string (variant, NULL));
  guint n;

  g_value_set_string (value, page ? page->key : nhs_pages (&n)[0].key);
  return TRUE;
}

static GVariant *
set_page_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const NhsPageInfo *page = nhs_page_lookup (g_value_get_string (value));

  return page ? g_variant_new_string (page->key) : NULL;
}

/* Narrower than FOLD_WIDTH the sidebar folds away (F9 brings it back);
   wider again, it comes back if it was folded for the width. */
#define FOLD_WIDTH 900

static void
fold_sidebar_cb (GObject    *object,
                 GParamSpec *pspec,
                 NhsWindow  *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0)
    return;
  if (width < FOLD_WIDTH && self->show_sidebar && !self->sidebar_folded)
    {
      self->sidebar_folded = TRUE;
      g_object_set (self, "show-sidebar", FALSE, NULL);
    }
  else if (width >= FOLD_WIDTH && self->sidebar_folded)
    {
      self->sidebar_folded = FALSE;
      g_object_set (self, "show-sidebar", TRUE, NULL);
    }
}

/* Written as they change, so that a crash loses nothing. */
static void
save_geometry_cb (GObject    *object,
                  GParamSpec *pspec,
                  NhsWindow  *self)
{
  GtkWindow *window = GTK_WINDOW (self);
  int width, height;

  if (self->settings == NULL)
    return;
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  gtk_window_get_default_size (window, &width, &height);
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

static void
save_focused_cb (GObject    *object,
                 GParamSpec *pspec,
                 NhsWindow  *self)
{
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "focused", self->focused_name ? self->focused_name : "");
}

/* Overrides */

static gboolean
nhs_window_close_request (GtkWindow *window)
{
  NhsWindow *self = NHS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
  return GTK_WINDOW_CLASS (nhs_window_parent_class)->close_request (window);
}

static void
nhs_window_constructed (GObject *object)
{
  NhsWindow *self = NHS_WINDOW (object);
  G_OBJECT_CLASS (nhs_window_parent_class)->constructed (object);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "turns", self->turns_adjustment, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "level-seed", self->seed_entry, "seed", G_SETTINGS_BIND_DEFAULT);
  /* The Monsters page: the number columns as wide as their titles (their
     cells are short), so that the name and the reason keep the room */
  {
    GListModel *columns = gtk_column_view_get_columns (self->monster_view);

    for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
      {
        g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
        g_autoptr(PangoLayout) layout = NULL;
        int w;

        if (gtk_column_view_column_get_expand (column))
          continue;   /* the name and the reason share what is left */
        layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->monster_view),
                                                 gtk_column_view_column_get_title (column));
        pango_layout_get_pixel_size (layout, &w, NULL);
        /* the title's padding and the sort arrow */
        gtk_column_view_column_set_fixed_width (column, w + 24);
      }
  }
  /* The Monsters page: most likely first, until the user sorts otherwise */
  gtk_column_view_sort_by_column (self->monster_view, self->column_percent, GTK_SORT_DESCENDING);
  g_settings_bind (self->settings, "show-excluded", self->show_excluded_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "group-by-class", self->class_chart, "group-by-class",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "page", self->stack, "visible-child-name",
                                G_SETTINGS_BIND_DEFAULT, get_page_mapping, set_page_mapping,
                                NULL, NULL);
  g_settings_bind (self->settings, "show-sidebar", self, "show-sidebar", G_SETTINGS_BIND_DEFAULT);

  self->focused_name = g_settings_get_string (self->settings, "focused");
  if (self->focused_name && *self->focused_name == '\0')
    g_clear_pointer (&self->focused_name, g_free);
  g_object_notify_by_pspec (object, properties[PROP_FOCUSED_MONSTER]);
  g_signal_connect (self, "notify::focused-monster", G_CALLBACK (save_focused_cb), self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (save_geometry_cb), self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (fold_sidebar_cb), self);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (save_geometry_cb), self);
  g_signal_connect (self, "notify::maximized", G_CALLBACK (save_geometry_cb), self);

  gtk_adjustment_set_upper (self->phase_adjustment, NHS_LEVEL_N_PHASES - 1);
  gtk_adjustment_set_value (self->phase_adjustment, NHS_LEVEL_N_PHASES - 1);
  update_phase_label (self);

  self->ready = TRUE;
  situation_changed (self);
  _nhs_window_update_actions (self);
}

static void
nhs_window_dispose (GObject *object)
{
  NhsWindow *self = NHS_WINDOW (object);

  if (self->settings && self->focused_name)
    g_settings_set_string (self->settings, "focused", self->focused_name);
  g_clear_handle_id (&self->level_idle, g_source_remove);
  _nhs_window_close_export (self);
  _nhs_window_close_open_table (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), NHS_TYPE_WINDOW);
  G_OBJECT_CLASS (nhs_window_parent_class)->dispose (object);
}

static void
nhs_window_finalize (GObject *object)
{
  NhsWindow *self = NHS_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->dist, nhs_distribution_unref);
  g_clear_pointer (&self->chances, nhs_chances_unref);
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    g_clear_pointer (&self->sets[i], nhs_monster_set_unref);
  g_clear_object (&self->monster_rows);
  g_clear_pointer (&self->level, nhs_level_free);
  g_array_unref (self->class_choices);
  g_free (self->focused_name);
  g_free (self->table_file);
  g_free (self->exported_uri);
  G_OBJECT_CLASS (nhs_window_parent_class)->finalize (object);
}

static void
nhs_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  NhsWindow *self = NHS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SIDEBAR:
      g_value_set_boolean (value, self->show_sidebar);
      break;
    case PROP_VARIANT:
      g_value_set_string (value, nhs_variant_get (self->situation.variant)->key);
      break;
    case PROP_FOCUSED_MONSTER:
      g_value_set_string (value, self->focused_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  NhsWindow *self = NHS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SIDEBAR:
      if (self->show_sidebar != g_value_get_boolean (value))
        {
          self->show_sidebar = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_VARIANT:
      {
        const NhsVariant *v = nhs_variant_from_key (g_value_get_string (value));

        if (v != NULL)
          nhs_sidebar_select_variant (self->sidebar, v->id);
      }
      break;
    case PROP_FOCUSED_MONSTER:
      if (g_value_get_string (value))
        nhs_window_focus_monster (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_window_class_init (NhsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = nhs_window_constructed;
  object_class->dispose = nhs_window_dispose;
  object_class->finalize = nhs_window_finalize;
  object_class->get_property = nhs_window_get_property;
  object_class->set_property = nhs_window_set_property;
  window_class->close_request = nhs_window_close_request;

  properties[PROP_SHOW_SIDEBAR] =
    g_param_spec_boolean ("show-sidebar", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The game version's key ("3.6.7"), for pages that follow the window. */
  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, nhs_variant_default ()->key,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOCUSED_MONSTER] =
    g_param_spec_string ("focused-monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_SIDEBAR);
  g_type_ensure (NHS_TYPE_BAR_CHART);
  g_type_ensure (NHS_TYPE_ALIGNMENT_TABLE);
  g_type_ensure (NHS_TYPE_MONSTER_ROW);
  g_type_ensure (NHS_TYPE_LEVEL_VIEW);
  g_type_ensure (NHS_TYPE_SEED_ENTRY);
  g_type_ensure (NHS_TYPE_SPAWN_PAGE);
  g_type_ensure (NHS_TYPE_ITEM_USE_PAGE);
  g_type_ensure (NHS_TYPE_DUNGEON_PAGE);
  g_type_ensure (NHS_TYPE_PROFILE_PAGE);
  g_type_ensure (NHS_TYPE_COMPARE_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-window.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, sidebar_revealer);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, dungeon_page);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, export_revealer);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, export_error_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, export_open_button);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, chart_search);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, align_table);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, focus_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, spawn_summary_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, overview_level_slot);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, monster_search);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, show_excluded_switch);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, monster_view);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, column_percent);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, monster_filter_model);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, monster_selection);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, monster_count_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_chart);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, profile_page);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, switcher);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, compare_page);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, preset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, preset_list);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_align_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_align_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_role_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_role_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_role_list);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, class_description_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, turns_adjustment);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, level_slot);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, overview_level);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, level_view);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, phase_adjustment);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, phase_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, level_info_label);
  gtk_widget_class_bind_template_child (widget_class, NhsWindow, level_kind_label);

  gtk_widget_class_bind_template_callback_full (widget_class, "nhs_translate",
                                                G_CALLBACK (nhs_strings_translate_closure));
  gtk_widget_class_bind_template_callback (widget_class, sidebar_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, phase_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_hover_cb);
  gtk_widget_class_bind_template_callback (widget_class, turns_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, chart_focused_cb);
  gtk_widget_class_bind_template_callback (widget_class, monster_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_excluded_cb);
  gtk_widget_class_bind_template_callback (widget_class, monster_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, class_choice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_dismiss_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_open_cb);
  gtk_widget_class_bind_template_callback (widget_class, chart_search_cb);

  _nhs_window_class_add_actions (widget_class);
}

static void
nhs_window_init (NhsWindow *self)
{
  self->show_sidebar = TRUE;
  self->class_choices = g_array_new (FALSE, FALSE, sizeof (ClassChoice));
  self->class_choices_variant = -1;
  self->settings = g_settings_new (APP_ID);
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    /* Eight pages in the header: each tab as wide as its own title, not
       all as wide as the widest, so the window still fits small screens. */
    static GtkCssProvider *tabs;
    GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->switcher);

    if (GTK_IS_BOX_LAYOUT (layout))
      gtk_box_layout_set_homogeneous (GTK_BOX_LAYOUT (layout), FALSE);
    /* the theme gives every tab at least 100px: too wide for eight on a
       1280-pixel screen */
    if (tabs == NULL)
      {
        tabs = gtk_css_provider_new ();
#if GTK_CHECK_VERSION (4, 12, 0)
        gtk_css_provider_load_from_string (tabs, "stackswitcher.nhs-pages > button.text-button "
                                                 "{ min-width: 0; }");
#else
        gtk_css_provider_load_from_data (tabs, "stackswitcher.nhs-pages > button.text-button "
                                               "{ min-width: 0; }", -1);
#endif
        gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                    GTK_STYLE_PROVIDER (tabs),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      }
    gtk_widget_add_css_class (self->switcher, "nhs-pages");
  }
}

/* Public API */

NhsWindow *
nhs_window_new (NhsApplication *app)
{
  return g_object_new (NHS_TYPE_WINDOW, "application", app, NULL);
}

const NhsSituation *
nhs_window_get_situation (NhsWindow *self)
{
  g_return_val_if_fail (NHS_IS_WINDOW (self), NULL);
  return &self->situation;
}

gboolean
nhs_window_focus_monster (NhsWindow  *self,
                          const char *name)
{
  const NhsMonster *m;

  g_return_val_if_fail (NHS_IS_WINDOW (self), FALSE);
  if (self->dist == NULL || name == NULL)
    return FALSE;
  m = nhs_monster_set_lookup (self->dist->set, name);
  if (m == NULL)
    return FALSE;
  if (g_strcmp0 (self->focused_name, m->name) == 0)
    return TRUE;
  g_free (self->focused_name);
  self->focused_name = g_strdup (m->name);
  update_focus (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOCUSED_MONSTER]);
  return TRUE;
}

void
_nhs_window_set_page (NhsWindow  *self,
                      const char *page)
{
  if (gtk_stack_get_child_by_name (self->stack, page))
    gtk_stack_set_visible_child_name (self->stack, page);
}

void
_nhs_window_reset (NhsWindow *self)
{
  nhs_sidebar_reset (self->sidebar);
}
