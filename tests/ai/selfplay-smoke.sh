#!/bin/sh
# Smoke test of tools/selfplay: a few quick games, checks the machine-readable last line.
sp=${1:-build/selfplay}
out=$("$sp" --games 4 --seed 7 easy:30 greedy random 2>&1)
rc=$?
echo "$out"
last=$(echo "$out" | tail -n 1)
if [ "$rc" = 0 ] && echo "$last" | grep -Eq '^selfplay: games=4 win_rate_a=[01]\.[0-9]{2} ci95=[01]\.[0-9]{2}$'; then
    echo "ai: 1 passed, 0 failed"
else
    echo "selfplay smoke: exit $rc, last line '$last'"
    echo "ai: 0 passed, 1 failed"
    exit 1
fi
