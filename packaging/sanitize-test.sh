#!/usr/bin/env bash
# Sanitizer and fuzzing checks (issue: faults, bad input and sanitizers), run
# by `packaging/build.sh test` and so by CI:
#   1. core + CLI tests built with clang, AddressSanitizer + UndefinedBehaviorSanitizer;
#   2. the engine's threaded tests (64 threads, Runner cancel paths, tool
#      benchmarks) built with ThreadSanitizer;
#   3. libFuzzer on every result reader of the registry and the CLI value parsers, each for
#      SOLIDMARK_FUZZ_SECONDS (default 30), and on the peer-text importer for half
#      of that, from the committed corpus. The
#      fuzzers are built in the ASan tree (its code is compiled with coverage
#      instrumentation too), which saves a third build.
# The two 50-iteration stress tests run in the normal test pass only; under
# the sanitizers the cancel paths are covered by "cancel in every phase" and
# the tool/fault tests.
# Every build is clean or the script fails.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
. "$(dirname "$0")/ccache.sh"
cd "$(dirname "$0")/.."
root=$PWD
install_debian_packages clang libclang-rt-14-dev cmake ninja-build libspdlog-dev libfmt-dev catch2 libzstd-dev libsqlite3-dev liburing-dev libsystemd-dev \
  nlohmann-json3-dev libcli11-dev
ccache_setup "$root"

jobs=$(nproc)
configure() {  # dir, extra cmake args...
  local dir=$1; shift
  # -O1 -g1: the sanitizers' usual level, with file and line in every report, in far less build time than -O2 -g.
  # No precompiled headers: CMake hands clang its PCH as `-Xclang -include
  # -Xclang <absolute path>`, which ccache cannot make relative, so no object
  # of a clone in another folder would hit (the second clone recompiled both
  # trees: 50 misses, about 230 s). gcc's `-include` it does rewrite.
  cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON \
        -DCMAKE_UNITY_BUILD=ON -DSOLIDMARK_BUILD_GUI=OFF -DSOLIDMARK_WERROR=ON "${CCACHE_CMAKE_ARGS[@]}" "$@" >/dev/null
}

# halt_on_error: the first report fails the run. detect_leaks: ASan's leak check at exit.
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1

echo "== ASan + UBSan: core and CLI tests" >&2
configure "$root/build-asan" -DSOLIDMARK_SANITIZE=address,undefined -DSOLIDMARK_FUZZ=ON
cmake --build "$root/build-asan" --parallel "$jobs" --target core_tests cli_tests solidmark-cli security_swap_folder \
      fuzz_result_json fuzz_parsers fuzz_peer_import
# -LE lab: the drive lab boots software-emulated guests (minutes each); it
# runs once, on the release build, in the test command's ctest.
# -E cli:compare: : this build has no Qt, so its solidmark-cli draws no charts
# (it says so and exits 2) and the compare CLI tests, which draw PNG and SVG,
# run on the release build; compare's core runs here in core_tests.
(cd "$root/build-asan" && ctest --output-on-failure --parallel "$jobs" --timeout 600 -E "stress|cli:compare: " -LE lab)

echo "== TSan: all core tests (64-thread engine, Runner and cancel paths, tool benchmarks)" >&2
configure "$root/build-tsan" -DSOLIDMARK_SANITIZE=thread
cmake --build "$root/build-tsan" --parallel "$jobs" --target core_tests
# TSan in clang 14 cannot map its shadow memory with the kernel's full ASLR
# entropy; setarch -R runs the tests with randomisation off for ctest and the
# processes it starts. One process per test case, $jobs at a time (one
# core_tests process ran them one after another on one core).
setarch "$(uname -m)" -R ctest --test-dir "$root/build-tsan" --output-on-failure --parallel "$jobs" --timeout 600 \
        -R '^core:' -E 'cancel stress' -LE lab

echo "== libFuzzer: result readers, CLI parsers and the peer-text importer" >&2
seconds=${SOLIDMARK_FUZZ_SECONDS:-30}
# The three fuzzers side by side (each is one process on one core), each
# with its own log, printed in order once all have ended.
fuzz_dir=$(mktemp -d)
trap 'rm -rf "$fuzz_dir"' EXIT
pids=()
for f in result_json:json:$seconds parsers:parsers:$seconds peer_import:peer:$(( (seconds + 1) / 2 )); do
  IFS=: read -r name corpus limit <<<"$f"
  mkdir "$fuzz_dir/$name"
  cp "$root/tests/fuzz/corpus/$corpus/"* "$fuzz_dir/$name/"
  "$root/build-asan/tests/fuzz/fuzz_$name" -max_total_time="$limit" -max_len=65536 -timeout=10 \
      -print_final_stats=1 -artifact_prefix="$root/build-asan/$name-" "$fuzz_dir/$name" >"$fuzz_dir/$name.log" 2>&1 &
  pids+=("$!:$name")
done
failed=0
for p in "${pids[@]}"; do
  rc=0
  wait "${p%%:*}" || rc=$?
  echo "-- fuzz_${p#*:}: exit $rc" >&2
  tail -n 12 "$fuzz_dir/${p#*:}.log" >&2
  [ "$rc" = 0 ] || failed=1
done
[ "$failed" = 0 ] || { echo "sanitize-test: a fuzzer failed (its input is in $root/build-asan/)" >&2; exit 1; }
echo "sanitize-test: passed" >&2
