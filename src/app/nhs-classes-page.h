/* nhs-classes-page.h: the Classes page: mkclass () of a class, or one of
 * the presets built on it, at the window's situation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "nhs-page.h"
#include "nhs-bar-chart.h"

G_BEGIN_DECLS

#define NHS_TYPE_CLASSES_PAGE (nhs_classes_page_get_type ())
G_DECLARE_FINAL_TYPE (NhsClassesPage, nhs_classes_page, NHS, CLASSES_PAGE, NhsPage)

/* Its parts, for the tests. */
NhsBarChart *nhs_classes_page_get_chart    (NhsClassesPage *self);
GtkDropDown *nhs_classes_page_get_picker   (NhsClassesPage *self);

G_END_DECLS
