#!/usr/bin/env bash
# SolidMark vs fio side by side on the same target; see compare_fio.py --help.
#   bench/compare_fio.sh --target /var/tmp --size 1GiB --rounds 3
set -euo pipefail
cd "$(dirname "$0")/.."
command -v fio >/dev/null || { echo "fio is missing: apt-get install fio" >&2; exit 2; }
[ -x build/app/solidmark-cli ] || cmake --build build --target solidmark-cli
exec python3 bench/compare_fio.py "$@"
