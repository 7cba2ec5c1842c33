#!/bin/sh
# Installs what the browser build and its check need and are missing: emscripten (with its
# LLVM and node), CMake and dpkg-dev for the libraries (scripts/web-deps.sh), the DejaVu font
# the page carries, gettext's msgfmt for the catalogues; with `check`, what make web-check adds
# (Chromium, npm, the X tools). Safe to run again. APT_DOWNLOAD_ONLY=1 only downloads them
# (scripts/apt-install.sh).
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
fi
# shellcheck disable=SC2086
exec sh "$(dirname "$0")/apt-install.sh" $need
