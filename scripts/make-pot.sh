#!/bin/sh
# Writes the translators' template from the sources:
#   scripts/make-pot.sh OUT.pot XGETTEXT_FLAGS... -- SOURCES...
# The creation date is left out, so the file changes only when a msgid does.
set -eu
out=$1
shift
flags=""
while [ "$1" != "--" ]; do flags="$flags $1"; shift; done
shift
tmp=$(mktemp)
# shellcheck disable=SC2086 # the flags are words
xgettext $flags -o - "$@" |
    sed -e '/^"POT-Creation-Date:/d' -e '/^#, \(possible-\)\{0,1\}c-format$/d' -e 's/^#, \(possible-\)\{0,1\}c-format, /#, /' >"$tmp"
mv "$tmp" "$out"
