/* nhs-classes-page.c: the Classes page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>

#include "nhs-classes-page.h"
#include "nhs-word-search.h"
#include "nhs-format.h"
#include "nhs-mkclass.h"
#include "nhs-presets.h"
#include "nhs-report-mkclass.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

/* One entry of the picker: a class (mlet) or a preset. */
typedef struct {
  int mlet;                      /* 0 for a preset */
  const NhsPresetInfo *preset;   /* NULL for a class */
} ClassChoice;

struct _NhsClassesPage
{
  NhsPage parent_instance;

  char *focused_name;
  char *role;                    /* the chart's: the preset's, or the situation's */
  GArray *class_choices;         /* ClassChoice per preset_list item */
  const NhsMonsterSet *listed;   /* the table they were listed for */
  gboolean filling;

  NhsBarChart *class_chart;
  GtkDropDown *preset_dropdown;
  GtkStringList *preset_list;
  GtkDropDown *class_align_dropdown;
  GtkWidget *class_align_label;
  GtkDropDown *class_role_dropdown;
  GtkWidget *class_role_label;
  GtkStringList *class_role_list;
  GtkLabel *class_description_label;
  GtkExpander *class_excluded_expander;
  GtkLabel *class_excluded_label;
};

G_DEFINE_FINAL_TYPE (NhsClassesPage, nhs_classes_page, NHS_TYPE_PAGE)

enum { PROP_0, PROP_FOCUSED_MONSTER, PROP_GROUP_BY_CLASS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const ClassChoice *
current_choice (NhsClassesPage *self)
{
  guint pos = gtk_drop_down_get_selected (self->preset_dropdown);

  if (pos >= self->class_choices->len)
    return NULL;
  return &g_array_index (self->class_choices, ClassChoice, pos);
}

/* Every class symbol of the table, then every preset; keeps the choice. */
static void
fill_choices (NhsClassesPage      *self,
              const NhsMonsterSet *set)
{
  const ClassChoice *old = current_choice (self);
  ClassChoice keep = old ? *old : (ClassChoice) { 0, NULL };
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint select = 0;
  gboolean seen[256] = { FALSE };
  g_autofree const NhsPresetInfo **presets = NULL;

  if (self->listed == set)
    return;
  self->filling = TRUE;
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
  /* only the version's own presets (xNetHack's demon den, EvilHack's armory, …) */
  presets = nhs_presets_of_variant (set->variant ? nhs_variant_from_key (set->variant) : NULL);
  for (int i = 0; presets[i] != NULL; i++)
    {
      ClassChoice c = { 0, presets[i] };

      if (keep.preset == presets[i])
        select = self->class_choices->len;
      g_array_append_val (self->class_choices, c);
      g_ptr_array_add (labels, g_strdup (nhs_strings_preset_name (presets[i])));
    }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (self->preset_list, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->preset_list)),
                          (const char * const *) labels->pdata);
  /* the search finds a class by its symbol and S_ name, a preset by its
     key and English name too (whatever the language shown) */
  for (guint i = 0; i < self->class_choices->len; i++)
    {
      const ClassChoice *c = &g_array_index (self->class_choices, ClassChoice, i);
      g_autoptr (GObject) item = g_list_model_get_item (G_LIST_MODEL (self->preset_list), i);
      g_autofree char *words = NULL;

      if (c->preset != NULL)
        words = g_strdup_printf ("%s %s", c->preset->key, c->preset->name);
      else
        {
          const NhsMonster *m = NULL;

          for (int k = 0; k < set->n && m == NULL; k++)
            if (set->monsters[k].mlet == c->mlet)
              m = &set->monsters[k];
          words = g_strdup_printf ("%c %s", m ? m->symbol : '?', m ? m->class_id : "");
        }
      nhs_word_search_set_words (item, words);
    }
  gtk_drop_down_set_selected (self->preset_dropdown, select);

  {
    const char **roles = nhs_preset_quest_roles (set);
    guint n = g_list_model_get_n_items (G_LIST_MODEL (self->class_role_list));
    guint role = gtk_drop_down_get_selected (self->class_role_dropdown);

    gtk_string_list_splice (self->class_role_list, 0, n, roles);
    gtk_drop_down_set_selected (self->class_role_dropdown, role < g_strv_length ((char **) roles) ? role : 0);
    g_free (roles);
  }
  self->listed = set;
  self->filling = FALSE;
}

static void
update_focus (NhsClassesPage *self)
{
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  const NhsMonster *m = chances && self->focused_name
                        ? nhs_monster_set_lookup (chances->set, self->focused_name) : NULL;

  nhs_bar_chart_set_focused (self->class_chart, m ? m->index : -1);
}

/* The members of the class the walk never makes, with every reason (a
   class's mkclass only: a preset keeps no reasons). */
static void
show_excluded (NhsClassesPage     *self,
               const NhsClassDist *cdist)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *heading = NULL;
  int n = 0;

  for (int i = 0; cdist != NULL && i < cdist->n; i++)
    {
      NhsExclusionReason r[NHS_EXCLUSION_N_CODES];
      int k = cdist->set->monsters[i].placeholder ? 0
              : nhs_class_dist_exclusion_reasons (cdist, i, r);
      g_autofree char *why = NULL;

      if (k == 0)
        continue;
      why = nhs_strings_exclusion_reasons (r, k);
      if (n > 0)
        g_string_append_c (text, '\n');
      /* Translators: a monster mkclass () never makes, and why */
      g_string_append_printf (text, _("%s: %s"), cdist->set->monsters[i].name, why);
      n++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->class_excluded_expander), n > 0);
  /* Translators: the Classes page's expander over the members mkclass ()
     never makes in the situation */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d member of the class is never made here",
                                          "%d members of the class are never made here", n), n);
  gtk_expander_set_label (self->class_excluded_expander, heading);
  gtk_label_set_text (self->class_excluded_label, text->str);
}

static void
nhs_classes_page_refresh (NhsPage *page)
{
  NhsClassesPage *self = NHS_CLASSES_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);
  NhsChances *base = nhs_page_get_distribution (page);
  const ClassChoice *choice;
  const NhsVariant *variant;
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsClassDist) cdist = NULL;
  g_autoptr (NhsChances) chances = NULL;
  g_autofree char *title = NULL;
  const char *role_name = base ? base->role : NULL;
  gboolean aligned_ok, role_needed;
  int atyp = NHS_MKCLASS_ANY_ALIGN;
  guint align_pos;

  if (base == NULL)
    return;
  fill_choices (self, base->set);
  choice = current_choice (self);
  if (choice == NULL)
    return;

  variant = nhs_variant_get (sit->variant);
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
        opts.role = role_name = gtk_string_object_get_string (role);
      cdist = nhs_preset_compute (base->set, sit, choice->preset->key, &opts, &error);
      gtk_label_set_text (self->class_description_label, nhs_strings_preset_summary (choice->preset));
    }
  else
    {
      cdist = nhs_mkclass_compute (base->set, sit, choice->mlet, atyp, &error);
      if (cdist)
        {
          /* what this version's mkclass () does, from its rule fields */
          g_autofree char *what = nhs_mkclass_describe (nhs_variant_get (sit->variant),
                                                        nhs_strings_gettext);

          gtk_label_set_text (self->class_description_label, what);
        }
    }
  show_excluded (self, cdist);
  if (cdist == NULL)
    {
      gtk_label_set_text (self->class_description_label, error->message);
      nhs_bar_chart_set_chances (self->class_chart, NULL);
      return;
    }
  chances = nhs_chances_new_mkclass (cdist);
  g_free (self->role);
  self->role = g_strdup (role_name);
  /* the title export draws too (nhs-render-views.h) */
  title = nhs_class_dist_title (cdist, sit, choice->preset, self->role, &nhs_strings_phrasebook);
  nhs_bar_chart_set_title (self->class_chart, title);
  nhs_bar_chart_set_chances (self->class_chart, chances);
  update_focus (self);
}

static void
class_choice_changed_cb (NhsClassesPage *self)
{
  if (!self->filling)
    nhs_page_queue_refresh (NHS_PAGE (self));
}

static void
chart_focused_cb (NhsBarChart    *chart,
                  GParamSpec     *pspec,
                  NhsClassesPage *self)
{
  NhsChances *chances = nhs_page_get_distribution (NHS_PAGE (self));
  int index = nhs_bar_chart_get_focused (chart);

  if (index >= 0 && chances != NULL)
    g_object_set (self, "focused-monster", chances->set->monsters[index].name, NULL);
}

static gboolean
classes_page_get_view (NhsPage         *page,
                           NhsView         *view,
                           NhsRenderTheme  *theme,
                           GPtrArray       *keep,
                           GError         **error)
{
  NhsClassesPage *self = NHS_CLASSES_PAGE (page);
  const ClassChoice *choice;
  NhsChartParams shown;

  nhs_classes_page_refresh (page);
  nhs_bar_chart_get_export (self->class_chart, &shown, theme);
  choice = current_choice (self);
  if (shown.chances == NULL || shown.chances->mkclass == NULL || choice == NULL)
    return nhs_page_nothing_to_export (error);
  /* what nhspawn-cli export classes draws (nhs-render-views.h), with the
     page's focused monster */
  nhs_page_keep_view_parts (page, nhs_view_build_classes (view, nhs_page_get_situation (page),
                                                          (NhsChances *) shown.chances,
                                                          choice->preset, self->role,
                                                          shown.group_by_class,
                                                          &nhs_strings_phrasebook));
  view->chart.focused = shown.focused;
  return TRUE;
}

static char *
nhs_classes_page_copy_text (NhsPage   *page,
                            NhsFormat  format,
                            char     **what)
{
  NhsClassesPage *self = NHS_CLASSES_PAGE (page);
  NhsChartParams params;
  NhsRenderTheme theme;
  g_autoptr (NhsTable) table = NULL;

  nhs_classes_page_refresh (page);
  nhs_bar_chart_get_export (self->class_chart, &params, &theme);
  if (params.chances == NULL || params.chances->mkclass == NULL)
    return NULL;
  table = nhs_class_dist_table (params.chances->mkclass);
  {
    int n = nhs_table_n_rows (table);

    /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
    *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the class chart's %d monster",
                                          "the class chart's %d monsters", n), n);
  }
  return nhs_table_write (table, format);
}

/* GObject */

static void
nhs_classes_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  NhsClassesPage *self = NHS_CLASSES_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOCUSED_MONSTER:
      g_value_set_string (value, self->focused_name);
      break;
    case PROP_GROUP_BY_CLASS:
      g_value_set_boolean (value, nhs_bar_chart_get_group_by_class (self->class_chart));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_classes_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  NhsClassesPage *self = NHS_CLASSES_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOCUSED_MONSTER:
      if (g_strcmp0 (self->focused_name, g_value_get_string (value)) != 0)
        {
          g_free (self->focused_name);
          self->focused_name = g_value_dup_string (value);
          update_focus (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_GROUP_BY_CLASS:
      if (nhs_bar_chart_get_group_by_class (self->class_chart) != g_value_get_boolean (value))
        {
          nhs_bar_chart_set_group_by_class (self->class_chart, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_classes_page_finalize (GObject *object)
{
  NhsClassesPage *self = NHS_CLASSES_PAGE (object);

  g_free (self->focused_name);
  g_free (self->role);
  g_array_unref (self->class_choices);
  G_OBJECT_CLASS (nhs_classes_page_parent_class)->finalize (object);
}

static void
nhs_classes_page_class_init (NhsClassesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  NhsPageClass *page_class = NHS_PAGE_CLASS (klass);

  object_class->get_property = nhs_classes_page_get_property;
  object_class->set_property = nhs_classes_page_set_property;
  object_class->finalize = nhs_classes_page_finalize;
  page_class->refresh = nhs_classes_page_refresh;
  page_class->get_view = classes_page_get_view;
  page_class->copy_text = nhs_classes_page_copy_text;

  properties[PROP_FOCUSED_MONSTER] =
    g_param_spec_string ("focused-monster", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GROUP_BY_CLASS] =
    g_param_spec_boolean ("group-by-class", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_BAR_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-classes-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_chart);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, preset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, preset_list);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_align_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_align_label);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_role_dropdown);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_role_label);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_role_list);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_description_label);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_excluded_expander);
  gtk_widget_class_bind_template_child (widget_class, NhsClassesPage, class_excluded_label);
  gtk_widget_class_bind_template_callback (widget_class, class_choice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, chart_focused_cb);
}

static void
nhs_classes_page_init (NhsClassesPage *self)
{
  self->class_choices = g_array_new (FALSE, FALSE, sizeof (ClassChoice));
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the search matches any word: name, symbol, S_ name, a preset's key */
  nhs_word_search_attach (self->preset_dropdown);
}

NhsBarChart *
nhs_classes_page_get_chart (NhsClassesPage *self)
{
  return self->class_chart;
}

GtkDropDown *
nhs_classes_page_get_picker (NhsClassesPage *self)
{
  return self->preset_dropdown;
}
