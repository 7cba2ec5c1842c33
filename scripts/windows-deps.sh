#!/bin/sh
# The Windows build's libraries (SDL2, SDL2_image, SDL2_ttf, FreeType; cmocka for the
# unit tests), cross-compiled with MinGW-w64 from Debian's own source packages of the
# versions pinned in packaging/windows/sources.txt, into a cache a second run reuses
# (scripts/debian-src-deps.sh builds them); then GNU libintl, from Debian's gettext of the
# version in packaging/intl.txt, into the same cache (scripts/intl-deps.sh); then OpenSSL for
# TLS, from Debian's openssl of the series in packaging/windows/openssl.txt
# (scripts/openssl-deps.sh).
#   scripts/windows-deps.sh CACHE_DIR      (make windows passes build/windows/deps)
set -eu
cache=$1
here=$(cd "$(dirname "$0")/.." && pwd)
list=$here/packaging/windows/sources.txt
toolchain=$here/packaging/windows/mingw-w64-x86_64.cmake
# The tools first: the cross compilers, CMake, dpkg-dev, zip, NSIS, msgfmt.
sh "$here/scripts/windows-tools.sh"

DEPS_PREFIX_MAP=1
export DEPS_PREFIX_MAP
sh "$here/scripts/debian-src-deps.sh" windows-deps "$list" "$cache" "$toolchain"
# Its configure starts from the answers its checks gave with this MinGW-w64
# (libintl-checks.site, scripts/intl-checks.sh; INTL_CHECKS= asks them all again).
INTL_CHECKS=${INTL_CHECKS-$here/packaging/windows/libintl-checks.site} \
    sh "$here/scripts/intl-deps.sh" windows-deps "$cache" x86_64-w64-mingw32 --enable-threads=windows
exec sh "$here/scripts/openssl-deps.sh" windows-deps "$cache"
