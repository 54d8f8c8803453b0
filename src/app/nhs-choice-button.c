/* nhs-choice-button.c: a drop-down whose list is made when first opened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkMenuButton showing the chosen item's text; its popover (a list box
 * with a check mark on the chosen row, as a GtkDropDown's) is made by the
 * menu button's create-popup callback the first time it opens, and its rows
 * again only when the model changed.
 */
#include "nhs-config.h"

#include "nhs-choice-button.h"

struct _NhsChoiceButton
{
  GtkWidget parent_instance;

  GtkMenuButton *button;
  GtkLabel *label;
  GListModel *model;
  GtkExpression *expression;
  guint selected;
  GObject *selected_item;         /* a reference: a model may make its items on demand */
  NhsChoiceAvailableFunc available;
  gpointer available_data;
  char *unavailable_tooltip;

  /* made when first opened */
  GtkPopover *popover;
  GtkListBox *list;
  gboolean rows_stale;            /* the model changed since the rows were made */
};

enum {
  PROP_0,
  PROP_MODEL,
  PROP_SELECTED,
  PROP_SELECTED_ITEM,
  PROP_EXPRESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (NhsChoiceButton, nhs_choice_button, GTK_TYPE_WIDGET)

static guint
n_items (NhsChoiceButton *self)
{
  return self->model ? g_list_model_get_n_items (self->model) : 0;
}

char *
nhs_choice_button_item_text (NhsChoiceButton *self,
                             gpointer         item)
{
  GValue value = G_VALUE_INIT;
  char *text = NULL;

  g_return_val_if_fail (NHS_IS_CHOICE_BUTTON (self), NULL);
  if (item == NULL)
    return NULL;
  if (self->expression != NULL)
    {
      if (gtk_expression_evaluate (self->expression, item, &value))
        {
          if (G_VALUE_HOLDS_STRING (&value))
            text = g_value_dup_string (&value);
          g_value_unset (&value);
        }
      return text;
    }
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  return NULL;
}

static char *
text_at (NhsChoiceButton *self,
         guint            position)
{
  g_autoptr (GObject) item = position < n_items (self) ? g_list_model_get_item (self->model, position) : NULL;

  return nhs_choice_button_item_text (self, item);
}

static void
update_label (NhsChoiceButton *self)
{
  g_autofree char *text = text_at (self, self->selected);

  gtk_label_set_text (self->label, text ? text : "");
}

/* The rows' check marks and availability, for the current choice. */
static void
update_rows (NhsChoiceButton *self)
{
  guint i = 0;

  if (self->list == NULL)
    return;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row;
       row = gtk_widget_get_next_sibling (row), i++)
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *check = gtk_widget_get_last_child (box);
      gboolean available = self->available == NULL || self->available (i, self->available_data);

      gtk_widget_set_opacity (check, i == self->selected ? 1.0 : 0.0);
      gtk_widget_set_sensitive (row, available);
      gtk_widget_set_tooltip_text (row, available ? NULL : self->unavailable_tooltip);
    }
}

static void
make_rows (NhsChoiceButton *self)
{
  GtkWidget *row;
  guint n = n_items (self);

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = text_at (self, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), check);
      /* a GtkDropDown's rows' size */
      gtk_widget_set_size_request (box, -1, 28);
      gtk_widget_set_margin_start (box, 8);
      gtk_widget_set_margin_end (box, 8);
      gtk_list_box_append (self->list, box);
    }
  self->rows_stale = FALSE;
  update_rows (self);
}

static void
row_activated_cb (NhsChoiceButton *self,
                  GtkListBoxRow   *row)
{
  nhs_choice_button_set_selected (self, (guint) gtk_list_box_row_get_index (row));
  gtk_popover_popdown (self->popover);
}

static void
popover_show_cb (NhsChoiceButton *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int) self->selected);

  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
ensure_list (NhsChoiceButton *self)
{
  GtkWidget *scrolled;

  if (self->list == NULL)
    {
      self->popover = GTK_POPOVER (gtk_popover_new ());
      gtk_widget_add_css_class (GTK_WIDGET (self->popover), "menu");
      gtk_popover_set_has_arrow (self->popover, FALSE);
      gtk_widget_set_halign (GTK_WIDGET (self->popover), GTK_ALIGN_START);
      scrolled = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
      self->list = GTK_LIST_BOX (gtk_list_box_new ());
      gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
      gtk_list_box_set_activate_on_single_click (self->list, TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->list), "nhs-choice-list");
      g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
      g_signal_connect_swapped (self->popover, "show", G_CALLBACK (popover_show_cb), self);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
      gtk_popover_set_child (self->popover, scrolled);
      gtk_menu_button_set_popover (self->button, GTK_WIDGET (self->popover));
      self->rows_stale = TRUE;
    }
  if (self->rows_stale)
    make_rows (self);
  else
    update_rows (self);
}

static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       data)
{
  NhsChoiceButton *self = NHS_CHOICE_BUTTON (data);

  ensure_list (self);
  /* as wide as the button, as a GtkDropDown's list */
  gtk_widget_set_size_request (gtk_popover_get_child (self->popover),
                               gtk_widget_get_width (GTK_WIDGET (self)), -1);
}

/* The item at the chosen position (it may be another after a change of
   the model), its text on the button. */
static void
take_selected_item (NhsChoiceButton *self)
{
  g_clear_object (&self->selected_item);
  if (self->selected != GTK_INVALID_LIST_POSITION)
    self->selected_item = g_list_model_get_item (self->model, self->selected);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_ITEM]);
}

static void
items_changed_cb (NhsChoiceButton *self,
                  guint            position,
                  guint            removed,
                  guint            added)
{
  guint keep = self->selected;

  self->rows_stale = TRUE;
  if (keep >= n_items (self))
    keep = n_items (self) > 0 ? 0 : GTK_INVALID_LIST_POSITION;
  if (keep == self->selected)
    take_selected_item (self);
  else
    nhs_choice_button_set_selected (self, keep);
}

GListModel *
nhs_choice_button_get_model (NhsChoiceButton *self)
{
  g_return_val_if_fail (NHS_IS_CHOICE_BUTTON (self), NULL);
  return self->model;
}

void
nhs_choice_button_set_model (NhsChoiceButton *self,
                             GListModel      *model)
{
  guint first;

  g_return_if_fail (NHS_IS_CHOICE_BUTTON (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));
  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_func (self->model, items_changed_cb, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    g_signal_connect_swapped (model, "items-changed", G_CALLBACK (items_changed_cb), self);
  self->rows_stale = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
  /* as a GtkDropDown: a new model chooses its first item */
  first = n_items (self) > 0 ? 0 : GTK_INVALID_LIST_POSITION;
  if (self->selected == first)
    take_selected_item (self);
  else
    nhs_choice_button_set_selected (self, first);
}

guint
nhs_choice_button_get_selected (NhsChoiceButton *self)
{
  g_return_val_if_fail (NHS_IS_CHOICE_BUTTON (self), GTK_INVALID_LIST_POSITION);
  return self->selected;
}

void
nhs_choice_button_set_selected (NhsChoiceButton *self,
                                guint            position)
{
  g_return_if_fail (NHS_IS_CHOICE_BUTTON (self));
  if (position >= n_items (self))
    position = GTK_INVALID_LIST_POSITION;
  if (self->selected == position)
    return;
  self->selected = position;
  take_selected_item (self);
  update_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gpointer
nhs_choice_button_get_selected_item (NhsChoiceButton *self)
{
  g_return_val_if_fail (NHS_IS_CHOICE_BUTTON (self), NULL);
  return self->selected_item;
}

GtkExpression *
nhs_choice_button_get_expression (NhsChoiceButton *self)
{
  g_return_val_if_fail (NHS_IS_CHOICE_BUTTON (self), NULL);
  return self->expression;
}

void
nhs_choice_button_set_expression (NhsChoiceButton *self,
                                  GtkExpression   *expression)
{
  g_return_if_fail (NHS_IS_CHOICE_BUTTON (self));
  if (self->expression == expression)
    return;
  g_clear_pointer (&self->expression, gtk_expression_unref);
  if (expression != NULL)
    self->expression = gtk_expression_ref (expression);
  self->rows_stale = TRUE;
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPRESSION]);
}

void
nhs_choice_button_set_available_func (NhsChoiceButton        *self,
                                      NhsChoiceAvailableFunc  func,
                                      gpointer                data,
                                      const char             *unavailable_tooltip)
{
  g_return_if_fail (NHS_IS_CHOICE_BUTTON (self));
  self->available = func;
  self->available_data = data;
  g_free (self->unavailable_tooltip);
  self->unavailable_tooltip = g_strdup (unavailable_tooltip);
  update_rows (self);
}

GtkListBox *
nhs_choice_button_get_list (NhsChoiceButton *self)
{
  g_return_val_if_fail (NHS_IS_CHOICE_BUTTON (self), NULL);
  ensure_list (self);
  return self->list;
}

void
nhs_choice_button_popup (NhsChoiceButton *self)
{
  g_return_if_fail (NHS_IS_CHOICE_BUTTON (self));
  gtk_menu_button_popup (self->button);
}

static gboolean
nhs_choice_button_mnemonic_activate (GtkWidget *widget,
                                     gboolean   group_cycling)
{
  return gtk_widget_mnemonic_activate (GTK_WIDGET (NHS_CHOICE_BUTTON (widget)->button), group_cycling);
}

static void
nhs_choice_button_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  NhsChoiceButton *self = NHS_CHOICE_BUTTON (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    case PROP_SELECTED_ITEM:
      g_value_set_object (value, nhs_choice_button_get_selected_item (self));
      break;
    case PROP_EXPRESSION:
      gtk_value_set_expression (value, self->expression);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_choice_button_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  NhsChoiceButton *self = NHS_CHOICE_BUTTON (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      nhs_choice_button_set_model (self, g_value_get_object (value));
      break;
    case PROP_SELECTED:
      nhs_choice_button_set_selected (self, g_value_get_uint (value));
      break;
    case PROP_EXPRESSION:
      nhs_choice_button_set_expression (self, gtk_value_get_expression (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
nhs_choice_button_dispose (GObject *object)
{
  NhsChoiceButton *self = NHS_CHOICE_BUTTON (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_func (self->model, items_changed_cb, self);
  g_clear_object (&self->model);
  g_clear_object (&self->selected_item);
  if (self->button != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->button));
  self->button = NULL;
  self->popover = NULL;
  self->list = NULL;
  G_OBJECT_CLASS (nhs_choice_button_parent_class)->dispose (object);
}

static void
nhs_choice_button_finalize (GObject *object)
{
  NhsChoiceButton *self = NHS_CHOICE_BUTTON (object);

  g_clear_pointer (&self->expression, gtk_expression_unref);
  g_free (self->unavailable_tooltip);
  G_OBJECT_CLASS (nhs_choice_button_parent_class)->finalize (object);
}

static void
nhs_choice_button_class_init (NhsChoiceButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = nhs_choice_button_get_property;
  object_class->set_property = nhs_choice_button_set_property;
  object_class->dispose = nhs_choice_button_dispose;
  object_class->finalize = nhs_choice_button_finalize;
  widget_class->mnemonic_activate = nhs_choice_button_mnemonic_activate;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, GTK_INVALID_LIST_POSITION,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_ITEM] =
    g_param_spec_object ("selected-item", NULL, NULL, G_TYPE_OBJECT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXPRESSION] =
    gtk_param_spec_expression ("expression", NULL, NULL,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dropdown");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_COMBO_BOX);
}

static void
nhs_choice_button_init (NhsChoiceButton *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *arrow = gtk_image_new_from_icon_name ("pan-down-symbolic");

  self->selected = GTK_INVALID_LIST_POSITION;
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->label, 0);
  gtk_label_set_ellipsize (self->label, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), arrow);
  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_set_halign (box, GTK_ALIGN_FILL);
  gtk_menu_button_set_child (self->button, box);
  gtk_widget_set_hexpand (GTK_WIDGET (self->button), TRUE);
  /* GtkMenuButton centres its content in a box of its own inside its
     toggle button; a drop-down's text starts at the left, its arrow at the
     right: let that box fill the button */
  {
    GtkWidget *toggle = gtk_widget_get_first_child (GTK_WIDGET (self->button));
    GtkWidget *inner = toggle ? gtk_widget_get_first_child (toggle) : NULL;

    if (inner != NULL)
      gtk_widget_set_halign (inner, GTK_ALIGN_FILL);
  }
  gtk_menu_button_set_create_popup_func (self->button, create_popup_cb, self, NULL);
  gtk_widget_set_parent (GTK_WIDGET (self->button), GTK_WIDGET (self));
}

GtkWidget *
nhs_choice_button_new (void)
{
  return g_object_new (NHS_TYPE_CHOICE_BUTTON, NULL);
}
