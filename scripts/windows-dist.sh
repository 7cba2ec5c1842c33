#!/bin/sh
# Packs the Windows build into dist/citadela-VERSION-windows-x64.zip and the installer
# dist/citadela-VERSION-windows-x64-setup.exe (NSIS; skipped, and said, without makensis):
# the two programs,
# the art and sounds the native build made, the DejaVu font with its licence, LICENSE, and
# THIRD-PARTY with the licence of everything linked in (the libraries are static, so the
# programs need no DLL beside Windows' own). docs/building.md, "The Windows zip".
#   scripts/windows-dist.sh BUILD_DIR WIN_DIR VERSION OUT_DIR
set -eu
build=$1 win=$2 version=$3 out=$4
# The commit's time for every date the downloads carry: the files' in the zip and the PE
# header's that strip writes anew (binutils takes SOURCE_DATE_EPOCH), so two clones of one
# commit give the same bytes (make windows-repro).
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH
name=citadela-$version
stage=$win/dist/$name
rm -rf "$win/dist"
mkdir -p "$stage/fonts" "$out"
cp "$win/citadela.exe" "$win/citadela-server.exe" "$stage/"
x86_64-w64-mingw32-strip "$stage/citadela.exe" "$stage/citadela-server.exe" # the debug info stays in build/
cp -r "$build/art" "$build/sfx" "$build/locale" "$stage/" # locale\LANG\LC_MESSAGES\citadela.mo: the translations
fonts=/usr/share/fonts/truetype/dejavu
cp "$fonts/DejaVuSans.ttf" "$fonts/DejaVuSans-Bold.ttf" "$stage/fonts/"
cp /usr/share/doc/fonts-dejavu-core/copyright "$stage/fonts/LICENSE-DejaVu.txt"
cp LICENSE "$stage/LICENSE.txt"
# The icon the installer, its Start-menu entry and the uninstaller show: the one inside the
# programs (make windows, scripts/windows-icon.sh).
cp "$win/citadela.ico" "$stage/"

# Each bundled part with the Debian source version it was built from and its copyright
# file (Debian's, for the same source package), so the zip carries every notice.
deps=$win/deps/prefix/.citadela-deps
version_of() { sed -n "s/^$1=\([^ ]*\).*/\1/p" "$deps"; }
{
    echo "Citadela $version for Windows bundles, linked statically into citadela.exe and"
    echo "citadela-server.exe, or as files beside them:"
    echo
    for part in "SDL2 libsdl2 /usr/share/doc/libsdl2-2.0-0/copyright" \
                "SDL2_image libsdl2-image /usr/share/doc/libsdl2-image-2.0-0/copyright" \
                "SDL2_ttf libsdl2-ttf /usr/share/doc/libsdl2-ttf-2.0-0/copyright" \
                "FreeType freetype /usr/share/doc/libfreetype6/copyright"; do
        set -- $part
        echo "- $1 $(version_of "$2") (Debian source package $2)"
    done
    # libintl is LGPL: linked in statically, so the notice says where both sources are (the
    # game's is public, so a player can relink it against a changed libintl: LGPL 2.1 section 6).
    echo "- GNU libintl $(sed -n 's/^gettext=\([^ ]*\).*/\1/p' "$win/deps/stamps/gettext") (Debian source package gettext;"
    echo "  LGPL 2.1 or later; its source is Debian's gettext source package of that version, and"
    echo "  Citadela's own source, to relink it, is at the project's repository)"
    echo "- OpenSSL $(sed -n 's/^openssl=\([^ ]*\).*/\1/p' "$win/deps/stamps/openssl") (Debian source package openssl; Apache License 2.0)"
    echo "- the MinGW-w64 runtime and winpthreads (Debian's mingw-w64 package)"
    echo "- libgcc (GCC Runtime Library Exception: no notice required; named for completeness)"
    echo "- DejaVu Sans (fonts/; Debian's fonts-dejavu-core)"
    for part in "SDL2 /usr/share/doc/libsdl2-2.0-0/copyright" \
                "SDL2_image, with stb_image /usr/share/doc/libsdl2-image-2.0-0/copyright" \
                "SDL2_ttf /usr/share/doc/libsdl2-ttf-2.0-0/copyright" \
                "FreeType /usr/share/doc/libfreetype6/copyright" \
                "GNU libintl (gettext) /usr/share/doc/gettext-base/copyright" \
                "GNU Lesser General Public License 2.1, libintl's /usr/share/common-licenses/LGPL-2.1" \
                "OpenSSL /usr/share/doc/libssl3/copyright" \
                "MinGW-w64 runtime and winpthreads /usr/share/doc/mingw-w64-x86-64-dev/copyright" \
                "DejaVu fonts /usr/share/doc/fonts-dejavu-core/copyright"; do
        file=${part##* }
        echo
        echo "======================================================================"
        echo "${part% *}"
        echo "======================================================================"
        cat "$file"
    done
} >"$stage/THIRD-PARTY.txt"
# Windows' Notepad wants CRLF in the text files.
for f in "$stage/LICENSE.txt" "$stage/THIRD-PARTY.txt" "$stage/fonts/LICENSE-DejaVu.txt"; do
    sed -i 's/\r*$/\r/' "$f"
done

# The same tree gives the same zip: dates from the commit, names in order, no extra fields.
stamp=$SOURCE_DATE_EPOCH
find "$stage" -exec touch -d "@$stamp" {} +
zip=$(cd "$out" && pwd)/$name-windows-x64.zip
rm -f "$zip"
(cd "$win/dist" && find "$name" -type f | LC_ALL=C sort | zip -q -X -9 "$zip" -@)
echo "windows-dist: $zip ($(du -k "$zip" | cut -f1) kB)"
setup=$(cd "$out" && pwd)/$name-windows-x64-setup.exe
if command -v makensis >/dev/null 2>&1; then
    makensis -V2 -DVERSION="$version" -DSTAGE="$(cd "$stage" && pwd)" -DOUTFILE="$setup" packaging/windows/citadela.nsi
    echo "windows-dist: $setup ($(du -k "$setup" | cut -f1) kB)"
else
    echo "windows-dist: no makensis (Debian's nsis package): no installer"
fi
# The sizes docs/building.md refers to, as this build made them (typed by hand, the docs said
# 16 MB for a zip of over 20).
mb() { awk -v b="$(wc -c <"$1")" 'BEGIN { printf "%.1f MB", b / 1048576 }'; }
{
    echo "zip: $(mb "$zip")"
    [ -f "$setup" ] && echo "installer: $(mb "$setup")"
    echo "citadela.exe (stripped): $(mb "$stage/citadela.exe")"
    echo "citadela-server.exe (stripped): $(mb "$stage/citadela-server.exe")"
    echo "files in the zip: $(find "$stage" -type f | wc -l)"
} >"$win/dist/sizes.txt"
sed 's/^/windows-dist: /' "$win/dist/sizes.txt"
