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

# Answers the README quotes: each quote is in the README's prose (lines
# joined) and in the output of the command that gives it, so the prose says
# what nhspawn-cli prints (issue 24).
tr '\n' ' ' <"$readme" | tr -s ' ' >"$tmp/prose"
quote () {
  text=$1
  shift
  if ! grep -qF -- "$text" "$tmp/prose"; then
    fail "the README no longer quotes '$text'"
  elif ! (cd "$tmp/run" && "$cli" "$@" 2>"$tmp/err") | grep -qF -- "$text"; then
    sed 's/^/# /' "$tmp/err"
    fail "'$text' is not in the output of nhspawn-cli $*"
  else
    ok "the README's '$text' is what nhspawn-cli $1 prints"
  fi
}
quote "depth 7: an ordinary level (3/5), the way to Sokoban (1/5), the Oracle (1/5)" \
  probs --depth 7 --xl 5
quote "depth 6: always Sokoban's third level" \
  probs --region sokoban --depth 6 --levels-above-entry 2 --xl 5
quote "deepest level reached 12 (carrying the Amulet; the 2 levels climbed above the entry do not count)" \
  probs --variant 3.6.7 --region sokoban --depth 7 --levels-above-entry 2 --amulet --deepest 12 --xl 5
quote "level difficulty 6: depth 6" probs --depth 6 --xl 5
quote "17/27" item-use --monster soldier --hp 3 --max-hp 10 --distance 5 --hero-invisible --item "potion of healing"
quote "403/800" item-use --monster "little dog" --tame --distance 2 --item dagger

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
