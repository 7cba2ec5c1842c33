#!/bin/sh
# Runs the test programs of one or more suites (a file of commands each, one command a line)
# on JOBS workers that take the next command from one shared queue, so a machine's cores stay
# busy until the last program ends whichever suite it belongs to. Each program's output is
# kept apart and printed afterwards in the suite's own order with its wall and CPU seconds
# (user + system of the program and every process it waited for: on a machine shared with
# other builds the wall time is mostly the others' load, the CPU time is what the test costs);
# each suite closes with its slowest programs, its failures and its "N passed, N failed"
# line, and with more than one suite the last line adds them up. Meanwhile a line on stderr
# says each program's end, to follow a long run.
# The queue starts the programs that cost the most CPU in the last run first (COSTS, a file
# this script rewrites: "SECONDS<TAB>COMMAND" a line) so a long one does not start last;
# without it, those of COSTS_START (a file kept with the sources, for a first run); without
# either, the suites' commands alternate in their own order.
# Usage: [COSTS=FILE] [COSTS_START=FILE] run-pool.sh JOBS TITLE1 FILE1 [TITLE2 FILE2 ...]
# (an empty TITLE prints no heading). Exit status: 0 only if every program exited 0 and
# nothing failed.
jobs=$1; shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
nsuites=0
while [ $# -ge 2 ]; do
    nsuites=$((nsuites + 1))
    printf '%s\n' "$1" >"$dir/title.$nsuites"
    # suite, position in it, command: the queue's entries
    awk -v s="$nsuites" 'NF { printf "%d\t%d\t%s\n", s, ++n, $0 }' "$2" >"$dir/suite.$nsuites"
    shift 2
done
# The queue: alternating between the suites (the k-th of each, then the k+1-th), then
# ordered by the last run's CPU seconds, highest first, unknown commands after the known.
for s in $(seq "$nsuites"); do cat "$dir/suite.$s"; done | sort -t "$(printf '\t')" -k2,2n -k1,1n >"$dir/queue"
order=${COSTS:-}
[ -n "$order" ] && [ -s "$order" ] || order=${COSTS_START:-}
if [ -n "$order" ] && [ -s "$order" ]; then
    awk -F '\t' 'NR == FNR { cost[$2] = $1; next }
                 { c = ($3 in cost) ? cost[$3] : -1; printf "%s\t%d\t%s\n", c, FNR, $0 }' \
        "$order" "$dir/queue" | sort -t "$(printf '\t')" -k1,1gr -k2,2n | cut -f 3- >"$dir/queue.sorted"
    mv "$dir/queue.sorted" "$dir/queue"
fi
total=$(wc -l <"$dir/queue")
echo 1 >"$dir/next"

# The shell's `times` builtin: its second line is the user and system time of the children
# it has waited for, as "1m2.5s 0m0.3s". Run in the worker's own shell and written to a
# file: in a pipeline or $(...) it would run in a subshell, whose children have used nothing.
cpu_seconds() { awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%.1f", t }' "$1"; }

# Takes the next queue line under a lock (mkdir is atomic); prints nothing when none is left.
take() {
    until mkdir "$dir/lock" 2>/dev/null; do sleep 0.05; done
    n=$(cat "$dir/next")
    echo $((n + 1)) >"$dir/next"
    rmdir "$dir/lock"
    [ "$n" -le "$total" ] && sed -n "${n}p" "$dir/queue"
}

worker() {
    w=$1
    while entry=$(take) && [ -n "$entry" ]; do
        s=${entry%%	*} rest=${entry#*	}
        i=${rest%%	*} cmd=${rest#*	}
        out="$dir/out.$s.$i"
        t0=$(date +%s)
        times >"$dir/cpu.$w"; c0=$(cpu_seconds "$dir/cpu.$w")
        sh -c "$cmd" >"$out.log" 2>&1
        rc=$?
        times >"$dir/cpu.$w"
        cpu=$(awk -v a="$c0" -v b="$(cpu_seconds "$dir/cpu.$w")" 'BEGIN { printf "%.1f", b - a }')
        printf '%s\t%s\t%s\n' "$rc" "$(($(date +%s) - t0))" "$cpu" >"$out.result"
        # One line as each program ends (on stderr, before the outputs), to follow a long run.
        echo "-- $(ls "$dir" | grep -c '\.result$')/$total ended (exit $rc, cpu $cpu s): $cmd" >&2
    done
}

w=0
while [ "$w" -lt "$jobs" ]; do
    w=$((w + 1))
    worker "$w" &
done
wait

passed_all=0 failed_all=0 bad=0
for s in $(seq "$nsuites"); do
    title=$(cat "$dir/title.$s")
    [ -n "$title" ] && echo "== $title =="
    passed=0 failed=0
    : >"$dir/ranking"; : >"$dir/failures"
    while IFS="$(printf '\t')" read -r _ i cmd; do
        out="$dir/out.$s.$i"
        echo "== $cmd"
        cat "$out.log"
        IFS="$(printf '\t')" read -r rc wall cpu <"$out.result"
        echo "== $wall s, cpu $cpu s: $cmd"
        printf '%s\t%s\n' "$cpu" "$cmd" >>"$dir/costs"
        echo "$cpu $cmd" >>"$dir/ranking"
        line=$(grep -E '^([A-Za-z0-9_.-]+: )?[0-9]+ passed, [0-9]+ failed' "$out.log" | tail -n 1)
        if [ -z "$line" ]; then
            echo "!! $cmd printed no 'N passed, N failed' line (exit $rc)"
            # The failing commands again at the end, with their last lines: CI shows a long log's tail.
            { echo "!! no result line, exit $rc: $cmd"; tail -n 5 "$out.log" | sed 's/^/!!   /'; } >>"$dir/failures"
            failed=$((failed + 1)); bad=1; continue
        fi
        p=$(echo "$line" | sed -E 's/^([A-Za-z0-9_.-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2/')
        f=$(echo "$line" | sed -E 's/^([A-Za-z0-9_.-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\3/')
        passed=$((passed + p)); failed=$((failed + f))
        if [ "$rc" != 0 ] || [ "$f" != 0 ]; then
            { echo "!! $line (exit $rc): $cmd"; grep -iE 'fail|error|abort' "$out.log" | tail -n 5 | sed 's/^/!!   /'; } >>"$dir/failures"
        fi
        if [ "$rc" != 0 ]; then
            echo "!! $cmd exited $rc"
            [ "$f" = 0 ] && failed=$((failed + 1))
            bad=1
        fi
    done <"$dir/suite.$s"
    echo "== the slowest by CPU seconds (of $(awk '{ t += $1 } END { printf "%.0f", t }' "$dir/ranking") in all):"
    sort -rn "$dir/ranking" | head -n 8 | sed 's/^/==   /'
    cat "$dir/failures"
    echo "$passed passed, $failed failed"
    passed_all=$((passed_all + passed)) failed_all=$((failed_all + failed))
done
[ -n "${COSTS:-}" ] && cp "$dir/costs" "$COSTS" 2>/dev/null
if [ "$nsuites" -gt 1 ]; then
    echo "$passed_all passed, $failed_all failed"
fi
[ "$bad" = 0 ] && [ "$failed_all" = 0 ]
