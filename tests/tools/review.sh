#!/bin/sh
# cit-cli review: the same save and budget give the same output, one line per decision,
# and a move that hands the opponent a finished city is caught. Prints "N passed, N failed".
# tests/fixtures/review-blunder.sav: a medium-vs-medium game (build/review_eval --seed 5
# --blunder) cut at decision 20, where Player 2 places H at 2,-3 and so completes Player
# 1's city (8 points to Player 1, none to Player 2) while H at 2,-5 scores nothing for anyone.
# Usage: review.sh BUILD_DIR
b=${1:-build}
save=tests/fixtures/review-blunder.sav
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

a=$("$b/cit-cli" review "$save" --budget 300) || fail "review exit status $?"
c=$("$b/cit-cli" review "$save" --budget 300) || fail "review exit status $?"
[ -n "$a" ] && [ "$a" = "$c" ] && ok || fail "the same save and budget gave different output"
[ "$(printf '%s\n' "$a" | grep -c '^ *[0-9]')" = 20 ] && ok || fail "not one line per decision (20)"
d=$("$b/cit-cli" review "$save" --budget 300 --seed 2)
[ "$a" != "$d" ] && ok || fail "another seed gave the same numbers"
# every line: number, player (two words), move, win before -> after, best (= or a move and gains)
printf '%s\n' "$a" | tail -n +2 | awk '!/^ *[0-9]+ Player [12] +place .* win +[0-9.]+% -> +[0-9.]+%  best (=|place .* [-+][0-9.]+% +[-+][0-9.]+ pts)$/ { bad = 1; print "bad line: " $0 } END { exit bad }' \
    && ok || fail "line format"

# the blunder, at the medium budget: a better move found, worth >= 5% and >= 4 points
last=$("$b/cit-cli" review "$save" --from 20 | tail -n 1)
echo "$last" | awk '$1 == 20 && /best place/ && $NF == "pts" { w = $(NF - 2); p = $(NF - 1); sub("%", "", w);
                     exit !(w + 0 >= 5 && p + 0 >= 4) } { exit 1 }' \
    && ok || fail "the city given away was not caught: '$last'"

echo "review: $passed passed, $failed failed"
[ "$failed" = 0 ]
