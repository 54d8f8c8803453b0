/* test-steady-bin.c: a label whose text changes on every step keeps its
 * place: NhsSteadyBin answers the same size for any text that fits what
 * it reserved (so a change re-measures nothing but the bin), grows at once
 * for a longer text and fits a shorter one again once the text has rested;
 * and in the window, dragging the depth slider leaves the sidebar's and the
 * Overview's changing lines their height (issue 23)
 *
 * Suite 'ui'.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <gtk/gtk.h>

#include "nhs-sidebar-private.h"
#include "nhs-steady-bin.h"
#include "nhs-ui-test-utils.h"

typedef struct {
  GtkWidget *window;
  NhsSteadyBin *bin;
  GtkLabel *label;
} Harness;

static void
harness_init (Harness *h,
              int      min_lines)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  h->window = gtk_window_new ();
  h->bin = g_object_new (NHS_TYPE_STEADY_BIN, "min-lines", min_lines, NULL);
  h->label = GTK_LABEL (gtk_label_new ("depth 1"));
  gtk_label_set_wrap (h->label, TRUE);
  gtk_label_set_max_width_chars (h->label, 30);
  gtk_label_set_xalign (h->label, 0);
  nhs_steady_bin_set_child (h->bin, GTK_WIDGET (h->label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (h->bin));
  gtk_box_append (GTK_BOX (box), gtk_label_new ("below"));
  gtk_widget_set_size_request (box, 240, -1);
  gtk_window_set_child (GTK_WINDOW (h->window), box);
  gtk_window_present (GTK_WINDOW (h->window));
  gtk_test_widget_wait_for_draw (h->window);
  nhs_ui_test_settle ();
}

static void
harness_clear (Harness *h)
{
  gtk_window_destroy (GTK_WINDOW (h->window));
  nhs_ui_test_settle ();
}

static int
bin_height (Harness *h)
{
  int minimum, natural;

  gtk_widget_measure (GTK_WIDGET (h->bin), GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural,
                      NULL, NULL);
  g_assert_cmpint (minimum, ==, natural);
  return minimum;
}

/* The label's text as laid out at its width: its height in pixels. */
static int
text_height (Harness *h)
{
  int w, height;

  pango_layout_get_pixel_size (gtk_label_get_layout (h->label), &w, &height);
  return height;
}

static gboolean
rested_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
rest (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, rested_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  nhs_ui_test_settle ();
}

/* Texts of one line change in place: the bin's size is the same for each,
   and so is its allocation. */
static void
test_steady_same_size (void)
{
  Harness h;
  int height, allocated;

  harness_init (&h, 2);
  height = bin_height (&h);
  allocated = gtk_widget_get_height (GTK_WIDGET (h.bin));
  g_assert_cmpint (height, >, 0);
  g_assert_cmpint (allocated, ==, height);
  /* two lines reserved: about twice the one line the text needs */
  g_assert_cmpint (height, >=, 2 * text_height (&h) - 2);
  for (int depth = 1; depth <= 30; depth++)
    {
      g_autofree char *text = g_strdup_printf ("Difficulty %d = depth %d", depth + 1, depth);

      gtk_label_set_text (h.label, text);
      g_assert_cmpint (bin_height (&h), ==, height);
      gtk_test_widget_wait_for_draw (h.window);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (h.bin)), ==, allocated);
    }
  harness_clear (&h);
}

/* A text longer than the reserve: the bin grows to show all of it; the
   short text again, after a rest: the bin fits it again. */
static void
test_grows_and_shrinks (void)
{
  Harness h;
  int short_height, long_height;

  harness_init (&h, 1);
  short_height = bin_height (&h);
  gtk_label_set_text (h.label, "Difficulty 30 = the deepest level reached, 30, because you carry "
                               "the Amulet, and the whole sentence wraps over several lines");
  gtk_test_widget_wait_for_draw (h.window);
  nhs_ui_test_settle ();
  gtk_test_widget_wait_for_draw (h.window);
  long_height = bin_height (&h);
  g_assert_cmpint (long_height, >, short_height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (h.bin)), >=, text_height (&h));
  g_assert_cmpint (long_height, ==, nhs_steady_bin_get_reserved (h.bin));

  gtk_label_set_text (h.label, "depth 2");
  gtk_test_widget_wait_for_draw (h.window);
  /* while the text keeps changing, the place stays */
  g_assert_cmpint (bin_height (&h), ==, long_height);
  rest (1000);
  gtk_test_widget_wait_for_draw (h.window);
  g_assert_cmpint (bin_height (&h), ==, short_height);
  harness_clear (&h);
}

/* A hidden label leaves no gap: the bin hides with it. */
static void
test_follows_visibility (void)
{
  Harness h;

  harness_init (&h, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (h.bin)));
  gtk_widget_set_visible (GTK_WIDGET (h.label), FALSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (h.bin)));
  gtk_widget_set_visible (GTK_WIDGET (h.label), TRUE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (h.bin)));
  harness_clear (&h);
}

/* The window: every step of the depth slider changes the sidebar's
   difficulty line and the Overview's title and lines, never their height. */
static void
test_window_drag (void)
{
  NhsWindow *win = nhs_ui_test_make_window ();
  NhsOverviewPage *overview = NHS_UI_OVERVIEW (win);
  GtkWidget *watched[] = {
    gtk_widget_get_parent (GTK_WIDGET (win->sidebar->difficulty_label)),
    gtk_widget_get_parent (GTK_WIDGET (nhs_overview_page_get_focus_label (overview))),
  };
  int heights[G_N_ELEMENTS (watched)];

  for (guint i = 0; i < G_N_ELEMENTS (watched); i++)
    {
      g_assert_true (NHS_IS_STEADY_BIN (watched[i]));
      heights[i] = gtk_widget_get_height (watched[i]);
      g_assert_cmpint (heights[i], >, 0);
    }
  for (int depth = 2; depth <= 12; depth++)
    {
      g_autofree char *before = g_strdup (gtk_label_get_text (win->sidebar->difficulty_label));

      gtk_adjustment_set_value (win->sidebar->depth_adjustment, depth);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      g_assert_cmpstr (gtk_label_get_text (win->sidebar->difficulty_label), !=, before);
      for (guint i = 0; i < G_N_ELEMENTS (watched); i++)
        g_assert_cmpint (gtk_widget_get_height (watched[i]), ==, heights[i]);
    }
  nhs_ui_test_destroy_window (win);
}

int
main (int   argc,
      char *argv[])
{
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/nhs/steady-bin/same-size", test_steady_same_size);
  g_test_add_func ("/nhs/steady-bin/grows-and-shrinks", test_grows_and_shrinks);
  g_test_add_func ("/nhs/steady-bin/follows-visibility", test_follows_visibility);
  g_test_add_func ("/nhs/steady-bin/window-drag", test_window_drag);
  return g_test_run ();
}
