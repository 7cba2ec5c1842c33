#!/bin/sh
# The real game on both sides of a network table, one of them citadela.exe under Wine:
# under one Xvfb, the host window opens a table ("Host a table"), the guest window types
# 127.0.0.1, the port and the join code into its join screen and sits down, and the two
# play the base game to its end by keys (E puts the tile on the next lit cell, Space ends
# the turn). The guest's window then keeps the host's final save as its autosave, and the
# Linux build's save_swap must load it and the host's table file to the same state hash,
# the game over.
# wine-server: citadela-server.exe under Wine holds the table instead; the Linux library
# seat tests/windows/net_seat.c opens it and plays random moves, and the Linux window joins
# it as above; the window's final save must hold the seat's final game.
# Every step waits on the windows' "citadela: net:" log lines (SDL's log reaches stderr
# under Wine too), never on a fixed pause, and clicks again when a click does not show.
# Prints "net-window: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/net-window.sh wine-joins|wine-hosts|wine-server BUILD_DIR WINE STAGE_DIR
# BUILD_DIR holds the Linux citadela, save_swap and net_seat; STAGE_DIR the zip's folder
# with citadela.exe and citadela-server.exe. WINEPREFIX must be set (scripts/check-windows.sh
# sets it). On a failure the screen is photographed into NET_WINDOW_SHOT (a PNG file name)
# when it is set.
set -u
way=$1 build=$2 wine=$3 stage=$4
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-netwin.XXXXXX")
port=$((20000 + $$ % 30000))
pass=0 fail=0 xvfb= host= guest= seat=
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "net-window: FAILED: $2"; fi; }
# A wineserver left by an earlier test keeps that test's (now dead) display: Wine's windows
# would then ignore where this script puts them and cover the other side's window. Each run
# starts Wine afresh on its own display and stops it (lib.sh's wine_stop) at the end.
finish() {
    [ "$fail" = 0 ] || [ -z "${NET_WINDOW_SHOT:-}" ] || import -window root "$NET_WINDOW_SHOT" 2>/dev/null
    for p in $guest $host $seat; do kill "$p" 2>/dev/null; done
    wine_stop
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    [ "$fail" = 0 ] || for f in "$tmp"/*.log "$tmp"/*.out; do
        echo "--- $f" && grep -v '^ALSA\|^$' "$f" | tail -n 8
    done
    rm -rf "$tmp"
    echo "net-window: $pass passed, $fail failed"
    [ "$fail" = 0 ]
    exit
}
# A step that must hold for the rest to make sense: on failure, report and stop.
must() { check "$1" "$2"; [ "$1" = 0 ] || finish; }

# Where each side keeps its files: a Linux side in its own home, the Windows side in the
# prefix's AppData (platform/win/dirs.c), emptied first.
appdata=$WINEPREFIX/drive_c/users/$(id -un)/AppData
rm -rf "$appdata/Roaming/Citadela" "$appdata/Local/Citadela"
# A settings file on each side: not the first start, whose greeting stands in for the menu's
# buttons (the Windows side's config folder is Roaming, platform/win/dirs.c).
mkdir -p "$appdata/Roaming/Citadela"
echo '# Citadela settings' >"$appdata/Roaming/Citadela/settings.ini"
run_linux() { # side, args...
    h=$tmp/$1
    shift
    mkdir -p "$h/config/citadela"
    [ -f "$h/config/citadela/settings.ini" ] || echo '# Citadela settings' >"$h/config/citadela/settings.ini"
    HOME=$h XDG_DATA_HOME=$h/data XDG_CONFIG_HOME=$h/config XDG_STATE_HOME=$h/state XDG_CACHE_HOME=$h/cache \
        SDL_AUDIODRIVER=dummy "$build/citadela" --size 780x660 "$@" >>"$h.log" 2>&1 &
    pid=$!
}
run_wine() { # side, args...
    side=$1
    shift
    SDL_AUDIODRIVER=dummy "$wine" "$stage/citadela.exe" --size 780x660 "$@" >>"$tmp/$side.log" 2>&1 &
    pid=$!
}
if [ "$way" = wine-joins ]; then
    start_host() { run_linux host "$@"; }
    start_guest() { run_wine guest "$@"; }
    host_x=0 guest_x=1610
    table=$tmp/host/data/citadela/network-table.txt
    guest_save=$appdata/Local/Citadela/autosave.cit
else # wine-hosts, wine-server: the Linux window joins
    start_host() { run_wine host "$@"; }
    start_guest() { run_linux guest "$@"; }
    host_x=1610 guest_x=0
    table=$appdata/Roaming/Citadela/network-table.txt
    guest_save=$tmp/guest/state/citadela/autosave.cit
fi
: >"$tmp/host.log"
# The host's game as "MOVES HASH" and " over" once it is: the host window's table file, or
# the final line of the seat that opened the table at citadela-server.exe.
host_game() {
    if [ "$way" = wine-server ]; then
        sed -n 's/^final \([0-9]*\) moves, .*, state \([0-9a-f]*\)$/\1 \2 over/p' "$tmp/seat.out"
    else
        "$build/save_swap" hash "$table" 2>/dev/null | sed -n 's/^loaded //p'
    fi
}

alive() { [ -r "/proc/$1/stat" ] && ! grep -q '^[0-9]* (.*) Z' "/proc/$1/stat"; }
# The window of process $1 moved to x = $2 once it shows (60 s at most). Wine keeps its
# window where Windows put it (the middle of the screen, 810-1590 on this 2400 px screen),
# so the Linux window goes to the left and the screen is wide enough for both.
window() {
    for _ in $(seq 600); do
        for w in $(xdotool search --onlyvisible --pid "$1" 2>/dev/null); do
            xdotool windowmove "$w" "$2" 0 2>/dev/null && { echo "$w"; return 0; }
        done
        alive "$1" || return 1
        sleep 0.1
    done
    return 1
}
# The last net: line of side $1 (Wine's side ends its lines with CR LF). The turns' loop
# below asks it and deciding() twenty times a second: one awk each, not a pipeline of three
# (a fork cost 8 ms of CPU on the shared machine: the pipelines made most of this check's CPU).
last() { awk '/citadela: net: / { l = $0 } END { gsub(/\r/, "", l); print l }' "$tmp/$1.log" 2>/dev/null; }
# The side whose last net: line says it decides ("here 1"), the guest if both; none: empty.
deciding() {
    awk -v h="$tmp/host.log" -v g="$tmp/guest.log" '/citadela: net: / { l[FILENAME] = $0 }
        END { s = ""; gsub(/\r/, "", l[h]); gsub(/\r/, "", l[g])
              if (l[h] ~ /here 1$/) s = "host"
              if (l[g] ~ /here 1$/) s = "guest"
              print s }' "$tmp/host.log" "$tmp/guest.log" 2>/dev/null
}
# Whether side $1 logged a line matching $2 after line $3 of its log.
logged() { tail -n +"$(($3 + 1))" "$tmp/$1.log" | tr -d '\r' | grep -Eq "$2"; }
lines() { wc -l <"$tmp/$1.log"; }
wait_log() { # side, regex: 45 s at most
    for _ in $(seq 900); do logged "$1" "$2" 0 && return 0; sleep 0.05; done
    return 1
}
# Clicks window $1 at $2,$3 until side $4 logs $5 (after the click), 8 tries 2 s apart.
click_until() {
    from=$(lines "$4")
    for _ in 1 2 3 4 5 6 7 8; do
        xdotool mousemove --window "$1" "$2" "$3" click 1
        for _ in $(seq 40); do logged "$4" "$5" "$from" && return 0; sleep 0.05; done
    done
    return 1
}
# Types $4 into the guest's join field at $2,$3 of window $1 until the screen logs $5.
typein() {
    for _ in 1 2 3 4 5 6 7 8; do
        from=$(lines guest)
        xdotool windowfocus "$1" 2>/dev/null # keys go to the focused window: no window manager gives it
        xdotool mousemove --window "$1" "$2" "$3" click 1
        xdotool key --delay 20 End $(printf 'BackSpace %.0s' $(seq 18))
        xdotool type --delay 20 "$4"
        for _ in $(seq 20); do logged guest "$5" "$from" && return 0; sleep 0.05; done
    done
    return 1
}

# await, wine_stop: tests/windows/lib.sh.
. "$(dirname "$0")/lib.sh"
wine_stop
Xvfb -displayfd 3 -noreset -screen 0 2400x700x24 -nolisten tcp 3>"$tmp/display" >"$tmp/xvfb.out" 2>&1 &
xvfb=$!
for _ in $(seq 300); do [ -s "$tmp/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$tmp/display")"
t0=$(date +%s)
if [ "$way" = wine-server ]; then
    SDL_AUDIODRIVER=dummy "$wine" "$stage/citadela-server.exe" --addr 127.0.0.1 --port 0 --dir "$tmp/tables" \
        --quiet >"$tmp/server.out" 2>&1 &
    host=$!
    await "$tmp/server.out" '^port \([0-9]*\).*'
    must $? "citadela-server.exe says its port"
    port=$(echo "$got" | tr -d '\r')
    "$build/net_seat" 127.0.0.1 "$port" create 7 >"$tmp/seat.out" 2>&1 &
    seat=$!
    await "$tmp/seat.out" '^code \(.*\)$'
    must $? "the Linux seat opens a table at citadela-server.exe"
    code=$got
else
    start_host --lang en --port "$port"
    host=$pid
    H=$(window "$host" $host_x)
    must $? "the host's window shows ($way)"
fi
start_guest --lang cs
guest=$pid
G=$(window "$guest" $guest_x)
must $? "the guest's window shows ($way)"
wait_log guest renderer
if [ "$way" != wine-server ]; then
    # Host: Menu -> Host a table -> Open the table; its code is in the table file.
    wait_log host renderer
    click_until "$H" 390 408 host 'the host form'
    must $? "the host form opens"
    code=
    for _ in 1 2 3 4 5 6 7 8; do
        xdotool mousemove --window "$H" 622 575 click 1
        for _ in $(seq 40); do
            code=$(sed -n 's/^#@net table \([A-Z0-9]*\) 0 2.*/\1/p' "$table" 2>/dev/null)
            [ -n "$code" ] && break 2
            sleep 0.05
        done
    done
    must "$([ -n "$code" ]; echo $?)" "the host opens a table"
fi
# Guest: Menu -> Join a table; address, port, code and name typed; Join.
click_until "$G" 390 447 guest 'the join screen listens'
must $? "the join screen opens"
typein "$G" 460 175 127.0.0.1 'join fields 127\.0\.0\.1\|' &&
    typein "$G" 379 212 "$port" "join fields [^|]*\\|$port\\|" &&
    typein "$G" 379 249 "$code" "join fields [^|]*\\|[^|]*\\|$code\\|" &&
    typein "$G" 460 286 Ben 'join fields [^|]*\|[^|]*\|[^|]*\|Ben$'
must $? "the guest types address, port and code"
if [ "$way" = wine-server ]; then
    click_until "$G" 550 528 guest 'scene (lobby|game)' # the seat starts the game once Ben sits
    must $? "the guest sits at the server's table"
else
    click_until "$G" 550 528 host 'scene lobby seats lh'
    must $? "the guest sits at the host's table"
    click_until "$H" 557 543 host 'scene game'
    must $? "the host starts the game"
fi
# Turns by keys until neither side decides any more and the table's save says the game is over.
turns=0
while [ $turns -lt 300 ]; do
    side=
    for i in $(seq 900); do
        side=$(deciding)
        [ -n "$side" ] && break
        # Once a second, whether the game is over (a program to start: not every poll).
        [ $((i % 20)) = 0 ] && host_game | grep -q ' over$' && break
        sleep 0.05
    done
    [ -n "$side" ] || break
    if [ "$side" = host ]; then W=$H; else W=$G; fi
    before=$(last "$side")
    # Real key presses to the focused window (Wine ignores keys sent to a window by name),
    # after a click on the title bar: Wine's window takes keys once a click made it active.
    xdotool windowfocus --sync "$W" 2>/dev/null
    xdotool mousemove --window "$W" 300 20 click 1
    xdotool key e
    sleep 0.1
    xdotool key space
    for _ in $(seq 60); do [ "$(last "$side")" != "$before" ] && break; sleep 0.05; done
    turns=$((turns + 1))
done
for _ in $(seq 100); do host_game | grep -q ' over$' && break; sleep 0.1; done
over=$(host_game)
must "$(echo "$over" | grep -q ' over$'; echo $?)" "the game is played to its end ($turns turns by keys; the host's game: $over)"
# The guest's window takes the host's whole game once it shows the results, and keeps it as
# its autosave (gui/app/net_seam.c, client_final); the host's is its table file.
for _ in $(seq 300); do
    "$build/save_swap" hash "$guest_save" 2>/dev/null | grep -q ' over$' && break
    sleep 0.1
done
h=$(host_game) g=$("$build/save_swap" hash "$guest_save" 2>&1 | sed -n 's/^loaded //p')
echo "net-window: $way: the host's game: $h; the guest's autosave: $g; $turns turns, $(($(date +%s) - t0)) s"
check "$(echo "$h" | grep -q ' over$' && [ "$h" = "$g" ]; echo $?)" "the guest keeps the host's final game"
finish
