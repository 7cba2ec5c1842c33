#!/bin/sh
# Reads back what Windows shows of each program, from the built .exe: the version resource
# (Properties > Details: product, version, company, description, file name; the fixed
# numbers and the strings) and the manifest (per-monitor DPI awareness v2, the UTF-8 code
# page). The .rsrc section is copied out with MinGW's objcopy; its UTF-16 strings are read
# with perl (a key and its value are NUL-terminated, so two or more NULs end a field).
# Prints "pe-details: N passed, N failed" for tests/run-suite.sh.
#   sh tests/windows/pe-details.sh VERSION EXE:DESCRIPTION...
set -u
version=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { if [ "$1" = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "pe-details: FAILED: $2"; fi; }
for arg in "$@"; do
    exe=${arg%%:*}
    desc=${arg#*:}
    name=$(basename "$exe")
    x86_64-w64-mingw32-objcopy -O binary --only-section=.rsrc "$exe" "$tmp/rsrc" || { check 1 "$name has a .rsrc section"; continue; }
    perl -0777 -ne 's/\0\0+/\n/g; s/\0//g; print' "$tmp/rsrc" >"$tmp/strings"
    # value KEY: the line after the key's (a length field's bytes may stand before the key).
    value() { sed -n "/$1\$/{n;p;q}" "$tmp/strings"; }
    for kv in "ProductName=Citadela" "CompanyName=Citadela developers" "FileDescription=$desc" \
              "FileVersion=$version" "ProductVersion=$version" "OriginalFilename=$name"; do
        got=$(value "${kv%%=*}")
        check "$([ "$got" = "${kv#*=}" ]; echo $?)" "$name: ${kv%%=*} is '$got', not '${kv#*=}'"
    done
    # VS_FIXEDFILEINFO: its signature 0xFEEF04BD, then the structure version, then the file
    # version as two 32-bit words (major.minor, build.revision) that Explorer shows.
    fixed=$(perl -0777 -ne 'my $i = index($_, "\xbd\x04\xef\xfe"); if ($i >= 0) { my ($ms, $ls) = unpack("V V", substr($_, $i + 8, 8)); printf "%d.%d.%d.%d", $ms >> 16, $ms & 65535, $ls >> 16, $ls & 65535 }' "$tmp/rsrc")
    check "$([ "$fixed" = "$version.0" ]; echo $?)" "$name: the fixed file version is '$fixed', not $version.0"
    manifests=$(x86_64-w64-mingw32-objdump -p "$exe" | grep -c '^[0-9a-f]*   Entry: ID: 0x000018,')
    check "$([ "$manifests" = 1 ]; echo $?)" "$name has $manifests manifest resources, not 1"
    grep -aq '<dpiAwareness xmlns="http://schemas.microsoft.com/SMI/2016/WindowsSettings">PerMonitorV2' "$tmp/rsrc"
    check $? "$name: the manifest declares per-monitor DPI awareness v2"
    grep -aq '<dpiAware xmlns="http://schemas.microsoft.com/SMI/2005/WindowsSettings">true/pm</dpiAware>' "$tmp/rsrc"
    check $? "$name: the manifest declares per-monitor awareness for Windows 8.1 (dpiAware true/pm)"
    grep -aq '<activeCodePage xmlns="http://schemas.microsoft.com/SMI/2019/WindowsSettings">UTF-8</activeCodePage>' "$tmp/rsrc"
    check $? "$name: the manifest asks for the UTF-8 code page"
done
echo "pe-details: $pass passed, $fail failed"
[ "$fail" = 0 ]
