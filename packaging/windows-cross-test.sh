#!/usr/bin/env bash
# The Windows build under Wine: packaging/windows-build.sh cross-builds the
# release (the GUI, the CLI, the zip and the installer) and the core's Catch2
# tests in build-windows/; here the tests run under Wine (including real
# unbuffered runs on small files), then the CLI, then
# packaging/windows-gui-test.sh checks the zip and the installer as a user gets
# them.
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
root=$PWD
build=${SOLIDMARK_WINDOWS_BUILD:-$root/build-windows}
t0=$SECONDS
install_debian_packages wine64 fonts-dejavu-core
"$root/packaging/windows-build.sh" core_tests ui_tests
echo "== Windows build: $((SECONDS - t0)) s" >&2

wine=$(command -v wine64 || true)
[ -n "$wine" ] || wine=/usr/lib/wine/wine64
export WINEPREFIX="$build/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
"$wine" wineboot --init >/dev/null 2>&1 || true

# core_tests.exe and ui_tests.exe run side by side (one process each, so on
# one core each; in turn they took both cores' time on one). Each run is
# bounded: a hang fails the script, with the last finished tests shown,
# instead of stalling CI.
echo "== core_tests.exe and ui_tests.exe under Wine, side by side" >&2
core_log="$build/core_tests-wine.log"
timeout 900 "$wine" "$build/tests/core_tests.exe" --durations yes >"$core_log" 2>&1 &
core_pid=$!
# Wine drops the Unix variables named QT_*: they are set inside Wine. The
# offscreen platform needs a font folder (../shared/mingw-qt6/README.md). A
# case that needs Linux ends at once with "skipped on Windows (Linux-only): why".
ui_log="$build/ui_tests-wine.log"
winpath() { printf 'Z:%s' "${1//\//\\}"; }
ui_status=0
timeout 900 "$wine" cmd /c "set QT_QPA_FONTDIR=$(winpath /usr/share/fonts/truetype/dejavu)&& \
set QT_PLUGIN_PATH=$(winpath "$build/qt/plugins")&& set PATH=$(winpath "$build/qt/bin");%PATH%&& \
$(winpath "$build/tests/ui_tests.exe")" >"$ui_log" 2>&1 || ui_status=$?
core_status=0
wait "$core_pid" || core_status=$?
if [ "$core_status" -ne 0 ]; then
  grep -v '^\[20' "$core_log" | tail -n 60 >&2
  echo "core_tests.exe under Wine failed or timed out (exit $core_status, log: $core_log)" >&2
fi
if [ "$ui_status" -ne 0 ]; then
  grep -av '^\[20\|^wine: Read access denied' "$ui_log" | tail -n 60 >&2
  echo "ui_tests.exe under Wine failed or timed out (exit $ui_status, log: $ui_log)" >&2
fi
[ "$core_status" -eq 0 ] && [ "$ui_status" -eq 0 ] || exit 1
echo "-- core_tests.exe:" >&2
grep -v ' s: ' "$core_log" | grep -v '^\[20' | tail -n 25 >&2
echo "-- ui_tests.exe:" >&2
grep -a -A2 'skipped on Windows (Linux-only)' "$ui_log" | grep -av '^--$' >&2 || true
grep -a -E '^(All tests passed|test cases:)' "$ui_log" >&2

echo "== solidmark-cli.exe run under Wine" >&2
# solidmark-cli.exe links Qt Gui and Svg (compare draws its PNG and SVG with no
# display, methodology §8): Wine finds the Qt DLLs and plugins as the release's
# folder gives them to it.
export WINEPATH="$(winpath "$build/qt/bin")" QT_PLUGIN_PATH="$(winpath "$build/qt/plugins")"
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
# The capacity check (methodology §30): files written, kept and read back;
# then --verify-only on the kept folder, by its Windows path.
cap_json=$("$wine" "$build/app/solidmark-cli.exe" capacity --target "Z:$target" --amount 48MiB --file-size 16MiB \
           --keep --no-history --quiet --json - 2>/dev/null)
kept=$(python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["verdict"]["kind"] == "genuine", d["verdict"]
assert len(d["files"]) == 3 and d["sectors"]["ok"] == 3 * 32768, d["sectors"]; print(d["kept_folder"])' <<<"$cap_json") ||
  { echo "the capacity check under Wine was not genuine, or wrote no kept folder" >&2; exit 1; }
verify_json=$("$wine" "$build/app/solidmark-cli.exe" capacity --verify-only "$kept" --no-history --quiet --json - 2>/dev/null)
python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["verdict"]["kind"] == "genuine", d["verdict"]
assert d["settings"]["file_bytes"] == 16 << 20 and d["sectors"]["ok"] == 3 * 32768, d["sectors"]' <<<"$verify_json" ||
  { echo "capacity --verify-only under Wine did not read the kept files back intact" >&2; exit 1; }
echo "capacity check under Wine: 48 MiB written, kept in $kept and read back twice, genuine" >&2
kept_name=${kept##*\\}
[ -d "$target/$kept_name" ] || { echo "the kept folder $kept is not in $target" >&2; exit 1; }
rm -rf "${target:?}/$kept_name"  # the kept folder is the user's: removed by hand, as a user would
if compgen -G "$target/SolidMark-*" >/dev/null; then
  echo "a SolidMark-* folder was left behind in $target" >&2
  exit 1
fi
echo "== kept and stale folders with junctions under Wine (docs/security.md)" >&2
"$root/packaging/windows-security-test.sh" "$wine" "$build/app/solidmark-cli.exe" 2>&1 |
  grep -av '^wine: Read access denied' >&2
echo "== the Windows release as a user gets it" >&2
"$root/packaging/windows-gui-test.sh"
echo "windows cross-test: passed in $((SECONDS - t0)) s" >&2
