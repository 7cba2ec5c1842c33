#!/bin/sh
# The NSIS installer's contents, read with 7z (p7zip-full lists NSIS archives): every file of
# the zip's folder inside at its size, citadela.exe byte for byte, the uninstaller, nothing
# else; and the installer script's uninstall section removes each top-level file and folder
# it installs. tests/windows/installer-run.sh runs it.
# Prints "installer: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/installer.sh SETUP.exe STAGE_DIR packaging/windows/citadela.nsi
set -u
setup=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") stage=$2 nsi=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citadela-setup.XXXXXX")
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); printf "installer: FAILED: %s\n" "$2"; fi; }
7z l -slt "$setup" >"$tmp/list" 2>&1
check $? "7z reads $setup"
# "size path" of each file inside, the plug-ins' folder aside (NSIS's own, unpacked to %TEMP%).
awk '/^Path = /{p=substr($0, 8)} /^Size = /{print $3, p}' "$tmp/list" | grep -v ' \$PLUGINSDIR/' | LC_ALL=C sort -k2 >"$tmp/inside"
(cd "$stage" && find . -type f | sed 's|^\./||' | while read -r f; do echo "$(wc -c <"$f") $f"; done) |
    LC_ALL=C sort -k2 >"$tmp/staged"
grep -q ' uninstall.exe$' "$tmp/list" || grep -q '^Path = uninstall.exe$' "$tmp/list"
check $? "the installer writes uninstall.exe"
grep -v ' uninstall.exe$' "$tmp/inside" | sed 's/^ //' | diff "$tmp/staged" - >"$tmp/diff"
check $? "the installer holds the zip's files at their sizes, and only those ($(wc -l <"$tmp/staged") files)"
[ -s "$tmp/diff" ] && head -n 20 "$tmp/diff"
(cd "$tmp" && 7z e -y "$setup" citadela.exe >/dev/null 2>&1)
cmp -s "$tmp/citadela.exe" "$stage/citadela.exe"
check $? "citadela.exe comes out of the installer byte for byte"
# Each top-level name of the folder must be removed by the uninstaller by that name.
bs='\'
for f in $(cd "$stage" && ls); do
    if [ -d "$stage/$f" ]; then line="RMDir /r \"\$INSTDIR$bs$f\""; else line="Delete \"\$INSTDIR$bs$f\""; fi
    grep -qF "$line" "$nsi"
    check $? "the uninstaller removes $f (no line $line in $nsi)"
done
grep -qF 'CreateShortcut "$SMPROGRAMS\Citadela\Citadela.lnk" "$INSTDIR\citadela.exe"' "$nsi" &&
    grep -qF 'Delete "$SMPROGRAMS\Citadela\Citadela.lnk"' "$nsi"
check $? "the Start-menu entry is made and removed again"
rm -rf "$tmp"
echo "installer: $pass passed, $fail failed"
[ "$fail" = 0 ]
