#!/usr/bin/env bash
# The house's size rules (docs/architecture.md): no source file in app/,
# core/ or ui/ over 600 lines and no function over 120 lines. Function
# extents come from Universal Ctags (its `end:` field). Prints every
# offender and exits 1 if there is one; part of the test command.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
install_debian_packages universal-ctags
max_file=600 max_function=120
status=0
while IFS= read -r f; do
  n=$(wc -l <"$f")
  if [ "$n" -gt "$max_file" ]; then echo "file over $max_file lines: $f ($n)"; status=1; fi
done < <(git ls-files 'app/*.cpp' 'app/*.h' 'core/*.cpp' 'core/*.h' 'ui/*.cpp' 'ui/*.h')
# Functions (and lambdas, which ctags reports as anonymous functions) by start and end line.
while IFS=$'\t' read -r name file line end; do
  len=$((end - line + 1))
  if [ "$len" -gt "$max_function" ]; then echo "function over $max_function lines: $file:$line $name ($len)"; status=1; fi
done < <(git ls-files 'app/*.cpp' 'app/*.h' 'core/*.cpp' 'core/*.h' 'ui/*.cpp' 'ui/*.h' |
         xargs ctags --languages=C++ --kinds-C++=f --fields=+ne -o - 2>/dev/null |
         awk -F'\t' '{ line=""; end=""; for (i = 4; i <= NF; i++) { if ($i ~ /^line:/) line = substr($i, 6); if ($i ~ /^end:/) end = substr($i, 5) } if (line != "" && end != "") print $1 "\t" $2 "\t" line "\t" end }')
[ "$status" -eq 0 ] && echo "house figures: no file over $max_file lines, no function over $max_function lines" >&2
exit "$status"
