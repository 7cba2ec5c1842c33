#!/bin/sh
# make web-check: the browser build's page in headless Chromium (tests/web/check.js, driven
# by puppeteer-core from tests/web/package-lock.json, installed with npm ci into BUILD/web-check;
# Debian's /usr/bin/chromium, never a downloaded browser; only loopback addresses). The
# Linux game draws its menu at the same size under Xvfb first (tests/windows/lib.sh menu_shot,
# as the Windows check does) and the page's menu must match it but for a few pixels.
# Prints "web-check: N passed, N failed" for .ci/run. Before the page, GNU libintl's test
# (tests/intl/plurals.c) runs in node: Czech and Polish plurals, a language change at run
# time. The shots and the page's console stay
# in WEB/check for a person: menu-linux.png, menu-web.png, menu-diff.png, console.log, and the
# finished game final.cit. Then the page's other screens (tests/web/screens.js: Learn to play,
# a game with expansions and a finger's drag, a named save, a setting across a reload, the
# browser's language; screens-console.log, expansions.cit). Then what a first visit, a reload
# and an offline reload download (tests/web/cache.js), and a table opened from the page
# (tests/web/host.js), a phone typing into it (tests/web/typing.js), and the page's life in
# the browser: pixel ratio, Back and Forward, Quit, languages (tests/web/pagelife.js). Then every other rule set started
# and played a few turns (tests/web/modes.js). Then a browser seat at a table of the real
# citadela-server --web with a Linux seat (BUILD/net_seat) and a Windows one (WIN/net_seat.exe under
# Wine): tests/web/three-systems.sh, the page joining by tests/web/join.js; all three must hold the
# same final game (join-console.log, join-final.cit and join-final.hash stay in WEB/check too).
# Then the page by a name that is not localhost, over http:// and https:// (tests/web/origin.sh).
# Then a medium computer's quick game in a page against the native one (tests/web/search-bench.sh).
#   sh tests/web/check.sh BUILD WEB WIN
set -u
build=$1 web=$2 win=$3
here=$(cd "$(dirname "$0")" && pwd)
out=$web/check
size=800x600
tolerance=${WEB_SHOT_TOLERANCE:-1} # per cent of the pixels that may differ (more than 10 % in colour)
pass=0 fail=0 xvfb= pid=
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "web-check: FAILED: $2"; fi; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-web.XXXXXX")
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    for p in $pid $xvfb; do wait "$p" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$out"

# GNU libintl as the page links it, on its own in node first (tests/intl/plurals.c, built by
# make web-check as WEB/intl/plurals.js): its "intl:" results count here.
(cd "$web/intl" && timeout 120 node --no-experimental-fetch plurals.js) >"$tmp/intl.log" 2>&1
rc=$?
cat "$tmp/intl.log"
line=$(grep '^intl: [0-9]* passed, [0-9]* failed$' "$tmp/intl.log" | tail -n 1)
[ -n "$line" ] || rc=1
set -- $line
pass=$((pass + ${2:-0})) fail=$((fail + ${4:-0}))
check $rc "libintl's test runs in node (tests/intl/plurals.c)"

# puppeteer-core at the version the lock file pins, from the npm registry (no browser download).
modules=$build/web-check
if ! cmp -s "$here/package-lock.json" "$modules/package-lock.json" 2>/dev/null || [ ! -d "$modules/node_modules" ]; then
    rm -rf "$modules"
    mkdir -p "$modules"
    cp "$here/package.json" "$here/package-lock.json" "$modules/"
    (cd "$modules" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
fi
check $? "npm ci installs puppeteer-core"

Xvfb -displayfd 3 -noreset -screen 0 1024x768x24 -nolisten tcp 3>"$tmp/display" >"$tmp/xvfb.out" 2>&1 &
xvfb=$!
for _ in $(seq 300); do [ -s "$tmp/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$tmp/display" 2>/dev/null)"
. "$here/../windows/lib.sh"
name=web-check
menu_shot "$out/menu-linux.png" "$build/citadela"
check $? "the Linux game's window draws a still menu"

NODE_PATH=$modules/node_modules timeout 600 node "$here/check.js" "$web" "$out" $size >"$tmp/js.log" 2>&1
cat "$tmp/js.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/js.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/js.log")))
grep -q '^web-check: ' "$tmp/js.log" || check 1 "check.js ran (exit $?)"

# The page's other screens (tests/web/screens.js): Learn to play, a game with expansions whose
# first tile a finger drags, a named save, a setting kept across a reload, the browser's language.
NODE_PATH=$modules/node_modules timeout 300 node "$here/screens.js" "$web" "$out" $size >"$tmp/screens.log" 2>&1
cat "$tmp/screens.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/screens.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/screens.log")))
grep -q '^web-check: ' "$tmp/screens.log" || check 1 "screens.js ran"

# What a visit downloads (tests/web/cache.js, issue 90): the real citadela-server --web behind a
# counting proxy; a first visit, a reload, a reload offline, the first menu at 5 and 20 Mbit/s
# (cache-figures.json, cache-console.log).
NODE_PATH=$modules/node_modules timeout 300 node "$here/cache.js" "$build/citadela-server" "$web" "$out" $size >"$tmp/cache.log" 2>&1
cat "$tmp/cache.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/cache.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/cache.log")))
grep -q '^web-check: ' "$tmp/cache.log" || check 1 "cache.js ran"

# A table opened from the page on its own server, its link copied to the browser's clipboard,
# a friend's page joining by it and reloaded (tests/web/host.js; host-console.log).
NODE_PATH=$modules/node_modules timeout 300 node "$here/host.js" "$build/citadela-server" "$web" "$out" $size >"$tmp/host.log" 2>&1
cat "$tmp/host.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/host.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/host.log")))
grep -q '^web-check: ' "$tmp/host.log" || check 1 "host.js ran"

# A phone types (tests/web/typing.js, issue 99): a tap on a field focuses an editable element over
# it, the keyboard's text reaches the field, a desktop's click focuses none; Copy link a finger
# high; the screen kept awake in a game (typing-console.log, typing-*.png).
NODE_PATH=$modules/node_modules timeout 300 node "$here/typing.js" "$build/citadela-server" "$web" "$out" >"$tmp/typing.log" 2>&1
cat "$tmp/typing.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/typing.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/typing.log")))
grep -q '^web-check: ' "$tmp/typing.log" || check 1 "typing.js ran"

# The page as a browser's page (tests/web/pagelife.js): the pixel ratio followed, Back in a
# game and at a table, Quit, every language (pagelife-console.log, page-quit.png).
NODE_PATH=$modules/node_modules timeout 300 node "$here/pagelife.js" "$build/citadela-server" "$web" "$out" $size >"$tmp/life.log" 2>&1
cat "$tmp/life.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/life.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/life.log")))
grep -q '^web-check: ' "$tmp/life.log" || check 1 "pagelife.js ran"

# Every other rule set started in the page and played a few turns by keys, with no error on
# its console (tests/web/modes.js; modes-console.log, mode-*.cit).
NODE_PATH=$modules/node_modules timeout 300 node "$here/modes.js" "$web" "$out" $size >"$tmp/modes.log" 2>&1
cat "$tmp/modes.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/modes.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/modes.log")))
grep -q '^web-check: ' "$tmp/modes.log" || check 1 "modes.js ran"

# The game the page played to its end, loaded by the Linux build's save code (save_swap, the
# Windows save test's harness): the same moves must give the same final state.
want=$(cat "$out/final.hash" 2>/dev/null)
got=$("$build/save_swap" hash "$out/final.cit" 2>&1)
case $got in *" $want over"*) rc=0 ;; *) rc=1 ;; esac
[ -n "$want" ] || rc=1
check $rc "the Linux build loads the page's finished game to the same hash (page ${want:-none}; Linux: $got)"

# A browser seat at a server's table with a Linux and a Windows seat (tests/web/three-systems.sh):
# citadela-server serves the page and the game on one loopback port; all three play to the end
# and must hold the same final game.
NODE_PATH=$modules/node_modules sh "$here/three-systems.sh" "$build" "$web" "$win" >"$tmp/three.log" 2>&1
cat "$tmp/three.log"
line=$(grep '^three-systems: [0-9]* passed, [0-9]* failed$' "$tmp/three.log" | tail -n 1)
[ -n "$line" ] || check 1 "three-systems.sh ran"
set -- $line
pass=$((pass + ${2:-0})) fail=$((fail + ${4:-0}))

# The page from an address that is not localhost (tests/web/origin.sh): by the name
# citadela.test over http:// (no threads: a game against the computer to its end) and over
# https:// with a test authority (threads; a table of the page, a Linux and a Windows seat
# over TLS); the first drawn menu timed both ways.
NODE_PATH=$modules/node_modules sh "$here/origin.sh" "$build" "$web" "$win" >"$tmp/origin.log" 2>&1
cat "$tmp/origin.log"
line=$(grep '^origin: [0-9]* passed, [0-9]* failed$' "$tmp/origin.log" | tail -n 1)
[ -n "$line" ] || check 1 "origin.sh ran"
set -- $line
pass=$((pass + ${2:-0})) fail=$((fail + ${4:-0}))

# A medium computer's search in a page (selfplay built for it, tests/web/search-bench.sh short):
# one quick game in Chromium must be the native build's game (make web-bench-search times it).
sh "$here/search-bench.sh" "$build/selfplay" "$web/bench/search/selfplay.js" 1 short >"$tmp/search.log" 2>&1
rc=$?
cat "$tmp/search.log"
check $rc "a medium computer's search in a page plays the native build's game"

check "$(flat "$out/menu-web.png" && echo 1 || echo 0)" "the page's menu is not one colour"
matches_linux "$out/menu-linux.png" "$out/menu-web.png" "$out/menu-diff.png" $size "$tolerance" menu browser
echo "web-check: $differ of $((${size%x*} * ${size#*x})) pixels differ from the Linux menu; shots in $out"
echo "web-check: $pass passed, $fail failed"
[ "$fail" = 0 ]
