#!/bin/sh
# Smoke test of tools/dev/selfplay: a few quick games (checks the machine-readable last
# line), command lines it must refuse with status 2, and a clean stop on SIGTERM.
sp=${1:-build/selfplay}
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "selfplay smoke: $*"; failed=$((failed + 1)); }

out=$("$sp" --games 4 --seed 7 easy:30 greedy random 2>&1)
rc=$?
echo "$out"
last=$(echo "$out" | tail -n 1)
if [ "$rc" = 0 ] && echo "$last" | grep -Eq '^selfplay: games=4 win_rate_a=[01]\.[0-9]{2} ci95=[01]\.[0-9]{2}$'; then
    ok
else
    bad "exit $rc, last line '$last'"
fi

# The searching agents' iterations a second (tests/web/search-bench.sh reads it): easy:30 is
# the only one searching, 30 iterations a move.
if echo "$out" | grep -Eq '^search: [1-9][0-9]*0 iterations in [0-9]+\.[0-9]{3} s of choosing, [0-9]+ iterations/s$'; then
    ok
else
    bad "no 'search:' line of easy:30's iterations"
fi

# Points by category: each agent's categories add up to its mean score (The City too)
for args in "--games 4 --seed 7 easy:30 greedy random" "--mode city --games 2 --seed 7 easy:20 random"; do
    # shellcheck disable=SC2086
    out=$("$sp" $args 2>&1)
    sums=$(echo "$out" | awk '
        /^agent / { table = 1; next }
        table && NF == 11 { mean[$1] = $7 }
        /^points a seat by category:/ { table = 0; cats = 1; next }
        cats && NF > 1 { s = 0; for (i = 2; i <= NF; i++) s += $i; d = s - mean[$1]; if (d < 0) d = -d;
                         printf "%s %s\n", $1, (d < 0.06 && ($1 in mean)) ? "ok" : "off"; n++ }
        END { if (n == 0) print "none" }')
    if echo "$sums" | grep -q ' ok$' && ! echo "$sums" | grep -qv ' ok$'; then ok; else bad "'$args': categories $sums"; echo "$out"; fi
done

# The ladder: pairs sharing a deal, 2 and 4 seats, The City, a time per move.
for args in "--ladder --games 2 --seed 3 easy:30 greedy" "--ladder --players 4 --games 2 easy:30 greedy" \
            "--ladder --mode city --games 2 easy:30@0.01s greedy" "--ladder --option halflings --games 2 --time 0.01 easy:30 greedy"; do
    # shellcheck disable=SC2086
    out=$("$sp" $args 2>&1)
    rc=$?
    if [ "$rc" = 0 ] && echo "$out" | grep -Eq '^selfplay-ladder: pairs=1 score_a=[01]\.[0-9]{3} lo=' &&
       echo "$out" | grep -q '^ladder: wins [0-9]*, draws [0-9]*, losses'; then
        ok
    else
        bad "'$args' gave exit $rc: $out"
    fi
done

# The City: a mode of its own (2-4 players)
out=$("$sp" --mode city --games 2 --seed 7 easy:20 random 2>&1)
rc=$?
if [ "$rc" = 0 ] && echo "$out" | grep -q "mode city" && echo "$out" | tail -n 1 | grep -q '^selfplay: games=2 '; then
    ok
else
    bad "--mode city: exit $rc"; echo "$out"
fi

# The baseline (hard0) and every variant, one after another
out=$("$sp" --ladder --games 2 --seed 7 hard0+reuse+nosh+sh+lc9+lcd3:20:1 hard+nolf+lf+nolp+lp+ts2+c35+mw5+ms30:20:1 2>&1)
rc=$?
if [ "$rc" = 0 ] && echo "$out" | grep -q '^selfplay-ladder: pairs=1 '; then
    ok
else
    bad "hard0 against every variant: exit $rc"; echo "$out"
fi

# Out-of-range or non-numeric values: a message and status 2, before any game.
for args in "medium:100000000 easy" "medium:abc easy" "easy:10:0 easy" "--games abc easy easy" \
            "--games 0 easy easy" "--jobs 99 easy easy" "--seed -3 easy easy" "easy" "--bogus easy easy" \
            "--ladder easy easy easy" "--players 4 easy easy" "--ladder --players 9 easy easy" "hard@0 easy" \
            "hard@abc easy" "--time 0 easy easy" "hard+fast easy" "random0 easy" "hard+lcd99 easy" "hard+mast easy" "hard:100:1:uniform easy" \
            "hard0+sh+bogus easy" "hard+c easy" \
            "--mode nonsense easy easy" "--mode city easy easy easy easy easy" "--mode city --count easy easy" \
            "--mode" "--ladder --mode city --players 5 easy easy"; do
    # shellcheck disable=SC2086
    msg=$("$sp" $args 2>&1 >/dev/null)
    rc=$?
    if [ "$rc" = 2 ] && [ -n "$msg" ]; then ok; else bad "'$args' gave exit $rc, message '$msg'"; fi
done

# SIGTERM during a search of minutes per move: stops within a second, says so.
log=$(mktemp)
"$sp" --games 2 medium:1000000 easy >"$log" 2>&1 &
pid=$!
sleep 1
kill -TERM "$pid"
i=0
while kill -0 "$pid" 2>/dev/null && [ "$i" -lt 20 ]; do sleep 0.1; i=$((i + 1)); done
if kill -0 "$pid" 2>/dev/null; then
    kill -KILL "$pid"
    bad "still running 2 s after SIGTERM"
else
    wait "$pid"
    rc=$?
    if [ "$rc" = 143 ] && grep -q 'stopped by a signal' "$log"; then ok; else bad "SIGTERM: exit $rc"; cat "$log"; fi
fi
rm -f "$log"
echo "ai: $passed passed, $failed failed"
[ "$failed" = 0 ]
