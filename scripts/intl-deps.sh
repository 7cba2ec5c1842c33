#!/bin/sh
# GNU libintl, static, for a build without glibc: only gettext-runtime's intl folder of
# Debian's gettext source package (the version packaging/intl.txt pins), configured for HOST
# and installed into CACHE/prefix beside the SDL libraries (lib/libintl.a, include/libintl.h).
# Without iconv: Debian has no iconv for MinGW or emscripten to build (no libiconv or win-iconv
# source package), and none is needed: the catalogues are UTF-8 and the game asks for UTF-8
# (bind_textdomain_codeset), so libintl hands out the catalogue's bytes unconverted.
# gettext is built with autoconf, not CMake, so scripts/debian-src-deps.sh does not build it;
# its stamp (CACHE/stamps/gettext: the Debian version and the options) says when the cached
# library is current. Run after debian-src-deps.sh, which adds apt's deb-src lines when missing.
# CONFIGURE_WRAPPER (emconfigure) runs configure and make with the cross compiler's settings.
#   [INTL_CFLAGS=...] [CONFIGURE_WRAPPER=emconfigure] scripts/intl-deps.sh NAME CACHE_DIR HOST [CONFIGURE_ARG]...
#   (windows-deps.sh: windows-deps build/windows/deps x86_64-w64-mingw32; web-deps.sh:
#   web-deps build/web/deps wasm32-unknown-emscripten, through emconfigure, with -pthread)
set -eu
name=$1 cache=$2 host=$3
shift 3
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
prefix=$cache/prefix
exec 9>"$cache/.lock"
flock 9

up=$(sed -n 's/^gettext[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p' "$here/packaging/intl.txt")
# The newest Debian version whose upstream part (no epoch, no Debian revision) is the pin.
v=$(apt-cache showsrc gettext | sed -n 's/^Version: //p' | while read -r d; do
        u=${d#*:}; u=${u%-*}
        [ "$u" = "$up" ] && echo "$d"
    done | sort -V | tail -n 1)
if [ -z "$v" ]; then
    echo "$name: apt offers no source of gettext $up (apt-cache showsrc gettext)" >&2
    exit 1
fi
# Only the library: no shared one, no C++/Java/C# helpers, no libasprintf; the toolchain's
# own libintl, if any, ignored (--with-included-gettext); no iconv (above). --no-recursion: not
# even configured, libasprintf (a C++ library configure visits though it is disabled: 140 more
# checks, a quarter of the configure's time under emcc).
opts="--host=$host --disable-shared --enable-static --disable-libasprintf --disable-java --disable-csharp \
--disable-c++ --with-included-gettext --without-libiconv-prefix am_cv_func_iconv=no --no-recursion $*"
# As debian-src-deps.sh does for the others: the cache's path mapped out of the objects.
# The stamp says "(prefix-map)", not the cache's path, so that a cache copied elsewhere is reused.
cflags="-O2${INTL_CFLAGS:+ $INTL_CFLAGS}" mark=""
[ "${DEPS_PREFIX_MAP:-0}" = 1 ] && cflags="$cflags -ffile-prefix-map=$cache=/citadela-deps" mark=" (prefix-map)"
# libintl compiles its folders in (the default catalogue folder, its own install folder): it is
# configured for a fixed prefix, named as the prefix map names the cache, and installed into
# the cache's, so that the programs carry no path of the machine that built them.
fixed=/citadela-deps
want="gettext=$v --prefix=$fixed $opts CFLAGS=-O2${INTL_CFLAGS:+ $INTL_CFLAGS}$mark"
stamp=$cache/stamps/gettext
if [ -f "$prefix/lib/libintl.a" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
    echo "$name: gettext=$v (libintl) reused"
    exit 0
fi
start=$(date +%s)
rm -rf "$cache/src/gettext" "$cache/work/gettext" "$stamp"
mkdir -p "$cache/src/gettext" "$cache/work/gettext" "$cache/stamps" "$prefix"
log=$cache/work/gettext-build.log
(cd "$cache/src/gettext" && apt-get source -qq --only-source "gettext=$v" >"$cache/work/gettext-source.log" 2>&1) || {
    echo "$name: apt-get source gettext=$v failed:" >&2; tail -n 20 "$cache/work/gettext-source.log" >&2; exit 1; }
src=$(find "$cache/src/gettext" -mindepth 1 -maxdepth 1 -type d | head -n 1)
# Debian's patches touch configure.ac and Makefile.am files (Java versions, shared-library
# linking: nothing of the static library's code), which would make make want to run automake
# 1.16 and autoconf again. Debian's own build regenerates them; here one date for every file
# of the tree keeps the tarball's generated configure and Makefile.in current.
find "$src" -exec touch -h -d @0 {} +
# CPU seconds (user + system) of everything this shell waited for so far, as .ci/run counts a
# step's: the shell's `times`, run in this shell (in $(...) it would see a subshell's children:
# none) into a file; sets $cpu.
cpu_seconds() {
    times >"$cache/work/.times"
    cpu=$(awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$cache/work/.times")
}
# The checks' answers recorded for this very source, these options and this compiler
# (INTL_CHECKS, a site file scripts/intl-checks.sh wrote; docs/building.md "Configure answers
# recorded"): its key line must be this build's, else configure asks every check. The
# compiler (the one configure takes: emconfigure hands it emcc, a MinGW configure finds
# HOST-gcc) is named by scripts/compiler-key.sh.
# shellcheck disable=SC2086
key="$want; $(sh "$here/scripts/compiler-key.sh" "${INTL_CC:-$host-gcc}" -O2 ${INTL_CFLAGS:-})"
printf '%s\n' "$key" >"$cache/work/gettext-checks.key"
site=""
if [ -n "${INTL_CHECKS:-}" ]; then
    if [ "$(sed -n '1s/^# key: //p' "$INTL_CHECKS" 2>/dev/null)" = "$key" ]; then
        site=$INTL_CHECKS
        echo "$name: gettext's configure starts from the answers in ${INTL_CHECKS#"$here"/}"
    else
        echo "$name: ${INTL_CHECKS#"$here"/} is missing or was recorded for another gettext, options or compiler: every check runs"
    fi
fi
# CONFIG_SITE=/dev/null: no site file of the machine's either.
configure() {
    # shellcheck disable=SC2086
    CONFIG_SITE=$1 ${CONFIGURE_WRAPPER:-} "$src/gettext-runtime/configure" --prefix="$fixed" $opts CFLAGS="$cflags" >"$log" 2>&1
}
cpu_seconds; c0=$cpu
cd "$cache/work/gettext"
ok=1
configure "${site:-/dev/null}" || ok=0
if [ "$ok" = 0 ] && [ -n "$site" ]; then
    echo "$name: gettext's configure failed with the recorded answers: every check runs"
    find . -mindepth 1 -delete
    ok=1
    configure /dev/null || ok=0
fi
if [ "$ok" = 0 ]; then
    echo "$name: configuring libintl from gettext=$v failed; the end of $log:" >&2
    tail -n 30 "$log" >&2
    exit 1
fi
cpu_seconds; c1=$cpu
if ! { ${CONFIGURE_WRAPPER:-} make -C intl -j "${JOBS:-2}" && make -C intl install prefix="$prefix"; } >>"$log" 2>&1; then
    echo "$name: building libintl from gettext=$v failed; the end of $log:" >&2
    tail -n 30 "$log" >&2
    exit 1
fi
cpu_seconds
echo "$want" >"$stamp"
echo "$name: gettext=$v (libintl) built in $(($(date +%s) - start)) s, $((cpu - c0)) CPU seconds (configure $((c1 - c0)))"
