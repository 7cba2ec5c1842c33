#!/bin/sh
# The engine's promises, checked on its sources: no SDL or GUI headers, no printf family,
# no rand/time, no file I/O. Prints a "N passed, N failed" line.
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
echo "purity: $passed passed, $failed failed"
[ "$failed" = 0 ]
