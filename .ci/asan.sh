#!/bin/sh
# The whole test suite built with AddressSanitizer and UndefinedBehaviorSanitizer
# (build-asan). Any sanitizer report fails the test that triggered it; the
# results are in build-asan/meson-logs/testlog.json for .ci/run to count.
set -u
cd "$(dirname "$0")/.."

build=build-asan
started=$(date +%s)
opts="-Db_sanitize=address,undefined -Dbuildtype=debugoptimized -Dtests=true"
if [ -f "$build/build.ninja" ]; then
  meson setup --reconfigure "$build" $opts >/dev/null || exit 1
else
  meson setup "$build" $opts >/dev/null || exit 1
fi
meson compile -C "$build" >"$build.compile.log" 2>&1 || { tail -40 "$build.compile.log"; echo "asan: build failed"; exit 1; }
rm -f "$build.compile.log"

# GLib's slice allocator hides leaks from LSan; GL drivers are not ours.
export G_SLICE=always-malloc
export GDK_DEBUG=gl-disable
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1:print_summary=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_summary=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"

run="meson test -C $build --print-errorlogs --timeout-multiplier 4 --num-processes 2"
xvfb=""
command -v xvfb-run >/dev/null 2>&1 && xvfb="xvfb-run -a -s \"-screen 0 1400x900x24\""
status=0
# Everything but the window's tests, with ASan's fast unwinder.
eval "$xvfb $run --no-suite ui \"\$@\"" || status=1
# The window's tests (GTK, GIO modules) unwind fully at every malloc, so that
# the suppressions of GLib's process-lifetime allocations (lsan.supp) can see
# past g_malloc; logged apart (testlog-ui.json, which .ci/run counts too).
# Full unwinding is slow: these get a larger timeout, and keep 12 frames of
# each allocation's stack (ASan's default is 30), which the suppressions
# still match (the whole ui suite runs with no leak reported) and which
# nearly halves the item-use page's test (922 s to 574 s: its page decides
# every item in several situations, each decision a few thousand mallocs).
ASAN_OPTIONS="$ASAN_OPTIONS:fast_unwind_on_malloc=0:malloc_context_size=12" \
  eval "$xvfb $run --timeout-multiplier 10 --no-rebuild --suite ui --logbase testlog-ui \"\$@\"" || status=1
echo "asan: done in $(( $(date +%s) - started ))s"
exit $status
