#!/bin/sh
# Runs each libFuzzer target for a short, bounded time from its corpus in
# tests/fuzz/corpus-NAME. Prints a "N passed, N failed" line.
# Usage: run-fuzz.sh BUILD_DIR SECONDS TARGET...
dir=$1 secs=${2:-5}
shift 2
[ $# -gt 0 ] || set -- save tiles
if [ ! -x "$dir/fuzz_$1" ]; then
    echo "fuzz: 0 passed, 0 failed (skipped: clang with libFuzzer not available)"
    exit 0
fi
passed=0 failed=0
for t in "$@"; do
    work=$(mktemp -d)
    cp tests/fuzz/corpus-$t/* "$work"/ 2>/dev/null
    dict=
    if [ "$t" = tiles ]; then
        # the tile words every module registers (their word tables), as a dictionary
        dict="$work.dict"
        sed -n 's/^ *{"\([a-z-]*\)", CIT_WORD_.*/"\1"/p' engine/modules/*/*_tilewords.c | sort -u >"$dict"
        dict="-dict=$dict"
    fi
    if "$dir/fuzz_$t" $dict -max_total_time="$secs" -max_len=8192 -print_final_stats=1 \
        -artifact_prefix="$dir/fuzz-$t-" "$work" >"$dir/fuzz-$t.log" 2>&1; then
        passed=$((passed + 1))
        echo "fuzz_$t: $(grep -E 'stat::number_of_executed_units' "$dir/fuzz-$t.log" | awk '{print $2}') inputs, no crash"
    else
        failed=$((failed + 1))
        echo "fuzz_$t FAILED:"; tail -30 "$dir/fuzz-$t.log"
    fi
    rm -rf "$work" "$work.dict"
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" = 0 ]
