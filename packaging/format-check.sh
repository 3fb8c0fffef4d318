#!/usr/bin/env bash
# The house style (.clang-format, docs/architecture.md): every C++ file the
# repository tracks must be formatted by clang-format 14 already. Prints the
# files that are not (and the first lines that differ) and exits 1; part of
# the test command. `packaging/format-check.sh --fix` reformats them.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
install_debian_packages clang-format
fix=${1:-}
# One clang-format per file, as many at a time as there are cores.
check_one() {
  local out
  if ! out=$(clang-format "$1" | diff -u "$1" -); then
    printf 'not formatted: %s (packaging/format-check.sh --fix)\n%s\n' "$1" "$(printf '%s\n' "$out" | sed -n '3,12p')"
    return 1
  fi
}
export -f check_one
files() { git ls-files '*.cpp' '*.h' | grep -v '^tests/fixtures/'; }
if [ "$fix" = --fix ]; then
  files | xargs -P "$(nproc)" -n 16 clang-format -i
  exit 0
fi
status=0
files | xargs -P "$(nproc)" -I{} bash -c 'check_one "$1"' _ {} || status=1
[ "$status" -eq 0 ] && echo "format check: every C++ file matches .clang-format" >&2
exit "$status"
