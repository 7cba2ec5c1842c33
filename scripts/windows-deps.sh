#!/bin/sh
# The Windows build's libraries (SDL2, SDL2_image, SDL2_ttf, FreeType; cmocka for the
# unit tests), cross-compiled with MinGW-w64 from Debian's own source packages of the
# versions pinned in packaging/windows/sources.txt, into a cache a second run reuses.
#   scripts/windows-deps.sh CACHE_DIR      (make windows passes build/windows/deps)
# Everything comes from Debian's archive through apt: a deb-src line for the suites the
# machine already uses is added when apt knows no sources. Prints each library's seconds.
set -eu
cache=$1
here=$(cd "$(dirname "$0")/.." && pwd)
list=$here/packaging/windows/sources.txt
toolchain=$here/packaging/windows/mingw-w64-x86_64.cmake
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
prefix=$cache/prefix
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive

# The tools: the cross compilers (SDL's CMake project asks for C++ too), CMake, dpkg-source
# (dpkg-dev) for apt-get source, zip and NSIS for the downloads.
need=""
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need="$need gcc-mingw-w64-x86-64"
command -v x86_64-w64-mingw32-g++ >/dev/null 2>&1 || need="$need g++-mingw-w64-x86-64"
command -v cmake >/dev/null 2>&1 || need="$need cmake"
command -v dpkg-source >/dev/null 2>&1 || need="$need dpkg-dev"
# make windows-dist: the zip, and the installer (which windows-check looks into).
command -v zip >/dev/null 2>&1 || need="$need zip"
command -v makensis >/dev/null 2>&1 || need="$need nsis"
if [ -n "$need" ]; then
    $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
    # shellcheck disable=SC2086
    $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends $need
fi

# apt needs deb-src lines to hand out sources: the same archive and suites as the machine's
# own deb lines (Debian's deb.debian.org and its security archive on a stock Debian 12).
if ! apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Version:'; then
    codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
    $SUDO tee /etc/apt/sources.list.d/citadela-deb-src.sources >/dev/null <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: $codename-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
fi

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
# Every library is built with these (scripts/windows-repro.sh checks it); in each stamp, so
# a change rebuilds them. CMake takes CFLAGS only when it first configures a build folder,
# which each build here is; cmocka's own CMAKE_C_FLAGS replace them (a test library, in no
# shipped program).
repro_flags="-ffile-prefix-map=$cache=/citadela-deps"
wanted=""
while read -r pkg up opts; do
    case $pkg in '#'* | '') continue ;; esac
    v=$(debian_version "$pkg" "$up")
    if [ -z "$v" ]; then
        echo "windows-deps: apt offers no source of $pkg $up (apt-cache showsrc $pkg)" >&2
        exit 1
    fi
    wanted="$wanted$pkg=$v $opts (prefix-map)
"
done <"$list"
stamp=$prefix/.citadela-deps
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(printf %s "$wanted")" ]; then
    echo "windows-deps: the cached libraries in $prefix are current"
    exit 0
fi
rm -f "$stamp"
mkdir -p "$prefix" "$cache/src" "$cache/work" "$cache/stamps"
stale=0
printf %s "$wanted" | while read -r spec opts; do
    pkg=${spec%%=*}
    cmake_opts=${opts% (prefix-map)} # the stamp's mark of repro_flags, not an option
    if [ "$stale" = 0 ] && [ "$(cat "$cache/stamps/$pkg" 2>/dev/null)" = "$spec $opts" ]; then
        echo "windows-deps: $spec reused"; continue
    fi
    stale=1
    start=$(date +%s)
    rm -rf "$cache/work/$pkg" "$cache/stamps/$pkg"
    rm -rf "$cache/src/$pkg"
    mkdir -p "$cache/src/$pkg"
    (cd "$cache/src/$pkg" && apt-get source -qq --only-source "$spec" >"$cache/work/$pkg-source.log" 2>&1) || {
        echo "windows-deps: apt-get source $spec failed:" >&2; tail -n 20 "$cache/work/$pkg-source.log" >&2; exit 1; }
    srcdir=$(find "$cache/src/$pkg" -mindepth 1 -maxdepth 1 -type d | head -n 1)
    # The library's source path (under this tree's build folder) out of its objects: SDL's
    # assert and error strings name their files, so two clones would give different bytes.
    # shellcheck disable=SC2086
    if ! { CFLAGS="$repro_flags" CXXFLAGS="$repro_flags" cmake -S "$srcdir" -B "$cache/work/$pkg" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
             -DCITADELA_WIN_PREFIX="$prefix" -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
             -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF $cmake_opts &&
           cmake --build "$cache/work/$pkg" -j "${JOBS:-2}" && cmake --install "$cache/work/$pkg"; } \
           >"$cache/work/$pkg-build.log" 2>&1; then
        echo "windows-deps: building $spec failed; the end of $cache/work/$pkg-build.log:" >&2
        tail -n 30 "$cache/work/$pkg-build.log" >&2
        exit 1
    fi
    echo "$spec $opts" >"$cache/stamps/$pkg"
    echo "windows-deps: $spec built in $(($(date +%s) - start)) s"
done
printf %s "$wanted" >"$stamp"
