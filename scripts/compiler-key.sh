#!/bin/sh
# Names a C compiler for the configure answers recorded with it (packaging/*/libintl-checks.site,
# packaging/*/libsdl2-checks.cmake): its version line, and a checksum of the macros it defines
# with these flags and its C library's stdio.h, among which are the versions a version line
# leaves out (GCC's minor version, MinGW-w64's headers, emscripten's). Recorded answers hold
# only where this line is the same.
#   sh scripts/compiler-key.sh CC [CFLAG]...
set -eu
cc=$1
shift
fingerprint=$(printf '#include <stdio.h>\n' | "$cc" "$@" -E -dM -x c - 2>/dev/null | LC_ALL=C sort | cksum | cut -d ' ' -f 1)
echo "$("$cc" --version 2>/dev/null | head -n 1); macros $fingerprint"
