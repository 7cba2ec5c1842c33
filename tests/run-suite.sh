#!/bin/sh
# Runs every test program given as an argument (one quoted command each), says how long
# each took (so the suite's time can be kept under CI's budget), adds up the
# "N passed, N failed" lines they print and closes with the total on one line.
# Exit status: 0 only if every program exited 0 and nothing failed.
passed=0 failed=0 bad=0
log=$(mktemp)
# The failing commands again at the end, with their last lines: CI shows a long log's tail.
failures=$(mktemp)
for cmd in "$@"; do
    echo "== $cmd"
    t0=$(date +%s)
    sh -c "$cmd" >"$log" 2>&1
    rc=$?
    cat "$log"
    echo "== $(( $(date +%s) - t0 )) s: $cmd"
    line=$(grep -E '^([A-Za-z0-9_.-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [ -z "$line" ]; then
        echo "!! $cmd printed no 'N passed, N failed' line (exit $rc)"
        { echo "!! no result line, exit $rc: $cmd"; tail -n 5 "$log" | sed 's/^/!!   /'; } >>"$failures"
        failed=$((failed + 1)); bad=1; continue
    fi
    p=$(echo "$line" | sed -E 's/^([A-Za-z0-9_.-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2/')
    f=$(echo "$line" | sed -E 's/^([A-Za-z0-9_.-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\3/')
    passed=$((passed + p)); failed=$((failed + f))
    if [ "$rc" != 0 ] || [ "$f" != 0 ]; then
        { echo "!! $line (exit $rc): $cmd"; grep -iE 'fail|error|abort' "$log" | tail -n 5 | sed 's/^/!!   /'; } >>"$failures"
    fi
    if [ "$rc" != 0 ]; then
        echo "!! $cmd exited $rc"
        [ "$f" = 0 ] && failed=$((failed + 1))
        bad=1
    fi
done
cat "$failures"
rm -f "$log" "$failures"
echo "$passed passed, $failed failed"
[ "$bad" = 0 ] && [ "$failed" = 0 ]
