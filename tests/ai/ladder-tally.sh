#!/bin/sh
# tools/dev/ladder_tally.c: logs of one ladder played in parts sum to one summary (numbers
# worked out by hand below), selfplay's own summary is reproduced from its log, and logs
# that are not one ladder are refused with status 2; --beside compares two ladders deal
# by deal.
lt=${1:-build/ladder-tally}
sp=${2:-build/selfplay}
fx=tests/fixtures/ladder
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "ladder-tally: $*"; failed=$((failed + 1)); }

# part1: seed 41 A wins 60-50 then draws 55-55 (pair 0.75, margin +5); seed 42 A loses
# 40-50 and 60-70 (pair 0, -10). part2: seed 43 A wins 80-70 and 75-65 (pair 1, +10);
# seed 44 only its first game, lost 50-90: counted as a loss, not in the rate.
# Rate (0.75 + 0 + 1) / 3 = 0.583; pair spread s = 0.5204, 1.96 s / sqrt 3 = 0.589, so
# 0.000-1.000 after clamping; Elo -400 log10(1 / 0.5833 - 1) = +58; margin 5/3 = +1.7,
# s = 10.41, 1.96 s / sqrt 3 = 11.78: -10.1..+13.4.
out=$("$lt" $fx/part1.log $fx/part2.log 2>&1)
rc=$?
if [ "$rc" = 0 ] &&
   echo "$out" | grep -qx 'ladder-tally: 2 log(s), 7 games on 4 deals (seeds 41..44), mode classic, rules defaults' &&
   echo "$out" | grep -qx 'ladder: hard:100:1 (A) against hard0:400:1 (B), 2 seats, 7 games (3 whole pairs sharing a deal)' &&
   echo "$out" | grep -q '^ladder: wins 3, draws 1, losses 3 ' &&
   echo "$out" | grep -qF 'ladder: score rate of A 0.583 (95% 0.000-1.000), Elo +58 (-1200..+1200), mean margin +1.7 (-10.1..+13.4)' &&
   echo "$out" | grep -qx 'selfplay-ladder: pairs=3 score_a=0.583 lo=0.000 hi=1.000 elo=58 margin=1.7'; then
    ok
else
    bad "two parts: exit $rc"; echo "$out"
fi

# --beside: another ladder on deals 41, 42 and 45 (beside.log). Both played 41 and 42
# whole (43 is not beside, 44 not whole here). A's deal rates here 0.75 and 0, beside
# 1 (won twice) and 0.5: means 0.375 and 0.750, differences -0.25 and -0.5, mean -0.375,
# s = 0.1768, 1.96 s / sqrt 2 = 0.245: -0.620..-0.130.
out=$("$lt" $fx/part1.log $fx/part2.log --beside $fx/beside.log 2>&1)
rc=$?
if [ "$rc" = 0 ] &&
   echo "$out" | grep -qx 'selfplay-ladder: pairs=3 score_a=0.583 lo=0.000 hi=1.000 elo=58 margin=1.7' &&
   echo "$out" | grep -qx 'beside: hard:400:1 (A) against hard0:400:1 (B), 1 log(s), 3 deals' &&
   echo "$out" | grep -qxF 'beside: 2 deal(s) played whole in both: score rate of A 0.375 here, 0.750 beside; difference -0.375 (95% -0.620..-0.130)'; then
    ok
else
    bad "beside: exit $rc"; echo "$out"
fi

# selfplay's summary, reproduced from its --verbose log (2 and 4 seats)
for args in "--games 6 --seed 11 easy:30 greedy" "--players 4 --games 2 --seed 5 easy:30 greedy"; do
    log=$(mktemp)
    # shellcheck disable=SC2086
    "$sp" --ladder --verbose $args > "$log" 2>&1
    want=$(grep '^selfplay-ladder:' "$log")
    got=$("$lt" "$log" 2>&1 | grep '^selfplay-ladder:')
    if [ -n "$want" ] && [ "$want" = "$got" ]; then ok; else bad "'$args': selfplay '$want', tally '$got'"; fi
    rm -f "$log"
done

# not one ladder: refused with a message naming the cause, status 2
refuse() { # expected message part, then the logs
    want=$1
    shift
    msg=$("$lt" "$@" 2>&1 >/dev/null)
    rc=$?
    if [ "$rc" = 2 ] && echo "$msg" | grep -q "$want"; then ok; else bad "$* gave exit $rc: '$msg'"; fi
}
refuse "counted twice" $fx/part1.log $fx/part1.log
refuse "another pair of agents" $fx/part1.log $fx/other-agents.log
refuse "another mode or rules" $fx/part1.log $fx/other-rules.log
refuse "bad-seat.log:1: a seat's score is not a number" $fx/bad-seat.log
refuse "no game lines" /dev/null
refuse "cannot be read" $fx/no-such.log
refuse "usage" 
refuse "usage" $fx/part1.log --beside
refuse "beside are of another mode or rules" $fx/part1.log --beside $fx/other-rules.log
refuse "no deal is played whole in both" $fx/part1.log --beside $fx/other-agents.log

# The kept ladder logs (data/ladders, indexed in its README): the 400-game base ladder
# behind docs/ai.md's headline figure tallies to that figure.
ld=data/ladders
out=$("$lt" $ld/2026-11-24-base-1s-hard-vs-hard0-1.log $ld/2026-11-24-base-1s-hard-vs-hard0-2.log \
      $ld/2026-11-25-base-1s-hard-vs-hard0-1.log $ld/2026-11-25-base-1s-hard-vs-hard0-2.log \
      $ld/2026-11-25-base-1s-hard-vs-hard0-a.log $ld/2026-11-25-base-1s-hard-vs-hard0-b.log 2>&1)
if echo "$out" | grep -qx 'selfplay-ladder: pairs=200 score_a=0.730 lo=0.688 hi=0.772 elo=173 margin=10.6'; then
    ok
else
    bad "data/ladders: the 400-game base ladder"; echo "$out"
fi

echo "ladder-tally: $passed passed, $failed failed"
[ "$failed" = 0 ]
