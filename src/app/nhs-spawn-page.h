/* nhs-spawn-page.h: the Spawn page — random arrivals over a number of turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-page.h"

G_BEGIN_DECLS

#define NHS_TYPE_SPAWN_PAGE (nhs_spawn_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsSpawnPage, nhs_spawn_page, NHS, SPAWN_PAGE, NhsPage)

/* The lines the page shows now, one per line (for tests). */
char *nhs_spawn_page_get_text (NhsSpawnPage *self);

G_END_DECLS
