#!/bin/sh
# A Windows client under Wine and a Linux client at one table of the Linux
# citadela-server, on 127.0.0.1 only: the Linux seat opens a two-player table, the Windows
# seat joins by its code, both play to the end, and both must hold the same final save.
# With `tls` the server has a certificate for citadela.test from an authority the openssl
# command makes here, and both seats speak TLS to it, checking it against that authority and
# the name (the Windows seat with the OpenSSL cross-built for it).
# Prints "mixed-table: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/mixed-table.sh BUILD_DIR WINE NET_SEAT_EXE [tls]
set -u
build=$1 wine=$2 exe=$3 tls=${4:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-mixed.XXXXXX")
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "mixed-table: FAILED: $2"; fi; }
set --
if [ "$tls" = tls ]; then
    (cd "$tmp" && key="-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes" &&
        openssl req -x509 $key -keyout ca.key -out ca.pem -days 2 -subj /CN=test-authority 2>/dev/null &&
        openssl req $key -keyout server.key -out server.csr -subj /CN=citadela.test 2>/dev/null &&
        printf 'subjectAltName=DNS:citadela.test\n' >ext.cnf &&
        openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 2 -extfile ext.cnf \
            -out server.pem 2>/dev/null)
    check $? "the test authority and certificate"
    set -- --tls-cert "$tmp/server.pem" --tls-key "$tmp/server.key"
    NET_SEAT_TLS_CA=$tmp/ca.pem NET_SEAT_TLS_NAME=citadela.test
    export NET_SEAT_TLS_CA NET_SEAT_TLS_NAME
fi
"$build/citadela-server" --addr 127.0.0.1 --port 0 --dir "$tmp" --quiet "$@" >"$tmp/server.out" &
server=$!
port=""
for _ in $(seq 100); do # at most 10 s for the server to say its port
    port=$(sed -n 's/^port \([0-9]*\)$/\1/p' "$tmp/server.out")
    [ -n "$port" ] && break
    sleep 0.1
done
check "$([ -n "$port" ]; echo $?)" "the Linux server says its port"
timeout 150 "$build/net_seat" 127.0.0.1 "${port:-0}" create 7 >"$tmp/linux.out" 2>&1 &
linux=$!
code=""
for _ in $(seq 100); do
    code=$(sed -n 's/^code \(.*\)$/\1/p' "$tmp/linux.out")
    [ -n "$code" ] && break
    sleep 0.1
done
check "$([ -n "$code" ]; echo $?)" "the Linux seat opens a table"
timeout 150 "$wine" "$exe" 127.0.0.1 "${port:-0}" join "${code:-none}" >"$tmp/windows.out" 2>&1
check $? "the Windows seat plays to the end"
wait $linux
check $? "the Linux seat plays to the end"
kill $server 2>/dev/null
wait $server 2>/dev/null
lf=$(grep '^final' "$tmp/linux.out") wf=$(grep '^final' "$tmp/windows.out" | tr -d '\r')
echo "mixed-table${tls:+ over TLS}: Linux $lf, Windows $wf"
check "$([ -n "$lf" ] && [ "$lf" = "$wf" ]; echo $?)" "both hold the same final save"
[ "$fail" = 0 ] || cat "$tmp"/*.out
rm -rf "$tmp"
echo "mixed-table: $pass passed, $fail failed"
[ "$fail" = 0 ]
