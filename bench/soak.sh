#!/usr/bin/env bash
# Soak: the full suite N times back to back in one process (default 20 runs
# of 256 MiB), then the coefficient of variation per row and a leak check
# (file descriptors, threads, SolidMark-* folders, disk space). Not part of CI.
#   bench/soak.sh --target DIR [--runs 20] [--size 256MiB]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cmake -S "$root" -B "$root/build" -G Ninja >/dev/null
cmake --build "$root/build" --target solidmark_soak >/dev/null
target=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  [ "${args[$i]}" = --target ] && target=${args[$((i + 1))]}
done
[ -n "$target" ] || { echo "usage: $0 --target DIR [--runs N] [--size SIZE]" >&2; exit 2; }
"$root/build/bench/solidmark_soak" "$@"
if compgen -G "$target/SolidMark-*" >/dev/null; then
  echo "LEAK: SolidMark-* folders left in $target" >&2
  exit 1
fi
echo "No SolidMark-* folder left in $target."
