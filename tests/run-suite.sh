#!/bin/sh
# Runs every test program given as an argument (one quoted command each), says how long
# each took, in wall seconds and in CPU seconds (user + system of the program and every
# process it waited for: on a machine shared with other builds the wall time is mostly the
# others' load, the CPU time is what the test itself costs), adds up the "N passed, N failed"
# lines they print and closes with the slowest programs by CPU and the total on one line.
# Exit status: 0 only if every program exited 0 and nothing failed.
passed=0 failed=0 bad=0
log=$(mktemp)
# The shell's `times` builtin: its second line is the user and system time of the children
# it has waited for, as "1m2.5s 0m0.3s". Run in this shell and written to a file: in a
# pipeline or $(...) it would run in a subshell, whose children have used nothing.
cpu_file=$(mktemp) ranking=$(mktemp)
cpu_seconds() { awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%.1f", t }' "$1"; }
# The failing commands again at the end, with their last lines: CI shows a long log's tail.
failures=$(mktemp)
for cmd in "$@"; do
    echo "== $cmd"
    t0=$(date +%s)
    times >"$cpu_file"; c0=$(cpu_seconds "$cpu_file")
    sh -c "$cmd" >"$log" 2>&1
    rc=$?
    times >"$cpu_file"
    cpu=$(awk -v a="$c0" -v b="$(cpu_seconds "$cpu_file")" 'BEGIN { printf "%.1f", b - a }')
    cat "$log"
    echo "== $(( $(date +%s) - t0 )) s, cpu $cpu s: $cmd"
    echo "$cpu $cmd" >>"$ranking"
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
echo "== the slowest by CPU seconds (of $(awk '{ t += $1 } END { printf "%.0f", t }' "$ranking") in all):"
sort -rn "$ranking" | head -n 8 | sed 's/^/==   /'
cat "$failures"
rm -f "$log" "$failures" "$cpu_file" "$ranking"
echo "$passed passed, $failed failed"
[ "$bad" = 0 ] && [ "$failed" = 0 ]
