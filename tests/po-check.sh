#!/bin/sh
# The translations are complete and the template is current:
#   tests/po-check.sh XGETTEXT_FLAGS... -- SOURCES...   (make's TEST_CMDS passes them)
# Fails if po/citadela.pot differs from what `make pot` would write now, or if a language
# in po/LINGUAS has a missing .po, an untranslated or fuzzy message, or fails msgfmt --check,
# or if a Czech sentence puts a name where it would need declining.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL po-check: $*" >&2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if sh scripts/make-pot.sh "$tmp/citadela.pot" "$@" && cmp -s "$tmp/citadela.pot" po/citadela.pot; then
    ok
else
    bad "po/citadela.pot is stale: run make pot and commit it"
    diff -u po/citadela.pot "$tmp/citadela.pot" | head -n 20 >&2
fi

for lang in $(sed 's/#.*//' po/LINGUAS); do
    po=po/$lang.po
    if [ ! -f "$po" ]; then
        bad "$lang is in po/LINGUAS but $po does not exist"
        continue
    fi
    # msgfmt --statistics: "N translated messages, M fuzzy translations, K untranslated messages."
    if ! stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1); then
        bad "$po: msgfmt --check: $stats"
        continue
    fi
    case $stats in
    *fuzzy* | *untranslated*) bad "$po: $stats" ;;
    *) ok ;;
    esac
    # Every msgid of the template is in the language (msgcmp: none missing, none obsolete).
    if LC_ALL=C msgcmp "$po" po/citadela.pot >"$tmp/cmp" 2>&1; then ok; else bad "$po does not match the template (make pot, then msgmerge -U $po po/citadela.pot)"; head -n 5 "$tmp/cmp" >&2; fi
done
# Czech declines names, which the game cannot: "Vůz hráče Cyril" reads as a mistake. A name
# stands where it needs no case of its own ("%1: vůz", "vůz (%1)"), never after hráče/hráči.
if [ -f po/cs.po ]; then
    if LC_ALL=C.UTF-8 msggrep --msgstr -E -e 'hráč(e|i|ů|em) %[0-9]' po/cs.po | grep -q '^msgstr'; then
        bad "po/cs.po puts a name after hráče/hráči, where it would need declining:"
        LC_ALL=C.UTF-8 msggrep --msgstr -E -e 'hráč(e|i|ů|em) %[0-9]' po/cs.po | grep '^msgstr' | head -n 5 >&2
    else
        ok
    fi
fi
echo "po-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
