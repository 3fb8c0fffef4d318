#!/usr/bin/env bash
# Cross-builds the core, its Catch2 tests and solidmark-cli for Windows with
# Debian's MinGW-w64 (posix threads), then runs them under Wine: the tests
# (including real unbuffered runs on small files) and a CLI run.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
root=$PWD
deps=(g++-mingw-w64-x86-64-posix wine64 cmake ninja-build libspdlog-dev libfmt-dev catch2 nlohmann-json3-dev libcli11-dev
      nsis p7zip-full)
install_debian_packages "${deps[@]}"

build=$root/build-windows
# -O1 without debug information: this tree checks that the Windows core works
# (and that an installer can be made), it is not the release build. fmt and
# spdlog are header-only here, so every file compiles their code again, and
# at -O2 -g the cross-build alone took over 15 minutes on 2 cores.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/packaging/mingw-w64.cmake" \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON -DSOLIDMARK_WERROR=ON >/dev/null
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
# Queue depth > 1 runs on overlapped I/O and a completion port, not the thread fallback.
preset_out=$("$wine" "$build/app/solidmark-cli.exe" preset --target "Z:$target" --size 64MiB --no-history \
             --tests RND4K-Q32T1,SEQ1M-Q8T1 --passes 1 --seconds 0.3 2>/dev/null)
echo "$preset_out"
grep -q "queue engine iocp" <<<"$preset_out" || { echo "the preset did not run on the IOCP queue" >&2; exit 1; }
if compgen -G "$target/SolidMark-*" >/dev/null; then
  echo "a SolidMark-* folder was left behind in $target" >&2
  exit 1
fi
echo "== NSIS installer: built, its payload extracted and run under Wine" >&2
# The NSIS stub is a 32-bit program and Debian's wine64 runs 64-bit programs
# only (32-bit needs the i386 architecture and wine32), so the installer's
# own install/uninstall steps are not run here. 7-Zip reads NSIS archives:
# the payload is checked and the extracted solidmark-cli.exe is run.
rm -f "$build"/solidmark-*-win64.exe
(cd "$build" && cpack -G NSIS >/dev/null)
installer=$(compgen -G "$build/solidmark-*-win64.exe" | head -n 1)
[ -n "$installer" ] || { echo "cpack made no NSIS installer" >&2; exit 1; }
payload=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-nsis.XXXXXX")
trap 'rm -rf "$target" "$payload"' EXIT
7z x -y -o"$payload" "$installer" >/dev/null
for f in bin/solidmark-cli.exe Uninstall.exe; do
  [ -f "$payload/$f" ] || { echo "the installer does not contain $f" >&2; exit 1; }
done
"$wine" "$payload/bin/solidmark-cli.exe" --version
"$wine" "$payload/bin/solidmark-cli.exe" run --target "Z:$target" --size 16MiB --tests 4k --random-seconds 0.2 --quiet
if compgen -G "$target/SolidMark-*" >/dev/null; then
  echo "a SolidMark-* folder was left behind in $target by the installed CLI" >&2
  exit 1
fi
echo "windows cross-test: passed" >&2
