#!/bin/sh
# test-readme.sh: the README as a new user meets it. Every `tools/nhspawn-cli`
# line in its code blocks runs (with the built nhspawn-cli in place of the
# wrapper, from an empty folder), every manual page it opens with `man -l
# build/doc/...` is built, and every file it links to is in the repository.
#
# Usage: test-readme.sh SOURCE_ROOT BUILD_ROOT NHSPAWN_CLI
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

src=${1:?usage: test-readme.sh SOURCE_ROOT BUILD_ROOT NHSPAWN_CLI}
build=${2:?usage: test-readme.sh SOURCE_ROOT BUILD_ROOT NHSPAWN_CLI}
cli=${3:?usage: test-readme.sh SOURCE_ROOT BUILD_ROOT NHSPAWN_CLI}
readme="$src/README.md"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nhs-readme-XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

echo "TAP version 13"
n=0
failed=0
ok () { n=$((n + 1)); echo "ok $n - $*"; }
fail () { n=$((n + 1)); echo "not ok $n - $*"; failed=1; }

# The commands: lines of fenced blocks that start with tools/nhspawn-cli.
awk '/^```/ { inside = !inside; next } inside && /^tools\/nhspawn-cli / { sub(/^tools\/nhspawn-cli /, ""); print }' \
  "$readme" >"$tmp/commands"
[ -s "$tmp/commands" ] && ok "the README shows tools/nhspawn-cli commands" || fail "no tools/nhspawn-cli command found in the README"
mkdir "$tmp/run"
mkdir -p "$tmp/run/docs/guides"   # the guide section writes its pictures there, as in a checkout
while IFS= read -r args; do
  # shellcheck disable=SC2086 # the README's words, split as a shell would
  if (cd "$tmp/run" && eval "set -- $args" && "$cli" "$@" >/dev/null 2>"$tmp/err"); then
    ok "tools/nhspawn-cli $args"
  else
    sed 's/^/# /' "$tmp/err"
    fail "tools/nhspawn-cli $args"
  fi
done <"$tmp/commands"

# The manual pages it opens from the build tree.
grep -o 'man -l build/[^`]*' "$readme" | sed 's/^man -l build\///' | sort -u >"$tmp/pages"
[ -s "$tmp/pages" ] && ok "the README opens manual pages with man -l" || fail "no 'man -l build/...' in the README"
while IFS= read -r page; do
  if [ -s "$build/$page" ]; then ok "build/$page is built"; else fail "build/$page is not built"; fi
done <"$tmp/pages"

# Files it links to or names: Markdown links and images to local paths.
grep -o '](\([^)#]*\)' "$readme" | sed 's/^](//' | grep -v -E '^[a-z]+:' | sort -u >"$tmp/links"
while IFS= read -r link; do
  if [ -e "$src/$link" ]; then ok "$link exists"; else fail "the README links to $link, which is not there"; fi
done <"$tmp/links"
# Named in backquotes as a file of the repository (docs, tools, .ci).
grep -o '`\(\./\)\{0,1\}\(docs\|tools\|\.ci\|flatpak\)/[^` ]*`' "$readme" | tr -d '`' | sed 's/^\.\///' | sort -u >"$tmp/files"
while IFS= read -r f; do
  if [ -e "$src/$f" ]; then ok "$f exists"; else fail "the README names $f, which is not there"; fi
done <"$tmp/files"

echo "1..$n"
exit $failed
