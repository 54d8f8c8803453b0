/* nhs-test-utils.c: helpers the core tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "nhs-test-utils.h"
#include "nhs-object.h"
#include "nhs-level-gen.h"

static NhsMonsterSet *sets[NHS_N_VARIANTS];

NhsMonsterSet *
nhs_test_variant_set (NhsVariantId id)
{
  if (sets[id] == NULL)
    {
      g_autoptr (GError) error = NULL;

      sets[id] = nhs_monster_set_load_variant (nhs_variant_get (id)->key, &error);
      g_assert_no_error (error);
    }
  return sets[id];
}

const NhsArtifact *
nhs_test_artifacts (NhsVariantId id, guint n)
{
  const NhsVariant *v = nhs_variant_get (id);
  NhsMonsterSet *set = nhs_test_variant_set (id);
  guint got;
  const NhsArtifact *all = nhs_artifacts (v, &got);

  g_assert_cmpuint (got, ==, n);
  for (guint i = 0; i < got; i++)
    {
      g_assert_nonnull (nhs_object_lookup (v, all[i].kind));
      g_assert_true (all[i].role == NULL || nhs_monster_set_lookup (set, all[i].role) != NULL);
      g_assert_true (all[i].race == NULL || nhs_monster_set_lookup (set, all[i].race) != NULL);
    }
  return all;
}

void
nhs_test_clear_variant_sets (void)
{
  for (int v = 0; v < NHS_N_VARIANTS; v++)
    g_clear_pointer (&sets[v], nhs_monster_set_unref);
}

int
nhs_test_monster_index (NhsMonsterSet *set,
                        const char    *name)
{
  const NhsMonster *m = nhs_monster_set_lookup (set, name);

  g_assert_nonnull (m);
  return m->index;
}

void
nhs_test_situation (NhsSituation *sit,
                    NhsVariantId  v,
                    NhsRegion     region,
                    int           depth,
                    int           xl)
{
  nhs_situation_init (sit);
  sit->variant = v;
  sit->region = region;
  sit->depth = depth;
  sit->xl = xl;
}

void
nhs_test_assert_total_one (const NhsClassDist *d)
{
  mpq_t t;

  mpq_init (t);
  nhs_class_dist_total (d, t);
  nhs_test_assert_mpq (t, "1");
  mpq_clear (t);
}

char *
nhs_test_level_text_without_stock (const NhsLevel *level)
{
  char *text = nhs_level_to_text (level);

  for (int i = 0; i < nhs_level_n_monsters (level); i++)
    {
      const NhsLevelMonster *m = nhs_level_monster (level, i);
      const NhsSquare *s = nhs_level_square (level, m->x, m->y);

      if (m->symbol == 'm' && s->room >= 0
          && nhs_level_room (level, s->room)->type == NHS_ROOM_SHOP)
        text[m->y * (NHS_LEVEL_COLS + 1) + m->x] = nhs_level_square_char (s);
    }
  return text;
}

void
nhs_test_remove_tree (const char *path)
{
  GDir *dir;
  const char *name;

  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        nhs_test_remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir != NULL)
    g_dir_close (dir);
  g_rmdir (path);
}

/* the squares whose type (or trap) is v */
static int
count_squares (const NhsLevel *level,
               gboolean        trap,
               int             v)
{
  int n = 0;

  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      {
        const NhsSquare *s = nhs_level_square (level, x, y);

        n += (int) (trap ? s->trap : s->typ) == v;
      }
  return n;
}

int
nhs_test_count_typ (const NhsLevel *level,
                    int             typ)
{
  return count_squares (level, FALSE, typ);
}

int
nhs_test_count_trap (const NhsLevel *level,
                     int             trap)
{
  return count_squares (level, TRUE, trap);
}

int
nhs_test_count_any_trap (const NhsLevel *level)
{
  return NHS_LEVEL_COLS * NHS_LEVEL_ROWS - count_squares (level, TRUE, 0);
}

int
nhs_test_count_boulders (const NhsLevel *level)
{
  int n = 0;

  for (int x = 0; x < NHS_LEVEL_COLS; x++)
    for (int y = 0; y < NHS_LEVEL_ROWS; y++)
      n += (nhs_level_square (level, x, y)->flags & NHS_SQF_BOULDER) != 0;
  return n;
}

const NhsMonster *
nhs_test_fake_monster (gboolean flies)
{
  static NhsMonster flier = { .name = "fake flier", .symbol = '&',
                              .mflags = { 1ull << NHS_M1_FLY, 0 } };
  static NhsMonster walker = { .name = "fake walker", .symbol = 'Z' };

  return flies ? &flier : &walker;
}

NhsLevel *
nhs_test_level_picked (NhsLevelPicker *picker,
                       NhsVariantId    variant,
                       NhsLevelKind    kind,
                       int             depth,
                       guint64         seed)
{
  g_autoptr (GError) error = NULL;
  NhsLevelParams p = { .depth = depth, .seed = seed, .kind = kind,
                       .variant = nhs_variant_get (variant) };
  NhsLevel *lev;

  nhs_level_picker_install (picker, &p);
  lev = nhs_level_generate (&p, &error);
  g_assert_no_error (error);
  return lev;
}

void
nhs_test_trap_statues (NhsLevelPicker   *picker,
                       NhsVariantId      variant,
                       int               depth,
                       int               mindex,
                       const char       *name,
                       int               n,
                       NhsTestStatueFunc each,
                       gpointer          data)
{
  gboolean go_on = TRUE;

  for (guint64 seed = 1; go_on && n > 0; seed++)
    {
      NhsLevelParams p = { .depth = depth, .seed = seed, .variant = nhs_variant_get (variant) };
      Gen g;

      nhs_level_picker_install (picker, &p);
      nhs_lev_begin (&g, &p);
      for (int k = 0; k < 2 && go_on && n > 0; k++, n--)
        {
          const NhsLevelObject *o = nhs_lev_make_trap_statue (&g, 10 + 2 * k, 10, mindex, name);

          g_assert_nonnull (o);
          go_on = each (g.lev, o, data);
        }
      nhs_level_free (g.lev);
    }
}
