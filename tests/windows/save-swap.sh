#!/bin/sh
# A save handed from the Windows build to the Linux build and back (tests/windows/save_swap.c,
# the game's own save code on both sides): save_swap.exe under Wine plays a seeded game and
# saves it in a folder and under a name with Czech letters; the Linux build loads it to the
# same state hash, plays on and saves over it; the Windows build loads that to the Linux
# hash. For Carcassonne with Bridges, Castles, Bazaars, Inns and Traders, and The City.
# Prints "save-swap: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/save-swap.sh BUILD/save_swap WINE WIN/save_swap.exe
set -u
linux=$1 wine=$2 exe=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-saves.XXXXXX")
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "save-swap: FAILED: $2"; fi; }
dir="$tmp/Uživatel Příliš žluťoučký"
mkdir "$dir"
# The Windows side gets the same file by its drive letter (Wine's Z: is the root; Windows
# takes / for \ in a path, which keeps the shell's echo from reading \t).
winpath() { printf 'Z:%s' "$1"; }
# The hash a "loaded|saved MOVES HASH" line of $2 (output) says for $1, "-" if none.
said() { printf '%s\n' "$2" | tr -d '\r' | sed -n "s/^$1 \([0-9]* [0-9a-f]*\)\( over\)*$/\1/p" | grep . || echo -; }
for game in "classic 11 40 bridges castles bazaar inns traders" "city 5 40"; do
    set -- $game
    mode=$1 seed=$2 moves=$3
    shift 3
    file="$dir/hra č. 1 ($mode).cit"
    out=$("$wine" "$exe" new "$mode" "$seed" "$moves" "$(winpath "$file")" "$@" 2>&1)
    w=$(said saved "$out")
    check "$([ "$w" != - ] && [ -f "$file" ]; echo $?)" "$mode: the Windows build writes $file ($out)"
    out=$("$linux" more "$file" 30 2>&1)
    l=$(said loaded "$out") l2=$(said saved "$out")
    check "$([ "$l" = "$w" ]; echo $?)" "$mode: Linux loads the Windows save to its state (Windows $w, Linux $l)"
    out=$("$wine" "$exe" hash "$(winpath "$file")" 2>&1)
    w2=$(said loaded "$out")
    check "$([ "$l2" != - ] && [ "$w2" = "$l2" ]; echo $?)" "$mode: Windows loads the Linux save to its state (Linux $l2, Windows $w2)"
    echo "save-swap: $mode: Windows saved $w, Linux loaded $l and saved $l2, Windows loaded $w2"
done
rm -rf "$tmp"
echo "save-swap: $pass passed, $fail failed"
[ "$fail" = 0 ]
