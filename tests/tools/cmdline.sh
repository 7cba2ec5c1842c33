#!/bin/sh
# The command lines say no: bad values give a message and exit status 2, failed file
# operations a message and status 1. Prints a "N passed, N failed" line.
# Usage: cmdline.sh BUILD_DIR
b=${1:-build}
passed=0 failed=0
# expect STATUS CMD ARGS...: runs CMD, wants STATUS and something on stderr.
expect() {
    want=$1; shift
    msg=$("$@" 2>&1 >/dev/null)
    rc=$?
    if [ "$rc" = "$want" ] && [ -n "$msg" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL: '$*' gave exit $rc (wanted $want), stderr '$msg'"
    fi
}
expect 2 "$b/cit-cli"
expect 2 "$b/cit-cli" play --players 9
expect 2 "$b/cit-cli" play --players 1
expect 2 "$b/cit-cli" play --players two
expect 2 "$b/cit-cli" play --seed abc
expect 2 "$b/cit-cli" play --seed -1
expect 2 "$b/cit-cli" play --seed 99999999999999999999999
expect 2 "$b/cit-cli" play --save
expect 2 "$b/cit-cli" replay
expect 2 "$b/cit-cli" replay a b
expect 2 "$b/cit-cli" frob
expect 2 "$b/cit-cli" play --option nonsense=1
expect 2 "$b/cit-cli" play --option count=7
expect 2 "$b/cit-cli" play --option
expect 2 "$b/cit-cli" play --mode
expect 2 "$b/cit-cli" play --mode nonsense
expect 2 "$b/cit-cli" play --mode city --players 5
expect 2 "$b/cit-cli" play --mode city --count
expect 2 "$b/cit-cli" play --option halflings=1 --mode city
expect 1 "$b/cit-cli" play --save /nonexistent-dir/x.sav
[ -w /dev/full ] && expect 1 "$b/cit-cli" play --save /dev/full
expect 1 "$b/cit-cli" replay /
[ -r /dev/zero ] && expect 1 "$b/cit-cli" replay /dev/zero
expect 1 "$b/cit-cli" replay /nonexistent-file.sav
expect 2 "$b/cit-cli" review
expect 2 "$b/cit-cli" review a b
expect 2 "$b/cit-cli" review x.sav --budget 0
expect 2 "$b/cit-cli" review x.sav --budget 1000001
expect 2 "$b/cit-cli" review x.sav --budget abc
expect 2 "$b/cit-cli" review x.sav --from 0
expect 2 "$b/cit-cli" review x.sav --seed -1
expect 2 "$b/cit-cli" review x.sav --frob
expect 1 "$b/cit-cli" review /nonexistent-file.sav
expect 2 "$b/bench" abc
expect 2 "$b/bench" --fixed
expect 2 "$b/bench" --fixed -5
expect 2 "$b/bench" --fixed 5 frob
# an expansion's part (the shepherd) or a variant is no bench kind: its expansion is
expect 2 "$b/bench" --fixed 5 shepherd
expect 2 "$b/bench" --fixed 5 hill_tiebreak_count-ai
expect 2 "$b/bench" 1 2
if [ -x "$b/citadela" ]; then
    expect 2 "$b/citadela" --size abc
    expect 2 "$b/citadela" --size 10x10
    expect 2 "$b/citadela" --scale 500
    expect 2 "$b/citadela" --scale x
    expect 2 "$b/citadela" --lang ../cs # a code names a catalogue's folder: letters and _ only
    expect 2 "$b/citadela" --lang c
    expect 2 "$b/citadela" --seed abc
    expect 2 "$b/citadela" --load
    expect 2 "$b/citadela" --replay
    expect 2 "$b/citadela" --replay ""
    expect 2 "$b/citadela" --nonsense
    # No display (`make run` over ssh): our own two lines and nothing before them (no SDL or
    # Wayland library noise such as "error: XDG_RUNTIME_DIR is invalid").
    msg=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$b/citadela" 2>&1 >/dev/null)
    rc=$?
    first=$(printf '%s\n' "$msg" | head -n 1)
    if [ "$rc" = 1 ] && [ "$first" = "citadela: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set)." ] &&
        [ "$(printf '%s\n' "$msg" | wc -l)" = 2 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); echo "FAIL: citadela without a display gave exit $rc, stderr '$msg'"
    fi
fi
echo "cmdline: $passed passed, $failed failed"
[ "$failed" = 0 ]
