#!/bin/sh
# Writes the answers SDL2's CMake checks gave under emscripten (every "Have ..." and "Test ..."
# entry of a configured build folder's CMakeCache.txt) as a CMake initial cache
# (packaging/web/libsdl2-checks.cmake), which scripts/web-deps.sh gives SDL2's configure with -C.
# Under emscripten each of SDL's ~170 checks is a CMake project of its own that starts emcc and
# em-config (Python) several times: about 280 s of CPU on 28 Nov 2026, the larger half of
# SDL2's build there. The answers hold for one emscripten and one SDL2 version, which the file
# names and checks: with any other emcc it sets nothing and every check runs.
#   sh scripts/web-sdl-checks.sh build/web/deps/work/libsdl2/CMakeCache.txt > packaging/web/libsdl2-checks.cmake
# (after a make web-deps with the file emptied, so that every check ran).
set -eu
cache=$1
emcc_version=$(NODE_PATH=/usr/share/nodejs emcc -v 2>&1 | sed -n 's/^emcc (Emscripten[^)]*) \([0-9.]*\).*/\1/p' | head -n 1)
sdl_version=$(sed -n "s/^CMAKE_HOME_DIRECTORY:INTERNAL=.*libsdl2-\([0-9.]*[0-9]\).*/\1/p" "$cache")
[ -n "$emcc_version" ] && [ -n "$sdl_version" ] || { echo "web-sdl-checks: no emcc version or no SDL version in $cache" >&2; exit 1; }
cat <<HEAD
# SDL2 $sdl_version's CMake checks as emscripten $emcc_version answered them: written by
# scripts/web-sdl-checks.sh from a configure that ran them all (docs/building.md, "The browser
# build"). With another emcc or another SDL2 source this file sets nothing and SDL's
# configure runs every check.
execute_process(COMMAND emcc -v ERROR_VARIABLE citadela_emcc OUTPUT_QUIET RESULT_VARIABLE citadela_rc)
if(NOT citadela_rc EQUAL 0 OR NOT citadela_emcc MATCHES "emcc \\\\(Emscripten[^)]*\\\\) $(echo "$emcc_version" | sed 's/[.]/[.]/g')[^0-9.]"
   OR NOT CMAKE_SOURCE_DIR MATCHES "libsdl2-$(echo "$sdl_version" | sed 's/[.]/[.]/g')[^0-9.]")
  message(STATUS "libsdl2-checks.cmake: recorded with emcc $emcc_version and SDL2 $sdl_version, not these: every check runs")
  return()
endif()
HEAD
# A check's entry: its comment line ("//Have include ctype.h", "//Test HAVE_GCC_WALL"), then
# NAME:INTERNAL=VALUE (1 or empty).
awk '/^\/\/(Have|Test) / { want = 1; next }
     want && /^[A-Za-z0-9_]+:INTERNAL=/ { split($0, kv, ":INTERNAL="); printf "set(%s \"%s\" CACHE INTERNAL \"\")\n", kv[1], kv[2] }
     { want = 0 }' "$cache" | LC_ALL=C sort
