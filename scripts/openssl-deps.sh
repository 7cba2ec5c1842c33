#!/bin/sh
# OpenSSL for the Windows build: libssl.a and libcrypto.a from Debian's openssl source
# package of the series packaging/windows/openssl.txt pins (its newest Debian version),
# cross-built static with MinGW-w64 by OpenSSL's own Configure (target mingw64: not CMake,
# so scripts/debian-src-deps.sh does not build it) and installed into CACHE/prefix beside
# SDL (lib/libssl.a, lib/libcrypto.a, include/openssl/). Only what a TLS client and server
# need: no shared libraries, no tests, no engines, no legacy provider, none of the
# algorithms and protocols net/tls.c never meets. Its stamp
# (CACHE/stamps/openssl: the Debian version and the options) says when the cached libraries
# are current. Run after debian-src-deps.sh, which adds apt's deb-src lines when missing.
#   scripts/openssl-deps.sh NAME CACHE_DIR      (windows-deps.sh: windows-deps build/windows/deps)
set -eu
name=$1 cache=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
prefix=$cache/prefix
exec 9>"$cache/.lock"
flock 9
sh "$here/scripts/deb-src.sh"

series=$(sed -n 's/^openssl[[:space:]]\{1,\}\([^[:space:]]*\).*/\1/p' "$here/packaging/windows/openssl.txt")
# The Debian versions of the series apt knows, newest first: the newest whose source the
# archive still hands out is built (a security update's index can name a version its mirror
# no longer or not yet holds).
versions=$(apt-cache showsrc openssl | sed -n 's/^Version: //p' | while read -r d; do
        u=${d#*:}; u=${u%-*}
        case $u in "$series".*) echo "$d" ;; esac
    done | sort -rV)
if [ -z "$versions" ]; then
    echo "$name: apt offers no source of openssl $series.x (apt-cache showsrc openssl)" >&2
    exit 1
fi
# OPENSSLDIR and the prefix are compiled in: a fixed one, named as the other libraries'
# prefix map names the cache, installed through DESTDIR into the cache's prefix, so that the
# programs carry no path of the machine that built them. SOURCE_DATE_EPOCH: no build date.
fixed=/citadela-deps
# What net/tls.c never meets is left out: its peers speak TLS 1.2 or 1.3 with ECDHE, AES-GCM
# or ChaCha20-Poly1305 and RSA or ECDSA certificates from PEM files or Windows' store; no
# older protocol, DTLS, SRP, OCSP, CT, CMS, CMP, time stamps, finite-field DH, DSA, binary or
# Chinese curves, nor the other ciphers and digests (a fifth of the compilations fewer).
unused="no-aria no-async no-bf no-blake2 no-camellia no-cast no-cmp no-cms no-comp no-ct no-des \
no-dgram no-dh no-dsa no-dtls no-ec2m no-gost no-idea no-ktls no-md4 no-mdc2 no-nextprotoneg \
no-ocb no-ocsp no-rc2 no-rc4 no-rc5 no-rfc3779 no-rmd160 no-scrypt no-sctp no-seed no-siphash \
no-siv no-sm2 no-sm3 no-sm4 no-srp no-srtp no-ssl3 no-tls1 no-tls1_1 no-ts no-whirlpool"
opts="mingw64 no-shared no-tests no-engine no-legacy no-dso no-module $unused \
--cross-compile-prefix=x86_64-w64-mingw32- --prefix=$fixed --openssldir=$fixed/ssl --libdir=lib"
stamp=$cache/stamps/openssl
# Newest first: the version the stamp names is reused (no newer source could be had); another
# is built if the archive hands out its source. A version whose source the archive did not
# hand out is noted (stamps/openssl-missing) and not asked for again: apt tries for half a
# minute before it gives up.
got="" missing=$cache/stamps/openssl-missing
mkdir -p "$cache/stamps"
for try in $versions; do
    grep -qxF "$try" "$missing" 2>/dev/null && continue
    if [ -f "$prefix/lib/libssl.a" ] && [ -f "$prefix/lib/libcrypto.a" ] &&
        [ "$(cat "$stamp" 2>/dev/null)" = "openssl=$try $opts CFLAGS=-O2" ]; then
        echo "$name: openssl=$try reused"
        exit 0
    fi
    mkdir -p "$cache/work" && rm -rf "$cache/src/openssl" && mkdir -p "$cache/src/openssl"
    if (cd "$cache/src/openssl" && apt-get source -qq --only-source "openssl=$try" >"$cache/work/openssl-source.log" 2>&1); then
        got=$try
        break
    fi
    echo "$try" >>"$missing"
done
if [ -z "$got" ]; then
    echo "$name: apt-get source openssl failed for every version of $series.x:" >&2; tail -n 20 "$cache/work/openssl-source.log" >&2; exit 1
fi
v=$got want="openssl=$v $opts CFLAGS=-O2"
start=$(date +%s)
rm -rf "$cache/work/openssl" "$stamp"
mkdir -p "$cache/work/openssl" "$cache/stamps" "$prefix/lib" "$prefix/include"
log=$cache/work/openssl-build.log
src=$(find "$cache/src/openssl" -mindepth 1 -maxdepth 1 -type d | head -n 1)
# CPU seconds (user + system) of everything this shell waited for so far, as .ci/run counts a
# step's (scripts/intl-deps.sh says why through a file); sets $cpu.
cpu_seconds() {
    times >"$cache/work/.times"
    cpu=$(awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$cache/work/.times")
}
jobs=$(nproc 2>/dev/null || echo 2)
# shellcheck disable=SC2086
# No path of this machine goes in: OpenSSL compiles its files by relative paths (its error
# strings' __FILE__), -O2 without -g writes no compile folder, and OpenSSL keeps CFLAGS in
# the library as text (OpenSSL_version), so a -ffile-prefix-map there would itself name it.
(cd "$src" && SOURCE_DATE_EPOCH=0 CFLAGS="-O2" ./Configure $opts \
    && SOURCE_DATE_EPOCH=0 make -j"$jobs" build_libs \
    && make install_dev DESTDIR="$cache/work/openssl/root") >"$log" 2>&1 || {
    echo "$name: openssl $v did not build (the end of $log):" >&2; tail -n 30 "$log" >&2; exit 1; }
cp -R "$cache/work/openssl/root$fixed/include/openssl" "$prefix/include/"
cp "$cache/work/openssl/root$fixed/lib/libssl.a" "$cache/work/openssl/root$fixed/lib/libcrypto.a" "$prefix/lib/"
echo "$want" >"$stamp"
cpu_seconds
echo "$name: openssl=$v built in $(($(date +%s) - start)) s ($cpu s of CPU)"
