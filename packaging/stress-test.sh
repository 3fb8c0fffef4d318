#!/usr/bin/env bash
# The test command on a busy machine (issue 41): no test may fail because the
# machine is busy. Run it before a change that touches timing, threads or
# exit paths (docs/architecture.md, "Tests and time"):
#   1. `ctest -LE lab` three times in a row with two CPU hogs (stress-ng
#      --cpu 2) running at normal priority beside it;
#   2. the drive lab's groups (`ctest -L lab`) once with one hog.
# Any failure fails the script; its last lines are the summary.
#   packaging/stress-test.sh [BUILD_DIR]    (default build/, made by
#                                           `packaging/build.sh test`)
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
build=$(realpath "${1:-build}")
[ -f "$build/CTestTestfile.cmake" ] || { echo "no test build in $build: run packaging/build.sh test first" >&2; exit 2; }
install_debian_packages stress-ng

hogs=
stop_hogs() { [ -n "$hogs" ] && kill "$hogs" 2>/dev/null && wait "$hogs" 2>/dev/null; hogs=; return 0; }
trap stop_hogs EXIT
start_hogs() {
  stress-ng --cpu "$1" --quiet &   # normal priority: as a compiler on the other core
  hogs=$!
  sleep 1
}

summary=()
failed=0
run() {  # NAME CTEST-ARGS...
  local name=$1 t0=$SECONDS rc=0
  shift
  echo "== $name" >&2
  (cd "$build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" --timeout 900 "$@") \
    > "$log/$name.log" 2>&1 || rc=$?
  local line
  line=$(grep -E "tests passed|tests failed" "$log/$name.log" | tail -1 || true)
  summary+=("$name: ${line:-no ctest summary} (exit $rc, $((SECONDS - t0)) s)")
  if [ "$rc" -ne 0 ]; then
    failed=1
    grep -E "^\s+[0-9]+ - " "$log/$name.log" >&2 || true
  fi
}

log=$(mktemp -d "${TMPDIR:-/tmp}/solidmark-stress.XXXXXX")
start_hogs 2
for i in 1 2 3; do run "ctest-LE-lab-pass-$i-2-hogs" -LE lab; done
stop_hogs
start_hogs 1
run "lab-1-hog" -L lab
stop_hogs

echo "stress test on $(nproc) CPUs (logs in $log):"
printf '  %s\n' "${summary[@]}"
[ "$failed" -eq 0 ] && echo "stress test: no failures" || echo "stress test: FAILED"
exit "$failed"
