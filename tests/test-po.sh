#!/bin/sh
# test-po.sh: every string marked for translation is extracted and has German.
#
# 1. Each source file that marks a string (_(), N_(), NHS_N_, NHS_NC_, TR, tr (x, "..."),
#    translatable="yes") is listed in po/POTFILES.in.
# 2. xgettext, with po/meson.build's keywords, extracts POTFILES.in, and
#    po/de.po holds a German msgstr for every msgid (none missing, none fuzzy).
# 3. po/de.po holds no entry the sources no longer mark (none obsolete).
# 4. "Ebene" only for a Plane (a dungeon level is "Level").
#
# Usage: test-po.sh SRC_ROOT XGETTEXT-ARGS...
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

src=${1:?usage: test-po.sh SRC_ROOT XGETTEXT-ARGS...}
shift
echo "TAP version 13"
echo "1..4"

if ! command -v xgettext >/dev/null 2>&1 || ! command -v msgmerge >/dev/null 2>&1; then
  echo "ok 1 # SKIP gettext tools are not installed"
  echo "ok 2 # SKIP gettext tools are not installed"
  echo "ok 3 # SKIP gettext tools are not installed"
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"

grep -v '^#' po/POTFILES.in | sed '/^$/d' | sort > "$tmp/listed"
grep -rlE '(^|[^A-Za-z0-9_])(_|N_|NHS_N_|NHS_NN_|NHS_NC_|TR) ?\("|(^|[^A-Za-z0-9_])tr \([a-z_>-]+, "|translatable="yes"' \
  src ui data --include='*.c' --include='*.ui' --include='*.in' | sort > "$tmp/marked"
missing=$(comm -23 "$tmp/marked" "$tmp/listed")
if [ -z "$missing" ]; then
  echo "ok 1 - every file that marks a string is in po/POTFILES.in"
else
  printf '# %s\n' $missing
  echo "not ok 1 - files that mark strings but are not in po/POTFILES.in"
fi

xgettext --from-code=UTF-8 --add-comments "$@" --files-from=po/POTFILES.in \
  --output="$tmp/nhspawn.pot" 2> "$tmp/xgettext.err" || { sed "s/^/# /" "$tmp/xgettext.err"; echo "not ok 2 - xgettext"; exit 1; }
msgmerge --quiet --no-fuzzy-matching po/de.po "$tmp/nhspawn.pot" -o "$tmp/de.po"
msgattrib --untranslated --no-obsolete "$tmp/de.po" > "$tmp/untranslated.po"
msgattrib --only-fuzzy --no-obsolete "$tmp/de.po" > "$tmp/fuzzy.po"

# msgattrib's output starts with the header entry when it has anything; an
# entry is a msgid that is not empty on its line, or that wraps (msgid ""
# followed by its text: only the header's msgid "" is followed by msgstr)
entries() {
  awk 'prev ~ /^msgid ""$/ && /^"/ { print "msgid " $0 } /^msgid "[^"]/ { print } { prev = $0 }' "$@"
}
if [ -z "$(entries "$tmp/untranslated.po" "$tmp/fuzzy.po")" ]; then
  echo "ok 2 - every extracted string has a German msgstr in po/de.po"
else
  entries "$tmp/untranslated.po" "$tmp/fuzzy.po" | sed 's/^/# no German: /'
  echo "not ok 2 - strings without German in po/de.po"
  exit 1
fi
msgattrib --only-obsolete "$tmp/de.po" > "$tmp/obsolete.po"
if ! grep -q '^#~ msgid "[^"]\|^#~ msgid ""$' "$tmp/obsolete.po"; then
  echo "ok 3 - po/de.po holds no entry the sources no longer mark"
else
  msgattrib --only-obsolete --no-wrap "$tmp/de.po" | grep '^#~ msgid' | sed 's/^#~ msgid /# unused: /'
  echo "not ok 3 - unused entries in po/de.po"
  exit 1
fi
# 4. German keeps "Ebene" for the Planes (Elementarebenen, Astralebene) and
#    says "Level" for a dungeon level: a msgstr with "ebene" translates a
#    msgid that names a plane, never a level alone.
msgcat --no-wrap "$tmp/de.po" | awk '
  /^msgid / { id = $0; next }
  /^msgid_plural / { next }
  /^msgstr/ { if (tolower($0) ~ /ebene/ && id !~ /[Pp]lane/ && $0 !~ /nebeneinander/) print "# " id " -> " $0 }
' > "$tmp/ebene.txt"
if [ ! -s "$tmp/ebene.txt" ]; then
  echo "ok 4 - German says Ebene only for a Plane, Level for a dungeon level"
else
  cat "$tmp/ebene.txt"
  echo "not ok 4 - German says Ebene for a dungeon level"
  exit 1
fi
[ -z "$missing" ] || exit 1
