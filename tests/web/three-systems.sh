#!/bin/sh
# A Linux, a Windows and a browser seat at one table of citadela-server --web, on 127.0.0.1
# only (issue 74): the Linux seat (BUILD/net_seat, the library's client playing random legal
# moves) opens a base game for three; the Windows seat (net_seat.exe, the same program
# cross-built, under Wine) joins by its code and takes seat 1; the page joins by the table's
# link and takes seat 2 (tests/web/join.js: the name typed and Join clicked by real events, its
# turns played by keys). The Linux seat starts the game once both sit; all three play to the
# end. Every side must hold the same final game: the Linux and Windows seats print the same
# final line (save, scores, state), the page logs that state at the game's end, its final
# autosave loads in the Linux build's save code (save_swap hash) to that state, and so does
# the server's own record of the table (its table file, kept after the game), which names
# the three seats. The server, the seats and Wine run behind the loopback-only shim.
# The page's console, final autosave and hash stay in WEB/check (join-console.log,
# join-final.cit, join-final.hash), the server's table file as three-systems.table.
# Prints "three-systems: N passed, N failed" (tests/web/check.sh adds them to its count).
#   sh tests/web/three-systems.sh BUILD WEB WIN   (WIN: the Windows build's folder, with
#                                                  net_seat.exe)
# Its Wine prefix is the web build's own (WEB/wineprefix), not make windows-check's, so that
# the two checks run side by side (scripts/package-checks.sh): each ends its own prefix's
# Wine programs (wine_stop), never the other's.
# NODE_PATH must name puppeteer-core's folder (check.sh installs it).
# With a fourth argument, TLS_DIR (tests/web/origin.sh: ca.pem, cert.pem and key.pem for
# citadela.test, spki.txt), the same table over TLS: the server started with --tls-cert and
# --tls-key, the native seats connecting over TLS or not at all with the certificate checked
# against the test authority and the name citadela.test, the page opened at
# https://citadela.test:PORT/#join=CODE (cross-origin isolated, its seat over wss://). Its
# files go to WEB/check/tls; it prints "three-systems-tls: ...". A Windows build without TLS
# cannot sit at that table: then the table is of two and a check fails saying so.
set -u
build=$1 web=$2 win=$3 tlsdir=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
out=$web/check
name=three-systems
if [ -n "$tlsdir" ]; then
    out=$web/check/tls name=three-systems-tls
    export NET_SEAT_TLS_CA="$tlsdir/ca.pem" NET_SEAT_TLS_NAME=citadela.test
fi
size=800x600
pass=0 fail=0 server= linux= windows=
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "$name: FAILED: $2"; fi; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-three.XXXXXX")
. "$here/../windows/lib.sh"
# Each process started behind the shim directly (no function or subshell between), so that
# $! is the process itself and a kill reaches it.
shim=$(cd "$build" && pwd)/libloopback_only.so
preload=$shim${LD_PRELOAD:+:$LD_PRELOAD}
cleanup() {
    for p in $windows $linux $server; do kill "$p" 2>/dev/null; done
    # A seat or server stopped by SIGTERM writes its autosave or tables under $tmp: wait first.
    for p in $windows $linux $server; do wait "$p" 2>/dev/null || true; done
    [ -n "${wineserver:-}" ] && wine_stop
    rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$out"
t0=$(date +%s)
if wine_find; then
    wine_prefix "$web"
    check 0 "Wine is ready"
else
    check 1 "Wine is installed (scripts/web-tools.sh check installs wine64)"
fi
[ -f "$shim" ] || check 1 "the loopback-only shim is built ($shim)"

LD_PRELOAD=$preload "$build/citadela-server" --addr 127.0.0.1 --port 0 --dir "$tmp/tables" --web "$web" --quiet \
    ${tlsdir:+--tls-cert "$tlsdir/cert.pem" --tls-key "$tlsdir/key.pem"} >"$tmp/server.out" 2>&1 &
server=$!
await "$tmp/server.out" '^port \([0-9]*\)$' && port=$got || port=0
check "$([ "$port" != 0 ]; echo $?)" "citadela-server --web says its port"
# Over TLS, the Windows seat sits only if its build speaks TLS.
players=3 seats="0 Linux,1 Windows,2 Web,"
if [ -n "$tlsdir" ]; then
    wtls=$(DISPLAY= LD_PRELOAD=$preload timeout 120 "${wine:-wine64}" "$win/net_seat.exe" tls 2>/dev/null | tr -d '\r')
    if [ "$wtls" != "tls yes" ]; then
        check 1 "the Windows build speaks TLS (net_seat.exe tls: ${wtls:-no answer}): the https:// table is played without it"
        players=2 seats="0 Linux,1 Web,"
    fi
fi
# Seed 7's set-up (the server shuffles the stack itself), three players.
LD_PRELOAD=$preload timeout 480 "$build/net_seat" 127.0.0.1 "$port" create 7 $players >"$tmp/linux.out" 2>&1 &
linux=$!
await "$tmp/linux.out" '^code \([^ ]*\).*$' && code=$got || code=none
check "$([ "$code" != none ]; echo $?)" "the Linux seat opens a table of $players${tlsdir:+ over TLS (the certificate checked for citadela.test)}"
# The Windows seat first, so that the seats come in a known order; Wine's first program in
# a prefix can take a while, hence the longer wait for its seat. No display: it is a
# console program.
if [ "$players" = 3 ]; then
    DISPLAY= LD_PRELOAD=$preload timeout 480 "${wine:-wine64}" "$win/net_seat.exe" 127.0.0.1 "$port" join "$code" \
        >"$tmp/windows.out" 2>&1 &
    windows=$!
    seat=
    for _ in 1 2 3; do await "$tmp/windows.out" '^seat \([0-9]*\).*$' && seat=$got && break; done
    check "$([ "$seat" = 1 ]; echo $?)" "the Windows seat sits at the table under Wine (seat ${seat:-none})"
fi
timeout 480 node "$here/join.js" "$port" "$code" "$tmp/tables" "$out" $size \
    ${tlsdir:+"https://citadela.test:$port" "$(cat "$tlsdir/spki.txt")"} >"$tmp/join.log" 2>&1
sed "s/^web-check: /$name: /" "$tmp/join.log"
pass=$((pass + $(grep -c '^web-check: ok:' "$tmp/join.log")))
fail=$((fail + $(grep -c '^web-check: FAILED:' "$tmp/join.log")))
grep -q '^web-check: ' "$tmp/join.log" || check 1 "join.js ran"
wait "$linux"
rc=$?
check $rc "the Linux seat plays to the end (exit $rc; $(cat "$tmp/linux.out"))"
linux=
if [ -n "$windows" ]; then
    wait "$windows"
    check $? "the Windows seat plays to the end ($(tr -d '\r' <"$tmp/windows.out"))"
    windows=
fi
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
server=
[ -n "${wineserver:-}" ] && wine_stop

# Linux and Windows: the same final line (the save's moves, length and hash, the scores and
# the state it loads to).
lf=$(grep '^final' "$tmp/linux.out") wf=$(grep '^final' "$tmp/windows.out" 2>/dev/null | tr -d '\r')
echo "$name: Linux $lf; Windows $wf"
[ "$players" = 2 ] ||
    check "$([ -n "$lf" ] && [ "$lf" = "$wf" ]; echo $?)" "the Linux and Windows seats hold the same final save (Linux ${lf:-none}; Windows ${wf:-none})"
state=$(echo "$lf" | sed -n 's/^final .*, state \([0-9a-f]*\)$/\1/p')
# The page: the state it logged at the game's end, and its autosave (the server's whole game,
# taken once the results show) loaded by the Linux build.
page=$(cat "$out/join-final.hash" 2>/dev/null)
echo "$name: the page's final state ${page:-none}"
check "$([ -n "$state" ] && [ "$state" = "$page" ]; echo $?)" "the page's final hash is the other seats' (page ${page:-none}, Linux and Windows ${state:-none})"
got=$("$build/save_swap" hash "$out/join-final.cit" 2>&1)
case $got in *" $state over"*) rc=0 ;; *) rc=1 ;; esac
[ -n "$state" ] || rc=1
check $rc "the page's autosave holds the same final game (${state:-none}; Linux loads it: $got)"
# The server's record: its table in the database (a finished game's stays while the table
# does), written out as the save text it reopens from (docs/server.md "Storage"), holds the
# same game and the three seats by name.
db=$tmp/tables/citadela.db
code=$(sqlite3 -readonly "$db" "SELECT code FROM tables ORDER BY touched DESC LIMIT 1" 2>/dev/null)
table=
if [ -n "$code" ]; then
    table=$out/$name.table
    {
        sqlite3 -readonly "$db" "SELECT setup FROM tables WHERE code = '$code'"
        sqlite3 -readonly "$db" "SELECT 'move ' || text FROM moves WHERE code = '$code' ORDER BY seq"
        echo end
        sqlite3 -readonly "$db" "SELECT seats FROM tables WHERE code = '$code'"
    } >"$table"
fi
got=$("$build/save_swap" hash "${table:-none}" 2>&1)
case $got in *" $state over"*) rc=0 ;; *) rc=1 ;; esac
[ -n "$state" ] || rc=1
check $rc "the server's table file holds the same final game (${state:-none}; Linux loads it: $got)"
names=$(sed -n 's/^#@net seat \([0-9]\) [0-9]* [0-9]* [0-9a-f-]* \(.*\)$/\1 \2/p' "${table:-/dev/null}" | tr '\n' ',')
check "$([ "$names" = "$seats" ]; echo $?)" "the server's table seats ${seats%,} (${names:-none})"

[ "$fail" = 0 ] || { cat "$tmp/server.out"; tail -n 20 "$out/join-console.log" 2>/dev/null; }
echo "$name: $(($(date +%s) - t0)) s"
echo "$name: $pass passed, $fail failed"
[ "$fail" = 0 ]
