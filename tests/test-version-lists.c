/* test-version-lists.c: every list of versions a user meets is the version
 * table (src/core/data/nhs-variant.c), in the table's order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Suite 'ui': the window's drop-downs (every page), the settings schema, the
 * CLI's help and errors and the man pages.  A list typed out anywhere else
 * (a GtkStringList of version names, a hand-written schema choice) fails.
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "nhs-variant.h"
#include "nhs-window-private.h"
#include "nhs-pages.h"
#include "nhs-choice-button.h"
#include "nhs-ui-test-utils.h"

/* Does this text name a version of the table (key, display or short name)? */
static gboolean
names_a_version (const char *text)
{
  for (int i = 0; i < NHS_N_VARIANTS; i++)
    {
      const NhsVariant *v = nhs_variant_get (i);

      if (g_strcmp0 (text, v->key) == 0 || g_strcmp0 (text, v->display_name) == 0
          || g_strcmp0 (text, _(v->display_name)) == 0 || g_strcmp0 (text, v->short_name) == 0)
        return TRUE;
    }
  return FALSE;
}

static char *
item_text (GtkWidget *dd,
           gpointer   item)
{
  GtkExpression *expr = NHS_IS_CHOICE_BUTTON (dd) ? nhs_choice_button_get_expression (NHS_CHOICE_BUTTON (dd))
                                                  : gtk_drop_down_get_expression (GTK_DROP_DOWN (dd));
  GValue value = G_VALUE_INIT;
  char *text = NULL;

  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  if (expr != NULL && gtk_expression_evaluate (expr, item, &value))
    {
      if (G_VALUE_HOLDS_STRING (&value))
        text = g_value_dup_string (&value);
      g_value_unset (&value);
    }
  return text;
}

/* A drop-down that shows any version must show exactly the table. */
static int
check_dropdowns (GtkWidget *widget)
{
  int found = 0;

  if (GTK_IS_DROP_DOWN (widget) || NHS_IS_CHOICE_BUTTON (widget))
    {
      GtkWidget *dd = widget;
      GListModel *model = GTK_IS_DROP_DOWN (widget) ? gtk_drop_down_get_model (GTK_DROP_DOWN (widget))
                                                    : nhs_choice_button_get_model (NHS_CHOICE_BUTTON (widget));
      guint n = model ? g_list_model_get_n_items (model) : 0;
      gboolean versions = FALSE;

      for (guint i = 0; i < n && !versions; i++)
        {
          g_autoptr (GObject) item = g_list_model_get_item (model, i);
          g_autofree char *text = item_text (dd, item);

          versions = text != NULL && names_a_version (text);
        }
      if (versions)
        {
          g_assert_cmpuint (n, ==, NHS_N_VARIANTS);
          for (guint i = 0; i < n; i++)
            {
              g_autoptr (GObject) item = g_list_model_get_item (model, i);
              g_autofree char *text = item_text (dd, item);

              g_assert_cmpstr (text, ==, _(nhs_variant_get (i)->display_name));
            }
          found++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    found += check_dropdowns (child);
  return found;
}

static void
test_window_dropdowns (void)
{
  NhsWindow *win = nhs_window_new (NULL);
  guint n;
  const NhsPageInfo *pages = nhs_pages (&n);
  int found;

  /* every page, built (pages are built when first shown) */
  for (guint i = 0; i < n; i++)
    g_assert_nonnull (_nhs_window_get_page (win, pages[i].key));
  found = check_dropdowns (GTK_WIDGET (win));
  /* the sidebar's and the Item use page's, at least */
  g_assert_cmpint (found, >=, 2);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_window_default (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  NhsWindow *win;
  g_autofree char *key = NULL;

  g_settings_reset (settings, "variant");
  win = nhs_window_new (NULL);
  g_object_get (win, "variant", &key, NULL);
  g_assert_cmpstr (key, ==, nhs_variant_default ()->key);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_schema (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettingsSchemaKey) key = NULL;
  g_autoptr (GVariant) range = NULL;
  g_autoptr (GVariant) choices = NULL;
  g_autoptr (GVariant) def = NULL;
  const char *type;
  gsize n;

  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "variant");
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(&sv)", &type, &choices);
  g_assert_cmpstr (type, ==, "enum");
  n = g_variant_n_children (choices);
  g_assert_cmpuint (n, ==, NHS_N_VARIANTS);
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr (GVariant) c = g_variant_get_child_value (choices, i);

      g_assert_cmpstr (g_variant_get_string (c, NULL), ==, nhs_variant_get (i)->key);
    }
  def = g_settings_schema_key_get_default_value (key);
  g_assert_cmpstr (g_variant_get_string (def, NULL), ==, nhs_variant_default ()->key);
}

static char *
run_cli (const char * const *args,
         int                *status)
{
  const char *cli = g_getenv ("NHSPAWN_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                status, &error);
  g_assert_no_error (error);
  return g_strconcat (out, err, NULL);
}

/* Every command that takes --variant lists the table's keys in its help and
   in the sentence refusing an unknown one, and answers for the default. */
static void
test_cli (void)
{
  /* each command with what it needs besides --variant */
  static const char *commands[][4] = {
    { "probs" }, { "mkclass", "--class", "n" }, { "monsters" }, { "align-table" }, { "diff" },
    { "origins" }, { "item-use", "--monster", "soldier" }, { "item-gen", "--monster", "soldier" },
    { "export", "chart", "--output", "never-written.png" }, { "dungeon" }, { "spawn" },
  };
  g_autofree char *keys = g_strdup (nhs_variant_keys ());

  for (gsize c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      const char *help_args[] = { commands[c][0], "--help", NULL };
      const char *bad_args[] = { commands[c][0], commands[c][1], commands[c][2], commands[c][3],
                                 NULL, NULL, NULL };
      int k = commands[c][1] == NULL ? 1 : commands[c][3] == NULL ? 3 : 4;
      int status;
      g_autofree char *help = NULL, *bad = NULL;
      g_autofree char *default_note = g_strdup_printf ("(default %s)", nhs_variant_default ()->key);

      bad_args[k] = "--variant";
      bad_args[k + 1] = "9.9.9";
      help = run_cli (help_args, &status);
      bad = run_cli (bad_args, &status);
      g_test_message ("%s", commands[c][0]);
      g_assert_nonnull (strstr (help, keys));
      g_assert_nonnull (strstr (help, default_note));
      if (strstr (bad, keys) == NULL)
        g_test_message ("output: %s", bad);
      g_assert_nonnull (strstr (bad, keys));
      g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 2);
      g_assert_false (g_file_test ("never-written.png", G_FILE_TEST_EXISTS));
    }
  {
    const char *args[] = { "probs", "--depth", "5", "--xl", "3", "--format", "json", NULL };
    int status;
    g_autofree char *out = run_cli (args, &status);
    g_autofree char *field = g_strdup_printf ("\"variant\" : \"%s\"", nhs_variant_default ()->key);

    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (out, field));
  }
}

static void
test_man_pages (void)
{
  static const char *pages[] = { "nhspawn.1", "nhspawn-cli.1", NULL };

  for (int p = 0; pages[p]; p++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "doc",
                                                pages[p], NULL);
      g_autofree char *text = NULL;
      g_autoptr (GError) error = NULL;

      g_file_get_contents (path, &text, NULL, &error);
      g_assert_no_error (error);
      g_assert_null (strstr (text, "@VARIANT_"));
      for (int i = 0; i < NHS_N_VARIANTS; i++)
        g_assert_nonnull (strstr (text, nhs_variant_get (i)->display_name));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/version-lists/schema", test_schema);
  g_test_add_func ("/nhs/version-lists/cli", test_cli);
  g_test_add_func ("/nhs/version-lists/man-pages", test_man_pages);
  if (nhs_ui_test_open_display ())
    {
      g_test_add_func ("/nhs/version-lists/window-dropdowns", test_window_dropdowns);
      g_test_add_func ("/nhs/version-lists/window-default", test_window_default);
    }
  return g_test_run ();
}
