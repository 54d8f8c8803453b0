/* test-profile-page.c: the Profile page on NhsPage — it takes the window's
 * situation as a property, refreshes only while shown (or when asked for
 * its tables) and states the core's exact numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <string.h>

#include "nhs-format.h"
#include "nhs-monster-sets.h"
#include "nhs-profile.h"
#include "nhs-profile-page.h"
#include "nhs-answer.h"
#include "nhs-sidebar.h"
#include "nhs-ui-test-utils.h"

/* The core's own chance of `name` at (depth, xl) for `sit`, as the page
   words it. */
static char *
core_cell (const NhsSituation *sit,
           const char         *name,
           int                 depth,
           int                 xl)
{
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  g_autoptr (GError) error = NULL;
  NhsProfile *p;
  const NhsProfileCell *c;
  g_autofree char *fraction = NULL;
  char *out;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_monster_sets_get (v, NULL);
  p = nhs_profile_compute (sets, sit, name, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (p);
  c = &p->heatmap.cells[depth - 1][xl - 1];
  g_assert_cmpint (c->num, >, 0);
  fraction = nhs_format_fraction (c->num, c->den);
  out = g_strdup_printf ("depth %d, XL %d: %s", depth, xl, fraction);
  nhs_profile_unref (p);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_clear_pointer (&sets[v], nhs_monster_set_unref);
  return out;
}

static void
assert_cell (NhsProfilePage *page,
             const char     *expected_prefix)
{
  g_autofree char *cell = nhs_profile_page_describe_cell (page, 12, 8);

  g_assert_nonnull (cell);
  g_test_message ("cell: %s (expected %s)", cell, expected_prefix);
  g_assert_true (g_str_has_prefix (cell, expected_prefix));
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    data)
{
  (*(int *) data)++;
}

static void
test_page (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *other = gtk_label_new ("another page");
  NhsProfilePage *page = g_object_new (NHS_TYPE_PROFILE_PAGE, NULL);
  NhsSituation sit;
  NhsSituation *got = NULL;
  g_autofree char *cockatrice = NULL;
  g_autofree char *ant = NULL;
  g_autofree char *text = NULL;
  int notified = 0;

  g_assert_true (NHS_IS_PAGE (page));
  gtk_stack_add_named (GTK_STACK (stack), other, "other");
  gtk_stack_add_named (GTK_STACK (stack), GTK_WIDGET (page), "profile");
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "other");
  gtk_window_set_child (GTK_WINDOW (window), stack);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_present (GTK_WINDOW (window));
  nhs_ui_test_settle ();

  /* no situation yet: nothing computed, nothing to copy */
  g_assert_null (nhs_page_get_situation (NHS_PAGE (page)));
  g_assert_null (nhs_page_copy_text (NHS_PAGE (page), NHS_FORMAT_CSV, NULL));

  nhs_situation_init (&sit);
  sit.variant = NHS_VARIANT_367;
  sit.depth = 12;
  sit.xl = 8;
  cockatrice = core_cell (&sit, "cockatrice", 12, 8);
  ant = core_cell (&sit, "soldier ant", 12, 8);
  g_assert_cmpstr (cockatrice, !=, ant);

  g_signal_connect (page, "notify::situation", G_CALLBACK (count_cb), &notified);
  nhs_profile_page_set_monster (page, "cockatrice");
  g_object_set (page, "situation", &sit, NULL);
  g_assert_cmpint (notified, ==, 1);
  g_object_set (page, "situation", &sit, NULL);   /* the same: no notify */
  g_assert_cmpint (notified, ==, 1);
  g_object_get (page, "situation", &got, NULL);
  g_assert_nonnull (got);
  g_assert_cmpint (got->variant, ==, NHS_VARIANT_367);
  g_assert_cmpint (got->depth, ==, 12);
  g_free (got);

  /* hidden: not computed yet */
  nhs_ui_test_settle ();
  g_assert_null (nhs_profile_page_describe_cell (page, 12, 8));

  /* shown: computed, the core's exact chance */
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "profile");
  nhs_ui_test_settle ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  assert_cell (page, cockatrice);

  /* while shown, a change refreshes at once */
  nhs_profile_page_set_monster (page, "soldier ant");
  assert_cell (page, ant);

  /* hidden again: a change waits until the page shows ... */
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "other");
  nhs_ui_test_settle ();
  nhs_profile_page_set_monster (page, "cockatrice");
  assert_cell (page, ant);
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "profile");
  nhs_ui_test_settle ();
  assert_cell (page, cockatrice);

  /* ... or until export asks for the page's tables */
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "other");
  nhs_ui_test_settle ();
  nhs_profile_page_set_monster (page, "soldier ant");
  assert_cell (page, cockatrice);
  text = nhs_page_copy_text (NHS_PAGE (page), NHS_FORMAT_CSV, NULL);
  g_assert_nonnull (text);
  assert_cell (page, ant);

  /* no monster chosen, on a Quest level with a role: the answer's most
     likely monster (the role's mixture: fire ant for a Valkyrie), and the
     line says the profile is rndmonst ()'s own list */
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "profile");
  {
    g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_variant ("3.6.7", NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (NhsAnswer) a = NULL;
    NhsSituation quest;

    nhs_situation_init (&quest);
    quest.variant = NHS_VARIANT_367;
    quest.region = NHS_REGION_QUEST;
    quest.depth = 15;
    quest.xl = 12;
    a = nhs_answer_compute (set, &quest, "Valkyrie", NULL, NULL, &error);
    g_assert_no_error (error);
    nhs_profile_page_set_monster (page, "");
    nhs_page_set_distribution (NHS_PAGE (page), a->chances);
    g_object_set (page, "situation", &a->situation, NULL);
    nhs_ui_test_settle ();
    g_test_message ("status: %s", nhs_profile_page_get_status (page));
    g_assert_true (g_str_has_prefix (nhs_profile_page_get_status (page), "fire ant:"));
    g_assert_nonnull (strstr (nhs_profile_page_get_status (page), "quest enemies"));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  nhs_ui_test_settle ();
}

int
main (int    argc,
      char **argv)
{
  if (!nhs_ui_test_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/profile-page/nhs-page", test_page);
  return g_test_run ();
}
