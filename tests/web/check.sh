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
# (tests/web/host.js), turn notifications and the manifest (tests/web/notify.js), a
# correspondence table left and found again in My games (tests/web/corr.js), a phone typing into it (tests/web/typing.js), what a phone downloads for
# its menu and a whole game (tests/web/phonebytes.js), and the page's life in
# the browser: pixel ratio, Back and Forward, Quit, languages (tests/web/pagelife.js). Then every other rule set started
# and played a few turns (tests/web/modes.js), and a phone's six-seat game by taps (tests/web/sixseats.js). Then a browser seat at a table of the real
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
# One of the page's node scripts: LOG SECONDS SCRIPT ARGS...: its output shown whole, its
# "web-check: ok:" and "FAILED:" lines counted, and its wall time said (CI's time budget).
run_js() {
    log=$1 limit=$2; shift 2
    t0=$(date +%s)
    NODE_PATH=$modules/node_modules timeout "$limit" node "$@" >"$tmp/$log.log" 2>&1
    cat "$tmp/$log.log"
    pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/$log.log")))
    fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/$log.log")))
    grep -q '^web-check: ' "$tmp/$log.log" || check 1 "$(basename "$1") ran"
    echo "web-check: $(basename "$1") took $(($(date +%s) - t0)) s"
}
# One of the shell scripts that count for themselves: NAME runs tests/web/NAME.sh BUILD WEB WIN,
# shown whole, its closing "NAME: N passed, N failed" added to the counts.
run_sh() {
    NODE_PATH=$modules/node_modules sh "$here/$1.sh" "$build" "$web" "$win" >"$tmp/$1.log" 2>&1
    cat "$tmp/$1.log"
    line=$(grep "^$1: [0-9]* passed, [0-9]* failed\$" "$tmp/$1.log" | tail -n 1)
    [ -n "$line" ] || check 1 "$1.sh ran"
    set -- $line
    pass=$((pass + ${2:-0})) fail=$((fail + ${4:-0}))
}
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
check $? "the Linux game's window draws a still menu$shot_why"

# What a visit downloads (tests/web/cache.js, issue 90): the real citadela-server --web behind a
# counting proxy; a first visit, a reload, a reload offline, the first menu at 5 and 20 Mbit/s
# (cache-figures.json, cache-console.log). Alone, before the lanes: beside them the
# zoomed page never asked for the 256-px sheet (twice, 29 Nov 2026; alone it passed).
run_js cache 300 "$here/cache.js" "$build/citadela-server" "$web" "$out" $size

# Two lanes side by side, each a subshell with its own counts, its output shown whole when
# both have ended: most of a check's time is waiting on pages and games played a second a
# turn, so two at once take little more than the longer lane (docs/testing.md, "CI's time").
# No two checks share a file in WEB/check, a port (each server takes one the system gives) or
# a Wine prefix (only the second lane runs Wine).
lane_pages() {
    run_js js 600 "$here/check.js" "$web" "$out" $size

    # The page's other screens (tests/web/screens.js): Learn to play, a game with expansions whose
    # first tile a finger drags, a named save, a setting kept across a reload, the browser's language.
    run_js screens 300 "$here/screens.js" "$web" "$out" $size

    # A table opened from the page on its own server, its link copied to the browser's clipboard,
    # a friend's page joining by it and reloaded (tests/web/host.js; host-console.log).
    run_js host 300 "$here/host.js" "$build/citadela-server" "$web" "$out" $size
    # The question about turn notifications, the subscription handed to the server, the web
    # app manifest (tests/web/notify.js; notify-console.log).
    run_js notify 300 "$here/notify.js" "$build/citadela-server" "$web" "$out" $size
    # A correspondence table over https:// opened from the page, a second browser joining by
    # its link, both tabs closed and the game found again in My games (tests/web/corr.js).
    run_js corr 300 "$here/corr.js" "$build/citadela-server" "$web" "$out" $size

    # A phone types (tests/web/typing.js, issue 99): a tap on a field focuses an editable element over
    # it, the keyboard's text reaches the field, a desktop's click focuses none; Copy link a finger
    # high; the screen kept awake in a game (typing-console.log, typing-*.png).
    run_js typing 300 "$here/typing.js" "$build/citadela-server" "$web" "$out"

    # What a phone downloads (tests/web/phonebytes.js, issue 99): at a pixel ratio of 3, the menu
    # and a whole base game at its first zoom within 8 MB, the 256-px sheet's base tiles' and
    # followers' parts only (phonebytes-figures.json, phonebytes-console.log).
    run_js phonebytes 600 "$here/phonebytes.js" "$build/citadela-server" "$web" "$out"

    # The game the page played to its end, loaded by the Linux build's save code (save_swap, the
    # Windows save test's harness): the same moves must give the same final state.
    want=$(cat "$out/final.hash" 2>/dev/null)
    got=$("$build/save_swap" hash "$out/final.cit" 2>&1)
    case $got in *" $want over"*) rc=0 ;; *) rc=1 ;; esac
    [ -n "$want" ] || rc=1
    check $rc "the Linux build loads the page's finished game to the same hash (page ${want:-none}; Linux: $got)"
}
lane_tables() {
    # The page as a browser's page (tests/web/pagelife.js): the pixel ratio followed, Back in a
    # game and at a table, Quit, every language (pagelife-console.log, page-quit.png).
    run_js life 300 "$here/pagelife.js" "$build/citadela-server" "$web" "$out" $size

    # Every other rule set started in the page and played a few turns by keys, with no error on
    # its console (tests/web/modes.js; modes-console.log, mode-*.cit).
    run_js modes 300 "$here/modes.js" "$web" "$out" $size

    # A phone at a table of six (tests/web/sixseats.js, issue 99): the form filled and each turn
    # played by taps at a pixel ratio of 3, upright and on its side, End turn on the screen.
    run_js sixseats 300 "$here/sixseats.js" "$web" "$out"

    # A browser seat at a server's table with a Linux and a Windows seat (tests/web/three-systems.sh):
    # citadela-server serves the page and the game on one loopback port; all three play to the end
    # and must hold the same final game.
    run_sh three-systems

    # The page from an address that is not localhost (tests/web/origin.sh): by the name
    # citadela.test over http:// (no threads: a game against the computer to its end) and over
    # https:// with a test authority (threads; a table of the page, a Linux and a Windows seat
    # over TLS); the first drawn menu timed both ways.
    run_sh origin

    # A medium computer's search in a page (selfplay built for it, tests/web/search-bench.sh short):
    # one quick game in Chromium must be the native build's game (make web-bench-search times it).
    sh "$here/search-bench.sh" "$build/selfplay" "$web/bench/search/selfplay.js" 1 short >"$tmp/search.log" 2>&1
    rc=$?
    cat "$tmp/search.log"
    check $rc "a medium computer's search in a page plays the native build's game"
}
for lane in pages tables; do
    (pass=0 fail=0; "lane_$lane"; echo "lane: $pass $fail") >"$tmp/lane-$lane.out" 2>&1 &
    eval "lane_pid_$lane=\$!"
done
for lane in pages tables; do
    eval "wait \$lane_pid_$lane"
    grep -v '^lane: ' "$tmp/lane-$lane.out"
    set -- $(grep '^lane: ' "$tmp/lane-$lane.out" | tail -n 1)
    [ $# = 3 ] || { set -- lane: 0 0; check 1 "the $lane lane ran to its end"; }
    pass=$((pass + $2)) fail=$((fail + $3))
done

check "$(flat "$out/menu-web.png" && echo 1 || echo 0)" "the page's menu is not one colour"
matches_linux "$out/menu-linux.png" "$out/menu-web.png" "$out/menu-diff.png" $size "$tolerance" menu browser
echo "web-check: $differ of $((${size%x*} * ${size#*x})) pixels differ from the Linux menu; shots in $out"
echo "web-check: $pass passed, $fail failed"
[ "$fail" = 0 ]
