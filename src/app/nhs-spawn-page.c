/* nhs-spawn-page.c: the Spawn page
 *
 * The game's per-turn chance of a random arrival in the situation, and over
 * the chosen number of turns (the `turns` setting, shared with the
 * Overview's summary line): the expectation, the chance of at least one and
 * its exact fraction. Numbers from the core (nhs-spawn.h); the words here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"
#include "nhs-spawn-page.h"
#include "nhs-render-common.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "nhs-spawn.h"
#include "nhs-table.h"
#include "nhs-strings.h"
#include "nhs-format.h"

struct _NhsSpawnPage
{
  NhsPage parent_instance;

  GtkAdjustment *turns_adjustment;
  GtkLabel *spawn_rate_label;
  GtkLabel *spawn_expected_label;
  GtkLabel *spawn_at_least_label;
  GtkLabel *spawn_exact_label;
};

G_DEFINE_FINAL_TYPE (NhsSpawnPage, nhs_spawn_page, NHS_TYPE_PAGE)

enum { PROP_0, PROP_TURNS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
refresh (NhsPage *page)
{
  NhsSpawnPage *self = NHS_SPAWN_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);
  NhsSpawnRate rate;
  int turns = (int) round (gtk_adjustment_get_value (self->turns_adjustment));
  g_autofree char *rate_text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *at_least = NULL;
  g_autofree char *pct = NULL;
  g_autofree char *power = NULL;
  g_autofree char *exact = NULL;

  if (sit == NULL)
    return;
  nhs_spawn_rate (sit, turns, &rate);
  rate_text = nhs_strings_spawn_rate (sit, &rate);
  {
    /* 12.5, 6.667: sensible digits, never "12.500", with the locale's point */
    g_autofree char *count = nhs_render_number (rate.expected, 4);

    /* Translators: %s is a number of monsters ("12.5", "6.667") */
    expected = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Expected arrivals in %d turn: %s",
                                             "Expected arrivals in %d turns: %s", turns),
                                turns, count);
  }
  {
    mpq_t q;

    /* from the chance of none, so that a chance just short of 1 is never "100 %" */
    mpq_init (q);
    nhs_spawn_rate_at_least_one_q (&rate, q);
    pct = nhs_render_percent_mpq (q);
    mpq_clear (q);
  }
  power = nhs_spawn_rate_at_least_one_power (&rate);
  if (power != NULL)
    {
      /* "= 12.5 %", or the near-certain bound as it reads: "> 99.9999 %" */
      g_autofree char *is = g_str_has_prefix (pct, ">") ? g_strdup (pct) : g_strdup_printf ("= %s", pct);

      /* Translators: the first %s is the power, "1 − (69/70)^1000"; the
         second "= 12.5 %" or "> 99.9999 %" */
      at_least = g_strdup_printf (_("Chance of at least one: %s %s"), power, is);
    }
  else
    at_least = g_strdup_printf (_("Chance of at least one: %s"), pct);
  /* the exact fraction is a big power: only while the page shows */
  exact = nhs_spawn_rate_at_least_one_fraction (&rate);
  gtk_label_set_text (self->spawn_rate_label, rate_text);
  gtk_label_set_text (self->spawn_expected_label, expected);
  gtk_label_set_text (self->spawn_at_least_label, at_least);
  if (exact && strlen (exact) <= 160)
    {
      g_autofree char *t = g_strdup_printf (_("Exactly %s"), exact);

      gtk_label_set_text (self->spawn_exact_label, t);
    }
  else
    gtk_label_set_text (self->spawn_exact_label,
                        exact ? _("The exact fraction has too many digits to show.") : "");
}

static void
turns_changed_cb (NhsSpawnPage *self)
{
  nhs_page_queue_refresh (NHS_PAGE (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURNS]);
}

/* Copy: the page's figures as a table. */
static char *
spawn_page_copy_text (NhsPage   *page,
                      NhsFormat  format,
                      char     **what)
{
  NhsSpawnPage *self = NHS_SPAWN_PAGE (page);
  const NhsSituation *sit = nhs_page_get_situation (page);
  NhsChances *chances = nhs_page_get_distribution (page);
  int turns = (int) round (gtk_adjustment_get_value (self->turns_adjustment));
  g_autoptr (NhsTable) table = NULL;
  g_autofree char *title = NULL, *caption = NULL;

  if (sit == NULL)
    return NULL;
  title = nhs_strings_situation_title (sit, chances ? chances->role : NULL,
                                       chances ? chances->set : NULL);
  /* Translators: the caption of the Spawn page's copied table */
  caption = g_strdup_printf (_("Random arrivals: %s"), title);
  table = nhs_spawn_table (sit, turns, caption, nhs_strings_gettext);
  /* Translators: what Copy the Page's Table copied, in "Copied %s as %s." */
  *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the arrival figures for %d turn",
                                        "the arrival figures for %d turns", turns), turns);
  return nhs_table_write (table, format);
}

char *
nhs_spawn_page_get_text (NhsSpawnPage *self)
{
  g_return_val_if_fail (NHS_IS_SPAWN_PAGE (self), NULL);
  return g_strjoin ("\n", gtk_label_get_text (self->spawn_rate_label),
                    gtk_label_get_text (self->spawn_expected_label),
                    gtk_label_get_text (self->spawn_at_least_label),
                    gtk_label_get_text (self->spawn_exact_label), NULL);
}

static void
nhs_spawn_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  NhsSpawnPage *self = NHS_SPAWN_PAGE (object);

  switch (prop_id)
    {
    case PROP_TURNS:
      g_value_set_int (value, (int) round (gtk_adjustment_get_value (self->turns_adjustment)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_spawn_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  NhsSpawnPage *self = NHS_SPAWN_PAGE (object);

  switch (prop_id)
    {
    case PROP_TURNS:
      /* the adjustment says when it changed (turns_changed_cb) */
      gtk_adjustment_set_value (self->turns_adjustment, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Export: what nhspawn-cli export spawn draws (the same builder). */
static gboolean
spawn_page_export_view (NhsPage         *page,
                        NhsView         *view,
                        NhsRenderTheme  *theme,
                        GPtrArray       *keep,
                        GError         **error)
{
  return nhs_page_get_shared_view (page, NHS_SHARED_VIEW_SPAWN, view, theme, error);
}

static void
nhs_spawn_page_class_init (NhsSpawnPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = nhs_spawn_page_get_property;
  object_class->set_property = nhs_spawn_page_set_property;
  /* the number of turns (the `turns` setting, bound by the page table,
     shared with the Overview's summary line) */
  properties[PROP_TURNS] =
    g_param_spec_int ("turns", NULL, NULL, 1, 1000000, 1000,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  NHS_PAGE_CLASS (klass)->refresh = refresh;
  NHS_PAGE_CLASS (klass)->copy_text = spawn_page_copy_text;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/nhspawn/SpawnExplorer/nhs-spawn-page.ui");
  gtk_widget_class_bind_template_child (widget_class, NhsSpawnPage, turns_adjustment);
  gtk_widget_class_bind_template_child (widget_class, NhsSpawnPage, spawn_rate_label);
  gtk_widget_class_bind_template_child (widget_class, NhsSpawnPage, spawn_expected_label);
  gtk_widget_class_bind_template_child (widget_class, NhsSpawnPage, spawn_at_least_label);
  gtk_widget_class_bind_template_child (widget_class, NhsSpawnPage, spawn_exact_label);
  gtk_widget_class_bind_template_callback (widget_class, turns_changed_cb);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  NHS_PAGE_CLASS (klass)->get_view = spawn_page_export_view;
}

static void
nhs_spawn_page_init (NhsSpawnPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
