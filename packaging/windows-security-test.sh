#!/usr/bin/env bash
# The security cases of docs/security.md under Wine (called by
# packaging/windows-cross-test.sh): a kept folder and a stale folder that
# hold a link to a victim folder, as a second user could plant them on a
# shared drive. The Windows build removes kept and stale folders by handle,
# never descending into a reparse point; the victim folder (and an empty
# one, which a handle opened through the link would delete) must survive.
#
# Wine is not Windows: Wine 8 cannot make a junction (FSCTL_SET_REPARSE_POINT
# answers ERROR_NOT_SUPPORTED), but it shows a host symlink as a reparse
# point (FILE_ATTRIBUTE_REPARSE_POINT) in a folder's listing, and opens what
# it points to even with FILE_FLAG_OPEN_REPARSE_POINT. So the links are
# planted from the host, and SolidMark, which refuses to delete a handle
# that is not the reparse point its listing showed, leaves them (and the
# folder around them) in place here; real NTFS deletes the junction itself.
# A host symlink to a *file* Wine does not show at all (no reparse
# attribute; the listing's file id is the target's), and a delete through it
# removes the target: no Windows program can tell, so that case is tested
# on Linux (tests/security.sh) and left to NTFS's reparse points on Windows.
#   windows-security-test.sh WINE CLI.EXE
set -euo pipefail
wine=$1 cli=$2
target=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-wine-security.XXXXXX")
trap 'rm -rf "$target"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
victim=$target/victim
mkdir "$victim" "$target/victim-empty"
echo precious >"$victim/precious.txt"
intact() {
  [ "$(cat "$victim/precious.txt" 2>/dev/null)" = precious ] || fail "the victim's file is gone ($1)"
  [ -d "$target/victim-empty" ] || fail "the empty victim folder is gone ($1)"
}
quick=(--size 16MiB --random-seconds 0.2 --access-seconds 0.2 --quiet --no-history)

# A kept folder, made as a user makes one, then a junction planted in it.
"$wine" "$cli" condition --target "Z:$target" --size 16MiB --written 16MiB --keep --quiet --no-history >/dev/null
kept=$(find "$target" -maxdepth 1 -name 'SolidMark-*' -type d)
[ -n "$kept" ] || fail "condition --keep left no folder"
ln -s "$victim" "$kept/junction"
ln -s "$target/victim-empty" "$kept/junction-empty"
# The next run removes kept folders at its end.
"$wine" "$cli" run --target "Z:$target" "${quick[@]}" >/dev/null
intact "a run removing a kept folder with junctions"
echo "ok: kept folder with junctions: victim intact; left in place: $(ls -A "$kept" 2>/dev/null | tr '\n' ' ')"

# A stale folder (a crashed run's, markers as SolidMark writes them, its
# pid dead) with a junction to the victim: run --clean-stale.
stale=$target/SolidMark-0000dead
mkdir "$stale"
marker=$(find "$target" -name .solidmark-area | head -n 1)
if [ -n "$marker" ]; then
  sed 's/pid=[0-9]*/pid=999999/' "$marker" >"$stale/.solidmark-area"
else  # the kept folder went entirely: make the marker from a fresh one
  fail "no marker to copy (the kept folder was removed whole, links and all?)"
fi
ln -s "$victim" "$stale/junction"
ln -s "$target/victim-empty" "$stale/junction-empty"
"$wine" "$cli" run --target "Z:$target" --clean-stale "${quick[@]}" >/dev/null
intact "run --clean-stale with a stale folder holding junctions"
echo "ok: stale folder with junctions: victim intact"
echo "windows security: passed"
