/* nhs-overview-page.c: the Overview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "nhs-overview-page.h"
#include "nhs-report.h"
#include "nhs-variant.h"
#include "nhs-level-sample.h"
#include "nhs-spawn.h"
#include "nhs-steady-bin.h"
#include "nhs-strings.h"
#include "nhs-render-common.h"
#include "nhs-theme.h"

struct _NhsOverviewPage
{
  NhsPage parent_instance;

  char *focused_name;
  guint64 seed;
  int turns;
  NhsLevelSample *sample;

  NhsBarChart *chart;
  GtkSearchEntry *chart_search;
  NhsAlignmentTable *align_table;
  NhsLevelView *level_view;
  GtkLabel *focus_label;
  GtkLabel *spawn_summary_label;
};

G_DEFINE_FINAL_TYPE (NhsOverviewPage, nhs_overview_page, NHS_TYPE_PAGE)

enum { PROP_0, PROP_FOCUSED_MONSTER, PROP_SEED, PROP_TURNS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static int
focused_index (NhsOverviewPage *self)
{
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  const NhsMonster *m;

  if (chances == NULL || self->focused_name == NULL)
    return -1;
  m = nhs_monster_set_lookup (chances->set, self->focused_name);
  return m ? m->index : -1;
}

/* The focused monster: its bar, its alignment row, its line. */
static void
update_focus (NhsOverviewPage *self)
{
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  int index = focused_index (self);
  const NhsDistribution *dist;
  const NhsMonster *m;
  const NhsCandidate *c;
  g_autofree char *text = NULL;
  g_autofree char *align = NULL;
  g_autofree char *tip = NULL;

  nhs_bar_chart_set_focused (self->chart, index);
  if (index < 0 || chances->ordinary == NULL)
    {
      nhs_alignment_table_set_focus (self->align_table, NULL, 0, 0);
      gtk_label_set_text (self->focus_label,
                          _("Click a bar, or pick a row in the Monsters page, to focus a monster."));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->focus_label), NULL);
      return;
    }
  dist = chances->ordinary;
  m = &dist->set->monsters[index];
  c = &dist->candidates[index];
  align = nhs_strings_alignment (m->alignment);
  nhs_alignment_table_set_focus (self->align_table, m->name, m->alignment, m->frequency);

  if (chances->mkclass != NULL && nhs_chances_possible (chances, index))
    {
      g_autofree char *exact = nhs_chances_fraction (chances, index);
      /* an EvilHack mixture's fraction can run to dozens of digits: the
         line shows its value, the tooltip the exact fraction */
      g_autofree char *fraction = nhs_render_fraction_short (exact, chances->p[index]);
      g_autofree char *pct = nhs_render_percent (chances->p[index]);

      /* Translators: the focused monster on the Quest: name, symbol (after
         the name: a symbol "a" before it reads as an article), difficulty,
         the mixture's fraction and percent */
      text = g_strdup_printf (_("Focused: %s (%c) — difficulty %d: chance on this Quest level %s = %s"),
                              m->name, m->symbol, m->difficulty, fraction, pct);
      tip = g_strcmp0 (fraction, exact) != 0 ? g_strdup (exact) : NULL;
    }
  else if (c->num > 0)
    {
      g_autofree char *exact = nhs_distribution_fraction (dist, index);
      g_autofree char *fraction = nhs_render_fraction_short (exact,
                                                             nhs_distribution_probability (dist, index));
      g_autofree char *pct = nhs_render_percent (nhs_distribution_probability (dist, index));

      /* Translators: the focused monster: name, symbol, difficulty, frequency,
         alignment, shift, weight, fraction, percent */
      text = g_strdup_printf (_("Focused: %s (%c) — difficulty %d, frequency %d, alignment %s "
                                "(shift %+d), weight %d: chance %s = %s"),
                              m->name, m->symbol, m->difficulty, m->frequency, align,
                              c->align_shift + c->temperature_shift, c->weight, fraction, pct);
      tip = g_strcmp0 (fraction, exact) != 0 ? g_strdup (exact) : NULL;
    }
  else
    {
      g_autofree char *why = nhs_strings_exclusion (dist, index);

      /* Translators: the focused monster: name, symbol, why it cannot appear */
      text = g_strdup_printf (_("Focused: %s (%c) — cannot appear here: %s"), m->name, m->symbol, why);
    }
  gtk_label_set_text (self->focus_label, text);
  if (tip != NULL)
    {
      /* Translators: the focused line's tooltip: the exact chance */
      g_autofree char *full = g_strdup_printf (_("Exact chance: %s"), tip);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self->focus_label), full);
    }
  else
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->focus_label), NULL);
}

static void
update_spawn (NhsOverviewPage *self)
{
  const NhsSituation *sit = nhs_page_get_situation (NHS_PAGE (self));
  NhsSpawnRate rate;
  g_autofree char *summary = NULL, *chance = NULL;

  if (sit == NULL)
    return;
  nhs_spawn_rate (sit, self->turns, &rate);
  chance = nhs_strings_spawn_chance (sit, &rate);
  if (rate.one_in == 0 && rate.why != NHS_SPAWN_WHY_CASTLE_OPEN)
    /* Translators: EvilHack's spawn clock, whose chance changes from turn
       to turn; the first %d is the game's turn */
    summary = g_strdup_printf (_("A new monster at turn %d with chance %s (%s); about %.1f in %d turns."),
                               rate.turn, chance, nhs_strings_spawn_reason (&rate), rate.expected,
                               self->turns);
  else
    summary = g_strdup_printf (_("A new monster each turn with chance %s (%s); about %.1f in %d turns."),
                               chance, nhs_strings_spawn_reason (&rate), rate.expected, self->turns);
  gtk_label_set_text (self->spawn_summary_label, summary);
}

/* The sample level, made again only when what it is made from changed. */
static void
update_level (NhsOverviewPage *self)
{
  const NhsSituation *sit = nhs_page_get_situation (NHS_PAGE (self));
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  NhsMonsterSet *set = chances ? chances->set : NULL;

  if (sit == NULL || nhs_level_sample_is_for (self->sample, sit, set, self->seed, FALSE))
    return;
  {
    /* the old sample lives until the view has compared its level with
       the new one (the same level is not drawn again) */
    NhsLevelSample *old = g_steal_pointer (&self->sample);

    self->sample = nhs_level_sample_new (sit, set, self->seed, FALSE, FALSE);
    nhs_level_view_set_message (self->level_view, self->sample->message);
    nhs_level_view_set_level (self->level_view, self->sample->level);
    nhs_level_sample_free (old);
  }
}

static void
nhs_overview_page_refresh (NhsPage *page)
{
  NhsOverviewPage *self = NHS_OVERVIEW_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);
  NhsChances *chances = nhs_page_get_distribution (page);

  if (chances != NULL)
    {
      g_autofree char *title = nhs_strings_chart_title (sit, chances->role, chances->set);

      nhs_bar_chart_set_title (self->chart, title);
      nhs_bar_chart_set_chances (self->chart, chances);
      update_focus (self);
    }
  nhs_alignment_table_set_version (self->align_table, nhs_variant_get (sit->variant));
  nhs_alignment_table_set_level_align (self->align_table, nhs_situation_align (sit));
  update_spawn (self);
  update_level (self);
}

gboolean
nhs_overview_page_find (NhsOverviewPage *self,
                        const char      *text)
{
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  g_autofree char *needle = NULL;

  g_return_val_if_fail (NHS_IS_OVERVIEW_PAGE (self), FALSE);
  if (chances == NULL || text == NULL || *text == '\0')
    return FALSE;
  needle = g_utf8_casefold (text, -1);
  for (int i = 0; i < chances->n_results; i++)
    {
      int index = chances->order[i];
      g_autofree char *name = g_utf8_casefold (chances->set->monsters[index].name, -1);

      if (strstr (name, needle) != NULL)
        {
          g_object_set (self, "focused-monster", chances->set->monsters[index].name, NULL);
          nhs_bar_chart_scroll_to (self->chart, index);
          return TRUE;
        }
    }
  return FALSE;
}

/* The search: the first monster of the chart (most likely first) whose
   name holds the text is focused and scrolled into view. */
static void
chart_search_cb (NhsOverviewPage *self)
{
  nhs_overview_page_find (self, gtk_editable_get_text (GTK_EDITABLE (self->chart_search)));
}

static void
chart_focused_cb (NhsBarChart     *chart,
                  GParamSpec      *pspec,
                  NhsOverviewPage *self)
{
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  int index = nhs_bar_chart_get_focused (chart);

  if (index < 0 || chances == NULL || index == focused_index (self))
    return;
  g_object_set (self, "focused-monster", chances->set->monsters[index].name, NULL);
}

/* Export: the chart, both alignment tables and the level, as drawn. */
static gboolean
overview_page_get_view (NhsPage         *page,
                            NhsView         *view,
                            NhsRenderTheme  *theme,
                            GPtrArray       *keep,
                            GError         **error)
{
  NhsOverviewPage *self = NHS_OVERVIEW_PAGE (page);
  char *titles[2] = { NULL, NULL };

  nhs_overview_page_refresh (page);
  nhs_view_init (view, NHS_VIEW_OVERVIEW);
  nhs_bar_chart_get_export (self->chart, &view->chart, theme);
  nhs_alignment_table_get_export (self->align_table, &view->align, titles, theme);
  g_ptr_array_add (keep, titles[0]);
  g_ptr_array_add (keep, titles[1]);
  view->level = self->sample ? self->sample->level : NULL;
  if (nhs_page_get_situation (page) != NULL)
    nhs_page_set_view_place (view, nhs_page_get_situation (page), keep);
  return TRUE;
}

/* GObject */

static void
nhs_overview_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  NhsOverviewPage *self = NHS_OVERVIEW_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOCUSED_MONSTER:
      g_value_set_string (value, self->focused_name);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_TURNS:
      g_value_set_int (value, self->turns);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_overview_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  NhsOverviewPage *self = NHS_OVERVIEW_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOCUSED_MONSTER:
      if (g_strcmp0 (self->focused_name, g_value_get_string (value)) != 0)
        {
          g_free (self->focused_name);
          self->focused_name = g_value_dup_string (value);
          if (nhs_page_get_distribution (NHS_PAGE (self)))
            update_focus (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SEED:
      if (self->seed != g_value_get_uint64 (value))
        {
          self->seed = g_value_get_uint64 (value);
          nhs_page_queue_refresh (NHS_PAGE (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_TURNS:
      if (self->turns != g_value_get_int (value))
        {
          self->turns = g_value_get_int (value);
          update_spawn (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_overview_page_finalize (GObject *object)
{
  NhsOverviewPage *self = NHS_OVERVIEW_PAGE (object);

  g_free (self->focused_name);
  g_clear_pointer (&self->sample, nhs_level_sample_free);
  G_OBJECT_CLASS (nhs_overview_page_parent_class)->finalize (object);
}

static void
nhs_overview_page_class_init (NhsOverviewPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  NhsPageClass *page_class = NHS_PAGE_CLASS (klass);

  object_class->get_property = nhs_overview_page_get_property;
  object_class->set_property = nhs_overview_page_set_property;
  object_class->finalize = nhs_overview_page_finalize;
  page_class->refresh = nhs_overview_page_refresh;
  page_class->get_view = overview_page_get_view;
  /* Copy: the default, the chart's monsters (the alignment tables are
     the version's constants, not the situation's answer) */

  properties[PROP_FOCUSED_MONSTER] =
    g_param_spec_string ("focused-monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the sample level's seed (the Level page's, through the settings) */
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the spawn line's number of turns (the Spawn page's) */
  properties[PROP_TURNS] =
    g_param_spec_int ("turns", NULL, NULL, 1, 1000000, 1000,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_BAR_CHART);
  g_type_ensure (NHS_TYPE_ALIGNMENT_TABLE);
  g_type_ensure (NHS_TYPE_LEVEL_VIEW);
  g_type_ensure (NHS_TYPE_STEADY_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-overview-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsOverviewPage, chart);
  gtk_widget_class_bind_template_child (widget_class, NhsOverviewPage, chart_search);
  gtk_widget_class_bind_template_child (widget_class, NhsOverviewPage, align_table);
  gtk_widget_class_bind_template_child_full (widget_class, "overview_level", FALSE,
                                             G_STRUCT_OFFSET (NhsOverviewPage, level_view));
  gtk_widget_class_bind_template_child (widget_class, NhsOverviewPage, focus_label);
  gtk_widget_class_bind_template_child (widget_class, NhsOverviewPage, spawn_summary_label);
  gtk_widget_class_bind_template_callback (widget_class, chart_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, chart_focused_cb);
}

static void
nhs_overview_page_init (NhsOverviewPage *self)
{
  self->turns = 1000;
  gtk_widget_init_template (GTK_WIDGET (self));
}

NhsBarChart *
nhs_overview_page_get_chart (NhsOverviewPage *self)
{
  return self->chart;
}

NhsAlignmentTable *
nhs_overview_page_get_align_table (NhsOverviewPage *self)
{
  return self->align_table;
}

NhsLevelView *
nhs_overview_page_get_level_view (NhsOverviewPage *self)
{
  return self->level_view;
}

GtkSearchEntry *
nhs_overview_page_get_search (NhsOverviewPage *self)
{
  return self->chart_search;
}

GtkLabel *
nhs_overview_page_get_focus_label (NhsOverviewPage *self)
{
  return self->focus_label;
}
