#!/bin/sh
# Runs a test command with the loopback-only shim in front of it (tests/gui/loopback_only.c):
# the command, and every process it starts, aborts on a broadcast socket or on a connect or
# send beyond loopback. ASan lets a preloaded library come first.
#
#   sh tests/gui/loopback-only.sh BUILD COMMAND [ARGS...]
set -eu
lib=$(cd "$1" && pwd)/libloopback_only.so
shift
[ -f "$lib" ] || { echo "loopback-only: $lib is not built" >&2; exit 1; }
LD_PRELOAD=$lib${LD_PRELOAD:+:$LD_PRELOAD}
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0
export LD_PRELOAD ASAN_OPTIONS
exec "$@"
