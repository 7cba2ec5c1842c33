#!/bin/sh
# Reproducible Windows build (make windows-repro; not in CI, it builds everything twice):
# the committed tree (git archive HEAD) copied into two folders of different names and
# depths, each built from nothing with make windows-dist (native tools, the libraries from
# Debian's sources, the programs, the zip, the installer), with the same SOURCE_DATE_EPOCH
# (the commit's). The stripped programs in the zip, the zip and the installer must be the
# same bytes; the unstripped programs too (their debug information names no folder).
# Prints "windows-repro: N passed, N failed".
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
export SOURCE_DATE_EPOCH
version=$(sed -n 's/^#define CIT_VERSION "\(.*\)"$/\1/p' common/version.h)
commit=$(git rev-parse --short=12 HEAD)
root=${WINDOWS_REPRO_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/citadela-repro.XXXXXX")}
a=$root/a/citadela
b=$root/second-copy/deeper/other-name
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "windows-repro: FAILED: $2"; fi; }
for d in "$a" "$b"; do
    mkdir -p "$d"
    git archive HEAD | tar -x -C "$d"
    t0=$(date +%s)
    # Outside git the commit comes from CIT_COMMIT (docs/building.md).
    (cd "$d" && CIT_COMMIT="$commit" make --no-print-directory -j"${JOBS:-2}" windows-dist) >"$d.log" 2>&1
    check $? "make windows-dist in $d (log: $d.log)"
    echo "windows-repro: $d built in $(($(date +%s) - t0)) s"
done
for f in "build/windows/dist/citadela-$version/citadela.exe" "build/windows/dist/citadela-$version/citadela-server.exe" \
         build/windows/citadela.exe build/windows/citadela-server.exe \
         "dist/citadela-$version-windows-x64.zip" "dist/citadela-$version-windows-x64-setup.exe"; do
    cmp "$a/$f" "$b/$f"
    check $? "$f is the same in both folders"
done
echo "windows-repro: $pass passed, $fail failed (trees in $root)"
[ "$fail" = 0 ]
