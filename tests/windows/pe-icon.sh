#!/bin/sh
# Each program carries the game's icon in its PE resources, as Explorer looks for it: an
# icon group (type 14) and one icon (type 3) per size of citadela.ico, read from the
# resource directory that MinGW's objdump prints.
# Prints "pe-icon: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/pe-icon.sh ICO EXE...
set -u
ico=$1
shift
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "pe-icon: FAILED: $2"; fi; }
# The .ico's image count: bytes 4-5 of its header, little-endian.
sizes=$(od -An -tu2 -j4 -N2 "$ico" | tr -d ' ')
for exe in "$@"; do
    rsrc=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n '/^The .rsrc Resource Directory section/,/^$/p')
    # The type table's entries are indented by two spaces, a type's name table by four.
    echo "$rsrc" | grep -q '^[0-9a-f]*   Entry: ID: 0x00000e,'
    check $? "$(basename "$exe") has an icon group"
    icons=$(echo "$rsrc" | sed -n '/^[0-9a-f]*   Entry: ID: 0x000003,/{n;p;q}' | sed -n 's/.*IDs: \([0-9]*\).*/\1/p')
    check "$([ "${icons:-0}" = "$sizes" ]; echo $?)" "$(basename "$exe") holds ${icons:-no} icon images, citadela.ico $sizes"
done
echo "pe-icon: $pass passed, $fail failed"
[ "$fail" = 0 ]
