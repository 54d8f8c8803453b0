/* test-item-use-page.c: the "Item use" page builds, follows its monster and
 * version, and shows one group per check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>

#include "nhs-item-use-page.h"
#include "nhs-variant.h"

static guint
count_children (GtkWidget *w)
{
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

static GtkWidget *
find_groups_box (GtkWidget *w)
{
  /* the scrolled window's box: the one with four vertical children */
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (GTK_IS_BOX (c) && count_children (c) == 4 && gtk_widget_get_parent (gtk_widget_get_parent (c))
          && GTK_IS_VIEWPORT (gtk_widget_get_parent (c)))
        return c;
      if ((found = find_groups_box (c)) != NULL)
        return found;
    }
  return NULL;
}

static void
test_page (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = nhs_item_use_page_new ();

  g_object_ref_sink (page);
  gtk_window_set_child (GTK_WINDOW (window), page);
  g_assert_cmpstr (nhs_item_use_page_get_variant (NHS_ITEM_USE_PAGE (page)), ==, nhs_variant_default ()->key);
  g_assert_cmpstr (nhs_item_use_page_get_monster (NHS_ITEM_USE_PAGE (page)), ==, "soldier");
  /* before it is shown, names are still checked against the version */
  g_assert_false (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "no such thing"));
  g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "Newt"));
  g_assert_cmpstr (nhs_item_use_page_get_monster (NHS_ITEM_USE_PAGE (page)), ==, "newt");
  /* the page builds its list and answer when it is first shown */
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  g_assert_nonnull (find_groups_box (page));

  g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "Jackal"));
  g_assert_cmpstr (nhs_item_use_page_get_monster (NHS_ITEM_USE_PAGE (page)), ==, "jackal");
  g_assert_false (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "no such thing"));

  /* "This turn": the soldier of the issue (3 of 10 HP; a wand of digging,
     a potion of healing, a wand of striking) digs down */
  {
    g_autofree char *turn = NULL;

    g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "soldier"));
    turn = nhs_item_use_page_get_turn_text (NHS_ITEM_USE_PAGE (page));
    g_assert_cmpstr (turn, ==, "1/1 MUSE_WAN_DIGGING wand of digging\n");
    g_assert_false (nhs_item_use_page_add_item (NHS_ITEM_USE_PAGE (page), "wand of wishing"));
    g_clear_pointer (&turn, g_free);
    /* a jackal (an animal) uses nothing */
    g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "jackal"));
    turn = nhs_item_use_page_get_turn_text (NHS_ITEM_USE_PAGE (page));
    g_assert_cmpstr (turn, ==, "1/1 - -\n");
    g_clear_pointer (&turn, g_free);
    /* a hill orc with a potion of speed added: still the wand of digging */
    g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "hill orc"));
    g_assert_true (nhs_item_use_page_add_item (NHS_ITEM_USE_PAGE (page), "potion of speed"));
    turn = nhs_item_use_page_get_turn_text (NHS_ITEM_USE_PAGE (page));
    g_assert_cmpstr (turn, ==, "1/1 MUSE_WAN_DIGGING wand of digging\n");
    g_assert_true (nhs_item_use_page_set_monster (NHS_ITEM_USE_PAGE (page), "jackal"));
  }

  nhs_item_use_page_set_variant (NHS_ITEM_USE_PAGE (page), "slashem");
  g_assert_cmpstr (nhs_item_use_page_get_variant (NHS_ITEM_USE_PAGE (page)), ==, "slashem");
  g_assert_cmpstr (nhs_item_use_page_get_monster (NHS_ITEM_USE_PAGE (page)), ==, "jackal");

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (page);
}

static void
skip_no_display (void)
{
  g_test_skip ("no display");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/nhs/item-use-page/basics", skip_no_display);
      return g_test_run ();
    }
  g_test_add_func ("/nhs/item-use-page/basics", test_page);
  return g_test_run ();
}
