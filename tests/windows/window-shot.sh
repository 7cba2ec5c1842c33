#!/bin/sh
# The real citadela.exe, from the zip's folder, under Wine on an Xvfb display: its window
# must open and draw the main menu (for a new player, with the first-start greeting over
# it: gui/scenes/menu/scene_menu.c). The Linux build draws the same menu at the same size
# first; each window is photographed (ImageMagick's import) until two shots half a second
# apart are alike and neither is one colour, and the Windows shot must match the Linux one
# but for a few pixels (a font's edge). Fails when the window never opens, stays black or
# one colour, has another size, or draws something else. The shots stay in OUT_DIR for a
# person: menu-linux.png, menu-wine.png and menu-diff.png. Both games run with
# CITADELA_STILL_BACKDROP=1: the menu's board stands where it is at clock 0 instead of
# drifting (gui/scenes/backdrop.c), so two windows started seconds apart under load draw the
# same board (it once stopped elsewhere in each: 20,941 pixels off); the buttons, text and
# board are all compared.
# Prints "window-shot: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/window-shot.sh BUILD/citadela WINE STAGE_DIR OUT_DIR   (WINEPREFIX set)
set -u
linux=$1 wine=$2 stage=$3 out=$4
size=800x600
tolerance=${WINDOW_SHOT_TOLERANCE:-1} # per cent of the pixels that may differ (more than 10 % in colour)
mkdir -p "$out"
# Both games start as for a new player: no settings, no autosave (which would light the
# menu's Continue). The Windows one keeps its files in the prefix's AppData.
appdata=${WINEPREFIX:?}/drive_c/users/$(id -un)/AppData
rm -rf "$appdata/Roaming/Citadela" "$appdata/Local/Citadela"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-shot.XXXXXX")
pass=0 fail=0 xvfb= pid=
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "window-shot: FAILED: $2"; fi; }
# Wine is stopped before its display goes: a wineserver left running keeps a dead display,
# and the next test's Wine windows would not go where that test puts them.
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null
    wine_stop
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    rm -rf "$tmp"
}
# flat (one colour), settle (a still shot of a window), shots_differ, menu_shot.
. "$(dirname "$0")/lib.sh"
trap cleanup EXIT
wine_stop # one left by an earlier test may hold another display
Xvfb -displayfd 3 -noreset -screen 0 1024x768x24 -nolisten tcp 3>"$tmp/display" >"$tmp/xvfb.out" 2>&1 &
xvfb=$!
for _ in $(seq 300); do [ -s "$tmp/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$tmp/display" 2>/dev/null)"

name=window-shot

[ -n "$(cat "$tmp/display" 2>/dev/null)" ] && xdotool getmouselocation >/dev/null 2>&1
check $? "Xvfb starts"
menu_shot "$out/menu-linux.png" "$linux"
check $? "the Linux game's window opens and draws a still menu$shot_why"
menu_shot "$out/menu-wine.png" "$wine" "$stage/citadela.exe"
check $? "citadela.exe's window opens under Wine and draws a still menu$shot_why"
matches_linux "$out/menu-linux.png" "$out/menu-wine.png" "$out/menu-diff.png" $size "$tolerance" menu
echo "window-shot: $differ of $((${size%x*} * ${size#*x})) pixels differ from the Linux menu; shots in $out"
echo "window-shot: $pass passed, $fail failed"
[ "$fail" = 0 ]
