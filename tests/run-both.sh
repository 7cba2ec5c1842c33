#!/bin/sh
# Runs the plain suite and the sanitizer suite side by side, one on each of the machine's
# two cores (each is one test program at a time), each into its own log; then prints the
# plain log, the sanitizer log and their two totals added up on one closing line.
# Usage: run-both.sh "PLAIN COMMAND" "SANITIZER COMMAND". Exit status: 0 only if both
# commands exited 0.
plain_log=$(mktemp) san_log=$(mktemp)
sh -c "$1" >"$plain_log" 2>&1 &
plain_pid=$!
sh -c "$2" >"$san_log" 2>&1 &
san_pid=$!
wait "$plain_pid"; plain_rc=$?
wait "$san_pid"; san_rc=$?
cat "$plain_log"
echo "== the whole suite again under ASan+UBSan (run beside the plain pass) =="
cat "$san_log"
total() { grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1; }
p1=$(total "$plain_log") p2=$(total "$san_log")
rm -f "$plain_log" "$san_log"
passed=0 failed=0
for t in "$p1" "$p2"; do
    [ -n "$t" ] || continue
    f=${t#*passed, }
    passed=$((passed + ${t%% passed*})) failed=$((failed + ${f%% failed*}))
done
[ -n "$p1" ] || { echo "!! the plain pass printed no total"; failed=$((failed + 1)); }
[ -n "$p2" ] || { echo "!! the sanitizer pass printed no total"; failed=$((failed + 1)); }
[ "$plain_rc" = 0 ] || echo "!! the plain pass exited $plain_rc"
[ "$san_rc" = 0 ] || echo "!! the sanitizer pass exited $san_rc"
echo "$passed passed, $failed failed"
[ "$plain_rc" = 0 ] && [ "$san_rc" = 0 ] && [ "$failed" = 0 ]
