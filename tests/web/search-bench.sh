#!/bin/sh
# make web-bench-search: a medium computer's search, native and in a page in headless Chromium
# (tests/web/search-page.js), in iterations a second of choosing (selfplay's "search:" line:
# every iteration over every second spent in cit_ai_choose, one thread), and for the page per
# second of the browser's CPU too (the figure to compare on a loaded machine). Two positions' worth:
# the base game (2 games of medium against medium, seeds 11-12) and the Big Box (River, Inns &
# Cathedrals, Traders & Builders, Dragon, Tower, Abbey & Mayor; 1 game, seed 11, medium:1000,
# as a full budget takes minutes a game). Native and page run in turn RUNS times; both must
# play the same games (the summary without its times), and each run's figure is printed with
# the median. `short`: one quick game (medium:100, base game) once, for make web-check.
#   sh tests/web/search-bench.sh BUILD/selfplay WEB/bench/search/selfplay.js [RUNS] [short]
set -u
native=$1 page=$2 runs=${3:-3} short=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
modules=$(dirname "$native")/web-check/node_modules
bigbox="--option river=1 --option inns=1 --option big_follower=1 --option traders=1 --option builder=1
        --option pig=1 --option dragon=1 --option tower=1 --option abbey=1 --option mayor=1 --option wagon=1
        --option barn=1"
status=0
# What the games were, without the times: the agents' wins, scores and iterations a move, the
# moves an iteration, the points by category.
games_of() {
    awk '/^agent / { t = 1; next }
         t && NF == 11 { print $1, $2, $7, $10; next }
         { t = 0 }
         /^moves a search iteration/ || /^points a seat/ || /^  / || /^selfplay: games=/' "$1"
}
rate_of() { sed -n 's/^search: [0-9]* iterations in [0-9.]* s of choosing, \([0-9]*\) iterations\/s$/\1/p' "$1"; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2)) }'; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-search.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
if [ "$short" = short ]; then
    set -- "base --games 1 --seed 11 medium:100 medium:100"
    runs=1
else
    # shellcheck disable=SC2086
    set -- "base --games 2 --seed 11 medium medium" "bigbox --games 1 --seed 11 $(echo $bigbox) medium:1000 medium:1000"
fi
for job; do
    name=${job%% *} args=${job#* }
    : >"$tmp/native.rates"
    : >"$tmp/page.rates"
    for i in $(seq "$runs"); do
        # shellcheck disable=SC2086
        "$native" $args >"$tmp/native.out" 2>&1 || { echo "search-bench: $name: native selfplay failed"; cat "$tmp/native.out"; status=1; }
        # shellcheck disable=SC2086
        NODE_PATH=$modules timeout 1900 node "$here/search-page.js" "$(dirname "$page")" $args >"$tmp/page.out" 2>&1 ||
            { echo "search-bench: $name: the page's selfplay failed"; cat "$tmp/page.out"; status=1; }
        if [ "$(games_of "$tmp/native.out")" != "$(games_of "$tmp/page.out")" ] || [ -z "$(games_of "$tmp/page.out")" ]; then
            echo "search-bench: $name: the page played other games than the native build"
            diff "$tmp/native.out" "$tmp/page.out"
            status=1
        fi
        n=$(rate_of "$tmp/native.out") p=$(rate_of "$tmp/page.out")
        c=$(awk '/^search: [0-9]+ iterations/ { it = $2 } /^search-page: the browser.s CPU/ { s = $(NF - 1) }
                 END { if (it && s > 0) printf "%.0f", it / s }' "$tmp/page.out")
        echo "search-bench: $name run $i: native ${n:-?} iterations/s, page ${p:-?} (${c:-?} per second of the browser's CPU)"
        [ -n "$n" ] && echo "$n" >>"$tmp/native.rates"
        [ -n "$p" ] && echo "$p" >>"$tmp/page.rates"
        [ -n "$n" ] && [ -n "$p" ] || status=1
    done
    n=$(median <"$tmp/native.rates") p=$(median <"$tmp/page.rates")
    echo "search-bench: $name ($args): native ${n:-?} iterations/s, page in Chromium ${p:-?} (median of $runs)"
done
[ "$status" = 0 ] && echo "search-bench: the page plays the native build's games" || echo "search-bench: FAILED"
exit $status
