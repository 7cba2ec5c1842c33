#!/bin/sh
# Smoke test of tools/dev/closure_rates (a measurement tool): one short game gives a table and a
# fitted K, the same twice (deterministic), and bad command lines exit 2.
cr=${1:-build/closure_rates}
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "closure_rates smoke: $*"; failed=$((failed + 1)); }

a=$("$cr" --games 1 --iterations 20 --seed 5 2>&1)
rc=$?
b=$("$cr" --games 1 --iterations 20 --seed 5 2>&1)
if [ "$rc" = 0 ] && echo "$a" | grep -Eq '^best K all: [0-9]+ \(rate error [0-9.]+ over [1-9][0-9]* notes\)$' &&
   echo "$a" | grep -q '^city: share completed' && [ "$a" = "$b" ]; then
    ok
else
    bad "exit $rc, or not deterministic: $a"
fi

for args in "--games 0" "--games" "--players 7" "--iterations x" "--seed -1" "--colour red"; do
    # shellcheck disable=SC2086
    "$cr" $args >/dev/null 2>&1
    rc=$?
    if [ "$rc" = 2 ]; then ok; else bad "'$args' gave exit $rc, not 2"; fi
done

echo "closure_rates: $passed passed, $failed failed"
[ "$failed" = 0 ]
