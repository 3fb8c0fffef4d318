#!/usr/bin/env bash
# The macOS paths of the core, compiled on Linux (unoptimised objects that are
# thrown away: an object, unlike -fsyntax-only, is what the compiler cache can
# keep, so an unchanged source is not compiled again): every core source with __APPLE__ defined and
# __linux__ undefined, against Debian's headers plus the two Darwin fcntl
# constants from packaging/macos/darwin-shim.h. Debian has no macOS SDK, so
# this checks SolidMark's own macOS code (F_NOCACHE, F_FULLFSYNC, the
# non-Linux device info and reopen), not Apple's declarations; nothing here
# runs on macOS.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
. "$(dirname "$0")/ccache.sh"
cd "$(dirname "$0")/.."
root=$PWD
install_debian_packages clang libspdlog-dev libfmt-dev nlohmann-json3-dev
ccache_setup "$root"
out=$root/build/macos-syntax
rm -rf "$out" && mkdir -p "$out"
flags=(-std=c++20 -O0 -c -Wall -Wextra -Wpedantic -Werror
       -U__linux__ -U__linux -Ulinux -U__gnu_linux__ -D__APPLE__ -D__MACH__
       -DSPDLOG_COMPILED_LIB -DSPDLOG_FMT_EXTERNAL -DSPDLOG_SHARED_LIB -DFMT_SHARED
       -include packaging/macos/darwin-shim.h -Icore)
mapfile -t sources < <(find core -name '*.cpp' ! -name 'win32_*' | sort)
# Each object is named after its source's path (core/io/x.cpp -> core_io_x.o).
printf '%s\n' "${sources[@]}" |
  xargs -P "$(nproc)" -I{} sh -c 'o=$(printf %s "$1" | tr / _); shift; exec "$@" -o "$0/${o%.cpp}.o"' "$out" {} \
        "${CCACHE_LAUNCHER[@]}" clang++ "${flags[@]}" {}
rm -rf "$out"
echo "macOS syntax check: ${#sources[@]} core sources compiled with __APPLE__" >&2
