#!/bin/sh
# Network play with two real game windows under one Xvfb (issue 56): one hosts a table,
# the other joins it by address, port and join code typed into its join screen; they play
# four turns by injected input (xdotool), the joining window is killed (kill -9) between
# turns and joins again, getting its seat back from the token it kept. Every step is
# checked in the host's table file (the save the window keeps to reopen the table).
#
#   sh tests/gui/net-two-windows.sh [BUILD/citadela] [SHOTS_DIR]
#
# With SHOTS_DIR the screen is photographed after each step (needs ImageMagick's import).
# Skips (exit 0) when Xvfb or xdotool is missing. Takes about 30 seconds.
set -eu
bin=${1:-build/citadela}
shots=${2:-}
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null 2>&1 || { echo "net-two-windows: SKIPPED (no $tool)"; exit 0; }
done
tmp=$(mktemp -d)
disp=:$((200 + $$ % 700))
port=$((20000 + $$ % 30000))
xvfb= host= guest=
cleanup() {
    for p in $guest $host $xvfb; do kill "$p" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
    echo "net-two-windows: FAIL: $*" >&2
    [ -n "$shots" ] && shot fail
    exit 1
}
Xvfb "$disp" -screen 0 1600x700x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$disp
n=0
shot() {
    [ -n "$shots" ] || return 0
    n=$((n + 1))
    mkdir -p "$shots"
    import -window root "$shots/$n-$1.png" 2>/dev/null || true
}
# Runs the game with its own home (settings, saves, the seat token) for side $1.
launch() {
    h=$tmp/$1
    mkdir -p "$h"
    shift
    HOME=$h XDG_DATA_HOME=$h/data XDG_CONFIG_HOME=$h/config XDG_STATE_HOME=$h/state XDG_CACHE_HOME=$h/cache \
        SDL_AUDIODRIVER=dummy "$bin" --size 780x660 "$@" >"$h.log" 2>&1 &
    pid=$!
}
# The window of process $1, moved to x = $2.
window() {
    for i in $(seq 1 100); do
        w=$(xdotool search --pid "$1" 2>/dev/null | head -n 1 || true)
        [ -n "$w" ] && break
        sleep 0.1
    done
    [ -n "$w" ] || fail "no window for process $1"
    xdotool windowmove "$w" "$2" 0
    sleep 1.5 # the first frames
    echo "$w"
}
click() { xdotool mousemove --window "$1" "$2" "$3" click 1; sleep 0.4; }
# A key at a time, each in a frame of its own (an idle window takes what came at once).
keys() {
    w=$1
    shift
    for k in "$@"; do
        xdotool windowfocus "$w" 2>/dev/null || true
        xdotool key "$k"
        sleep 0.5
    done
}
typein() {
    click "$1" "$2" "$3"
    xdotool key --delay 30 End BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
    xdotool type --delay 30 "$4"
}
table=$tmp/host/data/citadela/network-table.txt
# Waits (up to 20 s) until the table file matches the extended regular expression $1.
wait_table() {
    for i in $(seq 1 200); do
        [ -f "$table" ] && grep -Eq "$1" "$table" && return 0
        sleep 0.1
    done
    fail "$2"
}
moves() { grep -c '^move ' "$table" || true; }
wait_moves() {
    for i in $(seq 1 200); do
        [ "$(moves)" -ge "$1" ] && return 0
        sleep 0.1
    done
    fail "the table has $(moves) moves, not $1"
}

sleep 1
launch host --lang en --port "$port"
host=$pid
H=$(window "$host" 0)
launch guest --lang cs
guest=$pid
G=$(window "$guest" 805)
shot menus
# Host: Menu -> Host a table (a person here, a friend over the network) -> Open the table.
click "$H" 390 395
click "$H" 622 575
wait_table '^#@net table [A-Z0-9]{6} 0 2' "the host opened no table"
code=$(sed -n 's/^#@net table \([A-Z0-9]*\) .*/\1/p' "$table")
shot host-lobby
# Guest: Menu -> Join a table, types the address, port and code, joins as Ben.
click "$G" 390 442
typein "$G" 460 175 127.0.0.1
typein "$G" 379 212 "$port"
typein "$G" 379 249 "$code"
typein "$G" 460 286 Ben
shot join
click "$G" 550 528
wait_table '^#@net seat 1 0 1 [0-9a-f]{32} Ben' "Ben is not seated at the host"
sleep 0.5
shot lobbies
# Host starts; each plays a turn: E puts the tile on the next lit cell, Space ends the turn.
click "$H" 557 543
wait_table '^#@net table [A-Z0-9]{6} 1 2' "the game did not start"
sleep 1.5
keys "$H" e space
wait_moves 1
sleep 3 # the move glides in at the guest
shot host-moved
keys "$G" e space
wait_moves 2
sleep 3
shot guest-moved
# The guest's window dies; the host's table waits with the seat away.
kill -9 "$guest"
wait_table '^#@net seat 1 0 2 ' "the host did not see Ben leave"
shot guest-gone
keys "$H" e space
wait_moves 3
# A new window joins again: the join screen holds the last table, the kept token the seat.
launch guest --lang cs
guest=$pid
G=$(window "$guest" 805)
click "$G" 390 442
click "$G" 550 528
wait_table '^#@net seat 1 0 1 [0-9a-f]{32} Ben' "Ben did not get his seat back"
sleep 3
shot guest-back
keys "$G" e space
wait_moves 4
sleep 2
shot four-moves
echo "net-two-windows: ok (4 moves, a rejoin after kill -9, table $code on port $port)"
