#!/bin/sh
# citadela-server.exe under Wine as a test's SERVER_BINARY (tests/net/server_load.c):
# the arguments go to the program; a SIGTERM becomes a SIGINT, which Wine delivers as
# Ctrl-C to the console handler (platform/win/proc.c), while Wine ends a process at once on
# SIGTERM. WINE and WIN_SERVER_EXE say what to run (scripts/check-windows.sh sets them).
"${WINE:?}" "${WIN_SERVER_EXE:?}" "$@" &
pid=$!
trap 'kill -INT $pid' TERM
wait $pid
status=$?
[ $status -gt 128 ] && { wait $pid; status=$?; } # the first wait was cut short by the trap
exit $status
