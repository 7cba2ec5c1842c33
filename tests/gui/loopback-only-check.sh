#!/bin/sh
# The loopback-only shim stops what it must and lets loopback through: a broadcast socket,
# a connect and a send to 192.0.2.1 each end the probe (with the shim's line), a send and a
# connect to 127.0.0.1 pass. No probe puts a packet on a network, shim or not
# (tests/gui/loopback_probe.c).
#
#   sh tests/gui/loopback-only-check.sh BUILD
build=${1:-build}
passed=0 failed=0
for mode in broadcast connect sendto loopback; do
    out=$(sh -c 'sh tests/gui/loopback-only.sh "$@" 2>&1' probe "$build" "$build/loopback_probe" "$mode" 2>&1)
    rc=$?
    if [ "$mode" = loopback ]; then
        [ "$rc" = 0 ] && ok=1 || ok=0
    else
        case "$out" in *"loopback-only: "*"a test may send nothing beyond loopback"*) ok=$((rc != 0)) ;; *) ok=0 ;; esac
    fi
    if [ "$ok" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $mode (exit $rc): $out"; fi
done
echo "loopback-only: $passed passed, $failed failed"
[ "$failed" = 0 ]
