#!/bin/sh
# test-install.sh: `meson install` into a temporary folder, then run what was installed.
#
# Usage: test-install.sh BUILD_ROOT [SOURCE_ROOT]
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

build=${1:?usage: test-install.sh BUILD_ROOT [SOURCE_ROOT]}
src=${2:-}
dest=$(mktemp -d "${TMPDIR:-/tmp}/nhs-install-XXXXXX")
trap 'rm -rf "$dest"' EXIT INT TERM

echo "TAP version 13"
n=0
ok () { n=$((n + 1)); echo "ok $n - $*"; }
fail () { n=$((n + 1)); echo "not ok $n - $*"; failed=1; }
failed=0

if meson install -C "$build" --no-rebuild --quiet --destdir "$dest" >"$dest.log" 2>&1; then
  ok "meson install --destdir"
else
  cat "$dest.log" | sed 's/^/# /'
  fail "meson install --destdir"
  echo "1..$n"
  rm -f "$dest.log"
  exit 1
fi
rm -f "$dest.log"

prefix=$(meson introspect "$build" --buildoptions | python3 -c '
import json, sys
opts = {o["name"]: o["value"] for o in json.load(sys.stdin)}
print(opts["prefix"]); print(opts["bindir"]); print(opts["mandir"]); print(opts["datadir"])')
root="$dest$(echo "$prefix" | sed -n 1p)"
bindir="$root/$(echo "$prefix" | sed -n 2p)"
mandir="$root/$(echo "$prefix" | sed -n 3p)"
datadir="$root/$(echo "$prefix" | sed -n 4p)"

cli="$bindir/nhspawn-cli"
if [ -x "$cli" ]; then ok "nhspawn-cli installed in $bindir"; else fail "nhspawn-cli installed in $bindir"; fi

# The window's binary, once src/app builds one.
if [ -e "$build/src/app/nhspawn" ]; then
  if [ -x "$bindir/nhspawn" ]; then ok "nhspawn installed"; else fail "nhspawn installed"; fi
else
  n=$((n + 1)); echo "ok $n - nhspawn installed # SKIP not built in this tree yet"
fi

for page in nhspawn.1 nhspawn-cli.1; do
  if [ -f "$mandir/man1/$page" ]; then ok "man page $page"; else fail "man page $page"; fi
done

# The installed CLI runs from its new place, with nothing from the build tree.
out=$(cd / && env -u G_TEST_SRCDIR -u G_TEST_BUILDDIR "$cli" probs --depth 10 --xl 5 --format json 2>&1) || true
if printf '%s' "$out" | grep -q '"fraction"'; then
  ok "installed nhspawn-cli probs"
else
  printf '%s\n' "$out" | sed 's/^/# /' | head -5
  fail "installed nhspawn-cli probs"
fi
out=$(cd / && "$cli" monsters --format json 2>&1) || true
if printf '%s' "$out" | grep -q '"giant ant"'; then
  ok "installed nhspawn-cli monsters"
else
  printf '%s\n' "$out" | sed 's/^/# /' | head -5
  fail "installed nhspawn-cli monsters"
fi
if "$cli" --version | grep -q '^nhspawn-cli '; then ok "installed nhspawn-cli --version"; else fail "installed nhspawn-cli --version"; fi

# Files a distribution expects, where data/meson.build installs them.
for f in "applications/io.github.nhspawn.SpawnExplorer.desktop" \
         "metainfo/io.github.nhspawn.SpawnExplorer.metainfo.xml" \
         "glib-2.0/schemas/io.github.nhspawn.SpawnExplorer.gschema.xml" \
         "icons/hicolor/scalable/apps/io.github.nhspawn.SpawnExplorer.svg"; do
  if [ -e "$datadir/$f" ]; then
    ok "installed $f"
  elif ls "$datadir/$(dirname "$f")" 2>/dev/null | grep -q "io.github.nhspawn.SpawnExplorer"; then
    ok "installed $(dirname "$f")/io.github.nhspawn.SpawnExplorer* (development name)"
  else
    n=$((n + 1)); echo "ok $n - installed $f # SKIP not installed by this tree yet"
  fi
done

# Translations: one catalogue per language in po/LINGUAS.
if [ -n "$src" ] && [ -f "$src/po/LINGUAS" ]; then
  for lang in $(grep -v '^#' "$src/po/LINGUAS"); do
    if [ -f "$datadir/locale/$lang/LC_MESSAGES/nhspawn.mo" ]; then ok "translation $lang installed"
    else fail "translation $lang installed"; fi
  done
fi

echo "1..$n"
exit $failed
