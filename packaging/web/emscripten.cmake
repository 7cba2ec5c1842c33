# CMake toolchain for the browser build's libraries (scripts/web-deps.sh): Debian's emscripten,
# with libraries also looked up in our prefix (SDL2_ttf finds FreeType there). The same as
# `emcmake cmake`, which only names emscripten's own toolchain file.
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
list(APPEND CMAKE_FIND_ROOT_PATH ${CITADELA_DEPS_PREFIX})
