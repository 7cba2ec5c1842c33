#!/bin/sh
# Writes a Windows .ico from the art tool's square PNG icons: an ICO may hold each size as
# a whole PNG (Windows Vista and later read it), so no image converter is needed, only the
# 6-byte header and one 16-byte entry per image (docs/building.md, "The icon").
#   sh scripts/windows-icon.sh OUT.ico ICON-16.png ICON-32.png ... (each named icon-N.png)
set -eu
out=$1
shift
# Little-endian bytes, as octal escapes for printf.
byte() { printf "\\$(printf %03o "$(($1 & 255))")"; }
le16() { byte "$1"; byte "$(($1 >> 8))"; }
le32() { le16 "$(($1 & 65535))"; le16 "$(($1 >> 16))"; }
tmp=$out.tmp
{
    le16 0; le16 1; le16 $#              # reserved, type 1 (icon), the number of images
    offset=$((6 + 16 * $#))
    for png in "$@"; do
        size=${png##*icon-}
        size=${size%.png}
        case $size in '' | *[!0-9]*) echo "windows-icon: $png is not named icon-N.png" >&2; exit 1 ;; esac
        [ "$size" -le 256 ] || { echo "windows-icon: $png is larger than 256 px" >&2; exit 1; }
        bytes=$(wc -c <"$png")
        byte $((size & 255)); byte $((size & 255)) # width, height (0 means 256)
        byte 0; byte 0                              # no palette, reserved
        le16 1; le16 32                             # colour planes, bits per pixel
        le32 "$bytes"; le32 "$offset"
        offset=$((offset + bytes))
    done
    cat "$@"
} >"$tmp"
mv "$tmp" "$out"
