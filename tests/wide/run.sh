#!/bin/sh
# Tile types above 255 (issue 67): tilegen takes a catalogue of more than 255 types, and
# test_wide plays games of one whose base game tiles all lie past 255.
#   sh tests/wide/run.sh BUILD
set -u
build=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# FILLER plain field types ahead of the base game's 24, whose types then start at FILLER.
FILLER=280
i=0
{
    echo "set filler"
    while [ "$i" -lt "$FILLER" ]; do
        printf 'tile Z%d\n  count 1\n  field Nw Ne En Es Se Sw Ws Wn\n' "$i"
        i=$((i + 1))
    done
} >"$tmp/filler.tiles"
passed=0 failed=0
want="tilegen: $((FILLER + 24)) tile types from 2 files"
out=$("$build/tilegen" "$tmp/gen.c" "$tmp/filler.tiles" assets/tiles/base.tiles 2>&1)
if [ $? -eq 0 ] && [ "$out" = "$want" ] && [ -s "$tmp/gen.c" ]; then
    passed=$((passed + 1))
else
    echo "FAIL tilegen on $((FILLER + 24)) tile types: $out"
    failed=$((failed + 1))
fi
if "$build/test_wide" "$tmp/filler.tiles" assets/tiles/base.tiles; then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
fi
echo "wide-tiles: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
