/* nhs-cli-commands.h: every nhspawn-cli command. argv[0] is the command's name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

G_BEGIN_DECLS

int nhs_cli_main              (int argc, char **argv);
int nhs_cli_probs_main        (int argc, char **argv);
int nhs_cli_monsters_main     (int argc, char **argv);
int nhs_cli_align_table_main  (int argc, char **argv);
int nhs_cli_mkclass_main      (int argc, char **argv);
int nhs_cli_presets_main      (int argc, char **argv);
int nhs_cli_origins_main      (int argc, char **argv);
int nhs_cli_diff_main         (int argc, char **argv);
int nhs_cli_profile_main      (int argc, char **argv);
int nhs_cli_bench_main        (int argc, char **argv);
int nhs_cli_export_main       (int argc, char **argv);
int nhs_cli_item_use_main     (int argc, char **argv);
int nhs_cli_item_gen_main     (int argc, char **argv);
int nhs_cli_dungeon_main      (int argc, char **argv);
int nhs_cli_spawn_main        (int argc, char **argv);

/* profile's computation (--monster / --class and the situation options),
   shared with export's profile and heatmap views. */
#include "nhs-profile.h"
#include "nhs-cli-common.h"
NhsProfile *nhs_cli_compute_profile (NhsCliSituationArgs *args,
                                     const char          *monster,
                                     const char          *class_text,
                                     GError             **error);

/* compare's side B options (--against, --depth2, ...), shared with export. */
#include "nhs-diff.h"
typedef struct {
  char *against;
  char *depth2;
  char *xl2;
  char *region2;
  char *align2;
  char *amulet2;
} NhsCliCompareArgs;

void     nhs_cli_compare_add_options (GOptionContext          *context,
                                      NhsCliCompareArgs       *other);
void     nhs_cli_compare_args_clear  (NhsCliCompareArgs       *other);
NhsDiff *nhs_cli_compute_diff        (NhsCliSituationArgs     *args,
                                      const NhsCliCompareArgs *other,
                                      GError                 **error);

G_END_DECLS
