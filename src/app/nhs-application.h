/* nhs-application.h: the GtkApplication
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define NHS_TYPE_APPLICATION (nhs_application_get_type ())

G_DECLARE_FINAL_TYPE (NhsApplication, nhs_application, NHS, APPLICATION, GtkApplication)

NhsApplication *nhs_application_new (void);

/* nhs-application-actions.c */
void _nhs_application_add_actions (NhsApplication *self);

G_END_DECLS
