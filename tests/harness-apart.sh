#!/bin/sh
# The scenario runner knows no module (tests/scenario.h): its core, the runner and its
# header, includes no module's header and names no module's query (cit_game_ followed by a
# module's folder name), so a module's words live in its tests/scenario_NAME.c and one
# registry line. Prints a "N passed, N failed" line.
passed=0 failed=0
core="tests/scenario_runner.c tests/scenario.h"
hits=$(grep -nE '#include *"modules/' $core)
if [ -n "$hits" ]; then
    echo "harness apart: a module's header in the scenario runner:"; echo "$hits"; failed=$((failed + 1))
else
    passed=$((passed + 1))
fi
names=$(ls engine/modules | paste -sd'|' -)
hits=$(grep -nE "cit_game_($names)_|CIT_EV_($names)|\<($names)_set_" $core | grep -iv '^[^:]*:[0-9]*: *\(/\*\|\*\)')
if [ -n "$hits" ]; then
    echo "harness apart: a module's query in the scenario runner:"; echo "$hits"; failed=$((failed + 1))
else
    passed=$((passed + 1))
fi
echo "harness-apart: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
