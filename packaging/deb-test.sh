#!/usr/bin/env bash
# Builds the .deb from an existing build tree, checks it with lintian,
# desktop-file-validate, appstreamcli and mime-check.sh, unpacks it into a throwaway root and
# runs the installed solidmark-cli from there (--version and a 64 MiB run).
#   packaging/deb-test.sh [BUILD_DIR]     (default: build)
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
root=$PWD
build=${1:-$root/build}
install_debian_packages lintian desktop-file-utils appstream dpkg-dev shared-mime-info libglib2.0-bin libxml2-utils
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls -t "$build"/solidmark_*.deb | head -n 1)
echo "== $deb" >&2
dpkg-deb --info "$deb" | sed -n '/Package:/,$p' >&2
# Errors fail the build; warnings are printed for the record.
lintian --fail-on error --no-tag-display-limit "$deb" >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$deb" "$work/root"
app=io.github.solidmark.SolidMark
for f in usr/bin/solidmark usr/bin/solidmark-cli \
         usr/share/applications/$app.desktop usr/share/metainfo/$app.metainfo.xml usr/share/mime/packages/$app.xml \
         usr/share/icons/hicolor/scalable/apps/$app.svg usr/share/icons/hicolor/48x48/apps/$app.png \
         usr/share/icons/hicolor/256x256/apps/$app.png usr/share/man/man1/solidmark-cli.1.gz \
         usr/share/doc/solidmark/copyright usr/share/doc/solidmark/changelog.gz; do
  [ -e "$work/root/$f" ] || { echo "missing from the package: /$f" >&2; exit 1; }
done
desktop-file-validate "$work/root/usr/share/applications/$app.desktop"
# A double-click on a saved result opens it: the MIME type and the desktop file's %f.
packaging/mime-check.sh "$work/root"
# The desktop file's Icon= names an icon the package installs.
icon=$(sed -n 's/^Icon=//p' "$work/root/usr/share/applications/$app.desktop")
[ -e "$work/root/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || { echo "Icon=$icon is not installed" >&2; exit 1; }
appstreamcli validate --no-net "$work/root/usr/share/metainfo/$app.metainfo.xml"
"$work/root/usr/bin/solidmark-cli" --version
target=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-deb.XXXXXX")
"$work/root/usr/bin/solidmark-cli" run --size 64MiB --target "$target" --random-seconds 0.5 --access-seconds 0.5 \
    --no-history --quiet
rmdir "$target"
echo "deb-test: passed ($deb)" >&2
