#!/usr/bin/env bash
# Builds the .rpm from an existing build tree with Debian's rpm package,
# checks its metadata (name, license, summary, Requires taken from the
# binaries, the files it owns), runs rpmlint, unpacks it with rpm2cpio | cpio
# into a throwaway root and runs the installed solidmark-cli from there
# (--version and a 64 MiB run), as deb-test.sh does for the .deb.
#   packaging/rpm-test.sh [BUILD_DIR]     (default: build)
set -euo pipefail
. "$(dirname "$0")/install-deps.sh"
cd "$(dirname "$0")/.."
root=$PWD
build=$(cd "${1:-$root/build}" && pwd)
install_debian_packages rpm rpm2cpio cpio rpmlint desktop-file-utils shared-mime-info libglib2.0-bin libxml2-utils
# The build tree may have been configured before rpmbuild was installed.
cmake "$build" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# rpmbuild keeps its database and macros under HOME; keep them out of the user's.
(cd "$build" && HOME=$work cpack -G RPM >/dev/null)
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
rpmfile="$build/solidmark-$version-1.$(uname -m).rpm"
[ -f "$rpmfile" ] || { echo "no $rpmfile (cpack -G RPM made: $(ls "$build"/*.rpm 2>/dev/null))" >&2; exit 1; }
echo "== $rpmfile" >&2
q() { rpm -qp --nosignature "$@" "$rpmfile" 2>/dev/null; }
q --info >&2
fail() { echo "rpm-test: $*" >&2; exit 1; }
[ "$(q --qf '%{NAME}-%{VERSION}-%{RELEASE}.%{ARCH}')" = "solidmark-$version-1.$(uname -m)" ] || fail "wrong name"
[ "$(q --qf '%{LICENSE}')" = "GPL-3.0-or-later" ] || fail "license is $(q --qf '%{LICENSE}')"
[ -n "$(q --qf '%{SUMMARY}')" ] || fail "no summary"
q --qf '%{DESCRIPTION}' | grep -q "AS SSD" || fail "no description"

# Requires come from the binaries' ELF NEEDED entries (Qt 6, libstdc++, ...).
q -R > "$work/requires"
echo "-- Requires:" >&2
cat "$work/requires" >&2
for lib in 'libQt6Widgets\.so\.6' 'libQt6Charts\.so\.6' 'libstdc\+\+\.so\.6' 'libc\.so\.6'; do
  grep -Eq "^$lib" "$work/requires" || fail "Requires lacks $lib"
done

# The package owns its own files and directories only.
q -l > "$work/files"
echo "-- $(wc -l < "$work/files") paths owned" >&2
app=io.github.solidmark.SolidMark
for f in /usr/bin/solidmark /usr/bin/solidmark-cli /usr/share/applications/$app.desktop \
         /usr/share/metainfo/$app.metainfo.xml /usr/share/mime/packages/$app.xml \
         /usr/share/icons/hicolor/scalable/apps/$app.svg \
         /usr/share/icons/hicolor/48x48/apps/$app.png /usr/share/man/man1/solidmark-cli.1.gz \
         /usr/share/doc/solidmark/copyright; do
  grep -qxF "$f" "$work/files" || fail "missing from the package: $f"
done
if grep -Ex '/usr/share/(applications|metainfo|mime|mime/packages|man|man/man1|icons|icons/hicolor(/[^/]+(/apps)?)?)|/usr/lib/\.build-id.*|/usr(/[^/]+)?' \
     "$work/files" >&2; then
  fail "the package owns shared directories (above)"
fi

# rpmlint: errors fail, warnings are printed for the record. Not counted:
# no-signature (a distribution signs with its own key when it publishes).
rpmlint_out=$(rpmlint "$rpmfile" 2>&1) || true
echo "$rpmlint_out" >&2
if echo "$rpmlint_out" | grep ' E: ' | grep -v ' E: no-signature$' >&2; then
  fail "rpmlint reports errors (above)"
fi

mkdir "$work/root"
(cd "$work/root" && rpm2cpio "$rpmfile" | cpio -idm --quiet)
for f in usr/bin/solidmark usr/bin/solidmark-cli; do
  [ -x "$work/root/$f" ] || fail "not unpacked: /$f"
done
packaging/mime-check.sh "$work/root"
"$work/root/usr/bin/solidmark-cli" --version
target=$(mktemp -d "${TMPDIR:-/var/tmp}/solidmark-rpm.XXXXXX")
"$work/root/usr/bin/solidmark-cli" run --size 64MiB --target "$target" --random-seconds 0.5 --access-seconds 0.5 \
    --no-history --quiet
rmdir "$target"
echo "rpm-test: passed ($rpmfile)" >&2
