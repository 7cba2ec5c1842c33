#!/bin/sh
# make web-bench: the engine's speed as WebAssembly (node, V8 as in Chromium) against the
# native build, on the same games: bench --fixed N KIND for the base game (playout) and the
# Big Box (bigbox), each run RUNS times in turn (native, wasm, native, ...; this machine's
# timings swing) and the best time kept. The two builds must end the games in the same
# state (the digests). Prints games per second both ways and wasm/native. Then the computer
# players' search: cit-cli review of a saved game of 71 decisions, one search of BUDGET
# iterations on one thread per decision (ai/review.h), native and as WebAssembly, timed the
# same way, and in a page in headless Chromium (tests/web/bench-page.js); the reviews must read
# the same. Prints iterations per second each way.
#   sh tests/web/bench.sh BUILD/bench WEB/bench/bench.js BUILD/cit-cli WEB/bench/cit-cli.js [GAMES] [RUNS] [BUDGET]
set -eu
native=$1 wasm=$2 cli=$3 wasm_cli=$4 games=${5:-20000} runs=${6:-3} budget=${7:-2000}
here=$(cd "$(dirname "$0")" && pwd)
# Node 20's fetch cannot read a file path: the wasm is read from the disk without it.
node_run() { node --no-experimental-fetch "$wasm" "$@"; }
node_cli() { node --no-experimental-fetch "$wasm_cli" "$@"; }
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
save=$here/../fixtures/save-v1-classic-seed7.sav
tn=$(best "$cli" review "$save" --budget "$budget"); rn=$("$cli" review "$save" --budget "$budget")
tw=$(best node_cli review "$save" --budget "$budget"); rw=$(node_cli review "$save" --budget "$budget")
if [ "$rn" != "$rw" ]; then
    echo "web-bench: review: the builds' reviews differ"
    status=1
fi
decisions=$(printf '%s\n' "$rn" | sed -n 's/^review: .*decisions [0-9]*-\([0-9]*\) of .*/\1/p')
awk -v d="${decisions:-0}" -v b="$budget" -v tn="$tn" -v tw="$tw" 'BEGIN {
    printf "web-bench: the computer'"'"'s search (review, %d searches of %d iterations, one thread): native %.0f iterations/s (%d ms), wasm in node %.0f iterations/s (%d ms): %.2fx native\n",
           d, b, d * b * 1000 / tn, tn, d * b * 1000 / tw, tw, tn / tw }'
# The same search in a page in Chromium (tests/web/bench-page.js), with the puppeteer-core
# make web-check installs (skipped without it: the page's figure needs a browser to drive).
modules=$(dirname "$native")/web-check/node_modules
if [ -d "$modules/puppeteer-core" ]; then
    printf '%s\n' "$rn" >"$(dirname "$wasm_cli")/review-native.txt"
    page=$(NODE_PATH=$modules node "$here/bench-page.js" "$(dirname "$wasm_cli")/page" "$budget" "$runs" \
        "$(dirname "$wasm_cli")/review-native.txt" 2>&1) || status=1
    tp=$(printf '%s\n' "$page" | sed -n 's/^bench-page: \([0-9]*\) ms$/\1/p')
    if [ -n "$tp" ]; then
        awk -v d="${decisions:-0}" -v b="$budget" -v tn="$tn" -v tp="$tp" 'BEGIN {
            printf "web-bench: the computer'"'"'s search in a page in Chromium: %.0f iterations/s (%d ms): %.2fx native\n",
                   d * b * 1000 / tp, tp, tn / tp }'
    else
        echo "web-bench: the search in Chromium: $page"
    fi
else
    echo "web-bench: the search in Chromium skipped: no puppeteer-core in $modules (make web-check installs it)"
fi
exit $status
