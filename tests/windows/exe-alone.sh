#!/bin/sh
# citadela.exe copied alone into an empty folder, as Explorer runs it from inside the zip:
# it must not start silently. It exits non-zero and appends the reason and what to do
# (extract the whole zip) to %LOCALAPPDATA%\Citadela\citadela.log, where a player or a
# helper can find it; the message box it shows on Windows is skipped here with
# CITADELA_NO_MESSAGE_BOX=1 (it would wait for a click) and the log says so.
# Needs Xvfb (scripts/check-windows.sh installs it).
# Prints "exe-alone: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/exe-alone.sh WINE CITADELA.EXE      (WINEPREFIX from the caller)
set -u
wine=$1
exe=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "exe-alone: FAILED: $2"; fi; }
# A display: without one the window fails before the game looks for its files.
Xvfb -displayfd 3 -noreset -screen 0 1024x768x24 -nolisten tcp 3>"$tmp/display" >"$tmp/xvfb.out" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$tmp"' EXIT
for i in $(seq 1 300); do [ -s "$tmp/display" ] && break; sleep 0.05; done
[ -s "$tmp/display" ] || { cat "$tmp/xvfb.out"; echo "exe-alone: Xvfb did not start"; echo "exe-alone: 0 passed, 1 failed"; exit 1; }
mkdir "$tmp/alone"
cp "$exe" "$tmp/alone/citadela.exe"
prefix=${WINEPREFIX:-$HOME/.wine}
# The local application data folder of the prefix's one user.
logs=$(ls -d "$prefix"/drive_c/users/*/AppData/Local 2>/dev/null | grep -v '/Public/' | head -n 1)
[ -n "$logs" ] || logs=$prefix/drive_c/users/$(id -un)/AppData/Local
log=$logs/Citadela/citadela.log
before=0
[ -f "$log" ] && before=$(wc -l <"$log")
rc=0
(cd "$tmp/alone" && DISPLAY=:$(cat "$tmp/display") CITADELA_NO_MESSAGE_BOX=1 timeout 120 "$wine" citadela.exe >"$tmp/out" 2>&1) || rc=$?
check "$([ "$rc" != 0 ] && [ "$rc" != 124 ]; echo $?)" "citadela.exe alone exits non-zero (exit $rc; 124 is the timeout)"
new=$(tail -n +"$((before + 1))" "$log" 2>/dev/null)
printf "%s\n" "$new" | sed 's/^/exe-alone: log: /'
printf "%s\n" "$new" | grep -q 'citadela: cannot start: fonts: '
check $? "the log at $log says it cannot start, and why (the font)"
printf "%s\n" "$new" | grep -q 'extract the whole zip'
check $? "the log says to extract the whole zip"
printf "%s\n" "$new" | grep -q 'message box not shown (CITADELA_NO_MESSAGE_BOX=1)'
check $? "the log says the message box was skipped (shown otherwise)"
echo "exe-alone: $pass passed, $fail failed"
[ "$fail" = 0 ]
