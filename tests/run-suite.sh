#!/bin/sh
# Runs every test program given as an argument (one quoted command each), one at a time, in
# the given order, through tests/run-pool.sh with one worker: each program's output with its
# wall and CPU seconds, then the slowest by CPU, the failures and the total on one line.
# Exit status: 0 only if every program exited 0 and nothing failed.
list=$(mktemp)
trap 'rm -f "$list"' EXIT
printf '%s\n' "$@" >"$list"
sh "$(dirname "$0")/run-pool.sh" 1 "" "$list"
