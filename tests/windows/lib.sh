# Shell functions the Windows tests share (sourced: window-shot.sh, bigbox-table.sh,
# net-window.sh; scripts/check-windows.sh for Wine's set-up, tests/web/check.sh and
# tests/web/three-systems.sh too). Those for pictures need ImageMagick and $tmp, the
# caller's scratch folder.

# Wine into $wine: $WINE if set, else the first of wine64 on PATH, Debian's
# /usr/lib/wine/wine64 (wine64 installs no command on PATH) and wine; fails if there is none.
wine_find() {
    wine=${WINE:-}
    [ -n "$wine" ] && return 0
    for w in wine64 /usr/lib/wine/wine64 wine; do
        if command -v "$w" >/dev/null 2>&1; then wine=$w; return 0; fi
    done
    return 1
}
# The Windows tests' prefix, $1/wineprefix (the Windows build's folder: created on the first
# run, then reused), ready for $wine: no debug chatter, and no Mono or Gecko (their
# installers would ask to download). Exports WINEPREFIX; $wineserver is its server.
wine_prefix() {
    mkdir -p "$1/wineprefix"
    WINEPREFIX=$(cd "$1/wineprefix" && pwd)
    export WINEPREFIX WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
    wine_server
    DISPLAY= "$wine" wineboot --init >/dev/null 2>&1 || true
}
# The wineserver that goes with $wine, into $wineserver (beside it, else on PATH).
wine_server() {
    wineserver="${wine%/*}/wineserver"
    [ -x "$wineserver" ] || wineserver=$(command -v wineserver || echo wineserver)
}
# Ends every Wine program of this prefix (WINEPREFIX's, not another folder's) and its server.
# The window tests call it without wine_prefix (check-windows.sh made the prefix): the
# server is then found from $wine.
wine_stop() {
    [ -n "${wineserver:-}" ] || wine_server
    "$wineserver" -k 2>/dev/null; "$wineserver" -w 2>/dev/null
}

# Whether file $1 has a line matching sed pattern $2 within 30 s; group 1 of the first is in $got.
await() {
    for _ in $(seq "${3:-300}"); do
        got=$(sed -n "s/$2/\\1/p" "$1" 2>/dev/null | head -n 1)
        [ -n "$got" ] && return 0
        [ -n "${4:-}" ] && ! shot_alive "$4" && return 1
        sleep 0.1
    done
    return 1
}

# Whether a picture is one colour (black, or a window that never drew).
flat() { [ "$(convert "$1" -format '%[fx:standard_deviation < 0.02 ? 1 : 0]' info: 2>/dev/null)" != 0 ]; }
# Photographs window $1 into $2 once three shots in a row (a second) are alike and not one
# colour (30 s at most). Two alike were not enough on a loaded machine: a menu still drawing
# its tiles held still for half a second once (2026-11-27, 34,490 pixels off the Linux menu).
settle() {
    # Each photograph bounded: on a loaded machine one import of a window hung for minutes
    # (the X server answered nothing) and held windows-check with it (28 Nov 2026).
    # On failure $settle_why counts the photographs that failed, were one colour or moved.
    timeout 10 import -window "$1" "$tmp/a.png" 2>/dev/null
    still=0 lost=0 blank=0 moved=0
    for _ in $(seq 60); do
        sleep 0.5
        timeout 10 import -window "$1" "$tmp/b.png" 2>/dev/null || { lost=$((lost + 1)); continue; }
        if flat "$tmp/b.png"; then
            still=0 blank=$((blank + 1))
        elif [ "$(compare -metric AE "$tmp/a.png" "$tmp/b.png" null: 2>&1)" = 0 ]; then
            still=$((still + 1))
            if [ $still -ge 2 ]; then
                cp "$tmp/b.png" "$2"
                return 0
            fi
        else
            still=0 moved=$((moved + 1))
        fi
        mv "$tmp/b.png" "$tmp/a.png"
    done
    settle_why="window $1: $lost photographs failed, $blank one colour, $moved moved"
    cp "$tmp/a.png" "$2" 2>/dev/null
    return 1
}
# How many pixels of shots $1 and $2 differ by more than 10 % in colour (999999 if they
# cannot be compared); the difference is drawn into $3.
shots_differ() {
    shots_n=$(compare -metric AE -fuzz 10% "$1" "$2" "$3" 2>&1)
    case $shots_n in '' | *[!0-9]*) shots_n=999999 ;; esac
    echo "$shots_n"
}
# Checks the Windows window's shot $2 against the Linux one $1 (the difference drawn into $3):
# it is $4 (WxH) and differs in at most $5 per cent of its pixels; $6 names what is shown,
# $7 whose shot $2 is (Windows unless given: tests/web/check.sh says browser).
# Uses the caller's `check`; leaves the count in $differ.
matches_linux() {
    geo=$(identify -format '%wx%h' "$2" 2>/dev/null)
    check "$([ "$geo" = "$4" ]; echo $?)" "the ${7:-Windows} window is $4 (it is ${geo:-missing})"
    differ=$(shots_differ "$1" "$2" "$3")
    check "$([ "$differ" -le $((${4%x*} * ${4#*x} * $5 / 100)) ]; echo $?)" \
        "the ${7:-Windows} $6 matches the Linux one ($differ pixels differ; at most $5 %)"
}

# Whether process $1 runs (not ended, not a zombie waiting to be reaped).
shot_alive() { [ -r "/proc/$1/stat" ] && ! grep -q '^[0-9]* (.*) Z' "/proc/$1/stat"; }
# The one visible window named Citadela, within 60 s (Wine's first window takes seconds), or
# else process $pid's own, while it runs: the Linux game's WM_NAME is in the locale's
# encoding (it sets LC_CTYPE, so window managers show its title right), which xdotool, in the
# C locale, cannot decode, so its name never matches there.
shot_window() {
    for _ in $(seq 600); do
        w=$(xdotool search --onlyvisible --name '^Citadela$' 2>/dev/null | head -n 1)
        [ -n "$w" ] || w=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -n 1)
        [ -n "$w" ] && { echo "$w"; return 0; }
        shot_alive "$pid" || return 1
        sleep 0.1
    done
    return 1
}
# Runs a game (the rest of the line) on $DISPLAY as for a new player (a home of its own in
# $tmp, no sound, the menu's board still: CITADELA_STILL_BACKDROP), at $size in English, and
# photographs its menu into $1 (settle) once it says its tile art is in. Its process is $pid
# meanwhile; messages start with $name (window-shot.sh, tests/web/check.sh); on failure
# $shot_why says which step failed, for the check's line.
menu_shot() {
    shot=$1 shot_why=
    shift
    h=$tmp/home-$(basename "$shot" .png)
    mkdir -p "$h"
    rm -f "$shot"
    # A game that ends before its window shows is started again, at most twice, and says so:
    # the Linux game once found no X display on a fresh Xvfb that xdotool had just reached
    # ("SDL fell back to its offscreen driver", windows-check 2026-11-28), as window-title.sh
    # and net-two-windows.sh saw before. One alive without a window is a fault at once. The
    # cause, found 2026-11-29: an Xvfb resets when its last client leaves (each xdotool call)
    # and refuses connections meanwhile (31 of 400 under churn); every test's Xvfb now runs
    # with -noreset (0 of 400), and the retries stay as a guard.
    for try in 1 2 3; do
        HOME=$h XDG_DATA_HOME=$h/data XDG_CONFIG_HOME=$h/config XDG_STATE_HOME=$h/state XDG_CACHE_HOME=$h/cache \
            SDL_AUDIODRIVER=dummy CITADELA_STILL_BACKDROP=1 "$@" --size $size --lang en --windowed >"$h.log" 2>&1 &
        pid=$!
        w=$(shot_window) && break
        shot_alive "$pid" && try=3
        echo "$name: no window from $* (try $try):"
        tail -n 5 "$h.log"
        kill "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        pid=
        [ "$try" = 3 ] && { shot_why=" (no window in three starts)"; return 1; }
    done
    rc=0
    # Until the tile art is in, the menu stands still without its board: settle would take
    # that (CI, 2026-11-29: Wine's menu had no board yet, 174,783 pixels off the Linux one).
    # The wait lasts while the game lives, up to 120 s: beside web-check's Chromium on 2 cores
    # Wine's menu failed once with its shot right (CI, 2026-11-30), which leaves the 30 s this
    # wait had as the likeliest cause.
    if ! await "$h.log" '.*citadela: \(the tile art is in\).*' 1200 "$pid"; then
        shot_why=" (its tile art never came in: $(shot_alive "$pid" && echo '120 s' || echo 'it ended'))"
        echo "$name: $* never said its tile art is in:"
        tail -n 5 "$h.log"
        rc=1
    fi
    settle "$w" "$shot" || { rc=1; shot_why="$shot_why (the window never held still for a second; $settle_why)"; }
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    pid=
    return $rc
}
