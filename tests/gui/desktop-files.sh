#!/bin/sh
# Checks the files `make install` puts on the desktop: the .desktop entry, the AppStream
# metainfo and the man page, each with its own validator when that is installed.
passed=0 failed=0
check() { # name, command...
    name=$1; shift
    if "$@" >/tmp/citadela-desktop-check.$$ 2>&1; then
        passed=$((passed + 1)); echo "ok   $name"
    else
        failed=$((failed + 1)); echo "FAIL $name"; cat /tmp/citadela-desktop-check.$$
    fi
    rm -f /tmp/citadela-desktop-check.$$
}
skip() { echo "skip $1 (no $2)"; }
if command -v appstreamcli >/dev/null 2>&1; then
    check metainfo appstreamcli validate --no-net assets/cz.citadela.Citadela.metainfo.xml
else skip metainfo appstreamcli; fi
if command -v desktop-file-validate >/dev/null 2>&1; then
    check desktop-file desktop-file-validate assets/cz.citadela.Citadela.desktop
else skip desktop-file desktop-file-validate; fi
if command -v groff >/dev/null 2>&1; then
    # -ww prints every warning; any output at all is a problem.
    check man-page sh -c '! groff -man -ww -z assets/citadela.6 2>&1 | grep .'
else skip man-page groff; fi
# The ids must agree: desktop file name, Icon=, metainfo id and launchable.
check ids sh -c 'grep -q "^Icon=cz.citadela.Citadela$" assets/cz.citadela.Citadela.desktop &&
    grep -q "<id>cz.citadela.Citadela</id>" assets/cz.citadela.Citadela.metainfo.xml &&
    grep -q ">cz.citadela.Citadela.desktop<" assets/cz.citadela.Citadela.metainfo.xml'
echo "desktop-files: $passed passed, $failed failed"
[ "$failed" = 0 ]
