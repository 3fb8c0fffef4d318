#!/usr/bin/env bash
# packaging/build.sh windows: the Windows release, cross-built on Debian with
# MinGW-w64 (posix threads) against a MinGW build of Qt 6 with Qt Charts.
#   dist/solidmark-<version>-win64.zip        portable: unpack and run
#   dist/solidmark-<version>-win64-setup.exe  NSIS installer
# The Qt prefix: $SOLIDMARK_MINGW_QT (any MinGW-w64 Qt >= 6.4 with Qt Charts,
# e.g. MSYS2's), else the tarball in ../shared/mingw-qt6/, unpacked once into
# the build tree. Qt itself is never built here.
# Extra targets to build in the same tree (the test command's core_tests):
#   packaging/windows-build.sh [TARGET...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/install-deps.sh"
. "$here/ccache.sh"
root=$(dirname "$here")
cd "$root"
# Debian's host Qt tools (moc, rcc, uic, lrelease) are what the MinGW Qt's CMake
# files call (QT_HOST_PATH); qt6-translations-l10n gives Qt's own catalogs.
deps=(g++-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 cmake ninja-build xz-utils
      qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
      libspdlog-dev libfmt-dev catch2 nlohmann-json3-dev libcli11-dev nsis p7zip-full curl tcl)
install_debian_packages "${deps[@]}"
ccache_setup "$root"

build=${SOLIDMARK_WINDOWS_BUILD:-$root/build-windows}
mkdir -p "$build"

# --- the Qt prefix -----------------------------------------------------------
qt=${SOLIDMARK_MINGW_QT:-}
if [ -z "$qt" ]; then
  tarball=$(compgen -G "$root/../shared/mingw-qt6/mingw-qt6-*.tar.xz" | head -n 1 || true)
  if [ -z "$tarball" ]; then
    cat >&2 <<'EOF'
packaging/build.sh windows needs a MinGW-w64 build of Qt >= 6.4 with Qt Charts:
  - set SOLIDMARK_MINGW_QT to its prefix (the folder with lib/cmake/Qt6), for
    example MSYS2's mingw-w64-x86_64-qt6-base and mingw-w64-x86_64-qt6-charts;
  - or put mingw-qt6-6.4.2-x86_64-posix.tar.xz in ../shared/mingw-qt6/ beside
    this clone (its build-mingw-qt.sh makes it from Qt's sources).
EOF
    exit 1
  fi
  stamp=$(sha256sum "$tarball" | cut -c1-16)
  if [ "$(cat "$build/qt/.stamp" 2>/dev/null || true)" != "$stamp" ]; then
    echo "Unpacking $(basename "$tarball") into $build/qt" >&2
    rm -rf "$build/qt" && mkdir -p "$build/qt"
    tar -xf "$tarball" -C "$build/qt" --strip-components=1
    echo "$stamp" >"$build/qt/.stamp"
  fi
  qt=$build/qt
fi
if [ ! -f "$qt/lib/cmake/Qt6Charts/Qt6ChartsConfig.cmake" ] || [ ! -f "$qt/plugins/platforms/qwindows.dll" ]; then
  echo "$qt is not a MinGW Qt 6 prefix with Qt Charts (no lib/cmake/Qt6Charts or plugins/platforms/qwindows.dll)" >&2
  exit 1
fi

# --- SQLite for the result history -------------------------------------------
# Debian has no MinGW SQLite. Its sqlite3 source (the same 3.40.1 as
# libsqlite3-dev, from Debian's archive, checked against the hash below) makes
# the amalgamation, sqlite3.c, once per build tree; SOLIDMARK_SQLITE_AMALGAMATION
# names a folder with sqlite3.c and sqlite3.h instead (e.g. sqlite.org's).
sqlite=${SOLIDMARK_SQLITE_AMALGAMATION:-}
if [ -z "$sqlite" ]; then
  sqlite=$build/sqlite
  orig=sqlite3_3.40.1.orig.tar.xz
  orig_sha256=aaa776260ab4dc976db34aa7891819484c8676b5b2783123ebc6301e2ca5d655
  if [ ! -f "$sqlite/sqlite3.c" ]; then
    rm -rf "$sqlite" && mkdir -p "$sqlite/src"
    curl -sSf --retry 3 -o "$sqlite/$orig" "http://deb.debian.org/debian/pool/main/s/sqlite3/$orig" ||
      { echo "could not fetch $orig from Debian's archive (or set SOLIDMARK_SQLITE_AMALGAMATION)" >&2; exit 1; }
    echo "$orig_sha256  $sqlite/$orig" | sha256sum -c --quiet - ||
      { echo "$orig does not have the expected SHA-256" >&2; exit 1; }
    tar -xf "$sqlite/$orig" -C "$sqlite/src" --strip-components=1
    (cd "$sqlite/src" && mkdir -p bld && cd bld && ../configure --disable-tcl >/dev/null && make sqlite3.c >/dev/null)
    cp "$sqlite/src/bld/sqlite3.c" "$sqlite/src/bld/sqlite3.h" "$sqlite/"
    rm -rf "$sqlite/src" "$sqlite/$orig"
  fi
fi

# --- the build -----------------------------------------------------------------
# -O2 without debug information, a unity build (fmt and spdlog are header-only
# in the cross-build, so each file compiles their code again).
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/packaging/mingw-w64.cmake" \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON \
      -DSOLIDMARK_WERROR=ON -DSOLIDMARK_BUILD_GUI=ON -DCMAKE_PREFIX_PATH="$qt" -DSOLIDMARK_SQLITE_AMALGAMATION="$sqlite" \
      -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake "${CCACHE_CMAKE_ARGS[@]}" >/dev/null
cmake --build "$build" --target solidmark solidmark-cli "$@" --parallel "$(nproc)"

# --- the portable folder -------------------------------------------------------
version=$(sed -n 's/^project(SolidMark VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
name=solidmark-$version-win64
stage=$build/stage/$name
rm -rf "$build/stage" && mkdir -p "$stage"
strip=x86_64-w64-mingw32-strip
objdump=x86_64-w64-mingw32-objdump
cp "$build/app/solidmark.exe" "$build/app/solidmark-cli.exe" "$stage/"
$strip "$stage/solidmark.exe" "$stage/solidmark-cli.exe"
# The plugins the window loads: the windows platform (offscreen too, for
# scripted screenshots without a desktop), the Vista style, and the image
# formats (PNG is built into Qt6Gui).
mkdir -p "$stage/platforms" "$stage/styles" "$stage/imageformats" "$stage/translations"
cp "$qt/plugins/platforms/qwindows.dll" "$qt/plugins/platforms/qoffscreen.dll" "$stage/platforms/"
cp "$qt"/plugins/styles/*.dll "$stage/styles/"
cp "$qt"/plugins/imageformats/*.dll "$stage/imageformats/"
# Every DLL the programs and plugins import, found by walking the import
# tables; what Qt's bin/ does not have must be Windows' own
# (packaging/windows-imports.sh checks the finished folder).
todo=("$stage"/*.exe "$stage"/platforms/*.dll "$stage"/styles/*.dll "$stage"/imageformats/*.dll)
declare -A seen
while [ ${#todo[@]} -gt 0 ]; do
  f=${todo[0]}
  todo=("${todo[@]:1}")
  for dll in $($objdump -p "$f" | awk '/DLL Name:/ {print $3}'); do
    [ -z "${seen[$dll]:-}" ] || continue
    seen[$dll]=1
    if [ -f "$qt/bin/$dll" ]; then
      cp "$qt/bin/$dll" "$stage/"
      todo+=("$stage/$dll")
    fi
  done
done
# SolidMark's catalogs are compiled into the program; Qt's own (the standard
# dialogs' buttons) come from Debian's qt6-translations-l10n, the same 6.4.2.
for lang in de ru ja zh_CN es fr pt_BR pl uk it; do
  cp "/usr/share/qt6/translations/qtbase_$lang.qm" "$stage/translations/"
done
printf '[Paths]\nPrefix=.\nTranslations=translations\n' >"$stage/qt.conf"
cp "$root/LICENSE" "$stage/LICENSE.txt"
sed "s/@VERSION@/$version/g" "$here/windows/README.txt" | sed 's/$/\r/' >"$stage/README.txt"

# --- the zip and the installer ---------------------------------------------------
mkdir -p "$root/dist"
zip=$root/dist/$name.zip
rm -f "$zip"
(cd "$build/stage" && 7z a -tzip -mx=9 "$zip" "$name" >/dev/null)
setup=$root/dist/$name-setup.exe
rm -f "$setup"
makensis -V2 -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" -DLICENSE="$root/LICENSE" \
         "$here/windows/solidmark.nsi" >&2
zip_mib=$(( $(stat -c %s "$zip") / 1048576 ))
[ "$zip_mib" -lt 40 ] || { echo "$zip is $zip_mib MiB, over the 40 MiB bound" >&2; exit 1; }
echo "Windows release: $zip ($(du -h "$zip" | cut -f1)), $setup ($(du -h "$setup" | cut -f1))" >&2
