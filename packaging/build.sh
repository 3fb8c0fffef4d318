#!/usr/bin/env bash
# The two set-up commands of README.md:
#   packaging/build.sh run    install dependencies, build, run SolidMark
#                             (the GUI when a display exists, else the CLI on a
#                             small test in a temporary folder)
#   packaging/build.sh test   install dependencies, build, run every test
#                             (also the Windows cross-build under Wine, the
#                             macOS syntax check, the sanitizer builds and
#                             bounded fuzzing)
#   packaging/build.sh windows  cross-build the Windows release into dist/:
#                             the portable zip and the NSIS installer
#                             (packaging/windows-build.sh says where Qt comes from)
# Both install what they need from Debian with apt-get (via sudo when not root).
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
. "$(dirname "$0")/ccache.sh"
mode=${1:-}
case "$mode" in
  run|test) ;;
  windows) exec "$(dirname "$0")/windows-build.sh" ;;
  *) echo "usage: $0 run|test|windows" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
root=$PWD

# libqt6opengl6-dev: Qt6Charts' CMake config needs Qt6OpenGL, which qt6-charts-dev does
# not pull in on Debian 12.
deps=(build-essential cmake ninja-build pkg-config
      qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
      libgl-dev libegl-dev libvulkan-dev libxkbcommon-dev
      libspdlog-dev libfmt-dev catch2 libzstd-dev libsqlite3-dev liburing-dev libsystemd-dev util-linux
      nlohmann-json3-dev libcli11-dev libnvme-dev)
# Japanese and Chinese fonts, so the offscreen UI tests measure real glyphs for ja and zh_CN.
# The filesystems the target tests and tests/fs_matrix.sh make on loop
# volumes (ext4 with chattr/filefrag, xfs, btrfs with and without
# compress-force, exfat-fuse, ntfs-3g); passwd for tests/normal_user.sh;
# rpm, rpm2cpio, cpio and rpmlint build and check the .rpm (rpm-test.sh); dbus,
# polkitd, udisks2 and systemd (udevd) for tests/udisks_user.sh;
# qemu-system-x86, busybox-static, kmod (depmod, modprobe) and fdisk (sfdisk)
# boot the drive lab's guests (tests/lab; Debian's kernel is apt-get downloaded);
# smartmontools: the lab's SATA drive's ATA SMART is read through smartctl;
# f3 (f3write, f3read), dmsetup and exfatprogs: the capacity check against f3
# (tests/capacity_f3.sh) and the lab's emulated fake drives; tesseract-ocr and
# libxml2-utils (xmllint) read the compare charts' PNG and SVG back (tests/test_ui_compare.cpp).
[ "$mode" = test ] && deps+=(xvfb fio python3 fonts-ipafont-gothic fonts-wqy-microhei e2fsprogs xfsprogs btrfs-progs
                             tesseract-ocr libxml2-utils
                             exfatprogs exfat-fuse ntfs-3g passwd rpm rpm2cpio cpio rpmlint
                             dbus polkitd udisks2 systemd qemu-system-x86 busybox-static kmod fdisk smartmontools
                             f3 dmsetup)

install_debian_packages "${deps[@]}"
# Every build below goes through the compiler cache (packaging/ccache.sh); its
# hit rate for this run is printed at the end. SOLIDMARK_CCACHE=0 turns it off.
ccache_setup "$root"
[ -z "${CCACHE_STATSLOG:-}" ] || : >"$CCACHE_STATSLOG"

# Each stage's elapsed time, so a slow one shows in the CI log.
stage() { echo "== $1 (at $SECONDS s)" >&2; }
stage "build"
build=$root/build
# A unity build (each target's files compiled in batches of 8, so the headers
# of Qt, fmt, spdlog and nlohmann_json are compiled once per batch, not per
# file) and line tables only (-g1: backtraces keep file and line): a clean
# build on 2 cores in about half the time (docs/architecture.md, "Build time").
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" \
      -DCMAKE_UNITY_BUILD=ON -DSOLIDMARK_WERROR=ON "${CCACHE_CMAKE_ARGS[@]}" >/dev/null
cmake --build "$build" --parallel "$(nproc)"

if [ "$mode" = test ]; then
  # The drive lab (tests/lab) boots software-emulated guests, one group after
  # another, for about five minutes, and uses less than one core: it runs in
  # the background beside the stages below, which run at a lower priority
  # (nice 10) so its throttled truths keep the CPU they need. Its kernel and
  # initramfs are prepared first, in the foreground, so that no apt-get below
  # runs beside its apt-get download.
  stage "drive lab: guest prepared, groups started in the background"
  lab_rc=0
  python3 "$root/tests/lab/lab.py" --cli "$build/app/solidmark-cli" --cache "$build/lab" prepare || lab_rc=$?
  [ "$lab_rc" = 0 ] || [ "$lab_rc" = 77 ] || exit "$lab_rc"
  lab_log=$build/lab-tests.log
  # Its own process group (set -m), so that a failure below stops its guests
  # too, in this session: a new session (setsid) would be a scheduler
  # autogroup of its own, which gets half the CPU whatever the nice values
  # say (sched_autogroup; a guest starved so beside the MinGW build missed
  # fio's twin by 6.4 %). Its own ctest folder (build/tests/Testing), so the
  # two ctest runs do not share a log.
  set -m
  ctest --test-dir "$build/tests" -L lab --output-on-failure --timeout 600 >"$lab_log" 2>&1 </dev/null &
  lab_pid=$!
  set +m
  trap 'kill -TERM -- "-$lab_pid" 2>/dev/null || true' EXIT
  renice -n 10 -p $$ >/dev/null
  # The house rules: clang-format style, no file over 600 lines, no function over 120.
  stage "format and size checks"
  "$root/packaging/format-check.sh"
  "$root/packaging/house-figures.sh"
  # The Windows core, cross-built with MinGW-w64 and run under Wine.
  stage "Windows cross-build under Wine"
  "$root/packaging/windows-cross-test.sh"
  # The macOS code paths of the core, compiled on Linux (see the script).
  stage "macOS syntax check"
  "$root/packaging/macos-syntax-check.sh"
  stage "unit and end-to-end tests"
  (cd "$build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" --timeout 600 -LE lab)
  stage "drive lab (run in the background since the build)"
  lab_rc=0
  wait "$lab_pid" || lab_rc=$?
  trap - EXIT
  cat "$lab_log"
  [ "$lab_rc" = 0 ] || { echo "the drive lab failed (exit $lab_rc): $lab_log" >&2; exit 1; }
  # The .deb: lintian, desktop/AppStream validation, and the installed CLI run from an unpacked root.
  stage ".deb package"
  "$root/packaging/deb-test.sh" "$build"
  # The .rpm: metadata, Requires, owned files, rpmlint, and the CLI run from an rpm2cpio-unpacked root.
  stage ".rpm package"
  "$root/packaging/rpm-test.sh" "$build"
  # Core and CLI again under ASan+UBSan and TSan, then bounded libFuzzer runs.
  stage "sanitizers and fuzzing"
  "$root/packaging/sanitize-test.sh"
  ccache_report
  stage "done"
  exit 0
fi

ccache_report
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$build/app/solidmark"
fi
tmp=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-demo.XXXXXX")
trap 'rmdir "$tmp" 2>/dev/null || true' EXIT
echo "No display found: running solidmark-cli on a 256 MiB test in $tmp" >&2
"$build/app/solidmark-cli" run --target "$tmp" --size 256MiB
