#!/bin/sh
# Builds the Debian package from `make install` (PREFIX=/usr) into a staging tree:
# binaries built with Debian's hardening flags and stripped, man pages and changelogs
# compressed, Depends worked out from the binaries' shared libraries by dpkg-shlibdeps.
#   scripts/build-deb.sh OUT_DIR VERSION HOMEPAGE   (make deb: build/deb, common/version.h's, CIT_HOMEPAGE)
# Prints the package's path last. Rebuilds build/install (the install tree), since its
# objects carry the data directory and the flags they were compiled with.
set -eu
out=$1
version=$2
homepage=$3
maintainer=${DEB_MAINTAINER:-Citadela developers <citadela@citadela.cz>}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
sh scripts/deb-tools.sh
arch=$(dpkg --print-architecture)
rm -rf "$out" build/install
mkdir -p "$out"
out=$(cd "$out" && pwd)
root=$out/root

# Debian's hardening flags (stack protector, fortify, relro, bindnow, PIE); reproducible
# paths and dates from the commit.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH
cflags="$(dpkg-buildflags --get CFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
ldflags=$(dpkg-buildflags --get LDFLAGS)
make --no-print-directory -j"${JOBS:-2}" install PREFIX=/usr CIT_HOMEPAGE="$homepage" DESTDIR="$root" CFLAGS="$cflags" LDFLAGS="$ldflags" \
    >"$out/build.log" 2>&1 || { tail -n 30 "$out/build.log" >&2; echo "build-deb: make install failed ($out/build.log)" >&2; exit 1; }

# Debian's games live in /usr/games (policy 11.11), the server with them (as other game
# servers do); the unit's ExecStart follows them.
install -d "$root/usr/games"
mv "$root/usr/bin/citadela" "$root/usr/bin/citadela-server" "$root/usr/games/"
rmdir "$root/usr/bin"
# The desktop entry names the program by its path: /usr/games is not on every session's PATH
# (systemd's default has no /usr/games).
sed -i 's|^Exec=citadela$|Exec=/usr/games/citadela|' "$root/usr/share/applications/cz.citadela.Citadela.desktop"
grep -q '^Exec=/usr/games/citadela$' "$root/usr/share/applications/cz.citadela.Citadela.desktop"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/games/citadela" "$root/usr/games/citadela-server"
gzip -9n "$root"/usr/share/man/man6/*.6
doc=$root/usr/share/doc/citadela
install -d "$doc"
install -m 644 packaging/debian/copyright "$doc/copyright"
gzip -9nc CHANGELOG.md >"$doc/changelog.gz"
# A native package's Debian changelog: one entry for this version.
date=$(date -u -R -d "@$SOURCE_DATE_EPOCH")
printf 'citadela (%s) unstable; urgency=medium\n\n  * Release %s; see changelog.gz.\n\n -- %s  %s\n' \
    "$version" "$version" "$maintainer" "$date" | gzip -9n >"$doc/changelog.Debian.gz"
# Until trixie, units belong in /lib (Debian's /usr-merge rules): lintian says so too.
if [ -d "$root/usr/lib/systemd" ]; then
    install -d "$root/lib"
    mv "$root/usr/lib/systemd" "$root/lib/systemd"
    sed -i 's|/usr/bin/citadela-server|/usr/games/citadela-server|' "$root/lib/systemd/system/citadela-server.service"
    grep -q '^ExecStart=/usr/games/citadela-server ' "$root/lib/systemd/system/citadela-server.service"
    rmdir "$root/usr/lib" 2>/dev/null || true
fi
find "$root" -type d -exec chmod 755 {} +

# Depends: the shared libraries the binaries link (dpkg-shlibdeps reads a control file
# naming the package: libssl3 among them), plus the font the game looks up by name and the
# authorities a client checks a server's certificate against, and procps: the server unit's
# ExecReload runs its /bin/kill (priority important, yet a minimal system lacks it).
mkdir -p "$out/src/debian"
printf 'Source: citadela\n\nPackage: citadela\nArchitecture: any\n' >"$out/src/debian/control"
shlibs=$(cd "$out/src" && dpkg-shlibdeps -O "$root/usr/games/citadela" "$root/usr/games/citadela-server" 2>"$out/shlibdeps.log" |
    sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { cat "$out/shlibdeps.log" >&2; echo "build-deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
depends="$shlibs, fonts-dejavu-core, ca-certificates, procps"
size=$(du -sk "$root" | cut -f1)
install -d "$root/DEBIAN"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@SIZE@|$size|" -e "s|@DEPENDS@|$depends|" -e "s|@HOMEPAGE@|$homepage|" packaging/debian/control.in >"$root/DEBIAN/control"
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort | xargs md5sum) \
    >"$root/DEBIAN/md5sums"
deb=$out/citadela_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
