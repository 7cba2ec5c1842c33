#!/bin/sh
# Installs what the browser build and its check need and are missing: emscripten (with its
# LLVM and node), CMake and dpkg-dev for the libraries (scripts/web-deps.sh), the DejaVu font
# the page carries, gettext's msgfmt for the catalogues; with `check`, what make web-check adds
# (Chromium, npm, the X tools, and for the Windows seat at the browser's table the MinGW
# compiler and Wine). Safe to run again.
set -eu
need=""
command -v emcc >/dev/null 2>&1 || need="$need emscripten"
command -v cmake >/dev/null 2>&1 || need="$need cmake"
command -v dpkg-source >/dev/null 2>&1 || need="$need dpkg-dev"
command -v node >/dev/null 2>&1 || need="$need nodejs"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need="$need fonts-dejavu-core"
# The message catalogues (msgfmt): the game's, and libintl's test's for make web-check.
command -v msgfmt >/dev/null 2>&1 || need="$need gettext"
if [ "${1:-}" = check ]; then
    command -v chromium >/dev/null 2>&1 || need="$need chromium"
    command -v npm >/dev/null 2>&1 || need="$need npm"
    # The Linux window's menu the page's is compared with (tests/windows/lib.sh menu_shot).
    command -v Xvfb >/dev/null 2>&1 || need="$need xvfb"
    command -v xdotool >/dev/null 2>&1 || need="$need xdotool"
    command -v import >/dev/null 2>&1 || need="$need imagemagick"
    # A Linux, a Windows and a browser seat at one table (tests/web/three-systems.sh): the
    # Windows seat is net_seat.exe under Wine (tests/windows/lib.sh wine_find looks the same way).
    command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need="$need gcc-mingw-w64-x86-64"
    command -v wine64 >/dev/null 2>&1 || [ -x /usr/lib/wine/wine64 ] || command -v wine >/dev/null 2>&1 ||
        need="$need wine64"
fi
# shellcheck disable=SC2086
exec sh "$(dirname "$0")/apt-install.sh" $need
