#!/usr/bin/env bash
# Checks the desktop integration of an unpacked package root: the desktop
# file opens a file (%f) of the saved result's MIME type, and the MIME type
# (shared-mime-info XML) compiles with update-mime-database and is what a
# file manager finds for a *.solidmark.json, and for a plain *.json that is
# a SolidMark run, while another JSON stays application/json.
#   packaging/mime-check.sh ROOT      (deb-test.sh and rpm-test.sh call it)
set -euo pipefail
root=$1
app=io.github.solidmark.SolidMark
type=application/x-solidmark+json
fail() { echo "mime-check: $*" >&2; exit 1; }
desktop=$root/usr/share/applications/$app.desktop
xml=$root/usr/share/mime/packages/$app.xml
[ -f "$xml" ] || fail "missing from the package: /usr/share/mime/packages/$app.xml"
desktop-file-validate "$desktop"
grep -Eq '^Exec=solidmark %[fF]$' "$desktop" || fail "Exec= does not take a file: $(grep '^Exec=' "$desktop")"
sed -n 's/^MimeType=//p' "$desktop" | tr ';' '\n' | grep -qxF "$type" || fail "the desktop file does not name $type in MimeType="
xmllint --noout "$xml"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/share/mime/packages" "$work/files"
cp "$xml" "$work/share/mime/packages/"
# Errors in the XML (an unknown element, a bad magic value) fail here.
update-mime-database -V "$work/share/mime" 2>&1 | grep -i -E 'warning|error' >&2 && fail "update-mime-database complains (above)"
grep -qx "$type" "$work/share/mime/types" || fail "$type is not in the compiled MIME database"
grep -q ":$type:\*\.solidmark\.json" "$work/share/mime/globs2" || fail "no *.solidmark.json glob in the database"
# What a file manager sees (GIO reads the same database), with the system's types beside ours.
printf '{\n  "schema": "solidmark.run/1",\n  "app_version": "0.1.0"\n}\n' > "$work/files/run.solidmark.json"
cp "$work/files/run.solidmark.json" "$work/files/run-saved-without-suffix"
printf '{\n  "name": "not a benchmark"\n}\n' > "$work/files/other.json"
detect() { XDG_DATA_HOME="$work/none" XDG_DATA_DIRS="$work/share:/usr/share" gio info -a standard::content-type "$1" |
             sed -n 's/^ *standard::content-type: //p'; }
for f in run.solidmark.json run-saved-without-suffix; do
  [ "$(detect "$work/files/$f")" = "$type" ] || fail "$f is $(detect "$work/files/$f"), not $type"
done
[ "$(detect "$work/files/other.json")" = application/json ] || fail "another JSON is $(detect "$work/files/other.json")"
echo "mime-check: passed" >&2
