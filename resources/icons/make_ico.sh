#!/usr/bin/env bash
# Makes resources/icons/solidmark.ico (the Windows programs' icon, app/windows.rc)
# from solidmark.svg: the PNG sizes the native build renders with icon_render
# (resources/CMakeLists.txt), joined by ImageMagick. Run it after changing the
# SVG, from a native build tree:  resources/icons/make_ico.sh build
set -euo pipefail
build=${1:?usage: make_ico.sh NATIVE_BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
cmake --build "$build" --target solidmark_icons
pngs=()
for s in 16 24 32 48 64 128 256; do
  pngs+=("$build/resources/hicolor/${s}x${s}/apps/io.github.solidmark.SolidMark.png")
done
convert "${pngs[@]}" "$here/solidmark.ico"
identify "$here/solidmark.ico"
