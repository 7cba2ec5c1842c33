#!/bin/sh
# The browser build's libraries (SDL2, SDL2_image, SDL2_ttf, FreeType) compiled with Debian's
# emscripten from Debian's own source packages of the versions pinned in
# packaging/web/sources.txt, into a cache a second run reuses (scripts/debian-src-deps.sh
# builds them); then GNU libintl (scripts/intl-deps.sh, packaging/intl.txt). Every object is
# built with -pthread: a program with threads links only objects built for shared memory.
#   scripts/web-deps.sh CACHE_DIR      (make web passes build/web/deps)
set -eu
cache=$1
here=$(cd "$(dirname "$0")/.." && pwd)
sh "$here/scripts/web-tools.sh"
# emscripten's JavaScript tools load acorn from Debian's node-acorn (/usr/share/nodejs), which
# a node not from Debian (NodeSource's) does not search by itself; mk/web.mk says the same.
NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# emcc, emar and emconfigure under Debian's python3, not the first on PATH (mk/web.mk says why:
# a version manager's python3 shim cost 0.6 s of CPU on each of the libraries' calls).
if [ -z "${EMSDK_PYTHON:-}" ] && [ -x /usr/bin/python3 ]; then EMSDK_PYTHON=/usr/bin/python3; fi
export NODE_PATH ${EMSDK_PYTHON:+EMSDK_PYTHON}
sh "$here/scripts/debian-src-deps.sh" web-deps "$here/packaging/web/sources.txt" "$cache" \
    "$here/packaging/web/emscripten.cmake" -DCMAKE_C_FLAGS=-pthread -DCMAKE_CXX_FLAGS=-pthread
# GNU libintl too, as for Windows: musl's gettext is in emscripten's C library, but its
# catalogue loader, __map_file, is emscripten's JavaScript stub, which fails with -1 where musl
# expects 0, so the first message looked up in a bound catalogue reads out of bounds
# (docs/building.md "The browser build").
# Its configure starts from the answers its checks gave under this emcc (libintl-checks.site,
# scripts/intl-checks.sh; INTL_CHECKS= asks them all again).
INTL_CHECKS=${INTL_CHECKS-$here/packaging/web/libintl-checks.site} INTL_CC=emcc INTL_CFLAGS=-pthread CONFIGURE_WRAPPER=emconfigure \
    exec sh "$here/scripts/intl-deps.sh" web-deps "$cache" wasm32-unknown-emscripten --enable-threads=posix
