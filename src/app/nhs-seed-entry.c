/* nhs-seed-entry.c: a field for a level seed, any unsigned 64-bit value
 *
 * A spin button holds a double, which cannot tell 2^64 - 1 from 2^64 - 2;
 * seeds are whole 64-bit numbers (the CLI's --seed takes every one of
 * them), so the window's seed is typed text, checked by the core's
 * nhs_seed_parse. The "seed" property (guint64) is what GSettings binds to.
 * Text that is not a seed is marked as an error with a sentence saying
 * what would do, and the seed keeps its value; leaving the field puts the
 * seed's text back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-seed-entry.h"
#include "nhs-rng.h"

#include <glib/gi18n.h>

struct _NhsSeedEntry
{
  GtkWidget  parent_instance;
  GtkEntry  *entry;
  guint64    seed;
};

G_DEFINE_FINAL_TYPE (NhsSeedEntry, nhs_seed_entry, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SEED, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
show_seed (NhsSeedEntry *self)
{
  char text[24];

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, self->seed);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->entry)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->entry), NULL);
}

/* Take the typed text: a seed, or an error mark with what would do. */
static gboolean
commit (NhsSeedEntry *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  guint64 seed;

  if (nhs_seed_parse (text, &seed))
    {
      nhs_seed_entry_set_seed (self, seed);
      show_seed (self);
      return TRUE;
    }
  {
    g_autofree char *msg = NULL;
    char largest[24];

    g_snprintf (largest, sizeof largest, "%" G_GUINT64_FORMAT, G_MAXUINT64);
    /* Translators: %s is the largest seed, 18446744073709551615 */
    msg = g_strdup_printf (_("A seed is a whole number from 0 to %s."), largest);
    gtk_widget_add_css_class (GTK_WIDGET (self->entry), "error");
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->entry), msg);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, msg, -1);
  }
  return FALSE;
}

static void
activate_cb (NhsSeedEntry *self)
{
  commit (self);
}

static void
focus_leave_cb (NhsSeedEntry *self)
{
  if (!commit (self))
    show_seed (self);
}

guint64
nhs_seed_entry_get_seed (NhsSeedEntry *self)
{
  g_return_val_if_fail (NHS_IS_SEED_ENTRY (self), 0);
  return self->seed;
}

void
nhs_seed_entry_set_seed (NhsSeedEntry *self,
                         guint64       seed)
{
  g_return_if_fail (NHS_IS_SEED_ENTRY (self));
  if (self->seed != seed)
    {
      self->seed = seed;
      show_seed (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
    }
  else if (!gtk_widget_has_css_class (GTK_WIDGET (self->entry), "error"))
    show_seed (self);
}

GtkEntry *
nhs_seed_entry_get_entry (NhsSeedEntry *self)
{
  g_return_val_if_fail (NHS_IS_SEED_ENTRY (self), NULL);
  return self->entry;
}

static gboolean
nhs_seed_entry_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (NHS_SEED_ENTRY (widget)->entry));
}

static gboolean
nhs_seed_entry_mnemonic_activate (GtkWidget *widget,
                                  gboolean   group_cycling)
{
  return gtk_widget_mnemonic_activate (GTK_WIDGET (NHS_SEED_ENTRY (widget)->entry), group_cycling);
}

static void
nhs_seed_entry_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  NhsSeedEntry *self = NHS_SEED_ENTRY (object);

  switch (prop_id)
    {
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_seed_entry_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  NhsSeedEntry *self = NHS_SEED_ENTRY (object);

  switch (prop_id)
    {
    case PROP_SEED:
      nhs_seed_entry_set_seed (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_seed_entry_dispose (GObject *object)
{
  NhsSeedEntry *self = NHS_SEED_ENTRY (object);

  if (self->entry != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->entry));
      self->entry = NULL;
    }
  G_OBJECT_CLASS (nhs_seed_entry_parent_class)->dispose (object);
}

static void
nhs_seed_entry_class_init (NhsSeedEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = nhs_seed_entry_get_property;
  object_class->set_property = nhs_seed_entry_set_property;
  object_class->dispose = nhs_seed_entry_dispose;
  widget_class->grab_focus = nhs_seed_entry_grab_focus;
  widget_class->mnemonic_activate = nhs_seed_entry_mnemonic_activate;

  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 1234,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "seedentry");
}

static void
nhs_seed_entry_init (NhsSeedEntry *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->seed = 1234;
  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 20);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (self->entry), 20);
  gtk_entry_set_input_purpose (self->entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_max_length (self->entry, 24);
  gtk_widget_set_parent (GTK_WIDGET (self->entry), GTK_WIDGET (self));
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (activate_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->entry), focus);
  show_seed (self);
}
