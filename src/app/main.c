/* main.c: nhspawn, the Spawn Explorer window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "nhs-config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>

#include "nhs-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(NhsApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* past a file-size limit an export fails with a sentence (EFBIG), not SIGXFSZ */
  signal (SIGXFSZ, SIG_IGN);
  /* NHSPAWN_LOCALEDIR: run translated from the build tree (<build>/po) */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("NHSPAWN_LOCALEDIR") ? g_getenv ("NHSPAWN_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = nhs_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
