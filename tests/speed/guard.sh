#!/bin/sh
# The speed guard: the instruction count of `bench --fixed N KIND --digest` for every kind
# of game, counted by valgrind (cachegrind, no cache simulation: the same count on every
# run of the same binary however loaded the machine, but for a few thousand instructions
# of start-up that follow the environment), against the committed baseline;
# and the end-state digest, which must match it exactly (every game the same); and the
# play digest (`--digest moves`: the games' move texts, scores and figure counts, which no
# change of the engine's layout of a game moves), outside valgrind, which must match too.
#
#   sh tests/speed/guard.sh BENCH BASELINE            check (make check-core runs it)
#   sh tests/speed/guard.sh BENCH BASELINE --update   rewrite BASELINE (make speed-baseline)
#
# A count more than LIMIT_PERCENT (3) over its baseline fails. BASELINE lines:
# "kind games instructions digest play-digest"; '#' starts a comment; "limit KIND BASE RATIO":
# KIND's instructions per tile placed (this run's) at most RATIO times BASE's, both rows of
# the file (an expansion's target against the base game, its computer path against its
# bench path: docs/ai.md, "Speed per tile").
set -u
bench=$1 base=$2 mode=${3:-check}
LIMIT_PERCENT=${LIMIT_PERCENT:-3}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "speed guard: valgrind is not installed (scripts/install-deps.sh installs it)"
    echo "speed-guard: 0 passed, 1 failed"
    exit 1
fi
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.new" "$tmp.tiles"' EXIT
passed=0 failed=0
grep -v '^#' "$base" | grep -v '^ *$' | grep -v '^limit ' >"$tmp"
: >"$tmp.tiles"
[ "$mode" = --update ] && grep '^#\|^limit ' "$base" >"$tmp.new"
while read -r kind games want_ir want_digest want_play; do
    play=$("$bench" --fixed "$games" "$kind" --digest moves 2>&1 | sed -n 's/.*play digest \([0-9a-f]*\).*/\1/p')
    out=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$bench" --fixed "$games" "$kind" --digest 2>&1)
    ir=$(echo "$out" | sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,)
    digest=$(echo "$out" | sed -n 's/.*end-state digest \([0-9a-f]*\).*/\1/p')
    tiles=$(echo "$out" | sed -n 's/.*games, \([0-9]*\) tiles placed.*/\1/p')
    [ -n "$ir" ] && [ -n "$tiles" ] && echo "$kind $ir $tiles" >>"$tmp.tiles"
    if [ -z "$ir" ] || [ -z "$digest" ] || [ -z "$play" ]; then
        echo "FAIL $kind: no count or digest from valgrind $bench --fixed $games $kind --digest:"
        echo "$out" | tail -n 5
        failed=$((failed + 1))
        continue
    fi
    if [ "$mode" = --update ]; then
        echo "$kind $games $ir $digest $play" >>"$tmp.new"
        echo "$kind: $games games, $ir instructions, digest $digest, play digest $play"
        passed=$((passed + 1))
        continue
    fi
    limit=$((want_ir + want_ir * LIMIT_PERCENT / 100))
    change=$(( (ir - want_ir) * 1000 / want_ir ))
    pct="$((change / 10)).$(( (change < 0 ? -change : change) % 10 ))"
    [ "$change" -lt 0 ] && [ "$change" -gt -10 ] && pct="-$pct"
    if [ "$play" != "${want_play:-}" ]; then
        echo "FAIL $kind: play digest $play, baseline ${want_play:-none}: some game of $games plays differently"
        failed=$((failed + 1))
    elif [ "$digest" != "$want_digest" ]; then
        echo "FAIL $kind: digest $digest, baseline $want_digest: the play digest is the same (the games"
        echo "  are), so the hash's reading of the state moved: a new baseline says why"
        failed=$((failed + 1))
    elif [ "$ir" -gt "$limit" ]; then
        echo "FAIL $kind: $ir instructions for $games games, $pct % over the baseline $want_ir (limit +$LIMIT_PERCENT %)"
        failed=$((failed + 1))
    else
        echo "ok   $kind: $ir instructions ($pct % against $want_ir), digest $digest"
        passed=$((passed + 1))
    fi
done <"$tmp"
# the ratios: instructions per tile of KIND against BASE's, both of this run
grep '^limit ' "$base" >"$tmp" || :
while read -r _ kind against ratio; do
    verdict=$(awk -v k="$kind" -v b="$against" -v r="$ratio" '
        $1 == k { ki = $2; kt = $3 } $1 == b { bi = $2; bt = $3 }
        END {
            if (!kt || !bt) { print "FAIL limit " k " against " b ": no count for one of them"; exit }
            x = (ki / kt) / (bi / bt)
            printf "%s limit %s: %.0f instructions a tile, %.2fx %s'"'"'s %.0f (limit %sx)\n", \
                (x <= r ? "ok  " : "FAIL"), k, ki / kt, x, b, bi / bt, r
        }' "$tmp.tiles")
    echo "$verdict"
    case $verdict in FAIL*) failed=$((failed + 1)) ;; *) passed=$((passed + 1)) ;; esac
done <"$tmp"
if [ "$mode" = --update ]; then
    [ "$failed" = 0 ] && cp "$tmp.new" "$base" && echo "speed guard: $base rewritten"
    echo "speed-guard: $passed passed, $failed failed"
    [ "$failed" = 0 ]
    exit
fi
if [ "$failed" != 0 ]; then
    echo "speed guard: a kind grew or plays differently. If that is meant (a rule change, a"
    echo "  new feature worth its cost), run 'make speed-baseline', check the diff of $base"
    echo "  and commit it saying why the count or the digest moved."
fi
echo "speed-guard: $passed passed, $failed failed"
[ "$failed" = 0 ]
