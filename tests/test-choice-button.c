/* test-choice-button.c: the sidebar's drop-downs, whose list is made when
 * first opened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <gtk/gtk.h>

#include "nhs-choice-button.h"
#include "nhs-ui-test-utils.h"

static GtkMenuButton *
inner_button (NhsChoiceButton *choice)
{
  return GTK_MENU_BUTTON (gtk_widget_get_first_child (GTK_WIDGET (choice)));
}

/* The text the button shows: its only label. */
static const char *
shown_text (NhsChoiceButton *choice)
{
  GtkWidget *w = GTK_WIDGET (inner_button (choice));

  while (w != NULL && !GTK_IS_LABEL (w))
    w = gtk_widget_get_first_child (w);
  g_assert_nonnull (w);
  return gtk_label_get_text (GTK_LABEL (w));
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          int        *count)
{
  (*count)++;
}

static GtkListBoxRow *
row (NhsChoiceButton *choice,
     int              i)
{
  return gtk_list_box_get_row_at_index (nhs_choice_button_get_list (choice), i);
}

/* a row's check mark: the last child of its box */
static double
check_opacity (NhsChoiceButton *choice,
               int              i)
{
  return gtk_widget_get_opacity (gtk_widget_get_last_child (gtk_list_box_row_get_child (row (choice, i))));
}

static gboolean
not_b (guint    position,
       gpointer data)
{
  return position != 1;
}

static void
test_model_and_selection (void)
{
  NhsChoiceButton *choice = g_object_ref_sink (NHS_CHOICE_BUTTON (nhs_choice_button_new ()));
  const char *const abc[] = { "alpha", "beta", "gamma", NULL };
  g_autoptr (GtkStringList) list = gtk_string_list_new (abc);
  int notified = 0;

  g_assert_null (nhs_choice_button_get_model (choice));
  g_assert_cmpuint (nhs_choice_button_get_selected (choice), ==, GTK_INVALID_LIST_POSITION);
  g_assert_cmpstr (shown_text (choice), ==, "");
  g_signal_connect (choice, "notify::selected", G_CALLBACK (count_cb), &notified);

  /* a model chooses its first item, as a GtkDropDown's */
  nhs_choice_button_set_model (choice, G_LIST_MODEL (list));
  g_assert_cmpuint (nhs_choice_button_get_selected (choice), ==, 0);
  g_assert_cmpstr (shown_text (choice), ==, "alpha");
  g_assert_cmpint (notified, ==, 1);

  g_object_set (choice, "selected", 2u, NULL);
  g_assert_cmpstr (shown_text (choice), ==, "gamma");
  g_assert_cmpstr (gtk_string_object_get_string (nhs_choice_button_get_selected_item (choice)), ==, "gamma");
  g_assert_cmpint (notified, ==, 2);
  nhs_choice_button_set_selected (choice, 2);
  g_assert_cmpint (notified, ==, 2);         /* no change, no notification */

  /* beyond the list: nothing chosen */
  nhs_choice_button_set_selected (choice, 7);
  g_assert_cmpuint (nhs_choice_button_get_selected (choice), ==, GTK_INVALID_LIST_POSITION);
  g_assert_null (nhs_choice_button_get_selected_item (choice));
  g_assert_cmpstr (shown_text (choice), ==, "");

  /* the list shrinks under the choice: the first item */
  nhs_choice_button_set_selected (choice, 2);
  gtk_string_list_splice (list, 1, 2, NULL);
  g_assert_cmpuint (nhs_choice_button_get_selected (choice), ==, 0);
  g_assert_cmpstr (shown_text (choice), ==, "alpha");
  /* an item replaced in place: the button shows the new text */
  {
    const char *const other[] = { "delta", NULL };

    gtk_string_list_splice (list, 0, 1, other);
    g_assert_cmpstr (shown_text (choice), ==, "delta");
  }
  g_object_unref (choice);
}

static void
test_list_made_when_opened (void)
{
  GtkWidget *window = gtk_window_new ();
  NhsChoiceButton *choice = NHS_CHOICE_BUTTON (nhs_choice_button_new ());
  const char *const abc[] = { "alpha", "beta", "gamma", NULL };
  g_autoptr (GtkStringList) list = gtk_string_list_new (abc);
  GtkListBox *box;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (choice));
  nhs_choice_button_set_model (choice, G_LIST_MODEL (list));
  nhs_choice_button_set_selected (choice, 2);
  gtk_window_present (GTK_WINDOW (window));
  nhs_ui_test_settle ();
  /* nothing of the list exists before it is opened */
  g_assert_null (gtk_menu_button_get_popover (inner_button (choice)));

  nhs_choice_button_popup (choice);
  nhs_ui_test_settle ();
  g_assert_nonnull (gtk_menu_button_get_popover (inner_button (choice)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (inner_button (choice)))));
  box = nhs_choice_button_get_list (choice);
  g_assert_nonnull (gtk_list_box_get_row_at_index (box, 2));
  g_assert_null (gtk_list_box_get_row_at_index (box, 3));
  g_assert_cmpfloat (check_opacity (choice, 2), ==, 1.0);
  g_assert_cmpfloat (check_opacity (choice, 0), ==, 0.0);

  /* choosing a row chooses its item, moves the check mark and closes */
  g_signal_emit_by_name (box, "row-activated", row (choice, 1));
  g_assert_cmpuint (nhs_choice_button_get_selected (choice), ==, 1);
  g_assert_cmpstr (shown_text (choice), ==, "beta");
  g_assert_cmpfloat (check_opacity (choice, 1), ==, 1.0);
  g_assert_cmpfloat (check_opacity (choice, 2), ==, 0.0);
  nhs_ui_test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (inner_button (choice)))));

  /* an item that cannot be chosen now: insensitive, and says why */
  nhs_choice_button_set_available_func (choice, not_b, NULL, "Not now.");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row (choice, 1))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row (choice, 0))));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (row (choice, 1))), ==, "Not now.");
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (row (choice, 0))));

  /* a changed model: the rows are made again when the list is next used */
  {
    const char *const more[] = { "delta", NULL };

    gtk_string_list_splice (list, 3, 0, more);
    g_assert_nonnull (row (choice, 3));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  nhs_ui_test_settle ();
}

/* Items of any type, shown by an expression (the version list's). */
static void
test_expression (void)
{
  NhsChoiceButton *choice = g_object_ref_sink (NHS_CHOICE_BUTTON (nhs_choice_button_new ()));
  const char *const abc[] = { "alpha", "beta", NULL };
  g_autoptr (GtkStringList) list = gtk_string_list_new (abc);
  GtkExpression *expr = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  g_autofree char *text = NULL;

  nhs_choice_button_set_expression (choice, expr);
  g_assert_true (nhs_choice_button_get_expression (choice) == expr);
  gtk_expression_unref (expr);
  nhs_choice_button_set_model (choice, G_LIST_MODEL (list));
  nhs_choice_button_set_selected (choice, 1);
  g_assert_cmpstr (shown_text (choice), ==, "beta");
  text = nhs_choice_button_item_text (choice, nhs_choice_button_get_selected_item (choice));
  g_assert_cmpstr (text, ==, "beta");
  g_object_unref (choice);
}

int
main (int    argc,
      char **argv)
{
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/nhs/choice-button/model-and-selection", test_model_and_selection);
  g_test_add_func ("/nhs/choice-button/list-made-when-opened", test_list_made_when_opened);
  g_test_add_func ("/nhs/choice-button/expression", test_expression);
  return g_test_run ();
}
