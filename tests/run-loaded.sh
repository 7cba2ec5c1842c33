#!/bin/sh
# Runs test programs while every core is kept busy by CPU hogs at the tests' own priority, to
# prove the suite asserts on events and counts, never on the machine's speed (docs/testing.md,
# "A busy machine"). The hogs are stress-ng's CPU workers when stress-ng is installed, else
# shell busy loops; HOGS of them (default: two a core), stopped by their process ids at the
# end whatever happens. The programs run from one queue (tests/run-pool.sh) on JOBS workers.
# Of each list only the lines matching PATTERN (an extended regular expression; default: the
# window, network and computer-player programs) are run.
# Usage: [HOGS=N] [PATTERN=ERE] run-loaded.sh JOBS TITLE1 LIST1 [TITLE2 LIST2 ...]
# Exit status: run-pool.sh's (0 only if every program passed).
set -u
jobs=$1; shift
cores=$(nproc 2>/dev/null || echo 2)
hogs=${HOGS:-$((2 * cores))}
pattern=${PATTERN:-'_gui|tests/gui/|/net_|tests/net/|/test_ai|test_decisions|test_hands_module|tests/ai/|review\.sh'}
dir=$(mktemp -d)
pids=""
stop_hogs() {
    for p in $pids; do kill "$p" 2>/dev/null; done
    for p in $pids; do wait "$p" 2>/dev/null; done
    pids=""
    rm -rf "$dir"
}
trap stop_hogs EXIT
trap 'exit 130' INT TERM

# The lists, cut to the programs asked for.

n=0
args=""
while [ $# -ge 2 ]; do
    n=$((n + 1))
    grep -E "$pattern" "$2" >"$dir/list.$n" || true
    printf '%s\n' "$1" >"$dir/title.$n"
    shift 2
done
if [ "$n" = 0 ]; then
    echo "usage: run-loaded.sh JOBS TITLE LIST [TITLE LIST ...]" >&2
    exit 2
fi

if command -v stress-ng >/dev/null 2>&1; then
    # One process: its workers are its children, stopped with it (SIGTERM ends them all).
    stress-ng --cpu "$hogs" --cpu-method int64 --quiet &
    pids=$!
    what="stress-ng --cpu $hogs"
else
    i=0
    while [ "$i" -lt "$hogs" ]; do
        sh -c 'while :; do :; done' &
        pids="$pids $!"
        i=$((i + 1))
    done
    what="$hogs shell busy loops"
fi
echo "== under load: $what on $cores cores, $jobs test workers"
t0=$(date +%s)
set --
i=0
while [ "$i" -lt "$n" ]; do
    i=$((i + 1))
    set -- "$@" "$(cat "$dir/title.$i")" "$dir/list.$i"
done
sh tests/run-pool.sh "$jobs" "$@"
rc=$?
echo "== under load ($what): $(($(date +%s) - t0)) s of wall time, exit $rc"
exit "$rc"
