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
int nhs_cli_bench_main        (int argc, char **argv);
int nhs_cli_export_main       (int argc, char **argv);
int nhs_cli_item_use_main     (int argc, char **argv);
int nhs_cli_item_gen_main     (int argc, char **argv);
int nhs_cli_dungeon_main      (int argc, char **argv);

G_END_DECLS
