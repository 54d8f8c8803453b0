/* nhs-settings.c: the window's settings, kept where they can be, for this session where not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GSettings' back ends fail in ways a window cannot live with. GLib's keyfile
 * back end, when its folder cannot be written (~/.config read-only, or
 * ~/.config/glib-2.0/settings a regular file), marks every key unwritable,
 * and g_settings_bind () then makes every bound widget insensitive — the
 * window itself included (its `show-sidebar`), so it ignored every key and
 * click (issue 27). dconf without a writable database drops each change.
 *
 * So before the first window, nhs_settings_init () finds out once whether
 * the settings can be kept. When they cannot, every GSettings the app makes
 * (nhs_settings_new ()) uses a memory back end holding what was stored (where
 * it can still be read): the window works as ever, changes last for the
 * session, and the reason is said once on stderr and in the window's banner.
 */
#include "nhs-config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "nhs-settings.h"

/* Process-wide by nature: GSettings' own default back end is too. */
static gboolean initialised;
static GSettingsBackend *session_backend;   /* set when settings cannot be kept */
static char *unkept_reason;

/* Why GLib's keyfile back end could not keep settings in DIR/FILE, or NULL.
   *readable: whether FILE's folder exists, so what is stored can be read. */
static char *
keyfile_problem (const char *dir,
                 const char *file,
                 gboolean   *readable)
{
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  *readable = FALSE;
  if (g_stat (dir, &st) != 0 && g_mkdir_with_parents (dir, 0700) != 0)
    /* Translators: %s is a folder, then the system's reason */
    return g_strdup_printf (_("the folder “%s” cannot be made (%s)"), dir, g_strerror (errno));
  if (g_stat (dir, &st) != 0 || !S_ISDIR (st.st_mode))
    /* Translators: %s is a file name */
    return g_strdup_printf (_("“%s” is not a folder"), dir);
  *readable = TRUE;
  if (access (dir, W_OK | X_OK) != 0)
    /* Translators: %s is a folder, then the system's reason */
    return g_strdup_printf (_("the folder “%s” cannot be written (%s)"), dir, g_strerror (errno));
  if (g_stat (file, &st) != 0)
    return errno == ENOENT ? NULL
      /* Translators: %s is a file name, then the system's reason */
      : g_strdup_printf (_("“%s” cannot be read (%s)"), file, g_strerror (errno));
  if (!S_ISREG (st.st_mode))
    /* Translators: %s is a file name */
    return g_strdup_printf (_("“%s” is not a regular file"), file);
  if (!g_key_file_load_from_file (keyfile, file, G_KEY_FILE_NONE, &error))
    {
      *readable = FALSE;
      /* Translators: %s is a file name, then GLib's reason */
      return g_strdup_printf (_("“%s” is not a settings file (%s)"), file, error->message);
    }
  return NULL;
}

/* Whether a change written through SETTINGS is there after a sync: dconf
   takes a change at once and drops it when its service cannot store it. The
   key is put back as it was. */
static gboolean
change_is_kept (GSettings *settings)
{
  g_autoptr(GVariant) stored = g_settings_get_user_value (settings, "window-width");
  int width = g_settings_get_int (settings, "window-width");
  int probe = width > 1 ? width - 1 : width + 1;
  gboolean kept;

  if (!g_settings_is_writable (settings, "window-width")
      || !g_settings_set_int (settings, "window-width", probe))
    return FALSE;
  g_settings_sync ();
  kept = g_settings_get_int (settings, "window-width") == probe;
  if (!kept)
    return FALSE;   /* dropped already: writing it back would fail again */
  if (stored != NULL)
    g_settings_set_value (settings, "window-width", stored);
  else
    g_settings_reset (settings, "window-width");
  g_settings_sync ();
  return TRUE;
}

/* The memory back end for the session, holding what FROM had stored. */
static GSettingsBackend *
session_copy (GSettings *from)
{
  GSettingsBackend *backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) to = g_settings_new_with_backend (APP_ID, backend);
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  if (from == NULL)
    return backend;
  g_object_get (from, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      g_autoptr(GVariant) value = g_settings_get_user_value (from, keys[i]);

      if (value != NULL && g_settings_schema_key_range_check (key, value))
        g_settings_set_value (to, keys[i], value);
    }
  return backend;
}

/* GSettings' default back end, dconf, reads its database directly but writes
   through the D-Bus session bus. Without one (plain Xvfb, a container, an SSH
   session) every write fails: choose GLib's keyfile back end in the user's
   config folder then. An explicit GSETTINGS_BACKEND wins. Then find out
   whether the back end can keep settings, and say so once if not.
   Returns the session bus, or NULL. */
GDBusConnection *
nhs_settings_init (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_config_dir (), "glib-2.0", "settings", NULL);
  g_autofree char *file = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GSettings) stored = NULL;
  GDBusConnection *bus;
  const char *chosen;
  gboolean no_bus = FALSE;

  if (initialised)
    return NULL;
  initialised = TRUE;
  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (bus == NULL && g_getenv ("GSETTINGS_BACKEND") == NULL)
    {
      g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);
      no_bus = TRUE;
    }
  chosen = g_getenv ("GSETTINGS_BACKEND");

  if (g_strcmp0 (chosen, "memory") == 0)
    return bus;   /* asked for: nothing is meant to be kept */
  if (g_strcmp0 (chosen, "keyfile") == 0)
    {
      /* Checked before GLib makes the back end (which warns, and would
         leave every key unwritable). */
      gboolean readable;

      unkept_reason = keyfile_problem (dir, file, &readable);
      if (unkept_reason != NULL && readable)
        {
          g_autoptr(GSettingsBackend) backend = g_keyfile_settings_backend_new (file, "/", NULL);

          stored = g_settings_new_with_backend (APP_ID, backend);
        }
    }
  else
    {
      GSettingsBackend *backend = g_settings_backend_get_default ();
      const char *type = G_OBJECT_TYPE_NAME (backend);

      stored = g_settings_new_with_backend (APP_ID, backend);
      if (g_str_equal (type, "GMemorySettingsBackend") || g_str_equal (type, "GNullSettingsBackend"))
        unkept_reason = g_strdup (_("GLib has no settings back end that keeps them"));
      else if (!change_is_kept (stored))
        /* Translators: %s is the name of GSettings' back end, such as DConfSettingsBackend */
        unkept_reason = g_strdup_printf (_("the settings store (%s) does not keep a change"), type);
      g_object_unref (backend);
    }

  if (unkept_reason != NULL)
    {
      g_autofree char *sentence = nhs_settings_unkept_sentence ();

      session_backend = session_copy (stored);
      g_printerr ("nhspawn: %s\n", sentence);
    }
  else if (no_bus)
    /* Translators: %s is a file name */
    g_printerr (_("nhspawn: no D-Bus session bus; settings are kept in %s\n"), file);
  return bus;
}

/* A GSettings of the app's schema: the stored settings, or those of this
   session when they cannot be kept. */
GSettings *
nhs_settings_new (void)
{
  if (session_backend != NULL)
    return g_settings_new_with_backend (APP_ID, session_backend);
  return g_settings_new (APP_ID);
}

/* Why settings will not be kept (a clause), or NULL when they will. */
const char *
nhs_settings_unkept_reason (void)
{
  return unkept_reason;
}

/* The sentence the window and stderr say when settings will not be kept. */
char *
nhs_settings_unkept_sentence (void)
{
  if (unkept_reason == NULL)
    return NULL;
  /* Translators: %s says why, such as: “/home/a/.config/glib-2.0/settings” is not a folder */
  return g_strdup_printf (_("Settings will not be kept after this session: %s."), unkept_reason);
}
