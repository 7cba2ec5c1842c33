#!/bin/sh
# GNU libintl of the Windows build under Wine, before the game relies on it: the test program
# (tests/intl/plurals.c) is copied with the test catalogues into a folder with a Czech name,
# as the zip puts the game's (locale\LANG\LC_MESSAGES\DOMAIN.mo beside the .exe), and run from
# there: Czech and Polish messages, contexts, plural forms at 0, 1, 2, 5, 21, 22, 25, a format
# with reordered arguments, and the language changed while it runs.
# Prints "intl: N passed, N failed" (the program's) for tests/run-suite.sh.
#   sh tests/windows/intl.sh WINE PLURALS.exe LOCALE_DIR   (WINEPREFIX from the caller)
set -u
wine=$1 exe=$2 locale=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-intl.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# Outside the ANSI code page on purpose: the program binds its catalogues by the folder's wide name.
dir="$tmp/Hry – Čeština"
mkdir -p "$dir"
cp "$exe" "$dir/plurals.exe"
cp -r "$locale" "$dir/locale"
n=$(find "$dir/locale" -name '*.mo' | wc -l)
if [ "$n" -lt 2 ]; then
    echo "intl: FAILED: $locale holds $n catalogues, not the Czech and Polish ones"
    echo "intl: 0 passed, 1 failed"
    exit 1
fi
(cd "$dir" && timeout 120 "$wine" plurals.exe) >"$tmp/out" 2>&1
rc=$?
cat "$tmp/out"
if ! grep -q '^intl: [0-9]* passed, [0-9]* failed' "$tmp/out"; then
    echo "intl: FAILED: plurals.exe printed no result (exit $rc)"
    echo "intl: 0 passed, 1 failed"
fi
exit "$rc"
