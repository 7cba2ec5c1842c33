#!/bin/sh
# The browser build's libraries (SDL2, SDL2_image, SDL2_ttf, FreeType) compiled with Debian's
# emscripten from Debian's own source packages of the versions pinned in
# packaging/web/sources.txt, into a cache a second run reuses (scripts/debian-src-deps.sh
# builds them). Every object is built with -pthread: a program with threads links only
# objects built for shared memory.
#   scripts/web-deps.sh CACHE_DIR      (make web passes build/web/deps)
set -eu
cache=$1
here=$(cd "$(dirname "$0")/.." && pwd)
sh "$here/scripts/web-tools.sh"
# emscripten's JavaScript tools load acorn from Debian's node-acorn (/usr/share/nodejs), which
# a node not from Debian (NodeSource's) does not search by itself; mk/web.mk says the same.
NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export NODE_PATH
exec sh "$here/scripts/debian-src-deps.sh" web-deps "$here/packaging/web/sources.txt" "$cache" \
    "$here/packaging/web/emscripten.cmake" -DCMAKE_C_FLAGS=-pthread -DCMAKE_CXX_FLAGS=-pthread
