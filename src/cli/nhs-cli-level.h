/* nhs-cli-level.h: nhspawn-cli level and level-stats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "nhs-level.h"

G_BEGIN_DECLS

/* argv[0] is the command's name. Exit status 0, 1 (failure) or 2 (usage). */
int   nhs_cli_level_main       (int argc, char **argv);
int   nhs_cli_level_stats_main (int argc, char **argv);

/* One level as the `level --format json` object (exposed for tests). */
char *nhs_cli_level_to_json    (const NhsLevel *level);

G_END_DECLS
