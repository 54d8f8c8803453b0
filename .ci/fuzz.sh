#!/bin/sh
# Bounded libFuzzer runs of every fuzz target (fuzz/), each for FUZZ_SECONDS
# (default 60) from the committed seed corpus. Builds build-fuzz with clang.
# FUZZ_TARGETS picks some (default: all). The loader and scenario targets
# take inputs up to 1.2 MB with a dictionary and start from the bundled
# monster files too; the CLI target's inputs go up to 8 KB (issue 15).
# A crash, leak or timeout fails the script; the input is kept in fuzz-out/.
# Reproduce one with: build-fuzz/fuzz/TARGET fuzz-out/TARGET/crash-...
set -u
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-"fuzz-data-loader fuzz-cli-args fuzz-names fuzz-scenario fuzz-scenario-fields"}
build=build-fuzz
out=fuzz-out
started=$(date +%s)

if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" -Dfuzzing=true -Dtests=false -Dbuildtype=debugoptimized \
    -Dc_args=-fsanitize=fuzzer-no-link \
    -Db_sanitize=address,undefined -Db_lundef=false >"$out.setup.log" 2>&1 || {
    cat "$out.setup.log"; echo "fuzz: meson setup failed"; exit 1; }
  rm -f "$out.setup.log"
fi
build_targets=""
for t in $targets; do build_targets="$build_targets fuzz/$t"; done
# shellcheck disable=SC2086
ninja -C "$build" $build_targets >/dev/null || { ninja -C "$build" $build_targets | tail -30; echo "fuzz: build failed"; exit 1; }

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
export G_SLICE=always-malloc
export G_DEBUG=gc-friendly
status=0
for t in $targets; do
  work=$(mktemp -d "${TMPDIR:-/tmp}/nhs-fuzz-$t-XXXXXX")
  mkdir -p "$out/$t"
  extra="-max_len=65536"
  seeds=""
  case $t in
    fuzz-data-loader)
      # Large inputs (json-glib's stack overflow needed 70 KB), the schema's
      # words, and the real tables as seeds (copied, not committed twice).
      extra="-max_len=1200000 -dict=$PWD/fuzz/fuzz-data-loader.dict"
      seeds="$work/seeds"
      mkdir -p "$seeds"
      cp data/monsters-*.json "$seeds/"
      # and one seed past 1 MB (SLASH'EM's table and 700 KB of blanks), so
      # that mutated inputs reach that size from the start
      { cat data/monsters-slashem.json; head -c 700000 /dev/zero | tr '\0' ' '; } >"$seeds/large.json" ;;
    fuzz-scenario)
      extra="-max_len=1200000 -dict=$PWD/fuzz/fuzz-data-loader.dict" ;;
    fuzz-cli-args)
      extra="-max_len=8192 -dict=$PWD/fuzz/fuzz-cli-args.dict" ;;
  esac
  # New inputs go to $work/corpus; the committed seeds are read only. The
  # target runs in its own folder $work/cwd (the CLI's relative --data and
  # --output; the CLI target makes its hostile files there).
  mkdir -p "$work/corpus" "$work/cwd"
  # shellcheck disable=SC2086
  (cd "$work/cwd" && "$OLDPWD/$build/fuzz/$t" \
      -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 $extra \
      -close_fd_mask=3 -print_final_stats=1 \
      -artifact_prefix="$OLDPWD/$out/$t/" \
      "$work/corpus" "$OLDPWD/fuzz/corpus/$t" $seeds) >"$out/$t.log" 2>&1
  rc=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/$t.log" | grep -o '[0-9]*$')
  if [ $rc -eq 0 ]; then
    echo "fuzz: $t: ok, ${runs:-?} inputs in ${seconds}s"
  else
    status=1
    echo "fuzz: $t: FAILED (exit $rc); see $out/$t.log and $out/$t/"
    grep -E "ERROR|SUMMARY|runtime error" "$out/$t.log" | head -5
  fi
  rm -rf "$work"
done
echo "fuzz: done in $(( $(date +%s) - started ))s"
exit $status
