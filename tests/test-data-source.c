/* test-data-source.c: replacing the monster data in use, or keeping it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-data-source.h"
#include "nhs-error.h"

#include <string.h>

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  (*(int *) user_data)++;
}

static void
test_keep_on_refusal (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_DIST, "data", "monsters-good.json", NULL);
  g_autofree char *bad = g_test_build_filename (G_TEST_DIST, "data", "monsters-wrong-type.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDataSource) source = nhs_data_source_new ("3.6.7", &error);
  NhsMonsterSet *bundled;
  int notified = 0;

  g_assert_no_error (error);
  bundled = nhs_data_source_get_set (source);
  g_assert_nonnull (bundled);
  g_assert_cmpstr (nhs_data_source_get_variant (source), ==, "3.6.7");
  g_assert_null (nhs_data_source_get_file (source));
  g_signal_connect (source, "notify::monster-set", G_CALLBACK (count_notify_cb), &notified);

  /* Refused: the bundled data stays, nobody is told of a change. */
  g_assert_false (nhs_data_source_load_file (source, bad, &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
  g_assert_nonnull (strstr (error->message, bad));
  g_assert_nonnull (strstr (error->message, "entry"));
  g_assert_true (nhs_data_source_get_set (source) == bundled);
  g_assert_cmpint (notified, ==, 0);
  g_clear_error (&error);

  g_assert_false (nhs_data_source_load_file (source, "/nonexistent/monsters.json", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "/nonexistent/monsters.json"));
  g_assert_true (nhs_data_source_get_set (source) == bundled);
  g_clear_error (&error);

  /* Accepted. */
  g_assert_true (nhs_data_source_load_file (source, good, &error));
  g_assert_no_error (error);
  g_assert_cmpint (notified, ==, 1);
  g_assert_cmpstr (nhs_data_source_get_set (source)->variant, ==, "test");
  g_assert_cmpstr (nhs_data_source_get_file (source), ==, good);
  g_assert_null (nhs_data_source_get_variant (source));

  /* A later refusal keeps the custom file's data. */
  g_assert_false (nhs_data_source_load_file (source, bad, &error));
  g_clear_error (&error);
  g_assert_cmpstr (nhs_data_source_get_set (source)->variant, ==, "test");

  g_assert_true (nhs_data_source_use_variant (source, "slashem", &error));
  g_assert_no_error (error);
  g_assert_cmpint (notified, ==, 2);
  g_assert_null (nhs_data_source_get_file (source));
  g_assert_false (nhs_data_source_use_variant (source, "nope", &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (nhs_data_source_get_variant (source), ==, "slashem");
}

static void
test_bytes (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (NhsDataSource) source = nhs_data_source_new ("3.4.3", &error);
  g_autoptr (GBytes) junk = g_bytes_new_static ("{\"variant\": ", 12);

  g_assert_no_error (error);
  g_assert_false (nhs_data_source_load_bytes (source, junk, "portal.json", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "portal.json"));
  g_assert_cmpstr (nhs_data_source_get_variant (source), ==, "3.4.3");
}

/* Found by fuzz-data-loader: json-glib 1.6 takes "[...][...]" or "{...}{...}",
   keeps the last value and leaks the first. The loader refuses it. */
static void
test_two_top_level_values (void)
{
  static const char *const inputs[] = {
    "[][]", "6[]]!", "\"a\"\"b\"", "[1, 2, 3][1, 2, 3]\n", "{\"variant\": \"x\"}{\"variant\": \"y\"}",
    "{\"a\": \"}{\\\"\"} []",
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr (GBytes) bytes = g_bytes_new_static (inputs[i], strlen (inputs[i]));
      g_autoptr (GError) error = NULL;
      g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_bytes (bytes, "two.json", &error);

      g_assert_null (set);
      g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
      g_assert_nonnull (strstr (error->message, "two.json"));
      /* A top level that is not even an array or object is named as such. */
      if (inputs[i][0] == '[' || inputs[i][0] == '{')
        g_assert_nonnull (strstr (error->message, "more follows"));
      else
        g_assert_nonnull (strstr (error->message, "must start with “{”"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/data-source/keep-on-refusal", test_keep_on_refusal);
  g_test_add_func ("/nhs/data-source/bytes", test_bytes);
  g_test_add_func ("/nhs/data-source/two-top-level-values", test_two_top_level_values);
  return g_test_run ();
}
