#!/usr/bin/env bash
# The Windows release (packaging/windows-build.sh: dist/*-win64.zip and
# *-setup.exe) checked as a user would get it, under Wine. Wine is not
# Windows: what this proves is listed in docs/windows.md.
#   1. every DLL the zip's programs and DLLs import is in the zip or is
#      Windows' own (a DLL Wine's system32 has), and no MinGW runtime DLL;
#   2. the zip, unpacked into a fresh WINEPREFIX, runs a 64 MiB suite
#      offscreen (--run --screenshot --quit): exit 0, the PNG's text read back
#      by OCR holds the filled result rows, the test folder is gone;
#   3. the same zip with the real `windows` platform under Xvfb: the window
#      appears, a click on Start (found by OCR in a screenshot) runs the
#      suite, a screenshot shows the results; then a saved result opened;
#   4. the installer's payload (7-Zip reads NSIS) holds the same files.
# Screenshots are kept in $SOLIDMARK_WIN_SHOTS when it is set.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/install-deps.sh"
root=$(dirname "$here")
install_debian_packages wine64 p7zip-full binutils-mingw-w64-x86-64 xvfb xauth x11-utils openbox xdotool imagemagick \
                        tesseract-ocr fonts-dejavu-core
version=$(sed -n 's/^project(SolidMark VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
name=solidmark-$version-win64
zip=$root/dist/$name.zip
setup=$root/dist/$name-setup.exe
[ -f "$zip" ] && [ -f "$setup" ] || { echo "run packaging/build.sh windows first (no $zip or $setup)" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-wingui.XXXXXX")
xvfb_pid=
cleanup() {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  WINEPREFIX=$work/prefix timeout 20 /usr/lib/wine/wineserver -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
# On a failure the screenshots so far are kept for a person to look at.
fail() {
  echo "windows GUI test: $*" >&2
  [ -z "${SOLIDMARK_WIN_SHOTS:-}" ] || cp "$work"/*.png "$work"/*.txt "$SOLIDMARK_WIN_SHOTS/" 2>/dev/null || true
  exit 1
}
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
t0=$SECONDS
"$wine" wineboot --init >/dev/null 2>&1 || true
app=$WINEPREFIX/drive_c/SolidMark
mkdir -p "$app"
7z x -y -o"$app" "$zip" >/dev/null
app=$app/$name
[ -f "$app/solidmark.exe" ] || fail "the zip has no $name/solidmark.exe"
shots=${SOLIDMARK_WIN_SHOTS:-$work/shots}
mkdir -p "$shots"

echo "== the zip's imports (at $((SECONDS - t0)) s)" >&2
sys32=$WINEPREFIX/drive_c/windows/system32
declare -A have
while read -r f; do have[${f,,}]=1; done < <(cd "$app" && find . -iname '*.dll' -printf '%f\n')
checked=0
while read -r f; do
  for dll in $(x86_64-w64-mingw32-objdump -p "$f" | awk '/DLL Name:/ {print $3}'); do
    lower=${dll,,}
    case $lower in libstdc++*|libgcc*|libwinpthread*) fail "$(basename "$f") imports the MinGW runtime $dll" ;; esac
    [ -n "${have[$lower]:-}" ] && continue
    # Windows' own: a DLL Wine provides in system32 (its own builds of
    # Windows' DLLs), or an API set (api-ms-win-*) that Windows resolves.
    if [ -n "$(find "$sys32" -maxdepth 1 -iname "$dll" -print -quit)" ] || [[ $lower == api-ms-win-* ]]; then
      continue
    fi
    fail "$(basename "$f") imports $dll, which is neither in the zip nor a Windows DLL"
  done
  checked=$((checked + 1))
done < <(find "$app" -iname '*.exe' -o -iname '*.dll')
echo "imports: $checked programs and DLLs, every import in the zip or Windows' own" >&2

# A Windows path for a host path (Wine's Z: is the host's root).
winpath() { echo "Z:${1//\//\\}"; }
fonts=$(winpath /usr/share/fonts/truetype/dejavu)
target=$work/target
mkdir -p "$target"
# OCR at twice the size (the window's 9-point text is too small for tesseract
# as drawn), with the blue of a focus frame or progress bar turned white: a
# frame tight around a word (the focused Start button) hides it from tesseract.
ocr() { convert "$1" -alpha off -fuzz 12% -fill white -opaque "#4a90d9" -resize 200% png:- | tesseract - - --psm 11 "${@:2}" 2>/dev/null; }
# The suite's rows as the window shows them: Seq and 4K with MB/s figures, a score.
check_results() {  # PNG WHAT
  local text
  text=$(ocr "$1")
  echo "$text" >"$1.txt"
  for row in Seq 4K Score; do
    grep -q "$row" <<<"$text" || fail "$2: OCR found no '$row' in $1 (text in $1.txt)"
  done
  [ "$(grep -Eo '[0-9]+[.,][0-9]{2}' <<<"$text" | wc -l)" -ge 4 ] ||
    fail "$2: OCR found fewer than 4 figures in $1 (text in $1.txt)"
}
no_leftovers() {
  if compgen -G "$target/SolidMark-*" >/dev/null; then fail "$1 left a SolidMark-* folder in $target"; fi
}

echo "== offscreen: --run --screenshot --quit (at $((SECONDS - t0)) s)" >&2
png=$work/offscreen.png
# Wine drops QT_* variables from the Unix environment: the platform goes on
# the command line, the font folder is set inside Wine.
"$wine" cmd /c "set QT_QPA_FONTDIR=$fonts&& $(winpath "$app/solidmark.exe") -platform offscreen --target $(winpath "$target") --size 64MiB --random-seconds 0.3 --access-seconds 0.3 --access-span file --run --screenshot $(winpath "$png") --quit" ||
  fail "solidmark.exe --run --quit exited with $?"
[ -s "$png" ] || fail "no screenshot at $png"
check_results "$png" "offscreen run"
no_leftovers "the offscreen run"
cp "$png" "$shots/windows-offscreen-run.png"

echo "== the windows platform under Xvfb: a click on Start (at $((SECONDS - t0)) s)" >&2
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 2800x2000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 &
"$wine" "$app/solidmark.exe" --target "$(winpath "$target")" --size 64MiB --random-seconds 0.3 --access-seconds 0.3 \
  --access-span file >"$work/window.log" 2>&1 &
win_pid=$!
wid=
for _ in $(seq 120); do
  wid=$(xdotool search --name '^SolidMark' 2>/dev/null | head -n 1 || true)
  [ -n "$wid" ] && break
  sleep 0.5
done
[ -n "$wid" ] || fail "no SolidMark window appeared (log: $(cat "$work/window.log"))"
sleep 3
screen=$work/screen.png
import -window "$wid" "$screen"
# Start's place in the window: the OCR's word boxes (tesseract's TSV: ... left
# top width height conf text), at twice the size.
read -r x y < <(ocr "$screen" tsv | awk -F'\t' '$12 == "Start" { print int(($7 + $9 / 2) / 2), int(($8 + $10 / 2) / 2); exit }') || true
[ -n "${x:-}" ] || fail "no Start button found by OCR in the window (screenshot $screen)"
xdotool mousemove --window "$wid" "$x" "$y" click 1
done_png=$work/windows-run.png
for _ in $(seq 90); do
  sleep 2
  import -window "$wid" "$done_png"
  # Running, the button reads Stop; back to Start with a score, the run has ended. The button
  # is read in the window's bottom strip alone (the black margin X leaves below a window that
  # grew trimmed off first): on the whole filled window tesseract's sparse layout can miss it.
  convert "$done_png" -bordercolor black -border 1 -fuzz 5% -trim +repage -gravity South -crop x60+0+0 +repage \
    "$work/bottom.png"
  ocr "$work/bottom.png" tsv | awk -F'\t' '$12 == "Start" {f=1} END {exit !f}' && grep -q Score <(ocr "$done_png") && break
done
check_results "$done_png" "the windows platform after a click on Start"
no_leftovers "the run started by a click"
cp "$done_png" "$shots/windows-platform-run.png"
xdotool key --window "$wid" ctrl+q || true
for _ in $(seq 40); do kill -0 "$win_pid" 2>/dev/null || break; sleep 0.25; done
kill "$win_pid" 2>/dev/null || true

echo "== the windows platform: a saved result opened (at $((SECONDS - t0)) s)" >&2
saved=$work/result.solidmark.json
"$wine" "$app/solidmark-cli.exe" run --target "$(winpath "$target")" --size 64MiB \
  --random-seconds 0.3 --access-seconds 0.3 --access-span file --no-history --quiet --json "$(winpath "$saved")" >/dev/null
grep -q '"schema": *"solidmark.run/1"' "$saved" || fail "solidmark-cli.exe wrote no solidmark.run/1 document"
open_png=$work/windows-open.png
"$wine" "$app/solidmark.exe" "$(winpath "$saved")" --screenshot "$(winpath "$open_png")" --quit ||
  fail "solidmark.exe FILE --screenshot --quit exited with $?"
check_results "$open_png" "a saved result opened"
cp "$open_png" "$shots/windows-platform-open.png"

echo "== the windows platform at 150 % and 200 % scaling (at $((SECONDS - t0)) s)" >&2
# Windows' display scaling is the LogPixels setting (96 = 100 %); Qt scales
# the window by it. The screenshot is the window's own pixels: at 150 % it is
# about 1.5 times as wide, and every result is still read by OCR.
width_of() { identify -format '%w' "$1"; }
base_width=$(width_of "$open_png")
for scale in 150 200; do
  "$wine" reg add 'HKCU\Control Panel\Desktop' /v LogPixels /t REG_DWORD /d $((96 * scale / 100)) /f >/dev/null 2>&1
  scaled_png=$work/windows-scale-$scale.png
  "$wine" "$app/solidmark.exe" "$(winpath "$saved")" --screenshot "$(winpath "$scaled_png")" --quit ||
    fail "solidmark.exe at $scale % exited with $?"
  check_results "$scaled_png" "a saved result at $scale %"
  width=$(width_of "$scaled_png")
  [ $((width * 100)) -ge $((base_width * (scale - 15))) ] ||
    fail "at $scale % the window is $width px wide, at 100 % $base_width px: not scaled"
  echo "$scale %: $width px wide (100 %: $base_width px)" >&2
  cp "$scaled_png" "$shots/windows-scale-$scale.png"
done
"$wine" reg add 'HKCU\Control Panel\Desktop' /v LogPixels /t REG_DWORD /d 96 /f >/dev/null 2>&1

echo "== the installer's payload (at $((SECONDS - t0)) s)" >&2
payload=$work/payload
7z x -y -o"$payload" "$setup" >/dev/null
[ -f "$payload/Uninstall.exe" ] || fail "the installer has no Uninstaller"
(cd "$app" && find . -type f | sort) >"$work/zip.list"
(cd "$payload" && find . -type f ! -name Uninstall.exe ! -path './$PLUGINSDIR/*' | sort) >"$work/setup.list"
diff "$work/zip.list" "$work/setup.list" >&2 || fail "the installer's files differ from the zip's"
for f in solidmark.exe solidmark-cli.exe; do
  cmp -s "$app/$f" "$payload/$f" || fail "the installer's $f differs from the zip's"
done
echo "windows GUI test: passed in $((SECONDS - t0)) s (zip $(du -h "$zip" | cut -f1), installer $(du -h "$setup" | cut -f1))" >&2
