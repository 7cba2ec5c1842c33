#!/bin/sh
# The NSIS installer run for real under wine64, as a player would, but silently (/S): the
# files it installs under Program Files are the zip's folder's, byte for byte; the all-users
# Start-menu entry points at the game; the uninstall entry names the version and the
# installed size; the installed game opens its window (on its own Xvfb); the uninstaller
# (/S) removes the folder, the entry, the shortcut and the key, and nothing is left.
# Prints "installer-run: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/installer-run.sh WINE SETUP.exe STAGE_DIR VERSION   (WINEPREFIX from the caller)
set -u
wine=$1 setup=$2 stage=$3 version=$4
prefix=${WINEPREFIX:-$HOME/.wine}
dir="$prefix/drive_c/Program Files/Citadela"
menu="$prefix/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Citadela"
key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Citadela'
tmp=$(mktemp -d)
xvfb= game=
trap 'for p in $game $xvfb; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "installer-run: FAILED: $2"; fi; }
# reg VALUE: the uninstall key's value as reg.exe prints it ("" when absent).
reg() { "$wine" reg query "$key" /v "$1" 2>/dev/null | tr -d '\r' | sed -n "s/^ *$1 *REG_[A-Z_]* *//p"; }
# A leftover install from a run that failed half-way would make the checks pass falsely.
[ -e "$dir" ] && { echo "installer-run: $dir exists before the install; removing it"; rm -rf "$dir" "$menu"; "$wine" reg delete "$key" /f >/dev/null 2>&1; }

t0=$(date +%s)
rc=0
timeout 300 "$wine" "$setup" /S || rc=$?
check "$rc" "the installer exits 0 (exit $rc)"
echo "installer-run: installed in $(($(date +%s) - t0)) s"
diff -r "$stage" "$dir" | grep -v '^Only in .*: uninstall.exe$' >"$tmp/diff"
check "$([ ! -s "$tmp/diff" ]; echo $?)" "the installed folder equals the zip's ($(find "$stage" -type f | wc -l) files)"
head -n 10 "$tmp/diff"
check "$([ -f "$dir/uninstall.exe" ]; echo $?)" "the uninstaller is installed"
check "$([ -f "$menu/Citadela.lnk" ]; echo $?)" "the all-users Start menu has Citadela.lnk"
# A shell link holds its target's path (in the system's code page and in UTF-16).
grep -aq 'Citadela\\citadela.exe' "$menu/Citadela.lnk" 2>/dev/null ||
    perl -0777 -ne 'exit(index($_, join("\0", split //, "Citadela\\citadela.exe")) >= 0 ? 0 : 1)' "$menu/Citadela.lnk" 2>/dev/null
check $? "the shortcut points at Program Files\\Citadela\\citadela.exe"
check "$([ "$(reg DisplayName)" = Citadela ]; echo $?)" "the uninstall entry is named Citadela ('$(reg DisplayName)')"
check "$([ "$(reg DisplayVersion)" = "$version" ]; echo $?)" "the uninstall entry's version is $version ('$(reg DisplayVersion)')"
size=$(reg EstimatedSize)
kb=$(du -sk "$dir" | cut -f1)
# EstimatedSize is the folder's size in kB: within 5 % of du's (block rounding differs).
check "$([ -n "$size" ] && [ $((size)) -gt $((kb * 95 / 100)) ] && [ $((size)) -lt $((kb * 105 / 100)) ]; echo $?)" \
    "the uninstall entry's size ${size:-none} is the folder's ($kb kB)"
check "$([ "$(reg UninstallString)" = '"C:\Program Files\Citadela\uninstall.exe"' ]; echo $?)" "the uninstall entry runs the installed uninstaller"

# The installed game, started as the shortcut starts it, opens its window. Wine's
# wineserver keeps the display it started with (none, in the check), so it is stopped
# before and after, as the other window tests do.
wine_stop() { "${wine%/*}/wineserver" -k 2>/dev/null; "${wine%/*}/wineserver" -w 2>/dev/null; }
wine_stop
Xvfb -displayfd 3 -noreset -screen 0 1024x768x24 -nolisten tcp 3>"$tmp/display" >/dev/null 2>&1 &
xvfb=$!
for i in $(seq 1 300); do [ -s "$tmp/display" ] && break; sleep 0.05; done
(cd "$dir" && DISPLAY=:$(cat "$tmp/display") CITADELA_NO_MESSAGE_BOX=1 SDL_AUDIODRIVER=dummy exec "$wine" "C:\\Program Files\\Citadela\\citadela.exe" --size 800x600) >"$tmp/game.log" 2>&1 &
game=$!
shown=1
for i in $(seq 1 1200); do
    DISPLAY=:$(cat "$tmp/display") xdotool search --onlyvisible --name '^Citadela$' >/dev/null 2>&1 && { shown=0; break; }
    kill -0 "$game" 2>/dev/null || break
    sleep 0.05
done
check "$shown" "the installed game opens its window"
[ "$shown" = 0 ] || tail -n 5 "$tmp/game.log"
kill "$game" 2>/dev/null
wait "$game" 2>/dev/null
game=
wine_stop

# The uninstaller copies itself to %TEMP% and returns at once: wait for the folder to go.
rc=0
timeout 120 "$wine" "C:\\Program Files\\Citadela\\uninstall.exe" /S || rc=$?
check "$rc" "the uninstaller starts (exit $rc)"
for i in $(seq 1 1200); do [ -e "$dir" ] || break; sleep 0.05; done
check "$([ ! -e "$dir" ]; echo $?)" "the installed folder is gone"
[ -e "$dir" ] && find "$dir" | head -n 10
check "$([ ! -e "$menu" ]; echo $?)" "the Start-menu folder is gone"
"$wine" reg query "$key" >/dev/null 2>&1
check "$([ $? != 0 ]; echo $?)" "the uninstall key is gone"
wine_stop # the uninstaller's Wine has no display: the next window test must not join it
echo "installer-run: $pass passed, $fail failed"
[ "$fail" = 0 ]
