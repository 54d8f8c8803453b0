/* test-export-views.c: every view exported by nhspawn-cli, in every format (issue 13)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file is what it says and of the size asked: a PNG's header and
 * IHDR dimensions (1× and 2×), an SVG that parses and holds its labels as
 * <text> elements (not glyph outlines), a PDF's header.  The CLI's tables
 * (--format csv/markdown/wiki) agree with JSON.
 */
#include <gio/gio.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

static char *tmpdir;

static gboolean
run_cli (const char *const *args,
         char              **out,
         char              **err)
{
  const char *cli = g_getenv ("NHSPAWN_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  int status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out,
                               err, &status, NULL));
  return g_spawn_check_wait_status (status, NULL);
}

static char *
export (const char        *view,
        const char        *file,
        const char *const *extra)
{
  char *path = g_build_filename (tmpdir, file, NULL);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;

  g_ptr_array_add (args, (char *) "export");
  g_ptr_array_add (args, (char *) view);
  g_ptr_array_add (args, (char *) "--output");
  g_ptr_array_add (args, path);
  for (int i = 0; extra && extra[i]; i++)
    g_ptr_array_add (args, (char *) extra[i]);
  g_ptr_array_add (args, NULL);
  if (!run_cli ((const char *const *) args->pdata, &out, &err))
    g_error ("export %s failed: %s", view, err);
  return path;
}

static void
png_size (const char *path,
          guint      *w,
          guint      *h)
{
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpuint (len, >, 24);
  g_assert_true (memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0);
  g_assert_true (memcmp (data + 12, "IHDR", 4) == 0);
  *w = GUINT32_FROM_BE (*(guint32 *) (void *) (data + 16));
  *h = GUINT32_FROM_BE (*(guint32 *) (void *) (data + 20));
}

typedef struct {
  GString *texts;     /* every <text>'s content, one per line */
  int n_text;
  int depth;
  gboolean in_text;
} SvgScan;

static void
start_cb (GMarkupParseContext *ctx,
          const char          *name,
          const char         **attr_names,
          const char         **attr_values,
          gpointer             data,
          GError             **error)
{
  SvgScan *s = data;

  s->depth++;
  if (strcmp (name, "text") == 0)
    {
      s->in_text = TRUE;
      s->n_text++;
    }
}

static void
end_cb (GMarkupParseContext *ctx,
        const char          *name,
        gpointer             data,
        GError             **error)
{
  SvgScan *s = data;

  s->depth--;
  if (strcmp (name, "text") == 0)
    {
      s->in_text = FALSE;
      g_string_append_c (s->texts, '\n');
    }
}

static void
text_cb (GMarkupParseContext *ctx,
         const char          *text,
         gsize                len,
         gpointer             data,
         GError             **error)
{
  SvgScan *s = data;

  if (s->in_text)
    g_string_append_len (s->texts, text, (gssize) len);
}

/* Parses the SVG (well-formed XML) and returns its texts. */
static char *
svg_texts (const char *path,
           int        *n_text)
{
  static const GMarkupParser parser = { start_cb, end_cb, text_cb, NULL, NULL };
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  GMarkupParseContext *ctx;
  SvgScan scan = { g_string_new (NULL), 0, 0, FALSE };
  const char *start;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  /* GMarkup does not take the <?xml?> declaration's DOCTYPE-free prolog
     as content: start at the root element. */
  start = strstr (data, "<svg");
  g_assert_nonnull (start);
  ctx = g_markup_parse_context_new (&parser, 0, &scan, NULL);
  g_assert_true (g_markup_parse_context_parse (ctx, start, -1, &error));
  g_assert_true (g_markup_parse_context_end_parse (ctx, &error));
  g_assert_no_error (error);
  g_markup_parse_context_free (ctx);
  g_assert_cmpint (scan.depth, ==, 0);
  *n_text = scan.n_text;
  return g_string_free (scan.texts, FALSE);
}

static void
pdf_check (const char *path)
{
  g_autofree char *data = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_cmpuint (len, >, 100);
  g_assert_true (g_str_has_prefix (data, "%PDF-1."));
  /* the trailer, in the last bytes (the body is binary: no string search) */
  g_assert_true (memcmp (data + len - 6, "%%EOF", 5) == 0 || memcmp (data + len - 5, "%%EOF", 5) == 0);
}

typedef struct {
  const char *view;
  const char *args[16];
  const char *label;        /* a text the picture must show */
} ViewCase;

static const ViewCase cases[] = {
  { "chart", { "--depth", "12", "--xl", "8", "--top", "10", NULL }, "Dungeons of Doom" },
  { "monsters", { "--depth", "12", "--xl", "8", "--top", "10", NULL }, "cockatrice" },
  { "align-table", { "--align", "lawful", NULL }, "ALIGNWEIGHT" },
  { "classes", { "--class", "D", "--depth", "20", "--xl", "14", NULL }, "mkclass" },
  { "classes", { "--preset", "throne-room", "--depth", "12", "--xl", "8", NULL }, "courtmon" },
  { "spawn", { "--depth", "12", NULL }, "1 in 70" },
  { "level", { "--depth", "5", "--seed", "3", NULL }, "seed\xc2\xa0" "3" },
  { "compare", { "--depth", "12", "--xl", "8", "--depth2", "20", "--top", "12", NULL }, "depth 20" },
  { "compare", { "--depth", "12", "--xl", "8", "--against", "slashem", NULL }, "SLASH'EM" },
  { "profile", { "--monster", "cockatrice", "--depth", "12", "--xl", "8", NULL }, "cockatrice" },
  { "profile", { "--class", "a", "--variant", "3.7", "--xl", "3", NULL }, "class a" },
  { "heatmap", { "--monster", "soldier ant", "--depth", "12", "--xl", "8", NULL }, "soldier ant" },
  { "dungeon", { "--variant", "3.6.7", NULL }, "Where every level can be" },
};

static void
test_views (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ViewCase *c = &cases[i];
      g_autofree char *name = g_strdup_printf ("v%u", i);
      g_autofree char *png_name = g_strconcat (name, ".png", NULL);
      g_autofree char *png2_name = g_strconcat (name, "-2x.png", NULL);
      g_autofree char *svg_name = g_strconcat (name, ".svg", NULL);
      g_autofree char *pdf_name = g_strconcat (name, ".pdf", NULL);
      g_autofree char *dark_name = g_strconcat (name, "-dark.png", NULL);
      g_autofree char *png = export (c->view, png_name, c->args);
      g_autofree char *svg = export (c->view, svg_name, c->args);
      g_autofree char *pdf = export (c->view, pdf_name, c->args);
      g_autofree char *texts = NULL;
      g_autofree char *png2 = NULL, *dark = NULL, *sized = NULL;
      const char *two[18] = { "--scale", "2" };
      const char *dk[18] = { "--dark" };
      /* 800 wide: at least 40 % of what every view's words need (the
         dungeon's longest row is 1820), so shrunk, never refused */
      const char *wh[20] = { "--width", "800", "--height", "480" };
      guint w, h, w2, h2;
      int n_text;

      for (int k = 0; c->args[k]; k++)
        two[k + 2] = dk[k + 1] = wh[k + 4] = c->args[k];
      png2 = export (c->view, png2_name, two);
      dark = export (c->view, dark_name, dk);
      sized = export (c->view, "sized.png", wh);

      png_size (png, &w, &h);
      png_size (png2, &w2, &h2);
      g_assert_cmpuint (w, >=, 200);
      g_assert_cmpuint (h, >=, 100);
      g_assert_cmpuint (w2, ==, 2 * w);
      g_assert_cmpuint (h2, ==, 2 * h);
      png_size (dark, &w2, &h2);
      g_assert_cmpuint (w2, ==, w);
      png_size (sized, &w2, &h2);
      g_assert_cmpuint (w2, ==, 800);
      g_assert_cmpuint (h2, ==, 480);

      texts = svg_texts (svg, &n_text);
      g_test_message ("%s: %ux%u, %d text elements", c->view, w, h, n_text);
      g_assert_cmpint (n_text, >=, 3);
      if (strcmp (c->view, "level") == 0)
        {
          /* the map's characters are text too: walls, floor, stairs */
          g_assert_cmpint (n_text, >, 200);
          g_assert_nonnull (strstr (texts, "|"));
          g_assert_nonnull (strstr (texts, "<"));
          g_assert_nonnull (strstr (texts, ">"));
        }
      if (strstr (texts, c->label) == NULL)
        g_error ("%s: the SVG's text lacks “%s”:\n%s", c->view, c->label, texts);
      pdf_check (pdf);
    }
}

/* No name is cut: the chart's name column grows to the longest name it
   shows (a custom table with a 41-character name). */
static void
test_long_names (void)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "data", "monsters-good.json", NULL);
  g_autofree char *data = g_build_filename (tmpdir, "long-names.json", NULL);
  g_autofree char *text = NULL, *svg_text = NULL, *svg = NULL;
  g_autoptr (GString) renamed = NULL;
  const char *extra[] = { "--data", data, "--variant", "3.6.7", "--depth", "5", "--xl", "5", NULL };

  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  renamed = g_string_new (text);
  g_assert_cmpuint (g_string_replace (renamed, "\"giant ant\"", "\"giant ant of a most extraordinary length\"", 1),
                    ==, 1);
  g_assert_true (g_file_set_contents (data, renamed->str, -1, NULL));
  svg = export ("chart", "long-names.svg", extra);
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_nonnull (strstr (svg_text, ">giant ant of a most extraordinary length<"));
  {
    /* the bars start further right than with the table's own names, by
       about the longer name's extra width (the text would not show it cut:
       an SVG's <text> holds the whole string either way) */
    const char *short_extra[] = { "--data", src, "--variant", "3.6.7", "--depth", "5", "--xl", "5", NULL };
    g_autofree char *short_svg = export ("chart", "short-names.svg", short_extra);
    g_autofree char *short_text = NULL;
    const char *a, *b;

    g_assert_true (g_file_get_contents (short_svg, &short_text, NULL, NULL));
    a = strstr (svg_text, "d=\"M ");
    b = strstr (short_text, "d=\"M ");
    g_assert_nonnull (a);
    g_assert_nonnull (b);
    g_assert_cmpfloat (g_ascii_strtod (a + 5, NULL), >, g_ascii_strtod (b + 5, NULL) + 80);
  }
}

/* An exported chart is as wide as its title needs (up to 1200 pixels): the
   title names the whole situation, and a cut one loses the end of it. The
   same chart with one more genocide in its title is wider. */
static void
test_title_fits (void)
{
  const char *plain[] = { "--variant", "xnethack", "--depth", "12", "--xl", "8", NULL };
  const char *more[] = { "--variant", "xnethack", "--depth", "12", "--xl", "8", "--genocide", "gnome lord", NULL };
  g_autofree char *a = export ("chart", "title-plain.png", plain);
  g_autofree char *b = export ("chart", "title-more.png", more);
  guint wa, ha, wb, hb;

  png_size (a, &wa, &ha);
  png_size (b, &wb, &hb);
  g_assert_cmpuint (wa, >=, 720);
  g_assert_cmpuint (wb, >, wa);
  g_assert_cmpuint (wb, <=, 1200);
}

/* The third line `probs` prints for a situation: the level it stands on,
   the sidebar's depth line (nhs_dungeon_describe_situation ()). */
static char *
probs_place (const char *const *situation)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;
  g_auto (GStrv) lines = NULL;

  g_ptr_array_add (args, (char *) "probs");
  for (int i = 0; situation[i]; i++)
    g_ptr_array_add (args, (char *) situation[i]);
  g_ptr_array_add (args, NULL);
  if (!run_cli ((const char *const *) args->pdata, &out, &err))
    g_error ("probs failed: %s", err);
  lines = g_strsplit (out, "\n", 4);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[2], "depth "));
  return g_strdup (lines[2]);
}

typedef struct {
  const char *view;
  const char *args[12];       /* the view's own options */
  int situation;              /* which of the situations below */
} PlaceCase;

/* Every picture of a situation shows, under its title, the line the
   window's sidebar shows for it: what the level it stands on can be. In
   NetHack 3.6.7 Sokoban is four levels entered from below (dungeon.def:
   LEVEL soko1..soko4, ENTRY -1); two levels above the entry is its third
   level; the 3.6.7 Dungeons' depth 7 can be the Oracle or Sokoban's
   branch. The line is the one probs prints, from the same core answer; a
   difficulty given directly places no level, and no line is drawn. */
static void
test_place (void)
{
  static const char *const situations[][12] = {
    { "--variant", "3.6.7", "--region", "sokoban", "--depth", "6", "--levels-above-entry", "2", NULL },
    { "--variant", "3.6.7", "--region", "sokoban", "--depth", "6", NULL },
    { "--variant", "3.6.7", "--depth", "7", NULL },
  };
  static const PlaceCase cases[] = {
    { "chart", { "--xl", "5", NULL }, 0 },
    { "monsters", { "--xl", "5", NULL }, 0 },
    { "classes", { "--class", "D", "--xl", "5", NULL }, 0 },
    { "profile", { "--monster", "newt", "--xl", "5", NULL }, 0 },
    { "heatmap", { "--monster", "newt", "--xl", "5", NULL }, 0 },
    { "compare", { "--xl", "5", "--depth2", "7", NULL }, 0 },
    { "spawn", { NULL }, 1 },
    { "dungeon", { NULL }, 1 },
    { "level", { "--seed", "3", "--xl", "5", NULL }, 2 },
  };
  char *lines[G_N_ELEMENTS (situations)] = { NULL };   /* freed at the end (g_autofree frees an array's first only) */

  for (guint s = 0; s < G_N_ELEMENTS (situations); s++)
    {
      const char *with_xl[16] = { NULL };
      int k = 0;

      for (; situations[s][k]; k++)
        with_xl[k] = situations[s][k];
      with_xl[k++] = "--xl";
      with_xl[k] = "5";
      lines[s] = probs_place (with_xl);
    }
  g_assert_cmpstr (lines[0], ==, "depth 6: always Sokoban's third level");
  g_assert_nonnull (strstr (lines[2], "the Oracle"));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const PlaceCase *c = &cases[i];
      const char *args[24] = { NULL };
      g_autofree char *name = g_strdup_printf ("place-%s.svg", c->view);
      g_autofree char *svg = NULL, *texts = NULL, *want = NULL;
      int k = 0, n_text;

      for (int j = 0; situations[c->situation][j]; j++)
        args[k++] = situations[c->situation][j];
      for (int j = 0; c->args[j]; j++)
        args[k++] = c->args[j];
      svg = export (c->view, name, args);
      texts = svg_texts (svg, &n_text);
      want = g_strdup (lines[c->situation]);
      if (strstr (texts, want) == NULL)
        g_error ("export %s: the picture lacks the sidebar's line “%s”:\n%s", c->view, want, texts);
      /* Compare: A's line under A's name, before B's name (drawn in that
         order, so in that order in the SVG) */
      if (strcmp (c->view, "compare") == 0)
        {
          const char *a = strstr (texts, "A: "), *b = strstr (texts, "B: ");

          g_assert_nonnull (a);
          g_assert_nonnull (b);
          g_assert_true (a < strstr (texts, want) && strstr (texts, want) < b);
        }
      g_unlink (svg);
    }
  {
    const char *direct[] = { "--variant", "3.6.7", "--difficulty", "7", "--xl", "5", NULL };
    g_autofree char *svg = export ("chart", "place-none.svg", direct);
    g_autofree char *texts = NULL;
    int n_text;

    texts = svg_texts (svg, &n_text);
    g_assert_null (strstr (texts, "the Oracle"));
    g_assert_null (strstr (texts, "depth 7:"));
    g_unlink (svg);
  }
  for (guint s = 0; s < G_N_ELEMENTS (lines); s++)
    g_free (lines[s]);
}

/* The Dungeon view says what its bars' unnamed parts mean, above the
   first dungeon: grey an ordinary level, empty no level of the dungeon
   there (a special level's or branch's part is named after the bar). */
static void
test_dungeon_legend (void)
{
  const char *args[] = { "--variant", "3.6.7", NULL };
  g_autofree char *svg = export ("dungeon", "legend.svg", args);
  int n_text;
  g_autofree char *texts = svg_texts (svg, &n_text);
  const char *heading = strstr (texts, "\nThe Dungeons of Doom\n");
  const char *words[] = { "\nan ordinary level\n", "\nno level of this dungeon\n" };

  g_assert_nonnull (heading);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      const char *at = strstr (texts, words[i]);

      if (at == NULL || at > heading)
        g_error ("the dungeon's legend lacks “%s” above its first dungeon:\n%s", words[i], texts);
    }
  g_unlink (svg);
}

/* The exported Dungeon picture carries the Dungeon page's Medusa draw line
   under its heading, above the first dungeon: in 3.6.7 the level of rooms
   at depth 22 lies above Medusa's level 85 times in 86 (the exact chance
   the dungeon model gives, nhs_dungeon_rooms_above_medusa ()), and the
   list ends at 27, 1/2. */
static void
test_dungeon_medusa_line (void)
{
  const char *args[] = { "--variant", "3.6.7", NULL };
  g_autofree char *svg = export ("dungeon", "medusa.svg", args);
  int n_text;
  g_autofree char *texts = svg_texts (svg, &n_text);
  const char *line = strstr (texts, "A level of rooms lies above Medusa's level, where shops");
  const char *heading = strstr (texts, "\nThe Dungeons of Doom\n");

  if (line == NULL || heading == NULL || line > heading)
    g_error ("the exported dungeon lacks the Medusa draw above its first dungeon:\n%s", texts);
  g_assert_nonnull (strstr (line, "22: 85/86, "));
  g_assert_true (strstr (line, "27: 1/2.") != NULL && strstr (line, "27: 1/2.") < heading);
  g_unlink (svg);
}

/* The CLI prints the tables too; their cells agree with JSON. */
static void
test_formats (void)
{
  static const char *formats[] = { "csv", "markdown", "wiki", "table" };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      const char *args[] = { "compare", "--depth", "12", "--xl", "8", "--depth2", "20", "--format",
                             formats[f], NULL };
      const char *pargs[] = { "profile", "--monster", "soldier ant", "--xl", "8", "--format",
                              formats[f], NULL };
      g_autofree char *out = NULL, *err = NULL, *pout = NULL, *perr = NULL;

      g_assert_true (run_cli (args, &out, &err));
      g_assert_nonnull (strstr (out, "nurse"));
      g_assert_nonnull (strstr (out, "entered"));
      g_assert_true (run_cli (pargs, &pout, &perr));
      g_assert_nonnull (strstr (pout, "3.6.7"));
      /* no float printed with 17 digits where fewer read back the same */
      g_assert_null (strstr (pout, "99999999"));
      g_assert_null (strstr (out, "00000001"));
    }
  {
    const char *diff[] = { "diff", "--depth", "12", "--xl", "8", "--depth2", "20", NULL };
    const char *cmp[] = { "compare", "--depth", "12", "--xl", "8", "--depth2", "20", NULL };
    g_autofree char *a = NULL, *b = NULL, *e1 = NULL, *e2 = NULL;

    /* diff is compare's synonym */
    g_assert_true (run_cli (diff, &a, &e1));
    g_assert_true (run_cli (cmp, &b, &e2));
    g_assert_cmpstr (a, ==, b);
  }
}

static int
compare_words (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The words of an SVG's texts, sorted: the same words however the title
   wraps. */
static char *
sorted_words (const char *texts)
{
  g_auto (GStrv) words = g_regex_split_simple ("\\s+", texts, 0, 0);
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();

  for (int i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (kept, words[i]);
  g_ptr_array_sort (kept, compare_words);
  g_ptr_array_add (kept, NULL);
  return g_strjoinv (" ", (char **) kept->pdata);
}

/* Issue 24: at a narrow --width (500) no view cuts a word or runs its
   headings into each other: it holds the very words its own width does,
   none cut short ("floating e…"; it is drawn as wide as its words need
   and shrunk);
   a view that would have to shrink below 40 % is refused with one sentence
   giving the least width, and that width is drawn. The level scales
   itself. */
static void
test_narrow_whole (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ViewCase *c = &cases[i];
      g_autofree char *own_name = g_strdup_printf ("own%u.svg", i);
      g_autofree char *own = NULL, *own_texts = NULL, *own_words = NULL;
      g_autofree char *narrow_texts = NULL, *narrow_words = NULL, *path = NULL;
      g_autofree char *out = NULL, *err = NULL;
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      const char *width = "500";
      int n;

      if (strcmp (c->view, "level") == 0)
        continue;
      own = export (c->view, own_name, c->args);
      own_texts = svg_texts (own, &n);
      own_words = sorted_words (own_texts);
      path = g_build_filename (tmpdir, "narrow.svg", NULL);
      for (int attempt = 0; attempt < 2; attempt++)
        {
          g_ptr_array_set_size (args, 0);
          g_ptr_array_add (args, (char *) "export");
          g_ptr_array_add (args, (char *) c->view);
          g_ptr_array_add (args, (char *) "--output");
          g_ptr_array_add (args, path);
          g_ptr_array_add (args, (char *) "--width");
          g_ptr_array_add (args, (char *) width);
          for (int k = 0; c->args[k]; k++)
            g_ptr_array_add (args, (char *) c->args[k]);
          g_ptr_array_add (args, NULL);
          g_clear_pointer (&out, g_free);
          g_clear_pointer (&err, g_free);
          if (run_cli ((const char *const *) args->pdata, &out, &err))
            break;
          /* refused: one sentence naming the least width, which is drawn */
          g_test_message ("%s: %s", c->view, err);
          g_assert_cmpint (attempt, ==, 0);
          g_assert_nonnull (strstr (err, "too narrow"));
          g_assert_nonnull (strstr (err, "give at least "));
          width = strstr (err, "give at least ") + strlen ("give at least ");
          g_assert_cmpint (atoi (width), >, 500);
          width = g_strdup_printf ("%d", atoi (width));
        }
      /* a cut word ("floating e…") differs from its own width's */
      narrow_texts = svg_texts (path, &n);
      narrow_words = sorted_words (narrow_texts);
      if (strcmp (narrow_words, own_words) != 0)
        g_error ("%s at --width %s: its words differ from its own width's:\n%s\n--\n%s",
                 c->view, width, narrow_words, own_words);
      if (strcmp (width, "500") != 0)
        g_free ((char *) width);
    }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("NHSPAWN_CLI") == NULL)
    {
      g_print ("1..0 # SKIP NHSPAWN_CLI is not set\n");
      return 0;
    }
  tmpdir = g_dir_make_tmp ("nhs-views-XXXXXX", NULL);
  g_test_add_func ("/nhs/export-views/views", test_views);
  g_test_add_func ("/nhs/export-views/narrow-whole", test_narrow_whole);
  g_test_add_func ("/nhs/export-views/formats", test_formats);
  g_test_add_func ("/nhs/export-views/long-names", test_long_names);
  g_test_add_func ("/nhs/export-views/title-fits", test_title_fits);
  g_test_add_func ("/nhs/export-views/place", test_place);
  g_test_add_func ("/nhs/export-views/dungeon-legend", test_dungeon_legend);
  g_test_add_func ("/nhs/export-views/dungeon-medusa-line", test_dungeon_medusa_line);
  status = g_test_run ();
  {
    g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;

    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *path = g_build_filename (tmpdir, name, NULL);

        g_unlink (path);
      }
    g_rmdir (tmpdir);
    g_free (tmpdir);
  }
  return status;
}
