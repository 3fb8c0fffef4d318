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
status=0
while IFS= read -r f; do
  if [ "$fix" = --fix ]; then clang-format -i "$f"; continue; fi
  if ! out=$(clang-format "$f" | diff -u "$f" - ); then
    echo "not formatted: $f (packaging/format-check.sh --fix)"
    printf '%s\n' "$out" | sed -n '3,12p'
    status=1
  fi
done < <(git ls-files '*.cpp' '*.h' | grep -v '^tests/fixtures/')
[ "$status" -eq 0 ] && [ "$fix" != --fix ] && echo "format check: every C++ file matches .clang-format" >&2
exit "$status"
