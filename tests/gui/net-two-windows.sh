#!/bin/sh
# Network play with two real game windows under one Xvfb: one hosts a table, the other
# joins it by address, port and join code typed into its join screen; they play four
# turns by injected input (xdotool), the joining window is killed (kill -9) between turns
# and joins again, getting its seat back from the token it kept. Every step waits on what
# the windows log ("citadela: net: ..." lines: the screen, the seats, the moves, whether
# that screen decides now) and on the host's table file, never on a fixed pause; a click
# whose effect does not show is made again (a window may not have drawn its screen yet).
#
#   sh tests/gui/net-two-windows.sh [BUILD/citadela] [SHOTS_DIR]
#
# With SHOTS_DIR the screen is photographed after each step (needs ImageMagick's import).
# Needs Xvfb and xdotool (scripts/install-deps.sh installs them for make test): without
# them it fails, unless NET_TWO_WINDOWS_OPTIONAL=1 (then it says SKIPPED and passes).
set -eu
bin=${1:-build/citadela}
shots=${2:-}
for tool in Xvfb xdotool; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        [ "${NET_TWO_WINDOWS_OPTIONAL:-0}" = 1 ] && { echo "net-two-windows: SKIPPED (no $tool)"; exit 0; }
        echo "net-two-windows: FAIL: $tool is missing (apt-get install xvfb xdotool)" >&2
        exit 1
    fi
done
tmp=$(mktemp -d)
port=$((20000 + $$ % 30000))
xvfb= host= guest=
cleanup() {
    for p in $guest $host $xvfb; do kill "$p" 2>/dev/null || true; done
    # Waited for first: a game stopped by SIGTERM writes its autosave under $tmp, and rm -rf
    # racing that write fails (see window-title.sh).
    for p in $guest $host $xvfb; do wait "$p" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
n=0
shot() {
    [ -n "$shots" ] || return 0
    n=$((n + 1))
    mkdir -p "$shots"
    import -window root "$shots/$n-$1.png" 2>/dev/null || true
}
# Whether process $1 runs (not ended, not a zombie waiting to be reaped).
alive() { [ -r "/proc/$1/stat" ] && ! grep -q '^[0-9]* (.*) Z' "/proc/$1/stat"; }
# On a failure: what each window logged last (its net: lines and anything that is not one,
# such as a window that could not open), and whether each process still runs.
fail() {
    echo "net-two-windows: FAIL: $*" >&2
    for f in "$tmp"/*.log; do
        [ -f "$f" ] || continue
        echo "--- $f ($(wc -l <"$f") lines)" >&2
        grep 'net:' "$f" | tail -5 >&2
        grep -v 'net:' "$f" | grep -v '^    #\|^$' | head -20 >&2
    done
    for p in $host $guest; do alive "$p" && echo "--- process $p runs" >&2 || echo "--- process $p has ended" >&2; done
    shot fail
    exit 1
}
# Xvfb picks a free display itself and writes its number when it takes connections (a
# number made from this shell's pid could meet another test's server, or a stale lock).
Xvfb -displayfd 3 -noreset -screen 0 1600x700x24 -nolisten tcp 3>"$tmp/display" >"$tmp/xvfb.out" 2>&1 &
xvfb=$!
for i in $(seq 1 300); do [ -s "$tmp/display" ] && break; sleep 0.05; done
[ -s "$tmp/display" ] || { cat "$tmp/xvfb.out" >&2; fail "Xvfb did not start in 15 s"; }
export DISPLAY=:$(cat "$tmp/display")
xdotool getmouselocation >/dev/null 2>&1 || fail "no X server at $DISPLAY"
# Runs the game with its own home (settings, saves, the seat token) for side $1; its log
# is $tmp/$1.log (a second run of a side appends).
launch() {
    h=$tmp/$1
    mkdir -p "$h/config/citadela"
    # A settings file: not the first start, whose greeting stands in for the menu's buttons.
    [ -f "$h/config/citadela/settings.ini" ] || echo '# Citadela settings' >"$h/config/citadela/settings.ini"
    shift
    HOME=$h XDG_DATA_HOME=$h/data XDG_CONFIG_HOME=$h/config XDG_STATE_HOME=$h/state XDG_CACHE_HOME=$h/cache \
        SDL_AUDIODRIVER=dummy "$bin" --size 780x660 "$@" >>"$h.log" 2>&1 &
    pid=$!
}
# The window of process $1, moved to x = $2, once it shows (up to 30 s: a window under the
# sanitizer, beside the other pass, may take seconds; SDL may make and drop a window
# before its real one: the search goes on until a move succeeds). Status 3 at once if
# the process ends first.
window() {
    for i in $(seq 1 600); do
        for w in $(xdotool search --onlyvisible --pid "$1" 2>/dev/null || true); do
            if xdotool windowmove "$w" "$2" 0 2>/dev/null; then
                echo "$w"
                return 0
            fi
        done
        alive "$1" || return 3
        sleep 0.05
    done
    fail "no window for process $1"
}
# Starts side $1 (arguments after $2) and finds its window at x = $2: sets pid and win.
# Inside make test, about one run in three, a game's SDL could not reach the Xvfb display
# at start (its X11 driver failed and it fell back to an invisible one, so the game
# refused to start: "cannot open a window on display ..."); the display answered the
# next start. So a process that ends before its window shows is started again, at most
# twice, and the note says so with its log. The cause: an Xvfb that resets when its last
# client (an xdotool call) leaves refuses connections meanwhile; -noreset (2026-11-29).
start_side() {
    side=$1 x=$2
    shift 2
    for attempt in 1 2 3; do
        launch "$side" "$@"
        rc=0
        win=$(window "$pid" "$x") || rc=$?
        [ "$rc" = 0 ] && return 0
        [ "$rc" = 3 ] || exit 1
        st=0
        wait "$pid" || st=$?
        echo "net-two-windows: note: the $side's process ended (exit $st) before its window showed; its log:" >&2
        grep -v '^    #\|^$' "$tmp/$side.log" | tail -n 12 >&2
    done
    fail "the $side's window never showed in 3 starts"
}
# Whether side $1's log has a line matching the extended regular expression $2 after
# line $3 (the log's length when the step began).
logged() { tail -n +"$(($3 + 1))" "$tmp/$1.log" | grep -Eq "$2"; }
lines() { wc -l <"$tmp/$1.log"; }
# Waits up to 45 s for side $1 to log $2 (after line $3; default: any line so far).
wait_log() {
    for i in $(seq 1 900); do
        logged "$1" "$2" "${3:-0}" && return 0
        sleep 0.05
    done
    fail "$1 did not log /$2/"
}
# Clicks (window $1 at $2,$3) until side $4 logs $5, at most 8 times 2 s apart.
click_until() {
    from=$(lines "$4")
    for try in 1 2 3 4 5 6 7 8; do
        xdotool mousemove --window "$1" "$2" "$3" click 1
        for i in $(seq 1 40); do
            logged "$4" "$5" "$from" && return 0
            sleep 0.05
        done
    done
    fail "$4 did not log /$5/ after clicks at $2,$3"
}
table=$tmp/host/data/citadela/network-table.txt
# Clicks until the table file matches $4 (an extended regular expression).
click_until_table() {
    for try in 1 2 3 4 5 6 7 8; do
        xdotool mousemove --window "$1" "$2" "$3" click 1
        for i in $(seq 1 40); do
            [ -f "$table" ] && grep -Eq "$4" "$table" && return 0
            sleep 0.05
        done
    done
    fail "$5"
}
wait_table() {
    for i in $(seq 1 900); do
        [ -f "$table" ] && grep -Eq "$1" "$table" && return 0
        sleep 0.05
    done
    fail "$2"
}
# Types $4 into field $5 (1-4: address, port, code, name) of the guest's join screen (window
# $1, the field at $2,$3): a click, the old text erased, the new typed, until the screen
# logs the field so (a field takes keys from the frame after the click that focused it).
typein() {
    case $5 in
    1) want="join fields $4\\|" ;;
    2) want="join fields [^|]*\\|$4\\|" ;;
    3) want="join fields [^|]*\\|[^|]*\\|$4\\|" ;;
    *) want="join fields [^|]*\\|[^|]*\\|[^|]*\\|$4\$" ;;
    esac
    for try in 1 2 3 4 5 6 7 8; do
        from=$(lines guest)
        xdotool windowfocus "$1" 2>/dev/null || true
        xdotool mousemove --window "$1" "$2" "$3" click 1
        xdotool key --delay 20 End BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace \
            BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
        xdotool type --delay 20 "$4"
        for i in $(seq 1 20); do
            logged guest "$want" "$from" && return 0
            sleep 0.05
        done
    done
    fail "could not type $4 into field $5"
}
# Side $1 (window $2) plays its turn once it logs that it decides with $3 moves made: E
# puts the tile on the next lit cell, Space ends the turn; then the table has $4 moves.
turn() {
    wait_log "$1" "scene game .* moves $3 here 1"
    from=$(lines "$1")
    for try in 1 2 3 4 5 6 7 8; do
        xdotool windowfocus --sync "$2" 2>/dev/null || true
        xdotool key e
        sleep 0.1
        xdotool key space
        for i in $(seq 1 40); do
            [ "$(grep -c '^move ' "$table" || true)" -ge "$4" ] && return 0
            sleep 0.05
        done
    done
    fail "$1 did not make move $4 (the table has $(grep -c '^move ' "$table" || true))"
}

start=$(date +%s)
start_side host 0 --lang en --port "$port"
host=$pid H=$win
wait_log host 'renderer'
start_side guest 805 --lang cs
guest=$pid G=$win
wait_log guest 'renderer'
shot menus
# Host: Menu -> Host a table (a person here, a friend over the network) -> Open the table.
click_until "$H" 390 408 host 'the host form'
click_until_table "$H" 622 575 '^#@net table [A-Z0-9]+ 0 2' "the host opened no table"
code=$(sed -n 's/^#@net table \([A-Z0-9]*\) .*/\1/p' "$table")
wait_log host "table $code scene lobby seats lo"
shot host-lobby
# Guest: Menu -> Join a table, types the address, port and code, joins as Ben.
click_until "$G" 390 447 guest 'the join screen listens'
typein "$G" 460 175 127.0.0.1 1
typein "$G" 379 212 "$port" 2
typein "$G" 379 249 "$code" 3
typein "$G" 460 286 Ben 4
shot join
click_until_table "$G" 550 528 '^#@net seat 1 0 1 [0-9a-f]{32} Ben' "Ben is not seated at the host"
wait_log guest "table $code scene lobby seats lh"
wait_log host "scene lobby seats lh"
shot lobbies
# Host starts; each plays a turn.
click_until_table "$H" 557 543 '^#@net table [A-Z0-9]+ 1 2' "the game did not start"
turn host "$H" 0 1
turn guest "$G" 1 2
shot guest-moved
# The guest's window dies; the host's table waits with the seat reconnecting (b: a window
# that lost its network would come back by itself; this one is gone, and its file says away).
kill -9 "$guest"
wait_table '^#@net seat 1 0 2 ' "the host did not see Ben leave"
wait_log host "scene game seats lb moves 2 here 1"
shot guest-gone
turn host "$H" 2 3
# A new window joins again: the join screen holds the last table, the kept token the seat.
from=$(lines guest)
start_side guest 805 --lang cs
guest=$pid G=$win
wait_log guest 'renderer' "$from"
click_until "$G" 390 447 guest 'the join screen listens'
click_until_table "$G" 550 528 '^#@net seat 1 0 1 [0-9a-f]{32} Ben' "Ben did not get his seat back"
turn guest "$G" 3 4
wait_log host "scene game seats lh moves 4 here 1"
shot four-moves
echo "net-two-windows: 1 passed, 0 failed (4 moves, a rejoin after kill -9, table $code on port $port, $(($(date +%s) - start)) s)"
