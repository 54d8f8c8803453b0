/* nhs-level-page.c: the Level page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "nhs-level-page.h"
#include "nhs-error.h"
#include "nhs-table.h"
#include "nhs-strings.h"
#include "nhs-theme.h"

struct _NhsLevelPage
{
  NhsPage parent_instance;

  NhsLevelSample *sample;

  NhsSeedEntry *seed_entry;
  GtkWidget *new_level_button;
  GtkWidget *phase_row;
  GtkCheckButton *invocation_check;
  GtkAdjustment *phase_adjustment;
  GtkLabel *phase_label;
  NhsLevelView *level_view;
  GtkLabel *level_info_label;
  GtkLabel *level_kind_label;
};

G_DEFINE_FINAL_TYPE (NhsLevelPage, nhs_level_page, NHS_TYPE_PAGE)

enum { PROP_0, PROP_SEED, N_PROPS };
static GParamSpec *properties[N_PROPS];

static int
current_phase (NhsLevelPage *self)
{
  int phase = (int) round (gtk_adjustment_get_value (self->phase_adjustment));

  return CLAMP (phase, 0, NHS_LEVEL_N_PHASES - 1);
}

/* the phase's name: the furniture phase says what the version puts in a room */
static void
update_phase_label (NhsLevelPage *self)
{
  const NhsSituation *sit = nhs_page_get_situation (NHS_PAGE (self));

  gtk_label_set_text (self->phase_label,
                      nhs_strings_level_phase (sit ? nhs_variant_get (sit->variant) : NULL,
                                               current_phase (self)));
}

static void
nhs_level_page_refresh (NhsPage *page)
{
  NhsLevelPage *self = NHS_LEVEL_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);
  NhsChances *chances = nhs_page_get_distribution (page);
  NhsMonsterSet *set = chances ? chances->set : NULL;
  guint64 seed = nhs_seed_entry_get_seed (self->seed_entry);
  gboolean invocation = gtk_check_button_get_active (self->invocation_check);

  gtk_widget_set_visible (GTK_WIDGET (self->invocation_check),
                          sit != NULL && sit->region == NHS_REGION_GEHENNOM);
  if (nhs_level_sample_is_for (self->sample, sit, set, seed, invocation))
    return;
  {
    /* the old sample lives until the view has compared its level with
       the new one (the same level is not drawn again) */
    NhsLevelSample *old = g_steal_pointer (&self->sample);

    self->sample = nhs_level_sample_new (sit, set, seed, invocation, TRUE);
    nhs_level_view_set_message (self->level_view, self->sample->message);
    nhs_level_view_set_level (self->level_view, self->sample->level);
    nhs_level_sample_free (old);
  }
  gtk_label_set_text (self->level_kind_label, self->sample->about);
  update_phase_label (self);
  /* without a level the view itself shows the sentence: not twice */
  gtk_widget_set_visible (GTK_WIDGET (self->level_kind_label), self->sample->level != NULL);
  gtk_label_set_text (self->level_info_label, self->sample->info);
  /* the seed and the phase choose among made levels: where none is made
     they do nothing, and their tooltip says why (the map's sentence) */
  {
    gboolean made = self->sample->level != NULL;
    const char *why = made ? NULL : self->sample->message;
    GtkWidget *controls[] = { GTK_WIDGET (self->seed_entry), self->new_level_button,
                              self->phase_row };

    for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
      {
        gtk_widget_set_sensitive (controls[i], made);
        gtk_widget_set_tooltip_text (controls[i], why);
      }
  }
}

static void
level_changed_cb (NhsLevelPage *self)
{
  nhs_page_queue_refresh (NHS_PAGE (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

static void
phase_changed_cb (NhsLevelPage *self)
{
  int phase = current_phase (self);

  nhs_level_view_set_phase (self->level_view, phase);
  update_phase_label (self);
}

static void
level_hover_cb (NhsLevelPage *self)
{
  const char *hover = nhs_level_view_get_hover (self->level_view);

  if (hover)
    gtk_label_set_text (self->level_info_label, hover);
}

/* Export: the level up to the phase shown. */
static gboolean
level_page_get_view (NhsPage         *page,
                         NhsView         *view,
                         NhsRenderTheme  *theme,
                         GPtrArray       *keep,
                         GError         **error)
{
  NhsLevelPage *self = NHS_LEVEL_PAGE (page);

  if (nhs_page_get_situation (page) == NULL)
    return NHS_PAGE_CLASS (nhs_level_page_parent_class)->get_view (page, view, theme, keep, error);
  nhs_level_page_refresh (page);
  if (self->sample->level == NULL)
    {
      /* the region's level is one of the game's maps: the sentence says so */
      g_set_error_literal (error, NHS_ERROR, NHS_ERROR_INVALID,
                           self->sample->message ? self->sample->message : self->sample->info);
      return FALSE;
    }
  /* what nhspawn-cli export level draws (nhs-render-views.h), up to the
     phase shown */
  {
    NhsChances *chances = nhs_page_get_distribution (page);

    nhs_page_keep_view_parts (page, nhs_view_build_level (view, &self->sample->situation,
                                                          chances ? chances->role : NULL,
                                                          self->sample->set, self->sample->level,
                                                          self->sample->seed,
                                                          self->sample->invocation,
                                                          current_phase (self),
                                                          &nhs_strings_phrasebook));
  }
  nhs_widget_get_render_theme (GTK_WIDGET (self), theme);
  return TRUE;
}

/* Copy: the level's monsters, up to the phase shown (as on the map). */
static char *
level_page_copy_text (NhsPage   *page,
                      NhsFormat  format,
                      char     **what)
{
  NhsLevelPage *self = NHS_LEVEL_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);
  NhsChances *chances = nhs_page_get_distribution (page);
  g_autoptr (NhsTable) table = NULL;
  g_autofree char *title = NULL, *caption = NULL, *seed = NULL;
  int n;

  if (sit == NULL)
    return NULL;
  nhs_level_page_refresh (page);
  if (self->sample == NULL || self->sample->level == NULL)
    return NULL;
  title = nhs_strings_situation_title (sit, chances ? chances->role : NULL,
                                       chances ? chances->set : NULL);
  /* Translators: the caption of the Level page's copied table: the
     situation, the level's seed */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, nhs_seed_entry_get_seed (self->seed_entry));
  caption = g_strdup_printf (_("Monsters of the sample level: %s, seed %s"), title, seed);
  table = nhs_level_monster_table (self->sample->level, current_phase (self), caption,
                                   nhs_strings_gettext);
  n = nhs_table_n_rows (table);
  /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
  *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the level's %d monster",
                                        "the level's %d monsters", n), n);
  return nhs_table_write (table, format);
}

const NhsLevelSample *
nhs_level_page_get_sample (NhsLevelPage *self)
{
  g_return_val_if_fail (NHS_IS_LEVEL_PAGE (self), NULL);
  if (nhs_page_get_situation (NHS_PAGE (self)) != NULL)
    nhs_level_page_refresh (NHS_PAGE (self));
  return self->sample;
}

/* GObject */

static void
nhs_level_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  NhsLevelPage *self = NHS_LEVEL_PAGE (object);

  switch (prop_id)
    {
    case PROP_SEED:
      g_value_set_uint64 (value, nhs_seed_entry_get_seed (self->seed_entry));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_level_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  NhsLevelPage *self = NHS_LEVEL_PAGE (object);

  switch (prop_id)
    {
    case PROP_SEED:
      /* the entry says when it changed (level_changed_cb) */
      nhs_seed_entry_set_seed (self->seed_entry, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_level_page_finalize (GObject *object)
{
  NhsLevelPage *self = NHS_LEVEL_PAGE (object);

  g_clear_pointer (&self->sample, nhs_level_sample_free);
  G_OBJECT_CLASS (nhs_level_page_parent_class)->finalize (object);
}

static void
nhs_level_page_class_init (NhsLevelPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  NhsPageClass *page_class = NHS_PAGE_CLASS (klass);

  object_class->get_property = nhs_level_page_get_property;
  object_class->set_property = nhs_level_page_set_property;
  object_class->finalize = nhs_level_page_finalize;
  page_class->refresh = nhs_level_page_refresh;
  page_class->get_view = level_page_get_view;
  page_class->copy_text = level_page_copy_text;

  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (NHS_TYPE_LEVEL_VIEW);
  g_type_ensure (NHS_TYPE_SEED_ENTRY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-level-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, seed_entry);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, invocation_check);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, phase_adjustment);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, new_level_button);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, phase_row);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, phase_label);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, level_view);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, level_info_label);
  gtk_widget_class_bind_template_child (widget_class, NhsLevelPage, level_kind_label);
  gtk_widget_class_bind_template_callback (widget_class, level_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, phase_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, level_hover_cb);
}

static void
nhs_level_page_init (NhsLevelPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_adjustment_set_upper (self->phase_adjustment, NHS_LEVEL_N_PHASES - 1);
  gtk_adjustment_set_value (self->phase_adjustment, NHS_LEVEL_N_PHASES - 1);
  phase_changed_cb (self);
}

NhsLevelView *
nhs_level_page_get_view (NhsLevelPage *self)
{
  return self->level_view;
}

NhsSeedEntry *
nhs_level_page_get_seed_entry (NhsLevelPage *self)
{
  return self->seed_entry;
}

GtkWidget *
nhs_level_page_get_phase_row (NhsLevelPage *self)
{
  return self->phase_row;
}

GtkLabel *
nhs_level_page_get_about (NhsLevelPage *self)
{
  return self->level_kind_label;
}
