#!/bin/sh
# test-flatpak-manifest.sh: the Flatpak manifest parses and keeps the smallest sandbox.
#
# Usage: test-flatpak-manifest.sh MANIFEST
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

manifest=${1:?usage: test-flatpak-manifest.sh MANIFEST}
echo "TAP version 13"
echo "1..3"

if ! command -v flatpak-builder >/dev/null 2>&1; then
  echo "ok 1 # SKIP flatpak-builder is not installed"
  shown=$(cat "$manifest")
elif shown=$(flatpak-builder --show-manifest "$manifest" 2>&1); then
  echo "ok 1 - flatpak-builder --show-manifest"
else
  printf '%s\n' "$shown" | sed 's/^/# /'
  echo "not ok 1 - flatpak-builder --show-manifest"
  exit 1
fi

printf '%s' "$shown" | python3 -c '
import json, sys
m = json.load(sys.stdin)
want = ["--device=dri", "--share=ipc", "--socket=wayland", "--socket=fallback-x11"]
args = m.get("finish-args", [])
if sorted(args) != sorted(want):
    print("not ok 2 - finish-args are exactly %s, not %s" % (want, args)); sys.exit(1)
print("ok 2 - finish-args: no network, no file system")
app = m["modules"][-1]
good = (m["runtime"] == "org.gnome.Platform" and m["sdk"] == "org.gnome.Sdk"
        and app.get("buildsystem") == "meson" and app.get("builddir") is True
        and app.get("run-tests") is True
        and any(s.get("type") == "dir" for s in app.get("sources", [])))
print(("ok" if good else "not ok") + " 3 - GNOME runtime, app module built with meson from the checkout and tested")
sys.exit(0 if good else 1)
'
