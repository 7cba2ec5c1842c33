#!/bin/sh
# Installs what the Windows build needs and is missing: the MinGW-w64 cross compilers (SDL's
# CMake project asks for C++ too), CMake, dpkg-source (dpkg-dev) for apt-get source, zip and
# NSIS for the downloads, gettext's msgfmt for the catalogues (scripts/windows-deps.sh); with
# `check`, what make windows-check adds (scripts/check-windows.sh: wine64, Xvfb, xdotool,
# ImageMagick, 7z). Safe to run again.
#   sh scripts/windows-tools.sh [check]
set -eu
need=""
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need="$need gcc-mingw-w64-x86-64"
command -v x86_64-w64-mingw32-g++ >/dev/null 2>&1 || need="$need g++-mingw-w64-x86-64"
command -v cmake >/dev/null 2>&1 || need="$need cmake"
command -v dpkg-source >/dev/null 2>&1 || need="$need dpkg-dev"
# make windows-dist: the zip, and the installer (which windows-check looks into).
command -v zip >/dev/null 2>&1 || need="$need zip"
command -v makensis >/dev/null 2>&1 || need="$need nsis"
# The message catalogues (msgfmt), the game's and libintl's test's.
command -v msgfmt >/dev/null 2>&1 || need="$need gettext"
if [ "${1:-}" = check ]; then
    # Debian's wine64 puts its wine64 in /usr/lib/wine (check-windows.sh looks there too).
    { command -v wine64 || command -v wine || [ -x /usr/lib/wine/wine64 ]; } >/dev/null 2>&1 || need="$need wine64"
    command -v Xvfb >/dev/null 2>&1 || need="$need xvfb"
    command -v xdotool >/dev/null 2>&1 || need="$need xdotool"
    command -v import >/dev/null 2>&1 && command -v compare >/dev/null 2>&1 || need="$need imagemagick"
    command -v 7z >/dev/null 2>&1 || need="$need p7zip-full"
fi
# shellcheck disable=SC2086
exec sh "$(dirname "$0")/apt-install.sh" $need
