/* nhs-settings.h: the window's settings, kept where they can be, for this session where not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* How every control binds to its setting: never made insensitive by a key
   that cannot be written (a locked key greyed the whole window, issue 27). */
#define NHS_SETTINGS_BIND (G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY)

GDBusConnection *nhs_settings_init      (void);
GSettings   *nhs_settings_new           (void);
const char  *nhs_settings_unkept_reason (void);
char        *nhs_settings_unkept_sentence (void);

G_END_DECLS
