#!/bin/sh
# make web-bench: the engine's speed as WebAssembly (node, V8 as in Chromium) against the
# native build, on the same games: bench --fixed N KIND for the base game (playout) and the
# Big Box (bigbox), each run RUNS times in turn (native, wasm, native, ...; this machine's
# timings swing) and the best time kept. The two builds must end the games in the same
# state (the digests). Prints games per second both ways and wasm/native.
#   sh tests/web/bench.sh BUILD/bench WEB/bench/bench.js [GAMES] [RUNS]
set -eu
native=$1 wasm=$2 games=${3:-20000} runs=${4:-3}
# Node 20's fetch cannot read a file path: the wasm is read from the disk without it.
node_run() { node --no-experimental-fetch "$wasm" "$@"; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }
best() { # command...: the best of $runs wall times in ms; the last output in $out
    b=
    for _ in $(seq "$runs"); do
        t0=$(now_ms)
        out=$("$@")
        t=$(($(now_ms) - t0))
        [ -z "$b" ] || [ "$t" -lt "$b" ] && b=$t
    done
    echo "$b"
}
status=0
for kind in playout bigbox; do
    n=$games
    [ "$kind" = bigbox ] && n=$((games / 4))
    tn=$(best "$native" --fixed "$n" "$kind" --digest); dn=$("$native" --fixed "$n" "$kind" --digest)
    tw=$(best node_run --fixed "$n" "$kind" --digest); dw=$(node_run --fixed "$n" "$kind" --digest)
    if [ "$dn" != "$dw" ]; then
        echo "web-bench: $kind: the builds disagree: native '$dn', wasm '$dw'"
        status=1
    fi
    awk -v k="$kind" -v n="$n" -v tn="$tn" -v tw="$tw" 'BEGIN {
        printf "web-bench: %s: %d games: native %.0f games/s (%d ms), wasm in node %.0f games/s (%d ms): %.2fx native\n",
               k, n, n * 1000 / tn, tn, n * 1000 / tw, tw, tn / tw }'
done
exit $status
