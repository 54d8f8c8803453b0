#!/bin/sh
# The core's C tests under valgrind: no invalid reads or writes, no
# definite leaks. Uses the plain build (build/, debugoptimized as the
# project's default; VALGRIND_BUILD names another), so CI compiles nothing
# again; its log is build/meson-logs/testlog-valgrind.json. Shell-script
# tests are skipped (they would only check the shell).
set -u
cd "$(dirname "$0")/.."

build=${VALGRIND_BUILD:-build}
started=$(date +%s)
if [ -f "$build/build.ninja" ]; then
  meson setup --reconfigure "$build" >/dev/null || exit 1
else
  meson setup "$build" -Dbuildtype=debugoptimized -Dtests=true >/dev/null || exit 1
fi
meson compile -C "$build" >"$build.compile.log" 2>&1 || { tail -40 "$build.compile.log"; echo "valgrind: build failed"; exit 1; }
rm -f "$build.compile.log"

# The core suite's compiled tests (not scripts).
tests=$(meson introspect "$build" --tests | python3 -c '
import json, sys
for t in json.load(sys.stdin):
    exe = t["cmd"][0]
    try:
        is_elf = open(exe, "rb").read(4) == b"\x7fELF"
    except OSError:
        is_elf = False
    if "nhspawn:core" in t["suite"] and is_elf:
        print(t["name"])
')
[ -n "$tests" ] || { echo "valgrind: no core tests found"; exit 1; }

# Subtests whose cost is volume (thousands of levels, statues or game
# loops drawn to hold a rate within noise) are left to the plain run and
# the ASan run, which run every subtest: under valgrind each costs 20 to 50
# times its plain time, and the code they reach is reached here too by the
# other subtests of the same programs, at smaller volume. One path a line.
skip=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/^[[:space:]]*/-s /' .ci/valgrind-skip)

supp=""
for f in /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-4.0/valgrind/gtk.supp; do
  [ -f "$f" ] && supp="$supp --suppressions=$f"
done
export G_SLICE=always-malloc
export G_DEBUG=gc-friendly
# shellcheck disable=SC2086
meson test -C "$build" --no-rebuild --print-errorlogs --timeout-multiplier 20 --num-processes 2 \
  --test-args "$skip" \
  --wrapper "valgrind --quiet --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 --track-origins=no $supp" \
  $tests
status=$?
echo "valgrind: done in $(( $(date +%s) - started ))s"
exit $status
