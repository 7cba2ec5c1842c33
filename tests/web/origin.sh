#!/bin/sh
# The page from an address that is not localhost (issue 84; make web-check runs it from
# tests/web/check.sh): Chromium opens the real citadela-server --web by the name
# citadela.test, mapped to 127.0.0.1 (--host-resolver-rules: the traffic stays on loopback).
#   1. over plain http://: the page is not cross-origin isolated, runs the build without
#      threads, draws its menu and plays a game against the computer to its end, the page
#      drawing all along (tests/web/origin.js http); the Linux build loads its final game to
#      the same hash.
#   2. over https://: a test authority and a certificate for citadela.test made now with
#      openssl, Chromium told to trust the certificate's key (--ignore-certificate-errors-spki-list),
#      the server started with --tls-cert and --tls-key: the page is isolated and runs the
#      build with threads (origin.js https).
#   3. one table over TLS: the page by https://citadela.test:PORT/#join=CODE, the Linux seat
#      checking the certificate, the Windows seat under Wine (tests/web/three-systems.sh TLS_DIR).
# Both page runs measure the first drawn menu from the navigation ("measured:" lines).
# Prints "origin: N passed, N failed" (check.sh adds them to its count). The consoles, the
# shots and the final game stay in WEB/check (origin-*).
#   sh tests/web/origin.sh BUILD WEB WIN      (NODE_PATH: puppeteer-core's folder)
set -u
build=$1 web=$2 win=$3
here=$(cd "$(dirname "$0")" && pwd)
out=$web/check
size=800x600
pass=0 fail=0 server=
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "origin: FAILED: $2"; fi; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-origin.XXXXXX")
. "$here/../windows/lib.sh"
shim=$(cd "$build" && pwd)/libloopback_only.so
preload=$shim${LD_PRELOAD:+:$LD_PRELOAD}
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    [ -n "$server" ] && wait "$server" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$out"
t0=$(date +%s)
# Counts a node script's "web-check:" lines, shown as "origin:".
count() {
    sed 's/^web-check: /origin: /' "$1"
    pass=$((pass + $(grep -c '^web-check: ok:' "$1")))
    fail=$((fail + $(grep -c '^web-check: FAILED:' "$1")))
    grep -q '^web-check: ' "$1" || check 1 "$2 ran"
}
# Starts citadela-server --web on a free loopback port (more options after); sets $port.
# Each server's output in a file of its own: the shell truncates the file in the child, which
# may come after the parent looked for the port in the last server's output.
nserver=0
start_server() {
    nserver=$((nserver + 1))
    log=$tmp/server-$nserver.out
    LD_PRELOAD=$preload "$build/citadela-server" --addr 127.0.0.1 --port 0 --dir "$tmp/tables" --web "$web" --quiet \
        "$@" >"$log" 2>&1 &
    server=$!
    await "$log" '^port \([0-9]*\)$' && port=$got || port=0
    check "$([ "$port" != 0 ]; echo $?)" "citadela-server --web $* says its port"
}
stop_server() {
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
    server=
}

# 1. Plain http:// by a name.
start_server
timeout 600 node "$here/origin.js" http "http://citadela.test:$port/" "$out" $size >"$tmp/http.log" 2>&1
count "$tmp/http.log" "origin.js http"
stop_server
want=$(cat "$out/origin-http-final.hash" 2>/dev/null)
got=$("$build/save_swap" hash "$out/origin-http-final.cit" 2>&1)
case $got in *" $want over"*) rc=0 ;; *) rc=1 ;; esac
[ -n "$want" ] || rc=1
check $rc "the Linux build loads the game the page without threads finished to the same hash (page ${want:-none}; Linux: $got)"

# 2. A test authority and a certificate for citadela.test, made now (never kept).
tls=$tmp/tls
mkdir -p "$tls"
(
    cd "$tls" &&
        openssl req -x509 -newkey rsa:2048 -nodes -keyout ca-key.pem -out ca.pem -days 2 \
            -subj "/CN=Citadela test authority" -addext basicConstraints=critical,CA:TRUE \
            -addext keyUsage=critical,keyCertSign,cRLSign &&
        openssl req -newkey rsa:2048 -nodes -keyout key.pem -out cert.csr -subj "/CN=citadela.test" &&
        printf 'subjectAltName=DNS:citadela.test\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n' >ext.cnf &&
        openssl x509 -req -in cert.csr -CA ca.pem -CAkey ca-key.pem -CAcreateserial -days 2 -out cert.pem \
            -extfile ext.cnf &&
        openssl x509 -in cert.pem -pubkey -noout | openssl pkey -pubin -outform der |
        openssl dgst -sha256 -binary | base64 >spki.txt
) >"$tmp/openssl.log" 2>&1
check "$([ -s "$tls/spki.txt" ]; echo $?)" "openssl makes a test authority and a certificate for citadela.test ($(tail -n 1 "$tmp/openssl.log"))"

start_server --tls-cert "$tls/cert.pem" --tls-key "$tls/key.pem"
timeout 300 node "$here/origin.js" https "https://citadela.test:$port/" "$out" $size "$(cat "$tls/spki.txt")" \
    >"$tmp/https.log" 2>&1
count "$tmp/https.log" "origin.js https"
stop_server

# 3. The table over TLS: the page, the Linux seat and the Windows seat.
sh "$here/three-systems.sh" "$build" "$web" "$win" "$tls" >"$tmp/three.log" 2>&1
cat "$tmp/three.log"
line=$(grep '^three-systems-tls: [0-9]* passed, [0-9]* failed$' "$tmp/three.log" | tail -n 1)
[ -n "$line" ] || check 1 "three-systems.sh over TLS ran"
set -- $line
pass=$((pass + ${2:-0})) fail=$((fail + ${4:-0}))

[ "$fail" = 0 ] || tail -n 20 "$tmp"/server-*.out
echo "origin: $(($(date +%s) - t0)) s"
echo "origin: $pass passed, $fail failed"
[ "$fail" = 0 ]
