#!/bin/sh
# The three package checks side by side (make package-checks; .ci/run): the Debian package
# (make deb-check), the Windows build under Wine (make windows-check) and the page in
# Chromium (make web-check). One after another they took 14.8 minutes on a quiet 2-core
# machine, most of it waiting on Wine, Chromium and games played a second a turn: the
# Windows check's runs kept 1.3 cores busy, the web check's 0.3 (docs/testing.md, "CI's
# time"). So, in three parts:
#   1. what they install, one apt at a time (apt takes one lock);
#   2. what they run, built by one make (-j JOBS), so that no two makes write one file (the
#      Windows seat, net_seat.exe, is both the Windows and the web check's);
#   3. the three checks run at once, each into its own log, printed whole when it ends, in
#      a fixed order. They share no Wine prefix (the web check's is its own), no X display
#      (each test starts its own Xvfb) and no port (each server takes one the system gives).
# Prints each part's minutes and, last, the three checks' "N passed, N failed" added up.
# PART: all (the default), or build (parts 1 and 2) and run (part 3) apart: .ci/run builds
# before make test and runs the checks beside it, whose waiting they fill.
#   JOBS=2 sh scripts/package-checks.sh [all|build|run]
set -u
cd "$(dirname "$0")/.."
jobs=${JOBS:-2}
part=${1:-all}
case $part in all | build | run) ;; *) echo "usage: sh scripts/package-checks.sh [all|build|run]" >&2; exit 2 ;; esac
tmp=$(mktemp -d)
pids=""
cleanup() {
    for p in $pids; do kill -TERM -- "-$p" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
start=$(date +%s)
took() { t=$(($(date +%s) - $1)); echo "$((t / 60)) min $((t % 60)) s"; }

if [ "$part" != run ]; then
    t=$(date +%s)
    sh scripts/install-deps.sh test && sh scripts/deb-tools.sh check && sh scripts/windows-tools.sh check &&
        sh scripts/web-tools.sh check || { echo "package-checks: installing what they need failed"; exit 1; }
    echo "package-checks: what they need is installed ($(took "$t"))"

    t=$(date +%s)
    make --no-print-directory -j"$jobs" deb windows-check-bins web-check-bins ||
        { echo "package-checks: building what they run failed"; exit 1; }
    echo "package-checks: what they run is built ($(took "$t"))"
    [ "$part" = build ] && exit 0
fi

# Each in a process group of its own (setsid), so that an interrupted run stops all it started.
t=$(date +%s)
for check in deb windows web; do
    setsid sh -c "make --no-print-directory $check-check-run >'$tmp/$check.log' 2>&1; echo \$? >'$tmp/$check.rc'" \
        </dev/null &
    pids="${pids:+$pids }$!"
done
passed=0 failed=0 rc=0
for check in deb windows web; do
    pid=${pids%% *}
    pids=${pids#"$pid"}
    pids=${pids# }
    wait "$pid"
    code=$(cat "$tmp/$check.rc" 2>/dev/null || echo 1)
    echo "== make $check-check: exit $code, ended $(took "$t") after the three started"
    cat "$tmp/$check.log"
    [ "$code" = 0 ] || rc=1
    # Its closing line, as .ci/run reads a step's ("[name: ]N passed, N failed"); none is a failure.
    line=$(grep -E '^([A-Za-z0-9_.-]+: )?[0-9]+ passed, [0-9]+ failed' "$tmp/$check.log" | tail -n 1)
    if [ -n "$line" ]; then
        counts=$(echo "$line" | sed -E 's/^([A-Za-z0-9_.-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2 \3/')
        passed=$((passed + ${counts% *}))
        failed=$((failed + ${counts#* }))
    else
        failed=$((failed + 1))
    fi
done
pids=""
echo "package-checks: all three took $(took "$start")"
echo "package-checks: $passed passed, $failed failed"
exit "$rc"
