#!/bin/sh
# The systemd unit of citadela-server stays hardened: systemd-analyze's exposure score
# (0-10, lower is safer) must be at most 2.0. Skipped with a note where systemd-analyze is
# missing (a container without systemd); Debian 12's systemd 252 has --offline.
#   sh tests/net/unit_security.sh [UNIT_FILE]
unit=${1:-assets/citadela-server.service}
if ! command -v systemd-analyze >/dev/null 2>&1; then
    echo "unit-security: skipped, no systemd-analyze here (apt-get install systemd)"
    echo "unit-security: 0 passed, 0 failed"
    exit 0
fi
out=$(systemd-analyze security --offline=yes --threshold=20 "$unit" 2>&1)
status=$?
score=$(printf '%s\n' "$out" | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
if [ $status -ne 0 ] || [ -z "$score" ]; then
    printf '%s\n' "$out" | grep -E 'Overall|✗' >&2
    echo "unit-security: $unit scores ${score:-?}, above 2.0 (or could not be read)"
    echo "unit-security: 0 passed, 1 failed"
    exit 1
fi
echo "unit-security: $unit scores $score (at most 2.0)"
echo "unit-security: 1 passed, 0 failed"
