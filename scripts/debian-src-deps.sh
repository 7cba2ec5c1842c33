#!/bin/sh
# Builds libraries from Debian's own source packages with CMake and a cross toolchain, into a
# cache a second run reuses: the shared half of scripts/windows-deps.sh (MinGW-w64) and
# scripts/web-deps.sh (emscripten).
#   scripts/debian-src-deps.sh NAME LIST CACHE_DIR TOOLCHAIN [CMAKE_OPTION]...
# LIST pins each source package's upstream version and its CMake options, in build order
# (packaging/windows/sources.txt; @TREE@ in an option is this source tree). Everything comes
# from Debian's archive through apt: a deb-src line for the suites the machine already uses
# is added when apt knows no sources. The toolchain file sees the prefix as
# CITADELA_DEPS_PREFIX. Prints each library's seconds; messages start with NAME.
set -eu
name=$1 list=$2 cache=$3 toolchain=$4
shift 4
tree=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
prefix=$cache/prefix
# One build of a cache at a time: a second make (or make -j asking twice) waits for the
# first and then finds the cache current.
exec 9>"$cache/.lock"
flock 9
export DEBIAN_FRONTEND=noninteractive

# apt needs deb-src lines to hand out sources (scripts/deb-src.sh adds them when missing).
sh "$tree/scripts/deb-src.sh"

# debian_version PACKAGE UPSTREAM: the newest Debian version of the source package whose
# upstream part (without epoch, +dfsg and the Debian revision) is UPSTREAM.
debian_version() {
    apt-cache showsrc "$1" | sed -n 's/^Version: //p' | while read -r v; do
        up=${v#*:}; up=${up%-*}; up=${up%%+*}
        [ "$up" = "$2" ] && echo "$v"
    done | sort -V | tail -n 1
}

# Each library's stamp names its Debian version and build options. The first library whose
# stamp differs is built again with every one after it (they build on it); the ones
# before it are reused. $prefix/.citadela-deps, written last, lists them all.
# DEPS_PREFIX_MAP=1 (the Windows build) maps the cache's path out of every library's objects:
# SDL's assert and error strings name their files, so two clones would give different bytes
# (scripts/windows-repro.sh checks it). CMake takes CFLAGS only when it first configures a
# build folder, which each build here is; it is in each stamp, so a change rebuilds them.
repro_flags="" repro_mark=""
if [ "${DEPS_PREFIX_MAP:-0}" = 1 ]; then
    repro_flags="-ffile-prefix-map=$cache=/citadela-deps" repro_mark=" (prefix-map)"
fi
# CPU seconds (user + system) of everything this shell waited for so far, as .ci/run counts a
# step's: the shell's `times`, run in this shell (in $(...) it would see a subshell's children:
# none) into a file; sets $cpu.
cpu_seconds() {
    times >"$cache/work/.times"
    cpu=$(awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$cache/work/.times")
}
wanted=""
while read -r pkg up opts; do
    case $pkg in '#'* | '') continue ;; esac
    v=$(debian_version "$pkg" "$up")
    if [ -z "$v" ]; then
        echo "$name: apt offers no source of $pkg $up (apt-cache showsrc $pkg)" >&2
        exit 1
    fi
    wanted="$wanted$pkg=$v $opts$repro_mark
"
done <"$list"
stamp=$prefix/.citadela-deps
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(printf %s "$wanted")" ]; then
    echo "$name: the cached libraries in $prefix are current"
    exit 0
fi
rm -f "$stamp"
mkdir -p "$prefix" "$cache/src" "$cache/work" "$cache/stamps"
stale=0
printf %s "$wanted" | while read -r spec opts; do
    pkg=${spec%%=*}
    cmake_opts=${opts% (prefix-map)} # the stamp's mark of repro_flags, not an option
    cmake_opts=$(printf %s "$cmake_opts" | sed "s|@TREE@|$tree|g") # a file of the tree (-C FILE)
    if [ "$stale" = 0 ] && [ "$(cat "$cache/stamps/$pkg" 2>/dev/null)" = "$spec $opts" ]; then
        echo "$name: $spec reused"; continue
    fi
    stale=1
    start=$(date +%s)
    rm -rf "$cache/work/$pkg" "$cache/stamps/$pkg"
    rm -rf "$cache/src/$pkg"
    mkdir -p "$cache/src/$pkg"
    (cd "$cache/src/$pkg" && apt-get source -qq --only-source "$spec" >"$cache/work/$pkg-source.log" 2>&1) || {
        echo "$name: apt-get source $spec failed:" >&2; tail -n 20 "$cache/work/$pkg-source.log" >&2; exit 1; }
    srcdir=$(find "$cache/src/$pkg" -mindepth 1 -maxdepth 1 -type d | head -n 1)
    log=$cache/work/$pkg-build.log
    cpu_seconds; c0=$cpu
    # shellcheck disable=SC2086
    if ! CFLAGS="$repro_flags" CXXFLAGS="$repro_flags" cmake -S "$srcdir" -B "$cache/work/$pkg" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
             -DCITADELA_DEPS_PREFIX="$prefix" -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
             -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF "$@" $cmake_opts >"$log" 2>&1; then
        echo "$name: configuring $spec failed; the end of $log:" >&2
        tail -n 30 "$log" >&2
        exit 1
    fi
    cpu_seconds; c1=$cpu
    if ! { cmake --build "$cache/work/$pkg" -j "${JOBS:-2}" && cmake --install "$cache/work/$pkg"; } >>"$log" 2>&1; then
        echo "$name: building $spec failed; the end of $log:" >&2
        tail -n 30 "$log" >&2
        exit 1
    fi
    cpu_seconds; c2=$cpu
    echo "$spec $opts" >"$cache/stamps/$pkg"
    echo "$name: $spec built in $(($(date +%s) - start)) s, $((c2 - c0)) CPU seconds (configure $((c1 - c0)))"
done
printf %s "$wanted" >"$stamp"
