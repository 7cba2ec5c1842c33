#!/bin/sh
# The Windows build's libraries (SDL2, SDL2_image, SDL2_ttf, FreeType; cmocka for the
# unit tests), cross-compiled with MinGW-w64 from Debian's own source packages of the
# versions pinned in packaging/windows/sources.txt, into a cache a second run reuses
# (scripts/debian-src-deps.sh builds them); then GNU libintl, from Debian's gettext of the
# version in packaging/intl.txt, into the same cache (scripts/intl-deps.sh).
#   scripts/windows-deps.sh CACHE_DIR      (make windows passes build/windows/deps)
set -eu
cache=$1
here=$(cd "$(dirname "$0")/.." && pwd)
list=$here/packaging/windows/sources.txt
toolchain=$here/packaging/windows/mingw-w64-x86_64.cmake
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive

# The tools: the cross compilers (SDL's CMake project asks for C++ too), CMake, dpkg-source
# (dpkg-dev) for apt-get source, zip and NSIS for the downloads.
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
if [ -n "$need" ]; then
    $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
    # shellcheck disable=SC2086
    $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends $need
fi

DEPS_PREFIX_MAP=1
export DEPS_PREFIX_MAP
sh "$here/scripts/debian-src-deps.sh" windows-deps "$list" "$cache" "$toolchain"
exec sh "$here/scripts/intl-deps.sh" windows-deps "$cache" x86_64-w64-mingw32 --enable-threads=windows
