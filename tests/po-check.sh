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
# Polish declines names too: "Tura gracza Bedřich" wants "Bedřicha", which the game cannot write. A
# name stands where it is nominative ("Tura: %1", "Stodoła (%1)"), never after gracza/graczowi.
if [ -f po/pl.po ]; then
    if LC_ALL=C.UTF-8 msggrep --msgstr -E -e 'gracz(a|owi|em|y|ami) %[0-9]' po/pl.po | grep -q '^msgstr'; then
        bad "po/pl.po puts a name after gracza/graczowi, where it would need declining:"
        LC_ALL=C.UTF-8 msggrep --msgstr -E -e 'gracz(a|owi|em|y|ami) %[0-9]' po/pl.po | grep '^msgstr' | head -n 5 >&2
    else
        ok
    fi
fi
# German: a figure's name put after an article in the accusative or dative would need its case
# ("den Bauern", "dem großen Gefolgsmann", "das Schwein"); such a slot stands where the
# nominative is right ("Vom Drachen gefressen: %2 von %1").
if [ -f po/de.po ]; then
    pat='(den|dem|des|deinen|deinem|einen|einem|eigenen|eigenem|seinen|seinem|ihren|ihrem) (eigenen |großen )?%[0-9]'
    if LC_ALL=C.UTF-8 msggrep --msgstr -E -e "$pat" po/de.po | grep -q '^msgstr'; then
        bad "po/de.po puts a figure's name after an accusative or dative article:"
        LC_ALL=C.UTF-8 msggrep --msgstr -E -e "$pat" po/de.po | grep '^msgstr' | head -n 5 >&2
    else
        ok
    fi
fi
# French writes one apostrophe, the typographic one (’), never ASCII ' beside it.
if [ -f po/fr.po ]; then
    if msgcat --no-wrap po/fr.po | grep '^msgstr' | grep -q "[[:alpha:]]'[[:alpha:]]"; then
        bad "po/fr.po mixes ' with ’:"
        msgcat --no-wrap po/fr.po | grep '^msgstr' | grep "[[:alpha:]]'[[:alpha:]]" | head -n 3 >&2
    else
        ok
    fi
fi
# The person at the screen (the one person playing there, gui_app_you) is spoken to, never named in
# a third-person sentence ("Du ist am Zug", "You decides"). A core template (gui/app/i18n.c) that a
# seat's name goes into is looked up by gui_tr_seat, and its table entry has a second-person form
# (.you); the templates below take a name only as a label or never the person's seat:
#   MSG_REVIEW_SWING                                  "Name: ..." lines of the review
#   MSG_THINKING                                      a computer seat's
#   MSG_NET_DECIDING, MSG_NET_AI_TAKES                a seat at another screen
#   MSG_DECIDE_HOTSEAT                                two people at one screen, neither the lesson's
labels='MSG_REVIEW_SWING MSG_THINKING MSG_NET_DECIDING MSG_NET_AI_TAKES MSG_DECIDE_HOTSEAT'
named=$(for f in $(grep -rl 'gui_subst' gui --include=*.c); do
    awk '/gui_subst\(/ { buf = ""; on = 1 }
         on { buf = buf $0 }
         on && /;[[:space:]]*$/ { if (buf ~ /player_name\(|players\[[^]]*\]\.name/) print buf; on = 0 }' "$f"
done | grep -o 'gui_tr(\([^()]*\))' | grep -o 'MSG_[A-Z_]*' | sort -u)
for m in $named; do
    case " $labels " in
    *" $m "*) ok ;;
    *) bad "$m gets a seat's name by gui_tr: look it up by gui_tr_seat and give it a second-person form (.you)" ;;
    esac
done
seated=$(grep -rho 'gui_tr_seat([^,]*' gui --include=*.c | grep -o 'MSG_[A-Z_]*' | sort -u)
[ -n "$seated" ] || bad "no template is looked up by gui_tr_seat"
for m in $seated; do
    if you=$(grep "\[$m\] = " gui/app/i18n.c | sed -n 's/.*\.you = N_("\([^"]*\)").*/\1/p') && [ -n "$you" ]; then
        ok
    else
        bad "$m is looked up by gui_tr_seat but has no second-person form (.you) in gui/app/i18n.c"
        continue
    fi
    msgid=$(grep "\[$m\] = " gui/app/i18n.c | sed -n 's/.*\.msgid = N_("\([^"]*\)").*/\1/p')
    # Each language's second-person form names nobody (no %1) and is not the third-person template
    # with that language's "You" put in.
    for lang in $(sed 's/#.*//' po/LINGUAS); do
        po=po/$lang.po
        [ -f "$po" ] || continue
        str() { LC_ALL=C.UTF-8 msggrep --no-wrap -K -F -e "$1" "$po" | awk -v id="$1" '
            /^msgctxt/ { ctx = 1 } /^msgid / { want = !ctx && $0 == "msgid \"" id "\""; ctx = 0 }
            want && /^msgstr / { sub(/^msgstr "/, ""); sub(/"$/, ""); print; exit }'; }
        ys=$(str "$you") ts=$(str "$msgid") me=$(str "You")
        case $ys in
        "" | *%1*) bad "$po: the second-person form of \"$msgid\" (\"$you\") is missing or names someone: \"$ys\"" ;;
        *) if [ -n "$ts" ] && [ "$ys" = "$(printf '%s' "$ts" | sed "s/%1/$me/")" ]; then
               bad "$po: \"$you\" is \"$msgid\" with \"$me\" put in: \"$ys\""
           else ok; fi ;;
        esac
    done
done
# A module's second-person forms (.you in its NAME_text.c) name nobody either, in any language.
for you in $(grep -rhoE '\.you = N_\("[^"]*"\)' gui/modules --include=*.c | sed 's/^\.you = N_("//; s/")$//' | tr ' ' '\001'); do
    you=$(printf '%s' "$you" | tr '\001' ' ')
    for lang in $(sed 's/#.*//' po/LINGUAS); do
        ys=$(LC_ALL=C.UTF-8 msggrep --no-wrap -K -F -e "$you" "po/$lang.po" | awk -v id="$you" '
            /^msgid / { want = $0 == "msgid \"" id "\"" } want && /^msgstr / { sub(/^msgstr "/, ""); sub(/"$/, ""); print; exit }')
        case $ys in
        "" | *%1*) bad "po/$lang.po: the second-person form \"$you\" is missing or names someone: \"$ys\"" ;;
        *) ok ;;
        esac
    done
done
echo "po-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
