#!/usr/bin/env bash
# Cross-builds the core, its Catch2 tests and solidmark-cli for Windows with
# Debian's MinGW-w64 (posix threads), then runs them under Wine: the tests
# (including real unbuffered runs on small files) and a CLI run.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
root=$PWD
deps=(g++-mingw-w64-x86-64-posix wine64 cmake ninja-build libspdlog-dev libfmt-dev catch2 nsis)
install_debian_packages "${deps[@]}"

build=$root/build-windows
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/packaging/mingw-w64.cmake" \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSOLIDMARK_WERROR=ON >/dev/null
cmake --build "$build" --target core_tests solidmark-cli --parallel "$(nproc)"

wine=$(command -v wine64 || true)
[ -n "$wine" ] || wine=/usr/lib/wine/wine64
export WINEPREFIX="$build/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
"$wine" wineboot --init >/dev/null 2>&1 || true

echo "== core_tests.exe under Wine" >&2
# A bounded run: a hang fails the script (with the last finished tests shown)
# instead of stalling CI.
log="$build/core_tests-wine.log"
if ! timeout 900 "$wine" "$build/tests/core_tests.exe" --durations yes >"$log" 2>&1; then
  grep -v '^\[20' "$log" | tail -n 60 >&2
  echo "core_tests.exe under Wine failed or timed out (log: $log)" >&2
  exit 1
fi
grep -v ' s: ' "$log" | grep -v '^\[20' | tail -n 25 >&2

echo "== solidmark-cli.exe run under Wine" >&2
target=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-wine.XXXXXX")
trap 'rm -rf "$target"' EXIT
"$wine" "$build/app/solidmark-cli.exe" --version
"$wine" "$build/app/solidmark-cli.exe" info --target "Z:$target"
"$wine" "$build/app/solidmark-cli.exe" run --target "Z:$target" --size 32MiB \
        --random-seconds 0.3 --access-seconds 0.3
"$wine" "$build/app/solidmark-cli.exe" copy --target "Z:$target" --scale 0.01 --verify
"$wine" "$build/app/solidmark-cli.exe" compression --target "Z:$target" --size 176MiB --quiet
if compgen -G "$target/SolidMark-*" >/dev/null; then
  echo "a SolidMark-* folder was left behind in $target" >&2
  exit 1
fi
echo "== NSIS installer: install, run, uninstall under Wine" >&2
rm -f "$build"/solidmark-*-win64.exe
(cd "$build" && cpack -G NSIS >/dev/null)
installer=$(compgen -G "$build/solidmark-*-win64.exe" | head -n 1)
[ -n "$installer" ] || { echo "cpack made no NSIS installer" >&2; exit 1; }
dest="$WINEPREFIX/drive_c/SolidMarkTest"
rm -rf "$dest"
# /S: silent; /D= must come last, unquoted.
"$wine" "$installer" /S '/D=C:\SolidMarkTest'
[ -f "$dest/bin/solidmark-cli.exe" ] || { echo "the installer did not install bin/solidmark-cli.exe" >&2; exit 1; }
[ -f "$dest/Uninstall.exe" ] || { echo "the installer did not install Uninstall.exe" >&2; exit 1; }
"$wine" "$dest/bin/solidmark-cli.exe" --version
"$wine" "$dest/bin/solidmark-cli.exe" run --target "Z:$target" --size 16MiB --tests 4k --random-seconds 0.2 --quiet
# _?= runs the uninstaller in place and waits for it (it then leaves itself).
"$wine" "$dest/Uninstall.exe" /S '_?=C:\SolidMarkTest'
if [ -e "$dest/bin/solidmark-cli.exe" ]; then
  echo "the uninstaller left bin/solidmark-cli.exe" >&2
  exit 1
fi
echo "windows cross-test: passed" >&2
