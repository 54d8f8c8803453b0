/* test-guides.c: compare, profile and heatmap, the table writers (issue 13)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-diff.h"
#include "nhs-renames.h"
#include "nhs-profile.h"
#include "nhs-report.h"
#include "nhs-report-mkclass.h"
#include "nhs-presets.h"
#include "nhs-rndmonst.h"
#include "nhs-error.h"
#include "nhs-json-text.h"
#include "nhs-table.h"
#include "nhs-test-utils.h"

#include <stdlib.h>
#include <string.h>

/* The shortest round trip */

static void
test_format_double (void)
{
  static const double values[] = { 0.075275, 7.5275, 1.0 / 3, 2.0 / 3, 100.0 * 5 / 281, 1e-12,
                                   123456789.125, 0.1, 0.3, 1e300, -2.5 };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *s = nhs_format_double (values[i]);
      char shorter[64];

      /* it reads back exactly ... */
      g_assert_cmpfloat (g_ascii_strtod (s, NULL), ==, values[i]);
      /* ... and one digit fewer would not */
      if (strlen (s) > 3)
        {
          int digits = 0;
          gboolean significant = FALSE;

          /* significant digits: from the first nonzero one */
          for (const char *p = s; *p && *p != 'e'; p++)
            {
              significant = significant || (*p >= '1' && *p <= '9');
              digits += significant && g_ascii_isdigit (*p);
            }
          g_ascii_formatd (shorter, sizeof shorter, "%.1g", values[i]);
          if (digits > 1)
            {
              char fmt[8];

              g_snprintf (fmt, sizeof fmt, "%%.%dg", digits - 1);
              g_ascii_formatd (shorter, sizeof shorter, fmt, values[i]);
              g_assert_cmpfloat (g_ascii_strtod (shorter, NULL), !=, values[i]);
            }
        }
    }
  {
    g_autofree char *a = nhs_format_double (0.075275);
    g_autofree char *b = nhs_format_double (7.5275);
    g_autofree char *z = nhs_format_double (0);

    g_assert_cmpstr (a, ==, "0.075275");
    g_assert_cmpstr (b, ==, "7.5275");
    g_assert_cmpstr (z, ==, "0");
  }
}

/* Every JSON document: numbers shortest-round-trip, strings untouched */

static void
test_json_numbers (void)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autofree char *shortened = NULL;
  g_autoptr (GError) error = NULL;
  static const double values[] = { 7.5495, 0.1, 1.0 / 3, 3.0, 1e-7, -2.5, 123456789.125 };
  JsonArray *a;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "numbers");
  json_builder_begin_array (b);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    json_builder_add_double_value (b, values[i]);
  json_builder_add_int_value (b, G_GINT64_CONSTANT (9007199254740993));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "text \"7.5495000000000001\"");
  json_builder_add_string_value (b, "0.30000000000000004 \\ \"1.0\"");
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = nhs_json_text (root);

  /* json-glib alone would write 7.5495000000000001 and 0.10000000000000001 */
  g_assert_nonnull (strstr (text, "7.5495,"));
  g_assert_nonnull (strstr (text, "0.1,"));
  g_assert_nonnull (strstr (text, "3.0,"));
  g_assert_nonnull (strstr (text, "9007199254740993"));
  g_assert_nonnull (strstr (text, "\"0.30000000000000004 \\\\ \\\"1.0\\\"\""));
  g_assert_nonnull (strstr (text, "\"text \\\"7.5495000000000001\\\"\""));
  /* every value reads back exactly, the string and the member name unchanged */
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  a = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "numbers");
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_assert_cmpfloat (json_array_get_double_element (a, i), ==, values[i]);
  g_assert_cmpint (json_array_get_int_element (a, G_N_ELEMENTS (values)), ==,
                   G_GINT64_CONSTANT (9007199254740993));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json_parser_get_root (parser)),
                                                  "text \"7.5495000000000001\""),
                   ==, "0.30000000000000004 \\ \"1.0\"");
  /* text without reals comes back as it was */
  shortened = nhs_json_text_shorten_numbers ("{\"a\" : [1, -2, 30], \"b\" : \"x.5e3\"}");
  g_assert_cmpstr (shortened, ==, "{\"a\" : [1, -2, 30], \"b\" : \"x.5e3\"}");
}

/* The writers round-trip: parse each format back and get every cell. */

static NhsTable *
tricky_table (void)
{
  NhsTable *t = nhs_table_new ("A, \"caption\" | with [[brackets]] & <tags>");
  static const char *cells[][4] = {
    { "a", "soldier ant", "3/118", "2.5423728813559321" },
    { "|", "a \"quoted\", comma", "1", "0" },
    { "!", "pipe | and || two", "-1/2", "-50" },
    { "[", "[[link]] <b>&amp;", "", "1e-05" },
    { "*", "under_score *star* `tick` \\back", "7", "7.5275" },
  };

  nhs_table_add_column (t, "Symbol", NHS_COLUMN_SYMBOL);
  nhs_table_add_column (t, "Monster", NHS_COLUMN_MONSTER);
  nhs_table_add_column (t, "Chance", NHS_COLUMN_NUMBER);
  nhs_table_add_column (t, "%", NHS_COLUMN_NUMBER);
  for (guint r = 0; r < G_N_ELEMENTS (cells); r++)
    {
      nhs_table_begin_row (t);
      for (int c = 0; c < 4; c++)
        if (r == 3 && c == 1)
          nhs_table_add_plain (t, cells[r][c]);
        else
          nhs_table_add_text (t, cells[r][c]);
    }
  return t;
}

/* RFC 4180 */
static GPtrArray *
parse_csv (const char *text)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  GPtrArray *row = g_ptr_array_new ();
  GString *field = g_string_new (NULL);
  const char *p = text;

  while (*p)
    {
      if (*p == '"')
        {
          for (p++; *p; p++)
            {
              if (*p == '"' && p[1] == '"')
                g_string_append_c (field, '"'), p++;
              else if (*p == '"')
                break;
              else
                g_string_append_c (field, *p);
            }
          p++;
          continue;
        }
      if (*p == ',' || *p == '\n')
        {
          /* a formula neutralised as OWASP says: "'" before = + - @ */
          if (field->str[0] == '\'' && strchr ("=+-@", field->str[1]) != NULL && field->str[1])
            g_string_erase (field, 0, 1);
          g_ptr_array_add (row, g_string_free (field, FALSE));
          field = g_string_new (NULL);
          if (*p == '\n')
            {
              g_ptr_array_add (row, NULL);
              g_ptr_array_add (rows, g_ptr_array_free (row, FALSE));
              row = g_ptr_array_new ();
            }
        }
      else
        g_string_append_c (field, *p);
      p++;
    }
  g_string_free (field, TRUE);
  g_ptr_array_free (row, TRUE);
  return rows;
}

static void
assert_rows (const NhsTable *t,
             GPtrArray      *rows,
             gboolean        heading_row,
             gboolean        csv)
{
  int first = heading_row ? 1 : 0;

  g_assert_cmpint (rows->len, ==, nhs_table_n_rows (t) + first);
  if (heading_row)
    for (int c = 0; c < nhs_table_n_columns (t); c++)
      g_assert_cmpstr (((char **) rows->pdata[0])[c], ==, nhs_table_heading (t, c));
  for (int r = 0; r < nhs_table_n_rows (t); r++)
    {
      char **cells = rows->pdata[r + first];

      g_assert_cmpint (g_strv_length (cells), ==, nhs_table_n_columns (t));
      for (int c = 0; c < nhs_table_n_columns (t); c++)
        g_assert_cmpstr (cells[c], ==, csv ? nhs_table_cell_csv (t, r, c)
                                           : nhs_table_cell_shown (t, r, c));
    }
}

static char *
unescape_markdown (const char *s)
{
  GString *out = g_string_new (NULL);

  for (; *s; s++)
    {
      if (*s == '\\' && s[1])
        s++;
      g_string_append_c (out, *s);
    }
  return g_string_free (out, FALSE);
}

static GPtrArray *
parse_markdown (const char *text,
                char      **caption)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i]; i++)
    {
      const char *line = lines[i];
      GPtrArray *cells;
      GString *cell;

      if (g_str_has_prefix (line, "**") && g_str_has_suffix (line, "**"))
        {
          g_autofree char *inner = g_strndup (line + 2, strlen (line) - 4);

          *caption = unescape_markdown (inner);
          continue;
        }
      if (line[0] != '|' || g_str_has_prefix (line, "| ---") )
        continue;
      cells = g_ptr_array_new ();
      cell = NULL;
      for (const char *p = line + 1; *p; p++)
        {
          if (*p == '\\' && p[1])
            {
              if (!cell)
                cell = g_string_new (NULL);
              g_string_append_c (cell, *p);
              g_string_append_c (cell, *++p);
              continue;
            }
          if (*p == '|')
            {
              g_autofree char *raw = g_strstrip (g_string_free (cell ? cell : g_string_new (NULL), FALSE));

              g_ptr_array_add (cells, unescape_markdown (raw));
              cell = NULL;
              continue;
            }
          if (!cell)
            cell = g_string_new (NULL);
          g_string_append_c (cell, *p);
        }
      if (cell)
        g_string_free (cell, TRUE);
      g_ptr_array_add (cells, NULL);
      g_ptr_array_add (rows, g_ptr_array_free (cells, FALSE));
    }
  return rows;
}

static char *
unescape_wiki (const char *s)
{
  g_autofree char *a = NULL;
  GString *out = g_string_new (NULL);
  static const struct { const char *ref, *ch; } refs[] = {
    { "&#124;", "|" }, { "&#33;", "!" }, { "&#91;", "[" }, { "&#93;", "]" }, { "&lt;", "<" },
    { "&amp;", "&" },
  };

  if (g_str_has_prefix (s, "<nowiki>") && g_str_has_suffix (s, "</nowiki>"))
    s = a = g_strndup (s + 8, strlen (s) - 17);
  else if (g_str_has_prefix (s, "[[") && g_str_has_suffix (s, "]]"))
    s = a = g_strndup (s + 2, strlen (s) - 4);
  while (*s)
    {
      gboolean hit = FALSE;

      if (s[0] == '&' && s[1] == '#' && g_ascii_isdigit (s[2]) && strchr (s, ';') != NULL)
        {
          /* any numeric character reference (nhs-escape.c writes them) */
          g_string_append_unichar (out, (gunichar) strtoul (s + 2, NULL, 10));
          s = strchr (s, ';') + 1;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (refs) && !hit; k++)
        if (g_str_has_prefix (s, refs[k].ref))
          {
            g_string_append (out, refs[k].ch);
            s += strlen (refs[k].ref);
            hit = TRUE;
          }
      if (!hit)
        g_string_append_c (out, *s++);
    }
  return g_string_free (out, FALSE);
}

static GPtrArray *
parse_wiki (const char *text,
            char      **caption)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  g_assert_true (g_str_has_prefix (text, "{| class=\"wikitable sortable\"\n"));
  for (int i = 1; lines[i]; i++)
    {
      const char *line = lines[i];
      g_auto (GStrv) parts = NULL;
      GPtrArray *cells;

      if (g_str_has_prefix (line, "|+ "))
        {
          *caption = unescape_wiki (line + 3);
          continue;
        }
      if (strcmp (line, "|}") == 0)
        break;    /* below: the note on rounded fractions, if any */
      if (strcmp (line, "|-") == 0 || *line == '\0')
        continue;
      g_assert_true (line[0] == '|' || line[0] == '!');
      parts = g_strsplit (line + 2, line[0] == '!' ? " !! " : " || ", -1);
      cells = g_ptr_array_new ();
      for (int k = 0; parts[k]; k++)
        g_ptr_array_add (cells, unescape_wiki (g_strstrip (parts[k])));
      g_ptr_array_add (cells, NULL);
      g_ptr_array_add (rows, g_ptr_array_free (cells, FALSE));
    }
  return rows;
}

static void
assert_round_trip (NhsTable *t)
{
  g_autofree char *csv = nhs_table_write (t, NHS_FORMAT_CSV);
  g_autofree char *md = nhs_table_write (t, NHS_FORMAT_MARKDOWN);
  g_autofree char *wiki = nhs_table_write (t, NHS_FORMAT_WIKI);
  g_autoptr (GPtrArray) csv_rows = parse_csv (csv);
  g_autofree char *md_caption = NULL, *wiki_caption = NULL;
  g_autoptr (GPtrArray) md_rows = parse_markdown (md, &md_caption);
  g_autoptr (GPtrArray) wiki_rows = parse_wiki (wiki, &wiki_caption);

  assert_rows (t, csv_rows, TRUE, TRUE);
  assert_rows (t, md_rows, TRUE, FALSE);
  assert_rows (t, wiki_rows, TRUE, FALSE);
  if (*nhs_table_caption (t))
    {
      g_assert_cmpstr (md_caption, ==, nhs_table_caption (t));
      g_assert_cmpstr (wiki_caption, ==, nhs_table_caption (t));
    }
}

static void
test_round_trip (void)
{
  g_autoptr (NhsTable) t = tricky_table ();
  NhsMonsterSet *set = nhs_test_variant_set (NHS_VARIANT_367);
  g_autoptr (NhsDistribution) dist = NULL;
  g_autoptr (NhsClassDist) cls = NULL;
  g_autoptr (NhsTable) probs = NULL;
  g_autoptr (NhsTable) mk = NULL;
  g_autoptr (NhsTable) align = NULL;
  g_autofree char *wiki = nhs_table_write (t, NHS_FORMAT_WIKI);
  NhsSituation sit;

  assert_round_trip (t);
  /* links and nowiki where they belong, not on plain cells */
  g_assert_nonnull (strstr (wiki, "[[soldier ant]]"));
  g_assert_nonnull (strstr (wiki, "<nowiki>a</nowiki>"));
  g_assert_null (strstr (wiki, "[[&#91;"));

  /* and the real tables */
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_QUEST, 14, 10);
  dist = nhs_rndmonst_compute (set, &sit, NULL);
  probs = nhs_probs_table (dist);
  assert_round_trip (probs);
  cls = nhs_mkclass_compute (set, &sit, nhs_mkclass_lookup_class (set, "&"), NHS_MKCLASS_ANY_ALIGN,
                             NULL);
  mk = nhs_class_dist_table (cls);
  assert_round_trip (mk);
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsTable) a = nhs_align_table (nhs_variant_get (v), v % 2);

      assert_round_trip (a);
    }
}

/* The heatmap and the profile against plain rndmonst () calls */

static void
assert_cell (NhsMonsterSet        *set,
             const NhsSituation   *sit,
             const int            *members,
             int                   n,
             const NhsProfileCell *cell)
{
  g_autoptr (NhsDistribution) d = nhs_rndmonst_compute (set, sit, NULL);
  mpq_t want, one, got;

  g_assert_nonnull (d);
  mpq_inits (want, one, got, NULL);
  for (int k = 0; k < n; k++)
    {
      nhs_distribution_chance (d, members[k], one);
      mpq_add (want, want, one);
    }
  /* the cell's exact chance (EvilHack's mixtures included) is the sum of
     rndmonst's exact chances */
  nhs_profile_cell_chance (cell, got);
  g_assert_true (mpq_equal (want, got));
  g_assert_cmpint (d->exact != NULL, ==, cell->exact != NULL);
  mpq_clears (want, one, got, NULL);
}

static void
check_heatmap_every (NhsVariantId v,
                     NhsRegion    region,
                     const char  *monster,
                     const char  *class_text,
                     gboolean     amulet,
                     int          step)
{
  NhsMonsterSet *set = nhs_test_variant_set (v);
  g_autoptr (GArray) members = NULL;
  g_autoptr (GError) error = NULL;
  NhsHeatmap *hm = g_new0 (NhsHeatmap, 1);
  NhsSituation sit;

  nhs_test_situation (&sit, v, region, 12, 8);
  sit.amulet = amulet;
  members = nhs_profile_members (set, monster, class_text, NULL, &error);
  if (members == NULL)
    {
      /* the version lacks the monster: one clear sentence */
      g_assert_error (error, NHS_ERROR, NHS_ERROR_UNKNOWN_NAME);
      g_free (hm);
      return;
    }
  g_assert_true (nhs_heatmap_compute (hm, set, &sit, (int *) (void *) members->data,
                                      (int) members->len, &error));
  g_assert_no_error (error);
  for (int d = 1; d <= NHS_PROFILE_DEPTHS; d += step)
    for (int x = 1; x <= NHS_PROFILE_XLS; x += step)
      {
        NhsSituation cell = sit;

        cell.depth = d;
        cell.xl = x;
        assert_cell (set, &cell, (int *) (void *) members->data, (int) members->len,
                     &hm->cells[d - 1][x - 1]);
      }
  nhs_heatmap_clear (hm);
  g_free (hm);
}

/* Every cell. */
static void
check_heatmap (NhsVariantId v,
               NhsRegion    region,
               const char  *monster,
               const char  *class_text,
               gboolean     amulet)
{
  check_heatmap_every (v, region, monster, class_text, amulet, 1);
}

static void
test_heatmap_cells (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      check_heatmap (v, NHS_REGION_DUNGEONS, "soldier ant", NULL, FALSE);
      check_heatmap (v, NHS_REGION_GEHENNOM, NULL, "&", TRUE);
    }
  check_heatmap (NHS_VARIANT_SLASHEM, NHS_REGION_ORACLE, "woodchuck", NULL, FALSE);
  check_heatmap (NHS_VARIANT_367, NHS_REGION_QUEST, NULL, "c", FALSE);
  /* EvilHack's player monsters: exact mixtures in the cells */
  check_heatmap_every (NHS_VARIANT_EVILHACK, NHS_REGION_DUNGEONS, "valkyrie", NULL, FALSE, 3);
}

static void
test_profile (void)
{
  NhsMonsterSet *sets[NHS_N_VARIANTS];
  g_autoptr (NhsProfile) p = NULL;
  g_autoptr (GError) error = NULL;
  NhsSituation sit;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_test_variant_set (v);
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 12, 8);
  p = nhs_profile_compute (sets, &sit, "cockatrice", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (p->title, ==, "cockatrice");

  /* the lines: every version's cell is that version's rndmonst () */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      const NhsProfileLine *line = &p->lines[v];
      int idx = nhs_test_monster_index (sets[v], "cockatrice");
      double best = 0;

      g_assert_true (line->present);
      for (int d = 1; d <= NHS_PROFILE_DEPTHS; d++)
        {
          NhsSituation cell = sit;

          cell.variant = v;
          cell.depth = d;
          assert_cell (sets[v], &cell, &idx, 1, &line->cells[d - 1]);
          if (d >= line->depth_lo && d <= line->depth_hi)
            best = MAX (best, (double) line->cells[d - 1].num / line->cells[d - 1].den);
        }
      /* the most likely depth holds the largest chance of the real depths */
      g_assert_cmpint (line->best_depth, >=, line->depth_lo);
      g_assert_cmpfloat ((double) line->cells[line->best_depth - 1].num
                         / line->cells[line->best_depth - 1].den, ==, best);
    }

  /* first depth: nothing above it, something there (3.6.7: difficulty 8
     cockatrices need (depth + XL) / 2 >= 8) */
  for (int x = 1; x <= NHS_PROFILE_XLS; x++)
    {
      int first = p->first_depth[x - 1];

      g_assert_cmpint (first, >=, 1);
      g_assert_cmpuint (p->heatmap.cells[first - 1][x - 1].num, >, 0);
      for (int d = 1; d < first; d++)
        g_assert_cmpuint (p->heatmap.cells[d - 1][x - 1].num, ==, 0);
    }
  g_assert_cmpint (p->first_depth[7], ==, 8);
  g_assert_cmpint (p->first_depth[0], ==, 15);

  /* a class sums its members; unknown names are one sentence */
  {
    g_autoptr (NhsProfile) cls = nhs_profile_compute (sets, &sit, NULL, "c", &error);
    g_autoptr (NhsProfile) bad = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (cls->members->len, >=, 2);
    for (int d = 0; d < NHS_PROFILE_DEPTHS; d++)
      for (int x = 0; x < NHS_PROFILE_XLS; x++)
        g_assert_cmpuint (cls->heatmap.cells[d][x].num * p->heatmap.cells[d][x].den, >=,
                          p->heatmap.cells[d][x].num * cls->heatmap.cells[d][x].den);
    bad = nhs_profile_compute (sets, &sit, "no such beast", NULL, &error);
    g_assert_null (bad);
    g_assert_error (error, NHS_ERROR, NHS_ERROR_UNKNOWN_NAME);
    g_assert_nonnull (strstr (error->message, "no such beast"));
  }
}

static const NhsProfileOrigin *
find_origin (const NhsProfile     *p,
             NhsProfileOriginKind  kind,
             const char           *key)
{
  for (guint i = 0; i < p->origins->len; i++)
    {
      const NhsProfileOrigin *o = g_ptr_array_index (p->origins, i);

      if (o->kind == kind && g_strcmp0 (o->key, key) == 0)
        return o;
    }
  return NULL;
}

static void
test_profile_origins (void)
{
  NhsMonsterSet *sets[NHS_N_VARIANTS] = { NULL };
  g_autoptr (NhsProfile) ant = NULL;
  g_autoptr (NhsProfile) fog37 = NULL;
  g_autoptr (NhsProfile) fog367 = NULL;
  const NhsProfileOrigin *o;
  NhsSituation sit;

  for (int v = 0; v < NHS_N_VARIANTS; v++)
    sets[v] = nhs_test_variant_set (v);
  nhs_test_situation (&sit, NHS_VARIANT_367, NHS_REGION_DUNGEONS, 12, 8);
  ant = nhs_profile_compute (sets, &sit, "soldier ant", NULL, NULL);
  /* insects summoned: the preset's own answer for the soldier ant */
  o = find_origin (ant, NHS_PROFILE_ORIGIN_PRESET, "summon-insects");
  g_assert_nonnull (o);
  {
    NhsPresetOptions opts = { NULL, NHS_MKCLASS_ANY_ALIGN };
    g_autoptr (NhsClassDist) d = nhs_preset_compute (sets[NHS_VARIANT_367], &sit, "summon-insects",
                                                     &opts, NULL);

    g_assert_true (mpq_equal (o->value, d->probs[nhs_test_monster_index (sets[NHS_VARIANT_367],
                                                                         "soldier ant")]));
  }
  /* the Valkyrie's quest enemies are ants */
  g_assert_nonnull (find_origin (ant, NHS_PROFILE_ORIGIN_QUEST, "Valkyrie"));
  g_assert_null (find_origin (ant, NHS_PROFILE_ORIGIN_QUEST, "Wizard"));
  g_assert_nonnull (find_origin (ant, NHS_PROFILE_ORIGIN_LEVEL, "level"));

  /* themed rooms: 3.7's cloud room makes fog clouds; 3.6.7 has none */
  sit.variant = NHS_VARIANT_37;
  fog37 = nhs_profile_compute (sets, &sit, "fog cloud", NULL, NULL);
  g_assert_nonnull (find_origin (fog37, NHS_PROFILE_ORIGIN_THEMED_ROOM, "Cloud room"));
  sit.variant = NHS_VARIANT_367;
  fog367 = nhs_profile_compute (sets, &sit, "fog cloud", NULL, NULL);
  g_assert_null (find_origin (fog367, NHS_PROFILE_ORIGIN_THEMED_ROOM, "Cloud room"));
  /* every version with themed rooms has it, the others none */
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    {
      g_autoptr (NhsProfile) fog = NULL;

      sit.variant = v;
      fog = nhs_profile_compute (sets, &sit, "fog cloud", NULL, NULL);
      g_assert_cmpint (find_origin (fog, NHS_PROFILE_ORIGIN_THEMED_ROOM, "Cloud room") != NULL, ==,
                       nhs_variant_get (v)->has_themed_rooms);
    }
}

/* Compare: every difference is two probs calls apart */

/* Issue 24: from 3.6.7 to 5.0.0 a renamed monster is one row under both
   names, never "left" and "entered"; incubus and succubus are one row with
   their chances summed; both ways. */
static void
test_compare_renames (void)
{
  for (int way = 0; way < 2; way++)
    {
      NhsVariantId va = way == 0 ? NHS_VARIANT_367 : NHS_VARIANT_500;
      NhsVariantId vb = way == 0 ? NHS_VARIANT_500 : NHS_VARIANT_367;
      NhsMonsterSet *sa = nhs_test_variant_set (va), *sb = nhs_test_variant_set (vb);
      g_autoptr (NhsDistribution) da = NULL;
      g_autoptr (NhsDiff) diff = NULL;
      NhsSituation a, b;
      int renamed = 0, merged = 0;

      nhs_test_situation (&a, va, NHS_REGION_DUNGEONS, 20, 14);
      nhs_test_situation (&b, vb, NHS_REGION_DUNGEONS, 20, 14);
      diff = nhs_diff_compute (sa, &a, sb, &b, NULL);
      da = nhs_rndmonst_compute (sa, &a, NULL);
      g_assert_nonnull (diff);
      for (int i = 0; i < diff->n_rows; i++)
        {
          const NhsDiffRow *r = &diff->rows[i];
          gboolean in_table = FALSE;

          for (gsize k = 0; k < nhs_n_renames; k++)
            in_table = in_table || (g_str_equal (nhs_renames[k].since, "3.7")
                                    && (g_ascii_strcasecmp (r->name, nhs_renames[k].old_name) == 0
                                        || g_ascii_strcasecmp (r->name, nhs_renames[k].new_name) == 0));
          if (in_table)
            {
              /* a name of the table is never one side only */
              g_assert_cmpint (r->index_a, >=, 0);
              g_assert_cmpint (r->index_b, >=, 0);
              g_assert_nonnull (r->name_b);
              g_assert_nonnull (strstr (r->label, " → "));
            }
          if (nhs_diff_row_identity (r) == NHS_DIFF_RENAMED)
            renamed++;
          if (g_str_equal (r->name, "dwarf lord") || g_str_equal (r->name, "dwarf leader"))
            {
              g_assert_cmpint (nhs_diff_row_identity (r), ==, NHS_DIFF_RENAMED);
              g_assert_cmpstr (r->label, ==, way == 0 ? "dwarf lord → dwarf leader"
                                                      : "dwarf leader → dwarf lord");
            }
          if (nhs_diff_row_identity (r) == NHS_DIFF_MERGED)
            {
              const NhsMonster *inc = nhs_monster_set_lookup (way == 0 ? sa : sb, "incubus");
              const NhsMonster *suc = nhs_monster_set_lookup (way == 0 ? sa : sb, "succubus");
              mpq_t sum;

              g_assert_nonnull (strstr (r->label, "incubus"));
              g_assert_nonnull (strstr (r->label, "succubus"));
              g_assert_nonnull (strstr (r->label, "amorous demon"));
              g_assert_cmpint (way == 0 ? r->n_a : r->n_b, ==, 2);
              if (way == 0)
                {
                  mpq_init (sum);
                  mpq_set_ui (sum, da->candidates[inc->index].num + da->candidates[suc->index].num, da->den);
                  mpq_canonicalize (sum);
                  g_assert_true (mpq_equal (sum, r->chance_a));
                  mpq_clear (sum);
                }
              merged++;
            }
        }
      g_assert_cmpint (renamed, >=, 10);
      g_assert_cmpint (merged, ==, 1);
      {
        g_autofree char *table = nhs_report_diff (diff, NHS_FORMAT_TABLE);

        g_assert_nonnull (strstr (table, "renamed"));
        g_assert_nonnull (strstr (table, "merged"));
      }
    }
}

/* Two entries of two versions that are one monster by what the game says
   of it (class, level, speed, AC, MR, frequency and attacks), whatever
   their names */
static gboolean
same_stats (const NhsMonster *a,
            const NhsMonster *b)
{
  if (a->symbol != b->symbol || a->level != b->level || a->speed != b->speed || a->ac != b->ac
      || a->mr != b->mr || a->frequency != b->frequency || a->n_attacks != b->n_attacks)
    return FALSE;
  for (int k = 0; k < a->n_attacks; k++)
    if (g_strcmp0 (a->attacks[k].type, b->attacks[k].type) != 0
        || g_strcmp0 (a->attacks[k].damage, b->attacks[k].damage) != 0
        || a->attacks[k].dice != b->attacks[k].dice || a->attacks[k].sides != b->attacks[k].sides)
      return FALSE;
  return TRUE;
}

/* Issue 24, for every pair of versions (xNetHack and EvilHack too): a
   monster is called "left" or "entered" only when it really left or
   entered: never when the other version has the same monster under
   another name.  Caught before: 3.6.7's dwarf, gnome and vampire "left"
   EvilHack while its mountain dwarf, rock gnome and vampire sovereign
   (the same monsters; the old names are race placeholders there)
   "entered". */
static void
test_compare_renames_every_pair (void)
{
  static const int depths[][2] = { { 8, 5 }, { 20, 14 } };

  for (int va = 0; va < NHS_N_VARIANTS; va++)
    for (int vb = 0; vb < NHS_N_VARIANTS; vb++)
      for (gsize d = 0; d < G_N_ELEMENTS (depths) && va != vb; d++)
        {
          NhsMonsterSet *sa = nhs_test_variant_set (va), *sb = nhs_test_variant_set (vb);
          g_autoptr (NhsDiff) diff = NULL;
          NhsSituation a, b;

          nhs_test_situation (&a, va, NHS_REGION_DUNGEONS, depths[d][0], depths[d][1]);
          nhs_test_situation (&b, vb, NHS_REGION_DUNGEONS, depths[d][0], depths[d][1]);
          diff = nhs_diff_compute (sa, &a, sb, &b, NULL);
          g_assert_nonnull (diff);
          for (int i = 0; i < diff->n_rows; i++)
            for (int j = 0; j < diff->n_rows; j++)
              {
                const NhsDiffRow *l = &diff->rows[i], *e = &diff->rows[j];

                if (nhs_diff_row_change (l) != NHS_DIFF_LEFT
                    || nhs_diff_row_change (e) != NHS_DIFF_ENTERED
                    || l->index_a < 0 || e->index_b < 0)
                  continue;
                if (same_stats (&sa->monsters[l->index_a], &sb->monsters[e->index_b]))
                  g_error ("%s -> %s, depth %d: %s left and %s entered, one monster",
                           nhs_variant_get (va)->key, nhs_variant_get (vb)->key, depths[d][0],
                           l->name, e->name);
              }
        }
}

static void
check_diff (NhsVariantId a_v,
            int          a_depth,
            NhsVariantId b_v,
            int          b_depth,
            int          b_xl)
{
  NhsMonsterSet *sa = nhs_test_variant_set (a_v), *sb = nhs_test_variant_set (b_v);
  g_autoptr (NhsDistribution) da = NULL;
  g_autoptr (NhsDistribution) db = NULL;
  g_autoptr (NhsDiff) diff = NULL;
  NhsSituation a, b;
  int entered = 0, left = 0, merged = 0;
  mpq_t pa, pb, d, sum_a, sum_b;

  nhs_test_situation (&a, a_v, NHS_REGION_DUNGEONS, a_depth, 8);
  nhs_test_situation (&b, b_v, NHS_REGION_DUNGEONS, b_depth, b_xl);
  diff = nhs_diff_compute (sa, &a, sb, &b, NULL);
  da = nhs_rndmonst_compute (sa, &a, NULL);
  db = nhs_rndmonst_compute (sb, &b, NULL);
  mpq_inits (pa, pb, d, sum_a, sum_b, NULL);
  for (int i = 0; i < diff->n_rows; i++)
    {
      const NhsDiffRow *r = &diff->rows[i];

      mpq_add (sum_a, sum_a, r->chance_a);
      mpq_add (sum_b, sum_b, r->chance_b);
      if (nhs_diff_row_identity (r) == NHS_DIFF_MERGED)
        {
          /* a merge sums its entries: checked in /nhs/guides/compare-renames */
          merged++;
          continue;
        }
      mpq_set_ui (pa, r->index_a >= 0 ? da->candidates[r->index_a].num : 0, da->den);
      mpq_set_ui (pb, r->index_b >= 0 ? db->candidates[r->index_b].num : 0, db->den);
      mpq_canonicalize (pa);
      mpq_canonicalize (pb);
      mpq_sub (d, pb, pa);
      g_assert_true (mpq_equal (pa, r->chance_a));
      g_assert_true (mpq_equal (pb, r->chance_b));
      g_assert_true (mpq_equal (d, r->difference));
      entered += nhs_diff_row_change (r) == NHS_DIFF_ENTERED;
      left += nhs_diff_row_change (r) == NHS_DIFF_LEFT;
      g_assert_true ((nhs_diff_row_change (r) == NHS_DIFF_ENTERED) == (mpq_sgn (pa) == 0));
      /* largest change first */
      if (i > 0)
        {
          mpq_t x, y;

          mpq_inits (x, y, NULL);
          mpq_abs (x, diff->rows[i - 1].difference);
          mpq_abs (y, r->difference);
          g_assert_cmpint (mpq_cmp (x, y), >=, 0);
          mpq_clears (x, y, NULL);
        }
    }
  /* every eligible monster of both sides has its row (a merge: one row
     for two), and the rows hold each side's whole chance */
  if (merged == 0)
    {
      g_assert_cmpint (diff->n_rows - entered, ==, da->n_eligible);
      g_assert_cmpint (diff->n_rows - left, ==, db->n_eligible);
    }
  mpq_set_ui (pa, da->den - da->none_num - da->quest_num, da->den);
  mpq_canonicalize (pa);
  mpq_set_ui (pb, db->den - db->none_num - db->quest_num, db->den);
  mpq_canonicalize (pb);
  g_assert_true (mpq_equal (pa, sum_a));
  g_assert_true (mpq_equal (pb, sum_b));
  mpq_clears (pa, pb, d, sum_a, sum_b, NULL);
  {
    g_autoptr (NhsTable) t = nhs_diff_table (diff);

    g_assert_cmpint (nhs_table_n_rows (t), ==, diff->n_rows);
    assert_round_trip (t);
  }
}

static void
test_compare (void)
{
  check_diff (NHS_VARIANT_367, 12, NHS_VARIANT_367, 20, 8);
  check_diff (NHS_VARIANT_343, 12, NHS_VARIANT_SLASHEM, 12, 8);
  check_diff (NHS_VARIANT_367, 5, NHS_VARIANT_37, 5, 14);
  /* 5.0.0 renames (dwarf lord -> dwarf leader, with the old name as its
     male name): one row each, not an entered and a stayed one */
  check_diff (NHS_VARIANT_367, 12, NHS_VARIANT_500, 12, 8);
  check_diff (NHS_VARIANT_500, 12, NHS_VARIANT_367, 12, 8);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nhs/guides/format-double", test_format_double);
  g_test_add_func ("/nhs/guides/json-numbers", test_json_numbers);
  g_test_add_func ("/nhs/guides/round-trip", test_round_trip);
  g_test_add_func ("/nhs/guides/heatmap-cells", test_heatmap_cells);
  g_test_add_func ("/nhs/guides/profile", test_profile);
  g_test_add_func ("/nhs/guides/profile-origins", test_profile_origins);
  g_test_add_func ("/nhs/guides/compare", test_compare);
  g_test_add_func ("/nhs/guides/compare-renames", test_compare_renames);
  g_test_add_func ("/nhs/guides/compare-renames-every-pair", test_compare_renames_every_pair);
  status = g_test_run ();
  nhs_test_clear_variant_sets ();
  return status;
}
