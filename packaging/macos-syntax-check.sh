#!/usr/bin/env bash
# The macOS paths of the core, compiled (syntax and types, no code
# generation) on Linux: every core source with __APPLE__ defined and
# __linux__ undefined, against Debian's headers plus the two Darwin fcntl
# constants from packaging/macos/darwin-shim.h. Debian has no macOS SDK, so
# this checks SolidMark's own macOS code (F_NOCACHE, F_FULLFSYNC, the
# non-Linux device info and reopen), not Apple's declarations; nothing here
# runs on macOS.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
install_debian_packages clang libspdlog-dev libfmt-dev nlohmann-json3-dev
flags=(-std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic -Werror
       -U__linux__ -U__linux -Ulinux -U__gnu_linux__ -D__APPLE__ -D__MACH__
       -DSPDLOG_COMPILED_LIB -DSPDLOG_FMT_EXTERNAL -DSPDLOG_SHARED_LIB -DFMT_SHARED
       -include packaging/macos/darwin-shim.h -Icore)
mapfile -t sources < <(find core -name '*.cpp' ! -name 'win32_*' | sort)
printf '%s\n' "${sources[@]}" | xargs -P "$(nproc)" -I{} clang++ "${flags[@]}" {}
echo "macOS syntax check: ${#sources[@]} core sources compiled with __APPLE__" >&2
