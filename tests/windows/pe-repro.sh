#!/bin/sh
# The one Windows build CI makes holds none of the two things that made two clones' programs
# differ (issue 77): a folder of the machine it was built on, and a link time. Each program,
# unstripped (its debug information names the compile folder unless -ffile-prefix-map maps it)
# and stripped as the zip has it, and each library linked into them (SDL's assert and error
# strings name their source files by the path CMake gave) must hold neither the tree's
# absolute path nor any path into the library cache's sources or build folders; the
# unstripped programs' PE time must be 0 (--no-insert-timestamp), the stripped ones' the
# commit's (SOURCE_DATE_EPOCH, which strip writes). The full proof, two clones built and
# compared byte for byte, is make windows-repro (not in CI: it builds everything twice).
# Prints "pe-repro: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/pe-repro.sh WIN_DIR STAGE_DIR
set -u
win=$1 stage=$2
tree=$(pwd)
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "pe-repro: FAILED: $2"; fi; }
# A cache path as the compiler would have written it: the cache's sources (deps/src) or
# CMake's build folders (deps/work), wherever the tree lies.
leaks() { grep -a -o -E "$tree/|/deps/(src|work)/[[:print:]]*" "$1" | sort -u | head -n 3 | tr '\n' ' '; }
for f in "$win/citadela.exe" "$win/citadela-server.exe" "$stage/citadela.exe" "$stage/citadela-server.exe" \
         "$win"/deps/prefix/lib/libSDL2*.a "$win"/deps/prefix/lib/libfreetype.a "$win"/deps/prefix/lib/libintl.a \
         "$win"/deps/prefix/lib/libssl.a "$win"/deps/prefix/lib/libcrypto.a; do
    if [ ! -f "$f" ]; then check 1 "$f exists"; continue; fi
    found=$(leaks "$f")
    check "$([ -z "$found" ]; echo $?)" "$f names a folder of this machine: $found"
done
# objdump prints the PE header's time with ctime(), in the local time zone.
pe_time() { TZ=UTC x86_64-w64-mingw32-objdump -p "$1" | sed -n 's/^Time\/Date[[:space:]]*//p'; }
zero=$(TZ=UTC LC_ALL=C date -u -d @0 '+%a %b %e %H:%M:%S %Y')
for f in "$win/citadela.exe" "$win/citadela-server.exe"; do
    got=$(pe_time "$f")
    check "$([ "$got" = "$zero" ]; echo $?)" "$(basename "$f") (unstripped) has PE time '$got', not 0"
done
# The stripped programs carry the time windows-dist.sh gave strip: the commit's, as there.
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null)}
if [ -n "$epoch" ]; then
    want=$(TZ=UTC LC_ALL=C date -u -d "@$epoch" '+%a %b %e %H:%M:%S %Y')
    for f in "$stage/citadela.exe" "$stage/citadela-server.exe"; do
        got=$(pe_time "$f")
        check "$([ "$got" = "$want" ] || [ "$got" = "$zero" ]; echo $?)" \
            "$(basename "$f") (stripped) has PE time '$got', not the commit's ($want) or 0"
    done
fi
echo "pe-repro: $pass passed, $fail failed"
[ "$fail" = 0 ]
