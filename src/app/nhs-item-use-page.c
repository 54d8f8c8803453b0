/* nhs-item-use-page.c: the "Item use" page — what a monster would do with items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Thin: the page holds the chosen monster, version and a few situation
 * switches; nhs_muse_explain() (core) computes the answer, shown here as one
 * group per check (defensive, miscellaneous, offensive, picking up).
 */
#include "nhs-item-use-page.h"

#include <glib/gi18n.h>

#include "nhs-data.h"
#include "nhs-monster-sets.h"
#include "nhs-muse.h"
#include "nhs-strings.h"
#include "nhs-variant-model.h"

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

  NhsMonsterSet *sets[NHS_N_VARIANTS];
  GtkStringList *names;
  char *monster;           /* kept across versions */
  gboolean rebuilding;
  gboolean names_dirty;    /* the list waits until the page is shown or asked */
};

G_DEFINE_FINAL_TYPE (NhsItemUsePage, nhs_item_use_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_MONSTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

  if (self->sets[v->id] == NULL)
    self->sets[v->id] = nhs_monster_sets_get (v->id, error);
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

static GtkWidget *
make_entry_row (const NhsMuseEntry *e)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *mark = make_label (e->usable ? "✓" : "–", e->usable ? "success" : "dim-label");
  g_autofree char *title = NULL;
  GtkWidget *title_label, *reason_label;

  if (e->chance != NULL)
    /* Translators: item, how it is used, and the chance of a random check */
    title = g_strdup_printf (_("%s — %s (chance %s)"), e->item, e->use, e->chance);
  else
    title = g_strdup_printf (_("%s — %s"), e->item, e->use);
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
  clear_groups (self);
  for (int c = 0; c < NHS_MUSE_N_CATEGORIES; c++)
    {
      const NhsMuseGroup *g = &a->groups[c];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *list = gtk_list_box_new ();
      g_autofree char *heading = NULL;

      heading = g->active ? g_strdup (nhs_muse_category_title (c))
                          /* Translators: a category that a gate stops */
                          : g_strdup_printf (_("%s — stopped"), nhs_muse_category_title (c));
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
  answer = nhs_muse_explain (m, current_variant (self), &sit);
  show_answer (self, answer);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
  self->names_dirty = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) || self->names != NULL)
    rebuild_names (self);
}

static void
nhs_item_use_page_map (GtkWidget *widget)
{
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
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->names);
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    g_clear_pointer (&self->sets[i], nhs_monster_set_unref);
  G_OBJECT_CLASS (nhs_item_use_page_parent_class)->dispose (object);
}

static void
nhs_item_use_page_finalize (GObject *object)
{
  NhsItemUsePage *self = NHS_ITEM_USE_PAGE (object);

  g_free (self->monster);
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
