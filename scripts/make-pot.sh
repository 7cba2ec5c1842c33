#!/bin/sh
# Writes the translators' template from the sources:
#   scripts/make-pot.sh OUT.pot XGETTEXT_FLAGS... -- SOURCES...
# The flags are for the C sources; a desktop entry (*.desktop.in) is read as one (its Name,
# GenericName, Comment and Keywords) and AppStream metainfo (*.metainfo.xml.in) by the ITS
# rules in po/its/, so msgfmt --desktop and --xml can put the translations back into them.
# The creation date is left out, so the file changes only when a msgid does.
set -eu
out=$1
shift
flags=""
while [ "$1" != "--" ]; do flags="$flags $1"; shift; done
shift
# The header's fields come from the flags; every xgettext run that joins in writes the header
# again, so each is given them.
header=""
for f in $flags; do
    case $f in --package-name=* | --msgid-bugs-address=* | --copyright-holder=*) header="$header $f" ;; esac
done
csrc="" desktop="" metainfo=""
for f in "$@"; do
    case $f in
    *.desktop.in) desktop="$desktop $f" ;;
    *.metainfo.xml.in) metainfo="$metainfo $f" ;;
    *) csrc="$csrc $f" ;;
    esac
done
tmp=$(mktemp)
raw=$(mktemp)
# shellcheck disable=SC2086 # the flags and file lists are words
xgettext $flags -o "$raw" $csrc
# shellcheck disable=SC2086
[ -z "$desktop" ] || xgettext $header --join-existing --from-code=UTF-8 --add-location=file --language=Desktop -o "$raw" $desktop
# shellcheck disable=SC2086
[ -z "$metainfo" ] || GETTEXTDATADIRS=$(dirname "$0")/../po xgettext $header --join-existing --from-code=UTF-8 --add-location=file -o "$raw" $metainfo
sed -e '/^"POT-Creation-Date:/d' -e '/^#, \(possible-\)\{0,1\}c-format$/d' -e 's/^#, \(possible-\)\{0,1\}c-format, /#, /' "$raw" >"$tmp"
rm -f "$raw"
mv "$tmp" "$out"
