/* test-hostile.c: hostile input (issue 15), one test per class
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case runs the built nhspawn-cli ($NHSPAWN_CLI) in a child with a time
 * limit, so a hang fails the test instead of stalling it, and measures the
 * child's peak memory. The suite also runs under ASan+UBSan (.ci/asan.sh),
 * where an overflow in the child fails the case through its exit status.
 */
#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nhs-data.h"
#include "nhs-error.h"
#include "nhs-json-check.h"
#include "nhs-situation.h"

#include <json-glib/json-glib.h>

/* Seconds a child may run: far above any case's need, even under ASan. */
#define CHILD_SECONDS 60

typedef struct {
  int status;          /* exit status, or 128 + signal */
  char *out;           /* stdout (NULL when sent to /dev/null) */
  char *err;           /* stderr */
  long max_rss_kb;     /* peak resident memory */
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static const char *
cli (void)
{
  return g_getenv ("NHSPAWN_CLI");
}

static char *tmpdir;
/* Set while measuring memory: ASan's quarantine of freed blocks (256 MB by
   default) would otherwise count as the program's own. */
static gboolean small_quarantine;
/* Set to give the child a file-size limit (ulimit -f), in bytes. */
static rlim_t child_fsize_limit;
/* Set to send the child SIGINT this many milliseconds after it starts. */
static guint child_interrupt_ms;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static char *
read_all (const char *path)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return g_strdup ("");
  return text;
}

/* Runs nhspawn-cli with argv (NULL-terminated, without the program),
   stdout kept unless `discard_out`. */
static void
run_argv (Run               *r,
          gboolean           discard_out,
          const char *const *args)
{
  g_autofree char *out_path = tmp_path ("child.out");
  g_autofree char *err_path = tmp_path ("child.err");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  struct rusage ru;
  int wstatus;
  pid_t pid;

  g_ptr_array_add (argv, (gpointer) cli ());
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      int o = open (discard_out ? "/dev/null" : out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
      int e = open (err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
      int in = open ("/dev/null", O_RDONLY);

      if (o < 0 || e < 0 || in < 0)
        _exit (127);
      dup2 (in, 0);
      dup2 (o, 1);
      dup2 (e, 2);
      if (small_quarantine)
        {
          const char *asan = g_getenv ("ASAN_OPTIONS");
          char *opts = g_strconcat (asan ? asan : "", asan ? ":" : "", "quarantine_size_mb=1", NULL);

          g_setenv ("ASAN_OPTIONS", opts, TRUE);
        }
      if (child_fsize_limit > 0)
        {
          struct rlimit rl = { child_fsize_limit, child_fsize_limit };

          setrlimit (RLIMIT_FSIZE, &rl);
        }
      alarm (CHILD_SECONDS);                  /* a hang ends in SIGALRM */
      execv (argv->pdata[0], (char **) argv->pdata);
      _exit (127);
    }
  if (child_interrupt_ms > 0)
    {
      g_usleep (child_interrupt_ms * 1000);
      kill (pid, SIGINT);
    }
  while (wait4 (pid, &wstatus, 0, &ru) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  r->status = WIFEXITED (wstatus) ? WEXITSTATUS (wstatus) : 128 + WTERMSIG (wstatus);
  r->out = discard_out ? NULL : read_all (out_path);
  r->err = read_all (err_path);
  r->max_rss_kb = ru.ru_maxrss;
}

#define run(r, ...) run_argv ((r), FALSE, (const char *const[]) { __VA_ARGS__, NULL })
#define run_quiet(r, ...) run_argv ((r), TRUE, (const char *const[]) { __VA_ARGS__, NULL })

/* Exit status 2, nothing on stdout, one line on stderr holding `expect`. */
static void
assert_refused (Run        *r,
                const char *expect)
{
  if (r->status != 2)
    g_error ("expected exit status 2, got %d; stderr: %s", r->status, r->err);
  g_assert_cmpstr (r->out ? r->out : "", ==, "");
  g_assert_true (g_str_has_prefix (r->err, "nhspawn-cli: "));
  g_assert_nonnull (strchr (r->err, '\n'));
  g_assert_cmpstr (strchr (r->err, '\n') + 1, ==, "");        /* one line */
  if (strstr (r->err, expect) == NULL)
    g_error ("expected “%s” in: %s", expect, r->err);
}

static char *
write_tmp (const char *name,
           const char *data,
           gssize      len)
{
  char *path = tmp_path (name);

  g_assert_true (g_file_set_contents (path, data, len, NULL));
  return path;
}

/* A valid monster file of n entries "m0", "m1" ..., the first one's name
   and level replaced by name0 and level0 (JSON text) when given. */
static GString *
monster_file (int         n,
              const char *name0,
              const char *level0)
{
  GString *s = g_string_new (NULL);

  g_string_printf (s, "{\"variant\": \"3.6.7\", \"special_pm\": %d, \"monsters\": [", n);

  for (int i = 0; i < n; i++)
    {
      char number[16];

      g_snprintf (number, sizeof number, "%d", i);
      g_string_append_printf (s,
      "%s{\"name\": \"%s%s\", \"symbol\": \"a\", \"class\": \"S_ANT\", \"mlet\": 1,"
      " \"level\": %s, \"speed\": 12, \"ac\": 3, \"mr\": 0, \"alignment\": 0, \"frequency\": 1,"
      " \"geno_flags\": [\"G_GENO\"], \"attacks\": [], \"weight\": 10, \"nutrition\": 10,"
      " \"sound\": \"MS_SILENT\", \"size\": \"MZ_TINY\", \"resists\": [], \"conveys\": [],"
      " \"m1\": [], \"m2\": [], \"m3\": [], \"color\": \"CLR_BROWN\"}",
      i ? ", " : "", i == 0 && name0 ? name0 : "m", i == 0 && name0 ? "" : number,
      i == 0 && level0 ? level0 : "2");
    }
  g_string_append (s, "]}");
  return s;
}

/* Class 1: memory overwrite — the genocide set and the monster count */

static void
test_memory_monster_count (void)
{
  g_autoptr (GString) big = monster_file (NHS_MAX_MONSTERS + 1, NULL, NULL);
  g_autoptr (GString) full = monster_file (NHS_MAX_MONSTERS, NULL, NULL);
  g_autofree char *big_path = write_tmp ("big.json", big->str, big->len);
  g_autofree char *full_path = write_tmp ("full.json", full->str, full->len);
  g_autofree char *last = g_strdup_printf ("m%d", NHS_MAX_MONSTERS - 1);
  Run r = { 0 };

  run (&r, "probs", "--data", big_path, "--depth", "5", "--xl", "5", "--genocide", "m1024");
  assert_refused (&r, "must be an array of 1 to 1024 monsters");
  run_clear (&r);

  /* The largest table allowed: the last entry can be genocided, and is. */
  run (&r, "probs", "--data", full_path, "--depth", "5", "--xl", "5", "--format", "csv");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "m1023,"));
  run_clear (&r);
  run (&r, "probs", "--data", full_path, "--depth", "5", "--xl", "5", "--format", "csv",
       "--genocide", last);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "m1022,"));
  g_assert_null (strstr (r.out, "m1023,"));
  run_clear (&r);

  /* diff copies the genocide set between situations */
  run (&r, "diff", "--data", full_path, "--depth", "5", "--xl", "5", "--depth2", "6",
       "--genocide", last, "--format", "csv");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.out, "m1023,"));
  run_clear (&r);
}

/* Class 2: stack overflow — nesting is checked before json-glib parses */

static void
test_nesting (void)
{
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  Run r = { 0 };

  for (int i = 0; i < 70000; i++)
    g_string_append_c (deep, '[');
  path = write_tmp ("deep.json", deep->str, deep->len);
  run (&r, "probs", "--data", path, "--depth", "5", "--xl", "5");
  assert_refused (&r, "nested more than 32 deep");
  run_clear (&r);
  /* The item-use scenario parser is guarded the same way. */
  run (&r, "item-use", "--scenario", path);
  assert_refused (&r, "The scenario: not valid JSON at line 1, column 33: arrays and objects nested more than 32 deep");
  run_clear (&r);

  /* The limit itself: 32 levels pass the check, 33 do not. */
  g_string_truncate (deep, 0);
  for (int i = 0; i < 32; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < 32; i++)
    g_string_append_c (deep, ']');
  g_assert_true (nhs_json_check (deep->str, deep->len, NHS_JSON_MAX_DEPTH, "t", &error));
  g_string_prepend_c (deep, '[');
  g_string_append_c (deep, ']');
  g_assert_false (nhs_json_check (deep->str, deep->len, NHS_JSON_MAX_DEPTH, "t", &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
  g_clear_error (&error);

  /* Regression (fuzz-data-loader, UBSan): empty data with no pointer at all. */
  g_assert_false (nhs_json_check (NULL, 0, NHS_JSON_MAX_DEPTH, "t", &error));
  g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
  g_clear_error (&error);
  {
    g_autoptr (GBytes) empty = g_bytes_new (NULL, 0);
    g_autoptr (NhsMonsterSet) set = nhs_monster_set_load_bytes (empty, "empty.json", &error);

    g_assert_null (set);
    g_assert_error (error, NHS_ERROR, NHS_ERROR_DATA);
    g_assert_nonnull (strstr (error->message, "empty.json: is empty"));
  }
}

/* Class 3: hangs — inputs that are not regular files, and the size limit */

static void
test_special_files (void)
{
  g_autofree char *fifo = tmp_path ("fifo.json");
  g_autofree char *loop = tmp_path ("loop.json");
  g_autofree char *huge = tmp_path ("huge.json");
  int fd;
  Run r = { 0 };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  run (&r, "probs", "--data", fifo, "--depth", "5", "--xl", "5");
  assert_refused (&r, "it is a FIFO (named pipe), not a regular file");
  run_clear (&r);

  run (&r, "probs", "--data", "/dev/zero", "--depth", "5", "--xl", "5");
  assert_refused (&r, "it is a character device, not a regular file");
  g_assert_cmpint (r.max_rss_kb, <, 512 * 1024);
  run_clear (&r);
  run (&r, "item-use", "--scenario", fifo);
  assert_refused (&r, "Could not read the scenario");
  run_clear (&r);

  run (&r, "probs", "--data", tmpdir, "--depth", "5", "--xl", "5");
  assert_refused (&r, "it is a folder");
  run_clear (&r);

  g_assert_cmpint (symlink ("loop.json", loop), ==, 0);
  run (&r, "probs", "--data", loop, "--depth", "5", "--xl", "5");
  assert_refused (&r, "symbolic links form a loop");
  run_clear (&r);

  /* A sparse file just over the limit: refused before reading a byte. */
  fd = open (huge, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, NHS_DATA_MAX_BYTES + 1), ==, 0);
  close (fd);
  run (&r, "probs", "--data", huge, "--depth", "5", "--xl", "5");
  {
    g_autofree char *expect = g_strdup_printf ("more than the %d allowed", NHS_DATA_MAX_BYTES);

    assert_refused (&r, expect);
  }
  run_clear (&r);
}

/* Class 4: memory — level --count streams */

static void
test_bounded_memory (void)
{
  Run small = { 0 }, large = { 0 };

  small_quarantine = TRUE;

  run_quiet (&small, "level", "--depth", "5", "--seed", "1", "--count", "100", "--format", "json");
  run_quiet (&large, "level", "--depth", "5", "--seed", "1", "--count", "3000", "--format", "json");
  small_quarantine = FALSE;
  g_assert_cmpint (small.status, ==, 0);
  g_assert_cmpint (large.status, ==, 0);
  /* Built in memory, 3000 levels took over 100 MB more than 100 did. */
  g_test_message ("peak memory: %ld KB for 100 levels, %ld KB for 3000", small.max_rss_kb,
                  large.max_rss_kb);
  g_assert_cmpint (large.max_rss_kb, <, small.max_rss_kb + 16 * 1024);
  run_clear (&small);
  run_clear (&large);
}

/* Class 5: silent wrong answers */

static void
test_silent_wrong_answers (void)
{
  struct { const char *name0, *level0, *expect; } cases[] = {
    { NULL, "18446744073709551616", "the integer 18446744073709551616 does not fit in 64 bits" },
    { NULL, "9223372036854775808", "does not fit in 64 bits" },
    { NULL, "0x10", "a hex number, which JSON does not have" },
    { "giant\\u0000ant", NULL, "“\\u0000” (a NUL character) inside a string" },
    { "ant\\u0007", NULL, "field \"name\" must not contain control characters" },
    { NULL, "4294967298", "field \"level\" must be an integer from -1 to 127" },
  };
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) text = monster_file (3, cases[i].name0, cases[i].level0);
      g_autofree char *path = write_tmp ("silent.json", text->str, text->len);

      run (&r, "probs", "--data", path, "--depth", "5", "--xl", "5");
      assert_refused (&r, cases[i].expect);
      run_clear (&r);
    }

  /* Seeds are unsigned 64-bit numbers, printed as such. */
  run (&r, "level", "--depth", "3", "--seed", "9223372036854775808", "--format", "json");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"seed\" : 9223372036854775808,"));
  run_clear (&r);
  run (&r, "level", "--depth", "3", "--seed", "18446744073709551615", "--count", "2");
  assert_refused (&r, "would go past the largest seed");
  run_clear (&r);

  /* A whole number past 64 bits is out of range, not "not a whole number". */
  run (&r, "origins", "--depth", "5", "--xl", "3", "--turns", "99999999999999999999");
  assert_refused (&r, "--turns 99999999999999999999 is out of range: it must be from 0 to");
  run_clear (&r);

  /* level-stats counts a filler level too (its terrain and traps): the
     2024 snapshot's Gehennom filler (its own dat/hellfill.lua) is made */
  run (&r, "level-stats", "--depth", "30", "--seed", "1", "--count", "3", "--kind", "maze",
       "--variant", "3.7");
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);

  /* export level: the situation's options take effect or are refused. */
  {
    g_autofree char *a = tmp_path ("level-xl1.svg");
    g_autofree char *b = tmp_path ("level-xl30.svg");
    g_autofree char *ta = NULL;
    g_autofree char *tb = NULL;

    run (&r, "export", "level", "--depth", "10", "--seed", "1", "--xl", "1", "--output", a);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    run (&r, "export", "level", "--depth", "10", "--seed", "1", "--xl", "30", "--output", b);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    g_assert_true (g_file_get_contents (a, &ta, NULL, NULL));
    g_assert_true (g_file_get_contents (b, &tb, NULL, NULL));
    /* --xl changes which monsters the level gets (it used to be ignored) */
    g_assert_cmpstr (ta, !=, tb);
    run (&r, "export", "level", "--depth", "10", "--variant", "3.7", "--output", a);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
    run (&r, "export", "level", "--depth", "7", "--region", "sokoban", "--output", a);
    assert_refused (&r, "soko1-N");
    run_clear (&r);
    run (&r, "export", "level", "--depth", "10", "--seed", "18446744073709551615", "--output", a);
    g_assert_cmpint (r.status, ==, 0);
    run_clear (&r);
  }
}

/* Class 6: unclear errors — what is not JSON is named plainly */

static void
test_unclear_errors (void)
{
  g_autoptr (GString) good = monster_file (2, NULL, NULL);
  struct { const char *text, *expect; } cases[] = {
    { "\xEF\xBB\xBF{}", "starts with a byte-order mark" },
    { "name,level\nant,2\n", "is not JSON: it must start with “{”, not “name,level”" },
    { "", "is empty" },
    { "{\"a\": 1}\n{\"b\": 2}", "line 2, column 1: more follows the end of the top-level value" },
    { "{\"a\": 'x'}", "a single quote" },
  };
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_tmp ("unclear.json", cases[i].text, -1);

      run (&r, "probs", "--data", path, "--depth", "5", "--xl", "5");
      assert_refused (&r, cases[i].expect);
      run_clear (&r);
    }
}

/* Class 5b: options without effect, and impossible situations, are refused */

static void
test_ineffective_options (void)
{
  struct { const char *args[12]; const char *expect; } cases[] = {
    { { "probs", "--variant", "3.6.7", "--aggravate", "--depth", "5", "--xl", "3" },
      "Aggravate monster has no effect on the level difficulty in NetHack 3.6.7" },
    { { "probs", "--variant", "3.7", "--aggravate", "--difficulty", "5", "--xl", "3" },
      "when the level difficulty is set directly" },
    { { "probs", "--variant", "3.6.7", "--temperature", "hot", "--depth", "5", "--xl", "3" },
      "NetHack 3.6.7 has no level temperature" },
    { { "probs", "--variant", "3.6.7", "--groundhog-day", "--region", "oracle", "--depth", "6", "--xl", "3" },
      "Groundhog Day has no effect in NetHack 3.6.7" },
    { { "probs", "--variant", "slashem", "--groundhog-day", "--depth", "5", "--xl", "3" },
      "Groundhog Day only matters on the Oracle level" },
    { { "probs", "--deepest", "20", "--depth", "5", "--xl", "3" },
      "only counts while the hero carries the Amulet" },
    { { "probs", "--amulet", "--deepest", "3", "--depth", "5", "--xl", "3" },
      "cannot be shallower than the depth" },
    { { "probs", "--region", "mines", "--levels-above-entry", "1", "--depth", "5", "--xl", "3" },
      "only in Sokoban and Vlad's Tower, not in the Gnomish Mines." },
    { { "probs", "--variant", "3.4.3", "--region", "sokoban", "--levels-above-entry", "1", "--depth", "5", "--xl", "3" },
      "have no effect on the difficulty in NetHack 3.4.3" },
    { { "probs", "--variant", "3.6.7", "--region", "mines", "--depth", "40", "--xl", "3" },
      "Depth 40 is not a depth of the Gnomish Mines in NetHack 3.6.7: there the depth is the dungeon depth, from 3 to 13" },
    /* level and level-stats keep to the same depths (dungeon.def: the
       Mines' 8 levels +2 from a branch on 2-4 of the Dungeons) */
    { { "level", "--variant", "3.6.7", "--region", "mines", "--depth", "40", "--seed", "1" },
      "Depth 40 is not a depth of the Gnomish Mines in NetHack 3.6.7: there the depth is the dungeon depth, from 3 to 13; --beyond makes a level there all the same" },
    { { "level-stats", "--variant", "3.6.7", "--region", "mines", "--depth", "2", "--seed", "1", "--count", "2" },
      "from 3 to 13; --beyond makes a level there all the same" },
    { { "probs", "--variant", "slashem", "--region", "gehennom", "--depth", "30", "--xl", "3" },
      "there the depth is the dungeon depth, from 43 to 63" },
    { { "probs", "--role", "Valkyrie", "--depth", "5", "--xl", "3" },
      "The hero's role only matters on Quest levels" },
    { { "mkclass", "--class", "n", "--role", "Valkyrie", "--depth", "5", "--xl", "3" },
      "--role is only used by the quest preset" },
    { { "diff", "--region", "mines", "--depth", "5", "--depth2", "20", "--xl", "3" },
      "Depth 20 is not a depth of the Gnomish Mines" },
    { { "diff", "--region", "gehennom", "--depth", "30", "--against", "slashem", "--xl", "3" },
      "Depth 30 is not a depth of Gehennom in SLASH'EM" },
  };
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      run_argv (&r, FALSE, cases[i].args);
      assert_refused (&r, cases[i].expect);
      run_clear (&r);
    }
  /* A difficulty set directly is valid in any region. */
  run (&r, "probs", "--region", "mines", "--difficulty", "40", "--xl", "3");
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* Class 5d: image sizes are checked before cairo sees them */

static void
test_image_sizes (void)
{
  g_autofree char *png = tmp_path ("wide.png");
  g_autofree char *svg = tmp_path ("wide.svg");
  Run r = { 0 };

  run (&r, "export", "chart", "--depth", "5", "--xl", "3", "--width", "32768", "--height", "100",
       "--output", png);
  assert_refused (&r, "a PNG side can be at most 32767 pixels");
  run_clear (&r);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  run (&r, "export", "chart", "--depth", "5", "--xl", "3", "--width", "32769", "--output", svg);
  assert_refused (&r, "--width 32769 is out of range: it must be from 16 to 32768");
  run_clear (&r);
  /* The documented maximum works for SVG. */
  run (&r, "export", "chart", "--depth", "5", "--xl", "3", "--width", "32768", "--output", svg);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* Class 5c: a data file's own version is the version used and reported */

static void
test_data_variant (void)
{
  g_autoptr (GString) text = monster_file (3, NULL, NULL);
  g_autofree char *path = NULL;
  Run r = { 0 };

  g_string_replace (text, "\"variant\": \"3.6.7\"", "\"variant\": \"slashem\"", 1);
  path = write_tmp ("slashem.json", text->str, text->len);
  run (&r, "probs", "--data", path, "--depth", "5", "--xl", "3", "--format", "json");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"variant\" : \"slashem\""));
  run_clear (&r);
  run (&r, "probs", "--data", path, "--variant", "3.6.7", "--depth", "5", "--xl", "3");
  assert_refused (&r, "but --variant is NetHack 3.6.7: give --variant slashem, or leave --variant out");
  run_clear (&r);

  g_string_replace (text, "\"variant\": \"slashem\"", "\"variant\": \"my-variant\"", 1);
  path = (g_free (path), write_tmp ("mine.json", text->str, text->len));
  run (&r, "probs", "--data", path, "--depth", "5", "--xl", "3");
  assert_refused (&r, "which is not a version nhspawn knows: say whose rules to use with --variant");
  run_clear (&r);
  run (&r, "probs", "--data", path, "--variant", "3.7", "--depth", "5", "--xl", "3");
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* Class 6b: arguments that are not UTF-8, control characters, huge ones */

static void
test_argument_messages (void)
{
  g_autofree char *huge = g_strnfill (100000, 'a');
  Run r = { 0 };

  run (&r, "probs", "--region", "x\xff", "--depth", "5", "--xl", "3");
  assert_refused (&r, "The value of --region is not valid UTF-8 text (“x\\xFF”)");
  run_clear (&r);

  run (&r, "probs", "--region", "mi\x1b[31mnes\a", "--depth", "5", "--xl", "3");
  assert_refused (&r, "Unknown region “mi\\x1B[31mnes\\x07”");
  run_clear (&r);

  run (&r, "probs", "--region", huge, "--depth", "5", "--xl", "3");
  assert_refused (&r, "Unknown region “aaaa");
  g_assert_cmpint (strlen (r.err), <, 1000);
  run_clear (&r);
}

/* Class 7: exports onto links and special files */

static void
test_export_destinations (void)
{
  g_autofree char *target = tmp_path ("target.svg");
  g_autofree char *link = tmp_path ("link.svg");
  g_autofree char *fifo = tmp_path ("out-fifo.svg");
  g_autofree char *dev = tmp_path ("devnull.svg");
  g_autofree char *contents = NULL;
  struct stat st;
  Run r = { 0 };

  /* Through a symbolic link: the link stays, its target gets the picture
     and keeps its permission bits. */
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (chmod (target, 0600), ==, 0);
  g_assert_cmpint (symlink ("target.svg", link), ==, 0);
  run (&r, "export", "align-table", "--output", link);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  g_assert_cmpint (lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));

  /* A FIFO or a device is refused, not replaced, and nothing blocks. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  run (&r, "export", "align-table", "--output", fifo);
  assert_refused (&r, "it is a FIFO (named pipe), not a regular file");
  run_clear (&r);
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  /* A link to a device is followed to the device, which is refused. */
  g_assert_cmpint (symlink ("/dev/null", dev), ==, 0);
  run (&r, "export", "align-table", "--output", dev);
  assert_refused (&r, "it is a character device, not a regular file");
  run_clear (&r);
  g_assert_cmpint (lstat (dev, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
}

/* Issue 27: a stranger's monster table names monsters with markup,
   formulas and hidden characters. Each renamed monster can appear at
   depth 5, XL 5 of 3.6.7. */
static const struct { const char *old, *name; } hostile_names[] = {
  { "newt", "<img src=x onerror=alert(1)>" },
  { "jackal", "[link](http://example.com)" },
  { "fox", "{{template}}" },
  { "coyote", "{{{1}}}" },
  { "sewer rat", "sig ~~~~" },
  { "grid bug", "__NOTOC__" },
  { "lichen", "''bold'' it" },
  { "kobold", "=HYPERLINK(\"http://x\",\"y\")" },
  { "goblin", "@SUM(A1:A9)" },
  { "gecko", "+cmd|' /C calc'!A0" },
  { "giant rat", "-2+3+cmd|' /C calc'!A0" },
  { "large kobold", "right\u202Eto left" },
  { "acid blob", "line\u2028break" },
  { "yellow mold", "zero\u200Bwidth" },
  { "gnome", "pipe | cell" },
};

/* The bundled 3.6.7 table with the names above, written to a file. */
static char *
hostile_table (void)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "..", "data", "monsters-3.6.7.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (GError) error = NULL;
  char *path = tmp_path ("hostile-names.json");
  JsonArray *monsters;
  guint renamed = 0;

  json_parser_load_from_file (parser, src, &error);
  g_assert_no_error (error);
  monsters = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "monsters");
  for (guint i = 0; i < json_array_get_length (monsters); i++)
    {
      JsonObject *m = json_array_get_object_element (monsters, i);

      for (guint k = 0; k < G_N_ELEMENTS (hostile_names); k++)
        if (g_str_equal (json_object_get_string_member (m, "name"), hostile_names[k].old))
          {
            json_object_set_string_member (m, "name", hostile_names[k].name);
            renamed++;
          }
    }
  g_assert_cmpuint (renamed, ==, G_N_ELEMENTS (hostile_names));
  json_generator_set_root (gen, json_parser_get_root (parser));
  json_generator_to_file (gen, path, &error);
  g_assert_no_error (error);
  return path;
}

/* No hidden character reaches the output raw. */
static void
assert_no_hidden (const char *out)
{
  g_assert_null (strstr (out, "\u202E"));
  g_assert_null (strstr (out, "\u2028"));
  g_assert_null (strstr (out, "\u200B"));
  g_assert_null (strchr (out, '\r'));
}

static void
assert_hostile_output (const char *format,
                       const char *out)
{
  assert_no_hidden (out);
  if (g_str_equal (format, "wiki"))
    {
      /* names are text: no HTML, link, template, parameter, signature,
         behaviour switch or bold markup survives */
      static const char *const markup[] = { "<img", "[link]", "{{", "}}", "~~~~", "__NOTOC__", "''", "[[<" };

      for (guint i = 0; i < G_N_ELEMENTS (markup); i++)
        if (strstr (out, markup[i]) != NULL)
          g_error ("wiki output holds “%s”:\n%s", markup[i], out);
      g_assert_nonnull (strstr (out, "&#60;img src=x onerror=alert(1)&#62;"));
    }
  else if (g_str_equal (format, "markdown"))
    {
      /* every character that can begin markup has its backslash (but
         the writer's own bold around the caption) */
      g_auto (GStrv) lines = g_strsplit (out, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        {
          char *line = lines[i];

          if (g_str_has_prefix (line, "**") && g_str_has_suffix (line, "**"))
            {
              line += 2;
              line[strlen (line) - 2] = '\0';
            }
          for (const char *p = line; *p; p++)
            if (strchr ("<>[]{}`*_~&", *p) != NULL && (p == line || p[-1] != '\\'))
              g_error ("unescaped “%c” in Markdown:\n%s", *p, out);
        }
      g_assert_null (strstr (out, " | cell"));
      g_assert_nonnull (strstr (out, "\\<img src=x onerror=alert(1)\\>"));
      g_assert_nonnull (strstr (out, "pipe \\| cell"));
    }
  else if (g_str_equal (format, "csv"))
    {
      /* every field a spreadsheet would evaluate starts with "'" */
      static const char *const formulas[] = { "=HYPERLINK", "@SUM", "+cmd", "-2+3+cmd" };

      for (guint i = 0; i < G_N_ELEMENTS (formulas); i++)
        {
          g_autofree char *raw1 = g_strconcat (",", formulas[i], NULL);
          g_autofree char *raw2 = g_strconcat ("\n", formulas[i], NULL);
          g_autofree char *raw3 = g_strconcat (",\"", formulas[i], NULL);
          g_autofree char *safe = g_strconcat ("\"'", formulas[i], NULL);

          g_assert_null (strstr (out, raw1));
          g_assert_null (strstr (out, raw2));
          g_assert_null (strstr (out, raw3));
          g_assert_nonnull (strstr (out, safe));
        }
    }
  else if (g_str_equal (format, "json"))
    {
      /* valid JSON, and the names are what the table says */
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;

      json_parser_load_from_data (parser, out, -1, &error);
      g_assert_no_error (error);
      g_assert_nonnull (strstr (out, "right\\u202Eto left"));
    }
  else
    g_assert_nonnull (strstr (out, "right\\u202Eto left"));
}

static void
test_hostile_names (void)
{
  g_autofree char *table = hostile_table ();
  static const char *const formats[] = { "json", "csv", "markdown", "wiki", "table" };
  Run r = { 0 };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      const char *format = formats[f];
      gboolean has_markdown = !g_str_equal (format, "markdown");

      run (&r, "probs", "--data", table, "--depth", "5", "--xl", "5", "--format", format);
      g_assert_cmpint (r.status, ==, 0);
      assert_hostile_output (format, r.out);
      run_clear (&r);

      if (has_markdown)
        {
          run (&r, "monsters", "--data", table, "--format", format);
          g_assert_cmpint (r.status, ==, 0);
          assert_hostile_output (format, r.out);
          run_clear (&r);
        }

      /* the profile's caption names the monster */
      run (&r, "profile", "--data", table, "--monster", "<img src=x onerror=alert(1)>", "--format", format);
      if (r.status != 0)
        g_error ("profile --format %s: %s", format, r.err);
      assert_no_hidden (r.out);
      if (g_str_equal (format, "wiki"))
        g_assert_null (strstr (r.out, "<img"));
      else if (g_str_equal (format, "markdown"))
        g_assert_nonnull (strstr (r.out, "\\<img"));
      run_clear (&r);
    }
}

/* Issue 27: whatever the user's text holds, a message is one line, its
   quotation cannot be ended early and is cut. */
static void
test_stderr_one_line (void)
{
  g_autofree char *ys = g_strnfill (200, 'y');
  g_autofree char *closing = g_strconcat ("x” and a second sentence that the program did not write ",
                                          ys, NULL);
  static const char *const forged[] = {
    "a\nnhspawn-cli: all is well.", "a\r\nnhspawn-cli: forged", "a\u2028forged", "a\xc2\x85" "forged",
  };
  Run r = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (forged); i++)
    {
      const char *const argsets[][8] = {
        { "probs", "--depth", "5", "--xl", "3", "--genocide", forged[i], NULL },
        { "probs", "--depth", "5", "--xl", "3", "--data", forged[i], NULL },
        { "export", "chart", "--depth", "5", "--xl", "3", "-o", NULL },
      };

      for (guint k = 0; k < G_N_ELEMENTS (argsets); k++)
        {
          g_autoptr (GPtrArray) args = g_ptr_array_new ();

          for (guint a = 0; argsets[k][a] != NULL; a++)
            g_ptr_array_add (args, (gpointer) argsets[k][a]);
          if (k == 2)
            {
              g_autofree char *dir = tmp_path ("no-such-folder");

              g_ptr_array_add (args, g_strconcat (dir, "/", forged[i], ".png", NULL));
            }
          g_ptr_array_add (args, NULL);
          run_argv (&r, FALSE, (const char *const *) args->pdata);
          if (k == 2)
            g_free (args->pdata[args->len - 2]);
          g_assert_cmpint (r.status, !=, 0);
          /* one line: a single newline, at the end */
          if (strchr (r.err, '\n') != r.err + strlen (r.err) - 1)
            g_error ("not one line: %s", r.err);
          assert_no_hidden (r.err);
          g_assert_null (strstr (r.err, "\xc2\x85"));
          run_clear (&r);
        }
    }

  /* a closing quotation mark inside cannot end the quotation: the cut applies */
  run (&r, "probs", "--depth", "5", "--xl", "3", "--genocide", closing);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "“x\\u201D and a second sentence"));
  g_assert_null (strstr (r.err, "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"));
  g_assert_nonnull (strstr (r.err, "…”"));
  run_clear (&r);
}

/* Issue 27: nothing said twice or against itself is silently read. */
static void
test_strict_input (void)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "..", "data", "monsters-3.6.7.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *dup_table = NULL;
  g_autofree char *scenario = write_tmp ("scenario.json",
                                         "{\"monster\": \"jackal\", \"hp\": 3, \"hpmax\": 20, "
                                         "\"items\": [{\"name\": \"potion of healing\"}]}", -1);
  g_autofree char *dup_scenario = write_tmp ("dup-scenario.json",
                                             "{\"monster\": \"jackal\", \"items\": [], \"items\": "
                                             "[{\"name\": \"potion of healing\"}]}", -1);
  static const char *const flags[][2] = {
    { "--hp", "3" }, { "--confused", NULL }, { "--distance", "4" }, { "--swallowed", NULL },
    { "--spot", "upstairs" }, { "--hero-xl", "9" }, { "--apport", "5" }, { "--starving", NULL },
  };
  /* a pet's and a race's fields (session 16), each wrong once: one sentence
     naming the field */
  static const char *const pet_cases[][2] = {
    { "{\"monster\": \"little dog\", \"state\": {\"tame\": true, \"pet\": []}}", "“state.pet” must be an object" },
    { "{\"monster\": \"little dog\", \"state\": {\"tame\": true, \"pet\": {\"apport\": \"5\"}}}",
      "“state.pet.apport” must be a whole number" },
    { "{\"monster\": \"little dog\", \"state\": {\"tame\": true, \"pet\": {\"apport\": 10001}}}",
      "state.pet.apport" },
    { "{\"monster\": \"little dog\", \"state\": {\"tame\": true, \"pet\": {\"starving\": 1}}}",
      "“state.pet.starving” must be true or false" },
    { "{\"monster\": \"little dog\", \"state\": {\"tame\": true, \"pet\": {\"hunger\": 1}}}",
      "Unknown field “state.pet.hunger”" },
    { "{\"monster\": \"little dog\", \"state\": {\"pet\": {\"apport\": 3}}}",
      "“state.pet” describes a pet, but “state.tame” is false" },
    { "{\"monster\": \"little dog\", \"state\": {\"tame\": true, \"pet\": {\"apport\": 3, \"apport\": 4}}}",
      "the key “state.pet.apport” appears twice" },
    { "{\"monster\": \"soldier\", \"state\": {\"race\": 3}}", "“state.race” must be a string or null" },
  };
  GString *table;
  const char *name;
  Run r = { 0 };

  /* a monster table whose first monster says its "level" twice */
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  name = strstr (text, "\"level\"");
  g_assert_nonnull (name);
  table = g_string_new_len (text, name - text);
  g_string_append (table, "\"level\": 30, ");
  g_string_append (table, name);
  dup_table = write_tmp ("dup-table.json", table->str, table->len);
  g_string_free (table, TRUE);
  run (&r, "probs", "--data", dup_table, "--depth", "5", "--xl", "3");
  assert_refused (&r, "the key “monsters[0].level” appears twice");
  run_clear (&r);

  run (&r, "item-use", "--scenario", dup_scenario);
  assert_refused (&r, "the key “items” appears twice");
  run_clear (&r);

  /* --scenario is the whole situation: a flag beside it is refused */
  run (&r, "item-use", "--scenario", scenario);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      const char *args[] = { "item-use", "--scenario", scenario, flags[i][0], flags[i][1], NULL };
      g_autofree char *expect = g_strconcat (flags[i][0], " is not used with --scenario", NULL);

      run_argv (&r, FALSE, args);
      assert_refused (&r, expect);
      run_clear (&r);
    }

  for (guint i = 0; i < G_N_ELEMENTS (pet_cases); i++)
    {
      g_autofree char *path = write_tmp ("pet-scenario.json", pet_cases[i][0], -1);

      run (&r, "item-use", "--variant", "evilhack", "--scenario", path);
      assert_refused (&r, pet_cases[i][1]);
      run_clear (&r);
      g_unlink (path);
    }

  /* engulfed, yet squares away */
  run (&r, "item-use", "--monster", "ochre jelly", "--swallowed", "--distance", "5");
  assert_refused (&r, "--distance is not used with --swallowed");
  run_clear (&r);

  /* a monster never chosen at random is not "most likely at depth 0" */
  run (&r, "profile", "--monster", "Wizard of Yendor", "--variant", "3.6.7");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_null (strstr (r.out, "depth 0"));
  g_assert_nonnull (strstr (r.out, "never chosen at random here"));
  run_clear (&r);
}

/* Issue 27: exports that respect the file system. */
static void
test_export_file_system (void)
{
  g_autofree char *dir = tmp_path ("fs");
  g_autofree char *out = NULL;
  g_autofree char *long_name = NULL;
  g_autofree char *stale = NULL;
  g_autofree char *live = NULL;
  g_autoptr (GDir) d = NULL;
  const char *name;
  Run r = { 0 };

  g_mkdir (dir, 0700);
  out = g_build_filename (dir, "out.png", NULL);

  /* a file-size limit is a write error: exit 1, one sentence, no file */
  child_fsize_limit = 1024;
  run (&r, "export", "chart", "--depth", "5", "--xl", "3", "-o", out);
  child_fsize_limit = 0;
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "larger than the system allows"));
  g_assert_cmpstr (strchr (r.err, '\n') + 1, ==, "");
  run_clear (&r);

  /* a legal name of 255 bytes is written (the temporary name is short) */
  {
    g_autofree char *n251 = g_strnfill (251, 'n');

    long_name = g_strdup_printf ("%s/%s.svg", dir, n251);
  }
  run (&r, "export", "chart", "--depth", "5", "--xl", "3", "-o", long_name);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_test (long_name, G_FILE_TEST_IS_REGULAR));
  run_clear (&r);

  /* a killed run's temporary file is removed; a running one's is not */
  stale = g_build_filename (dir, ".nhspawn-999999999-AbCdEf", NULL);
  live = g_strdup_printf ("%s/.nhspawn-%ld-AbCdEf", dir, (long) getpid ());
  g_assert_true (g_file_set_contents (stale, "half", -1, NULL));
  g_assert_true (g_file_set_contents (live, "half", -1, NULL));
  run (&r, "export", "chart", "--depth", "5", "--xl", "3", "-o", out);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (live, G_FILE_TEST_EXISTS));
  g_unlink (live);
  run_clear (&r);

  /* nothing else is left in the folder */
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    g_assert_false (g_str_has_prefix (name, "."));

  /* root replacing another user's file keeps its owner */
  if (getuid () == 0)
    {
      struct stat st;

      g_assert_cmpint (chown (out, 65534, 65534), ==, 0);
      run (&r, "export", "chart", "--depth", "5", "--xl", "4", "-o", out);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpint (stat (out, &st), ==, 0);
      g_assert_cmpint (st.st_uid, ==, 65534);
      g_assert_cmpint (st.st_gid, ==, 65534);
      run_clear (&r);
    }

  /* a regular file that cannot be read is bad input: exit 2 */
  run (&r, "probs", "--data", "/proc/self/mem", "--depth", "1", "--xl", "1");
  assert_refused (&r, "/proc/self/mem");
  run_clear (&r);

  /* the folder is the test's own: leave nothing behind */
  g_unlink (out);
  g_unlink (long_name);
  g_rmdir (dir);
}

/* Issue 27 item 6: long work says nothing when stderr is no terminal, and
   stops on Ctrl+C with one sentence and no partial output. */
static void
test_interrupt (void)
{
  Run r = { 0 };

  run (&r, "level-stats", "--depth", "5", "--seed", "1", "--count", "300");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_true (g_str_has_prefix (r.out, "{"));
  run_clear (&r);

  child_interrupt_ms = 300;
  run (&r, "level-stats", "--depth", "5", "--seed", "1", "--count", "10000000");
  child_interrupt_ms = 0;
  g_assert_cmpint (r.status, ==, 130);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_true (g_str_has_prefix (r.err, "nhspawn-cli: Interrupted after "));
  g_assert_true (g_str_has_suffix (r.err, " of 10000000 levels; nothing was written.\n"));
  g_assert_true (strchr (r.err, '\n') == r.err + strlen (r.err) - 1);
  run_clear (&r);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  signal (SIGPIPE, SIG_IGN);
  if (cli () == NULL || !g_file_test (cli (), G_FILE_TEST_IS_EXECUTABLE))
    {
      g_printerr ("NHSPAWN_CLI must name the built nhspawn-cli\n");
      return 1;
    }
  tmpdir = g_dir_make_tmp ("nhs-hostile-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/nhs/hostile/memory/monster-count", test_memory_monster_count);
  g_test_add_func ("/nhs/hostile/nesting", test_nesting);
  g_test_add_func ("/nhs/hostile/special-files", test_special_files);
  g_test_add_func ("/nhs/hostile/bounded-memory", test_bounded_memory);
  g_test_add_func ("/nhs/hostile/silent-wrong-answers", test_silent_wrong_answers);
  g_test_add_func ("/nhs/hostile/unclear-errors", test_unclear_errors);
  g_test_add_func ("/nhs/hostile/ineffective-options", test_ineffective_options);
  g_test_add_func ("/nhs/hostile/data-variant", test_data_variant);
  g_test_add_func ("/nhs/hostile/image-sizes", test_image_sizes);
  g_test_add_func ("/nhs/hostile/argument-messages", test_argument_messages);
  g_test_add_func ("/nhs/hostile/export-destinations", test_export_destinations);
  g_test_add_func ("/nhs/hostile/names-as-text", test_hostile_names);
  g_test_add_func ("/nhs/hostile/stderr-one-line", test_stderr_one_line);
  g_test_add_func ("/nhs/hostile/strict-input", test_strict_input);
  g_test_add_func ("/nhs/hostile/export-file-system", test_export_file_system);
  g_test_add_func ("/nhs/hostile/interrupt", test_interrupt);
  status = g_test_run ();

  {
    g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;

    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *p = tmp_path (name);

        g_unlink (p);
      }
    g_rmdir (tmpdir);
  }
  return status;
}
