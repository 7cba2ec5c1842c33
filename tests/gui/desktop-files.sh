#!/bin/sh
# Checks the files `make install` puts on the desktop: the .desktop entry, the AppStream
# metainfo and the man page, each with its own validator when that is installed.
#   sh tests/gui/desktop-files.sh [BUILD]     (the build makes the desktop entry and metainfo
#                                             with every catalogue's text: mk/po.mk, mk/version.mk)
build=${1:-build}
metainfo=$build/gen/cz.citadela.Citadela.metainfo.xml
desktop=$build/gen/cz.citadela.Citadela.desktop
version=$(sed -n 's/^#define CIT_VERSION "\(.*\)"$/\1/p' common/version.h)
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
    check metainfo appstreamcli validate --no-net "$metainfo"
else skip metainfo appstreamcli; fi
if command -v desktop-file-validate >/dev/null 2>&1; then
    check desktop-file desktop-file-validate "$desktop"
else skip desktop-file desktop-file-validate; fi
if command -v groff >/dev/null 2>&1; then
    # -ww prints every warning; any output at all is a problem.
    check man-page sh -c '! groff -man -ww -z assets/citadela.6 2>&1 | grep .'
else skip man-page groff; fi
# The ids must agree: desktop file name, Icon=, metainfo id and launchable.
check ids sh -c 'grep -q "^Icon=cz.citadela.Citadela$" "$1" &&
    grep -q "<id>cz.citadela.Citadela</id>" "$0" && grep -q ">cz.citadela.Citadela.desktop<" "$0"' "$metainfo" "$desktop"
# Every language with a catalogue has its generic name, comment and keywords in the desktop
# entry, and its summary, description and captions in the metainfo (msgfmt put them there).
for lang in $(sed 's/#.*//' po/LINGUAS); do
    check "desktop-$lang" sh -c 'for k in GenericName Comment Keywords; do grep -q "^$k\[$1\]=." "$0" || { echo "no $k[$1]"; exit 1; }; done' "$desktop" "$lang"
    check "metainfo-$lang" sh -c 'for e in summary p li caption; do grep -q "<$e xml:lang=\"$1\">" "$0" || { echo "no <$e xml:lang=$1>"; exit 1; }; done' "$metainfo" "$lang"
done
# The build filled in the version (common/version.h's), a date and the homepage; every
# screenshot it names is one the package installs.
check metainfo-version grep -Eq "<release version=\"$version\" date=\"[0-9]{4}-[0-9]{2}-[0-9]{2}\"/>" "$metainfo"
check metainfo-filled sh -c '! grep -q @ "$0" && grep -q "<url type=\"homepage\">https://" "$0"' "$metainfo"
check metainfo-screenshots sh -c 'n=0; for f in $(sed -n "s|.*<image>.*/screenshots/\(.*\)</image>|\1|p" "$0"); do
    grep -q "^SCREENSHOTS :=.* ${f%.png}\( \|\$\)" Makefile && [ -f "docs/screenshots/$f" ] || exit 1; n=$((n + 1)); done; [ "$n" -ge 1 ]' "$metainfo"
# Every option a program's --help names is in its man page.
for prog in citadela citadela-server; do
    if [ -x "$build/$prog" ]; then
        check "man-page-options-$prog" sh -c 'for o in $("$0" --help | grep -o -- "--[a-z][a-z-]*" | sort -u); do
            grep -q "$(echo "$o" | sed "s/-/\\\\\\\\-/g")" "$1" || { echo "$1 lacks $o"; exit 1; }; done' "$build/$prog" "assets/$prog.6"
    else skip "man-page-options-$prog" "$build/$prog"; fi
done
echo "desktop-files: $passed passed, $failed failed"
[ "$failed" = 0 ]
