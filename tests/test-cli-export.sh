#!/bin/sh
# test-cli-export.sh: nhspawn-cli export end to end, --data refusals, and
# writes that cannot happen (atomic: the old file stays as it was).
#
# Usage: test-cli-export.sh NHSPAWN_CLI TESTS_SRCDIR
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

cli=${1:?usage: test-cli-export.sh NHSPAWN_CLI TESTS_SRCDIR}
src=${2:?usage: test-cli-export.sh NHSPAWN_CLI TESTS_SRCDIR}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nhs-export-XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

echo "TAP version 13"
n=0
failed=0
ok () { n=$((n + 1)); echo "ok $n - $*"; }
fail () { n=$((n + 1)); echo "not ok $n - $*"; failed=1; }
check () { # check DESCRIPTION COMMAND...: the command succeeds
  d=$1; shift
  if "$@" >/dev/null 2>"$tmp/err"; then ok "$d"; else sed 's/^/# /' "$tmp/err"; fail "$d"; fi
}
# expect_error DESCRIPTION STATUS PATTERN... -- COMMAND...: exits with STATUS and
# prints one line to stderr that holds every PATTERN, nothing to stdout.
expect_error () {
  d=$1; want=$2; shift 2
  pats=""
  while [ "$1" != "--" ]; do pats="$pats
$1"; shift; done
  shift
  "$@" >"$tmp/out" 2>"$tmp/err"
  got=$?
  good=1
  [ "$got" -eq "$want" ] || good=0
  [ "$(wc -l <"$tmp/err")" -eq 1 ] || good=0
  [ -s "$tmp/out" ] && good=0
  printf '%s\n' "$pats" | while IFS= read -r p; do
    [ -z "$p" ] && continue
    grep -qF -- "$p" "$tmp/err" || { echo "# missing: $p"; exit 1; }
  done || good=0
  if [ $good -eq 1 ]; then ok "$d"; else
    echo "# status $got (want $want)"; sed 's/^/# /' "$tmp/err"; fail "$d"; fi
}
magic () { head -c "$2" "$1" 2>/dev/null; }

situation="--depth 12 --xl 8"

# Formats, chosen by the extension.
check "export chart PNG" "$cli" export chart $situation --output "$tmp/chart.png"
[ "$(magic "$tmp/chart.png" 4 | tail -c 3)" = "PNG" ] && ok "chart.png is a PNG" || fail "chart.png is a PNG"
check "export chart SVG, dark" "$cli" export chart $situation --dark --output "$tmp/chart.svg"
grep -q "<svg" "$tmp/chart.svg" && ok "chart.svg is an SVG" || fail "chart.svg is an SVG"
check "export chart PDF" "$cli" export chart $situation --output "$tmp/chart.PDF"
[ "$(magic "$tmp/chart.PDF" 4)" = "%PDF" ] && ok "chart.PDF is a PDF" || fail "chart.PDF is a PDF"
# SOURCE_DATE_EPOCH: a PDF's creation date is the one given, not the clock's,
# so two exports a second apart are the same bytes (the README's guide PDF).
SOURCE_DATE_EPOCH=1600000000 "$cli" export spawn --region gehennom --depth 30 -o "$tmp/sde1.pdf" 2>"$tmp/err"
sleep 1.2
SOURCE_DATE_EPOCH=1600000000 "$cli" export spawn --region gehennom --depth 30 -o "$tmp/sde2.pdf" 2>>"$tmp/err"
if [ -s "$tmp/sde1.pdf" ] && cmp -s "$tmp/sde1.pdf" "$tmp/sde2.pdf"; then
  ok "SOURCE_DATE_EPOCH: two PDF exports are byte-identical"
else sed 's/^/# /' "$tmp/err"; fail "SOURCE_DATE_EPOCH: two PDF exports are byte-identical"; fi
if grep -aq '/CreationDate (\(D:\)\{0,1\}20200913122640Z)' "$tmp/sde1.pdf"; then
  ok "SOURCE_DATE_EPOCH: the PDF's creation date is 2020-09-13 12:26:40 UTC"
else grep -a CreationDate "$tmp/sde1.pdf" | sed 's/^/# /'; fail "SOURCE_DATE_EPOCH: the PDF's creation date is 2020-09-13 12:26:40 UTC"; fi
expect_error "SOURCE_DATE_EPOCH not a number" 2 "SOURCE_DATE_EPOCH" "abc" -- \
  env SOURCE_DATE_EPOCH=abc "$cli" export spawn --region gehennom --depth 30 -o "$tmp/sde3.pdf"
[ -e "$tmp/sde3.pdf" ] && fail "nothing written for a bad SOURCE_DATE_EPOCH" || ok "nothing written for a bad SOURCE_DATE_EPOCH"
check "export align-table PNG" "$cli" export align-table --align lawful --output "$tmp/align.png"
check "export level PNG, 800 wide" "$cli" export level --depth 5 --seed 42 --width 800 --output "$tmp/level.png"
check "export level SVG" "$cli" export level --depth 5 --output "$tmp/level.svg"
check "export chart for SLASH'EM in Gehennom" "$cli" export chart --variant slashem --region gehennom --depth 50 --xl 14 -o "$tmp/g.png"
check "export mkclass PNG" "$cli" export mkclass --class D --depth 20 --xl 14 -o "$tmp/mk.png"
check "export dungeon PNG" "$cli" export dungeon --variant 3.6.7 --depth 12 -o "$tmp/dungeon.png"
check "export dungeon SVG" "$cli" export dungeon --variant 5.0.0 -o "$tmp/dungeon.svg"
check "export dungeon PNG for SLASH'EM" "$cli" export dungeon --variant slashem --depth 22 -o "$tmp/dungeon-slashem.png"
# profile and heatmap: the region's depths, all 60 only with --beyond, marked (issue 24)
check "export heatmap SVG" "$cli" export heatmap --monster cockatrice --variant 3.6.7 $situation -o "$tmp/hm.svg"
check "export heatmap SVG --beyond" "$cli" export heatmap --monster cockatrice --variant 3.6.7 $situation --beyond -o "$tmp/hm-beyond.svg"
check "export profile PNG --beyond" "$cli" export profile --monster cockatrice $situation --beyond -o "$tmp/profile.png"
if grep -q '>60<' "$tmp/hm.svg"; then fail "heatmap: no depth 60 in the Dungeons of Doom"; else ok "heatmap: no depth 60 in the Dungeons of Doom"; fi
if grep -q '>60<' "$tmp/hm-beyond.svg" && grep -q 'depths the region does not have' "$tmp/hm-beyond.svg"; then
  ok "heatmap --beyond: depth 60, hatched and said so"; else fail "heatmap --beyond: depth 60, hatched and said so"; fi
if grep -q 'Chance that the next random monster is the cockatrice' "$tmp/hm.svg"; then
  ok "heatmap says what it measures"; else fail "heatmap says what it measures"; fi
check "export mkclass_aligned SVG" "$cli" export mkclass --class "&" --aligned chaotic --depth 28 --xl 20 -o "$tmp/mk.svg"
if command -v python3 >/dev/null; then
  size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(*struct.unpack(">II", d[16:24]))' "$tmp/level.png")
  case $size in "800 "*) ok "level.png is 800 wide ($size)";; *) fail "level.png is 800 wide ($size)";; esac
fi
if [ "$(ls -A "$tmp" | grep -c '^\.')" -eq 0 ]; then ok "no temporary files left"; else ls -A "$tmp" | sed 's/^/# /'; fail "no temporary files left"; fi

# Bad usage: one sentence, status 2, nothing written.
expect_error "unknown view" 2 "Unknown view" "chart, monsters, align-table, classes, spawn, level, compare, profile, heatmap or dungeon" -- "$cli" export pie $situation -o "$tmp/x.png"
expect_error "no view" 2 "VIEW" -- "$cli" export $situation -o "$tmp/x.png"
expect_error "no --output" 2 "--output" -- "$cli" export chart $situation
expect_error "unknown extension" 2 ".png, .svg or .pdf" -- "$cli" export chart $situation -o "$tmp/x.gif"
expect_error "mkclass needs --class" 2 "--class" -- "$cli" export mkclass $situation -o "$tmp/x.png"
expect_error "mkclass: unknown class" 2 "Unknown monster class" -- "$cli" export mkclass --class S_NOPE $situation -o "$tmp/x.png"
expect_error "mkclass: unknown --aligned" 2 "--aligned" -- "$cli" export mkclass --class D --aligned up $situation -o "$tmp/x.png"
expect_error "chart needs the situation" 2 "--depth" -- "$cli" export chart -o "$tmp/x.png"
expect_error "--beyond only for profile and heatmap" 2 "--beyond" -- "$cli" export chart $situation --beyond -o "$tmp/x.png"
expect_error "width out of range" 2 "--width" -- "$cli" export chart $situation --width 3 -o "$tmp/x.png"
expect_error "width not a number" 2 "--width" "abc" -- "$cli" export chart $situation --width abc -o "$tmp/x.png"
expect_error "PNG too large" 2 "too large" -- "$cli" export chart $situation --width 30000 --height 30000 -o "$tmp/x.png"
expect_error "unknown genocide" 2 "There is no monster" "zorkmid" -- "$cli" export chart $situation --genocide zorkmid -o "$tmp/x.png"
[ -e "$tmp/x.png" ] && fail "nothing written after errors" || ok "nothing written after errors"

# Bad situation input to every situation command: one sentence, status 2.
for cmd in probs "export chart -o $tmp/x.png"; do
  c=${cmd%% *}
  expect_error "$c: depth out of range" 2 "--depth" "999" -- "$cli" $cmd --depth 999 --xl 8
  expect_error "$c: xl out of range" 2 "--xl" -- "$cli" $cmd --depth 3 --xl 0
  expect_error "$c: depth not a number" 2 "--depth" "3x" -- "$cli" $cmd --depth 3x --xl 8
  expect_error "$c: unknown variant" 2 "nethack9" -- "$cli" $cmd --variant nethack9 $situation
  expect_error "$c: unknown region" 2 "moria" -- "$cli" $cmd --region moria $situation
  expect_error "$c: unknown alignment" 2 "sideways" -- "$cli" $cmd --align sideways $situation
  expect_error "$c: unknown option" 2 "--frobnicate" -- "$cli" $cmd --frobnicate $situation
done
expect_error "probs: unknown format" 2 "yaml" -- "$cli" probs --format yaml $situation
[ -e "$tmp/x.png" ] && fail "nothing written after bad input" || ok "nothing written after bad input"

# Unwritable destinations: status 1, a sentence naming the file, old file intact.
echo "old picture" >"$tmp/keep.png"
echo "a file" >"$tmp/plain"
expect_error "parent is a file" 1 "$tmp/plain/x.png" "is a file, not a folder" -- \
  "$cli" export chart $situation -o "$tmp/plain/x.png"
expect_error "missing folder" 1 "does not exist" -- "$cli" export chart $situation -o "$tmp/no/such/x.png"
mkdir "$tmp/dir.png"
expect_error "destination is a folder" 1 "it is a folder" -- "$cli" export chart $situation -o "$tmp/dir.png"
if [ -d /sys/kernel ]; then
  expect_error "read-only file system" 1 "/sys/nhs-export.png" -- "$cli" export chart $situation -o /sys/nhs-export.png
fi
# A full destination: a 64 KiB file size limit, SIGXFSZ ignored, so writes fail with EFBIG.
(
  trap '' XFSZ
  ulimit -f 64
  exec "$cli" export chart $situation -o "$tmp/keep.png"
) >"$tmp/out" 2>"$tmp/err"
st=$?
if [ $st -eq 1 ] && grep -q "keep.png" "$tmp/err" && [ "$(cat "$tmp/keep.png")" = "old picture" ]; then
  ok "full destination: status 1, old file intact"
else
  echo "# status $st"; sed 's/^/# /' "$tmp/err"; fail "full destination: status 1, old file intact"
fi
if [ "$(ls -A "$tmp" | grep -c '^\.')" -eq 0 ]; then ok "no temporary files left after failures"; else fail "no temporary files left after failures"; fi
if [ "$(id -u)" -ne 0 ]; then
  mkdir "$tmp/ro" && echo "old" >"$tmp/ro/a.svg" && chmod 555 "$tmp/ro"
  expect_error "read-only folder" 1 "$tmp/ro/a.svg" "read-only" -- "$cli" export chart $situation -o "$tmp/ro/a.svg"
  [ "$(cat "$tmp/ro/a.svg")" = "old" ] && ok "read-only folder: old file intact" || fail "read-only folder: old file intact"
  chmod 755 "$tmp/ro"
elif command -v setpriv >/dev/null; then
  mkdir "$tmp/ro" && echo "old" >"$tmp/ro/a.svg" && chmod 555 "$tmp/ro" && chmod 755 "$tmp"
  expect_error "read-only folder (as nobody)" 1 "$tmp/ro/a.svg" "read-only" -- \
    setpriv --reuid=65534 --regid=65534 --clear-groups "$cli" export chart $situation -o "$tmp/ro/a.svg"
  [ "$(cat "$tmp/ro/a.svg")" = "old" ] && ok "read-only folder: old file intact" || fail "read-only folder: old file intact"
  chmod 755 "$tmp/ro"
fi

# --data: every command that reads monster data takes it; a bad file is refused
# with one sentence naming the file, the entry and the field. (A file whose
# "variant" is no known version needs --variant to say whose rules apply.)
good="$src/data/monsters-good.json"
bad="$src/data/monsters-wrong-type.json"
check "probs --data good" "$cli" probs $situation --data "$good" --variant 3.6.7
check "monsters --data good" "$cli" monsters --data "$good" --variant 3.6.7 --format json
check "export --data good" "$cli" export chart $situation --data "$good" --variant 3.6.7 -o "$tmp/custom.svg"
"$cli" monsters --data "$good" --variant 3.6.7 --format json | grep -q '"variant"' && ok "monsters --data prints the file's monsters" || fail "monsters --data prints the file's monsters"
for cmd in "probs $situation" "monsters" "export chart $situation -o $tmp/bad.png"; do
  expect_error "${cmd%% *} --data bad file" 2 "$bad" "entry 1" "\"jackal\"" "field \"level\"" -- \
    "$cli" $cmd --data "$bad"
done
if "$cli" --help | grep -q '^  mkclass'; then
  expect_error "mkclass --data bad file" 2 "$bad" "entry 1" "field \"level\"" -- \
    "$cli" mkclass --class d $situation --data "$bad"
fi
expect_error "truncated data file" 2 "monsters-truncated.json" -- "$cli" monsters --data "$src/data/monsters-truncated.json"
expect_error "missing data file" 2 "/nonexistent/monsters.json" -- "$cli" monsters --data /nonexistent/monsters.json
# Found by fuzz-data-loader: two top-level values (json-glib leaks the first).
printf '{"variant": "x"}{"variant": "y"}' >"$tmp/two.json"
expect_error "two top-level JSON values" 2 "two.json" -- "$cli" monsters --data "$tmp/two.json"
[ -e "$tmp/bad.png" ] && fail "no picture from a refused file" || ok "no picture from a refused file"

echo "1..$n"
exit $failed
