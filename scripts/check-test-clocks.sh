#!/bin/sh
# No test asserts on the machine's speed (docs/testing.md, "A busy machine"): fails on a
# comparison of wall time against a number in tests/ (the C files; tests/speed, the bench's
# guard, counts instructions and is not read). Wall time is a clock read (SDL_GetTicks,
# SDL_GetPerformanceCounter, net_now_ms, clock_gettime, gettimeofday, time(NULL), clock(),
# a test's own now(), now_ms(), now_us()) or a variable assigned from one, or from such a
# variable (clock_gettime's and gettimeofday's out-arguments too); a number is a literal or an
# UPPER_CASE constant, alone or added up. So `worst < 1000`, `SDL_GetTicks() - t0 < 3000`,
# `(int)(t_shown - t_done) < 300`, `took <= NET_DEAD_MS + 2500` and `secs < 2.5` are caught.
# A wait for what must happen says its deadline through tests/gui/harness.h's
# harness_waiting or tests/net/deadline.h's waiting_for, which fail with "timed out waiting
# for ..."; what is left is listed below, each with its reason (a lower bound on a timer of the
# game's own: a slower machine only makes it longer). Known blind spot: a deadline computed
# ahead (`until = now + 5000; while (now < until)`) is not a comparison with a number.
# Usage: check-test-clocks.sh [ROOT] (the tree to read, default the repository; another
# root checks an older copy of tests/). Prints each finding as FILE:LINE: TEXT, then
# "test-clocks: N passed, N failed"; exit 1 on any.
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}

# Reviewed exceptions: FILE|THE COMPARISON (as written, one space around the operator; empty:
# the whole file)|REASON.
exceptions='
tests/net/hostile.c|took >= 900|a lower bound: wrong codes are answered only after the guessing delay; a slower machine answers later still
tests/net/tls.c|took >= 3500|a lower bound: the stalled handshake is cut by the 5 s deadline, not before; the wait is waiting_for
tests/net/web.c|secs >= 9|a lower bound: the slow reader is closed after the first window, not before; the upper bound is counted in reads
tests/ai/budgets.c|dt >= 0.29|a lower bound: a search with a 0.3 s time limit runs for it; a slower machine only runs longer
tests/gui/net_storm.c||a measurement with --seconds, not in make test (a tool: round trips printed, nothing asserted on them)
tests/ai/review_eval.c||a measurement, not in make test (mk/ai.mk: make build/review_eval)
tests/net/quiet.c||its times come from a clock it moves by hand (net_set_clock), not from the wall
'

files=$(cd "$root" && find tests -path tests/speed -prune -o \( -name '*.c' -o -name '*.h' \) -type f -print | sort)
out=$(cd "$root" && printf '%s\n' "$exceptions" | awk -v files="$files" '
function is_clock(s) {
    return s ~ /(SDL_GetTicks(64)?|SDL_GetPerformanceCounter|net_now_ms|clock_gettime|gettimeofday|now_ms|now_us)[ \t]*\(/ ||
           s ~ /(^|[^A-Za-z0-9_])(time[ \t]*\([ \t]*NULL|clock[ \t]*\([ \t]*\)|now[ \t]*\([ \t]*\))/
}
# The text with every call of a function other than a clock cut out (its arguments are not
# what it returns), and address-of arguments gone.
function strip_calls(s,    out, i, c, j, depth, name) {
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c ~ /[A-Za-z_]/ && (i == 1 || substr(s, i - 1, 1) !~ /[A-Za-z0-9_]/)) {
            j = i
            while (j <= length(s) && substr(s, j, 1) ~ /[A-Za-z0-9_]/) j++
            name = substr(s, i, j - i)
            k = j
            while (k <= length(s) && substr(s, k, 1) ~ /[ \t]/) k++
            if (substr(s, k, 1) == "(" && !is_clock(name "(") &&
                name !~ /^(if|while|for|return|sizeof|switch|CHECK|EXPECT)$/) {
                depth = 0
                for (; k <= length(s); k++) {
                    c = substr(s, k, 1)
                    if (c == "(") depth++
                    else if (c == ")" && --depth == 0) break
                }
                out = out name "()"
                i = k
                continue
            }
            out = out name
            i = j - 1
            continue
        }
        out = out c
    }
    return out
}
function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
function has_taint(s,    w, n, parts, k) {
    if (is_clock(s)) return 1
    n = split(s, parts, /[^A-Za-z0-9_]+/)
    for (k = 1; k <= n; k++) if (parts[k] in taint) return 1
    return 0
}
# A side of a comparison that is a number: literals and UPPER_CASE names, added up, in casts.
function is_number(s) {
    gsub(/\((int|long|unsigned|double|float|uint32_t|int64_t|Uint32|Uint64|long long)\)/, "", s)
    gsub(/[ \t]/, "", s)
    return s != "" && s ~ /^[-+*\/()0-9.uUlLfFxA-Z_]*$/ && s ~ /[0-9A-Z]/ && s !~ /^[()]*$/
}
# The operand next to position p (dir -1: before it, +1: after it), up to what ends an operand.
function operand(s, p, dir,    i, depth, c, two, out) {
    depth = 0
    for (i = p; i >= 1 && i <= length(s); i += dir) {
        c = substr(s, i, 1)
        two = dir < 0 ? substr(s, i - 1, 2) : substr(s, i, 2)
        if (c == (dir < 0 ? ")" : "(")) depth++
        else if (c == (dir < 0 ? "(" : ")")) { if (depth == 0) break; depth-- }
        else if (depth == 0 && (c ~ /[,;?:!]/ || two == "&&" || two == "||" || c == "=")) break
        out = dir < 0 ? c out : out c
    }
    return out
}
function scan(file,    n, line, from, to) {
    n = 0
    while ((getline line < file) > 0) text[++n] = line
    close(file)
    # a function at a time (its end: a "}" at the start of a line): names are local
    for (from = 1; from <= n; from = to + 1) {
        for (to = from; to < n && text[to] !~ /^}/; to++);
        scan_block(file, from, to)
    }
}
function scan_block(file, from, to,    i, k, nm, pass, s, t, rest, rhs, pos, p, op, left, right, excused, cmp) {
    delete taint
    # taint: names assigned from wall time, to a fixed point (a few passes)
    for (pass = 0; pass < 4; pass++) {
        for (i = from; i <= to; i++) {
            s = text[i]
            if (s ~ /^[ \t]*(\/\/|\/?\*)/) continue
            # out-arguments of the clocks
            rest = s
            while (match(rest, /(clock_gettime|gettimeofday)[ \t]*\([^&]*&[A-Za-z_][A-Za-z0-9_]*/)) {
                nm = substr(rest, RSTART, RLENGTH); sub(/.*&/, "", nm); taint[nm] = 1
                rest = substr(rest, RSTART + RLENGTH)
            }
            # NAME = EXPR (also +=, -=, declarations with several names)
            rest = s
            while (match(rest, /[A-Za-z_][A-Za-z0-9_]*[ \t]*[-+*\/]?=[^=]/)) {
                nm = substr(rest, RSTART, RLENGTH); sub(/[ \t]*[-+*\/]?=.*/, "", nm)
                rest = substr(rest, RSTART + RLENGTH - 1)
                rhs = rest; sub(/[;,][^;]*$/, "", rhs)
                if (!(nm in taint) && has_taint(strip_calls(rhs))) taint[nm] = 1
            }
        }
    }
    for (i = from; i <= to; i++) {
        s = text[i]
        if (s ~ /^[ \t]*(\/\/|\/?\*|#)/) continue
        t = s; gsub(/"([^"\\]|\\.)*"/, "\"\"", t)  # string literals
        gsub(/<<|>>|->/, "  ", t)
        rest = t; pos = 0
        while (match(rest, /[<>]=?/)) {
            p = pos + RSTART
            op = substr(rest, RSTART, RLENGTH)
            left = operand(t, p - 1, -1); right = operand(t, p + RLENGTH, 1)
            if ((has_taint(strip_calls(left)) && is_number(right)) || (has_taint(strip_calls(right)) && is_number(left))) {
                excused = 0
                cmp = trim(left) " " op " " trim(right)
                for (k in exfile) if (exfile[k] == file && (exline[k] == "" || exline[k] == cmp)) excused = 1
                if (!excused) { printf "%s:%d: %s\n", file, i, s; bad++ }
                else seen[file]++
            }
            pos += RSTART + RLENGTH - 1
            rest = substr(rest, RSTART + RLENGTH)
        }
    }
}
BEGIN { FS = "|" }
NF >= 3 { exfile[NR] = $1; exline[NR] = $2; next }
END {
    bad = 0
    nf = split(files, list, "\n")
    for (f = 1; f <= nf; f++) if (list[f] != "") scan(list[f])
    print "#bad " bad
}')
bad=$(printf '%s\n' "$out" | sed -n 's/^#bad //p')
printf '%s\n' "$out" | grep -v '^#bad ' | sed 's/^/check-test-clocks: /'
if [ "${bad:-1}" != 0 ]; then
    echo "check-test-clocks: a test compares wall time with a number: count frames, turns or events instead, or give a"
    echo "  wait for what must happen its deadline through harness_waiting or waiting_for (docs/testing.md, \"A busy machine\")"
    echo "test-clocks: 0 passed, 1 failed"
    exit 1
fi
echo "test-clocks: 1 passed, 0 failed"
