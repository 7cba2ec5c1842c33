#!/bin/sh
# The engine's promises, checked on its sources: no SDL or GUI headers, no printf family,
# no rand/time, no file I/O; and the core names no module: no module's name, no word a
# module registers for the tile files and no flag of such a word, outside engine/modules/
# and the registry's tables. Prints a "N passed, N failed" line.
passed=0 failed=0
check() { # name, extended regex that must not match the engine and its modules
    hits=$(grep -nE "$2" engine/*.c engine/*.h engine/modules/*/*.c engine/modules/*/*.h | grep -v '^\s*//' )
    if [ -n "$hits" ]; then
        echo "engine purity: $1:"; echo "$hits"; failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
}
check "SDL or gui headers" '#include *[<"](SDL|gui/)'
check "printf family" '\b(v?s?n?printf|puts|putchar|fputs)\s*\('
check "rand or time" '\b(s?rand|random|time|clock|clock_gettime|gettimeofday)\s*\('
check "file I/O" '\b(fopen|fread|fwrite|fclose|open|read|write)\s*\(|FILE\s*\*'
check "stdio.h" '#include *<stdio\.h>'

# The core: the engine outside its modules and the registry's two tables (the modules'
# hooks, their tile words), which alone may name them.
core=$(ls engine/*.c engine/*.h | grep -v -e '^engine/registry\.c$' -e '^engine/registry_tilewords\.c$')
core_check() { # name, extended regex (case-insensitive) that must not match, files (the core)
    hits=$(grep -niE "$2" ${3:-$core})
    if [ -n "$hits" ]; then
        echo "engine purity: $1:"; echo "$hits"; failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
}
# Every module's name (its folder), comments included; but `city` and `count` are also
# the base game's words (a city feature, a tile type's count) and `tower` The City's
# score category (its towers): their modules are held to their tile words below.
names=$(ls engine/modules | grep -v -x -e city -e count -e tower | paste -sd'|' -)
core_check "modules named in the core" "\<($names)"
# The words the modules register (the quoted words of engine/modules/*/*_tilewords.c), as
# a quoted word in the tile format's code (a parser's literal; the score categories'
# names in scoring.c are another table), and the flag constants they set, in the core.
words=$(sed -n 's/^ *{"\([a-z-]*\)", CIT_WORD_.*/\1/p' engine/modules/*/*_tilewords.c | sort -u)
[ -n "$words" ] || { echo "engine purity: no module tile words found"; failed=$((failed + 1)); }
quoted=$(echo "$words" | paste -sd'|' -)
core_check "module tile words in the tile format's code" "\"($quoted)\"" \
    "engine/tileset.c engine/tileset.h engine/tiletables.c engine/catalog.h"
flags=$(echo "$words" | tr a-z- A-Z_ | paste -sd'|' -)
core_check "module word flags in the core" "\<CIT_(TF|FF)_($flags)\>"
# Modules meet through the core (its figure table, hooks and declared properties), never
# by name: no module includes another module's header (issue 76; the River's last one,
# the Count's option, became the declared `lays_start` on 2026-11-28).
cross=""
for m in engine/modules/*/; do
    m=$(basename "$m")
    cross="$cross$(grep -nE '#include *"modules/' engine/modules/"$m"/*.c engine/modules/"$m"/*.h |
        grep -v "\"modules/$m/")"
done
if [ -n "$cross" ]; then
    echo "engine purity: a module includes another module's header:"; echo "$cross"; failed=$((failed + 1))
else
    passed=$((passed + 1))
fi
echo "purity: $passed passed, $failed failed"
[ "$failed" = 0 ]
