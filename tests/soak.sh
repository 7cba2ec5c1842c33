#!/bin/sh
# make soak: random games under ASan+UBSan, then every fuzzer for a set time; ends
# with one summary line. Usage: soak.sh BUILD_DIR GAMES FUZZ_SECONDS TARGET...
dir=$1 games=$2 secs=$3
shift 3
start=$(date +%s)
"$dir/soak" "$games" | tee "$dir/soak.log"
games_rc=$?
[ "$games_rc" = 0 ] && grep -q 'soak: 1 passed, 0 failed' "$dir/soak.log" || games_rc=1
sh tests/fuzz/run-fuzz.sh "$dir" "$secs" "$@" | tee "$dir/soak-fuzz.log"
inputs=$(grep -E '^fuzz_[a-z]+: [0-9]+ inputs' "$dir/soak-fuzz.log" | awk '{s += $2} END {print s + 0}')
fuzz_failed=$(grep -E '^fuzz: ' "$dir/soak-fuzz.log" | sed -E 's/.* ([0-9]+) failed.*/\1/')
line=$(grep '^soak games:' "$dir/soak.log")
echo "soak summary: ${line#soak games: }; $# fuzzers x ${secs} s: $inputs inputs, ${fuzz_failed:-?} failed; games $( [ "$games_rc" = 0 ] && echo ok || echo FAILED ); $(( $(date +%s) - start )) s in all"
[ "$games_rc" = 0 ] && [ "${fuzz_failed:-1}" = 0 ]
