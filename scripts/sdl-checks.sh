#!/bin/sh
# Writes the answers SDL2's CMake checks gave with one cross compiler (every "Have ..." and
# "Test ..." entry of a configured build folder's CMakeCache.txt) as a CMake initial cache
# (packaging/web/libsdl2-checks.cmake for emcc, packaging/windows/libsdl2-checks.cmake for
# MinGW-w64), which the libraries' sources.txt gives SDL2's configure with -C. Under emscripten
# each of SDL's ~170 checks is a CMake project of its own that starts emcc and em-config
# (Python) several times: about 280 s of CPU on 28 Nov 2026, the larger half of SDL2's build
# there; with MinGW they cost 38 of SDL2's 154 CPU seconds. The answers hold for one compiler
# (scripts/compiler-key.sh names it) and one SDL2 version, which the file checks: with any
# other it sets nothing and every check runs.
#   sh scripts/sdl-checks.sh build/web/deps/work/libsdl2/CMakeCache.txt emcc > packaging/web/libsdl2-checks.cmake
#   sh scripts/sdl-checks.sh build/windows/deps/work/libsdl2/CMakeCache.txt x86_64-w64-mingw32-gcc \
#       > packaging/windows/libsdl2-checks.cmake
# (after a make web-deps or windows-deps with the file emptied, so that every check ran).
set -eu
cache=$1 cc=$2
here=$(cd "$(dirname "$0")" && pwd)
key=$(NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH} sh "$here/compiler-key.sh" "$cc")
sdl_version=$(sed -n "s/^CMAKE_HOME_DIRECTORY:INTERNAL=.*libsdl2-\([0-9.]*[0-9]\).*/\1/p" "$cache")
[ -n "$sdl_version" ] || { echo "sdl-checks: no SDL version in $cache" >&2; exit 1; }
case $key in *'"'* | *'\'*) echo "sdl-checks: a quote or backslash in the compiler's key: $key" >&2; exit 1 ;; esac
cat <<HEAD
# SDL2 $sdl_version's CMake checks as $cc answered them: written by scripts/sdl-checks.sh
# from a configure that ran them all (docs/building.md, "Configure answers recorded"). With
# another compiler (scripts/compiler-key.sh) or another SDL2 source this file sets nothing
# and SDL's configure runs every check.
execute_process(COMMAND sh "\${CMAKE_CURRENT_LIST_DIR}/../../scripts/compiler-key.sh" $cc
                OUTPUT_VARIABLE citadela_key OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE citadela_rc)
if(NOT citadela_rc EQUAL 0 OR NOT citadela_key STREQUAL "$key"
   OR NOT CMAKE_SOURCE_DIR MATCHES "libsdl2-$(echo "$sdl_version" | sed 's/[.]/[.]/g')[^0-9.]")
  message(STATUS "libsdl2-checks.cmake: recorded with $cc ($key) and SDL2 $sdl_version, not these: every check runs")
  return()
endif()
HEAD
# A check's entry: its comment line ("//Have include ctype.h", "//Test HAVE_GCC_WALL"), then
# NAME:INTERNAL=VALUE (1 or empty).
awk '/^\/\/(Have|Test) / { want = 1; next }
     want && /^[A-Za-z0-9_]+:INTERNAL=/ { split($0, kv, ":INTERNAL="); printf "set(%s \"%s\" CACHE INTERNAL \"\")\n", kv[1], kv[2] }
     { want = 0 }' "$cache" | LC_ALL=C sort
